/// A constraint from a layout file, parsed from its equation form
/// `first.attribute relation second.attribute [* multiplier] [± constant] [@priority]`,
/// e.g. `"title.leading == superview.leadingMargin + 8 @750"`; typed so Auto
/// Layout can build an `NSLayoutConstraint` from it without parsing again.
package struct NibConstraintDescription: Sendable, Equatable {
    /// Raw values are NSLayoutConstraint.Attribute's.
    package enum Attribute: Int, Sendable, CaseIterable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins

        /// The case's name as the file spells it (`leadingMargin`).
        package var name: String { Self.names[self]! }

        /// Every case's name, worked out once: a description of an enum case
        /// goes through runtime reflection (dynamic casts), too slow to do per anchor.
        private static let names: [Attribute: String] = Dictionary(uniqueKeysWithValues: allCases.map { ($0, "\($0)") })
        private static let byName: [String: Attribute] =
            Dictionary(uniqueKeysWithValues: allCases.map { ("\($0)", $0) })

        /// The case named `name`, nil for any other word.
        package init?(name: String) {
            guard let attribute = Self.byName[name] else { return nil }
            self = attribute
        }

        /// Every name, for suggestions in error messages.
        package static var allNames: [String] { allCases.map(\.name) }

        package enum Axis: Sendable { case horizontal, vertical, dimension }

        package var axis: Axis {
            switch self {
            case .left, .right, .leading, .trailing, .centerX,
                 .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return .horizontal
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline,
                 .topMargin, .bottomMargin, .centerYWithinMargins:
                return .vertical
            case .width, .height:
                return .dimension
            }
        }

        /// left/right are absolute, leading/trailing follow the layout direction;
        /// UIKit refuses a constraint between the two kinds.
        package var isAbsoluteDirection: Bool {
            [.left, .right, .leftMargin, .rightMargin].contains(self)
        }

        package var isDirectional: Bool {
            [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
        }
    }

    /// Raw values are NSLayoutConstraint.Relation's.
    package enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// What an item name refers to.
    package enum Item: Sendable, Equatable {
        /// An object of the file, by its `id`.
        case object(String)
        /// The superview of the constraint's first item.
        case superview
    }

    /// A layout guide of the item, instead of the item itself; or, for a
    /// cell, its content view (where a file's subviews of a cell go). A
    /// scroll view's `contentLayoutGuide` and `frameLayoutGuide` are its own.
    package enum Guide: String, Sendable, Equatable, CaseIterable {
        case safeAreaLayoutGuide, layoutMarginsGuide, readableContentGuide, contentView, contentLayoutGuide, frameLayoutGuide
    }

    package struct Anchor: Sendable, Equatable {
        package var item: Item
        package var guide: Guide?
        package var attribute: Attribute
    }

    package var first: Anchor
    package var relation: Relation
    /// nil for a constant-only constraint (`width == 44`).
    package var second: Anchor?
    package var multiplier: Double
    package var constant: Double
    /// 1...1000, UILayoutPriority's range; 1000 is required.
    package var priority: Double
    /// An id for outlets to this constraint (e.g. a height constraint to animate).
    package var id: String?
    /// NSLayoutConstraint.identifier, shown in unsatisfiable-constraint logs.
    package var identifier: String?
}
