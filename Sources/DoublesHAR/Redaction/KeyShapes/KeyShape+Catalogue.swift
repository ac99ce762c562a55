import Foundation

extension KeyShape {
  /// The providers' key formats Doubles finds anywhere, learnt from the public rule sets of
  /// gitleaks (`config/gitleaks.toml`, rule ids below) and trufflehog (`pkg/detectors`, detector
  /// names below). Only formats with a fixed prefix or structure are here: a 32-digit hex key
  /// with no prefix (Datadog, Twilio's auth token, Heroku's older keys) is found by the name
  /// that carries it (`DD-API-KEY`, `auth_token`), as the rule sets do with keywords.
  ///
  /// Each expression was written from the format, not copied; `\b` keeps a shape from matching
  /// inside a longer word, and a URL's slashes may be JSON-escaped (`\/`), as in a JSON body cut
  /// short and read as text.
  package static let catalogue: [KeyShape] =
    sourceControl + payments + messaging + cloud + ai + developerTools + observability
}
