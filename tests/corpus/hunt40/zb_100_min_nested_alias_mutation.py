import numpy as np
import tensorflow as tf

config = {"inner": {"scale": 1.0}}
inner = config["inner"]
x = tf.placeholder(tf.float32, [None, 2])
y = x * config["inner"]["scale"]
inner["scale"] = 5.0            # after the graph is built: no effect in TF1
with tf.Session() as sess:
    print(sess.run(y, {x: np.ones((1, 2), np.float32)}))
