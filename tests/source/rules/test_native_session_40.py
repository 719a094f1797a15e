"""Session 40: static shapes of the ops that sat between placeholders and a layer in hunt 38's
refusals ("tf.layers.dense input whose shape ... the source does not state", 7 files):
``tf.gather``, segment sums, ``tf.ones_like``, ``tf.cond`` / ``tf.where`` branches, ``tf.fill``,
``tf.squeeze``, reductions with ``keepdims=True``, ``np.sqrt`` of an int, and a size read
from a static shape in an inlined helper (``d = keys.get_shape().as_list()[-1]``). Strings in,
strings out (no TensorFlow import); each snippet's full script was checked EQUIVALENT with
``tf1to2 check`` (11 values each: five losses and the evaluation outputs)."""

import pytest


def _warnings(diags):
    return [str(d) for d in diags if d.severity == "warning"]


SCRIPT = '''import numpy as np
import tensorflow as tf

tf.set_random_seed(1)
np.random.seed(1)
x = tf.placeholder(tf.float32, [None, 4])
ids = tf.placeholder(tf.int32, [None])
y = tf.placeholder(tf.float32, [None, 1])
is_train = tf.placeholder(tf.bool, [])
{graph}
out = tf.layers.dense(feat, 1, name="o")
loss = tf.reduce_mean(tf.square(out - {target}))
train = tf.train.AdamOptimizer(0.02).minimize(loss)
X = np.random.randn(6, 4).astype(np.float32)
I = np.array([0, 0, 1, 1, 2, 2], dtype=np.int32)
Y = X.sum(axis=1, keepdims=True)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        _, l = sess.run([train, loss], {{x: X, ids: I, y: Y, is_train: True}})
        print(i, "%.5f" % l)
    print(np.round(sess.run(out, {{x: X, ids: I, y: Y, is_train: False}}), 4))
'''

HIDDEN = 'h = tf.layers.dense(x, 6, name="h")\n'


@pytest.mark.parametrize("graph, units", [
    pytest.param('T = tf.get_variable("T", [3, 5])\nfeat = tf.concat([x, tf.gather(T, ids)], axis=1)', 9, id="gather-rows"),
    pytest.param(HIDDEN + "feat = tf.gather(h, [0, 2, 3], axis=1)", 3, id="gather-columns"),
    pytest.param(HIDDEN + "feat = h / (tf.ones_like(h) * 2.0) + tf.zeros_like(x[:, :1])", 6, id="ones-like"),
    pytest.param(HIDDEN + "feat = tf.cond(is_train, lambda: h * 0.8, lambda: h)", 6, id="cond-lambdas"),
    pytest.param(HIDDEN + "feat = tf.where(h > 0, h, tf.fill(tf.shape(h), -1.0))", 6, id="where-fill"),
    pytest.param(HIDDEN + "feat = h / tf.reduce_sum(h, axis=1, keepdims=True)", 6, id="keepdims"),
    pytest.param(HIDDEN + "feat = tf.squeeze(tf.expand_dims(h, 1), axis=1)", 6, id="squeeze-axis"),
    pytest.param(HIDDEN + "feat = tf.concat([h, tf.reduce_mean(h, 1, keep_dims=True)], -1)", 7, id="keep-dims-concat"),
])
def test_the_layer_after_a_shape_op_is_sized_from_its_static_shape(native, graph, units):
    code, diags = native(SCRIPT.format(graph=graph, target="y"))
    assert not _warnings(diags), _warnings(diags)
    assert f'([{units}, 1], dtype=tf.float32), name="o/kernel")' in code, code


def test_segment_sums_keep_the_rows_unknown_and_the_columns(native):
    """Hunt 38 z_022 (graph pooling: segment sum / mean / max of node features, then a dense
    readout; EQUIVALENT, 14 values): the segments' count is not in the source, the features'
    width is."""
    code, diags = native(SCRIPT.format(graph=HIDDEN + "feat = tf.concat([tf.segment_sum(h, ids), "
                                       "tf.unsorted_segment_max(h, ids, 3)], axis=1)\nys = tf.segment_mean(y, ids)",
                                       target="ys"))
    assert not _warnings(diags), _warnings(diags)
    assert '([12, 1], dtype=tf.float32), name="o/kernel")' in code
    assert "tf.math.segment_sum(h, ids)" in code and "tf.math.unsorted_segment_max(h, ids, 3)" in code


