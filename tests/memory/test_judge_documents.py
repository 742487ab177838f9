"""The offline judge on short memories against long document sentences (issue 9 items 3 and 4):
judge_documents.tsv, 155 labelled pairs from a lease, a product warranty, a school, an IT policy, a travel
insurance, a gym, HR, bank and shop rules: numbers with units, limits ("up to", "at least", "more than"), dates
and times, permissions and prohibitions, the same subject in other words; and as many compatible near-misses (the
same subject and a compatible value, another subject with the same number, a condition that makes both true).

The split was fixed before the judge was changed for this set, by a hash rule this test re-checks:
``heldout`` iff ``sha1(a + TAB + b) % 3 == 0``. The sentence is handed to the judge as detection hands it
(``judge_text``, a ``chunk``). Run with ``-s`` to see the figures and the mistakes.
"""

from __future__ import annotations

from collections import Counter

import pytest

from mneme.memory.detection import judge_text
from mneme.memory.judge import Candidate, OfflineJudge
from tests.memory import judge_sets

KINDS = {"number", "limit", "date", "permission", "synonym", "other_subject", "condition"}
MIN_PRECISION = 0.95
MIN_RECALL = 0.85
JUDGE = OfflineJudge()


def load() -> list[dict[str, str]]:
    return judge_sets.load(judge_sets.DOCUMENTS)


def flagged(memory: str, sentence: str) -> bool:
    return bool(JUDGE.judge_sync(memory, [Candidate("s", judge_text(sentence), "chunk")]))


def scores(rows: list[dict[str, str]], name: str) -> tuple[float, float]:
    result = judge_sets.score(rows, judge_sets.document_flags(JUDGE))
    print("\n".join(f"  {w}" for w in result.wrong) + "\n" + result.line(name, len(rows)))
    return result.precision, result.recall


def test_set_is_well_formed_and_split_by_the_fixed_rule() -> None:
    rows = load()
    assert len(rows) >= 120
    assert len({(r["a"], r["b"]) for r in rows}) == len(rows)
    for r in rows:
        assert r["label"] in ("contradiction", "compatible") and r["kind"] in KINDS, r
        assert r["a"].strip() and r["b"].strip()
        assert r["split"] == judge_sets.split_of(r["a"], r["b"]), r
    labels = Counter(r["label"] for r in rows)
    assert labels["contradiction"] >= 60 and labels["compatible"] >= 60
    held = [r for r in rows if r["split"] == "heldout"]
    assert len(held) >= 50 and sum(r["label"] == "contradiction" for r in held) >= 20


def test_held_out_precision_and_recall() -> None:
    precision, recall = scores([r for r in load() if r["split"] == "heldout"], "held-out")
    assert precision >= MIN_PRECISION
    assert recall >= MIN_RECALL


def test_tune_precision_and_recall() -> None:
    precision, recall = scores([r for r in load() if r["split"] == "tune"], "tune")
    assert precision >= MIN_PRECISION
    assert recall >= MIN_RECALL


# Each comparison the document path makes, on sentences of neither part of the set.
HOURS = ("The Northgate Centre is open from 6:30am to 9:00pm Monday to Friday, from 8:00am to 6:00pm on Saturdays, "
         "and from 8:00am to 4:00pm on Sundays.")
LOANS = ("Users with a registered disability can ask for extended loans of up to eight weeks and for books to be "
         "fetched from the shelves by staff, and requests made before 2 p.m. are ready on the next working day.")
FINES = ("Short Loan items are the exception to this rule, as they carry a fine of 1 pound per hour late, up to a "
         "maximum of 10 pounds per item.")
SPANISH = ("Standard Spanish is 12 hours of lessons per week, and Intensive Spanish adds four hours of conversation "
           "classes on Tuesday and Thursday afternoons, making 16 hours in total.")
CANCEL = ("If a student cancels less than 14 days before the course starts, the full course fee is payable, because "
          "the place cannot be offered to anyone else.")
GEARS = ("Gear adjustments are carried out free of charge once within the first 6 weeks after a service, and any later "
         "adjustment is charged at the normal rate.")
WINDOWS = ("The Basic Plan cleans your windows every fortnight from April to September and every four weeks from "
           "October to March, at £12 a visit.")
