"""Admission terms and visitor rules of a UK zoological park; written blind."""
from __future__ import annotations

POLICY = """\
BRACKENHURST ZOOLOGICAL PARK
ADMISSION TERMS AND VISITOR RULES

Effective from 1 March 2025

1. About these Terms

These Admission Terms and Visitor Rules ("the Terms") are issued by the Brackenhurst Zoological \
Society ("the Society"), a registered charity, and apply to every person visiting Brackenhurst \
Zoological Park, Mill Lane, Oakendean ("the Zoo"), whether admitted with a day ticket, an Annual \
Pass, a complimentary ticket or as a member of a booked group. In these Terms an "Adult" means a \
visitor aged 16 or over, a "Child" means a visitor aged 3 to 15 inclusive, an "Infant" means a child \
aged under 3, and a "Concession" means a visitor aged 65 or over, a full-time student with a valid \
student card, or a disabled visitor. Entry to the Zoo is conditional on acceptance of these Terms, \
and the Society's staff may refuse admission to, or remove from the Zoo, any visitor who breaches \
them, without refund.

2. Opening times

From 1 March to 31 October the Zoo is open daily from 9.30am to 6pm, with last admission at 4.30pm, \
and from 1 November to the end of February it is open from 10am to 4pm, with last admission at 3pm. \
The Zoo is closed on 25 December only, and on 24 and 26 December it closes at 2pm. Indoor animal \
houses, including the Reptile House and the Nocturnal House, close 30 minutes before the Zoo closes, \
and the Society may close any enclosure, walkway or attraction without notice for reasons of animal \
welfare, weather or safety, which shall not entitle any visitor to a refund in whole or in part.

3. Day tickets and prices

Day tickets bought online at least 24 hours before the visit cost £24 for an Adult, £17 for a Child \
and £21 for a Concession, and tickets bought at the gate on the day cost £2 more per ticket in each \
category. Infants are admitted free of charge but must be included in any online booking so that \
visitor numbers can be managed. A family ticket covering 2 Adults and 2 Children, or 1 Adult and 3 \
Children, costs £72 online and is valid only if all the family members named on it arrive together. \
One carer accompanying a disabled visitor is admitted free of charge provided that proof of \
eligibility, such as a Personal Independence Payment award letter or an Access Card, is shown at the \
gate. Online tickets are valid only on the date shown and may be moved to another date once, free of \
charge, provided the change is made no later than 5pm on the day before the original date, and \
tickets are otherwise non-refundable other than where the Zoo is closed for the whole day by the \
Society.

4. Annual Passes

An Annual Pass costs £79 for an Adult, £55 for a Child and £68 for a Concession, and a Family Annual \
Pass for 2 named Adults and up to 3 named Children living at the same address costs £229. The price \
of a day ticket bought within the previous 14 days may be deducted from the price of an Annual Pass \
provided the original ticket is produced at the Membership Office. An Annual Pass allows unlimited \
daytime visits for 12 months from the date of issue, together with a 10% discount in the Zoo's shops \
and cafes, but it does not include evening events, animal experiences or the Treetop Trail, which \
are charged separately. Annual Passes are strictly non-transferable, each named holder other than a \
Child must carry photographic identification when visiting, and a pass used by anyone other than its \
named holder will be cancelled without refund. Annual Pass holders may bring up to 2 guests on any \
one visit at a discount of 25% on the online day ticket price, except on bank holidays and during \
the last two weeks of August, when the guest discount does not apply.

5. Children and supervision

Every visitor aged under 14 must be accompanied and supervised at all times by a responsible person \
aged 18 or over, and no single supervising adult may be responsible for more than 5 children under \
14. Children must not be left unattended in the play areas, which are intended for children aged 2 \
to 12 only, and the Lemur Walkway and the Giraffe Platform may not be entered by any child under 5 \
unless the child is carried or held by the hand. Lost child points are located at the Main Entrance \
and at the Lakeside Cafe, and any child reported lost will be kept at one of those points until \
collected by the adult who brought them into the Zoo.

6. Feeding and behaviour around animals

Visitors must not feed any animal in the Zoo, with the single exception of the goats and sheep in \
Home Farm, which may be fed only with the food sold in cones at the Home Farm kiosk for £1.50, and \
food brought from outside the Zoo must never be given to any animal. Visitors must not tap on glass, \
climb on or reach over any barrier, throw objects into any enclosure or use a flash when \
photographing animals in the Nocturnal House, and anyone seen teasing or harming an animal will be \
asked to leave immediately. Entry to walk-through enclosures, including the Lemur Walkway and the \
Butterfly House, is limited to 25 visitors at a time, and visitors must stay on the path, must not \
touch the animals even if they approach, and must wash their hands at the stations provided on \
leaving. Smoking and the use of electronic cigarettes are not permitted anywhere in the Zoo except \
in the designated area beside the Main Car Park, and drones, balloons, plastic straws and bubble \
machines are not permitted on site at any time.

7. Dogs and other animals

Dogs are not permitted anywhere inside the Zoo, including on leads or carried, because of the risk \
of disease transmission and stress to the animals, with the exception of assistance dogs, which are \
welcome in most areas other than the walk-through enclosures, Home Farm and the Nocturnal House. \
Owners of assistance dogs are asked to notify the Zoo at least 48 hours before their visit so that \
keepers can advise on any further temporary restrictions, and the dog must wear its identifying \
jacket or harness at all times. The Zoo does not provide kennels, and dogs must not be left in \
vehicles in the car parks between 1 April and 30 September or at any time when the outside \
temperature exceeds 20 degrees Celsius, and staff may contact the police if an animal is found in \
distress. No other pets may be brought into the Zoo.

8. Picnics, food and drink

Visitors are welcome to bring their own food and soft drinks and to eat them on the picnic lawns \
beside the Lakeside Cafe and the Meadow Play Area, but picnics are not permitted inside any animal \
house, in the walk-through enclosures or in the Lakeside Cafe itself. Alcohol may not be brought \
into the Zoo, and alcohol bought on site may only be consumed in the Lakeside Cafe and on its \
terrace. Barbecues, disposable grills, camping stoves and glass bottles are prohibited, and picnic \
blankets and folding chairs may be used on the lawns, but gazebos and windbreaks wider than 2 metres \
are not allowed. Covered picnic shelters for up to 30 people can be booked for £40 for a half-day \
session of 4 hours, and bookings must be made at least 7 days in advance.

9. Accessibility and parking

Most paths in the Zoo are suitable for wheelchairs and pushchairs, although the route to the \
Highland Enclosure includes a gradient of 1 in 8 over a distance of about 200 metres, and an \
alternative level route is signposted. Manual wheelchairs can be borrowed free of charge from the \
Main Entrance, and mobility scooters can be hired for £12 per day, with booking required at least 48 \
hours in advance and a refundable deposit of £50. Accessible toilets are located at 6 points around \
the Zoo, including a Changing Places facility at the Lakeside Cafe with a hoist and an adult-sized \
changing bench. Blue Badge holders may park free of charge in the 20 reserved bays nearest the Main \
Entrance, while all other visitors pay £4 for parking for the day, unless they hold an Annual Pass, \
in which case parking is included. A free sensory map and ear defenders are available at the Main \
Entrance, and on the first Sunday of each month the Zoo opens from 8.30am for quiet early access for \
visitors with sensory or access needs, which is free for Annual Pass holders and costs £5 extra for \
day ticket holders.

10. Animal experiences, keeper talks and filming

Keeper talks are free of charge and take place at the times shown on the daily board at the Main \
Entrance, and the penguin feed at 2.15pm and the big cat talk at 3pm run every day except Fridays. \
Animal experiences, including Meet the Meerkats and Keeper for a Day, must be booked online at least \
7 days in advance and are subject to minimum ages, so that participants in Meet the Meerkats must be \
aged at least 6, and participants in Keeper for a Day must be aged at least 16, or at least 12 if \
accompanied by a participating Adult. Meet the Meerkats costs £45 per person and lasts 30 minutes, \
while Keeper for a Day costs £195 per person, runs from 9am to 3pm and includes lunch in the \
Lakeside Cafe. Experiences cancelled by the participant at least 14 days before the booked date will \
be refunded less an administration fee of £10, but no refund is given for later cancellations or for \
non-attendance, although the Society will rearrange an experience free of charge where it is called \
off because of bad weather or for animal welfare reasons. Experience vouchers are valid for 12 \
months from the date of purchase and cannot be extended. Personal photography and filming are \
welcome throughout the Zoo, subject to section 6, but commercial filming requires the written \
consent of the Society's press office, which must be requested at least 14 days in advance.

11. Groups and education visits

Groups of 12 or more paying visitors receive a discount of 15% on gate prices provided they book at \
least 10 days in advance and pay in a single transaction, and one group organiser is admitted free \
for every 12 paying members. School groups must be supervised at a ratio of at least one adult to \
every 5 pupils aged under 8 and one adult to every 8 pupils aged 8 or over, and supervising adults \
within those ratios are admitted free, while additional adults are charged at the education rate of \
£11. Education sessions last 45 minutes and must be booked at least 3 weeks in advance, and schools \
arriving more than 20 minutes late may lose their session without refund.

12. Lost property, complaints and changes

Lost property is held at the Main Entrance for 30 days and may be collected in person on production \
of identification or posted to the owner on payment of postage. Complaints should be made to the \
Visitor Experience Manager by email or in writing within 28 days of the visit, and the Society will \
respond within 15 working days. The Society may change these Terms at any time, and the Terms in \
force on the date of a visit will apply to it.
"""

