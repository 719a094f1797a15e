"""``tf.layers`` layer objects built once and called once, spelled as TF1's functional call.

TF1 defines ``tf.layers.dense(inputs, units, ...)`` as ``Dense(units, ...).apply(inputs)``, and
a layer object makes (and names: ``dense``, ``dense_1``, ... by variable scope) its variables
at its first call, not where it is built. So, before planning (the TF1 "Low Level APIs" guide)::

    linear_model = tf.layers.Dense(units=1)
    y_pred = linear_model(x)                 ->  y_pred = tf.layers.dense(x, units=1)

and the rules for the functional layers (``layers``, ``conv_layers``, ``batch_norm``) convert
the call. Only when, in one statement list (a module, function or ``with`` body):

* the object is bound once in the file, by ``name = tf.layers.<Class>(...)`` on a line of its
  own, for the classes below, with positional arguments only where the functional form takes
  the same ones after ``inputs``, and no ``*args``/``**kwargs``;
* its name is read nowhere else than one call ``name(inputs)`` (``name(inputs, training=t)``
  for ``Dropout`` / ``BatchNormalization``), in a later statement of that list, outside any
  loop, function, lambda or comprehension there (called once: a second call reuses the
  variables, which the functional form would not);
* no statement from the constructor to the call binds a name the constructor's arguments read.

Anything else (``layer.kernel``, ``layer.trainable_variables``, two calls) is left as written
for the planner, which refuses it. A layer built and applied at once (``tf.layers.Dense(4)(x)``)
is the functional call too. (The Keras objects below may be read after their call.)

``tf.keras.layers`` objects (``KERAS``: Dense, Embedding, Conv1D, Conv2D, Conv2DTranspose, 2-D
pooling, Flatten, Dropout) were, in a TF1 graph, the Keras 2 layers ``tf.layers`` subclassed: same variables
(``dense/kernel``...), same maths. In a file that trains or saves (or builds and applies one at
once, which the planner refuses), they are first spelled as ``tf.layers`` objects and then as
the functional calls above, so the rules make their variables with TF1's names and an
optimizer can list them (hunt 14's most frequent island: ``minimize`` of a loss computed by
Keras layers). Since session 36 (hunt 28's most frequent island) the script may read a variable
layer's state after its call (``layer.kernel``, ``trainable_weights``, ``get_weights()`` in a
session block: TF1's listing of the layer's variables, ``_state_value``), and a
``tf.keras.Sequential([...])`` of these layers is the chain of their calls at each call of the
model, named as Keras 2 named them (``sequential/dense/kernel``). All or nothing per file: see
``keras_layer_objects``. Rebuilt calls are recorded in ``origins``. Never imports TensorFlow.
"""
from __future__ import annotations

import re

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import bound_names
from migrate.source.native.context import arg, names_in
from migrate.source.native.layer_chains import fetched_literal
from migrate.source.native.walk import TracingTransformer, children, instances, nodes, record_origin, without_statements
from migrate.source.rules.keras_v1 import LAMBDA, WEIGHTLESS, lambda_reads
from migrate.source.rules.layers import ACTIVATIONS, INITIALIZERS

__all__ = ["functional_layer_calls", "CLASSES"]

# class -> (functional name, positional parameters shared after ``inputs``, call keywords)
CLASSES = {
    "tf.layers.Dense": ("dense", 2, ()),  # (units, activation)
    "tf.layers.Conv2D": ("conv2d", 4, ()),  # (filters, kernel_size, strides, padding)
    "tf.layers.Conv1D": ("conv1d", 4, ()),
    # (no such TF1 class: Keras 2's Embedding, whose functional spelling ``tf.layers.embedding``
    # only the planner reads: ``layers.expand_embedding``)
    "tf.layers.Embedding": ("embedding", 2, ()),  # (input_dim, output_dim)
    "tf.layers.Conv2DTranspose": ("conv2d_transpose", 4, ()),
    "tf.layers.MaxPooling2D": ("max_pooling2d", 3, ()),  # (pool_size, strides, padding)
    "tf.layers.AveragePooling2D": ("average_pooling2d", 3, ()),
    "tf.layers.Flatten": ("flatten", 0, ()),  # (``flatten(inputs, name, data_format)``: keywords only)
    "tf.layers.Dropout": ("dropout", 1, ("training",)),  # (rate)
    "tf.layers.BatchNormalization": ("batch_normalization", 0, ("training",)),
}
_SCOPES = (cst.For, cst.While, cst.FunctionDef, cst.ClassDef, cst.Lambda, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)

# ``tf.keras.layers`` classes TF1 ran as the same Keras 2 layers ``tf.layers`` subclassed -> the
# ``tf.layers`` class (its functional call in ``CLASSES``) and the constructor keywords taken
# (``input_shape`` / ``input_dim``: unused by a layer called on a tensor, dropped)
# (not ``trainable``: ``Dense(4, trainable=False)`` made, under TF 2.21's compat.v1 and Keras 2,
# variables a TF1 optimizer still trained, where ``tf.layers`` would freeze them: measured)
_DENSE = {"units", "activation", "use_bias", "kernel_initializer", "bias_initializer", "name"}
_CONV = {"filters", "kernel_size", "strides", "padding", "activation", "use_bias", "kernel_initializer", "bias_initializer", "name",
         "dilation_rate"}
_POOL = {"pool_size", "strides", "padding", "name"}
KERAS = {
    "tf.keras.layers.Dense": ("tf.layers.Dense", _DENSE),
    "tf.keras.layers.Conv2D": ("tf.layers.Conv2D", _CONV), "tf.keras.layers.Convolution2D": ("tf.layers.Conv2D", _CONV),
    "tf.keras.layers.Conv2DTranspose": ("tf.layers.Conv2DTranspose", _CONV),
    "tf.keras.layers.Embedding": ("tf.layers.Embedding", {"input_dim", "output_dim", "embeddings_initializer", "name"}),
    "tf.keras.layers.Conv1D": ("tf.layers.Conv1D", _CONV), "tf.keras.layers.Convolution1D": ("tf.layers.Conv1D", _CONV),
    "tf.keras.layers.MaxPooling2D": ("tf.layers.MaxPooling2D", _POOL), "tf.keras.layers.MaxPool2D": ("tf.layers.MaxPooling2D", _POOL),
    "tf.keras.layers.AveragePooling2D": ("tf.layers.AveragePooling2D", _POOL),
    "tf.keras.layers.AvgPool2D": ("tf.layers.AveragePooling2D", _POOL),
    "tf.keras.layers.Flatten": ("tf.layers.Flatten", {"name"}),
    "tf.keras.layers.Dropout": ("tf.layers.Dropout", {"rate", "noise_shape", "seed", "name"}),
}
_DROPPED = ("input_shape", "input_dim", "batch_input_shape")
_EMBEDDING_DROPPED = ("input_shape", "input_length", "batch_input_shape")  # (its input_dim is the vocabulary's size)
_SAFE_NAME = re.compile(r"[A-Za-z0-9_]+")  # (a layer name read back by a variable listing: taken as a regex)
_NAMED = ("tf.layers.Dense", "tf.layers.Conv2D", "tf.layers.Conv2DTranspose", "tf.layers.Conv1D", "tf.layers.Embedding")  # (the ones with variables)
_TRAINING = ("minimize", "compute_gradients", "apply_gradients")  # (a file that trains or saves: its variables matter)
# names whose presence keeps the Keras layers as written: other variable makers and scopes
# (Keras 2 counted its layer names per graph, ``tf.layers`` per variable scope, and the two
# uniquified each other's variables), the learning phase (a Keras Dropout called without
# ``training=`` followed it, ``tf.layers`` did not)
_KERAS_ONLY_WITHOUT = ("tf.layers.", "tf.contrib.", "tf.variable_scope", "tf.name_scope", "tf.get_variable",
                       "tf.keras.backend.learning_phase", "tf.keras.Model", "tf.keras.models.", "tf.keras.Sequential",
                       "tf.keras.Input", "tf.keras.layers.Input", "tf.nn.rnn_cell.", "tf.make_template")


