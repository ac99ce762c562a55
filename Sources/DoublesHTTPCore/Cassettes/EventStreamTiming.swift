import Foundation

/// The timing of a recorded `text/event-stream` body, as a cassette keeps it (`_eventTimes`):
/// when each of its events had arrived, in seconds from the request's start. Recorded from when
/// the body's pieces came from the network; replayed as waits on the double's clock.
///
/// The body is read in blocks: an event, or a run of comments, with the blank line that ends
/// it (so a comment-only block, and each extra blank line, has a time too). Redaction changes
/// values inside lines, so the blocks of a redacted body are those that were timed; where a
/// credential spanning lines was replaced whole and blocks joined, the recording keeps no times.
enum EventStreamTiming {
  /// Where each block of `body` ends, in bytes; a last block without its blank line ends with
  /// the body. Lines end with `\r\n`, `\r` or `\n`, as the event-stream format reads them.
  static func blockEnds(of body: Data) -> [Int] {
    let bytes = [UInt8](body)
    var ends: [Int] = []
    var atLineStart = true
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == 0x0D || byte == 0x0A else {
        atLineStart = false
        index += 1
        continue
      }
      index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
      if atLineStart { ends.append(index) }
      atLineStart = true
    }
    if !bytes.isEmpty, ends.last != bytes.count { ends.append(bytes.count) }
    return ends
  }

  /// When each block of `body` had wholly arrived: the time of the piece that brought its last
  /// byte, in seconds from the request's start, to the millisecond. Empty without arrivals (a
  /// transport that gives a body at once).
  static func times(of body: Data, arrivals: [BodyArrival]) -> [Double] {
    guard !arrivals.isEmpty else { return [] }
    var pending = arrivals[...]
    return blockEnds(of: body).map { end in
      while pending.count > 1, let first = pending.first, first.received < end { pending = pending.dropFirst() }
      let (seconds, attoseconds) = pending.first!.time.components
      return ((Double(seconds) + Double(attoseconds) / 1e18) * 1000).rounded() / 1000
    }
  }

  /// The pieces that replay `body` at its recorded `times` scaled by `scale`: each block sent
  /// when its time has come, counted from when the double answers. Blocks past the last time (a
  /// body edited by hand) go with it.
  static func pieces(of body: Data, times: [Double], scale: Double) -> [Dribble.TimedPiece] {
    var pieces: [Dribble.TimedPiece] = []
    var previous = 0.0
    var start = 0
    for (index, end) in blockEnds(of: body).enumerated() {
      let time = times.isEmpty ? previous : max(previous, times[min(index, times.count - 1)])
      pieces.append(Dribble.TimedPiece(after: .seconds((time - previous) * scale), length: end - start))
      previous = time
      start = end
    }
    return pieces
  }
}
