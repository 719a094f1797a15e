"""Explicit graph objects are unwrapped before planning (strings in, strings out).

The end-to-end check (both eras print the same values) is the legacy fixture
``named_graph_session.py`` in the fixture equivalence test. No TensorFlow import here.
"""
import textwrap

import libcst as cst
import pytest

from migrate.source.native.aliases import ImportTable
from migrate.source.native.graphs import unwrap_graphs


def unwrap(src: str) -> str:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    return unwrap_graphs(module, ImportTable.from_module(module)).code


def test_graph_object_block_and_session_argument_go():
    assert unwrap('''
        import tensorflow as tf


        def main():
            g = tf.Graph()
            # the model
            with g.as_default():
                x = tf.constant(1.0)
                y = x * 2.0
            with tf.Session(graph=g) as sess:
                print(sess.run(y))
            other = tf.Session(config=None, graph=g)
        ''') == textwrap.dedent('''\
        import tensorflow as tf


        def main():
            # the model
            x = tf.constant(1.0)
            y = x * 2.0
            with tf.Session() as sess:
                print(sess.run(y))
            other = tf.Session(config=None)
        ''')


def test_ops_made_in_a_session_block_of_the_graph_belong_to_it():
    out = unwrap('''
        import tensorflow as tf
        g = tf.Graph()
        with g.as_default():
            w = tf.Variable(1.0)
        with tf.Session(graph=g) as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(w))
        ''')
    assert "tf.Graph" not in out and "with tf.Session() as sess:" in out


def test_reset_default_graph_statements_are_dropped():
    assert unwrap('''
        import tensorflow as tf
        a = tf.constant(1.0)
        tf.reset_default_graph()
        b = tf.constant(2.0)
        ''') == "import tensorflow as tf\na = tf.constant(1.0)\nb = tf.constant(2.0)\n"


@pytest.mark.parametrize(
    "src",
    [
        pytest.param('''
            import tensorflow as tf
            g = tf.Graph()
            with g.as_default():
                x = tf.constant(1.0)
            print(g.get_operations())
            ''', id="the graph object is used otherwise"),
        pytest.param('''
            import tensorflow as tf
            g = tf.Graph()
            g = tf.Graph()
            with g.as_default():
                x = tf.constant(1.0)
            ''', id="bound twice"),
        pytest.param('''
            import tensorflow as tf
            g = tf.Graph()
            with g.as_default() as graph:
                x = tf.constant(1.0)
            ''', id="as_default() as NAME"),
        pytest.param('''
            import tensorflow as tf
            g = tf.Graph()
            with g.as_default(), tf.device("/cpu:0"):
                x = tf.constant(1.0)
            ''', id="with more items"),
        pytest.param('''
            import tensorflow as tf
            graphs = [tf.Graph()]
            ''', id="not a plain name"),
        pytest.param('''
            import tensorflow as tf
            x = tf.constant(1.0)
            g = tf.Graph()
            with g.as_default():
                y = tf.constant(2.0)
            with tf.Session(graph=g) as sess:
                print(sess.run(x))
            ''', id="ops in the default graph too (x is not in g)"),
    ],
)
def test_left_as_is(src):
    text = textwrap.dedent(src).lstrip("\n")
    assert unwrap(text) == text
