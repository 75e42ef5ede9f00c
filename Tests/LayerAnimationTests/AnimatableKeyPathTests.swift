import Foundation
import Testing
@testable import LayerAnimation

struct AnimatableKeyPathTests {
    @Test func everyNameIsFound() {
        // The layer's 35, the shape layer's 7 and its path stand-in, the text layer's 2, the gradient layer's 4,
        // the replicator's 8, the emitter's 9 (cells' key paths are parsed, not listed).
        #expect(AnimatableKeyPath.names.count == 66)
        for (name, keyPath) in AnimatableKeyPath.names {
            #expect(AnimatableKeyPath(name) == keyPath, "\(name)")
            // Built at run time (not a literal), as key paths from settings are.
            #expect(AnimatableKeyPath(String(name.reversed().reversed())) == keyPath, "\(name)")
        }
    }

    @Test func namesHaveDistinctHashes() {
        #expect(AnimatableKeyPath.namesHaveDistinctHashes)
    }

    @Test func otherNamesAreNotFound() {
        for name in ["", "position.", "positio", "position.z", "Position", "transform.rotation.w",
                     "transform.scale.xy", "opacity ", "ópacity", "bounds.size.height.x", "🎩"] {
            #expect(AnimatableKeyPath(name) == nil, "\(name)")
        }
    }
}
