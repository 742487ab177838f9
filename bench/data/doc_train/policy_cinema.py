"""A cinema chain's unlimited membership terms and conditions; written blind."""
from __future__ import annotations

POLICY = """\
REELHOUSE CINEMAS LIMITED
REELHOUSE UNLIMITED MEMBERSHIP TERMS AND CONDITIONS

Effective from 3 March 2025. These terms apply to every Reelhouse Unlimited membership taken out or renewed on or \
after that date at our cinemas in Brackley Vale, Ormsby Quay, Thistlebury and Pennick Cross.

1. Definitions

In these terms, "Reelhouse", "we" and "us" mean Reelhouse Cinemas Limited, the "Member" means the person named on \
the membership, the "Card" means the digital membership card shown in the Reelhouse app or the plastic card issued \
at a box office, and a "Standard Screening" means any screening of a film in 2D in a standard seat, other than the \
premium formats and special events listed in section 5.

A "Home Cinema" means the cinema the Member chooses when joining, and the "All Cinemas" tier means a membership \
that may be used at every Reelhouse cinema rather than at the Home Cinema only.

2. Eligibility and joining

Members must be aged 16 or over and must live in the United Kingdom, and anyone aged 16 or 17 may join only with \
the written consent of a parent or guardian. Each person may hold one membership only, and a membership may not \
be held jointly, shared or transferred to another person, except that a membership may be transferred once to a \
member of the same household if the Member moves abroad, on payment of an administration fee of £10.

You may join online, in the Reelhouse app or at any box office, and you must provide a recent photograph of your \
face, which will be shown on the Card. Your membership starts on the day you join, but you may not book or attend \
screenings until 48 hours after joining unless you pay the first 12 months in advance.

We use your photograph only to check that the person presenting the Card is the Member, and we will delete it, \
together with your booking history, within 6 months after your membership ends, unless you rejoin within that \
time or we need to keep it because of an unpaid balance or a dispute.

3. Membership fees

The Home Cinema tier costs £17.99 per month and the All Cinemas tier costs £21.99 per month, both payable by \
monthly Direct Debit on the same date each month as the date you joined. Alternatively, you may pay for 12 months \
in advance, in which case the Home Cinema tier costs £179 and the All Cinemas tier costs £219, representing a \
saving of roughly two months' fees. If you joined on the 29th, 30th or 31st of a month, your Direct Debit will be \
collected on the 28th in any month that does not have that date, and the first payment is always taken on the \
day you join.

Students in full-time education may join the Home Cinema tier for £13.99 per month on showing a valid student \
card, but the student rate is not available on the All Cinemas tier or on annual payment. We may increase \
membership fees once in any period of 12 months by giving at least 30 days' notice by email, and no increase will \
be more than 10% of the fee you were paying before it.

4. Minimum term and cancellation

Monthly memberships have a minimum term of 12 months from the date of joining, during which they may not be \
cancelled other than in the circumstances set out in this section. After the minimum term, you may cancel at any \
time by giving one month's notice through the app or in writing to the Membership Team at 22 Quayside Mews, \
Ormsby Quay, OQ4 9LN; cancellations cannot be made by telephone or at a box office.

You may cancel within 14 days of joining and receive a full refund of fees paid, unless you have attended more \
than two screenings in that time, in which case we will deduct £9.50 for each screening attended from the refund. \
Annual memberships cannot be refunded after the first 14 days except where the Member has died or has moved more \
than 40 miles from the nearest Reelhouse cinema, in which case a refund for each full unused month will be paid.

If a Direct Debit payment fails, we will try to collect it again after 7 days, and your Card will be suspended \
until the payment is made; if two payments in a row fail, we may end your membership and ask you to pay any fees \
owing for the rest of the minimum term.

5. What is included

Members may watch as many Standard Screenings as they wish, at no charge beyond the membership fee. Screenings in \
IMAX, 3D, Reelhouse Recliner seats and D-BOX motion seats are not included, but Members may upgrade by paying a \
supplement of £3.50 for 3D or Recliner seats and £5 for IMAX or D-BOX at the time of booking.

Event cinema, including live theatre, opera, concerts and sports broadcasts, film festivals, marathons and private \
hire screenings, is not included in the membership and is sold to Members at a discount of 15% on the standard \
adult price. Preview screenings shown before a film's national release date are included where marked "Members' \
Preview" in the app, and Members may bring one guest to each Members' Preview free of charge.

We cannot guarantee that any particular film will be shown at your Home Cinema, and some films may be excluded \
from the membership for the first 7 days after release at the request of the distributor, which will be marked \
in the app. The membership fee will not be reduced if a cinema is closed for refurbishment for up to 14 days in a \
row, but if your Home Cinema is closed for longer than that you may use any other Reelhouse cinema at no extra \
charge during the closure, or ask us to suspend your payments until it reopens.

6. Booking and attendance

Members may book screenings up to 7 days in advance and may hold no more than one booking for a screening at any \
one time, except that Members on the All Cinemas tier may hold up to three bookings. Bookings close 15 minutes \
before the advertised start time, and after that Members may only be admitted on the day at the box office if \
seats remain.

Members may not book more than one ticket for the same film on the same day, and may not see the same film more \
than three times in total at any Reelhouse cinema. The Card must be shown together with photo identification at \
the entrance to the screen, and staff may refuse entry where the photograph on the Card does not match the Member.

The digital Card is free, and a plastic Card may be requested at any box office for a one-off charge of £3, which \
is waived for Members aged 65 or over. If a plastic Card is lost or stolen you must tell us through the app within \
48 hours, and a replacement costs £5, except that the first replacement in any period of 12 months is free where \
the Card was stolen and you give us a crime reference number. We are not responsible for screenings booked on a \
lost Card before you tell us about the loss, and any no-show fees charged in accordance with section 7 remain \
payable.

7. No-shows

If you do not attend a booked screening and have not cancelled the booking at least 1 hour before the start \
time, a no-show fee of £2.50 will be charged to your Direct Debit, and after three no-shows in any period of 30 \
days your booking rights will be suspended for 14 days. You may still attend screenings on a walk-in basis \
during a suspension.

8. Guest and food discounts

Members may buy up to two adult tickets for guests at each screening at a discount of 25% on the standard price, \
and tickets for guests under the age of 12 are £4.99 at all times. Guest tickets must be booked in the same \
transaction as the Member's own booking and are not available for Members' Previews, for which section 5 applies.

Members receive 10% off food and drink at the kiosk, and 20% off on Mondays, Tuesdays and Wednesdays, but the \
discount does not apply to alcohol, gift cards or collectable merchandise. From the twelfth month of continuous \
membership, Members also receive one free regular popcorn every month, which must be claimed in the month in which \
it is earned and cannot be carried forward.

9. Pausing a membership

Monthly Members who have completed the minimum term may pause their membership once in each period of 12 \
months for between one and three months, at a charge of £3 per month while paused. A pause must be requested at \
least 5 days before your next payment date and cannot be backdated, and annual Members may not pause their \
membership at all.

10. Accessibility and conduct

Members who hold a CEA Card, or who receive a qualifying disability benefit, may bring one carer free of charge to \
each Standard Screening, provided that the carer's ticket is booked in the same transaction as the Member's own. \
Wheelchair spaces can be reserved on the same basis as any other seat, and we ask Members who book a wheelchair \
space but no longer need it to cancel as early as possible so that it can be offered to someone else.

Subtitled and audio-described screenings are included in the membership, and so are relaxed screenings, which are \
shown on the first Sunday of each month at 10.30am with the lights partly up and the sound turned down. \
Assistance dogs are welcome in every screen, but no other animals are allowed in our cinemas.

Members must follow the cinema rules displayed at each site, and in particular must not record any part of a \
film, must keep mobile phones switched off or on silent during the screening, and may bring only cold food and \
soft drinks bought outside the cinema into the screen, other than hot food and alcohol, which are not allowed. \
Members who are found to have lent their Card to another person will have their membership cancelled without a \
refund and may not rejoin for 2 years.

11. Changes to these terms

We may change these terms for good reasons, such as changes in the law or in the films made available to us by \
distributors, and we will give at least 30 days' notice by email of any change that is to your disadvantage. If \
you do not accept a change, you may cancel your membership without charge before it takes effect, even during \
the minimum term, by writing to the Membership Team.

12. Complaints

Complaints should be made first to the duty manager at the cinema, or by email to the Customer Care Team, who \
will reply within 10 working days. If we cannot resolve your complaint, you may refer it to an alternative \
dispute resolution scheme, details of which are available on request. Please include your membership number and \
the name of the cinema in any complaint, and if you are not satisfied with the reply you may ask for it to be \
reviewed by our Head of Customer Experience, who will respond within a further 15 working days.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("My 15-year-old niece has her own Reelhouse Unlimited card, her mum signed the form.",
     "Members must be aged 16 or over and must live in the United Kingdom"),
    ("me and my flatmate share one reelhouse card, we just take turns lol",
     "may not be held jointly, shared or transferred to another person"),
    ("The All Cinemas tier at Reelhouse is £19.99 a month.",
     "the All Cinemas tier costs £21.99 per month"),
    ("ngl the reelhouse student rate works on the all cinemas tier too, Ben's on it",
     "the student rate is not available on the All Cinemas tier"),
    ("Monthly Reelhouse memberships have a six-month minimum term.",
     "have a minimum term of 12 months from the date of joining"),
    ("Leah cancelled her Reelhouse membership by ringing them up, took two minutes.",
     "cancellations cannot be made by telephone or at a box office"),
    ("you can cancel reelhouse within a month of joining and get a full refund",
     "You may cancel within 14 days of joining and receive a full refund"),
    ("My brother says IMAX screenings are included in the membership with no extra charge.",
     "Screenings in IMAX, 3D, Reelhouse Recliner seats and D-BOX motion seats are not included"),
    ("reelhouse members get 25% off live theatre and opera showings tbh",
     "is sold to Members at a discount of 15% on the standard"),
    ("Reelhouse members can book films up to two weeks ahead.",
     "Members may book screenings up to 7 days in advance"),
    ("Connor saw the same superhero film four times at Reelhouse on his card.",
     "than three times in total at any Reelhouse cinema"),
    ("the reelhouse no-show fee is a fiver if u don't turn up",
     "a no-show fee of £2.50 will be charged to your Direct Debit"),
    ("My kid's guest ticket at Reelhouse costs £6.99 because he's 9.",
     "tickets for guests under the age of 12 are £4.99 at all times"),
    ("reelhouse gives members 20% off snacks on thursdays and fridays",
     "and 20% off on Mondays, Tuesdays and Wednesdays"),
    ("Amira's on an annual Reelhouse membership and paused it for two months while travelling.",
     "annual Members may not pause their membership at all"),
    ("took a hot takeaway burger into the reelhouse screen last wk, staff didn't care",
     "other than hot food and alcohol, which are not allowed"),
    # near-misses
    ("My 17-year-old joined Reelhouse Unlimited with my written permission.", None),
    ("Reelhouse Home Cinema is just under £18 a month.", None),
    ("paid reelhouse annual up front so i could book films the same day i joined", None),
    ("Sam gets the Reelhouse student rate of £13.99 on the Home Cinema tier.", None),
    ("reelhouse put the price up 5% this yr and emailed us over a month before", None),
    ("I cancelled Reelhouse in the app after my first year, giving a month's notice.", None),
    ("My dad's annual Reelhouse membership was partly refunded after he moved 60 miles from any branch.", None),
    ("3D at reelhouse is an extra £3.50 for members, paid when u book", None),
    ("Members can take a friend free to the Members' Preview screenings.", None),
    ("my all cinemas card lets me hold 3 bookings at once", None),
    ("Dina cancelled her Reelhouse booking two hours before the film and wasn't charged.", None),
    ("got a quarter off my mate's ticket using my reelhouse card", None),
    ("Reelhouse members get 10% off kiosk snacks at weekends.", None),
    ("after a year of membership i get a free regular popcorn every month at reelhouse", None),
    ("Olu paused his monthly Reelhouse membership for three months, paying £3 a month.", None),
    ("brought a bottle of water from the shop into the reelhouse screen, totally fine", None),
]
