// XCTest tells observers which test starts, but only those registered before it
// starts; swift-snapshot-testing's diffing strategies run inside a test and are
// not told its name. So OffscreenSnapshotTesting registers its observer as the
// test process loads, from this constructor (Swift has no load-time hook).
extern void offscreen_snapshot_testing_register_xctest_observer(void);

__attribute__((constructor)) static void offscreen_snapshot_testing_load(void) {
    offscreen_snapshot_testing_register_xctest_observer();
}
