"""Patient charter and practice policies for a fictional NHS GP surgery; written blind."""
from __future__ import annotations

POLICY = """\
FERNLEIGH MEDICAL PRACTICE
PATIENT CHARTER AND PRACTICE POLICIES

Effective from 1 October 2024 and reviewed every 12 months by the partners and the Patient \
Participation Group.

1. About the practice

Fernleigh Medical Practice provides NHS general medical services from its main surgery at 14 Orchard \
Lane, Ashcombe, and from its branch surgery at the Kelby Village Hall Annexe, and serves patients \
living within the practice boundary shown on the map in reception and on our website. The main \
surgery is open from 8am to 6.30pm Monday to Friday, and the branch surgery is open from 8.30am to \
12.30pm on Tuesdays and Thursdays only, and neither site is open at weekends or on bank holidays, \
other than for pre-booked extended access clinics held on Saturday mornings from 9am to 12 noon at \
the main surgery. The telephone lines are open from 8am to 6.30pm, but calls to the branch number \
are answered only when the branch surgery is open. In this charter, "we" means the partners and \
staff of the practice, a "clinician" means a doctor, nurse, paramedic, pharmacist or other health \
professional working at the practice, and a "registered patient" means a patient whose registration \
has been accepted in accordance with section 2.

2. Registration

Anyone living within the practice boundary may register with the practice, and we will not refuse \
registration on grounds of race, gender, social class, age, religion, sexual orientation, \
appearance, disability or medical condition. To register, you must complete a registration form, \
either online or on paper at reception, and new patients are asked to bring proof of identity and \
address if they have it, but you do not need proof of address, identity or immigration status to \
register and no one will be refused because they cannot produce these documents. Each new patient \
aged 18 and over will be offered a new patient health check with a healthcare assistant within 8 \
weeks of registering, which takes around 20 minutes and includes a blood pressure check and a review \
of any regular medication. Patients who move outside the boundary will normally be asked to register \
with a practice closer to their new home within 30 days, except that patients who move less than 2 \
miles outside the boundary may ask to remain registered at the discretion of the partners. \
Registration is usually completed within 2 working days of a fully completed form being received, \
and you will not be able to book routine appointments until it has been completed. Patients may \
express a preference for a particular doctor, and we will try to meet that preference, but all \
patients are registered with the practice as a whole rather than with an individual doctor.

3. Appointments

Routine appointments with a GP are 10 minutes long and may be booked up to 4 weeks in advance, \
either by telephone, in person at reception or through the Ashcombe Health app, while appointments \
with a practice nurse may be booked up to 6 weeks in advance. Each appointment is for one patient, \
and if you have more than one problem to discuss you should book a double appointment of 20 minutes, \
which can be booked only by telephone or at reception. Requests for urgent same-day appointments \
must be made by telephone between 8am and 10.30am, after which a duty doctor will triage any \
remaining urgent requests and call you back, normally within 2 hours. Children under 5 who are \
unwell will always be seen on the same day if a parent or carer asks before 6pm, whatever time the \
request is made. Telephone consultations can be requested for any routine matter, and the clinician \
will call you within a 2 hour window that you choose when booking, ringing you twice before marking \
the consultation as unanswered. You may bring a relative or friend into an appointment, and you may \
ask for a chaperone for any intimate examination, which should be requested at least 24 hours before \
the appointment where possible. Patients who need an interpreter must tell reception when booking, \
and a double appointment will be made at no cost to the patient, but we do not allow children under \
16 to act as interpreters.

4. Missed appointments and late arrival

If you cannot attend an appointment, please cancel it at least 24 hours in advance by telephone, \
through the app or by replying CANCEL to your text reminder. Patients who arrive more than 10 \
minutes late for a routine appointment may be asked to rebook, unless the clinician agrees to see \
them at the end of the session. A patient who misses an appointment without cancelling will receive \
a reminder letter after the first occasion, and a warning letter after the second missed appointment \
within any 12 month period. If a patient misses three or more appointments within 12 months, the \
practice manager may write to them to arrange a meeting, and in exceptional cases the partners may \
ask the patient to register elsewhere, but this will never happen unless a warning has been given in \
writing at least 28 days beforehand. Missed appointments by children under 16 will not count towards \
these totals, but may be raised with the child's parent or carer and, where appropriate, the health \
visitor.

5. Repeat prescriptions

Repeat prescriptions must be requested through the app, online via the practice website, or by using \
the tear-off slip attached to your last prescription, and we do not accept repeat prescription \
requests by telephone except from patients who are housebound or registered blind. Please allow 3 \
full working days for your request to be processed, not counting the day it is received, weekends or \
bank holidays, and a further 2 working days if you have asked for your prescription to be sent to a \
community pharmacy other than Fernleigh Pharmacy. Medication is usually issued for 28 days at a \
time, although patients on stable long-term treatment may be issued up to 56 days at a time at the \
doctor's discretion, and controlled drugs will never be issued for more than 30 days. Every patient \
on repeat medication must have a medication review at least once every 12 months, and if your review \
is overdue we may issue only a 14 day supply until you have booked one. Requests for medicines that \
are not on your repeat list, including medication started by a hospital, will be passed to a GP and \
may take up to 5 working days. We are unable to issue prescriptions early for holidays unless you \
request them at least 10 working days before you travel, and we cannot supply more than three \
months' medication for any single trip abroad.

6. Home visits

Home visits are intended for patients who are housebound or so seriously ill that they cannot travel \
to the surgery, and lack of transport, childcare or inconvenience is not considered a reason for a \
home visit. Requests for a home visit should be made by telephone before 10.30am wherever possible, \
so that the duty doctor can plan the day, and a GP or one of our paramedics will call you back \
before deciding whether a visit is needed. Home visits are normally carried out between 12 noon and \
3pm, and we can visit only addresses within the practice boundary, except for patients who are \
temporarily staying with a relative no more than 5 miles outside it. Housebound patients will be \
offered an annual flu vaccination at home by a practice nurse between September and December each \
year. If a patient is seriously unwell, with symptoms such as chest pain or severe shortness of \
breath, they or their carer should dial 999 rather than request a home visit.

7. Test results, fit notes and referrals

Patients should telephone for test results after 2pm, bearing in mind that most blood test results \
are returned within 5 working days and X-ray results within 10 working days, and results will be \
given only to the patient or to a person the patient has named in writing, except that results for \
children under 13 may be given to a parent or guardian. The clinician will contact you directly if a \
result needs urgent attention, but it remains your responsibility to ask for the results of any test \
you have had. Fit notes are not needed for the first 7 calendar days of illness, for which you \
should complete a self-certificate form SC2 from your employer or HMRC, and requests for a fit note \
covering a later period must be made in writing and will be dealt with within 3 working days. \
Referral letters to hospital are usually sent within 10 working days of the decision to refer, but \
urgent suspected cancer referrals are sent within 24 hours.

8. Out of hours and urgent care

When the practice is closed, including between 6.30pm and 8am on weekdays, at weekends and on bank \
holidays, patients should call NHS 111 for urgent medical advice, and in a life-threatening \
emergency they should call 999. Out-of-hours care is provided by Westmoor Urgent Care, not by the \
practice, and details of any consultation you have with them will be sent to us by 8am on the next \
working day. The nearest walk-in service is the Ashcombe Minor Injuries Unit at Ashcombe Community \
Hospital, which is open from 8am to 8pm every day of the year including Christmas Day, and which \
treats adults and children over 12 months old. The practice closes from 1pm on the second Wednesday \
of each month for staff training, except in August and December, and during those afternoons calls \
are diverted to NHS 111.

9. Non-NHS services and fees

Some services are not covered by the NHS and are charged at the rates shown on the list in \
reception, including private medical reports, insurance claim forms and travel vaccinations that are \
not available on the NHS. A letter confirming your medical condition costs £30, an HGV or taxi \
licence medical costs £120, and a simple form such as a holiday cancellation claim costs £45. Fees \
must be paid in full before the completed work is released to you, and we aim to complete non-NHS \
work within 28 days of receiving the request. Travel vaccination appointments should be booked at \
least 8 weeks before you travel, because some vaccines require two or three doses, and the yellow \
fever vaccine is not provided by the practice. Prescriptions for medicines to take abroad solely in \
case of illness while travelling are private prescriptions and cost £15 each, in addition to the \
pharmacy's charge for the medicine.

10. Patient responsibilities

We ask patients to treat all staff and other patients with courtesy and respect, and we operate a \
zero tolerance policy towards violence, threats and verbal abuse. Any patient who is violent or \
threatening towards staff or patients will be reported to the police and may be removed from the \
practice list immediately, without the written warning that applies in other cases, and will then \
receive care only through the special allocation scheme. Patients must tell us within 14 days of any \
change of name, address or telephone number, so that we can contact them about results, appointments \
and recalls. Recording of consultations by patients is permitted only with the clinician's \
agreement, and filming or photographing staff or other patients anywhere on the premises is not \
allowed. Dogs are not allowed in the surgery, other than assistance dogs.

11. Confidentiality, records and complaints

All information about you is held in strict confidence in accordance with data protection law, and \
we will not disclose it to anyone outside the NHS, including family members, without your written \
consent, except where the law requires us to or there is a serious risk of harm. Patients may view \
their GP record online through the app once their identity has been verified at reception, and \
requests for a copy of the full record will be answered free of charge within one calendar month. \
Young people aged 16 and over are entitled to the same confidentiality as adults, and their parents \
will not be given access to their records without their consent. Complaints should be made in \
writing to the Practice Manager, Fernleigh Medical Practice, 14 Orchard Lane, Ashcombe AS4 7JD, \
within 12 months of the event or of becoming aware of it, and we will acknowledge your complaint \
within 3 working days and aim to give a full response within 20 working days. If you are unhappy \
with our response, you may refer the matter to the Parliamentary and Health Service Ombudsman.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ('The Kelby branch surgery is open on Monday and Wednesday mornings.', 'branch surgery is open from 8.30am to 12.30pm on Tuesdays and Thursdays only'),
    ('my cousin reckons u cant register at fernleigh without a utility bill as proof of address', 'you do not need proof of address, identity or immigration status to register'),
    ('The new patient health check at Fernleigh takes about an hour.', 'which takes around 20 minutes and includes a blood pressure check'),
    ('gp appts at my surgery are 15 mins each tbh which is nice', 'Routine appointments with a GP are 10 minutes long'),
    ('booked a double appt on the app for my 2 issues, easy', 'which can be booked only by telephone or at reception'),
    ('Dev says you can ring for an urgent same-day appointment any time up to midday.', 'must be made by telephone between 8am and 10.30am'),
    ("Leila's 12-year-old son translates for her at her GP appointments, the surgery's fine with it.", 'we do not allow children under 16 to act as interpreters'),
    ('missed one gp appt and got a warning letter straight away, bit harsh', 'a warning letter after the second missed appointment within any 12 month period'),
    ('Anyone can phone the surgery to order their repeat prescription.', 'we do not accept repeat prescription requests by telephone except'),
    ("Mum's controlled painkillers get given two months at a time.", 'controlled drugs will never be issued for more than 30 days'),
    ('Going abroad for 6 months so the GP is giving me all 6 months of tablets upfront.', "we cannot supply more than three months' medication for any single trip abroad"),
    ("Grandad got a home visit because he doesn't drive, they said that counts.", 'lack of transport, childcare or inconvenience is not considered a reason'),
    ('best to ring fernleigh for blood results first thing, before 11', 'Patients should telephone for test results after 2pm'),
    ("Sam says you need a doctor's sick note even for three days off work.", 'Fit notes are not needed for the first 7 calendar days of illness'),
    ('Ashcombe minor injuries unit shuts on Christmas Day.', 'which is open from 8am to 8pm every day of the year including Christmas Day'),
    ("Priya's GP charged her £10 for a copy of her medical records.", 'requests for a copy of the full record will be answered free of charge'),
    # near-misses
    ("Fernleigh's main surgery is open till half six on weekdays.", None),
    ("there's a saturday morning clinic at fernleigh but u have to book it in advance", None),
    ("My cousin registered at Fernleigh without a passport and they didn't mind.", None),
    ('Booked a 20 minute double appointment over the phone since I had two things to discuss.', None),
    ('booked my nurse appt 5 weeks ahead, no problem', None),
    ("Leila's sister, who's 19, interpreted for her at the GP.", None),
    ('Missed one GP appointment last year and only got a reminder letter.', None),
    ("Grandad's housebound so he orders his repeat prescription over the phone.", None),
    ('My usual tablets come four weeks at a time.', None),
    ('asked for my holiday meds 2 wks before flying and got 3 months worth', None),
    ("Gran's housebound so the nurse came and did her flu jab at home in October.", None),
    ("rang for my blood results at 3pm, they'd come back in 4 days", None),
    ('only off sick 5 days so just did a self cert, no doctors note needed', None),
    ('Dev paid £120 for his taxi licence medical at the surgery.', None),
    ("You've got two weeks to tell the surgery if you change your phone number.", None),
    ('Priya asked for a full copy of her GP record and it was free.', None),
]
