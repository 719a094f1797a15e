"""Session 27: the red-team hunt on code organised in functions and classes (hunt 7), and the
islands of earlier hunts users expect to convert. Strings in, strings out (no TensorFlow
import); the numbers: the legacy fixtures named in each test."""
import pytest


@pytest.mark.parametrize("fetch, value", [
    pytest.param("tf.trainable_variables()[0]", "W.numpy()", id="the first trainable variable"),
    pytest.param("tf.global_variables()[-1]", "step.numpy()", id="the last variable, by a negative index"),
])
def test_one_entry_of_a_variable_collection_fetched(native, fetch, value):
    """Hunt 6's t73: ``sess.run(tf.trainable_variables()[0])`` was refused ("a fetch that is not
    a graph tensor"); the whole collection converted already."""
    code, diags = native("import tensorflow as tf\nW = tf.Variable(tf.ones([2, 2]), name='W')\nb = tf.Variable(tf.zeros([2]))\n"
                         "step = tf.Variable(0, trainable=False)\nwith tf.Session() as sess:\n"
                         f"    sess.run(tf.global_variables_initializer())\n    print(sess.run({fetch}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert f"print({value})" in code, code


def test_a_tuple_of_helper_calls_is_one_statement_per_name(native):
    """Hunt 6's t79 (a WGAN): ``D_real, D_fake = D(X), D(G_sample)`` planned as one statement made
    the generator's step need the fed ``X`` (refused); split, it needs only ``Z``."""
    code, diags = native(
        "import tensorflow as tf\nX = tf.placeholder(tf.float32, [None, 2])\nZ = tf.placeholder(tf.float32, [None, 2])\n"
        "W = tf.Variable(tf.ones([2, 1]))\nG = tf.Variable(tf.ones([2, 2]))\ndef D(x):\n    return tf.matmul(x, W)\n"
        "fake = tf.matmul(Z, G)\nD_real, D_fake = D(X), D(fake)\nG_loss = -tf.reduce_mean(D_fake)\n"
        "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    print(sess.run(G_loss, {Z: [[1.0, 2.0]]}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "def G_loss_step(Z):" in code and "D_real" not in code[code.index("def G_loss_step"):], code


def test_a_plain_session_then_a_with_session_of_the_same_name(native):
    """Hunt 6's t53 (the TF tutorials' hello world then basic operations): ``sess = tf.Session()``
    and later ``with tf.Session() as sess:`` was "the session used other than by sess.run"."""
    code, diags = native("import tensorflow as tf\nhello = tf.constant('Hello')\nsess = tf.Session()\nprint(sess.run(hello))\n"
                         "a = tf.constant(2)\nwith tf.Session() as sess:\n    print(sess.run(a * 3))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "print(hello.numpy())\n" in code and "print((a * 3).numpy())\n" in code, code
