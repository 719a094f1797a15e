"""float64 NumPy data through Dataset.zip into a Keras Dense layer."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(7)
rng = np.random.RandomState(7)

features = rng.randn(40, 3)          # float64
targets = features.dot(np.array([[1.0], [-2.0], [0.5]])) + 0.3

ds = tf.data.Dataset.zip((tf.data.Dataset.from_tensor_slices(features),
                          tf.data.Dataset.from_tensor_slices(targets)))
ds = ds.batch(8).repeat()
it = ds.make_one_shot_iterator()
xb, yb = it.get_next()

layer = tf.keras.layers.Dense(1, kernel_initializer=tf.keras.initializers.glorot_uniform(seed=1))
pred = layer(xb)
loss = tf.reduce_mean(tf.square(pred - yb))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(25):
        l, _ = sess.run([loss, train_op])
        if step % 5 == 0:
            print("step", step, "loss", l)
    k, b = sess.run([layer.kernel, layer.bias])
    print("kernel", k.ravel())
    print("bias", b)
