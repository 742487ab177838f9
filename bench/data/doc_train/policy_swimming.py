"""Customer conditions of use for a fictional council swimming pool and leisure centre; written blind."""
from __future__ import annotations

POLICY = """\
MILLBECK LEISURE CENTRE (HARROWFIELD BOROUGH COUNCIL)
CUSTOMER CONDITIONS OF USE: SWIMMING POOLS, CLASSES AND FACILITIES

Effective from 1 April 2025. These Conditions replace all previous versions and are displayed at \
reception and on the Millbeck Active app.

1. Introduction and definitions

These Conditions of Use apply to every person who enters Millbeck Leisure Centre on Corvin Road, \
Harrowfield (the "Centre"), including members, casual visitors, spectators and anyone attending a \
class, course or private hire, and by entering the Centre you agree to be bound by them. In these \
Conditions, the "Main Pool" means the 25 metre, six-lane pool, the "Learner Pool" means the 12 metre \
teaching pool with a maximum depth of 0.9 metres, a "Child" means a person aged under 16, and a \
"Member" means a person holding a current Millbeck Active membership in accordance with section 9. \
The Centre is open from 6.30am to 10pm Monday to Friday and from 8am to 6pm on Saturdays and \
Sundays, except on Christmas Day, Boxing Day and New Year's Day, when the Centre is closed, and the \
last admission to the pools is 45 minutes before closing time. The Duty Manager may close or \
restrict any area of the Centre at short notice for reasons of safety, staffing or maintenance, and \
where a session is cancelled for these reasons we will offer a refund or credit in accordance with \
section 10.

2. Admission and payment

All customers must pay for their activity at reception or through the Millbeck Active app before \
entering the changing rooms, and proof of payment must be shown to a member of staff on request. A \
casual adult swim costs £5.40, a casual junior swim (aged 4 to 15) costs £3.10, and children under 4 \
swim free when accompanied by a paying adult, provided that the adult remains in the water with them \
at all times. Concessionary prices of £3.60 per swim are available to customers aged 65 and over and \
to holders of a valid Harrowfield Leisure Card, but proof of entitlement must be shown at every \
visit and no concession will be given without it. A family swim ticket costing £14.50 admits up to \
two adults and three children, or one adult and four children, to any public or family session. \
Spectators may watch from the upstairs viewing gallery free of charge but are not permitted on the \
poolside, other than parents observing the final 10 minutes of a swimming lesson on the last \
Saturday of each school term.

3. Swim sessions and lane rules

During lane swimming sessions the Main Pool is divided into slow, medium and fast lanes, and \
swimmers must choose the lane appropriate to their pace, swim in a clockwise direction and allow \
faster swimmers to overtake at the wall rather than mid-length. No more than 12 swimmers may use any \
single lane at the same time, and when a lane reaches that number the lifeguard may ask new arrivals \
to wait on poolside or move to another lane. Lane swimming sessions are restricted to swimmers aged \
12 and over, except that juniors aged 8 to 11 who hold a Stage 7 certificate from our Learn to Swim \
programme may take part if accompanied in the water by an adult. Adult-only sessions run from 9pm to \
10pm on Tuesdays and Thursdays and are open only to customers aged 18 and over. Diving is permitted \
only from the deep end of the Main Pool, where the water is 2 metres deep, and only when a lifeguard \
has confirmed that diving is allowed, and it is forbidden at all times in the Learner Pool. Floats, \
kickboards and pull buoys may be used in lane sessions, but fins and hand paddles may be used only \
in the fast lane and only during sessions that start before 9am.

Fun sessions with inflatables take place on Saturdays and Sundays from 2pm to 4pm, and on these \
sessions swimmers must be at least 1.2 metres tall or able to swim 25 metres unaided to use the \
inflatable. Food, drink other than water in a plastic bottle, glass containers and chewing gum are \
not allowed on poolside. Customers must shower before entering the water and must wear proper \
swimwear made from lycra or similar swimming material; cotton shorts, t-shirts and underwear worn \
under swimwear are not permitted, except that a plain t-shirt may be worn over swimwear for medical \
or religious reasons with the agreement of the lifeguard on duty.

4. Children and supervision

Children under 8 must be accompanied in the water by a responsible person aged 16 or over who must \
stay within arm's reach of them at all times, and one responsible person may supervise no more than \
two children under 5. Children aged 8 and 9 may swim without an adult in the water only if the \
accompanying adult remains in the Centre, either on poolside or in the viewing gallery, and is able \
to see the child throughout the session. Children aged 10 and over may swim unaccompanied, provided \
that they are confident swimmers, and the lifeguard may at any time ask a child to demonstrate that \
they can swim 25 metres before allowing them into the deep water. These ratios do not apply to \
organised school or club sessions, which are supervised in accordance with the relevant school or \
club's own agreement with the Centre. Children under 3 and any child who is not toilet trained must \
wear a swim nappy under a snug-fitting swim pant, which can be bought from reception for £2.50. \
Children aged 8 and over must use the changing facilities for their own sex or the family changing \
village, and may not be taken into an opposite-sex changing room by a parent or carer.

5. Lockers, valuables and lost property

Lockers in the changing village require a £1 coin, which is returned when the locker is opened, and \
larger lockers suitable for sports bags are available on the first floor for a non-refundable fee of \
50p. Lockers must be emptied by the end of the same day, and any locker still locked at closing time \
will be opened by staff, with the contents held at reception for 28 days before being donated to \
charity or disposed of. The Centre does not accept responsibility for loss of or damage to any \
property brought onto the premises, including items placed in lockers, except where the loss is \
caused by the negligence of our staff. A lost locker key will be charged at £15, which covers the \
cost of replacing the lock. Other items found in the Centre will also be kept at reception for 28 \
days, other than perishable items, underwear and swimwear, which will be disposed of after 48 hours \
for hygiene reasons.

6. Classes and courses

Fitness classes, including aqua aerobics, can be booked up to 7 days in advance through the app or \
at reception, and Members may book up to 10 days in advance. Customers must arrive at least 5 \
minutes before a class starts, and anyone arriving more than 10 minutes after the start time may be \
refused entry for safety reasons without a refund. Aqua aerobics costs £6.20 per session for \
non-members and is included in the Full membership at no extra charge, but is charged at £3 for Swim \
Only members. Classes that are not full may be joined on the day at reception, subject to the \
instructor's agreement. If you cannot attend a booked class, you must cancel at least 2 hours before \
the start time to receive a credit; cancellations made later than this, or failure to attend, will \
result in the loss of the fee, and Members who fail to attend three booked classes within any 30 day \
period will have their advance booking rights suspended for 14 days.

7. Learn to Swim programme

Learn to Swim lessons are available for children aged 4 to 15 and are paid for by monthly direct \
debit of £32.50, which covers one 30 minute lesson each week, including lessons in school holiday \
weeks when the programme operates. The programme does not run during the two weeks at Christmas or \
for one week in August, and the monthly fee has been calculated to take account of these closures, \
so no reduction will be made for them. Parents must give one full calendar month's notice in writing \
to cancel a place, and a child who misses four consecutive lessons without explanation may lose \
their place. Children in Stages 1 and 2 are taught in groups of no more than 8, and children in \
Stages 3 to 7 in groups of no more than 12. Assessments take place every 10 weeks, and certificates \
and badges are included in the monthly fee. Children on the programme may swim free of charge in any \
public session from Monday to Friday, provided they are accompanied in accordance with section 4.

8. Behaviour, health and safety

Customers must follow the instructions of lifeguards and other staff at all times, and running, \
pushing, ducking, bombing and acrobatics are not permitted anywhere in the pool hall. Anyone who has \
had diarrhoea or vomiting must not swim for 48 hours after their symptoms have stopped, and anyone \
with an open wound, a verruca that is not covered by a verruca sock, or an infectious condition must \
not enter the water. The use of mobile phones, cameras and any other recording device is strictly \
prohibited in the changing rooms and in the pool hall, except for the filming of a gala or club \
event by its organiser with the written permission of the Centre Manager. Customers who are abusive, \
who are under the influence of alcohol or drugs, or who break these Conditions may be asked to leave \
without a refund and may be banned from the Centre for up to 12 months. Assistance dogs are welcome \
throughout the Centre, other than in the pool water itself, but no other animals are allowed.

9. Membership

Millbeck Active Full membership costs £38 per month, or £29 per month for concessions, and includes \
unlimited swimming, gym use and classes, while Swim Only membership costs £24 per month and includes \
all public swim sessions but not the gym. Memberships are paid by monthly direct debit and run for a \
minimum term of 3 months, after which they may be cancelled by giving 30 days' notice by email to \
the membership team or in person at reception; notice cannot be given by telephone. A membership may \
be frozen for a minimum of one month and a maximum of three months in any 12 month period, for a fee \
of £5 per month, unless the freeze is due to illness or injury supported by a doctor's note, in \
which case no fee is charged. Membership cards are personal to the Member and may not be lent to \
anyone else, and a replacement card costs £4.

10. Cancellations, refunds and complaints

Casual swim tickets are valid only for the date of purchase and are non-refundable, except where the \
session is cancelled or the pool is closed by the Centre, in which case you may choose either a full \
refund or a credit for a future visit. Requests for a refund must be made within 14 days of the \
cancelled session, and refunds are made to the original payment method within 5 working days; we do \
not give cash refunds for card payments. If a pool is closed for more than 7 consecutive days, \
Members will receive a pro rata reduction of their next monthly payment, but shorter closures do not \
qualify for any reduction. Learn to Swim payments are not refundable for a month that has already \
started, other than where a child is unable to continue for medical reasons, in which case we will \
refund the fee for the remaining lessons in that month. Complaints should be made first to the Duty \
Manager, and if you are not satisfied you may write to the Leisure Services Manager, Harrowfield \
Borough Council, Town Hall, Market Street, Harrowfield HF1 2AB, who will respond within 10 working \
days.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ('The leisure centre opens at 7am on Saturdays.', 'from 8am to 6pm on Saturdays and Sundays'),
    ('paid £4.50 for an adult swim at millbeck yesterday, bargain tbh', 'A casual adult swim costs £5.40, a casual junior swim'),
    ('My nan says she never has to show anything to get the over-65 swim price.', 'proof of entitlement must be shown at every visit'),
    ('Max 8 people per lane at Millbeck, after that the lifeguard makes you wait.', 'No more than 12 swimmers may use any single lane at the same time'),
    ('adults only swim is mon and wed nights 9 till 10 i think', 'Adult-only sessions run from 9pm to 10pm on Tuesdays and Thursdays'),
    ("Jess said you can dive into the little teaching pool if the lifeguard's ok with it.", 'and it is forbidden at all times in the Learner Pool'),
    ('My sister takes her three under-fives swimming on her own, one adult can have three toddlers.', 'one responsible person may supervise no more than two children under 5'),
    ("Tom drops his 9-year-old at the pool and nips to the shops till she's done.", 'only if the accompanying adult remains in the Centre'),
    ('lost my locker key lol, only a fiver to sort apparently', 'A lost locker key will be charged at £15'),
    ('Non-members can book aqua aerobics a fortnight ahead on the app.', 'can be booked up to 7 days in advance through the app'),
    ('u can cancel a class half an hour before and still get ur credit', 'you must cancel at least 2 hours before the start time'),
    ("Ellie says her boy's Stage 1 group has 12 kids in it, which is the max.", 'Children in Stages 1 and 2 are taught in groups of no more than 8'),
    ('After a stomach bug you only need to wait a day before swimming again.', 'must not swim for 48 hours after their symptoms have stopped'),
    ('cancelled my millbeck membership over the phone, took 2 mins tbh', 'notice cannot be given by telephone'),
    ('Marcus reckons freezing your membership is free whatever the reason.', 'for a fee of £5 per month, unless the freeze is due to illness'),
    ('pool was shut 3 days last wk so members get money off next month', 'but shorter closures do not qualify for any reduction'),
    # near-misses
    ('The leisure centre opens at half six on weekday mornings.', None),
    ('my 3yo swims free at millbeck as long as im in the water with her', None),
    ("Dad's 67 so he gets the £3.60 swim, but he has to show his ID each time.", None),
    ('Family ticket covered me and my four kids, no extra charge.', None),
    ('Lane had a dozen swimmers so the lifeguard asked me to wait on the side.', None),
    ('Ravi used fins in the fast lane at the 7am session, no one said anything.', None),
    ('My sister takes her two toddlers swimming on her own.', None),
    ("Tom's 9 year old swims on her own while he watches from the gallery upstairs.", None),
    ("my 11 yr old goes to millbeck pool without me now, she's a strong swimmer", None),
    ('lockers need a £1 coin but u get it back after', None),
    ('Members can book aqua aerobics ten days ahead.', None),
    ('cancelled my class 3 hrs before and got a credit no probs', None),
    ('Learn to swim is £32.50 a month, and that includes half-term weeks.', None),
    ("Ellie's lad is on Stage 5 and his group's got 10 kids.", None),
    ("Priya froze her membership for 2 months after her knee op and paid nothing, she had a doctor's note.", None),
    ('Pool was closed ten days so members got money off their next payment.', None),
]
