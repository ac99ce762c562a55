import ArgumentParser
import DoublesContract
import DoublesHAR
import Foundation

struct CheckContract: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check-contract",
    abstract: "Check every entry of HAR cassettes against an OpenAPI document.",
    discussion: """
      Reads each .har file named, and those below each folder named (hidden folders and .build \
      left out), and checks each entry's request and response against the document: the \
      operation (method and path), its parameters, headers and body, and the response's status, \
      headers and body against their schemas. Prints one line per violation, naming the file, \
      the entry, the request, the operation, the place in the message and the rule broken.

      Paths are read relative to the server's path: the document's first server, or \
      --server-url, whose host also picks the entries checked (the others are counted, not \
      checked). A value a recording redacted (REDACTED, or --placeholder) matches any schema.

      Exits with status 1 when an entry breaks the document, or a file cannot be read; 0 \
      otherwise. (`check-cassettes`, this subcommand's first name, still runs it; `doubles \
      check-cassettes` is the other check of cassettes: credentials they hold.)

      Examples:
        # In CI: fail when a committed cassette has drifted from the document.
        doubles-openapi check-contract --document Sources/Client/openapi.yaml Tests
        # Cassettes recorded against a server whose paths start with /api.
        doubles-openapi check-contract --document openapi.json --server-url https://example.com/api Tests
      """,
    aliases: ["check-cassettes"]
  )

  @Option(help: "The OpenAPI document: JSON, or YAML when its name ends in .yaml or .yml.")
  var document: String

  @Option(
    help: ArgumentHelp(
      "The server the cassettes were recorded against: the document's paths follow its path, and only its host's "
        + "entries are checked.", valueName: "url"))
  var serverURL: String?

  @Option(help: ArgumentHelp("An operationId whose entries are not checked. Repeatable.", valueName: "id"))
  var unchecked: [String] = []

  @Option(help: "What the recordings wrote for a redacted value.")
  var placeholder = Redaction.standard.placeholder

  @Argument(help: "HAR files or folders to check.", completion: .file(extensions: ["har"]))
  var paths: [String] = []

  func validate() throws {
    guard !paths.isEmpty else { throw ValidationError("Name at least one HAR file or folder.") }
    for path in [document] + paths where !FileManager.default.fileExists(atPath: path) {
      throw ValidationError("No such file or folder: \(path)")
    }
  }

  func run() throws {
    let contract: OpenAPIContract
    do {
      contract = try OpenAPIContract(contentsOf: URL(fileURLWithPath: document))
    } catch {
      printError("error: \(error)")
      throw ExitCode.failure
    }
    if let id = unchecked.first(where: { contract.operation($0) == nil }) {
      printError("error: \(contract.name) declares no operation '\(id)' (--unchecked)")
      throw ExitCode.failure
    }
    let files = HARFileFinder.find(in: paths)
    guard !files.isEmpty else {
      printError("error: no .har files in \(paths.joined(separator: ", "))")
      throw ExitCode.failure
    }
    let basePath = serverURL.map(OpenAPIContract.path(of:)) ?? contract.basePath
    // With --server-url, entries for other hosts (a token endpoint, a CDN) are left out, and counted.
    let host = serverURL.flatMap(URL.init(string:)).flatMap(OpenAPIContract.host(of:))
    var otherHosts = 0
    var unreadable = 0
    var entries = 0
    var violations = 0
    var filesWithViolations = 0
    for file in files {
      let cassette: HARFile
      do {
        cassette = try HARFile.read(from: URL(fileURLWithPath: file))
      } catch {
        printError("error: \(file): \(error.problem)")
        unreadable += 1
        continue
      }
      let (lines, skipped) = contract.check(
        cassette: cassette, named: file, basePath: basePath, host: host, unchecked: Set(unchecked),
        placeholder: placeholder)
      otherHosts += skipped
      for line in lines { print(line) }
      entries += cassette.log.entries.count
      violations += lines.count
      if !lines.isEmpty { filesWithViolations += 1 }
    }
    var checked = "\(count(files.count, "cassette", "cassettes")) (\(count(entries, "entry", "entries"))"
    if otherHosts > 0, let host {
      checked += ", \(otherHosts) of them for hosts other than \(host), not checked"
    }
    checked += ")"
    if violations == 0 {
      print("Checked \(checked) against \(contract.name): no violations.")
    } else {
      printError(
        "error: \(count(violations, "violation", "violations")) of \(contract.name) in \(filesWithViolations) of "
          + "\(checked). Fix the document, the client or the server, or record the cassettes again.")
    }
    if violations > 0 || unreadable > 0 { throw ExitCode.failure }
  }

  private func count(_ number: Int, _ one: String, _ many: String) -> String {
    "\(number) \(number == 1 ? one : many)"
  }

  private func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
