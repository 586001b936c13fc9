import Foundation

/// A view element's attributes and value elements, as layout-file properties
/// under UIKit's names.
extension InterfaceBuilderTranslator {
    enum AttributeType {
        case bool, number, integer, string
        /// Interface Builder's word → the layout file's name.
        case names([String: String])
    }

    static let contentModes = Dictionary(uniqueKeysWithValues: NibEnumeration.contentMode.names.map { ($0, $0) })
    static let lineBreakModes = [
        "wordWrap": "byWordWrapping", "characterWrap": "byCharWrapping", "clip": "byClipping",
        "headTruncation": "byTruncatingHead", "tailTruncation": "byTruncatingTail", "middleTruncation": "byTruncatingMiddle",
    ]
    static func same(_ names: [String]) -> [String: String] { Dictionary(uniqueKeysWithValues: names.map { ($0, $0) }) }

    /// Attribute → (property, type). `element.attribute` entries win over plain ones.
    static let attributes: [String: (String, AttributeType)] = [
        "contentMode": ("contentMode", .names(contentModes)),
        "semanticContentAttribute": ("semanticContentAttribute", .names(same(NibEnumeration.semanticContentAttribute.names))),
        "alpha": ("alpha", .number), "hidden": ("isHidden", .bool), "clipsSubviews": ("clipsToBounds", .bool),
        "opaque": ("isOpaque", .bool), "userInteractionEnabled": ("isUserInteractionEnabled", .bool), "tag": ("tag", .integer),
        "insetsLayoutMarginsFromSafeArea": ("insetsLayoutMarginsFromSafeArea", .bool),
        "preservesSuperviewLayoutMargins": ("preservesSuperviewLayoutMargins", .bool),
        "horizontalHuggingPriority": ("contentHuggingPriority.horizontal", .number),
        "verticalHuggingPriority": ("contentHuggingPriority.vertical", .number),
        "horizontalCompressionResistancePriority": ("contentCompressionResistancePriority.horizontal", .number),
        "verticalCompressionResistancePriority": ("contentCompressionResistancePriority.vertical", .number),
        "text": ("text", .string), "textAlignment": ("textAlignment", .names(same(NibEnumeration.textAlignment.names))),
        "numberOfLines": ("numberOfLines", .integer), "lineBreakMode": ("lineBreakMode", .names(lineBreakModes)),
        "button.lineBreakMode": ("", .string),
        // Xcode writes enabled="NO" on the refresh control it adds with a table
        // view controller's "Refreshing: Enabled"; the control refreshes on a
        // pull all the same, so the attribute is not a control state here.
        "refreshControl.enabled": ("", .string),
        "adjustsFontSizeToFit": ("adjustsFontSizeToFitWidth", .bool), "minimumScaleFactor": ("minimumScaleFactor", .number),
        "preferredMaxLayoutWidth": ("preferredMaxLayoutWidth", .number),
        "adjustsFontForContentSizeCategory": ("adjustsFontForContentSizeCategory", .bool),
        "enabled": ("isEnabled", .bool), "highlighted": ("isHighlighted", .bool), "selected": ("isSelected", .bool),
        "contentHorizontalAlignment": ("contentHorizontalAlignment", .names(same(NibEnumeration.contentHorizontalAlignment.names))),
        "contentVerticalAlignment": ("contentVerticalAlignment", .names(same(NibEnumeration.contentVerticalAlignment.names))),
        "on": ("isOn", .bool),
        "slider.value": ("value", .number), "minValue": ("minimumValue", .number), "maxValue": ("maximumValue", .number),
        "stepper.value": ("value", .number), "minimumValue": ("minimumValue", .number), "maximumValue": ("maximumValue", .number),
        "stepValue": ("stepValue", .number), "wraps": ("wraps", .bool),
        "progress": ("progress", .number), "progressViewStyle": ("progressViewStyle", .names(same(["default", "bar"]))),
        "hidesWhenStopped": ("hidesWhenStopped", .bool), "animating": ("isAnimating", .bool),
        "navigationBar.largeTitles": ("prefersLargeTitles", .bool),
        "navigationBar.translucent": ("isTranslucent", .bool),
        "activityIndicatorView.style": ("style", .names(["medium": "medium", "large": "large", "gray": "medium", "white": "medium", "whiteLarge": "large"])),
        "numberOfPages": ("numberOfPages", .integer), "currentPage": ("currentPage", .integer),
        "hidesForSinglePage": ("hidesForSinglePage", .bool),
        "selectedSegmentIndex": ("selectedSegmentIndex", .integer), "momentary": ("isMomentary", .bool),
        "apportionsSegmentWidthsByContent": ("apportionsSegmentWidthsByContent", .bool),
        "placeholder": ("placeholder", .string), "borderStyle": ("borderStyle", .names(same(NibEnumeration.textBorderStyle.names))),
        "editable": ("isEditable", .bool), "textView.scrollEnabled": ("isScrollEnabled", .bool),
        "scrollView.scrollEnabled": ("isScrollEnabled", .bool), "scrollView.bounces": ("bounces", .bool),
        "scrollView.showsHorizontalScrollIndicator": ("showsHorizontalScrollIndicator", .bool),
        "scrollView.showsVerticalScrollIndicator": ("showsVerticalScrollIndicator", .bool),
        "scrollView.contentInsetAdjustmentBehavior": ("contentInsetAdjustmentBehavior", .names(same(NibEnumeration.scrollContentInsetAdjustment.names))),
        "axis": ("axis", .names(same(["horizontal", "vertical"]))),
        "distribution": ("distribution", .names(same(NibEnumeration.stackDistribution.names))),
        "alignment": ("alignment", .names(same(NibEnumeration.stackAlignment.names).merging(["baseline": "lastBaseline"]) { a, _ in a })),
        "spacing": ("spacing", .number),
        // "Standard" spacing: UIStackView.spacingUseSystem (it wins over a
        // `spacing` written with it, as in Interface Builder).
        "stackView.spacingType": ("spacing", .names(["standard": "system"])),
        "baselineRelativeArrangement": ("isBaselineRelativeArrangement", .bool),
        "layoutMarginsRelativeArrangement": ("isLayoutMarginsRelativeArrangement", .bool),
        "datePickerMode": ("datePickerMode", .names(same(NibEnumeration.datePickerMode.names))),
        "datePicker.style": ("preferredDatePickerStyle", .names(same(NibEnumeration.datePickerStyle.names))),
        "minuteInterval": ("minuteInterval", .integer), "countDownDuration": ("countDownDuration", .number),
        "roundsToMinuteInterval": ("roundsToMinuteInterval", .bool),
    ]

