import Foundation

/// Apple's Visual Format Language, parsed into constraints:
///
///     format     := (('H' | 'V') ':')? ('|' connection)? view (connection view)* (connection '|')?
///     view       := '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection := '' | '-' | '-' predicates '-'
///     predicates := number | metric | '(' predicate (',' predicate)* ')'
///     predicate  := ('==' | '<=' | '>=')? (number | metric | name) ('@' (number | metric))?
///
/// `-` alone is the standard spacing: 8 points between siblings, 20 to the
/// superview's edge (UIKit's values). A predicate naming a view inside a
/// view's brackets relates the sizes (`[a(==b)]`); between views it is
/// not allowed, as in UIKit.
@preconcurrency @MainActor
struct VisualFormatParser {
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    private let text: [Character]
    private var index = 0
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var vertical = false

    init(format: String, metrics: [String: Any]?, views: [String: Any]) {
        self.text = Array(format)
        self.metrics = metrics ?? [:]
        self.views = views
    }

    static let siblingSpacing: CGFloat = 8
    static let superviewSpacing: CGFloat = 20

    private struct Predicate {
        var relation: NSLayoutConstraint.Relation
        var constant: CGFloat?
        var view: UIView?
        var priority: UILayoutPriority
    }

    private enum Element {
        case superview
        case view(UIView)
    }

    // What `parse` builds as it reads, left to right.
    private var lead: NSLayoutConstraint.Attribute = .leading
    private var trail: NSLayoutConstraint.Attribute = .trailing
    private var size: NSLayoutConstraint.Attribute = .width
    private var made: [NSLayoutConstraint] = []
    /// The last view or `|` read.
    private var previous: Element?
    /// The connection read since `previous`: nil when none is pending.
    private var pendingConnection: [Predicate]?
    private var orderedViews: [UIView] = []

    mutating func parse(options: NSLayoutConstraint.FormatOptions) throws(Failure) -> [NSLayoutConstraint] {
        parseOrientation(options)
        while true {
            skipSpaces()
            guard let ch = peek() else { break }
            switch ch {
            case "|": try parseSuperviewEdge()
            case "[": try parseView()
            case "-": try parseConnection()
            default: throw Failure(message: "Expected '[', '|' or '-'", offset: index)
            }
        }
        if pendingConnection != nil { throw Failure(message: "Expected a view or '|' after '-'", offset: index) }
        guard !orderedViews.isEmpty else { throw Failure(message: "Expected a view", offset: index) }
        try addAlignments(options)
        return made
    }

    /// `H:` or `V:`, and the attributes the format's edges mean: top/bottom,
    /// or leading/trailing (left/right under a direction option).
    private mutating func parseOrientation(_ options: NSLayoutConstraint.FormatOptions) {
        skipSpaces()
        if peek() == "H" || peek() == "V", index + 1 < text.count, text[index + 1] == ":" {
            vertical = text[index] == "V"
            index += 2
        }
        size = vertical ? .height : .width
        if vertical {
            (lead, trail) = (.top, .bottom)
        } else if options.contains(.directionLeftToRight) {
            (lead, trail) = (.left, .right)
        } else if options.contains(.directionRightToLeft) {
            (lead, trail) = (.right, .left)
        } else {
            (lead, trail) = (.leading, .trailing)
        }
    }

    /// `|`: the superview's edge, connected to the view before it.
    private mutating func parseSuperviewEdge() throws(Failure) {
        index += 1
        if let previous {
            try connect(previous, .superview, pendingConnection ?? [])
            pendingConnection = nil
        }
        previous = .superview
    }

    /// `[name(predicates)]`: the view's own size predicates, then its
    /// connection to what came before (flush when nothing was written).
    private mutating func parseView() throws(Failure) {
        index += 1
        let view = try parseViewName()
        skipSpaces()
        if peek() == "(" {
            for p in try parsePredicateList() {
                let c: NSLayoutConstraint
                if let other = p.view {
                    c = NSLayoutConstraint(first: view, size, p.relation, second: other, size, multiplier: 1, constant: 0)
                } else {
                    c = NSLayoutConstraint(first: view, size, p.relation, second: nil, .notAnAttribute, multiplier: 1, constant: p.constant ?? 0)
                }
                c.priority = p.priority
                made.append(c)
            }
        }
        skipSpaces()
        guard peek() == "]" else { throw Failure(message: "Expected ']'", offset: index) }
        index += 1
        if let previous {
            try connect(previous, .view(view), pendingConnection ?? [Predicate(relation: .equal, constant: 0, view: nil, priority: .required)])
        }
        pendingConnection = nil
        previous = .view(view)
        orderedViews.append(view)
    }

    /// `-` (standard spacing) or `-predicates-`, kept until the next view or `|`.
    private mutating func parseConnection() throws(Failure) {
        guard let previous else { throw Failure(message: "Expected a view or '|' before '-'", offset: index) }
        index += 1
        skipSpaces()
        if peek() == "[" || peek() == "|" {
            // Standard spacing.
            let isSuper: Bool
            if case .superview = previous { isSuper = true } else { isSuper = peek() == "|" }
            pendingConnection = [Predicate(relation: .equal, constant: isSuper ? Self.superviewSpacing : Self.siblingSpacing,
                                           view: nil, priority: .required)]
            return
        }
        let predicates: [Predicate]
        if peek() == "(" {
            predicates = try parsePredicateList()
        } else {
            predicates = [Predicate(relation: .equal, constant: try parseConstant(), view: nil, priority: .required)]
        }
        skipSpaces()
        guard peek() == "-" else { throw Failure(message: "Expected '-' after the spacing", offset: index) }
        index += 1
        pendingConnection = predicates
    }

