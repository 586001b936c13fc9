import CCairo

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
              width * height <= PixelStorage.maxPixels, bitsPerComponent == 8, space.model == .rgb else { return nil }
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
        let opaque = channels.contains(.skip)
        let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32

        let cairoStride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let rowBytes = bytesPerRow != 0 ? bytesPerRow : (data == nil ? cairoStride : width * 4)
        guard rowBytes >= width * 4 else { return nil }
        let (total, overflow) = rowBytes.multipliedReportingOverflow(by: height)
        guard !overflow else { return nil }

        // Cairo's words are A,R,G,B from the high byte down, in native order.
        #if _endian(little)
        let nativeOrder: [PixelChannel] = [.blue, .green, .red, opaque ? .skip : .alpha]
        #else
        let nativeOrder: [PixelChannel] = [opaque ? .skip : .alpha, .red, .green, .blue]
        #endif
        let aligned = data.map { Int(bitPattern: $0) % 4 == 0 } ?? true
        let inPlace = channels == nativeOrder && rowBytes % 4 == 0 && aligned

        var storage: PixelStorage?
        let memory: UnsafeMutableRawPointer
        let owns: Bool
        if let data {
            memory = data; owns = false
        } else if inPlace, rowBytes == cairoStride, let s = PixelStorage(width: width, height: height) {
            storage = s; memory = s.bytes; owns = false
        } else {
            memory = UnsafeMutableRawPointer.allocate(byteCount: total, alignment: 16)
            memory.initializeMemory(as: UInt8.self, repeating: 0, count: total)
            owns = true
        }

        let surface: OpaquePointer
        if inPlace {
            surface = cairo_image_surface_create_for_data(memory.assumingMemoryBound(to: UInt8.self), format,
                                                          Int32(width), Int32(height), Int32(rowBytes))
        } else {
            guard let s = PixelStorage(width: width, height: height) else {
                if owns { memory.deallocate() }
                return nil
            }
            storage = s
            surface = cairo_image_surface_create_for_data(s.bytes.assumingMemoryBound(to: UInt8.self), format,
                                                          Int32(width), Int32(height), Int32(s.bytesPerRow))
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            if owns { memory.deallocate() }
            return nil
        }
        let backing = BitmapBacking(data: memory, bytesPerRow: rowBytes, bitmapInfo: info, colorSpace: space,
                                    conversion: inPlace ? nil : channels, ownsData: owns)
        self.init(surface: surface, storage: storage, bitmap: backing)
        if !inPlace, data != nil { importCallerPixels() }
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

    /// Writes Cairo's pixels into the caller's layout. Called after every
    /// drawing call; nothing to do when Cairo draws in place, or while a
    /// transparency layer collects the drawing.
    func didDraw() {
        guard let bitmap, let channels = bitmap.conversion, layers.isEmpty else { return }
        cairo_surface_flush(surface)
        let src = cairo_image_surface_get_data(surface)!
        let srcStride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeRawPointer(src + y * srcStride).assumingMemoryBound(to: UInt32.self)
            let out = (bitmap.data + y * bitmap.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let word = row[x]
                for (i, channel) in channels.enumerated() {
                    let byte: UInt32
                    switch channel {
                    case .alpha: byte = word >> 24
                    case .red: byte = word >> 16
                    case .green: byte = word >> 8
                    case .blue: byte = word
                    case .skip: byte = 0xff
                    }
                    out[x * 4 + i] = UInt8(truncatingIfNeeded: byte)
                }
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
