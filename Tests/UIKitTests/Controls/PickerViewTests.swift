import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// A picker's data source and delegate: sizes and colours, two components.
@MainActor
final class SizeAndColourSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var sizes = ["XS", "S", "M", "L", "XL", "XXL", "3XL"]
    let colours = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet", "Black", "White"]
    var selections: [(row: Int, component: Int)] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? sizes.count : colours.count
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? sizes[row] : colours[row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component))
    }
}

/// A delegate that makes its own row views, and sizes its components.
@MainActor
final class SwatchSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var made = 0
    var reused = 0
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 50 }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 120 }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        if view != nil { reused += 1 } else { made += 1 }
        let swatch = view ?? UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 24))
        swatch.tag = row
        swatch.backgroundColor = row % 2 == 0 ? .systemTeal : .systemOrange
        return swatch
    }
}

@Suite("UIPickerView")
@MainActor
struct PickerViewTests {
    static func picker(_ source: (any UIPickerViewDataSource & UIPickerViewDelegate)?, width: CGFloat = 320) -> (UIWindow, UIPickerView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 216))
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: width, height: 216))
        picker.dataSource = source
        picker.delegate = source
        window.addSubview(picker)
        window.layoutIfNeeded()
        return (window, picker)
    }

    /// The row views the picker shows (they sit in a clipping view of its own).
    static func rowViews(_ picker: UIPickerView) -> [UIView] {
        var found: [UIView] = []
        for candidate in picker.subviews.flatMap(\.subviews) {
            if candidate is UILabel || candidate.backgroundColor == .systemTeal || candidate.backgroundColor == .systemOrange { found.append(candidate) }
        }
        return found
    }

    @Test func componentsRowsAndSizesComeFromTheDataSourceAndDelegate() {
        let source = SizeAndColourSource()
        let (_, picker) = Self.picker(source)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 7)
        #expect(picker.numberOfRows(inComponent: 1) == 9)
        #expect(picker.numberOfRows(inComponent: 2) == 0)
        // Without widths from the delegate the components share the width inside the band's insets; rows are 32 points.
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: (320 - 18 - 4) / 2, height: 32))
        #expect(picker.rowSize(forComponent: 5) == .zero)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))

        let swatches = SwatchSource()
        let (_, other) = Self.picker(swatches)
        #expect(other.rowSize(forComponent: 0) == CGSize(width: 120, height: 40))
    }

    @Test func theFirstRowIsSelectedAndSelectRowDoesNotTellTheDelegate() {
        let source = SizeAndColourSource()
        let (_, picker) = Self.picker(source)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(99, inComponent: 1, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(picker.selectedRow(inComponent: 1) == 8, "past the end: the last row")
        #expect(source.selections.isEmpty)
        #expect(picker.selectedRow(inComponent: 3) == -1)
        // Without a data source there is nothing to select.
        let (_, empty) = Self.picker(nil)
        #expect(empty.numberOfComponents == 0)
        #expect(empty.selectedRow(inComponent: 0) == -1)
    }

    @Test func reloadingAComponentReadsItsRowsAgainAndKeepsTheSelectionInThem() {
        let source = SizeAndColourSource()
        let (window, picker) = Self.picker(source)
        picker.selectRow(6, inComponent: 0, animated: false)
        source.sizes = ["S", "M"]
        #expect(picker.numberOfRows(inComponent: 0) == 7, "cached until reloaded")
        picker.reloadComponent(0)
        window.layoutIfNeeded()
        #expect(picker.numberOfRows(inComponent: 0) == 2)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        let titles = Self.rowViews(picker).compactMap { ($0 as? UILabel)?.text }
        #expect(titles.contains("M") && !titles.contains("XL"), "\(titles)")
    }

    @Test func rowsShrinkAndFadeAlongTheCylinder() throws {
        let above = try #require(PickerWheel.placement(offset: -1, rowHeight: 32, wheelHeight: 216))
        let below = try #require(PickerWheel.placement(offset: 1, rowHeight: 32, wheelHeight: 216))
        let further = try #require(PickerWheel.placement(offset: 2, rowHeight: 32, wheelHeight: 216))
        #expect(above.centreOffset == -below.centreOffset)
        #expect(below.centreOffset > 20 && below.centreOffset < 32, "closer than a flat row: \(below.centreOffset)")
        #expect(further.verticalScale < below.verticalScale && below.verticalScale < 1)
        #expect(further.alpha < below.alpha && below.alpha < 0.5)
        // Five rows above and five below the selected one are drawn in 216 points.
        #expect(PickerWheel.visibleOffsets(rowHeight: 32, wheelHeight: 216) == -5...5)
    }

    @Test func delegateViewsAreShownReusedAndReturnedByViewForRow() throws {
        let source = SwatchSource()
        let (window, picker) = Self.picker(source)
        let shown = try #require(picker.view(forRow: 0, forComponent: 0))
        #expect(shown.tag == 0)
        #expect(shown.bounds.size == CGSize(width: 60, height: 24), "the delegate's view keeps its size, centred in its row")
        #expect(abs(shown.center.y - 108) < 1e-9)
        #expect(picker.view(forRow: 40, forComponent: 0) == nil, "not visible")
        let madeAtFirst = source.made
        picker.selectRow(30, inComponent: 0, animated: false)
        window.layoutIfNeeded()
        #expect(source.reused == madeAtFirst, "every row scrolled out is handed back")
        let shownRows = Self.rowViews(picker).map(\.tag).sorted()
        #expect(shownRows == Array(30 - 4...30 + 4), "rows 26…34: four above and four below at 40 points")
        #expect(picker.view(forRow: 30, forComponent: 0)?.tag == 30)
        // Title rows are UIKit's own labels, which viewForRow does not return.
        let titles = SizeAndColourSource()
        let (_, titled) = Self.picker(titles)
        #expect(titled.view(forRow: 0, forComponent: 0) == nil)
        withExtendedLifetime(titles) {}
    }

    @Test func aTapOnARowBelowTheBandSelectsItAndTellsTheDelegate() throws {
        let source = SizeAndColourSource()
        let (window, picker) = Self.picker(source)
        let below = try #require(PickerWheel.placement(offset: 2, rowHeight: 32, wheelHeight: 216))
        // The colour wheel is the right half.
        window.simulateTap(at: CGPoint(x: 240, y: 108 + below.centreOffset))
        #expect(picker.selectedRow(inComponent: 1) == 2)
        #expect(source.selections.map(\.row) == [2])
        #expect(source.selections.map(\.component) == [1])
        // A drag up by three rows turns the size wheel on by three.
        try window.simulateTouches(.drag(from: CGPoint(x: 80, y: 150), to: CGPoint(x: 80, y: 150 - 96), steps: 6, duration: 0.3))
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(source.selections.last.map { [$0.row, $0.component] } == [3, 0])
    }

    @Test func twoComponentsRenderAsTheirGolden() {
        let source = SizeAndColourSource()
        let (window, picker) = Self.picker(source)
        window.backgroundColor = .systemBackground
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(4, inComponent: 1, animated: false)
        expectGolden(window.offscreenImage(scale: 2).cgImage!, named: "picker-two-components@2x", in: "Controls")
    }

    @Test func delegateViewsRenderAsTheirGolden() {
        let source = SwatchSource()   // held weakly by the picker, as in UIKit
        let (window, picker) = Self.picker(source)
        window.backgroundColor = .systemBackground
        picker.selectRow(3, inComponent: 0, animated: false)
        expectGolden(window.offscreenImage(scale: 2).cgImage!, named: "picker-row-views@2x", in: "Controls")
        withExtendedLifetime(source) {}
    }
}
