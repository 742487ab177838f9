"""A UK driving school's terms and conditions for learner drivers; written blind."""
from __future__ import annotations

POLICY = """\
BRACKENFIELD SCHOOL OF MOTORING LTD
TERMS AND CONDITIONS FOR LEARNER DRIVERS

Effective from 1 March 2025

1. About these Terms

These terms and conditions ("the Terms") apply to every pupil who books driving lessons, intensive courses or \
test-day car hire with Brackenfield School of Motoring Ltd ("the School", "we", "us"), whose registered office is at \
14 Tanner's Row, Ashcombe AS4 7QD. In these Terms, "Pupil" means the person receiving tuition, "Instructor" means an \
Approved Driving Instructor or a trainee instructor holding a valid trainee licence who is engaged by the School, and \
"Lesson" means a period of tuition booked in accordance with section 3. By booking a Lesson the Pupil confirms that \
they have read these Terms and agree to be bound by them, and where the Pupil is under 18 years of age a parent or \
guardian must also sign the booking form.

The School may amend these Terms from time to time, provided that any change to prices or cancellation charges is \
notified to the Pupil by email at least 28 days before it takes effect, and no change will apply to Lessons that have \
already been paid for in full.

2. Eligibility and documents

A Pupil may take a Lesson on a public road only if they are at least 17 years old, or at least 16 years old where \
they receive the enhanced rate of the mobility component of Personal Independence Payment, and only if they hold a \
valid provisional driving licence for category B. Before the first Lesson the Pupil must show the Instructor their \
photocard provisional licence and give the School their driving licence number and date of birth, so that the School \
can carry out an online licence check with the DVLA, to which the Pupil consents by booking.

The Pupil must be able to read a car number plate made after 1 September 2001 from a distance of 20 metres, with \
glasses or contact lenses if needed, and the Instructor will check this at the start of the first Lesson. If the \
Pupil cannot read the number plate at the first attempt, the Instructor will try a second plate and, if the Pupil \
fails again, the Lesson will not go ahead on the road and the full fee for that Lesson will be charged.

Pupils must tell the School in writing of any medical condition, disability or medication that may affect their \
ability to drive safely, including any condition that must be notified to the DVLA, and the School reserves the right \
to postpone tuition until the Pupil has provided evidence that they are fit to drive.

3. Booking Lessons

Lessons may be booked by telephone on 01632 960418 between 8am and 6pm Monday to Friday, through the online booking \
portal at any time, or in person with the Instructor at the end of a previous Lesson. A standard Lesson lasts 60 \
minutes, and we also offer 90-minute and 120-minute Lessons, but a Pupil under 18 may not book a Lesson longer than \
120 minutes without the written consent of a parent or guardian.

Lessons are available from 7am to 8pm Monday to Friday and from 8am to 4pm on Saturdays, and no Lessons are given on \
Sundays or on bank holidays, except that a Pupil with a practical test booked for the following Monday may arrange a \
single Sunday Lesson of up to 2 hours at the standard rate.

Lessons begin and end at the Pupil's home, school, college or workplace, provided that the pick-up point is within \
the Ashcombe, Holmbridge or Wexley postcode districts; for pick-up points more than 5 miles outside those districts a \
travel supplement of £6 per Lesson is payable. Time spent by the Instructor travelling to the pick-up point is not \
deducted from the Lesson.

4. Prices and payment

The price of a standard 60-minute Lesson is £38, a 90-minute Lesson is £56 and a 120-minute Lesson is £74, and Lessons \
in a car with automatic transmission cost £3 more per hour than the equivalent manual Lesson. A first Lesson for a new \
Pupil is charged at the introductory rate of £25 for 60 minutes, and this offer is limited to one per Pupil and \
cannot be combined with any block booking discount.

Pupils who pay in advance for a block of 10 hours of tuition pay £350 for manual or £380 for automatic, and Pupils \
who pay in advance for a block of 20 hours pay £680 for manual or £740 for automatic. Block bookings must be used \
within 12 months of the date of payment, after which any unused hours will expire without refund, unless the Pupil \
has been prevented from driving by a medical condition confirmed by a doctor, in which case the School will extend \
the period by up to 6 months.

Payment for a single Lesson is due no later than the start of that Lesson and may be made by bank transfer, by debit \
or credit card through the online portal, or by card on the Instructor's mobile terminal; the School does not accept \
cheques, and cash is accepted only for a single Lesson and only with the Instructor's agreement. A Pupil who has not \
paid by the start of a Lesson may be refused the Lesson, and the time lost will be charged as if the Lesson had taken \
place.

If a block booking is cancelled by the Pupil, the School will refund the value of the unused hours less an \
administration fee of £20, and the hours already taken will be recalculated at the standard hourly rate rather than \
the discounted block rate. No refund will be given for hours that have expired under this section.

5. Cancelling and rearranging Lessons

A Pupil who wishes to cancel or move a Lesson must give at least 48 hours' notice, or 2 full working days where the \
Lesson falls on a Monday, by telephone, by text message to the Instructor or through the online portal; notice given \
by email alone is not accepted because the office inbox is not monitored at weekends. If a Pupil gives less notice \
than this, the full fee for the Lesson will be charged or, where the Lesson was part of a block booking, the hours \
will be deducted from the block, unless the Instructor is able to fill the slot with another Pupil.

A Pupil who cancels at short notice because of a sudden illness will be charged 50% of the Lesson fee instead, \
provided that they send the School a copy of a fit note or a pharmacist's note within 7 days.

If the Pupil is not ready at the pick-up point within 15 minutes of the agreed start time and has not contacted the \
Instructor, the Lesson will be treated as cancelled without notice and the full fee will be charged. If the Instructor \
arrives late, the Lesson will be extended by the time lost or, where the Pupil prefers, that time will be credited to \
the next Lesson, and if the Instructor is more than 30 minutes late the Pupil may choose to cancel the Lesson and \
receive a full refund.

The School may cancel a Lesson because of instructor illness, vehicle breakdown or severe weather, including snow, \
ice or a Met Office amber or red warning covering the pick-up area, and in each case the School will offer an \
alternative Lesson at no extra cost or refund the fee in full, but will not be liable for any other loss such as \
travel costs or time taken off work.

6. Practical driving tests

The Pupil is responsible for booking their own theory test and practical test through the official DVSA service, \
unless the Pupil asks the School to book the practical test on their behalf, in which case an administration fee of \
£10 is payable in addition to the DVSA test fee. The Pupil must not book a practical test until the Instructor has \
confirmed that they are ready, and the School will not provide a car for a test that has been booked without the \
Instructor's agreement.

The use of the School's car for a practical test ("Test Hire") costs £95 for manual or £105 for automatic, which \
covers a 60-minute warm-up Lesson immediately before the test, the use of the car during the test and the drive home \
afterwards. Test Hire must be paid in full no later than 14 days before the test date, and if it has not been paid by \
then the School may release the Instructor and the car for other bookings.

If the Pupil cancels Test Hire, or moves the test to another date, with less than 10 working days' notice, the Test \
Hire fee will not be refunded, although the School will deduct only £40 if the new test date is rebooked with the \
same Instructor. Where the DVSA cancels the test at short notice, the School will transfer the Test Hire fee to the \
new date at no charge, and the Pupil should claim any out-of-pocket expenses directly from the DVSA.

Tests are normally taken at the Holmbridge Driving Test Centre, and a Pupil who wishes to take a test at any other \
centre must first agree this with the Instructor, who may charge an additional £15 for each 10 miles, or part of 10 \
miles, travelled beyond Holmbridge.

7. Use of the tuition car

All Lessons are given in a dual-controlled car provided by the School, which is insured for tuition only while the \
Instructor is present in the front passenger seat. The Pupil may not drive the tuition car at any time other than \
during a Lesson or Test Hire, and no passenger other than the Instructor may be carried, except that a parent, \
guardian or another Pupil may sit in the rear seat to observe if the Instructor agrees beforehand.

Smoking, including e-cigarettes and vaping, is not permitted in the tuition car at any time, and the Pupil must not \
eat in the car, although water in a bottle with a lid is allowed. Animals are not allowed in the tuition car, other \
than an assistance dog accompanying a passenger.

The Pupil must wear suitable footwear, and flip-flops, slippers, heels higher than 5 centimetres and bare feet are \
not permitted; if the Instructor considers the Pupil's footwear unsafe and the Pupil cannot change it, the Lesson may \
be given as a classroom session without driving or cancelled and charged in full.

A Pupil who has drunk alcohol in the 12 hours before a Lesson, or who has taken any drug that may impair their \
driving, must not attend, and if the Instructor reasonably believes that the Pupil is unfit to drive, the Lesson will \
end immediately and will be charged in full.

8. Damage, penalties and insurance

The School's insurance covers damage to the tuition car and to third parties caused during a Lesson, and the Pupil \
will not be asked to contribute to the excess unless the damage was caused deliberately or while the Pupil was under \
the influence of alcohol or drugs, in which case the Pupil must pay the insurance excess of up to £500.

Any fixed penalty notice, parking charge or speeding fine incurred during a Lesson is the responsibility of the \
Instructor where it results from the Instructor's direction, and otherwise of the Pupil, who must pay it within 14 \
days of being told about it by the School.

9. Instructors and conduct

The School will try to keep the same Instructor for each Pupil throughout their training, and where the usual \
Instructor is unavailable for more than 2 weeks the School will offer a substitute Instructor, of the same gender on \
request. A Pupil may ask to change Instructor at any time without giving a reason, and the School will arrange this \
within 10 working days at no charge.

Instructors may give tuition on the motorway only to Pupils whom they consider competent to drive at national speed \
limits, and motorway Lessons must be at least 90 minutes long. The Instructor will keep a written progress record for \
each Pupil, which the Pupil may photograph or ask to have emailed to them at any time.

The School will not tolerate abusive, threatening or discriminatory behaviour towards Instructors, and may end a \
Lesson immediately, without refund, and terminate the Pupil's agreement where such behaviour occurs.

10. Complaints, data and ending the agreement

A Pupil who is unhappy with any aspect of their tuition should first raise it with the Instructor and, if it is not \
resolved, write to the Training Manager at the registered office or email complaints@brackenfieldsom.co.uk; the \
School will acknowledge a complaint within 3 working days and send a full response within 21 days.

The School keeps Pupils' personal data in accordance with its privacy notice and deletes training records 2 years \
after the last Lesson, except where they are needed for an insurance claim.

Either party may end this agreement at any time by written notice, and where the School ends it other than for a \
breach of these Terms, the School will refund all unused prepaid hours in full without deducting the administration \
fee referred to in section 4.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Lily's mum says Brackenfield let 15 year olds drive lessons on real roads if they've got a provisional.",
     "may take a Lesson on a public road only if they"),
    ("The eyesight check on the first driving lesson is reading a number plate from 30 metres away.",
     "from a distance of 20 metres, with"),
    ("brackenfield do sunday lessons for anyone who wants one, just normal rate",
     "and no Lessons are given on Sundays or on bank holidays"),
    ("A normal one-hour manual lesson at Brackenfield costs £42.",
     "The price of a standard 60-minute Lesson is £38"),
    ("Priya got the £25 first lesson deal and the 10-hour block discount on top of it.",
     "cannot be combined with any block booking discount"),
    ("10 hrs paid upfront is 330 quid for manual tbh, decent saving",
     "block of 10 hours of tuition pay £350 for manual"),
    ("Tom paid for his whole block of lessons by cheque, no bother at all.",
     "the School does not accept cheques, and cash is accepted only"),
    ("u only need to give 24 hrs notice to move a lesson, it's pretty relaxed",
     "must give at least 48 hours' notice, or 2 full working days"),
    ("My brother was ill last minute, sent a fit note, and they charged him a quarter of the lesson.",
     "because of a sudden illness will be charged 50% of the Lesson fee"),
    ("the instructor waits half an hour at pick-up before it counts as a no-show",
     "not ready at the pick-up point within 15 minutes of the agreed start time"),
    ("Test day car hire only has to be paid a week before the test.",
     "Test Hire must be paid in full no later than 14 days before the test date"),
    ("Chloe's driving school booked her practical test for her and didn't add any admin fee on top.",
     "an administration fee of £10 is payable in addition to the DVSA test fee"),
    ("my instructor's fine with me vaping in the car between manoeuvres lol",
     "including e-cigarettes and vaping, is not permitted in the tuition car"),
    ("Dan reckons you're ok for a driving lesson as long as your last pint was 8 hours before.",
     "A Pupil who has drunk alcohol in the 12 hours before a Lesson"),
    ("Switching to a different instructor at Brackenfield costs £25.",
     "the School will arrange this within 10 working days at no charge"),
    ("They promise a full answer to any complaint within a week, ngl impressive",
     "send a full response within 21 days"),
    # near-misses
    ("My cousin started driving lessons at 16 because she gets the higher rate mobility part of PIP.", None),
    ("lessons are an hour as standard but u can book 2 hrs in one go", None),
    ("Sam's having a two-hour lesson on Sunday since his driving test is first thing Monday.", None),
    ("An hour's automatic lesson with Brackenfield comes to £41.", None),
    ("paid 680 for 20 hrs manual upfront ngl", None),
    ("Block lesson hours last a year from when you pay for them.", None),
    ("paid cash for one lesson cos my instructor said that was ok", None),
    ("Cancelled my Thursday lesson on Monday by texting the instructor, and there was no charge.", None),
    ("Maya's instructor turned up 40 minutes late so she cancelled and got all her money back.", None),
    ("got snowed off last wk and the school gave me a replacement lesson for free", None),
    ("Test day hire in an automatic is £105 and that includes an hour's warm-up beforehand.", None),
    ("Dad sat in the back to watch my lesson, the instructor had said yes beforehand.", None),
    ("Bottle of water with a lid is fine in the tuition car but no snacks.", None),
    ("Motorway lessons have to be an hour and a half at least.", None),
    ("my sister said the school wipes your training records two years after your last lesson", None),
    ("If you cancel a block they refund the unused hours minus a £20 fee.", None),
]
