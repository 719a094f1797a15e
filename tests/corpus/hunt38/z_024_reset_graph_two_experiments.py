import numpy as np
import tensorflow as tf

np.random.seed(24)
X = np.random.randn(100, 3).astype(np.float32)
Y = (X @ np.array([[1.0], [2.0], [-1.0]], dtype=np.float32)).astype(np.float32)


def run_experiment(optimizer_name, lr, steps=30):
    tf.reset_default_graph()
    tf.set_random_seed(24)
    x = tf.placeholder(tf.float32, [None, 3])
    y = tf.placeholder(tf.float32, [None, 1])
    pred = tf.layers.dense(x, 1, use_bias=True)
    loss = tf.reduce_mean(tf.squared_difference(pred, y))
    if optimizer_name == "sgd":
        opt = tf.train.GradientDescentOptimizer(lr)
    elif optimizer_name == "adam":
        opt = tf.train.AdamOptimizer(lr)
    else:
        opt = tf.train.AdadeltaOptimizer(lr)
    train_op = opt.minimize(loss)
    history = []
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for s in range(steps):
            _, l = sess.run([train_op, loss], feed_dict={x: X, y: Y})
            history.append(l)
        final_vars = sess.run(tf.trainable_variables())
    return history, final_vars


results = {}
for name, lr in [("sgd", 0.1), ("adam", 0.05), ("adadelta", 1.0)]:
    hist, vars_ = run_experiment(name, lr)
    results[name] = hist[-1]
    print(name, "first %.5f last %.5f" % (hist[0], hist[-1]))
    print("  kernel", np.round(vars_[0].ravel(), 4))
print("best", min(results, key=results.get))
