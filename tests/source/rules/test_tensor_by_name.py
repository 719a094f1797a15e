"""Rule tensor_by_name: lookups of the script's own names -> the Python objects."""
import pytest

CASES = [
    pytest.param(
        """
        import tensorflow as tf
        a = tf.constant([1.0, 2.0], name="a")
        s = tf.reduce_sum(a, name="total")
        graph = tf.get_default_graph()
        total = graph.get_tensor_by_name("total:0")
        with tf.Session() as sess:
            print(sess.run(total))
            print(sess.run("a:0"))
        """,
        """
        import tensorflow as tf
        a = tf.constant([1.0, 2.0], name="a")
        s = tf.reduce_sum(a, name="total")
        total = s
        print(total.numpy())
        print(a.numpy())
        """,
        id="tensor looked up and fetched by name",
    ),
]


@pytest.mark.parametrize("before, after", CASES)
def test_rewrites(expect, before, after):
    expect(before, after)


def test_caveat_unknown_name_is_refused(refused):
    src = 'import tensorflow as tf\na = tf.constant(1.0)\nwith tf.Session() as sess:\n    print(sess.run("MatMul:0"))\n'
    refused(src, "tensor_by_name", 4)


def test_caveat_op_attributes_are_refused(refused):
    src = (
        'import tensorflow as tf\nx = tf.placeholder(tf.float32, name="x")\ny = tf.square(x, name="y")\n'
        'with tf.Session() as sess:\n    print(tf.get_default_graph().get_operation_by_name("y").type)\n'
    )
    refused(src, "tensor_by_name", 5)


def test_a_variable_is_looked_up_by_its_full_name_in_a_name_scope(native):
    # Mechanics 101 (an earlier blind pass): ``get_tensor_by_name('hidden1/biases:0')`` after a restore
    src = (
        'import tensorflow as tf\nwith tf.name_scope("hidden1"):\n    biases = tf.Variable(tf.zeros([3]), name="biases")\n'
        'with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n'
        '    print(sess.run(tf.get_default_graph().get_tensor_by_name("hidden1/biases:0")))\n'
    )
    code, diags = native(src)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'name="hidden1/biases"' in code and "print(biases.numpy())" in code


def test_an_op_in_a_name_scope_stays_refused(refused):
    src = ('import tensorflow as tf\nwith tf.name_scope("h"):\n    y = tf.square(tf.constant(2.0), name="y")\n'
           'with tf.Session() as sess:\n    print(sess.run("h/y:0"))\n')
    refused(src, "tensor_by_name", 5)
