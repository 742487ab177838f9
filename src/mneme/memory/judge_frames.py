"""A second reading of a pair the offline judge's token alignment passed over.

The alignment (:func:`mneme.memory.judge.compare`) needs the two statements to line up word by word. People do
not write them that way: "Julia loves spicy food" / "Julia can't stand spicy food", "Rahul likes getting paid by
bank transfer" / "Rahul wants to be paid in cash, not by bank transfer", "Lucas is 34 years old" / "Lucas just
turned 29", "Chen is dating Mia" / "Chen and Mia broke up". This reading cuts each statement into clauses and
keeps, for each (:class:`Frame`): who it is about (a name, the user, "my mum"), its topic words (stemmed, with
close relatives: "allergic" and "allergies", "flies" and "flight", one letter of typo), yes or no (a negation,
"X-free", a verb of dislike: "hate", "can't stand", "refuses to"), whether it is a liking, its values by family
(an age, a height, a weight, an amount with its unit and period, a count of things, a colour said of something,
a name, a favourite, a month, a weekday, a day, a year, a clock time), the change it reports ("quit", "sold",
"broke up", "moved to", "switched to"), where or when it holds ("at work", "on weekends"), and whether it is a
past state ("used to"), one occasion ("yesterday"), or no assertion at all (a wish, a plan, a question: "I'd love
to try sushi", "should I read it?"). Then these rules, each for the same subject:

- **polarity**: yes and no about one topic, the "no" side saying nothing the other does not ("Sam is allergic to
  nuts" / "Sam has no allergies"; not "Alice doesn't eat meat" / "Alice eats fish"); "quit", "sold", "broke up"
  say no to what follows them ("teaches maths" / "quit teaching"); a class word covers its members ("has no
  pets" / "we got a puppy"). Not when the "no" is about a value or a place or time the "yes" does not share
  ("doesn't close at 3pm" / "closes at 5pm"; "doesn't work on weekends" / "only works weekdays"), a past "no"
  against a habit, a past state against the present, or a description against a liking ("doesn't like
  coriander" / "coriander tastes like soap");
- **only**: "only" Y where the other says Z ("I watch football and basketball" / "the only sport I watch is
  tennis"), or another thing of the same everyday kind ("only drinks water" / "a glass of wine with dinner");
- **values**: one family of value differs about one topic ("rent is 1200 euros a month" / "pays 850 euros a
  month in rent"), unless the newer one adds ("also", "again"), each side names something the other does not
  ("the Berlin office" / "the London office"), or their times differ ("5 km on Mondays" / "10 km on
  Saturdays") with no change said;
- **change**: the newer one moves or switches what the earlier one states ("lives in Accra" / "moved to Kumasi");
- **implied** and **people**: a state that denies another or someone ("is single" / "got engaged", "is
  vegetarian" / "eats chicken again", "lives alone" / "my bf moved in", "has no siblings" / "my brother");
- **antonyms**: opposite words about one topic, both said alike ("prefers window seats" / "always books the aisle
  seat").

Like the alignment, it prefers missing a conflict to inventing one. Measured on pairs written by others
(bench/judge_outside.py; bench/results/judge.md).
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import lru_cache

from mneme.memory import judge as J  # noqa: N812
from mneme.memory import places

__all__ = ["Frame", "asserts", "compare_frames", "frames"]


def _w(text: str) -> frozenset[str]:
    return frozenset(text.split())


_SELF = _w("i me my mine myself user user's we us our im ive")
_PRONOUNS = _w("he she they him her them his hers their it its you your yours this that these those there here")
_LEADING = _w("just so yeah yes well oh ok okay anyway also actually finally now still recently currently really "
              "and but then plus guess what hey sadly luckily unfortunately apparently officially uh uhh um umm "
              "nah ya yep nope omg wait")
_RELATIONS = _w("mum mom mother dad father sister brother son daughter wife husband partner boyfriend girlfriend "
                "friend boss manager colleague coworker grandma grandmother grandpa grandfather aunt uncle "
                "cousin niece nephew kid kids child children baby parents parent roommate flatmate neighbour neighbor "
                "fiance fiancee bf gf hubby sis bro mate gran nan nana granny grandad granddad wifey missus "
                "housemate stepmum stepdad")
_NEGATORS = _w("not no never none nothing nobody noone neither nor")  # "without" qualifies, it denies nothing
_DISLIKE = _w("hate hates hated dislike dislikes disliked detest detests loathe loathes despise despises "
              "miserable awful horrible boring disgusting unbearable overrated cringe cringey torture tedious "
              "refuse refuses refused avoid avoids avoided avoiding ew eww gross yuck undrinkable inedible")
_LIKE = _w("like likes liked love loves loved adore adores enjoy enjoys enjoyed prefer prefers preferred "
           "favourite favorite fan fond keen big")
# fear of a thing is a dislike of it ("is afraid of flying" / "loves flying"); fear alone is a state ("is scared")
# "been off the antidepressants", "I'm off the booze": no longer taking it (not "off work", "off sick", "off to")
_OFF = re.compile(r"\b(?:been|am|im|is|are|was|were|went|gone|come|came|coming|going|s|m|re)\s+off\s+"
                  r"(?:the\s+|my\s+|his\s+|her\s+|their\s+)?(?!work|duty|sick|school|to\b|for\b|on\b|at\b|and\b)[a-z]+")
_FEAR = re.compile(r"\b(?:afraid|scared|terrified|frightened)\s+of\b")
_FEAR_KEYS = frozenset(J._canon(w) for w in ("afraid", "scared", "terrified", "frightened"))
_ADDITIVE = _w("also too again another other as well second extra additional plus either")
_ONLY = _w("only exclusively solely")
# A state that was ("used to", "as a kid"), and one occasion ("yesterday", "tonight"): neither is a habit.
_PAST_STATE = re.compile(r"\b(?:used to|back in|back then|in my (?:teens|twenties|thirties|youth|younger days)|"
                         r"as a (?:kid|child|teen|teenager)|when i was|growing up|in the past|"
                         r"years ago|previously|formerly|(?:my|our) (?:old|former|previous|ex)(?! man\b))\b"
                         # a state said in the past tense with when ("was on antibiotics last year")
                         r"|\b(?:was|were)\b.*\b(?:last (?:year|month|summer|winter|spring|autumn|fall)|months ago)\b")
_OCCASION = re.compile(r"\b(?:yesterday|last (?:night|weekend)|tonight|today|this (?:morning|evening|afternoon)|"
                       r"for the first time|(?:this|next|last) (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b")
_WHICH_WEEK = re.compile(r"\b(?:this|next) (?:week|weekend)\b")  # an occasion too, but no day of its own
_PREFERENCE = re.compile(r"\b(?:(?<!tastes )(?<!taste )(?<!looks )(?<!sounds )(?<!feels )(?<!feel )(?<!smells )"
                         r"(?<!seems )(?<!is )(?<!are )(?<!was )(?<!just )likes?"
                         r"(?!\s+(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|a couple|totally|so|really|"
                         r"literally|super|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|half)\b)|"
                         r"liked|loves?|loved|adores?|enjoys?|"
                         r"enjoyed|prefers?|preferred|favou?rite|fav|fan|fond|keen|rather|wants?|hates?|hated|"
                         r"dislikes?|detests?|loathes?|despises?|refuses?|refused|avoids?|avoiding|avoided|ew+|miserable|awful|"
                         r"horrible|boring|disgusting|unbearable|overrated|"
                         r"gross|yuck|undrinkable|inedible|not (?:stand|handle|bear|stomach)|"
                         r"(?:really|so|totally|been|am|is|are) into)\b")
_TOTAL = re.compile(r"\b(?:whatsoever|anymore|never|no longer)\b")  # a "no" to the whole of a verb
_HEDGE = re.compile(r"\b(?:the odd|occasional|occasionally|sometimes|now and then|once in a while|from time to time)\b")
_FREE = re.compile(r"\b(?!(?:for|is|are|am|be|feel|totally|completely|so|very|me|you|time)\b)([a-z]{3,})[- ]free\b")
# Where or when a statement holds ("at work", "on weekends", "on trains", "on TV", a journey's end: "takes the train
# to work"): two different ones do not meet. "looking for work" is no such place.
_RESTRICTION = re.compile(r"(?<!looking )(?<!searching )(?<!hunting )(?<!applying )(?<!asked )(?<!ready )"
                          r"\b(?:at|on|in|during|for|after|before|with)\s+(?:the\s+|my\s+|a\s+)?(work|home|office|school|"
                          r"uni|university|college|weekends?|weekdays?|mornings?|evenings?|nights?|afternoons?|"
                          r"trains?|flights?|planes?|buses|holidays?|vacations?|lunch|dinner|breakfast|parties|"
                          r"tv|telly|television|radio|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b"
                          r"|\b(?:to|from)\s+(?:the\s+)?(work|school|uni|university|college|the office)\b"
                          r"|\b(?:every|each)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b"  # "every Sunday"
                          r"|\b(home|work)\s+(?:computer|laptop|pc|desktop|machine|phone)s?\b")  # "his home computer"
_HYPOTHETICAL = re.compile(r"\b(?:would(?! rather| prefer| pick| choose| go for| always)|wish|wishes|hope|hopes|"
                           r"bucket list|wish list|dream of|dreaming of|dream (?:trip|holiday|job|car|house|home)|"
                           r"top of my (?:\w+ )?list|hopefully|one day$|some day|"
                           r"hoping|plan(?:s|ning)? (?:to|on)|miss|misses|crave|craves|craving|"
                           r"might|maybe(?!\s+(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|"
                           r"a couple)\b)|perhaps|someday|one day (?:i|we|he|she|they)|thinking (?:of|about)|"
                           r"(?:talk|talks|talked|talking) about|not any ?time soon|"
                           # greetings, thanks and goodbyes assert nothing about anyone
                           r"(?:talk|speak|chat) (?:to you |with you )?soon|take care|"
                           r"see (?:you|ya) (?:soon|later|then)|"
                           r"catch (?:you|ya) later|how (?:have |are )?(?:ya|you) been|thanks? (?:you )?for|"
                           r"must (?:have|'ve) been|"  # a guess ("that must have been tough")
                           r"considering|wanna|wants? to (?!be\b))\b")
# Change words: what the newer statement ends, moves or starts.
_END = re.compile(r"\b(?:quit|quits|(?<!have )(?<!has )(?<!had )(?<!is )(?<!are )(?<!one )(?<!any )left|leave|"
                  r"stopped|"
                  r"stop|stops|gave up|given up|sold|sells|broke up|break up|"
                  r"let go|laid off|fired|made redundant|stolen|nicked|written off|paid off|cleared|ran away|closed|"
                  r"stopped liking|"
                  r"split up|divorced?|divorcing|passed away|died|dead|graduated|retired|"
                  r"cancel+ed|cancel|canceled|not anymore|any ?more|moved out|lost (?:my|his|her|their|our) job|"
                  r"resigned|dropped out|ended|deleted|rehomed|deactivated|traded in|got rid of|ditched|"
                  r"hung up (?:my|his|her|their) boots|"
                  r"expired|closed down|no longer)\b")
# "quit sunday league after his knee op", "stopped eating meat because of a documentary": the reason is no topic
_END_REASON = re.compile(r"\b(?:after|because|cos|coz|bc|due to|thanks to|following)\b")
_MOVE = re.compile(r"\b(?:moved|moving|move|relocated|relocating|switched|switching|switch|changed|changing|"
                   r"slipped|delayed|upped|raised|increased|reduced|lowered|cut|pushed to|"
                   r"swapped|replaced|transferred|rescheduled|pushed back|brought forward|postponed)\b")
_START = re.compile(r"\b(?:started|starting|starts|began|begun|took up|taken up|again|bought|got|adopted|joined|"
                    r"engaged|married|dating|became)\b")
_RESIDENCE = _w("live lives living lived rent rents renting rented flat apartment house home based reside resides "
                "stay stays staying located")
# The words of a change, kept out of the topic ("quit teaching" is about teaching).
_CHANGE_WORDS = _w("quit quits left stopped stop stops gave give up given sold sells broke break split separated "
                   "passed away died graduated retired cancelled canceled moved moving move relocated "
                   "switched switching switch changed swapped replaced transferred rescheduled pushed postponed "
                   "started starting began begun took taken again bought adopted joined became anymore "
                   "longer resigned dropped expired lost finally let laid fired redundant stolen nicked written "
                   "slipped delayed cleared upped raised increased reduced lowered liking closed ran away "
                   "finalised finalized")
# Words that name no topic of their own.
_STOP = _w(
    "a an the and or but so of to in on at for with by from as into onto about than then that this these those "
    "is am are was were be been being has have had having do does did doing done will would shall should can "
    "could may might must get gets got getting go goes going went gone make makes made really very much many "
    "lot lots bit quite pretty just also too still now currently usually always often sometimes every each all "
    "any some most one thing things stuff way ways time times kind sort something anything everything "
    "if when while because since though although which who whom what where how why there here out up down over "
    "off back like even ever rn tbh btw lol haha omg smh anyway ok okay yeah well oh hey literally honestly "
    "basically actually seriously totally absolutely definitely probably maybe mostly mainly these i me my "
    "mine myself user we us our you your he him his she her they them their it its one's s ago per next last "
    "past without im ive old age aged turn turns turned turning years year months month weeks week") | _NEGATORS | \
    _DISLIKE | _LIKE | _ONLY | _w("stand handle bear tastes taste want wants wanted rather would instead whatever "
                                  "atm rn tho dw smth pls ngl idk uh uhh um umm nah ya yep nope omg person people "
                                  "couple first after before during life word bit whatsoever ever more daily nightly "
                                  "weekly monthly yearly annually thank thankfully god goodness gosh ugh ffs "
                                  "phew yay") | _CHANGE_WORDS
# Verbs too light to carry a topic on their own, and emphasis a denial may add.
_LIGHT = frozenset(J._canon(w) for w in _w(
    "scheduled planned booked set "
    "eat eats ate eating drink drinks drank drunk drinking have has take takes took taking use uses used using try "
    "tries tried learn learned learnt know knows knew need needs able find finds found average averages put puts "
    "keep keeps set touch meet meets own owns "
    "touches order orders call called go goes set sets see saw seen watch"))
_EMPHASIS = frozenset(J._canon(w) for w in _w(
    "life word bit single whatsoever ever any foot completely entirely altogether totally fully anymore since "
    "moment full "  # "at the moment", "a full shift", "full time"
    "def defo deffo definitely definately definetly defiantly super total totally absolute maximum minimum "
    "cup cups mug mugs bottle bottles pint pints slice slices piece pieces membership subscription "
    "splash dash drop drops loads lots plenty please pls plz "
    "new year christmas easter spring summer autumn winter lately recently usual usually normal normally typical "
    "typically regular"))
_QUALIFIERS = frozenset(J._canon(w) for w in _w(
    "morning mornings afternoon afternoons evening evenings night nights weekend weekends weekday weekdays "
    "midnight noon midday "
    "monday mondays tuesday tuesdays wednesday wednesdays thursday thursdays friday fridays saturday saturdays "
    "sunday sundays summer winter spring autumn fall holiday holidays work home"))
_DAY_PARTS = frozenset(J._canon(w) for w in _w("morning mornings afternoon afternoons evening evenings night nights"))
_ONE_OFF = frozenset(J._canon(w) for w in _w(
    "born birth birthday married marry wedding anniversary start started join joined graduate graduated "
    "graduation move moved met meet found founded retire retired divorce divorced hire hired began begin die "
    "died due deadline appointment flight fly flies start date lease expire expires ends end birthday"))

# Words that share a topic though their stems differ.
_RELATED = [
    "born birth birthday bday", "marry married marriage wedding wed husband wife divorce divorced",
    "fly flies flight flew flying plane planes",
    "cycle cycles cycling cycled bike bikes biking bicycle",
    "salary earn earns earned paid pay pays income wage raise", "start join began begin",
    "job work works career shift shifts gig",
    "run runs running jog", "sleep sleeps slept", "commute commutes commuting", "rent rents renting",
    "graduate graduates graduation graduated", "anniversary", "drive drives driving", "child children kid kids",
    "dog puppy", "cat kitten", "phone call calls",
    "bill bills contract contracts tariff", "text texts sms message", "email emails mail",
    "tall height", "vegetarian veggie", "smoke smokes smoking smoked cigarette cigarettes cig cigs fag",
    "alcohol alcoholic", "swim swimming", "gym workout", "coffee espresso",
    "tea cuppa brew",
]
_RELATED_OF: dict[str, str] = {}
for _group in _RELATED:
    _keys = [J._canon(w) for w in _group.split()]
    for _k in _keys:
        _RELATED_OF.setdefault(_k, _keys[0])

# A class word a denial covers the members of ("has no pets" denies "has a cat").
_MEMBERS: dict[str, frozenset[str]] = {J._canon(k): frozenset(J._canon(w) for w in v.split()) for k, v in {
    "pet": "cat dog parrot hamster rabbit bird fish puppy kitten guinea pig turtle snake",
    "sibling": "brother sister bro sis brothers sisters",
    "allergy": "allergic nut nuts peanut peanuts gluten dairy shellfish pollen",
    "medication": "medicine pill pills insulin tablet tablets inhaler penicillin antibiotic antibiotics metformin "
                  "ibuprofen aspirin paracetamol statin statins antidepressant antidepressants",
    "instrument": "guitar piano violin cello drums bass ukulele flute saxophone trumpet harp clarinet viola",
    "married": "wife husband spouse",
    "alcohol": "beer wine whisky whiskey vodka gin rum cocktail cocktails pint pints lager ale cider prosecco "
               "champagne",
    "socialmedia": "instagram insta facebook tiktok twitter snapchat",
    "meat": "chicken beef pork bacon steak lamb ham sausage sausages turkey burger burgers",
    "debt": "mortgage loan loans",
    "pork": "bacon ham chorizo salami pepperoni prosciutto",
    "job": "employed",
    "nut": "peanut peanuts almond almonds cashew cashews walnut walnuts hazelnut hazelnuts pistachio pistachios "
           "pecan pecans",
    "coffee": "latte lattes cappuccino cappuccinos espresso espressos flatwhite americano mocha macchiato cortado",
    "property": "house flat apartment home",
    "kid": "son daughter",
    "child": "son daughter",
    "parent": "mother mum mom father dad",
    "grandparent": "grandmother grandma granny nan nana grandfather grandpa grandad granddad",
}.items()}
# A word that, said of someone, denies these ("is single" denies a partner).
_IMPLIES_NOT: dict[str, frozenset[str]] = {J._canon(k): frozenset(J._canon(w) for w in v.split()) for k, v in {
    "single": "married marry engaged dating girlfriend boyfriend wife husband partner relationship fiance "
              "bf gf seeing",
    "vegetarian": "meat chicken beef pork bacon steak lamb ham sausage turkey burger fish salmon tuna prawns shrimp "
                  "seafood cod",
    "vegan": "meat chicken beef pork bacon steak lamb ham sausage turkey burger milk cheese dairy egg eggs",
    "teetotal": "alcohol beer wine whisky vodka gin rum cocktail",
    "sober": "alcohol beer wine whisky vodka gin rum cocktail",
    "only-child": "brother sister sibling",
    "alone": "roommate flatmate partner wife husband girlfriend boyfriend bf gf",
    "unemployed": "job hired employed",
    "graduated": "student study studies studying university uni college degree course",
    "divorce": "married marry wife husband spouse",
    "gavebirth": "pregnant expecting",
    "freelance": "employed employ employee",
}.items()}

_ORDINALS = _w("first second third fourth fifth sixth seventh eighth ninth tenth")
_NUMBER_WORDS = {"zero": 0, "one": 1, "a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                 "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15,
                 "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "hundred": 100, "half": 0.5,
                 "a couple": 2, "a dozen": 12}
_NUM = r"(\d+(?:[.,]\d+)*(?:k(?![a-z]))?(?!\d)|(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|" \
       r"twelve|fifteen|twenty|thirty|forty|fifty|a couple|a dozen|half an?|an?)(?![a-z]))"
_UNIT_DIMS: dict[str, dict[str, float]] = {
    "money": {"euro": 1, "euros": 1, "eur": 1, "€": 1, "dollar": 1, "dollars": 1, "usd": 1, "$": 1, "bucks": 1,
              "pound": 1, "pounds": 1, "quid": 1, "£": 1, "gbp": 1, "k": 1000, "grand": 1000, "₹": 1, "rupees": 1,
              "¥": 1, "yen": 1},
    "duration": {"second": 1, "seconds": 1, "sec": 1, "secs": 1, "minute": 60, "minutes": 60, "min": 60,
                 "mins": 60, "hour": 3600, "hours": 3600, "hr": 3600, "hrs": 3600, "h": 3600, "day": 86400,
                 "days": 86400, "week": 604800, "weeks": 604800, "month": 2629800, "months": 2629800,
                 "year": 31557600, "years": 31557600, "yrs": 31557600},
    "length": {"mm": 0.001, "cm": 0.01, "m": 1, "metre": 1, "meter": 1, "metres": 1, "meters": 1, "km": 1000,
               "kms": 1000, "k": 1000, "kilometre": 1000, "kilometer": 1000, "kilometres": 1000,
               "kilometers": 1000, "mile": 1609.344, "miles": 1609.344, "ft": 0.3048, "foot": 0.3048,
               "feet": 0.3048, "inch": 0.0254, "inches": 0.0254},
    "volume": {"ml": 0.001, "millilitre": 0.001, "milliliter": 0.001, "l": 1, "litre": 1, "litres": 1, "liter": 1,
               "liters": 1},
    "mass": {"mg": 0.000001, "milligram": 0.000001, "milligrams": 0.000001, "g": 0.001, "gram": 0.001,
             "grams": 0.001, "kg": 1, "kilo": 1, "kilos": 1, "kilogram": 1,
             "kilograms": 1, "lb": 0.4536, "lbs": 0.4536, "pound": 0.4536, "stone": 6.35},
    "area": {"sqm": 1, "sqft": 0.09290304, "acre": 4046.86, "acres": 4046.86, "hectare": 10000, "hectares": 10000},
}
# areas written in two words, read as one unit (see _values)
_AREA_WORDS = ((re.compile(r"\b(?:square\s+met(?:re|er)s?|sq\.?\s*m|m2|m²)(?![a-z])"), "sqm"),
               (re.compile(r"\b(?:square\s+f(?:ee|oo)t|sq\.?\s*ft|sqft|ft2|ft²)(?![a-z])"), "sqft"))
# what a weight is said of: "pounds" there are a mass, not money ("my suitcase is only 10 pounds")
_WEIGHT_CONTEXT = re.compile(r"\b(?:weigh|weighs|weighed|weight|heavy|kg|kilos?|stone|lbs?|suitcase|luggage|bag|"
                             r"baby|lost|gained|put on)\b")
_UNIT_WORDS = frozenset(u for units in _UNIT_DIMS.values() for u in units)
_UNIT_SYMBOLS = frozenset(u for u in _UNIT_WORDS if len(u) <= 3)  # "km", "kg", "hrs": never a topic
_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december"]
_MONTH_OF = {m: m for m in _MONTHS} | {m[:3]: m for m in _MONTHS} | {"sept": "september"}
_WEEKDAYS = _w("monday tuesday wednesday thursday friday saturday sunday")
_MONTH_PART = re.compile(r"\b(end|start|beginning|middle)\s+of\s+(?:" + "|".join(_MONTHS) + r")\b")
_WEEKDAY_KEYS = frozenset(J._canon(w) for d in _WEEKDAYS for w in (d, d + "s"))
_AGE = re.compile(r"\b(\d{1,3})\s*(?:years?|yrs?|y/?o)\s*old\b|\b(\d{1,3})\s*(?:yo|y/o)\b"
                  r"|(?:\b(?:turned|turning|turns|turn|aged|age|am|is|i'm|im)|'s)\s+(\d{1,3})(?=\s*(?:$|(?:years?|yrs?)\b(?!\s+(?:older|"
                  r"younger|ago|later|earlier|before|after|senior|junior)\b)|now\b|"
                  r"and\b|already\b|today\b|next\b|last\b|this\b|in\b|on\b|soon\b|actually\b|lol\b|btw\b|tbh\b|haha\b|"
                  r"tho\b|though\b|!|,(?!\d)))")
_UNITS_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
                "seventeen": 17, "eighteen": 18, "nineteen": 19}
_TENS_WORDS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
               "ninety": 90}
_NUMBER_PHRASE = re.compile(r"\b(?:(" + "|".join(_TENS_WORDS) + r")(?:[- ](" + "|".join(list(_UNITS_WORDS)[:9])
                            + r"))?|(" + "|".join(_UNITS_WORDS) + r"))\b")


# "a tenner a month", "costs a fiver"; "mon wed fri", "tues/thurs": the money and the days they name ("sat" and
# "sun" are words too)
_SLANG_AMOUNTS = {"tenner": "10", "fiver": "5"}
_SLANG_MONEY = re.compile(r"\ba\s+(tenner|fiver)\b", re.IGNORECASE)
_DAY_NAMES = {"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "weds": "wednesday",
              "thu": "thursday", "thur": "thursday", "thurs": "thursday", "fri": "friday"}
_DAY_ABBREVIATION = re.compile(r"(?<!')\b(mon|tues?|weds?|thu(?:rs?)?|fri)\b(?!['-])", re.IGNORECASE)


def _digits(text: str) -> str:
    """Numbers written as words in digits ("six foot four" → "6 foot 4", "thirty-four" → "34")."""
    def one(m: re.Match[str]) -> str:
        if m.group(3):
            return str(_UNITS_WORDS[m.group(3)])
        return str(_TENS_WORDS[m.group(1)] + (_UNITS_WORDS[m.group(2)] if m.group(2) else 0))
    return _slang(_NUMBER_PHRASE.sub(one, text))


def _slang(text: str) -> str:
    """Chat's money and day abbreviations spelt out: "a tenner" → "£10", "mon wed fri" → "monday wednesday
    friday"."""
    text = _SLANG_MONEY.sub(lambda m: "£" + _SLANG_AMOUNTS[m.group(1).lower()], text)
    return _DAY_ABBREVIATION.sub(lambda m: _DAY_NAMES[m.group(1).lower()], text)


