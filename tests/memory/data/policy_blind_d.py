"""Primary school parent handbook with planted contradictions; written independently of the service's code."""
from __future__ import annotations

POLICY = """\
HOLLINS PARK PRIMARY SCHOOL: PARENT HANDBOOK 2024-2025

Welcome to Hollins Park Primary School. This handbook explains the day-to-day arrangements that help our \
school run smoothly, and we ask every family to read it carefully at the start of the year and to keep it \
somewhere handy, because most of the questions our office receives are answered here. If anything in this \
handbook is unclear, please speak to your child's class teacher or contact the school office on 01632 960 480, \
which is staffed from 8:15am to 4:30pm during term time.

1. The School Day

The school gates open at 8:40am and are supervised by a member of staff from that time, so children should not \
be left at the gate before then unless they are booked into Breakfast Club. Registration takes place in \
classrooms at 8:50am, and any child who arrives after the gates close at 9:00am must be brought to the main \
office by an adult and signed in, where they will be recorded as late. Morning break runs from 10:30am to \
10:45am for all year groups, and lunch is from 12:00pm to 1:00pm for Reception and Key Stage 1 and from \
12:15pm to 1:15pm for Key Stage 2. The school day ends at 3:15pm for Reception and Key Stage 1 and at 3:25pm \
for Key Stage 2, and the staggered finish is intended to reduce congestion on Hollins Lane and to give \
families with children in both key stages time to collect each child.

2. Drop-off and Collection

Reception children are handed over to their teacher at the classroom door at both the start and the end of the \
day, while children in Years 1 to 6 enter through the playground and are dismissed to their adult from the \
same place. Children in Years 5 and 6 may walk home on their own if a parent has signed the independent travel \
permission form, which is available from the office and must be renewed each September. All younger children \
must be collected by a parent or by another adult aged 16 or over who is named on the collection list held by \
the office. If someone who is not on that list is collecting your child, please phone the office before 2:30pm \
and give the password you chose on the admission form, because staff will not release a child to anyone else \
without it. Please do not park on the yellow zigzag lines outside the main gate or in the staff car park, even \
briefly, and children arriving on bikes or scooters must dismount at the gate and wheel them to the shelter \
next to the hall.

3. Absence and Illness

If your child is unable to attend school, please phone the absence line on 01632 960 481 or send a message \
through the SchoolComms app before 9:15am on every day of the absence, stating your child's name, class and \
the reason they are off. If we have not heard from you, the office will begin phoning the contacts on your \
child's record from 9:30am, and if we cannot reach anyone by midday we may ask the local authority's family \
support team to carry out a home visit. Children who have had sickness or diarrhoea must stay at home until 48 \
hours have passed since their last episode, which helps to prevent illness spreading through a class. Holidays \
during term time will not be authorised except in exceptional circumstances, and requests must be made to the \
headteacher in writing at least four weeks in advance using the form available from the office. An \
unauthorised absence of five or more school days in a term may result in a fixed penalty notice of £80 per \
parent for each child, rising to £160 if it is not paid within 21 days.

4. Term Dates 2024-2025

The autumn term begins for pupils on Wednesday 4 September 2024, following two INSET days on the Monday and \
Tuesday, and half term runs from Monday 28 October to Friday 1 November. The autumn term ends on Friday 20 \
December, when children will finish at 1:30pm after the whole-school carol service at St Mark's Church. The \
spring term begins for pupils on Tuesday 7 January 2025, with a spring half term from Monday 17 February to \
Friday 21 February, and the term ends on Friday 4 April. The summer term begins on Tuesday 22 April, after the \
Easter Monday bank holiday, with a May half term from Monday 26 May to Friday 30 May, and the school year ends \
on Tuesday 22 July. The remaining three INSET days fall on Friday 25 October, Monday 6 January and Friday 27 \
June, and school is closed to pupils on each of those days.

5. Uniform

Our uniform consists of a royal blue sweatshirt or cardigan, a white polo shirt, and grey trousers, shorts, \
skirt or pinafore, and in the summer term a blue and white gingham dress may be worn instead. Sweatshirts and \
cardigans bearing the school logo can be bought from Stitch & Crest on Market Street, but plain royal blue \
items from any supermarket are equally acceptable and no child will ever be treated differently for wearing \
them. Children should wear plain black school shoes, and trainers may only be worn on their class's PE days, \
when children come to school already dressed in their PE kit of a white T-shirt, navy shorts or joggers and a \
plain navy jumper. The only jewellery allowed is a simple wristwatch without a camera or messaging features \
and one pair of small stud earrings, which children must remove themselves or cover with tape before PE, as \
staff are not permitted to remove them. Hair that is longer than shoulder length should be tied back with a \
plain hair band in a school colour.

6. School Meals, Packed Lunches and Allergies

All children in Reception, Year 1 and Year 2 are entitled to a free hot lunch every day under the Universal \
Infant Free School Meals scheme, whatever their family's income. For children in Years 3 to 6 a hot lunch \
costs £2.60 per day, which must be paid in advance through ParentPay, and if an account falls more than £15 \
into arrears we will ask you to send a packed lunch until the balance has been cleared. Hollins Park is a \
nut-free school, and we ask that packed lunches do not contain any of the following:
- nuts, peanut butter, hazelnut chocolate spread or any cereal bar that lists nuts as an ingredient;
- fizzy drinks, energy drinks or drinks in glass bottles;
- sweets of any kind, or crisps on any day other than a Friday.
One small chocolate-coated biscuit or cake bar is allowed each day. If your child has a medically diagnosed \
food allergy or intolerance, please complete a special diet form and provide a letter from your GP or \
consultant, and our kitchen team will then prepare meals that meet their needs.

7. Mobile Phones and Smart Devices

Only children in Year 6 who have permission to walk home on their own may bring a mobile phone to school, and \
it must be switched off and handed to the class teacher at registration, to be returned at the end of the day. \
Smartwatches that can take photographs, make calls or send messages are not permitted for any child. The \
school cannot accept responsibility for the loss of or damage to phones or other devices brought from home, \
and any phone that is used on the school site will be kept in the office until a parent collects it.

8. Homework and Reading

We ask that every child reads at home for at least 10 minutes each evening in Reception and Key Stage 1 and \
for at least 20 minutes in Key Stage 2, and that an adult signs the reading record at least three times a \
week. Spellings are sent home on a Monday and tested on the following Friday, and times tables practice on \
Times Tables Rock Stars is set for all children from Year 2 upwards. Children in Year 6 also receive a written \
maths task every Thursday, which is due back on the following Tuesday. Homework is never set during school \
holidays, although children are always encouraged to keep reading.

9. Trips, Visits and Consent

When your child joins the school you will be asked to sign a single consent form covering local walking \
visits, such as trips to Hollins Park library or the allotments on Cedar Road, and this remains valid for as \
long as your child attends the school. A separate consent form is sent home for every trip that involves coach \
or train travel, and it must be returned by the date shown, because children without a signed form cannot take \
part. We ask for a voluntary contribution towards the cost of these trips, and no child will be left behind \
because their family has not paid, although a trip may have to be cancelled if too few contributions are \
received. The Year 6 residential visit to Kingswood Outdoor Centre takes place in June and lasts three nights, \
and its cost of £245 can be paid in instalments, with a non-refundable deposit of £50 due by Friday 15 \
November. Parents who volunteer to help on a trip will always be placed in a group with a member of staff, and \
anyone volunteering regularly in school will need an enhanced DBS check, which the school arranges at no cost.

10. Medicines

Staff can only give medicines that have been prescribed by a doctor, dentist or nurse prescriber, and these \
must be brought to the office by an adult in the original pharmacy container with a label showing the child's \
name and dosage. A parent must complete and sign a medicine administration form before any dose can be given, \
and a record is kept of every dose. Staff will not give any non-prescription medicine, including paracetamol, \
ibuprofen, antihistamines and cough mixture, so if your child needs these during the day you are welcome to \
come into school to give them yourself. Children in Year 3 and above keep their own asthma inhaler with them \
in a named bag, while younger children's inhalers are stored in a labelled box in their classroom. Children \
with an adrenaline auto-injector must have two in-date pens in school at all times, one kept in the classroom \
and one in the office.

11. Breakfast Club and Kestrels After-School Club

Breakfast Club runs in the school hall from 7:45am every school day and costs £4.50 per session including \
breakfast, and the last breakfast is served at 8:25am, after which children take part in quiet activities \
until they are taken to their classrooms. Kestrels, our after-school club, is open to children from Reception \
to Year 6 and runs until 6pm, costing £9.50 per session for collection by 5pm or £13.00 for collection by 6pm. \
A 10% discount is applied to the fees for the second and any further child from the same family attending on \
the same day. Sessions must be booked through ParentPay by 12 noon on the Thursday before the week in which \
they are needed, and sessions cancelled with less than 48 hours' notice are charged in full unless your child \
is absent through illness.

12. Late Collection

If a child has not been collected within 15 minutes of the end of their school day, they will be taken to the \
main office and we will begin phoning the contacts on their record. Children who are not collected from \
Kestrels by 6pm incur a late collection charge of £15 per child for each started 15-minute period, which will \
be added to your ParentPay account, and repeated late collection may lead to the loss of your Kestrels place. \
If a child has not been collected by 6:45pm and we have been unable to reach any of their contacts, we are \
required to contact Children's Social Care for advice, and two members of staff will remain with your child \
until they are safely collected. Families who are late collecting at the end of the normal school day three or \
more times in a half term will be invited to meet the deputy headteacher to discuss how we can help.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("juniors finish at 3:15 now, same time as the infants", "at 3:25pm for Key Stage 2"),
    ("Year 4s can walk home on their own now as long as you've signed the form",
     "Children in Years 5 and 6 may walk home on their own"),
    ("if they're off sick you've got till 10am to ring the absence line",
     "before 9:15am on every day of the absence"),
    ("after a tummy bug they can go back in 24 hrs after the last time they were sick",
     "until 48 hours have passed since their last episode"),
    ("fyi autumn half term is the week starting Monday 21st October this year",
     "half term runs from Monday 28 October to Friday 1 November"),
    ("black trainers are fine with the uniform every day now, not just PE days",
     "trainers may only be worn on their class's PE days"),
    ("teachers will take the kids' earrings out for them before PE if they can't manage",
     "as staff are not permitted to remove them"),
    ("KS2 school dinners are £2.40 a day on ParentPay", "a hot lunch costs £2.60 per day"),
    ("Year 5s are allowed phones too as long as they hand them in at registration",
     "Only children in Year 6 who have permission to walk home on their own"),
    ("heads up, the Year 6 Kingswood residential is just two nights this June", "lasts three nights"),
    ("the office will give Calpol during the day if you ring and say it's ok",
     "Staff will not give any non-prescription medicine"),
    ("Kestrels late pick-up after 6 is only a fiver per 15 mins",
     "£15 per child for each started 15-minute period"),
    # near-misses
    ("Reception pick-up is at the classroom door, the older ones come out to the playground", None),
    ("our Year 6 walks home on his own, we re-signed the permission form this September", None),
    ("office rang me at 9:40 because I forgot to call in Sam's absence", None),
    ("kids don't go back till Wednesday 4th Sept because of the two INSET days", None),
    ("plain royal blue jumper from the supermarket is fine, the logo one isn't compulsory", None),
    ("Year 2 lunches are free so no need to top up ParentPay for her yet", None),
    ("one small choc biscuit in the lunchbox is fine every day, just nothing with nuts", None),
    ("our Year 4 reads about 25 mins a night, more than the 20 they ask for", None),
    ("the walk to the library didn't need a new consent form, the one from when she started covers it", None),
    ("Year 3 daughter keeps her own inhaler in her bag now", None),
    ("the old handbook had breakfast club at £3.80 a session, it's £4.50 now", None),
    ("with both kids at Kestrels on the same day we get 10% off the second one", None),
]
