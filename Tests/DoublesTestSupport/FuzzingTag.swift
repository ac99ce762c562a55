import Testing

extension Tag {
  /// Suites that run many random cases: CI's stress and sanitizer runs leave them out, and the
  /// nightly run gives them their large case sets (`FuzzCases`).
  @Tag public static var fuzzing: Self
}