_HEIGHT = re.compile(r"\b(\d)\s*(?:'|ft\b|foot\b|feet\b)\s*(\d{1,2})?(?:\"|''|\s*in(?:ch(?:es)?)?\b)?"
                     r"|\b(\d{3})\s*cm\b|\b(1[.,]\d{1,2})\s*m\b")
_HOURS_RATE = re.compile(r"\b(\d+(?:\.\d+)?)\s*(hours|hour|hrs|hr|h|minutes|minute|mins|min)\s+(?:of\s+[a-z]+\s+)?"
                         r"(?:a|an|per|each|every)\s+(day|week|month|year)\b")  # ("15 minutes of guitar a day")
_PERCENT = re.compile(r"\b(\d+(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)")
_EVENT = {J._canon(w): J._canon(e) for e, words in (("born", "birth birthday"), ("married", "marry wedding"),
                                                     ("start", "started began begin"), ("join", "joined"),
                                                     ("graduate", "graduated graduation"), ("move", "moved"),
                                                     ("meet", "met"), ("retire", "retired"), ("divorce", "divorced"),
                                                     ("die", "died"), ("found", "founded"), ("hire", "hired"),
                                                     ("end", "ends"), ("fly", "flight flies"))
          for w in _w(f"{e} {words}")}
_ONE_OFF_WEEK = re.compile(r"\b(?:this|next|that) week\b|\binstead\b|\bjust this\b|\bfor once\b|\bbank holiday\b")
# days a name gives: "born on new year's eve"
_HOLIDAYS = {"newyearseve": (31, "december"), "newyearsday": (1, "january"), "christmaseve": (24, "december"),
             "christmasday": (25, "december"), "boxingday": (26, "december"), "valentinesday": (14, "february"),
             "halloween": (31, "october")}
_HOLIDAY = re.compile(r"\bnew\s+years?'?s?\s+(?:eve|day)\b|\bchristmas\s+(?:eve|day)\b|\bboxing\s+day\b|"
                      r"\bvalentine'?s\s+day\b|\bhalloween\b")
_CLOCK = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)|\b(\d{1,2}):(\d{2})\b")
_DAY = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)\b|\b(\d{1,2})\s+(?:of\s+)?(?=" + "|".join(_MONTHS) + r")|"
                  r"(?:(?<=" + ")|(?<=".join(_MONTHS) + r"))\s+(\d{1,2})\b")
_COLOUR_IS = re.compile(r"(?:\b(?:is|are|was|were|been|be|painted|colou?red)|'s)\s+"
                        r"(?:(?:light|dark|bright|pale|deep)\s+)?(" + "|".join(sorted(J._COLOURS)) + r")\b")
_COPULA_ISH = _w("is are was were been be 's painted coloured colored light dark bright pale deep")
_NAME_IS = re.compile(r"\b(?:name is|name's|called|named|goes by|go by|call (?:me|him|her|them))\s+(?!not\b)([a-z]+)")
# "favourite colour is green", "fav film of all time is X", "my favourite is X", "X is her favourite season"
_FAVOURITE = re.compile(r"\b(?:favou?rite|fav)\s+(?:([a-z]+)\s+)?(?:of all time\s+)?(?:is|was|has always been|"
                        r"'s|has been)\s+(?:definitely\s+|probably\s+|still\s+)?(?:the\s+|a\s+)?([a-z][a-z ]{0,30}?)"
                        r"(?=$|,|\s+(?:and|but|because|since|though|now|lol|too)\b)"
                        r"|\b([a-z]+)(?: food| music| films?| movies?)? (?:is|was|are) (?:my|his|her|their|our) "
                        r"(?:(?:all-time|absolute|total|very|ultimate) )?(?:favou?rite|fav) "
                        r"([a-z]+)")
_RATE = re.compile(r"\s*(?:(?:a|an|per|each|every|/)\s*(day|night|week|month|year|hour|km|mile|kg|yr|wk|mth)\b|"
                   r"(?:of\s+[a-z]+\s+)?(daily|nightly|weekly|monthly|yearly|annually)\b)")
_PER_YEAR = {"day": 365.0, "night": 365.0, "week": 52.0, "month": 12.0, "year": 1.0, "daily": 365.0,
             "nightly": 365.0, "weekly": 52.0, "monthly": 12.0, "yearly": 1.0, "annually": 1.0,
             "yr": 1.0, "wk": 52.0, "mth": 12.0}


_WORKING_DAYS = re.compile(r"\b(?:mon(?:day)?\s*(?:-|to|through|thru|till)\s*fri(?:day)?|weekdays|(?:5|five)\s+days\s+"
                           r"a\s+week|working\s+days?|every\s+work\s*day)\b")


def _times_a_year(period: str, text: str) -> float:
    """How many times a year a period ("month", "daily") recurs; a day on working days only ("8 hours a day,
    monday to friday", said in `text`) 260 times."""
    if period in ("day", "daily") and _WORKING_DAYS.search(text):
        return 260.0
    return _PER_YEAR.get(period, 1.0)


def _per_year(rate: re.Match[str] | None, text: str = "") -> float:
    """How many times a year a rate ("a month", "daily") recurs (`_times_a_year`); 1 without one."""
    return _times_a_year(rate.group(1) or rate.group(2), text) if rate else 1.0


_DAY_HALF = re.compile(r"\b(1[0-2]|[1-9])(?:[:.](\d{2}))?\s+(?:o'clock\s+)?(?:in\s+the\s+(morning|afternoon|evening)|"
                       r"at\s+(night))\b")
_SHORT_YEAR = re.compile(r"\b(?:in|since|from|of|born)\s+'(\d\d)\b|\bborn\s+in\s+(?!')(\d\d)\b"
                         r"(?![.,:]\d|\s*(?:%|hours?|days?|weeks?|months?|minutes?|mins?)\b)")  # "born in 85 and proud"
_NUMERIC_DATE = re.compile(r"\b((?:19|20)\d\d)-(\d\d)-(\d\d)\b"
                           r"|(?<![\d/.])\b(?!24/7\b)(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?\b(?![/.]\d)")  # not 24/7
_FLOOR_WORDS = {"ground": "0", "first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5", "sixth": "6",
                "seventh": "7", "eighth": "8", "ninth": "9", "tenth": "10", "eleventh": "11", "twelfth": "12"}
_FLOOR = re.compile(r"(?:\b(\d{1,3})(?:st|nd|rd|th)|\b(" + "|".join(_FLOOR_WORDS) + r"))\s+(?:floor|storey|story)\b")
_YEAR = re.compile(r"(?<![$€£])\b(19\d\d|20\d\d)\b(?![.,]\d|\s*(?:dollars|euros|pounds|quid|bucks|km|miles|"
                   r"steps|calories|words|people|[a-z]+s\b))")
_QUANTITY = re.compile(r"([$€£₹¥])?\s*(?<![\w.,])" + _NUM + r"\s*([$€£₹¥]|[a-z]+\b)?")
# "48k" is money beside these words in its clause, or beside a pay rise in its sentence ("got a raise, 36k now")
_K_MONEY = re.compile(r"\b(?:salary|earn|earns|paid|pay|income|make|rent|mortgage|costs?|price)\b|"
                      r"\bon\s+(?:about\s+|around\s+|roughly\s+)?\d+k\b")
# words after a number that it does not count ("landing at 8 now", "150 a month", "at 6 sharp")
_NOT_COUNTED = frozenset(("a", "an", "per", "now", "today", "tonight", "tomorrow", "then", "already", "instead",
                          "sharp", "tops", "ish", "and", "or", "to", "till", "until", "so", "but"))
_BARE_NUMBER = re.compile(r"\b(\d{1,3}(?:,\d{3})+|\d+)\s*(?=$|[.!?]|now\b|these days\b)")  # the clause's last word
_EACH_WAY = re.compile(r"\b(?:each|either|every|one)\s+way\b")
_BOTH_WAYS = re.compile(r"\b(?:every|a|each|per)\s+day\b|\bdaily\b|\bin total\b|\bround trip\b|"
                        r"\bthere and back\b|\bboth ways\b")
_N_ROOMED = re.compile(r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)-(bedroom|bed|bathroom|storey)\b")
_PARENT_OF = re.compile(r"\b(?:mother|mum|mom|father|dad|parent|mama|papa)\s+of\s+(\d+|one|two|three|four|five|"
                        r"six|seven|eight|nine|ten)\b")
_CONDITION_NEXT = re.compile(r"\s*(?:while|whenever|when)\b", re.I)
_EVERYONE_ELSE = re.compile(r"(?:(?:while|whereas|when|and|but|as)\s+)?(?:everyone|everybody|all the others|the others|"
                            r"the rest of (?:us|them|the \w+)|others)\s+(?:else\s+)?(?!else\b)")
_PART_OF = re.compile(r"\bthe\s+(\w+)\s+(?:at|in|inside|of)\s+(?:the|my|our|his|her|their)\s+(\w+)")
_LEARNING = re.compile(r"\b(?:lessons?|test|course|learning|learn to|practi[cs]ing)\b")
_OTHERS_DID = re.compile(r"(?:(?:and|but|while)\s+)?the\s+(?:kids|children|boys|girls|lads|neighbours|neighbors|"
                         r"others|guests|family|twins)\b")  # "the kids watched the football": not the speaker
_PARENT_KEYS = frozenset(J._canon(w) for w in _w("mother mum mom father dad parent mama papa"))
_THIS_YEAR = re.compile(r"\b(?:this|last|each|every|per)\s+year\b|\bover\s+the\s+year\b|\bannually\b")
_K_PAY = re.compile(r"\b(?:salary|earn|earns|earning|income|raise|pay rise|payrise)\b")
_MONEY_NOUN = re.compile(r"\b(?:rent|salary|bill|mortgage|price|costs?|fees?|paying|paid|earn|earns|earning|wage)\b")
_SPLIT = re.compile(r"\s*(?:(?<!\d)[,:]|[,:](?!\d)|[;!?()]|\.(?!\d)|\s-\s|—)\s*"
                    r"|(?<!nothing)\s+(?=(?:but|because|though|although|whereas|while|since|cause|cuz|bc)\s)"
                    # "so" as a conjunction, not as "very" after a verb of being ("board games are so boring")
                    r"|(?<!\bis)(?<!\bare)(?<!\bwas)(?<!\bwere)(?<!\bam)(?<!\bbe)(?<!\bbeen)(?<!\bfeel)(?<!\bfeels)"
                    r"(?<!\bfelt)(?<!\blooks)(?<!\bseems)(?<!\bget)(?<!\bgets)(?<!\bgot)(?<!\bnot)(?<!'s)(?<!'re)(?<!'m)"
                    r"(?<!\bsounds)\s+(?=so\s)")
_AND_CLAUSE = re.compile(r"\s+and\s+(?=(?:i|we|he|she|they|now|never|not|also|then|still|has|have|had|is|was|"
                         r"now|just|bought|sold|moved|got|started|quit|left|lives|works|switched|became|"
                         r"likes|loves|hates|dislikes|enjoys|avoids|prefers|finds|"
                         r"[a-z]+ed\s)\b)", re.IGNORECASE)