def functional_layer_calls(module: cst.Module, table: ImportTable, origins: dict | None = None,
                           why: list | None = None) -> cst.Module:
    """``module`` with each layer object above replaced by the functional call at its one call
    (itself if none); the ``tf.keras.layers`` objects of ``KERAS`` too, when every Keras layer
    of the file can be (``keras_layer_objects``; ``why`` gets the reason they are not)."""
    return _tf_layer_objects(keras_layer_objects(module, table, origins, why), table, origins)


def _tf_layer_objects(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``functional_layer_calls`` of the ``tf.layers`` objects (and ``tf.layers.Dense(4)(x)``)."""
    found = [a for a in instances(module, cst.Assign) if _constructor(a, table) is not None]
    inline = [c for c in instances(module, cst.Call) if type(c.func) is cst.Call and _applied_once(c, table)]
    if not found and not inline:
        return module
    reads: dict = {}  # name -> Name nodes spelling it (the binding's included)
    for n in instances(module, cst.Name):
        reads.setdefault(n.value, []).append(n)
    made = {}  # id(call of a layer object) -> the constructor call
    gone = set()  # ids of constructor statements
    for body in _bodies(module):
        for i, stmt in enumerate(body):
            small = stmt.body[0] if type(stmt) is cst.SimpleStatementLine and len(stmt.body) == 1 else None
            if type(small) is not cst.Assign or not any(small is a for a in found):
                continue
            name = small.targets[0].target.value
            spelled = [n for n in reads[name] if n is not small.targets[0].target]
            call = _one_call(spelled, body[i + 1:], small, table)
            if call is None:
                continue
            j, node, constructor = call
            if bound_names(body[i + 1:i + 2 + j]) & names_in(small.value):
                continue  # (an argument's name rebound before the call: another value there)
            made[id(node)] = constructor
            gone.add(id(stmt))
    for c in inline:  # (``tf.layers.Dense(4)(x)``: built and applied at once, as the functional call)
        made[id(c)] = None
    if not made:
        return module
    return _Rewrite(made, gone, table, origins).rewrite(module)


def _applied_once(c: cst.Call, table: ImportTable) -> bool:
    """``c`` is ``tf.layers.<Class>(...)(inputs[, training=t])`` for a class of ``CLASSES``."""
    q = table.qualname(c.func.func) if isinstance(c.func.func, (cst.Attribute, cst.Name)) else None
    if q not in CLASSES or any(a.star for a in c.func.args) or sum(1 for a in c.func.args if a.keyword is None) > CLASSES[q][1]:
        return False
    inputs = [a for a in c.args if a.keyword is None]
    return len(inputs) == 1 and c.args[0] is inputs[0] and not any(
        a.star or a.keyword.value not in CLASSES[q][2] for a in c.args[1:])


def keras_layer_objects(module: cst.Module, table: ImportTable, origins: dict | None = None,
                        why: list | None = None) -> cst.Module:
    """``module`` with its ``tf.keras.layers`` layers of ``KERAS`` spelled as the functional
    ``tf.layers`` calls TF1 computed the same with (``d = tf.keras.layers.Dense(4, activation="relu")``
    ... ``h = d(x)`` -> ``h = tf.layers.dense(x, 4, activation="relu", name="dense")``; built and
    applied in one expression too), so the rules make their variables with TF1's names and an
    optimizer can list them. Keras named a layer when it was built (``dense``, ``dense_1``: one
    count per class), ``tf.layers`` when called: each variable layer's name is written in; a
    layer called more than once gets ``reuse=tf.AUTO_REUSE`` (its first call makes the
    variables, the others read them, as Keras did). Only when every Keras layer of the file is
    one of ``KERAS``, built with the keywords listed there, read only as calls on a statement's
    first-argument spine (``_keras_call_sites``), no other variable maker, scope or learning
    phase is named (``_KERAS_ONLY_WITHOUT``) but ``tf.get_variable`` and ``tf.layers`` calls
    whose names cannot clash with the Keras layers' (``_beside``: a ``tf.layers`` layer of a kind
    the Keras layers build advances their default names), no layer is given a name Keras would give another,
    and the file trains or saves (``_TRAINING``, ``tf.gradients``, ``Saver``: its variables are
    listed) or builds and applies a layer at once (which the planner refuses); otherwise
    ``module`` itself (Keras 3 runs them), and ``why`` (a list) gets the reason, for the
    planner's message when an optimizer cannot list their variables."""
    why = why if why is not None else []
    attributes = instances(module, cst.Attribute)
    if table.primary is None or not any(a.attr.value == "keras" for a in attributes):
        return module  # (the common case, without a qualname: no ``tf.keras`` spelled)
    # (a file reading a layer's state too: TF1 built the layer at its call in the graph, Keras 3
    # in the run function holding the call, after a read in module code: hunt 31 k_039)
    trains = any(a.attr.value in _TRAINING or a.attr.value in _STATE_READS for a in attributes)
    made, models = [], set()  # the Keras layer classes named; the Sequential classes named
    other = None  # the first other variable maker, scope, model or learning phase named
    beside = []  # (node, qualname) of the variable makers the layers may share the file with (``_beside``)
    inner = {id(a.value) for a in attributes}  # (``tf.layers`` in ``tf.layers.dense``)
    for n in instances(module, (cst.Attribute, cst.Name)):
        if not table.names_tf(n):
            continue
        q = table.qualname(n) or ""
        # (a graph seed: TF1's layers drew their initial values from it, Keras 3's unseeded ones
        # do not: hunt 31 W2, other numbers at each run)
        trains = trains or q in ("tf.gradients", "tf.train.Saver", "tf.set_random_seed", "tf.random.set_random_seed")
        if q in _SEQUENTIAL:
            models.add(id(n))
            continue
        if q.startswith(_KERAS_ONLY_WITHOUT) or q.endswith("learning_phase"):
            if q in ("tf.get_variable", "tf.variable_scope") or q in _CONTRIB_VALUES or _tf_layers_base(q) is not None:
                beside.append((n, q))
            elif id(n) not in inner or q not in ("tf.contrib.layers", "tf.layers"):
                other = other or q
        elif q.startswith("tf.keras.layers."):
            made.append((n, q))
    if not made:
        return module
    if other is not None:
        if trains:  # (``why`` is read only where the layers' variables or seeded values matter)
            why.append(f"the file also names {other}, and the converter spells Keras layers as TF1 variables only in a "
                       "file without other variable makers, variable scopes, Keras models or the learning phase")
        return module
    funcs = {id(n): q for n, q in made}
    constructors = [c for c in instances(module, cst.Call) if id(c.func) in funcs]
    sequentials = [c for c in instances(module, cst.Call) if id(c.func) in models]
    if len(sequentials) != len(models):  # (``tf.keras.Sequential`` named but not called with a list)
        why.append("tf.keras.Sequential named otherwise than called")
        return module
    inside = {}  # id(layer constructor) -> the Sequential call listing it
    for model in sequentials:
        layers = _sequential_layers(model, {id(c) for c in constructors})
        if layers is None:
            why.append("a tf.keras.Sequential built otherwise than from a list literal of layer constructors "
                       "(model.add, a list made elsewhere, other arguments)")
            return module
        inside.update((id(c), model) for c in layers)
    built = {id(c) for c in constructors}
    if not trains and not any(id(c.func) in built for c in instances(module, cst.Call)):
        return module  # (inference only, no layer built and applied at once: Keras 3 runs them)
    if any(a.attr.value == "set_floatx" for a in attributes) and any(
            funcs[id(c.func)] == "tf.keras.layers.Embedding" for c in constructors):
        # (Keras 2's Embedding took floatx's dtype, not its integer input's: hunt 35 v_062, a
        # float64 table where the expansion makes a float32 one)
        why.append("tf.keras.layers.Embedding in a file that calls tf.keras.backend.set_floatx: its table took floatx's dtype, "
                   "which the expansion does not follow")
        return module
    if len(constructors) != len(made):  # (a class named but not called: ``layer_class = tf.keras.layers.Dense``)
        why.append("a Keras layer class named otherwise than called (layer_class = tf.keras.layers.Dense)")
        return module
    kept = {id(c) for c in constructors if _kept_as_keras(c, funcs[id(c.func)], table, module)}
    explicit = []
    for c in constructors:
        q = funcs[id(c.func)]
        if id(c) in kept:
            continue
        if q not in KERAS or any(a.star for a in c.args):
            why.append(f"{q}: the mask it makes is read by the layers after it (pooling, RNNs), which the expansion "
                       "would drop" if q == "tf.keras.layers.Masking" else _lambda_unkept(c, table, module)
                       if q == LAMBDA else
                       f"{q} is not a layer the converter spells as TF1 variables (it spells {_SPELLED}, and keeps "
                       "layers without weights)" if q not in KERAS else f"{q}(*args/**kwargs)")
            return module
        layer, keywords = KERAS[q]
        other = next((a.keyword.value for a in c.args if a.keyword is not None and a.keyword.value not in keywords | set(_dropped(layer))), None)
        if other is not None or sum(1 for a in c.args if a.keyword is None) > CLASSES[layer][1]:
            why.append(f"{q}(..., {other}=...) is not spelled as TF1 variables" if other is not None
                       else f"{q} with more positional arguments than its TF1 layer takes")
            return module
        if not _known_strings(c):
            why.append(f"{q} with an activation or initializer name the converter does not spell")
            return module
        name = arg(c, None, "name")
        if name is not None:
            if not isinstance(name, cst.SimpleString) or any(
                    name.evaluated_value == b or name.evaluated_value.startswith(b + "_") for b, _, _ in CLASSES.values()):
                why.append(f"{q}(name=...) not a string literal, or one Keras would give another layer")
                return module
            explicit.append(name.evaluated_value)
    if len(set(explicit)) != len(explicit):
        why.append("two Keras layers given the same name=")
        return module
    sites = _keras_call_sites(module, [c for c in constructors if id(c) not in inside and id(c) not in kept] + sequentials,
                              table)
    if sites is None:  # (a layer object read otherwise than called: ``layer.kernel``, in a loop...)
        why.append("a Keras layer object read otherwise than called in later statements of the list that binds it: in "
                   "a loop or nested function, two calls in one expression (pred = l2(h) + l3(x)), a dict or list of calls read "
                   "otherwise than fetched by sess.run, or an attribute the "
                   "converter does not read (layer.kernel, trainable_weights, get_weights() are read)")
        return module
    order = _evaluation_order(module)
    # Keras's default names: one count per class, in construction order, after the ``tf.layers``
    # layers of that name made before the Keras ones (``_beside``)
    counts: dict = {}
    if beside:
        reason = _beside(beside, constructors, sequentials, kept, funcs, order, sites, module, table, counts)
        if reason is not None:
            why.append(reason)
            return module
    names = {}  # id(constructor) -> the Keras name of the layer or Sequential it builds (None: not needed)
    for c in sorted(constructors + sequentials, key=lambda c: order[id(c)]):
        given = arg(c, None, "name")
        base = "sequential" if id(c.func) in models else None
        if base is None and id(c) not in kept and KERAS[funcs[id(c.func)]][0] in _NAMED:
            base = CLASSES[KERAS[funcs[id(c.func)]][0]][0]  # (the functional layer's: ``dense``, ``dense_1``...)
        if given is None and base is not None:
            n = counts.get(base, 0)
            counts[base] = n + 1
            given = cst.SimpleString(f'"{base}"' if n == 0 else f'"{base}_{n}"')
        names[id(c)] = given.evaluated_value if given is not None else None
    made, gone, read, chains = {}, set(), {}, {}
    if not sequentials:  # (each call of a Keras 2 layer opened a name scope; a later layer's variables took the next free one)
        names.update(_scoped_names([c for c in constructors if id(c) not in inside and id(c) not in kept], names, sites, order))
    clash = _name_clash(module, table, [names[id(c)] for c in constructors + sequentials
                                        if id(c) not in kept and names.get(id(c)) is not None], {id(c) for c in constructors + sequentials})
    if clash is not None:
        why.append(clash)
        return module
    scope_prefixes = _scope_prefixes(module, table) if beside else {}
    for c in constructors:
        if id(c) in inside or id(c) in kept:
            continue
        layer = KERAS[funcs[id(c.func)]][0]
        statement, calls, state, _ = sites[id(c)]
        name = cst.SimpleString(f'"{names[id(c)]}"') if names[id(c)] is not None else None
        for call in calls:
            made[id(call)] = _tf_layers_constructor(c, layer, name, len(calls) > 1, table, origins)
        # (called in a variable scope, its variables are under it: hunt 37 y_012 read ``proj.kernel``)
        full = scope_prefixes.get(id(calls[0]), "") + names[id(c)] if calls and names[id(c)] is not None else names[id(c)]
        if state and not all(_SAFE_NAME.fullmatch(part) for part in full.split("/")):  # (read back as a regex)
            why.append(f"a Keras layer whose state is read, called in a variable scope whose name is not a plain word ({full!r})")
            return module
        for node, what, session in state:
            read[id(node)] = _state_value([full], what, session, table)
        if statement is not None:
            gone.add(id(statement))
    for model in sequentials:
        statement, calls, state, first = sites[id(model)]
        layers = [c for c in constructors if inside.get(id(c)) is model]
        # (Keras 2 built a Sequential whose first layer states its input shape when it was made,
        # outside the model's name scope: ``dense/kernel``; else at its first call, inside it:
        # ``sequential/dense/kernel``)
        prefix = "" if _states_input(layers[0]) else names[id(model)] + "/"
        if not prefix and first != 0:  # (its variables made earlier than the call: TF1's op seeds counted them there)
            why.append("a tf.keras.Sequential whose first layer states input_shape (TF1 made its variables where the "
                       "model was built) not called in the statement right after it")
            return module
        full = {id(c): prefix + names[id(c)] if names[id(c)] is not None else None for c in layers}
        for call in calls:
            chains[id(call)] = [_keras_constructor(c) if id(c) in kept else _tf_layers_constructor(
                c, KERAS[funcs[id(c.func)]][0], cst.SimpleString(f'"{full[id(c)]}"') if full[id(c)] is not None else None,
                len(calls) > 1, table, origins) for c in layers]
        variable_layers = [full[id(c)] for c in layers if id(c) not in kept and KERAS[funcs[id(c.func)]][0] in _NAMED] \
            if not prefix \
            else [names[id(model)]]  # (``sequential/`` lists them all)
        if state and not all(_SAFE_NAME.fullmatch(n) for n in variable_layers):  # (read back as a regex)
            why.append("a Keras layer whose state is read given a name= that is not a plain word")
            return module
        for node, what, session in state:
            read[id(node)] = _state_value(variable_layers, what, session, table)
        if statement is not None:
            gone.add(id(statement))
    return _Rewrite(made, gone, table, origins, read, chains).rewrite(module)


