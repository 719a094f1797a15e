"""Initializable iterators over datasets of fed placeholders, restarted over the fed values.

TF1's "Importing Data" guide fed a dataset's source through placeholders at the iterator's
initializer (hunt 28's second most frequent island)::

    features = tf.placeholder(tf.float32, [None, 2])
    labels = tf.placeholder(tf.float32, [None, 1])
    dataset = tf.data.Dataset.from_tensor_slices((features, labels)).batch(4)
    iterator = dataset.make_initializable_iterator()
    x, y = iterator.get_next()
    ...
    sess.run(iterator.initializer, feed_dict={features: X, labels: Y})

is spelled, before planning, as an iterator of a stated structure restarted over the dataset
of the fed values (which rule ``datasets`` converts: ``iterator = iter(<that dataset>)`` where
the script ran the initializer)::

    iterator = tf.data.Iterator.from_structure((tf.float32, tf.float32), ([None, 2], [None, 1]))
    x, y = iterator.get_next()
    ...
    sess.run(iterator.make_initializer(
        tf.data.Dataset.from_tensor_slices((tf.cast(X, tf.float32), tf.cast(Y, tf.float32))).batch(4)))

(``tf.cast`` to the placeholder's dtype: TF1 converted a fed value to it.) Only when, at module
level (after inlining):

* ``it = ds.make_initializable_iterator()`` is the only statement reading ``ds``, whose
  bindings (``ds = <expr>``, then ``ds = ds.batch(...)``...) read, besides the dataset itself,
  placeholders made by ``tf.placeholder(dtype, shape)`` statements and names bound once in the
  file; the chain is ``Dataset.from_tensor_slices`` / ``from_tensors`` of a placeholder or a
  tuple of them, then ``batch`` / ``repeat`` / ``prefetch`` / ``take`` / ``skip`` / ``cache`` /
  ``map`` of a lambda calling TensorFlow functions that draw nothing (no ``shuffle``, Python or
  random step: a dataset made again at each restart would draw them otherwise; TF1 seeded a
  shuffle from the graph seed when the graph was built). The iterator states the element
  structure when it is known (no ``map``): a layer fed by it knows its input's width;
* every other read of the placeholders is a key of a ``S.run(it.initializer, feed_dict={...})``
  (or ``{...}`` second) whose dict literal feeds exactly them, each once in the chain when
  its value calls something (the value is computed where the chain reads it);
* ``it`` is read only as ``it.get_next()`` and in those initializer runs.

Anything else is left as written (the planner refuses it). Rebuilt nodes are recorded in
``origins``. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import binding_counts
from migrate.source.native.context import arg, name_nodes_read, names_in, replace_nodes
from migrate.source.native.inline import _Renamer
from migrate.source.native.shapes import _ints
from migrate.source.native.walk import instances, nodes, record_origin

__all__ = ["restart_fed_iterators"]

_SOURCES = ("tf.data.Dataset.from_tensor_slices", "tf.data.Dataset.from_tensors")
_SAME = ("repeat", "prefetch", "take", "skip", "cache")  # (element structure unchanged)


def restart_fed_iterators(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each such iterator rewritten as above (itself if none)."""
    if table.primary is None or not any(a.attr.value == "make_initializable_iterator" for a in instances(module, cst.Attribute)):
        return module
    origins = origins if origins is not None else {}
    counts = binding_counts(module)
    body = list(module.body)
    replaced: dict = {}  # node -> new node
    gone: list = []  # statements dropped
    for i, stmt in enumerate(body):
        made = _iterator_statement(stmt)
        if made is None:
            continue
        plan = _plan(body, i, made, counts, table, module)
        if plan is None:
            continue
        new_iterator, runs, dropped = plan
        replaced[stmt] = record_origin(origins, stmt, new_iterator)
        for run, new_run in runs:
            replaced[run] = record_origin(origins, run, new_run)
        gone += dropped
    if not replaced:
        return module
    return replace_nodes(module, {**replaced, **{stmt: cst.RemovalSentinel.REMOVE for stmt in gone}})


def _iterator_statement(stmt):
    """(iterator name, dataset name) of ``it = ds.make_initializable_iterator()``, else None."""
    small = stmt.body[0] if type(stmt) is cst.SimpleStatementLine and len(stmt.body) == 1 else None
    if type(small) is not cst.Assign or len(small.targets) != 1 or type(small.targets[0].target) is not cst.Name:
        return None
    v = small.value
    if type(v) is cst.Call and not v.args and type(v.func) is cst.Attribute and v.func.attr.value == "make_initializable_iterator" \
            and type(v.func.value) is cst.Name:
        return small.targets[0].target.value, v.func.value.value
    return None


