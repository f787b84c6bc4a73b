import QuickGlyphAndroid
import XCTest

/// The module graph on text alone: which libraries an app merges, in which order, under which variants, and what is
/// left unread (issue 44).
final class AndroidModuleGraphTests: XCTestCase {
    /// The graph of an app whose Gradle file is `app`, in a build whose settings are `settings` at the root and whose
    /// modules' Gradle files are `modules` by folder (a folder missing from it has no Gradle file).
    private func graph(
        _ app: String, settings: String?, modules: [String: String] = [:], unreadable: Set<String> = []
    ) -> AndroidModuleGraph {
        AndroidModuleGraph(
            appGradle: AndroidGradleFile(path: "root/app/build.gradle", text: app),
            settings: settings.map { GradleSettingsFile(path: "root/settings.gradle", text: $0) },
            settingsFolder: settings == nil ? nil : "", root: "root",
            load: { folder in
                let below = String(folder.dropFirst("root/".count))
                if unreadable.contains(below) { return .unreadable("its folder \(below) is a symbolic link") }
                return modules[below].map { .gradle(AndroidGradleFile(path: folder + "/build.gradle", text: $0)) }
                    ?? .noGradleFile
            })
    }

    func testADiamondMergesEachModuleOverItsDependenciesSiblingsInTheOrderDeclared() {
        let built = graph(
            "dependencies {\n    implementation project(':a')\n    implementation project(':b')\n}\n",
            settings: "include ':app', ':a', ':b', ':c'\n",
            modules: [
                "a": "dependencies {\n    api project(':c')\n}\n",
                "b": "dependencies {\n    implementation project(':c')\n}\n",
            ])
        XCTAssertEqual(built.libraries.map(\.path), [":a", ":b", ":c"])
        XCTAssertEqual(built.libraries.map(\.folder), ["a", "b", "c"])
        XCTAssertEqual(built.unread, [])
    }

    func testAVariantsConditionIsCarriedToEverythingBelowIt() {
        let built = graph(
            "dependencies {\n    freeImplementation project(':ads')\n    implementation project(':ui')\n}\n",
            settings: "include ':app', ':ads', ':ads-debug', ':ui'\n",
            modules: ["ads": "dependencies {\n    debugImplementation project(':ads-debug')\n}\n"])
        XCTAssertEqual(built.libraries.map(\.path), [":ads", ":ads-debug", ":ui"])
        XCTAssertEqual(built.libraries.map(\.conditions), [[["free"]], [["free", "debug"]], [[]]])
        let freeDebug = AndroidVariant(name: "freeDebug", matches: ["freeDebug", "debug", "free"])
        let paidDebug = AndroidVariant(name: "paidDebug", matches: ["paidDebug", "debug", "paid"])
        XCTAssertEqual(
            built.libraries.filter { freeDebug.meets($0.conditions) }.map(\.path), [":ads", ":ads-debug", ":ui"])
        XCTAssertEqual(built.libraries.filter { paidDebug.meets($0.conditions) }.map(\.path), [":ui"])
    }

    func testAModuleReachedUnconditionallyAlsoIsMergedInEveryVariant() {
        let built = graph(
            "dependencies {\n    debugImplementation project(':x')\n    implementation project(':y')\n}\n",
            settings: "include ':app', ':x', ':y'\n", modules: ["y": "dependencies {\n    api project(':x')\n}\n"])
        XCTAssertEqual(built.libraries.first { $0.path == ":x" }?.conditions, [[]])
    }

    func testWhatIsNotReadIsNamedWithWhy() {
        let built = graph(
            """
            dependencies {
                implementation project(':outside')
                implementation project(':missing')
                implementation(projects.linked)
                implementation(projects.nowhere)
                implementation 'androidx.core:core:1.13.1'
                implementation project(':custom')
            }

            """,
            settings: """
                include ':app', ':outside', ':linked', ':custom'
                project(':outside').projectDir = file('../../elsewhere')

                """,
            modules: ["custom": "android {\n    sourceSets {\n        main.res.srcDirs = ['ui']\n    }\n}\n"],
            unreadable: ["linked"])
        XCTAssertEqual(
            built.unread.map { "\($0.dependency.name) \($0.dependency.line): \($0.dependency.why)" },
            [
                ":outside 2: its folder ../../elsewhere is outside the folder checked",
                ":missing 3: the settings file does not include it",
                ":linked 4: its folder linked is a symbolic link",
                "projects.nowhere 5: the settings file does not include it",
                "androidx.core:core:1.13.1 6: a published library",
                ":custom 7: it sets its own res folders (line 3 of its Gradle file)",
            ])
        XCTAssertEqual(built.libraries.map(\.path), [":custom"], "read, though what it sets is not")
    }

    func testNoSettingsLeavesEveryModuleUnreadAndACycleEnds() {
        XCTAssertEqual(
            graph("dependencies {\n    implementation project(':x')\n}\n", settings: nil).unread.map(
                \.dependency.reason),
            [.noSettings])
        let cycle = graph(
            "dependencies {\n    implementation project(':a')\n}\n", settings: "include ':app', ':a', ':b'\n",
            modules: [
                "a": "dependencies {\n    api project(':b')\n}\n", "b": "dependencies {\n    api project(':a')\n}\n",
            ])
        XCTAssertEqual(cycle.libraries.map(\.path), [":a", ":b"])
    }

    func testFoldersLeavingTheRootAreRefused() {
        XCTAssertEqual(AndroidModuleGraph.folder("../lib", below: "android"), "lib")
        XCTAssertEqual(AndroidModuleGraph.folder("./a/../b", below: ""), "b")
        XCTAssertNil(AndroidModuleGraph.folder("../lib", below: ""))
        XCTAssertNil(AndroidModuleGraph.folder("/opt/lib", below: "android"))
    }

    func testVariantsAreBuildTypesTimesFlavoursAndAnUnmatchedPrefixIsItsOwn() {
        XCTAssertEqual(
            AndroidVariant.all(buildTypes: ["staging"], flavours: [], prefixes: ["debug"]).map(\.name),
            ["debug", "release", "staging"])
        XCTAssertEqual(
            AndroidVariant.all(buildTypes: [], flavours: ["free", "paid"], prefixes: ["freeMinApi21"]).map(\.name),
            ["freeDebug", "freeRelease", "paidDebug", "paidRelease", "freeMinApi21"])
    }
}
