"""native.static_methods: graph-building methods that never read their instance -> module functions."""
import textwrap

import libcst as cst
import pytest

from migrate.source.native import convert_module
from migrate.source.native.aliases import ImportTable
from migrate.source.native.static_methods import hoist_static_methods


def _hoist(src: str) -> str:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    return hoist_static_methods(module, ImportTable.from_module(module)).code


MOVED = [
    pytest.param(
        """
        import tensorflow as tf


        class seq2seq(object):
            \"\"\"A local copy of a contrib module.\"\"\"

            @staticmethod
            def loss(logits, targets):
                return tf.reduce_mean(tf.square(logits - targets))


        y = seq2seq.loss(tf.ones([2]), tf.zeros([2]))
        """,
        """
        import tensorflow as tf


        def loss(logits, targets):
            return tf.reduce_mean(tf.square(logits - targets))


        y = loss(tf.ones([2]), tf.zeros([2]))
        """,
        id="a namespace class of static methods: functions, the class dropped",
    ),
    pytest.param(
        """
        import tensorflow as tf


        class Model(object):
            def __init__(self, n):
                self.n = n
                self.w = self._weight([n, 2])
                self.cost = tf.reduce_sum(self.err(self.w, 1.0))

            @staticmethod
            def err(a, b):
                return tf.square(a - b)

            def _weight(self, shape):
                return tf.Variable(tf.zeros(shape))

            def size(self):
                return self.n * 2


        err = 3
        m = Model(4)
        """,
        """
        import tensorflow as tf


        def Model_err(a, b):
            return tf.square(a - b)


        def _weight(shape):
            return tf.Variable(tf.zeros(shape))


        class Model(object):
            def __init__(self, n):
                self.n = n
                self.w = _weight([n, 2])
                self.cost = tf.reduce_sum(Model_err(self.w, 1.0))

            def size(self):
                return self.n * 2


        err = 3
        m = Model(4)
        """,
        id="a static method and a method ignoring self move (a clashing name gets the class prefix); one reading self stays",
    ),
]


@pytest.mark.parametrize("before, after", MOVED)
def test_moved(before, after):
    assert _hoist(before) == textwrap.dedent(after).lstrip("\n")
    assert _hoist(after) == textwrap.dedent(after).lstrip("\n")  # nothing left to move


KEPT = [
    pytest.param(
        """
        import tensorflow as tf
        class Model(object):
            def __init__(self):
                self.w = self.make()
            def make(self):
                return tf.Variable(1.0)
        m = Model()
        v = m.make()
        """,
        id="the method is read through an instance outside the class",
    ),
    pytest.param(
        """
        import tensorflow as tf
        class Base(object):
            @staticmethod
            def act(x):
                return tf.nn.relu(x)
        class Leaky(Base):
            @staticmethod
            def act(x):
                return tf.nn.leaky_relu(x)
        """,
        id="a class of the file derives from it (the method may be overridden)",
    ),
    pytest.param(
        """
        import numpy as np
        class Data(object):
            @staticmethod
            def batch(n):
                return np.zeros(n)
        x = Data.batch(3)
        """,
        id="a helper that does not use TensorFlow stays as written",
    ),
    pytest.param(
        """
        import functools
        import tensorflow as tf
        class Model(object):
            @functools.lru_cache()
            def act(self, x):
                return tf.nn.relu(x)
        """,
        id="another decorator",
    ),
    pytest.param(
        """
        import tensorflow as tf
        class Model(object):
            @staticmethod
            def act(x):
                return tf.nn.relu(x)
        Model.act = tf.nn.elu
        y = Model.act(tf.ones([2]))
        """,
        id="the method name is assigned to",
    ),
]


@pytest.mark.parametrize("src", KEPT)
def test_kept(src):
    assert _hoist(src) == textwrap.dedent(src).lstrip("\n")


def test_model_class_with_static_helpers_converts_natively():
    src = textwrap.dedent(
        """
        import numpy as np
        import tensorflow as tf


        class ops(object):
            @staticmethod
            def dense(x, w, b):
                return tf.matmul(x, w) + b


        class Regressor(object):
            def __init__(self, n_in, n_out):
                self.xs = tf.placeholder(tf.float32, [None, n_in])
                self.ys = tf.placeholder(tf.float32, [None, n_out])
                w = self._weight([n_in, n_out])
                b = self._weight([n_out])
                self.pred = ops.dense(self.xs, w, b)
                self.cost = tf.reduce_mean(self.squared(self.pred, self.ys))
                self.train_op = tf.train.GradientDescentOptimizer(0.1).minimize(self.cost)

            @staticmethod
            def squared(a, b):
                return tf.square(a - b)

            def _weight(self, shape):
                initial = tf.constant(0.1, shape=shape)
                return tf.Variable(initial)


        model = Regressor(3, 1)
        X = np.arange(12, dtype=np.float32).reshape(4, 3) / 10.0
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            for i in range(5):
                _, c = sess.run([model.train_op, model.cost], {model.xs: X, model.ys: X[:, :1]})
                print(i, c)
        """
    ).lstrip("\n")
    new, diags = convert_module(cst.parse_module(src), "snippet.py")
    assert [str(d) for d in diags if d.severity != "info"] == []
    code = new.code
    assert "class " not in code and "Session" not in code and "placeholder" not in code
    assert "def squared(a, b):" in code and "def _weight(shape):" in code and "def dense(x, w, b):" in code
    assert "cost = tf.reduce_mean(squared(pred, ys))" in code
    assert "w_1 = _weight([n_in, n_out])" in code or "w = _weight([n_in, n_out])" in code
    again, diags2 = convert_module(cst.parse_module(code), "snippet.py")
    assert again.code == code and not diags2
