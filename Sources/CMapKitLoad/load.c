// UIKit's layout-file reader makes a document's view elements by class name, and
// Swift on Linux has no runtime that finds a class by name; UIKit cannot import
// MapKit either. So MapKit announces its view class to UIKit as the process loads,
// from this constructor (Swift has no load-time hook).
extern void offscreen_mapkit_announce_classes(void);

__attribute__((constructor)) static void offscreen_mapkit_load(void) {
    offscreen_mapkit_announce_classes();
}
