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
])
def test_left_unseeded(change):
    code = _convert(SRC.replace(*change))
    assert "_tf1_initializer_seed" not in code


KEPT = """
import numpy as np
import tensorflow as tf
{seed}init = tf.truncated_normal_initializer(stddev=0.1)
once = tf.contrib.layers.xavier_initializer()
fixed = tf.truncated_normal_initializer(stddev=0.1, seed=3)
x = tf.placeholder(tf.float32, [None, 3])
w = tf.get_variable("w", [3, 2], initializer=init)
v = tf.get_variable("v", [3, 2], initializer=init)
u = tf.get_variable("u", [3, 2], initializer=once)
t = tf.get_variable("t", [3, 2], initializer=fixed)
s = tf.get_variable("s", [3, 2], initializer=fixed)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(tf.matmul(x, w + v + u + t + s), {{x: np.ones((1, 3))}}))
"""


@pytest.mark.parametrize("seed", ["", "tf.set_random_seed(1)\n"], ids=["unseeded", "graph seed"])
def test_an_object_called_twice_is_wrapped_one_called_once_is_not(seed):
    """A Keras initializer object repeats its values (TF1's drew new ones: the equivalence is
    in tests/tf2/test_initializers_equivalence.py): ``init``, used twice, is wrapped; ``once``
    is read once (seeded where made in a seeded file, else as it was); ``fixed`` has a seed
    (TF1 repeated its values too)."""
    code = _convert(KEPT.format(seed=seed))
    assert "init = _tf1_new_values(tf.keras.initializers.TruncatedNormal(mean=0.0, stddev=0.1))" in code
    assert code.count("def _tf1_new_values(initializer):") == 1
    assert "fixed = tf.keras.initializers.TruncatedNormal(mean=0.0, stddev=0.1, seed=3)" in code
    if seed:
        assert "config = dict(initializer.get_config(), seed=_tf1_initializer_seed())" in code
        assert "once = tf.keras.initializers.GlorotUniform(seed=_tf1_initializer_seed())" in code
    else:
        assert "config = dict(initializer.get_config(), seed=None)" in code
        assert "once = tf.keras.initializers.GlorotUniform()" in code and "_tf1_initializer_seed" not in code
    assert _convert(code) == code


@pytest.mark.parametrize("src, kept", [
    pytest.param("init = tf.truncated_normal_initializer(stddev=0.1)\nprint(init.stddev)\n",
                 "init = tf.keras.initializers.TruncatedNormal(mean=0.0, stddev=0.1)", id="attributes read: reported"),
    pytest.param("use = True\ninit = tf.truncated_normal_initializer(stddev=0.1)\n"
                 "w = tf.get_variable('w', [3, 2], initializer=tf.contrib.layers.xavier_initializer() if use else init)\n",
                 "(tf.keras.initializers.GlorotUniform() if use else init)([3, 2]", id="a called branch: called where made"),
])
def test_not_wrapped(src, kept):
    new, diags = convert_module(cst.parse_module("import tensorflow as tf\n" + src + "v = tf.get_variable('v', [3, 2], initializer=init)\n"
                                                 "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                                                 "    print(sess.run(v))\n"), "snippet.py")
    assert kept in new.code and "_tf1_new_values(tf.keras.initializers.GlorotUniform" not in new.code
    if "stddev)" in src:
        assert "_tf1_new_values" not in new.code
        assert [(d.rule, d.line) for d in diags if d.severity == "info"] == [("initializers", 2)], [str(d) for d in diags]
