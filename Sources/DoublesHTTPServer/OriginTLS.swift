#if TLSOrigins
  import NIOCore
  import NIOSSL

  /// TLS to a `wss` origin, with the `TLSOrigins` trait: the system's trusted authorities, and
  /// any the test names.
  enum OriginTLS {
    /// What makes the TLS handler of a connection to `host`, checking its certificate against
    /// the system's authorities and `certificates` (PEM).
    static func handlerMaker(for host: String, trusting certificates: [String]) throws
      -> @Sendable () throws -> any ChannelHandler
    {
      var configuration = TLSConfiguration.makeClientConfiguration()
      if !certificates.isEmpty {
        configuration.additionalTrustRoots = [
          .certificates(try certificates.flatMap { try NIOSSLCertificate.fromPEMBytes(Array($0.utf8)) })
        ]
      }
      let context = try NIOSSLContext(configuration: configuration)
      // An address is not a server name (RFC 6066, 3): the certificate is then checked against it.
      let isAddress = host.contains(":") || host.allSatisfy { $0.isNumber || $0 == "." }
      let serverName = isAddress ? nil : host
      return { try NIOSSLClientHandler(context: context, serverHostname: serverName) }
    }
  }
#endif
