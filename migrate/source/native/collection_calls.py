"""Variable collections read through ``tf.get_collection`` spelled as the calls they equal.

TF1 defines ``tf.trainable_variables(scope)`` as ``get_collection(TRAINABLE_VARIABLES, scope)``
(and ``tf.global_variables`` likewise), so before planning::

    tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="gen")   ->  tf.trainable_variables(scope="gen")
    tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES)                   ->  tf.global_variables()
    tf.get_collection("trainable_variables", "gen")                    ->  tf.trainable_variables("gen")

and the planner lists them like the calls it knows (rule ``layers``: the script's variables in
creation order, filtered with ``re.match(scope, name)`` as TF1 filters). Other collections are
left as written. Rebuilt calls are recorded in ``origins``. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.walk import TracingTransformer, instances

__all__ = ["normalize_collection_calls"]

# collection key (attribute or its string value) -> the call TF1 defines as that collection
KEYS = {
    "tf.GraphKeys.TRAINABLE_VARIABLES": "trainable_variables",
    "tf.GraphKeys.GLOBAL_VARIABLES": "global_variables",
    "trainable_variables": "trainable_variables",
    "variables": "global_variables",
}


def normalize_collection_calls(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with the variable-collection reads above spelled as calls (itself if none)."""
    if not any(_target(c, table) for c in instances(module, cst.Call)):
        return module
    return _Normalize(table, origins).rewrite(module)


def _key(node, table: ImportTable) -> str | None:
    if isinstance(node, cst.SimpleString):
        return KEYS.get(node.evaluated_value)
    q = table.qualname(node)
    return KEYS.get(q) if q is not None else None


def _target(call: cst.Call, table: ImportTable) -> str | None:
    """``trainable_variables`` / ``global_variables`` for a collection read it equals, else None."""
    if table.qualname(call.func) != "tf.get_collection" or not call.args or any(a.star for a in call.args):
        return None
    first = call.args[0]
    if first.keyword is not None and first.keyword.value != "key":
        return None
    if any(a.keyword is not None and a.keyword.value not in ("key", "scope") for a in call.args) or len(call.args) > 2:
        return None
    return _key(first.value, table)


class _Normalize(TracingTransformer):
    def __init__(self, table: ImportTable, origins=None):
        super().__init__(origins)
        self.table = table

    def hit(self, node) -> bool:
        return isinstance(node, cst.Call) and _target(node, self.table) is not None

    def leave_Call(self, original, updated):
        name = _target(original, self.table)
        if name is None:
            return updated
        func = original.func
        # ``tf.get_collection`` -> ``tf.<name>`` (the same module alias; a bare imported name: its alias)
        new_func = func.with_changes(attr=cst.Name(name)) if isinstance(func, cst.Attribute) else None
        if new_func is None:
            return updated
        scope = [a for a in updated.args[1:]]
        if scope:
            scope = [scope[0].with_changes(keyword=cst.Name("scope"), equal=cst.AssignEqual(
                cst.SimpleWhitespace(""), cst.SimpleWhitespace("")), comma=cst.MaybeSentinel.DEFAULT)]
        return updated.with_changes(func=new_func, args=scope)