Value = float | str | tuple[int, int]


@dataclass(frozen=True)
class Frame:
    """One clause: who, what about, yes or no, its values and the change it reports."""

    subject: str  # "self", a lower-case first word, or "" (unknown: not blocking)
    relation: str  # "mum" for "my mum ...", "" for the subject itself
    topic: frozenset[str]  # topic keys
    changed: frozenset[str]  # the keys of its change words ("graduated"), kept out of the topic
    negative: bool
    values: dict[str, frozenset[Value]] = field(hash=False, compare=False)
    change: str  # "end", "move", "start" or ""
    additive: bool
    exclusive: bool
    past_state: bool  # "used to", "as a kid"
    past: bool  # told in the past tense ("smoked for ten years")
    occasion: bool  # "yesterday", "tonight"
    preference: bool  # likes, hates, prefers, can't stand
    hypothetical: bool  # a wish, a plan, a question: it asserts nothing
    restrictions: frozenset[str]  # "at work", "on weekends"
    text: str
    approximate: bool = False  # its sentence says an amount roughly ("about 1,800 a year")
    # the values a range of the clause spans, by family ("between £900 and £1,000 a month", "30-40 minutes")
    bounds: dict[str, tuple[float, float]] = field(default_factory=dict, hash=False, compare=False)
    occasions: frozenset[str] = frozenset()  # the occasions it tells of ("yesterday", "this week"; `_other_occasions`)
    formers: frozenset[str] = frozenset()  # the words after "old", "former", "previous" ("my old manager"; `_former`)


def _key(word: str) -> str:
    k = J._canon(word)
    if word.endswith("s") and k == J._stem(word):
        k = J._canon(word[:-1])  # "movies": the stem of the singular finds its synonyms ("movie film")
    return _RELATED_OF.get(k, k)


def _same(x: str, y: str) -> bool:
    """The same topic word: equal keys, or one root (a shared beginning of five letters or more)."""
    if x == y:
        return True
    if not (x.isalpha() and y.isalpha()):
        return False
    # one root ("allergic", "allergies"), or a typo ("cofee")
    short, long_ = sorted((x, y), key=len)
    return (len(x) >= 5 and len(y) >= 5 and (x[:5] == y[:5] or (x[0] == y[0] and J._edit1(x, y)))) or (
        len(short) >= 5 and len(long_) >= len(short) + 3 and long_.endswith(short)
        and short not in _RELATION_KEYS and not long_.startswith(("half", "semi", "mini")))
    # "bookshelves" / "shelves"; not "grandmother" / "mother", nor "halfmarathon" / "marathon"


def _covers(neg: str, pos: str) -> bool:
    return _same(neg, pos) or pos in _MEMBERS.get(neg, ())


def _number(text: str) -> float | None:
    text = text.strip().lower()
    if text in _NUMBER_WORDS:
        return float(_NUMBER_WORDS[text])
    if text.startswith("half"):
        return 0.5
    mult = 1000.0 if text.endswith("k") else 1.0
    try:
        return float(text.rstrip("k").replace(",", "")) * mult
    except ValueError:
        return None


def _area_units(text: str) -> str:
    """"50 square metres" -> "50 sqm", "1200 sq ft" -> "1200 sqft": an area's unit as one word."""
    for pattern, unit in _AREA_WORDS:
        text = pattern.sub(unit, text)
    return text


# "4 hours 10 minutes" is 250 minutes, "three quarters of an hour" 45: one duration, not two
_HOURS_MINUTES = re.compile(r"\b(\d+)\s*(?:hours?|hrs?|h)\s*(?:and\s+)?(\d{1,2})\s*(?:minutes?|mins?)\b")
_FRACTION = re.compile(r"(?<![\d/])\b([1-3])/([2-4])\b(?![\d/])(?=\s+[a-z])")
_QUARTER_HOURS = re.compile(r"\b(?:(?:a|one|(\d))\s+)?quarters?\s+of\s+an\s+hour\b")


def _durations(text: str) -> str:
    """Durations said in two parts as one ("4 hours 10 minutes" → "250 minutes", "3 quarters of an hour" → "45
    minutes"), and a written fraction as its value ("1/2 cup" → "0.5 cup")."""
    text = _HOURS_MINUTES.sub(lambda m: f"{int(m.group(1)) * 60 + int(m.group(2))} minutes", text)
    text = _FRACTION.sub(lambda m: f"{int(m.group(1)) / int(m.group(2)):.3g}", text)  # "1/2 cup": half a cup
    return _QUARTER_HOURS.sub(lambda m: f"{15 * int(m.group(1) or 1)} minutes", text)


# A range of amounts: "between £900 and £1,000", "30 to 40 minutes", "£900-£1000", "2 or 3 times" (not "from 5 to
# 10 km", a change).
_RANGE = re.compile(r"(?<!from )(?<![\d.,:])\b(between\s+)?([$€£]?)(\d+(?:[.,]\d+)*k?)\s*(?:(?:[$€£]|[a-z]+)\s*)?"
                    r"(?(1)and|(?:-|–|to|or))\s*([$€£]?)(\d+(?:[.,]\d+)*k?)\b(?![.,:]\d)")
_NOT_SPANNED = ("clock", "clock24", "year", "month", "day", "weekday", "floor", "size")


def _bounds(text: str, sentence: str) -> dict[str, tuple[float, float]]:
    """The amounts a range of the clause spans, by family (`_RANGE`): the clause read with the range's low end,
    then with its high end, each alone."""
    m = _RANGE.search(text)
    if m is None:
        return {}
    low = _values(text[:m.start()] + (m.group(2) or m.group(4)) + m.group(3) + text[m.end():], sentence)
    high = _values(text[:m.start()] + (m.group(4) or m.group(2)) + m.group(5) + text[m.end():], sentence)
    out = {}
    for family in low.keys() & high.keys():
        ends = [v for v in (*low[family], *high[family]) if isinstance(v, float)]
        single = len(low[family]) == len(high[family]) == 1
        if family.partition(":")[0] not in _NOT_SPANNED and single and len(ends) == 2:
            out[family] = (min(ends), max(ends))
    return out


def _spanned(values: frozenset[Value], bounds: tuple[float, float] | None, slack: float) -> bool:
    """Every amount of ``values`` lies within a range's ``bounds`` (give or take ``slack``)."""
    return bounds is not None and bool(values) and all(
        isinstance(v, float) and bounds[0] * (1 - slack) <= v <= bounds[1] * (1 + slack) for v in values)


_COUNT_BEFORE = re.compile(r"\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:x\s+)?$")


def _values(text: str, sentence: str = "") -> dict[str, frozenset[Value]]:
    """The clause's values by family (lower-case text); `sentence`, the whole sentence, tells a day on working
    days only ("8 hours a day, monday to friday")."""
    out: dict[str, set[Value]] = {}
    text = _durations(_area_units(_digits(text)))
    week = sentence or text  # where a rate's working days are said

    def add(family: str, value: Value) -> None:
        out.setdefault(family, set()).add(value)

    taken: list[tuple[int, int]] = []
    for m in _HEIGHT.finditer(text):
        if m.group(1):
            if not re.search(r"\b(?:tall|height|im|i'm|am|is|foot|feet|ft)\b|'", text):
                continue
            cm = round((int(m.group(1)) * 12 + int(m.group(2) or 0)) * 2.54)
        elif m.group(3):
            cm = int(m.group(3))
        else:
            cm = round(float(m.group(4).replace(",", ".")) * 100)
        if 90 <= cm <= 250:
            add("height", float(cm))
            taken.append(m.span())
    for m in _AGE.finditer(text):
        age = int(next(g for g in m.groups() if g))
        if 1 <= age <= 120 and not any(a <= m.start() < b for a, b in taken):
            add("age", float(age))
            if re.match(r"turn(?:ing|s)?\b", m.group(0)):
                add("age", float(age - 1))  # "turning 35": 34 now
            taken.append(m.span())
    # A clock time on a 12-hour dial ("at 7" may be either), and on the 24-hour one when it is said: "7 pm", "19:00",
    # "07:45", "7 in the morning" ("clock24": compared only when both sides say it).
    for m in _CLOCK.finditer(text):
        if m.group(4) and _DAY_HALF.match(text, m.start()):
            continue  # "10:40 in the morning": read below, with its half of the day
        if m.group(4):
            hour, minute = int(m.group(4)), int(m.group(5))
            add("clock", (hour % 12, minute))
            if hour >= 13 or hour == 0 or m.group(4).startswith("0"):
                add("clock24", (hour % 24, minute))
        else:
            hour = int(m.group(1)) % 12 + (12 if m.group(3).startswith("p") else 0)
            add("clock", (hour % 12, int(m.group(2) or 0)))
            add("clock24", (hour, int(m.group(2) or 0)))
        taken.append(m.span())
    for m in _DAY_HALF.finditer(text):
        if not any(a <= m.start() < b for a, b in taken):
            hour, minute = int(m.group(1)) % 12, int(m.group(2) or 0)
            add("clock", (hour, minute))
            add("clock24", (hour + (12 if m.group(3) in ("afternoon", "evening") or (m.group(4) and hour >= 6)
                                    else 0), minute))
            taken.append(m.span())
    for m in J.BARE_CLOCK.finditer(text):  # "finishes at 5" (the document path reads it too)
        if not any(a <= m.start(1) < b for a, b in taken):
            add("clock", (int(m.group(1)) % 12, 0))
            taken.append(m.span(1))
    for m in re.finditer(r"\b(midnight|noon|midday)\b", text):
        add("clock", (0, 0))  # midnight and noon alike on the 12-hour dial, told apart on the 24-hour one
        add("clock24", (0, 0) if m.group(1) == "midnight" else (12, 0))
        taken.append(m.span())
    for m in _YEAR.finditer(text):
        add("year", int(m.group(1)))
        taken.append(m.span())
    for m in _SHORT_YEAR.finditer(text):  # "born in '85"
        short = int(m.group(1) or m.group(2))
        add("year", short + (1900 if short > 30 else 2000))
        taken.append(m.span())
    for m in _NUMERIC_DATE.finditer(text):  # "2024-08-09", "on 3/22" (a day past 12 tells which is the month)
        if m.group(1):
            n_year, n_month, n_day = int(m.group(1)), int(m.group(2)), int(m.group(3))
        else:
            first, second = int(m.group(4)), int(m.group(5))
            n_month, n_day = ((first, second) if second > 12 >= first else (second, first) if first > 12 >= second
                              else (0, 0))
            n_year = int(m.group(6)) if m.group(6) and len(m.group(6)) == 4 else 0
        if 1 <= n_month <= 12 and 1 <= n_day <= 31:
            add("month", _MONTHS[n_month - 1])
            add("day", n_day)
            if n_year:
                add("year", n_year)
            taken.append(m.span())
    floors = []
    for m in _FLOOR.finditer(text):  # "on the 12th floor", "the third floor" (not the 12th day)
        add("floor", float(_FLOOR_WORDS.get(m.group(2) or "", m.group(1) or "0")))
        floors.append(m.span())
    taken.extend(floors)
    for m in _DAY.finditer(text):
        if not any(a <= m.start() < b for a, b in floors):
            add("day", int(next(g for g in m.groups() if g)))
            taken.append(m.span())
    for m in re.finditer(r"\bsize\s+(?:is\s+|of\s+)?(?:a\s+)?(?:uk\s+|us\s+|eu\s+)?(\d{1,2}(?:\.5)?)\b", text):
        add("size", float(m.group(1)))
        taken.append(m.span(1))
    for m in _HOLIDAY.finditer(text):
        day, month = _HOLIDAYS[re.sub(r"[^a-z]", "", m.group(0))]
        add("day", day)
        add("month", month)
    for m in _COLOUR_IS.finditer(text):
        add("colour", m.group(1))  # "the car is red", "my car's silver"; not "the red car" (which car)
    for m in _NAME_IS.finditer(text):
        add("name", m.group(1))
    for m in _FAVOURITE.finditer(text):
        kind = next((_key(g) for g in (m.group(1), m.group(4)) if g), "")
        value = m.group(2) or m.group(3) or ""
        words = frozenset(_key(w) for w in re.findall(r"[a-z]+", value) if w not in _STOP and w not in ("definitely",))
        if words:
            add("favourite:" + kind, " ".join(sorted(words)))
    for word in re.findall(r"[a-z]+", text):
        if word in _MONTH_OF and (word != "may" or re.search(r"\bmay\s+\d|\d\w*\s+(?:of\s+)?may\b|\b(?:in|until|till|"
                                                                 r"to|by|since|(?:end|start|beginning|middle) of|"
                                                                 r"mid|early|late) may\b", text)):
            add("month", _MONTH_OF[word])
        elif word.rstrip("s") in _WEEKDAYS:
            add("weekday", word.rstrip("s"))
        elif word in ("weekdays", "weekends") and re.search(r"\b(?:only|just)\b", text):  # "only works weekdays"
            for weekday in (("monday", "tuesday", "wednesday", "thursday", "friday") if word == "weekdays"
                            else ("saturday", "sunday")):
                add("weekday", weekday)
    for m in _N_ROOMED.finditer(text):  # "a five-bedroom place": five bedrooms
        n = _number(m.group(1))
        if n is not None:
            add("count:" + _key("bedroom" if m.group(2) == "bed" else m.group(2)), n)  # "a one-bed flat"
            taken.append(m.span())
    for m in _PARENT_OF.finditer(text):  # "a mother of three": three children
        n = _number(m.group(1))
        if n is not None:
            add("count:" + J._canon("child"), n)
            taken.append(m.span())
    for m in _PERCENT.finditer(text):  # "30% tax" / "a rate of 15 percent"
        add("percent", float(m.group(1)))
        taken.append(m.span())
    for m in _HOURS_RATE.finditer(text):  # "40 hours a week", "16 hrs a week": time per period, a rate
        seconds = _UNIT_DIMS["duration"][m.group(2)]
        add("duration:rate", float(f"{float(m.group(1)) * seconds * _times_a_year(m.group(3), week):.6g}"))
        taken.append(m.span())
    for m in _QUANTITY.finditer(text):
        if any(a <= m.start(2) < b for a, b in taken):
            continue
        n = _number(m.group(2))
        unit = (m.group(1) or m.group(3) or "").lower()
        if n is None:
            continue
        if m.group(2).lower() in ("a", "an", "half a", "half an") and not unit:
            continue
        dims: list[tuple[str, dict[str, float]]] = list(_UNIT_DIMS.items())
        if unit in ("pound", "pounds") and _WEIGHT_CONTEXT.search(text):
            dims = [("mass", {unit: 0.4536})]  # "my suitcase is only 10 pounds"
        for dim, units in dims:
            if unit in units:
                if dim == "money" and unit in ("k", "grand") and not re.search(r"\b(?:salary|earn|paid|pay|"
                                                                                r"income|cost|price|year|rent|"
                                                                                r"mortgage|month)\b", text):
                    continue
                if dim == "length" and unit == "k" and not re.search(r"\b(?:run|ran|km|walk|race|cycle)", text):
                    continue
                rate = _RATE.match(text, m.end(3) if m.group(3) and not m.group(1) else m.end(2)) \
                    if dim != "duration" else None
                if rate:
                    taken.append(rate.span())
                per_year = _per_year(rate, week)
                times = _COUNT_BEFORE.search(text, 0, m.start(2)) if dim != "money" else None
                if times is not None:  # "eight 250 ml glasses": 2 litres in all
                    n *= _number(times.group(1)) or 1
                amount = float(f"{n * units[unit] * per_year:.6g}")
                if dim == "money":
                    add("money:raw", float(f"{n * units[unit]:.6g}"))  # as said, whatever the period
                if dim == "mass" and not rate and 35 <= amount <= 250:
                    add("weight", amount)  # a person's weight ("down to 72 kg")
                elif dim == "money" and not rate and (amount >= 10000 or _THIS_YEAR.search(text)):
                    add("money:rate", amount)  # a salary said without "a year"; what was paid "this year"
                else:
                    add(dim + (":rate" if rate else ""), amount)
                break
        else:
            if m.group(2).lower().endswith("k") and (_K_MONEY.search(text) or _K_PAY.search(week)):
                rate = _RATE.match(text, m.end(2))
                if rate:
                    taken.append(rate.span())
                add("money" + (":rate" if rate or n >= 10000 else ""), n * _per_year(rate, week))  # "36k": a salary
            elif unit in ("", "a", "an", "per") and n >= 5 and _RATE.match(text, m.end(2)) and _MONEY_NOUN.search(text):
                rate = _RATE.match(text, m.end(2))  # "put the rent up to 1100 a month": an amount without its sign
                if rate:
                    taken.append(rate.span())
                add("money:raw", n)
                add("money:rate", float(f"{n * _per_year(rate, week):.6g}"))
            elif unit and unit.isalpha() and m.group(2).lower() not in ("a", "an") and unit not in _NOT_COUNTED:
                rate = _RATE.match(text, m.end())
                if rate:
                    taken.append(rate.span())  # "two litres of water a day": no duration of a day
                counted = [_key(unit)]
                of = re.match(r"\s+of\s+([a-z]+)", text[m.end():])
                if of:
                    counted.append(_key(of.group(1)))  # "three cups of coffee": coffee counted too
                for thing in counted:
                    add("count:" + thing, n)
                    if rate:  # "52 books a year" / "a book a week": compared as times a year when both have one
                        add("count:" + thing + ":rate", float(f"{n * _per_year(rate, week):.6g}"))
    if any(k.startswith("favourite:") for k in out):
        out.pop("colour", None)  # "favourite colour is green": the favourite is the value
    return {k: frozenset(v) for k, v in out.items()}


def _relation(words: list[str], start: int) -> str:
    """The relation word among the two after ``start`` ("my little sister"), not a count ("my two children")."""
    for k in range(start, min(start + 2, len(words))):
        if words[k] in _RELATIONS or (words[k].endswith("s") and words[k][:-1] in _RELATIONS):
            before = words[k - 1] if k else ""
            counted = before[:1].isdigit() or before in _NUMBER_WORDS or before in _ORDINALS
            if not counted and k + 1 < len(words) and words[k + 1] == "'s":
                inner = _relation(words, k + 2)  # "my son's best friend" is the friend; "Nadia's sister's baby" hers
                return f"{words[k]}'s {inner}" if inner else words[k]
            return "" if counted else words[k].removesuffix("s") if words[k] not in _RELATIONS else words[k]
    return ""


def _after(words: list[str], rel: str, start: int) -> int:
    """The position after the last of ``rel`` from ``start`` on (the words a subject takes)."""
    return max((k for k in range(start, len(words)) if words[k] in (rel, rel + "s")), default=start) + 1


