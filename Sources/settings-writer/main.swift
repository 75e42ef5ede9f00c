// A second writer of a settings file, for the store's multi-process tests:
// saves PREFIX-1 ... PREFIX-COUNT one after another, as another running
// viewer would. Not part of the `snowman` product.
//
// Usage: settings-writer FILE PREFIX COUNT
import Foundation
import SnowmanSettings

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[3]), count >= 1 else {
    FileHandle.standardError.write(Data("usage: settings-writer FILE PREFIX COUNT\n".utf8))
    exit(2)
}
let store = SettingsStore(url: URL(fileURLWithPath: arguments[1]))
for index in 1...count {
    var setting = Setting(name: "\(arguments[2])-\(index)")
    setting[.duration] = Double(index % 100) / 10
    do {
        try store.save(setting)
    } catch {
        FileHandle.standardError.write(Data("settings-writer: \(error)\n".utf8))
        exit(1)
    }
}
