"""Rule summaries against TF1 itself: the event files the converted script writes hold the same
scalar values at the same steps as the ones TF1's FileWriter wrote (and histograms of the same
values), read back with TensorFlow's own event reader."""
import glob
import os

import numpy as np
import tensorflow as tf
from tensorboard.util import tensor_util

from migrate.source.convert import convert_source

SCRIPT = """
import numpy as np
import tensorflow as tf
a = tf.placeholder(tf.float32, [None, 3], name="a")
v = tf.Variable(tf.ones([3, 1]) * 0.5, name="v")
loss = tf.reduce_mean(tf.square(tf.matmul(a, v)))
tf.summary.scalar("loss", loss)
tf.summary.histogram("weights", v)
merged = tf.summary.merge_all()
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
batch = np.arange(6, dtype=np.float32).reshape(2, 3) / 10.0
with tf.Session() as sess:
    writer = tf.summary.FileWriter(LOGDIR, sess.graph)
    sess.run(tf.global_variables_initializer())
    for step in range(3):
        summary, _ = sess.run([merged, train], feed_dict={a: batch})
        writer.add_summary(summary, step * 10)
    writer.close()
"""


def _events(logdir):
    """{(tag, step): value} from every event file in ``logdir`` (scalars as float, histograms
    as the (min, max, count) TF1's histogram proto or TF2's bucket tensor gives)."""
    out = {}
    for path in glob.glob(os.path.join(logdir, "events*")):
        for event in tf.compat.v1.train.summary_iterator(path):
            for value in event.summary.value:
                kind = value.WhichOneof("value")
                if kind == "simple_value":
                    out[(value.tag, event.step)] = value.simple_value
                elif kind == "histo":
                    out[(value.tag, event.step)] = (value.histo.min, value.histo.max, value.histo.num)
                elif kind == "tensor":
                    array = tensor_util.make_ndarray(value.tensor)
                    if array.ndim == 0:
                        out[(value.tag, event.step)] = float(array)
                    else:  # TF2 histogram buckets: [left, right, count]
                        out[(value.tag, event.step)] = (array[:, 0].min(), array[:, 1].max(), array[:, 2].sum())
    return out


def test_converted_summaries_write_tf1_values_at_tf1_steps(tmp_path):
    tf1_dir, tf2_dir = tmp_path / "tf1", tmp_path / "tf2"
    graph = tf.Graph()
    with graph.as_default():
        tf1_script = SCRIPT.replace("LOGDIR", repr(str(tf1_dir))).replace("import tensorflow as tf", "import tensorflow.compat.v1 as tf")
        exec(compile(tf1_script, "tf1.py", "exec"), {"__name__": "tf1"})
    result = convert_source(SCRIPT.replace("LOGDIR", repr(str(tf2_dir))), mode="native")
    assert result.status == "converted", [str(d) for d in result.diagnostics]
    assert "tf.summary.create_file_writer" in result.code and "_tf1_add_summary(writer, summary, step * 10)" in result.code
    exec(compile(result.code, "tf2.py", "exec"), {"__name__": "tf2"})
    tf1, tf2 = _events(str(tf1_dir)), _events(str(tf2_dir))
    scalars = {k: v for k, v in tf1.items() if k[0] == "loss"}
    assert sorted(scalars) == [("loss", 0), ("loss", 10), ("loss", 20)]
    for key, value in scalars.items():
        np.testing.assert_allclose(tf2[key], value, rtol=1e-6)
    assert len(set(scalars.values())) == 3  # the loss changes: each step's own value was written
    for step in (0, 10, 20):
        lo1, hi1, n1 = tf1[("weights", step)]
        lo2, hi2, n2 = tf2[("weights", step)]
        np.testing.assert_allclose([lo2, hi2, n2], [lo1, hi1, n1], rtol=1e-6)


SCOPED = """
import numpy as np
import tensorflow as tf


def add_layer(inputs, in_size, out_size, n_layer, activation_function=None):
    layer_name = 'layer%s' % n_layer
    with tf.name_scope(layer_name):
        with tf.name_scope('weights'):
            Weights = tf.Variable(tf.ones([in_size, out_size]) * 0.5, name='W')
            tf.summary.histogram(layer_name + '/weights', Weights)
        outputs = tf.matmul(inputs, Weights)
        if activation_function is not None:
            outputs = activation_function(outputs)
        tf.summary.histogram(layer_name + '/outputs', outputs)
    return outputs


xs = tf.placeholder(tf.float32, [None, 2])
l1 = add_layer(xs, 2, 3, n_layer=1, activation_function=tf.nn.relu)
out = add_layer(l1, 3, 1, n_layer=2)
with tf.name_scope('loss'):
    loss = tf.reduce_mean(tf.square(out - 1.0))
    tf.summary.scalar('loss', loss)
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
sess = tf.Session()
merged = tf.summary.merge_all()
writer = tf.summary.FileWriter(LOGDIR, sess.graph)
sess.run(tf.global_variables_initializer())
for i in range(2):
    sess.run(train, feed_dict={xs: [[1.0, 2.0]]})
    writer.add_summary(sess.run(merged, feed_dict={xs: [[1.0, 2.0]]}), i)
writer.close()
"""


def test_tags_under_name_scopes_of_a_helper_called_twice_are_tf1s(tmp_path):
    # Morvan's TensorBoard tutorial: the layer helper's name scopes are computed
    # ('layer%s' % n_layer) and entered once per call; TF1's tags carry the scope prefix
    # (layer1/weights/layer1/weights): the converted file writes the same tags and values
    tf1_dir, tf2_dir = tmp_path / "tf1", tmp_path / "tf2"
    with tf.Graph().as_default():
        tf1_script = SCOPED.replace("LOGDIR", repr(str(tf1_dir))).replace("import tensorflow as tf", "import tensorflow.compat.v1 as tf")
        exec(compile(tf1_script, "tf1.py", "exec"), {"__name__": "tf1"})
    result = convert_source(SCOPED.replace("LOGDIR", repr(str(tf2_dir))), mode="native")
    assert result.status == "converted", [str(d) for d in result.diagnostics]
    exec(compile(result.code, "tf2.py", "exec"), {"__name__": "tf2"})
    tf1, tf2 = _events(str(tf1_dir)), _events(str(tf2_dir))
    assert sorted(tf2) == sorted(tf1)
    assert ("layer2/weights/layer2/weights", 1) in tf1 and ("loss/loss", 0) in tf1
    for key, value in tf1.items():
        np.testing.assert_allclose(np.asarray(tf2[key], dtype=float), np.asarray(value, dtype=float), rtol=1e-6)
