"""A language school's course enrolment terms and conditions; written blind."""
from __future__ import annotations

POLICY = """\
LANTERN HOUSE LANGUAGE SCHOOL LTD
COURSE ENROLMENT TERMS AND CONDITIONS

Effective from 1 September 2025 for all courses starting on or after that date.

1. Definitions and scope

In these terms, "the School" means Lantern House Language School Ltd, 22 Gossamer Street, Wrenfield WF2 9LR, "Student" \
means the person named on the enrolment form, "Course" means any group course, one-to-one tuition or examination \
preparation course run by the School, and "Course Fee" means the tuition fee only, excluding the registration fee, \
examination fees, accommodation and transfers. A "Week" means a teaching week running from Monday to Friday. These terms \
apply to all enrolments, whether made directly or through an education agent, and where an agent's own terms conflict \
with them, these terms will prevail.

2. Eligibility and enrolment

Adult courses are open to Students aged 16 or over on the first day of the Course, and Junior courses are open to \
Students aged 11 to 15, as described in section 9. Students aged 16 or 17 may join adult classes only if a parent or \
legal guardian signs the under-18 consent form and names an emergency contact who lives in the United Kingdom.

Students may enrol using the online form, by email or in person at reception, and a place is confirmed only when the \
School has received the registration fee of £75 together with a deposit of 30% of the Course Fee. The balance must be \
paid no later than 4 weeks before the Course start date, and enrolments made less than 4 weeks before the start date must \
be paid in full at the time of booking.

Every new Student must complete the online placement test before arrival and attend a 15-minute speaking interview, which \
takes place from 8.30am on their first Monday, and the School may move a Student to a different level at any time during \
their first two weeks if their teacher considers that the original placement was wrong.

3. Courses and timetable

General English consists of 15 hours of tuition per Week, taught from 9.00am to 12.15pm Monday to Friday with a \
15-minute break, and Intensive English adds six hours of afternoon lessons, from 1.30pm to 3.00pm Monday to Thursday, \
making 21 hours in total. Group classes have a maximum of 12 Students and an average of 9, except that examination \
preparation classes are limited to 10 Students, and one-to-one lessons may be booked in lengths of 45 or 60 minutes.

Evening courses run for 10 weeks on Tuesday and Thursday evenings from 6.30pm to 8.30pm, and a course will go ahead only \
if at least 5 Students have enrolled one week before the start date; if it does not go ahead, the Course Fee will be \
refunded in full.

No lessons take place on UK bank holidays, and group lessons falling on a bank holiday are not made up or refunded, \
other than one-to-one lessons, which will be rescheduled to another day in the same or the following Week. The School \
is closed for two weeks over Christmas, from 20 December 2025 to 4 January 2026, and these weeks are not counted as part \
of any Course.

4. Fees and what is included

The Course Fee for General English is £260 per Week for courses of 1 to 3 Weeks, £235 per Week for courses of 4 to 11 \
Weeks and £210 per Week for courses of 12 Weeks or more, while Intensive English costs £340 per Week for any length of \
Course. One-to-one lessons cost £55 for 60 minutes and £45 for 45 minutes, and a block of 10 lessons booked and paid for \
in advance attracts a discount of 10%.

The registration fee of £75 is non-refundable and is payable once in any 12-month period, however many Courses the \
Student takes. The coursebook is included in the Course Fee for courses of 4 Weeks or more, and Students on shorter \
courses may either buy the book for £30 or borrow a copy from the School library against a refundable deposit of £20.

The Course Fee includes Wi-Fi throughout the building, a progress test every Friday, a monthly tutorial with the \
Student's class teacher and one organised social activity each Week, although entry charges and travel costs for \
activities are paid by the Student. An end-of-course certificate is issued only to Students whose attendance has been \
at least 80%.

5. Payment

Fees may be paid by bank transfer, by debit or credit card, or through the School's approved international payment \
provider, and the School does not accept cash payments of more than £500 or payment in any currency other than pounds \
sterling. Students paying from abroad must pay all bank charges, and any shortfall caused by bank charges or exchange \
rates must be paid on the first day of the Course.

Students enrolling on a Course of 24 Weeks or more may pay the balance in three equal instalments, the first due 4 \
weeks before the start date and the others after 8 and 16 Weeks of study. If any payment is not received by its due \
date, the School may send a reminder and, if the payment is still outstanding 7 days later, suspend the Student from \
classes until it is paid.

6. Cancellation by the Student

A Student who wishes to cancel must do so in writing by email to admissions@lanternhouse.ac.uk, and the date of \
cancellation is the date on which the email is received by the School. If the Student cancels more than 28 days before \
the start date, the School will refund all fees paid except the registration fee; if the Student cancels between 28 and \
8 days before the start date, the deposit will be retained and the balance refunded; and if the Student cancels 7 days or \
less before the start date, or does not arrive, no refund will be given.

Students who enrol online or by telephone have a statutory cooling-off period of 14 days from the date of booking, \
during which they may cancel for a full refund, including the registration fee, unless the Course starts within that \
period at the Student's own request. Where a Student is refused a visa, the School will refund all fees paid less an \
administration charge of £150, provided that a copy of the refusal letter is sent to the School within 7 days of its \
receipt and the School's letter of acceptance has not been used to enter the United Kingdom.

7. Changes, absence and leaving early

A Student may postpone their start date once free of charge, provided that they give at least 14 days' notice, and any \
further postponement costs £50. Once a Course has started, no refund is given for missed lessons or for leaving early, \
except where a Student must stop studying for medical reasons and provides a doctor's note, in which case the unused \
Weeks will be credited for use within 12 months and will not be refunded in cash.

Students booked on a Course of 12 Weeks or more may take one Week of holiday for every 12 Weeks booked, provided that \
they request it from the Director of Studies at least 2 weeks in advance, and their Course end date will be extended at \
no extra cost. A Student may move from General English to Intensive English at any time by paying the difference in \
fees, but a Student who moves from Intensive English to General English will not receive any refund of the difference.

8. Attendance and conduct

Students are expected to attend every lesson, and a Student whose attendance falls below 80% in any 4-week period will \
receive a written warning, while a Student whose attendance falls below 70% may be withdrawn from the Course without a \
refund. A Student who arrives more than 15 minutes after the start of a lesson will be marked absent for that lesson, \
although they may still join the class.

Mobile phones must be switched to silent in classrooms and may be used only when the teacher allows it, and Students \
are asked to speak English at all times in classrooms and in the student lounge. Smoking and vaping are not permitted \
anywhere on the School premises, including the courtyard and the front steps, and a Student who is excluded for serious \
misconduct, such as violence, harassment or damage to property, will not receive any refund.

9. Junior courses and supervision

Junior courses for Students aged 11 to 15 run during July and August only, from 9.00am to 4.30pm Monday to Friday, and \
include lunch in the School canteen and a supervised afternoon activity each day. Junior Students are supervised at a \
ratio of at least one member of staff to every 10 Students, and must not leave the premises during the school day, \
including at lunchtime.

Non-residential Junior Students must be collected at 4.30pm by an adult named on the enrolment form, unless a parent has \
given written permission for the Student to travel home alone, which the School will accept only for Students aged 14 \
or 15. Junior Students aged 14 or 15 may also go into the town centre in groups of three or more on Saturday afternoons, \
provided that a parent has given written permission and that they are back at the School by 6pm.

10. Accommodation

Homestay accommodation is arranged with host families living within 40 minutes of the School by public transport, and \
costs £190 per Week for a single room, including breakfast and an evening meal on weekdays and all meals at weekends. \
Rooms in the Gossamer Street residence cost £260 per Week on a self-catering basis, and are available only to Students \
aged 18 or over. An accommodation placement fee of £60 is charged for every booking, arrivals must be on a Sunday and \
departures on a Saturday, and any extra night costs £35.

To cancel accommodation, a Student must give the School at least 4 weeks' notice, and if less notice is given, 2 \
Weeks' accommodation fees will be charged. Students in homestay must tell their host family if they will not be home \
for the evening meal and must not bring guests into the home overnight.

11. Examinations, certificates and complaints

Examination fees are not included in the Course Fee and must be paid to the School at least 8 weeks before the \
examination date, and examination fees cannot be refunded once the School has registered the Student with the exam \
board. Replacement certificates cost £15 each and are posted within 10 working days of the request.

A Student who is unhappy with any aspect of their Course should first speak to their teacher, and if the matter is not \
resolved, should write to the Director of Studies, Mr Tobias Renwick, within 14 days. The School will respond in writing \
within 10 working days, and a Student who remains dissatisfied may refer the complaint to the School's accreditation \
body.

12. Personal data

The School keeps Students' enrolment details, attendance records and test results for six years after the end of their \
Course, in accordance with its privacy notice, and will not share them with anyone other than the Student, their \
sponsor or agent where the Student has agreed, or the authorities where the law requires it.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("My cousin is 15 and got a place on the adult General English course at Lantern House.",
     "Adult courses are open to Students aged 16 or over"),
    ("the deposit to hold a place there is half the course fee, plus the reg fee",
     "together with a deposit of 30% of the Course Fee"),
    ("Ana says you only need to pay the balance two weeks before your course starts.",
     "The balance must be paid no later than 4 weeks before the Course start date"),
    ("General English lessons start at 9.30 every morning.",
     "taught from 9.00am to 12.15pm Monday to Friday"),
    ("intensive afternoons run mon to fri, so 5 afternoons a week extra",
     "from 1.30pm to 3.00pm Monday to Thursday"),
    ("Group classes at the school can have up to 15 students.",
     "Group classes have a maximum of 12 Students and an average"),
    ("Kenji's class missed Easter Monday and the school put on a catch-up group lesson later that week.",
     "group lessons falling on a bank holiday are not made up"),
    ("intensive english is cheaper per week if u book 12+ wks, like £300",
     "Intensive English costs £340 per Week for any length"),
    ("The registration fee has to be paid again for every new course you book.",
     "is payable once in any 12-month period"),
    ("my flatmate paid her whole 6 week course in cash, about £1500, no problem at all",
     "the School does not accept cash payments of more than £500"),
    ("Cancelled 10 days before my start date and they refunded everything except the reg fee.",
     "the deposit will be retained and the balance refunded"),
    ("Yusuf's visa got refused and the school gave him back every penny, no admin charge.",
     "administration charge of £150"),
    ("u can push back ur start date as often as u like for free",
     "and any further postponement costs £50"),
    ("Maria switched from Intensive down to General and got the price difference back.",
     "will not receive any refund of the difference"),
    ("vaping in the courtyard is fine at lantern house, loads of ppl do it between lessons",
     "Smoking and vaping are not permitted anywhere on the School premises"),
    ("My son is 12 and the school lets him get the bus home alone after the junior course.",
     "which the School will accept only for Students aged 14"),
    # near-misses
    ("My nephew is 17 and joined an adult class after his dad signed the consent form.", None),
    ("reg fee was £75 and i paid 30% of the course up front to secure my place", None),
    ("Booked three weeks before the start so they made me pay the whole lot at once.", None),
    ("General English is three hours a day, five mornings a week.", None),
    ("Ana says intensive english is 21 hrs a week all in", None),
    ("Exam prep classes at the school max out at 10 students.", None),
    ("My one-to-one lesson fell on a bank holiday so they moved it to the Wednesday.", None),
    ("general english was £235 a week for my 8 week course", None),
    ("Felipe took a third course in the same year and didn't pay the reg fee again.", None),
    ("Cancelled 6 weeks before starting and got it all back apart from the £75 registration.", None),
    ("booked online, cancelled after 5 days, they refunded everything inc the reg fee", None),
    ("I postponed my start date once with three weeks' notice and wasn't charged.", None),
    ("Kenji went from General to Intensive halfway through and just paid the difference.", None),
    ("My daughter is 14 and has written permission to take the bus home after juniors.", None),
    ("homestay is £190 a wk for a single room, breakfast n dinner on weekdays", None),
    ("My 17-year-old can't stay in the Gossamer Street residence, so she's in homestay.", None),
]
