import Dependencies
import DependenciesMacros
import DoublesMacros
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Facts about numbers, from numbersapi.com: a dependency client, as swift-dependencies'
/// documentation declares one.
@DependencyClient
@Doubled
public struct NumberFactClient: Sendable {
  /// A fact about `number`.
  public var fact: @Sendable (_ number: Int) async throws -> String
  /// The numbers the user saved, newest first.
  public var favorites: @Sendable () async throws -> [Int]
  /// Saves `number` to the favorites.
  public var save: @Sendable (_ number: Int) async throws -> Void
}

extension NumberFactClient: DependencyKey {
  /// The client the app uses: the API, and favorites kept in memory.
  public static let liveValue: NumberFactClient = {
    let saved = LockIsolated<[Int]>([])
    return NumberFactClient(
      fact: { number in
        let url = URL(string: "http://numbersapi.com/\(number)")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return String(decoding: data, as: UTF8.self)
      },
      favorites: { saved.value },
      save: { number in saved.withValue { $0.insert(number, at: 0) } }
    )
  }()

  /// A client that answers without a network: what previews and a partial double start from.
  public static let previewValue = NumberFactClient(
    fact: { "\($0) is a good number." },
    favorites: { [] },
    save: { _ in }
  )
}

extension DependencyValues {
  /// The number-fact client of the current context.
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
