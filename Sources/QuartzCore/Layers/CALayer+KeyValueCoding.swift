import Foundation

// Key-value coding on layers and animations, as Core Animation extends it:
// every animatable property by name, structure fields and transform
// components by key path ("position.x", "bounds.size.width",
// "transform.rotation.z", "transform.scale"), and any other key stored on the
// object. Geometry comes boxed in NSValue, numbers in NSNumber, as on iOS.

/// A number as key-value coding passes it (NSNumber, or a Swift number).
func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let n as NSNumber: CGFloat(n.doubleValue)
    case let d as Double: CGFloat(d)
    case let f as Float: CGFloat(f)
    case let i as Int: CGFloat(i)
    case let c as CGFloat: c
    default: nil
    }
}

private func point(_ value: Any?) -> CGPoint? { (value as? CGPoint) ?? (value as? NSValue)?.cgPointValue }
private func size(_ value: Any?) -> CGSize? { (value as? CGSize) ?? (value as? NSValue)?.cgSizeValue }
private func rect(_ value: Any?) -> CGRect? { (value as? CGRect) ?? (value as? NSValue)?.cgRectValue }
private func transform3D(_ value: Any?) -> CATransform3D? {
    (value as? CATransform3D) ?? (value as? NSValue).map(\.caTransform3DValue)
}
private func color(_ value: Any?) -> CGColor? {
    guard let value else { return nil }
    return value as? CGColor
}

/// A 2D transform's translation, rotation and scale, as Core Animation's
/// `transform.*` key paths read and write them.
private struct TransformComponents {
    var tx: CGFloat, ty: CGFloat, rotation: CGFloat, sx: CGFloat, sy: CGFloat

    init(_ t: CATransform3D) {
        let a = t.affine
        tx = a.tx; ty = a.ty
        rotation = atan2(a.b, a.a)
        sx = (a.a * a.a + a.b * a.b).squareRoot()
        sy = (a.c * a.c + a.d * a.d).squareRoot() * (a.a * a.d - a.b * a.c < 0 ? -1 : 1)
    }

    var transform: CATransform3D {
        let c = cos(rotation), s = sin(rotation)
        var t = CATransform3DIdentity
        t.m11 = sx * c; t.m12 = sx * s; t.m21 = -sy * s; t.m22 = sy * c; t.m41 = tx; t.m42 = ty
        return t
    }

    func value(_ key: String) -> CGFloat? {
        switch key {
        case "rotation", "rotation.z": rotation
        case "scale": (sx + sy) / 2
        case "scale.x": sx
        case "scale.y": sy
        case "translation.x": tx
        case "translation.y": ty
        case "rotation.x", "rotation.y", "translation.z": 0
        case "scale.z": 1
        default: nil
        }
    }

    mutating func set(_ key: String, _ v: CGFloat) -> Bool {
        switch key {
        case "rotation", "rotation.z": rotation = v
        case "scale": sx = v; sy = v
        case "scale.x": sx = v
        case "scale.y": sy = v
        case "translation.x": tx = v
        case "translation.y": ty = v
        default: return false
        }
        return true
    }
}

