import Foundation

/// Finds, by hand and in one pass each, the places of text a credential hides in: URLs written
/// in it, the credential after an authorization scheme, XML elements, HTML inputs, the lines
/// that name a credential, and the runs of characters a key is made of. Regular expressions over
/// a whole body (a log of a megabyte) would cost seconds in a debug build; these cost
/// milliseconds, and expressions then run on the short pieces they find.
package enum TextScan {
  /// A URL written in text, and whether its slashes are JSON-escaped (`https:\/\/…`).
  package struct WrittenURL {
    package let range: Range<String.Index>
    package let isEscaped: Bool
  }

  /// The URLs written in `text`: absolute ones in any scheme (`https://…`, `postgres://…`), also
  /// JSON-escaped, and relative ones in the `href`, `src` and `action` attributes of HTML.
  /// Punctuation that ends a sentence is not part of a URL, nor is a URL inside another.
  package static func urls(in text: String) -> [WrittenURL] {
    let bytes = Array(text.utf8)
    var found: [(Range<Int>, Bool)] = []
    let separators =
      (ByteSearch.offsets(of: Array("://".utf8), in: text[...]).map { ($0, false) }
      + ByteSearch.offsets(of: Array(#":\/\/"#.utf8), in: text[...]).map { ($0, true) }).sorted { $0.0 < $1.0 }
    for (colon, escaped) in separators {
      var start = colon
      while start > 0, colon - start < 32, isSchemeByte(bytes[start - 1]) { start -= 1 }
      while start < colon, !isLetter(bytes[start]) { start += 1 }
      guard start < colon else { continue }
      var end = colon + (escaped ? 5 : 3)
      while end < bytes.count {
        let byte = bytes[end]
        if escaped, byte == backslash, end + 1 < bytes.count, bytes[end + 1] == slash {
          end += 2
        } else if isURLByte(byte) {
          end += 1
        } else {
          break
        }
      }
      while end > colon, ".,;:!?)]}".utf8.contains(bytes[end - 1]) { end -= 1 }
      found.append((start..<end, escaped))
    }
    for (offset, needle) in attributeWords.occurrences(in: text) {
      var index = offset + attributeWords.needles[needle].count
      while index < bytes.count, bytes[index] == space { index += 1 }
      guard index < bytes.count, bytes[index] == equals else { continue }
      index += 1
      while index < bytes.count, bytes[index] == space { index += 1 }
      guard index + 1 < bytes.count, bytes[index] == quote || bytes[index] == apostrophe,
        bytes[index + 1] == slash
      else { continue }
      let close = bytes[index]
      var end = index + 1
      while end < bytes.count, bytes[end] != close, !isSpace(bytes[end]) { end += 1 }
      found.append((index + 1..<end, false))
    }
    var urls: [WrittenURL] = []
    var covered = 0
    for (range, escaped) in found.sorted(by: { $0.0.lowerBound < $1.0.lowerBound }) where range.lowerBound >= covered {
      urls.append(WrittenURL(range: self.range(in: text, range), isEscaped: escaped))
      covered = range.upperBound
    }
    return urls
  }

  private static let attributeWords = ByteSearch.Needles(spellingsOf: ["href", "src", "action"])

  /// The credentials written after `Bearer`, `Basic`, or the scheme of an `Authorization:` line
  /// (a log that quotes a `curl -H` line). Prose survives: after `Bearer` or another scheme a
  /// credential has a digit, or 20 characters or more of mixed case; after `Basic`, it decodes
  /// from base64 to `user:password`.
  package static func schemeCredentials(in text: String) -> [Range<String.Index>] {
    let bytes = Array(text.utf8)
    var found = Set<Range<Int>>()
    for (offset, needle) in schemeWords.occurrences(in: text) where offset == 0 || !isWordByte(bytes[offset - 1]) {
      let word = schemeWordNames[needle / 3]
      var index = offset + word.utf8.count
      var scheme = word
      if word == "authorization" {
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == colon else { continue }
        index += 1
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
        let schemeStart = index
        while index < bytes.count, isLetter(bytes[index]) || bytes[index] == dash { index += 1 }
        guard index > schemeStart else { continue }
        scheme = String(decoding: bytes[schemeStart..<index], as: UTF8.self).lowercased()
      } else if index < bytes.count, isWordByte(bytes[index]) {
        continue
      }
      let blanks = index
      while index < bytes.count, isBlank(bytes[index]) { index += 1 }
      guard index > blanks else { continue }
      let start = index
      while index < bytes.count, isCredentialByte(bytes[index]) { index += 1 }
      guard index - start >= 8 else { continue }
      let credential = String(decoding: bytes[start..<index], as: UTF8.self)
      if isPlausible(credential, after: scheme) { found.insert(start..<index) }
    }
    return found.sorted { $0.lowerBound < $1.lowerBound }.map { range(in: text, $0) }
  }

  private static let schemeWordNames = ["bearer", "basic", "authorization"]
  private static let schemeWords = ByteSearch.Needles(spellingsOf: schemeWordNames)

  /// Whether `credential`, written after `scheme`, is one rather than a word of prose.
  package static func isPlausible(_ credential: String, after scheme: String) -> Bool {
    if scheme.lowercased() == "basic" {
      let padded = credential.padding(toLength: (credential.count + 3) / 4 * 4, withPad: "=", startingAt: 0)
      guard let decoded = Data(base64Encoded: padded) else { return false }
      return String(decoding: decoded, as: UTF8.self).contains(":")
    }
    let mixedCase = credential.contains(where: \.isUppercase) && credential.contains(where: \.isLowercase)
    return credential.contains(where: \.isNumber) || (credential.count >= 20 && mixedCase)
  }

  /// The content of the XML elements of `text` whose name `isCredentialName` accepts
  /// (`<SecretAccessKey>…</SecretAccessKey>`, `<aws:SessionToken>`), with the element's name
  /// without its namespace prefix.
  package static func elements(
    in text: String, where isCredentialName: (String) -> Bool
  ) -> [(name: String, value: Range<String.Index>)] {
    let bytes = Array(text.utf8)
    var found: [(String, Range<String.Index>)] = []
    for close in ByteSearch.offsets(of: Array("</".utf8), in: text[...]) {
      var end = close + 2
      while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
      guard end < bytes.count, bytes[end] == greater, end > close + 2 else { continue }
      let qualified = Array(bytes[close + 2..<end])
      let name = String(decoding: qualified, as: UTF8.self)
      let local = String(name.split(separator: ":").last ?? Substring(name))
      guard isCredentialName(local) else { continue }
      // The opening tag: the nearest `<name` before, followed by `>`, a space or attributes.
      var open = close - 1
      var contentStart: Int?
      while open >= 0, close - open <= 8_192 {
        if bytes[open] == less, open + 1 + qualified.count < bytes.count,
          Array(bytes[open + 1..<open + 1 + qualified.count]) == qualified
        {
          var index = open + 1 + qualified.count
          if bytes[index] == greater || isSpace(bytes[index]) {
            while index < close, bytes[index] != greater { index += 1 }
            if index < close, bytes[index - 1] != slash { contentStart = index + 1 }
            break
          }
        }
        open -= 1
      }
      guard let contentStart, contentStart < close else { continue }
      found.append((local, range(in: text, contentStart..<close)))
    }
    return found
  }

  /// The `value` (or `content`) attribute of each tag of `text` that also has a `name` or `key`
  /// attribute, with that name: a CSRF token in a form's hidden `<input>` or a page's
  /// `<meta name="csrf-token" content="…">`, an OAuth code in an OpenID Connect `form_post`,
  /// `<add key="StripeSecretKey" value="…"/>` in a `web.config`.
  package static func valueAttributes(in text: String) -> [(name: String, value: Range<String.Index>)] {
    let bytes = Array(text.utf8)
    var found: [(String, Range<String.Index>)] = []
    var covered = -1
    for offset in ByteSearch.offsets(of: valueWord, in: text) where offset > 0 && isSpace(bytes[offset - 1]) {
      // The tag around it: back to its `<`, on to its `>`, within 4 KB.
      var open = offset
      while open > 0, offset - open < 4_096, bytes[open] != less, bytes[open] != greater { open -= 1 }
      guard bytes[open] == less, open > covered else { continue }
      var close = offset
      while close < bytes.count, close - offset < 4_096, bytes[close] != greater { close += 1 }
      guard close < bytes.count, bytes[close] == greater,
        let name = attribute("name", in: bytes, open..<close) ?? attribute("key", in: bytes, open..<close),
        let value = attribute("value", in: bytes, open..<close) ?? attribute("content", in: bytes, open..<close)
      else { continue }
      covered = close
      found.append((String(decoding: bytes[name], as: UTF8.self), range(in: text, value)))
    }
    return found
  }

  private static let valueWord = ByteSearch.Needles(spellingsOf: ["value=", "content="])

  /// The range of the quoted value of attribute `name` inside the tag `tag`.
  private static func attribute(_ name: String, in bytes: [UInt8], _ tag: Range<Int>) -> Range<Int>? {
    let pattern = Array(name.utf8) + [equals]
    var index = tag.lowerBound
    while index + pattern.count + 1 < tag.upperBound {
      if isSpace(bytes[index]), Array(bytes[index + 1..<index + 1 + pattern.count]) == pattern {
        let open = index + 1 + pattern.count
        guard bytes[open] == quote || bytes[open] == apostrophe else { return nil }
        var close = open + 1
        while close < tag.upperBound, bytes[close] != bytes[open] { close += 1 }
        return close < tag.upperBound ? open + 1..<close : nil
      }
      index += 1
    }
    return nil
  }

  /// The values written beside the names that hold a word at one of the UTF-8 `offsets`:
  /// `name=value`, `name: value`, `name := value`, `"name": "value"`, and for `password` and
  /// `passwd`, `name value` (a `.netrc`). A name is made of letters, digits and `_.-`; a value
  /// runs to a space, a quote or one of `&,;<>`, and is six characters or more.
  package static func assignments(around offsets: [Int], in text: String) -> [(
    name: String, value: Range<String.Index>
  )] {
    let bytes = Array(text.utf8)
    var found: [(String, Range<Int>)] = []
    var seen = Set<Int>()
    for offset in offsets.sorted() {
      var start = offset
      while start > 0, offset - start < 64, isAssignedNameByte(bytes[start - 1]) { start -= 1 }
      var end = offset
      while end < bytes.count, isAssignedNameByte(bytes[end]) { end += 1 }
      guard start < end, isLetter(bytes[start]) || bytes[start] == UInt8(ascii: "_"), seen.insert(start).inserted
      else { continue }
      let name = String(decoding: bytes[start..<end], as: UTF8.self)
      var index = end
      if index < bytes.count, bytes[index] == quote || bytes[index] == apostrophe { index += 1 }
      let blanks = index
      while index < bytes.count, isBlank(bytes[index]) { index += 1 }
      var separator = UInt8(ascii: " ")
      if index < bytes.count, bytes[index] == colon || bytes[index] == equals {
        // `:`, `=`, `:=` and Ruby's `=>`.
        separator = bytes[index]
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        index += (bytes[index] == colon && next == equals) || (bytes[index] == equals && next == greater) ? 2 : 1
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
      } else {
        // A `.netrc` separates a name from its value by a space alone, unquoted, the name a word
        // of its own (`login ada password s3cr3t`), not an HTML attribute's value.
        guard index > blanks, blanks == end, start == 0 || isSpace(bytes[start - 1]),
          ["password", "passwd"].contains(name.lowercased())
        else { continue }
      }
      // An object or array after a colon (`"token": {"id": 1}`) is no value to blank: the
      // readers of JSON and YAML look into its members.
      if separator == colon, index < bytes.count, bytes[index] == openBrace || bytes[index] == UInt8(ascii: "[") {
        continue
      }
      if index < bytes.count, bytes[index] == quote || bytes[index] == apostrophe { index += 1 }
      var valueStart = index
      if index + 1 < bytes.count, bytes[index] == openBrace, bytes[index + 1] != openBrace {
        // An ODBC value in braces (`Pwd={p;w};`) runs to its closing brace.
        valueStart = index + 1
        index = valueStart
        while index < bytes.count, bytes[index] != closeBrace, !isLineEnd(bytes[index]) { index += 1 }
      } else {
        while index < bytes.count, !isValueEnd(bytes[index]) { index += 1 }
      }
      guard index - valueStart >= 6 else { continue }
      found.append((name, valueStart..<index))
    }
    return found.map { ($0.0, range(in: text, $0.1)) }
  }

  /// The values of the name and value pairs of YAML and similar text whose name holds a word at
  /// one of the UTF-8 `offsets`: `- name: API_TOKEN` and, within the next two lines,
  /// `value: "…"` (a Kubernetes or ECS environment variable), with the name.
  package static func namedValues(around offsets: [Int], in text: String) -> [(
    name: String, value: Range<String.Index>
  )] {
    let bytes = Array(text.utf8)
    var found: [(String, Range<String.Index>)] = []
    for offset in offsets {
      var start = offset
      while start > 0, isAssignedNameByte(bytes[start - 1]) { start -= 1 }
      var end = offset
      while end < bytes.count, isAssignedNameByte(bytes[end]) { end += 1 }
      // Before the name: `name:` or `key:` (or `=`), blanks and an optional quote.
      var index = start
      if index > 0, bytes[index - 1] == quote || bytes[index - 1] == apostrophe { index -= 1 }
      while index > 0, isBlank(bytes[index - 1]) { index -= 1 }
      guard index > 0, bytes[index - 1] == colon || bytes[index - 1] == equals else { continue }
      index -= 1
      while index > 0, isBlank(bytes[index - 1]) { index -= 1 }
      let label = String(decoding: bytes[max(0, index - 4)..<index], as: UTF8.self).lowercased()
      guard label.hasSuffix("name") || label.hasSuffix("key") else { continue }
      // After it, within two lines: `value:` and the value.
      var lines = 0
      var cursor = end
      while cursor < bytes.count, lines <= 2 {
        if isLineEnd(bytes[cursor]) { lines += 1 }
        if bytes[cursor...].starts(with: Array("value".utf8)), cursor == 0 || !isWordByte(bytes[cursor - 1]) {
          var index = cursor + 5
          if index < bytes.count, bytes[index] == quote { index += 1 }
          while index < bytes.count, isBlank(bytes[index]) { index += 1 }
          guard index < bytes.count, bytes[index] == colon || bytes[index] == equals else { break }
          index += 1
          while index < bytes.count, isBlank(bytes[index]) { index += 1 }
          if index < bytes.count, bytes[index] == quote || bytes[index] == apostrophe { index += 1 }
          let valueStart = index
          while index < bytes.count, !isValueEnd(bytes[index]) { index += 1 }
          if index - valueStart >= 6 {
            found.append((String(decoding: bytes[start..<end], as: UTF8.self), range(in: text, valueStart..<index)))
          }
          break
        }
        cursor += 1
      }
    }
    return found
  }

  /// The passwords of command lines quoted in text (a CI log): `curl -u user:password`,
  /// `--user user:password`, `--password value` or `--password=value`, `docker login -p value`,
  /// `sshpass -p value`, `mysql -pvalue`.
  package static func commandLinePasswords(in text: String) -> [Range<String.Index>] {
    let bytes = Array(text.utf8)
    var found: [Range<Int>] = []
    func token(from start: Int) -> Range<Int>? {
      var index = start
      let quoted = index < bytes.count && (bytes[index] == quote || bytes[index] == apostrophe)
      if quoted { index += 1 }
      let tokenStart = index
      while index < bytes.count, !isSpace(bytes[index]), !(quoted && bytes[index] == bytes[tokenStart - 1]) {
        index += 1
      }
      return index > tokenStart ? tokenStart..<index : nil
    }
    func line(around offset: Int) -> String {
      var start = offset
      while start > 0, !isLineEnd(bytes[start - 1]) { start -= 1 }
      var end = offset
      while end < bytes.count, !isLineEnd(bytes[end]) { end += 1 }
      return String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
    }
    for (option, takesUser) in [
      (" -u ", true), (" --user ", true), (" --user=", true), (" --password ", false),
      (" --password=", false), (" -p ", false), (" -p", false),
    ] {
      for offset in ByteSearch.offsets(of: Array(option.utf8), in: text[...]) {
        let after = offset + option.utf8.count
        if option.hasPrefix(" -p") {
          let command = line(around: offset)
          if option == " -p" {
            // Attached (`-pSECRET`) only for MySQL's clients: elsewhere `-p2222` is a port.
            guard after < bytes.count, !isSpace(bytes[after]),
              ["mysql", "mariadb"].contains(where: command.contains)
            else { continue }
          } else {
            guard
              ["docker login", "podman login", "sshpass", "registry login", "oras login", "nerdctl login"]
                .contains(where: command.contains)
            else { continue }
          }
        }
        guard let value = token(from: after) else { continue }
        // `-u <user:password>`: a hole for a user and password, which holds neither.
        if takesUser, bytes[value.lowerBound] == less || bytes[value.lowerBound] == UInt8(ascii: "[") { continue }
        if takesUser {
          guard let colon = bytes[value].firstIndex(of: colon), colon + 1 < value.upperBound else { continue }
          found.append(colon + 1..<value.upperBound)
        } else {
          found.append(value)
        }
      }
    }
    // Any long option whose name holds a credential's word (`--token=…`, `--api-key …`,
    // `--client-secret=…`, `--auth …`), but one that names where the credential is
    // (`--password-file`, `--token-env`) or takes none (`--password-stdin`); and Redis's `-a`.
    for offset in ByteSearch.offsets(of: Array(" --".utf8), in: text[...]) {
      var end = offset + 3
      while end < bytes.count,
        isLetter(bytes[end]) || isDigit(bytes[end]) || bytes[end] == UInt8(ascii: "-")
          || bytes[end] == UInt8(ascii: "_")
      {
        end += 1
      }
      let name = String(decoding: bytes[(offset + 3)..<end], as: UTF8.self).lowercased()
      guard end < bytes.count, bytes[end] == equals || bytes[end] == UInt8(ascii: " "),
        !["password", "user"].contains(name), credentialOptionWords.contains(where: name.contains),
        !credentialPlaceOptions.contains(where: name.hasSuffix), !Redaction.describesACredential(name),
        let value = token(from: end + 1), bytes[value.lowerBound] != UInt8(ascii: "-")
      else { continue }
      found.append(value)
    }
    for offset in ByteSearch.offsets(of: Array(" -a ".utf8), in: text[...])
    where line(around: offset).contains("redis-cli") {
      if let value = token(from: offset + 4) { found.append(value) }
    }
    return found.map { range(in: text, $0) }
  }

  /// Words that make a command line's long option a credential's: `--token`, `--api-key`.
  private static let credentialOptionWords = [
    "token", "secret", "password", "passwd", "apikey", "api-key", "api_key", "access-key", "private-key", "auth",
    "credential",
  ]

  /// Endings of options that say where a credential is, or take none.
  private static let credentialPlaceOptions = ["-file", "-path", "-env", "-stdin", "-var", "-command", "-cmd", "-dir"]

  /// What follows GitHub Actions' `::add-mask::` on each line: a value the workflow itself
  /// declares secret.
  package static func maskedValues(in text: String) -> [Range<String.Index>] {
    let bytes = Array(text.utf8)
    let marker = Array("::add-mask::".utf8)
    return ByteSearch.offsets(of: marker, in: text[...]).compactMap { offset in
      var end = offset + marker.count
      while end < bytes.count, !isLineEnd(bytes[end]) { end += 1 }
      return end > offset + marker.count ? range(in: text, offset + marker.count..<end) : nil
    }
  }

  private static func isLineEnd(_ byte: UInt8) -> Bool { byte == newline || byte == carriageReturn }

  private static func isAssignedNameByte(_ byte: UInt8) -> Bool {
    isWordByte(byte) || byte == UInt8(ascii: ".") || byte == dash
  }

  private static func isValueEnd(_ byte: UInt8) -> Bool {
    isSpace(byte) || "\"'`&,;<>".utf8.contains(byte)
  }

  /// The pieces of the runs of key characters of `text` that read as base64 or base64url:
  /// `minimumLength` characters or more of letters, digits and `+/` or `-_`, `=` only at the end,
  /// split at `.`, `:` and `\`.
  package static func base64Pieces(in text: String, minimumLength: Int) -> [Range<String.Index>] {
    var pieces: [Range<String.Index>] = []
    for run in keyRuns(in: text, minimumLength: minimumLength) {
      var start = run.lowerBound
      var index = run.lowerBound
      func close() {
        let piece = text[start..<index]
        let body = piece.prefix { $0 != "=" }
        // Base64 of text mixes upper- and lower-case letters; hex digits and UUIDs do not.
        if piece.utf8.count >= minimumLength, piece.dropFirst(body.count).allSatisfy({ $0 == "=" }),
          body.contains(where: { $0.isUppercase }), body.contains(where: { $0.isLowercase })
        {
          pieces.append(start..<index)
        }
      }
      while index < run.upperBound {
        if ".:\\~".contains(text[index]) {
          close()
          start = text.index(after: index)
        }
        index = text.index(after: index)
      }
      close()
    }
    return pieces
  }

  /// The runs of `text` made of the characters keys are written with (letters, digits and
  /// `_-.+/=:~\`) that are `minimumLength` characters or longer: where a provider's key can be.
  package static func keyRuns(in text: String, minimumLength: Int) -> [Range<String.Index>] {
    var runs: [Range<Int>] = []
    var start: Int?
    var index = 0
    for byte in text.utf8 {
      if isKeyByte(byte) {
        if start == nil { start = index }
      } else if let runStart = start {
        if index - runStart >= minimumLength { runs.append(runStart..<index) }
        start = nil
      }
      index += 1
    }
    if let runStart = start, index - runStart >= minimumLength { runs.append(runStart..<index) }
    return runs.map { range(in: text, $0) }
  }

  /// The range of `text` that the UTF-8 offsets `bytes` cover; they fall on ASCII characters.
  package static func range(in text: String, _ bytes: Range<Int>) -> Range<String.Index> {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
    return lower..<utf8.index(lower, offsetBy: bytes.count)
  }

  /// `text` with each of `replacements` (ranges of it, with their new text) made; of ranges that
  /// overlap, the first wins.
  package static func replacing(_ replacements: [(Range<String.Index>, String)], in text: String) -> String {
    guard !replacements.isEmpty else { return text }
    var result = ""
    var cursor = text.startIndex
    for (range, replacement) in replacements.sorted(by: { $0.0.lowerBound < $1.0.lowerBound })
    where range.lowerBound >= cursor {
      result += text[cursor..<range.lowerBound] + replacement
      cursor = range.upperBound
    }
    return result + text[cursor...]
  }

  // MARK: Bytes

  private static let (space, tab, newline, carriageReturn) = (
    UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(10), UInt8(13)
  )
  private static let (quote, apostrophe, backslash, slash) = (
    UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "/")
  )
  private static let (openBrace, closeBrace) = (UInt8(ascii: "{"), UInt8(ascii: "}"))
  private static let (less, greater, equals, colon, dash) = (
    UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "-")
  )

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  private static func isWordByte(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") }

  private static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == newline || byte == carriageReturn
  }

  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == dash
  }

  private static func isURLByte(_ byte: UInt8) -> Bool {
    !isSpace(byte) && byte != quote && byte != apostrophe && byte != less && byte != greater && byte != backslash
      && byte != UInt8(ascii: "`")
  }

  private static func isCredentialByte(_ byte: UInt8) -> Bool {
    isWordByte(byte) || "._~+/=-".utf8.contains(byte)
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    isWordByte(byte) || byte == UInt8(ascii: ".") || byte == colon || byte == dash
  }

  /// Whether each byte is one keys are written with, looked up: the test runs on every byte.
  private static let keyBytes: [Bool] = (0...255).map { value in
    let byte = UInt8(value)
    return isWordByte(byte) || "-.+/=:~\\".utf8.contains(byte)
  }

  private static func isKeyByte(_ byte: UInt8) -> Bool { keyBytes[Int(byte)] }
}
