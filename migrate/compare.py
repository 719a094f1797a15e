"""Run a TF1 script and its TF2 migration, record what both print, compare value by value.

    result = compare_scripts("train_tf1.py", "train_tf2.py")
    result.verdict        # "equivalent" | "different" | "crashed" | "timeout"
    print(result.explain())

The legacy script runs first (``python -m migrate.recorder --era legacy``: TF1 semantics, as
``tf1to2 run``), then the migrated one (``--era modern``: plain TF2), each in its own process
group with a timeout (on expiry the whole group is killed). Both get the same seeds; the
migrated run starts its variables from the legacy run's initial values, matched by name
(``migrate.recording.names``). The printed values are aligned (a missing or extra print is
named) and compared (``migrate.recording.diff``) with the tolerances of ``TOLERANCES``.
"""
from __future__ import annotations

import dataclasses
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

from migrate.recording.diff import ValueDiff, describe, diff

# (rtol, atol) per dtype name: the same values as ``migrate.equivalence.TOLERANCES`` (a test
# checks they agree; that table is keyed by TensorFlow dtypes and importing it would import
# TensorFlow into this parent process). float32 as the TF migration guide's assert_allclose.
# "python-float" is a Python float (usually a TF float32 converted), "text" a number printed
# inside a string (plus one unit of its last printed digit, see migrate.recording.diff).
TOLERANCES = {
    "float16": (1e-3, 1e-3),
    "bfloat16": (1e-2, 1e-2),
    "float32": (1e-6, 1e-5),
    "complex64": (1e-6, 1e-5),
    "float64": (1e-12, 1e-10),
    "complex128": (1e-12, 1e-10),
    "python-float": (1e-6, 1e-5),
    "text": (1e-6, 1e-5),
}
DEFAULT_TOLERANCE = (1e-6, 1e-5)
DEFAULT_TIMEOUT = 300.0  # seconds per side
DEFAULT_SEED = 0
STDERR_TAIL = 3000  # characters of a crashed side's stderr kept
Verdict = str  # "equivalent" | "different" | "crashed" | "timeout"


@dataclasses.dataclass(frozen=True)
class SideRun:
    """One child run: its exit code (None if killed on timeout), output tails and records."""

    era: str  # "legacy" | "modern"
    script: str
    returncode: int | None
    timed_out: bool
    seconds: float
    stdout_tail: str
    stderr_tail: str
    prints: tuple[dict, ...]
    fetches: int  # Session.run results recorded (legacy)
    variables: tuple[dict, ...]  # modern: one record per variable created, with its match
    dropped: int  # records past the recorder's limit
    finished: bool  # the recorder wrote its end record (False after os._exit or a kill)
    uncaught: str | None = None  # "TypeName: message" when the script ended by an uncaught exception

    @property
    def crashed(self) -> bool:
        if self.timed_out:
            return False
        if self.returncode is not None and self.returncode < 0:
            return True  # killed by a signal
        if self.returncode in (0, None):
            return False
        # the end record knows; without one (os._exit, a kill), the stderr tail's traceback
        return self.uncaught is not None or (not self.finished and "Traceback (most recent call last)" in self.stderr_tail)


@dataclasses.dataclass(frozen=True)
class Row:
    """One compared value: a print argument (``index`` "3" or "3.2"), or one missing/extra."""

    index: str
    legacy_at: str  # "file.py:12", "" if missing
    migrated_at: str
    kind: str
    shape: str
    dtype: str
    max_abs: float | None
    max_rel: float | None
    ok: bool
    problem: str | None = None
    notes: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True)
class ComparisonResult:
    verdict: Verdict
    reason: str  # one sentence: the first difference, the crash, or "N values agree"
    rows: tuple[Row, ...]
    legacy: SideRun
    migrated: SideRun | None  # None when the legacy side crashed or timed out
    unmatched_legacy: tuple[str, ...]  # trainable TF1 variables no TF2 variable took
    unmatched_migrated: tuple[str, ...]  # trainable TF2 variables with no TF1 value
    tolerances: dict

    @property
    def equivalent(self) -> bool:
        return self.verdict == "equivalent"

    def explain(self) -> str:
        from migrate.recording.report import explain

        return explain(self)

    def to_json(self) -> dict:
        out = dataclasses.asdict(self)
        for side in ("legacy", "migrated"):
            if out[side] is not None:
                out[side]["prints"] = len(out[side]["prints"])
        return out