extension CALayer {
    /// The property named `key` (boxed), or a value stored with `setValue(_:forKey:)`.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "bounds": return NSValue(cgRect: bounds)
        case "position": return NSValue(cgPoint: position)
        case "frame": return NSValue(cgRect: frame)
        case "anchorPoint": return NSValue(cgPoint: anchorPoint)
        case "zPosition": return NSNumber(value: Double(zPosition))
        case "anchorPointZ": return NSNumber(value: Double(anchorPointZ))
        case "transform": return NSValue(caTransform3D: transform)
        case "sublayerTransform": return NSValue(caTransform3D: sublayerTransform)
        case "opacity": return NSNumber(value: opacity)
        case "hidden", "isHidden": return NSNumber(value: isHidden)
        case "masksToBounds": return NSNumber(value: masksToBounds)
        case "backgroundColor": return backgroundColor
        case "cornerRadius": return NSNumber(value: Double(cornerRadius))
        case "borderWidth": return NSNumber(value: Double(borderWidth))
        case "borderColor": return borderColor
        case "shadowColor": return shadowColor
        case "shadowOpacity": return NSNumber(value: shadowOpacity)
        case "shadowOffset": return NSValue(cgSize: shadowOffset)
        case "shadowRadius": return NSNumber(value: Double(shadowRadius))
        case "shadowPath": return shadowPath
        case "contents": return contents
        case "contentsScale": return NSNumber(value: Double(contentsScale))
        case "name": return name
        case "speed": return NSNumber(value: speed)
        case "timeOffset": return NSNumber(value: timeOffset)
        case "beginTime": return NSNumber(value: beginTime)
        case "duration": return NSNumber(value: duration)
        default:
            if let value = classValue(forKey: key) { return value }
            // A subclass's own @objc property, from the OffscreenCompatibility plugin's table.
            if case .found(let found) = lookUpTableKey(key, of: self) { return flattenedKeyValue(found.get(self)) }
            return extraValues[key] ?? type(of: self).defaultValue(forKey: key)
        }
    }

    /// Sets the property named `key` from a boxed value (a wrong type leaves
    /// it unchanged); any other key is stored on the layer.
    public func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "bounds": if let r = rect(value) { bounds = r }
        case "position": if let p = point(value) { position = p }
        case "frame": if let r = rect(value) { frame = r }
        case "anchorPoint": if let p = point(value) { anchorPoint = p }
        case "zPosition": if let n = number(value) { zPosition = n }
        case "anchorPointZ": if let n = number(value) { anchorPointZ = n }
        case "transform": if let t = transform3D(value) { transform = t }
        case "sublayerTransform": if let t = transform3D(value) { sublayerTransform = t }
        case "opacity": if let n = number(value) { opacity = Float(n) }
        case "hidden", "isHidden": if let n = number(value) { isHidden = n != 0 }
        case "masksToBounds": if let n = number(value) { masksToBounds = n != 0 }
        case "backgroundColor": backgroundColor = color(value)
        case "cornerRadius": if let n = number(value) { cornerRadius = n }
        case "borderWidth": if let n = number(value) { borderWidth = n }
        case "borderColor": borderColor = color(value)
        case "shadowColor": shadowColor = color(value)
        case "shadowOpacity": if let n = number(value) { shadowOpacity = Float(n) }
        case "shadowOffset": if let s = size(value) { shadowOffset = s }
        case "shadowRadius": if let n = number(value) { shadowRadius = n }
        case "shadowPath": shadowPath = value as? CGPath
        case "contents": contents = value
        case "contentsScale": if let n = number(value) { contentsScale = n }
        case "name": name = value as? String
        case "speed": if let n = number(value) { speed = Float(n) }
        case "timeOffset": if let n = number(value) { timeOffset = Double(n) }
        case "beginTime": if let n = number(value) { beginTime = Double(n) }
        case "duration": if let n = number(value) { duration = Double(n) }
        default:
            if setClassValue(value, forKey: key) { return }
            if case .found(let found) = lookUpTableKey(key, of: self) {
                guard let set = found.set else { return reportKeyValueProblem("\(type(of: self)).\(key) is read-only") }
                if !set(self, value) { reportKeyValueProblem("\(type(of: self)).\(key) cannot be set to \(value.map { String(describing: $0) } ?? "nil")") }
                return
            }
            extraValues[key] = value
        }
    }

    /// `value(forKey:)` through a dotted path: structure fields
    /// ("position.x", "bounds.size.width", "shadowOffset.height") and
    /// transform components ("transform.rotation.z", "transform.scale.x").
    public func value(forKeyPath keyPath: String) -> Any? {
        if let emitter = self as? CAEmitterLayer, keyPath.hasPrefix("emitterCells."),
           let (cell, rest) = CAEmitterLayer.cell(in: emitter.emitterCells, path: String(keyPath.dropFirst(13))) {
            return cell.value(forKeyPath: rest)
        }
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        if head == "transform" || head == "sublayerTransform" {
            let t = head == "transform" ? transform : sublayerTransform
            return TransformComponents(t).value(rest).map { NSNumber(value: Double($0)) }
        }
        guard let field = Self.field(of: value(forKey: head), rest) else { return nil }
        return NSNumber(value: Double(field))
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let emitter = self as? CAEmitterLayer, keyPath.hasPrefix("emitterCells."),
           let (cell, rest) = CAEmitterLayer.cell(in: emitter.emitterCells, path: String(keyPath.dropFirst(13))) {
            return cell.setValue(value, forKeyPath: rest)
        }
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        guard let n = number(value) else { return }
        if head == "transform" || head == "sublayerTransform" {
            var parts = TransformComponents(head == "transform" ? transform : sublayerTransform)
            guard parts.set(rest, n) else { return }
            if head == "transform" { transform = parts.transform } else { sublayerTransform = parts.transform }
            return
        }
        guard let updated = Self.setting(rest, n, in: self.value(forKey: head)) else { return }
        setValue(updated, forKey: head)
    }

    private static func field(of boxed: Any?, _ path: String) -> CGFloat? {
        guard let value = boxed as? NSValue else { return nil }
        let type = String(cString: value.objCType)
        if type.hasPrefix("{CGPoint") {
            return path == "x" ? value.cgPointValue.x : path == "y" ? value.cgPointValue.y : nil
        }
        if type.hasPrefix("{CGSize") {
            return path == "width" ? value.cgSizeValue.width : path == "height" ? value.cgSizeValue.height : nil
        }
        guard type.hasPrefix("{CGRect") else { return nil }
        let r = value.cgRectValue
        switch path {
        case "origin.x": return r.origin.x
        case "origin.y": return r.origin.y
        case "size.width": return r.size.width
        case "size.height": return r.size.height
        default: return nil
        }
    }

    private static func setting(_ path: String, _ n: CGFloat, in boxed: Any?) -> NSValue? {
        guard let value = boxed as? NSValue else { return nil }
        let type = String(cString: value.objCType)
        if type.hasPrefix("{CGPoint") {
            var p = value.cgPointValue
            switch path { case "x": p.x = n; case "y": p.y = n; default: return nil }
            return NSValue(cgPoint: p)
        }
        if type.hasPrefix("{CGSize") {
            var s = value.cgSizeValue
            switch path { case "width": s.width = n; case "height": s.height = n; default: return nil }
            return NSValue(cgSize: s)
        }
        guard type.hasPrefix("{CGRect") else { return nil }
        var r = value.cgRectValue
        switch path {
        case "origin.x": r.origin.x = n
        case "origin.y": r.origin.y = n
        case "size.width": r.size.width = n
        case "size.height": r.size.height = n
        default: return nil
        }
        return NSValue(cgRect: r)
    }

    /// The layer classes' own properties (shape, gradient).
    private func classValue(forKey key: String) -> Any? {
        if let shape = self as? CAShapeLayer {
            switch key {
            case "path": return shape.path
            case "fillColor": return shape.fillColor
            case "strokeColor": return shape.strokeColor
            case "lineWidth": return NSNumber(value: Double(shape.lineWidth))
            case "strokeStart": return NSNumber(value: Double(shape.strokeStart))
            case "strokeEnd": return NSNumber(value: Double(shape.strokeEnd))
            default: return nil
            }
        }
        if let emitter = self as? CAEmitterLayer {
            switch key {
            case "emitterCells": return emitter.emitterCells
            case "birthRate": return NSNumber(value: emitter.birthRate)
            case "lifetime": return NSNumber(value: emitter.lifetime)
            case "velocity": return NSNumber(value: emitter.velocity)
            case "scale": return NSNumber(value: emitter.scale)
            case "spin": return NSNumber(value: emitter.spin)
            case "emitterPosition": return NSValue(cgPoint: emitter.emitterPosition)
            case "emitterSize": return NSValue(cgSize: emitter.emitterSize)
            default: return nil
            }
        }
        if let gradient = self as? CAGradientLayer {
            switch key {
            case "colors": return gradient.colors
            case "locations": return gradient.locations
            case "startPoint": return NSValue(cgPoint: gradient.startPoint)
            case "endPoint": return NSValue(cgPoint: gradient.endPoint)
            default: return nil
            }
        }
        return nil
    }

    private func setClassValue(_ value: Any?, forKey key: String) -> Bool {
        if let shape = self as? CAShapeLayer {
            switch key {
            case "path": shape.path = value as? CGPath
            case "fillColor": shape.fillColor = color(value)
            case "strokeColor": shape.strokeColor = color(value)
            case "lineWidth": if let n = number(value) { shape.lineWidth = n }
            case "strokeStart": if let n = number(value) { shape.strokeStart = n }
            case "strokeEnd": if let n = number(value) { shape.strokeEnd = n }
            default: return false
            }
            return true
        }
        if let emitter = self as? CAEmitterLayer {
            switch key {
            case "emitterCells": emitter.emitterCells = value as? [CAEmitterCell]
            case "birthRate": if let n = number(value) { emitter.birthRate = Float(n) }
            case "lifetime": if let n = number(value) { emitter.lifetime = Float(n) }
            case "velocity": if let n = number(value) { emitter.velocity = Float(n) }
            case "scale": if let n = number(value) { emitter.scale = Float(n) }
            case "spin": if let n = number(value) { emitter.spin = Float(n) }
            case "emitterPosition": if let p = point(value) { emitter.emitterPosition = p }
            case "emitterSize": if let s = size(value) { emitter.emitterSize = s }
            default: return false
            }
            return true
        }
        if let gradient = self as? CAGradientLayer {
            switch key {
            case "colors": gradient.colors = value as? [Any]
            case "locations": gradient.locations = value as? [NSNumber]
            case "startPoint": if let p = point(value) { gradient.startPoint = p }
            case "endPoint": if let p = point(value) { gradient.endPoint = p }
            default: return false
            }
            return true
        }
        return false
    }
}

