"""``fact_instruction`` offline: what an instruction asks to record or exclude, and drafts of one.

Reading an instruction (:func:`parse_instruction`). The Markdown is cut into sentences and bullets;
each gets a polarity and a list of topics:

- exclude: ``Do not record …``, ``Don't store …``, ``Never store …``, ``Ignore …``, ``Skip …``,
  ``Exclude …``, ``Omit …``, ``Avoid …``, ``No …``, ``Nothing about …``, and every bullet under a heading
  such as ``## Exclude``, ``## Ignore`` or ``## Do not record``;
- include: ``Only record …``, ``Record only …``, ``Focus on …``, ``Stick to …``, ``Record …``,
  ``Remember …``, ``Keep track of …``, ``This memory is about …``, and every bullet under a heading
  such as ``## Record``, ``## Include`` or ``## Focus``;
- ``… but not X``, ``… except X``, ``… other than X`` turn the rest of the sentence into an exclusion;
- other sentences (context, tone, ``Record facts in French``) set nothing.

Topics are split on commas, ``and``, ``or`` and slashes. A topic naming a known theme (the lexicon
below: food and diet, allergies, work, health, family, friends, home, travel, hobbies, education,
pets, contact details, finance, preferences, small talk, sensitive data) is that theme; any other
topic (``music``, ``the user's car``) is matched by meaning only. ``anything``, ``everything``,
``facts about the user`` and the like are "everything".

Deciding a fact (:class:`InstructionFilter`). The include topics are the memory's scope: with at least
one (and no "everything"), a fact is kept only if it matches one of them. A fact matching an exclude
topic is dropped, whatever else it matches. A fact matches a theme when it contains one of the theme's
words, or when its sentence embedding (the local all-MiniLM-L6-v2 model, no network) is within
:data:`SIMILARITY` cosine of one of the theme's example facts; a free topic matches by embedding only.
Food counts allergies to a food and diets (``User is allergic to peanuts``, ``User is vegan``), so
``Only record food preferences`` keeps them; an allergy to something else (pollen, cats) is health.
Small talk is a fact with small-talk words (weather, ``ugh``, ``lol``, how a day went) and no other
theme, so ``ugh monday again, the hospital shift was brutal`` is work, not small talk.
"""

from __future__ import annotations

import functools
import json
import logging
import re
from collections import Counter
from dataclasses import dataclass, field

import numpy as np

from mneme.memory.embeddings import EmbeddingError, LocalEmbedder
from mneme.memory.llm import LLMClient, LLMError

__all__ = [
    "FREE_SIMILARITY",
    "MAX_INSTRUCTION_CHARS",
    "SIMILARITY",
    "InstructionFilter",
    "ParsedInstruction",
    "compose_instruction",
    "draft_instruction",
    "fact_themes",
    "language_name",
    "parse_instruction",
]

log = logging.getLogger(__name__)

MAX_INSTRUCTION_CHARS = 2000
#: Cosine similarity (local all-MiniLM-L6-v2) from which a fact is about a lexicon theme: against the
#: theme's example facts. Measured on tests/memory/instruction_cases.tsv (0.50-0.65 change little there).
SIMILARITY = 0.55
#: The same for a topic outside the lexicon ("music", "cars"): against the topic's words alone, which sit
#: much further from any sentence (a fact about it ~0.3-0.45, an unrelated one ~0.0-0.2).
FREE_SIMILARITY = 0.35


# =========================================================================== lexicon


@dataclass(frozen=True)
class Theme:
    name: str
    label: str  # how a draft names it
    triggers: re.Pattern[str]  # in an instruction's topic
    words: re.Pattern[str]  # in a fact
    examples: tuple[str, ...]  # example facts for the embedding match (without "User")
    aspect: bool = False  # a modifier ("preferences", "plans"): dropped when a topic also names a domain


def _words(spec: str) -> re.Pattern[str]:
    """``a b c*`` → a word-boundary pattern; a trailing ``*`` matches any ending, others take -s/-es."""
    parts = []
    for w in sorted(spec.split(), key=len, reverse=True):
        if w.endswith("*"):
            parts.append(re.escape(w[:-1]).replace(r"\ ", r"\s+") + r"\w*")
        else:
            parts.append(re.escape(w).replace(r"\ ", r"\s+").replace("_", " ") + r"(?:s|es)?")
    return re.compile(r"(?<![\w-])(?:" + "|".join(parts) + r")(?![\w-])", re.IGNORECASE)


