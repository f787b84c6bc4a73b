/// Which SF Symbols each system icon looks like: the one table `check --fix` reads
/// to give a symbol-only static item, on a target below iOS 13 (where a symbol
/// shows no icon), the `UIApplicationShortcutItemIconType` that looks like its
/// symbol. A symbol not in the table gets no icon type: a fallback that does not
/// look like the symbol would show the wrong picture on older systems, so none
/// is guessed, from a similar name or otherwise.
///
/// Each icon lists its closest symbol first, then variants that look alike
/// (filled, circled, or an earlier name of the same drawing such as iOS 13's
/// `speaker.2` for `speaker.wave.2`). A name stands under one icon only.
package enum SystemIconSymbol {
    /// The symbols `icon` looks like, the closest first; never empty.
    static func symbols(of icon: SystemIcon) -> [String] {
        switch icon {
        case .compose: return ["square.and.pencil"]
        case .play: return ["play.fill", "play"]
        case .pause: return ["pause.fill", "pause"]
        case .add: return ["plus", "plus.circle"]
        case .location: return ["location", "location.fill"]
        case .search: return ["magnifyingglass"]
        case .share: return ["square.and.arrow.up"]
        case .prohibit: return ["nosign"]
        case .contact: return ["person.crop.circle"]
        case .home: return ["house", "house.fill"]
        case .markLocation: return ["mappin", "mappin.circle"]
        case .favorite: return ["star", "star.fill"]
        case .love: return ["heart", "heart.fill"]
        case .cloud: return ["cloud", "cloud.fill"]
        case .invitation: return ["envelope.open"]
        case .confirmation: return ["checkmark.circle"]
        case .mail: return ["envelope", "envelope.fill"]
        case .message: return ["message", "message.fill", "bubble.left"]
        case .date: return ["calendar"]
        case .time: return ["clock"]
        case .capturePhoto: return ["camera", "camera.fill"]
        case .captureVideo: return ["video", "video.fill"]
        // The task icon is an empty circle, a to-do not yet done; done, it is the filled check.
        case .task: return ["circle"]
        case .taskCompleted: return ["checkmark.circle.fill"]
        case .alarm: return ["alarm"]
        case .bookmark: return ["bookmark", "book"]
        case .shuffle: return ["shuffle"]
        case .audio: return ["speaker.wave.2", "speaker.wave.3", "speaker.2", "speaker.3"]
        case .update: return ["arrow.clockwise", "arrow.triangle.2.circlepath"]
        }
    }

    /// The icon whose list holds exactly `symbol`, or nil: no near name, no other variant.
    package static func icon(for symbol: String) -> SystemIcon? {
        byName[symbol]
    }

    private static let byName: [String: SystemIcon] = {
        var table: [String: SystemIcon] = [:]
        for icon in SystemIcon.allCases {
            for symbol in symbols(of: icon) { table[symbol] = icon }
        }
        return table
    }()
}
