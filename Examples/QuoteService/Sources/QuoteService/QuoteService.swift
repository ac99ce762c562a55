import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches a random quote from forismatic, then a random picture, and calls back once with both.
///
/// The tutorial's service, in Swift 6: the two sessions are injected at construction (the
/// singleton keeps real ones), the callback is `@Sendable` and runs on an injected queue (the
/// main queue by default), and the running task lives behind a lock because completion handlers
/// run on URLSession's threads.
public final class QuoteService: Sendable {
  /// The service the app uses, on real sessions.
  public static let shared = QuoteService()

  /// forismatic's endpoint; the request is a form `POST`.
  public static let quoteURL = URL(string: "https://api.forismatic.com/api/1.0/")!
  /// A random 1000×1000 picture.
  public static let pictureURL = URL(string: "https://source.unsplash.com/random/1000x1000")!
  /// The form body of the quote request.
  public static let quoteBody = "method=getQuote&lang=en&format=json"

  let quoteSession: URLSession
  let imageSession: URLSession
  private let callbackQueue: DispatchQueue
  private let task = CurrentTask()

  private convenience init() {
    self.init(
      quoteSession: URLSession(configuration: .default),
      imageSession: URLSession(configuration: .default)
    )
  }

  /// Creates a service on the given sessions; `callbackQueue` is where the callback runs.
  public init(quoteSession: URLSession, imageSession: URLSession, callbackQueue: DispatchQueue = .main) {
    self.quoteSession = quoteSession
    self.imageSession = imageSession
    self.callbackQueue = callbackQueue
  }

  /// Fetches a quote and its picture; `callback` runs once, with `true` and the quote on
  /// success and `false` and `nil` on any failure. A new call cancels the one in progress.
  public func getQuote(callback: @escaping @Sendable (Bool, Quote?) -> Void) {
    var request = URLRequest(url: Self.quoteURL)
    request.httpMethod = "POST"
    request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(Self.quoteBody.utf8)

    task.replace(
      with: quoteSession.dataTask(with: request) { data, response, error in
        guard error == nil, let data, (response as? HTTPURLResponse)?.statusCode == 200,
          let fields = try? JSONDecoder().decode([String: String].self, from: data),
          let text = fields["quoteText"], let author = fields["quoteAuthor"]
        else {
          return self.finish(callback, success: false, quote: nil)
        }
        self.getImage { imageData in
          guard let imageData else { return self.finish(callback, success: false, quote: nil) }
          self.finish(callback, success: true, quote: Quote(text: text, author: author, imageData: imageData))
        }
      })
  }

  private func getImage(completion: @escaping @Sendable (Data?) -> Void) {
    task.replace(
      with: imageSession.dataTask(with: Self.pictureURL) { data, response, error in
        guard error == nil, let data, !data.isEmpty, (response as? HTTPURLResponse)?.statusCode == 200 else {
          return completion(nil)
        }
        completion(data)
      })
  }

  private func finish(_ callback: @escaping @Sendable (Bool, Quote?) -> Void, success: Bool, quote: Quote?) {
    callbackQueue.async { callback(success, quote) }
  }
}

/// The task in progress: starting a new one cancels it (the tutorial's `task?.cancel()`).
private final class CurrentTask: @unchecked Sendable {
  private let lock = NSLock()
  private var task: URLSessionDataTask?

  func replace(with next: URLSessionDataTask) {
    let previous = lock.withLock {
      defer { task = next }
      return task
    }
    previous?.cancel()
    next.resume()
  }
}