def test_a_size_read_from_a_static_shape_in_an_inlined_helper_sizes_the_next_layer(native):
    """Hunt 38 z_067 (additive attention helper called twice, its width read as
    ``keys.get_shape().as_list()[-1]``, scores scaled by ``np.sqrt(d)``, masked with
    ``tf.where`` / ``tf.fill``; EQUIVALENT): the dense head over both contexts has 8 inputs."""
    code, diags = native('''import numpy as np
import tensorflow as tf

def attention(query, keys, mask, name):
    with tf.variable_scope(name):
        d = keys.get_shape().as_list()[-1]
        Wq = tf.get_variable("Wq", [query.get_shape().as_list()[-1], d])
        scores = tf.reduce_sum(tf.expand_dims(tf.matmul(query, Wq), 1) * keys, axis=2) / np.sqrt(d)
        scores = tf.where(mask, scores, tf.fill(tf.shape(scores), -1e9))
        alpha = tf.nn.softmax(scores)
        return tf.reduce_sum(tf.expand_dims(alpha, -1) * keys, axis=1)

B, T, D = 3, 5, 4
q = tf.placeholder(tf.float32, [B, 2])
k = tf.placeholder(tf.float32, [B, T, D])
lens = tf.placeholder(tf.int32, [B])
mask = tf.sequence_mask(lens, T)
ctx = attention(q, k, mask, "att1")
ctx2 = attention(q, k, mask, "att2")
out = tf.layers.dense(tf.concat([ctx, ctx2], 1), 1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, {q: np.ones((3, 2)), k: np.ones((3, 5, 4)), lens: [1, 2, 3]}))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "d_1 = 4\n" in code and '([2, d_1], dtype=tf.float32), name="att2/Wq")' in code
    assert '([8, 1], dtype=tf.float32), name="dense/kernel")' in code


@pytest.mark.parametrize("graph", [
    pytest.param(HIDDEN + "feat = tf.cond(is_train, lambda: h, lambda: h[:, :2])", id="cond-branches-disagree"),
    pytest.param(HIDDEN + "feat = tf.squeeze(h, axis=1)", id="squeeze-of-a-wide-axis"),
    pytest.param(HIDDEN + "feat = tf.gather(h, ids, axis=1, batch_dims=1)", id="gather-batch-dims"),
    pytest.param(HIDDEN + "feat = tf.where(is_train, h, x)", id="where-shapes-disagree"),
    pytest.param(HIDDEN + "feat = h / np.sqrt(h)", id="np-of-a-tensor"),
])
def test_a_shape_the_source_does_not_fix_stays_refused(native, graph):
    code, diags = native(SCRIPT.format(graph=graph, target="y"))
    assert any("input whose shape" in w for w in _warnings(diags)), _warnings(diags)


def test_tf_where_of_a_draw_shaped_like_a_vector_is_tf2s_where(native):
    """The draw ``tf.random_uniform(tf.shape(greedy))`` has ``greedy``'s shape, so the condition's
    rank is ``x``'s: TF2's ``tf.where`` selects alike, with the one draw TF1 made (seed written
    out; an epsilon-greedy action, EQUIVALENT). Session 34 refused it as of unknown rank."""
    code, diags = native('''import numpy as np
import tensorflow as tf
tf.set_random_seed(3)
s = tf.placeholder(tf.float32, [None, 2])
greedy = tf.argmax(s, axis=1, output_type=tf.int32)
action = tf.where(tf.less(tf.random_uniform(tf.shape(greedy)), 0.3), tf.ones_like(greedy), greedy)
with tf.Session() as sess:
    print(sess.run(action, {s: np.eye(2)[[0, 1, 1]]}))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "tf.where(tf.less(tf.random.uniform(tf.shape(greedy), seed=0), 0.3), tf.ones_like(greedy), greedy)" in code


BIRNN = '''import numpy as np
import tensorflow as tf

np.random.seed(92)
tf.set_random_seed(92)
B, T, D, H = 4, 6, 3, 5
x = tf.placeholder(tf.float32, [B, T, D])
lens = tf.placeholder(tf.int32, [B])
labels = tf.placeholder(tf.int32, [B, T])
fw = tf.contrib.rnn.LSTMCell(H)
bw = tf.contrib.rnn.LSTMCell(H)
{outputs} = tf.nn.bidirectional_dynamic_rnn(fw, bw, x, sequence_length=lens, dtype=tf.float32)
outs = tf.concat([out_fw, out_bw], axis=-1)
logits = tf.layers.dense(outs, 3)
mask = tf.sequence_mask(lens, T)
loss = tf.losses.sparse_softmax_cross_entropy(labels, logits, weights=tf.to_float(mask))
train = tf.train.AdamOptimizer(0.02).minimize(loss)
X = np.random.randn(B, T, D).astype(np.float32)
L = np.array([6, 4, 2, 5], dtype=np.int32)
Y = (X[:, :, 0] > 0).astype(np.int32) + (X[:, :, 1] > 1).astype(np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(30):
        _, l = sess.run([train, loss], {{x: X, lens: L, labels: Y}})
    print(sorted(v.name for v in tf.trainable_variables()))
'''


@pytest.mark.parametrize("outputs", [
    pytest.param("(out_fw, out_bw), _", id="states discarded as one _ (hunt 38 z_092)"),
    pytest.param("(out_fw, out_bw), (st_fw, st_bw)", id="four names"),
])
def test_a_bidirectional_rnn_with_its_states_discarded_and_a_sequence_mask_weight(native, outputs):
    """Hunt 38 z_092 (a BiLSTM tagger, per-step loss weighted by ``tf.sequence_mask``; EQUIVALENT,
    16 values with the variable names): ``_`` for both states was refused as "other targets
    than TF1's result structure", and the mask's rank was unknown to the loss (TF1 squeezes
    weights one rank above the labels). The dense layer reads the two directions' 2 * 5 units."""
    code, diags = native(BIRNN.format(outputs=outputs))
    assert not _warnings(diags), _warnings(diags)
    assert '([10, 3], dtype=tf.float32), name="dense/kernel")' in code
    assert 'name="bidirectional_rnn/fw/lstm_cell/kernel"' in code and 'name="bidirectional_rnn/bw/lstm_cell/kernel"' in code


def test_a_bidirectional_rnn_with_one_name_for_three_values_stays_refused(native):
    code, diags = native(BIRNN.format(outputs="out_fw, out_bw, _").replace("tf.concat([out_fw, out_bw], axis=-1)", "out_fw"))
    assert any("other targets than TF1's result structure" in w for w in _warnings(diags)), _warnings(diags)


CONVNET = '''import numpy as np
import tensorflow as tf

np.random.seed(39)
tf.set_random_seed(39)


class ConvNet:
    def __init__(self, config):
        self.config = config
        self.images = tf.placeholder(tf.float32, [None, 10, 10, 1], name="images")
        self.labels = tf.placeholder(tf.int64, [None], name="labels")
        self.logits = self._inference(self.images)
        loss = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=self.labels, logits=self.logits)
        self.loss = tf.reduce_mean(loss)
        self.train_op = tf.train.GradientDescentOptimizer(0.1).minimize(self.loss)

    def _inference(self, images):
        net = tf.layers.conv2d(images, self.config["filters"], 3, activation=tf.nn.relu, name="conv1")
        net = tf.layers.max_pooling2d(net, 2, 2)
        net = tf.layers.flatten(net)
        return tf.layers.dense(net, self.config["classes"], name="fc")

    def run_epoch(self, sess, X, Y):
        _, l = sess.run([self.train_op, self.loss], {{self.images: X, self.labels: Y}})
        return l


imgs = np.random.rand(20, 10, 10, 1).astype(np.float32)
labs = (imgs.mean(axis=(1, 2, 3)) > 0.5).astype(np.int64)
{config}
net = ConvNet(config)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for ep in range(3):
        print(ep, "%.5f" % net.run_epoch(sess, imgs, labs))
'''


def test_a_model_class_whose_instance_shares_a_local_name_and_reads_a_config_dict(native):
    """Hunt 38 z_039 (a CNN class: ``_inference`` builds ``net = tf.layers.conv2d(...)`` and the
    instance is also ``net``; layer sizes from ``self.config["filters"]``; ``run_epoch(sess, ...)``
    methods; EQUIVALENT, 4 values): the local ``net`` was counted as a read of the instance (the
    class was not taken), and a dict's item was no int constant."""
    code, diags = native(CONVNET.format(config='config = {"filters": 4, "classes": 2}'))
    assert not _warnings(diags), _warnings(diags)
    assert '([3, 3, 1, 4], dtype=tf.float32), name="conv1/kernel")' in code
    assert '([64, 2], dtype=tf.float32), name="fc/kernel")' in code
    assert "tf.compat.v1" not in code and "Session" not in code


@pytest.mark.parametrize("config", [
    pytest.param('config = {"filters": 4, "classes": 2}\nconfig["filters"] = 8', id="an item stored"),
    pytest.param('config = {"filters": 4, "classes": 2}\nconfig.update(filters=8)', id="update"),
    pytest.param('config = {"filters": 4, "classes": 2}\ntune(config)', id="passed to a function"),
    pytest.param('config = {"filters": 4, "classes": 2}\nconfig = {"filters": 8, "classes": 2}', id="bound twice"),
    pytest.param('config = {"filters": 4.0, "classes": 2}', id="not an int"),
    pytest.param('config = {"filters": 4, "classes": 2, "inner": {"drop": 0.0}}', id="a nested dict (hunt 40 zb_099)"),
    pytest.param('config = {"filters": 4, "classes": 2}\nglobals()["config"]["filters"] = 8', id="globals() (hunt 40 W3)"),
    pytest.param('config = {"filters": 4, "classes": 2}\nvars()["config"]["filters"] = 8', id="vars()"),
])
def test_a_config_dict_that_may_change_gives_no_int_constant(native, config):
    code, diags = native("def tune(c):\n    c['filters'] = 8\n\n\n" + CONVNET.format(config=config))
    assert any("filters that is not an int literal or int constant" in w for w in _warnings(diags)), _warnings(diags)


WGAN = '''import numpy as np
import tensorflow as tf

tf.set_random_seed(55)
np.random.seed(55)

def mlp(x, name, n_out):
    with tf.variable_scope(name, reuse=tf.AUTO_REUSE):
        h = tf.layers.dense(x, 16, tf.nn.relu, kernel_initializer=tf.random_normal_initializer(stddev=0.1, seed=1), name="l1")
        return tf.layers.dense(h, n_out, kernel_initializer=tf.random_normal_initializer(stddev=0.1, seed=2), name="l2")

real = tf.placeholder(tf.float32, [None, 2])
z = tf.placeholder(tf.float32, [None, 3])
fake = mlp(z, "gen", 2)
critic_real = mlp(real, "critic", 1)
critic_fake = mlp(fake, "critic", 1)
c_loss = tf.reduce_mean(critic_fake) - tf.reduce_mean(critic_real)
g_loss = -tf.reduce_mean(critic_fake)
c_vars = {c_vars}
g_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, "gen")
c_train = tf.train.RMSPropOptimizer(5e-3).minimize(c_loss, var_list=c_vars)
g_train = tf.train.RMSPropOptimizer(5e-3).minimize(g_loss, var_list=g_vars)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for it in range(20):
        zz = np.random.randn(32, 3).astype(np.float32)
        _, cl = sess.run([c_train, c_loss], {{real: np.random.randn(32, 2).astype(np.float32) + 2.0, z: zz}})
        _, gl = sess.run([g_train, g_loss], {{z: zz}})
    print("critic %.5f gen %.5f" % (cl, gl))
'''


@pytest.mark.parametrize("c_vars", [
    pytest.param('tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, "critic")', id="collection by scope"),
    pytest.param('tf.trainable_variables(scope="critic")', id="trainable_variables(scope=)"),
    pytest.param('[v for v in tf.trainable_variables() if v.name.startswith("critic/")]', id="filtered by name"),
])
def test_a_layer_helper_whose_reusing_scope_is_its_parameter_is_inlined_per_call(native, c_vars):
    """Hunt 36 x_055 (a WGAN: ``mlp(x, name, n_out)`` opens ``variable_scope(name,
    reuse=tf.AUTO_REUSE)``, the critic called on real and fake data, the two players trained on
    their scopes' variables; EQUIVALENT, 7 values): a helper reusing a scope named by a string
    literal was inlined per call since session 31, one named by its parameter was not (the
    layers "inside the helper function 'mlp'"). The critic's second call reads the first's
    variables."""
    code, diags = native(WGAN.format(c_vars=c_vars))
    assert not _warnings(diags), _warnings(diags)
    assert code.count('name="critic/l1/kernel")') == 1 and code.count('name="gen/l2/kernel")') == 1
    listed = next(line for line in code.splitlines() if line.startswith("c_vars = "))
    assert "critic_l1_kernel, critic_l1_bias, critic_l2_kernel, critic_l2_bias]" in listed, listed
    assert "h_2 = tf.nn.relu(tf.nn.bias_add(tf.matmul(fake, critic_l1_kernel), critic_l1_bias))" in code


def test_a_helper_whose_scope_name_is_computed_stays_a_helper(native):
    code, diags = native(WGAN.format(c_vars='tf.trainable_variables(scope="critic")').replace(
        "tf.variable_scope(name, reuse", "tf.variable_scope(name + '_net', reuse"))
    assert any("inside the helper function 'mlp'" in w for w in _warnings(diags)), _warnings(diags)


def test_a_layer_helper_scoped_by_its_parameter_without_reuse_makes_each_calls_layers(native):
    """Hunt 36 x_056 (a DQN: ``q_network(s, "online")`` and ``q_network(s2, "target")``, the
    target copied from the online network by ``tf.group`` of assigns over the two scopes'
    collections; EQUIVALENT, 14 values)."""
    code, diags = native('''import numpy as np
import tensorflow as tf

def q_network(s, scope):
    with tf.variable_scope(scope):
        h = tf.layers.dense(s, 12, tf.nn.relu, kernel_initializer=tf.random_uniform_initializer(-0.3, 0.3, seed=1))
        return tf.layers.dense(h, 2, kernel_initializer=tf.random_uniform_initializer(-0.3, 0.3, seed=2))

s_ph = tf.placeholder(tf.float32, [None, 4])
q = q_network(s_ph, "online")
q_next = q_network(s_ph, "target")
online_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="online")
target_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="target")
update_target = tf.group(*[t.assign(o) for o, t in zip(online_vars, target_vars)])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(update_target)
    print(sess.run(q_next - q, {s_ph: np.ones((2, 4))}))
''')
    assert not _warnings(diags), _warnings(diags)
    assert 'name="online/dense_1/kernel")' in code and 'name="target/dense_1/kernel")' in code
    assert "target_vars = [target_dense_kernel, target_dense_bias, target_dense_1_kernel, target_dense_1_bias]" in code


ALIASED = '''import numpy as np
import tensorflow as tf

z = tf.placeholder(tf.float32, [None, 3])
x = tf.placeholder(tf.float32, [None, 1])
with tf.variable_scope("G"):
    fake = tf.layers.dense(tf.layers.dense(z, 8, tf.nn.relu), 1)
with tf.variable_scope("D"):
    d_real = tf.layers.dense(x, 1, name="out")
with tf.variable_scope("D", reuse=True):
    d_fake = tf.layers.dense(fake, 1, name="out")
bce = tf.nn.sigmoid_cross_entropy_with_logits
d_loss = tf.reduce_mean(bce(labels=tf.ones_like(d_real), logits=d_real)) + tf.reduce_mean(bce(labels=tf.zeros_like(d_fake), logits=d_fake))
t_vars = tf.trainable_variables()
d_vars = [v for v in t_vars if v.name.startswith("D/")]
d_optim = tf.train.AdamOptimizer(0.01, beta1=0.5).minimize(d_loss, var_list=d_vars)
{extra}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for _ in range(5):
        _, dl = sess.run([d_optim, d_loss], {{z: np.ones((4, 3)), x: np.ones((4, 1))}})
    print("%.5f" % dl)
'''


def test_a_name_bound_to_a_tensorflow_function_is_written_out_at_its_calls(native):
    """Hunt 38 z_062 (a DCGAN class: ``bce = tf.nn.sigmoid_cross_entropy_with_logits`` in
    ``__init__``, the variable lists filtered from ``tf.trainable_variables()``; EQUIVALENT, 7
    values): a call of ``bce`` was a call of an unknown function that might make variables, so
    ``tf.trainable_variables()`` could not be listed."""
    code, diags = native(ALIASED.format(extra=""))
    assert not _warnings(diags), _warnings(diags)
    assert "bce" not in code
    assert "tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=tf.ones_like(d_real), logits=d_real))" in code


def test_a_function_alias_read_other_than_as_a_callee_stays(native):
    code, diags = native(ALIASED.format(extra="print(bce.__name__)"))
    assert any("some variables are created where the converter cannot list them" in w for w in _warnings(diags)), _warnings(diags)


@pytest.mark.parametrize("src, written", [
    pytest.param("import tensorflow as tf\nOpt = tf.train.AdamOptimizer\nw = tf.Variable([1.0, -2.0])\n"
                 "loss = tf.reduce_sum(w ** 2)\nstep = Opt(0.1).minimize(loss)\nwith tf.Session() as sess:\n"
                 "    sess.run(tf.global_variables_initializer())\n    for i in range(3):\n        sess.run(step)\n"
                 "    print(sess.run(w))\n", "optimizer.apply_gradients(", id="an optimizer class (EQUIVALENT)"),
    pytest.param('import tensorflow as tf\n\n\ndef main(_):\n    print("ran", 3 * 4)\n\n\nrunner = tf.app.run\nrunner()\n',
                 "absl.app.run(main", id="tf.app.run (EQUIVALENT)"),
])
def test_other_tensorflow_aliases_called_only_are_written_out(native, src, written):
    """Session 31 and the flags rule refused these aliases (an unknown callee); written out at
    their calls they are the calls the rules convert (both checked with ``tf1to2 check``)."""
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert written in code and "Opt(" not in code and "runner" not in code


@pytest.mark.parametrize("graph, units", [
    pytest.param("feat = x[:, ::2]", 2, id="a slice with a step (hunt 39 za_065)"),
    pytest.param(HIDDEN + "feat = tf.squeeze(h[..., None], -1)[:, 1:]", 5, id="ellipsis and a new axis"),
    pytest.param(HIDDEN + "feat = tf.pad(h, [[0, 0], [1, 2]])", 9, id="pad (hunt 39 za_066)"),
    pytest.param(HIDDEN + "feat = tf.concat([tf.nn.top_k(h, k=2).values, tf.nn.top_k(h, 3)[0]], 1)", 5, id="top_k values"),
    pytest.param(HIDDEN + "feat = tf.concat([tf.split(h, [2, 4], axis=1)[1], tf.split(h, 3, 1)[0]], 1)", 6, id="split parts"),
    pytest.param(HIDDEN + "feat = tf.reverse(h, [1])", 6, id="reverse"),
    pytest.param("feat = tf.reduce_sum(tf.one_hot(tf.cast(x > 0, tf.int32), 3, axis=1), 2)", 3, id="one_hot on axis 1 (hunt 39 za_036)"),
    pytest.param(HIDDEN + "feat = tf.squeeze(tf.matmul(tf.expand_dims(h, 1), tf.reshape(tf.tile(h, [1, 2]), [-1, 6, 2])), 1)", 2,
                 id="batch matmul (hunt 39 za_095)"),
    pytest.param(HIDDEN + "feat = tf.matmul(h, tf.ones([2, 6]), transpose_b=True)", 2, id="matmul transpose_b"),
    pytest.param(HIDDEN + "feat = tf.matmul(tf.reshape(h, [tf.shape(x)[0], -1]), tf.ones([6, 3]))", 3,
                 id="matmul of a reshape to a run-time size"),
    pytest.param(HIDDEN + "feat = tf.concat([h, tf.fill([tf.shape(x)[0], 1], 0.5)], 1)", 7, id="fill of a run-time size (hunt 39 za_028)"),
    pytest.param(HIDDEN + "feat = tf.reduce_mean(tf.tile(tf.expand_dims(h, 1), [1, tf.shape(x)[0], 1]), 1)", 6,
                 id="tile by a run-time multiple (hunt 39 za_094)"),
    pytest.param("up = tf.image.resize_images(tf.reshape(x, [-1, 2, 2, 1]), [4, 4])\nfeat = tf.contrib.layers.flatten(up)", 16,
                 id="image resize (hunt 39 za_056)"),
])
def test_more_shape_ops_size_the_next_layer(native, graph, units):
    """Hunt 39's islands "tf.layers.dense input whose shape ... the source does not state" (22
    files): each op's TF1 static shape (each form checked EQUIVALENT in its hunt script)."""
    code, diags = native(SCRIPT.format(graph=graph, target="y"))
    assert not _warnings(diags), _warnings(diags)
    assert f'([{units}, 1], dtype=tf.float32), name="o/kernel")' in code, code


@pytest.mark.parametrize("graph", [
    pytest.param(HIDDEN + "feat = tf.split(h, [2, -1], axis=1)[1]", id="split with a -1 size"),
    pytest.param(HIDDEN + "feat = tf.pad(h, pads)", id="pad of unstated paddings"),
    pytest.param(HIDDEN + "feat = tf.matmul(h, tf.ones([2, 6]))", id="matmul of disagreeing inner dimensions"),
    pytest.param(HIDDEN + "feat = h[::0]", id="a zero step"),
])
def test_more_shapes_the_source_does_not_fix_stay_refused(native, graph):
    code, diags = native("pads = [[0, 0], [1, 1]] if len('ab') > 1 else None\n" + SCRIPT.format(graph=graph, target="y"))
    assert any("input whose shape" in w for w in _warnings(diags)), _warnings(diags)


PAIRS = '''import numpy as np
import tensorflow as tf

X = np.random.randn(3, 6).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 6])
a = tf.layers.dense(x[:, ::2], 2, name="a")
b = tf.layers.dense(tf.pad(x, [[0, 0], [1, 2]]), 2, name="b")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for {loop}:
        r = sess.run(t, {{x: X}})
        print(name, r.shape, np.round(r, 4).ravel()[:8])
{after}'''


def test_a_fetch_loop_over_name_tensor_pairs_is_unrolled(native):
    """Hunt 39 za_065-za_070 (``for name, t in [("a", a), ("b", b), ("c", c)]: r = sess.run(t)``,
    six files, EQUIVALENT since): each trip written out with the pair's name and tensor (the
    loop variable fetched was "a fetch of 't' ... a loop variable over tensors"); a loop name
    also a keyword elsewhere (``name="a"``) is no read of it."""
    code, diags = native(PAIRS.format(loop='name, t in [("a", a), ("b", b)]', after=""))
    assert not _warnings(diags), _warnings(diags)
    assert 'print("a", r.shape, np.round(r, 4).ravel()[:8])' in code and 'print("b", r.shape,' in code
    assert "for name, t in" not in code


@pytest.mark.parametrize("loop, after", [
    pytest.param('name, t in [("a", a), ("b", b)]', "print(name)", id="a loop name read after the loop"),
    pytest.param('name, t in [("a", a), ("b", f(b))]', "", id="an element that is a call"),
    pytest.param('(name, t) in [("a", a), ("b",)]', "", id="tuples of another length"),
])
def test_other_fetch_loops_over_pairs_stay_loops(native, loop, after):
    code, diags = native("def f(v):\n    return v\n\n\n" + PAIRS.format(loop=loop, after=after))
    assert any("loop variable over tensors" in w for w in _warnings(diags)), _warnings(diags)


REUSED = '''import numpy as np
import tensorflow as tf

X = np.random.randn(5, 3).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 3])
h = tf.layers.dense(x, 4, activation=tf.nn.relu)
r = tf.reduce_sum(h, axis=1)
p = tf.nn.softmax(h)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    rv, pv = sess.run([r, p], {{x: X}})
    for i, r in enumerate(rv):
        print(i, round(float(r), 4))
    for h in pv[:2]:
        print(np.round(h, 4))
{after}'''


def test_a_tensor_name_rebound_by_a_for_loop_after_its_last_fetch_is_python(native):
    """Hunt 39 M (za_099, za_091: ``for i, r in enumerate(rv):`` after ``sess.run([r, p])``;
    EQUIVALENT since): the loop's target was "'r' is a graph object read outside sess.run"
    (the whole file an island)."""
    code, diags = native(REUSED.format(after=""))
    assert not _warnings(diags), _warnings(diags)
    assert "for i, r in enumerate(rv):" in code and "for h in pv[:2]:" in code


def test_a_constant_rebound_by_a_loop_while_a_later_fetch_reads_it_stays_refused(native):
    """(a graph constant stays a module-level value in the converted code: a sess.run function
    reading it after the loop would read the loop's last value)"""
    code, diags = native('''import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 3])
r = tf.constant([1.0, 2.0, 3.0])
y = x * r
with tf.Session() as sess:
    rv = sess.run(r)
    for r in rv * 10.0:
        print(float(r))
    print(sess.run(y, {x: np.ones((1, 3), np.float32)}))
''')
    assert any("'r' is rebound by plain Python code while a sess.run function still reads" in w for w in _warnings(diags)), _warnings(diags)


def test_a_named_graphs_tensor_lookup_is_the_default_graphs_once_unwrapped(native):
    """Hunt 39 M za_050 (``graph = tf.Graph()``, ``with graph.as_default():``, then
    ``graph.get_tensor_by_name("output:0")`` in the session; EQUIVALENT since): the lookup on the
    graph's name kept the graph from being unwrapped, and the island's messages called ``init``
    unbound and the ``name=`` tensors unnamed."""
    code, diags = native('''import numpy as np
import tensorflow as tf

graph = tf.Graph()
with graph.as_default():
    x = tf.placeholder(tf.float32, [None, 4], name="input_x")
    out = tf.identity(tf.layers.dense(x, 2, name="logits"), name="output")
    probs = tf.nn.softmax(out, name="probs")
    init = tf.global_variables_initializer()
with tf.Session(graph=graph) as sess:
    sess.run(init)
    print(sess.run("probs:0", feed_dict={"input_x:0": np.ones((2, 4))}))
    t = graph.get_tensor_by_name("output:0")
    print(sess.run(t, {x: np.ones((1, 4))}))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "tf.Graph()" not in code and "get_tensor_by_name" not in code
    assert "Session" not in code and "t = out" in code


def test_a_static_shape_read_gives_tf1s_folded_sizes(native):
    """Hunt 40 W (zb_042, DIFFERENT before: the printed static shape of ``tf.sequence_mask(lens,
    tf.shape(x)[1])`` was ``[None, None]``, TF1's ``[None, 5]``): TF1's shape inference folded
    ``tf.shape(x)[1]`` of a known dimension, and the lengths' maximum when they were constants.
    A size is taken as TF1 had it (an int, ``tf.shape(t)[i]``, a placeholder's None) or the
    shape stays unknown; measured under TF1: ``tf.fill([tf.shape(x)[1], 1])`` is ``[3, 1]``,
    ``tf.sequence_mask(tf.constant([3, 5, 2]))`` is ``[3, 5]`` (EQUIVALENT, 17 values)."""
    code, diags = native('''import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 5, 2])
