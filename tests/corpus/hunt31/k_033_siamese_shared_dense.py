"""Siamese encoder: one Dense object applied to two inputs, contrastive-ish loss."""
import argparse
import numpy as np
import tensorflow as tf


def parse():
    p = argparse.ArgumentParser()
    p.add_argument("--steps", type=int, default=15)
    p.add_argument("--lr", type=float, default=0.1)
    return p.parse_args()


def main():
    args = parse()
    tf.set_random_seed(33)
    np.random.seed(33)
    left = tf.placeholder(tf.float32, [None, 4])
    right = tf.placeholder(tf.float32, [None, 4])
    same = tf.placeholder(tf.float32, [None])
    enc = tf.keras.layers.Dense(3, activation="tanh")
    el = enc(left)
    er = enc(right)
    dist = tf.reduce_sum(tf.square(el - er), axis=1)
    loss = tf.reduce_mean(same * dist + (1.0 - same) * tf.nn.relu(1.0 - dist))
    train_op = tf.train.GradientDescentOptimizer(args.lr).minimize(loss)
    L = np.random.randn(12, 4).astype(np.float32)
    R = np.random.randn(12, 4).astype(np.float32)
    S = (np.random.rand(12) > 0.5).astype(np.float32)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for i in range(args.steps):
            l, _ = sess.run([loss, train_op], {left: L, right: R, same: S})
        print("loss", l)
        print("dist", sess.run(dist, {left: L[:3], right: R[:3]}))


if __name__ == "__main__":
    main()
