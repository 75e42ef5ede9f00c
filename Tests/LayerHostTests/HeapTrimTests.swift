import Foundation
@testable import LayerHost
import Testing

/// Memory freed in the middle of a malloc heap goes back to the system,
/// at most every ten seconds, when a window can spare the time.
@Suite(.serialized) struct HeapTrimTests {
    @Test func atMostOncePerIntervalAndOnlyAfterALightFrame() {
        let trim = HeapTrim(interval: 10)
        #expect(trim.trimIfDue(at: 100))
        #expect(!trim.trimIfDue(at: 105))
        #expect(!trim.frameEnded(work: 0.010, refresh: 1.0 / 60, at: 111), "a busy frame: not now")
        #expect(trim.frameEnded(work: 0.002, refresh: 1.0 / 60, at: 111))
        #expect(!trim.frameEnded(work: 0.002, refresh: 1.0 / 60, at: 112))
    }

    static func residentMegabytes() -> Double {
        Double(ProcessClock.residentBytes()) / 1_048_576
    }

    /// Whether a sanitizer's allocator stands in for glibc's malloc (whose heaps the trim works on).
    static let sanitizerAllocates = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
        || dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil

    /// A worker thread fills 64 MB of its arena in small blocks and frees
    /// seven in eight: the holes stay resident until the idle trim.
    @Test(.disabled(if: sanitizerAllocates, "a sanitizer's allocator, not glibc's, holds the memory"))
    func freedHolesGoBackToTheSystem() {
        final class Blocks: @unchecked Sendable { var kept: [UnsafeMutableRawPointer] = [] }
        let blocks = Blocks()
        let done = DispatchSemaphore(value: 0)
        let worker = Thread {
            var all: [UnsafeMutableRawPointer] = []
            for _ in 0..<1024 {
                let block = UnsafeMutableRawPointer.allocate(byteCount: 64 * 1024, alignment: 16)
                block.initializeMemory(as: UInt8.self, repeating: 1, count: 64 * 1024)  // resident
                all.append(block)
            }
            for (index, block) in all.enumerated() {
                if index % 8 == 7 { blocks.kept.append(block) } else { block.deallocate() }
            }
            done.signal()
        }
        worker.start()
        done.wait()
        let before = Self.residentMegabytes()
        #expect(HeapTrim(interval: 0).trimIfDue(at: 0))
        let after = Self.residentMegabytes()
        #expect(before - after > 30, "resident \(before) MB before the trim, \(after) MB after")
        for block in blocks.kept { block.deallocate() }
    }
}