def _named(subject: str, rel: str, end: int, words: list[str], original: list[str]) -> tuple[str, str, int]:
    """"my daughter Zainab": the person is the name after the relation, its relation written "=daughter" (the
    same person as "Zainab" alone and as "my daughter", never the speaker)."""
    if end < len(words) and original[end][:1].isupper() and original[end].isalpha() and not (
            words[end] in _STOP or words[end] in _PRONOUNS or words[end] in _SELF):
        return words[end], "=" + rel, end + 1
    return subject, rel, end


def _subject(words: list[str], original: list[str]) -> tuple[str, str, int]:
    """(subject, relation, number of words it takes) at the start of a clause."""
    i = 0
    while i < len(words) and words[i] in _LEADING:
        i += 1
    if i >= len(words):
        return "", "", i
    if words[i] == "the" and i + 1 < len(words) and words[i + 1] == "user":
        i += 1  # "The user owns a house": the user, as "User owns a house"
    first = words[i]
    if first in _SELF:
        if i + 1 < len(words) and words[i + 1] == "'s":
            rel = _relation(words, i + 2)
            return _named("self", rel, _after(words, rel, i + 2), words, original) if rel else ("self", "", i + 1)
        rel = _relation(words, i + 1)
        return _named("self", rel, _after(words, rel, i + 1), words, original) if rel else ("self", "", i + 1)
    if first in ("his", "her", "their"):  # "her husband Ahmed built ...": Ahmed
        rel = _relation(words, i + 1)
        named = _named("", rel, _after(words, rel, i + 1), words, original) if rel else ("", "", i)
        if named[0]:
            return named
    if first in _PRONOUNS or first in _STOP:
        return "", "", i
    if i + 2 < len(words) and words[i + 1] == "'s":
        rel = _relation(words, i + 2)
        if rel:  # "Anna's sister", "User's only daughter"
            return ("self" if first in _SELF else first), rel, _after(words, rel, i + 2)
    name = original[i][:1].isupper() if i < len(original) else False
    return (first if name else ""), "", i + 1 if name else i


_WORD = re.compile(r"[$€£]|[A-Za-z]+(?:'[a-z]+)?|\d+(?:[.,:]\d+)*(?:st|nd|rd|th|k|am|pm)?|'s")
# "prefers X to Y", "likes X more than Y", "X rather than Y", "X instead of Y": Y is what is not preferred.
_PREFERRED_TO = re.compile(r"\b((?:prefers?|preferred|preferring)\s+(?!to\b)"
                           r"\w+(?:\s+\w+){0,3}?)\s+"
                           r"(?:to|over)\s+(?!be\b)|"
                           # "pick tea over coffee"; but "take you to a different world" is no choice
                           r"\b((?:pick|choose|take|go for)\s+\w+(?:\s+\w+){0,3}?)\s+over\s+"
                           r"|\s+(?:much\s+|far\s+|way\s+)?"
                           r"(?:more|better|nicer|easier|cheaper|quicker|comfier)\s+than\s+"
                           r"|\s+(?:rather\s+than|instead\s+of)\s+|\s*>\s*",
                           re.IGNORECASE)
# Comparatives of taste said the other way round, read as "prefers X, not Y" before `_PREFERRED_TO`: "would much
# rather get a call than a text", "coffee beats tea any day", "push notifs work better for me than texts".
_COMPARATIVES: list[tuple[re.Pattern[str], str]] = [(re.compile(p, re.IGNORECASE), r) for p, r in (
    (r"(?:\s*(?:\bwould|'d|\bd|\bid)\s+|^(?:i\s+)?)(?:much\s+|far\s+|way\s+|so\s+much\s+)?rather\s+(?:just\s+)?"
     r"(?:you\s+|u\s+)?(?:get\s+|have\s+|do\s+|take\s+|go\s+with\s+|be\s+)?(?:a\s+|an\s+|the\s+)?(\w+(?:\s+\w+){0,3}?)"
     r"\s+than\s+", r" prefers \1, not "),  # ("rather just call than text": chat leaves "I'd" out)
    (r"^(?:(?:honestly|tbh|ngl|lol|btw|anyway|but|and|so)\s+)*(\w+(?:\s+\w+)?)\s+(?:beats?|trumps?|over)\s+"
     r"(\w+(?:\s+\w+)?)(?=\s+(?:any\s*day|every\s*time|all\s+day|for\s+me)\b)", r"I prefer \1, not \2"),
    (r"^(?:(?:honestly|tbh|ngl|lol|btw|anyway|but|and|so)\s+)*(\w+(?:\s+\w+)?)\s+(?:works?|is|are)\s+"
     r"(?:way\s+|much\s+|so\s+much\s+|far\s+)?better\s+for\s+me\s+than\s+", r"I prefer \1, not "),
    (r"^(?:(?:honestly|tbh|ngl|lol|btw|anyway|but|and|so)\s+)*(\w+(?:\s+\w+)?)\s+(?:works?|is|are)\s+"
     r"(?:way\s+|much\s+|so\s+much\s+|far\s+)?better\s+for\s+me\b", r"I prefer \1"),
    # "dogs are just better company", "winter's my season"
    (r"^(?:(?:honestly|tbh|ngl|lol|btw|anyway|but|and|so)\s+)*(\w+)\s+(?:is|are)\s+(?:just\s+|way\s+|so\s+|much\s+)?"
     r"better(?:\s+company)?\b(?!\s+than)", r"I prefer \1"),
    (r"^(?:(?:honestly|tbh|ngl|lol|btw|anyway|but|and|so)\s+)*(\w+)(?:'s|\s+is|\s+are)\s+(?:totally\s+|defo\s+|"
     r"definitely\s+)?my\s+(?:season|thing|jam)\b", r"I prefer \1"),
    # "Blue has always been my favorite color": my favourite colour is blue
    (r"^(\w+(?:\s+\w+)?)\s+(?:is|has\s+always\s+been|was\s+always|will\s+always\s+be|remains)\s+"
     r"(my|his|her|their)\s+(favou?rite|fav)\s+(\w+)\b", r"\2 \3 \4 is \1"),
)]
_ADJECTIVE_ONLY = re.compile(r"(?:'s|\b(?:my|his|her|their|our|your|its))\s+only\b", re.IGNORECASE)


# "The school run is done by Sunil" read as "Sunil done the school run" (stems make the tense alike).
_PASSIVE = re.compile(r"^(.+?)\s+(?:is|are|was|were|has been|have been|gets|got)\s+([a-z]+(?:ed|en|one|ade|ilt|ght|"
                      r"ken|ven|un))\s+by\s+((?:his |her |their |my |the user's |user's )?(?:[a-z]+ )?[A-Z][a-z]+)$")
# Everyday turns of phrase read as the plain statement, before anything else is read.
_Rewrite = tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]
# what follows a plural subject ("my sisters are visiting"), not a possessed thing ("my sisters car")
_PLURAL_VERBS = (r"(?:are|were|have|had|and|or|both|all|live|lived|came|come|coming|visit|visited|visiting|will|would|"
                 r"can|could|do|did|dont|don't|never|always|also|too|love|loved|got|get|went|go|said|say)\b")
_REWRITES: list[_Rewrite] = [(re.compile(p, re.IGNORECASE), r) for p, r in (
    (r"\b(?:work|works|working|worked) out\b", "workout"),  # exercise, not a job
    (r"\b(?:runs?|lasts?|is valid|goes|goes on) until\b", "ends in"),
    (r"\bfor good\b", ""),
    (r"\bat all\b", "whatsoever"),  # "don't drink at all": nothing of it
    (r"\b(?:my|his|her|their|our) last day (?:at|of|in|with)\b", "I left"),
    (r"(?:\s+(?:is|are|was)\s+not|'s\s+not|\s+(?:isn't|aren't|wasn't|isnt|arent))\s+(due|open|ready|back|starting)"
     r"\s+(?:till|until)\b", r" is \1 in"),  # "isn't due till October": due in October
    (r"\b(confirmed|said|says|told me|thinks|think|found out|realised|realized|turns out|turned out)\s+"
     r"(?:that\s+)?(?=i\b|i'm\b)", r"\1, "),  # "my doctor confirmed I'm not diabetic": the "I" says it
    (r"\b(?:gone|went|going) (?:right )?off\b", "stopped liking"),
    (r"\bstoped\b", "stopped"),
    # "not any more": an end; "any more suggestions": some more of a thing
    (r"\bany more\b(?!\s+(?!(?:now|these|since|though|tbh|lol|haha|either|really|honestly|sadly|after|because|"
     r"cos|as|so|but|and|thanks|unfortunately)\b)[a-z])", "anymore"),
    # hard work that "paid off" was worth it; a loan paid off is cleared ("paid off my car", "the car's paid off")
    (r"(?<!\bis )(?<!\bwas )(?<!\bare )(?<!\bbe )(?<!\bbeen )(?<!\bgot )(?<!\bget )(?<!'s )(?<!\bfully )"
     r"\b(?:paid|pays|pay|paying) off\b(?!\s+(?:the|my|his|her|our|their|a|an|it|all|some|that|this|what|most|half|"
     r"\d|£|\$|€|\w+'s)\b)", "was worth it"),
    (r"\bpaid off\b", "cleared"),
    (r"\bend(?:s|ed|ing)? up\b", "eventually"),  # "ended up winning it": no end of anything
    (r"\bchang(?:e|es|ed|ing) the game\b", "made a big difference"),  # an idiom, no change of a game
    (r"\b(?:each other|one another)\b", ""),
    # "let them know they're not alone": the "no" is theirs, a clause of its own
    (r"\b(let (?:them|him|her) know|told (?:them|him|her)|knows?|knew)\s+(?:that\s+)?(?=(?:they|he|she)\b)",
     r"\1, "),
    (r"\b(?:have|has|had)(?:\s+not|n't|nt)\s+(?:had|got|found)\s+(?:much\s+|any\s+|enough\s+|the\s+)?time\s+"
     r"(?=to\b)", "was too busy "),  # "haven't had much time to read": busy, no "no" to reading
    (r"\b(?:is|was|'s) no (?:cakewalk|picnic|joke|walk in the park|small feat|easy feat)\b", "is hard"),
    (r"\bmake (?:it|this|that|things) work\b", "make it succeed"),  # no job
    (r",?\s+\b(?:when|if|unless) you\b[^,.;!?]*", ""),  # a condition of anyone's ("it's hard when you don't ...")
    (r"\bgiving up\b", "quitting"),  # not a "giving" ("finally giving it a go" / "not giving up")
    (r"\bgive up\b", "quit"),
    (r"\blong time no (?:see|talk|speak|chat)\b", "hello"),  # a greeting, no "no"
    (r"\bwfh\b", "working from home"),
    (r"\bearly bird\b", "morning person"),
    (r"\bnight owl\b", "night person"),
    (r"\b(?:writes|eats|throws|plays|does everything) with (?:his|her|their|my) (left|right) hand\b", r"is \1handed"),
    (r"\b(left|right)[- ]handed\b", r"\1handed"),
    (r"\b(?:glass|bottle) of (?:red|white|rose|rosé|bubbly|prosecco|champagne)\b", "glass of wine"),
    (r"\bappt\b", "appointment"),
    (r"\bsocial media\b", "socialmedia"),
    (r"\bflat whites?\b", "flatwhite"),
    (r"\bages ago\b", "years ago"),
    (r"\bfor ages\b", ""),
    (r"\bcoming up (?=on\b)", ""),  # "our anniversary's coming up on the 3rd"
    (r"\bkick(?:s|ed)? off\b", "starts"),  # "my shift kicks off at 6"
    (r"\b(?:i'm|im|i am|is|are)\s+remote\b", "works from home"),
    (r"\b(\w+) nothing but\b", r"only \1"),  # "speaks nothing but Russian at home"
    # "six months without a cigarette": none for that long
    (r"\b((?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:days?|weeks?|months?|years?))"
     r"\s+without\s+(?:a\s+|any\s+)?(\w+)", r"no \2 for \1"),
    (r"\b(\w+) to (\w+) and nothing else\b", r"\1 only to \2"),  # "listens to jazz and nothing else"
    (r"\b(\w+) (\w+) and nothing else\b", r"\1 only \2"),  # "drinks water and nothing else"
    (r"\bnothing(?:'s| has| is)? changed\b", "it is the same"),
    (r"\b(?:the )?(smell|look|idea|sound|thought) of \w+", r"the \1"),  # "loves the smell of coffee": not coffee
    (r"\bnot (?:having|getting|going to have) any ?more\b", "done having"),
    (r"\bany more\b(?=\s+[a-z])", "more"),  # "if you need any more suggestions"
    (r"\b(?:a |my |our )?(?:first|blind|second|third) date\b", "an outing"),  # a first date is no relationship yet
    (r"\b(?:went|go|going|been) on a date\b", "went on an outing"),
    # a chat's possessive without its apostrophe: "my mates exam", "my sisters car"
    (r"\bmy (mate|friend|sister|brother|mum|mom|dad|partner|flatmate|housemate|boss|neighbou?r|cousin|wife|husband|"
     r"bf|gf|son|daughter|aunt|uncle|nan|gran|grandma|grandad)s (?=[a-z])(?!" + _PLURAL_VERBS + r")", r"my \1's "),
    (r"\bnon[- ]?alcoholic\b", "alcohol-free"),
    (r"\b(mini|makeshift|pretend|fake|so-called) \w+", r"\1 version"),  # "my mini garden" is no garden
    # "my coffee-obsessed flatmate": the flatmate (whose liking is not the speaker's)
    (r"\b(my|his|her|their|our)\s+\w+-(?:obsessed|loving|mad|crazy|hating|addicted)\s+", r"\1 "),
    (r"\bskip(?:s|ped|ping)? (breakfast|lunch|dinner|meals?)\b", r"never eat \1"),
    (r"\b(?:our|my|his|her|their) (\d+)(?:st|nd|rd|th) (anniversary|birthday)\b", r"the \2"),  # a count, no date
    (r"\bas of (?:today|now|this week|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b", "now"),
    (r"\b(?:mid|early|late)[- ](?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)", ""),
    (r"\b(?:went|goes|has gone|came) through\b", ""),  # "the divorce went through in march"
    (r"\b(?:went|gone|going) freelance\b|\bself[- ]employed\b|\bworking for myself\b", "freelance"),
    (r"\b(?:first[- ]time )?homeowners?\b|\bkeys to (?:our|my|his|her|their) own place\b", "owns a home"),
    (r"\b(?:settled|settling|moved|moving) into (?:the|a|our|my|his|her|their) (?:new )?"
     r"(?:flat|house|place|home|apartment) in\b", "moved to"),
    (r"\bclock(?:s|ed|ing)? in\b", "starts work"),
    (r"\b(?:it )?takes? (?:me|him|her|us) (.+?) to get (?:to|into) (?:work|the office)\b", r"my commute is \1"),
    (r"\b(run|runs|jog|jogs|race)\b([^,.]{0,20}?)\b(\d+(?:\.\d+)?)k\b", r"\1\2\3 km"),
    (r"\b(?:chatted|talked|spoke|speaking|chatting|talking)\b[^,.]*?\bin (english|french|spanish|german|italian|"
     r"portuguese|dutch|arabic|mandarin|chinese|japanese|korean|hindi|russian|polish|turkish|greek)\b", r"speaks \1"),
    (r"\b(?:pls |please )?just (?:ring|call|phone) (?:me|him|her)\b(?=\s*(?:$|[,.;!]|if|when|whenever|from|"
     r"any ?time|instead|pls|please)\b|\s*$|\s*[,.;!])", "prefers phone calls"),
    (r"\bnever check (?:my|his|her) (?:inbox|e-?mails?)\b", "dislikes email"),
    (r"\b(dark|light) themes?\b", r"\1 mode"),
    (r"\bgot rid of\b", "ditched"),
    (r"\bby far\b", ""),
    (r"\bchoc\b", "chocolate"),
    # "dark choc is way too bitter for me": a dislike of it
    (r"^(?:the\s+)?([a-z][a-z ]{1,30}?)\s+(?:is|are|'s)\s+(?:way |far |much |just |a bit |a little )?too \w+ for me\b",
     r"I dislike \1"),
    (r"\bcall(?:ed|ing)? (?:it|the (?:wedding|engagement)) off\b", "broke up"),  # an engagement ended
    (r"\b(?:handed|handing|hand|put|putting) in (?:my|his|her|their) notice (?:at|to)\b"
     r"|\b(?:handed|handing|hand|put|putting) (?:my|his|her|their) notice in (?:at|to)\b", "left"),
    (r"\b(?:brothers and sisters|sisters and brothers)\b", "siblings"),
    (r"\b(?:gave birth|had (?:the|a|her|our|my|his|their) (?:baby|little one)|"
     r"(?:the|our|her) baby (?:was born|arrived|came))\b", "gavebirth"),
    (r"\b(?:i|we) live on the (\d+(?:st|nd|rd|th)|ground|top) floor\b", r"my flat is on the \1 floor"),
    # a home rented or bought: one home ("rents a flat in Accra" / "bought a house in Kumasi and moved there")
    (r"\b(?:bought|buying|purchased)\s+(?:a|the|our|my|his|her|their)\s+(?:own\s+)?(?:new\s+)?"
     r"(?:house|flat|home|apartment|condo)\b", "owns a home"),
    (r"\b(rents?|renting)\s+(?:a|an|the|their|his|her|my|our)\s+(?:flat|apartment|house|home|condo)\b", r"\1 a home"),
    (r"\b(?:mum|mom|mam|ma) and dad\b", "parents"),
    # "doesn't drink" said alone is of alcohol
    (r"\b((?:does not|do not|doesn't|don't|dont|doesnt|never|not)\s+drinks?)(?=\s*(?:$|[,.;!]|anymore|any more|"
     r"at all|these days|now\b))", r"\1 alcohol"),
    (r"(?:\b(?:am|i'm|im|is|are)|(?<=\w)'s)\s+(?:pretty much |pretty |quite |very |totally |completely |now )?"
     r"fluent in\b",
     " speaks"),  # "i'm pretty much fluent in french": speaks French
    (r"\bpracti[cs](?:e|es|ed|ing)\s+(?=(?:the\s+|my\s+)?(?:piano|guitar|violin|cello|drums|bass|ukulele|flute|"
     r"saxophone|sax|trumpet|harp|clarinet|viola)\b)", "playing "),
    (r"\b(?:tofu|veggie|vegan|vegetarian|bean|halloumi|plant[- ]based|quorn|mushroom|falafel)\s+burgers?\b",
     "meatfree"),  # no meat in it
    (r"\b(?:my|his|her|their|our) last (?:shift|day|week) (?:at|of|in|with)\b", "I left"),
    (r"\bby car\b", "by driving"),  # "commutes by car" / "bikes to work instead of driving"
    # "im on 25k a year", "on like 28k a year"
    (r"(?:\b(?:i'm|im|i am) |^)on (?:like |about |around |roughly )?(?=[£$€]?\d+k\b|[£$€]\d{2,3},\d{3}\b)",
     "my salary is "),
    (r"^(?:now\s+)?up to (?=[£$€]?\d+k\b(?![^,]*\b(?:steps|followers|views|subscribers|km|miles)\b))", "my salary is "),
    # values in words: "both my kids", "a couple of miles", "the big four-oh", "a 2001 baby", "turning 30 on ..."
    (r"\bboth (?:of )?(my|his|her|our|their) ", r"\1 two "),
    (r"\ba couple of\b", "2"),
    (r"\b(?:little|lil) one\b", "baby"),
    (r"\bstarted (?:at|with) (?:this|the new|my new|my current) (?:place|company|firm|lot)\b", "started this job"),
    (r"\ball (\w+) of (my|our|his|her|their) ", r"\2 \1 "),  # "all three of my cats"
    # "don't finish work till nine": finishes at nine
    (r"\b(?:do not|don't|dont|doesn't|doesnt)\s+(finish|start|get off|leave|clock off)\s+(work\s+)?(?:till|until)\s+",
     r"\1 \2at "),
    (r"\b(?:do not|don't|dont)\s+have to be (?:at|in) work (?:till|until)\s+", "start work at "),
    (r"\bthe big (three|four|five|six|seven)[- ]?(?:oh|0)\b",
     lambda m: str({"three": 30, "four": 40, "five": 50, "six": 60, "seven": 70}[m.group(1).lower()])),
    (r"\b(?:as )?an? ((?:19|20)\d\d) baby\b", r"I was born in \1,"),
    (r"\bhit (?=\d\d\b(?!\s*(?:%|k\b|km|miles?|mph|followers|subscribers|kg|kilos|lbs|pounds|quid|times|reps|"
     r"steps|views|likes|degrees)))", "turned "),  # "just hit 40 last week": an age
    (r"\b(turn(?:s|ing|ed)?\s+\d+)\s+on\s+(?=(?:the\s+)?\d)", r"\1, my birthday is on "),
)]


