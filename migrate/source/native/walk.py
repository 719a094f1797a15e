"""Fast read-only walks over libcst trees: the converter's analysis passes, without rebuilding.

``libcst``'s ``node.visit(visitor)`` reconstructs every node it passes (even for a read-only
``CSTVisitor``), which made analysis the converter's main cost. ``Walker`` keeps the
``CSTVisitor`` conventions the analyses are written in — ``visit_<Class>(node)`` returning
``False`` to skip the children, ``leave_<Class>(node)`` called afterwards in any case — but
only reads the tree: children are found from each class's fields, in the order libcst itself
visits them (learnt once per class from libcst's own ``_visit_and_replace_children``), so
source order is kept. Syntax-only nodes (whitespace, comments, brackets, commas) are not
walked: no analysis reads them. ``nodes(tree)`` is the flat pre-order list.

Never imports TensorFlow.
"""
from __future__ import annotations

import collections.abc
import dataclasses
import typing
from bisect import bisect_left
from itertools import chain

import libcst as cst

from migrate.source.transform import QuickTransformer

__all__ = ["Walker", "SubtreeTransformer", "TracingTransformer", "block_statements", "children", "clear_cache", "compound_blocks", "nodes",
           "instances", "field_order", "marked", "syntax_only"]

_ORDER: dict = {}  # node class -> field names in libcst's visiting order


class _FieldProbe(cst.CSTVisitor):
    """Records which fields libcst visits, in order, without descending into them."""

    def __init__(self, root):
        self.root, self.fields = root, []

    def on_visit(self, node) -> bool:
        return node is self.root

    def on_visit_attribute(self, node, attribute: str) -> None:
        if node is self.root and attribute not in self.fields:
            self.fields.append(attribute)


def field_order(node: cst.CSTNode) -> tuple:
    """The names of ``type(node)``'s fields in libcst's visiting order (cached per class)."""
    cls = type(node)
    order = _ORDER.get(cls)
    if order is None:
        probe = _FieldProbe(node)
        try:
            node.visit(probe)
        except Exception:  # pragma: no cover - a class libcst cannot re-visit: declaration order
            probe.fields = []
        declared = [f.name for f in dataclasses.fields(cls)]
        order = tuple(probe.fields) + tuple(f for f in declared if f not in probe.fields)
        _ORDER[cls] = order
    return order


# syntax-only nodes (whitespace, comments, brackets, commas): no analysis looks inside them
_SYNTAX = (
    cst.BaseParenthesizableWhitespace, cst.EmptyLine, cst.TrailingWhitespace, cst.Comment,
    cst.Newline, cst.LeftParen, cst.RightParen, cst.LeftSquareBracket, cst.RightSquareBracket,
    cst.LeftCurlyBrace, cst.RightCurlyBrace, cst.Comma, cst.Semicolon, cst.Colon, cst.Dot,
    cst.AssignEqual,
)
_GETTERS: dict = {}  # node class -> its children function (``_getter``)


# fields that only ever hold syntax-only nodes, sentinels or strings (brackets, separators,
# ``Arg.star``): not read at all (a ``Name`` then costs one field lookup instead of three)
_SYNTAX_FIELDS = frozenset({"lpar", "rpar", "comma", "semicolon", "equal", "dot", "colon", "star",
                            "lbracket", "rbracket", "lbrace", "rbrace"})


_NO_CHILDREN: list = []  # the children of a leaf (shared: read-only, as every cached list)
_LEAF = {str, int, bool}  # declared field types that never hold a node


def _leaf(node) -> list:
    return _NO_CHILDREN


