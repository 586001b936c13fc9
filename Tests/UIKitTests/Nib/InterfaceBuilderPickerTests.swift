import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// The File's Owner of `Pickers.xib`: the picker view's data source and delegate.
@MainActor
final class PickerOwner: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    let hours = ["Morning", "Noon", "Afternoon", "Evening", "Night"]
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? hours.count : 12 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? hours[row] : "\(row + 1) guests"
    }
}

/// `<pickerView>` and `<datePicker>` as Xcode writes them
/// (`Fixtures/InterfaceBuilder/Pickers.xib`), and the layout file's properties.
@Suite("Interface Builder documents: picker views and date pickers")
@MainActor
struct InterfaceBuilderPickerTests {
    typealias IB = InterfaceBuilderTestClasses

    static let url = IB.folder.appendingPathComponent("Pickers.xib")

    static func load(owner: PickerOwner) throws -> (NibDocument, UIView) {
        let document = try NibDocument.load(contentsOf: url)
        let root = try #require(try NibInstantiation(document: document, owner: owner).run().first as? UIView)
        return (document, root)
    }

    @Test func theElementsAreMadeWithTheirValuesAndOutlets() throws {
        let owner = PickerOwner()
        let (document, root) = try Self.load(owner: owner)
        #expect(document.interfaceBuilder?.warnings.map(\.description) == [])
        let picker = try #require(root.subviews[0] as? UIPickerView)
        #expect(picker.dataSource === owner)
        #expect(picker.delegate === owner)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 12)

        let wheels = try #require(root.subviews[1] as? UIDatePicker)
        #expect(wheels.datePickerMode == .date)
        #expect(wheels.preferredDatePickerStyle == .wheels)
        #expect(wheels.datePickerStyle == .wheels)
        #expect(wheels.date == Date(timeIntervalSinceReferenceDate: 817_465_290))
        #expect(wheels.minimumDate == Date(timeIntervalSinceReferenceDate: 788_918_400))
        #expect(wheels.maximumDate == nil)
        #expect(wheels.locale?.identifier == "en_US")

        let compact = try #require(root.subviews[2] as? UIDatePicker)
        #expect(compact.datePickerMode == .dateAndTime)
        #expect(compact.datePickerStyle == .compact)
        #expect(compact.minuteInterval == 5)
        #expect(compact.date == Date(timeIntervalSinceReferenceDate: 817_465_290 - 90), "9:40, on the 5-minute interval")
    }

