// swift-tools-version: 6.3
import CompilerPluginSupport
import Foundation
import PackageDescription

let package = Package(
  name: "Doubles",
  // Where Synchronization's Atomic exists, which the runtime uses.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    // What production code links: the runtime and the macro. Neither links a test framework.
    .library(name: "Doubles", targets: ["Doubles"]),
    .library(name: "DoublesMacros", targets: ["DoublesMacros"]),
    // What only test targets link: the glue to XCTest and Swift Testing, and the network doubles.
    .library(name: "DoublesTesting", targets: ["DoublesTesting"]),
    .library(name: "DoublesHTTP", targets: ["DoublesHTTP"]),
    // With DoublesHTTP: a test that serves a double reports its failures to that test.
    .library(name: "DoublesHTTPServer", targets: ["DoublesHTTPServer", "DoublesHTTP"]),
    .library(name: "DoublesOpenAPI", targets: ["DoublesOpenAPI"]),
    // Nimble matchers for doubles: `expect(api.on.send).to(haveBeenCalled(.once))`. Its matchers
    // exist with the `Nimble` trait on, which alone makes SwiftPM resolve Nimble (the "Nimble" guide).
    .library(name: "DoublesNimble", targets: ["DoublesNimble"]),
    .executable(name: "doubles", targets: ["DoublesCLI"]),
    // The same command under its module's name, for the plug-ins: a plug-in that depends on an
    // executable target finds it only through a product of the target's name
    // (SwiftPM 6.3). The module is not named `doubles`: on a disk that
    // ignores case, as macOS's does by default, its build files would be `Doubles`' own.
    .executable(name: "DoublesCLI", targets: ["DoublesCLI"]),
    // `doubles-openapi check-contract`: HAR cassettes checked against an OpenAPI document. Apart
    // from `doubles`, which the build plug-in runs, so that only its users build OpenAPIKit.
    .executable(name: "doubles-openapi", targets: ["doubles-openapi"]),
    // `doubles-serve`: a fake backend from HAR cassettes, for an app run outside tests. Apart from
    // `doubles` (its build would take SwiftNIO to every user of the plug-ins), and with no test
    // framework, which an executable cannot link on macOS.
    .executable(name: "doubles-serve", targets: ["doubles-serve"]),
    // `doubles generate` at build time, for a test target; and `swift package generate-doubles`.
    .plugin(name: "DoublesPlugin", targets: ["DoublesPlugin"]),
    .plugin(name: "GenerateDoublesPlugin", targets: ["GenerateDoublesPlugin"]),
    .plugin(name: "CheckCassettesPlugin", targets: ["CheckCassettesPlugin"]),
    .plugin(name: "ServePlugin", targets: ["ServePlugin"]),
  ],
  traits: [
    .trait(
      name: "Nimble",
      description: "DoublesNimble's matchers, built against Nimble. Off by default: only its users resolve Nimble."
    ),
    .trait(
      name: "TLSOrigins",
      description:
        "The loopback server relays (and records) WebSockets of wss:// origins, over swift-nio-ssl. Off by default: "
        + "only its users build BoringSSL."
    ),
  ],
  dependencies: [
    // The lowest version of each range is built and tested in `.ci/nightly` (CONTRIBUTING.md).
    // swift-syntax 602 is the first to parse what Swift 6.2 added (`nonisolated(nonsending)`,
    // value generics); the upper bound moves when nightly has built the next one.
    .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // swift-openapi-runtime needs 1.7.0.
    .package(url: "https://github.com/apple/swift-http-types", from: "1.7.0"),
    // 2.70.0 spells channel options with a leading dot (`.socketOption`, `.tcpOption`).
    .package(url: "https://github.com/apple/swift-nio", from: "2.70.0"),
    // Only DoublesOpenAPI builds these. OpenAPIKit without its ExternalLoading trait, as
    // swift-openapi-generator takes it: the contract is one local document.
    .package(url: "https://github.com/mattpolzin/OpenAPIKit", from: "6.4.0", traits: []),
    .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
    // Documents written as YAML, as most swift-openapi-generator users write theirs.
    // From 5.4.0 a quoted "yes" stays a string; before, an enum of ["yes", "no"] read as Booleans.
    .package(url: "https://github.com/jpsim/Yams", "5.4.0"..<"7.0.0"),
    // Only with the `Nimble` trait: no other target depends on it, so nobody else resolves it.
    .package(url: "https://github.com/Quick/Nimble", "13.8.0"..<"15.0.0"),
    // Only with the `TLSOrigins` trait (swift-certificates and swift-crypto only for its tests).
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
    .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
  ],
  targets: [
    // Runtime: recording, stubbing, verification and failure routing. No swift-syntax, and no
    // test framework: doubled protocols live in production modules, which apps link.
    .target(name: "Doubles", swiftSettings: runtimeSettings),

    // Clocks a test moves by hand or skips (`ManualClock`, `InstantClock`). No test framework:
    // the network doubles' core, which `doubles-serve` links, times its answers on them.
    .target(name: "DoublesClocks", dependencies: ["Doubles"]),

    // Test support: reports failures to XCTest and Swift Testing, the `.verifiesDoubles` trait,
    // its XCTest helper, `awaitCallback`. Only test targets depend on it.
    .target(name: "DoublesTesting", dependencies: ["Doubles", "DoublesClocks"]),
    .target(
      name: "DoublesNimble",
      dependencies: [
        "DoublesTesting", .product(name: "Nimble", package: "Nimble", condition: .when(traits: ["Nimble"])),
      ]
    ),

    // HAR cassettes as files: reading and writing them, and redacting the credentials they hold.
    // No networking and no test framework, so that the doubles command can check cassettes too.
    .target(name: "DoublesHAR"),

    // Network doubles: URLProtocol-based stubs for URLSession, the transport seam, HAR cassettes.
    // No swift-syntax, no SwiftNIO, and no test framework: a double's failures go through the
    // runtime's routing, which reaches a test through DoublesTesting when one links it.
    .target(
      name: "DoublesHTTPCore",
      dependencies: [
        "Doubles",
        "DoublesClocks",
        "DoublesHAR",
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "HTTPTypesFoundation", package: "swift-http-types"),
      ]
    ),

    // What tests import: the network doubles with their glue to Swift Testing (the `.httpDouble`
    // trait) and XCTest (`makeHTTPDouble()`).
    .target(name: "DoublesHTTP", dependencies: ["DoublesHTTPCore", "DoublesHAR", "DoublesTesting"]),

    // A loopback HTTP server on SwiftNIO answering from the same doubles: downloads, upload
    // bodies, real redirects and socket faults, which URLProtocol cannot give on Linux.
    .target(
      name: "DoublesHTTPServer",
      dependencies: [
        "DoublesHTTPCore",
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl", condition: .when(traits: ["TLSOrigins"])),
      ]
    ),

    // An API's contract: an OpenAPI document's operations, and requests, responses and HAR
    // entries checked against it. No networking and no test framework, so that a command can
    // check cassettes too.
    .target(
      name: "DoublesContract",
      dependencies: [
        "DoublesHAR",
        .product(name: "OpenAPIKit", package: "OpenAPIKit"),
        .product(name: "OpenAPIKit30", package: "OpenAPIKit"),
        .product(name: "OpenAPIKitCompat", package: "OpenAPIKit"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),

    // Network doubles that know the API's contract: stubs by operationId, every request and
    // response checked against the document, and the double as swift-openapi-runtime's
    // ClientTransport. No test framework, as DoublesHTTPCore.
    .target(
      name: "DoublesOpenAPICore",
      dependencies: [
        "DoublesContract",
        "DoublesHAR",
        "DoublesHTTPCore",
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
      ]
    ),

    // What tests import: the contract doubles with the network doubles' glue to the test frameworks.
    .target(name: "DoublesOpenAPI", dependencies: ["DoublesOpenAPICore", "DoublesContract", "DoublesHTTP"]),

    // Generator core: Swift source -> protocol model -> emitted double source.
    .target(
      name: "DoublesGenerator",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
      ]
    ),

    // The compiler plug-in behind `@Doubled`: a thin shell over the generator core.
    .macro(
      name: "DoublesMacroPlugin",
      dependencies: [
        "DoublesGenerator",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
      ]
    ),

    // Declares `@Doubled` and re-exports the runtime.
    .target(name: "DoublesMacros", dependencies: ["Doubles", "DoublesMacroPlugin"]),

    // `doubles generate`: the command-line front end of the generator core.
    .executableTarget(
      name: "DoublesCLI",
      dependencies: [
        "DoublesGenerator",
        "DoublesHAR",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // `doubles-openapi check-contract`: the command-line front end of the contract check.
    .executableTarget(
      name: "doubles-openapi",
      dependencies: [
        "DoublesContract",
        "DoublesHAR",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/DoublesOpenAPICLI"
    ),

    // `doubles-serve`: the loopback server on its own, replaying cassettes.
    .executableTarget(
      name: "doubles-serve",
      dependencies: [
        "Doubles", "DoublesContract", "DoublesHAR", "DoublesHTTPCore", "DoublesHTTPServer", "DoublesOpenAPICore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Yams", package: "Yams"),
      ],
      path: "Sources/DoublesServeCLI"
    ),

    // The plug-ins: thin shells that run the command on the modules a test target tests.
    .plugin(
      name: "DoublesPlugin",
      capability: .buildTool(),
      dependencies: [.target(name: "DoublesCLI")],
      path: "Plugins/DoublesPlugin"
    ),
    .plugin(
      name: "GenerateDoublesPlugin",
      capability: .command(
        intent: .custom(
          verb: "generate-doubles",
          description: "Write the doubles of the modules each test target tests into Doubles.generated.swift"),
        permissions: [.writeToPackageDirectory(reason: "It writes Doubles.generated.swift into test targets.")]
      ),
      dependencies: [.target(name: "DoublesCLI")],
      path: "Plugins/GenerateDoublesPlugin"
    ),
    .plugin(
      name: "CheckCassettesPlugin",
      capability: .command(
        intent: .custom(
          verb: "check-cassettes",
          description: "Fail when a HAR cassette of the test targets holds a credential")
      ),
      dependencies: [.target(name: "DoublesCLI")],
      path: "Plugins/CheckCassettesPlugin"
    ),
    // `swift package serve`: doubles-serve until Ctrl-C. No network permission is declared: the one
    // SwiftPM grants covers connections out, not a port to listen on, which macOS's sandbox refuses
    // a plug-in whatever it declares (`--disable-sandbox` there); Linux runs plug-ins unsandboxed.
    .plugin(
      name: "ServePlugin",
      capability: .command(
        intent: .custom(
          verb: "serve",
          description: "Serve a fake backend from HAR cassettes, stub files and OpenAPI documents, until Ctrl-C")
      ),
      dependencies: [.target(name: "doubles-serve")],
      path: "Plugins/ServePlugin"
    ),

    // Examples: no product depends on them, so users of the library never build them.
    // QuickStart declares its protocol with @Doubled and sets DOUBLES in debug builds only, as the
    // README tells users to; CI builds it in release to prove the doubles are left out.
    .target(
      name: "QuickStart",
      dependencies: ["DoublesMacros"],
      path: "Examples/QuickStart/Sources/QuickStart",
      swiftSettings: [.define("DOUBLES", .when(configuration: .debug))]
    ),
    .testTarget(
      name: "QuickStartTests",
      dependencies: ["QuickStart", "DoublesTesting"],
      path: "Examples/QuickStart/Tests/QuickStartTests"
    ),
    // An app linking QuickStart: CI checks that it links no test framework, in debug and release.
    .executableTarget(
      name: "QuickStartApp",
      dependencies: ["QuickStart"],
      path: "Examples/QuickStart/Sources/QuickStartApp"
    ),

    // The tutorials' scenarios (Examples/README.md maps each scenario to its test).
    .target(
      name: "Renderer",
      dependencies: ["DoublesMacros"],
      path: "Examples/Renderer/Sources/Renderer",
      swiftSettings: [.define("DOUBLES", .when(configuration: .debug))]
    ),
    .testTarget(
      name: "RendererTests", dependencies: ["Renderer", "DoublesTesting"], path: "Examples/Renderer/Tests/RendererTests"
    ),
    .target(
      name: "ConfirmScreen",
      dependencies: ["DoublesMacros"],
      path: "Examples/ConfirmScreen/Sources/ConfirmScreen",
      swiftSettings: [.define("DOUBLES", .when(configuration: .debug))]
    ),
    .testTarget(
      name: "ConfirmScreenTests",
      dependencies: ["ConfirmScreen", "DoublesTesting"],
      path: "Examples/ConfirmScreen/Tests/ConfirmScreenTests"
    ),

    .target(
      name: "PhotoViewModels",
      dependencies: ["DoublesMacros"],
      path: "Examples/PhotoViewModels/Sources/PhotoViewModels",
      swiftSettings: [.define("DOUBLES", .when(configuration: .debug))]
    ),
    .testTarget(
      name: "PhotoViewModelsTests",
      dependencies: ["PhotoViewModels", "DoublesTesting"],
      path: "Examples/PhotoViewModels/Tests/PhotoViewModelsTests"
    ),

    .target(
      name: "ArtsyScreens",
      dependencies: ["DoublesMacros"],
      path: "Examples/ArtsyScreens/Sources/ArtsyScreens",
      swiftSettings: [.define("DOUBLES", .when(configuration: .debug))]
    ),
    .testTarget(
      name: "ArtsyScreensTests",
      dependencies: ["ArtsyScreens", "DoublesTesting"],
      path: "Examples/ArtsyScreens/Tests/ArtsyScreensTests"
    ),

    .target(
      name: "ListOrders",
      dependencies: ["DoublesMacros"],
      path: "Examples/ListOrders/Sources/ListOrders",
      swiftSettings: [.define("DOUBLES", .when(configuration: .debug))]
    ),
    .testTarget(
      name: "ListOrdersTests",
      dependencies: ["ListOrders", "DoublesTesting"],
      path: "Examples/ListOrders/Tests/ListOrdersTests"
    ),

    // S17–S29: the quote service and its network tests, on the network doubles.
    .target(name: "QuoteService", path: "Examples/QuoteService/Sources/QuoteService"),
    .testTarget(
      name: "QuoteServiceTests",
      dependencies: ["QuoteService", "DoublesHTTP"],
      path: "Examples/QuoteService/Tests/QuoteServiceTests",
      resources: [.copy("Fixtures")]
    ),

    // A chat screen reading a stream of Server-Sent Events, on a manual clock.
    .target(name: "ChatScreen", path: "Examples/ChatScreen/Sources/ChatScreen"),
    .testTarget(
      name: "ChatScreenTests",
      dependencies: ["ChatScreen", "DoublesHTTP", "DoublesTesting"],
      path: "Examples/ChatScreen/Tests/ChatScreenTests"
    ),
    // A price ticker over a WebSocket, against the loopback server's script.
    .target(name: "PriceTicker", path: "Examples/PriceTicker/Sources/PriceTicker"),
    .testTarget(
      name: "PriceTickerTests",
      dependencies: ["PriceTicker", "DoublesHTTP", "DoublesHTTPServer", "DoublesTesting"],
      path: "Examples/PriceTicker/Tests/PriceTickerTests"
    ),
    // A profile screen on a GraphQL API, stubbed by operation and variables.
    .target(name: "ProfileScreen", path: "Examples/ProfileScreen/Sources/ProfileScreen"),
    .testTarget(
      name: "ProfileScreenTests",
      dependencies: ["ProfileScreen", "DoublesHTTP", "DoublesTesting"],
      path: "Examples/ProfileScreen/Tests/ProfileScreenTests"
    ),

    // A client generated by swift-openapi-generator 1.14.3 from `openapi.yaml` (committed,
    // see Examples/Bookshop/generate-client.sh), tested against that document with DoublesOpenAPI.
    .target(
      name: "BookshopClient",
      dependencies: [.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")],
      path: "Examples/Bookshop/Sources/BookshopClient",
      exclude: ["openapi.yaml", "openapi-generator-config.yaml"]
    ),
    .testTarget(
      name: "BookshopClientTests",
      dependencies: ["BookshopClient", "DoublesOpenAPI", "DoublesTesting"],
      path: "Examples/Bookshop/Tests/BookshopClientTests",
      resources: [.copy("Fixtures")]
    ),
    // The app of the example, launched by its test against `doubles-serve`, as a UI test launches
    // an app against a fake backend.
    .executableTarget(
      name: "bookshop-app", dependencies: ["BookshopClient"], path: "Examples/Bookshop/Sources/BookshopApp"
    ),
    .testTarget(
      name: "BookshopAppTests",
      dependencies: ["bookshop-app", "doubles-serve", "DoublesHTTP", "DoublesTestSupport"],
      path: "Examples/Bookshop/Tests/BookshopAppTests"
    ),

    // `swift run -c release DoublesBenchmarks`: runtime cost per call and compile cost; see BENCHMARKS.md.
    .executableTarget(
      name: "DoublesBenchmarks",
      dependencies: [
        "BenchmarkSupport", "Doubles", "DoublesHTTP", .product(name: "HTTPTypes", package: "swift-http-types"),
      ],
      path: "Benchmarks/DoublesBenchmarks"
    ),
    // `swift run -c release DoublesOpenAPIBenchmark`: what a contract check costs per request.
    // Apart from DoublesBenchmarks, which CI runs, so that CI builds no OpenAPIKit in release.
    .executableTarget(
      name: "DoublesOpenAPIBenchmark",
      dependencies: [
        "BenchmarkSupport", "DoublesContract", "DoublesHTTP", "DoublesOpenAPI",
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
      ],
      path: "Benchmarks/OpenAPIBenchmark"
    ),
    // `swift build -c release --product doubles-serve && swift run -c release DoublesServeBenchmark`:
    // `doubles-serve` under load, from a load client of its own (BENCHMARKS.md).
    .executableTarget(
      name: "DoublesServeBenchmark",
      dependencies: [
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
      ],
      path: "Benchmarks/ServeBenchmark"
    ),
    // What the benchmarks share: the median of a timed body.
    .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport"),

    // `swift run -c release DoublesGeneratorBenchmark`: the command against a parse-only floor.
    .executableTarget(
      name: "DoublesGeneratorBenchmark",
      dependencies: [.product(name: "SwiftParser", package: "swift-syntax")],
      path: "Benchmarks/GeneratorBenchmark"
    ),

    // What the test targets share: running processes and the compiler without blocking a thread
    // of the cooperative pool, and finding this build's products.
    .target(name: "DoublesTestSupport", path: "Tests/DoublesTestSupport"),

    // The runtime's tests. Their doubles are committed (Doubles.generated.swift, kept current by
    // DoublesCLITests' CommittedDoublesTests), so that the sanitizer's build needs no macro.
    .testTarget(
      name: "DoublesTests",
      dependencies: ["DoublesTesting", "DoublesTestSupport", "NoTestFrameworkProbe", "QuickStartApp"]
    ),
    // DoublesTesting by itself: the trait and the XCTest hook that verify doubles, and where each
    // framework reports a failure. Its fixtures are DoublesTests' (symbolic links).
    .testTarget(name: "DoublesTestingTests", dependencies: ["DoublesTesting"]),
    // A process with doubles and no test framework; DoublesTests runs it to see failures stop it.
    .executableTarget(name: "NoTestFrameworkProbe", dependencies: ["Doubles"], path: "Tests/NoTestFrameworkProbe"),
    // A Swift Testing run whose tests fail on purpose, away from their tasks; DoublesTests runs it
    // and reads what it printed and how it exited. No test target depends on it, so its tests are
    // not linked into the test bundle (`swift test` builds every product anyway).
    .executableTarget(
      name: "SwiftTestingProbe",
      dependencies: ["DoublesTesting", "DoublesHTTP", "DoublesHTTPServer"],
      path: "Tests/SwiftTestingProbe"
    ),
    // The snippets of README.md and the DocC articles, compiled and run (DocumentationTests), and
    // the `App` module they test, as the README's Package.swift names it.
    .target(
      name: "App",
      dependencies: ["DoublesMacros"],
      path: "Tests/DocumentationApp",
      swiftSettings: [.define("DOUBLES")]
    ),
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "App", "DoublesTesting", "DoublesHTTP", "DoublesHTTPServer", "DoublesTestSupport", "QuoteService",
        "DoublesOpenAPI", "BookshopClient",
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "DoublesHTTPServerTests",
      dependencies: [
        "DoublesHTTP", "DoublesHTTPServer", "DoublesTestSupport",
        // A TLS origin with a certificate made for the test (`.ci/tls-origins`).
        .product(name: "NIOSSL", package: "swift-nio-ssl", condition: .when(traits: ["TLSOrigins"])),
        .product(name: "X509", package: "swift-certificates", condition: .when(traits: ["TLSOrigins"])),
        .product(name: "Crypto", package: "swift-crypto", condition: .when(traits: ["TLSOrigins"])),
      ]),
    .testTarget(
      name: "DoublesHTTPTests",
      dependencies: [
        "DoublesHTTP", "DoublesHAR", "DoublesTestSupport", .product(name: "HTTPTypes", package: "swift-http-types"),
      ],
      resources: [.copy("Fixtures")]
    ),
    // The contract by itself: documents read, requests and responses checked.
    .testTarget(name: "DoublesContractTests", dependencies: ["DoublesContract"]),
    // What DoublesHAR reads by itself: HAR files (fuzzed) and JSON values.
    .testTarget(name: "DoublesHARTests", dependencies: ["DoublesHAR", "DoublesTestSupport"]),
    .testTarget(
      name: "DoublesOpenAPITests",
      dependencies: ["DoublesOpenAPI", "DoublesTesting", "DoublesTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "DoublesGeneratorTests",
      dependencies: [
        "DoublesGenerator",
        "DoublesMacroPlugin",
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        // The fuzz tests compile generated doubles against the runtime's module.
        "Doubles",
        "DoublesTestSupport",
      ],
      exclude: ["Golden"]
    ),
    // The macro plug-in by itself: its expansions, the messages it writes, what it refuses.
    .testTarget(
      name: "DoublesMacroPluginTests",
      dependencies: [
        "DoublesMacroPlugin",
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        "DoublesTestSupport",
      ]
    ),
    .testTarget(
      name: "ShapeTests",
      dependencies: ["DoublesMacros", "DoublesTesting"],
      swiftSettings: [.define("DOUBLES")]
    ),
    // Runs the built `doubles` executable, as a user does.
    .testTarget(
      name: "DoublesCLITests",
      dependencies: [
        "DoublesCLI", "doubles-openapi", "doubles-serve", "DoublesHAR", "DoublesHTTP", "DoublesTestSupport",
      ],
      exclude: ["CommandShapes"]
    ),
    // The same shapes (symbolic links to ShapeTests' files) in Swift 5 mode: users have both.
    .testTarget(
      name: "Swift5ShapeTests",
      dependencies: ["DoublesMacros", "DoublesTesting"],
      swiftSettings: [.define("DOUBLES"), .swiftLanguageMode(.v5)]
    ),
  ]
)

/// The runtime's `async` members run where their caller runs (Swift 6.2's
/// `nonisolated(nonsending)` by default), so that a double's witness on the main actor, in an app
/// module isolated to it by default, hands them its arguments without sending them elsewhere.
var runtimeSettings: [SwiftSetting] { [.enableUpcomingFeature("NonisolatedNonsendingByDefault")] }

// The thread-sanitizer subset (`.ci/sanitizer subset`) sets DOUBLES_SANITIZER_SUBSET: it tests the runtime and the
// network doubles, whose tests take their doubles from committed files, so that neither swift-syntax
// nor the macro is built under the sanitizer. The production-safety tests, which run QuickStartApp
// (a `@Doubled` user), are left out of that run. Nothing changes without the variable.
if ProcessInfo.processInfo.environment["DOUBLES_SANITIZER_SUBSET"] != nil {
  let kept: Set<String> = [
    "Doubles", "DoublesClocks", "DoublesTesting", "DoublesHAR", "DoublesHTTPCore", "DoublesHTTP", "DoublesHTTPServer",
    "QuoteService",
    "DoublesTestSupport", "NoTestFrameworkProbe", "SwiftTestingProbe", "DoublesTests", "DoublesTestingTests",
    "DoublesHARTests",
    "DoublesHTTPTests", "DoublesHTTPServerTests", "QuoteServiceTests",
  ]
  package.targets.removeAll { !kept.contains($0.name) }
  // A kept target no longer depends on one that went (DoublesTests on QuickStartApp).
  for target in package.targets {
    target.dependencies.removeAll { dependency in
      guard case .byNameItem(let name, _) = dependency else { return false }
      return !kept.contains(name)
    }
  }
  // Each library kept is named as its target; the command, its plug-ins and DoublesOpenAPI go.
  package.products.removeAll { !kept.contains($0.name) }
  // And so do the packages that only they use, and the kept targets' trait-only products of them.
  let keptPackages = ["swift-http-types", "swift-nio"]
  package.dependencies.removeAll { dependency in
    guard case .sourceControl(_, let location, _) = dependency.kind else { return false }
    return !keptPackages.contains { location.hasSuffix("/\($0)") }
  }
  for target in package.targets {
    target.dependencies.removeAll { dependency in
      guard case .productItem(_, let package?, _, _) = dependency else { return false }
      return !keptPackages.contains(package)
    }
  }
}