def tolerance_for(dtype: str, rtol: float | None = None, atol: float | None = None) -> tuple[float, float]:
    """``(rtol, atol)`` for a dtype name; explicit ``rtol``/``atol`` override the table."""
    base = TOLERANCES.get(dtype, DEFAULT_TOLERANCE)
    return (base[0] if rtol is None else rtol, base[1] if atol is None else atol)


# ---------------------------------------------------------------- running a side

def _tail(path: str, limit: int = STDERR_TAIL) -> str:
    with open(path, "rb") as f:
        f.seek(0, os.SEEK_END)
        size = f.tell()
        f.seek(max(0, size - limit))
        data = f.read()
    text = data.decode("utf-8", "replace")
    return ("..." if size > limit else "") + text


def _read_records(path: str) -> list[dict]:
    records = []
    if not os.path.exists(path):
        return records
    with open(path, "r", encoding="utf-8", errors="replace") as f:
        for line in f:
            try:
                records.append(json.loads(line))
            except ValueError:  # a line cut by a kill: the rest is lost, the head is kept
                break
    return records


def _child_env(overrides: dict | None = None) -> dict:
    """The recording children's environment: ours, with ``overrides`` (a None value unsets)."""
    env = dict(os.environ)
    for key, value in (overrides or {}).items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    env.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONIOENCODING"] = "utf-8:backslashreplace"  # both sides print the same bytes, never crash on them
    env["PYTHONUNBUFFERED"] = "1"
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env


def run_side(era: str, script: str, args, workdir: str, init_values: str, timeout: float,
             seed: int = DEFAULT_SEED, extra_paths=(), tag: str = "", zygotes=None) -> SideRun:
    """Run one recording child (its own process group; killed as a group on timeout).

    ``zygotes`` (a ``migrate.recording.zygote.ZygotePool``) forks the child from a process that
    has already imported TensorFlow instead of starting a fresh interpreter."""
    record = os.path.join(workdir, f"{era}{tag}.jsonl")
    out_path, err_path = os.path.join(workdir, f"{era}{tag}.out"), os.path.join(workdir, f"{era}{tag}.err")
    cmd = [sys.executable, "-m", "migrate.recorder", "--era", era, "--record", record,
           "--init-values", init_values, "--seed", str(seed)]
    for p in extra_paths:
        cmd += ["--path", p]
    cmd += ["--", os.path.abspath(script), *args]
    cwd = era_directory(workdir, f"{era}{tag}")
    start = time.monotonic()
    if zygotes is not None:
        returncode, timed_out = zygotes.run(era, cmd[3:], cwd, out_path, err_path, timeout)
    else:
        returncode, timed_out = _spawn(cmd, out_path, err_path, timeout, cwd)
    records = _read_records(record)
    end = next((r for r in records if r.get("k") == "end"), None)
    return SideRun(
        era=era, script=script, returncode=returncode, timed_out=timed_out,
        seconds=time.monotonic() - start, stdout_tail=_tail(out_path), stderr_tail=_tail(err_path),
        prints=tuple(r for r in records if r.get("k") == "print"),
        fetches=sum(r.get("k") == "fetch" for r in records),
        variables=tuple(r for r in records if r.get("k") == "var"),
        dropped=end.get("dropped", 0) if end else 0, finished=end is not None,
        uncaught=end.get("uncaught") if end else None)


MIRROR_ENTRIES = 20_000  # folders mirrored (made anew, their entries linked or copied) up to this many entries
COPY_FILE_BYTES = 1 << 20  # a file up to this size is copied (a script rewriting it changes its era's copy)
COPY_TOTAL_BYTES = 64 << 20  # ... until this much is copied; larger files are linked


