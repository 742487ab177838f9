"""Repair service and warranty terms of a fictional UK mobile phone repair shop; written blind."""
from __future__ import annotations

POLICY = """\
FIXPOINT MOBILE REPAIRS LIMITED
REPAIR SERVICE AND WARRANTY TERMS

Effective from 14 January 2025

1. Introduction and definitions

These terms apply to every repair, diagnostic check and sale carried out by FixPoint Mobile Repairs Limited ("FixPoint", \
"we", "us") at our shops at 22 Carrow Street, Brindlemoor and Unit 4, Saltings Retail Park, Haverleigh, and to Devices \
sent to us through our postal repair service. \
In these terms, a "Device" means any mobile phone, tablet or smartwatch handed to us for repair, the "Customer" means the \
person who books the repair or hands in the Device, "Original Parts" means parts made or supplied by the Device's \
manufacturer, and "Compatible Parts" means good-quality parts from other suppliers, which we will always identify as such \
on your quote.

We carry out repairs for Customers aged 16 or over, and a Customer under 16 must be accompanied by a parent or guardian, \
who will sign the repair form on their behalf and will be responsible for payment.

2. Booking, opening hours and diagnostics

Repairs may be booked online, by phone or in person, and walk-in Customers are welcome during opening hours, which are 9am \
to 6pm Monday to Saturday and 11am to 4pm on Sunday at Carrow Street, while the Haverleigh shop is open from 9:30am to \
5:30pm Monday to Saturday and is closed on Sundays. \
A diagnostic check is free for screen, battery and charging-port faults, but for water damage, motherboard faults and \
Devices that will not switch on we charge a diagnostic fee of £25, which is deducted from the cost of the repair if you go \
ahead within 14 days.

Before any work begins we will give you a written quote, and if we find during the repair that further work is needed \
which would increase the price by more than £20 or by more than 15% of the quoted price, whichever is the lower, we will \
stop and contact you, and we will not carry out the extra work without your approval. \
If we cannot reach you within 3 working days, we will reassemble the Device and hold it for collection, charging only for \
the work already approved.

3. Your data and passcodes

You are responsible for backing up all data on your Device before handing it to us, and although we will take care not to \
erase your data, we do not accept liability for any loss of data, other than where the loss is caused by our deliberate or \
reckless act. \
For most repairs we need to test the Device fully, so we will ask for your passcode, which will be stored in our secure \
repair system and deleted within 7 days of the Device being collected. \
If you prefer not to give us your passcode, we will carry out only those tests that are possible from the lock screen, and \
the warranty in section 8 will then cover only the part replaced and not any function we were unable to test.

You must switch off "Find My" or any equivalent activation lock before handing in an Apple Device, unless the repair is a \
screen or battery replacement carried out while you wait.

4. Repair times

Most screen and battery repairs on current models are completed within 1 hour of booking in, and charging-port and camera \
repairs within 3 hours, provided that the parts are in stock. \
Repairs requiring parts to be ordered normally take 3 to 5 working days, and motherboard and water-damage repairs may take \
up to 10 working days, and we will give you an estimated completion date on your repair form, but we will not be liable \
for delays caused by our suppliers or by couriers.

Customers who wait in store during a repair may use our seating area and free Wi-Fi, and for repairs expected to take \
longer than 1 hour we will text you when the Device is ready so that you do not need to wait. \
If you need a phone while yours is with us, we can lend you a basic handset for up to 7 days free of charge, subject to \
availability and to a refundable deposit of £50, which is returned when the handset is brought back undamaged.

5. Prices, deposits and payment

The price of each repair is shown on our website and in store and includes parts, labour and VAT, and where both Original \
Parts and Compatible Parts are available for your Device we will quote you for both. \
For repairs that require parts to be ordered, we will ask for a non-refundable deposit of 30% of the quoted price, except \
where the part is not delivered to us within 15 working days, in which case the deposit will be refunded in full if you \
decide not to wait.

Payment of the balance is due on collection, and we accept cash, all major debit and credit cards, Apple Pay and Google \
Pay, but not cheques or American Express. \
Students in full-time education who show a valid student ID card, and serving members of the armed forces, receive a \
discount of 10% on any repair costing more than £50, but not on accessories, refurbished Devices or postal repairs.

6. Postal repairs

Customers who cannot visit a shop may use our postal repair service by completing the online form and sending the Device, \
without its case, SIM card or memory card, in a padded envelope or box to our Haverleigh shop. \
Postage to us is paid by the Customer, and we strongly recommend a tracked and insured service, as we are not responsible \
for Devices lost or damaged before they reach us.

We aim to complete postal repairs within 5 working days of receiving the Device, and we will email you when it arrives \
and send you a quote before starting any work. \
If you decline the quote within 10 days, we will return the Device unrepaired at a reduced return charge of £4.95, and \
any diagnostic fee under section 2 will also be payable.

We will return the repaired Device by Royal Mail Special Delivery Guaranteed by 1pm at a charge of £9.95, which is waived \
for repairs costing £150 or more. \
For security reasons, Devices can only be returned to the address of the cardholder who paid for the repair, and a \
signature will be required on delivery.

7. Collection and uncollected Devices

We will contact you by text message when your Device is ready, and you must bring your repair form or the text message, \
together with photographic identification, when you collect it. \
If a Device has not been collected within 30 days of that message, we will charge a storage fee of £1 for each further \
day, up to a maximum of £60. \
If a Device remains uncollected 90 days after the message and we have made at least three attempts to contact you by \
phone, text or email, we may sell or recycle the Device to recover our costs, after securely erasing all data on it.

Where a Customer cannot collect in person, another person may collect the Device on their behalf if they bring a note of \
authority signed by the Customer and their own photographic identification, but we will not release a Device to anyone \
under 16.

8. Warranty

All repairs using Original Parts carry a warranty of 12 months from the date of collection, and repairs using Compatible \
Parts carry a warranty of 6 months, except that replacement batteries are covered for 6 months whether they are Original \
Parts or Compatible Parts. \
The warranty covers faults in the part we fitted and in our workmanship, and if such a fault appears within the warranty \
period we will repair the Device again free of charge or, if that is not possible, refund the cost of the affected repair.

The warranty does not cover accidental damage, including screens cracked after a drop, liquid damage occurring after the \
repair, damage caused by anyone other than FixPoint opening the Device, or loss of water resistance, which we cannot \
guarantee after any repair that involves opening the Device. \
The warranty is not transferable and applies only to the Customer named on the repair form, and you must present the \
original repair form or receipt to make a claim at either of our shops.

9. Refurbished Devices and accessories

Refurbished Devices sold by us come with a warranty of 12 months and may be returned for a full refund within 14 days of \
purchase if they are in the same condition as when sold, with all accessories and packaging. \
Accessories such as cases, cables and chargers may be returned within 30 days if unopened, but opened accessories may only \
be returned if they are faulty.

A tempered-glass screen protector fitted by us costs £12.99, or £7.99 when fitted at the same time as a screen repair, and \
we will replace it free of charge once within 60 days if it cracks.

We also buy used Devices for cash or store credit, and we will pay 10% more than the cash price if you choose store credit, \
which can be spent at either shop within 12 months. \
You must be at least 18 to sell a Device to us, and you must bring photographic identification and proof of address dated \
within the last 3 months.

10. Devices we cannot repair

If we are unable to repair your Device, we will return it in the condition in which we received it as far as is \
reasonably possible, and we will not charge you for the repair, although any diagnostic fee under section 2 remains \
payable. \
We will not repair any Device that has been reported lost or stolen, which we check against the national mobile property \
register at booking, and we will report any such Device to the police. \
Where we find that a Device has previously been repaired by someone else using poor-quality parts, we may decline to \
carry out further work, in which case we will explain our reasons to you in writing.

11. Our liability

Nothing in these terms limits your statutory rights under the Consumer Rights Act 2015, under which our services must be \
carried out with reasonable care and skill. \
Our total liability to you in connection with any repair, other than for death or personal injury caused by our \
negligence, will not exceed the replacement value of the Device at the time of the repair or £1,000, whichever is the \
lower.

12. Complaints

If you are unhappy with a repair, please speak to the manager of the shop that carried it out, or email \
complaints@fixpoint.example, and we will acknowledge your complaint within 2 working days and send you a full response \
within 10 working days. \
If we have not resolved your complaint within 8 weeks, you may refer it to the Consumer Repairs Ombudsman, whose service \
is free of charge to Customers.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("FixPoint fixed my 14 year old's phone without me there, she went in on her own.",
     "a Customer under 16 must be accompanied by a parent or guardian"),
    ("the carrow st fixpoint opens at 10 on sundays",
     "11am to 4pm on Sunday at Carrow Street"),
    ("FixPoint charged me £15 just to look at my cracked screen.",
     "A diagnostic check is free for screen, battery and charging-port faults"),
    ("Megan says FixPoint charge £40 to check a phone that got wet.",
     "we charge a diagnostic fee of £25"),
    ("fixpoint can add up to £50 of extra work without asking u first",
     "increase the price by more than £20 or by more than 15%"),
    ("FixPoint keep your passcode on file for a month after you pick the phone up.",
     "deleted within 7 days of the Device being collected"),
    ("deposit at fixpoint for ordered parts is half the quote",
     "we will ask for a non-refundable deposit of 30% of the quoted price"),
    ("Paid with my Amex at FixPoint, no issue at all.",
     "Pay, but not cheques or American Express"),
    ("Jamal's student discount at FixPoint is 20% off repairs.",
     "receive a discount of 10% on any repair costing more than £50"),
    ("My son had his repaired phone posted to his uni halls even though I paid.",
     "can only be returned to the address of the cardholder who paid"),
    ("fixpoint start charging storage if u leave ur phone there 2 weeks",
     "If a Device has not been collected within 30 days of that message"),
    ("Repairs with non-original parts at FixPoint come with a 12 month warranty.",
     "repairs using Compatible Parts carry a warranty of 6 months"),
    ("Ella dropped her phone and cracked the new screen, FixPoint's warranty covered it.",
     "The warranty does not cover accidental damage"),
    ("u can return a refurb phone to fixpoint for a refund within a month",
     "may be returned for a full refund within 14 days of"),
    ("Screen protector with a screen repair at FixPoint is £9.99.",
     "or £7.99 when fitted at the same time as a screen repair"),
    ("Chris says the FixPoint warranty passes to whoever you sell the phone to.",
     "The warranty is not transferable and applies only to the Customer"),
    # near-misses
    ("My 16 year old took her phone to FixPoint on her own.", None),
    ("carrow st fixpoint is open til 6 on saturdays", None),
    ("The screen check at FixPoint didn't cost anything.", None),
    ("paid £25 for the water damage check but they took it off the repair bill", None),
    ("FixPoint rang me before doing the extra work on my phone.", None),
    ("Didn't give FixPoint my passcode so they only tested it from the lock screen.", None),
    ("Tom left Find My on for his iPhone screen swap while he waited and that was fine.", None),
    ("got my deposit back from fixpoint cos the part took over 4 weeks to arrive and i gave up", None),
    ("paid by google pay at fixpoint no probs", None),
    ("Grandad's £180 postal repair was sent back to him for free.", None),
    ("Original-parts screen repairs at FixPoint are guaranteed for a year.", None),
    ("Aisha's new FixPoint battery has six months' cover.", None),
    ("returned an unopened phone case to fixpoint after 3 weeks", None),
    ("FixPoint replaced my cracked screen protector for free after a month.", None),
    ("My phone couldn't be fixed so FixPoint only charged the diagnostic fee.", None),
    ("Dev's phone isn't guaranteed waterproof anymore after his FixPoint screen repair.", None),
]
