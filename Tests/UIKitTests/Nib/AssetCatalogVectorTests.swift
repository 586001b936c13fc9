import Foundation
import Testing
@testable import UIKit

/// An image set holding only a vector (`Assets.xcassets/Icons/Logo.imageset/logo.svg`):
/// Offscreen draws image sets' PNGs only, and says so, naming the file.
@Suite("Asset catalogue vectors")
@MainActor
struct AssetCatalogVectorTests {
    typealias IB = InterfaceBuilderTestClasses

    @Test func aVectorImageSetInADocumentIsAWarningNamingTheFile() throws {
        let body = """
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="Img-vw-002">
                            <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                        </imageView>
                    </subviews>
        """
        let document = try IB.document(IB.xib(body))
        #expect(document.interfaceBuilder?.warnings.map(\.message) == ["image set \"Logo\" holds a vector (logo.svg): PDF and SVG image sets are not drawn by Offscreen, only PNGs; left empty"])
    }

    @Test func uiImageNamedFindsTheVectorSetButReturnsNil() throws {
        let bundle = try #require(Bundle(path: IB.folder.path))
        #expect(UIImage(named: "Logo", in: bundle, compatibleWith: nil) == nil)
        let catalogs = AssetCatalog.cachedCatalogs(near: IB.folder)
        #expect(AssetCatalog.vectorFile(named: "Logo", in: catalogs)?.lastPathComponent == "logo.svg")
    }
}
