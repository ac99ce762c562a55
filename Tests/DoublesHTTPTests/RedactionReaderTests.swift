import DoublesHAR
import DoublesHTTP
import Foundation
import Testing

@testable import DoublesHTTPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Bodies read by their kind (Server-Sent Events, JSON Lines, text), relative URLs redacted
/// byte for byte, and the value rules applied to text: each place a first user found leaking.
@Suite struct RedactionReaderTests {
  typealias Fake = KeyShapeCatalogueTests.Fake

  static let jwt = RedactionShapeTests.jwt

  /// The redacted entry of a GET answered with `body` of `type` (and `headers`), and the findings.
  static func answer(
    _ body: String, type: String?, headers: [HTTPHeader] = [], url: String = "https://api.example.com/feed"
  ) -> (entry: HARFile.Entry, found: [String]) {
    let request = RecordedRequest(method: "GET", url: URL(string: url)!, headers: [], body: Data())
    let replyHeaders = (type.map { [HTTPHeader("Content-Type", $0)] } ?? []) + headers
    let reply = HTTPReply(request: request, status: 200, headers: replyHeaders, body: Data(body.utf8))
    let (entry, findings) = HAREntryBuilder.entry(request, reply, redaction: .standard)
    return (entry, findings.map { "\($0.location): \($0.rule)" })
  }

  static func text(_ entry: HARFile.Entry) -> String {
    String(decoding: entry.response.content.data() ?? Data(), as: UTF8.self)
  }

  // MARK: Relative URLs

  @Test func aRelativeLocationIsRedactedAndKeepsEveryOtherByte() throws {
    let token = Fake.chars(32)
    let cases = [
      ("/account/reset?token=\(token)&lang=fr", "/account/reset?token=REDACTED&lang=fr"),
      ("/app/callback#access_token=\(token)&state=af0i", "/app/callback#access_token=REDACTED&state=af0i"),
      ("/a%2Fb/c?next=%2Fhome&password=\(token)#top", "/a%2Fb/c?next=%2Fhome&password=REDACTED#top"),
      ("?page=2&api_key=\(token)", "?page=2&api_key=REDACTED"),
    ]
    for (location, expected) in cases {
      let (entry, found) = Self.answer("", type: nil, headers: [HTTPHeader("Location", location)])
      #expect(entry.response.headers.first { $0.name == "Location" }?.value == expected)
      #expect(entry.response.redirectURL == expected)
      #expect(!found.isEmpty)
    }
  }

