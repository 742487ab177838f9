"""Offline drafts of a fact_instruction (compose_instruction), and the model-backed draft against a loopback
model speaking compat-a (OpenAI chat completions)."""

from __future__ import annotations

import json

import pytest

from mneme.memory.extraction import OfflineExtractor
from mneme.memory.instructions import (
    MAX_INSTRUCTION_CHARS,
    compose_instruction,
    draft_instruction,
    language_name,
    parse_instruction,
)
from mneme.memory.llm import LLMClient
from tests.loopback import FakeChat, loopback

OFFLINE = OfflineExtractor()

TURNS = [
    "ugh monday again, the hospital shift was brutal lol",
    "im allergic to peanuts btw",
    "we're flying to lisbon next week",
    "My sister just had a baby girl!",
    "I love sushi, could eat it every day",
    "My boss wants the report by friday",
    "I play guitar in a covers band",
    "I've had migraines since I was a teenager",
]
MESSAGES = [{"role": "user", "content": t} for t in TURNS]
FACTS = ["User loves sushi", "User is vegan", "User flew to Rome last spring", "User went on a trip to Peru",
         "User's manager is Tom"]


def kept(facts: list[str], *words: str) -> list[str]:
    return [w for w in words if any(w.lower() in f.lower() for f in facts)]


@pytest.mark.parametrize(
    ("guidance", "keep", "drop"),
    [
        ("focus on food, skip work stuff", ["peanuts", "sushi"], ["hospital", "lisbon", "sister", "boss", "guitar"]),
        ("Only family and hobbies please", ["sister", "guitar"], ["peanuts", "sushi", "boss", "migraines"]),
        ("never store anything medical", ["lisbon", "sister", "sushi", "boss", "guitar"],
         ["peanuts", "migraines"]),  # an allergy is medical too
        ("Remember travel plans. No health info.", ["lisbon"], ["migraines", "sushi", "boss"]),
        (None, ["hospital", "peanuts", "lisbon", "sister", "sushi", "boss", "guitar", "migraines"], []),
    ],
)
async def test_composed_instruction_round_trips_through_the_offline_extractor(
        guidance: str | None, keep: list[str], drop: list[str]) -> None:
    text = compose_instruction(guidance, None, FACTS)
    facts = await OFFLINE.extract(MESSAGES, instruction=text)
    assert kept(facts, *keep) == keep, (text, facts)
    assert kept(facts, *drop) == [], (text, facts)
    # the draft keeps exactly what the guidance itself keeps, read as an instruction
    if guidance:
        assert facts == await OFFLINE.extract(MESSAGES, instruction=guidance)


def test_composed_instruction_is_markdown_with_language_and_topics_of_the_facts() -> None:
    text = compose_instruction("focus on food, skip work stuff", "fr", FACTS)
    assert text.startswith("## Record only these topics\n- food and diet")
    assert "## Do not record\n- work and career\n" in text
    assert "Record facts in French." in text
    assert "Facts so far are mostly about: food and diet, travel and trips, work and career." in text
    parsed = parse_instruction(text)
    assert {n for t in parsed.include for n in t.themes} == {"food"}
    assert {n for t in parsed.exclude for n in t.themes} == {"work", "smalltalk"}


def test_composed_instruction_without_guidance_or_facts() -> None:
    text = compose_instruction(None, None, [])
    assert "Record any lasting fact about the user" in text
    assert "Facts so far" not in text and "Record facts in" not in text
    assert not parse_instruction(text).restricts


def test_guidance_without_topics_is_kept_as_a_note() -> None:
    text = compose_instruction("Write short, neutral facts", None, [])
    assert "## Notes\nWrite short, neutral facts" in text
    assert not parse_instruction(text).restricts


def test_composed_instruction_stays_within_the_limit() -> None:
    guidance = "Only record " + ", ".join(f"topic number {i}" for i in range(400))
    text = compose_instruction(guidance + ". " + "x " * 3000, "German", FACTS * 100)
    assert len(text) <= MAX_INSTRUCTION_CHARS
    assert text.startswith("## Record only these topics")


