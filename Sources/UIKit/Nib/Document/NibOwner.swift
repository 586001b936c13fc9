/// The file's owner (Interface Builder's "File's Owner"): the object passed to
/// `instantiate(withOwner:options:)`, not created by the file; its outlets and
/// actions may point into the file.
package struct NibOwner: Sendable {
    /// If given, the owner passed in must be of this class.
    package var className: String?
    package var outlets: [NibOutlet]
    package var source: JSONValue
}
