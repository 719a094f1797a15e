# Neural ODE with a hand-written RK4 integrator in graph ops, trained to fit a spiral
import numpy as np
import tensorflow as tf

tf.set_random_seed(5)
np.random.seed(5)

DT = 0.1
STEPS = 10


def f_theta(y, params):
    W1, b1, W2, b2 = params
    h = tf.tanh(tf.matmul(y, W1) + b1)
    return tf.matmul(h, W2) + b2


def rk4_step(y, params, dt):
    k1 = f_theta(y, params)
    k2 = f_theta(y + 0.5 * dt * k1, params)
    k3 = f_theta(y + 0.5 * dt * k2, params)
    k4 = f_theta(y + dt * k3, params)
    return y + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)


A = np.array([[-0.1, 2.0], [-2.0, -0.1]])
y0_np = np.array([[2.0, 0.0]])
traj = [y0_np]
for _ in range(STEPS):
    traj.append(traj[-1] + DT * traj[-1].dot(A.T))
traj = np.concatenate(traj, 0).astype(np.float32)

params = [tf.Variable(tf.random_normal([2, 16], stddev=0.1)), tf.Variable(tf.zeros([16])),
          tf.Variable(tf.random_normal([16, 2], stddev=0.1)), tf.Variable(tf.zeros([2]))]
y0 = tf.placeholder(tf.float32, [1, 2])
target = tf.placeholder(tf.float32, [STEPS + 1, 2])
ys = [y0]
y = y0
for i in range(STEPS):
    y = rk4_step(y, params, DT)
    ys.append(y)
pred = tf.concat(ys, axis=0)
loss = tf.reduce_mean(tf.abs(pred - target))
opt = tf.train.RMSPropOptimizer(0.01)
train = opt.minimize(loss)
dloss_dy0 = tf.gradients(loss, y0)[0]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for it in range(150):
        _, lv = sess.run([train, loss], {y0: traj[:1], target: traj})
        if it % 50 == 0:
            print("iter", it, "loss", lv)
    print(sess.run(pred, {y0: traj[:1]})[-1])
    print(sess.run(dloss_dy0, {y0: traj[:1], target: traj}))
