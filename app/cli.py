"""The `framewright` command."""

from __future__ import annotations

import argparse
import sys

from app import __version__


def build_parser() -> argparse.ArgumentParser:
    from app.engine import admin, serve
    from app.engine.jobs import worker

    parser = argparse.ArgumentParser(prog="framewright", description="Framewright: a studio for mobile app screens.")
    parser.add_argument("--version", action="version", version=f"framewright {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    from app import convert_command, export_command

    serve.add_parser(commands, admin.add_database_flags)
    worker.add_parser(commands, admin.add_database_flags)
    admin.add_parser(commands)
    convert_command.add_parser(commands)
    export_command.add_parser(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["render-worker"]:  # internal: one process of the headless renderer (app/render)
        from app.render.worker import main as render_worker

        return render_worker()
    if not argv:  # the desktop app: straight there, without loading the engine to build the parser
        from app.desktop import launch

        return launch.main()
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "serve":
        from app.engine import serve

        return serve.run(args)
    if args.command == "worker":
        from app.engine.jobs import worker

        return worker.run(args)
    if args.command == "admin":
        from app.engine import admin

        return admin.run(args)
    if args.command == "convert":
        from app import convert_command

        return convert_command.run(args)
    if args.command == "export":
        from app import export_command

        return export_command.run(args)
    from app.desktop import launch

    return launch.main()
