import Foundation
import LayerRendering

/// A decoded picture (PNG, JPEG, GIF's first frame, WebP) as layer contents.
public typealias CGImage = BitmapImage

extension BitmapImage {
    public var width: Int { Int(pixelSize.width) }
    public var height: Int { Int(pixelSize.height) }
}

/// A picture and its scale: `size` is its pixels over its scale. Made
/// from data, a file (its `@2x` / `@3x` name gives the scale) or a name
/// looked up as UIKit does (see ``init(named:in:compatibleWith:)``).
/// `layer.contents = image.cgImage` shows it.
open class UIImage: NSObject, @unchecked Sendable {
    public let cgImage: CGImage?
    public let scale: CGFloat
    /// The bytes it was decoded from (what `pngData()` gives back for a PNG).
    private let source: Data?

    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: cgImage.pixelSize.width / scale, height: cgImage.pixelSize.height / scale)
    }

    public init(cgImage: CGImage, scale: CGFloat = 1) {
        self.cgImage = cgImage
        self.scale = UIImage.checked(scale)
        source = nil
    }

    /// Nil, with one diagnostic, when `data` is not a picture this can show.
    public init?(data: Data, scale: CGFloat = 1) {
        do {
            cgImage = try BitmapImage(data: data)
        } catch {
            CADiagnostics.report(CADiagnostic(call: "UIImage(data:)", message: "\(error)"))
            return nil
        }
        self.scale = UIImage.checked(scale)
        source = data
    }

    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: UIImage.scale(inName: (path as NSString).deletingPathExtension))
    }

    @preconcurrency @MainActor public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Looks in `bundle` (or the main bundle), then in the SwiftPM
    /// resource bundles beside the program, then in `$LAYERKIT_RESOURCES`
    /// (directories separated by colons); in each, an `Assets.xcassets`
    /// image set, then `name@Nx` files, then `name` itself.
    @preconcurrency @MainActor public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard !name.isEmpty, let (path, scale) = ImageLookup.find(name, in: bundle),
              let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: scale)
    }

    /// SF Symbols are Apple's: none here.
    public convenience init?(systemName name: String) {
        return nil
    }

    /// The PNG it was read from; nil for another format or a drawn image.
    public func pngData() -> Data? {
        guard let source, source.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        return source
    }

    /// The scale a file's name gives: `@2x` is 2, `@3x` is 3, else 1.
    static func scale(inName name: String) -> CGFloat {
        for factor in [3, 2] where name.hasSuffix("@\(factor)x") { return CGFloat(factor) }
        return 1
    }

    private static func checked(_ scale: CGFloat) -> CGFloat {
        scale.isFinite && scale > 0 ? min(scale, 16) : 1
    }
}
