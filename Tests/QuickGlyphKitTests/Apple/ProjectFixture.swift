import Foundation

/// A `project.pbxproj` written for a test: native targets with their Info.plist,
/// resources and sources, every file referenced from the project's folder
/// (`sourceTree = SOURCE_ROOT`), in the old-style format Xcode writes.
struct ProjectFixture {
    struct Target {
        var name: String
        var productType = "com.apple.product-type.application"
        /// `SDKROOT`; nil leaves it to the project-level settings.
        var sdk: String? = "iphoneos"
        var infoPlist: String?
        var resources: [String] = []
        var sources: [String] = []
        /// Xcode 16 synchronized folders the target lists, with the paths excepted for it.
        var synchronized: [(folder: String, exceptions: [String])] = []
        /// `IPHONEOS_DEPLOYMENT_TARGET`; nil leaves it to the project-level settings.
        var deploymentTarget: String? = "16.0"
        /// Targets whose product it lists in its Frameworks phase, by name.
        var links: [String] = []
        /// Targets it depends on (`PBXTargetDependency`), by name.
        var dependsOn: [String] = []
        /// Local package products it uses: the package's `relativePath`, or nil for a package added as a folder.
        var packages: [(relativePath: String?, product: String)] = []
        /// The variable `INFOPLIST_FILE` starts with: `SRCROOT`, or `PROJECT_DIR` as some projects write it; nil for a
        /// bare path.
        var infoPlistRoot: String? = "SRCROOT"
        /// Further build settings, written as given (`GENERATE_INFOPLIST_FILE`, `YES`).
        var settings: [(key: String, value: String)] = []
        /// The xcconfig its configuration is based on (`baseConfigurationReference`), from the project's folder.
        var baseConfiguration: String?
    }

    /// An Xcode 16 synchronized folder several targets share: the targets that list it, and exception sets by
    /// target (for a member they take files out; for a target that does not list the folder they add them).
    struct SharedFolder {
        var folder: String
        var members: [String]
        var exceptions: [(target: String, paths: [String])] = []
    }

    var targets: [Target]
    /// Folders referenced as files (`lastKnownFileType = wrapper`), from the project's folder: packages added before
    /// Xcode 15.
    var folderReferences: [String] = []
    /// Build settings of the project itself, which targets inherit (`SDKROOT`, `IPHONEOS_DEPLOYMENT_TARGET`).
    var projectSettings: [(key: String, value: String)] = []
    /// `PBXLegacyTarget`s (a build tool run by Xcode, no product), listed after the native targets.
    var legacyTargets: [String] = []
    /// Synchronized folders shared by targets, listed before each target's own `synchronized` folders.
    var sharedFolders: [SharedFolder] = []
    /// The xcconfig the project's configuration is based on.
    var baseConfiguration: String?

