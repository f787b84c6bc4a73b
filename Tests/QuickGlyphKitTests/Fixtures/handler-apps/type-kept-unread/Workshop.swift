import Combine

// The kept type reaches the screens only through the publisher, in code the reading does not follow.
final class Workshop: ObservableObject {
    static let shared = Workshop()
    @Published var requested: String?
    private var watching: AnyCancellable?

    init() {
        watching = $requested.compactMap { $0 }.sink { Screens.open($0) }
    }
}
