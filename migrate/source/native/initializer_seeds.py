"""Keras initializers in converted code drawing as TF1's did: new values at each call, repeatable
under a graph seed (after conversion).

With a graph seed (``tf.set_random_seed(2018)``), TF1 gave every initializer made without
``seed=`` an op seed from the graph's count: a script printed the same numbers at every run.
The converted code makes such variables with Keras initializers
(``tf.keras.initializers.GlorotUniform()([60, 128], dtype=tf.float32)``: ``get_variable``'s
default, ``tf.layers``, RNN cells, ``xavier_initializer``...), and Keras 3 ignores
``tf.random.set_seed`` for an initializer without a seed (measured on Keras 3.15: two runs of
``GlorotUniform()([60, 128])`` after ``tf.random.set_seed(2018)`` summed to 7.47 and 10.77;
``tf.random.normal`` repeats): the converted script printed other numbers at every run (blind
pass 16, aymericdamien's LSTM). ``seed_initializers(body, ctx)`` gives each initializer called
where it is made (``X(...)(shape, ...)``) ``seed=_tf1_initializer_seed()``, a helper emitted
once that draws the seed from TensorFlow's seeded stream (``tf.random.uniform``): each call a
new seed (a helper called for several layers gives each its own values, as TF1's op seeds did),
the same ones at every run, other ones for another ``tf.random.set_seed``. Only in files that
set a graph seed (without one TF1's draws were not repeatable either).

An initializer object kept and called later (``init = tf.truncated_normal_initializer(stddev=0.1)``
used for ``w`` and ``v``; ``xavier_initializer()`` passed to a helper that makes several
variables) drew new values at each call in TF1; a Keras initializer object, seeded or not (Keras
3 and tf-keras alike: measured, and Keras's own documentation says so), returns the SAME values
at every call: ``w`` and ``v`` started equal (a wrong result, whatever the seed). Such objects
(made without ``seed=``, not called where made) are wrapped in ``_tf1_new_values(...)``, a helper
emitted once that makes a fresh initializer from the object's config at each call (seeded from
the stream above when the file sets a graph seed). An object with ``seed=`` is left as it is:
TF1's gave the same values at each call too. A name bound to such an object whose attributes
are read (``init.stddev``) is left (the wrapper is a function) and reported. Never imports
TensorFlow.
"""
from __future__ import annotations

import collections

import libcst as cst

from migrate.source.native.aliases import dotted
from migrate.source.native.context import Context, helper_statements, reserved_name
from migrate.source.native.walk import SubtreeTransformer, instances
from migrate.source.rules.random_streams import SEED_SETTERS

__all__ = ["seed_initializers", "statements"]

# Keras initializer classes that draw: name -> position of ``seed``
SEED_POSITIONS = {
    "GlorotUniform": 0, "GlorotNormal": 0, "HeNormal": 0, "HeUniform": 0, "LecunNormal": 0, "LecunUniform": 0,
    "TruncatedNormal": 2, "RandomNormal": 2, "RandomUniform": 2, "Orthogonal": 1, "VarianceScaling": 3,
}

_HELPER = '''@{tf}.autograph.experimental.do_not_convert
def {name}():
    """A seed for one Keras initializer, written in by tf1to2: TF1's graph seed made every
    initializer repeatable, and Keras 3 ignores tf.random.set_seed for an initializer without a
    seed; drawn from TensorFlow's seeded stream (the next one at each call; plain Python, also
    where a traced function makes a variable under tf.init_scope: autograph's int() would give
    Keras a tensor)."""
    return int({tf}.random.uniform([], maxval=2**31 - 1, dtype={tf}.int64))
'''

_WRAPPER = '''def {name}(initializer):
    """The Keras initializer `initializer` drawing new values at each call, written in by tf1to2:
    TF1's initializer objects did, and a Keras initializer object repeats its values{seeded}."""
    def initialize(shape, dtype=None, **kwargs):
        config = dict(initializer.get_config(), seed={seed})
        return type(initializer).from_config(config)(shape, dtype=dtype, **kwargs)
    return initialize
'''


