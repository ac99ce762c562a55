// swift-tools-version: 6.1
import PackageDescription

// A package set up as a user's would be, depending on Doubles by path: a module without macros
// and two test targets that get their doubles from the `doubles` command through the plug-ins.
let package = Package(
  name: "Shipping",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "Doubles", path: "../..")
  ],
  targets: [
    .target(name: "Shipping"),
    // The doubles are generated at build time, whenever a file of Shipping changes.
    .testTarget(
      name: "ShippingTests",
      dependencies: ["Shipping", .product(name: "DoublesTesting", package: "Doubles")],
      plugins: [.plugin(name: "DoublesPlugin", package: "Doubles")]
    ),
    // The doubles are committed: `swift package generate-doubles` writes them, `--check` checks them.
    .testTarget(
      name: "ShippingCommittedTests",
      dependencies: ["Shipping", .product(name: "DoublesTesting", package: "Doubles")]
    ),
  ]
)
