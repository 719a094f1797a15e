"""Graph-building classes instantiated once, spelled as the builder functions they equal.

Research code often builds its graph in a class::

    class Model(object):
        def __init__(self, lr=0.1):
            self.x = tf.placeholder(tf.float32, [None, 3])
            self.loss = ...
            self.train_op = tf.train.GradientDescentOptimizer(lr).minimize(self.loss)

    model = Model()
    ... sess.run([model.train_op, model.loss], {model.x: X}) ...

When the class is only that — no base class but ``object``, no decorator, one ``__init__``
whose ``self`` is used only as ``self.<attribute>`` set by plain assignments — and is
instantiated once (``model = Model(...)``, a whole statement) and the instance is used only
as ``model.<attribute>``, it is the same program as a builder function returning a dict::

    def Model(lr=0.1):
        x = tf.placeholder(tf.float32, [None, 3])
        loss = ...
        train_op = ...
        return {"x": x, "loss": loss, "train_op": train_op}

    model = Model()
    ... sess.run([model["train_op"], model["loss"]], {model["x"]: X}) ...

which ``native.inline`` then inlines at its call (``classes_as_builders`` only rewrites; the
caller keeps the result only when the inliner took the function). Attribute locals are named
after the attribute, or ``<attribute>_attr`` where ``__init__`` binds that name otherwise.
Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.context import assigned_names, name_nodes_read
from migrate.source.native.helpers import is_docstring, plain_class
from migrate.source.native.walk import TracingTransformer, instances

__all__ = ["classes_as_builders", "methods_as_functions"]


def classes_as_builders(module: cst.Module, table: ImportTable, origins: dict | None = None) -> tuple[cst.Module, set]:
    """(module with the qualifying classes rewritten, their names); (module, set()) if none."""
    origins = origins if origins is not None else {}
    names = [n.value for n in instances(module, cst.Name)]
    rewrites = {}  # class name -> (new def, instance name, {attr: local})
    classes = [s for s in module.body if isinstance(s, cst.ClassDef)]
    # (no attribute local takes an instance's name: ``target_net.q`` and ``q = QNet()``)
    insts = {i for i in (_single_instance(c.name.value, module, names) for c in classes) if i is not None}
    for stmt in classes:
        plan = _plan(stmt, module, names, insts, origins)
        if plan is not None:
            rewrites[stmt.name.value] = plan
    if not rewrites:
        return module, set()
    instances_ = {inst: (cls, attrs) for cls, (_, inst, attrs) in rewrites.items()}
    body = []
    for stmt in module.body:
        if isinstance(stmt, cst.ClassDef) and stmt.name.value in rewrites:
            fn = rewrites[stmt.name.value][0]
            origins[id(fn)] = (fn, stmt)
            body.append(fn)
        else:
            body.append(stmt)
    new = module.with_changes(body=body)
    return _Subscripts(instances_, origins).rewrite(new), set(rewrites)


def _plan(cls: cst.ClassDef, module: cst.Module, names: list, insts: frozenset | set = frozenset(), origins: dict | None = None):
    """(function def, instance name, {attribute: local}) for a qualifying class, else None."""
    if not plain_class(cls):
        return None
    members = [s for s in cls.body.body if not is_docstring(s)]
    if len(members) != 1 or not isinstance(members[0], cst.FunctionDef) or members[0].name.value != "__init__":
        return None
    init = members[0]
    params = init.params
    if init.decorators or init.asynchronous is not None or not params.params or params.params[0].name.value != "self" \
            or params.star_arg is not cst.MaybeSentinel.DEFAULT or params.star_kwarg is not None or params.kwonly_params \
            or params.posonly_params or not isinstance(init.body, cst.IndentedBlock):
        return None
    # ``self`` only as ``self.attr``; attributes set by plain assignment, read only once set
    selfs = [n for n in instances(init.body, cst.Name) if n.value == "self"]
    attributes = [a for a in instances(init.body, cst.Attribute) if isinstance(a.value, cst.Name) and a.value.value == "self"]
    if len(selfs) != len(attributes) or any(isinstance(n, (cst.FunctionDef, cst.ClassDef, cst.Lambda, cst.Global, cst.Nonlocal, cst.Return, cst.Yield))
                                            for n in instances(init.body, (cst.FunctionDef, cst.ClassDef, cst.Lambda, cst.Global, cst.Nonlocal, cst.Return, cst.Yield))):
        return None
    stored = []
    for t in instances(init.body, cst.AssignTarget):
        for part in ([t.target] + [e.value for e in t.target.elements] if isinstance(t.target, (cst.Tuple, cst.List)) else [t.target]):
            if isinstance(part, cst.Attribute) and isinstance(part.value, cst.Name) and part.value.value == "self":
                if part.attr.value not in stored:
                    stored.append(part.attr.value)
    stored_ids = {id(p) for t in instances(init.body, cst.AssignTarget)
                  for p in ([t.target] + ([e.value for e in t.target.elements] if isinstance(t.target, (cst.Tuple, cst.List)) else []))}
    for a in attributes:
        if a.attr.value not in stored:
            return None  # a method or class attribute read through self
        if id(a) not in stored_ids and _stored_elsewhere(a, init):
            return None
    if not stored:
        return None
    # one instance: ``inst = Cls(...)`` as a whole statement; the instance read only as inst.attr
    cname = cls.name.value
    inst = _single_instance(cname, module, names)
    if inst is None:
        return None
    reads = [a for a in instances(module, cst.Attribute) if isinstance(a.value, cst.Name) and a.value.value == inst]
    if sum(1 for n in name_nodes_read(module) if n.value == inst) - _own_local_reads(cls, inst) != len(reads) + 1 \
            or any(a.attr.value not in stored for a in reads):
        return None  # the instance is passed around, rebound, or read for something __init__ does not set
    if any(isinstance(t, cst.AssignTarget) and isinstance(t.target, cst.Attribute) and isinstance(t.target.value, cst.Name)
           and t.target.value.value == inst for t in instances(module, cst.AssignTarget)):
        return None  # ``model.x = ...`` outside __init__
    # (nor a name ``__init__`` reads: ``self.scale = tf.constant(scale)`` of a global ``scale``)
    bound = set(assigned_names_in(init)) | {p.name.value for p in params.params} | {n.value for n in name_nodes_read(init.body)}
    local = {}
    aliases = _local_aliases(init, stored)  # ``self.x = x`` of a local bound once before: read as ``x``
    for attr in stored:
        if attr in aliases:
            local[attr] = aliases[attr][0]
            continue
        name = attr if attr not in bound and attr != "self" and attr not in insts else f"{attr}_attr"
        k = 1
        while name in bound or name in local.values():
            k += 1
            name = f"{attr}_attr_{k}"
        local[attr] = name
    dropped = {i for _, i in aliases.values()}
    if dropped:
        init = init.with_changes(body=init.body.with_changes(body=[st for st in init.body.body if id(st) not in dropped]))
    body = _SelfAttributes(local, origins).rewrite(init.body)
    ret = cst.SimpleStatementLine([cst.Return(cst.Dict([
        cst.DictElement(cst.SimpleString(repr(a).replace("'", '"')), cst.Name(local[a])) for a in stored]))])
    fn = cst.FunctionDef(name=cst.Name(cname), params=params.with_changes(params=list(params.params[1:])),
                         body=body.with_changes(body=list(body.body) + [ret]), leading_lines=cls.leading_lines)
    return fn, inst, local


def _local_aliases(init: cst.FunctionDef, stored: list) -> dict:
    """{attribute: (local, id(its store statement))} for ``self.a = a`` statements of the
    ``__init__`` body (BinRoot's ``x = tf.placeholder(...)`` ... ``self.x = x``): the attribute
    stored only there, from the local of its own name that the body binds once, unconditionally,
    before it (not a parameter, never rebound): the attribute is that object, so it is read as
    the local and the copy goes (a copy ``x_attr = x`` fed as a placeholder was not one to the
    planner). Other names (``self.u_pred = u_1`` left by an inlined method) keep their copy,
    named after the attribute."""
    body = list(init.body.body)
    params = {p.name.value for p in init.params.params}
    counts: dict = {}
    for n in assigned_names_in(init):
        counts[n] = counts.get(n, 0) + 1
    stores = _self_store_counts(init.body)
    out: dict = {}
    seen: set = set()  # locals bound by earlier top-level statements
    for st in body:
        store = _self_store(st)
        if store is not None and isinstance(store[1], cst.Name) and store[1].value == store[0] and store[0] in seen \
                and store[0] in stored and stores.get(store[0]) == 1 and counts.get(store[0]) == 1 and store[0] not in params:
            out[store[0]] = (store[0], id(st))
            continue
        seen.update(_unconditional_bindings(st))
    return out


def _unconditional_bindings(st) -> set:
    """Names a statement binds each time it runs: a simple statement's assignments, a ``with``
    block's (its body runs once), not a loop's or an ``if``'s."""
    if isinstance(st, cst.SimpleStatementLine):
        return {n for t in instances(st, cst.AssignTarget) for n in assigned_names(t.target)}
    if isinstance(st, cst.With) and isinstance(st.body, cst.IndentedBlock):
        return {n for inner in st.body.body for n in _unconditional_bindings(inner)}
    return set()


def _single_instance(cname: str, module: cst.Module, names: list):
    """The name of the one instance of class ``cname`` (``inst = Cls(...)``, a whole statement,
    the class named nowhere else), else None."""
    if names.count(cname) != 2:
        return None
    sites = [s for s in instances(module, cst.SimpleStatementLine) if len(s.body) == 1 and isinstance(s.body[0], cst.Assign)
             and isinstance(s.body[0].value, cst.Call) and isinstance(s.body[0].value.func, cst.Name)
             and s.body[0].value.func.value == cname and len(s.body[0].targets) == 1
             and isinstance(s.body[0].targets[0].target, cst.Name)]
    return sites[0].body[0].targets[0].target.value if len(sites) == 1 else None


def _own_local_reads(cls: cst.ClassDef, inst: str) -> int:
    """How many reads of ``inst`` in ``cls`` are of a local of its own: ``net = tf.layers.conv2d(...)``
    in ``__init__`` (an inlined ``_inference``, hunt 38 z_039) of a class whose instance is ``net``.
    Counted only where every function of the class reading the name binds it, and never reads an
    attribute of it (``net.shape``, which the rewrite of the instance's attributes would take);
    else 0 (each read is then the instance's)."""
    functions = [f for f in instances(cls, cst.FunctionDef) if any(n.value == inst for n in name_nodes_read(f.body))]
    if any(inst not in assigned_names_in(f) for f in functions) or any(
            isinstance(a.value, cst.Name) and a.value.value == inst for a in instances(cls, cst.Attribute)):
        return 0
    return sum(1 for f in functions for n in name_nodes_read(f.body) if n.value == inst)


def _stored_elsewhere(a, init) -> bool:
    """``self.x`` in a target other than a plain assignment (``self.x += 1``, ``for self.x in``)."""
    for n in instances(init.body, (cst.AugAssign, cst.For, cst.WithItem, cst.AnnAssign)):
        target = n.target if not isinstance(n, cst.WithItem) else (n.asname.name if n.asname else None)
        if target is not None and any(x is a for x in instances(target, cst.Attribute)):
            return True
    return False


def assigned_names_in(fn: cst.FunctionDef) -> list:
    out = []
    for t in instances(fn.body, cst.AssignTarget):
        out += assigned_names(t.target)
    for n in instances(fn.body, (cst.For, cst.CompFor)):
        out += assigned_names(n.target)
    for n in instances(fn.body, cst.WithItem):
        if n.asname is not None:
            out += assigned_names(n.asname.name)
    return out


class _SelfAttributes(TracingTransformer):
    """``self.attr`` -> its local name (rebuilt nodes recorded in ``origins``: diagnostics)."""

    def __init__(self, local: dict, origins=None):
        super().__init__(origins)
        self.local = local

    def hit(self, node) -> bool:
        return isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and node.value.value == "self"

    def leave_Attribute(self, original, updated):
        if isinstance(updated.value, cst.Name) and updated.value.value == "self":
            return cst.Name(self.local[updated.attr.value])
        return updated


class _Subscripts(TracingTransformer):
    """``inst.attr`` -> ``inst["attr"]`` for the rewritten classes' instances (rebuilt nodes,
    the statements holding them too, recorded in ``origins``: diagnostics)."""

    def __init__(self, instances_: dict, origins: dict):
        super().__init__(origins)
        self.instances = instances_

    def hit(self, node) -> bool:
        return type(node) is cst.Attribute and type(node.value) is cst.Name and node.value.value in self.instances

    def leave_Attribute(self, original, updated):
        if isinstance(updated.value, cst.Name) and updated.value.value in self.instances:
            return cst.Subscript(updated.value, [cst.SubscriptElement(cst.Index(cst.SimpleString(f'"{updated.attr.value}"')))])
        return updated


def methods_as_functions(module: cst.Module, table: ImportTable, origins: dict | None = None,
                         dropped: list | None = None) -> tuple[cst.Module, set]:
    """(module with the methods of qualifying classes moved out as module functions, the new
    functions' names); (module, set()) if none. ``dropped`` gets (method, its class as in
    ``module``, the instance) of each method left out.

    A class qualifies as for ``classes_as_builders`` (instantiated once as ``inst = Cls(...)``),
    plus methods without decorators whose ``self`` is only read as ``self.<attribute>`` that
    ``__init__`` sets (no ``self.x = ...`` outside ``__init__``, no ``self.method()``), called
    only as ``inst.method(...)``. Each method becomes ``def inst_method(self, ...)`` after the
    class (the same body) and each call ``inst_method(inst, ...)``: the same Python (a method
    never called, as ``inst.method(...)`` or ``self.method(...)``, goes: it never ran). The class
    keeps ``__init__`` (for ``classes_as_builders``); the caller keeps the result only when the
    inliners took every new function (``native.session_functions`` inlines those that run a
    session).
    """
    origins = origins if origins is not None else {}
    names = [n.value for n in instances(module, cst.Name)]
    taken = set(names)
    plans = {}  # id(class) -> (class keeping __init__, [functions], instance, {method: function name})
    for stmt in module.body:
        if isinstance(stmt, cst.ClassDef):
            plan = _methods_plan(stmt, module, names, taken, table, dropped if dropped is not None else [], origins)
            if plan is not None:
                plans[id(stmt)] = plan
    if not plans:
        return module, set()
    body, made = [], set()
    calls = {}  # instance -> {method: function name}
    for stmt in module.body:
        plan = plans.get(id(stmt))
        if plan is None:
            body.append(stmt)
            continue
        kept, functions, inst, mapping = plan
        origins[id(kept)] = (kept, stmt)
        body.append(kept)
        for fn, method in functions:
            origins[id(fn)] = (fn, method)
            body.append(fn)
            made.add(fn.name.value)
        calls[inst] = mapping
    new = module.with_changes(body=body)
    return _MethodCalls(calls, origins).rewrite(new), made


def _methods_plan(cls: cst.ClassDef, module: cst.Module, names: list, taken: set, table: ImportTable, dropped: list,
                  origins: dict):
    if not plain_class(cls):
        return None
    original = cls
    cls = _init_helpers_inlined(cls, module, names, table, origins)
    members = [s for s in cls.body.body if not is_docstring(s)]
    if not members or not all(isinstance(m, cst.FunctionDef) for m in members):
        return None
    inits = [m for m in members if m.name.value == "__init__"]
    methods = [m for m in members if m.name.value != "__init__"]
    if len(inits) != 1 or (not methods and cls is original):
        return None
    init = inits[0]
    stored = set()
    for t in instances(init.body, cst.AssignTarget):
        for part in ([t.target] + [e.value for e in t.target.elements] if isinstance(t.target, (cst.Tuple, cst.List)) else [t.target]):
            if isinstance(part, cst.Attribute) and isinstance(part.value, cst.Name) and part.value.value == "self":
                stored.add(part.attr.value)
    method_names = {m.name.value for m in methods}
    if len(method_names) != len(methods) or stored & method_names:
        return None
    for m in methods:
        if m.decorators or m.asynchronous is not None or m.name.value.startswith("__") or not isinstance(m.body, cst.IndentedBlock):
            return None
        ps = m.params
        if not ps.params or ps.params[0].name.value != "self" or ps.posonly_params:
            return None
        selfs = [n for n in instances(m.body, cst.Name) if n.value == "self"]
        reads = [a for a in instances(m.body, cst.Attribute) if isinstance(a.value, cst.Name) and a.value.value == "self"]
        if len(selfs) != len(reads) or not all(_self_read_ok(a, m, stored, method_names) for a in reads):
            return None  # self passed on, a method read without a call, or an attribute __init__ does not set
        targets = [t.target for t in instances(m.body, cst.AssignTarget)]
        targets += [n.target for n in instances(m.body, (cst.AugAssign, cst.AnnAssign, cst.For))]
        if any(_stores_into_self(t) for t in targets):
            return None  # the method stores into the instance (``self.x = ...``, ``self.d[k] = ...``)
    # the init's own self use is checked by ``classes_as_builders`` later; here: methods only called
    if not all(_self_read_ok(a, init, stored, method_names) for a in instances(init.body, cst.Attribute)
               if isinstance(a.value, cst.Name) and a.value.value == "self" and a.attr.value in method_names):
        return None
    inst = _single_instance(cls.name.value, module, names)
    if inst is None or inst == "self":
        return None
    # every ``inst.method`` is called; method names are read nowhere else (``self.method(...)``
    # in the class's own methods checked above)
    in_class = {id(a) for a in instances(cls, cst.Attribute)}
    # (``mnist.train.next_batch``: an attribute of another object; the instance itself is used
    # only as ``inst.<attribute>``, which ``classes_as_builders`` checks)
    method_reads = [a for a in instances(module, cst.Attribute) if a.attr.value in method_names and id(a) not in in_class
                    and not (isinstance(a.value, cst.Name) and a.value.value != inst and a.value.value != "self")]
    called = {id(c.func) for c in instances(module, cst.Call) if isinstance(c.func, cst.Attribute)}
    for a in method_reads:
        if not (isinstance(a.value, cst.Name) and a.value.value == inst and id(a) in called):
            return None
    mapping, functions = {}, []
    for m in methods:  # named after the instance: ``model.predict(...)`` -> ``model_predict(model, ...)``
        base = f"{inst}_{m.name.value}"
        name, k = base, 1
        while name in taken:
            k += 1
            name = f"{base}_{k}"
        taken.add(name)
        mapping[m.name.value] = name
    self_calls = _MethodCalls({"self": mapping}, origins)
    called = {a.attr.value for a in method_reads} | {a.attr.value for a in instances(cls, cst.Attribute)
                                                      if isinstance(a.value, cst.Name) and a.value.value == "self"}
    for m in methods:
        if m.name.value not in called:
            dropped.append((m, original, inst))
            continue  # (never called: nothing of it ran; DQN's target network is never trained)
        fn = self_calls.rewrite(m).with_changes(name=cst.Name(mapping[m.name.value]), leading_lines=[cst.EmptyLine(), cst.EmptyLine()])
        functions.append((fn, m))
    body = [self_calls.rewrite(s) if s is init else s for s in cls.body.body if not any(s is m for m in methods)]
    kept = cls.with_changes(body=cls.body.with_changes(body=body))
    return kept, functions, inst, mapping


def _init_helpers_inlined(cls: cst.ClassDef, module: cst.Module, names: list, table: ImportTable,
                          origins: dict | None = None) -> cst.ClassDef:
    """``cls`` with each method that only ``__init__`` calls, once, as a whole statement
    (``self._build()``, ``self._init_placeholders(n)``) and that returns nothing, inlined there
    (``native.inline``: parameters bound, clashing locals renamed): its stores into ``self``
    are then ``__init__``'s. ``cls`` itself if there is none."""
    from migrate.source.native.inline import _Fresh, _inline
    from migrate.source.native.session_functions import _inlinable

    members = list(cls.body.body)
    init = next((m for m in members if isinstance(m, cst.FunctionDef) and m.name.value == "__init__"), None)
    if init is None or not isinstance(init.body, cst.IndentedBlock):
        return cls
    methods = {m.name.value: m for m in members if isinstance(m, cst.FunctionDef) and m.name.value != "__init__"}
    fresh = _Fresh(set(names))
    inlined: set = set()

    def inline_one(stmts: list):
        """``stmts`` with the first qualifying ``self.helper(...)`` statement inlined (also
        inside ``with`` blocks: ``with tf.variable_scope('in_hidden'): self.add_input_layer()``),
        and the helper's name; (``stmts``, None) if there is none."""
        for k, st in enumerate(stmts):
            call = _self_call_statement(st)
            if call is not None and call.func.attr.value in methods and call.func.attr.value not in inlined:
                name = call.func.attr.value
                fn = methods[name]
                if names.count(name) == 2 and not instances(fn.body, cst.Return) and _inlinable(fn, table) \
                        and fn.params.params and fn.params.params[0].name.value == "self":  # (else: called elsewhere too, or returns a value)
                    synthetic = cst.Call(cst.Name(name), [cst.Arg(cst.Name("self"), comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))] + list(call.args))
                    r = _inline(fn, synthetic, None, init, fresh, st.leading_lines, origins)
                    if r is not None and r.dict_name is None:
                        return stmts[:k] + list(r.stmts) + stmts[k + 1:], name
            if isinstance(st, cst.With) and isinstance(st.body, cst.IndentedBlock):
                inner, name = inline_one(list(st.body.body))
                if name is not None:
                    return stmts[:k] + [st.with_changes(body=st.body.with_changes(body=inner))] + stmts[k + 1:], name
        return stmts, None

    while True:  # (a helper calling another helper: the outer one first, then the inner)
        body, name = inline_one(list(init.body.body))
        if name is None:
            break
        init = init.with_changes(body=init.body.with_changes(body=body))
        inlined.add(name)
    if not inlined:
        return cls
    new_members = [init if isinstance(m, cst.FunctionDef) and m.name.value == "__init__" else m for m in members
                   if not (isinstance(m, cst.FunctionDef) and m.name.value in inlined)]
    return cls.with_changes(body=cls.body.with_changes(body=new_members))