def _field_kind(t) -> str:
    """How ``children`` reads a field declared as ``t``: "skip" (never a node to walk: strings,
    syntax-only nodes), "node" (always one node to walk: a node class no syntax-only class
    derives from), "optional" (that or None), "sequence" (a list/tuple of such nodes), else
    "check" (each value's class is looked at, as for any field before)."""
    if t in _LEAF:
        return "skip"
    if isinstance(t, type):
        if not issubclass(t, cst.CSTNode):
            return "check"
        if issubclass(t, _SYNTAX):
            return "skip"
        if any(issubclass(s, t) or issubclass(t, s) for s in _SYNTAX):
            return "check"
        return "node"
    origin, args = typing.get_origin(t), typing.get_args(t)
    if origin is typing.Union and len(args) == 2 and type(None) in args:
        inner = _field_kind(args[0] if args[1] is type(None) else args[1])
        return {"node": "optional", "skip": "skip"}.get(inner, "check")
    if origin in (collections.abc.Sequence, list, tuple) and len(args) == 1:
        inner = _field_kind(args[0])
        return {"node": "sequence", "skip": "skip"}.get(inner, "check")
    return "check"


def _checked(values, out: list) -> None:
    """Append the walkable nodes of a field's value (a node, a sequence, anything else)."""
    kinds = _KIND
    t = type(values)
    kind = kinds.get(t)
    if kind is None:
        kind = _kind(t)
    if kind == 1:
        out.append(values)
    elif t is list or t is tuple:
        for v in values:
            k = kinds.get(type(v))
            if k is None:
                k = _kind(type(v))
            if k == 1:
                out.append(v)


def _getter(cls, node):
    """``cls``'s children function: its fields read in libcst's visiting order, each as its
    declared type allows (``_field_kind``), compiled once per class."""
    names = tuple(n for n in field_order(node) if not n.startswith("whitespace") and n not in _SYNTAX_FIELDS)
    types = _field_types(cls)
    kinds = [(n, _field_kind(types.get(n))) for n in names]
    kinds = [(n, k) for n, k in kinds if k != "skip"]
    if not kinds:  # ``Name``, ``Integer``, operators...
        _GETTERS[cls] = _leaf
        return _leaf
    lines = ["def get(node):", "    out = []"]
    for name, kind in kinds:
        if kind == "node":
            lines.append(f"    out.append(node.{name})")
        elif kind == "optional":
            lines += [f"    v = node.{name}", "    if v is not None:", "        out.append(v)"]
        elif kind == "sequence":
            lines.append(f"    out.extend(node.{name})")
        else:
            lines.append(f"    checked(node.{name}, out)")
    lines.append("    return out")
    scope = {"checked": _checked}
    exec("\n".join(lines), scope)  # noqa: S102 - field names of libcst's own classes
    get = _GETTERS[cls] = scope["get"]
    return get


# id(node) -> (node, its children). Keyed by ``id``: libcst's ``CSTNode.__hash__`` is a Python
# method (a call per lookup); the entry holds the node, so its id cannot be reused meanwhile.
_CHILDREN: dict = {}
_CACHE_LIMIT = 500_000


_KIND: dict = {}  # type -> 0 (not a node), 1 (a node to walk), 2 (a syntax-only node)


def _kind(t) -> int:
    kind = _KIND.get(t)
    if kind is None:  # issubclass against libcst's ABCs is slow: once per type
        kind = _KIND[t] = (2 if issubclass(t, _SYNTAX) else 1) if issubclass(t, cst.CSTNode) else 0
    return kind


def syntax_only(node: cst.CSTNode) -> bool:
    """Whether ``node`` is one of the syntax-only nodes walks leave out (whitespace, comments,
    brackets, commas...)."""
    return _kind(type(node)) == 2


def children(node: cst.CSTNode, keep: bool = True) -> list:
    """The immediate child nodes of ``node`` in source order, syntax-only nodes (whitespace,
    comments, brackets, commas) left out. Cached per node (the analyses walk the same
    statements several times); the cache holds the nodes, so identities stay valid.
    ``keep=False``: not added to the cache (a one-off walk outside a conversion)."""
    entry = _CHILDREN.get(id(node))
    if entry is not None:
        return entry[1]
    cls = type(node)
    get = _GETTERS.get(cls) or _getter(cls, node)
    out = get(node)
    if not keep:
        return out
    if len(_CHILDREN) >= _CACHE_LIMIT:
        _CHILDREN.clear()
    _CHILDREN[id(node)] = (node, out)
    return out


def clear_cache() -> None:
    """Forget cached children and pre-order list (the converter calls it after each file)."""
    _CHILDREN.clear()
    _PREORDER.clear()
    _INSTANCES.clear()
    _SUBTREES.clear()
    _INDEX.clear()


