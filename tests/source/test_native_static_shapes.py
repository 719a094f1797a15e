"""native.static_shapes: a static shape read of a computed tensor (Hvass-Labs' flatten_layer:
``layer.get_shape()[1:4].num_elements()`` sizing the next weight) becomes the shape TF1 knew
while building, so the variable is made once; reads of an unknown shape stay refused. The
shapes come from ``native.shapes`` (conv2d / max_pool / avg_pool, variable factories, shape
constants). Numbers are compared with TF1 by the fixture conv_flatten_shapes. No TensorFlow
import."""
import libcst as cst
import pytest

from migrate.source.convert import convert_source
from migrate.source.native import static_shapes
from migrate.source.native.context import Context
from migrate.source.native.aliases import ImportTable
from migrate.source.native.shapes import shape_of

HEAD = """import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 64])
image = tf.reshape(x, [-1, 8, 8, 1])
w = tf.Variable(tf.zeros([3, 3, 1, 4]))
"""
TAIL = """loss = tf.reduce_sum(tf.matmul(flat, v))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(loss, {x: np.ones((2, 64))}))
"""


def _convert(body: str):
    r = convert_source(HEAD + body + TAIL, path="snippet.py")
    return r.code, [str(d) for d in r.diagnostics if d.severity == "warning"]


@pytest.mark.parametrize("body, expected", [
    pytest.param("h = tf.nn.relu(tf.nn.conv2d(image, w, strides=[1, 1, 1, 1], padding='SAME'))\n"
                 "n = h.get_shape()[1:4].num_elements()\n",
                 "n = tf.TensorShape([None, 8, 8, 4])[1:4].num_elements()", id="get_shape-same-padding"),
    pytest.param("h = tf.nn.max_pool(tf.nn.conv2d(image, w, [1, 1, 1, 1], 'SAME'), [1, 2, 2, 1], [1, 2, 2, 1], 'SAME')\n"
                 "n = h.shape[1:].num_elements()\n",
                 "n = tf.TensorShape([None, 4, 4, 4])[1:].num_elements()", id="shape-attribute-pooled"),
    pytest.param("h = tf.nn.conv2d(image, w, strides=[1, 2, 2, 1], padding='VALID')\n"
                 "n = h.get_shape()[1].value * h.get_shape()[2].value * h.get_shape()[-1].value\n",
                 "n = 3 * 3 * 4", id="dimension-value-valid-padding"),
    pytest.param("h = tf.nn.avg_pool(tf.nn.conv2d(image, w, 1, 'SAME'), ksize=[1, 3, 3, 1], strides=[1, 3, 3, 1], padding='VALID')\n"
                 "dims = h.get_shape().as_list()\nn = dims[1] * dims[2] * dims[3]\n",
                 "dims = [None, 2, 2, 4]", id="as-list-int-strides"),
])
def test_static_shape_reads_fold_and_the_weight_is_made_once(body, expected):
    code, warnings = _convert(body + "flat = tf.reshape(h, [-1, n])\nv = tf.Variable(tf.ones([n, 2]))\n")
    assert not warnings, warnings
    assert expected in code
    assert "get_shape" not in code and "tf.compat" not in code
    # the variable sized by it is made once, at module level (not inside the sess.run function)
    assert code.index("v = tf.Variable(tf.ones([n, 2]))") < code.index("def ")


def test_variable_factory_and_shape_constant_give_the_filter_shape():
    body = ("def new_weights(shape):\n    return tf.Variable(tf.truncated_normal(shape, stddev=0.05, seed=1))\n\n\n"
            "filter_shape = [3, 3, 1, 5]\nk = new_weights(shape=filter_shape)\n"
            "h = tf.nn.conv2d(input=image, filter=k, strides=[1, 1, 1, 1], padding='SAME')\n"
            "n = h.get_shape()[1:4].num_elements()\nflat = tf.reshape(h, [-1, n])\nv = new_weights([n, 2])\n")
    code, warnings = _convert(body)
    assert not warnings, warnings
    assert "n = tf.TensorShape([None, 8, 8, 5])[1:4].num_elements()" in code


