import SwiftSyntax

/// Everything the first pass learned, shared by the second.
struct ModuleFacts {
    var classes: [String: ClassInfo] = [:]
    var members: [String: Collector.MemberFacts] = [:]
    var protocols: [String: [OptionalRequirement]] = [:]
    var overriddenNames: Set<String> = []

    /// Optional requirements that get a default implementation, by name.
    var optionalRequirementNames: Set<String> { Set(protocols.values.flatMap { $0.filter { $0.helper == nil }.map(\.name) }) }

    /// Optional requirements with a result no default can give, by name.
    var valueRequirements: [String: OptionalRequirement] {
        var found: [String: OptionalRequirement] = [:]
        for requirement in protocols.values.joined() where requirement.helper != nil { found[requirement.name] = found[requirement.name] ?? requirement }
        return found
    }

    /// `name` or a class of the sources it inherits from names `protocolName` in an inheritance clause.
    func conforms(_ name: String, to protocolName: String) -> Bool {
        let last = protocolName.split(separator: ".").last.map(String.init) ?? protocolName
        var current: String? = name
        var steps = 0
        while let type = current, steps < 100 {
            if members[type]?.conformances.contains(where: { $0 == protocolName || $0 == last }) == true { return true }
            current = userSuperclass(of: type)
            steps += 1
        }
        return false
    }

    /// The classes that conform to `requirement`'s own protocol: the first in
    /// each hierarchy that declares the method and conforms to the protocol.
    func implementers(of requirement: OptionalRequirement) -> [ClassInfo] {
        func implements(_ name: String) -> Bool {
            members[name]?.selectors.contains(requirement.selector) == true && conforms(name, to: requirement.protocolName)
        }
        return classes.values.filter { info in
            guard !info.isGeneric, implements(info.name) else { return false }
            var current = userSuperclass(of: info.name)
            var steps = 0
            while let superclass = current, steps < 100 {
                if implements(superclass) { return false }
                current = userSuperclass(of: superclass)
                steps += 1
            }
            return true
        }.sorted { $0.name < $1.name }
    }

    /// The class of the sources `name` inherits from (its superclass written
    /// as seen from where `name` is declared), nil when it inherits from a
    /// class of another module or from none.
    func userSuperclass(of name: String) -> String? {
        guard let written = classes[name]?.superclass else { return nil }
        var scope = name.split(separator: ".").dropLast().map(String.init)
        while true {
            let candidate = (scope + [written]).joined(separator: ".")
            if candidate != name, classes[candidate] != nil { return candidate }
            if scope.isEmpty { return nil }
            scope.removeLast()
        }
    }

    /// The class `name` is isolated to the main actor, as the iOS SDK makes
    /// it: it says `@MainActor` or conforms to a UIKit protocol in its own
    /// declaration, or inherits from a main-actor class (UIKit's views,
    /// controllers, gesture recognizers...). `NSObject`, Core Animation's
    /// classes, Foundation's others and UIKit's drawing types have no actor.
    /// A superclass of another module Offscreen does not know counts as
    /// main-actor (the isolation that compiles for both).
    func isMainActor(_ name: String) -> Bool {
        var current: String? = name
        var steps = 0
        while let type = current, let info = classes[type], steps < 100 {
            if info.declaresMainActor { return true }
            guard let superclass = info.superclass else { return false }
            if let user = userSuperclass(of: type) {
                current = user
            } else {
                return isMainActorFrameworkClass(superclass)
            }
            steps += 1
        }
        return true
    }

    /// The first class of another module above `name` (`UIStoryboardSegue`), as written.
    func frameworkSuperclass(of name: String) -> String? {
        var current = name
        var steps = 0
        while let user = userSuperclass(of: current), steps < 100 {
            current = user
            steps += 1
        }
        return classes[current]?.superclass.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
    }

