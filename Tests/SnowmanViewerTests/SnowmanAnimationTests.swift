import Foundation
import SnowmanSettings
import LayerAnimation
import Testing
@testable import SnowmanViewer
@testable import SnowmanScene

@Suite struct SnowmanAnimationTests {
    @Test func everyPropertyMapsToItsKeyPathAndValue() {
        var setting = Setting(name: "All")
        setting[.widthMultiplier] = 2
        setting[.heightMultiplier] = 0.5
        setting[.horizontalOffset] = -120
        setting[.verticalOffset] = 80
        setting[.xFlips] = 1.5
        setting[.ySpins] = 2
        setting[.zTurns] = -0.25
        setting[.opacity] = 0.4
        setting[.duration] = 3
        let group = SnowmanAnimation.group(for: setting)
        let byPath = Dictionary(uniqueKeysWithValues: group.animations!.map { (($0 as! CABasicAnimation).keyPath!, $0 as! CABasicAnimation) })
        let expected: [String: (Double, Double)] = [
            "transform.scale.x": (1, 2), "transform.scale.y": (1, 0.5),
            "transform.translation.x": (0, -120), "transform.translation.y": (0, 80),
            "transform.rotation.x": (0, 3 * .pi), "transform.rotation.y": (0, 4 * .pi),
            "transform.rotation.z": (0, -0.5 * .pi), "opacity": (1, 0.4),
        ]
        #expect(Set(byPath.keys) == Set(expected.keys))
        for (path, (from, to)) in expected {
            #expect(byPath[path]!.fromValue as? Double == from, "\(path)")
            #expect(abs((byPath[path]!.toValue as! Double) - to) < 1e-12, "\(path)")
            #expect(byPath[path]!.duration == 3)
        }
    }

    @Test func groupTimingComesFromTheTimingSection() {
        var setting = Setting(name: "T")
        setting[.duration] = 1.5
        setting[.repeatCount] = 4
        setting[.autoreverse] = 0
        setting[.curve] = Double(TimingCurve.easeIn.rawValue)
        let group = SnowmanAnimation.group(for: setting)
        #expect(group.duration == 1.5 && group.repeatCount == 4 && !group.autoreverses)
        #expect(!group.isRemovedOnCompletion && group.fillMode == .forwards)
        var points = [Float](repeating: 0, count: 2)
        (group.animations![0].timingFunction!).getControlPoint(at: 1, values: &points)
        #expect(points == [0.42, 0])
        setting[.repeatCount] = SettingProperty.repeatForever
        #expect(SnowmanAnimation.group(for: setting).repeatCount == .infinity)
    }

    @Test func springCurveUsesTheSeedSpring() {
        var setting = Setting(name: "S")
        setting[.curve] = Double(TimingCurve.spring.rawValue)
        let group = SnowmanAnimation.group(for: setting)
        for child in group.animations! {
            let spring = child as! CASpringAnimation
            #expect(spring.mass == 2 && spring.stiffness == 30 && spring.damping == 7 && spring.timingFunction == nil)
        }
    }

    @Test func theGroupReallyMovesTheLayer() {
        var setting = Setting(name: "Move")
        setting[.xFlips] = 0.5
        setting[.curve] = Double(TimingCurve.linear.rawValue)
        setting[.autoreverse] = 0
        let clock = ManualMediaClock(now: 0)
        let layer = CALayer()
        clock.run {
            layer.add(SnowmanAnimation.group(for: setting), forKey: SnowmanAnimation.key)
            clock.now = 2
            let t = layer.presentation()!.transform
            #expect(abs(t.m22 + 1) < 1e-9 && abs(t.m33 + 1) < 1e-9)  // half a turn about x: upside down
        }
    }
}