def seed_initializers(body: list, ctx: Context) -> list:
    """``body`` (the converted module's statements) with the initializers seeded and the kept
    initializer objects wrapped as above (itself if there is nothing to do)."""
    if ctx.module is None:
        return body
    seeded, kept = _input_facts(ctx)  # (the file as the passes left it, whose calls are walked already)
    if not seeded and not kept:
        return body
    module = cst.Module(body=body)
    prefix = f"{ctx.tf}.keras.initializers."
    calls = instances(module, cst.Call)
    called = _called(calls)
    targets = {id(c) for c in calls if id(c) in called and _unseeded(c, prefix)} if seeded else set()
    wrapped = {id(c) for c in calls if id(c) not in called and _unseeded(c, prefix)} if kept else set()
    if wrapped:
        once = _called_once(module, wrapped)
        wrapped -= once | _attribute_bases(module, wrapped, ctx)
        if seeded:
            targets |= once
    if not targets and not wrapped:
        return body
    seed = reserved_name(ctx, "initializer_seed", "_tf1_initializer_seed") if seeded else None
    wrapper = reserved_name(ctx, "initializer_wrapper", "_tf1_new_values") if wrapped else None
    return list(_Seed(targets, wrapped, seed, wrapper).rewrite(module).body)


# TF1 calls that make an initializer object (``tf.truncated_normal_initializer``,
# ``tf.contrib.layers.xavier_initializer``, ``tf.initializers.random_normal``...), not the ops
# that run initializers
_RUNS_INITIALIZERS = {"tf.global_variables_initializer", "tf.local_variables_initializer", "tf.variables_initializer",
                      "tf.initialize_all_variables", "tf.initialize_local_variables", "tf.initialize_variables",
                      "tf.tables_initializer"}


def _input_facts(ctx: Context) -> tuple:
    """(the file sets a graph seed, the file makes an initializer object it does not call where
    made): one pass over the input's calls."""
    calls = instances(ctx.module, cst.Call)
    seeded = any(ctx.call_name(c) in SEED_SETTERS for c in calls)
    # (a cheap look at the callee's spelling first: ``..._initializer(...)``, ``initializers.X(...)``)
    aliases = {local for local, full in ctx.table.names.items() if "initializer" in full}  # (``import ... as xi``)
    spelled = [c for c in calls if _spells_initializer(c.func, aliases)]
    if not spelled:
        return seeded, False
    called = {id(k.func) for k in calls if type(k.func) is cst.Call}
    return seeded, any(id(c) not in called and "initializer" in (ctx.call_name(c) or "") and ctx.call_name(c) not in _RUNS_INITIALIZERS
                       for c in spelled)


def _spells_initializer(func, aliases: set) -> bool:
    """``func`` is spelled like an initializer: ``..._initializer``, ``initializers.X``, or a
    name imported from one (``aliases``)."""
    if type(func) is cst.Attribute:
        inner = func.value
        return "initializer" in func.attr.value or (type(inner) is cst.Attribute and inner.attr.value == "initializers") \
            or (type(inner) is cst.Name and inner.value == "initializers")
    return type(func) is cst.Name and ("initializer" in func.value or func.value in aliases)


def _called(calls: list) -> set:
    """ids of the calls whose result is called where made (``X(...)(shape)``, also as either
    branch of a called ``(X() if c else init)(shape)``)."""
    out = set()
    for c in calls:
        f = c.func
        if type(f) is cst.Call:
            out.add(id(f))
        elif type(f) is cst.IfExp:
            out.update(id(b) for b in (f.body, f.orelse) if type(b) is cst.Call)
    return out


