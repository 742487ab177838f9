"""Job handlers, one module per job kind. Importing this package registers them all."""
