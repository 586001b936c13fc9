import Foundation
import Testing
import UniformTypeIdentifiers

/// The common types and their hierarchy, as Apple's UniformTypeIdentifiers declares them.
@Suite("UTType")
struct UTTypeTests {
    @Test func theCommonTypesHaveApplesIdentifiersAndTags() {
        #expect(UTType.pdf.identifier == "com.adobe.pdf")
        #expect(UTType.plainText.identifier == "public.plain-text")
        #expect(UTType.jpeg.identifier == "public.jpeg")
        #expect(UTType.pdf.preferredFilenameExtension == "pdf")
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.image.preferredFilenameExtension == nil)
        #expect(UTType.json.isPublic && !UTType.pdf.isPublic)
    }

    @Test func filenameExtensionsFindTheirTypeWithoutCase() {
        #expect(UTType(filenameExtension: "pdf") == .pdf)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(filenameExtension: "json") == .json)
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType(filenameExtension: "png", conformingTo: .text) != .png)
    }

    @Test func anUnknownExtensionIsADynamicDataType() throws {
        let type = try #require(UTType(filenameExtension: "xyz"))
        #expect(type.isDynamic && !type.isDeclared && !type.isPublic)
        #expect(type.identifier.hasPrefix("dyn."))
        #expect(type.preferredFilenameExtension == "xyz")
        #expect(type.conforms(to: .data) && type.conforms(to: .item))
        #expect(!type.conforms(to: .image))
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType(mimeType: "nonsense") == nil)
    }

    @Test func identifiersTheSystemDoesNotKnowGiveNil() {
        #expect(UTType("com.adobe.pdf") == .pdf)
        #expect(UTType("com.example.unknown") == nil)
    }

    @Test func conformanceFollowsApplesHierarchy() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data) && UTType.png.conforms(to: .content))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.swiftSource.conforms(to: .plainText) && UTType.swiftSource.conforms(to: .text))
        #expect(UTType.pdf.conforms(to: .data))
        #expect(UTType.mpeg4Movie.conforms(to: .movie) && UTType.mpeg4Movie.conforms(to: .audiovisualContent))
        #expect(UTType.folder.conforms(to: .directory) && !UTType.folder.conforms(to: .data))
        #expect(UTType.image.isSupertype(of: .heic))
        #expect(UTType.json.supertypes == [.text, .data, .content, .item])
    }

    @Test func appTypesConformToWhatTheyDeclare() {
        let document = UTType(exportedAs: "com.example.sketch", conformingTo: .json)
        #expect(document.identifier == "com.example.sketch")
        #expect(document.conforms(to: .text) && !document.conforms(to: .image))
        #expect(UTType(importedAs: "com.example.other").conforms(to: .data))
    }

    @Test func aTypeIsCodedAsItsIdentifier() throws {
        let data = try JSONEncoder().encode([UTType.pdf])
        #expect(String(decoding: data, as: UTF8.self) == #"["com.adobe.pdf"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.pdf])
    }
}
