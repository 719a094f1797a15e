import numpy as np
import tensorflow as tf

np.random.seed(56)
tf.set_random_seed(56)


@tf.RegisterGradient("GuidedRelu56")
def _guided_relu_grad(op, grad):
    return tf.where(grad > 0.0, grad * tf.cast(op.outputs[0] > 0.0, tf.float32), tf.zeros_like(grad))


x = tf.placeholder(tf.float32, [None, 4])
W1 = tf.constant(np.random.randn(4, 6).astype(np.float32))
W2 = tf.constant(np.random.randn(6, 1).astype(np.float32))
g = tf.get_default_graph()
with g.gradient_override_map({"Relu": "GuidedRelu56"}):
    h = tf.nn.relu(tf.matmul(x, W1))
out = tf.matmul(h, W2)
saliency = tf.gradients(out, x)[0]

with tf.Session() as sess:
    X = np.random.randn(3, 4).astype(np.float32)
    print("out", np.round(sess.run(out, {x: X}).ravel(), 4))
    print("guided saliency", np.round(sess.run(saliency, {x: X}), 4))
