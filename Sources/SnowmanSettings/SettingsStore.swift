import AtomicFiles
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The settings file on disk: `$XDG_DATA_HOME/snowman/settings.json` unless
/// told otherwise.
///
/// Every change is a read-modify-write under an advisory lock: the change is
/// applied to what is on disk at that moment, so two running viewers never
/// erase each other's saves. Writes go to a temporary file in the same
/// directory, are fsynced and renamed over the file, then the directory is
/// fsynced: a crash leaves the old file or the new one, never half of one.
public final class SettingsStore {
    public let url: URL

    /// What the viewer learns from loading.
    public struct Loaded {
        public var settings: [Setting]
        /// Things to tell the user (mended values, a file moved aside, read-only).
        public var messages: [String]
        public var isReadOnly: Bool

        public init(settings: [Setting], messages: [String], isReadOnly: Bool) {
            (self.settings, self.messages, self.isReadOnly) = (settings, messages, isReadOnly)
        }
    }

    public enum StoreError: Error, CustomStringConvertible {
        case readOnly
        case io(String)

        public var description: String {
            switch self {
            case .readOnly: "The settings file is from a newer version of Snowman; it is open read-only."
            case .io(let message): message
            }
        }
    }

    public init(url: URL) {
        self.url = url
    }

    /// `$XDG_DATA_HOME/snowman/settings.json`, else `~/.local/share/snowman/settings.json`.
    public static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        var base = home.appendingPathComponent(".local/share")
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg)
        }
        return base.appendingPathComponent("snowman/settings.json")
    }

    private var directory: URL { url.deletingLastPathComponent() }
    private var lockURL: URL { directory.appendingPathComponent(".\(url.lastPathComponent).lock") }

    // MARK: Reading

    /// Reads the settings. A missing file gives the built-ins; an unreadable
    /// one is moved aside as `settings.json.corrupt-<time>` first.
    public func load() -> Loaded {
        // Loading creates nothing: the directory comes with the first save.
        guard FileManager.default.fileExists(atPath: directory.path) else {
            return Loaded(settings: Setting.builtIns, messages: [], isReadOnly: false)
        }
        do {
            return try withReadLock { canWrite in
                let (document, messages) = try readDocument(canMoveAside: canWrite)
                var all = messages + document.warnings
                if document.isFromNewerVersion { all.append(StoreError.readOnly.description) }
                if let reason = canWrite ? nil : unwritableReason() {
                    all.append("The folder \(directory.path) cannot be written (\(reason)): changes cannot be saved.")
                }
                return Loaded(settings: document.settings, messages: all, isReadOnly: document.isFromNewerVersion)
            }
        } catch {
            return Loaded(settings: Setting.builtIns, messages: ["\(error)"], isReadOnly: false)
        }
    }

    /// Reads the settings without changing anything on disk (no lock file, an
    /// unreadable file stays where it is): for `snowman render`.
    public func peek() -> Loaded {
        guard let data = try? Data(contentsOf: url) else {
            return Loaded(settings: Setting.builtIns, messages: [], isReadOnly: false)
        }
        do {
            let document = try SettingsDocument(data: data)
            return Loaded(settings: document.settings, messages: document.warnings, isReadOnly: document.isFromNewerVersion)
        } catch {
            return Loaded(settings: Setting.builtIns, messages: ["\(url.path) cannot be read (\(error)); using the examples"],
                          isReadOnly: true)
        }
    }

    /// The document on disk now, or the built-ins when there is none; moves an
    /// unreadable file aside (when `canMoveAside`). Call with the lock held.
    private func readDocument(canMoveAside: Bool = true) throws -> (SettingsDocument, [String]) {
        let data: Data
        do {
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            if let size = attributes?[.size] as? Int, size > SettingsDocument.maximumSize {
                return (SettingsDocument(settings: Setting.builtIns),
                        [try moveAside(because: "it is \(size / 1_000_000) MB, too large for a settings file", canMove: canMoveAside)])
            }
            data = try Data(contentsOf: url)
        } catch CocoaError.fileReadNoSuchFile {
            return (SettingsDocument(settings: Setting.builtIns), [])
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return (SettingsDocument(settings: Setting.builtIns), [])
        } catch {
            throw StoreError.io("Could not read \(url.path): \(error.localizedDescription)")
        }
        do {
            return (try SettingsDocument(data: data), [])
        } catch let unreadable as SettingsDocument.Unreadable {
            return (SettingsDocument(settings: Setting.builtIns),
                    [try moveAside(because: unreadable.description, canMove: canMoveAside)])
        }
    }

    private func moveAside(because reason: String, canMove: Bool) throws -> String {
        guard canMove else {
            return "Settings file could not be read (\(reason)) and its folder cannot be written; showing the examples."
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        var aside = URL(fileURLWithPath: url.path + ".corrupt-" + formatter.string(from: Date()))
        var suffix = 1
        while FileManager.default.fileExists(atPath: aside.path) {
            suffix += 1
            aside = URL(fileURLWithPath: url.path + ".corrupt-" + formatter.string(from: Date()) + "-\(suffix)")
        }
        guard rename(url.path, aside.path) == 0 else {
            let code = errno  // before anything else can change it
            throw StoreError.io("\(url.path) cannot be read (\(reason)) nor moved aside: \(ViewerError.text(ofSystemError: code))")
        }
        return "Settings file could not be read (\(reason)); it was moved to \(aside.lastPathComponent). Starting with the examples."
    }

    // MARK: Changing

    /// Saves `setting` under its name (replacing an entry with that name, or
    /// adding one at `index`); returns the settings now on disk.
    @discardableResult
    public func save(_ setting: Setting, at index: Int? = nil) throws -> [Setting] {
        try modify { $0.upsert(setting, at: index) }
    }

    /// Adds `setting` as a new entry, never replacing one: when its name is
    /// taken on disk by now (another viewer may have saved since), it goes
    /// under the first free "Setting N" instead. Returns the setting as
    /// saved and the settings now on disk.
    @discardableResult
    public func add(_ setting: Setting) throws -> (added: Setting, settings: [Setting]) {
        var added = setting
        let settings = try modify { document in
            let names = document.settings.map(\.name)
            if names.contains(where: { setting.hasName($0) }) { added.name = Setting.freshName(among: names) }
            document.upsert(added)
        }
        return (added, settings)
    }

    /// Deletes the setting named `name`; returns the settings now on disk.
    @discardableResult
    public func delete(named name: String) throws -> [Setting] {
        try modify { $0.remove(named: name) }
    }

    private func modify(_ change: (inout SettingsDocument) -> Void) throws -> [Setting] {
        try withLock {
            var (document, _) = try readDocument()
            if document.isFromNewerVersion { throw StoreError.readOnly }
            change(&document)
            try write(document.data())
            return document.settings
        }
    }

    /// Writes `data` atomically (see ``AtomicFile``).
    private func write(_ data: Data) throws {
        do {
            try AtomicFile.write(data, to: url)
        } catch let error as AtomicFile.WriteError {
            throw StoreError.io(error.description)
        }
    }

    /// Runs `body` holding an exclusive advisory lock on a lock file beside
    /// the settings (not the file itself: it is replaced by rename).
    private func withLock<R>(_ body: () throws -> R) throws -> R {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError.io("Could not create \(directory.path): \(error.localizedDescription)")
        }
        let fd = open(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let code = errno
            throw StoreError.io("Could not save in \(directory.path): \(ViewerError.text(ofSystemError: code))")
        }
        defer { close(fd) }
        try lock(fd, LOCK_EX)
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// Runs `body` for reading: under a shared lock when the lock file can be
    /// opened, else without one (a folder that cannot be written, such as a
    /// read-only file system, still shows its settings). `body` learns
    /// whether the folder can be written.
    private func withReadLock<R>(_ body: (_ canWrite: Bool) throws -> R) throws -> R {
        var fd = open(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        let canWrite = fd >= 0
        if fd < 0 { fd = open(lockURL.path, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { return try body(false) }
        defer { close(fd) }
        try lock(fd, canWrite ? LOCK_EX : LOCK_SH)
        defer { flock(fd, LOCK_UN) }
        return try body(canWrite)
    }

    private func lock(_ fd: Int32, _ operation: Int32) throws {
        while flock(fd, operation) != 0 {
            let code = errno
            guard code == EINTR else { throw StoreError.io("Could not lock \(lockURL.path): \(ViewerError.text(ofSystemError: code))") }
        }
    }

    /// Why the settings folder cannot be written, if it cannot.
    private func unwritableReason() -> String? {
        access(directory.path, W_OK) == 0 ? nil : ViewerError.text(ofSystemError: errno)
    }

}
