"""Python, numpy and TensorFlow values -> bounded, JSON-ready records.

Encoded forms (``"t"`` is the tag):

* ``array``: ``dtype``, ``shape``, ``data`` (flat, C order), ``src`` ("numpy", "tensor",
  "variable"). numpy scalars (``np.float32(1.)``) are 0-d arrays; eager tensors and variables are
  read with ``.numpy()``.
* ``array`` with ``file`` instead of ``data``: an array of more than ``MAX_FULL_ELEMENTS``
  elements, saved whole as ``.npy`` next to the record (while the run's array budget lasts; see
  ``migrate.recording.hooks``). Compared element by element like ``data``.
* ``summary``: an array too large to keep (the array budget is spent): ``dtype``, ``shape``, ``n``, ``min``/``max``/``mean``/``std`` of the
  finite values, ``nan``/``posinf``/``neginf`` counts, ``samples`` (``SAMPLES`` values at evenly
  spaced flat indices), ``blocks`` (the means of ``BLOCKS`` contiguous chunks of the flattened
  array) and ``hash`` (sha256 of dtype, shape and the raw bytes).
* ``scalar``: a Python ``bool``/``int``/``float``/``complex`` (``py`` names which).
* ``text``: a string (``v``; strings over ``MAX_TEXT`` characters keep their head, ``n`` and a
  ``hash``). ``bytes`` are text of their ``repr``.
* ``seq`` (``type`` "list"/"tuple"/class name, ``n``, ``items``: at most ``MAX_ITEMS``), ``dict``
  (``items``: ``[repr(key), value]`` pairs), ``none``.
* ``symbolic``: a graph-mode tensor or op (no value; its ``repr``); ``object``: anything else
* A ``TensorShape`` is the text ``TensorShape([3, None])`` and a TF1 ``Dimension`` its int (or
  None), in both eras (TF1's repr spells ``Dimension(3)``, TF2's ``3``)
  (type name and a bounded ``repr``).

Shape contract: ``len(data) == prod(shape)`` for ``array``; ``summary`` keeps ``shape`` exactly.
Never imports TensorFlow: tensors are recognised by their module name and ``.numpy()``.
"""
from __future__ import annotations

import hashlib

import numpy as np

MAX_FULL_ELEMENTS = 4096  # arrays up to this size are kept element by element
MAX_RECORD_ELEMENTS = 65536  # elements kept in full across one record (nested values)
MAX_ITEMS = 256  # items kept of a list/tuple/dict
MAX_TEXT = 4096  # characters kept of a string
MAX_REPR = 512  # characters kept of an object's repr
SAMPLES = 64
BLOCKS = 256


def array_hash(arr: np.ndarray) -> str:
    """sha256 over dtype, shape and the C-order bytes (object arrays: over their item strings)."""
    h = hashlib.sha256(f"{arr.dtype.str}|{arr.shape}|".encode())
    if arr.dtype.kind in "OSU":
        for item in arr.ravel():
            h.update(_item_text(item).encode("utf-8", "surrogatepass") + b"\x00")
    else:
        h.update(np.ascontiguousarray(arr).tobytes())
    return h.hexdigest()


def _item_text(item) -> str:
    if isinstance(item, bytes):
        return item.decode("utf-8", "backslashreplace")
    return str(item)


def sample_indices(n: int) -> list[int]:
    """The flat indices a summary samples: ``SAMPLES`` evenly spaced (fewer when n is small)."""
    if n <= 0:
        return []
    return sorted(set(np.linspace(0, n - 1, min(SAMPLES, n)).astype(np.int64).tolist()))


def _numeric_data(arr: np.ndarray) -> list:
    flat = arr.ravel()
    if arr.dtype.kind == "c":
        return [[float(z.real), float(z.imag)] for z in flat]
    if arr.dtype.kind in "OSU":
        return [_item_text(item) for item in flat]
    if arr.dtype.kind == "V":
        return flat.astype(np.float64).tolist()  # bfloat16 and other ml_dtypes
    try:
        return flat.tolist()
    except Exception:  # exotic dtypes (float8, ...)
        return flat.astype(np.float64).tolist()


def summarize(arr: np.ndarray, src: str) -> dict:
    """The bounded stand-in for a large array (see the module docstring)."""
    out = {"t": "summary", "dtype": arr.dtype.name, "shape": list(arr.shape), "n": int(arr.size),
           "src": src, "hash": array_hash(arr)}
    flat = arr.ravel()
    idx = sample_indices(arr.size)
    if arr.dtype.kind in "OSU":
        out["samples"] = [_item_text(flat[i])[:MAX_REPR] for i in idx]
        return out
    if arr.dtype.kind == "c":
        flat = np.abs(flat)  # stats of the modulus; samples below of the modulus too
        out["complex"] = True
    vals = flat.astype(np.float64)
    finite = vals[np.isfinite(vals)]
    out["nan"] = int(np.isnan(vals).sum())
    out["posinf"] = int(np.isposinf(vals).sum())
    out["neginf"] = int(np.isneginf(vals).sum())
    if finite.size:
        out.update(min=float(finite.min()), max=float(finite.max()), mean=float(finite.mean()),
                   std=float(finite.std()))
    else:
        out.update(min=None, max=None, mean=None, std=None)
    out["samples"] = [float(vals[i]) for i in idx]
    blocks = np.array_split(vals, min(BLOCKS, max(vals.size, 1)))
    out["blocks"] = [float(b.mean()) if b.size else 0.0 for b in blocks]
    return out


