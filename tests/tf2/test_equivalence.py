"""migrate.equivalence: passes on true ports (checked against numpy / the TF1 graph), fails
with the worst element on a wrong port."""
import numpy as np
import pytest
import tensorflow as tf
import tf_slim as slim

from migrate.equivalence import TOLERANCES, EquivalenceError, assert_equivalent, tolerance

tf1 = tf.compat.v1


def legacy_tanh(x):
    w = tf1.get_variable("layer/w", [6, 3], x.dtype)
    b = tf1.get_variable("layer/b", [3], x.dtype, initializer=tf1.constant_initializer(0.1))
    return tf.tanh(x @ w + b)


class ModernTanh(tf.Module):
    def __init__(self, dtype=tf.float64, name_prefix="layer"):
        super().__init__()
        self.w = tf.Variable(tf.zeros([6, 3], dtype), name=f"{name_prefix}/w")
        self.b = tf.Variable(tf.zeros([3], dtype), name=f"{name_prefix}/b")

    def __call__(self, x):
        return tf.tanh(x @ self.w + self.b)


def test_true_port_passes_float64_and_shares_variables():
    x = np.random.default_rng(0).normal(size=[4, 6])
    modern = ModernTanh()
    report = assert_equivalent(legacy_tanh, modern, [x])
    assert set(report) >= {"outputs[0]", "gradient wrt input 0", "gradient wrt variable layer/w:0",
                           "jacobian dTanh:0/d input 0"}
    # the legacy values really were copied: the modern output equals numpy on those weights
    expected = np.tanh(x @ modern.w.numpy() + modern.b.numpy())
    np.testing.assert_allclose(modern(x).numpy(), expected, rtol=1e-12)
    np.testing.assert_allclose(modern.b.numpy(), np.full([3], 0.1))


def test_float32_uses_the_float32_tolerance():
    x = np.random.default_rng(1).normal(size=[2, 6]).astype(np.float32)
    assert tolerance(tf.float32) == TOLERANCES[tf.float32] == (1e-6, 1e-5)
    report = assert_equivalent(legacy_tanh, ModernTanh(tf.float32), [x])
    assert all(err <= 1e-5 for err in report.values())


def test_wrong_port_reports_worst_element():
    x = np.random.default_rng(2).normal(size=[4, 6])

    class Wrong(ModernTanh):
        def __call__(self, x):
            out = tf.tanh(x @ self.w + self.b)
            return out + tf.one_hot([[0, 0, 0]] * 4, 1, dtype=out.dtype)[..., 0] * \
                np.array([[0, 0, 0], [0, 0, 0], [0, 0, 1e-3], [0, 0, 0]])

    with pytest.raises(EquivalenceError) as info:
        assert_equivalent(legacy_tanh, Wrong(), [x], check=("outputs",))
    msg = str(info.value)
    assert "outputs[0]" in msg and "1 of 12 elements" in msg and "index (2, 2)" in msg
    assert "abs err 0.001" in msg


def test_gradient_difference_is_caught():
    """Same outputs, different gradients: a stop_gradient in the port."""
    x = np.random.default_rng(3).normal(size=[2, 6])

    class StopGrad(ModernTanh):
        def __call__(self, x):
            return tf.tanh(tf.stop_gradient(x) @ self.w + self.b)

    assert_equivalent(legacy_tanh, StopGrad(), [x], check=("outputs",))
    with pytest.raises(EquivalenceError, match="gradient of sum.* wrt input 0: the modern side "
                                               "is None"):
        assert_equivalent(legacy_tanh, StopGrad(), [x], check=("gradients",))


def test_legacy_graph_object_slim_and_renamed_scope():
    from compat_v1.graph import LegacyGraph

    x_value = np.random.default_rng(4).normal(size=[3, 6])
    with LegacyGraph() as lg:
        x = tf1.placeholder(tf.float64, [None, 6], name="x")
        slim.fully_connected(x, 3, activation_fn=tf.tanh, scope="fc")

    class Port(tf.Module):
        def __init__(self):
            super().__init__()
            self.w = tf.Variable(tf.zeros([6, 3], tf.float64), name="dense/weights")
            self.b = tf.Variable(tf.zeros([3], tf.float64), name="dense/biases")

        def __call__(self, x):
            return tf.tanh(x @ self.w + self.b)

    report = assert_equivalent(lg, Port(), [x_value], legacy_inputs=["x"],
                               legacy_outputs="fc/Tanh", mapping={"fc/": "dense/"})
    assert "gradient wrt variable fc/weights:0" in report
    lg.close()
    with pytest.raises(EquivalenceError, match=r"modern variables \['dense/biases', "
                                               r"'dense/weights'\] have no legacy variable"):
        assert_equivalent(lg, Port(), [x_value], legacy_inputs=["x"], legacy_outputs="fc/Tanh")
    with lg:
        with pytest.raises(RuntimeError, match="after the `with LegacyGraph"):
            assert_equivalent(lg, Port(), [x_value], legacy_inputs=["x"],
                              legacy_outputs="fc/Tanh")


def test_bad_check_name():
    with pytest.raises(ValueError, match="check must be a subset"):
        assert_equivalent(legacy_tanh, ModernTanh(), [np.ones([1, 6])], check=("hessians",))
