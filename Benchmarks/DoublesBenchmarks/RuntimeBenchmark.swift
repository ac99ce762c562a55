import Doubles

/// Measures the median cost of one recorded and stubbed call.
enum RuntimeBenchmark {
  struct Row {
    let subject: String
    let alreadyRecorded: Int
    let nanosecondsPerCall: Double
  }

  /// Medians over `batches` batches of `batchSize` calls, after `alreadyRecorded` calls.
  static func run(alreadyRecorded: [Int], batches: Int = 101, batchSize: Int = 1_000) -> [Row] {
    var rows: [Row] = []
    for recorded in alreadyRecorded {
      let double = BenchmarkedDouble()
      double.on.price.returns(42)
      rows.append(
        Row(
          subject: "generated double", alreadyRecorded: recorded,
          nanosecondsPerCall: median(batches, batchSize, warmUp: recorded) { double.price(of: $0, in: "EUR") }))
      precondition(double.on.price.callCount == recorded + batches * batchSize, "a call was lost")

      let classDouble = BenchmarkedPricerDouble()
      classDouble.on.price.returns(42)
      rows.append(
        Row(
          subject: "class double", alreadyRecorded: recorded,
          nanosecondsPerCall: median(batches, batchSize, warmUp: recorded) { classDouble.price(of: $0, in: "EUR") }))
      precondition(classDouble.on.price.callCount == recorded + batches * batchSize, "a call was lost")

      let pricingDouble = BenchmarkedPricingDouble()
      pricingDouble.on.price.returns(42)
      let pricing = pricingDouble.value
      rows.append(
        Row(
          subject: "closure double", alreadyRecorded: recorded,
          nanosecondsPerCall: median(batches, batchSize, warmUp: recorded) { pricing.price($0, "EUR") }))
      precondition(pricingDouble.on.price.callCount == recorded + batches * batchSize, "a call was lost")

      let functionDouble = FunctionDouble<Int, String, Int, Never>("price")
      functionDouble.on.returns(42)
      let price: (Int, String) -> Int = functionDouble.closure
      rows.append(
        Row(
          subject: "function double", alreadyRecorded: recorded,
          nanosecondsPerCall: median(batches, batchSize, warmUp: recorded) { price($0, "EUR") }))
      precondition(functionDouble.on.callCount == recorded + batches * batchSize, "a call was lost")

      let spy = HandWrittenSpy(stubbedPrice: 42)
      rows.append(
        Row(
          subject: "hand-written spy", alreadyRecorded: recorded,
          nanosecondsPerCall: median(batches, batchSize, warmUp: recorded) { spy.price(of: $0, in: "EUR") }))
      precondition(spy.callCount == recorded + batches * batchSize, "a call was lost")
    }
    return rows
  }

  private static func median(
    _ batches: Int, _ batchSize: Int, warmUp: Int, _ call: (Int) -> Int
  ) -> Double {
    var sink = 0
    for index in 0..<warmUp { sink &+= call(index) }
    let clock = ContinuousClock()
    var perCall: [Double] = []
    for batch in 0..<batches {
      let start = clock.now
      for index in 0..<batchSize { sink &+= call(batch &* batchSize &+ index) }
      let elapsed = start.duration(to: clock.now)
      perCall.append(
        Double(elapsed.components.attoseconds) / 1e9 / Double(batchSize)
          + Double(elapsed.components.seconds) * 1e9 / Double(batchSize))
    }
    precondition(sink != 0)
    return perCall.sorted()[perCall.count / 2]
  }
}
