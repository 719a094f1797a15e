"""Rule ``datasets``: TF1 one-shot ``tf.data`` iterators -> TF2 iterators, one element per run.

Transforms::

    it = dataset.make_one_shot_iterator()          ->  it = iter(dataset)
    it = tf.data.make_one_shot_iterator(dataset)   ->  it = iter(dataset)
    (tf.compat.v1.data.make_one_shot_iterator(dataset): the same)
    x, y = it.get_next()                           ->  (moved into each sess.run function that
                                                        needs x or y)  x, y = it.get_next()
    batch = dataset.make_one_shot_iterator().get_next()
        ->  iterator = iter(dataset)
            (in the sess.run functions)  batch = iterator.get_next()
    sess.run(batch)                                ->  tf.nest.map_structure(lambda t: t.numpy(), batch)
                                                       (the element may be a tensor, tuple or dict)

TF1 semantics, reproduced by the planner: the iterator is made once, where the script made it;
``name = it.get_next()`` is a stateful graph statement (kind ``next``), so each ``sess.run``
whose fetches depend on it (directly or through other ops) draws exactly one element, however
many of its fetches read it, and a run that does not depend on it draws nothing (the backward
slice of each site function holds the statement once, or not at all). In the site functions
the ``get_next()`` statements come first: an exhausted iterator raises before the function
changes any state. TF2's ``iterator.get_next()`` raises ``tf.errors.OutOfRangeError`` when the
dataset is exhausted, as TF1's ``sess.run`` did, so the script's
``except tf.errors.OutOfRangeError:`` keeps working unchanged.

CAVEATS:
1. Only one-shot iterators are converted. Initializable iterators
   (``make_initializable_iterator``, ``iterator.initializer``, ``make_initializer``,
   reinitializable/feedable iterators) are refused: their state is reset by ``sess.run`` with
   fed values.
2. ``get_next()`` must be the whole right-hand side of an assignment to names
   (``batch = it.get_next()`` / ``x, y = it.get_next()``) without arguments, on an iterator made
   in the same block; the iterator name may not be used for anything else (``output_shapes``,
   ``string_handle()``...).
3. A dataset that depends on placeholders, variables or changing state (the initializable
   style), that is shuffled without an explicit ``seed=``, or that calls ``from_generator``,
   ``py_func``/``numpy_function`` or random ops, is refused: TF1 and TF2 would not give the same
   elements. A seeded ``shuffle`` draws the same order in both (op seed with the default or the
   script's graph seed).
4. Two ``get_next()`` of one iterator needed by the same ``sess.run`` are refused: TF1 runs them
   in an unspecified order (measured: both orders occur), so which fetch gets which element is
   not defined.
5. Iterators drawn from in a block with more than one session are refused: each new TF1
   session restarts a one-shot iterator, the converted iterator is made once.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call

RULE = Rule("datasets", "dataset.make_one_shot_iterator() / it.get_next() -> iter(dataset) / it.get_next() per sess.run")

ONE_SHOT = {"tf.data.make_one_shot_iterator"}
ONE_SHOT_METHOD = "make_one_shot_iterator"
NEXT = "get_next"
# methods of TF1 datasets/iterators that are not converted (on Python objects: not TF names)
INITIALIZABLE = {"make_initializable_iterator", "make_initializer", "from_structure", "from_string_handle"}
_UNSURE_SOURCES = {"from_generator"}
_UNSURE_CALLS = {"tf.py_func", "tf.numpy_function", "tf.py_function"}


def one_shot_dataset(value, call_name) -> cst.BaseExpression | None:
    """The dataset of ``X.make_one_shot_iterator()`` / ``tf.data.make_one_shot_iterator(X)``."""
    if not isinstance(value, cst.Call):
        return None
    f = value.func
    if isinstance(f, cst.Attribute) and f.attr.value == ONE_SHOT_METHOD and call_name(value) is None:
        if value.args:
            raise Refusal(value, RULE.name, "make_one_shot_iterator(...) with arguments is not converted")
        return f.value
    if call_name(value) in ONE_SHOT:
        if len(value.args) != 1 or value.args[0].keyword is not None or value.args[0].star:
            raise Refusal(value, RULE.name, "tf.data.make_one_shot_iterator with other arguments than the dataset is not converted")
        return value.args[0].value
    return None


def is_next(value) -> bool:
    """``X.get_next(...)`` (any receiver)."""
    return isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and value.func.attr.value == NEXT


def next_call(iterator: str) -> cst.Call:
    return call(cst.Attribute(cst.Name(iterator), cst.Name(NEXT)))


def make_iterator(dataset) -> cst.Call:
    return call(cst.Name("iter"), dataset)


def unsure_dataset_call(c: cst.Call, q: str | None, random_prefixes: tuple) -> str | None:
    """Why a call building a dataset gives elements TF2 would not reproduce, or None."""
    f = c.func
    if isinstance(f, cst.Attribute) and q is None:
        if f.attr.value == "shuffle" and arg(c, 1, "seed") is None:
            return "a dataset shuffled without seed= (TF1 and TF2 draw different orders)"
        if f.attr.value in _UNSURE_SOURCES:
            return f"a dataset made by {f.attr.value}() (Python code run by the pipeline)"
    if q is not None and q.rpartition(".")[2] in _UNSURE_SOURCES:
        return f"a dataset made by {q}() (Python code run by the pipeline)"
    if q in _UNSURE_CALLS:
        return f"a dataset that calls {q} (Python code run by the pipeline)"
    if q is not None and q.startswith(random_prefixes):
        return f"a dataset that calls {q} (random values differ between TF1 and TF2)"
    return None
