"""Sequential model: model.summary(), then model.predict inside a Session after tf.train steps."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(82)
np.random.seed(82)
model = tf.keras.Sequential()
model.add(tf.keras.layers.Dense(4, activation="relu", input_shape=(3,)))
model.add(tf.keras.layers.Dense(1))
model.summary()
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
loss = tf.reduce_mean(tf.square(model(x) - y))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss, var_list=model.trainable_weights)
X = np.random.randn(10, 3).astype(np.float32)
Y = X[:, :1] - X[:, 2:]
sess = tf.keras.backend.get_session()
sess.run(tf.global_variables_initializer())
for i in range(5):
    sess.run(train_op, {x: X, y: Y})
print("predict", model.predict(X[:3]).ravel())
print("layers", [l.name for l in model.layers])
