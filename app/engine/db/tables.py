"""The engine's tables. Every change here ships with an Alembic migration."""

from sqlalchemy import (
    BigInteger,
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
)

from app.engine.db.types import UTCDateTime

metadata = MetaData(
    naming_convention={
        "ix": "ix_%(column_0_label)s",
        "uq": "uq_%(table_name)s_%(column_0_name)s",
        "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
        "pk": "pk_%(table_name)s",
    }
)

accounts = Table(
    "accounts",
    metadata,
    Column("id", String(40), primary_key=True),
    Column("email", String(320), nullable=False, unique=True),
    Column("name", String(200), nullable=False),
    Column("plan", String(20), nullable=False),
    Column("seats", Integer, nullable=False, default=1),
    Column("plan_credits", BigInteger, nullable=False),
    Column("purchased_credits", BigInteger, nullable=False),
    Column("period_start", UTCDateTime, nullable=False),
    Column("period_end", UTCDateTime, nullable=True),  # null: the plan never renews (Free)
    Column("created_at", UTCDateTime, nullable=False),
)

api_keys = Table(
    "api_keys",
    metadata,
    Column("id", String(40), primary_key=True),
    Column("account_id", String(40), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("name", String(200), nullable=False),
    Column("secret_hash", String(64), nullable=False, unique=True),
    Column("hint", String(16), nullable=False),
    Column("created_at", UTCDateTime, nullable=False),
    Column("last_used_at", UTCDateTime, nullable=True),
    Column("revoked_at", UTCDateTime, nullable=True),
)

credit_ledger = Table(
    "credit_ledger",
    metadata,
    Column("id", BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True),
    Column("account_id", String(40), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("bucket", String(10), nullable=False),  # plan | purchased
    Column("delta", BigInteger, nullable=False),
    Column("kind", String(20), nullable=False),  # grant | reset | forfeit | reserve | release | purchase | adjust
    Column("reference", String(100), nullable=True),
    Column("created_at", UTCDateTime, nullable=False),
)

credit_reservations = Table(
    "credit_reservations",
    metadata,
    Column("id", String(40), primary_key=True),
    Column("account_id", String(40), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("endpoint", String(100), nullable=False),
    Column("from_plan", BigInteger, nullable=False),
    Column("from_purchased", BigInteger, nullable=False),
    Column("period_start", UTCDateTime, nullable=False),
    Column("status", String(10), nullable=False),  # held | committed | released
    Column("created_at", UTCDateTime, nullable=False),
)

usage_events = Table(
    "usage_events",
    metadata,
    Column("id", BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True),
    Column("account_id", String(40), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
    Column("key_id", String(40), nullable=True),
    Column("endpoint", String(100), nullable=False),
    Column("status", Integer, nullable=False),
    Column("credits", BigInteger, nullable=False),
    Column("created_at", UTCDateTime, nullable=False),
    Index("ix_usage_account_time", "account_id", "created_at"),
)

idempotency_records = Table(
    "idempotency_records",
    metadata,
    Column("id", BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True),
    Column("account_id", String(40), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
    Column("endpoint", String(100), nullable=False),
    Column("key", String(255), nullable=False),
    Column("request_hash", String(64), nullable=False),
    Column("state", String(10), nullable=False),  # running | done
    Column("status", Integer, nullable=True),
    Column("content_type", String(200), nullable=True),
    Column("body", LargeBinary, nullable=True),
    Column("created_at", UTCDateTime, nullable=False),
    UniqueConstraint("account_id", "endpoint", "key", name="uq_idempotency_scope"),
)

uploads = Table(
    "uploads",
    metadata,
    Column("id", String(40), primary_key=True),
    Column("account_id", String(40), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("blob_name", String(80), nullable=False),
    Column("filename", String(255), nullable=False),
    Column("content_type", String(40), nullable=False),
    Column("size", BigInteger, nullable=False),
    Column("created_at", UTCDateTime, nullable=False),
)

projects = Table(
    "projects",
    metadata,
    Column("id", String(40), primary_key=True),
    Column("account_id", String(40), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("name", String(200), nullable=False),
    Column("created_at", UTCDateTime, nullable=False),
)

themes = Table(
    "themes",
    metadata,
    Column("id", String(40), primary_key=True),
    Column("account_id", String(40), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("name", String(200), nullable=False),
    Column("variants", Text, nullable=False),  # JSON
    Column("created_at", UTCDateTime, nullable=False),
    Column("updated_at", UTCDateTime, nullable=False),
)

frames = Table(
    "frames",
    metadata,
    Column("id", BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True),
    Column("account_id", String(40), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
    Column("frame_id", String(100), nullable=False),
    Column("project_id", String(40), ForeignKey("projects.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("html", Text, nullable=False),
    Column("label", String(200), nullable=False),
    Column("left", Float, nullable=False),
    Column("top", Float, nullable=False),
    Column("theme_id", String(40), ForeignKey("themes.id", ondelete="SET NULL"), nullable=True, index=True),
    Column("created_at", UTCDateTime, nullable=False),
    Column("updated_at", UTCDateTime, nullable=False),
    UniqueConstraint("account_id", "frame_id", name="uq_frames_account_frame"),
)

checkouts = Table(
    "checkouts",
    metadata,
    Column("token", String(64), primary_key=True),
    Column("account_id", String(40), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
    Column("pack_id", String(40), nullable=False),
    Column("status", String(10), nullable=False),  # pending | paid
    Column("created_at", UTCDateTime, nullable=False),
    Column("completed_at", UTCDateTime, nullable=True),
)

conversions = Table(
    "conversions",
    metadata,
    Column("id", String(40), primary_key=True),
    Column("account_id", String(40), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("label", String(200), nullable=True),
    Column("html", Text, nullable=False),
    Column("style_guide", Text, nullable=False),  # JSON
    Column("created_at", UTCDateTime, nullable=False),
)

# -- sign-in with OAuth 2.0 (spec 5.5) ---------------------------------------------------------

account_passwords = Table(
    "account_passwords",
    metadata,
    Column("account_id", String(40), ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True),
    Column("password_hash", String(255), nullable=False),  # argon2id, with its parameters and salt
    Column("updated_at", UTCDateTime, nullable=False),
)

sign_in_failures = Table(  # wrong passwords, to slow down guessing one account's password
    "sign_in_failures",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("email", String(320), nullable=False),  # lower-cased, as typed: also for emails of no account
    Column("failed_at", UTCDateTime, nullable=False),
    Index("ix_sign_in_failures_email_failed_at", "email", "failed_at"),
)

oauth_clients = Table(
    "oauth_clients",
    metadata,
    Column("id", String(40), primary_key=True),
    Column("name", String(200), nullable=False),
    Column("redirect_uris", Text, nullable=False),  # JSON list
    Column("created_at", UTCDateTime, nullable=False),
)

# an authorization in progress: from the sign-in page to the consent
oauth_requests = Table(
    "oauth_requests",
    metadata,
    Column("id", String(64), primary_key=True),  # SHA-256 of the nonce the forms carry
    Column("browser_hash", String(64), nullable=False),  # SHA-256 of the cookie binding it to one browser
    Column("client_id", String(40), ForeignKey("oauth_clients.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("redirect_uri", Text, nullable=False),
    Column("scope", String(200), nullable=False),
    Column("state", Text, nullable=True),
    Column("code_challenge", String(128), nullable=False),
    Column("account_id", String(40), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=True, index=True),
    Column("created_at", UTCDateTime, nullable=False),
    Column("expires_at", UTCDateTime, nullable=False),
)

# one consent: the code and every token issued from it form a family, revoked together
oauth_grants = Table(
    "oauth_grants",
    metadata,
    Column("id", String(40), primary_key=True),
    Column("client_id", String(40), ForeignKey("oauth_clients.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("account_id", String(40), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("scope", String(200), nullable=False),
    Column("created_at", UTCDateTime, nullable=False),
    Column("revoked_at", UTCDateTime, nullable=True),
)

oauth_codes = Table(
    "oauth_codes",
    metadata,
    Column("code_hash", String(64), primary_key=True),
    Column("grant_id", String(40), ForeignKey("oauth_grants.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("redirect_uri", Text, nullable=False),
    Column("code_challenge", String(128), nullable=False),
    Column("created_at", UTCDateTime, nullable=False),
    Column("expires_at", UTCDateTime, nullable=False),
    Column("used_at", UTCDateTime, nullable=True),
)

oauth_tokens = Table(
    "oauth_tokens",
    metadata,
    Column("token_hash", String(64), primary_key=True),
    Column("grant_id", String(40), ForeignKey("oauth_grants.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("kind", String(10), nullable=False),  # access | refresh
    Column("scope", String(200), nullable=False),
    Column("created_at", UTCDateTime, nullable=False),
    Column("expires_at", UTCDateTime, nullable=False),
    Column("used_at", UTCDateTime, nullable=True),  # a refresh token once rotated
    Column("revoked_at", UTCDateTime, nullable=True),
)

# blobs kept in the database (`--blob-store database`): every engine process sees the same files
blobs = Table(
    "blobs",
    metadata,
    Column("name", String(80), primary_key=True),  # sha256 hex + extension, as in the data folder
    Column("media_type", String(40), nullable=False),
    Column("size", BigInteger, nullable=False),
    Column("data", LargeBinary, nullable=False),
    Column("created_at", UTCDateTime, nullable=False),
)

# conversion and export work handed to `framewright worker` processes; the answer is written back here
jobs = Table(
    "jobs",
    metadata,
    Column("id", String(40), primary_key=True),
    Column("account_id", String(40), nullable=False, index=True),
    Column("endpoint", String(40), nullable=False),
    Column("reservation_id", String(40), nullable=False),
    Column("payload", Text, nullable=False),  # JSON: what the work needs
    Column("state", String(12), nullable=False),  # waiting | done | abandoned
    Column("status", Integer, nullable=True),  # the HTTP status of the answer, once done
    Column("content_type", String(80), nullable=True),
    Column("body", LargeBinary, nullable=True),
    Column("attempts", Integer, nullable=False, default=0),
    Column("created_at", UTCDateTime, nullable=False),
    Column("finished_at", UTCDateTime, nullable=True),
)

# calls counted per API key and per account in fixed one-minute windows, shared by every engine process
rate_windows = Table(
    "rate_windows",
    metadata,
    Column("subject", String(60), primary_key=True),  # "key:<id>" or "account:<id>"
    Column("window_start", UTCDateTime, primary_key=True),
    Column("calls", Integer, nullable=False),
)
