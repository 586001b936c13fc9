import Foundation

/// Applies a layout file's table and collection view properties inside
/// `init?(coder:)`, and makes their content as a storyboard does: a table
/// view's static cells (served by its static data source, or by a
/// `UITableViewController`'s default data source methods) and the prototype
/// cells of a table or collection view, registered under their reuse
/// identifiers so that the data source dequeues copies of them.
extension LayoutFileCoder {
    /// An enumeration property as UIKit's raw value: the checked value, or,
    /// for a name UIKit classes share (`style`) set on a custom class, the
    /// name looked up among `enumeration`'s cases (an error when it is not one).
    package func enumerationValue(forKey key: String, _ enumeration: NibEnumeration) -> Int? {
        switch propertyValue(forKey: key) {
        case .integer(let i)?: return i
        case .string(let name)?:
            if let raw = enumeration.rawValue(of: name) { return raw }
            let source = object.properties[key]!
            record(reader.error(source, "unknown \(enumeration.typeName) name \(JSONValue.quote(name))\(NibValueReader.suggestion(for: name, in: enumeration.names)); expected one of: \(enumeration.names.joined(separator: ", "))"))
            return nil
        default: return nil
        }
    }

    /// The view a file's subviews go into: a cell's or a visual effect
    /// view's `contentView`, as Interface Builder puts their subviews there.
    @preconcurrency @MainActor
    package func subviewContainer(of view: UIView) -> UIView {
        view.nibContentView ?? view
    }

    @preconcurrency @MainActor
    package func applyListProperties(to view: UIView) {
        if let table = view as? UITableView { applyTableViewProperties(to: table) }
        if let cell = view as? UITableViewCell { applyTableCellProperties(to: cell) }
        if let cell = view as? UICollectionReusableView, case .string(let s)? = propertyValue(forKey: "reuseIdentifier") {
            cell.storedReuseIdentifier = s
        }
        if let header = view as? UITableViewHeaderFooterView, case .string(let s)? = propertyValue(forKey: "reuseIdentifier") {
            header.reuseIdentifier = s
        }
        if propertyValue(forKey: "contentView.backgroundColor") != nil, let content = view.nibContentView,
           let color = decodeObject(forKey: "contentView.backgroundColor") as? UIColor {
            content.backgroundColor = color
        }
        if let collection = view as? UICollectionView { applyCollectionViewProperties(to: collection) }
        let keys = object.source.objectValue
        for key in ["tableHeaderView", "tableFooterView"] where keys?[key] != nil && !(view is UITableView) {
            record(reader.error(keys![key]!, "\(JSONValue.quote(key)) is for a UITableView; \(type(of: view)) is not one"))
            return
        }
        if let table = view as? UITableView { makeTableHeaderAndFooter(for: table) }
        if let value = keys?["refreshControl"] {
            guard let scrollView = view as? UIScrollView else {
                record(reader.error(value, "\"refreshControl\" is for a UIScrollView (a table view); \(type(of: view)) is not one"))
                return
            }
            makeRefreshControl(for: scrollView, value)
        }
        for key in ["sectionHeaderView", "sectionFooterView"] where keys?[key] != nil && !(view is UICollectionView) {
            record(reader.error(keys![key]!, "\(JSONValue.quote(key)) is for a UICollectionView; \(type(of: view)) is not one"))
            return
        }
        if let collection = view as? UICollectionView { registerSectionSupplementaryViews(for: collection) }
        let hasSections = keys?["sections"] != nil
        guard hasSections || keys?["prototypes"] != nil else { return }
        if !(view is UITableView), !(view is UICollectionView) || hasSections {
            let key = hasSections ? "sections" : "prototypes"
            let what = key == "sections" ? "a UITableView" : "a UITableView or UICollectionView"
            record(reader.error(object.source.objectValue?[key] ?? object.source, "\(JSONValue.quote(key)) is for \(what); \(type(of: view)) is not one"))
            return
        }
        makeListContent(for: view)
    }

    @preconcurrency @MainActor
    private func applyTableViewProperties(to table: UITableView) {
        _ = enumerationValue(forKey: "style", .tableViewStyle)  // read by UITableView.init?(coder:)
        if let n = number("rowHeight") { table.rowHeight = CGFloat(n) }
        if let n = number("estimatedRowHeight") { table.estimatedRowHeight = CGFloat(n) }
        if let n = number("sectionHeaderHeight") { table.sectionHeaderHeight = CGFloat(n) }
        if let n = number("sectionFooterHeight") { table.sectionFooterHeight = CGFloat(n) }
        if let i = enumerationValue(forKey: "separatorStyle", .tableSeparatorStyle),
           let s = UITableViewCell.SeparatorStyle(rawValue: i) { table.separatorStyle = s }
        if let c = decodeObject(forKey: "separatorColor") as? UIColor { table.separatorColor = c }
        if case .insets(let i)? = propertyValue(forKey: "separatorInset"), i.count == 4 {
            table.separatorInset = UIEdgeInsets(top: i[0], left: i[1], bottom: i[2], right: i[3])
        }
        if case .bool(let b)? = propertyValue(forKey: "allowsSelection") { table.allowsSelection = b }
        if case .bool(let b)? = propertyValue(forKey: "allowsMultipleSelection") { table.allowsMultipleSelection = b }
        if case .bool(let b)? = propertyValue(forKey: "cellLayoutMarginsFollowReadableWidth") {
            table.cellLayoutMarginsFollowReadableWidth = b
        }
    }

