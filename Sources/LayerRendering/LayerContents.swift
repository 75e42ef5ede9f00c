import CSDL2
import Foundation

/// What a renderer accepts as `CALayer.contents`: something that can give
/// an SDL texture for the pixel size the layer covers on screen.
public protocol LayerContents: AnyObject {
    /// A texture for `renderer`, ideally `pixelSize` large; nil if it cannot be made.
    func texture(for renderer: OpaquePointer, pixelSize: CGSize) -> OpaquePointer?
    /// Called once after each frame that drew these contents.
    func frameDidEnd()
    /// The contents' own size in points, for `contentsGravity`; nil: it
    /// fills whatever it is given.
    var naturalSize: CGSize? { get }
    /// Whether every pixel of its texture is opaque (then a copy at full
    /// opacity need not blend); false when not known.
    var isOpaque: Bool { get }
}

extension LayerContents {
    public func frameDidEnd() {}
    public var naturalSize: CGSize? { nil }
    public var isOpaque: Bool { false }
}

/// A texture made elsewhere (a label, a bitmap), drawn as it is.
public final class TextureContents: LayerContents {
    public let texture: OpaquePointer

    public init(texture: OpaquePointer) {
        self.texture = texture
    }

    public func texture(for renderer: OpaquePointer, pixelSize: CGSize) -> OpaquePointer? { texture }
}
