import GoldenTesting
import Foundation
@testable import UIKit

/// One built-in property in a round trip: its value as a layout file writes
/// it, the same setting made in code, and how to read it back.
struct RoundTripCase {
    /// The value's JSON text.
    var json: String
    /// Sets the property in code as the file does; false when `view`'s class
    /// has no code equivalent here (the test then fails: add one).
    var apply: @MainActor (UIView) -> Bool
    /// The property's value, as text, to compare beside the pixels (a
    /// property with no visible effect is still checked).
    var read: @MainActor (UIView) -> String
}

/// Builds a case for views of type `V`; other types are not handled.
@MainActor
func on<V: UIView>(_ type: V.Type, _ json: String, _ apply: @escaping @MainActor (V) -> Void,
                   read: @escaping @MainActor (V) -> Any?) -> RoundTripCase {
    RoundTripCase(json: json, apply: { view in
        guard let v = view as? V else { return false }
        apply(v)
        return true
    }, read: { view in (view as? V).map { describe(read($0)) } ?? "not a \(V.self)" })
}

/// One property shared by unrelated classes: the first case whose class fits.
@MainActor
func either(_ cases: RoundTripCase...) -> RoundTripCase {
    // One file value for every class (the file cannot say which class it is
    // for); the coverage test fails when the cases disagree.
    let json = Set(cases.map(\.json)).count == 1 ? cases[0].json : "cases disagree: \(cases.map(\.json))"
    return RoundTripCase(json: json, apply: { view in cases.contains { $0.apply(view) } }, read: { view in
        for c in cases { let r = c.read(view); if !r.hasPrefix("not a ") { return r } }
        return "unhandled"
    })
}

/// Values as comparable text: colours by their components, fonts by name and
/// size, images by size and scale.
@MainActor
func describe(_ value: Any?) -> String {
    switch value {
    case nil: return "nil"
    case let color as UIColor: return describe(color.cgColor)
    case let color as CGColor: return "\(color.components ?? []) \(color.alpha)"
    case let font as UIFont: return "\(font.fontName) \(font.pointSize)"
    case let image as UIImage: return "image \(image.size) @\(image.scale)"
    case let some?: return String(describing: some)
    }
}

enum RoundTripImages {
    /// Images the cases name, relative to this folder (the nib's bundle).
    static let folder = Fixtures.folder("Demo").appendingPathComponent("images")
    @MainActor static func image(_ name: String) -> UIImage {
        UIImage(contentsOfFile: folder.appendingPathComponent(name).path)!
    }
}

/// Every built-in property a view class takes from a layout file, by name.
@MainActor
enum RoundTripCases {
    /// 2026-11-27 23:00 UTC: the date picker's base date.
    static let pickerDate = Date(timeIntervalSinceReferenceDate: 817_513_200)

