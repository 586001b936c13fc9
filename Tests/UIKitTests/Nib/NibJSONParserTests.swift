import Testing
@testable import UIKit

private func parse(_ text: String) throws(LayoutFileError) -> JSONValue {
    try JSONParser.parse(Array(text.utf8), file: "demo.json")
}

private func failure(_ text: String) -> String? {
    do {
        _ = try parse(text)
        return nil
    } catch {
        return error.description
    }
}

private func failure(bytes: [UInt8]) -> String? {
    do {
        _ = try JSONParser.parse(bytes, file: "demo.json")
        return nil
    } catch {
        return error.description
    }
}

@Suite("Layout file JSON parser")
struct NibJSONParserTests {
    @Test func valuesKeepTheirLineColumnAndPath() throws {
        let text = """
        {
          "objects": [
            {"class": "UIView", "properties": {"alpha": 0.5, "layer.cornerRadius": 4}}
          ]
        }
        """
        let root = try parse(text)
        let object = root.objectValue!["objects"]!.arrayValue![0]
        #expect(object.position.line == 3)
        #expect(object.position.column == 5)
        #expect(object.path == "$.objects[0]")
        let alpha = object.objectValue!["properties"]!.objectValue!["alpha"]!
        #expect(alpha.path == "$.objects[0].properties.alpha")
        #expect(alpha.position == SourcePosition(line: 3, column: 49, offset: alpha.position.offset))
        #expect(alpha.numberValue == 0.5)
        let radius = object.objectValue!["properties"]!.objectValue!["layer.cornerRadius"]!
        #expect(radius.path == "$.objects[0].properties[\"layer.cornerRadius\"]")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try parse("{\"名前\": \"é\", \"x\": 1}")
        let x = root.objectValue!["x"]!
        #expect(x.position.column == 18)
    }

