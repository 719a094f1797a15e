"""Bytes -> text -> libcst module, with errors that name the file, line and column.

* ``decode_source(data, path) -> SourceText``: PEP 263 coding cookie and UTF-8 BOM honoured
  (``tokenize.detect_encoding``), newlines kept as they are (CRLF survives), NUL bytes refused
  as a binary file, undecodable bytes reported at their line and column. ``SourceText.encode``
  turns converted text back into bytes with the same encoding and BOM.
* ``parse_module(text, path) -> libcst.Module``: modern syntax parses (``match``, ``:=``,
  ``f"{x=}"``, PEP 695 ``type X = ...`` / ``def f[T](x: T)``); on a failure the newer grammar
  versions libcst knows are tried before giving up.

Every failure is a ``ConversionError(path, line, col, message)`` (1-based line and column).
Never imports TensorFlow.
"""
from __future__ import annotations

import ast
import contextlib
import dataclasses
import io
import os
import tokenize

import libcst as cst
from libcst._nodes.base import CSTNode

from migrate.source.diagnostics import ConversionError

_BOM = b"\xef\xbb\xbf"
# tried in order after the default configuration fails (newest grammar last is pointless:
# libcst's native parser accepts a superset, so these only matter for older parser builds)
_FALLBACK_VERSIONS = ("3.12", "3.13", "3.14")


@dataclasses.dataclass(frozen=True)
class SourceText:
    """Decoded source: ``text`` (str, BOM removed, newlines untouched) and how to encode it back."""

    text: str
    encoding: str = "utf-8"
    bom: bool = False

    def encode(self, text: str | None = None) -> bytes:
        """``text`` (default: the original) as bytes in the source's encoding, BOM restored."""
        data = (self.text if text is None else text).encode(self.encoding)
        return _BOM + data if self.bom else data


def _line_col(data: bytes, offset: int) -> tuple[int, int]:
    """1-based line and column (in bytes) of ``offset`` in ``data``."""
    line = data.count(b"\n", 0, offset) + 1
    col = offset - (data.rfind(b"\n", 0, offset) + 1) + 1
    return line, col


def decode_source(data: bytes, path: str = "<bytes>") -> SourceText:
    """Decode Python source bytes as the interpreter would (PEP 263 cookie, UTF-8 BOM)."""
    nul = data.find(b"\x00")
    if nul >= 0:
        line, col = _line_col(data, nul)
        raise ConversionError(path, line, col, "binary file (NUL byte): not Python source; skip it or fix the file")
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError as exc:  # unknown codec in the cookie, cookie contradicting the BOM, or
        # undecodable bytes on line 1-2 (read while looking for a cookie): report those precisely
        try:
            data.decode("utf-8-sig")
        except UnicodeDecodeError:
            encoding = "utf-8"
        else:
            raise ConversionError(path, 1, 1, f"bad coding cookie: {exc}") from None
    bom = data.startswith(_BOM)
    if encoding == "utf-8-sig":
        encoding, bom = "utf-8", True
    body = data[len(_BOM):] if bom else data
    try:
        text = body.decode(encoding)
    except UnicodeDecodeError as exc:
        line, col = _line_col(body, exc.start)
        bad = body[exc.start:exc.start + 1]
        raise ConversionError(
            path, line, col,
            f"cannot decode byte 0x{bad.hex()} as {encoding}: add a PEP 263 coding cookie "
            f"(# -*- coding: latin-1 -*-) or re-save the file as UTF-8",
        ) from None
    return SourceText(text=text, encoding=encoding, bom=bom)


def read_source(path: str) -> SourceText:
    """Read and decode a Python file; unreadable files raise ``ConversionError`` too."""
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as exc:
        raise ConversionError(path, 1, 1, f"cannot read: {exc.strerror or exc}") from None
    return decode_source(data, path)


def _syntax_error(text: str, path: str, exc: cst.ParserSyntaxError) -> ConversionError:
    """Locate a libcst parse failure; Python's own parser gives the clearer message when it agrees."""
    try:
        ast.parse(text)
    except SyntaxError as py_exc:
        line = py_exc.lineno or 1
        col = py_exc.offset or 1
        return ConversionError(path, line, col, f"syntax error: {py_exc.msg}")
    except (ValueError, MemoryError, RecursionError):  # pragma: no cover - odd inputs
        pass
    # the running Python accepts it but libcst does not: report libcst's position
    message = exc.message.splitlines()[0] if exc.message else "syntax error"
    return ConversionError(path, exc.raw_line, exc.raw_column + 1, f"syntax error: {message}")


VALIDATE_ENV = "TF1TO2_VALIDATE_NODES"  # set (non-empty): rewriters' nodes are validated


def _skip_validation(node) -> None:
    """``CSTNode.__post_init__`` while validation is off: no ``_validate()`` call."""


@contextlib.contextmanager
def unvalidated(always: bool = False):
    """libcst's per-node validation switched off inside the block.

    Every node libcst builds runs ``_validate()`` (``CSTNode.__post_init__``): about a quarter
    of a parse and a tenth of a native conversion. The parser's output is valid by
    construction (libcst's source says as much next to ``__post_init__``); a rewriter's bug
    would build an invalid node, and the converter's last check (the output must parse with
    Python's parser, else the input is kept and the failure reported) still stands. The test
    suite sets ``TF1TO2_VALIDATE_NODES=1``, which keeps validation on for the rewriters
    (``always=True``: off even then; used for the parser). The previous hook is restored on
    exit. A conversion runs in one thread of its process (``-j N`` uses processes); another
    thread building libcst nodes meanwhile would skip validation too.
    """
    saved = CSTNode.__dict__.get("__post_init__")
    if saved is None or (not always and os.environ.get(VALIDATE_ENV)):
        yield  # pragma: no cover - (a libcst without this hook) validation stays as it is
        return
    CSTNode.__post_init__ = _skip_validation
    try:
        yield
    finally:
        CSTNode.__post_init__ = saved


def parse_tree(text: str, config=None) -> cst.Module:
    """``cst.parse_module`` without libcst's per-node validation (see ``unvalidated``)."""
    with unvalidated(always=True):
        return cst.parse_module(text) if config is None else cst.parse_module(text, config)


def parse_module(text: str, path: str = "<string>") -> cst.Module:
    """Parse ``text`` with libcst; ``ConversionError`` with path:line:col on a syntax error."""
    try:
        return parse_tree(text)
    except cst.ParserSyntaxError as exc:
        first = exc
    except RecursionError:
        raise ConversionError(path, 1, 1, "source is nested too deeply to parse") from None
    for version in _FALLBACK_VERSIONS:
        try:
            return parse_tree(text, cst.PartialParserConfig(python_version=version))
        except (cst.ParserSyntaxError, ValueError):
            continue
    raise _syntax_error(text, path, first)
