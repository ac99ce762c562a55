/// A duration as failure messages write it: `1 second`, `2.5 seconds`, `500 ms`, `250 µs`.
///
/// One spelling for every message (Swift's own description gives `1.0 seconds`); whole seconds
/// from one second up, milliseconds below, microseconds below a millisecond.
package func durationText(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let total = Double(seconds) + Double(attoseconds) / 1e18
  func trimmed(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
  switch total {
  case 1...: return total == 1 ? "1 second" : "\(trimmed(total)) seconds"
  case 0.001...: return "\(trimmed(total * 1000)) ms"
  case 0: return "0 seconds"
  default: return "\(trimmed(total * 1_000_000)) µs"
  }
}
