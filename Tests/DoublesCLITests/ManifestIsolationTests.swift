import Testing

/// The plug-ins read the default isolation of the modules under test from the manifest's text,
/// and say nothing (`nil`) where the text does not say for sure.
@Suite("Default isolation in a manifest")
struct ManifestIsolationTests {
  static func isolation(of target: String = "App", _ manifest: String) -> String? {
    ManifestIsolation.defaultIsolation(ofTarget: target, manifest: manifest)
  }

  @Test func aManifestWithoutTheSettingIsNonisolated() {
    #expect(Self.isolation(#"let package = Package(name: "App", targets: [.target(name: "App")])"#) == "nonisolated")
  }

  @Test func theSettingInTheTargetsCall() {
    let manifest = """
      let package = Package(
        name: "App",
        dependencies: [.package(url: "https://github.com/owner/doubles", from: "1.0.0")],
        targets: [
          .target(
            name: "App",
            swiftSettings: [
              .defaultIsolation(MainActor.self),
              .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
            ]
          ),
          .target(name: "Networking", swiftSettings: [.defaultIsolation(nil)]),
          .testTarget(name: "AppTests", dependencies: ["App"]),
        ]
      )
      """
    #expect(Self.isolation(manifest) == "MainActor")
    #expect(Self.isolation(of: "Networking", manifest) == "nonisolated")
    #expect(Self.isolation(of: "AppTests", manifest) == "nonisolated")
    #expect(ManifestIsolation.enablesNonisolatedNonsending(target: "App", manifest: manifest) == true)
    #expect(ManifestIsolation.enablesNonisolatedNonsending(target: "Networking", manifest: manifest) == false)
  }

  @Test func theSettingInAnArrayTheTargetNames() {
    let manifest = """
      let appSettings: [SwiftSetting] = [
        .defaultIsolation(MainActor.self)  // as Xcode 26's app targets
      ]
      let package = Package(
        name: "App",
        targets: [
          .target(name: "App", swiftSettings: appSettings + [.define("DOUBLES")]),
          .target(name: "Core"),
        ]
      )
      """
    #expect(Self.isolation(manifest) == "MainActor")
    #expect(Self.isolation(of: "Core", manifest) == "nonisolated")
    #expect(ManifestIsolation.enablesNonisolatedNonsending(target: "App", manifest: manifest) == false)
  }

  @Test func commentsDoNotCount() {
    let manifest = """
      // .defaultIsolation(MainActor.self) is for later
      let package = Package(name: "App", targets: [
        .target(name: "App" /* , swiftSettings: [.defaultIsolation(MainActor.self)] */)
      ])
      """
    #expect(Self.isolation(manifest) == "nonisolated")
  }

  @Test func settingsGivenInALoopOrAsAFlagAreNotForSure() {
    let loop = """
      let package = Package(name: "App", targets: [.target(name: "App")])
      for target in package.targets {
        target.swiftSettings = (target.swiftSettings ?? []) + [.defaultIsolation(MainActor.self)]
      }
      """
    #expect(Self.isolation(loop) == nil)
    let flag = """
      let package = Package(name: "App", targets: [
        .target(name: "App", swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])])
      ])
      """
    #expect(Self.isolation(flag) == nil)
    let featureFlag = """
      let package = Package(name: "App", targets: [
        .target(name: "App", swiftSettings: [
          .unsafeFlags(["-enable-upcoming-feature", "NonisolatedNonsendingByDefault"])
        ])
      ])
      """
    #expect(ManifestIsolation.enablesNonisolatedNonsending(target: "App", manifest: featureFlag) == nil)
  }
}

