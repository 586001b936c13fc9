import Foundation

// Core Text's paragraph styles. UIKit's `NSParagraphStyle` is what the text
// system reads under `kCTParagraphStyleAttributeName` (the same attribute as
// `.paragraphStyle`), so a `CTParagraphStyle` is one.

public typealias CTParagraphStyle = NSParagraphStyle

/// Core Text's alignments (their raw values differ from NSTextAlignment's).
public enum CTTextAlignment: UInt8, Sendable {
    case left = 0
    case right = 1
    case center = 2
    case justified = 3
    case natural = 4
}

public enum CTLineBreakMode: UInt8, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

public enum CTWritingDirection: Int8, Sendable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// Which setting a `CTParagraphStyleSetting` carries.
public enum CTParagraphStyleSpecifier: UInt32, Sendable {
    case alignment = 0
    case firstLineHeadIndent = 1
    case headIndent = 2
    case tailIndent = 3
    case tabStops = 4
    case defaultTabInterval = 5
    case lineBreakMode = 6
    case lineHeightMultiple = 7
    case maximumLineHeight = 8
    case minimumLineHeight = 9
    case lineSpacing = 10
    case paragraphSpacing = 11
    case paragraphSpacingBefore = 12
    case baseWritingDirection = 13
    case maximumLineSpacing = 14
    case minimumLineSpacing = 15
    case lineSpacingAdjustment = 16
    case lineBoundsOptions = 17
    case count = 18
}

/// One setting: which, and a pointer to its value (`CTTextAlignment`,
/// `CTLineBreakMode`, `CTWritingDirection` or a `CGFloat`).
public struct CTParagraphStyleSetting {
    public var spec: CTParagraphStyleSpecifier
    public var valueSize: Int
    public var value: UnsafeRawPointer

    public init(spec: CTParagraphStyleSpecifier, valueSize: Int, value: UnsafeRawPointer) {
        self.spec = spec
        self.valueSize = valueSize
        self.value = value
    }
}

/// A paragraph style with `settings` applied: alignment, line break mode, writing
/// direction, indents, line height multiple and limits, and spacing (line spacing
/// in any of its three specifiers is the space between lines, as UIKit's
/// `lineSpacing`). A value of the wrong size is skipped; tab stops and line bounds
/// options are not used by the text system.
public func CTParagraphStyleCreate(_ settings: UnsafePointer<CTParagraphStyleSetting>?, _ settingCount: Int) -> CTParagraphStyle {
    let style = NSMutableParagraphStyle()
    guard let settings else { return style }
    for i in 0..<max(settingCount, 0) {
        let setting = settings[i]
        func float() -> CGFloat? {
            setting.valueSize == MemoryLayout<CGFloat>.size ? setting.value.loadUnaligned(as: CGFloat.self) : nil
        }
        func byte() -> UInt8? { setting.valueSize == 1 ? setting.value.load(as: UInt8.self) : nil }
        switch setting.spec {
        case .alignment:
            guard let raw = byte(), let alignment = CTTextAlignment(rawValue: raw) else { continue }
            style.alignment = switch alignment {
            case .left: .left
            case .right: .right
            case .center: .center
            case .justified: .justified
            case .natural: .natural
            }
        case .lineBreakMode:
            guard let raw = byte(), let mode = NSLineBreakMode(rawValue: Int(raw)) else { continue }
            style.lineBreakMode = mode
        case .baseWritingDirection:
            guard let raw = byte(), let direction = NSWritingDirection(rawValue: Int(Int8(bitPattern: raw))) else { continue }
            style.baseWritingDirection = direction
        case .firstLineHeadIndent: if let v = float() { style.firstLineHeadIndent = v }
        case .headIndent: if let v = float() { style.headIndent = v }
        case .tailIndent: if let v = float() { style.tailIndent = v }
        case .lineHeightMultiple: if let v = float() { style.lineHeightMultiple = v }
        case .maximumLineHeight: if let v = float() { style.maximumLineHeight = v }
        case .minimumLineHeight: if let v = float() { style.minimumLineHeight = v }
        case .lineSpacing, .maximumLineSpacing, .minimumLineSpacing, .lineSpacingAdjustment:
            if let v = float() { style.lineSpacing = v }
        case .paragraphSpacing: if let v = float() { style.paragraphSpacing = v }
        case .paragraphSpacingBefore: if let v = float() { style.paragraphSpacingBefore = v }
        case .tabStops, .defaultTabInterval, .lineBoundsOptions, .count: continue
        }
    }
    return style
}
