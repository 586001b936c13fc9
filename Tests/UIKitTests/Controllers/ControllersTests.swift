import Testing

/// Every controller suite, run one test at a time: they share the trace log
/// and windows. `swift test --filter Controllers` runs them.
@Suite("Controllers", .serialized)
@MainActor
struct ControllersTests {}
