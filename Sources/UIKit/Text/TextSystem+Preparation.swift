@_implementationOnly import CCairo
import Foundation

/// Font set-up done ahead, on a thread of its own, while the main thread does work
/// that needs no text: the `render` tool starts it at the top of `main`, so that
/// setting up fontconfig and Pango (`TextSystem.shared`) and loading each font a
/// UIFont is made for while the layout file is decoded (fontconfig's match and
/// sort, FreeType opening the file, HarfBuzz's face and first shaping) overlap
/// with reading the file, making the views and Auto Layout.
///
/// Nothing changes in what is drawn: the thread does through `TextSystem`, under
/// its lock, what the first text layout in each font would do itself, and every
/// later layout finds the results in Pango's caches (a font set is the same
/// whichever thread asked for it first). The main thread waits only where it
/// would have done the same work: at `TextSystem.shared` while the thread is
/// setting it up, and at the lock while it loads a font.
package enum FontPreparation {
    private struct Request: Hashable {
        var face: FontFace
        var size: CGFloat
    }

    private final class State: @unchecked Sendable {
        let condition = NSCondition()
        // Guarded by `condition`.
        var active = false
        var stopping = false
        var finished = false
        var queue: [Request] = []
        var seen: Set<Request> = []
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
        let request = Request(face: face, size: size)
        guard state.seen.insert(request).inserted else { return }
        state.queue.append(request)
        state.condition.signal()
    }

    private static func run() {
        // A broken font installation is reported where text is first laid out,
        // as without this thread: nothing here may stop the process.
        let system = TextSystem.prepared
        while let request = next() {
            system?.prepare(face: request.face, size: request.size)
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
}
