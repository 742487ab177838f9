"""Fact extraction from chat messages (``infer=true``).

Two extractors share one interface (:class:`Extractor`):

- :class:`OfflineExtractor`, built in: keeps the user's own declarative statements and rewrites
  them in the third person so that each stands alone, then keeps the facts ``instruction`` asks for
  (:mod:`mneme.memory.instructions`: include and exclude topics, matched by a lexicon and by meaning
  with the local embedding model; no network).
- :class:`LLMExtractor`: asks the service's model for strict JSON, honouring the caller's
  ``fact_instruction``; falls back to the offline extractor on any failure.

First-person rule (offline): the speaker is called ``User``. ``I`` → ``User`` with the verb in the
third person (``I live`` → ``User lives``, ``I'm`` → ``User is``, ``I don't`` → ``User does not``),
``my`` → ``User's``, ``me`` → ``the user``, ``mine`` → ``the user's``, ``myself`` → ``the user``.
``we``/``our`` are left as written. Sentences joined by ``and I``/``but I`` become separate facts.
"""

from __future__ import annotations

import json
import logging
import re
from typing import Protocol

from mneme.memory.embeddings import LocalEmbedder
from mneme.memory.instructions import InstructionFilter
from mneme.memory.judge import split_sentences
from mneme.memory.llm import LLMClient, LLMError

__all__ = [
    "DEFAULT_FACT_INSTRUCTION",
    "Extractor",
    "LLMExtractor",
    "OfflineExtractor",
    "to_third_person",
]

log = logging.getLogger(__name__)

MAX_FACTS = 50
MAX_FACT_CHARS = 500


class Extractor(Protocol):
    """Turns a conversation into standalone facts (in order, without duplicates)."""

    async def extract(self, messages: list[dict[str, str]], *, instruction: str | None = None) -> list[str]:
        """Facts from ``messages`` (``{role: "user"|"assistant", content}``)."""
        ...


# =========================================================================== offline rules


