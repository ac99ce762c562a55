#if TLSOrigins
  import Crypto
  import DoublesHTTP
  import DoublesHTTPServer
  import DoublesTestSupport
  import DoublesTesting
  import Foundation
  import NIOCore
  import NIOSSL
  import Testing
  import X509

  /// With the `TLSOrigins` trait, the server relays and records a WebSocket of a `wss` origin
  /// whose certificate it trusts (`.ci/tls-origins` runs these).
  @Suite(.timeLimit(.minutes(2)))
  struct WebSocketTLSRecordingTests {
    /// A certificate for `localhost`, signed by its own key, made for one test.
    struct Identity {
      let certificatePEM: String
      let context: NIOSSLContext

      init() throws {
        let key = P256.Signing.PrivateKey()
        let name = try DistinguishedName { CommonName("localhost") }
        let now = Date()
        let certificate = try Certificate(
          version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: Certificate.PublicKey(key.publicKey),
          notValidBefore: now.addingTimeInterval(-3600), notValidAfter: now.addingTimeInterval(3600),
          issuer: name, subject: name, signatureAlgorithm: .ecdsaWithSHA256,
          extensions: try Certificate.Extensions {
            Critical(BasicConstraints.isCertificateAuthority(maxPathLength: nil))
            KeyUsage(digitalSignature: true, keyCertSign: true)
            SubjectAlternativeNames([.dnsName("localhost")])
          },
          issuerPrivateKey: Certificate.PrivateKey(key))
        certificatePEM = try certificate.serializeAsPEM().pemString
        let configuration = TLSConfiguration.makeServerConfiguration(
          certificateChain: [.certificate(try NIOSSLCertificate(bytes: Array(certificatePEM.utf8), format: .pem))],
          privateKey: .privateKey(try NIOSSLPrivateKey(bytes: Array(key.pemRepresentation.utf8), format: .pem)))
        context = try NIOSSLContext(configuration: configuration)
      }

      /// A loopback server answering from `double` over TLS.
      func server(answering double: HTTPDouble) async throws -> HTTPStubServer {
        let context = context
        return try await HTTPStubServer.start(answering: double, origin: nil) { channel in
          try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: context))
        }
      }
    }

    @Test func aSecureOriginsWebSocketIsRelayedRecordedAndReplayed() async throws {
      let identity = try Identity()
      let origin = WebSocketRecordingTests.ticker()
      let originServer = try await identity.server(answering: origin)
      let secureOrigin = try #require(URL(string: "https://localhost:\(originServer.port)"))
      let file = TestScratch.file("secure.har")
      let recorder = try HTTPDouble(
        cassette: Cassette(file, mode: .all, secrets: [WebSocketRecordingTests.token]), name: "recorder")
      let proxy = try await HTTPStubServer.start(
        answering: recorder, origin: secureOrigin, trustingOriginCertificates: [identity.certificatePEM])

      let recorded = try await WebSocketRecordingTests.conversation(proxy.webSocketURL("/prices"))
      await proxy.stop()
      await originServer.stop()
      #expect(recorder.finish())

      #expect(recorded == WebSocketRecordingTests.tickerEvents)
      #expect(recorder.webSocketJournal.first?.event == .relayed(to: "wss://localhost:\(originServer.port)/prices"))
      #expect(origin.requests.first?.header("Host") == "localhost:\(originServer.port)")
      #expect(!(try String(contentsOf: file, encoding: .utf8)).contains(WebSocketRecordingTests.token))
      #expect(
        try await WebSocketRecordingTests.replay(file, standingIn: secureOrigin) == WebSocketRecordingTests.tickerEvents
      )
    }

    @Test func anOriginWhoseCertificateIsNotTrustedIsRefused() async throws {
      let identity = try Identity()
      let originServer = try await identity.server(answering: WebSocketRecordingTests.ticker())
      let failures = await withCapturedFailures {
        guard
          let recorder = try? HTTPDouble(
            cassette: Cassette(TestScratch.file("untrusted.har"), mode: .all), name: "recorder"),
          let proxy = try? await HTTPStubServer.start(
            answering: recorder, origin: URL(string: "https://localhost:\(originServer.port)")!)
        else { return }
        _ = try? await WebSocketTestClient.connect(to: proxy.webSocketURL("/prices")) { _ in }
        await proxy.stop()
      }
      await originServer.stop()

      #expect(failures.count == 1)
      #expect(
        failures.first?.message.hasPrefix(
          "recorder relayed GET https://localhost:\(originServer.port)/prices to wss://localhost:\(originServer.port)"
            + "/prices and the origin did not accept the WebSocket: the upgrade failed (") == true,
        "\(failures)")
      #expect(failures.first?.message.contains("CERTIFICATE_VERIFY_FAILED") == true, "\(failures)")
    }
  }
#endif
