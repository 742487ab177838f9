"""A company car and fuel card policy (eligibility, private use, fuel, mileage rates, accidents, fines, replacement); written blind."""
from __future__ import annotations

POLICY = """\
HOLLINSGATE BUILDING SUPPLIES LIMITED
COMPANY CAR AND FUEL CARD POLICY

Effective from 1 May 2025. Issued by Fleet Services, Brackwater Road, Dunmere. Policy reference FLT-03, version 6.

1. Purpose, scope and definitions

This policy applies to every employee of Hollinsgate Building Supplies Limited ("the Company") who is provided with a company \
car, a pool car or a fuel card, and to employees who use their own vehicle for business journeys, other than drivers of the \
Company's delivery lorries and vans, who are covered by the separate Commercial Fleet Procedure. In this policy "company car" \
means a car leased by the Company and allocated to one named employee, "pool car" means a car kept at a branch for shared \
business use, "Fleet Services" means the fleet team based at the Dunmere head office, and "business mileage" means journeys made \
in the course of the employee's work, excluding ordinary commuting between home and the employee's normal place of work. Breaches \
of this policy may be dealt with under the Disciplinary Procedure and may result in the withdrawal of the car or fuel card.

2. Eligibility and cash allowance

Company cars are provided to employees in job grades 7 and above, and to employees in field sales, surveying and branch \
management roles who drive at least 8,000 business miles a year, provided that they have completed their probationary period of \
three months and hold a full UK driving licence that they have held for at least two years. Employees who are eligible may \
choose instead to take a cash allowance of £450 per month (grades 7 and 8) or £600 per month (grades 9 and above), paid through \
payroll and subject to tax and National Insurance, but an employee who takes the allowance must use a car that is no more than 8 \
years old and insured for business use, and must not switch back to a company car for at least 24 months. Employees with more \
than 6 penalty points on their licence, or who have been disqualified from driving in the past 5 years, will not normally be \
allocated a company car, other than with the written approval of the Finance Director.

3. Choosing a car

Cars are chosen from the Company's approved list, which is updated every six months, and the maximum list price including VAT \
and options is £32,000 for grades 7 and 8 and £42,000 for grades 9 and above. Only fully electric vehicles or plug-in hybrids \
with CO2 emissions of 50g/km or less may be ordered, unless the employee regularly tows a trailer for work or drives more than \
25,000 business miles a year, in which case a petrol or self-charging hybrid car with emissions of up to 130g/km may be \
approved by Fleet Services. Employees may upgrade to a car up to £4,000 above their grade limit by making a personal \
contribution, which is deducted from net pay in equal monthly instalments over the lease, and optional extras such as tow bars, \
roof bars and upgraded sound systems may be added at the employee's own cost. Cars are leased for 48 months or 80,000 miles, \
whichever comes first, and convertibles, two-seater cars and cars with personalised number plates may not be chosen.

4. Private use

Company car drivers may use their car for private journeys, including commuting and holidays in the UK, and for driving abroad \
for up to 21 days in any year, provided that they obtain a VE103 certificate from Fleet Services at least 10 working days before \
travel. The car may be driven by the employee's spouse or partner, provided that they are aged 25 or over, have held a full \
licence for at least three years and have been added to the insurance through Fleet Services, but it must not be driven by any \
other member of the household or by anyone else, other than a garage or breakdown service. Company cars must not be used for \
hire or reward, including giving paid lifts or making deliveries for apps, for motorsport or track days, or for towing caravans or \
trailers heavier than 1,500kg. Private use of a company car is a taxable benefit, and the employee is responsible for any income \
tax due on the car's benefit in kind, which the Company will report through payroll. Pool cars are for business use only and \
must be returned to the branch by 6pm on the day of use, unless an overnight stay has been authorised in advance by the branch \
manager.

5. Fuel cards and charging

Each company car driver is issued with a fuel card, which may be used only for fuel, AdBlue, screenwash and public charging for \
their allocated car, and must not be used for food, car washes, oil or any other purchases, or to fuel any other vehicle. Every \
month drivers must record their business and private mileage on the FleetLog app by the 5th working day of the following month, \
and the Company will deduct the cost of fuel used for private mileage from net salary at the advisory fuel rate for the car's \
fuel type. Electric car drivers may claim the cost of charging at home at 8p per mile for business mileage, and the Company \
will pay up to £900 towards the installation of a home charger at the employee's main residence, provided that the employee has \
their own off-street parking. The fuel card PIN must never be written on the card or shared with anyone, and a lost or stolen \
card must be cancelled through the card provider's 24-hour line and reported to Fleet Services within 2 hours of discovery.

6. Using your own vehicle for business

Employees without a company car who use their own car for business journeys will be reimbursed at 45p per mile for the first \
10,000 business miles in a tax year and 25p per mile after that, with an additional 5p per mile for each passenger who is also \
an employee travelling on business. Motorcycles are reimbursed at 24p per mile and bicycles at 20p per mile. Claims must be \
submitted through the expenses system within 3 months of the journey and must show the start and end points, the purpose of the \
journey and the mileage, and claims for journeys from home to a site or customer will be reduced by the employee's normal \
commuting distance. Employees who use their own car for business must have business use cover on their insurance and must show \
their insurance certificate, and an MOT certificate where the car is over three years old, to their line manager every year. \
Parking charges, congestion charges and tolls incurred on business journeys may be claimed with receipts, but not parking at \
the employee's normal place of work.

7. Driver responsibilities

Drivers must carry out a weekly check of tyres, oil, coolant, lights and screenwash, and must book the car in for servicing with \
the leasing company's approved garage when the dashboard indicates, at no cost to the driver. The Company carries out a licence \
check with the DVLA when a car is first allocated and every six months after that, and drivers must tell Fleet Services within \
48 hours of receiving any penalty points, a driving ban or a diagnosis of a medical condition that may affect their ability to \
drive. Drivers must not use a hand-held mobile phone while driving at any time, must not make work calls hands-free while driving \
other than to say that they will call back, and must take a break of at least 15 minutes after every two hours of driving. \
Smoking and vaping are prohibited in all company and pool cars at any time, whether or not the driver is alone, and pets may only \
be carried in a crate or behind a dog guard.

8. Accidents and damage

In the event of an accident, the driver must stop, exchange details with the other parties, call the police if anyone is injured \
or if the other driver leaves without giving details, and must not admit liability at the scene. The accident must be reported \
to the Company's insurer on the 24-hour claims line and to Fleet Services within 24 hours, and the driver must complete the \
accident report form, with photographs, within 3 working days. The Company pays the insurance excess of £250 for the first \
accident in any 12-month period, but where a driver is at fault in a second or subsequent accident within 12 months, the driver \
must pay the excess of £500 for each further claim and must attend a driver training course at the Company's expense. Minor \
damage such as chips, scratches and scuffs must be reported with the next monthly mileage return, and windscreen chips must be \
repaired by the approved windscreen provider within 7 days, at no cost to the driver. If a car is off the road for more than two \
working days following an accident, Fleet Services will arrange a hire car of a similar size.

9. Fines and driving offences

Drivers are personally responsible for all parking fines, speeding fines, congestion and low emission zone penalties, bus lane \
fines and any other penalties incurred while the car is in their care, whether on business or private journeys. Where a notice is \
sent to the Company as the registered keeper, Fleet Services will transfer liability to the driver where possible, and where this \
is not possible will pay the fine and deduct it from the driver's net salary together with an administration fee of £25 per \
notice. Any driver convicted of drink or drug driving, or of dangerous driving, must return the car immediately, and any driver \
who is disqualified from driving will lose their company car for the duration of the ban without any cash allowance in its \
place. Drivers must not drive a company or pool car if they have drunk any alcohol in the previous 8 hours.

10. Replacement, long absence and leaving

Cars will be replaced at the end of the lease, and Fleet Services will contact drivers 6 months before the end date to choose a \
new car, with the old car being collected by the leasing company's agent from the driver's home or from the Dunmere head office. \
A car will not be replaced early unless it has been written off or has exceeded 80,000 miles, and if a car is replaced early at \
the driver's request, for example following a change of grade, the driver must pay any early termination charge, which can be up \
to 50% of the remaining rentals. Drivers who are absent for more than 3 months for reasons other than maternity, paternity or \
adoption leave may be asked to return their car to the Dunmere head office. Employees who leave the Company must return the car, \
both sets of keys, the fuel card and any charging cables on or before their last working day, and the car must be returned with \
at least a quarter of a tank of fuel or 25% charge. Drivers will be charged for any damage beyond the industry fair wear and \
tear standard found at the end of the lease, up to a maximum of £1,000.

11. Questions

Questions about this policy should be sent to Fleet Services at fleet@hollinsgate-bs.co.uk or on extension 2250, between 8am \
and 5pm, Monday to Friday, and the accident and breakdown lines are available 24 hours a day.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("At Hollinsgate you have to finish a six-month probation before you get a company car.",
     "provided that they have completed their probationary period of three months"),
    ("Oksana's on grade 9 and took the car allowance instead, it's £450 a month.",
     "£600 per month (grades 9 and above)"),
    ("grade 8 car list price cap is 35k incl options i think",
     "£32,000 for grades 7 and 8"),
    ("tbh u can just pick a normal petrol car off the fleet list, no questions asked",
     "Only fully electric vehicles or plug-in hybrids with CO2 emissions"),
    ("Rhys says you can pay extra to go up to £6,000 over your grade limit.",
     "upgrade to a car up to £4,000 above their grade limit"),
    ("Took the company car round France for a whole month last summer, Fleet sorted the VE103.",
     "for up to 21 days in any year"),
    ("my 22 yr old girlfriend can drive my company car once shes added to the insurance",
     "provided that they are aged 25 or over"),
    ("A meal deal from the garage shop can go on the fuel card when you fill up.",
     "must not be used for food, car washes, oil or any other purchases"),
    ("Callum's home charger install was covered up to £1,500 by the company.",
     "will pay up to £900 towards the installation of a home charger"),
    ("Using your own car, it drops to 35p a mile once you're past 10,000 business miles.",
     "and 25p per mile after that"),
    ("mileage claims can go in up to 6 months after the trip, no rush",
     "submitted through the expenses system within 3 months of the journey"),
    ("Fleet only check your licence with the DVLA once a year.",
     "when a car is first allocated and every six months after that"),
    ("ngl i vape in the company car when im on my own, thats allowed",
     "whether or not the driver is alone"),
    ("Priya's manager said you've got a week to tell Fleet Services about a prang.",
     "and to Fleet Services within 24 hours"),
    ("Company covers your speeding fine if you were on a work trip at the time.",
     "incurred while the car is in their care, whether on business or private journeys"),
    ("Dan handed his company car back on an empty tank when he left and nobody cared.",
     "at least a quarter of a tank of fuel or 25% charge"),
    # near-misses
    ("Gina's a branch manager doing about 9,000 business miles a year, so she qualifies for a company car.", None),
    ("I'm grade 7 and took the £450 a month cash instead of a car.", None),
    ("Kofi's allowance car is six years old and insured for business, so that's fine.", None),
    ("grade 9 limit is 42 grand list price incl VAT and options", None),
    ("Hassan tows a trailer for work so Fleet let him have a hybrid under 130g/km.", None),
    ("paying a bit out of my salary each month to go £3k over my grade limit", None),
    ("We drove the company car to Spain for two weeks; I got the VE103 from Fleet a month before.", None),
    ("Marta's husband is 30, has driven for years and is on the insurance, so he drives her company car.", None),
    ("fuel card's fine for adblue and screenwash too", None),
    ("Electric drivers get 8p a mile for home charging on business trips.", None),
    ("45p a mile in your own car up to 10k, plus 5p if a colleague rides along for work", None),
    ("Zoe cycles to customer sites and claims 20p a mile.", None),
    ("on long drives i stop for 20 mins every couple of hours", None),
    ("My windscreen chip was fixed by the approved company within five days and didn't cost me a penny.", None),
    ("Ade's first accident this year, so the company paid the £250 excess.", None),
    ("Fleet Services got in touch six months before my lease ended to pick a new car.", None),
]
