"""Rule ``keras``: ``tf.keras`` in TF1 graph code, where TF2's Keras (Keras 3) computes otherwise.

Transforms: ``tf.keras.losses.mean_squared_error(t, p)`` -> ``tf.reduce_mean(tf.square(p - t),
axis=-1)`` (and ``mae``); refuses the ``tf.keras`` names and arguments below; other ``tf.keras``
code is left as written.

A TF1 script's ``tf.keras`` was Keras 2 with its v1 layers (``tf1to2 run`` runs it so); the
native output runs TF2's default Keras, Keras 3. Most layers and functions agree; the ones
below do not, and each was a wrong result of red-team hunt 14 (converted with no diagnostic).

CAVEATS:

1. Recurrent layers and cells (``LSTM``, ``GRU``, their cells, ``ConvLSTM2D``, ``RNN`` of such
   cells, ``Bidirectional`` of them): TF1's defaulted to ``recurrent_activation="hard_sigmoid"``
   and (GRU) ``reset_after=False``; Keras 3's to ``sigmoid`` and ``reset_after=True``. Refused.
2. ``hard_sigmoid`` (the function, ``Activation("hard_sigmoid")``, ``activation="hard_sigmoid"``):
   Keras 2 computed ``clip(0.2 x + 0.5, 0, 1)``, Keras 3 ``clip(x / 6 + 0.5, 0, 1)``. Refused.
3. ``BatchNormalization`` layers: Keras 3 updates the moving statistics whenever the layer is
   called in training mode (TF1 only when the script ran ``layer.updates``), raises on a
   ``training=`` placeholder and has no ``fused=``; any layer with ``stateful=True`` (its state
   carried by Keras 3 from call to call, by TF1 only through ``updates``). Refused.
4. ``binary_crossentropy`` / ``categorical_crossentropy`` / ``sparse_categorical_crossentropy``
   (backend, losses functions and classes) on probabilities (``from_logits`` not ``True``): Keras
   2 recovered the logits of a ``tf.sigmoid`` / ``tf.nn.softmax`` output and computed from them;
   Keras 3 clips the probabilities at 1e-7 (20 vs 15.25 on a saturated sigmoid). Refused.
5. Names and arguments Keras 3 removed (``tf.keras.losses.mean_squared_error`` and the other
   long function spellings, ``cosine_proximity``, ``kl_divergence``, ``log_cosh``, ``relu(alpha=)``,
   ``Attention(causal=)``, ``backend.set_learning_phase`` / ``get_session`` / ``print_tensor`` and
   the other backend functions TF1 had: the list was measured with ``dir()`` on TF 2.21): they crashed. ``mean_squared_error`` / ``mse`` and
   ``mean_absolute_error`` / ``mae`` are written as Keras 2 computed them
   (``tf.reduce_mean(tf.square(y_pred - y_true), axis=-1)``); the others are refused.
6. Random layers (``Dropout``, ``GaussianNoise``, ``GaussianDropout``, ``AlphaDropout``,
   ``SpatialDropout*``): in training mode they draw their own numbers (TF1's graph seed does not
   reach Keras 3): an info note, as for other unseeded draws.
8. Names TF 2.21 lacks beyond item 5 (``initializers.normal`` / ``uniform``,
   ``LocallyConnected1D`` / ``2D``, ``DenseFeatures``, ``RadialConstraint``), backend updates and
   draws (``update``, ``update_add``, ``random_uniform``, ...: ops TF1 ran at each ``sess.run``,
   read here as values computed once) and ``moving_average_update`` (TF1 debiased it): hunt 31
   W5-W7. Refused.
9. Metric objects (``tf.keras.metrics.Mean()``, ``AUC()``, ...): in TF1 ``update_state``
   returned an update op (run by ``sess.run``) and ``result()`` was read at each run; Keras 3
   updates at once and returns None (hunt 31 k_020 / k_026: crashes; ``MeanTensor`` is gone).
   Refused.
10. Differences not listed here are not detected (the list is what hunt 14 measured); layers
   that agree (Dense, Conv, Embedding, pooling, SimpleRNN, Attention without ``causal``) keep
   Keras 3's own variable names, not TF1's.

Never imports TensorFlow.
"""
from __future__ import annotations

import builtins

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, name_nodes_read

RULE = Rule("keras", "tf.keras in TF1 graph code: refused where Keras 3 computes otherwise than TF1's Keras 2")

_RECURRENT = "TF1's tf.keras recurrent layers (Keras 2's v1 layers) default to recurrent_activation='hard_sigmoid' " \
             "(clip(0.2x + 0.5)) and, for GRU, reset_after=False; Keras 3's to sigmoid and reset_after=True: other numbers"
_BATCH_NORM = "Keras 3's BatchNormalization updates its moving statistics at each call in training mode (TF1 only " \
              "when the script ran layer.updates), raises on a training= placeholder and has no fused="
