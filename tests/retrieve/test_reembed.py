import click
from click.testing import CliRunner

import veramem_retrieve.plugin as retrieve
from veramem_core.config import Config
from veramem_core.embedding import HashingEmbedder
from veramem_core.memory import Memory
from veramem_core.plugins import make_plugin_manager
from veramem_core.store import SQLiteStore
from veramem_core.vector_index import VectorIndex
from veramem_retrieve.reembed import missing, reembed


def index_for(store: object, owner_type: str, model: str) -> VectorIndex:
    assert isinstance(store, SQLiteStore)
    return store.vector_index(owner_type, model)


def test_reembed_fills_new_model_and_keeps_models_apart(mem, put):
    put("Alice lives in Lisbon")
    mem.add([{"role": "user", "content": "hello there"}], user_id="alice", infer=False)
    mem.flush()  # the episode's vector, written behind add(), is stored
    new = HashingEmbedder(128)
    assert missing(mem.store, "memory", new.name) == 1 and missing(mem.store, "episode", new.name) == 1
    seen: list[int] = []
    report = reembed(mem.store, new, batch_size=1, progress=seen.append)
    assert report.embedded == {"memory": 1, "episode": 1} and seen == [1, 1]
    assert missing(mem.store, "memory", new.name) == 0
    assert index_for(mem.store, "memory", new.name).matrix.shape[1] == 128
    assert index_for(mem.store, "memory", mem.embedder.name).matrix.shape[1] == 512
    report = reembed(mem.store, new, drop_other_models=True)
    assert report.dropped == 2
    assert len(index_for(mem.store, "memory", mem.embedder.name)) == 0


def test_hook_veramem_register_commands(tmp_path, monkeypatch):
    monkeypatch.setenv("VERAMEM_HOME", str(tmp_path))
    db = tmp_path / "memory.db"
    pm = make_plugin_manager(retrieve, load_entry_points=False)
    with Memory(path=db, config=Config(embedder="hashing"), pm=pm) as m:
        m.add([{"role": "user", "content": "hello there"}], user_id="alice", infer=False)

    @click.group()
    def cli() -> None:
        pass

    pm.hook.veramem_register_commands(cli=cli)
    assert "reembed" in cli.commands
    result = CliRunner().invoke(cli, ["reembed", "--db", str(db), "--embedder", "hashing-64"])
    assert result.exit_code == 0, result.output
    assert "1 episodes embedded" in result.output
