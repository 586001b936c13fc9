import Foundation
import Testing
@testable import UIKit

@MainActor
private func load(_ text: String, owner: Any? = nil) throws(LayoutFileError) -> [Any] {
    try UINib(data: Data(text.utf8), bundle: nil).checkedInstantiate(withOwner: owner, options: nil)
}

@MainActor
private func failure(_ text: String, owner: Any? = nil) -> String? {
    do {
        _ = try load(text, owner: owner)
        return nil
    } catch {
        return error.description
    }
}

@Suite("Loading layout files as nibs", .serialized)
@MainActor
struct NibLoadingTests {
    init() {
        NibTestClasses.register()
        NibTrace.entries = []
    }

    @Test func loadNibNamedMakesTheViewWithInitCoderThenAwakeFromNib() throws {
        // UIKit: loadNibNamed("ThirdView") logs initWithCoder: then awakeFromNib.
        let objects = Bundle.main.loadNibNamed("ThirdView", owner: nil, options: nil)
        let view = try #require(objects?.first as? ThirdView)
        #expect(NibTrace.entries == ["ThirdView init(coder:)", "ThirdView awakeFromNib"])
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func aViewFromALayoutFileIsDecodedAwokenThenLaidOutAndDrawnWhenAdded() throws {
        // UIKit: initWithCoder: → awakeFromNib → (added) → layoutSubviews → drawRect:.
        let view = try #require(Bundle.main.loadNibNamed("ThirdView", owner: nil, options: nil)?.first as? ThirdView)
        NibTrace.entries.append("------Before add------")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(view)
        turnRunLoop()
        #expect(NibTrace.entries == [
            "ThirdView init(coder:)", "ThirdView awakeFromNib", "------Before add------",
            "ThirdView layoutSubviews", "ThirdView draw",
        ])
        #expect(view.window === window)
    }

    @Test func uinibInstantiateReturnsTopLevelObjectsInFileOrder() throws {
        let nib = UINib(nibName: "ThirdView", bundle: nil)
        let first = nib.instantiate(withOwner: nil, options: nil)
        let second = nib.instantiate(withOwner: nil)
        #expect(first.count == 1 && second.count == 1)
        // Each instantiation makes new objects.
        let a = try #require(first.first as? ThirdView)
        let b = try #require(second.first as? ThirdView)
        #expect(ObjectIdentifier(a) != ObjectIdentifier(b))
    }

    @Test func propertiesAndSubviewsExistRightAfterSuperInitButOutletsDoNot() throws {
        let card = BookCardView.view(withTitle: "三体")
        #expect(card.title == "三体")
        #expect(card.frameInInit == CGRect(x: 0, y: 0, width: 240, height: 80))
        #expect(card.subviewCountInInit == 3)
        #expect(card.coverViewWasNilInInit)
        #expect(card.coverTagInAwake == 7)
        #expect(card.coverView === card.subviews[0])
        #expect(card.badgeViews.count == 2 && card.badgeViews[1] === card.subviews[2])
        #expect(card.subviews[2].isHidden)
        #expect(card.layer.cornerRadius == 8)
        #expect(card.layer.borderWidth == 1)
    }

    @Test func everyInitCoderComesBeforeEveryAwakeFromNib() throws {
        let text = #"{"objects": [{"class": "BookCardView", "subviews": [{"class": "ThirdView"}]}, {"class": "ThirdView"}]}"#
        _ = try load(text)
        #expect(NibTrace.entries == [
            "ThirdView init(coder:)",      // the subview, made inside BookCardView's super.init(coder:)
            "BookCardView init(coder:)",   // logged after super.init(coder:) returns
            "ThirdView init(coder:)",
            "BookCardView awakeFromNib",
            "ThirdView awakeFromNib",
            "ThirdView awakeFromNib",
        ])
    }

    @Test func customKeysReachTheClassInitCoder() throws {
        let card = BookCardView.view(withTitle: "x")
        #expect(card.cornerStyle == "pill")
        #expect(card.maxLikes == 99)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(card.accentColor?.getRed(&r, green: &g, blue: &b, alpha: &a) == true)
        #expect(r == 1 && abs(g - 45.0 / 255) < 1e-9 && abs(b - 85.0 / 255) < 1e-9 && a == 1)
    }

    @Test func dynamicColoursResolveAgainstTheCanvasAppearance() throws {
        // BookCardView.json is dark: systemBackground is black there.
        let card = BookCardView.view(withTitle: "x")
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(card.backgroundColor?.getWhite(&white, alpha: &alpha) == true)
        #expect(white == 0 && alpha == 1)
        let light = try load(#"{"objects": [{"class": "UIView", "properties": {"backgroundColor": "systemBackground"}}]}"#)
        #expect((light[0] as? UIView)?.backgroundColor?.getWhite(&white, alpha: &alpha) == true)
        #expect(white == 1)
    }

    @Test func ownerOutletsAreConnectedAndTheOwnerIsNotAwoken() throws {
        let owner = CardOwner()
        let objects = UINib(nibName: "BookCardView", bundle: nil).instantiate(withOwner: owner, options: nil)
        #expect(owner.card === (objects.first as AnyObject))
        #expect(NibTrace.entries.filter { $0.contains("awakeFromNib") } == ["BookCardView awakeFromNib"])
    }

    @Test func moduleQualifiedClassNamesWork() throws {
        let module = String(reflecting: ThirdView.self).split(separator: ".").first!
        let objects = try load(#"{"objects": [{"class": "\#(module).ThirdView"}]}"#)
        #expect(objects.first is ThirdView)
    }

    @Test func unknownClassSaysHowToRegisterIt() {
        #expect(failure(#"{"objects": [{"class": "ProfileView"}]}"#)
                == "data:1:24: at $.objects[0].class: unknown class \"ProfileView\"; register it with UINib.register(ProfileView.self)")
        #expect(failure(#"{"objects": [{"class": "ThirdVeiw"}]}"#)
                == "data:1:24: at $.objects[0].class: unknown class \"ThirdVeiw\"; did you mean \"ThirdView\"?; register it with UINib.register(ThirdVeiw.self)")
    }

    @Test func unknownPropertyIsAnError() {
        #expect(failure(#"{"objects": [{"class": "UIView", "properties": {"colour": "red"}}]}"#)
                == "data:1:49: at $.objects[0].properties.colour: unknown property \"colour\" for UIView; a custom class reads its own keys in init?(coder:)")
        #expect(failure(#"{"objects": [{"class": "ThirdView", "properties": {"axis": "vertical"}}]}"#)
                == "data:1:52: at $.objects[0].properties.axis: unknown property \"axis\" for ThirdView (it is a property of UIStackView)")
    }

    @Test func accessibilityIdentifierLoadsAndIsMultipleTouchEnabledIsUnknown() throws {
        let view = try #require(try load(#"{"objects": [{"class": "UIView", "properties": {"accessibilityIdentifier": "x"}}]}"#).first as? UIView)
        #expect(view.accessibilityIdentifier == "x")
        #expect(failure(#"{"objects": [{"class": "UIView", "properties": {"accessibilityIdentifier": "x"}}]}"#) == nil)
        #expect(failure(#"{"objects": [{"class": "UIView", "properties": {"isMultipleTouchEnabled": true}}]}"#)?
                    .hasPrefix("data:1:49: at $.objects[0].properties.isMultipleTouchEnabled: unknown property \"isMultipleTouchEnabled\" for UIView") == true)
    }

    @Test func taggedFontsAndImagesDecodeAsUIFontAndUIImage() throws {
        let badge = try #require(UINib(nibName: "BadgeView", bundle: nil).instantiate(withOwner: nil).first as? BadgeView)
        #expect(badge.badgeFont?.pointSize == 11)
        #expect(badge.icon?.size == CGSize(width: 16, height: 16))
    }

    @Test func unknownFontNameIsAnError() {
        let message = failure(#"{"objects": [{"class": "BadgeView", "properties": {"badgeFont": {"font": {"name": "Comic Sans", "size": 12}}}}]}"#)
        #expect(message?.hasPrefix("data:1:74: at $.objects[0].properties.badgeFont.font: no font named \"Comic Sans\"") == true, "\(message ?? "nil")")
    }

    @Test func customKeyOfTheWrongTypeIsAnError() {
        #expect(failure(#"{"objects": [{"class": "BookCardView", "properties": {"maxLikes": "lots"}}]}"#)
                == "data:1:67: at $.objects[0].properties.maxLikes: expected an integer, found string \"lots\"")
    }

    @Test func outletErrors() {
        #expect(failure(#"{"objects": [{"class": "BookCardView", "outlets": {"cover": "v"}, "subviews": [{"class": "UIView", "id": "v"}]}]}"#)
                == "data:1:52: at $.objects[0].outlets.cover: BookCardView has no outlet \"cover\"; did you mean \"coverView\"?; registered outlets: badgeViews, coverView")
        #expect(failure(#"{"objects": [{"class": "ThirdView", "outlets": {"label": "v"}, "subviews": [{"class": "UIView", "id": "v"}]}]}"#)
                == "data:1:49: at $.objects[0].outlets.label: ThirdView has no outlet \"label\"; register it: UINib.register(ThirdView.self, .outlet(\"label\", \\.label))")
        #expect(failure(#"{"objects": [{"class": "BookCardView", "outlets": {"coverView": "t"}, "subviews": [{"class": "BookCardView", "id": "t"}]}]}"#)
                == nil)
        #expect(failure(#"{"objects": [{"class": "BookCardView", "outlets": {"coverView": ["v"]}, "subviews": [{"class": "UIView", "id": "v"}]}]}"#)
                == "data:1:65: at $.objects[0].outlets.coverView: outlet coverView of BookCardView takes one object; give one id, not an array")
        #expect(failure(#"{"owner": {"outlets": {"card": "v"}}, "objects": [{"class": "UIView", "id": "v"}]}"#, owner: CardOwner())
                == "data:1:32: at $.owner.outlets.card: outlet card of CardOwner takes BookCardView, but the file connects UIView")
        // Without an owner, the owner's outlets are simply not connected (as on iOS).
        #expect(failure(#"{"owner": {"outlets": {"card": "v"}}, "objects": [{"class": "BookCardView", "id": "v"}]}"#) == nil)
    }

    @Test func ownerClassIsChecked() {
        #expect(failure(#"{"owner": {"class": "CardOwner"}, "objects": []}"#, owner: NSObject())
                == "data:1:21: at $.owner.class: the file's owner must be a CardOwner, but a NSObject was passed")
        #expect(failure(#"{"owner": {"class": "CardOwner"}, "objects": []}"#, owner: CardOwner()) == nil)
    }

    @Test func initCoderReturningNilIsAnError() {
        #expect(failure(#"{"objects": [{"class": "FailingView"}]}"#)
                == "data:1:14: at $.objects[0]: FailingView.init(coder:) returned nil")
    }

    @Test func errorInASubviewStopsTheLoad() {
        #expect(failure(#"{"objects": [{"class": "BookCardView", "subviews": [{"class": "UIView", "properties": {"text": "x"}}]}]}"#)
                == "data:1:88: at $.objects[0].subviews[0].properties.text: unknown property \"text\" for UIView (it is a property of UILabel, UITextField and UITextView)")
    }

    @Test func missingFileIsReportedAtInstantiation() {
        let nib = UINib(nibName: "NoSuchView", bundle: nil)
        do {
            _ = try nib.checkedInstantiate(withOwner: nil)
            Issue.record("expected an error")
        } catch {
            #expect(error.file == "NoSuchView.json")
            #expect(error.message.hasPrefix("no layout file named NoSuchView.json; looked in "))
        }
    }
}
