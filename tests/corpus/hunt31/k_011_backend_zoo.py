"""A grab-bag of tf.keras.backend helpers on graph tensors (feature engineering code)."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

np.random.seed(11)
tf.set_random_seed(11)

a = tf.placeholder(tf.float32, [None, 4])
b = tf.placeholder(tf.float32, [None, 4])
stats = {
    "std": K.std(a, axis=0),
    "var": K.var(a, axis=1, keepdims=True),
    "l2n": K.l2_normalize(a, axis=-1),
    "soft": K.softmax(a),
    "clip": K.clip(a, -0.5, 0.5),
    "round": K.round(a * 3.0),
    "relu": K.relu(a, alpha=0.1, max_value=1.0),
    "elu": K.elu(a, alpha=0.5),
    "dot": K.dot(a, K.transpose(b)),
    "bdot": K.batch_dot(a, b, axes=1),
    "sign": K.sign(a),
    "pow": K.pow(K.abs(a), 1.5),
    "argmax": K.argmax(a),
    "max": K.max(a, axis=1, keepdims=True),
    "logsum": K.log(K.sum(K.exp(a), axis=-1)),
    "softplus": K.softplus(a),
    "softsign": K.softsign(a),
    "cumsum": K.cumsum(a, axis=1),
    "perm": K.permute_dimensions(K.reshape(a, (-1, 2, 2)), (0, 2, 1)),
    "rep": K.repeat_elements(a, 2, axis=1),
    "bflat": K.batch_flatten(K.reshape(a, (-1, 2, 2))),
    "sw": K.switch(K.greater(a, 0.0), a, K.zeros_like(a)),
    "eps": K.epsilon() * K.ones_like(a),
    "prod": K.prod(a + 2.0, axis=-1),
    "minimum": K.minimum(a, b),
    "ohot": K.one_hot(K.argmax(b), 4),
    "intop": K.cast(K.in_top_k(a, K.argmax(b), 2), "float32"),
}
A = np.random.randn(3, 4).astype(np.float32)
B = np.random.randn(3, 4).astype(np.float32)
with tf.Session() as sess:
    out = sess.run(stats, {a: A, b: B})
for k in sorted(out):
    print(k, np.asarray(out[k]).ravel()[:6])
