import numpy as np
import tensorflow as tf

tf.set_random_seed(86)

# minimise (v - target)^2 with an in-graph while loop of gradient steps
target = tf.placeholder(tf.float32, [3])
v0 = tf.zeros([3])

def cond(i, v):
    return i < 25

def body(i, v):
    loss = tf.reduce_sum(tf.square(v - target))
    g = tf.gradients(loss, v)[0]
    return i + 1, v - 0.1 * g

_, v_final = tf.while_loop(cond, body, [tf.constant(0), v0])
final_loss = tf.reduce_sum(tf.square(v_final - target))

with tf.Session() as sess:
    for t in ([1.0, 2.0, 3.0], [-1.0, 0.0, 0.5]):
        vf, fl = sess.run([v_final, final_loss], {target: t})
        print("target", t, "v", np.round(vf, 6), "loss %.3e" % fl)
