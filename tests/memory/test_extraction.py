"""Fact extraction: the offline rules, and the LLM extractor against a loopback model (compat-b)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from mneme.memory.extraction import (
    DEFAULT_FACT_INSTRUCTION,
    LLMExtractor,
    OfflineExtractor,
    to_third_person,
)
from mneme.memory.llm import LLMClient
from tests.loopback import FakeMessages, loopback


def user(content: str) -> dict[str, str]:
    return {"role": "user", "content": content}


def assistant(content: str) -> dict[str, str]:
    return {"role": "assistant", "content": content}


OFFLINE = OfflineExtractor()


# --------------------------------------------------------------------------- offline


async def test_offline_keeps_user_statements_in_the_third_person() -> None:
    messages = [
        user("Hi! I'm Alice. I live in Paris and I work at Google as a data scientist."),
        assistant("Nice to meet you, Alice! I live in the cloud."),
        user("Thanks! My favourite colour is blue. Can you recommend a good book?"),
        user("I don't like coffee, but I love tea. I've been to Japan twice."),
    ]
    assert await OFFLINE.extract(messages) == [
        "User's name is Alice",
        "User lives in Paris",
        "User works at Google as a data scientist",
        "User's favourite colour is blue",
        "User does not like coffee",
        "User loves tea",
        "User has been to Japan twice",
    ]


@pytest.mark.parametrize(
    "text",
    [
        "ok",
        "Sure!",
        "hmm",
        "lol",
        "Thanks a lot!",
        "Hello there",
        "Good morning!",
        "What's the weather in Paris?",
        "Can you summarise this for me",
        "Please translate it into German.",
        "Tell me a joke.",
        "Write a poem about cats",
        "Could you book a table for two",
        "Do you like music",
        "Is the office open today",
        "You are very helpful.",
        "Remind me to call mom.",
        "I'd like to order a pizza.",
        "I'm not sure",
        "I think so",
        "I am fine, thanks",
        "thanks for the tips, really helpful",
        "lol that's hilarious 😂",
        "congrats on the new job!",
    ],
)
async def test_offline_drops_non_facts(text: str) -> None:
    assert await OFFLINE.extract([user(text)]) == []


async def test_offline_ignores_assistant_and_deduplicates() -> None:
    messages = [
        assistant("You live in Paris, right?"),
        user("I live in Paris."),
        user("Yes, I live in Paris!"),
        user("The office is closed on Sundays. the office is closed on Sundays"),
    ]
    assert await OFFLINE.extract(messages) == ["User lives in Paris", "The office is closed on Sundays"]


async def test_offline_skips_bad_messages() -> None:
    messages: list[dict[str, Any]] = [
        {"role": "user"},
        {"role": "user", "content": 42},
        user("My manager is Tom."),
    ]
    assert await OFFLINE.extract(messages) == ["User's manager is Tom"]


async def test_offline_reads_chat_spelling() -> None:
    facts = await OFFLINE.extract([user("im allergic to peanuts btw"), user("i dont drink coffee lol")])
    assert facts == ["User is allergic to peanuts", "User does not drink coffee"]


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        ("I live in Paris", "User lives in Paris"),
        ("I study French", "User studies French"),
        ("I watch movies on Fridays", "User watches movies on Fridays"),
        ("I go running every day", "User goes running every day"),
        ("I'm allergic to peanuts", "User is allergic to peanuts"),
        ("I am not a morning person", "User is not a morning person"),
        ("I can't eat gluten", "User cannot eat gluten"),
        ("I moved to Berlin last year", "User moved to Berlin last year"),
        ("I have two kids", "User has two kids"),
        ("I will start a new job in May", "User will start a new job in May"),
        ("My wife and I live in Rome", "User and their wife live in Rome"),
        ("I mostly write Rust and Python", "User mostly writes Rust and Python"),
        ("I usually wake up at 4am", "User usually wakes up at 4am"),
        ("I had surgery on my knee", "User had surgery on their knee"),
        ("I quit smoking two years ago", "User quit smoking two years ago"),
        ("My sister calls me every Sunday", "User's sister calls the user every Sunday"),
        ("Yesterday I bought a bike", "Yesterday User bought a bike"),
    ],
)
def test_to_third_person(sentence: str, fact: str) -> None:
    assert to_third_person(sentence) == fact


# ------------------------------------------------------------------- LLM extractor (compat-b loopback)


MESSAGES = [
    user("Hi! I live in Lyon and I love climbing. What should I eat tonight?"),
    assistant("Try a quiche!"),
]


async def run_llm(fake: FakeMessages, instruction: str | None = None) -> list[str]:
    async with loopback(fake.handle) as base:
        client = LLMClient(protocol="compat-b", base_url=base, api_key="ak-up", model="claude-x")
        try:
            return await LLMExtractor(client).extract(MESSAGES, instruction=instruction)
        finally:
            await client.close()


async def test_llm_extractor_valid_answer() -> None:
    fake = FakeMessages(
        json.dumps(
            {"facts": ["User lives in Lyon.", "User loves climbing", 7, "  ", "user lives in Lyon", None]}
        )
    )
    facts = await run_llm(fake, instruction="## Focus\nRecord hobbies and home town only.")
    assert facts == ["User lives in Lyon", "User loves climbing"]
    req = fake.requests[0]
    assert req["path"] == "/v1/messages"
    assert req["headers"]["x-api-key"] == "ak-up"
    assert req["headers"]["anthropic-version"] == "2023-06-01"
    assert req["body"]["max_tokens"] == 1024
    assert req["body"]["model"] == "claude-x"
    assert "Record hobbies and home town only." in req["body"]["system"]
    conversation = json.loads(req["body"]["messages"][0]["content"])["conversation"]
    assert conversation[0] == {"role": "user", "content": MESSAGES[0]["content"]}


async def test_llm_extractor_default_instruction_and_fences() -> None:
    fake = FakeMessages('```json\n{"facts": ["User lives in Lyon"]}\n```')
    assert await run_llm(fake, instruction="   ") == ["User lives in Lyon"]
    assert DEFAULT_FACT_INSTRUCTION in fake.requests[0]["body"]["system"]


@pytest.mark.parametrize("text", ["I could not find any facts.", '{"facts": "User lives in Lyon"}', "[]"])
async def test_llm_extractor_invalid_answer_falls_back(text: str, caplog: pytest.LogCaptureFixture) -> None:
    facts = await run_llm(FakeMessages(text))
    assert facts == ["User lives in Lyon", "User loves climbing"]
    assert "using the offline extractor" in caplog.text


async def test_llm_extractor_http_error_falls_back() -> None:
    assert await run_llm(FakeMessages(status=529)) == ["User lives in Lyon", "User loves climbing"]


async def test_llm_extractor_skips_call_without_user_text() -> None:
    client = LLMClient(protocol="compat-b", base_url="http://127.0.0.1:9", api_key=None, model="m")
    assert await LLMExtractor(client).extract([assistant("Hello!"), user("   ")]) == []
    await client.close()


# ------------------------------------------------------------------- offline: fact_instruction

CONVERSATION = [
    user("hey! ugh monday again"),
    assistant("Hi! How can I help?"),
    user("I'm a nurse at the city hospital, night shifts mostly."),
    user("oh and im allergic to peanuts btw, so no satay for me"),
    user("My sister lives in Lisbon. I love sushi. We're flying to Tokyo next week"),
    user("My blood pressure has been high lately. I play guitar in a band."),
]


async def test_only_food_preferences_keeps_only_the_food_facts() -> None:
    """Issue 11's acceptance case: a food allergy and a job are mentioned; only food is recorded."""
    messages = [
        user("Hi! I work as a software engineer at Spotify."),
        assistant("Nice! Anything I should know for lunch suggestions?"),
        user("Yes, I'm allergic to shellfish. Also my manager is Dana."),
    ]
    everything = await OFFLINE.extract(messages)
    assert everything == ["User works as a software engineer at Spotify", "User is allergic to shellfish",
                          "User's manager is Dana"]
    assert await OFFLINE.extract(messages, instruction="Only record food preferences") == [
        "User is allergic to shellfish"]
    lexicon_only = OfflineExtractor(embeddings=False)
    assert await lexicon_only.extract(messages, instruction="Only record food preferences") == [
        "User is allergic to shellfish"]


