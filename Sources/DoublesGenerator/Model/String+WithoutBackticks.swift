extension String {
  /// The name without the backticks that let it be a keyword: `` `default` `` gives `default`.
  var withoutBackticks: String { filter { $0 != "`" } }
}
