"""Jacobians in TF2: fast on repeated eager calls, forward or reverse mode, memory-bounded.

``jacobian(fn, x)`` returns ``fn(x).shape + x.shape``: entry ``[i..., j...]`` is
``d fn(x)[i...] / d x[j...]`` (JAX ``jacrev``/``jacfwd`` layout, and ``compat_v1.jacobian``'s)::

    >>> J = jacobian(lambda w: tf.tanh(x @ w + b), W)   # x [16, 64], W [64, 32]
    >>> J.shape                                          # [16, 32] + [64, 32]

Why not plain ``tape.jacobian``: called eagerly it re-traces a pfor function on every call
(~100 ms for the problem above). ``jacobian`` traces once per (fn, options, argument shapes and
dtypes) into a ``tf.function`` kept in a cache keyed weakly on ``fn``, so repeated eager calls
cost one graph execution.

Semantics (the same as ``tape.gradient``):

* a source the output does not depend on gives ``None`` (``unconnected_gradients="none"``) or
  zeros of the full Jacobian shape (``"zero"``). ``tape.batch_jacobian`` gives zeros either way;
  ``batch_jacobian`` here does not.
* ``fn`` is traced: tensors it closes over are frozen at trace time (pass them as arguments or
  keep them in ``tf.Variable`` s, which are read live), Python side effects happen once per trace.
* ops without a pfor converter (e.g. ``MirrorPad``, ``tf.pad(mode="REFLECT")``) make TF fall back
  to a ``tf.while_loop`` per output row, silently (logged at DEBUG); here the trace emits a
  ``PforFallbackWarning`` naming the ops.

CAVEATS
1. Sources must be floating or complex tensors (``TypeError`` otherwise, with the cast to use).
2. ``mode="forward"`` computes JVPs (one per input element, vectorised over the input basis)
   as the transpose of ``fn``'s VJP: what ``tf.autodiff.ForwardAccumulator`` does op by op,
   without the accumulator's zero tangents for the tensors it does not track (weights ``fn``
   closes over, which would cost memory the size of those weights). It is the better choice
   when inputs are fewer than outputs ("auto" picks it).
3. ``chunk_size`` / ``max_memory`` compute rows (reverse) or columns (forward) a chunk at a
   time in a ``tf.while_loop``, written in place into the preallocated result, so the peak is
   about the output plus one chunk's working set. ``max_memory`` (bytes) picks the chunk from
   an estimate made at trace time: per row, ``_BYTES_FACTOR`` x (input + output + every
   floating intermediate ``fn`` creates) elements. Unchunked forward mode needs one extra copy
   of the output (a transpose at the end); ``batch_jacobian`` in reverse mode chunks through
   TF's own pfor chunking. Measured (scripts/bench_jacobian_tf2.py): with ``max_memory`` both
   modes stay at about budget + output (<= 1.02x), first call (tracing included) or later.
4. ``chunk_size=1`` is allowed (one row per loop step: slowest, smallest).
"""
from __future__ import annotations

import collections
import inspect
import logging
import math
import threading
import warnings
import weakref

import numpy as np
import tensorflow as tf
from tensorflow.python.ops.parallel_for.control_flow_ops import pfor as _pfor

__all__ = ["jacobian", "tape_jacobian", "batch_jacobian", "PforFallbackWarning"]

_MODES = ("auto", "reverse", "forward")
_UNCONNECTED = {
    "none": tf.UnconnectedGradients.NONE,
    "zero": tf.UnconnectedGradients.ZERO,
}
# working memory per chunk row, in units of (input + output + intermediate) elements: the seed,
# the propagated cotangents/tangents and the result row (checked: scripts/bench_jacobian_tf2)
_BYTES_FACTOR = 3


class PforFallbackWarning(RuntimeWarning):
    """TF could not vectorise some op and runs a ``tf.while_loop`` over rows for it (slow)."""


# --------------------------------------------------------------------------- validation


def _check_mode(mode):
    if mode not in _MODES:
        raise ValueError(f"mode must be one of {_MODES}, got {mode!r}")