@pytest.mark.parametrize(
    ("instruction", "kept"),
    [
        ("Only record food preferences", ["peanuts", "sushi"]),
        ("Record dietary restrictions and allergies. Do not record anything about work.", ["peanuts", "sushi"]),
        ("## Record\n- family\n- hobbies\n\n## Exclude\n- anything medical", ["sister", "guitar"]),
        ("Ignore small talk", ["nurse", "peanuts", "sister", "sushi", "Tokyo", "blood", "guitar"]),
        ("Never store health information", ["nurse", "sister", "sushi", "Tokyo", "guitar"]),
        ("Focus on travel plans", ["Tokyo"]),
        ("focus on food, skip work stuff", ["peanuts", "sushi"]),
        ("Record everything except work.", ["peanuts", "sister", "sushi", "Tokyo", "blood", "guitar"]),
        ("**Don't** record anything about my job or my health", ["sister", "sushi", "Tokyo", "guitar"]),
        ("This memory is only about the user's taste in music.", ["guitar"]),
        ("Record hobbies but not music.", []),
    ],
)
async def test_offline_follows_instruction_forms(instruction: str, kept: list[str]) -> None:
    facts = await OFFLINE.extract(CONVERSATION, instruction=instruction)
    assert [k for k in kept if any(k in f for f in facts)] == kept
    assert len(facts) == len(kept), facts


