"""Graph-building functions called once are inlined at their call (strings in, strings out).

The end-to-end check (both eras run and print the same values) is the legacy fixture
``graph_builder_function.py`` in the fixture equivalence test. No TensorFlow import here.
"""
import textwrap

import libcst as cst
import pytest

from migrate.source.native.aliases import ImportTable
from migrate.source.native import convert_module
from migrate.source.native.inline import inline_builders


def inline(src: str) -> str:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    return inline_builders(module, ImportTable.from_module(module))[0].code


def same(src: str) -> None:
    text = textwrap.dedent(src).lstrip("\n")
    assert inline(text) == text


def test_tuple_return_is_renamed_to_the_targets_and_clashing_locals_are_not_shadowed():
    assert inline('''
        import tensorflow as tf


        def model(inputs, width=2):
            """Builds the net."""
            w = tf.Variable(tf.ones([3, width]), name="w")
            loss = tf.reduce_sum(tf.matmul(inputs, w))
            return inputs, loss


        def main():
            loss = None
            x, total = model(tf.constant([[1.0, 2.0, 3.0]]))
            with tf.Session() as sess:
                print(sess.run(total), loss)
        ''') == textwrap.dedent('''\
        import tensorflow as tf


        def main():
            loss = None
            x = tf.constant([[1.0, 2.0, 3.0]])
            width = 2
            w = tf.Variable(tf.ones([3, width]), name="w")
            total = tf.reduce_sum(tf.matmul(x, w))
            with tf.Session() as sess:
                print(sess.run(total), loss)
        ''')


def test_returned_dict_of_names_resolves_its_literal_subscripts():
    assert inline('''
        import tensorflow as tf


        def build():
            x = tf.placeholder(tf.float32, [None, 1], name="x")
            y = 2.0 * x
            return {"x": x, "y": y}


        g = build()
        with tf.Session() as sess:
            print(sess.run(g["y"], feed_dict={g["x"]: [[1.0]]}))
        ''') == textwrap.dedent('''\
        import tensorflow as tf


        x = tf.placeholder(tf.float32, [None, 1], name="x")
        y = 2.0 * x
        with tf.Session() as sess:
            print(sess.run(y, feed_dict={x: [[1.0]]}))
        ''')


def test_refusals_inside_inlined_code_point_at_the_source():
    src = textwrap.dedent('''
        import tensorflow as tf


        def build(x):
            y = tf.keras.layers.Dense(2)(x)
            return y


        def main():
            inputs = tf.placeholder(tf.float32, [None, 2])
            out = build(inputs)
            with tf.Session() as sess:
                print(sess.run(out, {inputs: [[1.0, 2.0]]}))
        ''').lstrip("\n")
    _, diags = convert_module(cst.parse_module(src), "snippet.py")
    # the inlined statement was renamed (x -> inputs, y -> out): still reported at line 5
    assert [(d.line, d.col, d.rule) for d in diags if d.severity == "warning"] == [(5, 9, "variables")]


def test_a_dict_used_otherwise_is_kept_as_an_assignment():
    out = inline('''
        import tensorflow as tf


        def build():
            y = tf.constant(2.0)
            return {"y": y}


        g = build()
        with tf.Session() as sess:
            print(sess.run(g["y"]), len(g))
        ''')
    assert 'g = {"y": y}' in out and "def build" not in out


def test_parameters_bound_to_names_and_literal_defaults():
    out = inline('''
        import tensorflow as tf


        def scaled(t, factor=3.0):
            factor = factor * 2
            return tf.multiply(t, factor)


        a = tf.constant(1.0)
        b = scaled(a)
        with tf.Session() as sess:
            print(sess.run(b))
        ''')
    # t is a; factor is rebound in the body, so it is a local of its own
    assert "factor = 3.0\nfactor = factor * 2\nb = tf.multiply(a, factor)\n" in out


@pytest.mark.parametrize(
    "src",
    [
        pytest.param('''
            import tensorflow as tf
            def f():
                return tf.constant(1.0)
            a = f()
            b = f()
            with tf.Session() as s:
                print(s.run([a, b]))
            ''', id="called twice"),
        pytest.param('''
            import tensorflow as tf
            def f():
                return tf.constant(1.0)
            a = f() * 2
            with tf.Session() as s:
                print(s.run(a))
            ''', id="call inside an expression"),
        pytest.param('''
            import tensorflow as tf
            def f():
                return tf.constant(1.0)
            a = f()
            ''', id="no session in the file (a helper module)"),
        pytest.param('''
            import tensorflow as tf
            def f(x):
                if x:
                    return tf.constant(1.0)
                return tf.constant(2.0)
            a = f(1)
            with tf.Session() as s:
                print(s.run(a))
            ''', id="early return"),
        pytest.param('''
            import tensorflow as tf
            @decorate
            def f():
                return tf.constant(1.0)
            a = f()
            with tf.Session() as s:
                print(s.run(a))
            ''', id="decorated"),
        pytest.param('''
            import tensorflow as tf
            def f(*shape):
                return tf.zeros(shape)
            a = f(2, 3)
            with tf.Session() as s:
                print(s.run(a))
            ''', id="star args"),
        pytest.param('''
            import tensorflow as tf
            def f(n=len("ab")):
                return tf.zeros([n])
            a = f()
            with tf.Session() as s:
                print(s.run(a))
            ''', id="non-literal default (evaluated at def time)"),
        pytest.param('''
            import tensorflow as tf
            def f():
                global counter
                counter = 1
                return tf.constant(1.0)
            a = f()
            with tf.Session() as s:
                print(s.run(a))
            ''', id="global statement"),
        pytest.param('''
            import tensorflow as tf
            def f():
                with tf.Session() as s:
                    return s.run(tf.constant(1.0))
            a = f()
            with tf.Session() as s:
                print(a)
            ''', id="opens a session itself"),
        pytest.param('''
            import tensorflow as tf
            def f():
                x = tf.constant(1.0)
            a = f()
            with tf.Session() as s:
                print(s.run(tf.constant(2.0)), a)
            ''', id="result of a function returning nothing is used"),
    ],
)
def test_not_inlined(src):
    same(src)
