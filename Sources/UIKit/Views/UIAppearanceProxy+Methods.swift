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
