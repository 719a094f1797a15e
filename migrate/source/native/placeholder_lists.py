"""Lists of placeholders (rule placeholders): how feed dicts are filled with their keys.

A list of placeholders (``xs = [tf.placeholder(tf.float32, [None, 2]) for _ in range(n)]``,
or udacity's ``train_data.append(tf.placeholder(...))`` loop, folded by ``append_loops``) is
one parameter of each sess.run function that needs it, a list of tensors. At module level the
name stays, bound to one distinct string per placeholder (``placeholders.feed_keys``): the
code filling feed dicts with them runs as written, and a run function takes
``xs=[feed.get(k) for k in xs]``. This module answers what the planner asks about that code:

- ``fed_list``: ``dict(zip(xs, values))`` or ``{x: v for x, v in zip(xs, values)}`` (a feed
  dict, or ``**`` in one);
- ``walked_list``: which list a loop name walks (``for x in xs``, ``zip(xs, vs)``,
  ``enumerate(xs)``);
- ``listed_keys``: a dict made of such keys only (``dict(zip(xs, values))``, ``{x: v for x, v
  in zip(xs, values)}``), a feed dict; ``listed_keys_update``: ``fd.update(...)`` adding only
  such keys (not a change in place that drops a fed value);
- ``check_reads``: outside the sess.run functions the list and its entries are only keys
  (iterated, zipped, counted, subscripted, used as a dict key); anything else (``xs[0].shape``,
  ``print(x.name)``) read a placeholder TF1 had and the converted code has not: refused.

Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, assigned_names
from migrate.source.native.walk import children

__all__ = ["fed_list", "walked_list", "listed_keys", "listed_keys_update", "check_reads"]

_WALKS = frozenset({"zip", "enumerate", "len"})  # calls taking the list of keys as it is
_KEY_METHODS = frozenset({"get", "pop", "setdefault"})


def fed_list(node, lists) -> tuple | None:
    """(list, its values) of a dict made of one list's keys: ``dict(zip(xs, values))`` or a
    dict comprehension walking ``xs`` (``{x: v for x, v in zip(xs, values)}``); the values are
    ``list(map(<the dict>.get, xs))``, else None."""
    if type(node) is cst.DictComp:
        comp = node.for_in
        if type(node.key) is not cst.Name or comp.inner_for_in is not None or comp.ifs:
            return None
        listed = walked_list(comp.target, comp.iter, node.key.value, lists)
    elif type(node) is cst.Call and type(node.func) is cst.Name and node.func.value == "dict" and len(node.args) == 1 \
            and not node.args[0].keyword and not node.args[0].star:
        inner = node.args[0].value
        ok = (type(inner) is cst.Call and type(inner.func) is cst.Name and inner.func.value == "zip" and len(inner.args) == 2
              and not any(a.keyword or a.star for a in inner.args) and type(inner.args[0].value) is cst.Name)
        listed = inner.args[0].value.value if ok and inner.args[0].value.value in lists else None
    else:
        return None
    if listed is None:
        return None
    # ``list(map(<the dict>.get, xs))``: every entry in the list's order, None for one the dict
    # does not hold (``dict(zip(xs, shorter))``: TF1 fed the first ones and ``len(xs)`` kept
    # its length; hunt 8's ``.values()`` passed a shorter list, 4.5 where TF1 said 3.0)
    getter = cst.Attribute(node, cst.Name("get"))
    return listed, cst.Call(cst.Name("list"), [cst.Arg(cst.Call(cst.Name("map"), [cst.Arg(getter), cst.Arg(cst.Name(listed))]))])


def walked_list(target, iterable, name: str, lists) -> str | None:
    """The list in ``lists`` whose entries loop name ``name`` takes in ``for target in
    iterable``: ``for p in ps``, ``for p, v in zip(ps, vs)``, ``for i, p in enumerate(ps)``;
    else None."""
    if type(iterable) is cst.Name:
        return iterable.value if type(target) is cst.Name and target.value == name and iterable.value in lists else None
    if type(iterable) is not cst.Call or type(iterable.func) is not cst.Name or type(target) not in (cst.Tuple, cst.List) \
            or any(a.keyword or a.star for a in iterable.args):
        return None
    parts = [t.value for t in target.elements]
    if iterable.func.value == "zip" and len(parts) == len(iterable.args):
        for t, a in zip(parts, iterable.args):
            if type(t) is cst.Name and t.value == name:
                return a.value.value if type(a.value) is cst.Name and a.value.value in lists else None
    if iterable.func.value == "enumerate" and len(parts) == 2 and len(iterable.args) == 1:
        a = iterable.args[0].value
        if type(parts[1]) is cst.Name and parts[1].value == name and type(a) is cst.Name and a.value in lists:
            return a.value
    return None


def listed_keys(e, lists) -> bool:
    """``e`` is a dict whose keys all come from one list of placeholders (``fed_list``)."""
    return fed_list(e, lists) is not None


def listed_keys_update(c: cst.Call, lists) -> bool:
    """``fd.update(E)`` with ``listed_keys(E)``."""
    return len(c.args) == 1 and not c.args[0].keyword and not c.args[0].star and listed_keys(c.args[0].value, lists)


def check_reads(stmt, lists) -> None:
    """Raise a Refusal at the first read, in ``stmt`` (code outside the sess.run functions), of a
    list of ``lists`` or of a loop name walking one that is not a key's use (see the module
    docstring)."""
    _visit(stmt, [], {}, lists)


def _visit(node, ancestors: list, walking: dict, lists) -> None:
    """``walking``: {loop name: the list of placeholders whose entries it takes} for the loops
    around ``node``."""
    t = type(node)
    if t is cst.Name:
        if node.value in walking and not _key_use(node, ancestors):
            raise Refusal(node, "placeholders", f"{node.value!r} walks {walking[node.value]!r}, a list of placeholders, and is "
                          "read outside sess.run other than as a feed dict key (the converted code holds a string there)")
        if node.value in lists and node.value not in walking and not _list_use(node, ancestors):
            raise Refusal(node, "placeholders", f"{node.value!r}, a list of placeholders, is read outside sess.run other than "
                          "as feed dict keys (the converted code holds a string per placeholder there)")
        return
    if t is cst.For:
        _visit(node.iter, ancestors + [node], walking, lists)
        inner = _bound(node.target, node.iter, walking, lists)
        for part in (node.body, node.orelse):
            if part is not None:
                _visit(part, ancestors + [node], inner, lists)
        return
    if t in (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp):
        inner, comp = walking, node.for_in
        while comp is not None:  # each ``for``'s iterable sees the names of the ones before it
            _visit(comp.iter, ancestors + [node, comp], inner, lists)
            inner = _bound(comp.target, comp.iter, inner, lists)
            for test in comp.ifs:
                _visit(test, ancestors + [node, comp], inner, lists)
            comp = comp.inner_for_in
        for child in children(node):
            if child is not node.for_in:
                _visit(child, ancestors + [node], inner, lists)
        return
    if t in (cst.FunctionDef, cst.ClassDef, cst.Lambda):
        return  # (another scope: a function left in place is checked where it is, ``_check_function_globals``)
    for child in children(node):
        _visit(child, ancestors + [node], walking, lists)


def _bound(target, iterable, walking: dict, lists) -> dict:
    """``walking`` with the names ``for target in iterable`` binds (those walking a list of
    placeholders mapped to it, any other one out)."""
    inner = dict(walking)
    for n in assigned_names(target):
        inner.pop(n, None)
        listed = walked_list(target, iterable, n, lists)
        if listed is not None:
            inner[n] = listed
    return inner


def _list_use(node, ancestors: list) -> bool:
    """The list ``node`` iterated (``for x in xs``), zipped, enumerated or counted, or one entry
    (``xs[i]``) used as a key."""
    parent = ancestors[-1] if ancestors else None
    if type(parent) in (cst.For, cst.CompFor):
        return parent.iter is node
    if type(parent) is cst.Arg and len(ancestors) > 1:
        f = ancestors[-2].func if type(ancestors[-2]) is cst.Call else None
        return type(f) is cst.Name and f.value in _WALKS
    if type(parent) is cst.Subscript and parent.value is node:
        return _key_use(parent, ancestors[:-1])
    return False


def _key_use(node, ancestors: list) -> bool:
    """``node`` used as a dict key: ``fd[node]``, ``{node: v}``, ``fd.get(node)``, ``node in fd``."""
    parent = ancestors[-1] if ancestors else None
    t = type(parent)
    if t is cst.Index:
        return True  # (``fd[node]``)
    if t in (cst.DictElement, cst.DictComp):
        return parent.key is node
    if t is cst.Arg and len(ancestors) > 1:
        f = ancestors[-2].func if type(ancestors[-2]) is cst.Call else None
        return type(f) is cst.Attribute and f.attr.value in _KEY_METHODS
    if t is cst.Comparison:
        return parent.left is node and len(parent.comparisons) == 1 and type(parent.comparisons[0].operator) in (cst.In, cst.NotIn)
    return False
