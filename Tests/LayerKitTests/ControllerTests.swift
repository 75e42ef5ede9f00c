import Foundation
import TestSupport
import Testing
@testable import LayerKit

/// View controllers: lazy views, children, presentation and the navigation stack (layerkit.md §2).
@MainActor
@Suite struct ControllerTests {
    final class Watched: UIViewController {
        var calls: [String] = []
        override func loadView() { calls.append("loadView"); view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        override func viewDidLoad() { calls.append("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
        override func willMove(toParent parent: UIViewController?) { calls.append("willMove \(parent == nil ? "nil" : "parent")") }
        override func didMove(toParent parent: UIViewController?) { calls.append("didMove \(parent == nil ? "nil" : "parent")") }
    }

    /// A window 400 x 400 whose root is `root`, laid out, on a clock at 0.
    @MainActor final class Stage {
        let clock = ManualMediaClock(now: 0)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        init(root: UIViewController) {
            window.rootViewController = root
        }
        func frame(at time: Double) {
            clock.now = time
            window.layoutIfNeeded()
            CATransaction.flush()  // as the window does at the end of each turn
            window.layer.evaluateFrame(atTime: time)
        }
    }

    @Test func theViewLoadsOnceOnFirstUse() {
        let controller = Watched()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.view
        #expect(controller.calls == ["loadView", "viewDidLoad"])
        #expect(controller.view.next === controller)
    }

    @Test func childrenHearWillMoveFromAddAndDidMoveFromRemove() {
        let (parent, child) = (UIViewController(), Watched())
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.calls == ["willMove parent", "didMove parent", "willMove nil", "didMove nil"])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func presentingSlidesUpAndDismissingSlidesDownWithTheCallbacks() {
        let (root, shown) = (Watched(), Watched())
        let stage = Stage(root: root)
        var done: [String] = []
        stage.clock.run {
            stage.frame(at: 0)
            root.present(shown, animated: true) { done.append("presented") }
            #expect(root.presentedViewController === shown && shown.presentingViewController === root)
            stage.frame(at: 0.2)
            let midway = shown.view.layer.presentedProperties.position.y
            #expect(midway > 200 && midway < 600)
            stage.frame(at: 0.5)
            #expect(done == ["presented"] && shown.view.layer.presentedProperties.position.y == 200)
            shown.dismiss(animated: true) { done.append("dismissed") }
            stage.frame(at: 0.6)
            stage.frame(at: 1)
            #expect(done == ["presented", "dismissed"] && shown.viewIfLoaded?.superview == nil)
            #expect(root.presentedViewController == nil)
        }
        #expect(shown.calls.filter { $0.contains("ppear") } == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    @Test func presentingFromAControllerInNoWindowIsRefused() {
        let recorder = DiagnosticsRecorder()
        recorder.run { UIViewController().present(UIViewController(), animated: false) }
        #expect(recorder.count == 1)
    }

    @Test func aNavigationStackPushesAndPopsWithASlide() {
        let (first, second) = (Watched(), Watched())
        first.title = "First"
        second.title = "Second"
        let navigation = UINavigationController(rootViewController: first)
        let stage = Stage(root: navigation)
        stage.clock.run {
            stage.frame(at: 0)
            #expect(first.navigationController === navigation && navigation.topViewController === first)
            navigation.pushViewController(second, animated: true)
            CATransaction.flush()  // the end of the turn that pushed: the slide begins now
            #expect(navigation.viewControllers.count == 2 && second.navigationController === navigation)
            stage.frame(at: 0.1)
            let x = second.view.layer.presentedProperties.position.x
            #expect(x > 200 && x < 600, "\(x) \(second.view.layer.animationKeys() ?? []) \(second.view.center)")  // on its way in from the right
            stage.frame(at: 0.5)
            #expect(second.view.layer.presentedProperties.position.x == 200 && first.viewIfLoaded?.superview == nil)
            #expect(navigation.popViewController(animated: true) === second)
            CATransaction.flush()
            stage.frame(at: 0.6)
            stage.frame(at: 1)
            #expect(navigation.viewControllers.count == 1 && second.parent == nil)
            #expect(first.view.superview === navigation.view && second.viewIfLoaded?.superview == nil)
        }
        #expect(second.calls.contains("didMove parent") && second.calls.contains("didMove nil"))
    }
}
