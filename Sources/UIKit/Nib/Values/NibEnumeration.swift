/// The UIKit enumerations a layout file names by their Swift case names, with
/// the raw values UIKit gives them (so `decodeInteger(forKey: "contentMode")`
/// returns what `UIView.ContentMode(rawValue:)` expects).
package struct NibEnumeration: Sendable {
    package var typeName: String
    package var cases: [(name: String, rawValue: Int)]

    package func rawValue(of name: String) -> Int? {
        cases.first { $0.name == name }?.rawValue
    }

    package var names: [String] { cases.map(\.name) }

    package static let contentMode = NibEnumeration(typeName: "UIView.ContentMode", cases: [
        ("scaleToFill", 0), ("scaleAspectFit", 1), ("scaleAspectFill", 2), ("redraw", 3), ("center", 4),
        ("top", 5), ("bottom", 6), ("left", 7), ("right", 8), ("topLeft", 9), ("topRight", 10),
        ("bottomLeft", 11), ("bottomRight", 12),
    ])

    package static let tabBarSystemItem = NibEnumeration(typeName: "UITabBarItem.SystemItem", cases: [
        ("more", 0), ("favorites", 1), ("featured", 2), ("topRated", 3), ("recents", 4), ("contacts", 5),
        ("history", 6), ("bookmarks", 7), ("search", 8), ("downloads", 9), ("mostRecent", 10), ("mostViewed", 11),
    ])

    /// `UIBarButtonItem.SystemItem` by its case names (UIKit's raw values).
    package static let barButtonSystemItem = NibEnumeration(typeName: "UIBarButtonItem.SystemItem", cases: [
        ("done", 0), ("cancel", 1), ("edit", 2), ("save", 3), ("add", 4), ("flexibleSpace", 5), ("fixedSpace", 6),
        ("compose", 7), ("reply", 8), ("action", 9), ("organize", 10), ("bookmarks", 11), ("search", 12),
        ("refresh", 13), ("stop", 14), ("camera", 15), ("trash", 16), ("play", 17), ("pause", 18),
        ("rewind", 19), ("fastForward", 20), ("undo", 21), ("redo", 22), ("close", 24),
    ])

    package static let barButtonItemStyle = NibEnumeration(typeName: "UIBarButtonItem.Style", cases: [
        ("plain", 0), ("done", 2),
    ])

    package static let largeTitleDisplayMode = NibEnumeration(typeName: "UINavigationItem.LargeTitleDisplayMode", cases: [
        ("automatic", 0), ("always", 1), ("never", 2), ("inline", 3),
    ])

    package static let navigationItemStyle = NibEnumeration(typeName: "UINavigationItem.ItemStyle", cases: [
        ("navigator", 0), ("browser", 1), ("editor", 2),
    ])

    /// `UIBarStyle` (a toolbar's or search bar's `barStyle`).
    package static let barStyle = NibEnumeration(typeName: "UIBarStyle", cases: [
        ("default", 0), ("black", 1),
    ])

    package static let searchBarStyle = NibEnumeration(typeName: "UISearchBar.Style", cases: [
        ("default", 0), ("prominent", 1), ("minimal", 2),
    ])

    package static let semanticContentAttribute = NibEnumeration(typeName: "UISemanticContentAttribute", cases: [
        ("unspecified", 0), ("playback", 1), ("spatial", 2), ("forceLeftToRight", 3), ("forceRightToLeft", 4),
    ])

    /// NSTextAlignment as on iOS (center is 1, right is 2).
    package static let textAlignment = NibEnumeration(typeName: "NSTextAlignment", cases: [
        ("left", 0), ("center", 1), ("right", 2), ("justified", 3), ("natural", 4),
    ])

    package static let lineBreakMode = NibEnumeration(typeName: "NSLineBreakMode", cases: [
        ("byWordWrapping", 0), ("byCharWrapping", 1), ("byClipping", 2), ("byTruncatingHead", 3),
        ("byTruncatingTail", 4), ("byTruncatingMiddle", 5),
    ])

    package static let stackAxis = NibEnumeration(typeName: "NSLayoutConstraint.Axis", cases: [
        ("horizontal", 0), ("vertical", 1),
    ])

    package static let stackDistribution = NibEnumeration(typeName: "UIStackView.Distribution", cases: [
        ("fill", 0), ("fillEqually", 1), ("fillProportionally", 2), ("equalSpacing", 3), ("equalCentering", 4),
    ])

    package static let stackAlignment = NibEnumeration(typeName: "UIStackView.Alignment", cases: [
        ("fill", 0), ("leading", 1), ("top", 1), ("firstBaseline", 2), ("center", 3), ("trailing", 4),
        ("bottom", 4), ("lastBaseline", 5),
    ])

    package static let contentHorizontalAlignment = NibEnumeration(typeName: "UIControl.ContentHorizontalAlignment", cases: [
        ("center", 0), ("left", 1), ("right", 2), ("fill", 3), ("leading", 4), ("trailing", 5),
    ])

    package static let contentVerticalAlignment = NibEnumeration(typeName: "UIControl.ContentVerticalAlignment", cases: [
        ("center", 0), ("top", 1), ("bottom", 2), ("fill", 3),
    ])

    package static let progressViewStyle = NibEnumeration(typeName: "UIProgressView.Style", cases: [
        ("default", 0), ("bar", 1),
    ])
    package static let datePickerMode = NibEnumeration(typeName: "UIDatePicker.Mode", cases: [
        ("time", 0), ("date", 1), ("dateAndTime", 2), ("countDownTimer", 3),
    ])
    package static let datePickerStyle = NibEnumeration(typeName: "UIDatePickerStyle", cases: [
        ("automatic", 0), ("wheels", 1), ("compact", 2), ("inline", 3),
    ])

    /// The current styles only; the deprecated white/gray ones are not offered.
    package static let activityIndicatorStyle = NibEnumeration(typeName: "UIActivityIndicatorView.Style", cases: [
        ("medium", 100), ("large", 101),
    ])

    package static let textBorderStyle = NibEnumeration(typeName: "UITextField.BorderStyle", cases: [
        ("none", 0), ("line", 1), ("bezel", 2), ("roundedRect", 3),
    ])

    package static let tableViewStyle = NibEnumeration(typeName: "UITableView.Style", cases: [
        ("plain", 0), ("grouped", 1), ("insetGrouped", 2),
    ])

    package static let tableSeparatorStyle = NibEnumeration(typeName: "UITableViewCell.SeparatorStyle", cases: [
        ("none", 0), ("singleLine", 1),
    ])

    package static let tableCellStyle = NibEnumeration(typeName: "UITableViewCell.CellStyle", cases: [
        ("default", 0), ("value1", 1), ("value2", 2), ("subtitle", 3),
    ])

    package static let tableCellAccessoryType = NibEnumeration(typeName: "UITableViewCell.AccessoryType", cases: [
        ("none", 0), ("disclosureIndicator", 1), ("detailDisclosureButton", 2), ("checkmark", 3), ("detailButton", 4),
    ])

    package static let tableCellSelectionStyle = NibEnumeration(typeName: "UITableViewCell.SelectionStyle", cases: [
        ("none", 0), ("blue", 1), ("gray", 2), ("default", 3),
    ])

    package static let scrollContentInsetAdjustment = NibEnumeration(typeName: "UIScrollView.ContentInsetAdjustmentBehavior", cases: [
        ("automatic", 0), ("scrollableAxes", 1), ("never", 2), ("always", 3),
    ])

    package static let collectionScrollDirection = NibEnumeration(typeName: "UICollectionView.ScrollDirection", cases: [
        ("vertical", 0), ("horizontal", 1),
    ])

    /// `UIBlurEffect.Style` by its case names, which are also the `style`
    /// names Interface Builder writes in `<blurEffect style="…"/>`.
    package static let blurEffectStyle = NibEnumeration(typeName: "UIBlurEffect.Style", cases: [
        ("extraLight", 0), ("light", 1), ("dark", 2), ("regular", 4), ("prominent", 5),
        ("systemUltraThinMaterial", 6), ("systemThinMaterial", 7), ("systemMaterial", 8),
        ("systemThickMaterial", 9), ("systemChromeMaterial", 10),
        ("systemUltraThinMaterialLight", 11), ("systemThinMaterialLight", 12), ("systemMaterialLight", 13),
        ("systemThickMaterialLight", 14), ("systemChromeMaterialLight", 15),
        ("systemUltraThinMaterialDark", 16), ("systemThinMaterialDark", 17), ("systemMaterialDark", 18),
        ("systemThickMaterialDark", 19), ("systemChromeMaterialDark", 20),
    ])

    /// `UIVibrancyEffectStyle` by its case names (`<vibrancyEffect style="…">`).
    package static let vibrancyEffectStyle = NibEnumeration(typeName: "UIVibrancyEffectStyle", cases: [
        ("label", 0), ("secondaryLabel", 1), ("tertiaryLabel", 2), ("quaternaryLabel", 3),
        ("fill", 4), ("secondaryFill", 5), ("tertiaryFill", 6), ("separator", 7),
    ])

    /// UIControl.State option bits; a layout file names one state per key.
    package static let controlState = NibEnumeration(typeName: "UIControl.State", cases: [
        ("normal", 0), ("highlighted", 1), ("disabled", 2), ("selected", 4), ("focused", 8),
    ])

    /// UIControl.Event option bits.
    package static let controlEvent = NibEnumeration(typeName: "UIControl.Event", cases: [
        ("touchDown", 1 << 0), ("touchDownRepeat", 1 << 1), ("touchDragInside", 1 << 2),
        ("touchDragOutside", 1 << 3), ("touchDragEnter", 1 << 4), ("touchDragExit", 1 << 5),
        ("touchUpInside", 1 << 6), ("touchUpOutside", 1 << 7), ("touchCancel", 1 << 8),
        ("valueChanged", 1 << 12), ("primaryActionTriggered", 1 << 13), ("menuActionTriggered", 1 << 14),
        ("editingDidBegin", 1 << 16), ("editingChanged", 1 << 17), ("editingDidEnd", 1 << 18),
        ("editingDidEndOnExit", 1 << 19),
    ])

    /// UIView.AutoresizingMask option bits, written as an array of names.
    /// UIAccessibilityTraits option bits, under the names Interface Builder writes
    /// (`<accessibilityTraits key="traits" button="YES"/>`).
    package static let accessibilityTraits = NibEnumeration(typeName: "UIAccessibilityTraits", cases: [
        ("button", 1 << 0), ("link", 1 << 1), ("image", 1 << 2), ("selected", 1 << 3), ("playsSound", 1 << 4),
        ("keyboardKey", 1 << 5), ("staticText", 1 << 6), ("summaryElement", 1 << 7), ("notEnabled", 1 << 8),
        ("updatesFrequently", 1 << 9), ("searchField", 1 << 10), ("startsMediaSession", 1 << 11), ("adjustable", 1 << 12),
        ("allowsDirectInteraction", 1 << 13), ("causesPageTurn", 1 << 14), ("tabBar", 1 << 15), ("header", 1 << 16),
        ("supportsZoom", 1 << 17),
    ])

    /// `UIButton.Configuration`'s styles, by the names of its factory methods
    /// (`.filled()`; the bordered names are the same styles).
    package static let buttonConfigurationStyle = NibEnumeration(typeName: "UIButton.Configuration style", cases: [
        ("plain", 0), ("gray", 1), ("tinted", 2), ("filled", 3),
        ("borderless", 0), ("bordered", 1), ("borderedTinted", 2), ("borderedProminent", 3),
    ])
    package static let buttonCornerStyle = NibEnumeration(typeName: "UIButton.Configuration.CornerStyle", cases: [
        ("fixed", 0), ("dynamic", 1), ("small", 2), ("medium", 3), ("large", 4), ("capsule", 5),
    ])
    /// `UIImage.SymbolWeight` and `UIImage.SymbolScale` by their case names.
    package static let symbolWeight = NibEnumeration(typeName: "UIImage.SymbolWeight", cases: [
        ("unspecified", 0), ("ultraLight", 1), ("thin", 2), ("light", 3), ("regular", 4), ("medium", 5),
        ("semibold", 6), ("bold", 7), ("heavy", 8), ("black", 9),
    ])
    package static let symbolScale = NibEnumeration(typeName: "UIImage.SymbolScale", cases: [
        ("default", -1), ("unspecified", 0), ("small", 1), ("medium", 2), ("large", 3),
    ])

    package static let buttonSize = NibEnumeration(typeName: "UIButton.Configuration.Size", cases: [
        ("mini", 0), ("small", 1), ("medium", 2), ("large", 3),
    ])
    package static let buttonTitleAlignment = NibEnumeration(typeName: "UIButton.Configuration.TitleAlignment", cases: [
        ("automatic", 0), ("leading", 1), ("center", 2), ("trailing", 3),
    ])
    /// One edge of `NSDirectionalRectEdge` (a button configuration's `imagePlacement`).
    package static let directionalEdge = NibEnumeration(typeName: "NSDirectionalRectEdge", cases: [
        ("top", 1), ("leading", 2), ("bottom", 4), ("trailing", 8),
    ])

    package static let autoresizing = NibEnumeration(typeName: "UIView.AutoresizingMask", cases: [
        ("flexibleLeftMargin", 1 << 0), ("flexibleWidth", 1 << 1), ("flexibleRightMargin", 1 << 2),
        ("flexibleTopMargin", 1 << 3), ("flexibleHeight", 1 << 4), ("flexibleBottomMargin", 1 << 5),
    ])

    package func parse(_ value: JSONValue, _ reader: NibValueReader) throws(LayoutFileError) -> Int {
        let name = try reader.name(value, in: names, what: "\(typeName) name")
        return rawValue(of: name)!
    }

    /// An option set written as an array of names, e.g. `["flexibleWidth", "flexibleHeight"]`.
    package func parseOptions(_ value: JSONValue, _ reader: NibValueReader) throws(LayoutFileError) -> Int {
        guard let items = value.arrayValue else {
            throw reader.mismatch(value, expected: "an array of \(typeName) names")
        }
        var bits = 0
        for item in items { bits |= try parse(item, reader) }
        return bits
    }
}
