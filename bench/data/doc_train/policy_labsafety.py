"""Health and safety rules for a UK university's laboratory building; written blind."""
from __future__ import annotations

POLICY = """\
UNIVERSITY OF WESTBROOK
SCHOOL OF MOLECULAR SCIENCES
LABORATORY HEALTH AND SAFETY RULES: HARCASTLE BUILDING

Effective from 1 October 2025 (approved by the School Safety Committee on 9 September 2025)

1. Scope and definitions

These rules apply to all laboratories on floors 1 to 4 of the Harcastle Building and to the teaching laboratories in the \
Linley Annexe, and they must be followed by every person who enters a laboratory, including staff, postgraduate \
researchers, undergraduate project students, visiting researchers, contractors and cleaning staff. In these rules, \
"Laboratory Supervisor" means the principal investigator or academic responsible for a laboratory, "Safety Officer" means \
the School Safety Officer, currently based in room H1.07, and "core hours" means 8am to 6pm Monday to Friday, excluding \
University closure days. A "Category A activity" is any work involving substances classed as acutely toxic, carcinogenic \
or pyrophoric, Hazard Group 2 biological agents, compressed toxic gases or cryogenic liquids in quantities above 5 litres, \
and a register of Category A activities is kept by the Safety Officer.

These rules supplement, and do not replace, the University's Health and Safety Policy and any risk assessment or COSHH \
assessment for a particular procedure, and where a risk assessment sets a stricter requirement than these rules, the risk \
assessment must be followed.

2. Access and working hours

Access to the laboratories is controlled by swipe card, and cards are activated for core hours only until the holder has \
completed the induction described in section 5. Staff and postgraduate researchers may apply for extended access from 6am \
to 10pm on weekdays and from 8am to 8pm at weekends, which must be approved by their Laboratory Supervisor and renewed \
every 12 months, while undergraduate project students may work only during core hours and only when a member of staff or \
a postgraduate demonstrator is present on the same floor. No one may work in the laboratories between 10pm and 6am, or on \
any of the 6 University closure days over the Christmas period, without written permission from the Head of School.

Everyone working outside core hours must sign in and out using the out-of-hours register at the ground floor security \
desk, giving their name, room number and expected finishing time, and must carry their University card and a charged \
mobile phone at all times. Swipe cards must not be lent to anyone else, and anyone found to have allowed another person to \
enter a laboratory using their card will have their access suspended for at least 4 weeks.

3. Lone working

Lone working means working in a laboratory where no other person is within sight or hearing, and it is permitted outside \
core hours only for staff and postgraduate researchers who have completed lone working training and only for low-risk \
work recorded as suitable for lone working on the relevant risk assessment. Category A activities must never be carried \
out by a person working alone at any time, including during core hours, and undergraduate students must never work alone \
under any circumstances.

A person working alone must register with the security lone worker system by calling extension 5599 before starting, and \
security staff will then check on them by telephone every 60 minutes, or every 30 minutes after 8pm. If a lone worker \
fails to answer 2 consecutive calls, security will attend the laboratory in person and, if the worker cannot be found, \
will contact the emergency contact given on the register. A lone working session may not last longer than 4 hours \
without a break of at least 20 minutes outside the laboratory.

4. Personal protective equipment

A fastened laboratory coat, safety glasses meeting BS EN 166 and closed-toe shoes must be worn at all times by everyone in \
a laboratory, including visitors and people who are only passing through, other than in the write-up areas separated \
from the benches by a glazed partition. Laboratory coats are supplied by the School free of charge and laundered by the \
School every 2 weeks, and they must not be worn in the cafe, library, offices, lecture theatres or toilets, or taken home \
for any reason. Nitrile gloves must be worn when handling any hazardous chemical or biological material and must be \
removed before touching door handles, keyboards, telephones or lift buttons.

Face shields must be worn in addition to safety glasses when dispensing cryogenic liquids or handling volumes of \
corrosive liquid greater than 1 litre, and prescription safety glasses will be provided at a cost of up to £90 per \
person, once every 2 years, to staff and postgraduate researchers who need them. Long hair must be tied back, and shorts, \
skirts above the knee, sandals and open-toed shoes are not permitted in any laboratory, including during hot weather.

5. Training and induction

No one may work in a laboratory until they have completed the School's online safety induction, passed its assessment \
with a score of at least 80%, and attended a practical induction in their laboratory with their Laboratory Supervisor or \
a nominated deputy, and both must be completed within 2 weeks of the start date. Fire safety training must be refreshed \
every 3 years, and anyone who works with compressed gases, lasers or cryogenic liquids must also complete the relevant \
specialist course before starting that work, with the laser course being refreshed every 2 years.

At least 2 trained first aiders must be present in the building during core hours, and their names and telephone numbers \
are displayed on the green notice beside each laboratory door. Training records are kept by the Safety Officer, and \
anyone whose training has lapsed will have their swipe card access restricted to core hours until it is renewed.

6. Chemicals and equipment

All chemicals must be recorded on the ChemTrack inventory within 7 days of arrival and labelled with the date received \
and the date opened, and peroxide-forming solvents must be tested or disposed of within 6 months of opening. No more than \
25 litres of flammable liquid may be kept outside a flammables cabinet in any one laboratory, and no single container \
larger than 2.5 litres may be kept on an open bench. Fume cupboards must be used for all work with volatile hazardous \
substances and must be tested every 14 months, and any fume cupboard with an expired test label or a face velocity below \
0.4 metres per second must not be used.

Gas cylinders must be chained or strapped to a wall or bench at all times, and cylinders must be moved only on a cylinder \
trolley and never carried or rolled, while cylinders of toxic gases must not be brought into the building without the \
written approval of the Safety Officer. Autoclaves and centrifuges may be operated only by people whose names appear on \
the equipment log as trained users.

7. Waste

Chemical waste must be collected in containers supplied by the School stores, labelled with the full chemical names of \
the contents, not formulae or abbreviations, and stored in the designated waste area of the laboratory for no longer than \
3 months. Waste collections from the Harcastle Building take place every Tuesday morning, and containers must be taken to \
the loading bay collection point by 10am and booked on the online waste form by 4pm on the preceding Friday. Halogenated \
and non-halogenated solvents must be kept in separate containers, and no container may be filled to more than 80% of its \
capacity.

Sharps, including needles, scalpel blades and broken glass, must be placed in yellow sharps bins, which must be closed and \
collected when three-quarters full, and broken glass that is not contaminated may instead be placed in the cardboard glass \
boxes. Nothing other than water and cleaning agents from the approved list may be poured down a sink, and biological \
waste must be autoclaved for at least 15 minutes at 121 degrees Celsius before disposal unless it is collected in the \
orange clinical waste bags for incineration.

8. Visitors and children

Visitors to a laboratory must be signed in at reception, must be accompanied at all times by a named host who is a member \
of staff or a postgraduate researcher, and must wear the protective equipment described in section 4, which the host is \
responsible for providing. A host may accompany no more than 4 visitors at a time in any laboratory, and visitors must not \
handle chemicals, biological materials or equipment unless they are visiting researchers who have completed the \
induction in section 5.

Children under the age of 16 are not permitted in any laboratory at any time, other than as part of an organised outreach \
event approved by the Head of School, and young people aged 16 or 17 on work experience may attend for up to 10 days per \
year, may work only during core hours, and must not be involved in any Category A activity. Pets and other animals, apart \
from assistance dogs, are not permitted anywhere in the Harcastle Building, and assistance dogs may not enter laboratories \
themselves but may wait in the write-up areas.

9. Food, drink and personal items

Eating, drinking, chewing gum, applying cosmetics and handling contact lenses are forbidden in every laboratory, and food \
and drink must not be stored in any laboratory refrigerator, freezer or cupboard, even in sealed containers. Drinks in \
lidded cups may be taken into the write-up areas, but hot food may be eaten only in the ground floor common room or the \
cafe. Personal headphones must not be worn in a laboratory, since they prevent people hearing alarms and warnings, and \
mobile phones may be used at the bench only to call for help in an emergency.

10. Accidents, incidents and emergencies

All accidents, near misses and dangerous occurrences must be reported to the Laboratory Supervisor immediately and \
recorded on the University's online incident form within 24 hours, and any injury requiring hospital treatment must also \
be reported by telephone to the Safety Officer on the same day. In an emergency, call security on extension 2222, not 999 \
directly, so that security can direct the emergency services to the correct entrance, and from a mobile phone call 01632 \
960 222 instead.

The fire alarm is tested every Wednesday at 11am, when the alarm sounds for no more than 10 seconds, and at any other time \
everyone must leave the building immediately by the nearest exit and gather at assembly point C in the Linley car park. \
Chemical spills of less than 500 millilitres of a low-hazard substance may be cleaned up by trained laboratory users using \
the spill kit, but any larger spill, and any spill of a Category A substance, must be reported to security so that the \
spill response team can attend.

11. Compliance and inspections

Each laboratory is inspected by the Safety Officer at least once every 6 months, and laboratories are also subject to \
unannounced inspections by the School Safety Committee. Breaches of these rules may result in a person's laboratory \
access being withdrawn, and serious or repeated breaches will be referred to the University's disciplinary procedures \
for staff or students. These rules will be reviewed every 12 months, and suggestions for changes should be sent to the \
Safety Officer by 30 June each year.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("as a phd student my extended lab access runs till midnight on weekdays",
     "may apply for extended access from 6am to 10pm on weekdays"),
    ("Undergrad project students can work evenings in the lab if their supervisor agrees.",
     "undergraduate project students may work only during core hours"),
    ("Kai let his friend into the lab on his swipe card and only got a one-week ban.",
     "will have their access suspended for at least 4 weeks"),
    ("Category A work on your own is fine as long as it's during core hours.",
     "Category A activities must never be carried out by a person working alone"),
    ("security only rings lone workers every 2 hrs, even late at night",
     "check on them by telephone every 60 minutes"),
    ("I take my lab coat home to wash it every weekend.",
     "lecture theatres or toilets, or taken home for any reason"),
    ("Mei says the university pays up to £150 for prescription safety specs.",
     "at a cost of up to £90 per person, once every 2 years"),
    ("pass mark for the online safety induction is 70%, scraped through lol",
     "passed its assessment with a score of at least 80%"),
    ("New chemicals have to be logged on ChemTrack within a month of arriving.",
     "recorded on the ChemTrack inventory within 7 days of arrival"),
    ("Ben just rolls the gas cylinders down the corridor on their base and nobody minds.",
     "moved only on a cylinder trolley and never carried or rolled"),
    ("chem waste pickup at harcastle is thursday mornings",
     "take place every Tuesday morning"),
    ("My supervisor says a host can bring up to six visitors into the lab at once.",
     "A host may accompany no more than 4 visitors at a time"),
    ("Work experience students can spend a whole month in the lab.",
     "may attend for up to 10 days per year"),
    ("storing my lunch in the lab fridge is ok if its in a sealed tub",
     "must not be stored in any laboratory refrigerator, freezer or cupboard"),
    ("Tariq says in a lab emergency you're meant to ring 999 straight away.",
     "call security on extension 2222, not 999 directly"),
    ("The weekly fire alarm test in Harcastle is Mondays at 11.",
     "The fire alarm is tested every Wednesday at 11am"),
    # near-misses
    ("Core lab hours are 8 till 6 on weekdays.", None),
    ("my extended access lets me in from 8am on saturdays", None),
    ("Undergrad project students can be in the lab at 5pm if a demonstrator's on the same floor.", None),
    ("Security rings Hana every half hour when she's lone working at 9pm.", None),
    ("did 3 and a half hours lone working then took a 20 min break outside the lab", None),
    ("I can write up in the glazed-off area without my safety glasses on.", None),
    ("Leah wears a face shield over her safety glasses when pouring liquid nitrogen.", None),
    ("uni paid £85 for my prescription safety glasses this year", None),
    ("Laser safety training has to be redone every two years.", None),
    ("Peroxide-forming solvents need testing or binning within six months of opening.", None),
    ("Omar's visiting researcher did the induction, so she's allowed to use the HPLC.", None),
    ("my 17 yo nephew did a weeks work experience in the lab in july", None),
    ("A student's assistance dog waits in the write-up area while she works at the bench.", None),
    ("coffee in a lidded cup is fine in the write up area", None),
    ("Zara cleaned up a 200ml spill of dilute buffer herself with the spill kit; she's a trained lab user.", None),
    ("Waste has to be booked on the form by 4pm Friday for the Tuesday pickup.", None),
]
