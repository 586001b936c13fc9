import Foundation

/// Applies a layout file's controller properties inside
/// `UIViewController.init?(coder:)`, then has the instantiation decode the
/// controller's view (a nib) or note where it is (a storyboard scene).
extension LayoutFileCoder: UIViewControllerCoderProperties {
    @MainActor
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
        if case .size(let size)? = propertyValue(forKey: "preferredContentSize") {
            controller.preferredContentSize = size
        }
        instantiation?.decodeView(of: controller, from: object)
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
}
