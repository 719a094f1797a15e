import numpy as np
import tensorflow as tf

np.random.seed(93)
tf.set_random_seed(93)

S_DIM, A_DIM, TAU, GAMMA = 3, 2, 0.1, 0.95


def build_q(s, scope):
    with tf.variable_scope(scope):
        w1 = tf.get_variable("w1", [S_DIM, 16], initializer=tf.random_normal_initializer(stddev=0.3))
        w2 = tf.get_variable("w2", [16, A_DIM], initializer=tf.random_normal_initializer(stddev=0.3))
        return tf.matmul(tf.nn.relu(tf.matmul(s, w1)), w2)


s = tf.placeholder(tf.float32, [None, S_DIM])
s_ = tf.placeholder(tf.float32, [None, S_DIM])
a = tf.placeholder(tf.int32, [None])
r = tf.placeholder(tf.float32, [None])
q_eval = build_q(s, "eval_net")
q_next = build_q(s_, "target_net")
e_params = tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope="eval_net")
t_params = tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope="target_net")
soft_replace = [tf.assign(t, (1 - TAU) * t + TAU * e) for t, e in zip(t_params, e_params)]
hard_replace = [t.assign(e) for t, e in zip(t_params, e_params)]
q_target = r + GAMMA * tf.reduce_max(q_next, axis=1)
a_indices = tf.stack([tf.range(tf.shape(a)[0], dtype=tf.int32), a], axis=1)
q_eval_wrt_a = tf.gather_nd(params=q_eval, indices=a_indices)
loss = tf.reduce_mean(tf.squared_difference(tf.stop_gradient(q_target), q_eval_wrt_a))
train_op = tf.train.RMSPropOptimizer(0.01).minimize(loss, var_list=e_params)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(hard_replace)
    for step in range(30):
        bs = np.random.randn(16, S_DIM).astype(np.float32)
        bs_ = bs + 0.1
        ba = np.random.randint(0, A_DIM, 16)
        br = bs[:, 0].astype(np.float32)
        _, l = sess.run([train_op, loss], {s: bs, s_: bs_, a: ba, r: br})
        sess.run(soft_replace)
        if step % 10 == 0:
            print(step, "loss %.5f" % l)
    e, t = sess.run([e_params[0], t_params[0]])
    print("eval-target gap %.5f" % np.abs(e - t).mean())
