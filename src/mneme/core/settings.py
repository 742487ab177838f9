"""Settings, read once from environment variables (each documented in the README)."""
from __future__ import annotations

import ipaddress
import os
from dataclasses import dataclass, field


def _env(name: str, default: str) -> str:
    return os.environ.get(name, default)


def _int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        return int(raw)
    except ValueError as exc:
        raise ValueError(f"{name} must be an integer, got {raw!r}") from exc


def _float(name: str, default: float) -> float:
    raw = os.environ.get(name)
    return default if raw in (None, "") else float(raw)


def _bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    return raw.strip().lower() in ("1", "true", "yes", "on")


def mneme_home() -> str:
    """The folder of the embedded database and the uploaded files when MNEME_DATABASE_URL / MNEME_DATA_DIR
    are not set: MNEME_HOME, else $XDG_DATA_HOME/mneme, else ~/.local/share/mneme (absolute).

    A fixed per-user place, never the current directory: the server and every CLI command, run from any
    folder, must find the same database (a cwd-relative default made `mneme keys create` run elsewhere
    create a second, empty database)."""
    raw = os.environ.get("MNEME_HOME", "")
    if raw:
        return os.path.abspath(os.path.expanduser(raw))
    xdg = os.environ.get("XDG_DATA_HOME", "")
    base = xdg if os.path.isabs(xdg) else os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(base, "mneme")


def default_database_url() -> str:
    return "sqlite+aiosqlite:///" + os.path.join(mneme_home(), "mneme.db")


