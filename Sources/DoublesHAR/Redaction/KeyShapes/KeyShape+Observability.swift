import Foundation

extension KeyShape {
  /// The keys of observability and map services: PostHog, Mapbox.
  static let observability: [KeyShape] = [
    KeyShape(
      "PostHog key", looks: #"`phx_` and 43 to 48 characters"#, source: "trufflehog posthog", anchors: ["phx_"]
    ) {
      Regex(#/\bphx_[A-Za-z0-9_]{43,48}\b/#)
    },
    KeyShape(
      "Mapbox secret token", looks: #"`sk.eyJ…` and a signature after a `.`"#,
      source: "trufflehog mapbox; gitleaks mapbox-api-token", anchors: ["sk.eyJ"]
    ) {
      Regex(#/\bsk\.eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}/#)
    },
  ]
}
