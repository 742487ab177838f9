"""Shared helpers of the benchmarks: percentiles, a deterministic memory corpus, a server in its own process.

The corpus is built from templates × subjects × attribute values with a seeded RNG: people, places,
products, teams and schedules, preferences. Every (subject, template) pair is used at most once in the
base set, so the base set never contradicts itself; `contradiction()` re-renders a stored pair with other
values, which is what a conflicting new memory looks like.
"""
from __future__ import annotations

import contextlib
import functools
import json
import math
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

REPO = Path(__file__).resolve().parent.parent


# ---------------------------------------------------------------------------------------------- statistics


def pct(values: Sequence[float], q: float) -> float:
    """The q-th percentile (linear interpolation), or NaN for no values."""
    return float(np.percentile(np.asarray(values, dtype=np.float64), q)) if len(values) else float("nan")


def ms(seconds: float) -> str:
    return "n/a" if math.isnan(seconds) else f"{seconds * 1000:.2f} ms"


# ---------------------------------------------------------------------------------------------- corpus


def words(text: str, sep: str | None = None) -> tuple[str, ...]:
    return tuple(w.strip() for w in text.split(sep))


FIRST = words("Alice Bob Carla David Elena Farid Grace Hiro Isabel Jonas Keiko Liam Maya Nikolai Olivia "
              "Pedro Quinn Rosa Samir Tara Umar Vera Wei Ximena Yusuf Zoe Aaron Beatriz Chidi Dana Emil "
              "Fatima Gustav Hana Ivan Julia Kofi Lena Marco Nadia Oscar Priya Rafael Sofia Tomas Ursula "
              "Viktor Wanda Yara Zain Anika Bruno Camille Dmitri Esther Felix Greta Hugo Ingrid Jamal")
LAST = words("Chen Okafor Müller Rossi Novak Silva Tanaka Kowalski Haddad Johansson Dubois Fischer Moreau "
             "Petrov Nakamura Costa Jensen Horvat Lindqvist Alvarez Nguyen Schmidt Mensah Byrne Kaplan "
             "Ortiz Varga Weber Sato Ferreira Larsen Popescu Ivanova Brennan Quinlan Abara Hoffmann Romero "
             "Yilmaz Castillo")
CITIES = words("Paris Berlin Lisbon Madrid Rome Vienna Prague Warsaw Oslo Stockholm Helsinki Dublin "
               "Edinburgh Manchester Amsterdam Brussels Zurich Geneva Munich Hamburg Milan Naples Porto "
               "Seville Valencia Athens Budapest Krakow Copenhagen Reykjavik Toronto Montreal Vancouver "
               "Boston Chicago Denver Seattle Austin Atlanta Miami Tokyo Osaka Seoul Singapore Sydney "
               "Melbourne Auckland Nairobi Lagos Cairo")
COMPANIES = words("Globex Initech Umbrella Hooli Vandelay Stark Wayne Acme Cyberdyne Soylent Tyrell Wonka "
                  "Oscorp Gringotts Pied-Piper Aperture Black-Mesa Monarch Dunder-Mifflin Sterling-Cooper "
                  "Prestige Massive Nakatomi Virtucon Duff Krusty Bluth Genco Zorg Spacely Cogswell Sirius "
                  "Weyland Rekall Ollivander Fontaine Abstergo Blue-Sun Buy-n-Large")
JOBS = words("nurse teacher accountant architect carpenter chef dentist electrician engineer florist "
             "journalist lawyer librarian mechanic pharmacist photographer physiotherapist pilot plumber "
             "programmer psychologist radiologist translator veterinarian baker designer economist "
             "geologist paramedic surveyor")
COLOURS = words("red blue green yellow purple orange teal black white grey silver navy burgundy olive pink")
ALLERGENS = words("peanuts shellfish penicillin pollen cats dust-mites latex gluten eggs soy sesame "
                  "bee-stings walnuts mustard celery")
DRINKS = words("espresso green-tea black-coffee oat-latte chai hot-chocolate mint-tea orange-juice matcha "
               "sparkling-water rooibos flat-white")
PETS = words("dog cat parrot rabbit hamster tortoise goldfish ferret")
PET_NAMES = words("Biscuit Pepper Luna Milo Ziggy Nala Oreo Mochi Pixel Waffles Juniper Pickles Rocket "
                  "Maple Tofu Noodle Clover Ginger Bruno Olive Socks Peanut Shadow Truffle Comet Hazel "
                  "Pumpkin Marble Button Kiwi")
