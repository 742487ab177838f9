"""A UK self-storage company's storage agreement terms and conditions; written blind."""
from __future__ import annotations

POLICY = """\
HARBOURGATE SELF STORAGE LTD
STORAGE AGREEMENT: TERMS AND CONDITIONS

Effective from 6 January 2025

1. Definitions and scope

In this agreement "we", "us" and "Harbourgate" mean Harbourgate Self Storage Ltd, registered in England with company \
number 09912744, of Unit 3, Quayside Trading Estate, Calderbrook CB9 2LT; "you" means the person named as the \
Customer on the Licence Form; "Store" means the storage centre named on the Licence Form, being either our \
Calderbrook centre or our Penrose Quay centre; and "Unit" means the storage space allocated to you. These terms, \
together with the Licence Form and the price list on display in the Store, form the whole agreement between you and \
us, and nothing said by a member of staff will change them unless it is confirmed in writing by the Store Manager.

This agreement is a licence to use the Unit for storage only and does not create a tenancy or give you any right to \
occupy the Unit as a home or place of business. You must be at least 18 years old and must provide two forms of \
identification, one with a photograph and one showing your current address dated within the last 3 months, before we \
can grant the licence.

2. Units and their use

Units are offered in sizes from 10 square feet to 300 square feet, and each Unit has an internal height of 2.4 metres \
unless the Licence Form states otherwise; the size quoted is approximate, and we may allocate a Unit up to 10% smaller \
or larger than the size stated without changing the Storage Charge. You may transfer to a larger or smaller Unit in \
the same Store at any time, subject to availability, and a transfer fee of £15 applies unless the move is to a larger \
Unit, in which case no fee is charged.

You must use the Unit only for the storage of goods that you own or have the owner's permission to store, and you must \
not live or sleep in the Unit, run electrical equipment inside it, keep any animal in it, or use it as an office, \
workshop or address for receiving post. Business customers may take deliveries at the Store between 9am and 5pm \
Monday to Friday, provided that they have registered for our parcel acceptance service at £10 per month, and we will \
keep a delivered parcel for no more than 14 days before returning it to the sender.

You must provide your own padlock for the Unit or buy a disc lock from us for £12, and you must keep the Unit locked \
at all times when you are not present. We will not hold a key to your lock, and you must not give your key or access \
code to any other person other than an Authorised User named on the Licence Form, of whom there may be no more than 2.

3. Access hours and security

You may access your Unit using your personal PIN code between 6am and 10pm every day of the year, other than on 25 and \
26 December and 1 January, when the Store is closed. Our reception is staffed from 8:30am to 6pm on weekdays, from 9am \
to 4pm on Saturdays and from 10am to 2pm on Sundays, and our 24-hour access service, which is available at the \
Calderbrook centre only, costs an extra £8 per week.

The Store is covered by CCTV, which is recorded and kept for 30 days, and by intruder alarms connected to a monitoring \
station. You must not allow anyone who has not entered their own PIN code to follow you through the entry gate or \
door, and you must leave the premises no later than 15 minutes after the end of access hours, failing which you may \
be charged a call-out fee of £75 if the alarm is set off.

Vehicles on the site must be driven at no more than 5 miles per hour and may be left in the loading bays for no \
longer than 1 hour at a time, and overnight parking is not permitted. Children under 14 years of age are allowed in \
the Store only if they are supervised by an adult at all times, and they must not ride on trolleys or use the goods \
lift alone.

4. Charges and payment

The Storage Charge is shown on the Licence Form and is payable every 4 weeks in advance, starting on the date you move \
in, and the first payment must be made before you are given your PIN code. In addition to the first Storage Charge, \
you must pay a deposit equal to 2 weeks' Storage Charge or £50, whichever is greater, which we will refund within 14 \
days of the end of this agreement, less any amount that you owe us.

Payment is made by continuous card authority or by Direct Debit, and customers who choose to pay by Direct Debit \
receive a discount of 5% on the Storage Charge. Payment in cash is accepted at reception only for the first payment \
and for the purchase of boxes and packing materials, and we do not accept cheques.

Any promotional offer, such as half price for the first 8 weeks, applies only to new customers taking a Unit of 35 \
square feet or more for a minimum of 12 weeks, and if you end this agreement before that minimum period has passed, \
the amount of the discount will be recharged to you.

We may increase the Storage Charge by giving you at least 28 days' written notice, but not more than once in any \
12-month period, and if you do not agree with an increase you may end this agreement in accordance with section 9 \
before the increase takes effect, without paying the new rate.

5. Late payment and unpaid charges

If any payment is not received within 7 days of the due date, a late payment fee of £20 will be added to your account, \
and we may overlock your Unit and deny you access until all amounts owed have been paid in full. If a payment remains \
outstanding for 14 days, a further fee of £25 will be charged, and if your payment card or Direct Debit is declined, a \
failed payment fee of £10 will apply to each failed attempt.

If any amount remains unpaid 42 days after it was due, we may sell or dispose of the contents of the Unit, provided \
that we have first sent you a final notice by recorded delivery and by email, to the addresses on your Licence Form, \
giving you at least 14 days to pay. We will deduct from the proceeds of any sale the amount owed and our reasonable \
costs of sale and will hold any balance for you for 6 years, and if the contents have no value, we may dispose of them \
and charge you the cost of disposal.

6. Prohibited goods

You must not store in the Unit any of the following: food or perishable goods, unless they are in sealed tins or \
packets and protected against pests; any living creature or plant; firearms, ammunition, explosives or fireworks; \
flammable liquids or gases, including petrol, paraffin, gas bottles and paint thinners; chemicals, asbestos, \
radioactive or toxic materials; cash, securities, jewellery, furs or other items of sentimental or irreplaceable \
value; illegal goods or goods obtained unlawfully; and any item that gives off fumes or smells.

Motor vehicles, motorcycles and lawnmowers may be stored only if their fuel tanks contain no more than 5 litres of \
fuel and their batteries have been disconnected, and a car or motorcycle may be kept only in a drive-up Unit of at \
least 100 square feet at the Penrose Quay centre.

You must not store goods weighing more than 500 kilograms per square metre of floor space, and no single item heavier \
than 250 kilograms may be moved using our trolleys or goods lift. You must not attach anything to the walls, floor or \
ceiling of the Unit, or stack goods higher than 30 centimetres below the sprinkler heads.

7. Insurance and liability

We do not insure your goods, and you must either insure them under your own household or business policy, with cover \
that extends to goods in storage, or take out our Goods Protection Cover. Goods Protection Cover costs £1.50 per week \
for each £1,000 of cover, up to a maximum of £50,000, and you must not declare a value lower than the full replacement \
value of your goods; if you under-declare the value, any claim will be reduced in proportion.

Goods Protection Cover is subject to an excess of £100 per claim and does not cover loss caused by mould, damp or pests \
or by the gradual deterioration of goods, nor goods listed as prohibited in section 6. Any claim must be reported to \
us within 7 days of you discovering the loss and, in the case of theft or malicious damage, to the police within 48 \
hours.

Our liability to you for loss of or damage to your goods caused by our negligence or breach of this agreement is \
limited to £5,000 in total, except that nothing in this agreement limits our liability for death or personal injury \
caused by our negligence or for fraud.

8. Our right to enter the Unit

We may enter the Unit, removing your lock if necessary, on giving you at least 7 days' written notice to carry out \
inspections, repairs or maintenance, and without notice in an emergency, where we reasonably suspect that prohibited \
goods are being stored, or where we are required to do so by the police, the fire service or a court order. Where we \
have entered the Unit in your absence, we will fit a replacement lock and give you the key when you next visit, and we \
will charge £35 for cutting your lock unless the entry was for our own maintenance.

We may move your goods to another Unit of the same size or larger within the same Store, at our own cost, if we need \
the Unit for redevelopment or repair, provided that we give you at least 14 days' notice except in an emergency.

9. Ending this agreement

The minimum period of this agreement is 2 weeks, and after that you may end it at any time by giving us at least 7 \
days' notice in writing, by email or at reception, before your intended move-out date. You will not be charged beyond \
the end of the notice period, and we will refund any Storage Charge you have paid for whole weeks after that date.

Before leaving, you must remove all goods, leave the Unit clean and empty, remove your lock and tell reception that \
you have left; if you do not, we will charge a cleaning fee of £40 and may dispose of anything left behind after 14 \
days.

We may end this agreement by giving you 28 days' written notice for any reason, or immediately if you breach section 2 \
or section 6, or if you are abusive or threatening towards our staff or other customers.

10. Notices and general

You must tell us within 14 days if you change your address, telephone number or email address, and notices sent by us \
to the last address or email address you have given us will be treated as received 2 working days after posting, or \
on the same day if sent by email before 5pm.

We handle your personal data in accordance with our privacy notice and keep your records for 6 years after this \
agreement ends. This agreement is governed by the law of England and Wales, and any complaint should be made first to \
the Store Manager, who will reply within 10 working days.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("You only need one bit of ID to rent a storage unit at Harbourgate, a passport does it.",
     "must provide two forms of identification, one with a photograph"),
    ("moving up to a bigger unit at harbourgate costs 15 quid",
     "Unit, in which case no fee is charged"),
    ("Harbourgate hang on to parcels for a month before sending them back.",
     "keep a delivered parcel for no more than 14 days"),
    ("Rosie's got three other people named on her storage licence who can use her code.",
     "of whom there may be no more than 2"),
    ("popped into my storage unit on boxing day morning to grab the decorations, no problem",
     "other than on 25 and 26 December and 1 January"),
    ("The storage place reception is staffed 10 till 4 on Sundays.",
     "from 10am to 2pm on Sundays"),
    ("Nina pays extra so she can get into her Penrose Quay unit 24 hours a day.",
     "which is available at the Calderbrook centre only"),
    ("Harbourgate keep their CCTV footage for 3 months.",
     "which is recorded and kept for 30 days"),
    ("kids under 14 can wander round the storage place on their own if they're sensible",
     "the Store only if they are supervised by an adult at all times"),
    ("My storage deposit was just one week's rent, which was about £60.",
     "a deposit equal to 2 weeks' Storage Charge or £50, whichever is greater"),
    ("Marcus gets 10% off his storage because he pays by direct debit.",
     "receive a discount of 5% on the Storage Charge"),
    ("harbourgate whack on the £20 late fee if ur just 3 days late paying",
     "If any payment is not received within 7 days of the due date"),
    ("My neighbour says storage places can sell your stuff once you're a month behind on payments.",
     "If any amount remains unpaid 42 days after it was due"),
    ("Uncle Dev keeps Gran's jewellery in his storage unit, apparently that's allowed.",
     "cash, securities, jewellery, furs or other items"),
    ("The storage goods cover is £3 a week for every £1,000 insured.",
     "Goods Protection Cover costs £1.50 per week"),
    ("tbh u get a month to report a loss on the storage insurance",
     "us within 7 days of you discovering the loss"),
    # near-misses
    ("Harbourgate wanted my passport plus a bank statement from last month.", None),
    ("Swapped down to a smaller storage unit and paid a £15 fee for it.", None),
    ("Ben's 100 sq ft unit is a bit smaller than advertised but his price stayed the same.", None),
    ("Gemma's brother is the one extra person named on her storage licence.", None),
    ("can get into my unit from 6 in the morning till 10 at night, just not christmas day", None),
    ("Reception at the storage place closes at 4pm on Saturdays.", None),
    ("Round-the-clock access at the Calderbrook site costs eight quid extra a week.", None),
    ("took my 15 yr old along to help load the unit, she went off to fetch a trolley", None),
    ("The storage bill comes every four weeks and I pay it upfront.", None),
    ("My unit is £15 a week so the deposit came to £50.", None),
    ("paid cash at the storage reception for boxes and tape", None),
    ("Hannah's storage unit had half price for the first 8 weeks, as a new customer.", None),
    ("Lewis's card got declined twice so he got two £10 charges from the storage company.", None),
    ("I've got some sealed tins of beans in a crate in my storage unit.", None),
    ("my motorbike's in a 100 sq ft drive-up unit at penrose quay, battery disconnected, under 5 litres in the tank", None),
    ("They can only put the storage price up once a year, with four weeks' notice.", None),
]