CLIMBING = ("Climbing shoes may be hired for £4.50 a session and harnesses for £2.50, and a chalk bag costs £2.")
TAXI = ("Members aged 70 or over may book one free taxi journey per week to the day centre, provided that they book it "
        "by 4pm the day before.")
CONFLICTS = [
    # the twin of a rate read as "per week" (below): another rate
    (SPANISH, "Intensive Spanish is 25 hours a week all in"),
    # a bound the memory states against the sentence's; a time past "within the first"
    (CANCEL, "the full course fee is payable if you cancel less than 30 days before the course starts"),
    (GEARS, "they did my gear adjustment free of charge three months after the service"),
    (WINDOWS, "the basic plan cleans our windows every three weeks from april to september"),
    # a count of a named thing is still read
    ("Each member may bring up to 3 guests per visit to the pool, and guests must be signed in at reception.",
     "each member can bring 5 guests per visit to the pool"),
    # a different number for the same unit and subject, the sentence longer and worded otherwise
    ("Staff receive a bonus of 500 euros after two years of service.",
     "Staff receive a bonus after three years of service"),
    ("The fee for late payment is 15 euros, and the fee for a paper invoice is 2 euros.",
     "The paper invoice fee is 5 euros"),
    # a limit crossed or another limit of the same kind
    ("Visitors under 18 must be accompanied by an adult.", "Visitors under 16 must be accompanied by an adult"),
    ("Uploads are limited to 25 MB per file and at most 10 files per message.",
     "Uploads may be up to 40 files per message"),
    # a time outside the sentence's hours (an opening time, not inside the range)
    ("The museum is open from 10 am to 6 pm, and on Thursdays until 9 pm.", "The museum opens at 11 am"),
    # permissions: the memory allows what the sentence forbids, or requires what it says is not needed
    ("Dogs are welcome in the garden but not inside the restaurant.", "Dogs are allowed inside the restaurant"),
    # one word in common, with the same opening word; people the passive sentence leaves out
    ("The contract starts on 1 March and can be renewed.", "The contract starts on 1 April"),
    ("Server room access is not allowed for visitors.", "Visitors are allowed in the server room"),
    ("Helmets are mandatory on the building site and hearing protection is not required.",
     "Hearing protection is required on the building site"),
    # amounts in pence; a day the clause says the place is closed, its subject a pronoun; a lead time
    ("Photocopies cost 10 pence per page and scans are free.", "Photocopies cost 20p a page"),
    ("The east gallery keeps shorter hours, closing at 4 p.m. on weekdays, and it is closed on Mondays.",
     "The east gallery is open on Mondays"),
    ("Tenants must give at least two months of written notice before moving out.", "Tenants must give 30 days notice"),
    # chat's asides are no words of the subject the sentence must hold
    ("Tenants must give at least two months of written notice before moving out.",
     "heads up, tenants only need to give 30 days notice apparently"),
    ("Photocopies cost 10 pence per page and scans are free.", "fyi photocopies cost 20p a page now lol"),
    # an hour without am/pm, read both ways, against the hours of the day the memory names
    (HOURS, "fyi the Northgate Centre shuts at 6 on Sundays"),
    (HOURS, "the Northgate Centre opens at 9 on Sundays"),
    (HOURS, "the Northgate Centre shuts at 8 on Tuesdays"),
    # a rule for "users" holds for the memory's students ("by staff" in the clause names no one it is for)
    (LOANS, "Students with a registered disability can get extended loans of up to 12 weeks."),
    # the sentence's "items" are the memory's books; an amount per hour is compared with the one per hour only
    (FINES, "Late Short Loan books are fined 50p an hour."),
    # a unit that names something ("visiting hours") is a word both sides share; "half an hour" is 30 minutes
    ("Quiet hours run from 11 pm to 7 am on every night of the week, and lawn mowers may not be used on Sundays.",
     "Quiet hours start at 10pm."),
    ("The car park barrier closes 45 minutes after the last show, and the lift is locked at midnight.",
     "The car park barrier closes half an hour after the last show."),
    # "18 and over" is an age; "a quarter off" 25%; "by the end of June" is a date (30 June)
    ("The rooftop bar welcomes guests aged 21 and over after 8pm.", "The rooftop bar is 18 and over after 8pm."),
    ("Members who stay longer than two weeks get 10% off the weekly rate.",
     "members get a quarter off the weekly rate if they stay longer than two weeks"),
    ("Every volunteer must renew their safeguarding training by 31 March each year.",
     "Volunteers have to renew their safeguarding training by the end of September."),
    # the person a memory heard it from is no word the sentence must hold
    ("Residents may keep no more than two bicycles in the bike room.",
     "Karim says residents may keep up to four bicycles in the bike room."),
]
COMPATIBLE = [
    ("Staff receive a bonus of 500 euros after two years of service.", "Staff receive a bonus of 500 euros"),
    ("The fee for late payment is 15 euros, and the fee for a paper invoice is 2 euros.",
     "The paper invoice fee is 2 euros"),
    ("Employees may carry over up to five days of leave, and managers up to ten days.",
     "Managers can carry over ten days of leave"),
    ("The museum is open from 10 am to 6 pm, and on Thursdays until 9 pm.",
     "The museum is open until 9 pm on Thursdays"),
    ("Dogs are welcome in the garden but not inside the restaurant.", "Dogs are allowed in the garden"),
    ("Employees over 50 get two extra days of leave.", "Employees get two extra days of leave from the age of 50"),
    # within the limit, another subject with the same words around, a condition
    ("Uploads are limited to 25 MB per file and at most 10 files per message.", "Uploads may have 8 files per message"),
    ("Uploads are limited to 25 MB per file and at most 10 files per message.",
     "Downloads are limited to 5 files per message"),
    # a limit the memory keeps to, though the words around the numbers align ("up to" is a bound, not filler)
    ("The printer on the third floor prints up to 40 pages per minute.", "The printer prints 20 pages per minute"),
    # other people named by the sentence; opening vs closing; one word in common and the sentence says more
    ("Contractors are not allowed to access the server room.", "Employees are allowed to access the server room"),
    ("Staff may borrow up to 40 items at a time.", "Students can borrow up to 20 items at a time"),
    (LOANS, "Students with a registered disability can get extended loans of up to 8 weeks."),
    (FINES, "Late Short Loan books are fined 1 pound an hour."),
    (FINES, "A lost Short Loan book costs at most 10 pounds in fines."),
    ("The pool is closed on Mondays for cleaning.", "The pool is open on Tuesdays"),
    ("The contract can be renewed for another 12 months.", "The contract lasts 24 months"),
    ("Bikes may be parked in the courtyard except during market days.",
     "Bikes are not allowed in the courtyard on market days"),
    ("The east gallery keeps shorter hours, closing at 4 p.m. on weekdays, and it is closed on Mondays.",
     "The east gallery is open on Tuesdays"),
    # a lead time is not how long: "book 10 days ahead" beside "booked for up to four hours"
    ("Meeting rooms can be booked for up to four hours at a time.", "Booking a meeting room 10 days ahead is fine"),
    ("Photocopies cost 10 pence per page and scans are free.", "fyi photocopies cost 10p a page lol"),
    # the hours of the memory's day, am or pm; a range of days is the days it names; a count is no hour
    (HOURS, "the Northgate Centre shuts at 4 on Sundays"),
    (HOURS, "the Northgate Centre opens at 8 on Sundays"),
    (HOURS, "the Northgate Centre shuts at 6 on Saturdays"),
    (HOURS, "the Northgate Centre shuts at 9 on Tuesdays"),
    (HOURS, "the Northgate Centre is open at 10 on Sundays"),
    ("Quiet hours run from 11 pm to 7 am on every night of the week, and lawn mowers may not be used on Sundays.",
     "Quiet hours start at 11pm."),
    ("The car park barrier closes 30 minutes after the last show, and the lift is locked at midnight.",
     "The car park barrier closes half an hour after the last show."),
    ("Residents may keep no more than two bicycles in the bike room.",
     "Karim says residents may keep two bicycles in the bike room."),
    ("Residents may keep no more than two bicycles in the bike room.",
     "Karim's residents may keep three bicycles in the storage unit."),
    ("The rooftop bar welcomes guests aged 18 and over after 8pm.", "The rooftop bar is 18 and over after 8pm."),
    ("Members who stay longer than two weeks get 25% off the weekly rate.",
     "members get a quarter off the weekly rate if they stay longer than two weeks"),
    ("Every volunteer must renew their safeguarding training by 30 September each year.",
     "Volunteers have to renew their safeguarding training by the end of September."),
    ("Every volunteer must renew their safeguarding training in March each year.",
     "Volunteers renewed their safeguarding training in March."),
    ("Kestrel Leisure operates two sites: the Riverside Centre on Mill Lane and the Northgate Centre on Bexley Road.",
     "fyi the Bexley Road site shuts at 6 on Sundays"),
    # the sentence says the memory's "no" too, with "without"
    ("You may keep one cat or up to two rabbits in a flat with a balcony, without asking our permission, provided "
     "that they cause no nuisance to neighbours.",
     "We've got two rabbits in our flat with a balcony and never needed to ask permission."),
    # an amount "a week" is a rate, as "per week" in the sentence: not a week's time, nor a duration to compare
    (SPANISH, "Intensive Spanish is 16 hours a week all in"),
    # "within the first 6 weeks" is a bound
    (GEARS, "they did my gear adjustment free of charge a month after the service"),
    # "every fortnight" is every two weeks
    (WINDOWS, "the basic plan cleans our windows every two weeks from april to september"),
    (WINDOWS, "the basic plan cleans our windows every 14 days from april to september"),
    # a bare number counts nothing known ("til 5", "half five"): not against a house number or a section
    ("These terms cover every repair carried out at our branches at 14 Mill Road in Ashby and at Unit 9, Riverside "
     "Park in Calford.", "the Mill Road branch is open til 5 on saturdays"),
    ("Items handed in at our Orchard Street branch take one working day longer than the times in section 4, because "
     "they go to the works by van.", "the Orchard Street branch is open till half five on saturdays"),
]


