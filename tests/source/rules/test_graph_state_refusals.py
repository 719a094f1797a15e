"""Graph state the planner cannot move into sess.run functions is refused, never mis-converted.

Both were wrong conversions once: a value computed once where TF1 recomputed (or redrew) it at
every sess.run. No TensorFlow import.
"""
import pytest


@pytest.mark.parametrize(
    "src, rule, line",
    [
        pytest.param(
            """
            import numpy as np
            import tensorflow as tf
            dataset = tf.data.Dataset.from_tensor_slices(np.arange(4.0)).batch(2)
            batch = dataset.make_one_shot_iterator().get_next()
            with tf.Session() as sess:
                print(sess.run(batch), sess.run(batch))
            """,
            "graph", 4, id="TF1 iterator: each sess.run draws the next element"),
        pytest.param(
            """
            import tensorflow as tf
            iterator = tf.data.Dataset.range(3).make_initializable_iterator()
            nxt = iterator.get_next()
            with tf.Session() as sess:
                sess.run(iterator.initializer)
                print(sess.run(nxt))
            """,
            "graph", 2, id="initializable iterator"),
        pytest.param(
            """
            import tensorflow as tf
            x = tf.placeholder(tf.float32, [None, 2])
            y = tf.keras.layers.Dense(2)(x)
            with tf.Session() as sess:
                sess.run(tf.global_variables_initializer())
                print(sess.run(y, {x: [[1.0, 2.0]]}), sess.run(y, {x: [[3.0, 4.0]]}))
            """,
            "variables", 3, id="Keras layer built and applied in one expression"),
        pytest.param(
            """
            import tensorflow as tf
            x = tf.placeholder(tf.float32, [2])
            y = x * 2.0
            print(y)
            with tf.Session() as sess:
                print(sess.run(y, {x: [1.0, 2.0]}))
            """,
            "graph", 4, id="print of a graph tensor while building (TF1 prints the symbolic tensor)"),
        pytest.param(
            """
            import tensorflow as tf
            x = tf.placeholder(tf.float32, [2])
            log_stats(tf.reduce_sum(x))
            with tf.Session() as sess:
                print(sess.run(x, {x: [1.0, 2.0]}))
            """,
            "graph", 3, id="a Python function called on graph tensors while building"),
    ],
)
def test_refused(refused, src, rule, line):
    refused(src, rule, line)
