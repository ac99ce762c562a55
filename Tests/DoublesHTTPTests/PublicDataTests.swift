import DoublesHAR
import DoublesHTTP
import Foundation
import Testing

@testable import DoublesHTTPCore

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
    // A page id of 32 hex digits after `API-`, in a path: not an Octopus Deploy key, whose longer
    // forms hold letters beyond F.
    (
      "a link to a wiki page", "text/plain",
      "See https://acme.notion.site/API-BD80F56CDC1441E6BF6011AB6D852875 first.\n"
    ),
    (
      "a GitHub user", "application/json",
      #"{"login": "octo-amy", "id": 5834112, "node_id": "MDQ6VXNlcjU4MzQxMTI=", "#
        + #""avatar_url": "https://avatars.githubusercontent.com/u/5834112?v=4", "gravatar_id": "", "#
        + #""type": "User", "site_admin": false, "two_factor_authentication": true, "#
        + #""plan": {"name": "pro", "private_repos": 9999}}"#
    ),
    (
      "a GitHub commit", "application/json",
      #"{"sha": "7638417db6d59f3c431d3e1f261cc637155684cd", "commit": {"tree": {"sha": "#
        + #""691272480426f78a0138979dd3ce63b77f706feb"}, "message": "Rotate the token cache", "#
        + #""verification": {"verified": true, "reason": "valid", "signature": null}}}"#
    ),
    (
      "Stripe objects", "application/json",
      #"{"object": "list", "data": [{"id": "cus_Q8aV3kLmZt2RxW", "object": "customer", "#
        + #""invoice_prefix": "7A1C0F2B", "default_source": "card_1PqRsT2eZvKYlo2C9xWmN4bH"}, "#
        + #"{"id": "pi_3PqRsT2eZvKYlo2C1aBcDeFg", "object": "payment_intent", "amount": 2000, "#
        + #""currency": "eur", "livemode": false}], "has_more": false, "url": "/v1/customers"}"#
    ),
    (
      "an OpenAPI document", "application/yaml",
      "openapi: 3.1.0\ninfo:\n  title: Shop\n  version: 1.0.0\ncomponents:\n  securitySchemes:\n"
        + "    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\n"
        + "    apiKey:\n      type: apiKey\n      in: header\n      name: X-API-Key\n"
        + "    oauth:\n      type: oauth2\n      flows:\n        clientCredentials:\n"
        + "          tokenUrl: https://auth.example.com/oauth/token\n          scopes: {}\n"
    ),
    (
      "a chat completion's stream", "text/event-stream",
      #"data: {"id": "chatcmpl-9Xa7Qk2Lm", "object": "chat.completion.chunk", "model": "gpt-4o-mini", "#
        + #""choices": [{"index": 0, "delta": {"content": " Hello"}, "finish_reason": null}]}"# + "\n\n"
        + #"data: {"id": "chatcmpl-9Xa7Qk2Lm", "choices": [], "#
        + #""usage": {"prompt_tokens": 12, "completion_tokens": 3, "total_tokens": 15}}"# + "\n\ndata: [DONE]\n\n"
    ),
  ]

  @Test(arguments: publicBodies.map(\.name))
  func aPublicBodyIsWrittenByteForByte(_ name: String) throws {
    let (_, type, body) = try #require(Self.publicBodies.first { $0.name == name })
    let answer = Answer.answer(body, type: type)
    #expect(Answer.text(answer.entry) == body)
    #expect(answer.found.isEmpty, "\(answer.found)")
  }
}
