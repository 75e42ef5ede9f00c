import CSDL2
import Foundation
import LayerAnimation

/// Offscreen passes: a part of the tree drawn into a texture of its own,
/// read back, and combined on the CPU, where SDL's blend modes (the
/// software renderer has no custom ones) cannot do it.
extension LayerRenderer {
    /// The current render target's size in pixels.
    func targetSize() -> (width: Int32, height: Int32) {
        var (width, height): (Int32, Int32) = (0, 0)
        if let target = SDL_GetRenderTarget(renderer) {
            (width, height) = Self.pixelSize(of: target)
        } else {
            SDL_GetRendererOutputSize(renderer, &width, &height)
        }
        return (width, height)
    }

    /// The pixels `body` draws into a transparent `width` x `height`
    /// target; nil when SDL cannot make or read one. The current target and
    /// its clip are restored after.
    func renderOffscreen(width: Int32, height: Int32, _ body: () -> Void) -> PixelPicture? {
        guard width > 0, height > 0, let texture = pool.target(width: width, height: height) else { return nil }
        batch.flush()
        offscreenPasses += 1
        offscreenPixels += Int(width) * Int(height)
        let previous = SDL_GetRenderTarget(renderer)
        var clip = SDL_Rect()
        let wasClipped = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
        SDL_RenderGetClipRect(renderer, &clip)
        SDL_SetRenderTarget(renderer, texture)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
        body()
        batch.flush()
        let picture = PixelPicture.read(from: renderer, width: Int(width), height: Int(height))
        SDL_SetRenderTarget(renderer, previous)
        if wasClipped { SDL_RenderSetClipRect(renderer, &clip) } else { SDL_RenderSetClipRect(renderer, nil) }
        pool.giveBack(texture)
        return picture
    }

    /// Uploads `picture` as a texture for one draw; nil if SDL cannot.
    func uploaded(_ picture: PixelPicture) -> OpaquePointer? {
        guard let texture = pool.upload(width: Int32(picture.width), height: Int32(picture.height)) else { return nil }
        let pixels = picture.unpremultiplied()
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(picture.width * 4)) }
        return texture
    }

    /// Draws `picture` with its top-left corner at pixel (`x`, `y`) of the current target.
    func drawPicture(_ picture: PixelPicture, x: Int32, y: Int32, alpha: Double) {
        guard let texture = uploaded(picture) else { return }
        var destination = SDL_Rect(x: x, y: y, w: Int32(picture.width), h: Int32(picture.height))
        copying(texture, alpha: UInt8(max(0, min(255, (alpha * 255).rounded())))) {
            _ = SDL_RenderCopy(renderer, texture, nil, &destination)
        }
        pool.giveBack(texture)
    }

    /// Draws `picture` stretched over `rect` of a layer's plane mapped by `m`.
    func drawPicture(_ picture: PixelPicture, onto rect: CGRect, matrix m: CATransform3D, alpha: Double) {
        let corners = m.corners(of: rect)
        guard isInFront(corners), let texture = uploaded(picture) else { return }
        drawTexture(texture, bounds: rect, corners: corners, matrix: m, alpha: alpha)
        batch.flush()  // before the texture can be lent again
        pool.giveBack(texture)
    }

    /// The matrix that draws what `m` draws, moved so that pixel (`x`, `y`) lands at the origin.
    func moved(_ m: CATransform3D, byPixels x: Int32, _ y: Int32) -> CATransform3D {
        var shift = CATransform3DIdentity
        (shift.m41, shift.m42) = (-Double(x), -Double(y))
        return CATransform3DConcat(m, shift)
    }

    /// The matrix that draws a layer's own plane (its bounds) at `scale`
    /// pixels per point, with the bounds' origin at pixel (0, 0).
    func localPixels(_ bounds: CGRect, scale: Double) -> CATransform3D {
        var local = CATransform3DMakeScale(scale, scale, 1)
        local.m33 = 0
        (local.m41, local.m42) = (-bounds.minX * scale, -bounds.minY * scale)
        return local
    }

    /// Frees what the frame's offscreen passes no longer need.
    func offscreenFrameDidEnd() {
        lastOffscreenPasses = offscreenPasses
        lastOffscreenPixels = offscreenPixels
        pool.frameDidEnd()
        shadows.frameDidEnd()
        transitionPictures.frameDidEnd()
        rasterized.frameDidEnd()
        changingLooks.frameDidEnd()
        transitionFaces.frameDidEnd()
    }
}

/// The pixel bounding box of projected points, or nil if one is behind the eye.
func pixelBox(_ points: [ProjectedPoint]) -> SDL_Rect? {
    guard points.allSatisfy({ $0.w > 1e-6 }) else { return nil }
    let xs = points.map { $0.screen.x }, ys = points.map { $0.screen.y }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
          minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
    let limit = Double(Int32.max / 4)
    let x0 = Int32(max(-limit, min(limit, minX.rounded(.down)))), y0 = Int32(max(-limit, min(limit, minY.rounded(.down))))
    let x1 = Int32(max(-limit, min(limit, maxX.rounded(.up)))), y1 = Int32(max(-limit, min(limit, maxY.rounded(.up))))
    return SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
}

extension SDL_Rect {
    /// The overlap with `other` (empty: zero width or height).
    func intersection(_ other: SDL_Rect) -> SDL_Rect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + w, other.x + other.w), y1 = min(y + h, other.y + other.h)
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }
}
