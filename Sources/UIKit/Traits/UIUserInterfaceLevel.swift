/// Whether content sits at the base level or above it (a sheet, a popover):
/// some dark-mode background colours are lighter when elevated.
public enum UIUserInterfaceLevel: Int, Sendable, Hashable {
    case unspecified = -1
    case base = 0
    case elevated = 1
}
