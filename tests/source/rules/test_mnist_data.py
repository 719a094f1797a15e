"""Rule mnist_data: TF1's MNIST tutorial loader (not in TF2) -> the same loader, copied into the file."""
import ast
import textwrap

import libcst as cst
import pytest

from migrate.source.convert import convert_source
from migrate.source.rules import mnist_data

TRAIN = """
    x = tf.placeholder(tf.float32, [None, 784])
    w = tf.Variable(tf.zeros([784, 10]))
    loss = tf.reduce_mean(tf.square(tf.matmul(x, w)))
    train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        bx, _ = mnist.train.next_batch(10)
        print(sess.run([loss, train], {x: bx})[0])
"""


def native(src: str):
    """Native conversion of ``src`` followed by the training code (``src`` is dedented first)."""
    text = textwrap.dedent(src).lstrip("\n") + textwrap.dedent(TRAIN)
    return convert_source(text, mode="native", path="tutorial.py")


def tail(code: str) -> str:
    """The converted file after the copied loader class."""
    return code.split("class _TF1MnistInputData:", 1)[1].split("\n\n\n", 1)[1]


IMPORTS = [
    pytest.param("from tensorflow.examples.tutorials.mnist import input_data",
                 "input_data = _TF1MnistInputData", "input_data.read_data_sets", id="from package import input_data"),
    pytest.param("from tensorflow.examples.tutorials.mnist import input_data as data",
                 "data = _TF1MnistInputData", "data.read_data_sets", id="from package import input_data as alias"),
    pytest.param("import tensorflow.examples.tutorials.mnist.input_data as input_data",
                 "input_data = _TF1MnistInputData", "input_data.read_data_sets", id="import module as alias"),
    pytest.param("from tensorflow.examples.tutorials.mnist.input_data import read_data_sets",
                 "read_data_sets = _TF1MnistInputData.read_data_sets", "read_data_sets", id="from module import function"),
]


@pytest.mark.parametrize("line, binding, reader", IMPORTS)
def test_import_becomes_the_loader_in_both_modes(line, binding, reader):
    src = f"import tensorflow as tf\n{line}\nmnist = {reader}('MNIST_data/', one_hot=True)\n" + textwrap.dedent(TRAIN)
    for mode in ("native", "compat"):
        result = convert_source(src, mode=mode, path="tutorial.py")
        assert result.status == "converted", [str(d) for d in result.diagnostics]
        assert "import tensorflow.examples" not in result.code and "from tensorflow.examples" not in result.code
        assert result.code.count("class _TF1MnistInputData:") == 1
        assert binding in result.code.splitlines()
        ast.parse(result.code)
        again = convert_source(result.code, mode=mode, path="tutorial.py")
        assert again.code == result.code, mode  # idempotent
    assert "tf.compat" not in convert_source(src, mode="native").code  # native output stays TF2-only


def test_native_passes_the_graph_seed_set_before_the_call():
    """TF1 seeded numpy's shuffles with the graph seed: TF2 cannot read it back, so it is passed."""
    result = native("""
        import tensorflow as tf
        from tensorflow.examples.tutorials.mnist import input_data
        tf.set_random_seed(777)  # reproducibility
        mnist = input_data.read_data_sets("MNIST_data/", one_hot=True)
    """)
    assert result.status == "converted"
    assert tail(result.code).splitlines()[:3] == [
        "input_data = _TF1MnistInputData",
        "tf.random.set_seed(777)  # reproducibility",
        'mnist = input_data.read_data_sets("MNIST_data/", one_hot=True, seed=777)',
    ]


@pytest.mark.parametrize("src", [
    pytest.param("""
        import tensorflow as tf
        from tensorflow.examples.tutorials.mnist import input_data
        mnist = input_data.read_data_sets("MNIST_data/", one_hot=True)
    """, id="no graph seed: unseeded, as in TF1"),
    pytest.param("""
        import tensorflow as tf
        from tensorflow.examples.tutorials.mnist import input_data
        mnist = input_data.read_data_sets("MNIST_data/", one_hot=True)
        tf.set_random_seed(1)
    """, id="graph seed set after the call"),
    pytest.param("""
        import tensorflow as tf
        from tensorflow.examples.tutorials.mnist import input_data
        tf.set_random_seed(1)
        mnist = input_data.read_data_sets("MNIST_data/", one_hot=True, seed=5)
    """, id="an explicit seed stays"),
])
def test_native_adds_no_seed_where_tf1_used_none_or_the_call_gives_one(src):
    result = native(src)
    assert result.status == "converted"
    calls = [line for line in result.code.splitlines() if "read_data_sets(" in line and "def " not in line]
    assert len(calls) == 1 and calls[0].count("seed=") == (1 if "seed=5" in src else 0), calls


def test_native_warns_when_the_graph_seed_cannot_be_ordered_before_the_call():
    """A seed set in another function (caveat 2): the call stays unseeded, with a located warning."""
    result = native("""
        import tensorflow as tf
        from tensorflow.examples.tutorials.mnist import input_data

        def setup():
            tf.set_random_seed(3)

        setup()
        mnist = input_data.read_data_sets("MNIST_data/", one_hot=True)
    """)
    hits = [d for d in result.diagnostics if d.rule == "mnist_data"]
    assert [(d.line, d.col, d.severity) for d in hits] == [(8, 9, "warning")]
    assert "seed=" in hits[0].reason and result.status == "partial"


def test_compat_mode_keeps_tf1_seeding():
    """Compat mode runs in graph mode: the loader asks TF1's get_seed, as TF1's did."""
    result = convert_source("import tensorflow as tf\nfrom tensorflow.examples.tutorials.mnist import input_data\n"
                            "tf.set_random_seed(777)\nmnist = input_data.read_data_sets('d', one_hot=True)\n",
                            mode="compat", path="tutorial.py")
    assert "_TF1MnistInputData.numpy_seed = staticmethod(_tf1_numpy_seed)" in result.code
    assert "graph_seed, op_seed = v1.get_seed(seed)" in result.code
    assert "mnist = input_data.read_data_sets('d', one_hot=True)" in result.code  # no seed= added


def test_import_inside_a_function_keeps_its_warning():
    """Caveat 1: only module-level imports are replaced."""
    result = convert_source("import tensorflow as tf\ndef load():\n    from tensorflow.examples.tutorials.mnist import input_data\n"
                            "    return input_data.read_data_sets('d')\n", mode="compat", path="t.py")
    assert "_TF1MnistInputData" not in result.code
    assert [(d.line, d.severity) for d in result.diagnostics if "tensorflow.examples" in d.reason] == [(3, "warning")]


def test_other_tutorial_modules_are_not_bindings():
    for line in ("from tensorflow.examples.tutorials.mnist import mnist",
                 "from tensorflow.examples.tutorials.mnist import input_data, mnist",
                 "import tensorflow.examples.tutorials.mnist.input_data",
                 "from tensorflow.examples.tutorials.mnist.input_data import *"):
        assert mnist_data.bindings(cst.parse_statement(line).body[0]) is None, line


def test_the_copied_class_is_the_runner_module_class():
    """One source: the class the converter copies is the one ``tf1to2 run`` imports."""
    cls, seed, install = mnist_data._helper_statements()
    assert cls.name.value == "_TF1MnistInputData" and seed.name.value == "_tf1_numpy_seed"
    assert "tensorflow" not in cst.Module([cls]).code.replace("tensorflow.examples.tutorials.mnist", "")