def _theme(name: str, label: str, triggers: str, words: str, examples: str, *, aspect: bool = False) -> Theme:
    return Theme(name, label, _words(triggers), _words(words), tuple(examples.split("|")), aspect)


_FOOD_WORDS = (
    "food eat eats ate eaten eating cook* bak* meal breakfast lunch dinner brunch snack restaurant cuisine "
    "recipe vegan* vegetarian* pescatarian keto paleo gluten* lactose dairy meat beef pork chicken fish seafood "
    "shellfish shrimp prawn peanut nut egg cheese milk bread pasta pizza sushi ramen noodle rice curry taco "
    "burger salad soup fruit vegetable veggie chocolate cake dessert ice_cream coffee tea wine beer cocktail "
    "spicy sweet_tooth halal kosher diet dieting calorie hungry tasty delicious cilantro mushroom olive tomato "
    "garlic onion avocado coriander cilantro basil parsley herb spice "
    "strawberr* apple banana steak bbq barbecue takeout grocer* soy sesame almond "
    "cashew walnut sugar carbs foodie chef bakery cafe pancake cookie sandwich dumpling pho tofu"
)
THEMES: tuple[Theme, ...] = (
    _theme("food", "food and diet (including diets and food allergies)",
           "food foodie diet dietary eat eating cuisine meal nutrition cooking recipe drink beverage "
           "restaurant dining taste_in_food",
           _FOOD_WORDS,
           "loves sushi|is vegetarian|does not eat meat|prefers tea to coffee|"
           "likes spicy food|cannot eat gluten|favourite dish is lasagne"),
    _theme("allergy", "allergies", "allerg* intoleran*",
           "allerg* intoleran* anaphyla* epipen",
           "is allergic to pollen|has a cat allergy"),
    _theme("work", "work and career", "work job career profession professional employment employer office "
           "workplace colleague coworker co-worker business occupation",
           "work works worked working job career office boss manager colleague coworker co-worker shift employer "
           "company client meeting deadline promot* hired fired laid_off interview resume intern internship "
           "startup engineer developer nurse teach* taught lawyer accountant designer consultant programmer analyst "
           "scientist freelanc* overtime commute retire* profession workplace presentation standup "
           "salesperson cashier receptionist clerk employee business",
           "works as a nurse|manager is Tom|works at Google|has a new job|started a new position at the bank|"
           "had a long shift at the hospital"),
    _theme("health", "health and medical", "health healthcare medical medicine medication illness diagnos* "
           "condition mental_health wellbeing well-being symptom disease therapy",
           "sick illness disease diagnos* doctor hospital surgery medication medicine pill prescription therapy "
           "therapist depress* anxiety adhd autism diabet* asthma cancer blood_pressure migraine headache injur* "
           "pregnan* covid flu fever pain insomnia health mental physio* clinic dentist vaccin* disab* "
           "wheelchair chemo recovering recovery fractur* sprain* wrist ankle concussion celiac "
           "coeliac crohn* allerg* intoleran* anaphyla* epipen",
           "has diabetes|takes medication for blood pressure|was diagnosed with asthma|had surgery|"
           "sees a therapist"),
    _theme("family", "family", "family relatives children kids parents spouse marriage household "
           "relationship partner",
           "mom mum mother dad father parent sister brother sibling son daughter kid child children baby wife "
           "husband spouse partner girlfriend boyfriend fiance fiancee married marriage wedding divorce* grandma "
           "grandpa grandmother grandfather grandparent aunt uncle cousin niece nephew family in-laws twin",
           "has two kids|has a brother and a sister|is married to Sam|mother is a teacher"),
    _theme("friends", "friends", "friend friendship social_life relationship",
           "friend bestie buddy pal roommate",
           "best friend is Ana|met friends for dinner"),
    _theme("home", "home and where they live", "location home address residence hometown city neighbourhood "
           "neighborhood living_situation where_they_live where_the_user_lives place",
           "live lives living lived moved move moving home house apartment flat address neighbourhood "
           "neighborhood hometown street rent roommate born_in grew_up",
           "lives in a small flat downtown|moved to a new apartment|grew up in a small town|house is near the park"),
    _theme("travel", "travel and trips", "travel travels travelling traveling trip vacation holiday journey "
           "flight itinerar* location place",
           "travel* trip vacation holiday fly flying flew flight airport hotel visit visiting visited abroad "
           "road_trip cruise passport visa backpack* tour tourist destination itinerar* layover",
           "is flying abroad next week|went on holiday last summer|is planning a trip|"
           "booked a flight and a hotel"),
    _theme("hobbies", "hobbies and interests", "hobby hobbies interests pastime leisure free_time activities "
           "sport game",
           "hobby play plays playing guitar piano violin drum paint* draw* reading novel hik* climb* running "
           "marathon swim* yoga gym cycling biking camping fishing garden* knit* photograph* chess video_game "
           "gaming football soccer basketball tennis golf ski skiing surf* danc* sing singing music band concert "
           "movie film netflix anime pottery craft collect* volunteer* workout",
           "plays guitar on weekends|loves hiking|paints in her free time|is learning to surf"),
    _theme("education", "education", "education school studies university college degree",
           "school university college degree study studies studying student class course exam graduat* major "
           "phd masters thesis",
           "studies biology|graduated from university|is taking a course"),
    _theme("pets", "pets", "pet animal",
           "dog cat puppy kitten pet hamster parrot rabbit horse",
           "has a dog named Max|cat is called Luna"),
    _theme("contact", "contact details", "contact contact_details phone email e-mail phone_number",
           "phone email e-mail whatsapp telegram instagram linkedin twitter",
           "phone number is 555 1234|email is ana@example.com"),
    _theme("finance", "money and finances", "finance finances financial money budget income salary spending "
           "debt banking investment",
           "money salary paid pay earn* budget debt loan mortgage rent savings save saving invest* stock "
           "crypto bitcoin bank credit_card income tax afford* expensive dollar euro bill",
           "earns 50,000 a year|has a mortgage|is saving for a car|invests in stocks"),
    _theme("sensitive", "sensitive data (passwords, card numbers)", "sensitive password secret credential "
           "card_number card_numbers api_key",
           "password passcode pin card_number credit_card_number ssn social_security api_key",
           "password is hunter2|card number is 4111 1111"),
    _theme("preferences", "likes and dislikes", "preference likes dislikes tastes favourite favorite",
           "like likes love loves hate hates prefer prefers favourite favorite enjoy enjoys fan_of "
           "can't_stand cannot_stand dislike dislikes",
           "likes jazz|hates mornings|prefers window seats|favourite colour is blue", aspect=True),
    _theme("plans", "plans", "plan plans goal goals",
           "plan plans planning will going_to next_week next_month next_year goal",
           "plans to move next year|will start a new job in May", aspect=True),
    _theme("smalltalk", "small talk", "small_talk chit-chat chitchat chit_chat pleasantries banter weather "
           "mood",
           "weather rain raining sunny snow* cold hot tired bored ugh lol haha meh monday friday weekend "
           "today tonight morning day wow aww omg yay glad congrats congratulations cheers",
           "it is raining again|ugh monday again|is tired today|had a long day lol|wow, that sounds amazing|"
           "that's so sweet of you|glad to hear that|it was so special|thanks for asking"),
)
_THEME = {t.name: t for t in THEMES}
_DOMAIN = frozenset(t.name for t in THEMES if not t.aspect) - {"smalltalk"}


