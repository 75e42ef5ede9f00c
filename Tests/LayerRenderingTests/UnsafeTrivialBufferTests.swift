import CSDL2
import SplitMix
import Testing
@testable import LayerRendering

/// The geometry batch's buffers: what is appended, one element or a tuple
/// of them, reads back in order, across every growth, as an array would.
@Suite struct UnsafeTrivialBufferTests {
    @Test func appendsReadBackInOrderAcrossGrowth() {
        var buffer = _UnsafeTrivialBuffer<Int32>(capacity: 1)
        defer { buffer.deallocate() }
        var expected: [Int32] = []
        for value in Int32(0)..<100 {
            buffer.append(value)
            expected.append(value)
            // Six at once, as a quad's indices are: some land exactly at a growth.
            buffer.append(contentsOf: (value, value + 1, value + 2, value, value + 2, value + 3))
            expected += [value, value + 1, value + 2, value, value + 2, value + 3]
            #expect(Array(buffer.elements) == expected)
        }
    }

    @Test func removingAllKeepsNothingAndTheBufferIsReused() {
        var buffer = _UnsafeTrivialBuffer<Int32>(capacity: 2)
        defer { buffer.deallocate() }
        buffer.append(contentsOf: (Int32(7), Int32(8), Int32(9)))
        buffer.removeAll()
        #expect(buffer.count == 0 && buffer.elements.isEmpty)
        buffer.append(4)
        #expect(Array(buffer.elements) == [4])
    }

    /// Vertices, as the batch writes a quad's: every field of every corner kept.
    @Test func randomVerticesMatchAnArrayOfThem() {
        var random = SplitMix64(seed: SplitMix64.testSeed(20_261_208))
        var buffer = _UnsafeTrivialBuffer<SDL_Vertex>(capacity: 3)
        defer { buffer.deallocate() }
        var expected: [SDL_Vertex] = []
        func vertex() -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: .random(in: -1e4...1e4, using: &random), y: .random(in: -1e4...1e4, using: &random)),
                       color: SDL_Color(r: .random(in: 0...255, using: &random), g: .random(in: 0...255, using: &random),
                                        b: .random(in: 0...255, using: &random), a: .random(in: 0...255, using: &random)),
                       tex_coord: SDL_FPoint(x: .random(in: 0...1, using: &random), y: .random(in: 0...1, using: &random)))
        }
        for _ in 0..<500 {
            if Bool.random(using: &random) {
                let one = vertex()
                buffer.append(one)
                expected.append(one)
            } else {
                let quad = (vertex(), vertex(), vertex(), vertex())
                buffer.append(contentsOf: quad)
                expected += [quad.0, quad.1, quad.2, quad.3]
            }
        }
        #expect(buffer.count == expected.count)
        for (index, (got, want)) in zip(buffer.elements, expected).enumerated() {
            #expect(got.position.x == want.position.x && got.position.y == want.position.y, "vertex \(index)")
            #expect(got.color.r == want.color.r && got.color.g == want.color.g && got.color.b == want.color.b
                        && got.color.a == want.color.a, "vertex \(index)")
            #expect(got.tex_coord.x == want.tex_coord.x && got.tex_coord.y == want.tex_coord.y, "vertex \(index)")
        }
    }
}
