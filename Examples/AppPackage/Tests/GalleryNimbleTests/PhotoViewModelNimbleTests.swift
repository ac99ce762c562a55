// swift-format-ignore-file: OrderedImports
// (README's snippet starts with its two imports, kept together here.)
import Doubles
import Foundation
import Gallery
import XCTest

// snippet Sources/Doubles/Doubles.docc/Nimble.md #imports
import DoublesNimble
import Nimble

// end of snippet

/// The seed's Specta/Expecta tests of FRPPhotoViewModel (scenarios S14 and S15), written with
/// Nimble, the Swift heir of Expecta: the doubles' calls checked with DoublesNimble's matchers.
@MainActor
final class PhotoViewModelNimbleTests: XCTestCase {
  /// S14: details are downloaded when the view becomes active, not when the view model is made.
  func testActivationDownloadsDetailsOnce() async {
    let model = PhotoModelingDouble().with { $0.on.photoName.returns("Ash") }
    let fetcher = PhotoDetailsFetchingDouble()
    let viewModel = PhotoViewModel(model: model, fetcher: fetcher, decoder: ImageDecodingDouble())
    expect(fetcher.on.fetchPhotoDetails).toNot(haveBeenCalled())
    viewModel.isActive = true
    await viewModel.detailsTask?.value
    expect(fetcher.on.fetchPhotoDetails).to(haveBeenCalled(.once, with: "Ash"))
    expect(viewModel.isLoading).to(beFalse())
  }

  /// S15: the full-size data is kept on the model, then decoded into the photo's image.
  func testFullsizedDataIsKeptThenDecoded() {
    let data = Data("jpeg".utf8)
    let decoder = ImageDecodingDouble().with { $0.on.image.returns(DecodedImage(byteCount: 4)) }
    let model = PhotoModelingDouble()
    let viewModel = PhotoViewModel(model: model, fetcher: PhotoDetailsFetchingDouble(), decoder: decoder)
    viewModel.setFullsizedData(data)
    expect(decoder.on.image).to(haveBeenCalled(.once, with: data))
    expect(viewModel.photoImage).to(equal(DecodedImage(byteCount: 4)))
  }

  /// A closure's double takes its arguments themselves, one or several, as a protocol double's
  /// member of one argument does.
  func testAClosuresDoubleTakesItsArguments() {
    let log = FunctionDouble<String, Int, Void, Never>("log")
    let record: (String, Int) -> Void = log.closure
    record("cat.png", 3)
    expect(log.on).to(haveBeenCalled(.once, with: "cat.png", 3))
    expect(log.on).toNot(haveBeenCalled(with: "dog.png", 3))
    let track = FunctionDouble<String, Void, Never>("track")
    let send: (String) -> Void = track.closure
    send("open")
    expect(track.on).to(haveBeenCalled(.once, with: "open"))
  }

  /// README's snippet: S14 and S15 together.
  func testREADMESnippet() async {
    let model = PhotoModelingDouble().with { $0.on.photoName.returns("Ash") }
    let fetcher = PhotoDetailsFetchingDouble()
    let decoder = ImageDecodingDouble()
    let viewModel = PhotoViewModel(model: model, fetcher: fetcher, decoder: decoder)
    viewModel.isActive = true
    await viewModel.detailsTask?.value
    viewModel.setFullsizedData(Data("jpeg".utf8))
    // snippet Sources/Doubles/Doubles.docc/Nimble.md #imports, continued
    expect(fetcher.on.fetchPhotoDetails).to(haveBeenCalled(.once, with: "Ash"))
    expect(decoder.on.image).toNot(haveBeenCalled(.atLeast(2)))
    expect([model.on.fullsizedData.setter.step, decoder.on.image.step]).to(haveBeenCalledInOrder())
    // end of snippet
  }

  /// The must-fail twin of S14: a view model that never activates. Each matcher fails with the
  /// message Doubles' own checks give, naming the call.
  func testTheMatchersFailWithDoublesMessages() {
    let model = PhotoModelingDouble().with { $0.on.photoName.returns("Ash") }
    let fetcher = PhotoDetailsFetchingDouble()
    let decoder = ImageDecodingDouble()
    let viewModel = PhotoViewModel(model: model, fetcher: fetcher, decoder: decoder)
    viewModel.setFullsizedData(Data("jpeg".utf8))
    let failures = gatherFailingExpectations(silently: true) {
      expect(fetcher.on.fetchPhotoDetails).to(haveBeenCalled(.once, with: "Ash"))
      expect(decoder.on.image).toNot(haveBeenCalled())
      expect([decoder.on.image.step, model.on.fullsizedData.setter.step]).to(haveBeenCalledInOrder())
    }
    expect(failures.map(\.message.stringValue)).to(
      equal([
        """
        Expected fetchPhotoDetails(for: "Ash") to be called once, but it was never called. \
        PhotoDetailsFetchingDouble recorded no calls.
        """,
        """
        Expected image(from:) not to be called, but it was called 1 time:
          1. image(from: Data(4 bytes: "jpeg"))
        """,
        """
        Expected the calls in this order, but step 2 (PhotoModelingDouble.fullsizedData = …) did not \
        happen after the steps before it.
        Expected order:
          1. ImageDecodingDouble.image(from:)
          2. PhotoModelingDouble.fullsizedData = …
        Recorded calls, in order:
          1. PhotoModelingDouble.fullsizedData = Data(4 bytes: "jpeg")
          2. ImageDecodingDouble.image(from: Data(4 bytes: "jpeg"))
        """,
      ]))
  }
}
