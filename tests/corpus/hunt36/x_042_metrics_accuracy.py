import numpy as np
import tensorflow as tf

tf.set_random_seed(42)
np.random.seed(42)

labels_np = np.random.randint(0, 3, 90)
preds_np = np.where(np.random.rand(90) < 0.7, labels_np, np.random.randint(0, 3, 90))

labels = tf.placeholder(tf.int64, [None])
predictions = tf.placeholder(tf.int64, [None])
acc, acc_update = tf.metrics.accuracy(labels=labels, predictions=predictions)
mean_val, mean_update = tf.metrics.mean(tf.cast(tf.equal(labels, predictions), tf.float32))
running_vars = tf.get_collection(tf.GraphKeys.LOCAL_VARIABLES)
reset_metrics = tf.variables_initializer(var_list=running_vars)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(tf.local_variables_initializer())
    for i in range(0, 90, 30):
        sess.run([acc_update, mean_update], {labels: labels_np[i:i + 30], predictions: preds_np[i:i + 30]})
        print("after batch", i // 30, "streaming acc", sess.run(acc))
    print("mean metric", sess.run(mean_val))
    print("numpy acc", (labels_np == preds_np).mean())
    sess.run(reset_metrics)
    print("after reset", sess.run(acc))