def test_the_shape_read_is_the_one_of_the_binding_it_reads():
    # ``h`` is bound again after the read (pooled): the read keeps the shape h had there
    body = ("h = tf.nn.conv2d(image, w, strides=[1, 1, 1, 1], padding='SAME')\n"
            "n = h.get_shape()[1:4].num_elements()\n"
            "h = tf.nn.max_pool(h, [1, 2, 2, 1], [1, 2, 2, 1], 'SAME')\n"
            "flat = tf.reshape(h, [-1, n // 4])\nv = tf.Variable(tf.ones([n // 4, 2]))\n")
    code, warnings = _convert(body)
    assert not warnings, warnings
    assert "n = tf.TensorShape([None, 8, 8, 4])[1:4].num_elements()" in code


@pytest.mark.parametrize("body", [
    # the shape of an op the planner does not model: unknown, the variable stays refused
    pytest.param("h = tf.cumsum(image, 1)\nn = h.get_shape()[1:4].num_elements()\n", id="unknown-op"),  # (tf.pad is modelled since session 40)
    # a dynamic shape (a tensor computed per run), not a static read
    pytest.param("h = tf.nn.relu(image)\nn = tf.reduce_prod(tf.shape(h)[1:])\n", id="tf-shape-is-dynamic"),
    # the tensor itself is read too, not only its shape
    pytest.param("h = tf.nn.relu(image)\nn = h.get_shape()[1:4].num_elements() + tf.reduce_sum(h)\n", id="value-read-too"),
    # the rebound name's earlier shape is not used for a binding whose shape is unknown
    pytest.param("h = tf.nn.relu(image)\nh = tf.cumsum(h, 1)\nn = h.get_shape()[1:4].num_elements()\n",
                 id="rebound-to-unknown"),
])
def test_unknown_or_dynamic_shapes_stay_refused(body):
    _, warnings = _convert(body + "flat = tf.reshape(h, [-1, 25])\nv = tf.Variable(tf.ones([n, 2]))\n")
    assert any("initial value depends on fed or changing values" in w for w in warnings), warnings


def _ctx(src: str) -> Context:
    table = ImportTable.from_module(cst.parse_module(src))
    return Context(table=table, positions={}, tf="tf")


@pytest.mark.parametrize("call, inner, kernel, expected", [
    pytest.param("tf.nn.conv2d(a, k, strides=[1, 1, 1, 1], padding='SAME')", [None, 7, 7, 1], [5, 5, 1, 8], [None, 7, 7, 8], id="conv-same"),
    pytest.param("tf.nn.conv2d(a, k, strides=[1, 2, 2, 1], padding='VALID')", [2, 7, 6, 1], [3, 2, 1, 8], [2, 3, 3, 8], id="conv-valid"),
    pytest.param("tf.nn.max_pool(a, ksize=[1, 2, 2, 1], strides=[1, 2, 2, 1], padding='SAME')", [None, 7, 7, 3], None, [None, 4, 4, 3], id="pool-same-odd"),
    pytest.param("tf.nn.max_pool2d(a, 3, 2, 'VALID')", [None, 7, None, 3], None, [None, 3, None, 3], id="pool2d-unknown-width"),
    pytest.param("tf.nn.conv2d(a, k, strides=[1, 1, 1, 1], padding='SAME', data_format='NCHW')", [None, 1, 7, 7], [3, 3, 1, 8], None, id="nchw-unknown"),
    pytest.param("tf.nn.conv2d(a, k, strides=[1, 1, 1, 1], padding=pad)", [None, 7, 7, 1], [3, 3, 1, 8], None, id="padding-not-literal"),
])
def test_windowed_shapes(call, inner, kernel, expected):
    ctx = _ctx("import tensorflow as tf\n")
    assert shape_of(cst.parse_expression(call), {"a": inner, "k": kernel}, ctx) == expected


