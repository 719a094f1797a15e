import numpy as np
import tensorflow as tf1
tf1.set_random_seed(65); np.random.seed(65)
X = np.random.randn(6, 2)
a = tf1.placeholder("double", [None, 2])
b = tf1.placeholder(dtype=np.float64, shape=(None, 2))
c = tf1.placeholder(tf1.dtypes.float64, [None, 2])
ka = tf1.keras.layers.Dense(1, name="ka")
kb = tf1.keras.layers.Dense(1, name="kb")
kc = tf1.keras.layers.Dense(1, name="kc")
fetch = {"a": ka(a), "b": kb(b), "c": kc(c)}
with tf1.Session() as sess:
    sess.run(tf1.global_variables_initializer())
    r = sess.run(fetch, {a: X, b: X, c: X})
    for k in sorted(r):
        print(k, r[k].dtype, repr(r[k].ravel()))
