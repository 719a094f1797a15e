"""Rule ``assignments``: TF1 assignment ops -> variable methods.

Transforms::

    update = tf.assign(v, x)        ->  update = v.assign(x)
    update = tf.assign_add(v, d)    ->  update = v.assign_add(d)      (assign_sub likewise)

A statement that assigns runs only inside the function of the ``sess.run`` sites that fetch it,
so the variable changes exactly where the original script changed it; the value fetched is the
new value, as in TF1.

CAVEATS:
1. ``use_locking``/``validate_shape`` arguments are dropped (eager updates are sequential).
2. The variable must be a plain name.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, method

RULE = Rule("assignments", "tf.assign/assign_add/assign_sub(v, x) -> v.assign*(x)")

_METHODS = {"tf.assign": "assign", "tf.assign_add": "assign_add", "tf.assign_sub": "assign_sub"}


def rewrite(node: cst.Call, q: str) -> cst.BaseExpression:
    ref, value = arg(node, 0, "ref"), arg(node, 1, "value")
    if not isinstance(ref, cst.Name) or value is None:
        raise Refusal(node, RULE.name, f"{q} on something other than a variable name")
    return call(method(ref.value, _METHODS[q]), value)


def handles(q: str | None) -> bool:
    return q in _METHODS
