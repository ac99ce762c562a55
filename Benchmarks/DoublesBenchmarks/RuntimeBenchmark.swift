import Doubles

/// Measures the median cost of one recorded and stubbed call.
///
/// Each batch calls a new subject: `alreadyRecorded` calls untimed, then `batchSize` timed ones,
/// so that a row measures calls made with that many already recorded, as a test makes them (a
/// double that lived through every batch would have 100,000 calls recorded in the `10` row's
/// last batches, and time the page faults of a growing log). The subjects take turns, batch by
/// batch, so that a drift of the machine's speed touches them all alike.
enum RuntimeBenchmark {
  struct Row {
    let subject: String
    let alreadyRecorded: Int
    let nanosecondsPerCall: Double
  }

  /// A subject of the benchmark: its call, and how many calls it recorded.
  private struct Subject {
    let name: String
    let make: () -> (call: (Int) -> Int, recordedCalls: () -> Int)
  }

  private static var subjects: [Subject] {
    [
      Subject(name: "generated double") {
        let double = BenchmarkedDouble()
        double.on.price.returns(42)
        return ({ double.price(of: $0, in: "EUR") }, { double.on.price.callCount })
      },
      Subject(name: "class double") {
        let double = BenchmarkedPricerDouble()
        double.on.price.returns(42)
        return ({ double.price(of: $0, in: "EUR") }, { double.on.price.callCount })
      },
      Subject(name: "closure double") {
        let double = BenchmarkedPricingDouble()
        double.on.price.returns(42)
        let pricing = double.value
        return ({ pricing.price($0, "EUR") }, { double.on.price.callCount })
      },
      Subject(name: "function double") {
        let double = FunctionDouble<Int, String, Int, Never>("price")
        double.on.returns(42)
        let price: (Int, String) -> Int = double.closure
        return ({ price($0, "EUR") }, { double.on.callCount })
      },
      Subject(name: "hand-written spy") {
        let spy = HandWrittenSpy(stubbedPrice: 42)
        return ({ spy.price(of: $0, in: "EUR") }, { spy.callCount })
      },
      Subject(name: "hand-written closure spy") {
        let spy = HandWrittenSpy(stubbedPrice: 42)
        let pricing = spy.pricing
        return ({ pricing.price($0, "EUR") }, { spy.callCount })
      },
    ]
  }

  /// Medians over `batches` batches of `batchSize` calls, each on a new subject after
  /// `alreadyRecorded` calls.
  static func run(alreadyRecorded: [Int], batches: Int = 101, batchSize: Int = 1_000) -> [Row] {
    var rows: [Row] = []
    for recorded in alreadyRecorded {
      let subjects = subjects
      var perCall = [[Double]](repeating: [], count: subjects.count)
      for _ in 0..<batches {
        for (index, subject) in subjects.enumerated() {
          let (call, recordedCalls) = subject.make()
          perCall[index].append(timeBatch(call, warmUp: recorded, batchSize: batchSize))
          precondition(recordedCalls() == recorded + batchSize, "a call was lost")
        }
      }
      for (index, subject) in subjects.enumerated() {
        let sorted = perCall[index].sorted()
        rows.append(Row(subject: subject.name, alreadyRecorded: recorded, nanosecondsPerCall: sorted[sorted.count / 2]))
      }
    }
    return rows
  }

  /// Nanoseconds per call of `batchSize` calls, after `warmUp` untimed ones.
  private static func timeBatch(_ call: (Int) -> Int, warmUp: Int, batchSize: Int) -> Double {
    var sink = 0
    for index in 0..<warmUp { sink &+= call(index) }
    let clock = ContinuousClock()
    let start = clock.now
    for index in 0..<batchSize { sink &+= call(warmUp &+ index) }
    let elapsed = start.duration(to: clock.now)
    precondition(sink != 0)
    return (Double(elapsed.components.seconds) * 1e18 + Double(elapsed.components.attoseconds)) / 1e9
      / Double(batchSize)
  }
}
