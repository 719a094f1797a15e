"""Blind pass 19 (cleverhans's JSMA ``jacobian_graph``): gradient rows appended through a
temporary, a once-called gradient helper inside an expression, a list of gradient rows read by
two ``sess.run`` sites. Strings in, strings out (no TensorFlow import); the numbers of the
cleverhans layout: the legacy fixture ``jsma_jacobian_rows`` in both eras."""
import pytest

HEAD = ("import numpy as np\nimport tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 3])\n"
        "w = tf.Variable(tf.ones([3, 2]))\np = tf.nn.softmax(tf.matmul(x, w))\n")
RUN = ("with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
       "    print(sess.run(jac, {x: np.ones((1, 3), np.float32)}))\n"
       "    print(sess.run([jac, p], {x: np.ones((1, 3), np.float32)}))\n")


@pytest.mark.parametrize("body, element", [
    pytest.param("    d, = tf.gradients(p[:, c], x)\n    rows.append(d)\n", "tape.gradient(p[:, c], x)", id="d, = tf.gradients(...)"),
    pytest.param("    d = tf.gradients(p[:, c], x)[0]\n    rows.append(d)\n", "tape.gradient(p[:, c], x)", id="d = tf.gradients(...)[0]"),
])
def test_rows_appended_through_a_temporary_are_the_comprehension(native, body, element):
    code, diags = native(HEAD + "rows = []\nfor c in range(2):\n" + body + "jac = tf.stack(rows, axis=1)\n" + RUN)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert f"rows = [{element} for c in range(2)]" in code and ".append(" not in code, code


def test_a_temporary_read_after_the_loop_keeps_the_loop(native):
    code, _ = native(HEAD + "rows = []\nfor c in range(2):\n    d, = tf.gradients(p[:, c], x)\n    rows.append(d)\n"
                     "jac = tf.stack(rows, axis=1) + d[:, None]\n" + RUN)
    assert ".append(" in code


def test_a_list_of_rows_is_built_in_each_function_that_reads_it(native):
    """``rows = []`` then rows appended in an unrolled loop (not a comprehension: the appended
    value is ``2.0 * d``): the list stayed a module statement, each sess.run function appended
    its traced tensors to it, and the second crashed ("defined in FuncGraph ... out of
    scope"). It is built in each function now. (Session 35: the temporary ``d`` is put in
    place, the loop folds into the comprehension built in each function.)"""
    code, diags = native(HEAD + "rows = []\nfor c in range(2):\n    d = tf.gradients(p[:, c], x)[0]\n    rows.append(2.0 * d)\n"
                         "jac = tf.stack(rows, axis=1)\n" + RUN)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    steps = code.split("@tf.function")[1:]
    assert len(steps) == 2 and all("        rows = [2.0 * tape.gradient(p[:, c], x) for c in range(2)]\n" in s for s in steps), code
    assert "\nrows" not in code, code


def test_a_gradient_helper_called_once_inside_an_expression_is_inlined(native):
    """cleverhans: ``tf.stack(jacobian_graph(preds, x, n), axis=1)``: the call is hoisted to a
    statement of its own, then inlined (its rows the comprehension)."""
    code, diags = native(HEAD.replace("x = tf", "def jacobian_graph(predictions, x, nb_classes):\n    list_derivatives = []\n"
                                      "    for class_ind in range(nb_classes):\n"
                                      "        derivatives, = tf.gradients(predictions[:, class_ind], x)\n"
                                      "        list_derivatives.append(derivatives)\n    return list_derivatives\n\n\nx = tf", 1)
                         + "jac = tf.stack(jacobian_graph(p, x, 2), axis=1)\n" + RUN)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "def jacobian_graph" not in code
    assert "jac_jacobian_graph = [tape.gradient(p[:, class_ind], x) for class_ind in range(nb_classes)]" in code, code


def test_a_refused_alias_is_named_as_written(native):
    """Denny Britz's DQN wrote ``tf.contrib.framework.get_global_step()``; the message named
    ``tf.train.get_global_step``, a name the file never spells."""
    _, diags = native("import tensorflow as tf\n\n\ndef step():\n    return tf.contrib.framework.get_global_step()\n")
    reasons = [d.reason for d in diags if d.rule == "renames"]
    assert reasons and reasons[0].startswith("tf.contrib.framework.get_global_step (TF1's tf.train.get_global_step) "), reasons


