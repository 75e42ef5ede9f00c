import Testing
@testable import SnowmanViewer

/// Switching tabs by key, and the keys each scene hears.
@Suite struct SceneTabTests {
    @Test func controlDigitsAndControlTabSwitchTabsInOrder() {
        #expect(SceneTab.allCases == [.snowman, .practice, .set, .concentration, .catFacts])
        #expect(SceneTab.tab(for: KeyPress(.digit(3), control: true), from: .snowman) == .set)
        #expect(SceneTab.tab(for: KeyPress(.digit(4), control: true), from: .snowman) == .concentration)
        #expect(SceneTab.tab(for: KeyPress(.digit(5), control: true), from: .snowman) == .catFacts)
        #expect(SceneTab.tab(for: KeyPress(.digit(6), control: true), from: .snowman) == nil)
        #expect(SceneTab.tab(for: KeyPress(.tab, control: true), from: .practice) == .set)
        #expect(SceneTab.tab(for: KeyPress(.tab, control: true), from: .set) == .concentration)
        #expect(SceneTab.tab(for: KeyPress(.tab, control: true), from: .concentration) == .catFacts)
        #expect(SceneTab.tab(for: KeyPress(.tab, control: true), from: .catFacts) == .snowman)
        #expect(SceneTab.tab(for: KeyPress(.tab, shift: true, control: true), from: .snowman) == .catFacts)
        #expect(SceneTab.tab(for: KeyPress(.digit(3)), from: .snowman) == nil)
        #expect(SceneTab(rawValue: "cat-facts") == .catFacts && SceneTab.catFacts.title == "Cat Facts")
    }

    @Test func concentrationHearsDigitsAndSetsKeys() {
        let names: [(KeyPress, String?)] = [
            (KeyPress(.digit(3)), "3"), (KeyPress(.letter("t")), "t"), (KeyPress(.letter("n")), "n"),
            (KeyPress(.space), "space"), (KeyPress(.down), "down"), (KeyPress(.digit(3), control: true), nil),
        ]
        for (press, name) in names { #expect(SceneTab.concentrationKey(for: press) == name, "\(press)") }
    }

    @Test func setHearsItsKeysByName() {
        let names: [(KeyPress, String?)] = [
            (KeyPress(.letter("d")), "d"), (KeyPress(.space), "space"), (KeyPress(.returnKey), "enter"),
            (KeyPress(.up), "up"), (KeyPress(.left), "left"), (KeyPress(.letter("d"), control: true), nil),
            (KeyPress(.f1), nil),
        ]
        for (press, name) in names { #expect(SceneTab.setKey(for: press) == name, "\(press)") }
    }

    @Test func catFactsHearsItsKeysByName() {
        let names: [(KeyPress, String?)] = [
            (KeyPress(.letter("r")), "r"), (KeyPress(.returnKey), "enter"), (KeyPress(.escape), "escape"),
            (KeyPress(.backspace), "backspace"), (KeyPress(.delete), "delete"), (KeyPress(.plus), "plus"),
            (KeyPress(.equals), "plus"), (KeyPress(.pageDown), "pagedown"), (KeyPress(.letter("z"), control: true), "ctrl-z"),
            (KeyPress(.letter("s"), control: true), nil), (KeyPress(.f1), nil),
        ]
        for (press, name) in names { #expect(SceneTab.catFactsKey(for: press) == name, "\(press)") }
    }
}