_SEQUENTIAL = ("tf.keras.Sequential", "tf.keras.models.Sequential")
_SPELLED = "Dense, Embedding, Conv1D, Conv2D, Conv2DTranspose, MaxPooling2D, AveragePooling2D, Flatten and Dropout"
# ``tf.contrib.layers`` values that make no variable: a file naming them may spell its Keras layers
_CONTRIB_VALUES = ("tf.contrib.layers.xavier_initializer", "tf.contrib.layers.xavier_initializer_conv2d",
                   "tf.contrib.layers.variance_scaling_initializer", "tf.contrib.layers.l1_regularizer",
                   "tf.contrib.layers.l2_regularizer")
# the ``tf.layers`` functions (each class is the CamelCase of one: ``Conv2DTranspose``)
_TF_LAYERS_FUNCTIONS = frozenset({
    "dense", "conv1d", "conv2d", "conv3d", "conv2d_transpose", "conv3d_transpose", "separable_conv1d", "separable_conv2d",
    "batch_normalization", "dropout", "flatten", "max_pooling1d", "max_pooling2d", "max_pooling3d", "average_pooling1d",
    "average_pooling2d", "average_pooling3d"})


def _tf_layers_base(q: str) -> str | None:
    """The layer name ``tf.layers.<q's last part>`` counts (``tf.layers.dense`` and
    ``tf.layers.Dense`` -> ``dense``: the class name in snake case, as Keras 2 named a layer
    built without ``name=``), or None for another name."""
    if not q.startswith("tf.layers."):
        return None
    last = q[len("tf.layers."):]
    snake = re.sub("([a-z])([A-Z])", r"\1_\2", re.sub("(.)([A-Z][a-z]+)", r"\1_\2", last)).lower()
    return snake if snake in _TF_LAYERS_FUNCTIONS and (last == snake or (last[:1].isupper() and not last.isupper())) else None


