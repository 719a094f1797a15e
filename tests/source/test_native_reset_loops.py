"""native.reset_loops: a loop whose every trip resets the graph, builds one and runs it, written
out trip by trip (strings in, strings out, no TensorFlow; the numbers: fixture
reset_loop_methods.py in the equivalence suite)."""
import textwrap

import libcst as cst
import pytest

from migrate.source.native.aliases import ImportTable
from migrate.source.native.reset_loops import unroll_reset_loops

LOOP = """
import tensorflow as tf
for method in ["a", "b"]:
    tf.reset_default_graph()
    w = tf.Variable(1.0)
    if method == "a":
        y = w * 2.0
    elif method in ("b", "c"):
        y = w * 3.0
    else:
        y = w
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        print(method, sess.run(y))
print(method)
"""


def _unrolled(src: str) -> str:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    return unroll_reset_loops(module, ImportTable.from_module(module), {}).code


def test_each_trip_written_out_with_its_branch_and_the_last_value_after():
    assert _unrolled(LOOP) == textwrap.dedent('''\
        import tensorflow as tf
        tf.reset_default_graph()
        w = tf.Variable(1.0)
        y = w * 2.0
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print("a", sess.run(y))
        tf.reset_default_graph()
        w = tf.Variable(1.0)
        y = w * 3.0
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print("b", sess.run(y))
        method = "b"
        print(method)
        ''')


def test_a_range_loop_and_a_branch_inside_a_block():
    out = _unrolled(LOOP.replace('["a", "b"]', "range(2)").replace('method == "a"', "method == 0")
                    .replace('method in ("b", "c")', "method > 5"))
    assert "y = w * 2.0" in out and "y = w\n" in out and "for " not in out and 'print(0, sess.run(y))' in out


@pytest.mark.parametrize("change", [
    pytest.param(('method == "a"', "method == other"), id="an if on the loop variable it cannot decide"),
    pytest.param(("    tf.reset_default_graph()\n", ""), id="no reset first: one graph for all trips"),
    pytest.param(('        print(method, sess.run(y))\n', '        print(method, sess.run(y))\n    break\n'), id="break"),
    pytest.param(('    w = tf.Variable(1.0)\n', '    w = tf.Variable(1.0)\n    method = "z"\n'), id="the loop variable rebound"),
    pytest.param(('["a", "b"]', "names"), id="values not stated"),
    pytest.param(('["a", "b"]', "range(17)"), id="more than 16 trips"),
    pytest.param(("    with tf.Session() as sess:\n        sess.run(tf.global_variables_initializer())\n"
                  "        print(method, sess.run(y))\n", "    print(y)\n"), id="no session: nothing run per trip"),
])
def test_left_as_a_loop(change):
    src = LOOP.replace(*change)
    assert src != LOOP
    assert _unrolled(src) == textwrap.dedent(src).lstrip("\n")


def test_the_converted_trips_are_graph_segments():
    from migrate.source.native import convert_module

    new, diags = convert_module(cst.parse_module(textwrap.dedent(LOOP).lstrip("\n")), "snippet.py")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert new.code.endswith('y = w * 2.0\nprint("a", y.numpy())\nw = tf.Variable(1.0)\ny = w * 3.0\nprint("b", y.numpy())\nmethod = "b"\nprint(method)\n')
