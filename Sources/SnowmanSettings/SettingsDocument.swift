import Foundation

/// The settings file's content: `{"version": 1, "settings": [...]}`, each
/// setting an object of its name and named values.
///
/// The raw JSON objects are kept, so fields this version does not know
/// survive a rewrite, and a change touches only its own entry.
public struct SettingsDocument {
    /// The format version this build writes.
    public static let currentVersion = 1
    /// Larger files are not read (a settings file is a few kilobytes).
    public static let maximumSize = 4 << 20

    public private(set) var version: Int
    /// Top-level fields other than `settings`, kept as they were.
    private var topLevel: [String: Any]
    /// One raw object per entry, in file order.
    private var entries: [[String: Any]]
    /// What was wrong but could be mended: clamped values, skipped entries.
    public private(set) var warnings: [String] = []
    /// ``settings``, decoded once per change (decoding is most of a load).
    public private(set) var settings: [Setting] = []

    /// Whether the file comes from a newer version (then we never write it).
    public var isFromNewerVersion: Bool { version > Self.currentVersion }

    /// A document holding `settings` (the built-ins, before any file exists).
    public init(settings: [Setting]) {
        version = Self.currentVersion
        topLevel = [:]
        entries = settings.map { Self.encode($0, over: [:]) }
        self.settings = decodeSettings()
    }

    /// Why a file could not be read at all.
    public struct Unreadable: Error, CustomStringConvertible {
        public var description: String
    }

    /// Reads a file's bytes; throws ``Unreadable`` when they are not a settings file.
    public init(data: Data) throws {
        guard data.count <= Self.maximumSize else {
            throw Unreadable(description: "it is \(data.count / 1_000_000) MB, too large for a settings file")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw Unreadable(description: "it is not valid JSON")
        }
        guard let root = object as? [String: Any] else {
            throw Unreadable(description: "it is not a JSON object")
        }
        guard let versionNumber = root["version"] as? NSNumber, !Self.isBoolean(versionNumber),
              versionNumber.doubleValue == versionNumber.doubleValue.rounded(), versionNumber.intValue >= 1 else {
            throw Unreadable(description: "it has no valid \"version\"")
        }
        guard let list = root["settings"] as? [Any] else {
            throw Unreadable(description: "it has no \"settings\" list")
        }
        version = versionNumber.intValue
        topLevel = root.filter { $0.key != "settings" }
        entries = []
        for (index, item) in list.enumerated() {
            guard let entry = item as? [String: Any] else {
                warnings.append("Entry \(index + 1) is not an object; it was left out.")
                entries.append(["_unreadable": true, "_value": item])
                continue
            }
            entries.append(entry)
        }
        settings = decodeSettings { warnings.append($0) }
    }

    /// The settings understood, in file order, each name once; what was
    /// mended or left out goes to `warn`. Names are told apart through a
    /// set: linear in the entries.
    private func decodeSettings(warn: (String) -> Void = { _ in }) -> [Setting] {
        var result: [Setting] = []
        var seen = Set<String>()
        for (index, entry) in entries.enumerated() where entry["_unreadable"] == nil {
            switch Self.decode(entry) {
            case .failure(let problem):
                warn("Entry \(index + 1): \(problem); it was left out.")
            case .success(let (setting, notes)):
                if !seen.insert(setting.nameKey).inserted {
                    warn("“\(setting.name)” appears twice; the first one is used.")
                } else {
                    result.append(setting)
                    notes.forEach { warn("“\(setting.name)”: \($0)") }
                }
            }
        }
        return result
    }

    /// Stores `setting`: replaces the entry with its name (keeping that
    /// entry's unknown fields), or adds it at `index` (default: the end).
    public mutating func upsert(_ setting: Setting, at index: Int? = nil) {
        if let existing = indexOfEntry(named: setting.name) {
            entries[existing] = Self.encode(setting, over: entries[existing])
        } else {
            let position = min(max(index ?? entries.count, 0), entries.count)
            entries.insert(Self.encode(setting, over: [:]), at: position)
        }
        settings = decodeSettings()
    }

    /// Removes the entry named `name`; returns the position it had among the settings.
    @discardableResult
    public mutating func remove(named name: String) -> Int? {
        guard let index = indexOfEntry(named: name) else { return nil }
        entries.remove(at: index)
        settings = decodeSettings()
        return index
    }

    private func indexOfEntry(named name: String) -> Int? {
        let key = Setting.nameKey(name)
        return entries.firstIndex { entry in
            guard let entryName = entry["name"] as? String else { return false }
            return Setting.nameKey(entryName.trimmingCharacters(in: .whitespacesAndNewlines)) == key
        }
    }

    /// The file's bytes: pretty-printed, keys sorted, so diffs stay small.
    public func data() throws -> Data {
        var root = topLevel
        root["version"] = Self.currentVersion
        root["settings"] = entries.map { entry -> Any in entry["_unreadable"] != nil ? entry["_value"]! : entry }
        var data = try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
        data.append(0x0A)
        return data
    }

    // MARK: One entry

    static func isBoolean(_ number: NSNumber) -> Bool {
        number.objCType.pointee == CChar(UInt8(ascii: "c"))  // one character: no string made per number
    }

    static func encode(_ setting: Setting, over entry: [String: Any]) -> [String: Any] {
        var entry = entry
        entry["name"] = setting.name
        for property in SettingProperty.allCases {
            let value = setting[property]
            switch property {
            case .autoreverse: entry[property.rawValue] = setting.autoreverses
            case .curve: entry[property.rawValue] = setting.curve.fileName
            case .repeatCount:
                entry[property.rawValue] = setting.repeatsForever ? "forever" as Any : Int(value) as Any
            default: entry[property.rawValue] = value
            }
        }
        return entry
    }

    /// The setting in `entry`, with notes on values that were mended, or why it cannot be used.
    static func decode(_ entry: [String: Any]) -> Result<(Setting, [String]), EntryProblem> {
        guard let rawName = entry["name"] as? String else { return .failure(.noName) }
        guard case .success(let name) = Setting.validatedName(rawName) else { return .failure(.badName(rawName)) }
        var setting = Setting(name: name)
        var notes: [String] = []
        for property in SettingProperty.allCases {
            guard let raw = entry[property.rawValue] else { continue }  // missing: starting value
            let value: Double?
            switch property {
            case .autoreverse:
                value = (raw as? NSNumber).map { $0.boolValue ? 1 : 0 }
            case .curve:
                value = (raw as? String).flatMap(TimingCurve.init(fileName:)).map { Double($0.rawValue) }
            case .repeatCount where (raw as? String) == "forever":
                value = SettingProperty.repeatForever
            default:
                value = (raw as? NSNumber).flatMap { isBoolean($0) ? nil : $0.doubleValue }
            }
            guard let value, value.isFinite else {
                notes.append("\(property.label) has an unusable value; using \(property.format(property.start))")
                continue
            }
            setting[property] = value
            if property == .repeatCount && value > 10 && value != SettingProperty.repeatForever {
                setting[property] = 10
            }
            if abs(setting[property] - value) > 1e-6 && property != .autoreverse {
                let reason = property.range.contains(value) ? "is off its step" : "is out of range"
                notes.append("\(property.label) \(value) \(reason); using \(property.format(setting[property]))")
            }
        }
        return .success((setting, notes))
    }

    enum EntryProblem: Error, CustomStringConvertible {
        case noName, badName(String)
        var description: String {
            switch self {
            case .noName: "it has no name"
            case .badName(let name): "its name “\(name.prefix(50))” is not usable"
            }
        }
    }
}