    /// `Type(identifier:source:destination:)` makes a `name`: it or a class of
    /// the sources above it declares that initializer, and no class in between
    /// declares other designated initializers (which would stop it being inherited).
    func inheritsSegueInitializer(_ name: String) -> Bool {
        var current: String? = name
        var steps = 0
        while let type = current, steps < 100 {
            let initializers = members[type]?.designatedInitializers ?? []
            if initializers.contains(["identifier", "source", "destination"]) { return true }
            if !initializers.isEmpty { return false }
            current = userSuperclass(of: type)
            steps += 1
        }
        return true
    }

    /// A class of the sources above `name` declares `observeValue(forKeyPath:of:change:context:)`.
    func inheritsObserveValue(_ name: String) -> Bool {
        var current = userSuperclass(of: name)
        var steps = 0
        while let superclass = current, steps < 100 {
            if members[superclass]?.declaresObserveValue == true { return true }
            current = userSuperclass(of: superclass)
            steps += 1
        }
        return false
    }
}

/// A key of a class for key-value coding: `key` (the Objective-C name) stands for `property`.
struct KeyValueKey {
    var key: String
    var property: String
}

/// A method called on `AnyObject`: the protocol the call casts to, its one
/// requirement, and the classes of the sources that declare the method.
struct AnyObjectCall {
    var protocolName: String
    var declaration: String
    var classes: [String]
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
    /// The keys this file declares, by class, in order.
    var keyValueKeys: [(className: String, keys: [KeyValueKey])] = []
    /// Classes whose `observeValue(forKeyPath:of:change:context:)` is the first in
    /// their hierarchy: they conform to `KeyValueObserver`.
    var observerClasses: [String] = []
    /// Methods called on `AnyObject` (`(sender as AnyObject).reload?()`), by
    /// the protocol of their own the call now casts to.
    var anyObjectCalls: [String: AnyObjectCall] = [:]
    /// The names of parameters declared `AnyObject` (or `AnyObject?`) in the enclosing functions.
    private var anyObjectNames: [Set<String>] = []
    /// The properties declared `AnyObject` (or `AnyObject?`) of the enclosing classes.
    private var anyObjectProperties: [Set<String>] = []
    private var scopes: [String] = []
    /// Inside such a first `observeValue`: its `super.observeValue(...)` reaches NSObject's.
    private var firstObserveValueDepth = 0
    private let optionalNames: Set<String>
    private let valueRequirements: [String: OptionalRequirement]

    init(fileIndex: Int, file: SourceFile, facts: ModuleFacts, tableName: String) {
        self.fileIndex = fileIndex
        self.file = file
        self.facts = facts
        self.tableName = tableName
        self.optionalNames = facts.optionalRequirementNames
        self.valueRequirements = facts.valueRequirements
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

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(node.name.text)
        anyObjectProperties.append(Set(node.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(anyObjectBindings)))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) {
        scopes.removeLast()
        anyObjectProperties.removeLast()
    }
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
                let generics = function.genericParameterClause?.trimmedDescription ?? ""
                let whereClause = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
                let declaration = "func \(function.name.text)\(generics)\(function.signature.trimmedDescription)\(whereClause)"
                guard let body = defaultBody(function.signature.returnClause?.type) else {
                    // No default result: the requirement leaves the protocol for one of its
                    // own, which implementers conform to and callers cast to.
                    guard let helper = facts.protocols[enclosingType ?? ""]?.first(where: { $0.name == function.name.text })?.helper else { continue }
                    blank(item)
                    appended.append("protocol \(helper): AnyObject {\n    \(declaration)\n}")
                    continue
                }
                defaults.append("    \(declaration) \(body)")
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

