"""Conflict judgement: does a new statement contradict stored memories or document chunks?

Two judges share one interface (:class:`Judge`):

- :class:`OfflineJudge`, built in: deterministic, no network, well under a millisecond per memory.
  It normalises both statements (contractions, light lemmatisation, synonyms), aligns them token by
  token and classifies what differs: a negation on the same statement, a pair of antonyms, or
  different values (place, number, date/time, name, colour) for the same attribute of the same
  subject. Anything else is not reported: it prefers missing a conflict to inventing one.
- :class:`LLMJudge`: asks the service's model for strict JSON and falls back to the offline judge
  whenever the call or its answer fails.

``logical`` conflicts are statements that cannot both be true (negation, antonyms); ``knowledge``
conflicts disagree about a fact or value.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from difflib import SequenceMatcher
from functools import lru_cache
from typing import Any, Literal, Protocol

from mneme.memory import places
from mneme.memory.llm import LLMClient, LLMError

__all__ = [
    "Candidate",
    "Judge",
    "LLMJudge",
    "OfflineJudge",
    "Verdict",
    "split_sentences",
]

log = logging.getLogger(__name__)

ConflictType = Literal["logical", "knowledge"]
CandidateKind = Literal["memory", "chunk"]
MAX_NAME = 80
LLM_JUDGE_CALLS = 4  # a service model's judge calls in flight at once (`LLMJudge`)


@dataclass(frozen=True)
class Candidate:
    """A stored statement to compare with: a memory, or a document chunk (several sentences)."""

    id: str
    text: str
    kind: CandidateKind = "memory"
    # The document sentence detection ranks first for the statement (cosine and shared keywords): the one most
    # likely about the same thing, whose values the offline judge compares on fewer words in common.
    closest: bool = False


@dataclass(frozen=True)
class Verdict:
    """One detected conflict between the new statement and a candidate."""

    candidate_id: str
    conflict_type: ConflictType
    name: str
    description: str
    quote: str | None


class Judge(Protocol):
    """Finds the candidates that the new statement contradicts (at most one verdict each)."""

    async def judge(self, new_text: str, candidates: Sequence[Candidate]) -> list[Verdict]:
        """Verdicts in candidate order; an empty list when nothing conflicts."""
        ...


# =========================================================================== lexicon


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_NEGATIONS = _words("not no never nobody none nothing neither nor nowhere noone")
_WILDCARD_NEG = {"nobody": "*", "noone": "*", "nothing": "*", "none": "*"}
_COPULA = _words("am is are was were be been being")
_PAST_AUX = _words("was were did had")
_HAVE = _words("has have had having")
# Dropped before alignment: they never decide whether two statements conflict.
_DROP = _words(
    "a an the am is are was were be been being do does did done there some any "
    "can could will would shall should may might must also too really very actually just still "
    "currently now always usually often generally normally typically definitely certainly probably "
    "anymore longer almost quite only even already all mr mrs ms dr prof that which who whom "
    "sometimes mostly nearby up"
)
_PREPOSITIONS = _words(
    "in at on from to of for with by near within after before until since during per into onto "
    "over under about across around between through via inside outside without"
)
_PRONOUNS = _words("i me my mine we us our you your he him his she her they them their it its one")
_FUNCTION = _PREPOSITIONS | _PRONOUNS | _words("and or but 's have as than this these those")
_LOC_PREPS = _words("in at from near to inside outside based")
_NAME_INTRO = _COPULA | _words("named called by")
_COLOUR_INTRO = _COPULA | _words("painted coloured colored dyed")
_NUMBER_WORDS = {
    "zero": "0",
    "one": "1",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "ten": "10",
    "eleven": "11",
    "twelve": "12",
    "thirteen": "13",
    "fourteen": "14",
    "fifteen": "15",
    "sixteen": "16",
    "seventeen": "17",
    "eighteen": "18",
    "nineteen": "19",
    "twenty": "20",
    "thirty": "30",
    "forty": "40",
    "fifty": "50",
    "sixty": "60",
    "seventy": "70",
    "eighty": "80",
    "ninety": "90",
    "hundred": "100",
    "thousand": "1000",
    "million": "1000000",
    "first": "1",
    "second": "2",
    "third": "3",
    "fourth": "4",
    "fifth": "5",
    "sixth": "6",
    "seventh": "7",
    "eighth": "8",
    "ninth": "9",
    "tenth": "10",
    "twice": "2",
    "once": "1",
    "dozen": "12",
}
_MONTHS = _words("january february march april may june july august september october november december")
_WEEKDAYS = _words("monday tuesday wednesday thursday friday saturday sunday")
_COLOURS = _words(
    "red blue green yellow orange purple violet pink brown black white grey gray silver gold golden "
    "beige teal turquoise navy maroon crimson scarlet cyan magenta lavender olive tan cream ivory "
    "burgundy indigo khaki lilac mint peach coral bronze charcoal amber blond blonde"
)
_COLOUR_MODIFIERS = _words("light dark pale bright deep pastel")
# Words that limit a statement to a period or occasion: an extra one means a narrower claim.
_SCOPE = (
    _WEEKDAYS
    | _MONTHS
    | _words(
        "weekday weekend holiday summer winter spring autumn fall morning afternoon evening night "
        "today tomorrow yesterday week month year except unless"
    )
)
# A statement "<possessive/definite> <one of these> is X" names a single value (a function).
_FUNCTIONAL = _words(
    "favourite favorite name manager boss wife husband partner spouse birthday address email phone "
    "password capital ceo cto cfo owner founder deadline price cost fee size language timezone "
    "currency nationality religion job title role salary rent budget limit maximum minimum "
    "lead contact leader head director coach doctor dentist landlord mother father son daughter "
    "brother sister pin code color colour model version default status"
)
_PLACES = _words(
    "afghanistan albania algeria argentina armenia australia austria belgium bolivia brazil bulgaria "
    "cambodia canada chile china colombia croatia cuba cyprus czechia denmark ecuador egypt england "
    "estonia ethiopia finland france georgia germany ghana greece hungary iceland india indonesia "
    "iran iraq ireland israel italy jamaica japan jordan kenya korea latvia lebanon lithuania "
    "luxembourg malaysia malta mexico morocco nepal netherlands nigeria norway pakistan peru "
    "philippines poland portugal qatar romania russia scotland senegal serbia singapore slovakia "
    "slovenia spain sweden switzerland syria taiwan thailand tunisia turkey uganda ukraine uruguay "
    "venezuela vietnam wales zimbabwe usa uk uae europe asia africa america oceania antarctica "
    "amsterdam athens atlanta auckland austin bangalore bangkok barcelona beijing berlin bern bogota "
    "boston brisbane brussels bucharest budapest cairo calgary cambridge cape chicago copenhagen "
    "dallas delhi denver detroit dubai dublin edinburgh florence frankfurt geneva glasgow hamburg "
    "helsinki hong houston istanbul jakarta jerusalem johannesburg kiev kyiv krakow lagos lima "
    "lisbon liverpool london los lyon madrid manchester manila marseille melbourne miami milan "
    "montreal moscow mumbai munich nairobi naples oslo ottawa oxford paris perth philadelphia porto "
    "prague quebec riga rome rotterdam san santiago seattle seoul shanghai singapore sofia "
    "stockholm sydney taipei tallinn tokyo toronto vancouver venice vienna vilnius warsaw "
    "washington zurich alabama alaska arizona arkansas california colorado connecticut delaware "
    "florida hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland "
    "massachusetts michigan minnesota mississippi missouri montana nebraska nevada ohio oklahoma "
    "oregon pennsylvania tennessee texas utah vermont virginia wisconsin wyoming bavaria catalonia"
)
_IRREGULAR = {
    "plane": "airplane",  # its crude stem would be "plan" ("planned", "a new running plan")
    "planes": "airplane",
    "am": "be",
    "is": "be",
    "are": "be",
    "was": "be",
    "were": "be",
    "been": "be",
    "being": "be",
    "has": "have",
    "had": "have",
    "having": "have",
    "does": "do",
    "did": "do",
    "done": "do",
    "went": "go",
    "gone": "go",
    "goes": "go",
    "bought": "buy",
    "sold": "sell",
    "made": "make",
    "took": "take",
    "taken": "take",
    "gave": "give",
    "given": "give",
    "got": "get",
    "gotten": "get",
    "left": "leave",
    "came": "come",
    "saw": "see",
    "seen": "see",
    "ate": "eat",
    "eaten": "eat",
    "drank": "drink",
    "drunk": "drink",
    "wrote": "write",
    "written": "write",
    "met": "meet",
    "grew": "grow",
    "grown": "grow",
    "began": "begin",
    "begun": "begin",
    "spoke": "speak",
    "spoken": "speak",
    "knew": "know",
    "known": "know",
    "thought": "think",
    "taught": "teach",
    "brought": "bring",
    "felt": "feel",
    "kept": "keep",
    "held": "hold",
    "paid": "pay",
    "said": "say",
    "told": "tell",
    "found": "find",
    "built": "build",
    "sent": "send",
    "spent": "spend",
    "ran": "run",
    "won": "win",
    "lost": "lose",
    "chose": "choose",
    "chosen": "choose",
    "flew": "fly",
    "flown": "fly",
    "drove": "drive",
    "driven": "drive",
    "rode": "ride",
    "ridden": "ride",
    "sat": "sit",
    "stood": "stand",
    "wore": "wear",
    "worn": "wear",
    "led": "lead",
    "hid": "hide",
    "hidden": "hide",
    "swam": "swim",
    "swum": "swim",
    "sang": "sing",
    "sung": "sing",
    "slept": "sleep",
    "fought": "fight",
    "caught": "catch",
    "threw": "throw",
    "thrown": "throw",
    "dug": "dig",
    "shot": "shoot",
    "broke": "break",
    "broken": "break",
    "children": "child",
    "grandchildren": "grandchild",
    "kids": "child",
    "kid": "child",
    "men": "man",
    "women": "woman",
    "people": "person",
    "persons": "person",
    "feet": "foot",
    "teeth": "tooth",
    "mice": "mouse",
    "better": "good",
    "best": "good",
    "worse": "bad",
    "worst": "bad",
    "forbidden": "forbid",
    "forbade": "forbid",
}
_PAST_FORMS = _words(
    "went bought sold made took gave got left came saw ate drank wrote met grew began spoke knew "
    "thought taught brought felt kept held paid said told found built sent spent ran won lost chose "
    "flew drove rode sat stood wore led hid forbade swam sang slept fought caught threw dug broke"
)
# -ed words that describe a state rather than a past event.
_STATE_ED = _words(
    "interested married divorced engaged based located called named allowed closed retired "
    "tired excited worried scared bored related used supposed required limited united advanced "
    "experienced qualified skilled talented detailed dedicated mixed needed"
)
_SYNONYMS = [
    "live reside",
    "big large huge",
    "small little tiny",
    "buy purchase",
    "start begin commence",
    "end finish expire",
    "leave depart",
    "deadline due",
    "goal target",
    "holiday vacation",
    "floor storey",
    "employee staff worker",
    "close shut",
    "allow permit",
    "forbid prohibit ban disallow",
    "child kid",
    "grandchild grandkid",
    "car automobile",
    "fast quick rapid",
    "speak talk",
    "like enjoy love adore prefer",
    "cut slice chop",
    "reply respond answer",
    "help assist",
    "phone telephone",
    "television tv telly",
    "ereader e-reader kindle ebook e-book",
    "photo picture photograph",
    "movie film",
    "sofa couch",
    "grey gray",
    "favourite favorite",
    "colour color",
    "centre center",
    "licence license", "defence defense", "offence offense", "practise practice", "programme program",
    "mother mom mum",
    "father dad",
    "customer client",
    "woman lady",
    "man guy gentleman",
    "person someone somebody",
    "reject refuse decline deny",
    "accept approve grant",
    "enable activate",
    "disable deactivate",
    "mandatory compulsory required obligatory",
    "optional voluntary",
    "correct right",
    "incorrect wrong",
    "ill sick",
    "outdoor outdoors outside",
    "indoor indoors inside",
    "hike trek",
    "shop store",
    "home house",
    "happy glad",
    "job occupation",
    "receive get obtain",
    "show display",
    "hate detest loathe",
    "strike hit",
    "blond blonde",
    "free complimentary",
    "annual yearly",
]
_ANTONYMS = [
    "like hate",
    "like dislike",
    "allow forbid",
    "allow reject",
    "open close",
    "accept reject",
    "true false",
    "enable disable",
    "include exclude",
    "increase decrease",
    "win lose",
    "pass fail",
    "succeed fail",
    "alive dead",
    "present absent",
    "mandatory optional",
    "public private",
    "cheap expensive",
    "hot cold",
    "warm cold",
    "early late",
    "full empty",
    "crowded empty",
    "same different",
    "male female",
    "married single",
    "married divorced",
    "rent own",
    "online offline",
    "support oppose",
    "remember forget",
    "add remove",
    "indoor outdoor",
    "asleep awake",
    "happy sad",
    "young old",
    "new old",
    "tall short",
    "long short",
    "fast slow",
    "wet dry",
    "clean dirty",
    "correct incorrect",
    "safe dangerous",
    "easy difficult",
    "easy hard",
    "strong weak",
    "rich poor",
    "healthy sick",
    "positive negative",
    "big small",
    "high low",
    "above below",
    "before after",
    "maximum minimum",
    "first last",
    "on off",
    "hit miss",
    "reveal conceal",
    "show hide",
    "confirm reject",
    "success failure",
    "agree disagree",
    "permanent temporary",
    "available unavailable",
    "legal illegal",
    "valid invalid",
    "vegetarian carnivore",
    "smoker nonsmoker",
    "upstairs downstairs",
    "arrive depart",
    "higher lower",
    "more less",
    "more fewer",
    "bigger smaller",
    "larger smaller",
    "older younger",
    "earlier later",
    "faster slower",
    "cheaper dearer",
    "better worse",
    "work broken",
    "increase reduce",
    "raise lower",
    "lock unlock",
    "visible hidden",
    "installed uninstalled",
]
_NEG_PREFIXES = ("un", "in", "im", "il", "ir", "dis", "non")


# =========================================================================== normalisation

_CURLY = str.maketrans(
    {"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-"}
)
_CONTRACTION = re.compile(
    r"\b(?:can't|won't|shan't|cannot|no one|with no|at all|no longer)\b|n't\b|'(?:re|m|ve|ll|d)\b"
    r"|\b(?:it|that|there|here|what|who|he|she|where|how)'s\b|(?<=\w)s'(?=\s|$)",
    re.IGNORECASE,
)
_EXPANSIONS = {
    "can't": "can not",
    "won't": "will not",
    "shan't": "shall not",
    "cannot": "can not",
    "no one": "noone",
    "with no": "without",
    "at all": "",
    "no longer": "not",
    "n't": " not",
    "'re": " are",
    "'m": " am",
    "'ve": " have",
    "'ll": " will",
    "'d": " would",
    "s'": "s",
}


def _expand(match: re.Match[str]) -> str:
    """Replacement of one contraction (``doesn't`` → ``does not``, ``it's`` → ``it is``…)."""
    text = match.group(0)
    low = text.lower()
    if low.endswith("'s"):
        return text[:-2] + " is"
    return _EXPANSIONS[low]


_TOKEN = re.compile(
    r"(?P<date>\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}/\d{2,4})"
    r"|(?P<time>\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)(?![a-z])|\d{1,2}:\d{2}|\d{1,2}\s+o'clock)"
    r"|(?P<num>[$€£]?\d+(?:[.,]\d+)*(?:st|nd|rd|th|%|k)?)"
    r"|(?P<poss>'s\b)"
    r"|(?P<word>[A-Za-z]+(?:-[A-Za-z]+)*(?:'(?!s\b)[A-Za-z]+)*)",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Za-z0-9])|\s*\n\s*")
_ABBREVIATIONS = _words("mr mrs ms dr prof st jr sr inc ltd co vs etc e.g i.e approx dept fig")
_BULLET = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+")
_LIST_NUMBER = re.compile(r"\s*\d{1,3}[.)]")


def _is_boundary(text: str, piece: str, match: re.Match[str]) -> bool:
    """Whether a candidate boundary ends a sentence (not ``Mr.``, ``e.g.``, ``9 a.m. and``, ``1.``)."""
    if "\n" in match.group(0):
        return True
    last = piece.rsplit(None, 1)[-1].rstrip(".").lower() if piece.strip() else ""
    if last in _ABBREVIATIONS or _LIST_NUMBER.fullmatch(piece):
        return False
    next_char = text[match.end() : match.end() + 1]
    return not (next_char.islower() and ("." in last or len(last) <= 1))


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text`` (line breaks and bullets also separate; abbreviations do not)."""
    out: list[str] = []
    start = 0
    for match in _SENTENCE_END.finditer(text):
        piece = text[start : match.start()]
        if not _is_boundary(text, piece, match):
            continue
        out.append(piece)
        start = match.end()
    out.append(text[start:])
    cleaned = (_BULLET.sub("", s).strip() for s in out)
    return [s for s in cleaned if any(c.isalnum() for c in s)]


