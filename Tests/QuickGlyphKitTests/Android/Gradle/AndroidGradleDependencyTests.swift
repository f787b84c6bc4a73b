@testable import QuickGlyphAndroid
import XCTest

/// What a module's build file says for the module graph: the dependencies that reach the packaged app, the build
/// types and flavors, whether it is a library, and where its resource folders are set.
final class AndroidGradleDependencyTests: XCTestCase {
    private typealias Dependency = GradleDependency

    private let groovy = """
        buildscript {
            dependencies {
                classpath 'com.android.tools.build:gradle:8.1.0'
                implementation project(':not-the-module-s')
            }
        }
        plugins {
            id 'com.android.library'
        }
        android {
            buildTypes {
                debug { applicationIdSuffix '.debug' }
                release {
                    minifyEnabled true
                }
                staging { initWith debug }
                all { }
            }
            flavorDimensions 'tier'
            productFlavors {
                free { dimension 'tier' }
                paid { dimension 'tier' }
            }
            sourceSets {
                main.res.srcDirs += 'src/main/res-extra'
                free { res.srcDir 'src/free/res2' }
            }
        }
        dependencies {
            implementation project(':core')
            api project(path: ':ui:i18n')
            implementation project(path: ":data", configuration: "default")
            freeImplementation project(':ads')
            debugImplementation 'com.squareup.leakcanary:leakcanary-android:2.12'
            implementation "androidx.core:core-ktx:1.9.0" // see https://developer.android.com
            implementation libs.androidx.appcompat
            implementation group: 'com.google.code.gson', name: 'gson', version: '2.10'
            implementation fileTree(dir: 'libs', include: ['*.aar'])
            implementation platform('com.google.firebase:firebase-bom:32.0.0')
            freeReleaseApi projects.uiI18n
            runtimeOnly 'g:runtime:1',
                'g:other:2'
            testImplementation project(':test-utils')
            androidTestImplementation 'androidx.test:runner:1.5'
            kapt 'com.google.dagger:dagger-compiler:2.48'
            compileOnly 'g:compile:1'
            annotationProcessor 'g:ap:1'
            lintChecks project(':lint')
            coreLibraryDesugaring 'com.android.tools:desugar_jdk_libs:2.0'
            testFixturesImplementation 'g:tf:1'
            compileOnlyApi 'g:coa:1'
            implementation(project(':chained')) {
                exclude group: 'x'
            }
            // implementation project(':commented')
            /* implementation project(':block') */
            implementation 'g:url:1' /* https://example.com */
        }

        """

    func testGroovyDependenciesThatReachTheApp() {
        let file = AndroidGradleFile(path: "build.gradle", text: groovy)
        XCTAssertEqual(
            file.dependencies,
            [
                Dependency(configuration: "implementation", variant: "", target: .project(":core"), line: 30),
                Dependency(configuration: "api", variant: "", target: .project(":ui:i18n"), line: 31),
                Dependency(configuration: "implementation", variant: "", target: .project(":data"), line: 32),
                Dependency(configuration: "freeImplementation", variant: "free", target: .project(":ads"), line: 33),
                Dependency(
                    configuration: "debugImplementation", variant: "debug",
                    target: .published("com.squareup.leakcanary:leakcanary-android:2.12"), line: 34),
                Dependency(
                    configuration: "implementation", variant: "", target: .published("androidx.core:core-ktx:1.9.0"),
                    line: 35),
                Dependency(
                    configuration: "implementation", variant: "", target: .published("libs.androidx.appcompat"),
                    line: 36),
                Dependency(
                    configuration: "implementation", variant: "",
                    target: .published("group: 'com.google.code.gson', name: 'gson', version: '2.10'"), line: 37),
                Dependency(
                    configuration: "implementation", variant: "",
                    target: .files("fileTree(dir: 'libs', include: ['*.aar'])"), line: 38),
                Dependency(
                    configuration: "freeReleaseApi", variant: "freeRelease", target: .accessor("uiI18n"), line: 40),
                Dependency(configuration: "runtimeOnly", variant: "", target: .published("g:runtime:1"), line: 41),
                Dependency(configuration: "runtimeOnly", variant: "", target: .published("g:other:2"), line: 42),
                Dependency(configuration: "implementation", variant: "", target: .project(":chained"), line: 52),
                Dependency(configuration: "implementation", variant: "", target: .published("g:url:1"), line: 57),
            ])
        XCTAssertTrue(file.dependsOnModules)
    }

    func testGroovyBuildTypesFlavorsLibraryAndResourceFolders() {
        let file = AndroidGradleFile(path: "build.gradle", text: groovy)
        XCTAssertEqual(file.buildTypes, ["debug", "release", "staging"])
        XCTAssertEqual(file.productFlavors, ["free", "paid"])
        XCTAssertTrue(file.isLibrary)
        XCTAssertEqual(file.customResourceFolders, [25, 26])
        // What the scan read before stays read: the suffix of a build type written on one line is that type's; a
        // build type made `initWith debug` starts as a copy of debug, its suffix included (at the initWith's line).
        XCTAssertEqual(
            file.suffixes,
            [
                AndroidGradleFile.Suffix(variant: "debug", suffix: ".debug", line: 12),
                AndroidGradleFile.Suffix(variant: "staging", suffix: ".debug", line: 16),
            ])
    }

