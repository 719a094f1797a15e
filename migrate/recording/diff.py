"""Compare two encoded values (``migrate.recording.encode``): structure, shape, dtype, numbers.

``diff(legacy, migrated, tolerance)`` returns a ``ValueDiff``; ``tolerance(dtype_name)`` gives
``(rtol, atol)``. An element passes when ``|m - l| <= atol + rtol * |l|`` (numpy's ``allclose``
with the legacy value as reference); NaN equals NaN, infinities equal when their signs do.

* Structure: a list and a tuple of the same items are the same structure (noted, not a
  difference); a list vs an array, a length or a dict key that differs is a difference ("at
  [0][1]: ...").
* Arrays: shapes and dtypes must be equal; a Python scalar and a numpy 0-d value of the same
  kind (int / float / bool / complex) compare by value. Integer, bool and string arrays compare
  exactly. Python floats use the float32 tolerance (they are usually a TF float32 converted).
* Summaries (large arrays): equal hashes mean bit-identical; otherwise shape, dtype, NaN/inf
  counts, min/max/mean/std, the sampled values and the block means are compared, each within
  ``atol + rtol * max|legacy|``. A difference confined to unsampled elements that moves no block
  mean beyond tolerance is not seen (the row says "summary").
* A graph tensor TF1 printed while building (no value, only its repr) against an array: the
  repr's static shape (``?`` matches any size) and dtype must match; the values are not compared
  (noted).
* Text: split into numbers and the rest; the rest must be equal, numbers within
  ``atol + rtol * |l| + u``, where ``u`` is one unit in the last printed digit of the less
  precise of the two (``"0.1234"``: 1e-4): printed text only carries its printed digits.
  Integers in text compare exactly.
"""
from __future__ import annotations

import dataclasses
import math
import re

import numpy as np

from migrate.recording.encode import sample_indices, summarize

_NUMBER = re.compile(r"(?<![\w.])[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|(?<![\w])-?(?:nan|inf)(?![\w])")
_FLOAT_KINDS = "fc"


@dataclasses.dataclass(frozen=True)
class ValueDiff:
    """The comparison of one recorded value; ``problem`` is None when equivalent."""

    kind: str  # "array", "text", "list[2]", "list[list[array]]", ...
    shape: str  # "(1, 10)", "" for non-arrays, "mixed" for several
    dtype: str
    max_abs: float | None  # None: nothing numeric compared
    max_rel: float | None
    problem: str | None = None
    notes: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.problem is None


_MAX_PLACES = 8  # places named after the first failure


class _Acc:
    def __init__(self, tolerance):
        self.tolerance = tolerance
        self.max_abs = None
        self.max_rel = None
        self.problem = None
        self.failed: list[str] = []  # the path of each failure, the first one's included
        self.notes: list[str] = []
        self.shapes: list[str] = []
        self.dtypes: list[str] = []

    def err(self, abs_err: float, rel_err: float) -> None:
        self.max_abs = abs_err if self.max_abs is None else max(self.max_abs, abs_err)
        self.max_rel = rel_err if self.max_rel is None else max(self.max_rel, rel_err)

    def fail(self, path: str, message: str) -> None:
        """Keep the first failure's message; count the places that fail after it."""
        if self.problem is None:
            self.problem = f"at {path or 'top'}: {message}" if path else message
        self.failed.append(path or "top")

    def summary(self) -> str | None:
        """The first failure, and where else the value differs (a fetched list of gradients
        differing in several elements names them all, not only the first)."""
        others = list(dict.fromkeys(p for p in self.failed[1:] if p != self.failed[0]))
        if not others:
            return self.problem
        shown = ", ".join(others[:_MAX_PLACES]) + (", ..." if len(others) > _MAX_PLACES else "")
        return f"{self.problem}; also differs at {shown} ({len(others) + 1} places in all)"

    def note(self, message: str) -> None:
        if message not in self.notes:
            self.notes.append(message)


def describe(value: dict) -> str:
    """Short structural description: ``array``, ``text``, ``list[list[array]]``, ``dict{a,b}``."""
    t = value.get("t")
    if t == "seq":
        items = value.get("items", [])
        inner = describe(items[0]) if items and all(describe(i) == describe(items[0]) for i in items) else "mixed"
        return f"{value.get('type', 'list')}[{inner}]" if items else f"{value.get('type', 'list')}[]"
    if t == "dict":
        return "dict{" + ",".join(k for k, _ in value.get("items", [])[:4]) + ("..." if value.get("n", 0) > 4 else "") + "}"
    if t in ("array", "summary"):
        return "array" if value.get("src") == "numpy" else value.get("src", "array")
    if t == "scalar":
        return value.get("py", "scalar")
    return t or "?"


