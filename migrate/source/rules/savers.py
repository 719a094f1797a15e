"""Rule ``savers``: ``tf.train.Saver`` within the script -> ``tf.train.Checkpoint``.

Transforms::

    saver = tf.train.Saver()                     ->  saver = tf.train.Checkpoint(v1=v1, v2=v2)
    path = saver.save(sess, prefix)              ->  path = _tf1_save(saver, prefix)
    saver.save(sess, prefix, global_step=step)   ->  _tf1_save(saver, prefix, step)   (prefix-<step>)
    saver.restore(sess, tf.train.latest_checkpoint(d))  ->  saver.restore(tf.train.latest_checkpoint(d))

The checkpoint keys are the TF1 variable names, so a checkpoint written by one graph block
of the script restores into the variables of another block with the same names.
``_tf1_save`` (a small function emitted once into the converted file) writes the checkpoint at
exactly ``prefix`` (``Checkpoint.write``: no ``-N`` suffix, so ``restore(prefix)`` finds it, as
TF1's did) and records it in the directory's ``checkpoint`` state file, as the Saver did, so
``tf.train.latest_checkpoint`` finds it; it returns ``prefix``, as ``Saver.save`` did.

CAVEATS:
1. The state file lists only the latest checkpoint (TF1: the last ``max_to_keep`` = 5 in
   ``all_model_checkpoint_paths``), and older checkpoints are not deleted.
2. Checkpoints written by TF1 programs are name-based, not object-based: a file that restores
   but never saves (it reads a checkpoint written elsewhere) is refused.
3. ``Saver(var_list=<dict or non-literal>)``, ``max_to_keep`` and other options,
   ``save(..., latest_filename=/meta_graph_suffix=/write_meta_graph=...)``,
   ``export_meta_graph`` and variables without a literal TF name are refused.
4. ``Saver()`` (all variables) in a file with an Adam/Momentum/Adagrad/RMSProp optimizer is refused:
   TF1 also saves and restores the optimizer's slot variables (measured: a script that
   restores and trains on gives a different loss otherwise).
"""
from __future__ import annotations

import keyword

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, helper_statements, reserved_name, string_literal

RULE = Rule("savers", "tf.train.Saver save/restore within the script -> tf.train.Checkpoint keyed by TF1 names")


def checkpoint(node: cst.Call, names: list, tf_names: dict, ctx) -> cst.Call:
    """``tf.train.Checkpoint(<tf name>=<variable>, ...)`` for the saved variables."""
    var_list = arg(node, 0, "var_list")
    for a in node.args:
        if a.keyword is not None and a.keyword.value not in ("var_list",):
            raise Refusal(node, RULE.name, f"tf.train.Saver({a.keyword.value}=...) is not converted")
    if var_list is not None:
        if not (isinstance(var_list, cst.List) and all(isinstance(e.value, cst.Name) for e in var_list.elements)):
            raise Refusal(node, RULE.name, "tf.train.Saver(var_list=...) that is not a list literal of variables")
        names = [e.value.value for e in var_list.elements]
    args = []
    for n in names:
        key = tf_names.get(n)
        if key is None:
            raise Refusal(node, RULE.name, f"variable {n} has no literal TF1 name to key the checkpoint with")
        if key.isidentifier() and not keyword.iskeyword(key):
            args.append(cst.Arg(cst.Name(n), keyword=cst.Name(key), equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace(""))))
        else:
            args.append(None)
    if any(a is None for a in args):
        mapping = cst.Dict([cst.DictElement(string_literal(tf_names[n]), cst.Name(n)) for n in names])
        return cst.Call(func=ctx.tf_attr("tf.train.Checkpoint"), args=[cst.Arg(mapping, star="**")])
    return cst.Call(func=ctx.tf_attr("tf.train.Checkpoint"), args=args)


def save_or_restore(node: cst.Call, sess: str, ctx) -> cst.Call:
    """``saver.save(sess, prefix)`` -> ``_tf1_save(saver, prefix)``; ``saver.restore(sess,
    prefix)`` -> ``saver.restore(prefix)``."""
    what = node.func.attr.value
    positional = [a for a in node.args if a.keyword is None]
    step = arg(node, 2, "global_step") if what == "save" else None
    expected = 2 + (step is not None)
    if len(node.args) != expected or len(positional) < 2 or not (isinstance(positional[0].value, cst.Name) and positional[0].value.value == sess) \
            or any(a.keyword is not None and a.keyword.value != "global_step" for a in node.args):
        raise Refusal(node, RULE.name, f"saver.{what}(...) with other arguments than (sess, path[, global_step]) is not converted")
    prefix = positional[1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
    if what == "save":
        return call(cst.Name(save_name(ctx)), node.func.value, prefix.value, *([step] if step is not None else []))
    return node.with_changes(args=[prefix])


SAVE_NAME = "_tf1_save"
_SAVE = '''def {name}(checkpoint, prefix, global_step=None):
    """TF1 Saver.save(sess, prefix, global_step): the checkpoint written at exactly ``prefix``
    (``prefix-<step>`` with a step), recorded as the latest in its directory's ``checkpoint``
    state file; returns that path."""
    import os

    if global_step is not None:
        prefix = "%s-%d" % (prefix, int(global_step))
    path = checkpoint.write(prefix)
    state = os.path.join(os.path.dirname(path) or ".", "checkpoint")
    quoted = '"' + path.replace("\\\\", "\\\\\\\\").replace('"', '\\\\"') + '"'
    with open(state, "w") as handle:
        handle.write(f"model_checkpoint_path: {{quoted}}\\nall_model_checkpoint_paths: {{quoted}}\\n")
    return path
'''


def save_name(ctx) -> str:
    """The save function's name in this file (reserved on first use)."""
    return reserved_name(ctx, "tf1_save", SAVE_NAME)


def save_statements(ctx) -> list:
    """The module-level definition of the save function (empty if no save was converted)."""
    if ctx.tf1_save is None:
        return []
    return helper_statements(_SAVE.format(name=ctx.tf1_save))
