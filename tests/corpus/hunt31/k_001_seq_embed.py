import numpy as np
import tensorflow as tf

tf.set_random_seed(1)
np.random.seed(1)

VOCAB, EMB, T = 20, 4, 5
x = tf.placeholder(tf.int32, [None, T], name="tokens")
y = tf.placeholder(tf.float32, [None, 1], name="labels")

model = tf.keras.Sequential()
model.add(tf.keras.layers.Embedding(VOCAB, EMB, input_length=T))
model.add(tf.keras.layers.Flatten())
model.add(tf.keras.layers.Dense(8, activation="relu"))
model.add(tf.keras.layers.Dense(1))
logits = model(x)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logits))
train_op = tf.train.AdamOptimizer(0.01).minimize(loss)

X = np.random.randint(0, VOCAB, size=(16, T))
Y = (X.sum(axis=1, keepdims=True) > 45).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train_op], {x: X, y: Y})
        if step % 5 == 0:
            print("step", step, "loss", l)
    print("pred", sess.run(tf.sigmoid(logits), {x: X[:3]}).ravel())
    print("emb", sess.run(model.layers[0].embeddings)[0])
