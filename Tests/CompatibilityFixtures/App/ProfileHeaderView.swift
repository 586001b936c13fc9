//
//  ProfileHeaderView.swift
//  A header written as an iOS app writes it: outlets, an inspectable, a
//  designable, #selector target–action and a gesture recognizer.
//

import UIKit

@objc protocol ProfileHeaderViewDelegate: AnyObject {
    func profileHeaderViewDidLoad(_ headerView: ProfileHeaderView)
    @objc optional func profileHeaderView(_ headerView: ProfileHeaderView, didChangeFollowing isFollowing: Bool)
    @objc optional func subtitle(for headerView: ProfileHeaderView) -> String?
    @objc optional var prefersCompactHeader: NSNumber? { get }
}

@IBDesignable
class ProfileHeaderView: UIView {

    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet var badgeViews: [UIView]!

    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    @objc dynamic var isFollowing = false {
        didSet { updateFollowButton() }
    }

    weak var delegate: ProfileHeaderViewDelegate?
    let followButton = UIButton(type: .custom)
    private(set) var tapCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        followButton.setTitle("Follow", for: .normal)
        followButton.addTarget(self,
                               action: #selector(followTapped(_:)),
                               for: .touchUpInside)
        addSubview(followButton)

        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap))
        addGestureRecognizer(tap)

        #if os(iOS)
        backgroundColor = .systemGreen
        #else
        backgroundColor = .systemRed
        #endif
        updateFollowButton()
    }

    @objc private func followTapped(_ sender: UIButton) {
        isFollowing.toggle()
        delegate?.profileHeaderView?(self, didChangeFollowing: isFollowing)
    }

    @objc func handleTap() {
        tapCount += 1
    }

    @IBAction func badgeTapped(_ sender: Any) {
        tapCount += 10
    }

    private func updateFollowButton() {
        followButton.backgroundColor = isFollowing ? .systemBlue : .systemOrange
    }
}

// MARK: - Layout

extension ProfileHeaderView {
    override func layoutSubviews() {
        super.layoutSubviews()
        followButton.frame = CGRect(x: bounds.width - 90, y: 10, width: 80, height: 30)
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 50)
    }
}
