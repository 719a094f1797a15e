import numpy as np
import tensorflow as tf

tf.set_random_seed(87)
np.random.seed(87)

X = (np.random.randn(64, 4) * 4 + 2).astype(np.float32)
Y = (X[:, 0] > 2).astype(np.float32).reshape(-1, 1)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
training = tf.placeholder(tf.bool, [])
dense1 = tf.keras.layers.Dense(8, kernel_initializer=tf.keras.initializers.glorot_uniform(seed=1))
bn = tf.keras.layers.BatchNormalization(momentum=0.8)
drop = tf.keras.layers.Dropout(0.25, seed=2)
out_layer = tf.keras.layers.Dense(1, kernel_initializer=tf.keras.initializers.glorot_uniform(seed=3))
h = tf.nn.relu(bn(dense1(x), training=training))
logits = out_layer(drop(h, training=training))
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logits))
with tf.control_dependencies(bn.updates):
    train = tf.train.AdamOptimizer(0.02).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(60):
        _, l = sess.run([train, loss], {x: X, y: Y, training: True})
        if i % 15 == 0:
            print("iter", i, "loss", l)
    print("eval loss", sess.run(loss, {x: X, y: Y, training: False}))
    print("moving mean", np.round(sess.run(bn.moving_mean), 4))
