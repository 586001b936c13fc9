import Foundation

extension UIResponder {
    /// The method this object's class (or a superclass) registered under the
    /// selector's name, if any.
    package func registeredAction(_ action: Selector) -> NibClassRegistry.ErasedAction? {
        lookUpRegisteredAction(action, of: self)
    }
}

/// Performs `action` on `target` with `sender`, as an Objective-C message send
/// would. Without a registered method it reports once per class and selector
/// what to register (iOS would stop with "unrecognized selector") and returns false.
@preconcurrency @MainActor
package func performRegisteredAction(_ action: Selector, on target: AnyObject, sender: Any?, event: UIEvent? = nil) -> Bool {
    if let method = action.method, method.call(target, [sender, event]) != nil { return true }
    guard let method = lookUpRegisteredAction(action, of: target) else {
        let className = String(describing: type(of: target))
        let key = "\(className) \(action.name)"
        if !UnregisteredActionLog.reported.contains(key) {
            UnregisteredActionLog.reported.insert(key)
            let message = "Offscreen: \(className) has no registered action \"\(action.name)\"; register it once: "
                + "UINib.register(\(className).self, .action(\"\(action.name)\", \(className).method))\n"
            FileHandle.standardError.write(Data(message.utf8))
        }
        return false
    }
    method.perform(target, sender as AnyObject?)
    return true
}

@preconcurrency @MainActor
package func lookUpRegisteredAction(_ action: Selector, of target: AnyObject) -> NibClassRegistry.ErasedAction? {
    NibClassRegistry.shared.connections(for: target).actions[action.name]
}

@preconcurrency @MainActor
private enum UnregisteredActionLog {
    static var reported: Set<String> = []
}
