"""Rule ``savers``: ``tf.train.Saver`` within the script -> ``tf.train.Checkpoint``.

Transforms::

    saver = tf.train.Saver()                     ->  saver = tf.train.Checkpoint(v1=v1, v2=v2)
    path = saver.save(sess, prefix)              ->  path = _tf1_save(saver, prefix)
    saver.save(sess, prefix, global_step=step)   ->  _tf1_save(saver, prefix, step)   (prefix-<step>)
    (a Saver(max_to_keep=2) passes max_to_keep=2 to each of its saves)
    saver.restore(sess, tf.train.latest_checkpoint(d))  ->  saver.restore(tf.train.latest_checkpoint(d))

The checkpoint keys are the TF1 variable names, so a checkpoint written by one graph block
of the script restores into the variables of another block with the same names.
``_tf1_save`` (a small function emitted once into the converted file) writes the checkpoint at
exactly ``prefix`` (``Checkpoint.write``: no ``-N`` suffix, so ``restore(prefix)`` finds it, as
TF1's did) and records it in the directory's ``checkpoint`` state file, as the Saver did, so
``tf.train.latest_checkpoint`` finds it; it returns ``prefix``, as ``Saver.save`` did.
It also deletes the saver's checkpoints older than its last ``max_to_keep`` (caveat 1).

CAVEATS:
1. ``_tf1_save`` keeps TF1's bookkeeping per saver: the ``checkpoint`` state file lists the
   saver's last ``max_to_keep`` checkpoints (TF1's default 5; ``Saver(max_to_keep=n)``
   passes n; None or 0: only the latest is listed and nothing is deleted) and the files of
   older ones are deleted, as TF1's Saver did. TF1 also wrote ``prefix.meta`` (the graph) next
   to each checkpoint: a converted script writes no ``.meta`` file (and deletes none).
2. Checkpoints written by TF1 programs are name-based, not object-based: a file that restores
   but never saves (it reads a checkpoint written elsewhere) is refused.
3. ``Saver({"weights": theta})`` (a dict literal of variables by string keys) keys the
   Checkpoint by the dict's keys, as TF1 keyed the checkpoint; ``Saver(tf.global_variables())``
   is ``Saver()``. ``Saver(var_list=<other non-literal>)``, options other than ``max_to_keep`` (an int literal,
   a module-level int constant, a flag ``FLAGS.x`` of a flags object bound once and never
   assigned, or None),
   ``save(..., latest_filename=/meta_graph_suffix=/write_meta_graph=...)``,
   ``export_meta_graph`` are refused. Variables without a literal TF name (TF1's generated
   ``Variable_1``) are keyed by their Python names when the file has one ``Saver(...)`` call
   (its checkpoints are written and read by that one Checkpoint; noted), refused otherwise.
   ``save``/``restore`` take ``sess``/``save_path``/``global_step`` by position or keyword.
4. TF1's ``Saver()`` (all variables) also saves the slot variables of the Adam/Momentum/
   Adagrad/RMSProp optimizers whose ``minimize`` was built before it (measured: a script that
   restores and trains on gives a different loss without them). The Checkpoint then holds those
   optimizers too (the emitted ``_TF1*`` classes are ``tf.Module``s that track their slots by
   variable name), and each such ``minimize`` makes its slots where TF1 made them
   (``opt.build([...])``), so a checkpoint written before the first update restores them to
   their initial values as TF1's did; ``apply_gradients(pairs)`` likewise, for the variables
   its pairs name (TF1 made the slots there; ``compute_gradients`` makes none: Britz's
   ``train.py``). A Saver of all variables after an ``apply_gradients`` whose variables the
   converter cannot list is refused. Like TF1's, the Checkpoint holds only the variables made
   before the ``Saver(...)`` line.
"""
from __future__ import annotations

import keyword

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, helper_statements, keyword as keyword_arg, reserved_name, string_literal
from migrate.source.rules import flags

RULE = Rule("savers", "tf.train.Saver save/restore within the script -> tf.train.Checkpoint keyed by TF1 names")


