"""Rule ``regularizers``: slim/contrib L2 regularizers and the collections slim fills -> lists.

Transforms::

    net = slim.fully_connected(x, 5, weights_regularizer=slim.l2_regularizer(0.01), scope="fc1")
    reg = tf.add_n(slim.losses.get_regularization_losses())
        ->  fc1_weights = tf.Variable(..., name="fc1/weights")
            fc1_biases = tf.Variable(..., name="fc1/biases")
            fc1_weights_l2_loss = 0.01 * tf.nn.l2_loss(fc1_weights)
            net = tf.nn.relu(tf.matmul(x, fc1_weights) + fc1_biases)
            reg = tf.add_n([fc1_weights_l2_loss])

    tf.contrib.layers.l2_regularizer(0.5)(t)   ->  0.5 * tf.nn.l2_loss(t)
    slim.get_model_variables()                 ->  [fc1_weights, fc1_biases, ...]

TF1's ``l2_regularizer(scale)(w)`` is ``scale * tf.nn.l2_loss(w)`` (the scale converted to
``w``'s dtype); ``fully_connected`` adds it to the ``REGULARIZATION_LOSSES`` collection when
the layer is built. ``slim.losses.get_regularization_losses()``,
``tf.losses.get_regularization_losses()`` and
``tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES)`` become the list of the losses
created so far, in creation order (TF1's collection order), ``tf.losses.get_regularization_loss()``
their ``tf.add_n`` (``tf.constant(0.0)`` when there is none); ``slim.get_model_variables()`` /
``tf.get_collection(tf.GraphKeys.MODEL_VARIABLES)`` the ``fully_connected`` weights and
biases created so far. A loss tensor is only emitted when the file reads the collection.

CAVEATS:
1. The scale must be a positive float literal (TF1 refuses ints and returns no loss for 0.0).
2. Only ``l2_regularizer`` as ``fully_connected``'s ``weights_regularizer`` and as
   ``tf.layers.dense`` / ``conv2d`` / ``conv2d_transpose``'s ``kernel_regularizer`` (added when
   the layer makes its variables, not when it reuses them, as TF1's ``get_variable`` did);
   ``biases_regularizer`` / ``bias_regularizer``, L1, Keras and custom regularizers are refused.
3. Reading a collection with ``scope=`` (but caveat 4), or in a block where variables are created by code
   the converter cannot see (helper functions, Keras layers), is refused; so is reading it in
   plain Python before the last layer of the block was built, and reading the losses in plain
   Python (outside ``sess.run``) when they depend on trained weights (they are computed in
   the ``sess.run`` functions only).
4. ``tf.get_collection(tf.GraphKeys.UPDATE_OPS, scope="D")`` (a GAN's per-network batch-norm
   updates): the updates made so far whose name scope TF1 matched with ``re.match("D", name)``,
   read from the first component of the layer's name scope (``Discriminator`` and, for the
   reused copies, ``Discriminator_1``, ...: a plain-name scope that is a prefix matches both);
   scopes that are not plain names, or that the entry number would decide, are refused.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call

RULE = Rule("regularizers", "slim l2_regularizer -> scale * tf.nn.l2_loss; regularization/model-variable collections -> lists")

L2 = {"tf.contrib.layers.l2_regularizer", "tf.contrib.slim.l2_regularizer", "tf.contrib.layers.regularizers.l2_regularizer"}
REGULARIZATION_READERS = {
    "tf.contrib.slim.losses.get_regularization_losses",
    "tf.contrib.losses.get_regularization_losses",
    "tf.losses.get_regularization_losses",
}
TOTAL = "tf.losses.get_regularization_loss"  # (their sum: ``tf.add_n(losses)``, ``tf.constant(0.0)`` when none)
MODEL_VARIABLE_READERS = {
    "tf.contrib.slim.get_model_variables",
    "tf.contrib.framework.get_model_variables",
}
_KEYS = {
    "tf.GraphKeys.REGULARIZATION_LOSSES": "regularization_losses",
    "tf.GraphKeys.MODEL_VARIABLES": "model_variables",
    "tf.GraphKeys.UPDATE_OPS": "update_ops",  # batch-norm updates (rule batch_norm)
}
# names whose use means the file reads one of these collections
COLLECTION_NAMES = REGULARIZATION_READERS | MODEL_VARIABLE_READERS | {"tf.get_collection", TOTAL}
# names the rules here consume (they create no variables and need no TF1 runtime)
NAMES = L2 | REGULARIZATION_READERS | MODEL_VARIABLE_READERS | {"tf.get_collection", TOTAL} | set(_KEYS)


def collection(node, ctx) -> str | None:
    """``"regularization_losses"`` / ``"model_variables"`` if ``node`` reads that collection
    (Refusal for readers with a scope), else None."""
    q = ctx.call_name(node)
    if q in REGULARIZATION_READERS or q in MODEL_VARIABLE_READERS or q == TOTAL:
        if node.args:
            raise Refusal(node, RULE.name, f"{q}(...) with arguments (scope) is not converted")
        return "model_variables" if q in MODEL_VARIABLE_READERS else "regularization_losses"
    if q == "tf.get_collection" and 1 <= len(node.args) <= 2 and not any(a.star for a in node.args):
        key = arg(node, 0, "key")
        if isinstance(key, cst.SimpleString):
            which = key.evaluated_value if key.evaluated_value in _KEYS.values() else None
        else:
            which = _KEYS.get(ctx.qualname(key) or "")
        if len(node.args) == 2 and which is not None and which != "update_ops":
            raise Refusal(node, RULE.name, f"tf.get_collection of {which} with scope= is not converted")
        return which
    return None


def read(node, names: list, ctx) -> cst.BaseExpression:
    """A collection read (``collection(node)``) as the list of ``names`` (TF1's creation order);
    ``tf.losses.get_regularization_loss()`` as their sum (``tf.constant(0.0)`` without any, as
    TF1 returned)."""
    listed = cst.List([cst.Element(cst.Name(n)) for n in names])
    if ctx.call_name(node) != TOTAL:
        return listed
    return call(ctx.tf_attr("tf.add_n"), listed) if names else call(ctx.tf_attr("tf.constant"), cst.Float("0.0"))


def update_ops_scope(node) -> str | None:
    """The ``scope=`` of ``tf.get_collection(tf.GraphKeys.UPDATE_OPS, scope)`` (caveat 4), or None
    when it has none; Refusal when it is not an identifier literal."""
    scope = arg(node, 1, "scope")
    if scope is None:
        return None
    text = scope.evaluated_value if isinstance(scope, cst.SimpleString) else None
    if text is None or not (text == "" or text.isidentifier()):
        raise Refusal(node, RULE.name, "tf.get_collection(UPDATE_OPS, scope=...) with a scope that is not a plain name literal")
    return text


def in_update_scope(scope: str, top: str) -> bool | None:
    """TF1's ``re.match(scope, op.name)`` for a batch-norm update made under the name scope whose
    first component is ``top`` (``Discriminator``; ``Discriminator_1`` when the scope was entered
    again, which the converter does not number): None when that suffix would decide it."""
    if scope == "" or top.startswith(scope):
        return True
    if scope.startswith(top):
        return None  # (``Discriminator_1``: which entry made the op)
    return False


def l2_scale(regularizer, ctx) -> cst.BaseExpression:
    """The scale of ``slim.l2_regularizer(scale)`` (Refusal for anything else)."""
    q = ctx.call_name(regularizer)
    if q not in L2:
        raise Refusal(regularizer, RULE.name, "a regularizer other than an l2_regularizer(scale) call written here or "
                      "through a module-level name (a name bound inside a function, L1, Keras and custom regularizers "
                      "are not converted)")
    if len(regularizer.args) != 1 or regularizer.args[0].star:
        raise Refusal(regularizer, RULE.name, "l2_regularizer with scope= or more arguments is not converted")
    scale = arg(regularizer, 0, "scale")
    if not isinstance(scale, cst.Float) or not float(scale.value) > 0:
        raise Refusal(regularizer, RULE.name, "l2_regularizer scale that is not a positive float literal")
    return scale


def l2_loss(scale, tensor, ctx) -> cst.BaseExpression:
    """``scale * tf.nn.l2_loss(tensor)``: TF1's l2_regularizer(scale)(tensor)."""
    return cst.BinaryOperation(scale, cst.Multiply(), call(ctx.tf_attr("tf.nn.l2_loss"), tensor))


def direct(node: cst.Call, ctx) -> bool:
    """``l2_regularizer(scale)(t)``: the regularizer applied directly."""
    return isinstance(node.func, cst.Call) and ctx.call_name(node.func) in L2
