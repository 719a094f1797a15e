# Forces as the negative gradient of a pairwise Lennard-Jones energy; gradient descent relaxation
import numpy as np
import tensorflow as tf

np.random.seed(9)

n_atoms = 5
pos0 = (np.random.rand(n_atoms, 3) * 2.5).astype(np.float64)

pos = tf.Variable(pos0, dtype=tf.float64, name="positions")
diff = tf.expand_dims(pos, 0) - tf.expand_dims(pos, 1)
r2 = tf.reduce_sum(diff ** 2, axis=-1) + tf.eye(n_atoms, dtype=tf.float64)
inv6 = 1.0 / r2 ** 3
mask = 1.0 - tf.eye(n_atoms, dtype=tf.float64)
energy = 0.5 * tf.reduce_sum(mask * 4.0 * (inv6 ** 2 - inv6))
forces = -tf.gradients(energy, pos)[0]
opt = tf.train.GradientDescentOptimizer(learning_rate=1e-4)
grads_and_vars = opt.compute_gradients(energy, var_list=[pos])
clipped = [(tf.clip_by_value(g, -100.0, 100.0), v) for g, v in grads_and_vars]
relax = opt.apply_gradients(clipped)

sess = tf.Session()
sess.run(tf.global_variables_initializer())
print("E0", sess.run(energy))
print("F0", sess.run(forces)[0])
for i in range(200):
    sess.run(relax)
    if i % 50 == 0:
        print(i, sess.run(energy))
print("final", sess.run(energy))
print(np.round(sess.run(pos), 6))
