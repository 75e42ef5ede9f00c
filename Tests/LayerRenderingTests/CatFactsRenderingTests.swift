import CatFacts
import CatFactsFixtures
import CSDL2
import Foundation
import LayerAnimation
import Testing
@testable import CatFactsScene
@testable import LayerRendering

/// Photos decoded with SDL2_image, and each Cat Facts screen drawn offscreen.
@MainActor @Suite(.serialized) struct CatFactsRenderingTests {
    static let fixtures = LocalServer.fixtures

    static func isRed(_ c: RGBA) -> Bool { c.r > 150 && c.g < 90 && c.b < 90 }
    static func isBlue(_ c: RGBA) -> Bool { c.b > 150 && c.r < 90 && c.g < 110 }

    /// Every format the photo API serves: a 64 x 48 picture, red on the left, blue on the right.
    @Test(arguments: ["png", "jpg", "webp", "gif"])
    func photosDecodeInEveryFormat(format: String) throws {
        // The canvas outlives the photo: SDL destroys a renderer's textures with it.
        let canvas = OffscreenCanvas(width: 128, height: 96)
        do {
            let image = try BitmapImage(data: try Data(contentsOf: Self.fixtures.appendingPathComponent("two.\(format)")))
            #expect(image.pixelSize == CGSize(width: 64, height: 48))
            let layer = CALayer()
            layer.anchorPoint = .zero
            layer.bounds = CGRect(x: 0, y: 0, width: 128, height: 96)
            layer.contents = image
            canvas.render(layer)
        }
        #expect(Self.isRed(canvas.pixel(20, 48)) && Self.isBlue(canvas.pixel(108, 48)), "\(canvas.pixel(20, 48)) \(canvas.pixel(108, 48))")
    }