    @Test func scalarsAndNesting() throws {
        let root = try parse(#"[true, false, null, -0, 12.5e-1, 1E2, "", [], {}]"#)
        let a = root.arrayValue!
        #expect(a[0].boolValue == true)
        #expect(a[1].boolValue == false)
        #expect(a[2].isNull)
        #expect(a[3].numberValue == 0)
        #expect(a[4].numberValue == 1.25)
        #expect(a[5].numberValue == 100)
        #expect(a[6].stringValue == "")
        #expect(a[7].arrayValue?.isEmpty == true)
        #expect(a[8].objectValue?.count == 0)
    }

    @Test func stringEscapesAndSurrogatePairs() throws {
        let root = try parse(#""a\"b\\c\/d\b\f\n\r\t\u0041\u00e9\u4E2D\uD83D\uDE00""#)
        #expect(root.stringValue == "a\"b\\c/d\u{08}\u{0C}\n\r\tAé中😀")
    }

    @Test func utf8TextIsKept() throws {
        #expect(try parse("\"你好，世界 😀\"").stringValue == "你好，世界 😀")
    }

    @Test func membersKeepFileOrder() throws {
        let root = try parse(#"{"z": 1, "a": 2, "m": 3}"#)
        #expect(root.objectValue!.keys == ["z", "a", "m"])
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let root = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8), file: "demo.json")
        #expect(root.objectValue!["a"]!.position.column == 7)
    }

    @Test(arguments: [
        ("", "demo.json:1:1: at $: expected a JSON value, found end of file"),
        ("   \n  ", "demo.json:2:3: at $: expected a JSON value, found end of file"),
        ("{\"a\": 1} x", "demo.json:1:10: at $: expected end of file after the top-level value, found 'x'"),
        ("[1, 2]]", "demo.json:1:7: at $: expected end of file after the top-level value, found ']'"),
        ("{\"a\": tru}", "demo.json:1:7: at $.a: expected a JSON value, found 'tru'"),
        ("{\"a\": nullx}", "demo.json:1:7: at $.a: expected a JSON value, found 'nullx'"),
        ("{\"a\": NaN}", "demo.json:1:7: at $.a: expected a JSON value, found 'NaN'"),
        ("{\"a\": 1,}", "demo.json:1:9: at $: expected a string key after ',', found '}'"),
        ("[1, 2,]", "demo.json:1:7: at $[2]: expected a JSON value after ',', found ']'"),
        ("{a: 1}", "demo.json:1:2: at $: expected a string key or '}', found 'a'"),
        ("{\"a\" 1}", "demo.json:1:6: at $.a: expected ':' after the key \"a\", found '1'"),
        ("{\"a\": 1 \"b\": 2}", "demo.json:1:9: at $: expected ',' or '}' after an object member, found '\"'"),
        ("[1 2]", "demo.json:1:4: at $: expected ',' or ']' after an array element, found '2'"),
        ("[1, 2", "demo.json:1:6: at $: expected ',' or ']' after an array element, found end of file"),
        ("{\"a\": 1", "demo.json:1:8: at $: expected ',' or '}' after an object member, found end of file"),
        ("{\n  \"a\": 1,\n  \"a\": 2\n}", "demo.json:3:3: at $.a: duplicate key \"a\" (first defined at 2:3)"),
        ("[01]", "demo.json:1:2: at $[0]: numbers cannot have leading zeros"),
        ("[-]", "demo.json:1:3: at $[0]: expected a digit in a number, found ']'"),
        ("[1.]", "demo.json:1:4: at $[0]: expected a digit after '.' in a number, found ']'"),
        ("[.5]", "demo.json:1:2: at $[0]: expected a JSON value, found '.'"),
        ("[1e]", "demo.json:1:4: at $[0]: expected a digit in a number's exponent, found ']'"),
        ("[+1]", "demo.json:1:2: at $[0]: expected a JSON value, found '+'"),
        ("[0x10]", "demo.json:1:3: at $[0]: expected ',' or the end of a container after a number, found 'x'"),
        ("[1e999]", "demo.json:1:2: at $[0]: number 1e999 is out of range"),
        ("[\"abc", "demo.json:1:2: at $[0]: unterminated string: expected '\"', found end of file"),
        ("[\"ab\ncd\"]", "demo.json:1:2: at $[0]: unterminated string: a line break must be written \\n"),
        ("[\"a\tb\"]", "demo.json:1:4: at $[0]: control character U+0009 must be escaped in a string"),
        ("[\"a\\x\"]", "demo.json:1:4: at $[0]: invalid escape '\\x' in a string: expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"),
        ("[\"\\u12G4\"]", "demo.json:1:3: at $[0]: expected 4 hex digits after \\u, found 'G'"),
        ("[\"\\uD83D\"]", "demo.json:1:3: at $[0]: unpaired UTF-16 surrogate \\uD83D in a string"),
        ("[\"\\uD83Dx\"]", "demo.json:1:3: at $[0]: unpaired UTF-16 surrogate \\uD83D in a string"),
        ("[\"\\uD83D\\u0041\"]", "demo.json:1:3: at $[0]: unpaired UTF-16 surrogate \\uD83D in a string"),
        ("[\"\\uDE00\"]", "demo.json:1:3: at $[0]: unpaired UTF-16 surrogate \\uDE00 in a string"),
        ("// comment\n{}", "demo.json:1:1: at $: expected a JSON value, found '/'"),
        ("{'a': 1}", "demo.json:1:2: at $: expected a string key or '}', found '''"),
    ])
    func malformedDocumentsAreRejectedWithPosition(text: String, message: String) {
        #expect(failure(text) == message)
    }

    @Test func invalidUTF8IsRejected() {
        #expect(failure(bytes: Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8))
                == "demo.json:1:4: at $[0]: invalid UTF-8 byte 0xFF")
        // An overlong encoding of '/' (0xC0 0xAF) is not valid UTF-8.
        #expect(failure(bytes: Array("[\"".utf8) + [0xC0, 0xAF] + Array("\"]".utf8))
                == "demo.json:1:3: at $[0]: invalid UTF-8 byte 0xC0")
        // A UTF-8-encoded surrogate (0xED 0xA0 0x80) is not valid either.
        #expect(failure(bytes: Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8))
                == "demo.json:1:3: at $[0]: invalid UTF-8 byte 0xA0 after 0xED")
        #expect(failure(bytes: Array("[\"".utf8) + [0xE4, 0xB8])
                == "demo.json:1:3: at $[0]: invalid UTF-8: truncated sequence starting with 0xE4")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(failure(deep) == "demo.json:1:257: at $\(String(repeating: "[0]", count: 256)): nesting deeper than 256 levels")
        let fine = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(failure(fine) == nil)
    }

    @Test func longMinifiedInputKeepsColumnsOnOneLine() throws {
        // One line with 20,000 values: every position is counted on line 1.
        // (How parse time grows with a line's length is the parser benchmark's
        // business, not a timed unit test's.)
        let text = "[" + Array(repeating: "{\"a\":1}", count: 20_000).joined(separator: ",") + "]"
        let root = try parse(text)
        let last = try #require(root.arrayValue?.last)
        #expect(last.position.line == 1)
        #expect(last.position.column == 1 + 8 * 19_999 + 1)
    }
}
