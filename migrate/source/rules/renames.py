"""Rule ``renames``: TF1 spellings -> TF2 spellings with the same behaviour.

Transforms: ``tf.log(x)`` -> ``tf.math.log(x)``, ``tf.random_normal`` -> ``tf.random.normal``,
``v1.reduce_sum`` (``import tensorflow.compat.v1 as v1``) -> ``tf.reduce_sum``,
``placeholder`` (``from tensorflow import placeholder``) -> handled by its rule, every TF name
spelled with the module's one TensorFlow alias; ``keep_dims=`` -> ``keepdims=``.

The table (``migrate.source.native.v1_tables``) is data generated from TensorFlow's own
``all_renames_v2``; only targets that exist in TF2 outside ``tf.compat`` are used.

CAVEATS:
1. Names that exist in TF1 only and that no rule handles (``tf.layers.dense``,
   ``tf.contrib.*``, ``tf.train.Saver``, collections, ``tf.Graph``) are refused: the file
   becomes a compat island and each use is reported.
2. ``tf.set_random_seed`` becomes ``tf.random.set_seed``. An op with the same (graph seed, op
   seed) pair draws the same numbers in both eras; TF1 gave an op made without ``seed=`` a
   counted op seed, which ops computed in ``sess.run`` functions get written out where the
   converter can count it (rule ``random_streams``); variable initializers made without seed
   draw other numbers (eager TF2 seeds them otherwise), so the compare tool shares initial
   variable values by name.
3. ``tf.executing_eagerly()`` is refused: it returns False under TF1 and True after a
   native conversion, so no rewrite can keep the printed value.
4. Positional arguments of functions whose TF2 signature moved (``tf.argmax(x, 1)``,
   ``tf.reduce_sum(x, 1, True)``) are spelled as TF1 keywords, then renamed per function
   (``dimension`` -> ``axis``); keywords TF2 dropped are removed (tables from TensorFlow's
   own ``reorders_v2`` and ``function_keyword_renames``).
5. ``tf.to_float``-style casts become ``tf.cast``; ``tf.nn.dropout(x, keep_prob)`` becomes
   ``tf.nn.dropout(x, rate=1 - keep_prob)``; ``tf.nn.softmax_cross_entropy_with_logits``
   (TF1: no gradient into labels) gets ``labels=tf.stop_gradient(labels)``. Other functions
   whose semantics changed between versions (``tf.image.resize_*``, ``tf.strings.split``...)
   are refused.
6. ``tf.contrib.layers.xavier_initializer(uniform, seed)`` (and ``_conv2d``) becomes
   ``tf.keras.initializers.GlorotUniform(seed=)``, ``uniform=False`` ``GlorotNormal``: the same
   distributions (uniform limit ``sqrt(6 / (fan_in + fan_out))``; the truncated normal's
   stddev is ``sqrt(1.3 / fan_avg)`` in TF1, ``sqrt(1 / fan_avg) / 0.8796`` in Keras: 0.3%
   apart), not the same draws (random streams differ between eras, caveat 2); ``dtype=``
   other than float32 is refused.
7. ``tf.logging`` (TF1's wrapper around the Python logger named "tensorflow"):
   ``set_verbosity(tf.logging.ERROR)`` -> ``tf.get_logger().setLevel("ERROR")``,
   ``get_verbosity()`` -> ``tf.get_logger().getEffectiveLevel()``, ``info/warning/error/...``
   -> the same logger's methods (what TF1's functions called). A level constant used
   anywhere else (``v == tf.logging.INFO``) is refused.
8. ``tf.div(x, y)`` (Python 2 division: floor division of integers) -> ``tf.math.divide`` only
   when ``x`` or ``y`` is a float literal (``tf.div(1., 1. + tf.exp(-h))``, the TF1 tutorials'
   sigmoid; also a float-only op such as ``tf.sin(...)``, a cast to a float dtype, or a tensor
   whose dtype the source states as a float: ``tf.div(tf.reduce_sum(losses), batch_size)`` where
   ``losses`` is bound once to a float tensor, ``shapes.dtype_of``): a float division in both
   eras; -> ``tf.math.floordiv`` when each is an int literal or a tensor whose int dtype the
   source states (``tf.div(3, 4)``: 0 in TF1; an int32 placeholder, a cast to an int dtype,
   ``argmax``, a name every graph binding binds to one int dtype). Other operands are refused
   (a name bound more than once, or to a tensor of unknown dtype: ``tf.size``, ``tf.sign``).
9. Initializers: ``tf.random_normal_initializer`` / ``random_uniform_initializer`` keep their
   TF2 names with TF1's defaults spelled out (TF2's are stddev 0.05 and [-0.05, 0.05), TF1's
   1.0 and [0, 1)); ``truncated_normal_initializer``, ``glorot_uniform/normal_initializer`` and
   ``variance_scaling_initializer`` (``distribution="normal"``: TF1's truncated normal) become
   the ``tf.keras.initializers`` classes with the same distributions (tests/tf2 compares 200,000
   draws of each era); ``dtype=`` other than float32 is refused.
10. ``tf.where(c, x, y)``: TF1 picks whole rows of ``x`` by a vector ``c``, TF2 broadcasts ``c``
   against the last axis (measured: rows [True, False, True] of a 3x3 give 4 of 9 other values).
   Kept when the source states equal ranks for ``c`` and ``x``; a vector ``c`` with ``x`` of a
   stated rank r becomes ``tf.reshape(c, [-1, 1, ...])``; unknown ranks: ``c`` reshaped at run
   time to its shape plus ones up to ``x``'s rank (TF1's rule, exact for every shape TF1
   accepts; ``c`` and ``x`` are written twice, so a random op there is refused).
11. TF1-only compositions are written out as TF1 defined them: ``tf.nn.xw_plus_b(x, w, b)`` ->
   ``tf.nn.bias_add(tf.linalg.matmul(x, w), b)`` (``relu_layer``: wrapped in ``tf.nn.relu``),
   ``tf.batch_gather(p, i)`` -> ``tf.gather(p, i, batch_dims=len(i.shape) - 1)`` (``i`` a name).
12. ``tf.case`` with a dict literal of predicates (TF2 takes a list of pairs) becomes the list of
   ``(pred, fn)`` pairs when ``exclusive=True``; otherwise refused (TF1 tries a dict's
   predicates in the order of their graph names).
13. ``back_prop=False`` of ``tf.while_loop`` / ``map_fn`` / ``scan`` / ``foldl`` / ``foldr``:
    TF2 ignores it and differentiates through the loop (measured: a gradient of 13 where TF1
    gave 1); the loop's results go through ``tf.stop_gradient`` instead (``back_prop=True`` is
    dropped; a non-literal value is refused).
14. ``y = tf.Print(x, data, message, summarize=n)`` -> ``y = _tf1_print(x, data, message,
    summarize=n)``, a module-level function that calls ``tf.print(message, *data, sep="")``
    (stderr, as TF1's op logged) and returns ``x``: it prints whenever ``y`` is computed, as the
    op printed whenever a ``sess.run`` evaluated it, and gradients flow through ``x``. The
    text differs: ``tf.print`` writes an array over several lines, and ``summarize`` counts
    the entries shown at each end of each dimension (TF1: the first n entries, flattened).
    ``first_n`` other than None/-1 (print the first n evaluations only) is refused.
15. ``tf.while_loop(cond, body, [x])``: TF1 returns the lone loop variable itself (a tensor)
    and lets ``body`` return it bare; TF2 returns a list of one, and in eager code fails on a
    bare body result ("Cannot iterate over a scalar tensor"). For a list/tuple literal of one
    variable: ``tf.while_loop(cond, lambda *loop_vars: tf.nest.flatten(body(*loop_vars)),
    [x])[0]``. TF2 has no ``return_same_structure`` (it always returns the structure, as
    ``return_same_structure=True`` did): the keyword is dropped. ``loop_vars`` given
    otherwise (a name) is left as it is: a name bound to a one-element list would return a
    list where TF1 returned a tensor. 15b. ``tf.cond`` likewise (``strict=False``, TF1's
    default): branches returning a list/tuple literal of one tensor (a lambda's body, or every
    ``return`` of a function of the file; ``tf.tuple([t])``) gave that tensor; ``[0]`` is added
    to the TF2 call; ``tf.case`` (``strict=False`` too) likewise.
    A branch returning such a list through a name or another call is not detected.
16. ``tf.name_scope(name, default_name=None, values=None)`` (TF1) -> ``tf.name_scope(name)``
    (TF2 takes a string only): ``tf.name_scope(name, default_name="squash")`` (ageron's capsule
    helpers) -> ``tf.name_scope(name or "squash")`` (TF1 used ``default_name`` when ``name``
    was None; an empty string falls back to it too, where TF1 opened the root scope: op names
    only), ``values=`` dropped (TF1 only checked the tensors' graph); ``tf.name_scope(name)`` of a
    value that may be None -> ``tf.name_scope(name or "")`` (TF2 raises on None; TF1 opened the
    root scope, as TF2 does for ``""``); ``tf.name_scope(None)`` alone is refused. A scope
    names ops only (and ``tf.Variable``-s, in both eras); TF1 made a reopened name unique
    (``squash_1``) where eager TF2 does not: no value changes.
17. ``tf.image.resize_bilinear`` / ``resize_nearest_neighbor`` / ``resize_bicubic`` /
    ``resize_area`` -> the raw op TF1 ran (``tf.raw_ops.ResizeBilinear(images=..., size=...,
    align_corners=False, half_pixel_centers=False)``): TF2's ``tf.image.resize`` samples at
    half-pixel centres (0.5 where TF1 gave 0.667 on a 4 -> 6 bilinear resize). The raw ops take
    4-D images only, as TF1's functions did; ``tf.image.resize_images`` (and TF1's
    ``tf.image.resize``) of images whose rank-4 shape the source states likewise
    (``resize_images``: its ``method`` a ``tf.image.ResizeMethod`` member or int); 3-D images
    and ``preserve_aspect_ratio=True`` stay refused.
18. ``tf.train.checkpoint_exists(p)`` (TF1 only) -> ``bool(tf.io.gfile.glob(p + ".index") or
    tf.io.gfile.glob(p))``, TF1's own test; ``p`` a name, an attribute or a string.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.codegen import node_code
from migrate.source.native.context import Refusal, Rule, arg, call, expr, helper_statements, keyword, reserved_name
from migrate.source.native.shapes import FLOAT_DTYPES, INT_DTYPES, _ints as shape_ints, dtype_of
from migrate.source.native.v1_tables import KEYWORD_RENAMES as PER_FUNCTION_KEYWORDS
from migrate.source.native.v1_tables import RENAMES, REORDERS, TRANSFORMED, V1_ONLY
from migrate.source.rules import flags
from migrate.source.native.walk import instances

RULE = Rule("renames", "TF1 symbol names -> their TF2 names (same behaviour)")

# names with a TF2 spelling whose behaviour differs under eager execution, or TF1 machinery
# with no native rewrite here
REFUSED_PREFIXES = (
    "tf.contrib",
    "tf.layers",
    "tf.nn.rnn_cell",
    "tf.train.Saver",
    "tf.train.import_meta_graph",
    "tf.saved_model",
    "tf.summary",
    "tf.Graph",
    "tf.estimator",
    "tf.app",
    "tf.flags",
)
# TF2 names under a refused prefix (what converted code uses: rule summaries)
TF2_ONLY = {"tf.summary", "tf.summary.create_file_writer", "tf.summary.experimental.write_raw_pb"}


def refused_prefix(name: str) -> bool:
    """Whether ``name`` is TF1 machinery under one of ``REFUSED_PREFIXES`` (not a TF2 name)."""
    return name.startswith(REFUSED_PREFIXES) and name not in TF2_ONLY


REFUSED = {
    "tf.executing_eagerly": "returns False under TF1 graph mode and True in converted eager code",
    "tf.nn.dynamic_rnn": "tf.nn.dynamic_rnn converts natively only as `outputs, state = tf.nn.dynamic_rnn(cell, ...)` of a "
                         "cell bound to a name, run once in the graph; here it is used otherwise (a helper building it called "
                         "more than once, a scope object, a cell it did not convert)",
    "tf.nn.bidirectional_dynamic_rnn": "tf.nn.bidirectional_dynamic_rnn converts natively only as `outputs, states = "
                                       "tf.nn.bidirectional_dynamic_rnn(cell_fw, cell_bw, ...)` of two cells bound to names; "
                                       "here it is used otherwise",
    "tf.nn.ctc_loss": "tf.nn.ctc_loss has another signature in TF2 (labels, logits, label_length, logit_length, "
                      "blank_index; TF1's took inputs and sequence_length, its blank the last class) and no native rewrite here",
    "tf.image.sample_distorted_bounding_box": "tf.image.sample_distorted_bounding_box: TF2's mixes the graph seed into "
                                              "its seed= (TF1's passed seed= to the op as it was): another box from the "
                                              "first draw; no native rewrite here",
    "tf.trainable_variables": "graph collections have no TF2 equivalent",
    "tf.global_variables": "graph collections have no TF2 equivalent",
    "tf.get_collection": "graph collections have no TF2 equivalent",
    "tf.add_to_collection": "graph collections have no TF2 equivalent",
    "tf.reset_default_graph": "there is no default graph in TF2",
    "tf.get_variable_scope": "variable scopes do not exist in TF2",
    # TF2 names whose behaviour changed (tf_upgrade_v2 renames them regardless)
    "tf.image.resize_images": "TF2's tf.image.resize samples at half-pixel centres and has no align_corners "
                              "(TF1: 0.667 where TF2 gives 0.5 on a 4 -> 6 bilinear resize)",
    "tf.image.resize": "TF1's tf.image.resize is resize_images (no half-pixel centres, align_corners); TF2's differs",
    "tf.strings.split": "tf.strings.split returns a SparseTensor in TF1 and a RaggedTensor in TF2",
    "tf.train.ExponentialMovingAverage": "ExponentialMovingAverage is converted only made by a statement of its own and "
                                         "used as apply([<variables>]) / average(<variable>) / average_name(<variable>) "
                                         "(not for tensors such as a loss, apply() of every variable, variables_to_restore())",
}
# TF1 initializers -> (TF2 class, [(argument, TF1 default spelled out or None)]) in TF1's
# positional order, then ``dtype`` (caveat 9): TF2's defaults differ (random_normal_initializer's
# stddev is 0.05 in TF2, 1.0 in TF1; random_uniform's range [-0.05, 0.05) vs [0, 1))
INITIALIZERS = {
    "tf.random_normal_initializer": ("tf.random_normal_initializer", [("mean", "0.0"), ("stddev", "1.0"), ("seed", None)]),
    "tf.random_uniform_initializer": ("tf.random_uniform_initializer", [("minval", "0.0"), ("maxval", "1.0"), ("seed", None)]),
    "tf.truncated_normal_initializer": ("tf.keras.initializers.TruncatedNormal", [("mean", "0.0"), ("stddev", "1.0"), ("seed", None)]),
    "tf.glorot_uniform_initializer": ("tf.keras.initializers.GlorotUniform", [("seed", None)]),
    "tf.glorot_normal_initializer": ("tf.keras.initializers.GlorotNormal", [("seed", None)]),
    "tf.variance_scaling_initializer": ("tf.keras.initializers.VarianceScaling",
                                        [("scale", "1.0"), ("mode", '"fan_in"'), ("distribution", '"truncated_normal"'), ("seed", None)]),
}
# TF1's distribution names -> Keras's ("normal" was TF1's old name of the truncated normal)
_DISTRIBUTIONS = {"normal": "truncated_normal", "truncated_normal": "truncated_normal",
                  "untruncated_normal": "untruncated_normal", "uniform": "uniform"}
# TF1 names tf_upgrade_v2 sends to tf.compat.v1 that have a TF2 home with the same use
MANUAL_RENAMES = {
    "tf.train.checkpoint_exists": "tf.io.gfile.glob",  # (``_checkpoint_exists``: TF1's two globs)
    "tf.set_random_seed": "tf.random.set_seed",  # random streams differ between eras anyway
    "tf.div": "tf.math.divide",  # float operands only (``rewrite_call``, caveat 8)
    # the same distribution (limit sqrt(6 / (fan_in + fan_out)), fans counted alike for conv
    # kernels); ``uniform=False`` -> GlorotNormal in ``rewrite_call``
    "tf.contrib.layers.xavier_initializer": "tf.keras.initializers.GlorotUniform",
    "tf.contrib.layers.xavier_initializer_conv2d": "tf.keras.initializers.GlorotUniform",
    # TF1's contrib version: ``factor``, an upper-case ``mode``, ``uniform`` (``rewrite_call``)
    "tf.contrib.layers.variance_scaling_initializer": "tf.keras.initializers.VarianceScaling",
    **{q: target for q, (target, _) in INITIALIZERS.items()},  # rewrite_call spells TF1's defaults
    # TF1-only compositions, written out as TF1 defined them (``rewrite_call``, caveat 11)
    "tf.nn.xw_plus_b": "tf.nn.bias_add",
    "tf.nn.relu_layer": "tf.nn.relu",
    "tf.batch_gather": "tf.gather",
    # the same op (TF2's numpy_function is TF1's py_func: NumPy arrays in and out, stateful=,
    # no gradient); a statement calling it runs at each run (``model._PER_RUN_CALLS``)
    "tf.py_func": "tf.numpy_function",
    # TF1's resize kernels, called as the ops TF1 ran (TF2's tf.image.resize samples at
    # half-pixel centres: other numbers; ``_resize``, caveat 17)
    **{f"tf.image.{k}": f"tf.raw_ops.{v}" for k, v in (
        ("resize_bilinear", "ResizeBilinear"), ("resize_nearest_neighbor", "ResizeNearestNeighbor"),
        ("resize_bicubic", "ResizeBicubic"), ("resize_area", "ResizeArea"))},
}
XAVIER = {"tf.contrib.layers.xavier_initializer", "tf.contrib.layers.xavier_initializer_conv2d"}
CONTRIB_VARIANCE_SCALING = "tf.contrib.layers.variance_scaling_initializer"
KEYWORD_RENAMES = {"keep_dims": "keepdims", "reduction_indices": "axis", "dim": "axis"}


# the cell classes rule rnns converts (``rnns._CELL_TABLE``) and their stack (a test checks they agree)
_CONVERTED_CELLS = frozenset({"BasicRNNCell", "GRUCell", "LSTMCell", "BasicLSTMCell", "MultiRNNCell"})


def tf2_name(name: str) -> tuple[str | None, str | None]:
    """(TF2 name, None) or (None, reason it is refused) for a canonical TF1 name."""
    for full, why in REFUSED.items():
        if name == full:
            return None, why
    if name in MANUAL_RENAMES:
        return MANUAL_RENAMES[name], None
    if refused_prefix(name):
        if name.rpartition(".")[0] in ("tf.nn.rnn_cell", "tf.contrib.rnn") and name.rpartition(".")[2] in _CONVERTED_CELLS:
            # (hunt 20: "GRUCell ... no native rewrite" read as GRU cells being unsupported)
            return None, (f"{name} converts natively only bound to a name of its own (or listed in a MultiRNNCell([...]) "
                          "literal) and run by one dynamic_rnn / static_rnn / bidirectional RNN; here it is used otherwise "
                          "(in a wrapper such as DropoutWrapper or ResidualWrapper, in a list bound to a name, written inline "
                          "in the call, called step by step): bind each cell to a name and pass it directly")
        return None, f"{name} is TF1 graph machinery with no native rewrite"
    if name in RENAMES:
        return RENAMES[name], None
    if name in V1_ONLY:
        if name.startswith("tf.assert_") and name != "tf.assert_variables_initialized":
            # (hunt 17: the message named no next step)
            return None, (f"{name} exists in TF1 only and no rule converts it: TF1 checked only when something "
                          f"depended on its op; TF2's tf.debugging.{name[3:]} checks where it is called (call it there)")
        return None, f"{name} exists in TF1 only and no rule converts it"
    return name, None


LOGGING_LEVELS = {f"tf.logging.{n}": n for n in ("DEBUG", "INFO", "WARN", "ERROR", "FATAL")}
_LOGGING_METHODS = {"debug": "debug", "info": "info", "warn": "warning", "warning": "warning", "error": "error", "fatal": "fatal"}
LOGGING_CALLS = {"tf.logging.set_verbosity", "tf.logging.get_verbosity"} | {f"tf.logging.{m}" for m in _LOGGING_METHODS}


def logging_call(node: cst.Call, q: str, ctx, rewrite_expr) -> cst.Call:
    """A ``tf.logging`` call -> the ``tf.get_logger()`` call TF1 made (caveat 7)."""
    logger = call(ctx.tf_attr("tf.get_logger"))
    if any(a.star for a in node.args):
        raise Refusal(node, RULE.name, f"{q}(*args/**kwargs) is not converted")
    if q == "tf.logging.get_verbosity":
        return call(cst.Attribute(logger, cst.Name("getEffectiveLevel")))
    if q == "tf.logging.set_verbosity":
        level = arg(node, 0, "v")
        if level is None or len(node.args) != 1:
            raise Refusal(node, RULE.name, "tf.logging.set_verbosity with other than one level is not converted")
        name = LOGGING_LEVELS.get(ctx.qualname(level) or "")
        value = cst.SimpleString(f'"{name}"') if name is not None else rewrite_expr(level)
        return call(cst.Attribute(logger, cst.Name("setLevel")), value)
    method = _LOGGING_METHODS[q.rsplit(".", 1)[1]]
    return node.with_changes(func=cst.Attribute(logger, cst.Name(method)),
                             args=[a.with_changes(value=rewrite_expr(a.value)) for a in node.args])


PRINT = "tf.Print"
PRINT_NAME = "_tf1_print"
_PRINT = '''def {name}(input_, data, message=None, summarize=None):
    """TF1's tf.Print: prints ``message`` and each tensor of ``data`` to stderr when the value is
    computed; returns ``input_`` (the text is tf.print's, not TF1's)."""
    {tf}.print("" if message is None else message, *data, sep="", summarize=3 if summarize is None else summarize)
    return input_
'''


def print_call(node: cst.Call, q: str, ctx, rewrite_expr) -> cst.Call:
    """``tf.Print(input_, data, message, first_n, summarize, name)`` -> the file's ``_tf1_print``
    call (caveat 14)."""
    if any(a.star for a in node.args):
        raise Refusal(node, RULE.name, "tf.Print(*args/**kwargs) is not converted")
    names = ("input_", "data", "message", "first_n", "summarize", "name")
    given = {}
    for i, a in enumerate(node.args):
        key = a.keyword.value if a.keyword is not None else (names[i] if i < len(names) else None)
        if key not in names:
            raise Refusal(node, RULE.name, f"tf.Print with an argument {key or i + 1!r} TF1 does not define")
        given[key] = a.value
    if "input_" not in given or "data" not in given:
        raise Refusal(node, RULE.name, "tf.Print needs input_ and data")
    if "first_n" in given and node_code(given["first_n"]) not in ("None", "-1"):
        raise Refusal(node, RULE.name, "tf.Print(first_n=...) is not converted (it printed the first n evaluations only)")
    options = {key: rewrite_expr(given[key]) for key in ("message", "summarize") if key in given}
    return call(cst.Name(reserved_name(ctx, "tf1_print", PRINT_NAME)), rewrite_expr(given["input_"]),
                rewrite_expr(given["data"]), **options)


# calls the rewriter replaces as a whole (their arguments rewritten by ``rewrite_expr``)
WHOLE_CALLS = {**{q: logging_call for q in LOGGING_CALLS}, PRINT: print_call, flags.RUN: flags.run_call}


def print_statements(ctx) -> list:
    """The module-level definition of the file's ``_tf1_print`` (empty if none was converted)."""
    if ctx.tf1_print is None:
        return []
    return helper_statements(_PRINT.format(name=ctx.tf1_print, tf=ctx.tf))


