import Foundation
import Testing
@testable import UIKit

/// A coder over the first object of a one-object layout file.
private func coder(_ properties: String) throws -> LayoutFileCoder {
    let text = #"{"objects": [{"class": "CardView", "properties": \#(properties)}]}"#
    let doc = try NibDocument.parse(data: Data(text.utf8), file: "card.json", baseDirectory: NibFixtures.layouts)
    return LayoutFileCoder(object: doc.objects[0], reader: NibValueReader(file: "card.json", baseDirectory: NibFixtures.layouts),
                           makeObject: { value, _, _ in value })
}

@Suite("LayoutFileCoder reads an object's keys as NSCoder does")
struct NibCoderTests {
    @Test func isAKeyedCoder() throws {
        let c = try coder("{}")
        #expect(c.allowsKeyedCoding)
        #expect(c.decodingFailurePolicy == .setErrorAndReturn)
    }

    @Test func customKeysDecodeAsFoundationValues() throws {
        let c = try coder(#"{"cornerStyle": "pill", "maxLines": 3, "ratio": 0.75, "isCompact": true, "tags": ["a", 1], "meta": {"k": "v"}}"#)
        #expect(c.containsValue(forKey: "cornerStyle"))
        #expect(!c.containsValue(forKey: "missing"))
        #expect(c.decodeObject(forKey: "cornerStyle") as? String == "pill")
        #expect(c.decodeInteger(forKey: "maxLines") == 3)
        #expect(c.decodeInt32(forKey: "maxLines") == 3)
        #expect(c.decodeInt64(forKey: "maxLines") == 3)
        #expect(c.decodeObject(forKey: "maxLines") as? Int == 3)
        #expect(c.decodeDouble(forKey: "ratio") == 0.75)
        #expect(c.decodeFloat(forKey: "ratio") == 0.75)
        #expect(c.decodeBool(forKey: "isCompact"))
        let tags = c.decodeObject(forKey: "tags") as? [Any]
        #expect(tags?.first as? String == "a")
        #expect((c.decodeObject(forKey: "meta") as? [String: Any])?["k"] as? String == "v")
        #expect(c.decodingError == nil)
    }

    @Test func missingKeysDecodeAsZeroFalseAndNil() throws {
        let c = try coder("{}")
        #expect(c.decodeObject(forKey: "x") == nil)
        #expect(c.decodeInteger(forKey: "x") == 0)
        #expect(c.decodeDouble(forKey: "x") == 0)
        #expect(!c.decodeBool(forKey: "x"))
        #expect(c.decodeCGRect(forKey: "x") == .zero)
        #expect(c.decodingError == nil)
    }

    @Test func wrongTypeIsRecordedWithPositionNotTrapped() throws {
        let c = try coder(#"{"maxLines": "three", "ratio": 1}"#)
        #expect(c.decodeInteger(forKey: "maxLines") == 0)
        #expect(c.decodeDouble(forKey: "ratio") == 1)
        #expect(c.decodingError?.description == "card.json:1:63: at $.objects[0].properties.maxLines: expected an integer, found string \"three\"")
        #expect((c.error as? LayoutFileError)?.path == "$.objects[0].properties.maxLines")
        // The first mistake is the one reported.
        _ = c.decodeBool(forKey: "ratio")
        #expect(c.decodingError?.path == "$.objects[0].properties.maxLines")
    }

    @Test func int32RangeIsChecked() throws {
        let c = try coder(#"{"big": 3000000000}"#)
        #expect(c.decodeInt32(forKey: "big") == 0)
        #expect(c.decodingError?.message == "expected an integer from -2147483648 to 2147483647, found 3000000000")
        #expect(try coder(#"{"big": 3000000000}"#).decodeInt64(forKey: "big") == 3_000_000_000)
    }

    @Test func builtInKeysDecodeToTheirTypes() throws {
        let c = try coder(##"{"frame": [1, 2, 3, 4], "alpha": 0.5, "contentMode": "scaleAspectFit", "isHidden": true, "backgroundColor": "#FF0000"}"##)
        #expect(c.decodeCGRect(forKey: "frame") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(c.decodeDouble(forKey: "alpha") == 0.5)
        #expect(c.decodeInteger(forKey: "contentMode") == 1)
        #expect(c.decodeBool(forKey: "isHidden"))
        guard case .color(let color)? = c.decodeObject(forKey: "backgroundColor") as? NibPropertyValue else {
            Issue.record("backgroundColor did not decode as a colour"); return
        }
        #expect(color == .rgba(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func geometryReadsOfCustomKeys() throws {
        let c = try coder(#"{"badgeCenter": [4, 5], "badgeSize": [10, 12], "hitArea": [0, 0, 44, 44], "bad": [1, 2, 3]}"#)
        #expect(c.decodeCGPoint(forKey: "badgeCenter") == CGPoint(x: 4, y: 5))
        #expect(c.decodeCGSize(forKey: "badgeSize") == CGSize(width: 10, height: 12))
        #expect(c.decodeCGRect(forKey: "hitArea") == CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(c.decodeCGRect(forKey: "bad") == .zero)
        #expect(c.decodingError?.message == "expected a rect [x, y, width, height], found an array of 3")
    }

    @Test func taggedCustomValuesDecodeAsColourFontOrImage() throws {
        let c = try coder(#"{"accent": {"color": "systemPink"}, "badgeFont": {"font": {"system": 11, "weight": "bold"}}, "icon": {"image": "images/avatar.png"}}"#)
        guard case .color(.system("systemPink"))? = c.decodeObject(forKey: "accent") as? NibPropertyValue else {
            Issue.record("accent"); return
        }
        guard case .font(.system(size: 11, weight: "bold"))? = c.decodeObject(forKey: "badgeFont") as? NibPropertyValue else {
            Issue.record("badgeFont"); return
        }
        guard case .image(let image)? = c.decodeObject(forKey: "icon") as? NibPropertyValue else {
            Issue.record("icon"); return
        }
        #expect(image.path == "images/avatar.png")
    }

    @Test func badTaggedValueIsRecorded() throws {
        let c = try coder(#"{"accent": {"color": "pinkish"}}"#)
        #expect(c.decodeObject(forKey: "accent") == nil)
        #expect(c.decodingError?.path == "$.objects[0].properties.accent.color")
    }

    @Test func unreadKeysAreTheUnknownProperties() throws {
        let c = try coder(#"{"frame": [0, 0, 1, 1], "cornerStyle": "pill", "typo": 1}"#)
        _ = c.decodeCGRect(forKey: "frame")
        _ = c.containsValue(forKey: "cornerStyle")
        #expect(c.unreadKeys.map(\.key) == ["typo"])
    }
}
