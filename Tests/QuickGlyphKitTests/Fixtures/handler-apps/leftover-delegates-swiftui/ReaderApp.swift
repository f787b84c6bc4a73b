import SwiftUI

// Quick actions were removed; their delegates were left, and nothing adopts them.
@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Reader")
        }
    }
}
