/// What messages need to say a matcher as a person would: the call itself for an equality on a
/// member's only argument (`stock("SKU-9")`, `prices(for: "ACME")`), "the argument" before any
/// other condition on it (`the argument != nil`), and the key path's name before a condition on
/// one of several arguments (`username == "Bob"`).
struct MatcherPhrasing: Sendable {
  /// The rendered value the matcher requires the whole argument to equal, if that is its test.
  var equalTo: String?
  /// Whether the matcher tests the member's whole argument, not one labelled part of it.
  var wholeValue = true
  /// Whether the matcher accepts every value (`.any`): messages then name no condition.
  var acceptsEverything = false

  init(equalTo: String? = nil, wholeValue: Bool = true, acceptsEverything: Bool = false) {
    self.equalTo = equalTo
    self.wholeValue = wholeValue
    self.acceptsEverything = acceptsEverything
  }

  /// `description` as a condition a sentence can hold: `subject` goes before a condition on the
  /// whole argument that opens with an operator (`== 3`, `!= nil`, `not (…)`).
  func condition(_ description: String, subject: String = "the argument") -> String {
    guard wholeValue, description.first.map("=!<>".contains) == true || description.hasPrefix("not (") else {
      return description
    }
    return "\(subject) \(description)"
  }
}

/// A matcher as messages see it, whatever its value type: its description and its phrasing.
typealias SaidMatcher = (description: String, phrasing: MatcherPhrasing)

/// How a message names the calls of a member that a matcher accepts.
struct MatchedCalls {
  /// The member, or the call itself for an equality on its only argument: `stock("SKU-9")`.
  let subject: String
  /// The value a setter's matcher requires: `4` in "to be set to 4".
  let value: String?
  /// The condition the calls meet, without "where": `username == "Bob"`.
  let condition: String?
  /// Whether a matcher picks some of the member's calls, rather than all of them.
  let isSelective: Bool

  /// The calls of `member` that `matcher` accepts; all its calls without one, or with one that
  /// accepts everything. `subject` is how messages name the member itself.
  init(of member: MemberSignature, subject: String, matcher: SaidMatcher?) {
    var (named, value, condition): (String, String?, String?) = (subject, nil, nil)
    let matcher = matcher?.phrasing.acceptsEverything == true ? nil : matcher
    if let (description, phrasing) = matcher {
      switch (member.kind, phrasing.equalTo) {
      case (.method, let equal?) where phrasing.wholeValue && member.labels.count == 1:
        named = member.render([equal])
      case (.setter, let equal?) where phrasing.wholeValue:
        value = equal
      case (.method, _):
        condition = phrasing.condition(description)
      case (.subscriptGetter, _):
        condition = phrasing.condition(description, subject: "the index")
      case (.getter, _), (.setter, _), (.subscriptSetter, _):
        condition = phrasing.condition(description, subject: "the value")
      }
    }
    self.subject = named
    self.value = value
    self.condition = condition
    isSelective = matcher != nil
  }
}
