// A test imports `DoublesHTTP` alone: it brings the network doubles (`HTTPDouble`, cassettes,
// stubs), which link no test framework, so that `doubles-serve` can serve them too; the cassettes'
// redaction, with the HAR format; and `DoublesTesting`, the runtime's API with its glue to XCTest
// and Swift Testing, which reports each double's failures to its test.
@_exported import DoublesHAR
@_exported import DoublesHTTPCore
@_exported import DoublesTesting
