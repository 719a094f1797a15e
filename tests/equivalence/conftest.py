"""One fork server per era for the whole session: each recording child is forked from a process
that has already imported TensorFlow (~0.5 s instead of ~4 s). The CLI tests still spawn fresh
processes, as ``tf1to2 compare`` does."""
import pytest

from migrate.compare import zygote_pool


@pytest.fixture(scope="session")
def zygotes():
    with zygote_pool() as pool:
        yield pool


@pytest.fixture(scope="session")
def keras3_zygotes():
    """Zygotes whose TensorFlow was imported without TF_USE_LEGACY_KERAS: Keras 3, TF2's default,
    as users of the migrated scripts get it (the suite itself selects tf-keras)."""
    with zygote_pool({"TF_USE_LEGACY_KERAS": None}) as pool:
        yield pool
