import Foundation

/// Something that responds to a layer event (`CALayer.action(forKey:)`).
/// Offscreen plays no animations, so the layer never runs the actions it
/// finds; code that looks them up, sets them or disables them compiles and
/// reads back what it set.
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action means "no action", as on Apple platforms.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CALayer: CAMediaTiming {
    /// The action for `event`: the delegate's, else `actions[event]`, else the
    /// class default (none). `NSNull` found anywhere ends the search with nil.
    public func action(forKey event: String) -> CAAction? {
        if let action = delegate?.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        return type(of: self).defaultAction(forKey: event)
    }

    public class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// Converts `t` from `l`'s local time (nil: absolute time, as
    /// `CACurrentMediaTime()` gives it) to this layer's. Each layer's time is
    /// its superlayer's, minus `beginTime`, times `speed`, plus `timeOffset`.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromAbsolute: l?.absoluteTime(fromLocal: t) ?? t)
    }

    /// Converts `t` from this layer's local time to `l`'s (nil: absolute time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let absolute = absoluteTime(fromLocal: t)
        return l?.localTime(fromAbsolute: absolute) ?? absolute
    }

    private var timingChain: [CALayer] {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let l = layer {
            chain.append(l)
            layer = l.superlayer
        }
        return chain
    }

    private func localTime(fromAbsolute t: CFTimeInterval) -> CFTimeInterval {
        timingChain.reversed().reduce(t) { time, layer in
            (time - layer.beginTime) * CFTimeInterval(layer.speed) + layer.timeOffset
        }
    }

    private func absoluteTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        timingChain.reduce(t) { time, layer in
            // A stopped layer (speed 0) shows one instant; map back to its begin time.
            layer.speed == 0 ? layer.beginTime : (time - layer.timeOffset) / CFTimeInterval(layer.speed) + layer.beginTime
        }
    }
}
