"""Rule ``sessions``: ``tf.Session`` blocks and ``sess.run`` sites -> eager calls.

Transforms::

    with tf.Session() as sess:          ->  (the block's body, dedented)
    sess = tf.Session(); sess.close()   ->  (removed)
    print(sess.run([grad]))             ->  print(tf.nest.map_structure(lambda t: t.numpy(), [grad]))
    sess.run(c)                         ->  c.numpy()          (nothing fed, nothing stateful)
    c.eval(feed_dict={x: v}) / train_op.run(feed_dict=...)   (inside a session region)
                                        ->  the same as sess.run(c, {x: v}) / sess.run(train_op, ...)
    sess = tf.InteractiveSession()      ->  (removed; the rest of the block is its region)
    _, l = sess.run([train_op, loss], feed_dict={x: xs, y: ys})
        ->  _, l = run_train_op_loss(x=xs, y=ys)
            with, placed before the session block:
            @tf.function(input_signature=[tf.TensorSpec([None, 3], tf.float32), ...])
            def train_op_loss_step(x, y):
                ...                  (the backward slice of the graph code from the fetches)
                return loss
            def run_train_op_loss(x, y):
                x = tf.convert_to_tensor(x, dtype=tf.float32)   (rule placeholders)
                ...
                loss = train_op_loss_step(x, y)
                return [None, loss.numpy()]

Fetches keep their structure (single, list, tuple, dict, nested): tensors become numpy
values (``.numpy()``; a 0-d tensor gives a numpy scalar as ``sess.run`` does), operations
(train ops, groups) become None. Sites with the same fetches and feeds share one function.
The graph code runs in the ``tf.function`` (graph mode: grappler rewrites it as it rewrote
TF1's graphs, e.g. ``log(softmax(x))`` -> ``log_softmax(x)``; eager code gave ``nan`` there).

CAVEATS:
1. ``sess`` passed to other functions, ``Session(graph=..., config=...)``,
   ``tensor.eval(session=...)`` and ``sess.partial_run`` are refused; ``.eval()`` outside a
   session region is left alone (and refused if it reads a graph object).
2. A fetch structure held in a variable converts only when ``native.fetch_names`` can fold it
   into the call (``fetches = [loss, op]`` bound once, read only as the fetches, later in the
   same block); one built at run time (appended to, chosen at run time, read otherwise) is
   refused: the structure must be written at the ``sess.run`` call.
3. A site that fetches summaries (rule ``summaries``: ``(kind, tag, tensor)`` tuples, Python
   strings a ``tf.function`` would turn into tensors) is one eager function: no grappler there.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, call, method

RULE = Rule("sessions", "tf.Session + sess.run -> eager code; each fetch site a function of its feeds")


def concat_parts(node, leaf_kind):
    """(left, right) of a fetch list built by concatenation (``[y] + grads + [h]``: each side a
    list/tuple literal, a list-valued fetch or another concatenation), else None."""
    if not (type(node) is cst.BinaryOperation and type(node.operator) is cst.Add):  # (no subclasses: no slow ABC check)
        return None

    def part(n):
        return isinstance(n, (cst.List, cst.Tuple)) or concat_parts(n, leaf_kind) is not None or (
            isinstance(n, (cst.Name, cst.ListComp)) and leaf_kind(n) == "list")

    if part(node.left) and part(node.right) and (not isinstance(node.left, cst.Name) or not isinstance(node.right, cst.Name)
                                                 or leaf_kind(node.left) == leaf_kind(node.right) == "list"):
        return node.left, node.right
    return None


def numpy_structure(node, leaf_kind, ctx, wrap_all: bool = True) -> cst.BaseExpression:
    """``node``'s fetch structure with numpy leaves.

    ``leaf_kind(expr) -> "tensor" | "list" | "op" | "raw" | None`` classifies a leaf ("raw":
    returned as it is); None refuses.
    All-tensor structures use ``tf.nest.map_structure(lambda t: t.numpy(), ...)``.
    """
    kinds = []

    def walk(n):
        parts = concat_parts(n, leaf_kind)
        if parts is not None:
            walk(parts[0])
            walk(parts[1])
        elif isinstance(n, (cst.List, cst.Tuple)):
            for e in n.elements:
                walk(e.value)
        elif isinstance(n, cst.Dict):
            for e in n.elements:
                if not isinstance(e, cst.DictElement):
                    raise Refusal(n, RULE.name, "a fetch dict with ** is not converted")
                walk(e.value)
        else:
            kind = leaf_kind(n)
            if kind is None:
                raise Refusal(n, RULE.name, "a fetch that is not a graph tensor or operation of this script")
            kinds.append(kind)

    walk(node)
    if len(kinds) == 1 and kinds[0] == "tensor" and not isinstance(node, (cst.List, cst.Tuple, cst.Dict)):
        return call(method(_atom(node), "numpy"))
    if "op" not in kinds and "raw" not in kinds:
        return _map_numpy(node, ctx)

    def build(n):
        if concat_parts(n, leaf_kind) is not None:
            return n.with_changes(left=build(n.left), right=build(n.right))
        if isinstance(n, cst.List):
            return n.with_changes(elements=[e.with_changes(value=build(e.value)) for e in n.elements])
        if isinstance(n, cst.Tuple):
            return n.with_changes(elements=[e.with_changes(value=build(e.value)) for e in n.elements])
        if isinstance(n, cst.Dict):
            return n.with_changes(elements=[e.with_changes(value=build(e.value)) for e in n.elements])
        kind = leaf_kind(n)
        if kind == "op":
            return cst.Name("None")
        if kind == "raw":
            return n  # a Python value already (rule summaries)
        if kind == "list":
            return _map_numpy(n, ctx)
        return call(method(_atom(n), "numpy"))

    return build(node)


def _atom(node):
    """``node`` parenthesised when an attribute cannot follow it as it is (``(z * 2).numpy()``)."""
    if isinstance(node, (cst.BinaryOperation, cst.UnaryOperation, cst.BooleanOperation, cst.Comparison, cst.IfExp)) and not node.lpar:
        return node.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
    return node


def _map_numpy(node, ctx):
    lam = cst.Lambda(
        params=cst.Parameters([cst.Param(cst.Name("t"))]),
        body=call(method("t", "numpy")),
    )
    if type(node) is cst.Tuple and not node.lpar:  # (``m, s`` of a returned tuple: one argument, not two)
        node = node.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
    return call(ctx.tf_attr("tf.nest.map_structure"), lam, node)


def run_args(node: cst.Call):
    """(fetches, feed_dict) expressions of ``sess.run(fetches, feed_dict=None, ...)``."""
    fetches = feed = None
    positional = [a for a in node.args if a.keyword is None]
    for a in node.args:
        if a.star:
            raise Refusal(node, RULE.name, "sess.run(*args) is not converted")
        if a.keyword is not None and a.keyword.value == "fetches":
            fetches = a.value
        elif a.keyword is not None and a.keyword.value == "feed_dict":
            feed = a.value
        elif a.keyword is not None:
            raise Refusal(node, RULE.name, f"sess.run(..., {a.keyword.value}=...) is not converted")
    if positional:
        fetches = positional[0].value
    if len(positional) > 1:
        feed = positional[1].value
    if len(positional) > 2 or fetches is None:
        raise Refusal(node, RULE.name, "sess.run with options/run_metadata is not converted")
    return fetches, feed
