"""Keras kernel/bias regularizers; model.losses added to the data loss."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(21)
np.random.seed(21)

reg = tf.keras.regularizers.l2(0.01)
model = tf.keras.Sequential()
model.add(tf.keras.layers.Dense(10, activation="relu", input_shape=(4,),
                                kernel_regularizer=reg, bias_regularizer=tf.keras.regularizers.l1(0.001)))
model.add(tf.keras.layers.Dense(1, kernel_regularizer=tf.keras.regularizers.l1_l2(l1=0.001, l2=0.01)))

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
pred = model(x)
data_loss = tf.reduce_mean(tf.square(pred - y))
reg_loss = tf.add_n(model.losses)
total = data_loss + reg_loss
train_op = tf.train.AdagradOptimizer(0.1).minimize(total)

X = np.random.randn(25, 4).astype(np.float32)
Y = np.sin(X.sum(1, keepdims=True)).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(20):
        d, r, _ = sess.run([data_loss, reg_loss, train_op], {x: X, y: Y})
        if i % 5 == 0:
            print("data %.6f reg %.6f" % (d, r))
    print("n reg losses", len(model.losses))
