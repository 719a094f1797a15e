"""Rule ``schedules``: TF1 learning-rate decay + ``minimize(global_step=...)`` -> Keras schedules.

Transforms::

    global_step = tf.Variable(0, trainable=False)
    lr = tf.train.exponential_decay(0.5, global_step, 2, 0.5, staircase=True)
        ->  lr = tf.keras.optimizers.schedules.ExponentialDecay(0.5, 2, 0.5, staircase=True)(global_step)
    lr = tf.train.piecewise_constant(global_step, [10, 20], [0.1, 0.05, 0.01])
        ->  lr = tf.keras.optimizers.schedules.PiecewiseConstantDecay([10, 20], [0.1, 0.05, 0.01])(global_step)
    lr = tf.train.natural_exp_decay(0.5, global_step, 2, 0.5)
        ->  lr = tf.keras.optimizers.schedules.ExponentialDecay(0.5, 2, tf.exp(-0.5))(global_step)
    (polynomial_decay -> PolynomialDecay, inverse_time_decay -> InverseTimeDecay,
     cosine_decay -> CosineDecay, cosine_decay_restarts -> CosineDecayRestarts: same arguments)
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
and tf-keras: a callable rate is not read the same way by both). Each TF1 function builds
exactly the schedule class it is mapped to (TF 2.21, ``legacy_learning_rate_decay.py``; for
``natural_exp_decay`` an ``ExponentialDecay`` with rate ``exp(-decay_rate)``); the Keras 3 and
tf-keras classes give TF1's values (``tests/tf2/test_schedules_equivalence.py``, 0-40 steps).

CAVEATS:
1. Converted: ``exponential_decay``, ``piecewise_constant`` (alias ``piecewise_constant_decay``),
   ``polynomial_decay``, ``natural_exp_decay``, ``inverse_time_decay``, ``cosine_decay``,
   ``cosine_decay_restarts``; every argument except the initial rate and the step must be a
   number literal, a module-level number constant or a name bound once to Python arithmetic of
   such numbers (``int(n / batch)``); ``boundaries``/``values``: list literals of numbers, the
   boundaries integers, or names bound once to one. ``linear_cosine_decay`` / ``noisy_linear_cosine_decay`` (no Keras class) are
   refused.
2. The optimizer's learning rate must be a name bound once to such a schedule of a variable
   (the global step); ``global_step=`` must be a name bound to a variable created in the
   script (``tf.Variable`` or ``tf.train.get_or_create_global_step()`` as a statement of its
   own); ``tf.train.get_global_step()`` and ``global_step=<expression>`` are refused.
"""
from __future__ import annotations

import dataclasses

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, keyword

RULE = Rule("schedules", "tf.train.*_decay / piecewise_constant + minimize(global_step=) -> Keras schedules + assign_add")


@dataclasses.dataclass(frozen=True)
class Schedule:
    """How one TF1 decay function maps onto a Keras schedule class."""

    keras: str  # class in tf.keras.optimizers.schedules
    params: tuple  # TF1 parameters in positional order (``name`` last)
    step: str  # the TF1 parameter carrying the step
    positional: tuple  # TF1 parameters passed positionally to the Keras class, in order
    keywords: tuple = ()  # optional TF1 parameters passed by keyword when given (same name in Keras)
    initial: str = "learning_rate"  # the parameter giving the rate at step 0 ("values": its first element)
    negate_exp: str | None = None  # parameter p passed as ``tf.exp(-p)`` (natural_exp_decay)

    @property
    def required(self) -> tuple:
        return (self.step,) + self.positional


_EXP = ("learning_rate", "global_step", "decay_steps", "decay_rate", "staircase", "name")
TABLE = {
    "tf.train.exponential_decay": Schedule(
        "ExponentialDecay", _EXP, "global_step", ("learning_rate", "decay_steps", "decay_rate"), ("staircase",)),
    "tf.train.natural_exp_decay": Schedule(
        "ExponentialDecay", _EXP, "global_step", ("learning_rate", "decay_steps", "decay_rate"), ("staircase",),
        negate_exp="decay_rate"),
    "tf.train.inverse_time_decay": Schedule(
        "InverseTimeDecay", _EXP, "global_step", ("learning_rate", "decay_steps", "decay_rate"), ("staircase",)),
    "tf.train.piecewise_constant": Schedule(
        "PiecewiseConstantDecay", ("x", "boundaries", "values", "name"), "x", ("boundaries", "values"),
        initial="values"),
    "tf.train.polynomial_decay": Schedule(
        "PolynomialDecay",
        ("learning_rate", "global_step", "decay_steps", "end_learning_rate", "power", "cycle", "name"),
        "global_step", ("learning_rate", "decay_steps"), ("end_learning_rate", "power", "cycle")),
    "tf.train.cosine_decay": Schedule(
        "CosineDecay", ("learning_rate", "global_step", "decay_steps", "alpha", "name"),
        "global_step", ("learning_rate", "decay_steps"), ("alpha",)),
    "tf.train.cosine_decay_restarts": Schedule(
        "CosineDecayRestarts",
        ("learning_rate", "global_step", "first_decay_steps", "t_mul", "m_mul", "alpha", "name"),
        "global_step", ("learning_rate", "first_decay_steps"), ("t_mul", "m_mul", "alpha")),
}
TABLE["tf.train.piecewise_constant_decay"] = TABLE["tf.train.piecewise_constant"]
NAMES = set(TABLE)
GLOBAL_STEP = {"tf.train.get_or_create_global_step", "tf.train.create_global_step"}
_FREE = ("learning_rate", "name")  # any expression (the others must be literals)


