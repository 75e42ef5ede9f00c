import Foundation
import Testing
@testable import LayerAnimation

/// A group's run of plain steps on transform components, folded when added
/// (``ComponentRun``): the last step on each component, in order.
@Suite struct ComponentRunTests {
    private func step(_ slot: ScalarSlot, _ from: Double, _ to: Double, additive: Bool = false) -> ScalarStep {
        ScalarStep(slot: slot, from: from, to: to, by: nil, isAdditive: additive, isCumulative: false)
    }

    /// The later step on a component wins, a scale step becomes three, and
    /// the steps come out in the components' order.
    @Test func foldKeepsTheLastStepOnEachComponentInOrder() throws {
        let run = try #require(ComponentRun([
            step(.translationY, 1, 2), step(.scaleAll, 3, 4), step(.rotationX, 5, 6), step(.scaleX, 7, 8),
            step(.rotationX, 9, 10),
        ]))
        // scale x, y, z; rotation x; translation y.
        #expect(run.lanes == 0b0_1000_1111)
        #expect(run.steps.map(\.slot) == [.scaleX, .scaleY, .scaleZ, .rotationX, .translationY])
        #expect(run.steps.map(\.value) == [7, 3, 3, 9, 1])
        #expect(run.steps.map(\.delta) == [1, 1, 1, 1, 1])
    }

    /// Only runs of plain steps on components fold: a step that reads the
    /// value so far, or writes a layer field, keeps the run as it is.
    @Test func onlyPlainComponentRunsFold() {
        #expect(ComponentRun([step(.scaleX, 1, 2), step(.rotationZ, 0, 1, additive: true)]) == nil)
        #expect(ComponentRun([step(.scaleX, 1, 2), step(.opacity, 0, 1)]) == nil)
        #expect(ComponentRun([ScalarStep]()) == nil)
    }
    // That a folded group presents what its animations give alone, bit
    // for bit: GroupTests.aRunOfTransformComponentsMatchesTheSameAnimationsAddedAlone.
}
