import Foundation

/// `UIImage(named:)`'s search: the bundle, the SwiftPM resource bundles
/// beside the program, `$LAYERKIT_RESOURCES`; in each an asset catalogue's
/// image set, then `@Nx` files, then the plain name.
@preconcurrency @MainActor
enum ImageLookup {
    static let extensions = ["png", "jpg", "jpeg", "gif", "webp"]

    static func find(_ name: String, in bundle: Bundle?) -> (path: String, scale: CGFloat)? {
        for directory in directories(bundle) {
            if let found = inCatalogue(name, directory) ?? scaledFile(name, directory) ?? plainFile(name, directory) {
                return found
            }
        }
        return nil
    }

    /// Where to look, in order.
    static func directories(_ bundle: Bundle?) -> [String] {
        var result: [String] = []
        if let path = (bundle ?? Bundle.main).resourcePath { result.append(path) }
        let beside = Bundle.main.bundleURL
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: beside.path)) ?? []
        result += entries.filter { $0.hasSuffix(".resources") }.sorted().map { beside.appendingPathComponent($0).path }
        if let extra = ProcessInfo.processInfo.environment["LAYERKIT_RESOURCES"] {
            result += extra.split(separator: ":").map(String.init)
        }
        return result
    }

    /// The scales to try: the screen's first, then the highest.
    static var scales: [Int] {
        let screen = Int(UIScreen.main.scale.rounded())
        return [screen] + [3, 2, 1].filter { $0 != screen }
    }

    private static func inCatalogue(_ name: String, _ directory: String) -> (String, CGFloat)? {
        let set = "\(directory)/Assets.xcassets/\(name).imageset"
        guard let data = FileManager.default.contents(atPath: "\(set)/Contents.json"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else { return nil }
        var byScale: [Int: String] = [:]
        for image in images {
            guard let file = image["filename"] as? String, !file.contains("/") else { continue }
            let scale = Int((image["scale"] as? String)?.dropLast() ?? "1") ?? 1
            byScale[scale] = file
        }
        for scale in scales {
            if let file = byScale[scale], FileManager.default.fileExists(atPath: "\(set)/\(file)") {
                return ("\(set)/\(file)", CGFloat(scale))
            }
        }
        return nil
    }

    private static func scaledFile(_ name: String, _ directory: String) -> (String, CGFloat)? {
        let (base, givenExtension) = split(name)
        for scale in scales where scale > 1 {
            for ext in givenExtension.map({ [$0] }) ?? extensions {
                let path = "\(directory)/\(base)@\(scale)x.\(ext)"
                if FileManager.default.fileExists(atPath: path) { return (path, CGFloat(scale)) }
            }
        }
        return nil
    }

    private static func plainFile(_ name: String, _ directory: String) -> (String, CGFloat)? {
        let (base, givenExtension) = split(name)
        for ext in givenExtension.map({ [$0] }) ?? extensions {
            let path = "\(directory)/\(base).\(ext)"
            if FileManager.default.fileExists(atPath: path) { return (path, 1) }
        }
        return nil
    }

    /// "icon.png" is ("icon", "png"); "icon" is ("icon", nil).
    private static func split(_ name: String) -> (String, String?) {
        let ext = (name as NSString).pathExtension.lowercased()
        guard extensions.contains(ext) else { return (name, nil) }
        return ((name as NSString).deletingPathExtension, ext)
    }
}
