import Foundation
import SplitMix
import Testing
@testable import LayerAnimation

/// `CALayerProperties.nonFiniteFields(in:)` is how a frame finds an
/// animation that overflowed, and how the randomized suites check that
/// nothing non-finite reaches the screen: it must name exactly the fields
/// asked about that hold a number that is not finite. Held here to a
/// reference that checks each number of each field in turn.
@Suite struct NonFiniteFieldsTests {
    typealias Generator = FuzzTests.Generator

    /// Each field, with a way to spoil one of its numbers and the plain
    /// per-number check the reference uses.
    struct Field: Sendable {
        let field: AnimatedFields
        let spoil: @Sendable (inout CALayerProperties, Double, Int) -> Void
        let isFinite: @Sendable (CALayerProperties) -> Bool
    }

    static let fields: [Field] = [
        Field(field: .position, spoil: { p, v, i in if i % 2 == 0 { p.position.x = v } else { p.position.y = v } },
              isFinite: { $0.position.x.isFinite && $0.position.y.isFinite }),
        Field(field: .anchorPoint, spoil: { p, v, i in if i % 2 == 0 { p.anchorPoint.x = v } else { p.anchorPoint.y = v } },
              isFinite: { $0.anchorPoint.x.isFinite && $0.anchorPoint.y.isFinite }),
        Field(field: .bounds, spoil: { p, v, i in
                  switch i % 4 {
                  case 0: p.bounds.origin.x = v
                  case 1: p.bounds.origin.y = v
                  case 2: p.bounds.size.width = v
                  default: p.bounds.size.height = v
                  }
              },
              isFinite: { [$0.bounds.origin.x, $0.bounds.origin.y, $0.bounds.size.width, $0.bounds.size.height].allSatisfy(\.isFinite) }),
        Field(field: .zPosition, spoil: { p, v, _ in p.zPosition = v }, isFinite: { $0.zPosition.isFinite }),
        Field(field: .opacity, spoil: { p, v, _ in p.opacity = Float(v) }, isFinite: { $0.opacity.isFinite }),
        Field(field: .cornerRadius, spoil: { p, v, _ in p.cornerRadius = v }, isFinite: { $0.cornerRadius.isFinite }),
        Field(field: .borderWidth, spoil: { p, v, _ in p.borderWidth = v }, isFinite: { $0.borderWidth.isFinite }),
        Field(field: .transform, spoil: { p, v, i in p.transform.m42 = i % 2 == 0 ? v : 0; p.transform.m11 = i % 2 == 1 ? v : 1 },
              isFinite: { $0.transform.m42.isFinite && $0.transform.m11.isFinite }),
        Field(field: .sublayerTransform, spoil: { p, v, _ in p.sublayerTransform.m34 = v },
              isFinite: { $0.sublayerTransform.m34.isFinite }),
        Field(field: .backgroundColor,
              spoil: { p, v, _ in p.backgroundColorComponents = ColorComponents(red: v, green: 0, blue: 0, alpha: 1) },
              isFinite: { $0.backgroundColorComponents.map { $0.red.isFinite } ?? true }),
        Field(field: .borderColor,
              spoil: { p, v, _ in p.borderColorComponents = ColorComponents(red: 0, green: 0, blue: 0, alpha: v) },
              isFinite: { $0.borderColorComponents.map { $0.alpha.isFinite } ?? true }),
        Field(field: .shape, spoil: { p, v, _ in p.shape.lineWidth = v }, isFinite: { $0.shape.lineWidth.isFinite }),
        Field(field: .shadow, spoil: { p, v, _ in p.shadow.radius = v }, isFinite: { $0.shadow.radius.isFinite }),
        Field(field: .text, spoil: { p, v, _ in p.text.fontSize = v }, isFinite: { $0.text.fontSize.isFinite }),
    ]

    /// A number that is finite as often as not, from the edges of Double
    /// (and Float's: an opacity past Float's range is not finite).
    static func number(_ g: inout Generator) -> Double {
        switch Int.random(in: 0..<10, using: &g) {
        case 0: .nan
        case 1: .infinity
        case 2: -.infinity
        case 3: [Double.greatestFiniteMagnitude, -1e300, 1e39, -0.0, Double.leastNonzeroMagnitude].randomElement(using: &g)!
        default: Double.random(in: -1e6...1e6, using: &g)
        }
    }

    @Test func namesExactlyTheFieldsAskedAboutThatAreNotFinite() {
        var g = Generator(seed: SplitMix64.testSeed(20_261_127))
        for _ in 0..<5_000 {
            var properties = CALayerProperties()
            for field in Self.fields where Bool.random(using: &g) {
                field.spoil(&properties, Self.number(&g), Int.random(in: 0..<4, using: &g))
            }
            var expected: AnimatedFields = []
            for field in Self.fields where !field.isFinite(properties) { expected.insert(field.field) }
            let asked = AnimatedFields(rawValue: UInt16.random(in: 0...UInt16.max, using: &g))
            #expect(properties.nonFiniteFields(in: asked) == expected.intersection(asked),
                    "asked \(asked.rawValue), expected \(expected.rawValue)")
            #expect(properties.nonFiniteFields == expected)
        }
    }
}
