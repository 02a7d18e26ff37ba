"""Headless rendering with QtWebEngine in worker processes: HTML to PNG, HTML to Screen IR."""

from app.render.pool import Renderer, RenderError, RenderTimeout

__all__ = ["RenderError", "RenderTimeout", "Renderer"]
