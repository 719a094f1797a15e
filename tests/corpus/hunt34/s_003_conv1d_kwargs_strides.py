import numpy as np
import tensorflow as tf

tf.set_random_seed(3)
np.random.seed(3)

X = np.random.randn(10, 32, 2).astype(np.float32)
Y = np.random.randint(0, 3, size=(10,))

inputs = tf.placeholder(tf.float32, shape=[None, 32, 2], name="inputs")
labels = tf.placeholder(tf.int32, shape=[None], name="labels")
net = tf.layers.conv1d(inputs=inputs, filters=4, kernel_size=5, strides=2, padding='same',
                       activation=tf.nn.tanh, name='c1')
net = tf.layers.conv1d(net, 8, 3, strides=1, padding='valid', use_bias=False, name='c2')
net = tf.nn.relu(net)
net = tf.reduce_mean(net, axis=1)
logits = tf.layers.dense(net, 3, name='out')
loss = tf.losses.sparse_softmax_cross_entropy(labels=labels, logits=logits)
train_op = tf.train.MomentumOptimizer(0.1, 0.9).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for v in tf.trainable_variables():
        print(v.name, v.get_shape().as_list())
    for i in range(15):
        out = sess.run({'loss': loss, 'train': train_op}, feed_dict={inputs: X, labels: Y})
        print(i, out['loss'])
    print(sess.run(tf.argmax(logits, 1), {inputs: X}))