_EXTRA = {  # shapes rather than words
    "travel": re.compile(r"\b(?i:going|heading|off|flying|driving|travelling|traveling)\s+to\s+[A-Z]"),
    # reactions to the other speaker: "Melanie, that's a great pic", "Wow, what a view", "Long time no talk"
    "smalltalk": re.compile(r"^(?:[A-Z]\w+,\s*)?(?i:that(?:'s|\s+is|\s+was|\s+must|\s+sounds)|this\s+is\s+so|wow|aww+|"
                            r"sounds|what\s+an?|so\s+(?:glad|happy|sorry)|long\s+time|good\s+to|nice\s+to)\b"),
    "contact": re.compile(r"\+?\d[\d ()-]{6,}\d|[\w.+-]+@[\w-]+\.[\w.]+"),
}


_WORKPLACES = _words("hospital clinic doctor dentist pharmacy physio* therapist health healthcare medical")


def fact_themes(fact: str) -> frozenset[str]:
    """The lexicon themes a fact's words name (food needs a food word: an allergy alone is health)."""
    found = {t.name for t in THEMES if t.words.search(fact)}
    found |= {name for name, shape in _EXTRA.items() if shape.search(fact)}
    if "work" in found and "health" in found and not _THEME["health"].words.search(_WORKPLACES.sub(" ", fact)):
        found.discard("health")  # "a nurse at the city hospital" is about work
    if found & (_DOMAIN - {"allergy"}) and "smalltalk" in found:
        found.discard("smalltalk")  # "the hospital shift was brutal lol" is about work
    return frozenset(found)


