import numpy as np
import tensorflow as tf

tf.set_random_seed(90)
np.random.seed(90)

F, V, K = 4, 20, 3
idx_np = np.random.randint(0, V, (24, F)).astype(np.int32)
val_np = np.random.rand(24, F).astype(np.float32)
y_np = (np.random.rand(24, 1) > 0.5).astype(np.float32)

feat_index = tf.placeholder(tf.int32, shape=[None, F], name="feat_index")
feat_value = tf.placeholder(tf.float32, shape=[None, F], name="feat_value")
label = tf.placeholder(tf.float32, shape=[None, 1], name="label")
weights = {
}
feature_embeddings = tf.Variable(tf.random_normal([V, K], 0.0, 0.01, seed=1), name="feature_embeddings")
feature_bias = tf.Variable(tf.random_uniform([V, 1], 0.0, 1.0, seed=2), name="feature_bias")
embeddings = tf.nn.embedding_lookup(feature_embeddings, feat_index)  # N*F*K
fv = tf.reshape(feat_value, shape=[-1, F, 1])
embeddings = tf.multiply(embeddings, fv)
y_first_order = tf.nn.embedding_lookup(feature_bias, feat_index)  # N*F*1
y_first_order = tf.reduce_sum(tf.multiply(y_first_order, fv), 2)  # N*F
summed_features_emb = tf.reduce_sum(embeddings, 1)  # N*K
summed_features_emb_square = tf.square(summed_features_emb)
squared_features_emb = tf.square(embeddings)
squared_sum_features_emb = tf.reduce_sum(squared_features_emb, 1)
y_second_order = 0.5 * tf.subtract(summed_features_emb_square, squared_sum_features_emb)  # N*K
y_deep = tf.reshape(embeddings, shape=[-1, F * K])
y_deep = tf.layers.dense(y_deep, 8, activation=tf.nn.relu)
y_deep = tf.layers.dense(y_deep, 8, activation=tf.nn.relu)
concat_input = tf.concat([y_first_order, y_second_order, y_deep], axis=1)
out = tf.layers.dense(concat_input, 1)
loss = tf.losses.log_loss(label, tf.nn.sigmoid(out))
optimizer = tf.train.AdamOptimizer(learning_rate=0.01, beta1=0.9, beta2=0.999, epsilon=1e-8).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(4):
        feed_dict = {feat_index: idx_np, feat_value: val_np, label: y_np}
        l, opt = sess.run((loss, optimizer), feed_dict=feed_dict)
        print("epoch %d loss %.5f" % (epoch, l))
    print(np.round(sess.run(out, {feat_index: idx_np[:4], feat_value: val_np[:4]}).ravel(), 4))
