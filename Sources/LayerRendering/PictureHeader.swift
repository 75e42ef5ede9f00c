import Foundation

/// A picture's format and size in pixels, read from its first bytes only,
/// before anything is decoded: a header may claim any size, and a decoder
/// allocates what the header claims. PNG, JPEG, GIF and WebP (what photo
/// services send) are read; anything else is not a picture here.
struct PictureHeader: Equatable {
    enum Format: String { case png = "PNG", jpeg = "JPEG", gif = "GIF", webp = "WebP" }

    let format: Format
    let width: Int
    let height: Int

    /// The header of `data`, or nil when it is none of the four formats or
    /// ends before saying its size.
    init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(Self.scanLimit))
        if let png = Self.png(bytes) {
            self = png
        } else if let gif = Self.gif(bytes) {
            self = gif
        } else if let webp = Self.webp(bytes) {
            self = webp
        } else if let jpeg = Self.jpeg(bytes) {
            self = jpeg
        } else {
            return nil
        }
    }

    private init(_ format: Format, _ width: Int, _ height: Int) {
        (self.format, self.width, self.height) = (format, width, height)
    }

    /// How far into the data a JPEG's frame header is looked for (after
    /// its EXIF block and thumbnails).
    static let scanLimit = 1 << 20

    private static func bigEndian(_ bytes: [UInt8], _ at: Int, count: Int) -> Int? {
        guard at >= 0, at + count <= bytes.count else { return nil }
        return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ at: Int, count: Int) -> Int? {
        guard at >= 0, at + count <= bytes.count else { return nil }
        return bytes[at..<at + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    /// The signature, then the IHDR chunk: width and height, 4 bytes each.
    private static func png(_ bytes: [UInt8]) -> PictureHeader? {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8),
              let width = bigEndian(bytes, 16, count: 4), let height = bigEndian(bytes, 20, count: 4) else { return nil }
        return PictureHeader(.png, width, height)
    }

    /// "GIF87a" or "GIF89a", then the logical screen's width and height.
    private static func gif(_ bytes: [UInt8]) -> PictureHeader? {
        guard bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)),
              let width = littleEndian(bytes, 6, count: 2), let height = littleEndian(bytes, 8, count: 2) else { return nil }
        return PictureHeader(.gif, width, height)
    }

    /// RIFF, WEBP, then a VP8 (lossy), VP8L (lossless) or VP8X (extended) chunk.
    private static func webp(_ bytes: [UInt8]) -> PictureHeader? {
        guard bytes.count >= 30, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) else { return nil }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard let width = littleEndian(bytes, 26, count: 2), let height = littleEndian(bytes, 28, count: 2) else { return nil }
            return PictureHeader(.webp, width & 0x3FFF, height & 0x3FFF)
        case "VP8L":
            guard bytes[20] == 0x2F, let bits = littleEndian(bytes, 21, count: 4) else { return nil }
            return PictureHeader(.webp, (bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1)
        case "VP8X":
            guard let width = littleEndian(bytes, 24, count: 3), let height = littleEndian(bytes, 27, count: 3) else { return nil }
            return PictureHeader(.webp, width + 1, height + 1)
        default:
            return nil
        }
    }

    /// SOI, then segments until a start-of-frame marker (SOF0–SOF15, but
    /// not DHT, JPG or DAC), whose height and width follow its precision.
    private static func jpeg(_ bytes: [UInt8]) -> PictureHeader? {
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var at = 2
        while at + 4 <= bytes.count {
            guard bytes[at] == 0xFF else { return nil }
            let marker = bytes[at + 1]
            if marker == 0xFF { at += 1; continue }  // fill byte
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { at += 2; continue }  // no length
            guard let length = bigEndian(bytes, at + 2, count: 2), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let height = bigEndian(bytes, at + 5, count: 2), let width = bigEndian(bytes, at + 7, count: 2) else { return nil }
                return PictureHeader(.jpeg, width, height)
            }
            if marker == 0xD9 || marker == 0xDA { return nil }  // the end, or image data, before any frame header
            at += 2 + length
        }
        return nil
    }
}