@pytest.mark.parametrize(
    ("language", "name"),
    [("fr", "French"), ("FR", "French"), ("fr-CA", "French"), ("pt_BR", "Portuguese"), ("deu", "German"),
     ("Japanese", "Japanese"), ("japanese", "Japanese"), ("Français", "Français"), ("  ", None), (None, None),
     ("<script>", None)],
)
def test_language_name(language: str | None, name: str | None) -> None:
    assert language_name(language) == name


# ------------------------------------------------------------------- model draft (compat-a loopback)


async def draft_with(fake: FakeChat, guidance: str | None = "focus on food", language: str | None = "es") -> str:
    async with loopback(fake.handle) as base:
        client = LLMClient(protocol="compat-a", base_url=base + "/v1", api_key="sk-up", model="drafter")
        try:
            return await draft_instruction(guidance, language, FACTS, client=client)
        finally:
            await client.close()


async def test_model_draft_is_returned_and_asked_properly() -> None:
    answer = "## Record\n- food preferences and allergies\n\n## Do not record\n- work\n\nRecord facts in Spanish."
    fake = FakeChat(json.dumps({"fact_instruction": answer}))
    assert await draft_with(fake) == answer
    req = fake.requests[0]
    assert req["path"] == "/v1/chat/completions"
    assert req["headers"]["Authorization"] == "Bearer sk-up"
    assert req["body"]["model"] == "drafter"
    assert req["body"]["response_format"] == {"type": "json_object"}
    system, user = req["body"]["messages"]
    assert system["role"] == "system" and "fact_instruction" in system["content"]
    assert json.loads(user["content"]) == {"guidance": "focus on food", "language": "Spanish",
                                           "existing_facts": FACTS}


@pytest.mark.parametrize(
    "text",
    ["Sure! Here is an instruction.", '{"fact_instruction": 7}', '{"fact_instruction": "   "}',
     json.dumps({"fact_instruction": "x" * (MAX_INSTRUCTION_CHARS + 1)}), '{"instruction": "Record food"}'],
)
async def test_model_draft_falls_back_to_the_offline_draft(text: str, caplog: pytest.LogCaptureFixture) -> None:
    assert await draft_with(FakeChat(text)) == compose_instruction("focus on food", "es", FACTS)
    assert "composing it offline" in caplog.text


async def test_model_draft_http_error_falls_back() -> None:
    fake = FakeChat(status=503)
    assert await draft_with(fake, None, None) == compose_instruction(None, None, FACTS)
    assert len(fake.requests) == 1


async def test_draft_without_a_model_is_the_offline_draft() -> None:
    assert await draft_instruction("skip work", "de", FACTS) == compose_instruction("skip work", "de", FACTS)


@pytest.mark.parametrize(
    ("instruction", "include", "exclude", "restricts"),
    [
        ("Only record food preferences", {"food"}, set(), True),
        ("Don't save work stuff", set(), {"work"}, False),
        ("No work-related facts.", set(), {"work"}, False),
        ("Anything about food only", {"food"}, set(), True),
        ("Record anything, not just food", {"food"}, set(), False),
        ("- Exclude: health, finances\n- Include: travel", {"travel"}, {"health", "finance"}, True),
        ("What to remember: hobbies. What to ignore: work.", {"hobbies"}, {"work"}, True),
        ("## Keep\n* **family**\n* pets\n\n## Off limits\n1. contact details", {"family", "pets"}, {"contact"}, True),
        ("Record dietary restrictions and allergies.\nDo not record anything\nabout work.", {"food", "allergy"},
         {"work"}, True),
        ("Record everything except money matters", set(), {"finance"}, False),
    ],
)
def test_parse_instruction_forms(instruction: str, include: set[str], exclude: set[str], restricts: bool) -> None:
    parsed = parse_instruction(instruction)
    assert {n for t in parsed.include for n in t.themes} == include
    assert {n for t in parsed.exclude for n in t.themes} == exclude
    assert parsed.restricts is restricts
