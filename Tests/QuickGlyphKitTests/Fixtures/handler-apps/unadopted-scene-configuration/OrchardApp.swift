import SwiftUI

// The delegates handle quick actions, and nothing adopts the app delegate.
@main
struct OrchardApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Orchard")
        }
    }
}
