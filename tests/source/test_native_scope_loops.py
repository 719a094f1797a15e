"""native.scope_loops, native.session_prefixes, native.dead_bindings: Jim Fleming's highway
network (layers made in a loop of ``variable_scope('layer_{0}'.format(i))`` blocks choosing the
layer kind by ``if i == 0``, inside a session block, after ``prev_y = None``) is written out and
converts natively. Numbers are compared with TF1 by the fixture highway_scope_loop. No
TensorFlow import."""
import textwrap

import libcst as cst
import pytest

from migrate.source.native import convert_module
from migrate.source.native.aliases import ImportTable
from migrate.source.native.dead_bindings import drop_dead_none_bindings
from migrate.source.native.scope_loops import unroll_scope_loops
from migrate.source.native.session_prefixes import move_session_prefixes

HELPERS = """
import numpy as np
import tensorflow as tf


def weight_bias(W_shape, b_shape, bias_init=0.1):
    W = tf.get_variable('weight', W_shape, initializer=tf.truncated_normal_initializer(stddev=0.1))
    b = tf.get_variable('bias', b_shape, initializer=tf.constant_initializer(bias_init))
    return W, b


def dense_layer(x, W_shape, b_shape, activation):
    W, b = weight_bias(W_shape, b_shape)
    return activation(tf.matmul(x, W) + b)


num_layers = 3
"""
LOOP = """
for i in range(num_layers):
    with tf.variable_scope('layer_{0}'.format(i)):
        if i == 0:
            prev_y = dense_layer(x, [4, 3], [3], tf.nn.relu)
        elif i == num_layers - 1:
            y = dense_layer(prev_y, [3, 2], [2], tf.nn.softmax)
        else:
            prev_y = dense_layer(prev_y, [3, 3], [3], tf.nn.tanh)
"""


def _module(src: str) -> tuple:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    return module, ImportTable.from_module(module)


def _converted(src: str) -> tuple:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    new, diags = convert_module(module, "snippet.py")
    return new.code, diags


def test_the_loop_is_its_iterations_with_scope_names_and_branches_folded():
    module, table = _module(HELPERS + "x = tf.placeholder(tf.float32, [None, 4])\n" + LOOP)
    code = unroll_scope_loops(module, table).code
    assert "for i in" not in code and "if i" not in code
    assert ('with tf.variable_scope("layer_0"):\n    prev_y = dense_layer(x, [4, 3], [3], tf.nn.relu)\n'
            'with tf.variable_scope("layer_1"):\n    prev_y = dense_layer(prev_y, [3, 3], [3], tf.nn.tanh)\n'
            'with tf.variable_scope("layer_2"):\n    y = dense_layer(prev_y, [3, 2], [2], tf.nn.softmax)\n') in code


@pytest.mark.parametrize("name, folded", [
    pytest.param("'layer_%d' % i", "layer_1", id="percent"),
    pytest.param("f'layer_{i}'", "layer_1", id="f-string"),
    pytest.param("'layer' + str(i)", "layer1", id="concatenated"),
    pytest.param("'block{}_{}'.format(i, i + 1)", "block1_2", id="format-two"),
])
def test_scope_names_of_the_loop_variable_fold(name, folded):
    module, table = _module(f"import tensorflow as tf\nx = tf.zeros([2])\nfor i in range(1, 2):\n    with tf.variable_scope({name}):\n        x = tf.nn.relu(x)\n")
    assert f'with tf.variable_scope("{folded}"):' in unroll_scope_loops(module, table).code


@pytest.mark.parametrize("src", [
    pytest.param("for i in range(n):\n    with tf.variable_scope('l%d' % i):\n        x = tf.nn.relu(x)\n", id="unknown-trip-count"),
    pytest.param("for i in range(2):\n    with tf.variable_scope('l%d' % i):\n        if x is None:\n            x = tf.nn.relu(x)\n", id="undecidable-if"),
    pytest.param("for i in range(2):\n    with tf.variable_scope('l%d' % i):\n        x = tf.nn.relu(x)\n        break\n", id="break"),
    pytest.param("for i in range(2):\n    with tf.variable_scope('l%d' % i):\n        x = sess.run(x)\n", id="runs-the-session"),
    pytest.param("for i in range(2):\n    with tf.variable_scope('layer'):\n        x = tf.nn.relu(x)\n", id="scope-not-named-by-the-loop"),
    pytest.param("for i in range(2):\n    with tf.variable_scope(names[i]):\n        x = tf.nn.relu(x)\n", id="name-not-foldable"),
])
def test_other_loops_stay(src):
    module, table = _module("import tensorflow as tf\nx = tf.zeros([2])\nn = len(x.shape)\nnames = ['a', 'b']\n" + src)
    assert unroll_scope_loops(module, table).code == module.code