def _suffix_stem(word: str) -> str:
    """A crude stemmer: both sides of a comparison go through it, so only consistency matters."""
    for suffix, repl in (("ies", "y"), ("ied", "y"), ("ing", ""), ("ed", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            if suffix == "s" and word.endswith(("ss", "us", "is")):
                break
            word = word[: -len(suffix)] + repl
            break
    if len(word) > 3 and word.endswith("e"):
        word = word[:-1]
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiou":
        word = word[:-1]
    return word


# A content word whose crude stem is a function word's keeps its own key ("theses"/"these", "theme"/"them",
# "butt"/"but").
_FUNCTION_STEMS = frozenset(_suffix_stem(w) if len(w) > 3 else w for w in _FUNCTION if w.isalpha())


@lru_cache(maxsize=8192)
def _stem(word: str) -> str:
    """Lower-case lemma-like key of a word (irregular forms, then suffixes)."""
    word = _IRREGULAR.get(word, word)
    if "-" in word:
        return "-".join(_stem(part) for part in word.split("-"))
    if len(word) <= 3 or not word.isalpha():
        return word
    stem = _suffix_stem(word)
    return word if stem in _FUNCTION_STEMS and word not in _FUNCTION else stem


def _group_map(groups: Iterable[str]) -> dict[str, str]:
    mapping: dict[str, str] = {}
    for group in groups:
        members = [_stem(w) for w in group.split()]
        for member in members:
            mapping.setdefault(member, members[0])
    return mapping


_SYNONYM_OF = _group_map(_SYNONYMS)


def _canon(word: str) -> str:
    """Alignment key of a lower-case word: stem, then its synonym group's representative."""
    stem = _stem(word)
    return _SYNONYM_OF.get(stem, stem)


_ANTONYM_PAIRS = frozenset(frozenset((_canon(a), _canon(b))) for a, b in (pair.split() for pair in _ANTONYMS))
_FUNCTION_KEYS = frozenset(_canon(w) for w in _FUNCTION) | _FUNCTION
_SCOPE_KEYS = frozenset(_canon(w) for w in _SCOPE)
_FUNCTIONAL_KEYS = frozenset(_canon(w) for w in _FUNCTIONAL)
# Verbs that end a state ("quit smoking" asserts "does not smoke"): never extra words of an asserting side.
_CEASE_KEYS = frozenset(_canon(w) for w in _words("quit stop stopped left leave sold cancel resign cease ended"))
_QUANTIFIERS = _words("every each all any some most many few several")


def are_antonyms(a: str, b: str) -> bool:
    """Whether two alignment keys are opposites (listed, or ``x`` vs ``un``/``in``/``dis``… ``x``)."""
    if frozenset((a, b)) in _ANTONYM_PAIRS:
        return True
    short, long_ = sorted((a, b), key=len)
    if len(short) < 4:
        return False
    return any(long_ == prefix + short or long_ == prefix + "-" + short for prefix in _NEG_PREFIXES)


# =========================================================================== analysis


@dataclass(frozen=True, slots=True)
class Token:
    """A significant token of a sentence."""

    text: str  # as written
    key: str  # alignment key (normalised)
    vclass: str | None  # number, time, date, year, month, weekday, colour, place, proper
    neg: bool  # governed by a negation
    prev: str  # the previous word (lower case, negations and articles skipped)
    start: int  # character offsets in the normalised sentence (Analysis.text)
    end: int


@dataclass(frozen=True, slots=True)
class Analysis:
    """What the judge knows about one sentence."""

    text: str
    tokens: tuple[Token, ...]
    keys: tuple[str, ...]
    content: frozenset[str]
    negated: bool
    past: bool
    exclusive: bool  # says "only" (not "not only"): one value to the exclusion of others


@dataclass(slots=True)
class _Raw:
    text: str
    lower: str
    kind: str
    start: int
    end: int


_CLOCK = re.compile(r"(\d{1,2})(?::(\d{2}))?")
_ORDINAL_SUFFIX = re.compile(r"(st|nd|rd|th)$")


def _time_key(text: str) -> str:
    """``9am``, ``9 a.m.``, ``09:00``, ``9 o'clock`` → ``9:00``; ``9 pm`` → ``21:00``."""
    low = text.lower().replace(".", "").replace(" ", "")
    digits = _CLOCK.match(low)
    if digits is None:
        return low
    hour, minute = int(digits.group(1)), int(digits.group(2) or 0)
    if low.endswith("pm") and hour < 12:
        hour += 12
    if low.endswith("am") and hour == 12:
        hour = 0
    return f"{hour}:{minute:02d}"


def _number_key(text: str) -> str:
    low = text.lower().lstrip("$€£").replace(",", "")
    return _ORDINAL_SUFFIX.sub("", low)


# Chat and memory phrasing that never decides a conflict: lead-ins ("Big news:", "just so you know,"),
# chat filler, "not only … but also", modal "need to", and approximations before a number ("about 6 hours").
_LEAD_IN = re.compile(
    r"^\s*(?:[A-Za-z]+(?:\s+[A-Za-z]+){0,2}\s*:\s+|(?:just so you know|by the way|to be honest|for the record|"
    r"quick update|update|fun fact|news flash)\s*[,:-]?\s+)",
    re.IGNORECASE,
)
_FILLER = re.compile(
    r"\b(?:lol|lmao|haha+|hehe+|btw|fyi|tbh|imo|imho|ugh|hmm+|honestly|basically|literally|kinda|not only)\b,?"
    r"|\b(?:need|needs|needed|have|has|had)\s+to\b(?=\s+[a-z])"
    r"|\b(?:about|around|approximately|approx|roughly|nearly|almost|up to|some|barely|~)\s+"
    r"(?=[$€£]?\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|"
    r"sixty|hundred|a dozen)\b)",
    re.IGNORECASE,
)
# Chat's opening noises before the statement: "umm so yeah i live in denver now".
_CHAT_LEAD_IN = re.compile(r"^\s*(?:(?:so|yeah|yep|um+|uh+|er+m?|well|ok|okay|oh|anyway|anyways|ngl|nah)\b[\s,]*)+"
                           r"(?=\w)(?!no\b|nope\b)", re.IGNORECASE)  # "yeah no pork for me": a reply, left as is
# "thirty four", "thirty-four": one number (34), not two.
_TENS_UNITS = re.compile(r"\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\s-]"
                         r"(one|two|three|four|five|six|seven|eight|nine)\b", re.IGNORECASE)
# A shade is its colour: "navy blue" is blue ("favourite colour is blue" holds beside it).
_SHADE = re.compile(r"\b(?:navy|light|dark|pale|sky|royal|baby|deep|bright|forest|olive|lime|bottle|hot|pastel|"
                    r"powder|midnight|emerald|cobalt)[- ](blue|green|pink|red|purple|yellow|grey|gray|brown|orange)\b",
                    re.IGNORECASE)
# "sixty thousand pounds", "two hundred": one number
_WORDS_TIMES = re.compile(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
                          r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|"
                          r"forty|fifty|sixty|seventy|eighty|ninety|a|\d+)\s+(hundred|thousand)\b(?!\s+(?:and|of)\b)",
                          re.IGNORECASE)  # ("a hundred kilos")


def _words_times(m: re.Match[str]) -> str:
    word = m.group(1).lower()
    value = int(word) if word.isdigit() else 1 if word == "a" else int(_NUMBER_WORDS[word])
    return str(value * (100 if m.group(2).lower() == "hundred" else 1000))


def _quarter_to(m: re.Match[str]) -> str:
    hour = int(m.group(1))
    return f"{hour - 1 if hour > 1 else 12}:45"


def _and_a_half(m: re.Match[str]) -> str:
    """"a year and a half" -> "1.5 years"."""
    word = m.group(1).lower()
    n = int(word) if word.isdigit() else 1 if word in ("a", "an") else int(_NUMBER_WORDS[word])
    return f"{n}.5 {m.group(2).lower()}s"


_HOUR_WORDS = {"midnight": 24, "noon": 12, "midday": 12}


def _minutes_past(m: re.Match[str]) -> str:
    """"at ten to nine" -> "at 8:50", "at twenty to midnight" -> "at 23:40", "is twenty past 3" -> "is 3:20"."""
    word, hour_word = m.group(2).lower().replace("-", " "), m.group(4).lower()
    minutes = {"five": 5, "ten": 10, "twenty": 20, "twenty five": 25}.get(word) or int(word)
    hour = _HOUR_WORDS.get(hour_word) or (int(hour_word) if hour_word.isdigit() else int(_NUMBER_WORDS[hour_word]))
    if m.group(3).lower() == "to":
        hour, minutes = hour - 1, 60 - minutes
    elif hour == 24:
        hour = 0
    if hour == 0 and m.group(3).lower() == "to":
        hour = 12
    return f"{m.group(1)} {hour}:{minutes:02d}"


# Times and durations said in words: "an hour and a half", "quarter past 7", "half 6" (half past six).
_CLOCK_WORDS = re.compile(r"\b(quarter past|quarter to|half past|"
                          r"(?:at|for|by|around|about|from|till|until|before|after) half)\s+"
                          r"(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b", re.IGNORECASE)
_SPOKEN_VALUES: list[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]] = [
    (re.compile(p, re.IGNORECASE), r) for p, r in (
        (r"\ban? (?:good |solid |full )?hour and a half\b", "90 minutes"),
        (r"\b(\d+) and a half hours\b", r"\1.5 hours"),
        (r"\ba tenner\b", "£10"),  # chat's money
        (r"\ba fiver\b", "£5"),
        (r"\b([4-7])'\s?(1[01]|\d)(?:\"|'')?(?=\s|$|[,.;!?])", r"\1 ft \2"),  # a height: 5'6
        (r"\b(?:i'm|im|i am) lucky if i (?:get|manage)\b", "I get"),
        (r"\ba good (?=hour\b)", "an "),
        (r"\ba good (?=(?:week|month|year|mile|km)\b)", "a "),
        (r"\b(?:a )?quarter past (1[0-2]|[1-9])\b(?!:)", r"\1:15"),
        (r"\b(?:a )?quarter to (1[0-2]|[1-9])\b(?!:)", _quarter_to),
        (r"\bhalf past (1[0-2]|[1-9])\b(?!:)", r"\1:30"),
        (r"\b(at|for|by|around|about|from|till|until|before|after) half (1[0-2]|[1-9])\b"
         r"(?![:.]|\s*(?:(?:hours?|hrs?|days?|weeks?|months?|years?|an?|of|the|km|miles?|kg)\b|%))", r"\1 \2:30"),
        # "a year and a half", "two and a half years": one duration ("18 months" says it too)
        (r"\b(an?|one|two|three|four|five|six|seven|eight|nine|ten|\d+) (hour|day|week|month|year)s? and a half\b",
         _and_a_half),
        (r"\b(one|two|three|four|five|six|seven|eight|nine|ten|\d+) and a half (hour|day|week|month|year)s?\b",
         _and_a_half),
        # "ten to nine", "twenty past 3", "twenty to midnight": a clock time said in words
        (r"\b(at|by|from|till|until|before|after|around|about|is|was|it's|its|'s) (five|ten|twenty|twenty-five|"
         r"twenty five|5|10|20|25) (?:minutes )?(past|to) (one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
         r"twelve|1[0-2]|[1-9]|midnight|noon|midday)\b(?!:)", _minutes_past),
    )]
_BUT_ALSO = re.compile(r"\bbut also\b", re.IGNORECASE)
# "it's not just about winning", "I don't just drink tea": more than that, no "no".
_NOT_JUST = re.compile(r"\b(?:(?:do|does|did)(?:\s+not|n't|nt)|not)\s+(?:just|merely|simply)\b", re.IGNORECASE)
# Turns of phrase whose "no" denies nothing.
_IDIOMS = [(re.compile(p, re.IGNORECASE), r) for p, r in (
    # a "no" to giving up is keeping on: "I won't give up", "never quit", "don't stop dreaming"
    (r"\b(?:will not|won't|wont|never|not gonna|not going to|(?:am|'m|are|'re|is|'s) not|do not|don't|dont)\s+"
     r"(?:ever\s+)?(?:(?:quit(?:ting)?|give up|giving up)(?=\s*(?:$|[,.;:!?)-]|(?:on|now|yet|though|either|lol)\b))"
     r"|stop (?:dreaming|trying|believing|pushing|going)\b)", "keep going"),  # not "won't quit my job"
    (r"\bno matter what\b", ""),
    (r"\b(?:i\s+)?(?:can't|cant|cannot|can not)\s+believe\s+(?:that\s+|how\s+)?(?=\w)", ""),  # asserts what follows
    (r"\bdriver'?s'?\s+(licen[cs]e)\b", r"driving \1"),  # one licence, spelt either way
    (r"\bno (?:worries|problem|prob|probs)\b", "fine"),
)]
# A tag question asks nothing and denies nothing: "nature is amazing, isn't it?" says that it is.
_TAG_QUESTION = re.compile(r",?\s*\b(?:is|are|was|were|do|does|did|have|has|had|can|could|would|will|wo|should)"
                           r"n'?t\s+(?:it|he|she|they|you|we|i|there|that|ya)\s*\?", re.IGNORECASE)
# Chat spelling without the apostrophe: "doesnt", "isnt", "cant", "wont", "im", "ive".
_NO_APOSTROPHE = re.compile(
    r"\b(do|does|did|is|are|was|were|has|have|had|could|would|should|must|ca|wo|need)nt\b", re.IGNORECASE
)


@lru_cache(maxsize=16384)
def clean(sentence: str) -> str:
    """A sentence without lead-ins, chat filler and approximations, chat contractions spelled out."""
    text = _LEAD_IN.sub("", _TAG_QUESTION.sub(".", sentence.translate(_CURLY)))
    text = _NOT_JUST.sub("also", text)
    for idiom, plain in _IDIOMS:
        text = idiom.sub(plain, text)
    text = _CHAT_LEAD_IN.sub("", text)
    text = _FILLER.sub("", text)
    text = _TENS_UNITS.sub(lambda m: str(sum(int(_NUMBER_WORDS[w.lower()]) for w in m.groups())), text)
    text = _WORDS_TIMES.sub(_words_times, text)
    text = _CLOCK_WORDS.sub(lambda m: f"{m.group(1)} {_NUMBER_WORDS[m.group(2).lower()]}", text)  # "half nine"
    for pattern, repl in _SPOKEN_VALUES:
        text = pattern.sub(repl, text)
    text = _SHADE.sub(r"\1", text)
    text = _BUT_ALSO.sub("and", text)
    text = _NO_APOSTROPHE.sub(lambda m: m.group(1) + "n't", text)
    return " ".join(text.split())


def _raw_tokens(sentence: str) -> tuple[list[_Raw], str]:
    """Raw tokens of the normalised sentence (contractions expanded), and that normalised text."""
    text = _CONTRACTION.sub(_expand, clean(sentence))
    raws = [
        _Raw(m.group(0), m.group(0).lower(), m.lastgroup or "word", m.start(), m.end())
        for m in _TOKEN.finditer(text)
    ]
    return raws, text


def _value_class(raws: list[_Raw], i: int) -> tuple[str, str | None]:
    """Alignment key and value class of raw token ``i``."""
    raw = raws[i]
    if raw.kind == "date":
        return raw.lower, "date"
    if raw.kind == "time":
        return _time_key(raw.text), "time"
    if raw.kind == "num" or raw.lower in _NUMBER_WORDS:
        key = _number_key(raw.text) if raw.kind == "num" else _NUMBER_WORDS[raw.lower]
        return key, _number_class(raws, i, key)
    low = raw.lower
    capital = raw.text[:1].isupper() and i > 0
    if low in _WEEKDAYS or (low.endswith("s") and low[:-1] in _WEEKDAYS):
        return low.rstrip("s"), "weekday"
    if low in _MONTHS and (capital or low not in ("may", "march")):
        return low, "month"
    if low in _COLOURS:
        return _canon(low), "colour"
    if low in _COLOUR_MODIFIERS and i + 1 < len(raws) and raws[i + 1].lower in _COLOURS:
        return low, "colour"
    if low in _PLACES:
        return low, "place"
    return _canon(low), ("proper" if capital else None)


def _number_class(raws: list[_Raw], i: int, key: str) -> str:
    near = {r.lower for r in raws[max(0, i - 2) : i + 3]}
    if near & _MONTHS:
        return "date"
    if key.isdigit() and len(key) == 4 and 1800 <= int(key) <= 2200:
        return "year"
    return "number"


_NOT_BEFORE_PAST = _COPULA | _HAVE | _DROP | _NEGATIONS | _words("get got 's")
_AUXILIARIES = _COPULA | _HAVE | _words("do does can could will would shall should may might must")


def _is_past(raws: list[_Raw]) -> bool:
    """Past tense: was/were/did/had, an irregular past form, ``used to``, or an ``-ed`` main verb
    (one that comes before any auxiliary: ``Alice moved…``, not ``the man is seated…``)."""
    prev = ""
    seen_aux = False
    for raw in raws:
        low = raw.lower
        if low in _PAST_AUX or low in _PAST_FORMS or (low == "to" and prev == "used"):
            return True
        if not seen_aux and _is_event_ed(low, prev):
            return True
        seen_aux = seen_aux or low in _AUXILIARIES
        prev = low
    return False


def _is_event_ed(word: str, prev: str) -> bool:
    """An ``-ed`` word used as a past verb (after a subject, not after be/have or an adverb)."""
    if not word.endswith("ed") or len(word) <= 4 or word in _STATE_ED:
        return False
    return bool(prev) and prev not in _NOT_BEFORE_PAST and not prev.endswith("ly")


# Units of measure: (dimension, factor to the dimension's base unit). A quantity becomes two tokens, its value
# in the base unit and its dimension ("180 cm" and "1.8 m" are equal, "1 hour" and "30 minutes" differ).
_UNITS: dict[str, tuple[str, float]] = {}
for _dim, _spec in (
    ("length", "mm:0.001 millimeter:0.001 millimetre:0.001 cm:0.01 centimeter:0.01 centimetre:0.01 m:1 "
     "meter:1 metre:1 km:1000 kilometer:1000 kilometre:1000 mile:1609.344 miles:1609.344 ft:0.3048 "
     "foot:0.3048 feet:0.3048 inch:0.0254 inches:0.0254"),
    ("mass", "mg:0.000001 g:0.001 gram:0.001 grams:0.001 kg:1 kilo:1 kilos:1 kilogram:1 kilograms:1 "
     "lb:0.45359 lbs:0.45359 ton:1000 tons:1000 tonne:1000 tonnes:1000"),
    ("volume", "ml:0.001 milliliter:0.001 millilitre:0.001 cl:0.01 l:1 liter:1 litre:1 gallon:3.785"),
    ("duration", "second:1 sec:1 secs:1 minute:60 min:60 mins:60 hour:3600 hr:3600 hrs:3600 h:3600 "
     "day:86400 week:604800 fortnight:1209600 month:2592000 year:31536000 yr:31536000 yrs:31536000 "
     "decade:315360000"),
    ("eur", "euro:1 euros:1 eur:1"),
    ("usd", "dollar:1 dollars:1 usd:1 buck:1 bucks:1"),
    ("gbp", "gbp:1 quid:1"),
    ("percent", "percent:1 per-cent:1"),
):
    for _item in _spec.split():
        _name, _factor = _item.split(":")
        _UNITS[_name] = (_dim, float(_factor))
        _UNITS.setdefault(_name + "s", (_dim, float(_factor)))
_SYMBOLS = {"$": "usd", "€": "eur", "£": "gbp"}
_AREA = _words("square sq")


def _quantity(raws: list[_Raw], i: int, key: str) -> tuple[str, str | None, int]:
    """The value key, dimension and number of extra raw tokens used of the number at ``i``."""
    raw = raws[i]
    try:
        value = float(key[:-1]) * 1000 if key.endswith("k") else float(key.rstrip("%"))
    except ValueError:
        return key, None, 0
    dim = _SYMBOLS.get(raw.text[:1]) or ("percent" if key.endswith("%") else None)
    used = 0
    nxt = raws[i + 1].lower if i + 1 < len(raws) else ""
    prefix = ""
    if nxt in _AREA and i + 2 < len(raws):
        prefix, used, nxt = "square-", 1, raws[i + 2].lower
    if dim is None and nxt in _UNITS and raws[i + 1 + used].kind == "word":
        unit_dim, factor = _UNITS[nxt]
        dim, value, used = prefix + unit_dim, value * (factor * factor if prefix else factor), used + 1
        after = raws[i + 1 + used].lower if i + 1 + used < len(raws) else ""
        used += after == "old" and unit_dim == "duration"
    elif prefix:
        used = 0
    text = f"{value:.6g}"
    return text, dim, used


def _build_tokens(raws: list[_Raw]) -> list[Token]:
    """Significant tokens: negations become a flag on the next token, filler words are dropped; a quantity
    with a unit becomes its value in the base unit and its dimension."""
    tokens: list[Token] = []
    pending_neg = False
    prev = ""
    skip = 0
    for i, raw in enumerate(raws):
        if skip:
            skip -= 1
            continue
        low = raw.lower
        if low in _NEGATIONS:
            pending_neg = True
            if low in _WILDCARD_NEG:
                tokens.append(Token(raw.text, "*", None, True, prev, raw.start, raw.end))
                pending_neg = False
            continue
        if raw.kind == "word" and low in _DROP and not (low == "may" and raw.text[0] == "M" and i):
            if low in _COPULA:
                prev = low
            continue
        key, vclass = _value_class(raws, i)
        if vclass == "number":
            key, dim, skip = _quantity(raws, i, key)
            end = raws[i + skip].end
            tokens.append(Token(sentence_span(raws, i, skip), key, vclass, pending_neg, prev, raw.start, end))
            if dim is not None:
                tokens.append(Token(raws[i + skip].text, f"<{dim}>", "number", pending_neg, prev, raw.start, end))
        else:
            tokens.append(Token(raw.text, key, vclass, pending_neg, prev, raw.start, raw.end))
        pending_neg = False
        prev = raws[i + skip].lower
    return tokens


def sentence_span(raws: list[_Raw], i: int, extra: int) -> str:
    """The words of raw tokens ``i`` … ``i + extra`` as written (a quantity and its unit)."""
    return " ".join(r.text for r in raws[i : i + extra + 1])


_CONTENT_CLASSES = frozenset({None, "proper", "place"})


@lru_cache(maxsize=16384)
def analyse(sentence: str) -> Analysis:
    """Tokens, keys and flags of one sentence (cached: ~2.5 KB each, so at most ~40 MB; conflict detection
    analyses each new memory's neighbours, and a project's neighbourhoods repeat)."""
    raws, normalised = _raw_tokens(sentence)
    tokens = tuple(_build_tokens(raws))
    keys = tuple(t.key for t in tokens)
    content = frozenset(
        k
        for k, t in zip(keys, tokens, strict=True)
        if k not in _FUNCTION_KEYS and k != "*" and t.vclass in _CONTENT_CLASSES
    )
    return Analysis(
        text=normalised,
        tokens=tokens,
        keys=keys,
        content=content,
        negated=any(t.neg for t in tokens),
        past=_is_past(raws),
        exclusive=any(r.lower == "only" and (i == 0 or raws[i - 1].lower not in _NEGATIONS)
                      for i, r in enumerate(raws)),
    )


# =========================================================================== comparison


@dataclass(frozen=True, slots=True)
class Finding:
    """How two sentences conflict: the kind and the words that differ (earlier, new)."""

    kind: str  # negation, antonym, place, number, date, name, colour, value
    old_words: str  # as written (normalised text)
    new_words: str
    old_span: tuple[int, int]  # character span in the earlier sentence's normalised text
    positive: str  # the statement a "Whether …" title quotes (the asserting one, normalised text)
    old_text: str  # the earlier sentence's normalised text (or the clause of it that conflicts)

    @property
    def conflict_type(self) -> ConflictType:
        """``logical`` for negation, antonyms and "only" another thing, ``knowledge`` for different values."""
        return "logical" if self.kind in ("negation", "antonym", "exclusive") else "knowledge"


@dataclass(frozen=True, slots=True)
class _Diff:
    tag: str
    a: tuple[Token, ...]
    b: tuple[Token, ...]
    a_pos: int


def _diffs(a: Analysis, b: Analysis) -> tuple[list[_Diff], list[tuple[Token, Token]]]:
    """Non-equal alignment regions, and the matched token pairs."""
    matcher = SequenceMatcher(None, a.keys, b.keys, autojunk=False)
    diffs: list[_Diff] = []
    pairs: list[tuple[Token, Token]] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            pairs.extend(zip(a.tokens[i1:i2], b.tokens[j1:j2], strict=True))
        else:
            diffs.append(_Diff(tag, a.tokens[i1:i2], b.tokens[j1:j2], i1))
    return diffs, pairs


def _related(a: Analysis, b: Analysis) -> bool:
    """Cheap pre-filter: enough shared content words to be about the same thing."""
    shared = a.content & b.content
    if not shared:
        return False
    if 2 * len(shared) >= min(len(a.content), len(b.content)):
        return True
    # or the same subject and predicate up to a short differing tail ("the office is in …")
    same = 0
    while same < min(len(a.keys), len(b.keys)) and a.keys[same] == b.keys[same]:
        same += 1
    return same >= 2 and a.keys[0] in a.content and len(a.keys) - same <= 3 and len(b.keys) - same <= 3


# --------------------------------------------------------------------------- negation


# Words that say "no" themselves ("phones are banned": "you can't use your phone"; "is absent": "isn't in").
DENYING = _words("banned forbidden prohibited absent")
DENYING_KEYS = frozenset(_canon(w) for w in DENYING)


def _negation(
    old: Analysis, new: Analysis, diffs: list[_Diff], pairs: list[tuple[Token, Token]]
) -> Finding | None:
    """Same statement, one side negated; extra words allowed only where they narrow the assertion."""
    flips = [(x, y) for x, y in pairs if x.neg != y.neg]
    for d in diffs:
        if d.tag == "replace" and _is_wildcard(d):
            flips.append((d.a[0], d.b[0]))
        elif d.tag == "replace":
            return None
    if not flips or len({x.neg for x, _ in flips}) != 1:
        return None
    old_negated = flips[0][0].neg
    pos = new if old_negated else old
    if any(t.neg or t.key in DENYING_KEYS for t in pos.tokens):
        return None  # both say no: "Swimming is banned in the lake" / "you can't swim in the lake"; or on other
        # words: "Dana was not invited" / "dana didn't get an invite"
    if not _negation_extras_ok(diffs, old_negated, pos):
        return None
    x, y = flips[0]
    return Finding("negation", x.text, y.text, (x.start, x.end), pos.text, old.text)


def _is_wildcard(d: _Diff) -> bool:
    """``nobody``/``nothing`` on one side, a short phrase on the other."""
    a_star = len(d.a) == 1 and d.a[0].key == "*"
    b_star = len(d.b) == 1 and d.b[0].key == "*"
    return (a_star and 0 < len(d.b) <= 3) or (b_star and 0 < len(d.a) <= 3)


def _negation_extras_ok(diffs: list[_Diff], old_negated: bool, pos: Analysis) -> bool:
    """Words only in the asserting side must not change the subject; words only in the denying side
    must appear in the asserting side too (moved) or be function words."""
    for d in diffs:
        if d.tag == "replace":
            continue
        pos_extra = d.b if old_negated else d.a
        neg_extra = d.a if old_negated else d.b
        if any(t.key == "'s" or t.vclass == "proper" or t.key in _CEASE_KEYS for t in pos_extra):
            return False
        if any(t.key not in pos.keys and t.key not in _FUNCTION_KEYS for t in neg_extra):
            return False
    return True


# --------------------------------------------------------------------------- antonyms and values

_TEMPORAL = frozenset({"time", "date", "year", "month", "weekday"})


def _span_class(tokens: Sequence[Token]) -> str | None:
    """The value family of a run of tokens (date, number, colour, proper), None if not all values."""
    classes = {t.vclass for t in tokens}
    if not tokens or None in classes:
        return None
    if classes <= _TEMPORAL or (classes <= _TEMPORAL | {"number"} and classes & _TEMPORAL):
        return "date"
    if classes == {"number"}:
        return "number"
    if classes == {"colour"}:
        return "colour"
    if classes <= {"place", "proper"}:
        return "proper"
    return None


def _bare(tokens: Sequence[Token]) -> tuple[list[str], bool]:
    """The numbers of a quantity as written (unit left out), and whether it has a unit."""
    numbers = [_number_key(t.text.split()[0]) for t in tokens if not t.key.startswith("<")]
    return numbers, any(t.key.startswith("<") for t in tokens)


def _same_bare_number(d: _Diff) -> bool:
    """"34" and "34 years": the same number, one side without its unit (not a different value)."""
    (na, ua), (nb, ub) = _bare(d.a), _bare(d.b)
    return ua != ub and na == nb


def _same_amount(d: _Diff) -> bool:
    """"55 inches" and "about 140 cm": one amount told in two units and rounded (within 2%). Never between two
    amounts in the same unit ("55 inches" / "56 inches")."""
    first, second = _amount(d.a), _amount(d.b)
    if first is None or second is None:
        return False
    (x, unit_x), (y, unit_y) = first, second
    if unit_x == unit_y and len(d.a) == len(d.b) == 1:
        return False
    return bool(abs(x - y) <= 0.02 * max(abs(x), abs(y)))


def _amount(tokens: Sequence[Token]) -> tuple[float, str] | None:
    """An amount with its unit, in the unit's base: "250 ml" (0.25), "eight 250 ml" (glasses: 2.0 in all)."""
    times = 1.0
    if len(tokens) == 2 and tokens[0].vclass == "number" and " " not in tokens[0].text:
        try:
            times = float(tokens[0].key)
        except ValueError:
            return None
        tokens = tokens[1:]
    if len(tokens) != 1:
        return None
    unit = tokens[0].text.split()[-1].lower()
    if unit not in _UNITS:
        return None
    try:
        return float(tokens[0].key) * times, unit
    except ValueError:
        return None


def _same_clock(d: _Diff) -> bool:
    """One clock time on both sides, the same on a 12-hour dial, one of them said without am or pm."""
    if len(d.a) != 1 or len(d.b) != 1 or d.a[0].vclass != "time" or d.b[0].vclass != "time":
        return False
    (ha, _, ma), (hb, _, mb) = d.a[0].key.partition(":"), d.b[0].key.partition(":")
    if not (ha + ma + hb + mb).isdigit() or ma != mb or int(ha) % 12 != int(hb) % 12:
        return False
    return any(not re.search(r"[ap]\.?m", t.text, re.I) and int(t.key.partition(":")[0]) <= 12 for t in (*d.a, *d.b))


def _value_kind(d: _Diff, prefix_keys: Sequence[str], prefix: Sequence[Token] = ()) -> str | None:
    """The kind of value both sides of a replaced region give, if they give one."""
    ca, cb = _span_class(d.a), _span_class(d.b)
    prev = d.a[0].prev
    if ca is None or ca != cb:
        return _functional_kind(d, prefix_keys) or _role_or_where(d, prefix)
    if ca == "number" and (_same_bare_number(d) or _same_amount(d)):
        return None
    if _same_clock(d):
        return None  # "at 22:30" / "at 10:30": an hour said without am or pm may be either
    if len(d.a) == 1 and d.a[0].vclass == "number" and any(t.key == d.a[0].key for t in d.b):
        return None  # "daughter is 5" / "daughter just started reception, she's five": the value said again
    if ca in ("number", "date"):
        return ca
    if ca == "colour":
        return "colour" if prev in _COLOUR_INTRO or _functional(prefix_keys) else None
    if prev in _LOC_PREPS:
        return "place"
    if prev in _NAME_INTRO:
        places = all(t.vclass == "place" for t in (*d.a, *d.b))
        return "place" if places else "name"
    return None


_ROLE_VERBS = frozenset(_canon(w) for w in _words("work employed serve job"))
_WHERE_VERBS = frozenset(_canon(w) for w in _words("live located based situated housed"))


def _role_or_where(d: _Diff, prefix: Sequence[Token]) -> str | None:
    """One job at a time ("works as a nurse" vs "as a teacher"), one place at a time for a subject that lives
    or is somewhere ("is in the city centre" vs "is in the business park"): short content phrases."""
    both = (*d.a, *d.b)
    if len(d.a) > 3 or len(d.b) > 3 or any(t.key in _FUNCTION_KEYS or t.key in _QUANTIFIERS for t in both):
        return None
    if any(t.vclass not in _CONTENT_CLASSES for t in both):
        return None
    if len(prefix) < 2:
        return None
    keys = [t.key for t in prefix]
    if d.a[0].prev == "as" and any(k in _ROLE_VERBS for k in keys[-3:]):
        return "role"
    prep = prefix[-1]
    if prep.key in ("in", "at") and (prep.prev in _COPULA or keys[-2] in _WHERE_VERBS):
        return "place"
    return None


def _functional(prefix_keys: Sequence[str]) -> bool:
    return any(k in _FUNCTIONAL_KEYS for k in prefix_keys)


# Words that judge or describe rather than name a value ("the colours are so vivid" / "... incredible", "the name
# is great" / "sounds cool"): taste, not an attribute's one value.
_EVALUATIVE = _words("so very really super pretty quite too truly such great good nice cool awesome amazing incredible "
                     "fantastic wonderful brilliant beautiful gorgeous lovely stunning vivid bold pop pops striking "
                     "terrible awful bad boring fun funny interesting inspiring impressive perfect excellent special "
                     "tough hard bummer tricky rough difficult scary rewarding crazy wild hectic stressful exciting "
                     "sounds looks seems feels")


def _functional_kind(d: _Diff, prefix_keys: Sequence[str]) -> str | None:
    """``<the/my/X's> <favourite…|manager|password…> is A`` vs ``… is B``: a single-valued attribute."""
    if d.a[0].prev not in _COPULA or not _functional(prefix_keys):
        return None
    if len(d.a) > 3 or len(d.b) > 3:
        return None
    if any(t.key in _FUNCTION_KEYS or t.text.lower() in _EVALUATIVE for t in (*d.a, *d.b)):
        return None
    return "value"


def _antonym_pair(d: _Diff) -> tuple[Token, Token] | None:
    """The two words of a one-word replacement when they are opposites with the same polarity."""
    single = len(d.a) == 1 and len(d.b) == 1
    if single and d.a[0].neg == d.b[0].neg and are_antonyms(d.a[0].key, d.b[0].key):
        return d.a[0], d.b[0]
    return None


_SUBJECT_PRONOUNS = _words("i we you he she they")


def _subject_shared(old: Analysis, first_pos: int) -> bool:
    """The aligned prefix before the first difference holds a content word or a personal pronoun (the shared
    subject: memories are mostly about "I" or "we")."""
    return any(k in old.content or k in _SUBJECT_PRONOUNS for k in old.keys[:first_pos])


def _subject_modifier(d: _Diff) -> bool:
    """Words only the earlier statement has, after its subject: a prepositional phrase ("the cafeteria *on the
    second floor* opens at 8am" vs "the cafeteria opens at 9am"): a longer document sentence naming the same
    subject more precisely."""
    if d.tag != "delete" or d.a_pos < 1 or len(d.a) > 4 or d.a[0].key not in _PREPOSITIONS:
        return False
    return not any(t.key in _SCOPE_KEYS or t.vclass in _TEMPORAL or t.neg for t in d.a)


def _extras_ok(diffs: list[_Diff], first_pos: int) -> bool:
    """Insertions/deletions are allowed only after the decisive difference and without scope words."""
    for d in diffs:
        if d.tag == "replace" or all(t.key == "'s" for t in (*d.a, *d.b)):
            continue
        if d.a_pos < first_pos and not _subject_modifier(d):
            return False
        if any(t.key in _SCOPE_KEYS or t.vclass in _TEMPORAL for t in (*d.a, *d.b)):
            return False
    return True


def _contrast(old: Analysis, new: Analysis, diffs: list[_Diff]) -> Finding | None:
    """One antonym pair, or values of one kind, with subject and predicate shared."""
    replaces = [d for d in diffs if d.tag == "replace"]
    if not replaces or not _subject_shared(old, replaces[0].a_pos):
        return None
    if not _extras_ok(diffs, replaces[0].a_pos):
        return None
    if len(replaces) == 1 and (pair := _antonym_pair(replaces[0])) is not None:
        x, y = pair
        return Finding("antonym", x.text, y.text, (x.start, x.end), old.text, old.text)
    if old.negated or new.negated:
        return None
    kinds = {_value_kind(d, old.keys[: d.a_pos], old.tokens[: d.a_pos]) for d in replaces}
    if len(kinds) != 1 or None in kinds:
        only = old if old.exclusive else new
        if (old.exclusive or new.exclusive) and len(replaces) == 1 and _exclusive_ok(old, replaces[0]) and not (
                _ONLY_WHEN.search(only.text)):  # "only drinks decaf after 6pm": "only" under a condition
            kinds = {"exclusive"}
        else:
            return None
    a_span = (replaces[0].a[0].start, replaces[-1].a[-1].end)
    b_span = (replaces[0].b[0].start, replaces[-1].b[-1].end)
    old_words, new_words = old.text[slice(*a_span)], new.text[slice(*b_span)]
    return Finding(kinds.pop() or "value", old_words, new_words, a_span, old.text, old.text)


# The conditions an "only" holds under, outside which it excludes nothing: a time ("only drinks decaf after 6pm")
# or a clause ("only takes the bus when it rains", "... unless it snows"). One list for the alignment above and the
# frame reading's rules on "only" (judge_frames._exclusive and _exclusive_kind).
_ONLY_WHEN = re.compile(r"\b(?:after|before|until|till|past)\s+(?:\d|noon|midday|midnight|dinner|lunch|work|"
                        r"breakfast|dark)|\b(?:when|whenever|while|if|unless)\b", re.IGNORECASE)


def _exclusive_ok(old: Analysis, d: _Diff) -> bool:
    """``only`` on one side and a different object after the same subject and verb: "accepts cash" vs
    "only accepts card payments" (content words on both sides, a verb or noun shared before them)."""
    def content(tokens: Sequence[Token]) -> bool:
        return any(t.key not in _FUNCTION_KEYS and t.key not in _QUANTIFIERS and t.vclass in _CONTENT_CLASSES
                   for t in tokens)
    prefix = old.tokens[: d.a_pos]
    shared = [t for t in prefix if t.key in old.content]
    return content(d.a) and content(d.b) and len(prefix) >= 2 and bool(shared) and len(d.a) <= 4 >= len(d.b)


# --------------------------------------------------------------------------- readings

_ALTERNATIVE = re.compile(r"\s+(?:rather than|instead of)\s+", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(
    r"\s*(?:;|(?<!\d),|,(?!\d))\s*|\s+(?:but|while|whereas)\s+"
    r"|\s+and\s+(?=(?:now|then|also|is|are|was|were|has|have|had|does|do|did|can|will|would|may|must|should|no|not|"
    r"never|i|we|he|she|they|it|my|our|his|her|their|on|in|at|from|to|by|for)\b)",
    re.IGNORECASE,
)
_DETERMINERS = _words("the my our your his her their a an this that these those")
_CLAUSE_PREPS = _words("on in at from to by for with via")
_CLAUSE_PRONOUNS = _words("i we you he she they it")
_TIME_TAIL = re.compile(
    r"(?:\s+(?:(?:last|this|next|every)\s+\w+|yesterday|today|recently|again|already|now|finally|for good"
    r"|(?:\w+\s+)?(?:years?|months?|weeks?|days?)\s+ago|in\s+\d{4}|in\s+(?:" + "|".join(sorted(_MONTHS)) + r")"
    r"|on\s+\w+day))+\s*[.!?]?\s*$",
    re.IGNORECASE,
)
_HAVE_ADV = r"(?:(?:has|have|had|just|recently|finally|already|eventually|now)\s+)*"
_OBJECT_INTRO = (r"(?:(?:his|her|my|their|our|its|the|a|an)\s+)?"
                 r"(?:(?:job|position|role|membership|place|seat)\s+(?:at|of|in|with|on)\s+)?")
# A change of state read as the state it leads to ("s" the subject, "x" what changes).
_CHANGES: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (re.compile(rf"^(?P<s>.+?)\s+{_HAVE_ADV}(?:moved|relocated)\s+(?:back\s+)?to\s+(?P<x>.+)$", re.I),
     ("{s} lives in {x}", "{s} is in {x}")),
    (re.compile(rf"^(?P<s>.+?)\s+{_HAVE_ADV}(?:switched|changed|migrated|moved|relocated|went)\s+from\s+(?P<x>.+?)\s+to\s+"
                r"(?P<y>.+)$", re.I), ("{s} not {x}",)),
    (re.compile(rf"^(?P<s>.+?)\s+{_HAVE_ADV}replaced\s+(?P<x>.+?)\s+(?:with|by)\s+(?P<y>.+)$", re.I),
     ("{s} not {x}",)),
    (re.compile(rf"^(?P<s>.+?)\s+{_HAVE_ADV}(?:quit|quitted|left|stopped|gave\s+up(?:\s+on)?|given\s+up|"
                r"resigned\s+from|stepped\s+down\s+(?:as|from)|dropped\s+out\s+of|cancell?ed|sold|ended|"
                rf"broke\s+up\s+with|ditched)\s+{_OBJECT_INTRO}(?P<x>.+)$", re.I), ("{s} not {x}",)),
    (re.compile(rf"^(?P<s>.+?)\s+{_HAVE_ADV}moved\s+out\s+of\s+(?P<x>.+)$", re.I), ("{s} does not live in {x}",)),
    (re.compile(rf"^(?P<s>.+?)\s+{_HAVE_ADV}(?:started|began|begun|took\s+up|taken\s+up)\s+(?P<x>.+)$", re.I),
     ("{s} {x}",)),
    (re.compile(rf"^(?P<s>.+?)\s+{_HAVE_ADV}(?:bought|purchased)\s+(?P<x>.+)$", re.I), ("{s} owns {x}",)),
    (re.compile(rf"^(?P<s>.+?)\s+{_HAVE_ADV}(?:got|became|become|gotten)\s+"
                r"(?P<x>\w+ed|single|pregnant|vegan|vegetarian|sick|ill|engaged|sober)$", re.I), ("{s} is {x}",)),
)


def _split_and(part: str) -> list[str]:
    """A clause split at "and" when both sides are long enough to be clauses ("the cafeteria opens at 8am and
    closes at 3pm"; not "a man and a woman")."""
    left, sep, right = part.partition(" and ")
    if not sep or len(left.split()) < 4 or len(right.split()) < 2 or not right[:1].islower():
        return [part]
    return [left, *_split_and(right)]


_CHANGE_WORDS = _words(
    "moved relocated switched changed migrated went replaced quit quitted left stopped gave given resigned stepped "
    "dropped cancelled canceled sold ended broke ditched started began begun took taken bought purchased got "
    "became become gotten"
)


def _subject(words: list[str]) -> list[str]:
    """The subject words at the start of a clause: a pronoun, a determiner and its noun, or capitalised names."""
    if not words:
        return []
    first = words[0].lower()
    if first in _CLAUSE_PRONOUNS:
        return words[:1]
    if first in _DETERMINERS:
        return words[:2]
    if words[0][:1].isupper():
        n = 1
        while n < min(3, len(words)) and words[n][:1].isupper():
            n += 1
        if words[n - 1].endswith("'s") and n < len(words):
            n += 1
        return words[:n]
    return []


def _fill_ellipsis(main: list[str], rest: list[str]) -> list[str]:
    """``main`` with its last phrase replaced by "not <rest>": "paid in cash" + "by transfer" → "paid not by
    transfer"; without a preposition, the last one, two and three words are tried."""
    if not rest or not main:
        return []
    out = []
    head = rest[0].lower()
    lows = [w.lower() for w in main]
    if head in _CLAUSE_PREPS:
        same = [j for j, w in enumerate(lows) if w == head and j >= 1]
        preps = [j for j, w in enumerate(lows) if w in _CLAUSE_PREPS and j >= 2]
        j = same[-1] if same else (preps[-1] if preps else None)
        if j is not None:
            out.append(" ".join([*main[:j], "not", *rest]))
        if same:
            return out
    for k in (1, 2, 3):
        if len(main) - k >= 2:
            out.append(" ".join([*main[:-k], "not", *rest]))
    return out


def _changes(clause: str) -> list[str]:
    """The states a change of state leads to, without its time words ("moved to Marseille last week" →
    "lives in Marseille")."""
    out: list[str] = []
    if _CHANGE_WORDS.isdisjoint(clause.lower().split()):
        return out
    clause = _TIME_TAIL.sub("", clause.rstrip(".!? "))
    for pattern, templates in _CHANGES:
        m = pattern.match(clause)
        if m is None or len(m.group("s").split()) > 4:
            continue
        x = re.split(r"\s+(?:and|but)\s+|,", m.group("x"))[0]
        x = _TIME_TAIL.sub("", x).strip()
        if x:
            out.extend(t.format(s=m.group("s"), x=x) for t in templates)
        break
    return out


@lru_cache(maxsize=16384)
def _clause_parts(sentence: str) -> tuple[str, list[str]]:
    """The sentence cleaned ("rather than" read as ", not") and cut into its clauses, as `readings` and
    `written_clauses` read them."""
    text = _ALTERNATIVE.sub(", not ", clean(sentence)).rstrip(".!? ")
    return text, [q for p in _CLAUSE_BREAK.split(text) if p and p.strip() for q in _split_and(p)]


def readings(sentence: str) -> tuple[str, ...]:
    """Other sentences ``sentence`` asserts: each clause (a subject put back where it was left out), an
    ellipsis filled in, and the state each change of state leads to. Empty when it has one clause and no change."""
    text, parts = _clause_parts(sentence)
    if not parts:
        return ()  # nothing left once cleaned ("Maren: lol." is a speaker and a laugh)
    main = parts[0].split()
    clauses = [parts[0]] if len(parts) > 1 else []
    negated_main = any(w.lower() in _NEGATIONS or w.lower().endswith("n't") for w in main)
    for part in parts[1:]:
        words = part.split()
        head = words[0].lower()
        if head in ("not", "never", "no") and not negated_main:
            clauses.extend(_fill_ellipsis(main, words[1:]))
        elif head == "only" or head in _QUANTIFIERS:
            continue
        elif head in _CLAUSE_PREPS:
            clauses.extend(" ".join(main[:j] + words) for j in range(2, len(main)) if main[j].lower() == head)
        elif head in _CLAUSE_PRONOUNS or head in _DETERMINERS or words[0][:1].isupper():
            if len(words) >= 3:
                clauses.append(part)
        elif (subject := _subject(main)) and len(words) >= 2:
            clauses.append(" ".join(subject + words))
    out = list(clauses)
    for clause in [text, *clauses]:
        out.extend(_changes(clause))
    return tuple(dict.fromkeys(c for c in out if c != sentence))


@lru_cache(maxsize=16384)
def written_clauses(sentence: str) -> tuple[str, ...]:
    """The clauses of a sentence as written, when each is a statement of its own ("We're on the 7th floor and the
    lift is always broken"); none when a part only qualifies another ("jade works 8 hours a day, monday to
    friday": three words or fewer)."""
    _, parts = _clause_parts(sentence)
    if len(parts) < 2 or any(len(p.split()) <= 3 for p in parts):
        return ()
    low = sentence.lower()
    return tuple(p for p in parts if p.lower() in low)


@lru_cache(maxsize=16384)
def _reading_words(sentence: str) -> frozenset[str]:
    """The content words of a sentence and of its readings: two sentences sharing none never conflict."""
    return frozenset().union(*(analyse(r).content for r in (sentence, *readings(sentence))))


@lru_cache(maxsize=16384)
def compare(new_sentence: str, old_sentence: str) -> Finding | None:
    """How ``new_sentence`` contradicts ``old_sentence``, or None (cached).

    The sentences as written first; then their readings (:func:`readings`): each clause, an ellipsis filled in
    ("by email, not by phone" → "… not by phone") and the state a change leads to ("moved to X" → "lives in
    X", "quit smoking" → "not smoking")."""
    new_sentence = as_user(new_sentence, old_sentence)
    finding = _compare_one(new_sentence, old_sentence)
    if finding is not None or not _reading_words(new_sentence) & _reading_words(old_sentence):
        return None if finding is not None and (_about_the_same(finding, new_sentence, old_sentence)
                                                 or _within_range(finding)) else finding
    olds = (old_sentence, *readings(old_sentence))
    for new_reading in (new_sentence, *readings(new_sentence)):
        for old_reading in olds:
            if (new_reading, old_reading) != (new_sentence, old_sentence):
                finding = _compare_one(new_reading, old_reading)
                if finding is not None:
                    return None if _about_the_same(finding, new_sentence, old_sentence) or _within_range(
                        finding) else finding
    return None


# An amount said as an approximation ("roughly 70 kilos", "about 1,800", "70ish").
APPROXIMATE = re.compile(r"\b(?:about|around|approximately|approx|roughly|nearly|almost|like|circa|"
                         r"(?:just|a bit|a little|slightly) (?:over|under|more than|less than))"
                         r"\s+(?:a\s+)?[$€£]?({n})k?\b"
                          r"|~\s*[$€£]?({n})\b|\b({n})\s*-?ish\b".format(n=r"\d+(?:[.,]\d+)*"), re.I)


def _about_the_same(finding: Finding, new_sentence: str, old_sentence: str) -> bool:
    """Two amounts of one measure that the statements do not tell apart: one said as an approximation and within
    5% of the other ("weighs 72 kg" / "roughly 70 kilos"), or a whole number and a decimal that rounds to it
    ("the bike weighs 9 kg" / "9.2 kg including pedals"; not money, whose pence are a price of their own)."""
    if finding.kind != "number":
        return False
    old, new = _doc_view(finding.old_words).values, _doc_view(finding.new_words).values
    if len(old) != 1 or len(new) != 1 or not _same_family(old[0], new[0]) or old[0].family in _NOT_MEASURES:
        return False
    x, y = old[0].amount, new[0].amount
    if abs(x - y) > 0.05 * max(abs(x), abs(y)):
        return False
    if old[0].family.partition("/")[0] not in _CURRENCIES and rounds_to(x, y):
        return True
    said = {float(g.replace(",", "")) for m in APPROXIMATE.finditer(f"{new_sentence} {old_sentence}")
            for g in m.groups() if g and g.replace(",", "").replace(".", "", 1).isdigit()}
    return any(abs(v - x) < 1e-9 or abs(v - y) < 1e-9 for v in said)


_RANGE_WORDS = re.compile(r"(?<![\d.,])([$€£]?)(\d+(?:[.,]\d+)*)(k?)\s*(?:-|–|to|or|and)\s*[$€£]?(\d+(?:[.,]\d+)*)"
                          r"(k?)\b")
_AMOUNT_WORDS = re.compile(r"(?<![\d.,])[$€£]?(\d+(?:[.,]\d+)*)(k?)\b")


def _amount_of(digits: str, k: str) -> float:
    return float(digits.replace(",", "")) * (1000 if k else 1)


def _within_range(finding: Finding) -> bool:
    """One side's words are a range ("£900-£1000", "30 to 40") and every amount of the other's lies within it
    ("950"): no other number."""
    if finding.kind != "number":
        return False
    for ranged, other in ((finding.old_words, finding.new_words), (finding.new_words, finding.old_words)):
        m = _RANGE_WORDS.search(ranged)
        amounts = [_amount_of(a, k) for a, k in _AMOUNT_WORDS.findall(other)]
        if m is None or not amounts:
            continue
        ends = sorted((_amount_of(m.group(2), m.group(3) or m.group(5)), _amount_of(m.group(4), m.group(5))))
        if all(ends[0] <= a <= ends[1] for a in amounts):
            return True
    return False


def restated(finding: Finding, new_sentence: str) -> bool:
    """The newer statement also says the older one's value, with no change told ("rent's just under a grand, 950"
    beside "rent is £950 a month"; "just started reception, she's five" beside "is 5"): what differs is something
    else than the value."""
    if finding.kind not in ("number", "value", "date") or _CHANGE_TOLD.search(new_sentence):
        return False
    old = _doc_view(finding.old_words).values
    new = _doc_view(new_sentence).values
    return bool(old) and all(o.family not in _NOT_MEASURES and any(
        _same_family(o, n) and abs(o.amount - n.amount) < 1e-9 for n in new) for o in old)


_CHANGE_TOLD = re.compile(r"\b(?:from|now|anymore|any more|no longer|used to|went|gone|increased|decreased|rose|"
                          r"raised|dropped|fell|changed|instead|switched|moved|not)\b|n't\b", re.I)


def rounds_to(x: float, y: float) -> bool:
    """One is a whole number and the other a decimal that rounds to it ("9 kg" / "9.2 kg")."""
    whole, decimal = (x, y) if x.is_integer() else (y, x)
    return whole.is_integer() and not decimal.is_integer() and abs(whole - decimal) < 0.5


_NOT_MEASURES = frozenset({"time", "clock", "date", "month", "weekday", "year"})

# An occasion told relative to when it was said: two such statements are about two occasions, unless said the same
# day, which the judge does not know ("did 15 miles this morning" / "did 18 miles this morning, no pain at all").
_OCCASION = re.compile(r"\b(?:this\s+(?:morning|afternoon|evening|week|weekend)|today|tonight|yesterday|"
                       r"last\s+night)\b", re.I)
# Words of a verdict on something left unsaid ("Callum: good." after "bit of a rubbish week"), and the small words of
# chat around them.
_VERDICT_KEYS = frozenset(_canon(w) for w in _words(
    "good great amazing brilliant fantastic awesome excellent lovely nice fine ok okay better best wonderful perfect "
    "cool fun happy glad sad bad terrible awful horrible rubbish dreadful worse worst boring crap shit gutted "
    "sucks annoying"))
_CHAT_FILLER = frozenset(_canon(w) for w in _words(
    "ok okay yeah yes yep yup nope nah lol lmao haha hahaha omg wow oh ah aw aww hey hi hello thanks thank honestly "
    "really pretty tbh mostly bit just so very quite kind sort actually"))


# A "not" whose verb is left to the talk before ("gran you don't have to!!", "I can't.") or the formula "I don't
# know": it answers what was said, it states nothing to compare.
_ELLIPTIC_NOT = re.compile(
    r"\b(?:don't|dont|do not|doesn't|didn't|can't|cant|cannot|won't|wont|isn't|aren't|wasn't|haven't|hasn't|"
    r"shouldn't|wouldn't)(?:\s+(?:have to|need to|want to|know|think so|mind|care))?\s*(?:[.!?,]|$)"
    r"|\bi\s+(?:don't|dont|do not)\s+know\s+what\s+to\s+say\b", re.I)


_ANY_NOT = re.compile(r"n't\b|\b(?:not|never|no|cannot|dont|cant|wont)\b", re.I)
_NOT_A_THING = _words("i im m me my we re us our you your he him his she her it its they them their this that who "
                      "which what s")  # pronouns: whose name is not said


def _named_thing(sentence: str, name: str) -> str | None:
    """The thing ``name`` is the name of in ``sentence`` ("a very old tortoise called Gerald": "tortoise"; "Mateo
    called me ...": "mateo"), or None when it is not said, or is only a pronoun."""
    plain = unicodedata.normalize("NFKD", sentence.replace("\u2019", "'")).encode("ascii", "ignore").decode().lower()
    m = re.search(r"\b([a-z]+)(?:'s|\s+is|\s+was)?\s+(?:called|named)\s+[\"']?" + re.escape(name.lower()) + r"\b",
                  plain)
    return _canon(m.group(1)) if m and m.group(1) not in _NOT_A_THING else None


def chat_aside(finding: Finding, new_sentence: str, old_sentence: str) -> bool:
    """What chat says that no stored fact can deny: a verdict whose object is left unsaid ("Ben: that's great.",
    "Valeria: sad but ok."), which may answer anything said before; a "not" whose verb is left unsaid
    (`_ELLIPTIC_NOT`); the names of two different things (`_named_thing`); or, for values, two occasions each
    told relative to its own day ("parkrun yesterday morning: 19:48" / "new parkrun PB yesterday, 20:31!")."""
    if finding.kind in ("number", "value", "name"):
        things = _named_thing(new_sentence, finding.new_words), _named_thing(old_sentence, finding.old_words)
        if None not in things and things[0] != things[1]:
            return True  # the names of two things ("a tortoise called Gerald" / "a man called Mr Fraser")
    if finding.kind in ("number", "date", "value"):
        return bool(_OCCASION.search(new_sentence) and _OCCASION.search(old_sentence))
    if finding.kind not in ("negation", "antonym"):
        return False
    if finding.kind == "negation" and any(_ELLIPTIC_NOT.search(s) and len(_ANY_NOT.findall(s)) == 1
                                          for s in (new_sentence, old_sentence)):
        return True  # its only "not" ("I don't eat meat, and Sam doesn't either" still denies eating meat)
    for sentence, words in ((new_sentence, finding.new_words), (old_sentence, finding.old_words)):
        said = {_canon(w) for w in re.findall(r"[a-z]+", words.lower())}
        if said & _VERDICT_KEYS and not analyse(sentence).content - said - _VERDICT_KEYS - _CHAT_FILLER:
            return True
    return False


_USER_SUBJECT = re.compile(r"\s*(?:the\s+)?user\b(?!'s)", re.I)
_FIRST_PERSON = re.compile(r"\b(?:i'm|im|i am)\b|\b(?:i've|ive)\b|\bi\b(?!')|\bmy\b", re.I)
_AS_USER = {"i'm": "User is", "im": "User is", "i am": "User is", "i've": "User has", "ive": "User has", "i": "User",
            "my": "User's"}


def as_user(new_sentence: str, old_sentence: str) -> str:
    """A first-person statement read in the person of a stored fact about "User" ("I live in Denver now" beside
    "User lives in Chicago": "User live in Denver now"), so that the two line up word for word; else as is."""
    if not _USER_SUBJECT.match(old_sentence) or not _FIRST_PERSON.search(new_sentence) or re.search(
            r"\bonly\b", old_sentence, re.I):
        return new_sentence  # "only": the frame reading, which knows its subjects, reads it
    new_sentence = new_sentence.translate(_CURLY)  # "I’m" as "I'm"
    return _FIRST_PERSON.sub(lambda m: _AS_USER[re.sub(r"\s+", " ", m.group(0).lower())], new_sentence)


def _edit1(a: str, b: str) -> bool:
    """Whether two words differ by one inserted, deleted, replaced or swapped letter."""
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]]
                                  and a[diff[1]] == b[diff[0]])
    short, long_ = sorted((a, b), key=len)
    return any(long_[:i] + long_[i + 1 :] == short for i in range(len(long_)))