def checkpoint(node: cst.Call, names: list, tf_names: dict, ctx, optimizers=()) -> cst.Call:
    """``tf.train.Checkpoint(<tf name>=<variable>, ..., <optimizer>=<optimizer>, ...)`` for the
    saved variables and, for a ``Saver()`` of all variables, the optimizers whose slots TF1
    saved with them (caveat 4)."""
    var_list = arg(node, 0, "var_list")
    for a in node.args:
        if a.keyword is not None and a.keyword.value not in ("var_list", "max_to_keep"):
            raise Refusal(node, RULE.name, f"tf.train.Saver({a.keyword.value}=...) is not converted")
    max_to_keep(node, ctx)  # refused unless it is a value the save calls can repeat
    keyed = None  # (checkpoint key, Python name) of a dict var_list: TF1 saved under its keys
    if isinstance(var_list, cst.Dict) and var_list.elements and all(
            isinstance(e, cst.DictElement) and isinstance(e.key, cst.SimpleString) and isinstance(e.key.evaluated_value, str)
            and isinstance(e.value, cst.Name) and e.value.value in tf_names for e in var_list.elements):
        keyed = [(e.key.evaluated_value, e.value.value) for e in var_list.elements]  # (``Saver({"weights": theta})``)
        names, optimizers = [n for _, n in keyed], ()
    elif var_list is not None:
        if not (isinstance(var_list, cst.List) and all(isinstance(e.value, cst.Name) for e in var_list.elements)):
            raise Refusal(node, RULE.name, "tf.train.Saver(var_list=...) that is not a list literal of variables or a dict literal of them by string keys")
        names = [e.value.value for e in var_list.elements]
        optimizers = ()
    unnamed = [n for n in names if tf_names.get(n) is None and keyed is None]
    if unnamed and not _the_only_saver(ctx):
        raise Refusal(node, RULE.name, f"variable {unnamed[0]} has no literal TF1 name to key the checkpoint with "
                      "(in a file with more than one Saver: their checkpoints are keyed by TF1 name)")
    if unnamed:
        ctx.note(node, RULE.name, f"variables without a literal name= ({', '.join(unnamed[:3])}{'...' if len(unnamed) > 3 else ''}) "
                 "are keyed by their Python names (TF1 keyed them Variable, Variable_1, ...): the file's one saver "
                 "writes and reads them, so its checkpoints restore alike")
    keys = keyed or [(tf_names.get(n) or n, n) for n in names]  # (checkpoint key, Python name)
    for o in optimizers:
        if o in {key for key, _ in keys}:
            raise Refusal(node, RULE.name, f"optimizer {o!r} has the name of a saved variable: its slots cannot be keyed by it")
    if optimizers and ctx.segments:
        # (keyed by Python name, a rebuilt graph's optimizer is ``optimizer_2``: its restore skipped
        # the slots, the Momentum restarted at zero; a red-team hunt, TF1 keyed them by variable name)
        raise Refusal(node, RULE.name, "a Saver of optimizer slots in a file that resets the graph: the converted "
                      "Checkpoints key optimizers by Python name, which the rebuilt graph's optimizer does not share")
    keys += [(o, o) for o in optimizers]
    if all(key.isidentifier() and not keyword.iskeyword(key) for key, _ in keys):
        return cst.Call(func=ctx.tf_attr("tf.train.Checkpoint"), args=[keyword_arg(key, cst.Name(n)) for key, n in keys])
    mapping = cst.Dict([cst.DictElement(string_literal(key), cst.Name(n)) for key, n in keys])
    return cst.Call(func=ctx.tf_attr("tf.train.Checkpoint"), args=[cst.Arg(mapping, star="**")])


def store_checkpoint(node: cst.Call, store, ctx, optimizers=()) -> cst.Call:
    """``tf.train.Saver()`` in a file whose variables all live in the variable store (rule
    ``variable_store``): a Checkpoint of the store's variables made so far, keyed by their TF1
    names (``**{**_variables, "optimizer": optimizer}``), and of the optimizers whose slots TF1
    saved with them (caveat 4). Only ``max_to_keep=`` is taken (``var_list=`` refused)."""
    for a in node.args:
        if a.keyword is None or a.keyword.value != "max_to_keep":
            raise Refusal(node, RULE.name, "tf.train.Saver(var_list=... or positional arguments) in a variable-store file is not converted")
    max_to_keep(node, ctx)
    store.used = True
    elements = [cst.StarredDictElement(cst.Name(store.store))] + [cst.DictElement(string_literal(o), cst.Name(o)) for o in optimizers]
    return cst.Call(func=ctx.tf_attr("tf.train.Checkpoint"), args=[cst.Arg(cst.Dict(elements), star="**")])