def _literal(e, kind) -> bool:
    if isinstance(e, cst.UnaryOperation) and isinstance(e.operator, (cst.Minus, cst.Plus)):
        e = e.expression
    return isinstance(e, kind)


# TF ops defined for floating-point inputs only: their result makes ``tf.div`` a true division
_FLOAT_ONLY = {
    "tf.sin", "tf.cos", "tf.tan", "tf.asin", "tf.acos", "tf.atan", "tf.exp", "tf.log", "tf.log1p", "tf.sqrt",
    "tf.rsqrt", "tf.sigmoid", "tf.tanh", "tf.nn.sigmoid", "tf.nn.tanh", "tf.nn.softmax", "tf.erf",
    "tf.random_normal", "tf.random_uniform", "tf.truncated_normal", "tf.to_float", "tf.to_double",
}


def _float_operand(e, ctx, depth: int = 0) -> bool:
    """A float literal, a call of a float-only op, a cast to a float dtype, or a tensor whose
    dtype the source states as a float (``shapes.dtype_of`` over the names ``native.plan``
    found bound once to float tensors: ``tf.reduce_sum(loss_terms)``)."""
    if _literal(e, cst.Float):
        return True
    if ctx.float_names and dtype_of(e, ctx.stated_dtypes(), ctx) in FLOAT_DTYPES:
        return True
    if isinstance(e, cst.Name) and depth < 3:
        # a name bound once in the file to such a value (CS224n's ``x_exp = tf.exp(x_sub)`` in
        # a helper's body, then ``tf.div(x_exp, sum_exp)``)
        value = ctx.single_value(e.value)
        return value is not None and _float_operand(value, ctx, depth + 1)
    q = ctx.call_name(e) if isinstance(e, cst.Call) else None
    if q == "tf.cast":
        dtype = arg(e, 1, "dtype")
        return dtype is not None and ctx.qualname(dtype) in ("tf.float16", "tf.float32", "tf.float64")
    return q in _FLOAT_ONLY


