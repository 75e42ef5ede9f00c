import Foundation

/// The name of one of Core Animation's value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    public static let scale = CAValueFunctionName(rawValue: "scale")
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    public static let translate = CAValueFunctionName(rawValue: "translate")
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Turns the numbers a property animation interpolates into the transform
/// it presents (``CAPropertyAnimation/valueFunction``): a rotation animated
/// from 0 to 2π with `.rotateZ` makes a whole turn, which two matrices
/// cannot say. The same name always gives the same object.
public final class CAValueFunction: _CAValueFunctionSharing, @unchecked Sendable {
    public let name: CAValueFunctionName
    /// How many numbers the function takes (1 or 3).
    let inputCount: Int
    /// What a missing input counts as: 1 for scales, 0 otherwise.
    let neutralInput: Double

    fileprivate init(name: CAValueFunctionName, inputCount: Int, neutralInput: Double) {
        (self.name, self.inputCount, self.neutralInput) = (name, inputCount, neutralInput)
    }

    /// One object per known name, made once.
    fileprivate static let shared: [CAValueFunctionName: CAValueFunction] = {
        let ones: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scaleX, .scaleY, .scaleZ,
                                           .translateX, .translateY, .translateZ]
        var table = [CAValueFunctionName: CAValueFunction]()
        for name in ones {
            table[name] = CAValueFunction(name: name, inputCount: 1, neutralInput: name.rawValue.hasPrefix("scale") ? 1 : 0)
        }
        table[.scale] = CAValueFunction(name: .scale, inputCount: 3, neutralInput: 1)
        table[.translate] = CAValueFunction(name: .translate, inputCount: 3, neutralInput: 0)
        return table
    }()

    /// An animation value as the function's inputs (x, y, z): a number, or
    /// an array of numbers. A number given to a three-input function is its
    /// first input; a short array is padded with the neutral input; a
    /// one-input function given an array takes its first element. Nil when
    /// the value holds no number.
    func inputs(_ value: Any) -> SIMD4<Double>? {
        var numbers: [Double]
        if let number = AnimationNumber.of(value) {
            numbers = [number]
        } else if let array = value as? [Any] {
            var converted: [Double] = []
            for element in array.prefix(3) {
                guard let number = AnimationNumber.cast(element) else { return nil }
                converted.append(number)
            }
            numbers = converted
        } else {
            return nil
        }
        guard !numbers.isEmpty else { return nil }
        if inputCount == 1 { numbers = [numbers[0]] }
        while numbers.count < 3 { numbers.append(neutralInput) }
        return SIMD4(numbers[0], numbers[1], numbers[2], 0)
    }

    /// The function's neutral inputs: they make the identity.
    var identityInputs: SIMD4<Double> { SIMD4(neutralInput, neutralInput, neutralInput, 0) }

    /// The transform for inputs `v`.
    func transform(_ v: SIMD4<Double>) -> CATransform3D {
        switch name {
        case .rotateX: CATransform3DMakeRotation(v.x, 1, 0, 0)
        case .rotateY: CATransform3DMakeRotation(v.x, 0, 1, 0)
        case .rotateZ: CATransform3DMakeRotation(v.x, 0, 0, 1)
        case .scale: CATransform3DMakeScale(v.x, v.y, v.z)
        case .scaleX: CATransform3DMakeScale(v.x, 1, 1)
        case .scaleY: CATransform3DMakeScale(1, v.x, 1)
        case .scaleZ: CATransform3DMakeScale(1, 1, v.x)
        case .translate: CATransform3DMakeTranslation(v.x, v.y, v.z)
        case .translateX: CATransform3DMakeTranslation(v.x, 0, 0)
        case .translateY: CATransform3DMakeTranslation(0, v.x, 0)
        default: CATransform3DMakeTranslation(0, 0, v.x)  // translateZ, the last name there is
        }
    }
}

/// Lets `CAValueFunction(name:)` hand out the one shared object per name
/// (`self = ...` works only in a protocol extension's initializer).
public protocol _CAValueFunctionSharing {}

extension _CAValueFunctionSharing where Self: CAValueFunction {
    /// The function of that name; nil for an unknown or empty name.
    public init?(name: CAValueFunctionName) {
        guard let function = CAValueFunction.shared[name] else { return nil }
        self = function as! Self  // the class is final: Self is CAValueFunction
    }
}

@available(*, deprecated, renamed: "CAValueFunctionName.rotateX")
public let kCAValueFunctionRotateX: CAValueFunctionName = .rotateX
@available(*, deprecated, renamed: "CAValueFunctionName.rotateY")
public let kCAValueFunctionRotateY: CAValueFunctionName = .rotateY
@available(*, deprecated, renamed: "CAValueFunctionName.rotateZ")
public let kCAValueFunctionRotateZ: CAValueFunctionName = .rotateZ
@available(*, deprecated, renamed: "CAValueFunctionName.scale")
public let kCAValueFunctionScale: CAValueFunctionName = .scale
@available(*, deprecated, renamed: "CAValueFunctionName.scaleX")
public let kCAValueFunctionScaleX: CAValueFunctionName = .scaleX
@available(*, deprecated, renamed: "CAValueFunctionName.scaleY")
public let kCAValueFunctionScaleY: CAValueFunctionName = .scaleY
@available(*, deprecated, renamed: "CAValueFunctionName.scaleZ")
public let kCAValueFunctionScaleZ: CAValueFunctionName = .scaleZ
@available(*, deprecated, renamed: "CAValueFunctionName.translate")
public let kCAValueFunctionTranslate: CAValueFunctionName = .translate
@available(*, deprecated, renamed: "CAValueFunctionName.translateX")
public let kCAValueFunctionTranslateX: CAValueFunctionName = .translateX
@available(*, deprecated, renamed: "CAValueFunctionName.translateY")
public let kCAValueFunctionTranslateY: CAValueFunctionName = .translateY
@available(*, deprecated, renamed: "CAValueFunctionName.translateZ")
public let kCAValueFunctionTranslateZ: CAValueFunctionName = .translateZ
