import Foundation
import TestSupport
import Testing
@testable import LayerKit

/// UIImage, its lookup by name, UIImageView and UIGraphicsImageRenderer (layerkit.md §5).
@MainActor
@Suite(.serialized) struct ImageTests {
    /// A 4 x 2 red PNG drawn by the renderer itself.
    static func redPNG(width: CGFloat = 4, height: CGFloat = 2) -> Data? {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    @Test func theRendererDrawsWithUIKitsCallsAtItsScale() throws {
        let format = UIGraphicsImageRenderer.Format()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format).image { _ in
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5)).fill()
        }
        #expect(image.scale == 2 && image.size == CGSize(width: 10, height: 5))
        #expect(image.cgImage?.width == 20 && image.cgImage?.height == 10)
        #expect(image.pngData() != nil)
    }

    @Test func theLegacyImageContextGivesWhatWasDrawn() throws {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 6), false, 2)
        UIColor.green.setFill()
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 6)).fill()
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.scale == 2 && image.size == CGSize(width: 10, height: 6) && image.cgImage?.width == 20)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func namedImagesAreFoundInCataloguesScaledFilesAndPlainFiles() throws {
        let png = try #require(Self.redPNG())
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layerkit-images-\(UUID().uuidString)")
        let set = directory.appendingPathComponent("Assets.xcassets/star.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try png.write(to: set.appendingPathComponent("star-2.png"))
        try Data(#"{"images": [{"filename": "star-2.png", "scale": "2x"}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        try png.write(to: directory.appendingPathComponent("dot@3x.png"))
        try png.write(to: directory.appendingPathComponent("plain.png"))
        defer { try? FileManager.default.removeItem(at: directory) }
        setenv("LAYERKIT_RESOURCES", directory.path, 1)
        defer { unsetenv("LAYERKIT_RESOURCES") }
        #expect(UIImage(named: "star")?.scale == 2)
        #expect(UIImage(named: "dot")?.scale == 3)
        #expect(UIImage(named: "dot")?.size == CGSize(width: 4.0 / 3, height: 2.0 / 3))
        #expect(UIImage(named: "plain")?.scale == 1 && UIImage(named: "plain.png") != nil)
        #expect(UIImage(named: "missing") == nil && UIImage(systemName: "star") == nil)
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("dot@3x.png").path)?.scale == 3)
    }

    @Test func badPicturesAreRefusedWithOneDiagnosticEach() {
        let recorder = DiagnosticsRecorder()
        let made = recorder.run {
            [UIImage(data: Data()), UIImage(data: Data("<html>".utf8)), UIImage(data: Data([0x89, 0x50, 0x4E, 0x47]))]
        }
        let allRefused = made.allSatisfy { $0 == nil }
        #expect(allRefused && recorder.count == 3)
    }

    @Test func anImageViewShowsItsImageAndTakesNoTouches() throws {
        let image = try #require(Self.redPNG().flatMap { UIImage(data: $0) })
        let view = UIImageView(image: image)
        #expect(view.frame.size == CGSize(width: 4, height: 2) && !view.isUserInteractionEnabled)
        #expect(view.layer.contents as? CGImage === image.cgImage)
        view.image = nil
        #expect(view.layer.contents == nil)
    }
}