def _int_operand(e, ctx) -> bool:
    """An int literal or a tensor whose dtype the source states is an integer one."""
    if _literal(e, cst.Integer):
        return True
    return dtype_of(e, ctx.stated_dtypes(), ctx) in INT_DTYPES


def _div(node: cst.Call, ctx) -> cst.Call:
    """``tf.div(x, y)`` (Python 2 division: floor division for integers) -> ``tf.math.divide``
    (true division) when an operand is a float literal, so the division is a float one in both;
    ``tf.math.floordiv`` when both are int literals."""
    x, y = arg(node, 0, "x"), arg(node, 1, "y")
    if any(a.star or (a.keyword is not None and a.keyword.value not in ("x", "y", "name")) for a in node.args):
        raise Refusal(node, RULE.name, "tf.div with arguments other than x, y, name is not converted")
    if x is not None and y is not None and _int_operand(x, ctx) and _int_operand(y, ctx):
        # both int literals, or int tensors the source states (an int32 placeholder, a cast to
        # int32, argmax) with int literals: TF1 floor-divided them (a red-team hunt)
        return node.with_changes(func=ctx.tf_attr("tf.math.floordiv"))
    if x is None or y is None or not (_float_operand(x, ctx) or _float_operand(y, ctx)):
        raise Refusal(node, RULE.name, "tf.div(x, y) floor-divides integers (Python 2 semantics) and true-divides floats; "
                      "converted only when an operand is a float literal, a float-only op or a float cast, or both are int literals: "
                      "write x / y or tf.math.floordiv")
    return node


