import numpy as np
import tensorflow as tf

tf.set_random_seed(23)
np.random.seed(23)
sess = tf.InteractiveSession()

x = tf.placeholder(tf.float32, shape=[None, 4])
y_ = tf.placeholder(tf.float32, shape=[None, 3])
W = tf.Variable(tf.zeros([4, 3]))
b = tf.Variable(tf.zeros([3]))
sess.run(tf.global_variables_initializer())
y = tf.matmul(x, W) + b
cross_entropy = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=y_, logits=y))
train_step = tf.train.GradientDescentOptimizer(0.5).minimize(cross_entropy)

data = np.random.randn(90, 4).astype(np.float32)
lab = np.eye(3, dtype=np.float32)[np.argmax(data[:, :3], axis=1)]
for i in range(30):
    batch = np.random.choice(90, 30, replace=False)
    train_step.run(feed_dict={x: data[batch], y_: lab[batch]})
    if i % 10 == 0:
        print(i, cross_entropy.eval(feed_dict={x: data, y_: lab}))
correct_prediction = tf.equal(tf.argmax(y, 1), tf.argmax(y_, 1))
accuracy = tf.reduce_mean(tf.cast(correct_prediction, tf.float32))
print(accuracy.eval(feed_dict={x: data, y_: lab}))
print(W.eval())
sess.close()
