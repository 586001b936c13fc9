import Foundation

/// Interface Builder's size-class variations, resolved for one pair of size
/// classes before a document is translated: `<variation key="widthClass=compact">`
/// elements give an element other attributes (`constant="8"`, `hidden="YES"`)
/// or other value elements (a `<fontDescription>`), and their
/// `<mask key="constraints">` / `<mask key="subviews">` include or exclude
/// constraints and subviews (`key="default"`: the base, any width and any height).
/// A variation with more size classes in its key wins over one with fewer, as in Interface Builder.
package struct InterfaceBuilderSizeClasses: Sendable, Hashable {
    package var width: UIUserInterfaceSizeClass
    package var height: UIUserInterfaceSizeClass

    package init(width: UIUserInterfaceSizeClass, height: UIUserInterfaceSizeClass) {
        self.width = width
        self.height = height
    }

    /// The size classes of a document's `<device>`: an iPad's are regular;
    /// a phone's width is compact (regular in landscape on the larger phones)
    /// and its height regular (compact in landscape). Without a device, an
    /// iPhone in portrait.
    package static func of(device: XMLElementNode?) -> InterfaceBuilderSizeClasses {
        let id = device?["id"] ?? "retina6_12"
        let landscape = device?["orientation"] == "landscape"
        if id.hasPrefix("ipad") { return InterfaceBuilderSizeClasses(width: .regular, height: .regular) }
        guard landscape else { return InterfaceBuilderSizeClasses(width: .compact, height: .regular) }
        let size = InterfaceBuilderTranslator.deviceSizes[id] ?? CGSize(width: 390, height: 844)
        // iOS gives regular width in landscape to phones 414 pt wide or more in portrait.
        return InterfaceBuilderSizeClasses(width: size.width >= 414 ? .regular : .compact, height: .compact)
    }

    /// The four pairs a variation can name (compact or regular, each way).
    package static let all: [InterfaceBuilderSizeClasses] = [.compact, .regular].flatMap { width in
        [UIUserInterfaceSizeClass.compact, .regular].map { InterfaceBuilderSizeClasses(width: width, height: $0) }
    }

    /// The pair of `traits`; a size class the traits leave unspecified is
    /// taken from `fallback`.
    package init(_ traits: UITraitCollection, fallback: InterfaceBuilderSizeClasses) {
        width = traits.horizontalSizeClass == .unspecified ? fallback.width : traits.horizontalSizeClass
        height = traits.verticalSizeClass == .unspecified ? fallback.height : traits.verticalSizeClass
    }

    var description: String {
        "widthClass=\(Self.name(width)), heightClass=\(Self.name(height))"
    }

    static func name(_ c: UIUserInterfaceSizeClass) -> String { c == .regular ? "regular" : c == .compact ? "compact" : "unspecified" }

    /// How many size classes `key` names when all of them match these; nil
    /// when one does not, or the key names something else.
    func specificity(of key: String) -> Int? {
        var count = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            switch pair[0] {
            case "widthClass": guard pair[1] == Self.name(width) else { return nil }
            case "heightClass": guard pair[1] == Self.name(height) else { return nil }
            default: return nil
            }
            count += 1
        }
        return count
    }
}

extension XMLElementNode {
    /// A copy of this tree with every `<variation>` resolved for `classes`
    /// and removed; `found` is set when the document had any. With
    /// `applyingMasks` false, constraints and subviews a mask excludes are
    /// kept (a loaded document makes them all and installs those of the
    /// current size classes, see `NibSizeClassVariations`).
    package func resolvingVariations(_ classes: InterfaceBuilderSizeClasses, applyingMasks: Bool = true, found: inout Bool) -> XMLElementNode {
        let variations = children("variation")
        if !variations.isEmpty { found = true }
        let matching = variations
            .compactMap { v in classes.specificity(of: v["key"] ?? "").map { (v, $0) } }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
        var attributes = self.attributes
        var excluded: Set<String> = []
        for variation in variations where variation["key"] == "default" { apply(masks: variation, to: &excluded) }
        var replacements: [XMLElementNode] = []
        for variation in matching {
            for (name, value) in variation.attributes where name != "key" { attributes[name] = value }
            apply(masks: variation, to: &excluded)
            for child in variation.children where child.name != "mask" {
                replacements.removeAll { $0.name == child.name && $0["key"] == child["key"] }
                replacements.append(child)
            }
        }
        let copy = XMLElementNode(name: name, attributes: attributes, line: line, column: column)
        copy.setText(text)
        var kept: [XMLElementNode] = []
        for child in children where child.name != "variation" {
            if let replacement = replacements.first(where: { $0.name == child.name && $0["key"] == child["key"] }) {
                kept.append(replacement.resolvingVariations(classes, applyingMasks: applyingMasks, found: &found))
                replacements.removeAll { $0 === replacement }
                continue
            }
            if child.name == "constraints" || child.name == "subviews" {
                let filtered = XMLElementNode(name: child.name, attributes: child.attributes, line: child.line, column: child.column)
                for grandchild in child.children where !applyingMasks || !excluded.contains(grandchild["id"] ?? "") {
                    filtered.append(grandchild.resolvingVariations(classes, applyingMasks: applyingMasks, found: &found))
                }
                kept.append(filtered)
                continue
            }
            kept.append(child.resolvingVariations(classes, applyingMasks: applyingMasks, found: &found))
        }
        for extra in replacements { kept.append(extra.resolvingVariations(classes, applyingMasks: applyingMasks, found: &found)) }
        for child in kept { copy.append(child) }
        return copy
    }

    /// The Interface Builder ids of the constraints and subviews that masks
    /// leave out for `classes`, in the whole tree.
    package func excludedReferences(_ classes: InterfaceBuilderSizeClasses) -> Set<String> {
        var result: Set<String> = []
        func visit(_ node: XMLElementNode) {
            let variations = node.children("variation")
            if !variations.isEmpty {
                var excluded: Set<String> = []
                for variation in variations where variation["key"] == "default" { node.apply(masks: variation, to: &excluded) }
                let matching = variations
                    .compactMap { v in classes.specificity(of: v["key"] ?? "").map { (v, $0) } }
                    .sorted { $0.1 < $1.1 }
                for (variation, _) in matching { node.apply(masks: variation, to: &excluded) }
                result.formUnion(excluded)
            }
            for child in node.children where child.name != "variation" { visit(child) }
        }
        visit(self)
        return result
    }

    /// Ids of the constraints whose installation or values vary: those a
    /// mask names and those with a `<variation>` of their own.
    package func variedConstraintReferences() -> Set<String> {
        var result: Set<String> = []
        func visit(_ node: XMLElementNode) {
            if node.name == "constraint", let id = node["id"], !node.children("variation").isEmpty { result.insert(id) }
            if node.name == "mask" { for entry in node.children { if let r = entry["reference"] { result.insert(r) } } }
            for child in node.children { visit(child) }
        }
        visit(self)
        return result
    }

    /// A variation's `<mask>`s: `<exclude reference>` leaves the element
    /// out, `<include reference>` brings it back.
    private func apply(masks variation: XMLElementNode, to excluded: inout Set<String>) {
        for mask in variation.children("mask") {
            for entry in mask.children {
                guard let reference = entry["reference"] else { continue }
                if entry.name == "exclude" { excluded.insert(reference) } else if entry.name == "include" { excluded.remove(reference) }
            }
        }
    }
}
