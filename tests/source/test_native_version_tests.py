"""native.version_fallbacks: ``if`` statements on the TensorFlow version, read as TF1 ran them."""
import textwrap

import libcst as cst
import pytest

from migrate.source.native import convert_module
from migrate.source.native.aliases import ImportTable
from migrate.source.native.version_fallbacks import version_test


def _convert(src: str):
    new, diags = convert_module(cst.parse_module(textwrap.dedent(src).lstrip("\n")), "snippet.py")
    return new.code, diags


def test_morvan_initializer_check_takes_the_else_branch():
    code, diags = _convert(
        """
        import tensorflow as tf
        w = tf.Variable(2.0, name="w")
        y = w * 3.0
        sess = tf.Session()
        if int((tf.__version__).split('.')[1]) < 12 and int((tf.__version__).split('.')[0]) < 1:
            init = tf.initialize_all_variables()
        else:
            init = tf.global_variables_initializer()
        sess.run(init)
        print(sess.run(y))
        """)
    assert [(d.rule, d.severity) for d in diags] == [("graph", "info")] and "same branch" in diags[0].reason
    assert code == textwrap.dedent(
        """
        import tensorflow as tf
        w = tf.Variable(2.0, name="w")
        y = w * 3.0
        print(y.numpy())
        """).lstrip("\n")


@pytest.mark.parametrize(
    "test, values",
    [
        pytest.param("int(tf.__version__.split('.')[0]) < 1", [False] * 7, id="major < 1: no release"),
        pytest.param("tf.__version__.startswith('0.')", [False] * 7, id="startswith"),
        pytest.param("int(tf.__version__.split('.')[0]) >= 1", [True] * 7, id="major >= 1: every release"),
        pytest.param("int(tf.VERSION.split('.')[1]) < 5", [True, True, False, False, False, False, False], id="minor < 5: releases disagree"),
        pytest.param("float(tf.__version__[:3]) >= 1.0 and not False", [True] * 7, id="float of a slice, and/not"),
    ],
)
def test_version_test_values(test, values):
    module = cst.parse_module("import tensorflow as tf\n")
    assert version_test(cst.parse_expression(test), ImportTable.from_module(module)) == values


@pytest.mark.parametrize(
    "test",
    [
        pytest.param("x < 1", id="no version read"),
        pytest.param("int(tf.__version__.split('.')[0]) < limit", id="a name of the script"),
        pytest.param("int(open('v').read()) < 1 and tf.__version__ > '1'", id="another call"),
        pytest.param("tf.__version__.upper() == '1'", id="another method"),
        pytest.param("len(tf.__version__ * 10 ** 9) > 1", id="arithmetic (never evaluated)"),
    ],
)
def test_not_a_version_test(test):
    module = cst.parse_module("import tensorflow as tf\n")
    assert version_test(cst.parse_expression(test), ImportTable.from_module(module)) is None


def test_releases_that_disagree_leave_the_if_to_the_planner():
    code, diags = _convert(
        """
        import tensorflow as tf
        x = tf.constant(1.0)
        if int(tf.__version__.split('.')[1]) < 5:
            y = x * 2.0
        else:
            y = x * 3.0
        with tf.Session() as sess:
            print(sess.run(y))
        """)
    assert not any("same branch" in d.reason for d in diags)
    assert "if int(tf.__version__.split('.')[1]) < 5:" in code
