import Testing
@testable import UIKit

private let reader = NibValueReader(file: "c.json")

private func parse(_ equation: String) throws -> NibConstraintDescription {
    let root = try JSONParser.parse(Array("[\(JSONValue.quote(equation))]".utf8), file: "c.json")
    let value = root.arrayValue![0]
    return try NibConstraintParser.parse(value.stringValue!, in: value, reader)
}

private func failure(_ equation: String) -> String? {
    do {
        _ = try parse(equation)
        return nil
    } catch {
        return "\(error)"
    }
}

@Suite("Layout file constraint grammar")
struct NibConstraintGrammarTests {
    @Test func fullEquation() throws {
        let c = try parse("title.leading == superview.leadingMargin + 8 @750")
        #expect(c.first == .init(item: .object("title"), guide: nil, attribute: .leading))
        #expect(c.relation == .equal)
        #expect(c.second == .init(item: .superview, guide: nil, attribute: .leadingMargin))
        #expect(c.multiplier == 1)
        #expect(c.constant == 8)
        #expect(c.priority == 750)
    }

    @Test func attributesCarryNSLayoutConstraintRawValues() {
        #expect(NibConstraintDescription.Attribute.left.rawValue == 1)
        #expect(NibConstraintDescription.Attribute.firstBaseline.rawValue == 12)
        #expect(NibConstraintDescription.Attribute.centerYWithinMargins.rawValue == 20)
        #expect(NibConstraintDescription.Relation.lessThanOrEqual.rawValue == -1)
    }

    @Test func multiplierDivisorNegativeConstantAndNamedPriority() throws {
        let a = try parse("image.height==image.width*0.5-4@defaultLow")
        #expect(a.multiplier == 0.5)
        #expect(a.constant == -4)
        #expect(a.priority == 250)
        let b = try parse("a.width <= b.width / 4")
        #expect(b.relation == .lessThanOrEqual)
        #expect(b.multiplier == 0.25)
        #expect(b.priority == 1000)
    }

    @Test func constantOnlySizeConstraint() throws {
        let c = try parse("button.height >= 44 @required")
        #expect(c.second == nil)
        #expect(c.constant == 44)
        #expect(c.relation == .greaterThanOrEqual)
    }

    @Test func layoutGuides() throws {
        let c = try parse("header.top == superview.safeAreaLayoutGuide.top")
        #expect(c.second == .init(item: .superview, guide: .safeAreaLayoutGuide, attribute: .top))
        let d = try parse("body.leading == card.layoutMarginsGuide.leading")
        #expect(d.second?.guide == .layoutMarginsGuide)
    }

    @Test(arguments: [
        ("title.leading = superview.leading",
         "c.json:1:17: at $[0]: in constraint \"title.leading = superview.leading\": expected '==', '<=' or '>=' after the first anchor"),
        ("title.leadng == superview.leading",
         "c.json:1:9: at $[0]: in constraint \"title.leadng == superview.leading\": unknown attribute 'leadng'; did you mean 'leading'?".replacingOccurrences(of: "'leading'?", with: "\"leading\"?")),
        ("title == superview.leading",
         "c.json:1:8: at $[0]: in constraint \"title == superview.leading\": expected '.' and an attribute after title (e.g. title.top)"),
        ("superview.top == title.top",
         "c.json:1:3: at $[0]: in constraint \"superview.top == title.top\": the first item cannot be superview; put the view first (view.top == superview.top)"),
        ("title.top == 8",
         "c.json:1:16: at $[0]: in constraint \"title.top == 8\": a constant alone can only constrain width or height; top needs a second item (e.g. superview.top)"),
        ("title.top == superview.leading",
         "c.json:1:16: at $[0]: in constraint \"title.top == superview.leading\": cannot constrain a vertical position (top) to a horizontal position (leading)"),
        ("title.width == superview.centerX",
         "c.json:1:18: at $[0]: in constraint \"title.width == superview.centerX\": cannot constrain a size (width) to a horizontal position (centerX)"),
        ("title.left == superview.leading",
         "c.json:1:17: at $[0]: in constraint \"title.left == superview.leading\": cannot constrain left to leading: leading/trailing and left/right cannot be mixed"),
        ("a.width == b.width * 0",
         "c.json:1:22: at $[0]: in constraint \"a.width == b.width * 0\": a multiplier of 0 would remove the second item; write a constant instead"),
        ("a.width == b.width / 0",
         "c.json:1:22: at $[0]: in constraint \"a.width == b.width / 0\": cannot divide by zero"),
        ("a.width == b.width @1001",
         "c.json:1:22: at $[0]: in constraint \"a.width == b.width @1001\": a priority must be from 1 to 1000, found 1001"),
        ("a.width == b.width @high",
         "c.json:1:23: at $[0]: in constraint \"a.width == b.width @high\": expected a priority (1 to 1000, required, defaultHigh or defaultLow) after '@'"),
        ("a.width == b.width + x",
         "c.json:1:24: at $[0]: in constraint \"a.width == b.width + x\": expected a number after '+'"),
        ("a.width == b.width 8",
         "c.json:1:22: at $[0]: in constraint \"a.width == b.width 8\": expected '*', '/', '+', '-', '@' or the end of the constraint, found '8'"),
        ("a.top == superview.safeArea.top",
         "c.json:1:22: at $[0]: in constraint \"a.top == superview.safeArea.top\": unknown layout guide 'safeArea'; did you mean \"safeAreaLayoutGuide\"?; expected one of: safeAreaLayoutGuide, layoutMarginsGuide, readableContentGuide, contentView, contentLayoutGuide, frameLayoutGuide"),
        ("a.width ==",
         "c.json:1:13: at $[0]: in constraint \"a.width ==\": expected an item (an object id or superview), found the end"),
    ])
    func grammarErrorsPointIntoTheEquation(equation: String, message: String) {
        #expect(failure(equation) == message)
    }
}
