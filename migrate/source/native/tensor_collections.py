"""Graph collections of the script's own tensors spelled as the Python lists they hold.

The CIFAR-10 tutorial adds each weight-decay term to a collection where the variable is made
and sums the collection in ``loss()``::

    weight_decay = tf.multiply(tf.nn.l2_loss(var), wd, name='weight_loss')
    tf.add_to_collection('losses', weight_decay)
    ...
    tf.add_to_collection('losses', cross_entropy_mean)
    return tf.add_n(tf.get_collection('losses'), name='total_loss')

A collection is a list kept by the graph: ``get_collection(key)`` returns (a copy of) the
values added to it so far, in order. After inlining (the helpers' statements are the block's),
when every addition is a plain statement run exactly once, each read is that list written out
and the additions go::

    weight_decay = tf.multiply(tf.nn.l2_loss(var), wd, name='weight_loss')
    ...
    total_loss = tf.add_n([weight_decay, weight_decay_1, cross_entropy_mean], name='total_loss')

so the planner sees which tensors the sum reads (each ``sess.run`` function computes them).
``list_tensor_collections(module, table, origins)`` does it for each key that qualifies:

- a string literal that is no ``tf.GraphKeys`` value TensorFlow fills itself (``"losses"``
  only in a file that uses no ``tf.losses`` / ``slim.losses`` function, which add to it too);
- every ``tf.add_to_collection(key, name)`` is a statement of its own, of a name bound once in
  its scope, outside loops, ``if``-s and ``try``-s (``with`` blocks are fine), in the same
  function (or module body) as every ``tf.get_collection(key)`` (one argument, not inside a
  nested function);
- the graph a read sees: the additions before it under the same ``with g.as_default():``
  blocks and after the last ``tf.reset_default_graph()`` before it.

TF1's ``tf.losses`` functions add their result to the ``losses`` collection themselves, and
``tf.losses.get_losses()`` / ``get_total_loss()`` (also ``slim.losses``'s) read it: TF1-only
functions, islands before. When every ``tf.losses.<loss>(...)`` call of the file is the whole
value of a plain assignment ``name = ...`` (a name bound once, run once as above; one given
``loss_collection=None`` adds nothing, another ``loss_collection`` is not followed), and every other addition qualifies as above (``tf.losses.add_loss
(name)`` too), the reads are the list written out: ``get_losses()`` -> ``[l1, l2]``,
``get_total_loss()`` -> ``tf.add_n([l1, l2] + tf.losses.get_regularization_losses())`` (TF1's
sum; ``add_regularization_losses=False``: without them), left for the planner's loss and
regularizer rules.

Other keys are left as written (rule ``renames`` reports them). Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.context import arg, assigned_names
from migrate.source.native.walk import TracingTransformer, block_statements, compound_blocks, instances, nodes

__all__ = ["list_tensor_collections"]

ADD = "tf.add_to_collection"
GET = "tf.get_collection"
# the tf.GraphKeys values TensorFlow's own functions add to (a list literal would miss those)
RESERVED = frozenset({
    "variables", "trainable_variables", "local_variables", "model_variables", "moving_average_variables",
    "regularization_losses", "update_ops", "summaries", "train_op", "global_step", "queue_runners",
    "saveable_objects", "savers", "init_op", "local_init_op", "ready_op", "ready_for_local_init_op",
    "summary_op", "eval_step", "table_initializer", "asset_filepaths", "cond_context", "while_context",
    "concatenate_context", "activations", "metric_variables", "resources", "local_resources",
    "trainable_resource_variables", "_SUMMARY_COLLECTION", "iterators", "streaming_model_ports",
})
_LOSS_MAKERS = ("tf.losses.", "tf.contrib.losses.", "tf.contrib.slim.losses.", "tf.compat.v1.losses.")
# the functions of those modules that read or add to the collection rather than make a loss
_LOSS_READS = frozenset({"get_losses", "get_total_loss"})
_LOSS_OTHERS = _LOSS_READS | {"add_loss", "get_regularization_losses", "get_regularization_loss", "Reduction",
                              "compute_weighted_loss"}


def _loss_function(q: str | None) -> str | None:
    """``get_total_loss`` of ``tf.losses.get_total_loss`` (any of ``_LOSS_MAKERS``), else None."""
    if q is None or not q.startswith(_LOSS_MAKERS):
        return None
    return q.rpartition(".")[2]


def list_tensor_collections(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with the qualifying collections written out as lists (itself if none)."""
    calls = [c for c in instances(module, cst.Call) if table.qualname(c.func) in (ADD, GET)
             or _loss_function(table.qualname(c.func)) in _LOSS_READS]
    if not calls:
        return module
    calls = [c for c in calls if table.qualname(c.func) in (ADD, GET)]
    sites = _Sites(module, table)
    keys: dict = {}  # key -> [("add", call) | ("get", call)]
    refused: set = set()
    for c in calls:
        key = _key(c)
        if key is None:
            continue
        keys.setdefault(key, []).append(c)
    for c in instances(module, cst.Call):  # keys used in ways a list cannot follow
        q = table.qualname(c.func)
        if q in ("tf.add_to_collections", "tf.get_collection_ref") or (isinstance(c.func, cst.Attribute) and c.func.attr.value in (
                "add_to_collection", "add_to_collections", "get_collection", "get_collection_ref", "clear_collection") and q is None):
            for a in instances(c, cst.SimpleString):
                refused.add(a.evaluated_value)
    uses_tf_losses = any((table.qualname(c.func) or "").startswith(_LOSS_MAKERS) for c in instances(module, cst.Call)) or any(
        table.qualname(a) == "tf.GraphKeys.LOSSES" for a in instances(module, cst.Attribute))
    removed: set = set()  # ids of the add statements that go
    lists: dict = {}  # id(get call) -> [names]
    for key, found in keys.items():
        if key in RESERVED or key in refused or (key == "losses" and uses_tf_losses):
            continue
        plan = sites.plan(key, found)
        if plan is None:
            continue
        adds, gets = plan
        removed.update(adds)
        lists.update(gets)
    if uses_tf_losses and "losses" not in refused:
        plan = _losses_plan(module, table, sites, keys.get("losses", []))
        if plan is not None:
            removed.update(plan[0])
            lists.update(plan[1])
    if not lists:
        return module
    return _Rewrite(removed, lists, origins, {k: v for k, v in sites.assigned.items() if k in removed}, table).rewrite(module)