_CROSSENTROPY = "on probabilities (from_logits not True): Keras 2 recovered the logits of a tf.sigmoid / softmax " \
                "output and computed from them, Keras 3 clips the probabilities at 1e-7 (other numbers when they saturate)"
_REMOVED = "is not in Keras 3 (TF2's tf.keras): the converted code would crash"

REFUSED: dict = {}
for _layer in ("LSTM", "GRU", "LSTMCell", "GRUCell", "ConvLSTM2D", "ConvLSTM1D", "ConvLSTM3D", "CuDNNLSTM", "CuDNNGRU"):
    REFUSED[f"tf.keras.layers.{_layer}"] = _RECURRENT
REFUSED["tf.keras.layers.BatchNormalization"] = _BATCH_NORM
for _where in ("tf.keras.activations.hard_sigmoid", "tf.keras.backend.hard_sigmoid"):
    REFUSED[_where] = "Keras 2's hard_sigmoid is clip(0.2x + 0.5, 0, 1), Keras 3's clip(x / 6 + 0.5, 0, 1): other numbers"
# (measured on TF 2.21: ``msle``, ``mape``, ``squared_hinge``, ``logcosh`` are still there)
for _name in ("mean_squared_logarithmic_error", "mean_absolute_percentage_error", "cosine_proximity", "cosine"):
    REFUSED[f"tf.keras.losses.{_name}"] = f"tf.keras.losses.{_name} {_REMOVED}"
    REFUSED[f"tf.keras.metrics.{_name}"] = f"tf.keras.metrics.{_name} {_REMOVED}"
REFUSED["tf.keras.backend.set_learning_phase"] = f"tf.keras.backend.set_learning_phase {_REMOVED}"
# (hunt 28 W4: the rest of what TF1's tf.keras has and TF 2.21's lacks, measured with dir())
for _name in ("kl_divergence", "log_cosh"):
    REFUSED[f"tf.keras.losses.{_name}"] = f"tf.keras.losses.{_name} {_REMOVED}"
    REFUSED[f"tf.keras.metrics.{_name}"] = f"tf.keras.metrics.{_name} {_REMOVED}"
for _name in ("function", "get_session", "in_test_phase", "in_train_phase", "learning_phase", "learning_phase_scope",
              "local_conv1d", "local_conv2d", "manual_variable_initialization", "normalize_batch_in_training", "placeholder",
              "print_tensor", "random_binomial", "reset_uids", "set_session"):
    REFUSED[f"tf.keras.backend.{_name}"] = f"tf.keras.backend.{_name} {_REMOVED}"

# (hunt 31 W5: more names TF1's tf.keras had and TF 2.21's lacks, from a dir() diff; each crashed)
for _where in ("tf.keras.initializers.normal", "tf.keras.initializers.uniform", "tf.keras.layers.LocallyConnected1D",
               "tf.keras.layers.LocallyConnected2D", "tf.keras.layers.DenseFeatures", "tf.keras.constraints.RadialConstraint",
               "tf.keras.constraints.radial_constraint"):
    REFUSED[_where] = f"{_where} {_REMOVED}"
# (hunt 31 W6 / W7) backend updates and draws: TF1 ran them at each sess.run (ops of the graph);
# the converter reads them as values computed once. moving_average_update also computes
# otherwise: TF1's Keras debiased it (zero_debias=True: 0.99999976 after one update of 1.0 at
# momentum 0.9), Keras 3's does not (0.1)
_BACKEND_STATE = "a Keras backend update or draw: TF1 ran it as an op at each sess.run that fetched it; not converted " \
                 "(write the TF op: v.assign_add(x), tf.random.uniform(...))"
for _name in ("update", "update_add", "update_sub", "random_uniform", "random_normal", "truncated_normal",
              "random_bernoulli", "random_normal_variable", "random_uniform_variable"):
    REFUSED[f"tf.keras.backend.{_name}"] = _BACKEND_STATE
REFUSED["tf.keras.backend.moving_average_update"] = "TF1's Keras debiased the average (zero_debias=True), Keras 3's " \
                                                    "does not: other numbers"

