"""Terms of use for a fictional UK city bike-share scheme; written blind."""
from __future__ import annotations

POLICY = """\
KELBRIDGE CITY BIKES
TERMS OF USE FOR MEMBERS AND CASUAL USERS

Effective from 1 April 2025

1. About these terms

Kelbridge City Bikes (the "Scheme") is a public bicycle hire scheme operated by Tandem Mobility Ltd ("we", "us") on behalf of \
Kelbridge City Council, and these terms apply to every hire made through the KelCycle app, at a Docking Station terminal or \
with a registered KelCard smartcard. In these terms, "Bike" means any bicycle provided through the Scheme, including the \
electrically assisted bicycles we call "E-Bikes"; "Docking Station" means a row of docks shown on the map in the app; \
"Hire Period" means the time from when a Bike is released from a dock until it is returned in accordance with section 6; \
"Member" means a person holding an Annual or Monthly Membership; and "Casual User" means a person who buys a Day Pass or \
pays for each ride separately.

By unlocking a Bike you accept these terms in full on behalf of yourself and anyone riding on your account. We may change \
these terms by giving at least 30 days' notice by email and on our website, except where a change is required by law or \
for safety reasons, in which case it may take effect immediately.

2. Who may use the Scheme

You must be at least 18 years old to register an account, to buy a membership or pass, or to hire a Bike on your own \
account. Riders aged 14 to 17 may ride a standard Bike hired by a parent or guardian, provided that the account holder has \
added them in the app as a linked rider and accompanies them for the whole of the Hire Period, but nobody under 18 may ride \
an E-Bike under any circumstances. Children under 14 may not ride a Bike hired through the Scheme.

Each account may hire no more than 4 Bikes at the same time, of which no more than 2 may be E-Bikes, and the account \
holder is responsible for every Bike hired on the account whoever is riding it. Riders should be at least 1.45 metres tall, \
and the combined weight of the rider and anything carried must not exceed 120 kg, which is the maximum load for which the \
Bikes are designed.

3. Memberships, passes and prices

Annual Membership costs £90 if paid in a single payment or £8.50 a month if paid by monthly Direct Debit over a minimum \
term of 12 months, and Monthly Membership costs £12 for each calendar month with no minimum term. Both types of membership \
include unlimited rides on standard Bikes of up to 45 minutes each, and members pay a reduced unlock fee of 50p plus 10p per \
minute for every ride on an E-Bike.

A Day Pass costs £6 and gives unlimited rides on standard Bikes of up to 30 minutes each for 24 hours from the first unlock. \
Casual Users who do not hold a pass pay £1 to unlock any Bike and then 5p per minute on a standard Bike or 20p per minute \
on an E-Bike, and these per-minute charges apply from the moment the Bike leaves the dock.

Full-time students at a UK university or college, and holders of a Kelbridge Leisure Card, may buy Annual Membership at a \
discount of 30%, provided that they verify their eligibility through the app when they first join and again on each renewal. \
The concessionary discount is not available on Monthly Membership or Day Passes, and it cannot be combined with any other \
offer or promotional code.

Memberships and passes are personal to the person who bought them and may not be shared, transferred or resold, and a \
Member who allows another person to use their login or KelCard may have their membership cancelled without a refund.

4. Payment, renewal and cancellation

You must register a valid debit or credit card before your first hire, and we may take a pre-authorisation of £5 on that \
card at the start of each hire, which is normally released within 5 working days unless charges are due. All charges for a \
hire are taken from your card within 48 hours of the end of the Hire Period, and a statement is available in the app.

Annual Membership renews automatically on its anniversary unless you switch off auto-renewal in the app at least 7 days \
before the renewal date, and we will email you a reminder 21 days before that date. Monthly Membership renews on the same \
date each month until you cancel it, and cancellation takes effect at the end of the month you have already paid for, so no \
part-month refunds are given.

You may cancel a new Annual Membership within 14 days of buying it and receive a full refund, provided that you have made no \
more than 3 rides during that time; if you have made more rides, we will deduct £1.50 for each ride taken before making the \
refund. A Day Pass is non-refundable once the first Bike has been unlocked, but an unused Day Pass may be refunded if you \
ask within 7 days of buying it.

5. Hiring and riding a Bike

Standard Bikes may be hired 24 hours a day, 7 days a week, but E-Bikes cannot be unlocked between midnight and 5am, when \
their batteries are charged and checked. Before you ride, you must check the brakes, lights, tyres, bell and saddle height, \
and if you find a fault you must return the Bike to a dock within 2 minutes and report it in the app, in which case you will \
not be charged for that hire.

If a ride goes beyond the time included in your membership or pass under section 3, an overtime charge of £2 applies for \
each additional 30 minutes or part of 30 minutes, and a single Hire Period may not last longer than 24 hours. Members and Day \
Pass holders must wait 2 minutes after returning a Bike before starting another included ride, and a ride started within \
that time is treated as a continuation of the previous ride for the purpose of overtime charges.

You may make a short stop of up to 20 minutes during a Hire Period by using the "park" button in the app, provided that the \
Bike is locked to itself or to a fixed stand with its built-in cable lock. Charges continue to build up while the Bike is \
parked, it remains your responsibility throughout, and you must never leave a Bike unlocked or unattended for any length of \
time.

6. Docking and returning a Bike

A hire ends only when the Bike is pushed firmly into a working dock and the dock shows a green light, or the app confirms \
the return, and it is your responsibility to check this before you walk away. If the Docking Station you want to use is \
full, you may request 15 minutes of free extra time at the terminal or in the app so that you can ride to the nearest \
station with a free dock, and this extra time may be claimed no more than once in any Hire Period.

In the Riverside Zone, which covers Ashworth Quay and Millbeck Park, Bikes may also be returned to one of the marked virtual \
parking bays shown in the app, in which case the Bike must be locked to the bay stand and a photograph of it uploaded before \
the hire will end. A Bike left anywhere other than a dock or a virtual parking bay will incur a misplaced bike fee of £20 \
plus any reasonable costs we incur in recovering it.

A Bike that has not been returned within 24 hours of the start of the Hire Period will be treated as lost, and you will be \
charged the replacement charge set out in section 8. If a lost Bike is later recovered in a repairable condition within 30 \
days, we will refund the replacement charge less an administration fee of £50 and the cost of any repairs.

7. Rules of the road

You must ride in accordance with the Highway Code and must not ride on pavements, in pedestrian-only streets or in Millbeck \
Park other than on the marked cycle paths. Wearing a helmet is not compulsory for adults but is strongly recommended, and \
linked riders aged 14 to 17 must wear a cycle helmet at all times while riding.

You must not carry a passenger on any Bike, tow a trailer or fit a child seat, and the front basket must not be loaded with \
more than 5 kg. You must not ride while under the influence of alcohol or drugs or while holding a mobile phone, and you \
must use the Bike's lights between sunset and sunrise and in poor visibility.

Bikes must not be taken outside the Service Area shown in the app, which extends no further than 8 miles from Kelbridge \
Central station, and Bikes may not be carried on any train, bus or ferry. The motor on an E-Bike stops assisting at 15.5 \
miles per hour as the law requires, and you must not tamper with the motor, battery, speed limiter or tracking unit.

8. Damage, loss and theft

You must report any accident, damage, loss or theft in the app or by calling our customer line on 0300 555 0182 as soon as \
reasonably possible and in any case within 12 hours of it happening. Theft must also be reported to the police, and you must \
give us the crime reference number within 3 days of the theft.

You will be liable for the cost of repairing damage caused during your Hire Period up to a maximum of £300 for a standard \
Bike and £1,200 for an E-Bike, and these amounts are also charged as the replacement charge where a Bike is lost or stolen \
while hired to you. If you can show that a Bike was stolen while correctly locked with its cable lock during a park of no \
more than 20 minutes, your liability is limited to £75, and fair wear and tear or mechanical faults not caused by you are \
never your responsibility.

Members may add Damage Cover for £15 a year, which reduces their maximum liability for accidental damage, but not for loss \
or theft, to £25 per incident. Damage Cover is not available to Casual Users and does not apply to damage caused \
deliberately or while riding in breach of section 7.

9. Other fees and fines

A cleaning fee of £25 is charged where a Bike is returned in a condition that needs more than routine cleaning, and a fee of \
£10 is charged if a rider removes or defaces any sticker, number plate or sign on a Bike. Any penalty charge notice, fixed \
penalty or other fine issued in connection with a Bike during your Hire Period will be passed on to you, together with an \
administration fee of £15 per notice.

If you wish to dispute a charge, you must contact us within 28 days of the date it appears on your statement, and we will \
respond within 10 working days. Charges that are successfully disputed will be refunded to the card used to pay them, and \
we do not give refunds as cash or credit to another account.

10. Suspension and termination

We may suspend or close your account immediately if you break these terms, if any charge remains unpaid 14 days after it \
becomes due, or if three or more misplaced bike fees are charged to your account within any period of 6 months. If we close \
your account for a breach of these terms, you may not open a new account for 12 months, and any unused part of a membership \
will not be refunded.

You may close your account at any time in the app or by writing to us, provided that no Bike is on hire and all charges \
have been paid.

11. Your data and contacting us

Each Bike carries a GPS unit that records its location every 60 seconds during a Hire Period, and journey data linked to \
your account is kept for 13 months, after which it is anonymised and used only for planning the Scheme. Our customer line is \
open from 7am to 10pm Monday to Saturday and from 9am to 6pm on Sundays and bank holidays.

Complaints should be made in the app or in writing to Customer Relations, Tandem Mobility Ltd, 14 Chandler Row, Kelbridge \
KB2 4PL, and we will acknowledge them within 3 working days and give a full reply within 20 working days. If you remain \
unhappy with our reply, you may refer the matter to the Transport Services team at Kelbridge City Council within 8 weeks of \
our final response.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("My nephew's 16 and he rode one of the e-bikes with his dad, that's allowed if a parent hires it.", "nobody under 18 may ride an E-Bike under any circumstances"),
    ("u can have up to 6 bikes out on one account at once, great for family rides", "Each account may hire no more than 4 Bikes"),
    ("Annual membership for the city bikes costs £120 if you pay it all upfront.", "Annual Membership costs £90 if paid in a single payment"),
    ("Priya's student discount on the annual bike membership was half price.", "may buy Annual Membership at a discount of 30%"),
    ("annual bike membership auto renews but u can switch it off right up to the day before, no stress", "switch off auto-renewal in the app at least 7 days"),
    ("You only get a week to cancel a new annual bike membership for a full refund.", "cancel a new Annual Membership within 14 days of buying it"),
    ("grabbed an e-bike at 2am after the club last night, unlocked no problem lol", "E-Bikes cannot be unlocked between midnight and 5am"),
    ("My flatmate says going over your ride time costs a fiver for every extra half hour.", "an overtime charge of £2 applies for each additional"),
    ("tbh the park button is great, the meter stops while the bike's parked so u don't pay", "Charges continue to build up while the Bike is parked"),
    ("If the dock's full they give you an extra 30 minutes free to find another station.", "you may request 15 minutes of free extra time"),
    ("They only class a hire bike as lost if it's not back within 3 days.", "has not been returned within 24 hours of the start"),
    ("Leon reckons you're allowed to take the city bikes on the ferry over to the island.", "Bikes may not be carried on any train, bus or ferry"),
    ("the most they can charge u for wrecking an e-bike is like £500 ngl", "£300 for a standard Bike and £1,200 for an E-Bike"),
    ("Got a parking fine on a hire bike and they just passed it on with no extra fee.", "together with an administration fee of £15 per notice"),
    ("Dan's bike account got closed for breaking the rules and he can sign up again after 6 months.", "you may not open a new account for 12 months"),
    ("bike hire helpline opens at 7 on sundays so i'll ring first thing", "from 9am to 6pm on Sundays and bank holidays"),
    # near-misses
    ("My 16-year-old rides a normal city bike on my account with me, helmet on.", None),
    ("Annual bike membership works out at £8.50 a month if you pay by direct debit.", None),
    ("day pass is six quid and any ride up to half an hour is included", None),
    ("Zoe got 30% off her annual bike membership using her Leisure Card.", None),
    ("cancelled my annual bike membership after 10 days, only did 2 rides, got all my money back", None),
    ("never used my day pass so asked for a refund 5 days later, no probs", None),
    ("took a normal bike out at 3am after my shift, worked fine", None),
    ("Went 20 mins over my 45 min member ride and got charged £2 overtime.", None),
    ("Sara parked her hire bike for 15 minutes at the shop using the app, locked to a stand.", None),
    ("Station was full so I got a free extra quarter of an hour to find another dock.", None),
    ("left my bike in a virtual bay at Ashworth Quay, uploaded the photo and the hire ended fine", None),
    ("Helmets aren't compulsory for adults on the city bikes, but they do recommend one.", None),
    ("Ravi says the e-bikes stop helping you at about fifteen and a half mph.", None),
    ("My brother's hire bike got nicked while locked on a 10 min park, he only paid £75.", None),
    ("Damage cover is £15 a year for members but casual users can't get it.", None),
    ("hired 2 e-bikes and a normal one on my account for me and 2 adult mates", None),
]
