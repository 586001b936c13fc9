import Testing
import UIKit

// As iOS test files do: plain `import UIKit` beside `import Testing`.
@Test func plainImportOfUIKitCompilesBesideTesting() {
    #expect(CGRect(x: 0, y: 0, width: 10, height: 10).applying(.identity).width == 10)
}
