"""Fork server for recording children: pay TensorFlow's import once, not once per script.

A recording child costs ~4 s of TensorFlow import before the script's first line. A zygote
(``python -m migrate.recording.zygote --era legacy|modern``) imports TensorFlow once (legacy:
``compat_v1.runner.install_tf1_semantics``, which also disables v2 behaviour) and, for each request
(one JSON line on stdin: argv, cwd, env, stdout/stderr paths), forks a child that becomes
what ``python -m migrate.recorder ARGV`` would be: its own session (process group), the
request's working directory and environment, stdout/stderr to the files, then
``migrate.recorder.main(argv)``. A request with ``"entry": "run"`` (legacy era only) becomes
``python -m compat_v1 ARGV`` instead (``tf1to2 run``: the script alone, nothing recorded). The
zygote answers ``{"pid": P}`` at once and ``{"pid": P, "code": C}`` when the child ends; it
serves one request at a time.

Forking is safe here because the zygote has imported TensorFlow but run nothing: no
TensorFlow threads exist yet (checked: one thread). Used by the test suite through
``ZygotePool``; ``tf1to2 compare`` itself spawns fresh processes.
"""
from __future__ import annotations

import json
import os
import queue
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import traceback


def _child(request: dict, control_fds: tuple[int, ...]) -> None:
    code = 1
    scratch = None
    try:
        for fd in control_fds:
            os.close(fd)
        os.setsid()
        for fd, path, flags in ((0, os.devnull, os.O_RDONLY),
                                (1, request["stdout"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
                                (2, request["stderr"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC)):
            target = os.open(path, flags, 0o644)
            if target != fd:  # the control fds were closed: open() may already return fd itself
                os.dup2(target, fd)
                os.close(target)
        os.chdir(request["cwd"])
        os.environ.clear()
        os.environ.update(request["env"])
        # the child ends with os._exit (no atexit handlers): temporary files made through
        # tempfile (autograph writes one per converted function) go to a directory removed then
        scratch = tempfile.mkdtemp(prefix="tf1to2-child-")
        tempfile.tempdir = scratch
        if request.get("entry") == "run":
            # a `tf1to2 run` process has TF_USE_LEGACY_KERAS set by the runner before its
            # TensorFlow import (done here by the zygote); the request's environment replaced it
            os.environ["TF_USE_LEGACY_KERAS"] = "1"
            from compat_v1 import launch

            code = launch.main(request["argv"])
        else:
            from migrate import recorder

            code = recorder.main(request["argv"])
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    except BaseException:  # noqa: BLE001 - report and exit, never return into the zygote loop
        traceback.print_exc()
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
            if scratch is not None:
                shutil.rmtree(scratch, ignore_errors=True)
        finally:
            os._exit(code if isinstance(code, int) else 1)


def serve(era: str) -> None:
    if era == "legacy":
        from compat_v1 import runner

        runner.install_tf1_semantics(None)
    else:
        import tensorflow  # noqa: F401 - the point: imported once, before forking
    import migrate.recorder  # noqa: F401
    import migrate.recording.hooks  # noqa: F401

    requests = sys.stdin.buffer
    answers = os.fdopen(os.dup(1), "wb", buffering=0)
    control = (0, 1, answers.fileno())
    for line in requests:
        request = json.loads(line)
        pid = os.fork()
        if pid == 0:
            _child(request, control)
        answers.write(json.dumps({"pid": pid}).encode() + b"\n")
        _, status = os.waitpid(pid, 0)
        answers.write(json.dumps({"pid": pid, "code": os.waitstatus_to_exitcode(status)}).encode() + b"\n")


def _check_entry(era: str, entry: str) -> None:
    if entry not in ("recorder", "run") or (entry == "run" and era != "legacy"):
        raise ValueError(f"a {era} zygote cannot serve entry {entry!r}")


class ZygoteError(RuntimeError):
    """The zygote process died or answered nonsense."""


class Zygote:
    """One zygote process (parent side)."""

    def __init__(self, era: str, env: dict):
        self.era = era
        self.proc = subprocess.Popen([sys.executable, "-m", "migrate.recording.zygote", "--era", era],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     env=env, start_new_session=True)
        self.buffer = b""

    def _answer(self, timeout: float | None) -> dict | None:
        """The next answer line, or None after ``timeout`` seconds (None: wait forever)."""
        fd = self.proc.stdout.fileno()
        while b"\n" not in self.buffer:
            ready, _, _ = select.select([fd], [], [], timeout)
            if not ready:
                return None
            chunk = os.read(fd, 4096)
            if not chunk:
                raise ZygoteError(f"the {self.era} zygote exited (code {self.proc.poll()})")
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return json.loads(line)

    def run(self, argv, cwd, env, stdout, stderr, timeout: float, entry: str = "recorder") -> tuple[int | None, bool]:
        """Run ``python -m migrate.recorder ARGV`` (``entry="run"``: ``python -m compat_v1 ARGV``,
        legacy era only) as a fork; ``(exit code or None, timed_out)``."""
        _check_entry(self.era, entry)
        request = {"argv": list(argv), "cwd": cwd, "env": env, "stdout": stdout, "stderr": stderr, "entry": entry}
        self.proc.stdin.write(json.dumps(request).encode() + b"\n")
        self.proc.stdin.flush()
        pid = self._answer(60)["pid"]
        done = self._answer(timeout)
        if done is not None:
            return done["code"], False
        try:
            os.killpg(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self._answer(None)
        return None, True

    def close(self) -> None:
        """End the zygote now (it holds no state worth a clean exit; its children are done)."""
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                stream.close()
            except OSError:
                pass
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.proc.wait()


class ZygotePool:
    """Thread-safe set of zygotes per era, created on demand; ``close()`` ends them all."""

    def __init__(self, env_factory):
        self.env_factory = env_factory
        self.idle: dict[str, queue.SimpleQueue] = {"legacy": queue.SimpleQueue(), "modern": queue.SimpleQueue()}
        self.all: list[Zygote] = []
        self.lock = threading.Lock()

    def run(self, era: str, argv, cwd, stdout, stderr, timeout, entry: str = "recorder") -> tuple[int | None, bool]:
        _check_entry(era, entry)
        try:
            zygote = self.idle[era].get_nowait()
        except queue.Empty:
            zygote = Zygote(era, self.env_factory())
            with self.lock:
                self.all.append(zygote)
        try:
            result = zygote.run(argv, cwd, self.env_factory(), stdout, stderr, timeout, entry)
        except BaseException:
            zygote.close()
            raise
        self.idle[era].put(zygote)
        return result

    def close(self) -> None:
        with self.lock:
            for zygote in self.all:
                zygote.close()
            self.all.clear()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


if __name__ == "__main__":
    serve(sys.argv[sys.argv.index("--era") + 1])