    static let all: [String: RoundTripCase] = {
        var c: [String: RoundTripCase] = [:]
        // UIView
        c["frame"] = on(UIView.self, "[24, 12, 70, 36]", { $0.frame = CGRect(x: 24, y: 12, width: 70, height: 36) }, read: { $0.frame })
        c["bounds"] = on(UIView.self, "[0, 0, 60, 30]", { $0.bounds = CGRect(x: 0, y: 0, width: 60, height: 30) }, read: { $0.bounds })
        c["center"] = on(UIView.self, "[60, 40]", { $0.center = CGPoint(x: 60, y: 40) }, read: { $0.center })
        c["backgroundColor"] = on(UIView.self, "\"systemPink\"", { $0.backgroundColor = .systemPink }, read: { $0.backgroundColor })
        c["alpha"] = on(UIView.self, "0.5", { $0.alpha = 0.5 }, read: { $0.alpha })
        c["isHidden"] = on(UIView.self, "true", { $0.isHidden = true }, read: { $0.isHidden })
        c["clipsToBounds"] = on(UIView.self, "true", { $0.clipsToBounds = true }, read: { $0.clipsToBounds })
        c["contentMode"] = on(UIView.self, "\"center\"", { $0.contentMode = .center }, read: { $0.contentMode })
        c["tag"] = on(UIView.self, "7", { $0.tag = 7 }, read: { $0.tag })
        c["semanticContentAttribute"] = on(UIView.self, "\"forceRightToLeft\"", { $0.semanticContentAttribute = .forceRightToLeft },
                                           read: { $0.semanticContentAttribute })
        c["accessibilityIdentifier"] = on(UIView.self, #""settings.row""#, { $0.accessibilityIdentifier = "settings.row" },
                                          read: { $0.accessibilityIdentifier })
        c["isAccessibilityElement"] = on(UIView.self, "true", { $0.isAccessibilityElement = true }, read: { $0.isAccessibilityElement })
        c["accessibilityLabel"] = on(UIView.self, #""Settings""#, { $0.accessibilityLabel = "Settings" }, read: { $0.accessibilityLabel })
        c["accessibilityValue"] = on(UIView.self, #""On""#, { $0.accessibilityValue = "On" }, read: { $0.accessibilityValue })
        c["accessibilityHint"] = on(UIView.self, #""Opens settings""#, { $0.accessibilityHint = "Opens settings" },
                                    read: { $0.accessibilityHint })
        c["accessibilityTraits"] = on(UIView.self, #"["button", "header"]"#, { $0.accessibilityTraits = [.button, .header] },
                                      read: { $0.accessibilityTraits.rawValue })
        c["isUserInteractionEnabled"] = on(UIView.self, "false", { $0.isUserInteractionEnabled = false }, read: { $0.isUserInteractionEnabled })
        c["tintColor"] = on(UIView.self, "\"systemGreen\"", { $0.tintColor = .systemGreen }, read: { $0.tintColor })
        c["isOpaque"] = on(UIView.self, "true", { $0.isOpaque = true }, read: { $0.isOpaque })
        c["translatesAutoresizingMaskIntoConstraints"] = on(UIView.self, "false", {
            $0.translatesAutoresizingMaskIntoConstraints = false
        }, read: { $0.translatesAutoresizingMaskIntoConstraints })
        c["autoresizingMask"] = on(UIView.self, "[\"flexibleWidth\", \"flexibleTopMargin\"]", {
            $0.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        }, read: { $0.autoresizingMask.rawValue })
        c["layoutMargins"] = on(UIView.self, "[1, 2, 3, 4]", {
            $0.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        }, read: { $0.layoutMargins })
        c["preservesSuperviewLayoutMargins"] = on(UIView.self, "true", { $0.preservesSuperviewLayoutMargins = true },
                                                  read: { $0.preservesSuperviewLayoutMargins })
        c["insetsLayoutMarginsFromSafeArea"] = on(UIView.self, "false", { $0.insetsLayoutMarginsFromSafeArea = false },
                                                  read: { $0.insetsLayoutMarginsFromSafeArea })
        for (key, axis, hugging) in [("contentHuggingPriority.horizontal", NSLayoutConstraint.Axis.horizontal, true),
                                     ("contentHuggingPriority.vertical", .vertical, true),
                                     ("contentCompressionResistancePriority.horizontal", .horizontal, false),
                                     ("contentCompressionResistancePriority.vertical", .vertical, false)] {
            c[key] = on(UIView.self, "600", {
                if hugging { $0.setContentHuggingPriority(UILayoutPriority(600), for: axis) }
                else { $0.setContentCompressionResistancePriority(UILayoutPriority(600), for: axis) }
            }, read: { hugging ? $0.contentHuggingPriority(for: axis) : $0.contentCompressionResistancePriority(for: axis) })
        }
        c["layer.cornerRadius"] = on(UIView.self, "9", { $0.layer.cornerRadius = 9 }, read: { $0.layer.cornerRadius })
        c["layer.borderWidth"] = on(UIView.self, "3", { $0.layer.borderWidth = 3 }, read: { $0.layer.borderWidth })
        c["layer.borderColor"] = on(UIView.self, "\"systemIndigo\"", { $0.layer.borderColor = UIColor.systemIndigo.cgColor },
                                    read: { $0.layer.borderColor })
        c["layer.shadowColor"] = on(UIView.self, "\"red\"", { $0.layer.shadowColor = UIColor.red.cgColor }, read: { $0.layer.shadowColor })
        c["layer.shadowOpacity"] = on(UIView.self, "0.8", { $0.layer.shadowOpacity = 0.8 }, read: { $0.layer.shadowOpacity })
        c["layer.shadowOffset"] = on(UIView.self, "[3, 4]", { $0.layer.shadowOffset = CGSize(width: 3, height: 4) }, read: { $0.layer.shadowOffset })
        c["layer.shadowRadius"] = on(UIView.self, "5", { $0.layer.shadowRadius = 5 }, read: { $0.layer.shadowRadius })
        c["layer.masksToBounds"] = on(UIView.self, "true", { $0.layer.masksToBounds = true }, read: { $0.layer.masksToBounds })
        c["layer.opacity"] = on(UIView.self, "0.4", { $0.layer.opacity = 0.4 }, read: { $0.layer.opacity })

        // Text: UILabel, UITextField, UITextView.
        c["text"] = either(on(UILabel.self, "\"Round 往返\"", { $0.text = "Round 往返" }, read: { $0.text }),
                           on(UITextField.self, "\"Round 往返\"", { $0.text = "Round 往返" }, read: { $0.text }),
                           on(UITextView.self, "\"Round 往返\"", { $0.text = "Round 往返" }, read: { $0.text }))
        let runs = #"[{"text": "Bold ", "font": {"system": 15, "weight": "bold"}}, {"text": "red", "color": "systemRed", "underline": true}]"#
        func attributed() -> NSAttributedString {
            let text = NSMutableAttributedString(string: "Bold ", attributes: [.font: UIFont.systemFont(ofSize: 15, weight: .bold)])
            text.append(NSAttributedString(string: "red", attributes: [.foregroundColor: UIColor.systemRed, .underlineStyle: NSUnderlineStyle.single.rawValue]))
            return text
        }
        c["attributedText"] = either(on(UILabel.self, runs, { $0.attributedText = attributed() }, read: { $0.attributedText?.string }),
                                     on(UITextView.self, runs, { $0.attributedText = attributed() }, read: { $0.attributedText?.string }))
        let font = #"{"system": 13, "weight": "bold"}"#
        c["font"] = either(on(UILabel.self, font, { $0.font = .systemFont(ofSize: 13, weight: .bold) }, read: { $0.font }),
                           on(UITextField.self, font, { $0.font = .systemFont(ofSize: 13, weight: .bold) }, read: { $0.font }),
                           on(UITextView.self, font, { $0.font = .systemFont(ofSize: 13, weight: .bold) }, read: { $0.font }))
        c["textColor"] = either(on(UILabel.self, "\"systemRed\"", { $0.textColor = .systemRed }, read: { $0.textColor }),
                                on(UITextField.self, "\"systemRed\"", { $0.textColor = .systemRed }, read: { $0.textColor }),
                                on(UITextView.self, "\"systemRed\"", { $0.textColor = .systemRed }, read: { $0.textColor }))
        c["textAlignment"] = either(on(UILabel.self, "\"right\"", { $0.textAlignment = .right }, read: { $0.textAlignment }),
                                    on(UITextField.self, "\"right\"", { $0.textAlignment = .right }, read: { $0.textAlignment }),
                                    on(UITextView.self, "\"right\"", { $0.textAlignment = .right }, read: { $0.textAlignment }))
        // UILabel
        c["numberOfLines"] = on(UILabel.self, "2", { $0.numberOfLines = 2 }, read: { $0.numberOfLines })
        c["lineBreakMode"] = on(UILabel.self, "\"byTruncatingHead\"", { $0.lineBreakMode = .byTruncatingHead }, read: { $0.lineBreakMode })
        c["adjustsFontSizeToFitWidth"] = on(UILabel.self, "true", { $0.adjustsFontSizeToFitWidth = true }, read: { $0.adjustsFontSizeToFitWidth })
        c["adjustsFontForContentSizeCategory"] = on(UILabel.self, "true", { $0.adjustsFontForContentSizeCategory = true },
                                                    read: { $0.adjustsFontForContentSizeCategory })
        c["minimumScaleFactor"] = on(UILabel.self, "0.5", { $0.minimumScaleFactor = 0.5 }, read: { $0.minimumScaleFactor })
        c["highlightedTextColor"] = on(UILabel.self, "\"systemOrange\"", { $0.highlightedTextColor = .systemOrange }, read: { $0.highlightedTextColor })
        c["preferredMaxLayoutWidth"] = on(UILabel.self, "80", { $0.preferredMaxLayoutWidth = 80 }, read: { $0.preferredMaxLayoutWidth })
        c["isEnabled"] = either(on(UILabel.self, "false", { $0.isEnabled = false }, read: { $0.isEnabled }),
                                on(UIControl.self, "false", { $0.isEnabled = false }, read: { $0.isEnabled }))
        c["isHighlighted"] = either(on(UILabel.self, "true", { $0.isHighlighted = true }, read: { $0.isHighlighted }),
                                    on(UIControl.self, "true", { $0.isHighlighted = true }, read: { $0.isHighlighted }))
        // UIControl
        c["isSelected"] = on(UIControl.self, "true", { $0.isSelected = true }, read: { $0.isSelected })
        c["contentHorizontalAlignment"] = on(UIControl.self, "\"right\"", { $0.contentHorizontalAlignment = .right },
                                             read: { $0.contentHorizontalAlignment.rawValue })
        c["contentVerticalAlignment"] = on(UIControl.self, "\"bottom\"", { $0.contentVerticalAlignment = .bottom },
                                           read: { $0.contentVerticalAlignment.rawValue })
        // UIImageView, UIButton
        c["image"] = either(on(UIImageView.self, "\"avatar@3x.png\"", { $0.image = RoundTripImages.image("avatar@3x.png") }, read: { $0.image }),
                            on(UIButton.self, "\"avatar@3x.png\"", { $0.setImage(RoundTripImages.image("avatar@3x.png"), for: .normal) },
                               read: { [$0.image(for: .normal), $0.image(for: .selected)].map(describe) }))
        c["systemImage"] = either(on(UIImageView.self, "\"gear\"", { $0.image = UIImage(systemName: "gear") }, read: { $0.image }),
                                  on(UIButton.self, "\"gear\"", { $0.setImage(UIImage(systemName: "gear"), for: .normal) },
                                     read: { $0.image(for: .normal) }))
        // A symbol configuration alone has no symbol to configure: nothing changes, in a file as in code.
        for key in ["symbolConfiguration.pointSize", "symbolConfiguration.weight", "symbolConfiguration.scale"] {
            let json = key.hasSuffix("pointSize") ? "40" : key.hasSuffix("weight") ? "\"heavy\"" : "\"large\""
            c[key] = either(on(UIImageView.self, json, { _ in }, read: { $0.image }),
                            on(UIButton.self, json, { _ in }, read: { $0.image(for: .normal) }))
        }
        c["highlightedImage"] = on(UIImageView.self, "\"wifi@3x.png\"", { $0.highlightedImage = RoundTripImages.image("wifi@3x.png") },
                                   read: { $0.highlightedImage })
        c["title"] = on(UIButton.self, #"{"normal": "Go 走", "highlighted": "Going"}"#, {
            $0.setTitle("Go 走", for: .normal)
            $0.setTitle("Going", for: .highlighted)
        }, read: { [$0.title(for: .normal), $0.title(for: .highlighted)] })
        c["attributedTitle"] = on(UIButton.self, #"{"normal": \#(runs)}"#, { $0.setAttributedTitle(attributed(), for: .normal) },
                                  read: { $0.attributedTitle(for: .normal)?.string })
        c["titleColor"] = on(UIButton.self, #"{"normal": "systemPurple", "disabled": "systemGray"}"#, {
            $0.setTitleColor(.systemPurple, for: .normal)
            $0.setTitleColor(.systemGray, for: .disabled)
        }, read: { [$0.titleColor(for: .normal), $0.titleColor(for: .disabled)].map(describe) })
        c["backgroundImage"] = on(UIButton.self, "\"avatar@3x.png\"", { $0.setBackgroundImage(RoundTripImages.image("avatar@3x.png"), for: .normal) },
                                  read: { $0.backgroundImage(for: .normal) })
        let insets = UIEdgeInsets(top: 2, left: 12, bottom: 4, right: 6)
        c["contentEdgeInsets"] = on(UIButton.self, "[2, 12, 4, 6]", { $0.contentEdgeInsets = insets }, read: { $0.contentEdgeInsets })
        c["titleEdgeInsets"] = on(UIButton.self, "[2, 12, 4, 6]", { $0.titleEdgeInsets = insets }, read: { $0.titleEdgeInsets })
        c["imageEdgeInsets"] = on(UIButton.self, "[2, 12, 4, 6]", { $0.imageEdgeInsets = insets }, read: { $0.imageEdgeInsets })
        // A button configuration, one property at a time (without a style, a plain one).
        @MainActor func configured(_ key: String, _ json: String, _ change: @escaping @MainActor (inout UIButton.Configuration) -> Void,
                        read: @escaping @MainActor (UIButton.Configuration) -> Any?) {
            c["configuration.\(key)"] = on(UIButton.self, json, { button in
                var configuration = UIButton.Configuration.plain()
                change(&configuration)
                button.configuration = configuration
            }, read: { $0.configuration.flatMap(read) })
        }
        configured("style", "\"filled\"", { $0 = .filled() }, read: { $0.style })
        configured("title", "\"Go 走\"", { $0.title = "Go 走" }, read: { $0.title })
        configured("subtitle", "\"Now\"", { $0.subtitle = "Now" }, read: { $0.subtitle })
        configured("image", "\"avatar@3x.png\"", { $0.image = RoundTripImages.image("avatar@3x.png") }, read: { $0.image })
        configured("imagePlacement", "\"top\"", { $0.imagePlacement = .top }, read: { $0.imagePlacement.rawValue })
        configured("imagePadding", "8", { $0.imagePadding = 8 }, read: { $0.imagePadding })
        configured("titlePadding", "3", { $0.titlePadding = 3 }, read: { $0.titlePadding })
        configured("cornerStyle", "\"capsule\"", { $0.cornerStyle = .capsule }, read: { $0.cornerStyle })
        configured("buttonSize", "\"large\"", { $0.buttonSize = .large }, read: { $0.buttonSize })
        configured("titleAlignment", "\"trailing\"", { $0.titleAlignment = .trailing }, read: { $0.titleAlignment })
        configured("baseForegroundColor", "\"systemOrange\"", { $0.baseForegroundColor = .systemOrange }, read: { $0.baseForegroundColor })
        configured("baseBackgroundColor", "\"systemMint\"", { $0.baseBackgroundColor = .systemMint }, read: { $0.baseBackgroundColor })
        configured("contentInsets", "[1, 2, 3, 4]", { $0.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4) },
                   read: { $0.contentInsets })
        configured("titleFont", #"{"system": 13, "weight": "bold"}"#, { $0.titleFontOverride = .systemFont(ofSize: 13, weight: .bold) },
                   read: { $0.titleFont })
        c["titleLabel.font"] = on(UIButton.self, #"{"style": "headline"}"#, { $0.titleLabel?.font = .preferredFont(forTextStyle: .headline) },
                                  read: { $0.titleLabel?.font })
        // UISwitch, UISlider, UIStepper
        c["isOn"] = on(UISwitch.self, "false", { $0.isOn = false }, read: { $0.isOn })
        c["onTintColor"] = on(UISwitch.self, "\"systemBlue\"", { $0.onTintColor = .systemBlue }, read: { $0.onTintColor })
        c["thumbTintColor"] = either(on(UISwitch.self, "\"yellow\"", { $0.thumbTintColor = .yellow }, read: { $0.thumbTintColor }),
                                     on(UISlider.self, "\"yellow\"", { $0.thumbTintColor = .yellow }, read: { $0.thumbTintColor }))
        c["value"] = either(on(UISlider.self, "0.75", { $0.value = 0.75 }, read: { $0.value }),
                            on(UIStepper.self, "0.75", { $0.value = 0.75 }, read: { $0.value }))
        c["minimumValue"] = either(on(UISlider.self, "0.5", { $0.minimumValue = 0.5 }, read: { [$0.minimumValue, $0.value] }),
                                   on(UIStepper.self, "0.5", { $0.minimumValue = 0.5 }, read: { [$0.minimumValue, $0.value] }))
        c["maximumValue"] = either(on(UISlider.self, "0.2", { $0.maximumValue = 0.2 }, read: { [$0.maximumValue, $0.value] }),
                                   on(UIStepper.self, "0.2", { $0.maximumValue = 0.2 }, read: { [$0.maximumValue, $0.value] }))
        c["minimumTrackTintColor"] = on(UISlider.self, "\"systemRed\"", { $0.minimumTrackTintColor = .systemRed }, read: { $0.minimumTrackTintColor })
        c["maximumTrackTintColor"] = on(UISlider.self, "\"systemTeal\"", { $0.maximumTrackTintColor = .systemTeal }, read: { $0.maximumTrackTintColor })
        c["stepValue"] = on(UIStepper.self, "0.5", { $0.stepValue = 0.5 }, read: { $0.stepValue })
        c["wraps"] = on(UIStepper.self, "true", { $0.wraps = true }, read: { $0.wraps })
        // UIDatePicker (its base shows 2026-11-27 23:00 UTC as a compact date)
        c["datePickerMode"] = on(UIDatePicker.self, "\"time\"", { $0.datePickerMode = .time }, read: { $0.datePickerMode })
        c["preferredDatePickerStyle"] = on(UIDatePicker.self, "\"wheels\"", { $0.preferredDatePickerStyle = .wheels },
                                           read: { $0.datePickerStyle })
        c["locale"] = on(UIDatePicker.self, "\"de_DE\"", { $0.locale = Locale(identifier: "de_DE") }, read: { $0.locale?.identifier })
        c["timeZone"] = on(UIDatePicker.self, "\"Asia/Tokyo\"", { $0.timeZone = TimeZone(identifier: "Asia/Tokyo") },
                           read: { $0.timeZone?.identifier })
        c["date"] = on(UIDatePicker.self, "\"2024-02-29T12:30:00Z\"", { $0.date = Date(timeIntervalSinceReferenceDate: 730_902_600) },
                       read: { $0.date })
        c["minimumDate"] = on(UIDatePicker.self, "\"2026-12-25T00:00:00Z\"", { $0.minimumDate = Date(timeIntervalSinceReferenceDate: 819_849_600) },
                              read: { [$0.minimumDate, $0.date] })
        c["maximumDate"] = on(UIDatePicker.self, "\"2026-01-02T00:00:00Z\"", { $0.maximumDate = Date(timeIntervalSinceReferenceDate: 789_004_800) },
                              read: { [$0.maximumDate, $0.date] })
        c["minuteInterval"] = on(UIDatePicker.self, "15", { $0.minuteInterval = 15 }, read: { [$0.minuteInterval as Any, $0.date] })
        c["countDownDuration"] = on(UIDatePicker.self, "600", { $0.countDownDuration = 600 }, read: { $0.countDownDuration })
        c["roundsToMinuteInterval"] = on(UIDatePicker.self, "false", { $0.roundsToMinuteInterval = false }, read: { $0.roundsToMinuteInterval })
        // UIProgressView
        c["progress"] = on(UIProgressView.self, "0.75", { $0.progress = 0.75 }, read: { $0.progress })
        c["progressTintColor"] = on(UIProgressView.self, "\"systemGreen\"", { $0.progressTintColor = .systemGreen }, read: { $0.progressTintColor })
        c["trackTintColor"] = on(UIProgressView.self, "\"systemYellow\"", { $0.trackTintColor = .systemYellow }, read: { $0.trackTintColor })
        c["progressViewStyle"] = on(UIProgressView.self, "\"bar\"", { $0.progressViewStyle = .bar }, read: { $0.progressViewStyle })
        // UISegmentedControl
        c["segments"] = on(UISegmentedControl.self, #"["甲", "B", "C"]"#, { control in
            control.removeAllSegments()
            for title in ["甲", "B", "C"] { control.insertSegment(withTitle: title, at: control.numberOfSegments, animated: false) }
            control.selectedSegmentIndex = 0
        }, read: { control in (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } })
        c["selectedSegmentIndex"] = on(UISegmentedControl.self, "1", { $0.selectedSegmentIndex = 1 }, read: { $0.selectedSegmentIndex })
        c["selectedSegmentTintColor"] = on(UISegmentedControl.self, "\"systemYellow\"", { $0.selectedSegmentTintColor = .systemYellow },
                                           read: { $0.selectedSegmentTintColor })
        c["apportionsSegmentWidthsByContent"] = on(UISegmentedControl.self, "true", { $0.apportionsSegmentWidthsByContent = true },
                                                   read: { $0.apportionsSegmentWidthsByContent })
        c["isMomentary"] = on(UISegmentedControl.self, "true", { $0.isMomentary = true }, read: { $0.isMomentary })
        // UIPageControl
        c["numberOfPages"] = on(UIPageControl.self, "6", { $0.numberOfPages = 6 }, read: { $0.numberOfPages })
        c["currentPage"] = on(UIPageControl.self, "3", { $0.currentPage = 3 }, read: { $0.currentPage })
        c["hidesForSinglePage"] = on(UIPageControl.self, "true", { $0.hidesForSinglePage = true }, read: { $0.hidesForSinglePage })
        c["pageIndicatorTintColor"] = on(UIPageControl.self, "\"systemRed\"", { $0.pageIndicatorTintColor = .systemRed },
                                         read: { $0.pageIndicatorTintColor })
        c["currentPageIndicatorTintColor"] = on(UIPageControl.self, "\"systemBlue\"", { $0.currentPageIndicatorTintColor = .systemBlue },
                                                read: { $0.currentPageIndicatorTintColor })
        // UIActivityIndicatorView
        c["style"] = on(UIActivityIndicatorView.self, "\"large\"", { $0.style = .large }, read: { $0.style })
        c["color"] = on(UIActivityIndicatorView.self, "\"systemPink\"", { $0.color = .systemPink }, read: { $0.color })
        c["hidesWhenStopped"] = on(UIActivityIndicatorView.self, "true", { $0.hidesWhenStopped = true }, read: { [$0.hidesWhenStopped, $0.isHidden] })
        c["isAnimating"] = on(UIActivityIndicatorView.self, "true", { $0.startAnimating() }, read: { $0.isAnimating })
        // UITextField, UITextView
        c["placeholder"] = on(UITextField.self, "\"Email 邮箱\"", { $0.placeholder = "Email 邮箱" }, read: { $0.placeholder })
        c["borderStyle"] = on(UITextField.self, "\"line\"", { $0.borderStyle = .line }, read: { $0.borderStyle })
        c["isEditable"] = on(UITextView.self, "false", { $0.isEditable = false }, read: { $0.isEditable })
        c["textContainerInset"] = on(UITextView.self, "[2, 6, 2, 6]", { $0.textContainerInset = UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6) },
                                     read: { $0.textContainerInset })
        // UIScrollView's, here on UITextView (a scroll view, as in UIKit; it
        // sets its own contentSize from its text, file or code alike)
        c["contentSize"] = on(UIScrollView.self, "[120, 300]", { $0.contentSize = CGSize(width: 120, height: 300) }, read: { $0.contentSize })
        c["contentOffset"] = on(UIScrollView.self, "[0, 6]", { $0.contentOffset = CGPoint(x: 0, y: 6) }, read: { $0.contentOffset })
        c["contentInset"] = on(UIScrollView.self, "[10, 0, 0, 0]", { $0.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0) },
                               read: { $0.contentInset })
        c["isScrollEnabled"] = on(UIScrollView.self, "false", { $0.isScrollEnabled = false }, read: { $0.isScrollEnabled })
        c["showsHorizontalScrollIndicator"] = on(UIScrollView.self, "false", { $0.showsHorizontalScrollIndicator = false },
                                                 read: { $0.showsHorizontalScrollIndicator })
        c["showsVerticalScrollIndicator"] = on(UIScrollView.self, "false", { $0.showsVerticalScrollIndicator = false },
                                               read: { $0.showsVerticalScrollIndicator })
        c["bounces"] = on(UIScrollView.self, "false", { $0.bounces = false }, read: { $0.bounces })
        c["contentInsetAdjustmentBehavior"] = on(UIScrollView.self, "\"never\"", { $0.contentInsetAdjustmentBehavior = .never },
                                                 read: { $0.contentInsetAdjustmentBehavior })
        // UIStackView
        c["axis"] = on(UIStackView.self, "\"vertical\"", { $0.axis = .vertical }, read: { $0.axis })
        c["distribution"] = on(UIStackView.self, "\"fillEqually\"", { $0.distribution = .fillEqually }, read: { $0.distribution })
        c["alignment"] = on(UIStackView.self, "\"center\"", { $0.alignment = .center }, read: { $0.alignment })
        c["spacing"] = on(UIStackView.self, "12", { $0.spacing = 12 }, read: { $0.spacing })
        c["isLayoutMarginsRelativeArrangement"] = on(UIStackView.self, "true", { $0.isLayoutMarginsRelativeArrangement = true },
                                                     read: { $0.isLayoutMarginsRelativeArrangement })
        c["isBaselineRelativeArrangement"] = on(UIStackView.self, "true", { $0.isBaselineRelativeArrangement = true },
                                                read: { $0.isBaselineRelativeArrangement })
        return c
    }()
}
