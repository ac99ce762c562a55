/// The start of every double's initializer, whatever it doubles: the parameters that place its
/// failures at the line that created it, and its recorder and handles. The protocol, class and
/// struct emitters each write their initializer around it.
enum RecorderWriter {
  /// The last parameters of a double's initializer, which place its failures at the line that
  /// created it.
  static func writeSiteParameters(_ writer: inout SourceWriter) {
    writer.line("fileID: \(StandardLibraryNames.string) = #fileID,")
    writer.line("filePath: \(StandardLibraryNames.staticString) = #filePath,")
    writer.line("line: \(StandardLibraryNames.uInt) = #line,")
    writer.line("column: \(StandardLibraryNames.uInt) = #column")
  }

  /// The start of a double's initializer: its recorder, at the creating line, and its handles.
  static func writeRecorder(named name: String, strictness: String, _ writer: inout SourceWriter) {
    writer.line("let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)")
    writer.line("let recorder = DoubleRecorder(named: \"\(name)\", \(strictness), site: site)")
    writer.line("self.recorder = recorder")
    writer.line("self.on = Members(recorder)")
  }
}