# =========================================================================== parsing

_GENERIC = re.compile(
    r"^(?:(?:all|any|every|the)\s+)?(?:anything|everything|all|facts?|information|info|details?|things?|"
    r"stuff|data|lasting facts?|useful facts?|important (?:facts?|things?|information)|"
    r"(?:the )?(?:user|person|customer|human)|them|their world|the rest|everything else|anything else|"
    r"other (?:facts|things|topics))$",
    re.IGNORECASE,
)
_FORM = re.compile(  # what a conversation's form says, not a topic
    r"^(?:(?:the )?assistant(?:'s)? |its |their )?(?:own )?(?:questions?|requests?(?: to (?:the )?assistant)?|"
    r"suggestions?|answers?|replies|greetings?|thanks|filler|temporary|transient|ephemeral|one-off|short-lived|"
    r"assistant|later conversations|world(?: that will help in later conversations)?)$",
    re.IGNORECASE,
)
_FILLER_WORDS = re.compile(
    r"\b(?:anything|everything|any|all|lasting|useful|important|relevant|personal|specific|"
    r"facts?|information|info|details?(?! ?s? ?of)|data|stuff|things?|topics?|matters?|"
    r"about|on|related to|relating to|regarding|concerning|to do with|of|the|a|an|"
    r"the user'?s?|user'?s?|their|his|her|the person'?s?|my|its|that|which|any kind of|kinds? of)\b",
    re.IGNORECASE,
)
_EXCLUDE_VERB = re.compile(
    r"^(?:please\s+)?(?:(?:do\s+not|don'?t|dont|never|must\s+not|should\s+not|shouldn'?t|no\s+need\s+to|avoid|stop)"
    r"\s+(?:ever\s+)?(?:record(?:ing)?|stor(?:e|ing)|sav(?:e|ing)|remember(?:ing)?|keep(?:ing)?(?:\s+track\s+of)?|"
    r"track(?:ing)?|captur(?:e|ing)|log(?:ging)?|not(?:e|ing)|includ(?:e|ing)|mention(?:ing)?|extract(?:ing)?|"
    r"collect(?:ing)?|memori[sz](?:e|ing))"
    r"|what\s+(?:to\s+(?:ignore|skip|exclude|leave\s+out|forget|avoid)|not\s+to\s+\w+)"
    r"|ignore|skip|exclude|omit|leave\s+out|drop|forget|disregard|avoid|no|nothing\s+(?:about|on|related\s+to)|"
    r"not)\b[\s:]*",
    re.IGNORECASE,
)
_ONLY = re.compile(
    r"^(?:please\s+)?(?:(?:only|just|exclusively|solely)\s+(?:record|store|save|remember|keep(?:\s+track\s+of)?|"
    r"track|capture|log|note|include|extract|collect)(?:\s+facts)?|"
    r"(?:record|store|save|remember|keep(?:\s+track\s+of)?|track|capture|log|note|include|extract|collect)\s+"
    r"(?:only|just|exclusively|solely)|"
    r"(?:focus|concentrate)(?:\s+only)?\s+on|stick\s+to|limit\s+(?:it\s+|yourself\s+|facts\s+)?to|"
    r"restrict\s+(?:it\s+|facts\s+)?to|only|just|solely|exclusively|"
    r"(?:this|the)\s+memory\s+(?:is|should\s+be)\s+(?:only\s+|just\s+|mostly\s+)?(?:about|for))\b[\s:]*",
    re.IGNORECASE,
)
_INCLUDE_VERB = re.compile(
    r"^(?:please\s+)?(?:always\s+)?(?:record|store|save|remember|keep\s+track\s+of|keep|track|capture|log|note|"
    r"include|extract|collect|memori[sz]e|pay\s+attention\s+to|care\s+about|what\s+matters\s+(?:is|are)|"
    r"what\s+to\s+(?:record|remember|keep|store|include|track|capture))\b[\s:]*",
    re.IGNORECASE,
)
_LANGUAGE_LINE = re.compile(
    r"^(?:record|write|store|keep|save|extract|phrase)\s+(?:all\s+|the\s+)?(?:facts|memories|them)\s+in\s+\S+",
    re.IGNORECASE,
)
_BUT_NOT = re.compile(
    r"\s*,?\s*\b(?:but\s+not|but\s+never|but\s+no|except(?:\s+for)?|other\s+than|excluding|apart\s+from|"
    r"besides|not(?!\s+(?:just|only|merely)\b))\b\s*",
    re.IGNORECASE,
)
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s*(.*?)\s*#*\s*$")
_EXCLUDE_HEADING = re.compile(
    r"\b(?:exclude|excluded|exclusions?|ignore|ignored|skip|avoid|omit|never|not|don'?t|off[- ]limits|"
    r"private|forbidden|out\s+of\s+scope|leave\s+out)\b",
    re.IGNORECASE,
)
_INCLUDE_HEADING = re.compile(
    r"\b(?:record|include|included|remember|keep|store|focus|track|capture|scope|in\s+scope|topics|"
    r"what\s+to|about|collect|interests?)\b",
    re.IGNORECASE,
)
_BULLET = re.compile(r"^\s*(?:[-*+•]|\d+[.)])\s+")
_EMPHASIS = re.compile(r"(\*\*|__|`|\*|(?<!\w)_|_(?!\w))")
_CLAUSE = re.compile(
    r"\s*[,;]\s*(?=(?:and\s+|but\s+)?(?:do\s+not|don'?t|dont|never|ignore|skip|exclude|omit|avoid|only|just|"
    r"focus|record|store|remember|keep|no\b|nothing))|"
    r"\s+(?:and|but)\s+(?=(?:do\s+not|don'?t|dont|never|ignore|skip|exclude|omit|avoid))",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n")
_TOPIC_SPLIT = re.compile(r"\s*(?:,|;|:|/|&|\band\b|\bor\b|\bnor\b|\bplus\b|\bas well as\b)\s*", re.IGNORECASE)


@dataclass(frozen=True)
class Topic:
    """One thing an instruction names: lexicon themes, or free text matched by meaning."""

    text: str
    themes: frozenset[str] = frozenset()


@dataclass(frozen=True)
class ParsedInstruction:
    """What an instruction asks: include topics (the scope), exclude topics, and "everything" included."""

    include: tuple[Topic, ...] = ()
    exclude: tuple[Topic, ...] = ()
    everything: bool = False

    @property
    def restricts(self) -> bool:
        """Whether only facts about the include topics are kept."""
        return bool(self.include) and not self.everything

    @property
    def empty(self) -> bool:
        return not self.restricts and not self.exclude


def _topics(text: str) -> tuple[list[Topic], bool]:
    """Topics of a phrase list, and whether one of them means "everything"."""
    text = re.sub(r"\(([^)]*)\)", r", \1", text)  # "sensitive data (passwords, card numbers)"
    text = re.sub(r"\b(?:e\.g\.|i\.e\.|such as|like|including|for example|especially)\b", ",", text,
                  flags=re.IGNORECASE)
    out: list[Topic] = []
    everything = False
    for raw in _TOPIC_SPLIT.split(text.strip(" .:!")):
        phrase = raw.strip(" .:!-\"'")
        if not phrase:
            continue
        if _GENERIC.match(phrase):
            everything = True
            continue
        phrase = re.sub(r"-(?:related|specific|based|wise)\b", "", phrase, flags=re.IGNORECASE)
        themes = {t.name for t in THEMES if t.triggers.search(phrase)}
        if themes & _DOMAIN:
            themes = {n for n in themes if not _THEME[n].aspect}
        if "food" in themes:
            themes.discard("allergy")  # "food allergies" is food; allergies alone are their own theme
        core = " ".join(_FILLER_WORDS.sub(" ", phrase).split())
        core = re.sub(r"^(?:tastes?|interests?|love|passion|likes?)\s+(?:in|for|of)\s+", "", core, flags=re.I)
        if not themes and (not core or _GENERIC.match(core)):
            everything = True  # only filler words: "lasting facts about the user", "anything"
            continue
        if not themes and _FORM.match(core):
            continue  # the extractor drops these anyway, or cannot tell them

        out.append(Topic(core or phrase, frozenset(themes)))
    return out, everything


def _clean_line(line: str) -> str:
    line = _BULLET.sub("", line)
    line = _EMPHASIS.sub("", line)
    line = re.sub(r"^>\s*", "", line)
    return line.strip()


@functools.lru_cache(maxsize=256)
def parse_instruction(text: str | None) -> ParsedInstruction:
    """Include and exclude topics of a ``fact_instruction`` (see the module doc)."""
    include: list[Topic] = []
    exclude: list[Topic] = []
    everything = False
    mode: str | None = None
    for kind, block in _blocks(text or ""):
        if kind == "heading":
            mode = ("exclude" if _EXCLUDE_HEADING.search(block)
                    else "include" if _INCLUDE_HEADING.search(block) else None)
            continue
        is_bullet = kind == "bullet"
        line = _clean_line(block)
        for sentence in _SENTENCE.split(line):
            for clause in _CLAUSE.split(sentence):
                clause = clause.strip(" .!?")
                clause = re.sub(r"^(?:and|but|also|then|please)\s+", "", clause, flags=re.IGNORECASE)
                if not clause or _LANGUAGE_LINE.match(clause):
                    continue
                polarity: str | None
                rest = clause
                if (m := _EXCLUDE_VERB.match(clause)) is not None:
                    polarity, rest = "exclude", clause[m.end():]
                elif (m := _ONLY.match(clause)) is not None or (m := _INCLUDE_VERB.match(clause)) is not None:
                    polarity, rest = "include", clause[m.end():]
                elif re.search(r"\bonly\s*$", clause, re.IGNORECASE):
                    polarity, rest = "include", re.sub(r"\s*\bonly\s*$", "", clause, flags=re.IGNORECASE)
                elif mode is not None and is_bullet:
                    polarity = mode
                else:
                    continue
                parts = _BUT_NOT.split(rest, maxsplit=1)
                topics, every = _topics(parts[0])
                if polarity == "include":
                    include.extend(topics)
                    everything = everything or every
                else:
                    exclude.extend(topics)
                if len(parts) > 1:
                    exclude.extend(_topics(parts[1])[0])
    scope = {n for t in include for n in t.themes} if include and not everything else set()
    # "hobbies but not sports": an exclusion inside an included theme is matched by meaning alone
    exclude = [Topic(t.text) if t.themes and t.themes <= scope else t for t in exclude]
    return ParsedInstruction(tuple(dict.fromkeys(include)), tuple(dict.fromkeys(exclude)), everything)


def _blocks(text: str) -> list[tuple[str, str]]:
    """Headings, bullets and paragraphs (consecutive plain lines joined) of a Markdown text."""
    out: list[tuple[str, str]] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            out.append(("paragraph", " ".join(paragraph)))
            paragraph.clear()

    for line in text.splitlines():
        heading = _HEADING.match(line)
        if heading or _BULLET.match(line) or not line.strip():
            flush()
            if heading:
                out.append(("heading", heading.group(1)))
            elif line.strip():
                out.append(("bullet", line))
        elif out and out[-1][0] == "bullet" and line.startswith((" ", "\t")) and not paragraph:
            out[-1] = ("bullet", out[-1][1] + " " + line.strip())  # a bullet's continuation line
        else:
            paragraph.append(line.strip())
    flush()
    return out


# =========================================================================== deciding facts


_USER_WORDS = re.compile(r"\b(?:User's|User|the user's|the user)\b\s*", re.IGNORECASE)


def _embedding_text(fact: str) -> str:
    return " ".join(_USER_WORDS.sub("", fact).split()) or fact


@dataclass
class InstructionFilter:
    """Keeps the facts an instruction asks for (see the module doc). ``embedder`` is the local model;
    without it (or when it cannot load) only the lexicon decides."""

    embedder: LocalEmbedder | None = None
    similarity: float = SIMILARITY
    free_similarity: float = FREE_SIMILARITY
    _vectors: dict[str, np.ndarray] = field(default_factory=dict)

    async def _embed(self, texts: list[str]) -> dict[str, np.ndarray] | None:
        if self.embedder is None or not texts:
            return None
        missing = [t for t in dict.fromkeys(texts) if t not in self._vectors]
        try:
            if missing:
                vecs = await self.embedder.embed(missing)
                if len(self._vectors) > 4096:
                    self._vectors.clear()
                self._vectors.update(zip(missing, vecs, strict=True))
        except EmbeddingError as exc:
            log.warning("instruction filter: no embeddings, lexicon only: %s", exc)
            return None
        return {t: self._vectors[t] for t in texts}

    @staticmethod
    def _examples(topic: Topic) -> list[str]:
        if topic.themes:
            return [e for name in sorted(topic.themes) for e in _THEME[name].examples]
        singular = re.sub(r"(?<=\w\w\w)s$", "", topic.text)  # "cars" sits further from "drives a Volvo" than "car"
        return list(dict.fromkeys([topic.text, singular, f"likes {topic.text}"]))

    async def decide(self, facts: list[str], instruction: str | None) -> list[bool]:
        """For each fact, whether the instruction keeps it."""
        parsed = parse_instruction((instruction or "").strip())
        if parsed.empty or not facts:
            return [True] * len(facts)
        topics = list(parsed.include if parsed.restricts else ()) + list(parsed.exclude)
        texts = [_embedding_text(f) for f in facts]
        examples = {t: self._examples(t) for t in topics}
        vectors = await self._embed(texts + [e for ex in examples.values() for e in ex])

        def about(i: int, themes: frozenset[str], topic: Topic) -> bool:
            if topic.themes & themes:
                return True
            if "smalltalk" in topic.themes and not (themes & _DOMAIN):
                pass  # small talk by meaning only when no other theme is named
            elif "smalltalk" in topic.themes:
                return False
            if vectors is None:
                return False
            fv = vectors[texts[i]]
            threshold = self.similarity if topic.themes else self.free_similarity
            return max(float(fv @ vectors[e]) for e in examples[topic]) >= threshold

        out = []
        for i, fact in enumerate(facts):
            themes = fact_themes(fact)
            keep = not parsed.restricts or any(about(i, themes, t) for t in parsed.include)
            if keep and any(about(i, themes, t) for t in parsed.exclude):
                keep = False
            out.append(keep)
        return out

    async def apply(self, facts: list[str], instruction: str | None) -> list[str]:
        """The facts the instruction keeps, in order."""
        return [f for f, keep in zip(facts, await self.decide(facts, instruction), strict=True) if keep]


# =========================================================================== drafts

_LANGUAGES = {
    "ar": "Arabic", "bg": "Bulgarian", "ca": "Catalan", "cs": "Czech", "da": "Danish", "de": "German",
    "el": "Greek", "en": "English", "es": "Spanish", "et": "Estonian", "fa": "Persian", "fi": "Finnish",
    "fr": "French", "ga": "Irish", "he": "Hebrew", "hi": "Hindi", "hr": "Croatian", "hu": "Hungarian",
    "id": "Indonesian", "is": "Icelandic", "it": "Italian", "ja": "Japanese", "ko": "Korean",
    "lt": "Lithuanian", "lv": "Latvian", "ms": "Malay", "nb": "Norwegian", "nl": "Dutch", "nn": "Norwegian",
    "no": "Norwegian", "pl": "Polish", "pt": "Portuguese", "ro": "Romanian", "ru": "Russian",
    "sk": "Slovak", "sl": "Slovenian", "sr": "Serbian", "sv": "Swedish", "sw": "Swahili", "ta": "Tamil",
    "th": "Thai", "tr": "Turkish", "uk": "Ukrainian", "ur": "Urdu", "vi": "Vietnamese", "zh": "Chinese",
}
_ISO3 = {"deu": "de", "ger": "de", "fra": "fr", "fre": "fr", "spa": "es", "ita": "it", "por": "pt",
         "nld": "nl", "dut": "nl", "rus": "ru", "jpn": "ja", "zho": "zh", "chi": "zh", "kor": "ko",
         "eng": "en", "pol": "pl", "swe": "sv", "tur": "tr", "ukr": "uk", "ara": "ar", "hin": "hi"}


def language_name(language: str | None) -> str | None:
    """``fr``, ``fr-CA``, ``fra``, ``French`` or ``french`` → ``French``; None or blank → None."""
    value = " ".join((language or "").split())[:40]
    if not value:
        return None
    code = re.split(r"[-_]", value.lower())[0]
    code = _ISO3.get(code, code)
    if code in _LANGUAGES and len(value.split()) == 1:
        return _LANGUAGES[code]
    if not re.fullmatch(r"[^\W\d_][\w ()'-]*", value):
        return None
    return value[:1].upper() + value[1:]


def _summary(facts: list[str]) -> list[str]:
    """The lexicon themes most of the facts name, most frequent first (at most three)."""
    counts: Counter[str] = Counter()
    for fact in facts:
        counts.update(fact_themes(fact) - {"smalltalk", "preferences", "plans"})
    return [name for name, _ in counts.most_common(3)]


def _topic_label(topic: Topic) -> list[str]:
    if topic.themes:
        return [_THEME[n].label for n in sorted(topic.themes)]
    return [topic.text]


def compose_instruction(guidance: str | None, language: str | None, facts: list[str]) -> str:
    """An offline draft of a ``fact_instruction`` (Markdown, at most 2000 characters).

    The guidance's include and exclude topics (read as :func:`parse_instruction` reads an instruction)
    become a ``## Record`` and a ``## Do not record`` section; guidance naming no topic is kept as written;
    ``language`` adds ``Record facts in <language>``; the themes of the actor's existing ``facts`` are
    summarised as context. Fed back to the offline extractor, the draft keeps what the guidance said.
    """
    parsed = parse_instruction(guidance or "")
    lines: list[str] = []
    include = list(dict.fromkeys(lbl for t in parsed.include for lbl in _topic_label(t)))
    exclude = list(dict.fromkeys(lbl for t in parsed.exclude for lbl in _topic_label(t)))
    if parsed.restricts:
        lines += ["## Record only these topics"]
        lines += [f"- {label}" for label in include]
        lines += ["", "Nothing else."]
    else:
        lines += ["## Record",
                  "Record any lasting fact about the user (who they are, their preferences, relationships, plans "
                  "and constraints)."]
    lines += ["", "## Do not record"]
    lines += [f"- {label}" for label in dict.fromkeys([*exclude, _THEME["smalltalk"].label])]
    lines += ["- questions, requests to the assistant and its own suggestions"]
    if parsed.empty and (guidance or "").strip():
        note = " ".join((guidance or "").split())[:600].replace("#", "")
        lines += ["", "## Notes", note]
    name = language_name(language)
    if name:
        lines += ["", "## Language", f"Record facts in {name}."]
    themes = _summary(facts)
    if themes:
        lines += ["", "## Context", "Facts so far are mostly about: "
                  + ", ".join(_THEME[n].label.split(" (")[0] for n in themes) + "."]
    text = "\n".join(lines).strip() + "\n"
    while len(text) > MAX_INSTRUCTION_CHARS:  # drop context, then the notes, then trim
        if "## Context" in text:
            text = text[: text.index("\n## Context")].rstrip() + "\n"
        elif "## Notes" in text:
            text = re.sub(r"\n## Notes\n.*?(?=\n## |\Z)", "", text, flags=re.DOTALL)
        else:
            text = text[: MAX_INSTRUCTION_CHARS].rsplit("\n", 1)[0] + "\n"
    return text


DRAFT_SYSTEM_PROMPT = """You write the fact instruction of a memory service: Markdown telling the fact
extractor what the memory about one person is about and what it excludes. Follow the GUIDANCE of the
person configuring it; use the EXISTING FACTS only to see what the memory holds so far. Write the
instruction in English; when a LANGUAGE is given, add a line "Record facts in <language>.". Keep it
short (at most 2000 characters), with a "## Record" and a "## Do not record" section.
Answer with JSON only, exactly: {"fact_instruction": "..."}"""


async def draft_instruction(guidance: str | None, language: str | None, facts: list[str],
                            *, client: LLMClient | None = None) -> str:
    """A draft ``fact_instruction``: from the model when ``client`` is given, else (or when the call or its
    answer fails) :func:`compose_instruction`."""
    if client is not None:
        user = {"guidance": guidance or "", "language": language_name(language) or "",
                "existing_facts": facts[:50]}
        try:
            payload = await client.complete_json(DRAFT_SYSTEM_PROMPT, json.dumps(user, ensure_ascii=False))
            if not isinstance(payload, dict) or not isinstance(payload.get("fact_instruction"), str):
                raise TypeError("answer must be an object with a 'fact_instruction' string")
            text = str(payload["fact_instruction"]).strip()
            if not text:
                raise ValueError("empty fact_instruction")
            if len(text) > MAX_INSTRUCTION_CHARS:
                raise ValueError(f"fact_instruction of {len(text)} characters (at most {MAX_INSTRUCTION_CHARS})")
            return text
        except (LLMError, TypeError, ValueError) as exc:
            log.warning("model draft of a fact instruction failed, composing it offline: %s", exc)
    return compose_instruction(guidance, language, facts)
