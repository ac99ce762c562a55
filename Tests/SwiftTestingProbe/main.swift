import Foundation
import Testing

// A Swift Testing run in a process of its own, whose tests are built to fail: their doubles
// fail away from the test's task (a detached task, a `DispatchQueue` block, URLSession's
// threads), after the test ended, after the run ended, or where no test created them.
// `DoublesTests` runs it with `--filter` and reads what the run printed and how it exited,
// which a test inside the run under test could not see. Its tests block threads where the
// scenario is a user's test that does; here that stalls nobody else's tests.

/// Created before any test runs: no test owns it.
let doubleOfNoTest = AnalyticsDouble(.strict)

let status: CInt = await __swiftPMEntryPoint(passing: nil)
await AfterTheRun.perform()
exit(status)