def test_shape_reads_need_every_read_to_be_a_shape():
    value = cst.parse_expression("h.get_shape()[1].value + h.shape[2].value")
    found = static_shapes.shape_reads(value, {"h"}, {"h": [None, 3, 4]})
    assert sorted(v[1] for v in found.values()) == [3, 4]
    assert static_shapes.shape_reads(cst.parse_expression("h.get_shape()[1].value + h"), {"h"}, {"h": [None, 3]}) is None
    assert static_shapes.shape_reads(cst.parse_expression("h.get_shape()[7].value"), {"h"}, {"h": [None, 3]}) is None
    # a keyword's name and an attribute's name are not reads: ``shape`` is read nowhere here
    found = static_shapes.shape_reads(cst.parse_expression("f(shape=h.shape)"), {"shape", "h"}, {"h": [1]})
    assert found is not None and list(found.values()) == [("shape", [1], "h")]


@pytest.mark.parametrize("body, expected", [
    pytest.param("h = tf.nn.relu(tf.nn.conv2d(image, w, [1, 1, 1, 1], 'SAME'))\nprint(h)\n",
                 "print(tf.TensorSpec([None, 8, 8, 4], tf.float32))", id="conv-float32"),
    pytest.param("h = tf.argmax(x, axis=1)\nprint('classes', h)\n", "print('classes', tf.TensorSpec([None], tf.int64))", id="argmax-int64"),
    pytest.param("h = tf.equal(tf.argmax(x, 1), 0)\nprint(h)\n", "print(tf.TensorSpec([None], tf.bool))", id="comparison-bool"),
    pytest.param("h = tf.cast(x, tf.int32) * 2\nprint(h)\n", "print(tf.TensorSpec([None, 64], tf.int32))", id="cast"),
    # DataCamp's traffic-signs tutorial (blind r08) printed its layer output and its loss
    pytest.param("h = tf.contrib.layers.fully_connected(x, 5, tf.nn.relu)\nprint('logits: ', h)\n",
                 "print('logits: ', tf.TensorSpec([None, 5], tf.float32))", id="fully_connected (its variables' initial values)"),
    pytest.param("h = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=tf.argmax(x, 1), logits=x))\n"
                 "print('loss: ', h)\n", "print('loss: ', tf.TensorSpec([], tf.float32))", id="a loss reduced to a scalar"),
    pytest.param("h = tf.reduce_sum(x, 1)\nprint(h)\n", "print(tf.TensorSpec([None], tf.float32))", id="reduced over an axis"),
    pytest.param("h = tf.reduce_sum(x, reduction_indices=[1])\nprint(h)\n", None, id="reduction_indices list: unknown"),
])
def test_a_tensor_printed_while_building_prints_its_spec(body, expected):
    if expected is None:
        r = convert_source(HEAD + body + "flat = tf.reshape(image, [-1, 64])\nv = tf.Variable(tf.ones([64, 2]))\n" + TAIL, path="snippet.py")
        assert any(d.rule == "graph" and d.severity == "warning" and "print(...)" in d.reason for d in r.diagnostics)
        return
    r = convert_source(HEAD + body + "flat = tf.reshape(image, [-1, 64])\nv = tf.Variable(tf.ones([64, 2]))\n" + TAIL, path="snippet.py")
    assert not [d for d in r.diagnostics if d.severity == "warning"], [str(d) for d in r.diagnostics]
    assert expected in r.code
    assert any("prints them as a tf.TensorSpec" in str(d) for d in r.diagnostics)


