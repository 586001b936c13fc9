import Foundation
import GoldenTesting
import Testing
@testable import UIKit

@MainActor @Suite(.serialized) struct ControlsMenuTests {
    @Test func aMenuKeepsItsChildrenOptionsAndIdentifier() {
        let copy = UIAction(title: "Copy") { _ in }
        let delete = UIAction(title: "Delete", attributes: .destructive) { _ in }
        let menu = UIMenu(title: "Edit", identifier: UIMenu.Identifier("app.edit"), options: [.displayInline, .singleSelection],
                          children: [copy, delete])
        #expect(menu.title == "Edit")
        #expect(menu.identifier.rawValue == "app.edit")
        #expect(menu.options == [.displayInline, .singleSelection])
        #expect(menu.children.count == 2 && menu.children[0] === copy)
        #expect(menu.preferredElementSize == .automatic)
        // Each form of UIKit's three initializers compiles.
        let small = UIMenu(title: "Size", preferredElementSize: .small, children: [])
        #expect(small.preferredElementSize == .small)
        let iOS15 = UIMenu(title: "T", subtitle: "S", image: nil, identifier: nil, options: .destructive, children: [copy])
        #expect(iOS15.subtitle == "S" && iOS15.options == .destructive)
        // Unnamed menus get distinct identifiers.
        #expect(UIMenu(children: []).identifier != UIMenu(children: []).identifier)
    }

    @Test func replacingChildrenCopiesEverythingButTheChildren() {
        let a = UIAction(title: "A") { _ in }
        let b = UIAction(title: "B") { _ in }
        let menu = UIMenu(title: "M", image: UIImage(systemName: "star"), identifier: UIMenu.Identifier("m"),
                          options: .displayInline, children: [a])
        let replaced = menu.replacingChildren([b, a])
        #expect(replaced !== menu)
        #expect(replaced.title == "M" && replaced.identifier == menu.identifier && replaced.options == .displayInline)
        #expect(replaced.image === menu.image)
        #expect(replaced.children.map(\.title) == ["B", "A"])
        #expect(menu.children.map(\.title) == ["A"])
    }

    @Test func selectedElementsAreTheOnActionsOfTheMenuAndItsSubmenus() {
        let on = UIAction(title: "On", state: .on) { _ in }
        let off = UIAction(title: "Off") { _ in }
        let nested = UIAction(title: "Nested", state: .on) { _ in }
        let menu = UIMenu(children: [on, off, UIMenu(title: "Sub", children: [nested])])
        #expect(menu.selectedElements.map(\.title) == ["On", "Nested"])
    }

    @Test func performWithSenderRunsTheHandlerWithTheSender() {
        var seen: [String] = []
        let action = UIAction(title: "Go") { action in seen.append("\(action.title) \(action.sender is UIButton)") }
        action.performWithSender(UIButton(), target: nil)
        #expect(seen == ["Go true"])
        #expect(action.sender == nil)
    }

    @Test func aCommandSendsItsSelectorAlongTheResponderChainOrToItsTarget() {
        final class Receiver: UIResponder {
            var count = 0
            func refresh() { count += 1 }
        }
        UINib.register(Receiver.self, .action("refresh", Receiver.refresh))
        let receiver = Receiver()
        let command = UICommand(title: "Refresh", action: Selector("refresh"), propertyList: "p", state: .on)
        #expect(command.state == .on && command.propertyList as? String == "p")
        command.performWithSender(nil, target: receiver)
        #expect(receiver.count == 1)
    }

    // MARK: Buttons

    func popUpButton(_ handlerLog: @escaping (String) -> Void = { _ in }) -> UIButton {
        let button = UIButton(type: .system)
        button.menu = UIMenu(children: ["Small", "Medium", "Large"].map { title in
            UIAction(title: title) { action in handlerLog("\(action.title) from \(action.sender is UIButton ? "button" : "?")") }
        })
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        return button
    }

    @Test func aPopUpButtonSelectsItsFirstActionAndShowsItsTitle() {
        let button = popUpButton()
        #expect(button.menu!.selectedElements.map(\.title) == ["Small"])
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Small")
    }

