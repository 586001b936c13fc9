import Foundation

extension LayoutFileCoder {
    /// Makes the UIKit object `decodeObject(forKey:)` returns for a checked
    /// value: UIFont for a font, UIColor for a colour (resolved against the
    /// canvas appearance), UIImage for an image, NSNumber for numbers and
    /// enumerations, CGRect/CGSize/CGPoint for geometry. Images count against
    /// `imageBudget`, one per instantiation.
    package static func uikitObjectMaker(dark: Bool, imageBudget: DecodedPixelBudget? = nil) -> ObjectMaker {
        func make(_ value: NibPropertyValue, _ source: JSONValue, _ reader: NibValueReader) throws(LayoutFileError) -> Any? {
            switch value {
            case .number(let n): return NSNumber(value: n)
            case .integer(let i): return NSNumber(value: i)
            case .bool(let b): return NSNumber(value: b)
            case .string(let s): return s
            case .font(let font): return try font.makeUIFont(source: source, reader: reader)
            case .color(let color): return color.makeUIColor(dark: dark)
            case .image(let image): return try image.makeUIImage(source: source, reader: reader, budget: imageBudget)
            case .rect(let r): return r
            case .size(let s): return s
            case .point(let p): return p
            case .insets(let i): return i
            case .list(let values):
                var out: [Any] = []
                for item in values { out.append(try make(item, source, reader) ?? NSNull()) }
                return out
            case .perState(let states):
                // Decoded alone, a per-state value is its normal-state value.
                guard let normal = states.first(where: { $0.state == 0 }) else { return nil }
                return try make(normal.value, source, reader)
            }
        }
        return make
    }
}
