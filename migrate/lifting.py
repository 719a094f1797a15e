"""Lift a legacy (TF1) graph into a TF2 callable you can run eagerly and differentiate.

``lift(source, inputs, outputs)`` accepts

* a graph-building function (no arguments; makes placeholders and variables the TF1 way),
  via ``tf.compat.v1.wrap_function`` + ``prune``;
* a frozen ``GraphDef`` file (``.pb`` binary or ``.pbtxt`` text) or a ``GraphDef`` proto;
* a MetaGraph ``.meta`` file plus its checkpoint (``checkpoint=`` prefix; default: the
  ``.meta`` path without the suffix), restored through the graph's own Saver ops;
* a TF1 SavedModel directory (``tags=``, default the only MetaGraph), via
  ``tf.saved_model.load``.

``inputs`` / ``outputs`` are TF1 tensor names (``"x:0"``, ``"x"``, ``"scope/h"``, a unique
scope suffix); a miss raises ``compat_v1.names.TensorNameError`` listing the closest names.
The result ``f`` is called with the inputs in order (or as keywords named like the inputs'
op names): ``f(x)`` returns the output tensor, or a list for a list of outputs. Its
variables (``f.variables``, ``f.trainable_variables``) are ``tf.Variable`` s that
``tf.GradientTape`` sees, so ``tape.gradient(f(x), f.trainable_variables)`` works.

CAVEATS
1. A frozen GraphDef holds constants, not variables: gradients w.r.t. its weights are not
   available unless ``constants_as_variables=`` turns chosen ``Const`` nodes into variables
   (``True``: every floating Const with more than one element; or a list of names; or a
   predicate on the NodeDef). The meta+checkpoint and SavedModel routes keep real variables.
2. Legacy reference variables (``VariableV2``) in a ``.meta``/SavedModel are not lifted by
   ``wrap_function``; graphs from TF >= 1.x built with resource variables are.
3. Input shapes are checked against the placeholders' static shapes (``None`` dims accept
   any size); dtypes must match (Python/numpy values are converted to the placeholder dtype).
"""
from __future__ import annotations

import os

import numpy as np
import tensorflow as tf
from google.protobuf import message as _pb_message
from google.protobuf import text_format

from compat_v1.names import TensorNameError, resolve_tensor

__all__ = ["lift", "LiftedGraph", "LiftError", "TensorNameError"]

tf1 = tf.compat.v1


class LiftError(ValueError):
    """The source cannot be lifted (not a graph, missing checkpoint, unsupported variables)."""


class LiftedGraph:
    """A pruned legacy graph as a TF2 callable; see ``lift``.

    ``inputs`` / ``outputs``: the resolved graph tensors (names, static shapes, dtypes);
    ``variables`` / ``trainable_variables``: the lifted ``tf.Variable`` s; ``function``: the
    pruned ``ConcreteFunction`` (positional inputs, then variables from constants if any).
    """

    def __init__(self, function, inputs, outputs, single_output, variables, trainable,
                 extra_args=(), source=""):
        self.function = function
        self.inputs = list(inputs)
        self.outputs = list(outputs)
        self._single = single_output
        self.variables = list(variables)
        self.trainable_variables = list(trainable)
        self._extra = list(extra_args)
        self.source = source
        self._input_keys = [t.name.split(":")[0] for t in self.inputs]

    def __repr__(self):
        ins = ", ".join(t.name for t in self.inputs)
        outs = ", ".join(t.name for t in self.outputs)
        return f"<LiftedGraph {self.source}: ({ins}) -> ({outs}), {len(self.variables)} vars>"

    def _convert(self, value, placeholder):
        where = f"input {placeholder.name!r} of {self.source}"
        if isinstance(value, (tf.Tensor, tf.Variable)):
            if value.dtype != placeholder.dtype:
                raise TypeError(
                    f"{where} needs dtype {placeholder.dtype.name}, got {value.dtype.name}. "
                    f"Next step: tf.cast(value, tf.{placeholder.dtype.name})"
                )
            tensor = value
        else:
            try:
                tensor = tf.convert_to_tensor(np.asarray(value), dtype=placeholder.dtype)
            except (TypeError, ValueError) as exc:
                raise TypeError(f"{where}: cannot convert {type(value).__name__}: {exc}") from None
        if not placeholder.shape.is_compatible_with(tensor.shape):
            raise ValueError(
                f"{where} has shape {placeholder.shape} (None = any size), got "
                f"{tensor.shape}. Next step: reshape the value, e.g. add the batch axis"
            )
        return tensor

    def __call__(self, *args, **kwargs):
        if kwargs:
            unknown = sorted(set(kwargs) - set(self._input_keys))
            if unknown:
                raise TypeError(f"unknown input(s) {unknown}; inputs are {self._input_keys}")
            if args:
                raise TypeError("pass the inputs all positionally or all by name")
            missing = [k for k in self._input_keys if k not in kwargs]
            if missing:
                raise TypeError(f"missing input(s) {missing}")
            args = tuple(kwargs[k] for k in self._input_keys)
        if len(args) != len(self.inputs):
            raise TypeError(
                f"{self.source} takes {len(self.inputs)} input(s) "
                f"({', '.join(self._input_keys)}), got {len(args)}"
            )
        tensors = [self._convert(a, p) for a, p in zip(args, self.inputs)]
        result = self.function(*tensors, *[tf.convert_to_tensor(v) for v in self._extra])
        result = list(result) if isinstance(result, (list, tuple)) else [result]
        return result[0] if self._single else result