def _literal_scope(c, table: ImportTable) -> str | None:
    """The name of ``tf.variable_scope("<name>")`` given alone as a string literal, else None."""
    if type(c) is not cst.Call or table.qualname(c.func) != "tf.variable_scope" or len(c.args) != 1 \
            or c.args[0].keyword is not None or c.args[0].star:
        return None
    return c.args[0].value.evaluated_value if isinstance(c.args[0].value, cst.SimpleString) else None


def _beside(beside: list, constructors: list, sequentials: list, kept: set, funcs: dict, order: dict, sites: dict,
            module: cst.Module, table: ImportTable, offsets: dict) -> str | None:
    """Why the Keras layers (``constructors``; Sequential calls ``sequentials``; their call
    ``sites``) cannot be spelled as TF1 variables beside the other variable makers and scopes of
    the file (``beside``: ``tf.get_variable``, ``tf.layers`` calls, ``tf.variable_scope``,
    ``tf.contrib.layers`` initializers), or None; then ``offsets`` gets, per Keras default layer
    name, the ``tf.layers`` layers of that name made before.

    TF1 named the two kinds from two counts: a Keras 2 layer took the next free name of Keras's
    per-graph count (``dense``, ``dense_1``...) when built, which each ``tf.layers`` layer built
    also advanced; a ``tf.layers`` layer's variables took the next free variable scope of its
    kind, which Keras layers do not take, so a ``tf.layers.dense`` after a Keras ``Dense`` made
    ``dense/kernel_1`` (measured under ``tf1to2 run``). So: a ``tf.layers`` layer of a kind
    the Keras layers also build comes before all of them, in straight-line code (built once),
    without ``name=``; a ``tf.get_variable`` name is a string that is no Keras layer's name or
    default name (``dense``, ``dense_3``, ``dense/w``: the graph would rename one of the two).

    A Keras 2 layer made its variables under the graph's name scope where it was first called
    (``enc/dense_1/kernel``), which a variable scope opens under its own name only the first
    time (entered again: ``enc_1/``; measured), where the expansion's ``tf.layers`` call takes
    the variable scope: so each ``tf.variable_scope("name")`` is a ``with`` of a literal name,
    no other argument, in straight-line code, no two of the same name, and no Keras layer is
    called twice (its second call's name scope)."""
    defaults, given, first = set(), set(), {}  # Keras default names; names given; first Keras layer of each default name
    for c in constructors:
        layer = KERAS.get(funcs[id(c.func)])
        if id(c) in kept or layer is None or layer[0] not in _NAMED:
            continue
        name = arg(c, None, "name")
        if name is not None:
            given.add(name.evaluated_value if isinstance(name, cst.SimpleString) else None)
            continue
        base = CLASSES[layer[0]][0]
        defaults.add(base)
        first[base] = min(first.get(base, order[id(c)]), order[id(c)])
    if sequentials:
        defaults.add("sequential")
        given.update(n.evaluated_value for n in (arg(m, None, "name") for m in sequentials) if isinstance(n, cst.SimpleString))
    calls = {id(c.func): c for c in instances(module, cst.Call)}
    scoped = {id(c) for s in instances(module, _SCOPES) for c in instances(s, cst.Call)}
    entered = {id(item.item) for w in instances(module, cst.With) for item in w.items}
    scopes = set()
    for n, q in beside:
        c = calls.get(id(n))
        if c is None:
            return f"{q} named otherwise than called, in a file whose Keras layers would be spelled as TF1 variables"
        if q == "tf.variable_scope":
            value = _literal_scope(c, table)
            twice = any(len(sites[id(k)][1]) > 1 for k in constructors + sequentials if id(k) in sites)
            if value is None or value in scopes or id(c) not in entered or id(c) in scoped or twice:
                return ("tf.variable_scope beside Keras layers: Keras 2 named a layer's variables by the graph's name scope "
                        "where it was first called, which the converter follows only for a variable scope entered once, by a "
                        "`with` of a literal name and no other argument, in straight-line code, with each Keras layer called "
                        "once")
            scopes.add(value)
            continue
        if q == "tf.get_variable":
            name = arg(c, 0, "name")
            value = name.evaluated_value if isinstance(name, cst.SimpleString) else None
            clash = value is None or value in given or any(value == b or value.startswith((b + "_", b + "/")) for b in defaults)
            if clash:
                return (f"tf.get_variable({value!r}) " if value is not None else "tf.get_variable with a computed name ") + (
                    "beside Keras layers: its name may be one Keras gives a layer (TF1's graph renamed one of the two "
                    "variables), so the Keras layers are not spelled as TF1 variables")
            continue
        base = _tf_layers_base(q)
        if base is None or base not in defaults:
            continue  # (another kind of layer, or an initializer: a count of its own)
        if arg(c, None, "name") is not None or id(c) in scoped or order[id(c)] > first[base]:
            return (f"{q} beside a Keras layer named {base!r} by default: TF1 named the two from two counts "
                    f"(Keras 2 per graph, tf.layers per variable scope), which the converter follows only when every "
                    f"{q} comes before the Keras layers, once, in straight-line code, without name=")
        offsets[base] = offsets.get(base, 0) + 1
    return None


