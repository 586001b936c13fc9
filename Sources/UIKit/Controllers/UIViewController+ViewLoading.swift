import Foundation

// Lazy view loading, as UIKit does it: the first access to `view` calls `loadView()`
// then `viewDidLoad()`; a memory warning may drop an offscreen view, and the
// next access loads it again.
extension UIViewController {
    package func loadViewIfRequired() {
        guard viewStorage == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        // As on iOS, viewDidLoad follows loadView even if it made no view.
        viewDidLoad()
    }

    /// UIViewController's own `loadView()`.
    package func loadDefaultView() {
        do throws(LayoutFileError) {
            try loadDefaultViewChecked()
        } catch {
            if collectsLoadError {
                loadError = error
                return
            }
            // UIKit raises an exception for a nib it cannot load; so do we,
            // with the file, JSON path and line. `checkedLoadViewIfNeeded()`
            // returns the error instead.
            fatalError("\(type(of: self)) could not load its view: \(error)")
        }
    }

    /// The default view lookup, reporting a bad file instead of stopping.
    package func loadDefaultViewChecked() throws(LayoutFileError) {
        if let nibName {
            try loadView(fromNibNamed: nibName, bundle: nibBundle)
            return
        }
        if let sceneView {
            replaceView(with: try sceneView.instantiate(owner: self))
            return
        }
        if let name = defaultNibName() {
            try loadView(fromNibNamed: name, bundle: nibBundle)
            return
        }
        let plain = UIView(frame: UIScreen.main.bounds)
        plain.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        replaceView(with: plain)
    }

    /// The layout file `loadView()` would use without a `nibName`: the class
    /// name, else the class name without `Controller`; nil when neither exists.
    package func defaultNibName() -> String? {
        let className = String(describing: type(of: self))
        if LayoutFileSource.exists(className, bundle: nibBundle) { return className }
        if className.hasSuffix("Controller") {
            let short = String(className.dropLast("Controller".count))
            if !short.isEmpty, LayoutFileSource.exists(short, bundle: nibBundle) { return short }
        }
        return nil
    }

    /// Loads a layout file with this controller as its owner; the owner's
    /// `view` outlet must be connected, as UIKit requires.
    private func loadView(fromNibNamed name: String, bundle: Bundle?) throws(LayoutFileError) {
        let nib = UINib(nibName: name, bundle: bundle)
        _ = try nib.checkedInstantiate(withOwner: self, options: nil)
        guard viewStorage != nil else {
            let file = name.hasSuffix(".json") ? name : "\(name).json"
            throw LayoutFileError(file: file, path: "$.owner.outlets", line: 0, column: 0,
                                  message: "\(type(of: self)) loaded the layout file but its view outlet was not set; add \"owner\": {\"outlets\": {\"view\": \"<id of the root view>\"}}")
        }
    }

    /// Loads the view if needed, reporting a bad layout file as an error
    /// instead of stopping the process. Offscreen's own API (not UIKit's), for
    /// tools that render untrusted files. A `loadView()` override runs as
    /// usual; the default one (or `super.loadView()`) reports its error here.
    package func checkedLoadViewIfNeeded() throws(LayoutFileError) {
        guard viewStorage == nil, !isLoadingView else { return }
        collectsLoadError = true
        loadError = nil
        isLoadingView = true
        loadView()
        isLoadingView = false
        collectsLoadError = false
        if let error = loadError {
            loadError = nil
            replaceView(with: nil)
            throw error
        }
        viewDidLoad()
    }

    /// Sets the root view: the old one forgets this controller, the new one
    /// learns it (it is the next responder and gets the layout callbacks).
    package func replaceView(with newView: UIView?) {
        guard newView !== viewStorage else { return }
        if let old = viewStorage, old.viewDelegate === self { old.viewDelegate = nil }
        let oldView = viewStorage
        viewStorage = newView
        newView?.viewDelegate = self
        oldView?.refreshTraits()
        newView?.refreshTraits()
        // A controller's root view has the system minimum margins.
        oldView?.refreshSystemLayoutGuides()
        newView?.refreshSystemLayoutGuides()
    }

    package func unloadViewIfOffscreen() {
        guard let view = viewStorage, view.window == nil, view.superview == nil else { return }
        replaceView(with: nil)
    }

    /// A nib-decoded controller got its view inside `init?(coder:)`; the
    /// loader calls this right after the controller's `awakeFromNib()`, which
    /// is where UIKit logs `viewDidLoad` for a controller in a nib.
    package func viewDidLoadAfterDecoding() {
        guard viewStorage != nil else { return }
        viewDidLoad()
    }
}
