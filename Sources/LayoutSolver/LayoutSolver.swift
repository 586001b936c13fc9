// LayoutSolver: filled in by later work.
