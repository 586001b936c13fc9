import Foundation

/// Views: their element, attributes, value elements and subviews.
extension InterfaceBuilderWriter {
    /// UIKit view classes → Interface Builder elements (the reverse of the
    /// reader's table; a container view is written as the plain view it is).
    static let elements: [String: String] = [
        "UIView": "view", "UILabel": "label", "UIButton": "button", "UIImageView": "imageView", "UIStackView": "stackView",
        "UITextField": "textField", "UITextView": "textView", "UISwitch": "switch", "UISegmentedControl": "segmentedControl",
        "UISlider": "slider", "UIStepper": "stepper", "UIProgressView": "progressView",
        "UIActivityIndicatorView": "activityIndicatorView", "UIPageControl": "pageControl",
        "UINavigationBar": "navigationBar", "UIControl": "control", "UIVisualEffectView": "visualEffectView",
        "UITableView": "tableView", "UICollectionView": "collectionView",
        "UIPickerView": "pickerView", "UIDatePicker": "datePicker", "UIToolbar": "toolbar", "UISearchBar": "searchBar",
    ]

    static let builtInOutletsMessage = "a .xib's outlets on UIKit's own classes are not connected by Offscreen's reader (only a custom class's, the owner's and a picker view's dataSource and delegate)"

    static let controlElements: Set<String> = ["button", "switch", "segmentedControl", "slider", "stepper", "pageControl", "textField", "control",
                                               "datePicker"]

    /// The UIKit class a file's class is: itself, or for a registered
    /// custom class its closest UIKit superclass; an unregistered custom
    /// class counts as a `UIView` (its UIKit superclass is not known here).
    func uikitClass(of className: String) -> String {
        let plain = String(className.split(separator: ".").last ?? "")
        if Self.elements[plain] != nil || plain.hasPrefix("UI") && NibClassRegistry.shared.lookup(plain).isFound { return plain }
        guard case .found(let entry) = NibClassRegistry.shared.lookup(className) else { return "UIView" }
        var type: AnyClass? = entry.type
        while let current = type {
            let name = _typeName(current, qualified: false)
            if Self.elements[name] != nil || (name.hasPrefix("UI") && NibClassRegistry.shared.lookup(name).isFound) { return name }
            type = _getSuperclass(current)
        }
        return "UIView"
    }

    /// Layout properties → attributes of every view element.
    static let viewAttributes: [(String, String)] = [
        ("isOpaque", "opaque"), ("clipsToBounds", "clipsSubviews"), ("isUserInteractionEnabled", "userInteractionEnabled"),
        ("contentMode", "contentMode"), ("semanticContentAttribute", "semanticContentAttribute"),
        ("contentHuggingPriority.horizontal", "horizontalHuggingPriority"), ("contentHuggingPriority.vertical", "verticalHuggingPriority"),
        ("contentCompressionResistancePriority.horizontal", "horizontalCompressionResistancePriority"),
        ("contentCompressionResistancePriority.vertical", "verticalCompressionResistancePriority"),
        ("alpha", "alpha"), ("isHidden", "hidden"), ("tag", "tag"),
        ("insetsLayoutMarginsFromSafeArea", "insetsLayoutMarginsFromSafeArea"),
        ("preservesSuperviewLayoutMargins", "preservesSuperviewLayoutMargins"),
    ]

