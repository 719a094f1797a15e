"""Rule summaries: tf.summary.scalar/histogram + merge_all + FileWriter -> fetched
(kind, tag, value) tuples written by _tf1_add_summary under a TF2 writer. Event-file contents
are compared with TF1's in tests/tf2/test_summaries_equivalence.py. No TensorFlow import."""
import pytest

SRC = """
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
w = tf.Variable(tf.ones([2, 1]), name="w")
loss = tf.reduce_sum(tf.matmul(x, w))
tf.summary.scalar("loss", loss)
tf.summary.histogram("w", w)
merged = tf.summary.merge_all()
with tf.Session() as sess:
    writer = tf.summary.FileWriter("/tmp/logs", sess.graph)
    sess.run(tf.global_variables_initializer())
    for step in range(2):
        summary, l = sess.run([merged, loss], {x: [[1.0, 2.0]]})
        writer.add_summary(summary, step)
    writer.close()
"""


def test_fetched_summaries_are_written_with_the_step(expect):
    """(``histogram("w", w)`` next to the variable ``w``: TF1 made the summary's name unique
    among the graph's names, so its tag is ``w_1``.)"""
    expect(SRC, '''
import tensorflow as tf


def _tf1_add_summary(writer, summary, step=None):
    """TF1 FileWriter.add_summary: write the summaries sess.run fetched ((kind, tag, value)
    tuples, or lists of them) at ``step``; a Summary protocol buffer built in Python
    (``summary_pb2.Summary(value=[...])``) is written as it is."""
    with writer.as_default():
        if hasattr(summary, "SerializeToString"):
            tf.summary.experimental.write_raw_pb(summary.SerializeToString(), step=0 if step is None else step)
            return
        for kind, tag, value in [summary] if isinstance(summary, tuple) else summary:
            getattr(tf.summary, kind)(tag, value, step=0 if step is None else step)


w = tf.Variable(tf.ones([2, 1]), name="w")
w_1_summary = ("histogram", "w_1", tf.identity(w))


def run_merged_loss(x):
    x = tf.convert_to_tensor(x, dtype=tf.float32)
    loss = tf.reduce_sum(tf.matmul(x, w))
    loss_summary = ("scalar", "loss", loss)
    merged = [loss_summary, w_1_summary]
    return [merged, loss.numpy()]


writer = tf.summary.create_file_writer("/tmp/logs")
for step in range(2):
    summary, l = run_merged_loss(x=[[1.0, 2.0]])
    _tf1_add_summary(writer, summary, step)
writer.close()
''')


@pytest.mark.parametrize(
    "old, new",
    [
        pytest.param('tf.summary.scalar("loss", loss)', 'tf.summary.scalar("loss", loss, collections=["c"])', id="collections"),
        pytest.param('tf.summary.histogram("w", w)', 'tf.summary.image("w", w)', id="other summary ops"),
        pytest.param("tf.summary.merge_all()", 'tf.summary.merge_all(key="train")', id="merge_all key"),
        pytest.param("    writer.close()\n", "    g = writer.add_graph(sess.graph)\n", id="add_graph's value read"),
        pytest.param('tf.summary.scalar("loss", loss)', "tf.summary.scalar(tag, loss)", id="tag not a literal"),
    ],
)
def test_refused(refused, old, new):
    assert old in SRC
    rule = "renames" if "image" in new else "sessions" if "sess.graph" in new else "summaries"
    refused(SRC.replace(old, new), rule)


def test_add_graph_is_dropped_with_a_note(native):
    # the official mnist_deep.py: ``train_writer.add_graph(tf.get_default_graph())``
    code, diags = native("""
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [None])
        loss = tf.reduce_sum(x * 2.0)
        writer = tf.summary.FileWriter("/tmp/logs")
        writer.add_graph(tf.get_default_graph())
        with tf.Session() as sess:
            print(sess.run(loss, {x: [1.0, 2.0]}))
        """)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "add_graph" not in code and "get_default_graph" not in code
    assert 'writer = tf.summary.create_file_writer("/tmp/logs")\n' in code
    assert [d.rule for d in diags if d.severity == "info"] == ["summaries"]


