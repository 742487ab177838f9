"""A council's residents' parking permit scheme terms; written blind."""
from __future__ import annotations

POLICY = """\
HARWICK BOROUGH COUNCIL
RESIDENTS' PARKING PERMIT SCHEME: TERMS AND CONDITIONS

Effective from 1 April 2025, replacing all previous terms for controlled parking zones in Harwick, \
Elmbridge Green and Cotterell

1. Introduction and definitions

These terms apply to every permit issued under the Harwick Borough Council (Controlled Parking \
Zones) Order 2025. In these terms, "the Council" means Harwick Borough Council, "a Zone" means one \
of the controlled parking zones described in section 2, "a Resident" means a person whose main home \
is a residential address inside a Zone, and "a Permit" means a virtual permit linked to a vehicle \
registration number, since no paper permits are issued except visitor scratch cards under section 5. \
A Permit allows the vehicle to be parked in any residents' bay in the Zone shown on the Permit but \
does not guarantee that a space will be available, and it does not allow parking on yellow lines, in \
disabled bays, in loading bays or in pay and display bays other than those marked as shared use.

2. Zones and hours of control

Zone A (Harwick Town Centre) operates from 8am to 8pm, Monday to Saturday, and Zone B (Station \
Quarter) operates from 9am to 5pm, Monday to Friday only. Zone C (Elmbridge Green) operates from 8am \
to 6pm every day including Sundays and bank holidays, because of demand from visitors to Elmbridge \
Park, while Zone D (Cotterell Hospital) operates 24 hours a day, 7 days a week. Outside the hours of \
control any vehicle may park in a residents' bay without a Permit, except in Zone D, where a Permit \
is required at all times. Zones A and B do not operate on Christmas Day, Boxing Day or New Year's \
Day.

Shared use bays in Zone A may be used by Permit holders without time limit, or by other drivers who \
pay at the meter or by the PayFirst app for a maximum stay of 2 hours, with no return to the same \
bay within 1 hour.

3. Eligibility

A Resident Permit may be issued only to a Resident aged 17 or over whose vehicle is registered with \
the DVLA at the Resident's address in the Zone, or who can show that the vehicle is provided by \
their employer for their personal use or is leased to them for a period of at least 6 months. \
Applicants must provide two proofs of address dated within the last 3 months, such as a council tax \
bill, a tenancy agreement or a utility bill, and a copy of the vehicle's V5C registration \
certificate. Residents of properties which received planning permission after 1 January 2016 as \
car-free developments are not eligible for Resident Permits, although they may still buy visitor \
permits under section 5.

Permits are issued only for cars, small vans and motorcycles, and a vehicle must not be more than \
5.25 metres long or 2.2 metres high, or have a gross weight of more than 3.5 tonnes. Caravans, \
trailers, motorhomes and commercial vehicles with advertising covering more than 50% of their sides \
are not eligible for any Permit.

4. Resident Permit charges

A maximum of three Resident Permits may be issued per household, and the price of each 12-month \
Permit depends on how many Permits the household already holds: £65 for the first Permit, £110 for \
the second and £175 for the third. A 6-month Permit is available at 60% of the annual price for the \
relevant Permit. Fully electric vehicles are charged £25 for a 12-month Permit regardless of how \
many Permits the household holds, and motorcycles are charged £20 for a 12-month Permit. A diesel \
surcharge of £30 is added to the price of any Permit for a diesel vehicle first registered before 1 \
September 2015, except where the Permit holder also holds a Blue Badge.

Payment must be made in full by debit or credit card at the time of application, either online or by \
telephone on 01632 960 440, and the Council does not accept payment by instalments. A Permit runs \
for 6 or 12 months from the date of issue and not from the start of any calendar month.

5. Visitor permits

Visitor permits are sold as scratch cards, each valid for one vehicle for one day from the time of \
first use until midnight, in books of 10 at a cost of £18 per book, or as half-day cards valid for \
up to 4 hours at a cost of £1.20 each. Each household may buy a maximum of 60 day cards and 60 \
half-day cards in any 12-month period, whether or not the household holds a Resident Permit. \
Residents aged 75 or over may buy visitor permits at half price and may buy up to 120 day cards in \
any 12-month period.

The date, month and time of arrival must be scratched off before the visitor leaves the vehicle, and \
a card that has been altered or scratched off incorrectly will be treated as invalid. Visitor \
permits may be used only for genuine visitors to the household that bought them and must not be \
sold, lent or given to any other person, and they must not be used for a vehicle belonging to a \
member of the household itself.

6. Carer, business and temporary permits

A Carer Permit is issued free of charge to a professional or family carer who visits a Resident \
needing care at least 3 times a week, provided that the application is supported by a letter from a \
GP, a social worker or a registered care agency. A Carer Permit is valid for 12 months and may be \
used only while the carer is attending the Resident named on it. Businesses located inside a Zone \
may buy up to 2 Business Permits at £420 each for 12 months, but Business Permits are not available \
in Zone D.

A Resident who has hired or borrowed a vehicle while their own vehicle is being repaired may apply \
for a temporary Permit, which is free of charge and valid for up to 28 days, provided that the \
Resident already holds a Resident Permit. Tradespeople working at a property in a Zone may buy a \
Trades Permit at £8 per day or £35 per week, for a maximum of 8 weeks for any one address.

7. Applying, renewing and making changes

Applications should be made online at harwick.gov.uk/parking, and a Permit will normally be active \
within 2 working days of a complete application being approved. The Council will send a reminder by \
email 28 days before a Permit expires, but it is the holder's responsibility to renew on time, and \
no grace period is given after expiry. A Resident who changes vehicle must update the registration \
number online before parking the new vehicle in a residents' bay, and there is no charge for this \
change provided that the new vehicle is in the same charge band. Where the new vehicle is in a more \
expensive band, the difference is payable for the remaining months of the Permit.

A Resident who moves to a new address inside the same Zone may transfer their Permit free of charge, \
but a Resident who moves to a different Zone must cancel the existing Permit and apply for a new \
one, and an administration fee of £12 will be charged. A Permit holder must tell the Council within \
14 days if they stop living in the Zone or sell the vehicle.

8. Using a Permit

A vehicle displaying a valid Permit may be parked in any residents' bay in its own Zone and in any \
shared use bay in that Zone, but not in a residents' bay in any other Zone. A vehicle must be parked \
wholly within the markings of a bay and must not be parked in the same bay for more than 14 \
consecutive days without being moved, to allow the Council to carry out street cleaning. Blue Badge \
holders may park in any residents' bay without a Permit for up to 3 hours, provided that the Blue \
Badge and clock are displayed correctly.

Electric vehicle charging bays in Zones A and C may be used by any electric vehicle while it is \
actively charging, for a maximum of 4 hours between 8am and 8pm, and holding a Permit does not \
extend that limit. Motorcycles with a Permit may also use any solid white motorcycle bay in their \
own Zone, but must not be parked on the pavement or chained to trees, railings or other street \
furniture.

9. Suspensions

The Council may suspend a bay for road works, removals, weddings, funerals or filming, and will \
place signs on the bay at least 7 days before the suspension starts, except in an emergency. A \
Resident may ask for a bay to be suspended for a removal van at a cost of £45 per bay per day, and \
applications must be made at least 10 working days in advance. A vehicle found in a suspended bay \
may be removed to the Council's vehicle pound at Cotterell Depot, and a release fee of £150 will be \
charged in addition to any penalty charge.

10. Penalties and enforcement

Civil enforcement officers patrol all Zones, and a penalty charge notice of £70 is issued for a \
higher level contravention, such as parking in a residents' bay without a valid Permit, and of £50 \
for a lower level contravention, such as parking outside the markings of a bay. A penalty charge is \
reduced by 50% if it is paid within 14 days of the date of the notice, and it increases by 50% if it \
has not been paid within 28 days of a Notice to Owner being served. A Permit that is misused, \
including any visitor permit sold or lent in breach of section 5, will be cancelled without refund, \
and the household will not be allowed to apply for a new Permit for a period of 12 months.

11. Refunds, cancellations and appeals

A Resident Permit may be cancelled at any time and a refund will be given for each complete month \
remaining, less an administration fee of £12, but no refund is given for a 6-month Permit or for \
visitor permits which have been bought. A challenge against a penalty charge notice must be made in \
writing or online within 28 days of the date of the notice, and if the Council rejects the \
challenge, the motorist may appeal to the independent Traffic Penalty Tribunal. Complaints about the \
scheme itself should be addressed to the Parking Services Manager, Harwick Civic Centre, Elm Road, \
Harwick, and will be answered within 20 working days.

12. Changes to the scheme and personal data

The Council reviews permit prices each year, and any change to the charges in section 4 will be \
published in the local press and on the Council's website at least 21 days before it takes effect, \
following a statutory consultation. A change in price will not affect a Permit that has already been \
issued until it is next renewed. Personal information supplied with an application is held in \
accordance with the Council's privacy notice, is used only for administering the scheme and \
enforcing parking restrictions, and is kept for 2 years after a Permit expires, after which it is \
securely deleted.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Parking restrictions in the Station Quarter zone apply on Saturdays as well.",
     "Zone B (Station Quarter) operates from 9am to 5pm, Monday to Friday only"),
    ("sundays r free to park in the elmbridge green zone, no permit needed ngl",
     "Zone C (Elmbridge Green) operates from 8am to 6pm every day including Sundays"),
    ("Jake got his own residents' parking permit at 16 for his moped.",
     "A Resident Permit may be issued only to a Resident aged 17 or over"),
    ("only needed 1 proof of address for the parking permit, council tax bill did it",
     "Applicants must provide two proofs of address dated within the last 3 months"),
    ("The first residents' parking permit for a household costs £56 a year.",
     "£65 for the first Permit, £110 for the second and £175 for the third"),
    ("My brother says electric cars get their residents' permit for free in Harwick.",
     "Fully electric vehicles are charged £25 for a 12-month Permit"),
    ("paying for my parking permit monthly by direct debit now, sorted",
     "and the Council does not accept payment by instalments"),
    ("A book of ten visitor scratch cards costs £12.",
     "in books of 10 at a cost of £18 per book"),
    ("Marcus says every household gets 100 visitor day passes a year.",
     "Each household may buy a maximum of 60 day cards and 60 half-day cards"),
    ("Carer parking permits cost £30 a year.",
     "A Carer Permit is issued free of charge to a professional or family carer"),
    ("our builder's had a trades permit for 12 weeks at ours now, no issue",
     "for a maximum of 8 weeks for any one address"),
    ("Lena's parking permit expired but she says there's a two-week grace period.",
     "it is the holder's responsibility to renew on time, and no grace period"),
    ("blue badge means u can park in resident bays all day w/o a permit",
     "may park in any residents' bay without a Permit for up to 3 hours"),
    ("The council only has to put bay suspension signs up 48 hours beforehand.",
     "and will place signs on the bay at least 7 days before the suspension starts"),
    ("Dad says if you pay a parking ticket within 21 days it gets halved.",
     "A penalty charge is reduced by 50% if it is paid within 14 days"),
    ("cancelled my 6 month permit early n got refunded for the months left, easy",
     "but no refund is given for a 6-month Permit or for visitor permits"),
    # near-misses
    ("Leo says the Station Quarter zone is only enforced Monday to Friday, so he parks there free on Saturdays.", None),
    ("parked in a residents bay in elmbridge green at 7pm sunday without a permit, no ticket", None),
    ("My nan is 78 so she gets her visitor scratch cards at half price.", None),
    ("Our second residents' parking permit cost £110 for the year.", None),
    ("Aisha's electric car permit was £25 even though it's her household's third permit.", None),
    ("My 6-month permit for our only car cost £39.", None),
    ("ngl visitor day passes last till midnight from when u first scratch em", None),
    ("Tom's mum's carer parks with a free carer permit; she visits four times a week.", None),
    ("got a free temp permit for the hire car while mine's in the garage, 3 wks", None),
    ("The council emails a renewal reminder four weeks before your parking permit runs out.", None),
    ("moved two streets over in the same zone and kept my permit, no charge", None),
    ("Blue Badge holders can use residents' bays for a couple of hours without a permit.", None),
    ("paid my parking ticket within 10 days so it was halved, £35 instead of £70", None),
    ("Ravi's removal van bay cost £45 for the day, and he booked it three weeks ahead.", None),
    ("Shoppers without a permit can use the town centre shared bays for up to two hours.", None),
    ("cancelled my annual permit w 5 months left, got a refund minus the £12 fee", None),
]
