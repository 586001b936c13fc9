import Foundation

extension CGImage {
    /// The image's pixel bytes, as Apple's `dataProvider` gives them: `height`
    /// rows of `bytesPerRow` bytes, top row first, in the image's format
    /// (`bitmapInfo`: premultiplied alpha first, 32-bit little-endian, so
    /// B, G, R, A in memory). A copy: the image stays immutable.
    public var dataProvider: CGDataProvider? {
        CGDataProvider(bytes: Data(bytes: storage.bytes, count: storage.byteCount))
    }
}

/// The bytes of a `CFData` (an `NSData` here, as toll-free bridged on Apple platforms).
public func CFDataGetBytePtr(_ theData: CFData!) -> UnsafePointer<UInt8>! {
    guard let theData, theData.length > 0 else { return nil }
    return theData.bytes.assumingMemoryBound(to: UInt8.self)
}

public func CFDataGetLength(_ theData: CFData!) -> Int {
    theData?.length ?? 0
}
