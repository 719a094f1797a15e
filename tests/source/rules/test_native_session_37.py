"""Session 37: what the converter reads as TF2 code and leaves as it is (its own output
among it: migrating migrated code changes nothing). Strings in, strings out (no TensorFlow
import)."""

import pytest


def _warnings(diags):
    return [str(d) for d in diags if d.severity == "warning"]


TF2_CODE = '''import numpy as np
import tensorflow as tf
{seed}

class Adam(tf.Module):
    def __init__(self):
        self.slots = {{}}

    def slots_of(self, var):
        if var.ref() not in self.slots:
            with tf.init_scope():
                self.slots[var.ref()] = tf.Variable(tf.zeros(var.shape), trainable=False)
        return self.slots[var.ref()]

    def apply_gradients(self, pairs):
        for g, v in pairs:
            self.slots_of(v).assign_add(g)
            v.assign_sub(0.1 * g)


def safe_norm(s, axis=-1, name=None):
    with tf.name_scope(name or "safe_norm"):
        return tf.sqrt(tf.reduce_sum(tf.square(s), axis=axis) + 1e-7)


w = tf.Variable(np.ones((3, 2), np.float32), name="w")
opt = Adam()


{decorator}
def step(x):
    {body}
    return loss


print(step(tf.ones((4, 3))).numpy(){extra})
'''
TAPE = """with tf.GradientTape() as tape:
        loss = tf.reduce_sum(safe_norm(tf.matmul(x, w)))
    opt.apply_gradients(zip(tape.gradient(loss, [w]), [w]))"""


@pytest.mark.parametrize("seed, decorator, body", [
    pytest.param("tf.random.set_seed(1)", "@tf.function", TAPE, id="seed, tf.function and a tape"),
    pytest.param("", "", TAPE, id="a tape alone"),
    pytest.param("tf.random.set_seed(1)", "", "loss = tf.reduce_sum(tf.matmul(x, w))\n    opt.apply_gradients([(loss, w)])",
                 id="TF2's seed alone"),
])
def test_tf2_code_is_left_as_it_is(native, seed, decorator, body):
    """The legacy fixture capsnet_routing's native output, converted again, became a compat
    island: read as TF1 it is graph code without a session (a ``tf.Variable`` in a helper, a
    module-level ``tf.random.set_seed``, a helper's ``tf.name_scope``), its optimizer's ``apply_gradients`` in a function
    taken for a ``tf.train`` optimizer's. A file written with TF2's idioms and no name TF2
    lacks is TF2 code now, returned unchanged with no diagnostic."""
    src = TF2_CODE.format(seed=seed, decorator=decorator, body=body, extra="")
    code, diags = native(src)
    assert code == src and list(diags) == []


@pytest.mark.parametrize("extra", [
    pytest.param(", tf.Session", id="a Session (V1_ONLY)"),
    pytest.param(", tf.random_normal([2])", id="a TF1 spelling TF2 renamed"),
    pytest.param(", tf.gradients(w, w)", id="tf.gradients (graph mode only)"),
])
def test_tf2_idioms_beside_a_tf1_name_are_still_read_as_tf1(native, extra):
    """(guards) One name TF2 lacks (or runs only in graph mode) makes the file TF1 code again,
    read as before: here a compat island (a ``tf.Variable`` in a helper)."""
    src = TF2_CODE.format(seed="tf.random.set_seed(1)", decorator="@tf.function", body=TAPE, extra=extra)
    code, diags = native(src)
    assert code != src and _warnings(diags), code
