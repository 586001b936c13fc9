import Foundation

/// A table view's static cells from a layout file or storyboard (Interface
/// Builder's "Static Cells"): sections of made cells with their header and
/// footer titles. It is the table's data source until another is set; a
/// `UITableViewController`'s default data source methods answer from it,
/// as UIKit's do for a storyboard's static table.
@MainActor
package final class StaticTableContent: UITableViewDataSource {
    package struct Section {
        package var headerTitle: String?
        package var footerTitle: String?
        package var cells: [UITableViewCell]
        /// Each cell's custom row height, or -1 for the table's `rowHeight`.
        package var rowHeights: [CGFloat]?

        package init(headerTitle: String?, footerTitle: String?, cells: [UITableViewCell], rowHeights: [CGFloat]? = nil) {
            self.headerTitle = headerTitle
            self.footerTitle = footerTitle
            self.cells = cells
            self.rowHeights = rowHeights
        }
    }

    package let sections: [Section]

    package init(sections: [Section]) {
        self.sections = sections
    }

    package func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    package func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].cells.count : 0
    }

    package func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cell(at: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    package func cell(at indexPath: IndexPath) -> UITableViewCell? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].cells.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].cells[indexPath.row]
    }

    /// The custom row height a storyboard gives the static cell at
    /// `indexPath` (Interface Builder's "Row Height" with Automatic
    /// unchecked), nil when it has none.
    package func rowHeight(at indexPath: IndexPath) -> CGFloat? {
        guard sections.indices.contains(indexPath.section), let heights = sections[indexPath.section].rowHeights,
              heights.indices.contains(indexPath.row), heights[indexPath.row] >= 0 else { return nil }
        return heights[indexPath.row]
    }

    package func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].headerTitle : nil
    }

    package func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].footerTitle : nil
    }

    /// Static rows are not edited or moved unless a data source says so.
    package func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    package func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
}
