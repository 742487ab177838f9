"""A UK university's tuition fees, payment and refunds policy; written blind."""
from __future__ import annotations

POLICY = """\
HARROWMERE UNIVERSITY
TUITION FEES, PAYMENT AND REFUNDS POLICY 2025/26

Effective from 1 August 2025, as approved by the Finance and Resources Committee on 14 May 2025

1. Purpose, scope and definitions

This policy sets out how tuition fees are set, invoiced, paid and, where appropriate, refunded for all students registered \
on taught and research programmes of Harrowmere University at its Eldcastle and Pennock Quay campuses, other than students \
on degree apprenticeships, whose fees are governed by the separate Apprenticeship Funding Agreement. In this policy, \
"the University" means Harrowmere University, "the Student Finance Office" means the team based in Room G14 of the Calder \
Building that administers fee accounts, "Fee Payer" means the person or organisation responsible for settling the fee \
invoice, and "Sponsor" means an employer, government body or charity that has agreed in writing to pay all or part of a \
student's fees. A student remains personally liable for all tuition fees owed to the University unless and until a Sponsor \
or the Student Loans Company has paid them in full, and this liability is not transferred by any private arrangement \
between the student and a relative, partner or friend.

Fee status (Home or International) is assessed once, at the point of offer, using the criteria published by the UK Council \
for International Student Affairs, and a student who believes their status has been wrongly assessed must ask for a review \
within 28 days of receiving their offer letter. A change in fee status after enrolment will only be considered where the \
student or a parent has gained settled status in the United Kingdom, and any reduction resulting from a successful review \
will apply from the start of the next academic year rather than being backdated.

2. Fee levels for 2025/26

The annual tuition fee for full-time undergraduate Home students is £9,535, and the annual fee for full-time undergraduate \
International students is £17,400 for classroom-based courses and £21,950 for laboratory-based and clinical courses. \
Part-time undergraduate students are charged £1,590 for each 20-credit module, with the exception of the BSc Nursing \
(Part-time) programme, for which the employing NHS trust is invoiced directly. A placement year or study-abroad year that \
forms part of an undergraduate degree is charged at £1,850 for Home students and £2,610 for International students, and \
the same reduced rates apply to an exchange year at a partner institution that does not charge its own fees.

Full-time taught postgraduate fees range from £10,200 to £24,600 depending on the programme, as shown in the online fee \
schedule, and the fee for the whole programme is fixed at the rate in force when the student first enrols, even where the \
programme lasts longer than 12 months. Research degree students pay an annual fee of £5,006 (Home) or £19,800 \
(International) during the standard registration period of up to 4 years full-time, after which a continuation fee of £450 \
per year is payable while the thesis is being written up. Undergraduate fees for International students who began their \
course in or after September 2024 will rise by no more than 3% per year for the remaining years of the course.

3. Tuition deposits

International students who have accepted an unconditional offer for a full-time taught programme must pay a tuition deposit \
of £3,000 before a Confirmation of Acceptance for Studies (CAS) can be issued, and the deposit is deducted in full from the \
first year's fee. The deposit must be received at least 6 weeks before the programme start date, except for the January \
intake, for which the deadline is 30 November. The deposit is non-refundable except where the University withdraws the \
course or the student's visa application is refused, in which case it will be returned less an administration charge of \
£250, provided that the student sends the Student Finance Office a copy of the refusal letter within 21 days of its date.

4. Paying fees and instalment plans

Fees are invoiced at online registration and are due in full on the first day of the academic year, unless the Fee Payer \
has chosen an instalment plan in accordance with this section or is covered by a Sponsor in accordance with section 5. \
Self-funded Home students may pay in three instalments of 40%, 30% and 30% of the annual fee, due on 1 October, 15 January \
and 15 April respectively, provided that they set up a Direct Debit from a UK bank account by 30 September. International \
students choosing an instalment plan must pay at least 50% of the first year's fee, including the deposit, before they \
enrol, with the balance payable in two equal instalments on 15 January and 15 April.

Payments can be made online through the Harrowmere Pay portal by debit or credit card, by bank transfer quoting the student \
number as the reference, or by Direct Debit, but the University does not accept cash or cheques at any of its offices. \
Payment by a credit card issued in the United Kingdom is free of charge, while a surcharge of 1.5% applies to credit cards \
issued outside the United Kingdom. International payments should be made through the University's approved partner, \
Flywire, and any charges made by the sending bank must be paid by the Fee Payer rather than deducted from the amount \
received.

A self-funded student who pays the full annual fee by 31 October, instead of by instalments, will receive a prompt-payment \
discount of 2% of the annual fee, which is applied as a credit to the fee account within 10 working days and cannot be \
claimed where fees are paid by the Student Loans Company or a Sponsor.

5. Sponsors and the Student Loans Company

Where fees are to be paid by a Sponsor, the student must upload a sponsor letter on official letterhead to the Harrowmere \
Pay portal no later than 14 days after enrolment, stating the amount covered, the academic year and the address for \
invoices. The University will invoice the Sponsor in accordance with the letter, and if the Sponsor has not paid within \
30 days of the invoice date, the unpaid amount will be transferred to the student's own account and becomes payable by the \
student within a further 14 days. A Sponsor may not pay in instalments unless an instalment schedule has been agreed in \
writing by the Head of Student Finance.

For students funded by the Student Loans Company (SLC), the University will claim fees directly in three payments of 25%, \
25% and 50% in accordance with the SLC's published schedule, and the student must make sure that their SLC application is \
approved before the end of the first teaching term. If SLC funding has not been confirmed by 31 January, the student will \
be asked to pay the fees personally or agree an instalment plan, and any fees later received from the SLC will be set \
against the outstanding balance or refunded to the student.

6. Late payment and sanctions

If an instalment is not received by its due date, the Student Finance Office will send a reminder by email to the \
student's University address and allow a grace period of 10 working days before any further action is taken. A late \
payment fee of £50 is charged for each missed instalment, up to a maximum of £150 in any academic year, and the fee may be \
waived by the Head of Student Finance where the delay was caused by an error on the part of the University or the \
student's bank. Students in financial difficulty are encouraged to contact the Money Advice Team in the Calder Building as \
early as possible, as a revised payment plan can be agreed at any point before sanctions are applied.

Where a debt of £100 or more remains unpaid 28 days after the end of the grace period, the University may suspend the \
student's access to the library and IT systems and may prevent the student from re-enrolling for the following year. The \
University will not withhold a student's degree certificate, transcript or assessment results because of tuition fee \
debt, although it may decline a booking to attend a graduation ceremony until the debt has been cleared. Debts that remain \
unpaid after 90 days may be passed to the University's external collection agency, Redfern Recoveries, whose costs of up \
to 15% of the debt will be added to the amount owed.

7. Withdrawal, interruption and fee liability

Fee liability for students who withdraw or interrupt their studies is calculated from the date on which the student's \
withdrawal form is received by their Faculty Office, not from the date of last attendance, unless the student can show \
that illness or another serious circumstance prevented them from notifying the University earlier. Home undergraduate \
students who withdraw are liable for 25% of the annual fee if they leave after the first 14 days of the academic year but \
before the end of the first term, 50% if they leave during the second term, and 100% if they leave on or after the first \
day of the third term. Students who withdraw within the first 14 days of the academic year are not charged any tuition \
fee, and this period is treated as a cooling-off period for the purposes of consumer protection law.

For International and taught postgraduate students, fee liability is calculated pro rata according to the number of \
complete weeks of registration, subject to a minimum charge equal to the tuition deposit described in section 3. Students \
who take an approved interruption of up to 12 months will have any fees already paid for the remainder of that year held \
as a credit for use when they return, provided that they resume their studies within 2 years of the start of the \
interruption. Credits that are not used within this period will be refunded on request, less an administration charge of \
£75.

8. Refunds

Refunds of overpaid or unused fees are made only to the original payer and by the original method of payment, and the \
University will not make a refund to a third party or to a different bank account except where the original account has \
been closed and the Fee Payer provides written evidence of this. A refund request must be submitted on the Refund Request \
Form within 6 months of the date of withdrawal or overpayment, and requests received after this date will be considered \
only in exceptional circumstances. The Student Finance Office aims to process refunds within 20 working days of receiving a \
complete request, although refunds to overseas accounts may take up to 8 weeks to arrive.

Balances of less than £10 will not be refunded unless the student specifically asks for them, and fees paid by the Student \
Loans Company are returned to the SLC rather than to the student. Where a student has received a prompt-payment discount \
under section 4 and later withdraws, the value of the discount will be deducted from any refund due. No refund will be \
made of application fees, of the tuition deposit other than as set out in section 3, or of resit examination fees, which \
are charged at £120 per module.

9. Discounts, scholarships and bursaries

Graduates of the University who hold a Harrowmere undergraduate degree are entitled to an alumni discount of 20% on the \
tuition fee for any taught postgraduate programme, provided that they enrol within 5 years of graduating, and this discount \
cannot be combined with any other University scholarship. The Harrowmere Access Bursary of £1,200 per year is paid in two \
equal instalments, in November and February, to Home undergraduate students whose household income, as assessed by the \
Student Loans Company, is below £30,000. Students whose household income is between £30,000 and £42,875 receive a reduced \
bursary of £600 per year, and in either case the bursary is paid into the student's bank account rather than being \
credited against fees.

Where two or more siblings are studying full-time at the University at the same time, the younger sibling or siblings will \
receive a family discount of 10% of the tuition fee, except where either student's fees are paid by a Sponsor. Members of \
staff employed by the University on contracts of at least 0.5 full-time equivalent may study for one part-time taught \
postgraduate qualification with a staff discount of 50%, provided that their line manager confirms in writing that study \
will take place outside normal working hours.

10. Changes to fees and complaints

The University may increase tuition fees for continuing Home undergraduate students only in line with the maximum fee \
permitted by the government, and will give at least 3 months' notice of any increase by email and in the online fee \
schedule. Students who wish to dispute a fee charge should first contact the Student Finance Office, which will respond \
within 10 working days, and if the matter is not resolved they may submit a formal complaint under the Student Complaints \
Procedure within 28 days of that response. A student who remains dissatisfied once the complaints procedure is complete may \
refer the matter to the Office of the Independent Adjudicator, which does not charge students for its service.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("The admissions office told me I've got three months after my offer letter to challenge my fee status.",
     "must ask for a review within 28 days of receiving their offer letter"),
    ("Full-time home undergrads at Harrowmere pay £9,250 a year in tuition.",
     "full-time undergraduate Home students is £9,535"),
    ("my placement yr only costs about a grand as a home student, sweet",
     "is charged at £1,850 for Home students and £2,610 for International students"),
    ("Tom says once his four PhD years are up, the writing-up year costs nothing at all.",
     "after which a continuation fee of £450"),
    ("Wei had to pay a £2,000 deposit before Harrowmere would issue his CAS.",
     "must pay a tuition deposit of £3,000"),
    ("tbh the direct debit plan lets u split fees into 4 equal payments, way easier",
     "may pay in three instalments of 40%, 30% and 30% of the annual fee"),
    ("Paid my fees in cash at the Calder Building finance desk last wk, no problem.",
     "the University does not accept cash or cheques at any of its offices"),
    ("Aisha's dad paid her fees on his Nigerian credit card and wasn't charged anything extra.",
     "a surcharge of 1.5% applies to credit cards"),
    ("pay the whole year upfront by end of oct and u get 5% knocked off",
     "discount of 2% of the annual fee"),
    ("My employer's sponsor letter doesn't need uploading until a month after I enrol.",
     "no later than 14 days after enrolment"),
    ("The student loans company pays the uni my fees in three equal chunks, a third each time.",
     "in three payments of 25%"),
    ("Missed an instalment and got hit with a £25 late fee, annoying but fine.",
     "A late payment fee of £50 is charged for each missed instalment"),
    ("Jonah's been told Harrowmere will hold back his degree certificate until his fee debt is paid.",
     "will not withhold a student's degree certificate, transcript or assessment results"),
    ("ngl home undergrads who drop out in second term only owe a quarter of the year's fees",
     "50% if they leave during the second term"),
    ("My cousin got the Harrowmere alumni discount on his masters eight years after he graduated.",
     "provided that they enrol within 5 years of graduating"),
    ("Leah said the access bursary just gets taken off her tuition bill instead of paid to her.",
     "the bursary is paid into the student's bank account rather than being"),
    # near-misses
    ("Harrowmere's full-time fee for home undergrads is just over £9.5k a year.", None),
    ("my mum's part-time nursing course fees get billed to her hospital trust, not her", None),
    ("Paid my fees by bank transfer with my student number as the reference, all fine.", None),
    ("Paying uni fees on a UK credit card doesn't cost anything extra.", None),
    ("My PhD tuition is about five grand a year as a home student.", None),
    ("Li's visa got refused so Harrowmere gave back her deposit minus £250.", None),
    ("Priya's late fee was waived because her bank messed up the direct debit.", None),
    ("finance office said late fees max out at £150 a year so chill", None),
    ("home undergrad here, dropped out in the first week and didn't pay a penny lol", None),
    ("Refunds to Kemi's Ghanaian bank account can take nearly two months to arrive.", None),
    ("My £6 leftover balance wasn't refunded automatically, I had to ask for it.", None),
    ("Sam gets the reduced £600 bursary because his household income is about £35k.", None),
    ("my little bro gets 10% off his fees cos we're both full-time at Harrowmere", None),
    ("I interrupted for six months and my paid fees were kept as credit for when I return.", None),
    ("International students on the instalment plan have to pay half the first year upfront.", None),
    ("Going to the adjudicator about my fee complaint won't cost me anything.", None),
]
