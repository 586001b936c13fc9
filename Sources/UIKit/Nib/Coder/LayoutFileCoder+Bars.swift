import Foundation

/// Applies a layout file's bar properties inside `init?(coder:)`: the
/// translucency and bar tint of navigation bars, toolbars and search bars,
/// the style of toolbars and search bars, and a search bar's text, prompt,
/// buttons and scope bar (titles before the selection).
extension LayoutFileCoder {
    @preconcurrency @MainActor
    package func applyBarProperties(to view: UIView) {
        let translucent: Bool?
        if case .bool(let b)? = propertyValue(forKey: "isTranslucent") { translucent = b } else { translucent = nil }
        let tint = decodeObject(forKey: "barTintColor") as? UIColor
        let style = enumerationValue(forKey: "barStyle", .barStyle).flatMap { UIBarStyle(rawValue: $0) }
        if let bar = view as? UINavigationBar {
            if let translucent { bar.isTranslucent = translucent }
            if let tint { bar.barTintColor = tint }
        }
        if let toolbar = view as? UIToolbar {
            if let translucent { toolbar.isTranslucent = translucent }
            if let tint { toolbar.barTintColor = tint }
            if let style { toolbar.barStyle = style }
        }
        if let searchBar = view as? UISearchBar {
            if let translucent { searchBar.isTranslucent = translucent }
            if let tint { searchBar.barTintColor = tint }
            if let style { searchBar.barStyle = style }
            applySearchBarProperties(to: searchBar)
        }
    }

    @preconcurrency @MainActor
    private func applySearchBarProperties(to bar: UISearchBar) {
        if let raw = enumerationValue(forKey: "searchBarStyle", .searchBarStyle), let style = UISearchBar.Style(rawValue: UInt(raw)) {
            bar.searchBarStyle = style
        }
        if case .string(let s)? = propertyValue(forKey: "text") { bar.text = s }
        if case .string(let s)? = propertyValue(forKey: "placeholder") { bar.placeholder = s }
        if case .string(let s)? = propertyValue(forKey: "prompt") { bar.prompt = s }
        if case .bool(let b)? = propertyValue(forKey: "showsCancelButton") { bar.showsCancelButton = b }
        if case .bool(let b)? = propertyValue(forKey: "showsBookmarkButton") { bar.showsBookmarkButton = b }
        if case .bool(let b)? = propertyValue(forKey: "showsSearchResultsButton") { bar.showsSearchResultsButton = b }
        if case .list(let titles)? = propertyValue(forKey: "scopeButtonTitles") {
            var strings: [String] = []
            for case .string(let title) in titles { strings.append(title) }
            bar.scopeButtonTitles = strings
        }
        if case .integer(let i)? = propertyValue(forKey: "selectedScopeButtonIndex") {
            let count = bar.scopeButtonTitles?.count ?? 0
            if i >= count, let source = object.properties["selectedScopeButtonIndex"] {
                record(reader.error(source, "selectedScopeButtonIndex \(i) is past the last scope button (the bar has \(count))"))
            }
            bar.selectedScopeButtonIndex = i
        }
        if case .bool(let b)? = propertyValue(forKey: "showsScopeBar") { bar.showsScopeBar = b }
    }
}
