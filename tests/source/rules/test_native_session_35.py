"""Session 35: the wrong results hunts 25 and 26 left without a diagnostic (Keras objects on
float64 inputs, float64 dataset elements into tf.layers), then new hunts. Strings in, strings
out (no TensorFlow import)."""

import pytest


def _warnings(diags):
    return [str(d) for d in diags if d.severity == "warning"]


KERAS = '''import numpy as np
import tensorflow as tf
x = {x}
{model}
y = {apply} - 1e8
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(y{feed}))
'''
_FED = ", {x: np.array([[1e8, 1.25]])}"


@pytest.mark.parametrize("x, model, apply, feed", [
    pytest.param("tf.placeholder(tf.float64, [None, 2])", "layer = tf.keras.layers.Dense(1, kernel_initializer='ones')",
                 "layer(x)", _FED, id="a Dense object on a float64 placeholder"),
    pytest.param("tf.placeholder(tf.float64, [None, 2])", "model = tf.keras.Sequential([tf.keras.layers.Dense(2), "
                 "tf.keras.layers.Dense(1)])", "model(x)", _FED, id="a Sequential"),
    pytest.param("tf.constant(np.array([[1e8 + 1.0, 0.5]]))", "layer = tf.keras.layers.Dense(1, kernel_initializer='ones')",
                 "layer(x)", "", id="a NumPy float64 constant"),
    pytest.param("tf.placeholder(tf.float64, [None, 2])", "model = tf.keras.Sequential([tf.keras.layers.Dense(2, dtype=tf.float64), "
                 "tf.keras.layers.Dense(1)])", "model(x)", _FED, id="one layer of two given dtype"),
])
def test_a_keras_object_on_a_float64_input_is_refused(native, x, model, apply, feed):
    """Hunt 26 W2 (r10, r17, r21): TF1's Keras 2 layers took their input's dtype (float64
    maths: [[4.]]); Keras 3 casts the input to float32 ([[0.]]), converted with no
    diagnostic. Refused, naming the next step."""
    code, diags = native(KERAS.format(x=x, model=model, apply=apply, feed=feed))
    assert any("called on a float64 input" in w and "dtype=tf.float64" in w for w in _warnings(diags)), _warnings(diags)


@pytest.mark.parametrize("x, model", [
    pytest.param("tf.placeholder(tf.float32, [None, 2])", "model = tf.keras.Sequential([tf.keras.layers.Dense(2), "
                 "tf.keras.layers.Dense(1)])", id="a float32 input"),
    pytest.param("tf.placeholder(tf.float64, [None, 2])", "model = tf.keras.Sequential([tf.keras.layers.Dense(2, dtype=tf.float64), "
                 "tf.keras.layers.Dense(1, dtype='float64')])", id="every layer given dtype (checked EQUIVALENT)"),
])
def test_a_keras_object_computing_in_its_inputs_dtype_converts(native, x, model):
    """(guards: Keras 3 computes as TF1 did)"""
    code, diags = native(KERAS.format(x=x, model=model, apply="model(x)", feed=_FED))
    assert not _warnings(diags), _warnings(diags)
    assert "tf.keras.Sequential(" in code and "placeholder" not in code, code


DATASET = '''import numpy as np
import tensorflow as tf
X = {array}
ds = tf.data.Dataset.from_tensor_slices(X).batch(2)
batch = ds.make_one_shot_iterator().get_next()
h = tf.reshape(batch, [-1, 2])
y = tf.layers.dense(h, 1, kernel_initializer=tf.ones_initializer())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(y))
'''


@pytest.mark.parametrize("array", [
    pytest.param("np.arange(8.0).reshape(4, 2)", id="arange of a float"),
    pytest.param("np.linspace(0, 1, 8).reshape(4, 2)", id="linspace"),
    pytest.param("np.array([[1, 2.5], [3, 4], [5, 6], [7, 8]])", id="a literal with one float after an int"),
])
def test_a_float64_dataset_element_into_a_layer_is_refused(native, array):
    """Hunt 26 r19: a dataset of NumPy float64 arrays into tf.layers.dense: the expansion made
    float32 variables and the converted code crashed (MatMul of double by float), no
    diagnostic: the element's dtype was not known there."""
    code, diags = native(DATASET.format(array=array))
    assert any("tf.layers.dense of a float64 input" in w for w in _warnings(diags)), _warnings(diags)


@pytest.mark.parametrize("array", [
    pytest.param("np.arange(8.0).reshape(4, 2).astype(np.float32)", id="astype float32"),
    pytest.param("np.linspace(0, 1, 8, dtype=np.float32).reshape(4, 2)", id="linspace dtype"),
])
def test_a_float32_dataset_element_into_a_layer_converts(native, array):
    """(guards: float32 arrays make float32 variables in both eras)"""
    code, diags = native(DATASET.format(array=array))
    assert not _warnings(diags), _warnings(diags)
    assert "tf.Variable(" in code and "make_one_shot_iterator" not in code, code
