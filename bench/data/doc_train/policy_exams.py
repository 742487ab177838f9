"""A UK university's regulations on assessment, examinations, extensions, late penalties and reassessment; written blind."""
from __future__ import annotations

POLICY = """\
UNIVERSITY OF HOLLINBRIDGE
ACADEMIC REGULATIONS: ASSESSMENT, EXAMINATIONS AND REASSESSMENT (TAUGHT PROGRAMMES)

Effective from 15 September 2025 for all undergraduate and taught postgraduate students

1. Scope and definitions

These regulations apply to all students registered on undergraduate and taught postgraduate programmes of the University of \
Hollinbridge, including students based at the Ellesmere Quay campus and those on approved distance-learning programmes, but \
they do not apply to research degrees, which are governed by the Code of Practice for Research Degrees. In these regulations \
"assessment" means any piece of work that contributes to a module mark, "coursework" means any assessment other than an \
invigilated examination, "working day" means Monday to Friday excluding bank holidays and days on which the University is \
closed, and "Module Leader" means the member of academic staff responsible for a module as named in the module handbook. The \
pass mark for a module is 40% at undergraduate levels 4 to 6 and 50% at postgraduate level 7.

2. Submission of coursework

All coursework must be submitted electronically through the Hollinbridge Learning Hub by 12 noon on the deadline date \
published in the module handbook, unless the Module Leader has specified another method in writing, such as handing in an \
artefact, portfolio or sketchbook at the School Office. Deadlines are set only on working days and will not fall between 20 \
December and 5 January or within either of the main examination periods. Written work must be uploaded as a single PDF or \
Word file of no more than 50MB, and the submission time recorded by the Learning Hub is final for all purposes.

Students are strongly advised to submit at least 2 hours before the deadline. Where the Learning Hub itself is unavailable \
for more than 30 minutes in the 4 hours before a deadline, as confirmed by Digital Services, the deadline will automatically \
move to 12 noon on the next working day, but the failure of a student's own computer, internet connection or storage device \
is not accepted as a reason for late submission. Students may submit as many times as they wish before the deadline, and \
only the last version submitted before the deadline will be marked.

3. Extensions

A student who cannot meet a coursework deadline because of short-term circumstances beyond their control may apply for an \
extension using the online Extension Request form, which must be submitted before the deadline, and a request made once the \
deadline has passed will not be considered. The Module Leader may grant an extension of up to 7 calendar days, and any \
request for a longer extension, up to a maximum of 14 calendar days, must be decided by the School's Extenuating \
Circumstances Officer. Students whose Learning Support Plan, issued by the Disability and Wellbeing Service, provides for \
extensions may self-certify one extension of up to 7 calendar days per assessment without supplying evidence.

No student may be granted more than 3 extensions in the same academic year without the written approval of the Associate \
Dean (Education). Extensions are not available for invigilated examinations, timed online assessments, presentations, \
performances or group work with a shared deadline, and a student who is unable to take part in any of these must apply for \
extenuating circumstances under section 8.

4. Penalties for late submission

Work submitted after the deadline, or after an approved extended deadline, without a valid reason will be penalised as \
follows: work submitted up to 24 hours late will have 10 percentage points deducted from the mark awarded; work submitted \
more than 24 hours but no more than 5 working days late will have its mark capped at the pass mark for the module; and work \
submitted after that point will receive a mark of zero, although it will still be read and feedback will be given. The \
deduction of 10 percentage points will never take a mark that would otherwise have passed below the pass mark. Pass/fail \
elements, such as placement logs and attendance portfolios, are not given a percentage penalty but will be recorded as a \
fail if they are submitted more than 24 hours after the deadline.

5. Word limits

Every written assessment has a word limit stated in the assessment brief, and the word count includes the main text, \
headings, in-text citations, quotations and footnotes but excludes the title page, the abstract, the reference list, tables, \
figure captions and appendices. Students must state the word count on the cover sheet, and a false declaration will be \
treated as academic misconduct under section 10. Work that exceeds the word limit by up to 10% will not be penalised, but \
where the limit is exceeded by more than 10%, the marker will stop reading at the point at which the limit plus 10% is \
reached and will mark only the work up to that point. There is no penalty for falling short of the word limit, although work \
that is substantially shorter than the limit is unlikely to meet the learning outcomes. For dissertations and final-year \
projects with a limit of 8,000 words or more, the tolerance is reduced from 10% to 5%.

6. Invigilated examinations

The main examination periods for 2025/26 run from 12 to 23 January 2026 and from 11 May to 5 June 2026, and the personal \
timetable for each period will be published at least 4 weeks before it starts. Examinations may be scheduled on any day from \
Monday to Saturday between 9am and 6pm, and it is each student's responsibility to check the date, time and venue of every \
examination. Students must arrive at the venue at least 20 minutes before the start and must bring their student ID card, \
and a student without their card will be allowed to sit the examination only after completing an identity declaration and \
must then show the card at the Examinations Office within 2 working days, otherwise the script will not be marked.

A student who arrives up to 30 minutes after the start may be admitted but will not be given any additional time, and no \
student will be admitted more than 30 minutes after the start. No student may leave the room during the first 45 minutes or \
the last 15 minutes of an examination, and toilet visits are permitted only when accompanied by an invigilator. Students may \
bring only a clear pencil case, black or blue pens, and water in a clear bottle of no more than 750ml with the label removed, \
and where calculators are permitted in an examination only the Casio fx-83GTX or fx-85GTX may be used. Mobile phones, \
smartwatches and other electronic devices must be switched off and sealed in the pouch provided, which must be kept under \
the student's chair until they leave the room.

7. Timed online assessments

Timed online assessments are released on the Learning Hub at 10am and remain open for 24 hours, and a student may start at \
any point within that window, but every answer must be submitted by 10am on the following day. Each assessment is designed \
to be completed in no more than 3 hours, and students with a Learning Support Plan that provides for additional time will \
have that time added to the recommended duration, not to the length of the window. Answers submitted up to 1 hour after \
the window closes will be accepted with a deduction of 10 percentage points, and answers submitted later than that will not \
be accepted.

8. Extenuating circumstances

Extenuating circumstances are unexpected, significant and short-term circumstances outside the student's control that have \
prevented them from completing an assessment or have seriously affected their performance in it. A claim must be made on \
the Extenuating Circumstances form no later than 5 working days after the deadline or examination concerned and must be \
supported by independent evidence, such as a letter from a registered medical practitioner, a death certificate or a police \
crime reference number, although where evidence is not yet available it may be supplied within a further 10 working days. \
By sitting an examination or submitting coursework, a student declares that they are fit to be assessed, and a claim \
relating to that assessment will not be accepted afterwards unless the student can show that they were unable to recognise \
the effect of their circumstances at the time.

The following will not be accepted as extenuating circumstances: failure of a student's own computer or storage device, \
having several deadlines close together, minor illness lasting fewer than 3 days, holidays, paid employment, and religious \
or cultural events that were known about in advance. The School's Extenuating Circumstances Panel meets within 10 working \
days of the end of each examination period, and where a claim is upheld the Panel will normally grant a deferral, meaning \
that the next attempt is treated as a first attempt and its mark is not capped. The Panel has no power to change a mark.

9. Reassessment and progression

A student who fails a module is entitled to one reassessment in each failed component, which will take place in the August \
reassessment period, from 17 to 28 August 2026, and there is no fee for a first reassessment. The module mark following \
reassessment is capped at the pass mark, namely 40% for undergraduate modules and 50% for postgraduate modules, except where \
the reassessment has been granted as a deferral under section 8. A student who fails a module after reassessment may repeat \
it with attendance once in the following academic year, on payment of the tuition fee for that module, or may be offered \
an exit award if they have already gained enough credit.

An undergraduate student may be awarded credit by compensation for up to 20 credits at each level, provided that the failed \
module mark is between 35% and 39%, the student's average mark for the level is at least 45%, and the module is not \
designated as core in the programme specification. To progress to the next level, an undergraduate student must have \
passed or been awarded 120 credits at the current level.

10. Academic misconduct

Academic misconduct includes plagiarism, collusion, contract cheating, fabrication of data, and the use of generative \
artificial intelligence tools, except where the assessment brief expressly permits their use and the student acknowledges it \
in accordance with the guidance on the Learning Hub. A student suspected of misconduct will be invited to a meeting with at \
least 5 working days' notice and may be accompanied by a friend, fellow student or Students' Union adviser, but not by a \
legal representative. For a first minor offence at level 4 the usual outcome is a formal warning and a resubmission capped \
at the pass mark, while any other proven offence will result in a mark of zero for the assessment, and serious or repeated \
cases will be referred to the University Academic Misconduct Panel, which may recommend expulsion.

11. Marking, feedback and appeals

Provisional marks and feedback will be released within 15 working days of the submission deadline, or within 20 working \
days for dissertations, and all marks remain provisional until they are confirmed by the Board of Examiners. A sample of at \
least 10% of scripts, and never fewer than 8, is moderated for every assessment. A student may appeal against a confirmed \
result within 10 working days of its publication on grounds of procedural irregularity, or on grounds of extenuating \
circumstances that could not for good reason be disclosed earlier, but no appeal may be made against academic judgement.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Coursework at my uni is due by midnight on the deadline day.",
     "through the Hollinbridge Learning Hub by 12 noon on the deadline date"),
    ("laptop died the night before, but that counts as a valid reason for handing in late so no penalty",
     "is not accepted as a reason for late submission"),
    ("Tasha says you can still request an extension the day after the deadline.",
     "a request made once the deadline has passed will not be considered"),
    ("My module leader can sign off a three-week extension on her own.",
     "The Module Leader may grant an extension of up to 7 calendar days"),
    ("u can get like 5 extensions a year before anyone senior has to approve it",
     "No student may be granted more than 3 extensions"),
    ("Handing work in a few hours late only loses you 5 marks.",
     "will have 10 percentage points deducted from the mark awarded"),
    ("footnotes don't count towards the word limit so i stuffed loads in there",
     "headings, in-text citations, quotations and footnotes but excludes"),
    ("Jamal reckons you can go 20% over the word limit with no penalty.",
     "Work that exceeds the word limit by up to 10% will not be penalised"),
    ("If you're even five minutes late to an exam, they won't let you in.",
     "A student who arrives up to 30 minutes after the start may be admitted"),
    ("Ellie took her graphing calculator into the stats exam, any model's allowed.",
     "only the Casio fx-83GTX or fx-85GTX may be used"),
    ("the online timed tests stay open for 48 hrs so no stress",
     "are released on the Learning Hub at 10am and remain open for 24 hours"),
    ("EC claims can go in up to a month after the exam.",
     "no later than 5 working days after the deadline or examination concerned"),
    ("Chloe got an EC accepted just for having three deadlines in one week.",
     "storage device, having several deadlines close together, minor illness"),
    ("resits are in july this year and each one costs £150 tbh",
     "from 17 to 28 August 2026, and there is no fee"),
    ("Ben's bringing his solicitor to his academic misconduct meeting next week.",
     "but not by a legal representative"),
    ("Freya's lecturers have six weeks to return marks and feedback on essays.",
     "will be released within 15 working days of the submission deadline"),
    # near-misses
    ("My essay is due at midday on the 14th.", None),
    ("Learning Hub went down for an hour before my deadline so it got moved to noon the next working day", None),
    ("Uploaded my report as a 30MB PDF, no problem.", None),
    ("resubmitted my essay 3 times before the deadline, they only mark the last one", None),
    ("Mo's module leader gave him a five-day extension.", None),
    ("Priya has a support plan, so she self-certified a week's extension without evidence.", None),
    ("handed in 3 hrs late and lost 10 marks but it was a 68 so whatever", None),
    ("Reference list and appendices don't count towards the word count.", None),
    ("went about 8% over the word limit, no penalty", None),
    ("Sam arrived twenty minutes late to his exam; they let him in but gave no extra time.", None),
    ("Kemi took a 500ml clear bottle of water with the label peeled off into her exam.", None),
    ("you can start the online timed test whenever u like in the 24hr window", None),
    ("My GP letter wasn't ready yet, so I sent the EC form first and the evidence a week later.", None),
    ("Deferred exams count as a first attempt, so the mark isn't capped.", None),
    ("Dan got compensated for a 37 in a 20-credit optional module as his average was 52.", None),
    ("you can bring a mate or an SU adviser to a misconduct meeting", None),
]
