import Foundation
import Testing
@testable import UIKit

@MainActor final class BarActionTarget {
    var log: [String] = []
    func add(_ sender: UIBarButtonItem) { log.append("add \(sender.tag)") }
    func save() { log.append("save") }
}

@MainActor struct BarButtonItemTests {
    /// A navigation controller 320 x 200 in a window, with `configure` applied to its root's item.
    static func window(_ configure: (UINavigationItem) -> Void) -> (UIWindow, UINavigationController) {
        let root = UIViewController()
        root.view.backgroundColor = .white
        configure(root.navigationItem)
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation)
    }

    @Test func targetActionInitialisersKeepTheirTargetAndAction() {
        let target = BarActionTarget()
        let save = UIBarButtonItem(title: "Save", style: .done, target: target, action: Selector("save", BarActionTarget.save))
        #expect(save.title == "Save" && save.style == .done && save.target === target && save.action == Selector("save"))
        let image = UIImage(systemName: "gear")
        let gear = UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)
        #expect(gear.image === image && gear.target == nil && gear.action == nil)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        #expect(done.title == "Done" && done.style == .done)
        #expect(UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil).image?.isSymbolImage == true)
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24 && UIBarButtonItem.SystemItem.flexibleSpace.rawValue == 5)
    }

    @Test func tappingAnItemSendsItsActionToItsTarget() {
        let target = BarActionTarget()
        let (window, _) = Self.window { item in
            let add = UIBarButtonItem(barButtonSystemItem: .add, target: target, action: Selector("add:", BarActionTarget.add))
            add.tag = 7
            let save = UIBarButtonItem(title: "Save", style: .done, target: target, action: Selector("save", BarActionTarget.save))
            item.rightBarButtonItems = [save, add]
        }
        // Save at the trailing edge, the + to its left.
        window.simulateTap(at: CGPoint(x: 290, y: 22))
        #expect(target.log == ["save"])
        window.simulateTap(at: CGPoint(x: 160, y: 22))
        #expect(target.log == ["save"])
        let bar = (window.rootViewController as! UINavigationController).navigationBar
        let addX = bar.itemFrames().first { $0.item.tag == 7 }!.frame.midX
        window.simulateTap(at: CGPoint(x: addX, y: 22))
        #expect(target.log == ["save", "add 7"])
    }

    @Test func customAndTitleViewsBecomeSubviewsOfTheBar() throws {
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        custom.backgroundColor = .red
        let title = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        title.backgroundColor = .blue
        let (window, navigation) = Self.window { item in
            item.rightBarButtonItem = UIBarButtonItem(customView: custom)
            item.titleView = title
            item.title = "Hidden by the title view"
        }
        let bar = navigation.navigationBar
        #expect(custom.superview === bar && title.superview === bar)
        #expect(custom.frame == CGRect(x: 320 - 16 - 30, y: 12, width: 30, height: 20))
        #expect(title.frame == CGRect(x: 110, y: 7, width: 100, height: 30))
        let image = try #require(window.offscreenImage(scale: 1).cgImage)
        #expect(image.rgba(x: 290, y: 22) == (255, 0, 0, 255))
        #expect(image.rgba(x: 160, y: 22) == (0, 0, 255, 255))
        // Popping the item off the bar takes its views away.
        navigation.topViewController!.navigationItem.titleView = nil
        window.layoutIfNeeded()
        #expect(title.superview == nil && custom.superview === bar)
    }

    @Test func translucencyAndLargeTitleModesAreKept() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(bar.isTranslucent)
        bar.isTranslucent = false
        #expect(!bar.isTranslucent)
        let item = UINavigationItem(title: "T")
        #expect(item.largeTitleDisplayMode == .automatic)
        item.largeTitleDisplayMode = .never
        #expect(item.largeTitleDisplayMode == .never && UINavigationItem.LargeTitleDisplayMode.always.rawValue == 1)
    }

    @Test func anImageItemDrawsItsImageTintedAtTheTrailingEdge() throws {
        let (window, _) = Self.window { item in
            item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        }
        let image = try #require(window.offscreenImage(scale: 1).cgImage)
        // Some pixel of the + near the trailing edge is the tint (systemBlue, 0 122 255).
        var tinted = 0
        for y in 10..<34 { for x in 270..<310 where image.rgba(x: x, y: y).b > 200 && image.rgba(x: x, y: y).r < 60 { tinted += 1 } }
        #expect(tinted > 10)
    }
}