LANGUAGES = words("Spanish French German Italian Portuguese Japanese Korean Mandarin Arabic Hindi Swahili "
                  "Dutch Polish Greek Turkish Russian Swedish Finnish Hungarian Czech")
MONTHS = words("January February March April May June July August September October November December")
WEEKDAYS = words("Monday Tuesday Wednesday Thursday Friday Saturday Sunday")
SPORTS = words("tennis badminton football basketball volleyball squash table-tennis rugby hockey cricket "
               "golf climbing rowing handball padel")
INSTRUMENTS = words("piano violin cello guitar drums saxophone trumpet flute clarinet ukulele")
CARS = words("Toyota-Corolla Honda-Civic Volvo-XC60 Tesla-Model-3 Ford-Focus Fiat-500 Skoda-Octavia Mazda-3"
             " Kia-Niro Renault-Clio Peugeot-208 BMW-i3 Audi-A4 Subaru-Outback Nissan-Leaf")
SEATS = words("window aisle exit-row front-row bulkhead")
CUISINES = words("Thai Ethiopian Lebanese Mexican Japanese Korean Georgian Peruvian Vietnamese Indian Greek"
                 " Turkish Moroccan Sichuan Neapolitan Basque Persian Sri-Lankan Malaysian Brazilian")
DISHES = words("mushrooms olives coriander blue-cheese anchovies raw-onion aubergine liver oysters tofu "
               "beetroot capers")
FORMATS = words("PDF spreadsheet slide-deck one-page-summary plain-text-email")
CHANNELS = words("email phone text-message Slack Teams video-call")
HOBBIES = words("birdwatching pottery woodworking baking gardening chess sailing knitting hiking "
                "photography calligraphy origami fishing kayaking painting salsa-dancing stargazing "
                "beekeeping")
DIETS = words("vegetarian vegan pescatarian gluten-free low-carb keto halal kosher dairy-free")
SUBJECTS = words("physics history economics biology chemistry law medicine architecture mathematics "
                 "linguistics philosophy music nursing geology")
VENUE_ADJ = words("Blue Golden Riverside Old Green Silver Corner Harbour Maple Sunny Northern Little Royal "
                  "Hidden Copper Velvet Quiet Lucky Crooked Salty Rusty Amber Cedar Jasmine Willow")
VENUE_NOUN = words("Café Bakery Gym Library Bistro Bookshop Clinic Hotel Pharmacy Garage Florist Museum "
                   "Pizzeria Salon Cinema")
STREETS = words("Elm Street, Baker Street, Mill Lane, Station Road, Harbour Way, Church Street, King's "
                "Road, Oak Avenue, Canal Street, Market Square, Bridge Road, Park Lane, Victoria Street, "
                "High Street, Queen's Walk", sep=", ")
PAYMENTS = words("cash cards contactless-payments bank-transfers vouchers")
BRANDS = words("Nimbus Zephyr Orbit Quanta Vertex Lumen Halcyon Kestrel Nova Pulsar Aurora Cobalt Ember "
               "Fathom Granite Helix Ion Juno Krypton Lyra")
PRODUCT_TYPES = words("router headphones smartwatch e-reader kettle blender drone projector vacuum-cleaner "
                      "dishwasher thermostat doorbell tablet keyboard monitor webcam speaker scooter "
                      "coffee-machine air-purifier")
MODELS = ["", " Pro", " Mini", " Max", " Lite", " 2", " X"]
PLANS = words("basic standard premium business enterprise family student")
BUGS = words("overheating Bluetooth-pairing battery-drain screen-flicker Wi-Fi-dropout charging sync")
REASONS = words("noise the-battery-life the-size the-price the-colour a-loose-hinge the-weight "
                "slow-charging the-app")
DEPTS = words("finance marketing sales legal support platform data security design research recruiting "
              "operations mobile payments search infrastructure billing growth compliance logistics")
MEETINGS = words("standup retrospective sprint-planning demo all-hands design-review budget-review")
TOOLS = words("Jira Linear Notion Confluence Asana Trello GitHub GitLab Figma Miro Airtable Zendesk")
PURPOSES = words("tracking-bugs planning-sprints writing-specs sharing-designs onboarding support-tickets")


