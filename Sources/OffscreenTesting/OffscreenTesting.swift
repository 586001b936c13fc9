// OffscreenTesting: filled in by later work.