def _spelled_like(old: Analysis, new: Analysis) -> Analysis:
    """``new`` with each misspelt content word (one letter off an earlier word of 5+ letters, same first
    letter, not an opposite) given the earlier word's key: "cofee" reads as "coffee"."""
    olds = [k for k in old.content if len(k) >= 4 and k.isalpha()]
    changed = False
    tokens = []
    for t in new.tokens:
        if t.key not in old.content and t.vclass in (None, "proper") and len(t.key) >= 4 and t.key.isalpha():
            match = [k for k in olds if k[0] == t.key[0] and max(len(k), len(t.key)) >= 5 and _edit1(k, t.key)
                     and not are_antonyms(k, t.key)]
            if len(match) == 1:
                t = Token(t.text, match[0], t.vclass, t.neg, t.prev, t.start, t.end)
                changed = True
        tokens.append(t)
    if not changed:
        return new
    keys = tuple(t.key for t in tokens)
    content = frozenset(k for k, t in zip(keys, tokens, strict=True)
                        if k not in _FUNCTION_KEYS and k != "*" and t.vclass in _CONTENT_CLASSES)
    return Analysis(new.text, tuple(tokens), keys, content, new.negated, new.past, new.exclusive)


def _compare_one(new_sentence: str, old_sentence: str) -> Finding | None:
    old = analyse(old_sentence)
    new = _spelled_like(old, analyse(new_sentence))
    if old.past != new.past or not _related(old, new):
        return None
    diffs, pairs = _diffs(old, new)
    if not diffs and all(x.neg == y.neg for x, y in pairs):
        return None
    if any(x.neg != y.neg for x, y in pairs) or any(_is_wildcard(d) for d in diffs if d.tag == "replace"):
        return _negation(old, new, diffs, pairs)
    return _contrast(old, new, diffs)


