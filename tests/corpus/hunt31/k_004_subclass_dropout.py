"""Subclassed tf.keras.Model with Dropout driven by a training placeholder."""
import numpy as np
import tensorflow as tf


class MLP(tf.keras.Model):
    def __init__(self, hidden=16, classes=3):
        super(MLP, self).__init__()
        self.d1 = tf.keras.layers.Dense(hidden, activation="relu")
        self.drop = tf.keras.layers.Dropout(0.5)
        self.d2 = tf.keras.layers.Dense(classes)

    def call(self, x, training=False):
        h = self.d1(x)
        h = self.drop(h, training=training)
        return self.d2(h)


def main():
    tf.set_random_seed(3)
    np.random.seed(3)
    X = np.random.randn(30, 5).astype(np.float32)
    Y = np.random.randint(0, 3, size=30)
    x = tf.placeholder(tf.float32, [None, 5])
    y = tf.placeholder(tf.int64, [None])
    net = MLP()
    logits = net(x, training=False)
    loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
    acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), y), tf.float32))
    train = tf.train.AdamOptimizer(0.01).minimize(loss)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for step in range(40):
            _, l = sess.run([train, loss], {x: X, y: Y})
            if step % 10 == 0:
                print("step", step, "loss", l)
        print("acc", sess.run(acc, {x: X, y: Y}))


if __name__ == "__main__":
    main()
