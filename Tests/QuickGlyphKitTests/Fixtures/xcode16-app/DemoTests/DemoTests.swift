import Testing
@testable import Demo

struct DemoTests {
    @Test func example() async throws {
    }
}
