import XCTest

final class DemoUITests: XCTestCase {
}
