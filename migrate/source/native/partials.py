"""``functools.partial`` over a TF function, read as the call it makes (a pre-pass).

ageron's handson-ml (chapter 11) builds its layers through partials::

    my_batch_norm_layer = partial(tf.layers.batch_normalization, training=training, momentum=0.9)
    my_dense_layer = partial(tf.layers.dense, kernel_initializer=he_init)
    hidden1 = my_dense_layer(X, n_hidden1, name="hidden1")
    bn1 = tf.nn.elu(my_batch_norm_layer(hidden1))

becomes, before any rule looks at the calls,

    hidden1 = tf.layers.dense(X, n_hidden1, kernel_initializer=he_init, name="hidden1")
    bn1 = tf.nn.elu(tf.layers.batch_normalization(hidden1, training=training, momentum=0.9))

(the partial's positional arguments first, then the call's; its keywords, each replaced by the
call's keyword of the same name, then the call's others: ``functools.partial``'s own order).
Only when that reads the same values: the partial is bound once in the file, at module level
(its body or a ``with`` block there), to ``partial(<a TF function>, ...)`` whose arguments are
literals, TF names (``tf.nn.relu``) or names the file binds once at module level before it (and
attributes of those); no ``*``/``**``; every read of its name is a call without ``*``/``**``,
after the binding, at module level. The binding is then dropped (``pass`` where it was a
block's only statement), and ``from functools import partial`` too when nothing else reads it. Anything else is left as written (the rules then report the partial).

Keyword dicts (``inline_keyword_dicts``) are the same idea: ageron's capsule network passes a
module-level dict of keyword arguments to its layers::

    conv1_params = {"filters": 256, "kernel_size": 9, "strides": 1, "padding": "valid", "activation": tf.nn.relu}
    conv1 = tf.layers.conv2d(X, name="conv1", **conv1_params)

becomes ``conv1 = tf.layers.conv2d(X, name="conv1", filters=256, kernel_size=9, strides=1,
padding="valid", activation=tf.nn.relu)`` (the dict's entries in their order, where ``**``
stood: Python's own binding). Only when that reads the same values: the dict is bound once, at
module level, to a dict literal whose keys are string literals naming identifiers and whose
values are stable as a partial's arguments are; every read of its name is ``**name`` in a call
of a TF function at module level after the binding, that passes none of its keys itself. The
binding is then dropped.
Never imports TensorFlow.
"""
from __future__ import annotations

import keyword

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import binding_counts
from migrate.source.native.context import name_nodes_read
from migrate.source.native.walk import TracingTransformer, children, instances, nodes

__all__ = ["inline_keyword_dicts", "inline_partials"]


def _partial_spellings(module: cst.Module) -> tuple:
    """(local names of ``functools.partial``, local names of the ``functools`` module)."""
    direct, modules = set(), set()
    for imp in instances(module, cst.ImportFrom):
        if isinstance(imp.module, cst.Name) and imp.module.value == "functools" and not isinstance(imp.names, cst.ImportStar):
            for alias in imp.names:
                if isinstance(alias.name, cst.Name) and alias.name.value == "partial":
                    direct.add(alias.asname.name.value if alias.asname else "partial")
    for imp in instances(module, cst.Import):
        for alias in imp.names:
            if isinstance(alias.name, cst.Name) and alias.name.value == "functools":
                modules.add(alias.asname.name.value if alias.asname else "functools")
    return direct, modules


def _is_partial(func, direct: set, modules: set) -> bool:
    if type(func) is cst.Name:
        return func.value in direct
    return type(func) is cst.Attribute and func.attr.value == "partial" and type(func.value) is cst.Name and func.value.value in modules


def _module_level(module: cst.Module) -> tuple:
    """(ids of the nodes at module level: outside any def, class or lambda, position of each
    node in pre-order)."""
    level: set = set()
    stack = [module]
    while stack:
        n = stack.pop()
        level.add(id(n))
        for c in children(n):
            if type(c) not in (cst.FunctionDef, cst.ClassDef, cst.Lambda):
                stack.append(c)
    return level


