// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Oven",
    platforms: [.iOS(.v16)],
    products: [.library(name: "Oven", targets: ["Oven"])],
    targets: [.target(name: "Oven")]
)