    /// Each element's own attributes, in the order Xcode writes them.
    static let elementAttributes: [String: [(String, String)]] = [
        "label": [("isEnabled", "enabled"), ("isHighlighted", "highlighted"), ("text", "text"), ("textAlignment", "textAlignment"),
                  ("lineBreakMode", "lineBreakMode"), ("numberOfLines", "numberOfLines"),
                  ("adjustsFontSizeToFitWidth", "adjustsFontSizeToFit"), ("minimumScaleFactor", "minimumScaleFactor"),
                  ("adjustsFontForContentSizeCategory", "adjustsFontForContentSizeCategory"),
                  ("preferredMaxLayoutWidth", "preferredMaxLayoutWidth")],
        "textField": [("text", "text"), ("placeholder", "placeholder"), ("borderStyle", "borderStyle"), ("textAlignment", "textAlignment")],
        "textView": [("textAlignment", "textAlignment"), ("isEditable", "editable")],
        "switch": [("isOn", "on")],
        "slider": [("value", "value"), ("minimumValue", "minValue"), ("maximumValue", "maxValue")],
        "stepper": [("value", "value"), ("minimumValue", "minimumValue"), ("maximumValue", "maximumValue"), ("stepValue", "stepValue"),
                    ("wraps", "wraps")],
        "progressView": [("progressViewStyle", "progressViewStyle"), ("progress", "progress")],
        "activityIndicatorView": [("hidesWhenStopped", "hidesWhenStopped"), ("isAnimating", "animating"), ("style", "style")],
        "pageControl": [("numberOfPages", "numberOfPages"), ("currentPage", "currentPage"), ("hidesForSinglePage", "hidesForSinglePage")],
        "segmentedControl": [("selectedSegmentIndex", "selectedSegmentIndex"), ("isMomentary", "momentary"),
                             ("apportionsSegmentWidthsByContent", "apportionsSegmentWidthsByContent")],
        "stackView": [("axis", "axis"), ("distribution", "distribution"), ("alignment", "alignment"), ("spacing", "spacing"),
                      ("isBaselineRelativeArrangement", "baselineRelativeArrangement"),
                      ("isLayoutMarginsRelativeArrangement", "layoutMarginsRelativeArrangement")],
        "navigationBar": [("prefersLargeTitles", "largeTitles")],
        "toolbar": [("barStyle", "barStyle"), ("isTranslucent", "translucent")],
        "searchBar": [("barStyle", "barStyle"), ("searchBarStyle", "searchBarStyle"), ("isTranslucent", "translucent"), ("text", "text"),
                      ("placeholder", "placeholder"), ("prompt", "prompt"), ("showsCancelButton", "showsCancelButton"),
                      ("showsBookmarkButton", "showsBookmarkButton"), ("showsSearchResultsButton", "showsSearchResultsButton"),
                      ("showsScopeBar", "showsScopeBar")],
        "datePicker": [("datePickerMode", "datePickerMode"), ("minuteInterval", "minuteInterval"), ("preferredDatePickerStyle", "style"),
                       ("countDownDuration", "countDownDuration"), ("roundsToMinuteInterval", "roundsToMinuteInterval")],
        "tableView": [("style", "style"), ("separatorStyle", "separatorStyle"), ("allowsSelection", "allowsSelection"),
                      ("allowsMultipleSelection", "allowsMultipleSelection"), ("rowHeight", "rowHeight"),
                      ("estimatedRowHeight", "estimatedRowHeight"), ("sectionHeaderHeight", "sectionHeaderHeight"),
                      ("sectionFooterHeight", "sectionFooterHeight"),
                      ("cellLayoutMarginsFollowReadableWidth", "cellLayoutMarginsFollowReadableWidth")],
    ]

    static let controlAttributes: [(String, String)] = [
        ("isEnabled", "enabled"), ("isHighlighted", "highlighted"), ("isSelected", "selected"),
        ("contentHorizontalAlignment", "contentHorizontalAlignment"), ("contentVerticalAlignment", "contentVerticalAlignment"),
    ]

    /// Colour properties → `<color key=…>` (the reverse of the reader's table).
    static let colorElements: [String: String] = Dictionary(uniqueKeysWithValues: InterfaceBuilderTranslator.colorKeys.map { ($0.value, $0.key) })

    static let lineBreakModes: [String: String] = Dictionary(uniqueKeysWithValues: InterfaceBuilderTranslator.lineBreakModes.map { ($0.value, $0.key) })

