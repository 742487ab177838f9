"""An escape room venue's booking terms and conditions; written blind."""
from __future__ import annotations

POLICY = """\
LOCKWORTH ESCAPE ROOMS LTD
BOOKING TERMS AND CONDITIONS

Effective from 6 January 2025. These terms apply to all bookings made for games at our venue at Unit 9, Tanner's \
Wharf, Holbridge, HB2 5RS, and at our pop-up venue at the Corn Exchange, Wetherden Green.

1. Definitions

In these terms, "Lockworth", "we" and "us" mean Lockworth Escape Rooms Ltd, the "Lead Booker" means the person who \
makes and pays for a booking, a "Player" means anyone taking part in a game, and a "Game" means a single session \
in one of our rooms, including the briefing and debrief. A "Slot" means the time at which a Game is due to start, \
as shown on your booking confirmation.

The Lead Booker is responsible for making sure that every Player in the group has read these terms, and by \
completing a booking the Lead Booker accepts them on behalf of the whole group.

2. Rooms, group sizes and opening hours

We currently run five rooms: The Clockmaker's Study, Vault 17, The Séance, Operation Nightjar and, at Wetherden \
Green only, The Lost Orchard. Each Game lasts 60 minutes, except Operation Nightjar, which lasts 90 minutes, and \
you should allow a further 20 minutes for the briefing, photographs and debrief.

Groups must have at least 2 and no more than 6 Players, except that Vault 17 and Operation Nightjar can take up to \
8 Players and The Séance is limited to 5 Players. We do not combine separate bookings into one Game, so you will \
never be asked to play with strangers.

The Holbridge venue is open from 10am to 10pm from Wednesday to Sunday, with the last Slot at 8.30pm, and is \
closed on Mondays and Tuesdays other than during school holidays and in December. The Wetherden Green venue is \
open on Fridays from 4pm to 9pm and on Saturdays and Sundays from 10am to 8pm.

The Wetherden Green venue is a temporary site licensed until 31 October 2025, and bookings there cannot be made \
for any date after that. If the licence is not renewed, any unused credit notes or gift vouchers may be used at \
Holbridge, and we will contact everyone with a future booking at least 28 days before the site closes.

3. Prices

Prices are charged per Player and depend on the size of the group: £32 per Player for 2 Players, £27 per Player \
for 3 or 4 Players, and £23 per Player for 5 or more Players. Games in Operation Nightjar cost an extra £6 per \
Player because of their length, and Games starting before 12 noon on Wednesdays and Thursdays are £4 per Player \
cheaper than the standard price.

Students with a valid student card receive 10% off on any day other than Saturday, and NHS staff, members of the \
armed forces and emergency service workers receive 15% off at all times, provided that at least half of the group \
can show the relevant ID on arrival. Only one discount may be used on each booking, and discounts cannot be \
applied to gift vouchers or to bookings made under section 9.

4. Booking and payment

Bookings can be made online at any time or by telephone between 10am and 6pm from Wednesday to Sunday, and must be \
paid in full at the time of booking, other than bookings for 12 or more Players across two or more rooms, for \
which a deposit of £50 per room secures the booking and the balance is due 14 days before the Slot.

You may add Players to a booking up to 24 hours before the Slot, subject to the maximum for the room, and the \
price will be recalculated for the new group size. You may also remove Players up to 72 hours before the Slot, \
but the price per Player will be recalculated and no refund will be made for Players removed after that time.

5. Cancellations and changes

You may move a booking to another date free of charge if you tell us at least 72 hours before the Slot, and once \
more for a fee of £15 if you tell us at least 24 hours before the Slot. Bookings cannot be moved or cancelled \
within 24 hours of the Slot, and no refund is given where a group cancels or fails to attend in that time.

Cancellations made at least 7 days before the Slot will receive a full refund, and cancellations made between 7 \
days and 72 hours before the Slot will receive a refund of 50% of the price paid or, if you prefer, a credit note \
for the full amount, valid for 6 months. We do not give refunds for cancellations made by telephone unless they \
are confirmed by email on the same day.

If we have to cancel a Game, for example because of a technical fault, we will offer you another date or a full \
refund, and we will not be responsible for travel, accommodation or other costs you have paid.

6. Arrival and lateness

Please arrive 15 minutes before your Slot so that we can brief you and you can store your belongings. Games start \
on time, and if your group arrives late we will reduce the playing time by the number of minutes you are late, \
unless the next Slot in the same room is free. If your group is more than 20 minutes late, we may treat the \
booking as a failure to attend under section 5, and no refund will be given.

Bags, coats, mobile phones and smart watches must be left in the free lockers outside the rooms, and no Player \
may take photographs or record video inside a room at any time. Food and drink other than bottled water may not \
be taken into the rooms.

There is no customer car park at Tanner's Wharf, but the Riverside pay and display car park is a 4-minute walk \
away and costs £1.80 per hour, or £6 for the whole evening after 6pm. We can give a free 2-hour parking permit to \
any group that includes a Blue Badge holder, provided that you ask for it when booking.

7. Age limits and supervision

Players must be aged 10 or over, and Players aged 10 to 15 must be accompanied in the room by at least one Player \
aged 18 or over, with no more than three under-16s for each adult. Groups made up entirely of Players aged 16 or \
17 may play without an adult only if a parent or guardian has signed our consent form beforehand.

The Séance contains loud noises, sudden movements and low lighting and is recommended for Players aged 16 or \
over; Players under 14 may not take part in The Séance under any circumstances.

8. Health, safety and conduct

All our rooms have an emergency release button on the inside of every locked door, and you can leave a room at \
any time, but a Player who leaves may not return to the Game. A game master watches every Game on camera and can \
give up to three clues, which do not affect your time, and any further clues will add 2 minutes each to your \
final time on the leaderboard.

No force is needed to solve any puzzle, and Players must not climb on furniture, lift floor coverings, or remove \
items fixed to the walls or ceiling. We will charge the Lead Booker for the cost of repairing damage caused on \
purpose or by rough handling, up to a maximum of £500 per booking, and we may end a Game without a refund if \
Players behave in a way that puts anyone at risk.

We will not admit anyone who appears to be under the influence of alcohol or drugs, and no refund will be given \
for Players refused entry for this reason. Please tell us when booking if any Player uses a wheelchair, as only \
Vault 17 and The Clockmaker's Study are fully accessible. The other rooms have steps and narrow passages, and \
Operation Nightjar includes a section in which Players must crawl for about 3 metres through a tunnel 80 \
centimetres high, so it is not suitable for anyone who is pregnant, has a heart condition or suffers from \
claustrophobia.

Assistance dogs are welcome in all rooms, and we can provide large-print clue sheets, ear defenders and a quiet \
space before the Game on request. We are happy to run a Game with the lights raised for Players with visual \
impairments, but we cannot change the length of a Game or the number of free clues for any group.

9. Private hire, parties and corporate events

The whole Holbridge venue can be hired for up to 30 people for a fee of £650 for 3 hours, which includes exclusive \
use of all four rooms and the lounge, and each extra hour costs £150, up to a maximum of 5 hours in total. Private hire bookings require a deposit of \
30% at the time of booking, and the balance must be paid no later than 21 days before the event.

Birthday parties for children aged 10 to 15 can use the lounge for up to 45 minutes after the Game for a fee of \
£40, and you may bring your own birthday cake and soft drinks, but no other outside food. Alcohol may be brought \
for corporate events only, by prior arrangement, and a corkage charge of £5 per bottle applies.

10. Gift vouchers

Gift vouchers can be bought online or at the Holbridge venue in values of £25, £50 or £100, or for a named room \
and group size, and are sent by email within 1 hour of purchase or by first class post within 3 working days for \
a postage charge of £2. A voucher for a named room and group size covers the full price of that Game on any day, \
even if our prices have gone up since the voucher was bought.

Gift vouchers are valid for 12 months from the date of purchase and can be used for any Game at either venue, but \
not for private hire. Vouchers cannot be exchanged for cash, and if the value of a voucher is more than the price \
of the booking, the difference will be kept as credit on the voucher until it expires. Expired vouchers may be \
extended once by 3 months for a fee of £10, provided that you ask us within 30 days of the expiry date.

11. Complaints and data

If you are unhappy with your visit, please speak to the game master on the day or email us within 14 days of \
your Game. We will reply within 5 working days. Photographs taken by our staff after a Game will be posted on our \
social media pages only if every Player in the photograph agrees, and we keep booking records for 2 years.

CCTV recordings from inside the rooms are used only for running the Games and for safety, are never shared on \
social media, and are deleted automatically after 31 days unless they are needed to investigate damage or an \
incident. You may ask for a copy of any personal data we hold about you by emailing us, and we will reply within \
one month free of charge.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Operation Nightjar at Lockworth is an hour long, same as their other rooms.",
     "except Operation Nightjar, which lasts 90 minutes"),
    ("lockworth let us do the seance with 7 of us last wk lol",
     "The Séance is limited to 5 Players"),
    ("My cousin says the Lockworth place in Holbridge is open Tuesdays all year round.",
     "closed on Mondays and Tuesdays other than during school holidays and in December"),
    ("Lockworth charges £27 per person when there's just two of you.",
     "£32 per Player for 2 Players"),
    ("student discount at lockworth works on saturdays too, Mia used hers",
     "receive 10% off on any day other than Saturday"),
    ("Jamal booked Lockworth for four and only paid a deposit upfront, rest on the day.",
     "must be paid in full at the time of booking"),
    ("u can move a lockworth booking for free up to the day before",
     "once more for a fee of £15 if you tell us"),
    ("Cancelling a Lockworth booking five days ahead gets you all your money back.",
     "Cancellations made at least 7 days before the Slot will receive a full refund"),
    ("Lockworth credit notes are good for a year.",
     "for the full amount, valid for 6 months"),
    ("my sister's group was half an hour late to lockworth and they still got their full game, slot after was booked tho",
     "reduce the playing time by the number of minutes you are late"),
    ("we took loads of pics inside the room at lockworth, game master was fine with it",
     "may take photographs or record video inside a room at any time"),
    ("Lockworth's minimum age is 8 if a grown-up plays too.",
     "Players must be aged 10 or over"),
    ("Harry's 12-year-old did The Séance at Lockworth with him last weekend.",
     "Players under 14 may not take part in The Séance under any circumstances"),
    ("at lockworth every hint costs u 2 mins on the leaderboard, even the first one",
     "can give up to three clues, which do not affect your time"),
    ("Hiring the whole Lockworth venue is £650 for four hours.",
     "for a fee of £650 for 3 hours"),
    ("tbh lockworth gift vouchers last 2 years so no rush",
     "Gift vouchers are valid for 12 months from the date of purchase"),
    # near-misses
    ("Lockworth's Clockmaker's Study is a one-hour game, plus about twenty minutes for the briefing and photos.", None),
    ("we did vault 17 with 8 of us at lockworth, it fit everyone", None),
    ("Lockworth in Holbridge was open on a Tuesday in the Easter holidays when we went.", None),
    ("Five of us paid £23 each at Lockworth.", None),
    ("Nurse friends got 15% off at lockworth on a saturday, half of us showed NHS badges", None),
    ("Our office booked 14 people across three Lockworth rooms and paid a £50 deposit per room.", None),
    ("moved our lockworth booking 4 days before, no charge", None),
    ("Kemi cancelled her Lockworth game four days out and took a credit note for the full amount.", None),
    ("we were 10 mins late to lockworth but the next slot was empty so we got the full hour", None),
    ("Lockworth gives you free lockers for phones and coats.", None),
    ("my 11 yr old did vault 17 at lockworth with me and his two mates", None),
    ("Dan's 15-year-old played The Séance at Lockworth with him, though it's recommended for 16 plus.", None),
    ("We only used two hints at Lockworth, so our time wasn't affected.", None),
    ("for my lad's 12th at lockworth we paid £40 for the lounge and brought our own cake", None),
    ("Ellie's Lockworth voucher expired last week, so she's paying a tenner to extend it three months.", None),
    ("lockworth's holbridge phone line is open 10 till 6, wed to sun", None),
]
