"""The child-process side of a recording: hooks installed before the script runs.

* ``RecordWriter``: one JSON object per line, flushed line by line to an absolute path (a
  script that changes directory or ends with ``os._exit`` keeps what was recorded), bounded:
  arrays over ``encode.MAX_FULL_ELEMENTS`` elements are saved whole as ``.npy`` files in
  ``OUT.arrays/`` until ``ARRAY_BUDGET_BYTES`` (256 MB; environment ``TF1TO2_ARRAY_BUDGET``) is
  spent, then recorded as summaries with a hash; past ``BUDGET_BYTES`` of JSON all large arrays
  are summaries; past ``MAX_RECORDS`` records are counted, not written.
* ``install_print_hook``: ``builtins.print`` records its arguments (with the caller's
  ``file:line``) and then prints as usual. Only calls from user code are recorded: not from the
  standard library, site-packages, or tf1to2's own packages (except the bundled examples).
* ``install_legacy_hooks`` (TF1 era, graph mode): records what each ``Session.run`` called from
  user code returns; when a run executes variable initialisers (``global_variables_initializer``,
  ``variables_initializer``, ``v.initializer``, also run by ``init.run()`` or a
  ``MonitoredSession``) or after ``Saver.restore``, saves the values of the variables just
  initialised (first value wins) to the init-values file, and the names of those whose
  initialiser ran again (a new draw).
* ``install_modern_hooks`` (TF2 era): every variable created (``tf.Variable``, Keras, also
  ``tf.compat.v1`` variables in a compat island, also on a ``tf.function``'s first call) gets the TF1 initial value of the variable its
  name matches (``migrate.recording.names``), unless TF1 initialised that one again (its second
  draw is not the first value: the TF2 variable keeps its own); each creation is recorded with
  the match.
"""
from __future__ import annotations

import builtins
import json
import os
import re
import sys
import sysconfig

import numpy as np

from migrate.recording.encode import Encoder
from migrate.recording.names import in_graph, normalize

BUDGET_BYTES = 64 * 2**20  # JSON records: past this, arrays are recorded as summaries only
ARRAY_BUDGET_BYTES = 256 * 2**20  # .npy files of large arrays (environment: TF1TO2_ARRAY_BUDGET)
MAX_RECORDS = 200_000  # past this, records are counted and dropped


class RecordWriter:
    def __init__(self, path: str):
        self.path = os.path.abspath(path)
        self.file = open(self.path, "w", encoding="utf-8")
        self.arrays_dir = self.path + ".arrays"
        self.array_budget = int(os.environ.get("TF1TO2_ARRAY_BUDGET", ARRAY_BUDGET_BYTES))
        self.array_bytes = 0
        self.written = 0
        self.count = 0
        self.dropped = 0
        self.errors = 0
        self.exception = None  # "TypeName: first line" of the script's uncaught exception

    def encoder(self) -> Encoder:
        return Encoder(full=self.written < BUDGET_BYTES, store=self.store_array)

    def store_array(self, arr) -> str | None:
        """Save a large array whole as .npy (absolute path), or None past ARRAY_BUDGET_BYTES."""
        from migrate.recording.encode import savable

        arr = savable(np.asarray(arr))
        if self.array_bytes + arr.nbytes > self.array_budget:
            return None
        os.makedirs(self.arrays_dir, exist_ok=True)
        path = os.path.join(self.arrays_dir, f"{self.count:07d}_{self.array_bytes}.npy")
        np.save(path, arr, allow_pickle=False)
        self.array_bytes += arr.nbytes
        return path

    def write(self, record: dict) -> None:
        if self.count >= MAX_RECORDS:
            self.dropped += 1
            if self.dropped == 1:
                self._emit({"k": "overflow", "limit": MAX_RECORDS})
            return
        self.count += 1
        self._emit(record)

    def _emit(self, record: dict) -> None:
        line = json.dumps(record, ensure_ascii=True) + "\n"  # ensure_ascii: lone surrogates survive
        self.file.write(line)
        self.file.flush()
        self.written += len(line)

    def uncaught(self, exc: BaseException) -> None:
        """Remember the script's uncaught exception for the end record (a crash is then known
        whatever its traceback's length: TF errors can push the header out of a stderr tail)."""
        message = " ".join(str(exc).split())  # one line: TF errors span many
        self.exception = f"{type(exc).__name__}: {message}"[:300] if message else type(exc).__name__

    def close(self, exit_code: int) -> None:
        self._emit({"k": "end", "code": exit_code, "records": self.count, "dropped": self.dropped,
                    "hook_errors": self.errors, "uncaught": self.exception})
        self.file.close()


