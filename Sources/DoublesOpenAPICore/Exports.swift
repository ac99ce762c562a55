// What the contract doubles' own API names: the contract (`OpenAPIContract`, `ContractViolation`)
// and the network doubles they answer through.
@_exported import DoublesContract
@_exported import DoublesHTTPCore
