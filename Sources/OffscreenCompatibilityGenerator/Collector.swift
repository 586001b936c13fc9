import SwiftSyntax

/// The first pass over every file: classes, what they and their extensions
/// declare, optional protocol requirements and the names subclasses override.
final class Collector: SyntaxVisitor {
    let fileIndex: Int
    let file: SourceFile
    var classes: [String: ClassInfo]
    /// Selectors, outlets and actions by type name, from bodies and extensions.
    var members: [String: MemberFacts]
    var protocols: [String: [OptionalRequirement]]
    var overriddenNames: Set<String>
    private var scopes: [(name: String, isPrivate: Bool, isGeneric: Bool)] = []

    struct MemberFacts {
        var selectors: Set<String> = []
        var outlets: [(name: String, isCollection: Bool)] = []
        var actions: [(selector: String, method: String, arity: Int)] = []
        var inspectables: [String] = []
        /// A method's base name → its selector (`didTap` → `didTap:`), the first declared.
        var selectorsByBaseName: [String: String] = [:]
        /// Declares `observeValue(forKeyPath:of:change:context:)`.
        var declaresObserveValue = false
        /// The types named in the inheritance clauses of the class and its extensions.
        var conformances: [String] = []
        /// The argument labels of each designated initializer the class declares.
        var designatedInitializers: [[String]] = []
        /// A method's selector → its declaration without body and attributes
        /// (`func reload(animated: Bool)`), the first declared.
        var methodDeclarations: [String: String] = [:]
    }

    init(fileIndex: Int, file: SourceFile, classes: [String: ClassInfo], members: [String: MemberFacts],
         protocols: [String: [OptionalRequirement]], overriddenNames: Set<String>) {
        self.fileIndex = fileIndex
        self.file = file
        self.classes = classes
        self.members = members
        self.protocols = protocols
        self.overriddenNames = overriddenNames
        super.init(viewMode: .sourceAccurate)
    }

    private var path: String { scopes.map(\.name).joined(separator: ".") }

    private func push(_ name: String, isPrivate: Bool, isGeneric: Bool) {
        let outer = scopes.last
        scopes.append((name, isPrivate || (outer?.isPrivate ?? false), isGeneric || (outer?.isGeneric ?? false)))
    }

    /// What an iOS build skips declares nothing.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        node.isCertainlyInactive ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, isPrivate: node.modifiers.isPrivate, isGeneric: node.genericParameterClause != nil)
        let scope = scopes.last!
        classes[path] = ClassInfo(name: path, file: fileIndex,
                                  closingBrace: node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  isAccessible: !scope.isPrivate, isGeneric: scope.isGeneric,
                                  superclass: node.inheritanceClause?.inheritedTypes.first.map { typeName($0.type) },
                                  objcMembers: node.attributes.has("objcMembers"),
                                  declaresMainActor: node.attributes.has("MainActor")
                                      || node.inheritanceClause?.inheritedTypes.dropFirst().contains { isUIKitProtocolName(typeName($0.type)) } == true)
        collect(node.memberBlock, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, isPrivate: node.modifiers.isPrivate, isGeneric: node.genericParameterClause != nil)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, isPrivate: node.modifiers.isPrivate, isGeneric: node.genericParameterClause != nil)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        push(typeName(node.extendedType), isPrivate: node.modifiers.isPrivate, isGeneric: false)
        collect(node.memberBlock, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, isPrivate: node.modifiers.isPrivate, isGeneric: false)
        var requirements: [OptionalRequirement] = []
        for item in node.memberBlock.members {
            if let function = item.decl.as(FunctionDeclSyntax.self), function.modifiers.has(.optional) {
                var requirement = OptionalRequirement(protocolName: path, name: function.name.text, selector: function.selectorName)
                if !hasDefaultResult(function.signature.returnClause?.type) {
                    requirement.helper = "_Optional" + path.replacingOccurrences(of: ".", with: "_") + "_" + function.name.text
                }
                requirements.append(requirement)
            } else if let variable = item.decl.as(VariableDeclSyntax.self), variable.modifiers.has(.optional) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        requirements.append(OptionalRequirement(protocolName: path, name: name))
                    }
                }
            }
        }
        protocols[path] = requirements
        return .skipChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.has(.override) { overriddenNames.insert(node.name.text) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.has(.override) {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { overriddenNames.insert(name) }
            }
        }
        return .skipChildren
    }

    /// The selectors, outlets and actions a class body or extension declares.
    private func collect(_ block: MemberBlockSyntax, inheritance: InheritanceClauseSyntax?) {
        var facts = members[path] ?? MemberFacts()
        facts.conformances += inheritance?.inheritedTypes.map { typeName($0.type) } ?? []
        for item in block.members {
            if let function = item.decl.as(FunctionDeclSyntax.self), !function.modifiers.has(.static), !function.modifiers.has(.class) {
                facts.selectors.insert(function.selectorName)
                if facts.selectorsByBaseName[function.name.text] == nil {
                    facts.selectorsByBaseName[function.name.text] = function.selectorName
                }
                if function.isObserveValue { facts.declaresObserveValue = true }
                if facts.methodDeclarations[function.selectorName] == nil, !function.modifiers.isPrivate {
                    let generics = function.genericParameterClause?.trimmedDescription ?? ""
                    let whereClause = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
                    // A protocol requirement has no default arguments.
                    let parameters = function.signature.parameterClause.parameters
                        .map { $0.with(\.defaultValue, nil).with(\.trailingComma, nil).trimmedDescription }.joined(separator: ", ")
                    let effects = function.signature.effectSpecifiers.map { " " + $0.trimmedDescription } ?? ""
                    let result = function.signature.returnClause.map { " " + $0.trimmedDescription } ?? ""
                    facts.methodDeclarations[function.selectorName] = "func \(function.name.text)\(generics)(\(parameters))\(effects)\(result)\(whereClause)"
                }
                if function.attributes.has("IBAction") {
                    facts.actions.append((function.selectorName, function.name.text, function.parameterLabels.count))
                }
            } else if let initializer = item.decl.as(InitializerDeclSyntax.self), !initializer.modifiers.has(.convenience) {
                facts.designatedInitializers.append(initializer.signature.parameterClause.parameters.map { $0.firstName.text })
            } else if let variable = item.decl.as(VariableDeclSyntax.self), !variable.modifiers.has(.static), !variable.modifiers.has(.class) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    facts.selectors.insert(name)
                    if variable.bindingSpecifier.tokenKind == .keyword(.var) && isSettable(binding) {
                        facts.selectors.insert("set\(capitalized(name)):")
                    }
                    if variable.attributes.has("IBOutlet") || variable.attributes.has("IBOutletCollection") {
                        facts.outlets.append((name, isCollection(binding.typeAnnotation?.type)))
                    }
                    if variable.attributes.has("IBInspectable") { facts.inspectables.append(name) }
                }
            }
        }
        members[path] = facts
    }

    /// Stored, observed, or with a setter.
    private func isSettable(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        guard case .accessors(let list) = accessors else { return false }
        return list.contains { [.keyword(.set), .keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    private func isCollection(_ type: TypeSyntax?) -> Bool {
        guard var type else { return false }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        return type.is(ArrayTypeSyntax.self)
    }
}

/// `Foo`, `Outer.Inner` (generic arguments dropped).
func typeName(_ type: TypeSyntax) -> String {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) { return typeName(member.baseType) + "." + member.name.text }
    return type.trimmedDescription
}
