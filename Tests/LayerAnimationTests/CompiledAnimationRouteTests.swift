import Foundation
import Testing
@testable import LayerAnimation

/// A compiled animation's route: a plain number step's slot or its kind,
/// one byte a frame switches over (``CompiledAnimation/Route``).
@Suite struct CompiledAnimationRouteTests {
    /// The routes of plain steps are the slots, in the same order: a
    /// plain step's route is made from its slot's raw value.
    @Test func plainStepRoutesAreTheSlotsInOrder() {
        var raw: UInt8 = 0
        while let slot = ScalarSlot(rawValue: raw) {
            let route = CompiledAnimation.Route(rawValue: raw)
            #expect(route.map { String(describing: $0) } == String(describing: slot), "raw value \(raw)")
            raw += 1
        }
        #expect(raw == 29)
        #expect(CompiledAnimation.Route(rawValue: raw) == .scalar)
    }

    /// Only a plain step takes its slot's route; a step that reads the
    /// value so far (additive, cumulative, a missing end) takes `scalar`.
    @Test func onlyPlainStepsTakeTheirSlotsRoute() {
        func route(_ step: ScalarStep) -> CompiledAnimation.Route { CompiledAnimation.Route(numberStep: step) }
        #expect(route(ScalarStep(slot: .cornerRadius, from: 1, to: 2, by: nil, isAdditive: false, isCumulative: false))
                == .cornerRadius)
        #expect(route(ScalarStep(slot: .opacity, from: 0, to: 1, by: nil, isAdditive: true, isCumulative: false)) == .scalar)
        #expect(route(ScalarStep(slot: .opacity, from: 0, to: 1, by: nil, isAdditive: false, isCumulative: true)) == .scalar)
        #expect(route(ScalarStep(slot: .positionX, from: nil, to: 5, by: nil, isAdditive: false, isCumulative: false))
                == .scalar)
        // Ends a non-finite distance apart are not plain either (their blend is the general one).
        #expect(route(ScalarStep(slot: .zPosition, from: -.greatestFiniteMagnitude, to: .greatestFiniteMagnitude, by: nil,
                                 isAdditive: false, isCumulative: false)) == .scalar)
    }
}