@pytest.mark.parametrize("instruction", [None, "", "   \n", "# Notes\nBe kind.", "Record facts in French."])
async def test_offline_without_topics_keeps_everything(instruction: str | None) -> None:
    assert await OFFLINE.extract(CONVERSATION, instruction=instruction) == OFFLINE.extract_sync(CONVERSATION)


async def test_offline_default_instruction_drops_only_small_talk_and_secrets() -> None:
    messages = [*CONVERSATION, user("My password is hunter2.")]
    facts = await OFFLINE.extract(messages, instruction=DEFAULT_FACT_INSTRUCTION)
    assert facts == [f for f in OFFLINE.extract_sync(messages) if "monday" not in f and "hunter2" not in f]


async def test_offline_topic_outside_the_lexicon_needs_the_embedding_model() -> None:
    instruction = "Only remember things about cars."
    messages = [user("I drive an old Volvo. I love sushi. My sister lives in Lisbon.")]
    assert await OFFLINE.extract(messages, instruction=instruction) == ["User drives an old Volvo"]
    assert await OfflineExtractor(embeddings=False).extract(messages, instruction=instruction) == []


# ------------------------------------------------------------------- the speaker: name and dates


@pytest.mark.parametrize(
    ("fact", "today", "dated"),
    [
        ("User bought a bike yesterday", "2026-05-12", "User bought a bike on 11 May 2026"),
        ("User has a dentist appointment at 3pm tomorrow", "2026-03-02",
         "User has a dentist appointment at 3pm on 3 March 2026"),
        ("User is flying to Montreal next week for a conference", "2026-09-18",
         "User is flying to Montreal for a conference in the week of 21 September 2026"),
        ("We sold the house last month", "2026-01-12", "We sold the house in December 2025"),
        ("User finished their PhD three years ago", "2026-05-12", "User finished their PhD in 2023"),
        ("User is moving in two weeks", "2026-09-18", "User is moving in the week of 28 September 2026"),
        ("User saw Coldplay last Friday", "2026-05-12", "User saw Coldplay on 8 May 2026"),
        ("User is seeing Coldplay next Friday", "2026-05-12", "User is seeing Coldplay on 15 May 2026"),
        ("User plays football on saturdays", "2026-05-12", "User plays football on saturdays"),
        ("User's birthday is on March 3rd", "2026-05-12", "User's birthday is on March 3rd"),
    ],
)
def test_relative_dates(fact: str, today: str, dated: str) -> None:
    import datetime as dt

    from mneme.memory.speaker import date_relative

    assert date_relative(fact, dt.date.fromisoformat(today)) == dated
    assert date_relative(fact, None) == fact


@pytest.mark.parametrize(
    ("turn", "facts"),
    [
        ("Hi, I'm Alice. I live in Lyon", ["User's name is Alice", "Alice lives in Lyon"]),
        ("my name is Omar, I'm a pharmacist", ["User's name is Omar", "Omar is a pharmacist"]),
        ("Kenji here. im allergic to shellfish btw", ["User's name is Kenji", "Kenji is allergic to shellfish"]),
        ("I'm Mateo, 22, studying architecture", ["User's name is Mateo", "Mateo is 22",
                                                  "Mateo is studying architecture"]),
        ("I'm French and I live in Lyon", ["User is French", "User lives in Lyon"]),
    ],
)
async def test_the_name_said_in_the_turn_names_the_facts(turn: str, facts: list[str]) -> None:
    from mneme.memory.extraction import finish_facts

    assert finish_facts(await OFFLINE.extract([user(turn)])) == facts