def _is_number(node) -> bool:
    return isinstance(node, (cst.Integer, cst.Float))


def _is_literal(node) -> bool:
    return _is_number(node) or isinstance(node, cst.Name) and node.value in ("True", "False")


def _number_constant(node, ctx) -> bool:
    """A name the file binds once, at module level, to a number literal (CIFAR-10's
    ``LEARNING_RATE_DECAY_FACTOR``): the same value wherever the schedule reads it."""
    return ctx is not None and isinstance(node, cst.Name) and (node.value in ctx.int_constants or node.value in ctx.float_constants())


def _listed(node, ctx):
    """``node``, or the list literal a name the file binds once is bound to (``boundaries =
    [4, 8]`` then ``piecewise_constant(step, boundaries, values)``; hunt 9)."""
    if ctx is not None and type(node) is cst.Name:
        value = ctx.single_value(node.value)
        if type(value) in (cst.List, cst.Tuple):
            return value
    return node


def _python_constant(node, ctx, depth: int = 0) -> bool:
    """A name the file binds once to Python arithmetic of numbers and such names, ``int(...)``
    / ``float(...)`` / ``round(...)`` of them (``decay_steps = int(num_examples / batch_size)``;
    hunt 9): the same number wherever the schedule reads it."""
    if ctx is None or type(node) is not cst.Name or depth > 4:
        return False
    if _number_constant(node, ctx):
        return True
    value = ctx.single_value(node.value)
    return value is not None and _python_number(value, ctx, depth + 1)


def _fixed_option(node, ctx) -> bool:
    """``args.decay_steps`` of ``args = parser.parse_args(...)`` (or of a function of the file
    returning that) bound once in the file (hunt 30 h01's research-repo ``train.py``), or
    ``TrainConfig.decay_steps`` of a number the class body gives it (h34), when the file stores
    into no attribute of that name (``args.x = ...``, ``setattr``): set once, the same value
    wherever the schedule reads it."""
    if ctx is None or ctx.module is None or type(node) is not cst.Attribute or type(node.value) is not cst.Name:
        return False
    from migrate.source.native.walk import instances

    name = node.value.value
    classes = [c for c in ctx.module.body if type(c) is cst.ClassDef and c.name.value == name]
    if classes and ctx.bound_once(name):  # ``TrainConfig.decay_steps`` of ``class TrainConfig: decay_steps = 5`` (hunt 30 h34)
        given = [a.value for line in classes[0].body.body if type(line) is cst.SimpleStatementLine for a in line.body
                 if type(a) is cst.Assign and len(a.targets) == 1 and type(a.targets[0].target) is cst.Name
                 and a.targets[0].target.value == node.attr.value]  # (its body's own lines, not a method's locals)
        if len(given) == 1 and _is_literal(given[0]) and not _stored(name, ctx):
            return True
    made = ctx.single_value(name)
    if type(made) is cst.Call and type(made.func) is cst.Name and made.func.value in ctx.module_functions:
        # ``args = get_args()`` of a function returning ``parser.parse_args(...)``
        returns = instances(ctx.module_functions[made.func.value].body, cst.Return)
        made = returns[0].value if len(returns) == 1 else None
    if not (type(made) is cst.Call and type(made.func) is cst.Attribute and made.func.attr.value == "parse_args"):
        return False
    return not _stored(name, ctx)


def _stored(name: str, ctx) -> bool:
    """The file stores into an attribute or element of ``name`` (``args.x = ...``, ``args.x +=
    1``, ``setattr(args, ...)``: ``plan._stores_into``) or hands its ``vars(args)`` out (a dict
    the script may write into)."""
    from migrate.source.native.plan import _stores_into
    from migrate.source.native.walk import instances

    return any(n == name for n, _ in _stores_into(ctx.module)) or any(
        type(c.func) is cst.Name and c.func.value == "vars" and c.args and type(c.args[0].value) is cst.Name
        and c.args[0].value.value == name for c in instances(ctx.module, cst.Call))


