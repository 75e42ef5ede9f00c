import Foundation
import LayerAnimation

/// Collects the diagnostics reported while `body` runs on this task (other
/// tasks' reports, from tests running beside it, are not seen).
public final class DiagnosticsRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [CADiagnostic] = []

    public init() {}

    public var diagnostics: [CADiagnostic] { lock.withLock { stored } }
    public var count: Int { diagnostics.count }

    public func run<R>(_ body: () throws -> R) rethrows -> R {
        try CADiagnostics.$taskHandler.withValue({ d in self.lock.withLock { self.stored.append(d) } }) {
            try body()
        }
    }
}