    @preconcurrency @MainActor
    private func applyTableCellProperties(to cell: UITableViewCell) {
        _ = enumerationValue(forKey: "style", .tableCellStyle)  // read by UITableViewCell.init?(coder:)
        if case .string(let s)? = propertyValue(forKey: "reuseIdentifier") { cell.reuseIdentifier = s }
        if let font = decodeObject(forKey: "textLabel.font") as? UIFont { cell.textLabel?.font = font }
        if let c = decodeObject(forKey: "textLabel.textColor") as? UIColor { cell.textLabel?.textColor = c }
        if case .string(let s)? = propertyValue(forKey: "textLabel.text") { cell.textLabel?.text = s }
        // A default-style cell has no detail label; the keys are read (and dropped), as UIKit's nil label ignores them.
        if let font = decodeObject(forKey: "detailTextLabel.font") as? UIFont { cell.detailTextLabel?.font = font }
        if let c = decodeObject(forKey: "detailTextLabel.textColor") as? UIColor { cell.detailTextLabel?.textColor = c }
        if case .string(let s)? = propertyValue(forKey: "detailTextLabel.text") { cell.detailTextLabel?.text = s }
        if let image = decodeObject(forKey: "imageView.image") as? UIImage { cell.imageView?.image = image }
        if let c = decodeObject(forKey: "imageView.tintColor") as? UIColor { cell.imageView?.tintColor = c }
        if let i = enumerationValue(forKey: "accessoryType", .tableCellAccessoryType),
           let a = UITableViewCell.AccessoryType(rawValue: i) { cell.accessoryType = a }
        if let i = enumerationValue(forKey: "selectionStyle", .tableCellSelectionStyle),
           let s = UITableViewCell.SelectionStyle(rawValue: i) { cell.selectionStyle = s }
        if case .insets(let i)? = propertyValue(forKey: "separatorInset"), i.count == 4 {
            cell.separatorInset = UIEdgeInsets(top: i[0], left: i[1], bottom: i[2], right: i[3])
        }
    }

    @preconcurrency @MainActor
    private func applyCollectionViewProperties(to collection: UICollectionView) {
        if case .string(let name)? = propertyValue(forKey: "collectionViewLayout.class"), let source = object.properties["collectionViewLayout.class"] {
            // A custom layout, made with init?(coder:) as UIKit decodes it;
            // its own supplementary kinds and decoration views are its business.
            if case .found(let entry) = NibClassRegistry.shared.lookup(name), entry.type is UICollectionViewLayout.Type,
               let layout = entry.make?(self) as? UICollectionViewLayout {
                collection.collectionViewLayout = layout
            } else {
                instantiation?.warn(source, "Unknown class \(name) in Interface Builder file; the collection view keeps a flow layout (register it: UINib.register(\(name).self))")
            }
        }
        guard let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        if case .size(let s)? = propertyValue(forKey: "collectionViewLayout.itemSize") { flow.itemSize = s }
        if let n = number("collectionViewLayout.minimumLineSpacing") { flow.minimumLineSpacing = CGFloat(n) }
        if let n = number("collectionViewLayout.minimumInteritemSpacing") { flow.minimumInteritemSpacing = CGFloat(n) }
        if case .insets(let i)? = propertyValue(forKey: "collectionViewLayout.sectionInset"), i.count == 4 {
            flow.sectionInset = UIEdgeInsets(top: i[0], left: i[1], bottom: i[2], right: i[3])
        }
        if let i = enumerationValue(forKey: "collectionViewLayout.scrollDirection", .collectionScrollDirection),
           let d = UICollectionView.ScrollDirection(rawValue: i) { flow.scrollDirection = d }
        if case .size(let s)? = propertyValue(forKey: "collectionViewLayout.headerReferenceSize") { flow.headerReferenceSize = s }
        if case .size(let s)? = propertyValue(forKey: "collectionViewLayout.footerReferenceSize") { flow.footerReferenceSize = s }
    }

