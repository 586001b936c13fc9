import CoreGraphics
import Foundation
import SnapshotComparison

/// Reading and writing PNG files for the commands, with errors that name the file.
enum ImageFile {
    static func read(_ path: String) throws(RenderFailure) -> PixelStorage {
        try decode(data(path), path)
    }

    static func data(_ path: String) throws(RenderFailure) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .badInput("\(path): cannot read: \(Self.reason(error))")
        }
    }

    static func decode(_ data: Data, _ path: String) throws(RenderFailure) -> PixelStorage {
        do {
            return try PNGCodec.decode(data)
        } catch {
            throw .badInput("\(path): \(error.description)")
        }
    }

    /// The PNG's rows, to be read a band at a time; its header is read now. An
    /// error in a later row names `path` too.
    static func rows(_ data: Data, _ path: String) throws(RenderFailure) -> ImageRows {
        do {
            return try ImageRows(png: data, name: path)
        } catch {
            throw .badInput("\(path): \(error.description)")
        }
    }

    /// Encodes and writes (see `OutputFile`: atomically for a regular file).
    /// The storage is given up: an opaque image's PNG rows are made over its
    /// pixels (`PNGCodec.encode(overwriting:)`).
    static func write(_ storage: PixelStorage, to output: OutputFile, compression: PNGCodec.Compression) throws(RenderFailure) {
        let data: Data
        do {
            data = try PNGCodec.encode(overwriting: storage, compression: compression)
        } catch {
            throw .badInput(error.description)
        }
        try output.write(data)
    }

    static func encode(_ storage: PixelStorage, compression: PNGCodec.Compression) throws(RenderFailure) -> Data {
        do {
            return try PNGCodec.encode(storage, compression: compression)
        } catch {
            throw .badInput(error.description)
        }
    }

    static func reason(_ error: any Error) -> String { FileReason.describe(error) }
}
