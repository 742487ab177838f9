"""Dental practice patient policy with contradiction / near-miss memories; written blind."""
from __future__ import annotations

POLICY = """Harbourside Dental Practice
Patient Policy

Introduction

This policy explains how Harbourside Dental Practice, 14 Quay Street, organises appointments, fees and patient records, and what we ask of our patients in return. It applies to all NHS and private patients registered with the practice. This policy takes effect on 1 March 2025 and replaces the version dated 1 September 2022, under which the fee for a missed appointment was £15. We review the policy every year, and the current version is always available at reception and on our website.

Opening Hours

The practice is open from 8:00am to 6:00pm Monday to Thursday. On Fridays we open at 8:00am and close at 4:30pm, as our clinicians use Friday afternoons for training and laboratory work. We also hold a morning surgery from 9:00am to 1:00pm on the first and third Saturday of each month, which is reserved for examinations and hygienist appointments rather than longer treatments. The practice is closed on Sundays and on all bank holidays. Over the festive period the practice will close from 24 December to 2 January inclusive, and during that time the only service available will be an emergency clinic running from 9:00am to 12:00 noon on 28 and 29 December.

Registering and Booking Appointments

New patients can register by completing our registration form at reception or online, and we ask that they arrive at least 15 minutes before their first appointment so that their medical history can be reviewed with a member of the team. Existing patients are asked to update their medical history at every visit, including any changes to medication, as some medicines affect the treatment we can safely provide. Appointments can be booked by telephone, in person at reception, or through our online booking portal, which is available 24 hours a day and shows all routine examination and hygienist slots up to eight weeks ahead. A routine examination usually lasts 20 minutes and a hygienist appointment lasts 30 minutes, while treatment appointments are scheduled according to the work planned. We will send a text message reminder 48 hours before each appointment, but reminders are a courtesy and patients remain responsible for attending at the correct time. If you arrive more than 10 minutes late we may not be able to see you, in which case the appointment may be treated as missed.

Cancellations and Missed Appointments

We ask for at least 24 hours' notice if you need to cancel or rearrange an appointment, so that the time can be offered to another patient. Cancellations can be made by telephone during opening hours or at any time through the online portal; messages sent by email or through social media are not treated as valid cancellations, because these channels are not monitored continuously. A missed appointment, or one cancelled with less than 24 hours' notice, will incur a fee of £25 for a check-up or hygienist visit. For treatment appointments of 45 minutes or longer the charge is £50, reflecting the clinical time and materials that will have been prepared. We understand that emergencies happen, and the practice manager may waive a fee at her discretion where there is a genuine reason such as sudden illness or bereavement. Patients who miss three appointments within any 12-month period may be removed from our patient list, and we will write to you before taking this step.

Fees

NHS treatment is charged according to the national bands set by the government, which from 1 April 2024 are £26.80 for Band 1, £73.50 for Band 2 and £319.10 for Band 3. Exempt patients must show evidence of their exemption at each course of treatment, and we may have to charge the full band if evidence is not provided. For private patients, a routine examination costs £55 and a 30-minute hygienist appointment costs £70. White fillings start at £140 per tooth, crowns start at £650, dental implants start at £2,400, and professional tooth whitening costs £395 for a complete home kit with custom trays. You will always receive a written treatment plan and estimate before any private course of treatment begins, and we will not proceed with treatment costing more than £200 until you have signed the plan. For any private course of treatment costing more than £500, a deposit of 20% is payable at the time the first treatment appointment is booked, and this deposit is deducted from the final bill.

Payment and Payment Plans

Payment is due at the end of each appointment unless a payment plan has been agreed in advance. We accept debit and credit cards, contactless payments and cash up to £200, but we do not accept cheques or payment by bank transfer. Patients whose private treatment costs between £600 and £5,000 may spread the cost over 6 or 12 months interest-free, subject to a credit check carried out by our finance partner, and the first instalment is taken on the day treatment begins. Our Smile Care membership plan costs £18.50 per month and covers two examinations and two hygienist visits each year, along with a 10% discount on other private treatment. Members may cancel Smile Care at any time by giving one month's notice in writing, and the plan does not cover laboratory fees, orthodontics or implants. If an account remains unpaid for more than 60 days after treatment, we may pass it to a collection agency and decline to book further non-emergency appointments until the balance is cleared.

Children and Young People

Children under 18 receive NHS dental treatment free of charge, as do young people aged 18 who are in full-time education. We recommend that children have their first check-up by their first birthday, or as soon as their first teeth appear, and afterwards at intervals advised by the dentist. Children under 16 must be accompanied by a parent, a legal guardian, or an adult aged 18 or over who has been authorised in writing by a parent. Consent for the treatment of children under 16 will normally be sought from the accompanying parent or guardian, although the dentist will always involve the child in the conversation. To make things easier for families, appointments between 3:30pm and 5:30pm on weekdays are held first for school-age children, and adults may only book into these slots when they are offered on the day.

Dental Emergencies

We keep a number of emergency appointments free each weekday, and these are released from 8:00am by telephone on a first-come, first-served basis. Emergency appointments cannot be booked through the online portal. An emergency appointment for a registered private patient costs £85, which covers the examination, any X-rays needed and temporary treatment to relieve pain; any further treatment is charged separately. Registered NHS patients are charged the relevant NHS band. Outside our opening hours, patients should call NHS 111, which can arrange urgent care with an out-of-hours dental service. If you have swelling that affects your breathing, swallowing or vision, or bleeding that cannot be controlled, go directly to A&E or call 999. We do not normally see unregistered patients for emergencies, except during the holiday emergency clinic in December, when a fee of £120 applies.

Patient Records and Privacy

We keep clinical records, X-rays and correspondence securely and in line with data protection law. Adult records are kept for at least 11 years after the last course of treatment, and children's records are kept until the patient's 25th birthday or for 11 years, whichever is longer. You have the right to a copy of your records, and requests should be made in writing, either by letter or by email to the practice manager. We cannot accept requests for records made verbally or over the phone, as we need a written record of who has asked for the information. We will respond within one calendar month, and the first copy is provided free of charge, although we may charge a reasonable fee for further copies. With your consent, we can send copies of X-rays securely to another dentist or specialist. We will not share your information with anyone else without your consent, except where we are required to do so by law or where there is a serious risk to your safety or that of others.

Behaviour and Complaints

We expect patients to treat our team with courtesy, and we operate a zero-tolerance policy towards verbal or physical abuse, which may lead to removal from the list. If you are unhappy with any aspect of your care, please raise it with the practice manager, Mrs Helen Marsh, in person or in writing. We will acknowledge your complaint within 3 working days and aim to provide a full response within 20 working days. If you remain dissatisfied, you may contact the Parliamentary and Health Service Ombudsman about NHS care or the Dental Complaints Service about private care.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("fyi missing a check-up at my dentist only costs a tenner now, not a big deal", "will incur a fee of £25 for a check-up"),
    ("heads up, harbourside only needs 12 hrs notice if you cancel, then there's no fee", "at least 24 hours' notice if you need to cancel"),
    ("dentist's open till 6 on Fridays so I'll just pop in straight after work", "On Fridays we open at 8:00am and close at 4:30pm"),
    ("they do Sat morning appointments every single week at my dentist now", "on the first and third Saturday of each month"),
    ("apparently the dental practice is back to normal hours from 27 Dec after xmas", "close from 24 December to 2 January inclusive"),
    ("my 14 yo is allowed to go to his dentist appt on his own, no adult needed", "Children under 16 must be accompanied by a parent"),
    ("you can miss like 5 appts a year before the dentist drops you from their list", "Patients who miss three appointments within any 12-month period"),
    ("I'll just write the dentist a cheque for my crown, they take those", "but we do not accept cheques or payment by bank transfer"),
    ("so apparently you can't book a hygienist online at harbourside, it's phone only", "through our online booking portal, which is available 24 hours a day"),
    ("I'll just ring the practice and ask them to send me a copy of my dental records", "We cannot accept requests for records made verbally or over the phone"),
    ("the dentist's smile care membership thing is 25 quid a month", "Our Smile Care membership plan costs £18.50 per month"),
    ("you can spread private dental work over 24 months interest free at my practice", "spread the cost over 6 or 12 months interest-free"),
    # near-misses
    ("cancelled my dentist appt 2 days ahead on the portal, no charge obvs", None),
    ("my 16 yo went to her check-up on her own last week, no problem at all", None),
    ("the missed appt fee at the dentist used to be £15 but it went up in march", None),
    ("dentist is open this Sat morning since it's the 1st Saturday of the month, booked a check-up", None),
    ("paid £150 in cash at the dentist today, no issue", None),
    ("I've missed 2 dentist appts this year, one more and they could take me off the list", None),
    ("my son's 18 but still at college full time so his NHS dental stuff is free", None),
    ("chipped a tooth at 9pm last night, practice was shut so I rang 111", None),
    ("spreading my £1,200 crown over 12 months, no interest, just had to pass a credit check", None),
    ("had to pay 20% upfront when I booked my implant, it comes off the final bill", None),
    ("emailed the practice manager for a copy of my records, they've got a month to reply", None),
    ("missed my hour-long filling appt and got charged £50, fair enough I guess", None),
]
