"""Rule random_streams: a seeded tf.nn.dropout that several sess.run sites compute draws from one
_TF1RandomStream (TF1's one op's Philox stream); the numbers are compared with TF1's in
tests/tf2/test_random_streams_equivalence.py and by the fixture scaled_input_cnn. No
TensorFlow import."""
import textwrap

import pytest

from migrate.source.rules import random_streams

SHARED = """
import numpy as np
import tensorflow as tf
tf.set_random_seed(1234)
x = tf.placeholder(tf.float32, [None, 4])
keep_prob = tf.placeholder(tf.float32)
w = tf.Variable(tf.ones([4, 2]))
h = tf.nn.dropout(x, keep_prob, seed=7)
y = tf.reduce_sum(tf.matmul(h, w))
train = tf.train.GradientDescentOptimizer(0.1).minimize(y)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(3):
        print(sess.run(y, {x: np.ones((2, 4)), keep_prob: 1.0}))
        sess.run(train, {x: np.ones((2, 4)), keep_prob: 0.5})
"""


def test_a_dropout_two_sites_compute_draws_from_one_stream(native):
    code, diags = native(SHARED)
    assert [str(d) for d in diags] == []
    assert "class _TF1RandomStream:" in code
    assert code.count("h_stream = _TF1RandomStream(seed=1234, seed2=7)\n") == 1
    assert code.count("h = tf.nn.experimental.general_dropout(x, rate=1 - keep_prob, uniform_sampler=h_stream.uniform)") == 2
    assert "tf.nn.dropout" not in code and "__tf1to2_stream" not in code
    # made once, before the functions that draw from it
    assert code.index("h_stream = _TF1RandomStream") < code.index("def run_y(")
    compile(code, "out.py", "exec")


def test_the_stream_conversion_is_idempotent(native):
    code, _ = native(SHARED)
    again, diags = native(code)
    assert again == code and not diags


def test_one_site_keeps_tf_nn_dropout_with_its_seed(native):
    src = SHARED.replace("        print(sess.run(y, {x: np.ones((2, 4)), keep_prob: 1.0}))\n", "")
    code, diags = native(src)
    assert [str(d) for d in diags] == []
    assert "h = tf.nn.dropout(x, rate=1 - keep_prob, seed=7)" in code
    assert "_TF1RandomStream" not in code and "__tf1to2_stream" not in code


@pytest.mark.parametrize("seed_line, pair", [
    pytest.param("tf.set_random_seed(1234)\n", (1234, 7), id="graph-seed"),
    pytest.param("", (87654321, 7), id="tf1-default-graph-seed"),
    pytest.param("SEED = 5\ntf.set_random_seed(SEED)\n", (5, 7), id="int-constant"),
    pytest.param("tf.set_random_seed(2147483647)\n", (0, 7), id="modulo-maxint32"),
])
def test_the_stream_is_keyed_by_tf1s_seed_pair(native, seed_line, pair):
    code, _ = native(SHARED.replace("tf.set_random_seed(1234)\n", seed_line))
    assert f"h_stream = _TF1RandomStream(seed={pair[0]}, seed2={pair[1]})" in code


def test_a_graph_seed_set_at_module_level_keys_a_dropout_built_in_a_function(native):
    body = textwrap.indent(SHARED.split("tf.set_random_seed(1234)\n", 1)[1], "    ")
    code, diags = native("import numpy as np\nimport tensorflow as tf\ntf.set_random_seed(3)\n\n\ndef main():\n"
                         + body + "\n\nmain()\n")
    assert [str(d) for d in diags] == []
    assert "h_stream = _TF1RandomStream(seed=3, seed2=7)" in code


def test_a_seeded_op_made_before_the_graph_seed_is_refused(native):
    """TF1 gave the op ``seed=7`` the default graph seed (none was set yet); the converted
    ``tf.random.set_seed(1234)`` runs before the first call and seeds it: other numbers (hunt 18
    W4: a single site had no diagnostic at all; this one had an info note only)."""
    src = SHARED.replace("tf.set_random_seed(1234)\n", "").replace("train = tf.", "tf.set_random_seed(1234)\ntrain = tf.")
    code, diags = native(src)
    assert any("made before tf.set_random_seed" in d.reason and d.severity == "warning" for d in diags), [str(d) for d in diags]


