import Foundation
import SceneControls
import Testing

/// A press is a tap until the pointer moves 4 points; then a drag.
@Suite struct PressTrackerTests {
    @Test func tapWithinTheSlop() {
        var tracker = PressTracker()
        tracker.down(at: CGPoint(x: 10, y: 10))
        #expect(tracker.moved(to: CGPoint(x: 12, y: 12)).isEmpty)
        #expect(tracker.up(at: CGPoint(x: 12, y: 12)) == .tap(at: CGPoint(x: 10, y: 10)))
        #expect(tracker.up(at: .zero) == nil, "no press: nothing")
    }

    @Test func dragPastTheSlop() {
        var tracker = PressTracker()
        #expect(tracker.moved(to: .zero).isEmpty, "no press: nothing")
        tracker.down(at: CGPoint(x: 10, y: 10))
        #expect(tracker.moved(to: CGPoint(x: 14, y: 10)) == [.dragBegan(at: CGPoint(x: 10, y: 10)), .dragMoved(to: CGPoint(x: 14, y: 10))])
        #expect(tracker.moved(to: CGPoint(x: 11, y: 10)) == [.dragMoved(to: CGPoint(x: 11, y: 10))])
        #expect(tracker.isDragging)
        #expect(tracker.up(at: CGPoint(x: 30, y: 10)) == .dragEnded(at: CGPoint(x: 30, y: 10)))
        #expect(!tracker.isDragging)
    }

    @Test func cancelEndsOnlyADrag() {
        var tracker = PressTracker()
        tracker.down(at: CGPoint(x: 10, y: 10))
        #expect(tracker.cancel() == nil)
        tracker.down(at: CGPoint(x: 10, y: 10))
        _ = tracker.moved(to: CGPoint(x: 40, y: 10))
        #expect(tracker.cancel() == .dragEnded(at: CGPoint(x: 10, y: 10)))
        #expect(tracker.up(at: .zero) == nil)
    }

    @Test func noActionsSceneRefusesEveryText() {
        #expect(throws: SceneActionError.self) { try NoSceneAction(parsing: "anything") }
    }
}
