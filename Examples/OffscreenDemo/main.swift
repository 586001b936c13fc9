// The README's demo: a drawing made with CoreGraphics' API, as iOS code would
// write it, rendered at scale 3 and written as a PNG.
// Usage: OffscreenDemo [output.png]
import CoreGraphics

let output = CommandLine.arguments.dropFirst().first ?? "out/demo.png"
let size = CGSize(width: 390, height: 300)
let scale = 3

guard let context = CGContext(data: nil, width: Int(size.width) * scale, height: Int(size.height) * scale,
                              bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
else { fatalError("could not create a \(size) context") }

// A bare bitmap context has CoreGraphics' bottom-left origin; flip it to draw
// top-down in points, as UIKit code is used to.
context.translateBy(x: 0, y: size.height * CGFloat(scale))
context.scaleBy(x: CGFloat(scale), y: -CGFloat(scale))

// Background.
context.setFillColor(CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1))
context.fill(CGRect(origin: .zero, size: size))

// A card with a soft shadow and rounded corners.
let card = CGRect(x: 24, y: 24, width: 342, height: 252)
let cardPath = CGPath(roundedRect: card, cornerWidth: 16, cornerHeight: 16, transform: nil)
context.saveGState()
context.setShadow(offset: CGSize(width: 0, height: 4), blur: 16, color: CGColor(gray: 0, alpha: 0.18))
context.addPath(cardPath)
context.setFillColor(CGColor.white)
context.fillPath()
context.restoreGState()

// A gradient header clipped to the card's top.
context.saveGState()
context.addPath(cardPath)
context.clip()
let header = CGRect(x: card.minX, y: card.minY, width: card.width, height: 110)
context.clip(to: header)
let colors = [CGColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1), CGColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)]
let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1])!
context.drawLinearGradient(gradient, start: CGPoint(x: header.minX, y: header.minY),
                           end: CGPoint(x: header.maxX, y: header.maxY), options: [])
context.restoreGState()

// An avatar: a white ring around a disc.
let avatar = CGRect(x: card.minX + 20, y: card.minY + 70, width: 80, height: 80)
context.setFillColor(CGColor.white)
context.fillEllipse(in: avatar.insetBy(dx: -4, dy: -4))
context.setFillColor(CGColor(red: 1.0, green: 0.58, blue: 0.0, alpha: 1))
context.fillEllipse(in: avatar)

// Placeholder text lines and a dashed divider.
context.setFillColor(CGColor(gray: 0.85, alpha: 1))
for (i, width) in [180.0, 240.0, 140.0].enumerated() {
    let line = CGRect(x: card.minX + 20, y: card.minY + 170 + CGFloat(i) * 22, width: CGFloat(width), height: 10)
    context.addPath(CGPath(roundedRect: line, cornerWidth: 5, cornerHeight: 5, transform: nil))
    context.fillPath()
}
context.setStrokeColor(CGColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1))
context.setLineWidth(2)
context.setLineCap(.round)
context.setLineDash(phase: 0, lengths: [6, 6])
context.move(to: CGPoint(x: card.minX + 120, y: card.minY + 140))
context.addLine(to: CGPoint(x: card.maxX - 20, y: card.minY + 140))
context.strokePath()

guard let image = context.makeImage() else { fatalError("could not read the context back") }
do {
    let url = URL(fileURLWithPath: output)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try image.pngData().write(to: url, options: .atomic)
    print("Wrote \(output) (\(image.width)x\(image.height))")
} catch {
    FileHandle.standardError.write("demo: \(error)\n".data(using: .utf8)!)
    exit(2)
}
