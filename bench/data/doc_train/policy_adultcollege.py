"""An adult education college's enrolment and fees policy; written blind."""
from __future__ import annotations

POLICY = """\
MILLBECK ADULT EDUCATION COLLEGE
ENROLMENT AND FEES POLICY 2025/26

Effective from 1 August 2025 and reviewed annually by the Board of Governors

1. Scope and definitions

This policy applies to all part-time and full-time courses delivered by Millbeck Adult Education College at the Millbeck \
Centre, the Ashgrove Library Learning Hub and the Wenlow Green Community Centre, and to courses delivered online, other \
than bespoke courses commissioned by employers, which are covered by individual contracts. In this policy, "the College" \
means Millbeck Adult Education College, "Learner" means any person enrolled on a College course, "Accredited Course" means \
a course leading to a qualification regulated by Ofqual, and "Community Learning Course" means a non-accredited course run \
for leisure, wellbeing or personal development, such as languages, crafts, cookery or photography. The College year runs \
from 1 August to 31 July and is divided into three terms, each of which normally contains 10 or 11 teaching weeks.

2. Who may enrol

Courses are open to adults aged 19 or over on 31 August of the academic year in which the course starts, and learners aged \
16 to 18 may enrol on Accredited Courses only, provided that they are not on the roll of a school or sixth-form college \
and that a parent or carer countersigns the enrolment form. Children under 16 may not attend any class, including as \
visitors, except for the Family Learning programme described in section 7, where children aged 5 to 11 attend with an \
adult. Learners must be resident in the United Kingdom, and learners who have lived in the UK for less than 3 years may be \
asked for evidence of their immigration status before their fee is calculated.

Every learner enrolling on an Accredited Course must complete an initial assessment in English and maths at least 7 days \
before the course starts, unless they already hold a GCSE in both subjects at grade 4 or above, and the College may advise \
a learner to take a course at a different level where the assessment shows that this would be more suitable.

3. How to enrol

Learners can enrol online through the College website at any time, by telephone on weekdays between 9am and 4pm, or in \
person at the Millbeck Centre reception, which is open for enrolments from 9am to 7pm on Mondays to Thursdays and from 9am \
to 1pm on Fridays. The Ashgrove and Wenlow Green venues do not take enrolments, although staff there can help learners to \
use the online system. Enrolment is only complete once the full fee has been paid or a fee remission or instalment plan has \
been approved in accordance with sections 5 and 6, and a place cannot be held for more than 48 hours without payment.

Enrolment for autumn term courses opens on the first Monday in June, and enrolment for any course normally closes 3 working \
days before its first session, unless the course tutor agrees to accept a late enrolment up to and including the second \
session. Learners who have not attended a course before may attend one free taster session on any Community Learning \
Course with spaces, but taster sessions are not offered on Accredited Courses or on courses lasting fewer than 5 sessions.

4. Course fees

Fees for Community Learning Courses are charged at £6.20 per guided learning hour, so that a typical 10-week course of 2 \
hours per week costs £124, and fees for Accredited Courses are shown on the course page and range from £95 to £1,450. The \
fee for each course covers tuition, the use of College equipment in class and handouts, but does not include the cost of \
ingredients for cookery courses, materials for art and craft courses, or external examination fees, which are charged in \
accordance with section 7. Learners enrolling on a second Community Learning Course in the same term receive a multi-course \
discount of 10% on the lower of the two fees, and this discount cannot be applied to Accredited Courses.

Learners who were aged 60 or over on 31 August 2025 are entitled to a concessionary rate of 20% off the fee for any \
Community Learning Course, except for courses held on Saturdays, which are charged at the full rate. Online courses are \
charged at the same hourly rate as classroom courses, and learners on online courses must provide their own computer and \
internet connection, since the College does not lend laptops for use at home.

5. Fee remission and concessions

Learners aged 19 to 23 enrolling on their first full Level 2 or Level 3 qualification, and learners of any age enrolling on \
English, maths or digital skills courses up to Level 2, are not charged any tuition fee, although a registration fee of £15 \
is still payable. Learners who receive Universal Credit, Jobseeker's Allowance or Employment and Support Allowance and whose \
take-home pay is less than £25,000 a year are entitled to full fee remission on Accredited Courses and a reduction of 50% on \
Community Learning Courses. Evidence of benefit must be dated within the last 3 months and must be shown at the time of \
enrolment, and a learner who cannot produce evidence will be charged the full fee, which will be refunded if evidence is \
provided within 14 days.

Learners aged 24 or over who are studying an Accredited Course at Level 3 or above and who are not eligible for fee \
remission may apply for an Advanced Learner Loan of at least £300, in which case the College will not ask the learner for \
any payment until the loan has been approved by Student Finance England. Carers, care leavers under 25 and learners with an \
Education, Health and Care Plan may apply to the Learner Support Fund for help with course costs, travel and childcare, and \
applications are assessed by the Learner Support Panel, which meets every Wednesday during term time.

6. Paying fees

Fees can be paid online by debit or credit card, by card over the telephone, or at the Millbeck Centre reception by card or \
cash, although payments of more than £200 in cash will not be accepted. Fees of £150 or more may be paid in up to three \
monthly instalments by Direct Debit, with the first instalment taken at enrolment, provided that the final instalment is \
paid before the course reaches its halfway point. An administration charge of £10 is added to every instalment plan, \
except where the learner is in receipt of one of the benefits listed in section 5.

If an instalment is missed, the College will write to the learner and allow 10 days for payment, after which the learner \
may be withdrawn from the course and will not be allowed to enrol on any further course until the debt is cleared. \
Certificates for Accredited Courses will not be released to learners who owe fees to the College, and outstanding debts of \
more than £100 may be referred to a debt recovery agency after 60 days.

7. Materials, examination and other charges

Materials fees for art, craft and cookery courses are collected by the tutor in the first session and must not exceed £40 \
per term, and learners who wish to bring their own materials may do so and will not then be charged. External examination \
fees are included in the fee for Accredited Courses for a learner's first attempt, while a resit is charged at the exam \
board's published rate plus a College handling charge of £18. Learners who need a replacement certificate must order it \
through the Exams Office, and the College charges £35 for each replacement certificate, which normally takes 6 to 8 weeks \
to arrive.

Family Learning courses, in which children aged 5 to 11 learn alongside a parent or carer at primary schools and at the \
Wenlow Green Community Centre, are free of charge to families, and no materials fee is payable. Parking at the Millbeck \
Centre costs £2.50 per day for learners, and there is no charge for learners who hold a Blue Badge, who may use the six \
accessible spaces next to the main entrance.

8. Course changes and cancellations by the College

The College needs a minimum of 8 enrolled learners for a Community Learning Course and 10 for an Accredited Course to run, \
and it will decide whether a course is going ahead at least 5 working days before the first session. Where the College \
cancels a course, learners will be offered a transfer to another course or a full refund, including any materials fee \
already paid, and the refund will be made within 14 days of the cancellation. The College may change the tutor, the room \
or the venue of a course without notice, but will give at least 7 days' notice of any change to the day or time of a \
course, and a learner who cannot attend following such a change may withdraw with a full refund.

Classes that are cancelled because of tutor illness or bad weather will be rearranged wherever possible, normally by adding \
an extra session at the end of the course, and where a session cannot be rearranged the College will refund the cost of \
that session, provided that more than one session in the same course has been lost.

9. Transfers, withdrawals and refunds

A learner may transfer to another course on one occasion in each academic year without charge, provided that the request \
is made before the third session of the original course and that there is space on the new course, and any difference in \
fee is payable or refundable at the time of transfer. A learner who withdraws from a course before the first session will \
receive a full refund less an administration fee of £15, and a learner who withdraws after the first session but before the \
second session will receive a refund of 50% of the tuition fee. No refund will be given for withdrawals on or after the \
second session, unless the learner has a serious illness or bereavement supported by written evidence, in which case a pro \
rata refund for the sessions remaining may be made at the discretion of the Head of Adult Learning.

All requests for refunds must be made in writing to the Finance Office at the Millbeck Centre, by email or by post, and \
refunds will be made to the card or account used for payment within 28 days, except for cash payments, which are refunded \
by bank transfer. Registration fees, materials fees already spent and fees paid through an Advanced Learner Loan are not \
refundable by the College, and refunds to learners who received fee remission are limited to the registration fee.

10. Attendance and conduct

Learners on Accredited Courses are expected to attend at least 85% of sessions, and a learner whose attendance falls below \
70% without a good reason may be withdrawn from the course without a refund after a written warning. Learners must not \
bring any person who is not enrolled on the course into the classroom, including partners and children, unless they are a \
support worker named on the learner's support plan. Assistance dogs are welcome at all College venues, but other animals \
are not permitted in any College building.

11. Complaints

A learner who is unhappy with a fee decision should raise it first with the Finance Office, which will reply within 5 \
working days, and if the learner remains dissatisfied they may make a formal complaint to the Vice Principal within 30 days \
of that reply. The Vice Principal will investigate and respond in writing within 20 working days, and learners on \
Accredited Courses who remain dissatisfied may then refer their complaint to the Education and Skills Funding Agency.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("My 17-year-old is still at sixth-form college but can enrol on a Millbeck accredited course if I sign the form.",
     "provided that they are not on the roll of a school or sixth-form college"),
    ("I phoned Millbeck at 6pm on a Tuesday to enrol and they took my booking.",
     "by telephone on weekdays between 9am and 4pm"),
    ("signed up for spanish at the Wenlow Green centre desk last wk, easy",
     "The Ashgrove and Wenlow Green venues do not take enrolments"),
    ("Millbeck will hold my place on the course for a week while I sort the money.",
     "a place cannot be held for more than 48 hours without payment"),
    ("Did a free taster session on an accredited bookkeeping qualification at Millbeck before signing up.",
     "taster sessions are not offered on Accredited Courses"),
    ("community courses at millbeck are like £8 an hour now, pricey",
     "are charged at £6.20 per guided learning hour"),
    ("Gran gets her 20% pensioner discount on the Saturday watercolour class too.",
     "except for courses held on Saturdays, which are charged at the full rate"),
    ("Millbeck lent me a laptop to take home for my online bookkeeping course.",
     "the College does not lend laptops for use at home"),
    ("Dev's 21, doing his first level 3 course fee-free, and didn't pay a single penny.",
     "although a registration fee of £15"),
    ("on universal credit so my millbeck cookery class is totally free, no fee at all",
     "a reduction of 50% on Community Learning Courses"),
    ("Paid my whole £300 course fee in cash at Millbeck reception, no questions asked.",
     "payments of more than £200 in cash will not be accepted"),
    ("u can spread millbeck fees over 6 months by direct debit apparently",
     "may be paid in up to three monthly instalments by Direct Debit"),
    ("Marcus's art tutor collects a £60 materials fee each term.",
     "must not exceed £40 per term"),
    ("A replacement certificate from Millbeck costs £20, my friend Sue said.",
     "the College charges £35 for each replacement certificate"),
    ("Millbeck needs at least 12 sign-ups before a community course can run.",
     "a minimum of 8 enrolled learners for a Community Learning Course"),
    ("Rhona dropped out after her first class and Millbeck gave her everything back bar £15.",
     "will receive a refund of 50% of the tuition fee"),
    # near-misses
    ("My 17-year-old left school and is doing a level 2 qualification at Millbeck, which I countersigned.", None),
    ("Enrolled in person at the Millbeck Centre at half six on a Wednesday evening.", None),
    ("the wenlow green staff helped me enrol online on their computer, v helpful", None),
    ("Did a free taster of the Millbeck photography class before paying for it.", None),
    ("My ten-week Millbeck Italian course at two hours a week cost £124.", None),
    ("Gran, who's 72, gets 20% off her Tuesday watercolour class at Millbeck.", None),
    ("Dev paid a £15 registration fee but no tuition for his first level 3 course at 21.", None),
    ("Got half off my millbeck cookery class cos im on universal credit", None),
    ("Paid £150 cash at Millbeck reception and the rest by card.", None),
    ("Marcus brings his own paints so his art tutor doesn't charge him a materials fee.", None),
    ("The Family Learning sessions at Wenlow Green with my 7-year-old are free.", None),
    ("Parking at the Millbeck Centre is free for me because I've got a Blue Badge.", None),
    ("Rhona withdrew before the first class and got her money back minus a £15 fee.", None),
    ("millbeck cancelled my course so they refunded the lot incl materials", None),
    ("My guide dog comes with me to my Millbeck class and nobody minds.", None),
    ("Millbeck's finance office replied to my fee query in three working days.", None),
]