    private let kotlin = """
        plugins {
            alias(libs.plugins.android.library)
            alias(libs.plugins.kotlin.android)
        }
        android {
            namespace = "com.example.feature"
            buildTypes {
                getByName("release") { isMinifyEnabled = true }
                create("staging") { initWith(getByName("debug")) }
                named("benchmark") { }
                register("qa") { }
                maybeCreate("release").apply { }
                configureEach { }
            }
            buildTypes.getByName("debug") { }
            productFlavors {
                create("free") { dimension = "tier" }
                create("paid") { dimension = "tier" }
            }
            sourceSets {
                getByName("main") {
                    res.srcDirs("src/main/res", "src/main/res-screens")
                }
                named("debug") {
                    res { srcDirs("src/debug/res2") }
                }
                getByName("paid").res.setSrcDirs(listOf("src/paid/res"))
                getByName("main").java.srcDirs("src/main/kotlin")
            }
        }
        dependencies {
            implementation(project(":core"))
            implementation(projects.ui.i18n)
            implementation(projects.featureHome)
            "freeImplementation"(project(":ads"))
            add("paidImplementation", project(":billing"))
            freeDebugImplementation(project(":free-only"))
            implementation(project(":chained")) { exclude(group = "x") }
            implementation(
                project(":spread")
            )
            implementation("androidx.core:core-ktx:1.9.0")
            implementation(libs.androidx.core)
            implementation(platform(libs.compose.bom))
            implementation(project(":x", "default"))
            implementation(project(path = ":y", configuration = "default"))
            debugImplementation(libs.leakcanary)
            implementation(fileTree(mapOf("dir" to "libs", "include" to listOf("*.aar"))))
            implementation(files("libs/a.aar"))
            testImplementation(project(":testing"))
            androidTestImplementation(libs.test.runner)
            ksp(libs.room.compiler)
            compileOnly(libs.annotations)
            detektPlugins(libs.detekt.formatting)
            "kapt"(libs.glide.compiler)
            wearApp(project(":wear"))
            implementation(group = "g", name = "a", version = "1")
            releaseRuntimeOnly("g:r:1")
        }

        """

    func testKotlinDependenciesThatReachTheApp() {
        let file = AndroidGradleFile(path: "build.gradle.kts", text: kotlin)
        XCTAssertEqual(
            file.dependencies,
            [
                Dependency(configuration: "implementation", variant: "", target: .project(":core"), line: 32),
                Dependency(configuration: "implementation", variant: "", target: .accessor("ui.i18n"), line: 33),
                Dependency(configuration: "implementation", variant: "", target: .accessor("featureHome"), line: 34),
                Dependency(configuration: "freeImplementation", variant: "free", target: .project(":ads"), line: 35),
                Dependency(
                    configuration: "paidImplementation", variant: "paid", target: .project(":billing"), line: 36),
                Dependency(
                    configuration: "freeDebugImplementation", variant: "freeDebug", target: .project(":free-only"),
                    line: 37),
                Dependency(configuration: "implementation", variant: "", target: .project(":chained"), line: 38),
                Dependency(configuration: "implementation", variant: "", target: .project(":spread"), line: 40),
                Dependency(
                    configuration: "implementation", variant: "", target: .published("androidx.core:core-ktx:1.9.0"),
                    line: 42),
                Dependency(
                    configuration: "implementation", variant: "", target: .published("libs.androidx.core"), line: 43),
                Dependency(configuration: "implementation", variant: "", target: .project(":x"), line: 45),
                Dependency(configuration: "implementation", variant: "", target: .project(":y"), line: 46),
                Dependency(
                    configuration: "debugImplementation", variant: "debug", target: .published("libs.leakcanary"),
                    line: 47),
                Dependency(
                    configuration: "implementation", variant: "",
                    target: .files("fileTree(mapOf(\"dir\" to \"libs\", \"include\" to listOf(\"*.aar\")))"), line: 48),
                Dependency(
                    configuration: "implementation", variant: "", target: .files("files(\"libs/a.aar\")"), line: 49),
                Dependency(
                    configuration: "implementation", variant: "",
                    target: .published("group = \"g\", name = \"a\", version = \"1\""), line: 57),
                Dependency(
                    configuration: "releaseRuntimeOnly", variant: "release", target: .published("g:r:1"), line: 58),
            ])
    }

