import SwiftSyntax

/// Everything the first pass learned, shared by the second.
struct ModuleFacts {
    var classes: [String: ClassInfo] = [:]
    var members: [String: Collector.MemberFacts] = [:]
    var protocols: [String: [OptionalRequirement]] = [:]
    var overriddenNames: Set<String> = []

    var optionalRequirementNames: Set<String> { Set(protocols.values.flatMap { $0.map(\.name) }) }
}

/// A member moved out of an extension into its class's body.
struct MovedMember {
    var className: String
    var fromFile: Int
    var start: Int
    var end: Int
}

/// The second pass over one file: the edits that make it compile on Linux,
/// members to move, default implementations to append.
final class Rewriter: SyntaxVisitor {
    let fileIndex: Int
    let file: SourceFile
    let facts: ModuleFacts
    let tableName: String
    var edits: [Edit] = []
    var moves: [MovedMember] = []
    var appended: [String] = []
    private var scopes: [String] = []
    private let optionalNames: Set<String>

    init(fileIndex: Int, file: SourceFile, facts: ModuleFacts, tableName: String) {
        self.fileIndex = fileIndex
        self.file = file
        self.facts = facts
        self.tableName = tableName
        self.optionalNames = facts.optionalRequirementNames
        super.init(viewMode: .sourceAccurate)
    }

    private var enclosingType: String? { scopes.isEmpty ? nil : scopes.joined(separator: ".") }

