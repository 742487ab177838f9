"""A physiotherapy clinic's appointments, fees and terms of treatment; written blind."""
from __future__ import annotations

POLICY = """\
FERNLEIGH PHYSIOTHERAPY CLINIC
APPOINTMENTS, FEES AND TERMS OF TREATMENT

Effective from 3 March 2025

1. About these terms

These terms apply to every patient who books an appointment with Fernleigh Physiotherapy Clinic ("the Clinic") at \
22 Quarry Street, Ellerby Cross, Castlemoor, whether the appointment takes place at the Clinic, by video call or at \
home under the home visit service described in section 3, and by booking an appointment the patient agrees to \
them. In these terms "Physiotherapist" means a physiotherapist registered with the Health and Care Professions \
Council who is employed or engaged by the Clinic, "Initial Assessment" means the first appointment for a new \
condition, and "Follow-up Session" means any later appointment for the same condition. A patient who has not been \
seen at the Clinic for 6 months or more, or who comes with a new condition, will be booked for a new Initial \
Assessment rather than a Follow-up Session, except that a patient returning within 12 months after surgery on the \
same joint may be booked for a Follow-up Session if the Physiotherapist agrees.

2. Opening hours and booking

The Clinic is open from 7:30am to 8pm on Monday to Thursday, from 7:30am to 6pm on Friday and from 8am to 1pm on \
Saturday, and is closed on Sundays and bank holidays. Appointments can be booked online at any time, by telephone \
on 01632 960 355 during opening hours, or in person at reception, but bookings cannot be made by email or text \
message. A patient may book up to 6 Follow-up Sessions in advance, and the Clinic will send a reminder by text \
message 48 hours before each appointment, although the patient remains responsible for attending at the booked \
time whether or not a reminder is received. Patients do not need a referral from a GP or consultant to book, unless \
their treatment is being paid for by an insurer that requires one, as explained in section 7.

3. Assessments, sessions and home visits

An Initial Assessment lasts 45 minutes and includes a discussion of the patient's history, a physical examination, \
an explanation of the diagnosis and a treatment plan, and usually some treatment, while a Follow-up Session lasts \
30 minutes, and an extended Follow-up Session of 45 minutes may be booked for complex conditions or where more than \
one area of the body needs treatment. Patients should wear or bring loose clothing, such as shorts and a vest top, \
a changing room is available, and the patient may bring a friend or relative into the treatment room with them at \
any appointment. Home visits are available on weekdays between 9am and 4pm to patients living within 8 miles of \
the Clinic who cannot travel because of their condition, and a home visit lasts 45 minutes including the \
Physiotherapist's assessment of the home. Acupuncture and dry needling will be offered only with the patient's \
written consent, and will not be offered to patients under 18 or to patients who are in the first 3 months of \
pregnancy.

4. Fees

The fee for an Initial Assessment is £70 and for a Follow-up Session is £55, and an extended Follow-up Session of 45 \
minutes is £72. A home visit costs £95 for an Initial Assessment and £80 for a follow-up visit, and a video \
consultation costs the same as the equivalent appointment at the Clinic. Appointments with the Clinic Director, Ms \
Helen Okafor, who specialises in spinal and post-operative rehabilitation, are charged at £85 for an Initial \
Assessment and £65 for a Follow-up Session. Students in full-time education and patients aged 65 and over are \
entitled to a discount of 10% on all Clinic appointment fees, except home visits and Pilates classes, on showing \
proof of eligibility at their first appointment. Patients who pay in advance for a block of 5 Follow-up Sessions \
will pay £250 for the block, which must be used within 4 months of purchase, after which any unused sessions will \
expire and will not be refunded. Kinesiology tape, exercise bands and other small items used during treatment are \
included in the fee, although supports and braces are charged separately at the prices displayed at reception.

5. Payment

Payment is due in full at the end of each appointment and can be made by debit or credit card, Apple Pay or Google \
Pay, or in cash, but the Clinic does not accept cheques. For home visits, payment is taken by card over the \
telephone when the visit is booked. Patients who book online will be asked for card details, which will be stored \
securely by the Clinic's payment provider and used only to charge cancellation or missed appointment fees under \
section 6 or, if the patient agrees, to take payment after the appointment. Receipts are emailed to the patient on \
the day of payment, and a printed receipt is available on request at reception. If a patient leaves without paying, \
the Clinic will send an invoice payable within 7 days, and a late payment fee of £10 will be added if that invoice \
has not been paid within 30 days of its date.

6. Cancellations, missed appointments and lateness

Patients who need to cancel or rearrange an appointment must give at least 24 hours' notice, by telephone or \
through the online booking system, and messages left on the answerphone outside opening hours will count as notice \
from the time they are left. An appointment cancelled with less than 24 hours' notice will be charged at 50% of the \
appointment fee, and an appointment missed without any notice will be charged in full, but the Clinic will waive \
the charge either on the first occasion in any 12 months or where the patient can show that they were unable to \
attend because of a medical emergency or bereavement. Where a patient arrives more than 10 minutes late, the \
appointment will be shortened so that the next patient is not delayed and the full fee will be charged, and a \
patient arriving more than 20 minutes late for a 30-minute Follow-up Session may be asked to rebook and treated as \
having missed the appointment. A session from a prepaid block that is missed without notice will be counted as \
used. If the Clinic has to cancel an appointment, it will try to give at least 24 hours' notice and will offer the \
earliest available alternative, and no fee will be charged.

7. Insurance and other funding

The Clinic is recognised by most major health insurers, and a patient whose treatment is covered by insurance must \
give the Clinic their policy number and authorisation code before the Initial Assessment, and must check before \
each appointment how many sessions the insurer has authorised. Where the insurer pays the Clinic directly, the \
patient will be responsible for any excess under their policy and for any part of the fee that the insurer does \
not pay, and where the insurer refuses or fails to pay an invoice within 60 days, the Clinic will ask the patient \
to pay it within 14 days and the patient may then claim it back from the insurer. Charges for missed or late \
cancelled appointments are never paid by insurers and will always be charged to the patient. Patients referred by \
their employer or by a solicitor following an accident are treated as insured patients for the purposes of this \
section, except that the Clinic will invoice the employer or solicitor directly and will not ask the patient for \
any excess.

8. Children and chaperones

The Clinic treats children aged 8 and over, and patients under 16 must be accompanied by a parent or guardian, who \
must remain in the treatment room throughout the appointment and give consent to treatment on the child's behalf. \
Patients aged 16 or 17 may attend alone and consent to their own treatment, although the Physiotherapist may ask \
for a parent or guardian to attend an appointment if they think this would be in the patient's interests. Any \
patient may ask for a chaperone to be present during an examination or treatment, free of charge, and a chaperone \
should be requested when the appointment is booked, or at least 24 hours before it, so that a member of staff can \
be made available. Other children who are not patients may wait alone in the reception area only if they are aged \
12 or over, and younger children must stay with their parent or guardian at all times.

9. Pilates and rehabilitation classes

The Clinic runs clinical Pilates classes of up to 8 people in its studio on Monday and Wednesday evenings at 6pm and \
7pm and on Saturday mornings at 9am, and a course of 6 classes costs £78, payable in full at the first class. \
Before joining a class, any patient who has not been seen at the Clinic in the last 12 months must attend a \
one-to-one Pilates assessment of 30 minutes, which costs £40, unless they are referred to the class by their \
Physiotherapist. Missed classes cannot be refunded, but a missed class may be made up in another class within the \
same course if a place is available, up to a maximum of 2 make-up classes per course. The Clinic's rehabilitation \
gym is available to patients with a current treatment plan at no extra charge during staffed hours, which are 9am \
to 5pm on weekdays, and may not be used by anyone who does not have a current treatment plan.

10. Records, reports and letters

The Clinic keeps the patient's clinical records securely for 8 years after the last appointment or, for a patient \
who was under 18 at the last appointment, until their 25th birthday if that is later. Patients may ask for a copy \
of their records free of charge and will receive it within one month of the request. A short letter to the \
patient's GP or consultant is provided free of charge where the Physiotherapist thinks it is needed, but any other \
report, such as a report for an employer, insurer or court, a fitness to work letter or a report for a sports club, \
is charged at £35 for a letter of one page and £120 for a full report, and will be sent within 10 working days of \
payment.

11. Conduct and complaints

The Clinic expects patients to treat staff with courtesy and respect, and may refuse to continue treatment for any \
patient who is abusive or threatening, who repeatedly misses appointments without notice, or who has failed to pay \
fees owed to the Clinic for more than 60 days. Mobile phones should be switched to silent in treatment rooms, and \
patients may not record an appointment by audio or video without the Physiotherapist's agreement. Any complaint \
should be made to the Clinic Manager in person, by telephone or in writing, and the Clinic will acknowledge it \
within 2 working days and give a full written response within 15 working days. If the patient is not satisfied with \
the response, they may contact the Health and Care Professions Council where the complaint concerns a \
Physiotherapist's fitness to practise.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Jess says Fernleigh only makes you redo the first assessment if you've been away over a year.",
     "who has not been seen at the Clinic for 6 months or more"),
    ("fernleigh physio is open till 5 on saturdays so no rush",
     "from 8am to 1pm on Saturday"),
    ("need a gp referral before u can even book at fernleigh, so annoying",
     "Patients do not need a referral from a GP or consultant to book"),
    ("The first assessment at Fernleigh is an hour long.",
     "An Initial Assessment lasts 45 minutes"),
    ("My 16-year-old had dry needling at the physio for his hamstring.",
     "will not be offered to patients under 18"),
    ("A standard follow-up with the Fernleigh physios is £60.",
     "£70 and for a Follow-up Session is £55"),
    ("Dad gets a fifth off his physio because he's over 65.",
     "entitled to a discount of 10% on all Clinic appointment fees"),
    ("A Fernleigh block of five follow-ups is valid for a year from purchase.",
     "which must be used within 4 months of purchase"),
    ("Gran paid for her physio by cheque at reception, no fuss at all.",
     "but the Clinic does not accept cheques"),
    ("gotta give 48 hrs notice to cancel physio or u get charged",
     "must give at least 24 hours' notice, by telephone"),
    ("Late cancellations at my physio clinic are charged the full fee.",
     "will be charged at 50% of the appointment fee"),
    ("Tom's health insurer paid the fee for the physio appointment he missed.",
     "Charges for missed or late cancelled appointments are never paid by insurers"),
    ("fernleigh treat kids from age 5 up, so my little one can go",
     "The Clinic treats children aged 8 and over"),
    ("pilates classes at the physio have about 12 of us in them lol",
     "clinical Pilates classes of up to 8 people in its studio"),
    ("Getting a copy of your physio notes costs £10.",
     "ask for a copy of their records free of charge"),
    ("I recorded my physio session on my phone without asking, which is allowed there.",
     "patients may not record an appointment by audio or video"),
    # near-misses
    ("Jess went back 10 months after her knee op and was booked as a follow-up, not a new assessment.", None),
    ("fernleighs open till 8 on weds so i go after work", None),
    ("I booked my physio online at midnight.", None),
    ("Raj's insurer wanted a GP referral before his physio, so he got one.", None),
    ("my follow up physio sessions are half an hour", None),
    ("My mum, 66, gets 10% off her clinic physio but not her Pilates.", None),
    ("paid £250 for 5 follow ups upfront, so £50 each basically", None),
    ("Tom paid his physio bill with Google Pay on his phone.", None),
    ("cancelled physio 2 days before, no charge obvs", None),
    ("I missed a physio appointment once this year and they let me off the charge.", None),
    ("Ben's solicitor gets his physio invoices after the car accident, and he pays no excess.", None),
    ("my 9 yr old had physio, i had to stay in the room the whole time", None),
    ("My 17-year-old went to her physio appointment on her own.", None),
    ("Dana says her Pilates class at the physio has eight people in it.", None),
    ("asked for a chaperone when booking physio, didnt cost anything", None),
    ("A one-page fitness to work letter from the physio costs £35.", None),
]
