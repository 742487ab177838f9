"""A day nursery's parent agreement covering hours, fees, funding, sickness, meals, holidays and late collection; written blind."""
from __future__ import annotations

POLICY = """\
LITTLE ACORNS DAY NURSERY
Parent Agreement and Terms of Attendance 2025/26

The Old School House, 14 Mill Lane, Harbury, Warwickshire CV33 9HP
Telephone: 01926 612 448
Effective from Monday 1 September 2025

1. About This Agreement

This agreement sets out the terms on which Little Acorns Childcare Ltd, trading as Little Acorns Day Nursery, \
provides care and early education for your child, and by signing the registration form you confirm that you have \
read it in full, that you understand the fees and charges described below, and that you will tell us promptly about \
any change in your circumstances that might affect your child's care, their safety or your ability to pay. This \
edition replaces all earlier versions of the agreement, including the edition dated January 2024, and where anything \
said informally by a member of staff appears to differ from what is written here, the written agreement takes \
precedence.

Day-to-day questions about your child should be raised with their key person or Room Leader at drop-off or \
collection, while questions about this agreement, invoices or funding should be directed to the Nursery Manager, \
who is available in the office between 9:30am and 3:30pm from Monday to Thursday, or to the Deputy Manager, who \
covers the office on Fridays.

2. Opening Hours and Sessions

The nursery is open from 7:30am to 6:00pm, Monday to Friday, for 51 weeks of the year, closing only for the \
Christmas period, the English bank holidays and two staff training days, all of which are described in Section 10. \
Children are cared for in three rooms according to their age: Seedlings for babies, Saplings for two-year-olds and \
the Oak Room for pre-school children. We offer the following sessions:

- Full day: 7:30am to 6:00pm, including breakfast, lunch and tea
- Morning session: 7:30am to 1:00pm, including breakfast and lunch
- Afternoon session: 1:00pm to 6:00pm, including afternoon snack and tea
- School-day session (Oak Room only): 9:00am to 3:00pm, during term time only

Each child must attend for a minimum of two sessions per week, and booked sessions are charged whether or not your \
child attends. So that the morning's activities and group times are not constantly interrupted, we ask that children \
arrive no later than 9:30am unless you have agreed a later arrival with the Room Leader in advance, for example \
because of a hospital or clinic appointment. Requests to change your regular booking must be made in writing at \
least four weeks before the change is to take effect, and additional one-off sessions can be booked only where \
staffing ratios allow.

3. Eligibility and Registration

We care for children from the age of 3 months until the end of the summer term in which they reach 5 years of age, \
at which point they are expected to start in a Reception class at school. Places are offered in order of the date on \
which the registration form was received, except that brothers and sisters of children already attending, and the \
children of our own staff, are offered places first whenever a suitable space becomes available.

A registration fee of £75 must accompany the registration form and is not refundable under any circumstances. When \
you accept a place, a deposit of £150 is payable to secure it; this amount replaced the previous deposit of £100 in \
September 2025 and is credited against your final invoice, provided that you have given the full notice required by \
Section 12 and that your account is otherwise up to date.

4. Fees and Payment

Our daily rates for the year from 1 September 2025 are as follows:

- Seedlings (3 months to 2 years): £78 per full day or £46 per session
- Saplings (2 to 3 years): £72 per full day or £43 per session
- Oak Room (3 to 5 years): £68 per full day or £40 per session

Fees are invoiced monthly in advance through the Blossom Parent app, with the annual cost of your regular booking \
divided into twelve equal monthly payments so that your bill does not rise and fall with the number of weekdays in \
each month. Payment must reach us by the 5th of each month, either by bank transfer or through your government \
Tax-Free Childcare account, and we are unable to accept cash, cheques or payment by card at the nursery. If payment \
has not been received by the 12th of the month, an administration charge of £25 will be added to your account, and \
if fees remain unpaid for 30 days after the due date we reserve the right to suspend your child's place until the \
balance has been cleared in full.

A sibling discount of 10% is applied to the fees of the older child where two or more brothers or sisters attend \
the nursery at the same time, and this discount cannot be combined with the staff discount or applied to funded \
hours. Fees are reviewed each April, and we will give you at least six weeks' written notice of any increase before \
it takes effect.

5. Government-Funded Hours

All three- and four-year-olds are entitled to 15 hours of universal funded early education per week for 38 weeks \
of the year, and children of eligible working parents may be able to claim up to 30 hours per week from the term \
after their child turns 9 months old, provided the parent has a valid eligibility code from HMRC before the start of \
that term. At Little Acorns, funded hours are offered during term time only and are not stretched across the school \
holidays, so any sessions your child attends during the holidays are charged at the standard daily rate.

Funded hours themselves are free of charge, but we ask for a consumables contribution of £6 per funded day to cover \
meals, snacks, cooking ingredients and local outings. This contribution is entirely voluntary, and parents who would \
prefer not to pay it may instead send their child with a packed lunch and snacks, in which case their child will \
not be charged for the meals we provide. Working parents must reconfirm their eligibility code every three months; \
if a code lapses and is not renewed within the grace period set by the local authority, the hours affected will be \
charged at the standard rate from the end of that grace period.

6. Late Collection

We close at 6:00pm and our staff are contracted to leave the building at 6:15pm, so if you are delayed for any \
reason you must telephone the nursery on 01926 612 448 as soon as you know you will be late, and ideally before \
5:30pm, so that we can arrange for two members of staff to remain with your child until you arrive. A late \
collection charge of £15 for every ten minutes, or part of ten minutes, after 6:00pm will be added to your next \
invoice, although the Nursery Manager may waive the charge once in any twelve-month period where the delay was \
caused by a genuine emergency such as a road accident or a cancelled train.

After 6:00pm the main entrance on Mill Lane is locked, and late collections are made through the side gate on \
Church Walk, where a member of staff will meet you and hand your child over. If a child has not been collected by \
7:00pm and we have been unable to reach either parent or any of the adults named on the collection list, we are \
required to follow our safeguarding procedure, which includes contacting Warwickshire Children's Services. Families \
who collect late three times or more within a single term will be invited to a meeting with the Nursery Manager to \
discuss whether their booking still meets their needs.

7. Sickness and Exclusion

Children who are unwell cannot be cared for properly in a group setting and can quickly pass infections to other \
children and staff, so please do not bring your child to nursery if they are clearly ill, and let us know by 9:00am \
on any day your child will be absent. If your child develops a temperature of 38°C or above, or becomes too unwell \
to take part in the day while at nursery, we will telephone you and will expect your child to be collected within \
one hour of that call, by you or by another adult on the collection list.

We follow the exclusion periods recommended by the UK Health Security Agency, the most common of which are:

- Diarrhoea or vomiting: your child must stay at home until 48 hours have passed since the last episode
- Chickenpox: until all the spots have crusted over, which usually takes around five days
- Impetigo: until the sores have crusted and healed, or 48 hours after starting antibiotic treatment
- Scarlet fever: 24 hours after starting antibiotic treatment

Fees remain payable during any absence due to illness or exclusion, except that where a child is admitted to \
hospital for longer than two weeks, we will reduce the fees for the remainder of that stay by 50%.

8. Medicines

We will only administer medicines that have been prescribed for your child by a doctor, dentist, nurse or \
pharmacist and that are supplied in their original container with a pharmacy label showing your child's name, the \
dose and the frequency, and you must complete a medicine consent form on the Blossom Parent app before any dose is \
given. The one exception is infant paracetamol or ibuprofen suspension, which we may give to bring down a high \
temperature while you are on your way to collect your child, but only after a member of staff has spoken to a \
parent by telephone and received verbal consent. Any new medicine must have been given at home for at least 24 \
hours before your child returns to nursery, so that any reaction can be identified. Medicines are stored in a locked \
cabinet in the office, or in the locked fridge in the Seedlings kitchen where refrigeration is needed.

9. Meals, Milk and Nappies

All meals are freshly prepared on site each day by our Cook, and the menu follows a four-week rotating cycle that is \
displayed in the entrance hall and published on the Blossom Parent app at the start of each month. Breakfast is \
served until 8:15am, lunch is served at 11:45am and tea is served at 4:30pm, with a morning and an afternoon snack of \
fruit or vegetables in between; children who arrive after 8:15am should have had breakfast at home. We can cater for \
vegetarian, halal and medically required diets, but any allergy or intolerance must be confirmed in writing on the \
registration form and reviewed with the Room Leader at least once a year.

Because we are a nut-free setting and several children have serious allergies, food brought in from home, \
including homemade birthday cakes and sweets, is not permitted, except for formula milk and weaning food for babies \
in Seedlings and packed lunches for funded children whose parents have opted out of the consumables contribution. \
We are always happy to mark a birthday with a song and a special sticker instead. Parents of babies must supply \
their own formula in a sealed, labelled tin, while cow's milk and water are provided by the nursery for all children \
over 12 months.

Nappies, wipes and nappy cream are supplied by the nursery only for children in the Seedlings room, so parents of \
children in Saplings and the Oak Room who are not yet toilet trained should send in enough nappies and wipes for the \
day, clearly labelled with their child's name.

10. Holidays and Closures

The nursery is closed on all English bank holidays, and because these are built into the twelve equal monthly \
payments described in Section 4, fees remain payable for any bank holiday that falls on one of your booked days. The \
nursery closes for Christmas at 1:00pm on Wednesday 24 December 2025 and reopens at 7:30am on Friday 2 January 2026, \
and no fees are charged for the days on which we are closed during this period. We are also closed to children for \
two staff training days, on Friday 24 October 2025 and Monday 16 February 2026, and no fees are charged for either \
of those days.

Each child who has attended for at least six months may take up to two weeks of family holiday in each nursery year \
at half the usual fee, provided that you give us at least four weeks' written notice of the dates by email to the \
office; any other holiday, and any holiday for which notice is not given, is charged in full.

11. Collection, Safety and Keeping in Touch

Children will only be handed over to a parent or to an adult whose name appears on the collection list held in the \
office. You may name up to four additional adults on your child's collection list, each of whom must be at least 16 \
years old and will be asked for the family password before a child is released into their care. If someone who is \
not on the list needs to collect your child in an emergency, a parent must telephone the nursery beforehand, give \
the password and describe the person, who will then be asked to show photographic identification on arrival.

Your child's key person will share observations and photographs through the Blossom Parent app each week, and you \
are welcome to ask for a short conversation at drop-off or collection at any time. In addition, parents' evenings \
are held twice a year, in November and in May, on Tuesday evenings between 6:15pm and 8:00pm, when you can look \
through your child's learning journey with their key person and discuss their progress in more detail.

12. Notice and Termination

If you wish to reduce your child's sessions or withdraw them from the nursery, you must give one calendar month's \
written notice by email to the Nursery Manager, and fees remain payable for the whole of the notice period whether \
or not your child attends. If full notice is not given, fees will be charged in lieu of notice and may be deducted \
from your deposit. We may end this agreement by giving you one calendar month's notice, or with immediate effect if \
fees remain unpaid after your child's place has been suspended, or if a parent or carer behaves in a threatening or \
abusive way towards staff, children or other families.

Signed on behalf of Little Acorns Childcare Ltd: Nursery Manager
Parent or carer signature and date: ____________________
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("heads up, late pick up at Little Acorns is a fiver per 10 mins after 6",
     "collection charge of £15 for every ten minutes"),
    ("Nursery doesn't open its doors until 8am, so no earlier drop-offs.",
     "The nursery is open from 7:30am to 6:00pm"),
    ("parents evenings r on thursdays, need to sort a babysitter for the older one",
     "on Tuesday evenings between 6:15pm and 8:00pm"),
    ("After the Christmas break the nursery doesn't reopen until Monday 5th January.",
     "reopens at 7:30am on Friday 2 January 2026"),
    ("Ollie's key worker said a day off after being sick is enough, he can come back after 24 hrs",
     "until 48 hours have passed since the last episode"),
    ("You can only put two extra people on the pick-up list besides the parents.",
     "name up to four additional adults on your child's collection list"),
    ("Tom and Kate's baby started at Little Acorns when she was 8 weeks old.",
     "We care for children from the age of 3 months"),
    ("Rachel gets 15% knocked off her older boy's fees with the sibling discount.",
     "A sibling discount of 10% is applied to the fees of the older child"),
    ("Priya's been told she can send in a homemade cake for Arjun's birthday to share with the class.",
     "including homemade birthday cakes and sweets, is not permitted"),
    ("The nursery provides nappies and wipes for every room, so there's no need to pack any.",
     "supplied by the nursery only for children in the Seedlings room"),
    ("if ur running late after 6 just ring the bell at the front door on mill lane, they'll bring her out",
     "late collections are made through the side gate on Church Walk"),
    ("fyi nursery invoices all come thru the Famly app, remember to check it on the 1st",
     "Fees are invoiced monthly in advance through the Blossom Parent app"),
    # near-misses
    ("Sam got his late pick-up fee let off last year because his train got cancelled.", None),
    ("nursery shuts at 6 but the staff don't clock off till quarter past", None),
    ("The deposit used to be £100 but it's £150 now.", None),
    ("kept Maya home for 2 full days after her tummy bug stopped, as per the rules", None),
    ("Lunch at nursery is at quarter to twelve.", None),
    ("Grandma's on Leo's collection list and knows the family password.", None),
    ("They're shut on bank holidays and we still pay for those days.", None),
    ("nursery won't give calpol unless they've rung one of us first, which is fair tbh", None),
    ("We took a fortnight off in August at half price - Jas emailed the dates over back in May.", None),
    ("Ella's mum pays the nursery fees through her Tax-Free Childcare account.", None),
    ("The Oak Room kids do forest school in the woods behind the church on Wednesday mornings.", None),
    ("no fees for the feb training day btw, it's on a monday this yr", None),
]
