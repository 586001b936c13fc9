import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// Documents as Xcode writes them in apps (measured on public app
/// projects' .xib and .storyboard files): shapes the other suites' fixtures
/// do not have. Every document here is written for the test.
@Suite("Interface Builder documents as apps have them")
@MainActor
struct InterfaceBuilderAppDocumentTests {
    typealias IB = InterfaceBuilderTestClasses

    /// The first top-level view of `document`, laid out in a window of its canvas.
    func loaded(_ document: NibDocument) throws -> (UIWindow, UIView) {
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        let window = IB.window(document.canvas, holding: root)
        window.layoutIfNeeded()
        return (window, root)
    }

    // MARK: iPad documents

    /// Xcode 5 and 6 saved an iPad-only .xib with its own document type and
    /// runtime (`iOS.CocoaTouch.iPad`); UIKit loads it as any nib. Its
    /// iOS 6/7 deltas (`insetFor6xAndEarlier`) are for iOS 6 only.
    static let iPadXib = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB" version="3.0" toolsVersion="5056" systemVersion="13E28" targetRuntime="iOS.CocoaTouch.iPad" propertyAccessControl="none">
            <dependencies>
                <deployment defaultVersion="1536" identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="3733"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="Bar-Vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="500" height="44"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="Don-Bt-001">
                            <rect key="frame" x="400" y="0.0" width="100" height="44"/>
                            <autoresizingMask key="autoresizingMask" flexibleMinX="YES"/>
                            <state key="normal" title="Done">
                                <color key="titleColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            </state>
                        </button>
                    </subviews>
                    <color key="backgroundColor" red="0.15" green="0.16" blue="0.18" alpha="1" colorSpace="calibratedRGB"/>
                    <inset key="insetFor6xAndEarlier" minX="0.0" minY="20" maxX="0.0" maxY="-20"/>
                </view>
            </objects>
        </document>
        """

    @Test func anIPadXibIsReadAsAXib() throws {
        let document = try IB.document(Self.iPadXib, name: "Bar~ipad.xib")
        #expect(document.interfaceBuilder?.warnings.map(\.description) == [])
        #expect(document.canvas.size == CGSize(width: 500, height: 44))
        let (_, root) = try loaded(document)
        let button = try #require(root.subviews.first as? UIButton)
        #expect(button.frame == CGRect(x: 400, y: 0, width: 100, height: 44))
        #expect(button.title(for: .normal) == "Done")
    }

    @Test func anotherDocumentTypeIsStillRefused() {
        let xml = Self.iPadXib.replacingOccurrences(of: "CocoaTouch.iPad.XIB", with: "CocoaTouch.Watch.XIB")
        #expect(throws: LayoutFileError.self) { try IB.document(xml) }
        do {
            _ = try IB.document(xml, name: "Bar.xib")
        } catch {
            #expect(error.description.contains("Bar.xib:2:1"), "\(error)")
            #expect(error.description.contains("unsupported Interface Builder document type"), "\(error)")
        }
    }

    // MARK: Constraints a cell holds

    /// A collection view cell as Xcode 11 and later writes it: the content
    /// view has no id, so the constraints between the cell and its content's
    /// subviews are the cell's own, next to its safe area.
    static let collectionCell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="Til-Ce-001" customClass="TileCell" customModule="Shop" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="120"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="120"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Crd-Vw-001">
                                <rect key="frame" x="8" y="8" width="184" height="104"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dot-Vw-001">
                                        <rect key="frame" x="72" y="32" width="40" height="40"/>
                                        <color key="backgroundColor" red="1" green="0.58" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <constraints>
                                            <constraint firstAttribute="width" secondItem="Dot-Vw-001" secondAttribute="height" multiplier="1:1" id="Dot-As-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstItem="Dot-Vw-001" firstAttribute="centerX" secondItem="Crd-Vw-001" secondAttribute="centerX" id="Dot-Cx-001"/>
                                    <constraint firstItem="Dot-Vw-001" firstAttribute="centerY" secondItem="Crd-Vw-001" secondAttribute="centerY" id="Dot-Cy-001"/>
                                </constraints>
                            </view>
                        </subviews>
                    </view>
                    <viewLayoutGuide key="safeArea" id="Til-Sa-001"/>
                    <constraints>
                        <constraint firstItem="Crd-Vw-001" firstAttribute="top" secondItem="Til-Ce-001" secondAttribute="top" constant="8" id="Crd-Tp-001"/>
                        <constraint firstItem="Crd-Vw-001" firstAttribute="leading" secondItem="Til-Ce-001" secondAttribute="leading" constant="8" id="Crd-Ld-001"/>
                        <constraint firstAttribute="trailing" secondItem="Crd-Vw-001" secondAttribute="trailing" constant="8" id="Crd-Tr-001"/>
                        <constraint firstAttribute="bottom" secondItem="Crd-Vw-001" secondAttribute="bottom" constant="8" id="Crd-Bt-001"/>
                        <constraint firstItem="Dot-Vw-001" firstAttribute="width" secondItem="Til-Sa-001" secondAttribute="width" multiplier="0.2" id="Dot-Wd-001"/>
                    </constraints>
                    <size key="customSize" width="200" height="120"/>
                </collectionViewCell>
            </objects>
        </document>
        """

