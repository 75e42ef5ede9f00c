import Foundation
import Testing
@testable import LayerAnimation

@Suite struct ThreadLocalReferenceTests {
    private final class Box {}

    /// Runs `body` on a new thread and returns once that thread has ended
    /// (joined: its thread-local destructors have run).
    private func onAnotherThread(_ body: @escaping () -> Void) {
        final class Work { let body: () -> Void; init(_ body: @escaping () -> Void) { self.body = body } }
        var thread = pthread_t()
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        let status = pthread_create(&thread, nil, { context in
            let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
            work.body()
            return nil
        }, work)
        #expect(status == 0)
        if status == 0 { pthread_join(thread, nil) }
    }

    @Test func eachThreadSeesOnlyWhatItStored() {
        let reference = ThreadLocalReference<Box>()
        let mine = Box()
        reference.value = mine
        var seenElsewhere: Box? = Box()
        onAnotherThread {
            seenElsewhere = reference.value
            reference.value = Box()
        }
        #expect(seenElsewhere == nil)
        #expect(reference.value === mine)
        reference.value = nil
        #expect(reference.value == nil)
    }

    @Test func objectsAreReleasedWhenReplacedAndWhenTheirThreadEnds() {
        let reference = ThreadLocalReference<Box>()
        weak var replaced: Box?
        do {
            let box = Box()
            replaced = box
            reference.value = box
        }
        reference.value = Box()
        #expect(replaced == nil)
        reference.value = nil

        weak var leftOnThread: Box?
        onAnotherThread {
            let box = Box()
            leftOnThread = box
            reference.value = box
        }
        #expect(leftOnThread == nil)
    }
}
