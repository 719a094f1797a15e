"""What the converter says about a file: diagnostics and the frozen result of one conversion.

Never imports TensorFlow. A diagnostic prints as ``path:line:col: rule: reason`` (1-based line,
1-based column), the format the CLI, the report and the tests share.
"""
from __future__ import annotations

import dataclasses
from typing import Literal

Severity = Literal["error", "warning", "info"]
Status = Literal["converted", "unchanged", "partial", "failed"]


@dataclasses.dataclass(frozen=True)
class Diagnostic:
    """One finding: a construct left unconverted (compat island), a caveat, or an error."""

    path: str
    line: int
    col: int
    rule: str
    reason: str
    severity: Severity = "warning"

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.col}: {self.rule}: {self.reason}"

    def to_json(self) -> dict:
        return dataclasses.asdict(self)


@dataclasses.dataclass(frozen=True)
class ConversionResult:
    """The outcome of converting one source text.

    ``code`` is the full output text (equal to the input when ``status`` is "unchanged" or
    "failed"); ``status`` is "converted" (everything native), "partial" (output runs, some
    constructs kept in compat islands: see ``diagnostics``), "unchanged" or "failed" (input
    could not be parsed or converted; ``code`` is the input and nothing may be written).
    """

    path: str
    mode: str
    code: str
    status: Status
    diagnostics: tuple[Diagnostic, ...] = ()

    @property
    def changed(self) -> bool:
        return self.status in ("converted", "partial")


class ConversionError(Exception):
    """Input that cannot be converted at all (syntax error, undecodable bytes, ...)."""

    def __init__(self, path: str, line: int, col: int, message: str):
        super().__init__(f"{path}:{line}:{col}: {message}")
        self.path, self.line, self.col, self.message = path, line, col, message
