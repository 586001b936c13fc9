import Testing
@testable import UIKit
