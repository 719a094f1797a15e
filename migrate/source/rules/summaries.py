"""Rule ``summaries``: TF1 summary ops, ``merge_all`` and ``FileWriter`` -> TF2 summary writes.

Transforms::

    tf.summary.scalar("loss", loss)            ->  loss_summary = ("scalar", "loss", loss)
    tf.summary.histogram("w", w)               ->  w_summary = ("histogram", "w", tf.identity(w))
    merged = tf.summary.merge_all()            ->  merged = [loss_summary, w_summary]
    writer = tf.summary.FileWriter(logdir, sess.graph)
                                               ->  writer = tf.summary.create_file_writer(logdir)
    summary, _ = sess.run([merged, train], feed)   (the summaries come back as they are)
    writer.add_summary(summary, step)          ->  _tf1_add_summary(writer, summary, step)

TF1 computes a summary when ``sess.run`` fetches it and writes the serialized result when
``add_summary`` gets it with a step; TF2 writes with a step at the call. So a fetched summary is
what TF1 would have serialized — (kind, tag, value) with the value computed in that run (a
variable is read there: ``tf.identity``) — and ``_tf1_add_summary`` (emitted once into the
file) writes it with ``tf.summary.<kind>(tag, value, step=step)`` under the writer.
``merge_all`` lists the summaries made before it, in order (TF1's SUMMARIES collection).

CAVEATS:
1. Only ``scalar`` and ``histogram`` with (name, tensor); ``collections=``/``family=``, other
   summary ops (image, audio, text), ``merge_all(key=...)``, ``FileWriter`` options and
   ``add_run_metadata``/``add_session_log`` are refused. ``writer.add_graph(graph)`` as a
   statement of the graph code is dropped with an info note (eager code has no graph).
2. The event files differ in content from TF1's: TF2 writes tensor summaries (TensorBoard reads
   both), no graph, and ``add_summary(s)`` without a step writes at step 0; the tag is made
   unique as TF1 made it among the names the converter models (name scopes, variables, earlier
   summaries; case-insensitively: ``scalar("loss", l)`` after ``with tf.name_scope("Loss")`` is
   ``loss_1``), not among other ops' default names (a tag ``mean`` next to a root-level
   ``tf.reduce_mean``: TF1 said ``mean_1``). Values and steps are TF1's
   (``tests/tf2/test_summaries_equivalence.py`` reads both eras' event files).
4. TF2's ``tf.summary`` ops need the ``tensorboard`` package (TF 2.21 no longer installs it;
   tf1to2 depends on it).
3. A summary is written by ``add_summary`` only; fetching it without writing it writes
   nothing (as in TF1).
6. ``tf.train.summary_iterator(path)`` (reading an event file back) -> ``_tf1_summary_iterator``
   (emitted once into the file): the events TF2 wrote, with each scalar's tensor given as
   TF1's ``simple_value``; histograms stay TF2's tensors (TF1 wrote ``histo`` buckets), and
   there is no graph event (TF2 writes no graph), so a script counting events or reading
   ``histo`` sees other contents.
5. A summary made inside ``name_scope``/``variable_scope`` blocks gets their prefix in its tag
   (``summaries/loss``), as in TF1, a scope entered again numbered as TF1 numbers it
   (``layer_1/``); a scope or name computed by an expression other than string constants
   (``'layer%s' % n``) is refused.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, helper_statements, reserved_name, string_literal

RULE = Rule("summaries", "tf.summary.scalar/histogram + merge_all + FileWriter -> fetched (kind, tag, value) written by tf.summary under a TF2 writer")

OPS = {"tf.summary.scalar": "scalar", "tf.summary.histogram": "histogram"}
MERGE_ALL = "tf.summary.merge_all"
MERGE = "tf.summary.merge"
WRITER = "tf.summary.FileWriter"
NAMES = set(OPS) | {MERGE_ALL, MERGE, WRITER}

ADD_NAME = "_tf1_add_summary"
_ADD = '''def {name}(writer, summary, step=None):
    """TF1 FileWriter.add_summary: write the summaries sess.run fetched ((kind, tag, value)
    tuples, or lists of them) at ``step``; a Summary protocol buffer built in Python
    (``summary_pb2.Summary(value=[...])``) is written as it is."""
    with writer.as_default():
        if hasattr(summary, "SerializeToString"):
            {tf}.summary.experimental.write_raw_pb(summary.SerializeToString(), step=0 if step is None else step)
            return
        for kind, tag, value in [summary] if isinstance(summary, tuple) else summary:
            getattr({tf}.summary, kind)(tag, value, step=0 if step is None else step)
'''


ITERATOR = "tf.train.summary_iterator"
ITERATOR_NAME = "_tf1_summary_iterator"
_ITERATOR = '''def {name}(path):
    """TF1 tf.train.summary_iterator: the Event protocol buffers of an event file, in order;
    a scalar summary TF2 wrote as a tensor is given as TF1 wrote it (simple_value)."""
    from tensorflow.core.util import event_pb2

    for record in {tf}.data.TFRecordDataset(path):
        event = event_pb2.Event.FromString(record.numpy())
        for value in event.summary.value:
            if value.HasField("tensor") and value.metadata.plugin_data.plugin_name == "scalars":
                value.simple_value = float({tf}.make_ndarray(value.tensor))
                value.ClearField("tensor")
                value.ClearField("metadata")
        yield event
'''


def summary_iterator(node: cst.Call, ctx) -> cst.Call:
    """``tf.train.summary_iterator(path)`` -> ``_tf1_summary_iterator(path)`` (caveat 6)."""
    if len(node.args) != 1 or node.args[0].star or (node.args[0].keyword is not None and node.args[0].keyword.value != "path"):
        raise Refusal(node, RULE.name, "tf.train.summary_iterator with arguments other than (path) is not converted")
    return call(cst.Name(reserved_name(ctx, "summary_iterator", ITERATOR_NAME)), node.args[0].value)


def summary_value(node: cst.Call, q: str, is_variable, ctx, scope: str = "", unique: str | None = None) -> tuple[str, cst.BaseExpression]:
    """(tag, ``("kind", "tag", value)``) of a TF1 summary op; Refusal for other arguments.
    ``scope``: the enclosing ``name_scope``/``variable_scope`` prefix (``"summaries/"``), which
    TF1 put in front of the tag (caveat 5); ``unique``: the full tag as TF1 made it unique
    among the graph's names (caveat 2), when known."""
    if "?" in scope.split("/"):
        raise Refusal(node, RULE.name, f"{q} inside a scope named by an expression the converter cannot "
                      "compute (the tag's prefix is not known)")
    if any(a.star for a in node.args) or len(node.args) != 2 or any(
        a.keyword is not None and a.keyword.value not in ("name", "tensor", "values") for a in node.args
    ):
        raise Refusal(node, RULE.name, f"{q} with arguments other than (name, tensor) is not converted")
    tag = arg(node, 0, "name")
    value = arg(node, 1, "tensor" if q == "tf.summary.scalar" else "values")
    computed = ctx.string_value(tag) if tag is not None else None
    if computed is None or value is None:
        raise Refusal(node, RULE.name, f"{q} whose name is not a string literal (or built from string constants) is not converted")
    tag = tag if isinstance(tag, cst.SimpleString) else string_literal(computed)
    if is_variable(value):
        value = call(ctx.tf_attr("tf.identity"), value)  # read in this run, as TF1 did
    kind = string_literal(OPS[q])
    if unique is not None and unique != scope + tag.evaluated_value:
        tag = string_literal(unique)
    elif scope:
        tag = string_literal(scope + tag.evaluated_value)
    return tag.evaluated_value, cst.Tuple([cst.Element(kind), cst.Element(tag), cst.Element(value)])