def savable(arr: np.ndarray) -> np.ndarray:
    """The array as ``np.save`` can write it without pickling (strings -> unicode, bfloat16 and
    other ml_dtypes -> float64)."""
    if arr.dtype.kind in "OSU":
        return np.asarray([_item_text(x) for x in arr.ravel()], dtype=str).reshape(arr.shape)
    if arr.dtype.kind == "V":
        return arr.astype(np.float64)
    return arr


class Encoder:
    """Encodes one record; ``full`` False forces summaries of large arrays (the recording budget
    is spent); ``store(arr) -> path or None`` saves a large array whole (None: budget spent)."""

    def __init__(self, full: bool = True, store=None):
        self.full = full
        self.store = store
        self.elements = 0

    def array(self, arr: np.ndarray, src: str) -> dict:
        if self.full and arr.size <= MAX_FULL_ELEMENTS and self.elements + arr.size <= MAX_RECORD_ELEMENTS:
            self.elements += arr.size
            return {"t": "array", "dtype": arr.dtype.name, "shape": list(arr.shape),
                    "data": _numeric_data(arr), "src": src}
        path = self.store(arr) if self.store is not None else None
        if path is not None:
            return {"t": "array", "dtype": arr.dtype.name, "shape": list(arr.shape), "file": path, "src": src}
        return summarize(arr, src)

    def encode(self, value, depth: int = 0) -> dict:
        if value is None:
            return {"t": "none"}
        if isinstance(value, bool):
            return {"t": "scalar", "py": "bool", "v": value}
        if isinstance(value, int):
            return {"t": "scalar", "py": "int", "v": value if abs(value) < 2**63 else str(value)}
        if isinstance(value, float) and type(value) is not np.float64:
            # (``np.float64`` subclasses float: it is a numpy scalar, compared with float64's tolerance)
            return {"t": "scalar", "py": "float", "v": value}
        if isinstance(value, complex):
            return {"t": "scalar", "py": "complex", "v": [value.real, value.imag]}
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, (bytes, bytearray)):
            return self.text(repr(bytes(value)))
        if isinstance(value, np.ndarray):
            return self.array(value, "numpy")
        if isinstance(value, np.generic):
            return self.array(np.asarray(value), "numpy")
        tensor = self._tensor(value)
        if tensor is not None:
            return tensor
        if depth > 20:
            return self.obj(value)
        if isinstance(value, (list, tuple)):
            kind = "list" if isinstance(value, list) else "tuple"
            items = [self.encode(v, depth + 1) for v in value[:MAX_ITEMS]]
            return {"t": "seq", "type": kind, "n": len(value), "items": items}
        if isinstance(value, dict):
            items = [[_key_repr(k), self.encode(v, depth + 1)] for k, v in list(value.items())[:MAX_ITEMS]]
            return {"t": "dict", "n": len(value), "items": items}
        return self.obj(value)

    def text(self, s: str) -> dict:
        if len(s) <= MAX_TEXT:
            return {"t": "text", "v": s}
        digest = hashlib.sha256(s.encode("utf-8", "surrogatepass")).hexdigest()
        return {"t": "text", "v": s[:MAX_TEXT], "n": len(s), "hash": digest}

    def obj(self, value) -> dict:
        try:
            text = repr(value)
        except Exception as exc:  # a broken __repr__ must not break the recording
            text = f"<repr failed: {type(exc).__name__}>"
        return {"t": "object", "type": type(value).__qualname__, "v": text[:MAX_REPR]}

    def _tensor(self, value) -> dict | None:
        module = type(value).__module__ or ""
        if not (module.startswith("tensorflow") or module.startswith("keras") or module.startswith("tf_keras")):
            return None
        kind = type(value).__name__
        if kind == "Dimension":  # TF1's static dimension (TF2 gives the int): its value
            size = getattr(value, "value", None)
            return {"t": "none"} if size is None else {"t": "scalar", "py": "int", "v": int(size)}
        if kind == "TensorShape":  # TF1 prints Dimension(3) where TF2 prints 3: one spelling
            try:
                dims = value.as_list()
            except ValueError:  # unknown rank
                return self.text("TensorShape(None)")
            return self.text(f"TensorShape({dims})")
        if kind == "TensorSpec":  # a static shape and dtype (what the converter prints for a TF1 graph tensor)
            try:
                dims = value.shape.as_list()
            except ValueError:  # unknown rank
                dims = None
            return {"t": "spec", "shape": dims, "dtype": value.dtype.name, "v": repr(value)[:MAX_REPR]}
        numpy = getattr(value, "numpy", None)
        if callable(numpy):
            try:
                arr = np.asarray(numpy())
            except Exception:  # graph tensor / graph variable: no value
                arr = None
            if arr is not None:
                src = "variable" if "ariable" in type(value).__name__ else "tensor"
                return self.array(arr, src)
        if hasattr(value, "graph") or hasattr(value, "op"):
            return {"t": "symbolic", "type": type(value).__name__, "v": repr(value)[:MAX_REPR]}
        return None


def _key_repr(key) -> str:
    if isinstance(key, np.generic):
        key = key.item()
    name = getattr(key, "name", None)
    if isinstance(name, str) and not isinstance(key, (str, bytes, int, float)):
        return f"<{type(key).__name__} {name}>"  # a tensor used as a dict key
    return repr(key)