    @Test func constraintsTheCellHoldsLayOutItsContent() throws {
        let (document, warnings) = try IB.collectingWarnings { try IB.document(Self.collectionCell, name: "TileCell.xib") }
        // Only the unregistered class is reported; no constraint is dropped.
        #expect((document.interfaceBuilder?.warnings ?? []).map(\.message).filter { !$0.contains("TileCell") } == [])
        #expect(warnings.map(\.message).filter { !$0.contains("TileCell") } == [])
        let (_, root) = try loaded(document)
        let cell = try #require(root as? UICollectionViewCell)
        let card = try #require(cell.contentView.subviews.first)
        let dot = try #require(card.subviews.first)
        #expect(card.frame == CGRect(x: 8, y: 8, width: 184, height: 104))
        // A fifth of the cell's safe area width, square, centred in the card.
        #expect(dot.frame == CGRect(x: 72, y: 32, width: 40, height: 40))
    }

    @Test func aCellWithConstraintsOnItRendersAsItsGolden() throws {
        let document = try IB.document(Self.collectionCell, name: "TileCell.xib")
        let (window, _) = try loaded(document)
        expectGolden(try #require(window.renderedImage()), named: "CellConstraints@2x", in: "InterfaceBuilder")
    }

    @Test func theCellsConstraintsSurviveConvert() throws {
        let (json, _) = try NibDocument.translateInterfaceBuilder(data: Data(Self.collectionCell.utf8), file: "TileCell.xib",
                                                                  baseDirectory: IB.folder)
        let text = LayoutFileWriter.text(json)
        #expect(text.contains("Crd_Vw_001.top == Til_Ce_001.top + 8"), "\(text)")
        #expect(text.contains("Dot_Vw_001.width == Til_Ce_001.safeAreaLayoutGuide.width * 0.2"), "\(text)")
    }

    // MARK: Static cells with their own row height

    /// A static table whose table-wide row height is Automatic, two cells
    /// with a custom "Row Height" and one without.
    static let staticTable = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Det-Vc-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Det-Sc-001">
                    <objects>
                        <tableViewController id="Det-Vc-001" customClass="DetailViewController" customModule="News" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Det-Tb-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="Det-Se-001">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="64" id="Hed-Ce-001">
                                                <rect key="frame" x="0.0" y="28" width="375" height="64"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Hed-Ce-001" id="Hed-Cv-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="64"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="140" id="Bod-Ce-001">
                                                <rect key="frame" x="0.0" y="92" width="375" height="140"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Bod-Ce-001" id="Bod-Cv-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="140"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bod-Vw-001">
                                                            <rect key="frame" x="20" y="20" width="335" height="100"/>
                                                            <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="Bod-Vw-001" firstAttribute="top" secondItem="Bod-Cv-001" secondAttribute="top" constant="20" id="Bod-Tp-001"/>
                                                        <constraint firstItem="Bod-Vw-001" firstAttribute="leading" secondItem="Bod-Cv-001" secondAttribute="leading" constant="20" id="Bod-Ld-001"/>
                                                        <constraint firstAttribute="trailing" secondItem="Bod-Vw-001" secondAttribute="trailing" constant="20" id="Bod-Tr-001"/>
                                                        <constraint firstAttribute="bottom" secondItem="Bod-Vw-001" secondAttribute="bottom" constant="20" id="Bod-Bt-001"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" textLabel="Fot-Lb-001" style="IBUITableViewCellStyleDefault" id="Fot-Ce-001">
                                                <rect key="frame" x="0.0" y="232" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Fot-Ce-001" id="Fot-Cv-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Share" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Fot-Lb-001">
                                                            <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="textColor"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                                <connections>
                                    <outlet property="dataSource" destination="Det-Vc-001" id="Det-Ds-001"/>
                                    <outlet property="delegate" destination="Det-Vc-001" id="Det-Dl-001"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Det-Fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func staticCellsKeepTheirCustomRowHeights() throws {
        let storyboard = UIStoryboard(source: .data(Data(Self.staticTable.utf8), name: "Detail.storyboard", directory: IB.folder), name: "Detail")
        let (made, _) = try IB.collectingWarnings { try LayoutFileScene.initialViewController(of: storyboard) }
        let controller = try #require(made as? UITableViewController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        let table = try #require(controller.tableView)
        // The cells' own heights, whatever their constraints would make; the
        // third, without one, is as tall as its style makes it.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 64)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 140)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 44)
        let body = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        // The content view is the row less its separator (one pixel, as on
        // iOS), so the body pinned 20 pt from its top and bottom is 100 pt
        // less that pixel.
        let frame = try #require(body.contentView.subviews.first?.frame)
        let pixel = 1 / window.screen.scale
        #expect(abs(frame.minY - 20) < 0.001 && frame.width == 335)
        #expect(abs(frame.height - (100 - pixel)) < 0.001, "\(frame)")
        // A subclass's override asking super gets the same answer.
        #expect(controller.tableView(table, heightForRowAt: IndexPath(row: 1, section: 0)) == 140)
    }

    @Test func rowHeightsMustMatchTheCells() {
        let json = #"{"objects": [{"class": "UITableView", "sections": [{"cells": [{"class": "UITableViewCell"}], "rowHeights": [64, 80]}]}]}"#
        do {
            _ = try NibDocument.parse(data: Data(json.utf8), file: "t.json")
            Issue.record("two heights for one cell were accepted")
        } catch {
            #expect(error.description.contains("t.json:1:"), "\(error)")
            #expect(error.description.contains("2 numbers for 1 cells"), "\(error)")
        }
    }

    // MARK: Standard spacing

    /// A stack view whose Spacing is Interface Builder's "Standard".
    static let standardSpacing = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacingType="standard" id="Stk-Vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="48"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="Top-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                            <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="20" id="Top-Ht-001"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" id="Bot-Vw-001">
                            <rect key="frame" x="0.0" y="28" width="100" height="20"/>
                            <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </subviews>
                </stackView>
            </objects>
        </document>
        """

    @Test func standardSpacingIsTheSystemSpacing() throws {
        let (document, warnings) = try IB.collectingWarnings { try IB.document(Self.standardSpacing, name: "Stack.xib") }
        #expect((document.interfaceBuilder?.warnings ?? []).map(\.description) == [])
        #expect(warnings.map(\.description) == [])
        let (_, root) = try loaded(document)
        let stack = try #require(root as? UIStackView)
        #expect(stack.spacing == UIStackView.spacingUseSystem)
        // The system spacing between two plain views, 8 points as on iOS.
        let (top, bottom) = (stack.arrangedSubviews[0].frame, stack.arrangedSubviews[1].frame)
        #expect(top == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(bottom == CGRect(x: 0, y: 28, width: 100, height: 20))
    }

    @Test func standardSpacingIsWrittenAndReadBack() throws {
        let (json, _) = try NibDocument.translateInterfaceBuilder(data: Data(Self.standardSpacing.utf8), file: "Stack.xib",
                                                                  baseDirectory: IB.folder)
        let text = LayoutFileWriter.text(json)
        #expect(text.contains(#""spacing": "system""#), "\(text)")
        let (xml, _) = try InterfaceBuilderWriter.convert(data: Data(text.utf8), file: "Stack.json", baseDirectory: IB.folder,
                                                          options: .init(lenient: false, outputDirectory: IB.folder))
        #expect(xml.contains(#"spacingType="standard""#), "\(xml)")
        #expect(!xml.contains("spacing=\""), "\(xml)")
    }

    @Test func aSpacingWordOtherThanSystemIsAnError() {
        let json = #"{"objects": [{"class": "UIStackView", "properties": {"spacing": "standard"}}]}"#
        do {
            _ = try NibDocument.parse(data: Data(json.utf8), file: "s.json")
            Issue.record("\"standard\" was accepted as a spacing")
        } catch {
            #expect(error.description == #"s.json:1:65: at $.objects[0].properties.spacing: expected a number or "system" (the system spacing, UIStackView.spacingUseSystem), found string "standard""#,
                    "\(error)")
        }
    }

    // MARK: SF Symbols named on the element

    /// Xcode 11 to 13 name an image view's and a button state's SF Symbol
    /// with `catalog="system"` on the element itself.
    static let symbolAttributes = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="Sym-Vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="pencil.circle" catalog="system" id="Sym-Iv-001">
                            <rect key="frame" x="10" y="10" width="40" height="40"/>
                        </imageView>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="Sym-Bt-001">
                            <rect key="frame" x="70" y="10" width="40" height="40"/>
                            <state key="normal" backgroundImage="arrow.up.circle.fill" catalog="system"/>
                        </button>
                    </subviews>
                </view>
            </objects>
            <resources>
                <image name="arrow.up.circle.fill" catalog="system" width="128" height="121"/>
                <image name="pencil.circle" catalog="system" width="128" height="121"/>
            </resources>
        </document>
        """

    @Test func symbolsNamedOnTheElementAreReadAsSymbols() throws {
        let (document, _) = try IB.collectingWarnings { try IB.document(Self.symbolAttributes, name: "Symbols.xib") }
        let messages = (document.interfaceBuilder?.warnings ?? []).map(\.description)
        // A background image is a file: a symbol there is reported.
        #expect(messages.contains { $0.hasPrefix("Symbols.xib:15:") && $0.contains(#"SF Symbol "arrow.up.circle.fill" is not drawn"#) }, "\(messages)")
        // Not reported as images missing from the app's bundle.
        #expect(!messages.contains { $0.contains("was not found") }, "\(messages)")
        // The image view's symbol is UIImage(systemName:); pencil.circle has
        // no stand-in, so nothing is drawn and the warning names it.
        let ((_, root), loadWarnings) = try IB.collectingWarnings { try loaded(document) }
        #expect(loadWarnings.map(\.description).contains { $0.hasPrefix("Symbols.xib:10:") && $0.contains(#"SF Symbol "pencil.circle" is not one Offscreen draws"#) },
                "\(loadWarnings.map(\.description))")
        #expect((root.subviews[0] as? UIImageView)?.image == nil)
        #expect((root.subviews[1] as? UIButton)?.backgroundImage(for: .normal) == nil)
    }

    // MARK: A navigation item's cleared title

    /// Xcode writes `<nil key="title"/>` for a navigation item whose title
    /// was cleared.
    static let clearedTitle = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Cmp-Vc-001">
            <scenes>
                <scene sceneID="Cmp-Sc-001">
                    <objects>
                        <viewController id="Cmp-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Cmp-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            </view>
                            <navigationItem key="navigationItem" id="Cmp-Ni-001">
                                <nil key="title"/>
                                <barButtonItem key="leftBarButtonItem" title="Cancel" id="Cmp-Bb-001"/>
                            </navigationItem>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Cmp-Fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aClearedNavigationTitleIsNil() throws {
        let storyboard = UIStoryboard(source: .data(Data(Self.clearedTitle.utf8), name: "Compose.storyboard", directory: IB.folder), name: "Compose")
        let (made, warnings) = try IB.collectingWarnings { try LayoutFileScene.initialViewController(of: storyboard) }
        #expect(warnings.map(\.description) == [])
        let controller = try #require(made)
        #expect(controller.navigationItem.title == nil)
        #expect(controller.navigationItem.leftBarButtonItem?.title == "Cancel")
    }
}
