"""Vision: a screenshot becomes a Screen IR, a StyleGuide and (on request) its Components."""

from app.vision.convert import Conversion, ImageRejected, convert
from app.vision.ocr import OcrUnavailable

__all__ = ["Conversion", "ImageRejected", "OcrUnavailable", "convert"]
