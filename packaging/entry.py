"""The bundle's executable: the same `framewright` command as an installed copy."""

import multiprocessing

from app.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    raise SystemExit(main())
