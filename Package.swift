// swift-tools-version:6.1
// Offscreen: UIKit, headless, on Linux. Module names are Apple's so iOS code
// compiles unchanged; see docs/architecture.md for the layering (each module depends
// only on those below it).
import PackageDescription

// The Swift runtime and Foundation linked into the release `render` tool rather than
// loaded as some twenty shared libraries: the dynamic loader's relocations of those
// were the largest part of the tool's start-up (docs/render.md, "Start-up time").
// `-static-stdlib` alone links only the runtime's own archives; Foundation's static
// libraries need their own dependencies named, in one group as they refer to each
// other, and libxml2 (FoundationXML's, a shared system library) by its file name so
// that its -dev package is not needed. Release only: the debug build and its tests
// keep the shared libraries.
let renderStaticSwiftLibraries = ["-static-stdlib", "-Xlinker", "--start-group"]
    + ["FoundationXML", "_CFXMLInterface", "Foundation", "FoundationInternationalization",
       "FoundationEssentials", "_FoundationICU", "_FoundationCShims", "_FoundationCollections",
       "CoreFoundation", "swiftSynchronization", "swiftDispatch", "dispatch", "BlocksRuntime",
       "swift_StringProcessing", "swift_RegexParser", "swift_Concurrency", "swiftCore", "swiftGlibc"]
        .flatMap { ["-Xlinker", "-l\($0)"] }
    + ["-Xlinker", "--end-group", "-Xlinker", "-l:libxml2.so.2"]

