"""A secondary academy's uniform, attendance and behaviour policy for students in Years 7 to 13; written blind."""
from __future__ import annotations

POLICY = """\
HARROWDEN VALE ACADEMY
UNIFORM, ATTENDANCE AND BEHAVIOUR POLICY

Effective from 1 September 2025 (approved by the Local Governing Body on 8 July 2025; next review due July 2026)

1. Purpose, scope and definitions

This policy sets out the standards of dress, attendance, punctuality and conduct that Harrowden Vale Academy, Ashcombe Road, \
Brindleford, expects of every student, and it applies to all students in Years 7 to 13 during the school day, while travelling \
to and from school, and at any activity organised by the Academy, including the trips and visits described in section 10. \
In this policy "parent" includes any person who has parental responsibility for a student or who has day-to-day care of them, \
"the school day" means the period from 8:35am to 3:10pm on Mondays to Thursdays and from 8:35am to 2:20pm on Fridays, and \
"Head of Year" means the member of staff with pastoral responsibility for the student's year group. Students in the Sixth Form \
(Years 12 and 13) follow the dress code in section 3 instead of the uniform rules in section 2, but every other section of this \
policy applies to them in full.

2. Uniform for Years 7 to 11

The compulsory uniform consists of a black blazer bearing the Academy crest, a white collared shirt, the house tie, black tailored \
trousers or a black pleated skirt, black socks or black or natural tights, and plain black leather or leather-look shoes with a \
heel of no more than 3cm. Skirts must reach no higher than 5cm above the knee and must not be rolled at the waistband, and any \
student may choose to wear trousers. A black V-neck jumper with the crest is optional and may be worn under the blazer, but it \
may not be worn in place of the blazer at any time unless the Headteacher has declared a shirt-sleeve day because the outdoor \
temperature is forecast to exceed 24 degrees Celsius. The blazer, tie and skirt carry the crest and must be bought from Fennick \
Schoolwear on Market Street, Brindleford, or from its website, whereas shirts, trousers, socks and shoes may be bought from any \
retailer provided that they match the description above.

Jewellery is limited to one analogue wristwatch and one pair of plain gold or silver studs, worn one in each lower earlobe, and \
smartwatches, rings, necklaces, bracelets and facial piercings are not permitted, other than items worn for religious reasons, \
which must be agreed in advance with the Head of Year. Hair must be a natural colour and extreme styles, including shaved \
patterns and lines, are not allowed; make-up, if worn, must be discreet, and nail varnish, false nails and false eyelashes must \
be removed before the student arrives. Outdoor coats must be plain and dark and may not be worn inside any building, and \
hoodies, denim jackets and branded sports jackets are not accepted as outdoor coats.

The PE kit consists of the Academy's navy polo shirt, navy shorts or navy sports leggings, white sports socks and non-marking \
trainers, together with the reversible rugby top, which is required for outdoor lessons from November to February. Students \
must change into PE kit at school and may not travel to or from school wearing it, except on Sports Day and on days when an \
away fixture ends after 5pm.

Families whose children are eligible for free school meals may apply to the Uniform Support Fund for a grant of up to £75 per \
child per academic year towards the cost of crested items, and applications must reach the Finance Office by 31 October. The \
Academy also runs a pre-loved uniform shop in the main reception every Wednesday from 3:15pm to 4:30pm, where each item costs \
£2, except blazers, which cost £5.

3. Sixth Form dress code

Students in Years 12 and 13 must wear business dress, meaning a suit, or smart trousers or a knee-length skirt or dress worn \
with a jacket, together with a shirt, blouse or fine-knit top and formal shoes, and ties are optional. Jeans, leggings, \
trainers, shorts, sportswear, ripped clothing and clothing with slogans or logos larger than 5cm across are not permitted. \
Sixth Form students must wear their photo lanyard visibly at all times while on the Academy site, and a replacement lanyard \
costs £4, payable through the Academy app before it is issued.

4. Uniform checks and sanctions

Form tutors check uniform every morning during registration, and a student who is not correctly dressed will be given a \
uniform note and, where possible, lent items from the reception store, which must be returned before 3:10pm on the same day. \
A student who receives three uniform notes in the same half-term will be given a 30-minute after-school detention, and a \
student who refuses to correct their uniform when asked may be placed in the Reflection Room until the matter is resolved. \
Confiscated jewellery and other non-uniform items are kept at reception and may be collected by the student at the end of the \
day, except that an item confiscated a second time within the same term will only be returned to a parent in person.

5. Mobile phones and electronic devices

Students in Years 7 to 11 may bring a mobile phone to school, but it must be switched off, not merely silenced, and kept out \
of sight in a bag from the moment the student comes through the gates until they leave the site, including at break and at \
lunchtime. Sixth Form students may use their phones in the Sixth Form common room and the Study Centre but nowhere else on \
the site, and headphones, earbuds and smartwatches are covered by the same rules as phones.

If a phone is seen or heard, it will be confiscated and kept in the main office. On the first occasion in a term, the \
student may collect it from 3:30pm on the same day; on the second occasion, the student may collect it from 3:30pm and will \
also serve a 60-minute detention; and on the third or any later occasion, it will only be handed back to a parent, who may \
collect it between 8am and 5pm on a weekday. Students who need to contact home during the day must do so through Student \
Services, and parents who need to pass on an urgent message should telephone the main office on 01632 960418 rather than \
calling or messaging their child. The Academy accepts no liability for loss of or damage to phones or other devices brought \
onto the site, except while a device is held by the Academy following confiscation.

6. Attendance and reporting absence

The Academy expects every student to achieve attendance of at least 96% over the academic year, and attendance below 90% is \
treated as persistent absence, in which case the family will be invited to a meeting with the Attendance Officer, Mrs Delia \
Okonjo. Where a student is ill, a parent must report the absence by telephone to the absence line or through the Academy app \
by 8:30am on every day of absence, giving the reason and the expected date of return. If no report has been received, the \
Attendance Officer will telephone the parent on the first day, and if no contact has been made by the third consecutive day \
of unexplained absence, two members of staff will carry out a home visit.

The Academy may ask for medical evidence, such as an appointment card or a copy of a prescription, where a student has been \
absent for more than 5 consecutive school days or has missed 10 or more sessions through illness in a single term. Routine \
medical and dental appointments should be made outside the school day wherever possible, and where that cannot be arranged \
the student should attend school before and after the appointment and must sign out and back in at Student Services.

7. Leave of absence in term time

The Headteacher may grant leave of absence during term time only in exceptional circumstances, and requests must be made on \
the Academy's Leave of Absence form at least 20 school days before the first day of the proposed absence, except where the \
need could not reasonably have been foreseen, such as the funeral of a close relative. The Headteacher will not authorise \
leave for family holidays, and will not authorise any leave for students in Years 11 and 13 during the public examination \
period in May and June. A decision will be sent to the parent in writing within 10 school days of the form being received.

The Academy will authorise one day of absence for each day of religious observance set apart by the religious body to which \
the family belongs, provided that the parent notifies Student Services in advance. Students in Year 12 may be granted up to \
3 days of authorised leave in the academic year to attend university open days, provided that the request is made at least \
5 school days in advance and confirmation of the booking is supplied.

Where a student takes 10 or more sessions of unauthorised leave, the Academy may ask Brindleford Borough Council to issue a \
penalty notice of £80 to each parent for each child, which rises to £160 if it is paid after 21 days but within 28 days.

8. Punctuality

Students must be on site by 8:30am and in their form room by 8:35am, when registration starts. A student who arrives after \
8:35am but before 9:05am must sign in at Student Services and will be marked late (code L), and a student who arrives after \
9:05am, when the register closes, will be marked as having an unauthorised absence (code U) for the morning session unless a \
valid reason is given. Each late arrival results in a 20-minute detention at lunchtime on the same day, and a student who is \
late three times in one week will serve a 45-minute after-school detention on the following Tuesday. Students whose school \
bus has been delayed will not be sanctioned, provided that the bus operator has confirmed the delay to the Academy.

9. Behaviour, rewards and sanctions

Students earn achievement points for good work, effort and conduct, and those who reach 150 points in a term are invited to \
the end-of-term rewards afternoon, while those who also have 100% attendance for the term are entered into a prize draw for \
one of five £25 vouchers. Students must follow reasonable instructions from any member of staff, keep to the left-hand side \
of corridors and stairs, and treat everyone in the Academy community with courtesy and respect. Chewing gum, energy drinks \
and fizzy drinks are not permitted on site, and smoking and vaping are forbidden on the site and at any time when a student \
is wearing uniform, and any cigarettes, vapes or lighters found will be confiscated and will not be returned.

Lunchtime detentions of up to 20 minutes may be set by any member of staff without notice to parents. After-school \
detentions last 30, 45 or 60 minutes and are held on Tuesdays and Thursdays from 3:20pm, and parents will be notified \
through the Academy app at least 24 hours in advance, although the Academy is not required by law to give notice. A student \
who fails to attend an after-school detention without good reason will be given a Headteacher's detention, which takes place \
on Friday afternoons from 2:30pm to 4pm.

10. Trips and visits

Parents will receive details of every day trip at least 3 weeks before it takes place and of every residential trip at least \
4 months before departure, and no student may take part in any trip unless a signed consent form has been returned by the \
stated deadline. Trips that take place within the school day and form part of the curriculum are funded through voluntary \
contributions, and no student will be left out of such a trip because a parent cannot or does not contribute.

Residential trips require a non-refundable deposit of £100, paid through the Academy app when the place is accepted, and the \
remaining balance may be paid in monthly instalments but must be paid in full no later than 6 weeks before departure. Money \
paid towards a residential trip, other than the deposit, will be refunded only if the student's place is taken by another \
student, and the deposit will be returned only if the Academy itself cancels the trip.

A student who has been suspended during the current academic year, or who has spent more than 2 days in the Reflection Room \
during the current term, may be refused a place on any trip that is not part of the curriculum. Students must arrive at the \
departure point at least 15 minutes before the advertised time, and the coach will wait no longer than 10 minutes after that \
time. Full uniform must be worn on day trips unless the trip letter states otherwise, and on residential trips phones may be \
used during free time but are collected by staff at 10pm each night and handed back at breakfast.

11. Concerns and complaints

Parents who have a concern about how this policy has been applied should first contact the form tutor, who will respond within \
3 school days, and if the matter is not resolved it should be raised with the Head of Year and then with the Deputy \
Headteacher (Pastoral), Mr Callum Reeve. A formal complaint must be made in writing to the Clerk to the Governors within 20 \
school days of the incident, in accordance with the Academy's Complaints Procedure, and will be acknowledged within 5 school \
days.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("School finishes at 3:10pm every day at my son's academy, Fridays included.",
     "from 8:35am to 2:20pm on Fridays"),
    ("my daughter's school shoes have a 5cm heel and thats within the rules apparently",
     "leather-look shoes with a heel of no more than 3cm"),
    ("Jess's mum got her pleated school skirt from the supermarket, reckons any black pleated one is fine.",
     "must be bought from Fennick Schoolwear on Market Street"),
    ("Priya said the uniform grant for free school meals kids is up to £150 a year each.",
     "grant of up to £75 per"),
    ("lost my sixth form lanyard lol, at least replacements are free",
     "a replacement lanyard costs £4, payable through the Academy app"),
    ("Sam says Year 9s can go on their phones in the canteen at lunch, just not in lessons.",
     "including at break and at"),
    ("A second phone confiscation in the same term gets you a half-hour detention.",
     "also serve a 60-minute detention"),
    ("u can ring school to say ur kid's sick anytime before 10am tbh",
     "through the Academy app by 8:30am on every day of absence"),
    ("Persistent absence only kicks in once attendance drops below 85%.",
     "attendance below 90% is treated as persistent absence"),
    ("Leave of absence forms only need handing in a week before the time off.",
     "at least 20 school days before the first day of the proposed absence"),
    ("Marcus reckons Year 12s get five days off a year for uni open days.",
     "3 days of authorised leave in the academic year"),
    ("ngl the fine for taking them out in term is £60 per parent if u pay on time",
     "penalty notice of £80 to each parent for each child"),
    ("The register stays open till 9:30, so turning up at 9:15 just counts as late.",
     "a student who arrives after 9:05am, when the register closes"),
    ("Tom's mum says after-school detentions are on Mondays and Wednesdays.",
     "are held on Tuesdays and Thursdays from 3:20pm"),
    ("coach waits like half an hour for stragglers on trip days",
     "the coach will wait no longer than 10 minutes after that"),
    ("Aisha's form tutor has up to two weeks to get back to her about a concern.",
     "who will respond within 3 school days"),
    # near-misses
    ("Mia's school day finishes at twenty past two on Fridays.", None),
    ("my daughter wears trousers to school instead of a skirt, totally allowed", None),
    ("Got Jake's school shirts and shoes from Tesco, they just have to match the description.", None),
    ("The crested jumper is optional, you don't have to buy one.", None),
    ("Harpreet wears her kara at school, her Head of Year agreed it beforehand.", None),
    ("Sixth formers don't have to wear a tie.", None),
    ("my sixth former checks her phone in the common room at lunch, thats fine", None),
    ("First time Ollie's phone got taken he picked it up at half three the same day.", None),
    ("pre-loved uniform shop does blazers for a fiver, everything else 2 quid", None),
    ("Dev's son got two days off in Year 12 for uni open days, booked a week ahead.", None),
    ("bus broke down so he was late but no detention bc the bus company rang school", None),
    ("The term-time fine doubles to £160 if you pay it late.", None),
    ("Lunchtime detentions can be given without telling parents first.", None),
    ("Nina's son was allowed his phone in free time on the residential trip.", None),
    ("residential balance can be paid monthly as long as its cleared 6 wks before we go", None),
    ("You have to ring in every day they're off sick, not just the first day.", None),
]
