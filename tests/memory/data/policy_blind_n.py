"""Forge Fitness gym chain membership terms and conditions; written blind."""
from __future__ import annotations

POLICY = """\
FORGE FITNESS LIMITED
MEMBERSHIP TERMS AND CONDITIONS

Version 7.2, effective from 1 March 2025 and applying to all Forge Fitness clubs: Canal Wharf, Mill Street and \
Ridgeway Retail Park

1. Introduction

These terms set out the agreement between you and Forge Fitness Limited ("Forge", "we", "us"), a company registered \
in England and Wales whose head office is at Unit 4, Tannery Yard, Brackley Road, and they apply to every membership \
bought online, in a club or over the telephone, together with the Club Rules displayed at reception in each club and \
published on our website and in the Forge app. Where there is any conflict between these terms and anything said to \
you by a member of staff, these terms will prevail unless the change has been confirmed to you in writing by our \
Membership Services team.

You must be at least 16 years old to take out a membership in your own name, and members under 18 must have a parent \
or guardian sign the membership form on their behalf, as explained in section 8. Before using the gym floor for the \
first time, every new member must complete a health questionnaire and attend a free 45-minute induction with a \
member of our fitness team, except where the member has held a Forge membership within the previous twelve months.

2. Membership Types and Prices

We offer the following memberships, all of which are payable monthly by direct debit unless stated otherwise. A \
Standard membership costs £34.99 per month and gives access to one home club of your choice at any time that club is \
open, together with unlimited group exercise classes at that club. A Forge Anywhere membership costs £44.99 per \
month and gives access to all three clubs at any time they are open, unlimited classes at every club and priority \
booking as described in section 7. An Off-Peak membership costs £24.99 per month and gives access to your home club \
only between 9:30am and 4pm on weekdays and between 2pm and closing time at weekends, with classes limited to those \
starting within those hours. A Student membership, available to full-time students who show a valid student card \
when joining and again each September, costs £27.99 per month and otherwise carries the same benefits as a Standard \
membership.

Each monthly membership is available either on our Flex terms, which have no minimum period, or on our Commit 12 \
terms, which carry a minimum period of twelve months in return for a discount of £5 off the monthly price. \
Alternatively, you may pay for a Standard membership annually in advance, at a cost of £379 for twelve months, or \
for a Forge Anywhere membership at a cost of £489, and annual memberships are not refundable except as required by \
law or as set out in section 12.

We may change our prices by giving you at least 30 days' notice by email, but we will not increase the price of a \
Commit 12 membership during its minimum period, and no price increase will take effect more than once in any \
twelve-month period.

If a direct debit payment fails, we will try to collect it again seven days later, and if the second attempt also \
fails your access to the clubs will be suspended until the arrears are cleared, together with a failed payment \
charge of £10 for each failed attempt, which we consider a reasonable estimate of our bank and administration costs.

3. Joining Fee

A one-off joining fee of £20 is payable when you join on a monthly membership, in addition to your first pro-rata \
payment, which covers the period from your joining date to the end of that calendar month. The joining fee is not \
payable on annual memberships or on re-joining within 60 days of a previous Forge membership ending, and we may \
waive it during promotional periods advertised on our website. Outside the statutory cancellation period described \
in section 5, the joining fee is not refundable in any circumstances, including where you cancel during your first \
month.

4. Freezing Your Membership

If you are unable to use the club for a period, you may freeze a monthly membership for a minimum of one month and a \
maximum of three months in any rolling twelve-month period, at a charge of £5 per month of freeze, which is taken on \
your usual payment date. Requests must be made through the Forge app or at reception at least five working days \
before your next payment date, and freezes cannot be backdated.

Where you cannot exercise because of injury, illness or pregnancy, you may freeze your membership free of charge for \
up to six months provided that you give us a letter or fit note from a doctor, midwife or physiotherapist, and a \
medical freeze does not count towards the three-month limit. Annual memberships cannot be frozen except on medical \
grounds, and during any freeze the minimum period of a Commit 12 membership is extended by the length of the freeze.

5. Cancelling Your Membership

You may cancel a Flex membership at any time by giving us one full calendar month's notice, which means that if you \
give notice on 10 May your membership will end on 30 June and your last payment will be taken on 1 June. Commit 12 \
memberships may be cancelled on the same notice once the minimum period has ended, but if you wish to leave before \
the end of the minimum period you must pay the remaining monthly payments in full, unless you move permanently to an \
address more than 20 miles from your nearest Forge club or are unable to exercise for the rest of the minimum period \
for medical reasons, in which case we will release you on one month's notice.

Notice of cancellation must be given through the Forge app, by email to membership@forgefitness.co.uk or in writing \
to our head office, and we cannot accept cancellation by telephone or by speaking to staff at reception. Cancelling \
your direct debit with your bank does not cancel your membership, and any unpaid amounts may be passed to our \
collection agency together with an administration charge of £15. If you joined online, you also have a statutory \
right to cancel within 14 days of the date of your agreement, in which case we will refund any payments you have \
made other than a proportionate amount for any days on which you have used the club.

6. Opening Hours

Canal Wharf is open 24 hours a day from 6am on Monday until 10pm on Friday, and from 7am to 8pm on Saturdays and \
Sundays, although the club is staffed only between 6am and 10pm on weekdays and members using it outside staffed \
hours do so by scanning their membership QR code at the entrance. Mill Street is open from 6am to 10pm Monday to \
Friday and from 8am to 6pm at weekends, and Ridgeway Retail Park is open from 6:30am to 9pm Monday to Friday and \
from 8am to 4pm on Saturdays and Sundays.

All three clubs close at 4pm on Christmas Eve and on New Year's Eve, are closed all day on Christmas Day, and open \
from 10am to 4pm on Boxing Day and New Year's Day, while on other bank holidays they open from 8am to 6pm. We may \
close all or part of a club for maintenance for no more than seven days in any year, and we will give you at least \
two weeks' notice of any planned closure by email and on the club noticeboard. Members may use another Forge club \
free of charge while their home club is closed for planned work.

7. Classes and Booking

All group exercise classes must be booked through the Forge app, and bookings open at 7am seven days before the \
class, except that Forge Anywhere members may book from 7am eight days before. Spin classes run only at Canal Wharf \
and Mill Street, and reformer Pilates, which carries an additional charge of £6 per session for all members, is \
available only at Ridgeway Retail Park. Class sizes are limited according to the size of each studio, with no more \
than 24 bikes in the Canal Wharf spin studio, no more than 18 at Mill Street and no more than eight reformer beds at \
Ridgeway, and when a class is full you may join the waiting list, in which case you will be booked automatically if \
a place becomes free up to one hour before the class and notified through the app.

If you cannot attend a class you must cancel your booking at least two hours before it starts so that your place can \
be offered to someone on the waiting list. Members who fail to attend or cancel late three times within any 30-day \
period will be prevented from booking classes for the following seven days, although the block may be lifted by the \
club manager if there was a good reason for the missed classes. For your safety, you will not be allowed to join a \
class more than five minutes after its start time, and your place may be released to the waiting list if you have \
not checked in by the time the class begins.

8. Members and Visitors Under 18

Young people aged 16 and 17 may hold a membership and use the club on their own once they have completed an \
induction, provided that a parent or guardian has signed the membership form and the consent section of the health \
questionnaire. Young people aged 14 and 15 may use the gym floor only as a guest of, or on the membership of, a \
parent or guardian who is a Forge member and who stays with them throughout the visit, and they may not use free \
weights or the functional training zone at any time. Children under 14 are not permitted in the clubs except for the \
Junior Movers classes for ages 8 to 13 held at Ridgeway Retail Park on Saturday mornings, and no one under 18 may \
use the sauna or steam room at Canal Wharf. Parents and guardians remain responsible for the behaviour of any child \
they bring into a club, and our staff may ask any young person to show proof of age before allowing them onto the \
gym floor.

9. Guest Passes

Forge Anywhere members receive four guest passes each calendar month and Standard and Student members receive two, \
while Off-Peak members do not receive guest passes. Guest passes are issued through the app, cannot be carried over \
into the next month, and cannot be sold or exchanged for cash. Each guest must be at least 16 years old, must be \
accompanied by the member who invited them throughout the visit, must show photographic identification at reception \
and must complete a short health questionnaire, and the same person may visit as a guest no more than twice in any \
calendar month. Guests may attend classes only where spaces remain available two hours before the class starts.

10. Towels, Lockers and Belongings

Towels are not provided, except that Forge Anywhere members may collect one complimentary towel per visit at Canal \
Wharf, and towels may be hired at any club for £1.50. Day lockers are available in every changing room and must be \
secured with your own padlock, and any locker still locked after closing time, or after midnight at Canal Wharf on \
weekdays, will be opened and its contents removed to lost property. Lockers for longer-term use may be rented at \
Mill Street only for £10 per month, subject to availability.

Lost property is kept at reception for 14 days, after which it will be donated to charity or disposed of, except \
that bank cards and identity documents will be handed to the police. We are not responsible for the loss of or \
damage to any personal belongings brought into the club, whether or not they are kept in a locker, except where the \
loss is caused by our negligence.

11. Personal Training

Personal trainers who work in our clubs are self-employed professionals who rent space from us and are registered \
with Forge, and only Forge-registered trainers may provide instruction to others for payment on our premises. Every \
registered trainer must hold a Level 3 personal training qualification, a current first aid certificate and public \
liability insurance of at least £5 million, and a list of the trainers working at each club, with their specialisms \
and contact details, is displayed on the noticeboard by reception and in the app. Members must not bring an external \
trainer or coach into the club, whether or not that trainer is also a Forge member, and any member who is found to \
be coaching others for payment will have their membership suspended.

Personal training sessions are arranged and paid for directly with the trainer, who sets their own prices and \
cancellation terms, and Forge is not responsible for the content or quality of any session. Every new member is \
entitled to one complimentary 30-minute session with a personal trainer within the first month of joining, which can \
be booked at reception, in addition to the induction described in section 1.

12. Conduct and Changes to These Terms

You must follow the Club Rules at all times, and the club manager may suspend or end the membership of anyone whose \
behaviour puts others at risk, in which case any annual fee will be refunded pro rata less an administration charge \
of £25. We may update these terms from time to time and will give you at least 30 days' notice by email of any \
change that significantly affects you, and you may cancel your membership without the usual notice period, other \
than during the minimum period of a Commit 12 membership, if you do not accept the change.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("You can freeze a normal monthly membership for up to four months a year.",
     "a maximum of three months in any rolling twelve-month period"),
    ("Ridgeway opens for a few hours on Christmas Day.",
     "are closed all day on Christmas Day"),
    ("Forge classes can be cancelled up to half an hour beforehand with no penalty.",
     "cancel your booking at least two hours before it starts"),
    ("The same friend can come in on a guest pass up to four times a month.",
     "the same person may visit as a guest no more than twice in any calendar month"),
    ("paid a 30 quid joining fee at mill st, bit steep tbh",
     "A one-off joining fee of £20 is payable"),
    ("just ring forge up if u want to cancel, took me 2 mins on the phone",
     "we cannot accept cancellation by telephone"),
    ("mill st is open til 8pm on sundays btw",
     "from 8am to 6pm at weekends"),
    ("missed 3 spin classes this month and now im blocked from booking for a fortnight?? harsh",
     "prevented from booking classes for the following seven days"),
    ("Dan's off-peak membership gets him in from 8am on weekdays.",
     "only between 9:30am and 4pm on weekdays"),
    ("Raj was let out of his Commit 12 contract early on a month's notice because his new flat is fifteen miles from the nearest Forge club.",
     "more than 20 miles from your nearest Forge club"),
    ("Ella's fifteen-year-old uses the free weights alongside her at Mill Street.",
     "they may not use free weights or the functional training zone at any time"),
    ("Ben rents a locker by the month at Ridgeway.",
     "may be rented at Mill Street only for £10 per month"),
    # near-misses
    ("Students have to show their student card again every September to keep the cheaper rate.", None),
    ("Sophie's 16 and goes to the gym on her own now she's done the induction; her mum signed the forms.", None),
    ("gave notice mid may, last payment came out 1st june and it ran till end of june. as expected i guess", None),
    ("A medical freeze with a doctor's note doesn't cost anything.", None),
    ("Tom's nephew, who's ten, goes to the Saturday morning kids' class at Ridgeway.", None),
    ("ridgeway shuts at 4 on saturdays fyi", None),
    ("Reformer Pilates costs extra, even for Forge Anywhere members.", None),
    ("Nadia brought her sister along twice in March using the passes that come with her Standard membership.", None),
    ("hired a towel at mill st for one fifty, forgot mine again ugh", None),
    ("Canal Wharf has nobody on the desk overnight during the week.", None),
    ("Jake re-joined a month after his old membership ended and didn't have to pay a joining fee.", None),
    ("forge anywhere lets u book classes 8 days ahead instead of 7, nice perk", None),
]