def era_directory(workdir: str, name: str) -> str:
    """The working directory one era runs in: a mirror in ``workdir`` of the caller's working
    directory. Relative reads (data files, ``./data/x``) find what the script would find; files
    the script creates or rewrites (``./lenet`` checkpoints, ``checkpoint``, ``./logs/...`` in a
    folder that already exists) are its own, so the migrated run never reads what the legacy run
    wrote (a ``latest_checkpoint('.')`` restore would otherwise compare TF1's trained values with
    themselves) and the caller's folder is left as it was. Folders are made anew, down to
    ``MIRROR_ENTRIES`` entries in all (hidden ones, and those past the budget, are linked as
    they are); files up to ``COPY_FILE_BYTES`` are copied until ``COPY_TOTAL_BYTES``, larger
    ones linked (a script writing into a large existing file in place still reaches yours)."""
    here = os.getcwd()
    path = os.path.join(workdir, f"{name}-cwd")
    try:
        os.makedirs(path, exist_ok=True)
        _mirror(here, os.listdir(here), path, [MIRROR_ENTRIES, COPY_TOTAL_BYTES], 0)
    except OSError:  # (a folder that cannot be listed, links not allowed: the caller's, as before)
        return here
    return path


def _mirror(source: str, entries: list, target: str, budget: list, depth: int) -> None:
    """``target`` (an existing folder) given an entry for each of ``source``'s ``entries``
    (``era_directory``); ``budget``: [folder entries left, bytes left to copy], shared by the
    whole walk."""
    import shutil

    budget[0] -= len(entries)
    for entry in entries:
        src, dst = os.path.join(source, entry), os.path.join(target, entry)
        if os.path.lexists(dst):
            continue
        if os.path.isdir(src) and not os.path.islink(src) and not entry.startswith(".") and depth < 16:
            try:
                inner = os.listdir(src)
            except OSError:
                inner = None
            if inner is not None and len(inner) <= budget[0]:
                os.mkdir(dst)
                _mirror(src, inner, dst, budget, depth + 1)
                continue
        elif os.path.isfile(src) and not os.path.islink(src):
            size = os.path.getsize(src)
            if size <= COPY_FILE_BYTES and size <= budget[1]:
                try:
                    shutil.copy2(src, dst)
                    budget[1] -= size
                    continue
                except OSError:  # (unreadable: linked, as it is)
                    pass
        os.symlink(src, dst)


def _spawn(cmd, out_path: str, err_path: str, timeout: float, cwd: str | None = None) -> tuple[int | None, bool]:
    """A fresh child process in its own process group: ``(exit code or None, timed_out)``."""
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=out, stderr=err, env=_child_env(),
                                start_new_session=True, cwd=cwd)
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            _kill_group(proc)
            return None, True
        except BaseException:  # Ctrl-C in the parent: never leave the child running
            _kill_group(proc)
            raise
        finally:
            _kill_group(proc, only_stragglers=True)
    return proc.returncode, False


