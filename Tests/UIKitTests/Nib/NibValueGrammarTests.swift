import Foundation
import Testing
@testable import UIKit

/// Parses `text` as the value of `properties.x` so messages carry a real path.
private func value(_ text: String) throws -> JSONValue {
    let root = try JSONParser.parse(Array("{\"x\": \(text)}".utf8), file: "v.json")
    return root.objectValue!["x"]!
}

private let reader = NibValueReader(file: "v.json")

private func message(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return "\(error)"
    }
}

@Suite("Layout file value grammars")
struct NibValueGrammarTests {
    @Test func hexColours() throws {
        #expect(try NibColor.parse(value("\"#FF8000\""), reader) == .rgba(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        #expect(try NibColor.parse(value("\"#00ff0080\""), reader) == .rgba(red: 0, green: 1, blue: 0, alpha: 128.0 / 255))
        #expect(message { _ = try NibColor.parse(value("\"#FFF\""), reader) }
                == "v.json:1:7: at $.x: expected a colour as #RRGGBB or #RRGGBBAA (hex digits), found \"#FFF\"")
        #expect(message { _ = try NibColor.parse(value("\"#GG0000\""), reader) }
                == "v.json:1:7: at $.x: expected a colour as #RRGGBB or #RRGGBBAA (hex digits), found \"#GG0000\"")
        #expect(message { _ = try NibColor.parse(value("\"#+F0000\""), reader) } != nil)
    }

    @Test func namedColoursFixedAndDynamic() throws {
        #expect(try NibColor.parse(value("\"white\""), reader) == .rgba(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(try NibColor.parse(value("\"clear\""), reader) == .rgba(red: 0, green: 0, blue: 0, alpha: 0))
        let blue = try NibColor.parse(value("\"systemBlue\""), reader)
        #expect(blue == .system("systemBlue"))
        #expect(blue.resolved(dark: false) == .init(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        #expect(blue.resolved(dark: true) == .init(red: 10.0 / 255, green: 132.0 / 255, blue: 1, alpha: 1))
        let label = try NibColor.parse(value("\"label\""), reader)
        #expect(label.resolved(dark: false).red == 0)
        #expect(label.resolved(dark: true).red == 1)
        #expect(message { _ = try NibColor.parse(value("\"sytemBlue\""), reader) }
                == "v.json:1:7: at $.x: unknown colour name \"sytemBlue\"; did you mean \"systemBlue\"?; expected #RRGGBB, #RRGGBBAA or a UIKit colour name such as \"systemBlue\"")
    }

    @Test func componentColours() throws {
        #expect(try NibColor.parse(value(#"{"red": 1, "green": 0.5, "blue": 0}"#), reader) == .rgba(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(try NibColor.parse(value(#"{"white": 0.2, "alpha": 0.5}"#), reader) == .rgba(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.5))
        #expect(message { _ = try NibColor.parse(value(#"{"red": 1, "green": 2, "blue": 0}"#), reader) }
                == "v.json:1:27: at $.x.green: expected a number from 0 to 1, found 2")
        #expect(message { _ = try NibColor.parse(value(#"{"red": 1, "green": 0}"#), reader) }
                == "v.json:1:7: at $.x: an RGB colour needs \"red\", \"green\" and \"blue\" (0 to 1); \"blue\" is missing")
        #expect(message { _ = try NibColor.parse(value(#"{"red": 1, "green": 0, "blue": 0, "alpah": 1}"#), reader) }
                == "v.json:1:41: at $.x.alpah: unknown key \"alpah\" in an RGB colour; did you mean \"alpha\"?; expected one of: red, green, blue, alpha")
        #expect(message { _ = try NibColor.parse(value("12"), reader) }
                == "v.json:1:7: at $.x: expected a colour (\"#RRGGBB\", \"#RRGGBBAA\", a colour name or {\"red\",\"green\",\"blue\"}), found number 12")
    }

    @Test func fonts() throws {
        #expect(try NibFont.parse(value(#"{"style": "body"}"#), reader) == .textStyle("body"))
        #expect(try NibFont.parse(value(#"{"system": 17, "weight": "semibold"}"#), reader) == .system(size: 17, weight: "semibold"))
        #expect(try NibFont.parse(value(#"{"system": 12}"#), reader) == .system(size: 12, weight: "regular"))
        #expect(try NibFont.parse(value(#"{"name": "Helvetica", "size": 14}"#), reader) == .named("Helvetica", size: 14))
        #expect(message { _ = try NibFont.parse(value(#"{"style": "bodyy"}"#), reader) }
                == "v.json:1:17: at $.x.style: unknown text style \"bodyy\"; did you mean \"body\"?")
        #expect(message { _ = try NibFont.parse(value(#"{"system": 17, "weight": "fat"}"#), reader) }
                == "v.json:1:32: at $.x.weight: unknown font weight \"fat\"")
        #expect(message { _ = try NibFont.parse(value(#"{"name": "Helvetica"}"#), reader) }
                == "v.json:1:7: at $.x: a named font needs \"size\" (points)")
        #expect(message { _ = try NibFont.parse(value(#"{"system": 0}"#), reader) }
                == "v.json:1:18: at $.x.system: expected a number from 1 to 1000, found 0")
        #expect(message { _ = try NibFont.parse(value("\"body\""), reader) }?.hasPrefix("v.json:1:7: at $.x: expected a font ({\"style\": \"body\"}") == true)
    }

    @Test func geometry() throws {
        #expect(try NibGeometry.rect(value("[10, 20, 30, 40]"), reader) == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(try NibGeometry.size(value("[3.5, 4]"), reader) == CGSize(width: 3.5, height: 4))
        #expect(try NibGeometry.point(value("[-1, 2]"), reader) == CGPoint(x: -1, y: 2))
        #expect(message { _ = try NibGeometry.rect(value("[0, 0, 10]"), reader) }
                == "v.json:1:7: at $.x: expected a rect [x, y, width, height], found an array of 3")
        #expect(message { _ = try NibGeometry.rect(value("[0, 0, \"10\", 10]"), reader) }
                == "v.json:1:14: at $.x[2]: expected a number, found string \"10\"")
        #expect(message { _ = try NibGeometry.rect(value("[0, 0, -10, 10]"), reader) }
                == "v.json:1:7: at $.x: a rect's width and height cannot be negative, found [0, 0, -10, 10]")
        #expect(message { _ = try NibGeometry.point(value("[1e9, 0]"), reader) }
                == "v.json:1:8: at $.x[0]: expected a coordinate within ±1000000 points, found 1000000000")
    }

    @Test func enumerationsReadAsUIKitRawValues() throws {
        #expect(try NibEnumeration.contentMode.parse(value("\"scaleAspectFill\""), reader) == 2)
        #expect(try NibEnumeration.textAlignment.parse(value("\"center\""), reader) == 1)
        #expect(try NibEnumeration.lineBreakMode.parse(value("\"byTruncatingTail\""), reader) == 4)
        #expect(try NibEnumeration.autoresizing.parseOptions(value(#"["flexibleWidth", "flexibleHeight"]"#), reader) == 18)
        #expect(message { _ = try NibEnumeration.contentMode.parse(value("\"aspectFit\""), reader) }
                == "v.json:1:7: at $.x: unknown UIView.ContentMode name \"aspectFit\"; did you mean \"scaleAspectFit\"?")
    }

    @Test func perStateValues() throws {
        guard case .perState(let one) = try NibPropertyType.perState(.string).parse(value("\"OK\""), reader) else {
            Issue.record("expected per-state value"); return
        }
        #expect(one.count == 1 && one[0].state == 0)
        guard case .perState(let two) = try NibPropertyType.perState(.string).parse(value(#"{"normal": "OK", "highlighted": "Sure"}"#), reader) else {
            Issue.record("expected per-state value"); return
        }
        #expect(two.map(\.state) == [0, 1])
        #expect(message { _ = try NibPropertyType.perState(.string).parse(value(#"{"pressed": "x"}"#), reader) }
                == "v.json:1:8: at $.x.pressed: unknown control state \"pressed\"; expected one of: normal, highlighted, disabled, selected, focused")
    }

    @Test func typeMismatchesNameWhatWasFound() throws {
        #expect(message { _ = try NibPropertyType.number(0...1).parse(value("\"half\""), reader) }
                == "v.json:1:7: at $.x: expected a number, found string \"half\"")
        #expect(message { _ = try NibPropertyType.bool.parse(value("1"), reader) }
                == "v.json:1:7: at $.x: expected true or false, found number 1")
        #expect(message { _ = try NibPropertyType.integer(0...10).parse(value("1.5"), reader) }
                == "v.json:1:7: at $.x: expected an integer, found number 1.5")
        #expect(message { _ = try NibPropertyType.string.parse(value("null"), reader) }
                == "v.json:1:7: at $.x: expected a string, found null")
    }
}
