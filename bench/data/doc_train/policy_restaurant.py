"""A small restaurant group's booking, deposit, children, dogs, corkage and allergen policy; written blind."""
from __future__ import annotations

POLICY = """\
FENWICK & RYE KITCHENS LIMITED
GUEST BOOKING, DEPOSIT AND ALLERGEN POLICY

Effective from 6 January 2025 and applying to all three of our restaurants

1. About this policy

This policy applies to bookings at our three restaurants, Fenwick & Rye Cressbury (14 Market Row, Cressbury), \
Fenwick & Rye Oldmere (The Old Maltings, Quayside, Oldmere) and Fenwick & Rye Hallow Quay (2 Ropewalk, Hallow Quay), \
each referred to as "the Restaurant", and to every guest who books, or dines as part of a booking, at any of them. In \
this policy "we" and "us" mean Fenwick & Rye Kitchens Limited, "the Lead Guest" means the person who makes a booking \
and whose contact and card details are held against it, and "a Large Group" means any booking for 9 or more guests, \
including children. Where a Restaurant's own notice differs from this policy, this policy prevails unless the notice \
has been signed by the General Manager and is dated after the effective date shown above.

2. Making a booking

Bookings can be made through our website, by telephone between 10am and 5pm from Monday to Friday, or in person at \
any Restaurant, and we accept bookings up to 90 days in advance, except for the month of December, which opens for \
booking on 1 September. Tables for up to 8 guests can be booked online, while Large Groups must be booked by \
telephone or by email to events@fenwickandrye.example so that our events team can confirm the deposit and menu \
arrangements set out in section 4. Walk-in guests are welcome whenever a table is free, although at Hallow Quay we \
keep the 6 counter seats facing the kitchen for walk-in guests only and they cannot be reserved. A booking is confirmed \
only when the Lead Guest has received a confirmation email, and we will send a reminder by text message 24 hours \
before the booking time, asking the Lead Guest to reply to confirm or to cancel.

3. Table times and late arrival

Tables for 1 to 4 guests are reserved for 2 hours and tables for 5 to 8 guests for 2 hours and 30 minutes, except \
that on Friday and Saturday evenings between 6pm and 9pm every table booked before 7pm must be returned by 9pm so \
that we can seat our second sitting. Large Groups have their table for 3 hours, which applies on every day of the \
week, including Friday and Saturday evenings. We will hold a table for 15 minutes after the booking time, after \
which we may release it to other guests unless the Lead Guest has telephoned the Restaurant to tell us they are \
running late, in which case we will hold it for up to 30 minutes. Where part of a group arrives on time, we will seat \
them, but the table time will still run from the original booking time and will not be extended for latecomers. The \
last booking we take for dinner is 9.30pm from Monday to Thursday and 10pm on Friday and Saturday, and on Sunday the \
kitchen closes at 8pm, with the last table seated at 7.30pm.

4. Large Groups, deposits and pre-orders

A Large Group booking for between 9 and 20 guests requires a deposit of £10 per guest, payable by card within 48 \
hours of the booking being made, and the booking will be released automatically if the deposit has not been received \
by then. Groups of 13 or more must choose from our Group Set Menu, priced at £38 for three courses or £32 for two \
courses per adult, and must send us a pre-order of every guest's choices no later than 5 days before the booking \
date. Bookings for more than 20 guests are taken only for the private dining room at Oldmere, known as the Loft, \
which seats up to 30 guests and has a minimum spend of £600 on Friday and Saturday evenings and £350 at all other \
times, and for which the deposit is £20 per guest instead of £10. All deposits are deducted in full from the final \
bill, and any part of the minimum spend not reached on the night will be added to the bill as a room hire charge.

5. Cancellations, reductions and no-shows

A deposit will be refunded in full if the Lead Guest cancels the booking, or reduces the number of guests, at least \
72 hours before the booking time, and refunds are made to the card used for payment within 5 working days. Where a \
Large Group is cancelled less than 72 hours before the booking time, the deposit is kept in full, and where the \
number of guests is reduced within that period, we will keep £10 for each guest who does not attend. For bookings \
of 5 to 8 guests we hold card details but take no deposit, and we will charge a no-show fee of £15 per guest if the \
whole table fails to arrive without cancelling at least 24 hours in advance. We do not charge a no-show fee for \
bookings of 4 guests or fewer, although we may decline future bookings from a guest who fails to arrive on more \
than 2 occasions within 12 months. We will waive any cancellation or no-show charge where the Lead Guest shows us \
that the booking could not be kept because of illness, bereavement or severe weather, provided that they tell us \
before the booking time or within 48 hours afterwards.

6. Children

Children of all ages are welcome in our restaurants until 8pm, and after that time guests under 16 may stay only if \
they are seated at a table and eating with an adult, but they must leave the premises by 9pm under the terms of our \
premises licences. Our children's menu is available for children aged 11 and under and costs £8.50 for two courses, \
including a soft drink, and one child aged 4 or under eats free from it for each adult ordering a main course from \
the full menu. Each Restaurant has 4 high chairs and 2 booster seats, which are provided free of charge but cannot be \
reserved, and baby-changing facilities are available at Oldmere and Hallow Quay but not at Cressbury, where the \
building does not allow it. Children under 18 may not sit at the bar counter at any time, and under our Challenge 25 \
policy staff will ask anyone who appears to be under 25 for photographic identification before serving alcohol.

7. Dogs

Well-behaved dogs are welcome in the bar and on the terrace at Oldmere and Hallow Quay, but they are not permitted in \
the main dining rooms, in the Loft or anywhere at Cressbury, except for assistance dogs, which are welcome in every \
part of all three Restaurants. No more than 2 dogs may be seated at any one table, and every dog must be kept on a \
lead no longer than 1.5 metres and must not sit on the seating or on the tables. Fresh water bowls are provided free \
of charge, and our dog menu, which includes a sausage bowl at £3.50, is served on the terrace only. We may ask the \
owner of any dog that is barking persistently or behaving aggressively to take it outside, and any damage caused by a \
dog will be charged to its owner at the cost of repair.

8. Corkage and bringing your own

Guests may bring their own wine to any Restaurant subject to a corkage charge of £15 per 75cl bottle, or £25 for a \
magnum, and on Mondays and Tuesdays corkage is free of charge for up to 2 bottles per table. We do not allow guests \
to bring wine that appears on our current wine list, and no more than 1 bottle may be brought for every 2 guests at \
the table, other than for Large Groups, who may agree a different allowance with our events team in advance. Beer, \
cider and spirits may not be brought onto the premises under any circumstances. Guests may bring a celebration cake, \
which we will store, plate and serve with candles for a cakeage charge of £2 per person, except that there is no \
cakeage charge for a child's birthday cake where the guest of honour is aged 12 or under.

9. Allergens and dietary requirements

Guests with a food allergy or intolerance must tell us when booking and must also tell their server on arrival, \
before ordering, and our full allergen matrix, covering all 14 major allergens named in UK law, is available on \
request at every Restaurant and on our website. Where a guest has a severe allergy that may cause anaphylaxis, the \
Lead Guest should telephone the Restaurant at least 24 hours before the booking so that the head chef can confirm \
which dishes can be prepared safely, and we may be unable to cater for the guest if we are not told in advance. All \
of our kitchens handle nuts, sesame, gluten and shellfish, and although we take every reasonable care, we cannot \
guarantee that any dish is free from traces of them. Our fried foods are cooked in shared fryers, and for this reason \
none of our chips or fried dishes are suitable for guests with a coeliac diagnosis, even where the ingredients \
themselves contain no gluten. Every member of our kitchen and front-of-house staff completes allergen training when \
they join us and a refresher course every 12 months, and a named Allergen Lead is on duty at each Restaurant during \
every service.

10. Service charge, payment and vouchers

A discretionary service charge of 12.5% is added to the bill for tables of 6 or more guests, and guests may ask for it \
to be reduced or removed, while for smaller tables any gratuity is left entirely to the guest. All service charges \
and tips are shared among our kitchen and front-of-house teams, and 100% of the amount paid is passed on to them \
through payroll. We accept all major debit and credit cards and contactless payments, and no more than 2 cards may be \
used to split a single bill, except for Large Groups, for whom we can split the bill across up to 6 cards if asked \
before the meal. Gift vouchers are valid for 12 months from the date of purchase, can be used at any of our three \
Restaurants, and cannot be exchanged for cash or used towards our Set Lunch offer, which costs £19 for two courses \
and is served from 12pm to 3pm on weekdays only.

11. Accessibility and conduct

Step-free access is available at all three Restaurants, with an accessible toilet at Oldmere and Hallow Quay, and \
guests who need a particular table or extra space should tell us at the time of booking. We will not tolerate \
abusive behaviour towards our staff or other guests, and we may ask any guest who behaves in such a way to leave \
without finishing their meal, in which case the Lead Guest remains liable for all food and drink already ordered. \
Guests must not smoke or vape anywhere inside our premises or on the terrace at Oldmere, and smoking is allowed only \
in the marked area at the far end of the terrace at Hallow Quay.

12. Feedback and complaints

If anything about your visit falls short, please tell the manager on duty so that we can put it right at the time, \
or write to us at guestcare@fenwickandrye.example within 28 days of your visit. We aim to acknowledge every written \
complaint within 2 working days and to give a full response within 10 working days, and where we are unable to do \
so we will explain the reason and give a date by which we will reply.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Fenwick & Rye only let you book 30 days ahead, so I can't get our anniversary yet.",
     "we accept bookings up to 90 days in advance"),
    ("booked a table for 10 on the fenwick & rye website last night, no phone call needed",
     "Tables for up to 8 guests can be booked online, while Large Groups must"),
    ("My brother says a table for two at Fenwick & Rye only gets 90 minutes.",
     "Tables for 1 to 4 guests are reserved for 2 hours"),
    ("they only hold ur table 5 mins if ur late, then its gone",
     "We will hold a table for 15 minutes after the booking time"),
    ("On Sundays the Fenwick & Rye kitchen stays open until 10pm.",
     "on Sunday the kitchen closes at 8pm, with the last table"),
    ("Nadia paid a £25 a head deposit for her group of 12 at Cressbury.",
     "requires a deposit of £10 per guest, payable by card"),
    ("the Loft at Oldmere fits 40 ppl so whole office can come",
     "which seats up to 30 guests and has a minimum spend"),
    ("Fenwick & Rye refunded our group deposit after we cancelled, but said it can take a month to reach the card.",
     "refunds are made to the card used for payment within 5 working days"),
    ("Dev's table of 6 didn't show and got charged £30 each.",
     "we will charge a no-show fee of £15 per guest"),
    ("kids menu there is £12 for 2 courses, pricey tbh",
     "costs £8.50 for two courses, including a soft drink"),
    ("Olivia took her 14-year-old to Fenwick & Rye and they stayed till 10pm, no problem.",
     "they must leave the premises by 9pm under the terms"),
    ("took the spaniel into the cressbury branch for lunch, they didnt mind at all",
     "in the Loft or anywhere at Cressbury, except for assistance dogs"),
    ("Corkage at Fenwick & Rye is £10 a bottle.",
     "subject to a corkage charge of £15 per 75cl bottle"),
    ("Sam brought a bottle of gin to Fenwick & Rye and just paid corkage on it.",
     "Beer, cider and spirits may not be brought onto the premises"),
    ("fenwick & rye chips are fine for coeliacs, they use a separate gluten free fryer",
     "Our fried foods are cooked in shared fryers"),
    ("Their service charge for bigger tables is 15%.",
     "A discretionary service charge of 12.5% is added to the bill"),
    # near-misses
    ("You can book Fenwick & Rye about three months ahead, so I'll do our anniversary now.", None),
    ("booked a table for 6 on the fenwick & rye website, dead easy", None),
    ("My brother's table of four had the table for two hours at Fenwick & Rye.", None),
    ("rang to say we'd be 20 mins late and they kept our table, phew", None),
    ("At Hallow Quay you can't reserve the counter seats, they're for walk-ins.", None),
    ("Nadia paid a £10 a head deposit for her group of 12 at Cressbury.", None),
    ("Our group cancelled four days before and got the whole deposit refunded to the card.", None),
    ("Dev's table of 3 didn't turn up and they weren't charged anything.", None),
    ("my 3 yr old ate free off the kids menu cos i had a main", None),
    ("Olivia's toddler was in the restaurant at 7pm and that was fine.", None),
    ("took the spaniel on the terrace at oldmere, they even brought a water bowl", None),
    ("Jo's guide dog came into the Cressbury dining room with her, no issue.", None),
    ("Corkage at Fenwick & Rye was free because we went on a Monday with one bottle.", None),
    ("Sam's paying cakeage for his wife's cake but his son's 8th birthday cake was free.", None),
    ("Their service charge is optional, you can ask them to take it off.", None),
    ("gift voucher from fenwick & rye lasts a year and works at any of the 3", None),
]