def _losses_plan(module: cst.Module, table: ImportTable, sites: "_Sites", explicit: list):
    """``_Sites.plan`` for TF1's ``losses`` collection (module doc), with the reads' replacements."""
    reads = [c for c in explicit if table.qualname(c.func) == GET]  # (``"losses"`` spelled as a string)
    adds = [c for c in explicit if table.qualname(c.func) == ADD]
    makers = []
    for c in instances(module, cst.Call):
        q = table.qualname(c.func)
        f = _loss_function(q)
        if q == GET and c.args and table.qualname(c.args[0].value) == "tf.GraphKeys.LOSSES":
            reads.append(c)
        elif q == ADD and c.args and table.qualname(c.args[0].value) == "tf.GraphKeys.LOSSES":
            adds.append(c)
        elif f in _LOSS_READS:
            reads.append(c)
        elif f == "add_loss":
            adds.append(c)
        elif f is not None and f not in _LOSS_OTHERS and f[:1].islower():
            makers.append(c)
    if not reads:
        return None
    for c in reads:
        f = _loss_function(table.qualname(c.func))
        if f == "get_total_loss":
            if any(a.star or a.keyword is None or a.keyword.value not in ("add_regularization_losses", "name") for a in c.args):
                return None
        elif (f == "get_losses" and c.args) or (f is None and len(c.args) != 1):
            return None  # (a scope or another collection: not followed)
    collections = [next((a.value for a in c.args if a.keyword is not None and a.keyword.value == "loss_collection"), None)
                   for c in makers]
    if any(k is not None and not (isinstance(k, cst.Name) and k.value == "None") for k in collections):
        return None  # (another collection: not followed)
    makers = [c for c, k in zip(makers, collections) if k is None]  # (``loss_collection=None``: added nowhere)
    calls = reads + adds + makers
    if any(id(c) not in sites.info for c in calls):
        return None
    entries = []  # (call, name, removed?)
    for c in adds:
        if any(a.star or (a.keyword is not None and a.keyword.value == "loss_collection") for a in c.args):
            return None  # (``add_loss(l, loss_collection=...)``: another collection, not followed)
        entries.append((c, _added_value(c, table), True))
    for c in makers:
        stmt = sites.info[id(c)][3]
        small = stmt.body[0] if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 else None
        if not (isinstance(small, cst.Assign) and small.value is c and len(small.targets) == 1
                and isinstance(small.targets[0].target, cst.Name)):
            return None  # (a loss inside an expression: TF1 added it too)
        entries.append((c, small.targets[0].target, False))
    planned = sites.plan_entries(entries, reads)
    if planned is None:
        return None
    removed, names = planned
    lists = {}
    for c in reads:
        listed = cst.List([cst.Element(cst.Name(n)) for n in names[id(c)]])
        if _loss_function(table.qualname(c.func)) == "get_total_loss":
            regularized = next((a.value for a in c.args if a.keyword is not None and a.keyword.value == "add_regularization_losses"), None)
            if regularized is not None and not (isinstance(regularized, cst.Name) and regularized.value in ("True", "False")):
                return None
            tf_alias = table.primary or "tf"
            if regularized is None or regularized.value == "True":
                listed = cst.BinaryOperation(listed, cst.Add(), cst.Call(cst.parse_expression(f"{tf_alias}.losses.get_regularization_losses")))
            name = next((a for a in c.args if a.keyword is not None and a.keyword.value == "name"), None)
            listed = cst.Call(cst.parse_expression(f"{tf_alias}.add_n"), [cst.Arg(listed)] + ([name] if name is not None else []))
        lists[id(c)] = listed
    return removed, lists