def _assigned(stmt):
    """(name, value) of ``name = value`` alone on its line, else None."""
    small = stmt.body[0] if type(stmt) is cst.SimpleStatementLine and len(stmt.body) == 1 else None
    if type(small) is cst.Assign and len(small.targets) == 1 and type(small.targets[0].target) is cst.Name:
        return small.targets[0].target.value, small.value
    return None


def _plan(body: list, at: int, made: tuple, counts, table: ImportTable, module: cst.Module):
    """(new iterator statement, [(run call, new run call)], the statements to drop) for the
    iterator statement ``body[at]``, or None when the conditions of the module doc fail."""
    iterator, dataset = made
    placeholders: dict = {}  # name -> (dtype node, shape list or None, statement)
    chain: list = []  # the dataset's binding statements, first to last
    for stmt in body[:at]:
        bound = _assigned(stmt)
        if bound is None:
            continue
        name, value = bound
        if type(value) is cst.Call and table.qualname(value.func) == "tf.placeholder" and counts.get(name) == 1:
            dtype = arg(value, 0, "dtype")
            if dtype is not None:
                placeholders[name] = (dtype, _shape(arg(value, 1, "shape")), stmt)
        if name == dataset:
            chain = [stmt] if dataset not in names_in(value) else chain + [stmt]
    if not chain or counts.get(dataset) != len(chain) or counts.get(iterator) != 1:
        return None
    template, read = None, []  # the dataset's expression; the placeholders it reads, in order
    for stmt in chain:
        _, value = _assigned(stmt)
        others = names_in(value) - {dataset, table.primary} - placeholders.keys()
        if any(counts.get(n, 0) != 1 for n in others if counts.get(n, 0)):
            return None  # (a name bound again: another value where the initializer runs)
        template = value if template is None else _substituted(value, {dataset: template})
    structure = _structure(template, placeholders, table)
    if structure is None:
        return None
    read = [n.value for n in name_nodes_read(template) if n.value in placeholders]
    fed = set(read)
    runs = _initializer_runs(module, iterator, fed)
    if runs is None:
        return None
    # every read of the placeholders, the dataset and the iterator is accounted for
    allowed = {id(n) for stmt in chain for n in nodes(stmt) if type(n) is cst.Name}
    allowed |= {id(n) for name in fed for n in nodes(placeholders[name][2]) if type(n) is cst.Name}
    allowed |= {id(n) for n in nodes(body[at]) if type(n) is cst.Name}
    for run, feed in runs:
        allowed |= {id(n) for n in nodes(run.args[0].value) if type(n) is cst.Name}
        allowed |= {id(e.key) for e in feed.elements}
    if any(n.value in fed or n.value == dataset for n in name_nodes_read(module) if id(n) not in allowed):
        return None  # (``x.labels``, ``f(labels=y)`` read nothing)
    for a in instances(module, cst.Attribute):
        if type(a.value) is cst.Name and a.value.value == iterator and id(a.value) not in allowed and a.attr.value != "get_next":
            return None
    new_runs = []
    for run, feed in runs:
        values = {e.key.value: e.value for e in feed.elements}
        calls = any(type(n) is cst.Call for v in values.values() for n in nodes(v))
        if calls and (read != [e.key.value for e in feed.elements] or len(read) != len(fed)):
            return None  # (values that call something: computed in the dict's order, once each)
        cast = {p: cst.Call(func=_tf(table, "cast"), args=[cst.Arg(values[p], comma=_COMMA), cst.Arg(placeholders[p][0].deep_clone())])
                for p in fed}
        restarted = cst.Call(func=cst.Attribute(cst.Name(iterator), cst.Name("make_initializer")),
                             args=[cst.Arg(_substituted(template, cast))])
        new_runs.append((run, run.with_changes(args=[cst.Arg(restarted)])))
    types, shapes = structure
    made_it = cst.Call(func=cst.Attribute(cst.Attribute(cst.Attribute(cst.Name(table.primary), cst.Name("data")), cst.Name("Iterator")),
                                          cst.Name("from_structure")),
                       args=[cst.Arg(types, comma=_COMMA), cst.Arg(shapes)])
    small = body[at].body[0]
    new_iterator = body[at].with_changes(body=[small.with_changes(value=made_it)])
    dropped = chain + [placeholders[p][2] for p in sorted(fed)]
    return new_iterator, new_runs, dropped


_COMMA = cst.Comma(whitespace_after=cst.SimpleWhitespace(" "))


def _tf(table: ImportTable, name: str) -> cst.Attribute:
    return cst.Attribute(cst.Name(table.primary), cst.Name(name))


