"""Jupyter notebooks (.ipynb, nbformat 4): convert the code cells, keep everything else.

``convert_notebook(text, mode, path) -> ConversionResult`` whose ``code`` is the notebook JSON.
The code cells are joined into one module (so ``import tensorflow as tf`` in cell 1 is known
in cell 5), separated by marker comments, converted once with ``convert_source`` and split
back. Outputs, metadata, markdown cells and untouched code cells are kept as they are; a
notebook where nothing changed is returned byte for byte.

IPython syntax survives untouched: a cell starting with a cell magic (``%%bash``) is left out
of the conversion; lines starting with ``%``, ``!`` or ``?`` and ``x = !cmd`` / ``x = %magic``
assignments are swapped for a placeholder statement before parsing and restored after.
Diagnostics name the cell: ``nb.ipynb#cell3:2:5: rule: reason`` (line within the cell).

CAVEATS:
1. nbformat 4 only (``"cells"`` at the top level); nbformat 3 is refused with a clear error.
2. A line magic continued with a trailing backslash keeps only its first line protected.
3. A cell that does not parse is left as it is (warning with its cell number); the others
   are still converted together.
"""
from __future__ import annotations

import dataclasses
import json

from migrate.source.convert import convert_source
from migrate.source.diagnostics import ConversionError, ConversionResult, Diagnostic

_CELL = "# tf1to2-cell:"
_MAGIC = "pass  # tf1to2-magic:"


def _source_text(cell: dict) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


def _is_magic(stripped: str) -> bool:
    if stripped.startswith(("%", "!", "?")):
        return True
    target, sep, value = stripped.partition("=")
    if sep and value.lstrip().startswith(("!", "%")) and not value.startswith("="):
        names = [n.strip() for n in target.split(",")]
        return all(n.isidentifier() for n in names)
    return False