# --------------------------------------------------------------------------- sources


def _read_graph_def(path):
    try:
        data = open(path, "rb").read()
    except OSError as exc:
        raise FileNotFoundError(f"{path}: cannot read: {exc.strerror}") from None
    graph_def = tf1.GraphDef()
    try:
        graph_def.ParseFromString(data)
        if graph_def.node:
            return graph_def
    except _pb_message.DecodeError:
        pass
    try:
        text_format.Parse(data.decode("utf-8"), graph_def)
        if graph_def.node:
            return graph_def
    except (UnicodeDecodeError, text_format.ParseError):
        pass
    hint = "pass a frozen GraphDef (.pb / .pbtxt)"
    if os.path.basename(path) in ("saved_model.pb", "saved_model.pbtxt"):
        hint = f"this looks like a SavedModel file: pass its directory {os.path.dirname(path)!r}"
    raise LiftError(f"{path}: is not a GraphDef (parsed no nodes). Next step: {hint}, a "
                    f"MetaGraph .meta file, or a TF1 SavedModel directory")


def _select_constants(graph_def, which):
    if which is None or which is False:
        return []
    if which is True:
        def pick(node):
            if node.op != "Const":
                return False
            tensor = node.attr["value"].tensor
            dtype = tf.as_dtype(tensor.dtype)
            size = int(np.prod([d.size for d in tensor.tensor_shape.dim])) \
                if tensor.tensor_shape.dim else 1
            return dtype.is_floating and size > 1
    elif callable(which):
        pick = which
    else:
        names = set(which)
        consts = {n.name for n in graph_def.node if n.op == "Const"}
        missing = sorted(names - consts)
        if missing:
            raise LiftError(f"constants_as_variables names no Const node: {missing}. "
                            f"Const nodes: {sorted(consts)[:20]}")

        def pick(node):
            return node.name in names
    return [n for n in graph_def.node if pick(n)]


def _wrap_graph_def(graph_def, constants_as_variables):
    chosen = _select_constants(graph_def, constants_as_variables)
    feeds = {}

    def importer():
        input_map = {}
        for node in chosen:
            tensor = node.attr["value"].tensor
            shape = [d.size for d in tensor.tensor_shape.dim]
            ph = tf1.placeholder(tf.as_dtype(tensor.dtype), shape, name=f"lifted/{node.name}")
            feeds[node.name] = ph
            input_map[node.name + ":0"] = ph
        tf1.import_graph_def(graph_def, input_map=input_map, name="")

    wrapped = tf1.wrap_function(importer, [])
    variables = []
    if chosen:
        values = {n.name: tf.make_ndarray(n.attr["value"].tensor) for n in chosen}
        variables = [tf.Variable(values[n.name], name=n.name) for n in chosen]
    return wrapped, [feeds[n.name] for n in chosen], variables


def _wrap_builder(build):
    try:
        wrapped = tf1.wrap_function(build, [])
    except TypeError as exc:
        raise LiftError(
            f"the graph-building function {getattr(build, '__name__', build)!r} must take no "
            f"arguments and create tf.compat.v1.placeholder inputs ({exc})"
        ) from None
    return wrapped


def _restore(wrapped, saver, prefix, source):
    if saver is None:
        raise LiftError(f"{source}: the MetaGraph has no Saver, so its variables cannot be "
                        f"restored. Next step: save it with tf.compat.v1.train.Saver")
    sd = saver.saver_def
    graph = wrapped.graph
    restore = wrapped.prune(
        feeds=[graph.as_graph_element(sd.filename_tensor_name)],
        fetches=[graph.as_graph_element(sd.restore_op_name)],
    )
    try:
        restore(tf.constant(prefix))
    except (tf.errors.NotFoundError, tf.errors.InvalidArgumentError) as exc:
        raise LiftError(
            f"{source}: restoring checkpoint {prefix!r} failed: {exc.message.splitlines()[0]}. "
            f"Next step: pass checkpoint= the prefix that saved this graph (the path without "
            f".index/.data-*), e.g. tf.train.latest_checkpoint(dir); see "
            f"migrate.checkpoints.load_tf1_checkpoint to map renamed variables"
        ) from None


