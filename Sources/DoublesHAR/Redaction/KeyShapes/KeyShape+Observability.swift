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
      "Mapbox secret token",
      looks: #"`sk.eyJ…` and a signature after a `.`; `sk.` and 80 to 240 of letters, digits, `.` and `-`"#,
      source: "trufflehog mapbox; gitleaks mapbox-api-token", anchors: ["sk."]
    ) {
      Regex(
        #/\bsk\.(?:eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}|(?=[A-Za-z0-9.-]{0,239}[0-9])[A-Za-z0-9.-]{80,240}(?![A-Za-z0-9.-]))/#
      )
    },
    KeyShape(
      "FullStory key", looks: #"`na1.` and 100 base64 characters"#, source: "trufflehog fullstory",
      anchors: ["na1."]
    ) {
      Regex(#/\bna1\.[A-Za-z0-9+\/]{100}/#)
    },
    KeyShape(
      "EcoStruxure IT key", looks: #"`AK1` and 50 to 55 letters, digits and `/`"#, source: "trufflehog ecostruxureit",
      anchors: ["AK1"]
    ) {
      Regex(#/\bAK1(?=[A-Za-z0-9\/]*[0-9])[A-Za-z0-9\/]{50,55}(?![A-Za-z0-9\/+=])/#)
    },
    KeyShape(
      "Nightfall key", looks: #"`NF-` and 32 letters and digits"#, source: "trufflehog nightfall",
      anchors: ["NF-"]
    ) {
      Regex(#/\bNF-(?=[A-Za-z0-9]*[0-9])(?=[A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*[a-z])[A-Za-z0-9]{32}\b/#)
    },
  ]
}
