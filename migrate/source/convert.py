"""``convert_source(text, mode, path) -> ConversionResult``: one source text, one conversion.

Modes: ``"native"`` (idiomatic TF2 from ``migrate.source.native``; constructs it cannot prove
equivalent stay in compat islands and are reported) and ``"compat"`` (``migrate.source.compat``:
the minimal edit that runs on TF2 with TF1 semantics).

Guarantees: the returned code always compiles when the input does (else it parses); a native
rewrite Python rejects falls back to compat mode for that file (status "partial", a warning
``internal``), any other rejected rewrite gives status "failed" with the input unchanged and an
error diagnostic; a file carrying the compat
marker (``# tf1to2: compat``) is returned unchanged in both modes, so compat mode is idempotent;
an exception inside a rule fails that text only (status "failed"), never the caller.
Status: "unchanged" (output == input), "converted", "partial" (some "warning" diagnostic:
output runs, but something was left as it was or in a compat island), "failed".

Never imports TensorFlow.
"""
from __future__ import annotations

import ast
import gc
import importlib
import sys
import warnings

import libcst as cst

from migrate.source import compat, numpy_names
from migrate.source.codegen import module_code
from migrate.source.diagnostics import ConversionError, ConversionResult, Diagnostic
from migrate.source.parse import parse_module, unvalidated

MODES = ("native", "compat")
_NATIVE_MODULE = "migrate.source.native"


def _native_engine():
    """``convert_module`` of the native engine, or (None, reason) if it cannot be imported."""
    try:
        module = importlib.import_module(_NATIVE_MODULE)
    except ImportError as exc:
        return None, f"{type(exc).__name__}: {exc}"
    convert_module = getattr(module, "convert_module", None)
    if convert_module is None:
        return None, f"{_NATIVE_MODULE} has no convert_module"
    return convert_module, None


def _run_engine(module: cst.Module, mode: str, path: str, text: str) -> tuple[cst.Module, list[Diagnostic]]:
    modern, notes = numpy_names.modernize(module, path, text)  # (NumPy names NumPy 2 removed, in both modes)
    if modern is not module:
        module, text = modern, None  # (``text`` was the code of the module as written)
    if mode == "compat":
        new, diagnostics = compat.to_compat(module, path, text=text)
        return new, notes + list(diagnostics)
    convert_module, why = _native_engine()
    if convert_module is None:
        new, diagnostics = compat.to_compat(module, path, text=text)
        note = Diagnostic(path, 1, 1, "native", f"native engine unavailable ({why}): converted in compat mode")
        return new, [note] + notes + list(diagnostics)
    new, diagnostics = convert_module(module, path, text)
    return new, notes + list(diagnostics)


def _code(module) -> str:
    """``module.code`` (a libcst module is printed by the faster ``codegen.module_code``)."""
    return module_code(module) if isinstance(module, cst.Module) else module.code


def _failed(text: str, mode: str, path: str, line: int, col: int, rule: str, reason: str) -> ConversionResult:
    diagnostic = Diagnostic(path, line, col, rule, reason, "error")
    return ConversionResult(path=path, mode=mode, code=text, status="failed", diagnostics=(diagnostic,))


