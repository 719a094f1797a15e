"""The human-readable report of a ``ComparisonResult``: a table, the variables, the verdict."""
from __future__ import annotations

MAX_ROWS = 60  # table rows shown; the first difference is always shown


def _num(x) -> str:
    if x is None:
        return "-"
    return "0" if x == 0 else f"{x:.2e}"


def table(rows, limit: int = MAX_ROWS) -> list[str]:
    """One line per row: #, source lines (legacy / migrated), kind, shape, dtype, errors, ok."""
    head = ("#", "legacy", "migrated", "kind", "shape", "dtype", "max abs err", "max rel err", "ok")
    shown = list(rows)
    if len(shown) > limit:
        first_bad = next((r for r in shown if not r.ok), None)
        shown = shown[:limit]
        if first_bad is not None and first_bad not in shown:
            shown[-1] = first_bad
    cells = [head] + [(r.index, r.legacy_at or "-", r.migrated_at or "-", r.kind, r.shape or "-", r.dtype or "-",
                       _num(r.max_abs), _num(r.max_rel), "ok" if r.ok else "DIFF") for r in shown]
    widths = [min(max(len(c[i]) for c in cells), 36) for i in range(len(head))]
    lines = ["  ".join(str(c[i])[:36].ljust(widths[i]) for i in range(len(head))).rstrip() for c in cells]
    lines.insert(1, "  ".join("-" * w for w in widths))
    if len(rows) > len(shown):
        lines.append(f"... {len(rows) - len(shown)} more rows (all in --json)")
    return lines


def _initial_values(result) -> list[str]:
    """How many TF2 variables started from TF1's values: the trainable ones (the model), then the
    others (optimizer slots, step counters, moving statistics: a converted optimizer makes its
    own, which TF1 made zeros too; counted apart so "4 of 14" does not read as 10 misses)."""
    variables = result.migrated.variables
    if not variables and not result.unmatched_legacy:
        return []
    shared = [bool(v.get("matched") and v.get("shared", True)) for v in variables]
    trainable = [v.get("trainable", True) for v in variables]
    n_model = sum(trainable)
    line = f"initial values: {sum(s for s, t in zip(shared, trainable) if t)} of {n_model} trainable TF2 variables started from their TF1 value"
    others = len(variables) - n_model
    if others:
        same = sum(s for s, t in zip(shared, trainable) if not t)
        what = "non-trainable (optimizer slots, counters, statistics)"
        line += f"; {same} of {others} {what} did too" if same else f"; {others} {what} made their own"
    return [line]


def explain(result) -> str:
    out = []
    if result.rows:
        out += table(result.rows)
        problems = [r for r in result.rows if not r.ok]
        for r in problems[:5]:
            out.append(f"#{r.index}: {r.problem}")
        if len(problems) > 5:
            out.append(f"... {len(problems) - 5} more differences")
        notes = sorted({n for r in result.rows for n in r.notes})
        for n in notes:
            out.append(f"note: {n}")
    elif result.migrated is not None:
        out.append("(neither script printed a value)" if not result.legacy.prints and not result.migrated.prints
                   else "(nothing to compare)")
    if result.migrated is not None:
        out += _initial_values(result)
        redrawn = [v["name"] for v in result.migrated.variables if v.get("matched") and not v.get("shared", True)]
        if redrawn:
            out.append(f"  not shared, TF1 initialised them again (new draws): {len(redrawn)}: " + ", ".join(redrawn[:10]))
        if result.unmatched_migrated:
            out.append("  TF2 variables with no TF1 value: " + ", ".join(result.unmatched_migrated[:10]))
        if result.unmatched_legacy:
            out.append("  TF1 variables no TF2 variable took: " + ", ".join(result.unmatched_legacy[:10]))
    for side in (result.legacy, result.migrated):
        if side is None:
            continue
        if side.crashed or side.timed_out:
            label = "timed out" if side.timed_out else f"crashed (exit code {side.returncode})"
            out.append(f"--- {side.era} run {label}: {side.script}; stderr tail:")
            from migrate.compare import clean_stderr

            out.append(clean_stderr(side.stderr_tail).rstrip() or "(empty)")
        elif not side.finished:
            out.append(f"note: the {side.era} run ended without returning (os._exit or a signal): "
                       f"exit code {side.returncode}")
    out.append(f"verdict: {result.verdict.upper()}: {result.reason}")
    return "\n".join(out)