def inline_partials(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each call of a module-level ``partial(<TF function>, ...)`` written as
    the call it makes, and the partial's binding dropped (see the module doc)."""
    direct, modules = _partial_spellings(module)
    if not direct and not modules:
        return module
    found = [a for a in instances(module, cst.Assign)
             if len(a.targets) == 1 and type(a.targets[0].target) is cst.Name and type(a.value) is cst.Call
             and _is_partial(a.value.func, direct, modules)]
    if not found:
        return module
    counts = binding_counts(module)
    level = _module_level(module)
    order = {id(n): k for k, n in enumerate(nodes(module))}
    bound_at = _bound_at(module, level, order)
    reads: dict = {}  # name -> its Name nodes (not attribute or keyword labels)
    for n in name_nodes_read(module):
        reads.setdefault(n.value, []).append(n)
    calls = {id(c.func): c for c in instances(module, cst.Call)}
    plans: dict = {}  # id(call) -> (function, partial's positional args, partial's keyword args)
    dropped: set = set()
    for a in found:
        name, value = a.targets[0].target.value, a.value
        if id(a) not in level or counts[name] != 1 or not value.args or value.args[0].keyword is not None:
            continue
        func = value.args[0].value
        if not (table.qualname(func) or "").startswith("tf."):
            continue
        rest = value.args[1:]
        if any(x.star for x in rest) or not all(_stable(x.value, table, counts, bound_at, order[id(a)]) for x in rest):
            continue
        targets = [r for r in reads.get(name, []) if r is not a.targets[0].target]
        sites = [calls.get(id(r)) for r in targets]
        if not sites or any(c is None or id(c) not in level or order[id(c)] < order[id(a)] or any(x.star for x in c.args)
                            for c in sites):
            continue
        for c in sites:
            plans[id(c)] = (func, [x for x in rest if x.keyword is None], [x for x in rest if x.keyword is not None])
        dropped.add(id(a))
    if not plans:
        return module
    # ``from functools import partial`` read by dropped bindings only: the name goes too
    funcs = {id(a.value.func) for a in found if id(a) in dropped}
    funcs |= {id(n) for alias in instances(module, cst.ImportAlias) for n in instances(alias, cst.Name)}  # (the import's own)
    spelled = {a.value.func.value for a in found if id(a) in dropped and type(a.value.func) is cst.Name}
    unused = {p for p in direct & spelled if all(id(r) in funcs for r in reads.get(p, []))}
    imports = {id(i): unused for i in instances(module, cst.ImportFrom)
               if unused and isinstance(i.module, cst.Name) and i.module.value == "functools"}
    return _Inline(plans, dropped, imports, origins).rewrite(module)


def inline_keyword_dicts(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each ``**name`` of a module-level keyword dict literal written out as
    its keywords, and the dict's binding dropped (see the module doc)."""
    found = [a for a in instances(module, cst.Assign)
             if len(a.targets) == 1 and type(a.targets[0].target) is cst.Name and type(a.value) is cst.Dict]
    if not found:
        return module
    spread = {}  # id(Name node) -> (call, its ``**name`` argument)
    for c in instances(module, cst.Call):
        for x in c.args:
            if x.star == "**" and type(x.value) is cst.Name:
                spread[id(x.value)] = (c, x)
    if not spread:
        return module
    counts = binding_counts(module)
    level = _module_level(module)
    order = {id(n): k for k, n in enumerate(nodes(module))}
    bound_at = _bound_at(module, level, order)
    reads: dict = {}
    for n in name_nodes_read(module):
        reads.setdefault(n.value, []).append(n)
    plans: dict = {}  # id(``**name`` argument) -> its keyword arguments
    calls: set = set()  # ids of the calls holding one
    dropped: set = set()
    for a in found:
        name, value = a.targets[0].target.value, a.value
        if id(a) not in level or counts[name] != 1 or not value.elements:
            continue
        entries = _keyword_entries(value, table, counts, bound_at, order[id(a)])
        targets = [r for r in reads.get(name, []) if r is not a.targets[0].target]
        sites = [spread.get(id(r)) for r in targets]
        if entries is None or not sites or any(
                site is None or id(site[0]) not in level or order[id(site[0])] < order[id(a)]
                or not (table.qualname(site[0].func) or "").startswith("tf.")
                or any(x.keyword is not None and x.keyword.value in entries for x in site[0].args) for site in sites):
            continue
        for call, star in sites:
            calls.add(id(call))
            plans[id(star)] = [cst.Arg(v, keyword=cst.Name(k), equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace("")))
                               for k, v in entries.items()]
        dropped.add(id(a))
    if not plans:
        return module
    return _SpreadKeywords(plans, calls, dropped, origins).rewrite(module)


def _keyword_entries(value: cst.Dict, table: ImportTable, counts, bound_at: dict, before: int) -> dict | None:
    """{keyword: value expression} of a dict literal of stable values keyed by identifier
    strings (in order), else None."""
    out: dict = {}
    for e in value.elements:
        if type(e) is not cst.DictElement or type(e.key) is not cst.SimpleString:
            return None
        key = e.key.evaluated_value
        if not isinstance(key, str) or not key.isidentifier() or keyword.iskeyword(key) or key in out:
            return None
        if not _stable(e.value, table, counts, bound_at, before):
            return None
        out[key] = e.value
    return out


class _DropsBindings:
    """The statement hooks of the two rewriters: the bindings in ``dropped`` (ids) go, a block
    left empty gets ``pass``; ``imports`` (id of a ``from functools import ...`` -> the names
    that go) lose their unused names."""

    def _kept_import(self, node):
        """The ``from functools import ...`` with the unused ``partial`` names gone (None: nothing left)."""
        gone = self.imports[id(node)]
        names = [a for a in node.names if (a.asname.name.value if a.asname else a.name.value) not in gone]
        if not names:
            return None
        names[-1] = names[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
        return node.with_changes(names=names)

    def leave_SimpleStatementLine(self, original, updated):
        if any(id(s) in self.dropped or id(s) in self.imports for s in original.body):
            kept = [self._kept_import(o) if id(o) in self.imports else s
                    for o, s in zip(original.body, updated.body) if id(o) not in self.dropped]
            kept = [s for s in kept if s is not None]
            if not kept:
                return cst.RemoveFromParent()
            return updated.with_changes(body=kept)
        return updated

    def leave_IndentedBlock(self, original, updated):
        if not updated.body:
            return updated.with_changes(body=[cst.SimpleStatementLine([cst.Pass()])])
        return updated


class _SpreadKeywords(_DropsBindings, TracingTransformer):
    """Writes each planned ``**name`` out as its keywords; drops the dicts' bindings."""

    def __init__(self, plans: dict, calls: set, dropped: set, origins=None):
        super().__init__(origins)
        self.plans, self.calls, self.dropped, self.imports = plans, calls, dropped, {}

    def hit(self, node) -> bool:
        return id(node) in self.dropped or id(node) in self.calls

    def leave_Call(self, original, updated):
        if id(original) not in self.calls:
            return updated
        args = []
        for o, u in zip(original.args, updated.args):
            args += self.plans.get(id(o), [u])
        args = [x.with_changes(comma=cst.MaybeSentinel.DEFAULT) for x in args]
        return updated.with_changes(args=args)


def _bound_at(module: cst.Module, level: set, order: dict) -> dict:
    """name -> position (in ``order``) of a module-level assignment binding it (``w = ...``,
    ``a, b = ...``); the last one for a name bound more than once (``_stable`` asks for names
    bound once)."""
    out: dict = {}
    for a in instances(module, cst.Assign):
        if id(a) in level:
            for t in a.targets:
                for n in ([t.target] if type(t.target) is cst.Name else
                          [e.value for e in t.target.elements if type(e.value) is cst.Name]
                          if type(t.target) in (cst.Tuple, cst.List) else []):
                    out[n.value] = order[id(a)]
    return out


def _stable(node, table: ImportTable, counts, bound_at: dict, before: int) -> bool:
    """``node`` reads the same value at each call as where the partial was made: a literal, a
    TF name, or a name bound once at module level before ``before`` (or attributes of those,
    or arithmetic of those)."""
    t = type(node)
    if t in (cst.Integer, cst.Float, cst.SimpleString, cst.Imaginary):
        return True
    if t is cst.UnaryOperation:
        return _stable(node.expression, table, counts, bound_at, before)
    if t is cst.BinaryOperation:  # (``caps1_n_maps * caps1_n_dims``: arithmetic of stable values)
        return _stable(node.left, table, counts, bound_at, before) and _stable(node.right, table, counts, bound_at, before)
    if t in (cst.Tuple, cst.List):
        return all(type(e) is cst.Element and _stable(e.value, table, counts, bound_at, before) for e in node.elements)
    if t is cst.Attribute:
        return bool(table.qualname(node)) or _stable(node.value, table, counts, bound_at, before)
    if t is cst.Name:
        if node.value in ("True", "False", "None") or table.qualname(node):
            return True
        return counts[node.value] == 1 and bound_at.get(node.value, before) < before
    return False


class _Inline(_DropsBindings, TracingTransformer):
    def __init__(self, plans: dict, dropped: set, imports: dict, origins=None):
        super().__init__(origins)
        self.plans, self.dropped, self.imports = plans, dropped, imports

    def hit(self, node) -> bool:
        return id(node) in self.plans or id(node) in self.dropped or id(node) in self.imports

    def leave_Call(self, original, updated):
        plan = self.plans.get(id(original))
        if plan is None:
            return updated
        func, positional, keywords = plan
        given = {a.keyword.value: a for a in updated.args if a.keyword is not None}
        args = [a.with_changes(comma=cst.MaybeSentinel.DEFAULT) for a in positional]
        args += [a.with_changes(comma=cst.MaybeSentinel.DEFAULT) for a in updated.args if a.keyword is None]
        args += [given.pop(a.keyword.value, a).with_changes(comma=cst.MaybeSentinel.DEFAULT) for a in keywords]
        args += [a.with_changes(comma=cst.MaybeSentinel.DEFAULT) for a in updated.args if a.keyword is not None and a.keyword.value in given]
        return updated.with_changes(func=func, args=args)