def _kill_group(proc: subprocess.Popen, only_stragglers: bool = False) -> None:
    """SIGKILL the child's process group (children it spawned included)."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    if not only_stragglers:
        proc.wait()


# ---------------------------------------------------------------- aligning and comparing

def _loc(record: dict | None) -> str:
    return f"{os.path.basename(record['file'])}:{record['line']}" if record else ""


def _print_diff(l: dict, m: dict, tolerance) -> ValueDiff:
    """Compare two print records as one value (the tuple of their arguments)."""
    return diff({"t": "seq", "type": "print", "n": len(l["v"]), "items": l["v"]},
                {"t": "seq", "type": "print", "n": len(m["v"]), "items": m["v"]}, tolerance)


def _align(legacy: list[dict], migrated: list[dict], same) -> list[tuple[int | None, int | None]]:
    """Pairs ``(i, j)`` in order; ``(i, None)`` is a print missing in migrated, ``(None, j)`` extra.

    Equal counts pair in order. Otherwise the longest common subsequence of equivalent prints
    (``same(i, j)``) anchors the alignment, and the prints between two anchors are paired in
    order, the surplus being missing or extra. Past 250k pairs, the alignment falls back to the
    prints' structure only (``describe``)."""
    n, m = len(legacy), len(migrated)
    if n == m:
        return [(i, i) for i in range(n)]
    if n * m > 250_000:
        key_l = [tuple(describe(v) for v in r["v"]) for r in legacy]
        key_m = [tuple(describe(v) for v in r["v"]) for r in migrated]
        same = lambda i, j: key_l[i] == key_m[j]  # noqa: E731
    lcs = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            lcs[i][j] = lcs[i + 1][j + 1] + 1 if same(i, j) else max(lcs[i + 1][j], lcs[i][j + 1])
    anchors, i, j = [], 0, 0
    while i < n and j < m:
        if same(i, j) and lcs[i][j] == lcs[i + 1][j + 1] + 1:
            anchors.append((i, j))
            i, j = i + 1, j + 1
        elif lcs[i + 1][j] >= lcs[i][j + 1]:
            i += 1
        else:
            j += 1
    pairs, pi, pj = [], 0, 0
    for ai, aj in anchors + [(n, m)]:
        gap_l, gap_m = list(range(pi, ai)), list(range(pj, aj))
        for k in range(max(len(gap_l), len(gap_m))):
            pairs.append((gap_l[k] if k < len(gap_l) else None, gap_m[k] if k < len(gap_m) else None))
        if ai < n:
            pairs.append((ai, aj))
        pi, pj = ai + 1, aj + 1
    return pairs


def compare_records(legacy: list[dict], migrated: list[dict], tolerance) -> list[Row]:
    """Rows for two lists of print records (see ``_align``); one row per print argument."""
    cache: dict = {}

    def same(i, j):
        if (i, j) not in cache:
            cache[(i, j)] = _print_diff(legacy[i], migrated[j], tolerance).ok
        return cache[(i, j)]

    rows = []
    for number, (i, j) in enumerate(_align(legacy, migrated, same), start=1):
        l = legacy[i] if i is not None else None
        m = migrated[j] if j is not None else None
        if l is None or m is None:
            present = l or m
            what = "missing in the migrated run" if m is None else "extra in the migrated run"
            kinds = ", ".join(describe(v) for v in present["v"]) or "empty line"
            rows.append(Row(str(number), _loc(l), _loc(m), f"print({kinds})", "", "", None, None, False,
                            f"print {what}: {_preview(present)}"))
            continue
        width = max(len(l["v"]), len(m["v"]))
        if width == 0:
            rows.append(Row(str(number), _loc(l), _loc(m), "print()", "", "", None, None, True))
            continue
        for k in range(width):
            index = str(number) if width == 1 else f"{number}.{k + 1}"
            if k >= len(l["v"]) or k >= len(m["v"]):
                side = "migrated" if k >= len(m["v"]) else "legacy"
                extra = (l["v"] if k < len(l["v"]) else m["v"])[k]
                rows.append(Row(index, _loc(l), _loc(m), describe(extra), "", "", None, None, False,
                                f"print has {len(l['v'])} arguments in legacy, {len(m['v'])} in migrated "
                                f"(argument {k + 1} missing in {side})"))
                continue
            d = diff(l["v"][k], m["v"][k], tolerance)
            rows.append(Row(index, _loc(l), _loc(m), d.kind, d.shape, d.dtype, d.max_abs, d.max_rel, d.ok,
                            d.problem, d.notes))
    return rows


def _preview(record: dict) -> str:
    from migrate.recording.diff import _what

    return ", ".join(_what(v) for v in record["v"])[:120] or "(empty line)"


# ---------------------------------------------------------------- the whole comparison

def _check_script(path: str, role: str) -> str:
    if not os.path.isfile(path):
        raise FileNotFoundError(f"{role} script not found: {path}")
    return os.path.abspath(path)


