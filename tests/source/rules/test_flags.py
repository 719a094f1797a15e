"""Rule flags: tf.app.flags / tf.flags / tf.app.run -> absl, TF1's parsing kept (strings in,
strings out). End to end (both eras print the same values for the same command line): the
legacy fixture app_flags_main.py, run with an undefined flag. No TensorFlow import here."""
import pytest


def test_flags_and_run_become_absl(expect):
    expect('''
        import tensorflow as tf

        flags = tf.app.flags
        flags.DEFINE_integer("steps", 3, "n")
        FLAGS = flags.FLAGS


        def main(_):
            print(FLAGS.steps)


        if __name__ == "__main__":
            tf.app.run()
        ''', '''
        import tensorflow as tf
        import absl.app
        import absl.flags
        import sys


        def _tf1_parse_flags(argv):
            """TF1's tf.app.run flag parser: flags this program does not define stay in argv."""
            return absl.flags.FLAGS(argv, known_only=True)


        flags = absl.flags
        flags.DEFINE_integer("steps", 3, "n")
        absl.flags.FLAGS(sys.argv, known_only=True)  # TF1 parsed the command line on the first read of a flag
        FLAGS = flags.FLAGS


        def main(_):
            print(FLAGS.steps)


        if __name__ == "__main__":
            absl.app.run(main, flags_parser=_tf1_parse_flags)
        ''')


def test_without_run_the_parse_is_strict_and_sys_is_not_imported_twice(expect):
    # TF1's FLAGS parsed sys.argv on the first read of a flag, without known_only
    expect('''
        import sys
        import tensorflow as tf
        tf.flags.DEFINE_float("lr", 0.5, "rate")
        x = tf.constant(tf.flags.FLAGS.lr)
        with tf.Session() as sess:
            print(sess.run(x), sys.argv[1:])
        ''', '''
        import sys
        import tensorflow as tf
        import absl.flags
        absl.flags.DEFINE_float("lr", 0.5, "rate")
        absl.flags.FLAGS(sys.argv)  # TF1 parsed the command line on the first read of a flag
        x = tf.constant(absl.flags.FLAGS.lr)
        print(x.numpy(), sys.argv[1:])
        ''')


def test_run_with_main_and_argv(native):
    code, diags = native('''
        import tensorflow as tf
        tf.app.flags.DEFINE_integer("n", 1, "n")


        def train(argv):
            print(tf.app.flags.FLAGS.n)


        tf.app.run(main=train, argv=["prog", "--n", "4"])
        ''')
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert 'absl.app.run(train, argv=["prog", "--n", "4"], flags_parser=_tf1_parse_flags)' in code
    assert "print(absl.flags.FLAGS.n)" in code


@pytest.mark.parametrize(
    "src, rule, line",
    [
        pytest.param('''
            import tensorflow as tf
            tf.app.flags.DEFINE_integer("n", 1, "n")
            tf.app.run()
            ''', "flags", 3, id="caveat 3: no main to run"),
        pytest.param('''
            import tensorflow as tf


            def define():
                tf.app.flags.DEFINE_integer("n", 1, "n")


            define()
            print(tf.app.flags.FLAGS.n)
            ''', "flags", 5, id="caveat 2: a flag defined in a function"),
        pytest.param('''
            import tensorflow as tf


            def main(_):
                pass


            runner = tf.app.run
            print(runner is not None)
            ''', "renames", 8, id="caveat 3: tf.app.run not called"),
    ],
)
def test_refused(refused, src, rule, line):
    refused(src, rule, line)
