import numpy as np
import tensorflow as tf

tf.set_random_seed(17)
np.random.seed(17)

def birnn(inputs, lens, units, scope):
    with tf.variable_scope(scope):
        f = tf.contrib.rnn.BasicLSTMCell(units)
        b = tf.contrib.rnn.BasicLSTMCell(units)
        outputs, states = tf.nn.bidirectional_dynamic_rnn(f, b, inputs, sequence_length=lens, dtype=tf.float32)
        out_fw, out_bw = outputs
        return tf.concat([out_fw, out_bw], 2)

x = tf.placeholder(tf.float32, [None, 5, 3])
L = tf.placeholder(tf.int64, [None])
h1 = birnn(x, L, 4, "layer1")
h2 = birnn(h1, L, 2, "layer2")
d = h2.get_shape().as_list()[-1]
o = tf.layers.dense(tf.reshape(h2, [-1, d]), 1)
loss = tf.reduce_mean(tf.square(o))
tr = tf.train.AdamOptimizer(0.01).minimize(loss)
X = np.random.randn(2, 5, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, tr], {x: X, L: [5, 3]})
        print(i, l)
    print([v.name for v in tf.trainable_variables()])
