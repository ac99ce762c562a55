import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A profile screen's model: it asks a GraphQL API for a user, and shows the user's name, or what
/// the server said, or that the network is out of reach.
public final class ProfileViewModel {
  /// The API's GraphQL endpoint.
  public static let endpoint = URL(string: "https://api.example.com/graphql")!

  static let query = """
    query GetUser($id: ID!) {
      user(id: $id) { name }
    }
    """

  private let session: URLSession
  /// What the screen shows: the user's name, an error, or "Loading…".
  public private(set) var title = "Loading…"

  /// A model that asks the API through `session`.
  public init(session: URLSession = .shared) {
    self.session = session
  }

  /// Loads the user `id` and sets ``title``.
  public func load(userID id: Int) async {
    var request = URLRequest(url: Self.endpoint)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try? JSONEncoder().encode(Body(query: Self.query, variables: ["id": id]))
    do {
      let (data, _) = try await session.data(for: request)
      let answer = try JSONDecoder().decode(Answer.self, from: data)
      title = answer.data?.user?.name ?? answer.errors?.first?.message ?? "No such user"
    } catch {
      title = "Offline"
    }
  }

  private struct Body: Encodable {
    let query: String
    let variables: [String: Int]
  }

  private struct Answer: Decodable {
    struct Payload: Decodable { let user: User? }
    struct User: Decodable { let name: String }
    struct Problem: Decodable { let message: String }
    let data: Payload?
    let errors: [Problem]?
  }
}
