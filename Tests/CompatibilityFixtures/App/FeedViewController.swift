import UIKit

extension Notification.Name {
    static let feedThemeDidChange = Notification.Name("FeedThemeDidChange")
}

final class FeedViewController: UIViewController {

    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
    private(set) var refreshCount = 0
    private(set) var timerTicks = 0
    private(set) var followChanges: [Bool] = []
    private(set) var themeNotifications = 0
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(header)
        header.delegate = self
        NotificationCenter.default.addObserver(self,
                                               selector: #selector(themeDidChange(_:)),
                                               name: .feedThemeDidChange,
                                               object: nil)
    }

    func startTicking() {
        timer = Timer.scheduledTimer(timeInterval: 0.001, target: self, selector: #selector(tick(_:)),
                                     userInfo: nil, repeats: true)
    }

    @objc func refresh() {
        refreshCount += 1
    }

    func scheduleRefresh() {
        perform(#selector(refresh), with: nil, afterDelay: 0.001)
    }

    @objc private func themeDidChange(_ notification: Notification) {
        themeNotifications += 1
        view.backgroundColor = .black
    }

    @objc private func tick(_ timer: Timer) {
        timerTicks += 1
        if timerTicks == 3 {
            timer.invalidate()
        }
    }
}

// MARK: - ProfileHeaderViewDelegate

extension FeedViewController: ProfileHeaderViewDelegate {
    func profileHeaderViewDidLoad(_ headerView: ProfileHeaderView) {}

    func profileHeaderView(_ headerView: ProfileHeaderView, didChangeFollowing isFollowing: Bool) {
        followChanges.append(isFollowing)
    }
}

/// A delegate that implements none of the optional requirements.
final class SilentHeaderDelegate: NSObject, ProfileHeaderViewDelegate {
    func profileHeaderViewDidLoad(_ headerView: ProfileHeaderView) {}
}

/// Checks the optional requirements the way UIKit code does.
enum HeaderDelegateInspector {
    static func describe(_ delegate: ProfileHeaderViewDelegate & NSObjectProtocol) -> [String] {
        var answers: [String] = []
        if delegate.responds(to: #selector(ProfileHeaderViewDelegate.profileHeaderView(_:didChangeFollowing:))) {
            answers.append("didChangeFollowing")
        }
        if delegate.responds(to: #selector(ProfileHeaderViewDelegate.subtitle(for:))) {
            answers.append("subtitle")
        }
        if delegate.responds(to: #selector(ProfileHeaderViewDelegate.profileHeaderViewDidLoad(_:))) {
            answers.append("didLoad")
        }
        return answers
    }
}