  @Test func anAbsoluteURLKeepsItsEncodingWhenAPartIsRedacted() {
    let written = "https://app.example.com/cb?next=%2Fhome%3Fa%3D1&token=abc123DEF456ghi&q=caf%C3%A9+au+lait"
    let (entry, found) = Self.answer("", type: nil, headers: [HTTPHeader("Location", written)])
    #expect(
      entry.response.redirectURL == "https://app.example.com/cb?next=%2Fhome%3Fa%3D1&token=REDACTED&q=caf%C3%A9+au+lait"
    )
    #expect(
      found == [
        "response header Location URL query token: listed name", "response redirectURL URL query token: listed name",
      ])
  }

  @Test func aRelativeLinkInHTMLAndAURLInProse() {
    let html = #"<a href="/account/reset?token=\#(Fake.chars(24))">Reset</a> or see https://status.example.com/?id=4."#
    let (entry, found) = Self.answer(html, type: "text/html")
    #expect(
      Self.text(entry) == #"<a href="/account/reset?token=REDACTED">Reset</a> or see https://status.example.com/?id=4."#
    )
    #expect(found == ["response body text URL query token: listed name"])
  }

  // MARK: Text

  @Test func anAuthorizationQuotedInATextBody() {
    let bearer = Fake.chars(40)
    let basic = Data("deploy:\(Fake.chars(12))".utf8).base64EncodedString()
    let log = """
      $ curl -H 'Authorization: Bearer \(bearer)' https://api.example.com/v1/me
      $ curl -H "Authorization: Basic \(basic)" https://registry.example.com/v2/
      Bearer tokens and Basic authentication are explained in the docs.
      """
    let (entry, found) = Self.answer(log, type: "text/plain")
    #expect(
      Self.text(entry) == """
        $ curl -H 'Authorization: Bearer REDACTED' https://api.example.com/v1/me
        $ curl -H "Authorization: Basic REDACTED" https://registry.example.com/v2/
        Bearer tokens and Basic authentication are explained in the docs.
        """)
    #expect(found == ["response body text: authorization credential"])
  }

  static let schemes = [
    "postgres", "postgresql", "mysql", "mongodb", "mongodb+srv", "redis", "rediss", "amqp", "amqps", "ftp", "smtp",
  ]

  @Test(arguments: schemes)
  func aConnectionStringsPasswordInTextJSONAndHeaders(scheme: String) throws {
    let password = "Pa55-" + Fake.chars(12)
    let url = "\(scheme)://app:\(password)@db.internal:5432/orders?sslmode=require"
    let places = [
      Self.answer("DATABASE_URL is \(url)\n", type: "text/plain"),
      Self.answer(#"{"database":{"url":"\#(url)"}}"#, type: "application/json"),
      Self.answer("", type: nil, headers: [HTTPHeader("X-Upstream", url)]),
    ]
    for (entry, found) in places {
      let written = String(decoding: try HARFile.encode(entry), as: UTF8.self)
      #expect(!written.contains(password))
      #expect(written.contains("@db.internal:5432/orders?sslmode=require"))
      #expect(found.contains { $0.hasSuffix("URL userinfo: URL credentials") }, "\(found)")
    }
  }

  @Test func credentialsAssignedInTextByName() {
    let secrets = ["s3cr3t-" + Fake.chars(10), Fake.chars(24), "hunter2", Fake.chars(30)]
    let config = """
      DB_PASSWORD=\(secrets[0])
      stripe_secret_key: "\(secrets[1])"
      Server=db;Database=shop;User Id=app;Pwd=\(secrets[2]);
      {"client_secret": "\(secrets[3])", "prompt_tokens": 1234}
      password: ********
      token: ${API_TOKEN}
      password: must be at least 8 characters
      """
    let (entry, found) = Self.answer(config, type: "text/plain")
    #expect(
      Self.text(entry) == """
        DB_PASSWORD=REDACTED
        stripe_secret_key: "REDACTED"
        Server=db;Database=shop;User Id=app;Pwd=REDACTED;
        {"client_secret": "REDACTED", "prompt_tokens": 1234}
        password: ********
        token: ${API_TOKEN}
        password: must be at least 8 characters
        """)
    #expect(found == ["response body text: credential assigned in text"])
  }

  /// A name in capitals that starts with the letters of `is`, `has` or `can` (`HASURA_`,
  /// `CANNYIO_`, `ISSUER_`) is no predicate: `isTokenExpired` and `has_password` are.
  @Test func aCapitalNameThatStartsLikeAPredicateHoldsACredential() {
    let secrets = [Fake.chars(24), "s." + Fake.chars(24, seed: 2), Fake.chars(32, seed: 3), Fake.chars(20, seed: 4)]
    let config = """
      export HASURA_GRAPHQL_ADMIN_SECRET=\(secrets[0])
      export HASHICORP_VAULT_TOKEN=\(secrets[1])
      CANNYIO_TOKEN=\(secrets[2])
      ISSUER_KEY: \(secrets[3])
      """
    let (entry, found) = Self.answer(config, type: "text/plain")
    #expect(
      Self.text(entry) == """
        export HASURA_GRAPHQL_ADMIN_SECRET=REDACTED
        export HASHICORP_VAULT_TOKEN=REDACTED
        CANNYIO_TOKEN=REDACTED
        ISSUER_KEY: REDACTED
        """)
    #expect(found == ["response body text: credential assigned in text"])
  }

  /// Letters alone are a word, which stands in for a credential, unless their case changes as
  /// often as a random key's does.
  @Test func lettersWhoseCaseChangesAsARandomKeysAreACredential() {
    let config = "parsehub_api_key: vZrEclFwOqeA\nsearch_key: azureKey\nclass_token: LlamaTokenizer\n"
    let (entry, found) = Self.answer(config, type: "text/plain")
    #expect(Self.text(entry) == "parsehub_api_key: REDACTED\nsearch_key: azureKey\nclass_token: LlamaTokenizer\n")
    #expect(found == ["response body text: credential assigned in text"])
  }

  /// An environment variable's value is what it holds, a word too; after a name in prose, a
  /// word is a word.
  @Test func aWordAssignedToAnEnvironmentVariableIsItsValue() {
    let text = "export COINLIB_API_KEY=seugeupfknprstoe\nTF_PASSWORD=\"rootpasswd\"\npassword: required\n"
    let (entry, _) = Self.answer(text, type: "text/plain")
    #expect(Self.text(entry) == "export COINLIB_API_KEY=REDACTED\nTF_PASSWORD=\"REDACTED\"\npassword: required\n")
  }

  /// The rules that keep stand-ins, words and queries keep no real secret beside them: a word
  /// with `!`, a password ending in `_`, a quoted string closed before the value, a query with
  /// no signature, words that are no credential's name, a name in capitals without breaks.
  @Test func theRulesThatKeepStandInsKeepNoSecret() {
    let random = Fake.chars(32, seed: 10)
    let text = """
      password: Sunshine!
      curl -d "client_secret=Xk29fjQ7pzL2" https://api.example.com/t -H "Accept: json"
      msg="login password=hunter2x9" user="bob"
      API_TOKEN=t=Zx9aB3kLm7Qp2Rs8&v=1
      STRIPEKEYPROD=\(random)

      """
    let (entry, _) = Self.answer(text, type: "text/plain")
    #expect(
      Self.text(entry) == """
        password: REDACTED
        curl -d "client_secret=REDACTED" https://api.example.com/t -H "Accept: json"
        msg="login password=REDACTED" user="bob"
        API_TOKEN=REDACTED&v=1
        STRIPEKEYPROD=REDACTED

        """)
    for value in ["Summer24_", "my-secret-key", "your_pw_9k2L", "Tr0ub4dor.."] {
      let (json, _) = Self.answer(#"{"password": "\#(value)"}"#, type: "application/json")
      #expect(Self.text(json) == #"{"password":"REDACTED"}"#, "\(value)")
    }
  }

  /// A quoted part joined to an unquoted value is part of it, as a shell reads it.
  @Test func aQuotedPartJoinedToAValueIsPartOfIt() {
    let password = Fake.chars(16, seed: 9)
    let (entry, _) = Self.answer("export CURL_AUTH_TOKEN=kevin:'\(password)'\n", type: "text/plain")
    #expect(Self.text(entry) == "export CURL_AUTH_TOKEN=REDACTED\n")
  }

  /// A shared access signature's query under a credential's name is read as a query: its
  /// signature is redacted, its permissions, times and version stay.
  @Test func aQueryUnderACredentialsNameKeepsAllButItsSignature() {
    let signature = Fake.chars(43, seed: 8) + "%3D"
    let query = "sp=rqx&st=2025-03-04T07:24:52Z&se=2025-04-04T15:24:52Z&spr=https&sv=2022-11-02&sr=c"
    let (entry, _) = Self.answer("AZURE_BLOB_SAS_TOKEN=\(query)&sig=\(signature)\n", type: "text/plain")
    #expect(Self.text(entry) == "AZURE_BLOB_SAS_TOKEN=\(query)&sig=REDACTED\n")
  }

  /// Temporary credentials in an XML answer (AWS STS), a CSRF token in a form's hidden input, a
  /// `.netrc` and an `.npmrc` in text, and request headers quoted in a JSON body.
  @Test func credentialsInXMLHTMLAndConfigurationFiles() throws {
    let (secret, session) = (Fake.chars(40, Fake.alphanumerics + "/+"), Fake.chars(120))
    let xml = """
      <AssumeRoleResponse><AssumeRoleResult><Credentials>
        <AccessKeyId>ASIA\(Fake.chars(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"))</AccessKeyId>
        <SecretAccessKey>\(secret)</SecretAccessKey>
        <SessionToken>
          \(session)
        </SessionToken>
        <Expiration>2026-11-26T12:00:00Z</Expiration>
      </Credentials></AssumeRoleResult></AssumeRoleResponse>
      """
    let (stsEntry, stsFound) = Self.answer(xml, type: "text/xml")
    let sts = Self.text(stsEntry)
    #expect(!sts.contains(secret) && !sts.contains(session))
    #expect(sts.contains("<SessionToken>\n    REDACTED\n  </SessionToken>"))
    #expect(sts.contains("<Expiration>2026-11-26T12:00:00Z</Expiration>"))
    #expect(stsFound == ["response body text: cloud access key id", "response body text: credential assigned in text"])

    let csrf = Fake.chars(32)
    let html =
      #"<form><input type="hidden" name="csrf_token" value="\#(csrf)"><input name="q" value="shoes-42"></form>"#
    #expect(
      Self.text(Self.answer(html, type: "text/html").entry)
        == #"<form><input type="hidden" name="csrf_token" value="REDACTED"><input name="q" value="shoes-42"></form>"#)

    let netrc = "machine api.example.com login ada password s3cr3t-Pa55\n"
    #expect(
      Self.text(Self.answer(netrc, type: "text/plain").entry) == "machine api.example.com login ada password REDACTED\n"
    )
    let npmrc = "//registry.example.com/:_auth=\(Data("ada:pa55word".utf8).base64EncodedString())\nalways-auth=true\n"
    #expect(
      Self.text(Self.answer(npmrc, type: "text/plain").entry)
        == "//registry.example.com/:_auth=REDACTED\nalways-auth=true\n")

    let quoted = #"{"headers":{"Authorization":"\#(Fake.chars(24))","Cookie":"sid=\#(Fake.chars(20))","Accept":"*/*"}}"#
    let (webhook, found) = Self.answer(quoted, type: "application/json")
    #expect(Self.text(webhook) == #"{"headers":{"Accept":"*/*","Authorization":"REDACTED","Cookie":"REDACTED"}}"#)
    #expect(found.count == 2)
  }

  @Test func namesRealAPIsUse() throws {
    let secret = "v4lue-" + Fake.chars(14)
    let names = [
      "pwd", "passwd", "pass", "passphrase", "secret_key", "client_secret", "private_token", "private_key",
      "db_credentials",
    ]
    for name in names {
      let (entry, found) = Self.answer(#"{"user":"ada","\#(name)":"\#(secret)"}"#, type: "application/json")
      #expect(!Self.text(entry).contains(secret), "\(name) was written")
      #expect(found == ["response body JSON $.\(name): listed name"])
    }
    let request = RecordedRequest(
      method: "GET", url: URL(string: "https://api.example.com/me")!,
      headers: [
        HTTPHeader("X-API-Token", secret), HTTPHeader("Private-Token", secret),
        HTTPHeader("DD-Application-Key", secret),
      ],
      body: Data())
    let (entry, _) = HAREntryBuilder.entry(
      request, HTTPReply(request: request, status: 200, headers: [], body: Data()), redaction: .standard)
    #expect(entry.request.headers.allSatisfy { $0.value == "REDACTED" })
  }

  @Test func aBotTokenInAPathKeepsTheRestOfTheSegment() {
    let token = KeyShapeCatalogueTests.telegram
    let request = RecordedRequest(
      method: "GET", url: URL(string: "https://api.telegram.org/bot\(token)/sendMessage?chat_id=42")!,
      headers: [], body: Data())
    let (entry, findings) = HAREntryBuilder.entry(
      request, HTTPReply(request: request, status: 200, headers: [], body: Data()), redaction: .standard)
    #expect(entry.request.url == "https://api.telegram.org/botREDACTED/sendMessage?chat_id=42")
    #expect(findings.map { "\($0.location): \($0.rule)" } == ["request URL path segment 1: Telegram bot token"])
  }

  // MARK: Streams of JSON

  @Test func serverSentEventsAreReadEventByEvent() {
    let refresh = Fake.chars(28)
    let stream =
      "retry: 3000\n\n"
      + "id: 1\nevent: session\ndata: {\"access\":\"\(Self.jwt)\",\"refresh_token\":\"\(refresh)\"}\n\n"
      + ": keep-alive\n\n"
      + "id: 2\r\nevent: message\r\ndata: {\"text\":\"Hello\"}\r\n\r\n"
      + "id: 3\ndata: token=\(Fake.chars(20))\n\n"
    let (entry, found) = Self.answer(stream, type: "text/event-stream")
    #expect(
      Self.text(entry)
        == "retry: 3000\n\n"
        + "id: 1\nevent: session\ndata: {\"access\":\"REDACTED\",\"refresh_token\":\"REDACTED\"}\n\n"
        + ": keep-alive\n\n"
        + "id: 2\r\nevent: message\r\ndata: {\"text\":\"Hello\"}\r\n\r\n"
        + "id: 3\ndata: token=REDACTED\n\n")
    #expect(
      found == [
        "response body event 2 data $.access: JWT", "response body event 2 data $.refresh_token: listed name",
        "response body event 5 data: credential assigned in text",
      ])
  }

  @Test(arguments: ["application/x-ndjson", "application/jsonl", "application/json", nil])
  func jsonLinesAreReadRecordByRecord(type: String?) {
    let password = "pw-" + Fake.chars(16)
    let lines = "{\"user\":\"ada\",\"n\":1}\n{\"user\":\"bob\",\"password\":\"\(password)\"}\n{\"user\":\"cy\"}\n"
    let (entry, found) = Self.answer(lines, type: type)
    #expect(
      Self.text(entry)
        == "{\"user\":\"ada\",\"n\":1}\n{\"password\":\"REDACTED\",\"user\":\"bob\"}\n{\"user\":\"cy\"}\n")
    #expect(found == ["response body record 2 $.password: listed name"])
  }

  @Test func aCSVExportIsReadByItsColumns() {
    let (key, token) = (Fake.chars(32), "gh" + "p_" + Fake.chars(36))
    let csv = "name,api_key,\"note\"\r\nada,\(key),\"uses \(token), daily\"\r\nbob,,\"kept, \"\"quoted\"\"\"\r\n"
    let (entry, found) = Self.answer(csv, type: "text/csv")
    #expect(
      Self.text(entry)
        == "name,api_key,\"note\"\r\nada,REDACTED,\"uses REDACTED, daily\"\r\nbob,,\"kept, \"\"quoted\"\"\"\r\n")
    #expect(found == ["response body CSV row 2 api_key: listed name", "response body CSV row 2 note: GitHub token"])
  }

  /// Credentials in base64: a Kubernetes Secret's `data`, a kubeconfig's `client-key-data`, a
  /// `.dockerconfigjson`, each replaced whole, the rest of the document byte for byte.
  @Test func credentialsInBase64AreReadDecoded() {
    func base64(_ text: String) -> String { Data(text.utf8).base64EncodedString() }
    let password = "Pg-" + Fake.chars(14)
    let database = base64("postgres://app:\(password)@db:5432/shop")
    let stripe = base64("sk" + "_live_" + Fake.chars(24))
    let key = base64("-----BEGIN EC PRIVATE KEY-----\n\(Fake.chars(64))\n-----END EC PRIVATE KEY-----\n")
    let docker = base64(#"{"auths":{"registry.example.com":{"username":"ci","password":"\#(password)"}}}"#)
    let plain = base64("just some configuration text")
    let yaml = """
      apiVersion: v1
      kind: Secret
      data:
        DATABASE_URL: \(database)
        STRIPE_KEY: \(stripe)
        client-key-data: \(key)
        .dockerconfigjson: \(docker)
        README: \(plain)
      """
    let (entry, found) = Self.answer(yaml, type: "application/yaml")
    #expect(
      Self.text(entry) == """
        apiVersion: v1
        kind: Secret
        data:
          DATABASE_URL: REDACTED
          STRIPE_KEY: REDACTED
          client-key-data: REDACTED
          .dockerconfigjson: REDACTED
          README: \(plain)
        """)
    // `STRIPE_KEY` and `client-key-data` are names with `key` and random values: redacted as
    // assigned before they are decoded.
    #expect(
      found == [
        "response body text: credential assigned in text", "response body text base64 URL userinfo: URL credentials",
        #"response body text base64 JSON $.auths["registry.example.com"].password: listed name"#,
      ])
  }

  /// Logs, configuration files and markup the first review found leaking.
  @Test func credentialsInLogsConfigurationAndMarkup() {
    let secret = "S3c-" + Fake.chars(16)
    let cases: [(String, String, String)] = [
      (
        "text/plain", "RAILS_MASTER_KEY=\(Fake.chars(32, Fake.hex))\nLOG_LEVEL=debug\n",
        "RAILS_MASTER_KEY=REDACTED\nLOG_LEVEL=debug\n"
      ),
      (
        "text/plain", #"Parameters: {"user"=>"ada", "password"=>"\#(secret)"}"#,
        #"Parameters: {"user"=>"ada", "password"=>"REDACTED"}"#
      ),
      (
        "text/plain", "Driver={ODBC};Server=db;Uid=app;Pwd={\(secret);x};",
        "Driver={ODBC};Server=db;Uid=app;Pwd={REDACTED};"
      ),
      (
        "text/plain", "+ curl -sSf -u deploy:\(secret) -T app.zip https://x.example.com/\n",
        "+ curl -sSf -u deploy:REDACTED -T app.zip https://x.example.com/\n"
      ),
      ("text/plain", "mysql -h db -u root -p\(secret) shop\n", "mysql -h db -u root -pREDACTED shop\n"),
      (
        "text/plain", "docker login -u ci -p \(secret) registry.example.com\nssh -p 2222 host\n",
        "docker login -u ci -p REDACTED registry.example.com\nssh -p 2222 host\n"
      ),
      ("text/plain", "::add-mask::\(secret)\nRunning tests\n", "::add-mask::REDACTED\nRunning tests\n"),
      (
        "text/yaml", "env:\n  - name: API_TOKEN\n    value: \"\(secret)\"\n  - name: MODE\n    value: \"production\"\n",
        "env:\n  - name: API_TOKEN\n    value: \"REDACTED\"\n  - name: MODE\n    value: \"production\"\n"
      ),
      (
        "text/xml",
        #"<appSettings><add key="StripeSecretKey" value="\#(secret)"/><add key="Theme" value="dark-mode"/></appSettings>"#,
        #"<appSettings><add key="StripeSecretKey" value="REDACTED"/><add key="Theme" value="dark-mode"/></appSettings>"#
      ),
      (
        "text/html",
        #"<form method="post"><input type="hidden" name="code" value="\#(Fake.chars(22))"/><input type="hidden" name="state" value="af0i"/></form>"#,
        #"<form method="post"><input type="hidden" name="code" value="REDACTED"/><input type="hidden" name="state" value="af0i"/></form>"#
      ),
      (
        "text/html",
        #"<a href="https://b.s3.amazonaws.com/r.csv?X-Amz-Date=20261126T000000Z&amp;X-Amz-Signature=\#(Fake.chars(64, Fake.hex))">r</a>"#,
        #"<a href="https://b.s3.amazonaws.com/r.csv?X-Amz-Date=20261126T000000Z&amp;X-Amz-Signature=REDACTED">r</a>"#
      ),
      (
        "application/json",
        #"{"env":[{"name":"DATABASE_PASSWORD","value":"\#(secret)"},{"name":"REGION","value":"eu-west-1"}]}"#,
        #"{"env":[{"name":"DATABASE_PASSWORD","value":"REDACTED"},{"name":"REGION","value":"eu-west-1"}]}"#
      ),
      (
        "application/json", #"{"cookieHeader":"_ga=GA1.2.3; sessionid=\#(Fake.chars(32)); theme=dark"}"#,
        #"{"cookieHeader":"_ga=GA1.2.3; sessionid=REDACTED; theme=dark"}"#
      ),
    ]
    for (type, body, expected) in cases {
      let (entry, found) = Self.answer(body, type: type)
      #expect(Self.text(entry) == expected, "\(type): \(found)")
    }
  }

  @Test func aPrivateKeyUploadedAsAFileIsReadToo() throws {
    let key = "-----BEGIN OPENSSH PRIVATE KEY-----\n\(Fake.chars(70))\n-----END OPENSSH PRIVATE KEY-----\n"
    let body = RedactionCarriedTests.multipart([("key", "id_ed25519", "application/octet-stream", Data(key.utf8))])
    let request = RecordedRequest(
      method: "POST", url: URL(string: "https://api.example.com/keys")!,
      headers: [HTTPHeader("Content-Type", RedactionCarriedTests.multipartType)], body: body)
    let (entry, findings) = HAREntryBuilder.entry(
      request, HTTPReply(request: request, status: 201, headers: [], body: Data()), redaction: .standard)
    #expect(!(try RedactionCarriedTests.written(entry)).contains(Fake.chars(70)))
    #expect(findings.map { "\($0.location): \($0.rule)" } == ["request body multipart key: private key"])
  }

  // MARK: What stays

  /// Content that looks a little like credentials and is none: each body is written byte for
  /// byte, with nothing reported.
  @Test func ordinaryTextAndStreamsAreKeptByteForByte() {
    let bodies: [(String, String)] = [
      (
        "text/plain",
        "Bearer tokens expire after an hour. The Basic plan costs 4 EUR.\nSee https://example.com/docs?page=2#auth"
      ),
      (
        "text/markdown",
        "Use `let key = \"value\"` and `password: String`.\nSKU-12345 ships from https://shop.example.com/items/42."
      ),
      ("text/plain", "commit e3b0c44298fc1c149afbf4c8996fb92427ae41e4 by ada; id 550e8400-e29b-41d4-a716-446655440000"),
      (
        "application/json",
        #"{"usage":{"prompt_tokens":1234,"completion_tokens":56,"total_tokens":1290},"has_password":true}"#
      ),
      ("text/event-stream", "event: usage\ndata: {\"input_tokens\":12,\"output_tokens\":340}\n\ndata: [DONE]\n\n"),
      ("application/x-ndjson", "{\"sku\":\"SKU-77\",\"next\":\"/items?page=3\"}\n{\"sku\":\"SKU-78\"}\n"),
      ("text/html", #"<a href="/reset-password">Forgot your password?</a> <img src="/img/logo.png?v=3">"#),
      ("text/plain", "monkey-patching the keychain: sk-learn, task-runner, ask-a-question, key-value store"),
      (
        "text/markdown",
        "export OPENAI_API_KEY=\"sk-...\"\napi_key: YOUR_API_KEY\ntoken: <YOUR_TOKEN>\n"
          + "DATABASE_URL=postgres://user:password@localhost/app\npassword: ${{ secrets.DB_PASSWORD }}\n"
          + "ghp_" + String(repeating: "X", count: 36) + " and xoxb-not-a-real-token-this-will-not-work\n"
      ),
      (
        "application/json",
        #"{"password_changed_at":"2026-11-01T10:00:00Z","password_expires_in_days":90,"secret_count":2,"#
          + #""nextPageToken":"CAoQAA","tokenUrl":"https://auth.example.com/token","bos_token":"<s>","#
          + #""tokenizer_class":"LlamaTokenizer","s3_key":"uploads/2026/11/avatar.png","#
          + #""cache_key":"v1-deps-3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a"}"#
      ),
      (
        "text/javascript",
        "a={apiKey:process.env.NEXT_PUBLIC_API_KEY,isTokenExpired:function(e){return e.exp<Date.now()}}"
      ),
      ("text/html", #"<input type="password" name="password" autocomplete="current-password" required>"#),
      ("text/csv", "id,password_reset_sent_at\n1,2026-11-20T08:00:00Z\n"),
      // A word before a full stop, a call whose argument is quoted, a file named with words.
      ("text/plain", "Choose a user name and password combination.\n"),
      ("text/x-go", #"secret := os.GetEnv("BITBAR_SECRET")"# + "\n"),
      ("text/html", #"<img src="/images/2018-250-xoxo-indieweb-1.jpg">"#),
      // A credential word inside another (`monkey`, `insight`) makes no name a credential's.
      ("text/plain", "monkeylearn = '\(Fake.chars(32, seed: 6))'\ninsightly = '\(Fake.chars(32, seed: 7))'\n"),
    ]
    for (type, body) in bodies {
      let (entry, found) = Self.answer(body, type: type)
      #expect(Self.text(entry) == body)
      #expect(found.isEmpty, "\(type): \(found)")
    }
  }
}