def _only_arguments(node: cst.Call, q: str, names: list) -> None:
    """Refusal unless ``node`` passes at most ``names`` (positionally in that order or by
    keyword), no ``*args``/``**kwargs``."""
    if len(node.args) > len(names) or any(a.star or (a.keyword is not None and a.keyword.value not in names) for a in node.args):
        raise Refusal(node, RULE.name, f"{q}(...) with arguments other than {', '.join(names)} is not converted")


def _float32_dtype(node: cst.Call, position: int, q: str, ctx) -> None:
    """Refusal if an initializer's ``dtype=`` is given and is not ``tf.float32``."""
    dtype = arg(node, position, "dtype")
    if dtype is not None and ctx.qualname(dtype) != "tf.float32":
        raise Refusal(node, RULE.name, f"{q}(dtype=<not tf.float32>) is not converted (the variable's dtype decides in TF2)")


def _xavier(node: cst.Call, q: str, ctx) -> cst.Call:
    """``xavier_initializer(uniform=True, seed=None, dtype=tf.float32)`` -> ``GlorotUniform(seed=)``
    (``uniform=False``: ``GlorotNormal``, TF1's truncated normal of the same variance)."""
    uniform, seed = arg(node, 0, "uniform"), arg(node, 1, "seed")
    _only_arguments(node, q, ["uniform", "seed", "dtype"])
    if uniform is not None and not (isinstance(uniform, cst.Name) and uniform.value in ("True", "False")):
        raise Refusal(node, RULE.name, f"{q}(uniform=<not True/False>) is not converted")
    _float32_dtype(node, 2, q, ctx)
    cls = "GlorotNormal" if isinstance(uniform, cst.Name) and uniform.value == "False" else "GlorotUniform"
    return call(ctx.tf_attr(f"tf.keras.initializers.{cls}"), *([] if seed is None else [keyword("seed", seed)]))


# Keras's truncated normal divides its stddev by this (the stddev of a unit normal truncated at
# two standard deviations); TF1's contrib initializer multiplied the variance by 1.3 instead
_TRUNCATION = "0.87962566103423978"


