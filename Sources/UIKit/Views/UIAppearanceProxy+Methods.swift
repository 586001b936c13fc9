// The methods UIKit marks UI_APPEARANCE_SELECTOR, callable through an
// appearance proxy of a class that has them: each records its value under
// the method's name and arguments and calls the same method on matching
// instances when they take the proxies' values (the instance's own call wins,
// as in UIKit). Reading (`titleColor(for:)` on a proxy) returns what was
// recorded for exactly that state, nil when nothing was.

extension UIAppearanceProxy where Root: UIButton {
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        record("setTitleColor:\(state.rawValue)", value: color) { $0.setTitleColor(color, for: state) }
    }

    public func titleColor(for state: UIControl.State) -> UIColor? {
        recorded("setTitleColor:\(state.rawValue)") as? UIColor
    }

    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        record("setImage:\(state.rawValue)", value: image) { $0.setImage(image, for: state) }
    }

    public func image(for state: UIControl.State) -> UIImage? {
        recorded("setImage:\(state.rawValue)") as? UIImage
    }

    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        record("setBackgroundImage:\(state.rawValue)", value: image) { $0.setBackgroundImage(image, for: state) }
    }

    public func backgroundImage(for state: UIControl.State) -> UIImage? {
        recorded("setBackgroundImage:\(state.rawValue)") as? UIImage
    }
}

extension UIAppearanceProxy where Root: UINavigationBar {
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        record("setBackgroundImage:\(barMetrics.rawValue)", value: backgroundImage) {
            $0.setBackgroundImage(backgroundImage, for: barMetrics)
        }
    }

    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        recorded("setBackgroundImage:\(barMetrics.rawValue)") as? UIImage
    }
}

extension UIAppearanceProxy where Root: UIBarItem {
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        record("setTitleTextAttributes:\(state.rawValue)", value: attributes) { $0.setTitleTextAttributes(attributes, for: state) }
    }

    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        recorded("setTitleTextAttributes:\(state.rawValue)") as? [NSAttributedString.Key: Any]
    }
}

extension UIAppearanceProxy where Root: UISegmentedControl {
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        record("setTitleTextAttributes:\(state.rawValue)", value: attributes) { $0.setTitleTextAttributes(attributes, for: state) }
    }

    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        recorded("setTitleTextAttributes:\(state.rawValue)") as? [NSAttributedString.Key: Any]
    }
}

extension UIAppearanceProxy where Root: UINavigationBar {
    public func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        record("setTitleVerticalPositionAdjustment:\(barMetrics.rawValue)", value: adjustment) {
            $0.setTitleVerticalPositionAdjustment(adjustment, for: barMetrics)
        }
    }

    public func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        recorded("setTitleVerticalPositionAdjustment:\(barMetrics.rawValue)") as? CGFloat ?? 0
    }
}

extension UIAppearanceProxy where Root: UIBarButtonItem {
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        record("setBackgroundImage:\(state.rawValue):\(barMetrics.rawValue)", value: backgroundImage) {
            $0.setBackgroundImage(backgroundImage, for: state, barMetrics: barMetrics)
        }
    }

    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        recorded("setBackgroundImage:\(state.rawValue):\(barMetrics.rawValue)") as? UIImage
    }

    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, style: UIBarButtonItem.Style,
                                   barMetrics: UIBarMetrics) {
        record("setBackgroundImage:\(state.rawValue):\(style.rawValue):\(barMetrics.rawValue)", value: backgroundImage) {
            $0.setBackgroundImage(backgroundImage, for: state, style: style, barMetrics: barMetrics)
        }
    }

    public func backgroundImage(for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics) -> UIImage? {
        recorded("setBackgroundImage:\(state.rawValue):\(style.rawValue):\(barMetrics.rawValue)") as? UIImage
    }

    public func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        record("setTitlePositionAdjustment:\(barMetrics.rawValue)", value: adjustment) {
            $0.setTitlePositionAdjustment(adjustment, for: barMetrics)
        }
    }

    public func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        recorded("setTitlePositionAdjustment:\(barMetrics.rawValue)") as? UIOffset ?? .zero
    }

    public func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        record("setBackButtonTitlePositionAdjustment:\(barMetrics.rawValue)", value: adjustment) {
            $0.setBackButtonTitlePositionAdjustment(adjustment, for: barMetrics)
        }
    }

    public func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        recorded("setBackButtonTitlePositionAdjustment:\(barMetrics.rawValue)") as? UIOffset ?? .zero
    }

    public func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        record("setBackButtonBackgroundImage:\(state.rawValue):\(barMetrics.rawValue)", value: backgroundImage) {
            $0.setBackButtonBackgroundImage(backgroundImage, for: state, barMetrics: barMetrics)
        }
    }

    public func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        recorded("setBackButtonBackgroundImage:\(state.rawValue):\(barMetrics.rawValue)") as? UIImage
    }
}

extension UIAppearanceProxy where Root: UISlider {
    public func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        record("setThumbImage:\(state.rawValue)", value: image) { $0.setThumbImage(image, for: state) }
    }

    public func thumbImage(for state: UIControl.State) -> UIImage? {
        recorded("setThumbImage:\(state.rawValue)") as? UIImage
    }

    public func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        record("setMinimumTrackImage:\(state.rawValue)", value: image) { $0.setMinimumTrackImage(image, for: state) }
    }

    public func minimumTrackImage(for state: UIControl.State) -> UIImage? {
        recorded("setMinimumTrackImage:\(state.rawValue)") as? UIImage
    }

    public func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        record("setMaximumTrackImage:\(state.rawValue)", value: image) { $0.setMaximumTrackImage(image, for: state) }
    }

    public func maximumTrackImage(for state: UIControl.State) -> UIImage? {
        recorded("setMaximumTrackImage:\(state.rawValue)") as? UIImage
    }
}

extension UIAppearanceProxy where Root: UISegmentedControl {
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        record("setBackgroundImage:\(state.rawValue):\(barMetrics.rawValue)", value: backgroundImage) {
            $0.setBackgroundImage(backgroundImage, for: state, barMetrics: barMetrics)
        }
    }

    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        recorded("setBackgroundImage:\(state.rawValue):\(barMetrics.rawValue)") as? UIImage
    }

    public func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                                rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {
        record("setDividerImage:\(leftState.rawValue):\(rightState.rawValue):\(barMetrics.rawValue)", value: dividerImage) {
            $0.setDividerImage(dividerImage, forLeftSegmentState: leftState, rightSegmentState: rightState, barMetrics: barMetrics)
        }
    }

    public func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
                             barMetrics: UIBarMetrics) -> UIImage? {
        recorded("setDividerImage:\(leftState.rawValue):\(rightState.rawValue):\(barMetrics.rawValue)") as? UIImage
    }

    public func setContentPositionAdjustment(_ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment,
                                             barMetrics: UIBarMetrics) {
        record("setContentPositionAdjustment:\(leftCenterRightOrAlone.rawValue):\(barMetrics.rawValue)", value: adjustment) {
            $0.setContentPositionAdjustment(adjustment, forSegmentType: leftCenterRightOrAlone, barMetrics: barMetrics)
        }
    }

    public func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment,
                                          barMetrics: UIBarMetrics) -> UIOffset {
        recorded("setContentPositionAdjustment:\(leftCenterRightOrAlone.rawValue):\(barMetrics.rawValue)") as? UIOffset ?? .zero
    }
}
