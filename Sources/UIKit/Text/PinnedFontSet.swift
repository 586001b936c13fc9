@_implementationOnly import CCairo
import Foundation

/// The font files every text drawing uses, and the fontconfig configuration that sees
/// only them. Goldens made on one machine must match on another, so nothing here reads
/// the machine's fonts.conf, its font directories or its locale.
package enum PinnedFontSet {
    /// One pinned font file and the Debian package that installs it.
    package struct File: Sendable {
        package let name: String
        package let debianPackage: String
        /// Where Debian puts it; other places under the font roots are searched too.
        package let expectedDirectory: String
    }

    /// Family names as fontconfig reports them for the pinned files.
    package enum Family {
        /// SF Pro Text stand-in (iOS's system font below 20 pt).
        package static let text = "Inter"
        /// SF Pro Display stand-in (iOS switches to the display optical size at 20 pt).
        package static let display = "Inter Display"
        package static let mono = "DejaVu Sans Mono"
        package static let chineseSimplified = "Noto Sans CJK SC"
        package static let chineseTraditional = "Noto Sans CJK TC"
        /// Last resort for symbols the others lack (arrows, math, box drawing).
        package static let symbols = "DejaVu Sans"
        /// Arabic script (iOS: SF Arabic / Geeza Pro).
        package static let arabic = "Noto Sans Arabic"
        /// Hebrew script (iOS: SF Hebrew / Arial Hebrew).
        package static let hebrew = "Noto Sans Hebrew"
        /// Colour emoji (iOS: Apple Color Emoji).
        package static let emoji = "Noto Color Emoji"
    }

    static let interStyles = [
        "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
    ]

    package static let files: [File] = {
        let inter = "/usr/share/fonts/opentype/inter"
        var files: [File] = []
        for prefix in ["Inter", "InterDisplay"] {
            for style in interStyles {
                files.append(File(name: "\(prefix)-\(style).otf", debianPackage: "fonts-inter", expectedDirectory: inter))
                let italic = style == "Regular" ? "Italic" : "\(style)Italic"
                files.append(File(name: "\(prefix)-\(italic).otf", debianPackage: "fonts-inter", expectedDirectory: inter))
            }
        }
        let noto = "/usr/share/fonts/opentype/noto"
        files.append(File(name: "NotoSansCJK-Regular.ttc", debianPackage: "fonts-noto-cjk", expectedDirectory: noto))
        files.append(File(name: "NotoSansCJK-Bold.ttc", debianPackage: "fonts-noto-cjk", expectedDirectory: noto))
        let notoCore = "/usr/share/fonts/truetype/noto"
        for name in ["NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf"] {
            files.append(File(name: name, debianPackage: "fonts-noto-core", expectedDirectory: notoCore))
        }
        files.append(File(name: "NotoColorEmoji.ttf", debianPackage: "fonts-noto-color-emoji", expectedDirectory: notoCore))
        let dejavu = "/usr/share/fonts/truetype/dejavu"
        for name in ["DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf", "DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] {
            files.append(File(name: name, debianPackage: "fonts-dejavu-core", expectedDirectory: dejavu))
        }
        return files
    }()

    package struct MissingFontError: Error, CustomStringConvertible {
        package let file: File
        package var description: String {
            "Offscreen text: pinned font file \(file.name) not found (looked in \(file.expectedDirectory) and under "
                + "\(fontRoots.joined(separator: ", "))). Install the Debian package \(file.debianPackage) "
                + "(scripts/install-deps.sh installs every pinned font)."
        }
    }

    static let fontRoots = ["/usr/share/fonts", "/usr/local/share/fonts"]

    /// The absolute path of `file`: its Debian location, else the first match under the
    /// font roots (sorted, so the choice does not depend on directory order).
    static func locate(_ file: File) throws -> String {
        let expected = file.expectedDirectory + "/" + file.name
        if FileManager.default.fileExists(atPath: expected) { return expected }
        for root in fontRoots {
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            var found: [String] = []
            while let relative = walker.nextObject() as? String {
                if (relative as NSString).lastPathComponent == file.name { found.append(root + "/" + relative) }
            }
            if let first = found.sorted().first { return first }
        }
        throw MissingFontError(file: file)
    }

    /// Rules of our own configuration. Only the Simplified and Traditional Chinese faces of
    /// the Noto CJK collections are accepted, so Chinese never falls to the Japanese or
    /// Korean glyph forms. Every pattern gets `sans-serif` appended (as the stock 49-sansserif
    /// rule does), and `sans-serif` means the pinned fallback chain, so an unknown family
    /// resolves to Inter, never to whatever the machine has.
    static let rules = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <selectfont><rejectfont>
            <pattern><patelt name="family"><string>Noto Sans CJK JP</string></patelt></pattern>
            <pattern><patelt name="family"><string>Noto Sans CJK KR</string></patelt></pattern>
            <pattern><patelt name="family"><string>Noto Sans CJK HK</string></patelt></pattern>
            <pattern><patelt name="family"><string>Noto Sans Mono CJK JP</string></patelt></pattern>
            <pattern><patelt name="family"><string>Noto Sans Mono CJK KR</string></patelt></pattern>
            <pattern><patelt name="family"><string>Noto Sans Mono CJK SC</string></patelt></pattern>
            <pattern><patelt name="family"><string>Noto Sans Mono CJK TC</string></patelt></pattern>
            <pattern><patelt name="family"><string>Noto Sans Mono CJK HK</string></patelt></pattern>
          </rejectfont></selectfont>
          <match target="pattern">
            <edit name="family" mode="append_last" binding="weak"><string>sans-serif</string></edit>
          </match>
          <alias binding="same"><family>sans-serif</family>
            <prefer><family>Inter</family><family>Noto Sans CJK SC</family><family>Noto Sans Arabic</family>
              <family>Noto Sans Hebrew</family><family>DejaVu Sans</family><family>Noto Color Emoji</family></prefer>
          </alias>
          <!-- Pango asks for emoji presentation with the language und-zsye: the colour font first. -->
          <match target="pattern">
            <test name="lang" compare="contains"><string>und-zsye</string></test>
            <edit name="family" mode="prepend" binding="strong"><string>Noto Color Emoji</string></edit>
          </match>
          <alias binding="same"><family>serif</family><prefer><family>sans-serif</family></prefer></alias>
          <alias binding="same"><family>system-ui</family><prefer><family>sans-serif</family></prefer></alias>
          <alias binding="same"><family>monospace</family>
            <prefer><family>DejaVu Sans Mono</family><family>Noto Sans CJK SC</family></prefer>
          </alias>
          <!-- Bitmap faces (the colour emoji's 109-pixel strike) are scaled to the size asked
               for, as fontconfig's stock 10-scale-bitmap-fonts rule does. -->
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name>
                <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
          <!-- Faces without an italic (CJK, DejaVu Sans Mono) get a synthetic oblique, as iOS does. -->
          <match target="font">
            <test name="slant" compare="eq"><const>roman</const></test>
            <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name><matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix></times>
            </edit>
            <edit name="slant" mode="assign"><const>oblique</const></edit>
          </match>
        </fontconfig>
        """

    /// A new fontconfig configuration holding exactly the pinned files. The caller owns it.
    ///
    /// Reading a font file's names, coverage and character set takes FreeType a while
    /// (the CJK collections most), so the result is kept in a fontconfig cache of our
    /// own (see `FontCache`): the first process scans the files and writes it, later
    /// ones load it. The folders holding the pinned files are added with a selection
    /// that accepts only the pinned paths, so nothing else in those folders is read.
    package static func makeConfiguration() throws -> OpaquePointer {
        let paths = try files.map(locate)
        let cacheFolder = FontCache.folder(for: paths, rules: rules)
        guard let config = FcConfigCreate() else { throw ConfigurationError(description: "FcConfigCreate failed") }
        let document = configurationDocument(paths: paths, cacheFolder: cacheFolder)
        let parsed = document.withCString { text in
            FcConfigParseAndLoadFromMemory(config, UnsafeRawPointer(text).assumingMemoryBound(to: FcChar8.self), 1)
        }
        guard parsed != 0 else {
            FcConfigDestroy(config)
            throw ConfigurationError(description: "Offscreen text: the pinned fontconfig rules did not parse")
        }
        var folders: [String] = []
        for path in paths {
            let folder = (path as NSString).deletingLastPathComponent
            if !folders.contains(folder) { folders.append(folder) }
        }
        for folder in folders {
            _ = folder.withCString { p in
                FcConfigAppFontAddDir(config, UnsafeRawPointer(p).assumingMemoryBound(to: FcChar8.self))
            }
        }
        let loaded = loadedFiles(config)
        if let missing = paths.first(where: { !loaded.contains($0) }) {
            FcConfigDestroy(config)
            throw ConfigurationError(description: "Offscreen text: fontconfig could not read the font file \(missing)")
        }
        return config
    }

    /// `rules` plus the selection of exactly `paths` and the cache folder. Font files are
    /// selected by path: everything is rejected, then each pinned file accepted.
    static func configurationDocument(paths: [String], cacheFolder: String?) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        var selection = "  <selectfont><acceptfont>\n"
        for path in paths { selection += "    <glob>\(escaped(path))</glob>\n" }
        selection += "  </acceptfont><rejectfont><glob>*</glob></rejectfont></selectfont>\n"
        if let cacheFolder { selection += "  <cachedir>\(escaped(cacheFolder))</cachedir>\n" }
        return rules.replacingOccurrences(of: "</fontconfig>", with: selection + "</fontconfig>")
    }

    /// The file of every face in the configuration's application font set.
    static func loadedFiles(_ config: OpaquePointer) -> Set<String> {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        var files: Set<String> = []
        for index in 0..<Int(set.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(set.pointee.fonts[index], FC_FILE, 0, &file) == FcResultMatch, let file {
                files.insert(String(cString: file))
            }
        }
        return files
    }

    package struct ConfigurationError: Error, CustomStringConvertible {
        package let description: String
    }
}
