import Foundation

/// Table and collection views: `<tableView>` with static `<sections>` of
/// `<tableViewSection>`s and their `<cells>`, or `<prototypes>`;
/// `<collectionView>` with its `<collectionViewFlowLayout>` and prototype
/// `<cells>`. They become a layout file's `sections` and `prototypes`, a
/// cell's content view's subviews and constraints the cell's (constraints to
/// the content view itself name `cell.contentView`), and the labels and
/// image view a styled cell names (`textLabel="…"`) its `textLabel.text`,
/// `detailTextLabel.text` and `imageView.image`.
extension InterfaceBuilderTranslator {
    /// Elements made as the list classes of this build.
    static let listClasses: [String: String] = [
        "tableView": "UITableView", "collectionView": "UICollectionView",
        "tableViewCell": "UITableViewCell", "collectionViewCell": "UICollectionViewCell",
        // A collection view's section header or footer view (`key="sectionHeaderView"`).
        "collectionReusableView": "UICollectionReusableView",
        // A table's section header or footer (a xib's root, registered with
        // `register(_:forHeaderFooterViewReuseIdentifier:)`); its content
        // view's subviews and constraints are its `contentView`'s.
        "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
    ]
    /// The list controllers this build has.
    static let builtListControllers: Set<String> = ["UITableViewController", "UICollectionViewController"]

    /// Attributes read by `listProperties` (not reported as unapplied).
    static let listAttributes: Set<String> = ["textLabel", "detailTextLabel", "imageView", "style", "rowHeight",
                                              "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
                                              "separatorStyle", "allowsSelection", "allowsMultipleSelection",
                                              "selectionStyle", "accessoryType", "reuseIdentifier", "dataMode",
                                              "cellLayoutMarginsFollowReadableWidth", "editingAccessoryType",
                                              // Estimates only matter before a header is measured.
                                              "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight"]
    /// Child elements read here (not reported by `valueElements`).
    static let listChildElements: Set<String> = ["sections", "prototypes", "cells", "collectionViewFlowLayout", "collectionViewLayout",
                                                 "tableViewCellContentView", "collectionViewCellContentView"]

    static let tableCellStyles = [
        "IBUITableViewCellStyleDefault": "default", "IBUITableViewCellStyleValue1": "value1",
        "IBUITableViewCellStyleValue2": "value2", "IBUITableViewCellStyleSubtitle": "subtitle",
    ]

    /// A cell's, a table header or footer view's or a visual effect view's
    /// content view element (`<view key="contentView">`): its subviews and
    /// constraints become the element's, made in its `contentView`.
    func cellContentView(_ node: XMLElementNode) -> XMLElementNode? {
        guard ["tableViewCell", "collectionViewCell", "visualEffectView", "tableViewHeaderFooterView"].contains(node.name) else { return nil }
        return node.children.first { $0["key"] == "contentView" }
    }

    /// The ids of the labels and image view a styled table cell names: drawn
    /// by the cell's style, not made as subviews.
    func styleViewIDs(_ cell: XMLElementNode) -> Set<String> {
        guard cell.name == "tableViewCell" else { return [] }
        return Set(["textLabel", "detailTextLabel", "imageView"].compactMap { cell[$0] })
    }

    /// The subview elements of a cell (its content view's, less the style's
    /// labels and image view), or nil for an element that is not a cell.
    func cellSubviewNodes(_ node: XMLElementNode) -> [XMLElementNode]? {
        guard let content = cellContentView(node) else { return nil }
        let styleViews = styleViewIDs(node)
        let own = node.child("subviews")?.children ?? []
        return (content.child("subviews")?.children ?? []).filter { !styleViews.contains($0["id"] ?? "") } + own
    }

