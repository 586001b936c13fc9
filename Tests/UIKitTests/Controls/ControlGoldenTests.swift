import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// One golden per control, its states side by side, at scale 3, light mode.
@MainActor @Suite struct ControlsGoldenTests {
    @Test func switchStates() {
        func make(_ configure: (UISwitch) -> Void) -> UISwitch {
            let s = UISwitch(frame: .zero); configure(s); return s
        }
        let cells: [(String, UIView)] = [
            ("off", make { _ in }),
            ("on", make { $0.isOn = true }),
            ("off pressed", make { $0.isHighlighted = true }),
            ("on pressed", make { $0.isOn = true; $0.isHighlighted = true }),
            ("disabled off", make { $0.isEnabled = false }),
            ("disabled on", make { $0.isOn = true; $0.isEnabled = false }),
            ("onTint thumbTint", make { $0.isOn = true; $0.onTintColor = .systemOrange; $0.thumbTintColor = .systemYellow }),
        ]
        let board = CaptionedBoard.make(cells: cells, cellSize: CGSize(width: 70, height: 40), columns: 4)
        expectGolden(board.imageAtScale3, named: "switch-states@3x", in: "Controls")
    }

    @Test func sliderProgressAndActivityIndicator() {
        func slider(_ value: Float, _ configure: (UISlider) -> Void = { _ in }) -> UISlider {
            let s = UISlider(frame: CGRect(x: 0, y: 0, width: 120, height: 31)); s.value = value; configure(s); return s
        }
        func progress(_ value: Float, _ configure: (UIProgressView) -> Void = { _ in }) -> UIProgressView {
            let p = UIProgressView(frame: CGRect(x: 0, y: 0, width: 120, height: 4)); p.progress = value; configure(p); return p
        }
        func spinner(_ style: UIActivityIndicatorView.Style, _ configure: (UIActivityIndicatorView) -> Void = { _ in }) -> UIActivityIndicatorView {
            let a = UIActivityIndicatorView(style: style); configure(a); a.startAnimating(); return a
        }
        let cells: [(String, UIView)] = [
            ("slider 0", slider(0)), ("slider 0.5", slider(0.5)), ("slider 1", slider(1)),
            ("slider disabled", slider(0.3) { $0.isEnabled = false }),
            ("slider colours", slider(0.7) { $0.minimumTrackTintColor = .systemRed; $0.maximumTrackTintColor = .systemYellow; $0.thumbTintColor = .systemGray5 }),
            ("slider 5 in 0...10", slider(5) { $0.maximumValue = 10; $0.value = 2.5 }),
            ("progress 0", progress(0)), ("progress 0.4", progress(0.4)), ("progress 1", progress(1)),
            ("progress colours", progress(0.6) { $0.progressTintColor = .systemGreen; $0.trackTintColor = .systemGray3 }),
            ("bar style", progress(0.5) { $0.progressViewStyle = .bar }),
            ("spinner medium", spinner(.medium)), ("spinner large", spinner(.large)),
            ("spinner colour", spinner(.large) { $0.color = .systemBlue }),
            ("stopped (hidden)", UIActivityIndicatorView(style: .medium)),
        ]
        let board = CaptionedBoard.make(cells: cells, cellSize: CGSize(width: 130, height: 40), columns: 3)
        expectGolden(board.imageAtScale3, named: "slider-progress-activity-states@3x", in: "Controls")
    }

    @Test func stepperPageControlAndSegmentedControl() {
        func stepper(_ value: Double, _ configure: (UIStepper) -> Void = { _ in }) -> UIStepper {
            let s = UIStepper(frame: .zero); configure(s); s.value = value; return s
        }
        func pages(_ n: Int, _ current: Int, _ configure: (UIPageControl) -> Void = { _ in }) -> UIPageControl {
            let p = UIPageControl(frame: .zero); p.numberOfPages = n; p.currentPage = current; configure(p); p.sizeToFit(); return p
        }
        func segments(_ selected: Int, _ configure: (UISegmentedControl) -> Void = { _ in }) -> UISegmentedControl {
            let s = UISegmentedControl(items: ["First", "Second", "Third"]); s.selectedSegmentIndex = selected; configure(s); return s
        }
        let cells: [(String, UIView)] = [
            ("stepper 5", stepper(5)), ("stepper at minimum", stepper(0)), ("stepper at maximum", stepper(100)),
            ("stepper disabled", stepper(5) { $0.isEnabled = false }),
            ("pages 5, current 0", pages(5, 0)), ("pages 3, current 2", pages(3, 2)),
            ("page colours", pages(4, 1) { $0.pageIndicatorTintColor = .systemGray3; $0.currentPageIndicatorTintColor = .systemBlue }),
            ("single page hidden", pages(1, 0) { $0.hidesForSinglePage = true }),
            ("segments 0", segments(0)), ("segments 1", segments(1)), ("no selection", segments(-1)),
            ("selected tint", segments(2) { $0.selectedSegmentTintColor = .systemYellow }),
            ("disabled segment", segments(0) { $0.setEnabled(false, forSegmentAt: 2) }),
            ("disabled control", segments(1) { $0.isEnabled = false }),
        ]
        let board = CaptionedBoard.make(cells: cells, cellSize: CGSize(width: 230, height: 36), columns: 3)
        expectGolden(board.imageAtScale3, named: "stepper-page-segmented-states@3x", in: "Controls")
    }
}
