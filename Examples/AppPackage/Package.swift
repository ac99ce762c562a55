// swift-tools-version: 6.2
import PackageDescription

// A package set up as a user's would be, depending on Doubles by path, with each way of getting
// doubles that README shows. CI tests it after the root package (`bash .ci/app-package`).
//
// - Shipping imports no macro: ShippingTests gets its doubles from the build-tool plug-in, at
//   build time; ShippingCommittedTests has them committed (`swift package generate-doubles` writes
//   them, `--check` checks them). A protocol of Shipping refines one of Parcels, which the
//   plug-ins pass as a dependency.
// - Quotes and Checkout are app modules as Xcode 26 sets them up: isolated to the main actor by
//   default, with "approachable concurrency". Quotes gets its doubles from `@Doubled`; Checkout,
//   which imports no macro, from the build-tool plug-in, in a test target with the app's settings
//   and in one with SwiftPM's defaults (the plug-in reads Checkout's default isolation from this
//   manifest). MainActorShapeTests are the root package's shapes and their tests (symbolic links to
//   Tests/ShapeTests), in a module isolated to the main actor by default.
// - NumberFacts is written the way swift-dependencies' users write theirs: a `@DependencyClient`
//   struct of closures, reached through `@Dependency`; `@Doubled` on the same struct gives its tests
//   a double. Only this example depends on swift-dependencies; the Doubles runtime never does.
// - Gallery is the PhotoViewModels example's module (symbolic links to its sources), tested the
//   way the seed's Specta/Expecta tests were, with Nimble: Doubles' `Nimble` trait gives
//   DoublesNimble its matchers.
let appSettings: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
  name: "AppPackage",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [
    .package(name: "Doubles", path: "../..", traits: ["Nimble"]),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/Quick/Nimble", "13.8.0"..<"15.0.0"),
  ],
  targets: [
    // Shipping: the plug-ins; its `Courier` refines Parcels' `Tracking`.
    .target(name: "Parcels"),
    .target(name: "Shipping", dependencies: ["Parcels"]),
    .testTarget(
      name: "ShippingTests",
      dependencies: ["Shipping", .product(name: "DoublesTesting", package: "Doubles")],
      plugins: [.plugin(name: "DoublesPlugin", package: "Doubles")]
    ),
    .testTarget(
      name: "ShippingCommittedTests",
      dependencies: ["Shipping", .product(name: "DoublesTesting", package: "Doubles")]
    ),

    // Quotes and Checkout: modules isolated to the main actor by default.
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
    .testTarget(
      name: "MainActorShapeTests",
      dependencies: [
        .product(name: "DoublesMacros", package: "Doubles"), .product(name: "DoublesTesting", package: "Doubles"),
      ],
      swiftSettings: appSettings + [.define("DOUBLES")]
    ),
    .testTarget(
      name: "CheckoutNonisolatedTests",
      dependencies: ["Checkout", .product(name: "DoublesTesting", package: "Doubles")],
      // The build-tool plug-in then writes doubles without partial doubles (the "Build time" guide).
      swiftSettings: [.define("DOUBLES_NO_PARTIAL_DOUBLES")],
      plugins: [.plugin(name: "DoublesPlugin", package: "Doubles")]
    ),

    // NumberFacts: a closure-based dependency client.
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
      dependencies: [
        "NumberFacts", .product(name: "DoublesTesting", package: "Doubles"),
        .product(name: "DoublesHTTP", package: "Doubles"),
      ]
    ),

    // Gallery: Nimble's matchers for doubles.
    .target(
      name: "Gallery",
      dependencies: [.product(name: "DoublesMacros", package: "Doubles")],
      // `@Doubled` then writes doubles without partial doubles (the "Build time" guide).
      swiftSettings: [
        .define("DOUBLES", .when(configuration: .debug)),
        .define("DOUBLES_NO_PARTIAL_DOUBLES", .when(configuration: .debug)),
      ]
    ),
    .testTarget(
      name: "GalleryNimbleTests",
      dependencies: [
        "Gallery", .product(name: "DoublesNimble", package: "Doubles"), .product(name: "Nimble", package: "Nimble"),
      ]
    ),
  ]
)