@pytest.mark.parametrize("change", [
    pytest.param(("tf.set_random_seed(1234)\n", "tf.set_random_seed(1234)\ntf.set_random_seed(9)\n"), id="two-seeds"),
    pytest.param(("tf.set_random_seed(1234)\n", "s = int('3')\ntf.set_random_seed(s)\n"), id="seed-not-an-int"),
    pytest.param(("tf.set_random_seed(1234)\n", "tf.reset_default_graph()\ntf.set_random_seed(1234)\n"), id="other-graphs"),
    pytest.param(("seed=7", "seed=np.int64(7)"), id="op-seed-not-an-int"),
])
def test_an_unknown_seed_pair_is_refused(native, change):
    """No shared TF1 stream (the seed pair unknown) for a seeded op two sites compute: each
    converted function would start its copy's stream over. An info note until session 33; a
    refusal since (hunt 21: seeded numbers that TF1 repeated differed with no warning)."""
    old, new = change
    src = SHARED.replace(old, new)
    code, diags = native(src)
    assert "_TF1RandomStream" not in code and "__tf1to2_stream" not in code
    found = [d for d in diags if "computed by more than one sess.run site" in d.reason]
    line = next(i for i, text in enumerate(src.lstrip("\n").splitlines(), 1) if text.startswith("h = tf.nn.dropout("))
    assert len(found) == 1 and found[0].severity == "warning" and found[0].line == line


def test_other_random_ops_two_sites_compute_keep_the_note(native):
    src = SHARED.replace("h = tf.nn.dropout(x, keep_prob, seed=7)",
                         "h = x * keep_prob + tf.cast(tf.multinomial(tf.zeros([1, 4]), 4, seed=7), tf.float32)")
    code, diags = native(src)
    assert "_TF1RandomStream" not in code
    assert any("computed by more than one sess.run site" in d.reason for d in diags)


def test_two_dropouts_get_two_streams(native):
    src = SHARED.replace("y = tf.reduce_sum(tf.matmul(h, w))",
                         "h2 = tf.nn.dropout(tf.matmul(h, w), keep_prob, seed=8)\ny = tf.reduce_sum(h2)")
    code, diags = native(src)
    assert [str(d) for d in diags] == []
    assert "h_stream = _TF1RandomStream(seed=1234, seed2=7)" in code
    assert "h2_stream = _TF1RandomStream(seed=1234, seed2=8)" in code
    assert code.count("class _TF1RandomStream:") == 1
    assert code.count("uniform_sampler=h2_stream.uniform") == 2


@pytest.mark.parametrize("pair, expected", [
    pytest.param((1234, 7), (1234, 7), id="plain"),
    pytest.param((0, 0), (0, 2**31 - 1), id="zero-pair-is-not-nondeterminism"),
    pytest.param((2**31, 2**31 + 3), (1, 4), id="truncated"),
])
def test_seed_pair_follows_tf1s_get_seed(pair, expected):
    import libcst as cst

    class Ctx:
        int_constants: dict = {}

        @staticmethod
        def call_name(node):
            return "tf.nn.dropout"

    dropout = cst.parse_expression(f"tf.nn.dropout(x, 0.5, seed={pair[1]})")
    assert random_streams.seed_pair(dropout, pair[0], Ctx()) == expected


# -- op seeds TF1 counted for ops made without seed= (native.op_seeds) -------------------------

UNSEEDED = """
import numpy as np
import tensorflow as tf
tf.set_random_seed(1)
x = tf.placeholder(tf.float32, [None, 3])
W = tf.Variable(tf.random_normal([3, 2]))
h = tf.nn.dropout(tf.matmul(x, W), 0.5)
loss = tf.reduce_sum(h ** 2)
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([train, loss], {x: np.ones((4, 3))})[1])
"""


def _dropout_line(code):
    return next(line.strip() for line in code.splitlines() if line.strip().startswith("h = "))


