import Foundation

/// A warning about an Interface Builder document: something it holds that
/// Offscreen draws differently or not at all (a missing image, a font that is
/// not installed, a class it has no drawing for), with where it is.
package struct NibWarning: Sendable, Equatable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var column: Int
    package var message: String

    package var description: String {
        line > 0 ? "\(file):\(line):\(column): warning: \(message)" : "\(file): warning: \(message)"
    }
}

/// Options for reading Xcode's `.xib` and `.storyboard` documents.
package struct InterfaceBuilderOptions: Sendable {
    /// Draw what can be drawn: an element or class Offscreen does not know
    /// becomes a labelled placeholder (and a warning) instead of an error.
    package var lenient = false
    /// Where the layout file being written will live (`render convert`):
    /// image paths are written relative to it. Nil: the document's folder.
    package var imagePathsRelativeTo: URL?
    /// The size classes `<variation>`s are resolved for; nil: the document's `<device>`'s.
    package var sizeClasses: InterfaceBuilderSizeClasses?
    /// Font files next to the document are the app's bundled fonts too
    /// (`render`); the app's Info.plist `UIAppFonts` are read either way.
    package var registersFontFilesBesideDocument = false

    package init(lenient: Bool = false, imagePathsRelativeTo: URL? = nil, sizeClasses: InterfaceBuilderSizeClasses? = nil) {
        self.lenient = lenient
        self.imagePathsRelativeTo = imagePathsRelativeTo
        self.sizeClasses = sizeClasses
    }
}

/// What reading an Interface Builder document adds to the layout file model:
/// the warnings, and the UIKit class to fall back to for each custom class
/// (UIKit logs "Unknown class … in Interface Builder file" and makes the
/// element's own class when a custom class is not in the program).
package struct InterfaceBuilderInfo: Sendable {
    package enum Kind: String, Sendable { case xib, storyboard }
    package var kind: Kind
    package var warnings: [NibWarning] = []
    /// Object id → the UIKit class of its element, for objects with a custom class.
    package var fallbackClasses: [String: String] = [:]
    /// Scene ids of a storyboard, by Interface Builder's id and by the id the
    /// layout model gives the scene's controller.
    package var sceneIDs: [String: String] = [:]
}

extension NibDocument {
    /// Whether `data` is XML (after an optional byte order mark and white space).
    package static func looksLikeXML(_ data: Data) -> Bool {
        var bytes = data.prefix(4096).makeIterator()
        var first = true
        while let b = bytes.next() {
            if first, b == 0xEF { _ = bytes.next(); _ = bytes.next(); first = false; continue }
            first = false
            if b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { continue }
            return b == UInt8(ascii: "<")
        }
        return false
    }

    /// Reads an Xcode `.xib` or `.storyboard` into the layout model: the same
    /// objects, properties, constraints and connections a layout file has, so
    /// loading, drawing and `render convert` share one path.
    package static func parseInterfaceBuilder(data: Data, file: String, baseDirectory: URL?, imageRoot: URL?,
                                              limits: NibLimits, options: InterfaceBuilderOptions) throws(LayoutFileError) -> NibDocument {
        let (json, info, variants) = try translateInterfaceBuilder(data: data, file: file, baseDirectory: baseDirectory, limits: limits,
                                                                   options: options, followingTraits: true)
        let valueReader = NibValueReader(file: file, baseDirectory: baseDirectory, imageRoot: imageRoot)
        // A custom toolbar subclass's items are read as a toolbar's.
        let toolbarIDs = Set(info.fallbackClasses.filter { $0.value == "UIToolbar" }.keys)
        var reader = NibDocumentReader(reader: valueReader, limits: limits)
        reader.toolbarObjectIDs = toolbarIDs
        var document = try reader.read(json)
        document.baseDirectory = baseDirectory
        document.interfaceBuilder = info
        if let variants {
            var states: [InterfaceBuilderSizeClasses: (document: NibDocument, excluded: Set<String>)] = [:]
            for variant in variants.states {
                var variantReader = NibDocumentReader(reader: valueReader, limits: limits)
                variantReader.toolbarObjectIDs = toolbarIDs
                states[variant.classes] = (try variantReader.read(variant.json), variant.excluded)
            }
            let (variations, warnings) = NibSizeClassVariations.compare(base: document, states: states, loaded: variants.loaded, reader: valueReader)
            document.sizeClassVariations = variations
            document.canvas.sizeClasses = variants.loaded
            document.interfaceBuilder?.warnings += warnings
        }
        return document
    }

