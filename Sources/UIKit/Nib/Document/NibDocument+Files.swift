import Foundation

extension NibDocument {
    /// Every file that loading this layout file reads: the file itself and each
    /// image it names (resolved, symbolic links followed), in file order without
    /// repeats. A tool that writes files checks its outputs against these, so that
    /// no output replaces an input.
    package var filesRead: [URL] {
        var files: [URL] = url.map { [$0] } ?? []
        func add(_ value: NibPropertyValue) {
            switch value {
            case .image(let reference): if !files.contains(reference.url) { files.append(reference.url) }
            case .perState(let states): states.forEach { add($0.value) }
            case .list(let values): values.forEach(add)
            default: break
            }
        }
        func visit(_ object: NibObject) {
            object.builtInProperties.keys.sorted().forEach { add(object.builtInProperties[$0]!) }
            object.subviews.forEach(visit)
            object.arrangedSubviews.forEach(visit)
            object.view.map(visit)
        }
        objects.forEach(visit)
        return files
    }
}