# =========================================================================== wording

_KIND_WORDS = {
    "place": "places",
    "number": "numbers",
    "date": "dates or times",
    "name": "names",
    "colour": "colours",
    "value": "values",
    "role": "roles",
}
_LOWER_FIRST = (
    _DROP
    | _FUNCTION
    | _words(
        "customers customer users employees employee staff members guests visitors students children "
        "kids dogs cats pets refunds refund returns orders payments payment prices tickets access support "
        "remote delivery breakfast lunch dinner meetings everyone everybody nobody someone our each every "
        "no not none only new old standard premium free most many few several both either neither"
    )
)
_COMMON_SUFFIXES = ("ing", "tion", "sion", "ment", "ness", "ity", "ance", "ence", "ies")


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text[-1:] in ".!?" else text + "."


def _shorten(text: str, limit: int = MAX_NAME) -> str:
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rsplit(" ", 1)[0].rstrip(",;:")
    return cut + "…"


def _clause(text: str) -> str:
    """A sentence as a clause: no final punctuation, first word lower-cased when it is common."""
    text = text.strip().rstrip(".!?")
    first = text.split(" ", 1)[0]
    if first != "I" and (first.lower() in _LOWER_FIRST or first.lower().endswith(_COMMON_SUFFIXES)):
        text = first.lower() + text[len(first) :]
    return text


