import CGif
import Foundation
import SnowmanSettings

/// Writes an animated GIF with giflib: one global palette, frames with
/// their delays, looping forever.
final class GIFWriter {
    private let file: UnsafeMutablePointer<GifFileType>
    private let width: Int, height: Int
    private var closed = false

    init(url: URL, width: Int, height: Int, palette: Palette) throws {
        var error: Int32 = 0
        guard let file = EGifOpenFileName(url.path, false, &error) else {
            throw ViewerError("cannot write \(url.path): \(GIFWriter.message(error))")
        }
        self.file = file
        self.width = width
        self.height = height
        EGifSetGifVersion(file, true)
        var colors = palette.colors.map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
        // giflib wants a power of two entries.
        var size = 2
        while size < colors.count { size *= 2 }
        colors += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - colors.count)
        let map = GifMakeMapObject(Int32(size), &colors)
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, map), url)
        // NETSCAPE2.0: loop forever.
        var application = Array("NETSCAPE2.0".utf8)
        var loop: [UInt8] = [1, 0, 0]
        try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE), url)
        try check(EGifPutExtensionBlock(file, Int32(application.count), &application), url)
        try check(EGifPutExtensionBlock(file, Int32(loop.count), &loop), url)
        try check(EGifPutExtensionTrailer(file), url)
    }

    deinit {
        if !closed {
            var error: Int32 = 0
            EGifCloseFile(file, &error)
        }
    }

    /// Adds a frame of palette indices shown for `delay` hundredths of a second.
    func addFrame(_ indices: [UInt8], delay: Int, url: URL) throws {
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                           DelayTime: Int32(delay), TransparentColor: NO_TRANSPARENT_COLOR)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes), url)
        try check(EGifPutImageDesc(file, 0, 0, Int32(width), Int32(height), false, nil), url)
        var row = [UInt8](repeating: 0, count: width)
        for y in 0..<height {
            row.withUnsafeMutableBufferPointer { buffer in
                for x in 0..<width { buffer[x] = indices[y * width + x] }
            }
            errno = 0
            try check(EGifPutLine(file, &row, Int32(width)), url)
        }
    }

    func close(url: URL) throws {
        closed = true
        var error: Int32 = 0
        errno = 0
        guard EGifCloseFile(file, &error) == GIF_OK else {
            let code = errno
            throw ViewerError("cannot finish \(url.lastPathComponent): \(GIFWriter.message(error, systemError: code))")
        }
    }

    private func check(_ result: Int32, _ url: URL) throws {
        guard result == GIF_OK else {
            let code = errno
            throw ViewerError("cannot write \(url.deletingLastPathComponent().path): \(GIFWriter.message(file.pointee.Error, systemError: code))")
        }
    }

    /// giflib's words, or the system's when a write failed (a full disk).
    static func message(_ code: Int32, systemError: Int32 = 0) -> String {
        if code == E_GIF_ERR_WRITE_FAILED && systemError != 0 { return ViewerError.text(ofSystemError: systemError) }
        return GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}
