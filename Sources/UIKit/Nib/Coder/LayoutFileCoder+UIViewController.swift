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
        if case .size(let size)? = propertyValue(forKey: "preferredContentSize") {
            controller.preferredContentSize = size
        }
        instantiation?.decodeView(of: controller, from: object)
    }
}
