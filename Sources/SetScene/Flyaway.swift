import Foundation
import LayerAnimation
import LayerDynamics
import SetGame
import SplitMix

/// Matched cards' copies in flight: pushed off together at random, they
/// bounce off the board's edges and each other, turning (elastic
/// collisions in a ``DynamicAnimator``); after ``flightTime`` they snap
/// to the discard pile, shrinking to its size. When the animator pauses,
/// ``onSettled`` hands the settled copies over (the pile's top card then
/// flips face down).
final class Flyaway: DynamicAnimatorDelegate {
    /// How long copies fly before they snap to the pile.
    static let flightTime: CFTimeInterval = 2

    let animator: DynamicAnimator
    private let collision = CollisionBehavior()
    private let bounce = DynamicItemBehavior()
    /// One launch: its copies, when it started, its push, and its snaps once snapping.
    private struct Flight {
        let copies: [CardLayer]
        let start: CFTimeInterval
        let push: PushBehavior
        var snaps: [SnapBehavior] = []
    }
    private var flights: [Flight] = []
    private(set) var pile = CGRect.zero
    /// Runs when the animator pauses, with the copies that have reached the pile.
    var onSettled: (([CardLayer]) -> Void)?

    init(board: CALayer) {
        animator = DynamicAnimator(referenceLayer: board)
        collision.translatesReferenceBoundsIntoBoundary = true
        bounce.elasticity = 0.9
        bounce.friction = 0.1
        bounce.resistance = 0.1
        animator.addBehavior(collision)
        animator.addBehavior(bounce)
        animator.delegate = self
    }

    /// The copies in flight or snapping (every one of them shows a card of the discard pile).
    var copies: [CardLayer] { flights.flatMap(\.copies) }

    var isBusy: Bool { !flights.isEmpty }

    /// Sends `copies` off from where they are, at scene time `time`.
    func launch(_ copies: [CardLayer], at time: CFTimeInterval, using random: inout SplitMix64) {
        let push = PushBehavior(items: copies, mode: .instantaneous)
        // Magnitude for a typical card (mass ~1.5) to leave at a few hundred points a second.
        push.setAngle(.random(in: 0..<(2 * .pi), using: &random), magnitude: .random(in: 12...20, using: &random))
        for copy in copies {
            collision.addItem(copy)
            bounce.addItem(copy)
            // A little spin each, so they turn as they bounce.
            push.setTargetOffsetFromCenter(UIOffset(horizontal: .random(in: -8...8, using: &random),
                                                    vertical: .random(in: -8...8, using: &random)), for: copy)
        }
        animator.addBehavior(push)
        flights.append(Flight(copies: copies, start: time, push: push))
    }

    /// Moves the pile (the window was resized): snapping copies follow.
    func setPile(_ frame: CGRect) {
        pile = frame
        for flight in flights { for snap in flight.snaps { snap.snapPoint = CGPoint(x: frame.midX, y: frame.midY) } }
    }

    /// Steps the physics to scene time `time` and starts the snaps that are due.
    func advance(to time: CFTimeInterval) {
        for index in flights.indices where flights[index].snaps.isEmpty && time - flights[index].start >= Self.flightTime {
            snap(&flights[index])
        }
        animator.advance(toMediaTime: time)
    }

    /// Stops a flight colliding and pulls its copies to the pile, shrinking them to its size.
    private func snap(_ flight: inout Flight) {
        animator.removeBehavior(flight.push)
        for copy in flight.copies {
            collision.removeItem(copy)
            let snap = SnapBehavior(item: copy, snapTo: CGPoint(x: pile.midX, y: pile.midY))
            snap.damping = 0.7
            animator.addBehavior(snap)
            flight.snaps.append(snap)
            let scale = CABasicAnimation(keyPath: "transform.scale")
            scale.fromValue = 1
            scale.toValue = copy.bounds.width > 0 ? pile.width / copy.bounds.width : 1
            scale.duration = 0.6
            scale.fillMode = .forwards
            scale.isRemovedOnCompletion = false
            copy.add(scale, forKey: "shrink")
        }
    }

    /// Forgets every flight (a new game): their copies are the caller's to remove.
    func cancelAll() {
        for flight in flights {
            animator.removeBehavior(flight.push)
            for snap in flight.snaps { animator.removeBehavior(snap) }
            for copy in flight.copies {
                collision.removeItem(copy)
                bounce.removeItem(copy)
            }
        }
        flights = []
    }

    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {
        let settled = flights.filter { !$0.snaps.isEmpty }
        guard !settled.isEmpty else { return }
        flights.removeAll { !$0.snaps.isEmpty }
        for flight in settled {
            for snap in flight.snaps { animator.removeBehavior(snap) }
            for copy in flight.copies { bounce.removeItem(copy) }
        }
        onSettled?(settled.flatMap(\.copies))
    }
}
