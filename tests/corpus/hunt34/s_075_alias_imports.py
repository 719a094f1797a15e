import numpy as np
import tensorflow as tf1
from tensorflow import layers as L

tf1.set_random_seed(75)
np.random.seed(75)

SEQ, CH, FILT, KS = 14, 3, 5, 4
X = np.random.randn(6, SEQ, CH).astype(np.float32)
Y = np.random.randint(0, 2, 6).astype(np.int64)
inp = tf1.placeholder(dtype=tf1.float32, shape=(None, SEQ, CH))
lab = tf1.placeholder(dtype=tf1.int64, shape=(None,))
h = L.conv1d(inp, FILT, KS, padding='same', activation=tf1.nn.relu, kernel_initializer=tf1.initializers.he_normal())
h = L.conv1d(h, filters=FILT * 2, kernel_size=KS - 1, strides=2, padding='valid', bias_initializer=tf1.constant_initializer(0.1))
h = tf1.reduce_max(h, axis=-2)
logits = L.dense(h, 2, activation=None)
loss = tf1.losses.sparse_softmax_cross_entropy(lab, logits)
step = tf1.train.AdamOptimizer(learning_rate=3e-3, beta1=0.8, epsilon=1e-6).minimize(loss)

sess = tf1.Session()
sess.run(tf1.global_variables_initializer())
for it in range(8):
    res = sess.run(fetches={'loss': loss, 'step': step}, feed_dict={inp: X, lab: Y})
    print('iter %d loss %.6f' % (it, res['loss']))
print(sess.run(tf1.nn.softmax(logits), feed_dict={inp: X}))
sess.close()
