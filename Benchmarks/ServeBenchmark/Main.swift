import ArgumentParser
import Foundation
import NIOPosix

/// `swift build -c release --product doubles-serve && swift run -c release DoublesServeBenchmark`
///
/// `doubles-serve` under load, as an app's UI tests and a team's machines load it: a closed-loop
/// HTTP/1.1 client (``LoadClient``) against the built command in a process of its own, serving a
/// cassette of 1 recorded exchange, one of 1,000 and one of 20,000, the last also beside an OpenAPI
/// document that declares none of its requests (each breaks it: 20,000 violations, each printed
/// once). Prints, for each load, the requests per second, the latency percentiles, the errors and
/// the server's CPU time a request; then the server's memory. With `--soak`, one long run at 16
/// connections, sampled as it goes: whether anything fails, and whether memory stays flat.
@main
struct DoublesServeBenchmark: AsyncParsableCommand {
  @Option(help: "The doubles-serve to measure; by default the one built beside this benchmark.")
  var server: String?

  @Option(help: "Seconds each load is measured, after 2 of warm-up.")
  var seconds = 10.0

  @Option(help: "Instead: one run of this many seconds at 16 connections, against the 1,000-entry cassette.")
  var soak: Double?

  @Option(help: "With --soak: seconds between samples.")
  var sampleEvery = 60.0

  @Option(help: "With --soak: fail when resident memory grows more than this many MiB from the first sample.")
  var maxGrowth = 16.0

  @Option(help: "Passed on to doubles-serve: how many requests it remembers.")
  var journalLimit: Int?

  /// What the server is started with beside the cassette.
  private var serveArguments: [String] { journalLimit.map { ["--journal-limit", "\($0)"] } ?? [] }

  func run() async throws {
    let executable = try serverExecutable()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-benchmark-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // One thread for the client: the server has the rest of the machine.
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    do {
      if let soak {
        try await soakRun(executable, seconds: soak, folder: folder, group: group)
      } else {
        try await loads(executable, folder: folder, group: group)
      }
    } catch {
      try? await group.shutdownGracefully()
      throw error
    }
    try await group.shutdownGracefully()
  }

  /// Each load against a cassette of 1 entry, one of 1,000 and one of 20,000, and the last with a
  /// document it breaks, a row each, then the memory.
  private func loads(_ executable: URL, folder: URL, group: MultiThreadedEventLoopGroup) async throws {
    print(
      "| cassette | connections | requests | req/s | p50 ms | p99 ms | p99.9 ms | max ms | errors | server CPU µs/req |"
    )
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    var memory: [String] = []
    for (entries, loads, broken) in [
      (1, [1, 16], false), (1_000, [1, 16, 64], false), (20_000, [16], false), (20_000, [16], true),
    ] {
      let cassette = try BenchmarkCassette.write(entries, into: folder)
      let document = try broken ? ["--openapi", BenchmarkCassette.writeDocument(into: folder).path] : []
      let served = try await ServedProcess(executable, [cassette.path] + document + serveArguments)
      let name = "\(entries) entr\(entries == 1 ? "y" : "ies")\(broken ? " and a document they break" : "")"
      let idle = served.memory
      var sent = 0
      for connections in loads {
        let paths = BenchmarkCassette.paths(entries)
        sent += try await LoadClient.run(
          port: served.port, paths: paths, connections: connections, seconds: 2, group: group
        ).latencies.count
        let cpu = served.cpuSeconds
        let result = try await LoadClient.run(
          port: served.port, paths: paths, connections: connections, seconds: seconds, group: group)
        sent += result.latencies.count
        let perRequest = both(served.cpuSeconds, cpu).map { ($0.0 - $0.1) / Double(result.latencies.count) * 1e6 }
        print(row(name, connections, result, cpuMicroseconds: perRequest))
      }
      let loaded = served.memory
      // Each request printed: none lost to the load.
      let (status, printed, violations) = await served.stop()
      memory.append(
        "- \(name): resident \(mebibytes(idle?.resident)) idle, "
          + "\(mebibytes(loaded?.resident)) after \(sent) requests (peak \(mebibytes(loaded?.peak))); "
          + "\(printed) request lines and \(violations) violations printed; exit status \(status)")
      guard status == 0, printed == sent, violations == (broken ? entries : 0) else {
        throw BenchmarkError(
          "doubles-serve printed \(printed) lines for \(sent) requests and \(violations) violations, exit status "
            + "\(status)")
      }
    }
    print("\nMemory of doubles-serve (VmRSS, VmHWM):")
    for line in memory { print(line) }
  }