@pytest.mark.parametrize("before, seed", [
    pytest.param("W = tf.Variable(tf.random_normal([3, 2]))", 1, id="an-unseeded-initial-value-counts"),
    pytest.param("W = tf.Variable(tf.random_normal([3, 2], seed=4))", 0, id="a-seeded-one-does-not"),
    pytest.param("W = tf.get_variable('W', [3, 2])", 1, id="get_variable-default-glorot-counts"),
    pytest.param("W = tf.get_variable('W', [3, 2], initializer=tf.zeros_initializer())", 0, id="zeros-initializer-does-not"),
    pytest.param("W = tf.get_variable('W', [3, 2], initializer=tf.truncated_normal_initializer(stddev=0.1))", 1,
                 id="random-initializer-counts"),
    pytest.param("W = tf.get_variable('W', initializer=tf.constant(np.ones((3, 2), np.float32)))", 0, id="tensor-initializer"),
    pytest.param("def weight(shape):\n    return tf.Variable(tf.truncated_normal(shape, stddev=0.1))\n\n\n"
                 "V = weight([3, 3])\nW = weight([3, 2])", 2, id="a-factory-counts-per-call"),
    pytest.param("D = tf.layers.dense(x, 3)\nW = tf.Variable(tf.zeros([3, 2]))", 1, id="a-dense-layers-glorot-kernel-counts"),
    pytest.param("D = tf.layers.dense(x, 3, kernel_initializer=tf.zeros_initializer())\nW = tf.Variable(tf.zeros([3, 2]))", 0,
                 id="a-dense-layer-with-zeros-does-not"),
    pytest.param("D = tf.layers.dense(x, 3, kernel_initializer=tf.random_normal_initializer(seed=1), "
                 "bias_initializer=tf.random_uniform_initializer())\nW = tf.Variable(tf.zeros([3, 2]))", 1,
                 id="a-dense-layers-random-bias-counts"),
    pytest.param("import tensorflow.contrib.slim as slim\nD = slim.fully_connected(x, 3)\nW = tf.Variable(tf.zeros([3, 2]))", 1,
                 id="a-slim-layers-xavier-weights-count"),
])
def test_an_unseeded_dropout_gets_the_op_seed_tf1_counted(native, before, seed):
    code, diags = native(UNSEEDED.replace("W = tf.Variable(tf.random_normal([3, 2]))", before))
    assert _dropout_line(code) == f"h = tf.nn.dropout(tf.matmul(x, W), rate=1 - 0.5, seed={seed})"
    assert [d.rule for d in diags] == ["random_streams"] and diags[0].severity == "info"
    assert f"op seed {seed}" in diags[0].reason


@pytest.mark.parametrize("change", [
    pytest.param(("tf.set_random_seed(1)\n", ""), id="no-graph-seed"),
    pytest.param(("W = tf.Variable(", "init = tf.zeros_initializer()\nW0 = tf.layers.dense(x, 2, kernel_initializer=init)\n"
                  "W = tf.Variable("), id="a-layer-initializer-not-known"),
    pytest.param(("W = tf.Variable(", "W0 = mylib.block(x)\nW = tf.Variable("), id="a-call-it-cannot-read-before"),
    pytest.param(("W = tf.Variable(", "def make():\n    return tf.get_variable('D', [2])\n\n\nD = [make()][0]\nW = tf.Variable("),
                 id="a-variable-made-by-a-helper-inside-an-expression"),
    # (a seeded draw written inside an earlier sess.run, "outside the walk": the file is refused
    # since session 33, test_native_session_33)
])
def test_no_op_seed_when_tf1s_count_is_not_known(native, change):
    code, diags = native(UNSEEDED.replace(*change).replace("import numpy as np\n", "import numpy as np\nimport mylib\n"))
    assert "# tf1to2: compat" not in code  # converted: the count, not the file, gave up
    line = _dropout_line(code) if "h = " in code else ""
    assert "seed=" not in line
    assert not any("op seed" in d.reason for d in diags)


def test_a_draw_outside_the_walk_after_the_op_does_not_move_its_count(native):
    """A session block after the dropout drawing numbers of its own: TF1 counted that op after
    the dropout's, which keeps its op seed. (Bound to a name: a seeded op written inside
    sess.run is refused since session 33.)"""
    src = UNSEEDED.replace("    print(sess.run([train, loss], {x: np.ones((4, 3))})[1])",
                           "    print(sess.run([train, loss], {x: np.ones((4, 3))})[1])\n    r = tf.random_normal([2])\n    print(sess.run(r))")
    code, diags = native(src)
    assert _dropout_line(code) == "h = tf.nn.dropout(tf.matmul(x, W), rate=1 - 0.5, seed=1)"
    assert any("op seed 1" in d.reason for d in diags)


GRAPH_BLOCK = """
import numpy as np
import tensorflow as tf
tf.set_random_seed(5)
with tf.Graph().as_default(), tf.Session() as sess:
    tf.set_random_seed(1)
    x = tf.placeholder(tf.float32, [None, 3])
    W = tf.Variable(tf.random_normal([3, 2]))
    h = tf.nn.dropout(tf.matmul(x, W), 0.5)
    loss = tf.reduce_sum(h ** 2)
    train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
    sess.run(tf.global_variables_initializer())
    print(sess.run([train, loss], {x: np.ones((4, 3))})[1])
"""


