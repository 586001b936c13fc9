import SwiftParser
import SwiftSyntax

/// One iOS source file, parsed once.
struct SourceFile {
    let path: String
    let text: [UInt8]
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(path: String, text: String) {
        self.path = path
        self.text = Array(text.utf8)
        self.tree = Parser.parse(source: text)
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    func line(_ position: AbsolutePosition) -> Int { converter.location(for: position).line }
    func column(_ position: AbsolutePosition) -> Int { converter.location(for: position).column }

    func slice(_ start: Int, _ end: Int) -> String { String(decoding: text[start..<end], as: UTF8.self) }
}

/// A change to a file's text, by UTF-8 offsets.
struct Edit {
    var start: Int
    var end: Int
    var replacement: String
    /// A member moved elsewhere: the edits inside it are applied to the moved copy, not here.
    var isMove = false
}

/// What the first pass learns about a class (from its body and its extensions).
struct ClassInfo {
    var name: String
    var file: Int
    /// UTF-8 offset of the closing brace of the class body.
    var closingBrace: Int
    var isAccessible: Bool
    var isGeneric: Bool
    /// The first type of the inheritance clause (a superclass or a protocol), as written.
    var superclass: String?
    /// `@objcMembers`: every member is exposed to Objective-C (and so has a key).
    var objcMembers = false
    /// `@MainActor class`, or a class whose own declaration conforms to a
    /// UIKit protocol (`UITableViewDataSource`...), which makes it main-actor.
    var declaresMainActor = false
    var selectors: Set<String> = []
    var outlets: [(name: String, isCollection: Bool)] = []
    var actions: [(selector: String, method: String, arity: Int)] = []
}

/// An `@objc optional` protocol requirement.
struct OptionalRequirement {
    var protocolName: String
    var name: String
    /// For a method whose result is neither nothing nor optional (no default
    /// can be invented): the protocol of its own that implementers conform to
    /// and callers cast to (`_OptionalHeaderSizing_preferredHeight`).
    var helper: String? = nil
    var selector = ""
}

/// True when an optional requirement with this result can get a default
/// implementation: none, `Void`, or an optional.
func hasDefaultResult(_ type: TypeSyntax?) -> Bool {
    guard let type else { return true }
    let text = type.trimmedDescription
    return text == "Void" || text == "()" || type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
}

/// The selector name Objective-C gives a Swift method: `tap(_:)` → `tap:`,
/// `tap(with:)` → `tapWith:`, `show(item:animated:)` → `showWithItem:animated:`,
/// `refresh()` → `refresh`.
func objcSelectorName(base: String, labels: [String]) -> String {
    guard let first = labels.first else { return base }
    var name = base
    if first != "_" {
        let prepositions = ["with", "for", "at", "in", "to", "from", "by", "on", "of", "as", "into", "using", "after", "before"]
        let startsWithPreposition = prepositions.contains { first == $0 || (first.hasPrefix($0) && first.dropFirst($0.count).first?.isUppercase == true) }
        name += startsWithPreposition ? capitalized(first) : "With" + capitalized(first)
    }
    name += ":"
    for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
    return name
}

func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

extension FunctionDeclSyntax {
    var parameterLabels: [String] {
        signature.parameterClause.parameters.map { $0.firstName.text }
    }

    /// The name `@objc(name)` gives, else Objective-C's name for the Swift signature.
    var selectorName: String {
        if let explicit = attributes.explicitObjCName { return explicit }
        return objcSelectorName(base: name.text, labels: parameterLabels)
    }
}

extension AttributeListSyntax {
    func attribute(named name: String) -> AttributeSyntax? {
        for element in self {
            if case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == name { return attribute }
        }
        return nil
    }

    func has(_ name: String) -> Bool { attribute(named: name) != nil }

