import Foundation

/// The geometry of iOS 14+'s picker wheel at rest, shared by `UIPickerView`
/// and the wheels of `UIDatePicker` (which, as on iOS, shows a picker view).
///
/// Rows lie on a cylinder seen from the front: the selected row faces the
/// viewer in the grey selection band; a row `k` rows away sits at the angle
/// `k · rowHeight / (squeeze · radius)`, so its centre is `radius · sin θ`
/// from the middle and it is foreshortened to `cos θ` of its height. The
/// figures are those of Flutter's Cupertino picker, whose authors matched
/// them against the iOS simulator: the cylinder's diameter is 1.07 times the
/// picker's height, rows are squeezed 1.25 times along it (the date picker's
/// density), the band magnifies 2.35/2.1 times, and rows outside it are drawn
/// at 0.447 of their opacity; a row's title is 21 points off-centre (read
/// from off-centre labels in the iOS 13 simulator's view debugger), so about
/// 23.5 in the band. Rows are 32 points tall and the picker 216 points, as
/// UIKit's defaults are; the band is inset 9 points from each side with a
/// radius of 8. Offscreen also lowers the off-centre rows' opacity with
/// `cos θ`, where iOS fades the wheel's ends.
package enum PickerWheel {
    package static let defaultSize = CGSize(width: 320, height: 216)
    package static let rowHeight: CGFloat = 32
    package static let titleFontSize: CGFloat = 21
    package static let magnification: CGFloat = 2.35 / 2.1
    package static let bandInset: CGFloat = 9
    package static let bandCornerRadius: CGFloat = 8
    /// Space between two components.
    package static let componentSpacing: CGFloat = 4
    static let diameterRatio: CGFloat = 1.07
    static let squeeze: CGFloat = 1.25
    static let offCentreOpacity: CGFloat = 0.447

    /// Where a row `offset` rows from the selected one is drawn in a wheel
    /// of `height` points: its centre's distance from the middle, its
    /// vertical scale and its opacity; nil when it is behind the cylinder or
    /// outside the wheel.
    package struct Placement: Equatable {
        package var centreOffset: CGFloat
        package var verticalScale: CGFloat
        package var alpha: CGFloat
    }

    package static func placement(offset: Int, rowHeight: CGFloat, wheelHeight: CGFloat) -> Placement? {
        guard rowHeight > 0, wheelHeight > 0, rowHeight.isFinite, wheelHeight.isFinite else { return nil }
        if offset == 0 { return Placement(centreOffset: 0, verticalScale: 1, alpha: 1) }
        let radius = diameterRatio * wheelHeight / 2
        let angle = CGFloat(offset) * rowHeight / (squeeze * radius)
        guard abs(angle) < .pi / 2 else { return nil }
        let centre = radius * sin(angle)
        let scale = cos(angle)
        // Drawn only while some of it is inside the wheel.
        guard abs(centre) - rowHeight * scale / 2 < wheelHeight / 2 else { return nil }
        return Placement(centreOffset: centre, verticalScale: scale, alpha: offCentreOpacity * scale)
    }

    /// The row offsets (from the selected row) that `placement` draws.
    package static func visibleOffsets(rowHeight: CGFloat, wheelHeight: CGFloat) -> ClosedRange<Int> {
        var n = 0
        while n < 64, placement(offset: n + 1, rowHeight: rowHeight, wheelHeight: wheelHeight) != nil { n += 1 }
        return -n...n
    }

    /// The row offset whose drawn row holds `y` (distance from the middle), if any.
    package static func offset(at y: CGFloat, rowHeight: CGFloat, wheelHeight: CGFloat) -> Int? {
        for k in visibleOffsets(rowHeight: rowHeight, wheelHeight: wheelHeight) {
            guard let p = placement(offset: k, rowHeight: rowHeight, wheelHeight: wheelHeight) else { continue }
            let half = rowHeight * p.verticalScale / 2
            if y >= p.centreOffset - half, y < p.centreOffset + half { return k }
        }
        return nil
    }

    /// The selection band: one rounded bar across the wheels, a row tall.
    @preconcurrency @MainActor
    package static func makeBand() -> UIView {
        let band = UIView(frame: .zero)
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = bandCornerRadius
        band.layer.cornerCurve = .continuous
        band.isUserInteractionEnabled = false
        return band
    }
}