@pytest.mark.parametrize("change, seed", [
    pytest.param(("", ""), 1, id="the-blocks-own-seed-not-the-old-default-graphs"),
    pytest.param(("tf.set_random_seed(5)\n", ""), 1, id="no-seed-outside"),
    pytest.param(("    tf.set_random_seed(1)\n", "    tf.set_random_seed(1)\n    tf.set_random_seed(1)\n"), None,
                 id="two-seeds-in-the-block-not-counted"),
])
def test_a_seed_set_inside_an_anonymous_graph_block_seeds_that_graph(native, change, seed):
    """``tf.set_random_seed(5)`` before ``with tf.Graph().as_default():`` seeded the old default
    graph; the block's own ``tf.set_random_seed(1)`` seeded the graph the dropout was made in
    (the graph unwrapped, both setters are in one block: the one inside is the one counted)."""
    src = GRAPH_BLOCK.replace(*change) if change[0] else GRAPH_BLOCK
    code, diags = native(src)
    line = _dropout_line(code)
    if seed is None:
        assert "seed=" not in line and not any("op seed" in d.reason for d in diags)
    else:
        assert line == f"h = tf.nn.dropout(tf.matmul(x, W), rate=1 - 0.5, seed={seed})"
        written = next(k for k, text in enumerate(src.lstrip("\n").splitlines(), 1) if text.strip().startswith("h = "))
        assert [(d.line, d.col) for d in diags if f"op seed {seed}" in d.reason] == [(written, 5)]  # (at the line as written)


def test_counting_starts_at_the_graph_seed(native):
    """Draws made before tf.set_random_seed took no count (TF1 had no graph seed then)."""
    src = UNSEEDED.replace("tf.set_random_seed(1)\n", "").replace(
        "h = tf.nn.dropout", "V = tf.Variable(tf.random_normal([3, 2]))\ntf.set_random_seed(1)\nh = tf.nn.dropout")
    assert _dropout_line(native(src)[0]) == "h = tf.nn.dropout(tf.matmul(x, W), rate=1 - 0.5, seed=0)"


def test_an_unseeded_shared_dropout_gets_a_stream_with_the_counted_seed(native):
    src = SHARED.replace("w = tf.Variable(tf.ones([4, 2]))", "w = tf.Variable(tf.truncated_normal([4, 2]))").replace(
        "seed=7)", ")")
    code, diags = native(src)
    assert "h_stream = _TF1RandomStream(seed=1234, seed2=1)" in code
    assert code.count("uniform_sampler=h_stream.uniform") == 2
    assert [d.rule for d in diags] == ["random_streams"]


LAYERS_DROPOUT = """
import numpy as np
import tensorflow as tf
tf.set_random_seed(7)
x = tf.placeholder(tf.float32, [None, 5])
training = tf.placeholder(tf.bool)
h = tf.layers.dense(x, 4)
h = tf.layers.dropout(h, rate=0.4, training=training)
out = tf.layers.dense(h, 1)
loss = tf.reduce_sum(out)
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(2):
        sess.run(train, {x: np.ones((2, 5)), training: True})
        print(sess.run(loss, {x: np.ones((2, 5)), training: False}))
"""


def test_a_layers_dropout_two_sites_compute_draws_from_a_stream_under_its_flag(native):
    code, diags = native(LAYERS_DROPOUT)
    assert [d.rule for d in diags] == ["random_streams"] and "op seed 1" in diags[0].reason
    assert "h_stream = _TF1RandomStream(seed=7, seed2=1)" in code
    lines = [line.strip() for line in code.splitlines() if "general_dropout" in line]
    assert lines == ["h = tf.nn.experimental.general_dropout(h, rate=0.4, uniform_sampler=h_stream.uniform) if training else h"] * 2


@pytest.mark.parametrize("training", ["", ", training=False"])
def test_a_layers_dropout_that_never_drops_takes_no_count(native, training):
    """TF1's Dropout layer with training False (its default) makes no random op (measured)."""
    src = LAYERS_DROPOUT.replace("h = tf.layers.dropout(h, rate=0.4, training=training)",
                                 f"h = tf.layers.dropout(h, rate=0.4{training})\nh = tf.nn.dropout(h, 0.5)")
    code, _ = native(src)
    assert "uniform_sampler=h_" in code and "seed2=1)" in code  # the glorot kernel before it: 0


