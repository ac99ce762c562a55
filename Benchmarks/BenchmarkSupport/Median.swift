/// The median duration of `body`, in microseconds, over `samples` sequential runs after `warmUp`
/// runs: what the network benchmarks measure one round trip with.
package func medianMicroseconds(
  samples: Int, warmUp: Int, _ body: () async throws -> Void
) async rethrows -> Double {
  for _ in 0..<warmUp { try await body() }
  let clock = ContinuousClock()
  var durations: [Double] = []
  durations.reserveCapacity(samples)
  for _ in 0..<samples {
    let start = clock.now
    try await body()
    let elapsed = start.duration(to: clock.now)
    durations.append(Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12)
  }
  return durations.sorted()[durations.count / 2]
}
