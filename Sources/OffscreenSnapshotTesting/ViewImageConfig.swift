import CoreGraphics
import UIKit

// swift-snapshot-testing's device configurations (SnapshotTesting/Common/View.swift,
// 1.19.7), which it declares for iOS only: the same names, sizes, safe areas and
// traits, so `.image(on: .iPhone13)` and `.image(on: .iPadPro11(.portrait(splitView: .oneThird)))`
// compile and mean the same on Linux. No preset sets a display scale; as on iOS,
// an image is drawn at `traits.displayScale` when given, else at the main screen's.
// iOS's force-touch capability, which swift-snapshot-testing's phone traits also
// set, is not a trait Offscreen has.

/// A device to snapshot on: its safe area, size in points and traits.
public struct ViewImageConfig: Sendable {
    public enum Orientation {
        case landscape
        case portrait
    }

    public enum TabletOrientation {
        public enum PortraitSplits {
            case oneThird
            case twoThirds
            case full
        }

        public enum LandscapeSplits {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)

    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            .init(safeArea: .zero, size: .init(width: 568, height: 320), traits: .iPhoneSe(orientation))
        case .portrait:
            .init(safeArea: .init(top: 20, left: 0, bottom: 0, right: 0), size: .init(width: 320, height: 568), traits: .iPhoneSe(orientation))
        }
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)

    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            .init(safeArea: .zero, size: .init(width: 667, height: 375), traits: .iPhone8(orientation))
        case .portrait:
            .init(safeArea: .init(top: 20, left: 0, bottom: 0, right: 0), size: .init(width: 375, height: 667), traits: .iPhone8(orientation))
        }
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)

    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            .init(safeArea: .zero, size: .init(width: 736, height: 414), traits: .iPhone8Plus(orientation))
        case .portrait:
            .init(safeArea: .init(top: 20, left: 0, bottom: 0, right: 0), size: .init(width: 414, height: 736), traits: .iPhone8Plus(orientation))
        }
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)

    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            .init(safeArea: .init(top: 0, left: 44, bottom: 24, right: 44), size: .init(width: 812, height: 375), traits: .iPhoneX(orientation))
        case .portrait:
            .init(safeArea: .init(top: 44, left: 0, bottom: 34, right: 0), size: .init(width: 375, height: 812), traits: .iPhoneX(orientation))
        }
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)

    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            .init(safeArea: .init(top: 0, left: 44, bottom: 24, right: 44), size: .init(width: 896, height: 414), traits: .iPhoneXsMax(orientation))
        case .portrait:
            .init(safeArea: .init(top: 44, left: 0, bottom: 34, right: 0), size: .init(width: 414, height: 896), traits: .iPhoneXsMax(orientation))
        }
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)

    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            .init(safeArea: .init(top: 0, left: 44, bottom: 24, right: 44), size: .init(width: 896, height: 414), traits: .iPhoneXr(orientation))
        case .portrait:
            .init(safeArea: .init(top: 44, left: 0, bottom: 34, right: 0), size: .init(width: 414, height: 896), traits: .iPhoneXr(orientation))
        }
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)

    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            .init(safeArea: .init(top: 0, left: 47, bottom: 21, right: 47), size: .init(width: 844, height: 390), traits: .iPhone12(orientation))
        case .portrait:
            .init(safeArea: .init(top: 47, left: 0, bottom: 34, right: 0), size: .init(width: 390, height: 844), traits: .iPhone12(orientation))
        }
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)

    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
        .iPhone12(orientation)
    }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)

    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            .init(safeArea: .init(top: 0, left: 47, bottom: 21, right: 47), size: .init(width: 926, height: 428), traits: .iPhone12ProMax(orientation))
        case .portrait:
            .init(safeArea: .init(top: 47, left: 0, bottom: 34, right: 0), size: .init(width: 428, height: 926), traits: .iPhone12ProMax(orientation))
        }
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)

    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            .init(safeArea: .init(top: 0, left: 47, bottom: 21, right: 47), size: .init(width: 844, height: 390), traits: .iPhone13(orientation))
        case .portrait:
            .init(safeArea: .init(top: 47, left: 0, bottom: 34, right: 0), size: .init(width: 390, height: 844), traits: .iPhone13(orientation))
        }
    }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)

    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            .init(safeArea: .init(top: 0, left: 50, bottom: 21, right: 50), size: .init(width: 812, height: 375), traits: .iPhone13(orientation))
        case .portrait:
            .init(safeArea: .init(top: 50, left: 0, bottom: 34, right: 0), size: .init(width: 375, height: 812), traits: .iPhone13(orientation))
        }
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)

    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
        .iPhone13(orientation)
    }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)

    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            .init(safeArea: .init(top: 0, left: 47, bottom: 21, right: 47), size: .init(width: 926, height: 428), traits: .iPhone13ProMax(orientation))
        case .portrait:
            .init(safeArea: .init(top: 47, left: 0, bottom: 34, right: 0), size: .init(width: 428, height: 926), traits: .iPhone13ProMax(orientation))
        }
    }

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)

    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape: .iPadMini(.landscape(splitView: .full))
        case .portrait: .iPadMini(.portrait(splitView: .full))
        }
    }

    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        let size: CGSize
        let traits: UITraitCollection
        switch orientation {
        case .landscape(let splitView):
            switch splitView {
            case .oneThird: (size, traits) = (.init(width: 320, height: 768), .iPadMini_Compact_SplitView)
            case .oneHalf: (size, traits) = (.init(width: 507, height: 768), .iPadMini_Compact_SplitView)
            case .twoThirds: (size, traits) = (.init(width: 694, height: 768), .iPadMini)
            case .full: (size, traits) = (.init(width: 1024, height: 768), .iPadMini)
            }
        case .portrait(let splitView):
            switch splitView {
            case .oneThird: (size, traits) = (.init(width: 320, height: 1024), .iPadMini_Compact_SplitView)
            case .twoThirds: (size, traits) = (.init(width: 438, height: 1024), .iPadMini_Compact_SplitView)
            case .full: (size, traits) = (.init(width: 768, height: 1024), .iPadMini)
            }
        }
        return .init(safeArea: .init(top: 20, left: 0, bottom: 0, right: 0), size: size, traits: traits)
    }

    public static let iPad9_7 = iPadMini

    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
        iPadMini(orientation)
    }

    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
        iPadMini(orientation)
    }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)

    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape: .iPad10_2(.landscape(splitView: .full))
        case .portrait: .iPad10_2(.portrait(splitView: .full))
        }
    }

    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        let size: CGSize
        let traits: UITraitCollection
        switch orientation {
        case .landscape(let splitView):
            switch splitView {
            case .oneThird: (size, traits) = (.init(width: 320, height: 810), .iPad10_2_Compact_SplitView)
            case .oneHalf: (size, traits) = (.init(width: 535, height: 810), .iPad10_2_Compact_SplitView)
            case .twoThirds: (size, traits) = (.init(width: 750, height: 810), .iPad10_2)
            case .full: (size, traits) = (.init(width: 1080, height: 810), .iPad10_2)
            }
        case .portrait(let splitView):
            switch splitView {
            case .oneThird: (size, traits) = (.init(width: 320, height: 1080), .iPad10_2_Compact_SplitView)
            case .twoThirds: (size, traits) = (.init(width: 480, height: 1080), .iPad10_2_Compact_SplitView)
            case .full: (size, traits) = (.init(width: 810, height: 1080), .iPad10_2)
            }
        }
        return .init(safeArea: .init(top: 20, left: 0, bottom: 0, right: 0), size: size, traits: traits)
    }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)

    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape: .iPadPro10_5(.landscape(splitView: .full))
        case .portrait: .iPadPro10_5(.portrait(splitView: .full))
        }
    }

    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        let size: CGSize
        let traits: UITraitCollection
        switch orientation {
        case .landscape(let splitView):
            switch splitView {
            case .oneThird: (size, traits) = (.init(width: 320, height: 834), .iPadPro10_5_Compact_SplitView)
            case .oneHalf: (size, traits) = (.init(width: 551, height: 834), .iPadPro10_5_Compact_SplitView)
            case .twoThirds: (size, traits) = (.init(width: 782, height: 834), .iPadPro10_5)
            case .full: (size, traits) = (.init(width: 1112, height: 834), .iPadPro10_5)
            }
        case .portrait(let splitView):
            switch splitView {
            case .oneThird: (size, traits) = (.init(width: 320, height: 1112), .iPadPro10_5_Compact_SplitView)
            case .twoThirds: (size, traits) = (.init(width: 504, height: 1112), .iPadPro10_5_Compact_SplitView)
            case .full: (size, traits) = (.init(width: 834, height: 1112), .iPadPro10_5)
            }
        }
        return .init(safeArea: .init(top: 20, left: 0, bottom: 0, right: 0), size: size, traits: traits)
    }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)

    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape: .iPadPro11(.landscape(splitView: .full))
        case .portrait: .iPadPro11(.portrait(splitView: .full))
        }
    }

    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        let size: CGSize
        let traits: UITraitCollection
        switch orientation {
        case .landscape(let splitView):
            switch splitView {
            case .oneThird: (size, traits) = (.init(width: 375, height: 834), .iPadPro11_Compact_SplitView)
            case .oneHalf: (size, traits) = (.init(width: 592, height: 834), .iPadPro11_Compact_SplitView)
            case .twoThirds: (size, traits) = (.init(width: 809, height: 834), .iPadPro11)
            case .full: (size, traits) = (.init(width: 1194, height: 834), .iPadPro11)
            }
        case .portrait(let splitView):
            switch splitView {
            case .oneThird: (size, traits) = (.init(width: 320, height: 1194), .iPadPro11_Compact_SplitView)
            case .twoThirds: (size, traits) = (.init(width: 504, height: 1194), .iPadPro11_Compact_SplitView)
            case .full: (size, traits) = (.init(width: 834, height: 1194), .iPadPro11)
            }
        }
        return .init(safeArea: .init(top: 24, left: 0, bottom: 20, right: 0), size: size, traits: traits)
    }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)

    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape: .iPadPro12_9(.landscape(splitView: .full))
        case .portrait: .iPadPro12_9(.portrait(splitView: .full))
        }
    }

    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        let size: CGSize
        let traits: UITraitCollection
        switch orientation {
        case .landscape(let splitView):
            switch splitView {
            case .oneThird: (size, traits) = (.init(width: 375, height: 1024), .iPadPro12_9_Compact_SplitView)
            case .oneHalf: (size, traits) = (.init(width: 678, height: 1024), .iPadPro12_9)
            case .twoThirds: (size, traits) = (.init(width: 981, height: 1024), .iPadPro12_9)
            case .full: (size, traits) = (.init(width: 1366, height: 1024), .iPadPro12_9)
            }
        case .portrait(let splitView):
            switch splitView {
            case .oneThird: (size, traits) = (.init(width: 375, height: 1366), .iPadPro12_9_Compact_SplitView)
            case .twoThirds: (size, traits) = (.init(width: 639, height: 1366), .iPadPro12_9_Compact_SplitView)
            case .full: (size, traits) = (.init(width: 1024, height: 1366), .iPadPro12_9)
            }
        }
        return .init(safeArea: .init(top: 20, left: 0, bottom: 0, right: 0), size: size, traits: traits)
    }
}

