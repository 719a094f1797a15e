"""Small helpers shared by the benchmarks: robust timing and a plain-text table.

Benchmarks report ratios against a baseline measured in the same run (the machine is shared
and noisy), so absolute numbers are informative only.
"""
from __future__ import annotations

import statistics
import time


def median_seconds(fn, repeats: int = 7, warmup: int = 1) -> float:
    """Median wall time of ``fn()`` over ``repeats`` calls, after ``warmup`` untimed calls."""
    for _ in range(warmup):
        fn()
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def once_seconds(fn) -> tuple[float, object]:
    """Wall time of a single call and its result."""
    start = time.perf_counter()
    value = fn()
    return time.perf_counter() - start, value


def print_table(rows: list[dict], columns: list[str] | None = None) -> None:
    """Print dict rows as an aligned text table (columns default to the first row's keys)."""
    if not rows:
        print("(no rows)")
        return
    columns = columns or list(rows[0])

    def fmt(value):
        if isinstance(value, float):
            return f"{value:.4g}"
        return "" if value is None else str(value)

    cells = [[fmt(r.get(c)) for c in columns] for r in rows]
    widths = [max(len(c), *(len(row[i]) for row in cells)) for i, c in enumerate(columns)]
    print("  ".join(c.ljust(w) for c, w in zip(columns, widths)))
    print("  ".join("-" * w for w in widths))
    for row in cells:
        print("  ".join(v.ljust(w) for v, w in zip(row, widths)))