def _wrap_meta(path, checkpoint):
    prefix = checkpoint or path[: -len(".meta")]
    if os.path.isdir(prefix):
        prefix = tf.train.latest_checkpoint(prefix) or prefix
    if not (os.path.exists(prefix + ".index") or os.path.exists(prefix)):
        raise LiftError(
            f"{path}: no checkpoint {prefix!r} (looked for {prefix}.index). Next step: pass "
            f"checkpoint= the prefix written by Saver.save (or its directory)"
        )
    holder = []

    def importer():
        holder.append(tf1.train.import_meta_graph(path, clear_devices=True))

    try:
        wrapped = tf1.wrap_function(importer, [])
    except (OSError, _pb_message.DecodeError, ValueError) as exc:
        raise LiftError(f"{path}: not a readable MetaGraph: {exc}") from None
    _check_lifted(wrapped.graph, path)
    _restore(wrapped, holder[0], prefix, path)
    return wrapped


def _check_lifted(graph, source):
    graph_vars = graph.get_collection(tf1.GraphKeys.GLOBAL_VARIABLES)
    unlifted = [v.name for v in graph_vars
                if getattr(v, "handle", None) is None or tf.is_symbolic_tensor(v.handle)]
    if unlifted:
        raise LiftError(
            f"{source}: variables {unlifted[:5]} are legacy reference variables (VariableV2) "
            f"that wrap_function cannot lift. Next step: re-export the graph with "
            f"tf.compat.v1.enable_resource_variables(), or freeze it and use "
            f"constants_as_variables=True"
        )


def _load_saved_model(path, tags):
    try:
        loaded = tf.saved_model.load(path, tags=tags)
    except (OSError, ValueError, RuntimeError) as exc:
        raise LiftError(f"{path}: cannot load as a SavedModel: {str(exc).splitlines()[0]}") \
            from None
    if not hasattr(loaded, "prune"):
        raise LiftError(
            f"{path}: is a TF2 SavedModel (no TF1 graph to prune). Next step: call its "
            f"functions directly (tf.saved_model.load(path).signatures)"
        )
    return loaded


# --------------------------------------------------------------------------- lift


def _resolve_all(graph, names, source, kind):
    single = isinstance(names, (str, tf.Tensor))
    items = [names] if single else list(names)
    if not items:
        raise ValueError(f"{kind} is empty")
    tensors = []
    for name in items:
        try:
            tensors.append(resolve_tensor(graph, name))
        except TensorNameError as exc:
            raise TensorNameError(f"{source}: {kind}: {exc.message}", exc.name,
                                  exc.suggestions) from None
    return tensors, single


def lift(source, inputs, outputs, *, checkpoint=None, tags=None, constants_as_variables=None):
    """A TF2 callable computing ``outputs`` from ``inputs`` of a legacy graph (see module doc).

    ``f = lift("model.meta", ["x:0"], "h:0")``; ``f(x)`` has the shape of ``h`` for that x.
    Returns a ``LiftedGraph`` (callable; ``.variables``, ``.trainable_variables``).
    """
    constants_vars, const_feeds = [], []
    if callable(source) and not isinstance(source, (str, os.PathLike)):
        wrapped, label = _wrap_builder(source), getattr(source, "__name__", "builder")
        _check_lifted(wrapped.graph, label)
        graph, prune = wrapped.graph, wrapped.prune
        variables = list(wrapped.variables)
        trainable = list(wrapped.trainable_variables)
    elif isinstance(source, tf1.GraphDef):
        wrapped, const_feeds, constants_vars = _wrap_graph_def(source, constants_as_variables)
        label, graph, prune = "GraphDef", wrapped.graph, wrapped.prune
        variables, trainable = constants_vars, constants_vars
    elif isinstance(source, (str, os.PathLike)):
        path = os.fspath(source)
        label = path
        if not os.path.exists(path):
            raise FileNotFoundError(
                f"{path}: no such file or directory. Next step: pass a frozen .pb, a .meta "
                f"file (with its checkpoint) or a TF1 SavedModel directory"
            )
        if os.path.isdir(path):
            loaded = _load_saved_model(path, tags)
            _check_lifted(loaded.graph, path)
            graph, prune = loaded.graph, loaded.prune
            variables = list(loaded.variables)
            trainable = [v for v in variables if v.trainable]
        elif path.endswith(".meta"):
            wrapped = _wrap_meta(path, checkpoint)
            graph, prune = wrapped.graph, wrapped.prune
            variables = list(wrapped.variables)
            trainable = list(wrapped.trainable_variables)
        else:
            graph_def = _read_graph_def(path)
            wrapped, const_feeds, constants_vars = _wrap_graph_def(graph_def,
                                                                   constants_as_variables)
            graph, prune = wrapped.graph, wrapped.prune
            variables, trainable = constants_vars, constants_vars
    else:
        raise TypeError(
            f"cannot lift a {type(source).__name__}: pass a graph-building function, a "
            f"GraphDef, a .pb/.meta path or a SavedModel directory"
        )
    in_tensors, _ = _resolve_all(graph, inputs, label, "inputs")
    out_tensors, single = _resolve_all(graph, outputs, label, "outputs")
    function = prune(feeds=in_tensors + const_feeds, fetches=out_tensors)
    return LiftedGraph(function, in_tensors, out_tensors, single, variables, trainable,
                       extra_args=constants_vars, source=label)
