import AtomicFiles
import Foundation

/// The facts the user saved, in `$XDG_DATA_HOME/snowman/cat-facts.json`,
/// written atomically (a crash leaves the old file or the new, never half).
/// A fact is saved once; a delete can be undone.
public final class SavedFacts {
    public let url: URL
    public private(set) var facts: [CatFact] = []
    /// Why the file could not be read, if it could not: it is then kept
    /// aside (`.unreadable` next to it) before anything is written over it.
    public private(set) var loadProblem: String?
    private var undoStack: [(fact: CatFact, index: Int)] = []

    public init(url: URL = SavedFacts.defaultURL()) {
        self.url = url
        load()
    }

    public static func defaultURL(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return data.appendingPathComponent("snowman/cat-facts.json")
    }

    public func contains(_ fact: CatFact) -> Bool { facts.contains(fact) }

    /// Whether a delete can be undone.
    public var canUndo: Bool { !undoStack.isEmpty }

    /// Saves `fact`; false (nothing written) when it is already saved.
    @discardableResult
    public func save(_ fact: CatFact) throws -> Bool {
        guard !contains(fact) else { return false }
        var changed = facts
        changed.append(fact)
        try write(changed)
        return true
    }

    /// Deletes the fact at `index` (kept for ``undo()``).
    public func delete(at index: Int) throws {
        guard facts.indices.contains(index) else { return }
        var changed = facts
        let removed = changed.remove(at: index)
        try write(changed)
        undoStack.append((removed, index))
    }

    /// Puts the last deleted fact back where it was; false when none.
    @discardableResult
    public func undo() throws -> Bool {
        guard let last = undoStack.last else { return false }
        var changed = facts
        if !contains(last.fact) { changed.insert(last.fact, at: min(last.index, changed.count)) }
        try write(changed)
        undoStack.removeLast()
        return true
    }

    private func load() {
        guard let data = try? Data(contentsOf: url) else { return }  // none yet
        do {
            facts = try JSONDecoder().decode(File.self, from: data).facts
        } catch {
            loadProblem = "the saved facts file is not readable; it is kept as \(url.lastPathComponent).unreadable"
        }
    }

    /// Writes `changed` atomically (``AtomicFile``), then shows it: a failed
    /// write changes nothing, on disk or here, and throws one line.
    private func write(_ changed: [CatFact]) throws {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw AtomicFile.WriteError(description: "Could not create \(folder.path): \(error.localizedDescription)",
                                        reason: error.localizedDescription)
        }
        if loadProblem != nil {
            // Never write over what could not be read: keep it aside first, once.
            let aside = url.appendingPathExtension("unreadable")
            if !FileManager.default.fileExists(atPath: aside.path) { try? FileManager.default.copyItem(at: url, to: aside) }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(try encoder.encode(File(facts: changed)), to: url)
        facts = changed
    }

    private struct File: Codable {
        var version = 1
        var facts: [CatFact]
    }
}