def _time(rng: random.Random) -> str:
    hour = rng.randint(7, 21)
    return f"{(hour - 1) % 12 + 1}:{rng.choice((0, 15, 30, 45)):02d} {'am' if hour < 12 else 'pm'}"


def _pick(seq: Sequence[str]) -> Callable[[random.Random], str]:
    return lambda rng: rng.choice(seq).replace("-", " ")


def _num(lo: int, hi: int) -> Callable[[random.Random], str]:
    return lambda rng: str(rng.randint(lo, hi))


SLOTS: dict[str, Callable[[random.Random], str]] = {
    "city": _pick(CITIES), "city2": _pick(CITIES), "company": _pick(COMPANIES), "job": _pick(JOBS),
    "colour": _pick(COLOURS), "colour2": _pick(COLOURS), "allergen": _pick(ALLERGENS), "drink": _pick(DRINKS),
    "pet": _pick(PETS), "petname": _pick(PET_NAMES), "language": _pick(LANGUAGES), "month": _pick(MONTHS),
    "month2": _pick(MONTHS), "weekday": _pick(WEEKDAYS), "sport": _pick(SPORTS),
    "instrument": _pick(INSTRUMENTS),
    "car": _pick(CARS), "seat": _pick(SEATS), "cuisine": _pick(CUISINES), "dish": _pick(DISHES),
    "format": _pick(FORMATS), "channel": _pick(CHANNELS), "hobby": _pick(HOBBIES), "diet": _pick(DIETS),
    "subject": _pick(SUBJECTS), "street": _pick(STREETS), "payment": _pick(PAYMENTS), "plan": _pick(PLANS),
    "bug": _pick(BUGS), "reason": _pick(REASONS), "meeting": _pick(MEETINGS), "tool": _pick(TOOLS),
    "purpose": _pick(PURPOSES), "time": _time, "day": _num(1, 28), "day2": _num(1, 28),
    "year": _num(2004, 2024),
    "digits": lambda r: f"{r.randint(0, 9999):04d}", "kids": _num(1, 5), "shoe": _num(35, 47),
    "number": _num(2, 240), "months": _num(6, 60), "hours": _num(4, 72), "pct": _num(5, 40),
    "price": lambda r: f"{r.randint(3, 499)}.{r.choice(('00', '50', '99'))}",
    "amount": lambda r: f"{r.randint(20, 900) * 1000:,}",
    "ver": lambda r: f"{r.randint(1, 9)}.{r.randint(0, 20)}",
    "word": lambda r: rng_word(r),
}


def rng_word(rng: random.Random) -> str:
    return rng.choice(PET_NAMES).lower() + rng.choice(("-", "", "_")) + rng.choice(COLOURS)


@dataclass(frozen=True)
class Template:
    kind: str  # person | venue | product | team
    statement: str
    question: str


