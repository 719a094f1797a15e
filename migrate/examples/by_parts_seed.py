"""The gradient "by parts" question, TF1 style (the example `tf1to2 check` runs by default).

dL/dx directly, and dL/dx as (dL/dout) x (dout/dx), where dout/dx is built row by row with a
tf.split loop, because tf.gradients(out, x) would sum over `out` instead of giving a Jacobian.
Both print 5.0 for every element of x.
"""
import tensorflow as tf

x = tf.ones([1, 10])
w = tf.get_variable("w", initializer=tf.constant(0.5, shape=[10, 5]))
out = tf.matmul(x, w)
out_target = tf.constant(0., shape=[5])
loss = tf.reduce_mean(tf.square(out - out_target))

grad = tf.gradients(loss, x)
part_grad_1 = tf.gradients(loss, out)
part_grad_2 = tf.concat([tf.gradients(i, x) for i in tf.split(out, 5, axis=1)], axis=1)
grad_by_parts = tf.matmul(part_grad_1, part_grad_2)

init = tf.global_variables_initializer()
with tf.Session() as sess:
    sess.run(init)
    print(sess.run([grad]))
    print(sess.run([grad_by_parts]))
