import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Adds an image to the saved photos album, as UIKit's function. There is no
/// photo library without a device: the album is a folder, named by the
/// environment variable `OFFSCREEN_SAVED_PHOTOS_ALBUM`, else
/// `offscreen-saved-photos` in the temporary directory. The image is written
/// there as a PNG of its pixels (`IMG_0001.png`, `IMG_0002.png`, ... the next
/// free number; never over an existing file, never half-written) before this
/// returns. Then, on the main queue as on iOS, `completionSelector` is
/// performed on `completionTarget` with the image, the error (nil when
/// saved) and `contextInfo`: `image(_:didFinishSavingWithError:contextInfo:)`.
/// A method whose `contextInfo` parameter is not optional receives a pointer
/// to a zero byte when `contextInfo` is nil (Swift cannot hold iOS's null there).
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
                                           _ contextInfo: UnsafeMutableRawPointer?) {
    let error: Error?
    if let data = image.pngData() {
        error = SavedPhotosAlbum.add(data, extension: "png", prefix: "IMG")
    } else {
        error = SavedPhotosAlbum.failure("the image has no pixels to save", path: nil)
    }
    SavedPhotosAlbum.complete(completionTarget, completionSelector, [image, error], contextInfo)
}

/// Adds a video file to the saved photos album, as UIKit's function: a copy
/// of the file goes into the album folder (see `UIImageWriteToSavedPhotosAlbum`)
/// under the next free `VID_0001` name with the file's extension, then
/// `video(_:didFinishSavingWithError:contextInfo:)` is performed with the
/// path, the error (nil when saved; an error when the file cannot be read)
/// and `contextInfo`, on the main queue.
public func UISaveVideoAtPathToSavedPhotosAlbum(_ videoPath: String, _ completionTarget: Any?, _ completionSelector: Selector?,
                                                _ contextInfo: UnsafeMutableRawPointer?) {
    let error: Error?
    if let data = FileManager.default.contents(atPath: videoPath) {
        let pathExtension = (videoPath as NSString).pathExtension
        error = SavedPhotosAlbum.add(data, extension: pathExtension.isEmpty ? "mov" : pathExtension, prefix: "VID")
    } else {
        error = SavedPhotosAlbum.failure("the video file cannot be read", path: videoPath)
    }
    SavedPhotosAlbum.complete(completionTarget, completionSelector, [videoPath as NSString, error], contextInfo)
}

/// The album folder and the completions.
enum SavedPhotosAlbum {
    static let environmentKey = "OFFSCREEN_SAVED_PHOTOS_ALBUM"

    static var folder: URL {
        if let path = ProcessInfo.processInfo.environment[environmentKey], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("offscreen-saved-photos", isDirectory: true)
    }

    /// Writes `data` as the album's next `<prefix>_NNNN.<extension>`; the error when it cannot.
    static func add(_ data: Data, extension pathExtension: String, prefix: String) -> Error? {
        let folder = folder
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return failure("the album folder cannot be created (\(error.localizedDescription))", path: folder.path)
        }
        // The whole file is written under a private name, then linked to the
        // album name, which fails rather than replace a file another writer made.
        let staging = folder.appendingPathComponent(".\(prefix)-\(UUID().uuidString).partial")
        do {
            try data.write(to: staging)
        } catch {
            return failure("the file cannot be written (\(error.localizedDescription))", path: staging.path)
        }
        defer { unlink(staging.path) }
        var number = nextNumber(in: folder, prefix: prefix)
        for _ in 0..<10_000 {
            let digits = String(number)
            let name = prefix + "_" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "." + pathExtension
            let target = folder.appendingPathComponent(name)
            if link(staging.path, target.path) == 0 { return nil }
            guard errno == EEXIST else {
                return failure("the file cannot be added (\(String(cString: strerror(errno))))", path: target.path)
            }
            number += 1
        }
        return failure("no free file name", path: folder.path)
    }

    /// One past the highest number of the prefix's files in the folder.
    private static func nextNumber(in folder: URL, prefix: String) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let numbers = names.compactMap { name -> Int? in
            guard name.hasPrefix(prefix + "_") else { return nil }
            let stem = (name as NSString).deletingPathExtension.dropFirst(prefix.count + 1)
            return Int(stem)
        }
        return (numbers.max() ?? 0) + 1
    }

    static func failure(_ reason: String, path: String?) -> Error {
        var info: [String: Any] = [NSLocalizedDescriptionKey: "Offscreen could not save to the photos album: \(reason)"]
        if let path { info[NSFilePathErrorKey] = path }
        return NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue, userInfo: info)
    }

    /// Performs the completion selector on the main queue with `arguments`
    /// and the context pointer in the form the method takes.
    static func complete(_ target: Any?, _ selector: Selector?, _ arguments: [Any?], _ contextInfo: UnsafeMutableRawPointer?) {
        guard let target, let selector else { return }
        let call = SendableBox((target as AnyObject, arguments, contextInfo))
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                let (target, arguments, contextInfo) = call.value
                let readOnly = contextInfo.map { UnsafeRawPointer($0) }
                // The parameter may be UnsafeRawPointer or UnsafeMutableRawPointer, optional or not.
                let forms: [Any?] = [readOnly, contextInfo, readOnly ?? zeroByte, contextInfo ?? UnsafeMutableRawPointer(mutating: zeroByte)]
                for form in forms where invokeSelector(selector, on: target, arguments + [form]) != nil { return }
                reportUnrecognizedSelector(selector, target)
            }
        }
    }

    /// What a non-optional `contextInfo` parameter gets for a nil context.
    nonisolated(unsafe) private static let zeroByte: UnsafeRawPointer = {
        let byte = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        byte.storeBytes(of: 0, as: UInt8.self)
        return UnsafeRawPointer(byte)
    }()
}
