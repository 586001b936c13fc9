import CoreGraphics
import Foundation

/// An image read top to bottom a band of rows at a time: pixels already in
/// memory, or a PNG file decoded as it is read, so that comparing two large files
/// holds a few rows of each rather than both images whole.
package final class ImageRows {
    /// Rows handed out at once when decoding a file.
    package static let bandHeight = 64

    package let width: Int
    package let height: Int
    private let storage: PixelStorage?
    private let reader: PNGRowReader?
    private var band: PixelStorage?
    private var name: String? = nil

    package init(_ storage: PixelStorage) {
        self.storage = storage
        reader = nil
        width = storage.width
        height = storage.height
    }

    /// Reads the header only; pixels are decoded as rows are asked for. A
    /// `name` starts the message of an error in a later row ("a.png: PNG decode…").
    package init(png data: Data, name: String? = nil) throws(PNGError) {
        self.name = name
        let reader = try PNGRowReader(data: data)
        self.reader = reader
        storage = nil
        width = reader.width
        height = reader.height
    }

    /// Rows `y..<y + count` as the first row's address and the row stride, valid
    /// until the next call. A file's rows must be asked for in order, each once.
    package func rows(_ y: Int, _ count: Int) throws(PNGError) -> (UnsafeRawPointer, Int) {
        if let storage { return (UnsafeRawPointer(storage.bytes + y * storage.bytesPerRow), storage.bytesPerRow) }
        let reader = reader!
        precondition(y == reader.nextRow, "rows of a PNG are read in order")
        if band == nil { band = PixelStorage(width: width, height: min(height, Self.bandHeight)) }
        do {
            return try reader.read(count, into: band!)
        } catch {
            throw name.map { PNGError("\($0): \(error.description)") } ?? error
        }
    }

    /// A band of rows: the first row's address, the row stride, and how many of
    /// the band's rows this image has (fewer at its bottom edge, 0 below it).
    package struct Band {
        package let base: UnsafeRawPointer?
        package let stride: Int
        package let rows: Int

        /// Row `i` of the band (i < rows) as 32-bit words.
        @inline(__always)
        package func row(_ i: Int) -> UnsafePointer<UInt32> {
            (base! + i * stride).assumingMemoryBound(to: UInt32.self)
        }
    }

    /// Calls `body` with each band of `height` rows of both images, top to
    /// bottom; an image shorter than `height` has no rows below its bottom.
    package static func bands(_ a: ImageRows, _ b: ImageRows, height: Int,
                              _ body: (_ y: Int, _ count: Int, _ a: Band, _ b: Band) -> Void) throws(PNGError) {
        func band(_ image: ImageRows, _ y: Int, _ count: Int) throws(PNGError) -> Band {
            let available = max(0, min(count, image.height - y))
            guard available > 0 else { return Band(base: nil, stride: 0, rows: 0) }
            let (base, stride) = try image.rows(y, available)
            return Band(base: base, stride: stride, rows: available)
        }
        var y = 0
        while y < height {
            let count = min(bandHeight, height - y)
            body(y, count, try band(a, y, count), try band(b, y, count))
            y += count
        }
    }
}
