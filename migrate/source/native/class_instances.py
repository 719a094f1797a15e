"""A graph-building class instantiated several times, one copy of the class per instance.

Reinforcement-learning code builds two networks from one class (Britz's DQN: the Q network
and its target; DDPG's actor and critic with their targets)::

    class QNet(object):
        def __init__(self, scope):
            with tf.variable_scope(scope):
                self.x = tf.placeholder(tf.float32, [None, 3])
                ...

        def predict(self, sess, s):
            return sess.run(self.q, {self.x: s})

    q_net = QNet("q")
    target_net = QNet("target")

``native.builder_classes`` takes a class instantiated *once* (its ``__init__`` becomes builder
code, its methods functions of that instance). A class whose instances are each made once, by
a whole statement ``inst = Cls(...)``, is the same program as one class per instance: each
copy runs the same code on its own instance, in the same order. ``copies_per_instance`` writes
those copies (``class QNet_q_net``, ``class QNet_target_net``, at the class's place; each
instantiation calls its own), which the single-instance passes then take one by one; the
caller keeps the result only when they took every copy.

Only when the class is a plain one (no decorators, no base but ``object``, every member a
method or the docstring: no class attributes the instances would share) named nowhere but its
definition and two to eight instantiations, each a whole statement binding a distinct plain
name. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.helpers import is_docstring, plain_class
from migrate.source.native.walk import TracingTransformer, instances, nodes

__all__ = ["copies_per_instance"]

_MAX_INSTANCES = 8


def copies_per_instance(module: cst.Module, origins: dict | None = None) -> tuple[cst.Module, set]:
    """(module with each qualifying class written once per instance, the copies' class names);
    (module, set()) if no class qualifies. The first copy keeps the class's nodes, later ones
    are deep copies whose nodes ``origins`` maps to the class as written (diagnostics)."""
    origins = origins if origins is not None else {}
    classes = [s for s in module.body if isinstance(s, cst.ClassDef) and _plain(s)]
    if not classes:
        return module, set()
    counts: dict = {}
    for n in instances(module, cst.Name):
        counts[n.value] = counts.get(n.value, 0) + 1
    sites_of = _instantiations(module, {c.name.value for c in classes})
    copies_of, calls, made = {}, {}, set()
    taken = set(counts)
    for cls in classes:
        cname = cls.name.value
        sites = sites_of.get(cname, [])
        names = [inst for inst, _ in sites]
        if not 2 <= len(sites) <= _MAX_INSTANCES or counts.get(cname) != len(sites) + 1 or len(set(names)) != len(names):
            continue
        copies = []
        for k, (inst, call) in enumerate(sites):
            new, j = f"{cname}_{inst}", 1
            while new in taken:
                j += 1
                new = f"{cname}_{inst}_{j}"
            taken.add(new)
            copy = cls if k == 0 else _traced_clone(cls, origins)
            copy = copy.with_changes(name=cst.Name(new), leading_lines=cls.leading_lines if k == 0 else [cst.EmptyLine(), cst.EmptyLine()])
            origins[id(copy)] = (copy, cls)
            copies.append(copy)
            calls[id(call)] = new
            made.add(new)
        copies_of[id(cls)] = copies
    if not made:
        return module, set()
    body = []
    for stmt in module.body:
        body.extend(copies_of.get(id(stmt), [stmt]))
    return _CallCopies(calls, origins).rewrite(module.with_changes(body=body)), made


def _plain(cls: cst.ClassDef) -> bool:
    """No decorators, keywords or base but ``object``; every member a method (or the docstring)."""
    return plain_class(cls) and all(isinstance(m, cst.FunctionDef) or is_docstring(m) for m in cls.body.body)


def _instantiations(module: cst.Module, cnames: set) -> dict:
    """{class name: [(instance name, the call)]} of the whole statements ``inst = Cls(...)``
    anywhere in the module, in source order."""
    out: dict = {}
    for s in instances(module, cst.SimpleStatementLine):
        if len(s.body) != 1 or not isinstance(s.body[0], cst.Assign):
            continue
        small = s.body[0]
        if len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name) and isinstance(small.value, cst.Call) \
                and isinstance(small.value.func, cst.Name) and small.value.func.value in cnames:
            out.setdefault(small.value.func.value, []).append((small.targets[0].target.value, small.value))
    return out


def _traced_clone(cls: cst.ClassDef, origins: dict) -> cst.ClassDef:
    """A deep copy of ``cls`` (later passes tell nodes apart by identity), each of its nodes
    recorded in ``origins`` as made from its counterpart in ``cls``."""
    clone = cls.deep_clone()
    for new, old in zip(nodes(clone), nodes(cls)):
        known = origins.get(id(old))
        origins[id(new)] = (new, known[1] if known is not None and known[0] is old else old)
    return clone


class _CallCopies(TracingTransformer):
    """Each recorded instantiation ``Cls(...)`` -> ``Cls_inst(...)``."""

    def __init__(self, calls: dict, origins: dict):
        super().__init__(origins)
        self.calls = calls

    def hit(self, node) -> bool:
        return id(node) in self.calls

    def leave_Call(self, original, updated):
        new = self.calls.get(id(original))
        return updated if new is None else updated.with_changes(func=cst.Name(new))
