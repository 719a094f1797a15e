"""Rule ``optimizers``: TF1 optimizers -> Keras optimizers with the same update rule.

Transforms::

    opt = tf.train.GradientDescentOptimizer(0.1)  ->  opt = tf.keras.optimizers.SGD(learning_rate=0.1)
    tf.train.MomentumOptimizer(lr, 0.9, use_nesterov=n)
        ->  tf.keras.optimizers.SGD(learning_rate=lr, momentum=0.9, nesterov=n)
    tf.train.AdamOptimizer(lr)  ->  tf.keras.optimizers.Adam(learning_rate=lr, beta_1=0.9,
                                    beta_2=0.999, epsilon=1e-08)   (TF1 default eps 1e-8, Keras 1e-7)
    tf.train.AdagradOptimizer(lr)  ->  tf.keras.optimizers.Adagrad(learning_rate=lr,
                                       initial_accumulator_value=0.1, epsilon=0.0)
    train = opt.minimize(loss)      (inside the function of each sess.run site that runs it)
        ->  opt.apply_gradients(zip(tape.gradient(loss, [w, b]), [w, b]))
    gvs = opt.compute_gradients(loss) -> gvs = list(zip(tape.gradient(loss, [w, b]), [w, b]))
    opt.apply_gradients(gvs)        ->  opt.apply_gradients(gvs)

``[w, b]``: the trainable variables ``loss`` depends on, in creation order (TF1 uses all
trainable variables and skips those without a gradient: the same updates). Update rules
checked against Keras 3 source: SGD ``v -= lr*g``; TF1 Momentum ``a = m*a + g; v -= lr*a`` is
Keras ``a' = m*a' - lr*g; v += a'`` with ``a' = -lr*a`` (Nesterov likewise); Adam identical
with ``epsilon`` passed explicitly; Adagrad ``v -= lr*g/sqrt(acc + eps)`` with eps 0.

CAVEATS:
1. ``RMSPropOptimizer`` is refused: TF1 initialises the mean square to 1.0, Keras to 0.
2. Other optimizers (Adadelta, Ftrl, ProximalAdagrad...) are refused.
3. ``var_list=`` given as an expression the converter cannot resolve, ``grad_loss=`` and
   ``gate_gradients`` changes are refused (``minimize(global_step=)``: rule ``schedules``).
4. A learning rate that changes between steps (a tensor or placeholder) is refused, except a
   name bound to a TF1 decay function (rule ``schedules``: the rate is set before each update).
5. Momentum/Nesterov are algebraically equal, not bit-identical (rounding differs in the
   last ulp per step).
6. Momentum/Nesterov with a decaying learning rate (rule ``schedules``) are refused: the two
   formulations agree only for a constant rate (TF1 multiplies the accumulated velocity by the
   current rate, Keras accumulates rate-scaled gradients).
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, expr, method

RULE = Rule("optimizers", "tf.train.*Optimizer -> tf.keras.optimizers.* (same maths), minimize -> apply_gradients")

# TF1 optimizer -> (Keras class, [(tf1 arg, position, keras arg, default source text)])
TABLE = {
    "tf.train.GradientDescentOptimizer": ("SGD", [("learning_rate", 0, "learning_rate", None)]),
    "tf.train.MomentumOptimizer": (
        "SGD",
        [("learning_rate", 0, "learning_rate", None), ("momentum", 1, "momentum", None), ("use_nesterov", 4, "nesterov", "False")],
    ),
    "tf.train.AdamOptimizer": (
        "Adam",
        [
            ("learning_rate", 0, "learning_rate", "0.001"),
            ("beta1", 1, "beta_1", "0.9"),
            ("beta2", 2, "beta_2", "0.999"),
            ("epsilon", 3, "epsilon", "1e-08"),
        ],
    ),
    "tf.train.AdagradOptimizer": (
        "Adagrad",
        [("learning_rate", 0, "learning_rate", None), ("initial_accumulator_value", 1, "initial_accumulator_value", "0.1")],
    ),
}
REFUSED = {
    "tf.train.RMSPropOptimizer": "TF1 RMSProp starts its mean square at 1.0, Keras RMSprop at 0.0: different updates",
}
# same updates as TF1 only while the learning rate stays constant (caveat 6)
CONSTANT_RATE_ONLY = {
    "tf.train.MomentumOptimizer": (
        "MomentumOptimizer with a decaying learning rate: TF1 scales the whole accumulator by the "
        "current rate (a = m*a + g; v -= lr*a), Keras SGD(momentum=) scales each gradient by the rate "
        "of its own step: different updates once the rate changes. Next step: keep it in compat "
        "mode, or use a constant rate"
    ),
}
_IGNORED = {"use_locking", "name"}


def constructor(node: cst.Call, q: str, ctx, rewrite_expr) -> cst.BaseExpression:
    if q in REFUSED:
        raise Refusal(node, RULE.name, REFUSED[q])
    if q not in TABLE:
        raise Refusal(node, RULE.name, f"{q} has no Keras optimizer with the same update rule here")
    keras, params = TABLE[q]
    known = {p[0] for p in params} | _IGNORED
    for a in node.args:
        if a.keyword is not None and a.keyword.value not in known:
            raise Refusal(node, RULE.name, f"{q}(..., {a.keyword.value}=...) is not converted")
    kwargs = {}
    for tf1, pos, k, default in params:
        value = arg(node, pos, tf1)
        if value is None:
            if default is None:
                raise Refusal(node, RULE.name, f"{q} without {tf1}")
            value = expr(default)
        kwargs[k] = rewrite_expr(value)
    if keras == "Adagrad":
        kwargs["epsilon"] = expr("0.0")
    return call(ctx.tf_attr(f"tf.keras.optimizers.{keras}"), **kwargs)


def check_changing_rate(node: cst.Call, q: str) -> None:
    """Refusal for an optimizer whose update is not TF1's once the learning rate changes."""
    if q in CONSTANT_RATE_ONLY:
        raise Refusal(node, RULE.name, CONSTANT_RATE_ONLY[q])


def var_list_expr(names) -> cst.List:
    return cst.List([cst.Element(cst.Name(n)) for n in names])


def minimize(opt: cst.BaseExpression, loss: cst.BaseExpression, var_names, env) -> cst.BaseExpression:
    vl = var_list_expr(var_names)
    grads = call(method(env.tape, "gradient"), loss, vl)
    return call(method(opt, "apply_gradients"), call(cst.Name("zip"), grads, var_list_expr(var_names)))


def compute_gradients(loss, var_names, env) -> cst.BaseExpression:
    grads = call(method(env.tape, "gradient"), loss, var_list_expr(var_names))
    return call(cst.Name("list"), call(cst.Name("zip"), grads, var_list_expr(var_names)))


def check_minimize(node: cst.Call) -> None:
    for a in node.args[1:]:
        if a.keyword is None or a.keyword.value not in ("var_list", "name", "global_step"):
            what = a.keyword.value if a.keyword is not None else "positional"
            raise Refusal(node, RULE.name, f"minimize/compute_gradients({what} argument) is not converted")
