/// The built-in properties a layout file may set, under UIKit's property names,
/// with their types and the UIKit class that introduces each. A custom class
/// may read further keys of its own in `init?(coder:)`.
package enum NibPropertyCatalog {
    package struct Definition: Sendable {
        package var name: String
        package var type: NibPropertyType
        /// The UIKit classes that have this property (a subclass inherits it).
        package var classes: [String]
    }

    package static let definitions: [Definition] = {
        let unit: ClosedRange<Double> = 0...1
        let nonNegative: ClosedRange<Double> = 0...1_000_000
        let priority: ClosedRange<Double> = 1...1000
        // Every number has a range, so none from a file reaches geometry or an
        // integer conversion out of bounds: distances are coordinates
        // (±1,000,000 points, as rects); control values stay within ±1e9,
        // where Float keeps a slider's track position meaningful.
        let distance: ClosedRange<Double> = -NibGeometry.coordinateLimit...NibGeometry.coordinateLimit
        let controlValue: ClosedRange<Double> = -1_000_000_000...1_000_000_000
        let tag: ClosedRange<Int> = -9_007_199_254_740_992...9_007_199_254_740_992
        var list: [Definition] = []
        func add(_ owner: [String], _ entries: [(String, NibPropertyType)]) {
            list += entries.map { Definition(name: $0.0, type: $0.1, classes: owner) }
        }
        add(["UIView"], [
            ("frame", .rect), ("bounds", .rect), ("center", .point),
            ("backgroundColor", .color), ("alpha", .number(unit)), ("isHidden", .bool),
            ("clipsToBounds", .bool), ("contentMode", .enumeration(.contentMode)), ("tag", .integer(tag)),
            ("semanticContentAttribute", .enumeration(.semanticContentAttribute)),
            ("isUserInteractionEnabled", .bool), ("tintColor", .color),
            ("isOpaque", .bool), ("translatesAutoresizingMaskIntoConstraints", .bool),
            ("autoresizingMask", .options(.autoresizing)), ("layoutMargins", .insets),
            ("preservesSuperviewLayoutMargins", .bool), ("insetsLayoutMarginsFromSafeArea", .bool),
            ("accessibilityIdentifier", .string),
            ("isAccessibilityElement", .bool), ("accessibilityLabel", .string),
            ("accessibilityValue", .string), ("accessibilityHint", .string),
            ("accessibilityTraits", .options(.accessibilityTraits)),
            ("contentHuggingPriority.horizontal", .number(priority)),
            ("contentHuggingPriority.vertical", .number(priority)),
            ("contentCompressionResistancePriority.horizontal", .number(priority)),
            ("contentCompressionResistancePriority.vertical", .number(priority)),
            ("layer.cornerRadius", .number(nonNegative)), ("layer.borderWidth", .number(nonNegative)),
            ("layer.borderColor", .color), ("layer.shadowColor", .color), ("layer.shadowOpacity", .number(unit)),
            ("layer.shadowOffset", .size), ("layer.shadowRadius", .number(nonNegative)),
            ("layer.masksToBounds", .bool), ("layer.opacity", .number(unit)),
        ])
        // Text shared by UILabel, UITextField and UITextView, under the same names as in UIKit.
        add(["UILabel", "UITextField", "UITextView"], [
            ("text", .string), ("font", .font), ("textColor", .color),
            ("textAlignment", .enumeration(.textAlignment)),
        ])
        // Set after text, font and colour, so its runs keep their own attributes.
        add(["UILabel", "UITextView"], [("attributedText", .attributedText)])
        add(["UILabel"], [
            ("numberOfLines", .integer(0...100_000)),
            ("lineBreakMode", .enumeration(.lineBreakMode)), ("adjustsFontSizeToFitWidth", .bool),
            ("adjustsFontForContentSizeCategory", .bool),
            ("minimumScaleFactor", .number(unit)), ("highlightedTextColor", .color),
            ("preferredMaxLayoutWidth", .number(nonNegative)),
        ])
        add(["UILabel", "UIControl"], [("isEnabled", .bool), ("isHighlighted", .bool)])
        add(["UIControl"], [
            ("isSelected", .bool),
            ("contentHorizontalAlignment", .enumeration(.contentHorizontalAlignment)),
            ("contentVerticalAlignment", .enumeration(.contentVerticalAlignment)),
        ])
        // UIImageView's `image` takes one path; UIButton's takes one or a map by state.
        add(["UIImageView", "UIButton"], [("image", .perState(.image))])
        add(["UIImageView"], [("highlightedImage", .image)])
        // SF Symbols by name (an Interface Builder `image="…" catalog="system"`),
        // UIImage(systemName:) in the symbol configuration the keys give
        // (a document's <preferredSymbolConfiguration>).
        add(["UIImageView", "UIButton"], [
            ("systemImage", .perState(.string)), ("symbolConfiguration.pointSize", .number(0...1000)),
            ("symbolConfiguration.weight", .enumeration(.symbolWeight)), ("symbolConfiguration.scale", .enumeration(.symbolScale)),
        ])
        add(["UIButton"], [
            ("titleColor", .perState(.color)), ("backgroundImage", .perState(.image)),
            ("titleLabel.font", .font),
        ])
        // A controller's title is a string; a button's is one or a map by state.
        add(["UIButton", "UIViewController"], [("title", .perState(.string))])
        // Set after the plain titles: a state's attributed title wins, as in UIKit.
        add(["UIButton"], [("attributedTitle", .perState(.attributedText))])
        // Edge insets (UIEdgeInsets: top, left, bottom, right).
        add(["UIButton"], [("contentEdgeInsets", .insets), ("titleEdgeInsets", .insets), ("imageEdgeInsets", .insets)])
        // iOS 15's `configuration` (a document's <buttonConfiguration>), made as
        // `UIButton.Configuration.<style>()` with these set; `contentInsets` is
        // directional (top, leading, bottom, trailing).
        add(["UIButton"], [
            ("configuration.style", .enumeration(.buttonConfigurationStyle)),
            ("configuration.title", .string), ("configuration.subtitle", .string), ("configuration.image", .image),
            ("configuration.imagePlacement", .enumeration(.directionalEdge)),
            ("configuration.imagePadding", .number(nonNegative)), ("configuration.titlePadding", .number(nonNegative)),
            ("configuration.cornerStyle", .enumeration(.buttonCornerStyle)),
            ("configuration.buttonSize", .enumeration(.buttonSize)),
            ("configuration.titleAlignment", .enumeration(.buttonTitleAlignment)),
            ("configuration.baseForegroundColor", .color), ("configuration.baseBackgroundColor", .color),
            ("configuration.contentInsets", .insets), ("configuration.titleFont", .font),
        ])
        add(["UISwitch"], [("isOn", .bool), ("onTintColor", .color)])
        add(["UISwitch", "UISlider"], [("thumbTintColor", .color)])
        // UISlider's are Float, UIStepper's Double; both are plain numbers here.
        add(["UISlider", "UIStepper"], [
            ("value", .number(controlValue)), ("minimumValue", .number(controlValue)), ("maximumValue", .number(controlValue)),
        ])
        add(["UISlider"], [("minimumTrackTintColor", .color), ("maximumTrackTintColor", .color)])
        add(["UIStepper"], [("stepValue", .number(0.000_001...1_000_000)), ("wraps", .bool)])
        add(["UIProgressView"], [
            ("progress", .number(unit)), ("progressTintColor", .color), ("trackTintColor", .color),
            ("progressViewStyle", .enumeration(.progressViewStyle)),
        ])
        // `segments` is the segment titles, in order (a xib's <segments>).
        add(["UISegmentedControl"], [
            ("segments", .list(.string)), ("selectedSegmentIndex", .integer(-1...10_000)),
            ("selectedSegmentTintColor", .color), ("apportionsSegmentWidthsByContent", .bool), ("isMomentary", .bool),
        ])
        add(["UIPageControl"], [
            ("numberOfPages", .integer(0...10_000)), ("currentPage", .integer(0...10_000)),
            ("hidesForSinglePage", .bool), ("pageIndicatorTintColor", .color), ("currentPageIndicatorTintColor", .color),
        ])
        // `isAnimating: true` starts it, as Interface Builder's "Animating" box does.
        add(["UIActivityIndicatorView"], [
            ("style", .enumeration(.activityIndicatorStyle)), ("color", .color), ("hidesWhenStopped", .bool),
            ("isAnimating", .bool),
        ])
        // Dates are ISO 8601 strings (`2026-11-27T09:41:00Z`); `locale` and
        // `timeZone` are identifiers (`en_US`, `UTC`, `Europe/Paris`).
        add(["UIDatePicker"], [
            ("datePickerMode", .enumeration(.datePickerMode)), ("preferredDatePickerStyle", .enumeration(.datePickerStyle)),
            ("locale", .string), ("timeZone", .timeZone), ("date", .date), ("minimumDate", .date), ("maximumDate", .date),
            ("minuteInterval", .integer(1...30)), ("countDownDuration", .number(0...86_399)),
            ("roundsToMinuteInterval", .bool),
        ])
        add(["UITextField"], [("placeholder", .string), ("borderStyle", .enumeration(.textBorderStyle))])
        add(["UITextView"], [("isEditable", .bool), ("textContainerInset", .insets)])
        add(["UIStackView"], [
            ("axis", .enumeration(.stackAxis)), ("distribution", .enumeration(.stackDistribution)),
            ("alignment", .enumeration(.stackAlignment)), ("spacing", .numberOrSystem(distance)),
            ("isLayoutMarginsRelativeArrangement", .bool), ("isBaselineRelativeArrangement", .bool),
        ])
        add(["UIScrollView"], [
            ("contentSize", .size), ("contentOffset", .point), ("contentInset", .insets),
            ("isScrollEnabled", .bool), ("showsHorizontalScrollIndicator", .bool),
            ("showsVerticalScrollIndicator", .bool), ("bounces", .bool),
            ("contentInsetAdjustmentBehavior", .enumeration(.scrollContentInsetAdjustment)),
        ])
        // A visual effect view's `effect`: a UIBlurEffect of `effect.blurStyle`,
        // or, with `effect.vibrancyStyle` (iOS 13's styles) or `effect.vibrancy`
        // (the older `init(blurEffect:)`), a UIVibrancyEffect for that blur.
        add(["UIVisualEffectView"], [
            ("effect.blurStyle", .enumeration(.blurEffectStyle)), ("effect.vibrancy", .bool),
            ("effect.vibrancyStyle", .enumeration(.vibrancyEffectStyle)),
        ])
        // `style` is also UIActivityIndicatorView's: the reader picks the
        // definition by class (see `definitions(named:)`).
        add(["UITableView"], [
            ("style", .enumeration(.tableViewStyle)),
            ("rowHeight", .number(nonNegative)), ("estimatedRowHeight", .number(nonNegative)),
            ("sectionHeaderHeight", .number(nonNegative)), ("sectionFooterHeight", .number(nonNegative)),
            ("separatorStyle", .enumeration(.tableSeparatorStyle)), ("separatorColor", .color),
            ("separatorInset", .insets), ("allowsSelection", .bool), ("allowsMultipleSelection", .bool),
            ("cellLayoutMarginsFollowReadableWidth", .bool),
        ])
        // A cell's style is its initializer's (`init(style:reuseIdentifier:)`);
        // the labels and image view are the style's.
        add(["UITableViewCell"], [
            ("style", .enumeration(.tableCellStyle)),
            ("textLabel.text", .string), ("textLabel.textColor", .color), ("textLabel.font", .font),
            ("detailTextLabel.text", .string), ("detailTextLabel.textColor", .color), ("detailTextLabel.font", .font),
            ("imageView.image", .image), ("imageView.tintColor", .color),
            ("accessoryType", .enumeration(.tableCellAccessoryType)),
            ("selectionStyle", .enumeration(.tableCellSelectionStyle)),
            // The cell's separator inset; without it, the table's.
            ("separatorInset", .insets),
        ])
        add(["UITableViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView"], [("reuseIdentifier", .string)])
        // The colour of a cell's or header's content view (a document's `<view key="contentView">`).
        add(["UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView"], [("contentView.backgroundColor", .color)])
        // A collection view from a file has a flow layout (Interface Builder's default).
        add(["UICollectionView"], [
            ("collectionViewLayout.itemSize", .size),
            ("collectionViewLayout.minimumLineSpacing", .number(nonNegative)),
            ("collectionViewLayout.minimumInteritemSpacing", .number(nonNegative)),
            ("collectionViewLayout.sectionInset", .insets),
            ("collectionViewLayout.scrollDirection", .enumeration(.collectionScrollDirection)),
            // The section header and footer sizes (a vertical layout uses the height, a horizontal one the width).
            ("collectionViewLayout.headerReferenceSize", .size), ("collectionViewLayout.footerReferenceSize", .size),
            // A registered UICollectionViewLayout subclass in place of the flow layout.
            ("collectionViewLayout.class", .string),
        ])
        add(["UIViewController"], [
            ("preferredContentSize", .size), ("restorationIdentifier", .string),
            // The title a navigation bar shows for the controller (a storyboard's <navigationItem title>).
            ("navigationItem.title", .string),
            // What a tab bar shows for the controller (a storyboard's <tabBarItem>).
            ("tabBarItem.title", .string), ("tabBarItem.image", .image), ("tabBarItem.selectedImage", .image),
            ("tabBarItem.badgeValue", .string), ("tabBarItem.badgeColor", .color), ("tabBarItem.tag", .integer(tag)),
            ("tabBarItem.systemItem", .enumeration(.tabBarSystemItem)),
            // SF Symbol names (UIImage(systemName:)), for `image="…" catalog="system"`.
            ("tabBarItem.systemImage", .string), ("tabBarItem.selectedSystemImage", .string),
        ])
        // The bar's large titles (a storyboard's <navigationBar largeTitles="YES">).
        add(["UINavigationController"], [("navigationBar.prefersLargeTitles", .bool), ("navigationBar.isTranslucent", .bool)])
        add(["UINavigationBar"], [("prefersLargeTitles", .bool)])
        add(["UINavigationBar", "UIToolbar", "UISearchBar"], [("isTranslucent", .bool), ("barTintColor", .color)])
        add(["UIToolbar", "UISearchBar"], [("barStyle", .enumeration(.barStyle))])
        // A navigation controller's toolbar (a storyboard's toolbarHidden="NO", <toolbar key="toolbar">).
        add(["UINavigationController"], [("isToolbarHidden", .bool), ("toolbar.isTranslucent", .bool)])
        add(["UISearchBar"], [
            ("searchBarStyle", .enumeration(.searchBarStyle)), ("prompt", .string),
            ("showsCancelButton", .bool), ("showsBookmarkButton", .bool), ("showsSearchResultsButton", .bool),
            ("showsScopeBar", .bool), ("scopeButtonTitles", .list(.string)), ("selectedScopeButtonIndex", .integer(0...10_000)),
        ])
        // A search bar's text and placeholder are its search field's.
        add(["UISearchBar"], [("text", .string), ("placeholder", .string)])
        add(["UITabBarController"], [("tabBar.isTranslucent", .bool)])
        // The text under a refresh control's spinner.
        add(["UIRefreshControl"], [("attributedTitle", .attributedText)])
        return list
    }()

    package static let byName: [String: Definition] = Dictionary(definitions.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

    package static subscript(name: String) -> Definition? { byName[name] }

    /// Every definition of a name: one, or several when UIKit classes use
    /// the name for different things (`style`).
    package static func definitions(named name: String) -> [Definition] { allByName[name] ?? [] }

    private static let allByName: [String: [Definition]] = Dictionary(grouping: definitions, by: \.name)

    /// A shared name on a class the reader cannot place (a custom subclass):
    /// any definition's value is accepted, kept by name (`.string`) for an
    /// enumeration, so the UIKit superclass checks it against its own cases
    /// when the object is made.
    package static func parseShared(_ value: JSONValue, _ definitions: [Definition], _ reader: NibValueReader) throws(LayoutFileError) -> NibPropertyValue {
        var names: [String] = []
        for definition in definitions {
            if case .enumeration(let e) = definition.type {
                if let name = value.stringValue, e.rawValue(of: name) != nil { return .string(name) }
                names += e.names
                continue
            }
            if let parsed = try? definition.type.parse(value, reader) { return parsed }
        }
        _ = try reader.name(value, in: names, what: "name")
        return .string(value.stringValue ?? "")
    }
}
