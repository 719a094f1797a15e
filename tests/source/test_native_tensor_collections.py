"""Collections of the script's own tensors written out as lists (strings in, strings out).

The end-to-end check (both eras print the same numbers) is the legacy fixture
``cifar10_weight_decay.py`` in the fixture equivalence test. No TensorFlow import here.
"""
import textwrap

import libcst as cst
import pytest

from migrate.source.native import convert_module
from migrate.source.native.aliases import ImportTable
from migrate.source.native.tensor_collections import list_tensor_collections


def listed(src: str) -> str:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    return list_tensor_collections(module, ImportTable.from_module(module)).code


def test_additions_go_and_each_read_is_the_list_so_far():
    assert listed("""
        import tensorflow as tf
        a = tf.constant(1.0)
        tf.add_to_collection("losses", a)
        first = tf.get_collection("losses")
        with tf.variable_scope("s"):
            b = tf.constant(2.0)
            tf.add_to_collection("losses", b)
        total = tf.add_n(tf.get_collection("losses"))
        """) == textwrap.dedent("""
        import tensorflow as tf
        a = tf.constant(1.0)
        first = [a]
        with tf.variable_scope("s"):
            b = tf.constant(2.0)
        total = tf.add_n([a, b])
        """).lstrip("\n")


def test_a_graph_block_sees_only_its_own_additions():
    assert listed("""
        import tensorflow as tf
        a = tf.constant(1.0)
        tf.add_to_collection("mine", a)
        with tf.Graph().as_default():
            b = tf.constant(2.0)
            tf.add_to_collection("mine", b)
            inner = tf.get_collection("mine")
        tf.reset_default_graph()
        after_reset = tf.get_collection("mine")
        """) == textwrap.dedent("""
        import tensorflow as tf
        a = tf.constant(1.0)
        with tf.Graph().as_default():
            b = tf.constant(2.0)
            inner = [b]
        tf.reset_default_graph()
        after_reset = []
        """).lstrip("\n")


KEPT = [
    pytest.param("for i in range(2):\n    a = tf.constant(1.0)\n    tf.add_to_collection('c', a)\nx = tf.get_collection('c')\n",
                 id="an addition in a loop runs any number of times"),
    pytest.param("if flag:\n    a = tf.constant(1.0)\n    tf.add_to_collection('c', a)\nx = tf.get_collection('c')\n",
                 id="an addition under an if"),
    pytest.param("a = tf.constant(1.0)\nfor i in range(2):\n    tf.add_to_collection('c', a * 2.0)\nx = tf.get_collection('c')\n",
                 id="an expression added in a loop"),
    pytest.param("a = tf.constant(1.0)\ntf.add_to_collection('c', a)\na = tf.constant(2.0)\nx = tf.get_collection('c')\n",
                 id="the added name is rebound"),
    pytest.param("a = tf.constant(1.0)\ntf.add_to_collection('losses', a)\nb = 2.0 * tf.losses.mean_squared_error(a, a)\nx = tf.get_collection('losses')\n",
                 id="losses in a file whose tf.losses function adds to it inside an expression"),
    pytest.param("a = tf.constant(1.0)\ntf.add_to_collection('update_ops', a)\nx = tf.get_collection('update_ops')\n",
                 id="a key TensorFlow fills itself"),
    pytest.param("a = tf.constant(1.0)\ntf.add_to_collection('c', a)\nx = tf.get_collection('c', scope='s')\n",
                 id="a read with a scope"),
    pytest.param("a = tf.constant(1.0)\ntf.add_to_collection('c', a)\ndef f():\n    return tf.get_collection('c')\n",
                 id="a read in another function"),
    pytest.param("a = tf.constant(1.0)\ntf.add_to_collection('c', a)\nx = tf.get_collection_ref('c')\ny = tf.get_collection('c')\n",
                 id="a key read by reference (a list the graph keeps changing)"),
]


@pytest.mark.parametrize("body", KEPT)
def test_collections_a_list_cannot_follow_are_left_as_written(body):
    src = "import tensorflow as tf\n" + body
    assert listed(src) == src


