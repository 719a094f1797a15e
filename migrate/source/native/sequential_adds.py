"""A ``tf.keras.Sequential()`` filled by ``add`` calls right after it, folded into the list
form the layer pass reads (hunt 31 k_001, k_007)::

    model = tf.keras.Sequential()                   model = tf.keras.Sequential([
    model.add(tf.keras.layers.Dense(8))      ->         tf.keras.layers.Dense(8),
    model.add(tf.keras.layers.Dense(1))                 tf.keras.layers.Dense(1),
                                                    ])

The same model: Keras built each added layer when it was added (or, without an input shape,
at the model's first call), as it builds a listed one. Only when the constructor statement
(``name = <Sequential>()``, or with ``name=`` only) is followed directly, in the same statement
list, by one or more statements ``name.add(<call>)`` of one positional argument, and ``name.add``
is written nowhere else in the file. Anything else is left as written. The folded statement is
recorded in ``origins``; the layer constructor calls keep their identity (a diagnostic about one
points at its line). Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.model import single_small
from migrate.source.native.walk import TracingTransformer, instances, record_origin

__all__ = ["fold_sequential_adds"]

_SEQUENTIAL = ("tf.keras.Sequential", "tf.keras.models.Sequential")


def fold_sequential_adds(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with the ``add`` runs described above folded (itself if there are none)."""
    adds = [a for a in instances(module, cst.Attribute) if a.attr.value == "add" and type(a.value) is cst.Name]
    if not adds:
        return module  # (the common case: no full visit)
    models = {a.targets[0].target.value: a for a in instances(module, cst.Assign) if _empty_model(a, table)}
    written: dict = {}  # model name -> how many times ``name.add`` is written
    for a in adds:
        if a.value.value in models:
            written[a.value.value] = written.get(a.value.value, 0) + 1
    if not written:
        return module
    return _Folder(written, table, origins).rewrite(module)


def _empty_model(a: cst.Assign, table: ImportTable) -> bool:
    """``name = tf.keras.Sequential()`` (or with ``name=`` only)."""
    return len(a.targets) == 1 and type(a.targets[0].target) is cst.Name and type(a.value) is cst.Call \
        and table.qualname(a.value.func) in _SEQUENTIAL \
        and all(x.keyword is not None and x.keyword.value == "name" and not x.star for x in a.value.args)


def _added(stmt, name: str):
    """The layer call of ``name.add(<call>)`` (a statement of its own), else None."""
    small = single_small(stmt)
    if type(small) is not cst.Expr or type(small.value) is not cst.Call:
        return None
    c = small.value
    if type(c.func) is not cst.Attribute or c.func.attr.value != "add" or type(c.func.value) is not cst.Name \
            or c.func.value.value != name or len(c.args) != 1 or c.args[0].keyword is not None or c.args[0].star:
        return None
    return c.args[0].value if type(c.args[0].value) is cst.Call else None


class _Folder(TracingTransformer):
    def __init__(self, written: dict, table: ImportTable, origins=None):
        super().__init__(origins)
        self.written, self.table = written, table

    def hit(self, node) -> bool:
        return type(node) in (cst.Module, cst.IndentedBlock)

    def leave_Module(self, original, updated):
        body = self._fold(list(updated.body))
        return updated if body is None else updated.with_changes(body=body)

    leave_IndentedBlock = leave_Module

    def _fold(self, body: list) -> list | None:
        out, i, changed = [], 0, False
        while i < len(body):
            small = single_small(body[i])
            name = small.targets[0].target.value if type(small) is cst.Assign and _empty_model(small, self.table) else None
            layers = []
            while name is not None and i + 1 + len(layers) < len(body):
                layer = _added(body[i + 1 + len(layers)], name)
                if layer is None:
                    break
                layers.append(layer)
            if not layers or len(layers) != self.written.get(name):
                out.append(body[i])
                i += 1
                continue
            lines = cst.ParenthesizedWhitespace(first_line=cst.TrailingWhitespace(), indent=True,
                                                last_line=cst.SimpleWhitespace("    "))
            elements = [cst.Element(value=layer, comma=cst.Comma(whitespace_after=lines if k < len(layers) - 1 else
                                                                 cst.ParenthesizedWhitespace(first_line=cst.TrailingWhitespace(), indent=True)))
                        for k, layer in enumerate(layers)]
            listed = cst.List(elements=elements, lbracket=cst.LeftSquareBracket(whitespace_after=lines))
            model = small.value.with_changes(args=[cst.Arg(listed, comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
                                                   if small.value.args else cst.Arg(listed)] + list(small.value.args))
            comments = [line for st in body[i + 1:i + 1 + len(layers)] for line in st.leading_lines if line.comment is not None]
            new = body[i].with_changes(body=[small.with_changes(value=model)], leading_lines=list(body[i].leading_lines) + comments)
            for old, made in ((small.value, model), (body[i], new)):
                record_origin(self.origins, old, made)
            out.append(new)
            i += 1 + len(layers)
            changed = True
        return out if changed else None