def _title(finding: Finding, old_text: str) -> str:
    """Short title: ``Whether …`` for logical conflicts, ``Where …`` or a ``…`` template otherwise."""
    if finding.kind in ("negation", "antonym", "exclusive"):
        return _shorten("Whether " + _clause(finding.positive))
    start, end = finding.old_span
    prefix, suffix = old_text[:start].rstrip(" ,"), old_text[end:].strip().rstrip(".!?")
    if finding.kind == "place" and not suffix:
        if prefix.lower().endswith((" in", " at")):
            return _shorten("Where " + _clause(prefix[:-3]))
        if prefix.lower().endswith(" from"):
            return _shorten("Where " + _clause(prefix))
    template = f"{prefix} … {suffix}".strip()
    return _shorten(template[:1].upper() + template[1:])


def _reason(finding: Finding) -> str:
    if finding.kind == "negation":
        return "one states what the other denies"
    if finding.kind == "antonym":
        return f"they say opposite things (“{finding.old_words}” vs “{finding.new_words}”)"
    if finding.kind == "exclusive":
        return f"one allows only one of them (“{finding.old_words}” vs “{finding.new_words}”)"
    noun = _KIND_WORDS.get(finding.kind, "values")
    return f"they give different {noun} for the same fact ({finding.old_words} vs {finding.new_words})"


def _describe(finding: Finding, new_sentence: str, old_sentence: str, kind: CandidateKind) -> str:
    new_q, old_q = _sentence(new_sentence), _sentence(old_sentence)
    if kind == "chunk":
        return f"“{new_q}” contradicts the document, which says “{old_q}”: {_reason(finding)}."
    return f"“{new_q}” contradicts the earlier “{old_q}”: {_reason(finding)}."


# =========================================================================== document sentences vs short memories
#
# A policy sentence says more than the memory it contradicts ("Employees may work remotely for up to three days a
# week, subject to their manager's approval" vs "Remote work is allowed up to two days a week"): token alignment
# fails on the extra words. This path lines the memory's subject up with the sentence instead (every content word
# of the memory found in the sentence, after light stemming and a small general lexicon), then compares what the
# two attach to it: the values (numbers with their units and bounds, times, dates, months, weekdays) and whether
# the thing is allowed or not. Used only against document sentences (candidates of kind "chunk").

_MONTH_ABBREVIATIONS: dict[str, str] = {
    "jan": "January", "feb": "February", "mar": "March", "apr": "April", "jun": "June", "jul": "July",
    "aug": "August", "sep": "September", "sept": "September", "oct": "October", "nov": "November",
    "dec": "December"}


def _pounds_and_pence(m: re.Match[str]) -> str:
    pounds, pence = (w if w.isdigit() else _NUMBER_WORDS[w.lower()] for w in (m.group(1), m.group(2)))
    return f"£{int(pounds)}.{int(pence):02d}"


_DOC_PHRASES = (
    (re.compile(r"\b(?:within|inside|throughout|across)\s+the\s+country\b|\bnationwide\b|\bnational\b|\binland\b",
                re.I), "domestic"),
    (re.compile(r"\b(?:abroad|overseas)\b(?=\s+(?:orders?|shipping|delivery|deliveries|shipments?))", re.I),
     "international"),
    (re.compile(r"\bper\s+cent\b", re.I), "percent"),
    (re.compile(r"\bhalf\s+an\s+hour\b", re.I), "30 minutes"),  # not "an hour"
    # "every fortnight", "a fortnight": two weeks, beside "every four weeks" (a unit with no number is not read)
    (re.compile(r"\b(every|each)\s+fortnight\b", re.I), r"\1 2 weeks"),
    (re.compile(r"\b(?:a|one)\s+fortnight\b(?!')", re.I), "2 weeks"),
    # an amount "a week" is a rate, not a week's time: "costs eight quid extra a week", "21 hrs a week", "one free
    # delivery a week" are "per week" (not "a week before", "a week's notice", "for a week")
    (re.compile(r"((?:[$€£]\s?\d[\d,.]*|\b(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                r"fifteen|twenty|thirty|forty|fifty|sixty|hundred|once|twice))"
                r"(?:\s+(?!(?:for|in|within|after|before|by|per|of|at|on|the|than|from|to|and|or|every|each)\b)"
                r"[a-z]+){0,3})\s+an?\s+(week|day|month|year|night|hour)\b(?!'|\s+(?:ago|before|after|earlier|later|"
                r"early|late|notice|in\s+advance|beforehand|or\s+so|from|of)\b)", re.I), r"\1 per \2"),
    # "an hour and a half", "two and a half days": one duration (it read "an hour")
    (re.compile(r"\b(an?|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(hour|day|week|month|year)s?\s+and\s+"
                r"a\s+half\b", re.I), _and_a_half),
    (re.compile(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+and\s+a\s+half\s+"
                r"(hour|day|week|month|year)s?\b", re.I), _and_a_half),
    (re.compile(r"\b(?:a\s+)?quarter\s+off\b", re.I), "25% off"),  # chat's discounts
    # a deadline at a month's end is its last day: "by the end of June" beside "by 30 November"
    (re.compile(r"\b(by|before)\s+the\s+end\s+of\s+(january|march|may|july|august|october|december)\b", re.I),
     r"\1 31 \2"),
    (re.compile(r"\b(by|before)\s+the\s+end\s+of\s+(april|june|september|november)\b", re.I), r"\1 30 \2"),
    (re.compile(r"\bhalf\s+(?:price|off)\b", re.I), "50% off"),
    (re.compile(r"\ba\s+quarter\s+of\s+an\s+hour\b", re.I), "15 minutes"),
    (re.compile(r"(\d)\s*(a\.m\.|am|p\.m\.|pm)(?![a-z])", re.I), r"\1\2"),
    (re.compile(r"(\d)-(\d)"), r"\1 to \2"),
    # Times and dates as people write them: "6.30 a.m.", "12 noon", "midnight", "Mon 11 Aug", "4th Sept".
    (re.compile(r"\b(\d{1,2})\.(\d{2})\s*(a\.m\.|am|p\.m\.|pm)(?![a-z])", re.I), r"\1:\2\3"),
    (re.compile(r"\b(?:12\s+)?(?:noon|midday)\b", re.I), "12:00"),
    (re.compile(r"\b(?:12\s+)?midnight\b", re.I), "0:00"),
    (re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)\b(?=\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))",
                re.I), r"\1"),
    (re.compile(r"(?<=\d\s)(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b\.?", re.I),
     lambda m: _MONTH_ABBREVIATIONS[m.group(1).lower()]),
    # Nothing to pay, in any currency: "free of charge", "at no extra cost", "parking is free" (not "feel free",
    # "run free", "free to")
    (re.compile(r"\b(?:for\s+free|free\s+of\s+charge|at\s+no\s+(?:extra\s+|additional\s+)?(?:cost|charge)|"
                r"no\s+(?:extra\s+|additional\s+)?charge|(?:is|are|'s)\s+free\b(?!\s+to\b))", re.I),
     " free-of-charge "),
    # Chat's money and ages: "a tenner", "a fiver"; "aged 18" is 18 years ("my 16 year old").
    # pounds and pence said as people say them: "four pounds fifty", "3 quid 20" (£4.50, £3.20; "fifty" read alone)
    (re.compile(r"\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:pounds?|quid)\s+"
                r"(\d{2}|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b"
                r"(?!\s*(?:p\b|pence|%|[a-z]*s\b))", re.I), _pounds_and_pence),
    (re.compile(r"\ba\s+tenner\b", re.I), "£10"),
    (re.compile(r"\ba\s+fiver\b", re.I), "£5"),
    (re.compile(r"\baged\s+(\d{1,3}(?:\s+(?:to|and|or)\s+\d{1,3})?)\b(?!\s*(?:years?|months?))", re.I),
     r"aged \1 years"),
)
# A small general lexicon for subject alignment (the memory's word → the words a document may use instead).
_DOC_SYNONYMS = _group_map([
    "end terminate finish cancel", "increase rise raise", "start begin commence", "buy purchase",
    "return give-back", "get receive obtain", "lead leash", "charge cost fee price", "refund reimburse",
    "require need", "trip journey travel", "cover insure", "deliver ship arrive send", "phone mobile",
    "doctor physician", "car vehicle", "child kid minor", "pupil student", "employee staff worker",
    "borrow loan lend", "fine penalty", "allowed fine ok okay permitted",
    "street st", "road rd", "avenue ave", "lane ln",  # addresses as chat abbreviates them ("market st")
])
_DOC_NEG = re.compile(
    r"\b(?:do|does|did|can|could|may|might|must|will|shall|should|need|is|are|was|were|be)\s+not\b|\bcannot\b"
    r"|\bnot\s+(?:be\s+)?(?:allowed|permitted|covered|included|provided|accepted|entitled|refundable|required|"
    r"eligible|possible|available|given|issued)\b"
    r"|\bnever\b|\bno\s+(?!more\b|less\b|later\b|earlier\b|longer\b|fewer\b)[a-z]+"
    r"|\b(?:prohibited|forbidden|banned|blocked|excluded|disallowed|barred|waived|not|"
    # "non-refundable", not "non-residents"
    r"non-(?!(?:resident|member|student|smoker|guest|customer|user|holder|employee|driver|citizen|subscriber|"
    r"patient|parent|owner)s?\b)[a-z]+)\b",
    re.I,
)
# "are not defective" is no prohibition: a bare "not" counts only before a verb-like word or at a clause's end.
_DOC_BARE_NOT = re.compile(r"\b(?:is|are|was|were|be)\s+not\s+(?!allowed|permitted|covered|included|provided|"
                           r"accepted|entitled|refundable|required|eligible|possible|available|given|issued)[a-z]+",
                           re.I)
# A "not" that bounds an amount refuses nothing: "must not exceed £110 a night", "no more than", "not later than" (the
# amount is read as a limit, `_UPPER` / `_LOWER`).
_DOC_BOUND_NOT = re.compile(r"\b(?:(?:do|does|did|can|could|may|might|must|will|shall|should)\s+not|cannot|won't|"
                            r"can't|mustn't|shan't)\s+(?:exceed|be\s+(?:more|less|greater|fewer|longer|shorter|later|"
                            r"earlier|higher|lower)\s+than)\b|\bnot\s+(?:exceeding|more\s+than|less\s+than|later\s+than|"
                            r"earlier\s+than|fewer\s+than|longer\s+than)\b", re.I)
_DOC_CONDITION = re.compile(r"\b(?:unless|except|excluding|if|outside|provided|subject\s+to|only|without|between|"
                            r"during|before|after)\b", re.I)
_DOC_ABSOLUTE = re.compile(r"\b(?:never|always|at\s+any\s+time|under\s+no\s+circumstances|all\s+year)\b", re.I)
# An hour without am/pm after a verb of the working day, in memories and documents alike: "starts work at 11",
# "finishes at 5", "gets up at 6", "shuts at 6".
BARE_CLOCK = re.compile(r"\b(?:starts?|starting|started|finish(?:es|ed|ing)?|leaves?|left|gets? up|got up|wakes? up|"
                        r"woke up|opens?|closes?|shuts?|begins?|ends?|lands?|landing|landed|arrives?|arriving|"
                        r"arrived|departs?|departing|departed)"
                        r"(?:\s+(?:work|school|uni|the day|his|her|their|my|shift|shifts))*"
                        r"\s+(?:at|around|about|by)\s+(1[0-2]|[1-9])\b"
                        r"(?!\s*(?::|am|pm|a\.m|p\.m|%|\.\d|km|mile|kg|hours?|hrs?|min|minutes?|days?|weeks?|years?|"
                        r"people|times))", re.I)
_DOC_ENDPOINT = _words("start starts started begin begins began opens close closes shut shuts end ends ended finish "
                       "finishes from until till til starting")
# Clauses: cut at punctuation and contrasting conjunctions, not before what extends the clause ("…, including
# the car park", "…, such as skydiving").
_DOC_CLAUSE = re.compile(r"[,;:]\s+(?!including\b|such\s+as\b|especially\b|in\s+particular\b|notably\b|even\b|"
                         r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b)"
                         r"|\s+(?:but|so|while|whereas|although)\s+", re.I)
_UPPER = re.compile(r"(?:up\s+to|no\s+more\s+than|not\s+more\s+than|at\s+most|(?:a\s+)?maximum\s+of|max|within|"
                    r"(?:within|in|during)\s+the\s+first|"
                    r"less\s+than|fewer\s+than|shorter\s+than|under|below|limited\s+to|not\s+exceed(?:ing)?|"
                    r"no\s+later\s+than|capped\s+at)\s*$", re.I)
_LOWER = re.compile(r"(?:at\s+least|(?:a\s+)?minimum\s+of|min|more\s+than|(?<!carry\s)(?<!roll\s)over|above|"
                    r"longer\s+than|no\s+less\s+than|not\s+less\s+than|no\s+earlier\s+than|"
                    r"from\s+the\s+age\s+of)\s*$", re.I)
_DOC_TOKEN = re.compile(r"\d{1,2}(?::\d{2})?(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d{2}|\d+(?:,\d{3})*(?:\.\d+)?%?"
                        r"|[$€£]|[A-Za-z]+(?:[-'][A-Za-z]+)*|[,;:.!?]")
_MULTIPLIERS = {"hundred": 100.0, "thousand": 1000.0, "million": 1e6, "billion": 1e9}
_MONEY = {"$": ("usd", 1.0), "€": ("eur", 1.0), "£": ("gbp", 1.0)}
_MONEY_WORDS = {"euro": ("eur", 1.0), "euros": ("eur", 1.0), "eur": ("eur", 1.0), "cent": ("eur", 0.01),
                "cents": ("eur", 0.01), "dollar": ("usd", 1.0), "dollars": ("usd", 1.0), "usd": ("usd", 1.0),
                "pound": ("gbp", 1.0), "pounds": ("gbp", 1.0), "gbp": ("gbp", 1.0), "percent": ("percent", 1.0),
                "times": ("times", 1.0), "p": ("gbp", 0.01), "pence": ("gbp", 0.01), "penny": ("gbp", 0.01),
                "quid": ("gbp", 1.0), "bucks": ("usd", 1.0)}
_ORDINALS = _words("one once first second third fourth fifth sixth seventh eighth ninth tenth")
_RANGE_JOIN = _words("to and or until till through")


@dataclass(frozen=True, slots=True)
class _Value:
    """A value a sentence states: its family (a unit's dimension, ``n`` for a bare number, ``time``, ``date``,
    ``month``, ``weekday``, ``year``), the amount (base unit; minutes for times; month*100+day for dates), a
    bound (``=``, ``<=``, ``>=``) or a range ``hi``, and where it is (character span, clause index)."""

    family: str
    amount: float
    bound: str
    hi: float | None
    start: int
    end: int
    clause: int
    condition: bool = False  # a bound of the sentence's subject: "claims above £1,000 must ..."
    if_condition: bool = False  # a bound in an "if" clause: "If you cancel less than 6 months before, ..."