def test_stored_name_facts() -> None:
    from mneme.memory.speaker import name_of_fact, render_name, to_marker

    assert name_of_fact("User's name is Alice") == "Alice"
    assert name_of_fact("User is Alice") == "Alice"
    assert name_of_fact("User is French") is None
    assert name_of_fact("User is a nurse") is None
    assert render_name("User's sister told the user", "Alice") == "Alice's sister told Alice"
    assert render_name("User's name is Alice", "Alice") == "User's name is Alice"
    assert to_marker("Alice lives in Marseille", "Alice") == "User lives in Marseille"


async def test_frames_hedges_and_now_words_are_dropped() -> None:
    facts = await OFFLINE.extract([user("I guess I basically live on coffee now lol ☕"),
                                   user("i'm currently reading Dune, it's so good")])
    assert facts == ["User lives on coffee", "User is reading Dune"]


# ------------------------------------------------------------------- offline: chat typing, names, predicates


@pytest.mark.parametrize(
    "text",
    [
        "heyyy hows it goin",
        "hiii",
        "heyy guys",
        "thx that worked perfectly 😊",
        "tysm that helped a lot",
        "thanks man, that did the trick",
        "cheers mate, appreciate it",
        "really appreciate the help!",
        "much appreciated",
        "thanks a lot, thats exactly what i needed",
        "exactly what i needed, thanks",
        "it worked!!",
        "worked like a charm",
        "ah that explains it",
        "sounds like a plan",
        "i'll try that",
        "not bad hbu",
        "thank youuu",
        "This is Amazing",
    ],
)
async def test_offline_drops_social_turns_typed_as_chat(text: str) -> None:
    assert await OFFLINE.extract([user(text)]) == []


@pytest.mark.parametrize(
    ("turn", "facts"),
    [
        ("hey its Tomasz lol, i adopted a rescue greyhound",
         ["User's name is Tomasz", "Tomasz adopted a rescue greyhound"]),
        ("Dan here 👋 im training for a triathlon and i swim 3 times a week",
         ["User's name is Dan", "Dan is training for a triathlon", "Dan swims 3 times a week"]),
        ("my names Ollie, im 23 and i study law at Durham",
         ["User's name is Ollie", "Ollie is 23", "Ollie studies law at Durham"]),
        ("this is Rahul. i'm allergic to shellfish", ["User's name is Rahul", "Rahul is allergic to shellfish"]),
        ("i watch every formula 1 race, im Gabe by the way",
         ["Gabe watches every formula 1 race", "User's name is Gabe"]),
        ("call me Liz, i'm a vet", ["User's name is Liz", "Liz is a vet"]),
        ("Heyyy Sam here, I'm a baker", ["User's name is Sam", "Sam is a baker"]),
        # "it's X" / "this is X" name the speaker only where a message opens, and not for days or feasts
        ("it's Christmas and I'm with my family", ["User is with their family"]),
        ("I went to Berlin. This is Berlin's best bar", ["User went to Berlin"]),
        ("my names are hard to spell", ["User's names are hard to spell"]),
    ],
)
async def test_offline_reads_name_introductions(turn: str, facts: list[str]) -> None:
    from mneme.memory.extraction import finish_facts

    assert finish_facts(await OFFLINE.extract([user(turn)])) == facts


@pytest.mark.parametrize(
    ("turn", "facts"),
    [
        ("my brother Sean lives in Sydney and works as a paramedic",
         ["User's brother Sean lives in Sydney", "User's brother Sean works as a paramedic"]),
        ("i use linux at home and windows at work", ["User uses linux at home", "User uses windows at work"]),
        ("I drink coffee every morning and tea every evening",
         ["User drinks coffee every morning", "User drinks tea every evening"]),
        ("i meet my friends on fridays and my family on sundays",
         ["User meets their friends on fridays", "User meets their family on sundays"]),
        ("I'm a nurse and work nights", ["User is a nurse", "User works nights"]),
        ("im 23 and live in Leeds", ["User is 23", "User lives in Leeds"]),
        ("my parents are retired and live in Spain", ["User's parents are retired", "User's parents live in Spain"]),
        ("I'm training for a marathon and swimming 3 times a week",
         ["User is training for a marathon", "User is swimming 3 times a week"]),
        ("I've lived in Leeds for 10 years and worked at the BBC",
         ["User has lived in Leeds for 10 years", "User has worked at the BBC"]),
        ("I live in Leeds, work in Bradford and play football on Sundays",
         ["User lives in Leeds", "User works in Bradford", "User plays football on Sundays"]),
        ("I quit my job and started my own company", ["User quit their job", "User started their own company"]),
        ("yesterday I bought a bike and sold my car",
         ["User bought a bike yesterday", "User sold their car yesterday"]),
        # one statement: verbs sharing an object or a subject, infinitives, modals and negations, objects only
        ("I buy and sell cars", ["User buys and sells cars"]),
        ("I was born and raised in Leeds", ["User was born and raised in Leeds"]),
        ("I want to visit Japan and learn Japanese", ["User wants to visit Japan and learn Japanese"]),
        ("I don't eat meat and drink oat milk", ["User does not eat meat and drink oat milk"]),
        ("I work from home and love it", ["User works from home and loves it"]),
        ("I like fish and chips", ["User likes fish and chips"]),
        ("I study law and politics at Durham", ["User studies law and politics at Durham"]),
        ("I have a sister in Leeds and a brother", ["User has a sister in Leeds and a brother"]),
        ("I spent a year in Spain and two in Italy", ["User spent a year in Spain and two in Italy"]),
    ],
)
async def test_offline_splits_two_predicates_of_one_subject(turn: str, facts: list[str]) -> None:
    assert await OFFLINE.extract([user(turn)]) == facts


