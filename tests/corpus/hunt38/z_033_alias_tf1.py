import numpy as np
import tensorflow as tf1

np.random.seed(33)
tf1.set_random_seed(33)

g = tf1.Graph()
with g.as_default():
    inp = tf1.placeholder(tf1.float32, (None, 3), name="inp")
    tgt = tf1.placeholder(tf1.float32, (None, 1), name="tgt")
    with tf1.variable_scope("reg"):
        W = tf1.get_variable("W", (3, 1), initializer=tf1.random_normal_initializer(0.0, 0.1))
        c = tf1.get_variable("c", (1,), initializer=tf1.zeros_initializer())
    out = tf1.matmul(inp, W) + c
    mse = tf1.reduce_mean(tf1.square(out - tgt))
    mae = tf1.reduce_mean(tf1.abs(out - tgt))
    step = tf1.train.AdagradOptimizer(0.5).minimize(mse)
    init = tf1.global_variables_initializer()

data = np.random.randn(50, 3).astype(np.float32)
lab = data @ np.array([[3.0], [0.0], [-1.0]], dtype=np.float32) + 0.5
with tf1.Session(graph=g) as s:
    s.run(init)
    for i in range(20):
        a, b, _ = s.run((mse, mae, step), {inp: data, tgt: lab})
        if i % 4 == 0:
            print(i, round(float(a), 5), round(float(b), 5))
    Wv, cv = s.run([W, c])
    print("W", Wv.ravel(), "c", cv)
