"""The model router: compat-a (chat completions, responses, embeddings) and compat-b (messages) proxies in
front of the upstreams of `MNEME_ROUTER_CONFIG`, with metering and memory (service-spec "the service")."""
