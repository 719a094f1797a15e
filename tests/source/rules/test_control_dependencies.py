"""``with tf.control_dependencies([a]):`` blocks: flattened, ``a`` read by each statement in
them, so every sess.run function that computes such a statement runs ``a`` first (eager code
runs in program order). Both eras are compared on the legacy fixture
``assign_control_dependencies.py``. No TensorFlow import."""


def test_the_dependency_runs_where_the_dependent_tensor_is_fetched(expect):
    # the comment moves with ``mean`` into its site function (not also left where it was)
    expect("""
        import tensorflow as tf
        counter = tf.Variable(0, name="counter")
        total = tf.Variable(0.0, name="total")
        x = tf.placeholder(tf.float32, shape=[])
        add_x = tf.assign(total, total + x)
        with tf.control_dependencies([add_x]):
            # read after the update
            mean = total / tf.cast(counter + 1, tf.float32)
        increment = tf.assign_add(counter, 1)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            for value in [1.0, 2.0]:
                print(sess.run(mean, feed_dict={x: value}), sess.run(increment))
            print(sess.run(total))
        """, """
        import tensorflow as tf
        counter = tf.Variable(0, name="counter")
        total = tf.Variable(0.0, name="total")


        @tf.function(input_signature=[tf.TensorSpec([], tf.float32)])
        def mean_step(x):
            add_x = total.assign(total + x)
            # read after the update
            mean = total / tf.cast(counter + 1, tf.float32)
            return mean


        def run_mean(x):
            x = tf.convert_to_tensor(x, dtype=tf.float32)
            mean = mean_step(x)
            return mean.numpy()


        @tf.function
        def increment_step():
            increment = counter.assign_add(1)
            return increment


        def run_increment():
            increment = increment_step()
            return increment.numpy()


        for value in [1.0, 2.0]:
            print(run_mean(x=value), run_increment())
        print(total.numpy())
        """)


TRAIN = """
    import tensorflow as tf
    w = tf.Variable(2.0, name="w")
    loss = tf.square(w)
    train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
    with tf.control_dependencies([train]):
        after = tf.identity(w) * 10.0
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        print(sess.run(after), sess.run(w))
    """


def test_a_train_op_as_the_dependency(native):
    """Fetching ``after`` trains first, then reads ``w`` (made inside the block: TF1 read it
    after the update too)."""
    code, diags = native(TRAIN)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    body = code[code.index("def after_step"):code.index("def run_after")]
    assert body.index("apply_gradients") < body.index("after = tf.identity(w) * 10.0")
    assert "control_dependencies" not in code


def test_a_tensor_made_before_the_block_that_reads_a_changed_variable_is_refused(refused):
    """``loss`` (made outside the block) reads ``w``, which the train op changes: TF1 computes
    it before or after the update (measured: after, 2.56 not 4.0); not provably equivalent."""
    refused(TRAIN.replace("tf.identity(w) * 10.0", "tf.identity(loss)"), "graph", 6)


def test_dependencies_that_are_not_names_are_refused(refused):
    refused("""
        import tensorflow as tf
        w = tf.Variable(2.0, name="w")
        with tf.control_dependencies([tf.print(w)]):
            y = w * 2.0
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(y))
        """, "graph", 3)


def test_device_blocks_are_flattened(native):
    """``with tf.device(...):`` only places ops; eager code places them itself."""
    code, diags = native("""
        import tensorflow as tf
        with tf.device("/cpu:0"):
            x = tf.placeholder(tf.float32, [None, 2])
            w = tf.Variable(tf.ones([2, 1]), name="w")
            y = tf.matmul(x, w)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(y, {x: [[1.0, 2.0]]}))
        """)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "device" not in code
    assert 'w = tf.Variable(tf.ones([2, 1]), name="w")\n' in code and "    y = tf.matmul(x, w)\n" in code
