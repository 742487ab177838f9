"""The person speaking: the ``User`` marker of extracted facts, their name, and relative dates.

The extractors (offline and model) write every fact about the person speaking with the marker ``User``
("User lives in Lyon", "User's sister ...", "... told the user"). The marker is what tells facts about the
speaker from the others (``workers/memories.py``: a conversation's actor facts vs its project facts), so it
stays in place through extraction and the instruction filter. Only at the end of an add is it rendered:

- with the person's **name** when it is known (:func:`render_name`): "Alice lives in Lyon". The name comes
  from the add itself (a fact "User's name is Alice", which the offline extractor writes for "I'm Alice",
  "my name is Alice", "Alice here"), else from a stored fact of the same person (:func:`known_name`: the
  memories of the add's ``user_id`` in its scope, or of the actor). The name fact itself keeps the marker;
- **relative dates** are turned into dates when the message's date is known (:func:`date_relative`).

Conflict detection compares a person's memories with the name put back to the marker (:func:`to_marker`),
so "Alice lives in Marseille" meets "User lives in Lyon", written before the name was known.
"""

from __future__ import annotations

import datetime as dt
import re

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

__all__ = [
    "MARKER",
    "MARKER_WORDS",
    "date_relative",
    "is_name",
    "known_name",
    "name_fact",
    "name_in_facts",
    "name_of_fact",
    "person_scope",
    "render_name",
    "to_marker",
]

MARKER = "User"
MARKER_WORDS = re.compile(r"\bUser\b|\bthe user\b")

# capitalised words that follow "I'm" without being a name
_NOT_NAMES = frozenset(re.findall(r"\S+", """
    american british english french german italian spanish portuguese dutch polish russian chinese japanese
    korean indian pakistani irish scottish welsh canadian mexican brazilian argentinian australian swiss swedish
    norwegian danish finnish greek turkish arab arabic jewish muslim christian catholic protestant hindu buddhist
    atheist african asian european latino latina black white muslim vegan gay lesbian bi trans queer
    monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
    september october november december here there back home ok okay fine good sorry sure not so very really
    just also still done new from in at on the a an with user"""))
_NAME = r"[A-Z][a-z]+(?:[-'][A-Z][a-z]+)?"
_NAME_FACT = re.compile(rf"^(?:User|the user)'s (?:full |first )?name is ({_NAME}(?: {_NAME})?)$", re.IGNORECASE)
_LEGACY_NAME_FACTS = [  # stored facts that name the person
    _NAME_FACT,
    re.compile(rf"^User is ({_NAME})$"),
    re.compile(rf"^User (?:is called|is named|goes by) ({_NAME})$"),
    re.compile(rf"^({_NAME})'s name is \1$"),
]


def is_name(word: str) -> bool:
    """A capitalised word that can be a person's first name (not a nationality, a day, a month, ...)."""
    return bool(re.fullmatch(_NAME, word)) and word.split("-")[0].lower() not in _NOT_NAMES


def name_fact(name: str) -> str:
    """The fact recording the speaker's name (it keeps the marker)."""
    return f"{MARKER}'s name is {name}"


def name_of_fact(fact: str) -> str | None:
    """The name a stored fact gives the person ("User's name is Alice", "User is Alice"), else None."""
    text = fact.strip().rstrip(".!")
    for pattern in _LEGACY_NAME_FACTS:
        m = pattern.match(text)
        if m and all(is_name(w) for w in m.group(1).split()):
            return m.group(1)
    return None


def name_in_facts(facts: list[str]) -> str | None:
    """The speaker's name as this add's facts state it (the last one wins), else None."""
    found = None
    for fact in facts:
        m = _NAME_FACT.match(fact.strip())
        if m:
            found = m.group(1)
    return found


def render_name(fact: str, name: str | None) -> str:
    """The fact with the marker replaced by ``name`` ("User's sister" -> "Alice's sister"); the name fact
    itself, and any fact when the name is unknown, stay as they are."""
    if not name or _NAME_FACT.match(fact.strip()):
        return fact
    out = re.sub(r"\b(?:[Tt]he user|User)(?=['\u2019]s\b)", name, fact)
    out = re.sub(r"\b(?:[Tt]he user|User)\b", name, out)
    return out


def to_marker(text: str, name: str | None) -> str:
    """The inverse of :func:`render_name`: the person's name back to the marker (for the conflict judge)."""
    if not name:
        return text
    return re.sub(rf"\b{re.escape(name)}\b", MARKER, text)


def person_scope(scope_key: str, user_id: str | None) -> bool:
    """Whether the memories of (scope, user) are about one person: a user's, or an actor's."""
    return bool(user_id) or scope_key.startswith("actor:")