@pytest.mark.parametrize("body", [
    pytest.param("h = tf.nn.relu(image)\nprint(h * tf.reduce_sum(h))\n", id="an-expression-of-it"),
    pytest.param("h = tf.nn.relu(tf.cast(x, dtype))\nprint(h)\n", id="dtype-not-stated"),
    pytest.param("h = tf.pad(image, [[0, 0], [1, 1], [1, 1], [0, 0]])\nprint(h)\n", id="shape-unknown"),
])
def test_a_printed_tensor_without_a_known_spec_stays_refused(body):
    r = convert_source(HEAD + "dtype = tf.float32\n" + body + "flat = tf.reshape(image, [-1, 64])\nv = tf.Variable(tf.ones([64, 2]))\n" + TAIL, path="snippet.py")
    assert any(d.rule == "graph" and d.severity == "warning" and "print(...)" in d.reason for d in r.diagnostics), \
        [str(d) for d in r.diagnostics]


def test_a_size_computed_from_a_static_shape_sizes_the_next_reshape():
    # ``num_features`` (a static size) makes ``flat``'s shape known: its print is a spec too
    body = ("h = tf.nn.conv2d(image, w, strides=[1, 2, 2, 1], padding='SAME')\nhs = h.get_shape()\n"
            "num_features = hs[1:4].num_elements()\nflat = tf.reshape(h, [-1, num_features])\nprint(flat)\n"
            "print(num_features)\nv = tf.Variable(tf.ones([num_features, 2]))\n")
    r = convert_source(HEAD + body + TAIL, path="snippet.py")
    assert not [d for d in r.diagnostics if d.severity == "warning"], [str(d) for d in r.diagnostics]
    assert "print(tf.TensorSpec([None, 64], tf.float32))" in r.code
    assert "print(num_features)" in r.code


def test_a_placeholder_static_shape_printed_while_building_is_the_literal():
    # TF1 printed ``x shape [None, 2]`` (was refused; before that, dropped)
    r = convert_source("import tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 2])\n"
                       "print('x shape', x.get_shape().as_list())\nwith tf.Session() as sess:\n"
                       "    print(sess.run(x * 2, {x: [[1.0, 2.0]]}))\n", path="snippet.py")
    assert not [d for d in r.diagnostics if d.severity == "warning"], [str(d) for d in r.diagnostics]
    assert "print('x shape', [None, 2])" in r.code


def test_a_name_rebound_to_a_value_of_unknown_shape_has_no_earlier_shape():
    # found with a DCGAN (sixteenth session): ``h`` rebound to an op whose shape the converter
    # does not know, then ``relu(h)``, was given the first binding's shape ([None, 2, 2, 1]
    # printed where TF1 printed [None, 4, 4, 3])
    src = ("import numpy as np\nimport tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 4])\n"
           "h = tf.reshape(x, [-1, 2, 2, 1])\nh = tf.tile(h, [1, 2, 2, 3])\nh = tf.nn.relu(h)\n"
           "y = tf.reduce_sum(h)\nprint(h.get_shape().as_list())\n"
           "with tf.Session() as sess:\n    print(sess.run(y, {x: np.ones((1, 4))}))\n")
    result = convert_source(src)
    assert "[None, 2, 2, 1]" not in result.code


def test_an_assert_on_static_shapes_is_kept_with_the_shapes_folded():
    """ywpkwon's siamese ``fc_layer``: ``assert len(bottom.get_shape()) == 2`` (it made the file
    an island: "graph tensors used in a statement the converter does not model")."""
    code, warnings = _convert("h = tf.nn.relu(tf.reshape(image, [-1, 64]))\nassert len(h.get_shape()) == 2\n"
                              "assert h.get_shape()[1] == 64\nflat = h\nv = tf.Variable(tf.ones([64, 2]))\n")
    assert warnings == []
    assert "assert len(tf.TensorShape([None, 64])) == 2\nassert 64 == 64\n" in code  # (a dimension folded to its int)


def test_an_assert_on_computed_values_is_refused():
    code, warnings = _convert("h = tf.nn.relu(tf.reshape(image, [-1, 64]))\nassert len(h.get_shape()) == 2 and h is not x\n"
                              "flat = h\nv = tf.Variable(tf.ones([64, 2]))\n")
    assert any("assert on graph tensors" in w for w in warnings), warnings
