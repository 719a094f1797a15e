import numpy as np
import tensorflow as tf

np.random.seed(39)
tf.set_random_seed(39)


class ConvNet:
    def __init__(self, config):
        self.config = config
        self.images = tf.placeholder(tf.float32, [None, 10, 10, 1], name="images")
        self.labels = tf.placeholder(tf.int64, [None], name="labels")
        self.lr = tf.placeholder(tf.float32, [], name="lr")
        self.logits = self._inference(self.images)
        self.loss = self._loss(self.logits, self.labels)
        self.train_op = tf.train.GradientDescentOptimizer(self.lr).minimize(self.loss)
        self.correct = tf.reduce_sum(tf.cast(tf.equal(tf.argmax(self.logits, 1), self.labels), tf.int32))

    def _inference(self, images):
        net = tf.layers.conv2d(images, self.config["filters"], 3, activation=tf.nn.relu, name="conv1")
        net = tf.layers.max_pooling2d(net, 2, 2)
        net = tf.layers.flatten(net)
        net = tf.layers.dense(net, self.config["hidden"], activation=tf.nn.relu, name="fc1")
        return tf.layers.dense(net, self.config["classes"], name="fc2")

    def _loss(self, logits, labels):
        xent = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)
        l2 = tf.add_n([tf.nn.l2_loss(v) for v in tf.trainable_variables() if "kernel" in v.name])
        return tf.reduce_mean(xent) + self.config["wd"] * l2

    def run_epoch(self, sess, X, Y, lr=None, bs=20):
        n_correct, total_loss = 0, 0.0
        for i in range(0, len(X), bs):
            fd = {self.images: X[i:i + bs], self.labels: Y[i:i + bs]}
            if lr is not None:
                fd[self.lr] = lr
                _, l, c = sess.run([self.train_op, self.loss, self.correct], fd)
            else:
                l, c = sess.run([self.loss, self.correct], fd)
            n_correct += c
            total_loss += l * len(X[i:i + bs])
        return total_loss / len(X), n_correct / float(len(X))


imgs = np.random.rand(100, 10, 10, 1).astype(np.float32)
labs = (imgs[:, :5].mean(axis=(1, 2, 3)) > imgs[:, 5:].mean(axis=(1, 2, 3))).astype(np.int64)
net = ConvNet({"filters": 4, "hidden": 16, "classes": 2, "wd": 1e-3})
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for ep in range(4):
        tl, ta = net.run_epoch(sess, imgs[:80], labs[:80], lr=0.1)
        vl, va = net.run_epoch(sess, imgs[80:], labs[80:])
        print("ep %d train %.5f/%.3f val %.5f/%.3f" % (ep, tl, ta, vl, va))