@dataclass(frozen=True, slots=True)
class _DocView:
    text: str
    values: tuple[_Value, ...]
    clauses: tuple[tuple[int, int], ...]  # character spans
    clause_keys: tuple[frozenset[str], ...]
    keys: frozenset[str]
    words: int


def _doc_key(word: str) -> str:
    if word.startswith("non-"):
        word = word[4:]
    canon = _canon(word)
    return _DOC_SYNONYMS.get(canon, _DOC_SYNONYMS.get(_stem(word), canon))


# Words that carry no subject: generic verbs a memory uses for the document's specific one, and the words of
# bounds, permissions and opening hours (compared separately).
_DOC_GENERIC = frozenset(_doc_key(w) for w in _words(
    "get have take last cost pay need make give receive offer provide do go happen occur run apply keep use bring "
    "hold remain stay set come say state "
    # chat's asides and small words, which a document sentence does not repeat ("heads up, ...", "as long as",
    # "kicks in", "it's fine")
    "heads fyi apparently just so lol btw tbh honestly basically anyway panic if till til "
    "until long new own same kick kicks count counts fine ok okay"))
_DOC_NOT_SUBJECT = frozenset(_doc_key(w) for w in _words(
    "allow allowed permit permitted prohibit prohibited forbid forbidden ban banned block blocked exclude excluded "
    "entitle entitled least most more less fewer maximum minimum max min strictly each every per within under over "
    "above below longer shorter later earlier than exceed limited time times twice once free charge non open opens "
    "close closes closed start starts begin begins end ends finish finishes"))
# The people a rule is about: a passive policy sentence ("Pets are prohibited in all units") leaves them out.
_AGENTS = frozenset(_doc_key(w) for w in _words(
    "tenant landlord employee member pupil student customer guest visitor user staff resident passenger traveller "
    "traveler owner parent patient client applicant participant worker driver subscriber holder policyholder "
    "contractor manager supervisor intern trainee volunteer teacher adult senior partner vendor supplier "
    "freelancer consultant tourist buyer seller borrower lender landlady leaseholder occupant"))
_ITEM = _doc_key("item")
_ANYONE = frozenset(_doc_key(w) for w in _words("user users"))  # people a rule names without telling them apart
# Opening and closing words: a point in time said to open something is no value of its closing.
_OPENING = _words("open opens opened opening start starts started starting begin begins began beginning commence "
                  "commences commencing")
_CLOSING = _words("close closes closed closing end ends ended ending finish finishes finishing until till")


def _number_of(tokens: list[re.Match[str]], i: int) -> tuple[float, int] | None:
    """The number at token ``i`` (digits or words, "one million") and how many tokens it takes."""
    low = tokens[i].group(0).lower()
    if low[:1].isdigit():
        if ":" in low or low.endswith(("am", "pm", "m.")):
            return None
        try:
            value = float(low.rstrip("%").replace(",", ""))
        except ValueError:
            return None
        used = 1
    elif low in _NUMBER_WORDS and (low not in _ORDINALS or _counted(tokens, i)):
        value, used = float(_NUMBER_WORDS[low]), 1
    elif low == "once":
        value, used = 1.0, 1
    elif low in ("a", "an") and _a_unit(tokens, i):
        value, used = 1.0, 1  # "for a week"; not "£45 a month", "twice a week"
    else:
        return None
    if i + used < len(tokens) and (mult := _MULTIPLIERS.get(tokens[i + used].group(0).lower())):
        value, used = value * mult, used + 1
    return value, used


def _a_unit(tokens: list[re.Match[str]], i: int) -> bool:
    """Whether "a"/"an" at token ``i`` is one of a unit of time ("held for a week"), not a rate's "a" after an
    amount or a count ("£45 a month", "40p a mile", "twice a week")."""
    nxt = tokens[i + 1].group(0).lower() if i + 1 < len(tokens) else ""
    if _UNITS.get(nxt, ("",))[0] != "duration" or nxt in ("second", "minute", "min", "sec", "h", "hr"):
        return False
    prev = tokens[i - 1].group(0).lower() if i else ""
    return not (prev[:1].isdigit() or prev in _MONEY_WORDS or prev in _NUMBER_WORDS or prev in _RATE_WORDS)


_RATE_WORDS = _words("once twice times per every each")  # before a rate's "a": "twice a week", "once a month"


def _counted(tokens: list[re.Match[str]], i: int) -> bool:
    """Whether "one" or an ordinal counts something: before a unit, or "one" before a noun (not "the one",
    "one of", "one that")."""
    low = tokens[i].group(0).lower()
    nxt = tokens[i + 1].group(0).lower().removesuffix("'s") if i + 1 < len(tokens) else ""
    if nxt in _UNITS or nxt in _MULTIPLIERS or nxt in _MONEY_WORDS:
        return True
    prev = tokens[i - 1].group(0).lower() if i else ""
    return (low == "one" and nxt.isalpha() and prev not in _words("the this that no any which every each")
            and nxt not in _FUNCTION and nxt not in _DROP and nxt not in _words("another else"))


def _clause_of(clauses: tuple[tuple[int, int], ...], pos: int) -> int:
    return next((k for k, (a, b) in enumerate(clauses) if a <= pos < b), len(clauses) - 1)


@lru_cache(maxsize=8192)
def _doc_view(sentence: str) -> _DocView:
    """The values, clauses and subject keys of a sentence (cached)."""
    text = sentence.translate(_CURLY)
    for pattern, repl in _DOC_PHRASES:
        text = pattern.sub(repl, text)
    cuts = [0]
    for m in _DOC_CLAUSE.finditer(text):
        if len(text[cuts[-1] : m.start()].split()) >= 3:  # "All keys, fobs and parking permits must ...": a list
            cuts.append(m.end())
    cuts.append(len(text) + 1)
    clauses = tuple((cuts[k], cuts[k + 1]) for k in range(len(cuts) - 1))
    tokens = list(_DOC_TOKEN.finditer(text))
    bare_hours = {m.start(1) for m in BARE_CLOCK.finditer(text)}
    values: list[_Value] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        low = tok.group(0).lower()
        before = text[max(0, tok.start() - 30) : tok.start()]
        bound = "<=" if _UPPER.search(before) else ">=" if _LOWER.search(before) else "="
        clause = _clause_of(clauses, tok.start())
        nxt = tokens[i + 1].group(0) if i + 1 < len(tokens) else ""
        if tok.start() in bare_hours and low.isdigit():  # "shuts at 6": an hour, morning or evening
            values.append(_Value("clock", int(low) % 12 * 60, bound, None, tok.start(), tok.end(), clause))
            i += 1
            continue
        if re.fullmatch(r"\d{1,2}(?::\d{2})?(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d{2}", low):
            hh, mm = _time_key(low).split(":")
            if bound == "=":  # "after 6:30pm", "by 5pm": a time of day bounded
                bound = ">=" if _AFTER.search(before) else "<=" if _BY.search(before) else "="
            values.append(_Value("time", int(hh) * 60 + int(mm), bound, None, tok.start(), tok.end(), clause))
            i += 1
            continue
        if low in _MONTHS and (tok.group(0)[0].isupper() or low not in ("may", "march")):
            month = _MONTH_ORDER.index(low) + 1
            day = int(nxt) if nxt.isdigit() and 1 <= int(nxt) <= 31 else 0
            values.append(_Value("date" if day else "month", month * 100 + day, bound, None, tok.start(),
                                 tokens[i + (1 if day else 0)].end(), clause))
            i += 2 if day else 1
            continue
        if low == "free-of-charge":
            values.append(_Value("free", 0.0, "=", None, tok.start(), tok.end(), clause))
            i += 1
            continue
        if low.rstrip("s") in _WEEKDAYS and _REFERRED.search(before):
            i += 1  # "registered for that Friday": a day named before, not one this sentence states
            continue
        if low.rstrip("s") in _WEEKDAYS:
            values.append(_Value("weekday", _WEEKDAY_ORDER.index(low.rstrip("s")), bound, None, tok.start(),
                                 tok.end(), clause))
            i += 1
            continue
        money = _MONEY.get(low)
        start_tok = i
        if money is not None:
            i += 1
            if i >= len(tokens):
                break
        number = _number_of(tokens, i)
        if number is None:
            i += 1
            continue
        value, used = number
        j = i + used
        after = tokens[j].group(0).lower() if j < len(tokens) else ""
        if after in _MONTHS and value.is_integer() and 1 <= value <= 31:
            month = _MONTH_ORDER.index(after) + 1
            values.append(_Value("date", month * 100 + value, bound, None, tok.start(), tokens[j].end(), clause))
            i = j + 1
            if i < len(tokens) and re.fullmatch(r"\d{4}", tokens[i].group(0)):
                i += 1
            continue
        family = "n"
        if tokens[i].group(0).endswith("%"):
            family = "percent"
        elif money is not None:
            family, factor = money
            value *= factor
        elif low in ("twice", "once") or (low in _NUMBER_WORDS and after == "times"):
            family = "times"
            j += after == "times"
        else:
            for k in (j, j + 1, j + 2):  # "three consecutive days", "three consecutive working days"
                if k >= len(tokens):
                    break
                unit = tokens[k].group(0).lower()
                unit = unit[:-2] if unit.endswith("'s") else unit
                if k > j and not _MODIFIER.fullmatch(tokens[k - 1].group(0)):
                    break  # "20 items a week" counts items
                if unit in _MONEY_WORDS or unit in _UNITS:
                    family, factor = _MONEY_WORDS.get(unit) or _UNITS[unit]
                    value, j = value * factor, k + 1
                    break
        if family == "n" and j == i + 1 and (_AGE_OF.search(before) or (
                value.is_integer() and 1 <= value < 100 and _AGE_AFTER.match(text, tokens[i].end())
                and not _OF_BEFORE.search(before))):  # not "groups of 10 and over"
            family, value = "duration", value * 31536000  # "children under 3": years of age
        if family == "n" and re.fullmatch(r"\d{4}", tokens[i].group(0)) and 1900 <= value <= 2200:
            family = "year"
        end = tokens[j - 1].end() if j > i else tokens[i].end()
        tail = text[end : end + 12].lower()
        per = _PER_UNIT.match(text, end) if family in _CURRENCIES else None
        if per is not None:  # "£1 per hour" and "£10 per item" are two things; "£45 a month" one of them
            family += "/" + per.group(1).lower()
        if family == "duration" and _LEAD.match(text[end : end + 30].lower()):
            family = "lead"  # "book 10 days ahead" is a lead time, not how long ("booked for four hours")
            at = tokens[start_tok].start()
            if bound == "=" and _CUTOFF.search(text[max(0, at - 40) : at]):
                bound = ">="  # "online bookings close 30 minutes before": at least that long before
            elif bound == "<=" and re.search(r"\bno[t]?\s+later\s+than\s*$", text[max(0, at - 20) : at], re.I):
                bound = ">="  # "check in no later than 45 minutes before departure": at least 45 minutes before
            elif bound == ">=" and re.search(r"\bno[t]?\s+earlier\s+than\s*$", text[max(0, at - 20) : at], re.I):
                bound = "<="  # "clock in no earlier than 10 minutes before the shift": at most 10 minutes before
        if bound == "=" and re.match(r"\s*(?:or|and)\s+(?:more|longer|over|above|older)", tail):
            bound = ">="
        elif bound == "=" and re.match(r"\s*or\s+(?:less|fewer|under|below|shorter)", tail):
            bound = "<="
        condition = bound != "=" and bool(_CONDITION_AFTER.match(text, end))
        if_condition = bound != "=" and bool(_IF_BEFORE.search(text[clauses[clause][0] : tokens[start_tok].start()]))
        values.append(_Value(family, value, bound, None, tokens[start_tok].start(), end, clause, condition,
                             if_condition))
        i = max(j, i + 1)
    return _DocView(text, _ranges(text, values), clauses, _clause_keys(text, clauses), _doc_keys(text),
                    len(text.split()))


_CURRENCIES = frozenset(("gbp", "eur", "usd"))
_AGE_OF = re.compile(r"\b(?:children|child|kids|infants|babies|young people|people|passengers|guests|visitors|"
                     r"pupils|patients|anyone|those)\s+(?:aged\s+)?(?:under|over|below|above|aged)\s*$", re.I)
# "18 and over", "16 and older", "12+": an age ("The suites are strictly 18 and over")
_AGE_AFTER = re.compile(r"\s*(?:\+(?!\s*\d)|and\s+(?:over|older|above|up)\b)", re.I)
_OF_BEFORE = re.compile(r"\bof\s*$")
_CUTOFF = re.compile(r"\b(?:close|closes|closed|shut|shuts|cut[- ]?off|deadline|must\s+be\s+(?:made|booked|received|"
                     r"submitted))\b", re.I)
# A value the memory says of the past: "last year the singles started at £8.50", "it used to be £3"; on the closest
# sentence's looser reading also any "was"/"were"
_PAST_TIME = re.compile(r"\b(?:last year|last month|used to|back in|previously|in the past|have gone up|'ve gone up|"
                        r"has gone up|went up)\b", re.I)
_WAS = re.compile(r"\b(?:was|were)\b(?!\s+(?:told|informed|advised|asked|reminded|warned))", re.I)  # not what was said
_AFTER = re.compile(r"\b(?:after|later\s+than|from)\s*$", re.I)
_BY = re.compile(r"\b(?:by|before|earlier\s+than)\s*$", re.I)  # "until 9 pm" is when a span ends
_REFERRED = re.compile(r"\b(?:that|this|the\s+same|the\s+following|the\s+previous)\s*$", re.I)
# A word between a number and its unit: "consecutive", "working", "calendar", "full" (not "a", "per", "of").
_MODIFIER = re.compile(r"(?!(?:a|an|the|per|each|every|of|in|on|at|for|to|or|and|more|less|than|extra|additional)$)"
                       r"[a-z]+(?:-[a-z]+)?")
_PER_UNIT = re.compile(r"\s*(?:a|an|per|each|every|/)\s*(hour|day|night|week|month|year|item|page|person|visit|"
                       r"session|class|km|kilometre|mile)s?\b", re.I)
# A bound in a clause's condition: "If you cancel less than 6 months before, ..." (when the rule applies, not a limit)
_IF_BEFORE = re.compile(r"\b(?:if|when|where|whenever)\b[^,;]*$", re.I)
# A bound followed by the sentence's verb bounds its subject ("claims above £1,000 must also be approved").
_CONDITION_AFTER = re.compile(r"\s*(?:must|need|needs|require|requires|will|shall|should|are|is|has to|have to|can|"
                              r"cannot|can't|may)\b", re.I)
_LEAD = re.compile(r"'?\s*(?:ahead|in advance|beforehand|before|(?:of\s+(?:\w+\s+)?)?notice)\b")  # "months' notice"
_MONTH_ORDER = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                "november", "december"]
_WEEKDAY_ORDER = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]


def _ranges(text: str, values: list[_Value]) -> tuple[_Value, ...]:
    """Pairs joined by "to"/"and"/"until" ("from 8 am to 6 pm", "7 to 14 days", "between 24 December and
    1 January") become one range; the first of a pair takes the unit of the second ("7 to 14 days")."""
    out: list[_Value] = []
    k = 0
    while k < len(values):
        a = values[k]
        if k + 1 < len(values):
            b = values[k + 1]
            gap = text[a.end : b.start].strip().lower()
            same = _same_family(a, b) or (a.family == "n" and b.family not in ("time", "date", "month"))
            if gap in _RANGE_JOIN and same and a.clause == b.clause:
                first = a.amount if a.family == b.family else a.amount * _range_factor(b.family, text[b.start : b.end])
                out.append(_Value(b.family, first, "range", b.amount, a.start, b.end, a.clause))
                k += 2
                continue
        out.append(a)
        k += 1
    return tuple(out)


def _range_factor(family: str, written: str) -> float:
    """The factor that took the second number of a range to its family's base unit."""
    words = written.lower().split()
    for word in words[1:3]:
        if word in _UNITS and _UNITS[word][0] == family:
            return _UNITS[word][1]
    return 1.0


def _subject_keys(text: str) -> frozenset[str]:
    analysis = analyse(text)
    return frozenset(_doc_key(t.text.lower()) for t in analysis.tokens
                     if t.key in analysis.content and t.vclass in (None, "proper"))


def _doc_keys(text: str) -> frozenset[str]:
    return frozenset(k for k in _subject_keys(text)
                     if k not in _DOC_NOT_SUBJECT and k not in _UNITS and k not in _MONEY_WORDS)


def _clause_words(text: str) -> frozenset[str]:
    """A clause's keys, and the parts of its hyphenated ones ("a late-payment surcharge" holds "late payment")."""
    keys = _doc_keys(text)
    parts = {_doc_key(p) for k in keys if "-" in k for p in k.split("-") if len(p) >= 3}
    return keys | frozenset(p for p in parts if p not in _DOC_NOT_SUBJECT and p not in _DOC_GENERIC)


def _clause_keys(text: str, clauses: tuple[tuple[int, int], ...]) -> tuple[frozenset[str], ...]:
    return tuple(_clause_words(text[a:b]) for a, b in clauses)


def _key_in(key: str, keys: frozenset[str]) -> bool:
    """A key found among ``keys``: equal, or sharing a long prefix ("absence"/"absent", "warranty"/"warrant")."""
    if key in keys:
        return True
    if len(key) < 5:
        return False
    return any(len(k) >= 5 and _prefix_share(key, k) for k in keys)


def _prefix_share(a: str, b: str) -> bool:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n >= 5 and n >= 0.8 * min(len(a), len(b))


# A unit that names a thing rather than measuring one: "quiet hours", "opening hours", "visiting hours" (no number,
# no "a"/"per"/"few" before it).
_NOUN_UNIT = re.compile(r"\b([a-z]+)\s+(hours|minutes|days|weeks)\b", re.I)
_NOT_BEFORE_UNIT = _words("a an per few several many more less fewer the of within for in after before than couple "
                          "some those these two three four five six seven eight nine ten twelve")


def _noun_units(text: str) -> frozenset[str]:
    """The units a text uses as the name of something ("Quiet hours start at 10pm"): words the two sides may share
    beyond their keywords, which leave units out (`_doc_keys`)."""
    return frozenset(f"{m.group(1).lower()} {m.group(2).lower()}" for m in _NOUN_UNIT.finditer(text)
                     if m.group(1).lower() not in _NOT_BEFORE_UNIT and m.group(1).lower() not in _NUMBER_WORDS)


# Who a memory is about or heard it from, named before "'s" or a verb of saying ("Priya's kids ...", "Marco says
# ..."): a person (or the organisation, "Halcyon's line") a policy sentence does not name.
_TELLER = re.compile(r"(?<![A-Za-z])([A-Z][a-z]+)(?:'s\b|\s+(?:says|said|told|reckons|thinks|mentioned)\b)")


