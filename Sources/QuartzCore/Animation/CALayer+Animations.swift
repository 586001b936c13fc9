/// The animations each layer holds, by key, in the layer itself.
private enum LayerAnimations {
    static func animations(of layer: CALayer) -> [(key: String?, animation: CAAnimation)] {
        layer.animationEntries
    }

    static func set(_ animations: [(key: String?, animation: CAAnimation)], of layer: CALayer) {
        layer.animationEntries = animations
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
