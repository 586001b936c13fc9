@testable import UIKit
import Foundation
import Testing

/// Controls UIKit mirrors right to left beyond Auto Layout: the stepper, the
/// page control, a text field's overlay views and a navigation bar's custom
/// views. Frames and pixels are compared with the same control left to right.
@MainActor
@Suite struct RightToLeftControlTests {
    private func window(_ direction: UITraitEnvironmentLayoutDirection, width: CGFloat = 320, height: CGFloat = 100) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.traitOverrides.layoutDirection = direction
        window.isHidden = false
        return window
    }

    @Test func theStepperPutsPlusOnTheLeftRightToLeft() {
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let w = window(direction, width: 94, height: 32)
            let stepper = UIStepper(frame: .zero)
            stepper.value = 5
            w.addSubview(stepper)
            #expect(stepper.frame.size == CGSize(width: 94, height: 32))
            // The plus glyph's upright stroke: a quarter of the width in from the
            // plus side, 5 points above the middle.
            let image = w.offscreenImage(scale: 2).cgImage!
            let leftQuarter = image.rgba(x: 47, y: 22), rightQuarter = image.rgba(x: 141, y: 22)
            let rtl = direction == .rightToLeft
            #expect((leftQuarter.r < 100) == rtl, "\(direction): left quarter \(leftQuarter)")
            #expect((rightQuarter.r < 100) == !rtl, "\(direction): right quarter \(rightQuarter)")
            // A tap on the left half: minus left to right, plus right to left.
            w.simulateTap(at: CGPoint(x: 20, y: 16))
            #expect(stepper.value == (rtl ? 6 : 4))
        }
    }

    @Test func pageControlDotsRunFromTheRightRightToLeft() {
        let ltr = UIPageControl(frame: CGRect(x: 0, y: 0, width: 120, height: 26))
        ltr.numberOfPages = 3
        window(.leftToRight).addSubview(ltr)
        let w = window(.rightToLeft)
        let rtl = UIPageControl(frame: CGRect(x: 0, y: 0, width: 120, height: 26))
        rtl.numberOfPages = 3
        w.addSubview(rtl)
        #expect(ltr.dotCenter(0).x < ltr.dotCenter(2).x)
        #expect(rtl.dotCenter(0).x == ltr.dotCenter(2).x)
        #expect(rtl.dotCenter(2).x == ltr.dotCenter(0).x)
        #expect(rtl.dotCenter(1).x == 60)
        // Tapping left of the current dot goes forward right to left.
        rtl.currentPage = 1
        w.simulateTap(at: CGPoint(x: 10, y: 13))
        #expect(rtl.currentPage == 2)
        w.simulateTap(at: CGPoint(x: 110, y: 13))
        #expect(rtl.currentPage == 1)
    }

    @Test func aTextFieldsOverlayViewsSwapSidesRightToLeft() {
        func field(_ direction: UITraitEnvironmentLayoutDirection) -> (UITextField, UIView, UIView) {
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let right = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
            field.leftView = left
            field.leftViewMode = .always
            field.rightView = right
            field.rightViewMode = .always
            let w = window(direction)
            w.addSubview(field)
            w.layoutIfNeeded()
            return (field, left, right)
        }
        let (_, ltrLeft, ltrRight) = field(.leftToRight)
        #expect(ltrLeft.frame == CGRect(x: 0, y: 5, width: 20, height: 20))
        #expect(ltrRight.frame == CGRect(x: 170, y: 10, width: 30, height: 10))
        let (rtlField, rtlLeft, rtlRight) = field(.rightToLeft)
        // The left view on the leading (right) side, the right view on the trailing (left) side.
        #expect(rtlLeft.frame == CGRect(x: 180, y: 5, width: 20, height: 20))
        #expect(rtlRight.frame == CGRect(x: 0, y: 10, width: 30, height: 10))
        // The overridable rectangles answer as for left to right, as UIKit documents.
        #expect(rtlField.leftViewRect(forBounds: rtlField.bounds).minX == 0)
        #expect(rtlField.rightViewRect(forBounds: rtlField.bounds).maxX == 200)
        // Forced left to right, the field keeps them in place.
        rtlField.semanticContentAttribute = .forceLeftToRight
        rtlField.layoutIfNeeded()
        #expect(rtlLeft.frame.minX == 0 && rtlRight.frame.maxX == 200)
    }

    @Test func navigationBarCustomViewsSwapSidesRightToLeft() {
        func bar(_ direction: UITraitEnvironmentLayoutDirection) -> (UIView, UIView) {
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let item = UINavigationItem(title: "Title")
            let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            let right = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            item.leftBarButtonItem = UIBarButtonItem(customView: left)
            item.rightBarButtonItem = UIBarButtonItem(customView: right)
            bar.setItems([item], animated: false)
            let w = window(direction)
            w.addSubview(bar)
            w.layoutIfNeeded()
            #expect(left.superview === bar && right.superview === bar)
            return (left, right)
        }
        let (ltrLeft, ltrRight) = bar(.leftToRight)
        #expect(ltrLeft.frame == CGRect(x: 16, y: 7, width: 30, height: 30))
        #expect(ltrRight.frame == CGRect(x: 264, y: 12, width: 40, height: 20))
        let (rtlLeft, rtlRight) = bar(.rightToLeft)
        #expect(rtlLeft.frame == CGRect(x: 274, y: 7, width: 30, height: 30))
        #expect(rtlRight.frame == CGRect(x: 16, y: 12, width: 40, height: 20))
    }

    @Test func aCustomViewLeavesTheBarWhenItsItemGoes() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let item = UINavigationItem(title: "Title")
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        item.rightBarButtonItem = UIBarButtonItem(customView: custom)
        bar.setItems([item], animated: false)
        bar.layoutIfNeeded()
        #expect(custom.superview === bar)
        item.rightBarButtonItem = nil
        bar.layoutIfNeeded()
        #expect(custom.superview == nil)
    }
}
