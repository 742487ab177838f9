"""Job handlers, one module per job kind. Importing this package registers them all."""
import mneme.workers.billing
import mneme.workers.documents  # noqa: F401
from mneme.workers import memories  # noqa: F401