def _called_once(module: cst.Module, wrapped: set) -> set:
    """The wrapped calls bound at module level to a name the file reads once, as the callee of
    a call in a later module-level statement (``initer = TruncatedNormal(...)`` then ``W =
    tf.Variable(initer([3, 2]))``, what the inliner writes for a helper making one variable):
    one call, so the object needs no wrapper (a seed, in a seeded file, as where it is called)."""
    body = module.body
    bound = {}
    for i, stmt in enumerate(body):
        if type(stmt) is cst.SimpleStatementLine and len(stmt.body) == 1 and type(stmt.body[0]) is cst.Assign:
            a = stmt.body[0]
            if id(a.value) in wrapped and len(a.targets) == 1 and type(a.targets[0].target) is cst.Name:
                bound[a.targets[0].target.value] = (i, a.value)
    if not bound:
        return set()
    counts = collections.Counter(n.value for n in instances(module, cst.Name) if n.value in bound)
    once = set()
    for name, (i, value) in bound.items():
        if counts[name] != 2:  # (the binding and one read)
            continue
        if any(type(stmt) is cst.SimpleStatementLine and any(type(c.func) is cst.Name and c.func.value == name for c in instances(stmt, cst.Call))
               for stmt in body[i + 1:]):
            once.add(id(value))
    return once


def _attribute_bases(module: cst.Module, wrapped: set, ctx: Context) -> set:
    """The wrapped calls bound to a name whose attributes the file reads (``init.stddev``): the
    wrapper is a function without them. Reported as left unwrapped."""
    bound = {}
    for a in instances(module, cst.Assign):
        if id(a.value) in wrapped and len(a.targets) == 1 and type(a.targets[0].target) is cst.Name:
            bound[a.targets[0].target.value] = a.value
    read = {n.value.value for n in instances(module, cst.Attribute) if type(n.value) is cst.Name} if bound else set()
    kept = set()
    for name in read & set(bound):
        kept.add(id(bound[name]))
        ctx.note(_input_binding(ctx.module, name) or bound[name], "initializers", f"'{name}' is a Keras initializer whose attributes are read: it gives the "
                 "same values at each call where TF1's initializer drew new ones (variables made with it start equal)")
    return kept


def _input_binding(module: cst.Module, name: str):
    """The value of the input's first module-level ``name = ...`` (where a note points), or None."""
    for stmt in module.body:
        if type(stmt) is cst.SimpleStatementLine and type(stmt.body[0]) is cst.Assign:
            targets = stmt.body[0].targets
            if len(targets) == 1 and type(targets[0].target) is cst.Name and targets[0].target.value == name:
                return stmt.body[0].value
    return None


def _unseeded(init: cst.Call, prefix: str) -> bool:
    spelled = dotted(init.func) or ""
    cls = spelled[len(prefix):] if spelled.startswith(prefix) else None
    if cls not in SEED_POSITIONS or any(a.star for a in init.args):
        return False
    positional = sum(1 for a in init.args if a.keyword is None)
    return positional <= SEED_POSITIONS[cls] and not any(a.keyword is not None and a.keyword.value == "seed" for a in init.args)


class _Seed(SubtreeTransformer):
    def __init__(self, targets: set, wrapped: set, seed: str | None, wrapper: str | None):
        super().__init__()
        self.targets, self.wrapped, self.seed, self.wrapper = targets, wrapped, seed, wrapper

    def hit(self, node) -> bool:
        return id(node) in self.targets or id(node) in self.wrapped

    def leave_Call(self, original, updated):
        if id(original) in self.wrapped:
            return cst.Call(cst.Name(self.wrapper), args=[cst.Arg(updated)])
        if id(original) not in self.targets:
            return updated
        args = list(updated.args)
        if args:
            args[-1] = args[-1].with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
        seed = cst.Arg(cst.Call(cst.Name(self.seed)), keyword=cst.Name("seed"),
                       equal=cst.AssignEqual(whitespace_before=cst.SimpleWhitespace(""), whitespace_after=cst.SimpleWhitespace("")))
        return updated.with_changes(args=[*args, seed])


def statements(ctx: Context) -> list:
    """The module-level helpers the file uses (none, one or both)."""
    out = []
    if ctx.initializer_seed is not None:
        out += helper_statements(_HELPER.format(name=ctx.initializer_seed, tf=ctx.tf))
    if ctx.initializer_wrapper is not None:
        out += helper_statements(_WRAPPER.format(name=ctx.initializer_wrapper, seed=f"{ctx.initializer_seed}()" if ctx.initializer_seed else "None",
                                                 seeded=",\n    each one seeded from TensorFlow's seeded stream" if ctx.initializer_seed else ""))
    return out
