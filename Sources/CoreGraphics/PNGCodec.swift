/// Errors from reading or writing PNG data.
public struct PNGError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