def merged(node: cst.Call, q: str, so_far: list) -> cst.List:
    """``merge_all()`` -> the summaries made so far; ``merge([a, b])`` -> ``[a, b]``."""
    if q == MERGE_ALL:
        if node.args:
            raise Refusal(node, RULE.name, "tf.summary.merge_all(key=...) is not converted")
        return cst.List([cst.Element(cst.Name(n)) for n in so_far])
    inputs = arg(node, 0, "inputs")
    if len(node.args) != 1 or not isinstance(inputs, cst.List) or not all(isinstance(e.value, cst.Name) for e in inputs.elements):
        raise Refusal(node, RULE.name, "tf.summary.merge of something other than a list of names is not converted")
    return inputs


def file_writer(node: cst.Call, ctx) -> cst.Call:
    """``tf.summary.FileWriter(logdir[, graph])`` -> ``tf.summary.create_file_writer(logdir)``."""
    for k, a in enumerate(node.args):
        if a.star or (a.keyword is None and k > 1) or (a.keyword is not None and a.keyword.value not in ("logdir", "graph")):
            raise Refusal(node, RULE.name, "tf.summary.FileWriter with options other than (logdir, graph) is not converted")
    logdir = arg(node, 0, "logdir")
    if logdir is None:
        raise Refusal(node, RULE.name, "tf.summary.FileWriter without logdir")
    return call(ctx.tf_attr("tf.summary.create_file_writer"), logdir)


def add_summary(node: cst.Call, ctx) -> cst.Call:
    """``writer.add_summary(summary[, global_step])`` -> ``_tf1_add_summary(writer, summary, step)``."""
    if any(a.star for a in node.args) or not 1 <= len(node.args) <= 2 or any(
        a.keyword is not None and a.keyword.value not in ("summary", "global_step") for a in node.args
    ):
        raise Refusal(node, RULE.name, "add_summary with arguments other than (summary, global_step) is not converted")
    args = [node.func.value, arg(node, 0, "summary")]
    step = arg(node, 1, "global_step")
    if step is not None:
        args.append(step)
    return call(cst.Name(reserved_name(ctx, "add_summary", ADD_NAME)), *args)


def statements(ctx) -> list:
    """The module-level ``_tf1_add_summary`` / ``_tf1_summary_iterator`` the file uses (none:
    empty)."""
    out = []
    if ctx.add_summary is not None:
        out += helper_statements(_ADD.format(name=ctx.add_summary, tf=ctx.tf))
    if ctx.summary_iterator is not None:
        out += helper_statements(_ITERATOR.format(name=ctx.summary_iterator, tf=ctx.tf))
    return out