def _unconnected(value):
    if isinstance(value, tf.UnconnectedGradients):
        return value
    try:
        return _UNCONNECTED[value]
    except (KeyError, TypeError):
        raise ValueError(
            f"unconnected_gradients must be 'none' or 'zero', got {value!r}"
        ) from None


def _check_chunking(chunk_size, max_memory):
    if chunk_size is not None and (not isinstance(chunk_size, int) or chunk_size < 1):
        raise ValueError(f"chunk_size must be a positive int or None, got {chunk_size!r}")
    if max_memory is not None and (not isinstance(max_memory, (int, float)) or max_memory <= 0):
        raise ValueError(f"max_memory must be a positive number of bytes, got {max_memory!r}")
    if chunk_size is not None and max_memory is not None:
        raise ValueError("pass chunk_size or max_memory, not both")


def _check_differentiable(t, what):
    dtype = tf.as_dtype(t.dtype)
    if not (dtype.is_floating or dtype.is_complex):
        raise TypeError(
            f"{what} has dtype {dtype.name}, which is not differentiable. Next step: cast it "
            f"first, e.g. tf.cast(x, tf.float32), or differentiate with respect to a "
            f"floating-point argument instead"
        )


def _to_tensor(value):
    if isinstance(value, (tf.Tensor, tf.Variable)) or value is None:
        return value
    if isinstance(value, (np.ndarray, np.generic, float, int, complex, list, tuple)):
        return tf.convert_to_tensor(value)
    return value


def _size(shape):
    return int(np.prod(shape, dtype=np.int64)) if shape else 1


def _static_shape(t, what):
    shape = t.shape
    if shape.rank is None or not shape.is_fully_defined():
        raise ValueError(
            f"{what} has shape {shape}, which is not fully known at trace time; chunked and "
            f"forward-mode Jacobians need static shapes. Next step: call with concrete "
            f"tensors (migrate.jacobian traces per shape), or set the shape with "
            f"tf.ensure_shape"
        )
    return shape.as_list()