TEMPLATES: tuple[Template, ...] = tuple(Template(k, s, q) for k, s, q in (
    ("person", "{s} lives in {city}.", "Where does {s} live?"),
    ("person", "{s} works as a {job} at {company}.", "What is {s}'s job?"),
    ("person", "{s}'s favourite colour is {colour}.", "What colour does {s} like best?"),
    ("person", "{s}'s birthday is on {month} {day}.", "When is {s}'s birthday?"),
    ("person", "{s} is allergic to {allergen}.", "Does {s} have any allergies?"),
    ("person", "{s} drinks {drink} every morning.", "What does {s} drink in the morning?"),
    ("person", "{s} has a {pet} named {petname}.", "What is the name of {s}'s pet?"),
    ("person", "{s} speaks {language} fluently.", "Which languages does {s} speak?"),
    ("person", "{s} plays {sport} every {weekday} evening.", "What sport does {s} play?"),
    ("person", "{s} is learning to play the {instrument}.", "Which instrument is {s} learning?"),
    ("person", "{s} drives a {colour} {car}.", "What car does {s} drive?"),
    ("person", "{s} prefers {seat} seats on long flights.", "Where does {s} like to sit on a plane?"),
    ("person", "{s} loves {cuisine} food but never eats {dish}.", "What food does {s} enjoy?"),
    ("person", "{s} wants the weekly report as a {format} by {weekday} noon.",
     "How should {s} get the report?"),
    ("person", "{s} prefers to be contacted by {channel} after {time}.", "How do I reach {s}?"),
    ("person", "{s}'s favourite weekend hobby is {hobby}.", "What does {s} do at the weekend?"),
    ("person", "{s} moved to {city} in {year}.", "When did {s} move?"),
    ("person", "{s} has {kids} children.", "How many kids does {s} have?"),
    ("person", "{s}'s shoe size is {shoe}.", "What size shoes does {s} wear?"),
    ("person", "{s} follows a {diet} diet.", "Any dietary requirements for {s}?"),
    ("person", "{s}'s dentist appointment is on {month} {day} at {time}.", "When does {s} see the dentist?"),
    ("person", "{s} studied {subject} at the University of {city}.", "What did {s} study?"),
    ("person", "{s}'s phone number ends in {digits}.", "What is {s}'s phone number?"),
    ("person", "{s} is travelling to {city} from {month} {day} to {month2} {day2}.", "When is {s}'s trip?"),
    ("person", "{s} takes the {time} train to {city} on weekdays.", "Which train does {s} catch?"),
    ("venue", "{s} opens at {time} on weekdays.", "What time does {s} open?"),
    ("venue", "{s} is closed every {weekday}.", "On which day is {s} closed?"),
    ("venue", "{s} is at {number} {street} in {city}.", "What is the address of {s}?"),
    ("venue", "{s} has parking for {number} cars.", "Is there parking at {s}?"),
    ("venue", "{s} only accepts {payment}.", "How can I pay at {s}?"),
    ("venue", "The wifi password at {s} is {word}{digits}.", "What's the wifi password at {s}?"),
    ("venue", "{s} gives students a {pct}% discount on {weekday}s.", "Does {s} have a student discount?"),
    ("venue", "{s} serves {cuisine} dishes for lunch.", "What kind of lunch does {s} serve?"),
    ("product", "The {s} costs ${price} a month on the {plan} plan.", "How much is the {s}?"),
    ("product", "The warranty on the {s} lasts {months} months.", "How long is the {s} warranty?"),
    ("product", "The {s} ships from our warehouse in {city}.", "Where is the {s} shipped from?"),
    ("product", "The battery of the {s} lasts about {hours} hours.", "What is the battery life of the {s}?"),
    ("product", "The {s} comes in {colour} and {colour2}.", "Which colours does the {s} come in?"),
    ("product", "Firmware {ver} of the {s} fixed the {bug} problem.",
     "Which update fixed the {s} {bug} issue?"),
    ("product", "The {s} is out of stock until {month} {day}.", "When is the {s} back in stock?"),
    ("product", "Customers mostly return the {s} because of {reason}.", "Why do people send back the {s}?"),
    ("team", "The {s}'s {meeting} is at {time} every {weekday}.", "When is the {s} {meeting}?"),
    ("team", "The {s}'s offsite is in {city} on {month} {day}.", "Where is the {s} offsite?"),
    ("team", "The {s}'s budget for {year} is ${amount}.", "What budget does the {s} have?"),
    ("team", "The {s} uses {tool} for {purpose}.", "Which tools does the {s} use?"),
    ("team", "The {s}'s on-call rotation switches every {weekday} at {time}.",
     "When does the {s} on-call change?"),
    ("team", "The {s} has {number} members and reports to the CFO.", "How big is the {s}?"),
))
_BY_KIND: dict[str, list[int]] = {}
for _i, _t in enumerate(TEMPLATES):
    _BY_KIND.setdefault(_t.kind, []).append(_i)
KIND_WEIGHTS = {"person": 0.55, "venue": 0.15, "product": 0.2, "team": 0.1}


def _subject(kind: str, rng: random.Random) -> str:
    if kind == "person":
        return f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    if kind == "venue":
        return f"the {rng.choice(VENUE_ADJ)} {rng.choice(VENUE_NOUN)}"
    if kind == "product":
        return f"{rng.choice(BRANDS)} {rng.choice(PRODUCT_TYPES).replace('-', ' ')}{rng.choice(MODELS)}"
    return f"{rng.choice(CITIES)} {rng.choice(DEPTS)} team"


def _slots(template: str) -> list[str]:
    import string

    return [f for _, f, _, _ in string.Formatter().parse(template) if f and f != "s"]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


@dataclass
class Fact:
    subject: str
    template: int
    values: dict[str, str]

    @property
    def text(self) -> str:
        return _cap(TEMPLATES[self.template].statement.format(s=self.subject, **self.values))

    @property
    def question(self) -> str:
        return _cap(TEMPLATES[self.template].question.format(s=self.subject, **self.values))