def nodes(tree: cst.CSTNode, keep: bool = True) -> list:
    """Every node of ``tree`` (itself first), pre-order, source order (syntax-only nodes left
    out, as in ``children``; ``keep``: as there)."""
    out = []
    stack = [tree]
    cache = _CHILDREN
    while stack:
        node = stack.pop()
        out.append(node)
        entry = cache.get(id(node))  # ``children(node)``, its cache lookup inlined
        kids = entry[1] if entry is not None else children(node, keep)
        if kids:
            stack.extend(reversed(kids))
    return out


_IS_A: dict = {}  # classes -> {node type: whether it is a subclass of them}
_PREORDER: list = []  # [tree, nodes(tree)] of the last module ``instances`` scanned
_INSTANCES: dict = {}  # (id(tree), classes) -> (tree, instances(tree, classes)); holds the tree


_SUBTREES: dict = {}  # id(tree) -> (tree, nodes(tree)) for non-module trees; holds the tree

# An index of ``_PREORDER``'s list, made when first needed: the subtree of a node of that module
# is a slice of the list (a node's subtree ends after its last descendant: its last child's last
# child... found in a few steps), and the nodes of one type are a sorted list of positions, so
# ``instances`` of a module or a subtree costs the hits, not a walk. Not made (None) when a node
# object occurs twice in the module (a position would be ambiguous): the walks as before.
_INDEX: list = []  # [] (not made), [start, by_type, by_classes] (start: id(node) -> position) or [None]


def _index():
    if not _INDEX:
        pre = _PREORDER[1]
        start = dict(zip(map(id, pre), range(len(pre))))
        if len(start) != len(pre):
            _INDEX.append(None)
        else:
            by_type: dict = {}
            for i, n in enumerate(pre):
                t = type(n)
                hits = by_type.get(t)
                if hits is None:
                    by_type[t] = [i]
                else:
                    hits.append(i)
            _INDEX.extend((start, by_type, {}))  # (and classes -> the position lists of their types)
    return _INDEX


def _span(tree):
    """(start, end) of ``tree``'s subtree in ``_PREORDER``'s list, or None if it is not there."""
    if not _PREORDER:
        return None
    index = _index()
    start = index[0]
    if start is None:
        return None
    first = start.get(id(tree))
    if first is None:
        return None
    cache = _CHILDREN
    last = tree
    while True:
        entry = cache.get(id(last))
        kids = entry[1] if entry is not None else children(last)
        if not kids:
            break
        last = kids[-1]
    return first, start[id(last)] + 1


def _preorder(tree: cst.CSTNode) -> list:
    """``nodes(tree)``; for a whole module, kept for the next scan of the same module (the
    graph unwrapper and the inliner scan it several times). Read-only for callers."""
    if type(tree) is not cst.Module:  # (no subclasses: no slow ABC check)
        entry = _SUBTREES.get(id(tree))
        if entry is not None:
            return entry[1]
        span = _span(tree)
        out = _PREORDER[1][span[0]:span[1]] if span is not None else nodes(tree)
        if len(_SUBTREES) >= _CACHE_LIMIT:
            _SUBTREES.clear()
        _SUBTREES[id(tree)] = (tree, out)
        return out
    if not _PREORDER or _PREORDER[0] is not tree:
        _PREORDER[:] = [tree, nodes(tree)]
        _INDEX.clear()
    return _PREORDER[1]


def instances(tree: cst.CSTNode, classes) -> list:
    """``[n for n in nodes(tree) if isinstance(n, classes)]``, with the class test made once
    per node type: libcst's node classes are ABCs, and ``isinstance`` against an ABC that
    does not match is several times slower than a dictionary lookup. Cached per tree and
    classes (the inliner asks again about the same functions): read-only for callers."""
    entry = _INSTANCES.get((id(tree), classes))
    if entry is not None:
        return entry[1]
    if len(_INSTANCES) >= _CACHE_LIMIT:
        _INSTANCES.clear()
    out = _instances(tree, classes)
    _INSTANCES[(id(tree), classes)] = (tree, out)
    return out


