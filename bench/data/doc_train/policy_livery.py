"""Livery agreement terms and conditions for horse owners at a fictional UK livery yard; written blind."""
from __future__ import annotations

POLICY = """\
HOLLOWBROOK FARM LIVERY
LIVERY AGREEMENT: TERMS AND CONDITIONS FOR HORSE OWNERS

Effective from 1 March 2025

1. Definitions and scope

In this agreement, "the Yard" means Hollowbrook Farm Livery, Ashcombe Lane, Wendlestow, \
including its stables, paddocks, outdoor arena, indoor school, horsewalker, tack rooms and car \
park; "the Owner" means the person who signs this agreement and is responsible for the Horse, \
who must be aged 18 or over; "the Horse" means each horse or pony named in the schedule to this \
agreement; and "the Yard Manager" means the person appointed by the proprietors to run the Yard \
from day to day. Where the person who looks after the Horse is under 18, this agreement must be \
signed by a parent or guardian, who becomes the Owner for all purposes, including payment. This \
agreement covers one Horse per stable, and an Owner who keeps more than one Horse at the Yard \
must complete a separate schedule for each of them.

2. Types of livery and fees

The Yard offers three types of livery. Do-it-yourself (DIY) livery is charged at £55 per week \
and includes a stable of at least 12 feet by 12 feet, shared grazing, use of the muck heap and \
access to the water and electricity supply, but the Owner is responsible for all feeding, \
mucking out, turnout and care. Part livery is charged at £110 per week and includes everything \
in DIY livery together with turning out and bringing in, one feed in the morning and one in the \
evening, and mucking out on weekdays only, with the Owner caring for the Horse at weekends and \
on bank holidays. Full livery is charged at £185 per week and includes all care seven days a \
week, bedding, hay and hard feed up to a value of £12 per week, and exercise of the Horse by \
Yard staff on up to 3 days a week, with any additional exercise charged at £18 per session.

Ponies of 14.2 hands high or under are charged 20% less than the weekly fee for the relevant \
type of livery, except that no reduction is available on full livery. Fees are reviewed once a \
year in January, and the Owner will be given at least 6 weeks' written notice of any increase.

3. Payment, deposit and late payment

Livery fees are payable monthly in advance by standing order on the 1st of each month, and \
additional services provided in accordance with section 6 are invoiced at the end of each month \
and must be paid within 14 days of the invoice date. A deposit equal to 4 weeks' livery fees is \
payable before the Horse arrives and will be returned within 30 days after the Horse leaves the \
Yard, less any sums that remain unpaid and the cost of repairing any damage caused by the Horse \
beyond fair wear and tear. A late payment fee of £25 is charged on any payment made more than 7 \
days after the date on which it is due, together with a further £25 for each additional 14 days \
that it remains unpaid.

4. Arrival, health and vaccinations

Before arrival the Owner must provide a copy of the Horse's passport and a vaccination record \
showing that the Horse has had a primary course against equine influenza and tetanus and a \
booster within the previous 12 months, and no Horse will be accepted without both documents. \
Every new Horse must be tested for strangles by blood test no more than 14 days before arrival, \
at the Owner's expense, and must stay in the isolation paddock for 10 days after arrival unless \
the Yard Manager agrees otherwise in writing. The Owner must worm the Horse in accordance with \
the Yard's worming programme, which is based on faecal egg counts taken every 12 weeks between \
March and October and arranged by the Yard at a cost of £14 per test, and a Horse whose count \
is above 200 eggs per gram must be wormed within 7 days of the result.

5. Grazing, turnout and stabling

Each Horse is allocated grazing in a shared paddock of about 1 acre per Horse, and paddocks are \
rested and rotated at the discretion of the Yard Manager. Between 1 November and 31 March \
turnout is limited to a maximum of 6 hours a day and Horses must be brought in by 4pm, unless \
the ground is waterlogged, in which case the Yard Manager may close the paddocks entirely and \
Horses must be exercised in the arena or on the horsewalker instead. Stallions and colts over \
12 months old are not accepted at the Yard, and mares in foal may be kept only on full livery \
and must be moved to a suitable stud at least 4 weeks before the expected foaling date. Owners \
may not change the paddock or stable allocated to the Horse, put up electric fencing or use any \
field that has not been allocated to them, and each stable must be mucked out fully at least \
once a day.

6. Feed, bedding and additional services

Hay is supplied to DIY and part liveries at £6.50 per small bale or £48 per large round bale, \
while for full liveries hay is included in the weekly fee. DIY and part livery Owners must \
provide their own hard feed and bedding, which must be stored in a lidded bin or in the feed \
room, and straw bedding is not permitted because of the Yard's drainage arrangements, so all \
stables must be bedded on shavings, wood pellets or rubber matting. Additional services may be \
booked with the Yard Manager at least 24 hours in advance and are charged as follows: turnout \
or bringing in at £5 each time, a full day's care at £20, rugging or changing rugs at £3 each \
time, and holding the Horse for the farrier or vet at £10 per visit. Additional services \
requested with less than 24 hours' notice are charged at double the usual rate and are provided \
only if staff are available.

7. Veterinary care, farrier and emergencies

The Owner must register the Horse with a veterinary practice within 20 miles of the Yard and \
give the practice's details to the Yard Manager, and the Yard's nominated practice, Wendlestow \
Equine Vets, will be called in an emergency if the Owner's vet is unavailable. If the Owner \
cannot be contacted within 30 minutes in an emergency, the Yard Manager may authorise any \
treatment that the attending vet considers necessary, including euthanasia where the vet \
certifies that it is needed on humane grounds, and the Owner must pay all the costs. The \
Horse's feet must be trimmed or shod by a registered farrier at least every 8 weeks, and the \
farrier may only work in the covered shoeing area between 8am and 5pm on Monday to Saturday. \
Owners must tell the Yard Manager within 24 hours if the Horse shows signs of any infectious \
disease, including coughing, nasal discharge or ringworm, and the Horse must then be kept in \
isolation until a vet has confirmed that it is clear.

8. Use of facilities

The outdoor arena is available to all liveries free of charge between 7am and 9pm, and the \
indoor school is available between 7am and 10pm, but the indoor school must be booked through \
the Yard's online diary and each Owner may book it for no more than 2 hours a day. Lunging is \
permitted only in the outdoor arena and not in the indoor school, and no more than 2 Horses may \
be lunged in the arena at the same time. The horsewalker may be used for up to 40 minutes per \
Horse per session, and jumps must be put back in their storage area after use. Lessons with an \
outside instructor are allowed provided that the instructor has public liability insurance of \
at least £2 million and that the Owner pays a facility fee of £8 per lesson, except for \
instructors accredited by the British Horse Society, for whom no facility fee is charged. The \
Yard is open to Owners from 6.30am to 9.30pm every day, and nobody other than staff may be on \
the Yard outside these hours except in an emergency.

9. Insurance, liability and safety

The Owner must hold third-party liability insurance covering the Horse for at least £3 million \
and must provide a copy of the certificate on signing this agreement and each year on renewal. \
The Yard is not responsible for loss of or damage to the Horse, tack or other property except \
where it is caused by the negligence of the Yard or its staff. All riders, whatever their age, \
must wear a hat that meets a current recognised safety standard whenever they are mounted, and \
riders under 16 must also be supervised by an adult while riding anywhere on the Yard. Smoking \
and vaping are forbidden everywhere on the Yard, including the car park, and no naked flames \
may be used within 50 metres of the hay barn.

10. Visitors, children and dogs

Owners may bring visitors to the Yard but are responsible for them at all times, and visitors \
must sign the book in the main tack room on arrival. Children under 12 who are not riding must \
be supervised by an adult at all times and are not allowed into the stables or paddocks unless \
they are accompanied by the Owner. Dogs must be kept on a lead at all times anywhere on the \
Yard and are not allowed in the indoor school, the feed room or the hay barn, and each Owner \
may bring no more than one dog at a time. Owners must clear up after their dogs, and any dog \
that chases horses or livestock will be banned from the Yard.

11. Notice, termination and lien

The Owner may end this agreement by giving at least 4 weeks' written notice, and livery fees \
remain payable for the whole notice period whether or not the Horse stays at the Yard. The Yard \
may end this agreement by giving 8 weeks' written notice for any reason, or 7 days' written \
notice if the Owner has failed to pay fees for more than 28 days or has seriously broken this \
agreement, except that the Yard may require the immediate removal of any Horse that is a danger \
to people or to other horses. The Yard may keep the Horse until all sums due have been paid, \
and if any sum remains unpaid for 2 months after a written demand the Yard may sell the Horse \
at auction after giving the Owner 14 days' notice of the sale and will pay any surplus to the \
Owner after deducting its costs. If the Horse dies or has to be put down at the Yard, the Owner \
must arrange its removal within 24 hours and pay the cost of removal.

12. Complaints and notices

Any complaint should be raised first with the Yard Manager, and if it cannot be resolved within \
7 days it may be put in writing to the proprietors, who will reply within 21 days of receiving \
it. All notices under this agreement must be in writing, and notices sent by email to the \
address given in the schedule are treated as received on the next working day.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("DIY livery at Hollowbrook is £45 a week.",
     "Do-it-yourself (DIY) livery is charged at £55 per week"),
    ("on part livery they muck out every day incl weekends so i just turn up n ride",
     "and mucking out on weekdays only, with the Owner caring for the Horse"),
    ("Hannah's pony is 14.1hh so she gets 20% knocked off her full livery.",
     "except that no reduction is available on full livery"),
    ("Extra services at the yard get invoiced monthly and you have 30 days to pay.",
     "must be paid within 14 days of the invoice date"),
    ("yard only wanted 2 wks fees as a deposit before my horse moved in",
     "A deposit equal to 4 weeks' livery fees is payable before the Horse arrives"),
    ("Hollowbrook will accept a horse whose flu booster was done 18 months ago.",
     "a booster within the previous 12 months"),
    ("Megan says Hollowbrook accepts a strangles blood test done up to a month before arrival.",
     "tested for strangles by blood test no more than 14 days before arrival"),
    ("winter turnout, horses have to be in by 3 at hollowbrook ugh",
     "and Horses must be brought in by 4pm"),
    ("Oliver keeps his two-year-old colt on DIY livery at Hollowbrook.",
     "Stallions and colts over 12 months old are not accepted at the Yard"),
    ("i bed my mare on straw at the yard, way cheaper than shavings",
     "straw bedding is not permitted because of the Yard's drainage arrangements"),
    ("The yard is happy for the farrier to come every ten weeks.",
     "must be trimmed or shod by a registered farrier at least every 8 weeks"),
    ("u can book the indoor school for up to 3 hrs a day",
     "may book it for no more than 2 hours a day"),
    ("Lauren lunges her horse in the indoor school whenever it rains.",
     "Lunging is permitted only in the outdoor arena and not in the indoor school"),
    ("Third-party insurance for your horse only needs to be £1 million at the yard.",
     "covering the Horse for at least £3 million"),
    ("my aunt keeps her mare there and brings both her terriers, on leads ofc",
     "each Owner may bring no more than one dog at a time"),
    ("Dan says owners only have to give two weeks' notice to leave Hollowbrook.",
     "The Owner may end this agreement by giving at least 4 weeks' written notice"),
    # near-misses
    ("Full livery includes hay, so I never pay for bales.", None),
    ("my pony's 13.2hh so part livery's only £88 a wk for me", None),
    ("Yard staff exercise Chloe's horse three days a week as part of her full livery.", None),
    ("livery fees go out by standing order on the 1st, bit painful after xmas", None),
    ("Got my deposit back about three weeks after we moved yards.", None),
    ("Beth's mare came out of isolation after a week because the yard manager agreed it in writing.", None),
    ("in winter mine's only turned out about 5 hours a day", None),
    ("Mum beds her gelding on wood pellets at the yard.", None),
    ("Booked the yard to change my horse's rugs two days ahead, £3 each time.", None),
    ("farrier came out at 4pm on a saturday, held him in the shoeing area", None),
    ("Our vet practice is 15 miles from the yard.", None),
    ("Rosie's instructor is BHS accredited so she doesn't pay the £8 facility fee.", None),
    ("rode in the outdoor arena till half 8 last night", None),
    ("My 12-year-old nephew rides there in his hat with me supervising.", None),
    ("Gave Hollowbrook six weeks' written notice that we were moving.", None),
    ("Used the horsewalker for half an hour.", None),
]
