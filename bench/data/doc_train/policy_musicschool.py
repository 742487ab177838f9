"""A private music tuition school's terms and conditions covering lessons, fees, missed lessons, instrument hire, exams and notice; written blind."""
from __future__ import annotations

POLICY = """\
WRENFIELD SCHOOL OF MUSIC
TERMS AND CONDITIONS OF TUITION 2025/26

Effective from 1 September 2025 for all new and continuing pupils

1. Definitions and enrolment

These terms form the agreement between Wrenfield School of Music ("the School"), 14 Ashby Lane, Kelsworth, and the person \
who enrols a pupil ("the Parent", which includes an adult pupil who enrols themselves). In these terms "Pupil" means the \
person receiving tuition, "Teacher" means the tutor allocated to the Pupil by the School, and "Term" means one of the three \
teaching terms of the School's year, each of which contains 11 weekly lessons, making 33 lessons in the year; no lessons are \
held during the half-term holidays of Kelsworth's state schools or on bank holidays. A place is confirmed only when the \
registration form has been signed and a one-off registration fee of £30 has been paid, and this fee is not refundable in any \
circumstances. The School accepts pupils from the age of 5 for piano and violin, from the age of 7 for other string and \
woodwind instruments and for singing, from the age of 8 for brass instruments and from the age of 9 for drum kit, and there \
is no upper age limit.

2. Lessons

Individual lessons are available in lengths of 30, 45 and 60 minutes, except that pupils under the age of 8 are taught in \
lessons of 20 or 30 minutes only, and 60-minute lessons are available only to pupils working at Grade 6 standard or above. \
Musicianship and theory classes for groups of up to 6 pupils last 45 minutes and take place on Saturdays at 10am. Lessons \
at the studio are timetabled between 3:30pm and 8:30pm from Monday to Friday and between 9am and 4pm on Saturdays, and a \
lesson slot, once allocated, is kept for the whole academic year, although a request to change it may be made with at least \
2 weeks' notice and will be met where another slot is free. Pupils should arrive no more than 10 minutes before their \
lesson and wait in reception, and no food or drink other than water may be taken into the teaching rooms.

Lessons in the Pupil's home are available for lessons of 45 minutes or longer at addresses within 4 miles of the studio, \
for which a travel supplement of £5 per lesson is added to the termly fee, and an adult aged 18 or over must be present in \
the home throughout every home lesson. Where a Pupil arrives late, the lesson will still finish at its scheduled time, and \
where a Pupil has not arrived within 15 minutes of the start and no message has been received, the lesson is treated as \
missed under section 4.

3. Fees and payment

Fees are charged per Term for 11 lessons and are as follows: £154 for 20-minute lessons, £209 for 30-minute lessons, £308 \
for 45-minute lessons, £396 for 60-minute lessons and £99 for a place in a musicianship and theory class. Invoices are sent \
by email 3 weeks before the start of each Term, and payment must be received in full by the first day of the Term by bank \
transfer or by debit or credit card through the Parent Portal; cash and cheques are not accepted. Parents may instead pay \
each Term's fees in three equal monthly instalments by Direct Debit, for which an administration charge of £2 per Term is \
made.

If payment has not been received within 14 days of the due date, a late payment fee of £15 will be added, and where fees \
remain unpaid 28 days after the due date the School may suspend lessons and offer the slot to another pupil. A discount of \
10% is given on the fees of the second and each further child from the same household who has individual lessons at the \
School, and the discount is always applied to the lower fee or fees. Pupils who join after the start of a Term pay only \
for the lessons remaining in that Term. Families receiving Universal Credit or Pension Credit may apply to the Wrenfield \
Bursary Fund, which can meet up to 50% of tuition fees, and applications for the following academic year must be made by 31 \
July.

4. Missed lessons

Lessons missed by the Pupil, for whatever reason, are not refunded or credited, except that where the Parent gives at least \
48 hours' notice of the absence by email to the Office, the Teacher will offer one make-up lesson per Term at a time when \
the Teacher is available within the same Term. Where a Pupil misses 3 or more consecutive lessons because of illness or \
injury and the Parent provides a letter from a doctor or hospital, those lessons will be credited against the following \
Term's fees. Lessons missed because of school trips, holidays, exams at the Pupil's own school or other activities are not \
credited.

If a Teacher is unable to teach a lesson, the School will either arrange a replacement lesson with the same or another \
Teacher or credit the lesson against the following Term's fees, and where the Pupil is leaving the School at the end of \
that Term, the lesson will be refunded within 14 days. If the studio has to close because of snow or other severe weather, \
lessons will be taught online by video call at the usual time, and no refund or credit will be given for a lesson that is \
offered online in this way, whether or not the Pupil takes it up.

5. Instrument hire

The School hires out violins, violas and cellos in fractional sizes, and flutes, clarinets, trumpets and cornets, to pupils \
who are having lessons at the School, for a hire charge payable each Term in advance together with the tuition fees. The \
hire charge is £36 per Term for a violin or viola, £45 per Term for a flute, clarinet, trumpet or cornet and £60 per Term \
for a cello. A refundable deposit of £75 is payable when the instrument is collected, and it will be repaid within 14 days \
of the instrument being returned in good condition, less the cost of any repairs needed beyond normal wear and tear. String \
players may change to a larger size of instrument at no charge when the Teacher advises that they are ready, subject to \
availability.

The hire charge includes routine maintenance and one set of strings per year, but does not include accessories such as \
rosin, reeds, valve oil, shoulder rests or music stands. The Parent is responsible for any loss of or damage to a hired \
instrument, should add it to their household insurance, and must not leave it in a vehicle or in direct sunlight, and any \
repair, however minor, must be carried out by the School's nominated repairer, Hallam and Price of Market Row, Kelsworth, \
and not by the Parent or any other person. Where the Parent buys the hired instrument from the School within 12 months of \
the start of the hire, half of the hire charges paid up to that date will be deducted from the purchase price.

6. Examinations

The Teacher may recommend that a Pupil takes a graded examination with ABRSM, Trinity College London or RSL, but entry is \
optional and no Pupil will be entered without the Parent's written agreement. Examination entry fees are set by the \
examining board and are not included in the tuition fees, and the School charges an administration fee of £8 for each \
entry it makes on a Pupil's behalf. Requests for entry through the School, with payment, must reach the Office at least 4 \
weeks before the examining board's closing date, and entry fees are not refunded by the School if the Pupil withdraws \
after the entry has been made.

Where an accompanist is needed, the School will provide one at a fee of £30 for Grades 1 to 5 and £45 for Grades 6 to 8, \
which includes one rehearsal of 15 minutes in the week before the examination. The School cannot guarantee a particular \
examination date or venue, since these are set by the examining board, and Pupils entering for ABRSM practical \
examinations at Grade 6 or above must first have passed Grade 5 Music Theory or an accepted alternative.

7. Concerts and practice

The School holds a concert at the end of each Term at St Aldhelm's Church Hall, Kelsworth, at which every Pupil is invited \
to perform, and tickets cost £6 for adults while children under 16 are admitted free. Progress depends on regular practice, \
and Pupils are expected to practise on at least 5 days each week, for around 15 minutes a day as beginners, 30 minutes a day \
by Grade 3 and 45 minutes a day by Grade 5, recording their practice in the notebook provided by the Teacher. Pupils who wish to perform must tell their Teacher at \
least 3 weeks before the concert, and each item is limited to 4 minutes so that every performer has a turn.

8. Safeguarding and conduct

Pupils under the age of 12 must be brought into reception by an adult and collected from reception no later than 10 minutes \
after the end of the lesson, while Pupils aged 12 to 15 may arrive and leave on their own only if the Parent has given \
written consent on the registration form. Parents of Pupils under 10 are welcome to sit in on lessons. All Teachers hold an \
enhanced DBS certificate, will not give lifts to Pupils and will communicate about Pupils under 18 only through the \
Parent's telephone number or email address. Concerts may be photographed or filmed by families for their own private use \
only, and recordings must not be posted on social media without the consent of every Pupil's Parent shown in them.

9. Notice and withdrawal

A Parent who wishes to stop lessons must give at least 6 weeks' written notice by email to office@wrenfieldmusic.co.uk \
before the start of the Term in which lessons are to stop, and where less notice is given, half of that Term's fees are \
payable in lieu of notice. Notice given verbally or to the Teacher alone is not valid. A Pupil may take a break of one Term \
in each academic year while keeping their lesson slot, provided that the Parent pays a retainer of £25 for that Term. The \
School may end this agreement by giving 4 weeks' written notice, or immediately where fees are more than 28 days overdue or \
where a Pupil or Parent has behaved abusively towards a member of staff.

10. Changes, complaints and personal data

The School may change these terms, including its fees, by giving at least 30 days' notice by email, and fees will not be \
increased more than once in any academic year. A complaint should be made in writing to the Director, Ms Harriet Lowell, and \
will be acknowledged within 3 working days and answered in full within 15 working days. Personal data is held in accordance \
with the School's Privacy Notice and is kept for 6 years after a Pupil leaves the School.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("The sign-up fee at my son's music school is £50.",
     "a one-off registration fee of £30 has been paid"),
    ("my 6yo just started trumpet at the music school, loves it",
     "from the age of 8 for brass instruments"),
    ("Gemma says complete beginners there can book hour-long lessons.",
     "60-minute lessons are available only to pupils working at Grade 6"),
    ("Zoe's piano teacher comes out to her house, which is 10 miles from the studio.",
     "at addresses within 4 miles of the studio"),
    ("Half-hour lessons cost £250 a term.",
     "£209 for 30-minute lessons"),
    ("paid the termly fees in cash at reception, no bother",
     "cash and cheques are not accepted"),
    ("If you pay the music fees late they add a £25 charge.",
     "a late payment fee of £15 will be added"),
    ("Raj says his second kid gets her lessons half price there.",
     "A discount of 10% is given on the fees of the second"),
    ("u only need to give 24hrs notice to get a make up lesson",
     "48 hours' notice of the absence by email to the Office"),
    ("They refund the lesson on snow days even when it's offered over video.",
     "no refund or credit will be given for a lesson that is"),
    ("Cello hire is £40 a term.",
     "£60 per Term for a cello"),
    ("Lucy's mum says the instrument hire deposit isn't refundable.",
     "A refundable deposit of £75 is payable when the instrument is collected"),
    ("the bridge on our hired violin snapped so my husband fixed it himself, saves hassle",
     "must be carried out by the School's nominated repairer"),
    ("Exam entry fees are already included in the termly tuition fees.",
     "are set by the examining board and are not included in the tuition fees"),
    ("Callum's daughter paid £60 for the accompanist for her Grade 3 exam.",
     "£30 for Grades 1 to 5"),
    ("just told the teacher at the lesson we're quitting, thats enough notice",
     "Notice given verbally or to the Teacher alone is not valid"),
    # near-misses
    ("Registration at the music school was a one-off £30.", None),
    ("my 7 yo just started flute lessons there", None),
    ("Ana's daughter is 6 and does 20-minute piano lessons.", None),
    ("Home lessons cost an extra fiver each time.", None),
    ("Paid this term's music fees by card through the parent portal.", None),
    ("got 10% off my younger one's lessons as the second child", None),
    ("Gave three days' notice of a missed lesson and got one make-up later that term.", None),
    ("Teacher was off sick so the lesson was credited against next term's fees.", None),
    ("snow day last wk so the lesson was on video at the usual time", None),
    ("Violin hire is £36 a term, and Lily moved up a size for free.", None),
    ("Rosin and reeds aren't included in the instrument hire.", None),
    ("Exams are optional; the teacher just recommends them.", None),
    ("my kids got into the end of term concert free, they're 9 and 12", None),
    ("Omar's 13-year-old walks home alone after lessons, they signed the consent form.", None),
    ("you can take a term off and keep the slot for a £25 retainer", None),
    ("Emailed the office eight weeks before term to stop lessons, and paid nothing extra.", None),
]
