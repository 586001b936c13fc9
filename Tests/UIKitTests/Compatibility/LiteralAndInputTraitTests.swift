import CoreGraphics
import Foundation
import Testing
@testable import UIKit

/// Spellings of iOS view-controller code that Xcode accepts: colour and image
/// literals, a text field's input views, a search bar's keyboard traits.
@MainActor struct LiteralAndInputTraitTests {
    @Test func aColourLiteralIsAUIColorOrACGColorWithThoseComponents() throws {
        let color = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        #expect(type(of: color) == UIColor.self)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r - 0.2) < 1e-6 && abs(g - 0.4) < 1e-6 && abs(b - 0.6) < 1e-6 && abs(a - 0.5) < 1e-6)
        // Where a CGColor is expected, the literal is one.
        let layer = CALayer()
        layer.borderColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        let components = try #require(layer.borderColor?.components)
        #expect(components.map { Double($0) } == [1, 0.5, 0, 1])
        let wrapped = UIColor(cgColor: #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(wrapped.cgColor.components?.map { Double($0) } == [0, 0, 1, 1])
    }

    @Test func anImageLiteralIsTheNamedImage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("literal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        try #require(dot.pngData()).write(to: folder.appendingPathComponent("literal-dot.png"))
        UIImage.offscreenSearchPaths.append(folder)
        defer { UIImage.offscreenSearchPaths.removeAll { $0 == folder } }
        let image = #imageLiteral(resourceName: "literal-dot")
        #expect(type(of: image) == UIImage.self)
        // The file has no @2x/@3x suffix: one point a pixel, as the renderer made them.
        let pixels = try #require(dot.cgImage)
        #expect(image.scale == 1 && image.size == CGSize(width: pixels.width, height: pixels.height))
        #expect(image.cgImage?.rgba(x: 0, y: 0).r == 255)
    }

    @Test func textFieldsAndTextViewsKeepTheirInputViews() {
        let picker = UIDatePicker()
        let bar = UIToolbar()
        let field = UITextField()
        #expect(field.inputView == nil && field.inputAccessoryView == nil)
        field.inputView = picker
        field.inputAccessoryView = bar
        #expect(field.inputView === picker && field.inputAccessoryView === bar)
        let textView = UITextView()
        textView.inputAccessoryView = bar
        #expect(textView.inputAccessoryView === bar && textView.inputView == nil)
        // A responder of the app's own answers with its own, as on iOS.
        final class PickerCell: UITableViewCell {
            let picker = UIPickerView()
            override var inputView: UIView? { picker }
            override var canBecomeFirstResponder: Bool { true }
        }
        let cell = PickerCell()
        #expect(cell.inputView === cell.picker)
        #expect(UIView().inputView == nil && UIViewController().inputAccessoryView == nil)
        cell.reloadInputViews()
    }

    @Test func aSearchBarsKeyboardTraitsAreItsFieldsTraits() {
        let bar = UISearchBar()
        bar.keyboardType = .emailAddress
        bar.returnKeyType = .done
        bar.autocapitalizationType = .none
        bar.autocorrectionType = .no
        bar.spellCheckingType = .no
        bar.keyboardAppearance = .dark
        bar.textContentType = .username
        bar.enablesReturnKeyAutomatically = true
        let field = bar.searchTextField
        #expect(field.keyboardType == .emailAddress && bar.keyboardType == .emailAddress)
        #expect(field.returnKeyType == .done && field.autocapitalizationType == .none)
        #expect(field.autocorrectionType == .no && field.spellCheckingType == .no)
        #expect(field.keyboardAppearance == .dark && field.textContentType == .username)
        #expect(field.enablesReturnKeyAutomatically && bar.enablesReturnKeyAutomatically)
        field.keyboardType = .numberPad
        #expect(bar.keyboardType == .numberPad)
    }
}
