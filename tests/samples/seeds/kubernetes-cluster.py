"""Placeholder profiles while the seed is written."""
PROFILES = {"acme-management": "111111111111", "acme-security": "222222222222", "acme-logs": "333333333333", "acme-shared": "444444444444", "acme-dev": "555555555555", "acme-stage": "666666666666", "acme-prod": "777777777777"}
DEFAULT_PROFILE = "acme-dev"
START = "infrastructure-live"
