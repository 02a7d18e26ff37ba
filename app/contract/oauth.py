"""OAuth 2.0 for apps acting for a user (spec 5.5): scopes, token prefixes, endpoint paths."""

from datetime import timedelta

PROFILE_READ = "profile:read"
INSPIRATIONS_READ = "inspirations:read"
PROJECTS_READ = "projects:read"
PROJECTS_WRITE = "projects:write"

# each scope with what the consent page tells the user it allows
SCOPES: dict[str, str] = {
    PROFILE_READ: "See your email, name, plan and credit balance",
    INSPIRATIONS_READ: "Browse the public inspirations library",
    PROJECTS_READ: "Read your projects, frames and themes",
    PROJECTS_WRITE: "Create and change your projects, frames and themes, and run the design agent",
}

ACCESS_TOKEN_PREFIX = "fwat_"
REFRESH_TOKEN_PREFIX = "fwrt_"

ACCESS_TOKEN_LIFETIME = timedelta(hours=1)
REFRESH_TOKEN_LIFETIME = timedelta(days=30)
CODE_LIFETIME = timedelta(seconds=60)
SIGN_IN_LIFETIME = timedelta(minutes=10)  # from opening the sign-in page to giving consent

# relative to the site origin ({auth_url} and {site_url} are the same origin)
AUTHORIZE_PATH = "/api/oauth/authorize"
TOKEN_PATH = "/api/oauth/token"
REVOKE_PATH = "/api/oauth/revoke"
SERVER_METADATA_PATH = "/.well-known/oauth-authorization-server"
RESOURCE_METADATA_PATH = "/.well-known/oauth-protected-resource"
