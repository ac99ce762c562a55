import DoublesHAR
import Foundation
import Testing

@testable import DoublesHTTP

/// What holds no credential is written byte for byte, though its names hold a credential word:
/// a language model's stream of tokens, permission maps, an OpenID discovery document, links to
/// documentation, variable references. And what is redacted stays what it was: JSON stays JSON.
@Suite struct PublicDataTests {
  typealias Answer = RedactionReaderTests

  /// Bodies that public APIs send, each under the content type it comes with.
  static let publicBodies: [(name: String, type: String, body: String)] = [
    (
      "a language model's stream (Server-Sent Events)", "text/event-stream",
      #"data: {"token": {"id": 15043, "text": " Hello", "logprob": -0.1, "special": false}, "generated_text": null}"#
        + "\n\n"
    ),
    (
      "a language model's stream (JSON Lines)", "application/x-ndjson",
      #"{"token": {"id": 15043, "text": " Hello"}}"# + "\n" + #"{"token": {"id": 2, "text": "!"}}"# + "\n"
    ),
    ("a token's object in text", "text/plain", #"{"token": {"id": 15043, "text": " Hello"}, "tokens": [1, 2]}"#),
    (
      "a GitHub App's permissions", "application/json",
      #"{"permissions": {"secrets": "read", "contents": "write", "secret_scanning_alerts": "read"}}"#
    ),
    (
      "an OpenID discovery document", "application/json",
      #"{"issuer": "https://id.example.com", "token_endpoint": "https://id.example.com/oauth/token", "#
        + #""token_endpoint_auth_methods_supported": ["client_secret_basic", "private_key_jwt"], "#
        + #""id_token_signing_alg_values_supported": ["RS256"]}"#
    ),
    (
      "links to documentation", "application/json",
      #"{"token_docs": "https://docs.example.com/tokens/create", "api_keys_page": "https://example.com/settings/api-keys"}"#
    ),
    ("a variable reference", "text/plain", "password = var.db_password\napi_key = local.settings.api_key\n"),
  ]

  @Test(arguments: publicBodies.map(\.name))
  func aPublicBodyIsWrittenByteForByte(_ name: String) throws {
    let (_, type, body) = try #require(Self.publicBodies.first { $0.name == name })
    let answer = Answer.answer(body, type: type)
    #expect(Answer.text(answer.entry) == body)
    #expect(answer.found.isEmpty, "\(answer.found)")
  }
}