lens = tf.placeholder(tf.int32, [None])
w = tf.sequence_mask(lens, tf.shape(x)[1], dtype=tf.float32)
print("w shape", w.get_shape().as_list())
f = tf.fill([tf.shape(x)[1], tf.shape(x)[0]], 0.5)
print("f shape", f.get_shape().as_list())
h = tf.layers.dense(x, 1)
score = tf.reduce_sum(tf.squeeze(h, -1) * w, axis=1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(score, {x: np.ones((3, 5, 2)), lens: [3, 5, 2]}))
''')
    assert not _warnings(diags), _warnings(diags)
    assert 'print("w shape", [None, 5])' in code and 'print("f shape", [5, None])' in code


@pytest.mark.parametrize("size", [
    pytest.param("tf.reduce_max(lens)", id="a tensor TF1 may have folded"),
    pytest.param("n", id="a name bound to a tensor"),
])
def test_a_size_tf1_may_have_folded_leaves_the_shape_unknown(native, size):
    code, diags = native(f'''import numpy as np
import tensorflow as tf

lens = tf.constant([3, 5, 2])
n = tf.reduce_max(lens)
w = tf.sequence_mask(lens, {size}, dtype=tf.float32)
h = tf.layers.dense(w, 1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(h))
''')
    assert any("input whose shape" in w for w in _warnings(diags)), _warnings(diags)


def test_a_size_bound_to_a_name_first_is_read_through_it(native):
    """Hunt 39 M za_098 (``batch_size = tf.shape(x)[0]``, ``flat = tf.reshape(x, [batch_size,
    -1])``, ``W2 = tf.get_variable("W2", [out.get_shape().as_list()[-1], 1])``; EQUIVALENT, 3
    values): the name bound once to ``tf.shape(t)[i]`` is that size (TF1: ``[None, None]``)."""
    code, diags = native('''import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 3, 5])
batch_size = tf.shape(x)[0]
flat = tf.reshape(x, [batch_size, -1])
W = tf.get_variable("W", [15, 2])
out = tf.matmul(flat, W)
W2 = tf.get_variable("W2", [out.get_shape().as_list()[-1], 1])
out2 = tf.matmul(out, W2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(np.round(sess.run(out2, {x: np.ones((4, 3, 5), np.float32)}), 4))
''')
    assert not _warnings(diags), _warnings(diags)
    assert 'tf.Variable(tf.keras.initializers.GlorotUniform()([2, 1], dtype=tf.float32), name="W2")' in code