# TensorFlow functions whose ops (or name scope) take a graph name a Keras layer may want:
# ``tf.nn.conv2d``'s op is ``Conv2D``, and graph names are compared ignoring case (hunt 37)
_OP_NAMES = {"tf.nn.conv2d": "conv2d", "tf.nn.conv1d": "conv1d", "tf.nn.conv2d_transpose": "conv2d_transpose",
             "tf.nn.conv1d_transpose": "conv1d_transpose", "tf.nn.conv3d": "conv3d", "tf.nn.conv3d_transpose": "conv3d_transpose"}
_NAMING = ("tf.variable_scope", "tf.name_scope", "tf.get_variable")  # (their first argument names a scope or an op)


def _name_clash(module: cst.Module, table: ImportTable, layer_names: list, keras: set) -> str | None:
    """Why a Keras layer's variables may not take the name the expansion gives them, or None.

    A Keras 2 layer made its variables under ``name_scope(layer.name)`` where it was called,
    and TensorFlow's graph gives a name scope the next free name, compared ignoring case: an op
    or scope of the same name made before (a placeholder or ``tf.Variable`` named ``fc``, a
    ``tf.variable_scope("fc")``, ``tf.nn.conv2d``'s op ``Conv2D``, ``tf.nn.conv1d``'s scope) made
    TF1 name the layer's variables ``fc_1/kernel``, ``conv2d_1/kernel`` (hunt 37 W: names, and
    the variables a scope filter lists). Refused when any name this file gives an op or scope
    (``name=``, the scopes' and ``get_variable``'s first argument, ``_OP_NAMES``), wherever it
    is, is a Keras layer's name or one of the variable scopes they are called in, under
    another use (``keras``: ids of the Keras constructors and Sequential calls, whose ``name=``
    is the layer's or model's)."""
    taken: dict = {}  # lower-cased name (each part of a path) -> times given

    def take(text: str) -> None:
        for part in text.lower().split("/"):
            taken[part] = taken.get(part, 0) + 1

    for c in instances(module, cst.Call):
        if id(c) in keras or not isinstance(c.func, (cst.Attribute, cst.Name)) or not table.names_tf(c.func):
            continue
        q = table.qualname(c.func) or ""
        name = arg(c, 0 if q in _NAMING else None, "name_or_scope" if q in ("tf.variable_scope", "tf.name_scope") else "name")
        if isinstance(name, cst.SimpleString):
            take(name.evaluated_value)
        elif name is None and q in _OP_NAMES:
            take(_OP_NAMES[q])
    for w in instances(module, cst.With):
        scope = _literal_scope(w.items[0].item, table) if len(w.items) == 1 else None
        if scope is not None and taken.get(scope.lower(), 0) > 1:
            return (f"tf.variable_scope({scope!r}) holding Keras layers, whose name the file also gives another op "
                    "or scope: TF1's graph named the layers' variables under the next free name (_1)")
    for layer in layer_names:
        if layer.lower() in taken:
            return (f"a Keras layer named {layer!r}, a name the file also gives an op or scope (name=, a scope, tf.nn.conv2d's "
                    "Conv2D...): TF1's graph named the layer's variables under the next free name (_1), ignoring case")
    return None


def _scope_prefixes(module: cst.Module, table: ImportTable) -> dict:
    """id(call) -> the variable scopes it is made in, as a name prefix (``"model/"``), for each
    call inside ``with tf.variable_scope("<literal>"):`` blocks (``_beside`` allows only those)."""
    out: dict = {}

    def visit(node, prefix: str) -> None:
        scope = _literal_scope(node.items[0].item, table) if type(node) is cst.With and len(node.items) == 1 else None
        if scope is not None:
            prefix += scope + "/"
        if type(node) is cst.Call and prefix:
            out[id(node)] = prefix
        for child in children(node):
            visit(child, prefix)

    visit(module, "")
    return out


def _scoped_names(layers: list, names: dict, sites: dict, order: dict) -> dict:
    """id(constructor) -> the name its variables took in TF1 (hunt 35 v_070 / v_110): Keras 2
    opened ``name_scope(layer.name)`` at each call, uniquified as TensorFlow's graph does
    (``dense``, then ``dense_1`` for a second call of the same layer), and a layer made its
    variables under the scope of its first call: a ``dense_1`` layer called after ``dense`` was
    called twice made ``dense_1_1/kernel``. Only layers with names (the variable ones)."""
    used: dict = {}

    def unique(name: str) -> str:  # (``Graph.unique_name``)
        i = used.get(name, 0)
        used[name] = i + 1
        if i > 0:
            base = name
            while name in used:
                name = f"{base}_{i}"
                i += 1
            used[name] = 1
        return name

    calls = sorted(((order[id(call)], c) for c in layers if names.get(id(c)) is not None for call in sites[id(c)][1]),
                   key=lambda t: t[0])
    out: dict = {}
    for _, c in calls:
        scope = unique(names[id(c)])
        out.setdefault(id(c), scope)
    return out


def _kept_as_keras(c: cst.Call, q: str, table: ImportTable, module: cst.Module) -> bool:
    """The Keras layer ``c`` builds (class ``q``) has no weights and no ``tf.layers`` form
    (``LeakyReLU``, ``GlobalMaxPooling1D``, ``Reshape``..., ``keras_v1.WEIGHTLESS``; a ``Lambda``
    of a ``lambda`` reading only its parameters and TensorFlow, no variable maker): it stays a
    Keras 3 object beside the expanded ones. Made again at each run (in a Sequential's chain) or once, it computes what TF1's did."""
    if q in KERAS or any(a.star for a in c.args):
        return False
    if q in WEIGHTLESS:  # (not ``Masking``: the mask it makes is read by the layers after it, which the expansion drops: hunt 33 q_082)
        return q != "tf.keras.layers.Masking"
    return q == LAMBDA and _lambda_unkept(c, table, module) is None


