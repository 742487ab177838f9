"""Terms and conditions of entry for a UK half-marathon; written blind."""
from __future__ import annotations

POLICY = """\
HARROWMERE RUNNING EVENTS LIMITED
HARROWMERE HALF MARATHON 2025: TERMS AND CONDITIONS OF ENTRY

Effective from 1 February 2025 for the race to be held on Sunday 12 October 2025

1. Definitions and acceptance

In these terms, "the Organiser" means Harrowmere Running Events Limited, "the Event" means the Harrowmere Half Marathon to be held \
on Sunday 12 October 2025 over a distance of 13.1 miles (21.1 kilometres) starting and finishing in Quarry Fields, Harrowmere, and \
"the Participant" means any person whose entry has been accepted and confirmed in writing by the Organiser. By completing the online \
entry form the Participant agrees to be bound by these terms, by the rules of UK Athletics as they apply to road races, and by any \
reasonable instruction given on the day by a marshal, steward, police officer or member of the medical team.

An entry is not accepted until the Participant has received a confirmation email bearing an entry reference beginning with the \
letters HHM, and the Organiser reserves the right to refuse any entry without giving a reason, in which case the entry fee will be \
returned in full within 14 days. The Event is limited to 6,500 Participants, and once that limit has been reached further \
applicants may join a waiting list, which will be closed at midnight on 31 August 2025.

2. Eligibility

Participants must be aged 17 or over on the day of the Event, and no entry will be accepted from any person who will be 16 or \
younger on 12 October 2025, whatever the consent given by a parent or guardian. Participants aged 17 must submit a parental \
consent form signed by a parent or guardian, which must reach the Organiser no later than 30 days before the Event, failing which \
the entry will be withdrawn and the entry fee refunded less an administration charge of £5.

Wheelchair racers are welcome provided that they use a racing chair rather than a day chair, register in the wheelchair category at \
the time of entry, and are able to complete the course within 2 hours 30 minutes; wheelchair racers start at 8.50am, ten minutes \
ahead of the main field. Hand-cyclists, runners pushing buggies or prams, and participants on roller skates or scooters are not \
permitted on the course at any time, except that an accompanied visually impaired runner may be joined by up to two registered guide \
runners, neither of whom is required to pay an entry fee.

3. Entry fees and payment

The standard entry fee is £42 for affiliated club runners holding a current England Athletics licence and £44 for unaffiliated \
runners, the difference of £2 representing the levy that the Organiser pays to England Athletics on behalf of each unaffiliated \
entrant. Entries made on or before 31 March 2025 qualify for an early-bird fee of £36 (affiliated) or £38 (unaffiliated), and \
members of the Harrowmere Harriers who enter before that date receive a further discount of 10% on the early-bird fee.

Charity places are allocated by the partner charities listed on the Event website and not by the Organiser, and a Participant taking \
a charity place pays a reduced registration fee of £20 and must meet the minimum fundraising pledge agreed with that charity, which \
is normally £350. All fees must be paid in full by debit or credit card through the online entry system at the time of entry; the \
Organiser does not accept payment by cash, cheque or bank transfer, and no entries will be taken on the day of the Event.

An optional event T-shirt may be ordered at the time of entry for an additional £12, and T-shirts cannot be ordered after \
1 September 2025. A finisher's medal, a bottle of water and a goody bag are included in the entry fee and are given to every \
Participant who crosses the finish line within the time limit set out in section 6.

4. Transfers, deferrals and refunds

Entry fees are non-refundable except where these terms expressly provide otherwise, including where a Participant is injured, falls \
ill or is unable to attend for any other personal reason. A Participant who can no longer take part may transfer the entry to \
another person through the online account on payment of a transfer fee of £8, provided that the transfer is completed by 11.59pm \
on Sunday 14 September 2025, after which no transfers will be permitted for any reason.

A Participant may instead defer the entry to the following year's Event once only, for a deferral fee of £10, provided that the \
request is made by 14 September 2025; a deferred place cannot then be transferred to another person or deferred a second time. \
Running under another person's race number, or allowing another person to run under yours, is strictly prohibited and will result \
in both people being disqualified and barred from entering the Organiser's events for a period of two years.

5. Race numbers and timing chips

Race numbers with an integrated disposable timing chip will be posted to Participants at the address given on the entry form during \
the week beginning 22 September 2025, and Participants who have not received their number by Friday 3 October 2025 should contact \
the Organiser by email. Participants living outside the United Kingdom will not have their numbers posted and must instead collect \
them from the Event Village in Quarry Fields on Saturday 11 October between 12 noon and 6pm, on production of photographic \
identification.

A replacement number may be issued at the Event Village on the day before the Event or between 7am and 8.15am on race day for a \
charge of £5, which must be paid by card. The race number must be worn on the front of the body, fully visible and unaltered, \
throughout the Event; it must not be folded, cut or worn on the back or on a leg, as the timing chip will not record a time unless \
it is attached to the front. Finishing times will be published on the Event website within 48 hours of the Event, and a Participant \
who believes their time is wrong must raise a query within 7 days of publication.

6. Race day, start times and time limit

The Event Village will open at 7am on race day and the main start will take place at 9am prompt, with Participants released in five \
waves at intervals of approximately four minutes according to the predicted finishing time given on entry. Participants must be in \
their allocated start pen by 8.45am, and any Participant who arrives after their wave has started may start at the back of the \
final wave, in which case their chip time rather than gun time will be used for results purposes.

The course will close three hours and fifteen minutes after the last wave has started, and Participants who have not reached the \
cut-off point at the 10-mile marker on Shelton Road by 11.30am will be asked to leave the course and board the sweeper bus. \
Participants who choose to continue beyond a cut-off point do so as private pedestrians, must use the pavement and obey the Highway \
Code, and will not receive a finishing time or a medal.

7. Conduct on the course

Headphones and earphones are permitted provided that they are bone-conduction or open-ear models and that the volume is kept low \
enough for the Participant to hear instructions from marshals, but in-ear and over-ear headphones that block outside sound are \
banned. Dogs, including dogs on a short lead, are not permitted on the course, with the sole exception of registered assistance dogs \
accompanying a Participant who has notified the Organiser in advance at least 21 days before the Event.

Official pacers will run at target times from 1 hour 30 minutes to 2 hours 45 minutes in fifteen-minute steps and will wear bright \
orange flags; no other person may act as a pacer or run alongside a Participant on a bicycle. Participants must not accept any \
food, drink or other assistance from spectators except at the official water stations, which are located at miles 3, 6, 9 and 12, \
and an energy gel station at mile 8. Participants who discard litter anywhere other than in the marked litter zones within \
200 metres of each water station may be disqualified.

8. Medical and safety

Each Participant must complete the medical information on the reverse of the race number in full before the start, including the \
details of an emergency contact who will not be running in the Event. Participants are strongly advised not to run if they have had \
a fever, a heavy cold or a stomach upset in the 48 hours before the Event, and must stop immediately and seek help from a first aid \
post if they feel unwell at any point on the course.

First aid posts are located at every water station and at the finish, and a doctor will be present at the finish area from 8.30am \
until 1pm. The decision of any member of the medical team that a Participant should withdraw from the Event is final, and a \
Participant who refuses to stop when so instructed will be disqualified and may be barred from future events.

9. Baggage, facilities and travel

A baggage tent in Quarry Fields will accept one bag per Participant, no larger than 60 litres and carrying the baggage label \
supplied with the race number, from 7am until 8.40am, and bags must be collected by 1.30pm, after which any uncollected items will \
be taken to Harrowmere Leisure Centre and held for 28 days. Valuables, including phones, keys and wallets, are left at the \
Participant's own risk, and the Organiser accepts no liability for any loss of or damage to bags or their contents, up to a maximum \
payment of £50 in any case where liability is established.

Parking is not available at Quarry Fields on race day, and Participants are asked to use the park and ride from Ashcombe Retail \
Park, which runs every ten minutes from 6.30am until 2.30pm and costs £4 per adult return; Participants showing their race number \
travel free of charge. Toilets are provided in the Event Village and at the 4-mile and 10-mile markers.

10. Cancellation and changes to the Event

The Organiser may alter the course, the start time or the date of the Event, or cancel the Event altogether, where this is required \
by the police, the local authority or the Organiser's safety advisory group, or because of severe weather or any other circumstances \
beyond its reasonable control. If the Event is cancelled more than 14 days before race day the Organiser will refund 75% of the \
entry fee, less any transfer or deferral fee already paid, within 30 days of the cancellation; if it is cancelled within the final \
14 days, or on the day itself, Participants will instead be offered a free place in the following year's Event and no refund will \
be paid.

If the Event is postponed to a new date within six months of the original date, entries will automatically carry over to the new \
date, and a Participant who cannot attend on the new date may request a refund of 50% of the entry fee by writing to the Organiser \
within 10 days of the announcement of the new date.

11. Photography, personal data and liability

Official photographers will be present on the course and at the finish, and Participants agree that photographs and video of them \
taken during the Event may be used by the Organiser and its sponsors in publicity materials for up to five years without payment. \
Participants' personal data will be processed in accordance with the Organiser's privacy notice and will be shared with the timing \
company and, where the Participant has opted in, with the partner charities; results showing name, age category and finishing time \
will be published unless the Participant asks to be listed anonymously by 30 September 2025.

Nothing in these terms excludes or limits the Organiser's liability for death or personal injury caused by its negligence, but \
otherwise the Organiser's total liability to any Participant shall not exceed the amount of the entry fee paid. Any complaint about \
the Event must be made in writing to the Event Director at Harrowmere Running Events Limited, 14 Tanner's Yard, Harrowmere HR3 7PL, \
within 28 days of the Event.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("The Harrowmere half is capped at 8,000 runners this year.",
     "The Event is limited to 6,500 Participants"),
    ("my nephew's 16 but he can still do the harrowmere half if i sign a consent form",
     "no entry will be accepted from any person who will be 16 or"),
    ("Zara says the parental consent form for 17 year olds only needs to be in a week before race day.",
     "must reach the Organiser no later than 30 days before the Event"),
    ("ngl the non-club entry for harrowmere is 48 quid, bit steep",
     "£44 for unaffiliated runners, the difference of £2 representing"),
    ("Harriers members get 20% knocked off the early-bird price.",
     "receive a further discount of 10% on the early-bird fee"),
    ("paid my harrowmere entry by bank transfer, no probs",
     "Organiser does not accept payment by cash, cheque or bank transfer"),
    ("Tom's mate said it costs £15 to transfer your half marathon place to someone else.",
     "on payment of a transfer fee of £8"),
    ("You can defer your Harrowmere place two years running if you pay the fee each time.",
     "a deferred place cannot then be transferred to another person or deferred a second time"),
    ("my cousin lives abroad and they're posting her race number out to her, sorted",
     "will not have their numbers posted and must instead collect"),
    ("Priya says you can pin your race number on your back or your shorts, the chip reads either way.",
     "it must not be folded, cut or worn on the back or on a leg"),
    ("main start for harrowmere is half nine tbh, no rush",
     "the main start will take place at 9am prompt"),
    ("Dan reckons the 10 mile cut-off on Shelton Road isn't till midday.",
     "at the 10-mile marker on Shelton Road by 11.30am"),
    ("in-ear headphones are fine at harrowmere as long as u keep the volume down",
     "but in-ear and over-ear headphones that block outside sound are"),
    ("Bags at the baggage tent have to be picked up by noon or they go to the leisure centre.",
     "and bags must be collected by 1.30pm"),
    ("Runners pay the same £4 return on the Ashcombe park and ride as everyone else.",
     "Participants showing their race number travel free of charge"),
    ("my sister said if they cancel the race more than 2 wks before, u get ur full fee back",
     "the Organiser will refund 75% of the"),
    # near-misses
    ("The Harrowmere half is just over 21 km, so a proper 13.1 miles.", None),
    ("my daughter turns 17 in september so she can enter harrowmere with my signed consent", None),
    ("Club runners who got in before the end of March paid £36 for Harrowmere.", None),
    ("Hannah's charity place cost her £20 to register and she has to raise £350 for the hospice.", None),
    ("Raj is guiding his blind mate round the half and doesn't have to pay an entry fee.", None),
    ("transferred my harrowmere place to my cousin on 10 sept, cost me 8 quid", None),
    ("The medal and goody bag come with your entry, but the T-shirt costs extra.", None),
    ("lost my race number lol, paid a fiver for a new one at the event village on saturday", None),
    ("Harrowmere results go online within two days of the race.", None),
    ("gotta be in my start pen by quarter to nine, ugh early", None),
    ("Bone-conduction headphones are allowed at Harrowmere if you keep them quiet.", None),
    ("Kate told the organisers a month ahead that she's running with her assistance dog.", None),
    ("there's a gel station at mile 8 apparently, thank god", None),
    ("my 40 litre rucksack is fine for the harrowmere bag drop", None),
    ("Mum's getting the park and ride from Ashcombe to watch me, it's £4 return for her.", None),
    ("Leo says if they postpone the race you can ask for half your fee back within 10 days.", None),
]
