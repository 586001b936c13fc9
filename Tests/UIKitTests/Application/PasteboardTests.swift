import Foundation
import Testing
@testable import UIKit

@Suite struct ApplicationPasteboardTests {
    @Test func typedValuesReplaceTheItemsAndCountChanges() {
        let board = UIPasteboard.withUniqueName()
        #expect(board.items.isEmpty && !board.hasStrings && board.string == nil && board.strings == nil)
        let start = board.changeCount
        board.string = "hello"
        #expect(board.string == "hello" && board.hasStrings && !board.hasURLs)
        #expect(board.types == ["public.utf8-plain-text"])
        board.strings = ["a", "b"]
        #expect(board.numberOfItems == 2 && board.strings == ["a", "b"] && board.string == "a")
        board.url = URL(string: "https://example.com/x")
        #expect(board.url?.absoluteString == "https://example.com/x" && board.hasURLs && !board.hasStrings)
        board.urls = [URL(string: "a:b")!, URL(string: "c:d")!]
        #expect(board.urls?.count == 2)
        board.color = .systemRed
        #expect(board.color == .systemRed && board.hasColors)
        #expect(board.changeCount == start + 5)
        board.string = nil
        #expect(board.items.isEmpty && board.changeCount == start + 6)
    }

    @Test func imagesAreKeptOrReadFromPNGData() throws {
        let board = UIPasteboard.withUniqueName()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }
        board.image = image
        #expect(board.hasImages && board.image === image)
        board.setData(try #require(image.pngData()), forPasteboardType: "public.png")
        let read = try #require(board.image)
        #expect(read.size.width * read.scale == image.size.width * image.scale)
        #expect(board.images?.count == 1)
    }

    @Test func setItemsKeepsEveryTypeAndAnExpirationDateEmptiesIt() {
        let board = UIPasteboard.withUniqueName()
        board.setItems([["public.utf8-plain-text": "t", "public.url": URL(string: "https://a.b")!], ["custom.type": Data([1, 2])]])
        #expect(board.numberOfItems == 2 && board.string == "t" && board.url?.host == "a.b")
        #expect(board.contains(pasteboardTypes: ["custom.type"]) && !board.contains(pasteboardTypes: ["nope"]))
        board.addItems([["public.utf8-plain-text": "u"]])
        #expect(board.strings == ["t", "u"])
        #expect(board.data(forPasteboardType: "public.utf8-plain-text") == Data("t".utf8))
        board.setItems([["public.utf8-plain-text": "gone"]], options: [.expirationDate: Date(timeIntervalSinceNow: -1)])
        #expect(board.items.isEmpty && board.string == nil)
        board.setItems([["public.utf8-plain-text": "kept"]], options: [.expirationDate: Date(timeIntervalSinceNow: 3600), .localOnly: true])
        #expect(board.string == "kept")
    }

    @Test func namedPasteboardsShareTheirItemsAndCanBeRemoved() throws {
        let name = UIPasteboard.Name("offscreen.tests.shared." + UUID().uuidString)
        #expect(UIPasteboard(name: name, create: false) == nil)
        let a = try #require(UIPasteboard(name: name, create: true))
        a.string = "shared"
        let b = try #require(UIPasteboard(name: name, create: false))
        #expect(b.string == "shared" && b.name == name && b.changeCount == a.changeCount)
        UIPasteboard.remove(withName: name)
        #expect(UIPasteboard(name: name, create: false) == nil)
        #expect(UIPasteboard.withUniqueName().name != UIPasteboard.withUniqueName().name)
        #expect(UIPasteboard.general === UIPasteboard.general && UIPasteboard.general.name == .general)
    }

    @Test func aChangePostsTheNotificationWithTheTypesAddedAndRemoved() {
        let board = UIPasteboard.withUniqueName()
        board.string = "first"
        nonisolated(unsafe) var seen: [(added: [String], removed: [String])] = []
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: board, queue: nil) { note in
            seen.append((note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? [],
                         note.userInfo?[UIPasteboard.changedTypesRemovedUserInfoKey] as? [String] ?? []))
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        board.url = URL(string: "https://example.com")
        #expect(seen.count == 1)
        #expect(seen.first?.added == ["public.url"] && seen.first?.removed == ["public.utf8-plain-text"])
    }

    @Test func thePasteboardCanBeUsedOffTheMainActor() async {
        let board = UIPasteboard.withUniqueName()
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<8 { group.addTask { board.addItems([["public.utf8-plain-text": "\(i)"]]) } }
        }
        #expect(board.numberOfItems == 8)
    }
}
