// A test imports `DoublesTesting` alone: it brings the runtime's API (`on`, `verify`, matchers)
// and the clocks a test moves or skips (`ManualClock`, `InstantClock`).
@_exported import Doubles
@_exported import DoublesClocks
