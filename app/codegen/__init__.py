"""Code generators over the Screen IR: one folder per target."""
