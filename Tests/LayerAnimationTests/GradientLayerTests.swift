import Foundation
import Testing
@testable import LayerAnimation

/// `CAGradientLayer`'s values, animations and what its drawing records.
@Suite struct GradientLayerTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

    static func colorsOf(_ layer: CAGradientLayer?) -> [CGColor] { (layer?.colors as? [CGColor]) ?? [] }

    @Test func defaultsAreApples() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil && layer.locations == nil)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.type == .axial && kCAGradientLayerConic.rawValue == "conic")
        #expect(CAGradientLayerType.radial.rawValue == "radial")
    }

    @Test func valuesReadBackAndBadOnesAreRefused() {
        let recorder = DiagnosticsRecorder()
        recorder.run {
            let layer = CAGradientLayer()
            layer.colors = [Self.red, Self.blue]
            layer.locations = [0.25, 0.75]
            #expect(Self.colorsOf(layer) == [Self.red, Self.blue])
            #expect(layer.locations == [0.25, 0.75])
            layer.colors = ["red", Self.blue]  // not colours: refused
            layer.locations = [NSNumber(value: Double.nan)]
            #expect(Self.colorsOf(layer) == [Self.red, Self.blue])
            #expect(layer.locations == [0.25, 0.75])
            layer.setValue(NSValue(cgPoint: CGPoint(x: 0, y: 0.5)), forKey: "startPoint")
            #expect(layer.startPoint == CGPoint(x: 0, y: 0.5))
            #expect(layer.value(forKey: "endPoint") as? CGPoint == CGPoint(x: 0.5, y: 1))
            #expect(layer.value(forKey: "locations") as? [NSNumber] == [0.25, 0.75])
        }
        #expect(recorder.diagnostics.count == 2)
    }

    /// Colours and locations blend index by index; arrays of another length switch halfway.
    @Test func colorsAndLocationsAnimate() {
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let layer = CAGradientLayer()
            layer.colors = [Self.red, Self.blue]
            layer.add(basic("colors", from: [Self.red, Self.blue], to: [Self.blue, Self.red]), forKey: "swap")
            let shimmer = basic("locations", from: [-1, -0.5, 0], to: [1, 1.5, 2])
            layer.add(shimmer, forKey: "shimmer")
            layer.add(basic("startPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0)), forKey: "start")
            clock.now = 0.25
            let shown = layer.presentation()!
            let colors = Self.colorsOf(shown)
            #expect(colors.count == 2 && isClose(Double(colors[0].red), 0.75) && isClose(Double(colors[0].blue), 0.25))
            #expect(shown.locations?.map(\.doubleValue) == [-0.5, 0, 0.5])
            #expect(shown.startPoint == CGPoint(x: 0.25, y: 0))
            #expect(Self.colorsOf(layer) == [Self.red, Self.blue])  // the model is untouched
            layer.add(basic("colors", from: [Self.red, Self.blue], to: [Self.green, Self.green, Self.green]), forKey: "swap")
            clock.now = 0.25 + 0.45  // it began when added
            #expect(Self.colorsOf(layer.presentation()).count == 2)
            clock.now = 0.25 + 0.55
            #expect(Self.colorsOf(layer.presentation()) == [Self.green, Self.green, Self.green])
        }
    }

    /// A nil `locations` counts as evenly spaced; a change of a gradient in a tree animates implicitly.
    @Test func implicitChangesAnimateFromWhatIsShown() {
        let clock = ManualMediaClock(now: 0)
        clock.run {
            let root = CALayer()
            let layer = CAGradientLayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.addSublayer(layer)
            layer.colors = [Self.red, Self.blue, Self.green]
            CATransaction.commit()
            layer.locations = [0, 0.8, 1]  // from nil: 0, 0.5, 1
            CATransaction.flush()
            #expect(layer.animation(forKey: "locations") != nil)
            clock.now = 0.125  // halfway through the default 0.25 s, linear-ish midpoint of the default curve
            let middle = layer.presentation()!.locations!.map(\.doubleValue)
            #expect(middle.count == 3 && middle[1] > 0.5 && middle[1] < 0.8)
            clock.now = 1
            root.evaluateFrame(atTime: 1)
            #expect(layer.presentation()!.locations == [0, 0.8, 1])
        }
    }

    static func fill(_ configure: (CAGradientLayer) -> Void) -> CGGradientFill? {
        let layer = CAGradientLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        configure(layer)
        layer.displayIfNeeded()
        guard let drawing = layer.contents as? CALayerDrawing else { return nil }
        for command in drawing.commands { if case .gradient(let fill, _) = command { return fill } }
        return nil
    }

    @Test func whatIsDrawnAndWhatIsNot() {
        // Unit points map onto the bounds.
        let axial = Self.fill { $0.colors = [Self.red, Self.blue]; $0.startPoint = CGPoint(x: 0, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 0.5) }
        #expect(axial?.shape == .axial(start: CGPoint(x: 0, y: 50), end: CGPoint(x: 200, y: 50)))
        #expect(axial?.locations == [0, 1])
        // Radial: an ellipse of |E - S| in each axis; the default points give a zero x radius.
        let radial = Self.fill { $0.type = .radial; $0.colors = [Self.red, Self.blue]; $0.startPoint = CGPoint(x: 0.5, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 1) }
        #expect(radial?.shape == .elliptical(center: CGPoint(x: 100, y: 50), radii: CGSize(width: 100, height: 50)))
        #expect(Self.fill { $0.type = .radial; $0.colors = [Self.red, Self.blue] } == nil)
        let conic = Self.fill { $0.type = .conic; $0.colors = [Self.red, Self.blue]; $0.startPoint = CGPoint(x: 0.5, y: 0.5); $0.endPoint = CGPoint(x: 0.5, y: 1) }
        #expect(conic?.shape == .conic(center: CGPoint(x: 100, y: 50), angle: .pi / 2))
        #expect(Self.fill { $0.colors = [Self.red] } == nil)
        #expect(Self.fill { $0.colors = [Self.red, Self.blue]; $0.locations = [0, 0.5, 1] } == nil)
        #expect(Self.fill { $0.colors = [Self.red, Self.blue]; $0.type = CAGradientLayerType(rawValue: "spiral") } == nil)
        #expect(Self.fill { $0.colors = [Self.red, Self.blue]; $0.endPoint = $0.startPoint } == nil)
        // A stop lower than the one before is raised to it; stops outside 0...1 stay.
        let raised = Self.fill { $0.colors = [Self.red, Self.blue, Self.green]; $0.locations = [-1, -2, 1.5] }
        #expect(raised?.locations == [-1, -1, 1.5])
    }

    @Test func colorsBlendStraightAndExtendPastTheEnds() {
        let white = ColorComponents(red: 1, green: 1, blue: 1, alpha: 1), clear = ColorComponents(red: 0, green: 0, blue: 0, alpha: 0)
        let fill = CGGradientFill(shape: .axial(start: .zero, end: CGPoint(x: 1, y: 0)), locations: [0.2, 0.6], colors: [white, clear])
        let middle = fill.color(at: 0.4)
        #expect([middle.red, middle.green, middle.blue, middle.alpha].allSatisfy { abs($0 - 0.5) < 1e-9 })
        #expect(fill.color(at: -3) == white && fill.color(at: 9) == clear)
        let hard = CGGradientFill(shape: .axial(start: .zero, end: CGPoint(x: 1, y: 0)), locations: [0, 0.5, 0.5, 1],
                                  colors: [white, white, clear, clear])
        #expect(hard.color(at: 0.499) == white && hard.color(at: 0.5) == clear)
    }
}
