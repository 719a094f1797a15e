"""native.initializer_seeds: Keras initializers seeded from TensorFlow's stream where TF1's
graph seed made them repeatable (strings in, strings out; the runs are compared in
test_native_equivalence.py)."""
import textwrap

import libcst as cst
import pytest

from migrate.source.native import convert_module

SRC = """
import numpy as np
import tensorflow as tf
tf.set_random_seed(1)
x = tf.placeholder(tf.float32, [None, 3])
w = tf.get_variable("w", [3, 2])
v = tf.get_variable("v", [3, 2], initializer=tf.truncated_normal_initializer(stddev=0.1))
u = tf.get_variable("u", [3, 2], initializer=tf.truncated_normal_initializer(stddev=0.1, seed=7))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(tf.matmul(x, w + v + u), {x: np.ones((1, 3))}))
"""


def _convert(src):
    new, diags = convert_module(cst.parse_module(textwrap.dedent(src).lstrip("\n")), "snippet.py")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    return new.code


def test_unseeded_initializers_get_a_seed_from_the_stream_and_seeded_ones_keep_theirs():
    code = _convert(SRC)
    assert code.count("def _tf1_initializer_seed():") == 1
    assert 'w = tf.Variable(tf.keras.initializers.GlorotUniform(seed=_tf1_initializer_seed())([3, 2], dtype=tf.float32), name="w")' in code
    assert "TruncatedNormal(mean=0.0, stddev=0.1, seed=_tf1_initializer_seed())" in code
    assert "TruncatedNormal(mean=0.0, stddev=0.1, seed=7)" in code
    assert _convert(code) == code  # (a second pass changes nothing)


@pytest.mark.parametrize("change", [
    pytest.param(("tf.set_random_seed(1)\n", ""), id="no graph seed: TF1 did not repeat either"),
    pytest.param(('w = tf.get_variable("w", [3, 2])\nv = tf.get_variable("v", [3, 2], initializer=tf.truncated_normal_initializer(stddev=0.1))\n',
                  'init = tf.truncated_normal_initializer(stddev=0.1)\nw = tf.get_variable("w", [3, 2], initializer=init)\n'
                  'v = tf.get_variable("v", [3, 2], initializer=init)\n'),
                 id="an initializer object called twice (seeded, Keras 3 would repeat its values)"),
])
def test_left_unseeded(change):
    code = _convert(SRC.replace(*change))
    assert "_tf1_initializer_seed" not in code
