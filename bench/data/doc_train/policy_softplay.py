"""Terms and conditions of entry and party bookings of a UK children's soft play centre; written blind."""
from __future__ import annotations

POLICY = """\
WIGGLEWOOD SOFT PLAY AND PARTY CENTRE
TERMS AND CONDITIONS OF ENTRY AND PARTY BOOKINGS

Effective from 6 January 2025

1. Definitions and application

These Terms and Conditions ("the Terms") apply to every visit to Wigglewood Soft Play and Party \
Centre, Unit 4, Fenbrook Trading Estate, Marlcaster ("the Centre"), operated by Wigglewood Leisure \
Ltd ("we" or "us"), and to every party booked with us. In these Terms a "Child" means a child aged \
from 6 months up to and including 11 years, a "Toddler" means a Child aged under 3, a "Session" \
means a timed period of play booked online or paid for at reception, and a "Party Host" means the \
adult who makes a party booking and who is responsible for the party guests. By entering the Centre, \
every adult accepts these Terms on behalf of themselves and every Child in their care, and we may \
refuse entry to, or ask to leave, anyone who breaches them.

2. Opening hours and Sessions

The Centre is open from 9.30am to 6pm Monday to Friday during school term time and from 9am to \
6.30pm on Saturdays, Sundays, bank holidays and during school holidays as set by Marlcaster Borough \
Council, and it is closed on Christmas Day, Boxing Day and New Year's Day. Play Sessions last 2 \
hours, except at weekends and during school holidays, when Sessions are limited to 90 minutes, and \
the time of a Session starts when the Child's wristband is issued at reception rather than when the \
Child enters the play frame. Sessions must be pre-booked online at weekends and during school \
holidays, whereas on term-time weekdays walk-ins are accepted subject to capacity, and a Child who \
stays beyond the end of their Session will be charged £2 for each additional 15 minutes or part of \
15 minutes. Toddler Time runs from 9.30am to 12 noon every Tuesday and Thursday in term time, during \
which the main frame is reserved for Children aged under 5 and no Child aged 5 or over may be \
admitted. The Centre has a maximum capacity of 120 Children at any one time, and once that number is \
reached walk-in visitors may be asked to wait or to return later.

3. Admission prices

Entry costs £7.95 per Child aged 3 and over and £5.50 per Toddler, with babies under 6 months \
admitted free, and on term-time weekdays after 3pm the price for Children aged 3 and over is reduced \
to £5.95. Up to 2 adults accompanying each booking are admitted free, and each additional adult pays \
£2, although adults are not permitted to enter the play frame except to help a Child in difficulty \
or when accompanying a Toddler. A 10-visit Play Card costs £65 for Children aged 3 and over, is \
valid for 6 months from the date of purchase and may be used for any brother or sister in the same \
family, but it cannot be used towards parties or during the Christmas holiday period from 20 \
December to 3 January. Prices include one squash drink for each Child, and a discount of 20% is \
given to holders of a valid Marlcaster Max Card on weekdays only.

4. Ages, heights and supervision

The main play frame is suitable for Children aged 3 to 11 who are no taller than 1.45 metres, and \
Children aged under 3 must play in the Toddler Zone unless accompanied in the main frame by an \
adult, while Children aged 12 or over are not admitted to any play area, even as siblings of a Child \
attending. Every Child must be supervised at all times by a responsible adult aged 18 or over who \
remains on the premises throughout the visit, and no adult may supervise more than 4 Children, \
except at parties, where the ratios in section 8 apply. Children may not be dropped off, and the \
Centre does not accept responsibility for supervising any Child, although our Play Hosts will patrol \
the play areas throughout every Session. Children must not climb on the outside of the netting, go \
up the slides the wrong way, or take food, drink or toys into the play frame, and shoes must be \
removed before entering any play area and stored in the cubby holes provided.

5. Socks and clothing

For hygiene and safety reasons, every Child and every adult entering any play area must wear socks \
at all times, and anyone without socks may buy a pair of Wigglewood grip socks at reception for \
£1.50 a pair, or £2.50 a pair for adult sizes. Clothing with zips, buckles, belts or sharp \
embellishments, as well as jewellery other than stud earrings, must be removed before play, and hair \
longer than shoulder length should be tied back. Fancy dress may be worn in the play frame only if \
it does not include masks, capes or accessories longer than 30 centimetres, and nappies may be \
changed only in the baby change room beside the cafe and never on the cafe seating.

6. Food, drink and the cafe

No food or drink may be brought into the Centre other than baby milk, food for babies under 12 \
months and food required because of a medical condition or allergy, and any such food must be eaten \
at the tables in the cafe area and not in the play areas. The cafe serves hot food from 11.30am to \
2.30pm and snacks and drinks throughout opening hours, and all of our hot meals are prepared in a \
kitchen that handles nuts, sesame, milk and eggs, so we cannot guarantee that any item is free from \
allergens. Hot drinks must not be carried away from the cafe seating area, and chewing gum is not \
allowed anywhere in the Centre.

7. Party packages and bookings

We offer three party packages: the Jungle Party at £14.50 per Child, which includes 90 minutes of \
play followed by 30 minutes in a party room with a hot meal; the Mega Party at £18.95 per Child, \
which adds a party host, a personalised cake and a party bag; and Exclusive Hire of the whole Centre \
for up to 50 Children for £495, available on Friday evenings from 6.30pm to 8.30pm only. Jungle and \
Mega Parties require a minimum of 10 paying Children, or payment for 10 Children if fewer attend, \
and the maximum number is 30 Children per party. Parties may be booked up to 6 months ahead and must \
be booked at least 14 days before the party date, and final numbers, food choices and details of any \
allergies must be confirmed to us no later than 5 days before the party, after which numbers may be \
increased subject to availability but not reduced. The birthday child is included free of charge in \
the Mega Party only, and siblings of guests who are under 12 months old are admitted free but do not \
receive party food.

8. Deposits, payment, cancellations and party supervision

A deposit of £50, which is non-refundable except as set out in this section, is required to secure \
any Jungle or Mega Party, and a deposit of £150 is required for Exclusive Hire, and if the deposit \
has not been received within 48 hours of a provisional booking, the booking will be released. The \
balance of the party price must be paid on the day of the party before the party starts, by card or \
cash at reception, except for Exclusive Hire, where the balance must be paid in full no later than 7 \
days before the event. If you cancel a party more than 28 days before the party date, the deposit \
may be transferred to a new party date within 3 months, but if you cancel 28 days or less before the \
date, the deposit will be kept by us in full. A party may be moved to another date once without \
charge provided that we are given at least 10 days' notice, and if we have to cancel a party for any \
reason within our control we will refund the deposit in full within 7 days or offer an alternative \
date. At parties, the Party Host must ensure there is at least one adult for every 6 guests aged \
under 5 and at least one adult for every 10 guests aged 5 or over, and the Party Host remains \
responsible for the behaviour of all party guests throughout the party.

9. Party food, cakes and decorations

Party Hosts may bring their own birthday cake for any party, provided that it is shop-bought in its \
original packaging with a full ingredients list or, if home-made, accompanied by a written list of \
ingredients, and candles may be lit only by a member of our staff. No other food may be brought for \
parties except where section 6 permits, and our party room staff will cut and bag the cake for \
guests to take home rather than serving it at the table. Ordinary air-filled balloons and \
decorations may be brought, but confetti, glitter, party poppers and helium balloons are not \
permitted because of the risk to the play equipment and to young children, and decorations must be \
fixed using only the hooks provided, not tape or pins. Party rooms are available for the 30-minute \
party food slot only, and the room must be vacated promptly so that it can be cleaned for the next \
party.

10. Safety, accidents and lost property

Any accident or injury must be reported to a member of staff before leaving the Centre so that it \
can be recorded in our accident book, and trained first aiders are on site during all opening hours. \
Children who are unwell, including anyone who has had sickness or diarrhoea in the previous 48 \
hours, must not attend, and we may refuse entry to any Child with a visible infectious condition. \
CCTV operates in all public areas for safety and security purposes, and recordings are kept for 30 \
days before being deleted unless they are required for an investigation. Lost property is kept for \
14 days, after which it is donated to a local charity, and we are not responsible for loss of or \
damage to personal belongings unless caused by our negligence.

Parking is free for up to 3 hours in the Fenbrook Trading Estate car park, and vehicles staying \
longer than that may be issued with a parking charge of £60 by the estate's operator, for which we \
accept no liability. Adults must behave courteously towards staff and other visitors, and anyone who \
uses abusive or threatening language or behaviour, or who is under the influence of alcohol or \
drugs, will be asked to leave the Centre immediately without any refund.

11. Photography and complaints

Parents and carers may take photographs and videos of their own Children and party guests, but \
photography of other people's children without the permission of their parent or carer is not \
allowed, and we may ask anyone to delete images taken in breach of this rule. We will only take \
photographs of Children for our website or social media with the written consent of a parent or \
carer, which may be withdrawn at any time by emailing us. Complaints should be raised with the Duty \
Manager during the visit where possible, or by email within 14 days of the visit, and we aim to \
respond within 10 working days.
"""

