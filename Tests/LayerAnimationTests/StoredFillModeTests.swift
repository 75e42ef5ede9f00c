import Testing
@testable import LayerAnimation

/// Animations keep their fill mode compactly; what is read back must be
/// what was set, and it must fill the sides Core Animation's modes fill.
@Suite struct StoredFillModeTests {
    @Test func modesReadBackAsSetThroughCopies() throws {
        let custom = CAMediaTimingFillMode(rawValue: "sideways")
        for mode in [CAMediaTimingFillMode.removed, .forwards, .backwards, .both, custom] {
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fillMode = mode
            let copy = try #require(animation.copy() as? CABasicAnimation)
            #expect(animation.fillMode == mode && copy.fillMode == mode, "\(mode.rawValue)")
        }
        #expect(CABasicAnimation().fillMode == .removed)
    }

    @Test func sidesFilled() {
        let expected: [(CAMediaTimingFillMode, Bool, Bool)] = [
            (.removed, false, false), (.forwards, false, true), (.backwards, true, false), (.both, true, true),
            (CAMediaTimingFillMode(rawValue: "sideways"), false, false),
            // Built at run time, not a literal: matched by content.
            (CAMediaTimingFillMode(rawValue: String(Array("forwards"))), false, true),
        ]
        for (mode, backwards, forwards) in expected {
            let fills = StoredFillMode(mode).fills
            #expect(fills.backwards == backwards && fills.forwards == forwards, "\(mode.rawValue)")
        }
    }
}
