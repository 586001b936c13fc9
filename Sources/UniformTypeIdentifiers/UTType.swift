/// A uniform type identifier, as the UniformTypeIdentifiers framework's: an
/// identifier (`"com.adobe.pdf"`), the types it conforms to, and its
/// filename extensions and MIME types. Foundation on Linux has no such type.
///
/// The system's table here holds the common types (the static properties
/// below, and the hierarchy between them as Apple declares it); an extension
/// or MIME type the table does not know gives a dynamic type conforming to
/// `.data`, as on iOS. No app declarations (Info.plist) are read:
/// `UTType(_:)` knows only the table, while `UTType(exportedAs:)` and
/// `UTType(importedAs:)` make the app's own types as written.
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, Codable {
    /// The type's identifier, e.g. `"public.png"`.
    public let identifier: String
    private let parents: [String]
    private let extensions: [String]
    private let mimeTypes: [String]
    /// True for a type that the system made up for an extension or MIME type it does not know.
    public let isDynamic: Bool
    /// True for a type declared by the system (or by the app, `exportedAs`/`importedAs`).
    public let isDeclared: Bool

    private init(_ identifier: String, _ parents: [String], _ extensions: [String] = [], _ mimeTypes: [String] = [],
                 isDynamic: Bool = false, isDeclared: Bool = true) {
        self.identifier = identifier
        self.parents = parents
        self.extensions = extensions
        self.mimeTypes = mimeTypes
        self.isDynamic = isDynamic
        self.isDeclared = isDeclared
    }

    /// The system's type of that identifier; nil when it is not known.
    public init?(_ identifier: String) {
        guard let known = Self.table[identifier.lowercased()] else { return nil }
        self = known
    }

    /// The system's type with that filename extension (compared without
    /// case), else a dynamic type conforming to `.data`.
    public init?(filenameExtension: String) {
        self.init(filenameExtension: filenameExtension, conformingTo: .data)
    }

    /// The system's type with that filename extension that conforms to
    /// `supertype`, else a dynamic type conforming to it; nil for an empty
    /// extension or one with a path separator.
    public init?(filenameExtension: String, conformingTo supertype: UTType) {
        let tag = filenameExtension.lowercased()
        guard !tag.isEmpty, !tag.contains("/") else { return nil }
        if let known = Self.ordered.first(where: { $0.extensions.contains(tag) && $0.conforms(to: supertype) }) {
            self = known
        } else {
            self.init("dyn.filename-extension." + tag, [supertype.identifier], [tag], isDynamic: true, isDeclared: false)
        }
    }

    /// The system's type with that MIME type, else a dynamic type conforming to `.data`.
    public init?(mimeType: String) {
        self.init(mimeType: mimeType, conformingTo: .data)
    }

    /// The system's type with that MIME type that conforms to `supertype`,
    /// else a dynamic type conforming to it; nil for a string that is not a
    /// MIME type (`type/subtype`).
    public init?(mimeType: String, conformingTo supertype: UTType) {
        let tag = mimeType.lowercased()
        let parts = tag.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        if let known = Self.ordered.first(where: { $0.mimeTypes.contains(tag) && $0.conforms(to: supertype) }) {
            self = known
        } else {
            self.init("dyn.mime-type." + tag, [supertype.identifier], [], [tag], isDynamic: true, isDeclared: false)
        }
    }

    /// A type the app declares (exports), conforming to `parentType` (`.data` by default).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, [(parentType ?? .data).identifier])
    }

    /// A type the app uses that another declares (imports), conforming to `parentType` (`.data` by default).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, [(parentType ?? .data).identifier])
    }

    public var preferredFilenameExtension: String? { extensions.first }
    public var preferredMIMEType: String? { mimeTypes.first }
    /// True for the system's public types (`public.` identifiers).
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    /// The English description of the system's types; nil for others.
    public var localizedDescription: String? { Self.descriptions[identifier] }

    /// Every type this one conforms to, itself excepted.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = parents
        while let next = pending.popLast() {
            guard let type = Self.table[next], found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    /// True when this type is `type` or conforms to it through its supertypes.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { conforms(to: type) }

    public var description: String { identifier }
    public var debugDescription: String { identifier }

    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    // Coded as its identifier, as on iOS.
    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = Self.table[identifier.lowercased()] ?? UTType(identifier, [], isDeclared: false)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

extension UTType {
    public static let item = UTType("public.item", [])
    public static let content = UTType("public.content", [])
    public static let compositeContent = UTType("public.composite-content", ["public.content"])
    public static let data = UTType("public.data", ["public.item"])
    public static let directory = UTType("public.directory", ["public.item"])
    public static let folder = UTType("public.folder", ["public.directory"])
    public static let package = UTType("com.apple.package", ["public.directory"])
    public static let text = UTType("public.text", ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"])
    public static let utf8PlainText = UTType("public.utf8-plain-text", ["public.plain-text"])
    public static let rtf = UTType("public.rtf", ["public.text"], ["rtf"], ["text/rtf", "application/rtf"])
    public static let html = UTType("public.html", ["public.text"], ["html", "htm"], ["text/html"])
    public static let xml = UTType("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"])
    public static let json = UTType("public.json", ["public.text"], ["json"], ["application/json"])
    public static let propertyList = UTType("com.apple.property-list", ["public.data"], ["plist"])
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", ["public.text"], ["csv"], ["text/csv"])
    public static let sourceCode = UTType("public.source-code", ["public.plain-text"])
    public static let swiftSource = UTType("public.swift-source", ["public.source-code"], ["swift"])
    public static let image = UTType("public.image", ["public.data", "public.content"])
    public static let png = UTType("public.png", ["public.image"], ["png"], ["image/png"])
    public static let jpeg = UTType("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg"])
    public static let gif = UTType("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"])
    public static let tiff = UTType("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"])
    public static let bmp = UTType("com.microsoft.bmp", ["public.image"], ["bmp"], ["image/bmp"])
    public static let heic = UTType("public.heic", ["public.image"], ["heic"], ["image/heic"])
    public static let heif = UTType("public.heif", ["public.image"], ["heif"], ["image/heif"])
    public static let webP = UTType("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"])
    public static let svg = UTType("public.svg-image", ["public.image"], ["svg"], ["image/svg+xml"])
    public static let pdf = UTType("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"])
    public static let audiovisualContent = UTType("public.audiovisual-content", ["public.data", "public.content"])
    public static let movie = UTType("public.movie", ["public.audiovisual-content"])
    public static let video = UTType("public.video", ["public.movie"])
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"])
    public static let mpeg4Movie = UTType("public.mpeg-4", ["public.movie"], ["mp4", "mpeg4"], ["video/mp4"])
    public static let audio = UTType("public.audio", ["public.audiovisual-content"])
    public static let mp3 = UTType("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg"])
    public static let wav = UTType("com.microsoft.waveform-audio", ["public.audio"], ["wav", "wave"], ["audio/vnd.wave", "audio/wav"])
    public static let mpeg4Audio = UTType("public.mpeg-4-audio", ["public.audio"], ["m4a"], ["audio/mp4"])
    public static let archive = UTType("public.archive", ["public.data"])
    public static let zip = UTType("public.zip-archive", ["public.archive"], ["zip"], ["application/zip"])
    public static let gzip = UTType("org.gnu.gnu-zip-archive", ["public.archive"], ["gz", "gzip"], ["application/gzip"])
    public static let url = UTType("public.url", ["public.data"])
    public static let fileURL = UTType("public.file-url", ["public.url"])
    public static let vCard = UTType("public.vcard", ["public.text"], ["vcf", "vcard"], ["text/vcard"])
    public static let spreadsheet = UTType("public.spreadsheet", ["public.content"])
    public static let presentation = UTType("public.presentation", ["public.composite-content"])
    public static let font = UTType("public.font", ["public.data", "public.content"])
    public static let epub = UTType("org.idpf.epub-container", ["public.data", "public.composite-content"], ["epub"], ["application/epub+zip"])
    public static let usdz = UTType("com.pixar.universal-scene-description-mobile", ["public.data", "public.content"], ["usdz"], ["model/vnd.usdz+zip"])

    /// The system's types, in the order extensions and MIME types are looked up.
    private static let ordered: [UTType] = [
        item, content, compositeContent, data, directory, folder, package, text, plainText, utf8PlainText, rtf, html, xml,
        json, propertyList, commaSeparatedText, sourceCode, swiftSource, image, png, jpeg, gif, tiff, bmp, heic, heif,
        webP, svg, pdf, audiovisualContent, movie, video, quickTimeMovie, mpeg4Movie, audio, mp3, wav, mpeg4Audio,
        archive, zip, gzip, url, fileURL, vCard, spreadsheet, presentation, font, epub, usdz,
    ]
    private static let table: [String: UTType] = Dictionary(uniqueKeysWithValues: ordered.map { ($0.identifier, $0) })
    private static let descriptions: [String: String] = [
        "public.item": "item", "public.content": "content", "public.data": "data", "public.text": "text",
        "public.plain-text": "plain text", "public.image": "image", "public.png": "PNG image", "public.jpeg": "JPEG image",
        "com.adobe.pdf": "PDF document", "public.json": "JSON", "public.movie": "movie", "public.folder": "folder",
        "public.zip-archive": "ZIP archive", "public.comma-separated-values-text": "comma-separated values",
    ]
}
