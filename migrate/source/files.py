"""Inputs and outputs of ``tf1to2 migrate``: which files, where they go, how they are written.

* ``plan(paths, out, write_other_files) -> list[Job]``: files given by name are converted
  (``.ipynb`` as notebooks, anything else as Python); directories are walked (``*.py`` and
  ``*.ipynb`` converted; other files copied when there is an output tree; hidden directories,
  ``__pycache__`` and the output tree itself skipped). Missing paths become "missing" jobs,
  reported as failures; they never stop the others.
* Output mapping with ``-o OUT``: one file -> OUT (or OUT/name if OUT is a directory); one
  directory -> OUT mirrors it; several paths -> OUT/<name of each path>/...
  An output that is the input itself is a ``UsageError`` (raised before anything is written).
* ``process(job, mode, ...) -> FileOutcome``: read, convert, write; never raises.
* ``write_atomic(path, data, mode_from)``: temp file in the same directory + ``os.replace``,
  permission bits copied from ``mode_from``; a failure leaves no partial file.

Never imports TensorFlow.
"""
from __future__ import annotations

import dataclasses
import difflib
import os
import shutil
import tempfile

from migrate.source.convert import convert_source
from migrate.source.diagnostics import ConversionError, Diagnostic
from migrate.source.notebook import convert_notebook
from migrate.source.parse import decode_source
from migrate.source.report import FileOutcome

_SKIP_DIRS = frozenset({"__pycache__", ".ipynb_checkpoints"})


class UsageError(Exception):
    """A command line that cannot be carried out (exit code 2); nothing has been written."""


@dataclasses.dataclass(frozen=True)
class Job:
    """One input file: ``kind`` is "python", "notebook", "copy" or "missing"."""

    source: str
    output: str | None
    kind: str


def kind_of(path: str, explicit: bool) -> str | None:
    if path.endswith(".ipynb"):
        return "notebook"
    if path.endswith(".py") or explicit:
        return "python"
    return None


def _same(a: str, b: str) -> bool:
    return os.path.realpath(a) == os.path.realpath(b)


def _walk(root: str, out: str | None):
    """Files under ``root`` (sorted, relative paths), skipping hidden dirs and the output tree."""
    for directory, dirs, files in os.walk(root):
        dirs[:] = sorted(
            d for d in dirs
            if not d.startswith(".") and d not in _SKIP_DIRS
            and not (out is not None and _same(os.path.join(directory, d), out))
        )
        for name in sorted(files):
            full = os.path.join(directory, name)
            yield full, os.path.relpath(full, root)


def plan(paths: list[str], out: str | None, copy_other_files: bool) -> list[Job]:
    """Jobs for the given paths (see module docstring); ``UsageError`` on a bad output mapping."""
    jobs: list[Job] = []
    several = len(paths) > 1
    if out is not None and several and os.path.isfile(out):
        raise UsageError(f"-o {out}: several inputs need an output directory, not a file")
    for path in paths:
        if os.path.isdir(path):
            base = None
            if out is not None:
                base = os.path.join(out, os.path.basename(os.path.normpath(path))) if several else out
            for full, rel in _walk(path, out):
                kind = kind_of(full, explicit=False)
                if kind is None:
                    if not copy_other_files:
                        continue
                    kind = "copy"
                jobs.append(Job(full, os.path.join(base, rel) if base is not None else None, kind))
        elif os.path.exists(path) or os.path.islink(path):
            target = None
            if out is not None:
                into_dir = several or os.path.isdir(out) or out.endswith(os.sep)
                target = os.path.join(out, os.path.basename(path)) if into_dir else out
            jobs.append(Job(path, target, kind_of(path, explicit=True)))
        else:
            jobs.append(Job(path, None, "missing"))
    seen: dict[str, str] = {}
    for job in jobs:
        if job.output is None:
            continue
        if _same(job.output, job.source):
            raise UsageError(f"output {job.output} is the input itself: use --in-place to rewrite files")
        key = os.path.realpath(job.output)
        if key in seen:
            raise UsageError(f"{seen[key]} and {job.source} would both be written to {job.output}")
        seen[key] = job.source
    return jobs


def write_atomic(path: str, data: bytes, mode_from: str | None = None) -> None:
    """Write ``data`` to ``path`` via a temp file in the same directory and ``os.replace``."""
    directory = os.path.dirname(os.path.abspath(path))
    os.makedirs(directory, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{os.path.basename(path)}.", suffix=".tf1to2.tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if mode_from is not None:
            shutil.copymode(mode_from, tmp)
        else:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def error_outcome(job: Job, line: int, col: int, message: str, rule: str = "input") -> FileOutcome:
    diagnostic = Diagnostic(job.source, line, col, rule, message, "error")
    return FileOutcome(job.source, job.output, job.kind, "failed", (diagnostic,))


def _unified_diff(path: str, old: str, new: str) -> str:
    lines = difflib.unified_diff(
        old.splitlines(keepends=True), new.splitlines(keepends=True), fromfile=f"a/{path}", tofile=f"b/{path}"
    )
    out = []
    for line in lines:
        out.append(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n")
    return "".join(out)


def process(job: Job, mode: str, write: bool, in_place: bool, want_diff: bool = False,
            want_code: bool = False) -> FileOutcome:
    """Convert one job and (if ``write``) write its output; any failure is a "failed" outcome."""
    try:
        return _process(job, mode, write, in_place, want_diff, want_code)
    except Exception as exc:  # never let one file stop the tree
        return error_outcome(job, 1, 1, f"{type(exc).__name__}: {exc}", rule="internal")


def _process(job, mode, write, in_place, want_diff, want_code) -> FileOutcome:
    if job.kind == "missing":
        return error_outcome(job, 1, 1, "no such file or directory")
    if job.kind == "copy":
        if write and job.output is not None:
            with open(job.source, "rb") as handle:
                write_atomic(job.output, handle.read(), mode_from=job.source)
        return FileOutcome(job.source, job.output, "copy", "copied")
    try:
        with open(job.source, "rb") as handle:
            data = handle.read()
    except OSError as exc:
        return error_outcome(job, 1, 1, f"cannot read: {exc.strerror or exc}")
    try:
        if job.kind == "notebook":
            if b"\x00" in data:
                raise ConversionError(job.source, 1, 1, "binary file (NUL byte): not a notebook")
            try:
                text = data.decode("utf-8-sig")
            except UnicodeDecodeError as exc:
                raise ConversionError(job.source, 1, exc.start + 1, "notebook is not UTF-8 JSON") from None
            encode = str.encode
            result = convert_notebook(text, mode=mode, path=job.source)
        else:
            source = decode_source(data, job.source)
            text, encode = source.text, (lambda code: source.encode(code))
            result = convert_source(text, mode=mode, path=job.source)
    except ConversionError as exc:
        return error_outcome(job, exc.line, exc.col, exc.message)
    outcome = FileOutcome(job.source, job.output, job.kind, result.status, result.diagnostics)
    if result.status == "failed":
        return outcome
    output_bytes = encode(result.code) if result.changed else data
    if write:
        if in_place:
            if result.changed:  # through a symlink: rewrite its target, keep the link
                target = os.path.realpath(job.source)
                write_atomic(target, output_bytes, mode_from=target)
        elif job.output is not None:
            write_atomic(job.output, output_bytes, mode_from=job.source)
    extra = {}
    if want_diff and result.changed:
        extra["diff"] = _unified_diff(job.source, text, result.code)
    if want_code:
        extra["code"] = result.code
    return dataclasses.replace(outcome, **extra) if extra else outcome