def _shape(node) -> list | None:
    """``[None, 2]`` / ``(None, 2)`` -> [None, 2] (int literals and None only), else None."""
    return _ints(node) if type(node) in (cst.List, cst.Tuple) else None


def _structure(template, placeholders: dict, table: ImportTable):
    """(types node, shapes node) of the elements of ``template`` (the chain of the module
    doc), or None for another chain."""
    methods = []
    node = template
    while type(node) is cst.Call and type(node.func) is cst.Attribute and table.qualname(node.func) not in _SOURCES:
        methods.append(node)
        node = node.func.value
    if type(node) is not cst.Call or table.qualname(node.func) not in _SOURCES or len(node.args) != 1 or node.args[0].star \
            or (node.args[0].keyword is not None and node.args[0].keyword.value != "tensors"):
        return None
    sliced = table.qualname(node.func).endswith("slices")
    parts = node.args[0].value
    leaves = [e.value for e in parts.elements] if type(parts) is cst.Tuple else [parts]
    if not leaves or any(type(v) is not cst.Name or v.value not in placeholders for v in leaves) \
            or any(type(e) is not cst.Element for e in getattr(parts, "elements", [])):
        return None
    shapes = []
    for v in leaves:
        shape = placeholders[v.value][1]
        if shape is not None and sliced:
            shape = shape[1:] if shape else None  # (a scalar cannot be sliced: TF1 raised)
        shapes.append(shape)
    for m in reversed(methods):
        name = m.func.attr.value
        if name == "map" and _pure_lambda(m, table):
            shapes = None  # (the structure it maps to: not worked out)
        elif shapes is None:
            if name not in _SAME + ("batch",):
                return None
        elif name == "batch":
            drop = arg(m, 1, "drop_remainder")
            size = arg(m, 0, "batch_size")
            fixed = int(size.value) if type(size) is cst.Integer and type(drop) is cst.Name and drop.value == "True" else None
            shapes = [None if s is None else [fixed] + s for s in shapes]
        elif name not in _SAME:
            return None
    if shapes is None:
        return cst.Name("None"), cst.Name("None")
    types = [placeholders[v.value][0].deep_clone() for v in leaves]

    def literal(s):
        return cst.Name("None") if s is None else cst.List([cst.Element(cst.Name("None") if d is None else cst.Integer(str(d)))
                                                          for d in s])

    if type(parts) is cst.Tuple:
        return (cst.Tuple([cst.Element(t) for t in types]), cst.Tuple([cst.Element(literal(s)) for s in shapes]))
    return types[0], literal(shapes[0])


def _pure_lambda(m: cst.Call, table: ImportTable) -> bool:
    """``.map(lambda ...: <expression>)`` calling only TensorFlow functions that draw nothing
    and run no Python (no ``random``, ``py_func``...): the same elements from a dataset made
    again at each restart."""
    if len(m.args) != 1 or m.args[0].keyword is not None or type(m.args[0].value) is not cst.Lambda:
        return False
    for c in instances(m.args[0].value, cst.Call):
        q = table.qualname(c.func) or ""
        if not q.startswith("tf.") or "random" in q or q.rpartition(".")[2] in ("py_func", "py_function", "numpy_function"):
            return False
    return True


def _initializer_runs(module: cst.Module, iterator: str, fed: set) -> list | None:
    """[(run call, feed dict)] of ``S.run(iterator.initializer, feed_dict={...})`` feeding
    exactly ``fed``; None if ``iterator.initializer`` is read otherwise (or no such run)."""
    out = []
    inits = [a for a in instances(module, cst.Attribute)
             if a.attr.value == "initializer" and type(a.value) is cst.Name and a.value.value == iterator]
    runs = {id(c.args[0].value): c for c in instances(module, cst.Call)
            if type(c.func) is cst.Attribute and c.func.attr.value == "run" and c.args}
    for a in inits:
        run = runs.get(id(a))
        if run is None or len(run.args) != 2 or run.args[0].keyword is not None or any(x.star for x in run.args):
            return None
        given = run.args[1]
        if given.keyword is not None and given.keyword.value != "feed_dict":
            return None
        feed = given.value
        if type(feed) is not cst.Dict or any(type(e) is not cst.DictElement or type(e.key) is not cst.Name for e in feed.elements) \
                or len(feed.elements) != len(fed) or {e.key.value for e in feed.elements} != fed:
            return None
        out.append((run, feed))
    return out or None


def _substituted(node, values: dict):
    """``node`` with each read of a name of ``values`` replaced by a copy of its value
    (``inline._Renamer``, as a session function's parameters are)."""
    return _Renamer(values).rewrite(node)