def _protect(text: str, magics: list[str]) -> str:
    """Swap IPython-only lines for placeholders (numbered into ``magics``)."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        stripped = line.strip()
        if _is_magic(stripped):
            indent = line[: len(line) - len(line.lstrip())]
            lines[i] = f"{indent}{_MAGIC}{len(magics)}"
            magics.append(stripped)
    return "\n".join(lines)


def _restore(text: str, magics: list[str], restored: set[int]) -> str:
    """Put magics back (at the placeholder's indentation), adding their numbers to ``restored``."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        stripped = line.strip()
        if stripped.startswith(_MAGIC):
            index = int(stripped[len(_MAGIC):])
            indent = line[: len(line) - len(line.lstrip())]
            lines[i] = indent + magics[index]
            restored.add(index)
    return "\n".join(lines)


def load_notebook(text: str, path: str) -> dict:
    """Parse notebook JSON; ``ConversionError`` with line/col for invalid JSON or format."""
    try:
        notebook = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ConversionError(path, exc.lineno, exc.colno, f"invalid notebook JSON: {exc.msg}") from None
    if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
        if isinstance(notebook, dict) and "worksheets" in notebook:
            raise ConversionError(path, 1, 1, "nbformat 3 notebook: upgrade it with `jupyter nbconvert --to notebook`")
        raise ConversionError(path, 1, 1, "not a Jupyter notebook: no top-level \"cells\" list")
    return notebook


def _failed(text, mode, path, exc: ConversionError) -> ConversionResult:
    diagnostic = Diagnostic(exc.path, exc.line, exc.col, "notebook", exc.message, "error")
    return ConversionResult(path=path, mode=mode, code=text, status="failed", diagnostics=(diagnostic,))


def convert_notebook(text: str, mode: str = "native", path: str = "<notebook>") -> ConversionResult:
    """Convert the code cells of a notebook's JSON text; the result's ``code`` is the new JSON."""
    try:
        notebook = load_notebook(text, path)
    except ConversionError as exc:
        return _failed(text, mode, path, exc)
    cells = notebook["cells"]
    chosen = [i for i, c in enumerate(cells)
              if isinstance(c, dict) and c.get("cell_type") == "code"
              and not _source_text(c).lstrip().startswith("%%")]
    magics: list[str] = []
    bodies = {}
    for i in chosen:
        first = len(magics)
        bodies[i] = (_protect(_source_text(cells[i]), magics), range(first, len(magics)))
    skipped: list[Diagnostic] = []
    while True:
        joined, starts = _join(bodies, chosen)
        result = convert_source(joined, mode=mode, path=path)
        diagnostics = tuple(_cell_diagnostic(d, starts, path) for d in result.diagnostics)
        bad = _unparsable_cell(result, starts) if result.status == "failed" else None
        if bad is None:
            break
        # one cell that does not parse (work in progress, shell syntax...) is left as it is
        (error,) = diagnostics
        skipped.append(Diagnostic(error.path, error.line, error.col, "notebook",
                                  f"cell does not parse ({error.reason}); left as is", "warning"))
        chosen.remove(bad)
    diagnostics = tuple(skipped) + diagnostics
    if result.status == "failed":
        return ConversionResult(path=path, mode=mode, code=text, status="failed", diagnostics=diagnostics)
    if result.status == "unchanged":
        return ConversionResult(path=path, mode=mode, code=text, status="unchanged", diagnostics=diagnostics)
    new_sources = _split(result.code, chosen)
    if new_sources is None and mode == "native":
        # the native code of some cells is one block (a gradient tape or a run function around the
        # forward pass of one cell and the gradient of another: the usual notebook layout, hunt
        # 16 W6): the notebook is converted in compat mode, which keeps every statement in place
        fallback = convert_notebook(text, mode="compat", path=path)
        why = Diagnostic(path, 1, 1, "notebook", "the native code would join cells (a gradient tape or sess.run function "
                         "spanning the cell that builds the forward pass and the one taking its gradient): converted in "
                         "compat mode (TF1 semantics on TF2); put them in one cell for native code", "warning")
        status = "partial" if fallback.status == "converted" else fallback.status
        return dataclasses.replace(fallback, mode=mode, status=status, diagnostics=(why,) + tuple(fallback.diagnostics))
    if new_sources is None:
        failure = Diagnostic(path, 1, 1, "notebook", "the conversion lost a cell boundary; notebook left unchanged "
                             "(converter bug: please report it)", "error")
        return ConversionResult(path=path, mode=mode, code=text, status="failed", diagnostics=diagnostics + (failure,))
    changed, restored, updates = False, set(), {}
    for i, new in zip(chosen, new_sources):
        old = _source_text(cells[i])
        if not old.endswith("\n") and new.endswith("\n"):
            new = new[:-1]
        updates[i] = _restore(new, magics, restored)
        changed = changed or updates[i] != old
    if restored != {k for i in chosen for k in bodies[i][1]}:
        failure = Diagnostic(path, 1, 1, "notebook",
                             "the conversion lost an IPython magic line; notebook left unchanged", "error")
        return ConversionResult(path=path, mode=mode, code=text, status="failed", diagnostics=diagnostics + (failure,))
    for i, new in updates.items():
        if new != _source_text(cells[i]):
            cells[i]["source"] = new.splitlines(keepends=True)
    if not changed:
        return ConversionResult(path=path, mode=mode, code=text, status="unchanged", diagnostics=diagnostics)
    code = json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"
    status = "partial" if any(d.severity == "warning" for d in diagnostics) else result.status
    return ConversionResult(path=path, mode=mode, code=code, status=status, diagnostics=diagnostics)


def _join(bodies: dict, chosen: list[int]) -> tuple[str, dict]:
    """One module from the chosen cells, each after a marker line; first body line of each cell."""
    pieces, starts, line = [], {}, 1
    for i in chosen:
        body = bodies[i][0]
        if not body.endswith("\n"):
            body += "\n"
        pieces.append(f"{_CELL}{i}\n{body}")
        starts[i] = line + 1
        line += 1 + body.count("\n")
    return "".join(pieces), starts


def _unparsable_cell(result: ConversionResult, starts: dict) -> int | None:
    """The cell a parse failure points into, if that is what failed."""
    if len(result.diagnostics) != 1 or result.diagnostics[0].rule != "parse":
        return None
    line = result.diagnostics[0].line
    inside = [i for i, start in starts.items() if line >= start]
    return inside[-1] if inside else None


def _split(code: str, chosen: list[int]) -> list[str] | None:
    """Cell bodies back from the joined module; lines before the first marker go to cell 1."""
    bodies: list[list[str]] = []
    preamble: list[str] = []
    expected = iter(chosen)
    for line in code.splitlines(keepends=True):
        if line.startswith(_CELL):
            try:
                index = int(line[len(_CELL):].strip())
            except ValueError:
                return None
            if index != next(expected, None):
                return None
            bodies.append([])
        elif bodies:
            bodies[-1].append(line)
        else:
            preamble.append(line)
    if len(bodies) != len(chosen):
        return None
    if bodies:
        bodies[0] = preamble + bodies[0]
    return ["".join(b) for b in bodies]


def _cell_diagnostic(diagnostic: Diagnostic, starts: dict, path: str) -> Diagnostic:
    """Map a line of the joined module to (cell, line within the cell)."""
    cell, first = None, 1
    for i, start in starts.items():
        if diagnostic.line >= start:
            cell, first = i, start
    if cell is None:
        return diagnostic
    return Diagnostic(f"{path}#cell{cell + 1}", diagnostic.line - first + 1, diagnostic.col,
                      diagnostic.rule, diagnostic.reason, diagnostic.severity)
