"""A children's holiday activity camp's booking conditions; written blind."""
from __future__ import annotations

POLICY = """\
BRAMBLECROFT ADVENTURE CAMPS LTD
BOOKING TERMS AND CONDITIONS FOR PARENTS AND CARERS

Effective from 6 January 2025 and applying to all Easter, summer and October half-term camps booked on or after that date.

1. About these conditions

In these conditions, "the Camp" means any holiday activity camp run by Bramblecroft Adventure Camps Ltd at Kestrel Down \
Primary School, Orchard Lane, Hollinsford HD6 3TW, or at any other venue named on the booking confirmation, "Parent" \
means the parent, carer or guardian who makes the booking, and "Child" means the child for whom a place is booked. A \
"Camp Day" runs from 9.00am to 4.00pm, Monday to Friday, and a "Camp Week" means five consecutive Camp Days. The Camp is \
registered with Ofsted on the Childcare Register, and by completing a booking the Parent accepts these conditions on \
behalf of themselves and the Child.

2. Ages and eligibility

The Camp is open to Children aged 5 to 12, and a Child who is 4 years old may attend only if they have already \
completed at least one full term in a Reception class. Children aged 13 and 14 may join the Young Leaders programme, \
which costs the same as a normal place and in which they help to run activities for younger Children under the \
supervision of a senior member of staff, but they are not counted in staffing ratios.

Children with additional needs, disabilities or medical conditions are very welcome, and the Parent must give full \
details on the booking form and discuss them with the Camp Manager at least 14 days before the first Camp Day so that \
any reasonable adjustments can be agreed. Where a Child needs one-to-one support, the Camp will try to provide it, but \
a place can be confirmed only once a suitable member of staff has been found.

3. Prices and discounts

A single Camp Day costs £42 and a full Camp Week costs £185, and the weekly price applies only where the same Child \
attends all five days of the same Camp Week. A sibling discount of 10% is applied to the booking for the second and any \
further Child from the same family, provided that all the Children are booked at the same time, and the discount cannot \
be combined with any other offer.

Early drop-off from 8.00am costs £6 per day and late pick-up until 6.00pm costs £9 per day, and both must be booked in \
advance, other than in an emergency. Parents may pay using Tax-Free Childcare or childcare vouchers from any approved \
provider, and a limited number of free places funded by Hollinsford County Council are available to Children who \
receive benefits-related free school meals, which must be booked through the Council's own holiday scheme page.

4. Booking and payment

Bookings can be made only through the online booking system, and a place is not confirmed until the Parent has \
received a confirmation email. For bookings made more than 4 weeks before the first Camp Day, a deposit of £20 per \
Child per Camp Week is payable when booking and the balance is due 4 weeks before the first Camp Day, while bookings \
made later than that must be paid in full when booking.

If the balance has not been paid by its due date, the Camp will send a reminder by email and, if payment is still not \
made within 3 days, may cancel the booking, keep the deposit and offer the place to a Child on the waiting list. Parents \
who pay by childcare voucher must make sure that the payment reaches the Camp at least 5 working days before the Camp \
Day, as vouchers can take several days to arrive.

5. Changes and cancellations by the Parent

A Parent may swap a booked Camp Day for another Camp Day in the same holiday free of charge once per booking, provided \
that they give at least 48 hours' notice by email and that a place is available on the new day. If a Parent cancels \
more than 14 days before the first booked Camp Day, the Camp will refund the amount paid less an administration fee of \
£10, or will give a credit for the full amount, to be used within 12 months.

If a Parent cancels 14 days or less before the first booked Camp Day, no refund will be given, except where the Child \
is unable to attend because of illness and the Parent provides a note from a GP or hospital, in which case a credit \
will be given for the missed days. Deposits are not refundable, other than where the Camp cancels under section 6.

6. Changes and cancellations by the Camp

The Camp may cancel a Camp Week if fewer than 12 Children are booked on it, in which case it will tell Parents at least \
10 days before the first Camp Day and will refund all payments in full within 14 days. If the Camp has to close at short \
notice because of severe weather, a loss of power or water, or any other event outside its control, it will give a \
credit for the missed days but will not give a cash refund, and it will not be liable for any childcare costs the \
Parent has to pay elsewhere.

7. Arrival and collection

Children must be signed in by an adult between 8.45am and 9.15am, unless early drop-off has been booked, and must be \
signed out by 4.00pm, unless late pick-up has been booked. Children may be collected only by an adult aged 16 or over \
who is named on the booking form and who gives the collection password chosen by the Parent, and staff will not release \
a Child to anyone else, even a relative, without a telephone call from the Parent and the password.

Children aged 10 or over may walk home alone at the end of the Camp Day if the Parent has signed a consent form on the \
first morning, but no Child under 10 will be allowed to leave the site unaccompanied. A late collection fee of £15 is \
charged for each 15 minutes, or part of 15 minutes, after the booked collection time, and if a Child has not been \
collected 45 minutes after that time and the Parent and emergency contacts cannot be reached, staff will follow the \
Camp's uncollected child procedure, which may include contacting the local authority.

8. Food, health and medication

Children must bring a packed lunch, two snacks and a named refillable water bottle each day, and the Camp provides free \
fruit and water at break times. The Camp is a nut-free site, so no food containing nuts may be brought in, and \
fizzy drinks, energy drinks and chewing gum are not allowed at any time.

Prescribed medication will be given only if the Parent has completed a medication form, and it must be handed to staff \
in its original packaging with the pharmacy label showing the Child's name, while non-prescription medicines such as \
paracetamol will be given only with the Parent's written consent and after a staff member has spoken to the Parent by \
telephone. Children who carry an inhaler or adrenaline auto-injector must bring two in-date devices, one of which will \
be kept by the Child's group leader.

Parents must apply sun cream to their Child before arrival, and staff will help Children to reapply it after lunch \
using the cream the Child has brought from home. A Child who has had diarrhoea or vomiting must not attend until 48 \
hours after the last episode, and a Child who becomes unwell at the Camp must be collected within one hour of the \
Parent being contacted.

Children should wear comfortable clothes and trainers that can get muddy, and should bring a sun hat and a waterproof \
jacket every day whatever the forecast, together with a swimming costume and towel on swimming days under section 9. \
Open-toed sandals, flip-flops and jewellery other than small stud earrings must not be worn for sports or outdoor \
activities, and the Camp cannot accept responsibility for the loss of or damage to any clothing or belongings that are \
not clearly labelled with the Child's name.

9. Activities and supervision

Children are supervised at a ratio of at least one member of staff to every 8 Children aged 5 to 7, and one to every \
12 Children aged 8 or over, and every member of staff holds an enhanced DBS certificate and a current paediatric first \
aid qualification. Swimming sessions take place on Tuesday and Thursday afternoons at Hollinsford Leisure Centre, \
where a qualified lifeguard is always on duty, and Children who cannot swim 25 metres unaided must wear armbands and \
stay in the shallow end.

The daily programme includes team games, arts and crafts, den building, archery on the school field and a choice of \
quieter activities after lunch, and archery sessions are led only by a qualified instructor, with no more than 6 \
Children shooting at any one time. Parents will receive a copy of the programme for each Camp Week by email on the \
Thursday before it begins.

Off-site trips take place on Fridays for Children aged 8 or over only, and Children aged 5 to 7 stay at the Camp with \
an alternative programme on those days. Mobile phones, tablets and games consoles must not be brought to the Camp, \
other than mobile phones belonging to Children aged 10 or over who walk home alone, which must be handed to staff at \
sign-in and will be returned at sign-out. Lost property is kept for two weeks after the end of each holiday and then \
given to charity.

10. Behaviour

The Camp expects Children to treat others with kindness and respect, and staff will deal with unkind or unsafe \
behaviour by speaking to the Child and, where it continues, by telling the Parent at collection. A Child whose \
behaviour puts themselves or others at risk may be sent home for the rest of that Camp Day, and a Child who has been \
sent home twice in the same holiday may be excluded for the rest of that holiday, in which case no refund will be \
given for the missed days.

11. Photographs and personal data

The Camp will take photographs of activities only on Camp-owned devices, and will use a photograph in which a Child can \
be identified on its website or social media only if the Parent has ticked the photo consent box on the booking form. \
Booking forms, medical information and accident records are kept securely for three years after the Child's last \
attendance, or until the Child reaches the age of 21 in the case of accident records, whichever is later.

12. Complaints and safeguarding

Any concern about the Camp should be raised first with the Camp Manager, Mrs Harriet Adebayo, either in person at \
collection or by email, and a written complaint will be acknowledged within 2 working days and answered in full within \
14 days. Any concern about the safety or welfare of a Child will be reported to the Camp's Designated Safeguarding \
Lead the same day, and a Parent who remains unhappy may contact Ofsted directly.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Bramblecroft camp takes kids from age 3 as long as they're potty trained.",
     "a Child who is 4 years old may attend only if"),
    ("my sister says the young leaders thing for 13-14s is half price",
     "which costs the same as a normal place"),
    ("A full week at the holiday camp costs £210.",
     "A single Camp Day costs £42 and a full Camp Week costs £185"),
    ("Priya booked her twins separately a week apart and still got the sibling discount on both.",
     "provided that all the Children are booked at the same time"),
    ("early drop off from 8 is free at bramblecroft, only late pickup costs",
     "Early drop-off from 8.00am costs £6 per day"),
    ("You can book camp places over the phone with the office.",
     "Bookings can be made only through the online booking system"),
    ("The deposit at the camp is £50 per child per week.",
     "a deposit of £20 per Child per Camp Week is payable"),
    ("Tom cancelled 3 weeks before camp and got the full amount back in cash, no fee.",
     "refund the amount paid less an administration fee of"),
    ("if they cancel a week for low numbers they just give u credit not money back",
     "will refund all payments in full within 14 days"),
    ("My mum can pick Leo up from camp, she doesn't need the password since she's family.",
     "even a relative, without a telephone call from the Parent and the password"),
    ("Marcus lets his 8-year-old walk home from camp on her own, he just signed the form.",
     "no Child under 10 will be allowed to leave the site unaccompanied"),
    ("late pickup fine is £5 per 10 mins if ur stuck in traffic",
     "A late collection fee of £15 is charged for each 15 minutes"),
    ("Staff at the camp put sun cream on the kids first thing in the morning, so parents don't need to.",
     "Parents must apply sun cream to their Child before arrival"),
    ("kids can go back to camp 24hrs after a sickness bug apparently",
     "must not attend until 48 hours after the last episode"),
    ("Camp swimming is on Mondays and Wednesdays.",
     "Swimming sessions take place on Tuesday and Thursday afternoons"),
    ("Jade's 6-year-old went on the Friday trip to the wildlife park with the older group.",
     "Off-site trips take place on Fridays for Children aged 8 or over only"),
    # near-misses
    ("My daughter is 4 but finished her autumn term in Reception, so she can go to camp.", None),
    ("Camp runs 9 till 4, Monday to Friday.", None),
    ("booked all 5 days of the same week for £185, cheaper than paying daily", None),
    ("Priya booked both her kids in one go and got 10% off the second one.", None),
    ("late pickup till 6 is £9 a day, have to book it in advance", None),
    ("Booked 6 weeks ahead so I only paid a £20 deposit and the rest later.", None),
    ("swapped one camp day for another in the same week, emailed 3 days before, no charge", None),
    ("Tom cancelled a month before and took a credit for the full amount instead of a refund.", None),
    ("My brother is 18 and named on the form, so he can collect Leo with the password.", None),
    ("Marcus's 11-year-old walks home alone after camp now that he's signed the consent form.", None),
    ("Camp gives out free fruit at break but kids still need a packed lunch.", None),
    ("ellie's asthmatic so she takes 2 inhalers to camp, leader keeps one", None),
    ("Younger ones aged 5 to 7 are one staff member per 8 kids.", None),
    ("jade's 10yo walks home so she can bring her phone, hands it in at sign in", None),
    ("My son has to wear armbands at camp swimming as he can't do 25m yet.", None),
    ("Lost property from camp gets kept for a fortnight after the holiday ends.", None),
]
