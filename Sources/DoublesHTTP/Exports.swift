// A test imports `DoublesHTTP` alone: it brings the cassettes' redaction (`Redaction`,
// `RedactionFinding`), which lives with the HAR format so that the doubles command can use it.
@_exported import DoublesHAR
// And the clocks of `DoublesTesting` (`InstantClock`, `ManualClock`), with the runtime's API.
@_exported import DoublesTesting