def _is_a(classes) -> dict:
    known = _IS_A.get(classes)
    if known is None:
        known = _IS_A[classes] = {}
    return known


def _instances(tree: cst.CSTNode, classes) -> list:
    known = _is_a(classes)
    if type(tree) is cst.Module:  # (no subclasses: no slow ABC check for the other trees)
        _preorder(tree)
        span = (0, len(_PREORDER[1])) if _index()[0] is not None else None
    else:
        span = _span(tree)
    if span is not None:  # from the index: the positions of the matching types in the span
        lo, hi = span
        lists = _INDEX[2].get(classes)
        if lists is None:
            lists = []
            for t, at in _INDEX[1].items():
                hit = known.get(t)
                if hit is None:
                    hit = known[t] = issubclass(t, classes)
                if hit:
                    lists.append(at)
            _INDEX[2][classes] = lists
        picked = []
        for at in lists:
            a, b = bisect_left(at, lo), bisect_left(at, hi)
            if a < b:
                picked.append(at[a:b])
        if not picked:
            return []
        pre = _PREORDER[1]
        if len(picked) == 1:
            return [pre[i] for i in picked[0]]
        return [pre[i] for i in sorted(chain.from_iterable(picked))]
    out = []
    for node in _preorder(tree):
        t = type(node)
        hit = known.get(t)
        if hit is None:
            hit = known[t] = issubclass(t, classes)
        if hit:
            out.append(node)
    return out


def marked(tree: cst.CSTNode, hit, clean: dict | None = None) -> set:
    """ids of the nodes of ``tree`` (itself included) with a node inside, or being one, for
    which ``hit(node)`` is true: what a transformer must descend into (see ``on_visit``
    in ``rewrite.ExprRewriter``); every other subtree it can leave as it is.

    ``clean`` (optional, for a ``hit`` that answers the same for the same node every time):
    ``id(node) -> node`` of subtrees found to hold no hit, kept between calls, so a subtree
    marked again is not walked again."""
    out: set = set()
    cache = _CHILDREN

    def mark(node) -> bool:
        if clean is not None and id(node) in clean:
            return False
        found = bool(hit(node))
        entry = cache.get(id(node))  # ``children(node)``, its cache lookup inlined
        for child in entry[1] if entry is not None else children(node):
            if mark(child):
                found = True
        if found:
            out.add(id(node))
        elif clean is not None:
            clean[id(node)] = node  # the entry holds the node: its id stays its own
        return found

    mark(tree)
    return out


class Walker:
    """A read-only ``CSTVisitor`` look-alike: ``Walker().walk(tree)``.

    Subclasses define ``visit_<Class>`` (return ``False`` to skip the node's children) and
    ``leave_<Class>``; inside them, ``self.walk(child)`` walks a chosen child explicitly.
    """

    _dispatch: dict = {}  # per class: node class -> (visit, leave) functions or None

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._dispatch = {}

    def walk(self, node: cst.CSTNode) -> None:
        cls = type(node)
        table = type(self)._dispatch
        entry = table.get(cls)
        if entry is None:
            name = cls.__name__
            entry = table[cls] = (getattr(type(self), "visit_" + name, None), getattr(type(self), "leave_" + name, None))
        visit, leave = entry
        if visit is None or visit(self, node) is not False:
            known = _CHILDREN.get(id(node))  # ``children(node)``, its cache lookup inlined
            for child in known[1] if known is not None else children(node):
                self.walk(child)
        if leave is not None:
            leave(self, node)


_BODY_SEQUENCES = (cst.Module, cst.IndentedBlock)  # their ``body``: libcst's ``visit_body_sequence``
_FIELD_TYPES: dict = {}  # node class -> {field name: declared type}


def _field_types(cls) -> dict:
    types = _FIELD_TYPES.get(cls)
    if types is None:
        types = _FIELD_TYPES[cls] = {f.name: f.type for f in dataclasses.fields(cls)}
    return types


