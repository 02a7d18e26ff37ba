"""Secrets in the OS keyring, or in memory for the session when no secure keyring exists: API keys,
and the tokens of a browser sign-in.

A secret is never written to a plain file: without a secure backend it lives only in this
process, and the next start asks the service for a new key (or the user to sign in again).
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


API_KEY = "api-key"
SIGN_IN = "sign-in"  # the tokens of a browser sign-in, as JSON


class KeyStore:
    """Secrets by kind and account: the OS keyring when it is secure, else memory for this session."""

    def __init__(self) -> None:
        self.backend = keyring.get_keyring()
        self.secure = is_secure(self.backend)
        self._memory: dict[str, str] = {}

    @staticmethod
    def _entry(account_id: str, kind: str) -> str:
        return f"{kind}:{account_id}"

    def get(self, account_id: str, kind: str = API_KEY) -> str | None:
        entry = self._entry(account_id, kind)
        if entry in self._memory:
            return self._memory[entry]
        if not self.secure:
            return None
        try:
            return self.backend.get_password(SERVICE_NAME, entry)
        except keyring.errors.KeyringError:
            return None

    def put(self, account_id: str, secret: str, kind: str = API_KEY) -> None:
        entry = self._entry(account_id, kind)
        self._memory[entry] = secret
        if not self.secure:
            return
        try:
            self.backend.set_password(SERVICE_NAME, entry, secret)
        except keyring.errors.KeyringError:
            self.secure = False  # the store refused: keep the secret for this session only

    def forget(self, account_id: str, kind: str = API_KEY) -> None:
        entry = self._entry(account_id, kind)
        self._memory.pop(entry, None)
        if self.secure:
            try:
                self.backend.delete_password(SERVICE_NAME, entry)
            except keyring.errors.KeyringError:
                pass

    @property
    def where(self) -> str:
        """Where keys are kept, in the user's words."""
        if self.secure:
            return "API key kept in the system keyring"
        return "No secure keyring found: the API key is kept in memory for this session only"
