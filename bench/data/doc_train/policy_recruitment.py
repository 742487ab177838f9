"""A UK recruitment agency's terms of engagement for temporary workers; written blind."""
from __future__ import annotations

POLICY = """\
KESTREL STAFFING SOLUTIONS LTD
TERMS OF ENGAGEMENT FOR TEMPORARY WORKERS

Effective from 7 April 2025 for all temporary workers registered with any Kestrel branch

1. Definitions and your status

In these terms, "Kestrel", "we" and "us" mean Kestrel Staffing Solutions Ltd, whose branches are at Pellbury, Ashmoor and \
Greyhaven; a "Client" is any business to which we supply you; an "Assignment" is a period of work that you carry out for a Client \
through us; and "you" means the temporary worker who has registered with us and signed these terms. You are engaged by Kestrel \
under a contract for services and you are not an employee of Kestrel or of any Client, although you have the statutory rights of a \
worker, including the rights to paid holiday, rest breaks and at least the National Minimum Wage. Kestrel is under no obligation to \
offer you any Assignment and you are under no obligation to accept any Assignment offered, and you will not be paid for any period \
during which you are not working on an Assignment.

2. Registration

You must be at least 18 years old to register with Kestrel, except that workers aged 16 or 17 may register for warehouse and \
hospitality Assignments, provided that they do not operate forklift trucks or other powered machinery. Workers under 18 may not \
work night shifts between 10pm and 6am in any circumstances, and they may not work more than 8 hours in any day or 40 hours in any \
week.

At your registration interview you must bring original documents proving your right to work in the United Kingdom, or a share code \
from the Home Office online service, and we cannot accept photocopies or photographs of documents sent by phone or email. You must \
also give us details of 2 referees covering at least the last 3 years, one of whom must be your most recent employer where you have \
had one. Where an Assignment involves working with children or vulnerable adults, you will need an enhanced DBS check, the cost of \
which, currently £49.50, is paid by Kestrel and is never deducted from your pay. We will never charge you a fee for registering with \
us or for finding you work.

3. Accepting and attending Assignments

When you accept an Assignment we will confirm the Client's name and address, your start time, your hourly rate and any protective \
equipment you need by text message or through the Kestrel app. You should arrive at least 10 minutes before your shift is due to \
start and sign in at the site reception, unless the Client has told you to report somewhere else. Assignments may last anything from a single shift to several months, \
and although we will tell you the expected length before you start, it is not guaranteed. If you arrive for a shift that the \
Client has cancelled without telling us, you will be paid for 4 hours at your basic hourly rate, or for the full length of the \
shift if it was due to last less than 4 hours.

If you cannot attend a shift you have accepted, you must telephone your branch at least 2 hours before the shift starts, or by \
10pm the evening before for any shift starting before 8am, and a text message or email will not be accepted as notice. If you fail \
to attend 2 shifts without giving notice in any 3-month period, we may remove you from our register and stop offering you work.

4. Timesheets and pay

You must record the hours you have worked on the Kestrel app and have them approved by the Client's supervisor by 12 noon on Monday \
for the week ending on the previous Sunday. You will be paid weekly on Friday, one week in arrears, by bank transfer into a UK bank \
or building society account, and we do not make payments in cash or by cheque under any circumstances. Timesheets approved after the \
Monday deadline will be paid on the following Friday, and your payslip will be available on the Kestrel app each Thursday before \
payday.

Your hourly rate will never be less than the National Minimum Wage or National Living Wage for your age, which for workers aged 21 \
and over is £12.21 an hour. Hours worked in excess of 45 in any week will be paid at 1.5 times your basic hourly rate, and hours \
worked between 10pm and 6am will attract a night premium of £1.50 an hour on top of your basic rate. You are entitled to an unpaid \
break of at least 30 minutes during any shift lasting more than 6 hours, and to at least 11 hours' rest between the end of one shift \
and the start of the next.

We will only make deductions from your pay that are required by law, such as income tax, National Insurance and student loan \
repayments, or that you have agreed to in writing, and no deduction will ever take your pay below the National Minimum Wage. If you \
are overpaid by mistake, we will tell you within 4 weeks of discovering the error and agree a repayment plan with you, and we will \
not recover more than 10% of your net pay in any single week.

5. Holiday

You are entitled to 5.6 weeks' paid holiday in each holiday year, which runs from 1 January to 31 December, and your holiday \
entitlement builds up at the rate of 12.07% of the hours you actually work. Holiday pay is paid when you take the holiday and is not \
included in your hourly rate. You must request holiday through the Kestrel app giving at least 14 days' notice or twice the length \
of the holiday requested, whichever is longer, and we may refuse a request where the Client cannot cover your absence, provided that \
we tell you within 3 days of your request.

You may carry up to 5 days of untaken holiday into the next holiday year, but those days must be taken by 31 March or they will be \
lost, unless you were unable to take them because of sickness or family leave. When you stop working through Kestrel, any untaken \
holiday will be paid in your final pay.

6. Equal treatment after 12 weeks

Under the Agency Workers Regulations 2010, once you have worked in the same role with the same Client for 12 continuous calendar \
weeks you are entitled to the same basic pay, overtime rates, holiday and working time as if you had been recruited directly by the \
Client. A break between Assignments of 6 weeks or less will not reset the 12-week count, and nor will a break for sickness of up to \
28 weeks. From your first day on any Assignment you are entitled to use the Client's canteen, car park and other shared facilities \
and to be told about any permanent vacancies with the Client.

7. Sickness

If you are sick you must telephone your branch at least 1 hour before your shift is due to start and keep us informed on each day \
of your absence. You may self-certify any period of sickness of up to 7 calendar days, but for any longer period you must provide a \
fit note from a doctor or other healthcare professional. Statutory Sick Pay is paid from the fourth day of sickness, provided that \
your average earnings are at least £125 a week, and Kestrel does not pay any sick pay in addition to Statutory Sick Pay.

8. Conduct, health and safety

You must follow the Client's site rules, including its rules on health and safety, security and dress, and you must report any \
accident or near miss to the Client's supervisor straight away and to your branch within 24 hours. Kestrel will provide high-visibility \
vests and gloves free of charge where they are needed, but you must provide your own safety boots, and we will refund up to £35 of \
their cost once you have worked 80 hours on Assignments that require them.

Personal mobile phones must not be used on any production line or warehouse floor and may only be used in a designated break area. \
Kestrel operates a zero-tolerance policy on drugs and alcohol, and some Clients carry out random testing, so a positive test or a \
refusal to be tested will lead to the immediate end of your Assignment. Before your first Assignment you must complete Kestrel's online health and \
safety induction, which takes about 45 minutes, and you will be paid for 1 hour at your basic hourly rate for completing it once \
you have worked your first shift.

9. Travel and expenses

You are responsible for travelling to and from each Assignment at your own cost, and time spent travelling to the site at the start \
of a shift or home at the end of a shift is not paid. Kestrel runs a minibus from Pellbury bus station to the Greyhaven \
distribution centre on weekdays, which costs £3 a day, and this will only be deducted from your pay if you have agreed in writing \
beforehand. Any other expenses will only be refunded where your branch has agreed them in advance and you submit receipts within \
28 days of spending the money.

10. Ending an Assignment and permanent jobs

Kestrel, the Client or you may end an Assignment at any time without notice, although we ask you to give your branch at least \
1 week's notice where you can, and you will be paid for all the hours you have worked up to the end of the Assignment. If a Client \
wishes to employ you permanently, you are free to accept, we will not charge you any fee or make any deduction from your pay, and \
nothing in these terms prevents you from working directly for the Client, although the Client may have to pay Kestrel a transfer \
fee under its own agreement with us.

11. Your personal information

We will use your personal information to find you work, to pay you and to meet our legal obligations, and we will keep your records \
for 2 years after your last Assignment, or for 6 years where the law requires, such as for payroll records. You may ask for a copy of \
the personal information we hold about you free of charge, and we will provide it within one month of your request.

If you are aged at least 22 and under State Pension age and you earn more than £10,000 a year through Kestrel, we will enrol you \
in our workplace pension scheme once you have worked for us for 3 months, and we will contribute 3% of your qualifying earnings \
while you contribute 5%. You may opt out within 1 month of being enrolled and receive a full refund of anything you have paid in.

12. Complaints

If you have a complaint about Kestrel or about an Assignment, you should raise it first with your branch manager, who will give you \
a written response within 5 working days. If you remain unhappy, you may write to the Operations Director at our head office, \
9 Cooper's Lane, Pellbury, PE7 3DX, who will send you a final written decision within 20 working days. You may also contact the \
Employment Agency Standards Inspectorate or ACAS for free, independent advice at any time.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Kestrel lets 16-year-olds do night shifts at the warehouse.",
     "may not work night shifts between 10pm and 6am in any circumstances"),
    ("just sent kestrel a photo of my passport for the right to work check, they said thats fine",
     "we cannot accept photocopies or photographs of documents"),
    ("My cousin had to pay for her own DBS check to get care shifts through Kestrel.",
     "is paid by Kestrel and is never deducted from your pay"),
    ("If you can't make a Kestrel shift, a quick text to the branch is enough.",
     "a text message or email will not be accepted as notice"),
    ("kestrel timesheets r due on the app by tues lunchtime",
     "approved by the Client's supervisor by 12 noon on Monday"),
    ("Kestrel pays its temps every other Friday.",
     "You will be paid weekly on Friday, one week in arrears"),
    ("Amir gets paid cash in hand by Kestrel on a Friday.",
     "we do not make payments in cash or by cheque"),
    ("ngl overtime thru kestrel is double time once u go past 45 hrs",
     "will be paid at 1.5 times your basic hourly rate"),
    ("Night shifts through Kestrel pay an extra £2 an hour.",
     "will attract a night premium of £1.50 an hour"),
    ("My flatmate says Kestrel temps only get 4 weeks' paid holiday a year.",
     "You are entitled to 5.6 weeks' paid holiday in each holiday year"),
    ("Priya can carry 10 days of unused holiday over into next year.",
     "You may carry up to 5 days of untaken holiday"),
    ("equal pay with the client's own staff kicks in after 6 wks in the same role",
     "for 12 continuous calendar weeks"),
    ("With Kestrel you need a doctor's note from your third day off sick.",
     "You may self-certify any period of sickness of up to 7 calendar days"),
    ("kestrel hands out free safety boots to everyone on day one",
     "but you must provide your own safety boots"),
    ("Lewis keeps his phone out on the packing line and the supervisor's fine with it.",
     "must not be used on any production line or warehouse floor"),
    ("My brother got charged a fee by Kestrel when the client took him on permanently.",
     "we will not charge you any fee or make any deduction from your pay"),
    # near-misses
    ("My 17-year-old does daytime warehouse shifts through Kestrel.", None),
    ("Took my actual passport into the Kestrel branch for the right to work check.", None),
    ("didnt pay a penny to sign up with kestrel", None),
    ("Rang the branch at 9am to say I couldn't make my 2pm shift.", None),
    ("turned down a kestrel assignment last wk, no problem at all", None),
    ("Zoe's timesheet was approved late so she got paid the Friday after.", None),
    ("Worked 44 hours last week through Kestrel, all at my normal rate.", None),
    ("got time and a half for everything over 45 hrs last week", None),
    ("Booked 3 days' holiday through the Kestrel app three weeks ahead.", None),
    ("Jo's been with the same client for 10 weeks, so no equal pay yet.", None),
    ("off sick 5 days, self-certified, no doctors note needed", None),
    ("Kestrel gave me a hi-vis and gloves for free and refunded £30 on my boots after 80 hours.", None),
    ("Marek pays £3 a day for the Kestrel minibus to Greyhaven, agreed in writing.", None),
    ("The client hired Sam permanently and Kestrel didn't charge him anything.", None),
    ("my complaint to the branch manager got a written reply in 4 working days", None),
    ("Kestrel asked me for a week's notice before I finished, but it wasn't compulsory.", None),
]