MEMORIES: list[tuple[str, str | None]] = [
# contradictions
    ("weekend sessions at wigglewood are 2 hrs so we'll go sat after lunch", "except at weekends and during school holidays, when Sessions are limited to 90 minutes"),
    ("At Wigglewood the session timer only starts once your child goes into the play frame.", "the time of a Session starts when the Child's wristband is issued at reception"),
    ("Lauren only got charged a pound for going 15 mins over at soft play.", "will be charged £2 for each additional 15 minutes"),
    ("Toddler Time at Wigglewood is Monday and Wednesday mornings.", "Toddler Time runs from 9.30am to 12 noon every Tuesday and Thursday in term time"),
    ("saturday entry for my 4yo at wigglewood is £6.50", "Entry costs £7.95 per Child aged 3 and over and £5.50 per Toddler"),
    ("Lou says both parents have to pay to get into Wigglewood with their kid.", "Up to 2 adults accompanying each booking are admitted free"),
    ("The 10-visit Play Card at Wigglewood lasts a whole year.", "is valid for 6 months from the date of purchase"),
    ("my 12yo can go in the play area with her little bro as long as she watches him", "while Children aged 12 or over are not admitted to any play area"),
    ("Kerry drops her two off at Wigglewood and nips to the shops for an hour.", "Children may not be dropped off"),
    ("Kids' grip socks at the soft play reception cost £2 a pair.", "may buy a pair of Wigglewood grip socks at reception for £1.50 a pair"),
    ("wigglewood cafe does hot food till 4 so we can eat after playing", "The cafe serves hot food from 11.30am to 2.30pm"),
    ("A Jungle Party at Wigglewood needs a minimum of eight kids.", "Jungle and Mega Parties require a minimum of 10 paying Children"),
    ("Jess booked her daughter's Wigglewood party just a week before the day.", "must be booked at least 14 days before the party date"),
    ("party deposit at wigglewood is only 30 quid tbh", "A deposit of £50, which is non-refundable except as set out in this section"),
    ("Amir cancelled his son's party three weeks before and got the deposit back.", "the deposit will be kept by us in full"),
    ("We took helium balloons to the party at Wigglewood and staff were fine with it.", "confetti, glitter, party poppers and helium balloons are not permitted"),
    # near-misses
    ("Term-time weekday sessions at Wigglewood last two hours.", None),
    ("walk-ins r fine on a tuesday afternoon in term time if they've got space", None),
    ("Toddler Time at Wigglewood finishes at midday.", None),
    ("My 4-month-old got into Wigglewood for free.", None),
    ("after 3 on a school day its £5.95 for my 5 year old", None),
    ("Me and my partner both got in free with our son at Wigglewood.", None),
    ("Gran uses our Play Card for both my kids on Wednesdays.", None),
    ("Leo's 11 and 1.40m tall so he can still go on the big frame.", None),
    ("grown ups have to wear socks in the play area too, Dan said", None),
    ("Adult grip socks at the soft play are £2.50.", None),
    ("brought baby milk for my 8 month old, we gave it to her at the cafe tables", None),
    ("The Mega Party is £18.95 a head and the birthday kid goes free.", None),
    ("Exclusive hire at Wigglewood is Friday evenings only, half six till half eight.", None),
    ("moved Ayesha's party date once, gave them 2 wks notice, no charge", None),
    ("Priya paid the party balance by card at reception on the day.", None),
    ("Our home-made cake was fine for the party because we gave them a list of ingredients.", None),
]
