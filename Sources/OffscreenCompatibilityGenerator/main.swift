import Foundation
import SwiftSyntax

// OffscreenCompatibilityGenerator: what the OffscreenCompatibility build-tool
// plugin runs. It reads an iOS app's Swift files and writes a copy of each that
// Swift on Linux compiles against Offscreen's UIKit (see the README, "Testing an
// existing iOS app's views on Linux"), plus one file of registrations.
//
//   OffscreenCompatibilityGenerator --registrations OUT.swift IN1.swift OUT1.swift [IN2.swift OUT2.swift ...]

struct Usage: Error, CustomStringConvertible {
    var description: String
}

func run(_ arguments: [String]) throws {
    var arguments = arguments
    guard arguments.count >= 2, arguments[0] == "--registrations" else {
        throw Usage(description: "usage: OffscreenCompatibilityGenerator --registrations OUT.swift [INPUT.swift OUTPUT.swift]...")
    }
    let registrationsPath = arguments[1]
    arguments.removeFirst(2)
    guard arguments.count % 2 == 0 else { throw Usage(description: "each input file needs an output file") }
    var pairs: [(input: String, output: String)] = []
    for i in stride(from: 0, to: arguments.count, by: 2) { pairs.append((arguments[i], arguments[i + 1])) }

    var files: [SourceFile] = []
    for pair in pairs {
        let url = URL(fileURLWithPath: pair.input)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Usage(description: "\(pair.input): cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Usage(description: "\(pair.input): not UTF-8 text")
        }
        files.append(SourceFile(path: url.standardizedFileURL.path, text: text))
    }

    // Pass 1: what the module declares.
    var facts = ModuleFacts()
    for (index, file) in files.enumerated() {
        let collector = Collector(fileIndex: index, file: file, classes: facts.classes, members: facts.members,
                                  protocols: facts.protocols, overriddenNames: facts.overriddenNames)
        collector.walk(file.tree)
        facts.classes = collector.classes
        facts.members = collector.members
        facts.protocols = collector.protocols
        facts.overriddenNames = collector.overriddenNames
    }

    // Pass 2: edits per file.
    let tableName = "_offscreenSelectorTable"
    var rewriters: [Rewriter] = []
    for (index, file) in files.enumerated() {
        let rewriter = Rewriter(fileIndex: index, file: file, facts: facts, tableName: tableName)
        rewriter.walk(file.tree)
        rewriters.append(rewriter)
    }
    var edits = rewriters.map(\.edits)
    for rewriter in rewriters {
        for move in rewriter.moves {
            guard let target = facts.classes[move.className] else { continue }
            let from = files[move.fromFile]
            let to = files[target.file]
            let moved = render(from, start: move.start, end: move.end, edits: edits[move.fromFile], skipping: move.start)
            let memberPosition = AbsolutePosition(utf8Offset: move.start)
            let bracePosition = AbsolutePosition(utf8Offset: target.closingBrace)
            let text = "\n#sourceLocation(file: \(literal(from.path)), line: \(from.line(memberPosition)))\n"
                + String(repeating: " ", count: from.column(memberPosition) - 1) + moved
                + "\n#sourceLocation(file: \(literal(to.path)), line: \(to.line(bracePosition)))\n"
                + String(repeating: " ", count: to.column(bracePosition) - 1)
            edits[target.file].append(Edit(start: target.closingBrace, end: target.closingBrace, replacement: text))
        }
    }

    // Key-value coding: a table of keys per file, merged in the registrations;
    // the app's root classes hand it to the runtime.
    let keyTables = rewriters.enumerated().filter { !$0.element.keyValueKeys.isEmpty }.map { "_offscreenKeyValueTable_\($0.offset)" }
    for (index, file) in files.enumerated() {
        var output = "#sourceLocation(file: \(literal(file.path)), line: 1)\n"
        output += render(file, start: 0, end: file.text.count, edits: edits[index], skipping: nil)
        var generated = rewriters[index].appended
        generated += keyValueDeclarations(rewriters[index], fileIndex: index, facts: facts)
        if !keyTables.isEmpty {
            let roots = facts.classes.values.filter { $0.file == index && !$0.isGeneric && $0.superclass != nil && facts.userSuperclass(of: $0.name) == nil }
            for root in roots.sorted(by: { $0.name < $1.name }) {
                // Public, as the protocol's requirement must be when the class is public or open.
                generated.append("extension \(root.name): KeyValueCodingTableProvider {\n"
                                 + "    public nonisolated var offscreenKeyValueTable: KeyValueCodingTable { _offscreenKeyValueTable }\n}")
            }
        }
        // Each class's outlets, inspectables and actions, registered from its
        // own file, where private ones (`@IBOutlet private weak var`) can be named.
        for info in facts.classes.values.filter({ $0.file == index }).sorted(by: { $0.name < $1.name }) {
            guard let register = connectionRegistration(info, facts: facts) else { continue }
            generated.append("extension \(info.name) {\n    @MainActor static func \(register.function)() {\n        \(register.call)\n    }\n}")
        }
        for requirement in facts.valueRequirements.values.sorted(by: { $0.name < $1.name }) {
            for implementer in facts.implementers(of: requirement) where implementer.file == index {
                generated.append("extension \(implementer.name): \(requirement.helper!) {}")
            }
        }
        for observer in rewriters[index].observerClasses {
            // A main-actor class's observeValue is main-actor: an isolated conformance.
            generated.append("extension \(observer): \(facts.isMainActor(observer) ? "@MainActor " : "")KeyValueObserver {}")
        }
        if !generated.isEmpty {
            output += "\n#sourceLocation()\n// Generated by OffscreenCompatibility: optional requirements' defaults, key-value coding tables, conformances.\n"
            output += generated.joined(separator: "\n") + "\n"
        }
        try write(output, to: pairs[index].output)
    }
    var anyObjectCalls: [String: AnyObjectCall] = [:]
    for rewriter in rewriters { anyObjectCalls.merge(rewriter.anyObjectCalls) { first, _ in first } }
    var text = registrations(facts, tableName: tableName, keyTables: keyTables)
    if !anyObjectCalls.isEmpty {
        // Methods called on AnyObject: a protocol each, which the classes that declare the method conform to.
        text += "\n/// The methods the sources call on AnyObject, each a protocol of its own.\n"
        for call in anyObjectCalls.values.sorted(by: { $0.protocolName < $1.protocolName }) {
            text += "protocol \(call.protocolName): AnyObject {\n    \(call.declaration)\n}\n"
            for name in call.classes {
                text += "extension \(name): \(facts.isMainActor(name) ? "@MainActor " : "")\(call.protocolName) {}\n"
            }
        }
    }
    try write(text, to: registrationsPath)
}