  /// A row of the table.
  private func row(_ name: String, _ connections: Int, _ result: LoadResult, cpuMicroseconds: Double?) -> String {
    let sorted = result.latencies.sorted()
    let cells = [
      name, "\(connections)", "\(result.latencies.count)", String(format: "%.0f", result.requestsPerSecond),
      String(format: "%.2f", result.percentile(0.5, of: sorted)),
      String(format: "%.2f", result.percentile(0.99, of: sorted)),
      String(format: "%.2f", result.percentile(0.999, of: sorted)),
      String(format: "%.2f", Double(sorted.last ?? 0) / 1e6), "\(result.errors)",
      cpuMicroseconds.map { String(format: "%.0f", $0) } ?? "n/a",
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }

  /// 16 connections against the 1,000-entry cassette for `seconds`, one sample each
  /// `--sample-every` seconds: requests per second, p99, errors and memory as it goes.
  private func soakRun(
    _ executable: URL, seconds: Double, folder: URL, group: MultiThreadedEventLoopGroup
  ) async throws {
    let cassette = try BenchmarkCassette.write(1_000, into: folder)
    let served = try await ServedProcess(executable, [cassette.path] + serveArguments)
    let paths = BenchmarkCassette.paths(1_000)
    print(
      "Soak: 16 connections, 1,000-entry cassette, \(Int(seconds)) s; idle resident \(mebibytes(served.memory?.resident))"
    )
    print("| minute | requests | req/s | p99 ms | errors | resident | peak |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    var (elapsed, sent, errors) = (0.0, 0, 0)
    var residents: [Double] = []
    while elapsed < seconds {
      let slice = min(sampleEvery, seconds - elapsed)
      let result = try await LoadClient.run(
        port: served.port, paths: paths, connections: 16, seconds: slice, group: group)
      elapsed += slice
      sent += result.latencies.count
      errors += result.errors
      let memory = served.memory
      if let resident = memory?.resident { residents.append(resident) }
      let sorted = result.latencies.sorted()
      print(
        "| \(String(format: "%.1f", elapsed / 60)) | \(result.latencies.count) | "
          + "\(String(format: "%.0f", result.requestsPerSecond)) | "
          + "\(String(format: "%.2f", result.percentile(0.99, of: sorted))) | \(result.errors) | "
          + "\(mebibytes(memory?.resident)) | \(mebibytes(memory?.peak)) |")
    }
    let (status, printed, _) = await served.stop()
    let growth = both(residents.first, residents.last).map { $0.1 - $0.0 }
    print(
      "\n\(sent) requests, \(errors) errors, \(printed) request lines printed, exit status \(status); "
        + "resident memory from the first sample to the last: \(growth.map { String(format: "%+.1f MiB", $0) } ?? "n/a")"
    )
    guard errors == 0, status == 0, printed == sent else { throw BenchmarkError("the soak failed") }
    if let growth, growth > maxGrowth {
      throw BenchmarkError(
        String(
          format: "resident memory grew %.1f MiB, more than --max-growth %.0f: it grows with the requests", growth,
          maxGrowth))
    }
  }

  private func mebibytes(_ value: Double?) -> String { value.map { String(format: "%.1f MiB", $0) } ?? "n/a" }

  /// `--server`, or the doubles-serve built beside this benchmark.
  private func serverExecutable() throws -> URL {
    let url =
      server.map { URL(fileURLWithPath: $0) }
      ?? Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("doubles-serve")
    guard let url, FileManager.default.isExecutableFile(atPath: url.path) else {
      throw BenchmarkError(
        "no doubles-serve at \(url?.path ?? "?"): build it first, swift build -c release --product doubles-serve")
    }
    return url
  }
}

/// Both values, when both exist.
private func both<A, B>(_ first: A?, _ second: B?) -> (A, B)? {
  guard let first, let second else { return nil }
  return (first, second)
}
