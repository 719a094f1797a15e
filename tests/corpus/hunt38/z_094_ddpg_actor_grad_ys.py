import numpy as np
import tensorflow as tf

np.random.seed(94)
tf.set_random_seed(94)

S, A, BATCH = 3, 1, 16
state = tf.placeholder(tf.float32, [None, S])
with tf.variable_scope("actor"):
    h = tf.layers.dense(state, 16, tf.nn.relu, name="l1")
    action = tf.layers.dense(h, A, tf.nn.tanh, name="a")
actor_vars = tf.trainable_variables("actor")
action_in = tf.placeholder(tf.float32, [None, A])
ret = tf.placeholder(tf.float32, [None, 1])
with tf.variable_scope("critic"):
    hc = tf.layers.dense(tf.concat([state, action_in], 1), 16, tf.nn.relu, name="l1")
    q = tf.layers.dense(hc, 1, name="q")
critic_vars = tf.trainable_variables("critic")
critic_loss = tf.reduce_mean(tf.square(q - ret))
critic_train = tf.train.AdamOptimizer(1e-2).minimize(critic_loss, var_list=critic_vars)
action_grads = tf.gradients(q, action_in)[0]
a_grad_ph = tf.placeholder(tf.float32, [None, A])
unnorm = tf.gradients(action, actor_vars, -a_grad_ph)
actor_grads = [g / BATCH for g in unnorm]
actor_train = tf.train.AdamOptimizer(1e-3).apply_gradients(zip(actor_grads, actor_vars))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for it in range(20):
        st = np.random.randn(BATCH, S).astype(np.float32)
        act = sess.run(action, {state: st})
        rt = (-np.square(act - st[:, :1] * 0.5)).astype(np.float32)
        _, cl = sess.run([critic_train, critic_loss], {state: st, action_in: act, ret: rt})
        ag = sess.run(action_grads, {state: st, action_in: act})
        sess.run(actor_train, {state: st, a_grad_ph: ag})
        if it % 5 == 0:
            print(it, "critic %.5f |dQ/da| %.5f" % (cl, np.abs(ag).mean()))
    print("policy", np.round(sess.run(action, {state: np.eye(3, dtype=np.float32)}).ravel(), 4))