    func testKotlinBuildTypesFlavorsLibraryAndResourceFolders() {
        let file = AndroidGradleFile(path: "build.gradle.kts", text: kotlin)
        XCTAssertEqual(file.buildTypes, ["release", "staging", "benchmark", "qa", "debug"])
        XCTAssertEqual(file.productFlavors, ["free", "paid"])
        XCTAssertTrue(file.isLibrary)
        XCTAssertEqual(file.customResourceFolders, [22, 25, 27])
        XCTAssertEqual(file.namespace, "com.example.feature")
    }

    func testTheLibraryPluginInEachForm() {
        let forms: [(String, Bool)] = [
            ("plugins { id 'com.android.library' }", true),
            ("plugins {\n    id(\"com.android.library\")\n}", true),
            ("apply plugin: 'com.android.library'", true),
            ("apply(plugin = \"com.android.library\")", true),
            ("plugins { alias(libs.plugins.android.library) }", true),
            ("plugins { alias(libs.plugins.androidLibrary) }", true),
            ("plugins {\n    alias libs.plugins.android.library\n}", true),
            ("plugins { id 'com.android.application' }", false),
            ("plugins { alias(libs.plugins.android.application) }", false),
            ("plugins { id 'com.android.library' version '8.1.0' apply false }", false),
            ("plugins { alias(libs.plugins.android.library) apply false }", false),
            ("// apply plugin: 'com.android.library'", false),
            ("/* plugins { id 'com.android.library' } */", false),
        ]
        for (text, isLibrary) in forms {
            XCTAssertEqual(AndroidGradleFile(path: "build.gradle", text: text + "\n").isLibrary, isLibrary, text)
        }
    }

    func testDependsOnModulesOnlyWithAProjectOrAccessor() {
        let published = "dependencies {\n    implementation 'g:a:1'\n    implementation libs.x\n}\n"
        XCTAssertFalse(AndroidGradleFile(path: "build.gradle", text: published).dependsOnModules)
        let accessor = "dependencies {\n    implementation(projects.core)\n}\n"
        XCTAssertTrue(AndroidGradleFile(path: "build.gradle.kts", text: accessor).dependsOnModules)
        let commented = "dependencies {\n    // implementation project(':core')\n    implementation 'g:a:1'\n}\n"
        XCTAssertFalse(AndroidGradleFile(path: "build.gradle", text: commented).dependsOnModules)
    }

    func testDependenciesUnderAnIfOrElseAreRead() {
        let text = """
            dependencies {
                if (isFullBuild) {
                    implementation(projects.crashlytics)
                } else if (isFoss) {
                    implementation(projects.crashlyticsFoss)
                } else {
                    implementation(projects.crashlyticsEmpty)
                }
            }

            """
        XCTAssertEqual(
            AndroidGradleFile(path: "build.gradle.kts", text: text).dependencies,
            [
                Dependency(configuration: "implementation", variant: "", target: .accessor("crashlytics"), line: 3),
                Dependency(configuration: "implementation", variant: "", target: .accessor("crashlyticsFoss"), line: 5),
                Dependency(
                    configuration: "implementation", variant: "", target: .accessor("crashlyticsEmpty"), line: 7),
            ])
    }

    /// A Kotlin Multiplatform module's Android build packages its commonMain and androidMain dependencies.
    func testKotlinMultiplatformCommonAndAndroidSourceSets() {
        let text = """
            kotlin {
                sourceSets {
                    commonMain.dependencies {
                        implementation(projects.shared)
                    }
                    androidMain {
                        dependencies {
                            implementation(project(":platform"))
                        }
                    }
                    val androidMain by getting {
                        dependencies { api(libs.androidx.core) }
                    }
                    val desktopMain by getting {
                        dependencies { implementation(project(":desktop-only")) }
                    }
                    iosMain.dependencies { implementation(project(":ios-only")) }
                    commonTest.dependencies { implementation(project(":testing")) }
                }
            }

            """
        XCTAssertEqual(
            AndroidGradleFile(path: "build.gradle.kts", text: text).dependencies,
            [
                Dependency(configuration: "implementation", variant: "", target: .accessor("shared"), line: 4),
                Dependency(configuration: "implementation", variant: "", target: .project(":platform"), line: 8),
                Dependency(configuration: "api", variant: "", target: .published("libs.androidx.core"), line: 12),
            ])
    }

    func testADependenciesBlockOnOneLineAndNestedBlocksInside() {
        let text = """
            dependencies { implementation project(':one') }
            dependencies {
                constraints { implementation('g:pinned:2') }
                implementation('g:a:1') { because 'https://example.com/why' }
                implementation project(':two')
            }

            """
        XCTAssertEqual(
            AndroidGradleFile(path: "build.gradle", text: text).dependencies,
            [
                Dependency(configuration: "implementation", variant: "", target: .project(":one"), line: 1),
                Dependency(configuration: "implementation", variant: "", target: .published("g:a:1"), line: 4),
                Dependency(configuration: "implementation", variant: "", target: .project(":two"), line: 5),
            ])
    }
}
