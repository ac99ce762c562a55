// A module other modules build on: Shipping's `Courier` refines its `Tracking`, and the plug-ins
// pass it to `doubles generate` with `--dependency`, so the tests get both doubles.

/// Where a parcel is.
public protocol Tracking: Sendable {
  /// The parcel's status, as the carrier words it.
  func status(of parcel: String) async throws -> String
}
