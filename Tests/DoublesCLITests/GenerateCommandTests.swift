import DoublesHAR
import DoublesTestSupport
import Foundation
import RegexBuilder
import Testing

/// The `doubles` command as a user runs it: exit status, standard output, standard error.
///
/// (``DoublesExecutable`` runs it.)
@Suite("doubles generate")
struct GenerateCommandTests {
  // MARK: Selecting protocols

  @Test func writesTheDoubleOfADoubledProtocol() async throws {
    let path = try DoublesExecutable.file(
      "Authorizer.swift", "@Doubled\npublic protocol Authorizer {\n  func authorize() -> Bool?\n}\n")
    let run = try await DoublesExecutable.run(["generate", path, "--import", "App"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.hasPrefix(DoublesExecutable.header + "import App\n"))
    #expect(
      run.output.contains(
        "public nonisolated final class AuthorizerDouble: AuthorizerDoubling, TestDouble, @unchecked Swift.Sendable {"))
  }

  @Test func timingsPrintEachStageToStandardError() async throws {
    let path = try DoublesExecutable.file(
      "Authorizer.swift", "@Doubled\npublic protocol Authorizer {\n  func authorize() -> Bool?\n}\n")
    let quiet = try await DoublesExecutable.run(["generate", path])
    let run = try await DoublesExecutable.run(["generate", path, "--timings"])
    #expect(run.status == 0)
    #expect(run.output == quiet.output)  // the doubles are the same
    let line = try #require(run.errors.split(separator: "\n").last.map(String.init))
    let seconds = #/\d+\.\d\d s/#
    let shape = Regex {
      "doubles: find "; seconds; ", scan "; seconds; " (1 file, 1 parsed), plan "; seconds; ", emit "; seconds
      ", render "; seconds; ", write "; seconds; "; total "; seconds
    }
    #expect(line.wholeMatch(of: shape) != nil, "\(line)")
  }

  @Test func aDocCommentLineMarksAProtocolWithoutAnyImport() async throws {
    let folder = try DoublesExecutable.folder([
      "Store.swift": """
      /// Where orders are kept.
      /// @Doubled
      protocol OrderStore { func save(_ id: Int) }

      /** A clock.
       *  @Doubled
       */
      protocol Clock { var now: Double { get } }

      /// Not doubled: @Doubled is only a marker on a line of its own.
      protocol Untouched { func run() }
      """
    ])
    let run = try await DoublesExecutable.run(["generate", folder])
    #expect(run.status == 0)
    #expect(DoublesExecutable.doubles(in: run.output) == ["OrderStoreDouble", "ClockDouble"])
  }

  @Test func internalProtocolsNeedATestableImportFromAnotherModule() async throws {
    let path = try DoublesExecutable.file("Store.swift", "@Doubled\nprotocol Store { func save() }\n")
    let plain = try await DoublesExecutable.run(["generate", path, "--import", "App"])
    #expect(plain.status == 0)
    #expect(DoublesExecutable.doubles(in: plain.output).isEmpty)
    #expect(
      plain.errors
        == "\(path):2:1: note: no double for 'Store': it is internal, so a double in another module needs "
        + "--testable-import of its module\n")