def _without_teller(memory: str, mem: _DocView, doc: _DocView) -> _DocView:
    """The memory's view without the keys of its tellers that the sentence lacks (`_TELLER`)."""
    names = {_doc_key(m.group(1).lower()) for m in _TELLER.finditer(memory)}
    drop = {k for k in names if not _key_in(k, doc.keys)}
    return replace(mem, keys=mem.keys - drop) if drop else mem


def _doc_negative(text: str) -> bool:
    return bool(_DOC_NEG.search(_DOC_BARE_NOT.sub("", _DOC_BOUND_NOT.sub("", text))))


def _same_family(mem: _Value, doc: _Value) -> bool:
    """Values that can be compared: the same family (an amount of money per hour and one per item are two; one
    said without "per" is either), or an hour without am/pm ("clock") and a time of day."""
    (a, _, per_a), (b, _, per_b) = mem.family.partition("/"), doc.family.partition("/")
    if "free" in (a, b):  # nothing to pay: an amount of money in any currency, or nothing again
        return {a, b} <= _CURRENCIES | {"free"}
    return (a == b and (not per_a or not per_b or per_a == per_b)) or (mem.family == "clock" and doc.family == "time")


def _fits(mem: _Value, doc: _Value, endpoint: bool) -> bool:
    """`_value_fits`, an hour without am/pm read both ways ("shuts at 6" holds beside "closes at 6:00pm"). A range
    of days is the days it names, not a span whose ends open or close something ("shuts at 9 on Tuesdays" beside
    "Monday to Friday")."""
    if mem.family != "clock":
        return _value_fits(mem, doc, endpoint and mem.family != "weekday")
    if doc.family == "clock":
        return mem.amount == doc.amount
    return any(_value_fits(replace(mem, family="time", amount=mem.amount + half), doc, endpoint) for half in (0, 720))


def _value_fits(mem: _Value, doc: _Value, endpoint: bool) -> bool:
    """Whether a memory's value can hold beside the document's value of the same family."""
    m, d = mem.amount, doc.amount
    if doc.bound == "range" and doc.hi is not None:
        lo, hi = doc.amount, doc.hi
        if m in (lo, hi) or (mem.hi is not None and (m, mem.hi) == (lo, hi)):
            return True
        if endpoint:
            return False
        inside = lo <= m <= hi if lo <= hi else (m >= lo or m <= hi)  # a time range past midnight
        return inside if mem.bound == "=" else (mem.bound == "<=" and m >= hi) or (mem.bound == ">=" and m <= lo)
    if mem.bound == "range" and mem.hi is not None:
        return mem.amount <= d <= mem.hi
    if abs(m - d) <= (0.02 if mem.family == "duration" else 1e-9) * max(abs(m), abs(d), 1.0):
        return True  # durations within 2%: "12 months" is "a year"
    if mem.bound == doc.bound:
        return False
    if doc.bound == "<=":
        return (mem.bound == "=" and m <= d) or mem.bound == ">="
    if doc.bound == ">=":
        return (mem.bound == "=" and m >= d) or mem.bound == "<="
    return (mem.bound == "<=" and d <= m) or (mem.bound == ">=" and d >= m)


def _best_clause(mem_keys: frozenset[str], view: _DocView) -> int:
    scores = [sum(_key_in(k, ck) for k in mem_keys) for ck in view.clause_keys]
    return max(range(len(scores)), key=lambda k: scores[k]) if scores else 0


@lru_cache(maxsize=16384)
def compare_document(memory: str, sentence: str) -> Finding | None:
    """How a short memory contradicts a (longer) document sentence about the same subject, or None (cached).

    The memory's content words must all be found in the sentence (generic verbs aside; for a permission, also
    the people the rule is about), two at least. Then: a value of the memory that no value of the same family
    in the sentence allows (a different number for the same unit, a limit crossed, a date or time outside the
    sentence's); or, with no condition in the sentence, the memory allowing what the sentence forbids or the
    other way round."""
    if len(memory.split()) > 20 or analyse(memory).content.isdisjoint(analyse(sentence).content):
        return None  # not a short memory, or not a word in common: not about the same thing
    mem, doc = _doc_view(memory), _doc_view(sentence)
    mem = _without_teller(memory, mem, doc)
    if _DOC_BARE_NOT.search(mem.text) and not _DOC_BARE_NOT.search(doc.text):
        return None  # "products that are not defective": another subject than "defective products"
    matched = [k for k in mem.keys if _key_in(k, doc.keys)] + sorted(_noun_units(memory) & _noun_units(sentence))
    unmatched = [k for k in mem.keys if k not in matched and k not in _DOC_GENERIC]
    clause = _best_clause(mem.keys, doc)
    if len(unmatched) == 1 and unmatched[0] not in _AGENTS and _ITEM in doc.clause_keys[clause] - mem.keys:
        unmatched = []  # "Short Loan books" / "Short Loan items": the sentence's "items" are the memory's things
    a, b = doc.clauses[clause]
    people = _doc_keys(" ".join(doc.text[a:b].split()[:4])) & _AGENTS  # whom the rule is for: its first words
    if not matched or any(k not in _AGENTS for k in unmatched) or (unmatched and people - _ANYONE):
        return None  # a word of the memory the sentence lacks; or its people, while the clause is for others
        # (a rule for "users" is everyone's: "students can ..." / "users can ..."; not "... by staff")
    if unmatched and people:
        unmatched = []  # the memory's people are among the clause's ("students" among "users")
    if len(matched) < 2 and (unmatched or not mem.values or not (_same_end(memory, doc.text) or all(
            _key_in(k, mem.keys) for k in doc.clause_keys[clause] if k not in _DOC_GENERIC))):
        return None  # one word in common: enough with the same opening/closing word, or nothing more said
    mem_negative = _doc_negative(mem.text)
    endpoint = not _DOC_ENDPOINT.isdisjoint(w.lower() for w in memory.split())
    if not unmatched:
        finding = _value_conflict(mem, doc, clause, mem_negative, endpoint) or _open_closed(mem, doc, mem_negative)
        if finding is not None:
            return finding
    return _permission_conflict(memory, mem, doc, clause, mem_negative)


#: A memory longer than this is not read against the closest document sentence (nor asked of the learned document
#: judge, `judge_model`).
DOCUMENT_MEMORY_WORDS = 24


@lru_cache(maxsize=16384)
def compare_closest(memory: str, sentence: str) -> Finding | None:
    """How a short memory contradicts the document sentence closest to it in meaning, on fewer words in common than
    `compare_document` asks for (cached): two of the memory's content words in the sentence. Then a value that no
    value of its family in the sentence allows, with two of the memory's words in that value's clause
    (`_value_conflict`, ``loose``); else something the memory says one may do or gets (no negation in it, its
    subject in the sentence) that the clause with most of its words refuses (`_permission_conflict`)."""
    if len(memory.split()) > DOCUMENT_MEMORY_WORDS:
        return None
    mem, doc = _doc_view(memory), _doc_view(sentence)
    mem = _without_teller(memory, mem, doc)
    if _DOC_BARE_NOT.search(mem.text) and not _DOC_BARE_NOT.search(doc.text):
        return None
    keys = frozenset(k for k in mem.keys if k not in _DOC_GENERIC)
    if sum(_key_in(k, doc.keys) for k in keys) + len(_noun_units(memory) & _noun_units(sentence)) < 2:
        return None
    endpoint = not _DOC_ENDPOINT.isdisjoint(w.lower() for w in memory.split())
    mem, clause, mem_negative = replace(mem, keys=keys), _best_clause(keys, doc), _doc_negative(mem.text)
    finding = _value_conflict(mem, doc, clause, mem_negative, endpoint, loose=True)
    if finding is not None or _ANY_NEGATION.search(memory):
        return finding
    subject = _SUBJECT_END.split(memory, maxsplit=1)[0]
    if not all(_key_in(k, doc.keys) for k in _doc_keys(subject) & keys):  # its teller aside ("Dan's partner")
        return None
    for k in (clause, *_refused_clauses(mem, doc, clause)):
        a, b = doc.clauses[k]
        if _refusal(doc.text[a:b]):
            # something the memory says one may do or gets, which the clause refuses ("can bring a guest" / "are not
            # entitled to bring guests"); not a state the clause denies ("a bin that has not been emptied")
            finding = _permission_conflict(memory, mem, doc, k, mem_negative)
            if finding is not None:
                return finding
    return None


def _refusal(clause: str) -> re.Match[str] | None:
    """The clause's refusal, not one of a relative clause that tells whom it is for ("keys are available on request
    for staff who cannot or do not wish to use a phone")."""
    said = _RELATIVE_PART.split(clause, maxsplit=1)[0]
    return _REFUSAL.search(_DOC_BOUND_NOT.sub(lambda m: " " * len(m.group()), said))  # the offsets stay


_RELATIVE_PART = re.compile(r"\b(?:who|whose)\b", re.I)


def _refused_clauses(mem: _DocView, doc: _DocView, best: int) -> list[int]:
    """Clauses besides the one with most of the memory's words that refuse what the memory names: a refusal and,
    right after it, a word of the memory ("..., and members are not given free parking there")."""
    out = []
    for k, (a, b) in enumerate(doc.clauses):
        refusal = _refusal(doc.text[a:b]) if k != best else None
        if refusal is None:
            continue
        if _VERB_START.match(doc.text[a:b]):
            out.append(k)  # what it refuses is before it: `_permission_conflict` reads the clauses before
            continue
        after = [_doc_key(w.lower()) for w in re.findall(r"[A-Za-z]+(?:-[A-Za-z]+)*", doc.text[a + refusal.end():b])]
        refused = [w for w in after if w not in _FUNCTION and w not in _DOC_GENERIC][:2]
        if refused and any(_key_in(w, mem.keys) for w in refused):
            out.append(k)
    return out


# Where a statement's subject ends: its first verb or modal ("USB keyboards | are allowed ...").
_SUBJECT_END = re.compile(r"\b(?:can|could|may|might|must|will|would|should|get|gets|got|are|is|was|were|have|has|"
                          r"do|does|did|need|needs|am|lets?|allows?)\b|'(?:m|re|s)\b", re.I)  # ("I'm allowed to")
_ANY_NEGATION = re.compile(r"n't\b|\b(?:not|no|never|nothing|nobody|none)\b", re.I)
_REFUSAL = re.compile(r"\b(?:cannot|can't|can\s+not|may\s+not|must\s+not|will\s+not|won't|shall\s+not|"
                      r"(?:is|are)\s+not\s+(?:allowed|permitted|entitled|given|accepted|eligible|covered|included|"
                      r"available|collected|refunded|refundable)|prohibited|forbidden|banned|not\s+allowed|"
                      r"not\s+permitted)\b", re.I)


# Kinds of one thing: a clause naming one kind of the memory's thing, not the memory's own, is about another
# subject ("Domestic orders arrive within 3 days" / "International orders are delivered within 7 to 14 days").
_DOC_KINDS = [_words(g) for g in (
    "domestic international overseas abroad", "primary secondary", "full-time part-time", "undergraduate postgraduate",
    "adult adults child children junior juniors senior seniors infant infants", "weekday weekdays weekend weekends",
    "peak off-peak", "economy business premium", "single double twin", "morning afternoon evening night",
    "summer winter spring autumn", "annual monthly weekly daily", "internal external", "private public",
    "new existing", "standard express", "male female", "indoor outdoor", "residential commercial",
    "permanent temporary", "paid unpaid")]


def _other_kind(memory: str, clause: str) -> bool:
    """The clause names another kind of the memory's thing: a word of one of `_DOC_KINDS`, not the memory's own."""
    mem_words = set(re.findall(r"[a-z]+(?:-[a-z]+)*", memory.lower()))
    doc_words = set(re.findall(r"[a-z]+(?:-[a-z]+)*", clause.lower()))
    return any(mem_words & kinds and not mem_words & kinds & doc_words and doc_words & kinds for kinds in _DOC_KINDS)


_IS_OPEN = re.compile(r"\b(?:is|are|stays?|remains?|will be)\s+open\b", re.I)
_IS_CLOSED = re.compile(r"\b(?:is|are|stays?|remains?|will be)\s+(?:closed|shut)\b", re.I)


def _open_closed(mem: _DocView, doc: _DocView, mem_negative: bool) -> Finding | None:
    """"the Science Library is open on Sundays" against "..., and it is closed on Sundays": the clause holding
    the memory's day says the opposite (both said plainly, the memory without a negation)."""
    if mem_negative:
        return None
    said_open = bool(_IS_OPEN.search(mem.text)) and not _IS_CLOSED.search(mem.text)
    said_closed = bool(_IS_CLOSED.search(mem.text)) and not _IS_OPEN.search(mem.text)
    days = {v.amount for v in mem.values if v.family == "weekday"}
    if not (said_open or said_closed) or not days:
        return None
    for k, (a, b) in enumerate(doc.clauses):
        part = doc.text[a:b]
        if not days & {v.amount for v in doc.values if v.family == "weekday" and v.clause == k} or _doc_negative(part):
            continue
        if (said_open and _IS_CLOSED.search(part) and not _IS_OPEN.search(part)) or (
                said_closed and _IS_OPEN.search(part) and not _IS_CLOSED.search(part)):
            word = (_IS_CLOSED if said_open else _IS_OPEN).search(part)
            if word is not None:
                return Finding("antonym", part[word.start():word.end()], "open" if said_open else "closed",
                               (a + word.start(), a + word.end()), mem.text, doc.text)
    return None


def _day_clauses(mem: _DocView, doc: _DocView) -> set[int] | None:
    """The sentence's clauses that name a day of the memory ("..., and from 8:00am to 4:00pm on Sundays"), None
    when the memory names no day or no clause names one of its days."""
    days = {v.amount for v in mem.values if v.family == "weekday"}
    found = {d.clause for d in doc.values if d.family == "weekday" and any(
        day == d.amount or (d.bound == "range" and d.hi is not None and d.amount <= day <= d.hi) for day in days)}
    return found or None


def _value_conflict(mem: _DocView, doc: _DocView, clause: int, mem_negative: bool, endpoint: bool,
                    loose: bool = False) -> Finding | None:
    """A value of the memory that no value of its family in the sentence allows (the one in the clause with most of
    the memory's words); a month outside a span of months is not one ("between May and September" says when a
    rule holds). A bare count is read only with what it counts, the same in both ("5 guests" / "3 guests"; not
    "open til 5" / "section 4"). ``loose`` (`compare_closest`): no instance outside a bound of the sentence's
    subject, no value beside one of its family that fits, two of the memory's words where the sentence's value
    is, and not another kind of the thing there."""
    on_days = _day_clauses(mem, doc)
    if _PAST_TIME.search(mem.text) or (loose and _WAS.search(mem.text)):
        return None  # "last year the F1 singles started at £8.50, they've gone up since": then, not now
    # loose: the memory states a case the sentence makes an exception for ("free if you've booked assistance" /
    # "£25 ... unless"): two of its words by the value, even when it is the sentence's only one of its family
    excepted = loose and _excepted(mem.text, doc.text)
    told = _TOLD_CASE.search(mem.text) is not None  # a case the memory tells of, not a rule it states
    for value in mem.values:
        if loose and _REASON_BEFORE.search(mem.text[: value.start]):
            continue  # "... because of the two INSET days": why, not what the memory says
        counted = _counted_key(mem.text, value) if value.family == "n" else ""
        if value.family == "n" and not counted:
            continue  # what a bare count counts is not known
        same = [d for d in doc.values if _same_family(value, d)
                and (on_days is None or value.family == "weekday" or d.clause in on_days)
                and (not counted or _counted_key(doc.text, d) == counted)
                and (value.family != "free" or _CHARGE.search(doc.text[slice(*doc.clauses[d.clause])]))]
        if not same or any(_fits(value, d, endpoint) for d in same):
            continue
        if value.bound == "=" and any((loose and d.condition) or (told and (d.condition or d.if_condition))
                                      for d in same):
            continue  # "a £640 claim" beside "claims above £1,000 must also ...": that rule is not about it; nor is
            # a case the memory tells of ("we cancelled three weeks before") to "if you cancel less than 14 days ..."
        if value.family == "month" and all(d.bound == "range" for d in same):
            continue  # "between April and August" says when a rule holds; October is outside it, not against it
        if loose and any(_fits(other, d, endpoint) for other in mem.values
                         if other is not value and _same_family(other, value) for d in same):
            continue
        best = max(same, key=lambda d: (sum(_key_in(k, doc.clause_keys[d.clause]) for k in mem.keys),
                                        d.clause == clause))
        a, b = doc.clauses[best.clause]
        keys = doc.clause_keys[best.clause]
        if best.clause:
            part, previous = doc.text[a:b], doc.clause_keys[best.clause - 1]
            # the words of every clause before: a clause that opens with its verb ("A missed appointment, ..., will
            # incur a fee of £25"), or a "which" whose neighbour holds too few of the memory's words ("... the Lost
            # Property Office at Bristol Airport, on the ground floor of ..., which is open from 08:00 to 18:00")
            if loose and (_VERB_START.match(part) or (_WHICH_START.match(part) and sum(
                    _key_in(k, keys | previous) for k in mem.keys) < 2)):
                keys = keys.union(*doc.clause_keys[: best.clause])
            elif _PRONOUN_START.match(part) or (loose and _GOES_ON.match(part)):
                keys = keys | previous  # "the Junior Gym sessions, which run from ..."
        # the sentence's only value of the family: one word of the memory where it is will do (unless `excepted`)
        needed = 1 if len({d.amount for d in same}) == 1 and not excepted else 2
        if loose and (sum(_key_in(k, keys) for k in mem.keys) < needed or _other_kind(mem.text, doc.text[a:b])):
            continue  # few words of the memory where the value is; or a value for another kind of the thing
        said_no = mem_negative
        if loose:  # the memory's own clause: "my 4 yr old rides free on my lap, no ticket needed for her"
            ma, mb = mem.clauses[value.clause]
            said_no = _doc_negative(mem.text[ma:mb])
        if _doc_negative(doc.text[a:b]) not in (said_no, mem_negative) or (best.bound != "range" and _other_end(
                mem.text, doc.text[a:b])):
            continue
        kind = "number" if value.family not in ("time", "clock", "date", "month", "weekday", "year") else "date"
        old_words, new_words = doc.text[best.start : best.end], mem.text[value.start : value.end]
        return Finding(kind, old_words, new_words, (best.start, best.end), doc.text, doc.text)
    return None


# A case the memory tells of, not a rule it states: "we moved our date with ten months' notice"
_TOLD_CASE = re.compile(r"\b(?:i|i'm|im|i've|ive|my|me|we|we're|we've|our|us)\b", re.I)


