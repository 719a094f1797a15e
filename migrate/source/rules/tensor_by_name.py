"""Rule ``tensor_by_name``: name lookups of the script's own tensors -> the Python objects.

Transforms::

    graph = tf.get_default_graph()                  ->  (removed)
    energy = graph.get_tensor_by_name("energy:0")   ->  energy = z        (z = ...(name="energy"))
    init = graph.get_operation_by_name("init")      ->  init = op         (op = ...(name="init"))
    sess.run("scaled:0", feed_dict={"x:0": v})      ->  run_y(x=v)        (fetch and feed by name)

Names come from the ``name=`` arguments of the script's own calls (with the enclosing
``variable_scope`` prefix), and from the variables' full TF1 names (``name_scope`` included:
Mechanics 101's ``"hidden1/biases:0"``).

CAVEATS:
1. Names the script did not write (``"MatMul:0"``, automatically uniquified names
   ``"x_1"``, names of other ops inside ``name_scope``, names created in helper modules) are
   refused.
2. Attributes of operations (``op.type``, ``op.inputs``, ``tensor.name`` of a non-variable)
   are refused: eager tensors have no graph identity.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule

RULE = Rule("tensor_by_name", "get_tensor_by_name/get_operation_by_name('n') -> the object named n")

LOOKUPS = ("get_tensor_by_name", "get_operation_by_name")


UNBOUND = "__unbound_op__"  # the name map's value for a named op whose statement binds no Python name


def resolve(text: str, names: dict, node) -> str:
    """The Python name of the graph object called ``text`` (``"n"`` or ``"n:0"``)."""
    base, sep, index = text.rpartition(":")
    if not sep:
        base, index = text, "0"
    if index != "0" or base not in names:
        raise Refusal(node, RULE.name, f"{text!r} is not a name this script gave with name=")
    if names[base] == UNBOUND:  # (hunt 24 h095: ``tf.identity(y, name="output")`` as a statement; was "'__init_op__'")
        raise Refusal(node, RULE.name, f"{text!r} names an op whose statement binds no Python name (name={base!r} on an "
                      f"expression statement): bind the statement's result to a name ({base} = ...) and fetch that name")
    return names[base]


def lookup(node, graph_names: set) -> str | None:
    """The literal name of ``graph.get_tensor_by_name("n")`` (or the tf.get_default_graph() form)."""
    if not (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)):
        return None
    if node.func.attr.value not in LOOKUPS:
        return None
    if len(node.args) != 1 or not isinstance(node.args[0].value, cst.SimpleString):
        raise Refusal(node, RULE.name, "a tensor name that is not a string literal")
    return node.args[0].value.evaluated_value