class SubtreeTransformer(QuickTransformer):
    """A libcst transformer that only descends where ``hit`` finds something.

    ``rewrite(tree)`` marks the nodes holding a hit (``marked``) and visits only those: every
    other subtree stays the same object, is not rebuilt (libcst rebuilds each node it visits),
    and no ``visit_*``/``leave_*`` hook runs for it, so hooks that keep state (loop counters,
    function stacks) stay balanced. Returns ``tree`` itself when nothing is hit. The visit
    itself is libcst's, minus its calls on children without a hit (``_visit``).
    """

    _relevant: set | None = None  # None: not started by ``rewrite``, visit everything

    def hit(self, node) -> bool:
        raise NotImplementedError

    def clean_subtrees(self) -> dict | None:
        """A dict kept between this class's rewrites (see ``marked``'s ``clean``) when ``hit``
        answers the same for the same node in all of them; None (default): none."""
        return None

    def rewrite(self, tree):
        self._relevant = marked(tree, self.hit, self.clean_subtrees())
        if not self._relevant:
            return tree
        if self._field_hooks:  # per-field hooks: libcst's own visit calls them
            return tree.visit(self)
        result = self._visit(tree)
        if type(tree) is cst.Module and type(result) is cst.RemovalSentinel:
            return tree.with_changes(body=(), header=(), footer=())  # as ``Module.visit`` does
        return result

    # ``_visit`` is ``tree.visit(self)`` without libcst's visit of every child of a rebuilt
    # node: libcst calls ``on_visit``/``on_leave`` on each child (whitespace included), which
    # leave a child without a hit as it is; here such a child is kept without the calls. Nodes
    # with a hit inside are visited and rebuilt as libcst does (``CSTNode.visit``, the nodes'
    # ``_visit_and_replace_children``, the ``visit_*`` helpers of ``libcst._nodes.internal``):
    # the same hooks run in the same order and the same nodes come out. (``type(x) is``: the
    # sentinel classes have no subclasses, and ``isinstance`` against libcst's ABCs is slow.)

    def _visit(self, node):
        """``node.visit(self)`` for a node with a hit inside."""
        updated = self._with_visited_children(node) if self.on_visit(node) else node
        result = self.on_leave(node, updated)
        if _kind(type(result)) == 0 and type(result) is not cst.RemovalSentinel and type(result) is not cst.FlattenSentinel:
            raise cst.CSTValidationError(
                "Expected a node of type CSTNode or a RemovalSentinel, "
                + f"but got a return value of {type(result).__name__}"
            )
        return result

    def _with_visited_children(self, node):
        """``node._visit_and_replace_children(self)``: a new node, its fields in libcst's
        visiting order, children with a hit visited, sequences made tuples."""
        fields = {}  # every field, as libcst passes them all to the constructor
        for name in field_order(node):
            value = getattr(node, name)
            if type(value) is list or type(value) is tuple:
                value = self._visited_sequence(node, name, value)
            elif id(value) in self._relevant:  # (only nodes of the tree have their ids there)
                value = self._visited_field(node, name, value)
            fields[name] = value
        return type(node)(**fields)

    def _visited_sequence(self, parent, name: str, children) -> tuple:
        """``visit_sequence`` (``visit_body_sequence`` for statement bodies)."""
        body = name == "body" and type(parent) in _BODY_SEQUENCES
        out = []
        for child in children:
            if id(child) not in self._relevant:
                out.append(child)
                continue
            new = self._visit(child)
            if type(new) is cst.RemovalSentinel:
                continue
            for item in (new if type(new) is cst.FlattenSentinel else (new,)):
                # a statement emptied by a removal inside it is dropped from a body
                if not (body and not child._is_removable() and item._is_removable()):
                    out.append(item)
        return tuple(out)

    def _visited_field(self, parent, name: str, child):
        """``visit_required`` / ``visit_optional`` / ``visit_sentinel`` (by the field's type)."""
        new = self._visit(child)
        if type(new) is cst.FlattenSentinel:
            raise TypeError(
                f"We got a FlattenSentinel while visiting a {type(child).__name__}. This "
                + "node's parent does not allow for it to be it to be replaced with a "
                + "sequence."
            )
        if type(new) is cst.RemovalSentinel:
            admits = typing.get_args(_field_types(type(parent))[name])
            if cst.MaybeSentinel in admits:
                return cst.MaybeSentinel.DEFAULT
            if type(None) in admits:
                return None
            raise TypeError(
                f"We got a RemovalSentinel while visiting a {type(child).__name__}. This "
                + "node's parent does not allow it to be removed."
            )
        return new

    def on_visit(self, node) -> bool:
        if self._relevant is not None and id(node) not in self._relevant:
            return False
        return super().on_visit(node)

    def on_leave(self, original, updated):
        if self._relevant is not None and id(original) not in self._relevant:
            return updated
        return super().on_leave(original, updated)