    @Test func rendersAsItsGolden() throws {
        let owner = PickerOwner()   // the picker holds its data source weakly, as UIKit does
        let (document, root) = try Self.load(owner: owner)
        // A document has no time zone for its pickers: pinned here, as a snapshot test must.
        for case let picker as UIDatePicker in root.subviews { picker.timeZone = TimeZone(identifier: "UTC") }
        (root.subviews[0] as? UIPickerView)?.selectRow(1, inComponent: 0, animated: false)
        let window = IB.window(document.canvas, holding: root)
        expectGolden(try #require(window.renderedImage()), named: "Pickers@2x", in: "InterfaceBuilder")
        withExtendedLifetime(owner) {}
    }

    @Test func datesAndUnknownPartsAreCheckedAtTheirLine() throws {
        let xml = IB.xib("""
                    <subviews>
                        <datePicker contentMode="scaleToFill" datePickerMode="time" style="wheels" id="Dtp-dp-101">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <date key="date"/>
                        </datePicker>
                    </subviews>
        """)
        #expect(throws: LayoutFileError.self) { try IB.document(xml) }
        do { _ = try IB.document(xml) } catch {
            #expect(error.description.contains("<date key=\"date\"") && error.description.contains("needs timeIntervalSinceReferenceDate"), "\(error)")
        }
        let unknown = IB.xib("""
                    <subviews>
                        <datePicker contentMode="scaleToFill" datePickerMode="sundial" id="Dtp-dp-102">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <calendar key="calendar" identifier="hebrew"/>
                        </datePicker>
                    </subviews>
        """)
        let warnings = try IB.document(unknown).interfaceBuilder?.warnings.map(\.description) ?? []
        #expect(warnings.contains { $0.contains("datePickerMode=\"sundial\"") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("<calendar") && $0.contains("not applied") }, "\(warnings)")
    }

    @Test func layoutFilesSetTheSameProperties() throws {
        let json = #"""
        {"objects": [{"class": "UIDatePicker", "properties": {
            "frame": [0, 0, 320, 216], "datePickerMode": "time", "preferredDatePickerStyle": "wheels",
            "locale": "en_GB", "timeZone": "Europe/Paris", "minuteInterval": 10,
            "date": "2026-11-27T09:41:30Z", "maximumDate": "2026-12-31T23:59:00.000Z"}}]}
        """#
        let nib = UINib(source: .data(Data(json.utf8), name: "p.json", directory: IB.folder))
        let picker = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIDatePicker)
        #expect(picker.datePickerMode == .time)
        #expect(picker.datePickerStyle == .wheels)
        #expect(picker.locale?.identifier == "en_GB")
        #expect(picker.timeZone?.identifier == "Europe/Paris")
        #expect(picker.minuteInterval == 10)
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 817_465_290 - 90), "9:40 UTC")
        #expect(picker.maximumDate == Date(timeIntervalSinceReferenceDate: 820_454_340))

        func failure(_ properties: String) -> String? {
            let text = #"{"objects": [{"class": "UIDatePicker", "properties": {\#(properties)}}]}"#
            do { _ = try NibDocument.parse(data: Data(text.utf8), file: "d.json"); return nil } catch { return error.description }
        }
        #expect(failure(#""date": "27/11/2026""#)?.contains("expected an ISO 8601 date and time") == true)
        #expect(failure(#""timeZone": "Mars/Olympus""#)?.contains("expected a time zone identifier") == true)
        #expect(failure(#""minuteInterval": 45"#)?.contains("minuteInterval") == true)
        #expect(failure(#""datePickerMode": "sundial""#)?.contains("datePickerMode") == true)
    }

    @Test func aLayoutFileConnectsThePickersDataSourceAndDelegate() throws {
        let json = #"{"objects": [{"class": "UIPickerView", "outlets": {"dataSource": "owner", "delegate": "owner"}}]}"#
        let owner = PickerOwner()
        let nib = UINib(source: .data(Data(json.utf8), name: "p.json", directory: IB.folder))
        let picker = try #require(nib.instantiate(withOwner: owner, options: nil).first as? UIPickerView)
        #expect(picker.dataSource === owner)
        #expect(picker.delegate === owner)
        #expect(picker.numberOfRows(inComponent: 0) == 5)
        // An owner that is not a data source is an error naming the outlet and the type it takes.
        do {
            _ = try NibInstantiation(document: NibDocument.parse(data: Data(json.utf8), file: "p.json"), owner: NSObject()).run()
            Issue.record("connected a plain NSObject as the data source")
        } catch {
            #expect(error.description.contains("UIPickerViewDataSource"), "\(error)")
        }
    }

    /// xib → layout file → xib (`render convert`) → layout file: the same
    /// file, byte for byte; a time zone, which a document has no element
    /// for, goes through as a runtime attribute.
    @Test func aDocumentComesBackAsTheSameLayoutFile() throws {
        let (json, _) = try NibDocument.translateInterfaceBuilder(data: Data(contentsOf: Self.url), file: "Pickers.xib", baseDirectory: IB.folder)
        let first = LayoutFileWriter.text(json)
        #expect(first.contains(#""date": "2026-11-27T09:41:30.000Z""#), "\(first)")
        let (xml, warnings) = try InterfaceBuilderWriter.convert(data: Data(first.utf8), file: "first.json", baseDirectory: IB.folder,
                                                                 options: .init(lenient: false, outputDirectory: IB.folder))
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(xml.contains(#"<date key="date" timeIntervalSinceReferenceDate="817465290"/>"#))
        #expect(xml.contains(#"<outlet property="dataSource" destination="-1""#))
        let (again, _) = try NibDocument.translateInterfaceBuilder(data: Data(xml.utf8), file: "again.xib", baseDirectory: IB.folder)
        #expect(LayoutFileWriter.text(again) == first)

        let zoned = #"{"objects": [{"class": "UIDatePicker", "properties": {"frame": [0, 0, 320, 216], "timeZone": "Asia/Tokyo"}}]}"#
        let (zonedXML, _) = try InterfaceBuilderWriter.convert(data: Data(zoned.utf8), file: "z.json", baseDirectory: IB.folder,
                                                               options: .init(lenient: false, outputDirectory: IB.folder))
        let document = try NibDocument.parse(data: Data(zonedXML.utf8), file: "z.xib", baseDirectory: IB.folder, imageRoot: IB.folder)
        let picker = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIDatePicker)
        #expect(picker.timeZone?.identifier == "Asia/Tokyo")
    }

    /// `style="inline"`, as Xcode writes an inline date picker, makes the
    /// calendar; a layout file says `"inline"`, and `render convert` writes it back.
    @Test func anInlinePickerIsReadAndWritten() throws {
        let xml = IB.xib("""
                    <subviews>
                        <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="inline" id="Dtp-dp-103">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="332"/>
                            <date key="date" timeIntervalSinceReferenceDate="817465290"/>
                            <locale key="locale" localeIdentifier="en_US"/>
                        </datePicker>
                    </subviews>
        """)
        let document = try IB.document(xml)
        #expect(document.interfaceBuilder?.warnings.map(\.description) == [])
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        let picker = try #require(root.subviews.first as? UIDatePicker)
        picker.timeZone = TimeZone(identifier: "UTC")
        #expect(picker.preferredDatePickerStyle == .inline)
        #expect(picker.datePickerStyle == .inline)
        #expect(picker.inlineCalendar()?.title == "November 2026")

        let json = #"{"canvas": {"size": [320, 378]}, "objects": [{"class": "UIDatePicker", "properties": {"frame": [0, 0, 320, 378], "datePickerMode": "dateAndTime", "preferredDatePickerStyle": "inline"}}]}"#
        let (written, warnings) = try InterfaceBuilderWriter.convert(data: Data(json.utf8), file: "i.json", baseDirectory: IB.folder,
                                                                     options: .init(lenient: false, outputDirectory: IB.folder))
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(written.contains(#"style="inline""#), "\(written)")
        let again = try NibDocument.parse(data: Data(written.utf8), file: "i.xib", baseDirectory: IB.folder, imageRoot: IB.folder)
        let read = try #require(try NibInstantiation(document: again, owner: nil).run().first as? UIDatePicker)
        #expect(read.datePickerStyle == .inline)
        #expect(read.intrinsicContentSize == CGSize(width: 320, height: 378))
    }
}