def _library_roots() -> tuple[str, ...]:
    paths = sysconfig.get_paths()
    roots = {os.path.realpath(paths[k]) for k in ("stdlib", "platstdlib", "purelib", "platlib") if k in paths}
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # .../migrate
    roots.add(os.path.realpath(here))
    roots.add(os.path.realpath(os.path.join(os.path.dirname(here), "compat_v1")))
    return tuple(r + os.sep for r in roots)


_LIBS = _library_roots()
_EXAMPLES = os.path.realpath(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "examples")) + os.sep
# tf1to2's stand-ins for removed TF1 modules whose source the converter copies into converted
# files (MNIST's input_data): user code on both sides, so what they print pairs up
_COPIED = {os.path.realpath(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), os.pardir,
                                         "compat_v1", "mnist_input_data.py"))}
_USER_CACHE: dict[str, bool] = {}


def is_user_file(filename: str) -> bool:
    """True for the script, its own modules and ``exec``'d code; False for library code."""
    cached = _USER_CACHE.get(filename)
    if cached is None:
        if filename.startswith("<"):
            cached = not filename.startswith("<frozen")
        else:
            real = os.path.realpath(filename)
            cached = real.startswith(_EXAMPLES) or real in _COPIED or not real.startswith(_LIBS)
        _USER_CACHE[filename] = cached
    return cached


def _where(frame) -> dict:
    return {"file": frame.f_code.co_filename, "line": frame.f_lineno}


def install_print_hook(writer: RecordWriter) -> None:
    original = builtins.print

    def print(*args, **kwargs):  # noqa: A001 - the point is to replace print
        frame = sys._getframe(1)
        stream = kwargs.get("file")
        if is_user_file(frame.f_code.co_filename) and (stream is None or stream is sys.stdout or stream is sys.stderr):
            try:
                enc = writer.encoder()
                record = {"k": "print", **_where(frame), "v": [enc.encode(a) for a in args]}
                if stream is sys.stderr:
                    record["stream"] = "stderr"
                writer.write(record)
            except Exception:  # recording never breaks the script
                writer.errors += 1
        return original(*args, **kwargs)

    builtins.print = print


# ---------------------------------------------------------------- legacy era (graph mode)