@pytest.mark.parametrize(("sentence", "memory"), CONFLICTS)
def test_document_path_finds_the_conflict(sentence: str, memory: str) -> None:
    assert flagged(memory, sentence), (sentence, memory)


@pytest.mark.parametrize(("sentence", "memory"), COMPATIBLE)
def test_document_path_does_not_invent_one(sentence: str, memory: str) -> None:
    assert not flagged(memory, sentence), (sentence, memory)


def test_memories_are_not_compared_this_way() -> None:
    """The path is for document sentences only: between two memories, token alignment alone decides."""
    old = "Tenants must give at least 60 days of written notice before terminating the lease."
    new = "Tenants must give 30 days notice to end the lease"
    assert flagged(new, old)
    assert not JUDGE.judge_sync(new, [Candidate("m", old)])


def test_a_thousands_separator_does_not_cut_a_clause() -> None:
    """"1,200 euros" is one number: the clause readings once cut it at its comma, and "The monthly … 200 euros"
    then met "The monthly … 400 euros" of another subject."""
    old = "The monthly train pass is 1,200 euros and can be refunded."
    assert not JUDGE.judge_sync("The monthly parking permit is 2,400 euros", [Candidate("m", old)])
    assert JUDGE.judge_sync("The monthly train pass is 1,500 euros", [Candidate("m", old)])


