import numpy as np
import tensorflow as tf1

tf1.set_random_seed(79)
np.random.seed(79)

Xd = np.random.rand(100, 1).astype(np.float32) * 4 - 2
Yd = (np.abs(Xd) + 0.1 * np.random.randn(100, 1)).astype(np.float32)

graph = tf1.Graph()
with graph.as_default():
    tf1.set_random_seed(79)
    X = tf1.placeholder(tf1.float32, (None, 1))
    Y = tf1.placeholder(tf1.float32, (None, 1))
    W1 = tf1.get_variable("W1", (1, 8), initializer=tf1.random_normal_initializer(seed=1))
    b1 = tf1.get_variable("b1", (8,), initializer=tf1.zeros_initializer())
    W2 = tf1.get_variable("W2", (8, 1), initializer=tf1.random_normal_initializer(seed=2))
    hidden = tf1.nn.relu(tf1.matmul(X, W1) + b1)
    Yhat = tf1.matmul(hidden, W2)
    cost = tf1.reduce_mean(tf1.square(Yhat - Y))
    train_step = tf1.train.AdamOptimizer(0.05).minimize(cost)
    init = tf1.global_variables_initializer()

sess = tf1.Session(graph=graph)
sess.run(init)
history = []
for epoch in range(100):
    c, _ = sess.run([cost, train_step], feed_dict={X: Xd, Y: Yd})
    history.append(c)
print("cost every 20:", np.round(history[::20], 5))
print("f(-1), f(0), f(1):", sess.run(Yhat, {X: [[-1.0], [0.0], [1.0]]}).ravel())
sess.close()
