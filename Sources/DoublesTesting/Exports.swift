// A test imports `DoublesTesting` alone: it brings the runtime's API (`on`, `verify`, matchers).
@_exported import Doubles
