import numpy as np
import tensorflow as tf

tf.set_random_seed(23)
np.random.seed(23)
config = {"hidden": 4, "units": 2}

def bump():
    global config
    config = {"hidden": 40, "units": 20}

def model(x):
    h = tf.layers.dense(x, config["hidden"], activation=tf.nn.relu, name="h")
    return tf.layers.dense(h, config["units"], name="o")

x = tf.placeholder(tf.float32, [None, 3])
o = model(x)
for k, v in config.items():
    config[k] = v + 1
bump()
with tf.variable_scope("second"):
    o2 = model(x)
loss = tf.reduce_mean(o) + tf.reduce_mean(o2)
tr = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
X = np.random.randn(4, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, sess.run([loss, tr], {x: X})[0])
    print([(v.name, v.shape.as_list()) for v in tf.trainable_variables()])
