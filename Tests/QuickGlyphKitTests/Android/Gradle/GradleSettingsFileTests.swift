@testable import QuickGlyphAndroid
import XCTest

/// The projects a settings file includes and their folders, in the forms real builds write them, Groovy and Kotlin.
final class GradleSettingsFileTests: XCTestCase {
    private typealias Project = GradleSettingsFile.Project

    private func settings(_ text: String, path: String = "settings.gradle") -> GradleSettingsFile {
        GradleSettingsFile(path: path, text: text)
    }

    func testGroovyIncludesInOrderWithTheirFoldersAndLines() {
        let file = settings(
            """
            rootProject.name = 'Demo' // a comment naming include ':nope'
            include ':app', ':lib'
            include 'core'
            include ':ui:i18n'
            /* include ':hidden'
               include ':hidden2' */
            includeBuild('build-logic')
            include ':feature',
                    ':feature:home'
            project(':lib').projectDir = new File('../lib')
            project(':ui').projectDir = file('modules/ui')

            """)
        XCTAssertEqual(file.path, "settings.gradle")
        XCTAssertEqual(
            file.projects,
            [
                Project(path: ":app", folder: "app", line: 2),
                Project(path: ":lib", folder: "../lib", line: 2),
                Project(path: ":core", folder: "core", line: 3),
                // `:ui` is relocated and not included: its child is under its new folder all the same.
                Project(path: ":ui:i18n", folder: "modules/ui/i18n", line: 4),
                Project(path: ":feature", folder: "feature", line: 8),
                Project(path: ":feature:home", folder: "feature/home", line: 9),
            ])
        XCTAssertEqual(file.unreadLines, [])
    }

    func testKotlinIncludesOverLinesAndRelocations() {
        let file = settings(
            """
            pluginManagement {
                includeBuild("build-logic")
                repositories { maven { url = uri("https://example.com/maven") } }
            }
            rootProject.name = "Demo"
            include(":app")
            include(":core-ui", ":feature_home")
            include(
                ":data",
                ":data:remote",
            )
            project(":data").projectDir = file("libs/data")
            project(":core-ui").projectDir = File(rootDir, "shared/core-ui")
            project(":feature_home").apply { projectDir = file("${rootDir}/features/home") }

            """, path: "settings.gradle.kts")
        XCTAssertEqual(
            file.projects,
            [
                Project(path: ":app", folder: "app", line: 6),
                Project(path: ":core-ui", folder: "shared/core-ui", line: 7),
                Project(path: ":feature_home", folder: "features/home", line: 7),
                Project(path: ":data", folder: "libs/data", line: 9),
                Project(path: ":data:remote", folder: "libs/data/remote", line: 10),
            ])
        XCTAssertEqual(file.unreadLines, [])
    }

    func testEveryRelocationForm() {
        let forms: [(String, String)] = [
            ("project(':lib').projectDir = new File('../lib')", "../lib"),
            ("project(':lib').projectDir=file('../lib')", "../lib"),
            ("project(':lib').projectDir = new File(rootDir, 'libs/lib')", "libs/lib"),
            ("project(\":lib\").projectDir = File(rootDir, \"libs/lib\")", "libs/lib"),
            ("project(':lib').projectDir = new File(settingsDir, '../lib')", "../lib"),
            ("project(\":lib\").projectDir = file(\"$rootDir/libs/lib\")", "libs/lib"),
            ("project(\":lib\").projectDir = file(\"${rootDir}/libs/lib\")", "libs/lib"),
            ("project(\":lib\").projectDir = file(\"../lib\")", "../lib"),
            ("project( ':lib' ).projectDir  =  file( '../lib' )", "../lib"),
            ("project(':lib').projectDir = new File('/opt/lib')", "/opt/lib"),
            ("project(\":lib\").projectDir = file(\"./libs/../libs/lib/\")", "libs/lib"),
            ("project(\":lib\").apply { projectDir = file(\"x\") }", "x"),
            ("project(\":lib\").apply {\n    projectDir = file(\"x\")\n}", "x"),
            ("project(\":lib\").projectDir =\n    file(\"x\")", "x"),
            ("findProject(\":lib\")?.projectDir = file(\"x\")", "x"),
            ("project('lib').projectDir = new File(rootProject.projectDir, 'x')", "x"),
        ]
        for (relocation, folder) in forms {
            let file = settings("include ':lib'\n\(relocation)\n")
            XCTAssertEqual(file.projects, [Project(path: ":lib", folder: folder, line: 1)], relocation)
            XCTAssertEqual(file.unreadLines, [], relocation)
        }
    }

