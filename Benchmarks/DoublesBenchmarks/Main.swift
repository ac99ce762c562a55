import Foundation

/// `swift run -c release DoublesBenchmarks [--build-folder .build/debug] [--skip-compile-cost | --compile-cost-only | --calls-only]`
///
/// Prints, in one run, the median cost of one recorded and stubbed call (a generated double next
/// to a hand-written spy, with 10 and with 100,000 calls already recorded), the round trip of a
/// stubbed request, what redacting a recorded body costs, and the compile cost of `@Doubled` and
/// of `doubles generate` source as ratios to the bare protocols and to plain-source doubles. The
/// compile-cost part uses the debug build of this package (`swift build` first) for the macro
/// plug-in, the modules and `doubles`.
@main
enum Main {
  static func main() async {
    do {
      try await measure()
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      exit(1)
    }
  }

  private static func measure() async throws {
    let arguments = CommandLine.arguments
    let buildFolder = value(after: "--build-folder", in: arguments) ?? ".build/debug"

    if arguments.contains("--calls-only") { return measureCalls() }
    if !arguments.contains("--compile-cost-only") {
      measureCalls()
      print("")
      try await measureNetwork()
    }
    guard !arguments.contains("--skip-compile-cost") else { return }
    print("")
    print("Compile cost: 100 protocols x 6 members, swiftc -c, fastest of 5 rounds (debug macro plug-in)")
    let cost = try CompileCostBenchmark.run(
      buildFolder: URL(fileURLWithPath: buildFolder), repetitions: 5)
    print("variant                        | fresh object      | unchanged object")
    for (variant, title) in [
      (CompileCostBenchmark.Variant.bare, "bare protocols"),
      (.macro, "with @Doubled expansions"),
      (.macroWithoutPartialDoubles, "… DOUBLES_NO_PARTIAL_DOUBLES"),
      (.generated, "with `doubles generate` source"),
      (.generatedWithoutPartialDoubles, "… --no-partial-doubles"),
      (.plain, "with plain-source doubles"),
    ] {
      let timing = cost[variant]
      print(
        "\(pad(title, 30)) | \(pad("\(format(timing.fresh)) s \(format(timing.fresh / cost[.bare].fresh))x", 17)) | "
          + "\(format(timing.unchanged)) s \(format(timing.unchanged / cost[.bare].unchanged))x")
    }
    print("(\(cost.generatedLines) generated lines; plain-source doubles: counters and handler closures, no runtime)")
    for (variant, title) in [
      (CompileCostBenchmark.Variant.macro, "@Doubled"), (.macroWithoutPartialDoubles, "@Doubled, no partial"),
      (.generated, "generated"), (.generatedWithoutPartialDoubles, "generated, no partial"),
    ] {
      print(
        "\(pad("\(title) / plain-source", 34)) | \(pad("\(format(cost[variant].fresh / cost[.plain].fresh))x", 13)) | "
          + "\(format(cost[variant].unchanged / cost[.plain].unchanged))x")
    }
  }

  /// The cost of one call through each kind of double, beside the hand-written spy.
  private static func measureCalls() {
    let counts = [10, 100_000]
    let rows = RuntimeBenchmark.run(alreadyRecorded: counts)
    func nanoseconds(_ subject: String, _ recorded: Int) -> Double {
      rows.first { $0.subject == subject && $0.alreadyRecorded == recorded }!.nanosecondsPerCall
    }
    print("Runtime: median nanoseconds per recorded and stubbed call, a new subject per batch (release build)")
    print("already recorded | generated double | class double | hand-written spy | ratio | ratio, class double")
    for recorded in counts {
      let spy = nanoseconds("hand-written spy", recorded)
      print(
        "\(pad(recorded.formatted(), 16)) | \(pad(format(nanoseconds("generated double", recorded)), 16)) | "
          + "\(pad(format(nanoseconds("class double", recorded)), 12)) | \(pad(format(spy), 16)) | "
          + "\(pad(format(nanoseconds("generated double", recorded) / spy) + "x", 5)) | "
          + format(nanoseconds("class double", recorded) / spy) + "x")
    }
    print("")
    print("Closure doubles: median nanoseconds per recorded and stubbed call through a closure (release build)")
    print(
      "already recorded | struct-of-closures double | function double | hand-written closure spy | ratio | ratio, function double"
    )
    for recorded in counts {
      let spy = nanoseconds("hand-written closure spy", recorded)
      print(
        "\(pad(recorded.formatted(), 16)) | \(pad(format(nanoseconds("closure double", recorded)), 25)) | "
          + "\(pad(format(nanoseconds("function double", recorded)), 15)) | \(pad(format(spy), 24)) | "
          + "\(pad(format(nanoseconds("closure double", recorded) / spy) + "x", 5)) | "
          + format(nanoseconds("function double", recorded) / spy) + "x")
    }
  }

  /// A stubbed round trip, and what redacting a recorded body costs.
  private static func measureNetwork() async throws {
    print(
      "Network: median microseconds per stubbed round trip (release build, 2,001 sequential requests, fastest of 5)")
    let network = try await NetworkBenchmark.run()
    print("data(for:) answered by an HTTPDouble stub       | \(format(network.stubbedSession)) us")
    print("data(for:) answered by a bare constant protocol | \(format(network.bareProtocol)) us")
    print("a direct async closure                          | \(format(network.directClosure)) us")
    print("stub / bare protocol                            | \(format(network.stubbedSession / network.bareProtocol))x")
    print("transport seam answered by the double           | \(format(network.transport)) us")
    print("transport seam, constant closure                | \(format(network.transportClosure)) us")
    print(
      "transport seam overhead over the closure        | "
        + "\(format(network.transport - network.transportClosure)) us")

    print("")
    print("Redaction: milliseconds per megabyte of recorded body with no credential (release build, fastest of 3)")
    for row in RedactionBenchmark.run() {
      print("\(pad(row.kind, 27)) | \(format(row.milliseconds / Double(row.bytes) * 1_000_000)) ms/MB")
    }
  }

  private static func value(after flag: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
  }

  private static func format(_ value: Double) -> String { String(format: "%.2f", value) }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
