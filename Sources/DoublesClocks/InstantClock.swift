import Doubles

/// A clock on which every sleep ends at once and moves the clock's time forward.
///
/// The default clock of `DoublesHTTP`'s `HTTPDouble`: a response delayed by two seconds arrives
/// at once, yet in the right order relative to shorter delays, and a timeout still happens when
/// the delay is longer than the request's timeout. Pass it to `verify(_:within:clock:)` to wait
/// out a window at once. (Named apart from swift-clocks' `ImmediateClock`, so that a file that
/// imports both spells either without qualifying it; `verify(_:within:clock:)` takes theirs too.)
public final class InstantClock: Clock, Sendable {
  /// A point in the clock's time: the time slept since the clock was created.
  public struct Instant: InstantProtocol {
    /// The time since the clock was created.
    public let offset: Duration

    /// Creates an instant at `offset` from the clock's start.
    public init(offset: Duration) { self.offset = offset }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    /// Orders instants by offset.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let current = Locked(Instant(offset: .zero))

  /// Creates a clock at offset zero.
  public init() {}

  /// The clock's time: the sum of the sleeps so far.
  public var now: Instant { current.withLock { $0 } }
  /// Any duration can be slept.
  public var minimumResolution: Duration { .zero }

  /// Moves the clock to `deadline` (if it is later) and returns at once, unless the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    current.withLock { $0 = max($0, deadline) }
    await Task.yield()
  }
}
