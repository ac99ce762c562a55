extension HARFile.Request {
  /// The headers, with `Content-Type` from the body's mime type when they lack one: a browser's
  /// export may list the type only beside the body.
  package var headersWithContentType: [HARFile.NameValue] {
    HARFile.headers(headers, typedAs: postData?.mimeType)
  }
}

extension HARFile.Response {
  /// The headers, with `Content-Type` from the content's mime type when they lack one.
  package var headersWithContentType: [HARFile.NameValue] {
    HARFile.headers(headers, typedAs: content.mimeType)
  }
}

extension HARFile {
  /// `headers`, with `Content-Type: type` when they lack one; not for `x-unknown`, which Chrome
  /// writes for a message without a body.
  static func headers(_ headers: [NameValue], typedAs type: String?) -> [NameValue] {
    guard let type, !type.isEmpty, type != "x-unknown",
      !headers.contains(where: { HeaderName.matches($0.name, HeaderName.contentType) })
    else {
      return headers
    }
    return headers + [NameValue(name: HeaderName.contentType, value: type)]
  }
}