def _self_call_statement(st):
    """The call of ``self.method(...)`` forming a whole statement, else None."""
    if isinstance(st, cst.SimpleStatementLine) and len(st.body) == 1 and isinstance(st.body[0], cst.Expr):
        c = st.body[0].value
        if isinstance(c, cst.Call) and isinstance(c.func, cst.Attribute) and isinstance(c.func.value, cst.Name) \
                and c.func.value.value == "self" and not any(a.star for a in c.args):
            return c
    return None


def _stores_into_self(target) -> bool:
    """An assignment target that changes the instance: ``self.x``, ``self.x[k]``, ``self.x.y``
    (``fd[self.y] = v`` changes ``fd``: no)."""
    if isinstance(target, (cst.Tuple, cst.List)):
        return any(_stores_into_self(e.value) for e in target.elements)
    if isinstance(target, cst.StarredElement):
        return _stores_into_self(target.value)
    while isinstance(target, (cst.Attribute, cst.Subscript)):
        if isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name) and target.value.value == "self":
            return True
        target = target.value
    return False


def _self_read_ok(a: cst.Attribute, fn: cst.FunctionDef, stored: set, methods: set) -> bool:
    """``self.<attr>`` in ``fn``: an attribute ``__init__`` sets, or a method called
    (``self.method(...)``)."""
    if a.attr.value in stored:
        return True
    return a.attr.value in methods and any(c.func is a for c in instances(fn.body, cst.Call))