def _what(value: dict) -> str:
    t = value.get("t")
    if t == "seq":
        return f"a {value.get('type', 'list')} of {value.get('n')}"
    if t == "dict":
        return f"a dict of {value.get('n')}"
    if t in ("array", "summary"):
        return f"an array of shape {tuple(value.get('shape', ()))}"
    if t == "scalar":
        return f"a Python {value.get('py')} ({_short(value.get('v'))})"
    if t == "text":
        return f"text {_short(value.get('v'))}"
    if t == "symbolic":
        return f"a graph tensor with no value ({_short(value.get('v'))})"
    if t == "spec":
        return f"a TensorSpec of shape {value.get('shape')} and dtype {value.get('dtype')}"
    if t == "none":
        return "None"
    return f"a {value.get('type', t)} object ({_short(value.get('v'))})"


def _short(v, n: int = 60) -> str:
    s = repr(v)
    return s if len(s) <= n else s[: n - 3] + "..."


def _to_array(value: dict) -> np.ndarray:
    """A recorded ``array`` or ``scalar`` back as a numpy array."""
    if value["t"] == "scalar":
        v = value["v"]
        if value["py"] == "complex":
            return np.asarray(complex(*v))
        if value["py"] == "int" and isinstance(v, str):
            return np.asarray(float(v))
        return np.asarray(v)
    if "file" in value:
        arr = np.load(value["file"], allow_pickle=False)
        return arr.astype(object) if arr.dtype.kind == "U" else arr
    data = value["data"]
    dtype = value["dtype"]
    if dtype.startswith("complex"):
        arr = np.asarray([complex(*z) for z in data], dtype=np.complex128)
    elif dtype in ("object", "str") or dtype.startswith(("str", "bytes")):
        arr = np.asarray(data, dtype=object)
    else:
        try:
            arr = np.asarray(data, dtype=np.dtype(dtype))
        except TypeError:  # bfloat16 & co: compared in float64
            arr = np.asarray(data, dtype=np.float64)
    return arr.reshape(value["shape"])


def _kind(dtype: str) -> str:
    if dtype.startswith(("float", "bfloat")):
        return "float"
    if dtype.startswith("complex"):
        return "complex"
    if dtype == "bool":
        return "bool"
    if dtype.startswith(("int", "uint")):
        return "int"
    return "other"


def _compare_numbers(acc: _Acc, path: str, l: np.ndarray, m: np.ndarray, rtol: float, atol: float, exact: bool):
    """Element-wise comparison of same-shape arrays; records errors and the first failure."""
    if l.dtype == object or m.dtype == object:
        bad = np.asarray([a != b for a, b in zip(l.ravel().tolist(), m.ravel().tolist())], dtype=bool)
        if bad.any():
            i = int(np.argmax(bad))
            idx = np.unravel_index(i, l.shape) if l.shape else ()
            acc.fail(path, f"strings differ at index {tuple(int(j) for j in idx)}: "
                           f"{_short(l.ravel()[i])} vs {_short(m.ravel()[i])}")
        return
    l64 = l.astype(np.complex128 if np.iscomplexobj(l) or np.iscomplexobj(m) else np.float64)
    m64 = m.astype(l64.dtype)
    with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
        same_special = (np.isnan(l64) & np.isnan(m64)) | ((l64 == m64) & ~np.isfinite(l64))
        absd = np.where(same_special, 0.0, np.abs(m64 - l64))
        absd = np.where(np.isnan(absd), np.inf, absd)
        scale = np.abs(l64)
        finite = np.isfinite(scale)
        rel = np.where(absd == 0, 0.0,
                       np.where((scale > 0) & finite, absd / np.where((scale > 0) & finite, scale, 1), np.inf))
        limit = 0.0 if exact else np.where(finite, atol + rtol * np.where(finite, scale, 0), 0.0)
        bad = absd > limit
    if absd.size:
        acc.err(float(absd.max()), float(rel.max()))
    if bad.any():
        i = int(np.argmax(bad.ravel()))
        idx = tuple(int(j) for j in np.unravel_index(i, l.shape)) if l.shape else ()
        how = "exactly" if exact else f"rtol {rtol:g}, atol {atol:g}"
        acc.fail(path, f"{int(bad.sum())} of {bad.size} values differ ({how}); first at index {idx}: "
                       f"legacy {_num(l.ravel()[i])} vs migrated {_num(m.ravel()[i])}")