def _python_number(node, ctx, depth: int) -> bool:
    t = type(node)
    if t in (cst.Integer, cst.Float):
        return True
    if t is cst.Name:
        return _python_constant(node, ctx, depth)
    if t is cst.BinaryOperation:
        return _python_number(node.left, ctx, depth) and _python_number(node.right, ctx, depth)
    if t is cst.UnaryOperation:
        return _python_number(node.expression, ctx, depth)
    if t is cst.Call and type(node.func) is cst.Name and node.func.value in ("int", "float", "round") \
            and node.func.value not in ctx.function_names and 1 <= len(node.args) <= 2 and not any(a.keyword or a.star for a in node.args):
        return all(_python_number(a.value, ctx, depth) for a in node.args)
    return False


def _check_list(node, q: str, p: str) -> None:
    """``boundaries`` / ``values``: a list literal of numbers of one kind (TF1 raises on mixed
    dtypes; the Keras classes would convert silently), boundaries integers."""
    ok = isinstance(node, (cst.List, cst.Tuple)) and node.elements and all(_is_number(e.value) for e in node.elements)
    kinds = {type(e.value) for e in node.elements} if ok else set()
    if not ok or len(kinds) != 1 or p == "boundaries" and kinds != {cst.Integer}:
        what = "integer literals" if p == "boundaries" else "number literals of one kind"
        raise Refusal(node, RULE.name, f"{q} with {p} that is not a list of {what} is not converted")


def _values(node: cst.Call, q: str, ctx=None) -> dict:
    """{TF1 parameter: expression} of a decay call, checked (Refusal otherwise)."""
    spec = TABLE[q]
    if any(a.star for a in node.args):
        raise Refusal(node, RULE.name, f"{q}(*args/**kwargs) is not converted")
    for k, a in enumerate(node.args):
        if a.keyword is None and k >= len(spec.params) or a.keyword is not None and a.keyword.value not in spec.params:
            raise Refusal(node, RULE.name, f"{q} with arguments it does not have is not converted")
    values = {p: arg(node, k, p) for k, p in enumerate(spec.params)}
    for p in spec.required:
        if values[p] is None:
            raise Refusal(node, RULE.name, f"{q} without {p}")
    for p, v in values.items():
        if v is None or p in _FREE or p == spec.step:
            continue
        if p in ("boundaries", "values"):
            _check_list(_listed(v, ctx), q, p)
        elif not _is_literal(v) and not _number_constant(v, ctx) and not _python_constant(v, ctx) and not _fixed_option(v, ctx):
            raise Refusal(node, RULE.name, f"{q} with a {p} that is not a literal (or a module-level number constant) is not converted")
    return values


def rewrite(node: cst.Call, q: str, ctx) -> cst.BaseExpression:
    """``tf.keras.optimizers.schedules.<Class>(...)(step)``: the schedule TF1 builds, applied
    to the step."""
    spec = TABLE[q]
    values = _values(node, q, ctx)
    args = []
    for p in spec.positional:
        v = values[p]
        if p == spec.negate_exp:
            v = call(ctx.tf_attr("tf.exp"), cst.UnaryOperation(cst.Minus(), v))
        args.append(cst.Arg(v))
    for p in spec.keywords:
        if values[p] is not None:
            args.append(keyword(p, values[p]))
    schedule = cst.Call(ctx.tf_attr(f"tf.keras.optimizers.schedules.{spec.keras}"), args)
    return cst.Call(schedule, [cst.Arg(values[spec.step])])


def initial_rate(node: cst.Call, q: str, ctx=None) -> cst.BaseExpression:
    """The schedule's rate at step 0 (what a Keras optimizer built from it starts with)."""
    spec = TABLE[q]
    value = arg(node, spec.params.index(spec.initial), spec.initial)
    if spec.initial == "values":
        _check_list(_listed(value, ctx), q, "values")
        return _listed(value, ctx).elements[0].value
    return value


def global_step_variable(node: cst.Call, q: str, ctx) -> cst.Call:
    """``tf.train.get_or_create_global_step()`` (at the statement that makes it) -> the variable
    TF1 creates: int64, 0, not trainable, named ``global_step``."""
    if node.args:
        raise Refusal(node, RULE.name, f"{q}(graph=...) is not converted")
    return call(ctx.tf_attr("tf.Variable"), cst.Integer("0"), trainable=cst.Name("False"),
                name=cst.SimpleString('"global_step"'), dtype=ctx.tf_attr("tf.int64"))


def global_step_of(node: cst.Call) -> str | None:
    """The name given as ``minimize(..., global_step=NAME)``, None if absent; Refusal if it is
    not a plain name."""
    step = arg(node, None, "global_step")
    if step is None or type(step) is cst.Name and step.value == "None":
        return None
    if not isinstance(step, cst.Name):
        raise Refusal(node, RULE.name, "minimize(global_step=<expression>) is not converted")
    return step.value
