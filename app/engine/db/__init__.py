"""The engine's database: tables, connections, migrations."""
