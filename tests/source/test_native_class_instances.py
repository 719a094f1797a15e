"""native.class_instances: a graph-building class instantiated several times (Britz's DQN: the Q
network and its target) is written once per instance, and each copy is taken as a class
instantiated once; with it, the methods never called, two session-method calls in one
expression, an instance named like an attribute, ``self.x = <nested layer call>`` and
``sorted(<variables>, key=...)``. Numbers are compared with TF1 by the fixture
dqn_target_network. No TensorFlow import."""
import textwrap

import libcst as cst
import pytest

from migrate.source.native import convert_module
from migrate.source.native.class_instances import copies_per_instance
from migrate.source.native.layer_chains import hoist_layer_chains
from migrate.source.native.aliases import ImportTable

CLASS = """
import numpy as np
import tensorflow as tf


class QNet(object):
    \"\"\"A Q network.\"\"\"

    def __init__(self, scope):
        with tf.variable_scope(scope):
            self.x = tf.placeholder(tf.float32, [None, 3])
            self.y = tf.placeholder(tf.float32, [None])
            h = tf.layers.dense(self.x, 4, activation=tf.nn.relu)
            self.q = tf.reduce_sum(tf.layers.dense(h, 2), axis=1)
            self.loss = tf.reduce_mean(tf.square(self.q - self.y))
            self.train_op = tf.train.GradientDescentOptimizer(0.1).minimize(self.loss)

    def predict(self, sess, s):
        return sess.run(self.q, {self.x: s})

    def update(self, sess, s, y):
        _, loss = sess.run([self.train_op, self.loss], {self.x: s, self.y: y})
        return loss
"""
RUN = """
q = QNet("q")
target = QNet("target")
S = np.ones((5, 3), np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(3):
        y = 1.0 + 0.9 * target.predict(sess, S)
        print(i, q.update(sess, S, y))
    print(float(np.abs(q.predict(sess, S) - target.predict(sess, S)).max()))
"""


def _src(text: str) -> str:
    return textwrap.dedent(text).lstrip("\n")


def _copies(src: str) -> tuple:
    new, made = copies_per_instance(cst.parse_module(_src(src)))
    return new.code, made


def _converted(src: str) -> tuple:
    new, diags = convert_module(cst.parse_module(_src(src)), "snippet.py")
    return new.code, diags


def test_each_instance_gets_its_own_copy_of_the_class_and_calls_it():
    code, made = _copies(CLASS + RUN)
    assert made == {"QNet_q", "QNet_target"}
    assert "class QNet_q(object):" in code and "class QNet_target(object):" in code and "class QNet(object)" not in code
    assert 'q = QNet_q("q")\ntarget = QNet_target("target")\n' in code
    assert code.count("    def predict(self, sess, s):\n") == 2  # (same bodies)


@pytest.mark.parametrize("change", [
    pytest.param(lambda s: s.replace('target = QNet("target")\n', ""), id="one instance"),
    pytest.param(lambda s: s + "print(isinstance(q, QNet))\n", id="the class named elsewhere"),
    pytest.param(lambda s: s.replace('    """A Q network."""\n', "    count = 0\n"), id="a class attribute the instances share"),
    pytest.param(lambda s: s.replace('target = QNet("target")', 'q = QNet("target")'), id="one name bound to both"),
    pytest.param(lambda s: s.replace('target = QNet("target")', 'nets = [QNet("a"), QNet("b")]'), id="not a whole statement"),
    pytest.param(lambda s: s.replace("class QNet(object):", "class QNet(Base):"), id="a base class"),
])
def test_classes_that_are_not_plain_per_instance_programs_are_not_copied(change):
    src = change(_src(CLASS + RUN))
    code, made = _copies(src)
    assert made == set() and code == src


def test_a_class_built_twice_converts_natively_with_the_uncalled_method_noted():
    code, diags = _converted(CLASS + RUN)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert [(d.line, d.severity, d.reason) for d in diags] == [
        (20, "info", "method 'update' of class 'QNet' is never called on 'target': left out of the converted code (it never ran)")]
    assert "class QNet" not in code and "Session" not in code and "placeholder" not in code
    # each instance's variables, named as TF1 named them in its scope
    assert 'name="q/dense/kernel"' in code and 'name="target/dense_1/bias"' in code
    # each instance's predict reads its own network (the attribute ``q`` is ``q_attr``: ``q`` is an instance)
    assert "    y = 1.0 + 0.9 * run_q_attr_2(x_2=S)\n" in code
    assert "print(float(np.abs(run_q_attr_1(x_1=S) - run_q_attr_2(x_2=S)).max()))\n" in code


