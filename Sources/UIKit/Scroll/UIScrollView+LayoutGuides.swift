// contentLayoutGuide and frameLayoutGuide. Constraints between a scroll
// view and its subviews act on the content (they do not move when it
// scrolls); the content guide's top-left is the content's origin, and
// when constraints size it, its size becomes `contentSize`. The frame
// guide follows the offset, so it always covers the visible frame.

extension UIScrollView {
    package func makeContentLayoutGuide() -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-contentLayoutGuide"
        addLayoutGuide(guide)
        contentGuideConstraints = [
            guide.leftAnchor.constraint(equalTo: leftAnchor),
            guide.topAnchor.constraint(equalTo: topAnchor),
        ]
        NSLayoutConstraint.activate(contentGuideConstraints)
        return guide
    }

    package func makeFrameLayoutGuide() -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-frameLayoutGuide"
        addLayoutGuide(guide)
        let offset = contentOffset
        frameGuideConstraints = [
            guide.leftAnchor.constraint(equalTo: leftAnchor, constant: offset.x),
            guide.topAnchor.constraint(equalTo: topAnchor, constant: offset.y),
            guide.widthAnchor.constraint(equalTo: widthAnchor),
            guide.heightAnchor.constraint(equalTo: heightAnchor),
        ]
        NSLayoutConstraint.activate(frameGuideConstraints)
        return guide
    }

    package func updateFrameGuide() {
        guard frameGuideConstraints.count == 4 else { return }
        let offset = contentOffset
        if frameGuideConstraints[0].constant != offset.x { frameGuideConstraints[0].constant = offset.x }
        if frameGuideConstraints[1].constant != offset.y { frameGuideConstraints[1].constant = offset.y }
    }

    /// Takes `contentSize` from the content guide in each axis that other
    /// constraints than its own placement act on.
    package func updateContentSizeFromGuide() {
        guard contentGuideConstraints.count == 2 else { return }
        let guide = contentLayoutGuide
        let ownX = contentGuideConstraints[0], ownY = contentGuideConstraints[1]
        let sizedX = guide.constraintsAffectingLayout(for: .horizontal).contains { $0 !== ownX }
        let sizedY = guide.constraintsAffectingLayout(for: .vertical).contains { $0 !== ownY }
        guard sizedX || sizedY else { return }
        let frame = guide.layoutFrame
        let size = CGSize(width: sizedX ? frame.width : contentSize.width, height: sizedY ? frame.height : contentSize.height)
        if size != contentSize { contentSize = size }
    }
}