def written_node(origins: dict, node):
    """The node of the file as written that ``node`` was made from (``origins``: ``id(node) ->
    (node, written node)``), ``node`` itself when not recorded."""
    known = origins.get(id(node))
    return known[1] if known is not None and known[0] is node else node


def as_written(q: str, node, origins: dict) -> str:
    """``q`` (a TF1 name the converter works with, such as ``tf.layers.dense``) as a message
    should quote it for ``node``: ``"tf.keras.layers.Dense (TF1's tf.layers.dense)"`` when the
    file wrote another name there (a Keras layer object spelled as the functional layer, an
    alias), else ``q``; the written name alone for ``layers.EMBEDDING`` (``layer_objects``'
    spelling of a Keras ``Embedding``: TF1 has no such function)."""
    from migrate.source.native.aliases import dotted
    from migrate.source.rules.layers import EMBEDDING

    written = dotted(written_node(origins, node))
    if written is not None and written != q and not written.endswith(q.partition(".")[2]):
        return written if q == EMBEDDING else f"{written} (TF1's {q})"
    return q


def record_origin(origins: dict, old, new):
    """Record ``new`` (rebuilt from ``old``) as made from the node ``old`` was made from;
    returns ``new``."""
    origins[id(new)] = (new, written_node(origins, old))
    return new


class TracingTransformer(SubtreeTransformer):
    """A ``SubtreeTransformer`` that records in ``origins`` (``id(new node) -> (new node, node
    of the file as written)``) each node it rebuilds, so diagnostics point at the source."""

    def __init__(self, origins=None):
        super().__init__()
        self.origins = origins if origins is not None else {}

    def on_leave(self, original, updated):
        result = super().on_leave(original, updated)
        if isinstance(result, cst.CSTNode) and result is not original:
            record_origin(self.origins, original, result)
        return result


def block_statements(block) -> list:
    """The statements of a block: an indented block's; a one-line suite's small statements as
    one ``SimpleStatementLine`` (a new wrapper around the same nodes); else ``[block]``."""
    if isinstance(block, cst.IndentedBlock):
        return list(block.body)
    if isinstance(block, cst.SimpleStatementSuite):
        return [cst.SimpleStatementLine(body=block.body)]
    return [block]


def compound_blocks(stmt) -> list:
    """The statement lists of a compound statement (``if``/``for``/``while``/``try``/``with``:
    body, ``else``/``elif``, ``finally``, handlers), each a list of statements."""
    out = []
    for field in ("body", "orelse", "finalbody"):
        part = getattr(stmt, field, None)
        if part is None:
            continue
        if isinstance(part, (cst.IndentedBlock, cst.SimpleStatementSuite)):
            out.append(block_statements(part))
        elif isinstance(part, cst.If):
            out.append([part])
        elif hasattr(part, "body"):
            out.append(block_statements(part.body))
    for h in getattr(stmt, "handlers", ()) or ():
        out.append(block_statements(h.body))
    return out


def without_statements(original, updated, gone: set):
    """``updated`` (a Module or IndentedBlock a transformer rebuilt from ``original``) without
    the statements whose ids in ``original`` are in ``gone``: their leading comments stay, on
    the next statement kept; a block left empty gets ``pass``."""
    body, carried = [], []
    for old, new in zip(original.body, updated.body):
        if id(old) in gone:
            carried += list(old.leading_lines)
            continue
        body.append(new.with_changes(leading_lines=carried + list(new.leading_lines)) if carried else new)
        carried = []
    if not body and type(updated) is cst.IndentedBlock:
        body = [cst.SimpleStatementLine([cst.Pass()], leading_lines=carried)]
    return updated.with_changes(body=body)