MEMORIES: list[tuple[str, str | None]] = [
# contradictions
    ("In summer Brackenhurst Zoo stays open until 7pm.", "From 1 March to 31 October the Zoo is open daily from 9.30am to 6pm"),
    ("zoo's shut on boxing day so we'll go the 27th instead", "The Zoo is closed on 25 December only"),
    ("Online child tickets for the zoo are £20 each.", "cost £24 for an Adult, £17 for a Child and £21 for a Concession"),
    ("Mum says zoo tickets cost exactly the same on the gate as online.", "tickets bought at the gate on the day cost £2 more per ticket"),
    ("Ben moved his zoo tickets to another date on the morning of the visit, no fee.", "the change is made no later than 5pm on the day before"),
    ("adult annual pass at the zoo is 89 quid", "An Annual Pass costs £79 for an Adult, £55 for a Child"),
    ("Our annual pass gets us onto the Treetop Trail at no extra cost.", "but it does not include evening events, animal experiences or the Treetop Trail"),
    ("Sam says pass holders get their guests into the zoo half price.", "at a discount of 25% on the online day ticket price"),
    ("Jake's 12 so he's allowed round the zoo on his own now.", "Every visitor aged under 14 must be accompanied and supervised at all times"),
    ("chloe's kids fed the goats carrots from home, keepers didnt say anything", "food brought from outside the Zoo must never be given to any animal"),
    ("You can take your dog into the zoo as long as it stays on a lead.", "Dogs are not permitted anywhere inside the Zoo, including on leads or carried"),
    ("we ate our own sarnies inside the lakeside cafe, totally fine", "in the walk-through enclosures or in the Lakeside Cafe itself"),
    ("Mobility scooters are free to borrow at the zoo.", "mobility scooters can be hired for £12 per day"),
    ("Rosie's doing Meet the Meerkats for her 5th birthday, her dad booked it.", "participants in Meet the Meerkats must be aged at least 6"),
    ("my cousin's rambling club of 15 gets 20% off at the zoo if they book ahead", "Groups of 12 or more paying visitors receive a discount of 15% on gate prices"),
    ("The zoo only keeps lost property for a fortnight.", "Lost property is held at the Main Entrance for 30 days"),
    # near-misses
    ("Last entry to the zoo in summer is half four.", None),
    ("Brackenhurst closes at 2 on Christmas Eve, Tariq said.", None),
    ("my 2yo got in free at the zoo, just had to add her to the online booking", None),
    ("My brother's carer got in free, we showed his PIP letter at the gate.", None),
    ("The online family ticket for me, my husband and our two kids was £72.", None),
    ("Hannah moved her zoo tickets to next Saturday at 3pm the day before, no fee.", None),
    ("bought a day ticket last wk and they knocked it off my annual pass at the membership office", None),
    ("My 10-year-old doesn't need photo ID to use her annual pass.", None),
    ("Annual pass holders can bring two guests at a discount, just not on bank holidays.", None),
    ("Nadia lets her 14-year-old wander round the zoo on his own.", None),
    ("kids fed the goats at home farm with the £1.50 cones from the kiosk", None),
    ("guide dog's welcome at the zoo but can't go in the butterfly house", None),
    ("We had our picnic on the lawn next to the Lakeside Cafe.", None),
    ("Blue Badge parking at the zoo costs nothing, my dad says.", None),
    ("as annual pass holders we dont pay for parking at brackenhurst", None),
    ("Keeper for a Day is fine for my 13-year-old as long as I do it with him.", None),
]