    /// The cells of a table or collection view: static sections, prototypes.
    func listCellNodes(_ node: XMLElementNode) -> (sections: [(XMLElementNode, [XMLElementNode])], prototypes: [XMLElementNode]) {
        switch node.name {
        case "tableView":
            let sections = (node.child("sections")?.children("tableViewSection") ?? []).map { section in
                (section, section.child("cells")?.children("tableViewCell") ?? [])
            }
            return (sections, node.child("prototypes")?.children("tableViewCell") ?? [])
        case "collectionView":
            return ([], node.child("cells")?.children("collectionViewCell") ?? [])
        default:
            return ([], [])
        }
    }

    /// Marks a list's cells, their content views and subviews as made.
    mutating func markListContentEmitted(_ node: XMLElementNode) {
        if let content = cellContentView(node), let contentID = content["id"] {
            emitted.insert(contentID)
            contentViewCells[contentID] = node["id"]
        }
        let (sections, prototypes) = listCellNodes(node)
        for cell in sections.flatMap(\.1) + prototypes { markEmitted(cell, topLevel: false) }
        for view in tableHeaderFooterNodes(node) + sectionSupplementaryNodes(node) { markEmitted(view, topLevel: false) }
    }

    /// A collection view's `sectionHeaderView` and `sectionFooterView` elements.
    func sectionSupplementaryNodes(_ node: XMLElementNode) -> [XMLElementNode] {
        guard node.name == "collectionView" else { return [] }
        return node.children.filter { $0["key"] == "sectionHeaderView" || $0["key"] == "sectionFooterView" }
    }

    /// A table view's `tableHeaderView` and `tableFooterView` elements (any view element with that key).
    func tableHeaderFooterNodes(_ node: XMLElementNode) -> [XMLElementNode] {
        guard node.name == "tableView" else { return [] }
        return node.children.filter { $0["key"] == "tableHeaderView" || $0["key"] == "tableFooterView" }
    }

