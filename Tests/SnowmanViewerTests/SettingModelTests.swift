import Foundation
import SnowmanSettings
import Testing
@testable import SnowmanViewer
@testable import SnowmanScene

@Suite struct SettingModelTests {
    @Test func tableMatchesTheSpec() {
        let expected: [(SettingProperty, ClosedRange<Double>, Double, Double, SettingSection)] = [
            (.widthMultiplier, 0.1...3, 0.1, 1, .size), (.heightMultiplier, 0.1...3, 0.1, 1, .size),
            (.horizontalOffset, -400...400, 10, 0, .position), (.verticalOffset, -300...300, 10, 0, .position),
            (.xFlips, 0...10, 0.5, 1, .rotation), (.ySpins, 0...10, 0.5, 0, .rotation), (.zTurns, -10...10, 0.25, 0, .rotation),
            (.opacity, 0...1, 0.1, 1, .appearance), (.duration, 0.1...10, 0.1, 2, .timing),
            (.repeatCount, 1...11, 1, 1, .timing), (.autoreverse, 0...1, 1, 1, .timing), (.curve, 0...5, 1, 3, .timing),
        ]
        #expect(SettingProperty.allCases.count == expected.count)
        for (property, range, step, start, section) in expected {
            #expect(property.range == range && property.step == step && property.start == start && property.section == section,
                    "\(property)")
        }
        #expect(TimingCurve(rawValue: Int(SettingProperty.curve.start)) == .easeInEaseOut)
    }

    @Test func steppingClampsAndNeverDrifts() {
        var setting = Setting(name: "a")
        for _ in 0..<1000 { setting[.widthMultiplier] = SettingProperty.widthMultiplier.stepped(setting[.widthMultiplier], by: 1) }
        #expect(setting[.widthMultiplier] == 3)
        for _ in 0..<17 { setting[.widthMultiplier] = SettingProperty.widthMultiplier.stepped(setting[.widthMultiplier], by: -1) }
        #expect(setting[.widthMultiplier] == 1.3)
        setting[.zTurns] = SettingProperty.zTurns.stepped(0, by: -10)
        #expect(setting[.zTurns] == -2.5)
        setting[.opacity] = 7
        #expect(setting[.opacity] == 1)
        setting[.duration] = -3
        #expect(setting[.duration] == 0.1)
        setting[.horizontalOffset] = .nan
        #expect(setting[.horizontalOffset] == 0)
        setting[.xFlips] = 0.74
        #expect(setting[.xFlips] == 0.5)  // snapped to its step
    }

    @Test func labelsShowValuesWithUnits() {
        #expect(SettingProperty.widthMultiplier.format(1.5) == "1.5×")
        #expect(SettingProperty.horizontalOffset.format(-40) == "-40 pt")
        #expect(SettingProperty.xFlips.format(1) == "1 turn")
        #expect(SettingProperty.zTurns.format(-2.25) == "-2.25 turns")
        #expect(SettingProperty.opacity.format(0.3) == "30%")
        #expect(SettingProperty.duration.format(2) == "2.0 s")
        #expect(SettingProperty.repeatCount.format(3) == "3×")
        #expect(SettingProperty.repeatCount.format(11) == "forever")
        #expect(SettingProperty.autoreverse.format(0) == "off")
        #expect(SettingProperty.curve.format(5) == "Spring")
    }

    @Test func namesAreTrimmedBoundedUniqueAndOfAnyScript() throws {
        #expect(try Setting.validatedName("  Flip  ").get() == "Flip")
        #expect(try Setting.validatedName("Снеговик ☃ 雪だるま").get() == "Снеговик ☃ 雪だるま")
        #expect(Setting.validatedName("   ") == .failure(.empty))
        #expect(Setting.validatedName(String(repeating: "é", count: 41)) == .failure(.tooLong))
        #expect(try Setting.validatedName(String(repeating: "é", count: 40)).get().count == 40)
        #expect(Setting.validatedName("a\tb") == .failure(.controlCharacters))
        #expect(Setting.validatedName("flip", existing: ["Flip"]) == .failure(.duplicate("Flip")))
        #expect(try Setting.validatedName("FLIP", existing: ["Flip"], replacing: "Flip").get() == "FLIP")
    }

    @Test func builtInsAreValidAndDistinct() {
        let names = Setting.builtIns.map(\.name)
        #expect(names.count >= 3 && Set(names.map { $0.lowercased() }).count == names.count)
        for setting in Setting.builtIns {
            for property in SettingProperty.allCases {
                #expect(property.normalized(setting[property]) == setting[property])
            }
        }
    }
}
