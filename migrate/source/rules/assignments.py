"""Rule ``assignments``: TF1 assignment ops -> variable methods.

Transforms::

    update = tf.assign(v, x)        ->  update = v.assign(x)
    update = tf.assign_add(v, d)    ->  update = v.assign_add(d)      (assign_sub likewise)
    update = tf.scatter_update(v, i, u)
        ->  update = v.scatter_update(tf.IndexedSlices(u, i))        (scatter_add/sub likewise)

A statement that assigns runs only inside the function of the ``sess.run`` sites that fetch it,
so the variable changes exactly where the original script changed it; the value fetched is the
new value, as in TF1.

CAVEATS:
1. ``use_locking``/``validate_shape`` arguments are dropped (eager updates are sequential).
2. The variable must be a plain name.
3. ``tf.scatter_*`` run TF2's ``ResourceScatterUpdate/Add/Sub`` kernels, TF1's own for
   resource variables (repeated indices: added in order by scatter_add/sub; scatter_update of
   a repeated index keeps one of the rows, unspecified in both eras). The value fetched is the
   variable after the update, as TF1's ``ref`` result. scatter_mul/div/min/max stay refused.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, method

RULE = Rule("assignments", "tf.assign/assign_add/assign_sub(v, x) -> v.assign*(x), tf.scatter_* -> v.scatter_*")

_METHODS = {"tf.assign": "assign", "tf.assign_add": "assign_add", "tf.assign_sub": "assign_sub"}
SCATTERS = {"tf.scatter_update": "scatter_update", "tf.scatter_add": "scatter_add", "tf.scatter_sub": "scatter_sub"}


def rewrite(node: cst.Call, q: str, ctx) -> cst.BaseExpression:
    if q in SCATTERS:
        ref, indices, updates = arg(node, 0, "ref"), arg(node, 1, "indices"), arg(node, 2, "updates")
        if not isinstance(ref, cst.Name) or indices is None or updates is None \
                or any(a.keyword is not None and a.keyword.value not in ("ref", "indices", "updates", "use_locking", "name")
                       for a in node.args) or len(node.args) > 5:
            raise Refusal(node, RULE.name, f"{q} on something other than a variable name, or with other arguments")
        return call(method(ref.value, SCATTERS[q]), call(ctx.tf_attr("tf.IndexedSlices"), updates, indices))
    ref, value = arg(node, 0, "ref"), arg(node, 1, "value")
    if not isinstance(ref, cst.Name) or value is None:
        raise Refusal(node, RULE.name, f"{q} on something other than a variable name")
    return call(method(ref.value, _METHODS[q]), value)


def handles(q: str | None) -> bool:
    return q in _METHODS or q in SCATTERS
