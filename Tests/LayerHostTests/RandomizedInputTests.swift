import CSDL2
import Foundation
@testable import LayerHost
import SplitMix
import Testing

/// SDL events with random contents, of every kind a window reads and some
/// it does not: never a crash, and every event handed on is sane (finite
/// points and scrolls, text that is text, no negative size).
/// Seeded and reproducible: `LAYER_ANIMATION_SEED=N swift test` tries another seed.
@Suite struct RandomizedInputTests {
    static let kinds: [SDL_EventType] = [SDL_QUIT, SDL_WINDOWEVENT, SDL_KEYDOWN, SDL_KEYUP, SDL_TEXTINPUT,
                                         SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP, SDL_MOUSEMOTION, SDL_MOUSEWHEEL,
                                         SDL_AUDIODEVICEADDED, SDL_USEREVENT, SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP]

    @Test func randomEventsAreSafe() {
        var random = SplitMix64(seed: SplitMix64.testSeed(20_261_126))
        let layer = CALayer()
        for _ in 0..<20_000 {
            var event = SDL_Event()
            withUnsafeMutableBytes(of: &event) { bytes in
                for index in bytes.indices { bytes[index] = UInt8.random(in: 0...255, using: &random) }
            }
            event.type = Self.kinds.randomElement(using: &random)!.rawValue
            if Bool.random(using: &random) {
                // Hostile floats where the wheel keeps them.
                event.wheel.preciseY = [Float.nan, .infinity, -.infinity, .greatestFiniteMagnitude, 0].randomElement(using: &random)!
                event.tfinger.x = [Float.nan, .infinity, -1, 2, 0.5].randomElement(using: &random)!
            }
            let translated = SDLInput.inputEvent(event, hitTest: { _ in layer }, pointer: { CGPoint(x: 1, y: 2) },
                                                 windowSize: CGSize(width: 640, height: 480))
            switch translated {
            case .pointerDown(let p), .pointerMoved(let p), .pointerUp(let p):
                #expect(p.location.x.isFinite && p.location.y.isFinite && p.clickCount >= 0)
            case .wheel(let dx, let dy, let at):
                #expect(dx.isFinite && dy.isFinite && (dx != 0 || dy != 0) && at.x.isFinite)
            case .text(let text):
                #expect(!text.isEmpty && text.unicodeScalars.count <= 32)  // bad UTF-8 is repaired, not trusted
            case .resize(let size):
                #expect(size.width >= 0 && size.height >= 0, "\(size)")
            case .touch(let touch):
                #expect(touch.location.x.isFinite && touch.location.y.isFinite, "\(touch)")
            case .keyDown, .keyUp, .close, .focusLost, .none:
                break
            }
        }
    }
}
