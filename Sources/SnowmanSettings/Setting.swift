import Foundation

/// A name plus one value per ``SettingProperty``.
public struct Setting: Equatable, Sendable {
    public var name: String
    private var values: [SettingProperty: Double]

    /// A setting with every property at its starting value.
    public init(name: String) {
        self.name = name
        values = Dictionary(uniqueKeysWithValues: SettingProperty.allCases.map { ($0, $0.start) })
    }

    /// The property's value, always in range and on its step grid.
    public subscript(property: SettingProperty) -> Double {
        get { values[property] ?? property.start }
        set { values[property] = property.normalized(newValue) }
    }

    public var curve: TimingCurve { TimingCurve(rawValue: Int(self[.curve])) ?? .easeInEaseOut }
    public var autoreverses: Bool { self[.autoreverse] >= 0.5 }
    public var repeatsForever: Bool { self[.repeatCount] >= SettingProperty.repeatForever }

    /// Settings names compare without case.
    public func hasName(_ other: String) -> Bool {
        nameKey == Self.nameKey(other)
    }

    /// What tells names apart: two names with the same key (they differ only
    /// in case) cannot both be saved.
    var nameKey: String { Self.nameKey(name) }

    static func nameKey(_ name: String) -> String {
        name.folding(options: [.caseInsensitive], locale: nil)
    }

    /// Whether `name` is a built-in example's: those are never overwritten
    /// or deleted, so a save of one adds a new entry.
    public static func isBuiltIn(name: String) -> Bool {
        builtIns.contains { $0.hasName(name) }
    }

    public var isBuiltIn: Bool { Self.isBuiltIn(name: name) }

    /// The name a new entry gets when its own is taken: "Setting N", N the
    /// list's next position (or the first free number after it).
    public static func freshName(among names: [String]) -> String {
        let keys = Set(names.map(nameKey))
        var number = names.count + 1
        while keys.contains(nameKey("Setting \(number)")) { number += 1 }
        return "Setting \(number)"
    }

    /// The examples a first launch shows, so the list is never empty.
    public static let builtIns: [Setting] = {
        var flip = Setting(name: "Classic Flip")
        var spin = Setting(name: "Dizzy Spin")
        spin[.xFlips] = 0
        spin[.ySpins] = 2
        spin[.zTurns] = 0.5
        spin[.duration] = 3
        spin[.curve] = Double(TimingCurve.systemDefault.rawValue)
        var stretch = Setting(name: "Stretch and Fade")
        stretch[.xFlips] = 0
        stretch[.widthMultiplier] = 1.8
        stretch[.heightMultiplier] = 0.6
        stretch[.opacity] = 0.3
        stretch[.repeatCount] = 3
        stretch[.duration] = 1
        var bounce = Setting(name: "Springy Hop")
        bounce[.xFlips] = 0
        bounce[.verticalOffset] = -150
        bounce[.horizontalOffset] = 100
        bounce[.autoreverse] = 0
        bounce[.curve] = Double(TimingCurve.spring.rawValue)
        bounce[.duration] = 4
        return [flip, spin, stretch, bounce]
    }()
}

/// Why a name cannot be used.
public enum SettingNameError: Error, Equatable, CustomStringConvertible {
    case empty, tooLong, controlCharacters, duplicate(String)

    public var description: String {
        switch self {
        case .empty: "A name needs at least one character."
        case .tooLong: "A name can have at most 40 characters."
        case .controlCharacters: "A name cannot contain control characters."
        case .duplicate(let name): "A setting named “\(name)” already exists."
        }
    }
}

extension Setting {
    /// Control characters (C0, C1) and line or paragraph separators: not text.
    static func breaksText(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .surrogate: true
        default: false
        }
    }

    /// The name trimmed and checked: 1 to 40 characters of any script, no
    /// control characters or line breaks (format characters such as
    /// zero-width joiners and direction marks are part of normal text and
    /// allowed), unique without case among `existing` (except `replacing`).
    public static func validatedName(
        _ raw: String, existing: [String] = [], replacing: String? = nil
    ) -> Result<String, SettingNameError> {
        let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if name.isEmpty { return .failure(.empty) }
        if name.count > 40 { return .failure(.tooLong) }
        if name.unicodeScalars.contains(where: { Self.breaksText($0) }) {
            return .failure(.controlCharacters)
        }
        let key = nameKey(name)
        if let clash = existing.first(where: { nameKey($0) == key }), !(replacing.map { nameKey($0) == key } ?? false) {
            return .failure(.duplicate(clash))
        }
        return .success(name)
    }
}
