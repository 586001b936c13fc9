import Foundation

/// Offscreen's own entry for tools (the `render` command, snapshot helpers):
/// the view controller a layout file describes, and a controller shown in a
/// window of a given size, laid out and ready to render.
@preconcurrency @MainActor
package enum LayoutFileScene {
    /// The controller a layout file describes: its `initialViewController`,
    /// else its first top-level view controller; nil when the file is a plain
    /// view tree. The controller is made as a storyboard makes a scene, and its
    /// view is loaded here so that a bad file is an error, not a stop.
    package static func initialViewController(contentsOf url: URL) throws(LayoutFileError) -> UIViewController? {
        let storyboard = UIStoryboard(source: .file(url), name: url.deletingPathExtension().lastPathComponent)
        return try initialViewController(of: storyboard)
    }

    /// The same for a layout file's bytes (images resolve against `directory`).
    package static func initialViewController(data: Data, name: String, directory: URL) throws(LayoutFileError) -> UIViewController? {
        let storyboard = UIStoryboard(source: .data(data, name: name, directory: directory), name: name)
        return try initialViewController(of: storyboard)
    }

    /// The same for a storyboard (for example one made with `UIStoryboard(nib:name:)`).
    package static func initialViewController(of storyboard: UIStoryboard) throws(LayoutFileError) -> UIViewController? {
        var controller = try storyboard.checkedInstantiateInitialViewController()
        if controller == nil { controller = try storyboard.checkedInstantiateFirstViewController() }
        try controller?.checkedLoadViewIfNeeded()
        return controller
    }

    /// A shown window of `size` points at `scale` whose root view controller
    /// is `controller`, after its appearance callbacks and layout. Its view is
    /// loaded with errors reported (see `checkedLoadViewIfNeeded()`). The
    /// window is not made key, so nothing global changes. `traits` are the
    /// window's trait overrides (appearance, text size, direction...);
    /// `safeArea` its safe area (a canvas's: the status bar and home indicator).
    package static func window(showing controller: UIViewController, size: CGSize, scale: CGFloat,
                               traits: UITraitCollection = UITraitCollection(),
                               safeArea: UIEdgeInsets = .zero) throws(LayoutFileError) -> UIWindow {
        try controller.checkedLoadViewIfNeeded()
        let window = canvasWindow(size: size, scale: scale, traits: traits)
        window.offscreenSafeAreaInsets = safeArea
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        return window
    }

    /// A window of `size` points on a screen of its own at `scale`, with
    /// `traits` as its trait overrides: the canvas a layout file is shown on.
    package static func canvasWindow(size: CGSize, scale: CGFloat, traits: UITraitCollection) -> UIWindow {
        let screen = UIScreen()
        screen.bounds = CGRect(origin: .zero, size: size)
        screen.scale = scale
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = screen
        window.traitOverrides.traitValues = traits.values
        return window
    }

    /// The pixels of `controller` shown full screen in a window of `size` at `scale`.
    package static func image(of controller: UIViewController, size: CGSize, scale: CGFloat) throws(LayoutFileError) -> UIImage {
        try window(showing: controller, size: size, scale: scale).offscreenImage(scale: scale)
    }
}
