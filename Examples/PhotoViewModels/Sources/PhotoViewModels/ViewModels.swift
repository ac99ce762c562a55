import Foundation

/// The full-size photo screen's view model (FRPFullSizePhotoViewModel): scenarios S09–S11.
public final class FullSizePhotoViewModel: PhotoModelProviding {
  /// The photos.
  public let model: [any PhotoModeling]
  /// The photo shown first.
  public let initialPhotoIndex: Int
  private let provider: (any PhotoModelProviding)?

  /// A view model of `photos`; `provider` answers `initialPhotoModel()`, itself by default.
  public init(photos: [any PhotoModeling], initialPhotoIndex: Int, provider: (any PhotoModelProviding)? = nil) {
    self.model = photos
    self.initialPhotoIndex = initialPhotoIndex
    self.provider = provider
  }

  /// The photo at `index`, or `nil` out of bounds.
  public func photoModel(at index: Int) -> (any PhotoModeling)? {
    model.indices.contains(index) ? model[index] : nil
  }

  /// The first photo shown, through the provider seam.
  public func initialPhotoModel() -> (any PhotoModeling)? {
    (provider ?? self).photoModel(at: initialPhotoIndex)
  }
}

/// The gallery's view model (FRPGalleryViewModel): it starts importing as it is created (S12).
public final class GalleryViewModel {
  /// The photos imported so far.
  public private(set) var photos: [String] = []
  private let batches: AsyncStream<[String]>

  /// A view model that asks `importer` for the photos right away.
  public init(importer: any PhotoImporting) { batches = importer.importPhotos() }

  /// Collects the imported batches until the import ends.
  public func load() async {
    for await batch in batches { photos += batch }
  }
}

/// One photo's view model (FRPPhotoViewModel): scenarios S13–S15.
@MainActor
public final class PhotoViewModel {
  /// The photo.
  public let model: any PhotoModeling
  private let fetcher: any PhotoDetailsFetching
  private let decoder: any ImageDecoding

  /// Whether details are being downloaded. As in the original, it stays `true` when the download
  /// fails: `loading = NO` only on completion.
  public private(set) var isLoading = false
  /// The image decoded from the photo's full-size data.
  public private(set) var photoImage: DecodedImage?
  /// The download started by the last activation, for tests to await.
  public private(set) var detailsTask: Task<Void, Never>?

  /// A view model of `model`.
  public init(model: any PhotoModeling, fetcher: any PhotoDetailsFetching, decoder: any ImageDecoding) {
    self.model = model
    self.fetcher = fetcher
    self.decoder = decoder
  }

  /// The photo's name.
  public var photoName: String? { model.photoName }

  /// Becoming active downloads the photo's details (not init: scenario S14).
  public var isActive = false {
    didSet {
      guard isActive, !oldValue else { return }
      isLoading = true
      let fetcher = fetcher
      let name = model.photoName ?? ""
      detailsTask = Task {
        do {
          try await fetcher.fetchPhotoDetails(for: name)
          isLoading = false
        } catch {
          print("Could not download details of \(name): \(error)")
        }
      }
    }
  }

  /// Sets the photo's full-size data and decodes it into `photoImage` (scenario S15).
  public func setFullsizedData(_ data: Data) {
    model.fullsizedData = data
    photoImage = decoder.image(from: data)
  }
}

/// Logs in to 500px (FRPPhotoImporter): scenario S16.
public struct PhotoImporter {
  let authenticator: any Authenticating

  /// An importer that logs in through `authenticator`.
  public init(authenticator: any Authenticating) { self.authenticator = authenticator }

  /// Logs in; throws `NSError(domain: "500px API", …)` when the authenticator says no.
  public func logIn(username: String, password: String) async throws {
    let accepted = await withCheckedContinuation { continuation in
      authenticator.authenticate(username: username, password: password) { continuation.resume(returning: $0) }
    }
    guard accepted else {
      throw NSError(domain: "500px API", code: 401, userInfo: [NSLocalizedDescriptionKey: "Could not log in"])
    }
  }
}
