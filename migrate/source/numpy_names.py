"""NumPy names TF1-era scripts use that NumPy 1.24 / 2.0 removed, written as their modern
spelling (both modes; a pre-pass before either engine).

TF1 ran with NumPy 1.x, where ``np.int``, ``np.float``, ``np.bool`` were builtins by another
name and ``np.float_``, ``np.NaN``, ``np.product`` were spellings of ``np.float64``, ``np.nan``,
``np.prod`` (the table: ``compat_v1.numpy_aliases.REMOVED``). With the NumPy that TensorFlow 2.21 installs (2.x) each raises ``AttributeError``
(Hvass-Labs' tutorials read ``np.int``). ``modernize(module)`` rewrites ``<numpy>.<removed
name>`` where ``<numpy>`` is the file's ``import numpy [as np]`` name, bound once; the runner
(``compat_v1.numpy_aliases``) puts the same names back at run time instead. Never imports
TensorFlow or NumPy.
"""
from __future__ import annotations

import re

import libcst as cst

from compat_v1.numpy_aliases import REMOVED
from migrate.source.diagnostics import Diagnostic
from migrate.source.native.constants import numpy_imports
from migrate.source.native.walk import SubtreeTransformer, instances
from migrate.source.positions import locate

__all__ = ["REMOVED", "modernize"]

RULE = "numpy_names"


def _numpy_names(module: cst.Module) -> set:
    """``numpy_imports`` that no other module-level import or assignment binds too."""
    other = set()
    for stmt in module.body:
        if type(stmt) is not cst.SimpleStatementLine:
            continue
        for small in stmt.body:
            if type(small) is cst.Import:
                other.update(a.asname.name.value for a in small.names if a.asname and type(a.asname.name) is cst.Name
                             and not (type(a.name) is cst.Name and a.name.value == "numpy"))
            elif type(small) is cst.ImportFrom and not isinstance(small.names, cst.ImportStar):
                other.update(n.value for n in (a.asname.name if a.asname else a.name for a in small.names) if type(n) is cst.Name)
            elif type(small) is cst.Assign:
                other.update(t.target.value for t in small.targets if type(t.target) is cst.Name)
    return numpy_imports(module) - other


class _Rewrite(SubtreeTransformer):
    def __init__(self, hits: set):
        super().__init__()
        self.hits = hits  # ids of the Attribute nodes to rewrite

    def hit(self, node) -> bool:
        return id(node) in self.hits

    def leave_Attribute(self, original, updated):
        if id(original) not in self.hits:
            return updated
        modern, _ = REMOVED[original.attr.value]
        if modern.startswith("."):
            return updated.with_changes(attr=cst.Name(modern[1:]))
        return cst.Name(modern, lpar=updated.lpar, rpar=updated.rpar)


_MENTIONS = re.compile(r"\.(?:" + "|".join(sorted(REMOVED, key=len, reverse=True)) + r")\b")  # (``.int``, not ``.int32``)


def modernize(module: cst.Module, path: str, text: str | None = None) -> tuple:
    """(module with removed NumPy names spelled as today, an info diagnostic per name kind).
    ``text``: the module's code, if the caller has it (a file that never spells one is left
    without a walk)."""
    if text is not None and _MENTIONS.search(text) is None:
        return module, []
    found = [n for n in instances(module, cst.Attribute) if n.attr.value in REMOVED and type(n.value) is cst.Name]
    if not found:
        return module, []
    names = _numpy_names(module)
    found = [n for n in found if n.value.value in names]
    if not found:
        return module, []
    new = _Rewrite({id(n) for n in found}).rewrite(module)
    where = locate(module, found)
    diags, seen = [], set()
    for node in found:
        name = node.attr.value
        if name in seen:
            continue
        seen.add(name)
        modern, release = REMOVED[name]
        spelled = modern if not modern.startswith(".") else f"{node.value.value}{modern}"
        line, col = where.get(id(node), (1, 1))
        diags.append(Diagnostic(path, line, col, RULE,
                                f"{node.value.value}.{name} was removed in NumPy {release}: written {spelled} (the same value)", "info"))
    return new, diags
