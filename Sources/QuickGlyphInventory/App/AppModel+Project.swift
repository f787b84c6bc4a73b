extension AppModel {
    mutating func readProjects() {}
}