@pytest.mark.parametrize(
    ("turn", "facts"),
    [
        ("i havent packed yet", ["User has not packed yet"]),
        ("i couldnt sleep last night", ["User could not sleep last night"]),
        ("shes my best friend", ["She's User's best friend"]),
        ("Its my birthday today", ["User's birthday is today"]),
        ("I looove sushi", ["User loves sushi"]),
        ("my kids are sooo loud", ["User's kids are so loud"]),
        ("i'm gonna start running", ["User is going to start running"]),
        ("I feel like a zombie today", ["User feels like a zombie today"]),
    ],
)
async def test_offline_reads_chat_contractions_and_emphasis(turn: str, facts: list[str]) -> None:
    assert await OFFLINE.extract([user(turn)]) == facts


@pytest.mark.parametrize(
    ("turn", "facts"),
    [
        ("had my wisdom teeth out today 😭", ["User had their wisdom teeth out today"]),
        ("had a rough day at work", ["User had a rough day at work"]),
        ("finished my thesis yesterday", ["User finished their thesis yesterday"]),
        ("went for a run this morning", ["User went for a run this morning"]),
        ("did my first 10k today", ["User did their first 10k today"]),
        ("married with two kids", ["User is married with two kids"]),
        ("had you heard about this", []),
        ("did the package arrive", []),
        ("excited to start my new job", ["User is excited to start their new job"]),
    ],
)
async def test_offline_reads_past_events_without_a_subject(turn: str, facts: list[str]) -> None:
    assert await OFFLINE.extract([user(turn)]) == facts


@pytest.mark.parametrize(
    ("turn", "facts"),
    [
        # a "no" with "I" left out is no question; requests stay requests
        ("dont drink coffee tbh, love green tea tho", ["User does not drink coffee", "User loves green tea"]),
        ("cant stand horror movies, i prefer rom coms", ["User cannot stand horror movies", "User prefers rom coms"]),
        ("dont forget to remind me", []),
        ("don't you think it's cold?", []),
        ("not a fan of spicy food tbh", ["User is not a fan of spicy food"]),
        ("quit smoking in 2021 💪", ["User quit smoking in 2021"]),
        ("had knee surgery back in 2023", ["User had knee surgery in 2023"]),
        # a stressing "do", a verb after "and", a remark on the thing, an emoji between statements
        ("dont eat red meat, but i do eat fish", ["User does not eat red meat", "User eats fish"]),
        ("I do yoga every day", ["User does yoga every day"]),
        ("im 6ft 2 and weigh 90kg", ["User is 6ft 2", "User weighs 90kg"]),
        ("ngl i hate coriander, tastes like soap", ["User hates coriander"]),
        ("my husbands a firefighter, definately the bravest person i know", ["User's husband is a firefighter"]),
        ("got back from crete yesterday ☀️ so tanned lol", ["User got back from crete yesterday"]),
        # a name in lower case after an introduction, not after "I'm" alone
        ("hi im priya, i teach year 4", ["User's name is Priya", "Priya teaches year 4"]),
        ("my names rachel btw, i drive a honda", ["User's name is Rachel", "Rachel drives a honda"]),
        ("sam here! i work in hr", ["User's name is Sam", "Sam works in hr"]),
        ("hi im new here", ["User is new here"]),
    ],
)
async def test_offline_reads_chat_without_subjects_or_capitals(turn: str, facts: list[str]) -> None:
    from mneme.memory.extraction import finish_facts

    assert finish_facts(await OFFLINE.extract([user(turn)])) == facts
