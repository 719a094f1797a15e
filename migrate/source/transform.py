"""``QuickTransformer``: a ``libcst.CSTTransformer`` with the same hooks, called faster.

For every node it visits, ``CSTTransformer`` formats ``visit_<Class>``/``leave_<Class>`` and
looks them up by name (finding libcst's no-op stubs when the subclass has none), and does the
same for ``visit_<Class>_<field>``/``leave_<Class>_<field>`` around every field. Here the two
node hooks are looked up once per (transformer class, node class), the stubs are skipped, and
the per-field lookups are skipped altogether for classes that define no per-field hook (none
of the converter's do; a class that does gets libcst's lookups). The hooks run exactly as
under ``CSTTransformer``. Never imports TensorFlow.
"""
from __future__ import annotations

import re

import libcst as cst

__all__ = ["QuickTransformer"]

_FIELD_HOOK = re.compile(r"(visit|leave)_[A-Z][A-Za-z]*_[a-z_]+$")


def _hook(cls, name: str):
    """``cls.<name>``, or None if absent or one of libcst's no-op stubs (``mark_no_op``)."""
    fn = getattr(cls, name, None)
    return None if fn is None or getattr(fn, "_is_no_op", False) else fn


class QuickTransformer(cst.CSTTransformer):
    """See the module doc. Subclasses define hooks as for ``CSTTransformer``."""

    _hooks: dict = {}  # per class: node class -> (visit_<Class>, leave_<Class>) or None each
    _field_hooks = True  # per class: whether it defines visit_<Class>_<field>/leave_... hooks

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._hooks = {}
        # libcst's own stubs are no-ops: only methods of QuickTransformer subclasses count
        cls._field_hooks = any(
            _FIELD_HOOK.match(name) for klass in cls.__mro__ if issubclass(klass, QuickTransformer) for name in vars(klass))

    def _hooks_for(self, node_class) -> tuple:
        """(visit_<Class>, leave_<Class>) of this transformer (None: absent or a no-op stub)."""
        cls = type(self)
        entry = cls._hooks.get(node_class)
        if entry is None:
            name = node_class.__name__
            entry = cls._hooks[node_class] = (_hook(cls, "visit_" + name), _hook(cls, "leave_" + name))
        return entry

    def on_visit(self, node) -> bool:
        visit = self._hooks_for(type(node))[0]
        return visit is None or visit(self, node) is not False

    def on_leave(self, original_node, updated_node):
        leave = self._hooks_for(type(original_node))[1]
        return updated_node if leave is None else leave(self, original_node, updated_node)

    def on_visit_attribute(self, node, attribute) -> None:
        if self._field_hooks:
            super().on_visit_attribute(node, attribute)

    def on_leave_attribute(self, original_node, attribute) -> None:
        if self._field_hooks:
            super().on_leave_attribute(original_node, attribute)