def test_a_refused_rnn_is_refused_for_that_reason_only(native):
    """The cell of a refused ``dynamic_rnn(..., time_major=True)`` (blind pass 19; converted
    since) was also reported as "used other than by one dynamic_rnn" (its one use is that
    refused call)."""
    _, diags = native("import numpy as np\nimport tensorflow as tf\ninp = tf.placeholder(tf.float32, [None, None, 3])\n"
                      "cell = tf.nn.rnn_cell.LSTMCell(4)\n"
                      "outputs, state = tf.nn.dynamic_rnn(cell, inp, dtype=tf.float32, time_major=bool(1))\n"
                      "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                      "    print(sess.run(outputs, {inp: np.ones((5, 2, 3))}))\n")
    assert [d.reason.split(";")[0] for d in diags if d.severity == "warning"] == ["dynamic_rnn(time_major=...) other than a literal True/False is not converted"]


def test_an_optimizer_made_under_control_dependencies_is_made_once(native):
    """pix2pix: ``with tf.control_dependencies([discrim_train]): gen_optim = tf.train.AdamOptimizer(
    lr, beta1)`` was "a variable or optimizer whose initial value depends on fed or changing
    values" (the dependencies counted as its inputs). The constructor makes no op; the update
    still runs after the dependencies."""
    code, diags = native(
        "import numpy as np\nimport tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 2])\n"
        "wa = tf.Variable(tf.ones([2, 1]))\nwb = tf.Variable(tf.ones([2, 1]))\n"
        "la = tf.reduce_mean(tf.matmul(x, wa) ** 2)\nlb = tf.reduce_mean(tf.matmul(x, wb) ** 2)\n"
        "ta = tf.train.AdamOptimizer(0.01).minimize(la, var_list=[wa])\n"
        "with tf.control_dependencies([ta]):\n    opt_b = tf.train.AdamOptimizer(0.01)\n"
        "    tb = opt_b.minimize(lb, var_list=[wb])\n"
        "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
        "    sess.run(tb, {x: np.ones((2, 2))})\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    body = code.split("def tb_step")[1]
    assert body.index("optimizer.apply_gradients(") < body.index("opt_b.apply_gradients("), code


def test_del_of_a_graph_name_is_dropped(native):
    """ematvey's seq2seq: ``del encoder_outputs`` after the encoder was "graph tensors used in a
    statement the converter does not model"; it only unbinds a Python name nothing reads."""
    code, diags = native(HEAD + "q = p * 2.0\nr = q + 1.0\ndel q\njac = r\n" + RUN)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "del " not in code


@pytest.mark.parametrize("layer, product, name", [
    pytest.param("tf.contrib.layers.linear(h, 5)", "tf.nn.bias_add(tf.tensordot(h, fully_connected_weights, [[2], [0]]), fully_connected_biases)",
                 "fully_connected/weights", id="contrib linear: no activation"),
    pytest.param("tf.contrib.layers.fully_connected(h, 5)", "tf.nn.relu(tf.nn.bias_add(tf.tensordot(h, fully_connected_weights, [[2], [0]]), fully_connected_biases))",
                 "fully_connected/weights", id="fully_connected: relu"),
    pytest.param("tf.layers.dense(h, 5)", "tf.nn.bias_add(tf.tensordot(h, dense_kernel, [[2], [0]]), dense_bias)", "dense/kernel", id="dense"),
])
def test_a_dense_layer_on_a_rank_3_input_is_tf1s_tensordot(native, layer, product, name):
    """ematvey's seq2seq projects the decoder's ``[time, batch, units]`` outputs with
    ``tf.contrib.layers.linear`` ("TF1 graph machinery"; rank 3 was refused for every dense
    layer). TF1's core_ops.dense multiplied a rank-3 input with tensordot."""
    code, diags = native("import numpy as np\nimport tensorflow as tf\nx = tf.placeholder(tf.float32, [None, None, 3])\n"
                         "h = x * 2.0\ny = " + layer + "\nwith tf.Session() as sess:\n"
                         "    sess.run(tf.global_variables_initializer())\n    print(sess.run(y, {x: np.ones((4, 2, 3))}).shape)\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert f"    y = {product}\n" in code and f'name="{name}"' in code, code


def test_an_arg_scope_activation_does_not_reach_linear(native):
    """``linear`` is TF1's ``partial(fully_connected, activation_fn=None)``: an arg_scope default
    for ``activation_fn`` never reached it (the partial passes it)."""
    code, diags = native("import numpy as np\nimport tensorflow as tf\nimport tensorflow.contrib.slim as slim\n"
                         "x = tf.placeholder(tf.float32, [None, 3])\n"
                         "with slim.arg_scope([slim.fully_connected], activation_fn=tf.nn.tanh):\n"
                         "    a = slim.fully_connected(x, 4, scope='a')\n    y = slim.linear(a, 2, scope='b')\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                         "    print(sess.run(y, {x: np.ones((2, 3))}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "a = tf.nn.tanh(tf.nn.bias_add(tf.matmul(x, a_weights), a_biases))" in code
    assert "y = tf.nn.bias_add(tf.matmul(a, b_weights), b_biases)" in code, code


NEXT_FEED = """import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None])
w = tf.Variable(tf.ones([3]))
loss = tf.reduce_mean(tf.square(tf.reduce_sum(x * w, 1) - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
batches = iter([np.ones((2, 3)), np.zeros((2, 3))])


def next_feed():
    xs = next(batches)
    ys = xs.sum(axis=1)
    return {x: xs, y: ys}


with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(2):
        fd = next_feed()
        _, l = sess.run([train, loss], fd)
        print(l, fd[x].T, fd[y])
"""


def test_a_feed_function_of_module_placeholders_is_inlined_and_read_back(native):
    """ematvey's seq2seq: ``fd = next_feed()`` returns a dict keyed by the module's placeholders,
    and the loop prints ``fd[encoder_inputs].T``. The function is written out at its call, the
    keys become the run functions' argument names, ``fd[x]`` reads ``fd["x"]``."""
    code, diags = native(NEXT_FEED)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "def next_feed" not in code
    assert '    fd = {"x": xs, "y": ys}\n    _, l = run_train_loss(**fd)\n    print(l, fd["x"].T, fd["y"])\n' in code, code


def test_a_feed_function_called_in_a_function_is_left(native):
    """Written out inside another function, its global names could be that function's locals."""
    code, diags = native(NEXT_FEED.replace("with tf.Session() as sess:", "def train_all():\n  with tf.Session() as sess:").replace(
        "\n    ", "\n      ") + "\ntrain_all()\n")
    assert "def next_feed" in code