    /// A table or collection view's (or cell's) own properties.
    mutating func listProperties(_ node: XMLElementNode, add: (String, JSONValue) -> Void) throws(LayoutFileError) {
        switch node.name {
        case "tableView":
            if let style = node["style"] {
                if NibEnumeration.tableViewStyle.rawValue(of: style) != nil { add("style", string(style, node)) }
                else { warnOnce("tableView.style=\(style)", node, "style=\"\(style)\" of <tableView> is not a table style Offscreen knows; drawn plain") }
            }
            // -1 is Interface Builder's "Automatic".
            for key in ["rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight"] {
                if let n = try double(node, key), n >= 0 { add(key, number(n, node)) }
            }
            if let separator = node["separatorStyle"] { add("separatorStyle", string(separator == "none" ? "none" : "singleLine", node)) }
            for key in ["allowsSelection", "allowsMultipleSelection", "cellLayoutMarginsFollowReadableWidth"] {
                if let b = flag(node, key) { add(key, bool(b, node)) }
            }
            if let color = node.child("color", key: "separatorColor"), let value = try colorValue(color) { add("separatorColor", value) }
            if let inset = node.child("inset", key: "separatorInset") { add("separatorInset", try insetValue(inset)) }
        case "tableViewCell":
            if let style = node["style"] {
                if let name = Self.tableCellStyles[style] { add("style", string(name, node)) }
                else { warnOnce("tableViewCell.style=\(style)", node, "style=\"\(style)\" of <tableViewCell> is not a cell style Offscreen knows; drawn as the default style") }
            }
            let enumerations: [(String, NibEnumeration)] = [("accessoryType", .tableCellAccessoryType), ("selectionStyle", .tableCellSelectionStyle)]
            for (attribute, enumeration) in enumerations {
                guard let value = node[attribute] else { continue }
                if enumeration.rawValue(of: value) != nil { add(attribute, string(value, node)) }
                else { warnOnce("tableViewCell.\(attribute)=\(value)", node, "\(attribute)=\"\(value)\" of <tableViewCell> is not one Offscreen knows; not applied") }
            }
            // The cell's own separator inset (Interface Builder's Separator
            // "Custom Insets"), which UITableViewCell decodes over the table's.
            if let inset = node.child("inset", key: "separatorInset") { add("separatorInset", try insetValue(inset)) }
            try styleViewProperties(node, add: add)
        case "collectionView":
            guard let flow = node.child("collectionViewFlowLayout", key: "collectionViewLayout") else {
                if let layout = node.children.first(where: { $0["key"] == "collectionViewLayout" }) {
                    // A custom layout (`<collectionViewLayout key="collectionViewLayout" customClass="…">`).
                    if layout.name == "collectionViewLayout", let custom = layout["customClass"] {
                        add("collectionViewLayout.class", string(custom, layout))
                    } else {
                        warnOnce("collectionViewLayout", layout, "\(layout.label) is not read: a collection view from a document has a flow layout or a registered custom one")
                    }
                }
                return
            }
            if let size = flow.child("size", key: "itemSize") {
                add("collectionViewLayout.itemSize", numbers([try double(size, "width") ?? 0, try double(size, "height") ?? 0], size))
            }
            for key in ["minimumLineSpacing", "minimumInteritemSpacing"] {
                if let n = try double(flow, key), n >= 0 { add("collectionViewLayout.\(key)", number(n, flow)) }
            }
            if let inset = flow.child("inset", key: "sectionInset") { add("collectionViewLayout.sectionInset", try insetValue(inset)) }
            if let direction = flow["scrollDirection"], NibEnumeration.collectionScrollDirection.rawValue(of: direction) != nil {
                add("collectionViewLayout.scrollDirection", string(direction, flow))
            }
            for key in ["headerReferenceSize", "footerReferenceSize"] {
                guard let size = flow.child("size", key: key) else { continue }
                add("collectionViewLayout.\(key)", numbers([try double(size, "width") ?? 0, try double(size, "height") ?? 0], size))
            }
        default:
            break
        }
        if node.name != "visualEffectView", let content = cellContentView(node),
           let color = content.child("color", key: "backgroundColor"), let value = try colorValue(color) {
            add("contentView.backgroundColor", value)
        }
        if (node.name == "tableViewCell" && node.parent?.name == "prototypes") || node.name == "collectionViewCell"
            || node.name == "collectionReusableView" || node.name == "tableViewHeaderFooterView",
           let identifier = node["reuseIdentifier"], !identifier.isEmpty {
            add("reuseIdentifier", string(identifier, node))
        }
    }

    /// The text, font and colour of the labels a styled cell names, and its image.
    private mutating func styleViewProperties(_ cell: XMLElementNode, add: (String, JSONValue) -> Void) throws(LayoutFileError) {
        let content = cellContentView(cell)?.child("subviews")?.children ?? []
        for key in ["textLabel", "detailTextLabel"] {
            guard let id = cell[key], let label = content.first(where: { $0["id"] == id }) else { continue }
            if let text = label["text"] { add("\(key).text", string(text, label)) }
            if let font = label.child("fontDescription", key: "fontDescription"), let value = try fontValue(font) { add("\(key).font", value) }
            if let color = label.child("color", key: "textColor"), let value = try colorValue(color) { add("\(key).textColor", value) }
        }
        if let id = cell["imageView"], let imageView = content.first(where: { $0["id"] == id }) {
            let name = imageView["image"] ?? imageView.child("imageReference", key: "image")?["image"]
            if let name, let path = imageReference(name, imageView) { add("imageView.image", string(path, imageView)) }
        }
    }