let package = Package(
    name: "Offscreen",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreText", targets: ["CoreText"]),
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        // UTType, which Foundation on Linux lacks (document pickers take them).
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        // Headless stand-ins for WebKit's and MapKit's views (no web engine, no map
        // tiles), so that iOS code and layout files that use them compile and render.
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "OffscreenTesting", targets: ["OffscreenTesting"]),
        // Strategies for pointfreeco/swift-snapshot-testing; a product of its own so
        // that only those who use it resolve and build that package.
        .library(name: "OffscreenSnapshotTesting", targets: ["OffscreenSnapshotTesting"]),
        .executable(name: "render", targets: ["render"]),
        // Applied to a Linux test target, compiles an iOS app's unchanged Swift
        // files into it (README: "Testing an existing iOS app's views on Linux").
        .plugin(name: "OffscreenCompatibility", targets: ["OffscreenCompatibility"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // The OffscreenCompatibility plugin's generator; the range swift-snapshot-testing
        // accepts too, so that one copy builds.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        // System libraries. CCairo.pc (beside its module map) brings cairo's, pango's,
        // glib's, harfbuzz's and freetype's include paths. It is named by its absolute
        // path, which SwiftPM accepts, rather than pangocairo's own pkg-config name:
        // that one also carries -pthread, which SwiftPM prints a warning about in every
        // package that depends on this one.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: Context.packageDirectory + "/Sources/CCairo/CCairo.pc",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev"])]
        ),
        // librsvg: the SVG files of asset catalogue image sets. CRSVG.pc, like CCairo.pc,
        // stands in for librsvg-2.0.pc, whose gio-2.0 requirement carries -pthread.
        .systemLibrary(
            name: "CRSVG",
            pkgConfig: Context.packageDirectory + "/Sources/CRSVG/CRSVG.pc",
            providers: [.apt(["librsvg2-dev"])]
        ),
        // poppler: the PDF files of asset catalogue image sets, drawn into cairo.
        // CPoppler.pc gives poppler-glib's include paths without linking it: the
        // library is opened at the first PDF (see its shim.h).
        .systemLibrary(
            name: "CPoppler",
            pkgConfig: Context.packageDirectory + "/Sources/CPoppler/CPoppler.pc",
            providers: [.apt(["libpoppler-glib-dev"])]
        ),
        // libdeflate, imported by the PNG benchmark for its deflate-only baseline and by
        // CoreGraphics to inflate the ICC profiles of PNGs (iCCP).
        .systemLibrary(name: "CDeflate", providers: [.apt(["libdeflate-dev"])]),
        // Little CMS: PNG colour spaces and Display P3 colours converted to sRGB.
        .systemLibrary(name: "CLCMS", providers: [.apt(["liblcms2-dev"])]),
        // libpng reports errors with longjmp; that must stay inside C frames.
        // libdeflate compresses and inflates the image data of the common PNGs
        // (8-bit RGB/RGBA), which CPNG writes and reads without libpng.
        .target(
            name: "CPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("deflate")]
        ),
        .target(name: "CoreGraphics", dependencies: ["CCairo", "CPNG", "CLCMS", "CDeflate"]),
        // Empty modules that satisfy Swift Testing's cross-import overlays for
        // CoreGraphics and UIKit on Linux (see the file inside each).
        .target(name: "_Testing_CoreGraphics", dependencies: ["CoreGraphics"]),
        .target(name: "_Testing_UIKit", dependencies: ["UIKit"]),
        // A layer shadow's compositing: Pixman's OVER of a colour through an A8
        // mask, byte for byte, eight pixels a step (LayerPainter+Shadow.swift).
        .target(name: "CCompositing"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CCairo", "CCompositing"]),
        .target(name: "LayoutSolver"),
        .target(name: "CoreText", dependencies: ["CoreGraphics"]),
        // Core Text's attribute names as NSAttributedString.Keys, beside CoreText's
        // CFStrings: it must not import CoreText (see the file).
        .target(name: "_CoreTextKeys"),
        // Uniform type identifiers (UTType): a table of the common types, no UIKit inside.
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore", "CoreText", "_CoreTextKeys", "LayoutSolver", "UniformTypeIdentifiers", "CCairo", "CRSVG", "CPoppler"]),
        // Above UIKit, as Apple's: coordinates and distances (CoreLocation), a map view
        // that draws no tiles but places its annotation views by Web Mercator
        // (MapKit), a web view that loads nothing (WebKit). Each announces its view
        // class to UIKit's layout-file reader as the process loads (the C target's
        // constructor), so `<mapView>` and `<wkWebView>` elements make them.
        .target(name: "CoreLocation"),
        .target(name: "CMapKitLoad"),
        .target(name: "MapKit", dependencies: ["UIKit", "CoreLocation", "CMapKitLoad"]),
        .target(name: "CWebKitLoad"),
        .target(name: "WebKit", dependencies: ["UIKit", "CWebKitLoad"]),
        // Image comparison, difference images, record modes and failure files: what
        // snapshot assertions, `render` and the project's golden tests share. It
        // needs only pixels, so it sits on CoreGraphics, below UIKit.
        .target(name: "SnapshotComparison", dependencies: ["CoreGraphics"]),
        // The device presets (size, scale, safe area) that snapshot tests and
        // `render --device` share; UIKit's insets, so not in SnapshotComparison.
        .target(name: "SnapshotDevices", dependencies: ["UIKit"]),
        .target(name: "OffscreenTesting", dependencies: ["SnapshotComparison", "SnapshotDevices", "UIKit", "_Testing_UIKit", "_Testing_CoreGraphics"]),
        // Registers OffscreenSnapshotTesting's XCTest observer as a test process loads.
        .target(name: "COffscreenXCTestObserver"),
        .target(
            name: "OffscreenSnapshotTesting",
            dependencies: [
                "OffscreenTesting", "SnapshotComparison", "UIKit", "COffscreenXCTestObserver",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // Not on OffscreenTesting: that links XCTest and Swift Testing, which every
        // start of the tool would load for nothing.
        .executableTarget(
            name: "render",
            dependencies: [
                // MapKit: documents' map views render as its stand-in. Not WebKit: its
                // URLRequest API brings FoundationNetworking (and libcurl), which the
                // release tool's static link leaves out; web views stay placeholders.
                "UIKit", "MapKit", "SnapshotComparison", "SnapshotDevices",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: [.unsafeFlags(renderStaticSwiftLibraries, .when(platforms: [.linux], configuration: .release))]
        ),
        .executableTarget(
            name: "OffscreenCompatibilityGenerator",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .plugin(name: "OffscreenCompatibility", capability: .buildTool(), dependencies: ["OffscreenCompatibilityGenerator"]),
        .executableTarget(name: "CustomViewExample", dependencies: ["UIKit"], path: "Examples/CustomViewExample"),
        // Resident memory over thousands of snapshots in one process (leaks); `make test` runs it.
        .executableTarget(name: "MemoryCheck", dependencies: ["UIKit"], path: "Tests/MemoryCheck"),
        .executableTarget(
            name: "OffscreenBenchmarks",
            dependencies: ["CoreGraphics", "QuartzCore", "UIKit", "LayoutSolver", "CCairo", "CPNG", "CDeflate", "OffscreenTesting"],
            path: "Benchmarks/OffscreenBenchmarks"
        ),
        // Golden-image comparison shared by the test targets; a plain target that
        // only test targets depend on (not a product), kept beside the tests.
        .target(name: "GoldenTesting", dependencies: ["CoreGraphics", "SnapshotComparison", "_Testing_CoreGraphics", "CLCMS", "CDeflate"],
                path: "Tests/GoldenTesting"),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "_Testing_CoreGraphics", "CCairo", "GoldenTesting"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "GoldenTesting"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "UniformTypeIdentifiersTests", dependencies: ["UniformTypeIdentifiers"]),
        .testTarget(name: "SnapshotComparisonTests", dependencies: ["SnapshotComparison", "CoreGraphics", "_Testing_CoreGraphics", "GoldenTesting"]),
        .testTarget(name: "OffscreenTestingTests", dependencies: ["OffscreenTesting", "CoreGraphics", "_Testing_CoreGraphics", "_Testing_UIKit"]),
        // Its references sit in __Snapshots__ beside the tests, as swift-snapshot-testing
        // keeps them (excluded, or every build warns about unhandled files).
        .testTarget(name: "OffscreenSnapshotTestingTests", dependencies: [
            "OffscreenSnapshotTesting", "UIKit", "_Testing_CoreGraphics", "_Testing_UIKit",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
        .testTarget(name: "RenderTests", dependencies: ["render", "OffscreenTesting", "CoreGraphics", "_Testing_CoreGraphics", "_Testing_UIKit"]),
        // iOS-style sources (Tests/CompatibilityFixtures/App) compiled through the plugin,
        // in Swift 5 mode as an app target of today would be.
        .testTarget(
            name: "CompatibilityPluginTests",
            dependencies: ["UIKit", "OffscreenTesting", "_Testing_UIKit", "_Testing_CoreGraphics"],
            exclude: ["offscreen-compatibility.json"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: ["OffscreenCompatibility"]
        ),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UniformTypeIdentifiers", "MapKit", "WebKit", "CoreLocation", "_Testing_UIKit", "_Testing_CoreGraphics", "OffscreenTesting", "GoldenTesting"]),
        // iOS-style code in Swift 5 language mode, as most apps still build: it must
        // compile with no errors against UIKit's isolation (a regression fails the build).
        .testTarget(name: "SwiftFiveClientTests", dependencies: ["UIKit", "UniformTypeIdentifiers", "CoreText", "MapKit", "WebKit", "CoreLocation"], swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer executables (see CONTRIBUTING.md, "Fuzzing"). They call libFuzzer's
// LLVMFuzzerRunDriver, which only `-sanitize=fuzzer` links in, so they are
// declared only when OFFSCREEN_FUZZ=1 (scripts/fuzz.sh sets it). The functions
// they drive live in FuzzEntries, which the corpus replay tests use too.
package.targets += [
    .target(name: "FuzzEntries", dependencies: ["UIKit", "CoreGraphics"], path: "Fuzz/Entries"),
    .testTarget(name: "FuzzCorpusTests", dependencies: ["FuzzEntries", "GoldenTesting"]),
]
// `make demo` and `make bench` build only the render tool and the benchmarks. SwiftPM
// builds the tools of every build-tool plugin the package's targets use before it
// builds anything, whatever product is asked for: with the compatibility plugin
// declared, `swift build -c release --product render` compiles swift-syntax in
// release (SwiftSyntax, its seven version modules and SwiftParser) first. With
// OFFSCREEN_NO_COMPATIBILITY_PLUGIN=1 the plugin and its test target are left out
// (the generator stays declared, unbuilt unless asked for, so that swift-syntax
// is still a used dependency).
if Context.environment["OFFSCREEN_NO_COMPATIBILITY_PLUGIN"] == "1" {
    package.targets.removeAll { ["CompatibilityPluginTests", "OffscreenCompatibility"].contains($0.name) }
    package.products.removeAll { $0.name == "OffscreenCompatibility" }
}
if Context.environment["OFFSCREEN_FUZZ"] == "1" {
    // The fuzz build needs neither the compatibility plugin nor its test target:
    // left in, SwiftPM builds the plugin's generator (SwiftSyntax and SwiftParser,
    // in release) before any fuzzer.
    package.targets.removeAll { ["CompatibilityPluginTests", "OffscreenCompatibility"].contains($0.name) }
    package.products.removeAll { $0.name == "OffscreenCompatibility" }
    package.targets.append(.target(name: "CFuzzDriver", path: "Fuzz/Driver"))
    for name in ["FuzzLayoutFile", "FuzzPNG", "FuzzConstraintEquation", "FuzzVisualFormat"] {
        package.targets.append(.executableTarget(name: name, dependencies: ["FuzzEntries", "CFuzzDriver"], path: "Fuzz/Targets/\(name)"))
        package.products.append(.executable(name: name, targets: [name]))
    }
}
