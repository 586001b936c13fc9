/// Where a storyboard scene's view is described: the controller made from the
/// scene keeps it and makes the view from it at its first `loadView()`, each
/// time its view is loaded (again after a memory warning).
package struct StoryboardSceneView: Sendable {
    package let document: NibDocument
    package let scene: NibObject
    package let view: NibObject

    /// Makes the view with `owner` (the scene's controller) as its owner: the
    /// scene's outlets connect to it, and actions aimed at `owner` or at the
    /// scene's id go to it.
    @preconcurrency @MainActor
    package func instantiate(owner: UIViewController) throws(LayoutFileError) -> UIView {
        let instantiation = NibInstantiation(document: document, owner: owner)
        return try instantiation.instantiateSceneView(scene, viewObject: view)
    }
}