extension UITraitCollection {
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .compact)
    }

    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .compact)
    }

    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .regular)
    }

    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .compact)
    }

    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .regular, forceTouch: .unavailable)
    }

    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .regular)
    }

    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .compact)
    }

    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .regular)
    }

    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .compact)
    }

    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, landscapeWidth: .regular)
    }

    /// A phone's traits: 3D Touch (as swift-snapshot-testing gives every
    /// phone but the iPhone XR), left to right, the medium content size,
    /// compact width and regular height in portrait; in landscape compact
    /// height and the given width class.
    private static func phone(_ orientation: ViewImageConfig.Orientation, landscapeWidth: UIUserInterfaceSizeClass,
                              forceTouch: UIForceTouchCapability = .available) -> UITraitCollection {
        let base: [UITraitCollection] = [
            .init(forceTouchCapability: forceTouch),
            .init(layoutDirection: .leftToRight),
            .init(preferredContentSizeCategory: .medium),
            .init(userInterfaceIdiom: .phone),
        ]
        switch orientation {
        case .landscape:
            return .init(traitsFrom: base + [.init(horizontalSizeClass: landscapeWidth), .init(verticalSizeClass: .compact)])
        case .portrait:
            return .init(traitsFrom: base + [.init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular)])
        }
    }
    public static let iPadMini = iPad
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    public static let iPad9_7 = iPad
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    public static let iPad10_2 = iPad
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro10_5 = iPad
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro11 = iPad
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro12_9 = iPad
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView

    private static let iPad = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .regular), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])

    private static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])
}