def _added_value(call: cst.Call, table: ImportTable):
    """What an addition adds: ``tf.add_to_collection(key, value)``'s second argument,
    ``tf.losses.add_loss(loss)``'s first."""
    add = table.qualname(call.func) == ADD
    return arg(call, 1 if add else 0, "value" if add else "loss")


def _key(call: cst.Call) -> str | None:
    if not call.args or call.args[0].keyword is not None or call.args[0].star or not isinstance(call.args[0].value, cst.SimpleString):
        return None
    return call.args[0].value.evaluated_value


class _Sites:
    """Where each collection call sits: its scope (module body or function), whether it runs
    once (no loop/if/try around it in that scope), its graph (the ``as_default`` blocks around
    it) and its place in the file."""

    def __init__(self, module: cst.Module, table: ImportTable):
        self.table = table
        self.order = {id(n): k for k, n in enumerate(nodes(module))}
        self.info: dict = {}  # id(call) -> (root, once, graph path, statement)
        self.resets: dict = {}  # id(root) -> [order of tf.reset_default_graph() calls]
        self.bindings: dict = {}  # id(root) -> {name: count}
        self.assigned: dict = {}  # id(add statement) -> the new name its value is bound to
        self.taken = {n.value for n in instances(module, cst.Name)}
        self._walk(module.body, module, True, (), None)

    def fresh(self, stem: str) -> str:
        name, k = stem, 1
        while name in self.taken:
            k += 1
            name = f"{stem}_{k}"
        self.taken.add(name)
        return name

    def _walk(self, body, root, once: bool, graph: tuple, stmt) -> None:
        for s in body:
            if isinstance(s, (cst.FunctionDef, cst.ClassDef)):
                if isinstance(s, cst.FunctionDef):
                    self._count_params(s)
                    self._walk(block_statements(s.body), s, True, (), None)
                else:
                    self._walk(block_statements(s.body), s, False, (), None)  # (class bodies: not a graph scope of their own)
                self._bind(root, [s.name.value])
                continue
            if isinstance(s, cst.SimpleStatementLine):
                self._record(s, root, once, graph, s)
                continue
            if isinstance(s, cst.With):
                inner = graph
                for item in s.items:
                    self._record(item.item, root, once, graph, s)
                    if isinstance(item.item, cst.Call) and isinstance(item.item.func, cst.Attribute) and item.item.func.attr.value == "as_default":
                        inner = inner + (id(s),)
                    if item.asname is not None:
                        self._bind(root, assigned_names(item.asname.name))
                self._walk(block_statements(s.body), root, once, inner, s)
                continue
            # loops, ifs, try: their statements may run any number of times
            for field in ("test", "iter", "target"):
                part = getattr(s, field, None)
                if part is not None:
                    self._record(part, root, False, graph, s)
            if isinstance(s, cst.For):
                self._bind(root, assigned_names(s.target))
            for block in compound_blocks(s):
                self._walk(block, root, False, graph, s)

    def _count_params(self, fn: cst.FunctionDef) -> None:
        self._bind(fn, [p.name.value for p in instances(fn.params, cst.Param)])

    def _bind(self, root, names) -> None:
        counts = self.bindings.setdefault(id(root), {})
        for n in names:
            counts[n] = counts.get(n, 0) + 1

    def _record(self, node, root, once: bool, graph: tuple, stmt) -> None:
        for c in instances(node, cst.Call):
            q = self.table.qualname(c.func)
            if q in (ADD, GET) or _loss_function(q) is not None:
                in_lambda = any(any(x is c for x in instances(f, cst.Call)) for f in instances(node, cst.Lambda))
                self.info[id(c)] = (root, once and not in_lambda, graph, stmt)
            elif q == "tf.reset_default_graph":
                self.resets.setdefault(id(root), []).append(self.order.get(id(c), -1))
        for t in instances(node, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.NamedExpr)):
            self._bind(root, assigned_names(t.target))

    def plan_entries(self, entries: list, reads: list):
        """({id(add statement)}, {id(read call): [names]}) for additions ``entries`` of ``(call,
        name node, statement removed?)`` (the call a whole statement when removed) and the calls
        ``reads`` replaced, or None: each name bound once, each addition run once, all in one
        scope; a read lists the additions before it in its graph, in the file's order."""
        if not entries:
            return None
        infos = [self.info[id(c)] for c, _, _ in entries] + [self.info[id(c)] for c in reads]
        if len({id(info[0]) for info in infos}) != 1:
            return None
        root = infos[0][0]
        counts = self.bindings.get(id(root), {})
        named = []
        for c, value, dropped in entries:
            _, once, _, stmt = self.info[id(c)]
            if not once or value is None or (dropped and not _whole_statement(stmt, c)):
                return None
            if not isinstance(value, cst.Name):
                # ``tf.add_to_collection('losses', tf.reduce_mean(xent))`` (the CIFAR-10
                # tutorial's ``loss()``, hunt 36 x_054): the statement binds the value to a new
                # name where TF1 computed it, and the list reads that name
                if not dropped:
                    return None
                value = cst.Name(self.fresh(_stem(value)))
                self.assigned[id(stmt)] = value.value
            elif counts.get(value.value, 0) != 1:
                return None
            named.append((c, value, dropped))
        entries = named
        resets = self.resets.get(id(root), [])
        out: dict = {}
        for g in reads:
            graph = self.info[id(g)][2]
            at = self.order.get(id(g), -1)
            since = max([r for r in resets if r < at], default=-1)
            out[id(g)] = [value.value for c, value, _ in sorted(entries, key=lambda e: self.order.get(id(e[0]), -1))
                          if since < self.order.get(id(c), -1) < at and self.info[id(c)][2] == graph]
        return {id(self.info[id(c)][3]) for c, _, dropped in entries if dropped}, out

    def plan(self, key: str, calls: list):
        """({id(add statement)}, {id(get call): [names]}) for ``key``, or None: ``plan_entries``
        of its ``tf.add_to_collection(key, name)`` statements and ``tf.get_collection(key)`` reads."""
        adds, gets = [], []
        for c in calls:
            if id(c) not in self.info:
                return None
            if self.table.qualname(c.func) == GET:
                if len(c.args) != 1:
                    return None
                gets.append(c)
            else:
                adds.append(c)
        if not gets or not adds:
            return None
        entries = [(c, c.args[1].value if len(c.args) == 2 and c.args[1].keyword is None and not c.args[1].star else None, True)
                   for c in adds]
        return self.plan_entries(entries, gets)


