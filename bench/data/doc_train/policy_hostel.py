"""House rules and booking conditions of a youth hostel; written blind."""
from __future__ import annotations

POLICY = """\
NORTHMOOR HOSTELS TRUST
FELLSIDE YOUTH HOSTEL, GARTHDALE: HOUSE RULES AND BOOKING CONDITIONS

Effective from 1 April 2025

1. Introduction

These house rules and booking conditions apply to all guests staying at Fellside Youth Hostel, Mill Lane, Garthdale ("the \
Hostel"), which is operated by Northmoor Hostels Trust, a registered charity ("the Trust", "we" or "us"). "Guest" means \
any person who has booked a bed or room at the Hostel, "the Lead Booker" means the person who makes a booking on behalf of \
others, and "Group" means a booking of 10 or more beds made under the same name for the same nights. Membership of the \
Trust is not required to stay, but members receive a discount of 10% on bed prices, and membership costs £15 a year for \
adults and £5 a year for those aged under 26. The Hostel has 64 beds in 12 rooms and is open all year except from 23 to 27 \
December.

2. Booking and payment

Beds may be booked online, by telephone or at reception, and a bed in a shared dormitory costs from £22 per night, while \
private rooms cost from £55 per night for 2 people, with prices varying by season. Individual bookings of up to 9 beds \
must be paid in full at the time of booking, except that bookings made more than 30 days in advance may be secured with a \
deposit of 20%, with the balance due on arrival. The price includes bed linen and a pillow, but towels are not included \
and may be hired from reception for £2 each, and sleeping bags may not be used on our beds for hygiene reasons. The \
maximum stay is 14 consecutive nights, and longer stays will be accepted only with the manager's approval, which will not \
be given to anyone using the Hostel as a permanent address.

3. Cancellation and changes

Individual bookings may be cancelled or changed free of charge up to 48 hours before 4pm on the day of arrival, and after \
that time no refund will be given, although a change of dates may still be made for a fee of £5 per booking, subject to \
availability. If you do not arrive by 10pm on the day of arrival and have not told us that you will be late, we may \
release your bed to another guest without refund. Cancellations must be made online using your booking reference or by \
telephoning reception, and a cancellation sent by text message or social media will not be accepted. Group bookings are \
subject to the separate cancellation terms in section 9.

4. Age and young people

The Hostel welcomes guests of all ages, but children under 16 must be accompanied by a parent, guardian or other \
responsible adult aged 18 or over who stays in the same room. Young people aged 16 and 17 may stay without an adult \
provided that they bring a consent form signed by a parent or guardian, which must be shown at check-in together with \
photo identification. Children under 16 may not sleep in a mixed dormitory with guests who are not members of their own \
party, and so families with children under 16 must book a private room or a whole dormitory. Children under 3 stay free \
of charge if they share a bed or use their own travel cot, and children aged 3 to 15 pay 75% of the adult bed price.

5. Arrival, departure and curfew

Check-in is from 3pm to 10pm, and rooms must be vacated by 10am on the day of departure, although you may leave luggage in \
the secure luggage room until 5pm on that day for no charge. Reception is staffed from 7.30am to 11pm, and guests \
arriving after 10pm must arrange a late check-in with us at least 24 hours in advance. The front door is locked at 11pm, \
after which guests may re-enter using the door code issued at check-in, and there is no curfew for guests aged 18 or \
over, but guests aged 16 and 17 staying without an adult must be back inside the Hostel by 11pm. Bedrooms are closed \
between 10am and 3pm every day for cleaning, although the lounge, drying room and kitchen remain open to guests during \
these hours. Every guest must show photo identification at check-in, and a guest who cannot do so may be refused a bed.

6. Dormitories and rooms

Dormitories sleep between 4 and 10 guests in bunk beds and are either female only, male only or mixed, and guests booking \
a single bed will be placed in a dormitory according to the preference given at booking, where space allows. Lower bunks \
are allocated on a first come, first served basis, unless a guest has a medical need for a lower bunk that was notified at \
the time of booking. Lights in dormitories must be turned off by 11pm and may not be turned on before 7am, and guests \
arriving or leaving outside these hours should use the reading lights fitted to each bunk. Food and drink other than \
bottled water are not allowed in any bedroom, and bags and belongings must be kept under the bunk or in your locker so \
that the floor is clear at all times. Bed linen must be stripped and returned to the linen trolley on the landing before \
departure.

Private rooms sleep between 2 and 4 guests, and the four en-suite rooms on the ground floor, including one accessible room \
with a level-access shower, must be requested at the time of booking and cost an extra £10 per night on top of the room \
price. Cots may be borrowed free of charge for children under 3 in private rooms only, but they must be reserved at least \
48 hours before arrival, since the Hostel has only 2 cots. The drying room next to the boot store is for wet outdoor \
clothing and walking boots only, and any items left there for more than 3 days will be removed and kept at reception.

7. Kitchen and meals

The self-catering kitchen is open from 7am to 10.30pm and is equipped with cookers, fridges, microwaves, crockery and \
cooking utensils, which are free for guests to use provided that everything is washed, dried and put away immediately \
after use. Food kept in the fridges must be placed in a bag labelled with your name and date of departure, and any \
unlabelled food, or food left after the date of departure, will be removed and thrown away every morning at 10am. Food on \
the shelf marked "free food" may be taken by anyone. Breakfast is served in the dining room from 7.30am to 9.30am at £7.50 \
for adults and £4.50 for children under 16, and packed lunches may be ordered at reception by 8pm the evening before for \
£6.50 each. The kitchen and dining room may not be used by people who are not staying at the Hostel.

8. Lockers, luggage and valuables

Each bed in a dormitory has its own locker, which is large enough for a cabin-size bag of up to 55 by 40 by 20 \
centimetres, and guests must supply their own padlock or buy one from reception for £4. Lockers must be emptied and left \
open by 10am on the day of departure, and any locker still locked after that time will be opened by staff, and the \
contents stored for 30 days before being given to charity. Valuables such as passports and cash may also be left in the \
safe at reception between 7.30am and 11pm, free of charge. Bicycles must be kept in the locked bike store behind the \
Hostel and never taken inside the building, and the key may be collected from reception against a deposit of £10. We \
cannot accept responsibility for the loss of or damage to belongings that are not locked in a locker or left in the safe \
at reception, except where it is caused by our negligence.

9. Group bookings

Groups must book at least 14 days before arrival and pay a deposit of 25% of the total price within 7 days of booking, and \
the balance is due 28 days before arrival, or at the time of booking if the booking is made within 28 days of arrival. \
Groups that include young people under 18 must be accompanied by at least one leader aged 21 or over for every 10 young \
people, and leaders must stay in the Hostel for the whole of the visit and are responsible for the young people at all \
times, including after 11pm. The number of beds may be reduced by up to 10% without charge if we are told no later than \
14 days before arrival, but reductions after that time will be charged at the full price of the beds cancelled. If a Group \
cancels its whole booking more than 28 days before arrival, the deposit is retained, and if it cancels 28 days or less \
before arrival, the full price is payable. Groups of 20 or more may have sole use of the dining room for an evening meal, \
if they book it at least 7 days ahead.

10. Conduct, alcohol and smoking

Guests aged 18 or over may drink alcohol in the lounge and dining room between 5pm and 11pm, but alcohol is not allowed in \
bedrooms, in the kitchen or outside the front entrance, and no one under 18 may drink alcohol anywhere at the Hostel. \
Smoking, including e-cigarettes, is not permitted anywhere inside the building or within 5 metres of any door, and a \
charge of £100 will be made if anyone is found smoking in a bedroom. Quiet hours run from 11pm to 7am, during which noise \
in corridors, bedrooms and the lounge must be kept to a minimum. The television and games console in the \
lounge may be used until 10.30pm, and the lounge itself is closed to guests from 11.30pm until 7am. Guests must treat staff and other guests with respect, \
and we will not tolerate violent, abusive or threatening behaviour, illegal drugs, or behaviour that causes distress to \
other guests. Pets are not allowed anywhere in the Hostel, with the exception of assistance dogs, which must be notified \
at the time of booking.

11. Safety, damage and leaving the Hostel

Guests must read the fire notice in their room, must not prop open fire doors and must leave the building by the nearest \
exit when the fire alarm sounds, and a charge of £75 will be made to anyone who sets off the alarm by cooking in a bedroom \
or smoking. Any damage must be reported to reception straight away, and the person who caused it will be charged the cost \
of repair, which may be taken from the card used to pay for the booking. The manager or the duty member of staff may ask \
any guest who breaks these rules to leave the Hostel immediately, and in that case no refund will be given for the \
remaining nights of the stay. Guests who have been asked to leave will not be accepted for future stays at any hostel run \
by the Trust for a period of 12 months.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Northmoor members get 20% off beds at Fellside.",
     "members receive a discount of 10% on bed prices"),
    ("u can only stay a week max at fellside unless the manager ok's it",
     "The maximum stay is 14 consecutive nights"),
    ("Ellie says you can cancel a hostel bed for free up until the day before you arrive.",
     "may be cancelled or changed free of charge up to 48 hours"),
    ("Jess cancelled her hostel bed by texting them and it was fine.",
     "a cancellation sent by text message or social media will not be accepted"),
    ("my 14 yr old nephew stayed at the hostel on his own last wk, no adult",
     "children under 16 must be accompanied by a parent, guardian or other"),
    ("Kids pay half the adult bed price at the hostel.",
     "children aged 3 to 15 pay 75% of the adult bed price"),
    ("checkout at the hostel is noon so we can have a lie in",
     "rooms must be vacated by 10am on the day of departure"),
    ("Ravi had to pay £3 to leave his bag in the luggage room after checking out.",
     "you may leave luggage in the secure luggage room until 5pm"),
    ("My 17-year-old, staying there without us, has to be back in by midnight.",
     "staying without an adult must be back inside the Hostel by 11pm"),
    ("dorm lights can stay on till midnight at fellside",
     "Lights in dormitories must be turned off by 11pm"),
    ("Connor says the hostel kitchen is open all night for self-catering.",
     "The self-catering kitchen is open from 7am to 10.30pm"),
    ("Breakfast at the hostel is a fiver for adults.",
     "at £7.50 for adults and £4.50 for children under 16"),
    ("they just lend u a padlock at reception for free, no need to bring one",
     "guests must supply their own padlock or buy one from reception"),
    ("Our school trip only needs one teacher for every 15 pupils at the hostel.",
     "at least one leader aged 21 or over for every 10 young"),
    ("You're allowed to vape right by the hostel front door.",
     "not permitted anywhere inside the building or within 5 metres of any door"),
    ("Sam got kicked out of Fellside and is banned from all Northmoor hostels for two years.",
     "by the Trust for a period of 12 months"),
    # near-misses
    ("Membership's only a fiver a year for me since I'm 24.", None),
    ("a dorm bed was £24 a night when i went in august", None),
    ("Booked six weeks ahead, paid 20% upfront and the rest when I arrived.", None),
    ("Towels aren't included at the hostel, so I hired one for two quid.", None),
    ("Aisha cancelled her hostel bed three days before and got all her money back.", None),
    ("my 16 yo went on her own w a signed consent form and her passport", None),
    ("Our 2-year-old stayed free in her own travel cot.", None),
    ("I got back at 1am and used the door code, no curfew since I'm 30.", None),
    ("Ben needed a bottom bunk for his knee, told them when booking and got one.", None),
    ("took a bottle of water into the dorm, thats allowed", None),
    ("Anyone can help themselves from the free food shelf in the hostel kitchen.", None),
    ("Packed lunches are £6.50 if you order by 8 the night before.", None),
    ("My dad left his passport in the reception safe and it didn't cost anything.", None),
    ("our scout group of 24 got the dining room to ourselves, booked the meal a fortnight ahead", None),
    ("Had a beer in the hostel lounge at 9pm, fine as I'm over 18.", None),
    ("Tariq's guide dog stayed with him at Fellside, he mentioned it when booking.", None),
]
