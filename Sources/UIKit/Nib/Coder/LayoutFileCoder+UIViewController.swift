import Foundation

/// Applies a layout file's controller properties inside
/// `UIViewController.init?(coder:)`, then has the instantiation decode the
/// controller's view (a nib) or note where it is (a storyboard scene).
extension LayoutFileCoder: UIViewControllerCoderProperties {
    @preconcurrency @MainActor
    package func applyProperties(to controller: UIViewController) {
        if let value = propertyValue(forKey: "title") {
            // The catalog shares `title` with UIButton's by-state form; a controller's is one string.
            if case .perState(let states) = value, states.count == 1, states[0].state == 0,
               case .string(let title) = states[0].value, object.properties["title"]?.stringValue != nil {
                controller.title = title
            } else if let source = object.properties["title"] {
                record(reader.error(source, "a view controller's title is one string"))
            }
        }
        if case .string(let identifier)? = propertyValue(forKey: "restorationIdentifier") {
            controller.restorationIdentifier = identifier
        }
        if case .string(let title)? = propertyValue(forKey: "navigationItem.title") {
            controller.navigationItem.title = title
        }
        if let navigation = controller as? UINavigationController,
           case .bool(let prefers)? = propertyValue(forKey: "navigationBar.prefersLargeTitles") {
            navigation.navigationBar.prefersLargeTitles = prefers
        }
        if let navigation = controller as? UINavigationController,
           case .bool(let translucent)? = propertyValue(forKey: "navigationBar.isTranslucent") {
            navigation.navigationBar.isTranslucent = translucent
        }
        if let navigation = controller as? UINavigationController {
            // A storyboard's toolbarHidden="NO" and its <toolbar key="toolbar" translucent="NO">.
            if case .bool(let translucent)? = propertyValue(forKey: "toolbar.isTranslucent") { navigation.toolbar.isTranslucent = translucent }
            if case .bool(let hidden)? = propertyValue(forKey: "isToolbarHidden") { navigation.isToolbarHidden = hidden }
        }
        if let tabs = controller as? UITabBarController, case .bool(let translucent)? = propertyValue(forKey: "tabBar.isTranslucent") {
            tabs.tabBar.isTranslucent = translucent
        }
        if case .size(let size)? = propertyValue(forKey: "preferredContentSize") {
            controller.preferredContentSize = size
        }
        applyTabBarItem(to: controller)
        instantiation?.decodeView(of: controller, from: object)
        if let ids = object.childControllerIDs {
            // A storyboard's viewControllers relationships: the tabs are made
            // while their tab bar controller is decoded, in document order.
            if let tabs = controller as? UITabBarController {
                let made = ids.compactMap { instantiation?.makeRelatedController($0, source: object.source) }
                if made.count == ids.count { tabs.setViewControllers(made, animated: false) }
            } else if let split = controller as? UISplitViewController {
                // A split view controller's columns, in order (a storyboard's master/detail relationships).
                let made = ids.compactMap { instantiation?.makeRelatedController($0, source: object.source) }
                if made.count == ids.count { split.setColumnsFromFile(made) }
            } else if let source = object.source.objectValue?["viewControllers"] {
                record(reader.error(source, "only a UITabBarController or a UISplitViewController has viewControllers here; \(type(of: controller)) is not one"))
            }
        }
        if let rootID = object.rootViewControllerID, let navigation = controller as? UINavigationController {
            // A storyboard's root-view-controller relationship: the root scene is
            // made while its navigation controller is decoded, as UIKit does.
            if let root = instantiation?.makeRelatedController(rootID, source: object.source) {
                navigation.setViewControllers([root], animated: false)
            }
        } else if object.rootViewControllerID != nil, let source = object.source.objectValue?["rootViewController"] {
            record(reader.error(source, "only a UINavigationController has a rootViewController; \(type(of: controller)) is not one"))
        }
    }

    /// `tabBarItem.*`: a system item first (its title and image), then the
    /// title, images, badge and tag the file gives.
    @preconcurrency @MainActor
    private func applyTabBarItem(to controller: UIViewController) {
        let keys = ["systemItem", "title", "image", "selectedImage", "systemImage", "selectedSystemImage", "badgeValue", "badgeColor", "tag"].map { "tabBarItem." + $0 }
        guard keys.contains(where: { propertyValue(forKey: $0) != nil }) else { return }
        if case .integer(let raw)? = propertyValue(forKey: "tabBarItem.systemItem"), let system = UITabBarItem.SystemItem(rawValue: raw) {
            controller.tabBarItem = UITabBarItem(tabBarSystemItem: system, tag: 0)
        }
        let item = controller.tabBarItem!
        if case .string(let title)? = propertyValue(forKey: "tabBarItem.title") { item.title = title }
        if propertyValue(forKey: "tabBarItem.image") != nil { item.image = decodeObject(forKey: "tabBarItem.image") as? UIImage }
        if propertyValue(forKey: "tabBarItem.selectedImage") != nil { item.selectedImage = decodeObject(forKey: "tabBarItem.selectedImage") as? UIImage }
        if case .string(let name)? = propertyValue(forKey: "tabBarItem.systemImage") { item.image = systemImage(name, key: "tabBarItem.systemImage") }
        if case .string(let name)? = propertyValue(forKey: "tabBarItem.selectedSystemImage") { item.selectedImage = systemImage(name, key: "tabBarItem.selectedSystemImage") }
        if case .string(let badge)? = propertyValue(forKey: "tabBarItem.badgeValue") { item.badgeValue = badge }
        if propertyValue(forKey: "tabBarItem.badgeColor") != nil { item.badgeColor = decodeObject(forKey: "tabBarItem.badgeColor") as? UIColor }
        if case .integer(let tag)? = propertyValue(forKey: "tabBarItem.tag") { item.tag = tag }
    }
}
