import numpy as np
import tensorflow as tf
from tensorflow.keras import layers
tf.set_random_seed(38); np.random.seed(38)
A = np.random.randn(6, 3).astype(np.float32)
B = np.random.randn(6, 3).astype(np.float32)
a = tf.placeholder(tf.float32, [None, 3])
b = tf.placeholder(tf.float32, [None, 3])
da = layers.Dense(3, name="da")(a)
db = layers.Dense(3, name="db")(b)
outs = {
    "sub": layers.Subtract()([da, db]),
    "mul": layers.Multiply()([da, db]),
    "avg": layers.Average()([da, db, a]),
    "max": layers.Maximum()([da, db]),
    "dot": layers.Dot(axes=1, normalize=True)([da, db]),
}
sess = tf.Session()
sess.run(tf.global_variables_initializer())
r = sess.run(outs, {a: A, b: B})
for k in sorted(r):
    print(k, r[k])
