/// A storyboard scene's segues that start at its views: a control performs
/// its segues when tapped (`touchUpInside`, as a button's segue in UIKit), and
/// a container view's embed segue puts the destination in it when the
/// scene's view loads (before the controller's `viewDidLoad`).
extension NibInstantiation {
    func connectSegues(_ ordered: [(object: NibObject, instance: AnyObject)], controller: UIViewController) {
        for entry in ordered {
            // A cell's segues are performed when its row or item is selected.
            if entry.instance is UITableViewCell || entry.instance is UICollectionViewCell { continue }
            for segue in entry.object.segues where segue.kind != .embed {
                guard let control = entry.instance as? UIControl else {
                    warn(segue.source, "the \(segue.kind.rawValue) segue of a \(type(of: entry.instance)) is not triggered: only a control triggers a segue when tapped (perform it with performSegue(withIdentifier:sender:))")
                    continue
                }
                control.connectLayoutAction(events: Int(UIControl.Event.touchUpInside.rawValue)) { [weak controller] sender in
                    controller?.triggerSegue(segue, sender: sender)
                }
            }
        }
    }

    func performEmbedSegues(_ ordered: [(object: NibObject, instance: AnyObject)]) {
        guard let controller = owner as? UIViewController else { return }
        for entry in ordered {
            for segue in entry.object.segues where segue.kind == .embed {
                guard let container = entry.instance as? UIView else { continue }
                controller.runSegue(segue, sender: controller, embedContainer: container)
            }
        }
    }

    /// A nib (not a storyboard) has no scene to perform segues from: each is a warning.
    func warnSeguesOutsideStoryboard(_ ordered: [(object: NibObject, instance: AnyObject)]) {
        for entry in ordered {
            for segue in entry.object.segues {
                warn(segue.source, "the \(segue.kind.rawValue) segue is not performed: segues are performed only by a storyboard's scenes (load the file with UIStoryboard)")
            }
        }
    }
}
