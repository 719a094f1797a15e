"""Module-level int constants (migrate.source.native.constants): which names count as the
literal they are bound to, and their use in shapes and layer widths. No TensorFlow import."""
import libcst as cst
import pytest

from migrate.source.native.constants import int_constants, str_constants
from migrate.source.native import convert_module


@pytest.mark.parametrize(
    "src, expected",
    [
        pytest.param("n = 3\nm = 4\n", {"n": 3, "m": 4}, id="plain"),
        pytest.param("vocab, dim = 7, 4\n", {"vocab": 7, "dim": 4}, id="tuple unpacking"),
        pytest.param("n = 3\nn = 4\n", {}, id="rebound"),
        pytest.param("n_steps = 20\nx = 1\nn_steps = 20\n", {"n_steps": 20, "x": 1},
                     id="bound again to the same int at module level (ageron's notebook cells)"),
        pytest.param("n = 20\nn = 20\ndef f(n):\n    return n\n", {}, id="the same int, and a parameter"),
        pytest.param("n = 3\nn += 1\n", {}, id="augmented"),
        pytest.param("n = 3\nfor n in range(2):\n    pass\n", {}, id="loop target"),
        pytest.param("n = 3\ndef f(n):\n    return n\n", {}, id="a parameter of the same name"),
        pytest.param("n = 3\ndef f():\n    n = 5\n", {}, id="bound in a function too"),
        pytest.param("n = 3\nimport n\n", {}, id="imported"),
        pytest.param("n = 3.0\n", {}, id="not an int literal"),
        pytest.param("img_h = img_w = 8\nflat = img_h * img_w\nhalf = flat // 2 - 1\n", {"img_h": 8, "img_w": 8, "flat": 64, "half": 31},
                     id="int arithmetic of constants (easy-tensorflow's img_size_flat)"),
        pytest.param("n = 8\nk = n / 2\nm = n * x\nq = n ** 99\n", {"n": 8}, id="true division, unknown names, huge powers"),
        pytest.param("n = 8\nk = n * 2\nk = 3\n", {"n": 8}, id="arithmetic rebound"),
        pytest.param("if True:\n    n = 3\n", {}, id="not in the module body"),
        pytest.param("with tf.variable_scope('s'):\n    n_weight = 128\n    with tf.name_scope('t'):\n        k = 2\n", {"n_weight": 128, "k": 2},
                     id="in module-level with blocks (a layer helper inlined in a scope: the siamese network)"),
        pytest.param("with tf.variable_scope('s'):\n    n = 3\nn = 4\n", {}, id="in a with block and rebound"),
        pytest.param("n = 3\nprint([n for n in range(2)])\n", {}, id="comprehension target"),
        pytest.param("n = 8\nunits = n\nwidth = units\n", {"n": 8, "units": 8, "width": 8}, id="aliases of a constant"),
        pytest.param("n = 8\nunits = n\nunits = 4\n", {"n": 8}, id="an alias rebound"),
        pytest.param("n = 8\nn = 9\nunits = n\n", {}, id="an alias of a rebound name"),
    ],
)
def test_int_constants(src, expected):
    assert int_constants(cst.parse_module(src)) == expected


_PLAIN_CASES = [
    pytest.param("import numpy as np\nlo = 0\nn = 20\ndef batch(size, n):\n    return np.zeros((size, n + lo))\n",
                 {"lo": 0, "n": 20}, id="parameter of a NumPy function (ageron's next_batch)"),
    pytest.param("import numpy as np\nn = 20\ndef f(t):\n    return np.sin(t)\ndef g(n):\n    return f(n)\n",
                 {"n": 20}, id="calling another plain function"),
    pytest.param("import tensorflow as tf\nn = 20\ndef f(n):\n    return tf.zeros([n])\n", {}, id="a function using TF"),
    pytest.param("import tensorflow as tf\nn = 20\ndef f(t):\n    return tf.zeros([t])\ndef g(n):\n    return f(n)\n",
                 {}, id="calling a function using TF"),
    pytest.param("n = 20\ndef f():\n    global n\n    n = 3\n", {}, id="global"),
    pytest.param("n = 20\nx = object()\ndef f(n):\n    return x\n", {}, id="reading a module name bound to a non-literal"),
    pytest.param("n = 20\nclass M:\n    pass\ndef f(n):\n    return M(n)\n", {}, id="reading a class"),
    pytest.param("n = 20\ndef f(n):\n    return n\ndef f(n):\n    return n\n", {}, id="defined twice"),
]


