import Foundation
import SnowmanSettings
import LayerAnimation

/// Builds the one `CAAnimationGroup` a setting plays on the snowman layer.
public enum SnowmanAnimation {
    /// The key the group is added under.
    public static let key = "snowman"

    /// The spring of the "Spring" curve: mass 2, stiffness 30, damping 7.
    public static func spring(keyPath: String) -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: keyPath)
        spring.mass = 2
        spring.stiffness = 30
        spring.damping = 7
        return spring
    }

    /// The value a property's key path has at rest (scale 1, no offset, no turn, opaque).
    public static func restValue(of property: SettingProperty) -> Double {
        switch property {
        case .widthMultiplier, .heightMultiplier, .opacity: 1
        default: 0
        }
    }

    /// The value a property's key path reaches at the end of one iteration.
    public static func targetValue(of property: SettingProperty, in setting: Setting) -> Double {
        switch property {
        case .xFlips, .ySpins, .zTurns: setting[property] * 2 * Double.pi  // turns to radians
        default: setting[property]
        }
    }

    /// One child per animated property, from rest to the setting's value,
    /// and the group's timing from the Timing section. It holds its end
    /// state (`isRemovedOnCompletion = false`, `.forwards`).
    public static func group(for setting: Setting) -> CAAnimationGroup {
        let duration = setting[.duration]
        let curve = setting.curve
        let children: [CAAnimation] = SettingProperty.allCases.compactMap { property in
            guard let keyPath = property.keyPath else { return nil }
            let child = curve == .spring ? spring(keyPath: keyPath) : CABasicAnimation(keyPath: keyPath)
            child.fromValue = restValue(of: property)
            child.toValue = targetValue(of: property, in: setting)
            child.duration = duration
            child.fillMode = .forwards
            child.timingFunction = timingFunction(for: curve)
            return child
        }
        let group = CAAnimationGroup()
        group.animations = children
        group.duration = duration
        group.repeatCount = setting.repeatsForever ? .infinity : Float(setting[.repeatCount])
        group.autoreverses = setting.autoreverses
        group.isRemovedOnCompletion = false
        group.fillMode = .forwards
        return group
    }

    /// The length of what a setting plays: every repeat, or one cycle when
    /// it repeats forever.
    public static func activeSpan(of setting: Setting) -> CFTimeInterval {
        let cycle = setting[.duration] * (setting.autoreverses ? 2 : 1)
        return setting.repeatsForever ? cycle : cycle * setting[.repeatCount]
    }

    static func timingFunction(for curve: TimingCurve) -> CAMediaTimingFunction? {
        switch curve {
        case .linear: CAMediaTimingFunction(name: .linear)
        case .easeIn: CAMediaTimingFunction(name: .easeIn)
        case .easeOut: CAMediaTimingFunction(name: .easeOut)
        case .easeInEaseOut: CAMediaTimingFunction(name: .easeInEaseOut)
        case .systemDefault: CAMediaTimingFunction(name: .default)
        case .spring: nil
        }
    }
}