    @Test func whatIsNotAPictureIsRefusedInOneLine() {
        for data in [Data(), Data("this is not an image".utf8), Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0])] {
            #expect(throws: SDLError.self) { try BitmapImage(data: data) }
        }
        do {
            _ = try BitmapImage(data: Data("<html>".utf8))
        } catch {
            #expect("\(error)".hasPrefix("not a picture") && !"\(error)".contains("\n"))
        }
    }

    /// Pictures built to hurt, as the fixture server sends them: each is
    /// refused in one line (before decoding, when its header claims a huge
    /// size) or shown (a GIF of 5,000 frames shows its first).
    @Test(arguments: [("hugepng", "PNG picture is 30000 x 30000 pixels"), ("hugejpeg", "JPEG picture is 30000 x 30000 pixels"),
                      ("truncated", ""), ("htmljpeg", "not a picture"), ("empty", "empty"), ("gif5000", nil)] as [(String, String?)])
    func hostilePicturesAreRefusedInOneLineOrShown(kind: String, expected: String?) throws {
        let server = try LocalServer()
        let data = try Data(contentsOf: server.url("photo/\(kind)"))
        do {
            let image = try BitmapImage(data: data)
            #expect(expected == nil || expected == "", "\(kind) was shown: \(image.pixelSize)")
            if kind == "gif5000" { #expect(image.pixelSize == CGSize(width: 1, height: 1)) }
        } catch {
            let line = "\(error)"
            #expect(expected != nil, "\(kind): \(line)")
            #expect(line.contains(expected ?? "") && !line.contains("\n") && !line.isEmpty, "\(kind): \(line)")
        }
    }

    @Test func pictureHeadersSayTheirSizeBeforeDecoding() throws {
        for format in ["png", "jpg", "webp", "gif"] {
            let header = try #require(PictureHeader(try Data(contentsOf: Self.fixtures.appendingPathComponent("two.\(format)"))), "\(format)")
            #expect(header.width == 64 && header.height == 48, "\(format): \(header)")
        }
        let photo = try #require(PictureHeader(try Data(contentsOf: Self.fixtures.appendingPathComponent("photo.jpg"))))
        #expect(photo.format == .jpeg && photo.width > 0 && photo.height > 0)
        #expect(PictureHeader(Data()) == nil && PictureHeader(Data("<html>".utf8)) == nil)
        #expect(PictureHeader(Data([0xFF, 0xD8, 0xFF])) == nil, "a JPEG that ends before its frame header")
    }

    @Test func aLargePhotoIsScaledDownWhenDecoded() throws {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 4096, 1024, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("large-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(IMG_SavePNG(surface, file.path) == 0)
        let image = try BitmapImage(data: try Data(contentsOf: file))
        #expect(image.pixelSize == CGSize(width: 2048, height: 512))
    }

    // MARK: The screens

    static let size = CGSize(width: 900, height: 600)

    func makeScene() -> CatFactsScene {
        var generator = SystemRandomNumberGenerator()
        let feed = FactsFeed(pageSize: 3) { page, _ in
            page > 1 ? [] : [CatFact("Cats sleep for most of the day."), CatFact("A group of kittens is a kindle."),
                             CatFact(String(repeating: "Long fact that wraps over several lines. ", count: 12))]
        }
        let saved = SavedFacts(url: FileManager.default.temporaryDirectory
            .appendingPathComponent("cat-facts-render-\(UUID().uuidString)/cat-facts.json"))
        let scene = CatFactsScene(client: CatFactsClient(factsURL: URL(string: "http://127.0.0.1:9")!),
                                  saved: saved, decodePhoto: { try BitmapImage(data: $0) },
                                  unlock: UnlockModel(using: &generator), feed: feed)
        scene.layout(size: Self.size)
        return scene
    }

    /// Draws the scene at `time` seconds on a manual clock.
    func draw(_ scene: CatFactsScene, on canvas: OffscreenCanvas, clock: ManualMediaClock, at time: Double) {
        clock.now = time
        canvas.render(scene.root, at: time)
    }

    @Test func theUnlockScreenSplitsTheWidthAndTheRightColourRevealsTheButton() {
        let canvas = OffscreenCanvas(width: 900, height: 600)
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let scene = makeScene()
            draw(scene, on: canvas, clock: clock, at: 0)
            #expect(Self.isRed(canvas.pixel(10, 100)) && Self.isBlue(canvas.pixel(890, 100)))
            let green = canvas.pixel(450, 100)
            #expect(green.g > 120 && green.r < 80)
            let button = scene.unlock.next.layer.frame
            scene.key(String(scene.unlockModel.rightColor.rawValue.prefix(1)))
            draw(scene, on: canvas, clock: clock, at: 1)
            let white = canvas.pixel(Int(button.minX) + 8, Int(button.midY) - 30)  // it slid up 36 points
            #expect(white.r > 230 && white.g > 230 && white.b > 230, "\(white)")
        }
    }

    @Test func theListsShowRowsWithTheirButtons() async {
        let canvas = OffscreenCanvas(width: 900, height: 600)
        let clock = ManualMediaClock(now: 0)
        let scene = makeScene()
        scene.key(String(scene.unlockModel.rightColor.rawValue.prefix(1)))
        scene.key("enter")
        await scene.settle()
        scene.saveFact(at: 0)
        clock.run { draw(scene, on: canvas, clock: clock, at: 5) }
        let rows = scene.factsList.rows
        #expect(rows.count == 3 && rows[2].layer.frame.height > rows[0].layer.frame.height, "the long fact's row is taller")
        func buttonCentre(_ row: FactRow) -> (Int, Int) {
            (Int(row.layer.frame.minX + row.button.layer.frame.midX - 10),
             Int(FactListScreen.headerHeight + row.layer.frame.minY + row.button.layer.frame.midY - 10))
        }
        let saved = canvas.pixel(buttonCentre(rows[0]).0, buttonCentre(rows[0]).1)
        let save = canvas.pixel(buttonCentre(rows[1]).0, buttonCentre(rows[1]).1)
        #expect(saved.g > 130 && saved.r < 90, "the checkmark's green: \(saved)")
        #expect(save.b > 180 && save.r < 120, "the +'s blue: \(save)")
        scene.openSaved()
        clock.run { draw(scene, on: canvas, clock: clock, at: 10) }
        let row = scene.savedList.rows[0]
        let delete = canvas.pixel(buttonCentre(row).0, buttonCentre(row).1)
        #expect(delete.r > 150 && delete.g < 90, "the ✕'s red: \(delete)")
    }

    @Test func theDetailFillsTheViewWithThePhotoUnderTheText() throws {
        let canvas = OffscreenCanvas(width: 900, height: 600)
        let clock = ManualMediaClock(now: 0)
        let scene = makeScene()
        let photo = try BitmapImage(data: try Data(contentsOf: Self.fixtures.appendingPathComponent("two.png")))
        clock.run {
            scene.detail.root.isHidden = false
            scene.detail.show(CatFact("Cats sleep for most of the day."))
            scene.detail.showPhoto(photo)
            canvas.render(scene.detail.root, at: 2)  // the photo starts fading in
            canvas.render(scene.detail.root, at: 3)
        }
        // Aspect-fill: the 4:3 picture covers 900 x 600, its halves darkened by the scrim.
        let left = canvas.pixel(60, 560), right = canvas.pixel(840, 40)
        #expect(left.r > 90 && left.b < 50 && right.b > 90 && right.r < 50, "\(left) \(right)")
        // The text: white glyphs in the middle band, none near the top or bottom.
        var bright = 0
        for y in 280..<320 { for x in 40..<860 where canvas.pixel(x, y).g > 200 { bright += 1 } }
        #expect(bright > 200)
    }
}
