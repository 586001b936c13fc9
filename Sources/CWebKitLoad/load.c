// UIKit's layout-file reader makes a document's view elements by class name, and
// Swift on Linux has no runtime that finds a class by name; UIKit cannot import
// WebKit either. So WebKit announces its view class to UIKit as the process loads,
// from this constructor (Swift has no load-time hook).
extern void offscreen_webkit_announce_classes(void);

__attribute__((constructor)) static void offscreen_webkit_load(void) {
    offscreen_webkit_announce_classes();
}