@pytest.mark.parametrize("src, expected", _PLAIN_CASES)
def test_plain_python_functions_do_not_rebind_module_constants(src, expected):
    from migrate.source.native.aliases import ImportTable
    from migrate.source.native.constants import plain_functions

    module = cst.parse_module(src)
    assert int_constants(module, plain_functions(module, ImportTable.from_module(module).names)) == expected


def test_constants_give_placeholder_shapes_and_layer_widths():
    src = (
        "import tensorflow as tf\nn_in, n_hidden = 3, 5\nx = tf.placeholder(tf.float32, [None, n_in])\n"
        "h = tf.layers.dense(x, n_hidden, name='fc')\nwith tf.Session() as s:\n"
        "    s.run(tf.global_variables_initializer())\n    print(s.run(h, {x: [[1.0, 2.0, 3.0]]}))\n"
    )
    new, diags = convert_module(cst.parse_module(src), "snippet.py")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'fc_kernel = tf.Variable(tf.keras.initializers.GlorotUniform()([3, 5], dtype=tf.float32), name="fc/kernel")' in new.code


@pytest.mark.parametrize("src, expected", [
    pytest.param("n = 2\nname = 'layer%s' % n\n", {"name": "layer2"}, id="percent of an int constant"),
    pytest.param("a = 'x'\nb = a + '/w'\nc = '%s_%d' % (b, 3)\n", {"a": "x", "b": "x/w", "c": "x/w_3"}, id="sums and a tuple"),
    pytest.param("a = 'x'\na = 'y'\nb = a + 'z'\n", {}, id="bound twice: not a constant (nor what reads it)"),
    pytest.param("b = '%d' % 'x'\nc = f(1)\n", {}, id="a format Python would reject, a call"),
    pytest.param("def f():\n    s = 'a'\n", {}, id="in a function: not module level"),
])
def test_string_constants(src, expected):
    module = cst.parse_module(src)
    assert str_constants(module, int_constants(module)) == expected


def test_shape_lists_in_module_level_with_blocks_size_variables():
    """easy-tensorflow's ``fc_layer`` inlined under ``with tf.variable_scope(name):`` leaves
    ``shape_2 = [h1]`` there (no Python scope of its own): a shape constant, so the bias made
    from ``tf.constant(0., shape=shape_2)`` has a known shape, and so does the layer after it
    (its width read back with ``get_shape()[1]`` sized the next layer; unknown, the file was
    refused: "a variable whose initial value depends on fed values")."""
    from migrate.source.native.constants import shape_constants

    src = ("import tensorflow as tf\nh1 = 4\nwith tf.variable_scope('L'):\n    shape_2 = [h1]\n    other = [h1, 2]\n"
           "    other = [1]\n")
    module = cst.parse_module(src)
    assert shape_constants(module, int_constants(module)) == {"shape_2": [4]}


def test_easy_tensorflow_fc_layers_convert_natively():
    """The whole easy-tensorflow layout: ``img_h = img_w = 8``, ``img_size_flat = img_h * img_w``
    as the placeholder's width, ``fc_layer`` helpers sizing their weights with
    ``x.get_shape()[1]`` and ``weight_variable(name, shape)`` / ``bias_variable(name, shape)``
    helpers (blind pass 10's n05: refused before, EQUIVALENT in 32 values after)."""
    src = '''
import numpy as np
import tensorflow as tf
img_h = img_w = 2
img_size_flat = img_h * img_w
h1 = 3


def weight_variable(name, shape):
    initer = tf.truncated_normal_initializer(stddev=0.01)
    return tf.get_variable('W_' + name, dtype=tf.float32, shape=shape, initializer=initer)


def bias_variable(name, shape):
    initial = tf.constant(0., shape=shape, dtype=tf.float32)
    return tf.get_variable('b_' + name, dtype=tf.float32, initializer=initial)


def fc_layer(x, num_units, name, use_relu=True):
    with tf.variable_scope(name):
        in_dim = x.get_shape()[1]
        W = weight_variable(name, shape=[in_dim, num_units])
        b = bias_variable(name, [num_units])
        layer = tf.matmul(x, W)
        layer += b
        if use_relu:
            layer = tf.nn.relu(layer)
        return layer


x = tf.placeholder(tf.float32, shape=[None, img_size_flat], name='X')
fc1 = fc_layer(x, h1, 'Hidden_layer', use_relu=True)
out = fc_layer(fc1, 2, 'Output_layer', use_relu=False)
sess = tf.InteractiveSession()
sess.run(tf.global_variables_initializer())
print(sess.run(out, {x: np.ones((1, 4))}))
'''
    new, diags = convert_module(cst.parse_module(src), "snippet.py")
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "tf.TensorSpec([None, img_size_flat], tf.float32)" in new.code
