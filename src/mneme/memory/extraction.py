"""Fact extraction from chat messages (``infer=true``).

Two extractors share one interface (:class:`Extractor`):

- :class:`OfflineExtractor`, built in: keeps the user's own declarative statements and rewrites
  them in the third person so that each stands alone, then keeps the facts ``instruction`` asks for
  (:mod:`mneme.memory.instructions`: include and exclude topics, matched by a lexicon and by meaning
  with the local embedding model; no network).
- :class:`LLMExtractor`: asks the service's model for strict JSON, honouring the caller's
  ``fact_instruction``; falls back to the offline extractor on any failure.

Both write the person speaking as the marker ``User`` (:data:`mneme.memory.speaker.MARKER`): the add reads
which facts are about the speaker on it, then :func:`finish_facts` renders it with the person's name and
turns relative dates into dates (the LLM extractor's facts go through the same step, so it stays pluggable).

First-person rule (offline): ``I`` → ``User`` with the verb in the third person (``I live`` → ``User
lives``, ``I usually wake up`` → ``User usually wakes up``, ``I'm`` → ``User is``, ``I don't`` → ``User does
not``), ``my`` → ``User's`` at the start of a fact and ``their`` after the person, ``me`` → ``the user``,
``myself`` → ``themself``; ``we``/``our`` are left as written. Hedges, filler and "now"-words are dropped;
"I'm Alice" / "my name is Alice" / "Alice here" become "User's name is Alice". Clauses joined by ``and I``,
``, my``, ``since I`` ... become separate facts; a he/she/it clause after a "my X" clause is written about X.
docs/api.md ("The built-in offline engines") lists the rules and what they do not cover.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import re
from typing import Protocol

from mneme.memory.embeddings import LocalEmbedder
from mneme.memory.instructions import InstructionFilter
from mneme.memory.judge import split_sentences
from mneme.memory.llm import LLMClient, LLMError
from mneme.memory.speaker import RELATIVE, date_relative, is_name, name_fact, name_in_facts, render_name

__all__ = [
    "DEFAULT_FACT_INSTRUCTION",
    "Extractor",
    "LLMExtractor",
    "OfflineExtractor",
    "finish_facts",
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
    r"^(?:(?:hi|hello|hey|hiya|howdy|yo)(?: there| all| everyone)?|gm|morning|"
    r"good (?:morning|afternoon|evening|night)|greetings|bye|goodbye|"
    r"see you|thanks?(?: you)?(?: so+ much| a lot| a ton)?(?: for (?:the|your|all|that|this|it|everything)\b[^.!]*)?|"
    r"thx|ty|tysm|cheers|welcome|sorry(?: (?:about|'bout|for|to hear)\b[^.!]*)?|oops|no worries|"
    r"(?:congrats|congratulations|good luck|best of luck|well done)(?: (?:on|with|for)\b[^.!]*)?|"
    r"keep (?:it|that) up|hang in there|take care|have fun|enjoy|"
    r"(?:nice|good|great|pleased) to meet you)\b[\s,!.]*",
    re.IGNORECASE,
)
_FILLER = re.compile(
    r"^(?:ok(?:ay)?|k|sure|yes|yeah|yep|yup|no|nope|nah|hmm+|uh+|um+|lol|lmao|haha+|cool|great|nice|"
    r"awesome|perfect|right|alright|got it|i see|fine|wow|oh|ah|indeed|exactly|true|same|"
    r"sounds good|no problem|np|of course|makes sense|"
    r"i (?:think|guess|hope|suppose|believe) so|i(?:'m| am) not sure|i (?:don't|do not|dunno) know|i dunno|"
    r"i (?:agree|know|see|understand|mean|get it|guess)|i(?:'m| am) (?:fine|good|ok|okay|here|back))[\s,!.]*$",
    re.IGNORECASE,
)
_LEAD_IN = re.compile(
    r"^(?:oh|ah|ugh|omg|wow|well|so|also|actually|anyway|anyways|btw|by the way|fyi|just so you know|"
    r"awesome|great|cool|nice|perfect|sure|alright|right|yep|yup|nope|nah|"
    r"for (?:the|your) record|ok(?:ay)?|and|but|yes|yeah|no|hi|hello|hey|lol|haha+|hmm+|um+|"
    r"(?:(?:big|good|bad|great|some|quick|little|random|sad|exciting|fun) )?"
    r"(?:news|update|fact|fyi|psa|note|context|confession|heads up)\s*:)(?:\b|(?<=:))[\s,:;!-]*",
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
    r"^(?:what|whats|what's|who|whom|whose|where|wheres|when|why|how|hows|which|is|are|am|was|were|do|does|"
    r"did|can|could|would|will|should|shall|may|might|have|has|had|isn't|aren't|don't|doesn't|didn't)\b",
    re.IGNORECASE,
)
# about the assistant or the exchange, not about the speaker's world (once tails such as "if you need it",
# "as you know" are cut)
_SECOND_PERSON = re.compile(r"\b(?:you|your|you're|youre|you've|you'll|you'd|u|ur)\b", re.IGNORECASE)
_YOU_TAIL = re.compile(r"[\s,;-]+(?:if|in case|when|whenever|as|like) (?:you|u)\b.*$|[\s,]+(?:you know|ya know)\s*$",
                       re.IGNORECASE)
# a reaction to the other side ("that's hilarious", "this is so cool"), not a fact
_REACTION = re.compile(r"^(?:that(?:'s| is| was| sounds| looks)|this (?:is|was|looks|sounds)|what an?|so (?:cool|"
                       r"funny|sweet|nice|sad)|how (?:cool|nice|sweet|sad))\b", re.IGNORECASE)
_SUBJECT_START = (r"(?:I|I'm|I've|I'd|I'll|my|we|we're|we've|she|he|she's|he's|they|they're|it|it's|its|that|"
                  r"that's|her|his|their)")
# a clause whose subject is left out, as people type ("love hiking, hate running", "been vegan for years")
_IMPLICIT = re.compile(
    r"^(?:love|loves|like|hate|enjoy|prefer|adore|miss|work|live|study|play|speak|own|drive|cook|run|teach|"
    r"been|just|started|moved|got|working|living|studying|training|learning|trying|planning|going|"
    r"currently|still)\b(?!\s+(?:you|u|it|this|that)\b)",
    re.IGNORECASE,
)
# commentary after a statement: "..., which is brutal", "so typing is slow"
_COMMENT_TAIL = re.compile(
    r"[\s,]+which (?:is|was|sounds|makes)\b[^,]*?(?=\s+(?:since|because|as)\s+I\b|$)"
    r"|[\s,]+so\s+(?!(?:I|I'm|I've|my|we)\b)(?:[\w'-]+\s+){0,3}(?:is|are|was|were|can't|cannot|won't|no)\b[^,]*$",
    re.IGNORECASE,
)
_CLAUSE_SPLIT = re.compile(
    r"\s*,?\s*(?<!\bUser )\b(?:and|but)\s+(?=" + _SUBJECT_START + r"\b)"
    r"|\s*[,;]\s+(?=" + _SUBJECT_START + r"\b)"
    r"|\s*,?\s*\b(?:since|because|cause|cuz)\s+(?=(?:I|I'm|I've|my)\b)"
    r"|\s*[,;]\s+(?=(?:love|like|hate|enjoy|prefer|been|working|studying|living)\b)"
    # "... and the launch is planned for May 3": a new subject with its own verb
    r"|\s*,?\s*(?<!\bUser )\b(?:and|but)\s+(?=(?:the|our|his|her|their|this|that)\s+(?:[\w-]+\s+){1,3}"
    r"(?:is|are|was|were|has|have|had|will|won't|can|can't|isn't|aren't|got|gets)\b)"
)
_MIN_WORDS = 3
# social closings after a statement: "I'm Zoe, nice to meet you", "I live in Oslo, thanks!"
_TRAILING_SOCIAL = re.compile(r"[\s,;-]+(?:(?:it's |it is )?(?:nice|good|great|pleased) to (?:meet|e?-?meet) you|"
                              r"thanks?(?: you)?|thx|cheers)\b.*$", re.IGNORECASE)
# "my partner and I are ...", "Tom and I went ..." (the speaker first, so that no clause starts at "I")
_WITH_ME = re.compile(r"^(?:(?i:my)\s+((?:[a-z-]+\s+)?(?!(?:is|was|has)\b)[a-z-]+)|([A-Z][a-z]+))"
                      r"\s+and\s+I\b(?!['\u2019])")
# words that add nothing to a fact: hedges, chat filler, and "now"-words (a memory is dated anyway)
_HEDGES = re.compile(
    r"\s*\b(?:mostly|mainly|basically|actually|really|kinda|sorta|literally|honestly|totally|definitely|"
    r"just|also|pretty much|more or less|btw|tbh|ngl|fyi|lol|lmao|haha+|omg|ugh|imo|pls|plz|please|"
    r"now|right now|currently|at the moment|these days|nowadays|at present|recently|lately)\b(?!['\u2019])",
    re.IGNORECASE,
)
_HEDGE_AFTER_I = re.compile(r"\b(I|we)\s+(?:kind of|sort of)\s+", re.IGNORECASE)
_LIKE_NUMBER = re.compile(r"\blike\s+(?=(?:\d|a |an |one |two |three |four |five |ten )\b)", re.IGNORECASE)
_EMOJI = re.compile(
    "[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff\ufe0f\u200d]+|(?<!\\w)[:;]-?[()dpo3]+(?!\\w)|<3",
    re.IGNORECASE,
)
_UNRESOLVED = re.compile(r"^(?:it|it's|its|that|that's|this|these|those|she|he|she's|he's|they|they're|"
                         r"her|his|their|so|too|very|such)\b", re.IGNORECASE)


def _is_fact_sentence(sentence: str) -> bool:
    """A declarative statement worth keeping (no question, request, greeting or filler)."""
    s = sentence.strip()
    if not s or s.endswith("?") or _FILLER.match(s):
        return False
    return not (_REQUEST.match(s) or _QUESTION_START.match(s) or _SECOND_PERSON.search(s))


def _strip_lead_ins(sentence: str) -> str:
    """Remove greetings and interjections in front of a statement (``Hi, I'm Ana`` → ``I'm Ana``)."""
    previous = None
    s = sentence.strip()
    while s != previous:
        previous = s
        s = _GREETING.sub("", s, count=1).strip()
        s = _LEAD_IN.sub("", s, count=1).strip()
    return s


# "I guess I like coffee more": the frame around a statement of the speaker's
_FRAME = re.compile(r"^I (?:guess|think|believe|suppose|feel like|mean|know)(?: that)?,?\s+(?=(?:I|I'm|I've|my)\b)",
                    re.IGNORECASE)


def _drop_hedges(clause: str) -> str:
    s = _HEDGE_AFTER_I.sub(r"\1 ", _FRAME.sub("", clause))
    s = _LIKE_NUMBER.sub("", s)
    s = _HEDGES.sub("", s)
    return " ".join(s.split()).strip(" ,")


# --------------------------------------------------------------------------- third person

_I_FORMS = {
    "i'm": "User is",
    "i am": "User is",
    "i was": "User was",
    "i've got": "User has",
    "i have got": "User has",
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
    "i did not": "User did not",
    "i won't": "User will not",
    "i wouldn't": "User would not",
    "i couldn't": "User could not",
    "i shouldn't": "User should not",
    "i wasn't": "User was not",
    "i haven't": "User has not",
    "i have not": "User has not",
    "i'm not": "User is not",
    "i am not": "User is not",
}
_I_FORM = re.compile(
    r"\b(?:"
    + "|".join(re.escape(k).replace("'", "['\u2019]") for k in sorted(_I_FORMS, key=len, reverse=True))
    + r")\b",
    re.IGNORECASE,
)
_ADVERBS = ("usually|always|often|sometimes|never|rarely|seldom|still|only|even|generally|normally|"
            "occasionally|frequently|already|barely|hardly|typically|regularly|mostly|mainly|sometimes")
_I_VERB = re.compile(r"\bI\s+((?:(?:" + _ADVERBS + r")\s+)*)([A-Za-z]+)\b")
_UNCHANGED_VERBS = _wordset(
    "will would can could should shall may might must used and or "
    # irregular past forms
    "went bought sold made took gave got left came saw ate drank wrote met grew began spoke knew "
    "thought taught brought felt kept held paid said told found built sent spent ran won lost chose "
    "flew drove rode sat stood wore led hid had did was were became broke fell forgot heard lent "
    "meant slept swam understood woke fought caught sang rang drew threw shook stole struck"
)
_AMBIGUOUS_PAST = _wordset("quit put set cut hit let hurt cost shut read spread split bet")
_PAST_MARKER = re.compile(r"\b(?:ago|yesterday|last|when I was|in (?:19|20)\d\d|once|back then|a while back|"
                          r"years back|before|earlier|already)\b", re.IGNORECASE)
_POSSESSIVE = [
    (re.compile(r"\bmine\b", re.IGNORECASE), "the user's"),
    (re.compile(r"\bmyself\b", re.IGNORECASE), "themself"),
    (re.compile(r"\bme\b", re.IGNORECASE), "the user"),
]
_MY = re.compile(r"\bmy\b", re.IGNORECASE)


def _third_person_verb(verb: str, past: bool = False) -> str:
    """``live`` → ``lives``, ``study`` → ``studies``, ``watch`` → ``watches``; past forms unchanged."""
    low = verb.lower()
    if low == "have":
        return "has"
    if low == "be":
        return "is"
    if low in _UNCHANGED_VERBS or (low.endswith("ed") and len(low) > 3) or (past and low in _AMBIGUOUS_PAST):
        return verb
    if low.endswith("y") and len(low) > 2 and low[-2] not in "aeiou":
        return verb[:-1] + "ies"
    if low.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    return verb + "s"


def to_third_person(sentence: str) -> str:
    """Rewrite a first-person statement about the speaker so that it stands alone (see module doc)."""
    s = _WITH_ME.sub(lambda m: "User and " + (f"their {m.group(1)}" if m.group(1) else m.group(2)),
                     sentence, count=1)
    past = _PAST_MARKER.search(s) is not None
    s = _I_FORM.sub(lambda m: _I_FORMS[m.group(0).lower().replace("\u2019", "'")], s)
    s = _I_VERB.sub(lambda m: "User " + m.group(1) + _third_person_verb(m.group(2), past), s)
    s = re.sub(r"\bI\b", "User", s)
    for pattern, repl in _POSSESSIVE:
        s = pattern.sub(repl, s)

    def my(m: re.Match[str]) -> str:  # "User had surgery on their knee"; "User's sister ..." when first
        return "their" if re.search(r"\b(?:User|the user)\b", s[: m.start()]) else "User's"

    s = _MY.sub(my, s)
    s = re.sub(r"\b([Ww]e)['\u2019]re\b", r"\1 are", s)
    s = re.sub(r"\b([Ww]e)['\u2019]ve\b", r"\1 have", s)
    return s[:1].upper() + s[1:]


_TYPED = [  # chat spelling of the first person
    (re.compile(r"\bi(?=\s|'|\u2019|$)(?!\.)"), "I"),
    (re.compile(r"\bim\b", re.IGNORECASE), "I'm"),
    (re.compile(r"\bive\b", re.IGNORECASE), "I've"),
    (re.compile(r"\bid\b(?=\s+(?:like|love|rather|prefer)\b)", re.IGNORECASE), "I'd"),
    (re.compile(r"\bdont\b", re.IGNORECASE), "don't"),
    (re.compile(r"\bcant\b", re.IGNORECASE), "can't"),
    (re.compile(r"\bdidnt\b", re.IGNORECASE), "didn't"),
    (re.compile(r"\bdoesnt\b", re.IGNORECASE), "doesn't"),
    (re.compile(r"\bwont\b", re.IGNORECASE), "won't"),
    (re.compile(r"\bisnt\b", re.IGNORECASE), "isn't"),
    (re.compile(r"\bwasnt\b", re.IGNORECASE), "wasn't"),
    (re.compile(r"[\u2019]"), "'"),
]
_TRAILING_FILLER = re.compile(r"(?:[\s,]+(?:lol|lmao|haha+|btw|tbh|fyi|xd|:\)|:d|!+))+\s*$", re.IGNORECASE)


def _normalise_typing(text: str) -> str:
    """``im allergic to peanuts btw`` → ``I'm allergic to peanuts``; emojis removed."""
    text = _EMOJI.sub(" ", text)
    for pattern, repl in _TYPED:
        text = pattern.sub(repl, text)
    return text


