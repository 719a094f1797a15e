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
        pytest.param("n = 3\nn += 1\n", {}, id="augmented"),
        pytest.param("n = 3\nfor n in range(2):\n    pass\n", {}, id="loop target"),
        pytest.param("n = 3\ndef f(n):\n    return n\n", {}, id="a parameter of the same name"),
        pytest.param("n = 3\ndef f():\n    n = 5\n", {}, id="bound in a function too"),
        pytest.param("n = 3\nimport n\n", {}, id="imported"),
        pytest.param("n = 3.0\nk = 2 + 1\n", {}, id="not an int literal"),
        pytest.param("if True:\n    n = 3\n", {}, id="not in the module body"),
        pytest.param("n = 3\nprint([n for n in range(2)])\n", {}, id="comprehension target"),
        pytest.param("n = 8\nunits = n\nwidth = units\n", {"n": 8, "units": 8, "width": 8}, id="aliases of a constant"),
        pytest.param("n = 8\nunits = n\nunits = 4\n", {"n": 8}, id="an alias rebound"),
        pytest.param("n = 8\nn = 9\nunits = n\n", {}, id="an alias of a rebound name"),
    ],
)
def test_int_constants(src, expected):
    assert int_constants(cst.parse_module(src)) == expected


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