def _stem(value) -> str:
    """A name for an added value: its ``name="..."`` when an identifier (``cross_entropy``), else
    ``collected``."""
    given = arg(value, None, "name") if isinstance(value, cst.Call) else None
    if isinstance(given, cst.SimpleString) and given.evaluated_value.isidentifier():
        return given.evaluated_value
    return "collected"


def _whole_statement(stmt, call: cst.Call) -> bool:
    return isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 and isinstance(stmt.body[0], cst.Expr) \
        and stmt.body[0].value is call


class _Rewrite(TracingTransformer):
    def __init__(self, removed: set, lists: dict, origins: dict | None, assigned: dict | None = None,
                 table: ImportTable | None = None):
        super().__init__(origins)
        self.removed, self.lists, self.assigned, self.table = removed, lists, assigned or {}, table

    def hit(self, node) -> bool:
        return id(node) in self.removed or id(node) in self.lists

    def leave_Call(self, original, updated):
        if isinstance(original.func, cst.Name) and original.func.value == "len" and len(original.args) == 1 \
                and isinstance(self.lists.get(id(original.args[0].value)), list):
            # ``len(tf.get_collection('losses'))``: a Python int in TF1 too (its tensors are not read)
            return cst.Integer(str(len(self.lists[id(original.args[0].value)])))
        names = self.lists.get(id(original))
        if names is None:
            return updated
        if isinstance(names, cst.BaseExpression):
            return names  # (``get_total_loss()``: its sum written out)
        return cst.List([cst.Element(cst.Name(n)) for n in names])

    def leave_SimpleStatementLine(self, original, updated):
        name = self.assigned.get(id(original))
        if name is not None:  # ``tf.add_to_collection(key, <expr>)`` -> ``name = <expr>``
            value = _added_value(updated.body[0].value, self.table)
            return updated.with_changes(body=[cst.Assign([cst.AssignTarget(cst.Name(name))], value)])
        if id(original) in self.removed:
            return cst.RemovalSentinel.REMOVE
        return updated

    def leave_IndentedBlock(self, original, updated):
        if not updated.body:
            return updated.with_changes(body=[cst.SimpleStatementLine([cst.Pass()])])
        return updated