def test_add_graph_of_the_session_graph_in_a_session_block_is_dropped(native):
    """hunkim's lab 9: ``writer.add_graph(sess.graph)`` inside ``with tf.Session() as sess:``
    (the session was "used other than by sess.run": the file was an island)."""
    src = SRC.replace("    writer.close()\n", "    writer.add_graph(sess.graph)\n    writer.close()\n")
    assert src != SRC
    code, diags = native(src)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    after = code.split('writer = tf.summary.create_file_writer("/tmp/logs")', 1)[1]
    assert "add_graph" not in after and "sess" not in after
    assert "summaries" in [d.rule for d in diags if d.severity == "info"]


def test_a_summary_protocol_buffer_built_in_python_is_written_as_it_is(native):
    """``summary_pb2.Summary(value=[...Value(tag=..., simple_value=...)])`` added to a FileWriter
    (TF-recomm): the emitted ``_tf1_add_summary`` writes it with ``write_raw_pb`` (it unpacked
    fetched (kind, tag, value) tuples only: TypeError 'Summary' object is not iterable)."""
    code, diags = native(
        "import tensorflow as tf\nfrom tensorflow.core.framework import summary_pb2\nx = tf.constant(1.0)\n"
        "writer = tf.summary.FileWriter('/tmp/logs')\nwith tf.Session() as sess:\n    v = sess.run(x)\n"
        "    writer.add_summary(summary_pb2.Summary(value=[summary_pb2.Summary.Value(tag='v', simple_value=v)]), 1)\n")
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert 'if hasattr(summary, "SerializeToString"):\n            tf.summary.experimental.write_raw_pb(summary.SerializeToString(), step=0 if step is None else step)' in code
    assert "_tf1_add_summary(writer, summary_pb2.Summary(" in code


def test_a_tag_is_made_unique_against_name_scopes_case_insensitively(native):
    """aymericdamien's tensorboard_basic: ops under ``with tf.name_scope('Loss')``, then
    ``tf.summary.scalar("loss", cost)``: TF1's graph names are unique case-insensitively, so
    the tag is ``loss_1`` (written ``loss``, a script reading the events back found no
    ``loss_1``); a scope entered after the summary does not count."""
    code, diags = native("""
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [None, 2])
        w = tf.Variable(tf.ones([2, 1]), name="Weights")
        with tf.name_scope("Loss"):
            cost = tf.reduce_sum(tf.matmul(x, w))
        tf.summary.scalar("loss", cost)
        tf.summary.scalar("loss", cost * 2.0)
        tf.summary.scalar("later", cost)
        with tf.name_scope("Later"):
            other = cost + 1.0
        merged = tf.summary.merge_all()
        with tf.Session() as sess:
            writer = tf.summary.FileWriter("/tmp/logs")
            sess.run(tf.global_variables_initializer())
            writer.add_summary(sess.run(merged, {x: [[1.0, 2.0]]}), 0)
        """)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert '("scalar", "loss_1", cost)' in code and '("scalar", "loss_2", cost * 2.0)' in code
    assert '("scalar", "later", cost)' in code


def test_reading_an_event_file_back_gives_tf1s_scalar_values(native):
    """``tf.train.summary_iterator(path)`` (TF1 only) -> ``_tf1_summary_iterator(path)``: the
    events TF2 wrote, each scalar's tensor given as TF1's ``simple_value`` (the read-back of
    the summary_read_back fixture is compared with TF1's in the equivalence suite)."""
    code, diags = native(SRC + """
for e in tf.train.summary_iterator("/tmp/logs/events"):
    for v in e.summary.value:
        print(e.step, v.tag, v.simple_value)
""")
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert 'for e in _tf1_summary_iterator("/tmp/logs/events"):' in code
    assert "def _tf1_summary_iterator(path):" in code and "value.simple_value = float(tf.make_ndarray(value.tensor))" in code
    assert "summary_iterator(" not in code.replace("_tf1_summary_iterator(", "")
