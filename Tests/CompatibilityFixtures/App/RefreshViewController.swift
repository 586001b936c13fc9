//
//  RefreshViewController.swift
//  A storyboard's custom segue, and methods called on AnyObject as
//  Objective-C-era code does (`(sender as AnyObject).reload?(...)`).
//

import UIKit

/// Named by a storyboard's custom segue (`kind="custom" customClass="FadeSegue"`).
final class FadeSegue: UIStoryboardSegue {
    static var performed: [String] = []

    override func perform() {
        FadeSegue.performed.append(identifier ?? "-")
        destination.view.alpha = 0.5
        source.navigationController?.pushViewController(destination, animated: false)
    }
}

final class RefreshableListView: UIView {
    private(set) var reloads: [Bool] = []

    @objc func reload(animated: Bool) {
        reloads.append(animated)
    }
}

final class RefreshableGridView: UIView {
    private(set) var reloadCount = 0

    @objc func reload(animated: Bool) {
        reloadCount += 1
    }
}

final class RefreshViewController: UIViewController {
    let list = RefreshableListView()
    weak var pendingTarget: AnyObject?

    /// Reloads the pending target (a property declared AnyObject) and the list (a local one).
    func refreshPending() {
        pendingTarget?.reload?(animated: true)
        let target: AnyObject = list
        target.reload?(animated: false)
    }

    /// Tells whatever it is handed to reload, if it can.
    func refresh(_ target: AnyObject) {
        target.reload?(animated: false)
    }

    @IBAction func refreshTapped(_ sender: Any) {
        (list as AnyObject).reload?(animated: true)
    }

    /// True when `target` answered the message (nil from `?` otherwise).
    func refreshIfPossible(_ target: Any) -> Bool {
        (target as AnyObject).reload?(animated: false) != nil
    }
}
