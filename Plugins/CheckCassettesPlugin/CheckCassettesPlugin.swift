import Foundation
import PackagePlugin

/// `swift package check-cassettes`: runs `doubles check-cassettes` on the HAR cassettes of the
/// package's test targets (or of the files and folders named), and fails when one holds a
/// credential. For CI:
///
/// ```sh
/// swift package check-cassettes
/// swift package check-cassettes Tests/AppTests/Cassettes --fail-on-kept
/// ```
/// `--fail-on-kept` and `--keep-name …` are passed on. The plug-in writes nothing (so CI needs
/// no write permission): to redact in place, run `swift run doubles check-cassettes <paths> --redact`.
@main
struct CheckCassettesPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) throws {
    var extractor = ArgumentExtractor(arguments)
    guard extractor.extractFlag(named: "redact") == 0 else {
      throw CheckFailure(
        "the plug-in only reads cassettes; to redact them in place, run: swift run doubles check-cassettes "
          + "<files or folders> --redact")
    }
    var options: [String] = []
    if extractor.extractFlag(named: "fail-on-kept") > 0 { options.append("--fail-on-kept") }
    for name in extractor.extractOption(named: "keep-name") { options += ["--keep-name", name] }
    var paths = extractor.remainingArguments
    if paths.isEmpty {
      paths = context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind == .test }
        .map { $0.directoryURL.path(percentEncoded: false) }
    }
    guard !paths.isEmpty else { throw CheckFailure("no test targets to check; name the files or folders") }
    let process = Process()
    process.executableURL = try context.tool(named: "DoublesCLI").url
    process.arguments = ["check-cassettes"] + paths + options
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CheckFailure("doubles check-cassettes failed (status \(process.terminationStatus))")
    }
  }
}

struct CheckFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