def test_losses_added_by_tf_losses_functions_are_listed_too():
    """(session 33: TF1's ``tf.losses`` functions add their result to the collection; each made
    by a plain assignment, they are listed with the explicit additions, in order)"""
    src = "import tensorflow as tf\na = tf.constant(1.0)\ntf.add_to_collection('losses', a)\nb = tf.losses.mean_squared_error(a, a)\nx = tf.get_collection('losses')\n"
    assert listed(src) == "import tensorflow as tf\na = tf.constant(1.0)\nb = tf.losses.mean_squared_error(a, a)\nx = [a, b]\n"


CIFAR = '''
import numpy as np
import tensorflow as tf


def _variable_with_weight_decay(name, shape, stddev, wd):
    var = tf.get_variable(name, shape, initializer=tf.truncated_normal_initializer(stddev=stddev, seed=1))
    if wd is not None:
        weight_decay = tf.multiply(tf.nn.l2_loss(var), wd, name='weight_loss')
        tf.add_to_collection('losses', weight_decay)
    return var


def inference(inputs):
    with tf.variable_scope('local1') as scope:
        weights = _variable_with_weight_decay('weights', [4, 3], stddev=0.1, wd=0.004)
        local1 = tf.nn.relu(tf.matmul(inputs, weights), name=scope.name)
    with tf.variable_scope('softmax_linear') as scope:
        weights = _variable_with_weight_decay('weights', [3, 2], stddev=0.1, wd=None)
        softmax_linear = tf.matmul(local1, weights, name=scope.name)
    return softmax_linear


def loss(logits, labels):
    cross_entropy = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)
    cross_entropy_mean = tf.reduce_mean(cross_entropy, name='cross_entropy')
    tf.add_to_collection('losses', cross_entropy_mean)
    return tf.add_n(tf.get_collection('losses'), name='total_loss')


x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.int32, [None])
total_loss = loss(inference(x), y)
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(total_loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([train_op, total_loss], {x: np.ones((2, 4)), y: [0, 1]})[1])
'''


def test_an_expression_added_is_bound_to_a_name_where_it_was_added():
    """The CIFAR-10 tutorial's ``loss()`` adds ``tf.reduce_mean(cross_entropy, name=
    'cross_entropy')`` itself (hunt 36 x_054, EQUIVALENT since): the statement binds it to a new
    name (its ``name=`` when free), which the list reads; ``len()`` of a read is the list's
    length, a Python int in TF1 too."""
    assert listed("""
        import tensorflow as tf
        cross_entropy = tf.constant([1.0, 3.0])
        tf.add_to_collection('losses', tf.reduce_mean(cross_entropy, name='cross_entropy'))
        tf.add_to_collection('losses', cross_entropy * 2.0)
        total = tf.add_n(tf.get_collection('losses'))
        print('terms', len(tf.get_collection('losses')))
        """) == textwrap.dedent("""
        import tensorflow as tf
        cross_entropy = tf.constant([1.0, 3.0])
        cross_entropy_2 = tf.reduce_mean(cross_entropy, name='cross_entropy')
        collected = cross_entropy * 2.0
        total = tf.add_n([cross_entropy_2, collected])
        print('terms', 2)
        """).lstrip("\n")


def test_cifar10_weight_decay_collection_converts_natively():
    """CIFAR-10's layout: ``inference`` inlined, then (a second round) the weight-decay helper it
    calls under ``variable_scope(...) as scope`` (its ``if wd is not None`` decided per call),
    and the ``losses`` collection summed by ``tf.add_n`` written out as the list of the terms
    (the only decay term: the first layer's; TF1 added none for ``wd=None``)."""
    src = CIFAR.replace("total_loss = loss(inference(x), y)", "logits = inference(x)\ntotal_loss = loss(logits, y)")
    new, diags = convert_module(cst.parse_module(src), "cifar.py")
    code = new.code
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "total_loss = tf.add_n([weight_decay, cross_entropy_mean], name='total_loss')" in code
    assert "collection" not in code and "def _variable_with_weight_decay" not in code
    assert "tape.gradient(total_loss, [weights_1, weights]), [weights_1, weights]" in code


def test_a_builder_called_in_another_builders_arguments_is_inlined_in_order():
    """``loss(inference(x), y)``: ``loss`` is inlined with ``logits = inference(x)`` bound first,
    then (the second round) ``inference`` there, so its decay term precedes the cross entropy
    in the list, as TF1 added them."""
    new, diags = convert_module(cst.parse_module(CIFAR), "cifar.py")
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "total_loss = tf.add_n([weight_decay, cross_entropy_mean], name='total_loss')" in new.code