    /// A view (with its subviews, constraints and connections) as its element;
    /// nil when its class has no element (left out with `lenient`).
    mutating func viewElement(_ object: NibObject, key: String?, canvasFrame: Bool) throws(LayoutFileError) -> XMLWriterNode? {
        let o = object.source.objectValue!
        let uikit = uikitClass(of: object.className)
        guard let name = Self.elements[uikit] else {
            try unsupported(o["class"] ?? object.source, "a \(uikit) has no form in a .xib that Offscreen reads back as one (a .xib written by convert holds \(Self.elements.keys.sorted().joined(separator: ", ")) and custom subclasses of them)")
            return nil
        }
        for member in ["segues", "items", "sectionHeaderView", "sectionFooterView"] {
            // A toolbar's items are written as its `<items>` (below).
            if let value = o[member], !(member == "items" && name == "toolbar" && object.toolbarItems != nil) {
                try unsupported(value, "\"\(member)\" has no form in a .xib that Offscreen reads back")
            }
        }
        for member in ["sections", "prototypes"] {
            if let value = o[member] {
                try unsupported(value, "Xcode keeps a table's static and prototype cells in storyboards, not in a .xib; convert writes .xib documents")
            }
        }
        var node = XMLWriterNode(name)
        if let key { node["key"] = key }
        var attributes: [String: String] = [:]
        var values: [XMLWriterNode] = []
        var runtime: [XMLWriterNode] = []
        var frame: XMLWriterNode?
        var autoresizing: XMLWriterNode?
        var states: [String: XMLWriterNode] = [:]
        var flowLayout: [(String, NibPropertyValue?, JSONValue)] = []
        var effect: (blur: String?, vibrancy: String?, plainVibrancy: Bool, source: JSONValue?) = (nil, nil, false, nil)
        let native = Self.viewAttributes + (Self.controlElements.contains(name) ? Self.controlAttributes : []) + (Self.elementAttributes[name] ?? [])
        let nativeNames = Dictionary(native, uniquingKeysWith: { a, _ in a })
        for member in object.properties.members {
            let value = member.value
            let parsed = object.builtInProperties[member.key]
            if name == "stackView", member.key == "spacing", value.stringValue == "system" {
                attributes["spacingType"] = "standard"
                continue
            }
            if let attribute = nativeNames[member.key], let parsed {
                attributes[attribute] = try attributeText(member.key, parsed, value)
                continue
            }
            switch (member.key, parsed) {
            case ("frame", .rect(let r)?):
                frame = Self.rect(key: "frame", r)
                if canvasFrame { writtenCanvasFrame = r }
            case ("autoresizingMask", _):
                let bits = [("flexibleLeftMargin", "flexibleMinX"), ("flexibleWidth", "widthSizable"), ("flexibleRightMargin", "flexibleMaxX"),
                            ("flexibleTopMargin", "flexibleMinY"), ("flexibleHeight", "heightSizable"), ("flexibleBottomMargin", "flexibleMaxY")]
                let names = Set(value.arrayValue?.compactMap(\.stringValue) ?? [])
                autoresizing = XMLWriterNode("autoresizingMask", [("key", "autoresizingMask")] + bits.filter { names.contains($0.0) }.map { ($0.1, "YES") })
            case ("translatesAutoresizingMaskIntoConstraints", _):
                continue  // Written with the constrained views, below.
            case (let key, .color(let color)?) where Self.colorElements[key] != nil:
                values.append(colorElement(key: Self.colorElements[key]!, color, source: value))
            case ("font", .font(let font)?) where ["label", "textField", "textView"].contains(name),
                 ("titleLabel.font", .font(let font)?) where name == "button":
                values.append(try fontElement(font, value))
            case ("text", .string(let text)?) where name == "textView":
                values.append(XMLWriterNode("string", [("key", "text")], text: try xmlText(text, value)))
            case ("attributedText", .attributedText(let runs)?) where name == "label" || name == "textView":
                values.append(try attributedString(key: "attributedText", runs))
            case ("separatorInset", .insets(let i)?) where name == "tableView":
                values.append(XMLWriterNode("inset", [("key", "separatorInset"), ("minX", Self.real(i[1])), ("minY", Self.real(i[0])),
                                                      ("maxX", Self.real(i[3])), ("maxY", Self.real(i[2]))]))
            case ("barTintColor", .color(let color)?) where name == "toolbar" || name == "searchBar":
                values.append(colorElement(key: "barTintColor", color, source: value))
            case ("scopeButtonTitles", .list(let titles)?) where name == "searchBar":
                var strings: [XMLWriterNode] = []
                for (title, source) in zip(titles, value.arrayValue ?? []) {
                    guard case .string(let text) = title else { continue }
                    strings.append(XMLWriterNode("string", text: try xmlText(text, source)))
                }
                values.append(XMLWriterNode("scopeButtonTitles", children: strings))
            case ("separatorColor", .color(let color)?) where name == "tableView":
                values.append(colorElement(key: "separatorColor", color, source: value))
            case (let key, _) where name == "collectionView" && key.hasPrefix("collectionViewLayout."):
                flowLayout.append((String(key.dropFirst("collectionViewLayout.".count)), parsed, value))
            case ("layoutMargins", .insets(let i)?):
                values.append(XMLWriterNode("edgeInsets", [("key", "layoutMargins"), ("top", Self.real(i[0])), ("left", Self.real(i[1])),
                                                           ("bottom", Self.real(i[2])), ("right", Self.real(i[3]))]))
            case ("segments", .list(let items)?) where name == "segmentedControl":
                var segments: [XMLWriterNode] = []
                for (item, source) in zip(items, value.arrayValue ?? []) {
                    guard case .string(let title) = item else { continue }
                    segments.append(XMLWriterNode("segment", [("title", try xmlText(title, source))]))
                }
                values.append(XMLWriterNode("segments", children: segments))
            case ("image", .perState(let list)?) where name == "imageView":
                if case .image(let reference)? = list.first?.value, let image = try imageName(reference, value) { attributes["image"] = image }
            case ("highlightedImage", .image(let reference)?) where name == "imageView":
                if let image = try imageName(reference, value) { attributes["highlightedImage"] = image }
            case ("title", .perState?), ("titleColor", .perState?), ("image", .perState?), ("backgroundImage", .perState?),
                 ("attributedTitle", .perState?) where name == "button":
                try addStates(member.key, parsed!, value, to: &states)
            case (let key, .number(let seconds)?) where name == "datePicker" && InterfaceBuilderTranslator.datePickerDateKeys.contains(key):
                values.append(XMLWriterNode("date", [("key", key), ("timeIntervalSinceReferenceDate", Self.number(seconds))]))
            case ("locale", .string(let identifier)?) where name == "datePicker":
                values.append(XMLWriterNode("locale", [("key", "locale"), ("localeIdentifier", try xmlText(identifier, value))]))
            case ("accessibilityIdentifier", .string(let identifier)?):
                values.append(XMLWriterNode("accessibility", [("key", "accessibilityConfiguration"), ("identifier", try xmlText(identifier, value))]))
            case ("effect.blurStyle", _) where name == "visualEffectView":
                effect.blur = value.stringValue
                effect.source = value
            case ("effect.vibrancyStyle", _) where name == "visualEffectView":
                effect.vibrancy = value.stringValue
                effect.source = value
            case ("effect.vibrancy", .bool(let b)?) where name == "visualEffectView":
                effect.plainVibrancy = b
                effect.source = value
            default:
                if let made = try runtimeAttribute(member.key, parsed, value) { runtime.append(made) }
            }
        }
        // Labels and image views from a layout file hug at 251, as Interface
        // Builder's do; a reader gives them 250 unless the element says so.
        if name == "label" || name == "imageView" {
            if attributes["horizontalHuggingPriority"] == nil { attributes["horizontalHuggingPriority"] = "251" }
            if attributes["verticalHuggingPriority"] == nil { attributes["verticalHuggingPriority"] = "251" }
        }
        if name == "button" { attributes["buttonType"] = "system" }
        let translates: Bool
        if case .bool(let b)? = object.builtInProperties["translatesAutoresizingMaskIntoConstraints"] {
            translates = b
        } else {
            translates = !constrainedViews.contains(ObjectIdentifier(object))
        }
        if !translates { attributes["translatesAutoresizingMaskIntoConstraints"] = "NO" }
        let order = native.map(\.1) + ["spacingType", "buttonType", "image", "highlightedImage", "translatesAutoresizingMaskIntoConstraints"]
        var seen: Set<String> = []
        for attribute in order where seen.insert(attribute).inserted {
            if let text = attributes[attribute] { node.attributes.append((attribute, text)) }
        }
        node["id"] = id(of: object)
        if object.className != uikit { addClass(object.className, to: &node) }
        if frame == nil, canvasFrame {
            // Without a frame the first view fills the canvas; a reader takes the canvas from its frame.
            let canvas = CGRect(origin: .zero, size: document.canvas.size)
            frame = Self.rect(key: "frame", canvas)
            writtenCanvasFrame = canvas
        }
        if let frame { node.children.append(frame) }
        if let autoresizing { node.children.append(autoresizing) }
        // Subviews: a stack view's are its arranged ones; a visual effect view's go into its content view.
        if name == "stackView", let plain = o["subviews"], !object.subviews.isEmpty {
            try unsupported(plain, "a stack view's subviews in a .xib are its arranged subviews; these are not arranged")
        }
        var subviews: [XMLWriterNode] = []
        for child in name == "stackView" ? object.arrangedSubviews : object.allSubviews {
            if let made = try viewElement(child, key: nil, canvasFrame: false) { subviews.append(made) }
        }
        if name == "visualEffectView" {
            var content = XMLWriterNode("view", [("key", "contentView"), ("opaque", "NO"), ("clipsSubviews", "YES"), ("multipleTouchEnabled", "YES"),
                                                 ("contentMode", "center"), ("id", contentViewID(of: object))])
            if case .rect(let r)? = object.builtInProperties["frame"] {
                content.children.append(Self.rect(key: "frame", CGRect(origin: .zero, size: r.size)))
            }
            content.children.append(XMLWriterNode("autoresizingMask", [("key", "autoresizingMask"), ("widthSizable", "YES"), ("heightSizable", "YES")]))
            if !subviews.isEmpty { content.children.append(XMLWriterNode("subviews", children: subviews)) }
            node.children.append(content)
            if let source = effect.source {
                guard let blur = effect.blur else {
                    try unsupported(source, "a vibrancy effect in a .xib is made for a blur; give \"effect.blurStyle\" too")
                    return node
                }
                let blurNode = XMLWriterNode("blurEffect", [("style", blur)])
                if let vibrancy = effect.vibrancy {
                    values.insert(XMLWriterNode("vibrancyEffect", [("style", vibrancy)], children: [blurNode]), at: 0)
                } else if effect.plainVibrancy {
                    values.insert(XMLWriterNode("vibrancyEffect", children: [blurNode]), at: 0)
                } else {
                    values.insert(blurNode, at: 0)
                }
            }
        } else if !subviews.isEmpty {
            node.children.append(XMLWriterNode("subviews", children: subviews))
        }
        if name == "collectionView" { node.children.append(flowLayoutElement(flowLayout, of: object)) }
        if name == "toolbar", let items = object.toolbarItems, !items.isEmpty {
            node.children.append(XMLWriterNode("items", children: try barButtonItemElements(items)))
        }
        for (key, header) in [("tableHeaderView", object.tableHeaderView), ("tableFooterView", object.tableFooterView)] {
            if let header, let made = try viewElement(header, key: key, canvasFrame: false) { node.children.append(made) }
        }
        if safeAreaViews.contains(ObjectIdentifier(object)) {
            node.children.append(XMLWriterNode("viewLayoutGuide", [("key", "safeArea"), ("id", safeAreaID(of: object))]))
        }
        node.children += values
        if name == "textField" { node.children.append(XMLWriterNode("textInputTraits", [("key", "textInputTraits")])) }
        for state in NibEnumeration.controlState.names { if let made = states[state] { node.children.append(made) } }
        let constraints = try constraintElements(object)
        if !constraints.isEmpty { node.children.append(XMLWriterNode("constraints", children: constraints)) }
        if !runtime.isEmpty { node.children.append(XMLWriterNode("userDefinedRuntimeAttributes", children: runtime)) }
        var connections = try outletElements(object.outlets, holderSeed: "object:" + object.source.path)
        // A picker view's data source and delegate are the outlets of UIKit's own the reader connects.
        let pickerOutlets = uikit == "UIPickerView" && object.outlets.allSatisfy { $0.name == "dataSource" || $0.name == "delegate" }
        if !object.outlets.isEmpty, object.className == uikit, !pickerOutlets, let outlets = o["outlets"] {
            try unsupported(outlets, Self.builtInOutletsMessage)
            connections = []
        }
        for action in object.actions {
            let destination = action.target == "owner" ? "-1" : document.objectsByID[action.target].map { id(of: $0) } ?? "-1"
            connections.append(XMLWriterNode("action", [("selector", try xmlText(action.selector, action.source)), ("destination", destination),
                                                        ("eventType", action.eventName),
                                                        ("id", makeID("action:\(action.source.path)"))]))
        }
        if !connections.isEmpty { node.children.append(XMLWriterNode("connections", children: connections)) }
        return node
    }

