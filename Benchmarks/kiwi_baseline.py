#!/usr/bin/env python3
"""kiwi (nucleic/kiwi, Debian's python3-kiwisolver) on the solver benchmark's
shapes, as its baseline: the same chain and grid of views (x, y, width, height
each), the same constraints in the same order, two edit variables for the
container's left and top at strength 999 (kiwi's strong band stands in).

Prints one line per shape and size: `kiwi SHAPE N CONSTRAINTS MICROSECONDS`,
the median build time per constraint (Python call overhead included, as a
Python user of kiwi pays it) over several builds. Timing covers what the Swift
side times: making variables, writing and adding constraints, reading values.

Usage: kiwi_baseline.py SIZE [SIZE ...]
"""
import statistics
import sys
import time

import kiwisolver as kiwi


def chain(n):
    solver = kiwi.Solver()
    left, top = kiwi.Variable("container.left"), kiwi.Variable("container.top")
    solver.addEditVariable(left, "strong")
    solver.addEditVariable(top, "strong")
    count = 0
    previous = None
    views = []
    for _ in range(n):
        x, y, w, h = kiwi.Variable(), kiwi.Variable(), kiwi.Variable(), kiwi.Variable()
        solver.addConstraint(w == 40)
        solver.addConstraint(h == 30)
        solver.addConstraint(y == top + 8)
        if previous is not None:
            solver.addConstraint(x == previous[0] + previous[1] + 8)
        else:
            solver.addConstraint(x == left + 8)
        count += 4
        previous = (x, w)
        views.append((x, y, w, h))
    solver.updateVariables()
    return count, views


def grid(n):
    solver = kiwi.Solver()
    left, top = kiwi.Variable("container.left"), kiwi.Variable("container.top")
    solver.addEditVariable(left, "strong")
    solver.addEditVariable(top, "strong")
    side = int(round(n ** 0.5))
    above = [None] * side
    count = 0
    views = []
    for _ in range(side):
        before = None
        for c in range(side):
            x, y, w, h = kiwi.Variable(), kiwi.Variable(), kiwi.Variable(), kiwi.Variable()
            solver.addConstraint(w == 40)
            solver.addConstraint(h == 30)
            if before is not None:
                solver.addConstraint(x == before[0] + before[1] + 8)
            else:
                solver.addConstraint(x == left + 8)
            if above[c] is not None:
                solver.addConstraint(y == above[c][0] + above[c][1] + 8)
            else:
                solver.addConstraint(y == top + 8)
            count += 4
            before = (x, w)
            above[c] = (y, h)
            views.append((x, y, w, h))
    solver.updateVariables()
    return count, views


def main():
    sizes = [int(a) for a in sys.argv[1:]] or [100, 1000, 10000]
    for name, build in (("chain", chain), ("grid", grid)):
        for n in sizes:
            # Fewer repeats where kiwi's quadratic growth makes one build long.
            repeats = 21 if n <= 100 else 5 if n <= 1000 else 1
            if n <= 1000:
                build(n)  # warm-up (a 10,000-view build takes kiwi seconds)
            times = []
            for _ in range(repeats):
                start = time.perf_counter()
                count, _ = build(n)
                times.append(time.perf_counter() - start)
            print(f"kiwi {name} {n} {count} {statistics.median(times) / count * 1e6:.3f}", flush=True)


if __name__ == "__main__":
    main()
