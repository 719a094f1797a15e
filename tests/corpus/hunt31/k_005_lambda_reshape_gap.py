"""Sequential with Reshape, Lambda and GlobalAveragePooling1D."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(11)
np.random.seed(11)

model = tf.keras.Sequential([
    tf.keras.layers.Reshape((4, 3), input_shape=(12,)),
    tf.keras.layers.Lambda(lambda t: t * 2.0 - 1.0),
    tf.keras.layers.Dense(6, activation="relu"),
    tf.keras.layers.GlobalAveragePooling1D(),
    tf.keras.layers.Dense(2),
])

x = tf.placeholder(tf.float32, [None, 12])
labels = tf.placeholder(tf.float32, [None, 2])
out = model(x)
loss = tf.losses.softmax_cross_entropy(labels, out)
step = tf.train.MomentumOptimizer(0.1, 0.9).minimize(loss)

data = np.random.rand(20, 12).astype(np.float32)
lab = np.eye(2)[np.random.randint(0, 2, 20)].astype(np.float32)

sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(15):
    l, _ = sess.run([loss, step], feed_dict={x: data, labels: lab})
    print("loss", round(float(l), 6))
print(sess.run(out, feed_dict={x: data[:2]}))
sess.close()
