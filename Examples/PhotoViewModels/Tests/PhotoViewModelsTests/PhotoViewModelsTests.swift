import DoublesTesting
import Foundation
import PhotoViewModels
import Testing

/// Scenarios S09–S16 (seed 001, FunctionalReactivePixels): the Specta/OCMock view-model specs,
/// without the Objective-C runtime. Where OCMock mocked the object under test itself (partial and
/// class mocks, `stopMocking`), the view model takes a protocol seam instead, and the double is
/// injected; nothing is swizzled, so nothing needs cleaning up.
@Suite("S09–S16 photo view models", .verifiesDoubles)
struct PhotoViewModelsTests {
  /// S09: plain state after init; no double needed.
  @Test func stateAfterInit() {
    let viewModel = FullSizePhotoViewModel(photos: [], initialPhotoIndex: 1337)
    #expect(viewModel.model.isEmpty)
    #expect(viewModel.initialPhotoIndex == 1337)
  }

  /// S10: one-line dummies in place of `[NSObject new]`, compared by identity.
  @Test func dummiesAndIndexBoundaries() {
    let photos = [PhotoModelingDouble(), PhotoModelingDouble()]
    let viewModel = FullSizePhotoViewModel(photos: photos, initialPhotoIndex: 0)
    #expect(viewModel.photoModel(at: -1) == nil)
    #expect(viewModel.photoModel(at: photos.count) == nil)
    #expect(viewModel.photoModel(at: 0) === photos[0])
    #expect(viewModel.photoModel(at: 1) === photos[1])
    photos[0].on.photoName.verify(.never)
  }

  /// S11: the OCMock partial mock of the view model becomes a provider seam; expectation on the
  /// argument, stubbed return, verify.
  @Test func initialPhotoModelAsksForTheInitialIndexOnce() {
    let photo = PhotoModelingDouble()
    let provider = PhotoModelProvidingDouble().with { $0.on.photoModel.expect(.once, where: .equal(3)).returns(photo) }
    let viewModel = FullSizePhotoViewModel(photos: [], initialPhotoIndex: 3, provider: provider)
    #expect(viewModel.initialPhotoModel() === photo)
    #expect(provider.verify())
  }

  /// S12: the call made during init, counted right after it; an empty import keeps the model empty.
  @Test func importStartsDuringInit() async {
    let importer = PhotoImportingDouble()
    let viewModel = GalleryViewModel(importer: importer)
    importer.on.importPhotos.verify(.once)
    await viewModel.load()
    #expect(viewModel.photos.isEmpty)
  }

  /// S12, with the import that the original drove through a RACSignal: the importer's stream
  /// is fed batch by batch, and the view model collects them until the import ends.
  @Test func importedBatchesArriveAsTheImporterSendsThem() async {
    let importer = PhotoImportingDouble()
    let batches = importer.on.importPhotos.feed()
    let viewModel = GalleryViewModel(importer: importer)
    batches.yield(["ash.jpg"])
    batches.yield(["birch.jpg", "cedar.jpg"])
    batches.finish()
    await viewModel.load()
    #expect(viewModel.photos == ["ash.jpg", "birch.jpg", "cedar.jpg"])
  }

  /// The original's `takeUntil` on dealloc: a load that is cancelled stops consuming the import.
  @Test func aCancelledLoadStopsConsumingTheImport() async {
    let importer = PhotoImportingDouble()
    let batches = importer.on.importPhotos.feed()
    let viewModel = GalleryViewModel(importer: importer)
    let loading = Task { await viewModel.load() }
    loading.cancel()
    await loading.value
    #expect(batches.wasCancelled)
  }

  /// S13: a get-only property stub on a class-bound protocol.
  @MainActor
  @Test func photoNameComesFromTheModel() {
    let model = PhotoModelingDouble().with { $0.on.photoName.returns("Ash") }
    let viewModel = PhotoViewModel(model: model, fetcher: PhotoDetailsFetchingDouble(), decoder: ImageDecodingDouble())
    #expect(viewModel.photoName == "Ash")
  }

  /// S14: not on init, once on activation; `isLoading` is seen while the stubbed download is held,
  /// with no fixed sleep: the stub waits until the test releases it.
  @MainActor
  @Test func activationDownloadsDetailsOnce() async throws {
    let model = PhotoModelingDouble().with { $0.on.photoName.returns("Ash") }
    let fetcher = PhotoDetailsFetchingDouble()
    let (release, releaser) = AsyncStream<Void>.makeStream()
    fetcher.on.fetchPhotoDetails.answers { _ in
      for await _ in release { break }
    }
    let viewModel = PhotoViewModel(model: model, fetcher: fetcher, decoder: ImageDecodingDouble())
    fetcher.on.fetchPhotoDetails.verify(.never)
    viewModel.isActive = true
    await fetcher.on.fetchPhotoDetails.verifyEventually(.once, where: .equal("Ash"))
    #expect(viewModel.isLoading)
    releaser.yield()
    await viewModel.detailsTask?.value
    #expect(!viewModel.isLoading)
  }

  /// S14, the failure path: the original leaves `loading` on when the download fails.
  @MainActor
  @Test func aFailedDownloadLeavesLoadingOn() async {
    let fetcher = PhotoDetailsFetchingDouble().with {
      $0.on.fetchPhotoDetails.throws(URLError(.notConnectedToInternet))
    }
    let viewModel = PhotoViewModel(model: PhotoModelingDouble(), fetcher: fetcher, decoder: ImageDecodingDouble())
    viewModel.isActive = true
    await viewModel.detailsTask?.value
    #expect(viewModel.isLoading)
    fetcher.on.fetchPhotoDetails.verify(.once)
  }

  /// S15: the class mock of `UIImage imageWithData:` becomes an injected decoder; its argument is
  /// captured and checked (the original's `verify` checked nothing, as only a stub was recorded).
  @MainActor
  @Test func fullsizedDataIsDecodedIntoThePhotoImage() {
    let data = Data("jpeg".utf8)
    let decoder = ImageDecodingDouble().with { $0.on.image.returns(DecodedImage(byteCount: 4)) }
    let model = PhotoModelingDouble()
    let viewModel = PhotoViewModel(model: model, fetcher: PhotoDetailsFetchingDouble(), decoder: decoder)
    viewModel.setFullsizedData(data)
    #expect(decoder.on.image.lastArguments == data)
    decoder.on.image.verify(.once, with: data)
    #expect(model.on.fullsizedData.setValues == [data])
    #expect(viewModel.photoImage == DecodedImage(byteCount: 4))
  }

  /// S16: the OCMock `andDo:` block that pulled argument 4 out of an NSInvocation becomes a stub
  /// that receives the real arguments and calls the completion it was given.
  @Test func logInSucceedsWhenTheAuthenticatorSaysYes() async throws {
    let authenticator = AuthenticatingDouble().with { $0.on.authenticate.answers { $0.completion(true) } }
    try await PhotoImporter(authenticator: authenticator).logIn(username: "amy", password: "secret")
    authenticator.on.authenticate.verify(.once, \.username, "amy")
  }

  @Test func logInFailsWithThe500pxErrorWhenTheAuthenticatorSaysNo() async {
    let authenticator = AuthenticatingDouble().with { $0.on.authenticate.answers { $0.completion(false) } }
    await #expect {
      try await PhotoImporter(authenticator: authenticator).logIn(username: "amy", password: "wrong")
    } throws: { error in
      (error as NSError).domain == "500px API"
    }
    authenticator.on.authenticate.verify(.once)
  }
}
