"""One fork server per era for the whole session: each recording child is forked from a process
that has already imported TensorFlow (~0.5 s instead of ~4 s). The CLI tests still spawn fresh
processes, as ``tf1to2 compare`` does."""
import pytest

from migrate.compare import zygote_pool


@pytest.fixture(scope="session")
def zygotes():
    with zygote_pool() as pool:
        yield pool
