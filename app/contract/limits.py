"""Constants of the v1 interface (spec section 8) and of the plans and packs (2.10, 2.11)."""

from dataclasses import dataclass
from datetime import timedelta

API_PREFIX = "/api/v1"

MAX_UPLOAD_BYTES = 10 * 1024 * 1024
IMAGE_MEDIA_TYPES = ("image/png", "image/jpeg", "image/webp", "image/gif")
MAX_IMAGE_PIXELS = 50_000_000

USAGE_DAYS_MIN = 1
USAGE_DAYS_MAX = 90
USAGE_DAYS_DEFAULT = 30

DESIGNTOOL_LABEL_MAX = 120
DESIGNTOOL_CANVAS_DEFAULT = (430, 932)
FRAME_SIZE = (390, 844)

IDEMPOTENCY_KEY_MIN = 8
IDEMPOTENCY_KEY_MAX = 255
IDEMPOTENCY_LIFETIME = timedelta(hours=24)

# Limits of our own where the spec is silent.
MAX_NAME_LENGTH = 200
MAX_HTML_BYTES = 8 * 1024 * 1024
MAX_JSON_BODY_BYTES = 16 * 1024 * 1024
MAX_VARIANTS = 50
MAX_VARIABLES_PER_VARIANT = 1000
MAX_CANVAS_SIDE = 8192

API_KEY_PREFIX = "fw_"


class Endpoint:
    """Billable endpoints, named as their paths."""

    IMAGE_TO_HTML = "/image-to-html"
    EXPORT_CODE = "/export-code"
    DESIGNTOOL_EXPORT = "/designtool-export"
    UPLOAD = "/upload"
    CREDITS_PURCHASE = "/credits/purchase"


CREDIT_COSTS = {
    Endpoint.IMAGE_TO_HTML: 30,
    Endpoint.EXPORT_CODE: 15,
    Endpoint.DESIGNTOOL_EXPORT: 10,
    Endpoint.UPLOAD: 0,
}

IDEMPOTENT_ENDPOINTS = (
    Endpoint.IMAGE_TO_HTML,
    Endpoint.EXPORT_CODE,
    Endpoint.DESIGNTOOL_EXPORT,
    Endpoint.CREDITS_PURCHASE,
)


@dataclass(frozen=True)
class Plan:
    id: str
    name: str
    credits: int
    monthly: bool
    api_access: bool

    def allowance(self, seats: int = 1) -> int:
        return self.credits * (seats if self.id == "team" else 1)


PLANS = {
    "free": Plan("free", "Free", 100, monthly=False, api_access=False),
    "lite": Plan("lite", "Lite", 2_000, monthly=True, api_access=True),
    "starter": Plan("starter", "Starter", 8_000, monthly=True, api_access=True),
    "pro": Plan("pro", "Pro", 40_000, monthly=True, api_access=True),
    "team": Plan("team", "Team", 60_000, monthly=True, api_access=True),
}
LOWEST_API_PLAN = "lite"


@dataclass(frozen=True)
class Pack:
    id: str
    name: str
    credits: int
    price: str
    popular: bool = False


PACKS = {
    p.id: p
    for p in (
        Pack("credits_1000", "Starter Pack", 1_000, "$9"),
        Pack("credits_5000", "Growth Pack", 5_000, "$39", popular=True),
        Pack("credits_20000", "Scale Pack", 20_000, "$139"),
        Pack("credits_100000", "Enterprise Pack", 100_000, "$599"),
    )
}

FRAMEWORKS = {
    "flutter": ("dart", ".dart"),
    "react_native": ("tsx", ".tsx"),
    "swiftui": ("swift", ".swift"),
    "jetpack_compose": ("kotlin", ".kt"),
}