def _plain_letters(text: str) -> str:
    """Letters without their accents ("Tomás" as "Tomas": people type names both ways)."""
    if text.isascii():
        return text
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


_ASKS = re.compile(r"(?:what|when|where|who|whom|which|why|how|is|are|was|were|do|does|did|can|could|should|would|"
                   r"will|shall|may|might|have|has|had|am|any|anyone|anybody)\b")


_AM_PM = re.compile(r"(?<=\d)\s*([ap])\.m\.?", re.IGNORECASE)


_NOT_LONG_AGO = re.compile(r"\bnot (?:so |that |too |very )?long ago\b", re.IGNORECASE)


def _clauses(sentence: str) -> list[tuple[str, bool]]:
    """The clauses of a sentence, each with whether it belongs to a question."""
    parts: list[tuple[str, bool]] = []
    text = _AM_PM.sub(lambda m: m.group(1) + "m", _plain_letters(sentence.translate(J._CURLY)))  # "7 a.m.": one clause
    text = _NOT_LONG_AGO.sub("recently", text)  # before "so" splits it
    for chunk in re.findall(r"[^?]+\??", text):
        asked = chunk.rstrip().endswith("?")
        raws = [r for r in _SPLIT.split(chunk) if r and r.strip()]
        for k, raw in enumerate(raws):  # before the filler goes: "lol," takes its comma with it
            # in "our anniversary's on the 3rd of november, any dinner ideas?" only the last part asks
            question = asked and (k == len(raws) - 1 or bool(_ASKS.match(raw.strip().lower())))
            text = J.clean(raw)
            for pattern, replacement in _COMPARATIVES:
                text = pattern.sub(replacement, text)
            text = _PREFERRED_TO.sub(lambda m: (m.group(1) or m.group(2) or "") + ", not ", text)
            for rewrite, by in _REWRITES:
                text = rewrite.sub(by, text)
            text = _PASSIVE.sub(lambda m: f"{m.group(3)} {m.group(2)} {m.group(1)}", text)
            text = re.sub(r"(\w)'s\b", r"\1 's", text)
            text = re.sub(r"\bno longer\b", "not anymore", text, flags=re.IGNORECASE)  # an end, not only a "no"
            text = J._CONTRACTION.sub(J._expand, text).replace(" 's", "'s")
            for piece in _SPLIT.split(text):
                if piece and piece.strip():
                    split = [p for p in _AND_CLAUSE.split(piece) if p and p.strip()]
                    if len(split) > 1 and len(split[0].split()) == 1:
                        split = [piece]  # "Aisha and I split up": one subject
                    parts.extend((p, question) for p in split)
    return parts


def _is_topic(word: str) -> bool:
    return (len(word) > 1 and word[:1].isalpha() and word not in _STOP and word not in _MONTH_OF
            and word.rstrip("s") not in _WEEKDAYS and word not in _NUMBER_WORDS and word not in _UNIT_SYMBOLS)


_KIND_PREFIX = re.compile(r"\b(half|semi|mini)[- ](marathon|term|final|finals|golf|break|day|board)\b", re.I)


def _words_of(clause: str) -> list[str]:
    """The clause's words as written ("soooo" as "so"), a possessive "'s" a word of its own."""
    clause = re.sub(r"([a-z])\1{2,}", r"\1", clause)
    clause = _KIND_PREFIX.sub(r"\1\2", clause)  # "half-marathon" is no marathon
    return [p for w in _WORD.findall(clause) for p in ((w[:-2], "'s") if w.endswith("'s") and w != "'s" else (w,))]


@lru_cache(maxsize=8192)
def frames(sentence: str) -> tuple[Frame, ...]:
    """The clauses of ``sentence`` read as frames (a clause without a subject takes the previous one's)."""
    out: list[Frame] = []
    subject, relation = "", ""
    prefer_before = False
    approximate = bool(J.APPROXIMATE.search(sentence))
    clauses = _clauses(sentence)
    for i, (clause, question) in enumerate(clauses):
        original = _words_of(_area_units(_slang(clause)))
        words = [w.lower() for w in original]
        if not words:
            continue
        low = " ".join(words)
        subj, rel, used = _subject(words, original)
        if subj:
            subject, relation = subj, rel
        elif subject == "self" and next((w for w in words if w not in _LEADING and w not in ("since", "because", "as",
                                                                                          "so", "cos", "coz")),
                                        "") in ("he", "she", "they"):
            relation = "someone"  # "I pay him in cash since he doesn't take cards": he is not the speaker
        if _EVERYONE_ELSE.match(low) or _OTHERS_DID.match(low):
            subject, relation = subject or "self", "someone"  # "... while everyone else got lattes": not the one
        change = ("end" if _END.search(low) else "move" if _MOVE.search(low) else "start" if _START.search(low)
                  else "")
        negations = (sum(w in _NEGATORS or w in J.DENYING for w in words) + sum(w in _DISLIKE for w in words)
                     + len(_OFF.findall(low))
                     + sum(w == "without" and (i == 0 or i >= len(words) - 3) for i, w in enumerate(words))
                     + len(_FREE.findall(low)) + len(_FEAR.findall(low)))
        topic = {_key(w) for i, w in enumerate(words) if i >= used and _is_topic(w) and not (
            w in _UNIT_WORDS and i and (words[i - 1][:1].isdigit() or words[i - 1] in _NUMBER_WORDS
                                        or words[i - 1] in ("per", "every", "each", "a", "an", "these", "those",
                                                            "some", "all", "most"))) and not (
            w in J._COLOURS and i and words[i - 1] in _COPULA_ISH)}
        reason = _END_REASON.search(low) if change == "end" else None
        if reason is not None and _END.search(low[:reason.start()]):  # what ended, not why or after what
            topic -= {_key(w) for w in low[reason.end():].split()} - {_key(w) for w in low[:reason.start()].split()}
        flat = " ".join(clause.lower().split())
        values = _values(flat, sentence.lower())
        if _PARENT_OF.search(flat):  # "a mother of three" speaks of her children
            topic = (topic - _PARENT_KEYS) | {J._canon("child")}
        if values and out and not out[-1].values and (not topic or (len(topic) == 1 and re.match(
                r"(?:about |around |like |only |just )?[£$€]?\d", low))):
            topic |= out[-1].topic  # "Elif dropped to a four-day week, so 32 hours now"; "..., 200 euros secondhand"
            negations += out[-1].negative  # and its "no" ("no run today, its wednesday")
        if subj and subj != "self":
            topic.add(_key(subj))  # a name: the other statement may hold it as a topic ("dating Aisha")
        if _FEAR.search(low):
            topic -= _FEAR_KEYS  # the "no" is read from it, as from "hate"
        if _FREE.search(low):
            topic.discard(_key("free"))  # "smoke free": the "no" is read from it
        topic -= {_key(w) for w in words if w in J.DENYING}  # "banned": likewise
        topic -= {_key(m.group(1)) for m in _MONTH_PART.finditer(low)}  # "end of may" is a date, not a topic
        topic -= {_key(w) for m in _HOLIDAY.finditer(flat) for w in re.findall(r"[a-z]+", m.group(0))}  # a date
        if change == "end":  # "the bakery gig ended": the verb that ends it is no topic
            topic -= {_key(m.group(0)) for m in _END.finditer(low)
                      if " " not in m.group(0) and J._canon(m.group(0)) not in _RELATED_OF}  # ("divorced": marriage)
        topic -= {_key(m.group(2)) for m in _FLOOR.finditer(low) if m.group(2)}  # "the second floor": a value
        if re.search(r"\bonly child\b", low):
            topic = (topic - {_key("only"), _key("child")}) | {"only-child"}
        exclusive = any(w in _ONLY for w in words) and "not only" not in low and not _ADJECTIVE_ONLY.search(low)
        # "only listens to jazz while he works": an "only" under the next clause's condition
        condition = exclusive and i + 1 < len(clauses) and _CONDITION_NEXT.match(clauses[i + 1][0]) is not None
        out.append(Frame(
            subject=subject, relation=relation, topic=frozenset(topic),
            changed=frozenset(_key(w) for w in words if w in _CHANGE_WORDS),
            negative=negations % 2 == 1 or (change == "end" and not negations),
            values=values, change=change,
            additive=any(w in _ADDITIVE and not (w == "too" and i + 1 < len(words) and words[i + 1] not in _STOP)
                         and not (i + 1 < len(words) and words[i + 1] in ("floor", "storey"))
                         for i, w in enumerate(words)) or "as well" in low,  # not "too bitter", "the second floor"
            exclusive=exclusive,
            past_state=bool(_PAST_STATE.search(low)),
            # "took the bus today because of the rain, not walking": the "not" of that occasion
            occasion=bool(_OCCASION.search(low)) or (words[0] == "not" and any(f.occasion for f in out)),
            past=J.analyse(clause).past,
            preference=bool(_PREFERENCE.search(low)) or (words[0] in ("not", "never", "no") and prefer_before),
            hypothetical=question or bool(_HYPOTHETICAL.search(low)) or (
                words[0] in ("not", "never", "no") and bool(out) and out[-1].hypothetical),  # "..., not the train"
            restrictions=frozenset(next(g for g in m.groups() if g).rstrip("s").replace("the office", "work")
                                   .replace("office", "work")
                                   for m in _RESTRICTION.finditer(low)) | ({"while"} if condition else set()) or (
                out[-1].restrictions if out and words[0] in ("not", "never", "no", "only", "but")
                and not topic & _QUALIFIERS else frozenset()),
            text=clause, approximate=approximate, bounds=_bounds(flat, sentence.lower()),
            occasions=frozenset(m.group(0) for pattern in (_OCCASION, _WHICH_WEEK) for m in pattern.finditer(low)),
            formers=frozenset(m.group(1) for m in _FORMER.finditer(low))))
        prefer_before = out[-1].preference
    return tuple(out)


def says_amount(sentence: str, words: str) -> bool:
    """Whether a frame of ``sentence`` holds the amount ``words`` (a finding's number, in its base unit; within 2%)."""
    try:
        x = float(words)
    except ValueError:
        return False
    return any(isinstance(v, float) and abs(v - x) <= 0.02 * max(abs(v), abs(x))
               for f in frames(sentence) for values in f.values.values() for v in values)


def asserts(sentence: str) -> bool:
    """Whether ``sentence`` states anything: not when every clause wishes, plans or asks."""
    return not all(f.hypothetical for f in frames(sentence))


def _same_subject(a: Frame, b: Frame, a_sentence: str, b_sentence: str) -> bool:
    named = [f for f in (a, b) if f.relation.startswith("=")]  # "my daughter Zainab"
    if named:
        other = b if named[0] is a else a
        if not other.subject:
            return True  # "nadia didn't paint it": a name typed in lower case reads as no subject
        if len(named) == 2 or not other.relation:
            return a.subject == b.subject  # the same name ("Zainab"), never the speaker
        return other.subject == "self" and other.relation == named[0].relation[1:]  # "my daughter"
    for x, y in ((a, b), (b, a)):
        if x.subject == "self" and x.relation and not y.relation and y.subject == x.relation:
            return True  # "The user's grandma lives alone" / "Grandma doesn't live alone"
    if a.relation != b.relation:
        return False
    if not a.subject or not b.subject or a.subject == b.subject:
        return True
    if "self" in (a.subject, b.subject):
        return True  # "User ..." and a name: the user's own facts may carry their name
    # a first word that is no person ("Horror is my favourite genre") appears in the other statement
    return a.subject in b_sentence.lower() or b.subject in a_sentence.lower()


def _shared(a: frozenset[str], b: frozenset[str]) -> set[str]:
    return {x for x in a if any(_same(x, y) for y in b)} | {y for y in b if any(_same(x, y) for x in a)}


def _finding(kind: str, old: Frame, new: Frame, old_words: str, new_words: str) -> J.Finding:
    positive = old.text if not old.negative else new.text
    start = max(0, old.text.lower().find(old_words.lower()))
    return J.Finding(kind, old_words, new_words, (start, start + len(old_words)), positive, old.text)


def _extras(frame: Frame, shared: set[str], people: bool = False) -> set[str]:
    """Topic words of ``frame`` the other side lacks, light verbs, emphasis and time qualifiers aside (and with
    ``people``, the people it names: "sold the car to my neighbour")."""
    return {x for x in frame.topic - shared if x not in _LIGHT and x not in _EMPHASIS and x not in _QUALIFIERS
            and not (people and x in _RELATION_KEYS)}


_NOT_MEAT = re.compile(r"\b(?:lentil|veggie|vegan|vegetarian|bean|tofu|plant-based|plant|meat-free|meatless|quorn|"
                       r"halloumi|falafel|mushroom|soya|soy|seitan|tempeh|jackfruit)\s+(?:burgers?|sausages?|bacon|"
                       r"mince|nuggets?|steaks?|chicken|hot\s*dogs?|meatballs?)\b")
_NOT_PORK = re.compile(r"\b(?:turkey|chicken|beef|veggie|vegan|vegetarian|plant-based|tofu|soy|soya|halal|lamb)\s+"
                       r"(?:bacon|ham|chorizo|salami|pepperoni)\b")
_UNTIL = re.compile(r"\b(?:before|until|till|prior to)\s+(?:(?:19|20)\d\d|last\s+[a-z]+|this\s+[a-z]+|"
                    r"[a-z]+\s+(?:19|20)\d\d|(?:my|his|her|their|our)\s+\w+|i|we|he|she|they)\b")


