"""compat_v1.mnist_input_data: TF1's MNIST tutorial loader, checked against data written here.

Each expectation is derived from the IDX bytes this file writes (not from the loader): the
parsed arrays, the validation split, the float32 scaling, one-hot rows, and next_batch's epoch
rule (an epoch's last batch is its rest followed by the next epoch's start, each epoch in a
numpy permutation drawn from the seeded global state, as TF1's loader drew them).
"""
import gzip
import os

import numpy as np
import pytest

from compat_v1 import mnist_input_data as input_data

FILES = ("train-images-idx3-ubyte.gz", "train-labels-idx1-ubyte.gz", "t10k-images-idx3-ubyte.gz", "t10k-labels-idx1-ubyte.gz")


def write_idx(path, magic, array):
    with gzip.open(path, "wb") as f:
        f.write(np.array([magic], ">u4").tobytes() + np.array(array.shape, ">u4").tobytes())
        f.write(array.astype(np.uint8).tobytes())


@pytest.fixture
def data(tmp_path):
    """A directory with 12 training and 3 test images (3x2 pixels), their labels and the arrays."""
    rng = np.random.RandomState(4)
    arrays = {"train_x": rng.randint(0, 256, (12, 3, 2)), "train_y": rng.randint(0, 10, 12),
              "test_x": rng.randint(0, 256, (3, 3, 2)), "test_y": rng.randint(0, 10, 3)}
    for name, key, magic in zip(FILES, ("train_x", "train_y", "test_x", "test_y"), (2051, 2049, 2051, 2049)):
        write_idx(tmp_path / name, magic, arrays[key])
    return str(tmp_path), arrays


def test_read_data_sets_splits_scales_and_one_hots(data, capsys):
    folder, a = data
    sets = input_data.read_data_sets(folder, one_hot=True, validation_size=4, seed=1)
    assert [s.num_examples for s in sets] == [8, 4, 3]
    np.testing.assert_array_equal(sets.validation.images, (a["train_x"][:4].reshape(4, 6).astype(np.float32) * np.float32(1 / 255)))
    assert sets.train.images.dtype == np.float32 and sets.train.images.shape == (8, 6)
    assert sets.test.labels.dtype == np.float64 and sets.test.labels.shape == (3, 10)
    np.testing.assert_array_equal(sets.test.labels.argmax(1), a["test_y"])
    assert sets.test.labels.sum() == 3
    printed = capsys.readouterr().out.splitlines()
    assert printed == ["Extracting " + os.path.join(folder, name) for name in FILES]


def test_uint8_unreshaped_and_dense_labels(data):
    folder, a = data
    sets = input_data.read_data_sets(folder, dtype=np.uint8, reshape=False, validation_size=0, seed=1)
    np.testing.assert_array_equal(sets.test.images, a["test_x"].reshape(3, 3, 2, 1))
    np.testing.assert_array_equal(sets.train.labels, a["train_y"])
    assert sets.train.images.dtype == np.uint8 and sets.train.labels.dtype == np.uint8
    with pytest.raises(TypeError, match="expected uint8 or float32"):
        input_data.read_data_sets(folder, dtype=np.float64, validation_size=0)
    with pytest.raises(ValueError, match="between 0 and 12"):
        input_data.read_data_sets(folder, validation_size=13)


def test_next_batch_wraps_epochs_in_seeded_permutations(data):
    folder, a = data
    sets = input_data.read_data_sets(folder, validation_size=2, seed=9)  # 10 training examples
    labels = a["train_y"][2:]
    # the epoch orders, drawn as the loader draws them: numpy seeded 9 (by the last DataSet
    # made, the test set), then one permutation per epoch
    np.random.seed(9)
    first = np.arange(10)
    np.random.shuffle(first)
    second = np.arange(10)
    np.random.shuffle(second)
    np.random.seed(9)  # the loader's state again
    batches = [sets.train.next_batch(4)[1] for _ in range(3)]
    np.testing.assert_array_equal(batches[0], labels[first][:4])
    np.testing.assert_array_equal(batches[1], labels[first][4:8])
    np.testing.assert_array_equal(batches[2], np.concatenate([labels[first][8:], labels[first][second][:2]]))
    assert sets.train.epochs_completed == 1
    unshuffled = input_data.read_data_sets(folder, validation_size=2, seed=9).train
    np.testing.assert_array_equal(unshuffled.next_batch(3, shuffle=False)[1], labels[:3])


def test_graph_seed_seeds_the_shuffles_as_in_tf1(data):
    """Under ``tf1to2 run``: no seed given -> the graph seed of tf.set_random_seed."""
    import tensorflow as tf

    folder, _ = data
    with tf.Graph().as_default():
        tf.compat.v1.set_random_seed(21)
        graph_seeded = input_data.read_data_sets(folder, validation_size=2).train.next_batch(10)[1]
    np.random.seed(21)
    order = np.arange(10)
    np.random.shuffle(order)
    by_hand = input_data.read_data_sets(folder, validation_size=2, seed=1).train  # then re-seeded by hand
    np.testing.assert_array_equal(graph_seeded, by_hand.labels[order])


def test_bad_magic_and_missing_files_are_clear_errors(data, tmp_path):
    folder, _ = data
    write_idx(os.path.join(folder, FILES[1]), 2051, np.zeros(12))
    with pytest.raises(ValueError, match=r"Invalid magic number 2051 in MNIST label file: .*train-labels"):
        input_data.read_data_sets(folder)
    empty = tmp_path / "empty"
    with pytest.raises(OSError) as info:
        input_data.read_data_sets(str(empty), source_url=(tmp_path / "no-such-mirror").as_uri() + "/")
    message = str(info.value)
    assert FILES[0] in message and "could not be downloaded" in message and "copy the four MNIST files" in message
    assert os.listdir(empty) == []  # no partial download left behind


def test_fake_data():
    sets = input_data.read_data_sets("unused", fake_data=True, one_hot=True)
    images, labels = sets.train.next_batch(2, fake_data=True)
    assert np.shape(images) == (2, 784) and labels == [[1] + [0] * 9] * 2