def _contrib_variance_scaling(node: cst.Call, q: str, ctx) -> cst.Call:
    """``tf.contrib.layers.variance_scaling_initializer(factor=2.0, mode='FAN_IN', uniform=False,
    seed=None, dtype=tf.float32)`` -> ``tf.keras.initializers.VarianceScaling`` with the same
    distribution, exactly: uniform, the limit ``sqrt(3 * factor / n)`` in both (``scale=factor``);
    else TF1 drew a normal truncated at two stddevs of stddev ``sqrt(1.3 * factor / n)`` and
    Keras one of stddev ``sqrt(scale / n) / 0.8796...``: ``scale=factor * 1.3 * 0.8796...**2``.
    The fans are counted alike (``shape[-2]`` / ``shape[-1]`` times the receptive field; ``n``
    of ``FAN_AVG`` their mean). ``mode`` must be a string literal, ``uniform`` True/False."""
    _only_arguments(node, q, ["factor", "mode", "uniform", "seed", "dtype"])
    factor, mode, uniform, seed = arg(node, 0, "factor"), arg(node, 1, "mode"), arg(node, 2, "uniform"), arg(node, 3, "seed")
    _float32_dtype(node, 4, q, ctx)
    text = ctx.string_value(mode) if mode is not None else "FAN_IN"
    if text not in ("FAN_IN", "FAN_OUT", "FAN_AVG"):
        raise Refusal(node, RULE.name, f"{q}(mode=<not 'FAN_IN', 'FAN_OUT' or 'FAN_AVG'>) is not converted")
    if uniform is not None and not (isinstance(uniform, cst.Name) and uniform.value in ("True", "False")):
        raise Refusal(node, RULE.name, f"{q}(uniform=<not True/False>) is not converted")
    factor_text = "2.0" if factor is None else node_code(factor)
    if not isinstance(factor, (type(None), cst.Integer, cst.Float, cst.Name, cst.Attribute)):
        factor_text = f"({factor_text})"
    is_uniform = isinstance(uniform, cst.Name) and uniform.value == "True"
    scale = expr(factor_text if is_uniform else f"{factor_text} * 1.3 * {_TRUNCATION}**2")
    args = [keyword("scale", scale), keyword("mode", expr(repr(text.lower()).replace("'", '"'))),
            keyword("distribution", expr('"uniform"' if is_uniform else '"truncated_normal"'))]
    if seed is not None:
        args.append(keyword("seed", seed))
    return call(ctx.tf_attr("tf.keras.initializers.VarianceScaling"), *args)


CASTS = {
    "tf.to_float": "tf.float32",
    "tf.to_double": "tf.float64",
    "tf.to_int32": "tf.int32",
    "tf.to_int64": "tf.int64",
    "tf.to_bfloat16": "tf.bfloat16",
    "tf.to_complex64": "tf.complex64",
    "tf.to_complex128": "tf.complex128",
}
# semantics-changing functions whose TF2 behaviour is the same for the calls we let through
_SAFE_TRANSFORMED = {
    "tf.while_loop", "tf.zeros_like", "tf.ones_like", "tf.name_scope", "tf.nn.dropout",
    "tf.nn.softmax_cross_entropy_with_logits",
} | set(CASTS)


# leading positional arguments that keep their place in TF2 although the table names them
_STABLE_PREFIX = {"tf.while_loop": 3}
# TF1 arguments TF2's function does not have, by position (None: kept in place) and dropped
# (hunt 17 W2 / W4: passed through, a TypeError; ``zeros_like``'s 4th positional argument became
# TF2's ``layout``). ``partition_strategy`` is moot for one table (several are refused, see
# ``native.model._check_unconverted_calls``); ``optimize`` only chose how TF1 built the op.
_EXTRA_POSITIONS = {"tf.zeros_like": [None, None, None, "optimize"], "tf.ones_like": [None, None, None, "optimize"]}
_DROPPED = {"tf.zeros_like": ("optimize",), "tf.ones_like": ("optimize",), "tf.nn.embedding_lookup": ("partition_strategy",),
            "tf.nn.embedding_lookup_sparse": ("partition_strategy",)}


def _initializer(node: cst.Call, q: str, ctx) -> cst.Call:
    """A TF1 initializer -> its TF2 class with every TF1 default spelled out (caveat 9)."""
    target, params = INITIALIZERS[q]
    _only_arguments(node, q, [p for p, _ in params] + ["dtype"])
    _float32_dtype(node, len(params), q, ctx)
    out = []
    for k, (name, default) in enumerate(params):
        value = arg(node, k, name)
        if name == "maxval" and isinstance(value, cst.Name) and value.value == "None":
            value = None  # TF1: 1.0 for floats
        if name == "distribution" and value is not None:
            if not (isinstance(value, cst.SimpleString) and value.evaluated_value in _DISTRIBUTIONS):
                raise Refusal(node, RULE.name, f"{q}(distribution=<not a literal TF1 distribution name>) is not converted")
            value = cst.SimpleString(f'"{_DISTRIBUTIONS[value.evaluated_value]}"')
        if value is None and default is not None:
            value = expr(default)
        if value is not None:
            out.append(keyword(name, value))
    return call(ctx.tf_attr(target), *out)


def _composition(node: cst.Call, q: str, ctx) -> cst.Call:
    """``xw_plus_b(x, w, b)`` -> ``bias_add(matmul(x, w), b)`` (``relu_layer``: its relu),
    ``batch_gather(params, indices)`` -> ``gather(params, indices, batch_dims=len(indices.shape) - 1)``: TF1's own
    definitions (caveat 11)."""
    names = ["params", "indices"] if q == "tf.batch_gather" else ["x", "weights", "biases"]
    _only_arguments(node, q, names + ["name"])
    values = [arg(node, k, n) for k, n in enumerate(names)]
    if None in values:
        raise Refusal(node, RULE.name, f"{q}(...) without {', '.join(names)} is not converted")
    if q == "tf.batch_gather":
        # TF1: batch dimensions are all of indices' but the last, and they set the axis too
        # (``batch_dims=-1`` alone would gather along params' last axis)
        if not isinstance(values[1], cst.Name):
            raise Refusal(node, RULE.name, "tf.batch_gather(params, <not a name>) is not converted (its rank sets batch_dims)")
        return call(ctx.tf_attr("tf.gather"), *values, batch_dims=expr(f"len({values[1].value}.shape) - 1"))
    out = call(ctx.tf_attr("tf.nn.bias_add"), call(ctx.tf_attr("tf.linalg.matmul"), values[0], values[1]), values[2])
    return call(ctx.tf_attr("tf.nn.relu"), out) if q == "tf.nn.relu_layer" else out


def _resize(node: cst.Call, q: str, ctx) -> cst.Call:
    """``tf.image.resize_bilinear(images, size, align_corners)`` -> ``tf.raw_ops.ResizeBilinear(
    images=images, size=size, align_corners=..., half_pixel_centers=...)``: the kernel TF1 ran,
    with TF1's defaults spelled out (raw ops take keywords only; caveat 17)."""
    names = ["images", "size", "align_corners", "name"] + ([] if q == "tf.image.resize_area" else ["half_pixel_centers"])
    _only_arguments(node, q, names)
    values = {n: arg(node, k, n) for k, n in enumerate(names)}
    if values["images"] is None or values["size"] is None:
        raise Refusal(node, RULE.name, f"{q}(...) without images and size is not converted")
    return _raw_resize(MANUAL_RENAMES[q], values, ctx)


def _raw_resize(op: str, values: dict, ctx) -> cst.Call:
    """``tf.raw_ops.<op>(images=, size=, align_corners=, half_pixel_centers=[, name=])`` with TF1's
    defaults spelled out (False; ``ResizeArea`` has no ``half_pixel_centers``); ``values``: the
    arguments given (None where not)."""
    out = [keyword("images", values["images"]), keyword("size", values["size"]),
           keyword("align_corners", values["align_corners"] or cst.Name("False"))]
    if op != "tf.raw_ops.ResizeArea":
        out.append(keyword("half_pixel_centers", values.get("half_pixel_centers") or cst.Name("False")))
    if values["name"] is not None:
        out.append(keyword("name", values["name"]))
    return call(ctx.tf_attr(op), *out)