def test_when_a_copy_is_not_taken_the_class_stays_as_written():
    """The target passed to a function: neither copy is kept (the file is refused as before)."""
    code, diags = _converted(CLASS + RUN + "print(target)\n")
    assert "QNet_q" not in code and "QNet_target" not in code and "class QNet(object):" in code
    assert [d for d in diags if d.severity == "warning"]


def test_an_instance_named_like_an_attribute_of_the_class():
    """``q = QNet()`` with ``self.q``: the attribute's local is ``q_attr`` (it was refused)."""
    src = CLASS.replace("    def __init__(self, scope):\n        with tf.variable_scope(scope):\n", "    def __init__(self):\n        with tf.variable_scope(\"m\"):\n") + (
        "\nq = QNet()\nwith tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
        "    print(q.predict(sess, np.ones((2, 3))))\n    print(q.update(sess, np.ones((2, 3)), np.zeros(2)))\n")
    code, diags = _converted(src)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "q_attr = tf.reduce_sum(q_dense, axis=1)" in code and "q_predict_result = run_q_attr(x=s)" in code


SINGLE = """
net = QNet("q")
S = np.ones((5, 3), np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(net.update(sess, S, np.zeros(5)))
    LAST
"""


def test_two_calls_of_session_methods_in_one_expression_are_hoisted_in_evaluation_order():
    code, diags = _converted(CLASS + SINGLE.replace("LAST", "print(float(np.abs(net.predict(sess, S) - net.predict(sess, 2 * S)).max()))"))
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert ("net_predict_result = run_q(x=S)\ns = 2 * S\nnet_predict_result_1 = run_q(x=s)\n"
            "print(float(np.abs(net_predict_result - net_predict_result_1).max()))\n") in code


def test_a_session_run_evaluated_before_a_method_call_still_blocks_its_hoist():
    """``sess.run(...) + net.update(...)``: hoisting the call would run it first; one evaluated
    after the call (``net.update(...) + sess.run(...)``) does not block it."""
    run = "sess.run(net.loss, {net.x: S, net.y: np.ones(5)})"
    code, diags = _converted(CLASS + SINGLE.replace("LAST", f"print(net.update(sess, S, np.zeros(5)) + {run})"))
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "\nprint(net_update_result_1 + run_loss(x=S, y=np.ones(5)))\n" in code
    code, diags = _converted(CLASS + SINGLE.replace("LAST", f"print({run} + net.update(sess, S, np.zeros(5)))"))
    assert "class QNet(object):" in code and [d for d in diags if d.severity == "warning"]


def test_a_nested_layer_call_stored_into_self_is_hoisted_under_the_attribute_name():
    src = _src("""
        import tensorflow as tf
        class M(object):
            def __init__(self, x):
                self.out = tf.reduce_sum(tf.layers.dense(x, 2), axis=1)
        """)
    module = cst.parse_module(src)
    code = hoist_layer_chains(module, ImportTable.from_module(module)).code
    assert "        out_dense = tf.layers.dense(x, 2)\n        self.out = tf.reduce_sum(out_dense, axis=1)\n" in code


def test_sorted_variable_lists_are_plain_calls():
    """``sorted(tf.trainable_variables(scope=...), key=lambda v: v.name)`` (Britz's
    copy_model_parameters) lists the variables; it hid them all before."""
    src = _src("""
        import tensorflow as tf
        with tf.variable_scope("q"):
            a = tf.get_variable("b", initializer=tf.constant([1.0]))
            b = tf.get_variable("a", initializer=tf.constant([2.0]))
        with tf.variable_scope("t"):
            c = tf.get_variable("b", initializer=tf.constant([3.0]))
            d = tf.get_variable("a", initializer=tf.constant([4.0]))
        qp = sorted(tf.trainable_variables(scope="q"), key=lambda v: v.name)
        tp = sorted(tf.trainable_variables(scope="t"), key=lambda v: v.name)
        ops = [t.assign(p) for p, t in zip(qp, tp)]
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            sess.run(ops)
            print(sess.run([c, d]))
        """)
    code, diags = _converted(src)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "qp = sorted([a, b], key=lambda v: v.name)" in code and "tp = sorted([c, d], key=lambda v: v.name)" in code
