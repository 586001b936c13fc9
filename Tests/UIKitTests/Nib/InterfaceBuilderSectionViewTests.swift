import Foundation
import Testing
@testable import UIKit

/// A collection view controller scene that fills two sections of three tiles
/// and titles each section's header, dequeued as UIKit's data sources do.
final class SectionGridController: UICollectionViewController {
    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let identifier = kind == UICollectionView.elementKindSectionHeader ? "Header" : "Footer"
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        (view.subviews.first as? UILabel)?.text = "Section \(indexPath.section + 1)"
        return view
    }
}

/// A collection view's `<collectionReusableView key="sectionHeaderView">` and
/// `sectionFooterView` with the flow layout's `headerReferenceSize` and
/// `footerReferenceSize` (`Fixtures/InterfaceBuilder/SectionViews.storyboard`).
@Suite("Interface Builder documents: collection view section headers and footers", .serialized)
@MainActor
struct InterfaceBuilderSectionViewTests {
    typealias IB = InterfaceBuilderTestClasses

    static let url = IB.folder.appendingPathComponent("SectionViews.storyboard")
    static var storyboard: UIStoryboard { UIStoryboard(source: .file(url), name: "SectionViews") }

    init() { UINib.register(SectionGridController.self) }

    static func show(_ controller: UIViewController) -> UIWindow {
        InterfaceBuilderListTests.show(controller, size: CGSize(width: 393, height: 852))
    }

    @Test func headersAndFootersAreDequeuedCopiesOfTheDocumentsViews() throws {
        let document = try NibDocument.load(contentsOf: Self.url)
        #expect(document.interfaceBuilder?.warnings.map(\.description) == [])
        let controller = try #require(Self.storyboard.instantiateViewController(withIdentifier: "Grid") as? SectionGridController)
        let window = Self.show(controller)
        let grid = try #require(controller.collectionView)
        let flow = try #require(grid.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(flow.headerReferenceSize == CGSize(width: 50, height: 44))
        #expect(flow.footerReferenceSize == CGSize(width: 50, height: 24))
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        // A vertical flow layout: full-width headers and footers at their reference heights.
        #expect(grid.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 393, height: 44))
        #expect(grid.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 140, width: 393, height: 24))
        #expect(grid.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame.minY == 164)
        let first = try #require(grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
        let second = try #require(grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)))
        #expect(first !== second)
        #expect(type(of: first) == UICollectionReusableView.self)
        #expect(first.reuseIdentifier == "Header")
        #expect(first.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
        #expect(first.backgroundColor == .systemGray6)
        // Each copy has its own label, placed by its own constraints.
        let title = try #require(first.subviews.first as? UILabel)
        #expect(title.text == "Section 1")
        #expect((second.subviews.first as? UILabel)?.text == "Section 2")
        #expect(title.frame.minX == 16)
        #expect(abs(title.frame.midY - 22) < 1e-9)
        let bottom = try #require(grid.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 1)))
        #expect(bottom.reuseIdentifier == "Footer")
        #expect(bottom.backgroundColor == .systemOrange)
        _ = window
    }

    /// UIKit's own class supplies no section views (iOS raises when the layout
    /// asks): such a scene, as `render` makes an unregistered one, is drawn
    /// without them, with a warning.
    @Test func aPlainCollectionViewControllerIsDrawnWithoutSectionViews() throws {
        let (window, warnings) = try IB.collectingWarnings { () throws -> UIWindow in
            let controller = try #require(Self.storyboard.instantiateViewController(withIdentifier: "Plain") as? UICollectionViewController)
            return Self.show(controller)
        }
        #expect(warnings.map(\.message).contains { $0.contains("supplies no section header or footer views") })
        let grid = try #require((window.rootViewController as? UICollectionViewController)?.collectionView)
        #expect((grid.collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize == .zero)
        #expect(window.renderedImage() != nil)
    }

    /// `render convert` writes them as the layout file's members, which read back.
    @Test func convertingKeepsTheSectionViews() throws {
        let (json, _) = try NibDocument.translateInterfaceBuilder(data: Data(contentsOf: Self.url), file: "SectionViews.storyboard", baseDirectory: IB.folder)
        let text = LayoutFileWriter.text(json)
        #expect(text.contains("\"collectionViewLayout.headerReferenceSize\": [50, 44]"))
        let fromJSON = try NibDocument.parse(data: Data(text.utf8), file: "SectionViews.json", baseDirectory: IB.folder, imageRoot: IB.folder)
        let grid = try #require(fromJSON.objects.first?.view)
        #expect(grid.sectionHeaderView?.reuseIdentifier == "Header")
        #expect(grid.sectionHeaderView?.subviews.first?.className == "UILabel")
        #expect(grid.sectionFooterView?.reuseIdentifier == "Footer")
    }

    @Test func aLayoutFileChecksItsSectionViews() throws {
        func parse(_ json: String) throws -> NibDocument { try NibDocument.parse(data: Data(json.utf8), file: "t.json") }
        let noIdentifier = #expect(throws: LayoutFileError.self) {
            try parse(#"{"objects": [{"class": "UICollectionView", "sectionHeaderView": {"class": "UICollectionReusableView"}}]}"#)
        }
        #expect(noIdentifier?.description.contains("a section header view needs \"reuseIdentifier\"") == true)
        let notACollection = #expect(throws: LayoutFileError.self) {
            _ = try NibInstantiation(document: try parse(#"{"objects": [{"class": "UIView", "sectionFooterView": {"class": "UICollectionReusableView", "properties": {"reuseIdentifier": "f"}}}]}"#), owner: nil).run()
        }
        #expect(notACollection?.description.contains("\"sectionFooterView\" is for a UICollectionView") == true)
        let aCell = #expect(throws: LayoutFileError.self) {
            _ = try NibInstantiation(document: try parse(#"{"objects": [{"class": "UICollectionView", "sectionHeaderView": {"class": "UICollectionViewCell", "properties": {"reuseIdentifier": "h"}}}]}"#), owner: nil).run()
        }
        #expect(aCell?.description.contains("must be a UICollectionReusableView (not a cell)") == true)
    }
}
