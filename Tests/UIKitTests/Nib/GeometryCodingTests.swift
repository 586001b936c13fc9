@testable import UIKit  // @testable: avoids the Apple-only _Testing_CoreGraphics cross-import on Linux
import Foundation
import Testing

/// UIKit's keyed geometry coding (`encode(_:forKey:)` and the
/// `decodeCGPoint(forKey:)` family) through a keyed archive, as a view's
/// `encode(with:)` and `init(coder:)` use it.
@MainActor
@Suite struct GeometryCodingTests {
    @Test func everyGeometryValueSurvivesAKeyedArchive() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.encode(CGPoint(x: 1.5, y: -2), forKey: "point")
        archiver.encode(CGSize(width: 3, height: 4), forKey: "size")
        archiver.encode(CGRect(x: 1, y: 2, width: 30, height: 40), forKey: "rect")
        archiver.encode(CGVector(dx: 0.25, dy: -8), forKey: "vector")
        archiver.encode(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5.5, ty: 6), forKey: "transform")
        archiver.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "insets")
        archiver.encode(NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8), forKey: "directional")
        archiver.encode(UIOffset(horizontal: -1, vertical: 9), forKey: "offset")
        archiver.finishEncoding()

        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        #expect(unarchiver.decodeCGPoint(forKey: "point") == CGPoint(x: 1.5, y: -2))
        #expect(unarchiver.decodeCGSize(forKey: "size") == CGSize(width: 3, height: 4))
        #expect(unarchiver.decodeCGRect(forKey: "rect") == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(unarchiver.decodeCGVector(forKey: "vector") == CGVector(dx: 0.25, dy: -8))
        #expect(unarchiver.decodeCGAffineTransform(forKey: "transform") == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5.5, ty: 6))
        #expect(unarchiver.decodeUIEdgeInsets(forKey: "insets") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(unarchiver.decodeDirectionalEdgeInsets(forKey: "directional")
                    == NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        #expect(unarchiver.decodeUIOffset(forKey: "offset") == UIOffset(horizontal: -1, vertical: 9))
        // Stored as UIKit stores them: geometry strings.
        #expect(unarchiver.decodeObject(of: NSString.self, forKey: "insets")?.description == "{1, 2, 3, 4}")
        // Missing keys decode as zero (the identity for a transform).
        #expect(unarchiver.decodeUIEdgeInsets(forKey: "missing") == .zero)
        #expect(unarchiver.decodeCGAffineTransform(forKey: "missing") == .identity)
        #expect(unarchiver.decodeUIOffset(forKey: "missing") == .zero)
    }

    /// An object that keeps its geometry through `encode(with:)` and
    /// `init(coder:)`, as iOS code does.
    private final class Badge: NSObject, NSCoding {
        var insets = UIEdgeInsets.zero
        var offset = UIOffset.zero

        override init() { super.init() }

        init?(coder: NSCoder) {
            insets = coder.decodeUIEdgeInsets(forKey: "badgeInsets")
            offset = coder.decodeUIOffset(forKey: "badgeOffset")
            super.init()
        }

        func encode(with coder: NSCoder) {
            coder.encode(insets, forKey: "badgeInsets")
            coder.encode(offset, forKey: "badgeOffset")
        }
    }

    @Test func anObjectKeepsItsGeometryThroughItsCoder() throws {
        let badge = Badge()
        badge.insets = UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8)
        badge.offset = UIOffset(horizontal: 3, vertical: -3)
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        badge.encode(with: archiver)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        let copy = try #require(Badge(coder: unarchiver))
        #expect(copy.insets == badge.insets && copy.offset == badge.offset)
    }
}
