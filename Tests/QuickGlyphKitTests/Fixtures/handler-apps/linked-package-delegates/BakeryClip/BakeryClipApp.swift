import Oven
import SwiftUI

// The clip links the same package for its views, and adopts none of its delegates.
@main
struct BakeryClipApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Bakery Clip")
        }
    }
}
