// swift-tools-version: 6.2
import PackageDescription

// An app package as Xcode 26 sets one up: its modules isolated to the main actor by default, with
// "approachable concurrency". Quotes gets its doubles from @Doubled; Checkout, which imports no
// macro, from the build-tool plug-in, in a test target with the app's settings and in one with
// SwiftPM's defaults (the plug-in reads Checkout's default isolation from this manifest).
let appSettings: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
  name: "MainActorApp",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [
    .package(name: "Doubles", path: "../..")
  ],
  targets: [
    .target(
      name: "Quotes",
      dependencies: [.product(name: "DoublesMacros", package: "Doubles")],
      swiftSettings: appSettings + [.define("DOUBLES", .when(configuration: .debug))]
    ),
    .target(name: "Checkout", swiftSettings: appSettings),
    .testTarget(
      name: "QuotesTests",
      dependencies: ["Quotes", .product(name: "DoublesTesting", package: "Doubles")],
      swiftSettings: appSettings
    ),
    .testTarget(
      name: "CheckoutTests",
      dependencies: ["Checkout", .product(name: "DoublesTesting", package: "Doubles")],
      swiftSettings: appSettings,
      plugins: [.plugin(name: "DoublesPlugin", package: "Doubles")]
    ),
    // The root package's shapes and their tests (symbolic links to Tests/DoubledShapesTests), in a
    // module isolated to the main actor by default: the doubles behave as they do in Swift 6's.
    .testTarget(
      name: "ShapeTests",
      dependencies: [
        .product(name: "DoublesMacros", package: "Doubles"), .product(name: "DoublesTesting", package: "Doubles"),
      ],
      swiftSettings: appSettings + [.define("DOUBLES")]
    ),
    .testTarget(
      name: "CheckoutNonisolatedTests",
      dependencies: ["Checkout", .product(name: "DoublesTesting", package: "Doubles")],
      plugins: [.plugin(name: "DoublesPlugin", package: "Doubles")]
    ),
  ]
)