def test_a_normal_draw_two_sites_compute_draws_from_a_stream(native):
    """The VAE's ``eps = tf.random_normal(tf.shape(mu), ...)`` read by the training and the
    sampling runs (numbers: tests/tf2/test_random_streams_equivalence.py)."""
    src = SHARED.replace("h = tf.nn.dropout(x, keep_prob, seed=7)",
                         "h = x * keep_prob + tf.random_normal(tf.shape(x), mean=1.0, stddev=0.5, seed=9, name='eps')")
    code, diags = native(src)
    assert [str(d) for d in diags] == []
    assert "h_stream = _TF1RandomStream(seed=1234, seed2=9)" in code
    assert code.count("h = x * keep_prob + h_stream.normal(tf.shape(x), mean=1.0, stddev=0.5)") == 2


TWO_GRAPHS = """import numpy as np
import tensorflow as tf
graph = tf.Graph()
with graph.as_default():
  tf.set_random_seed(1)
  x = tf.placeholder(tf.float32, [2, 3])
  w = tf.Variable(tf.truncated_normal([3, 2]))
  out = tf.matmul(x, w)
with tf.Session(graph=graph) as session:
  tf.global_variables_initializer().run()
  print(session.run(out, {x: np.ones((2, 3))}))
graph2 = tf.Graph()
with graph2.as_default():
  tf.set_random_seed(2)
  x = tf.placeholder(tf.float32, [2, 3])
  w = tf.Variable(tf.truncated_normal([3, 4]))
  b = tf.Variable(tf.truncated_normal([4]))
  out = tf.nn.dropout(tf.matmul(x, w) + b, 0.5)
with tf.Session(graph=graph2) as session:
  tf.global_variables_initializer().run()
  print(session.run(out, {x: np.ones((2, 3))}))
"""


def test_each_explicit_graph_counts_its_own_op_seeds(native):
    # the Udacity notebooks: ``tf.set_random_seed`` inside each ``with graph.as_default():``;
    # graph2's dropout is its third unseeded draw (blind f08: EQUIVALENT, 64 values)
    code, diags = native(TWO_GRAPHS)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "out = tf.nn.dropout(tf.matmul(x, w) + b, rate=1 - 0.5, seed=2)" in code
    assert any("TF1 seeded it with op seed 2" in d.reason for d in diags)


def test_a_seed_set_before_an_anonymous_graph_is_not_that_graphs(native):
    # TF1: the setter seeded the old default graph; the new graph's ops are unseeded
    src = ("import numpy as np\nimport tensorflow as tf\ntf.set_random_seed(1)\nwith tf.Graph().as_default():\n"
           "    x = tf.placeholder(tf.float32, [2, 3])\n    drop = tf.nn.dropout(x, 0.5)\n"
           "    with tf.Session() as sess:\n        print(sess.run(drop, {x: np.ones((2, 3))}))\n")
    code, diags = native(src)
    assert "seed=" not in code
    assert not any("TF1 seeded it with op seed" in d.reason for d in diags)


# -- caveat 4: nce_loss / sampled_softmax_loss without sampled_values ----------------------------

SAMPLED = """
import numpy as np
import tensorflow as tf
tf.set_random_seed(42)
inputs = tf.placeholder(tf.int32, [4])
labels = tf.placeholder(tf.int32, [4, 1])
embeddings = tf.Variable(tf.random_uniform([20, 3], -1.0, 1.0))
weights = tf.Variable(tf.truncated_normal([20, 3], stddev=0.5))
biases = tf.Variable(tf.zeros([20]))
embed = tf.nn.embedding_lookup(embeddings, inputs)
loss = tf.reduce_mean(tf.nn.nce_loss(weights=weights, biases=biases, labels=labels, inputs=embed, num_sampled=5, num_classes=20))
train = tf.train.GradientDescentOptimizer(1.0).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([train, loss], {inputs: [1, 2, 3, 4], labels: [[2], [3], [4], [5]]})[1])
"""


@pytest.mark.parametrize("loss", ["nce_loss", "sampled_softmax_loss"])
def test_a_sampled_loss_gets_tf1s_sampler_with_the_counted_seed(native, loss):
    code, diags = native(SAMPLED.replace("nce_loss", loss))
    sampler = ("sampled_values=tf.random.log_uniform_candidate_sampler(true_classes=tf.cast(labels, tf.int64), num_true=1, "
               "num_sampled=5, unique=True, range_max=20, seed=2)")
    assert f"tf.nn.{loss}(weights=weights, biases=biases, labels=labels, inputs=embed, num_sampled=5, num_classes=20, {sampler})" in code
    assert [d.rule for d in diags] == ["random_streams"] and "op seed 2" in diags[0].reason
    assert native(code)[0] == code  # idempotent: the converted call has its sampler


