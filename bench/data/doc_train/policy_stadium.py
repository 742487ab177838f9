"""Ground regulations and season ticket terms for a fictional UK football club; written blind."""
from __future__ import annotations

POLICY = """\
CALDERBROOK ROVERS FOOTBALL CLUB
GROUND REGULATIONS AND SEASON TICKET TERMS 2025/26

Effective from 1 June 2025

1. Introduction and definitions

These regulations apply to every person who enters Millstream Park, the home ground of Calderbrook \
Rovers Football Club ("the Club") on Ferry Road, Kettlesby, on any matchday or event day, and entry \
to the ground is conditional on acceptance of these regulations in full. In these regulations, a \
"Season Ticket" means a ticket giving admission to a specified seat for every home league match of \
the 2025/26 season, and a "Supporter" means any person holding a ticket, pass or other authority to \
enter the ground.

The Club reserves the right to refuse entry to, or to eject from the ground, any person who fails to \
comply with these regulations, and a Supporter who is ejected will not be entitled to a refund of \
any part of the ticket price. These regulations should be read together with the Club's Customer \
Charter and the Safety Certificate issued by Kettlesby Borough Council, and in the event of any \
conflict the Safety Certificate will take precedence.

2. Season ticket prices

An adult Season Ticket in the Riverside Stand costs £425 if purchased before the early bird deadline \
of 5pm on Friday 30 May 2025 and £475 thereafter, while an adult Season Ticket in the Ferry Road End \
costs £345 before that deadline and £390 thereafter. Season Tickets in the Main Stand Upper Tier are \
priced at £510 for adults, and no early bird discount is available for that area.

A Season Ticket covers all 23 home league matches but does not include home cup matches, pre-season \
friendlies or play-off matches, for which Season Ticket Holders will be given a priority booking \
window of at least 48 hours before tickets go on general sale. Season Ticket Holders who buy tickets \
for every home cup match in a season will receive a £25 credit towards their Season Ticket for the \
following season.

3. Concessions and eligibility

Concession prices are available to Supporters aged 66 or over on 1 August 2025, to young adults aged \
18 to 21 and to full-time students in higher education, who pay 60% of the adult price for the \
relevant stand. Juniors aged 11 to 17 pay £120 in any stand other than the Main Stand Upper Tier, \
and juniors aged 10 or under pay £65 provided that they sit in the Family Stand, as described in \
section 8.

Proof of eligibility, such as a passport, driving licence or student card valid for the whole \
season, must be provided at the time of purchase, and a Supporter who uses a concession ticket for \
which they are not eligible may have that ticket cancelled and be required to pay the difference \
between the concession price and the full adult price. Disabled Supporters pay the price applicable \
to their age group and are entitled to one free ticket for a personal assistant, provided that they \
are in receipt of a qualifying benefit or can show other evidence of need acceptable to the Club's \
Disability Access Officer.

4. Payment and renewals

Season Tickets may be paid for in full online, by telephone or at the Ticket Office, or through the \
Club's instalment scheme, under which the price is spread over 8 monthly payments with no interest \
charged, provided that the first payment is made by 31 July 2025. Supporters using the instalment \
scheme must keep up their payments, and if two consecutive payments are missed the Season Ticket \
will be deactivated until the account is brought up to date.

Existing Season Ticket Holders have the right to renew their current seat until the renewal deadline \
of 12 noon on Monday 16 June 2025, after which any unrenewed seats will be released for general \
sale. Season Ticket Holders wishing to move seats may apply to do so during the relocation window \
from 17 June to 27 June 2025, and requests will be dealt with in order of the number of consecutive \
seasons held.

5. Use, sharing and transfer of season tickets

A Season Ticket is issued to a named person and may be lent to a friend or family member for an \
individual match only if the person using it is in the same age category as the named holder or a \
younger one, so that an adult ticket may be used by a junior but a junior ticket may never be used \
by an adult. Season Tickets must not be sold on for profit, advertised on any website or social \
media platform, or used by any person who is subject to a banning order or a Club ban.

Season Ticket Holders who cannot attend a match may list their seat on the Club's official Ticket \
Exchange no later than 48 hours before kick-off, and if the seat is resold the holder will receive a \
credit of 50% of the match ticket price, payable into their Club account at the end of the season. \
Credits are capped at £150 per Season Ticket in any season and cannot be exchanged for cash.

A lost or damaged Season Ticket card can be cancelled and replaced at the Ticket Office for a fee of \
£10, and a temporary paper ticket will be issued free of charge for any match taking place within 5 \
days of the report, provided that the holder shows photographic identification.

6. Entry to the ground

Turnstiles open 90 minutes before kick-off for all league and cup matches, except for matches \
designated as high-risk by the Safety Officer, when they may open up to 2 hours before kick-off. \
Supporters must enter through the turnstile shown on their ticket and must occupy only the seat \
shown on that ticket, unless directed otherwise by a steward.

All Supporters may be searched on entry, and the following items must not be brought into the \
ground: alcohol, glass bottles, cans, flares, smoke bombs, laser pens, umbrellas other than small \
folding umbrellas, and bags larger than A4 size (approximately 30cm by 21cm). A free bag store for \
bags above that size is located outside the Riverside Stand and is open from 2 hours before kick-off \
until 1 hour after the final whistle, but the Club accepts no responsibility for items left there. \
Plastic bottles of soft drinks up to 500ml are permitted provided that the lid is removed before the \
bottle is taken into the seating areas.

Away supporters will be accommodated in the South Stand only, with a maximum allocation of 2,400 \
seats for league matches, and home Supporters found in the away section, or away supporters found in \
any home area, may be moved or ejected at the discretion of the Safety Officer.

7. Conduct inside the ground

Supporters must not use foul, abusive, racist, homophobic or discriminatory language or gestures, \
throw any object, or enter the pitch or any area not open to the public at any time. Persistent \
standing is not permitted in any area of the ground other than the designated safe standing section \
in rows A to L of the Ferry Road End, where rail seating has been installed.

Smoking, including the use of electronic cigarettes, is forbidden anywhere inside the ground, and \
Supporters who leave the ground at half-time will not be readmitted. Alcohol may be bought and \
consumed on the concourses, but no alcohol may be taken into view of the pitch, and bars on the \
concourses will close 15 minutes before kick-off and reopen at half-time for 15 minutes only.

Supporters may take photographs and short videos for their own personal use, but any recording, \
transmission or broadcasting of match footage or audio for commercial purposes, or posting more than \
30 seconds of continuous match footage online, is prohibited.

8. Family Stand and children

The Family Stand is located in the north-east corner of the Main Stand Lower Tier and every booking \
in it must include at least one adult aged 18 or over together with at least one junior aged 17 or \
under. Children aged 10 or under must be accompanied by an adult aged 18 or over at all times while \
in the ground, in whichever stand they are seated, and no adult may accompany more than 4 such \
children.

Children under 2 years of age may be admitted free of charge to the Family Stand provided that they \
sit on the lap of an accompanying adult, but a paid ticket is required for any child under 2 in any \
other area of the ground. The Family Stand kiosk does not sell alcohol, and a quiet room with \
capacity for 6 families is available on matchdays for Supporters with sensory needs, subject to \
booking with the Supporter Liaison Officer by 12 noon on the day before the match.

Members of the Rovers Cubs junior club, which costs £15 a season for children aged 15 or under, \
receive a birthday card, an entry into the matchday mascot ballot and a voucher for a free soft \
drink at each home league match they attend.

9. Postponed and abandoned matches

If a match is postponed before kick-off, the Season Ticket will remain valid for the rearranged \
fixture, and no refund will be payable. If a match is abandoned after kick-off but before half-time, \
Supporters will be admitted to the rearranged fixture free of charge on production of their original \
ticket, but if it is abandoned after half-time no free admission or refund will be given.

Season Ticket Holders who are unable to attend a rearranged midweek fixture, being a match played on \
a Monday to Thursday evening, may claim a credit of one twenty-third of the price paid for their \
Season Ticket, provided that the claim is made within 14 days of the rearranged match.

10. Refunds and cancellations

Season Tickets are not refundable except in the case of death, serious illness or relocation of more \
than 100 miles from Kettlesby, in which case the Club will refund the value of the remaining matches \
less an administration fee of £20. Applications for a refund must be made in writing to the Ticket \
Office and supported by appropriate evidence, and no refund will be given for any match which took \
place before the application was received.

11. Sanctions

Any Supporter who breaches these regulations may be ejected from the ground, have their Season \
Ticket suspended or cancelled without refund, and be banned from attending matches for a period of \
up to 3 years, and the Club may share information about the breach with Kettlesby Police and with \
other football clubs. A Supporter who receives a Club ban may appeal within 21 days of the date of \
the ban letter to the Club's independent Sanctions Panel, whose decision will be final.

12. Contact

Queries about these regulations or Season Tickets should be sent to the Ticket Office, Millstream \
Park, Ferry Road, Kettlesby, KB2 9LP, which is open from 9am to 5pm Monday to Friday and from 10am \
until kick-off on home matchdays.

Complaints should be made within 28 days of the matchday concerned, and the Club will acknowledge \
every complaint within 3 working days and aim to provide a full written response within 15 working \
days, after which a Supporter who remains dissatisfied may refer the matter to the league's \
independent complaints adjudicator.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ('A Riverside Stand adult season ticket is £395 if you buy before the early bird deadline.', 'costs £425 if purchased before the early bird deadline'),
    ('early bird closes midnight fri 30th may so no rush lol', 'the early bird deadline of 5pm on Friday 30 May 2025'),
    ('My Rovers season ticket gets me into the home cup games as well.', 'but does not include home cup matches, pre-season friendlies or play-off matches'),
    ('My grandad says Rovers concessions start at 65.', 'Concession prices are available to Supporters aged 66 or over'),
    ('students get half price season tix at rovers, sick', 'who pay 60% of the adult price for the relevant stand'),
    ('The Rovers season ticket can be spread over 10 monthly payments.', 'the price is spread over 8 monthly payments with no interest charged'),
    ("Priya's dad has until the end of June to renew his usual seat.", 'until the renewal deadline of 12 noon on Monday 16 June 2025'),
    ("Marcus used his lad's junior season ticket for the derby and nobody batted an eye.", 'but a junior ticket may never be used by an adult'),
    ('if ur seat resells on the exchange u get 75% of the match price back', 'the holder will receive a credit of 50% of the match ticket price'),
    ('Gates at Millstream Park open an hour before kick-off.', 'Turnstiles open 90 minutes before kick-off for all league and cup matches'),
    ('brought my massive golf brolly in on sat, stewards were fine with it', 'umbrellas other than small folding umbrellas, and bags larger than A4'),
    ('You can nip out at half-time for a smoke and come back in.', 'Supporters who leave the ground at half-time will not be readmitted'),
    ("Jen says under-2s go free anywhere in the ground as long as they're on your lap.", 'a paid ticket is required for any child under 2 in any other area'),
    ('if a game gets abandoned in the 2nd half u get in free to the replay', 'if it is abandoned after half-time no free admission or refund'),
    ('Rovers refund the remaining games minus a £50 admin fee.', 'less an administration fee of £20'),
    ("Olly's solicitor told him he has 28 days to appeal his club ban.", 'may appeal within 21 days of the date of the ban letter'),
    # near-misses
    ("The Main Stand Upper season ticket is £510 and there's no early bird price for it.", None),
    ('ferry road end early bird was 345 quid, done', None),
    ("Season ticket holders get at least two days' head start on cup tickets.", None),
    ("my 14 yr old's junior season ticket was £120 in the ferry road end", None),
    ("Nadia's 8-year-old pays £65 because he sits with her in the Family Stand.", None),
    ("Sue's carer gets in free as her personal assistant since she gets a disability benefit.", None),
    ("Paying the season ticket monthly doesn't cost any extra in interest.", None),
    ("lent my adult season ticket to my 15 yr old nephew for sat's league game", None),
    ('Ticket exchange credits go into your club account at the end of the season, not as cash.', None),
    ('Turnstiles opened two hours early for the derby because it was classed high-risk.', None),
    ("Ravi's little folding umbrella was allowed in no bother.", None),
    ('tom says u can stand in the front rows of the ferry road end safe standing bit', None),
    ("Dan's 1-year-old sat on his lap in the Family Stand and didn't need a ticket.", None),
    ('game got called off before kick off so my season ticket just covers the rearranged one', None),
    ('If you miss a rearranged Tuesday night game you can claim back a 23rd of your season ticket.', None),
    ('bans from rovers can be as long as 3 years apparently', None),
]
