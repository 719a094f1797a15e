import numpy as np
import tensorflow as tf

np.random.seed(19)
tf.set_random_seed(19)

X = np.random.randn(100, 2).astype(np.float32)
y_np = np.where(X[:, 0] - X[:, 1] > 0, 1.0, -1.0).astype(np.float32).reshape(-1, 1)

x_data = tf.placeholder(shape=[None, 2], dtype=tf.float32)
y_target = tf.placeholder(shape=[None, 1], dtype=tf.float32)
A = tf.Variable(tf.random_normal(shape=[2, 1]))
b = tf.Variable(tf.random_normal(shape=[1, 1]))
model_output = tf.subtract(tf.matmul(x_data, A), b)
l2_norm = tf.reduce_sum(tf.square(A))
alpha = tf.constant([0.01])
classification_term = tf.reduce_mean(tf.maximum(0., tf.subtract(1., tf.multiply(model_output, y_target))))
loss = tf.add(classification_term, tf.multiply(alpha, l2_norm))
prediction = tf.sign(model_output)
accuracy = tf.reduce_mean(tf.cast(tf.equal(prediction, y_target), tf.float32))
my_opt = tf.train.GradientDescentOptimizer(0.05)
train_step = my_opt.minimize(loss)

sess = tf.Session()
init = tf.global_variables_initializer()
sess.run(init)
loss_vec = []
for i in range(100):
    rand_index = np.random.choice(len(X), size=20)
    sess.run(train_step, feed_dict={x_data: X[rand_index], y_target: y_np[rand_index]})
    temp_loss = sess.run(loss, feed_dict={x_data: X[rand_index], y_target: y_np[rand_index]})
    loss_vec.append(temp_loss)
    if (i + 1) % 25 == 0:
        print('Step #' + str(i + 1) + ' A = ' + str(sess.run(A).ravel()) + ' b = ' + str(sess.run(b)))
        print('Loss = ' + str(temp_loss))
print("acc", sess.run(accuracy, feed_dict={x_data: X, y_target: y_np}))
