import Foundation

/// UIKit's accessibility functions and settings.
///
/// Headless there is no assistive technology and no Settings app: `post`
/// reaches no one (it has no visible effect on iOS either), every status
/// query is false (VoiceOver, Switch Control and the display settings are
/// off, as on a fresh simulator), and the status-change notifications are
/// never posted. What an element exposes (labels, values, traits...) is real:
/// views answer as UIKit's do, and `render tree` prints it.
public enum UIAccessibility {
    /// A notification to assistive technologies (`post(notification:argument:)`).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// Reaches no assistive technology: none runs headless.
    @preconcurrency @MainActor
    public static func post(notification: Notification, argument: Any?) {}

    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static var isAssistiveTouchRunning: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }

    /// The element VoiceOver has focused: none, as VoiceOver does not run.
    @preconcurrency @MainActor
    public static func focusedElement(using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?) -> Any? { nil }

    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let notificationVoiceOver = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
        public static let notificationSwitchControl = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
    }

    /// Converts a rectangle in `view`'s coordinates to screen coordinates.
    @preconcurrency @MainActor
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.convert(rect, to: nil)
    }

    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let switchControlStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public static let grayscaleStatusDidChangeNotification = NSNotification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    public static let invertColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    public static let monoAudioStatusDidChangeNotification = NSNotification.Name("UIAccessibilityMonoAudioStatusDidChangeNotification")
    public static let closedCaptioningStatusDidChangeNotification = NSNotification.Name("UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    public static let differentiateWithoutColorDidChangeNotification = NSNotification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    public static let elementFocusedNotification = NSNotification.Name("UIAccessibilityElementFocusedNotification")
    public static let announcementDidFinishNotification = NSNotification.Name("UIAccessibilityAnnouncementDidFinishNotification")
    public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
}