def test_graph_code_heading_a_session_block_moves_before_it():
    src = HELPERS + "with tf.Session() as sess:\n    x = tf.placeholder(tf.float32, [None, 4])\n" + textwrap.indent(LOOP, "    ") + \
        "    sess.run(tf.global_variables_initializer())\n    print(sess.run(y, {x: np.ones((2, 4))}))\n"
    module, table = _module(src)
    code = move_session_prefixes(module, table).code
    assert "\nx = tf.placeholder(tf.float32, [None, 4])\n\nfor i in range(num_layers):\n" in code
    assert "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n" in code


@pytest.mark.parametrize("first", [
    pytest.param("    print(sess.run(tf.constant(1.0)))\n", id="reads-the-session"),
    pytest.param("    v = tf.constant(1.0)\n    print(v.eval())\n", id="eval-uses-the-default-session"),
    pytest.param("    report()\n", id="a-function-running-the-default-session"),
    pytest.param("    x = imported_helper()\n", id="an-imported-function"),
])
def test_statements_that_may_use_the_session_stay_and_so_do_those_after_them(first):
    src = ("import tensorflow as tf\nfrom elsewhere import imported_helper\n\n\ndef report():\n"
           "    print(tf.get_default_session().run(tf.constant(2.0)))\n\n\nwith tf.Session() as sess:\n" + first
           + "    for i in range(2):\n        with tf.variable_scope('l%d' % i):\n            w = tf.get_variable('w', [1])\n"
           + "    sess.run(tf.global_variables_initializer())\n")
    module, table = _module(src)
    assert move_session_prefixes(module, table).code == module.code


def test_a_session_for_another_graph_keeps_its_block():
    """``tf.Session(graph=g)`` makes g the default graph inside its block: moved out, the ops
    would go to another graph."""
    src = ("import tensorflow as tf\ng = tf.Graph()\nwith tf.Session(graph=g) as sess:\n    for i in range(2):\n"
           "        with tf.variable_scope('l%d' % i):\n            w = tf.get_variable('w', [1])\n    sess.run(tf.global_variables_initializer())\n")
    module, table = _module(src)
    assert move_session_prefixes(module, table).code == module.code


def test_a_none_declaration_overwritten_before_any_read_is_dropped():
    module, table = _module("import tensorflow as tf\n# the last layer\ny = None\nx = tf.zeros([2])\nwith tf.variable_scope('out'):\n    y = tf.nn.relu(x)\nprint(y)\n")
    code = drop_dead_none_bindings(module, table).code
    assert "y = None" not in code and "# the last layer\nx = tf.zeros([2])\n" in code


@pytest.mark.parametrize("src", [
    pytest.param("y = None\nprint(y)\ny = tf.zeros([2])\n", id="read-first"),
    pytest.param("y = None\nif flag:\n    y = tf.zeros([2])\n", id="bound-in-an-if"),
    pytest.param("y = None\ny = tf.nn.relu(y)\n", id="the-binding-reads-it"),
    pytest.param("y = None\nshow()\ny = tf.zeros([2])\n", id="a-function-reads-the-global"),
])
def test_none_declarations_that_may_be_read_stay(src):
    module, table = _module("import tensorflow as tf\nflag = True\n\n\ndef show():\n    print(y)\n\n\n" + src)
    assert drop_dead_none_bindings(module, table).code == module.code


def test_the_highway_layout_converts_natively():
    src = (HELPERS + "with tf.Graph().as_default(), tf.Session() as sess:\n    tf.set_random_seed(42)\n"
           "    x = tf.placeholder(tf.float32, [None, 4])\n    prev_y = None\n    y = None\n" + textwrap.indent(LOOP, "    ")
           + "    sess.run(tf.global_variables_initializer())\n    print(sess.run(y, {x: np.ones((2, 4))}))\n")
    code, diags = _converted("import numpy as np\nimport tensorflow as tf\ntf.set_random_seed(42)\n" + src.split("import tensorflow as tf\n", 1)[1])
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "tf.compat" not in code and "Session" not in code
    for k in range(3):
        assert f'"layer_{k}/weight"' in code
