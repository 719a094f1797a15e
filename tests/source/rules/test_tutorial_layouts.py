"""Famous TF1 tutorial layouts the twelfth session's blind passes found converting as islands
(Udacity course notebooks, aymericdamien TensorFlow-Examples, Hvass-Labs, MorvanZhou; each
test failed before its fix). Numbers are checked against TF1 by the legacy fixtures
udacity_graph_notebook.py, static_rnn_unstack.py and app_flags_main.py in the equivalence suite."""

MODEL_FUNCTION = """
import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, shape=(4, 3))
valid = tf.constant(np.ones((2, 3), np.float32))
w = tf.Variable(tf.ones([3, 2]))


def model(data):
    return tf.matmul(data, w)


logits = model(x)
loss = tf.reduce_mean(logits)
optimizer = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
valid_prediction = tf.nn.softmax(model(valid))
with tf.Session() as session:
    tf.global_variables_initializer().run()
    print(session.run([optimizer, loss], {x: np.ones((4, 3))}))
    print(valid_prediction.eval())
"""


def test_a_model_function_reading_the_module_weights_is_called_in_the_run_functions(native):
    # Udacity 4_convolutions: ``def model(data)`` reads the weights as globals and is called for
    # the training, validation and test data; the loss reaches the weights through the call
    code, diags = native(MODEL_FUNCTION)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "def model(data):\n    return tf.matmul(data, w)\n" in code
    assert "        logits = model(x)\n        loss = tf.reduce_mean(logits)\n    optimizer_2.apply_gradients(zip(tape.gradient(loss, [w]), [w]))" in code
    assert "    valid_prediction = tf.nn.softmax(model(valid))" in code


def test_a_model_function_reading_a_placeholder_stays_an_island(refused):
    # the placeholder exists only inside the run functions of the converted code
    refused(MODEL_FUNCTION.replace("return tf.matmul(data, w)", "return tf.matmul(data + x[:1], w)"), "graph")


def test_a_refusal_inside_an_inlined_builder_is_reported_at_its_line(refused):
    # the inlined copy renames the call's arguments (labels=y): neither recorded nor found by
    # its text, it was reported at 1:1; now at the file's one call of the same callee
    diags = refused("""
import tensorflow as tf


def build(inputs, labels):
    logits = tf.matmul(inputs, tf.ones([4, 3]))
    return tf.losses.sparse_softmax_cross_entropy(labels=labels, logits=logits)


x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.int64)
loss = build(x, y)
with tf.Session() as sess:
    print(sess.run(loss, {x: [[1.0] * 4], y: [1]}))
""", "losses", 6)
    assert all(d.line != 1 for d in diags), [str(d) for d in diags]


def test_an_augmented_assignment_to_a_graph_tensor_is_planned_as_its_binary_op(native):
    # Hvass-Labs' new_conv_layer: ``layer += biases`` on the conv output (a tensor has no
    # in-place add: Python rebinds the name to ``layer + biases``); the right side keeps its
    # grouping (``h *= a - b`` is ``h * (a - b)``)
    code, diags = native("""
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [None, 2])
        w = tf.Variable(tf.ones([2, 2]))
        b = tf.Variable(tf.zeros([2]))
        layer = tf.matmul(x, w)
        layer += b
        layer *= 2.0 - b
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(layer, {x: [[1.0, 2.0]]}))
        """)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "    layer = tf.matmul(x, w)\n    layer = layer + b\n    layer = layer * (2.0 - b)\n    return layer\n" in code


def test_an_augmented_assignment_to_a_python_number_stays(native):
    code, diags = native("""
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [None, 2])
        n = 1
        n += 2
        y = x * n
        with tf.Session() as sess:
            print(sess.run(y, {x: [[1.0, 2.0]]}))
        """)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "\nn = 1\nn += 2\n" in code


ACCURACY_FUNCTION = """
import numpy as np
import tensorflow as tf


def compute_accuracy(v_xs, v_ys):
    global prediction
    y_pre = sess.run(prediction, feed_dict={xs: v_xs})
    correct_prediction = tf.equal(tf.argmax(y_pre, 1), tf.argmax(v_ys, 1))
    accuracy = tf.reduce_mean(tf.cast(correct_prediction, tf.float32))
    result = sess.run(accuracy, feed_dict={xs: v_xs, ys: v_ys})
    return result


xs = tf.placeholder(tf.float32, [None, 2])
ys = tf.placeholder(tf.float32, [None, 2])
w = tf.Variable(tf.ones([2, 2]))
prediction = tf.nn.softmax(tf.matmul(xs, w))
loss = tf.reduce_mean(tf.square(ys - prediction))
train_step = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(3):
    sess.run(train_step, feed_dict={xs: np.eye(2), ys: np.eye(2)})
    print(compute_accuracy(np.eye(2), np.eye(2)))
"""


def test_a_function_reading_the_session_as_a_global_before_it_is_made(native):
    # Morvan's compute_accuracy: defined before ``sess = tf.Session()``, it moves into the
    # session's region (before the loop calling it); the ops it builds from the numbers a run
    # returned are eager values in TF2, fetched as numbers (the feed fed nothing they need)
    code, diags = native(ACCURACY_FUNCTION)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "    y_pre = run_prediction(xs=v_xs)\n" in code
    assert "    accuracy = tf.reduce_mean(tf.cast(correct_prediction, tf.float32))\n    result = accuracy.numpy()\n" in code
    assert code.index("def compute_accuracy") > code.index("def run_train_step")