    /// `import CoreData` (there is no such module on Linux): an error that says
    /// so in place of the import, so that the file's other errors still come.
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.path.first?.name.text == "CoreData" {
            diagnose("Offscreen: Core Data is not available on Linux; the plugin cannot compile code that uses it "
                     + "(leave this file out of the sources in offscreen-compatibility.json)", at: node)
            blank(node)
        }
        // Core Text's lines, frames and fonts draw with UIKit's text system, so
        // Offscreen declares them in UIKit (which re-exports CoreText), where
        // iOS declares them in CoreText: a file that imports CoreText without
        // UIKit gets UIKit too, on the same line.
        if node.path.count == 1, node.path.first?.name.text == "CoreText", node.importKindSpecifier == nil {
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(start: end, end: end, replacement: "; import UIKit"))
        }
        // On iOS `import Foundation` (and so `import UIKit`) brings URLSession
        // and URLRequest; swift-corelibs-foundation keeps them in
        // FoundationNetworking: the file's first such import gets it too, on
        // the same line, when the file names one of its types.
        if !importsNetworking, node.path.count == 1, node.importKindSpecifier == nil,
           let module = node.path.first?.name.text, module == "Foundation" || module == "UIKit",
           Self.namesNetworkingType(node.root) {
            importsNetworking = true
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(start: end, end: end, replacement: "; import FoundationNetworking"))
        }
        return .skipChildren
    }

    private var importsNetworking = false

    /// The types Foundation declares on iOS that FoundationNetworking declares on Linux.
    static let networkingTypes: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask",
        "URLSessionUploadTask", "URLSessionStreamTask", "URLSessionWebSocketTask", "URLSessionDelegate",
        "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDownloadDelegate",
        "URLRequest", "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "URLCache",
        "CachedURLResponse", "HTTPCookie", "HTTPCookieStorage", "URLCredential", "URLCredentialStorage",
        "URLProtocol", "URLAuthenticationChallenge", "URLProtectionSpace",
    ]

    /// Whether `root` names one of `networkingTypes` (as an identifier, outside comments and strings).
    static func namesNetworkingType(_ root: Syntax) -> Bool {
        for token in root.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind, networkingTypes.contains(name) { return true }
        }
        return false
    }

    // MARK: #if conditions, as an iOS build reads them

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition { rewriteCondition(Syntax(condition)) }
        // What an iOS build skips declares nothing (no keys, conformances or registrations).
        return node.isCertainlyInactive ? .skipChildren : .visitChildren
    }

    /// The platform conditions an iOS device build of the app sees:
    /// `os(iOS)` holds and every other `os` does not (Linux, macOS, tvOS...);
    /// `targetEnvironment(...)` does not (a device, not the simulator or Mac
    /// Catalyst); `arch(arm64)` holds and every other `arch` does not. The
    /// rest (`canImport`, `swift(>=...)`, `compiler(>=...)`, `DEBUG` and other
    /// flags, `&&`, `||`, `!`) is left to the compiler, which reads it as the
    /// same Swift compiler in a debug build does on iOS.
    private func rewriteCondition(_ node: Syntax) {
        if let call = node.as(FunctionCallExprSyntax.self), let function = call.calledExpression.as(DeclReferenceExprSyntax.self),
           call.arguments.count == 1 {
            if ["os", "targetEnvironment", "arch"].contains(function.baseName.text), let value = iOSConditionValue(ExprSyntax(call)) {
                edits.append(Edit(start: call.positionAfterSkippingLeadingTrivia.utf8Offset, end: call.endPositionBeforeTrailingTrivia.utf8Offset,
                                  replacement: value ? "true" : "false"))
            }
            return
        }
        for child in node.children(viewMode: .sourceAccurate) { rewriteCondition(child) }
    }

    // MARK: #selector

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            removePreview(Syntax(node))
            return .skipChildren
        }
        if node.macroName.text == "keyPath" {
            rewriteKeyPathString(node)
            return .skipChildren
        }
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

    // MARK: #Preview

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview" else { return .visitChildren }
        removePreview(Syntax(node))
        return .skipChildren
    }

    /// `#Preview { MyView() }` (with any `@available` before it): Xcode's canvas
    /// preview (DeveloperToolsSupport's macro), which shows nothing on Linux.
    /// Left out of the copy; its lines are kept empty so errors after it keep
    /// their line numbers.
    private func removePreview(_ node: Syntax) {
        let original = node.trimmedDescription
        let newlines = String(repeating: "\n", count: original.filter { $0 == "\n" }.count)
        edits.append(Edit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                          replacement: newlines))
    }

    /// `#keyPath(Model.owner.name)` → `"owner.name"`, `#keyPath(player.rate)` →
    /// `"player.rate"`: the string Objective-C's key-value coding uses (a
    /// leading type name is dropped, as the compiler does).
    private func rewriteKeyPathString(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let expression = node.arguments.first?.expression else {
            diagnose("Offscreen: cannot rewrite '\(node.trimmedDescription)': name a property as #keyPath(Type.property)", at: node)
            return
        }
        var names: [String] = []
        var current: ExprSyntax? = expression
        while let part = current {
            if let member = part.as(MemberAccessExprSyntax.self) {
                names.insert(member.declName.baseName.text, at: 0)
                current = member.base
            } else if let reference = part.as(DeclReferenceExprSyntax.self) {
                names.insert(reference.baseName.text, at: 0)
                current = nil
            } else {
                diagnose("Offscreen: cannot rewrite '\(node.trimmedDescription)': name a property as #keyPath(Type.property)", at: node)
                return
            }
        }
        let typeNames = Set(facts.classes.keys.flatMap { [$0, String($0.split(separator: ".").last!)] })
        while names.count > 1, let first = names.first, typeNames.contains(first) || first.first?.isUppercase == true {
            names.removeFirst()
        }
        edits.append(Edit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                          replacement: literal(names.joined(separator: "."))))
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
        if let helper = facts.protocols[type]?.first(where: { $0.name == base && $0.helper != nil })?.helper {
            return "Selector(\(literal(name)), { (target: any \(helper)) in target.\(methodName) }, isRequirement: true\(table))"
        }
        if facts.protocols[type] != nil || (facts.classes[type] == nil && Self.isFrameworkProtocolName(type)) {
            return "Selector(\(literal(name)), { (target: any \(type)) in target.\(methodName) }, isRequirement: true\(table))"
        }
        // A closure rather than the unapplied `Type.method`: converting that
        // to the main-actor function Selector takes warns in Swift 5 mode
        // ("converting non-Sendable function value … may introduce data races").
        return "Selector(\(literal(name)), { (target: \(type)) in target.\(methodName) }\(table))"
    }

    /// UIKit's and Foundation's protocols as `#selector(UITableViewDelegate.tableView(_:didSelectRowAt:))`
    /// names them (a method of a protocol is called through an existential).
    static func isFrameworkProtocolName(_ name: String) -> Bool {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return ["Delegate", "DataSource", "Protocol"].contains { last.hasSuffix($0) && last != $0 }
    }

    // MARK: Optional requirements called with ?. and Objective-C-only calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if rewriteAnyObjectCall(node) { return .visitChildren }
        // sizing?.height?(for: w) → (sizing as? _OptionalSizing_height)?.height(for: w):
        // the requirement's own protocol says whether the object implements it.
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
           let member = chained.expression.as(MemberAccessExprSyntax.self), let base = member.base,
           let helper = valueRequirements[member.declName.baseName.text]?.helper {
            castBase(base, to: helper, forced: false)
            blank(chained.questionMark)
        } else if let forced = node.calledExpression.as(ForceUnwrapExprSyntax.self),
                  let member = forced.expression.as(MemberAccessExprSyntax.self), let base = member.base,
                  let helper = valueRequirements[member.declName.baseName.text]?.helper {
            castBase(base, to: helper, forced: true)
            blank(forced.exclamationMark)
        }
        // delegate?.didFinish?(self) → delegate?.didFinish(self): the requirement has a default now.
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
           let member = chained.expression.as(MemberAccessExprSyntax.self), optionalNames.contains(member.declName.baseName.text) {
            blank(chained.questionMark)
        } else if let forced = node.calledExpression.as(ForceUnwrapExprSyntax.self),
                  let member = forced.expression.as(MemberAccessExprSyntax.self), optionalNames.contains(member.declName.baseName.text) {
            blank(forced.exclamationMark)
        }
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        if let name = member?.declName.baseName.text ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let labels = node.arguments.map { $0.label?.text ?? "_" }
            if name == "observe", let first = node.arguments.first, first.label == nil,
               let keyPath = first.expression.as(KeyPathExprSyntax.self), !labels.contains("kvcKeyPathString"),
               isKeyValueObserve(node), let key = kvcKey(keyPath) {
                // The key the key path stands for, which Linux cannot find from the key path itself.
                let end = first.expression.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(Edit(start: end, end: end, replacement: ", kvcKeyPathString: \(literal(key))"))
            } else if name == "removeObserver", labels == ["_"] || labels == ["_", "name", "object"],
                      let member, let base = member.base, Self.isNotificationCenter(base) {
                // Foundation's removeObserver on Linux does not see selector registrations.
                edits.append(Edit(start: member.declName.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  end: member.declName.endPositionBeforeTrailingTrivia.utf8Offset,
                                  replacement: "removeObserverIncludingSelectors"))
            }
        }
        return .visitChildren
    }

    /// `(sender as AnyObject).reload?(animated: true)`, `target.reload!()` (a
    /// parameter declared `AnyObject`), `(x as AnyObject).reload()`: Objective-C's
    /// look-up of a method on any object, which Swift on Linux does not have.
    /// The call casts to a protocol of the method's own, which every class of
    /// the sources that declares the method conforms to: nil (for `?`) when the
    /// object's class does not declare it, as on iOS. True when rewritten (or diagnosed).
    private func rewriteAnyObjectCall(_ node: FunctionCallExprSyntax) -> Bool {
        let called = node.calledExpression
        let member: MemberAccessExprSyntax
        let marker: TokenSyntax?
        if let chained = called.as(OptionalChainingExprSyntax.self), let m = chained.expression.as(MemberAccessExprSyntax.self) {
            (member, marker) = (m, chained.questionMark)
        } else if let forced = called.as(ForceUnwrapExprSyntax.self), let m = forced.expression.as(MemberAccessExprSyntax.self) {
            (member, marker) = (m, forced.exclamationMark)
        } else if let m = called.as(MemberAccessExprSyntax.self) {
            (member, marker) = (m, nil)
        } else {
            return false
        }
        guard let base = member.base, isAnyObject(base) else { return false }
        let name = member.declName.baseName.text
        // NSObjectProtocol's own (responds(to:), perform(_:), isEqual(_:)...) are there on Linux too.
        guard !["responds", "perform", "isEqual", "isKind", "isMember", "conforms", "value", "setValue", "hash", "description"].contains(name),
              !optionalNames.contains(name), valueRequirements[name] == nil else { return false }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let selector = objcSelectorName(base: name, labels: labels)
        let declaring = facts.classes.values.filter { info in
            info.isAccessible && !info.isGeneric && facts.members[info.name]?.methodDeclarations[selector] != nil
        }.map(\.name).sorted()
        let call = node.trimmedDescription
        guard let first = declaring.first, let declaration = facts.members[first]?.methodDeclarations[selector] else {
            diagnose("Offscreen: cannot rewrite '\(call)': no class of the sources declares '\(selector)', and Swift on Linux cannot "
                     + "look a method up on AnyObject; cast to the type that declares it ((x as? SomeType)?.\(name)(…)) "
                     + "or call it with perform(#selector(SomeType.\(name)))", at: node)
            return true
        }
        if let other = declaring.first(where: { facts.members[$0]?.methodDeclarations[selector] != declaration }) {
            diagnose("Offscreen: cannot rewrite '\(call)': '\(selector)' is declared differently by \(first) and \(other); "
                     + "cast to the type whose method you mean ((x as? \(first))?.\(name)(…))", at: node)
            return true
        }
        let helper = "_AnyObjectCall_" + selector.replacingOccurrences(of: ":", with: "_")
        anyObjectCalls[helper] = AnyObjectCall(protocolName: helper, declaration: declaration, classes: declaring)
        castBase(base, to: helper, forced: marker?.tokenKind != .postfixQuestionMark)
        if let marker { blank(marker) }
        return true
    }

    /// `(x as AnyObject)`, `x as AnyObject`, or a parameter declared `AnyObject` (`sender`, `sender?`).
    private func isAnyObject(_ expression: ExprSyntax) -> Bool {
        var inner = expression
        if let chained = inner.as(OptionalChainingExprSyntax.self) { inner = chained.expression }
        if let forced = inner.as(ForceUnwrapExprSyntax.self) { inner = forced.expression }
        while let paren = inner.as(TupleExprSyntax.self), paren.elements.count == 1, paren.elements.first!.label == nil {
            inner = paren.elements.first!.expression
        }
        if let sequence = inner.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let cast = Array(sequence.elements)[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
           Array(sequence.elements)[2].trimmedDescription == "AnyObject" {
            return true
        }
        if let reference = inner.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return anyObjectNames.last?.contains(reference.baseName.text) == true || anyObjectProperties.last?.contains(reference.baseName.text) == true
        }
        if let member = inner.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return anyObjectProperties.last?.contains(member.declName.baseName.text) == true
        }
        return false
    }

    /// The names a declaration declares with the type `AnyObject` (`weak var target: AnyObject?`).
    private func anyObjectBindings(_ variable: VariableDeclSyntax) -> [String] {
        variable.bindings.compactMap { binding in
            guard let type = binding.typeAnnotation?.type, isAnyObjectType(type) else { return nil }
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
    }

    private func isAnyObjectType(_ type: TypeSyntax) -> Bool {
        var type = type
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
        return type.trimmedDescription == "AnyObject"
    }

    /// `observe(\.p, options: …)`, `observe(\.p, changeHandler: …)` or `observe(\.p) { object, change in }`:
    /// Foundation's, not an observe of another library (which would take no key).
    private func isKeyValueObserve(_ node: FunctionCallExprSyntax) -> Bool {
        let labels = node.arguments.compactMap { $0.label?.text }
        if labels.contains("options") || labels.contains("changeHandler") { return true }
        switch node.trailingClosure?.signature?.parameterClause {
        case .simpleInput(let names)?: return names.count == 2
        case .parameterClause(let clause)?: return clause.parameters.count == 2
        case nil: return false
        }
    }

    /// `delegate?` → `(delegate as? Helper)?`, `delegate` → `(delegate as! Helper)` when forced.
    private func castBase(_ base: ExprSyntax, to helper: String, forced: Bool) {
        let inner = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
        let text = file.slice(inner.positionAfterSkippingLeadingTrivia.utf8Offset, inner.endPositionBeforeTrailingTrivia.utf8Offset)
        edits.append(Edit(start: base.positionAfterSkippingLeadingTrivia.utf8Offset, end: base.endPositionBeforeTrailingTrivia.utf8Offset,
                          replacement: forced ? "(\(text) as! \(helper))" : "(\(text) as? \(helper))?"))
    }

    /// `\.isFollowing` → `isFollowing`, `\Model.owner.name` → `owner.name`,
    /// `\.current?.rating` → `current.rating` (Objective-C's key path has no
    /// optional chaining); nil for a key path through subscripts.
    private func kvcKey(_ keyPath: KeyPathExprSyntax) -> String? {
        var names: [String] = []
        for component in keyPath.components {
            switch component.component {
            case .property(let property): names.append(property.declName.baseName.text)
            case .optional: continue
            default: return nil
            }
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// `NotificationCenter.default`, `.default`, or a variable named `center`,
    /// `notificationCenter`, `self.center`...: where `removeObserver(_:)` is
    /// NotificationCenter's (other objects have methods of that name too).
    static func isNotificationCenter(_ base: ExprSyntax) -> Bool {
        let text = base.trimmedDescription
        if text == "NotificationCenter.default" || text == ".default" || text.hasSuffix(".NotificationCenter.default") { return true }
        let last = text.split(separator: ".").last.map(String.init) ?? text
        return last.lowercased().hasSuffix("center") && last.first?.isLowercase == true
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if firstObserveValueDepth > 0, let base = node.base, base.is(SuperExprSyntax.self), node.declName.baseName.text == "observeValue" {
            edits.append(Edit(start: base.positionAfterSkippingLeadingTrivia.utf8Offset, end: base.endPositionBeforeTrailingTrivia.utf8Offset,
                              replacement: "UnhandledKeyValueObservation"))
        }
        if node.declName.baseName.text == "window", let base = node.base, Self.isApplicationDelegate(base) {
            // `window` is an optional requirement of UIApplicationDelegate: read
            // through the delegate it is a `UIWindow??` on iOS (hence
            // `delegate?.window??.rootViewController`), which a Swift property
            // on Linux cannot be; UIKit's `windowAsOptionalRequirement` is.
            edits.append(Edit(start: node.declName.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: node.declName.endPositionBeforeTrailingTrivia.utf8Offset,
                              replacement: "windowAsOptionalRequirement"))
        }
        return .visitChildren
    }

    /// `UIApplication.shared.delegate?`, `UIApplication.shared.delegate!`
    /// (`UIApplication.shared()` of older code too): the app delegate, whose
    /// optional `window` requirement reads as a double optional.
    static func isApplicationDelegate(_ base: ExprSyntax) -> Bool {
        let unwrapped: ExprSyntax
        if let chained = base.as(OptionalChainingExprSyntax.self) {
            unwrapped = chained.expression
        } else if let forced = base.as(ForceUnwrapExprSyntax.self) {
            unwrapped = forced.expression
        } else {
            return false
        }
        guard let member = unwrapped.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "delegate",
              let application = member.base else { return false }
        let text = String(application.trimmedDescription.filter { !$0.isWhitespace })
        return ["UIApplication.shared", "UIKit.UIApplication.shared", "UIApplication.shared()"].contains(text)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        anyObjectNames.append(Set(node.signature.parameterClause.parameters.compactMap { parameter in
            isAnyObjectType(parameter.type) ? (parameter.secondName ?? parameter.firstName).text : nil
        }))
        if node.isObserveValue, let className = memberClass(of: node), !facts.inheritsObserveValue(className) {
            // NSObject declares it on iOS; here the first class to declare it
            // conforms to KeyValueObserver, through which observers are called.
            if let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }) { blank(override) }
            if !observerClasses.contains(className) { observerClasses.append(className) }
            firstObserveValueDepth += 1
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        anyObjectNames.removeLast()
        if node.isObserveValue, let className = memberClass(of: node), !facts.inheritsObserveValue(className) {
            firstObserveValueDepth -= 1
        }
    }

    /// The class (of the sources) whose body or extension declares `decl` as a member.
    private func memberClass(of decl: some SyntaxProtocol) -> String? {
        guard decl.parent?.is(MemberBlockItemSyntax.self) == true,
              let owner = decl.parent?.parent?.parent?.parent,
              owner.is(ClassDeclSyntax.self) || owner.is(ExtensionDeclSyntax.self),
              let name = enclosingType, facts.classes[name] != nil else { return nil }
        return name
    }

    // MARK: Key-value coding and observing

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if !anyObjectNames.isEmpty, node.parent?.is(CodeBlockItemSyntax.self) == true {
            // A local variable declared `AnyObject`, for the calls after it.
            anyObjectNames[anyObjectNames.count - 1].formUnion(anyObjectBindings(node))
        }
        if node.attributes.has("NSManaged") {
            // Swift on Linux accepts @NSManaged and gives a property no storage
            // and no accessors: say so here rather than fail at run time.
            let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }.joined(separator: ", ")
            diagnose("Offscreen: '@NSManaged var \(names)' is a Core Data property; Core Data is not available on Linux, "
                     + "so the plugin cannot compile managed objects (leave this file out of the sources in offscreen-compatibility.json)", at: node)
            return .skipChildren
        }
        guard let className = memberClass(of: node), let info = facts.classes[className], !info.isGeneric,
              !node.modifiers.has(.static), !node.modifiers.has(.class), node.bindings.count == 1,
              let binding = node.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return .visitChildren }
        let attributes = node.attributes
        let isDynamic = node.modifiers.has(.dynamic)
        let exposed = attributes.has("objc") || attributes.has("IBOutlet") || attributes.has("IBOutletCollection")
            || attributes.has("IBInspectable") || isDynamic || (info.objcMembers && !attributes.has("nonobjc"))
        guard exposed, !attributes.has("nonobjc") else { return .visitChildren }
        let key = attributes.explicitObjCName ?? name
        if let index = keyValueKeys.firstIndex(where: { $0.className == className }) {
            keyValueKeys[index].keys.append(KeyValueKey(key: key, property: name))
        } else {
            keyValueKeys.append((className, [KeyValueKey(key: key, property: name)]))
        }
        // Only a subclass (of NSObject, on iOS) has willChangeValue(forKey:).
        if isDynamic && info.superclass != nil && node.bindingSpecifier.tokenKind == .keyword(.var) && !node.modifiers.has(.lazy) {
            addChangeNotifications(binding, key: key)
        }
        return .visitChildren
    }

    /// What the Objective-C runtime does for a `dynamic` property on iOS: its
    /// setter tells observers before and after each change.
    private func addChangeNotifications(_ binding: PatternBindingSyntax, key: String) {
        let will = "self.willChangeValue(forKey: \(literal(key)))"
        let did = "self.didChangeValue(forKey: \(literal(key)))"
        func insert(_ text: String, at position: AbsolutePosition) {
            edits.append(Edit(start: position.utf8Offset, end: position.utf8Offset, replacement: text))
        }
        guard let accessors = binding.accessorBlock else {
            insert(" { willSet { \(will) } didSet { \(did) } }", at: binding.endPositionBeforeTrailingTrivia)
            return
        }
        guard case .accessors(let list) = accessors.accessors else { return }   // get-only: never set
        func accessor(_ keyword: Keyword) -> AccessorDeclSyntax? { list.first { $0.accessorSpecifier.tokenKind == .keyword(keyword) } }
        if let set = accessor(.set) {
            if let body = set.body { insert(" \(will); defer { \(did) };", at: body.leftBrace.endPositionBeforeTrailingTrivia) }
            return
        }
        guard accessor(.get) == nil, let first = list.first, let last = list.last else { return }
        if let willSet = accessor(.willSet), let body = willSet.body {
            insert(" \(will);", at: body.leftBrace.endPositionBeforeTrailingTrivia)
        } else {
            insert("willSet { \(will) } ", at: first.positionAfterSkippingLeadingTrivia)
        }
        if let didSet = accessor(.didSet), let body = didSet.body {
            insert(" defer { \(did) };", at: body.leftBrace.endPositionBeforeTrailingTrivia)
        } else {
            insert(" didSet { \(did) }", at: last.endPositionBeforeTrailingTrivia)
        }
    }
}

/// A Swift string literal for `text`.
func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
