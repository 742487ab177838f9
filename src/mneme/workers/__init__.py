"""Job handlers, one module per job kind. Importing this package registers them all."""
from mneme.workers import memories  # noqa: F401
