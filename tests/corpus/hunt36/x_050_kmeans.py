import numpy as np
import tensorflow as tf

np.random.seed(50)
tf.set_random_seed(50)

true_centers = np.array([[0, 0], [5, 5], [0, 5]], dtype=np.float32)
points_np = np.concatenate([c + 0.5 * np.random.randn(40, 2) for c in true_centers]).astype(np.float32)
K = 3

points = tf.constant(points_np)
centroids = tf.Variable(points_np[[0, 40, 80]] + 1.0)
expanded_points = tf.expand_dims(points, 0)
expanded_centroids = tf.expand_dims(centroids, 1)
distances = tf.reduce_sum(tf.square(tf.subtract(expanded_points, expanded_centroids)), 2)
assignments = tf.argmin(distances, 0)
means = []
for c in range(K):
    means.append(tf.reduce_mean(tf.gather(points, tf.reshape(tf.where(tf.equal(assignments, c)), [1, -1])), reduction_indices=[1]))
new_centroids = tf.concat(means, 0)
update_centroids = tf.assign(centroids, new_centroids)
inertia = tf.reduce_sum(tf.reduce_min(distances, 0))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(6):
        _, centroid_values, assignment_values, J = sess.run([update_centroids, centroids, assignments, inertia])
        print("step", step, "inertia", round(float(J), 4))
    print("centroids:\n", np.round(sess.run(centroids), 4))
    print("cluster sizes:", np.bincount(sess.run(assignments)))
