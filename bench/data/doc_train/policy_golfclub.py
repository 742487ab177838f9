"""Golf club membership rules and regulations for members and guests; written blind."""
from __future__ import annotations

POLICY = """\
BRAMBLEDOWN HEATH GOLF CLUB
MEMBERSHIP RULES AND COURSE REGULATIONS

Effective from 1 April 2025

1. Interpretation

In these rules "the Club" means Brambledown Heath Golf Club, "the Committee" means the General Committee elected at the Annual \
General Meeting, "the course" means both the 18-hole Heath Course and the 9-hole Copse Course at Ferrow Lane, Little Ansty, and \
"the subscription year" runs from 1 April to 31 March. These rules are made by the Committee under the Club's constitution, apply \
to every member and every guest, and may be amended by the Committee on 21 days' notice posted on the main noticeboard and sent by \
email, except that any change to subscriptions must be approved at a General Meeting.

2. Membership categories

The Club offers the following categories of membership: Full Seven-Day, Five-Day (Monday to Friday only, excluding bank holidays), \
Intermediate (aged 18 to 29 on 1 April of the subscription year), Country (for those whose main residence is more than 50 miles \
from the Clubhouse), Junior (aged under 18 on 1 April), Flexi and Social. Full Seven-Day members may play either course at any time \
the course is open, subject to the booking rules in section 4, and are entitled to vote at General Meetings and to stand for \
election to the Committee.

Five-Day members may play on weekends and bank holidays only after 2pm on payment of a green fee of £20 a round, up to a maximum \
of 6 such rounds in any subscription year. Flexi members receive 300 points a year, with each 18-hole round costing 20 points on a \
weekday and 30 points at the weekend, and unused points may not be carried into the next subscription year. Social members may use \
the Clubhouse, bar and dining room and attend Club functions but may not play either course other than in the annual Social \
Members' Texas Scramble.

Intermediate members transfer automatically to Full Seven-Day membership on 1 April following their 30th birthday, and their \
subscription rises in equal steps over the intervening years as set out in the published fee schedule. The combined number of Full \
Seven-Day and Five-Day members is limited to 650, and applicants beyond that limit will be placed on a waiting list in order of the \
date their application was received.

3. Entrance fees and subscriptions

Applicants for membership must be proposed and seconded by two members, each of whom has been a member for at least 2 years, and \
must play a round with a member of the Membership Sub-Committee before their application is considered. An entrance fee of £750 is \
payable by new Full Seven-Day members and £400 by new Five-Day members, and no entrance fee is payable by Intermediate, Junior, \
Flexi or Social members.

The annual subscription for the 2025 to 2026 year is £1,395 for Full Seven-Day members, £1,045 for Five-Day members, £695 for Flexi \
members, £540 for Country members and £120 for Social members, while Junior subscriptions are £95 for those aged under 12 and £185 \
for those aged 12 to 17. Subscriptions are due in full on 1 April, and members who have not paid by 30 April will be suspended from \
playing and from using the Clubhouse until payment is received, and those who have still not paid by 31 May will be treated as \
having resigned. Members may instead pay by monthly Direct Debit over 10 months from April to January, subject to an \
administration charge of 5% of the subscription, provided that the first instalment is collected on or before 1 April.

Every playing member must also pay an annual England Golf and county affiliation fee of £16.50, which is collected with the \
subscription, and must load a minimum of £100 on to their bar card each year, any unspent balance of which is forfeited on 31 March.

4. Tee times and booking

All tee times on the Heath Course must be booked through the Club's online booking system, which opens for bookings at 7pm each day \
for the date 8 days ahead, and no member may hold more than one booking on any one day. Members may book for themselves and up to \
three other members or guests, and a booking must be cancelled at least 24 hours before the tee time, and any member who cancels \
late or fails to appear on 3 occasions in any 6-month period will be barred from making advance bookings for 28 days.

The first tee on Saturdays and Sundays is reserved for members' competitions from 7:30am to 10am and for members' four-ball \
matches from 10am to 12 noon, after which it is open to all members and guests, except that three-balls and four-balls must give \
way to two-ball matches at all times. The Copse Course cannot be booked and is played on a first-come, first-served basis, and it \
is closed to all play before 8am every day and until 11am on Tuesdays for greenkeeping.

A round on the Heath Course should be completed in no more than 4 hours 15 minutes for a four-ball, and any group that falls more \
than one clear hole behind the group in front must invite the following group through.

5. Dress code

Members and guests must be neatly dressed on the course, in the practice areas and in the Clubhouse at all times. On the course, \
men must wear golf shirts with a collar or mock neck and tailored trousers or tailored shorts, and shorts must be worn with either \
short white or dark socks or knee-length socks, while women may also wear golf skirts, skorts and sleeveless tops with a collar, \
but denim of any colour, tracksuits and football shirts are not permitted for anyone.

Golf shoes with soft spikes or spikeless soles must be worn on the course, metal spikes are not permitted anywhere on the Club's \
premises, and golf shoes must not be worn in the dining room or the Members' Lounge. Caps and hats must be removed inside the \
Clubhouse, and mobile phones may be used on the course only in silent mode and only in an emergency or to make a tee booking.

Smart casual dress is acceptable in the Clubhouse until 7pm, and after 7pm gentlemen must wear a jacket in the dining room, other \
than between 1 June and 31 August, when jackets are optional. Jeans may be worn in the Spike Bar but nowhere else in the \
Clubhouse, and jeans may not be worn on the course or the practice ground.

6. Guests and visitors

A member may introduce no more than three guests at any one time, and any one person may play as a guest no more than 6 times in \
any subscription year, whichever member introduces them. The member must play with their guests throughout the round, sign them in \
at the Pro Shop before play and pay the guest green fee, which is £30 on weekdays and £40 at weekends and on bank holidays, or £15 \
for guests aged under 18 at any time, and the member is responsible for the conduct of their guests.

Guests playing the Heath Course at weekends must hold a current Handicap Index of no more than 36, but there is no handicap \
requirement for guests on weekdays or on the Copse Course. Visiting societies of 12 or more players may be booked through the \
Secretary on Mondays, Wednesdays and Thursdays only, at £55 a player including coffee and a bacon roll, with a 25% deposit payable \
on booking and the balance due 28 days before the visit.

A member may sign in up to six non-playing guests to the Clubhouse at any time, other than on the evening of the Annual Dinner, \
when every guest must hold a ticket bought in advance from the Secretary.

7. Handicaps and competitions

Every playing member other than a Social member is expected to hold a Handicap Index under the World Handicap System, administered \
through England Golf, and must submit at least 3 acceptable scores in any 12-month period to keep it active. General play rounds \
must be registered on the England Golf app or the Clubhouse terminal before teeing off, and the completed score must be submitted \
no later than midnight on the day of play.

To enter any Club competition a member must hold an active Handicap Index, and in the Club Championship the maximum Handicap Index \
is 18.0 for men and 24.0 for women, while in all other singles competitions the maximum playing handicap is 54. The entry fee for \
a competition is £3 for adult members and £1.50 for junior members, paid at the Pro Shop before play, with 50% of entry fees \
returned as a sweep and the remainder added to the trophy fund.

Competitors must return their signed card to the competition box or enter their score on the Clubhouse terminal within 30 minutes \
of completing their round, and any member who fails to return a card on 2 occasions in a season may be banned from competitions \
for one month. Ties will be decided on the better score over the last 9 holes, then the last 6, the last 3 and the final hole.

8. Junior members

Junior members aged 12 to 17 who hold a Handicap Index of 28 or lower may play the Heath Course unaccompanied at any time on \
weekdays and after 1pm at weekends, while junior members aged under 12, or without such a handicap, may play the Heath Course only \
when accompanied by an adult member and at no time before 11am on Saturdays or Sundays. Any junior member may play the Copse \
Course unaccompanied between 8am and 6pm during school holidays.

Junior members may enter the bar only with a parent or guardian, and they may not be served or consume alcohol on the premises \
under any circumstances, including at Club functions. Free group coaching for junior members is provided by the Club \
Professional on Saturday mornings between 9am and 10:30am from April to September, and individual lessons are available to juniors \
at a reduced rate of £22 for 30 minutes.

Junior members transfer to Intermediate membership on 1 April following their 18th birthday without paying any entrance fee or \
joining the waiting list. Children under the age of 8 who are not junior members may not be taken on the course at any time, other \
than on to the practice putting green under direct adult supervision.

9. Practice facilities, buggies and care of the course

The driving range is open from 8am until dusk, and range balls cost £2 for a basket of 40 balls, using a token bought from the Pro \
Shop. Members must repair pitch marks, fill divots with the sand and seed mix provided and rake bunkers, and practice on the course \
itself, other than on the practice putting green and chipping area, is not permitted.

Motorised buggies may be hired from the Pro Shop at £25 a round, and a member's own buggy may be used only after registration with \
the Secretary and payment of an annual trail fee of £150, and only when the sign at the first tee shows that buggies are permitted \
that day. Buggy drivers must be aged 17 or over and hold a full driving licence, and buggies must be kept at least 20 metres from \
every green and off all tees. Dogs are not allowed on the course or in the Clubhouse, other than assistance dogs.

10. Conduct, resignation and discipline

Members must not behave in a way that brings the Club into disrepute, and any complaint about the conduct of a member must be made \
in writing to the Secretary within 14 days of the incident. The Committee may warn, suspend for up to 12 months, or expel any member \
found after a hearing to have broken these rules, and the member will be given at least 14 days' written notice of the hearing and \
may be accompanied by another member.

A member who wishes to resign must give written notice to the Secretary before 1 March, failing which they will be liable for the \
full subscription for the following year, and no refund will be made for a resignation during the subscription year except on \
medical grounds, when a pro rata refund may be given for each complete month remaining. Members who resign may rejoin within 2 \
years without paying a further entrance fee, provided that there is no waiting list for their category.

Lockers are available at £45 a year for a full-size locker and £30 a year for a half locker, allocated in order of application, \
and must be emptied by 31 March of the year in which membership ends.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Intermediate membership at Brambledown is for anyone aged 18 to 35.",
     "Intermediate (aged 18 to 29 on 1 April of the subscription year)"),
    ("five day members can play weekend rounds from 11am if they pay the extra green fee",
     "Five-Day members may play on weekends and bank holidays only after 2pm"),
    ("ngl i didnt use half my flexi points so they rolled over into this year, nice",
     "unused points may not be carried into the next subscription year"),
    ("Marcus paid a £1,000 joining fee when he took out full seven-day membership at the golf club.",
     "An entrance fee of £750 is payable by new Full Seven-Day members"),
    ("You've got until the end of June to pay your golf subs before they suspend you.",
     "members who have not paid by 30 April will be suspended"),
    ("Paying the golf club subs monthly by direct debit doesn't cost anything extra.",
     "subject to an administration charge of 5% of the subscription"),
    ("tee times go live online at 6am, a week ahead, gotta be quick",
     "which opens for bookings at 7pm each day for the date 8 days ahead"),
    ("Phil booked us a Saturday slot on the nine-hole course through the online system.",
     "The Copse Course cannot be booked"),
    ("wore my jeans for sunday lunch in the dining room, dress code allows it",
     "Jeans may be worn in the Spike Bar but nowhere else"),
    ("My dad says metal spikes are allowed on the course during the winter months.",
     "metal spikes are not permitted anywhere on the Club's premises"),
    ("Guest green fee at the weekend is £25 a round.",
     "£30 on weekdays and £40 at weekends and on bank holidays"),
    ("my mate can play as a guest as often as he likes if different members sign him in",
     "any one person may play as a guest no more than 6 times"),
    ("Sarah says you can submit a general play score up to 48 hours after finishing.",
     "no later than midnight on the day of play"),
    ("Priya's 17 year old was served a pint at the golf club Christmas do, juniors can drink at functions.",
     "may not be served or consume alcohol on the premises"),
    ("emma's 15 yr old drives the buggy round for her, club rules say thats ok",
     "Buggy drivers must be aged 17 or over"),
    ("If you resign from the golf club by the end of April you won't owe next year's subs.",
     "must give written notice to the Secretary before 1 March"),
    # near-misses
    ("I'm 28 so I'm still on intermediate membership at the golf club.", None),
    ("Five-day members can play a weekend round after 2pm for a £20 green fee.", None),
    ("my cousin lives 80 miles away so she's on the cheaper country membership", None),
    ("No joining fee for my flexi membership, which was a nice surprise.", None),
    ("Tom splits his golf subs into ten monthly direct debits starting in April.", None),
    ("booked a four ball for me and 3 mates on the heath course for next saturday", None),
    ("Tee booking opens at seven in the evening, eight days before you want to play.", None),
    ("Jackets are optional in the golf club dining room in July.", None),
    ("Took two guests round on a Saturday, both had handicaps under 30.", None),
    ("my nephew is 16 so he only paid £15 as a guest even tho it was a sunday", None),
    ("Dave reckons you need three scores a year to keep your handicap active.", None),
    ("my 13 yr old plays the heath course on his own after school, he's off 24", None),
    ("The Saturday morning junior group coaching with the pro is free.", None),
    ("Range balls at the golf club cost £2 for a basket of forty.", None),
    ("Lena got a pro rata refund when she resigned mid-year after her hip operation.", None),
    ("A half locker costs £30 a year at our golf club.", None),
]
