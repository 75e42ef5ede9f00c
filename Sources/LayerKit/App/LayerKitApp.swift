import Foundation

/// Runs a LayerKit app in a window: `LayerKitApp.run(rootViewController:)`
/// from a script, or `@main` on an app delegate. The window is 390 x 844
/// points unless `LAYERKIT_WINDOW_SIZE` (`WIDTHxHEIGHT`) says otherwise,
/// titled with the program's name unless `LAYERKIT_TITLE` does. Where the
/// system does not scale windows (X11), `LAYERKIT_SCALE=2` draws each point
/// as 2 pixels: a window twice as large, as sharp as a phone's screen.
@preconcurrency @MainActor
public enum LayerKitApp {
    /// Shows `rootViewController` in a window until the window is closed.
    public static func run(rootViewController: UIViewController, title: String? = nil, size: CGSize? = nil) {
        prepareScreen(size: size)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        show(window, title: title)
    }

    static func launch(delegate: UIApplicationDelegate) {
        prepareScreen(size: nil)
        let application = UIApplication.shared
        application.delegate = delegate
        guard delegate.application(application, didFinishLaunchingWithOptions: nil) else { return }
        guard let window = application.keyWindow else {
            return fail("the app delegate made no key window (call makeKeyAndVisible() on one)")
        }
        show(window, title: nil)
        delegate.applicationWillTerminate(application)
    }

    /// The screen's size before the window opens (the window makes it exact).
    private static func prepareScreen(size: CGSize?) {
        if let size, size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 {
            UIScreen.main.bounds = CGRect(origin: .zero, size: size)
        } else if let text = ProcessInfo.processInfo.environment["LAYERKIT_WINDOW_SIZE"] {
            let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2, parts.allSatisfy({ $0 >= 1 && $0 <= 16_384 }) else {
                return fail("LAYERKIT_WINDOW_SIZE is \"\(text)\"; expected WIDTHxHEIGHT in points, such as 390x844")
            }
            UIScreen.main.bounds = CGRect(x: 0, y: 0, width: parts[0], height: parts[1])
        }
    }

    /// Opens the system window for `window` and runs until it is closed.
    private static func show(_ window: UIWindow, title: String?) {
        let environment = ProcessInfo.processInfo.environment
        let name = title ?? environment["LAYERKIT_TITLE"] ?? URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
        let host: LayerWindow
        do {
            host = try LayerWindow(title: name, size: UIScreen.main.bounds.size, scale: try scale(environment["LAYERKIT_SCALE"]))
        } catch {
            return fail("\(error)")
        }
        let session = AppSession(window: window, host: host)
        session.run()
    }

    /// `LAYERKIT_SCALE`: window pixels per point on top of the system's, from 0.5 to 4 (1 when unset).
    static func scale(_ text: String?) throws -> Double {
        guard let text else { return 1 }
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value >= 0.5, value <= 4 else {
            throw LayerHostError("LAYERKIT_SCALE is \"\(text)\"; expected a number from 0.5 to 4, such as 2")
        }
        return value
    }

    private static func fail(_ message: String) {
        FileHandle.standardError.write(Data("LayerKit: \(message)\n".utf8))
        exit(1)
    }
}

/// One window's run: its input to touches, its screen, its controller's appearance.
@preconcurrency @MainActor
final class AppSession {
    let window: UIWindow
    let host: LayerWindow
    private var frames = 0

    init(window: UIWindow, host: LayerWindow) {
        (self.window, self.host) = (window, host)
    }

    func run() {
        fit(to: host.size)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        host.rootLayer.addSublayer(window.layer)
        CATransaction.commit()
        let controller = window.rootViewController
        controller?.viewWillAppear(false)
        controller?.viewWillLayoutSubviews()
        window.layoutIfNeeded()
        controller?.viewDidLayoutSubviews()
        host.onEvent = { [unowned self] event in handle(event) }
        // Dynamics step at display refresh while any moves (a paused link leaves the loop idle).
        let dynamics = CADisplayLink { link in MainActor.assumeIsolated { RunningDynamics.advance(to: link.timestamp) } }
        dynamics.add(to: .main, forMode: .default)
        defer { dynamics.invalidate() }
        host.beforeFrame = { [unowned self] now in
            NextRunLoopTurn.run()
            window.touchDelivery.advance(to: now)
            dynamics.isPaused = !RunningDynamics.anyRunning
            frames += 1
            // After the first frame has been drawn: the view appeared.
            if frames == 2 { controller?.viewDidAppear(false) }
        }
        // `LAYERKIT_FRAME_TIMES=FILE`: each animated frame's work in ms, one a line (benchmarks).
        if let path = ProcessInfo.processInfo.environment["LAYERKIT_FRAME_TIMES"],
           FileManager.default.createFile(atPath: path, contents: nil), let file = FileHandle(forWritingAtPath: path) {
            host.afterFrame = { work in file.write(Data(String(format: "%.3f\n", work * 1000).utf8)) }
        }
        host.run()
        host.afterFrame = nil
        host.beforeFrame = nil
        host.onEvent = nil
    }

    /// The window and the screen to the system window's size and scale.
    private func fit(to size: CGSize) {
        UIScreen.main.bounds = CGRect(origin: .zero, size: size)
        UIScreen.main.scale = CGFloat(host.pixelsPerPoint)
        UIScreen.main.maximumFramesPerSecond = max(Int(host.framesPerSecond.rounded()), 1)
        UIView.performWithoutAnimation { window.frame = UIScreen.main.bounds }
    }

    private func handle(_ event: InputEvent) -> Bool {
        let time = CACurrentMediaTime()
        switch event {
        // The left button is one touch; the mouse events a finger makes are left to its touch events.
        case .pointerDown(let pointer) where pointer.button == .primary && !pointer.isFromTouch:
            window.touchDelivery.touchDown(id: 0, at: pointer.location, time: time, tapCount: pointer.clickCount)
        case .pointerMoved(let pointer) where pointer.button == .primary && !pointer.isFromTouch:
            window.touchDelivery.touchMoved(id: 0, to: pointer.location, time: time)
        case .pointerUp(let pointer) where pointer.button == .primary && !pointer.isFromTouch:
            window.touchDelivery.touchUp(id: 0, at: pointer.location, time: time)
        case .touch(let touch):
            let id = touch.id == 0 ? Int.min : touch.id  // 0 is the mouse's
            switch touch.phase {
            case .began: window.touchDelivery.touchDown(id: id, at: touch.location, time: time, tapCount: 1)
            case .moved: window.touchDelivery.touchMoved(id: id, to: touch.location, time: time)
            case .ended: window.touchDelivery.touchUp(id: id, at: touch.location, time: time)
            }
        case .focusLost:
            window.touchDelivery.cancelAll(time: time)
        case .resize(let size):
            fit(to: size)
        default:
            return false
        }
        return true
    }
}
