import Foundation

/// A menu on screen in a window, and what showed it.
package struct ShownMenu {
    package enum Source {
        case control(UIControl)
        case interaction(UIContextMenuInteraction)
        case tableView(UITableView, UIContextMenuConfiguration)
        case collectionView(UICollectionView, UIContextMenuConfiguration)
    }
    package let menu: UIMenu
    package let source: Source
}

extension UIWindow {
    /// Offscreen's own API (not UIKit): the menu on screen, shown by a
    /// simulated tap on a button whose menu is its primary action, or by
    /// `simulateContextMenu(at:)`; nil when none is. Deferred elements hold
    /// the elements their providers gave when the menu was shown.
    public var offscreenShownMenu: UIMenu? { shownMenu?.menu }

    package func showMenu(_ menu: UIMenu, from source: ShownMenu.Source) {
        dismissShownMenu()
        resolveDeferredElements(in: menu)
        shownMenu = ShownMenu(menu: menu, source: source)
    }

    private func resolveDeferredElements(in menu: UIMenu) {
        for child in menu.children {
            if let deferred = child as? UIDeferredMenuElement {
                for element in deferred.resolveElements() ?? [] {
                    if let submenu = element as? UIMenu { resolveDeferredElements(in: submenu) }
                }
            } else if let submenu = child as? UIMenu {
                resolveDeferredElements(in: submenu)
            }
        }
    }

    /// Offscreen's own API: a long press at `point` (window coordinates).
    /// The deepest view under it with a `UIContextMenuInteraction`, or a
    /// table or collection view whose delegate configures a menu for the row
    /// or item there, is asked for a configuration, as UIKit asks; its action
    /// provider's menu is shown and returned (nil when nothing configures
    /// one, or the configuration has no actions).
    @discardableResult
    public func simulateContextMenu(at point: CGPoint) -> UIMenu? {
        dismissShownMenu()
        layoutIfNeeded()
        // As touches do: a window renders and is touched on request even
        // while hidden (windows start hidden).
        let hidden = layer.isHidden
        layer.isHiddenWithoutDamage = false
        var view = hitTest(point, with: nil)
        layer.isHiddenWithoutDamage = hidden
        while let current = view {
            let local = convert(point, to: current)
            for case let interaction as UIContextMenuInteraction in current.interactions {
                guard let configuration = interaction.present(at: local) else { continue }
                return show(configuration, from: .interaction(interaction))
            }
            if let table = current as? UITableView, let indexPath = table.indexPathForRow(at: local),
               let delegate = table.tableDelegate,
               let configuration = delegate.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: local) {
                delegate.tableView(table, willDisplayContextMenu: configuration, animator: nil)
                return show(configuration, from: .tableView(table, configuration))
            }
            if let collection = current as? UICollectionView, let indexPath = collection.indexPathForItem(at: local),
               let delegate = collection.collectionDelegate,
               let configuration = delegate.collectionView(collection, contextMenuConfigurationForItemsAt: [indexPath], point: local) {
                delegate.collectionView(collection, willDisplayContextMenu: configuration, animator: nil)
                return show(configuration, from: .collectionView(collection, configuration))
            }
            view = current.superview
        }
        return nil
    }

    /// Shows the menu the configuration's action provider makes; without
    /// one the menu ends at once (the delegate hears `willEnd`).
    private func show(_ configuration: UIContextMenuConfiguration, from source: ShownMenu.Source) -> UIMenu? {
        guard let menu = configuration.makeMenu() else {
            end(source)
            return nil
        }
        showMenu(menu, from: source)
        return menu
    }

    /// Offscreen's own API: chooses the enabled action titled `title` in the
    /// shown menu (its submenus and provided deferred elements included), as
    /// a tap on it does: in a `.singleSelection` menu or a pop-up button's
    /// menu it becomes the one that is on; the menu closes (the context-menu
    /// delegate hears `willEnd`) and the action's handler runs, with the
    /// button as sender for a button's menu. False when no menu is shown or
    /// no enabled action has that title.
    @discardableResult
    public func simulateMenuSelection(title: String) -> Bool {
        guard let shown = shownMenu else { return false }
        var chosen: UIAction?
        for action in shown.menu.leafActions where action.title == title
            && !action.attributes.contains(.disabled) && !action.attributes.contains(.hidden) {
            chosen = action
            break
        }
        guard let action = chosen else { return false }
        var sender: Any?
        var popUp = false
        if case .control(let control) = shown.source {
            sender = control
            popUp = (control as? UIButton)?.changesSelectionAsPrimaryAction ?? false
        }
        shown.menu.select(action, singleSelection: popUp)
        dismissShownMenu()
        if let button = sender as? UIButton, popUp { button.setNeedsUpdateConfiguration() }
        action.performWithSender(sender, target: nil)
        return true
    }

    /// Closes the shown menu; a context menu's delegate hears `willEnd`.
    package func dismissShownMenu() {
        guard let shown = shownMenu else { return }
        shownMenu = nil
        end(shown.source)
    }

    private func end(_ source: ShownMenu.Source) {
        switch source {
        case .control:
            break
        case .interaction(let interaction):
            interaction.dismissMenu()
        case .tableView(let table, let configuration):
            table.tableDelegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: nil)
        case .collectionView(let collection, let configuration):
            collection.collectionDelegate?.collectionView(collection, willEndContextMenuInteraction: configuration, animator: nil)
        }
    }
}
