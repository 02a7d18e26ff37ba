"""Fetching a remote image for conversion: public https addresses only, checked at every hop."""

from __future__ import annotations

import ipaddress
import socket
from urllib.parse import urljoin, urlsplit

import httpx

from app.contract.limits import MAX_UPLOAD_BYTES

MAX_REDIRECTS = 3
TIMEOUT = httpx.Timeout(10.0, connect=5.0)


class FetchRefused(ValueError):
    """The address is not one this service fetches from, or the fetch failed; in words for the caller."""


def check_public(url: str) -> None:
    """Refuse anything but https to a host whose every address is public (no loopback, private,
    link-local, metadata or reserved ranges), before any connection is made."""
    parts = urlsplit(url)
    if parts.scheme != "https" or not parts.hostname:
        raise FetchRefused("image must be a base64 data URL or a public https:// URL")
    if parts.username or parts.password:
        raise FetchRefused("image URLs with credentials are not fetched")
    try:
        infos = socket.getaddrinfo(parts.hostname, parts.port or 443, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError):
        raise FetchRefused(f"cannot resolve {parts.hostname}") from None
    for info in infos:
        address = ipaddress.ip_address(str(info[4][0]).split("%")[0])
        if not address.is_global or address.is_multicast:
            raise FetchRefused(f"{parts.hostname} is not a public address; only public https URLs are fetched")


def fetch_image(url: str) -> bytes:
    """The bytes at a public https URL, at most 10 MB, following at most three checked redirects."""
    with httpx.Client(timeout=TIMEOUT, follow_redirects=False, trust_env=False) as client:
        for _ in range(MAX_REDIRECTS + 1):
            check_public(url)
            try:
                with client.stream("GET", url, headers={"Accept": "image/*"}) as response:
                    if response.is_redirect:
                        url = urljoin(url, response.headers.get("location", ""))
                        continue
                    if response.status_code != 200:
                        raise FetchRefused(f"fetching the image answered {response.status_code}")
                    data = bytearray()
                    for chunk in response.iter_bytes():
                        data += chunk
                        if len(data) > MAX_UPLOAD_BYTES:
                            raise FetchRefused("the image is larger than 10 MB")
                    return bytes(data)
            except httpx.HTTPError as failed:
                raise FetchRefused(f"could not fetch the image ({failed.__class__.__name__})") from None
    raise FetchRefused("too many redirects")
