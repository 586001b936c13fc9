@_implementationOnly import CPNG

/// Reads a PNG's pixels a band of rows at a time, so that two large images can be
/// compared without either being held whole. A common file (8-bit RGB or RGBA,
/// not interlaced) is inflated with libdeflate in one call on the first read,
/// into the thread's kept buffer of at most 32 MB, and each band is unfiltered
/// and converted from it; a larger one, or any other kind, goes through libpng
/// a row at a time. Interlaced files spread every pass over every row; they are
/// decoded whole on the first read and then handed out from that copy.
package final class PNGRowReader {
    package let width: Int
    package let height: Int
    /// Rows read so far: the next read starts here.
    package private(set) var nextRow = 0
    /// The file's bytes, which the decoder reads from until it is destroyed.
    private let bytes: UnsafeMutableRawBufferPointer
    private var decoder: OpaquePointer?
    private var whole: PixelStorage?
    /// The file's colour space when it is not sRGB: each band is converted.
    private let colorSpace: PNGColorSpace?

    /// Reads the header; the same size limits as `PNGCodec.decode`.
    package init(data: Data) throws(PNGError) {
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, data.count), alignment: 16)
        data.copyBytes(to: bytes)
        self.bytes = bytes
        colorSpace = PNGColorSpace.of(data)
        var message = MessageBuffer()
        var width: UInt32 = 0, height: UInt32 = 0
        let created = message.withPointer { text, capacity in
            cpng_decoder_create(bytes.baseAddress, data.count, UInt32(PixelStorage.maxSide),
                                UInt64(PixelStorage.maxPixels), &width, &height, text, capacity)
        }
        guard let created else {
            bytes.deallocate()
            throw PNGError("PNG decode of \(data.count) bytes failed: \(message.text)")
        }
        decoder = created
        self.width = Int(width)
        self.height = Int(height)
        if cpng_decoder_is_interlaced(created) != 0 {
            defer { cpng_decoder_destroy(created); decoder = nil }
            guard let storage = PixelStorage(width: self.width, height: self.height) else {
                throw PNGError("PNG decode: cannot allocate \(width)x\(height) pixels")
            }
            let status = message.withPointer { text, capacity in
                cpng_decoder_read_argb32(created, storage.bytes, storage.bytesPerRow, nil, text, capacity)
            }
            guard status == CPNG_OK else { throw failure(message) }
            if let colorSpace {
                _ = ColorManagement.convertToSRGB(colorSpace, rows: storage.bytes, width: storage.width,
                                                  height: storage.height, bytesPerRow: storage.bytesPerRow)
            }
            whole = storage
        }
    }

    deinit {
        if let decoder { cpng_decoder_destroy(decoder) }
        bytes.deallocate()
    }

    /// Decodes the next `count` rows into `band` (at least `width` wide and
    /// `count` tall) and returns the first row's address and the row stride;
    /// an interlaced file's rows are returned in place. After the last row the
    /// rest of the file is checked, so a cut or corrupt tail is an error too.
    package func read(_ count: Int, into band: PixelStorage) throws(PNGError) -> (UnsafeRawPointer, Int) {
        precondition(count > 0 && nextRow + count <= height && band.width >= width && band.height >= count)
        defer { nextRow += count }
        if let whole { return (UnsafeRawPointer(whole.bytes + nextRow * whole.bytesPerRow), whole.bytesPerRow) }
        var message = MessageBuffer()
        let decoder = decoder!
        var status = message.withPointer { text, capacity in
            cpng_decoder_read_rows(decoder, band.bytes, band.bytesPerRow, UInt32(count), text, capacity)
        }
        if status == CPNG_OK, nextRow + count == height {
            status = message.withPointer { text, capacity in cpng_decoder_finish(decoder, text, capacity) }
        }
        guard status == CPNG_OK else { throw failure(message) }
        if let colorSpace {
            _ = ColorManagement.convertToSRGB(colorSpace, rows: band.bytes, width: width, height: count,
                                              bytesPerRow: band.bytesPerRow)
        }
        return (UnsafeRawPointer(band.bytes), band.bytesPerRow)
    }

    private func failure(_ message: MessageBuffer) -> PNGError {
        PNGError("PNG decode of \(width)x\(height) image failed: \(message.text)")
    }
}