    @Test func tappingAMenuButtonShowsTheMenuAndChoosingAnActionSelectsIt() {
        var log: [String] = []
        let button = popUpButton { log.append($0) }
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in events.append("menu") }, for: .menuActionTriggered)
        let window = makeTouchWindow(width: 300, height: 200)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
        window.addSubview(button)
        #expect(window.offscreenShownMenu == nil)
        window.simulateTap(at: CGPoint(x: 60, y: 40))
        #expect(window.offscreenShownMenu === button.menu)
        #expect(events == ["menu"])
        #expect(window.simulateMenuSelection(title: "Large"))
        #expect(window.offscreenShownMenu == nil)
        #expect(log == ["Large from button"])
        #expect(button.menu!.selectedElements.map(\.title) == ["Large"])
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Large")
        // No menu shown: nothing to choose.
        #expect(!window.simulateMenuSelection(title: "Small"))
    }

    @Test func aDisabledActionCannotBeChosenAndASingleSelectionMenuKeepsOneOn() {
        let window = makeTouchWindow()
        let a = UIAction(title: "A", state: .on) { _ in }
        let b = UIAction(title: "B") { _ in }
        let c = UIAction(title: "C", attributes: .disabled) { _ in }
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: .normal)
        button.menu = UIMenu(options: .singleSelection, children: [a, b, c])
        button.showsMenuAsPrimaryAction = true
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        window.addSubview(button)
        window.simulateTap(at: CGPoint(x: 50, y: 20))
        #expect(!window.simulateMenuSelection(title: "C"))
        #expect(window.simulateMenuSelection(title: "B"))
        #expect(a.state == .off && b.state == .on)
        // Not a pop-up button: the title stays.
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Sort")
    }

    @Test func aButtonWithoutShowsMenuAsPrimaryActionSendsItsPrimaryAction() {
        let window = makeTouchWindow()
        var events: [String] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in events.append("primary") })
        button.menu = UIMenu(children: [UIAction(title: "X") { _ in }])
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        window.addSubview(button)
        window.simulateTap(at: CGPoint(x: 50, y: 20))
        #expect(events == ["primary"])
        #expect(window.offscreenShownMenu == nil)
    }

    @Test func aConfiguredPopUpButtonIsWiderByItsIndicator() {
        var c = UIButton.Configuration.gray()
        c.title = "Placeholder"
        let button = UIButton(configuration: c)
        button.menu = UIMenu(children: [UIAction(title: "Small") { _ in }])
        let plain = button.intrinsicContentSize
        #expect(button.popUpIndicator == nil)  // no subview until a pop-up indicator shows
        button.changesSelectionAsPrimaryAction = true
        let popUp = button.intrinsicContentSize
        button.frame = CGRect(origin: .zero, size: popUp)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Small")
        #expect(button.popUpIndicator?.isHidden == false)
        let indicator = button.popUpIndicator!.frame
        #expect(indicator.minX >= button.titleLabel!.frame.maxX + UIButton.popUpIndicatorPadding - 0.5)
        // "Small" is narrower than "Placeholder", yet the indicator adds its width.
        var small = UIButton.Configuration.gray()
        small.title = "Small"
        let smallPlain = UIButton(configuration: small).intrinsicContentSize
        #expect(abs(popUp.width - (smallPlain.width + indicator.width + UIButton.popUpIndicatorPadding)) <= 1)
        #expect(indicator.maxX <= popUp.width - 10)  // inside the trailing content inset
        #expect(plain.width > smallPlain.width)
        var none = c
        none.indicator = .none
        button.configuration = none
        button.layoutIfNeeded()
        #expect(button.popUpIndicator?.isHidden == true)
    }

    @Test func popUpButtonsGolden() {
        func popUp(_ configuration: UIButton.Configuration?, selected: Int) -> UIButton {
            let button = configuration.map { UIButton(configuration: $0) } ?? UIButton(type: .system)
            let actions = ["Newest", "Oldest", "Most popular"].map { UIAction(title: $0) { _ in } }
            actions[selected].state = .on
            button.menu = UIMenu(children: actions)
            button.showsMenuAsPrimaryAction = true
            button.changesSelectionAsPrimaryAction = true
            button.sizeToFit()
            return button
        }
        let cells: [(String, UIView)] = [
            ("plain config", popUp(.plain(), selected: 0)),
            ("gray config", popUp(.gray(), selected: 2)),
            ("filled config", popUp(.filled(), selected: 1)),
            ("system type", popUp(nil, selected: 1)),
        ]
        let board = CaptionedBoard.make(cells: cells, cellSize: CGSize(width: 170, height: 50), columns: 2)
        expectGolden(board.imageAtScale3, named: "pop-up-buttons@3x", in: "Controls")
    }

    // MARK: Bar button items

    @Test func aBarButtonItemsPrimaryActionReplacesItsTargetAndGivesItsTitle() {
        var log: [String] = []
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Add", image: UIImage(systemName: "plus")) { action in
            log.append("add \(action.sender is UIBarButtonItem)")
        })
        #expect(item.title == "Add" && item.image != nil)
        #expect(item.sendTap(for: nil))
        #expect(log == ["add true"])
        let menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        let withMenu = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: menu)
        #expect(withMenu.menu === menu && withMenu.title == "More" && withMenu.primaryAction == nil)
        #expect(!withMenu.sendTap(for: nil))
        let system = UIBarButtonItem(systemItem: .add, primaryAction: nil, menu: menu)
        #expect(system.image != nil && system.menu === menu)
        let titled = UIBarButtonItem(title: "Edit", menu: menu)
        #expect(titled.title == "Edit")
    }
}
