import Foundation
import Testing
@testable import UIKit

/// A custom layout: each item a 30-point band across the collection view,
/// a "badge" supplementary view at each item's trailing end, and a
/// "stripe" decoration view behind every section (registered by the layout).
class StripeLayout: UICollectionViewLayout {
    static let stripeKind = "stripe", badgeKind = "badge"
    private var attributes: [UICollectionViewLayoutAttributes] = []
    var showsBadges: Bool { true }

    override init() {
        super.init()
        register(StripeDecoration.self, forDecorationViewOfKind: Self.stripeKind)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        register(StripeDecoration.self, forDecorationViewOfKind: Self.stripeKind)
    }

    override func prepare() {
        attributes = []
        guard let collectionView else { return }
        let width = collectionView.bounds.width
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let top = y
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let path = IndexPath(item: item, section: section)
                let cell = UICollectionViewLayoutAttributes(forCellWith: path)
                cell.frame = CGRect(x: 10, y: y + 5, width: width - 20, height: 30)
                let badge = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.badgeKind, with: path)
                badge.frame = CGRect(x: width - 40, y: y + 10, width: 20, height: 20)
                badge.zIndex = 1
                attributes += showsBadges ? [cell, badge] : [cell]
                y += 40
            }
            let stripe = UICollectionViewLayoutAttributes(forDecorationViewOfKind: Self.stripeKind, with: IndexPath(item: 0, section: section))
            stripe.frame = CGRect(x: 0, y: top, width: width, height: y - top)
            stripe.zIndex = -1
            attributes.append(stripe)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: attributes.map(\.frame.maxY).max() ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementKind == elementKind && $0.representedElementCategory == .supplementaryView && $0.indexPath == indexPath }
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementKind == elementKind && $0.representedElementCategory == .decorationView && $0.indexPath == indexPath }
    }
}

/// The same stripes and bands without badges (for data sources that supply no badge views).
final class StripeOnlyLayout: StripeLayout {
    override var showsBadges: Bool { false }
}

final class StripeDecoration: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemYellow
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Two items, each with its badge (a registered class for the layout's own kind).
@MainActor
final class StripeSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "band", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "badge", for: indexPath)
        view.backgroundColor = .systemRed
        return view
    }
}

/// `<collectionViewLayout key="collectionViewLayout" customClass="…">`: a
/// registered custom layout replaces the flow layout, with its own
/// supplementary kinds and decoration views, as on iOS.
@Suite("Interface Builder documents: custom collection view layouts")
@MainActor
struct InterfaceBuilderCustomLayoutTests {
    typealias IB = InterfaceBuilderTestClasses

    static func xml(layoutClass: String) -> String {
        IB.xib("""
                    <subviews>
                        <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="Cly-cv-001">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <collectionViewLayout key="collectionViewLayout" id="Cly-ly-002" customClass="\(layoutClass)" customModule="UIKitTests" customModuleProvider="target"/>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="band" id="Cly-ce-003">
                                    <rect key="frame" x="10" y="5" width="180" height="30"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Cly-cc-004">
                                        <rect key="frame" x="0.0" y="0.0" width="180" height="30"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </collectionViewCellContentView>
                                    <color key="backgroundColor" systemColor="systemTealColor"/>
                                </collectionViewCell>
                            </cells>
                        </collectionView>
                    </subviews>
        """)
    }

    @Test func aRegisteredLayoutLaysOutItsKindsAndDecorations() throws {
        UINib.register(StripeLayout.self)
        let document = try IB.document(Self.xml(layoutClass: "StripeLayout"))
        #expect(document.interfaceBuilder?.warnings.map(\.message) == [])
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        let collection = try #require(root.subviews.first as? UICollectionView)
        #expect(collection.collectionViewLayout is StripeLayout)
        let source = StripeSource()
        collection.dataSource = source
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: StripeLayout.badgeKind, withReuseIdentifier: "badge")
        let window = IB.window(document.canvas, holding: root)
        window.layoutIfNeeded()
        // The document's prototype cell at the layout's frames, the layout's own kind from the data source.
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.frame == CGRect(x: 10, y: 45, width: 180, height: 30))
        #expect(second.backgroundColor == .systemTeal)
        let badge = try #require(collection.supplementaryView(forElementKind: StripeLayout.badgeKind, at: IndexPath(item: 1, section: 0)))
        #expect(badge.frame == CGRect(x: 160, y: 50, width: 20, height: 20))
        // The decoration view the layout registered, behind the cells.
        let stripes = collection.subviews.compactMap { $0 as? StripeDecoration }
        #expect(stripes.count == 1)
        #expect(stripes.first?.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
        let stripeIndex = try #require(collection.subviews.firstIndex { $0 is StripeDecoration })
        let cellIndex = try #require(collection.subviews.firstIndex { $0 === second })
        #expect(stripeIndex < cellIndex)
        _ = source
    }

    @Test func anUnregisteredLayoutIsAWarningAndAFlowLayout() throws {
        let document = try IB.document(Self.xml(layoutClass: "NotRegisteredLayout"))
        let (made, warnings) = try IB.collectingWarnings { try NibInstantiation(document: document, owner: nil).run() }
        let collection = try #require((made.first as? UIView)?.subviews.first as? UICollectionView)
        #expect(collection.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(warnings.contains { $0.message.contains("Unknown class NotRegisteredLayout") && $0.message.contains("flow layout") },
                "\(warnings.map(\.message))")
    }
}