    /// Attributes with no effect on what is drawn (design-time notes, input
    /// behaviour), read and set aside without a word.
    static let quietAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "misplaced", "ambiguous", "userLabel",
        "fixedFrame", "multipleTouchEnabled", "clearsContextBeforeDrawing", "autoresizesSubviews", "verifyAmbiguity",
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "restorationIdentifier", "minimumFontSize",
        "baselineAdjustment", "adjustsLetterSpacingToFitWidth", "showsTouchWhenHighlighted", "reversesTitleShadowWhenHighlighted",
        "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "segmentControlStyle", "keyboardDismissMode",
        "contentInsetAdjustmentBehavior", "pointerInteraction", "springLoaded", "role", "indicatorStyle",
        "delaysContentTouches", "canCancelContentTouches", "bouncesZoom", "pagingEnabled", "directionalLockEnabled",
        "selectable", "dataDetectorTypes", "translatesAutoresizingMaskIntoConstraints", "buttonType", "usesAttributedText",
        "clearButtonMode", "adjustsFontSizeToFitWidth", "continuous", "autoenablesDefaultLighting", "sceneMemberID",
        "image", "highlightedImage", "title", "showsMenuAsPrimaryAction", "changesSelectionAsPrimaryAction",
        "allowsEditingTextAttributes", "layoutMarginsFollowReadableWidth", "catalog",
        "insetsLayoutMarginsFromSafeArea", "hidesBackButton", "largeTitleDisplayMode", "style", "translucent",
        "contentViewInsetsToSafeArea", "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "bounces",
        "scrollEnabled", "alwaysBounceVertical", "alwaysBounceHorizontal", "maximumZoomScale", "minimumZoomScale",
        "estimatedRowHeight", "rowHeight", "sectionHeaderHeight", "sectionFooterHeight", "separatorStyle",
        "dataMode", "prefetchingEnabled", "selectionStyle", "accessoryType", "indentationWidth", "reuseIdentifier",
        "preservesSuperviewLayoutMargins", "toolTip", "focusGroupIdentifier", "tableViewCell",
    ]

    mutating func viewProperties(_ node: XMLElementNode, uikitClass: String) throws(LayoutFileError) -> [(String, JSONValue)] {
        var properties: [(String, JSONValue)] = []
        func add(_ key: String, _ value: JSONValue) {
            if let i = properties.firstIndex(where: { $0.0 == key }) { properties[i] = (key, value) } else { properties.append((key, value)) }
        }
        // Geometry first, as Interface Builder writes it.
        if let rect = node.child("rect", key: "frame") {
            add("frame", try rectValue(rect))
        }
        if let mask = node.child("autoresizingMask", key: "autoresizingMask") {
            let bits = [("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"), ("flexibleMaxX", "flexibleRightMargin"),
                        ("flexibleMinY", "flexibleTopMargin"), ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin")]
            add("autoresizingMask", array(bits.filter { flag(mask, $0.0) == true }.map { string($0.1, mask) }, mask))
        }
        // A controller's root view keeps the size its container gives it even
        // with translatesAutoresizingMaskIntoConstraints="NO": UIKit pins it
        // with its UIView-Encapsulated-Layout-Width and -Height constraints.
        let isRootView = node["key"] == "view" && node.parent.map { Self.controllerClasses[$0.name] != nil } == true
        add("translatesAutoresizingMaskIntoConstraints", bool(isRootView ? true : flag(node, "translatesAutoresizingMaskIntoConstraints") ?? true, node))
        // UIKit's labels and image views hug at 250 unless the document says
        // otherwise (Interface Builder writes 251 for the ones it makes).
        if uikitClass == "UILabel" || uikitClass == "UIImageView" {
            if node["horizontalHuggingPriority"] == nil { add("contentHuggingPriority.horizontal", number(250, node)) }
            if node["verticalHuggingPriority"] == nil { add("contentHuggingPriority.vertical", number(250, node)) }
        }
        for (attribute, text) in node.attributes.sorted(by: { $0.key < $1.key }) {
            if Self.listClasses[node.name] != nil, Self.listAttributes.contains(attribute) { continue }
            guard let (key, type) = Self.attributes["\(node.name).\(attribute)"] ?? Self.barAttributes["\(node.name).\(attribute)"]
                    ?? Self.attributes[attribute] else {
                if !Self.quietAttributes.contains(attribute) {
                    warnOnce("\(node.name).\(attribute)", node, "attribute \(attribute)=\"\(text)\" of <\(node.name)> is not applied")
                }
                continue
            }
            if key.isEmpty { continue }
            switch type {
            case .bool: add(key, bool(flag(node, attribute) ?? false, node))
            case .number: add(key, number(try double(node, attribute)!, node))
            case .integer:
                let n = try double(node, attribute)!
                guard n.rounded() == n else { throw error(node, "\(attribute)=\"\(text)\" is not a whole number") }
                add(key, number(n, node))
            case .string: add(key, string(text, node))
            case .names(let names):
                guard let name = names[text] else {
                    warnOnce("\(node.name).\(attribute)=\(text)", node, "\(attribute)=\"\(text)\" of <\(node.name)> is not a value Offscreen knows; not applied")
                    continue
                }
                add(key, string(name, node))
            }
        }
        if node.name == "activityIndicatorView", let style = node["style"], style.hasPrefix("white"), node.child("color", key: "color") == nil {
            add("color", string("white", node))
        }
        if node.name == "textField" || node.name == "textView" || node.name == "label" || node.name == "searchBar" { } else if node["text"] != nil {
            properties.removeAll { $0.0 == "text" }
        }
        // Images named by attribute.
        if node.name == "imageView" {
            if let name = node["image"], node["catalog"] == "system" {
                add("systemImage", string(name, node))
            } else if let name = node["image"], let path = imageReference(name, node) { add("image", string(path, node)) }
            if let name = node["highlightedImage"], let path = imageReference(name, node) { add("highlightedImage", string(path, node)) }
        }
        if node.name == "viewController" { }
        try listProperties(node, add: add)
        try valueElements(node, uikitClass: uikitClass, add: add)
        if node.name == "button" { try buttonProperties(node, add: add) }
        return properties
    }

    mutating func warnOnce(_ key: String, _ node: XMLElementNode, _ message: String) {
        guard !quiet, warned.insert("once:" + key).inserted else { return }
        warn(node, message)
    }

    func rectValue(_ rect: XMLElementNode) throws(LayoutFileError) -> JSONValue {
        let values = [try double(rect, "x") ?? 0, try double(rect, "y") ?? 0, try double(rect, "width") ?? 0, try double(rect, "height") ?? 0]
        return numbers(values, rect)
    }

    /// The colour keys of Interface Builder's `<color key=…>` and the property each sets.
    static let colorKeys: [String: String] = [
        "backgroundColor": "backgroundColor", "tintColor": "tintColor", "textColor": "textColor",
        "highlightedColor": "highlightedTextColor", "onTintColor": "onTintColor", "thumbTintColor": "thumbTintColor",
        "minimumTrackTintColor": "minimumTrackTintColor", "maximumTrackTintColor": "maximumTrackTintColor",
        "progressTintColor": "progressTintColor", "trackTintColor": "trackTintColor",
        "pageIndicatorTintColor": "pageIndicatorTintColor", "currentPageIndicatorTintColor": "currentPageIndicatorTintColor",
        "selectedSegmentTintColor": "selectedSegmentTintColor", "color": "color",
    ]

    mutating func valueElements(_ node: XMLElementNode, uikitClass: String, add: (String, JSONValue) -> Void) throws(LayoutFileError) {
        for child in node.children {
            if try barValueElement(child, of: node, add: add) { continue }
            switch child.name {
            case "preferredSymbolConfiguration" where node.name == "imageView" && child["key"] == "preferredSymbolConfiguration"
                    && (node["catalog"] == "system" || node.child("imageReference", key: "image")?["catalog"] == "system"):
                try symbolConfiguration(child, add: add)
            case "rect", "autoresizingMask", "subviews", "constraints", "connections", "viewLayoutGuide", "nil",
                 "textInputTraits", "point", "size", "state", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer",
                 "preferredSymbolConfiguration", "viewConfigurationTraits", "layoutGuides":
                continue
            case _ where Self.isListValueElement(child, of: node):
                continue
            case "date" where node.name == "datePicker", "locale" where node.name == "datePicker":
                try datePickerValueElement(child, add: add)
            case "inset" where node.name == "button":
                // Edge insets, read with the button's states (`buttonProperties`).
                continue
            case "items" where node.name == "navigationBar":
                // Read with the bar's items (InterfaceBuilderTranslator+NavigationItem.swift).
                continue
            case "color":
                guard let key = child["key"] else { continue }
                guard let property = Self.colorKeys[key] else {
                    warnOnce("color.\(key)", child, "\(child.label) is not applied")
                    continue
                }
                if let color = try colorValue(child) { add(property, color) }
            case "fontDescription":
                if let font = try fontValue(child) { add(node.name == "button" ? "titleLabel.font" : "font", font) }
            case "string" where child["key"] == "text":
                if node.name == "label" || node.name == "textField" || node.name == "textView" { add("text", string(child.text, child)) }
            case "attributedString" where child["key"] == "attributedText" && (uikitClass == "UILabel" || uikitClass == "UITextView"):
                try attributedText(child, add: add)
            case "attributedString" where child["key"] == "attributedTitle" && node.name == "refreshControl":
                add("attributedTitle", try attributedRuns(child).runs)
            case "attributedString":
                let text = child.children("fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
                warnOnce("attributedString", child, "attributed text is drawn as plain text in the element's font and colour")
                if child["key"] == "attributedText" { add("text", string(text, child)) }
            case "segments":
                add("segments", array(child.children("segment").map { string($0["title"] ?? "", $0) }, child))
                for segment in child.children("segment") where segment["image"] != nil {
                    warnOnce("segment.image", segment, "segment images are not applied: a layout file's segments are titles")
                }
            case "edgeInsets" where child["key"] == "layoutMargins":
                add("layoutMargins", numbers([try double(child, "top") ?? 0, try double(child, "left") ?? 0,
                                              try double(child, "bottom") ?? 0, try double(child, "right") ?? 0], child))
            case "directionalEdgeInsets" where child["key"] == "directionalLayoutMargins":
                add("layoutMargins", numbers([try double(child, "top") ?? 0, try double(child, "leading") ?? 0,
                                              try double(child, "bottom") ?? 0, try double(child, "trailing") ?? 0], child))
            case "imageReference":
                if node.name == "imageView", child["key"] == "image" || child["key"] == "highlightedImage", let name = child["image"] {
                    if child["catalog"] == "system", child["key"] == "image" {
                        add("systemImage", string(name, child))
                        symbolScale(child, add: add)
                    } else if child["catalog"] == "system" {
                        warnOnce("symbol", child, "SF Symbol \"\(name)\" as a highlighted image is not drawn")
                    } else if let path = imageReference(name, child) {
                        add(child["key"]!, string(path, child))
                    }
                }
            case "userDefinedRuntimeAttributes":
                for (key, value) in try runtimeAttributes(child) { add(key, value) }
            case "accessibility":
                accessibility(child, add: add)
            case "blurEffect" where node.name == "visualEffectView":
                add("effect.blurStyle", string(try effectStyle(child, .blurEffectStyle, fallback: "regular"), child))
            case "vibrancyEffect" where node.name == "visualEffectView":
                guard let blur = child.child("blurEffect") else {
                    warnOnce("vibrancyEffect", child, "\(child.label) has no <blurEffect>, and a vibrancy effect is made for one; no effect is applied")
                    continue
                }
                add("effect.blurStyle", string(try effectStyle(blur, .blurEffectStyle, fallback: "regular"), blur))
                if child["style"] != nil {
                    add("effect.vibrancyStyle", string(try effectStyle(child, .vibrancyEffectStyle, fallback: "label"), child))
                } else {
                    // UIVibrancyEffect(blurEffect:), before iOS 13's styles.
                    add("effect.vibrancy", bool(true, child))
                }
            case "variation":
                // Resolved before translation (InterfaceBuilderVariations.swift); none is left here.
                break
            case "buttonConfiguration" where node.name == "button" && child["key"] == "configuration":
                try buttonConfiguration(child, add: add)
            case "inset" where child["key"] == "insetFor6xAndEarlier":
                // Interface Builder's "iOS 6/7 Deltas": a frame change for
                // iOS 6 and earlier only; iOS 7 and later use the frame.
                break
            default:
                if subviewNodes(node).contains(where: { $0 === child }) { continue }
                warnOnce("\(node.name)>\(child.name).\(child["key"] ?? "")", child, "\(child.label) in <\(node.name)> is not applied")
            }
        }
    }

    /// The Identity inspector's Accessibility section (`<accessibility
    /// key="accessibilityConfiguration" label="…" hint="…" identifier="…">`
    /// with `<accessibilityTraits key="traits" button="YES"/>` and `<bool
    /// key="isElement" value="YES"/>`), set as the view's accessibility
    /// properties, as UIKit sets them when it decodes the view.
    mutating func accessibility(_ node: XMLElementNode, add: (String, JSONValue) -> Void) {
        let properties = ["identifier": "accessibilityIdentifier", "label": "accessibilityLabel",
                          "hint": "accessibilityHint", "value": "accessibilityValue"]
        for (attribute, text) in node.attributes.sorted(by: { $0.key < $1.key }) where attribute != "key" {
            guard let property = properties[attribute] else {
                warnOnce("accessibility.\(attribute)", node, "attribute \(attribute)=\"\(text)\" of \(node.label) is not applied")
                continue
            }
            add(property, string(text, node))
        }
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("accessibilityTraits", "traits"?):
                var names: [JSONValue] = []
                for (attribute, _) in child.attributes.sorted(by: { $0.key < $1.key }) where attribute != "key" && flag(child, attribute) == true {
                    if attribute == "none" { continue }
                    guard NibEnumeration.accessibilityTraits.rawValue(of: attribute) != nil else {
                        warnOnce("accessibilityTraits.\(attribute)", child, "accessibility trait \(attribute) of \(child.label) is not one UIAccessibilityTraits has; not applied")
                        continue
                    }
                    names.append(string(attribute, child))
                }
                add("accessibilityTraits", array(names, child))
            case ("bool", "isElement"?):
                add("isAccessibilityElement", bool(flag(child, "value") ?? false, child))
            default:
                warnOnce("accessibility>\(child.name).\(child["key"] ?? "")", child, "\(child.label) in \(node.label) is not applied")
            }
        }
    }

    /// The `style` of a `<blurEffect>` or `<vibrancyEffect>`: one of the
    /// enumeration's case names (Interface Builder writes UIKit's), else an
    /// error, or with `--lenient` the nearest name (`fallback` for none), with a warning.
    mutating func effectStyle(_ node: XMLElementNode, _ enumeration: NibEnumeration, fallback: String) throws(LayoutFileError) -> String {
        let value = node["style"]
        if let value, enumeration.rawValue(of: value) != nil { return value }
        let what = value.map { "style=\"\($0)\" is not a \(enumeration.typeName) Offscreen knows" } ?? "no style is given"
        guard options.lenient else {
            throw error(node, "\(what)\(NibValueReader.suggestion(for: value ?? "", in: enumeration.names)); expected one of: \(enumeration.names.joined(separator: ", ")); render with --lenient to use the nearest style")
        }
        let nearest = value.flatMap { NibValueReader.nearest(to: $0, in: enumeration.names) } ?? fallback
        warn(node, "\(node.label): \(what); drawn as \"\(nearest)\"")
        return nearest
    }

    /// `<preferredSymbolConfiguration key="preferredSymbolConfiguration"
    /// configurationType="pointSize" pointSize="55" scale="large" weight="heavy"/>`:
    /// the symbol configuration of the element's SF Symbols.
    mutating func symbolConfiguration(_ node: XMLElementNode, add: (String, JSONValue) -> Void) throws(LayoutFileError) {
        if let size = try double(node, "pointSize"), size > 0 { add("symbolConfiguration.pointSize", number(min(size, 1000), node)) }
        for (attribute, enumeration) in [("weight", NibEnumeration.symbolWeight), ("scale", .symbolScale)] {
            guard let value = node[attribute] else { continue }
            if enumeration.rawValue(of: value) != nil { add("symbolConfiguration.\(attribute)", string(value, node)) }
            else { warnOnce("symbol.\(attribute)=\(value)", node, "\(attribute)=\"\(value)\" is not a \(enumeration.typeName); not applied") }
        }
        if node["configurationType"] == "font" {
            warnOnce("symbol.font", node, "a symbol configuration by font or text style is drawn at the default size")
        }
    }

    /// An `<imageReference symbolScale="large">`: the symbol's scale.
    /// A `<preferredSymbolConfiguration scale=…>` beside it wins (one value per key).
    func symbolScale(_ reference: XMLElementNode, add: (String, JSONValue) -> Void) {
        if reference.parent?.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration")?["scale"] != nil { return }
        if let scale = reference["symbolScale"], NibEnumeration.symbolScale.rawValue(of: scale) != nil {
            add("symbolConfiguration.scale", string(scale, reference))
        }
    }

    /// A button's per-state `<state>` elements: title, colours, images.
    mutating func buttonProperties(_ node: XMLElementNode, add: (String, JSONValue) -> Void) throws(LayoutFileError) {
        var titles: [(String, JSONValue)] = []
        var colors: [(String, JSONValue)] = []
        var attributedTitles: [(String, JSONValue)] = []
        var images: [(String, JSONValue)] = []
        var backgrounds: [(String, JSONValue)] = []
        var symbols: [(String, JSONValue)] = []
        var configuration: XMLElementNode?
        var symbolScaleNode: XMLElementNode?
        let stateNames = Set(NibEnumeration.controlState.names)
        for state in node.children("state") {
            guard let key = state["key"], stateNames.contains(key) else {
                warn(state, "\(state.label) is not a control state Offscreen knows; not applied")
                continue
            }
            if let title = state["title"] {
                titles.append((key, string(title, state)))
            } else if let attributed = state.child("attributedString") {
                let (runs, alignment) = try attributedRuns(attributed)
                if alignment != nil {
                    warnOnce("attributedTitle.alignment", attributed, "a button title's paragraph alignment is not applied (the button's content alignment places the title)")
                }
                attributedTitles.append((key, runs))
            }
            if let color = state.child("color", key: "titleColor"), let value = try colorValue(color) { colors.append((key, value)) }
            if let name = state["image"], state["catalog"] == "system" {
                symbols.append((key, string(name, state)))
            } else if let name = state["image"], let path = imageReference(name, state) { images.append((key, string(path, state))) }
            if let name = state["backgroundImage"], let path = imageReference(name, state) { backgrounds.append((key, string(path, state))) }
            if let reference = state.child("imageReference", key: "image"), let name = reference["image"] {
                if reference["catalog"] == "system" {
                    symbols.append((key, string(name, reference)))
                    if key == "normal" { symbolScaleNode = reference }
                } else if let path = imageReference(name, reference) { images.append((key, string(path, reference))) }
            }
            // One configuration for the button's symbols: the first state's (normal's, as Xcode writes it first).
            if configuration == nil { configuration = state.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration") }
        }
        // A custom button's title is white unless the document says otherwise, as UIKit's is.
        if node["buttonType"] == "custom", !titles.isEmpty, !colors.contains(where: { $0.0 == "normal" }) {
            colors.insert(("normal", string("white", node)), at: 0)
        }
        if let type = node["buttonType"], !["system", "custom", "roundedRect"].contains(type) {
            warnOnce("buttonType.\(type)", node, "buttonType=\"\(type)\" is drawn as a system button")
        }
        if !titles.isEmpty { add("title", object(titles, node)) }
        if !attributedTitles.isEmpty { add("attributedTitle", object(attributedTitles, node)) }
        if !colors.isEmpty { add("titleColor", object(colors, node)) }
        if !images.isEmpty { add("image", object(images, node)) }
        if !symbols.isEmpty {
            add("systemImage", object(symbols, node))
            if let symbolScaleNode { symbolScale(symbolScaleNode, add: add) }
            if let configuration { try symbolConfiguration(configuration, add: add) }
        }
        if !backgrounds.isEmpty { add("backgroundImage", object(backgrounds, node)) }
        for inset in node.children("inset") {
            guard let key = inset["key"], ["contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets"].contains(key) else {
                warnOnce("inset.\(inset["key"] ?? "")", inset, "\(inset.label) of <button> is not applied")
                continue
            }
            add(key, try insetValue(inset))
        }
    }

    /// An `<inset>` (`minX`, `minY`, `maxX`, `maxY`) as UIEdgeInsets' top, left, bottom, right.
    func insetValue(_ inset: XMLElementNode) throws(LayoutFileError) -> JSONValue {
        numbers([try double(inset, "minY") ?? 0, try double(inset, "minX") ?? 0,
                 try double(inset, "maxY") ?? 0, try double(inset, "maxX") ?? 0], inset)
    }

    /// Attributes of `<buttonConfiguration>` → the `configuration.*` property and its names.
    static let buttonConfigurationAttributes: [String: NibEnumeration?] = [
        "title": nil, "subtitle": nil, "imagePadding": nil, "titlePadding": nil,
        "imagePlacement": .directionalEdge, "cornerStyle": .buttonCornerStyle, "buttonSize": .buttonSize,
        "titleAlignment": .buttonTitleAlignment,
    ]

    /// A button's `<buttonConfiguration key="configuration" style="filled" …>`
    /// (iOS 15's `UIButton.Configuration`): its style, title, subtitle, image
    /// and placement, paddings, corner style, size, title alignment, base
    /// colours, content insets and title font. The background
    /// configuration's colour is its fill (what the style's background
    /// would be); its other parts are warnings.
    mutating func buttonConfiguration(_ node: XMLElementNode, add: (String, JSONValue) -> Void) throws(LayoutFileError) {
        let style = node["style"] ?? "plain"
        if NibEnumeration.buttonConfigurationStyle.rawValue(of: style) != nil {
            add("configuration.style", string(style, node))
        } else {
            warnOnce("buttonConfiguration.style=\(style)", node, "style=\"\(style)\" of \(node.label) is not a button configuration style Offscreen knows\(NibValueReader.suggestion(for: style, in: NibEnumeration.buttonConfigurationStyle.names)); drawn as \"plain\"")
            add("configuration.style", string("plain", node))
        }
        for (attribute, text) in node.attributes.sorted(by: { $0.key < $1.key }) {
            switch attribute {
            case "key", "style", "catalog":
                continue
            case "image":
                if node["catalog"] == "system" {
                    warnOnce("symbol", node, "SF Symbol \"\(text)\" is not drawn: a layout file names image files (the configuration has no image)")
                } else if let path = imageReference(text, node) {
                    add("configuration.image", string(path, node))
                }
                continue
            default:
                break
            }
            guard let enumeration = Self.buttonConfigurationAttributes[attribute] else {
                warnOnce("buttonConfiguration.\(attribute)", node, "attribute \(attribute)=\"\(text)\" of \(node.label) is not applied")
                continue
            }
            if let enumeration {
                guard enumeration.rawValue(of: text) != nil else {
                    warnOnce("buttonConfiguration.\(attribute)=\(text)", node, "\(attribute)=\"\(text)\" of \(node.label) is not a \(enumeration.typeName) Offscreen knows; not applied")
                    continue
                }
                add("configuration.\(attribute)", string(text, node))
            } else if attribute.hasSuffix("Padding") {
                add("configuration.\(attribute)", number(max(0, try double(node, attribute)!), node))
            } else {
                add("configuration.\(attribute)", string(text, node))
            }
        }
        var backgroundColor: JSONValue?
        for child in node.children {
            switch (child.name, child["key"] ?? "") {
            case ("color", "baseForegroundColor"), ("color", "baseBackgroundColor"):
                if let color = try colorValue(child) { add("configuration.\(child["key"]!)", color) }
            case ("directionalEdgeInsets", "contentInsets"):
                add("configuration.contentInsets", numbers([try double(child, "top") ?? 0, try double(child, "leading") ?? 0,
                                                            try double(child, "bottom") ?? 0, try double(child, "trailing") ?? 0], child))
            case ("fontDescription", "titleFontDescription"):
                if let font = try fontValue(child) { add("configuration.titleFont", font) }
            case ("imageReference", "image"):
                guard let name = child["image"] else { continue }
                if child["catalog"] == "system" {
                    warnOnce("symbol", child, "SF Symbol \"\(name)\" is not drawn: a layout file names image files (the configuration has no image)")
                } else if let path = imageReference(name, child) {
                    add("configuration.image", string(path, child))
                }
            case ("backgroundConfiguration", "background"):
                for part in child.children {
                    if part.name == "color", part["key"] == "backgroundColor", let color = try colorValue(part) {
                        backgroundColor = color
                    } else {
                        warnOnce("buttonConfiguration.background>\(part.name).\(part["key"] ?? "")", part, "\(part.label) of a button configuration's background is not applied (only its background colour is)")
                    }
                }
                for attribute in child.attributes.keys.sorted() where attribute != "key" {
                    warnOnce("buttonConfiguration.background.\(attribute)", child, "attribute \(attribute) of a button configuration's background is not applied (only its background colour is)")
                }
            default:
                warnOnce("buttonConfiguration>\(child.name).\(child["key"] ?? "")", child, "\(child.label) in \(node.label) is not applied")
            }
        }
        // UIKit fills the background with it in place of the style's colour.
        if let backgroundColor { add("configuration.baseBackgroundColor", backgroundColor) }
    }

    // MARK: Runtime attributes

    /// `<userDefinedRuntimeAttribute>`s, each set by key path as Interface
    /// Builder does: UIKit's keys (`layer.cornerRadius`) are applied, others
    /// are read by the class's `init?(coder:)` (an `@IBInspectable` property).
    mutating func runtimeAttributes(_ node: XMLElementNode) throws(LayoutFileError) -> [(String, JSONValue)] {
        var out: [(String, JSONValue)] = []
        for attribute in node.children("userDefinedRuntimeAttribute") {
            guard let keyPath = attribute["keyPath"] else { throw error(attribute, "a runtime attribute needs keyPath") }
            let known = NibPropertyCatalog[keyPath]
            let type = attribute["type"] ?? ""
            let value: JSONValue?
            switch type {
            case "boolean": value = bool(flag(attribute, "value") ?? false, attribute)
            case "number":
                let element = attribute.children.first { $0["key"] == "value" }
                value = try element.flatMap { e throws(LayoutFileError) in try double(e, "value") }.map { number($0, attribute) }
            case "string", "localizedString": value = attribute["value"].map { string($0, attribute) } ?? string("", attribute)
            case "point":
                value = try attribute.child("point").map { p throws(LayoutFileError) in numbers([try double(p, "x") ?? 0, try double(p, "y") ?? 0], p) }
            case "size":
                value = try attribute.child("size").map { p throws(LayoutFileError) in numbers([try double(p, "width") ?? 0, try double(p, "height") ?? 0], p) }
            case "rect": value = try attribute.child("rect").map { r throws(LayoutFileError) in try rectValue(r) }
            case "range":
                value = try attribute.child("range").map { r throws(LayoutFileError) in numbers([try double(r, "location") ?? 0, try double(r, "length") ?? 0], r) }
            case "color":
                let color = try attribute.child("color").flatMap { c throws(LayoutFileError) in try colorValue(c) }
                value = color.map { known != nil ? $0 : object([("color", $0)], attribute) }
            case "image":
                let path = attribute["value"].flatMap { imageReference($0, attribute) }
                value = path.map { known != nil ? string($0, attribute) : object([("image", string($0, attribute))], attribute) }
            case "nil":
                value = JSONValue(kind: .null, position: position(attribute), path: attribute.label)
            default:
                warn(attribute, "runtime attribute \(keyPath) of type \"\(type)\" is not applied")
                value = nil
            }
            if let value { out.append((keyPath, value)) }
        }
        return out
    }
}
