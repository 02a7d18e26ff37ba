"""The pages a person sees while an app signs in: sign-in form, consent, and what went wrong."""

from __future__ import annotations

from html import escape
from importlib import resources
from string import Template

from app.contract.oauth import AUTHORIZE_PATH, SCOPES

PAGE = Template(resources.files("app.engine").joinpath("templates/oauth.html").read_text("utf-8"))


def _page(title: str, content: str) -> str:
    return PAGE.substitute(title=escape(title), content=content)


def sign_in(client_name: str, nonce: str, *, email: str = "", error: str | None = None) -> str:
    problem = f'<p class="error" role="alert">{escape(error)}</p>' if error else ""
    return _page(
        "Sign in",
        f"""
  <h1>Sign in</h1>
  <p class="lead"><strong>{escape(client_name)}</strong> wants to use your Framewright account.</p>
  {problem}
  <form method="post" action="{AUTHORIZE_PATH}">
    <input type="hidden" name="request" value="{escape(nonce)}">
    <input type="hidden" name="step" value="sign-in">
    <label>Email <input type="email" name="email" value="{escape(email)}" autocomplete="username" required></label>
    <label>Password <input type="password" name="password" autocomplete="current-password" required></label>
    <button type="submit">Sign in</button>
  </form>""",
    )


def consent(client_name: str, account_email: str, scopes: tuple[str, ...], nonce: str) -> str:
    items = "".join(f"<li><code>{escape(s)}</code> {escape(SCOPES[s])}</li>" for s in scopes)
    return _page(
        "Allow access",
        f"""
  <h1>Allow access?</h1>
  <p class="lead"><strong>{escape(client_name)}</strong> will be able to act as
  <strong>{escape(account_email)}</strong>:</p>
  <ul class="scopes">{items}</ul>
  <form method="post" action="{AUTHORIZE_PATH}">
    <input type="hidden" name="request" value="{escape(nonce)}">
    <input type="hidden" name="step" value="consent">
    <button type="submit" name="decision" value="allow">Allow</button>
    <button type="submit" name="decision" value="deny" class="secondary">Deny</button>
  </form>""",
    )


def problem(message: str) -> str:
    return _page(
        "Sign-in problem",
        f"""
  <h1>This sign-in cannot go on</h1>
  <p class="error" role="alert">{escape(message)}</p>
  <p class="note">Close this window and start signing in again from the app.</p>""",
    )
