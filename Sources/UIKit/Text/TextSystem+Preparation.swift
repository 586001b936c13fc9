@_implementationOnly import CCairo
import Foundation

/// Font set-up done ahead, on a thread of its own, while the main thread does work
/// that needs no text: the `render` tool starts it at the top of `main`, so that
/// setting up fontconfig and Pango (`TextSystem.shared`) and loading each font a
/// UIFont is made for while the layout file is decoded (fontconfig's match and
/// sort, FreeType opening the file, HarfBuzz's face and first shaping), and
/// laying out each decoded label's text in its font (the fallback fonts its
/// characters need, such as Noto Sans CJK for Chinese, and their glyphs)
/// overlap with reading the file, making the views and Auto Layout.
///
/// Nothing changes in what is drawn: the thread does through `TextSystem`, under
/// its lock, what the first text layout in each font would do itself, and every
/// later layout finds the results in Pango's caches (a font set is the same
/// whichever thread asked for it first). The main thread waits only where it
/// would have done the same work: at `TextSystem.shared` while the thread is
/// setting it up, and at the lock while it loads a font.
package enum FontPreparation {
    private enum Request: Hashable {
        /// A face at a size: its metrics and a letter laid out in it.
        case font(FontFace, size: CGFloat)
        /// A label's text laid out in its font: the fallback fonts its characters
        /// need (Noto Sans CJK for Chinese) and their glyphs.
        case text(String, FontFace, size: CGFloat)
    }

    private final class State: @unchecked Sendable {
        let condition = NSCondition()
        // Guarded by `condition`.
        var active = false
        var stopping = false
        var finished = false
        var queue: [Request] = []
        var seen: Set<Request> = []
        var textsLaidOut = 0
    }

    private static let state = State()

    /// Starts the thread (once). It sets up `TextSystem.shared`, then loads the
    /// fonts UIFonts are made for until `finish()`.
    package static func start() {
        state.condition.lock()
        defer { state.condition.unlock() }
        guard !state.active, !state.finished else { return }
        state.active = true
        let thread = Thread { run() }
        thread.name = "offscreen fonts"
        thread.start()
    }

    /// Whether the thread was started and has not ended yet (an exit now must not
    /// run the process's exit handlers under it: `_exit` instead).
    package static var isRunning: Bool {
        state.condition.lock()
        defer { state.condition.unlock() }
        return state.active && !state.finished
    }

    /// How many texts the thread has laid out (`expect(text:font:)`).
    package static var textsLaidOut: Int {
        state.condition.lock()
        defer { state.condition.unlock() }
        return state.textsLaidOut
    }

    /// Stops the thread once it is done with the font it is loading, and waits
    /// for it to end. Fonts still queued are left to the layouts that need them.
    package static func finish() {
        state.condition.lock()
        defer { state.condition.unlock() }
        guard state.active else { return }
        state.stopping = true
        state.condition.broadcast()
        while !state.finished { state.condition.wait() }
    }

    /// A font about to be used (UIFont's initializer): queued for the thread
    /// when it runs, once per face and size.
    static func expect(_ face: FontFace, size: CGFloat) {
        state.condition.lock()
        defer { state.condition.unlock() }
        guard state.active, !state.stopping else { return }
        enqueue(.font(face, size: size))
    }

    /// A text about to be laid out in `font` (a label decoded from a layout
    /// file): queued for the thread when it runs, once per text and font.
    static func expect(text: String, font: UIFont) {
        state.condition.lock()
        defer { state.condition.unlock() }
        guard state.active, !state.stopping, !text.isEmpty else { return }
        enqueue(.text(text, font.face, size: font.pointSize))
    }

    /// Call with the condition locked.
    private static func enqueue(_ request: Request) {
        guard state.seen.insert(request).inserted else { return }
        state.queue.append(request)
        state.condition.signal()
    }

    private static func run() {
        // A broken font installation is reported where text is first laid out,
        // as without this thread: nothing here may stop the process.
        let system = TextSystem.prepared
        while let request = next(), let system {
            switch request {
            case .font(let face, let size): system.prepare(face: face, size: size)
            case .text(let text, let face, let size):
                system.prepare(text: text, face: face, size: size)
                state.condition.lock()
                state.textsLaidOut += 1
                state.condition.unlock()
            }
        }
        state.condition.lock()
        state.finished = true
        state.condition.broadcast()
        state.condition.unlock()
    }

    /// The next queued font, waiting for one; nil once stopping.
    private static func next() -> Request? {
        state.condition.lock()
        defer { state.condition.unlock() }
        while state.queue.isEmpty, !state.stopping { state.condition.wait() }
        return state.stopping ? nil : state.queue.removeFirst()
    }
}

extension TextSystem {
    /// Loads the font Pango picks for `face` at `size` and lays out a letter in
    /// it, as the first layout in that font does (the same context and font
    /// description, so the same entry of Pango's font set cache), and reads the
    /// face's metrics.
    func prepare(face: FontFace, size: CGFloat) {
        _ = metrics(of: face)
        withLock {
            let layout = pango_layout_new(context(rightToLeft: false))!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_text(layout, "a", -1)
            pango_layout_set_font_description(layout, fontDescription(face: face, size: size))
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
        }
    }

    /// Lays out `text` in `face` at `size` as a label measuring it does (the same
    /// font description, so the same font sets): Pango picks and loads the
    /// fallback fonts its characters need, HarfBuzz shapes it, and the glyphs'
    /// extents are read, all kept in the shared font map's and Cairo's caches.
    func prepare(text: String, face: FontFace, size: CGFloat) {
        let font = UIFont(face: face, size: size)
        _ = TextLayout(NSAttributedString(string: text, attributes: [.font: font]),
                       options: TextLayout.Options(defaults: TextLayout.Defaults(font: font)))
    }
}
