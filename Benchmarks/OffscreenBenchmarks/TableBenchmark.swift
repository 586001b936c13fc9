// A 10,000-row table at 3x on a 390 x 844 window: reloadData, layout and
// render of one screen; then scrolling by one screen and rendering again
// (only the rows that became visible are asked for). The baseline is the
// same screen built by hand: as many plain label rows as are visible,
// added to a window, laid out and rendered, in the same run.
import Foundation
import UIKit

@MainActor
private final class BenchRows: NSObject, UITableViewDataSource {
    var asked = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

@MainActor
func runTableBenchmark() throws {
    let size = CGSize(width: 390, height: 844)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.screen.scale = 3
    let table = UITableView(frame: window.bounds, style: .plain)
    table.rowHeight = 44
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let rows = BenchRows()
    table.dataSource = rows
    window.addSubview(table)
    window.isHidden = false

    let reload = timed(20) {
        table.contentOffset = .zero
        table.reloadData()
        _ = window.renderedImage()
    }
    var offset: CGFloat = 0
    rows.asked = 0
    let scroll = timed(20) {
        offset += size.height
        if offset > 400_000 { offset = 0 }
        table.contentOffset = CGPoint(x: 0, y: offset)
        _ = window.renderedImage()
    }
    let askedPerScroll = Double(rows.asked) / 21

    // Baseline: the visible rows as plain views with labels, built and rendered.
    let visible = Int((size.height / 44).rounded(.up))
    let baseline = timed(20) {
        let w = UIWindow(frame: CGRect(origin: .zero, size: size))
        w.screen.scale = 3
        w.backgroundColor = .systemBackground
        for i in 0..<visible {
            let label = UILabel(frame: CGRect(x: 16, y: CGFloat(i) * 44, width: 340, height: 44))
            label.text = "Row \(i)"
            w.addSubview(label)
        }
        w.isHidden = false
        _ = w.renderedImage()
    }
    func line(_ name: String, _ t: Timing) -> String {
        String(format: "%@: median %.2f ms, min %.2f ms (%.2fx the baseline's median)", name, t.median, t.min, t.median / baseline.median)
    }
    print(String(format: "baseline, %d label rows built and rendered: median %.2f ms, min %.2f ms", visible, baseline.median, baseline.min))
    print(line("10,000-row table, reloadData + layout + render at 3x", reload))
    print(line("scroll by one screen + render", scroll) + String(format: "; %.1f rows asked per scroll", askedPerScroll))
}