    /// One constraint per predicate between two neighbours (views or an edge).
    private mutating func connect(_ a: Element, _ b: Element, _ predicates: [Predicate]) throws(Failure) {
        for p in predicates {
            guard let constant = p.constant else {
                throw Failure(message: "Expected a number or metric between views, not a view name", offset: index)
            }
            let c: NSLayoutConstraint
            switch (a, b) {
            case (.view(let x), .view(let y)):
                c = NSLayoutConstraint(first: y, lead, p.relation, second: x, trail, multiplier: 1, constant: constant)
            case (.superview, .view(let y)):
                guard let s = y.superview else { throw Failure(message: "Unable to interpret '|' character, because the related view doesn't have a superview", offset: index) }
                c = NSLayoutConstraint(first: y, lead, p.relation, second: s, lead, multiplier: 1, constant: constant)
            case (.view(let x), .superview):
                guard let s = x.superview else { throw Failure(message: "Unable to interpret '|' character, because the related view doesn't have a superview", offset: index) }
                c = NSLayoutConstraint(first: s, trail, p.relation, second: x, trail, multiplier: 1, constant: constant)
            case (.superview, .superview):
                throw Failure(message: "Expected a view", offset: index)
            }
            c.priority = p.priority
            made.append(c)
        }
    }

    /// Alignment options: every other view aligned with the first, across the axis only.
    private mutating func addAlignments(_ options: NSLayoutConstraint.FormatOptions) throws(Failure) {
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            let crossesAxis = attribute.positionAxis == (vertical ? .horizontal : .vertical)
            guard crossesAxis else {
                throw Failure(message: "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.".replacingOccurrences(of: "horizontal edge", with: vertical ? "vertical edge" : "horizontal edge"), offset: 0)
            }
            for view in orderedViews.dropFirst() {
                made.append(NSLayoutConstraint(first: view, attribute, .equal, second: orderedViews[0], attribute, multiplier: 1, constant: 0))
            }
        }
    }

    private mutating func parseViewName() throws(Failure) -> UIView {
        let start = index
        let name = readName()
        guard !name.isEmpty else { throw Failure(message: "Expected a view", offset: start) }
        guard let value = views[name] else {
            throw Failure(message: "\(name) is not a key in the views dictionary.", offset: start)
        }
        guard let view = value as? UIView else {
            throw Failure(message: "\(name) is not a UIView in the views dictionary.", offset: start)
        }
        return view
    }

    private mutating func parsePredicateList() throws(Failure) -> [Predicate] {
        index += 1  // (
        var list: [Predicate] = []
        while true {
            skipSpaces()
            list.append(try parsePredicate())
            skipSpaces()
            if peek() == "," { index += 1; continue }
            guard peek() == ")" else { throw Failure(message: "Expected ')' or ','", offset: index) }
            index += 1
            return list
        }
    }

    private mutating func parsePredicate() throws(Failure) -> Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        if index + 1 < text.count {
            switch String(text[index...index + 1]) {
            case "==": relation = .equal; index += 2
            case "<=": relation = .lessThanOrEqual; index += 2
            case ">=": relation = .greaterThanOrEqual; index += 2
            default: break
            }
        }
        skipSpaces()
        var predicate = Predicate(relation: relation, constant: nil, view: nil, priority: .required)
        if let n = readNumber() {
            predicate.constant = n
        } else {
            let start = index
            let name = readName()
            guard !name.isEmpty else { throw Failure(message: "Expected a number, metric or view name", offset: start) }
            if let m = metric(name) {
                predicate.constant = m
            } else if let view = views[name] as? UIView {
                predicate.view = view
            } else {
                throw Failure(message: "\(name) is not a key in the metrics or views dictionaries.", offset: start)
            }
        }
        skipSpaces()
        if peek() == "@" {
            index += 1
            skipSpaces()
            let p = try parseConstant()
            guard p > 0 && p <= 1000 else { throw Failure(message: "A priority must be from 1 to 1000", offset: index) }
            predicate.priority = UILayoutPriority(Float(p))
        }
        return predicate
    }

    private mutating func parseConstant() throws(Failure) -> CGFloat {
        skipSpaces()
        if let n = readNumber() { return n }
        let start = index
        let name = readName()
        guard let m = metric(name) else {
            throw Failure(message: name.isEmpty ? "Expected a number or metric" : "\(name) is not a key in the metrics dictionary.", offset: start)
        }
        return m
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    private mutating func readNumber() -> CGFloat? {
        var end = index
        if end < text.count, text[end] == "-" || text[end] == "+" { end += 1 }
        let digits = end
        while end < text.count, text[end].isNumber || text[end] == "." { end += 1 }
        guard end > digits, let n = Double(String(text[index..<end])) else { return nil }
        index = end
        return CGFloat(n)
    }

    private mutating func readName() -> String {
        let start = index
        while index < text.count, text[index].isLetter || text[index] == "_" || (index > start && text[index].isNumber) { index += 1 }
        return String(text[start..<index])
    }

    private func peek() -> Character? { index < text.count ? text[index] : nil }

    private mutating func skipSpaces() {
        while index < text.count, text[index] == " " { index += 1 }
    }
}

extension NSLayoutConstraint {
    /// Constraints described by a Visual Format Language string (see
    /// `VisualFormatParser` for the grammar). A malformed format logs
    /// UIKit's "Unable to parse constraint format" message, with a caret
    /// under the problem, and returns no constraints (UIKit raises).
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics, views: views)
        do throws(VisualFormatParser.Failure) {
            return try parser.parse(options: opts)
        } catch {
            let caret = String(repeating: " ", count: max(0, error.offset)) + "^"
            LayoutLog.emit("Unable to parse constraint format: \n\(error.message) \n\(format) \n\(caret)")
            return []
        }
    }
}
