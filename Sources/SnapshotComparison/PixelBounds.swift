/// An inclusive box of pixel coordinates (top-left origin): where images differ.
package struct PixelBounds: Sendable, Equatable, CustomStringConvertible {
    package var minX: Int
    package var minY: Int
    package var maxX: Int
    package var maxY: Int

    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    package var width: Int { maxX - minX + 1 }
    package var height: Int { maxY - minY + 1 }

    package mutating func include(x: Int, y: Int) {
        minX = min(minX, x); maxX = max(maxX, x)
        minY = min(minY, y); maxY = max(maxY, y)
    }

    package var description: String {
        "x \(minX)...\(maxX), y \(minY)...\(maxY) (\(width)x\(height) px)"
    }
}
