// Nothing to import: the one function of this target runs by itself when the
// process loads (see load.c).
