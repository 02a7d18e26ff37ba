"""HTTP plumbing shared by the routes: who is calling, usage recording, error bodies."""
