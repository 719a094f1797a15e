"""TF1's ``tensorflow.examples.tutorials.mnist.input_data``, which TensorFlow 2 does not ship.

The MNIST tutorials' loader, re-implemented in numpy with TF1's behaviour, so the scripts that
start with ``from tensorflow.examples.tutorials.mnist import input_data`` run (``tf1to2 run``)
and convert (``tf1to2 migrate`` writes the class below into the converted file):

* ``read_data_sets(train_dir, fake_data=False, one_hot=False, dtype=float32, reshape=True,
  validation_size=5000, seed=None, source_url=DEFAULT_SOURCE_URL)`` reads the four IDX files
  TF1 downloaded into ``train_dir`` (``train-images-idx3-ubyte.gz``...), downloading any that is
  missing from the same mirror TF1 used; returns ``Datasets(train, validation, test)``; the
  first ``validation_size`` training examples are the validation set;
* images are ``float32`` in [0, 1] (``x / 255`` in float32), shape ``[n, 784]`` (``reshape``) or
  ``[n, 28, 28, 1]``; ``dtype=uint8`` keeps the bytes; labels are ``uint8`` class numbers, or
  ``float64`` one-hot rows ``[n, 10]`` (TF1 made them with ``numpy.zeros``);
* ``DataSet.next_batch(batch_size, fake_data=False, shuffle=True)``: the first call shuffles the
  set, an epoch's last batch is the rest of the epoch followed by the start of the next one
  (reshuffled); shuffles use numpy's global random state, which each ``DataSet`` re-seeds when
  it is made (``numpy_seed``), as TF1 did: with ``seed`` if given, else with the graph seed of
  ``tf.set_random_seed`` (the runner's rule, set at the end of this module), else unseeded;
* it prints ``Extracting <path>`` per file (and ``Successfully downloaded ...``), as TF1 did.

``_TF1MnistInputData`` is self-contained (its imports are inside its functions) because the
converter copies its source text into converted files; there ``numpy_seed`` keeps the given
seed and the converter passes TF1's graph seed as ``seed=`` where the script set one.
Never imports TensorFlow at import time.
"""
from __future__ import annotations


