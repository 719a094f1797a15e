"""Module-level loops creating variables into lists, unrolled (strings in, strings out; no
TensorFlow import). The numbers are checked against TF1 by the golden pinn_layer_loops.py
(Raissi's initialize_NN / xavier_init / neural_net) in the fixture equivalence suite."""
import textwrap

import libcst as cst
import pytest

from migrate.source.native import convert_module
from migrate.source.native.aliases import ImportTable
from migrate.source.native.variable_loops import unroll_variable_loops


def unroll(src: str) -> str:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    return unroll_variable_loops(module, ImportTable.from_module(module)).code


LOOP = """
import tensorflow as tf
layers = [2, 3, 1]
weights, biases = [], []
for l in range(len(layers) - 1):
    W = tf.Variable(tf.zeros([layers[l], layers[l + 1]]))
    b = tf.Variable(tf.zeros([layers[l + 1]]))
    weights.append(W)
    biases.append(b)
"""


def test_iterations_are_written_out_and_the_lists_are_literals():
    assert unroll(LOOP + "print(len(weights))\n") == textwrap.dedent("""\
        import tensorflow as tf
        layers = [2, 3, 1]
        W_1 = tf.Variable(tf.zeros([layers[0], layers[1]]))
        b_1 = tf.Variable(tf.zeros([layers[1]]))
        W_2 = tf.Variable(tf.zeros([layers[1], layers[2]]))
        b_2 = tf.Variable(tf.zeros([layers[2]]))
        weights = [W_1, W_2]
        biases = [b_1, b_2]
        print(len(weights))
        """)


def test_names_read_after_the_loop_get_the_last_iterations_values():
    code = unroll(LOOP + "print(W, l)\n")
    assert code.endswith("weights = [W_1, W_2]\nbiases = [b_1, b_2]\nW = W_2\nl = 1\nprint(W, l)\n")


def test_a_list_bound_alone_and_one_bound_with_another_name_keep_the_other_binding():
    code = unroll(LOOP.replace("weights, biases = [], []", "weights, n = [], 0\nbiases = []") + "print(n)\n")
    assert "weights, n = [], 0" not in code and "n = 0\n" in code and "biases = []" not in code
    assert "weights = [W_1, W_2]\nbiases = [b_1, b_2]\n" in code


@pytest.mark.parametrize("change", [
    pytest.param(("range(len(layers) - 1)", "range(n_layers)"), id="a trip count the source does not state"),
    pytest.param(("layers = [2, 3, 1]", "layers = [2, 3, 1]\nlayers.append(4)"), id="the sized list is changed"),
    pytest.param(("    biases.append(b)", "    biases.append(b)\n    print(weights)"), id="a list read in the loop"),
    pytest.param(("weights, biases = [], []", "weights, biases = [], []\nprint(weights)"), id="a list read before the loop"),
    pytest.param(("weights, biases = [], []", "weights, biases = [0], []"), id="a list that does not start empty"),
    pytest.param(("    b = tf.Variable", "    if l:\n        pass\n    b = tf.Variable"), id="a compound statement in the body"),
    pytest.param(("    W = tf.Variable(", "    W = make("), id="a function of the file"),
    pytest.param(("range(len(layers) - 1)", "range(100)"), id="more than 32 iterations"),
])
def test_loops_that_unrolling_could_change_are_left_alone(change):
    src = textwrap.dedent(LOOP).lstrip("\n").replace(*change)
    assert unroll(src) == src


def test_a_loop_without_variables_is_left_to_the_graph_loop_outliner():
    src = "import tensorflow as tf\nxs = []\nfor i in range(3):\n    y = tf.constant(float(i))\n    xs.append(y)\n"
    assert unroll(src) == src


def test_unrolled_layers_and_a_forward_loop_convert_natively():
    module = cst.parse_module(textwrap.dedent(LOOP).lstrip("\n") + (
        "x = tf.placeholder(tf.float32, [None, 2])\nH = x\nfor l in range(len(weights)):\n"
        "    H = tf.tanh(tf.matmul(H, weights[l]) + biases[l])\nloss = tf.reduce_sum(H)\n"
        "train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)\n"
        "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
        "    print(sess.run([train, loss], {x: [[1.0, 2.0]]})[1])\n"))
    new, diags = convert_module(module, "snippet.py")
    assert [str(d) for d in diags] == []
    assert "optimizer.apply_gradients(zip(tape.gradient(loss, [W_1, b_1, W_2, b_2]), [W_1, b_1, W_2, b_2]))" in new.code


def test_a_model_class_used_under_a_main_guard_converts_with_its_loops():
    """Raissi's scripts build and train the model under ``if __name__ == "__main__":``: the
    guard's body is module scope, so the class, its layer loops and the forward loop convert
    there (red-team 15g/s01, s02, s05: the guard alone kept them compat islands)."""
    module = cst.parse_module(textwrap.dedent("""\
        import tensorflow as tf


        class Net:
            def __init__(self, layers):
                self.x = tf.placeholder(tf.float32, [None, 2])
                self.weights = []
                for l in range(len(layers) - 1):
                    W = tf.Variable(tf.ones([layers[l], layers[l + 1]]))
                    self.weights.append(W)
                H = self.x
                for W in self.weights:
                    H = tf.tanh(tf.matmul(H, W))
                self.y = H
                self.sess = tf.Session()
                self.sess.run(tf.global_variables_initializer())

            def predict(self, X):
                return self.sess.run(self.y, {self.x: X})


        if __name__ == "__main__":
            layers = [2, 3, 1]
            net = Net(layers)
            print(net.predict([[1.0, 2.0]]))
        """))
    new, diags = convert_module(module, "snippet.py")
    assert [str(d) for d in diags] == []
    code = new.code
    assert "class Net" not in code and "Session" not in code
    assert "    W_1 = tf.Variable(tf.ones([layers[0], layers[1]]))\n" in code
    assert "\n\ndef H_loop(" in code and 'if __name__ == "__main__":\n' in code


def test_a_builder_function_called_under_a_main_guard_is_kept():
    """A plain builder function stays (the guarded file may be imported; the planner calls the
    function in the converted code); only classes are rewritten there."""
    module = cst.parse_module(textwrap.dedent("""\
        import tensorflow as tf
        def model(x):
            return tf.nn.relu(x * 2.0)
        if __name__ == "__main__":
            x = tf.placeholder(tf.float32, [None])
            y = model(x)
            with tf.Session() as sess:
                print(sess.run(y, {x: [1.0, -1.0]}))
        """))
    new, diags = convert_module(module, "snippet.py")
    assert not diags and "def model(x):" in new.code and "        y = model(x)\n" in new.code
