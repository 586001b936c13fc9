import Testing
@testable import render

@Suite struct ProgressReporterTests {
    final class Sink: @unchecked Sendable { var text = "" }

    @Test func plainLinesWhenNotATerminal() {
        let sink = Sink()
        var progress = ProgressReporter(total: 2, interactive: false, columns: 80) { sink.text += $0 }
        progress.advance(name: "a.json", outcome: "ok")
        progress.advance(name: "b.json", outcome: "FAILED")
        #expect(sink.text == "[1/2] a.json: ok\n[2/2] b.json: FAILED\n")
    }

    @Test func oneRedrawnBarOnATerminalCutToItsWidth() {
        let sink = Sink()
        var progress = ProgressReporter(total: 4, interactive: true, columns: 40) { sink.text += $0 }
        progress.advance(name: "a-very-long-layout-file-name.json", outcome: "ok")
        #expect(sink.text == "\r[######                  ] 1/4 a-very-l\u{1B}[K")
        for _ in 0..<3 { progress.advance(name: "x", outcome: "ok") }
        #expect(sink.text.hasSuffix("\r[########################] 4/4 x\u{1B}[K\n"))
    }
}