# Nothing to pay is against an amount that is a charge ("a pet fare of £8"), not any amount ("the minimum amount needed
# to open an account is £1").
_CHARGE = re.compile(r"\b(?:charge[sd]?|charging|fees?|costs?|costing|price[sd]?|pays?|paid|payable|fares?|rates?|"
                     r"tariffs?|subscriptions?|premiums?|surcharges?|supplements?|refund(?:ed|s)?)\b", re.I)


def _excepted(memory: str, sentence: str) -> bool:
    """The memory's condition is among the sentence's exceptions ("free if you've booked wheelchair assistance" /
    "a fee of £25 ..., unless you ... are travelling with a booked wheelchair")."""
    condition, exception = _MEM_CONDITION.search(memory), _DOC_EXCEPTION.search(sentence)
    if condition is None or exception is None:
        return False
    return not _doc_keys(memory[condition.end():]).isdisjoint(_doc_keys(sentence[exception.end():]))


_EXCEPTION_START = re.compile(r"[\s,;]*(?:with\s+the\s+exception\s+of|except|excepting|unless|other\s+than|"
                              r"apart\s+from|save\s+for)\b", re.I)
_MEM_CONDITION = re.compile(r"\b(?:if|as long as|provided|unless|when|only)\b", re.I)
_DOC_EXCEPTION = re.compile(r"\b(?:unless|except|other than|apart from)\b", re.I)
_REASON_BEFORE = re.compile(r"\b(?:because|cos|coz|cuz|due to|thanks to)\b", re.I)


def _counted_key(text: str, value: _Value) -> str:
    """What a bare count counts: the key of the word after it ("up to 15 items" → item), or ``""``."""
    word = re.match(r"\s+([A-Za-z]+)", text[value.end :])
    return _doc_key(word.group(1).lower()) if word and word.group(1).lower() not in _FUNCTION else ""


def _other_end(memory: str, clause: str) -> bool:
    """The memory speaks of opening and the clause of closing, or the other way round ("open on Tuesdays" vs
    "closed on Mondays")."""
    mem_words, doc_words = set(memory.lower().split()), set(clause.lower().split())
    for this, that in ((_OPENING, _CLOSING), (_CLOSING, _OPENING)):
        if mem_words & this and not mem_words & that and doc_words & that and not doc_words & this:
            return True
    return False


def _same_end(memory: str, sentence: str) -> bool:
    """Both speak of opening (or starting), or both of closing (or ending)."""
    mem_words, doc_words = set(memory.lower().split()), set(sentence.lower().split())
    return any(mem_words & group and doc_words & group for group in (_OPENING, _CLOSING))


def document_values_allowed(memory: str, sentence: str) -> bool:
    """Whether the sentence allows every value of the memory it has a value of the same family for (an amount of the
    same unit, a duration, a time, a date, a day), with at least one such value: read by the rules, the two agree on
    what they both put a number to ("a month after the service" / "within the first 6 weeks"; "every two weeks" /
    "every fortnight"). The learned document judge's findings are checked against it (`judge_model`)."""
    mem, doc = _doc_view(memory), _doc_view(sentence)
    shared = [v for v in mem.values if any(_same_family(v, d) for d in doc.values)]
    return bool(shared) and all(any(_fits(v, d, False) for d in doc.values if _same_family(v, d)) for v in shared)


def document_exception_named(memory: str, sentence: str) -> bool:
    """Whether the memory names the case a sentence makes its exception or condition for: two of its words in what
    follows an "unless", "except", "if", "provided" of the sentence, up to that clause's end ("no joining fee on my
    son's junior membership" / "... except junior memberships"; "now that he's signed the consent form" / "if the
    Parent has signed a consent form"). The learned document judge's findings are checked against it."""
    keys = _doc_keys(memory)
    for m in _EXCEPTION_WORD.finditer(sentence):
        part = re.split(r"[,;:]", sentence[m.end():], maxsplit=1)[0]
        if sum(_key_in(k, keys) for k in _doc_keys(part) if k not in _DOC_GENERIC) >= 2:
            return True
    return False


_EXCEPTION_WORD = re.compile(r"\b(?:unless|except|excluding|other\s+than|apart\s+from|if|provided|providing|"
                             r"as\s+long\s+as|only\s+where|only\s+if)\b", re.I)


def document_values_fit(memory: str, sentence: str, finding: Finding) -> bool:
    """Whether the two values a finding opposes hold together once the sentence's bound is read: "prints 20 pages
    per minute" beside "prints up to 40 pages per minute" (the token alignment reads "up to" as filler)."""
    mem, doc = _doc_view(memory), _doc_view(sentence)
    said_new, said_old = _doc_view(finding.new_words).values, _doc_view(finding.old_words).values
    if len(said_new) != 1 or len(said_old) != 1:
        return False
    new = [v for v in mem.values if (v.family, v.amount) == (said_new[0].family, said_new[0].amount)]
    old = [d for d in doc.values if (d.family, d.amount) == (said_old[0].family, said_old[0].amount)]
    return len(new) == 1 and len(old) == 1 and _value_fits(new[0], old[0], False)


_VERB_START = re.compile(r"[\s,;]*(?:will|must|may|shall|can|cannot|is|are|costs?|incurs?|available|valid|payable|"
                         r"bookable|offered|limited|restricted)\b", re.I)  # "..., available from Monday to Thursday"
_NAMED_ONLY = re.compile(r"(?<=[a-z])\s+Only\b")  # "Swim Only members": a name, not a condition
_PRONOUN_START = re.compile(r"[\s,;]*(?:and\s+|but\s+)?(?:it|they|this|these|which)\b", re.I)
_GOES_ON = re.compile(r"[\s,;]*(?:and|or|which|who|where)\b", re.I)  # a clause that goes on about the one before
_WHICH_START = re.compile(r"[\s,;]*which\b", re.I)


def _permission_conflict(memory: str, mem: _DocView, doc: _DocView, clause: int,
                         mem_negative: bool) -> Finding | None:
    a, b = doc.clauses[clause]
    part = doc.text[a:b]
    keys = doc.clause_keys[clause]
    if clause and _PRONOUN_START.match(part):
        keys = keys | doc.clause_keys[0]  # "..., and it is closed on Sundays": "it" is the sentence's subject
    elif clause and _VERB_START.match(part):
        keys = keys.union(*doc.clause_keys[:clause])  # "food brought in from home, ..., is not permitted"
    said = _RELATIVE_PART.split(part, maxsplit=1)[0]  # "... for residents who cannot walk far": whom it is for
    if _doc_negative(said) == mem_negative or sum(_key_in(k, keys) for k in mem.keys) < 2:
        return None
    if mem_negative and any(_key_in(k, mem.keys) for k in _doc_keys(" ".join(_WITHOUT.findall(doc.text)))):
        return None  # the sentence says the memory's "no" too: "never needed to ask" / "..., without asking"
    if _DOC_CONDITION.search(_NAMED_ONLY.sub("", part)) and not _DOC_ABSOLUTE.search(memory):
        return None
    subject = _doc_keys(" ".join(memory.split()[:4])) & mem.keys  # what the memory opens with ("Aisha's guide dog")
    if any(_EXCEPTION_START.match(doc.text[x:y]) and any(_key_in(k, later) for k in subject)
           for (x, y), later in zip(doc.clauses, doc.clause_keys, strict=True) if x >= b):
        return None  # an exception naming the memory's subject ("..., with the exception of assistance dogs")
    if _DOC_ABSOLUTE.search(memory) is None and any(not any(_fits(v, d, False) for d in doc.values
                                                            if _same_family(v, d)) for v in mem.values):
        return None
    positive = mem.text if mem_negative is False else part
    return Finding("negation", part.strip(" ,;."), mem.text, (a, a + len(part.rstrip(" ,;."))), positive, doc.text)


_WITHOUT = re.compile(r"\bwithout\s+((?:[\w'-]+\s+){0,2}[\w'-]+)", re.I)  # what a "without" leaves out, up to 3 words


# =========================================================================== offline judge


def places_nest(finding: Finding, new_sentence: str, old_sentence: str) -> bool:
    """A finding of two places one of which lies within the other: "lives in France" and "lives in Lyon" both
    hold (:mod:`mneme.memory.places`)."""
    if finding.kind != "place":
        return False

    def named(sentence: str, words: str) -> list[str]:
        low = words.lower()
        if len(low) < 3:
            return []
        said = f" {low} "
        return [p for p in places.mentions(sentence) if p.startswith(low) or f" {p} " in said
                or said in f" {p} " or any(w.startswith(low) for w in p.split())]  # "texa" (a stem): "texas"

    return any(places.nested(a, b) for a in named(old_sentence, finding.old_words)
               for b in named(new_sentence, finding.new_words))


# A transcript's turn names its speaker first ("Tim: I don't surf, but ..."); a heading such as "Note:" names nobody.
_SPEAKER_LABEL = re.compile(r"\s*([A-Z][\w'.-]{0,30}(?: [A-Z][\w'.-]{0,30})?)\s*:\s")
_NOT_SPEAKERS = frozenset(("note", "notes", "update", "updates", "reminder", "fyi", "ps", "edit", "todo", "important",
                           "warning", "tip", "tips", "summary", "context", "re", "fact", "facts", "memory", "info",
                           "correction", "question", "answer", "q", "a", "nb", "btw", "status"))


def speaker_label(text: str) -> str:
    """The speaker a memory's text names first ("Tim: ..." -> "tim"), or "" when it names none."""
    m = _SPEAKER_LABEL.match(text)
    if m is None or m.group(1).lower() in _NOT_SPEAKERS:
        return ""
    return m.group(1).lower()


class OfflineJudge:
    """The built-in judge: rules over aligned tokens, deterministic, no network.

    Catches: a negated statement (``not``, ``never``, ``no``, ``nobody``, ``no longer``), antonyms
    (loves/hates, allowed/forbidden, open/closed, enabled/disabled, un-/in-/dis- prefixes, …), and
    different values for the same attribute of the same subject (places, numbers and amounts, dates,
    times, weekdays and months, person names after ``is``/``named``/``called``, colours, and the
    value of single-valued attributes such as ``favourite …``, ``manager``, ``password``).
    """

    def judge_sync(self, new_text: str, candidates: Sequence[Candidate]) -> list[Verdict]:
        """The verdicts, computed on the calling thread (fast: no I/O). A pair the rules fail to read (a bug: an
        exception) is logged with its traceback and left without a verdict; the other pairs are judged, so one
        unreadable text never fails its add's conflict detection (nor its event)."""
        new_sentences = split_sentences(new_text) or [new_text]
        speaker = speaker_label(new_text)
        verdicts = []
        for cand in candidates:
            if speaker and cand.kind == "memory" and speaker_label(cand.text) not in ("", speaker):
                continue  # "Tim: I don't surf" / "John: I started surfing": two people's "I"
            try:
                verdict = self._judge_one(new_sentences, cand)
            except Exception:
                log.exception("the offline judge failed on %r against %s %r; the pair is left unjudged",
                              new_text[:200], cand.kind, cand.text[:200])
                continue
            if verdict is not None:
                verdicts.append(verdict)
        return verdicts

    async def judge(self, new_text: str, candidates: Sequence[Candidate]) -> list[Verdict]:
        """See :meth:`judge_sync`."""
        return self.judge_sync(new_text, candidates)

    def _judge_one(self, new_sentences: list[str], cand: Candidate) -> Verdict | None:
        from mneme.memory.judge_frames import asserts, compare_frames, says_amount  # they build on these readings

        old_sentences = split_sentences(cand.text)
        chunk = cand.kind == "chunk"
        # A wish, a plan or a question ("I'd love to try sushi", "should I read it?") asserts nothing.
        new_sentences = [s for s in new_sentences if asserts(s)]
        # The whole sentences of a chunk: the clauses detection adds on lines of their own are parts of one before.
        whole = [s for k, s in enumerate(old_sentences) if not any(s in prev for prev in old_sentences[:k])]
        for old_sentence in old_sentences:
            for new_sentence in new_sentences:
                finding = compare(new_sentence, old_sentence)
                if finding is not None and chunk and finding.kind in ("number", "date") and any(
                        old_sentence in s and document_values_fit(new_sentence, s, finding) for s in whole):
                    continue  # a limit the memory's value keeps to ("up to 40 pages" vs "20 pages")
                if finding is not None and not chunk and (restated(finding, new_sentence) or chat_aside(
                        finding, new_sentence, old_sentence)):
                    continue
                if finding is not None and not places_nest(finding, new_sentence, old_sentence):
                    return self._verdict(finding, new_sentence, old_sentence, cand)
        if not chunk:
            # Memories the alignment passed over: the frame reading (subject, topic, yes or no, values, changes).
            for old_sentence in old_sentences:
                for new_sentence in new_sentences:
                    # The sentence as written, then each of its clauses as written ("We're on the 7th floor and
                    # the lift is always broken"): the frames read one subject and one topic a sentence.
                    for part in (new_sentence, *written_clauses(new_sentence)):
                        finding = compare_frames(part, old_sentence)
                        if finding is not None and (restated(finding, new_sentence) or (
                                part != new_sentence and says_amount(new_sentence, finding.old_words))):
                            continue  # the whole sentence gives the older amount ("8 hours a day, five days a week")
                        if finding is not None and chat_aside(finding, new_sentence, old_sentence):
                            continue
                        if finding is not None and not places_nest(finding, part, old_sentence):
                            return self._verdict(finding, new_sentence, old_sentence, cand)
            return None
        # A document sentence against a short memory: the subject lined up, then its values and permissions; the
        # closest sentence's values also on two words in common ("heads up, Anytime at Kestrel is £45 a month" /
        # "The Anytime membership costs £42.50 per month").
        for compare_with in (compare_document, compare_closest) if cand.closest else (compare_document,):
            for old_sentence in whole:
                for new_sentence in new_sentences:
                    finding = compare_with(new_sentence, old_sentence)
                    if finding is not None:
                        return self._verdict(finding, new_sentence, old_sentence, cand)
        return None

    @staticmethod
    def _verdict(finding: Finding, new_sentence: str, old_sentence: str, cand: Candidate) -> Verdict:
        return Verdict(
            candidate_id=cand.id,
            conflict_type=finding.conflict_type,
            name=_title(finding, finding.old_text),
            description=_describe(finding, new_sentence, old_sentence, cand.kind),
            quote=old_sentence.strip() if cand.kind == "chunk" else None,
        )


# =========================================================================== LLM judge

JUDGE_SYSTEM_PROMPT = """You detect contradictions for a memory service.
You receive a NEW statement and numbered CANDIDATES. A candidate is either a stored memory or an
excerpt (chunk) of a document that may hold several sentences.
Report a candidate only if the NEW statement and the candidate cannot both be true:
- "logical": one negates the other, or they use opposite terms (allowed/forbidden, open/closed).
- "knowledge": they give different values for the same attribute of the same subject (a different
  city, number, amount, date, time, name or colour).
Do NOT report paraphrases, statements about different subjects, unrelated statements, or statements
that are related but can both be true (e.g. "Alice lives in Paris" and "Alice works in Berlin").
Answer with JSON only, exactly this shape:
{"conflicts": [{"candidate_index": <int>, "conflict_type": "logical" | "knowledge",
  "name": "<short title, at most 80 characters, e.g. Where Alice lives>",
  "description": "<one or two clear sentences quoting both statements and saying what disagrees>",
  "quote": "<for a chunk: the exact sentence of the chunk that contradicts; null for a memory>"}]}
Use {"conflicts": []} when nothing conflicts."""


def _judge_prompt(new_text: str, candidates: Sequence[Candidate]) -> str:
    items = [{"index": i, "kind": c.kind, "text": c.text} for i, c in enumerate(candidates)]
    return json.dumps({"new_statement": new_text, "candidates": items}, ensure_ascii=False)


def _best_sentence(new_text: str, chunk: str) -> str:
    """The chunk sentence sharing most content words with the new statement."""
    new_content = set().union(*(analyse(s).content for s in split_sentences(new_text) or [new_text]))
    sentences = split_sentences(chunk) or [chunk]
    return max(sentences, key=lambda s: len(analyse(s).content & new_content))


def _clean_str(value: Any, limit: int) -> str | None:
    if not isinstance(value, str) or not value.strip():
        return None
    return _shorten(value.strip(), limit) if limit else value.strip()


def _parse_entry(entry: Any, new_text: str, candidates: Sequence[Candidate]) -> Verdict | None:
    """One validated verdict from a model's conflict entry, or None when anything is off."""
    if not isinstance(entry, dict):
        return None
    index = entry.get("candidate_index")
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(candidates):
        return None
    conflict_type = entry.get("conflict_type")
    name = _clean_str(entry.get("name"), MAX_NAME)
    description = _clean_str(entry.get("description"), 0)
    if conflict_type not in ("logical", "knowledge") or name is None or description is None:
        return None
    cand = candidates[index]
    quote = None
    if cand.kind == "chunk":
        given = entry.get("quote")
        quote = given.strip() if isinstance(given, str) and given.strip() else None
        quote = quote or _best_sentence(new_text, cand.text)
    return Verdict(cand.id, conflict_type, name, description, quote)


def parse_verdicts(payload: Any, new_text: str, candidates: Sequence[Candidate]) -> list[Verdict]:
    """Validated verdicts from the model's JSON (invalid entries dropped, one per candidate).

    Raises ``TypeError`` when the payload itself does not have the expected shape.
    """
    if not isinstance(payload, dict) or not isinstance(payload.get("conflicts"), list):
        raise TypeError("answer must be an object with a 'conflicts' list")
    seen: set[str] = set()
    verdicts = []
    for entry in payload["conflicts"]:
        verdict = _parse_entry(entry, new_text, candidates)
        if verdict is not None and verdict.candidate_id not in seen:
            seen.add(verdict.candidate_id)
            verdicts.append(verdict)
    order = {c.id: i for i, c in enumerate(candidates)}
    return sorted(verdicts, key=lambda v: order[v.candidate_id])


class LLMJudge:
    """Judges with the service's model; any failure falls back to the offline judge (logged)."""

    def __init__(self, client: LLMClient, *, fallback: OfflineJudge | None = None) -> None:
        """``client`` makes the model call; ``fallback`` answers when it fails."""
        self.client = client
        self.fallback = fallback or OfflineJudge()
        # detection judges a batch's memories at once; the model is asked at most this many at a time
        self._calls = asyncio.Semaphore(LLM_JUDGE_CALLS)

    async def judge(self, new_text: str, candidates: Sequence[Candidate]) -> list[Verdict]:
        """Verdicts from the model, validated; the offline judge's on any error."""
        if not candidates:
            return []
        try:
            async with self._calls:
                payload = await self.client.complete_json(JUDGE_SYSTEM_PROMPT, _judge_prompt(new_text, candidates))
            return parse_verdicts(payload, new_text, candidates)
        except (LLMError, TypeError, ValueError) as exc:
            log.warning("LLM conflict judgement failed, using the offline judge: %s", exc)
            return await self.fallback.judge(new_text, candidates)
