import UIKit

extension Notification.Name {
    static let listenerVolumeDidChange = Notification.Name("ListenerVolumeDidChange")
}

/// Selectors with three parameters, a UIKit protocol's method checked with
/// responds(to:), and notification observers removed the usual ways.
final class PhotoSaver: NSObject, UITableViewDelegate {
    private(set) var results: [String] = []
    private(set) var selectedRows: [Int] = []
    private(set) var themeChanges = 0
    private(set) var volumeChanges = 0

    var completionSelector: Selector {
        #selector(image(_:didFinishSavingWithError:contextInfo:))
    }

    var fourPartSelector: Selector { #selector(record(_:_:_:_:)) }

    func save(_ image: UIImage) {
        UIImageWriteToSavedPhotosAlbum(image, self, #selector(image(_:didFinishSavingWithError:contextInfo:)), nil)
    }

    @objc func image(_ image: UIImage, didFinishSavingWithError error: Error?, contextInfo: UnsafeRawPointer?) {
        results.append(error == nil ? "saved \(Int(image.size.width))" : "failed")
    }

    @objc func record(_ first: NSString, _ second: NSString, _ third: NSString?, _ fourth: NSString?) {
        results.append("\(first)\(second)\(third ?? "-")\(fourth ?? "-")")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedRows.append(indexPath.row)
    }

    static func handlesSelection(_ delegate: NSObjectProtocol) -> Bool {
        delegate.responds(to: #selector(UITableViewDelegate.tableView(_:didSelectRowAt:)))
    }

    static func handlesHighlight(_ delegate: NSObjectProtocol) -> Bool {
        delegate.responds(to: #selector(UITableViewDelegate.tableView(_:didHighlightRowAt:)))
    }

    func startListening() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(themeDidChange(_:)), name: .feedThemeDidChange, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(volumeDidChange),
                                               name: .listenerVolumeDidChange, object: nil)
    }

    func stopListeningToTheme() {
        NotificationCenter.default.removeObserver(self, name: .feedThemeDidChange, object: nil)
    }

    func stopListening() {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func themeDidChange(_ notification: Notification) {
        themeChanges += 1
    }

    @objc private func volumeDidChange() {
        volumeChanges += 1
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }
}
