import Foundation

extension LayoutFileCoder {
    /// Makes the UIKit object `decodeObject(forKey:)` returns for a checked
    /// value: UIFont for a font, UIColor for a colour (system colours stay
    /// dynamic), UIImage for an image, NSNumber for numbers and
    /// enumerations, CGRect/CGSize/CGPoint for geometry. Images count against
    /// `imageBudget`, one per instantiation.
    package static func uikitObjectMaker(imageBudget: DecodedPixelBudget? = nil) -> ObjectMaker {
        func make(_ value: NibPropertyValue, _ source: JSONValue, _ reader: NibValueReader) throws(LayoutFileError) -> Any? {
            switch value {
            case .number(let n): return NSNumber(value: n)
            case .integer(let i): return NSNumber(value: i)
            case .bool(let b): return NSNumber(value: b)
            case .string(let s): return s
            case .font(let font): return try font.makeUIFont(source: source, reader: reader)
            case .color(let color): return color.makeUIColor()
            case .image(let image): return try image.makeUIImage(source: source, reader: reader, budget: imageBudget)
            case .rect(let r): return r
            case .size(let s): return s
            case .point(let p): return p
            case .insets(let i): return i
            case .list(let values):
                var out: [Any] = []
                for item in values { out.append(try make(item, source, reader) ?? NSNull()) }
                return out
            case .attributedText(let runs):
                let text = NSMutableAttributedString(string: "")
                for run in runs {
                    var attributes: [NSAttributedString.Key: Any] = [:]
                    if let font = run.font { attributes[.font] = try font.makeUIFont(source: run.source, reader: reader) }
                    if let color = run.color { attributes[.foregroundColor] = color.makeUIColor() }
                    if run.underline { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
                    if let paragraph = run.paragraph { attributes[.paragraphStyle] = paragraph.makeParagraphStyle() }
                    text.append(NSAttributedString(string: run.text, attributes: attributes))
                }
                return text
            case .perState(let states):
                // Decoded alone, a per-state value is its normal-state value.
                guard let normal = states.first(where: { $0.state == 0 }) else { return nil }
                return try make(normal.value, source, reader)
            }
        }
        return make
    }
}
