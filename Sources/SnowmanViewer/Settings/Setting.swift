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
        name.compare(other, options: [.caseInsensitive]) == .orderedSame
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
    /// The name trimmed and checked: 1 to 40 characters of any script, no
    /// control characters, unique without case among `existing` (except `replacing`).
    public static func validatedName(
        _ raw: String, existing: [String] = [], replacing: String? = nil
    ) -> Result<String, SettingNameError> {
        let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if name.isEmpty { return .failure(.empty) }
        if name.count > 40 { return .failure(.tooLong) }
        if name.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) }) {
            return .failure(.controlCharacters)
        }
        let same = { (a: String, b: String) in a.compare(b, options: .caseInsensitive) == .orderedSame }
        if let clash = existing.first(where: { same($0, name) }), !(replacing.map { same($0, clash) } ?? false) {
            return .failure(.duplicate(clash))
        }
        return .success(name)
    }
}