RESIZE_IMAGES = {"tf.image.resize_images", "tf.image.resize"}
# TF1's ResizeMethod members, in the order of their int values, and the raw op resize_images ran
_RESIZE_METHODS = ("BILINEAR", "NEAREST_NEIGHBOR", "BICUBIC", "AREA")
_RESIZE_OPS = ("ResizeBilinear", "ResizeNearestNeighbor", "ResizeBicubic", "ResizeArea")


def resize_images(node: cst.Call, q: str, rank: int | None, ctx, shape: list | None = None) -> cst.BaseExpression:
    """``tf.image.resize_images(images, size, method=..., align_corners=...)`` of 4-D images
    (``rank``: their stated rank) -> the raw op TF1 dispatched to, as ``_resize`` writes the
    ``resize_*`` functions (caveat 17): ``method`` a ``tf.image.ResizeMethod`` member or its int
    (BILINEAR 0, NEAREST_NEIGHBOR 1, BICUBIC 2, AREA 3; TF1's default BILINEAR). 3-D images,
    ``preserve_aspect_ratio=True`` and other methods are refused. A ``size`` equal to the
    images' static height and width (``shape``) is the images themselves: TF1 returned them
    unresized, in their dtype (hunt 21: a uint8 image "resized" to its own size came back
    float32 from the raw op)."""
    names = ["images", "size", "method", "align_corners", "preserve_aspect_ratio", "name"]
    _only_arguments(node, q, names)
    values = {n: arg(node, k, n) for k, n in enumerate(names)}
    if values["images"] is None or values["size"] is None:
        raise Refusal(node, RULE.name, f"{q}(...) without images and size is not converted")
    if rank != 4:
        raise Refusal(node, RULE.name, f"{q} of images whose rank-4 shape the source does not state: TF2's tf.image.resize "
                      "samples at half-pixel centres and has no align_corners (TF1: 0.667 where TF2 gives 0.5 on a 4 -> 6 "
                      "bilinear resize); the raw ops TF1 ran take 4-D images")
    size = _size_ints(values["size"], ctx)
    if shape is not None and len(shape) == 4 and None not in shape[1:3] and size == shape[1:3]:
        return values["images"]
    keep = values["preserve_aspect_ratio"]
    if keep is not None and not (isinstance(keep, cst.Name) and keep.value == "False"):
        raise Refusal(node, RULE.name, f"{q}(preserve_aspect_ratio=...) is not converted")
    method = values["method"]
    member = ctx.qualname(method) if method is not None else "tf.image.ResizeMethod.BILINEAR"
    if isinstance(method, cst.Integer) and int(method.value) < len(_RESIZE_OPS):
        op = _RESIZE_OPS[int(method.value)]
    elif member is not None and member.startswith("tf.image.ResizeMethod.") and member.rsplit(".", 1)[1] in _RESIZE_METHODS:
        op = _RESIZE_OPS[_RESIZE_METHODS.index(member.rsplit(".", 1)[1])]
    else:
        raise Refusal(node, RULE.name, f"{q}(method=...) other than a tf.image.ResizeMethod member is not converted")
    return _raw_resize(f"tf.raw_ops.{op}", values, ctx)


def _size_ints(size, ctx) -> list | None:
    """``[h, w]`` of a literal ``size`` (ints or int constants), also through a name bound once to
    one or to ``tf.constant(<literal>)`` (TF1 read a constant size statically: hunt 21's t145),
    else None."""
    if type(size) is cst.Name:
        size = ctx.single_value(size.value)
    if type(size) is cst.Call and ctx.call_name(size) == "tf.constant" and len(size.args) == 1:
        size = size.args[0].value
    out = shape_ints(size, ctx.int_constants) if type(size) in (cst.List, cst.Tuple) else None
    return out if out is not None and len(out) == 2 and None not in out else None


def _checkpoint_exists(node: cst.Call, ctx) -> cst.BaseExpression:
    """``tf.train.checkpoint_exists(prefix)`` (TF1 only) -> ``bool(tf.io.gfile.glob(prefix +
    ".index") or tf.io.gfile.glob(prefix))``: TF1's test (a V2 checkpoint's index file, else a
    V1 file, each by glob) with the prefix read twice, so only a name, an attribute or a string."""
    prefix = arg(node, 0, "checkpoint_prefix")
    if prefix is None or len(node.args) != 1 or not isinstance(prefix, (cst.Name, cst.Attribute, cst.SimpleString)):
        raise Refusal(node, RULE.name, "tf.train.checkpoint_exists of something other than a name, attribute or string is not converted")
    glob = ctx.tf_attr("tf.io.gfile.glob")
    index = cst.BinaryOperation(prefix, cst.Add(), cst.SimpleString('".index"'))
    either = cst.BooleanOperation(call(glob, index), cst.Or(), call(glob.deep_clone(), prefix.deep_clone()))
    return call(cst.Name("bool"), either)


def _case_dict(node: cst.Call, q: str) -> cst.Call:
    """``tf.case({pred: fn, ...}, exclusive=True)`` -> a list of ``(pred, fn)`` pairs (TF2 takes
    no dict); with ``exclusive=True`` the order cannot matter. TF1 orders a non-exclusive dict
    by the predicates' graph names: refused (caveat 12)."""
    pairs = arg(node, 0, "pred_fn_pairs")
    exclusive = arg(node, None, "exclusive")
    if not (isinstance(exclusive, cst.Name) and exclusive.value == "True") \
            or not all(isinstance(e, cst.DictElement) for e in pairs.elements):
        raise Refusal(node, RULE.name, "tf.case with a dict of predicates and not exclusive=True: TF1 tries them in the "
                      "order of their graph names")
    listed = cst.List([cst.Element(cst.Tuple([cst.Element(e.key), cst.Element(e.value)])) for e in pairs.elements])
    return node.with_changes(args=[a.with_changes(value=listed) if a.value is pairs else a for a in node.args])


# loop functions whose ``back_prop=False`` TF2 ignores -> index of back_prop among their positions
_BACK_PROP_POSITION = {"tf.while_loop": 5, "tf.map_fn": 4, "tf.scan": 4, "tf.foldl": 4, "tf.foldr": 4}


