import Foundation

/// Where this build put its products: the folder of the running test bundle, as SwiftPM lays
/// it out (`.build/debug/DoublesPackageTests.xctest` beside `.build/debug/doubles`).
package enum BuildProducts {
  /// The folder of the running test bundle. On Linux the bundle is the executable that runs; on
  /// Darwin it is a bundle that `xctest` or `swiftpm-testing-helper` loads, which holds this code.
  package static let folder: URL = {
    #if canImport(Darwin)
      Bundle(for: BundleAnchor.self).bundleURL.deletingLastPathComponent()
    #else
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    #endif
  }()

  /// The modules of this build (`Doubles` among them), for the compiler to import.
  package static let modules = folder.appendingPathComponent("Modules").path

  /// The executable `name` that this build made, looked for from the test bundle's folder up.
  ///
  /// `swift test` builds every product of the package, those no test depends on included.
  package static func executable(_ name: String) -> URL {
    var folder = self.folder
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), folder.path != "/" {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent(name)
  }
}

/// A class of the test bundle, whose bundle `BuildProducts` asks for on Darwin.
private final class BundleAnchor {}
