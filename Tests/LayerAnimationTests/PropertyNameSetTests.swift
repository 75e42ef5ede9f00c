import Foundation
import SplitMix
import Testing
@testable import LayerAnimation

/// The set the implicit-action lookup asks on every property change: it
/// must answer exactly as a `Set<String>` of the same names would.
struct PropertyNameSetTests {
    static let layerKeys = ["bounds", "position", "anchorPoint", "zPosition", "transform", "sublayerTransform", "opacity",
                            "cornerRadius", "borderWidth", "backgroundColor", "borderColor",
                            "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor"]

    @Test func holdsExactlyTheLayersImplicitKeys() {
        for key in Self.layerKeys {
            #expect(CALayer.implicitlyAnimatedKeys.contains(key), "\(key)")
            // Built at run time (a native string, not a literal), as keys from settings are.
            #expect(CALayer.implicitlyAnimatedKeys.contains(String(key.reversed().reversed())), "\(key)")
        }
        for key in ["", "Opacity", "opacit", "opacity ", "ópacity", "position.x", "contents", "hidden", "frame",
                    "sublayerTransform.", "backgroundColour", "🎩", String(repeating: "shadowColor", count: 3)] {
            #expect(!CALayer.implicitlyAnimatedKeys.contains(key), "\(key)")
        }
    }

    @Test func answersAsASetOfStringsDoes() {
        // Names short and long (over 15 bytes a string is no longer stored inline), repeated, and not ASCII.
        let names = ["a", "b", "emitterZPosition", "instanceTransform", "naïve", "x", "a", "fontSize", ""]
        let set = PropertyNameSet(names)
        let reference = Set(names)
        var generator = SplitMix64(seed: SplitMix64.testSeed(0x5E7))
        let alphabet = Array("abxnïvefontSizemitrZPsTr")
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...18, using: &generator)
            let candidate = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(set.contains(candidate) == reference.contains(candidate), "\(candidate)")
        }
        for name in names { #expect(set.contains(name)) }
    }

    @Test func subclassesAddTheirKeys() {
        #expect(CAShapeLayer.implicitlyAnimatedKeysOfClass.contains("strokeEnd"))
        #expect(CAShapeLayer.implicitlyAnimatedKeysOfClass.contains("opacity"))
        #expect(!CALayer.implicitlyAnimatedKeysOfClass.contains("strokeEnd"))
        #expect(CATextLayer.implicitlyAnimatedKeysOfClass.contains("foregroundColor"))
        #expect(CAEmitterLayer.implicitlyAnimatedKeysOfClass.contains("emitterZPosition"))
    }
}
