"""The standalone tier forks snippets from a server that imported TensorFlow once
(tools.harness.execute.SnippetServer). That counts as `python <snippet>` only if it catches what a fresh
interpreter catches: each test here runs the same file both ways and requires the same outcome."""

from __future__ import annotations

import os
import textwrap

import pytest

from tools.harness.execute import SnippetServer, run_fresh


@pytest.fixture(scope="module")
def server():
    s = SnippetServer(dict(os.environ))
    yield s
    s.close()


def _write(folder, name: str, code: str):
    path = folder / name
    path.write_text(textwrap.dedent(code), encoding="utf-8")
    return path


def _both(server, path, tmp_path):
    (tmp_path / "a").mkdir(exist_ok=True)
    (tmp_path / "b").mkdir(exist_ok=True)
    forked, fresh = server.run(path, tmp_path / "a"), run_fresh(path, tmp_path / "b", server.env)
    assert not forked.fresh, "this snippet should have been forked from the server"
    return forked, fresh


def test_a_missing_import_fails_as_in_a_fresh_interpreter(server, tmp_path):
    # numpy is imported in the server, but not by this snippet: a reader gets NameError, and so does the
    # test. The server itself runs from tools/ (python -m tools.harness.snippet_server): a snippet must not
    # find that package either.
    code = "try:\n    import tools\nexcept ImportError as e:\n    print(e)\nprint(np.float32(1))\n"
    path = _write(tmp_path, "missing_import.py", code)
    forked, fresh = _both(server, path, tmp_path)
    assert forked.returncode == fresh.returncode == 1
    assert forked.stdout == fresh.stdout == "No module named 'tools'\n"
    assert "NameError: name 'np' is not defined" in forked.stderr
    assert "NameError: name 'np' is not defined" in fresh.stderr
    assert f'File "{path}", line 5' in forked.stderr


def test_global_state_does_not_leak_from_one_snippet_to_the_next(server, tmp_path):
    changes = _write(
        tmp_path,
        "changes.py",
        """\
        import numpy as np
        import tensorflow as tf
        np.set_printoptions(precision=1)
        tf.config.run_functions_eagerly(True)
        tf.random.set_seed(1)
        import json
        json.dumps = None
        print("changed")
        """,
    )
    reads = _write(
        tmp_path,
        "reads.py",
        """\
        import json
        import numpy as np
        import tensorflow as tf
        print(np.get_printoptions()["precision"], tf.config.functions_run_eagerly(), json.dumps([1]))
        print(len(tf.config.list_logical_devices("CPU")))
        """,
    )
    assert server.run(changes, tmp_path).stdout == "changed\n"
    forked, fresh = _both(server, reads, tmp_path)
    assert forked.stdout == fresh.stdout == "8 False [1]\n1\n"


def test_tensorflow_is_not_started_so_logical_devices_can_still_be_set(server, tmp_path):
    path = _write(
        tmp_path,
        "devices.py",
        """\
        import tensorflow as tf
        cpu = tf.config.list_physical_devices("CPU")[0]
        tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
        print(len(tf.config.list_logical_devices("CPU")))
        """,
    )
    forked, fresh = _both(server, path, tmp_path)
    assert forked.stdout == fresh.stdout == "2\n"


def test_exit_codes_and_c_level_output_are_those_of_a_fresh_interpreter(server, tmp_path):
    path = _write(
        tmp_path,
        "exits.py",
        """\
        import os
        import sys
        print("python-level", flush=True)
        os.write(1, b"c-level\\n")
        import atexit
        atexit.register(lambda: print("at exit"))
        sys.exit(3)
        """,
    )
    forked, fresh = _both(server, path, tmp_path)
    assert (
        (forked.returncode, forked.stdout)
        == (fresh.returncode, fresh.stdout)
        == (3, "python-level\nc-level\nat exit\n")
    )


def test_a_file_is_written_in_the_snippets_own_directory(server, tmp_path):
    path = _write(
        tmp_path,
        "writes.py",
        'open("out.txt", "w").write("x")\nprint(__file__ == __import__("sys").argv[0])\n',
    )
    forked, fresh = _both(server, path, tmp_path)
    assert forked.stdout == fresh.stdout == "True\n"
    assert (tmp_path / "a" / "out.txt").read_text() == (tmp_path / "b" / "out.txt").read_text() == "x"


def test_a_snippet_that_sets_environment_variables_runs_fresh(server, tmp_path):
    # The variable may be meant for TensorFlow's import, which the server has already done.
    path = _write(
        tmp_path,
        "env.py",
        'import os\nos.environ["TF_ENABLE_ONEDNN_OPTS"] = "0"\nprint("ok")\n',
    )
    proc = server.run(path, tmp_path)
    assert proc.fresh and proc.stdout == "ok\n"


def test_output_printed_while_preloading_makes_every_snippet_run_fresh(tmp_path):
    """A reader would see what `import tensorflow` prints; if the server's imports print anything, it forks
    nothing and every snippet gets a fresh interpreter, which shows that output as the reader sees it."""
    _write(tmp_path, "noisy.py", 'print("printed at import")\n')
    env = dict(os.environ, PYTHONPATH=f"{tmp_path}{os.pathsep}{os.environ.get('PYTHONPATH', '')}")
    noisy = SnippetServer(env, preload=("noisy",))
    try:
        assert noisy.import_output == "printed at import\n"
        path = _write(tmp_path, "uses_noisy.py", 'import noisy\nprint("after")\n')
        proc = noisy.run(path, tmp_path)
        assert proc.fresh and proc.stdout == "printed at import\nafter\n"
    finally:
        noisy.close()
