// What the network doubles' own API names: the cassettes' redaction (`Redaction`,
// `RedactionFinding`), which lives with the HAR format so that the doubles command can use it, and
// the clocks (`InstantClock`, `ManualClock`) their delays and streams are timed on.
@_exported import DoublesClocks
@_exported import DoublesHAR
