"""Terms and conditions of sale for a fictional UK high-street opticians; written blind."""
from __future__ import annotations

POLICY = """\
BRIGHTWELL & HALE OPTICIANS LTD
TERMS AND CONDITIONS OF SALE

Effective from 1 March 2025. Copies of these terms are available in every practice and on request by \
email.

1. About these terms

These Terms and Conditions of Sale apply to all eye examinations, spectacles, contact lenses and \
other goods and services supplied by Brightwell & Hale Opticians Ltd ("we", "us") at our practices \
in Penhallow, Lowther Vale and Kessington, and they apply in addition to your statutory rights, \
which are not affected. In these terms, "spectacles" means a frame fitted with prescription lenses, \
"ready readers" means non-prescription reading glasses sold off the shelf, a "Plan Member" means a \
customer who has joined our ClearSight contact lens scheme in accordance with section 5, and a \
"working day" means Monday to Friday excluding bank holidays. Our practices are open from 9am to \
5.30pm Monday to Saturday, and our Kessington practice is also open on Sundays from 10am to 4pm, but \
eye examinations on Sundays are available only by appointment made at least 48 hours in advance.

2. Eye examinations

A standard eye examination costs £29 for private patients and takes about 30 minutes, while an \
extended examination including digital retinal photography and OCT scanning costs £55 and takes \
about 45 minutes. Eye examinations are free for customers who qualify for an NHS sight test in \
accordance with section 9, but the NHS sight test covers the standard examination only, so eligible \
customers who choose the extended examination pay the difference of £26. We recommend an eye \
examination every 2 years for adults aged 16 to 69, and every 12 months for children under 16, for \
adults aged 70 and over, and for anyone with diabetes or a family history of glaucoma. If you cannot \
attend your appointment, please give us at least 24 hours' notice; we do not charge for missed \
appointments, but a customer who misses two appointments in any 12 month period will be asked to pay \
a £15 deposit when booking their next examination, which will be deducted from its cost. Following \
your examination we will give you a copy of your spectacle prescription free of charge, whether or \
not you buy spectacles from us, and you are under no obligation to buy glasses or lenses from us.

3. Ordering spectacles

When you order spectacles we will ask for a deposit of 50% of the total price, and the balance must \
be paid in full when you collect them, except that orders costing less than £60 must be paid in full \
at the time of ordering. Single vision spectacles are usually ready for collection within 7 working \
days and varifocals within 12 working days, although lenses with special coatings, high-index lenses \
and tints may take up to 21 working days, and we will let you know by text or email when your \
spectacles are ready. The price of each frame includes single vision lenses with an anti-scratch \
coating, while anti-reflection coating costs £35 extra, thinner lenses cost from £40 extra, and \
photochromic lenses cost from £65 extra. If you buy a second pair of spectacles at the same time as \
the first, you will receive 40% off the second pair, provided that it is for the same person and the \
same prescription, but this offer cannot be combined with any other offer or with an NHS voucher. We \
can fit new lenses into your own frames for a fee of £20 in addition to the price of the lenses, but \
we cannot accept responsibility for any damage to your frame during glazing, and we do not glaze \
frames that are more than 10 years old or rimless frames that we did not supply.

4. Collection and adjustments

Spectacles must be collected in person so that the fit can be checked by a dispensing optician, \
unless you are housebound, in which case we will arrange delivery free of charge to any address \
within 15 miles of the practice. Spectacles not collected within 3 months of the date we notify you \
that they are ready will be treated as abandoned, and after we have written to you twice at your \
last known address, your deposit will be forfeited and the spectacles may be disposed of. \
Adjustments, replacement nose pads and screws, and ultrasonic cleaning are free of charge for the \
lifetime of any spectacles bought from us. We will adjust spectacles bought elsewhere for a charge \
of £5, other than for children under 16, whose spectacles we adjust free whoever supplied them.

5. Contact lenses and the ClearSight scheme

A contact lens fitting costs £40 for new wearers, which includes a trial of up to 2 pairs of lenses \
and two follow-up appointments within 6 weeks, and contact lenses will not be supplied until the \
fitting has been completed. A contact lens check-up, also known as an aftercare appointment, costs \
£25 and must be carried out at least every 12 months, and we will not supply further lenses to any \
customer whose aftercare is more than 3 months overdue. Under the ClearSight scheme, Plan Members \
pay a fixed monthly direct debit, starting at £12 per month for monthly lenses and £22 per month for \
daily disposable lenses, which covers the cost of their lenses, their annual aftercare appointment \
and their eye examination. Lenses are sent to Plan Members every 3 months by post free of charge, or \
may be collected from the practice if preferred. Plan Members may cancel at any time by giving 30 \
days' written notice, but if you cancel within the first 12 months you must pay for any lenses \
supplied to you that have not been covered by your payments, at our standard retail price. Plan \
Members also receive 20% off spectacles and ready readers, but this discount cannot be used together \
with the second pair offer described in section 3. Once your fitting or aftercare is complete, we \
will give you a copy of your contact lens specification on request, and you may buy your lenses from \
any supplier.

6. Non-tolerance and prescription guarantee

If you cannot get used to your new spectacles, you must tell us within 60 days of collection, and we \
will re-check your prescription free of charge and, if necessary, change the lenses once at no cost \
to you, provided that the prescription was issued by one of our optometrists. Varifocal wearers who \
still cannot adapt to their lenses after that period may exchange them for two pairs of single \
vision spectacles of an equivalent total value, but any difference in price must be paid by the \
customer. This guarantee does not apply where your prescription was issued by another optician, \
where you have had an eye examination elsewhere since collection, or where the problem is caused by \
a change in your eyes that has been diagnosed by a medical practitioner.

7. Returns and cancellations

Because spectacles are made to your individual prescription, you cannot cancel an order or return \
spectacles simply because you have changed your mind once the lenses have been ordered from the \
laboratory, which is usually within 1 working day of the order being placed. If you cancel before \
the lenses are ordered, your deposit will be refunded in full. Ready readers, non-prescription \
sunglasses and accessories may be returned unused with proof of purchase within 28 days for a full \
refund, and unopened boxes of contact lenses bought in a practice may be returned within 14 days, \
but we cannot accept the return of opened boxes of contact lenses or solutions for hygiene reasons. \
Contact lens orders placed by telephone or online are covered by the Consumer Contracts Regulations, \
which give you 14 days from delivery to cancel, provided that the boxes are unopened and in a \
resaleable condition, and you will need to pay the cost of returning them to us. Refunds are made to \
the original payment method within 14 days of our receiving the returned goods.

8. Guarantees and breakages

All spectacles bought from us are guaranteed against manufacturing faults for 24 months from the \
date of collection, except that frames from our Brightwell Essentials range are guaranteed for 12 \
months. The manufacturing guarantee does not cover accidental damage, scratches caused by misuse, or \
damage caused by pets, heat or chemicals. Customers who pay £25 per pair for our Accidental Damage \
Cover at the time of ordering will have their spectacles repaired or replaced once within 12 months \
of collection if they are accidentally damaged, but the cover excludes loss or theft and must be \
bought for each pair separately. Children's spectacles supplied under an NHS voucher are repaired or \
replaced free of charge where the damage is covered by an NHS repair voucher, and we will claim the \
voucher on your behalf.

9. NHS sight tests and vouchers

You are entitled to a free NHS sight test if you are under 16, are aged 16, 17 or 18 and in \
full-time education, are aged 60 or over, have diabetes or glaucoma, are aged 40 or over and have a \
parent, brother, sister or child with glaucoma, are registered as partially sighted or blind, or \
receive certain benefits, and you must show evidence of your entitlement at the time of your \
appointment. NHS optical vouchers can be used towards the cost of spectacles or contact lenses for \
children under 16, students aged 16 to 18 in full-time education, and adults on qualifying benefits, \
but not for people who qualify for a free sight test only because of their age. The value of the \
voucher depends on your prescription, and where the spectacles you choose cost more than the voucher \
you must pay the difference, but if they cost less than the voucher we are not able to give change \
or credit. Every child under 16 is entitled to a pair of spectacles from our Kids' Free Frames range \
covered in full by the voucher, with thinner lenses and anti-reflection coating included at no extra \
charge. Vouchers must be used within 6 months of the date of issue, and if we find that a customer \
has claimed a voucher without being entitled to it, we are required to report this to the NHS \
Business Services Authority, which may issue a penalty charge of up to £100.

10. Payment and prices

Prices shown in our practices include VAT where applicable, but spectacles and eye examinations are \
partly exempt from VAT, so the VAT shown on your receipt may be less than 20% of the total price. We \
accept cash, debit and credit cards and contactless mobile payments, but not cheques, and we offer \
interest-free credit on orders over £300, repayable over 10 monthly instalments, subject to status \
and a minimum age of 18. Only one promotional offer may be used on any order, and offers may not be \
applied to orders placed before the start of the promotion. Customers aged 60 and over receive 15% \
off all frames on Tuesdays and Wednesdays, except when paying with an NHS voucher.

11. Complaints and your information

If you are unhappy with any product or service, please speak first to the practice manager at the \
practice concerned, and if the matter is not resolved, write to our Customer Care team at Brightwell \
& Hale Opticians Ltd, 3 Tanner's Yard, Penhallow PN2 8QR, who will acknowledge your complaint within \
5 working days and aim to resolve it within 28 days. If you are still not satisfied, you may refer \
the complaint free of charge to the Optical Consumer Complaints Service. We keep your clinical \
records for 10 years after your last visit, or until your 25th birthday if you were a child when \
last seen, whichever is later, and we will send you reminders for eye examinations and aftercare by \
text, email or post unless you ask us not to.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ('Kessington opticians is open Sundays and you can just walk in for an eye test.', 'eye examinations on Sundays are available only by appointment made at least 48 hours in advance'),
    ('A standard eye test at Brightwell is £35.', 'A standard eye examination costs £29 for private patients'),
    ('brightwell only give u a copy of ur prescription if u buy glasses from them', 'whether or not you buy spectacles from us'),
    ('Jas had to pay the whole £240 upfront when she ordered her varifocals.', 'we will ask for a deposit of 50% of the total price'),
    ("second pair's half price at brightwell if u get them same time", 'you will receive 40% off the second pair'),
    ("Mark says they'll put new lenses in your old frames free, you just pay for the lenses.", 'We can fit new lenses into your own frames for a fee of £20'),
    ("Couldn't be bothered going in so Brightwell posted my new specs to me.", 'Spectacles must be collected in person so that the fit can be checked'),
    ('My contact lens check-up only needs doing every two years.', 'must be carried out at least every 12 months'),
    ('clearsight sends my lenses out every month in the post', 'Lenses are sent to Plan Members every 3 months by post'),
    ("Tanya says you've got a month to tell them if you can't get on with new glasses.", 'you must tell us within 60 days of collection'),
    ('Sophie took back an opened box of contacts and got a full refund.', 'we cannot accept the return of opened boxes of contact lenses'),
    ('Glasses from Brightwell are guaranteed against faults for three years.', 'are guaranteed against manufacturing faults for 24 months from the date of collection'),
    ('the £25 damage cover pays out if u lose ur glasses, good to know', 'but the cover excludes loss or theft'),
    ("My uncle's 62 and says he can't get a free NHS eye test till 65.", 'are aged 60 or over, have diabetes or glaucoma'),
    ('If your glasses cost less than the NHS voucher, they give you the difference back.', 'we are not able to give change or credit'),
    ("Mum gets 15% off frames on Mondays cos she's over 60.", 'receive 15% off all frames on Tuesdays and Wednesdays'),
    # near-misses
    ('Booked my Sunday eye test at Kessington three days in advance.', None),
    ('extended eye test with the retina scan was £55 and took about 45 mins', None),
    ('got my prescription copy free after my eye test and bought glasses online instead lol', None),
    ('Paid half as a deposit on my £180 glasses, rest when I picked them up.', None),
    ("Jas's £45 glasses had to be paid for in full when she ordered them.", None),
    ('Got 40% off my second pair, same prescription, bought together.', None),
    ("Gran's housebound so Brightwell delivered her glasses for free, she lives 3 miles away.", None),
    ("My son's 12 and they adjusted his glasses from another shop for nothing.", None),
    ('contact lens aftercare is once a yr and costs £25', None),
    ('ClearSight monthly lenses plan is £12 a month, lenses posted every quarter.', None),
    ("Tanya told them after 7 weeks she couldn't get used to her new specs and they rechecked free.", None),
    ('Returned an unopened box of contacts to the shop after 10 days, got my money back.', None),
    ('The cheaper Essentials frames only come with a 12-month guarantee.', None),
    ("my mum's 62 so her nhs eye test is free", None),
    ("Their £25 accidental damage cover won't pay out if your glasses get stolen.", None),
    ('Complaints to Brightwell head office get acknowledged within a week.', None),
]