def test_no_sampler_without_a_graph_seed(native):
    code, diags = native(SAMPLED.replace("tf.set_random_seed(42)\n", ""))
    assert "# tf1to2: compat" not in code and "log_uniform_candidate_sampler" not in code
    assert any("loss draws random numbers without seed=" in d.reason for d in diags)


def test_the_scripts_own_sampler_is_left_alone(native):
    own = SAMPLED.replace("num_classes=20))", "num_classes=20, sampled_values=s))").replace(
        "embed = ", "s = tf.nn.uniform_candidate_sampler(tf.cast(labels, tf.int64), 1, 5, True, 20)\nembed = ")
    code, diags = native(own)
    assert "log_uniform_candidate_sampler" not in code and code.count("sampled_values=") == 1
    assert not any("op seed" in d.reason for d in diags)
    assert [d.reason.split(":")[0] for d in diags] == ["s draws random numbers without seed="]  # (the sampler, noted)


@pytest.mark.parametrize("opening", ["with tf.Session() as sess:", "with tf.Graph().as_default(), tf.Session() as sess:"])
def test_a_graph_seed_set_in_a_session_block_goes_before_the_variables_built_after_it(native, opening):
    """The graph built inside a session block moves before the block; the seed set at its top
    must move with it (blind pass 14: the variable was made before ``tf.random.set_seed(1)``,
    unseeded: each run of the converted script printed other numbers, TF1's always the same)."""
    code, diags = native(
        f"import numpy as np\nimport tensorflow as tf\n{opening}\n    tf.set_random_seed(1)\n"
        "    x = tf.placeholder(tf.float32, [None, 2])\n    W = tf.Variable(tf.random_normal([2, 1]), name='W')\n"
        "    y = tf.matmul(x, W)\n    sess.run(tf.global_variables_initializer())\n    print(sess.run(y, {x: np.ones((3, 2))}))\n"
    )
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert code.index("tf.random.set_seed(1)") < code.index("W = tf.Variable(")
    assert code.count("set_seed") == 1


def test_a_graph_seed_set_after_session_code_that_calls_tensorflow_stays_in_the_block(native):
    """Moving it before a statement the block keeps (one calling TensorFlow) would reorder the
    two: it stays where it was."""
    code, diags = native(
        "import tensorflow as tf\nwith tf.Session() as sess:\n    v = tf.Variable(tf.random_normal([2]), name='v')\n"
        "    sess.run(tf.global_variables_initializer())\n    print(sess.run(v))\n    tf.set_random_seed(1)\n"
        "    r = tf.random_normal([2])\n    print(sess.run(r))\n"
    )
    assert code.index("print(v.numpy())") < code.index("tf.random.set_seed(1)"), code


@pytest.mark.parametrize("draw, emitted", [
    pytest.param("tf.truncated_normal([4], stddev=0.5, seed=9)", "h_stream.truncated([4], stddev=0.5)", id="truncated_normal"),
    pytest.param("tf.random_uniform([4], -1.0, 1.0, seed=9)", "h_stream.uniform_range([4], -1.0, 1.0)", id="random_uniform"),
    pytest.param("tf.cast(tf.random_uniform([4], 0, 5, dtype=tf.int32, seed=9), tf.float32)",
                 "tf.cast(h_stream.uniform_range([4], 0, 5, dtype=tf.int32), tf.float32)", id="random_uniform int"),
])
def test_truncated_and_uniform_draws_two_sites_compute_draw_from_a_stream(native, draw, emitted):
    """A red-team hunt: these kept a note ("draws after the first differ") and a native file
    whose later draws differed from TF1's (numbers: tests/tf2/test_random_streams_equivalence.py
    and the fixture seeded_draws_shared)."""
    code, diags = native(SHARED.replace("h = tf.nn.dropout(x, keep_prob, seed=7)", f"h = x * keep_prob + {draw}"))
    assert [str(d) for d in diags] == []
    assert "h_stream = _TF1RandomStream(seed=1234, seed2=9)" in code
    assert code.count(f"h = x * keep_prob + {emitted}") == 2, code
