"""The engine as an OAuth 2.0 authorization server for native apps (spec 5.5, RFC 6749, 7636, 8252)."""
