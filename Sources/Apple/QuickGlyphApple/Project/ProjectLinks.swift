/// Which targets' and local packages' code each native target of one project links:
/// the code that runs in its process, so the code that can make its quick actions.
///
/// A target links another when it depends on it (`PBXTargetDependency`) or lists its
/// product in a Frameworks phase or a Copy Files phase ("Embed Frameworks"), and that
/// target builds a framework or a library: an app extension, a watch app, a test bundle
/// or another app is a product of its own that runs apart, even when it is built first
/// or embedded. Links are followed through linked targets, so an app linking `Kit`,
/// which links `Core`, runs `Core`'s code too; a cycle (a damaged project) ends the walk.
struct ProjectLinks {
    let graph: ProjectObjects
    let projectID: String
    /// The project's native targets, in its order.
    let targetIDs: [String]
    /// Each target's own links, before following: linkable targets by id, package products.
    private var direct: [String: (targets: [String], products: [XcodePackageProduct])] = [:]

    init(graph: ProjectObjects, projectID: String, targetIDs: [String]) {
        self.graph = graph
        self.projectID = projectID
        self.targetIDs = targetIDs
        var owners: [String: String] = [:]
        for id in targetIDs {
            if let product = graph.string(id, "productReference") { owners[product] = id }
        }
        for id in targetIDs {
            direct[id] = (targets: linkedTargets(of: id, productOwners: owners), products: products(of: id))
        }
    }

    /// The linkable targets `id` links, directly or through one another, by id, in the
    /// order found (breadth first); never `id` itself.
    func linkedTargets(of id: String) -> [String] {
        var found: [String] = []
        var seen: Set<String> = [id]
        var queue = direct[id]?.targets ?? []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted else { continue }
            found.append(next)
            queue += direct[next]?.targets ?? []
        }
        return found
    }

    /// The local package products `id` and every target it links use, each once, in order.
    func linkedProducts(of id: String) -> [XcodePackageProduct] {
        var products: [XcodePackageProduct] = []
        for target in [id] + linkedTargets(of: id) {
            for product in direct[target]?.products ?? [] where !products.contains(product) { products.append(product) }
        }
        return products
    }

    // MARK: One target's own links

    private func linkedTargets(of id: String, productOwners: [String: String]) -> [String] {
        var linked: [String] = graph.ids(id, "dependencies").compactMap(dependedTarget)
        for phase in graph.ids(id, "buildPhases")
        where ["PBXFrameworksBuildPhase", "PBXCopyFilesBuildPhase"].contains(graph.isa(phase) ?? "") {
            linked += graph.ids(phase, "files").compactMap { graph.string($0, "fileRef").flatMap { productOwners[$0] } }
        }
        return linked.filter { $0 != id && isLinkable($0) }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// A `PBXTargetDependency`'s target when it is one of this project's: named by id, or
    /// through its proxy when the proxy's container is this project (another project's
    /// target, through a sub-project, is not among these targets).
    private func dependedTarget(_ dependency: String) -> String? {
        if let target = graph.string(dependency, "target"), targetIDs.contains(target) { return target }
        guard let proxy = graph.string(dependency, "targetProxy"), graph.string(proxy, "containerPortal") == projectID,
            let remote = graph.string(proxy, "remoteGlobalIDString"), targetIDs.contains(remote)
        else { return nil }
        return remote
    }

    /// Frameworks and libraries: code loaded into the process of whatever links them.
    private func isLinkable(_ id: String) -> Bool {
        switch XcodeProductType(identifier: graph.string(id, "productType") ?? "") {
        case .framework, .staticLibrary, .dynamicLibrary: return true
        default: return false
        }
    }

    /// Its local package products: `packageProductDependencies`, and a Frameworks
    /// phase's `productRef` (the same objects; a hand-edited project may list only one).
    private func products(of id: String) -> [XcodePackageProduct] {
        var references = graph.ids(id, "packageProductDependencies")
        for phase in graph.ids(id, "buildPhases") where graph.isa(phase) == "PBXFrameworksBuildPhase" {
            references += graph.ids(phase, "files").compactMap { graph.string($0, "productRef") }
        }
        var products: [XcodePackageProduct] = []
        for reference in references where graph.isa(reference) == "XCSwiftPackageProductDependency" {
            // A build tool plugin's product is `plugin:Name`: it runs in the build, not in the app.
            guard let name = graph.string(reference, "productName"), !name.hasPrefix("plugin:") else { continue }
            let product: XcodePackageProduct
            if let package = graph.string(reference, "package") {
                guard graph.isa(package) == "XCLocalSwiftPackageReference",
                    let relative = graph.string(package, "relativePath")
                else { continue }
                product = XcodePackageProduct(name: name, packagePath: ProjectPath.join(graph.projectFolder, relative))
            } else {
                product = XcodePackageProduct(name: name, packagePath: nil)
            }
            if !products.contains(product) { products.append(product) }
        }
        return products
    }
}
