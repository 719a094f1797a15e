import numpy as np
import tensorflow as tf
tf.set_random_seed(17); np.random.seed(17)
X = np.random.randn(4, 3).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 3])
a = tf.keras.layers.Dense(2)
b = tf.keras.layers.Dense(1, activation="sigmoid")
outs = {"a": a(x), "b": b(x), "sum": a(x) + b(x)}
sess = tf.Session()
sess.run(tf.global_variables_initializer())
r = sess.run(outs, {x: X})
print(r["a"]); print(r["b"]); print(r["sum"])
r2 = sess.run({"ka": a.kernel, "kb": b.kernel})
print(r2["ka"].shape, r2["kb"].ravel())