_VARIABLE_MAKERS = ("tf.Variable", "tf.get_variable", "tf.keras.layers.", "tf.keras.backend.variable", "tf.compat.")


def _lambda_unkept(c: cst.Call, table: ImportTable, module: cst.Module) -> str | None:
    """Why the ``Lambda`` layer ``c`` builds is not kept beside the expanded layers, or None: it
    is a ``lambda`` given alone, whose body reads only its parameters, TensorFlow and stable
    globals (a global or NumPy read there was read once by TF1, when the graph was built, and
    at each run by the kept layer: hunt 33 q_058, ``scale`` rebound after the call; q_065, an
    ``np.random`` draw) and makes no variable (hunt 33 M5: the reason named the keyword)."""
    other = next((a.keyword.value for a in c.args if a.keyword is not None and a.keyword.value != "function"), None)
    if other is not None or len(c.args) != 1:
        return f"tf.keras.layers.Lambda(..., {other or 'more arguments'}=...) is not kept as a Keras 3 object"
    fn = c.args[0].value
    read = lambda_reads(fn, table, module)
    if read == "<function>":
        return "tf.keras.layers.Lambda of a function that is not a lambda (it may make variables or read Python state)"
    if read is not None:
        return (f"tf.keras.layers.Lambda reading {read!r}: TF1 called its function once, when the graph was built, Keras 3 "
                "at each run")
    if any((table.qualname(n) or "").startswith(_VARIABLE_MAKERS) for n in instances(fn, (cst.Attribute, cst.Name))
           if table.names_tf(n)):
        return "tf.keras.layers.Lambda whose lambda names a variable maker"
    return None


