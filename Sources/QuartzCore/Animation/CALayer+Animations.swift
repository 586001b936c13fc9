/// The animations each layer holds, by key. A side table, since extensions
/// cannot add storage to CALayer: entries keep the layer weakly and are
/// dropped when it goes away.
@MainActor
private enum LayerAnimations {
    struct Entry {
        weak var layer: CALayer?
        var animations: [(key: String?, animation: CAAnimation)]
    }

    static var table: [ObjectIdentifier: Entry] = [:]

    static func animations(of layer: CALayer) -> [(key: String?, animation: CAAnimation)] {
        guard let entry = table[ObjectIdentifier(layer)], entry.layer === layer else { return [] }
        return entry.animations
    }

    static func set(_ animations: [(key: String?, animation: CAAnimation)], of layer: CALayer) {
        table = table.filter { $0.value.layer != nil }
        if animations.isEmpty {
            table[ObjectIdentifier(layer)] = nil
        } else {
            table[ObjectIdentifier(layer)] = Entry(layer: layer, animations: animations)
        }
    }
}

extension CALayer {
    /// Records `anim` under `key` (replacing one with the same key). It is not
    /// played: the layer keeps rendering its model values (see CAAnimation).
    public func add(_ anim: CAAnimation, forKey key: String?) {
        var list = LayerAnimations.animations(of: self)
        if let key { list.removeAll { $0.key == key } }
        list.append((key, anim))
        LayerAnimations.set(list, of: self)
    }

    public func animation(forKey key: String) -> CAAnimation? {
        LayerAnimations.animations(of: self).last { $0.key == key }?.animation
    }

    public func animationKeys() -> [String]? {
        let keys = LayerAnimations.animations(of: self).compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    public func removeAnimation(forKey key: String) {
        LayerAnimations.set(LayerAnimations.animations(of: self).filter { $0.key != key }, of: self)
    }

    public func removeAllAnimations() {
        LayerAnimations.set([], of: self)
    }

    /// The layer as shown: with no animation playing, the model itself.
    public func presentation() -> Self? { self }

    /// The model layer: this layer.
    public func model() -> Self { self }
}
