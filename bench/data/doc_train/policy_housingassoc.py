"""Housing association conditions of tenancy for assured tenants; written blind."""
from __future__ import annotations

POLICY = """\
HARROWFIELD VALE HOUSING ASSOCIATION
CONDITIONS OF TENANCY FOR ASSURED TENANTS

Effective from 1 April 2025

1. About these conditions

These conditions form part of your tenancy agreement with Harrowfield Vale Housing Association ("the Association") and apply \
to every home we let on an assured tenancy in Kestrel Moor, Old Brackley and the surrounding parishes, unless your written \
agreement states otherwise. In these conditions "you" means the tenant or, where there are joint tenants, each of you jointly \
and separately, "the home" means the property named in your agreement together with any garden, shed or parking space let with \
it, and "household" means you and anyone who lives with you, including children and lodgers.

We may vary these conditions, other than the rent, by giving you at least 28 days' written notice after consulting tenants \
for a period of no less than 6 weeks, and any variation to rent will be made only in accordance with section 2.

2. Paying your rent

Your rent is due weekly in advance on a Monday, and the first payment must be made on or before the day your tenancy starts, \
although we will accept payment every two weeks, every four weeks or calendar monthly provided that you are never more than one \
week's rent behind. Rent is charged over 52 weeks of the year, except in years that contain 53 Mondays, when we will charge 53 \
weeks and tell you about this at least 2 months in advance.

We review rents once a year and any increase will take effect on the first Monday in April, after we have given you at least one \
calendar month's written notice of the new amount, and we will not increase your rent by more than 1% above the Consumer Price \
Index figure for the previous September. Service charges for communal cleaning, lighting and grounds maintenance are reviewed at \
the same time and are shown separately on your rent statement, which we will send you every 3 months free of charge or at any \
other time on request for a fee of £5 for each additional printed copy, though electronic statements are always free.

You may pay by Direct Debit, by debit card over the phone or through the tenant portal, by standing order, or in cash at any \
PayPoint outlet using your rent payment card, but we do not accept cash or cheques at our offices in Kestrel Moor or Old Brackley.

If you fall into arrears, we will contact you within 10 working days of a missed payment and offer a repayment plan, and we will \
not normally start court action unless you owe at least 8 weeks' rent or have broken an agreed plan on 3 occasions within 12 \
months. A charge of £25 will be added to your account if a Direct Debit or standing order is returned unpaid by your bank, other \
than where the failure was caused by our own error.

3. Reporting repairs

We are responsible for repairs to the structure and exterior of the home, including drains, gutters and external pipes, and for \
keeping in working order the installations for the supply of water, gas, electricity, heating and sanitation. You are responsible \
for minor internal repairs, including replacing light bulbs, fuses, sink and bath plugs, toilet seats and internal door handles, \
and for bleeding radiators, and for any damage caused deliberately or through neglect by you, your household or your visitors.

You must report repairs to us as soon as is reasonably possible, either through the tenant portal, by email to our repairs team \
or by calling our repairs line on 0300 555 0148, which is staffed from 8am to 6pm Monday to Friday and from 9am to 1pm on \
Saturdays. Emergency repairs outside these hours, such as a total loss of heating between 1 October and 30 April, an \
uncontainable water leak, a blocked toilet where it is the only toilet in the home or an unsafe electrical fitting, must be \
reported to the out-of-hours line on the same number and must not be reported by email or through the portal.

We will attend emergency repairs within 4 hours to make the situation safe and complete the full repair within 5 working days, \
we will complete urgent repairs within 3 working days, and we will complete routine repairs within 20 working days of your \
report. Where a repair is needed because of damage caused by you, your household or your visitors, we will charge you the full \
cost of the work plus an administration fee of 15%, and you may repay this in instalments of no less than £5 a week.

If you suspect damp or mould, you must report it within 7 days of noticing it, and we will arrange an inspection within 10 \
working days and send you a written summary of what we found and what work we will do within 5 working days of the inspection.

4. Access to the home

You must allow our staff and contractors access to the home to carry out repairs, inspections and safety checks, provided that we \
give you at least 24 hours' notice, except in an emergency when we may enter without notice.

We are required by law to carry out a gas safety check every 12 months and an electrical safety inspection at least every 5 \
years, and if you do not give access for a gas safety check after we have written to you on 3 occasions we may apply to court for \
an injunction and recover our legal costs from you. If you miss an agreed appointment without giving us at least 24 hours' \
notice, we may charge you £30 towards the cost of the wasted visit.

5. Pets and animals

You may keep one dog or up to two cats in a house with its own garden, without asking our permission, provided that the animal is \
properly cared for, does not cause a nuisance and is not a breed banned under the Dangerous Dogs Act 1991. You must ask our \
written permission before keeping a dog or cat in a flat, maisonette or any home with a shared entrance, and we will usually only \
agree to one cat, and no dogs, in flats above the first floor, other than assistance dogs, which are always permitted.

Small caged animals such as hamsters, guinea pigs, rabbits and budgies, and fish kept in a tank of no more than 100 litres, may be \
kept in any home without permission. You must not keep livestock, poultry, reptiles over 1 metre long or any animal that requires \
a licence under the Dangerous Wild Animals Act 1976, and you must not breed animals for sale at the home.

Dogs must be kept on a lead at all times in communal areas and on any land owned by the Association, and you must clear up after \
your animal immediately. We will decide any request for permission within 28 days, and we may withdraw permission by giving 28 \
days' written notice if the animal causes a nuisance, damage or a risk to health.

6. Subletting and lodgers

You must live in the home as your only or principal home, and you must tell us in writing if you intend to be away for more than 8 \
weeks in a row, for example because of a hospital stay or a period working abroad.

You may take in up to two lodgers without our permission, provided that this does not cause the home to become overcrowded and \
that you continue to live in the home yourself, but you must tell us the lodger's name within 14 days of them moving in, and you \
must tell the Department for Work and Pensions or your local council if you receive benefits.

You must not sublet the whole of the home under any circumstances, and you must not sublet part of the home, other than to a \
lodger, without our prior written permission. You must not charge a lodger more than a reasonable share of the rent and bills, and you must not let any part of the home \
through short-term letting websites for holiday or overnight stays.

7. Decorating, alterations and improvements

You are responsible for decorating the inside of the home and should keep it in a reasonable decorative condition, and we will \
decorate the outside of the home, including external doors and window frames, every 7 years. We may provide a decorating \
allowance of up to £150 a room for new tenants whose home is let in poor decorative condition, in the form of vouchers for use at \
approved suppliers, and this must be claimed within 3 months of the start of the tenancy.

You may paint walls, hang wallpaper and put up shelves, pictures and curtain rails without our permission, but you must not paint \
over or cover any smoke alarm, heat detector, gas meter or electrical socket, and you must not apply textured coatings such as \
Artex to walls or ceilings. You must get our written permission before making any alteration or improvement, including fitting a \
new kitchen or bathroom, removing or putting up internal walls, laying laminate or wooden flooring in a flat, installing a \
satellite dish, building a shed larger than 2 metres by 2 metres, or changing any external door or window.

We will reply to a request for permission within 15 working days, and we will not refuse permission unreasonably, but we may set \
conditions, such as requiring you to use a qualified tradesperson and to give us copies of any certificates within 28 days of \
completing the work.

8. Being a good neighbour

You are responsible for the behaviour of every member of your household and any visitor to the home, including children, and \
this applies in the home, in communal areas and anywhere in the locality of the home. You must not cause, or allow anyone to \
cause, a nuisance, annoyance or harassment to any other person, including by shouting, slamming doors, or playing music, \
television or musical instruments so loudly that it can be heard outside the home.

You must keep noise to a minimum between 11pm and 7am every day of the week, and you must not use DIY power tools, lawnmowers or \
washing machines that can be heard by neighbours between 9pm and 8am, except in an emergency.

You must not keep anything in communal hallways, stairwells or landings, including bicycles, prams, mobility scooters and plant \
pots, because these are fire escape routes, and mobility scooters must only be stored and charged in the designated scooter store \
where one is provided. Rubbish must be put out only in the bins provided, and bins must be put out no earlier than 6pm on the \
evening before collection and brought back in by 9pm on collection day.

We will respond to a report of anti-social behaviour within 2 working days, or within 1 working day where the report involves \
violence, threats of violence or hate crime, and we will agree an action plan with you within 10 working days.

9. Gardens, parking and vehicles

You must keep any garden let with the home tidy, cut the grass regularly between March and October, and keep hedges to a height \
of no more than 2 metres, unless you are aged 70 or over or have a disability, in which case you may apply to our Garden \
Assistance Scheme, which costs £8 a visit for up to 10 visits a year. You must not park on any grassed area or footpath, and you \
may keep no more than one caravan, boat or trailer on your drive, and only with our written permission.

You must not repair vehicles at the home or in any car park other than routine maintenance such as changing a tyre or topping up \
oil, and any untaxed or abandoned vehicle will be removed after we have given 7 days' notice on the vehicle. Allocated parking \
bays in our car parks cost £6 a week and are let separately from the home, and visitors may use unallocated bays for no more than \
48 hours at a time.

10. Ending your tenancy

If you want to end your tenancy, you must give us at least 4 weeks' notice in writing, ending on a Monday, signed by you or, in \
the case of a joint tenancy, by at least one joint tenant, and you may not give notice by phone or text message. We may agree to \
accept shorter notice where the tenant has died, has moved into residential care or has been offered a home by another social \
landlord, in which case the notice period will be 2 weeks.

Before you leave you must remove all your belongings and rubbish, leave the home clean and in good condition, and return all \
keys, fobs and garage remotes to our office in Kestrel Moor by 12 noon on the Monday your tenancy ends. If you do not return the \
keys by that time, you will be charged rent for a further week, and we will charge £45 for each lock we need to change and the \
full cost of clearing any items left behind, which we will store for 14 days before disposal.

We will carry out a pre-termination inspection at least 10 days before the tenancy ends to tell you what you need to do before \
you leave, and we will refund any credit on your rent account within 28 days of the end of the tenancy after deducting any money \
you owe us.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("My housing association rent is due every Friday, paid weekly in advance.",
     "Your rent is due weekly in advance on a Monday"),
    ("popped into the Old Brackley office and paid my rent in cash over the counter, easy",
     "we do not accept cash or cheques at our offices"),
    ("Dan's direct debit bounced last month and Harrowfield Vale stuck a £10 charge on his rent account.",
     "A charge of £25 will be added to your account"),
    ("The repairs phone line is staffed until 8pm on weekdays.",
     "staffed from 8am to 6pm Monday to Friday"),
    ("tbh for an out of hours emergency like a massive leak u can just log it on the portal",
     "must not be reported by email or through the portal"),
    ("My neighbour says routine repairs have to be finished within a fortnight of reporting them.",
     "complete routine repairs within 20 working days of your report"),
    ("The housing association can send contractors round for a routine repair with just an hour's warning.",
     "provided that we give you at least 24 hours' notice"),
    ("my nan reckons the HA only has to do the gas safety check every other year",
     "carry out a gas safety check every 12 months"),
    ("Got a cat for my flat last week, didnt need to ask the housing association or anything",
     "You must ask our written permission before keeping a dog or cat in a flat"),
    ("Priya was told she has to get the association's permission before taking in even one lodger.",
     "You may take in up to two lodgers without our permission"),
    ("ngl gonna put the spare room on airbnb for weekends, HA rules say thats fine",
     "you must not let any part of the home through short-term letting websites"),
    ("New tenants moving into a scruffy place can get decorating vouchers worth up to £300 per room.",
     "allowance of up to £150 a room for new tenants"),
    ("Marcus says quiet hours on the estate start at 10pm every night.",
     "keep noise to a minimum between 11pm and 7am"),
    ("you can put the wheelie bins out any time from lunchtime the day before collection",
     "bins must be put out no earlier than 6pm on the"),
    ("Sophie ended her tenancy by just texting her housing officer that she was leaving in a month.",
     "you may not give notice by phone or text message"),
    ("If you lose your keys when moving out they charge £100 per lock they change.",
     "we will charge £45 for each lock we need to change"),
    # near-misses
    ("I pay my rent monthly by direct debit and the association is fine with that.", None),
    ("paid rent at the paypoint in the corner shop with my rent card, sorted", None),
    ("rent statements come every 3 months and the emailed ones don't cost a penny", None),
    ("The gas safety check at our house happens once a year.", None),
    ("Jo's boiler died in January and the emergency team came within four hours to make it safe.", None),
    ("apparently replacing the loo seat is my job not the HA's lol", None),
    ("We've got two cats in our house with a garden and never needed to ask permission.", None),
    ("My sister keeps her assistance dog in her fourth floor housing association flat.", None),
    ("The kids have a rabbit and two guinea pigs, no permission needed from the landlord.", None),
    ("off to spain for 6 wks to see family, dont have to tell the housing association for that", None),
    ("Tom took in a lodger and told the association her name ten days after she moved in.", None),
    ("painted the lounge and put up shelves without asking anyone, thats allowed", None),
    ("Mowed the lawn at half eight in the evening, which is fine under the tenancy rules.", None),
    ("My dad's 74 so he uses the association's garden help scheme at £8 a visit.", None),
    ("Lena only gave two weeks' notice because another housing association offered her a flat.", None),
    ("Any credit on your rent account is paid back within four weeks of moving out.", None),
]