    /// A collection view's section header and footer views, registered as a
    /// storyboard registers them: for `elementKindSectionHeader` /
    /// `elementKindSectionFooter` under their reuse identifiers, so that
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`
    /// makes a copy. Each is made once now, so a bad one fails the load.
    @preconcurrency @MainActor
    private func registerSectionSupplementaryViews(for collection: UICollectionView) {
        guard let instantiation else { return }
        let views = [(object.sectionHeaderView, UICollectionView.elementKindSectionHeader),
                     (object.sectionFooterView, UICollectionView.elementKindSectionFooter)]
        for case let (supplementary?, kind) in views {
            guard let identifier = supplementary.reuseIdentifier else { continue }
            guard let nib = prototypeNib(supplementary, instantiation) else { return }
            let made = nib.firstPrototype
            guard made is UICollectionReusableView, !(made is UICollectionViewCell) else {
                let what = made.map { "\(type(of: $0))" } ?? "nothing"
                record(reader.error(supplementary.source, "a section header or footer view must be a UICollectionReusableView (not a cell); \(what) is not one"))
                return
            }
            collection.register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
    }

    /// A table's header and footer views, made with it (their subviews and
    /// constraints too) and set as `tableHeaderView` / `tableFooterView`.
    @preconcurrency @MainActor
    private func makeTableHeaderAndFooter(for table: UITableView) {
        guard let instantiation else { return }
        if let header = object.tableHeaderView, let made = instantiation.makeSubview(header) { table.tableHeaderView = made }
        if let footer = object.tableFooterView, let made = instantiation.makeSubview(footer) { table.tableFooterView = made }
    }

    /// A scroll view's refresh control, made with it and set as its
    /// `refreshControl` (a table view controller's, which is its table view's).
    @preconcurrency @MainActor
    private func makeRefreshControl(for scrollView: UIScrollView, _ value: JSONValue) {
        guard let instantiation, let object = object.refreshControl, let made = instantiation.makeSubview(object) else { return }
        guard let control = made as? UIRefreshControl else {
            record(reader.error(value, "\"refreshControl\" must be a UIRefreshControl; \(type(of: made)) is not one"))
            return
        }
        scrollView.refreshControl = control
    }

    /// Static cells are made now (their `init?(coder:)` inside the table's);
    /// each prototype is made once now, so a bad one fails the load, and that
    /// copy is the first one dequeued.
    @preconcurrency @MainActor
    private func makeListContent(for view: UIView) {
        guard let instantiation else { return }
        if let table = view as? UITableView, !object.sections.isEmpty {
            var sections: [StaticTableContent.Section] = []
            for section in object.sections {
                var cells: [UITableViewCell] = []
                for cellObject in section.cells {
                    guard let made = instantiation.makeSubview(cellObject) else { return }
                    guard let cell = made as? UITableViewCell else {
                        record(reader.error(cellObject.source, "a static cell must be a UITableViewCell; \(type(of: made)) is not one"))
                        return
                    }
                    cells.append(cell)
                }
                sections.append(.init(headerTitle: section.headerTitle, footerTitle: section.footerTitle, cells: cells,
                                      rowHeights: section.rowHeights?.map { CGFloat($0) }))
            }
            table.installStaticContent(StaticTableContent(sections: sections))
        }
        for prototype in object.prototypes {
            guard let identifier = prototype.reuseIdentifier else { continue }
            guard let nib = prototypeNib(prototype, instantiation) else { return }
            let made = nib.firstPrototype
            if let table = view as? UITableView {
                guard made is UITableViewCell else {
                    record(reader.error(prototype.source, "a table view's prototype cell must be a UITableViewCell; \(type(of: made!)) is not one"))
                    return
                }
                table.register(nib, forCellReuseIdentifier: identifier)
            } else if let collection = view as? UICollectionView {
                guard made is UICollectionViewCell else {
                    record(reader.error(prototype.source, "a collection view's prototype cell must be a UICollectionViewCell; \(type(of: made!)) is not one"))
                    return
                }
                collection.register(nib, forCellWithReuseIdentifier: identifier)
            }
        }
    }

    /// The nib that copies `prototype` for each dequeue (its first copy made
    /// now); nil, with the error recorded, when it cannot be made.
    @preconcurrency @MainActor
    private func prototypeNib(_ prototype: NibObject, _ instantiation: NibInstantiation) -> UINib? {
        do throws(LayoutFileError) {
            return try UINib(prototype: prototype, of: instantiation.document)
        } catch {
            record(error)
            return nil
        }
    }

    private func number(_ key: String) -> Double? {
        if case .number(let n)? = propertyValue(forKey: key) { return n }
        return nil
    }
}

extension UIView {
    /// The `contentView` of a table or collection view cell, of a table's
    /// header or footer view or of a visual effect view: where a file's
    /// subviews go, and what `id.contentView` names in a constraint.
    @preconcurrency @MainActor
    package var nibContentView: UIView? {
        if let cell = self as? UITableViewCell { return cell.contentView }
        if let cell = self as? UICollectionViewCell { return cell.contentView }
        if let effectView = self as? UIVisualEffectView { return effectView.contentView }
        if let headerFooter = self as? UITableViewHeaderFooterView { return headerFooter.contentView }
        return nil
    }

    /// Whether this is a cell's or a visual effect view's `contentView`,
    /// whose frame its owner sets (constraints from a file never turn its
    /// autoresizing mask off).
    @preconcurrency @MainActor
    package var isCellContentView: Bool {
        guard let superview else { return false }
        return superview.nibContentView === self
    }
}
