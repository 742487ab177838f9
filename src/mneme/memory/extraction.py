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
chat typing is read ("im", "havent", "thats", letters repeated for emphasis: "sooo" → "so"), and greetings,
thanks and remarks on the assistant's answer ("thx that worked", "cheers mate, appreciate it") give nothing.
"I'm Alice" / "my name is Alice" / "Alice here" (and "it's Alice" / "this is Alice" opening a message) become
"User's name is Alice". Clauses joined by ``and I``, ``, my``, ``since I`` ... become separate facts, and so do
two predicates of one subject ("my brother lives in Sydney and works as a paramedic", "I use linux at home and
windows at work"); a clause without its subject ("had my wisdom teeth out today", "married with two kids") is
about the speaker; a he/she/it clause after a "my X" clause is written about X.
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


# a greeting, thanks or a social formula, then whom it is said to ("cheers mate", "hey guys", "hello again")
_GREETING = re.compile(
    r"^(?:(?:(?:hi+|hello+|hey+|heya|hiya|howdy|yo+|sup|wassup|ello)(?: there| all| everyone| again)?|gm|gn|"
    r"g?morning|mornin|good (?:morning|mornin|afternoon|evening|night)|greetings|night night|"
    r"bye|goodbye|see (?:you|ya|u)(?: later| soon| tomorrow)?|"
    r"(?:thanks?|thank (?:you|u|ya)|thanku|thankyou|thx|thnx|thanx|tnx|ty|tysm|tyvm|cheers|ta)"
    r"(?: (?:so+|very) much| a lot| a ton| a bunch| loads| heaps| a million| again| anyway)?"
    r"(?: for (?:the|your|all|that|this|it|everything)\b[^.!]*)?|"
    r"(?:i |we )?(?:really |truly |very )?(?:appreciate|appreciated) (?:it|that|this|the|your|all|you)\b[^.!]*|"
    r"(?:much|greatly|really) appreciated|"
    r"welcome|sorry(?: (?:about|'bout|for|to hear)\b[^.!]*)?|oops|no worries|"
    r"(?:congrats|congratulations|good luck|best of luck|well done)(?: (?:on|with|for)\b[^.!]*)?|"
    r"keep (?:it|that) up|hang in there|take care|have fun|enjoy|"
    r"(?:nice|good|great|pleased) to meet you)"
    r"(?:[\s,]+(?:mate|m8|man|dude|bro|buddy|pal|guys|folks|friend|fam|again))?)\b[\s,!.]*",
    re.IGNORECASE,
)
_FILLER = re.compile(
    r"^(?:ok(?:ay)?|k|sure|yes|yeah|yep|yup|no|nope|nah|hmm+|uh+|um+|lol|lmao|haha+|cool|great|nice|"
    r"awesome|perfect|right|alright|got it|i see|fine|wow|oh|ah|indeed|exactly|true|same|"
    r"sounds (?:good|great|perfect)|no problem|np|of course|makes sense|all good|not bad|fair enough|"
    r"good to know|noted|will do|legend|brilliant|sweet|"
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
_SECOND_PERSON = re.compile(r"\b(?:you|your|you're|youre|you've|you'll|you'd|u|ur|hbu|wbu|hby|wby)\b",
                            re.IGNORECASE)
_YOU_TAIL = re.compile(r"[\s,;-]+(?:if|in case|when|whenever|as|like) (?:you|u)\b.*$|[\s,]+(?:you know|ya know)\s*$",
                       re.IGNORECASE)
# a reaction to the other side ("that's hilarious", "this is so cool"), not a fact
_REACTION = re.compile(r"^(?:that(?:'s| is| was| sounds| looks)|this (?:is|was|looks|sounds)|what an?|so (?:cool|"
                       r"funny|sweet|nice|sad)|how (?:cool|nice|sweet|sad)|"
                       # "that worked perfectly", "it did the trick", "exactly what I needed"
                       r"(?:that|this|it|which) (?:(?:really|totally|actually|finally|also) )?(?:worked|works|"
                       r"helped|helps|did the trick|does the trick|fixed it|solved it|makes sense|made sense|"
                       r"answers|answered|clears|cleared|explains|explained)|"
                       r"(?:worked|works|helped|helps) (?:like a charm|a charm|perfectly|great|fine|now|a lot|"
                       r"wonders)|"
                       r"(?:sounds|looks) (?:good|great|perfect|fine|right|about right|(?:like )?a plan|interesting|"
                       r"fun)|"
                       # taking up the other side's suggestion: "I'll try that", "I'll give it a go"
                       r"I(?:'ll| will|'m going to| am going to) (?:try|give|do|check out|look into|use|test|read) "
                       r"(?:that|it|this|those|these|them)|"
                       r"(?:exactly|just|precisely) (?:what|the thing) (?:I|we) (?:needed|need|wanted|was after|"
                       r"was looking for))\b", re.IGNORECASE)
_SUBJECT_START = (r"(?:I|I'm|I've|I'd|I'll|my|we|we're|we've|she|he|she's|he's|they|they're|it|it's|its|that|"
                  r"that's|her|his|their)")
# a clause whose subject is left out, as people type ("love hiking, hate running", "been vegan for years")
_IMPLICIT = re.compile(
    r"^(?:love|loves|like|hate|enjoy|prefer|adore|miss|work|live|study|play|speak|own|drive|cook|run|teach|"
    r"been|just|started|moved|got|working|living|studying|training|learning|trying|planning|going|"
    r"currently|still|don't|do not|can't|cannot|didn't|never|quit)\b(?!\s+(?:you|u|it|this|that)\b)",
    re.IGNORECASE,
)
# "not a fan of spicy food": a state with "I'm" left out before "not"
_IMPLICIT_NOT = re.compile(r"^not\s+(?:a|an|the|really|very|too|that|much of a|into|sure about)\b", re.IGNORECASE)
# a remark after a statement, about its object or a feeling, with no subject: "tastes like soap", "so tanned"
_OBJECT_REMARK = re.compile(r"^(?:(?:so+|such|very|too|super)\s+[a-z]+|[a-z]{3,}s\s+(?:like|the|a|so|it|me|that|"
                            r"everything|to)\b)", re.IGNORECASE)
# commentary after a statement: "..., which is brutal", "so typing is slow"
_COMMENT_TAIL = re.compile(
    r"[\s,]+which (?:is|was|sounds|makes)\b[^,]*?(?=\s+(?:since|because|as)\s+I\b|$)"
    r"|[\s,]+so\s+(?!(?:I|I'm|I've|my|we)\b)(?:[\w'-]+\s+){0,3}(?:is|are|was|were|can't|cannot|won't|no)\b[^,]*$"
    # "..., tastes like soap", "..., explains the wheezing": a remark on the thing, its verb without a subject
    r"|,\s+(?!(?:I|I'm|my|we|is|was|has|does)\b)[a-z]{3,}(?<!ss)s\s+(?:like|the|a|so|it|me|that|everything|to)\b.*$"
    # "..., definitely the bravest person I know"
    r"|,\s+(?:definately|definitely|def|literally|honestly|easily)\s+(?:the|my)\b.*$",
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
    r"just|also|pretty much|more or less|btw|by the way|tbh|ngl|fyi|lol|lmao|haha+|omg|ugh|imo|pls|plz|please|"
    r"now|right now|currently|at the moment|these days|nowadays|at present|recently|lately|tho|though(?=\s*$)|"
    r"back(?= in (?:19|20)\d\d))\b(?!['\u2019])",
    re.IGNORECASE,
)
_HEDGE_AFTER_I = re.compile(r"\b(I|we)\s+(?:kind of|sort of)\s+", re.IGNORECASE)
_LIKE_NUMBER = re.compile(r"\blike\s+(?=(?:\d|a (?:few|couple|hundred|thousand|million|dozen|half|week|month|"
                          r"year|day)|an hour|one |two |three |four |five |ten )\b)", re.IGNORECASE)
_EMOJI = re.compile(
    "[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff\ufe0f\u200d]+|(?<!\\w)[:;]-?[()dpo3]+(?!\\w)|<3",
    re.IGNORECASE,
)
_UNRESOLVED = re.compile(r"^(?:it|it's|its|that|that's|this|these|those|she|he|she's|he's|they|they're|"
                         r"her|his|their|so|too|very|such)\b", re.IGNORECASE)


# a past event with the subject left out, as people type ("had my wisdom teeth out today", "went to the gym",
# "finished my thesis"): a past verb, then its object (a question would put a subject there: "had you ...")
_PAST_EVENT = re.compile(
    r"^(?:(?:had|went|bought|sold|made|took|gave|left|came|saw|ate|drank|wrote|met|grew|began|spoke|caught|"
    r"paid|spent|sent|built|found|lost|won|broke|fell|flew|drove|rode|ran|swam|slept|woke|wore|"
    r"(?!(?:need|tir|bor|marri|scar|worri|interest|obsess|stress|annoy|confus|surpris|pleas|reliev|exhaust|"
    r"engag|retir|bas|locat|excit|amaz|disappoint|frustrat|overwhelm|exclud|includ|allow|suppos|us)ed\b)"
    r"[a-z]{2,}ed)\s+(?=(?:my|a|an|the|some|our|two|three|\d+|[A-Z][a-z]+)\b)"
    r"|(?:went|came|got) (?=(?:to|home|back|out|up|for)\b)"
    r"|(?:had|quit) (?!(?:you|u|it|we|they|he|she|I|to|been|any)\b)(?=[a-z])"
    r"|did (?=(?:a|an|some|my first|my last|\d+)\b))",
)


# a state with "I'm" left out: "married with two kids", "excited for my trip", "new to python"
_IMPLICIT_BE = re.compile(
    r"^(?:married|engaged|divorced|single|retired|excited|tired|sick|bored|scared|terrified|worried|nervous|"
    r"stressed|allergic|obsessed|addicted|interested|based|stuck|busy|new|off|back|home)"
    r"\s+(?=(?:to|of|with|for|about|in|on|at|from)\b)",
    re.IGNORECASE,
)


# "it's my birthday today" -> "my birthday is today"
_ITS_MY = re.compile(r"^[Ii]t's\s+(my\s+[a-z]+(?:\s+[a-z]+)?)\s+(?=(?:today|tomorrow|tonight|on|next|this|in)\b)")


def _implicit_ing(clause: str) -> bool:
    """"flying to japan tomorrow": a verb's -ing form opening a clause, then where or what (the "I'm" left out)."""
    words = clause.split()
    return (len(words) >= 2 and "ing" in _verb_forms(words[0])
            and words[1].lower() in ("to", "at", "in", "on", "for", "my", "a", "an", "the", "home", "back", "out"))


def _question_start(sentence: str) -> bool:
    return (_QUESTION_START.match(sentence) is not None
            and _PAST_EVENT.match(sentence[:1].lower() + sentence[1:]) is None
            and _NEGATED_HABIT.match(sentence) is None)


# "don't drink coffee", "can't stand horror movies": the speaker's "no" with "I" left out, no question
# ("don't you think ...", "can we ...": a pronoun follows)
_NEGATED_HABIT = re.compile(r"^(?:don't|didn't|can't|cannot|never)\s+(?!(?:you|u|we|they|i|he|she|it|ya|y'all|"
                            r"forget|worry|tell|let|mention|say|be|bother|stop|go|make|ask|remind|send|call)\b)"
                            r"[a-z]", re.IGNORECASE)


def _is_fact_sentence(sentence: str) -> bool:
    """A declarative statement worth keeping (no question, request, greeting or filler)."""
    s = sentence.strip()
    if not s or s.endswith("?") or _FILLER.match(s):
        return False
    return not (_REQUEST.match(s) or _question_start(s) or _SECOND_PERSON.search(s))


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
_FRAME = re.compile(r"^I (?:guess|think|believe|suppose|feel like|mean|know)(?: that)?,?\s+"
                    r"(?=(?:I|I'm|I've|my|that's|this is)\b)", re.IGNORECASE)


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


def to_third_person(sentence: str, *, past: bool = False) -> str:
    """Rewrite a first-person statement about the speaker so that it stands alone (see module doc); ``past``:
    the statement is about the past (read "quit", "put", ... as past forms), also found from its words."""
    s = _WITH_ME.sub(lambda m: "User and " + (f"their {m.group(1)}" if m.group(1) else m.group(2)),
                     sentence, count=1)
    past = past or _PAST_MARKER.search(s) is not None
    # "but I do eat fish": the "do" only stresses the verb after it ("I do yoga": "do" is the verb)
    s = re.sub(r"\bI do ([a-z]+)\b", lambda m: f"I {m.group(1)}" if m.group(1) in _VERBS else m.group(0), s)
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
    (re.compile(r"\b(have|has|are|were|would|could|should|must|had|need)nt\b", re.IGNORECASE), r"\1n't"),
    (re.compile(r"\b(that|what|there|where|she|he|who)s\b", re.IGNORECASE), r"\1's"),
    (re.compile(r"\b(they)re\b", re.IGNORECASE), r"\1're"),
    # "its raining", "its my birthday" (the possessive comes before a noun: "its tail")
    (re.compile(r"\b([Ii])ts\b(?=\s+(?:my|a|an|the|so|too|very|not|been|just|really|always|never|going|ok|okay|"
                r"fine|all|over|about|[a-z]+ing)\b|\s+(?-i:[A-Z][a-z]))", re.IGNORECASE), r"\1t's"),
    (re.compile(r"\bgonna\b", re.IGNORECASE), "going to"),
    (re.compile(r"\bwanna\b", re.IGNORECASE), "want to"),
    (re.compile(r"\bgotta\b", re.IGNORECASE), "have to"),
    # "my husbands a firefighter": the "is" typed without its apostrophe, before "a"/"an"
    (re.compile(r"\b([Mm]y\s+(?:[a-z]+\s+)?(?!(?:parent|kid|child|friend|grandparent)s\b)[a-z]{3,}?)s\s+(?=(?:a|an)\s)"),
     r"\1 is "),
    (re.compile(r"\bteh\b"), "the"),
    (re.compile(r"[\u2019]"), "'"),
]
# letters repeated for emphasis ("heyyy", "sooo", "thank youuu"): one letter again, two where the word has two
_EMPHASIS = re.compile(r"([a-z])\1{2,}", re.IGNORECASE)
_DOUBLE_LETTER_WORDS = _wordset(
    "good cool soon too see feel need week sleep free sweet food book look school beer coffee tree keen deep "
    "all well still will tell hell full pretty happy sorry really silly little funny off stuff miss less yummy "
    "better hello bloody hmm mmm odd add egg ill"
)


def _unemphasise(word: re.Match[str]) -> str:
    text = word.group(0)
    if not _EMPHASIS.search(text):
        return text
    double = _EMPHASIS.sub(r"\1\1", text)
    return double if double.lower() in _DOUBLE_LETTER_WORDS else _EMPHASIS.sub(r"\1", text)


_TRAILING_FILLER = re.compile(r"(?:[\s,]+(?:lol|lmao|haha+|btw|tbh|fyi|xd|:\)|:d|!+))+\s*$", re.IGNORECASE)


def _normalise_typing(text: str) -> str:
    """``im allergic to peanuts btw`` → ``I'm allergic to peanuts``; emojis removed (one between two statements
    ends the first: "got back from crete yesterday ☀️ so tanned"); a name typed in lower case after an
    introduction capitalised ("hi im priya", "my names rachel", "sam here")."""
    text = _EMOJI_BETWEEN.sub(". ", text)
    text = _EMOJI.sub(" ", text)
    text = re.sub(r"[A-Za-z]+", _unemphasise, text)
    for pattern, repl in _TYPED:
        text = pattern.sub(repl, text)
    text = _LOWER_NAME.sub(_capitalise_name, text)
    return _NAMES_TYPED.sub(r"\1 name's", text)  # ("my names Rachel": once the name has its capital)


_NAMES_TYPED = re.compile(r"\b([Mm]y|[Tt]he)\s+names\b(?=\s+[A-Z])")


# an emoji after a statement, before another that opens without a joining word
_EMOJI_BETWEEN = re.compile(
    "(?<=[a-z0-9])[ ]*(?:[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff][\ufe0f\u200d]*)+[ ]+"
    "(?=[a-z])(?!(?:and|or|but|with|for|in|at|on|to|of|from)\b)"
)
# a lower-case word where a name is introduced: after "my name is", "call me", a greeting then "I'm", or opening
# a message before "here"
_LOWER_NAME = re.compile(
    r"(?:\b(?i:my name is|my name's|my names|name's|call me|I go by|I'm called)\s+"
    r"|^(?i:(?:hi+|hey+|hello+|hiya|heya|yo)[\s,!.]+(?:I'm|I am|it's|its|this is)\s+))([a-z][a-z'-]+)\b"
    r"|^([a-z][a-z'-]+)(?=\s+here\b)"
)
# words that follow "I'm" or come before "here" without being anyone's name
_NOT_LOWER_NAMES = _wordset(
    "new back home here there fine good ok okay well tired sick ill bored sorry so just not a an the also "
    "still really very same glad happy sad late early done free busy away out in on ready sure stuck lost "
    "alone single married engaged divorced vegan vegetarian pregnant retired nervous excited worried "
    "stressed confused curious allergic hungry thirsty cold hot off up down only always never from into "
    "about trying going looking thinking doing working living planning getting feeling wondering hoping "
    "nobody everyone everybody someone anyone all who what me you us them him her it this that these "
    "those some any no yes are is was were be been have has had and or but if because too kinda pretty "
    "quite literally actually"
)


def _capitalise_name(m: re.Match[str]) -> str:
    word = m.group(1) or m.group(2)
    start = m.start(1) if m.group(1) else m.start(2)
    if word in _NOT_LOWER_NAMES or word.endswith(("ing", "ed", "ly")):
        return m.group(0)
    name = word[:1].upper() + word[1:]
    if not is_name(name):
        return m.group(0)
    cut = start - m.start()
    return m.group(0)[:cut] + name + m.group(0)[cut + len(word):]


def _clean_fact(sentence: str) -> str:
    s = " ".join(sentence.split()).strip(" \"'“”")
    s = _TRAILING_FILLER.sub("", s)
    return s.rstrip(".!;:, ").strip()


# --------------------------------------------------------------------------- names and pronouns

_NAME_WORD = r"([A-Z][a-z]+(?:[-'][A-Z][a-z]+)?)"
# "I'm Alice", "my name's Alice", "call me Alice"; "it's Alice" / "this is Alice" only where a message opens
_INTRO = r"(?i:I'm|I am|I'm called|my name is|my name's|the name's|name's|(?:you can |just )?call me|I go by)"
_OPENING_INTRO = r"(?i:it's|its|it is|this is)"
_NAME_TAIL = r"(?:\s+(?i:here|again|btw|by the way))*"
_NAME_STATEMENT = re.compile(rf"^{_INTRO}\s+{_NAME_WORD}{_NAME_TAIL}$|^{_NAME_WORD}\s+here{_NAME_TAIL}$")
_OPENING_NAME_STATEMENT = re.compile(rf"^{_OPENING_INTRO}\s+{_NAME_WORD}{_NAME_TAIL}$")
# capitalised words after "it's" / "this is" that are no one's name
_NOT_INTRO_NAMES = _wordset("christmas easter halloween thanksgiving ramadan diwali hanukkah eid passover "
                            "spring summer autumn winter noon midnight payday me great awesome cool nice perfect "
                            "brilliant crazy insane weird bad true false correct right wrong lovely beautiful "
                            "gorgeous epic huge late early hot cold sunny done over fun funny wild sad")
_ADJECTIVE_ENDING = re.compile(r"(?:ing|ful|ous|able|ible|less|ish|ic|al)$")
_MY_SUBJECT = re.compile(
    r"^[Mm]y\s+((?:(?:best|older|younger|little|big|baby|new|old|ex|step|twin)[- ])?[a-z-]+"
    r"(?:\s+[A-Z][a-z]+)?)(?=\s+[a-z'])"
)
_PRONOUN = re.compile(r"^(?:(she|he|they|it)(?:['\u2019]s|\s+is)\b|(she|he|they|it)\b(?=\s+[a-z])|"
                      r"(her|his|its|their)\s+(?=[a-z]))", re.IGNORECASE)


# the name, then the rest of the sentence: "I'm Mateo, 22, ...", "Dan here im training ...", "its Tomasz lol, i ..."
_NAME_PREFIX = re.compile(
    rf"^(?:(?:{_INTRO}|{_OPENING_INTRO})\s+{_NAME_WORD}|{_NAME_WORD}\s+here){_NAME_TAIL}(?:\s+(?i:lol|haha+))?"
    r"(?:\s*[,;:-]\s*|\s+(?=(?:I|I'm|I've|I'd|my|My)\b))(?=\S)"
)


def _appositive(part: str) -> str:
    """A part of "I'm Mateo, 22, studying architecture": an age or an -ing phrase is a statement of its own."""
    if re.fullmatch(r"\d{1,3}", part.strip()) or re.match(r"^[a-z]+ing\b", part.strip()):
        return "I'm " + part.strip()
    return part


def _intro_name(name: str | None) -> str | None:
    return name if name and is_name(name) and name.lower() not in _NOT_INTRO_NAMES else None


def _opening_name(name: str | None) -> str | None:
    """A name after "it's" / "this is", where capitalised adjectives also come ("This is Amazing")."""
    return None if name is None or (_ADJECTIVE_ENDING.search(name.lower()) and len(name) > 5) else _intro_name(name)


def _speaker_name(clause: str, opening: bool = False) -> str | None:
    """The name in "I'm Alice", "my name is Alice", "Alice here" (and, where the message opens, "it's Alice",
    "this is Alice"), else None."""
    text = clause.strip(" .!,")
    m = _NAME_STATEMENT.match(text)
    if m:
        return _intro_name(next((g for g in m.groups() if g), None))
    m = _OPENING_NAME_STATEMENT.match(text) if opening else None
    return _opening_name(m.group(1)) if m else None


def _name_prefix(sentence: str, opening: bool) -> tuple[str, str] | None:
    """The name a sentence opens with and the rest ("Dan here im training ..." -> Dan, "im training ...")."""
    m = _NAME_PREFIX.match(sentence)
    if m is None:
        return None
    said = next((g for g in m.groups() if g), None)
    name = _intro_name(said) if not re.match(_OPENING_INTRO, sentence) else _opening_name(said) if opening else None
    return (name, sentence[m.end():]) if name else None


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


# --------------------------------------------------------------------------- one subject, two predicates

# common verbs (base forms): a word after "and" starts a second predicate only when it is one of these (or a
# form of one), in the form the subject takes ("my brother lives in Sydney and works as a paramedic")
_VERBS = _wordset(
    "live work study teach play speak own drive cook run use love like hate enjoy prefer adore miss need want "
    "have do go make take get give keep hold buy sell rent read write watch listen sing dance paint draw swim "
    "cycle ride walk hike climb ski surf train coach volunteer manage lead help care look spend save earn pay "
    "eat drink smoke vape sleep wake visit travel move stay leave start finish begin stop quit join lose win "
    "grow raise build fix mentor support follow collect bake brew knit sew garden fish hunt commute attend "
    "meet know think believe hope plan try learn practise practice wear carry bring send call text email see "
    "hear feel tend share organise organize host stream record design code develop program test fly sail row "
    "box lift jog skate snowboard celebrate adopt foster donate tutor babysit clean deliver serve pick drop "
    "fancy graduate marry divorce retire struggle suffer relax weigh measure"
)
_IRREGULAR_PAST = _wordset(
    "went bought sold made took gave got left came saw ate drank wrote met grew began spoke knew thought "
    "taught brought felt kept held paid said told found built sent spent ran won lost chose flew drove rode "
    "sat stood wore led hid had did became broke fell forgot heard lent meant slept swam understood woke "
    "fought caught sang rang drew threw shook stole struck quit put set cut hit let read"
)
# participles that are not also a simple past ("was born and raised", "have seen"), and simple pasts that are
# no participle ("went", not "have went")
_PARTICIPLES = _wordset("born been done gone seen taken given known grown written eaten driven ridden")
_PAST_ONLY = _wordset("went took gave came saw ate drank wrote grew began spoke knew chose flew drove rode wore "
                      "hid did became broke fell forgot woke sang rang drew threw shook stole swam ran")
# auxiliaries and modals as the second verb: the subjects they go with (I, P plural, 3 third singular)
_AUX_PERSONS = {
    "am": "I", "is": "3", "isn't": "3", "has": "3", "hasn't": "3", "does": "3", "doesn't": "3",
    "are": "P", "aren't": "P", "were": "P", "weren't": "P",
    "have": "IP", "haven't": "IP", "do": "IP", "don't": "IP", "was": "I3", "wasn't": "I3",
}
_MODALS = _wordset("will would can could should shall may might must can't cannot won't wouldn't couldn't "
                   "shouldn't didn't did never 'll 'd")
_NEGATIONS = _wordset("don't doesn't do does not")
_OBJECT_PRONOUNS = _wordset("it this that them him her you u one so")
_QUALIFIER_STARTS = _wordset("at in on for during with before after from to by every")
_BE = _wordset("am is are was were")
_CONTRACTED_SUBJECT = re.compile(r"^(I|[Ww]e)['\u2019](m|re|ve|d|ll)\b")
_PREDICATE_JOIN = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+")
_ADVERB_WORDS = _wordset(_ADVERBS.replace("|", " ") + " also")


_TO_VERB = re.compile(r"\b([\w']+)\s+to\s+(\w+)")
_TO_ADJECTIVES = _wordset("going able about ready excited happy supposed used order trying hoping planning keen "
                          "eager willing due likely afraid scared nervous")
_MOTION_VERBS = _wordset("go cycle walk drive run commute move travel fly ride come get swim jog head return")


def _infinitive(before: str, word: str) -> bool:
    """Whether "<before> to <word>" is an infinitive ("want to visit", not "cycle to work")."""
    return "base" in _verb_forms(word) and (before.lower() in _TO_ADJECTIVES or (
        bool(_verb_forms(before)) and _stem(before) not in _MOTION_VERBS))


_IRREGULAR_STEMS = {"went": "go", "ran": "run", "flew": "fly", "drove": "drive", "rode": "ride", "came": "come",
                    "got": "get", "swam": "swim"}


def _stem(word: str) -> str:
    """The base form of a verb form of :data:`_VERBS` (``word`` itself when there is none)."""
    w = word.lower()
    if w in _IRREGULAR_STEMS:
        return _IRREGULAR_STEMS[w]
    if w in _VERBS or not w.endswith(("s", "ed", "ing", "d")):
        return w
    for cut, add in ((1, ""), (2, ""), (3, "y"), (3, ""), (3, "e"), (4, "")):
        if w[:-cut] + add in _VERBS:
            return w[:-cut] + add
    return w


def _verb_forms(word: str) -> set[str]:
    """How ``word`` reads as a verb: base, s (third person), past, ing, pp; empty when it is none."""
    w = word.lower()
    forms: set[str] = set()
    if w in _VERBS:
        forms.add("base")
    if w in _IRREGULAR_PAST:
        forms.add("past")
    if w in _PARTICIPLES or (w in _IRREGULAR_PAST and w not in _PAST_ONLY):
        forms.add("pp")
    if w.endswith("s") and any(st in _VERBS for st in (w[:-1], w[:-2], w[:-3] + "y")):
        forms.add("s")
    if w.endswith("ed") and any(st in _VERBS for st in (w[:-2], w[:-1], w[:-3] + "y", w[:-3])):
        forms |= {"past", "pp"}
    if w.endswith("ing") and any(st in _VERBS for st in (w[:-3], w[:-3] + "e", w[:-4])):
        forms.add("ing")
    return forms


def _persons(word: str) -> str:
    """The subjects (I, P, 3) a finite verb goes with; "" when ``word`` is no finite verb."""
    w = word.lower()
    if w in _AUX_PERSONS:
        return _AUX_PERSONS[w]
    if w in _MODALS:
        return "IP3"
    forms = _verb_forms(w)
    return ("IP3" if "past" in forms else "") + ("3" if "s" in forms else "") + ("IP" if "base" in forms else "")


def _subject_of(clause: str) -> tuple[str, str] | None:
    """(subject, the words after it) of a clause about the speaker (I, we, "User and their wife") or about a
    "my X" subject; None for any other subject. "I'm"/"I've"/... give the auxiliary in full."""
    m = _CONTRACTED_SUBJECT.match(clause)
    if m:
        aux = {"m": "am", "re": "are", "ve": "have", "d": "would", "ll": "will"}[m.group(2)]
        return m.group(1), aux + clause[m.end():]
    m = (re.match(r"^(I|[Ww]e|[Ss]he|[Hh]e|[Tt]hey|User and (?:their [a-z-]+|[A-Z][a-z]+))\s+", clause)
         or _MY_SUBJECT.match(clause))
    if m:
        return clause[: m.end()].strip(), clause[m.end():].lstrip()
    return None


def _second_predicates(clause: str) -> list[str]:
    """A clause whose subject does two things, as two clauses: "my brother Sean lives in Sydney and works as a
    paramedic" -> "my brother Sean lives in Sydney", "my brother Sean works as a paramedic"; "I'm a nurse and
    work nights" -> "I am a nurse", "I work nights"; a gapped verb when the second part is a parallel object
    and qualifier: "I use linux at home and windows at work" -> "I use linux at home", "I use windows at work".
    Only when each part is a whole statement: verbs sharing an object ("I buy and sell cars", "born and raised
    in Leeds"), infinitives ("I want to visit Japan and learn Japanese") and base verbs after a modal or a
    negation ("I don't smoke and drink", whose scope is unclear) stay as written."""
    found = _subject_of(clause)
    if found is None:
        return [clause]
    subject, rest = found
    words = rest.split()
    i = 0
    while i < len(words) and words[i].lower() in _ADVERB_WORDS:
        i += 1
    if i + 1 >= len(words):
        return [clause]
    verb, after = words[i].lower(), words[i + 1].lower()
    if subject == "I":
        person = "I"
    elif re.match(r"^(?:[Ww]e|[Tt]hey|User and)\b", subject) or verb in ("are", "were", "have", "do", "don't") or (
            "base" in _verb_forms(verb) and "s" not in _verb_forms(verb)):
        person = "P"
    else:
        person = "3"
    be = verb in ("am", "is", "are", "was", "were")
    modal = verb in _MODALS or verb in _NEGATIONS or after in ("not", "never")
    # the auxiliary a second participle shares: "I'm training ... and swimming ...", "I was born ... and
    # raised ...", "I've lived ... and worked ..."
    shared_aux = ("ing" if be and "ing" in _verb_forms(after) else
                  "pp" if (be or verb in ("have", "has", "had")) and "pp" in _verb_forms(after) else "")
    for m in _PREDICATE_JOIN.finditer(rest):
        first, second = rest[: m.start()].strip(), rest[m.end():].strip()
        first_words, second_words = first.split(), second.split()
        # "I want to visit Japan and learn Japanese": "learn" goes with "to" ("I cycle to work": "to" of a place)
        infinitive = any(_infinitive(t.group(1), t.group(2)) for t in _TO_VERB.finditer(first))
        if len(first_words) < i + 1 or len(second_words) < 2:
            continue
        k = 0
        while k < len(second_words) - 1 and second_words[k].lower() in _ADVERB_WORDS:
            k += 1
        v2, obj2 = second_words[k].lower(), second_words[k + 1].lower() if k + 1 < len(second_words) else ""
        forms = _verb_forms(v2)
        if not obj2 or obj2 in _OBJECT_PRONOUNS:  # "I work from home and love it": nothing of its own
            if (subject == "I" and m.group(0).strip() == "and" and _persons(v2) == "IP" and len(first_words) > i + 1
                    and not (modal or infinitive or shared_aux) and not _verb_forms(first_words[-1])):
                return [f"I {first} and {second.replace(second_words[k], _third_person_verb(v2), 1)}"]
            continue
        last = _verb_forms(first_words[-1]) - {"past"} if "past" not in forms else _verb_forms(first_words[-1])
        if last & forms and all(_verb_forms(w) for w in first_words[i:]):
            # "I buy and sell cars", "I was born and raised in Leeds": one statement, both verbs conjugated
            if subject == "I" and len(first_words) == i + 1 and forms == {"base"} and last == {"base"}:
                return [f"I {' '.join(first_words)} and {second.replace(second_words[k], _third_person_verb(v2), 1)}"]
            continue
        if len(first_words) < i + 2:
            continue
        if last & forms and len(first_words) > i + 2 and _infinitive(first_words[-3], first_words[-1]):
            continue  # "I love to read and write poetry"
        if shared_aux and shared_aux in forms:
            if be and "past" in forms:
                continue  # "I was born in Leeds and moved to York": "was moved"? unclear
            predicate = f"{words[i]} {second}"  # the same auxiliary
        elif person in _persons(v2) and not ((modal or infinitive) and _persons(v2) == "IP"):
            predicate = second
        elif m.group(0).strip() == "and" and not (modal or be) and "," not in first:
            predicate = _gapped(words[: i + 1], first_words[i + 1:], second_words) or ""
            if not predicate:
                continue
        else:
            continue
        return [f"{subject} {first}", *_second_predicates(f"{subject} {predicate}")]
    return [clause]


def _gapped(head: list[str], obj: list[str], second: list[str]) -> str | None:
    """The second part of "I use linux at home and windows at work" with the verb put back ("use windows at
    work"), when both parts are an object then a qualifier (a phrase opening with a preposition or "every");
    else None. A second part opening with "my" is one only when the first object does ("I meet my friends on
    fridays and my family on sundays")."""
    k = next((n for n, w in enumerate(obj) if w.lower() in _QUALIFIER_STARTS), None)
    if k is None or not 1 <= k <= 4 or obj[0].lower() in _QUALIFIER_STARTS:
        return None
    j = next((n for n, w in enumerate(second) if w.lower() in _QUALIFIER_STARTS), None)
    if j is None or not 1 <= j <= 4 or len(second) - j > 6:
        return None
    starts = _OBJECT_PRONOUNS | {"i", "we", "our", "then", "also", "so", "the", "and", "but"}
    if j == 1 and re.fullmatch(r"\d+|one|two|three|four|five|six|some|more|another|others|few", second[0].lower()):
        return None  # "I spent a year in Spain and two in Italy": two what?
    if second[0].lower() in starts or (second[0].lower() == "my") != (obj[0].lower() == "my") or any(
            _persons(w) or w.lower() in _AUX_PERSONS for w in second[:j]):
        return None
    return " ".join(head + second)


def _gapped_clause(previous: str | None, clause: str) -> str | None:
    """A clause without a verb after a split at "and my" ("I meet my friends on fridays and my family on
    sundays"), with the previous clause's subject and verb, when it is a parallel object (:func:`_gapped`)."""
    found = _subject_of(previous) if previous else None
    words = clause.split()
    if found is None or not words or words[0].lower() != "my" or any(
            _persons(w) or w.lower() in _AUX_PERSONS or "'" in w for w in words):
        return None
    subject, rest = found
    first = rest.split()
    i = 0
    while i < len(first) and first[i].lower() in _ADVERB_WORDS:
        i += 1
    if i + 1 >= len(first) or first[i].lower() in _MODALS | _NEGATIONS or first[i].lower() in _BE:
        return None
    predicate = _gapped(first[: i + 1], first[i + 1:], words)
    return f"{subject} {predicate}" if predicate else None


def _time_free_words(fact: str) -> int:
    return len(re.findall(r"[\w'\u2019-]+", RELATIVE.sub(" ", fact)))


def _user_facts(content: str) -> list[str]:
    """The facts of one user message, split into sentences and clauses, in the third person (marker
    ``User``), with the name statement as :func:`~mneme.memory.speaker.name_fact`."""
    out: list[str] = []
    for sentence in split_sentences(_normalise_typing(content)):
        sentence = _TRAILING_SOCIAL.sub("", _strip_lead_ins(sentence))
        sentence = _WITH_ME.sub(lambda m: "User and " + (f"their {m.group(1)}" if m.group(1) else m.group(2)),
                                sentence, count=1)
        prefix = _name_prefix(sentence, opening=not out)
        if prefix:  # "I'm Mateo, 22, studying architecture": the name, then "I'm" each
            out.append(name_fact(prefix[0]))
            sentence = ", ".join(_appositive(part) for part in re.split(r",\s*", prefix[1]) if part)
        elif sentence and (_REQUEST.match(sentence) or _question_start(sentence)):
            name = _speaker_name(_clean_fact(_drop_hedges(sentence)))  # "call me Liz" is no request
            if name:
                out.append(name_fact(name))
            continue
        if not sentence or sentence.endswith("?") or _question_start(sentence) or _REQUEST.match(sentence):
            continue
        sentence = _COMMENT_TAIL.sub("", sentence)
        subject: str | None = None
        previous: str | None = None  # the clause before, for a verb left out ("... and my family on sundays")
        for i, clause in enumerate(_CLAUSE_SPLIT.split(sentence)):
            if (out or i) and _OBJECT_REMARK.match(clause.strip()):
                subject = previous = None  # "..., tastes like soap", "... so tanned lol": about the thing, a feeling
                continue
            clause = _clean_fact(_drop_hedges(_strip_lead_ins(_YOU_TAIL.sub("", clause))))
            name = _speaker_name(clause, opening=not out and i == 0) if clause else None
            if name:
                out.append(name_fact(name))
                continue
            if not clause or not _is_fact_sentence(clause) or _REACTION.match(clause):
                subject = previous = None
                continue
            if _IMPLICIT.match(clause):
                first_word = clause.split()[0].lower()
                clause = (("I've " if first_word == "been" else "I'm " if first_word.endswith("ing") else "I ")
                          + clause[:1].lower() + clause[1:])
            elif _PAST_EVENT.match(clause[:1].lower() + clause[1:]):
                clause = "I " + clause[:1].lower() + clause[1:]
            elif _IMPLICIT_BE.match(clause) or _IMPLICIT_NOT.match(clause) or _implicit_ing(clause):
                clause = "I'm " + clause[:1].lower() + clause[1:]
            clause = _ITS_MY.sub(r"\1 is ", clause)
            clause = _gapped_clause(previous, clause) or clause
            resolved = _resolve_pronoun(clause, subject, i == 0)
            if resolved is None:
                continue
            m = _MY_SUBJECT.match(resolved)
            subject = m.group(1) if m else None
            # relative time words go last ("Yesterday I bought a bike" -> "I bought a bike yesterday"), for each
            # predicate ("yesterday I bought a bike and sold my car")
            when = RELATIVE.match(resolved)
            rest = resolved[when.end():].lstrip(" ,") if when else resolved
            parts = _second_predicates(rest)
            # "I quit my job and started a company": a past verb makes "quit" past too
            past = len(parts) > 1 and any(
                "past" in _verb_forms(w) and w.lower() not in _VERBS for w in rest.split())
            for part in parts:
                fact = _clean_fact(to_third_person(f"{part} {when.group(0).lower()}" if when and part else part,
                                                   past=past))
                if _time_free_words(fact) >= _MIN_WORDS:
                    out.append(fact[:1].upper() + fact[1:])
            previous = parts[-1]
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
