import Foundation

/// Groups layer changes. Offscreen has no implicit animations: every change
/// takes effect at once, so a transaction only records its settings and runs
/// its completion block when the outermost transaction commits (or at once
/// when set outside any transaction, as nothing is animating). As on Apple
/// platforms, each thread has its own transaction stack.
open class CATransaction: NSObject {
    private struct Frame {
        var disableActions = false
        var animationDuration: CFTimeInterval = 0.25
        var completion: (() -> Void)?
    }

    /// This thread's stack and the settings made outside any transaction.
    private final class State {
        var stack: [Frame] = []
        var implicit = Frame()
    }

    private static let stateKey = "OffscreenCATransactionState"

    private static var state: State {
        let dictionary = Thread.current.threadDictionary
        if let state = dictionary[stateKey] as? State { return state }
        let state = State()
        dictionary[stateKey] = state
        return state
    }

    open class func begin() { state.stack.append(Frame()) }

    open class func commit() {
        guard let frame = state.stack.popLast() else { return }
        frame.completion?()
    }

    /// Nothing is deferred in Offscreen; present for source compatibility.
    open class func flush() {}

    open class func disableActions() -> Bool { state.stack.last?.disableActions ?? state.implicit.disableActions }
    open class func setDisableActions(_ flag: Bool) {
        let state = state
        if state.stack.isEmpty { state.implicit.disableActions = flag } else { state.stack[state.stack.count - 1].disableActions = flag }
    }

    open class func animationDuration() -> CFTimeInterval { state.stack.last?.animationDuration ?? state.implicit.animationDuration }
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        let state = state
        if state.stack.isEmpty { state.implicit.animationDuration = dur } else { state.stack[state.stack.count - 1].animationDuration = dur }
    }

    open class func completionBlock() -> (() -> Void)? { state.stack.last?.completion }
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let state = state
        if state.stack.isEmpty { block?() } else { state.stack[state.stack.count - 1].completion = block }
    }
}
