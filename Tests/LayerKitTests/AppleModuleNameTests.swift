import Testing
import LayerKit

/// A ported file keeps its `import QuartzCore` and `import CoreGraphics` (the
/// engine under Apple's module names, in `PortedModuleImports.swift`) and
/// Darwin's time-unit constants.
@MainActor
@Suite struct AppleModuleNameTests {
    @Test func quartzCoreAndCoreGraphicsAreTheEngine() {
        let (layer, color, pulse) = ringThroughApplesModuleNames()
        #expect(layer.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10) && layer.fillColor?.components == color.components)
        #expect(layer.animation(forKey: "pulse") is CABasicAnimation && pulse.keyPath == "opacity")
    }

    @Test func darwinsConstantsAreThere() {
        let half = DispatchTime.now() + Double(Int64(0.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        #expect(half > DispatchTime.now())
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000 && USEC_PER_SEC == 1_000_000 && NSEC_PER_USEC == 1_000)
        #expect(Float(NSIntegerMax) > 1e18 && NSIntegerMin == Int.min && NSUIntegerMax == UInt.max)
    }
}
