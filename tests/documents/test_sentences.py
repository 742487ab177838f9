"""Wrapped PDF lines joined back (`rejoin_lines`, `rejoin_pages`) and sentences with offsets (`split_sentences`)."""
from __future__ import annotations

from pathlib import Path

from mneme.memory.documents import extract_text, rejoin_lines, rejoin_pages, split_sentences
from tests.memory.data.policy_conflicts import POLICY, policy_pdf
from tests.pdf import build_pdf

WRAPPED = """\
Travel Policy
Employees may work remotely for up to three days per week, provided that their
manager has approved a written schedule. Core hours run from 10 a.m.
to 3 p.m. The daily allowance is 45 euros, which covers breakfast,
lunch and dinner, and it is paid with the salary
Expenses
Receipts are needed for every purchase above 25 euros, and the pol-
icy applies to all staff who use e-
mail.
- Economy class is required for flights within Europe and for
all trains.
- Business class on long flights.
1. Rail is preferred.
Short line
continues in lower case."""


def test_wrapped_lines_join_and_headings_and_list_items_stay_apart() -> None:
    vocabulary = {"policy", "e-mail"}
    assert rejoin_lines(WRAPPED, vocabulary).split("\n") == [
        "Travel Policy",
        "Employees may work remotely for up to three days per week, provided that their manager has approved "
        "a written schedule. Core hours run from 10 a.m. to 3 p.m. The daily allowance is 45 euros, which "
        "covers breakfast, lunch and dinner, and it is paid with the salary",
        "Expenses",
        "Receipts are needed for every purchase above 25 euros, and the policy applies to all staff who use "
        "e-mail.",
        "- Economy class is required for flights within Europe and for all trains.",
        "- Business class on long flights.",
        "1. Rail is preferred.",
        "Short line continues in lower case.",
    ]


def test_a_hyphen_stays_unless_the_document_writes_the_word_whole() -> None:
    assert rejoin_lines("The policy covers a full-\ntime employee and a long line of text here") == (
        "The policy covers a full-time employee and a long line of text here")
    assert rejoin_lines("The pol-\nicy is new and applies to a great many people") == (
        "The pol-icy is new and applies to a great many people")
    assert rejoin_lines("The pol-\nicy is new, and this policy applies to a great many people") == (
        "The policy is new, and this policy applies to a great many people")


def test_blank_lines_and_page_breaks() -> None:
    assert rejoin_lines("First paragraph that is long enough.\n\nSecond paragraph.") == (
        "First paragraph that is long enough.\n\nSecond paragraph.")
    pages = ["Heading\nA sentence that runs on to the next page because it is quite", "long indeed. Next one.",
             "New page starts here.", "Another page."]
    assert rejoin_pages(pages) == ("Heading\nA sentence that runs on to the next page because it is quite long "
                                   "indeed. Next one.\n\nNew page starts here.\n\nAnother page.")


def test_sentences_with_abbreviations_numbers_and_list_items() -> None:
    text = ("Dr. Smith approved it on Sept. 3 at 10 a.m. in the office. Leave lasts 3.5 days, e.g. Monday to "
            "Thursday. Mileage is 0.30 euros per km! Is that right? J. R. Doe agrees (see No. 5). "
            "The total is 1,500 euros.\n"
            "- First item of a list\n"
            "2. Second item. It has two sentences.\n"
            "Heading without a full stop\n"
            "“Quoted.” Then more.")
    got = split_sentences(text)
    assert [s.text for s in got] == [
        "Dr. Smith approved it on Sept. 3 at 10 a.m. in the office.",
        "Leave lasts 3.5 days, e.g. Monday to Thursday.",
        "Mileage is 0.30 euros per km!",
        "Is that right?",
        "J. R. Doe agrees (see No. 5).",
        "The total is 1,500 euros.",
        "First item of a list",
        "Second item.",
        "It has two sentences.",
        "Heading without a full stop",
        "“Quoted.”",
        "Then more.",
    ]
    assert all(text[s.start:s.end] == s.text for s in got)


def test_a_very_long_run_is_cut_at_spaces() -> None:
    text = "word " * 600
    got = split_sentences(text)
    assert len(got) >= 3 and all(len(s.text) <= 1000 for s in got)
    assert " ".join(s.text for s in got).split() == text.split()


def test_a_wrapped_pdf_reads_as_whole_sentences(tmp_path: Path) -> None:
    path = tmp_path / "policy.pdf"
    path.write_bytes(policy_pdf())
    text = extract_text(str(path), name="policy.pdf", content_type=None)
    assert [s.text for s in split_sentences(text)] == [s.text for s in split_sentences(POLICY)]
    short = tmp_path / "lines.pdf"
    short.write_bytes(build_pdf([["Title", "A first line of a paragraph that goes on and on and", "on.",
                                  "- an item"]]))
    assert extract_text(str(short), name="lines.pdf", content_type=None) == (
        "Title\nA first line of a paragraph that goes on and on and on.\n- an item")


def test_what_the_judge_reads_for_a_sentence() -> None:
    from mneme.memory.detection import judge_text

    assert judge_text("Each employee has a training budget of 1,500 euros, which can be spent on courses and "
                      "books.").split("\n") == [
        "Each employee has a training budget of 1,500 euros, which can be spent on courses and books.",
        "Each employee has a training budget of 1,500 euros",
        "can be spent on courses",
    ]
    assert judge_text("Core hours, during which staff are reachable, run from 10 a.m. to 3 p.m.").split("\n") == [
        "Core hours, during which staff are reachable, run from 10 a.m. to 3 p.m.",
        "Core hours run from 10 a.m. to 3 p.m",
        "during which staff are reachable",
        "run from 10 a.m. to 3 p.m",
    ]
    # a clause under a condition or an exception is never read alone
    assert judge_text("Taxis are not reimbursed, unless no public transport runs at night.").split("\n") == [
        "Taxis are not reimbursed, unless no public transport runs at night."]
    assert judge_text("Short one.") == "Short one."
    # a time's colon cuts no clause ("6", "30am to 9" once were clauses); a heading's does
    assert judge_text("Open from 6:30am to 9:00pm on weekdays, and from 8:00am to 4:00pm on Sundays.").split("\n") == [
        "Open from 6:30am to 9:00pm on weekdays, and from 8:00am to 4:00pm on Sundays.",
        "Open from 6:30am to 9:00pm on weekdays", "from 8:00am to 4:00pm on Sundays"]
    assert judge_text("Gym hours for members: the gym opens at 6:30am").split("\n")[1:] == [
        "Gym hours for members", "the gym opens at 6:30am"]