def _compiles(code: str, path: str):
    """None if Python compiles ``code``, else the ``SyntaxError`` (or ``ValueError``: a NUL
    byte). Compiling catches what parsing alone lets through (a keyword argument repeated,
    ``return`` outside a function) and costs about what ``ast.parse`` does (no Python AST
    objects are made). Its warnings are silenced: they would name ``path`` with the output's
    line numbers (``"is" with a literal`` of the user's own code, reported at the wrong line)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(code, path, "exec", dont_inherit=True)
    except (SyntaxError, ValueError, RecursionError, MemoryError) as exc:
        return exc
    return None


def _check_output(code: str, original: str, path: str):
    """Raise ``ConversionError`` unless ``code`` compiles (when ``original`` compiles on this
    Python) or at least parses (when it does not: newer syntax, libcst decides, or an error
    Python reports only when compiling, which the input had already). Returns the input's own
    compile error in that second case (else None)."""
    error = _compiles(code, path)
    if error is None:
        return None
    original_error = _compiles(original, path)
    if original_error is None:
        line = getattr(error, "lineno", None) or 1
        col = getattr(error, "offset", None) or 1
        raise ConversionError(path, line, col, f"output rejected by Python's compiler: {getattr(error, 'msg', error)}")
    try:
        ast.parse(code)
        return original_error
    except (SyntaxError, ValueError):
        pass
    parse_module(code, path)  # raises with line/col; newer syntax than this Python: libcst decides
    return original_error


def _not_compiling(error, path: str) -> Diagnostic:
    """A warning for an input this Python does not compile although libcst parses it (Python
    3.12 syntax on 3.11: ``type X = ...``, ``def f[T]()``; hunt 16 W8 wrote such files out as
    "converted"): the output runs only where the input runs."""
    line = getattr(error, "lineno", None) or 1
    col = getattr(error, "offset", None) or 1
    version = ".".join(map(str, sys.version_info[:2]))
    return Diagnostic(path, line, col, "parse", f"this Python ({version}) does not compile the input "
                      f"({getattr(error, 'msg', error)}; syntax of a newer Python?): the conversion is written as "
                      "parsed, and runs only on a Python that runs the input", "warning")


def convert_source(text: str, mode: str = "native", path: str = "<string>") -> ConversionResult:
    """Convert one Python source text; never raises on bad input (see ``ConversionResult``).

    >>> convert_source("import tensorflow as tf\\n", mode="compat").code.splitlines()[-2:]
    ['import tensorflow.compat.v1 as tf', 'tf.disable_v2_behavior()']
    """
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}: use one of {', '.join(MODES)}")
    # libcst trees are large and acyclic: pausing the cyclic GC saves 10-20% (any cycle made
    # meanwhile is collected after)
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return _convert(text, mode, path)
    finally:
        if was_enabled:
            gc.enable()


def _convert(text: str, mode: str, path: str) -> ConversionResult:
    try:
        module = parse_module(text, path)
    except ConversionError as exc:
        return _failed(text, mode, path, exc.line, exc.col, "parse", exc.message)
    if compat.has_marker(module):
        return ConversionResult(path=path, mode=mode, code=text, status="unchanged")
    try:
        with unvalidated():
            new_module, diagnostics = _run_engine(module, mode, path, text)
            code = text if new_module is module else _code(new_module)  # skip a codegen pass
    except Exception as exc:  # a bug in one rule must not stop a tree: report it, keep the input
        return _failed(text, mode, path, 1, 1, "internal",
                       f"{type(exc).__name__}: {exc} (converter bug: please report it with this file)")
    diagnostics = tuple(diagnostics)
    if code == text:
        return ConversionResult(path=path, mode=mode, code=text, status="unchanged", diagnostics=diagnostics)
    try:
        input_error = _check_output(code, text, path)
    except ConversionError as exc:
        fallback = _compat_fallback(module, text, path, exc) if mode == "native" else None
        if fallback is not None:
            return fallback
        return _failed(text, mode, path, exc.line, exc.col, "internal",
                       f"the rewrite produced unparsable code ({exc.message}); input left unchanged "
                       f"(converter bug: please report it with this file)")
    if input_error is not None:
        diagnostics = (_not_compiling(input_error, path), *diagnostics)
    partial = any(d.severity == "warning" for d in diagnostics)
    status = "partial" if partial else "converted"
    return ConversionResult(path=path, mode=mode, code=code, status=status, diagnostics=diagnostics)


def _compat_fallback(module: cst.Module, text: str, path: str, error: ConversionError) -> ConversionResult | None:
    """The file converted in compat mode, with a warning naming what the native rewrite got
    wrong (a converter bug: the file still runs on TF2, as ``--mode compat`` makes it); None if
    compat mode fails too."""
    try:
        with unvalidated():
            new_module, diagnostics = compat.to_compat(module, path, text=text)
            code = _code(new_module)
        _check_output(code, text, path)
    except Exception:
        return None
    note = Diagnostic(path, 1, 1, "internal",
                      f"the native rewrite produced code Python rejects ({error.message}, output line {error.line}); "
                      "the file is converted in compat mode instead (converter bug: please report it with this file)", "warning")
    return ConversionResult(path=path, mode="native", code=code, status="partial", diagnostics=(note, *diagnostics))
