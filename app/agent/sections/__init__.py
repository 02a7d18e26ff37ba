"""The section library: small functions from plain data to HTML fragments, styled only by the
classes of `app.agent.styles` and the theme's CSS variables."""
