import SwiftUI

final class QuickActionStore: ObservableObject {
    static let shared = QuickActionStore()
    @Published var selected: String?
}

struct TeaView: View {
    @EnvironmentObject var store: QuickActionStore
    @State private var screen = "home"

    var body: some View {
        Text(screen)
            .onReceive(store.$selected) { _ in
                let chosen = store.selected
                if chosen == "brew" {
                    screen = "brewing"
                }
                if chosen == "descale" {
                    screen = "descaling"
                }
            }
    }
}
