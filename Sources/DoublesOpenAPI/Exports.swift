// A test imports `DoublesOpenAPI` alone: it brings `OpenAPIDouble` and its client transport, which
// link no test framework (so that `doubles-serve` can check a contract too), the contract
// (`OpenAPIContract`, `ContractViolation`), which lives apart from the network doubles so that a
// command can check cassettes against it, and `DoublesHTTP`, with its glue to the test frameworks.
@_exported import DoublesContract
@_exported import DoublesHTTP
@_exported import DoublesOpenAPICore
