"""Workshop service, repair and warranty terms of a fictional bicycle repair shop; written blind."""
from __future__ import annotations

POLICY = """\
WRENFIELD CYCLE WORKS
WORKSHOP SERVICE, REPAIR AND WARRANTY TERMS

Effective from 3 March 2025

1. Introduction and definitions

These terms apply to every service, repair, fitting and inspection carried out by Wrenfield Cycle Works Limited \
("the Workshop") at its premises at 14 Tannery Yard, Wrenfield, and to any collection and delivery of bicycles \
arranged by the Workshop, and they do not apply to the sale of new bicycles, which is covered by our separate Sales \
Terms. In these terms "you" means the person who books the work or brings the bicycle in, whether or not they own \
it, "Bicycle" includes any pedal cycle, tandem, tricycle, cargo bike or electrically assisted pedal cycle ("E-bike") \
with a motor of no more than 250 watts, and "Working Day" means Tuesday to Saturday excluding bank holidays, as the \
Workshop is closed on Sundays and Mondays.

The Workshop is open from 8.30am to 6pm Tuesday to Friday and from 9am to 4pm on Saturdays, and bicycles may be \
dropped off without an appointment only before 10am on any Working Day.

2. Service packages

We offer three service packages, and the price of each includes labour only, with any parts, tyres, tubes, cables or \
brake pads charged separately at the prices shown on the parts list displayed at the counter. The Safety Check costs \
£35 and covers brakes, gears, tyre pressures and the tightness of all bolts; the Standard Service costs £75 and also \
includes cleaning and lubricating the drivetrain, truing both wheels by up to 2 millimetres and adjusting the \
headset; and the Full Overhaul costs £165 and includes stripping the frame down completely, regreasing all bearings \
and replacing all cables and outer casings, although the cost of the new cables is added to the bill.

Services on E-bikes, tandems and cargo bikes carry a surcharge of £20 on top of the package price, except that the \
Safety Check on an E-bike carries a surcharge of £10, and a diagnostic check of an E-bike motor or battery, which \
requires the manufacturer's software, is charged at £45 and can only be carried out on Tuesdays and Thursdays.

Customers aged 65 or over and students holding a valid student card receive 15% off the labour cost of any service \
package, but the discount does not apply to parts, to E-bike surcharges or to work carried out under the express \
repair service in section 4.

3. Booking, estimates and authorisation

Bookings can be made online, by telephone or in person, and a booking for a Standard Service or Full Overhaul \
requires a deposit of £20, which is deducted from the final bill and is refunded only if you cancel at least 48 hours \
before the booked drop-off time.

Before starting any work we will give you an estimate, and if during the work we find that further parts or labour \
are needed that would increase the bill by more than £25 or by more than 20% of the estimate, whichever is lower, we \
will contact you by telephone or text and will not carry out the extra work without your agreement.

If we cannot reach you within 2 Working Days of first trying to contact you, we will complete only the work you \
originally authorised and return the Bicycle to you with a written note of the further work recommended.

A written estimate is valid for 30 days, and if the work is not booked within that period we may need to inspect \
the Bicycle again, for which a fee of £10 will be charged unless the work is then booked on the same day.

Estimates given over the telephone or by email without the Bicycle having been inspected are a guide only and are \
not binding on the Workshop.

4. Turnaround times and express repairs

We aim to complete Safety Checks and Standard Services within 3 Working Days and Full Overhauls within 7 Working \
Days of the Bicycle being dropped off, but these times may be longer where parts must be ordered, in which case we \
will tell you the expected date when the parts are ordered.

Puncture repairs, brake pad changes and single cable replacements can be carried out while you wait under the express \
repair service for a fixed labour charge of £15 per job, provided that you arrive before 3pm and that the workshop is \
not already fully booked for that day, and the express service is not available on Saturdays.

5. Parts and customer-supplied parts

All parts fitted by the Workshop are new unless you have agreed in writing to the use of second-hand parts, and any \
parts removed from the Bicycle will be returned to you on request if you ask for them when you drop the Bicycle off, \
otherwise they will be recycled.

We are willing to fit parts that you supply yourself, but a fitting charge 25% higher than our standard labour rate \
will apply, and parts supplied by you are not covered by the parts warranty in section 7, although our workmanship \
in fitting them is still covered by the labour warranty.

We will not fit customer-supplied brake components, carbon handlebars or carbon seatposts, or any part that in our \
reasonable opinion is worn, damaged, counterfeit or incompatible with the Bicycle.

Tubeless tyre set-ups are carried out only on rims and tyres marked as tubeless-ready, and the sealant used is \
charged at £8 per wheel, while wheel building is quoted separately and normally takes 10 Working Days from the day \
that all the parts have arrived.

6. Collection, storage, payment and delivery

We will notify you by text or email when your Bicycle is ready, and you must collect it within 7 days of that notice, \
after which a storage charge of £3 per day will be made for each further day up to a maximum of £90.

If a Bicycle is not collected within 90 days of the notice that it is ready, we will write to you at the address you \
gave us, giving a further 28 days' notice of our intention to sell or dispose of it, and we may then sell it and keep \
from the proceeds the amount owed to us together with any storage charges, holding any balance for you for 6 years.

Payment is due in full when you collect the Bicycle, and we accept cash, debit cards and credit cards but not \
cheques, and a Bicycle will not be released until the bill has been paid in full.

Our collection and delivery service is available within 5 miles of the Workshop for £12 each way, or free of charge \
both ways for a Full Overhaul, and it runs on Tuesdays and Fridays only, between 9am and 1pm.

7. Warranty on workmanship and parts

All labour carried out by the Workshop is guaranteed for 90 days from the date of collection, and if an adjustment we \
have made fails during that period through faulty workmanship we will put it right free of charge, provided that the \
Bicycle is brought back to the Workshop and has not been worked on by anyone else in the meantime.

New parts fitted by the Workshop carry the manufacturer's warranty, which is 12 months for most components and 24 \
months for E-bike batteries and motors, and claims under that warranty must be made through the Workshop with the \
original receipt.

Gear and brake cable adjustments needed because new cables have stretched in normal use are carried out free of \
charge once within the first 6 weeks after a Standard Service or Full Overhaul, and any later adjustment is charged \
at the normal rate.

The warranty does not cover wear and tear, punctures, damage caused by a crash, misuse or lack of maintenance, or any \
Bicycle used for competitive racing or commercial hire, and tyres, tubes, chains, cassettes and brake pads are \
treated as consumable items which are not covered once they have been used.

8. Your statutory rights

Nothing in these terms affects your statutory rights under the Consumer Rights Act 2015, including the right to have \
a service that was not carried out with reasonable care and skill repeated or, where that is not possible, to a price \
reduction of up to 100%.

9. Liability for bicycles and belongings

While your Bicycle is in our care it is insured against fire and theft up to a value of £4,000, and if your Bicycle is \
worth more than that you must tell us when you drop it off so that we can arrange additional cover, which is charged \
at £5 per week.

Lights, computers, bags, pumps, bottles and other accessories must be removed before you leave the Bicycle with us, \
and the Workshop is not responsible for any accessory left on a Bicycle unless it is written on the job card.

We are not liable for any existing damage to the frame or wheels that is recorded on the job card at drop-off, and you \
will be asked to check and sign the job card before you leave.

10. Safety refusals and young customers

We will not pass as roadworthy a Bicycle that we consider to be dangerous, but we cannot hold it against your wishes; \
if you choose to take away a Bicycle that has failed our Safety Check we will ask you to sign a declaration that you \
have been told of the defects, and the warranty in section 7 will not apply to any work on that Bicycle.

E-bikes that have been modified to exceed 15.5 miles per hour of motor assistance or 250 watts of power will not be \
worked on under any circumstances.

Children under 14 may not bring a Bicycle for repair unless accompanied by a parent or guardian, who must sign the job \
card, and a customer aged 14 to 17 may leave a Bicycle alone but must be collected by or pay with an adult if the \
bill comes to more than £50.

11. Loan bikes

Customers booking a Full Overhaul may borrow a loan bike while their Bicycle is in the Workshop, for a refundable \
deposit of £100 and a charge of £4 per day, provided that the loan bike is booked at least 5 Working Days in advance \
and that the borrower is aged 18 or over and can show photographic identification and a recent utility bill.

Loan bikes must be returned by 4pm on the day your own Bicycle is collected, and any damage to a loan bike, other \
than normal wear, will be deducted from the deposit, while a loan bike that is not returned within 3 Working Days \
of that date will be reported to the police as stolen.

12. Complaints

If you are unhappy with any work, please tell us within 14 days of collection, by email to the Workshop or in person \
at the counter, and we will inspect the Bicycle free of charge within 5 Working Days and tell you in writing what we \
propose to do.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("dropped my bike at wrenfield cycle works first thing monday, they took it in no probs",
     "as the Workshop is closed on Sundays and Mondays"),
    ("Kev says you can just turn up with your bike any time before noon without booking.",
     "only before 10am on any Working Day"),
    ("The standard bike service at my local shop is £85 before parts.",
     "the Standard Service costs £75 and also includes cleaning"),
    ("the £35 safety check price covers any new brake pads they put in, no extra",
     "with any parts, tyres, tubes, cables or brake pads charged separately"),
    ("Marcus got the motor on his e-bike diagnosed at the bike shop on a Saturday.",
     "can only be carried out on Tuesdays and Thursdays"),
    ("students get 15% off the while-u-wait puncture fixes too, just show ur card",
     "to E-bike surcharges or to work carried out under the express repair service"),
    ("I cancelled my overhaul the day before and they refunded the £20 deposit.",
     "is refunded only if you cancel at least 48 hours before"),
    ("Priya's bike shop can go ahead with up to £60 of extra work without asking her.",
     "will not carry out the extra work without your agreement"),
    ("express puncture repair works on saturdays too, got mine done last sat",
     "and the express service is not available on Saturdays"),
    ("Fitting parts I bring in myself costs exactly the same labour as their own parts.",
     "a fitting charge 25% higher than our standard labour rate will apply"),
    ("my brother was told he had a month to pick his bike up before any storage fees",
     "you must collect it within 7 days of that notice"),
    ("Paid for my bike repair by cheque when I collected it.",
     "debit cards and credit cards but not cheques"),
    ("Jo got free pickup and drop-off for her bike because she booked a standard service.",
     "or free of charge both ways for a Full Overhaul"),
    ("the shop's labour is only guaranteed for 30 days after u collect, then ur on ur own",
     "is guaranteed for 90 days from the date of collection"),
    ("Bikes are insured up to £10,000 while they're in the workshop.",
     "insured against fire and theft up to a value of £4,000"),
    ("Sam's 12 year old took his bike in for repair by himself and signed for it.",
     "Children under 14 may not bring a Bicycle for repair"),
    # near-misses
    ("Dropped my bike off at quarter past nine on a Tuesday without an appointment.", None),
    ("standard service was £75 and then the new chain went on top", None),
    ("My nan's 70 so she got 15% off the labour on her safety check.", None),
    ("Marcus's e-bike motor check was £45 and he had to bring it in on a Thursday.", None),
    ("cancelled my service 3 days before and got the 20 quid deposit back", None),
    ("The bike shop rang Priya before doing £40 of extra work.", None),
    ("full overhaul took them 6 working days, which is what they said", None),
    ("Got a puncture fixed while I waited on a Friday morning for £15.", None),
    ("Tyres Marcus brought in himself aren't covered by their parts warranty, but the fitting is.", None),
    ("picked the bike up 5 days after the text, no storage charge", None),
    ("Paid for the repair on my credit card at collection.", None),
    ("Jo lives 3 miles from the shop and paid £12 each way for pickup and drop-off.", None),
    ("they sorted my stretched gear cable free a month after the service", None),
    ("Priya's bike is worth £6k so she paid £5 a week for extra cover.", None),
    ("my 15 yo took his bike in for a safety check on his own, was only £35", None),
    ("The bike shop wouldn't cover my puncture under warranty.", None),
]