def _back_prop(node: cst.Call, q: str, ctx) -> cst.BaseExpression:
    """``back_prop=`` of a TF1 loop (caveat 13): TF2 ignores it and differentiates through the
    loop; ``False`` -> the loop's results under ``tf.stop_gradient``, ``True`` -> dropped."""
    value = arg(node, None, "back_prop")
    if sum(a.keyword is None for a in node.args) > _BACK_PROP_POSITION[q] or not (
            isinstance(value, cst.Name) and value.value in ("True", "False")):
        raise Refusal(node, RULE.name, f"{q}(..., back_prop=<not a literal True/False>): TF2 ignores back_prop")
    kept = [a for a in node.args if not (a.keyword is not None and a.keyword.value == "back_prop")]
    kept[-1] = kept[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
    loop = node.with_changes(args=kept)
    if value.value == "True":
        return loop
    return call(ctx.tf_attr("tf.nest.map_structure"), ctx.tf_attr("tf.stop_gradient"), loop)


def where_v1(original: cst.Call, updated: cst.Call, rank, ctx) -> cst.Call:
    """``tf.where(c, x, y)`` (caveat 10): TF1 selects whole rows of ``x`` by a vector ``c``; TF2's
    broadcasts ``c`` against the last axis instead. Same ranks: unchanged; a vector ``c`` and
    ``x`` of known rank r: ``c`` reshaped to ``[-1, 1, ...]``; ranks unknown: ``c`` reshaped at
    run time to its shape plus ones up to ``x``'s rank. ``rank(node)``: a stated static rank or
    None; ``updated`` is ``original`` with its arguments rewritten."""
    from migrate.source.native.model import draws_random  # (model imports this module)

    c, x = arg(original, 0, "condition"), arg(original, 1, "x")
    rc, rx = rank(c), rank(x)
    if rc is not None and rc == rx:
        return updated
    cond, new_x = updated.args[0].value, updated.args[1].value
    tf_ = ctx.tf_attr
    if rc == 1 and rx is not None and rx > 1:
        shape = expr(repr([-1] + [1] * (rx - 1)))
    elif rx == 0:
        return updated  # a scalar x: TF1 wanted a scalar c as well, which TF2 treats alike
    elif not any(draws_random(ctx.call_name(n)) and arg(n, None, "seed") is None
                 for n in instances(cst.Tuple([cst.Element(c), cst.Element(x)]), cst.Call)):
        # (``c`` and ``x`` are read three times: not when either draws random numbers without
        # ``seed=`` (with one, the copies draw alike, as TF1's one op did), also inside an
        # expression: ``tf.random_uniform(tf.shape(a)) < eps`` had been written out three
        # times, three unseeded draws: hunt 23 W3, an epsilon-greedy action)
        ones = call(tf_("tf.ones"), cst.List([cst.Element(cst.BinaryOperation(call(tf_("tf.rank"), new_x), cst.Subtract(),
                                                                             call(tf_("tf.rank"), cond)))]), tf_("tf.int32"))
        shape = call(tf_("tf.concat"), cst.List([cst.Element(call(tf_("tf.shape"), cond)), cst.Element(ones)]), expr("0"))
    else:
        raise Refusal(original, RULE.name, "tf.where(c, x, y) of unknown ranks with a random op without seed= written in c or x: "
                      "TF1 selects rows by a vector c, TF2 broadcasts c against the last axis, and the rewrite reads c "
                      "three times (three draws); bind the random value to a name first")
    shaped = call(tf_("tf.reshape"), cond, shape)
    return updated.with_changes(args=[updated.args[0].with_changes(value=shaped), *updated.args[1:]])


def rewrite_call(node: cst.Call, q: str, ctx) -> cst.BaseExpression:
    """Arguments of a TF1 call spelled for its TF2 signature (``node.func`` already renamed)."""
    made = _rewrite_call(node, q, ctx)
    if q == "tf.while_loop":
        return _while_loop_result(node, made, ctx)
    if q in ("tf.cond", "tf.case"):
        return _cond_result(node, made, q, ctx)
    return made


def _cond_result(node: cst.Call, made: cst.BaseExpression, q: str, ctx) -> cst.BaseExpression:
    """TF1's ``tf.cond`` (``strict=False``, the default) returns the lone tensor of branches that
    return a list/tuple of one (``tf.cond(p, lambda: [a], lambda: [b])`` -> a tensor); TF2's
    returns the list. When a branch is known to return one (a lambda whose body is such a
    literal, or a function of the file whose every ``return`` is one), ``[0]`` is added (TF1
    required both branches to have one structure). Caveat 15b."""
    strict = arg(node, None, "strict")
    if strict is not None and not (isinstance(strict, cst.Name) and strict.value in ("True", "False")):
        raise Refusal(node, RULE.name, "tf.cond(strict=<not a literal>) is not converted")
    if isinstance(strict, cst.Name) and strict.value == "True":
        return made
    if q == "tf.cond":
        branches = [arg(node, 1, "true_fn") or arg(node, None, "fn1"), arg(node, 2, "false_fn") or arg(node, None, "fn2")]
    else:  # ``tf.case(pred_fn_pairs, default)``: the functions of the pairs (a list, tuple or dict literal)
        pairs = arg(node, 0, "pred_fn_pairs")
        branches = [arg(node, 1, "default")]
        if isinstance(pairs, (cst.List, cst.Tuple)):
            branches += [e.value.elements[1].value for e in pairs.elements
                         if isinstance(e.value, cst.Tuple) and len(e.value.elements) == 2]
        elif isinstance(pairs, cst.Dict):
            branches += [e.value for e in pairs.elements if isinstance(e, cst.DictElement)]
    if any(_returns_one(b, ctx) for b in branches if b is not None):
        return cst.Subscript(made, [cst.SubscriptElement(cst.Index(cst.Integer("0")))])
    return made


def _returns_one(branch, ctx) -> bool:
    """Whether a ``tf.cond`` branch returns a list/tuple literal of one (non-starred) element."""
    def one(value) -> bool:
        if isinstance(value, cst.Call) and ctx.call_name(value) == "tf.tuple":  # (a list of the same length)
            value = arg(value, 0, "tensors")
        return isinstance(value, (cst.List, cst.Tuple)) and len(value.elements) == 1 \
            and not isinstance(value.elements[0], cst.StarredElement)
    if isinstance(branch, cst.Lambda):
        return one(branch.body)
    fn = ctx.module_functions.get(branch.value) if isinstance(branch, cst.Name) else None
    if not isinstance(fn, cst.FunctionDef):
        return False
    returns = instances(fn.body, cst.Return)
    return bool(returns) and all(r.value is not None and one(r.value) for r in returns)


def _name_scope(node: cst.Call) -> cst.Call:
    """TF1's ``tf.name_scope(name, default_name, values)`` -> TF2's ``tf.name_scope(name)``
    (caveat 16)."""
    if any(a.star for a in node.args) or any(
            a.keyword is not None and a.keyword.value not in ("name", "default_name", "values") for a in node.args):
        raise Refusal(node, RULE.name, "tf.name_scope with *args/**kwargs or unknown keywords is not converted")
    name, default = arg(node, 0, "name"), arg(node, 1, "default_name")
    if _is_none(default):
        default = None
    if default is not None and not isinstance(default, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString)):
        raise Refusal(node, RULE.name, "tf.name_scope(name, default_name=<not a string literal>) is not converted")
    if name is None or _is_none(name):
        if default is None:
            raise Refusal(node, RULE.name, "tf.name_scope(None) without default_name is not converted")
        scope = default
    elif isinstance(name, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString)):
        scope = name
    else:  # (None: TF1 used default_name, or opened the root scope, as TF2's ``""`` does)
        scope = cst.BooleanOperation(name, cst.Or(), default if default is not None else cst.SimpleString('""'))
    return node.with_changes(args=[cst.Arg(scope)])


def _is_none(node) -> bool:
    return isinstance(node, cst.Name) and node.value == "None"