/// The keys a file declares: a static list per class (in an extension, so
/// that private properties can be named) and the file's table of them.
func keyValueDeclarations(_ rewriter: Rewriter, fileIndex: Int, facts: ModuleFacts) -> [String] {
    guard !rewriter.keyValueKeys.isEmpty else { return [] }
    var declarations: [String] = []
    var entries: [String] = []
    var mainActorEntries: [String] = []
    for (className, keys) in rewriter.keyValueKeys {
        let listName = "_offscreenKeys_\(fileIndex)_" + className.replacingOccurrences(of: ".", with: "_")
        let list = keys.map { ".key(\(literal($0.key)), \\\(className).\($0.property))" }.joined(separator: ", ")
        // A class with no actor (a model, a layer) has keys on any thread; a
        // main-actor class's key paths are formed on the main actor, at the first look-up.
        let isMainActor = facts.isMainActor(className)
        declarations.append("extension \(className) {\n    \(isMainActor ? "@MainActor " : "")static let \(listName): [KeyValueCodingTable.Key] = [\(list)]\n}")
        if isMainActor {
            mainActorEntries.append("(\(className).self, { @MainActor @Sendable in \(className).\(listName) })")
        } else {
            entries.append("(\(className).self, \(className).\(listName))")
        }
    }
    declarations.append("let _offscreenKeyValueTable_\(fileIndex) = KeyValueCodingTable([\(entries.joined(separator: ", "))], "
                        + "mainActor: [\(mainActorEntries.joined(separator: ", "))])")
    return declarations
}

