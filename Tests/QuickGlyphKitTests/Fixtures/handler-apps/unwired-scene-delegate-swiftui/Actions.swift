import SwiftUI
import UIKit

final class Actions {
    static let shared = Actions()

    @discardableResult
    func run(_ item: UIApplicationShortcutItem) -> Bool {
        guard item.type == "greenhouse.water" else { return false }
        return true
    }
}

struct ContentView: View {
    var body: some View { Text("Greenhouse") }
}
