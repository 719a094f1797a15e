# Trained HNN rollout: leapfrog integration in Python feeding sess.run outputs back in
import numpy as np
import tensorflow as tf

np.random.seed(37)
tf.set_random_seed(37)

qp = tf.placeholder(tf.float32, [None, 2])
h1 = tf.layers.dense(qp, 32, activation=tf.tanh)
h2 = tf.layers.dense(h1, 32, activation=tf.tanh)
Hs = tf.layers.dense(h2, 1)
dH = tf.gradients(Hs, qp)[0]
dH_dq = dH[:, 0:1]
dH_dp = dH[:, 1:2]
target = tf.placeholder(tf.float32, [None, 2])
loss = tf.reduce_mean(tf.square(tf.concat([dH_dp, -dH_dq], 1) - target))
train = tf.train.AdamOptimizer(1e-3).minimize(loss)

data = np.random.uniform(-1, 1, (100, 2)).astype(np.float32)
deriv = np.stack([data[:, 1], -np.sin(data[:, 0])], 1).astype(np.float32)  # pendulum
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(200):
    sess.run(train, {qp: data, target: deriv})
print("loss", sess.run(loss, {qp: data, target: deriv}))
state = np.array([[0.5, 0.0]], np.float32)
dt = 0.1
traj = []
for step in range(20):
    g = sess.run(dH, {qp: state})
    p_half = state[:, 1] - 0.5 * dt * g[:, 0]
    q_new = state[:, 0] + dt * sess.run(dH, {qp: np.stack([state[:, 0], p_half], 1)})[:, 1]
    g2 = sess.run(dH, {qp: np.stack([q_new, p_half], 1)})
    p_new = p_half - 0.5 * dt * g2[:, 0]
    state = np.stack([q_new, p_new], 1).astype(np.float32)
    traj.append(state[0].copy())
print(np.array(traj)[::5])
print(sess.run(Hs, {qp: np.array(traj)})[::5].ravel())
