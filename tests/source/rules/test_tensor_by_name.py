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