async def known_name(session: AsyncSession, scope_key: str, user_id: str | None) -> str | None:
    """The person's name from their newest stored name fact ("User's name is Alice", "User is Alice"), or
    None. Only for a person's memories (:func:`person_scope`); one query over the facts starting "User"."""
    from mneme.models import Memory  # the models import the memory package: import late

    if not person_scope(scope_key, user_id):
        return None
    q = (select(Memory.content)
         .where(Memory.scope_key == scope_key, Memory.expired.is_(False),
                Memory.user_id.is_(None) if user_id is None else Memory.user_id == user_id,
                or_(Memory.content.like("User's %name is %"), Memory.content.like("User is %"),
                    Memory.content.like("User goes by %"), Memory.content.like("% name is %")))
         .order_by(Memory.created_at.desc(), Memory.id.desc()).limit(200))
    for content in (await session.scalars(q)).all():
        name = name_of_fact(content)
        if name:
            return name
    return None


# =========================================================================== relative dates

_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")
_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10, "couple of": 2, "a couple of": 2, "few": 3, "a few": 3}
_COUNT = r"(?:\d{1,3}|a couple of|a few|couple of|an|a|one|two|three|four|five|six|seven|eight|nine|ten)"
_UNIT = r"(?:day|week|month|year)s?"
RELATIVE = re.compile(
    r"\b(?:the day before yesterday|the day after tomorrow|yesterday|today|tonight|tomorrow|"
    r"this (?:morning|afternoon|evening)|last night|"
    r"(?:last|this|next) (?:week|weekend|month|year|" + "|".join(_DAYS) + r")|"
    + _COUNT + r" " + _UNIT + r" ago|in " + _COUNT + r" " + _UNIT + r")\b",
    re.IGNORECASE,
)


def _fmt_day(d: dt.date) -> str:
    return f"on {d.day} {_MONTHS[d.month - 1]} {d.year}"


def _fmt_week(d: dt.date) -> str:
    monday = d - dt.timedelta(days=d.weekday())
    return f"in the week of {monday.day} {_MONTHS[monday.month - 1]} {monday.year}"


def _fmt_month(year: int, month: int) -> str:
    year += (month - 1) // 12
    month = (month - 1) % 12 + 1
    return f"in {_MONTHS[month - 1]} {year}"


def _absolute(phrase: str, today: dt.date) -> str:
    p = " ".join(phrase.lower().split())
    day = dt.timedelta(days=1)
    fixed = {"today": 0, "tonight": 0, "this morning": 0, "this afternoon": 0, "this evening": 0,
             "yesterday": -1, "last night": -1, "tomorrow": 1, "the day before yesterday": -2,
             "the day after tomorrow": 2}
    if p in fixed:
        return _fmt_day(today + fixed[p] * day)
    m = re.fullmatch(r"(last|this|next) (\w+)", p)
    if m:
        shift = {"last": -1, "this": 0, "next": 1}[m.group(1)]
        unit = m.group(2)
        if unit == "week":
            return _fmt_week(today + 7 * shift * day)
        if unit == "weekend":
            saturday = today + ((5 - today.weekday()) % 7) * day + 7 * shift * day
            if shift < 0 and today.weekday() >= 5:
                saturday = today - (today.weekday() - 5) * day
            return f"on the weekend of {saturday.day} {_MONTHS[saturday.month - 1]} {saturday.year}"
        if unit == "month":
            return _fmt_month(today.year, today.month + shift)
        if unit == "year":
            return f"in {today.year + shift}"
        target = _DAYS.index(unit)
        if shift < 0:
            return _fmt_day(today - ((today.weekday() - target - 1) % 7 + 1) * day)
        ahead = (target - today.weekday()) % 7
        return _fmt_day(today + (ahead if ahead or shift == 0 else 7) * day)
    m = re.fullmatch(r"(?:in )?(.+?) (day|week|month|year)s?( ago)?", p)
    if m:
        n = _NUMBERS.get(m.group(1)) or (int(m.group(1)) if m.group(1).isdigit() else 1)
        sign = -1 if m.group(3) else 1
        unit = m.group(2)
        if unit == "day":
            return _fmt_day(today + sign * n * day)
        if unit == "week":
            return _fmt_week(today + sign * 7 * n * day)
        if unit == "month":
            return _fmt_month(today.year, today.month + sign * n)
        return f"in {today.year + sign * n}"
    return phrase


def date_relative(fact: str, today: dt.date | None) -> str:
    """Relative time words turned into dates, moved to the end ("User bought a bike yesterday" dated
    12 May 2026 -> "User bought a bike on 11 May 2026"); unchanged without ``today``."""
    if today is None:
        return fact
    phrases = [m.group(0) for m in RELATIVE.finditer(fact)]
    if not phrases:
        return fact
    rest = " ".join(RELATIVE.sub(" ", fact).split())
    rest = re.sub(r"\s+([,.;:!?])", r"\1", rest).strip(" ,;:")
    dates = list(dict.fromkeys(_absolute(p, today) for p in phrases))
    return " ".join([rest, *dates])
