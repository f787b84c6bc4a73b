import Foundation

final class Router {
    static let shared = Router()

    static func value(named name: String, in url: URL) -> String? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == name }?.value
    }

    func showBrew() {}
    func startTimer(minutes: Int) {}
    func showHistory() {}
    func showSettings() {}
}