    private func blank(_ node: some SyntaxProtocol) {
        edits.append(Edit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                          end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
    }

    /// A compile error at `node`'s line, on a line of its own (before the
    /// statement or member that holds it), pointing at the original file.
    private func diagnose(_ message: String, at node: some SyntaxProtocol) {
        let line = file.line(node.positionAfterSkippingLeadingTrivia)
        var holder = Syntax(node)
        while let parent = holder.parent, !holder.is(CodeBlockItemSyntax.self), !holder.is(MemberBlockItemSyntax.self) {
            holder = parent
        }
        let holderStart = holder.positionAfterSkippingLeadingTrivia.utf8Offset
        var lineStart = holderStart
        while lineStart > 0 && file.text[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let before = file.slice(lineStart, holderStart)
        let location = "#sourceLocation(file: \(literal(file.path)), line: \(line))\n"
        let holderLine = file.line(holder.positionAfterSkippingLeadingTrivia)
        let escaped = message.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let text = location + "#error(\"\(escaped)\")\n" + "#sourceLocation(file: \(literal(file.path)), line: \(holderLine))\n"
        if before.allSatisfy({ $0 == " " || $0 == "\t" }) {
            edits.append(Edit(start: lineStart, end: lineStart, replacement: text))
        } else {
            // The statement shares its line with code before it: put the error on a line of its own there.
            edits.append(Edit(start: holderStart, end: holderStart, replacement: "\n" + text + String(repeating: " ", count: file.column(holder.positionAfterSkippingLeadingTrivia) - 1)))
        }
    }

    // MARK: Scopes

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { scopes.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { scopes.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { scopes.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = typeName(node.extendedType)
        scopes.append(name)
        if facts.classes[name] != nil {
            for item in node.memberBlock.members where mustMove(item.decl) {
                moves.append(MovedMember(className: name, fromFile: fileIndex,
                                         start: item.positionAfterSkippingLeadingTrivia.utf8Offset,
                                         end: item.endPositionBeforeTrailingTrivia.utf8Offset))
                edits.append(Edit(start: item.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  end: item.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "", isMove: true))
            }
        }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    /// Overrides, and members a subclass overrides: Swift on Linux allows
    /// neither in an extension.
    private func mustMove(_ decl: DeclSyntax) -> Bool {
        if let function = decl.as(FunctionDeclSyntax.self) {
            return function.modifiers.has(.override) || (facts.overriddenNames.contains(function.name.text) && !function.modifiers.has(.static))
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            if variable.modifiers.has(.override) { return true }
            return variable.bindings.contains { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map { facts.overriddenNames.contains($0.identifier.text) } ?? false
            } && !variable.modifiers.has(.static)
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            return initializer.modifiers.has(.override) || initializer.modifiers.has(.required)
        }
        return false
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(node.name.text)
        if let objc = node.attributes.attribute(named: "objc") {
            blank(objc)
            // @objc protocols are class-bound; keep them so (weak delegates).
            if let clause = node.inheritanceClause {
                let names = clause.inheritedTypes.map { $0.type.trimmedDescription }
                if !names.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }) {
                    let start = clause.inheritedTypes.first!.positionAfterSkippingLeadingTrivia.utf8Offset
                    edits.append(Edit(start: start, end: start, replacement: "AnyObject, "))
                }
            } else {
                let end = (node.primaryAssociatedTypeClause.map { Syntax($0) } ?? Syntax(node.name)).endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(Edit(start: end, end: end, replacement: ": AnyObject"))
            }
        }
        var defaults: [String] = []
        for item in node.memberBlock.members {
            if let function = item.decl.as(FunctionDeclSyntax.self), let optional = function.modifiers.first(where: { $0.name.tokenKind == .keyword(.optional) }) {
                blank(optional)
                let returnType = function.signature.returnClause?.type
                guard let body = defaultBody(returnType) else {
                    diagnose("Offscreen: the optional requirement '\(function.name.text)' returns non-optional '\(returnType!.trimmedDescription)'; "
                             + "Linux Swift has no optional requirements and the plugin cannot invent a default result (make the result optional)", at: function)
                    continue
                }
                let generics = function.genericParameterClause?.trimmedDescription ?? ""
                let whereClause = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
                defaults.append("    func \(function.name.text)\(generics)\(function.signature.trimmedDescription)\(whereClause) \(body)")
            } else if let variable = item.decl.as(VariableDeclSyntax.self), let optional = variable.modifiers.first(where: { $0.name.tokenKind == .keyword(.optional) }) {
                blank(optional)
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self), let type = binding.typeAnnotation?.type else { continue }
                    guard defaultBody(type) == "{ nil }" else {
                        diagnose("Offscreen: the optional property requirement '\(name.identifier.text)' has the non-optional type '\(type.trimmedDescription)'; "
                                 + "the plugin cannot invent a default value (make it optional)", at: variable)
                        continue
                    }
                    defaults.append("    var \(name.identifier.text): \(type.trimmedDescription) { nil }")
                }
            }
        }
        if !defaults.isEmpty {
            appended.append("extension \(node.name.text) {\n" + defaults.joined(separator: "\n") + "\n}")
        }
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

    /// `{}` for no result, `{ nil }` for an optional one, nil otherwise.
    private func defaultBody(_ type: TypeSyntax?) -> String? {
        guard let type else { return "{}" }
        let text = type.trimmedDescription
        if text == "Void" || text == "()" { return "{}" }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "{ nil }" }
        return nil
    }

    // MARK: Attributes and modifiers

    static let droppedAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBOutlet", "IBOutletCollection", "IBAction",
                                                 "IBInspectable", "IBDesignable", "IBSegueAction", "GKInspectable"]

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        // A protocol's @objc is handled with the protocol (it adds AnyObject).
        if Self.droppedAttributes.contains(name), !(name == "objc" && node.parent?.parent?.is(ProtocolDeclSyntax.self) == true) {
            blank(node)
        }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.dynamic) { blank(node) }
        return .skipChildren
    }

    // MARK: #if os(iOS)

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition { rewriteCondition(Syntax(condition)) }
        return .visitChildren
    }

    /// `os(iOS)` holds on iOS; `os(Linux)` does not.
    private func rewriteCondition(_ node: Syntax) {
        if let call = node.as(FunctionCallExprSyntax.self), let function = call.calledExpression.as(DeclReferenceExprSyntax.self),
           function.baseName.text == "os", call.arguments.count == 1 {
            let platform = call.arguments.first!.expression.trimmedDescription
            if platform == "iOS" {
                edits.append(Edit(start: call.positionAfterSkippingLeadingTrivia.utf8Offset, end: call.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "true"))
            } else if platform == "Linux" {
                edits.append(Edit(start: call.positionAfterSkippingLeadingTrivia.utf8Offset, end: call.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "false"))
            }
            return
        }
        for child in node.children(viewMode: .sourceAccurate) { rewriteCondition(child) }
    }

    // MARK: #selector

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector" else { return .visitChildren }
        guard let replacement = selectorReplacement(node) else {
            diagnose("Offscreen: cannot rewrite '\(node.trimmedDescription)': name the method as #selector(method(_:)), #selector(Type.method) or #selector(getter: Type.property)", at: node)
            return .skipChildren
        }
        let original = node.trimmedDescription
        let newlines = String(repeating: "\n", count: original.filter { $0 == "\n" }.count)
        edits.append(Edit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                          replacement: replacement + newlines))
        return .skipChildren
    }

    private func selectorReplacement(_ node: MacroExpansionExprSyntax) -> String? {
        guard node.arguments.count == 1, let argument = node.arguments.first else { return nil }
        let accessor = argument.label?.text
        var expression = argument.expression
        while let paren = expression.as(TupleExprSyntax.self), paren.elements.count == 1 { expression = paren.elements.first!.expression }
        let type: String
        let reference: DeclReferenceExprSyntax
        if let member = expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
            guard let base = member.base else { return nil }
            let baseText = base.trimmedDescription
            if baseText == "self" || baseText == "Self" {
                guard let enclosing = enclosingType else { return nil }
                type = enclosing
            } else {
                type = baseText
            }
        } else if let plain = expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
            guard let enclosing = enclosingType else { return nil }
            type = enclosing
        } else {
            return nil
        }
        let base = reference.baseName.text
        let table = ", table: \(tableName)"
        switch accessor {
        case "getter":
            return "Selector(getter: \(literal(base)), { (target: \(type)) in target.\(base) }\(table))"
        case "setter":
            return "Selector(setter: \(literal("set" + capitalized(base) + ":")), \\\(type).\(base)\(table))"
        case nil:
            break
        default:
            return nil
        }
        let labels = reference.argumentNames?.arguments.map { $0.name.text }
        let name: String
        if let labels {
            name = facts.members[type]?.selectorsByBaseName[base].flatMap { explicit in
                explicit == objcSelectorName(base: base, labels: labels) ? explicit : nil
            } ?? objcSelectorName(base: base, labels: labels)
        } else {
            name = facts.members[type]?.selectorsByBaseName[base] ?? base
        }
        let methodName = base + (labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? "")
        if facts.protocols[type] != nil {
            return "Selector(\(literal(name)), { (target: any \(type)) in target.\(methodName) }, isRequirement: true\(table))"
        }
        return "Selector(\(literal(name)), \(type).\(methodName)\(table))"
    }

    // MARK: Optional requirements called with ?. and Objective-C-only calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // delegate?.didFinish?(self) → delegate?.didFinish(self): the requirement has a default now.
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
           let member = chained.expression.as(MemberAccessExprSyntax.self), optionalNames.contains(member.declName.baseName.text) {
            blank(chained.questionMark)
        } else if let forced = node.calledExpression.as(ForceUnwrapExprSyntax.self),
                  let member = forced.expression.as(MemberAccessExprSyntax.self), optionalNames.contains(member.declName.baseName.text) {
            blank(forced.exclamationMark)
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let labels = node.arguments.map { $0.label?.text ?? "_" }
            let name = member.declName.baseName.text
            if name == "observe", node.arguments.first?.expression.is(KeyPathExprSyntax.self) == true {
                diagnose("Offscreen: key-value observing ('observe(\\.…)') needs the Objective-C runtime; Linux has no KVO. Observe the property with didSet or a closure instead", at: node)
            } else if name == "addObserver", labels.count >= 2, labels[1] == "forKeyPath" {
                diagnose("Offscreen: key-value observing ('addObserver(_:forKeyPath:options:context:)') needs the Objective-C runtime; Linux has no KVO", at: node)
            } else if name == "removeObserver", labels.count >= 2, labels[1] == "forKeyPath" {
                diagnose("Offscreen: key-value observing ('removeObserver(_:forKeyPath:)') needs the Objective-C runtime; Linux has no KVO", at: node)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "observeValue", node.parameterLabels.first == "forKeyPath" {
            diagnose("Offscreen: 'observeValue(forKeyPath:of:change:context:)' is never called on Linux: there is no key-value observing", at: node)
        }
        return .visitChildren
    }
}

/// A Swift string literal for `text`.
func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
