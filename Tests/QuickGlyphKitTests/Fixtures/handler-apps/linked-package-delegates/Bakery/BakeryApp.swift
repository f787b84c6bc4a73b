import Oven
import SwiftUI

// The app adopts the package's delegate and installs the package's quick actions.
@main
struct BakeryApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            Text("Bakery")
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background { OvenActions.install() }
        }
    }
}
