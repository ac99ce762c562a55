// swift-tools-version: 6.1
import PackageDescription

// An app module written the way swift-dependencies' users write theirs: a `@DependencyClient`
// struct of closures, reached through `@Dependency`. `@Doubled` on the same struct gives its
// tests a double with stubs, a call log and verification. Only this example depends on
// swift-dependencies; the Doubles runtime never does.
let package = Package(
  name: "NumberFacts",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "Doubles", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
  ],
  targets: [
    .target(
      name: "NumberFacts",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "DoublesMacros", package: "Doubles"),
      ],
      // Doubles exist in debug builds, which tests use; release builds leave them out.
      swiftSettings: [.define("DOUBLES", .when(configuration: .debug))]
    ),
    .testTarget(
      name: "NumberFactsTests",
      dependencies: ["NumberFacts", .product(name: "DoublesTesting", package: "Doubles")]
    ),
  ]
)
