import Foundation

/// An image of an app's asset catalogue, as Xcode's generated asset symbols
/// name it (`UIImage(resource: .avatar)`; DeveloperToolsSupport's type, which
/// UIKit re-exports). On Linux no symbols are generated: an app (or its
/// tests) declares the ones it uses, as Xcode writes them:
/// `extension ImageResource { static let avatar = ImageResource(name: "avatar", bundle: .main) }`.
public struct ImageResource: Hashable, @unchecked Sendable {
    package let name: String
    package let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour of an app's asset catalogue, as Xcode's generated asset symbols
/// name it (`UIColor(resource: .accent)`); see `ImageResource`.
public struct ColorResource: Hashable, @unchecked Sendable {
    package let name: String
    package let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension UIImage {
    /// The image set `resource` names, found as `UIImage(named:in:compatibleWith:)`
    /// finds it. iOS traps when there is none; Offscreen makes an empty image
    /// and says so on standard error.
    public convenience init(resource: ImageResource) {
        if let image = UIImage(named: resource.name, in: resource.bundle, compatibleWith: nil) {
            self.init(cgImage: image.cgImage, traits: image.traits)
            assetStorage = image.assetStorage
            configurationStorage = image.configurationStorage
        } else {
            UIImage.reportMissingResource("UIImage(resource: ImageResource(name: \"\(resource.name)\"))", name: resource.name)
            self.init()
        }
    }
}

extension UIColor {
    /// The colour set `resource` names, dark appearance included, as
    /// `UIColor(named:in:compatibleWith:)` reads it. iOS traps when there is
    /// none; Offscreen makes a clear colour and says so on standard error.
    public convenience init(resource: ColorResource) {
        if let color = UIColor(named: resource.name, in: resource.bundle, compatibleWith: nil) {
            self.init(dynamicProvider: { color.resolvedColor(with: $0) })
        } else {
            FileHandle.standardError.write(Data("Offscreen: UIColor(resource: ColorResource(name: \"\(resource.name)\")): no colour set named \"\(resource.name)\" in the main bundle's asset catalogues; a clear colour is used.\n".utf8))
            self.init(cgColor: CGColor(gray: 0, alpha: 0))
        }
    }
}
