"""What ``tf1to2 migrate`` says: per-file outcomes, a summary for stderr, a JSON report, the exit code.

* ``FileOutcome``: one input file's status ("converted", "unchanged", "partial", "failed", or
  "copied" for non-Python files copied into an output tree) and its diagnostics.
* ``summary(outcomes, check)``: one line, e.g. ``2 converted, 1 unchanged, 1 partly converted,
  1 failed; 3 diagnostics (2 warnings, 1 error)`` (``would be converted`` under --check).
* ``to_json(outcomes, mode)``: ``{"version": 1, "mode", "summary": {...}, "files": [{"path",
  "output", "kind", "status", "diagnostics": [...]}]}``.
* ``exit_code(outcomes, check)``: 123 if any file failed; else 1 if a file is partly converted,
  has a warning, or (under --check) would change; else 0.
"""
from __future__ import annotations

import dataclasses

from migrate import exit_codes
from migrate.source.diagnostics import Diagnostic

STATUSES = ("converted", "unchanged", "partial", "failed")


@dataclasses.dataclass(frozen=True)
class FileOutcome:
    """The result of one input file; ``diff``/``code`` are filled only when asked for."""

    source: str
    output: str | None
    kind: str
    status: str
    diagnostics: tuple[Diagnostic, ...] = ()
    diff: str = ""
    code: str | None = None

    @property
    def changed(self) -> bool:
        return self.status in ("converted", "partial")


def counts(outcomes: list[FileOutcome]) -> dict:
    """Files per status plus diagnostics per severity."""
    result = {status: 0 for status in STATUSES}
    result["copied"] = 0
    severities = {"error": 0, "warning": 0, "info": 0}
    for outcome in outcomes:
        result[outcome.status] = result.get(outcome.status, 0) + 1
        for diagnostic in outcome.diagnostics:
            severities[diagnostic.severity] = severities.get(diagnostic.severity, 0) + 1
    result["diagnostics"] = sum(severities.values())
    result.update({f"{k}s": v for k, v in severities.items()})
    return result


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def summary(outcomes: list[FileOutcome], check: bool = False) -> str:
    """One-line summary (see module docstring)."""
    c = counts(outcomes)
    verb = "would be converted" if check else "converted"
    partial = "would be partly converted" if check else "partly converted"
    parts = [f"{c['converted']} {verb}", f"{c['unchanged']} unchanged", f"{c['partial']} {partial}",
             f"{c['failed']} failed"]
    if c["copied"]:
        parts.append(f"{c['copied']} other files copied")
    detail = ", ".join(_plural(c[f"{s}s"], s) for s in ("error", "warning", "info") if c[f"{s}s"])
    diagnostics = _plural(c["diagnostics"], "diagnostic") + (f" ({detail})" if detail else "")
    return f"tf1to2 migrate: {', '.join(parts)}; {diagnostics}"


def diagnostic_lines(outcomes: list[FileOutcome], include_info: bool = True) -> list[str]:
    """``path:line:col: rule: reason`` for each warning, ``error: ...`` for each error and
    ``note: ...`` for each note (a converted construct whose TF2 output differs by design;
    ``include_info=False``: left out)."""
    lines = []
    for outcome in outcomes:
        for diagnostic in outcome.diagnostics:
            if diagnostic.severity == "info" and not include_info:
                continue
            prefix = {"error": "error: ", "info": "note: "}.get(diagnostic.severity, "")
            lines.append(f"{prefix}{diagnostic}")
    return lines


def to_json(outcomes: list[FileOutcome], mode: str) -> dict:
    """The JSON report (see module docstring)."""
    return {
        "version": 1,
        "mode": mode,
        "summary": counts(outcomes),
        "files": [
            {
                "path": o.source,
                "output": o.output,
                "kind": o.kind,
                "status": o.status,
                "diagnostics": [d.to_json() for d in o.diagnostics],
            }
            for o in outcomes
        ],
    }


def exit_code(outcomes: list[FileOutcome], check: bool = False) -> int:
    """The command's exit code, decided here only (see module docstring)."""
    if any(o.status == "failed" for o in outcomes):
        return exit_codes.INTERNAL
    for o in outcomes:
        if o.status == "partial" or any(d.severity == "warning" for d in o.diagnostics):
            return exit_codes.FOUND
        if check and o.changed:
            return exit_codes.FOUND
    return exit_codes.OK