def _keras_constructor(c: cst.Call) -> cst.Call:
    """A copy of the Keras constructor call ``c`` without the input-shape keywords (a layer
    called on a tensor ignores them; Keras 3 warns)."""
    args = [a.deep_clone() for a in c.args if a.keyword is None or a.keyword.value not in _DROPPED]
    if args:
        args[-1] = args[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
    return c.with_changes(args=args)


def _sequential_layers(model: cst.Call, constructors: set) -> list | None:
    """The layer constructor calls ``tf.keras.Sequential([<constructor>, ...][, name="n"])``
    lists (each in ``constructors``, at least one), or None for another form (``add``, a list
    by name, other arguments)."""
    positional = [a for a in model.args if a.keyword is None]
    if len(positional) != 1 or model.args[0] is not positional[0] or positional[0].star \
            or any(a.star or a.keyword.value != "name" for a in model.args[1:]) or type(positional[0].value) is not cst.List:
        return None
    given = arg(model, None, "name")
    if given is not None and not (isinstance(given, cst.SimpleString) and _SAFE_NAME.fullmatch(given.evaluated_value)):
        return None
    elements = positional[0].value.elements
    if not elements or any(type(e) is not cst.Element or type(e.value) is not cst.Call or id(e.value) not in constructors
                           for e in elements):
        return None
    return [e.value for e in elements]


def _states_input(constructor: cst.Call) -> bool:
    """The layer gives its input's shape (``input_shape=`` / ``input_dim=`` / ``batch_input_shape=``);
    an ``Embedding`` always does (Keras 2 gave it ``input_shape=(input_length,)``, ``(None,)``
    without one)."""
    if type(constructor.func) is cst.Attribute and constructor.func.attr.value == "Embedding":
        return True
    return any(a.keyword is not None and a.keyword.value in _DROPPED for a in constructor.args)


def _dropped(layer: str) -> tuple:
    """The constructor keywords of the ``tf.layers`` class ``layer`` stands for that a layer
    called on a tensor does not use (dropped)."""
    return _EMBEDDING_DROPPED if layer == "tf.layers.Embedding" else _DROPPED


# a variable layer's state read after its first call: one variable, or the list of them
_ITEMS = ("kernel", "bias", "embeddings")  # (``embeddings``: an Embedding's table, its one variable)
_LISTS = ("trainable_weights", "trainable_variables", "weights", "variables")
_STATE_READS = _ITEMS + _LISTS + ("get_weights",)


def _state_read(path: list, table: ImportTable):
    """(node to replace, what, session name or None) when the layer name at the end of
    ``path`` is read as ``layer.kernel`` / ``.bias`` / ``.embeddings`` / ``.trainable_weights`` /
    ``.trainable_variables`` / ``.weights`` / ``.variables`` (not assigned), or as
    ``layer.get_weights()`` inside ``with tf.Session() as S:`` (Keras 2 read it with the default
    session, which that block sets); else None."""
    if len(path) < 2 or type(path[-2]) is not cst.Attribute or path[-2].value is not path[-1]:
        return None
    attr = path[-2].attr.value
    parent = path[-3] if len(path) > 2 else None
    if attr in _ITEMS or attr in _LISTS:
        if type(parent) in (cst.AssignTarget, cst.AugAssign, cst.Del) or (type(parent) is cst.Call and parent.func is path[-2]):
            return None
        return path[-2], attr, None
    if attr == "get_weights" and type(parent) is cst.Call and parent.func is path[-2] and not parent.args:
        for node in reversed(path[:-3]):
            if type(node) is cst.With and len(node.items) == 1 and type(node.items[0].asname) is cst.AsName \
                    and type(node.items[0].asname.name) is cst.Name and type(node.items[0].item) is cst.Call \
                    and table.qualname(node.items[0].item.func) == "tf.Session":
                return parent, attr, node.items[0].asname.name.value
            if type(node) in _SCOPES:
                return None
    return None


def _reads_allowed(constructor: cst.Call, state: list, table: ImportTable) -> bool:
    """The state reads (``_state_read``) of what ``constructor`` builds name what it has: a
    variable layer (``_NAMED``) whose name, if given, is a plain word (read back as a regex),
    without ``.bias`` unless ``use_bias`` is left at True; a Sequential, its lists of variables
    (not ``.kernel`` / ``.bias``)."""
    layer = _layer_of(constructor, table)
    if layer == "Sequential":
        return not any(what in _ITEMS for _, what, _ in state)
    given = arg(constructor, None, "name")
    if layer not in _NAMED or (given is not None and not _SAFE_NAME.fullmatch(given.evaluated_value)):
        return False
    use_bias = arg(constructor, None, "use_bias")
    has_bias = use_bias is None or (type(use_bias) is cst.Name and use_bias.value == "True")
    table_only = layer == "tf.layers.Embedding"  # (its one variable: ``embeddings``, never ``kernel`` / ``bias``)
    return all((what == "embeddings") == table_only and (what != "bias" or has_bias) for _, what, _ in state
               if what in _ITEMS)


def _state_value(names: list, what: str, session: str | None, table: ImportTable):
    """The TF1 expression of a state read (``_ITEMS``, ``_LISTS``, ``get_weights``) of the
    variable layers named ``names`` (one, or a Sequential's without a scope of its own, in order):
    ``tf.trainable_variables("dense/kernel")[0]``; ``tf.trainable_variables("(dense|dense_1)/")``
    (kernel then bias per layer, the order both made them); ``S.run(...)`` of that listing
    (``get_weights``). Every variable of these layers is trainable (``KERAS`` takes no
    ``trainable=``), so ``weights`` is the trainable listing too: the global one also held the
    optimizer's slots (``dense/kernel/Adam``)."""
    scope = names[0] if len(names) == 1 else "(" + "|".join(names) + ")"
    listed = f'{table.primary}.trainable_variables("{scope}/")'
    if what == "get_weights":
        return cst.parse_expression(f'{session}.run({listed})')
    if what in _ITEMS:
        listed = f'{table.primary}.trainable_variables("{scope}/{what}")[0]'
    return cst.parse_expression(listed)


def _keras_call_sites(module: cst.Module, constructors: list, table: ImportTable) -> dict | None:
    """id(constructor call) -> (the statement binding it or None, the calls of the layer it
    makes, its state reads (``_state_read``), the index of its first call's statement after the
    binding): ``name = <constructor>`` on a line of its own, the name bound there only and read
    only as ``name(inputs[, training=t])`` in later statements of the same list, outside loops
    and nested scopes, with no name the constructor reads rebound before a call, or as a state
    read in a statement after the first call; or built and applied at once
    (``<constructor>(inputs)``). None when one is neither."""
    ids = {id(c): c for c in constructors}
    reads: dict = {}
    for n in instances(module, cst.Name):
        reads.setdefault(n.value, []).append(n)
    out: dict = {}
    for c in instances(module, cst.Call):
        if id(c.func) in ids and _applied(c, _layer_of(c.func, table)):
            out[id(c.func)] = (None, [c], [], None)
    for body in _bodies(module):
        for i, stmt in enumerate(body):
            small = stmt.body[0] if type(stmt) is cst.SimpleStatementLine and len(stmt.body) == 1 else None
            if type(small) is not cst.Assign or id(small.value) not in ids or len(small.targets) != 1 \
                    or type(small.targets[0].target) is not cst.Name:
                continue
            name = small.targets[0].target.value
            spelled = [n for n in reads[name] if n is not small.targets[0].target]
            calls, first, state = [], None, []
            for n in spelled:
                found = next(((j, path) for j, st in enumerate(body[i + 1:]) if (path := _path(st, n)) is not None), None)
                if found is None:
                    return None
                j, path = found
                read = _state_read(path, table)
                if read is not None:
                    state.append((j, read))
                    continue
                first = j if first is None else min(first, j)
                call = path[-2] if len(path) > 1 else None
                if type(call) is not cst.Call or call.func is not n or any(type(p) in _SCOPES for p in path[:-2]) \
                        or not _applied(call, _layer_of(small.value, table)) \
                        or bound_names(body[i + 1:i + 2 + j]) & names_in(small.value):
                    return None
                calls.append(call)
            if state and (first is None or any(j <= first for j, _ in state)
                          or not _reads_allowed(small.value, [read for _, read in state], table)):
                return None  # (read before the layer's first call made its variables, or of a layer without them)
            if calls:
                out[id(small.value)] = (stmt, calls, [read for _, read in state], first)
    if len(out) != len(constructors):
        return None
    parents = {id(child): node for node in nodes(module) for child in children(node)}
    if not all(_on_spine(call, parents, module) for c in constructors if _layer_of(c, table) != "tf.layers.Dropout"
               for call in out[id(c)][1]):
        return None  # (``d(h) + d(h)``: the planner expands a layer only as a statement's value)
    return out


def _on_spine(call: cst.Call, parents: dict, module: cst.Module) -> bool:
    """``call`` is an assignment's (or a ``return``'s) value or on its first-argument spine
    (``layer_chains`` hoists it): ``h = d(x)``, ``h = d2(d1(x))``, ``loss = tf.reduce_mean(d(x))``,
    ``h = Dense(4)(Flatten()(x))``, an operand of an arithmetic operator on it (``pred = l2(h) +
    l3(x)``, ``h = fc(h) + h``: hunt 31 k_088; ``layer_chains`` checks the order)."""
    node = call
    while True:
        parent = parents.get(id(node))
        if type(parent) is cst.BinaryOperation:
            node = parent
            continue
        if type(parent) in (cst.DictElement, cst.Element) and parent.value is node:
            # (a value of a dict / list / tuple literal of fetches that is an assignment's value:
            # ``outs = {"a": a(x), "b": b(x)}``, hunt 35 v_070; ``layer_chains`` checks the order)
            owner = parents.get(id(parent))
            statement = parents.get(id(owner))
            return type(statement) is cst.Assign and statement.value is owner and fetched_literal(statement, module)
        if type(parent) is cst.Arg:
            owner = parents.get(id(parent))
            if type(owner) is not cst.Call or not owner.args or owner.args[0] is not parent or parent.keyword is not None \
                    or type(owner.func) not in (cst.Name, cst.Attribute, cst.Call):
                return False
            node = owner
            continue
        # (a helper's ``return d(x)``: the inliner makes it the value of the caller's assignment)
        return (type(parent) is cst.Assign and parent.value is node and len(parent.targets) == 1) \
            or (type(parent) is cst.Return and parent.value is node)


def _layer_of(constructor: cst.Call, table: ImportTable) -> str:
    """The ``tf.layers`` class standing for the Keras layer ``constructor`` builds, or
    "Sequential"."""
    q = table.qualname(constructor.func)
    return "Sequential" if q in _SEQUENTIAL else KERAS[q][0]


def _applied(call: cst.Call, layer: str) -> bool:
    """``call`` is ``<layer>(inputs[, training=t])``: one positional input, first, and the call
    keywords the functional layer takes (``CLASSES``)."""
    inputs = [a for a in call.args if a.keyword is None]
    return len(inputs) == 1 and call.args[0] is inputs[0] and not inputs[0].star and not any(
        a.star or a.keyword.value not in CLASSES.get(layer, ("", 0, ()))[2] for a in call.args[1:])


def _tf_layers_constructor(c: cst.Call, layer: str, name, shared: bool, table: ImportTable, origins) -> cst.Call:
    """The ``tf.layers`` constructor call standing for the Keras one ``c`` at one of its calls (a
    copy each): ``input_shape`` / ``input_dim`` dropped; pooling's defaults written (Keras's
    ``pool_size=(2, 2)``, ``strides`` = ``pool_size``, which ``tf.layers`` required); ``name=``
    the layer's Keras name (variable layers); ``reuse=tf.AUTO_REUSE`` when called more than once
    (the first call makes the variables, the others read them, as Keras did)."""
    primary = cst.Name(table.primary)
    func = cst.Attribute(value=cst.Attribute(value=primary, attr=cst.Name("layers")), attr=cst.Name(layer.rpartition(".")[2]))
    args = [a.deep_clone() for a in c.args if a.keyword is None or a.keyword.value not in _dropped(layer) + ("name",)]
    if layer in ("tf.layers.MaxPooling2D", "tf.layers.AveragePooling2D"):
        pool, strides = arg(c, 0, "pool_size"), arg(c, 1, "strides")
        if isinstance(strides, cst.Name) and strides.value == "None":
            args = [a for a in args if not (a.keyword is not None and a.keyword.value == "strides")]
            strides = None
        if pool is None:
            pool = cst.parse_expression("(2, 2)")
            args.append(cst.Arg(keyword=cst.Name("pool_size"), value=pool))
        if strides is None:
            args.append(cst.Arg(keyword=cst.Name("strides"), value=pool.deep_clone()))
    if name is not None:
        args.append(cst.Arg(keyword=cst.Name("name"), value=name.deep_clone()))
    if shared and layer in _NAMED:
        args.append(cst.Arg(keyword=cst.Name("reuse"), value=cst.Attribute(value=cst.Name(table.primary), attr=cst.Name("AUTO_REUSE"))))
    tight = cst.AssignEqual(whitespace_before=cst.SimpleWhitespace(""), whitespace_after=cst.SimpleWhitespace(""))
    args = [a.with_changes(comma=cst.MaybeSentinel.DEFAULT, equal=tight) if a.keyword is not None
            else a.with_changes(comma=cst.MaybeSentinel.DEFAULT) for a in args]
    record_origin(origins if origins is not None else {}, c.func, func)
    return cst.Call(func=func, args=args)


def _evaluation_order(module: cst.Module) -> dict:
    """id(node) -> its place in post-order: the order Python finishes evaluating calls (the
    arguments' calls before the call: ``d2(d1(x))`` calls ``d1`` first)."""
    out: dict = {}
    stack = [(module, False)]
    while stack:
        node, done = stack.pop()
        if done:
            out[id(node)] = len(out)
            continue
        stack.append((node, True))
        stack.extend((child, False) for child in reversed(children(node)))
    return out


def _known_strings(c: cst.Call) -> bool:
    """The Keras identifiers ``c`` gives as activation / initializers are ones the layer rules
    convert (another, ``hard_sigmoid``, is left to rule ``keras``)."""
    for a in c.args:
        if not isinstance(a.value, cst.BaseString) or (a.keyword is not None and a.keyword.value in ("name", "padding")):
            continue
        known = ACTIVATIONS if a.keyword is None or a.keyword.value == "activation" else INITIALIZERS
        if not isinstance(a.value, cst.SimpleString) or a.value.evaluated_value not in known:
            return False
    return True


def _constructor(a: cst.Assign, table: ImportTable):
    """The class of ``name = tf.layers.<Class>(...)`` (see the module doc), or None."""
    if len(a.targets) != 1 or type(a.targets[0].target) is not cst.Name or type(a.value) is not cst.Call:
        return None
    q = table.qualname(a.value.func)
    if q not in CLASSES or any(x.star for x in a.value.args):
        return None
    positional = [x for x in a.value.args if x.keyword is None]
    return q if len(positional) <= CLASSES[q][1] else None


def _bodies(module: cst.Module):
    """Every statement list of the file (module, ``def``/``with``/``if``/loop bodies)."""
    yield module.body
    for block in instances(module, cst.IndentedBlock):
        yield block.body


def _one_call(spelled: list, later: list, small: cst.Assign, table: ImportTable):
    """(index in ``later``, call node, constructor call) when ``spelled`` (the name's reads) is
    one call of the object inside ``later[index]``, outside loops and nested scopes; else None."""
    if len(spelled) != 1:
        return None
    target = spelled[0]
    for j, stmt in enumerate(later):
        path = _path(stmt, target)
        if path is None:
            continue
        call = path[-2] if len(path) > 1 else None
        if type(call) is not cst.Call or call.func is not target or any(type(p) in _SCOPES for p in path[:-2]):
            return None
        keywords = CLASSES[table.qualname(small.value.func)][2]
        inputs = [a for a in call.args if a.keyword is None]
        if len(inputs) != 1 or inputs[0].star or call.args[0] is not inputs[0] \
                or any(a.star or a.keyword.value not in keywords for a in call.args[1:]):
            return None
        return j, call, small.value
    return None


def _functional(call: cst.Call, constructor: cst.Call, table: ImportTable) -> cst.Call:
    """``layer(inputs[, training=t])`` (``call``, its inputs already rewritten) of the layer
    built by ``constructor`` -> ``tf.layers.<functional>(inputs, <constructor's arguments>[,
    training=t])``."""
    func = constructor.func.with_changes(attr=cst.Name(CLASSES[table.qualname(constructor.func)][0]))
    args = [call.args[0], *constructor.args, *call.args[1:]]
    return call.with_changes(func=func, args=[a.with_changes(comma=cst.MaybeSentinel.DEFAULT) for a in args])


def _path(node, target) -> list | None:
    """The nodes from ``node`` down to ``target`` (both included), or None."""
    if node is target:
        return [node]
    for child in children(node):
        below = _path(child, target)
        if below is not None:
            return [node] + below
    return None


class _Rewrite(TracingTransformer):
    def __init__(self, made: dict, gone: set, table: ImportTable, origins=None, read: dict | None = None,
                 chains: dict | None = None):
        super().__init__(origins)
        self.made, self.gone, self.table, self.read, self.chains = made, gone, table, read or {}, chains or {}

    def hit(self, node) -> bool:
        return id(node) in self.made or id(node) in self.gone or id(node) in self.read or id(node) in self.chains

    def _state(self, original):
        """The listing standing for a layer's state read, each node of it made from the read (a
        refusal of its ``tf.trainable_variables()`` points at ``layer.kernel``, not at 1:1)."""
        made = self.read[id(original)]
        for n in nodes(made):
            record_origin(self.origins, original, n)
        return made

    def leave_Attribute(self, original, updated):
        if id(original) in self.read:
            return self._state(original)
        return updated

    def leave_Call(self, original, updated):
        if id(original) in self.read:
            return self._state(original)
        if id(original) in self.chains:  # a Sequential's call: its layers' calls, first innermost
            out = updated
            for constructor in self.chains[id(original)]:
                inputs = out.args[0] if out is updated else cst.Arg(out)
                if self.table.qualname(constructor.func) not in CLASSES:  # (a layer without weights: itself, made again)
                    out = cst.Call(func=constructor, args=[inputs.with_changes(comma=cst.MaybeSentinel.DEFAULT)])
                    record_origin(self.origins, original, out)
                    continue
                out = _functional(cst.Call(func=original.func, args=[inputs]), constructor, self.table)
                record_origin(self.origins, original, out)
                record_origin(self.origins, constructor.func, out.func)  # (a refusal of the layer names its class)
            return out
        if id(original) not in self.made:
            return updated
        constructor = self.made[id(original)]
        constructor = constructor if constructor is not None else updated.func
        out = _functional(updated, constructor, self.table)
        record_origin(self.origins, constructor.func, out.func)  # (a refusal of the layer points at its class)
        return out

    def leave_Module(self, original, updated):
        return without_statements(original, updated, self.gone)

    def leave_IndentedBlock(self, original, updated):
        return without_statements(original, updated, self.gone)