    let testable = try await DoublesExecutable.run(["generate", path, "--testable-import", "App"])
    #expect(testable.status == 0)
    #expect(testable.errors.isEmpty)
    #expect(testable.output.hasPrefix(DoublesExecutable.header + "@testable import App\n"))
    #expect(DoublesExecutable.doubles(in: testable.output) == ["StoreDouble"])
  }

  /// A `package` protocol is seen by the modules of its own package only: the doubles for another
  /// package (`--import` alone) leave it out; those for a test target of its package
  /// (`--testable-import`) have it, as `package` types.
  @Test func packageProtocolsNeedATestTargetOfTheirPackage() async throws {
    let path = try DoublesExecutable.file("Jobs.swift", "@Doubled\npackage protocol Jobs { func run() }\n")
    let plain = try await DoublesExecutable.run(["generate", path, "--import", "App"])
    #expect(plain.status == 0)
    #expect(DoublesExecutable.doubles(in: plain.output).isEmpty)
    #expect(
      plain.errors
        == "\(path):2:9: note: no double for 'Jobs': it is package, so only the modules of its own package can see it; "
        + "double it for a test target of that package (the plug-in, or --testable-import of its module)\n")

    let testable = try await DoublesExecutable.run(["generate", path, "--testable-import", "App"])
    #expect(testable.errors.isEmpty)
    #expect(testable.output.contains("package nonisolated final class JobsDouble: JobsDoubling"))
  }

  /// Found by the protocol fuzzing: a static property that a child declares again with another
  /// type would be declared twice in its double's class.
  @Test func aStaticPropertyOfTwoTypesLeavesTheChildOutWithANote() async throws {
    let path = try DoublesExecutable.file(
      "Settings.swift",
      "protocol Settings: AnyObject { static var level: String? { get set } }\n"
        + "protocol Levels: Settings { static var level: (Int, String) { get async } }\n")
    let run = try await DoublesExecutable.run(["generate", path, "--all-protocols"])
    #expect(run.status == 0)
    #expect(DoublesExecutable.doubles(in: run.output) == ["SettingsDouble"])
    #expect(
      run.errors
        == "\(path):2:1: note: no double for 'Levels': it and a protocol it refines declare the property 'level' with "
        + "two types, which its double would answer in its class, where one name declares one property\n")
  }

  /// OpenAPIKit declares `externallyDereferenced(with:)` under `#if ExternalLoading`, a trait its
  /// package enables by default: another package's test target does not define it.
  @Test func aDefinedConditionIsTrueInTheDoubles() async throws {
    let path = try DoublesExecutable.file(
      "Loader.swift",
      """
      public protocol Loader {
        #if ExternalLoading
        func load() async throws -> String
        #endif
        #if !ExternalLoading
        func unloaded()
        #endif
        #if os(Linux) && ExternalLoading
        func linux()
        #endif
      }
      """)
    let run = try await DoublesExecutable.run(["generate", path, "--all-protocols", "--define", "ExternalLoading"])
    #expect(run.status == 0)
    #expect(run.output.contains("public let load: MethodDouble"))
    #expect(!run.output.contains("unloaded"))
    #expect(!run.output.contains("#if ExternalLoading"))
    #expect(run.output.contains("#if os(Linux)\n"))
    let wrong = try await DoublesExecutable.run(["generate", path, "--define", "External-Loading"])
    #expect(wrong.status != 0)
    #expect(
      wrong.errors.hasPrefix(
        "Error: --define 'External-Loading': give the name of a compilation condition, as -D takes it, such as "
          + "'ExternalLoading'.\n"))
  }

  @Test func privateProtocolsAreLeftOutWithANote() async throws {
    let path = try DoublesExecutable.file("Hidden.swift", "private protocol Hidden { func run() }\n")
    let run = try await DoublesExecutable.run(["generate", path, "--all-protocols"])
    #expect(run.status == 0)
    #expect(run.errors == "\(path):1:9: note: no double for 'Hidden': it is private, so no other file can see it\n")
  }

  @Test func parentsInOtherFilesAreDoubledWithTheirChildren() async throws {
    let folder = try DoublesExecutable.folder([
      "A/Named.swift": "public protocol Named { var name: String { get } }\n",
      "B/Greeter.swift": "/// @Doubled\npublic protocol Greeter: Named { func greet() -> String }\n",
    ])
    let run = try await DoublesExecutable.run(["generate", folder])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(DoublesExecutable.doubles(in: run.output) == ["NamedDouble", "GreeterDouble"])
    #expect(run.output.contains("public protocol GreeterDoubling: Greeter, AnyObject, NamedDoubling {"))
  }

  @Test func aParentNotAmongTheFilesIsAnErrorForAMarkedProtocol() async throws {
    let path = try DoublesExecutable.file(
      "Greeter.swift", "@Doubled\npublic protocol Greeter: Named { func greet() }\n")
    let run = try await DoublesExecutable.run(["generate", path])
    #expect(run.status == 1)
    #expect(
      run.errors
        == "\(path):2:8: error: no double for 'Greeter': it refines 'Named', which is not declared in the files "
        + "read; add the file that declares it, or its module's folder or interface with --dependency, or where its interface is with --import-path\n"
    )
  }

  @Test func twoProtocolsOfOneNameGetOneDoubleAndANote() async throws {
    let folder = try DoublesExecutable.folder([
      "A/Store.swift": "public protocol Store { func a() }\n", "B/Store.swift": "public protocol Store { func b() }\n",
    ])
    let run = try await DoublesExecutable.run(["generate", folder, "--all-protocols"])
    #expect(run.status == 0)
    #expect(DoublesExecutable.doubles(in: run.output) == ["StoreDouble"])
    #expect(
      run.errors
        == "\(folder)/B/Store.swift:1:8: note: no double for 'Store': a protocol of the same name in "
        + "\(folder)/A/Store.swift:1 has it, and one file of doubles holds one double per name; generate the other "
        + "into another file\n")
  }

  @Test func conditionalImportsKeepTheirConditions() async throws {
    let path = try DoublesExecutable.file(
      "Clock.swift",
      "#if canImport(Glibc)\nimport Glibc\n#else\nimport Darwin\n#endif\n/// @Doubled\npublic protocol Clock { func now() -> Int }\n"
    )
    let run = try await DoublesExecutable.run(["generate", path])
    #expect(
      run.output.hasPrefix(
        DoublesExecutable.header
          + "#if canImport(Glibc)\nimport Glibc\n#endif\n#if !(canImport(Glibc))\nimport Darwin\n#endif\n"))
  }

  @Test func excludedPathsAndGlobsAreNotRead() async throws {
    let folder = try DoublesExecutable.folder([
      "Kept.swift": "/// @Doubled\npublic protocol Kept { func a() }\n",
      "Legacy/Old.swift": "/// @Doubled\npublic protocol Old { func a() }\n",
      "Mocks.generated.swift": "/// @Doubled\npublic protocol Generated { func a() }\n",
      "Broken.swift": "protocol {",
    ])
    let run = try await DoublesExecutable.run([
      "generate", folder, "--exclude", "\(folder)/Legacy", "--exclude", "*.generated.swift", "--exclude",
      "Broken.swift",
    ])
    #expect(run.status == 0)
    #expect(DoublesExecutable.doubles(in: run.output) == ["KeptDouble"])
  }

  @Test func pathsCanBeListedInAFile() async throws {
    let marked = ["A", "B", "C"].map { "/// @Doubled\npublic protocol \($0) { func run() }\n" }
    let folder = try DoublesExecutable.folder(["A.swift": marked[0], "Nested/B.swift": marked[1], "C.swift": marked[2]])
    let list = "\(folder)/paths.txt"
    try "\(folder)/A.swift\r\n\n\(folder)/Nested\n".write(toFile: list, atomically: true, encoding: .utf8)
    let run = try await DoublesExecutable.run(["generate", "--paths-from", list, "\(folder)/C.swift"])
    #expect(run.errors == "")
    #expect(DoublesExecutable.doubles(in: run.output) == ["CDouble", "ADouble", "BDouble"])

    let piped = try await DoublesExecutable.run(["generate", "--paths-from", "-"], input: "\(folder)/Nested/B.swift\n")
    #expect(DoublesExecutable.doubles(in: piped.output) == ["BDouble"])
  }

  @Test func aMissingListedPathIsOneLineNamingItsPlace() async throws {
    let folder = try DoublesExecutable.folder(["A.swift": "public protocol A {}\n"])
    let list = "\(folder)/paths.txt"
    try "\(folder)/A.swift\n/nonexistent/Gone.swift\n".write(toFile: list, atomically: true, encoding: .utf8)
    let run = try await DoublesExecutable.run(["generate", "--paths-from", list])
    #expect(run.status == 1)
    #expect(run.errors == "error: \(list):2: no such file or folder: /nonexistent/Gone.swift\n")

    let unreadable = try await DoublesExecutable.run(["generate", "--paths-from", "\(folder)/none.txt"])
    #expect(unreadable.status == 1)
    #expect(unreadable.errors == "error: cannot read the list of paths \(folder)/none.txt\n")

    let nothing = try await DoublesExecutable.run(["generate"])
    #expect(nothing.status == 64)
    #expect(
      nothing.errors.hasPrefix("Error: Name at least one Swift file or folder, or a list of them with --paths-from.\n"))
  }

  /// The output depends on the files, not on which thread read which: one thread or many, the
  /// text is the same, byte for byte.
  @Test func theOutputIsTheSameWhateverTheThreads() async throws {
    var files: [String: String] = [:]
    for index in 0..<40 {
      files["Module\(index % 4)/File\(index).swift"] =
        "/// @Doubled\npublic protocol P\(index) { func f\(index)(x: Int) async throws -> [String] }\n"
    }
    let folder = try DoublesExecutable.folder(files)
    let one = try await DoublesExecutable.run(["generate", folder, "--jobs", "1"])
    let many = try await DoublesExecutable.run(["generate", folder, "--jobs", "8"])
    #expect(one.status == 0)
    #expect(DoublesExecutable.doubles(in: one.output).count == 40)
    #expect(one.output == many.output)
  }

  // MARK: Output

  @Test func outputIsWrittenToAFileAndCheckedAgainstIt() async throws {
    let source = try DoublesExecutable.file("A.swift", "/// @Doubled\npublic protocol A { func a() }\n")
    let output = (source as NSString).deletingLastPathComponent + "/Doubles.swift"
    let write = try await DoublesExecutable.run(["generate", source, "--output", output])
    #expect(write.status == 0)
    #expect(write.output.isEmpty)
    let written = try String(contentsOfFile: output, encoding: .utf8)
    #expect(DoublesExecutable.doubles(in: written) == ["ADouble"])

    let upToDate = try await DoublesExecutable.run(["generate", source, "--output", output, "--check"])
    #expect(upToDate.status == 0)
    #expect(upToDate.output.isEmpty && upToDate.errors.isEmpty)

    try written.replacingOccurrences(of: "/// A test double of `A`", with: "/// An old double of `A`")
      .write(toFile: output, atomically: true, encoding: .utf8)
    let stale = try await DoublesExecutable.run(["generate", source, "--output", output, "--check"])
    #expect(stale.status == 1)
    #expect(
      stale.output.hasPrefix("--- \(output)\n+++ \(output) (generated)\n@@ -3,7 +3,7 @@\n \n import Doubles\n \n"))
    #expect(stale.output.contains("\n-/// An old double of `A`: use it as a dummy"))
    #expect(stale.output.contains("\n+/// A test double of `A`: use it as a dummy"))
    #expect(
      stale.errors
        == "error: \(output) is not what `doubles generate` writes now; run the command without --check to update it\n")
    #expect(try String(contentsOfFile: output, encoding: .utf8) != written)  // --check wrote nothing
  }

  @Test func checkingAMissingFileFails() async throws {
    let source = try DoublesExecutable.file("A.swift", "/// @Doubled\npublic protocol A { func a() }\n")
    let missing = (source as NSString).deletingLastPathComponent + "/Missing.swift"
    let run = try await DoublesExecutable.run(["generate", source, "--output", missing, "--check"])
    #expect(run.status == 1)
    #expect(run.output == "\(missing) does not exist\n")
  }

  @Test func anUnwritableOutputIsOneLine() async throws {
    let source = try DoublesExecutable.file("A.swift", "/// @Doubled\npublic protocol A { func a() }\n")
    let run = try await DoublesExecutable.run(["generate", source, "--output", "/nonexistent/folder/Doubles.swift"])
    #expect(run.status == 1)
    #expect(run.errors == "error: cannot write /nonexistent/folder/Doubles.swift: No such file or directory\n")
  }

  @Test func aFailedRunLeavesTheOutputFileAsItWas() async throws {
    let folder = try DoublesExecutable.folder([
      "Good.swift": "/// @Doubled\npublic protocol Good { func a() }\n", "Bad.swift": "@Doubled\nprotocol Bad {\n",
    ])
    let output = folder + "/Doubles.swift"
    try "// the committed doubles\n".write(toFile: output, atomically: true, encoding: .utf8)
    let run = try await DoublesExecutable.run([
      "generate", folder + "/Good.swift", folder + "/Bad.swift", "--output", output,
    ])
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix("\(folder)/Bad.swift:2:15: error: not valid Swift"))
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "// the committed doubles\n")
  }

  // MARK: Bad input

  @Test func badSwiftIsReportedWithItsPlaceAndTheOtherFilesAreStillRead() async throws {
    let folder = try DoublesExecutable.folder([
      "Broken.swift": "@Doubled\nprotocol Broken {\n  func run(\n}\n",
      "Fine.swift": "/// @Doubled\npublic protocol Fine { func run() }\n",
    ])
    let run = try await DoublesExecutable.run(["generate", folder])
    #expect(run.status == 1)
    #expect(DoublesExecutable.doubles(in: run.output) == ["FineDouble"])
    #expect(
      run.errors
        == "\(folder)/Broken.swift:3:12: error: not valid Swift (expected ')' to end parameter clause); no double "
        + "was written for this file\n")
  }

  @Test func onlyBadSwiftWritesNothing() async throws {
    let path = try DoublesExecutable.file("Broken.swift", "@Doubled\nprotocol Broken {\n  func run(\n}\n")
    let run = try await DoublesExecutable.run(["generate", path])
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
  }

  @Test func unreadableFilesAreOneLineEach() async throws {
    let folder = try DoublesExecutable.folder(["Fine.swift": "/// @Doubled\npublic protocol Fine { func run() }\n"])
    try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: URL(fileURLWithPath: folder + "/Latin1.swift"))
    let run = try await DoublesExecutable.run(["generate", folder])
    #expect(run.status == 1)
    #expect(run.errors == "\(folder)/Latin1.swift:1:1: error: cannot read the file: it is not UTF-8 text\n")
    #expect(DoublesExecutable.doubles(in: run.output) == ["FineDouble"])
  }

  @Test func aBrokenLinkNamedLikeASwiftFileCannotBeRead() async throws {
    let folder = try DoublesExecutable.folder(["Fine.swift": "/// @Doubled\npublic protocol Fine { func run() }\n"])
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/Gone.swift", withDestinationPath: folder + "/Nowhere.swift")
    let run = try await DoublesExecutable.run(["generate", folder])
    #expect(run.status == 1)
    #expect(run.errors == "\(folder)/Gone.swift:1:1: error: cannot read the file: No such file or directory\n")
  }

  @Test func aFolderNamedLikeASwiftFileIsWalkedInto() async throws {
    // Checkouts are named after their repository: `GRDB.swift`.
    let folder = try DoublesExecutable.folder([
      "GRDB.swift/Sources/Store.swift": "/// @Doubled\npublic protocol Store { func load() }\n"
    ])
    let run = try await DoublesExecutable.run(["generate", folder])
    #expect(run.errors == "")
    #expect(run.status == 0)
    #expect(DoublesExecutable.doubles(in: run.output) == ["StoreDouble"])
  }

  @Test func aFolderWithoutSwiftFilesIsOneLine() async throws {
    let folder = try DoublesExecutable.folder(["README.md": "# nothing here\n"])
    let run = try await DoublesExecutable.run(["generate", folder])
    #expect(run.status == 1)
    #expect(run.errors == "error: no Swift files to read in \(folder)\n")
  }

  @Test func aMissingPathIsAUsageError() async throws {
    let run = try await DoublesExecutable.run(["generate", "/nonexistent/Nothing.swift"])
    #expect(run.status == 64)
    #expect(run.errors.hasPrefix("Error: No such file or folder: /nonexistent/Nothing.swift\nUsage: doubles generate"))
  }

  @Test func checkNeedsAnOutputFile() async throws {
    let path = try DoublesExecutable.file("A.swift", "public protocol A {}\n")
    let run = try await DoublesExecutable.run(["generate", path, "--check"])
    #expect(run.status == 64)
    #expect(run.errors.hasPrefix("Error: --check compares with the file that --output names; give both.\n"))
  }

  @Test func anUpcomingFeatureTheDoublesDoNotDependOnIsAUsageError() async throws {
    let path = try DoublesExecutable.file("A.swift", "public protocol A {}\n")
    let run = try await DoublesExecutable.run(
      ["generate", path, "--default-isolation", "MainActor", "--enable-upcoming-feature", "StrictMemorySafety"])
    #expect(run.status == 64)
    #expect(
      run.errors.hasPrefix(
        "Error: --enable-upcoming-feature StrictMemorySafety: the doubles depend on "
          + "NonisolatedNonsendingByDefault and InferIsolatedConformances only.\n"))
  }

  @Test func anUpcomingFeatureNeedsTheDefaultIsolation() async throws {
    let path = try DoublesExecutable.file("A.swift", "public protocol A {}\n")
    let run = try await DoublesExecutable.run([
      "generate", path, "--enable-upcoming-feature", "NonisolatedNonsendingByDefault",
    ])
    #expect(run.status == 64)
    #expect(
      run.errors.hasPrefix(
        "Error: --enable-upcoming-feature describes the modules that declare the protocols; "
          + "give their --default-isolation too.\n"))
  }

  @Test func anUnknownDefaultIsolationIsAUsageError() async throws {
    let path = try DoublesExecutable.file("A.swift", "public protocol A {}\n")
    let run = try await DoublesExecutable.run(["generate", path, "--default-isolation", "main"])
    #expect(run.status == 64)
    #expect(
      run.errors.hasPrefix(
        "Error: The value 'main' is invalid for '--default-isolation <MainActor|nonisolated>'. "
          + "Please provide one of 'MainActor' and 'nonisolated'.\n"))
  }

  // MARK: Help

  @Test func helpTeachesTheCommand() async throws {
    let run = try await DoublesExecutable.run(["generate", "--help"])
    #expect(run.status == 0)
    #expect(run.output.contains("Write the doubles of protocols, classes and closure structs."))
    #expect(
      run.output.contains(
        "\n  doubles generate Sources/App --testable-import App \\\n    --output Tests/AppTests/Doubles.swift\n"))
    for option in [
      "--output <file>", "--check", "--import <module>", "--testable-import <module>",
      "--exclude <path-or-glob>", "--paths-from <file>", "--all-protocols", "--all-classes", "--jobs <jobs>",
      "--version",
    ] {
      #expect(run.output.contains(option), "\(option) is not in the help")
    }
  }

  @Test func theVersionIsPrinted() async throws {
    let run = try await DoublesExecutable.run(["--version"])
    #expect(run.status == 0)
    #expect(run.output == "\(DoublesVersion.current)\n")
  }

  /// CHANGELOG's newest section is the version the commands print.
  @Test func theVersionIsTheChangelogs() throws {
    let changelog = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let newest = try #require(changelog.firstMatch(of: /\n## \[?(\d+\.\d+\.\d+)/)).output.1
    #expect(newest == DoublesVersion.current)
  }
}