def _wordset(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _alternation(words: str) -> str:
    return "|".join(re.escape(w) for w in sorted(words.split("|"), key=len, reverse=True))


_GREETING = re.compile(
    r"^(?:hi|hello|hey|hiya|howdy|yo|good (?:morning|afternoon|evening|night)|greetings|bye|goodbye|"
    r"see you|thanks?(?: you)?(?: so much| a lot)?|thx|ty|cheers|welcome)\b[\s,!.]*",
    re.IGNORECASE,
)
_FILLER = re.compile(
    r"^(?:ok(?:ay)?|k|sure|yes|yeah|yep|yup|no|nope|nah|hmm+|uh+|um+|lol|lmao|haha+|cool|great|nice|"
    r"awesome|perfect|right|alright|got it|i see|fine|wow|oh|ah|indeed|exactly|true|same|"
    r"sounds good|no problem|np|of course|makes sense)[\s,!.]*$",
    re.IGNORECASE,
)
_LEAD_IN = re.compile(
    r"^(?:oh|ah|well|so|also|actually|btw|by the way|fyi|just so you know|"
    r"for (?:the|your) record|ok(?:ay)?|anyway|and|but|yes|no|hi|hello|hey)\b[\s,:;-]+",
    re.IGNORECASE,
)
_REQUEST = re.compile(
    r"^(?:(?:can|could|would|will|won't) you|please|pls|plz|tell me|show me|give me|help me|let me know|"
    r"let's|lets|remind me|i (?:want|need|would like|'d like) you to|i(?:'d| would) like to|"
    r"i want to know|i wonder|do you|are you|"
    + _alternation(
        "write|explain|summarize|summarise|translate|find|list|make|create|generate|send|book|"
        "describe|compare|calculate|draft|fix|check|suggest|recommend|search|look up|show|give|"
        "tell|help|add|remove|delete|update|schedule|set|open|call|email|play|stop|start|try|go|"
        "read|review|rewrite|convert|plan|imagine|pretend|answer"
    )
    + r")\b",
    re.IGNORECASE,
)
_QUESTION_START = re.compile(
    r"^(?:what|who|whom|whose|where|when|why|how|which|is|are|am|was|were|do|does|did|can|could|"
    r"would|will|should|shall|may|might|have|has|had|isn't|aren't|don't|doesn't|didn't)\b",
    re.IGNORECASE,
)
_SECOND_PERSON = re.compile(r"^(?:you|your|you're|you've|you'll|you'd)\b", re.IGNORECASE)
_CLAUSE_SPLIT = re.compile(r"\s*(?:,\s*)?\b(?:and|but)\s+(?=(?:I|my|I'm|I've|I'd)\b)")
_MIN_WORDS = 3


def _is_fact_sentence(sentence: str) -> bool:
    """A declarative statement worth keeping (no question, request, greeting or filler)."""
    s = sentence.strip()
    if not s or s.endswith("?") or _FILLER.match(s):
        return False
    return not (_REQUEST.match(s) or _QUESTION_START.match(s) or _SECOND_PERSON.match(s))


def _strip_lead_ins(sentence: str) -> str:
    """Remove greetings and interjections in front of a statement (``Hi, I'm Ana`` → ``I'm Ana``)."""
    previous = None
    s = sentence.strip()
    while s != previous:
        previous = s
        s = _GREETING.sub("", s, count=1).strip()
        s = _LEAD_IN.sub("", s, count=1).strip()
    return s


# --------------------------------------------------------------------------- third person

_I_FORMS = {
    "i'm": "User is",
    "i am": "User is",
    "i was": "User was",
    "i've": "User has",
    "i have": "User has",
    "i'd": "User would",
    "i'll": "User will",
    "i do": "User does",
    "i don't": "User does not",
    "i do not": "User does not",
    "i can't": "User cannot",
    "i cannot": "User cannot",
    "i can not": "User cannot",
    "i didn't": "User did not",
    "i won't": "User will not",
    "i wasn't": "User was not",
    "i haven't": "User has not",
    "i'm not": "User is not",
    "i am not": "User is not",
}
_I_FORM = re.compile(
    r"\b(?:"
    + "|".join(re.escape(k).replace("'", "['\u2019]") for k in sorted(_I_FORMS, key=len, reverse=True))
    + r")\b",
    re.IGNORECASE,
)
_I_VERB = re.compile(r"(?<!\band )\bI\s+([A-Za-z]+)\b")
_UNCHANGED_VERBS = _wordset(
    "will would can could should shall may might must used also really still just always never "
    "often usually sometimes already recently currently only even "
    # irregular past forms
    "went bought sold made took gave got left came saw ate drank wrote met grew began spoke knew "
    "thought taught brought felt kept held paid said told found built sent spent ran won lost chose "
    "flew drove rode sat stood wore led hid had did was were became broke fell forgot heard lent "
    "meant read slept swam understood woke"
)
_POSSESSIVE = [
    (re.compile(r"\bmy\b", re.IGNORECASE), "User's"),
    (re.compile(r"\bmine\b", re.IGNORECASE), "the user's"),
    (re.compile(r"\bmyself\b", re.IGNORECASE), "the user"),
    (re.compile(r"\bme\b", re.IGNORECASE), "the user"),
]


def _third_person_verb(verb: str) -> str:
    """``live`` → ``lives``, ``study`` → ``studies``, ``watch`` → ``watches``; past forms unchanged."""
    low = verb.lower()
    if low in _UNCHANGED_VERBS or low.endswith("ed") or low == "have":
        return "has" if low == "have" else verb
    if low.endswith("y") and len(low) > 2 and low[-2] not in "aeiou":
        return verb[:-1] + "ies"
    if low.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    return verb + "s"


def to_third_person(sentence: str) -> str:
    """Rewrite a first-person statement about the speaker so that it stands alone (see module doc)."""
    s = _I_FORM.sub(lambda m: _I_FORMS[m.group(0).lower().replace("\u2019", "'")], sentence)
    s = _I_VERB.sub(lambda m: "User " + _third_person_verb(m.group(1)), s)
    s = re.sub(r"\bI\b", "User", s)
    for pattern, repl in _POSSESSIVE:
        s = pattern.sub(repl, s)
    return s[:1].upper() + s[1:]


_TYPED = [  # chat spelling of the first person
    (re.compile(r"\bi(?=\s|'|\u2019|$)(?!\.)"), "I"),
    (re.compile(r"\bim\b", re.IGNORECASE), "I'm"),
    (re.compile(r"\bive\b", re.IGNORECASE), "I've"),
    (re.compile(r"\bdont\b", re.IGNORECASE), "don't"),
    (re.compile(r"\bcant\b", re.IGNORECASE), "can't"),
    (re.compile(r"\bdidnt\b", re.IGNORECASE), "didn't"),
]
_TRAILING_FILLER = re.compile(r"(?:[\s,]+(?:lol|lmao|haha+|btw|tbh|fyi|xd|:\)|:d|!+))+\s*$", re.IGNORECASE)


def _normalise_typing(text: str) -> str:
    """``im allergic to peanuts btw`` → ``I'm allergic to peanuts``."""
    for pattern, repl in _TYPED:
        text = pattern.sub(repl, text)
    return text


def _clean_fact(sentence: str) -> str:
    s = " ".join(sentence.split()).strip(" \"'“”")
    s = _TRAILING_FILLER.sub("", s)
    return s.rstrip(".!;: ").strip()


def _user_statements(content: str) -> list[str]:
    """Candidate statements of one user message, split into sentences and ``… and I …`` clauses."""
    out = []
    for sentence in split_sentences(_normalise_typing(content)):
        for clause in _CLAUSE_SPLIT.split(_strip_lead_ins(sentence)):
            clause = _strip_lead_ins(clause)
            if _is_fact_sentence(clause):
                out.append(clause)
    return out


def _dedupe(facts: list[str]) -> list[str]:
    seen: set[str] = set()
    out = []
    for fact in facts:
        key = re.sub(r"\W+", " ", fact.lower()).strip()
        if key and key not in seen:
            seen.add(key)
            out.append(fact)
    return out


class OfflineExtractor:
    """The built-in extractor: the user's declarative sentences, rewritten in the third person.

    It drops assistant messages, questions, greetings, thanks, filler and requests to the assistant,
    then keeps the facts ``instruction`` asks for (:class:`~mneme.memory.instructions.InstructionFilter`).
    ``embedder`` is the local model that matches topics by meaning; by default the process's shared
    all-MiniLM-L6-v2 is loaded on the first instruction that needs it; ``embeddings=False`` uses the
    lexicon alone. Only a local model is accepted: the offline extractor never calls the network.
    """

    def __init__(self, embedder: LocalEmbedder | None = None, *, embeddings: bool = True) -> None:
        """See the class doc."""
        self._embedder = embedder
        self._embeddings = embeddings
        self._filter: InstructionFilter | None = None

    @property
    def instruction_filter(self) -> InstructionFilter:
        """The filter applying ``instruction`` (built on first use)."""
        if self._filter is None:
            embedder = self._embedder
            if embedder is None and self._embeddings:
                embedder = LocalEmbedder()
            self._filter = InstructionFilter(embedder)
        return self._filter

    def extract_sync(self, messages: list[dict[str, str]]) -> list[str]:
        """The facts, computed on the calling thread."""
        facts = []
        for message in messages:
            if message.get("role") != "user" or not isinstance(message.get("content"), str):
                continue
            for statement in _user_statements(message["content"]):
                fact = _clean_fact(to_third_person(statement))
                if len(re.findall(r"[\w'\u2019-]+", fact)) >= _MIN_WORDS:
                    facts.append(fact)
        return _dedupe(facts)[:MAX_FACTS]

    async def extract(self, messages: list[dict[str, str]], *, instruction: str | None = None) -> list[str]:
        """See :meth:`extract_sync`, then the facts ``instruction`` keeps (all when it is empty)."""
        facts = self.extract_sync(messages)
        if not facts or not (instruction or "").strip():
            return facts
        return await self.instruction_filter.apply(facts, instruction)


# =========================================================================== LLM extractor

DEFAULT_FACT_INSTRUCTION = """\
Record lasting facts about the user and their world that will help in later conversations:
identity, preferences, relationships, plans, constraints, and facts about their work, projects,
products and policies. Exclude small talk, questions, requests to the assistant, the assistant's
own suggestions, and anything temporary or sensitive (passwords, card numbers)."""

EXTRACT_SYSTEM_PROMPT = """You extract facts for a memory service.
Read the conversation and return the facts worth remembering, following the INSTRUCTION.
Rules:
- Each fact is one short, standalone English sentence that makes sense without the conversation.
- Refer to the person speaking as "User" (e.g. "User lives in Paris", "User's manager is Tom").
- Use only what the user states; never record the assistant's suggestions as facts.
- No duplicates; keep the order in which the facts appear.
- If nothing is worth remembering, return an empty list.
Answer with JSON only, exactly: {"facts": ["...", "..."]}

INSTRUCTION (Markdown):
"""


def _extract_prompt(messages: list[dict[str, str]]) -> str:
    turns = [{"role": m.get("role", ""), "content": m.get("content", "")} for m in messages]
    return json.dumps({"conversation": turns}, ensure_ascii=False)


def parse_facts(payload: object) -> list[str]:
    """Validated facts from the model's JSON; ``TypeError`` when the shape is wrong."""
    if not isinstance(payload, dict) or not isinstance(payload.get("facts"), list):
        raise TypeError("answer must be an object with a 'facts' list")
    facts = [_clean_fact(f) for f in payload["facts"] if isinstance(f, str)]
    facts = [f[:MAX_FACT_CHARS] for f in facts if f]
    return _dedupe(facts)[:MAX_FACTS]


class LLMExtractor:
    """Extracts facts with the service's model; falls back to the offline extractor on any failure."""

    def __init__(self, client: LLMClient, *, fallback: OfflineExtractor | None = None) -> None:
        """``client`` makes the model call; ``fallback`` answers when it fails."""
        self.client = client
        self.fallback = fallback or OfflineExtractor()

    async def extract(self, messages: list[dict[str, str]], *, instruction: str | None = None) -> list[str]:
        """Facts from the model honouring ``instruction`` (the built-in default when empty)."""
        if not any(m.get("role") == "user" and str(m.get("content", "")).strip() for m in messages):
            return []
        system = EXTRACT_SYSTEM_PROMPT + ((instruction or "").strip() or DEFAULT_FACT_INSTRUCTION)
        try:
            payload = await self.client.complete_json(system, _extract_prompt(messages))
            return parse_facts(payload)
        except (LLMError, TypeError, ValueError) as exc:
            log.warning("LLM fact extraction failed, using the offline extractor: %s", exc)
            return await self.fallback.extract(messages, instruction=instruction)