def _num(x) -> str:
    x = x.item() if hasattr(x, "item") else x
    return f"{x:.8g}" if isinstance(x, float) else str(x)


def _fmt_shape(shape) -> str:
    return str(tuple(shape))


def _compare_arrays(acc: _Acc, path: str, l: dict, m: dict) -> None:
    acc.shapes.append(_fmt_shape(l["shape"]))
    acc.dtypes.append(l["dtype"])
    if list(l["shape"]) != list(m["shape"]):
        acc.fail(path, f"shape {_fmt_shape(l['shape'])} vs {_fmt_shape(m['shape'])}")
        return
    if l["dtype"] != m["dtype"]:
        acc.fail(path, f"dtype {l['dtype']} vs {m['dtype']}")
        return
    rtol, atol = acc.tolerance(l["dtype"])
    exact = _kind(l["dtype"]) not in ("float", "complex")
    if l["t"] == "summary" or m["t"] == "summary":
        _compare_summaries(acc, path, _as_summary(l), _as_summary(m), rtol, atol, exact)
        return
    _compare_numbers(acc, path, _to_array(l), _to_array(m), rtol, atol, exact)


def _as_summary(value: dict) -> dict:
    return value if value["t"] == "summary" else summarize(_to_array(value), value.get("src", "numpy"))


def _compare_summaries(acc: _Acc, path: str, l: dict, m: dict, rtol: float, atol: float, exact: bool) -> None:
    acc.note("large array: compared as a summary (hash, stats, samples, block means)")
    if l.get("hash") == m.get("hash"):
        acc.err(0.0, 0.0)
        return
    if "blocks" not in l:  # string arrays: only the hash and samples exist
        acc.fail(path, "large string arrays differ (hash)")
        return
    for key in ("nan", "posinf", "neginf"):
        if l.get(key) != m.get(key):
            acc.fail(path, f"{key} count {l.get(key)} vs {m.get(key)}")
    scale = max(abs(l.get("min") or 0.0), abs(l.get("max") or 0.0))
    limit = 0.0 if exact else atol + rtol * scale
    worst, where = 0.0, None
    pairs = [(k, l.get(k), m.get(k)) for k in ("min", "max", "mean", "std")]
    idx = sample_indices(l["n"])
    pairs += [(f"element {_flat_index(i, l['shape'])}", a, b) for i, a, b in zip(idx, l["samples"], m["samples"])]
    pairs += [(f"block mean {k}", a, b) for k, (a, b) in enumerate(zip(l["blocks"], m["blocks"]))]
    for label, a, b in pairs:
        if a is None or b is None:
            if a != b:
                worst, where = math.inf, (label, a, b)
            continue
        d = 0.0 if (math.isnan(a) and math.isnan(b)) or a == b else abs(a - b)
        d = math.inf if math.isnan(d) else d
        if d > worst:
            worst = d
            if d > limit and where is None:
                where = (label, a, b)
    acc.err(worst, worst / scale if scale else (0.0 if worst == 0 else math.inf))
    if where is not None:
        label, a, b = where
        acc.fail(path, f"summaries differ at {label}: legacy {_num(a)} vs migrated {_num(b)} "
                       f"(limit {limit:.3g}; bit-identical: no)")
    elif exact:
        acc.fail(path, "integer arrays differ (hash) although sampled values agree")


def _flat_index(i: int, shape) -> tuple:
    return tuple(int(j) for j in np.unravel_index(i, tuple(shape))) if shape else ()


def _number_unit(token: str) -> float:
    mantissa, _, exponent = token.lower().partition("e")
    digits = len(mantissa.split(".", 1)[1]) if "." in mantissa else 0
    return 10.0 ** (-digits + (int(exponent) if exponent else 0))


