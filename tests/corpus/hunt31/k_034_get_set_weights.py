"""Copy weights between two Keras Dense layers with get_weights / set_weights in a session."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(34)
x = tf.placeholder(tf.float32, [None, 3])
online = tf.keras.layers.Dense(2)
target = tf.keras.layers.Dense(2)
qo = online(x)
qt = target(x)
X = np.eye(3, dtype=np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    w = online.get_weights()
    print("shapes", [a.shape for a in w])
    target.set_weights(w)
    a, b = sess.run([qo, qt], {x: X})
    print("same", np.allclose(a, b))
    print("qt", b)