def closest_flag(memory: str, sentence: str) -> bool:
    return bool(JUDGE.judge_sync(memory, [Candidate("s", judge_text(sentence), "chunk", closest=True)]))


# The sentence of a document closest to a memory: its values are read on two words in common, found where the
# sentence's value is (`judge.compare_closest`); each memory here has words its sentence lacks.
CLOSEST_CONFLICTS = [
    # the twin of pounds and pence said in words (below): another price
    (CLIMBING, "Aisha says renting climbing shoes at the wall is £6 a go."),
    # the twin of a count "a week" read as a rate (below): a time against the sentence's
    (TAXI, "my nan's over 70 and gets one free taxi journey a week to the day centre if she books by 6pm the day "
           "before"),
    # "carry over" is no bound; a child's age against "children under 3"; a fee clause whose subject went before
    ("Staff may carry over up to three days of unused leave into the next year, provided they are taken by 31 March.",
     "i can carry over 8 days of unused leave into next year as long as i use them by march"),
    ("Children under 5 travel free on the lap of an adult, provided that each child has a ticket reserved.",
     "my 6 yr old travels free on my lap on the ferry, no ticket needed for him"),
    ("A missed appointment, or one cancelled late, will incur a fee of £30 for a physio session.",
     "missing a physio session only costs a fiver, not a big deal"),
    ("Members on the Flexi plan pay £38.00 per month, collected by direct debit on the first working day.",
     "heads up, the Flexi plan at the Harbour gym is £35 a month"),
    ("Travel claims must be submitted within 45 days of the journey, with receipts attached.",
     "you've got 60 days to submit a travel claim before finance bounce it"),
    ("Rooms must be vacated by 12 noon on the day of departure, and a late check-out is charged by the hour.",
     "rooms have to be vacated by 2pm on our departure day"),
    ("The staff car park opens at 6.30 a.m. on weekdays.", "the staff car park at the depot opens at 7am on weekdays"),
    ("A fit note is needed when an absence lasts more than seven consecutive calendar days.",
     "my manager says you need a fit note when an absence lasts more than three days"),
    ("The pool closes for its cleaning week from 18 August 2025.",
     "the pool closes for its cleaning week on Mon 11 Aug 2025, annoyingly"),
    ("The climbing wall is open to those aged 16 and over, with a supervisor present.",
     "my 14 year old can use the climbing wall at the leisure centre"),
    ("Junior swimming lessons run on Mondays, Wednesdays and Fridays at the Eastgate pool.",
     "junior swimming lessons at Eastgate are on Tuesdays after school"),
    ("All keys, fobs and permits must be returned to the office by 12 noon on the final day of the tenancy.",
     "keys have to be back at the Brackley office by 5pm on our last day"),
    # a count of the same thing ("items"), "a week", "months' notice", a clause going on with "and"
    ("Postgraduate students may borrow up to 15 items at a time for four weeks.",
     "fyi postgrads can have 20 items out at once"),
    ("New members attend an induction course that lasts two weeks.",
     "the induction course for new members at the depot lasts a week"),
    ("Dedicated Desk members must give two months' notice in writing.",
     "fyi on a dedicated desk at the Foundry you need 3 months notice to leave"),
    ("Rooms must be booked through the member app, and bookings can be made up to 30 days in advance.",
     "you can book the boardroom like 3 months ahead on the app"),
    # nothing to pay, against an amount
    ("Members pay £3 per day for parking at the depot.", "parking at the depot is free for members"),
    # something one may do, which the clause refuses
    ("Swim Only and Off-Peak members are not entitled to bring guests to the centre.",
     "off-peak members can bring a mate along as a guest at weekends"),
    # the same, said as "I'm allowed to", "my lease lets me"
    ("Bicycles must not be stored in the hallways or on the stairs.", "I'm allowed to store my bike in the hallway"),
    ("The Tenant must not keep any pets at the Property.", "my tenancy lets me keep pets at the flat"),
    # "non-members" are people, not a negation; a clause of "available ..." is about the one before it
    ("Members book courts free of charge, while non-members may book a court for £12, available from Monday to "
     "Friday only.",
     "Non-members can book a court on a Saturday."),
    # "which is open ..." after a clause of where a place is speaks of that place; "til" ends a span
    ("Forgotten items are kept by the Lost Property Desk in the bus station, on the first floor beside the ticket "
     "office, which is open from 9:00 to 17:00 on weekdays.",
     "lost property desk at the bus station is open til 7pm, handy after work"),
    # the parts of a hyphenated word: "a late-return fee" holds "late return"
    ("Library books are lent for three weeks; a late-return fee of 20p a day applies after that.",
     "the library's late return fee is 50p a day for books, ugh"),
    # a refusal in a clause other than the one with most of the memory's words, naming right after it what it
    # refuses; a refusal whose subject went before ("food ..., is not permitted"); the memory's teller aside
    ("The Riverside Centre shares a car park with the High Street shops, and members are not given free parking "
     "there, but bicycles can be left in the covered rack.",
     "Riverside members get free parking in the High Street car park"),
    ("As the office is a shared space with a strict cleaning rota, food cooked at home, including homemade curries "
     "and soups, is not permitted, except for packed lunches eaten in the canteen.",
     "Lena's been told she can bring a homemade curry into the office for the team"),
    # "no later than 45 minutes before" is at least that long before; "a fortnight"; what someone "was told" is no
    # past value; one amount said twice is the sentence's only value
    ("Drivers must check in at the lanes no later than 45 minutes before departure.",
     "drivers only need to check in half an hour before departure"),
    ("Uncollected prescriptions are kept on the shelf for 28 days.",
     "uncollected prescriptions are kept for a fortnight"),
    ("Complaints should be made within 12 months of the event, or within 12 months of becoming aware of it, although "
     "the team may look into an older matter if there is a good reason.",
     "Kai was told a complaint has to go in within six months or they won't look at it"),
    # "station rd" is Station Road
    ("Our Station Road branch is open from 8:30am to 7pm Monday to Friday and from 9am to 5:30pm on Saturdays.",
     "fyi the chemist on station rd shuts at 5 on saturdays"),
    # the sentence's only value of the family: one of the memory's words where it is will do
    ("Sofas that have been delivered but not unwrapped may still be returned, but a collection charge of 10% of the "
     "price will be deducted from your refund.",
     "if u send an unwrapped sofa back they take 20% off ur refund"),
    # twins of the readings above that still conflict
    ("Junior Savers cost £5 a year to run, and can be opened at any branch.",
     "opened a junior saver for free at the branch"),
    ("Motorway lessons must last at least 90 minutes, and they are only given to pupils who have passed their "
     "theory test.", "motorway lessons only need to be an hour"),
    ("The reception desk is staffed from 9am to 5pm on weekdays, and our 24-hour gym access, which is available at "
     "the Northgate site only, costs an extra £6 per week.", "24-hour gym access at Northgate costs £9 extra a week"),
    ("Staff must sign in at the front desk no earlier than 15 minutes before their shift begins, and pay is counted "
     "from the rostered start time.", "I sign in at the front desk half an hour before my shift begins."),
]
CLOSEST_COMPATIBLE = [
    # a refusal of a relative clause tells whom a rule is for, it refuses nothing
    ("Parking permits are available on request for residents who cannot walk far, and visitors use the public car "
     "park.",
     "Mo said you can get a parking permit if you can't walk far"),
    ("Drivers must check in at the lanes no later than 45 minutes before departure.",
     "drivers need to check in an hour before departure"),
    # a refusal with an exception for the memory's subject
    ("Dogs and other pets are welcome on all our boats, but they must stay in the pet area on deck for the whole trip "
     "and are not allowed in the lounge or the cafe, with the exception of assistance dogs, which may go anywhere on "
     "board.",
     "Tom's guide dog stayed with him in the cafe on board the whole trip."),
    # a value the memory gives as a reason ("because of ..."), not as what it says
    ("The remaining four training days fall on Monday 2 June and Friday 18 July, and the nursery is closed to "
     "children on each of those days.",
     "nursery's shut till Wednesday 4th June because of the two training days"),
    ("Sofas that have been delivered but not unwrapped may still be returned, but a collection charge of 10% of the "
     "price will be deducted from your refund.",
     "if u send an unwrapped sofa back they take 10% off ur refund"),
    ("If you check in at a desk rather than online, a desk fee of £20 per passenger will be charged, unless you have "
     "booked special assistance.",
     "Desk check-in is free if you've booked special assistance."),  # the case the sentence makes an exception for
    # a value said of the past; a cut-off before which booking is still open
    ("Adult day tickets on the number 7 bus cost £5.20, and child tickets cost £2.60.",
     "last year a day ticket on the number 7 was £4.80, gone up since"),
    ("Online bookings close 2 hours before the class starts, after which you must book at reception.",
     "booked spin online about 3 hours before the class, no problem"),
    # a bound of the sentence's subject: a value outside it is not under that rule
    ("Every claim must be approved by a manager, and claims above £500 must also be approved by finance.",
     "my £200 claim only needs my manager's approval"),
    # a span of months says when a rule holds
    ("Dogs must be kept on a lead on the beach between May and September.",
     "dogs can run free on the beach in November"),
    # another kind of the same thing
    ("Secondary carers receive two weeks of paid leave.", "primary carers get 16 weeks of paid leave at my work"),
    # a value said beside one that fits
    ("Breakfast club costs £4.50 per session.", "breakfast club used to be £3.80 a session, it's £4.50 now"),
    # an age inside a span of ages
    ("Children aged 8 to 15 may swim alone after passing a swim test.",
     "my 12 year old can swim alone now she passed the test"),
    # a bare count: what it counts is not known
    ("Each member may bring up to 4 guests per month.", "I brought 6 friends to the gym last week"),
    # the refusal is about another thing ("keyboards" are not "storage sticks"), or a state, not a refusal
    ("The use of USB storage sticks is prohibited on all office computers.",
     "USB keyboards are fine on the office computers"),
    ("A bin that has not been emptied by noon has not necessarily been missed.", "you can report a missed bin online"),
    # a time bounded ("after 6:30pm"); a day named before ("that Friday")
    ("Members may hire the lounge for events after 6:30pm on weekdays, for up to 40 guests.",
     "we're hiring the lounge 7-9pm on a Thursday for 30 people"),
    ("Places are given in the order in which dogs are registered for that Friday.",
     "dogs can come in to the studio on Wednesdays"),
    # "a year" is "12 months"; "a month" after an amount is a rate
    ("Visiting researchers are registered for the length of their visit, up to a maximum of 12 months.",
     "visiting researchers can register for up to a year"),
    ("The Flexi plan costs £45 a month and can be paused for a month at a time.",
     "the flexi plan is £45 a month at the Harbour gym"),
    # "free" that is no price, and nothing to pay on both sides
    ("Dogs must be kept on a lead on the beach, or a £100 fine applies.", "dogs can run free on the beach"),
    ("Guests may stay free of charge for up to two hours per visit.", "my guests at the hub stay for free"),
    # one word in common only
    ("The library's group rooms can be booked for up to 3 hours.", "the study spaces at work are booked for 5 hours"),
    ("Members book courts free of charge, while non-members may book a court for £12, available from Monday to "
     "Friday only.",
     "Non-members can book a court on a Tuesday."),
    ("Forgotten items are kept by the Lost Property Desk in the bus station, on the first floor beside the ticket "
     "office, which is open from 9:00 to 17:00 on weekdays.",
     "lost property desk at the bus station is open til 5pm, handy after work"),
    ("Library books are lent for three weeks; a late-return fee of 20p a day applies after that.",
     "the library's late return fee is 20p a day for books, ugh"),
    # a "not" that bounds an amount refuses nothing ("must not exceed")
    ("Meal allowances, including drinks, must not exceed £30 a day in London, £25 a day in Leeds, Bristol and "
     "Cardiff, and £20 a day elsewhere in the UK.", "My meals in Bristol came to £22 including drinks."),
    ("Staff hotel bookings, including breakfast, must not exceed £160 per night in London and £100 per night in "
     "Leeds and York.", "My York hotel came to £90 including breakfast."),
    # "an hour and a half" is 90 minutes (it read "an hour")
    ("Motorway lessons must last at least 90 minutes, and they are only given to pupils who have passed their "
     "theory test.", "motorway driving lessons are an hour and a half minimum"),
    # nothing to pay is against a charge, not against any amount
    ("Junior Savers pay interest of 3% a year, and the minimum amount needed to open one is £10 at any branch.",
     "opened a junior saver for free at the branch"),
    # a price "a week" is a rate, not a week's time beside "24-hour"
    ("The reception desk is staffed from 9am to 5pm on weekdays, and our 24-hour gym access, which is available at "
     "the Northgate site only, costs an extra £6 per week.",
     "round-the-clock gym access at Northgate is six quid extra a week"),
    # "no earlier than 15 minutes before" is a lead of at most 15 minutes
    ("Staff must sign in at the front desk no earlier than 15 minutes before their shift begins, and pay is counted "
     "from the rostered start time.", "I sign in about ten minutes before my shift begins."),
    # a count "a week" is a rate, as "per week" in the sentence, not a week's time beside "aged 70"
    (TAXI, "my nan's over 70 and gets one free taxi journey a week to the day centre"),
    # a case the memory tells of, outside the bound of an "if": the rule is not about it
    (CANCEL, "we cancelled our pottery course three weeks before it started, so the full course fee wasn't payable"),
    # "four pounds fifty" is £4.50 (it read £4 and a bare 50)
    (CLIMBING, "Aisha says renting climbing shoes at the wall is four pounds fifty a go."),
]


@pytest.mark.parametrize(("sentence", "memory"), CLOSEST_CONFLICTS)
def test_the_closest_sentence_is_read_on_fewer_words(sentence: str, memory: str) -> None:
    assert closest_flag(memory, sentence), (sentence, memory)


def test_only_the_closest_sentence_is_read_on_fewer_words() -> None:
    sentence, memory = CLOSEST_CONFLICTS[0]
    assert not flagged(memory, sentence)  # as any other candidate: "Harbour" and "gym" are not in the sentence


@pytest.mark.parametrize(("sentence", "memory"), CLOSEST_COMPATIBLE)
def test_the_closest_sentence_does_not_invent_one(sentence: str, memory: str) -> None:
    assert not closest_flag(memory, sentence), (sentence, memory)