def async_database_url(url: str) -> str:
    """`url` with the driver the service runs on: a plain `sqlite:///file` or `postgresql://...` (`postgres://`,
    as many hosts print it) as `sqlite+aiosqlite` or `postgresql+asyncpg`; a URL that already names those is kept."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        return url
    base = scheme.split("+", 1)[0].lower()
    if base == "sqlite":
        return "sqlite+aiosqlite://" + rest
    if base in ("postgresql", "postgres"):
        return "postgresql+asyncpg://" + rest
    return url


def default_data_dir() -> str:
    return os.path.join(mneme_home(), "files")


def _networks(raw: str) -> tuple[ipaddress.IPv4Network | ipaddress.IPv6Network, ...]:
    parts = [p.strip() for p in raw.split(",") if p.strip()]
    return tuple(ipaddress.ip_network(p, strict=False) for p in parts)


@dataclass(frozen=True)
class Settings:
    database_url: str = field(default_factory=default_database_url)  # MNEME_DATABASE_URL, else in mneme_home()
    data_dir: str = field(default_factory=default_data_dir)  # MNEME_DATA_DIR, else in mneme_home()
    base_path: str = "/openapi/service"
    legacy_base: str = ""
    invalid_key_limit: int = 20
    invalid_key_window_s: int = 60
    metering_debit: bool = True  # hosted router calls debit the team balance, and a balance <= 0 answers 402
    trusted_proxies: tuple[ipaddress.IPv4Network | ipaddress.IPv6Network, ...] = ()
    run_worker: bool = True
    worker_concurrency: int = 4
    worker_poll_s: float = 0.5
    job_lease_s: float = 60.0
    job_max_attempts: int = 5
    job_backoff_base_s: float = 1.0
    max_upload_bytes: int = 50 * 1024 * 1024
    document_timeout_s: float = 600.0
    embedding_backend: str = "local"
    embedding_model: str = "text-embedding-3-small"
    embedding_dim: int = 384
    embedding_base_url: str = ""
    embedding_api_key_env: str = "MNEME_EMBEDDING_API_KEY"
    embedding_precision: str = "int8"
    embedding_threads: int = 0  # 0: one per core, at most 8
    judge_model: str = "on"  # the learned judge beside the offline rules (memory/judge_model.py); "off": rules only
    query_map: str = "on"  # memory search's learnt query map (memory/query_map.py); "off": the query's own vector
    service_model: str = ""
    llm_base_url: str = ""
    llm_protocol: str = "compat-a"
    llm_api_key_env: str = "MNEME_LLM_API_KEY"
    log_level: str = "info"
    extra: dict[str, str] = field(default_factory=dict)
    search_cache_bytes: int = 512 * 1024 * 1024  # SQLite: in-process search matrices of all scopes, at most
    extract_memory_bytes: int = 1024 * 1024 * 1024  # address-space limit of a document's extraction process
    extract_max_chars: int = 20_000_000  # text one document may yield (memory/documents.py MAX_TEXT_CHARS: why)
    max_json_bytes: int = 1024 * 1024  # a JSON request body above this answers 413 unparsed
    router_config: str = ""  # MNEME_ROUTER_CONFIG: the router's TOML file (providers, models); "" = no models
    router_maintenance: bool = False  # the router answers 503 (inference REQUEST_BLOCKED, models SERVICE_UNAVAILABLE)
    router_retry_after_s: int = 0  # Retry-After of those 503 answers (0: not sent, the wait is unknown)
    router_connect_timeout_s: float = 10.0  # connecting to an upstream
    router_read_timeout_s: float = 300.0  # longest silence of an upstream (between two reads of its answer)
    router_max_connections: int = 1000  # the upstream session's pool, all hosts together (per process)
    router_max_body_bytes: int = 32 * 1024 * 1024  # an inference request body above this answers 413
    router_memory_budget_s: float = 0.15  # time budget of the memory retrieval of a call with boundary_id
    router_remember: bool = True  # after a call with boundary_id, record the exchange and extract its facts
    router_key_cache_s: float = 5.0  # router: a key that authenticated this long ago is not looked up again
    router_balance_cache_s: float = 1.0  # router: a funded team's balance is read again after this (or at <= 0)
    billing_config: str = ""  # MNEME_BILLING_CONFIG: the plans' TOML file; "" = the one plan 1 "Free" at 0
    billing_provider: str = "manual"  # payment provider of new orders: manual (an admin settles) | stripe
    credit_price_per_million: int = 100  # price of a million purchased tokens, smallest currency unit (cents)
    billing_currency: str = "usd"  # currency of credit purchases and top-ups
    billing_renew_interval_s: float = 300.0  # how often the worker renews subscription periods that ended
    stripe_webhook_secret_env: str = "MNEME_STRIPE_WEBHOOK_SECRET"  # noqa: S105 - env var of the signing secret
    stripe_api_key_env: str = "MNEME_STRIPE_API_KEY"  # env var of the Stripe secret key (outgoing calls)
    alerts_delivery: bool = True  # MNEME_ALERTS_DELIVERY: balance alerts are evaluated (and mailed) at all
    smtp_host: str = ""  # MNEME_SMTP_HOST: "" = no SMTP, alert mails go to the file outbox
    smtp_port: int = 0  # MNEME_SMTP_PORT: 0 = 465 with smtp_tls "tls", 587 with "starttls", else 25
    smtp_user: str = ""  # MNEME_SMTP_USER: "" = no AUTH
    smtp_password: str = field(default="", repr=False)  # MNEME_SMTP_PASSWORD
    smtp_from: str = "mneme@localhost"  # MNEME_SMTP_FROM: the From address of alert mails
    smtp_tls: str = "auto"  # MNEME_SMTP_TLS: auto (STARTTLS if offered) | starttls (required) | tls | none
    smtp_timeout_s: float = 30.0  # MNEME_SMTP_TIMEOUT_S
    mail_outbox_dir: str = ""  # MNEME_MAIL_OUTBOX_DIR: without SMTP, one .eml file per mail; "" = <data_dir>/outbox

    @classmethod
    def from_env(cls) -> Settings:
        return cls(
            database_url=async_database_url(_env("MNEME_DATABASE_URL", "")) or default_database_url(),
            data_dir=_env("MNEME_DATA_DIR", "") or default_data_dir(),
            base_path=_env("MNEME_BASE_PATH", cls.base_path).rstrip("/"),
            legacy_base=_env("MNEME_LEGACY_BASE", cls.legacy_base).rstrip("/"),
            invalid_key_limit=_int("MNEME_INVALID_KEY_LIMIT", cls.invalid_key_limit),
            invalid_key_window_s=_int("MNEME_INVALID_KEY_WINDOW_S", cls.invalid_key_window_s),
            metering_debit=_bool("MNEME_METERING_DEBIT", cls.metering_debit),
            trusted_proxies=_networks(_env("MNEME_TRUSTED_PROXIES", "")),
            run_worker=_bool("MNEME_RUN_WORKER", cls.run_worker),
            worker_concurrency=_int("MNEME_WORKER_CONCURRENCY", cls.worker_concurrency),
            worker_poll_s=_float("MNEME_WORKER_POLL_S", cls.worker_poll_s),
            job_lease_s=_float("MNEME_JOB_LEASE_S", cls.job_lease_s),
            job_max_attempts=_int("MNEME_JOB_MAX_ATTEMPTS", cls.job_max_attempts),
            job_backoff_base_s=_float("MNEME_JOB_BACKOFF_BASE_S", cls.job_backoff_base_s),
            max_upload_bytes=_int("MNEME_MAX_UPLOAD_BYTES", cls.max_upload_bytes),
            document_timeout_s=_float("MNEME_DOCUMENT_TIMEOUT_S", cls.document_timeout_s),
            embedding_backend=_env("MNEME_EMBEDDING_BACKEND", cls.embedding_backend),
            embedding_model=_env("MNEME_EMBEDDING_MODEL", cls.embedding_model),
            embedding_dim=_int("MNEME_EMBEDDING_DIM", cls.embedding_dim),
            embedding_base_url=_env("MNEME_EMBEDDING_BASE_URL", cls.embedding_base_url),
            embedding_api_key_env=_env("MNEME_EMBEDDING_API_KEY_ENV", cls.embedding_api_key_env),
            embedding_precision=_env("MNEME_EMBEDDING_PRECISION", cls.embedding_precision),
            embedding_threads=_int("MNEME_EMBEDDING_THREADS", cls.embedding_threads),
            judge_model=_env("MNEME_JUDGE_MODEL", cls.judge_model),
            query_map=_env("MNEME_QUERY_MAP", cls.query_map),
            service_model=_env("MNEME_SERVICE_MODEL", cls.service_model),
            llm_base_url=_env("MNEME_LLM_BASE_URL", cls.llm_base_url),
            llm_protocol=_env("MNEME_LLM_PROTOCOL", cls.llm_protocol),
            llm_api_key_env=_env("MNEME_LLM_API_KEY_ENV", cls.llm_api_key_env),
            log_level=_env("MNEME_LOG_LEVEL", cls.log_level),
            search_cache_bytes=_int("MNEME_SEARCH_CACHE_BYTES", cls.search_cache_bytes),
            extract_memory_bytes=_int("MNEME_EXTRACT_MEMORY_BYTES", cls.extract_memory_bytes),
            extract_max_chars=_int("MNEME_EXTRACT_MAX_CHARS", cls.extract_max_chars),
            max_json_bytes=_int("MNEME_MAX_JSON_BYTES", cls.max_json_bytes),
            router_config=_env("MNEME_ROUTER_CONFIG", cls.router_config),
            router_maintenance=_bool("MNEME_ROUTER_MAINTENANCE", cls.router_maintenance),
            router_retry_after_s=_int("MNEME_ROUTER_RETRY_AFTER_S", cls.router_retry_after_s),
            router_connect_timeout_s=_float("MNEME_ROUTER_CONNECT_TIMEOUT_S", cls.router_connect_timeout_s),
            router_read_timeout_s=_float("MNEME_ROUTER_READ_TIMEOUT_S", cls.router_read_timeout_s),
            router_max_connections=_int("MNEME_ROUTER_MAX_CONNECTIONS", cls.router_max_connections),
            router_max_body_bytes=_int("MNEME_ROUTER_MAX_BODY_BYTES", cls.router_max_body_bytes),
            router_memory_budget_s=_float("MNEME_ROUTER_MEMORY_BUDGET_S", cls.router_memory_budget_s),
            router_remember=_bool("MNEME_ROUTER_REMEMBER", cls.router_remember),
            router_key_cache_s=_float("MNEME_ROUTER_KEY_CACHE_S", cls.router_key_cache_s),
            router_balance_cache_s=_float("MNEME_ROUTER_BALANCE_CACHE_S", cls.router_balance_cache_s),
            billing_config=_env("MNEME_BILLING_CONFIG", cls.billing_config),
            billing_provider=_env("MNEME_BILLING_PROVIDER", cls.billing_provider).strip().lower(),
            credit_price_per_million=_int("MNEME_CREDIT_PRICE_PER_MILLION", cls.credit_price_per_million),
            billing_currency=_env("MNEME_BILLING_CURRENCY", cls.billing_currency).strip().lower(),
            billing_renew_interval_s=_float("MNEME_BILLING_RENEW_INTERVAL_S", cls.billing_renew_interval_s),
            stripe_webhook_secret_env=_env("MNEME_STRIPE_WEBHOOK_SECRET_ENV", cls.stripe_webhook_secret_env),
            stripe_api_key_env=_env("MNEME_STRIPE_API_KEY_ENV", cls.stripe_api_key_env),
            alerts_delivery=_bool("MNEME_ALERTS_DELIVERY", cls.alerts_delivery),
            smtp_host=_env("MNEME_SMTP_HOST", cls.smtp_host),
            smtp_port=_int("MNEME_SMTP_PORT", cls.smtp_port),
            smtp_user=_env("MNEME_SMTP_USER", cls.smtp_user),
            smtp_password=_env("MNEME_SMTP_PASSWORD", ""),
            smtp_from=_env("MNEME_SMTP_FROM", cls.smtp_from),
            smtp_tls=_env("MNEME_SMTP_TLS", cls.smtp_tls).strip().lower(),
            smtp_timeout_s=_float("MNEME_SMTP_TIMEOUT_S", cls.smtp_timeout_s),
            mail_outbox_dir=_env("MNEME_MAIL_OUTBOX_DIR", cls.mail_outbox_dir),
        )

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")


def sqlite_path(url: str) -> str | None:
    """The absolute file of a SQLite URL, without its query string (None for an in-memory database)."""
    path = url.split("///", 1)[1] if "///" in url else ""
    path = path.split("?", 1)[0]
    return os.path.abspath(path) if path and path != ":memory:" else None
