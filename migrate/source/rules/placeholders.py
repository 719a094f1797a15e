"""Rule ``placeholders``: ``tf.placeholder`` -> a parameter of each function that needs it.

Transforms::

    x = tf.placeholder(tf.float32, [None, 3], name="x")
    ... sess.run(loss, feed_dict={x: x_data})
        ->  def run_loss(x):
                x = tf.convert_to_tensor(x, dtype=tf.float32)
                ...
            ... run_loss(x=x_data)

The conversion to the placeholder's dtype happens where TF1 converted fed values
(``np.float64`` data fed to a ``float32`` placeholder becomes float32). ``feed_dict`` keys
that are placeholders (or ``"name:0"`` strings naming them) become keyword arguments; a feed
dict built in a variable (``batch = {x: ...}``) gets string keys and is passed as ``**batch``.
``tf.placeholder_with_default(value, shape)`` becomes a parameter with default None that
falls back to ``value`` (a fed value is converted to ``value``'s dtype).

CAVEATS:
1. The placeholder's static shape is not checked on the fed value.
2. Feeding a tensor that is not a placeholder (overriding an intermediate value) is refused.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Rule, arg, call, expr

RULE = Rule("placeholders", "tf.placeholder + feed_dict -> function parameters")


def _assign(name: str, value) -> cst.SimpleStatementLine:
    return cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(name))], value)])


def parameter_statements(name: str, node: cst.Call, q: str, ctx, rewrite_expr) -> list:
    """The first lines of a function body: the fed value converted like TF1 converted it."""
    if q == "tf.placeholder_with_default":
        default = ctx.fresh(f"{name}_default")
        value = cst.IfExp(
            test=cst.Comparison(cst.Name(name), [cst.ComparisonTarget(cst.Is(), cst.Name("None"))]),
            body=cst.Name(default),
            orelse=call(ctx.tf_attr("tf.convert_to_tensor"), cst.Name(name), dtype=expr(f"{default}.dtype")),
        )
        initial = call(ctx.tf_attr("tf.convert_to_tensor"), rewrite_expr(arg(node, 0, "input")))
        return [_assign(default, initial), _assign(name, value)]
    dtype = rewrite_expr(arg(node, 0, "dtype"))
    return [_assign(name, call(ctx.tf_attr("tf.convert_to_tensor"), cst.Name(name), dtype=dtype))]


def has_default(q: str) -> bool:
    return q == "tf.placeholder_with_default"
