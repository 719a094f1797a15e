import numpy as np
import tensorflow as tf

tf.set_random_seed(20)
np.random.seed(20)
config = {"units": 4}

def build(cfg):
    x = tf.placeholder(tf.float32, [None, 3])
    h = tf.layers.dense(x, cfg.setdefault("hidden", 7), activation=tf.nn.relu)
    o = tf.layers.dense(h, cfg["units"])
    return x, o

x, o = build(config)
config.setdefault("hidden", 100)
config["units"] = config.get("units") * 10
loss = tf.reduce_mean(o ** 2)
tr = tf.train.AdamOptimizer(0.01).minimize(loss)
X = np.random.randn(5, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, sess.run([loss, tr], {x: X})[0])
    print(sess.run(o, {x: X}).shape, config)
    print([v.shape.as_list() for v in tf.trainable_variables()])