    func testARelocatedParentCarriesItsChildrenUnlessAChildIsRelocatedToo() {
        let file = settings(
            """
            include ':core', ':core:ui', ':core:ui:theme', ':core:data'
            project(':core').projectDir = new File('../shared/core')
            project(':core:data').projectDir = new File('/opt/data')

            """)
        XCTAssertEqual(
            file.projects.map(\.folder),
            ["../shared/core", "../shared/core/ui", "../shared/core/ui/theme", "/opt/data"])
    }

    func testFormsNotReadAreUnreadLines() {
        let file = settings(
            """
            include ':app'
            def modules = ['a', 'b']
            modules.each { include ":$it" }
            include modules
            includeProject(':x')
            project(':app').projectDir = new File(rootDir, someVar)
            file('modules').eachDir { dir ->
                include dir.name
            }
            listOf("p", "q").forEach { include(it) }
            include ':last'

            """)
        XCTAssertEqual(
            file.projects,
            [Project(path: ":app", folder: "app", line: 1), Project(path: ":last", folder: "last", line: 11)])
        XCTAssertEqual(file.unreadLines, [3, 4, 5, 6, 8, 10])
    }

    func testARepositoryContentFilterIsNoInclude() {
        let file = settings(
            """
            pluginManagement {
                repositories {
                    google {
                        content {
                            includeGroupByRegex("com\\.android.*")
                            includeGroupAndSubgroups("androidx")
                            includeModule("com.example", "lib")
                        }
                    }
                }
            }
            include(":app")

            """, path: "settings.gradle.kts")
        XCTAssertEqual(file.projects, [Project(path: ":app", folder: "app", line: 12)])
        XCTAssertEqual(file.unreadLines, [])
    }

    func testCommentsAreLeftOutAndStringsKeepTheirSlashes() {
        let file = settings(
            """
            // include ':commented'
            include ':app' // include ':trailing'
            /* include ':block' */ include ':lib'
            include ':a' /* , ':b' */, ':c'
            include ':url' // see https://example.com/x
            dependencyResolutionManagement { repositories { maven { url 'https://jitpack.io' } } }
            include ':after'

            """)
        XCTAssertEqual(file.projects.map(\.path), [":app", ":lib", ":a", ":c", ":url", ":after"])
        XCTAssertEqual(file.projects.map(\.line), [2, 3, 4, 4, 5, 7])
        XCTAssertEqual(file.unreadLines, [])
    }

    func testEachProjectOnceAtItsFirstInclude() {
        let file = settings("include ':app'\ninclude(':app', \"app\")\ninclude ':lib'; include ':app'\n")
        XCTAssertEqual(
            file.projects,
            [Project(path: ":app", folder: "app", line: 1), Project(path: ":lib", folder: "lib", line: 3)])
    }

    func testIncludeFlatPutsTheProjectBesideTheRoot() {
        XCTAssertEqual(
            settings("includeFlat 'shared'\n").projects, [Project(path: ":shared", folder: "../shared", line: 1)])
    }

    func testProjectByPathAndByTypeSafeAccessor() {
        let file = settings("include(\":ui:i18n\", \":core-ui\", \":feature_home\", \":app\")\n")
        XCTAssertEqual(file.project(path: ":app")?.folder, "app")
        XCTAssertEqual(file.project(path: "app")?.folder, "app")
        XCTAssertNil(file.project(path: ":nope"))
        XCTAssertEqual(file.project(accessor: "projects.ui.i18n")?.path, ":ui:i18n")
        XCTAssertEqual(file.project(accessor: "ui.i18n")?.path, ":ui:i18n")
        XCTAssertEqual(file.project(accessor: "coreUi")?.path, ":core-ui")
        XCTAssertEqual(file.project(accessor: "projects.featureHome")?.path, ":feature_home")
        XCTAssertNil(file.project(accessor: "projects.ui"), "`:ui` is a folder here, not an included project")
        XCTAssertNil(file.project(accessor: "projects.core-ui"))
        XCTAssertNil(file.project(accessor: "projects.uiI18n"))
    }
}
