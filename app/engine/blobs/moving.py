"""`admin migrate-blobs`: copy every blob from one store to the other (names stay, so URLs stay)."""

from __future__ import annotations

from app.engine.blobs import BlobStore
from app.engine.blobs.naming import name_for


def copy_blobs(source: BlobStore, target: BlobStore) -> dict:
    copied = skipped = 0
    have = set(target.names())
    for name in list(source.names()):
        if name in have:
            skipped += 1
            continue
        blob = source.get(name)
        if blob is None:
            continue
        extension = "." + name.rsplit(".", 1)[1]
        if name_for(blob.data, extension) != name:
            raise ValueError(f"blob {name} is damaged: its bytes no longer match its name")
        target.put(blob.data, extension)
        copied += 1
    return {"copied": copied, "alreadyThere": skipped, "from": source.kind, "to": target.kind}
