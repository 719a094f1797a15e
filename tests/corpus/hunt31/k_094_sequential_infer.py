"""Sequential scorer used for inference only; weights from constant initializers."""
import numpy as np
import tensorflow as tf

model = tf.keras.Sequential([
    tf.keras.layers.Dense(3, activation="relu", input_shape=(2,),
                          kernel_initializer=tf.keras.initializers.Constant(0.5), bias_initializer="ones"),
    tf.keras.layers.Dropout(0.2),
    tf.keras.layers.Dense(1, kernel_initializer="ones"),
])
print("params", model.count_params())
print("n layers", len(model.layers))
x = tf.placeholder(tf.float32, [None, 2])
score = model(x)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("score", sess.run(score, {x: np.array([[1.0, -2.0], [0.5, 0.5]], np.float32)}))
