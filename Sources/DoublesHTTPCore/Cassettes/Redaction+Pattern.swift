import DoublesHAR

extension Redaction {
  /// This redaction with a pattern of your own credentials, blanked wherever it matches (a
  /// header, a query or form value, a JSON string, a text body).
  ///
  /// ```swift
  /// let redaction = try Redaction.standard.adding(pattern: #"TKT-[0-9]{8}"#, named: "ticket")
  /// ```
  /// - Throws: ``DoublesHTTPError/invalidRedactionPattern(_:reason:)`` when `pattern` is not a
  ///   regular expression.
  public func adding(pattern: String, named name: String) throws -> Redaction {
    var copy = self
    do {
      copy.patterns.append(try RedactionPattern(name: name, pattern: pattern))
    } catch {
      throw DoublesHTTPError.invalidRedactionPattern(pattern, reason: "\(error)")
    }
    return copy
  }
}
