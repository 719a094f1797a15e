import numpy as np
import tensorflow as tf

np.random.seed(7)
tf.set_random_seed(7)

n = 300
X0 = np.random.randn(n // 2, 2) + np.array([-1.5, -1.5])
X1 = np.random.randn(n // 2, 2) + np.array([1.5, 1.5])
xs = np.vstack([X0, X1]).astype(np.float32)
ys = np.concatenate([np.zeros(n // 2), np.ones(n // 2)]).reshape(-1, 1).astype(np.float32)

x = tf.placeholder(tf.float32, shape=(None, 2))
y = tf.placeholder(tf.float32, shape=(None, 1))
w = tf.Variable(tf.zeros([2, 1]))
b = tf.Variable(0.0)
logits = tf.matmul(x, w) + b
cost = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logits))
opt = tf.train.GradientDescentOptimizer(learning_rate=0.1).minimize(cost)
correct = tf.equal(tf.cast(tf.sigmoid(logits) > 0.5, tf.float32), y)
acc = tf.reduce_mean(tf.cast(correct, tf.float32))

sess = tf.Session()
sess.run(tf.global_variables_initializer())
for step in range(201):
    _, c = sess.run([opt, cost], feed_dict={x: xs, y: ys})
    if step % 40 == 0:
        print("step", step, "cost", round(float(c), 5))
print("accuracy:", sess.run(acc, {x: xs, y: ys}))
print("w:", sess.run(w).ravel(), "b:", sess.run(b))
sess.close()