def _the_only_saver(ctx) -> bool:
    """The file as written has one ``tf.train.Saver(...)`` call: its saves and restores go
    through the one converted Checkpoint."""
    from migrate.source.native.walk import instances

    source = ctx.source if ctx.source is not None else ctx.module
    return source is not None and sum(1 for c in instances(source, cst.Call) if ctx.call_name(c) == "tf.train.Saver") == 1


def max_to_keep(node: cst.Call, ctx) -> cst.BaseExpression | None:
    """The ``max_to_keep=`` of ``tf.train.Saver(...)`` (None: not given, TF1's 5); only values
    every save call can spell again: an int literal, a module-level int constant, None."""
    for a in node.args:
        if a.keyword is not None and a.keyword.value == "max_to_keep":
            value = a.value
            if isinstance(value, cst.Integer) or (isinstance(value, cst.Name) and (value.value == "None" or value.value in ctx.int_constants)) \
                    or flags.is_flag_read(value, ctx):
                return value
            raise Refusal(node, RULE.name, "tf.train.Saver(max_to_keep=...) other than an int literal, a module-level int constant, "
                          "a flag (FLAGS.x) or None is not converted")
    if len([a for a in node.args if a.keyword is None]) > 1:
        raise Refusal(node, RULE.name, "tf.train.Saver with positional arguments after var_list is not converted")
    return None


def save_or_restore(node: cst.Call, sess: str, ctx, keep: cst.BaseExpression | None = None) -> cst.Call:
    """``saver.save(sess, prefix)`` -> ``_tf1_save(saver, prefix)``; ``saver.restore(sess,
    prefix)`` -> ``saver.restore(prefix)``. ``keep``: the saver's ``max_to_keep`` (``max_to_keep``)."""
    what = node.func.attr.value
    session, path = arg(node, 0, "sess"), arg(node, 1, "save_path")
    step = arg(node, 2, "global_step") if what == "save" else None
    expected = 2 + (step is not None)
    if len(node.args) != expected or any(a.star for a in node.args) or path is None \
            or not (isinstance(session, cst.Name) and session.value == sess) \
            or any(a.keyword is not None and a.keyword.value not in ("sess", "save_path", "global_step") for a in node.args):
        raise Refusal(node, RULE.name, f"saver.{what}(...) with other arguments than (sess, path[, global_step]) is not converted")
    if what == "save":
        made = call(cst.Name(save_name(ctx)), node.func.value, path, *([step] if step is not None else []))
        return made if keep is None else made.with_changes(args=[*made.args, keyword_arg("max_to_keep", keep)])
    return node.with_changes(args=[cst.Arg(path)])


SAVE_NAME = "_tf1_save"
_SAVE = '''def {name}(checkpoint, prefix, global_step=None, max_to_keep=5, _kept=[]):
    """TF1 Saver.save(sess, prefix, global_step) of a Saver(max_to_keep=...): the checkpoint
    written at exactly ``prefix`` (``prefix-<step>`` with a step) and recorded in its
    directory's ``checkpoint`` state file with the saver's last ``max_to_keep`` checkpoints;
    the files of the saver's older checkpoints are deleted. Returns the path."""
    import glob
    import os

    if global_step is not None:
        prefix = "%s-%d" % (prefix, int(global_step))
    path = checkpoint.write(prefix)
    # ``_kept``: [(checkpoint, its paths, oldest first)], one entry per saver, across calls
    paths = next((p for c, p in _kept if c is checkpoint), None)
    if paths is None:
        paths = []
        _kept.append((checkpoint, paths))
    old = []
    if max_to_keep:
        if path in paths:
            paths.remove(path)
        paths.append(path)
        old, paths[:] = paths[:-max_to_keep], paths[-max_to_keep:]
    listed = paths if paths else [path]

    def quoted(p):
        return '"' + p.replace("\\\\", "\\\\\\\\").replace('"', '\\\\"') + '"'

    lines = [f"model_checkpoint_path: {{quoted(path)}}"] + [f"all_model_checkpoint_paths: {{quoted(p)}}" for p in listed]
    with open(os.path.join(os.path.dirname(path) or ".", "checkpoint"), "w") as handle:
        handle.write("\\n".join(lines) + "\\n")
    for p in old:
        for f in [p + ".index", p + ".meta"] + glob.glob(glob.escape(p) + ".data-*"):
            if os.path.exists(f):
                os.remove(f)
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