def test_a_function_value_fetched_with_graph_tensors_is_refused(refused):
    src = ACCURACY_FUNCTION.replace("result = sess.run(accuracy, feed_dict={xs: v_xs, ys: v_ys})",
                                    "result, p = sess.run([accuracy, prediction], feed_dict={xs: v_xs, ys: v_ys})")
    refused(src, "sessions", 10)


def test_a_function_called_with_graph_tensors_computes_graph_values(refused):
    # ``compute_accuracy(prediction, ...)``: its locals are graph tensors, not eager values
    src = ACCURACY_FUNCTION.replace("print(compute_accuracy(np.eye(2), np.eye(2)))", "print(compute_accuracy(prediction, np.eye(2)))")
    refused(src, "sessions", 10)


def test_a_function_read_before_the_session_is_made_stays_where_it_is(refused):
    src = ACCURACY_FUNCTION.replace("sess = tf.Session()", "check = compute_accuracy\nsess = tf.Session()")
    refused(src, "graph", 5)


SCALED_INPUT = """
import tensorflow as tf
xs = tf.placeholder(tf.float32, [None, 4]) / 255.
w = tf.Variable(tf.ones([4, 1]))
y = tf.matmul(xs, w)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(y, feed_dict={xs: [[1.0, 2.0, 3.0, 4.0]]}))
"""


def test_a_fed_placeholder_expression_is_the_placeholder(native):
    # Morvan's CNN: ``xs = tf.placeholder(tf.float32, [None, 784]) / 255.`` fed as ``{xs: ...}``:
    # TF1 feeds the division's output, which never runs (the fed value replaces it)
    code, diags = native(SCALED_INPUT)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "tf.TensorSpec([None, 4], tf.float32)" in code and "255." not in code
    assert "print(run_y(xs=[[1.0, 2.0, 3.0, 4.0]]))" in code
    assert [d.rule for d in diags if d.severity == "info"] == ["placeholders"]


def test_an_integer_placeholder_divided_is_not_a_placeholder(refused):
    # ``int32 / 255.`` is a float64 tensor in TF1: not the placeholder's dtype; the placeholder
    # stays inside an expression the converter does not model (a fed tensor of unknown dtype)
    refused(SCALED_INPUT.replace("tf.float32", "tf.int32"), "graph", 2)


def test_the_initializer_made_first_thing_in_the_session_block(expect):
    # Morvan's RNN tutorial: ``with tf.Session() as sess: init = tf.global_variables_initializer()``
    # (the first statement of the block was never moved before it)
    expect("""
        import tensorflow as tf
        w = tf.Variable(1.0)
        y = w * 2.0
        with tf.Session() as sess:
            init = tf.global_variables_initializer()
            sess.run(init)
            print(sess.run(y))
        """, """
        import tensorflow as tf
        w = tf.Variable(1.0)
        y = w * 2.0
        print(y.numpy())
        """)


def test_an_augmented_assignment_to_a_list_of_tensors_stays_refused(refused):
    # ``parts += [...]`` extends the list in place: ``alias`` sees the new element, which
    # ``parts = parts + [...]`` would not give it
    refused("""
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [2])
        parts = [x * 2.0]
        alias = parts
        parts += [x * 3.0]
        total = tf.add_n(alias)
        with tf.Session() as sess:
            print(sess.run(total, {x: [1.0, 2.0]}))
        """, "graph", 5)


def test_a_session_function_whose_default_reads_a_name_stays_where_it_is(refused):
    # ``def compute_accuracy(v_xs, v_ys, scale=k)`` reads ``k`` where the def runs: moved after
    # a rebinding of ``k`` it would take the other value
    src = ACCURACY_FUNCTION.replace("def compute_accuracy(v_xs, v_ys):", "k = 1.0\n\n\ndef compute_accuracy(v_xs, v_ys, scale=k):")
    refused(src.replace("sess = tf.Session()", "k = 2.0\nsess = tf.Session()"), "graph")


WHILE_LOOP_GLOBALS = """
import numpy as np
import tensorflow as tf
x = tf.Variable(tf.random_normal([6], seed=1), name='x')
n = tf.shape(x)[0]


def sum_cond(i, acc):
    return i < n


def sum_body(i, acc):
    return i + 1, acc + x[i] * x[i]


_, sum_sq = tf.while_loop(sum_cond, sum_body, [tf.constant(0), tf.constant(0.0)])
loss = tf.square(sum_sq - 1.0)
train = tf.train.GradientDescentOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(3):
        sess.run(train)
    print(sess.run(sum_sq))
"""


def test_a_while_loop_of_functions_reading_a_trained_variable_runs_per_sess_run(native):
    """The TF1 control-flow guide (second blind pass): ``n = tf.shape(x)[0]`` of a trained
    variable is fixed (its shape never changes: was "a graph value the converted code computes
    only inside its sess.run functions", an island), and the loop whose body, passed by name,
    reads ``x`` is computed in the sess.run functions, after each update (once at module level
    it would have kept the first value)."""
    code, diags = native(WHILE_LOOP_GLOBALS)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "\nn = tf.shape(x)[0]\n" in code  # module level: computed once, as a fixed shape
    assert "\n_, sum_sq = tf.while_loop(" not in code  # not at module level
    assert code.count("    _, sum_sq = tf.while_loop(sum_cond, sum_body,") >= 2  # in the train and fetch functions
