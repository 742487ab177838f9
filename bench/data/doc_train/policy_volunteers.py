"""Volunteer handbook and volunteering policy of a community charity; written blind."""
from __future__ import annotations

POLICY = """\
BRACKENMOOR COMMUNITY TRUST
VOLUNTEER HANDBOOK AND VOLUNTEERING POLICY

Effective from 1 March 2025 (Version 4.2). Registered charity number 1187342. Approved by the Board \
of Trustees on 12 February 2025 and due for review by 28 February 2027.

1. Welcome and definitions

Brackenmoor Community Trust (the "Trust") runs the Brackenmoor Food Bank, three charity shops in \
Holtby, Stainfield and Over Caldwell, a befriending service and the Riverside Community Garden, and \
relies on more than 240 volunteers to do so. In this handbook, "Volunteer" means anyone who gives \
their time to the Trust without being paid, other than reimbursement of expenses under section 6, \
"Volunteer Coordinator" means the member of staff responsible for the role you have agreed to, and \
"Regulated Role" means any role involving regular unsupervised contact with children or adults at \
risk, such as home visiting or the youth gardening club. Volunteering with the Trust is not \
employment, and nothing in this handbook is intended to create a contract, but we commit to treating \
every Volunteer fairly and in accordance with this handbook.

2. Who can volunteer

The minimum age for volunteering with the Trust is 16, except that young people aged 14 and 15 may \
volunteer in the charity shops and the Community Garden provided that a parent or guardian has \
signed the consent form and they work alongside a named adult Volunteer at all times. Volunteers \
under 18 may not handle cash, operate the tail lift on the food bank van, use powered garden \
machinery or take part in home visits, and may volunteer for no more than 4 hours on any one day. \
Home visiting and telephone befriending are open only to Volunteers aged 18 or over, and drivers of \
the Trust's vehicles must be aged 21 or over and have held a full UK driving licence for at least 2 \
years with no more than 6 penalty points.

There is no upper age limit for volunteering, but Volunteers aged 75 or over who drive for the Trust \
must provide a letter from their GP confirming their fitness to drive every 12 months. People who \
receive Universal Credit or other benefits may volunteer, but should tell their Jobcentre work coach \
about their volunteering, and the Trust will provide a letter confirming their hours on request.

3. Recruitment, references and DBS checks

Every new Volunteer must complete an application form and have an informal interview with the \
Volunteer Coordinator, and must provide two referees who have known them for at least 2 years and \
who are not family members. Volunteers may start in roles that are not Regulated Roles once one \
reference has been received, but must not start a Regulated Role until both references and a \
satisfactory DBS check have been received.

Volunteers in Regulated Roles must have an enhanced DBS check, which the Trust arranges and pays for \
in full, and no Volunteer will ever be asked to contribute to its cost. DBS checks are renewed every \
3 years, unless the Volunteer has joined the DBS Update Service, in which case the Trust will carry \
out an online status check every 12 months instead. Volunteers in the charity shops, the food bank \
warehouse and the Community Garden do not need a DBS check unless they also supervise Volunteers \
under 18.

A criminal record will not automatically prevent someone from volunteering, and any disclosure will \
be discussed in confidence with the Chief Executive, who will make a decision within 10 working days \
based on the nature of the offence, how long ago it happened and its relevance to the role.

4. Induction and training

All new Volunteers must attend a 3-hour induction session, held on the first Tuesday evening and the \
third Saturday morning of each month at the Trust's office at 18 Mill Wynd, Brackenmoor, before \
their first shift. Mandatory training in safeguarding, food hygiene, manual handling and data \
protection must be completed within 6 weeks of starting, and safeguarding training must be refreshed \
every 2 years.

Food bank Volunteers who prepare or hand out food must hold a Level 2 Food Hygiene certificate, \
which the Trust will provide online free of charge, and befriending Volunteers must also complete \
the 2-day befriending course before making their first call or visit. Training is recorded on the \
volunteer database, and a Volunteer who has not completed mandatory training within the required \
period may be asked to pause volunteering until they have done so.

5. Shifts, rotas and attendance

Shifts are normally 3 hours long, and the food bank is open from 10.00am to 1.00pm on Mondays, \
Wednesdays and Fridays and from 5.00pm to 7.30pm on Thursdays, while the charity shops run morning \
shifts from 9.30am and afternoon shifts until 4.30pm from Monday to Saturday. Volunteers book shifts \
through the Better Impact app at least 7 days in advance, and the rota for each month is published \
by the 20th of the previous month.

We ask Volunteers to commit to at least one shift a fortnight for a minimum of 3 months, except for \
Community Garden and event Volunteers, who may volunteer as and when they are able. If you cannot \
attend a shift, you must let the shift leader know at least 24 hours before it starts, or by 8.00am \
on the day in case of illness or emergency, by calling or texting the volunteer line on 07700 900362 \
rather than by email. No Volunteer may work more than 2 shifts, or 7 hours in total, on any one day, \
and every Volunteer working more than 4 hours must take a break of at least 20 minutes.

6. Expenses

The Trust reimburses reasonable out-of-pocket expenses so that nobody is prevented from volunteering \
by cost, but expenses will be paid only for actual costs and never as a flat rate or allowance. \
Travel by bus or train between home and your place of volunteering is reimbursed at the cost of a \
standard-class ticket, and mileage in your own car is paid at 45p per mile, plus 5p per mile for \
each passenger who is also a Volunteer, or 24p per mile for a motorcycle. Volunteers working a shift \
of 4 hours or more may claim up to £6.00 for lunch, and parking costs are reimbursed in full up to \
£8.00 per day.

Expense claims must be submitted on the Trust's claim form with receipts, other than for mileage, \
within 2 months of the date the cost was incurred, and claims are paid by bank transfer on the last \
Friday of each month. Late claims will not normally be paid unless the Volunteer Coordinator agrees \
there was good reason for the delay. Volunteers who use their own car must have insurance that \
covers volunteering and must show their certificate to the Volunteer Coordinator once a year, \
although the Trust will not pay for the cost of any additional cover, fines or penalty charges.

7. Health, safety and lone working

Volunteers must follow the health and safety rules for their location, wear the high-visibility vest \
and safety footwear provided when working in the food bank warehouse, and report any accident or \
near miss to the shift leader on the day it happens so that it can be entered in the accident book. \
No Volunteer may lift any item weighing more than 15kg on their own, and items between 15kg and 25kg \
must be lifted by two people using the correct technique, while heavier items must be moved with the \
sack truck.

Lone working is only permitted in the befriending service and the Community Garden, and no Volunteer \
may be the only person on duty in a charity shop or at the food bank at any time. Befriending \
Volunteers making home visits must use the buddy system, texting their buddy or the on-call \
coordinator before entering and within 10 minutes of leaving each address, and if a Volunteer has \
not checked in within 30 minutes of their expected finish time the buddy will try to contact them \
and then escalate to the on-call coordinator. Home visits must take place between 9.00am and 6.00pm, \
and no Volunteer may make a home visit after dark from November to February, unless the visit has \
been risk assessed and agreed by the Volunteer Coordinator in advance.

8. Confidentiality and social media

Volunteers must keep confidential all personal information about clients, other Volunteers and \
staff, both while volunteering and after they stop, and must not share it with anyone outside the \
Trust unless there is a safeguarding concern, which must be reported to the Designated Safeguarding \
Lead, Ms Farah Quayle, on the same day. Volunteers must not take photographs of food bank clients at \
any time, and may post photographs of events or the Community Garden on personal social media only \
if everyone who can be identified has given consent.

9. Gifts, money and conduct

Volunteers may accept small gifts from clients worth no more than £20, such as a box of chocolates \
or a card, but must tell the Volunteer Coordinator about any gift worth more than £10, and must \
refuse all gifts of cash, vouchers or any item left in a will. Volunteers must never lend money to, \
borrow money from or sell anything to a client, and must never give their personal phone number or \
address to a befriending client.

Volunteers in the charity shops may buy donated goods only after they have been priced and on \
display in the shop for at least 24 hours, and the 20% volunteer discount applies to purchases up to \
£50 in any one week. Volunteers must not attend a shift under the influence of alcohol or drugs, and \
smoking and vaping are not allowed on any Trust premises, including the Community Garden.

10. Support and resolving problems

Each Volunteer will have a review meeting with their Volunteer Coordinator after 3 months and then \
every 12 months, and can ask for a meeting at any other time. If you have a concern about your \
volunteering, you should raise it first with your shift leader, and if it cannot be resolved within \
14 days you may raise it in writing with the Volunteer Manager, whose decision may be appealed to \
the Chief Executive within 10 working days.

11. Ending volunteering

Volunteers may stop volunteering at any time, but we ask that you give at least 2 weeks' notice \
where you can, so that the rota can be covered, and that you return your ID badge, keys, vest and \
any other Trust property within 7 days of your last shift. The Trust may ask a Volunteer to stop \
volunteering, either temporarily or permanently, if they have broken this handbook, put anyone at \
risk, or if the role is no longer needed, and will give the reasons in writing, except that in cases \
of serious misconduct the Volunteer may be stood down with immediate effect. Volunteers who have not \
done a shift for 6 months will be contacted, and if we do not hear back within 28 days their records \
will be archived and their DBS check treated as expired, so a new check will be needed if they \
return.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Ellie's 13 and she helps at the Stainfield charity shop with me on Saturdays.", 'The minimum age for volunteering with the Trust is 16'),
    ('u can drive the trust van at 19 if youve got a full licence', "drivers of the Trust's vehicles must be aged 21 or over"),
    ('I had to pay £26 myself for the DBS check for my home visiting role.', 'which the Trust arranges and pays for in full'),
    ('my coordinator said DBS checks get redone every 5 yrs', 'DBS checks are renewed every 3 years'),
    ('The volunteer induction at Mill Wynd is a 90-minute session.', 'All new Volunteers must attend a 3-hour induction session'),
    ('Sandra says safeguarding training is one and done, never needs refreshing.', 'safeguarding training must be refreshed every 2 years'),
    ('food bank thursday session is 4 till 6pm', 'from 5.00pm to 7.30pm on Thursdays'),
    ("Tom emails the shift leader when he can't make a shift, which is the proper way.", 'by calling or texting the volunteer line on 07700 900362 rather than by email'),
    ('Volunteer mileage in your own car is paid at 40p a mile.', 'mileage in your own car is paid at 45p per mile'),
    ('expense claims can go in up to 6 months after, no rush', 'within 2 months of the date the cost was incurred'),
    ('lifted a 20kg sack of spuds on my own at the warehouse, totally fine apparently', 'items between 15kg and 25kg must be lifted by two people'),
    ('Jude often runs the Holtby charity shop on her own on Tuesday afternoons.', 'no Volunteer may be the only person on duty in a charity shop'),
    ("Priya took a photo of a food bank client for the Trust's Instagram, with his permission, allowed.", 'must not take photographs of food bank clients at any time'),
    ('a client gave me a £10 note as thanks and i kept it, apparently thats ok', 'must refuse all gifts of cash, vouchers or any item left in a will'),
    ('Charity shop volunteers get 30% off what they buy.', 'the 20% volunteer discount applies to purchases up to £50'),
    ("Marcus reckons you're meant to give a month's notice before you stop volunteering.", "we ask that you give at least 2 weeks' notice where you can"),
    # near-misses
    ('My 15-year-old volunteers in the Holtby shop alongside me, and I signed his consent form.', None),
    ('Home visiting with the Trust is only for over-18s.', None),
    ('Pete is 80 and still drives for the Trust; he sends them a GP letter every year.', None),
    ('on universal credit and volunteering at the food bank, just told my work coach', None),
    ('Started at the food bank warehouse once my first reference came back.', None),
    ('My sister sorts tins in the food bank warehouse and was never asked for a DBS check.', None),
    ('induction is on the first tuesday evening of the month at the mill wynd office', None),
    ('The food hygiene course for food bank volunteers is free and online.', None),
    ('food bank is mon wed fri 10 till 1', None),
    ("Rang the volunteer line at 7.30am to say I was ill and couldn't do my shift.", None),
    ("Garden volunteers can just come when they're free, no fortnightly commitment.", None),
    ('Kemi claims 45p a mile plus 5p for the volunteer who rides with her.', None),
    ('lifted a 12kg box of tins by myself, no bother', None),
    ('Gardening on my own at Riverside is allowed.', None),
    ("A client gave Dan a box of chocs worth about £8 and he didn't have to report it.", None),
    ('Had to stop volunteering suddenly because of a family emergency, no notice given.', None),
]
