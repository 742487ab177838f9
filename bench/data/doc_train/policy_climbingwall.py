"""Membership terms and safety rules of a fictional UK indoor climbing centre; written blind."""
from __future__ import annotations

POLICY = """\
GRANITE LOFT CLIMBING CENTRE
MEMBERSHIP TERMS AND CENTRE SAFETY RULES

Effective from 6 January 2025

1. About these rules

These rules apply to everyone who uses Granite Loft Climbing Centre, Unit 4, Tannery Road, \
Brackenford, including members, day visitors, course participants and spectators. In these \
rules "the Centre" means the roped climbing walls, bouldering area, training room, cafe and \
changing rooms; "a Member" means a person holding a current monthly or annual membership; "a \
Registered Climber" means anyone who has completed the online registration form and, where \
section 2 requires it, an induction; and "Duty Staff" means the instructors and supervisors on \
duty at any time, who can be identified by their orange tops. Climbing is an activity with a \
danger of personal injury or death, and every climber must accept responsibility for their own \
actions and for following these rules.

2. Registration and induction

Everyone who climbs at the Centre must register online before their first visit and renew their \
registration every 12 months, and registration is free of charge. Climbers aged 18 or over who \
wish to climb without supervision in the bouldering area must first watch the 15-minute \
bouldering safety briefing given at reception, and those who wish to use the roped walls \
without supervision must also pass a belay competency check with Duty Staff. The competency \
check is free for Members and costs £8 for everyone else, and a climber who fails the check may \
retake it after 7 days or book onto the Belay Skills course described in section 9. Climbers \
who have passed a belay check at another climbing wall within the last 6 months may be checked \
on their first visit without paying the fee, but must still demonstrate a correct tie-in with a \
figure-of-eight knot and the safe use of a belay device.

3. Membership types and prices

An adult monthly membership costs £52 per month by direct debit, with a minimum term of 3 \
months, and an adult annual membership costs £520 paid in a single payment, which is equivalent \
to two months free. Concession monthly membership, available to full-time students, people aged \
65 or over and anyone receiving Universal Credit, costs £40 per month, and a junior monthly \
membership for climbers aged 8 to 17 costs £30 per month. Off-peak monthly membership costs £38 \
per month, allows entry only before 4pm on Monday to Friday and at any time after 6pm on \
Sunday, and cannot be combined with a concession. A joining fee of £20 is charged on all \
monthly memberships except junior memberships, and it is waived during any promotional month \
advertised on the Centre's website. Membership includes unlimited entry during the permitted \
times, free use of the training room and a 10% discount in the cafe and on shoe hire, but it \
does not include courses, coaching or chalk.

4. Day entry, concessions and passes

Peak day entry costs £14 for adults and £11 for concessions, and off-peak day entry costs £11 \
for adults and £9 for concessions. Children aged 7 and under climb for £7 at any time when \
accompanied by a paying adult. A ten-visit pass costs £120 for adults and £95 for concessions, \
is valid for 12 months from the date of purchase and may be shared between two named Registered \
Climbers, but it cannot be extended once it has expired. Spectators who do not climb are \
admitted free of charge but may not enter the matted areas, and anyone on the matting must be \
registered.

5. Children and young people

Climbers under 18 must have their registration form completed by a parent or guardian. Children \
aged under 14 must be supervised at all times by a Registered Climber aged 18 or over, who may \
supervise no more than 2 children in the bouldering area or no more than 1 child on the roped \
walls at a time, and who must stay on the matting or at the foot of the wall with them. Young \
people aged 14 to 17 may climb without an adult present if they have passed the Centre's Junior \
Independent Climber assessment, which costs £25 and includes a one-hour session with an \
instructor, and they must carry their assessment card with them. No under-18 may belay an adult \
unless a Duty Staff member or a supervising adult is backing up the rope, and children under 5 \
are not allowed on any climbing wall but may play in the soft play corner next to the cafe. \
Birthday parties are available for children aged 6 to 13 at £18 per child, with a minimum of 8 \
and a maximum of 12 children per party.

6. Bouldering safety

Only one person may climb on any section of the bouldering wall at a time, and climbers must \
not stand or sit on the matting underneath anyone who is climbing. Climbers must down-climb or \
jump down feet first and must never climb above another climber or traverse into someone else's \
line. Top-outs are allowed only on the designated top-out block and are not allowed on the main \
wall under any circumstances. Food, drink, bags and phones must not be taken onto the matting, \
other than a water bottle kept against the back wall, and climbers must wear climbing shoes or \
clean indoor trainers at all times. The bouldering problems are reset on a four-week rotation, \
with one section closed from 9am until 4pm on the first Tuesday of each month for route \
setting.

7. Roped climbing, belaying and auto-belays

On the roped walls, climbers must tie in directly to the harness with a figure-of-eight knot \
finished with a stopper, and clipping the rope into the harness with a karabiner is not \
allowed. Belaying must be done with an assisted-braking device of a type approved by the \
Centre, and where the climber is more than 50% heavier than the belayer a ground anchor must be \
used, which Duty Staff will provide on request. Lead climbing is permitted only on the lead \
walls marked in blue and only by climbers who have passed the separate lead climbing \
assessment, which costs £15 for Members and £22 for everyone else and must be taken again if \
the climber has not led at the Centre for 12 months. The auto-belay lines may be used by anyone \
who has had the auto-belay briefing, including children aged 8 and over, who must be clipped in \
by their supervising adult, and climbers must check that the auto-belay karabiner is clipped to \
their belay loop before every climb. The maximum weight for the auto-belays is 130 kg and the \
minimum is 12 kg.

8. Equipment, hire and personal kit

Climbing shoes may be hired for £4.50 a session and harnesses for £2.50, and a belay device \
with a karabiner costs £2, with a combined kit hire of shoes, harness and belay device \
available for £7. Climbers may use their own harness, shoes, rope and belay device provided \
that they are in good condition, and Duty Staff may refuse any equipment that is more than 10 \
years old or appears to be damaged. Personal ropes must be at least 9.5 mm in diameter and 40 \
metres long, and ropes for lead climbing must be provided by the climber because the Centre \
does not hire them out. Only chalk balls or liquid chalk may be used, because loose chalk is \
banned on health grounds, and chalk can be bought at reception at £3.50 for a chalk ball and £9 \
for a 250 ml bottle of liquid chalk.

9. Opening hours, courses and bookings

The Centre is open from 10am to 10pm on Monday to Friday and from 9am to 8pm on Saturday, \
Sunday and bank holidays, and is closed on 25 and 26 December and 1 January. Last entry is one \
hour before closing, and all climbing must stop 15 minutes before closing. Peak times, for the \
purpose of day entry prices, are weekdays from 4pm and all day at weekends and on bank \
holidays, and all other times are off-peak. The Learn to Climb course runs over 4 weekly \
sessions of 2 hours and costs £85 per person, including kit hire and 1 month's free membership \
after the course is completed. The Belay Skills course is a single 90-minute session costing \
£30, and private coaching is available at £45 per hour for one person or £60 per hour for two \
people. Course places must be paid for when they are booked, and a course place cancelled with \
at least 72 hours' notice will be refunded in full, with no refund for later cancellations \
unless the place can be filled from the waiting list.

10. Freezing, cancelling and refunds

Monthly Members may freeze their membership for a minimum of 1 month and a maximum of 3 months \
in any 12-month period for a fee of £5 per month of freeze, except that a freeze supported by a \
doctor's note for an injury or illness is free of charge. A monthly membership may be cancelled \
after the minimum term by giving 30 days' notice by email or at reception, and direct debits \
will stop after the final payment covering the notice period. Annual memberships are not \
refundable, except where the Member moves more than 30 miles from the Centre or is unable to \
climb for the rest of the year for medical reasons, in which case a refund will be given for \
each complete month remaining, less an administration fee of £25. An annual membership may be \
transferred to another person once during the year for a fee of £15.

11. Conduct, facilities and lockers

The Centre has a zero-tolerance policy towards abusive or threatening behaviour, and anyone who \
ignores a safety instruction from Duty Staff may be asked to leave without a refund and may \
have their membership suspended for up to 6 months. Alcohol may be bought only in the cafe, and \
nobody who has been drinking alcohol may climb. Lockers in the changing rooms are free to use \
but need a £1 coin, which is returned when the locker is opened, and any items left in a locker \
overnight will be removed and kept at reception for 28 days before being given to charity. Dogs \
are not allowed in the Centre, other than assistance dogs, and photography or filming for \
commercial purposes requires the written permission of the Centre Manager.

12. Accidents, first aid and complaints

All accidents and near-misses, however minor, must be reported to Duty Staff straight away, and \
at least one qualified first aider is on duty whenever the Centre is open. The Centre has a \
defibrillator at reception. Complaints should be made to the Centre Manager by email and will \
be acknowledged within 3 working days and answered in full within 14 days. Where a Member is \
not satisfied with the response, they may ask for a review by the directors of Granite Loft \
Climbing Ltd, whose decision will be sent within 28 days.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("registration at granite loft costs a fiver and u renew it every yr",
     "every 12 months, and registration is free of charge"),
    ("The belay check costs £10 if you're not a member.",
     "The competency check is free for Members and costs £8 for everyone else"),
    ("My flatmate says the monthly climbing membership has a six-month minimum term.",
     "costs £52 per month by direct debit, with a minimum term of 3 months"),
    ("off peak membership lets u in up to 5pm on weekdays",
     "allows entry only before 4pm on Monday to Friday"),
    ("Peak day entry for adults at the climbing centre is £16.",
     "Peak day entry costs £14 for adults"),
    ("Kim and her boyfriend share a ten-visit pass, which only lasts six months.",
     "is valid for 12 months from the date of purchase"),
    ("One adult can supervise three under-14s in the bouldering area.",
     "who may supervise no more than 2 children in the bouldering area"),
    ("my 4 yr old had a go on the bouldering wall at granite loft, loved it",
     "children under 5 are not allowed on any climbing wall"),
    ("Tom topped out on the main bouldering wall and staff were fine with it.",
     "are not allowed on the main wall under any circumstances"),
    ("ngl i just clip the rope to my harness with a screwgate, way faster than tying in",
     "clipping the rope into the harness with a karabiner is not allowed"),
    ("Aisha says rental shoes at the wall are £6 a go.",
     "Climbing shoes may be hired for £4.50 a session"),
    ("The centre hires out ropes for lead climbing.",
     "because the Centre does not hire them out"),
    ("Granite Loft opens at 8am on Saturdays.",
     "from 9am to 8pm on Saturday, Sunday and bank holidays"),
    ("my cousin did Learn to Climb there, it's six weekly sessions of 2 hrs",
     "runs over 4 weekly sessions of 2 hours"),
    ("freezing ur membership is free, no reason needed lol",
     "for a fee of £5 per month of freeze"),
    ("Rachel says the £1 coin for the lockers doesn't come back.",
     "which is returned when the locker is opened"),
    # near-misses
    ("Annual membership is £520, basically ten months' price for the whole year.", None),
    ("My mum's 67 so she pays the £40 concession monthly rate.", None),
    ("no joining fee on my son's junior membership, nice", None),
    ("Climbed at 7pm on a Sunday on my off-peak membership.", None),
    ("Zoe's six-year-old climbs for £7 when Zoe pays for herself.", None),
    ("my gf just watches from the bench, spectating doesn't cost anything", None),
    ("Sam's 15 and climbs there without an adult since passing the junior independent assessment.", None),
    ("Didn't pay for the belay check because I'd passed one at another wall two months ago.", None),
    ("left my water bottle against the back wall of the bouldering mats", None),
    ("Leo uses his own 10mm, 60 metre rope at the wall.", None),
    ("My 9-year-old uses the auto-belays when I clip her in.", None),
    ("combined hire of shoes, harness and belay device is seven quid", None),
    ("Last entry on a Saturday is 7pm.", None),
    ("My brother and I pay £60 an hour for private coaching together.", None),
    ("froze my membership for 2 months with a doctor's note after my wrist injury, didn't pay a thing", None),
    ("Nadia moved 40 miles away and got part of her annual membership refunded.", None),
]
