import ArgumentParser
import DoublesHAR
import Foundation

struct CheckCassettes: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check-cassettes",
    abstract: "Find credentials in HAR cassettes, by the rules that redact recordings.",
    discussion: """
      Reads each .har file named, and those below each folder named (hidden folders and .build \
      left out), and lists every credential a recording would have redacted: file, entry, \
      request, place and rule, one per line. For cassettes recorded before a rule existed, \
      exported from a browser, or edited by hand. Values that look like credentials but no rule \
      redacts (long and random, under names that say nothing) are listed as kept.

      Exits with status 1 when a cassette holds a credential (or, with --fail-on-kept, a kept \
      value) or cannot be read; 0 otherwise. With --redact, the credentials are replaced in \
      place, each file written atomically, and fields Doubles does not read are kept.

      Examples:
        # In CI: fail when a committed cassette holds a credential.
        doubles check-cassettes Tests
        # Redact the cassettes of a folder in place.
        doubles check-cassettes Tests/AppTests/Cassettes --redact
        # A client id that looks random but is public.
        doubles check-cassettes Tests --keep-name X-Client-Id --fail-on-kept
      """,
    version: DoublesCommand.version
  )

  @Argument(help: "HAR files or folders to check.", completion: .file(extensions: ["har"]))
  var paths: [String] = []

  @Flag(help: "Replace the credentials found in place, writing each file atomically.")
  var redact = false

  @Flag(help: "Fail also on values kept although they look like credentials.")
  var failOnKept = false

  @Option(
    name: .customLong("keep-name"),
    help: ArgumentHelp(
      "A header, parameter or key whose values are neither redacted nor reported, unless they show a credential "
        + "by its shape. Repeatable.",
      valueName: "name"))
  var keptNames: [String] = []

  func validate() throws {
    guard !paths.isEmpty else { throw ValidationError("Name at least one HAR file or folder.") }
    for path in paths where !FileManager.default.fileExists(atPath: path) {
      throw ValidationError("No such file or folder: \(path)")
    }
  }

  func run() throws {
    let files = HARFileFinder.find(in: paths)
    guard !files.isEmpty else {
      StandardError.printLine("error: no .har files in \(paths.joined(separator: ", "))")
      throw ExitCode.failure
    }
    let redaction = Redaction.standard.keeping(names: Set(keptNames))
    var unreadable = 0
    var credentials = 0
    var kept = 0
    var filesWithCredentials = 0
    for file in files {
      let check: CassetteCheck
      do {
        check = try CassetteCheck(try Data(contentsOf: URL(fileURLWithPath: file)), file: file, redaction: redaction)
      } catch let error as MalformedHARFile {
        StandardError.printLine("error: \(file): \(error.problem)")
        unreadable += 1
        continue
      } catch {
        StandardError.printLine("error: \(file): it cannot be read (\(error.localizedDescription))")
        unreadable += 1
        continue
      }
      for finding in check.findings {
        print("\(file): \(finding)")
      }
      kept += check.findings.count - check.credentials.count
      guard !check.credentials.isEmpty else { continue }
      credentials += check.credentials.count
      filesWithCredentials += 1
      if redact, let redacted = check.redacted {
        do {
          try PosixFile.writeAtomically(Array(redacted), to: file)
        } catch {
          StandardError.printLine("error: cannot write \(file): \(error.message)")
          unreadable += 1
        }
      }
    }
    let checked = count(files.count, "cassette", "cassettes")
    var failed = unreadable > 0
    if credentials == 0 {
      print("Checked \(checked): no credentials.")
    } else if redact {
      print(
        "Redacted \(count(credentials, "credential", "credentials")) in \(filesWithCredentials) of \(checked).")
    } else {
      StandardError.printLine(
        "error: \(count(credentials, "credential", "credentials")) in \(filesWithCredentials) of \(checked). "
          + "Redact them in place with --redact, or record the cassettes again.")
      failed = true
    }
    if kept > 0 {
      let values = kept == 1 ? "1 value looks like a credential" : "\(kept) values look like credentials"
      let it = kept == 1 ? "it" : "them"
      if failOnKept {
        StandardError.printLine(
          "error: \(values) but no rule redacts \(it). Redact \(it) by name in the recording's Redaction, "
            + "or keep the names with --keep-name.")
        failed = true
      } else {
        print("\(values) but no rule redacts \(it): review the lines that end in \"kept\".")
      }
    }
    if failed { throw ExitCode.failure }
  }

  private func count(_ number: Int, _ one: String, _ many: String) -> String {
    "\(number) \(number == 1 ? one : many)"
  }

}