def chunk_rows(max_memory, n_rows, row_elems, itemsize):
    """How many Jacobian rows (or columns) fit in ``max_memory`` bytes of working memory."""
    per_row = max(1, row_elems) * itemsize * _BYTES_FACTOR
    return int(max(1, min(n_rows, max_memory // per_row)))


# ------------------------------------------------------------- pfor fallback detection

_fallback_lock = threading.RLock()  # re-entrant: fn may itself call jacobian


class _FallbackRecorder(logging.Filter):
    """Collects TF's DEBUG 'Using a while_loop for converting OP' lines; drops DEBUG records
    the logger would not have shown anyway, so capturing changes nothing visible."""

    def __init__(self, previous_level):
        super().__init__()
        self.ops = []
        self._previous = previous_level

    def filter(self, record):
        message = record.getMessage()
        if message.startswith("Using a while_loop for converting"):
            op = message[len("Using a while_loop for converting "):].split(" ", 1)[0]
            if op not in self.ops:
                self.ops.append(op)
        return record.levelno >= self._previous


class _capture_pfor_fallbacks:
    """Context manager: while tracing, warn (PforFallbackWarning) if pfor used a while_loop."""

    def __init__(self, where):
        self.where = where

    def __enter__(self):
        _fallback_lock.acquire()
        self.logger = tf.get_logger()
        self.level = self.logger.level
        self.recorder = _FallbackRecorder(self.logger.getEffectiveLevel())
        self.logger.addFilter(self.recorder)
        self.logger.setLevel(logging.DEBUG)
        return self

    def __exit__(self, *exc):
        self.logger.setLevel(self.level)
        self.logger.removeFilter(self.recorder)
        _fallback_lock.release()
        if self.recorder.ops and exc[0] is None:
            warnings.warn(
                f"{self.where}: no pfor converter for {', '.join(self.recorder.ops)}; "
                f"TensorFlow computes those ops in a tf.while_loop, one Jacobian row at a "
                f"time (correct but slow). Next step: accept it, use mode='forward'/'reverse' "
                f"to try the other direction, or replace the op",
                PforFallbackWarning,
                stacklevel=4,
            )
        return False


# ------------------------------------------------------------------------- the kernels


def _graph_elems(start):
    """Elements of the floating tensors made by ops added to the current graph since op
    ``start``: a per-row estimate of the cotangents/tangents a chunk row needs (0 eagerly)."""
    if tf.executing_eagerly():
        return 0
    total = 0
    for op in tf.compat.v1.get_default_graph().get_operations()[start:]:
        for t in op.outputs:
            if t.dtype.is_floating and t.shape.is_fully_defined():
                total += t.shape.num_elements()
    return total


def _op_count():
    return 0 if tf.executing_eagerly() else len(tf.compat.v1.get_default_graph().get_operations())


def _in_chunks(row_fn, n, chunk, sizes, dtypes, columns=False):
    """[n, size_k] results (``columns``: [size_k, n]), rows computed ``chunk`` at a time by
    ``row_fn(idx) -> [[c, size_k]]`` and written in place into preallocated buffers inside a
    while_loop: the peak is the buffers plus one chunk's working set (``tf.stack`` /
    ``TensorArray`` would need a second copy of the output, and so would transposing an
    [n, size_k] result into [size_k, n] at the end)."""
    # Empty is stateful: a fresh buffer on every run. tf.zeros (a Fill of constant shape) is
    # folded by grappler into a Const kept with the function, and InplaceUpdate writes into
    # its input's buffer unconditionally: every call returned an alias of that one constant
    # and overwrote the Jacobians earlier calls had returned
    buffers = [tf.raw_ops.Empty(shape=[size, n] if columns else [n, size], dtype=dtype,
                                init=True)
               for size, dtype in zip(sizes, dtypes)]

    def body(start, *bufs):
        first = tf.minimum(start, n - chunk)  # the last chunk overlaps the one before: same rows
        idx = first + tf.range(chunk)
        rows = row_fn(idx)
        if not columns:  # whole rows: InplaceUpdate (a memcpy per row) on the loop's own buffer
            out = [tf.raw_ops.InplaceUpdate(x=b, i=idx, v=r) for b, r in zip(bufs, rows)]
        else:  # a block of columns: strided, in place (it holds the only reference to b)
            out = [tf.raw_ops.TensorStridedSliceUpdate(
                input=b, begin=tf.stack([0, first]), end=tf.stack([size, first + chunk]),
                strides=[1, 1], value=tf.transpose(r)) for b, r, size in zip(bufs, rows, sizes)]
        return [start + chunk] + out

    out = tf.while_loop(lambda start, *bufs: start < n, body, [tf.constant(0)] + buffers,
                        parallel_iterations=1)
    return list(out[1:])


def _reverse(tape, flat_out, flat_src, unconnected, chunk, extra_elems=0):
    """[[J(out_i, src_j)] for each output]: tape.jacobian (pfor), or in-place chunks of rows."""
    result = []
    src_elems = sum(_size(s.shape.as_list()) for s in flat_src if s.shape.is_fully_defined())
    for o in flat_out:
        _check_differentiable(o, "fn's output")
        n = _size(o.shape.as_list()) if o.shape.is_fully_defined() else None
        c = chunk(n, src_elems + (n or 0) + extra_elems, o.dtype)
        if c is None:
            jac = tape.jacobian(o, flat_src, unconnected_gradients=unconnected,
                                experimental_use_pfor=True)
            result.append(list(jac))
            continue
        probe = tape.gradient(o, flat_src)  # connectivity only; unused ops are pruned
        live = [k for k, g in enumerate(probe) if g is not None]
        srcs = [flat_src[k] for k in live]
        sizes = [_size(s.shape.as_list()) for s in srcs]

        def row_fn(idx, o=o, srcs=srcs, n=n):
            def loop_fn(j):
                seed = tf.reshape(tf.one_hot(tf.gather(idx, j), n, dtype=o.dtype), o.shape)
                grads = tape.gradient(o, srcs, output_gradients=seed,
                                      unconnected_gradients=tf.UnconnectedGradients.ZERO)
                return [tf.reshape(g, [-1]) for g in grads]
            return _pfor(loop_fn, tf.shape(idx)[0] if idx.shape[0] is None else idx.shape[0])

        rows = _in_chunks(row_fn, n, c, sizes, [o.dtype] * len(srcs)) if srcs else []
        jac = [None] * len(flat_src)
        for k, r in zip(live, rows):
            jac[k] = tf.reshape(r, o.shape.as_list() + flat_src[k].shape.as_list())
        if unconnected == tf.UnconnectedGradients.ZERO:
            jac = [tf.zeros(o.shape.as_list() + s.shape.as_list(), o.dtype) if j is None else j
                   for j, s in zip(jac, flat_src)]
        result.append(jac)
    return result


def _forward(tape, flat_out, flat_src, unconnected, chunk, columns_of=None, extra_elems=0):
    """Forward mode: JVPs of the outputs ``tape`` recorded, vectorised over one-hot tangents of
    each source (``tape`` watched ``flat_src`` and must be persistent).

    ``columns_of(src)`` -> (n_columns, tangent_fn(i)); default: the full basis of ``src``.
    Returns [[J(out_i, src_j)] ...] shaped ``out_i.shape + [n_columns]`` (None if unconnected).

    A JVP ``J t`` is the transpose of the VJP ``u -> J^T u`` (linear in ``u``): computed as the
    gradient of ``<J^T u, t>`` with respect to ``u``. This is what ``ForwardAccumulator`` does
    op by op, but per op it also gives every float input it does not track (weights ``fn``
    closes over, ...) a tangent of zeros of that input's full shape: grappler folds those
    into constants the size of the weights, kept with the function and briefly held twice on
    its first run (or, unfolded, rebuilt on every run), far beyond ``max_memory``. Transposing
    the whole VJP touches only tensors on the path from the sources to the outputs.
    """
    for o in flat_out:
        _check_differentiable(o, "fn's output")
    out_shapes = [_static_shape(o, "fn's output") for o in flat_out]
    out_sizes = [_size(sh) for sh in out_shapes]
    src_shapes = [_static_shape(src, "a source") for src in flat_src]
    with tf.GradientTape(persistent=True, watch_accessed_variables=False) as transpose:
        # the seeds' value does not matter (the VJP is linear in them); ones, as
        # ForwardAccumulator uses (its source notes zeros upset some gradient functions)
        seeds = [tf.ones_like(o) for o in flat_out]
        transpose.watch(seeds)
        vjps = tape.gradient(flat_out, flat_src, output_gradients=seeds,
                             unconnected_gradients=tf.UnconnectedGradients.NONE)
        vjps = [None if g is None else tf.convert_to_tensor(g) for g in vjps]
    per_source = []
    for src, shape, vjp in zip(flat_src, src_shapes, vjps):
        n, tangent_of = columns_of(src) if columns_of else (
            _size(shape), lambda i, s=src, sh=shape: tf.reshape(tf.one_hot(i, _size(sh),
                                                                           dtype=s.dtype), sh))
        if vjp is None:  # no output depends on src
            per_source.append([
                None if unconnected == tf.UnconnectedGradients.NONE
                else tf.zeros(sh + [n], o.dtype) for sh, o in zip(out_shapes, flat_out)])
            continue
        mask = []

        def loop_fn(i, vjp=vjp, tangent_of=tangent_of, mask=mask):
            jvps = transpose.gradient(vjp, seeds, output_gradients=tangent_of(i),
                                      unconnected_gradients=tf.UnconnectedGradients.NONE)
            mask[:] = [j is None for j in jvps]
            return [tf.reshape(tf.zeros_like(o) if j is None else j, [-1])
                    for o, j in zip(flat_out, jvps)]

        c = chunk(n, sum(out_sizes) + _size(shape) + extra_elems, src.dtype)
        if c is None:
            stacked = _pfor(loop_fn, n)
        else:
            def row_fn(idx, loop_fn=loop_fn):
                return _pfor(lambda j: loop_fn(tf.gather(idx, j)), idx.shape[0])
            stacked = _in_chunks(row_fn, n, c, out_sizes, [o.dtype for o in flat_out],
                                 columns=True)  # [out, n]: written in place, no transpose
        cols = []
        for sh, s, none in zip(out_shapes, stacked, mask):
            if none and unconnected == tf.UnconnectedGradients.NONE:
                cols.append(None)
                continue
            if c is None:
                s = tf.transpose(s)  # [n, out] -> [out, n]
            cols.append(tf.reshape(s, sh + [n]))  # -> out.shape + [n]
        per_source.append(cols)
    return [list(row) for row in zip(*per_source)] if per_source else []


def _chunker(chunk_size, max_memory):
    """chunk(n_rows, row_elems, dtype) -> rows per chunk, or None for no chunking."""
    def chunk(n_rows, row_elems, dtype):
        if n_rows is None:
            if chunk_size is not None or max_memory is not None:
                raise ValueError(
                    "chunk_size/max_memory need the number of Jacobian rows statically, but "
                    "the output shape is not fully known. Next step: call with concrete "
                    "tensors, or drop the chunking option"
                )
            return None
        if chunk_size is not None:
            return None if chunk_size >= n_rows else chunk_size
        if max_memory is not None:
            rows = chunk_rows(max_memory, n_rows, row_elems, tf.as_dtype(dtype).size)
            return None if rows >= n_rows else rows
        return None
    return chunk


def _pick_mode(mode, flat_out_sizes, flat_src_sizes):
    if mode != "auto":
        return mode
    return "forward" if sum(flat_src_sizes) < sum(flat_out_sizes) else "reverse"


# ---------------------------------------------------------------------- traced builders


def _make_traced(fn_ref, argnums, single_arg, mode, chunk_size, max_memory, unconnected, name):
    chunk = _chunker(chunk_size, max_memory)

    def body(*args):
        fn = fn_ref()
        if fn is None:  # pragma: no cover - the cache entry dies with fn
            raise ReferenceError("the function passed to migrate.jacobian no longer exists")
        sources = [args[i] for i in argnums]
        flat_src = tf.nest.flatten(sources)
        with _capture_pfor_fallbacks(f"migrate.jacobian({name})"):
            ops_before = _op_count()
            with tf.GradientTape(persistent=True, watch_accessed_variables=False) as tape:
                for s in flat_src:
                    tape.watch(s)
                out = fn(*args)
            extra = _graph_elems(ops_before)
            if out is None:
                raise TypeError(f"{name} returned None; it must return a tensor (or a nest)")
            flat_out = [tf.convert_to_tensor(o) for o in tf.nest.flatten(out)]
            chosen = _pick_mode(
                mode,
                [_size(o.shape.as_list()) if o.shape.is_fully_defined() else math.inf
                 for o in flat_out],
                [_size(s.shape.as_list()) if s.shape.is_fully_defined() else math.inf
                 for s in flat_src],
            )
            if chosen == "reverse":
                jacs = _reverse(tape, flat_out, flat_src, unconnected, chunk, extra)
            else:
                cols = _forward(tape, flat_out, flat_src, unconnected, chunk, extra_elems=extra)
                jacs = [[None if c is None else tf.reshape(c, o.shape.as_list()
                                                           + s.shape.as_list())
                         for c, s in zip(row, flat_src)] for o, row in zip(flat_out, cols)]
        packed = []
        for o_jacs in jacs:
            per_arg = []
            offset = 0
            for src in sources:
                n = len(tf.nest.flatten(src))
                per_arg.append(tf.nest.pack_sequence_as(src, o_jacs[offset:offset + n]))
                offset += n
            packed.append(per_arg[0] if single_arg else tuple(per_arg))
        return tf.nest.pack_sequence_as(out, packed)

    return _quiet_function(body)


def _quiet_function(body):
    body = tf.autograph.experimental.do_not_convert(body)  # also when called from user code
    traced = tf.function(body, autograph=False, reduce_retracing=False)
    # one trace per shape is the design here, not an accident: TF's "N out of the last M calls
    # triggered retracing" warning (keyed on body's code, shared by every fn) would mislead
    if hasattr(traced, "_omit_frequent_tracing_warning"):
        traced._omit_frequent_tracing_warning = True
    return traced


# one cache per fn (weakly keyed): {options: tf.function}; tf.function itself keys the traces
# on argument shapes/dtypes (and variable identity)
_CACHE: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()
_STRONG_CACHE: "collections.OrderedDict" = collections.OrderedDict()  # fns without weakrefs
_STRONG_MAX = 32
_cache_lock = threading.Lock()


def _cache_slot(fn):
    """(dict for fn's traced functions, weak reference factory to fn)."""
    if inspect.ismethod(fn):  # bound methods are created per access: key on the instance
        owner, ref = fn.__self__, weakref.WeakMethod(fn)
        try:
            slot = _CACHE.setdefault(owner, {})
            return slot.setdefault(fn.__func__, {}), ref
        except TypeError:
            pass
    else:
        try:
            ref = weakref.ref(fn)
            return _CACHE.setdefault(fn, {}), ref
        except TypeError:
            pass
    slot = _STRONG_CACHE.setdefault(id(fn), (fn, {}))[1]
    _STRONG_CACHE.move_to_end(id(fn))
    while len(_STRONG_CACHE) > _STRONG_MAX:
        _STRONG_CACHE.popitem(last=False)
    return slot, (lambda: fn)


def _fn_name(fn):
    return getattr(fn, "__qualname__", None) or getattr(fn, "__name__", None) or repr(fn)


def jacobian(fn, *args, argnums=0, mode="auto", chunk_size=None, max_memory=None,
             unconnected_gradients="none"):
    """Jacobian of ``fn(*args)`` with respect to ``args[argnums]``: shape ``out.shape + in.shape``.

    ``argnums`` is an int (result per output: the structure of that argument, e.g. a list of
    tensors gives a list of Jacobians) or a tuple of ints (a tuple of those). ``fn`` may return
    a tensor or a nest of tensors; the result has that nest's structure. ``mode``: "reverse"
    (one VJP per output element, vectorised), "forward" (one JVP per input element, vectorised),
    "auto" (forward when the inputs have fewer elements than the outputs). ``chunk_size`` rows
    (reverse) / columns (forward) at a time, or derive the chunk from ``max_memory`` bytes of
    working memory. ``unconnected_gradients``: "none" -> None for a source the output does not
    depend on, "zero" -> zeros.

        >>> jacobian(lambda x: x ** 2, tf.constant([1., 2.]))      # [[2, 0], [0, 4]]
    """
    _check_mode(mode)
    _check_chunking(chunk_size, max_memory)
    unconnected = _unconnected(unconnected_gradients)
    if not callable(fn):
        raise TypeError(f"fn must be callable, got {type(fn).__name__}")
    single = isinstance(argnums, int)
    nums = (argnums,) if single else tuple(argnums)
    if not nums:
        raise ValueError("argnums is empty: nothing to differentiate with respect to")
    for i in nums:
        if not isinstance(i, int) or not -len(args) <= i < len(args):
            raise ValueError(
                f"argnums={argnums!r} but fn gets {len(args)} positional argument(s)"
            )
    nums = tuple(i % len(args) for i in nums)
    args = tuple(tf.nest.map_structure(_to_tensor, a) for a in args)
    for i in nums:
        for leaf in tf.nest.flatten(args[i]):
            if not isinstance(leaf, (tf.Tensor, tf.Variable)):
                raise TypeError(
                    f"argument {i} (differentiated) contains a {type(leaf).__name__}, not a "
                    f"tensor. Next step: pass tensors, arrays or tf.Variables"
                )
            _check_differentiable(leaf, f"argument {i} of {_fn_name(fn)}")
    key = (nums, single, mode, chunk_size, max_memory, unconnected)
    with _cache_lock:
        slot, ref = _cache_slot(fn)
        traced = slot.get(key)
        if traced is None:
            traced = slot[key] = _make_traced(
                ref, nums, single, mode, chunk_size, max_memory, unconnected, _fn_name(fn)
            )
    return traced(*args)


def tape_jacobian(tape, target, sources, unconnected_gradients="none", chunk_size=None,
                  max_memory=None):
    """``tape.jacobian`` for nests: per target leaf, the ``sources`` nest of Jacobians
    (each ``target_leaf.shape + source_leaf.shape``), reverse mode, optionally chunked.

    The tape must be persistent if ``target`` has several leaves. Eagerly this re-traces
    TensorFlow's pfor loop on every call (a TF limitation); inside a ``tf.function`` it costs
    what ``tape.jacobian`` costs. For repeated eager calls prefer ``jacobian(fn, ...)``.
    """
    _check_chunking(chunk_size, max_memory)
    unconnected = _unconnected(unconnected_gradients)
    flat_src = tf.nest.flatten(sources)
    for s in flat_src:
        _check_differentiable(s, "a source")
    flat_out = tf.nest.flatten(target)
    with _capture_pfor_fallbacks("migrate.tape_jacobian"):
        jacs = _reverse(tape, flat_out, flat_src, unconnected, _chunker(chunk_size, max_memory))
    return tf.nest.pack_sequence_as(
        target, [tf.nest.pack_sequence_as(sources, row) for row in jacs]
    )


# ----------------------------------------------------------------------- batch_jacobian


def _make_batch_traced(fn_ref, mode, chunk_size, max_memory, unconnected, name):
    chunk = _chunker(chunk_size, max_memory)

    def body(x):
        fn = fn_ref()
        with _capture_pfor_fallbacks(f"migrate.batch_jacobian({name})"):
            ops_before = _op_count()
            with tf.GradientTape(persistent=True, watch_accessed_variables=False) as tape:
                tape.watch(x)
                y = fn(x)
            extra = _graph_elems(ops_before)
            if not isinstance(y, tf.Tensor):
                raise TypeError(f"{name} must return one tensor, got {type(y).__name__}")
            _check_differentiable(y, "fn's output")
            xs, ys = _static_shape(x, "x"), _static_shape(y, "fn's output")
            if not ys or ys[0] != xs[0]:
                raise ValueError(
                    f"batch_jacobian needs fn(x) with the batch axis of x first: x {xs}, "
                    f"fn(x) {ys}. Next step: use migrate.jacobian for a full Jacobian"
                )
            connected = tape.gradient(y, x) is not None
            if not connected:
                if unconnected == tf.UnconnectedGradients.NONE:
                    return None
                return tf.zeros(ys + xs[1:], dtype=y.dtype)
            n_in, n_out = _size(xs[1:]), _size(ys[1:])
            chosen = _pick_mode(mode, [n_out], [n_in])
            if chosen == "reverse":
                # TF's own chunking (pfor parallel_iterations, which must be > 1): bounds the
                # working set; the output is assembled with an extra copy
                c = chunk(n_out, xs[0] * (n_in + n_out) + extra, y.dtype)
                return tape.batch_jacobian(
                    y, x, parallel_iterations=None if c is None else max(2, c),
                    experimental_use_pfor=True)

            def columns_of(src):
                def tangent(i):
                    row = tf.one_hot(i, n_in, dtype=src.dtype)
                    return tf.broadcast_to(tf.reshape(row, [1] + xs[1:]), xs)
                return n_in, tangent

            cols = _forward(tape, [y], [x], unconnected, chunk, columns_of, extra)
            return tf.reshape(cols[0][0], ys + xs[1:])

    return _quiet_function(body)


def batch_jacobian(fn, x, mode="auto", chunk_size=None, max_memory=None,
                   unconnected_gradients="none"):
    """Per-example Jacobian of ``y = fn(x)``: shape ``[B] + y.shape[1:] + x.shape[1:]``.

    ``J[b, i..., j...] = d y[b, i...] / d x[b, j...]``; it assumes example ``b`` of ``y`` depends
    only on example ``b`` of ``x`` (as ``tape.batch_jacobian`` does). Unlike
    ``tape.batch_jacobian`` an unconnected ``x`` gives None (``unconnected_gradients="none"``).
    Options as in ``jacobian``; traced once per shape/dtype and cached.
    """
    _check_mode(mode)
    _check_chunking(chunk_size, max_memory)
    unconnected = _unconnected(unconnected_gradients)
    x = _to_tensor(x)
    _check_differentiable(x, f"x of {_fn_name(fn)}")
    if len(x.shape) < 1:
        raise ValueError("batch_jacobian needs x with a leading batch axis (rank >= 1)")
    key = ("batch", mode, chunk_size, max_memory, unconnected)
    with _cache_lock:
        slot, ref = _cache_slot(fn)
        traced = slot.get(key)
        if traced is None:
            traced = slot[key] = _make_batch_traced(
                ref, mode, chunk_size, max_memory, unconnected, _fn_name(fn))
    return traced(x)
