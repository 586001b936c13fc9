import Foundation
import Testing
import UIKit
@testable import OffscreenTesting

/// The layout direction reaches a snapshot through its traits, as every trait does.
@MainActor @Suite struct RightToLeftSnapshotTests {
    @Test func aViewSnapshotRightToLeftPutsLeadingContentAtTheRight() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        view.backgroundColor = .white
        let marker = UIView()
        marker.backgroundColor = .red
        marker.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(marker)
        NSLayoutConstraint.activate([
            marker.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
            marker.widthAnchor.constraint(equalToConstant: 20),
            marker.topAnchor.constraint(equalTo: view.topAnchor),
            marker.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        let rtl = CGImage(storage: try SnapshotRenderer.render(view, scale: 1, traits: UITraitCollection(layoutDirection: .rightToLeft)))
        #expect(rtl.rgba(x: 80, y: 10) == (255, 0, 0, 255))
        #expect(rtl.rgba(x: 15, y: 10) == (255, 255, 255, 255))
        let ltr = CGImage(storage: try SnapshotRenderer.render(view, scale: 1))
        #expect(ltr.rgba(x: 15, y: 10) == (255, 0, 0, 255))
        #expect(marker.frame.minX == 10)
    }
}
