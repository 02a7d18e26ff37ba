"""How an agent backend says it could not do the work (kept apart so the engine can catch it
without importing any backend)."""


class AgentFailed(RuntimeError):
    """The model's server could not be used; the message says why, in the user's words."""
