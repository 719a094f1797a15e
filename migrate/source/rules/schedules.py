"""Rule ``schedules``: TF1 learning-rate decay + ``minimize(global_step=...)`` -> Keras schedules.

Transforms::

    global_step = tf.Variable(0, trainable=False)
    lr = tf.train.exponential_decay(0.5, global_step, 2, 0.5, staircase=True)
        ->  lr = tf.keras.optimizers.schedules.ExponentialDecay(0.5, 2, 0.5, staircase=True)(global_step)
    global_step = tf.train.get_or_create_global_step()
        ->  global_step = tf.Variable(0, trainable=False, name="global_step", dtype=tf.int64)
    train = tf.train.GradientDescentOptimizer(lr).minimize(loss, global_step=global_step)
        ->  optimizer = tf.keras.optimizers.SGD(learning_rate=0.5)
            ...
            optimizer.learning_rate = tf.keras.optimizers.schedules.ExponentialDecay(0.5, 2, 0.5, staircase=True)(global_step)
            optimizer.apply_gradients(zip(tape.gradient(loss, [w]), [w]))
            global_step.assign_add(1)

TF1 computes the decayed rate from the global step each time the train op runs, and
``minimize(global_step=)`` increments the step after the update; the converted update sets
the optimizer's rate from the step first (the ``learning_rate`` setter, the same in Keras 3
and tf-keras: a callable rate is not read the same way by both), and the schedule class is the
one TF1's ``exponential_decay`` itself builds (same formula, float32).

CAVEATS:
1. Only ``exponential_decay`` (with literal ``decay_steps``/``decay_rate``/``staircase``) is
   converted; ``piecewise_constant``, ``polynomial_decay``, ``cosine_decay``... are refused.
2. The optimizer's learning rate must be a name bound once to such a schedule of a variable
   (the global step); ``global_step=`` must be a name bound to a variable created in the
   script (``tf.Variable`` or ``tf.train.get_or_create_global_step()`` as a statement of its
   own); ``tf.train.get_global_step()`` and ``global_step=<expression>`` are refused.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg

RULE = Rule("schedules", "tf.train.exponential_decay + minimize(global_step=) -> Keras ExponentialDecay + assign_add")

NAMES = {"tf.train.exponential_decay"}
GLOBAL_STEP = {"tf.train.get_or_create_global_step", "tf.train.create_global_step"}
_POSITIONS = ["learning_rate", "global_step", "decay_steps", "decay_rate", "staircase", "name"]
_LITERAL = (cst.Integer, cst.Float, cst.Name)  # Name: True/False


def rewrite(node: cst.Call, q: str, ctx) -> cst.BaseExpression:
    """``ExponentialDecay(lr0, decay_steps, decay_rate, staircase=...)(global_step)``."""
    if any(a.star for a in node.args):
        raise Refusal(node, RULE.name, f"{q}(*args/**kwargs) is not converted")
    for k, a in enumerate(node.args):
        if a.keyword is None and k >= len(_POSITIONS) or a.keyword is not None and a.keyword.value not in _POSITIONS:
            raise Refusal(node, RULE.name, f"{q} with arguments it does not have is not converted")
    values = {p: arg(node, k, p) for k, p in enumerate(_POSITIONS)}
    for p in ("learning_rate", "global_step", "decay_steps", "decay_rate"):
        if values[p] is None:
            raise Refusal(node, RULE.name, f"{q} without {p}")
    for p in ("decay_steps", "decay_rate", "staircase"):
        v = values[p]
        if v is not None and not (isinstance(v, (cst.Integer, cst.Float)) or (isinstance(v, cst.Name) and v.value in ("True", "False"))):
            raise Refusal(node, RULE.name, f"{q} with a {p} that is not a literal is not converted")
    args = [cst.Arg(values["learning_rate"]), cst.Arg(values["decay_steps"]), cst.Arg(values["decay_rate"])]
    if values["staircase"] is not None:
        args.append(cst.Arg(values["staircase"], keyword=cst.Name("staircase"),
                            equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace(""))))
    schedule = cst.Call(ctx.tf_attr("tf.keras.optimizers.schedules.ExponentialDecay"), args)
    return cst.Call(schedule, [cst.Arg(values["global_step"])])


def global_step_variable(node: cst.Call, q: str, ctx) -> cst.Call:
    """``tf.train.get_or_create_global_step()`` (at the statement that makes it) -> the variable
    TF1 creates: int64, 0, not trainable, named ``global_step``."""
    if node.args:
        raise Refusal(node, RULE.name, f"{q}(graph=...) is not converted")
    kw = lambda k, v: cst.Arg(v, keyword=cst.Name(k), equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace("")))  # noqa: E731
    return cst.Call(ctx.tf_attr("tf.Variable"), [
        cst.Arg(cst.Integer("0")), kw("trainable", cst.Name("False")),
        kw("name", cst.SimpleString('"global_step"')), kw("dtype", ctx.tf_attr("tf.int64")),
    ])


def global_step_of(node: cst.Call) -> str | None:
    """The name given as ``minimize(..., global_step=NAME)``, None if absent; Refusal if it is
    not a plain name."""
    step = arg(node, None, "global_step")
    if step is None:
        return None
    if not isinstance(step, cst.Name):
        raise Refusal(node, RULE.name, "minimize(global_step=<expression>) is not converted")
    return step.value
