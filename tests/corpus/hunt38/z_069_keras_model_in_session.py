import numpy as np
import tensorflow as tf

np.random.seed(69)
tf.set_random_seed(69)

model = tf.keras.Sequential([
    tf.keras.layers.Dense(12, activation="relu", input_shape=(4,)),
    tf.keras.layers.Dense(3),
])
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.int32, [None])
logits = model(x)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
train_op = tf.train.AdamOptimizer(0.01).minimize(loss, var_list=model.trainable_weights)

X = np.random.randn(60, 4).astype(np.float32)
Y = np.argmax(X[:, :3], axis=1).astype(np.int32)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for step in range(30):
    l, _ = sess.run([loss, train_op], {x: X, y: Y})
    if step % 10 == 0:
        print(step, "%.5f" % l)
print("pred", sess.run(tf.argmax(logits, 1), {x: X[:8]}))
print([w.name for w in model.trainable_weights])
