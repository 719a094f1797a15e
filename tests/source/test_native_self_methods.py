"""native.self_methods and native.class_names: ywpkwon's siamese network (``__init__`` building
its towers through ``self.network`` -> ``self.fc_layer``, its loss through
``self.loss_with_spring``; ``siamese = siamese()``) becomes module code the planner converts.
Numbers are compared with TF1 by the fixture siamese_self_methods. No TensorFlow import."""
import textwrap

import libcst as cst
import pytest

from migrate.source.native import convert_module
from migrate.source.native.aliases import ImportTable
from migrate.source.native.class_names import rename_classes_named_by_their_instance
from migrate.source.native.self_methods import inline_self_methods

CLASS = """
import numpy as np
import tensorflow as tf


class Siamese:
    def __init__(self):
        self.x1 = tf.placeholder(tf.float32, [None, 4])
        self.x2 = tf.placeholder(tf.float32, [None, 4])
        with tf.variable_scope("siamese") as scope:
            self.o1 = self.network(self.x1)
            scope.reuse_variables()
            self.o2 = self.network(self.x2)
        self.loss = self.distance()

    def network(self, x):
        fc1 = self.fc_layer(x, 3, "fc1")
        return tf.nn.relu(fc1)

    def fc_layer(self, bottom, n_weight, name):
        W = tf.get_variable(name + 'W', shape=[4, n_weight], initializer=tf.constant_initializer(0.1))
        return tf.matmul(bottom, W)

    def distance(self):
        return tf.reduce_mean(tf.square(self.o1 - self.o2))
"""
RUN = """
model = Siamese()
train = tf.train.GradientDescentOptimizer(0.1).minimize(model.loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([train, model.loss], {model.x1: np.ones((2, 4)), model.x2: np.zeros((2, 4))})[1])
"""


def _module(src: str) -> tuple:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    return module, ImportTable.from_module(module)


def _converted(src: str) -> tuple:
    new, diags = convert_module(cst.parse_module(textwrap.dedent(src).lstrip("\n")), "snippet.py")
    return new.code, diags


def test_methods_called_through_self_are_written_into_init_and_leave_the_class():
    module, table = _module(CLASS + RUN)
    code = inline_self_methods(module, table).code
    assert "def network" not in code and "def fc_layer" not in code and "def distance" not in code
    assert "self.network(" not in code and "self.fc_layer(" not in code
    # parameters bound first (the string one read as the literal), the returned value assigned
    # to the call's target, the second tower's locals renamed
    assert ('            W = tf.get_variable("fc1W", shape=[4, n_weight], initializer=tf.constant_initializer(0.1))\n'
            "            fc1 = tf.matmul(self.x1, W)\n            self.o1 = tf.nn.relu(fc1)\n            scope.reuse_variables()\n") in code
    assert "            fc1_1 = tf.matmul(self.x2, W_1)\n            self.o2 = tf.nn.relu(fc1_1)\n" in code
    assert "        self.loss = tf.reduce_mean(tf.square(self.o1 - self.o2))\n" in code


def test_the_siamese_layout_converts_natively():
    code, diags = _converted(CLASS + RUN)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "tf.compat" not in code and "class Siamese" not in code


@pytest.mark.parametrize("change", [
    pytest.param(lambda s: s + "\n\nclass Child(Siamese):\n    def network(self, x):\n        return x\n", id="subclassed"),
    pytest.param(lambda s: s.replace("    def network(self, x):", "    @staticmethod\n    def network(self, x):"), id="decorated"),
    pytest.param(lambda s: s.replace("        self.loss = self.distance()", "        self.loss = self.distance()\n        self.network = None"), id="assigned-on-self"),
    pytest.param(lambda s: s.replace("        return tf.matmul(bottom, W)", "        return self.fc_layer(bottom, n_weight, name)"), id="recursive"),
])
def test_classes_whose_methods_may_be_other_code_stay(change):
    module, table = _module(change(CLASS))
    assert "self.network(self.x1)" in inline_self_methods(module, table).code


def test_a_method_other_code_calls_stays_in_the_class():
    module, table = _module(CLASS + "\nm = Siamese()\nh = m.network(m.x1)\n")
    code = inline_self_methods(module, table).code
    assert "self.network(" not in code and "    def network(self, x):" in code and "def fc_layer" in code


def test_a_class_named_by_its_instance_is_renamed():
    module, table = _module(CLASS + "\nSiamese = Siamese()\nprint(Siamese.loss)\n")
    code = rename_classes_named_by_their_instance(module, table).code
    assert "class Siamese_class:" in code and "Siamese = Siamese_class()\nprint(Siamese.loss)\n" in code


@pytest.mark.parametrize("tail", [
    pytest.param("\nprint(Siamese)\nSiamese = Siamese()\n", id="named-before"),
    pytest.param("\nSiamese = Siamese()\nSiamese = 3\n", id="bound-again"),
    pytest.param("\n\ndef make():\n    return Siamese\n\n\nSiamese = Siamese()\n", id="named-in-a-function"),
])
def test_a_class_whose_name_means_the_class_elsewhere_is_not_renamed(tail):
    module, table = _module(CLASS + tail)
    assert rename_classes_named_by_their_instance(module, table).code == module.code
