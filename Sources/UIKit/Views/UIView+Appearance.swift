extension UIView {
    private var undimmedTintColor: UIColor {
        explicitTintColor ?? superview?.undimmedTintColor ?? UIColor.systemBlue
    }

    package var effectiveTintColor: UIColor {
        let tint = undimmedTintColor
        return effectiveTintAdjustmentMode == .dimmed ? tint.dimmedForTintAdjustment : tint
    }

    /// `.automatic` inherits the superview's mode; the root's is `.normal`.
    package var effectiveTintAdjustmentMode: TintAdjustmentMode {
        if explicitTintAdjustmentMode != .automatic { return explicitTintAdjustmentMode }
        return superview?.effectiveTintAdjustmentMode ?? .normal
    }

    package func setTintColor(_ color: UIColor?) {
        let old = effectiveTintColor
        explicitTintColor = color
        if effectiveTintColor != old { notifyTintChange(modeChanged: false) }
    }

    package func setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        let old = effectiveTintColor
        let oldMode = effectiveTintAdjustmentMode
        explicitTintAdjustmentMode = mode
        if effectiveTintAdjustmentMode != oldMode || effectiveTintColor != old { notifyTintChange(modeChanged: true) }
    }

    /// After a move: tell the subtree if the tint it inherits is now different.
    package func inheritedTintMayHaveChanged(from old: UIColor) {
        if effectiveTintColor != old { notifyTintChange(modeChanged: true) }
    }

    /// This view and the descendants that inherit its tint hear about the change.
    private func notifyTintChange(modeChanged: Bool) {
        tintColorDidChange()
        for view in subviewStorage {
            let inherits = view.explicitTintColor == nil || (modeChanged && view.explicitTintAdjustmentMode == .automatic)
            if inherits { view.notifyTintChange(modeChanged: modeChanged) }
        }
    }
}