def _polarity(old: Frame, new: Frame) -> J.Finding | None:
    """Yes and no about one topic; the "no" side says nothing more, and a newer "yes" at most one thing more."""
    if old.negative == new.negative:
        return None
    neg, pos = (old, new) if old.negative else (new, old)
    if neg.preference and not pos.preference:
        return None  # "doesn't like coriander" / "coriander tastes like soap": a description is no liking
    if pos.preference and not neg.preference and neg.change == "end" and re.match(r"\s*(?:because\s+|as\s+)?the\s+",
                                                                                   neg.text.lower()):
        return None  # "prefers trains" / "the train was cancelled": an event of the thing, not the speaker's "no"
    if neg.preference and _HEDGE.search(pos.text.lower()):
        return None  # "prefers tea over coffee" / "enjoys the odd coffee on holiday"
    if _AS_MUCH.search(neg.text.lower()):
        return None  # "didn't save as much this month as usual": less of it, not none
    never = re.search(r"\bnever\b", neg.text.lower()) is not None
    if any(_key(w) in neg.topic for w in re.findall(r"\bwithout\s+(?:any\s+)?([a-z]+)", pos.text.lower())):
        return None  # "jogged with no pain" / "jogging without any pain": both say no
    if ((neg.occasion or neg.past_state or neg.occasions) and not (pos.occasion or pos.past_state or pos.occasions)
            and neg.change != "end"):
        return None  # a "no" once does not deny a habit ("didn't go yesterday" / "goes every day")
    if pos.past_state and not neg.past_state and not never:
        return None  # "used to smoke" / "doesn't smoke"; but "never broke a bone" / "broke my wrist as a kid"
    ellipsis = not neg.topic - {_key(w) for w in neg.restrictions}  # "not in the morning": that is the thing
    if not ellipsis and (neg.restrictions - pos.restrictions or (
            pos.restrictions and neg.restrictions and not pos.restrictions & neg.restrictions)):
        return None  # "doesn't work on weekends" / "only works weekdays"; "on trains" / "on flights"
    if neg.change == "end" and pos.past and not pos.occasion:
        return None  # "quit smoking in 2019" / "smoked for ten years before 2019"
    until = _UNTIL.search(neg.text.lower())
    if until and until.group(0) not in pos.text.lower():
        return None  # "got a dog in 2019" / "before 2019 we never had pets": a "no" that ended
    anchors = ("year", "month", "day", "weekday", "clock", "clock24", "duration") if neg.change == "end" else (
        "duration",)
    if any(f not in pos.values or _differs(v, pos.values[f]) for f, v in neg.values.items()
           if f != "money:raw" and f not in anchors):
        return None  # "does not close at 3pm" / "closes at 5pm": the "no" is about the value
    shared = {x for x in neg.topic if any(_covers(x, y) for y in pos.topic)}
    if shared and not shared - _LIGHT - _EMPHASIS and neg.topic <= shared | _EMPHASIS and _TOTAL.search(
            neg.text.lower()) and not pos.past:
        return _finding("negation", old, new, sorted(shared)[0], sorted(shared)[0])  # "don't drink at all any more"
    liking = neg.preference and pos.preference and bool(shared) and neg.topic <= shared  # "not winter" / "winter is
    if (not shared - _LIGHT - _EMPHASIS and not liking) or _extras(neg, shared, people=True):  # my favourite season"
        return None
    pos_shared = {y for y in pos.topic if any(_covers(x, y) for x in shared)}
    owners = {"user", pos.subject, neg.subject}
    having = re.search(r"\b(?:own|owns|owned|have|has|had|got)\b", neg.text.lower()) is not None
    if any(m.group(1) not in owners and (y not in shared or (having and m.group(1).rstrip("s") in _RELATIONS))
           for y in pos_shared if len(y) >= 3
           for m in re.finditer(r"\b(\w+)'s\s+(?:\w+\s+)?" + re.escape(y[:4]), pos.text.lower())) or any(
            m.group(1).endswith("s") and (m.group(1) in _RELATIONS or m.group(1)[:-1] in _RELATIONS)
            and (y not in shared or having)
            for y in pos_shared if len(y) >= 3
            for m in re.finditer(r"\b(\w+)'?\s+" + re.escape(y[:4]), pos.text.lower())):
        return None  # "has no pets" / "pet-sits her neighbour's dog", "looks after his parents' dog" (its apostrophe
        # is gone by now); "never owned a dog" / "her neighbour's dog"
    if having and _NEARBY.search(pos.text.lower()) and not _NEARBY.search(neg.text.lower()):
        return None  # "the hotel has no pool" / "a public pool five minutes from the hotel": near it, not in it
    if pos is new and any(m.group(1) in _RELATIONS and _key(m.group(2)) in pos_shared
                          for m in re.finditer(r"\b(\w+)'s\s+(\w+)", pos.text.lower())):
        return None  # "isn't married" / "at my cousin's wedding all weekend": theirs
    if (_LEARNING.search(pos.text.lower()) and not re.search(r"\b(?:passed|pass|aced|got through)\b", pos.text.lower())
            and re.search(r"\b(?:can't|cannot|can not|cant|unable)\b", neg.text.lower())):
        return None  # "can't drive" / "booked my driving test for march": learning it (not "passed my driving test")
    if pos is new and _MADE_FOR.search(pos.text.lower()):
        return None  # "never drinks coffee" / "got my mum a latte on the way home": hers
    if (_key("meat") in neg.topic and _NOT_MEAT.search(pos.text.lower())
            and not re.search(r"\b(?:meat|fish)\b", pos.text.lower())):
        return None  # "doesn't eat meat" / "the lentil burger was amazing": a burger of no meat
    if _key("pork") in neg.topic and _NOT_PORK.search(pos.text.lower()):
        return None  # "doesn't eat pork" / "made turkey bacon for brunch"
    member = any(y in _MEMBERS.get(x, ()) for x in shared for y in pos.topic)  # "no debt" / "my student loan"
    total = never or re.search(r"\b(?:anything|whatsoever)\b", neg.text.lower()) is not None  # ("at all": whatsoever)
    # the newer side did the very thing ("doesn't drive" / "drove the kids to school this morning")
    first = re.match(r"\s*(?:(?:and|but|so|then|i|we|just|actually)\s+)*([a-z]+)", pos.text.lower())
    did = (pos.past and first is not None and any(_same(_key(first.group(1)), x) for x in shared - _LIGHT)) or any(
        f == "count:" + x for x in shared - _LIGHT for f in pos.values)  # "had like 4 coffees today"
    if pos is new and len(_extras(pos, pos_shared)) > 1 + 2 * member + 2 * did and not total:
        return None  # "Ben can't swim" / "Ben signed up for adult swimming lessons"; "never" denies any occasion
    word = sorted(shared - _LIGHT or shared)[0]
    return _finding("negation", old, new, word, word)


# A thing near another, not in it: "the nearest station", "a pool five minutes from the hotel", "a gym next to ..."
_NEARBY = re.compile(r"\b(?:nearest|closest|nearby|next door to|next to|opposite|across the road from|down the road "
                     r"from|(?:a)?round the corner from)\b|\b(?:\d+|a|one|two|three|four|five|ten|fifteen|twenty|"
                     r"thirty)[\s-]*(?:min(?:ute)?s?|km|kilometres?|miles?|metres?|meters?|m)\b(?:[\s-]+(?:walk|drive|"
                     r"ride|bus ride|train ride))?\s+(?:from|away)\b")
_AS_MUCH = re.compile(r"(?:\bnot|n't|\b(?:didnt|dont|doesnt|wasnt|isnt|havent|hasnt))\b.*\bas\s+(?:much|many|often|far|"
                      r"long|hard|fast|early|late|big|good)\b")  # (not "as well": "doesn't drink, as well as ...")
# "my car", "our new dog": a thing the speaker has (not "my old car", "my dream house", "my sister's car")
_POSSESSIVE = re.compile(r"\b(?:my|our)\s+(?!(?:old|former|ex|previous|last|first|dream|future|next|neighbou?r'?s?|"
                         r"friend'?s?|sister'?s?|brother'?s?|mum'?s?|mom'?s?|dad'?s?|parents'?|partner'?s?)\b)"
                         r"(?:(?:new|little|big|own|lovely|beloved|trusty)\s+)?([a-z]+)\b(?!'s)")
_HAVING = re.compile(r"\b(?:own|owns|have|has|got|any|anything|no)\b")


def _possessed(old: Frame, new: Frame) -> J.Finding | None:
    """"doesn't own a car" / "my car broke down again": one side has no such thing, the other speaks of its own."""
    for neg, pos in ((old, new), (new, old)):
        if not neg.negative or pos.negative or pos.hypothetical or pos.past_state or neg.preference:
            continue
        if not _HAVING.search(neg.text.lower()):
            continue
        things = neg.topic - _LIGHT - {_key(w) for w in ("own", "have", "any", "got")}
        for m in _POSSESSIVE.finditer(pos.text.lower()):
            head = _key(m.group(1))
            if any(_covers(t, head) for t in things):
                return _finding("negation", old, new, head, head)
    return None


_NEVER_BEEN = re.compile(r"\b(?:never|not|n't|nor)\b.*\b(?:been|visited|visit|travel+ed|gone|went|set foot|stepped)\b")
_WAS_THERE = re.compile(r"\b(?:was|were|been|went|go|visited|visiting|spent|spend|trip|holiday|vacation|stayed|lived|"
                        r"flew|landed|back from)\b")


def _been_there(old: Frame, new: Frame) -> J.Finding | None:
    """"has never been to the United States" / "when I was in New York": a place within the one never visited."""
    for neg, pos in ((old, new), (new, old)):
        if not neg.negative or pos.negative or pos.hypothetical or not _NEVER_BEEN.search(neg.text.lower()):
            continue
        if not _WAS_THERE.search(pos.text.lower()):
            continue
        for outer in places.mentions(neg.text):
            for inner in places.mentions(pos.text):
                if places.within(inner, outer):
                    return _finding("negation", old, new, outer, inner)
    return None


_MADE_FOR = re.compile(r"\b(?:cook|cooks|cooked|cooking|made|make|makes|making|bought|buy|buys|buying|served|serves|"
                       r"prepared|prepares|fed|feeds|gave|gives|ordered|orders|picked up|picks up|grabbed|got)\b"
                       r"(?:\s+\S+){0,4}?\s+for\s+"
                       r"(?:my|his|her|their|our|the)\s+(?:\w+\s+)?(?:" + "|".join(sorted(_RELATIONS)) +
                       r"|guests?|friends?|family|flatmates?|housemates?|colleagues?|team)(?:'?s)?\b"  # people
                       # "got my mum a latte": for her
                       r"|\b(?:got|get|gets|getting|bought|buy|grabbed|grab|brought|bring|made|make|ordered)\s+"
                       r"(?:my|his|her|their|our|the)\s+(?:" + "|".join(sorted(_RELATIONS)) + r")\s+(?!to\b)[a-z]")


def _implied(old: Frame, new: Frame) -> J.Finding | None:
    """"is single" / "got engaged"; "is vegetarian" / "eats chicken again": one's state denies the other's."""
    for holder, other in ((old, new), (new, old)):
        if other.negative or holder.past_state or other.past_state or (
                holder.restrictions and holder.restrictions != other.restrictions) or (
                other.exclusive and other.restrictions) or re.search(r"\b(?:rest of the week|most days|mostly)\b",
                                                                     holder.text.lower()):
            continue  # "is vegetarian" / "used to eat meat"; "only cooks vegetarian food at home" / "eats out"
        # a change that ends one state is the other state's "no" ("graduated in July" / "is a student")
        words = holder.changed if holder.negative else holder.topic | holder.changed
        if holder.negative and (holder.change != "end" or holder is old):
            continue
        if _MADE_FOR.search(other.text.lower()):
            continue  # "is vegetarian" / "cooked a massive steak for my dad's birthday": made for someone else
        for word in words:
            denied = _IMPLIES_NOT.get(word)
            if denied and not _said_of_someone(word, holder.text):
                continue  # "every single present", "a veggie he already accepts": no one's state
            if denied and word not in other.topic and any(any(_covers(d, t) for d in denied) for t in other.topic):
                return _finding("antonym", old, new, word, word)
    return None


# "single" and "veggie" name a state only when said of someone ("she's single", "went veggie", "single again"), not
# in "every single night", "the biggest single job" or "a veggie he accepts" (a vegetable).
_STATE_OF_SOMEONE = re.compile(
    r"\b(?:i'm|im|i am|is|am|are|'s|'re|was|were|be|been|being|stay(?:s|ed|ing)?|still|now|currently|happily|"
    r"went|gone|go|going|turned|became|become)\s+(?:\w+\s+)?(?:single|veggie)\b"
    r"|\b(?:single|veggie)\s+(?:again|now|since|for|mum|mom|dad|mother|father|parent|life)\b"
    r"|\b(?:single|veggie)[.!?]*$", re.I)
_STATE_WORDS = {J._canon("single"): re.compile(r"\bsingle\b", re.I),
                J._canon("vegetarian"): re.compile(r"\bveggie\b", re.I)}  # "veggie" reads as "vegetarian"


def _said_of_someone(word: str, text: str) -> bool:
    """Whether a state word that other uses share is read as someone's state in ``text`` (see `_STATE_OF_SOMEONE`)."""
    written = _STATE_WORDS.get(word)
    if written is None:
        return True
    if word == J._canon("vegetarian") and re.search(r"\bvegetarian\b", text, re.I):
        return True  # the word itself is said
    return not written.search(text) or bool(_STATE_OF_SOMEONE.search(text.replace("\u2019", "'")))  # I’m


_PRAISE = "good great amazing excellent brilliant fantastic superb talented"
_BLAME = "terrible awful bad hopeless useless rubbish dreadful appalling"
# Opposites of everyday preferences the judge's list (`judge._ANTONYMS`) leaves out.
_OPPOSITES = frozenset(frozenset((_key(a), _key(b))) for a, b in (p.split() for p in (
    "window aisle", "quiet loud", "quiet noisy", "morning night", "morning evening", "day night", "introvert extrovert",
    "sweet dry", "rare well-done", "summer winter", "beach mountains", "city countryside", "early late",
    "introverted extroverted", "introvert extroverted", "introverted extrovert",
    "diesel electric", "petrol electric", "diesel petrol", "manual automatic", "indoor outdoor",
    "lefthanded righthanded", "strong weak", "dark light", "formal casual", "formal informal", "stairs lift",
    "stairs elevator", "hotel airbnb", "spicy mild", "home office", "fast slow", "tidy messy", "patient impatient",
    "shy outgoing",
    *(f"{good} {bad}" for good in _PRAISE.split() for bad in _BLAME.split()))))


_KNOWN_DEGREES = frozenset(k for pair in _OPPOSITES for k in pair) | frozenset(
    k for pair in J._ANTONYM_PAIRS for k in pair)


def _opposite(x: str, y: str) -> bool:
    return frozenset((x, y)) in _OPPOSITES or J.are_antonyms(x, y)


# "Rachel is older than Jen", "the Paris office is smaller than the Berlin one": who, how, than whom
_THAN = re.compile(r"\b([a-z]+)(?:\s+(?:office|one|branch|shop|store|house|flat|car|team|city|room))?"
                   r"\s+(?:is|are|was|were|'s)\s+(?:(?:a\s+(?:bit|lot)|much|slightly|way|far|even)\s+)?"
                   r"([a-z]+er|more\s+[a-z]+|less\s+[a-z]+)\s+than\s+(?:the\s+)?([a-z]+)")


def _plain_degree(word: str) -> str:
    """The adjective of a comparative: "taller" → "tall", "bigger" → "big", "larger" → "large", "busier" → "busy",
    "more expensive" → "expensive" ("less" is kept: "less expensive" is no "more expensive")."""
    if " " in word:
        more, adjective = word.split()
        return adjective if more == "more" else word
    for plain in (word[:-3] + "y" if word.endswith("ier") else "", word[:-3] if word[-3:-2] == word[-4:-3] else "",
                  word[:-2], word[:-1]):
        if plain and _key(plain) in _KNOWN_DEGREES:
            return plain
    return word[:-2]


def _comparison(old: Frame, new: Frame) -> J.Finding | bool | None:
    """Two comparisons of the same two things ("Rachel is older than Jen"): a finding when they disagree ("Jen is
    older than Rachel", "Rachel is younger than Jen"), False when they agree (said from either end), None when
    there is no such pair."""
    a, b = _THAN.search(old.text.lower()), _THAN.search(new.text.lower())
    if a is None or b is None or _key(a.group(1)) == _key(a.group(3)):
        return None
    ends_a, ends_b = (_key(a.group(1)), _key(a.group(3))), (_key(b.group(1)), _key(b.group(3)))
    if ends_b not in (ends_a, ends_a[::-1]):
        return None
    x, y = _key(_plain_degree(a.group(2))), _key(_plain_degree(b.group(2)))
    if x != y and not _opposite(x, y):
        return None  # "older" / "taller": two measures
    if (x == y) == (ends_a == ends_b):
        return False  # the same, or its converse ("Jen is younger than Rachel")
    return _finding("antonym", old, new, a.group(2), b.group(2))


def _antonym(old: Frame, new: Frame) -> J.Finding | None:
    """Opposite words about one topic, both said alike ("prefers window seats" / "always books the aisle seat")."""
    compared = _comparison(old, new)
    if compared is not None:
        return compared if isinstance(compared, J.Finding) else None  # False: "Jen is younger than Rachel"
    if old.negative != new.negative or new.additive or (old.restrictions != new.restrictions and not (
            new.restrictions == frozenset() and re.search(r"\b(?:always|every time|whenever)\b", new.text.lower()))):
        return None  # "quiet at work" / "loud at parties"; but "always books the aisle seat" holds on flights too
    if old.values.get("weekday", frozenset()) ^ new.values.get("weekday", frozenset()):
        return None  # "closed on Sundays" / "open on Saturdays"
    for x in old.topic:
        for y in new.topic:
            if x != y and _opposite(x, y) and x not in new.topic and y not in old.topic:
                shared = _shared(old.topic - {x}, new.topic - {y}) - _LIGHT
                if shared and len(_extras(old, shared | {x})) <= 1 and len(_extras(new, shared | {y})) <= 1:
                    return _finding("antonym", old, new, x, y)
                if not shared and not _extras(old, {x}) and not _extras(new, {y}) and (old.subject or new.subject):
                    return _finding("antonym", old, new, x, y)  # "User is an extrovert" / "I'm super introverted"
    return None


_VISIT = re.compile(r"\b(?:stays?|stayed|staying|sleeps?|slept|comes?|came|popped|pops)\s+(?:over|round|by)\b|"
                    r"\bvisit(?:s|ed|ing)?\b")


def _people(old: Frame, new: Frame) -> J.Finding | None:
    """"lives alone" / "my bf moved in": a state that denies the people the other statement is about."""
    for holder, other in ((old, new), (new, old)):
        if holder.relation or other.negative or not other.relation or other.hypothetical:
            continue
        person = _key(other.relation.removeprefix("="))
        visit = _VISIT.search(other.text.lower()) is not None  # "lives alone" / "my girlfriend stays over"
        if other.change == "end" and not holder.negative:
            continue  # "lives alone" / "my flatmate moved out, so it's just me now": gone
        for word in holder.topic:
            if not holder.negative and not visit and person in _IMPLIES_NOT.get(word, ()):
                return _finding("antonym", old, new, word, other.relation)
            if holder.negative and (person in _MEMBERS.get(word, ()) or person == word):  # "my wife": married
                return _finding("negation", old, new, word, other.relation)  # "has no siblings" / "my brother"
    return None


# Everyday kinds of things: "only" one of them is denied by another of the same kind.
_KINDS: dict[str, frozenset[str]] = {name: frozenset(_key(w) for w in words.split()) for name, words in {
    "drink": "coffee tea water wine beer cider juice milk latte cappuccino espresso flatwhite americano mocha "
             "macchiato cortado soda cola lemonade whisky "
             "vodka gin smoothie",
    "language": "english spanish french german italian portuguese dutch arabic mandarin chinese japanese korean "
                "hindi urdu russian polish turkish greek swedish norwegian danish finnish hebrew tamil bengali",
    "instrument": "guitar piano drums violin cello bass ukulele flute saxophone trumpet harp keyboard",
    "transport": "train bus car drive bike bicycle cycle tram metro subway taxi plane fly scooter motorbike ferry",
    "genre": "horror comedy drama thriller romance rom-com documentary action sci-fi fantasy musical western",
    "music": "jazz hip-hop rap reggae punk techno opera k-pop grime metal classical",
    "system": "linux windows macos mac macbook ios android chromeos iphone",
    "sport": "football soccer basketball tennis rugby cricket golf hockey baseball volleyball swimming cycling "
             "running boxing",
    "class": "economy business first premium",
    "fuel": "electric diesel petrol hybrid",
    "payment": "cash card cheque",
    "colour": "black white red blue green yellow pink purple orange grey gray brown beige",
}.items()}


def _kind_of(word: str) -> str:
    return next((name for name, members in _KINDS.items() if word in members), "")


# "only watches horror films on Halloween": the "only" bears on the occasion, not on the kind
_ONLY_ON = re.compile(r"\bonly\b.*\b(?:on|at|during|over)\s+(?:halloween|christmas|new year|easter|holidays?|"
                      r"special occasions|birthdays|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b")


_MEALS = "meal|food|dinn|lunc|brea|supp|tea\\b"


_ONLY_FOR = re.compile(r"\b(?:is|are|'s|was|were)\s+(?:just\s+|mainly\s+)?only\s+(?:really\s+)?(?:used\s+)?for\b|"
                       r"\bonly\s+(?:use|used|uses|using)\s+(?:it|them|this|that)\s+for\b")