def _clean_fact(sentence: str) -> str:
    s = " ".join(sentence.split()).strip(" \"'“”")
    s = _TRAILING_FILLER.sub("", s)
    return s.rstrip(".!;:, ").strip()


# --------------------------------------------------------------------------- names and pronouns

_NAME_STATEMENT = re.compile(
    r"^(?i:I'm|I am|my name is|my name's|call me|I go by|this is)\s+([A-Z][a-z]+(?:[-'][A-Z][a-z]+)?)$"
    r"|^([A-Z][a-z]+(?:[-'][A-Z][a-z]+)?)\s+here$"
)
_MY_SUBJECT = re.compile(
    r"^[Mm]y\s+((?:(?:best|older|younger|little|big|baby|new|old|ex|step|twin)[- ])?[a-z-]+"
    r"(?:\s+[A-Z][a-z]+)?)(?=\s+[a-z'])"
)
_PRONOUN = re.compile(r"^(?:(she|he|they|it)(?:['\u2019]s|\s+is)\b|(she|he|they|it)\b(?=\s+[a-z])|"
                      r"(her|his|its|their)\s+(?=[a-z]))", re.IGNORECASE)


_NAME_PREFIX = re.compile(r"^(?i:I'm|I am|my name is|my name's)\s+([A-Z][a-z]+(?:[-'][A-Z][a-z]+)?)\s*,\s*(?=\S)")