/// The plug-ins pass the availability macros the manifests define to the command, which says
/// what they stand for in the doubles' `@available` attributes.
@Suite("Availability macros in a manifest")
struct ManifestAvailabilityMacroTests {
  @Test func bothFormsAreFoundEachOnceInOrder() {
    let manifest = """
      // .enableExperimentalFeature("AvailabilityMacro=old 1.0:macOS 10.15")
      #if compiler(>=6.3)
      let settings: [SwiftSetting] = [
        .enableExperimentalFeature("AvailabilityMacro=shop 2.0:macOS 14.0, iOS 17.0, Android 28")
      ]
      #else
      let settings: [SwiftSetting] = [.enableExperimentalFeature("AvailabilityMacro=shop 2.0:macOS 14.0, iOS 17.0")]
      #endif
      let more: [SwiftSetting] = [.unsafeFlags(["-define-availability", "shop 1.0:macOS 13.0"])]
      let again: [SwiftSetting] = [.unsafeFlags(["-define-availability", "shop 1.0:macOS 13.0"])]
      """
    #expect(
      ManifestIsolation.availabilityMacros(in: manifest) == [
        "shop 2.0:macOS 14.0, iOS 17.0, Android 28", "shop 2.0:macOS 14.0, iOS 17.0", "shop 1.0:macOS 13.0",
      ])
  }

  @Test func definitionsPastXfrontendAreFoundAndBuiltOnesLeftOut() {
    let manifest = #"""
      let flags: [SwiftSetting] = [
        .unsafeFlags(["-Xfrontend", "-define-availability", "-Xfrontend", "_clockAPI:macOS 13.0, iOS 16.0"]),
      ]
      let built = ["FoundationPreview 0.1:macOS 13.3"].map { SwiftSetting.enableExperimentalFeature("AvailabilityMacro=\($0)") }
      """#
    #expect(ManifestIsolation.availabilityMacros(in: manifest) == ["_clockAPI:macOS 13.0, iOS 16.0"])
  }

  @Test func aManifestWithoutMacrosHasNone() {
    #expect(ManifestIsolation.availabilityMacros(in: #"let package = Package(name: "App")"#).isEmpty)
  }
}

/// The plug-ins leave partial doubles out of a test target's doubles when the target defines
/// `DOUBLES_NO_PARTIAL_DOUBLES`, the condition `@Doubled` reads.
@Suite("Compilation conditions in a manifest")
struct ManifestConditionTests {
  static let condition = "DOUBLES_NO_PARTIAL_DOUBLES"

  @Test func aDefineInTheTargetOrInAnArrayItNamesCounts() {
    let manifest = """
      let lean: [SwiftSetting] = [.define("DOUBLES_NO_PARTIAL_DOUBLES", .when(configuration: .debug))]
      let package = Package(
        name: "App",
        targets: [
          .target(name: "App", swiftSettings: [.define("DOUBLES"), .define( "DOUBLES_NO_PARTIAL_DOUBLES" )]),
          .testTarget(name: "AppTests", dependencies: ["App"], swiftSettings: lean),
          .testTarget(name: "CoreTests", swiftSettings: [.define("DOUBLES")]),
        ]
      )
      """
    #expect(ManifestIsolation.definesCondition(Self.condition, target: "App", manifest: manifest))
    #expect(ManifestIsolation.definesCondition(Self.condition, target: "AppTests", manifest: manifest))
    #expect(!ManifestIsolation.definesCondition(Self.condition, target: "CoreTests", manifest: manifest))
  }

  @Test func aCommentedOrUnsureDefineDoesNot() {
    let commented = """
      let package = Package(name: "App", targets: [
        .testTarget(name: "AppTests", swiftSettings: [/* .define("DOUBLES_NO_PARTIAL_DOUBLES") */])
      ])
      """
    #expect(!ManifestIsolation.definesCondition(Self.condition, target: "AppTests", manifest: commented))
    let flag = """
      let package = Package(name: "App", targets: [
        .testTarget(name: "AppTests", swiftSettings: [.unsafeFlags(["-DDOUBLES_NO_PARTIAL_DOUBLES"])])
      ])
      """
    #expect(!ManifestIsolation.definesCondition(Self.condition, target: "AppTests", manifest: flag))
  }
}
