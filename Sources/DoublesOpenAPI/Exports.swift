// A test imports `DoublesOpenAPI` alone: it brings the contract (`OpenAPIContract`,
// `ContractViolation`), which lives apart from the network doubles so that a command can check
// cassettes against it too.
@_exported import DoublesContract
@_exported import DoublesHTTP
