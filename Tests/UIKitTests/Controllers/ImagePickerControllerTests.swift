import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// A controller that presents pickers and hears them, as apps write one:
/// both delegate protocols, `picker.delegate = self`.
@MainActor
private final class ProfilePhotoController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var picked: [UIImagePickerController.InfoKey: Any]?
    var cancelled = false
    var shown: [String] = []

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picked = info
        picker.dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        cancelled = true
        picker.dismiss(animated: true)
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        shown.append("will \(viewController.title ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append("did \(viewController.title ?? "?")")
    }
}

@Suite("image picker")
@MainActor
struct ImagePickerControllerTests {
    init() { ControllerFixtures.prepare() }

    @Test func theCameraIsUnavailableHeadlessAndTheLibraryIsThere() {
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image", "public.movie"])
        #expect(!UIImagePickerController.isCameraDeviceAvailable(.rear))
        let picker = UIImagePickerController()
        #expect(picker.sourceType == .photoLibrary)
        #expect(picker.mediaTypes == ["public.image"])
        #expect(!picker.allowsEditing)
        #expect(UIImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")
        #expect(UIImagePickerController.InfoKey.imageURL.rawValue == "UIImagePickerControllerImageURL")
    }

    @Test func aPickReachesTheDelegateWithUIKitsInfoAndItDismissesThePicker() throws {
        let owner = ProfilePhotoController()
        let window = phoneWindow(owner)
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.allowsEditing = true
        picker.delegate = owner
        owner.present(picker, animated: true)
        #expect(owner.presentedViewController === picker)
        // The same object is the navigation controller's delegate, as on iOS.
        let navigation: UINavigationController = picker
        #expect(navigation.delegate === owner)

        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }
        picker.simulatePicking(image)
        let info = try #require(owner.picked)
        #expect(info[.mediaType] as? String == "public.image")
        #expect(info[.originalImage] as? UIImage === image)
        #expect(info[.editedImage] as? UIImage === image)
        #expect((info[.cropRect] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 0, width: 4 * image.scale, height: 3 * image.scale))
        #expect(owner.presentedViewController == nil)
        _ = window
    }

    @Test func withoutEditingAPickCarriesOnlyTheOriginal() throws {
        let owner = ProfilePhotoController()
        let picker = UIImagePickerController()
        picker.delegate = owner
        picker.simulatePicking(UIImage())
        let info = try #require(owner.picked)
        #expect(info[.originalImage] != nil)
        #expect(info[.editedImage] == nil && info[.cropRect] == nil)
    }

    @Test func tappingCancelCallsTheDelegate() {
        let owner = ProfilePhotoController()
        let window = phoneWindow(owner)
        let picker = UIImagePickerController()
        picker.delegate = owner
        owner.present(picker, animated: true)
        window.layoutIfNeeded()
        let cancel = picker.topViewController?.navigationItem.rightBarButtonItem
        #expect(cancel != nil)
        // The bar's Cancel button, at the trailing end of the picker's bar.
        let bar = picker.navigationBar
        let barFrame = bar.convert(bar.bounds, to: window)
        window.simulateTap(at: CGPoint(x: barFrame.maxX - 30, y: barFrame.midY))
        #expect(owner.cancelled)
        #expect(owner.presentedViewController == nil)
    }

    @Test func withoutADelegateCancellingDismissesThePicker() {
        let owner = UIViewController()
        let window = phoneWindow(owner)
        let picker = UIImagePickerController()
        owner.present(picker, animated: true)
        #expect(owner.presentedViewController === picker)
        picker.simulateCancelling()
        #expect(owner.presentedViewController == nil)
        _ = window
    }

    @Test func theNavigationDelegateHearsPushesOnScreen() {
        let owner = ProfilePhotoController()
        let root = UIViewController()
        root.title = "Albums"
        let navigation = UINavigationController(rootViewController: root)
        let window = phoneWindow(navigation)
        navigation.delegate = owner
        let album = UIViewController()
        album.title = "Recents"
        navigation.pushViewController(album, animated: false)
        #expect(owner.shown == ["will Recents", "did Recents"])
        _ = navigation.popViewController(animated: false)
        #expect(owner.shown == ["will Recents", "did Recents", "will Albums", "did Albums"])
        navigation.delegate = nil
        navigation.pushViewController(album, animated: false)
        #expect(owner.shown.count == 4)
        _ = window
    }

    @Test func theLibraryScreenIsANavigationBarTitledPhotosWithCancel() throws {
        let picker = UIImagePickerController()
        let image = try LayoutFileScene.image(of: picker, size: CGSize(width: 320, height: 120), scale: 2)
        let cgImage = try #require(image.cgImage)
        expectGolden(cgImage, named: "image-picker-photo-library@2x", in: "Controllers")
    }

    @Test func theCameraScreenIsBlackWithoutABar() throws {
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        #expect(picker.navigationBar.isHidden)
        let image = try LayoutFileScene.image(of: picker, size: CGSize(width: 40, height: 40), scale: 1)
        let cgImage = try #require(image.cgImage)
        // Every pixel is opaque black.
        let pixels = TextViewScrollingTests.pixels(cgImage)
        #expect(pixels.enumerated().allSatisfy { index, byte in index % 4 == 3 ? byte == 255 : byte == 0 })
    }
}
