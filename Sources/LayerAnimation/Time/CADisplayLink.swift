import Foundation

/// A range of frame rates a ``CADisplayLink`` would like, in frames per second.
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
    }

    /// No preference: the display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)

    public func isEqual(to other: CAFrameRateRange) -> Bool { self == other }
}

/// A timer that calls its target once per display frame, just before the
/// frame is drawn, with the time of the frame in ``timestamp`` and of the
/// next in ``targetTimestamp``.
///
/// Apple's API, plus closure-based initializers: Swift on Linux has no
/// `#selector`, so `CADisplayLink(target: self, selector: #selector(step))`
/// becomes `CADisplayLink(target: self, selector: MyView.step)`.
///
/// The link retains its target until ``invalidate()``; a run loop it was
/// added to retains the link. A window host fires the links of its run
/// loop before each frame (``fireLinks(of:mode:atTime:framesPerSecond:)``).
public final class CADisplayLink: @unchecked Sendable {
    private let lock = NSLock()
    /// What to call; dropped (with the target it holds) by `invalidate()`.
    private var callback: ((CADisplayLink) -> Void)?
    private var storedTimestamp: CFTimeInterval = 0
    private var storedTargetTimestamp: CFTimeInterval = 0
    private var storedDuration: CFTimeInterval = 1 / CADisplayLink.assumedFramesPerSecond
    private var storedPaused = false
    private var storedPreferred = 0
    private var storedRange = CAFrameRateRange.default
    /// Frames seen since the link was added, to fire on every k-th.
    private var framesSeen = 0

    /// The rate assumed before a host says what its display runs at.
    static let assumedFramesPerSecond = 60.0

    /// Calls `selector` on `target` with the link, each frame.
    public init<T: AnyObject>(target: T, selector: @escaping (T) -> (CADisplayLink) -> Void) {
        callback = { link in selector(target)(link) }
    }

    /// Calls `selector` on `target` each frame.
    public init<T: AnyObject>(target: T, selector: @escaping (T) -> () -> Void) {
        callback = { _ in selector(target)() }
    }

    /// Calls `handler` with the link, each frame.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        callback = handler
    }

    /// The time of the frame being prepared (0 before the first call).
    public var timestamp: CFTimeInterval { lock.withLock { storedTimestamp } }
    /// The time the frame being prepared will show (0 before the first call).
    public var targetTimestamp: CFTimeInterval { lock.withLock { storedTargetTimestamp } }
    /// The time between display frames.
    public var duration: CFTimeInterval { lock.withLock { storedDuration } }
    /// While true the link is not called.
    public var isPaused: Bool {
        get { lock.withLock { storedPaused } }
        set { lock.withLock { storedPaused = newValue } }
    }
    /// The rate to be called at; 0 (the default) is the display's.
    public var preferredFramesPerSecond: Int {
        get { lock.withLock { storedPreferred } }
        set { lock.withLock { storedPreferred = newValue } }
    }
    public var preferredFrameRateRange: CAFrameRateRange {
        get { lock.withLock { storedRange } }
        set { lock.withLock { storedRange = newValue } }
    }
    /// Frames between calls (1: every frame); the old spelling of the rate.
    @available(*, deprecated, message: "use preferredFramesPerSecond")
    public var frameInterval: Int {
        get { lock.withLock { storedPreferred > 0 ? max(1, Int((Self.assumedFramesPerSecond / Double(storedPreferred)).rounded())) : 1 } }
        set { lock.withLock { storedPreferred = newValue > 0 ? Int((Self.assumedFramesPerSecond / Double(newValue)).rounded()) : 0 } }
    }

    /// Whether the link can still be called (false after `invalidate()`).
    public var isValid: Bool { lock.withLock { callback != nil } }

    /// Starts calling the link when `runloop` runs in `mode` (`.common` matches the common modes).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isValid else { return }
        DisplayLinkRegistry.shared.add(self, to: runloop, mode: mode)
    }

    /// Stops calling the link in `mode` of `runloop`.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        DisplayLinkRegistry.shared.remove(self, from: runloop, mode: mode)
    }

    /// Removes the link from every mode and releases its target; later
    /// `add` calls do nothing. Safe from the link's own callback.
    public func invalidate() {
        let dropped = lock.withLock { () -> ((CADisplayLink) -> Void)? in
            defer { callback = nil }
            return callback
        }
        DisplayLinkRegistry.shared.removeEverywhere(self)
        _ = dropped  // the target is released here, outside the lock
    }

    /// Frames between calls at a display rate of `native`: `round(native /
    /// preferred)`, at least 1; a preference of 0 or above `native` calls every frame.
    static func frameStride(native: Double, preferred: Int, range: CAFrameRateRange) -> Int {
        var wanted = Double(preferred)
        if range != .default {
            let low = Double(min(range.minimum, range.maximum)), high = Double(max(range.minimum, range.maximum))
            wanted = min(max(Double(range.preferred ?? range.maximum), low), high)
        }
        guard wanted.isFinite, wanted > 0, native.isFinite, native > 0, wanted < native else { return 1 }
        return max(1, Int((native / wanted).rounded()))
    }

    /// Counts one display frame at `time`; returns the callback to call
    /// now (nil: paused, invalid, or not this link's turn).
    fileprivate func frame(at time: CFTimeInterval, framesPerSecond native: Double) -> ((CADisplayLink) -> Void)? {
        lock.withLock {
            guard let callback, !storedPaused else { return nil }
            let stride = Self.frameStride(native: native, preferred: storedPreferred, range: storedRange)
            defer { framesSeen += 1 }
            guard framesSeen % stride == 0 else { return nil }
            let interval = 1 / native
            storedTimestamp = time
            storedDuration = interval
            storedTargetTimestamp = time + Double(stride) * interval
            return callback
        }
    }

    /// Whether the link would be called at some frame (valid and not paused).
    fileprivate var isActive: Bool { lock.withLock { callback != nil && !storedPaused } }

    // MARK: Hosts (beyond Apple's API)

    /// Fires the display links of `runloop` that are in `mode`, for a frame
    /// at media time `time` on a display of `framesPerSecond`: each valid,
    /// unpaused link whose turn it is gets its timestamps and is called, in
    /// the order the links were added. A window host calls this before
    /// each frame, then `CATransaction.flush()`, then draws. Links added
    /// by a callback are first called at the next frame. Returns whether
    /// any link is active, so the host keeps drawing frames while one is.
    @discardableResult
    public static func fireLinks(of runloop: RunLoop = .main, mode: RunLoop.Mode = .default,
                                 atTime time: CFTimeInterval, framesPerSecond: Double) -> Bool {
        let native = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : assumedFramesPerSecond
        let links = DisplayLinkRegistry.shared.links(of: runloop, in: mode)
        for link in links {
            if let callback = link.frame(at: time, framesPerSecond: native) { callback(link) }
        }
        return DisplayLinkRegistry.shared.links(of: runloop, in: mode).contains { $0.isActive }
    }

    /// Whether `runloop` has an active link in `mode`.
    public static func hasActiveLinks(of runloop: RunLoop = .main, mode: RunLoop.Mode = .default) -> Bool {
        DisplayLinkRegistry.shared.links(of: runloop, in: mode).contains { $0.isActive }
    }
}