    /// `@objc(didTap:)` → `didTap:`.
    var explicitObjCName: String? {
        guard let objc = attribute(named: "objc"), let arguments = objc.arguments else { return nil }
        let text = arguments.trimmedDescription
        return text.isEmpty ? nil : text
    }
}

extension DeclModifierListSyntax {
    func has(_ keyword: Keyword) -> Bool { contains { $0.name.tokenKind == .keyword(keyword) } }
    var isPrivate: Bool { has(.private) || has(.fileprivate) }
}

extension FunctionDeclSyntax {
    /// `observeValue(forKeyPath:of:change:context:)`, what KVO calls.
    var isObserveValue: Bool { name.text == "observeValue" && parameterLabels.first == "forKeyPath" }
}

// MARK: Compilation conditions, as an iOS device build reads them

/// The value an iOS device build gives a compilation condition when the
/// plugin decides it: `os(iOS)` and `arch(arm64)` hold, every other `os` and
/// `arch` and every `targetEnvironment` does not, with `!`, `&&`, `||`,
/// parentheses and `true`/`false`. nil when the compiler decides (`canImport`,
/// `swift(>=…)`, `compiler(>=…)`, `DEBUG` and other flags).
func iOSConditionValue(_ expression: ExprSyntax) -> Bool? {
    if let call = expression.as(FunctionCallExprSyntax.self), let function = call.calledExpression.as(DeclReferenceExprSyntax.self),
       call.arguments.count == 1 {
        let argument = call.arguments.first!.expression.trimmedDescription
        switch function.baseName.text {
        case "os": return argument == "iOS"
        case "targetEnvironment": return false
        case "arch": return argument == "arm64"
        default: return nil
        }
    }
    if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
        return iOSConditionValue(prefix.expression).map { !$0 }
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 {
        return iOSConditionValue(tuple.elements.first!.expression)
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
        return combine([[iOSConditionValue(infix.leftOperand)], [iOSConditionValue(infix.rightOperand)]], and: op.operator.text == "&&")
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
        // a && b || c && d: `||` groups of `&&` terms (`&&` binds tighter).
        var groups: [[Bool?]] = [[]]
        for element in sequence.elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                if op.operator.text == "||" { groups.append([]) } else if op.operator.text != "&&" { return nil }
            } else {
                groups[groups.count - 1].append(iOSConditionValue(element))
            }
        }
        return combine(groups, and: false)
    }
    return nil
}

/// Three-valued logic: `groups` joined by `||` (or, with `and`, the lone pair by `&&`),
/// each group's terms by `&&`.
private func combine(_ groups: [[Bool?]], and: Bool) -> Bool? {
    func all(_ terms: [Bool?]) -> Bool? {
        if terms.contains(false) { return false }
        return terms.allSatisfy { $0 == true } ? true : nil
    }
    if and { return all(groups.flatMap { $0 }) }
    let values = groups.map(all)
    if values.contains(true) { return true }
    return values.allSatisfy { $0 == false } ? false : nil
}

extension IfConfigClauseSyntax {
    /// An iOS device build certainly skips this clause: its condition is false,
    /// or an earlier clause's is true (an `#else` after a true condition).
    var isCertainlyInactive: Bool {
        guard let ifConfig = parent?.parent?.as(IfConfigDeclSyntax.self) else { return false }
        for clause in ifConfig.clauses {
            if clause.id == id {
                guard let condition else { return false }
                return iOSConditionValue(condition) == false
            }
            if let condition = clause.condition, iOSConditionValue(condition) == true { return true }
        }
        return false
    }
}

// MARK: Isolation of framework types, as the iOS SDK declares it

/// UIKit's classes without an actor (`Sendable` or drawing types).
let nonisolatedUIKitClasses: Set<String> = [
    "UIColor", "UIFont", "UIFontDescriptor", "UIImage", "UIImageAsset", "UIBezierPath", "UITraitCollection",
    "UIGraphicsRenderer", "UIGraphicsImageRenderer", "UIGraphicsImageRendererFormat", "UIGraphicsImageRendererContext",
    "UIGraphicsPDFRenderer", "UIGraphicsPDFRendererFormat", "UIGraphicsPDFRendererContext", "UIGraphicsRendererFormat",
    "UIGraphicsRendererContext",
]

/// Foundation's classes that UIKit puts on the main actor (Auto Layout's).
let mainActorFoundationClasses: Set<String> = [
    "NSLayoutConstraint", "NSLayoutAnchor", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension",
]

/// A superclass of another module is main-actor: UIKit's classes (but its
/// drawing types), Auto Layout's, and any class Offscreen does not know (a
/// library's view, most likely). `NSObject`, Foundation's other `NS` classes
/// and Core Animation's `CA` classes have no actor.
func isMainActorFrameworkClass(_ written: String) -> Bool {
    let name = written.split(separator: ".").last.map(String.init) ?? written
    if name.hasPrefix("UI") { return !nonisolatedUIKitClasses.contains(name) }
    if mainActorFoundationClasses.contains(name) { return true }
    if name.hasPrefix("NS") || name.hasPrefix("CA") { return false }
    return true
}

/// UIKit's protocols (`UITableViewDataSource`, `UIGestureRecognizerDelegate`...),
/// main-actor in the iOS SDK: a class that conforms to one in its own
/// declaration is main-actor.
func isUIKitProtocolName(_ written: String) -> Bool {
    let name = written.split(separator: ".").last.map(String.init) ?? written
    return name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true && !nonisolatedUIKitClasses.contains(name)
}
