import numpy as np
import tensorflow as tf

tf.set_random_seed(3)
np.random.seed(3)

NUM_CLASSES = 3
D = 4
centers = np.random.randn(NUM_CLASSES, D) * 3
labels = np.random.randint(0, NUM_CLASSES, size=600)
data = (centers[labels] + np.random.randn(600, D)).astype(np.float32)
onehot = np.eye(NUM_CLASSES, dtype=np.float32)[labels]

x = tf.placeholder(tf.float32, [None, D])
y_ = tf.placeholder(tf.float32, [None, NUM_CLASSES])
W = tf.Variable(tf.zeros([D, NUM_CLASSES]))
b = tf.Variable(tf.zeros([NUM_CLASSES]))
y = tf.nn.softmax(tf.matmul(x, W) + b)
cross_entropy = tf.reduce_mean(-tf.reduce_sum(y_ * tf.log(y + 1e-10), reduction_indices=[1]))
train_step = tf.train.GradientDescentOptimizer(0.05).minimize(cross_entropy)

correct_prediction = tf.equal(tf.argmax(y, 1), tf.argmax(y_, 1))
accuracy = tf.reduce_mean(tf.cast(correct_prediction, tf.float32))

def next_batch(i, bs=50):
    s = (i * bs) % 600
    return data[s:s + bs], onehot[s:s + bs]

sess = tf.InteractiveSession()
tf.global_variables_initializer().run()
for i in range(300):
    bx, by = next_batch(i)
    train_step.run(feed_dict={x: bx, y_: by})
    if i % 50 == 0:
        print(i, cross_entropy.eval(feed_dict={x: data, y_: onehot}))
print("train accuracy", accuracy.eval(feed_dict={x: data, y_: onehot}))
print("W row sums", np.round(W.eval().sum(axis=1), 4))
sess.close()