extension CAAnimation {
    /// The timing properties by name, or a value stored with `setValue(_:forKey:)`.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "duration": return NSNumber(value: duration)
        case "beginTime": return NSNumber(value: beginTime)
        case "speed": return NSNumber(value: speed)
        case "timeOffset": return NSNumber(value: timeOffset)
        case "repeatCount": return NSNumber(value: repeatCount)
        case "autoreverses": return NSNumber(value: autoreverses)
        case "removedOnCompletion", "isRemovedOnCompletion": return NSNumber(value: isRemovedOnCompletion)
        case "keyPath": return (self as? CAPropertyAnimation)?.keyPath
        case "fromValue": return (self as? CABasicAnimation)?.fromValue
        case "toValue": return (self as? CABasicAnimation)?.toValue
        case "byValue": return (self as? CABasicAnimation)?.byValue
        case "values": return (self as? CAKeyframeAnimation)?.values
        default: return extraValues[key] ?? type(of: self).defaultValue(forKey: key)
        }
    }

    public func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "duration": if let n = number(value) { duration = Double(n) }
        case "beginTime": if let n = number(value) { beginTime = Double(n) }
        case "speed": if let n = number(value) { speed = Float(n) }
        case "timeOffset": if let n = number(value) { timeOffset = Double(n) }
        case "repeatCount": if let n = number(value) { repeatCount = Float(n) }
        case "autoreverses": if let n = number(value) { autoreverses = n != 0 }
        case "removedOnCompletion", "isRemovedOnCompletion": if let n = number(value) { isRemovedOnCompletion = n != 0 }
        case "keyPath" where self is CAPropertyAnimation: (self as! CAPropertyAnimation).keyPath = value as? String
        case "fromValue" where self is CABasicAnimation: (self as! CABasicAnimation).fromValue = value
        case "toValue" where self is CABasicAnimation: (self as! CABasicAnimation).toValue = value
        case "byValue" where self is CABasicAnimation: (self as! CABasicAnimation).byValue = value
        case "values" where self is CAKeyframeAnimation: (self as! CAKeyframeAnimation).values = value as? [Any]
        default: extraValues[key] = value
        }
    }
}
