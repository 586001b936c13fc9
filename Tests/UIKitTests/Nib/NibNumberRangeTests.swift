import Foundation
import Testing
@testable import UIKit

@MainActor
private func failure(_ text: String, directory: URL? = nil) -> String? {
    do {
        _ = try NibDocument.parse(data: Data(text.utf8), file: "n.json", baseDirectory: directory)
        return nil
    } catch {
        return error.description
    }
}

private func view(_ className: String, _ properties: String) -> String {
    #"{"objects": [{"class": "\#(className)", "properties": {\#(properties)}}]}"#
}

/// Every number a layout file gives has a range the reader enforces, so a
/// hostile number is a file error at its line:column, never a trap later in
/// layout or drawing; and messages quote at most a few dozen characters of
/// what the file says.
@Suite("Layout file number ranges and quoting")
@MainActor
struct NibNumberRangeTests {
    @Test func stackViewSpacingBeyondACoordinateIsAnError() {
        #expect(failure(view("UIStackView", #""spacing": 1e20"#))
                == "n.json:1:65: at $.objects[0].properties.spacing: expected a number from -1000000 to 1000000, found 1e+20")
        #expect(failure(view("UIStackView", #""spacing": -1e300"#))?.contains("found -1e+300") == true)
        #expect(failure(view("UIStackView", #""spacing": -8"#)) == nil)
    }

    @Test func sliderLimitsBeyondAThousandMillionAreErrors() {
        #expect(failure(view("UISlider", #""minimumValue": -1e308, "maximumValue": 1e308"#))
                == "n.json:1:67: at $.objects[0].properties.minimumValue: expected a number from -1000000000 to 1000000000, found -1e+308")
        #expect(failure(view("UISlider", #""maximumValue": 1e308"#))?.contains("properties.maximumValue: expected a number from") == true)
        #expect(failure(view("UIStepper", #""value": 2e9"#))?.contains("properties.value: expected a number from") == true)
        #expect(failure(view("UISlider", #""minimumValue": -1e9, "maximumValue": 1e9, "value": 5"#)) == nil)
    }

    @Test func everyNumberPropertyHasARangeTheSchemaStates() throws {
        let schema = try JSONParser.parse([UInt8](Data(contentsOf: NibFixtures.schema)), file: "schema")
        let listed = schema.objectValue!["$defs"]!.objectValue!["properties"]!.objectValue!["properties"]!.objectValue!
        var checked = 0
        for definition in NibPropertyCatalog.definitions {
            let range: (Double, Double)
            switch definition.type {
            case .number(let r), .numberOrSystem(let r): range = (r.lowerBound, r.upperBound)
            case .integer(let r): range = (Double(r.lowerBound), Double(r.upperBound))
            default: continue
            }
            let entry = try #require(listed[definition.name]?.objectValue, "\(definition.name) is not in the schema")
            #expect(entry["minimum"]?.numberValue == range.0, "\(definition.name): schema minimum")
            #expect(entry["maximum"]?.numberValue == range.1, "\(definition.name): schema maximum")
            checked += 1
        }
        #expect(checked >= 20)
    }

    @Test func constraintConstantsAndMultipliersHaveRanges() {
        func constraint(_ equation: String) -> String? {
            failure(#"{"objects": [{"class": "UIView", "subviews": [{"class": "UIView", "id": "a"}], "constraints": ["\#(equation)"]}]}"#)
        }
        #expect(constraint("a.width == 10000000")?.hasSuffix("in constraint \"a.width == 10000000\": a constant must be within ±1000000 points, found 10000000") == true)
        #expect(constraint("a.top == superview.top + 2000000")?.contains("a constant must be within ±1000000 points") == true)
        #expect(constraint("a.width == superview.width * 100000")?.contains("a multiplier must be within ±1000, found 100000") == true)
        #expect(constraint("a.width == superview.width / 0.0001")?.contains("a multiplier must be within ±1000") == true)
        #expect(constraint("a.width == superview.width * 0.5 - 1000000") == nil)
    }

    @Test func aMillionDigitNumberIsQuotedShort() throws {
        let digits = String(repeating: "9", count: 1_000_000)
        let message = try #require(failure(view("UIView", #""alpha": \#(digits)"#)))
        #expect(message.count < 200)
        #expect(message.contains("is out of range"))
        #expect(message.contains("(1000000 characters)"))
    }

    @Test func aFiveMegabyteKeyIsQuotedShort() throws {
        let key = String(repeating: "k", count: 5 << 20)
        let data = Data(view("UIView", #""\#(key)": 1"#).utf8)
        var message = ""
        do {
            _ = try UINib(data: data, bundle: nil).checkedInstantiate(withOwner: nil)
        } catch {
            message = error.description
        }
        #expect(message.contains("unknown property \"kkkk"))
        #expect(message.count < 400)
        #expect(message.contains("(5242880 characters)"))
    }

    @Test func aFiveMegabyteClassNameIsQuotedShort() throws {
        let name = String(repeating: "K", count: 5 << 20)
        var message = ""
        do {
            _ = try UINib(data: Data(#"{"objects": [{"class": "\#(name)"}]}"#.utf8), bundle: nil).checkedInstantiate(withOwner: nil)
        } catch {
            message = error.description
        }
        #expect(message.hasPrefix("data:1:24: at $.objects[0].class: unknown class \"KKKK"))
        #expect(message.count < 400)
    }

    @Test func aDirectoryNamedAsAnImageSaysItIsADirectory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-ranges-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("icons"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = failure(view("UIImageView", #""image": "icons""#), directory: folder)
        #expect(message?.contains("at $.objects[0].properties.image: image path \"icons\" is a directory, not an image file") == true)
    }
}