class _TF1MnistInputData:
    """TF1's tensorflow.examples.tutorials.mnist.input_data (not in TF2): the same data sets, in
    the same order, batched and shuffled as TF1 did (numpy's global random state)."""

    DEFAULT_SOURCE_URL = "https://storage.googleapis.com/cvdf-datasets/mnist/"
    FILES = ("train-images-idx3-ubyte.gz", "train-labels-idx1-ubyte.gz",
             "t10k-images-idx3-ubyte.gz", "t10k-labels-idx1-ubyte.gz")

    @staticmethod
    def numpy_seed(seed):
        """The seed each DataSet gives numpy.random.seed (None: unseeded, as TF1 without a seed)."""
        return seed

    @staticmethod
    def _idx(f, magic, kind):
        """The payload of a gzipped IDX file as uint8, with its dimensions."""
        import gzip
        import numpy
        print("Extracting", f.name)
        with gzip.GzipFile(fileobj=f) as stream:
            header = numpy.frombuffer(stream.read(4), dtype=">u4")
            if header.size != 1 or header[0] != magic:
                found = header[0] if header.size else "none"
                raise ValueError("Invalid magic number %s in MNIST %s file: %s" % (found, kind, f.name))
            count = 3 if magic == 2051 else 1
            dims = [int(d) for d in numpy.frombuffer(stream.read(4 * count), dtype=">u4")]
            data = numpy.frombuffer(stream.read(int(numpy.prod(dims))), dtype=numpy.uint8)
        return data, dims

    @staticmethod
    def extract_images(f):
        """A gzipped IDX image file (magic 2051) as uint8 ``[index, y, x, 1]``."""
        data, (n, rows, cols) = _TF1MnistInputData._idx(f, 2051, "image")
        return data.reshape(n, rows, cols, 1)

    @staticmethod
    def dense_to_one_hot(labels_dense, num_classes):
        """Class numbers ``[n]`` -> float64 one-hot rows ``[n, num_classes]``."""
        import numpy
        one_hot = numpy.zeros((labels_dense.shape[0], num_classes))
        one_hot[numpy.arange(labels_dense.shape[0]), labels_dense.ravel()] = 1
        return one_hot

    @staticmethod
    def extract_labels(f, one_hot=False, num_classes=10):
        """A gzipped IDX label file (magic 2049) as uint8 ``[index]`` (or one-hot rows)."""
        labels, _ = _TF1MnistInputData._idx(f, 2049, "label")
        return _TF1MnistInputData.dense_to_one_hot(labels, num_classes) if one_hot else labels

    class DataSet:
        """One split: ``images``, ``labels``, ``num_examples``, ``epochs_completed``, ``next_batch``."""

        def __init__(self, images, labels, fake_data=False, one_hot=False, dtype="float32", reshape=True, seed=None):
            import numpy
            numpy.random.seed(_TF1MnistInputData.numpy_seed(seed))
            kind = getattr(dtype, "base_dtype", dtype)
            kind = getattr(kind, "name", None) or numpy.dtype(kind).name
            if kind not in ("uint8", "float32"):
                raise TypeError("Invalid image dtype %r, expected uint8 or float32" % (dtype,))
            if fake_data:
                self._num_examples, self.one_hot = 10000, one_hot
            else:
                if images.shape[0] != labels.shape[0]:
                    raise ValueError("images.shape: %s labels.shape: %s" % (images.shape, labels.shape))
                self._num_examples = images.shape[0]
                if reshape:
                    if images.shape[3] != 1:
                        raise ValueError("reshape=True needs one channel, got images of shape %s" % (images.shape,))
                    images = images.reshape(images.shape[0], images.shape[1] * images.shape[2])
                if kind == "float32":
                    images = numpy.multiply(images.astype(numpy.float32), 1.0 / 255.0)
            self._images, self._labels = images, labels
            self._epochs_completed, self._index_in_epoch = 0, 0

        images = property(lambda self: self._images)
        labels = property(lambda self: self._labels)
        num_examples = property(lambda self: self._num_examples)
        epochs_completed = property(lambda self: self._epochs_completed)

        def _shuffle(self):
            import numpy
            order = numpy.arange(self._num_examples)
            numpy.random.shuffle(order)
            self._images, self._labels = self._images[order], self._labels[order]

        def next_batch(self, batch_size, fake_data=False, shuffle=True):
            """The next ``batch_size`` (images, labels); an epoch's end wraps into the next epoch."""
            import numpy
            if fake_data:
                label = [1] + [0] * 9 if self.one_hot else 0
                return [[1] * 784 for _ in range(batch_size)], [label for _ in range(batch_size)]
            start = self._index_in_epoch
            if shuffle and start == 0 and self._epochs_completed == 0:
                self._shuffle()
            if start + batch_size <= self._num_examples:
                self._index_in_epoch = start + batch_size
                return self._images[start:self._index_in_epoch], self._labels[start:self._index_in_epoch]
            self._epochs_completed += 1
            rest_images, rest_labels = self._images[start:], self._labels[start:]
            if shuffle:
                self._shuffle()
            self._index_in_epoch = batch_size - (self._num_examples - start)
            end = self._index_in_epoch
            return (numpy.concatenate((rest_images, self._images[:end]), axis=0),
                    numpy.concatenate((rest_labels, self._labels[:end]), axis=0))

    @staticmethod
    def maybe_download(filename, work_directory, source_url):
        """``work_directory/filename``, downloaded from ``source_url`` first if it is not there
        (written whole or not at all)."""
        import os
        import urllib.request
        path = os.path.join(work_directory, filename)
        if os.path.exists(path):
            return path
        os.makedirs(work_directory, exist_ok=True)
        partial = path + ".part"
        try:
            with urllib.request.urlopen(source_url) as response, open(partial, "wb") as out:
                out.write(response.read())
        except Exception as exc:
            if os.path.exists(partial):
                os.remove(partial)
            raise OSError("MNIST file %s is not in %s and could not be downloaded from %s (%s): copy the four "
                          "MNIST files (%s) into %s" % (filename, os.path.abspath(work_directory), source_url, exc,
                                                        ", ".join(_TF1MnistInputData.FILES), work_directory)) from None
        os.replace(partial, path)
        print("Successfully downloaded", filename, os.path.getsize(path), "bytes.")
        return path

    @staticmethod
    def read_data_sets(train_dir, fake_data=False, one_hot=False, dtype="float32", reshape=True,
                       validation_size=5000, seed=None, source_url=DEFAULT_SOURCE_URL):
        """``Datasets(train, validation, test)`` read from ``train_dir`` (see the module docstring)."""
        import collections
        cls = _TF1MnistInputData
        Datasets = collections.namedtuple("Datasets", ["train", "validation", "test"])
        if fake_data:
            return Datasets(*[cls.DataSet([], [], fake_data=True, one_hot=one_hot, dtype=dtype, seed=seed) for _ in range(3)])
        source_url = source_url or cls.DEFAULT_SOURCE_URL
        arrays = []
        for k, filename in enumerate(cls.FILES):
            with open(cls.maybe_download(filename, train_dir, source_url + filename), "rb") as f:
                arrays.append(cls.extract_images(f) if k % 2 == 0 else cls.extract_labels(f, one_hot=one_hot))
        train_images, train_labels, test_images, test_labels = arrays
        if not 0 <= validation_size <= len(train_images):
            raise ValueError("Validation size should be between 0 and {}. Received: {}."
                             .format(len(train_images), validation_size))
        options = dict(dtype=dtype, reshape=reshape, seed=seed)
        return Datasets(
            train=cls.DataSet(train_images[validation_size:], train_labels[validation_size:], **options),
            validation=cls.DataSet(train_images[:validation_size], train_labels[:validation_size], **options),
            test=cls.DataSet(test_images, test_labels, **options))


def _tf1_numpy_seed(seed):
    """TF1's rule under ``tf1to2 run``: the op seed if given, else the graph seed (None: unseeded)."""
    import tensorflow.compat.v1 as v1  # the runner has imported it already
    graph_seed, op_seed = v1.get_seed(seed)
    return graph_seed if seed is None else op_seed


_TF1MnistInputData.numpy_seed = staticmethod(_tf1_numpy_seed)

# the module's public names, as TF1's input_data had them
DEFAULT_SOURCE_URL = _TF1MnistInputData.DEFAULT_SOURCE_URL
DataSet = _TF1MnistInputData.DataSet
read_data_sets = _TF1MnistInputData.read_data_sets
maybe_download = _TF1MnistInputData.maybe_download
extract_images = _TF1MnistInputData.extract_images
extract_labels = _TF1MnistInputData.extract_labels
dense_to_one_hot = _TF1MnistInputData.dense_to_one_hot
