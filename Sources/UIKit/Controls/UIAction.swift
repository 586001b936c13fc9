import Foundation

public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure a control runs for an event (`addAction(_:for:)`), with a title
/// and image that controls such as `UIButton(primaryAction:)` show.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// The control that sent the action, while its handler runs.
    public internal(set) var sender: Any?
    package let handler: UIActionHandler

    /// Without an identifier, each action gets a unique one.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }
}

extension UIAction {
    /// What choosing the action does (iOS 16): runs its handler, with
    /// `sender` as its `sender` while it runs.
    public func performWithSender(_ sender: Any?, target: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
