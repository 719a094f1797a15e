import numpy as np
import tensorflow as tf

tf.set_random_seed(58)
np.random.seed(58)

train_x = np.random.randn(64, 3).astype(np.float32)
train_y = train_x.sum(1, keepdims=True)
val_x = np.random.randn(16, 3).astype(np.float32)
val_y = val_x.sum(1, keepdims=True)

train_ds = tf.data.Dataset.from_tensor_slices((train_x, train_y)).shuffle(64, seed=1).repeat().batch(16)
val_ds = tf.data.Dataset.from_tensor_slices((val_x, val_y)).batch(16)

handle = tf.placeholder(tf.string, shape=[])
iterator = tf.data.Iterator.from_string_handle(handle, train_ds.output_types, train_ds.output_shapes)
bx, by = iterator.get_next()
train_it = train_ds.make_one_shot_iterator()
val_it = val_ds.make_initializable_iterator()

W = tf.Variable(tf.zeros([3, 1]))
loss = tf.reduce_mean(tf.square(tf.matmul(bx, W) - by))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    train_h, val_h = sess.run([train_it.string_handle(), val_it.string_handle()])
    for epoch in range(4):
        for _ in range(4):
            sess.run(train, {handle: train_h})
        sess.run(val_it.initializer)
        print("epoch", epoch, "val loss", sess.run(loss, {handle: val_h}))
    print("W", sess.run(W).ravel())