    var text: String {
        var objects: [String] = []
        var counter = 0
        func id() -> String {
            counter += 1
            return String(format: "AA%022X", counter)
        }
        var targetIDs: [String] = []
        var rootChildren: [String] = []
        func targetID(_ name: String) -> String { "TARGET_\(name.filter(\.isLetter))" }
        func productID(_ name: String) -> String { "PRODUCT_\(name.filter(\.isLetter))" }
        for folder in folderReferences {
            let ref = id()
            objects.append(
                "\(ref) = {isa = PBXFileReference; lastKnownFileType = wrapper; path = \"\(folder)\"; sourceTree = SOURCE_ROOT; };"
            )
            rootChildren.append(ref)
        }
        func baseReference(_ path: String?) -> String {
            guard let path else { return "" }
            let ref = id()
            objects.append(
                "\(ref) = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = \"\(path)\"; sourceTree = SOURCE_ROOT; };"
            )
            rootChildren.append(ref)
            return "baseConfigurationReference = \(ref); "
        }
        var sharedGroups: [String: [String]] = [:]
        for shared in sharedFolders {
            let group = id()
            let sets = shared.exceptions.map { exception -> String in
                let set = id()
                objects.append(
                    "\(set) = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (\(exception.paths.map { "\"\($0)\", " }.joined())); target = \(targetID(exception.target)); };"
                )
                return set
            }
            objects.append(
                "\(group) = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (\(sets.map { $0 + ", " }.joined())); path = \"\(shared.folder)\"; sourceTree = \"<group>\"; };"
            )
            rootChildren.append(group)
            for member in shared.members { sharedGroups[member, default: []].append(group) }
        }
        for target in targets {
            var phases: [String] = []
            if !target.links.isEmpty {
                let files = target.links.map { name -> String in
                    let build = id()
                    objects.append("\(build) = {isa = PBXBuildFile; fileRef = \(productID(name)); };")
                    return build
                }
                let phase = id()
                objects.append(
                    "\(phase) = {isa = PBXFrameworksBuildPhase; files = (\(files.map { $0 + ", " }.joined())); };")
                phases.append(phase)
            }
            let dependencies = target.dependsOn.map { name -> String in
                let dependency = id()
                objects.append("\(dependency) = {isa = PBXTargetDependency; target = \(targetID(name)); };")
                return dependency
            }
            let products = target.packages.map { package -> String in
                let product = id()
                var key = ""
                if let path = package.relativePath {
                    let reference = id()
                    objects.append("\(reference) = {isa = XCLocalSwiftPackageReference; relativePath = \"\(path)\"; };")
                    key = "package = \(reference); "
                }
                objects.append(
                    "\(product) = {isa = XCSwiftPackageProductDependency; \(key)productName = \"\(package.product)\"; };"
                )
                return product
            }
            objects.append(
                "\(productID(target.name)) = {isa = PBXFileReference; path = \"\(target.name).product\"; sourceTree = BUILT_PRODUCTS_DIR; };"
            )
            for (kind, files) in [
                ("PBXResourcesBuildPhase", target.resources), ("PBXSourcesBuildPhase", target.sources),
            ] {
                var buildFiles: [String] = []
                for path in files {
                    let ref = id(), build = id()
                    objects.append("\(ref) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = SOURCE_ROOT; };")
                    objects.append("\(build) = {isa = PBXBuildFile; fileRef = \(ref); };")
                    rootChildren.append(ref)
                    buildFiles.append(build)
                }
                let phase = id()
                objects.append(
                    "\(phase) = {isa = \(kind); buildActionMask = 2147483647; files = (\(buildFiles.map { $0 + ", " }.joined())); runOnlyForDeploymentPostprocessing = 0; };"
                )
                phases.append(phase)
            }
            var groups: [String] = sharedGroups[target.name] ?? []
            for (folder, exceptions) in target.synchronized {
                let group = id()
                var exceptionIDs: [String] = []
                if !exceptions.isEmpty {
                    let set = id()
                    exceptionIDs.append(set)
                    objects.append(
                        "\(set) = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (\(exceptions.map { "\"\($0)\", " }.joined())); target = TARGET_\(target.name.filter(\.isLetter)); };"
                    )
                }
                objects.append(
                    "\(group) = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (\(exceptionIDs.map { $0 + ", " }.joined())); path = \"\(folder)\"; sourceTree = \"<group>\"; };"
                )
                rootChildren.append(group)
                groups.append(group)
            }
            let configuration = id(), list = id()
            var settings = target.deploymentTarget.map { "IPHONEOS_DEPLOYMENT_TARGET = \($0); " } ?? ""
            settings += "PRODUCT_NAME = \"$(TARGET_NAME)\"; " + (target.sdk.map { "SDKROOT = \($0); " } ?? "")
            if let plist = target.infoPlist {
                settings += "INFOPLIST_FILE = \"\(target.infoPlistRoot.map { "$(\($0))/" } ?? "")\(plist)\"; "
            }
            settings += target.settings.map { "\($0.key) = \($0.value); " }.joined()
            objects.append(
                "\(configuration) = {isa = XCBuildConfiguration; \(baseReference(target.baseConfiguration))buildSettings = {\(settings)}; name = Release; };"
            )
            objects.append(
                "\(list) = {isa = XCConfigurationList; buildConfigurations = (\(configuration), ); defaultConfigurationName = Release; };"
            )
            objects.append(
                "\(targetID(target.name)) = {isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (\(phases.map { $0 + ", " }.joined())); "
                    + "dependencies = (\(dependencies.map { $0 + ", " }.joined())); packageProductDependencies = (\(products.map { $0 + ", " }.joined())); "
                    + "productReference = \(productID(target.name)); "
                    + "fileSystemSynchronizedGroups = (\(groups.map { $0 + ", " }.joined())); name = \"\(target.name)\"; productName = \"\(target.name)\"; productType = \"\(target.productType)\"; };"
            )
            targetIDs.append(targetID(target.name))
        }
        for name in legacyTargets {
            let configuration = id(), list = id()
            objects.append("\(configuration) = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };")
            objects.append(
                "\(list) = {isa = XCConfigurationList; buildConfigurations = (\(configuration), ); defaultConfigurationName = Release; };"
            )
            objects.append(
                "\(targetID(name)) = {isa = PBXLegacyTarget; buildArgumentsString = \"$(ACTION)\"; buildConfigurationList = \(list); "
                    + "buildPhases = (); buildToolPath = /usr/bin/make; dependencies = (); name = \"\(name)\"; productName = \"\(name)\"; };"
            )
            targetIDs.append(targetID(name))
        }
        let main = id(), projectList = id(), projectConfiguration = id()
        objects.append(
            "\(main) = {isa = PBXGroup; children = (\(rootChildren.map { $0 + ", " }.joined())); sourceTree = \"<group>\"; };"
        )
        objects.append(
            "\(projectConfiguration) = {isa = XCBuildConfiguration; \(baseReference(baseConfiguration))buildSettings = {\(projectSettings.map { "\($0.key) = \($0.value); " }.joined())}; name = Release; };"
        )
        objects.append(
            "\(projectList) = {isa = XCConfigurationList; buildConfigurations = (\(projectConfiguration), ); defaultConfigurationName = Release; };"
        )
        objects.append(
            "ROOT = {isa = PBXProject; buildConfigurationList = \(projectList); mainGroup = \(main); targets = (\(targetIDs.map { $0 + ", " }.joined())); };"
        )
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n"
            + objects.map { "\t\t\($0)\n" }.joined() + "\t};\n\trootObject = ROOT;\n}\n"
    }
}
