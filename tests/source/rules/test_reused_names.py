"""A name a script reuses for something else is not the graph object it once named (blind pass
17: each of these made a whole file an island with a false reason): a comprehension's own
target, a def's parameter, a name rebound by Python code before it is read. The equivalence
of the converted files is checked by ``tf1to2 check`` runs in tests/equivalence; here, strings."""
import pytest

GRADS = """
import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
w = tf.Variable(tf.ones([2, 1]), name="w")
loss = tf.reduce_mean(tf.square(tf.matmul(x, w)))
opt = tf.train.GradientDescentOptimizer(0.1)
grads_and_vars = opt.compute_gradients(loss)
grads = [g for g, v in grads_and_vars]
train = opt.apply_gradients(grads_and_vars)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for g in sess.run(grads, {x: np.ones((3, 2))}):
        print(g)
    sess.run(train, {x: np.ones((3, 2))})
    print(sess.run(w))
"""


def test_a_comprehension_target_is_not_the_module_name(native):
    """ageron ch16's ``[grad for grad, variable in grads_and_vars]`` then ``for grad, variable
    in grads_and_vars:``: the comprehension's ``grad`` is its own (Python 3)."""
    code, diags = native(GRADS)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "for g in run_grads(x=np.ones((3, 2))):" in code


RELU = """
import numpy as np
import tensorflow as tf
X = tf.constant([[1.0, -2.0]])
Y = X * 2.0
with tf.Session() as sess:
    print(sess.run(Y))
tf.reset_default_graph()


def relu(X):
    return tf.maximum(X, 0.0, name="max")


X = tf.placeholder(tf.float32, [None, 2])
out = relu(X) + relu(X * 2.0)
with tf.Session() as sess:
    print(sess.run(out, {X: np.array([[1.0, -2.0]])}))
"""


def test_a_def_parameter_after_a_reset_is_not_the_old_graph_object(native, refused):
    """ageron ch9's ``def relu(X):`` after ``reset_graph()``, next to the old graph's ``X``."""
    code, diags = native(RELU)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "def relu(X):\n    return tf.maximum(X, 0.0, name=\"max\")" in code
    # the def reading the old ``Y`` itself still is a read of the old graph
    refused(RELU.replace('return tf.maximum(X, 0.0, name="max")', 'return tf.maximum(X, Y, name="max")'), "graph", 10)


RESULT = """
import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
w = tf.Variable(tf.ones([2, 1]))
result = tf.matmul(x, w)
loss = tf.reduce_mean(result)
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(3):
{body}
"""


@pytest.mark.parametrize("body, line", [
    pytest.param("        result = sess.run([train, loss], {x: np.ones((2, 2))})\n        print(result[1])", None,
                 id="rebound by sess.run, then read: the numbers"),
    pytest.param("        print(result)\n        result = sess.run([train, loss], {x: np.ones((2, 2))})", 11,
                 id="read before the rebinding: the graph object at the first trip"),
    pytest.param("        if i:\n            result = sess.run([train, loss], {x: np.ones((2, 2))})\n        print(result)", 13,
                 id="rebound in a branch only"),
])
def test_a_graph_name_rebound_by_python_before_it_is_read(native, refused, body, line):
    """MAML's ``result = tf.map_fn(...)`` then, in the training loop, ``result =
    sess.run([...])`` and ``result[1]``."""
    src = RESULT.format(body=body)
    if line is None:
        code, diags = native(src)
        assert [str(d) for d in diags if d.severity == "warning"] == []
        assert "result = run_train_loss(x=np.ones((2, 2)))\n    print(result[1])" in code
    else:
        diags = refused(src, "graph", line)
        assert all("'result' is a graph object read outside sess.run" in d.reason for d in diags if d.rule == "graph")
