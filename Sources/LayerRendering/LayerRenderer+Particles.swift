import CSDL2
import Foundation
import LayerAnimation

extension LayerRenderer {
    /// An emitter layer's particles, in its plane mapped by `m`: each a quad
    /// of its cell's contents (cut by `contentsRect`, its size the pixels
    /// over `contentsScale` times the particle's scale), centred on the
    /// particle, turned by its angle and tinted by its colour. Consecutive
    /// particles of one picture go to SDL in one batch; additive emitters
    /// add their pixels.
    func drawParticles(of emitter: CAEmitterLayer, matrix m: CATransform3D, alpha: Double) {
        let frame = emitter.presentedParticles
        guard !frame.particles.isEmpty else { return }
        // Each cell's picture, its size in points and the part of it drawn, found once.
        let pictures: [(texture: OpaquePointer, size: CGSize, rect: CGRect)?] = frame.cells.map { cell in
            guard let object = cell.contents as AnyObject?, let contents = contents(ofObject: object) else { return nil }
            let natural = contents.naturalSize ?? CGSize(width: 1, height: 1)
            guard let texture = contents.texture(for: renderer, pixelSize: natural) else { return nil }
            markDrawn(contents)
            let (width, height) = Self.pixelSize(of: texture)
            let scale = cell.contentsScale.isFinite && cell.contentsScale > 0 ? cell.contentsScale : 1
            let rect = cell.contentsRect
            let size = CGSize(width: CGFloat(width) / scale * rect.width, height: CGFloat(height) / scale * rect.height)
            return (texture, size, rect)
        }
        // A cell asking for nearest sampling (for its nominal scale: larger or smaller than its
        // pixels) gets it for this emitter's drawing.
        var nearest: [OpaquePointer] = []
        for (cell, picture) in zip(frame.cells, pictures) {
            guard let picture, !nearest.contains(picture.texture) else { continue }
            let filter = cell.scale > 1 ? cell.magnificationFilter : cell.minificationFilter
            if filter == CALayerContentsFilter.nearest.rawValue { nearest.append(picture.texture) }
        }
        drawingNearest(nearest) { drawParticleQuads(frame, pictures, matrix: m, alpha: alpha) }
    }

    /// The particles' quads, each picture batched while it lasts; additive emitters add their pixels.
    private func drawParticleQuads(_ frame: CAEmitterFrame, _ pictures: [(texture: OpaquePointer, size: CGSize, rect: CGRect)?],
                                   matrix m: CATransform3D, alpha: Double) {
        var additive: [OpaquePointer] = []
        for particle in frame.particles {
            guard let picture = pictures[particle.cellIndex] else { continue }
            let color = tinted(particle.color, opacity: alpha)
            guard color.a > 0 else { continue }
            let halfWidth = Double(picture.size.width * particle.scale) / 2
            let halfHeight = Double(picture.size.height * particle.scale) / 2
            guard halfWidth > 0, halfHeight > 0 else { continue }
            let (cosine, sine) = (cos(Double(particle.angle)), sin(Double(particle.angle)))
            let (x, y) = (Double(particle.position.x), Double(particle.position.y))
            func corner(_ dx: Double, _ dy: Double) -> (x: Double, y: Double) {
                m.project(x + dx * cosine - dy * sine, y + dx * sine + dy * cosine).screen
            }
            let p0 = corner(-halfWidth, -halfHeight), p1 = corner(halfWidth, -halfHeight)
            let p2 = corner(halfWidth, halfHeight), p3 = corner(-halfWidth, halfHeight)
            guard p0.x.isFinite, p0.y.isFinite, p2.x.isFinite, p2.y.isFinite else { continue }
            if frame.isAdditive && !additive.contains(where: { $0 == picture.texture }) {
                batch.flush()
                SDL_SetTextureBlendMode(picture.texture, SDL_BLENDMODE_ADD)
                additive.append(picture.texture)
            }
            let r = picture.rect
            let first = batch.begin(texture: picture.texture)
            batch.vertex(p0.x, p0.y, color, Double(r.minX), Double(r.minY))
            batch.vertex(p1.x, p1.y, color, Double(r.maxX), Double(r.minY))
            batch.vertex(p2.x, p2.y, color, Double(r.maxX), Double(r.maxY))
            batch.vertex(p3.x, p3.y, color, Double(r.minX), Double(r.maxY))
            batch.triangle(first, first + 1, first + 2)
            batch.triangle(first, first + 2, first + 3)
            lastQuads += 1
        }
        if !additive.isEmpty {
            batch.flush()
            for texture in additive { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) }
        }
    }
}
