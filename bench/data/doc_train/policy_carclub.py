"""Membership terms of a fictional UK car club (car sharing scheme); written blind."""
from __future__ import annotations

POLICY = """\
HARLINGFORD CAR CLUB
MEMBERSHIP TERMS AND CONDITIONS

Effective from 6 January 2025

1. About the Club

Harlingford Car Club is operated by Commonwheel Mobility Ltd ("we", "us"), which provides cars for hire by the hour or by \
the day from designated parking bays in Harlingford, Oakbridge and Saltmarsh Green. In these terms, a "Member" is a person \
whose application has been approved by us; a "Driver" is a Member, or an additional person approved under section 2, who \
is named on a booking; a "Vehicle" is any car or van provided by the Club; a "Home Bay" is the parking bay from which a \
Vehicle is collected; and a "Booking" is the period reserved in the app for the use of a Vehicle.

These terms form the contract between you and us, together with the price list in the app, and they apply every time you \
make a Booking. We may change them by giving you at least 30 days' notice by email, and if you do not accept a change you \
may cancel your membership without charge before it takes effect in accordance with section 11.

2. Who can drive

To join the Club you must be aged between 21 and 75, must have held a full driving licence for at least 2 years, and must \
have no more than 6 penalty points on your licence. Applicants aged 19 or 20 may join provided that they have held a full \
licence for at least 12 months and agree to pay the young driver surcharge of £2 per Booking, but they may not book vans \
or any Vehicle in the Premium group.

You may not join the Club, and must tell us immediately if, during your membership, you receive a conviction for driving \
under the influence of alcohol or drugs, for dangerous driving or for driving without insurance, and no such conviction \
within the last 10 years is acceptable. Holders of a licence issued in the European Union may join on the same terms as \
holders of a UK licence, while holders of any other licence must also hold an International Driving Permit and may drive \
our Vehicles only during the first 12 months after they became resident in the UK.

A Member may add up to 3 additional Drivers to their account, each of whom must meet the same conditions and be approved by \
us before driving, and the Member is responsible for all charges incurred while an additional Driver is using a Vehicle. \
Nobody other than a Driver named on the Booking may drive the Vehicle at any time, even for a short distance.

3. Membership plans and prices

There is a one-off joining fee of £15, which includes the licence check and is not refundable if your application is \
declined. Our Flex plan has no monthly fee, while our Regular plan costs £6 a month and gives you 10% off all hourly and daily \
rates, and our Business plan costs £25 a month per company and allows up to 20 Drivers from the same employer.

Standard Vehicles cost £6.50 per hour or £55 per day, and vans and Premium Vehicles cost £9 per hour or £75 per day, with a \
day meaning any 24-hour period. The first 30 miles of each Booking are included in the price, after which a mileage charge \
of 25p per mile applies to all Vehicles, including electric Vehicles.

4. Making and changing a Booking

Bookings can be made in the app or on our website, for a minimum of 1 hour and a maximum of 7 consecutive days, and may be \
made up to 3 months in advance. A Booking may be shortened or cancelled free of charge up to 2 hours before it starts, but \
if you cancel with less than 2 hours' notice you will be charged 50% of the booking price, and no refund is given once the \
Booking has begun.

You may extend a Booking through the app while it is in progress if the Vehicle is not booked by another Member, and you \
must do so before the original end time. If you return a Vehicle late without extending, you will be charged for the extra \
time at the normal rate plus a late return fee of £25 for every 30 minutes or part of 30 minutes, and you will also be \
liable for reasonable costs reimbursed to any Member whose Booking is delayed as a result, up to a maximum of £100.

5. Collecting and returning a Vehicle

Before each journey you must walk round the Vehicle and report any new damage or mess in the app, with photographs, and we \
will treat any damage that has not been reported at the start of a Booking as having happened during it. Vehicles are \
unlocked with the app or your membership card, and the key must be left in its holder in the glovebox at all times when \
it is not in the ignition.

Every Vehicle must be returned to its own Home Bay by the end of the Booking, and if the bay is occupied by another car you \
must park legally within 200 metres and tell us in the app, in which case no charge will be made. A Vehicle left anywhere \
else will be recovered at your cost, subject to a minimum charge of £80, and you must make sure the windows are closed, \
the lights are off and the Vehicle is locked before you end the Booking.

6. Fuel and charging

Petrol and diesel Vehicles are supplied with a fuel card, which may be used only to buy fuel for that Vehicle and must not \
be used to buy anything else, and fuel bought with the card is included in the hourly and daily rates. If the fuel gauge \
shows less than a quarter of a tank when you end your Booking, you must refuel before returning the Vehicle, and if you fail \
to do so a charge of £20 will be made.

Electric Vehicles must be returned with at least 25% battery charge, and whenever the Home Bay has a charging point you must \
plug the Vehicle in before you end the Booking. Public charging paid for with the charge card supplied in the Vehicle is \
free for Members, but charges for overstaying at a public charging point, or for using a charger not covered by the card, \
are payable by you.

7. Cleanliness, smoking and animals

You must leave each Vehicle clean and tidy, removing all rubbish and personal belongings, and a cleaning fee of £40 will \
be charged if the Vehicle needs more than a light clean, rising to £150 for cases of vomit, bodily fluids or heavy soiling. \
Smoking and vaping are not allowed in any Vehicle at any time, whether or not the windows are open, and anyone found to have \
smoked in a Vehicle will be charged a fee of £150 and may have their membership ended.

Pets may travel in Vehicles only when kept in a secure pet carrier or crate in the boot area, and you will be charged the \
cleaning fee if any animal hair is left behind. Assistance dogs may travel in any part of the Vehicle without a carrier. \
Children must use a suitable child seat as required by law, and you must supply your own, since the Club does not provide \
child seats.

8. Using the Vehicles

Vehicles may be driven anywhere in mainland Great Britain but must not be taken to Northern Ireland, to any island reached \
only by ferry, or outside the United Kingdom. You must not use a Vehicle for hire or reward, for delivery work or for \
driving lessons, and you must not use it to tow a trailer or caravan or fit a roof box or bike rack to it, except for \
vans, which may be used for moving your own belongings but not for commercial work.

You must not carry more passengers than the Vehicle has seat belts, and you must not drive when you are unfit through drink, \
drugs, tiredness or illness. The app records the location, speed and mileage of each Vehicle during a Booking, and we may \
use this information to calculate charges, investigate accidents or recover a Vehicle.

9. Accidents, damage and excess

You must report any accident, damage or breakdown to our 24-hour helpline on 0330 555 0147 immediately, and in any case \
within 24 hours, and if anyone is injured or the other driver does not stop, you must also report it to the police within \
24 hours. You must not admit liability to any other party, and you must give us a written report with photographs within 3 \
days of the accident.

If a Vehicle is damaged during your Booking, you will pay the first £750 of the cost of each claim (the "Damage Excess"), \
or £1,000 if the Driver was under 25 at the time, whether or not you were at fault, unless the damage was caused by another \
identified driver who admits liability. You may reduce your Damage Excess to £250 by buying Excess Reduction for £3 per \
Booking, or £12 for a Booking of 3 days or more, but Excess Reduction does not cover damage to tyres, windscreens or the \
underside of the Vehicle, or damage caused while using the Vehicle in breach of section 8.

10. Fines, tolls and other charges

You are responsible for all parking charges, road tolls, congestion and clean air zone charges and fines incurred during \
your Booking. Where we receive a penalty charge notice relating to your Booking, we will pay it or transfer liability to \
you and charge you an administration fee of £20 per notice, and for speeding and other offences we will give the police or \
the issuing authority the name and address of the Driver.

If a Driver loses the key or the fuel card, we will charge £120 for a replacement key and £25 for a replacement card, and \
if the Vehicle cannot be started because the lights were left on, a call-out fee of £60 will be charged.

11. Payment, suspension and cancellation

All charges are taken from the debit or credit card registered to your account within 7 days of the end of each Booking, \
and monthly plan fees are taken on the 1st of each month in advance. If a payment fails, we will charge a fee of £10 and \
may suspend your account until the amount is paid in full.

You may cancel your membership at any time in the app, except that the Regular plan has a minimum term of 3 months, and \
cancellation takes effect at the end of the month in which you cancel. We may suspend or end your membership immediately \
if you break these terms, if you receive 3 or more penalty charge notices in any 12 months, or if any information you gave \
us when you applied was untrue.

12. Contacting us

Our customer team is available by phone and live chat from 8am to 8pm Monday to Friday and from 9am to 5pm at weekends, \
and our helpline for accidents, breakdowns and problems unlocking a Vehicle is open 24 hours a day. Complaints should be \
made in writing to Commonwheel Mobility Ltd, 3 Weaver's Yard, Harlingford HG1 9DN, and we will respond in full within 14 \
days, or within 28 days where we need to investigate with a third party.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("For the car club you only need to have had your full licence a year if you're over 21.", "must have held a full driving licence for at least 2 years"),
    ("my 20yo can book the club vans too, he just pays the £2 young driver surcharge", "they may not book vans or any Vehicle in the Premium group"),
    ("let my mate drive the club car for 5 mins round the car park, fine since im the member", "Nobody other than a Driver named on the Booking may drive the Vehicle"),
    ("The Regular car club plan is £6 a month and gets you 20% off hire rates.", "gives you 10% off all hourly and daily"),
    ("Ellie says there's no mileage charge at all on the electric club cars.", "of 25p per mile applies to all Vehicles, including electric Vehicles"),
    ("cancelled a club car booking an hour before it started and wasn't charged a penny", "if you cancel with less than 2 hours' notice"),
    ("The car club's late return fee is £10 for each extra half hour.", "plus a late return fee of £25 for every 30 minutes"),
    ("Raj reckons you can drop the club car back at any of their bays in town, not just where you got it.", "Every Vehicle must be returned to its own Home Bay by the end"),
    ("with the car club u pay for ur own petrol on top of the hourly rate", "fuel bought with the card is included in the hourly and daily rates"),
    ("Electric club cars only need 10% battery left when you return them.", "Electric Vehicles must be returned with at least 25% battery charge"),
    ("My cousin says vaping in the club car is fine as long as the windows are down.", "Smoking and vaping are not allowed in any Vehicle at any time"),
    ("took the dog on the back seat of the club car, no crate, nobody minded lol", "Pets may travel in Vehicles only when kept in a secure pet carrier"),
    ("Ferry trips to the Scottish islands are fine in the club cars since they're still in the UK.", "to any island reached only by ferry"),
    ("Damage excess on the club cars is £500 for normal drivers.", "you will pay the first £750 of the cost of each claim"),
    ("Priya got a parking ticket in the club car and they added a £35 admin fee.", "charge you an administration fee of £20 per notice"),
    ("signed up to the regular plan and cancelled after a month, theres no minimum term", "except that the Regular plan has a minimum term of 3 months"),
    # near-misses
    ("My sister is 20 and joined the car club after a year with her licence, paying £2 extra per booking.", None),
    ("The car club accepts you with up to 6 points on your licence.", None),
    ("ive added my partner and my brother as extra drivers on my car club account", None),
    ("Anna has a French licence and joined the car club on the same terms as UK drivers.", None),
    ("regular plan is six quid a month and knocks 10% off the hourly rate", None),
    ("The car club joining fee is £15 and you don't get it back if you're turned down.", None),
    ("drove 25 miles in the club car and paid nothing for mileage", None),
    ("Ben cancelled his club car booking 3 hours before and wasn't charged.", None),
    ("home bay was taken so i parked legally 100m away, told them in the app, no charge", None),
    ("Fuel's included with the club cars, you just use the fuel card that comes with the car.", None),
    ("Dropped the electric club car back with 40% battery and plugged it in at the bay.", None),
    ("Mum took her guide dog on the back seat of the club car, no crate needed.", None),
    ("used the club van to move my own stuff to the new flat, totally allowed", None),
    ("Bought excess reduction for £12 on a 4-day booking so my excess drops to £250.", None),
    ("The car club's accident helpline is open round the clock, even on bank holidays.", None),
    ("Tom's only 23 so his car club damage excess would be a grand.", None),
]
