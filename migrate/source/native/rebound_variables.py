"""Names bound to several variables in straight-line graph code, renamed before planning.

The official fully_connected_feed tutorial builds each layer under a name scope of its own,
reusing the Python names::

    with tf.name_scope('hidden1'):
        weights = tf.Variable(tf.truncated_normal([IMAGE_PIXELS, hidden1_units]), name='weights')
        hidden1 = tf.nn.relu(tf.matmul(images, weights) + biases)
    with tf.name_scope('hidden2'):
        weights = tf.Variable(tf.truncated_normal([hidden1_units, hidden2_units]), name='weights')

TF1 made (and trained) two variables, ``hidden1/weights`` and ``hidden2/weights``; Python's name
reaches only the last. The converted code names each variable it creates, updates and saves,
so every binding but the last gets a name of its own (``weights_1``), read where that binding
is the one Python reads (up to the next binding, the next binding's own value included); the
last keeps the name, so code after it reads what it read before. TF1's names (``name=``, the
name scopes) do not change.

Only in a straight-line statement list (a module, a ``__main__`` guard, a function body), with
``with`` blocks (name/variable scopes, devices, sessions) read through; only names bound there
by plain assignments to at least two variables (``tf.Variable``, ``tf.get_variable``, a
variable factory of the file; a variable left without a gradient path is not updated, as in
TF1, where Keras optimizers print a warning TF1 did not), and never bound inside
a loop, ``if``, ``try`` or nested function, declared ``global``/``nonlocal``, bound by ``+=``,
or read by a nested function, lambda or class (they run later). Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import bound_names
from migrate.source.native.helpers import variable_factories
from migrate.source.native.inline import is_main_guard
from migrate.source.native.walk import TracingTransformer, children, instances

__all__ = ["rename_rebound_variables"]

_MAKERS = {"tf.Variable", "tf.get_variable"}
_DEFERRED = frozenset({cst.FunctionDef, cst.Lambda, cst.ClassDef})  # (concrete classes: ``type(n) in``)


def rename_rebound_variables(module: cst.Module, table: ImportTable, origins: dict | None = None,
                             segments: dict | None = None) -> cst.Module:
    """``module`` with the names above renamed (itself if none). ``segments`` (the graphs a
    ``tf.reset_default_graph()`` separates, ``native.segments``): a module body that has some
    is left alone (each graph is planned as a block of its own, names and all)."""
    factories = variable_factories(module, table)
    made: dict = {}  # name -> how many assignments bind it to a new variable (anywhere)
    for n in instances(module, cst.Assign):
        if len(n.targets) == 1 and isinstance(n.targets[0].target, cst.Name) and _makes_variable(n.value, table, factories):
            made[n.targets[0].target.value] = made.get(n.targets[0].target.value, 0) + 1
    wanted = {name for name, k in made.items() if k >= 2}
    if not wanted:
        return module  # (the common case: one walk of the assignments)
    taken = {n.value for n in instances(module, cst.Name)}
    declared = {a.name.value for g in instances(module, (cst.Global, cst.Nonlocal)) for a in g.names}
    renames: dict = {}  # id(Name node) -> new name
    lists = ([] if segments else [list(module.body)]) + [list(fn.body.body) for fn in instances(module, cst.FunctionDef)
                                                         if isinstance(fn.body, cst.IndentedBlock)]
    for stmts in lists:
        if any(isinstance(n.targets[0].target, cst.Name) and n.targets[0].target.value in wanted
               for st in stmts for n in instances(st, cst.Assign) if len(n.targets) == 1):
            _plan(stmts, table, factories, taken, declared, renames, wanted)
    if not renames:
        return module
    return _Rename(renames, origins).rewrite(module)


def rename_tensors_rebound_after_runs(module: cst.Module, table: ImportTable, origins: dict | None = None,
                                      segments: dict | None = None) -> cst.Module:
    """``module`` with graph names rebound after a session ran them renamed as above (every
    binding but the last gets a name of its own), so each ``sess.run`` reads the graph value
    TF1 ran (the aymericdamien VAE's generator: ``decoder`` built again from a noise placeholder
    after the training runs fetched the first ``decoder``; the accuracy ops each session block
    of aymericdamien's save_restore_model builds again): only a name bound at least twice by
    assignments of TF calls and bound again inside a ``with`` block after a statement that runs
    a session (``.run(`` / ``.eval(``); the same straight-line lists and exclusions as for
    variables."""
    bound: dict = {}
    for n in instances(module, cst.Assign):
        if len(n.targets) == 1 and isinstance(n.targets[0].target, cst.Name) and _builds_graph(n.value, table):
            bound[n.targets[0].target.value] = bound.get(n.targets[0].target.value, 0) + 1
    wanted = {name for name, k in bound.items() if k >= 2}
    if not wanted or not any(_runs(c) for c in instances(module, cst.Call)):
        return module
    taken = {n.value for n in instances(module, cst.Name)}
    declared = {a.name.value for g in instances(module, (cst.Global, cst.Nonlocal)) for a in g.names}
    renames: dict = {}
    lists = ([] if segments else [list(module.body)]) + [list(fn.body.body) for fn in instances(module, cst.FunctionDef)
                                                         if isinstance(fn.body, cst.IndentedBlock)]
    for stmts in lists:
        _plan(stmts, table, set(), taken, declared, renames, wanted, after_runs=True)
    if not renames:
        return module
    return _Rename(renames, origins).rewrite(module)


def _builds_graph(value, table: ImportTable) -> bool:
    return any((table.qualname(c.func) or "").startswith("tf.") for c in instances(value, cst.Call))


def _runs(c: cst.Call) -> bool:
    return isinstance(c.func, cst.Attribute) and c.func.attr.value in ("run", "eval")


def _plan(stmts: list, table, factories: set, taken: set, declared: set, renames: dict, wanted: set,
          after_runs: bool = False) -> None:
    """Fill ``renames`` for the statement list ``stmts`` (see the module doc); only names in
    ``wanted`` (bound to two variables somewhere) can be renamed, so statements that spell
    none of them are skipped. ``after_runs``: the names are graph names bound again after a
    statement running a session (``rename_tensors_rebound_after_runs``)."""
    events: list = []  # ("read" | "bind" | "run", name, Name node, value of the binding or None), in execution order
    opaque: set = set()  # names that cannot be renamed here
    within: dict = {}  # id(Name node of an event) -> id of the innermost ``with`` statement around it
    enclosing: list = [None]

    def reads(node) -> None:
        """The names ``node`` reads now; names nested functions read (later) are opaque."""
        stack = [node]
        while stack:
            n = stack.pop()
            t = type(n)  # (``type(n) is``: libcst's concrete classes have no subclasses, see ``aliases.dotted``)
            if t in _DEFERRED:
                opaque.update(x.value for x in instances(n, cst.Name))
                continue
            if t is cst.CompFor:
                opaque.update(bound_names([n]))  # (a comprehension's own variable)
            if t is cst.Name:
                events.append(("read", n.value, n, None))
                continue
            if t is cst.Attribute:
                stack.append(n.value)  # (``x.attr``: the attribute's name is not a read)
                continue
            if t is cst.Arg:
                stack.append(n.value)  # (a keyword's name is not a read)
                continue
            stack.extend(reversed(list(children(n))))

    def linear(body) -> None:
        for s in body:
            if not any(n.value in wanted for n in instances(s, cst.Name)):
                continue  # no event of a wanted name
            linear_one(s)
            if after_runs and not isinstance(s, cst.With) and not is_main_guard(s) and any(_runs(c) for c in instances(s, cst.Call)):
                events.append(("run", "", None, None))  # (a session ran here: what it computed was built before)

    def linear_one(s) -> None:
        start = len(events)
        if isinstance(s, cst.With):
            for item in s.items:
                reads(item.item)
                if item.asname is not None:
                    opaque.update(x.value for x in instances(item.asname, cst.Name))
            enclosing.append(id(s))
            linear(s.body.body if isinstance(s.body, cst.IndentedBlock) else [])
            enclosing.pop()
            return
        try:
            linear_plain(s)
        finally:
            within.update((id(e[2]), enclosing[-1]) for e in events[start:])

    def linear_plain(s) -> None:
        if is_main_guard(s):
            linear(s.body.body)
        elif isinstance(s, cst.SimpleStatementLine):
            for small in s.body:
                if isinstance(small, cst.Assign):
                    reads(small.value)
                    for t in small.targets:
                        if isinstance(t.target, cst.Name):
                            events.append(("bind", t.target.value, t.target, small.value))
                        else:
                            opaque.update(x.value for x in instances(t.target, cst.Name) if x is not t.target)
                            reads(t.target)
                elif isinstance(small, (cst.AugAssign, cst.AnnAssign)):
                    # (``l2_loss += tf.nn.l2_loss(W)``: the target is not renamed; ``W`` is a read)
                    opaque.update(x.value for x in instances(small.target, cst.Name))
                    if small.value is not None:
                        reads(small.value)
                elif isinstance(small, (cst.Global, cst.Nonlocal, cst.Import, cst.ImportFrom, cst.Del)):
                    opaque.update(x.value for x in instances(small, cst.Name))
                else:
                    reads(small)
        else:  # a loop, ``if``, ``try``, def, class: what it binds is not renamed; reads are reads
            opaque.update(bound_names([s]))
            reads(s)

    linear(stmts)
    binds: dict = {}
    for kind, name, node, value in events:
        if kind == "bind":
            binds.setdefault(name, []).append(value)
    for name, values in binds.items():
        if len(values) < 2 or name in opaque or name in declared:
            continue
        if after_runs:
            # bound again inside a ``with`` block (a session's body) after a session ran what an
            # earlier binding built (the VAE's generator; the accuracy ops each session block of
            # aymericdamien's save_restore_model builds again): graph code the planner cannot
            # move before that block (bound again at module level, it plans it)
            order = [e for e in events if e[1] == name or e[0] == "run"]
            first = next((k for k, e in enumerate(order) if e[0] == "run" and any(b[0] == "bind" for b in order[:k])), None)
            if first is None or not all(_builds_graph(v, table) for v in values) \
                    or not any(b[0] == "bind" and within.get(id(b[2])) is not None for b in order[first + 1:]):
                continue
        elif sum(1 for v in values if _makes_variable(v, table, factories)) < 2:
            continue  # (a variable's name later bound to a tensor: the planner's case, an unreachable variable)
        current = None  # the new name of the binding reads reach now (None: the name itself)
        count = 0
        for kind, n, node, value in events:
            if n != name:
                continue
            if kind == "read":
                if current is not None:
                    renames[id(node)] = current
                continue
            count += 1
            if count == len(values):
                current = None  # the last binding keeps the name
                continue
            k = 1
            while f"{name}_{k}" in taken:
                k += 1
            current = f"{name}_{k}"
            taken.add(current)
            renames[id(node)] = current


def _makes_variable(value, table: ImportTable, factories: set) -> bool:
    return isinstance(value, cst.Call) and (table.qualname(value.func) in _MAKERS or (
        isinstance(value.func, cst.Name) and value.func.value in factories))


class _Rename(TracingTransformer):
    def __init__(self, renames: dict, origins=None):
        super().__init__(origins)
        self.renames = renames

    def hit(self, node) -> bool:
        return id(node) in self.renames

    def leave_Name(self, original, updated):
        new = self.renames.get(id(original))
        return updated if new is None else updated.with_changes(value=new)