def _elsewhere(only: Frame, other: Frame) -> bool:
    """The "only" holds in a place and the other tells of another place, not within it ("only rides the tram in
    Prague" / "takes the metro in Vienna"; not "only travels by train within Europe" / "flew to Madrid")."""
    here = _places_at(only.text)
    there = _places_at(other.text) if here else []
    return bool(there) and not any(p == q or places.within(q, p) for p in here for q in there)


_AT_PLACE = re.compile(r"\b(?:in|within|around|across|to|near|from)\s+(?:the\s+)?([A-Za-z]+(?:\s+[A-Za-z]+){0,2})")


def _places_at(text: str) -> list[str]:
    """The places a clause is in or goes to ("in Prague", "to new york"): a name after "in", "to", "around" ...,
    written with a capital unless the clause has none (chat)."""
    found = []
    for m in _AT_PLACE.finditer(text):
        span = m.group(1)
        name = next((p for p in places.mentions(span) if span.lower().startswith(p)), None)
        if name and (span[:1].isupper() or text == text.lower()):
            found.append(name)
    return found


def _exclusive_kind(old: Frame, new: Frame) -> J.Finding | None:
    """"only drinks water" / "has a glass of red wine with dinner": another thing of the one kind."""
    if not old.exclusive or new.exclusive or old.negative or new.negative or new.hypothetical:
        return None
    if J._ONLY_WHEN.search(old.text) or _ONLY_ON.search(old.text.lower()):
        return None  # "only takes the bus when it rains", "only drinks water after 8pm": "only" under a condition
    manner = re.search(r"\bwith\s+(?:his\s+|her\s+|their\s+|my\s+)?(\w{4,})", old.text.lower())
    said = _MEALS if manner and manner.group(1)[:4] in _MEALS else manner.group(1)[:4] if manner else ""
    if manner and not re.search(r"(?<!never )(?<!not )\bwith\s+(?:\w+\s+)?(?:" + said + ")", new.text.lower()):
        return None  # "only drinks water with meals" / "a beer after work, never with food": not with meals
    if re.search(r"\b(?:tried|trying|try|learning|learn|learnt|learned)\b", new.text.lower()):
        return None  # "only speaks English" / "tried Spanish for a week": an attempt is no second one
    if _FOR_SOMEONE.search(new.text.lower()):
        return None  # "only wears black" / "got a yellow jumper for my dad's birthday": a gift
    if old.restrictions - new.restrictions or (old.restrictions and new.restrictions != old.restrictions):
        return None  # "only speaks Portuguese at home" / "speaks English at work"
    if _elsewhere(old, new):
        return None
    verbs = {_key(w) for w in _ACTIVITY_VERBS}
    for x in old.topic:
        kind = _kind_of(x)
        if kind:
            for y in new.topic - old.topic:
                if _kind_of(y) == kind and y != x:
                    if re.search(r"\bwith\s+(?:\w+\s+)?" + re.escape(y), new.text.lower()):
                        continue  # "only drinks decaf coffee" / "decaf coffee with oat milk": taken with it
                    said_old, said_new = old.topic & verbs, new.topic & verbs
                    if said_old and said_new and not said_old & said_new:
                        continue  # "only plays the piano" / "listens to guitar music": another doing
                    if kind == "transport" and new.occasion:
                        continue  # "only takes the train to work" / "drove to the seaside last night"
                    return _finding("exclusive", old, new, x, y)
    return None


_FOR_SOMEONE = re.compile(r"\bfor (?:my|his|her|our|their) (?:" + "|".join(sorted(_RELATIONS)) + r")\b")
# what one does with a thing of a kind: playing an instrument is not listening to it
_ACTIVITY_VERBS = _w("play plays playing played listen listens listening listened watch watches watching watched "
                     "speak speaks speaking spoke teach teaches teaching taught "
                     "read reads reading write writes writing wrote cook cooks cooking cooked")


# "User's only sibling is an older brother", "Omar's only pet is a cat": one of a class, named
_ONLY_ONE = re.compile(r"(?:'s|\bmy|\bhis|\bher|\btheir|\bour)\s+only\s+(?:(?:living|remaining|surviving)\s+)?([a-z]+)"
                       r"\s+(?:is|was)\b")


def _only_one(old: Frame, new: Frame) -> J.Finding | None:
    """"User's only sibling is an older brother" / "my younger sister just passed her test": another of the class."""
    if old.negative or new.negative or new.hypothetical or new.past_state or new.additive:
        return None
    m = _ONLY_ONE.search(old.text.lower())
    members = _MEMBERS.get(_key(m.group(1)), frozenset()) if m else frozenset()
    named = {t for t in old.topic | {_key(old.relation)} if t in members}
    if len(named) != 1:
        return None
    said = new.topic | ({_key(new.relation)} if new.relation and not new.relation.startswith("=") else set())
    others = {w for w in re.findall(r"[a-z]+", new.text.lower().replace("'s", "")) if w.rstrip("s") in _RELATIONS
              or w in _RELATIONS}
    if any(_key(w) not in members and _key(w.rstrip("s")) not in members for w in others):
        return None  # "my neighbour's dog", "her uncle played the piano": someone else's, someone else did
    for y in said:
        if y in members and y not in named:
            return _finding("exclusive", old, new, next(iter(named)), y)
    return None


def _exclusive(old: Frame, new: Frame) -> J.Finding | None:
    """One says "only" Y where the other says Z of the same kind."""
    if not (old.exclusive or new.exclusive) or old.negative or new.negative or new.additive:
        return None
    if any(f.occasion or f.past_state for f in (old, new)) or any(
            re.search(r"\bwith(?:out)?\b", f.text.lower()) or _ONLY_ON.search(f.text.lower())
            for f in (old, new) if f.exclusive):
        return None  # "only drinks his tea without sugar": "only" bears on the manner, not the thing
    shared = _shared(old.topic, new.topic)
    if not shared:
        return None
    only, other = (old, new) if old.exclusive else (new, old)
    if only.restrictions - other.restrictions or (only.topic - other.topic) & _QUALIFIERS:
        return None  # "only speaks English at work"
    if J._ONLY_WHEN.search(only.text):
        return None  # "only drinks decaf after 6pm", "only takes the train unless it snows": "only" under a condition
    if _elsewhere(only, other) or _ONLY_FOR.search(only.text.lower()):
        return None  # "Apple Music is only for the car": what it is used for, not which things are used
    if shared - _LIGHT and not re.search(r"\band\b|\bboth\b|,", other.text.lower()):
        return None  # "the dog is the only pet we have" / "owns a dog": the one thing is the other's
    only_old, only_new = _extras(old, shared), _extras(new, shared)
    if not only_old or not only_new:
        return None
    if (only_old | only_new) & frozenset(_key(w) for w in _RELATIONS):
        return None  # "only speaks Spanish with their grandmother"
    return _finding("exclusive", old, new, sorted(only_old)[0], sorted(only_new)[0])


def _differs(a: frozenset[Value], b: frozenset[Value], approximate: bool = False, family: str = "") -> bool:
    """No value of one is the other's: amounts within 2%, within 5% when one side says it roughly ("about 1,800
    a year"), or a whole number and a decimal that rounds to it ("9 kg" / "9.2 kg"; not money)."""
    slack = 0.05 if approximate else 0.02

    def same(x: Value, y: Value) -> bool:
        if x == y:
            return True
        if not isinstance(x, float) or not isinstance(y, float):
            return False
        near = abs(x - y) <= slack * max(abs(x), abs(y))
        return near or (abs(x - y) <= 0.05 * max(abs(x), abs(y)) and not family.startswith("money")
                        and J.rounds_to(x, y))

    return not any(same(x, y) for x in a for y in b)


_PRICE_WORDS = frozenset(_key(w) for w in _w("cost costs price paid pay bargain cheap expensive secondhand spent "
                                                "spend worth"))
_HOME_WORDS = frozenset(_key(w) for w in _w("apartment flat home house live lives living"))
_PLACE = frozenset(_key(w) for w in _w("place bed bedroom"))  # ("a one-bed flat")
_WEIGH_WORDS = frozenset(_key(w) for w in _w("weigh weighs weighed weight"))
_BUILDING = frozenset(_key(w) for w in _w("building block"))
_INTRINSIC = ("age", "height", "weight", "name")  # a person's own: no topic word needed


Values = dict[str, frozenset[Value]]


def _any_favourite(values: Values, other: Values) -> Values:
    """"my favourite is ramen" names the other's category ("favourite food is pizza")."""
    if "favourite:" not in values:
        return values
    kinds = [k for k in other if k.startswith("favourite:") and k != "favourite:"]
    return {**values, **{k: values["favourite:"] for k in kinds}}
_THINGS_OWN = re.compile(r"(?:'s|\bmy|\bhis|\bher|\btheir|\bour)\s+(?!(?:" + "|".join(sorted(_RELATIONS)) + r")\b)"
                         r"(?!(?:only|eldest|oldest|youngest|little|older|younger|big|baby)\s)[a-z]+")


# a count of some of a group: "three people on my team are ...", "two of us"
_SOME_OF = re.compile(r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|some|most|half)\s+(?:\w+\s+)?"
                      r"(?:on|in|of|from|at)\s+(?:my|our|the|his|her|their|us|them)\b")


_SUBORDINATE = re.compile(r"(?<=\w)\s+(?:before|after|until|till|once|when|while)\s+(?:we|they|i|he|she|it|you)\b")


def _told_after(frame: Frame) -> set[str]:
    """The topic words a clause says only in its part after "before we ...", "when they ...": what its value is
    not about."""
    low = frame.text.lower()
    m = _SUBORDINATE.search(low)
    if m is None:
        return set()
    before = {_key(w) for w in re.findall(r"[a-z]+", low[:m.start()])}
    return {_key(w) for w in re.findall(r"[a-z]+", low[m.end():])} - before


_BORN = re.compile(r"\bborn\b")
_TURNED = re.compile(r"\bturn(?:ed|s|ing)?\b")


def _birth_and_age(old: Frame, new: Frame) -> J.Finding | bool | None:
    """A birth year on one side, an age turned in a year on the other ("born on 5 May 1988" / "turned 36 on 5 May
    2024"): a finding when the two disagree by more than a year, False when they agree, None when not so said."""
    for born, turned in ((old, new), (new, old)):
        if (_BORN.search(born.text.lower()) and "year" in born.values and _TURNED.search(turned.text.lower())
                and "year" in turned.values and "age" in turned.values):
            years, births, told = ([float(v) for v in f.values[k] if isinstance(v, (int, float))]
                                   for f, k in ((turned, "year"), (born, "year"), (turned, "age")))
            if any(abs(y - b - age) <= 1 for y in years for b in births for age in told):
                return False
            return _finding("date", old, new, str(sorted(born.values["year"])[0]),
                            str(sorted(turned.values["age"])[0]))
    return None


def _value(old: Frame, new: Frame) -> J.Finding | None:
    """The same family of value differs about one topic, nothing else told apart."""
    aged = _birth_and_age(old, new)
    if aged is not None:
        return aged if isinstance(aged, J.Finding) else None
    if new.additive or old.negative != new.negative or (new.past_state and not old.past_state and not new.change):
        return None  # ("my old car was bright red": then, not now)
    old_values, new_values = dict(_any_favourite(old.values, new.values)), dict(_any_favourite(new.values, old.values))
    for one, other in ((old_values, new_values), (new_values, old_values)):
        frame = new if other is new_values else old
        for family in [f for f in one if f.startswith("count:") and f.count(":") == 1 and f not in other]:
            bare = _BARE_NUMBER.findall(frame.text.lower())
            if len(bare) == 1 and not other and any(_same(family[6:], t) for t in frame.topic):
                other[family] = frozenset({_number(bare[0]) or 0.0})  # "step goal is 10,000 steps" / "target is 6,000"
    ways = [bool(_EACH_WAY.search(f.text.lower())) for f in (old, new)]
    if ways[0] != ways[1] and _BOTH_WAYS.search((new if ways[0] else old).text.lower()):
        # "commutes 45 minutes each way" / "spends an hour and a half commuting every day": there and back
        old_values, new_values = ({**v, **{d: frozenset(2 * x for x in v[d] if isinstance(x, float))
                                           for d in ("duration", "length") if d in v}} if way else v
                                  for v, way in ((old_values, ways[0]), (new_values, ways[1])))
    raw = ("money:rate" in old_values) != ("money:rate" in new_values)  # "£1,200 a month" / "went up to £1,450"
    approximate = old.approximate or new.approximate  # "roughly 70 kilos"
    families = [f for f in old_values if f in new_values and _differs(old_values[f], new_values[f], approximate, f)
                and (f != "money:raw" or raw) and f + ":rate" not in old_values.keys() & new_values.keys()]
    slack = 0.05 if approximate else 0.02
    families = [f for f in families if not _spanned(new_values[f], old.bounds.get(f), slack)
                and not _spanned(old_values[f], new.bounds.get(f), slack)]  # "£900 to £1,000 a month" / "£950"
    kinds = {"date" if f in ("day", "month", "year") else "count" if f.startswith("count:") else f.removesuffix("24")
             for f in families}
    if not families or (len(kinds) > 1 and not new.change):
        return None
    family = families[0]
    if new.occasion and not old.occasion and new.change not in ("move", "end") and family not in (
            "year", "month", "day", "weekday"):
        return None  # "sleeps about 8 hours a night" / "only got 5 hours last night": one night
    shared = _shared(old.topic | old.changed, new.topic | new.changed)
    birthday = family in ("month", "day") and bool(old.values.get("age", frozenset()) & new.values.get("age",
                                                                                                   frozenset()))
    if family not in _INTRINSIC and not family.startswith("favourite:") and not shared - _LIGHT and not birthday:
        return None  # ("turns 5 in October" / "turned 5 in April": the same age, in another month)
    for whole, beside in ((old, new), (new, old)):
        part = _PART_OF.search(whole.text.lower())
        if part and _key(part.group(2)) in beside.topic and _key(part.group(1)) not in beside.topic:
            return None  # "the gym opens at 6am" / "the pool at my gym opens at 8": a part's own time
    if shared - _LIGHT and any(shared - _LIGHT <= _told_after(f) for f in (old, new)):
        return None  # "the shop opens at 9am" / "i get there at 8:30 to set up before we open": another thing's time
    old_extra, new_extra = _extras(old, shared), _extras(new, shared)
    if family.startswith("money"):  # "the bike cost €2,000" / "my bike was a bargain, 200 euros secondhand"
        old_extra, new_extra = old_extra - _PRICE_WORDS, new_extra - _PRICE_WORDS
    if family in ("mass", "weight"):  # "Rosa's dog weighs 30 kg" / "my dog's a tiny thing, 4 kilos"
        old_extra, new_extra = old_extra - _WEIGH_WORDS, new_extra - _WEIGH_WORDS
    if family == "count:" + _key("bedroom"):  # "Greg's house has three bedrooms" / "a five-bedroom place"
        old_extra, new_extra = old_extra - _HOME_WORDS - _PLACE, new_extra - _HOME_WORDS - _PLACE
    if family == "floor" and old_extra & _HOME_WORDS and new_extra & _HOME_WORDS:
        # "Ola's apartment is on the 12th floor" / "Ola lives on the third floor of her building": one home
        old_extra, new_extra = old_extra - _HOME_WORDS - _BUILDING, new_extra - _HOME_WORDS - _BUILDING
    if family.startswith("favourite:"):
        pass  # the category is the topic ("favourite colour")
    elif family in _INTRINSIC:
        if any(_THINGS_OWN.search(re.split(r"\d", _digits(f.text.lower()), maxsplit=1)[0]) for f in (old, new)):
            return None  # "User's dog is 5" is the dog's age (what comes before the value: "at 6 foot 1 I keep hitting
            # my head" is the speaker's height)
    elif (old_extra and new_extra) or (len(old_extra | new_extra) > 2 and not family.startswith("count:")):
        return None  # "the Berlin office opens at 8" / "the London office opens at 9"
    elif family.startswith("count:") and not new.change and _SOME_OF.search(new.text.lower()):
        return None  # "the team has 8 people" / "three people on my team are based in Berlin": some of them
    when_old = (old.topic & _QUALIFIERS) | old.values.get("weekday", frozenset())
    when_new = (new.topic & _QUALIFIERS) | new.values.get("weekday", frozenset())
    if family.startswith("favourite:"):  # "favourite season is autumn" / "spring": the values are no "when"
        when_old -= {str(v) for v in old_values[family]}
        when_new -= {str(v) for v in new_values[family]}
    if family == "weekday" and any(_opposite(x, y) for x in old.topic - _DAY_PARTS for y in new.topic - _DAY_PARTS):
        return None  # "works from the office on Tuesdays" / "work from home on Monday ...": another thing's days
    if family == "weekday" and any(_ONE_OFF_WEEK.search(f.text.lower()) for f in (old, new)):
        return None  # "bins are thursday instead this week": an exception
    if family == "weekday":  # the days (and their parts) are what differs: only the other words of when must agree
        when_old, when_new = (f.topic & _QUALIFIERS - _WEEKDAY_KEYS - _DAY_PARTS for f in (old, new))
        periods = [set(re.findall(r"\b(?:daily|weekly|fortnightly|monthly|yearly|annual)\b", f.text.lower()))
                   for f in (old, new)]
        if periods[0] != periods[1]:
            return None  # "the weekly report on Friday" / "the monthly report on Monday"
    if when_old and when_new and when_old != when_new and not new.change:
        return None  # "5 km on weekdays" / "10 km on Sundays"
    if bool(when_old) != bool(when_new) and family.endswith(":rate") and not new.change:
        return None  # "cycles 100 km a week" / "20 km a day on weekdays": one side tells of some days only
    said = {_key(w) for f in (old, new) for w in re.findall(r"[a-z]+", f.text.lower())}
    if family == "year" and not said & _ONE_OFF:
        return None  # events repeat: "went to Rome in 2019" / "went to Rome in 2023"
    events = [{_EVENT.get(k, k) for w in re.findall(r"[a-z]+", f.text.lower()) if (k := _key(w)) in _ONE_OFF}
              for f in (old, new)]
    if family == "year" and events[0] and events[1] and not events[0] & events[1]:
        return None  # two events: "got married in 2010" / "met in 2007"
    o, n = sorted(map(str, old_values[family]))[0], sorted(map(str, new_values[family]))[0]
    return _finding("date" if family in ("year", "month", "day", "weekday", "clock", "clock24") else "number", old, new,
                    o, n)


