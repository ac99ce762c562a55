import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSessionConfiguration {
  /// An ephemeral configuration whose requests wait ten minutes for more data, where the default
  /// gives up after 60 s: what a test's client of the loopback server uses.
  ///
  /// The server answers from tasks on the cooperative pool, which a loaded machine (two cores,
  /// the whole suite and two busy processes beside it) can leave unserved for a minute; a client
  /// that gave up then would fail a test whose answer was only late. The tests that wait for
  /// something that may never come have watchdogs of their own.
  package static var patient: URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 600
    configuration.timeoutIntervalForResource = 1_200
    return configuration
  }
}
