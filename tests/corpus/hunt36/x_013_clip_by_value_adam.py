import numpy as np
import tensorflow as tf

tf.set_random_seed(13)
np.random.seed(13)

xs = np.linspace(-2, 2, 64).reshape(-1, 1).astype(np.float32)
ys = (xs ** 3 - xs).astype(np.float32)

inp = tf.placeholder(tf.float32, [None, 1])
tgt = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.dense(inp, 16, tf.nn.tanh, kernel_initializer=tf.truncated_normal_initializer(stddev=0.5, seed=1))
out = tf.layers.dense(h, 1, kernel_initializer=tf.truncated_normal_initializer(stddev=0.5, seed=2))
loss = tf.losses.mean_squared_error(tgt, out)

optimizer = tf.train.AdamOptimizer(learning_rate=0.02)
gvs = optimizer.compute_gradients(loss)
capped_gvs = [(tf.clip_by_value(grad, -0.5, 0.5), var) for grad, var in gvs]
train_op = optimizer.apply_gradients(capped_gvs)

sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(200):
    _, lv = sess.run((train_op, loss), {inp: xs, tgt: ys})
    if i % 40 == 0:
        print("iter", i, "mse", lv)
grads_now = sess.run([g for g, v in gvs], {inp: xs, tgt: ys})
for (g, v), gv in zip(gvs, grads_now):
    print(v.name, "grad max abs", float(np.abs(gv).max()))
print("pred at 1.0:", sess.run(out, {inp: [[1.0]]}))