def _appositive(part: str) -> str:
    """A part of "I'm Mateo, 22, studying architecture": an age or an -ing phrase is a statement of its own."""
    if re.fullmatch(r"\d{1,3}", part.strip()) or re.match(r"^[a-z]+ing\b", part.strip()):
        return "I'm " + part.strip()
    return part


def _speaker_name(clause: str) -> str | None:
    """The name in "I'm Alice", "my name is Alice", "Alice here", else None."""
    m = _NAME_STATEMENT.match(clause.strip(" .!,"))
    if not m:
        return None
    name = m.group(1) or m.group(2)
    return name if is_name(name) else None


def _resolve_pronoun(clause: str, subject: str | None, first: bool) -> str | None:
    """A clause opening with he/she/it/they (or her/its/...) about the previous clause's "my X" subject,
    written with that subject ("she's obsessed with dinosaurs" -> "my daughter Mia is obsessed ...");
    None when a later clause's pronoun has nothing to refer to ("I can't stand cilantro, it tastes like
    soap": the clause is dropped). A sentence's first clause stays as written ("It's been raining all week")."""
    m = _PRONOUN.match(clause)
    if m is None:
        return None if _UNRESOLVED.match(clause) and not first else clause
    if subject is None:
        return clause if first else None
    if m.group(3):
        return f"my {subject}'s " + clause[m.end():]
    rest = clause[m.end():]
    if m.group(1):
        return f"my {subject} is" + rest
    return f"my {subject}" + rest


