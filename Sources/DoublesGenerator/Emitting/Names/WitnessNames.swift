/// The local names an `async` witness declares (the begun call, the real object it forwards to),
/// chosen so that they hide none of the requirement's parameters.
struct WitnessNames {
  /// The begun call: `call`, or `call2`… when a parameter is named `call`.
  let call: String
  /// The real object: `real`, or `real2`….
  let real: String

  init(avoiding taken: Set<String>) {
    call = Self.fresh("call", avoiding: taken)
    real = Self.fresh("real", avoiding: taken)
  }

  private static func fresh(_ name: String, avoiding taken: Set<String>) -> String {
    guard taken.contains(name) else { return name }
    var number = 2
    while taken.contains("\(name)\(number)") { number += 1 }
    return "\(name)\(number)"
  }
}
