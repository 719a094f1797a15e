"""Self-documenting f-string fields written out: ``f"{sess.run(w)=}"`` -> ``f"sess.run(w)={sess.run(w)!r}"``.

Python prints the field's source text, ``=`` and the value's ``repr`` (``format(value, spec)``
with a format spec, the conversion when one is given). The converter rewrites the expression
(``sess.run(w)`` -> ``w.numpy()``), so the printed text changed (red-team hunt 16 W5: TF1
printed ``sess.run(w)=array(...)``, the converted script ``w.numpy()=array(...)``). Written
out first, the text stays a literal and only the value is converted. Fields whose expression
is a plain name are left (nothing rewrites a name's text). Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.walk import TracingTransformer, instances

__all__ = ["expand_fstring_equals"]

_CODE = cst.Module([])


def expand_fstring_equals(module: cst.Module, origins: dict | None = None) -> cst.Module:
    """``module`` with each self-documenting field of a non-name expression written out (itself if none)."""
    found = {id(e) for e in instances(module, cst.FormattedStringExpression)
             if e.equal is not None and type(e.expression) is not cst.Name}
    if not found:
        return module
    return _Expand(found, origins).rewrite(module)


class _Expand(TracingTransformer):
    def __init__(self, found: set, origins=None):
        super().__init__(origins)
        self.found = found

    def hit(self, node) -> bool:
        return id(node) in self.found

    def leave_FormattedString(self, original, updated):
        parts = []
        for old, new in zip(original.parts, updated.parts):
            if id(old) not in self.found:
                parts.append(new)
                continue
            text = "".join(_CODE.code_for_node(n) for n in (old.whitespace_before_expression, old.expression,
                                                           old.whitespace_after_expression, old.equal))
            parts.append(cst.FormattedStringText(text.replace("{", "{{").replace("}", "}}")))
            conversion = new.conversion if new.conversion is not None or new.format_spec is not None else "r"
            parts.append(new.with_changes(equal=None, conversion=conversion, whitespace_before_expression=cst.SimpleWhitespace(""),
                                          whitespace_after_expression=cst.SimpleWhitespace("")))
        return updated.with_changes(parts=parts)
