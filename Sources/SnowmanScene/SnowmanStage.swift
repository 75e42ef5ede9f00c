import Foundation
import LayerAnimation
import LayerAnimators

/// The snowman's layer tree: a root the size of the window, the stage
/// (with perspective, clipping the snowman) and the snowman layer centred on it.
public final class SnowmanStage {
    public let root = CALayer()
    public let stage = CALayer()
    public let snowman = CALayer()
    /// The snowman drawing's width over height.
    public let aspectRatio: CGFloat

    /// Eye distance of the stage's perspective, in points.
    public static let perspectiveDistance: CGFloat = 500

    public init(contents: Any?, aspectRatio: CGFloat) {
        self.aspectRatio = aspectRatio
        root.anchorPoint = .zero
        // The stage keeps the centre anchor: its perspective vanishes at its centre.
        stage.backgroundColor = CGColor(red: 0.15, green: 0.21, blue: 0.29, alpha: 1)
        stage.masksToBounds = true
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / Self.perspectiveDistance
        stage.sublayerTransform = perspective
        snowman.contents = contents
        snowman.name = "snowman"
        stage.name = "stage"
        root.addSublayer(stage)
        stage.addSublayer(snowman)
    }

    /// Lays the scene out for a window of `size` points with the stage at
    /// `stageFrame`, at once: a new window size is not animated.
    public func layout(windowSize: CGSize, stageFrame: CGRect) {
        CALayer.performWithoutAnimation {
            root.bounds = CGRect(origin: .zero, size: windowSize)
            root.position = .zero
            stage.bounds = CGRect(origin: .zero, size: stageFrame.size)
            stage.position = CGPoint(x: stageFrame.midX, y: stageFrame.midY)
            snowman.bounds = CGRect(origin: .zero, size: Self.snowmanSize(for: stageFrame.size, aspectRatio: aspectRatio))
            snowman.position = CGPoint(x: stageFrame.width / 2, y: stageFrame.height / 2)
        }
    }

    /// The snowman at rest: half the stage's height, narrower stages permitting.
    public static func snowmanSize(for stage: CGSize, aspectRatio: CGFloat) -> CGSize {
        let height = max(40, min(stage.height * 0.5, stage.width * 0.6 / aspectRatio))
        return CGSize(width: (height * aspectRatio).rounded(), height: height.rounded())
    }
}
