import numpy as np
import tensorflow as tf

tf.set_random_seed(73)
np.random.seed(73)

B, C, T = 2, 3, 4
L = np.random.randint(0, C, (B, T))
onehot = np.transpose(np.eye(C)[L], [0, 2, 1]).astype(np.float32)  # B,C,T
lg_np = np.random.randn(B, C, T).astype(np.float32)
lab = tf.placeholder(tf.float32, [None, C, T])
inp = tf.placeholder(tf.float32, [None, C, T])
W = tf.Variable(tf.ones([1, C, 1]))
logits = inp * W
xe1 = tf.nn.softmax_cross_entropy_with_logits(labels=lab, logits=logits, dim=1)
xe2 = tf.nn.softmax_cross_entropy_with_logits_v2(labels=lab, logits=logits, axis=1)
loss = tf.reduce_mean(xe1) + tf.reduce_mean(xe2)
g = tf.gradients(loss, W)[0]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    a, b, gg = sess.run([xe1, xe2, g], {lab: onehot, inp: lg_np})
    print(a.shape, np.round(a, 4))
    print(np.round(b, 4))
    print(np.round(gg.ravel(), 4))