class InitDump:
    """The TF1 initial values, by variable name, in creation order; saved after each update.

    A script that resets the default graph makes new variables with the old names (``Variable``
    again): those of the k-th graph (k > 1) are kept as ``"<name> (graph k)"`` when the name is
    taken, a name ``names.VariableMatcher`` pairs as a uniquified one. Variables and graphs
    stay referenced (``id()`` of a freed one could be reused by a new one)."""

    def __init__(self, path: str | None):
        self.path = os.path.abspath(path) if path else None
        self.values: dict[str, np.ndarray] = {}
        self.trainable: dict[str, bool] = {}
        self.done: set[int] = set()  # id() of variables already saved
        self.names: dict[int, str] = {}  # id() of a saved variable -> the name its value is saved under
        self.redrawn: set[str] = set()  # saved names whose initialiser TF1 ran again (a new draw), then used
        self.pending: set[str] = set()  # drawn again by the last run: used unless a restore overwrites them first
        self.restoring = False  # inside Saver.restore (its own session runs are no use of a draw)
        self.graphs: dict[int, int] = {}  # id(graph) -> 1, 2, ... in order of first use
        self._alive: list = []  # the variables and graphs behind the ids above

    def add(self, variables, values, trainable_ids) -> None:
        changed = False
        for var, value in zip(variables, values):
            self.done.add(id(var))
            graph = getattr(var, "graph", None)
            self._alive += [var, graph]
            k = self.graphs.setdefault(id(graph), len(self.graphs) + 1)
            name = var.name
            if name in self.values and k > 1:
                name = in_graph(normalize(name), k)
            if name in self.values or value is None:
                continue
            self.names[id(var)] = name
            self.values[name] = np.asarray(value)
            self.trainable[name] = id(var) in trainable_ids
            changed = True
        if changed and self.path:
            self.save()

    def again(self, variables) -> None:
        """TF1 ran the initialisers of ``variables`` (saved before) once more: a new draw, which
        a TF2 variable started from the first value would not make again (Hvass-Labs' ensemble:
        ``global_variables_initializer()`` run before each network is trained). Pending until
        the next run (``used``); a restore before it overwrites the draw (``overwritten``: a new
        session initialised, then restored, as in aymericdamien's save_restore_model)."""
        self.pending |= {self.names[id(v)] for v in variables if id(v) in self.names}

    def used(self) -> None:
        """A run after the re-initialisation: the new draws count (saved as such)."""
        found = self.pending - self.redrawn
        self.pending = set()
        if found:
            self.redrawn |= found
            if self.path:
                self.save()

    def overwritten(self, variables) -> None:
        self.pending -= {self.names.get(id(v)) for v in variables}

    def save(self) -> None:
        names = list(self.values)
        arrays = {f"v{i}": self.values[n] for i, n in enumerate(names)}
        tmp = self.path + ".tmp.npz"
        np.savez(tmp, __names__=np.array(names, dtype=str),
                 __trainable__=np.array([self.trainable[n] for n in names], dtype=bool),
                 __redrawn__=np.array(sorted(self.redrawn), dtype=str), **arrays)
        os.replace(tmp, self.path)


def load_init_values(path: str) -> tuple[list[tuple[str, np.ndarray]], dict[str, bool], set[str]]:
    """``[(name, value), ...]`` in TF1 creation order, ``{name: trainable}``, and the names whose
    initialiser TF1 ran again and then used (``InitDump.again``)."""
    with np.load(path, allow_pickle=False) as data:
        names = [str(n) for n in data["__names__"]]
        trainable = [bool(t) for t in data["__trainable__"]]
        values = [(n, data[f"v{i}"]) for i, n in enumerate(names)]
        redrawn = {str(n) for n in data["__redrawn__"]} if "__redrawn__" in data.files else set()
    return values, dict(zip(names, trainable)), redrawn


def _flatten_fetches(fetches, out, depth=0):
    if depth > 50:
        return
    if isinstance(fetches, dict):
        for v in fetches.values():
            _flatten_fetches(v, out, depth + 1)
    elif isinstance(fetches, (list, tuple)):
        for v in fetches:
            _flatten_fetches(v, out, depth + 1)
    else:
        out.append(fetches)


def _fetched_ops(graph, fetches) -> list:
    ops = []
    flat = []
    _flatten_fetches(fetches, flat)
    for f in flat:
        if isinstance(f, str):
            try:
                f = graph.as_graph_element(f)
            except Exception:
                continue
        op = f if hasattr(f, "control_inputs") else getattr(f, "op", None)
        if op is not None and hasattr(op, "control_inputs"):
            ops.append(op)
    return ops


def _fed_value(variable, feed_dict) -> bool:
    """The run gave ``variable``'s initializer its value through the feed (``Variable.load(value,
    sess)`` runs the initializer with its initial value fed): an assignment, not a new draw."""
    if not feed_dict:
        return False
    try:
        value = variable.initializer.inputs[1]
    except (AttributeError, IndexError):
        return False
    return any(k is value or (isinstance(k, str) and k in (value.name, value.op.name)) for k in feed_dict)


