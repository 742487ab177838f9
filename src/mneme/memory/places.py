"""Which place lies within which, for the offline judge: "lives in France" and "lives in Lyon" both hold.

The tables are GeoNames' (CC BY 4.0) as the ``geotext`` package ships them: the 23,355 cities of 15,000 people
or more, each with its country and first-level division, and the countries with their continents. A city's
name stands for the most populous city of that name ("Paris" is the one in France, "Birmingham" the English
one). Each place knows the regions around it: a city its country, its continent and, in the United States
and the United Kingdom, its state or nation ("Austin" lies in Texas, "Glasgow" in Scotland); a state or a
nation its country; a country its continent. Read once, on the first question (about 0.3 s), never over the
network; without the package the judge simply knows no nesting.
"""

from __future__ import annotations

import importlib.util
import re
from functools import lru_cache
from pathlib import Path

__all__ = ["mentions", "nested"]

_CONTINENTS = {"AF": "africa", "AS": "asia", "EU": "europe", "NA": "north america", "OC": "oceania",
               "SA": "south america", "AN": "antarctica"}
_UK_NATIONS = {"ENG": "england", "SCT": "scotland", "WLS": "wales", "NIR": "northern ireland"}
_US_STATES = dict(re.findall(r"([A-Z]{2}):([^|]+)", (
    "AL:alabama|AK:alaska|AZ:arizona|AR:arkansas|CA:california|CO:colorado|CT:connecticut|DE:delaware|"
    "DC:washington dc|FL:florida|GA:georgia|HI:hawaii|ID:idaho|IL:illinois|IN:indiana|IA:iowa|KS:kansas|"
    "KY:kentucky|LA:louisiana|ME:maine|MD:maryland|MA:massachusetts|MI:michigan|MN:minnesota|MS:mississippi|"
    "MO:missouri|MT:montana|NE:nebraska|NV:nevada|NH:new hampshire|NJ:new jersey|NM:new mexico|"
    "NY:new york state|NC:north carolina|ND:north dakota|OH:ohio|OK:oklahoma|OR:oregon|PA:pennsylvania|"
    "RI:rhode island|SC:south carolina|SD:south dakota|TN:tennessee|TX:texas|UT:utah|VT:vermont|VA:virginia|"
    "WA:washington state|WV:west virginia|WI:wisconsin|WY:wyoming")))
# Other names people use for a country (the tables have one name each).
_ALIASES = {
    "united states": ("usa", "the us", "the usa", "america", "the states", "united states of america",
                      "the united states"),  # not a bare "us": "the flat below us"
    "united kingdom": ("uk", "the uk", "britain", "great britain", "the united kingdom"),
    "netherlands": ("holland", "the netherlands"),
    "czechia": ("czech republic",),
    "south korea": ("korea",),
    "united arab emirates": ("uae", "the uae"),
    "ireland": ("republic of ireland",),
    "new york city": ("new york", "nyc"),
}
_CANONICAL = {alias: name for name, aliases in _ALIASES.items() for alias in aliases}
_WORD = re.compile(r"[A-Za-z][A-Za-z'.-]*")


def _data_dir() -> Path | None:
    spec = importlib.util.find_spec("geotext")  # located, not imported: its module builds tables we do not use
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / "data"
    return folder if (folder / "cities15000.txt").is_file() else None


@lru_cache(maxsize=1)
def _regions() -> dict[str, frozenset[str]]:
    """Every known place (lower case) -> the places it lies within."""
    folder = _data_dir()
    if folder is None:
        return {}
    countries: dict[str, tuple[str, str]] = {}  # ISO code -> (name, continent)
    for line in (folder / "countryInfo.txt").read_text(encoding="utf-8").splitlines():
        cols = line.split("\t")
        if line.startswith("#") or len(cols) < 9:
            continue
        countries[cols[0]] = (cols[4].lower(), _CONTINENTS.get(cols[8], ""))
    out: dict[str, set[str]] = {}

    def add(name: str, *within: str) -> None:
        out.setdefault(name, {name}).update(w for w in within if w)

    for name, continent in countries.values():
        add(name, continent)
    for state in _US_STATES.values():
        add(state, *out["united states"])
    for nation in _UK_NATIONS.values():
        add(nation, *out["united kingdom"])
    best: dict[str, int] = {}
    for line in (folder / "cities15000.txt").read_text(encoding="utf-8").splitlines():
        cols = line.split("\t")
        if len(cols) < 15 or cols[8] not in countries:
            continue
        country, continent = countries[cols[8]]
        within = [country, continent]
        if cols[8] == "US":
            within.append(_US_STATES.get(cols[10], ""))
        elif cols[8] == "GB":
            within.append(_UK_NATIONS.get(cols[10], ""))
        population = int(cols[14] or 0)
        for name in {cols[1].lower(), cols[2].lower()}:
            if name in out and name not in best:
                continue  # a country's or a state's own name ("Georgia", "Washington") stays the region
            if population > best.get(name, -1):
                best[name] = population
                out[name] = {name, *(w for w in within if w)}
    shared: dict[frozenset[str], frozenset[str]] = {}  # the cities of one region share one set
    return {name: shared.setdefault(key, key) for name, within in out.items()
            for key in (frozenset(within - {name}),)}


def mentions(text: str) -> list[str]:
    """The places ``text`` names (lower case), the longest name first: "New York", not "York"."""
    regions = _regions()
    words = [w.strip(".'").lower() for w in _WORD.findall(text)]
    used: set[int] = set()
    found: list[str] = []
    for size in (4, 3, 2, 1):
        for i in range(len(words) - size + 1):
            span = range(i, i + size)
            name = " ".join(words[i : i + size])
            if (name in regions or name in _CANONICAL) and used.isdisjoint(span):
                found.append(name)
                used.update(span)
    return found


def within(inner: str, outer: str) -> bool:
    """Whether ``inner`` is ``outer`` or lies within it ("Chicago" within "the United States", "Japan" in "Asia")."""
    regions = _regions()
    inner, outer = (_CANONICAL.get(x.lower(), x.lower()) for x in (inner, outer))
    return inner == outer or outer in regions.get(inner, ())


def nested(a: str, b: str) -> bool:
    """Whether one of two different places lies within the other (a city in its country, a state in its
    country, a country in its continent)."""
    regions = _regions()
    a, b = (_CANONICAL.get(x.lower(), x.lower()) for x in (a, b))
    return a in regions.get(b, ()) or b in regions.get(a, ())
