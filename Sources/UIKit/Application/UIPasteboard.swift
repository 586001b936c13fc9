import Foundation

/// The pasteboards of copy and paste. Offscreen's are an in-process store (a
/// headless stand-in): nothing reaches or comes from the system clipboard,
/// every process starts with empty pasteboards, and pasteboards of the same
/// name share their items. Not main-actor isolated, as on iOS: the store is
/// locked, so any thread may read and write.
///
/// Items are dictionaries from a type identifier to a value, as on iOS; the
/// typed properties use `public.utf8-plain-text` (strings), `public.url`,
/// `public.png` (images, kept as `UIImage` or read from PNG/JPEG `Data`) and
/// `com.apple.uikit.color`.
open class UIPasteboard: NSObject, @unchecked Sendable {
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("com.apple.UIKit.pboard.general")
        @available(*, deprecated, message: "The find pasteboard is no longer available")
        public static let find = Name("com.apple.UIKit.pboard.find")
    }

    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A `Date` after which the items are gone.
        public static let expirationDate = OptionsKey("com.apple.UIKit.pboard.expirationDate")
        /// Whether the items stay on this device (always so here).
        public static let localOnly = OptionsKey("com.apple.UIKit.pboard.localOnly")
    }

    /// Posted (object: the pasteboard) when its items change; the user info
    /// lists the types added and removed.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed with `remove(withName:)`.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    package static let stringType = "public.utf8-plain-text"
    package static let urlType = "public.url"
    package static let imageType = "public.png"
    package static let colorType = "com.apple.uikit.color"
    private static let stringTypes: Set<String> = [stringType, "public.plain-text", "public.text", "public.utf16-plain-text"]

    /// The items of one name; the pasteboard objects of that name share it.
    private final class Store {
        var items: [[String: Any]] = []
        var expiration: Date?
        var changeCount = 0
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var stores: [Name: Store] = [:]
    nonisolated(unsafe) private static var generalBoard: UIPasteboard?

    public let name: Name
    private let store: Store

    private init(name: Name, store: Store) {
        self.name = name
        self.store = store
        super.init()
    }

    /// The general pasteboard (the one copy and paste use).
    open class var general: UIPasteboard {
        lock.lock()
        defer { lock.unlock() }
        if let generalBoard { return generalBoard }
        let board = UIPasteboard(name: .general, store: storeLocked(.general, create: true)!)
        generalBoard = board
        return board
    }

    /// The pasteboard named `pasteboardName`, made when `create` is true and
    /// none exists; nil when none exists and `create` is false.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        UIPasteboard.lock.lock()
        let store = UIPasteboard.storeLocked(pasteboardName, create: create)
        UIPasteboard.lock.unlock()
        guard let store else { return nil }
        self.init(name: pasteboardName, store: store)
    }

    /// A new pasteboard with a unique name.
    open class func withUniqueName() -> UIPasteboard {
        UIPasteboard(name: Name("com.apple.UIKit.pboard." + UUID().uuidString), create: true)!
    }

    /// Removes the pasteboard named `pasteboardName` (its items are gone;
    /// `init(name:create:)` with `create: false` then finds none).
    open class func remove(withName pasteboardName: Name) {
        lock.lock()
        let removed = stores.removeValue(forKey: pasteboardName) != nil
        if pasteboardName == .general { generalBoard = nil }
        lock.unlock()
        if removed { NotificationCenter.default.post(name: removedNotification, object: nil) }
    }

    private static func storeLocked(_ name: Name, create: Bool) -> Store? {
        if let store = stores[name] { return store }
        guard create else { return nil }
        let store = Store()
        stores[name] = store
        return store
    }

    // MARK: Items

    /// The number of times the items changed (each write counts, even of the same items).
    open var changeCount: Int { locked { $0.changeCount } }

    open var items: [[String: Any]] {
        get { locked { UIPasteboard.liveItems($0) } }
        set { setItems(newValue) }
    }

    open var numberOfItems: Int { items.count }

    /// The types of the first item.
    open var types: [String] { items.first.map { Array($0.keys).sorted() } ?? [] }

    /// Replaces the items; `.expirationDate` makes them vanish after that date.
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        replaceItems(items, expiration: options[.expirationDate] as? Date)
    }

    /// Appends items to those on the pasteboard.
    open func addItems(_ items: [[String: Any]]) {
        changeItems { store in (UIPasteboard.liveItems(store) + items, store.expiration) }
    }

    open func contains(pasteboardTypes: [String]) -> Bool {
        let wanted = Set(pasteboardTypes)
        return items.contains { !wanted.isDisjoint(with: $0.keys) }
    }

    /// Replaces the items with one holding `value` as `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        replaceItems([[pasteboardType: value]], expiration: nil)
    }

    /// The first item's value of `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        items.first?[pasteboardType]
    }

    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setValue(data, forPasteboardType: pasteboardType)
    }

    /// The first item's value of `pasteboardType` as data (a string as UTF-8).
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        switch value(forPasteboardType: pasteboardType) {
        case let data as Data: return data
        case let string as String: return Data(string.utf8)
        default: return nil
        }
    }

    // MARK: Typed values

    open var string: String? {
        get { strings?.first }
        set { setTyped(newValue.map { [$0] }, UIPasteboard.stringType) }
    }
    open var strings: [String]? {
        get { nonEmpty(items.compactMap(UIPasteboard.string(in:))) }
        set { setTyped(newValue, UIPasteboard.stringType) }
    }
    open var url: URL? {
        get { urls?.first }
        set { setTyped(newValue.map { [$0] }, UIPasteboard.urlType) }
    }
    open var urls: [URL]? {
        get { nonEmpty(items.compactMap { UIPasteboard.url(in: $0) }) }
        set { setTyped(newValue, UIPasteboard.urlType) }
    }
    open var image: UIImage? {
        get { images?.first }
        set { setTyped(newValue.map { [$0] }, UIPasteboard.imageType) }
    }
    open var images: [UIImage]? {
        get { nonEmpty(items.compactMap { UIPasteboard.image(in: $0) }) }
        set { setTyped(newValue, UIPasteboard.imageType) }
    }
    open var color: UIColor? {
        get { colors?.first }
        set { setTyped(newValue.map { [$0] }, UIPasteboard.colorType) }
    }
    open var colors: [UIColor]? {
        get { nonEmpty(items.compactMap { $0[UIPasteboard.colorType] as? UIColor }) }
        set { setTyped(newValue, UIPasteboard.colorType) }
    }

    open var hasStrings: Bool { items.contains { UIPasteboard.string(in: $0) != nil } }
    open var hasURLs: Bool { items.contains { UIPasteboard.url(in: $0) != nil } }
    open var hasImages: Bool { items.contains { UIPasteboard.image(in: $0) != nil } }
    open var hasColors: Bool { items.contains { $0[UIPasteboard.colorType] is UIColor } }

    private static func string(in item: [String: Any]) -> String? {
        for (type, value) in item where stringTypes.contains(type) {
            if let string = value as? String { return string }
            if let data = value as? Data { return String(data: data, encoding: .utf8) }
        }
        return nil
    }

    private static func url(in item: [String: Any]) -> URL? {
        switch item[urlType] {
        case let url as URL: return url
        case let string as String: return URL(string: string)
        default: return nil
        }
    }

    private static func image(in item: [String: Any]) -> UIImage? {
        for type in [imageType, "public.jpeg", "public.image"] {
            switch item[type] {
            case let image as UIImage: return image
            case let data as Data: if let image = UIImage(data: data) { return image }
            default: continue
            }
        }
        return nil
    }

    private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }

    /// Setting a typed list replaces the items with one item per value (nil: none).
    private func setTyped(_ values: [Any]?, _ type: String) {
        replaceItems((values ?? []).map { [type: $0] }, expiration: nil)
    }

    // MARK: Store

    private func locked<T>(_ body: (Store) -> T) -> T {
        UIPasteboard.lock.lock()
        defer { UIPasteboard.lock.unlock() }
        return body(store)
    }

    private static func liveItems(_ store: Store) -> [[String: Any]] {
        if let expiration = store.expiration, expiration <= Date() {
            store.items = []
            store.expiration = nil
        }
        return store.items
    }

    private func replaceItems(_ items: [[String: Any]], expiration: Date?) {
        changeItems { _ in (items, expiration) }
    }

    /// One change, made under the lock (so that concurrent additions all
    /// land), then the change notification.
    private func changeItems(_ change: (Store) -> (items: [[String: Any]], expiration: Date?)) {
        let (added, removed): ([String], [String]) = locked { store in
            let before = Set(UIPasteboard.liveItems(store).flatMap { $0.keys })
            let (items, expiration) = change(store)
            store.items = items
            store.expiration = expiration
            store.changeCount += 1
            let after = Set(items.flatMap { $0.keys })
            return (after.subtracting(before).sorted(), before.subtracting(after).sorted())
        }
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self, userInfo: [
            UIPasteboard.changedTypesAddedUserInfoKey: added,
            UIPasteboard.changedTypesRemovedUserInfoKey: removed,
        ])
    }
}
