@testable import Demo
import Testing

struct DemoTests {
    @Test func example() async throws {
    }
}