def _compare_text(acc: _Acc, path: str, l: str, m: str) -> None:
    l_parts, m_parts = _NUMBER.split(l), _NUMBER.split(m)
    l_nums, m_nums = _NUMBER.findall(l), _NUMBER.findall(m)
    if l_parts != m_parts or len(l_nums) != len(m_nums):
        acc.fail(path, f"text differs: {_short(l)} vs {_short(m)}")
        return
    rtol, atol = acc.tolerance("text")
    for k, (a, b) in enumerate(zip(l_nums, m_nums)):
        if a == b:
            continue
        integer = not any(c in a + b for c in ".eEni")
        fa, fb = float(a), float(b)
        if math.isnan(fa) and math.isnan(fb):
            continue
        d = abs(fa - fb)
        acc.err(d, d / abs(fa) if fa else math.inf)
        limit = 0.0 if integer else atol + rtol * abs(fa) + max(_number_unit(a), _number_unit(b))
        if not d <= limit:
            acc.fail(path, f"number {k + 1} in the text differs: {a} vs {b} in {_short(l)} vs {_short(m)}")
            return


def _compare(acc: _Acc, path: str, l: dict, m: dict) -> None:
    lt, mt = l.get("t"), m.get("t")
    numeric = ("array", "summary", "scalar")
    if lt in numeric and mt in numeric and "scalar" in (lt, mt):
        _compare_scalar_like(acc, path, l, m)
        return
    if {lt, mt} <= {"array", "summary"}:
        _compare_arrays(acc, path, l, m)
        return
    if lt == "symbolic" and mt in ("array", "summary"):
        _compare_symbolic(acc, path, l, m)
        return
    if lt in ("symbolic", "spec") and mt == "spec":
        _compare_spec(acc, path, l, m)
        return
    if lt != mt:
        acc.fail(path, f"legacy has {_what(l)}, migrated {_what(m)}")
        return
    if lt == "seq":
        if l.get("type") != m.get("type"):
            acc.note(f"{l.get('type')} vs {m.get('type')} (same items)")
        if l["n"] != m["n"]:
            acc.fail(path, f"{l.get('type')} of {l['n']} vs {m.get('type')} of {m['n']}")
            return
        if len(l["items"]) < l["n"]:
            acc.note(f"only the first {len(l['items'])} items were recorded")
        for i, (a, b) in enumerate(zip(l["items"], m["items"])):
            _compare(acc, f"{path}[{i}]", a, b)
    elif lt == "dict":
        lk = [k for k, _ in l["items"]]
        mk = [k for k, _ in m["items"]]
        if sorted(lk) != sorted(mk) or l["n"] != m["n"]:
            only_l = ", ".join(sorted(set(lk) - set(mk))) or "-"
            only_m = ", ".join(sorted(set(mk) - set(lk))) or "-"
            acc.fail(path, f"dict keys differ: only legacy [{only_l}], only migrated [{only_m}]")
            return
        mv = dict(m["items"])
        for k, v in l["items"]:
            _compare(acc, f"{path}[{k}]", v, mv[k])
    elif lt in ("text", "symbolic", "object"):
        if lt == "object" and l.get("type") != m.get("type"):
            acc.fail(path, f"legacy has {_what(l)}, migrated {_what(m)}")
            return
        if l.get("n") != m.get("n") or l.get("hash") != m.get("hash"):
            if l.get("n") != m.get("n"):
                acc.fail(path, f"text of {l.get('n', len(l['v']))} vs {m.get('n', len(m['v']))} characters")
                return
            acc.note("long text: only its first characters compared with tolerance")
        _compare_text(acc, path, l["v"], m["v"])
    # "none" == "none"


_SYMBOLIC_SPEC = re.compile(r"shape=\(([^)]*)\),? dtype=(\w+)")
_UNKNOWN_RANK = re.compile(r"shape=<unknown>,? dtype=(\w+)")


def _compare_symbolic(acc: _Acc, path: str, l: dict, m: dict) -> None:
    """A TF1 graph tensor printed while the graph was built (its repr: no value) against the
    eager value TF2 printed there: only its static shape (``?`` matches any size) and dtype
    can be checked; the value itself has nothing to be compared with (noted)."""
    spec = _static_spec(l)
    if spec is None:
        acc.fail(path, f"legacy has {_what(l)}, migrated {_what(m)}")
        return
    dims, dtype = spec
    shape = list(m.get("shape", ()))
    if dims is not None and (len(dims) != len(shape) or any(d is not None and d != n for d, n in zip(dims, shape))):
        spelled = ", ".join("?" if d is None else str(d) for d in dims) + ("," if len(dims) == 1 else "")
        acc.fail(path, f"legacy graph tensor of shape ({spelled}), migrated an array of shape {tuple(shape)}")
        return
    migrated_dtype = str(m.get("dtype"))
    if dtype == "string" and (migrated_dtype.startswith("bytes") or migrated_dtype == "object"):
        migrated_dtype = "string"  # numpy's name for a tf.string array's fixed-width bytes
    if dtype != migrated_dtype:
        acc.fail(path, f"legacy graph tensor of dtype {dtype}, migrated an array of dtype {m.get('dtype')}")
        return
    acc.shapes.append(str(tuple(shape)))
    acc.dtypes.append(dtype)
    acc.note("TF1 printed a graph tensor (no value): only its shape and dtype are compared")


