extension String {
  /// The name without the backticks that let it be a keyword: `` `default` `` gives `default`.
  var withoutBackticks: String {
    utf8.contains(UInt8(ascii: "`")) ? filter { $0 != "`" } : self
  }
}
