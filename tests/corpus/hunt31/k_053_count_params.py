"""Report layer sizes after building on placeholders (model-card printing)."""
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 10])
l1 = tf.keras.layers.Dense(32, activation="relu")
l2 = tf.keras.layers.Dense(4)
y = l2(l1(x))
print("params l1", l1.count_params())
print("params l2", l2.count_params())
print("kernel shape", l1.kernel.shape.as_list())
print("out shape", y.shape.as_list())
