"""Delivery and substitutions terms of a fictional UK online supermarket; written blind."""
from __future__ import annotations

POLICY = """\
FENMOOR FRESH LIMITED
ONLINE GROCERY SHOPPING: DELIVERY, COLLECTION AND SUBSTITUTIONS TERMS

Effective from 3 February 2025

1. Introduction and definitions

These terms apply to every order placed with Fenmoor Fresh Limited ("Fenmoor", "we" or "us") through our website or mobile app \
for delivery to an address, or for collection from one of our Click and Collect points, within our delivery area, which currently \
covers postcodes served by our stores at Ashbury Vale, Corringham Quay and Thistlewood. In these terms, "Order" means the list of \
products you have checked out and paid for, "Slot" means the one-hour delivery window or two-hour collection window that you have \
chosen, "Substitute" means a different product that we supply in place of a product that is unavailable, and "Delivery Pass" means \
the prepaid subscription described in section 3. You must be aged 18 or over to open an account, and every Order must be paid for \
with a debit or credit card, a Fenmoor gift card or eligible e-vouchers, but not with cash or cheque.

2. Minimum order and delivery charges

The minimum Order value for home delivery is £40, and for Orders between £25 and £39.99 we will deliver provided that you pay a \
basket charge of £4 in addition to the delivery charge, but we cannot accept Orders below £25 for delivery. Delivery charges depend \
on the Slot you choose and range from £1.50 for weekday Slots between 1pm and 4pm to £6.50 for Slots on Friday evenings, Saturdays \
and Sundays, and the exact charge for each Slot is shown before you book it. Click and Collect is free for Orders of £25 or more, \
and a charge of £2 applies to smaller Orders, with no minimum Order value. Customers who are registered with us as having a \
disability or who are aged 75 or over may request one free delivery per week on a Tuesday or Wednesday Slot, provided that their \
Order is worth at least £40.

3. Delivery Pass

The Delivery Pass costs £7.99 per month on a rolling monthly plan, or £65 for 12 months if paid in full in advance, and entitles \
you to unlimited deliveries on Orders of £40 or more in any available Slot, except Slots on 23 and 24 December, which are charged \
at the normal rate. A Midweek Delivery Pass is also available at £4.50 per month and covers Slots from Tuesday to Thursday only. You \
may cancel a monthly Delivery Pass at any time with effect from the next renewal date, and an annual Delivery Pass may be cancelled \
for a full refund within 14 days of purchase provided that you have not used it; after that period, or once it has been used, no \
refund is given. If you have not saved at least the cost of your Delivery Pass in delivery charges by the end of the 12-month term, \
we will refund the difference as credit to your account.

4. Booking a Slot and amending an Order

You may book a Slot up to 21 days in advance, and a Slot is reserved for 2 hours after booking before it is released unless you \
check out your Order. You may add, remove or change products in your Order until 10pm on the evening before your delivery day, or \
until 6am on the same day for collection Slots that begin after 2pm, and after that time the Order cannot be changed. Your card \
will be authorised for the estimated Order value plus 15% when you check out, to allow for Substitutes and weighed items, and you \
will be charged the final amount on the day of delivery or collection. You may cancel an Order without charge at any time before the \
amendment deadline, but if you cancel after that deadline we may charge a cancellation fee of £8.

5. Delivery

Our drivers will deliver to the door of your property, and where your home is in a building without a working lift we will carry \
your Order up to the third floor, but for floors above the third you will need to meet the driver at the main entrance. Orders are \
delivered in reusable crates and unpacked into your own bags at the door, or in paper carrier bags for a charge of 20p each if you \
have selected the bags option, and no more than 30 crates may be delivered to one address in a single Order. Our drivers will wait \
up to 10 minutes after arriving in your Slot, and will try to call you once on the number in your account; if they cannot deliver, \
your Order will be returned to the store, refunded less a missed delivery fee of £10, and chilled and frozen products will not be \
redelivered. Drivers are not permitted to leave Orders unattended, with neighbours or in porches or sheds, except that a named \
neighbour may accept the Order on your behalf where you have nominated them in your account at least 24 hours before the Slot.

If your driver is running more than 30 minutes late, we will contact you by text message, and where an Order arrives more than 60 \
minutes after the end of the Slot we will refund the delivery charge in full and add a voucher for £5 to your account, unless the \
delay was caused by severe weather or road closures.

6. Substitutions

Where a product you have ordered is unavailable, we will choose a Substitute of similar type, size and quality, unless you have \
ticked the box marked "No substitute" next to that product or chosen "No substitutes" for the whole Order. A Substitute will always \
be charged at the price of the product you ordered or the price of the Substitute, whichever is lower. We will not substitute baby \
milk, infant formula or any product marked "free from" with a product that is not of the same kind and allergen profile, and we will \
never offer a Substitute for a product that you have bought with a multibuy offer unless the Substitute is also part of that offer. \
Substitutes will be listed on your delivery note and shown to you by the driver at the door, and you may reject any Substitute \
at the door for a full refund, which will be returned to your card within 3 to 5 working days.

If you do not reject a Substitute at the door but decide afterwards that it is unsuitable, you may return it in unopened condition \
to any Fenmoor store within 7 days for a refund, except for chilled, frozen and fresh products, which must be reported to us within \
48 hours of delivery through the app or by calling our customer service team on 0345 020 7788.

7. Freshness and quality

Fresh, chilled and frozen products will have a use-by date at least 2 days after the day of delivery, except for bread and bakery \
items, which will have at least 1 day, and the guaranteed minimum life of each product is shown on the website. If any product \
does not meet our freshness guarantee, or is damaged or of poor quality, you may reject it at the door, or report it to us within \
48 hours of delivery, and we will refund it in full without requiring you to return it. Weighed items such as loose fruit, \
vegetables, meat and cheese are charged at their actual weight, and the weight supplied may be up to 10% above or below the \
estimated weight shown when you ordered.

8. Age-restricted products

Alcohol, tobacco, e-cigarettes, solvents, lighter fluid, knives and some medicines can only be sold to and delivered to a person \
aged 18 or over, and paracetamol and aspirin are limited to 2 packs per Order. Our drivers operate Challenge 25, and if the person \
receiving the Order appears to be under 25 they must show valid photographic identification, such as a passport, a photocard \
driving licence or a card bearing the PASS hologram. If no one aged 18 or over is present, or acceptable identification is not \
shown, the age-restricted products will be removed from the Order and refunded and the rest of the Order will be delivered. \
Alcohol cannot be delivered before 10am or after 10pm on any day, and will not be delivered to addresses on school premises.

9. Payment, pricing errors and refunds

Prices are those shown on our website on the day your Order is delivered or collected rather than the day you placed it, unless \
the price has gone up, in which case you will pay the lower price shown when you checked out. If we have made an obvious pricing \
error, we may cancel the affected product from your Order and will notify you at least 24 hours before your Slot. Refunds for \
missing items, rejected products or late deliveries are made to the card used to pay for the Order, except that refunds for Orders \
paid wholly or partly with e-vouchers will be made as account credit, which must be used within 6 months.

10. Click and Collect

Collection Slots are available from 9am to 8pm from Monday to Saturday and from 10am to 4pm on Sundays at each Click and Collect \
point, and you must bring the order confirmation code shown in the app together with the payment card used for the Order. If you \
do not collect your Order within 1 hour of the end of your collection Slot, your Order will be cancelled and refunded less a fee \
of £5. Another person may collect on your behalf if you have added their name to the Order in advance and they show photographic \
identification, but age-restricted products will not be released to them unless they are aged 25 or over.

11. Our responsibility to you

We will deliver your Order within the Slot you have chosen wherever reasonably possible, but we are not liable for delays caused \
by events outside our control. Our total liability for any single Order is limited to the value of that Order, except that nothing \
in these terms limits our liability for death or personal injury caused by our negligence, for fraud or for breach of your \
statutory rights. If a product is recalled, we will contact you by email within 48 hours of becoming aware of the recall and will \
give you a full refund on return of the product or proof of purchase.

12. Complaints and changes

Complaints may be made through the app, by telephone or in writing to Customer Services, Fenmoor Fresh Limited, Dock Road, \
Corringham Quay CQ4 8PT, and we will acknowledge them within 3 working days. We may change these terms from time to time, but \
any change will not affect Orders already placed, and we will give at least 30 days' notice of any increase in Delivery Pass \
prices, during which you may cancel your Delivery Pass and receive a refund for any unused months.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("fenmoor let me pay the driver cash on the doorstep last wk, easy",
     "but not with cash or cheque"),
    ("Fenmoor will deliver a £20 shop as long as you pay the extra basket fee.",
     "but we cannot accept Orders below £25 for delivery"),
    ("Click and Collect at Fenmoor costs £2 even if you spend over £25.",
     "Click and Collect is free for Orders of £25 or more"),
    ("Grandad gets a free Fenmoor delivery every week on a Friday because he's over 75.",
     "one free delivery per week on a Tuesday or Wednesday Slot"),
    ("the annual fenmoor delivery pass is £79 if u pay upfront",
     "or £65 for 12 months if paid in full in advance"),
    ("Priya's midweek delivery pass covers her Monday deliveries.",
     "and covers Slots from Tuesday to Thursday only"),
    ("u can book fenmoor slots a month ahead ngl",
     "You may book a Slot up to 21 days in advance"),
    ("My mum changes her Fenmoor order until midnight before a morning delivery.",
     "until 10pm on the evening before your delivery day"),
    ("Sian was told Fenmoor drivers carry your shopping up to the fifth floor if the lift is broken",
     "we will carry your Order up to the third floor"),
    ("fenmoor bags are 10p each if u dont want to unpack the crates",
     "in paper carrier bags for a charge of 20p each"),
    ("The Fenmoor driver just left my shopping in the porch when I was out, that's allowed.",
     "with neighbours or in porches or sheds"),
    ("Fenmoor substitutes are charged at whatever the replacement costs, even if it's dearer.",
     "or the price of the Substitute, whichever is lower"),
    ("Dan's wife says you have a week to report a bad chilled substitute to Fenmoor.",
     "which must be reported to us within 48 hours of delivery through the app"),
    ("fenmoor bread can arrive on its use-by date, thats allowed tbh",
     "items, which will have at least 1 day"),
    ("My son got beer from Fenmoor delivered at 9am on Saturday.",
     "Alcohol cannot be delivered before 10am or after 10pm on any day"),
    ("fenmoor click n collect on sundays is open till 6pm",
     "and from 10am to 4pm on Sundays at each Click and Collect"),
    # near-misses
    ("Paid for my Fenmoor shop with a gift card and my debit card.", None),
    ("my £32 fenmoor order got delivered, just paid the £4 basket charge on top", None),
    ("Weekday Fenmoor slots between 1pm and 4pm are the cheapest, at £1.50.", None),
    ("Helen's a registered disabled customer and gets one free Fenmoor delivery a week on Wednesdays.", None),
    ("fenmoor delivery pass is just under 8 quid a month", None),
    ("Booked my Fenmoor slot three weeks ahead.", None),
    ("Raj changed his fenmoor order at 5am for a 3pm collection, no issue", None),
    ("Fenmoor drivers wait ten minutes once they get there, then it goes back.", None),
    ("My neighbour took in my Fenmoor shop cos I'd nominated her in the account days before.", None),
    ("fenmoor were over an hour late so i got the delivery fee back plus a fiver", None),
    ("Ticked no substitutes on the oat milk so Fenmoor just left it out.", None),
    ("Tom sent a Fenmoor substitute back at the door and got refunded to his card in four days.", None),
    ("returned an unopened fenmoor substitute (pasta) to the store after 5 days, got refunded", None),
    ("Loose apples from Fenmoor came in 5% heavier than estimated and I paid for actual weight.", None),
    ("my 22 yr old brother had to show his driving licence to get the wine from fenmoor", None),
    ("Nina collected her sister's Fenmoor order, wine included; she's 30 and showed her passport.", None),
]
