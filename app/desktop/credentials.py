"""API keys in the OS keyring, or in memory for the session when no secure keyring exists.

A key is never written to a plain file: without a secure backend it lives only in this
process, and the next start asks the service for a new one.
"""

from __future__ import annotations

import keyring
import keyring.errors
from keyring.backend import KeyringBackend

SERVICE_NAME = "Framewright"


def is_secure(backend: KeyringBackend) -> bool:
    """A backend that keeps secrets away from plain files: priority 1 or more, not fail or null.

    keyring rates its real OS stores (Secret Service, KWallet, macOS Keychain, Windows Credential
    Locker) at 1 or above; the fail and null backends, and plain-text ones, sit below 1.
    """
    from keyring.backends import chainer, fail, null

    if isinstance(backend, (fail.Keyring, null.Keyring)):
        return False
    if isinstance(backend, chainer.ChainerBackend):
        return any(is_secure(inner) for inner in backend.backends)
    try:
        return float(backend.priority) >= 1
    except Exception:  # a backend may refuse to rate itself when its store is unreachable
        return False


class KeyStore:
    """Keys by account id: the OS keyring when it is secure, else memory for this session."""

    def __init__(self) -> None:
        self.backend = keyring.get_keyring()
        self.secure = is_secure(self.backend)
        self._memory: dict[str, str] = {}

    @staticmethod
    def _entry(account_id: str) -> str:
        return f"api-key:{account_id}"

    def get(self, account_id: str) -> str | None:
        if account_id in self._memory:
            return self._memory[account_id]
        if not self.secure:
            return None
        try:
            return self.backend.get_password(SERVICE_NAME, self._entry(account_id))
        except keyring.errors.KeyringError:
            return None

    def put(self, account_id: str, api_key: str) -> None:
        self._memory[account_id] = api_key
        if not self.secure:
            return
        try:
            self.backend.set_password(SERVICE_NAME, self._entry(account_id), api_key)
        except keyring.errors.KeyringError:
            self.secure = False  # the store refused: keep the key for this session only

    def forget(self, account_id: str) -> None:
        self._memory.pop(account_id, None)
        if self.secure:
            try:
                self.backend.delete_password(SERVICE_NAME, self._entry(account_id))
            except keyring.errors.KeyringError:
                pass

    @property
    def where(self) -> str:
        """Where keys are kept, in the user's words."""
        if self.secure:
            return "API key kept in the system keyring"
        return "No secure keyring found: the API key is kept in memory for this session only"
