"""Which calls of a one-line statement Python evaluates before a given call (pre-passes that
hoist a call into a statement of its own before its statement ask it: moving the call first is
the same program only when nothing evaluated before it runs code that matters).

Python evaluates left to right, with three exceptions handled here: an enclosing call runs
after its arguments (ancestors are never "before"); an assignment's targets are evaluated after
its value (``d[g()] = f(...)``); a comprehension runs its element, conditions and inner loops
after its first iterable. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.walk import instances, nodes

__all__ = ["calls_before"]

_COMPREHENSIONS = (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp)


def calls_before(small, call: cst.Call) -> list | None:
    """The calls of ``small`` (a small statement) evaluated before ``call`` (its own arguments
    and the calls it is an argument of left out); None when ``call`` is evaluated conditionally
    or later than its place (an ``if``-``else`` branch, the right of ``and``/``or``, a lambda, a
    comprehension's element, conditions or inner loops). A call in an assignment's targets
    counts every other call of the statement as before it."""
    inside = {id(n) for n in nodes(call)}
    order = {id(n): k for k, n in enumerate(nodes(small))}
    conditional = [n for e in instances(small, cst.IfExp) for n in (e.body, e.orelse)] + \
        [b.right for b in instances(small, cst.BooleanOperation)] + list(instances(small, cst.Lambda))
    later: set = set()  # calls evaluated after ``call`` though written before it
    for comp in instances(small, _COMPREHENSIONS):
        first = {id(n) for n in nodes(comp.for_in.iter)}
        body = {id(n) for n in nodes(comp)} - first - {id(comp)}
        if id(call) in body:
            return None
        if id(call) in first:
            later |= body  # (the comprehension's body runs after its first iterable)
    if any(id(call) in {id(n) for n in nodes(part)} for part in conditional):
        return None
    in_targets = False
    if isinstance(small, cst.Assign):
        targets = {id(c) for t in small.targets for c in instances(t, cst.Call)}
        in_targets = id(call) in targets
        if not in_targets:
            later |= targets
    out = []
    for c in instances(small, cst.Call):
        if id(c) in inside or any(x is call for x in instances(c, cst.Call)):
            continue  # the call's own arguments, or a call it is an argument of (evaluated after it)
        if in_targets or (order[id(c)] < order[id(call)] and id(c) not in later):
            out.append(c)
    return out
