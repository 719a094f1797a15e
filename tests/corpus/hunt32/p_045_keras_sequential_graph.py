# tf.keras.Sequential used in a TF1 graph with placeholders; gradient of output w.r.t. input
import numpy as np
import tensorflow as tf

tf.set_random_seed(45)
np.random.seed(45)

model = tf.keras.Sequential([
    tf.keras.layers.Dense(16, activation="tanh", input_shape=(2,)),
    tf.keras.layers.Dense(16, activation="tanh"),
    tf.keras.layers.Dense(1),
])
xt = tf.placeholder(tf.float32, [None, 2])
u = model(xt)
du = tf.gradients(u, xt)[0]
u_x = du[:, 0:1]
u_t = du[:, 1:2]
u_xx = tf.gradients(u_x, xt)[0][:, 0:1]
loss = tf.reduce_mean(tf.square(u_t + u * u_x - 0.05 * u_xx))
loss = loss + tf.reduce_mean(tf.square(model(tf.concat([xt[:, 0:1], tf.zeros_like(xt[:, 0:1])], 1)) + tf.sin(np.pi * xt[:, 0:1])))
train = tf.train.AdamOptimizer(0.005).minimize(loss, var_list=model.trainable_variables)
pts = np.random.rand(40, 2).astype(np.float32) * np.array([2.0, 1.0], np.float32) - np.array([1.0, 0.0], np.float32)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(150):
    sess.run(train, {xt: pts})
    if i % 50 == 0:
        print(i, sess.run(loss, {xt: pts}))
print(sess.run(u, {xt: pts[:3]}).ravel())