def install_legacy_hooks(writer: RecordWriter, dump: InitDump) -> None:
    from tensorflow.python.client import session as tf_session
    from tensorflow.python.framework import ops as tf_ops
    from tensorflow.python.training import saver as tf_saver

    original_run = tf_session.BaseSession.run

    def initialised_by(graph, fetches, feed_dict=None) -> list:
        """The variables whose initialisers the run executed, in creation order (those
        initialised before: passed to ``dump.again``)."""
        variables = graph.get_collection(tf_ops.GraphKeys.GLOBAL_VARIABLES) + graph.get_collection(
            tf_ops.GraphKeys.LOCAL_VARIABLES)
        pending = {}
        for v in variables:
            initializer = getattr(v, "initializer", None)
            if initializer is not None:
                pending[initializer.name] = v
        if not pending:
            return []
        found, seen = [], set()
        stack = _fetched_ops(graph, fetches)
        while stack and len(seen) < 100_000:
            op = stack.pop()
            if op.name in seen:
                continue
            seen.add(op.name)
            if op.name in pending:
                found.append(pending[op.name])
            if op.type == "NoOp":  # group(...) of initialisers, nested per device
                stack.extend(op.control_inputs)
        # in creation order (the collection's), which the TF2 side's name matching relies on
        # for TF1's uniquified names (Variable, Variable_1...); the walk's order is not it
        found = {id(v) for v in found if not _fed_value(v, feed_dict)}
        dump.again([v for v in variables if id(v) in found and id(v) in dump.done])
        return [v for v in variables if id(v) in found and id(v) not in dump.done]

    def save_values(sess, variables) -> None:
        if not variables:
            return
        trainable = {id(v) for v in sess.graph.get_collection(tf_ops.GraphKeys.TRAINABLE_VARIABLES)}
        values = original_run(sess, list(variables))
        dump.add(variables, values, trainable)

    def run(self, fetches, feed_dict=None, options=None, run_metadata=None):
        if dump.pending and not dump.restoring:  # (a restore runs its own restore op through run)
            dump.used()
        result = original_run(self, fetches, feed_dict, options, run_metadata)
        frame = sys._getframe(1)
        try:
            save_values(self, initialised_by(self.graph, fetches, feed_dict))
        except Exception:
            writer.errors += 1
        if is_user_file(frame.f_code.co_filename):
            try:
                writer.write({"k": "fetch", **_where(frame), "v": writer.encoder().encode(result)})
            except Exception:
                writer.errors += 1
        return result

    tf_session.BaseSession.run = run

    original_restore = tf_saver.Saver.restore

    def restore(self, sess, save_path):
        dump.restoring = True
        try:
            result = original_restore(self, sess, save_path)
        finally:
            dump.restoring = False
        try:
            graph = sess.graph
            every = graph.get_collection(tf_ops.GraphKeys.GLOBAL_VARIABLES)
            # (drawn again, then restored before any use: the draw never counted; a Saver of
            # some variables restores only those)
            listed = getattr(self, "_var_list", None)
            dump.overwritten(list(listed.values()) if isinstance(listed, dict) else list(listed or every))
            variables = [v for v in every if id(v) not in dump.done]
            save_values(sess, variables)
        except Exception:
            writer.errors += 1
        return result

    tf_saver.Saver.restore = restore


# ---------------------------------------------------------------- modern era (TF2)

_INITIALIZER_SCOPE = re.compile(r"/?Initializer(_\d+)?$")


