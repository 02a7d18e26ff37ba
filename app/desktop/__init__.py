"""The Qt desktop studio."""
