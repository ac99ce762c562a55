import DoublesMacros
import Foundation

/// A photo of the 500px gallery (FunctionalReactivePixels' `FRPPhotoModel`).
@Doubled
public protocol PhotoModeling: AnyObject {
  var photoName: String? { get }
  var fullsizedData: Data? { get set }
}

/// Gives the photo at an index: the seam that replaces an OCMock partial mock of the view model
/// itself (scenario S11).
@Doubled
public protocol PhotoModelProviding {
  func photoModel(at index: Int) -> (any PhotoModeling)?
}

/// Imports the gallery's photos: a stream of batches instead of a `RACSignal` (scenario S12).
@Doubled
public protocol PhotoImporting {
  func importPhotos() -> AsyncStream<[String]>
}

/// Downloads a photo's details when its view becomes active (scenario S14).
@Doubled
public protocol PhotoDetailsFetching: Sendable {
  func fetchPhotoDetails(for photoName: String) async throws
}

/// An image decoded from data.
public struct DecodedImage: Equatable, Sendable {
  /// The size of the data it came from.
  public var byteCount: Int

  /// An image decoded from `byteCount` bytes.
  public init(byteCount: Int) { self.byteCount = byteCount }
}

/// Turns data into an image: an injected seam instead of a class mock of `UIImage imageWithData:`
/// (scenario S15).
@Doubled
public protocol ImageDecoding {
  func image(from data: Data) -> DecodedImage?
}

/// The 500px log-in, with success and failure reported to a completion handler (scenario S16).
@Doubled
public protocol Authenticating {
  func authenticate(username: String, password: String, completion: @escaping @Sendable (Bool) -> Void)
}