def _time_free_words(fact: str) -> int:
    return len(re.findall(r"[\w'\u2019-]+", RELATIVE.sub(" ", fact)))


def _front_time_to_end(clause: str) -> str:
    """"Yesterday I bought a bike" -> "I bought a bike yesterday" (relative time words go last)."""
    m = RELATIVE.match(clause)
    if m is None:
        return clause
    rest = clause[m.end():].lstrip(" ,")
    return f"{rest} {m.group(0).lower()}" if rest else clause


def _user_facts(content: str) -> list[str]:
    """The facts of one user message, split into sentences and clauses, in the third person (marker
    ``User``), with the name statement as :func:`~mneme.memory.speaker.name_fact`."""
    out = []
    for sentence in split_sentences(_normalise_typing(content)):
        sentence = _TRAILING_SOCIAL.sub("", _strip_lead_ins(sentence))
        sentence = _WITH_ME.sub(lambda m: "User and " + (f"their {m.group(1)}" if m.group(1) else m.group(2)),
                                sentence, count=1)
        if not sentence or sentence.endswith("?") or _QUESTION_START.match(sentence) or _REQUEST.match(sentence):
            continue
        sentence = _COMMENT_TAIL.sub("", sentence)
        m = _NAME_PREFIX.match(sentence)
        if m and is_name(m.group(1)):  # "I'm Mateo, 22, studying architecture": the name, then "I'm" each
            out.append(name_fact(m.group(1)))
            sentence = ", ".join(_appositive(part) for part in re.split(r",\s*", sentence[m.end():]) if part)
        subject: str | None = None
        for i, clause in enumerate(_CLAUSE_SPLIT.split(sentence)):
            clause = _clean_fact(_drop_hedges(_strip_lead_ins(_YOU_TAIL.sub("", clause))))
            if not clause or not _is_fact_sentence(clause) or _REACTION.match(clause):
                subject = None
                continue
            name = _speaker_name(clause)
            if name:
                out.append(name_fact(name))
                continue
            if _IMPLICIT.match(clause):
                first_word = clause.split()[0].lower()
                clause = (("I've " if first_word == "been" else "I'm " if first_word.endswith("ing") else "I ")
                          + clause[:1].lower() + clause[1:])
            resolved = _resolve_pronoun(clause, subject, i == 0)
            if resolved is None:
                continue
            m = _MY_SUBJECT.match(resolved)
            subject = m.group(1) if m else None
            fact = _clean_fact(to_third_person(_front_time_to_end(resolved)))
            if _time_free_words(fact) >= _MIN_WORDS:
                out.append(fact[:1].upper() + fact[1:])
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


def finish_facts(facts: list[str], *, known_name: str | None = None, today: dt.date | None = None) -> list[str]:
    """The last step of every add, whichever extractor ran: relative dates turned into dates when the
    message's date (``today``) is known, and the marker ``User`` replaced by the person's name: the one
    this add states ("User's name is Alice"), else ``known_name`` (a stored fact's). See
    :mod:`mneme.memory.speaker`."""
    name = name_in_facts(facts) or known_name
    return _dedupe([render_name(date_relative(f, today), name) for f in facts])


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
            facts += _user_facts(message["content"])
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
- Refer to the person speaking as "User" (e.g. "User lives in Paris", "User's manager is Tom"), even once
  their name is known; when they say their name, record it exactly as "User's name is <Name>".
- Drop filler and hedges ("basically", "now", "lol"); keep relative times as said ("yesterday").
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
