"""Rider terms of a fictional UK e-scooter rental trial scheme; written blind."""
from __future__ import annotations

POLICY = """\
SKELTO MOBILITY LIMITED
BRACKENFORD AND DUNSLEY E-SCOOTER RENTAL SCHEME: RIDER TERMS

Effective from 14 April 2025

1. The scheme and these terms

These terms govern your use of the shared e-scooters operated by Skelto Mobility Limited ("Skelto", "we" or "us") as part of \
the rental trial run in partnership with Brackenford City Council and Dunsley Borough Council, and they apply each time you \
unlock a scooter. In these terms, "Scooter" means an e-scooter belonging to the scheme, "Ride" means the period from the moment a \
Scooter is unlocked until the ride is successfully ended in the App, "Operating Area" means the area shown in blue on the map in \
the App, "Parking Bay" means a marked parking location shown in the App, and "App" means the Skelto mobile application. The \
scheme operates between 6am and midnight every day, and Scooters cannot be unlocked outside those hours, except that on Friday \
and Saturday nights within the Brackenford city centre zone Scooters may be unlocked until 2am.

2. Who may ride

You must be aged 18 or over to create an account and to ride, and you must hold a full or provisional UK driving licence that \
includes category Q entitlement, or a full driving licence issued in another country that allows you to drive in the UK. You must \
upload a photograph of your licence and a selfie when you register, and you cannot start your first Ride until we have verified \
your licence, which normally takes up to 24 hours. Holders of a licence for mopeds or motorcycles only (categories AM, A1, A2 or A) \
are also eligible. You may not ride if your licence has been suspended or revoked, if you hold 6 or more penalty points for \
drink-driving or drug-driving offences within the last 11 years, or if you are disqualified from driving.

3. Your account and payment

Only one account may be registered per driving licence, and you must not let anyone else use your account, unlock a Scooter for \
another person or ride a Scooter unlocked by someone else. You must keep a valid debit or credit card on your account, and when \
you take your first Ride we will take a one-off refundable deposit of £10, which will be returned within 5 working days of your \
closing the account, less any unpaid charges. Prepaid wallet top-ups must be at least £5 and at most £100 at a time, and wallet \
credit expires 12 months after the date of your last top-up.

4. Prices, passes and discounts

Each Ride costs £1 to unlock plus 20p per minute, charged in whole minutes, and the price is shown in the App before you unlock. \
We offer a Day Pass at £9.99, which covers unlimited Rides of up to 45 minutes each for 24 hours from purchase, and a 30-Day Pass \
at £34.99, which covers unlimited Rides of up to 30 minutes each, with any minutes beyond those limits charged at 15p per minute. \
Passes do not include the unlock fee for Rides started between midnight and 2am, which is charged at £2 per Ride. Riders who \
receive Universal Credit, Pension Credit or Jobseeker's Allowance, and full-time students at Brackenford College or the University \
of Dunsley, may apply for the Access discount, which gives 50% off the per-minute rate and waives the unlock fee, but does not \
apply to passes. Passes are non-refundable once you have taken a Ride using them, but an unused pass may be refunded if you ask \
within 14 days of purchase.

Prices for Rides started in Dunsley are the same as those in Brackenford, except that Rides which start at Dunsley Station between 7am and 9am on weekdays are charged at 15p per minute to encourage commuters to use the scheme instead of driving. Any promotional code must be entered before you unlock the Scooter, only one code may be used per Ride, and codes cannot be exchanged for cash or used to buy a pass.

5. Before you ride

Before each Ride you must check the Scooter for obvious damage, including the brakes, lights, bell, tyres and handlebars, and you \
must not ride a Scooter that appears faulty; instead you must report it in the App. Helmets are not required by law, but we strongly \
recommend that you wear one, and riders who complete the free in-App safety course and upload a photograph of themselves wearing a \
helmet will receive 20 free minutes, which must be used within 30 days. Only one person may ride a Scooter at any time, and you \
must not carry a passenger, a child, an animal or any bag heavier than 5kg, including on the handlebars.

Scooters with less than 15% battery remaining are shown in grey in the App and cannot be unlocked, and if the battery of your Scooter falls below 10% during a Ride the App will warn you and you should end the Ride at the nearest Parking Bay. We may suspend the whole scheme in severe weather, including whenever the Met Office issues an amber or red warning for wind, snow or ice in either council area, and any Ride in progress must then be ended within 15 minutes of the notice appearing in the App.

6. Where and how you may ride

Scooters may be ridden on roads, and on cycle lanes and cycle tracks, but must never be ridden on pavements, footpaths or in \
pedestrianised areas, other than walking the Scooter while pushing it with the motor switched off. The maximum speed of every \
Scooter is limited to 15.5mph, and within the Slow Zones shown in orange in the App, which include Riverside Walk, the Market \
Square and the area around Dunsley Station, the speed is automatically reduced to 8mph. Scooters cannot be ridden in the No-Ride \
Zones shown in red, including Brackenford Cathedral Close and Hallam Park, and the motor will cut out if you enter one. Motorways, \
and dual carriageways with a speed limit above 40mph, are forbidden in all cases.

You must follow the Highway Code, including traffic lights, and you must not use a mobile phone while riding, whether hand-held or \
mounted, other than a phone fixed in a holder used for navigation only. You must not ride under the influence of alcohol or drugs, \
and the same drink-drive limits apply to Scooters as to cars.

7. Ending your Ride and parking

You may end a Ride only inside the Operating Area, and within the Brackenford city centre zone you may end a Ride only in a Parking \
Bay, whereas elsewhere in the Operating Area you may park in any safe place on the edge of a footway, provided that at least 1.5 \
metres of clear footway is left for pedestrians. You must take a photograph in the App showing the parked Scooter each time you end \
a Ride, and we may refuse to end a Ride if the photograph is missing or unclear. A Scooter must not be left blocking a doorway, \
dropped kerb, bus stop, tactile paving or a disabled parking space.

If you end a Ride outside a Parking Bay in the city centre zone, we will charge a poor parking fee of £15, and if you leave a \
Scooter outside the Operating Area we will charge a recovery fee of £40 plus £1 for every 100 metres outside the boundary, up to a \
maximum total of £75. Riders who end a Ride in one of the Parking Bays marked "Bonus" in the App will receive a credit of 50p.

8. Ride limits and pausing

A single Ride may last no longer than 3 hours, after which the Scooter will slow to 5mph and you must end the Ride as soon as it is \
safe to do so. You may pause a Ride for up to 20 minutes at a time in the App, during which the Scooter is locked and a reduced \
rate of 8p per minute applies, and if you do not resume within 20 minutes the Ride will end automatically. You may reserve a \
Scooter free of charge for up to 10 minutes before unlocking it, and reservations are limited to 3 per day.

9. Accidents, damage and theft

If you are involved in an accident, you must stop, make sure that everyone involved is safe, call 999 if anyone is injured and \
report the accident to us through the App or by calling 0800 612 4470 within 24 hours. Our insurance provides third party cover \
for injury to other people and damage to their property while you are riding in accordance with these terms, but it does not cover \
injury to you or loss of your own belongings. You are responsible for damage to a Scooter caused by your misuse, up to a maximum of \
£250, and for the full cost of £650 if a Scooter is lost or stolen while a Ride is still running, unless you reported the theft \
to the police and to us within 2 hours.

10. Fines, penalties and suspension

We operate a strike system, and you will receive a strike for each of the following: riding on a pavement, carrying a passenger, \
riding in a No-Ride Zone, or parking that is reported to us by the councils as dangerous. A first strike results in a warning \
email, a second strike within 90 days results in a fine of £25 and a 7-day suspension, and a third strike within 12 months results \
in your account being permanently closed. Any fixed penalty notice issued by the police for an offence committed during your Ride \
is your responsibility, and we will pass on your name and address to the police if we are asked to do so, together with an \
administration fee of £20.

A strike is removed from your record 12 months after the date on which it was issued, and you may appeal against a strike by replying to the warning email within 14 days, sending any photographs or other evidence that supports your appeal.

11. Refunds and complaints

If you believe you have been charged wrongly, you must contact us through the App within 30 days of the Ride, and we will respond \
within 5 working days. Refunds for a faulty Scooter that stopped during a Ride will be made as credit to your wallet unless you ask \
for a refund to your card. Formal complaints may be made in writing to Skelto Mobility Limited, Unit 9, Foundry Lane, Brackenford \
BK2 4LF, and if we have not resolved your complaint within 8 weeks you may refer it to the councils' scheme manager.

We record the location of each Scooter every 30 seconds during a Ride, and we keep Ride records for 6 years for accounting purposes and share anonymised journey data with both councils for evaluation of the trial, but we will never sell your personal information to advertisers.

12. Changes and ending these terms

We may change these terms or our prices by giving you at least 7 days' notice in the App, and the terms in force when you unlock a \
Scooter will apply to that Ride. You may close your account at any time from the App, and we may close it if it is unused for 2 \
years. The trial is currently authorised until 31 May 2026 and may end earlier if the Department for Transport or either council \
withdraws permission.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Skelto scooters can be unlocked till 2am on weeknights too, Tuesday included.",
     "except that on Friday and Saturday nights within the Brackenford city centre zone"),
    ("my little bro is 17 and rides skelto on his provisional, totally legit",
     "You must be aged 18 or over to create an account and to ride"),
    ("Ollie's mate rode his girlfriend's skelto account last night, apparently that's allowed if she says ok",
     "must not let anyone else use your account, unlock a Scooter for"),
    ("The deposit Skelto takes on your first ride is £20.",
     "take a one-off refundable deposit of £10"),
    ("Skelto charges 30p a minute on top of the £1 unlock.",
     "Each Ride costs £1 to unlock plus 20p per minute"),
    ("the skelto day pass is a tenner and covers rides up to an hour each",
     "covers unlimited Rides of up to 45 minutes each for 24 hours"),
    ("Amira says the student Access discount works on the monthly pass too.",
     "but does not apply to passes"),
    ("tbh u can carry ur shopping bags on the handlebars, mine was like 8kg no probs",
     "an animal or any bag heavier than 5kg, including on the handlebars"),
    ("Riding a Skelto scooter on the pavement is fine if you keep it slow.",
     "must never be ridden on pavements, footpaths or in"),
    ("Kai said the scooters top out at 20mph",
     "The maximum speed of every Scooter is limited to 15.5mph"),
    ("Outside the city centre you have to leave 2 metres of pavement clear when you park a Skelto.",
     "provided that at least 1.5 metres of clear footway is left"),
    ("parked outside a bay in the city centre, got stung £25 for it",
     "we will charge a poor parking fee of £15"),
    ("Skelto rides can go on for up to 4 hours before the scooter slows down.",
     "A single Ride may last no longer than 3 hours"),
    ("u can pause a skelto for half an hour and it stays locked",
     "You may pause a Ride for up to 20 minutes at a time"),
    ("My cousin got fined £50 and a month's ban for her second Skelto strike.",
     "results in a fine of £25 and a 7-day suspension"),
    ("skelto only have to give 24 hrs notice before changing prices",
     "or our prices by giving you at least 7 days' notice in the App"),
    # near-misses
    ("Got a Skelto after midnight in Brackenford city centre last Saturday, about 1am.", None),
    ("my gran is 71 and rides skelto on her full licence w category Q on it, no age cap apparently", None),
    ("Licence checks for Skelto usually take up to a day.", None),
    ("Zara's Skelto wallet top-up was £50, which they accepted fine.", None),
    ("ten minute skelto ride cost me £3 total", None),
    ("The 30-day Skelto pass is under 35 quid.", None),
    ("Ryan gets half price per minute plus no unlock fee cos he's on Universal Credit.", None),
    ("did the skelto safety course n helmet pic, got 20 free mins", None),
    ("Wheeled my skelto along the pavement with the motor off to get to the bay.", None),
    ("Leo says it drops to 8mph round Dunsley Station", None),
    ("Outside the city centre I left my Skelto on the edge of the pavement with loads of room clear.", None),
    ("parked in a bonus bay and got 50p credit lol", None),
    ("Reserving a Skelto for ten minutes before unlocking didn't cost me anything.", None),
    ("Hana's scooter got nicked mid-ride but she told police and Skelto within an hour, so no £650 charge.", None),
    ("got my first skelto strike, just a warning email tbh", None),
    ("Skelto complaints can go to the councils' scheme manager if unsolved after two months.", None),
]
