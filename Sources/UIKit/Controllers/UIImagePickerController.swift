import Foundation

/// Hears what the user chose in an image picker. Both methods are optional.
/// Without `imagePickerControllerDidCancel(_:)`, the picker dismisses itself,
/// as UIKit does when the delegate does not implement it.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

/// The system's photo picker and camera, as a headless stand-in. A machine
/// without a device has no camera (`isSourceTypeAvailable(.camera)` is false,
/// as in the iOS Simulator) and no photos: presented, the picker shows an
/// empty library screen (a navigation bar titled "Photos" with a Cancel
/// button, which cancels as on iOS), or, for the camera, a black screen.
/// Nobody picks headless: a test chooses for the user with
/// `simulatePicking(_:)` or `simulateCancelling()`, which call the delegate
/// as UIKit does.
///
/// Its `delegate` is typed as on iOS, `(UIImagePickerControllerDelegate & UINavigationControllerDelegate)?`,
/// and is the navigation controller's delegate too (see
/// `_UINavigationControllerDelegateProperty` for how the narrower type is declared).
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0
        case camera = 1
        case savedPhotosAlbum = 2
    }

    public enum QualityType: Int, Sendable {
        case typeHigh = 0
        case typeMedium = 1
        case typeLow = 2
        case type640x480 = 3
        case typeIFrame1280x720 = 4
        case typeIFrame960x540 = 5
    }

    public enum CameraCaptureMode: Int, Sendable {
        case photo = 0
        case video = 1
    }

    public enum CameraDevice: Int, Sendable {
        case rear = 0
        case front = 1
    }

    public enum CameraFlashMode: Int, Sendable {
        case off = -1
        case auto = 0
        case on = 1
    }

    public enum ImageURLExportPreset: Int, Sendable {
        case compatible = 0
        case current = 1
    }

    /// The keys of the dictionary a pick hands the delegate; raw values are UIKit's.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// The uniform type identifiers of still images and movies (`kUTTypeImage`, `kUTTypeMovie`).
    private static let imageType = "public.image"
    private static let movieType = "public.movie"

    /// No camera on a machine without a device; the library and album are
    /// there (empty).
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// Images and movies for the library and album; nil for the camera, which is not available.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [imageType, movieType] : nil
    }

    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }
    open class func availableCaptureModes(for cameraDevice: CameraDevice) -> [NSNumber]? { nil }

    /// The delegate, typed as on iOS; the navigation controller's delegate too.
    open var delegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)? {
        get { navigationDelegateStorage as? (UIImagePickerControllerDelegate & UINavigationControllerDelegate) }
        set { navigationDelegateStorage = newValue }
    }

    /// The photo library by default, as on iOS. Changing it changes the screen shown.
    open var sourceType: SourceType = .photoLibrary {
        didSet { if sourceType != oldValue { showSourceScreen() } }
    }
    /// Still images only by default (`["public.image"]`), as on iOS.
    open var mediaTypes: [String] = [UIImagePickerController.imageType]
    /// Whether a picked image goes through the move-and-scale screen: a pick
    /// then carries `.editedImage` and `.cropRect` as well.
    open var allowsEditing = false
    open var imageExportPreset: ImageURLExportPreset = .compatible
    open var videoMaximumDuration: TimeInterval = 600
    open var videoQuality: QualityType = .typeMedium
    open var videoExportPreset = ""
    open var showsCameraControls = true
    open var cameraOverlayView: UIView?
    open var cameraViewTransform: CGAffineTransform = .identity
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraDevice: CameraDevice = .rear
    open var cameraFlashMode: CameraFlashMode = .auto

    public init() {
        super.init(nibName: nil, bundle: nil)
        showSourceScreen()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        showSourceScreen()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        showSourceScreen()
    }

    /// The camera takes no picture without a camera: this does nothing, as
    /// UIKit does when the picker is not showing the camera.
    open func takePicture() {}
    /// No camera, so no capture: false, as UIKit answers when recording cannot start.
    open func startVideoCapture() -> Bool { false }
    open func stopVideoCapture() {}

    /// The stand-in screen of the source: the (empty) library with its title
    /// and Cancel button, or the camera's black preview.
    private func showSourceScreen() {
        let screen = UIViewController()
        screen.loadViewIfNeeded()
        if sourceType == .camera {
            screen.view.backgroundColor = .black
            navigationBar.isHidden = true
        } else {
            screen.view.backgroundColor = .systemBackground
            screen.title = "Photos"
            screen.navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.simulateCancelling() })
            navigationBar.isHidden = false
        }
        setViewControllers([screen], animated: false)
    }

    // MARK: Offscreen: choosing for the user

    /// Offscreen's own (no user picks headless): picks `image` as a user
    /// would in the library, calling the delegate's
    /// `imagePickerController(_:didFinishPickingMediaWithInfo:)` with the info
    /// UIKit gives: `.mediaType` `"public.image"` and `.originalImage`, and
    /// when `allowsEditing` is on, `.editedImage` (the whole image: the
    /// move-and-scale screen left as it opens) and `.cropRect` (the image's
    /// pixel rectangle). The delegate dismisses the picker, as on iOS.
    public func simulatePicking(_ image: UIImage) {
        var info: [InfoKey: Any] = [.mediaType: Self.imageType, .originalImage: image]
        if allowsEditing {
            info[.editedImage] = image
            info[.cropRect] = NSValue(cgRect: CGRect(x: 0, y: 0, width: image.size.width * image.scale,
                                                     height: image.size.height * image.scale))
        }
        simulatePickingMedia(withInfo: info)
    }

    /// Offscreen's own: hands `info` to the delegate as a pick of any media
    /// would (a movie's `.mediaURL`, an `.imageURL`...).
    public func simulatePickingMedia(withInfo info: [InfoKey: Any]) {
        delegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// Offscreen's own: the user taps Cancel. The delegate's
    /// `imagePickerControllerDidCancel(_:)` is called; without one, the picker
    /// dismisses itself, as on iOS.
    public func simulateCancelling() {
        if let delegate {
            delegate.imagePickerControllerDidCancel(self)
        } else {
            dismiss(animated: true)
        }
    }
}
