"""Membership terms of a fictional UK public electric vehicle charging network; written blind."""
from __future__ import annotations

POLICY = """\
VOLTWAY CHARGE NETWORK LIMITED
MEMBERSHIP TERMS AND CONDITIONS FOR PUBLIC CHARGING

Effective from 1 March 2025 (replacing the terms dated 4 September 2023)

1. About these terms and definitions

These terms apply between Voltway Charge Network Limited, a company registered in England with its office at 14 Tanner's Wharf, \
Harrowmere HM3 7QD ("Voltway", "we" or "us"), and any person who registers for a Voltway membership ("Member" or "you"). \
In these terms, "Charger" means any charging unit on the Voltway network, "Bay" means the marked parking space served by a Charger, \
"Session" means the period from the moment a Charger begins delivering energy until the connector is released, and "App" means \
the Voltway mobile application for iOS and Android.

Members must be aged 18 or over and must hold a valid UK driving licence, except that a person aged 17 who holds a provisional \
licence may be added as an additional driver to an existing Household membership in accordance with section 3. A membership is \
personal to the Member and may not be sold, transferred or lent to another person other than an additional driver registered under \
the same account.

2. Membership tiers and fees

We offer three membership tiers: Pay As You Go, which carries no monthly fee; Voltway Plus, which costs £7.99 per month or \
£79 per year if paid annually in advance; and Voltway Fleet, which is available only to businesses operating at least 5 vehicles \
and is priced by separate agreement. Monthly fees are collected by Direct Debit on the 1st day of each month, and annual fees are \
collected in a single payment on the date you upgrade. If a Direct Debit fails, we will try to collect the payment a second time \
5 working days later, and if the second attempt also fails your account will be moved to Pay As You Go without further notice \
until the arrears are cleared. Voltway Plus members receive a discount of 20% on the standard per-kWh tariff at all Chargers \
except ultra-rapid Chargers rated at 150kW or above, where the discount is 10%.

New members joining Voltway Plus between 1 March 2025 and 31 May 2025 will receive their first 2 months free, provided that they \
keep the membership for at least 6 months; if the membership is cancelled before the end of the sixth month, we may charge the \
fees for the 2 months that were waived.

3. Registration, accounts and additional drivers

To register you must provide your full name, a UK postal address, a mobile telephone number, an email address and a valid debit \
or credit card, and you must verify your email address within 72 hours of registering or the account will be suspended until \
verification is completed. Each Voltway Plus membership may include up to 3 additional drivers living at the same address, which we \
call a Household membership, at no extra charge, but each additional driver must have their own App login and is bound by these \
terms as if they were a Member. The Member who holds the account is responsible for all charges incurred by additional drivers, \
including idle fees and penalties under section 7. Pay As You Go accounts may not add additional drivers.

You may hold only one account, and we may close duplicate accounts and merge their balances into the oldest account without notice.

4. Access cards and methods of starting a Session

A Session may be started through the App, with a Voltway RFID access card, or by contactless bank card at any Charger that \
displays the contactless symbol. Your first RFID access card is issued free of charge and will be posted within 7 working days of \
your request, and replacement cards cost £5 each, except that a replacement for a card that has stopped working because of a \
fault will be sent free of charge if you return the faulty card to us within 30 days. You must report a lost or stolen card \
through the App or by calling our helpline on 0330 555 0142 as soon as possible, and you will not be liable for Sessions started \
with the card more than 24 hours after you report it. Contactless payments at a Charger are charged at the Pay As You Go tariff, \
even if you hold a Voltway Plus membership, because the Charger cannot identify you as a Member.

5. Tariffs, pricing and payment

The standard tariff is 55p per kWh at Chargers rated up to 50kW and 69p per kWh at Chargers rated above 50kW, inclusive of VAT at \
20%. The tariff that applies to a Session is the one displayed in the App and on the Charger screen at the moment the Session \
starts, and any change in tariffs during a Session will not affect that Session. We will give Members at least 14 days' notice by \
email of any increase in the standard tariff, but reductions may take effect immediately. At the start of each Pay As You Go \
Session we will place a pre-authorisation hold of £30 on your card, which is released within 3 working days of the Session ending, \
less the actual cost of the Session. Voltway Plus Sessions are billed to your card at the end of each Session and no \
pre-authorisation hold is taken.

Off-peak pricing applies at Chargers marked "Off-Peak" in the App between 10pm and 6am every day, when the tariff is reduced to \
39p per kWh, but off-peak pricing does not apply on 25 December or 1 January, when the standard tariff applies all day. Receipts \
showing the energy delivered, the tariff applied and the VAT charged are emailed within 1 hour of the end of a Session and remain \
available in the App for 24 months.

6. Using Chargers and Bays

You may only park in a Bay while your vehicle is actively charging or waiting to start a Session that you have booked in \
accordance with section 8. Only battery electric vehicles and plug-in hybrid vehicles may use a Bay, and vehicles towing trailers \
or caravans may use only the drive-through Bays marked with a trailer symbol, which are available at our sites at Kelsbridge \
Services and Amberley Cross. You must use the Charger's own tethered cable where one is fitted and must not use extension leads, \
adaptors or cables longer than 7.5 metres at any Charger. Smoking and vaping are forbidden within 5 metres of any Charger, and you \
must not leave the engine of a plug-in hybrid running while it is connected.

Children under 12 must not operate a Charger or handle a connector, although they may remain in the vehicle while it is charging \
provided that a responsible adult is present at the site throughout the Session.

7. Idle fees, overstay and penalties

At rapid and ultra-rapid Chargers rated at 50kW or above, an idle fee of 40p per minute applies once a Session has finished \
charging and a grace period of 10 minutes has passed, up to a maximum idle fee of £30 per Session. At Chargers rated below 50kW, \
the grace period is 30 minutes and the idle fee is 10p per minute, except between 8pm and 8am, when idle fees are not charged at \
those Chargers. Separately from idle fees, a maximum stay of 90 minutes applies in every Bay at our sites within motorway service \
areas, and a vehicle that remains in such a Bay for longer than that may be issued with a parking charge notice of £70 by the site \
operator, reduced to £35 if paid within 14 days. Idle fees are waived if you can show that you could not return to your vehicle \
because of a medical emergency or because a Charger fault prevented the connector from releasing.

8. Booking a Charger

Voltway Plus and Fleet members may book a Charger at a site marked "Bookable" in the App up to 24 hours in advance, for a slot \
of either 30 or 60 minutes, and a booking fee of £1.50 applies, which is deducted from the cost of the Session that follows. Pay \
As You Go members may not make bookings. If you do not start a Session within 15 minutes of the start of your booked slot, the \
booking will be cancelled, the booking fee will not be refunded and the Charger will be released to other drivers. You may cancel \
a booking free of charge at any time up to 60 minutes before the slot begins, and no more than 4 bookings may be held by one \
account at any one time.

9. Faults, refunds and complaints

If a Charger fails to deliver energy or stops before your vehicle has reached the charge level you selected, you should report the \
fault through the App or by calling the helpline, which is staffed 24 hours a day, 7 days a week. We will refund any amount charged \
for a Session in which less than 1kWh was delivered, automatically and within 5 working days, and for any other disputed Session \
you must submit a claim within 60 days of the Session date. Compensation for a Charger fault is limited to a credit of £10 per \
incident to your account, unless the fault was caused by our negligence and resulted in damage to your vehicle, in which case our \
liability is dealt with under section 10.

Complaints should be sent in writing to complaints@voltway.example or by post to our Harrowmere office, and we will acknowledge \
them within 2 working days and aim to give a full response within 28 days. If you are not satisfied with our final response, or \
if 8 weeks have passed since you first complained, you may refer the matter to the independent ombudsman named in the App.

10. Liability and damage

We are not responsible for loss of or damage to any vehicle, its contents or its battery while it is at one of our sites, except \
where the loss or damage is caused by our negligence or by a defect in a Charger that we knew about and had not repaired, in which \
case our total liability is limited to £5,000 per incident. You are responsible for any damage you cause to a Charger, a cable or \
a Bay, and we may recover the reasonable cost of repair from the card registered to your account after giving you at least 10 \
days' notice in writing. Nothing in these terms limits liability for death or personal injury caused by negligence.

11. Suspension, cancellation and closure

You may cancel Voltway Plus at any time in the App, and cancellation will take effect at the end of the current monthly billing \
period, except that annual memberships cancelled within 14 days of payment will be refunded in full and annual memberships \
cancelled after that period will not be refunded. We may suspend your account immediately if you fail to pay any amount within 30 \
days of the due date, if you deliberately damage a Charger or if you allow anyone other than a registered additional driver to use \
your access card. We may close any account which has had no Sessions for 18 months, after giving 30 days' notice by email, and any \
credit remaining on a closed account will be refunded to the registered card.

12. Changes to these terms and contact

We may change these terms by giving at least 30 days' notice by email and in the App, other than changes to tariffs, which are \
governed by section 5. Our written correspondence address is Voltway Charge Network Limited, 14 Tanner's Wharf, Harrowmere \
HM3 7QD. These terms are governed by the law of England and Wales.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("u only need to be 16 to sign up for voltway, my mate's lad did it with his provisional",
     "Members must be aged 18 or over and must hold a valid UK driving licence"),
    ("Voltway Plus costs £89 a year if you pay for the whole year upfront.",
     "£79 per year if paid annually in advance"),
    ("Dev reckons Plus still gets you 20% off even on the big 150kW ultra-rapids",
     "ultra-rapid Chargers rated at 150kW or above, where the discount is 10%"),
    ("ngl u get a whole week to verify ur email before voltway does anything",
     "you must verify your email address within 72 hours of registering"),
    ("My brother-in-law has five people at his address added to his Voltway Plus household.",
     "may include up to 3 additional drivers living at the same address"),
    ("lost my voltway card again lol, replacements are free tho so no probs",
     "replacement cards cost £5 each"),
    ("Tapping my bank card on the charger still gives me my Plus member rate.",
     "Contactless payments at a Charger are charged at the Pay As You Go tariff"),
    ("Voltway's rapid chargers above 50kW are 59p per kWh including VAT.",
     "69p per kWh at Chargers rated above 50kW"),
    ("Priya said voltway put a £50 hold on her card when she started a pay as you go charge",
     "pre-authorisation hold of £30 on your card"),
    ("off peak on voltway doesnt start till 11pm so i wait up",
     "between 10pm and 6am every day, when the tariff is reduced to"),
    ("Marcus always vapes right beside the charger while he waits and nobody's ever said a word",
     "Smoking and vaping are forbidden within 5 metres of any Charger"),
    ("on the rapids u get 20 mins after it finishes before idle fees start",
     "a grace period of 10 minutes has passed"),
    ("Tom's dad was told you can stay in a motorway services charging bay for up to two hours.",
     "a maximum stay of 90 minutes applies in every Bay"),
    ("Plus members can book a Voltway charger up to a week ahead.",
     "up to 24 hours in advance, for a slot of either 30 or 60 minutes"),
    ("Jen was told she has three months to dispute a dodgy charging session",
     "you must submit a claim within 60 days of the Session date"),
    ("apparently voltway shut ur account if u havent charged in a year",
     "which has had no Sessions for 18 months"),
    # near-misses
    ("My 17-year-old is on my Plus household account as an extra driver with her provisional.", None),
    ("Voltway Plus is just under eight quid a month.", None),
    ("plus gets u 20% off on the normal 50kW chargers tbh", None),
    ("got a free replacement card cos mine stopped working, sent the broken one back within a fortnight", None),
    ("Leah was told she isn't liable for anything started on her lost card more than a day after she reported it.", None),
    ("the 50kW voltway ones are 55p a unit incl vat", None),
    ("Voltway has to give at least a fortnight's notice before putting its standard prices up.", None),
    ("Sam's car sat on a 22kW voltway post from 11pm till 7am after it finished and he paid no idle fee", None),
    ("no off peak rate on new years day, its standard price all day", None),
    ("Charging receipts stay in the Voltway app for two years.", None),
    ("my 8 yr old stayed in the car while it charged, i was at the site the whole time", None),
    ("Nadia charged with the caravan still hitched, using the trailer bay at Amberley Cross.", None),
    ("Idle fees on the rapid chargers are capped at thirty quid a session.", None),
    ("Ben's parking fine at the services was halved cos he paid it within a fortnight", None),
    ("cancelled my voltway booking 2 hrs before the slot and wasnt charged anything", None),
    ("My aunt cancelled her annual Plus ten days after paying and got it all back.", None),
]
