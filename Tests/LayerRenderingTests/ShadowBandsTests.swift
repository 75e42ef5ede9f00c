import CSDL2
import Foundation
import LayerAnimation
import Testing
@testable import LayerRendering

/// A shadow under an opaque layer is drawn as the bands around the part the
/// layer covers (software renderer): the pixels must be those of the whole shadow.
@Suite(.serialized) struct ShadowBandsTests {
    /// A white rounded card with a dark shadow on grey, its shadow from
    /// `shadowPath` or from its rounded rectangle.
    func scene(shadowPath: Bool, radius: CGFloat, at origin: CGPoint) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 240)
        root.backgroundColor = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        let card = CALayer()
        card.frame = CGRect(origin: origin, size: CGSize(width: 120, height: 170))
        card.backgroundColor = CGColor(red: 1, green: 1, blue: 0.95, alpha: 1)
        card.cornerRadius = radius
        card.borderWidth = 1
        card.borderColor = CGColor(red: 0.7, green: 0.7, blue: 0.7, alpha: 1)
        card.shadowOpacity = 0.6
        card.shadowRadius = 4
        card.shadowOffset = CGSize(width: 3, height: 5)
        if shadowPath {
            card.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: radius, cornerHeight: radius, transform: nil)
        }
        root.addSublayer(card)
        return root
    }

    @Test(arguments: [(true, 12.0), (false, 11.04), (true, 0.0), (false, 60.0)] as [(Bool, Double)])
    func bandsGiveTheWholeShadowsPixels(shadowPath: Bool, radius: Double) {
        var pictures: [[RGBA]] = []
        for skips in [true, false] {
            let canvas = OffscreenCanvas(width: 300, height: 240)
            canvas.layers.skipsCoveredShadow = skips
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let root = scene(shadowPath: shadowPath, radius: radius, at: CGPoint(x: 60, y: 30))
            CATransaction.commit()
            canvas.render(root)
            pictures.append((0..<240).flatMap { y in (0..<300).map { x in canvas.pixel(x, y) } })
        }
        let differing = zip(pictures[0], pictures[1]).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ")
        // And the shadow is there: below the card, darker than the grey.
        let below = pictures[0][(30 + 170 + 3) * 300 + 120]
        #expect(below.r < 120, "\(below)")
    }
}

/// A shadow's opacity is multiplied into its texture in the
/// software renderer, which blends plain per-pixel alpha far faster than
/// alpha modulated by the texture's alpha mod.
@Suite(.serialized) struct FadedShadowTests {
    /// Every alpha from 0 to 255 in one colour, as a shadow.
    func ramp() -> ShadowTexture {
        ShadowTexture(area: CGRect(x: 0, y: 0, width: 16, height: 16), alpha: (0..<256).map(UInt8.init),
                      rgb: 0x10_2030, width: 16, height: 16)
    }

    /// Draws `texture` (alpha modulated by `mod`) on a light background and reads the pixels.
    func blended(_ canvas: OffscreenCanvas, _ texture: OpaquePointer, mod: UInt8) -> [RGBA] {
        SDL_SetRenderDrawColor(canvas.renderer, 230, 200, 90, 255)
        SDL_RenderClear(canvas.renderer)
        SDL_SetTextureAlphaMod(texture, mod)
        var destination = SDL_Rect(x: 0, y: 0, w: 16, h: 16)
        SDL_RenderCopy(canvas.renderer, texture, nil, &destination)
        SDL_SetTextureAlphaMod(texture, 255)
        SDL_RenderFlush(canvas.renderer)
        return (0..<16).flatMap { y in (0..<16).map { x in canvas.pixel(x, y) } }
    }

    @Test(arguments: [0, 1, 89, 128, 254, 255] as [UInt8])
    func aFadedShadowBlendsWithinTwoLevelsOfSDLsModulation(opacity: UInt8) throws {
        let canvas = OffscreenCanvas(width: 16, height: 16)
        let shadow = ramp()
        // At full opacity, modulated by SDL (drawn before the texture is made at `opacity`).
        let modulated = blended(canvas, try #require(shadow.texture(opacity: 255, renderer: canvas.renderer)), mod: opacity)
        let faded = try #require(shadow.texture(opacity: opacity, renderer: canvas.renderer))
        let copied = blended(canvas, faded, mod: 255)
        // SDL's two blitters round their blend differently: at most two levels of 255 apart.
        let worst = zip(modulated, copied).map { a, b in
            max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
        }.max() ?? 0
        #expect(worst <= 2, "opacity \(opacity): a channel differs by \(worst)")
        // Made once per opacity, not once per frame.
        #expect(shadow.texture(opacity: opacity, renderer: canvas.renderer) == faded)
    }
}
