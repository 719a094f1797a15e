"""Keras initializers in converted code seeded from TensorFlow's global seed (after conversion).

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

CAVEAT: an initializer object bound to a name and called later (``init =
tf.keras.initializers.TruncatedNormal(...)``) is left unseeded: seeded, Keras 3 would give every
variable made with it the same values where TF1 drew new ones. Never imports TensorFlow.
"""
from __future__ import annotations

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

_HELPER = '''def {name}():
    """A seed for one Keras initializer, written in by tf1to2: TF1's graph seed made every
    initializer repeatable, and Keras 3 ignores tf.random.set_seed for an initializer without a
    seed; drawn from TensorFlow's seeded stream (the next one at each call)."""
    return int({tf}.random.uniform([], maxval=2**31 - 1, dtype={tf}.int64))
'''


def seed_initializers(body: list, ctx: Context) -> list:
    """``body`` (the converted module's statements) with the initializers seeded as above
    (itself if the file sets no seed or calls no unseeded initializer)."""
    if ctx.module is None or not any(ctx.call_name(c) in SEED_SETTERS for c in instances(ctx.module, cst.Call)):
        return body  # (the file as the passes left it, whose calls are walked already: no walk of the output)
    module = cst.Module(body=body)
    prefix = f"{ctx.tf}.keras.initializers."
    targets = {id(c.func) for c in instances(module, cst.Call) if isinstance(c.func, cst.Call) and _unseeded(c.func, prefix)}
    if not targets:
        return body
    name = reserved_name(ctx, "initializer_seed", "_tf1_initializer_seed")
    return list(_Seed(targets, name).rewrite(module).body)


def _unseeded(init: cst.Call, prefix: str) -> bool:
    spelled = dotted(init.func) or ""
    cls = spelled[len(prefix):] if spelled.startswith(prefix) else None
    if cls not in SEED_POSITIONS or any(a.star for a in init.args):
        return False
    positional = sum(1 for a in init.args if a.keyword is None)
    return positional <= SEED_POSITIONS[cls] and not any(a.keyword is not None and a.keyword.value == "seed" for a in init.args)


class _Seed(SubtreeTransformer):
    def __init__(self, targets: set, name: str):
        super().__init__()
        self.targets, self.name = targets, name

    def hit(self, node) -> bool:
        return id(node) in self.targets

    def leave_Call(self, original, updated):
        if id(original) not in self.targets:
            return updated
        args = list(updated.args)
        if args:
            args[-1] = args[-1].with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
        seed = cst.Arg(cst.Call(cst.Name(self.name)), keyword=cst.Name("seed"),
                       equal=cst.AssignEqual(whitespace_before=cst.SimpleWhitespace(""), whitespace_after=cst.SimpleWhitespace("")))
        return updated.with_changes(args=[*args, seed])


def statements(ctx: Context) -> list:
    """The module-level helper when the file uses it, else nothing."""
    if ctx.initializer_seed is None:
        return []
    return helper_statements(_HELPER.format(name=ctx.initializer_seed, tf=ctx.tf))
