import Foundation

extension Bundle {
    /// Loads the layout file `name.json` (see `UINib(nibName:bundle:)` for where
    /// it is looked for) and returns its top-level objects, as UIKit's
    /// `loadNibNamed(_:owner:options:)` does.
    @preconcurrency @MainActor @discardableResult
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
