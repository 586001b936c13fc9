import Foundation

/// Applies a layout file's value-carrying control properties inside
/// `init?(coder:)`: a switch's state, slider and stepper values (limits before
/// the value, so it is clamped to the file's range, not the default one),
/// progress, segments (titles before the selection), page dots, the
/// activity indicator and a navigation bar's large titles.
extension LayoutFileCoder {
    @preconcurrency @MainActor
    package func applyControlValueProperties(to view: UIView) {
        if let control = view as? UISwitch {
            if case .bool(let b)? = propertyValue(forKey: "isOn") { control.isOn = b }
            if let c = decodeObject(forKey: "onTintColor") as? UIColor { control.onTintColor = c }
            if let c = decodeObject(forKey: "thumbTintColor") as? UIColor { control.thumbTintColor = c }
        }
        if let slider = view as? UISlider {
            if let n = number("minimumValue") { slider.minimumValue = Float(n) }
            if let n = number("maximumValue") { slider.maximumValue = Float(n) }
            if let n = number("value") { slider.value = Float(n) }
            if let c = decodeObject(forKey: "minimumTrackTintColor") as? UIColor { slider.minimumTrackTintColor = c }
            if let c = decodeObject(forKey: "maximumTrackTintColor") as? UIColor { slider.maximumTrackTintColor = c }
            if let c = decodeObject(forKey: "thumbTintColor") as? UIColor { slider.thumbTintColor = c }
        }
        if let stepper = view as? UIStepper {
            if let n = number("minimumValue") { stepper.minimumValue = n }
            if let n = number("maximumValue") { stepper.maximumValue = n }
            if let n = number("stepValue") { stepper.stepValue = n }
            if let n = number("value") { stepper.value = n }
            if case .bool(let b)? = propertyValue(forKey: "wraps") { stepper.wraps = b }
        }
        if let progressView = view as? UIProgressView {
            if case .integer(let i)? = propertyValue(forKey: "progressViewStyle"), let s = UIProgressView.Style(rawValue: i) {
                progressView.progressViewStyle = s
            }
            if let n = number("progress") { progressView.progress = Float(n) }
            if let c = decodeObject(forKey: "progressTintColor") as? UIColor { progressView.progressTintColor = c }
            if let c = decodeObject(forKey: "trackTintColor") as? UIColor { progressView.trackTintColor = c }
        }
        if let segmented = view as? UISegmentedControl { applySegmentedControlProperties(to: segmented) }
        if let pageControl = view as? UIPageControl {
            if case .integer(let n)? = propertyValue(forKey: "numberOfPages") { pageControl.numberOfPages = n }
            if case .integer(let n)? = propertyValue(forKey: "currentPage") { pageControl.currentPage = n }
            if case .bool(let b)? = propertyValue(forKey: "hidesForSinglePage") { pageControl.hidesForSinglePage = b }
            if let c = decodeObject(forKey: "pageIndicatorTintColor") as? UIColor { pageControl.pageIndicatorTintColor = c }
            if let c = decodeObject(forKey: "currentPageIndicatorTintColor") as? UIColor { pageControl.currentPageIndicatorTintColor = c }
        }
        if let indicator = view as? UIActivityIndicatorView {
            if let i = enumerationValue(forKey: "style", .activityIndicatorStyle), let s = UIActivityIndicatorView.Style(rawValue: i) {
                indicator.style = s
            }
            if let c = decodeObject(forKey: "color") as? UIColor { indicator.color = c }
            if case .bool(let b)? = propertyValue(forKey: "hidesWhenStopped") { indicator.hidesWhenStopped = b }
            if case .bool(true)? = propertyValue(forKey: "isAnimating") { indicator.startAnimating() }
        }
        if let picker = view as? UIDatePicker { applyDatePickerProperties(to: picker) }
        if let bar = view as? UINavigationBar, case .bool(let b)? = propertyValue(forKey: "prefersLargeTitles") {
            bar.prefersLargeTitles = b
        }
    }

    @preconcurrency @MainActor
    private func applySegmentedControlProperties(to control: UISegmentedControl) {
        if case .list(let titles)? = propertyValue(forKey: "segments") {
            for case .string(let title) in titles {
                control.insertSegment(withTitle: title, at: control.numberOfSegments, animated: false)
            }
        }
        if case .integer(let i)? = propertyValue(forKey: "selectedSegmentIndex") {
            // UIKit ignores an index past the last segment; a file saying so is a mistake.
            if i >= control.numberOfSegments, let source = object.properties["selectedSegmentIndex"] {
                record(reader.error(source, "selectedSegmentIndex \(i) is past the last segment (the control has \(control.numberOfSegments))"))
            }
            control.selectedSegmentIndex = i
        }
        if let c = decodeObject(forKey: "selectedSegmentTintColor") as? UIColor { control.selectedSegmentTintColor = c }
        if case .bool(let b)? = propertyValue(forKey: "apportionsSegmentWidthsByContent") { control.apportionsSegmentWidthsByContent = b }
        if case .bool(let b)? = propertyValue(forKey: "isMomentary") { control.isMomentary = b }
    }

    /// A date picker's mode and style, then what its date is read in
    /// (locale, time zone), the limits and minute interval, then the date,
    /// so it is kept within the file's limits.
    @preconcurrency @MainActor
    private func applyDatePickerProperties(to picker: UIDatePicker) {
        if let i = enumerationValue(forKey: "datePickerMode", .datePickerMode), let mode = UIDatePicker.Mode(rawValue: i) {
            picker.datePickerMode = mode
        }
        if let i = enumerationValue(forKey: "preferredDatePickerStyle", .datePickerStyle), let style = UIDatePickerStyle(rawValue: i) {
            picker.preferredDatePickerStyle = style
        }
        if case .string(let s)? = propertyValue(forKey: "locale") { picker.locale = Locale(identifier: s) }
        if case .string(let s)? = propertyValue(forKey: "timeZone") { picker.timeZone = TimeZone(identifier: s) }
        if let n = number("minimumDate") { picker.minimumDate = Date(timeIntervalSinceReferenceDate: n) }
        if let n = number("maximumDate") { picker.maximumDate = Date(timeIntervalSinceReferenceDate: n) }
        if case .integer(let i)? = propertyValue(forKey: "minuteInterval") {
            // UIKit ignores an interval that does not divide an hour; a file saying so is a mistake.
            if 60 % i != 0, let source = object.properties["minuteInterval"] {
                record(reader.error(source, "minuteInterval \(i) does not divide 60 (UIKit takes 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30)"))
            }
            picker.minuteInterval = i
        }
        if case .bool(let b)? = propertyValue(forKey: "roundsToMinuteInterval") { picker.roundsToMinuteInterval = b }
        if let n = number("countDownDuration") { picker.countDownDuration = n }
        if let n = number("date") { picker.date = Date(timeIntervalSinceReferenceDate: n) }
    }

    private func number(_ key: String) -> Double? {
        if case .number(let n)? = propertyValue(forKey: key) { return n }
        return nil
    }
}