    /// `sections` and `prototypes` members of a table or collection view,
    /// and a table's `tableHeaderView` and `tableFooterView`.
    mutating func listContent(_ node: XMLElementNode, depth: Int) throws(LayoutFileError) -> [(String, JSONValue)] {
        let (sections, prototypes) = listCellNodes(node)
        var members: [(String, JSONValue)] = []
        for view in tableHeaderFooterNodes(node) {
            if let made = try viewObject(view, depth: depth + 1) { members.append((view["key"]!, made)) }
        }
        if node.name == "tableView", node["key"] == "view", let controller = node.parent,
           let refresh = refreshControlNode(controller), let made = try viewObject(refresh, depth: depth + 1) {
            members.append(("refreshControl", made))
        }
        for view in sectionSupplementaryNodes(node) {
            guard let identifier = view["reuseIdentifier"], !identifier.isEmpty else {
                warn(view, "\(view.label) has no reuse identifier, so no data source can dequeue it; not made (Interface Builder warns: reusable views must have reuse identifiers)")
                continue
            }
            if let made = try viewObject(view, depth: depth + 1) { members.append((view["key"]!, made)) }
        }
        if node.name == "tableView", node["dataMode"] == "static" || !sections.isEmpty {
            var list: [JSONValue] = []
            for (section, cells) in sections {
                var sectionMembers: [(String, JSONValue)] = []
                if let title = section["headerTitle"] { sectionMembers.append(("headerTitle", string(title, section))) }
                if let title = section["footerTitle"] { sectionMembers.append(("footerTitle", string(title, section))) }
                var made: [JSONValue] = []
                // A cell's custom "Row Height" (its rowHeight attribute):
                // the static table's height for its row; -1 (Automatic) else.
                var heights: [Double] = []
                for cell in cells {
                    guard let object = try viewObject(cell, depth: depth + 1) else { continue }
                    made.append(object)
                    heights.append(try double(cell, "rowHeight").flatMap { $0 >= 0 ? $0 : nil } ?? -1)
                }
                sectionMembers.append(("cells", array(made, section)))
                if heights.contains(where: { $0 >= 0 }) { sectionMembers.append(("rowHeights", numbers(heights, section))) }
                list.append(object(sectionMembers, section))
            }
            members.append(("sections", array(list, node)))
            if !prototypes.isEmpty { warn(node, "the prototype cells of a static table view are not made") }
            return members
        }
        var list: [JSONValue] = []
        var identifiers: Set<String> = []
        for cell in prototypes {
            guard let identifier = cell["reuseIdentifier"], !identifier.isEmpty else {
                warn(cell, "\(cell.label) has no reuse identifier, so no data source can dequeue it; not made (Interface Builder warns: prototype cells must have reuse identifiers)")
                continue
            }
            guard identifiers.insert(identifier).inserted else {
                warn(cell, "\(cell.label): another prototype cell of this view has the reuse identifier \"\(identifier)\"; the first is used")
                continue
            }
            if let object = try viewObject(cell, depth: depth + 1) { list.append(object) }
        }
        if !list.isEmpty { members.append(("prototypes", array(list, node))) }
        return members
    }
}

extension InterfaceBuilderTranslator {
    /// Value elements of a list element that `listProperties` and
    /// `listContent` read.
    static func isListValueElement(_ child: XMLElementNode, of node: XMLElementNode) -> Bool {
        if listChildElements.contains(child.name) { return true }
        if node.name == "collectionView", child["key"] == "sectionHeaderView" || child["key"] == "sectionFooterView" { return true }
        if node.name == "tableViewCell", child.name == "inset", child["key"] == "separatorInset" { return true }
        return node.name == "tableView" && ["separatorColor", "separatorInset", "tableHeaderView", "tableFooterView"].contains(child["key"] ?? "")
    }
}

extension InterfaceBuilderTranslator {
    /// A table or collection view controller's view's `dataSource` and
    /// `delegate` outlets to the controller: the controller adopts its view
    /// as it loads, as these outlets would.
    static func isAdoptedListOutlet(_ node: XMLElementNode, property: String, destination: String) -> Bool {
        guard listClasses[node.name] != nil, property == "dataSource" || property == "delegate",
              let controller = node.parent, controller["id"] == destination else { return false }
        return controller.name == "tableViewController" || controller.name == "collectionViewController"
    }
}
