/// The parts of a quick action whose place in the source is recorded.
public enum QuickActionField: String, Sendable, Equatable, Hashable, CaseIterable {
    case type, title, subtitle, icon, userInfo
}
