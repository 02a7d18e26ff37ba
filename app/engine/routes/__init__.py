"""The v1 endpoints, one module per resource."""
