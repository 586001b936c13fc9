import CoreGraphics
import Foundation
import Testing
@testable import UIKit

/// A storyboard scene (a layout file of view controllers) whose collection
/// view's prototype cell has a show segue: it serves four tiles and records
/// the segue and the selection in order.
final class TileGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    weak var grid: UICollectionView!
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.dataSource = self
        grid.delegate = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.tag = indexPath.item
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "-") sender=\((sender as? UICollectionViewCell).map { "tile \($0.tag)" } ?? "other")")
    }
}

@Suite("Segues from collection view cells")
@MainActor
struct CollectionCellSegueTests {
    init() {
        UINib.register(TileGridController.self, .outlet("grid", \.grid))
    }

    @Test func selectingATilePerformsItsPrototypesSegueBeforeDidSelect() throws {
        let json = """
        {"initialViewController": "nav", "objects": [
          {"class": "UINavigationController", "id": "nav", "rootViewController": "grid"},
          {"class": "TileGridController", "id": "grid", "outlets": {"grid": "tiles"},
           "view": {"class": "UIView", "subviews": [
             {"class": "UICollectionView", "id": "tiles", "properties": {"frame": [0, 0, 320, 400], "collectionViewLayout.itemSize": [100, 100]},
              "prototypes": [{"class": "UICollectionViewCell", "properties": {"reuseIdentifier": "tile", "backgroundColor": "systemTeal"},
                              "segues": [{"kind": "show", "destination": "detail", "identifier": "openTile"}]}]}]}},
          {"class": "UIViewController", "id": "detail", "view": {"class": "UIView"}, "properties": {"navigationItem.title": "Tile"}}
        ]}
        """
        let storyboard = UIStoryboard(source: .data(Data(json.utf8), name: "tiles", directory: URL(fileURLWithPath: NSTemporaryDirectory())), name: "tiles")
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let window = try LayoutFileScene.window(showing: navigation, size: CGSize(width: 320, height: 480), scale: 1)
        defer { withExtendedLifetime(window) {} }
        let grid = try #require(navigation.topViewController as? TileGridController)
        let tile = try #require(grid.grid.cellForItem(at: IndexPath(item: 2, section: 0)))
        window.simulateTap(at: tile.convert(CGPoint(x: tile.bounds.midX, y: tile.bounds.midY), to: window))
        #expect(grid.log == ["prepare openTile sender=tile 2", "didSelect 2"])
        #expect(navigation.topViewController?.navigationItem.title == "Tile")
    }
}
