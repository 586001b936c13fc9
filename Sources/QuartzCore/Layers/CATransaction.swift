/// Groups layer changes. Offscreen has no implicit animations: every change
/// takes effect at once, so a transaction only records its settings and runs
/// its completion block when the outermost transaction commits (or at once
/// when set outside any transaction, as nothing is animating).
@MainActor
open class CATransaction: NSObject {
    private struct Frame {
        var disableActions = false
        var animationDuration: CFTimeInterval = 0.25
        var completion: (@MainActor () -> Void)?
    }
    private static var stack: [Frame] = []
    private static var implicit = Frame()

    open class func begin() { stack.append(Frame()) }

    open class func commit() {
        guard let frame = stack.popLast() else { return }
        frame.completion?()
    }

    /// Nothing is deferred in Offscreen; present for source compatibility.
    open class func flush() {}

    open class func disableActions() -> Bool { stack.last?.disableActions ?? implicit.disableActions }
    open class func setDisableActions(_ flag: Bool) {
        if stack.isEmpty { implicit.disableActions = flag } else { stack[stack.count - 1].disableActions = flag }
    }

    open class func animationDuration() -> CFTimeInterval { stack.last?.animationDuration ?? implicit.animationDuration }
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        if stack.isEmpty { implicit.animationDuration = dur } else { stack[stack.count - 1].animationDuration = dur }
    }

    open class func completionBlock() -> (@MainActor () -> Void)? { stack.last?.completion }
    open class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        if stack.isEmpty { block?() } else { stack[stack.count - 1].completion = block }
    }
}