def _static_spec(value: dict):
    """(dims or None for an unknown rank, dtype) of a recorded ``spec``, or of a ``symbolic``
    TF1 graph tensor's repr (``?`` -> None); None when the repr states neither."""
    if value.get("t") == "spec":
        return value.get("shape"), value.get("dtype")
    unknown = _UNKNOWN_RANK.search(value.get("v", ""))
    if unknown is not None:
        return None, unknown.group(1).removesuffix("_ref")
    found = _SYMBOLIC_SPEC.search(value.get("v", ""))
    if found is None:
        return None
    dims = [d.strip() for d in found.group(1).split(",") if d.strip()]
    return [None if d in ("?", "None") else int(d) for d in dims], found.group(2).removesuffix("_ref")


def _compare_spec(acc: _Acc, path: str, l: dict, m: dict) -> None:
    """A TF1 graph tensor printed while the graph was built (or a TensorSpec) against the
    ``tf.TensorSpec`` TF2 printed there: the static shapes (unknown dimensions included) and the
    dtypes must be equal; there is no value to compare (noted)."""
    legacy, migrated = _static_spec(l), _static_spec(m)
    if legacy is None:
        acc.fail(path, f"legacy has {_what(l)}, migrated {_what(m)}")
        return
    if legacy[0] != migrated[0]:
        acc.fail(path, f"static shape {legacy[0]} vs {migrated[0]} (None: unknown)")
        return
    if legacy[1] != migrated[1]:
        acc.fail(path, f"dtype {legacy[1]} vs {migrated[1]}")
        return
    acc.shapes.append(str(legacy[0]))
    acc.dtypes.append(legacy[1])
    acc.note("TF1 printed a graph tensor (no value), TF2 its TensorSpec: static shape and dtype compared")


def _compare_scalar_like(acc: _Acc, path: str, l: dict, m: dict) -> None:
    def kind(v):
        return v["py"] if v["t"] == "scalar" else _kind(v["dtype"])

    if kind(l) != kind(m):
        acc.fail(path, f"legacy has {_what(l)}, migrated {_what(m)}")
        return
    for v in (l, m):
        if v["t"] != "scalar" and v.get("shape") != []:
            acc.fail(path, f"legacy has {_what(l)}, migrated {_what(m)}")
            return
    if l["t"] != m["t"]:
        acc.note("a Python scalar vs a numpy scalar (same kind)")
    dtype = next((v["dtype"] for v in (l, m) if v["t"] != "scalar"), "python-float")
    acc.shapes.append("()")
    acc.dtypes.append(dtype if l["t"] != "scalar" else l["py"])
    rtol, atol = acc.tolerance(dtype if kind(l) == "float" and dtype != "python-float" else
                               "python-float" if kind(l) == "float" else dtype)
    _compare_numbers(acc, path, _to_array(l), _to_array(m), rtol, atol, exact=kind(l) not in ("float", "complex"))


def diff(legacy: dict, migrated: dict, tolerance) -> ValueDiff:
    """Compare two encoded values; see the module docstring for the rules."""
    acc = _Acc(tolerance)
    _compare(acc, "", legacy, migrated)
    shapes = list(dict.fromkeys(acc.shapes))
    dtypes = list(dict.fromkeys(acc.dtypes))
    return ValueDiff(
        kind=describe(legacy),
        shape=shapes[0] if len(shapes) == 1 else ("mixed" if shapes else ""),
        dtype=dtypes[0] if len(dtypes) == 1 else ("mixed" if dtypes else ""),
        max_abs=acc.max_abs, max_rel=acc.max_rel, problem=acc.summary(), notes=tuple(acc.notes))
