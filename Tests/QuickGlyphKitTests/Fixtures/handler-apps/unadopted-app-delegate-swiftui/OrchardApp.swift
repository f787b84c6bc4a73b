import SwiftUI

// The app delegate below is never adopted: no @UIApplicationDelegateAdaptor.
@main
struct OrchardApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Orchard")
        }
    }
}