class _MethodCalls(TracingTransformer):
    """``inst.method(args)`` -> ``inst_method(inst, args)``."""

    def __init__(self, calls: dict, origins: dict):
        super().__init__(origins)
        self.calls = calls

    def hit(self, node) -> bool:
        return isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and isinstance(node.func.value, cst.Name) \
            and node.func.value.value in self.calls and node.func.attr.value in self.calls[node.func.value.value]

    def leave_Call(self, original, updated):
        f = updated.func
        if isinstance(f, cst.Attribute) and isinstance(f.value, cst.Name) and f.value.value in self.calls \
                and f.attr.value in self.calls[f.value.value]:
            name = self.calls[f.value.value][f.attr.value]
            args = [cst.Arg(cst.Name(f.value.value), comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))] \
                if updated.args else [cst.Arg(cst.Name(f.value.value))]
            return updated.with_changes(func=cst.Name(name), args=args + list(updated.args))
        return updated


def propagate_constant_attributes(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with reads of instance attributes that only hold what the one instantiation
    passed replaced by it (itself if there is none).

    hunkim's DeepLearningZeroToAll (lab-11) keeps the session and a scope name in the model::

        class Model:
            def __init__(self, sess, name):
                self.sess = sess
                self.name = name
                ...
            def train(self, x_data, y_data):
                return self.sess.run([self.cost, self.optimizer], feed_dict=...)

        sess = tf.Session()
        m1 = Model(sess, "m1")

    In a class instantiated once (``inst = Cls(...)``, no base but ``object``, no decorator),
    an attribute stored once in the whole class, by ``self.a = p`` at the top of ``__init__``
    with ``p`` a parameter ``__init__`` never rebinds, holds what the call passed for ``p``: a
    string or number literal, or the name of a module-level binding made once in the file that
    nothing in the class binds (the same object wherever the class reads it), or a module-level
    session passed to a parameter of its own name (``Model(sess, ...)``). Its reads
    ``self.a`` become that literal or name (``with tf.variable_scope("m1")``,
    ``sess.run(...)``), so the class is one the converter's session functions and builders
    take. Never imports TensorFlow."""
    from migrate.source.native.constants import binding_counts
    from migrate.source.native.helpers import bind_arguments
    from migrate.source.native.session_functions import _session_names

    classes = [s for s in module.body if isinstance(s, cst.ClassDef) and plain_class(s)]
    if not classes:
        return module
    names = [n.value for n in instances(module, cst.Name)]
    counts = None
    sessions = _session_names(module, table)  # (bound once at module level: checked below)
    replace: dict = {}  # id(self.a Attribute) -> replacement
    for cls in classes:
        init = next((m for m in cls.body.body if isinstance(m, cst.FunctionDef) and m.name.value == "__init__"), None)
        inst = _single_instance(cls.name.value, module, names)
        if init is None or inst is None or not isinstance(init.body, cst.IndentedBlock) or init.decorators:
            continue
        call = next(s.body[0].value for s in instances(module, cst.SimpleStatementLine)
                    if len(s.body) == 1 and isinstance(s.body[0], cst.Assign) and isinstance(s.body[0].value, cst.Call)
                    and isinstance(s.body[0].value.func, cst.Name) and s.body[0].value.func.value == cls.name.value)
        params = list(init.params.params)
        if not params or params[0].name.value != "self" or init.params.star_arg not in (None, cst.MaybeSentinel.DEFAULT) \
                or init.params.star_kwarg is not None or init.params.kwonly_params:
            continue
        passed = bind_arguments(params[1:], call)
        if passed is None:
            continue
        stores = _self_store_counts(cls)  # attribute -> number of stores anywhere in the class
        rebound = set(assigned_names_in(init))
        class_params = [q.name.value for q in instances(cls, cst.Param)]
        class_locals = {n for fn in instances(cls, cst.FunctionDef) for n in assigned_names_in(fn)}
        class_bound = set(class_params) | class_locals | {fn.name.value for fn in instances(cls, cst.FunctionDef)}
        held: dict = {}  # attribute -> the literal or module name it holds
        for st in init.body.body:
            store = _self_store(st)
            if store is None or not isinstance(store[1], cst.Name):
                continue
            attr, p = store[0], store[1].value
            value = passed.get(p)
            if stores.get(attr) != 1 or p in rebound or value is None or p not in {q.name.value for q in params[1:]}:
                continue
            if isinstance(value, (cst.SimpleString, cst.Integer, cst.Float)):
                held[attr] = value
            elif isinstance(value, cst.Name) and (value.value not in class_bound or (
                    value.value == p and value.value in sessions and class_params.count(p) == 1 and p not in class_locals)):
                # (``def __init__(self, sess)`` called with the module's session ``sess``: the same
                # object; other names that ``__init__`` also binds are left: a method inlined into
                # ``__init__`` would read the global where ``__init__`` has a local of that name)
                counts = counts if counts is not None else binding_counts(module)
                if counts[value.value] == 1 + (value.value == p) and any(value.value in assigned_names(t.target) for s in module.body
                                                    if isinstance(s, cst.SimpleStatementLine)
                                                    for small2 in s.body if isinstance(small2, cst.Assign) for t in small2.targets):
                    held[attr] = value
        # (an attribute the instance's users store, in any target form, ``m.scale, unused = 3.0,
        # None``, holds another value after: hunt 24 W4)
        outside_stores = _self_store_counts(module, inst)
        held = {a: v for a, v in held.items() if a not in outside_stores}
        if not held:
            continue
        store_ids = {id(t.target) for t in instances(cls, cst.AssignTarget)}
        for a in instances(cls, cst.Attribute):
            if isinstance(a.value, cst.Name) and a.value.value == "self" and a.attr.value in held and id(a) not in store_ids:
                replace[id(a)] = held[a.attr.value]
        outside = {a.attr.value for a in instances(module, cst.Attribute) if isinstance(a.value, cst.Name) and a.value.value == inst}
        # a store no one reads any more goes (``self.sess = sess``: a use of the session)
        dead = [id(st) for st in init.body.body if (_self_store(st) or ("",))[0] in held.keys() - outside]
        if len(dead) < len([s for s in init.body.body if not is_docstring(s)]):  # (``__init__`` keeps a statement)
            replace.update(dict.fromkeys(dead))
    if not replace:
        return module
    return _HeldAttributes(replace, origins).rewrite(module)


def _self_store_counts(tree, owner: str = "self") -> dict:
    """{attribute: how many statements in ``tree`` store into ``<owner>.<attribute>``}
    (assignment, augmented or annotated assignment, ``for`` / ``with ... as`` targets; inside
    tuple targets too)."""
    counts: dict = {}
    for t in instances(tree, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.For, cst.WithItem)):
        target = t.asname.name if isinstance(t, cst.WithItem) and t.asname is not None else getattr(t, "target", None)
        for a in instances(target, cst.Attribute) if target is not None else ():
            if isinstance(a.value, cst.Name) and a.value.value == owner:
                counts[a.attr.value] = counts.get(a.attr.value, 0) + 1
    return counts


def _self_store(st):
    """(attribute, value) of a statement ``self.<attribute> = value``, else None."""
    small = st.body[0] if isinstance(st, cst.SimpleStatementLine) and len(st.body) == 1 else None
    if isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Attribute) \
            and isinstance(small.targets[0].target.value, cst.Name) and small.targets[0].target.value.value == "self":
        return small.targets[0].target.attr.value, small.value
    return None


class _HeldAttributes(TracingTransformer):
    def __init__(self, replace: dict, origins):
        super().__init__(origins)
        self.replace = replace

    def hit(self, node) -> bool:
        return id(node) in self.replace

    def leave_SimpleStatementLine(self, original, updated):
        if id(original) in self.replace:
            return cst.RemovalSentinel.REMOVE
        return updated

    def leave_Attribute(self, original, updated):
        new = self.replace.get(id(original))
        return updated if new is None else new.deep_clone()
