"""University of Halden student accommodation licence terms and conditions 2025/26; written blind."""
from __future__ import annotations

POLICY = """\
UNIVERSITY OF HALDEN
RESIDENTIAL SERVICES
STUDENT ACCOMMODATION LICENCE: TERMS AND CONDITIONS 2025/26

Issued by the Accommodation Office, The Granary, Northgate Campus, and applying to all licences beginning on or \
after 1 September 2025

1. About These Terms

These terms and conditions form part of the licence agreement between the University of Halden ("the University") \
and each student who accepts an offer of a room in one of the University's residences, namely Marlow Court, Beech \
Hall and the Quarry Lane Village flats, and they should be read together with your offer letter, which states the \
room type, the weekly fee and the licence period that apply to you. By accepting your offer online through the \
Halden Accommodation Portal you confirm that you have read these terms and that you agree to be bound by them for \
the whole of the licence period.

Your agreement is a licence to occupy and not a tenancy, which means that the University keeps the right to move you \
to another room of a similar type and price where this is reasonably necessary, for example to carry out urgent \
repairs or to resolve a serious dispute between flatmates, provided that it gives you at least seven days' notice \
except in an emergency. Day-to-day management of the residences is the responsibility of the Residential Services \
team, while pastoral support out of hours is provided by the Residence Life team, a group of trained senior students \
who live on site and can be contacted through the reception desk at each residence.

2. Fees and Deposits

The weekly fee for your room is set out in your offer letter and for 2025/26 is £142.50 for a standard room with a \
shared bathroom at Marlow Court, £176 for an en-suite room at Beech Hall and £219 for a self-contained studio at \
Quarry Lane Village, and in each case the fee includes heating, water, electricity, wired and wireless internet and \
contents insurance up to a value of £5,000 per resident. Fees are charged for the full licence period, which is 42 \
weeks for undergraduate licences beginning in September and 51 weeks for postgraduate licences, regardless of \
whether you are in residence during the Christmas and Easter vacations.

When you accept your offer you must pay an advance fee of £250, which is not an additional charge but is deducted \
from your first instalment, and which will be refunded in full only if you cancel your acceptance in writing within \
14 days of accepting or if you do not meet the conditions of your academic offer. In addition, every resident must \
pay a security deposit of £300 before collecting their keys, which the University holds against unpaid fees, damage \
beyond fair wear and tear, missing items and any cleaning required at the end of the licence. The deposit, less any \
deductions, will be returned to the bank account you nominate within 28 days of the end of your licence, and you \
will receive an itemised statement of any deductions, which you may challenge by writing to the Accommodation Office \
within ten working days of receiving it.

3. Paying in Instalments

Unless you choose to pay the full amount before arrival, fees are payable in three instalments, due on 6 October \
2025, 12 January 2026 and 20 April 2026, each of which covers roughly one third of the total fee for your licence \
period. Residents who would prefer to spread the cost more evenly may instead join the monthly direct debit scheme, \
under which the fee is collected in nine equal payments on the first working day of each month from October to June, \
provided that the mandate is set up through the portal no later than 15 September 2025.

If an instalment remains unpaid seven days after its due date, a late payment charge of £25 will be added to your \
account, and if it remains unpaid after 28 days the University may restrict your access to University services, \
including re-enrolment for the following year, in line with the University's Debt Management Procedure. Any resident \
who is experiencing financial difficulty is strongly encouraged to contact the Student Money Advice team in the \
Students' Union building before the due date, because a payment plan agreed in advance will not attract a late \
payment charge.

4. Guests and Visitors

You are welcome to invite friends and family to visit you, but you are responsible for the behaviour of your guests \
at all times and they must be accompanied by you whenever they are in the residence. Day visitors are permitted \
between 8am and 11pm and do not need to be registered, but every overnight guest must be signed in at reception or, \
at Quarry Lane Village, through the guest page on the portal before 10pm on the evening they arrive.

You may have no more than one overnight guest at a time, and any one guest may stay for a maximum of two nights in \
any period of seven days, because the residences are not designed or insured for extra occupants and your flatmates \
are entitled to the quiet enjoyment of shared spaces. Overnight guests must be aged 18 or over, except that a \
resident's own brother or sister aged 16 or 17 may stay with the prior written agreement of the Residence Manager. \
No overnight guests are permitted at all during the summer examination period, which in 2026 runs from 11 May to 5 \
June, unless the Residence Manager agrees in writing that there are exceptional circumstances, such as a parent who \
is providing support with a disability.

5. Quiet Hours and Noise

Quiet hours apply in all residences from 11pm to 7am from Sunday night to Thursday night and from midnight to 9am on \
Friday and Saturday nights, and during these hours music, conversation and other noise must not be audible outside \
your own room or flat. During the examination period quiet hours are extended to 24 hours a day, although reasonable \
everyday noise such as cooking, or conversation at a normal volume in kitchens, remains acceptable.

Parties of more than 12 people are not permitted in any flat or corridor at any time, and amplified music systems \
with a power output above 50 watts may not be brought into the residences. Complaints about noise should be made to \
the Residence Life team on duty, who will aim to attend within 30 minutes, and repeated breaches may result in a \
fine or, in serious cases, referral under the Student Disciplinary Procedure.

6. Kitchens, Cooking and Fire Safety

Cooking is permitted only in the shared kitchens, and you must not use kettles, toasters, sandwich makers, rice \
cookers or any other cooking appliance in your bedroom, with the exception of studio residents at Quarry Lane \
Village, whose studios include their own kitchenette. Deep-fat fryers, chip pans, barbecues, camping stoves and \
portable gas heaters are banned from all residences, and air fryers may be used only in kitchens and only if they \
carry a UKCA or CE mark and are never left unattended while switched on.

Candles, incense, oil burners, fairy lights that are not battery-operated and shisha pipes are not allowed anywhere \
in the residences, and smoking and vaping are prohibited inside all buildings and within five metres of any \
entrance. Fire doors must be kept closed at all times and must never be propped or wedged open, and tampering with \
or covering a smoke detector, heat detector or fire extinguisher is treated as a serious offence carrying a charge \
of £150 in addition to disciplinary action. The fire alarm is tested every Wednesday at 10:30am and you do not need \
to leave the building for a test lasting under one minute, but at all other times you must leave immediately when \
the alarm sounds, and where an alarm is caused by careless cooking or by steam from a shower with the door left \
open, the residents responsible will be charged £75 towards the cost of the fire service call-out.

Kitchens are cleaned by the housekeeping team once a week, but residents are responsible for washing up, wiping \
surfaces and taking rubbish and recycling to the bin store every day, and where a kitchen is left in an unhygienic \
condition the Residence Manager may arrange a special clean and divide the cost equally between everyone who shares \
it.

7. Cars, Parking and Bicycles

The University is unable to provide parking for most residents, and first-year undergraduates may not bring a car to \
Halden unless they hold a Blue Badge or have a documented medical need that has been accepted by the Disability \
Service. Returning students living at Quarry Lane Village may apply for one of the 40 permits available for the \
Quarry Lane car park, which cost £95 per term or £210 for the full academic year, and permits are allocated on a \
first-come, first-served basis from 1 August each year. Residents of Marlow Court and Beech Hall are not eligible \
for permits under any circumstances, and vehicles parked without a valid permit may be clamped by the University's \
parking contractor, Civic Parking Ltd.

Bicycles must be kept in the covered, CCTV-monitored cycle stores at each residence, which are opened with your room \
key card, and must not be taken into bedrooms, corridors or stairwells. Electric bicycles may be kept in the cycle \
stores but their batteries may not be charged anywhere inside the residence, and privately owned electric scooters, \
hoverboards and similar devices may not be brought onto residential premises at all. Bicycles that are still in a \
cycle store after 30 June will be tagged and, if unclaimed after a further 14 days, donated to the Halden Bike \
Kitchen.

8. Maintenance and Repairs

Requests for repairs should be made as soon as possible through the FixIt page on the Accommodation Portal, where \
you can upload photographs and track progress, and you should not attempt to carry out repairs yourself or ask \
anyone who is not employed or engaged by the University to do so. The Estates Helpdesk aims to attend emergencies, \
such as flooding, a total loss of heating or hot water, a failed door lock or exposed electrical wiring, within four \
hours of being notified, urgent issues within one working day, and routine requests such as a dripping tap or a \
broken drawer within ten working days.

Emergencies that arise between 5pm and 8:30am, or at any time at weekends and on bank holidays, must be reported by \
telephone to Campus Security on 01632 960441 rather than through FixIt, because the portal is not monitored out of \
hours. You will not be charged for repairs needed because of fair wear and tear, but you will be charged the full \
cost of repairing any damage caused deliberately or negligently by you or your guests, and where damage in a shared \
area cannot be attributed to an individual, the cost will be shared between all residents of the flat.

9. Room Inspections and Access

Staff from Residential Services will carry out a room inspection once in each term to check for damage, prohibited \
items and fire safety risks, and you will be given at least 48 hours' notice of any inspection by email to your \
University address, together with a two-hour window during which the inspection will take place. You do not need to \
be present, but if prohibited items are found they may be removed and held at the residence reception for collection \
at the end of the licence.

The University and its contractors may also enter your room without notice in an emergency, such as a fire, a flood \
or a serious concern for your wellbeing, and, with 24 hours' notice, to carry out planned maintenance. Housekeeping \
staff clean shared bathrooms and corridors but do not clean bedrooms, and you are responsible for keeping your \
bedroom in a clean and safe condition.

10. Leaving Before the End of Your Licence

Your licence is a binding agreement for the full licence period and you will remain liable for the fees even if you \
move out early, unless you find a replacement licensee who is a full-time student of the University not already \
living in University accommodation and who is approved by the Accommodation Office, in which case your liability \
ends on the date the replacement's licence begins and an administration fee of £50 will be deducted from your \
deposit. Residents who move out early must return all keys and key cards to the reception desk and will be charged \
£30 for each key card that is not returned.

If you withdraw from your course or suspend your studies, you may end your licence by giving written notice to the \
Accommodation Office, and you will be charged fees for 28 days from the date we receive your notice or until the \
date you return your keys, whichever is later. Students who are required to leave the residences because of a \
serious breach of these terms will remain liable for fees until the room is relet or until the end of the licence \
period, whichever is earlier.

11. Summer Storage

Undergraduate residents who have accepted a room for the following academic year may store belongings over the \
summer in the storage room in the basement of Beech Hall, which is open for drop-off between 1 June and 19 June and \
for collection from 15 September. Each resident may store no more than four boxes or cases, each of which must weigh \
no more than 20 kilograms, at a charge of £12 per item for the whole summer, and items must be clearly labelled with \
your name, student number and the residence you will be moving into.

Food, liquids, electrical appliances, bicycles and any item worth more than £500 will not be accepted for storage, \
and the University's contents insurance does not cover items in storage unless you have arranged additional cover \
yourself. Any stored items that have not been collected by 30 September will be treated as abandoned and may be \
donated to charity or disposed of without further notice.

12. Breaches and Complaints

Breaches of these terms will normally be dealt with first by the Residence Manager, who may issue a warning, impose \
a fine of up to £100 or refer the matter under the Student Disciplinary Procedure, and all fines are added to your \
accommodation account. If you are unhappy with any decision made under these terms you may ask for it to be reviewed \
by the Head of Residential Services by writing to accommodation@halden.ac.uk within 14 days, and if you remain \
dissatisfied you may use the University's Student Complaints Procedure.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("had to hand over a 200 quid deposit b4 they'd give me my keys for halls",
     "must pay a security deposit of £300 before collecting their keys"),
    ("Mo's second instalment for halls isn't due till the first week of February.",
     "due on 6 October 2025, 12 January 2026 and 20 April 2026"),
    ("heads up the late fee on rent is 40 quid if ur more than a week late",
     "a late payment charge of £25 will be added to your account"),
    ("A guest can stay over for up to four nights in any week.",
     "any one guest may stay for a maximum of two nights in any period of seven days"),
    ("On Saturday nights quiet hours start at eleven.",
     "from midnight to 9am on Friday and Saturday nights"),
    ("Priya is allowed to make toast in her bedroom at Beech Hall.",
     "you must not use kettles, toasters, sandwich makers, rice cookers"),
    ("fire alarm test is every monday at half ten so dont panic lol",
     "The fire alarm is tested every Wednesday at 10:30am"),
    ("Tom, who lives at Marlow Court, got a parking permit for his second year.",
     "Residents of Marlow Court and Beech Hall are not eligible for permits under any circumstances"),
    ("u can keep ur e-scooter in the bike shed at quarry lane, just dont charge it indoors",
     "privately owned electric scooters, hoverboards and similar devices may not be brought onto residential premises at all"),
    ("Residential Services only have to give a day's warning before a room inspection.",
     "you will be given at least 48 hours' notice of any inspection"),
    ("Jess found someone to take over her room and they still knocked a hundred quid admin fee off her deposit.",
     "an administration fee of £50 will be deducted from your deposit"),
    ("Each resident can leave up to six boxes in summer storage.",
     "Each resident may store no more than four boxes or cases"),
    # near-misses
    ("got my deposit back 3 wks after moving out, every penny!!", None),
    ("Hannah's 17-year-old brother stayed over for one night after the residence manager agreed to it in writing.", None),
    ("Daytime visitors don't have to be registered.", None),
    ("Studio residents at Quarry Lane can use a kettle in their own room.", None),
    ("air fryer's fine in the kitchen as long as its got the CE mark n u dont wander off while its on", None),
    ("Sam keeps his e-bike in the Beech Hall bike store and charges the battery at his department.", None),
    ("A routine repair like a dripping tap can take up to a couple of weeks to sort.", None),
    ("the wednesday alarm went off for like 20 secs this morning, didnt have to go outside thank god", None),
    ("Leo dropped out, handed his keys in three weeks later, and was charged rent for four weeks from when his letter got to the office.", None),
    ("Aisha paid thirty-six pounds to keep three suitcases in the Beech Hall basement over the summer.", None),
    ("bf stayed fri + sat night, thats the most he's allowed in a week apparently", None),
    ("Second-years at Quarry Lane can get a parking permit for the whole year for a bit over two hundred pounds.", None),
]
