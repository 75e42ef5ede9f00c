import CatFacts
import Foundation
import LayerAnimation
import LayerAnimators
import SceneControls

/// One fact full-size: its text centred vertically with 40-point margins
/// left and right, over a random cat photo shown aspect-fill and clipped
/// to the view, with a progress bar while the photo downloads.
@MainActor
final class DetailScreen {
    let root = CALayer()
    let photo = CALayer()
    /// Darkens the photo under the text so it stays legible.
    let scrim = CALayer()
    let text = CATextLayer()
    let back = Button("‹ Back")
    /// The progress bar: its track and its fill.
    let track = CALayer()
    let fill = CALayer()
    let status = label("", size: 14, color: Style.muted)
    private(set) var fact: CatFact?
    /// The fraction the bar shows; nil while the size is unknown (a sweeping bar).
    private(set) var progress: Double?
    private(set) var isLoading = false
    private var size = CGSize.zero
    private let measure: TextMeasuring

    static let fontSize: CGFloat = 24
    static let margin: CGFloat = 40

    init(measure: TextMeasuring) {
        self.measure = measure
        root.anchorPoint = .zero
        root.name = "detail"
        root.masksToBounds = true
        root.backgroundColor = CGColor(red: 0.05, green: 0.06, blue: 0.08, alpha: 1)
        photo.anchorPoint = .zero
        photo.contentsGravity = .resizeAspectFill
        photo.masksToBounds = true
        photo.name = "photo"
        scrim.anchorPoint = .zero
        scrim.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.45)
        text.fontSize = Self.fontSize
        text.isWrapped = true
        text.truncationMode = .end
        text.alignmentMode = .center
        text.foregroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        track.anchorPoint = .zero
        track.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.18)
        track.cornerRadius = 3
        track.masksToBounds = true
        fill.anchorPoint = .zero
        fill.backgroundColor = Style.accent
        fill.cornerRadius = 3
        track.addSublayer(fill)
        track.name = "progress"
        for layer in [photo, scrim, text, track, status, back.layer] { root.addSublayer(layer) }
    }

    /// Shows `fact` with no photo yet and the bar at the start.
    func show(_ fact: CatFact) {
        self.fact = fact
        photo.contents = nil
        photo.opacity = 0
        status.string = "Loading a cat photo…"
        isLoading = true
        setProgress(nil)
        layout(size: size)
    }

    func layout(size: CGSize) {
        self.size = size
        photo.frame = CGRect(origin: .zero, size: size)
        scrim.frame = photo.frame
        back.place(CGRect(x: 12, y: 12, width: 110, height: 34))
        let width = max(size.width - 2 * Self.margin, 20)
        let room = max(size.height - 2 * 64, 30)
        let line = Self.fontSize * 1.25, lines = max(Int(room / line), 1)
        // No glyph is narrower than a quarter of an em: more characters than
        // that could never show, and would only cost wrapping time.
        let shown = String((fact?.text ?? "").prefix(lines * Int(width / (Self.fontSize / 4) + 1)))
        if text.string as? String != shown { text.string = shown }
        let height = min(measure.height(of: shown, fontSize: Self.fontSize, width: width, maximumLines: lines) + line * 0.4, room)
        text.frame = CGRect(x: Self.margin, y: ((size.height - height) / 2).rounded(), width: width, height: height)
        track.frame = CGRect(x: Self.margin, y: size.height - 30, width: width, height: 6)
        status.frame = CGRect(x: Self.margin, y: size.height - 56, width: width, height: 20)
        placeFill()
    }

    /// The bar at `fraction` (nil: unknown, a segment sweeping across).
    func setProgress(_ fraction: Double?) {
        let clamped = fraction.map { min(max($0, 0), 1) }
        if clamped == nil && progress == nil && fill.animation(forKey: "sweep") != nil { return }  // sweeping already
        progress = clamped
        track.isHidden = !isLoading
        if let clamped {
            status.string = "Loading a cat photo… \(Int(clamped * 100))%"
            fill.removeAnimation(forKey: "sweep")
        }
        placeFill()
    }

    private func placeFill() {
        let width = track.bounds.width
        fill.frame = CGRect(x: 0, y: 0, width: progress.map { width * $0 } ?? width * 0.3, height: 6)
        guard isLoading && progress == nil else { return }
        // (Re)started: the sweep spans the track's width, which a resize changes.
        let sweep = CABasicAnimation(keyPath: "position.x")
        sweep.fromValue = -width * 0.3
        sweep.toValue = width
        sweep.duration = 1.2
        sweep.repeatCount = .infinity
        fill.add(sweep, forKey: "sweep")
    }

    /// The photo arrived: it fades in and the bar goes.
    func showPhoto(_ contents: AnyObject) {
        isLoading = false
        fill.removeAnimation(forKey: "sweep")
        track.isHidden = true
        status.string = ""
        photo.contents = contents
        CALayer.animate(withDuration: 0.3) { photo.opacity = 1 }
    }

    /// The photo cannot be had: why, in one line, over the plain background.
    func showProblem(_ line: String) {
        isLoading = false
        fill.removeAnimation(forKey: "sweep")
        track.isHidden = true
        status.string = "No photo: \(line)"
    }

    /// Leaving: the photo is let go (a new one comes with the next fact).
    func clear() {
        isLoading = false
        fill.removeAnimation(forKey: "sweep")
        photo.contents = nil
    }
}