class InitSharer:
    """Replaces the initial value of TF2 variables whose names match a TF1 variable."""

    def __init__(self, writer: RecordWriter, legacy_values: list[tuple[str, np.ndarray]], trainable: dict | None = None,
                 redrawn: set | None = None):
        from migrate.recording.names import VariableMatcher

        self.writer = writer
        self.redrawn = {normalize(n) for n in redrawn or ()}  # TF1 drew these again: not shared
        self.values = {normalize(n): v for n, v in legacy_values}
        trainable = trainable or {}
        self.matcher = VariableMatcher([(n, v.shape, trainable.get(n)) for n, v in legacy_values])

    def wrap(self, kwargs: dict, name_now: bool = False) -> dict:
        """``kwargs`` of a variable creation with the initial value replaced. ``name_now``: the
        variable's name is its creation scope + ``name=`` (a tf.function's first-call variables
        evaluate their initial value outside the variable's name scope)."""
        initial = kwargs.get("initial_value")
        if initial is None or kwargs.get("variable_def") is not None:
            return kwargs
        kwargs = dict(kwargs)
        dtype, trainable = kwargs.get("dtype"), kwargs.get("trainable")
        name = None
        if name_now:
            from tensorflow.python.framework import ops

            scope, base = ops.get_name_scope(), kwargs.get("name") or "Variable"
            name = f"{scope}/{base}" if scope else base
        kwargs["initial_value"] = lambda: self.initial_value(initial, dtype, trainable, name)
        return kwargs

    def initial_value(self, initial, dtype, trainable, name=None):
        from tensorflow.python.framework import dtypes, ops

        value = initial() if callable(initial) else initial
        tensor = ops.convert_to_tensor(value, dtype=dtype)
        name = name or _INITIALIZER_SCOPE.sub("", ops.get_name_scope())
        shape = tuple(tensor.shape.as_list()) if tensor.shape.is_fully_defined() else None
        legacy_name, rule, note = self.matcher.match(name, shape, True if trainable is None else bool(trainable))
        record = {"k": "var", "name": name, "shape": list(shape) if shape else None,
                  "trainable": True if trainable is None else bool(trainable),
                  "matched": legacy_name, "rule": rule, "note": note}
        try:
            if legacy_name is None:
                return tensor
            if legacy_name in self.redrawn:
                # TF1 ran its initialiser again (a new draw); started from TF1's first value, the
                # TF2 variable would be reset to that value where TF1 drew another
                record["shared"] = False
                record["note"] = "TF1 initialised it again (a new draw): its own initial value kept"
                return tensor
            legacy = self.values[legacy_name]
            target = dtypes.as_dtype(tensor.dtype)
            if np.dtype(legacy.dtype).kind != np.dtype(target.as_numpy_dtype).kind:
                record["note"] = f"dtype {target.name} vs TF1 {legacy.dtype}: value cast"
            return ops.convert_to_tensor(legacy.astype(target.as_numpy_dtype), dtype=target)
        finally:
            self.writer.write(record)


def install_modern_hooks(writer: RecordWriter, legacy_values, legacy_trainable: dict | None = None,
                         redrawn: set | None = None) -> None:
    from tensorflow.python.ops import variable_v1, variables

    sharer = InitSharer(writer, legacy_values, legacy_trainable, redrawn)
    original_v2 = variables.default_variable_creator_v2
    original_v1 = variable_v1.default_variable_creator

    def creator_v2(next_creator=None, **kwargs):
        return original_v2(next_creator, **sharer.wrap(kwargs))

    def creator_v1(next_creator=None, **kwargs):
        return original_v1(next_creator, **sharer.wrap(kwargs))

    variables.default_variable_creator_v2 = creator_v2
    variable_v1.default_variable_creator = creator_v1

    # a variable made on a tf.function's first call (a Keras optimizer's slots, the converter's
    # variable store) is built by the function's own creator, which never calls the default one
    from tensorflow.python.eager.polymorphic_function import polymorphic_function

    unlifted = polymorphic_function.UnliftedInitializerVariable
    original_init = unlifted.__init__

    def init(self, *args, **kwargs):
        original_init(self, *args, **sharer.wrap(kwargs, name_now=True))

    unlifted.__init__ = init
