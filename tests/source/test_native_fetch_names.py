"""Fetch lists bound to a name are folded into the sess.run calls (strings in, strings out).

End to end (both eras print the same values): the golden ``fetch_names`` case and the
class-with-step() scripts of the red-team passes. No TensorFlow import here.
"""
import textwrap

import libcst as cst
import pytest

from migrate.source.convert import convert_source
from migrate.source.native.aliases import ImportTable
from migrate.source.native.fetch_names import fold_fetch_names

HEAD = '''
import tensorflow as tf
x = tf.placeholder(tf.float32, [None])
w = tf.Variable(1.0)
loss = tf.reduce_sum(x * w)
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
'''


def fold(src: str) -> str:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    return fold_fetch_names(module, ImportTable.from_module(module)).code


@pytest.mark.parametrize(
    "body, folded",
    [
        pytest.param('''
            with tf.Session() as sess:
                fetches = [loss, train_op]
                for i in range(3):
                    l = sess.run(fetches, {x: [1.0]})[0]
            ''', '''
            with tf.Session() as sess:
                for i in range(3):
                    l = sess.run([loss, train_op], {x: [1.0]})[0]
            ''', id="list before a loop"),
        pytest.param('''
            sess = tf.Session()
            # what one step fetches
            ops = {"loss": loss, "train": train_op}
            out = sess.run(fetches=ops, feed_dict={x: [1.0]})
            print(out["loss"])
            ''', '''
            sess = tf.Session()
            # what one step fetches
            out = sess.run(fetches={"loss": loss, "train": train_op}, feed_dict={x: [1.0]})
            print(out["loss"])
            ''', id="dict by keyword, comment kept"),
        pytest.param('''
            with tf.Session() as sess:
                for i in range(3):
                    fetches = (loss, train_op)
                    a = sess.run(fetches, {x: [1.0]})
                    b = sess.run(fetches, {x: [2.0]})
            ''', '''
            with tf.Session() as sess:
                for i in range(3):
                    a = sess.run((loss, train_op), {x: [1.0]})
                    b = sess.run((loss, train_op), {x: [2.0]})
            ''', id="tuple read twice"),
    ],
)
def test_fetch_names_are_folded(body, folded):
    assert fold(HEAD + textwrap.dedent(body)) == textwrap.dedent(HEAD + textwrap.dedent(folded)).lstrip("\n")


@pytest.mark.parametrize(
    "body",
    [
        pytest.param('''
            with tf.Session() as sess:
                fetches = [loss, train_op]
                print(len(fetches), sess.run(fetches, {x: [1.0]}))
            ''', id="read other than as the fetches"),
        pytest.param('''
            with tf.Session() as sess:
                fetches = [loss]
                fetches = [loss, train_op]
                sess.run(fetches, {x: [1.0]})
            ''', id="bound twice"),
        pytest.param('''
            with tf.Session() as sess:
                fetches = [loss, tf.identity(w)]
                sess.run(fetches, {x: [1.0]})
            ''', id="a call in the value"),
        pytest.param('''
            with tf.Session() as sess:
                fetches = [loss, train_op]
                loss = loss * 2
                sess.run(fetches, {x: [1.0]})
            ''', id="a name of the value rebound before the read"),
        pytest.param('''
            with tf.Session() as sess:
                fetches = [loss, train_op]
                step = lambda: sess.run(fetches, {x: [1.0]})
                step()
            ''', id="read in a lambda"),
        pytest.param('''
            def step(sess):
                return sess.run(fetches, {x: [1.0]})
            fetches = [loss, train_op]
            with tf.Session() as sess:
                step(sess)
            ''', id="read by a function defined before"),
        pytest.param('''
            with tf.Session() as sess:
                if True:
                    fetches = [loss, train_op]
                sess.run(fetches, {x: [1.0]})
            ''', id="assigned in a nested block"),
        pytest.param('''
            def bump():
                global loss
                loss = loss * 2
            with tf.Session() as sess:
                fetches = [loss, train_op]
                sess.run(fetches, {x: [1.0]})
            ''', id="a name of the value declared global"),
    ],
)
def test_fetch_names_left_as_written(body):
    src = HEAD + textwrap.dedent(body)
    assert fold(src) == textwrap.dedent(src).lstrip("\n")


def test_a_named_fetch_list_converts_natively():
    src = textwrap.dedent(HEAD) + textwrap.dedent('''
        fetches = [loss, train_op]
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            for i in range(3):
                l, _ = sess.run(fetches, {x: [1.0, 2.0]})
                print(l)
        ''')
    result = convert_source(src, mode="native", path="f.py")
    assert [str(d) for d in result.diagnostics if d.severity == "warning"] == []
    assert "fetches" not in result.code and "l, _ = run_loss_train_op(x=[1.0, 2.0])" in result.code