# The acts of a day that happen at one time of it, each with how an hour said without am/pm reads (minutes from
# the day's midnight: "gets up at 6" is morning, "leaves work at 6" evening) and whether its small hours belong to
# the night before ("in bed by 1am" is after "at 11pm").
_WORK = r"(?:work|the office|(?:my|his|her|their|the)\s+(?:shift|job))"
_DAILY_ACTS = (
    (re.compile(r"\b(?:wakes?|waking|woke|gets?\s+up|getting\s+up|got\s+up|(?:am|'m|im|is|are)\s+(?:\w+\s+)?up)\b"),
     lambda h: h % 12 * 60 if h < 12 else 720, False),
    (re.compile(r"\b(?:bed|bedtime|(?:goes|go|going|went)\s+to\s+sleep|(?:falls?|fell)\s+asleep|turns?\s+in|"
                r"hits?\s+the\s+(?:sack|hay))\b"),
     lambda h: (h + 12) * 60 if 6 <= h < 12 else 1440 + h % 12 * 60, True),
    (re.compile(r"\b(?:finish(?:es|ed|ing)?|leaves?|leaving|left|clocks?\s+(?:off|out)|knocks?\s+off|gets?\s+off|"
                r"home\s+from)\s+" + _WORK),
     lambda h: (h % 12 + 12) * 60 if h < 12 else 720, False),
    (re.compile(r"\b(?:starts?|starting|started|begins?|gets?\s+(?:in\s+to|into|to)|clocks?\s+(?:on|in))\s+" + _WORK),
     lambda h: (h % 12 + (12 if h < 5 else 0)) * 60 if h != 12 else 720, False),
)
_TIME_OF_DAY = r"(?:(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?![\d%])|(noon|midday|midnight))"
_BOUND = re.compile(r"\b(?:never|not|no|n't|dont|doesnt|didnt|isnt|cant|wont)\b[^.;]*?\b(before|until|till|til|after|"
                    r"past)\s+" + _TIME_OF_DAY)
_AT_TIME = re.compile(r"\b(?:at|around|about|by|from)\s+(?:about\s+|around\s+)?" + _TIME_OF_DAY)


def _minutes(m: re.Match[str], start: int, bare: Callable[[int], int], overnight: bool) -> int | None:
    """The time a `_TIME_OF_DAY` match (its groups from `start`) gives, in minutes from the day's midnight: an
    hour without am/pm as the act reads it (`bare`), the small hours as the next day's for an `overnight` act."""
    hour, minute, half, word = m.group(start), m.group(start + 1), m.group(start + 2), m.group(start + 3)
    if word:
        return 720 if word in ("noon", "midday") else 1440
    h = int(hour)
    if h > 23 or (half and not 1 <= h <= 12):
        return None
    extra = int(minute or 0)
    if half:
        base = h % 12 * 60 + (720 if half[0] == "p" else 0)
        if overnight and base < 360:
            base += 1440  # "in bed by 1am": the night's end, after "at 11pm"
        return base + extra
    return (h * 60 if h > 12 else bare(h)) + extra


def _bound(old: Frame, new: Frame) -> J.Finding | None:
    """A time of day one statement says an act of the day never comes before (or after) against the time the other
    gives for that act: "wakes up at 6am every day" / "i never get up before 10"; "finishes work at 5pm" / "never
    leaves work before 8pm". One-off and hedged times are no counter-example."""
    for bound_frame, point_frame in ((new, old), (old, new)):
        low_b, low_p = bound_frame.text.lower(), point_frame.text.lower()
        b = _BOUND.search(low_b)
        if b is None or point_frame.negative or point_frame.occasion or point_frame.past_state:
            continue
        if _HEDGE.search(low_p) or _ONE_OFF_WEEK.search(low_p) or _HYPOTHETICAL.search(low_p):
            continue
        for act, bare, overnight in _DAILY_ACTS:
            acted_b, acted_p = act.search(low_b[:b.start(1)]), act.search(low_p)
            if acted_b is None or acted_p is None:
                continue
            at = _AT_TIME.search(low_p, acted_p.end())
            if at is None:
                continue
            limit, point = _minutes(b, 2, bare, overnight), _minutes(at, 1, bare, overnight)
            if limit is None or point is None:
                continue
            early = b.group(1) in ("before", "until", "till", "til")  # never before T: the act comes at T or later
            if (point < limit) if early else (point > limit):
                o, n = (at.group(0), b.group(0)) if point_frame is old else (b.group(0), at.group(0))
                return _finding("date", old, new, o.strip(), n.strip())
    return None


_RESIDENCE_KEYS = frozenset(_key(w) for w in _RESIDENCE)
_RELATION_KEYS = frozenset(_key(w) for w in _RELATIONS)


_FUTURE = re.compile(r"\b(?:next (?:week|month|year|term|season)|from next|in a (?:few|couple of) (?:weeks|months)|"
                     r"(?:going to|gonna|will|'ll) (?:switch|move|change|start))\b")


# what a switch names as switched ("switched my elective to tax law", "moved my home desk to the spare room")
_SWITCHED_WHAT = re.compile(r"\b(?:switched|switching|swapped|changed|changing|moved|moving|transferred)\s+"
                            r"(?!(?:to|into|from|over|back|in|out|up|on|off|jobs?|house|home|again)\b)"
                            r"(?:(?:my|his|her|their|our|its|the|a|an)\s+)?([a-z]+(?:\s+[a-z]+){0,2}?)"
                            r"(?=\s+(?:to|into|for|from|over|last|this|yesterday|today|recently)\b|\s*$)")


def _change(old: Frame, new: Frame) -> J.Finding | None:
    """The newer statement moves or switches what the earlier one states ("lives in Accra" / "moved to Kumasi")."""
    if new.change != "move" or old.change == "move" or old.negative or old.past_state or new.additive:
        return None
    low = new.text.lower()
    if re.match(r"\s*(?:ever\s+)?since\b", low):
        return None  # "known them for 4 years, since I moved from my home country": how long, not news
    into = re.search(r"\b(?:moved|moving|switched|switching|changed|went|transferred)\s+(?:over\s+|back\s+)?(?:to|into)"
                     r"\s+(?:the\s+|my\s+|a\s+)?([a-z]+)(\s+(?!(?:and|but|now|so|lol|tbh|team)\b)[a-z]+)?", low)
    # ("switched to supporting spurs": a doing with its object, not a field like "marketing")
    if into and not (into.group(1).endswith("ing") and into.group(2)) and _key(into.group(1)) in old.topic:
        return None  # "works in marketing" / "used to be in sales before i moved over to marketing": how it came to be
    if _FUTURE.search(low):
        return None  # "works night shifts" / "switching to days next month": not yet
    if old.topic & _RESIDENCE_KEYS and re.search(r"\b(?:moved?|moving|relocated)\s+(?:to|into|back to)\b", low):
        before = old.topic - _RESIDENCE_KEYS - new.topic
        after = new.topic - _RESIDENCE_KEYS - old.topic
        if before and after:
            return _finding("place", old, new, sorted(before)[0], sorted(after)[0])
    names = {_key(w.lower()) for f in (old, new) for w in re.findall(r"\b[A-Z][a-z]+", f.text)}
    shared = _shared(old.topic, new.topic) - _LIGHT - names  # "Rosa is married to Dan" / "rosa and dan moved"
    switched_from = re.search(r"\b(?:switched|switching|swapped|changed|moved)\s+from\s+(?:the\s+|my\s+)?([a-z]+)"
                              r"(?:('s)((?:\s+[a-z]+){1,3}?)\s+(?:to|into)\b)?", low)
    from_words = switched_from and (switched_from.group(3).split() if switched_from.group(2)
                                    else [switched_from.group(1)])  # "the bank's retail division": the division
    if from_words and not any(_same(_key(w), t) for w in from_words for t in old.topic):
        shared = set()  # "works as a nurse" / "switched from nights to day shifts": another thing switched
    what = _SWITCHED_WHAT.search(low)
    if what and not any(_same(_key(w), t) for w in what.group(1).split() for t in old.topic | old.changed):
        shared = set()  # "smokes a pack a day" / "switched cigarette brands": the brand, not the habit, changed
    if shared and not old.exclusive and re.search(r"\b(?:switched|switching|swapped|changed|transferred|rescheduled|"
                                                  r"moved)\b", low):  # ("only" has its own rules)
        only_old = {x for x in old.topic - shared if x not in _LIGHT}
        only_new = {x for x in new.topic - shared if x not in _LIGHT}
        if only_old and only_new and not re.search(r"\b(?:within|same)\b", low):
            return _finding("value", old, new, sorted(only_old)[0], sorted(only_new)[0])
    if re.search(r"\b(?:switched|switching|swapped|changed|went)\s+(?:over\s+|back\s+)?to\b", low):
        said = {_key(w) for w in re.findall(r"[a-z]+", low)}
        for x in old.topic - new.topic - names:  # "works night shifts" / "switched to days": the opposite alone
            for y in said - old.topic:
                if _opposite(x, y) and not _extras(new, {y} | names | old.topic):
                    return _finding("value", old, new, x, y)
    return None


def _more_members(old: Frame, new: Frame) -> J.Finding | None:
    """More of a kind than the whole class counted ("has just one sibling" / "my two brothers")."""
    if new.additive or old.negative or new.negative or new.change:
        return None
    for whole, part in ((old, new), (new, old)):
        for family, counts in whole.values.items():
            members = _MEMBERS.get(family[6:], frozenset()) if family.startswith("count:") else frozenset()
            for other, parts in part.values.items():
                if other.startswith("count:") and other[6:] in members and max(
                        (v for v in parts if isinstance(v, float)), default=0.0) > max(
                        (v for v in counts if isinstance(v, float)), default=0.0):
                    words = (family[6:], other[6:]) if whole is old else (other[6:], family[6:])
                    return _finding("number", old, new, *words)
    return None


_LIVES = re.compile(r"\b(?:lives?|living|resides?)\s+(?:in|near|just outside)\b")  # not "based": an office is
_A_WHILE = re.compile(r"\bfor the (?:summer|winter|week|weekend|month|holidays?|term)\b|\b(?:visiting|temporarily|"
                      r"staying with)\b")


def _lives_elsewhere(old: Frame, new: Frame) -> J.Finding | None:
    """Two homes that do not nest ("lives in York" / "been living in bristol for three years now, love it")."""
    if old.negative or new.negative or old.past_state or new.past_state or new.past or new.additive:
        return None
    if not (_LIVES.search(old.text.lower()) and _LIVES.search(new.text.lower())) or _A_WHILE.search(new.text.lower()):
        return None
    here, there = places.mentions(old.text), places.mentions(new.text)
    if len(here) != 1 or len(there) != 1 or here[0] == there[0] or places.nested(here[0], there[0]):
        return None
    return _finding("place", old, new, here[0], there[0])


def _only_days(old: Frame, new: Frame) -> J.Finding | None:
    """"only goes to the gym on Mondays" / "gym is mon wed fri now": the "only" side's days, and more."""
    only, other = (old, new) if old.exclusive else (new, old)
    if not only.exclusive or other.exclusive or only.negative or other.negative:
        return None  # (an addition is more days: "only on Fridays" / "mondays and wednesdays too")
    if any(_opposite(x, y) for x in only.topic - _DAY_PARTS for y in other.topic - _DAY_PARTS):
        return None  # "only works from the office on Tuesdays" / "work from home on Monday, Wednesday ...": the other
    days, more = only.values.get("weekday", frozenset()), other.values.get("weekday", frozenset())
    if not days or not more - days or not _shared(only.topic, other.topic) - _LIGHT - _WEEKDAY_KEYS - _QUALIFIERS:
        return None
    return _finding("date", old, new, sorted(map(str, old.values.get("weekday", days)))[0],
                    sorted(map(str, new.values.get("weekday", more)))[0])


_LIVES_WITH = re.compile(r"\b(?:lives?|living|stays?|staying)\s+(?:with|at)\b")
_LEFT_HOME = re.compile(r"\bmoved\s+out\b|\b(?:got|bought|have|has|rents?|renting|moved\s+into|(?:lives?|living)\s+in)"
                        r"\s+(?:my|his|her|their|our)\s+own\s+(?:flat|place|house|apartment|home|pad)\b")


def _left_home(old: Frame, new: Frame) -> J.Finding | None:
    """"lives with his parents" / "got his own flat and moved out": leaving ends living with them."""
    if old.negative or old.past_state or new.past_state or (new.negative and new.change != "end"):
        return None
    found, living = _LEFT_HOME.search(new.text.lower()), _LIVES_WITH.search(old.text.lower())
    if found is None or living is None:
        return None
    return _finding("antonym", old, new, living.group(0), found.group(0))


Rule = Callable[[Frame, Frame], "J.Finding | None"]


def _apostrophes(sentence: str, names: set[str]) -> str:
    """"tariqs night shift" -> "tariq's night shift" for a name the other statement's subject has."""
    for name in names:
        sentence = re.sub(rf"\b({re.escape(name)})s\b", r"\1's", sentence, flags=re.IGNORECASE)
    return sentence


# he, she, they: someone else; "you": the one spoken to, or anyone ("it's hard when you don't have faith")
_THIRD_PERSON = re.compile(r"\s*(?:(?:and|but|so|then|now|also|still|just|yeah|lol|when|if)\s+)*(?:he|she|they|you)\b",
                           re.I)


def _other_occasions(old: Frame, new: Frame) -> bool:
    """Each tells of its own occasion, and not the same one ("isn't on the rota this week" / "back on the rota next
    week"; "didn't run yesterday" / "ran 5k this morning")."""
    return bool(old.occasions) and bool(new.occasions) and not old.occasions & new.occasions


_FORMER = re.compile(r"\b(?:old|former|previous)\s+([a-z]+)")


def _former(old: Frame, new: Frame) -> bool:
    """The newer tells of a former one of the stored one's thing ("my manager is supportive" / "my old manager
    was unsupportive, this one's great"; "previous landlord"). Not "ex-": an ex-wife tells of a marriage."""
    return any((_key(word) in old.topic or word == old.relation) and word not in old.formers for word in new.formers)


@lru_cache(maxsize=16384)
def compare_frames(new_sentence: str, old_sentence: str) -> J.Finding | None:
    """How ``new_sentence`` contradicts ``old_sentence`` by the frame reading, or None (cached)."""
    olds, news = frames(old_sentence), frames(new_sentence)
    names = {f.subject for f in (*olds, *news) if f.subject and f.subject != "self" and f.subject.isalpha()}
    if names:
        fixed_old, fixed_new = _apostrophes(old_sentence, names), _apostrophes(new_sentence, names)
        if fixed_old != old_sentence:
            olds = frames(fixed_old)
        if fixed_new != new_sentence:
            news = frames(fixed_new)
    for old in olds:
        for new in news:
            if old.hypothetical or new.hypothetical or _other_occasions(old, new) or _former(old, new):
                continue
            rules: tuple[Rule, ...] = (_polarity, _exclusive, _exclusive_kind, _value, _change, _implied, _antonym,
                                      _bound, _left_home, _only_days, _possessed, _been_there, _more_members,
                                      _lives_elsewhere, _only_one)
            if any(a.subject == "self" and not b.subject and _THIRD_PERSON.match(b.text) for a, b in ((old, new),
                                                                                                   (new, old))):
                continue  # "User doesn't eat meat" / "he keeps offering me sausages": he is not the speaker
            if not _same_subject(old, new, old_sentence, new_sentence):
                if not (old.subject == new.subject or "self" in (old.subject, new.subject)):
                    continue
                rules = (_people, _only_one)  # "lives alone" / "my bf moved in": one's state denies the other's
                # people; "my only sibling is a brother" / "my sister just ...": one more of them
                if not new.change and new.relation and any(f.change == "end" and f.relation == new.relation
                                                           for f in news):
                    new = replace(new, change="end")  # "my flatmate moved out, so it's just me now"
            # a name written in lower case ("sofia can't stand hiking") is the other's subject, not a topic
            # (and each side's own name, which the other does not hold as a topic: "Clara is afraid of flying" /
            # "clara loves flying")
            subj = new.subject or old.subject
            if subj and old.subject in ("", subj) and new.subject in ("", subj):
                old = replace(old, topic=old.topic - {_key(subj)})
                new = replace(new, topic=new.topic - {_key(subj)})
            elif "self" in (old.subject, new.subject):  # "Victor sleeps 8 hours" / "i sleep 4 hours": his own name
                # (not a name the other side speaks of: "User is dating Aisha" / "Aisha and I split up")
                if old.subject not in ("", "self") and _key(old.subject) not in new.topic:
                    old = replace(old, topic=old.topic - {_key(old.subject)})
                if new.subject not in ("", "self") and _key(new.subject) not in old.topic:
                    new = replace(new, topic=new.topic - {_key(new.subject)})
            if not new.change and any(f.change == "move" for f in news):
                new = replace(new, change="move")  # "team meeting's now on wednesdays, they changed it"
            if new.change == "move" and any(re.match(r"\s*(?:but\s+|and\s+)?still\b", f.text.lower())
                                             and _shared(f.topic, old.topic) - _LIGHT for f in news):
                rules = tuple(r for r in rules if r is not _change)  # "switched to nights ..., still nursing"
            for rule in rules:
                finding = rule(old, new)
                if finding is not None:
                    return finding
    return None


_NOT_AMOUNTS = ("clock", "clock24", "year", "month", "day", "weekday", "name", "colour", "favourite")


def values_agree(a: str, b: str) -> bool:
    """Both statements give amounts (no dates or times) of the same families, every family's agree (equal, within
    the slack of `_differs`, or one within the other's range: "£900 to £1,000 a month" / "£950"), and both say
    yes or both say no: nothing the values tell conflicts. The learned judge is not asked about such a pair
    (`judge_model.RulesAndModelJudge`); the rules still read it."""
    fa, fb = frames(a), frames(b)
    va: dict[str, set[Value]] = {}
    vb: dict[str, set[Value]] = {}
    for fs, into in ((fa, va), (fb, vb)):
        for f in fs:
            for family, values in f.values.items():
                into.setdefault(family, set()).update(values)
    if not va or va.keys() != vb.keys() or any(f.negative for f in fa) != any(f.negative for f in fb):
        return False
    if any(k.partition(":")[0] in _NOT_AMOUNTS for k in va):
        return False  # days and times: which of them a thing happens on is told in other words too ("except mondays")
    bounds_a = {k: v for f in fa for k, v in f.bounds.items()}
    bounds_b = {k: v for f in fb for k, v in f.bounds.items()}
    approximate = any(f.approximate for f in (*fa, *fb))
    slack = 0.05 if approximate else 0.02
    return all(not _differs(frozenset(va[k]), frozenset(vb[k]), approximate, k)
               or _spanned(frozenset(vb[k]), bounds_a.get(k), slack)
               or _spanned(frozenset(va[k]), bounds_b.get(k), slack) for k in va)