def _unmatched(side: SideRun, init_values: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    from migrate.recording.hooks import load_init_values
    from migrate.recording.names import normalize

    legacy_trainable = {}
    if os.path.exists(init_values):
        _, trainable, _ = load_init_values(init_values)
        legacy_trainable = {normalize(n): t for n, t in trainable.items()}
    matched = {v["matched"] for v in side.variables if v.get("matched")}
    unmatched_legacy = tuple(n for n, t in legacy_trainable.items() if t and n not in matched)
    unmatched_migrated = tuple(
        v["name"] + (f" ({v['note']})" if v.get("note") else "")
        for v in side.variables if not v.get("matched") and v.get("trainable"))
    return unmatched_legacy, unmatched_migrated


def compare_scripts(legacy: str, migrated: str, rtol: float | None = None, atol: float | None = None,
                    timeout: float | None = None, args=(), seed: int = DEFAULT_SEED,
                    extra_paths=(), progress=None, zygotes=None) -> ComparisonResult:
    """Run ``legacy`` (TF1 semantics) then ``migrated`` (TF2), both with ``args``; compare prints.

    ``rtol``/``atol`` override ``TOLERANCES`` for every float dtype; ``timeout`` (seconds per
    side, default ``DEFAULT_TIMEOUT``); ``extra_paths`` are appended to the migrated run's
    ``sys.path`` (the legacy script's folder is always appended, so a migrated copy elsewhere finds
    the helper modules); ``progress(era)`` is called before each run ("legacy", "modern");
    ``zygotes`` (a ``migrate.recording.zygote.ZygotePool``, optional) forks the children from
    processes that imported TensorFlow once, for many comparisons in a row. Raises ``FileNotFoundError`` for a missing script; everything the scripts do (crash, hang,
    print garbage) is a verdict, not an exception.
    """
    return compare_variants(legacy, [migrated], rtol=rtol, atol=atol, timeout=timeout, args=args, seed=seed,
                            extra_paths=extra_paths, progress=progress, zygotes=zygotes)[0]


def compare_variants(legacy: str, migrated: list[str], rtol: float | None = None, atol: float | None = None,
                     timeout: float | None = None, args=(), seed: int = DEFAULT_SEED,
                     extra_paths=(), progress=None, zygotes=None, modern_zygotes=None) -> list[ComparisonResult]:
    """``compare_scripts`` for several migrations of one legacy script, which runs only once.

    ``modern_zygotes`` (optional, one per migrated script): the pool that script's run forks
    from instead of ``zygotes`` (e.g. one whose TensorFlow imported Keras 3: ``zygote_pool``)."""
    legacy = _check_script(legacy, "legacy")
    migrated = [_check_script(m, "migrated") for m in migrated]
    timeout = DEFAULT_TIMEOUT if timeout is None else timeout
    args = [str(a) for a in args]

    def tolerance(dtype):
        return tolerance_for(dtype, rtol, atol)

    tolerances = {k: tolerance_for(k, rtol, atol) for k in TOLERANCES}
    results = []
    with tempfile.TemporaryDirectory(prefix="tf1to2-compare-") as work:
        init_values = os.path.join(work, "init_values.npz")
        if progress:
            progress("legacy")
        left = run_side("legacy", legacy, args, work, init_values, timeout, seed, zygotes=zygotes)
        if left.timed_out or left.crashed:
            verdict = "timeout" if left.timed_out else "crashed"
            reason = (f"the legacy script timed out after {timeout:g} s" if left.timed_out
                      else f"the legacy script crashed (exit code {left.returncode}){_last_error(left)}; "
                           "the migrated one was not run")
            return [ComparisonResult(verdict, reason, (), left, None, (), (), tolerances) for _ in migrated]
        paths = [os.path.dirname(legacy), *map(os.path.abspath, extra_paths)]
        for k, script in enumerate(migrated):
            if progress:
                progress("modern")
            pool = modern_zygotes[k] if modern_zygotes is not None else zygotes
            right = run_side("modern", script, args, work, init_values, timeout, seed, extra_paths=paths,
                             tag=str(k), zygotes=pool)
            unmatched_legacy, unmatched_migrated = _unmatched(right, init_values)
            rows = tuple(compare_records(list(left.prints), list(right.prints), tolerance))
            verdict, reason = _verdict(left, right, rows, timeout)
            results.append(ComparisonResult(verdict, reason, rows, left, right, unmatched_legacy,
                                            unmatched_migrated, tolerances))
        if any(r.verdict == "different" and any(not row.ok for row in r.rows) for r in results):
            unstable = _legacy_unstable(legacy, left, args, work, timeout, seed, zygotes, tolerance)
            if unstable:
                results = [dataclasses.replace(r, reason=r.reason + unstable) if r.verdict == "different" else r for r in results]
    return results


def _legacy_unstable(legacy: str, left: SideRun, args, work: str, timeout: float, seed: int, zygotes, tolerance) -> str:
    """When the eras differ in a value: the legacy script run a second time (same seed). If it
    prints other values than its first run, the reason to add (TF1 itself does not repeat: a
    race between an update and a read of one sess.run, or randomness the seed does not reach,
    so no migration can agree with it); else ""."""
    again = run_side("legacy", legacy, args, work, os.path.join(work, "init_values_again.npz"), timeout, seed,
                     tag="again", zygotes=zygotes)
    if again.timed_out or again.crashed:
        return ""
    rows = tuple(compare_records(list(left.prints), list(again.prints), tolerance))
    bad = next((r for r in rows if not r.ok), None)
    if bad is None:
        return ""
    return (f"; but the legacy script itself printed other values on a second run (its value #{bad.index}: {bad.problem}): "
            "TF1's output does not repeat (a race between an update and a read in one sess.run, or randomness the "
            "seed does not reach), so no migration can agree with it every time")


def zygote_pool(env: dict | None = None):
    """A ``ZygotePool`` for many comparisons in a row (use as a context manager).

    ``env``: environment overrides for both eras' children (a None value unsets a variable),
    e.g. ``{"TF_USE_LEGACY_KERAS": None}`` runs the migrated scripts under Keras 3, TF2's
    default (the legacy era selects tf-keras itself: TF1's ``tf.layers`` need it)."""
    from migrate.recording.zygote import ZygotePool

    return ZygotePool(lambda: _child_env(env))


def compare_many(pairs, workers: int = 2, **options) -> list[ComparisonResult]:
    """``compare_scripts(legacy, migrated, **options)`` for each pair, ``workers`` pairs at a time
    (each pair still runs its two sides one after the other). Results in the order of ``pairs``."""
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        futures = [pool.submit(compare_scripts, legacy, migrated, **options) for legacy, migrated in pairs]
        return [f.result() for f in futures]


_LOG_LINE = re.compile(r"^([IWEF]\d{4} |WARNING: All log messages before absl)")


def clean_stderr(text: str) -> str:
    """stderr without TensorFlow's C++ log lines (``I0000 ...``)."""
    return "\n".join(line for line in text.splitlines() if not _LOG_LINE.match(line))


def _last_error(side: SideRun) -> str:
    if side.uncaught:
        return f": {side.uncaught[:200]}"
    lines = [line for line in clean_stderr(side.stderr_tail).splitlines() if line.strip()]
    return f": {lines[-1].strip()[:200]}" if lines else ""


def _verdict(left: SideRun, right: SideRun, rows: tuple[Row, ...], timeout: float) -> tuple[str, str]:
    if right.timed_out:
        return "timeout", f"the migrated script timed out after {timeout:g} s"
    if right.crashed:
        return "crashed", f"the migrated script crashed (exit code {right.returncode}){_last_error(right)}"
    bad = next((r for r in rows if not r.ok), None)
    if bad is not None:
        where = " / ".join(x for x in (bad.legacy_at and f"legacy {bad.legacy_at}",
                                       bad.migrated_at and f"migrated {bad.migrated_at}") if x)
        return "different", f"value #{bad.index} ({where}): {bad.problem}"
    if left.returncode != right.returncode:
        return "different", f"exit code {left.returncode} (legacy) vs {right.returncode} (migrated)"
    if left.dropped or right.dropped:
        return "different", "more prints than the recorder keeps: the tail could not be compared"
    return "equivalent", f"{len(rows)} values agree" + ("" if rows else " (neither script printed anything)")
