@_implementationOnly import CCairo

/// Channels of a 32-bit pixel, as they sit in memory.
enum PixelChannel: Equatable { case alpha, red, green, blue, skip }

/// How an Apple bitmap context's memory relates to the Cairo surface.
///
/// Cairo draws only premultiplied ARGB32 (or RGB24) words in native byte order.
/// When the caller's layout is exactly that, Cairo draws straight into the
/// caller's memory. Otherwise Cairo draws into an internal surface, the caller's
/// pixels are read into it once at creation, and after every drawing call the
/// whole surface is written back into the caller's memory in the caller's
/// layout — so the buffer is always up to date when the caller reads it, at
/// the cost of one conversion pass per drawing call. Writes the caller makes
/// to that buffer after creation are not seen by later drawing.
struct BitmapBacking {
    let data: UnsafeMutableRawPointer
    let bytesPerRow: Int
    let bitmapInfo: CGBitmapInfo
    let colorSpace: CGColorSpace
    /// Memory order of the four bytes of a caller pixel; nil when Cairo draws in place.
    let conversion: [PixelChannel]?
    let ownsData: Bool

    func release() { if ownsData { data.deallocate() } }
}

extension CGContext {
    /// A bitmap context, as Apple's `CGBitmapContextCreate`: user space has its
    /// origin at the bottom-left, y up, one unit per pixel, while `data` is in
    /// memory order, top row first.
    ///
    /// Supported: 8 bits per component RGB, 32 bits per pixel, with alpha info
    /// `premultipliedFirst`, `premultipliedLast`, `noneSkipFirst` or
    /// `noneSkipLast` and byte order default, `byteOrder32Little` or
    /// `byteOrder32Big`. `premultipliedFirst | byteOrder32Little` (and
    /// `noneSkipFirst | byteOrder32Little`) is Cairo's own layout and is drawn
    /// into in place; the others are converted after each drawing call (see
    /// `BitmapBacking`). Gray, alpha-only, float and 16-bit contexts return nil,
    /// as do sizes that are not positive or exceed 16384 pixels a side or
    /// 256 megapixels, and a `bytesPerRow` smaller than `width * 4`.
    /// With `data` nil the memory is allocated, zeroed, and freed with the context.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0, width <= PixelStorage.maxSide, height <= PixelStorage.maxSide,
              width * height <= PixelStorage.maxPixels, bitsPerComponent == 8, space.model == .rgb,
              let channels = Self.memoryChannels(bitmapInfo: bitmapInfo) else { return nil }
        let opaque = channels.contains(.skip)
        let cairoStride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let rowBytes = bytesPerRow != 0 ? bytesPerRow : (data == nil ? cairoStride : width * 4)
        guard rowBytes >= width * 4, !rowBytes.multipliedReportingOverflow(by: height).overflow else { return nil }
        let aligned = data.map { Int(bitPattern: $0) % 4 == 0 } ?? true
        let inPlace = channels == Self.cairoChannels(opaque: opaque) && rowBytes % 4 == 0 && aligned
        guard let memory = Self.bitmapMemory(data: data, width: width, height: height, rowBytes: rowBytes,
                                             reusable: inPlace && rowBytes == cairoStride) else { return nil }
        guard let (surface, storage) = Self.bitmapSurface(memory: memory, inPlace: inPlace, opaque: opaque,
                                                          width: width, height: height, rowBytes: rowBytes) else {
            if memory.owns { memory.pointer.deallocate() }
            return nil
        }
        let backing = BitmapBacking(data: memory.pointer, bytesPerRow: rowBytes, bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo),
                                    colorSpace: space, conversion: inPlace ? nil : channels, ownsData: memory.owns)
        self.init(surface: surface, storage: storage, bitmap: backing)
        if !inPlace, data != nil { importCallerPixels() }
    }

    /// The memory order of a pixel's four bytes for a supported `bitmapInfo`, or nil.
    private static func memoryChannels(bitmapInfo: UInt32) -> [PixelChannel]? {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard info.intersection(.floatInfoMask).isEmpty,
              let alphaInfo = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) else { return nil }
        let order = info.intersection(.byteOrderMask)
        guard order == .byteOrderDefault || order == .byteOrder32Little || order == .byteOrder32Big else { return nil }
        var channels: [PixelChannel]
        switch alphaInfo {
        case .premultipliedFirst: channels = [.alpha, .red, .green, .blue]
        case .noneSkipFirst: channels = [.skip, .red, .green, .blue]
        case .premultipliedLast: channels = [.red, .green, .blue, .alpha]
        case .noneSkipLast: channels = [.red, .green, .blue, .skip]
        default: return nil
        }
        if order == .byteOrder32Little { channels.reverse() }
        return channels
    }

    /// Cairo's pixel layout in memory: words of A,R,G,B from the high byte down, in native order.
    private static func cairoChannels(opaque: Bool) -> [PixelChannel] {
        #if _endian(little)
        [.blue, .green, .red, opaque ? .skip : .alpha]
        #else
        [opaque ? .skip : .alpha, .red, .green, .blue]
        #endif
    }

    /// The caller's memory; else, when Cairo can draw in place with its own stride, a new
    /// `PixelStorage` (`reusable`); else new zeroed memory the context frees.
    private static func bitmapMemory(data: UnsafeMutableRawPointer?, width: Int, height: Int, rowBytes: Int,
                                     reusable: Bool) -> (pointer: UnsafeMutableRawPointer, owns: Bool, storage: PixelStorage?)? {
        if let data { return (data, false, nil) }
        if reusable, let storage = PixelStorage(width: width, height: height) { return (storage.bytes, false, storage) }
        let total = rowBytes * height
        let memory = UnsafeMutableRawPointer.allocate(byteCount: total, alignment: 16)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: total)
        return (memory, true, nil)
    }

    /// The Cairo surface that drawing goes to: over `memory` when Cairo draws in place,
    /// else over a new `PixelStorage` converted into `memory` after each drawing call.
    private static func bitmapSurface(memory: (pointer: UnsafeMutableRawPointer, owns: Bool, storage: PixelStorage?),
                                      inPlace: Bool, opaque: Bool, width: Int, height: Int,
                                      rowBytes: Int) -> (OpaquePointer, PixelStorage?)? {
        let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        let surface: OpaquePointer
        let storage: PixelStorage?
        if inPlace {
            storage = memory.storage
            surface = cairo_image_surface_create_for_data(memory.pointer.assumingMemoryBound(to: UInt8.self), format,
                                                          Int32(width), Int32(height), Int32(rowBytes))
        } else {
            guard let converted = PixelStorage(width: width, height: height) else { return nil }
            storage = converted
            surface = cairo_image_surface_create_for_data(converted.bytes.assumingMemoryBound(to: UInt8.self), format,
                                                          Int32(width), Int32(height), Int32(converted.bytesPerRow))
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return (surface, storage)
    }

    /// The pixel memory, in the layout the context was created with.
    public var data: UnsafeMutableRawPointer? { bitmap?.data ?? storage?.bytes }

    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? Int(cairo_image_surface_get_stride(surface)) }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var colorSpace: CGColorSpace? { bitmap?.colorSpace ?? CGColorSpaceCreateDeviceRGB() }

    public var bitmapInfo: CGBitmapInfo {
        bitmap?.bitmapInfo
            ?? CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }

    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .premultipliedFirst
    }

    /// Writes Cairo's pixels inside `dirty` (Cairo device pixels; nil for
    /// all) into the caller's layout. Called after every drawing call; nothing
    /// to do when Cairo draws in place, or while a transparency layer collects
    /// the drawing.
    func didDraw(_ dirty: CGRect?) {
        guard let bitmap, let channels = bitmap.conversion, layers.isEmpty else { return }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let area = (dirty ?? bounds).integral.intersection(bounds)
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return }
        cairo_surface_flush(surface)
        let src = cairo_image_surface_get_data(surface)!
        let srcStride = Int(cairo_image_surface_get_stride(surface))
        // Where each memory byte comes from in Cairo's word; -1 for padding.
        let shifts = channels.map { c -> Int in
            switch c { case .alpha: 24; case .red: 16; case .green: 8; case .blue: 0; case .skip: -1 }
        }
        let (s0, s1, s2, s3) = (shifts[0], shifts[1], shifts[2], shifts[3])
        @inline(__always) func byte(_ word: UInt32, _ shift: Int) -> UInt8 {
            shift < 0 ? 0xff : UInt8(truncatingIfNeeded: word >> UInt32(shift))
        }
        for y in Int(area.minY)..<Int(area.maxY) {
            let row = UnsafeRawPointer(src + y * srcStride).assumingMemoryBound(to: UInt32.self)
            let out = (bitmap.data + y * bitmap.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in Int(area.minX)..<Int(area.maxX) {
                let word = row[x], o = out + x * 4
                o[0] = byte(word, s0); o[1] = byte(word, s1); o[2] = byte(word, s2); o[3] = byte(word, s3)
            }
        }
    }

    /// Reads the caller's initial pixels into Cairo's surface.
    private func importCallerPixels() {
        guard let bitmap, let channels = bitmap.conversion else { return }
        cairo_surface_flush(surface)
        let dst = cairo_image_surface_get_data(surface)!
        let dstStride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(dst + y * dstStride).assumingMemoryBound(to: UInt32.self)
            let input = UnsafeRawPointer(bitmap.data + y * bitmap.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                var word: UInt32 = 0xff00_0000
                for (i, channel) in channels.enumerated() {
                    let byte = UInt32(input[x * 4 + i])
                    switch channel {
                    case .alpha: word = (word & 0x00ff_ffff) | byte << 24
                    case .red: word |= byte << 16
                    case .green: word |= byte << 8
                    case .blue: word |= byte
                    case .skip: break
                    }
                }
                row[x] = word
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
