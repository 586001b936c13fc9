import Foundation

/// A control or glyph beside a list cell's content: disclosure chevron,
/// checkmark, delete and insert buttons, reorder handle, multiselect circle,
/// outline disclosure, a label or a view of your own. `UICollectionViewListCell`
/// shows the ones whose `displayedState` matches its editing state.
public struct UICellAccessory: @unchecked Sendable {
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }

    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The system's width for the accessory kind.
        case standard
        case custom(CGFloat)
    }

    public typealias ActionHandler = () -> Void
    /// Where among the existing accessories a custom view goes (an index into them).
    public typealias Position = ([UICellAccessory]) -> Int

    public enum Placement {
        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    public struct CheckmarkOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    public struct DeleteOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.backgroundColor = backgroundColor
        }
    }

    public struct InsertOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.backgroundColor = backgroundColor
        }
    }

    public struct ReorderOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var showsVerticalSeparator: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    public struct MultiselectOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.backgroundColor = backgroundColor
        }
    }

    public struct OutlineDisclosureOptions {
        public enum Style: Int, Sendable { case automatic, header, cell }
        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style; self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.maintainsFixedSize = maintainsFixedSize
        }
    }

    package enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect
        case outlineDisclosure(style: OutlineDisclosureOptions.Style)
        case label(String, UIFont?)
        case customView(UIView, leading: Bool, maintainsFixedSize: Bool)
    }

    package var kind: Kind
    public var displayedState: DisplayedState
    public var isHidden: Bool
    public var reservedLayoutWidth: LayoutDimension
    public var tintColor: UIColor?
    package var backgroundColor: UIColor?
    package var actionHandler: ActionHandler?
    package var showsVerticalSeparator = false

    package init(kind: Kind, displayed: DisplayedState, isHidden: Bool?, width: LayoutDimension?, tint: UIColor?) {
        self.kind = kind
        displayedState = displayed
        self.isHidden = isHidden ?? false
        reservedLayoutWidth = width ?? .standard
        tintColor = tint
    }

    // MARK: Makers

    /// A chevron pointing to the trailing side, in the tertiary label colour.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A checkmark in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A red circle with a white minus on the leading side (while editing, by default).
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        var a = UICellAccessory(kind: .delete, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
        a.backgroundColor = options.backgroundColor
        a.actionHandler = actionHandler
        return a
    }

    /// A green circle with a white plus on the leading side (while editing, by default).
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        var a = UICellAccessory(kind: .insert, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
        a.backgroundColor = options.backgroundColor
        a.actionHandler = actionHandler
        return a
    }

    /// Three grey bars on the trailing side (while editing, by default).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        var a = UICellAccessory(kind: .reorder, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
        a.showsVerticalSeparator = options.showsVerticalSeparator
        return a
    }

    /// An empty circle on the leading side, filled with the tint and a checkmark when the cell is selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        var a = UICellAccessory(kind: .multiselect, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
        a.backgroundColor = options.backgroundColor
        return a
    }

    /// A chevron that points down while the cell's item is expanded and to the trailing side while collapsed.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        var a = UICellAccessory(kind: .outlineDisclosure(style: options.style), displayed: displayed, isHidden: options.isHidden,
                                width: options.reservedLayoutWidth, tint: options.tintColor)
        a.actionHandler = actionHandler
        return a
    }

    /// Text on the trailing side, body font in the secondary label colour.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .label(text, options.font), displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor)
    }

    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        let leading: Bool
        switch configuration.placement {
        case .leading(let d, _): displayed = d; leading = true
        case .trailing(let d, _): displayed = d; leading = false
        }
        return UICellAccessory(kind: .customView(configuration.customView, leading: leading, maintainsFixedSize: configuration.maintainsFixedSize),
                               displayed: displayed, isHidden: configuration.isHidden, width: configuration.reservedLayoutWidth,
                               tint: configuration.tintColor)
    }

    // MARK: Placement

    /// Delete, insert, multiselect and leading custom views go on the leading side; the rest trail.
    package var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: true
        case .customView(_, let leading, _): leading
        default: false
        }
    }

    package func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayedState {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// The width iOS gives this kind of accessory (at the Large content size).
    package var standardWidth: CGFloat {
        switch kind {
        case .disclosureIndicator: 11
        case .checkmark: 17
        case .delete, .insert, .multiselect: 22
        case .reorder: 22
        case .outlineDisclosure: 16
        case .label, .customView: 0
        }
    }
}