@dataclass
class Corpus:
    """Distinct facts, one per (subject, template); deterministic for a seed."""

    seed: int
    facts: list[Fact] = field(default_factory=list)
    _pairs: set[tuple[str, int]] = field(default_factory=set)
    _texts: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def _values(self, template: int) -> dict[str, str]:
        return {k: SLOTS[k](self.rng) for k in _slots(TEMPLATES[template].statement)}

    def fresh(self, n: int) -> list[Fact]:
        """n new facts on (subject, template) pairs never used before (bounded attempts)."""
        out: list[Fact] = []
        kinds, weights = list(KIND_WEIGHTS), list(KIND_WEIGHTS.values())
        for _ in range(n * 50):
            if len(out) == n:
                break
            kind = self.rng.choices(kinds, weights)[0]
            subject, template = _subject(kind, self.rng), self.rng.choice(_BY_KIND[kind])
            fact = Fact(subject, template, self._values(template))
            if (subject, template) in self._pairs or fact.text in self._texts:
                continue
            self._pairs.add((subject, template))
            self._texts.add(fact.text)
            out.append(fact)
        if len(out) < n:
            raise RuntimeError(f"corpus exhausted: {len(out)} of {n} facts")
        self.facts += out
        return out

    def contradiction(self, of: Fact) -> Fact:
        """The same subject and attribute with other values (what a conflicting update looks like)."""
        for _ in range(50):
            fact = Fact(of.subject, of.template, self._values(of.template))
            if fact.text not in self._texts:
                self._texts.add(fact.text)
                return fact
        raise RuntimeError("no contradicting value found")

    def sample(self, n: int) -> list[Fact]:
        return self.rng.sample(self.facts, n)


# ---------------------------------------------------------------------------------------------- the server


class StageTimer:
    """Wall time per stage, measured by wrapping async functions (in this process, or inside the server).

    In the server, SIGUSR1 resets the counters and SIGUSR2 writes them as JSON to `path`
    (stage -> [calls, seconds]).
    """

    def __init__(self, path: str = "") -> None:
        self.path = path
        self.acc: dict[str, list[float]] = {}
        self._undo: list[tuple[Any, str, Any]] = []

    def wrap(self, owner: Any, name: str, label: str) -> None:
        """Time `owner.name` under `label` (skipped when the code no longer has that function)."""
        fn = getattr(owner, name, None)
        if fn is None:
            return
        self._undo.append((owner, name, fn))
        self.acc.setdefault(label, [0, 0.0])  # keeps the wrapping order in reports

        @functools.wraps(fn)
        async def timed(*args: Any, **kwargs: Any) -> Any:
            t0 = time.perf_counter()
            try:
                return await fn(*args, **kwargs)
            finally:
                entry = self.acc.setdefault(label, [0, 0.0])
                entry[0] += 1
                entry[1] += time.perf_counter() - t0

        setattr(owner, name, timed)

    def reset(self) -> None:
        for entry in self.acc.values():
            entry[0], entry[1] = 0, 0.0

    def restore(self) -> None:
        for owner, name, fn in reversed(self._undo):
            setattr(owner, name, fn)
        self._undo.clear()

    def install(self) -> None:
        import mneme.workers.memories as jobs_mod
        from mneme.core import db, jobs
        from mneme.data.events import service as events
        from mneme.data.memories import service
        from mneme.memory import detection, embeddings, retrieval, store

        self.wrap(service, "add", "POST handler: service.add (auth excluded)")
        self.wrap(db.GroupWriter, "_write", "  group commit: one shared write txn")
        self.wrap(jobs.Worker, "_claim", "worker: claim jobs (1 txn)")
        self.wrap(jobs.Worker, "_finish", "worker: mark jobs done (1 txn)")
        self.wrap(jobs.Worker, "_run_group", "worker: run a batch of jobs")
        self.wrap(embeddings.LocalEmbedder, "embed", "  embedder.embed (all callers)")
        self.wrap(jobs_mod, "_store_many", "  _store_many (in the insert txn)")
        self.wrap(store, "insert_many", "    store.insert_many")
        self.wrap(detection.Detector, "find_many", "  Detector.find_many (read txn)")
        self.wrap(retrieval.Retriever, "memories_many", "    Retriever.memories_many (all callers)")
        self.wrap(retrieval.Retriever, "chunks", "    Retriever.chunks")
        self.wrap(jobs_mod, "record", "  record conflicts (in the finish txn)")
        self.wrap(events, "finish_many", "  events.finish_many (in the finish txn)")
        if os.environ.get("MNEME_BENCH_SQL"):
            self._time_sqlite()
        signal.signal(signal.SIGUSR1, lambda *_: self.reset())
        signal.signal(signal.SIGUSR2, lambda *_: Path(self.path).write_text(json.dumps(self.acc)))

    def _time_sqlite(self) -> None:
        """Thread time of each SQLite call (execute and the fetches after it), by statement."""
        import aiosqlite.cursor

        last: dict[int, str] = {}
        orig = aiosqlite.cursor.Cursor._execute

        async def _execute(cur: Any, fn: Any, *args: Any, **kwargs: Any) -> Any:
            if args and isinstance(args[0], str):
                last[id(cur)] = " ".join(args[0].split())[:90]
            label = "sql: " + last.get(id(cur), getattr(fn, "__name__", "?"))

            def timed() -> Any:
                t0 = time.thread_time()
                try:
                    return fn(*args, **kwargs)
                finally:
                    entry = self.acc.setdefault(label, [0, 0.0])
                    entry[0] += 1
                    entry[1] += time.thread_time() - t0

            return await orig(cur, timed)

        aiosqlite.cursor.Cursor._execute = _execute  # type: ignore[method-assign]


