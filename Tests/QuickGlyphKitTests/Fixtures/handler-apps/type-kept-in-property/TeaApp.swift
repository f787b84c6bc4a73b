import SwiftUI

@main
struct TeaApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    @Environment(\.scenePhase) private var scenePhase
    let store = QuickActionStore.shared

    var body: some Scene {
        WindowGroup {
            TeaView().environmentObject(store)
        }
        .onChange(of: scenePhase) { phase in
            guard phase == .active, let chosen = AppDelegate.pendingType else { return }
            AppDelegate.pendingType = nil
            store.selected = chosen
        }
    }
}