# Keras 2's losses as functions, written out (y_true, y_pred: mean over the last axis)
MEAN_ERRORS = {
    "tf.keras.losses.mean_squared_error": "tf.square", "tf.keras.losses.mse": "tf.square",
    "tf.keras.metrics.mean_squared_error": "tf.square", "tf.keras.metrics.mse": "tf.square",
    "tf.keras.losses.mean_absolute_error": "tf.abs", "tf.keras.losses.mae": "tf.abs",
    "tf.keras.metrics.mean_absolute_error": "tf.abs", "tf.keras.metrics.mae": "tf.abs",
}
_CROSSENTROPIES = {
    "tf.keras.backend.binary_crossentropy", "tf.keras.backend.categorical_crossentropy",
    "tf.keras.backend.sparse_categorical_crossentropy", "tf.keras.losses.binary_crossentropy",
    "tf.keras.losses.categorical_crossentropy", "tf.keras.losses.sparse_categorical_crossentropy",
    "tf.keras.losses.BinaryCrossentropy", "tf.keras.losses.CategoricalCrossentropy",
    "tf.keras.losses.SparseCategoricalCrossentropy", "tf.keras.metrics.binary_crossentropy",
    "tf.keras.metrics.categorical_crossentropy", "tf.keras.metrics.sparse_categorical_crossentropy",
}
RANDOM_LAYERS = {f"tf.keras.layers.{n}" for n in ("Dropout", "GaussianNoise", "GaussianDropout", "AlphaDropout",
                                                  "SpatialDropout1D", "SpatialDropout2D", "SpatialDropout3D")}


_METRIC_OBJECTS = "a tf.keras.metrics object: TF1's update_state(...) returned an update op that sess.run ran, and " \
                  "result() read its variables at each run; Keras 3's update_state updates at once and returns None " \
                  "(some classes, such as MeanTensor, are gone): not converted (tf.metrics.mean / accuracy convert)"


# layers without weights (or state): made again at each run, they compute what TF1's one layer did
WEIGHTLESS = frozenset(f"tf.keras.layers.{n}" for n in (
    "Activation", "LeakyReLU", "ReLU", "ELU", "Softmax", "ThresholdedReLU", "Flatten", "Reshape", "Permute",
    "RepeatVector", "Concatenate", "Add", "Subtract", "Multiply", "Average", "Maximum", "Minimum", "Dot",
    "MaxPooling1D", "MaxPooling2D", "MaxPooling3D", "MaxPool1D", "MaxPool2D", "MaxPool3D", "AveragePooling1D",
    "AveragePooling2D", "AveragePooling3D", "AvgPool1D", "AvgPool2D", "AvgPool3D", "GlobalAveragePooling1D",
    "GlobalAveragePooling2D", "GlobalAveragePooling3D", "GlobalMaxPooling1D", "GlobalMaxPooling2D",
    "GlobalMaxPooling3D", "UpSampling1D", "UpSampling2D", "UpSampling3D", "ZeroPadding1D", "ZeroPadding2D",
    "ZeroPadding3D", "Cropping1D", "Cropping2D", "Cropping3D", "Masking"))


LAMBDA = "tf.keras.layers.Lambda"


def without_weights(q: str | None) -> bool:
    """``q`` makes a Keras layer without weights: ``WEIGHTLESS``, or a ``Lambda`` (TF1 refused
    variables made in its function)."""
    return q in WEIGHTLESS or q == LAMBDA


def refused_name(q: str) -> str | None:
    """The reason a ``tf.keras`` name is refused (items 1-5, 8, 9), else None (the name refused
    wherever it is written: ``RNN(LSTMCell(4))``, ``Bidirectional(GRU(4))`` too)."""
    if q.startswith("tf.keras.metrics.") and q.count(".") == 3 and q.rpartition(".")[2][:1].isupper():
        return _METRIC_OBJECTS
    return REFUSED.get(q)


_BUILTINS = frozenset(dir(builtins))


def lambda_reads(fn, table, module: cst.Module | None) -> str | None:
    """The first name the function of a ``Lambda`` layer reads other than its parameters,
    TensorFlow's names, Python's builtins and globals of ``module`` bound once to a number, a
    string or a TensorFlow call (``SCALE = 2.0``, ``temperature = tf.Variable(2.0)``): ``offset``
    of ``lambda t: t + offset`` with ``offset`` bound again, ``np`` of ``np.random.rand(3)``; or
    None; ``"<function>"`` when ``fn`` is not a ``lambda``. TF1 called the function once, when the
    graph was built (a global's value then, one NumPy draw); Keras 3 calls it at each run (hunt
    33 q_058, q_065)."""
    if type(fn) is not cst.Lambda:
        return "<function>"
    params = {p.name.value for p in fn.params.params}
    stable = None
    for n in name_nodes_read(fn.body):
        if n.value in params or n.value in _BUILTINS:
            continue
        if not table.names_tf(n) and module is not None:
            stable = _stable_globals(module, table) if stable is None else stable
            if n.value in stable:
                continue
        if not table.names_tf(n) or not (table.qualname(n) or "tf").startswith("tf"):
            return n.value
    return None


