// Swift Testing on Linux ships cross-import overlay declarations for Apple's
// CoreGraphics and UIKit (Testing.swiftcrossimport). When a file imports both
// Testing and our UIKit, the compiler looks for this module; without it
// `import Testing` + `import CoreGraphics` fails with "no such module
// '_Testing_UIKit'". It is deliberately empty: it exists so that iOS
// test files compile unchanged, and links nothing extra.