    /// The layout-file JSON an Interface Builder document stands for, and
    /// what reading it found (for `render convert`): size-class variations
    /// resolved once, for the document's device (a layout file has none).
    package static func translateInterfaceBuilder(data: Data, file: String, baseDirectory: URL?, limits: NibLimits = .default,
                                                  options: InterfaceBuilderOptions = .init()) throws(LayoutFileError) -> (JSONValue, InterfaceBuilderInfo) {
        let (json, info, _) = try translateInterfaceBuilder(data: data, file: file, baseDirectory: baseDirectory, limits: limits,
                                                            options: options, followingTraits: false)
        return (json, info)
    }

    /// The document translated for each pair of size classes, with every
    /// constraint and subview made (a mask's exclusions are listed instead).
    struct SizeClassVariants {
        var loaded: InterfaceBuilderSizeClasses
        var states: [(classes: InterfaceBuilderSizeClasses, json: JSONValue, excluded: Set<String>)]
    }

    /// `followingTraits`: a document with size-class variations is
    /// translated with all its constraints and subviews (those of the
    /// device's size classes are installed when it is loaded), and once more
    /// for each pair of size classes, so a loaded document can follow its
    /// views' traits as on iOS.
    static func translateInterfaceBuilder(data: Data, file: String, baseDirectory: URL?, limits: NibLimits,
                                          options: InterfaceBuilderOptions,
                                          followingTraits: Bool) throws(LayoutFileError) -> (JSONValue, InterfaceBuilderInfo, SizeClassVariants?) {
        if data.count > limits.maxFileBytes {
            throw LayoutFileError(file: file, path: "", line: 0, column: 0,
                                  message: "the file is \(data.count) bytes; the limit is \(limits.maxFileBytes)")
        }
        let parsed = try XMLElementTree.parse(data, file: file, maxDepth: limits.maxJSONDepth)
        let sizeClasses = options.sizeClasses ?? .of(device: parsed.child("device"))
        var hasVariations = false
        let root = parsed.resolvingVariations(sizeClasses, applyingMasks: !followingTraits, found: &hasVariations)
        let directory = baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let variedConstraints = hasVariations && followingTraits ? parsed.variedConstraintReferences() : []
        var translator = try InterfaceBuilderTranslator(root: root, file: file, baseDirectory: directory, options: options)
        translator.variedConstraintIDs = variedConstraints
        if hasVariations, !followingTraits {
            translator.warn(root, "size-class variations are applied for \(sizeClasses.description)\(options.sizeClasses == nil ? " (the document's device)" : ""); a layout file has no variations, so its values do not change with the traits")
        }
        let json = try translator.translate()
        guard hasVariations, followingTraits else { return (json, translator.info, nil) }
        var variants = SizeClassVariants(loaded: sizeClasses, states: [])
        for classes in InterfaceBuilderSizeClasses.all {
            var found = false
            var variant = try InterfaceBuilderTranslator(root: parsed.resolvingVariations(classes, applyingMasks: false, found: &found),
                                                         file: file, baseDirectory: directory, options: options)
            variant.variedConstraintIDs = variedConstraints
            // Its warnings are the base translation's: not repeated.
            let variantJSON = try variant.translate()
            let excluded = Set(parsed.excludedReferences(classes).compactMap { translator.ids[$0] })
            variants.states.append((classes, variantJSON, excluded))
        }
        return (json, translator.info, variants)
    }
}

/// Where warnings about Interface Builder documents go: standard error by
/// default, as UIKit logs to the console ("Unknown class … in Interface
/// Builder file", "Could not load the "…" image referenced from a nib").
@MainActor
package enum NibWarnings {
    package static var report: (NibWarning) -> Void = { warning in
        FileHandle.standardError.write(Data((warning.description + "\n").utf8))
    }
}