/// Which links each run loop holds, in which modes, in the order they
/// were added. The run loop's strong hold on its links lives here.
final class DisplayLinkRegistry: @unchecked Sendable {
    static let shared = DisplayLinkRegistry()

    private struct Membership {
        let link: CADisplayLink
        var modes: Set<RunLoop.Mode>
    }

    private let lock = NSLock()
    private var byRunLoop: [ObjectIdentifier: [Membership]] = [:]
    /// The modes `.common` stands for.
    static let commonModes: Set<RunLoop.Mode> = [.default, RunLoop.Mode("UITrackingRunLoopMode")]

    func add(_ link: CADisplayLink, to runloop: RunLoop, mode: RunLoop.Mode) {
        lock.withLock {
            var members = byRunLoop[ObjectIdentifier(runloop)] ?? []
            if let index = members.firstIndex(where: { $0.link === link }) {
                members[index].modes.insert(mode)
            } else {
                members.append(Membership(link: link, modes: [mode]))
            }
            byRunLoop[ObjectIdentifier(runloop)] = members
        }
    }

    func remove(_ link: CADisplayLink, from runloop: RunLoop, mode: RunLoop.Mode) {
        lock.withLock {
            guard var members = byRunLoop[ObjectIdentifier(runloop)],
                  let index = members.firstIndex(where: { $0.link === link }) else { return }
            members[index].modes.remove(mode)
            if members[index].modes.isEmpty { members.remove(at: index) }
            byRunLoop[ObjectIdentifier(runloop)] = members.isEmpty ? nil : members
        }
    }

    func removeEverywhere(_ link: CADisplayLink) {
        lock.withLock {
            for key in Array(byRunLoop.keys) {
                byRunLoop[key]?.removeAll { $0.link === link }
                if byRunLoop[key]?.isEmpty == true { byRunLoop[key] = nil }
            }
        }
    }

    /// The links of `runloop` that run in `mode`, in the order they were added.
    func links(of runloop: RunLoop, in mode: RunLoop.Mode) -> [CADisplayLink] {
        lock.withLock {
            (byRunLoop[ObjectIdentifier(runloop)] ?? []).filter { member in
                member.modes.contains(mode) || (member.modes.contains(.common) && Self.commonModes.contains(mode))
                    || (mode == .common && !member.modes.isDisjoint(with: Self.commonModes))
            }.map(\.link)
        }
    }
}