def serve(database_url: str, port: int, data_dir: str, worker_concurrency: int, stages: str) -> None:
    """The server process: `create_app(settings)` under uvicorn, as `mneme serve` runs it."""
    from dataclasses import replace

    import uvicorn

    from mneme.app import create_app
    from mneme.core.settings import Settings

    if stages:
        StageTimer(stages).install()
    settings = replace(Settings(), database_url=database_url, data_dir=data_dir, invalid_key_limit=100_000,
                       log_level="warning", worker_concurrency=worker_concurrency)
    uvicorn.run(create_app(settings), host="127.0.0.1", port=port, log_level="warning", access_log=False)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ServerProcess:
    """`create_app(settings)` under uvicorn in its own process (with its in-process worker), on loopback."""

    def __init__(self, database_url: str, *, worker_concurrency: int = 4, stages: bool = False) -> None:
        self.port = free_port()
        self.tmp = tempfile.mkdtemp(prefix="mneme-bench-srv-")
        self.stages_path = os.path.join(self.tmp, "stages.json") if stages else ""
        self.log = open(os.path.join(self.tmp, "server.log"), "wb")  # noqa: SIM115 - closed in stop()
        env = dict(os.environ, PYTHONPATH=str(REPO / "src"))
        self.proc = subprocess.Popen(
            [sys.executable, __file__, "serve", database_url, str(self.port), f"{self.tmp}/data",
             str(worker_concurrency), self.stages_path],
            cwd=str(REPO), env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.root = f"http://127.0.0.1:{self.port}"
        self._wait_ready(60)

    def _wait_ready(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited early:\n{self.log_tail()}")
            try:
                with urllib.request.urlopen(f"{self.root}/healthz", timeout=2) as r:
                    if r.status == 200:
                        return
            except OSError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError("server did not become ready")

    def reset_stages(self) -> None:
        if self.stages_path:
            self.proc.send_signal(signal.SIGUSR1)

    def read_stages(self) -> dict[str, list[float]]:
        """The stage timings since the last reset ({} when not enabled)."""
        if not self.stages_path:
            return {}
        with contextlib.suppress(FileNotFoundError):
            os.remove(self.stages_path)
        self.proc.send_signal(signal.SIGUSR2)
        for _ in range(50):
            time.sleep(0.1)
            if os.path.exists(self.stages_path):
                return dict(json.loads(Path(self.stages_path).read_text()))
        return {}

    def log_tail(self, n: int = 30) -> str:
        self.log.flush()
        try:
            return "\n".join(Path(self.log.name).read_text(errors="replace").splitlines()[-n:])
        except OSError:
            return ""

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)  # uvicorn shuts down gracefully (the worker is stopped)
            try:
                self.proc.wait(60)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self.log.close()
        shutil.rmtree(self.tmp, ignore_errors=True)


if __name__ == "__main__" and sys.argv[1:2] == ["serve"]:
    serve(sys.argv[2], int(sys.argv[3]), sys.argv[4], int(sys.argv[5]), (sys.argv[6:7] or [""])[0])
