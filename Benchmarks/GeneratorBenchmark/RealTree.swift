import Foundation
import SwiftParser

/// Real code: the `Sources` folders of the packages this package resolves (swift-syntax,
/// swift-nio, swift-collections and the rest), as SwiftPM checked them out.
enum RealTree {
  /// The `checkouts` folder of the build folder the benchmark runs from, found by walking up from
  /// the executable.
  static func checkouts() -> URL? {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    while folder.path != "/" {
      folder.deleteLastPathComponent()
      let candidate = folder.appendingPathComponent("checkouts")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Every Swift file under a `Sources` folder of `checkouts`, in a stable order, without those
  /// SwiftParser cannot read without experimental features (swift-collections previews
  /// `borrow` accessors), which the command would rightly report as errors.
  static func files(in checkouts: URL) -> (paths: [String], lines: Int, leftOut: Int) {
    let packages = (try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? []
    var paths: [String] = []
    for package in packages.sorted() {
      let sources = checkouts.appendingPathComponent(package).appendingPathComponent("Sources")
      guard let walker = FileManager.default.enumerator(atPath: sources.path) else { continue }
      for case let relative as String in walker where relative.hasSuffix(".swift") {
        paths.append(sources.appendingPathComponent(relative).path)
      }
    }
    paths.sort()
    var kept: [String] = []
    var lines = 0
    for path in paths {
      guard let source = try? String(contentsOfFile: path, encoding: .utf8),
        !Parser.parse(source: source).hasError
      else { continue }
      kept.append(path)
      lines += source.split(separator: "\n", omittingEmptySubsequences: false).count
    }
    return (kept, lines, paths.count - kept.count)
  }
}
