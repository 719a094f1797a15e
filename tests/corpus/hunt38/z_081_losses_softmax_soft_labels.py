import numpy as np
import tensorflow as tf

np.random.seed(81)
tf.set_random_seed(81)

# knowledge distillation where the "teacher" is trained jointly;
# tf.losses.softmax_cross_entropy stops gradients into onehot_labels in TF1
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.int32, [None])
teacher = tf.layers.dense(x, 3, name="teacher")
student = tf.layers.dense(x, 3, name="student")
soft = tf.nn.softmax(teacher / 3.0)
kd = tf.losses.softmax_cross_entropy(onehot_labels=soft, logits=student / 3.0)
hard_t = tf.losses.sparse_softmax_cross_entropy(labels=y, logits=teacher)
loss = kd + hard_t
train = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
teacher_kernel = [v for v in tf.trainable_variables() if v.name.startswith("teacher/kernel")][0]
g_teacher_kd = tf.gradients(kd, teacher_kernel)[0]

X = np.random.randn(50, 4).astype(np.float32)
Y = np.argmax(X[:, 1:], 1).astype(np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("kd grad into teacher is None:", g_teacher_kd is None)
    for i in range(20):
        _, a, b = sess.run([train, kd, hard_t], {x: X, y: Y})
        if i % 5 == 0:
            print(i, "kd %.5f hard %.5f" % (a, b))
    print("teacher kernel", np.round(sess.run(teacher_kernel), 4))
