import CoreGraphics
import Foundation

/// How long a registration lasts, as Core Text's scopes. Offscreen keeps every
/// registration for the process (`.process`): there is no user font store to
/// persist to, so `.persistent`/`.user` and `.session` last as long as `.process`.
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0
    case process = 1
    case persistent = 2
    case session = 3

    public static var user: CTFontManagerScope { .persistent }
}

/// Core Text's font manager error codes (`kCTFontManagerErrorDomain`).
public enum CTFontManagerError: Int, Sendable {
    case fileNotFound = 101
    case insufficientPermissions = 102
    case unrecognizedFormat = 103
    case invalidFontData = 104
    case alreadyRegistered = 105
    case notRegistered = 201
}

public let kCTFontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain"

/// Makes `font` (typically made from data: `CGFont(CGDataProvider(data:))`)
/// available to the process by its PostScript name, as Core Text does: after
/// this, `UIFont(name: postScriptName, size:)` finds it and text draws with
/// it. The data is written to a file in Offscreen's cache folder (see
/// docs/fonts.md) that the text system adds to its font set. False, with
/// `error` set, when a font of that name is already registered.
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let name = font.postScriptName else { return fail(.invalidFontData, "the font has no PostScript name", error) }
    return RegisteredFonts.shared.register(name: name, error) { try RegisteredFonts.write(font.data, faceIndex: font.faceIndex) }
}

/// Ends a registration made by `CTFontManagerRegisterGraphicsFont`: the name
/// no longer finds the font. False, with `error` set, when it is not registered.
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let name = font.postScriptName else { return fail(.invalidFontData, "the font has no PostScript name", error) }
    return RegisteredFonts.shared.unregister(name: name, error)
}

/// Registers the font file at `fontURL` (its first face) for the process, as
/// `CTFontManagerRegisterGraphicsFont` does for a `CGFont`, from the file in place.
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let path = fontURL.path, let data = FileManager.default.contents(atPath: path) else {
        return fail(.fileNotFound, "no font file at \(fontURL)", error)
    }
    guard let provider = CGDataProvider(data: data as CFData), let font = CGFont(provider), let name = font.postScriptName else {
        return fail(.invalidFontData, "\(path) is not a font file", error)
    }
    return RegisteredFonts.shared.register(name: name, error) { RegisteredFonts.File(path: path, faceIndex: 0) }
}

/// Ends a registration made by `CTFontManagerRegisterFontsForURL`.
public func CTFontManagerUnregisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                               _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let path = fontURL.path, let name = RegisteredFonts.shared.name(ofFileAt: path) else {
        return fail(.notRegistered, "no font registered from \(fontURL)", error)
    }
    return RegisteredFonts.shared.unregister(name: name, error)
}

private func fail(_ code: CTFontManagerError, _ reason: String, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let made = NSError(domain: kCTFontManagerErrorDomain, code: code.rawValue,
                       userInfo: [NSLocalizedDescriptionKey: "Offscreen: \(reason)"])
    error?.pointee = Unmanaged.passRetained(made)
    return false
}

/// The fonts registered in this process, by PostScript name, and the file
/// each is read from. UIKit's text system adds the files to its font set and
/// finds registered fonts by name here (`generation` tells it when to look again).
package final class RegisteredFonts: @unchecked Sendable {
    package static let shared = RegisteredFonts()

    package struct File: Sendable, Hashable {
        package let path: String
        package let faceIndex: UInt32
    }

    private let lock = NSLock()
    private var files: [String: File] = [:]
    private var changes = 0

    /// Every registered font and a number that changes with each registration.
    package func snapshot() -> (generation: Int, files: [String: File]) {
        lock.lock()
        defer { lock.unlock() }
        return (changes, files)
    }

    fileprivate func register(name: String, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?,
                              file: () throws -> File) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard files[name] == nil else { return fail(.alreadyRegistered, "a font named \(name) is already registered", error) }
        do {
            files[name] = try file()
        } catch let failure {
            return fail(.insufficientPermissions, "the font \(name) cannot be written (\(failure.localizedDescription))", error)
        }
        changes += 1
        return true
    }

    fileprivate func unregister(name: String, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard files.removeValue(forKey: name) != nil else {
            return fail(.notRegistered, "no font named \(name) is registered", error)
        }
        changes += 1
        return true
    }

    fileprivate func name(ofFileAt path: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return files.first { $0.value.path == path }?.key
    }

    /// `$XDG_CACHE_HOME/offscreen/registered-fonts` (else `~/.cache/...`,
    /// else the temporary directory's `offscreen-registered-fonts`).
    package static func folder(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/offscreen/registered-fonts" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/offscreen/registered-fonts" }
        return NSTemporaryDirectory() + "offscreen-registered-fonts"
    }

    /// Writes font data to a file named by its contents (equal data, one
    /// file), completely or not at all.
    fileprivate static func write(_ data: Data, faceIndex: UInt32) throws -> File {
        let folder = folder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let path = folder + "/" + String(hash, radix: 16) + "-\(data.count).font"
        if FileManager.default.contents(atPath: path) != data {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        }
        return File(path: path, faceIndex: faceIndex)
    }
}
