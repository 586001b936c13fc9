/// One object of a layout file: a view (with its subviews) or a view
/// controller (with its root view), as read and checked from the JSON.
/// Properties are kept as JSON too, because a custom class may read keys of
/// its own in `init?(coder:)`; built-in keys are checked when the file is read.
package final class NibObject: Sendable {
    package let className: String
    package let id: String?
    /// The object's JSON, for error positions.
    package let source: JSONValue
    package let properties: JSONObject
    /// Built-in properties, parsed and checked, by name.
    package let builtInProperties: [String: NibPropertyValue]
    package let subviews: [NibObject]
    /// A UIStackView's arranged subviews, in order (they are subviews too).
    package let arrangedSubviews: [NibObject]
    /// A view controller's root view.
    package let view: NibObject?
    package let storyboardIdentifier: String?
    package let outlets: [NibOutlet]
    package let actions: [NibAction]
    package let constraints: [NibConstraintEntry]
    /// Nesting level in the view tree: 1 for a top-level object.
    package let depth: Int
    /// A navigation controller's root: the id of another top-level view
    /// controller (a storyboard's root-view-controller relationship segue).
    package let rootViewControllerID: String?
    /// A table view's static sections (a storyboard's static cells).
    package let sections: [NibTableSection]
    /// A table or collection view's prototype cells, by reuse identifier,
    /// made each time the data source dequeues one (never at load).
    package let prototypes: [NibObject]

    /// Segues that start at this object (see `NibSegue`).
    package let segues: [NibSegue]
    /// A tab bar controller's tabs: ids of other top-level view controllers
    /// (a storyboard's viewControllers relationship segues).
    package let childControllerIDs: [String]?
    /// A view controller's navigation item beyond its title (bar button items, prompt, title view…).
    package let navigationItem: NibNavigationItem?
    /// A table view's header and footer views (above its first section, below its last).
    package let tableHeaderView: NibObject?
    package let tableFooterView: NibObject?
    /// A scroll view's refresh control (a storyboard table view controller's
    /// `<refreshControl key="refreshControl">`), set as its `refreshControl`.
    package let refreshControl: NibObject?
    /// A collection view's section header and footer views: prototypes
    /// registered for `elementKindSectionHeader` / `…Footer`, made per dequeue.
    package let sectionHeaderView: NibObject?
    package let sectionFooterView: NibObject?
    /// A `UINavigationBar`'s own items, bottom to top (a bar placed in a view, not a navigation controller's).
    package let navigationBarItems: [NibNavigationItem]?
    /// A `UIToolbar`'s `items`, or a view controller's `toolbarItems`: bar button items, leading to trailing.
    package let toolbarItems: [NibBarButtonItem]?

    /// An object is a view controller when it has a root `view` or a
    /// `storyboardIdentifier`; the class registry confirms the class.
    package var isViewController: Bool { view != nil || storyboardIdentifier != nil || rootViewControllerID != nil || childControllerIDs != nil }

    package init(className: String, id: String?, source: JSONValue, properties: JSONObject,
                 builtInProperties: [String: NibPropertyValue], subviews: [NibObject],
                 arrangedSubviews: [NibObject], view: NibObject?, storyboardIdentifier: String?,
                 outlets: [NibOutlet], actions: [NibAction], constraints: [NibConstraintEntry], depth: Int,
                 rootViewControllerID: String? = nil, segues: [NibSegue] = [], childControllerIDs: [String]? = nil,
                 sections: [NibTableSection] = [], prototypes: [NibObject] = [], navigationItem: NibNavigationItem? = nil,
                 tableHeaderView: NibObject? = nil, tableFooterView: NibObject? = nil,
                 sectionHeaderView: NibObject? = nil, sectionFooterView: NibObject? = nil,
                 navigationBarItems: [NibNavigationItem]? = nil, toolbarItems: [NibBarButtonItem]? = nil,
                 refreshControl: NibObject? = nil) {
        self.refreshControl = refreshControl
        self.toolbarItems = toolbarItems
        self.sectionHeaderView = sectionHeaderView
        self.sectionFooterView = sectionFooterView
        self.navigationBarItems = navigationBarItems
        self.navigationItem = navigationItem
        self.tableHeaderView = tableHeaderView
        self.tableFooterView = tableFooterView
        self.rootViewControllerID = rootViewControllerID
        self.segues = segues
        self.childControllerIDs = childControllerIDs
        self.sections = sections
        self.prototypes = prototypes
        self.className = className
        self.id = id
        self.source = source
        self.properties = properties
        self.builtInProperties = builtInProperties
        self.subviews = subviews
        self.arrangedSubviews = arrangedSubviews
        self.view = view
        self.storyboardIdentifier = storyboardIdentifier
        self.outlets = outlets
        self.actions = actions
        self.constraints = constraints
        self.depth = depth
    }

    /// Subviews in the order they are added: arranged ones first (as
    /// `addArrangedSubview` appends them), then plain subviews.
    package var allSubviews: [NibObject] { arrangedSubviews + subviews }

    /// Objects made with this one at load: its subviews and a table view's
    /// static cells (prototype cells are made later, one per dequeue).
    package var loadedChildren: [NibObject] {
        allSubviews + [tableHeaderView, tableFooterView, refreshControl].compactMap { $0 } + sections.flatMap(\.cells)
    }

    /// A prototype cell's reuse identifier (checked when the file is read).
    package var reuseIdentifier: String? {
        if case .string(let s)? = builtInProperties["reuseIdentifier"] { return s }
        return nil
    }

    /// The JSON of one property, for error positions.
    package func propertySource(_ key: String) -> JSONValue? { properties[key] }
}

/// `"outlets": {"titleLabel": "title"}`: a property of the object (or of the
/// owner) set to the object with that id; an array of ids makes an outlet
/// collection.
package struct NibOutlet: Sendable {
    package var name: String
    package var targetIDs: [String]
    package var isCollection: Bool
    package var source: JSONValue
    package var keyPosition: SourcePosition
}

/// `{"event": "touchUpInside", "target": "owner", "action": "didTap:"}` on a
/// control: `addTarget(target, action:, for:)` once the objects exist.
package struct NibAction: Sendable {
    package var event: Int
    package var eventName: String
    /// "owner" or an object id.
    package var target: String
    package var selector: String
    package var source: JSONValue
}

/// A constraint and where it came from.
package struct NibConstraintEntry: Sendable {
    package var description: NibConstraintDescription
    package var source: JSONValue
}

/// One static section of a table view in a layout file: optional header and
/// footer titles and its cells, in order (a storyboard's `<tableViewSection>`).
package struct NibTableSection: Sendable {
    package var headerTitle: String?
    package var footerTitle: String?
    package var cells: [NibObject]
    /// Each cell's row height (a storyboard cell's custom "Row Height"), -1
    /// for the table's `rowHeight`; nil when no cell has one.
    package var rowHeights: [Double]?
    package var source: JSONValue

    package init(headerTitle: String?, footerTitle: String?, cells: [NibObject], rowHeights: [Double]? = nil, source: JSONValue) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
        self.rowHeights = rowHeights
        self.source = source
    }
}