def _while_loop_result(node: cst.Call, made: cst.BaseExpression, ctx) -> cst.BaseExpression:
    """TF1's ``tf.while_loop`` returns its one loop variable itself when ``loop_vars`` is a list
    of one tensor (``[tf.constant(0)]`` -> a tensor), and its body may return that tensor bare;
    TF2's returns the list, and in eager code iterates over what the body returns. For such a
    literal list/tuple the body's result is flattened to a list and ``[0]`` added. TF2's
    ``while_loop`` has no ``return_same_structure`` (it always returns the structure): the
    keyword goes (caveat 15). ``made``: ``node`` rewritten, possibly inside ``_back_prop``'s
    ``tf.nest.map_structure``."""
    same = arg(node, None, "return_same_structure")
    if same is not None and not (isinstance(same, cst.Name) and same.value in ("True", "False")):
        raise Refusal(node, RULE.name, "tf.while_loop(return_same_structure=<not a literal>) is not converted")
    # (the body of a one-variable loop may return its tensor bare, with or without
    # return_same_structure=True; only without it did TF1 return the lone tensor: hunt 17 W3)
    wrapped = _one_loop_variable(node)
    single = not (same is not None and same.value == "True") and wrapped
    loop = made if isinstance(made, cst.Call) and ctx.call_name(made) == "tf.while_loop" else made.args[1].value
    args = [a for a in loop.args if not (a.keyword is not None and a.keyword.value == "return_same_structure")]
    args[-1] = args[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
    if wrapped:
        body = next((a for i, a in enumerate(args) if (a.keyword is None and i == 1) or (a.keyword is not None and a.keyword.value == "body")), None)
        if body is None or body.star:
            raise Refusal(node, RULE.name, "tf.while_loop without a body argument is not converted")
        func = body.value
        if not isinstance(func, (cst.Name, cst.Attribute)):
            func = func.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])  # ``(lambda i: i + 1)(...)``
        flat = cst.Lambda(cst.Parameters(star_arg=cst.Param(cst.Name("loop_vars"), star="*")),
                          call(ctx.tf_attr("tf.nest.flatten"), cst.Call(func, [cst.Arg(cst.Name("loop_vars"), star="*")])))
        args = [a.with_changes(value=flat) if a is body else a for a in args]
    new_loop = loop.with_changes(args=args)
    made = new_loop if loop is made else made.with_changes(args=[made.args[0], made.args[1].with_changes(value=new_loop)])
    return cst.Subscript(made, [cst.SubscriptElement(cst.Index(cst.Integer("0")))]) if single else made


def while_loop_structure(node: cst.Call) -> bool:
    """Whether TF1's ``tf.while_loop(...)`` call ``node`` returned a structure (a list of loop
    variables), not the lone tensor (caveat 15)."""
    same = arg(node, None, "return_same_structure")
    if isinstance(same, cst.Name) and same.value == "True":
        return True
    try:
        return not _one_loop_variable(node)
    except Refusal:
        return True


def _one_loop_variable(node: cst.Call) -> bool:
    """Whether ``loop_vars`` is a list/tuple literal of one loop variable that is not itself a
    structure (TF1 then returned that tensor)."""
    loop_vars = arg(node, 2, "loop_vars")
    if not isinstance(loop_vars, (cst.List, cst.Tuple)) or len(loop_vars.elements) != 1:
        return False
    only = loop_vars.elements[0]
    if isinstance(only, cst.StarredElement):
        raise Refusal(node, RULE.name, "tf.while_loop(loop_vars=[*...]) is not converted (TF1 unpacks a single loop variable)")
    return not isinstance(only.value, (cst.List, cst.Tuple, cst.Dict, cst.Set))


def _rewrite_call(node: cst.Call, q: str, ctx) -> cst.Call:
    if q in XAVIER:
        return _xavier(node, q, ctx)
    if q == CONTRIB_VARIANCE_SCALING:
        return _contrib_variance_scaling(node, q, ctx)
    if q in INITIALIZERS:
        return _initializer(node, q, ctx)
    if q in ("tf.nn.xw_plus_b", "tf.nn.relu_layer", "tf.batch_gather"):
        return _composition(node, q, ctx)
    if q == "tf.case" and isinstance(arg(node, 0, "pred_fn_pairs"), cst.Dict):
        return _case_dict(node, q)
    if q.startswith("tf.image.resize_") and q in MANUAL_RENAMES:
        return _resize(node, q, ctx)
    if q == "tf.div":
        return _div(node, ctx)
    if q in ("tf.space_to_batch", "tf.nn.space_to_batch"):
        # TF1's scalar block_size is a square block; TF2's block_shape (space_to_batch_nd's)
        # must be a list ([2, 2]; a scalar raised "block_shape must have rank 1": hunt 13)
        block = arg(node, 2, "block_size")
        if block is not None and not isinstance(block, (cst.List, cst.Tuple)):
            square = cst.List([cst.Element(block), cst.Element(block)])
            node = node.with_changes(args=[a.with_changes(value=square) if a.value is block else a for a in node.args])
    if q == "tf.image.draw_bounding_boxes":
        # TF2's takes colors (None: TF1's default colour table) before name
        if len(node.args) > 2 and node.args[2].keyword is None:
            raise Refusal(node, RULE.name, "tf.image.draw_bounding_boxes with a positional name is not converted")
        if arg(node, None, "colors") is None:
            node = node.with_changes(args=list(node.args[:-1]) + [node.args[-1].with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))]
                                     + [keyword("colors", cst.Name("None"))])
    if q == "tf.train.checkpoint_exists":
        return _checkpoint_exists(node, ctx)
    if q == "tf.name_scope":
        return _name_scope(node)
    if q in _BACK_PROP_POSITION and any(a.keyword is not None and a.keyword.value == "back_prop" for a in node.args):
        return _back_prop(node, q, ctx)
    if q in TRANSFORMED and q not in _SAFE_TRANSFORMED:
        raise Refusal(node, RULE.name, f"{q} changed behaviour in TF2 and has no native rewrite here")
    if q in CASTS:
        x = arg(node, 0, "x")
        return call(ctx.tf_attr("tf.cast"), x, ctx.tf_attr(CASTS[q]))
    if q == "tf.nn.softmax_cross_entropy_with_logits":
        # TF1's version does not backpropagate into labels; TF2's does: stop it explicitly
        labels = arg(node, None, "labels")
        if labels is None or any(a.keyword is None for a in node.args):
            raise Refusal(node, RULE.name, "softmax_cross_entropy_with_logits without labels=/logits= keywords")
        stopped = call(ctx.tf_attr("tf.stop_gradient"), labels)
        return node.with_changes(
            args=[a.with_changes(value=stopped) if a.keyword.value == "labels" else a for a in node.args if a.keyword.value != "dim"]
            + [keyword("axis", a.value) for a in node.args if a.keyword.value == "dim"]
        )
    if q == "tf.nn.dropout":
        keep = arg(node, 1, "keep_prob")
        rest = [a for a in node.args[1:] if a.keyword is not None and a.keyword.value not in ("keep_prob",)]
        positional = [a for a in node.args[1:] if a.keyword is None]
        if len(positional) > 1:
            raise Refusal(node, RULE.name, "tf.nn.dropout with positional noise_shape/seed is not converted")
        if keep is None:
            return node
        rate = cst.BinaryOperation(expr("1"), cst.Subtract(), keep if not isinstance(keep, cst.BinaryOperation) else cst.parse_expression(f"({node_code(keep)})"))
        return node.with_changes(args=[node.args[0], keyword("rate", rate)] + rest)
    args = list(node.args)
    order = REORDERS.get(q) or _EXTRA_POSITIONS.get(q)
    if order is not None:
        out = []
        for i, a in enumerate(args):
            if a.keyword is None and not a.star and i < len(order) and order[i] is not None and i >= _STABLE_PREFIX.get(q, 0):
                a = keyword(order[i], a.value)
            out.append(a)
        args = out
    renames = dict(KEYWORD_RENAMES)
    renames.update(PER_FUNCTION_KEYWORDS.get(q, {}))
    renames.update(dict.fromkeys(_DROPPED.get(q, ())))
    out = []
    for a in args:
        if a.keyword is not None and a.keyword.value in renames:
            new = renames[a.keyword.value]
            if new is None:
                continue
            a = a.with_changes(keyword=cst.Name(new))
        out.append(a)
    if out and len(out) < len(args) and args[-1].comma is cst.MaybeSentinel.DEFAULT:
        out[-1] = out[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)  # (the dropped last one had none)
    return node.with_changes(args=out)