def _stable_globals(module: cst.Module, table) -> set:
    """Names ``module`` binds once, at module level, to a number, a string or a TensorFlow call."""
    from migrate.source.native.constants import binding_counts

    counts = binding_counts(module)
    out = set()
    for stmt in module.body:
        small = stmt.body[0] if type(stmt) is cst.SimpleStatementLine and len(stmt.body) == 1 else None
        if type(small) is not cst.Assign or len(small.targets) != 1 or type(small.targets[0].target) is not cst.Name:
            continue
        name, value = small.targets[0].target.value, small.value
        value = value.expression if type(value) is cst.UnaryOperation else value
        if counts.get(name, 0) == 1 and (type(value) in (cst.Integer, cst.Float, cst.SimpleString) or (
                type(value) is cst.Call and (table.qualname(value.func) or "").startswith("tf."))):
            out.add(name)
    return out


def check_call(node: cst.Call, q: str, ctx=None) -> None:
    """Refuses a ``tf.keras`` call whose arguments Keras 3 reads otherwise (items 2-5); an
    activation given by a value read from a container (``Activation(CONFIG["gate"])``) is
    refused too: it may name ``hard_sigmoid`` (hunt 31 k_068). A module string constant is read
    as its string (``ctx.string_value``)."""
    for a in node.args:
        activation = a.keyword is None and q == "tf.keras.layers.Activation" and a is node.args[0] \
            or a.keyword is not None and a.keyword.value in ("activation", "recurrent_activation")
        text = a.value.evaluated_value if isinstance(a.value, cst.SimpleString) else \
            ctx.string_value(a.value) if activation and type(a.value) is cst.Name and ctx is not None else None
        if text == "hard_sigmoid":
            raise Refusal(node, RULE.name, f"{q}(..., 'hard_sigmoid'): Keras 2's hard_sigmoid is clip(0.2x + 0.5, 0, 1), "
                                           "Keras 3's clip(x / 6 + 0.5, 0, 1): other numbers")
        if activation and type(a.value) is cst.Subscript:
            raise Refusal(node, RULE.name, f"{q}: an activation read from a container is not converted (it may name "
                                           "'hard_sigmoid', which Keras 3 computes otherwise): give the function or a "
                                           "string literal")
        if a.keyword is not None and a.keyword.value == "stateful" and not (isinstance(a.value, cst.Name) and a.value.value == "False"):
            raise Refusal(node, RULE.name, f"{q}(..., stateful=...): Keras 3 carries the state from call to call, TF1 only "
                                           "through the layer's updates")
    if q == "tf.keras.layers.Lambda" and ctx is not None and node.args:
        read = lambda_reads(node.args[0].value, ctx.table, ctx.module)
        if read is not None:
            raise Refusal(node, RULE.name, "tf.keras.layers.Lambda of a function that is not a lambda of its input and "
                          "TensorFlow ops is not converted: TF1 called it once, when the graph was built, Keras 3 calls it "
                          "at each run" + (f" (it reads {read!r}, whose value may differ then)" if read != "<function>" else ""))
    if q in _CROSSENTROPIES:
        logits = arg(node, None, "from_logits")
        if not (isinstance(logits, cst.Name) and logits.value == "True"):
            raise Refusal(node, RULE.name, f"{q} {_CROSSENTROPY}")
    if q in ("tf.keras.activations.relu", "tf.keras.backend.relu") and (len(node.args) > 1 or any(
            a.keyword is not None and a.keyword.value != "x" for a in node.args)):
        raise Refusal(node, RULE.name, f"{q}(x, alpha=/max_value=/threshold=) is not converted (Keras 3's relu has other "
                                       "arguments)")
    if q == "tf.keras.layers.Attention" and arg(node, None, "causal") is not None:
        raise Refusal(node, RULE.name, f"tf.keras.layers.Attention(causal=...) {_REMOVED} (Keras 3 takes "
                                       "use_causal_mask= at the call)")


def mean_error(node: cst.Call, q: str, ctx) -> cst.BaseExpression:
    """``tf.keras.losses.mean_squared_error(y_true, y_pred)`` -> Keras 2's
    ``tf.reduce_mean(tf.square(y_pred - y_true), axis=-1)`` (``tf.abs`` for the absolute error)."""
    y_true, y_pred = arg(node, 0, "y_true"), arg(node, 1, "y_pred")
    if y_true is None or y_pred is None or len(node.args) != 2 or any(a.star for a in node.args):
        raise Refusal(node, RULE.name, f"{q} with arguments other than (y_true, y_pred) is not converted")
    def grouped(e):
        return e if isinstance(e, (cst.Name, cst.Call, cst.Attribute, cst.Subscript)) else e.with_changes(
            lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
    error = cst.BinaryOperation(grouped(y_pred), cst.Subtract(), grouped(y_true))
    return call(ctx.tf_attr("tf.reduce_mean"), call(ctx.tf_attr(MEAN_ERRORS[q]), error),
                axis=cst.UnaryOperation(cst.Minus(), cst.Integer("1")))
