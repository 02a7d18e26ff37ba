"""A browser for the sign-in pages: reads their forms and submits them as a person would."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from html.parser import HTMLParser
from urllib.parse import urljoin

import httpx


@dataclass
class Form:
    action: str
    method: str
    fields: dict[str, str] = field(default_factory=dict)  # hidden and text inputs, as the page filled them
    buttons: dict[str, list[str]] = field(default_factory=dict)  # submit buttons: name -> values


class FormReader(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.forms: list[Form] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "form":
            self.forms.append(Form(a.get("action", ""), a.get("method", "get").lower()))
        elif tag == "input" and self.forms and a.get("name"):
            if a.get("type") != "submit":
                self.forms[-1].fields[a["name"]] = a.get("value", "")
        elif tag == "button" and self.forms and a.get("name"):
            self.forms[-1].buttons.setdefault(a["name"], []).append(a.get("value", ""))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def read_page(html: str) -> FormReader:
    reader = FormReader()
    reader.feed(html)
    return reader


class Browser:
    """Opens the authorize URL, signs in, answers the consent page, follows the redirect.

    `tamper` may rewrite the redirect's address before it is followed (a different state, say);
    without `follow_redirect` the consent's 303 is returned instead. `pages` keeps every response."""

    def __init__(
        self,
        email: str,
        password: str,
        *,
        decision: str = "allow",
        tamper: Callable[[str], str] | None = None,
        follow_redirect: bool = True,
    ) -> None:
        self.email = email
        self.password = password
        self.decision = decision
        self.tamper = tamper
        self.follow_redirect = follow_redirect
        self.pages: list[httpx.Response] = []
        self.http = httpx.AsyncClient(follow_redirects=False, timeout=30)

    async def __call__(self, url: str) -> httpx.Response:
        async with self.http:
            page = await self.get(url)
            assert page.status_code == 200, page.text
            sign_in = self.only_form(page)
            page = await self.submit(page, sign_in, email=self.email, password=self.password)
            assert page.status_code == 200, page.text
            consent = self.only_form(page)
            assert self.decision in consent.buttons["decision"]
            answer = await self.submit(page, consent, decision=self.decision)
            assert answer.status_code == 303, answer.text
            if not self.follow_redirect:
                return answer
            location = answer.headers["location"]
            return await self.get(self.tamper(location) if self.tamper else location)

    async def get(self, url: str) -> httpx.Response:
        response = await self.http.get(url)
        self.pages.append(response)
        return response

    async def submit(self, page: httpx.Response, form: Form, **values: str) -> httpx.Response:
        response = await self.http.post(urljoin(str(page.url), form.action), data={**form.fields, **values})
        self.pages.append(response)
        return response

    @staticmethod
    def only_form(page: httpx.Response) -> Form:
        forms = read_page(page.text).forms
        assert len(forms) == 1 and forms[0].method == "post", page.text
        return forms[0]