/// The text of `file` from `start` to `end` with `edits` applied (those wholly
/// inside; an edit inside another is dropped). A blanking edit keeps the
/// newlines so that lines stay where they were. `skipping` names a move edit
/// starting there that is not applied (the moved text itself).
func render(_ file: SourceFile, start: Int, end: Int, edits: [Edit], skipping: Int?) -> String {
    let sorted = edits.filter { $0.start >= start && $0.end <= end && !($0.isMove && $0.start == skipping) }
        .sorted { a, b in
            if a.start != b.start { return a.start < b.start }
            let aInsert = a.start == a.end, bInsert = b.start == b.end
            if aInsert != bInsert { return aInsert }
            return a.end > b.end
        }
    var bytes: [UInt8] = []
    var cursor = start
    for edit in sorted {
        if edit.start < cursor { continue }
        bytes += file.text[cursor..<edit.start]
        if edit.replacement.isEmpty && edit.end > edit.start {
            bytes += file.text[edit.start..<edit.end].map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }
        } else {
            bytes += Array(edit.replacement.utf8)
        }
        cursor = edit.end
    }
    bytes += file.text[cursor..<end]
    return String(decoding: bytes, as: UTF8.self)
}

/// The module's selector table and `OffscreenCompatibility.registerClasses()`.
func registrations(_ facts: ModuleFacts, tableName: String, keyTables: [String]) -> String {
    let classes = facts.classes.values.filter { $0.isAccessible && !$0.isGeneric }.sorted { $0.name < $1.name }
    var text = """
    // Generated by OffscreenCompatibilityGenerator (the OffscreenCompatibility plugin); do not edit.
    import Foundation
    import UIKit

    /// The selectors each class declares, for `responds(to:)`.
    let \(tableName) = SelectorTable([

    """
    for info in classes {
        let selectors = (facts.members[info.name]?.selectors ?? []).sorted().map(literal).joined(separator: ", ")
        text += "    (\(info.name).self, [\(selectors)]),\n"
    }
    text += """
    ])

    /// What the Objective-C runtime finds by name on iOS: the app's classes,
    /// with their outlets and actions, for layout files. Call once before
    /// loading a layout file that names them.
    enum OffscreenCompatibility {
        @MainActor static func registerClasses() {

    """
    for info in classes {
        if let register = connectionRegistration(info, facts: facts) {
            text += "        \(info.name).\(register.function)()\n"
        } else {
            text += "        UINib.register(\(info.name).self)\n"
        }
        // A storyboard's custom segue (`customClass="FadeSegue"`): UIKit makes it by name on iOS.
        if facts.frameworkSuperclass(of: info.name) == "UIStoryboardSegue", facts.inheritsSegueInitializer(info.name) {
            text += "        UINib.register(\(info.name).self) { \(info.name)(identifier: $0, source: $1, destination: $2) }\n"
        }
    }
    text += "    }\n}\n"
    if !keyTables.isEmpty {
        text += """

        /// The keys of the app's classes for key-value coding and observing.
        let _offscreenKeyValueTable = KeyValueCodingTable(merging: [\(keyTables.joined(separator: ", "))])

        """
    }
    return text
}

/// The registration of a class that has outlets, inspectables or actions:
/// a static function of its own (in an extension in the class's file, so that
/// private members can be named) and the `UINib.register` call it makes. Nil
/// for a class without any, or one `registerClasses()` cannot name.
func connectionRegistration(_ info: ClassInfo, facts: ModuleFacts) -> (function: String, call: String)? {
    guard info.isAccessible, !info.isGeneric else { return nil }
    let members = facts.members[info.name] ?? Collector.MemberFacts()
    var connections: [String] = []
    for outlet in members.outlets {
        connections.append(".\(outlet.isCollection ? "outletCollection" : "outlet")(\(literal(outlet.name)), \\\(info.name).\(outlet.name))")
    }
    for inspectable in members.inspectables {
        connections.append(".inspectable(\(literal(inspectable)), \\\(info.name).\(inspectable))")
    }
    for action in members.actions where action.arity <= 1 {
        // A closure, as for selectors: the unapplied `Type.method` warns in Swift 5 mode.
        connections.append(".action(\(literal(action.selector)), { (target: \(info.name)) in target.\(action.method) })")
    }
    guard !connections.isEmpty else { return nil }
    // A name of the class's own: a subclass's would otherwise clash with its superclass's.
    let function = "_offscreenRegister_" + info.name.replacingOccurrences(of: ".", with: "_")
    return (function, "UINib.register(\(info.name).self\(connections.map { ", " + $0 }.joined()))")
}

func write(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Unchanged output keeps its date, so the compiler does not redo the file.
    if let old = FileManager.default.contents(atPath: path), old == Data(text.utf8) { return }
    try Data(text.utf8).write(to: url, options: .atomic)
}

do {
    try run(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("OffscreenCompatibilityGenerator: error: \(error)\n".utf8))
    exit(1)
}
