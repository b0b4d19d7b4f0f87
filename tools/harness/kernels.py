"""Jupyter kernels for the notebook tier without paying ``import tensorflow`` for each notebook.

A reader's "Run all" starts a kernel (``python -m ipykernel_launcher``) and its first cell imports
TensorFlow: about 7 s here before the notebook's own code runs, for each of the 24 English notebooks.
``KernelServer`` does what ``tools.harness.execute.SnippetServer`` does for snippet files: one process
imports PRELOAD and ipykernel once, and each kernel is forked from it, a new process that then runs
ipykernel's own ``launch_new_instance`` with the command line, working directory and environment that
``jupyter_client`` asked for. TensorFlow is imported but not started (its runtime, devices and threads
come up in the kernel, so a first cell may still split the CPU into logical devices), and the notebook's
namespace is IPython's fresh one (a missing import still fails). What differs: ``import tensorflow``
takes no time, and the kernel's parent process is the server (``os.getppid()``; ipykernel's parent poller
then ends the kernel if the server goes, not the test process). tests/test_notebooks.py runs one probe
notebook in a kernel started both ways and requires the same outputs; the Korean notebook is also run the
reader's way, with ``jupyter nbconvert --execute`` and no server.

    client = NotebookClient(nb, kernel_manager_class=server.kernel_manager_class(), ...)
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from typing import Any

from jupyter_client.connect import KernelConnectionInfo
from jupyter_client.manager import AsyncKernelManager
from jupyter_client.provisioning.local_provisioner import LocalProvisioner

from tools.harness.execute import PRELOAD, start_server

KERNEL_PRELOAD = (*PRELOAD, "ipykernel.kernelapp")


class ForkedProcess:
    """The ``subprocess.Popen`` surface ``LocalProvisioner`` uses, for a kernel that is not our child (the
    server reaps it): alive while its pid exists."""

    stdin = stdout = stderr = None

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.returncode: int | None = None

    def poll(self) -> int | None:
        if self.returncode is None:
            try:
                os.kill(self.pid, 0)
            except ProcessLookupError:
                self.returncode = 0  # the server reaped it; its status is not ours to read
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        deadline = None if timeout is None else time.monotonic() + timeout
        while (code := self.poll()) is None:
            if deadline is not None and time.monotonic() > deadline:
                raise subprocess.TimeoutExpired(f"kernel {self.pid}", timeout or 0)
            time.sleep(0.02)
        return code

    def send_signal(self, signum: int) -> None:
        if self.poll() is None:
            os.kill(self.pid, signum)

    def terminate(self) -> None:
        self.send_signal(signal.SIGTERM)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)


class KernelServer:
    """One process that imported KERNEL_PRELOAD, forking a kernel per request (see the module docstring).
    When that import printed anything, or the kernel command is not ipykernel's in this Python, kernels
    are started the usual way instead."""

    def __init__(self, env: dict[str, str] | None = None) -> None:
        self._proc, self.import_output = start_server(["--kernels", *KERNEL_PRELOAD], env)
        self.forked = 0

    def can_fork(self, cmd: list[str]) -> bool:
        return not self.import_output and cmd[:3] == [sys.executable, "-m", "ipykernel_launcher"]

    def fork(self, cmd: list[str], cwd: str, env: dict[str, str]) -> int:
        assert self._proc.stdin is not None and self._proc.stdout is not None  # both PIPE
        self._proc.stdin.write(json.dumps({"argv": cmd, "cwd": cwd, "env": env}) + "\n")
        self._proc.stdin.flush()
        reply = self._proc.stdout.readline()
        if not reply:
            raise RuntimeError("kernel server died")
        self.forked += 1
        pid: int = json.loads(reply)["pid"]
        return pid

    def kernel_manager_class(self) -> type[AsyncKernelManager]:
        """A KernelManager whose kernels come from this server (nbclient's ``kernel_manager_class``)."""
        server = self

        class ForkProvisioner(LocalProvisioner):
            async def launch_kernel(self, cmd: list[str], **kwargs: Any) -> KernelConnectionInfo:
                if not server.can_fork(cmd):
                    info: KernelConnectionInfo = await super().launch_kernel(cmd, **kwargs)
                    return info
                cwd = str(kwargs.get("cwd") or os.getcwd())
                env = {str(k): str(v) for k, v in (kwargs.get("env") or os.environ).items()}
                if not kwargs.get("independent"):
                    env["JPY_PARENT_PID"] = str(os.getpid())  # as jupyter_client.launcher sets it
                pid = server.fork(cmd, cwd, env)
                self.process = ForkedProcess(pid)  # type: ignore[assignment]  # Popen's surface
                self.pid = self.pgid = pid  # the kernel leads its own session and process group
                self.cwd = cwd
                connection: KernelConnectionInfo = self.connection_info
                return connection

        class ForkingKernelManager(AsyncKernelManager):
            async def _async_pre_start_kernel(self, **kw: Any) -> tuple[list[str], dict[str, Any]]:
                if self.provisioner is None:
                    self.kernel_id = self.kernel_id or kw.pop("kernel_id", str(uuid.uuid4()))
                    self.provisioner = ForkProvisioner(
                        kernel_id=self.kernel_id, kernel_spec=self.kernel_spec, parent=self
                    )
                result: tuple[list[str], dict[str, Any]] = await super()._async_pre_start_kernel(**kw)
                return result

        return ForkingKernelManager

    def close(self) -> None:
        if self._proc.poll() is None:
            assert self._proc.stdin is not None  # PIPE
            self._proc.stdin.close()
            self._proc.wait(timeout=60)
        if self._proc.stdout is not None:
            self._proc.stdout.close()  # else a ResourceWarning when the Popen is collected