    /// A collection view's `<collectionViewFlowLayout key="collectionViewLayout">`
    /// (a layout file's collection view always has a flow layout).
    func flowLayoutElement(_ properties: [(String, NibPropertyValue?, JSONValue)], of object: NibObject) -> XMLWriterNode {
        var node = XMLWriterNode("collectionViewFlowLayout", [("key", "collectionViewLayout")])
        var children: [XMLWriterNode] = []
        for (key, parsed, value) in properties {
            switch parsed {
            case .number(let n)?: node[key] = Self.number(n)
            case .integer?: node[key] = value.stringValue ?? ""
            case .size(let size)?:
                children.append(XMLWriterNode("size", [("key", key), ("width", Self.real(size.width)), ("height", Self.real(size.height))]))
            case .insets(let i)?:
                children.append(XMLWriterNode("inset", [("key", key), ("minX", Self.real(i[1])), ("minY", Self.real(i[0])),
                                                        ("maxX", Self.real(i[3])), ("maxY", Self.real(i[2]))]))
            default: continue
            }
        }
        node["id"] = flowLayoutIDs[ObjectIdentifier(object)]
        node.children = children
        return node
    }

    func contentViewID(of effectView: NibObject) -> String { contentViewIDs[ObjectIdentifier(effectView)]! }

    func safeAreaID(of view: NibObject) -> String { safeAreaIDs[ObjectIdentifier(view)]! }

    static func rect(key: String, _ r: CGRect) -> XMLWriterNode {
        XMLWriterNode("rect", [("key", key), ("x", real(r.origin.x)), ("y", real(r.origin.y)),
                               ("width", real(r.size.width)), ("height", real(r.size.height))])
    }

    /// A property's value as an attribute.
    func attributeText(_ key: String, _ parsed: NibPropertyValue, _ value: JSONValue) throws(LayoutFileError) -> String {
        switch parsed {
        case .bool(let b): return Self.bool(b)
        case .number(let n): return Self.number(n)
        case .integer(let n):
            // Enumerations are parsed to their raw value; the file names them.
            if let name = value.stringValue { return key == "lineBreakMode" ? Self.lineBreakModes[name] ?? name : name }
            return String(n)
        case .string(let s): return try xmlText(s, value)
        default: throw error(value, "internal: \(key) is not an attribute value")
        }
    }
}

extension NibClassRegistry.Lookup {
    var isFound: Bool {
        if case .found = self { return true }
        return false
    }
}
