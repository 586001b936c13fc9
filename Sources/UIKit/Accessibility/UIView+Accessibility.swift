import Foundation

/// What a view's accessibility properties were set to; nil means "the class's default".
package struct AccessibilitySettings {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var language: String?
    var frame: CGRect?
    var elements: [Any]?
    var largeContent = LargeContentSettings()
}

/// What a view shows in the large content viewer (see UIView+LargeContentViewer.swift).
package struct LargeContentSettings {
    var shows: Bool?
    var title: String?
    var image: UIImage?
    var scalesImage: Bool?
    var imageInsets: UIEdgeInsets = .zero
}

// The defaults UIKit's own views give (what VoiceOver reads from a plain
// UILabel, UIButton, UISwitch... when the app sets nothing).
extension UIView {
    package var defaultIsAccessibilityElement: Bool {
        switch self {
        case is UISegmentedControl, is UIStepper: false
        case is UILabel, is UIControl, is UIProgressView: true
        default: false
        }
    }

    package var defaultAccessibilityLabel: String? {
        switch self {
        case let label as UILabel: label.attributedText?.string ?? label.text
        case let button as UIButton: button.title(for: button.state) ?? button.titleLabel?.text
        case let field as UITextField: (field.text ?? "").isEmpty ? field.placeholder : nil
        default: nil
        }
    }

    package var defaultAccessibilityValue: String? {
        switch self {
        case let toggle as UISwitch: toggle.isOn ? "1" : "0"
        case let slider as UISlider:
            Self.percent(slider.maximumValue > slider.minimumValue
                ? (slider.value - slider.minimumValue) / (slider.maximumValue - slider.minimumValue) : 0)
        case let progress as UIProgressView: Self.percent(progress.progress)
        case let field as UITextField: (field.text ?? "").isEmpty ? nil : field.text
        case let pages as UIPageControl: "page \(pages.currentPage + 1) of \(pages.numberOfPages)"
        default: nil
        }
    }

    package var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits
        switch self {
        case is UILabel: traits = .staticText
        case is UIButton, is UISwitch: traits = .button
        case is UIImageView: traits = .image
        case is UISlider, is UIPageControl: traits = .adjustable
        case is UIProgressView: traits = .updatesFrequently
        default: traits = .none
        }
        if let control = self as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        return traits
    }

    /// What VoiceOver's swipe up (+1) or down (-1) does to an adjustable control.
    package func defaultAccessibilityAdjust(by direction: Int) {
        switch self {
        case let slider as UISlider:
            let step = (slider.maximumValue - slider.minimumValue) / 10
            slider.value = min(slider.maximumValue, max(slider.minimumValue, slider.value + Float(direction) * step))
            slider.sendActions(for: .valueChanged)
        case let stepper as UIStepper:
            stepper.value += Double(direction) * stepper.stepValue
            stepper.sendActions(for: .valueChanged)
        case let pages as UIPageControl:
            let page = min(max(0, pages.currentPage + direction), max(0, pages.numberOfPages - 1))
            guard page != pages.currentPage else { return }
            pages.currentPage = page
            pages.sendActions(for: .valueChanged)
        default:
            break
        }
    }

    private static func percent(_ fraction: Float) -> String {
        "\(Int((min(1, max(0, fraction)) * 100).rounded()))%"
    }
}
