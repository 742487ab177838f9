"""An employer's family leave policy (maternity, paternity, adoption, shared parental leave and pay); written blind."""
from __future__ import annotations

POLICY = """\
CALDERWICK HOUSING TRUST
FAMILY LEAVE POLICY: MATERNITY, PATERNITY, ADOPTION AND SHARED PARENTAL LEAVE

Effective from 1 April 2025. Policy reference HR-FL-07, version 4.2. Policy owner: Head of People Services, Ledbury House, \
Calderwick.

1. Purpose, scope and definitions

This policy sets out the rights of employees of Calderwick Housing Trust ("the Trust") to maternity, paternity, adoption and \
shared parental leave and pay, and applies to all employees working at Ledbury House, the Ashmere Cross depot and the Trust's \
neighbourhood offices, other than agency workers, contractors and volunteers, who should refer to the terms of their own agency \
or engagement. In this policy "EWC" means the expected week of childbirth, "qualifying service" means continuous employment with \
the Trust of at least 26 weeks ending with the 15th week before the EWC (or, for adoption, ending with the week in which the \
employee is notified of being matched with a child), and "enhanced pay" means pay above the statutory rate which the Trust \
provides in accordance with sections 3, 4 and 5. Where statutory rights change, the statutory minimum will always apply if it is \
more favourable than anything set out in this policy.

2. Notifying the Trust

An employee who is pregnant must tell her line manager and People Services, in writing, no later than the end of the 15th week \
before the EWC, stating the EWC and the date on which she intends to start maternity leave, and must provide the MATB1 \
certificate issued by her midwife or GP, which cannot be issued earlier than 20 weeks before the EWC. The intended start date may \
be changed by giving at least 28 days' notice before either the original or the new date, whichever is earlier, and People \
Services will confirm in writing, within 28 days of receiving the notification, the date on which maternity leave is expected to \
end. Employees who wish to take paternity leave must give notice on form FL2 by the end of the 15th week before the EWC, and \
employees adopting a child must give notice within 7 days of being notified of a match by the adoption agency. All notices \
should be sent to familyleave@calderwick-ht.org.uk or handed in at the People Services reception on the second floor of Ledbury \
House, which is staffed between 9am and 4.30pm, Monday to Thursday.

3. Maternity leave and pay

All pregnant employees are entitled to up to 52 weeks' maternity leave, made up of 26 weeks' ordinary maternity leave and 26 \
weeks' additional maternity leave, regardless of their length of service. The earliest maternity leave can start is the \
beginning of the 11th week before the EWC, and it will start automatically if the employee is absent for a pregnancy-related \
reason at any time in the four weeks before the EWC, or on the day after the birth if the baby arrives before the planned start \
date. Employees must take at least two weeks' compulsory maternity leave immediately after the birth, rising to four weeks for \
employees who work in the Trust's repairs and maintenance teams at the Ashmere Cross depot. Employees with qualifying service \
who earn on average at least the lower earnings limit for National Insurance will receive enhanced maternity pay of 100% of \
normal basic salary for the first 16 weeks, followed by 50% of basic salary plus statutory maternity pay (SMP) for the next 10 \
weeks, provided that the combined amount does not exceed full basic salary, followed by SMP only for 13 weeks, and the final 13 \
weeks of additional maternity leave are unpaid. Employees without qualifying service, or who tell the Trust that they do not \
intend to return, will receive SMP only where they are eligible for it, which is paid at 90% of average weekly earnings for the \
first 6 weeks and then at the statutory flat rate (currently £187.18 per week), or at 90% of average weekly earnings if that is \
lower, for the remaining 33 weeks.

4. Paternity leave and pay

An employee who is the biological father of the child, the partner of the mother (including a same-sex partner), or the partner \
of the primary adopter, and who has qualifying service, is entitled to two weeks' paternity leave, which may be taken as a single \
block of two weeks or as two separate blocks of one week each. Paternity leave may be taken at any time within 52 weeks of the \
birth or placement but may not be taken in individual days, and may not start before the baby is born. The Trust will pay \
paternity leave at full basic salary for both weeks, instead of statutory paternity pay, provided that the employee has completed \
26 weeks' service by the EWC; employees with shorter service may take up to five days' unpaid leave around the birth, provided \
that they give their line manager at least 24 hours' notice where practicable. In addition, the Trust gives every expectant \
father or partner paid time off to attend up to two antenatal appointments of up to six and a half hours each, and the pregnant \
employee herself may attend as many antenatal appointments as are recommended by her midwife or GP, on full pay.

5. Adoption leave and pay

Employees who are matched with a child for adoption by a UK adoption agency, or who are intended parents in a surrogacy \
arrangement and have applied for a parental order, are entitled to up to 52 weeks' adoption leave from their first day of \
employment. Only one member of an adopting couple may take adoption leave, and the other may take paternity leave in accordance \
with section 4 or shared parental leave in accordance with section 6. Adoption leave may start up to 14 days before the expected \
date of placement, or on the date of placement itself, and enhanced adoption pay is paid at the same rates and for the same \
periods as enhanced maternity pay under section 3. The primary adopter may take paid time off to attend up to five pre-adoption \
appointments, and the secondary adopter may take unpaid time off for up to two such appointments, each lasting no more than six \
and a half hours. Overseas adoptions follow the same rules, except that the employee must provide the official notification from \
the relevant authority within 28 days of receiving it and leave must begin within 28 days of the child's arrival in Great \
Britain.

6. Shared parental leave

Eligible parents may end maternity or adoption leave early and share the remaining balance of up to 50 weeks of leave and up to \
37 weeks of pay between them as shared parental leave (SPL). An employee must give at least eight weeks' notice of each period \
of SPL that they wish to book, and may submit up to three booking notices in total, each of which may be for a continuous block \
or for a discontinuous pattern of leave. The Trust will always agree a request for a continuous block, but may refuse a request \
for a discontinuous pattern, in which case the employee may withdraw the request within 15 days or take the total number of \
weeks as a single block beginning on the date originally requested. Shared parental pay is paid at the statutory rate only, \
unless the employee is the mother or primary adopter and some of the weeks fall within the first 26 weeks after the birth or \
placement, in which case those weeks are paid at the enhanced rates set out in section 3. SPL must be taken before the child's \
first birthday or the first anniversary of the placement.

7. Keeping in touch days

During maternity or adoption leave, an employee may work up to 10 keeping in touch (KIT) days without bringing her leave to an \
end, and an employee on shared parental leave may work up to 20 shared parental leave in touch (SPLIT) days, in addition to any \
KIT days already worked. KIT and SPLIT days are entirely voluntary, must be agreed in advance with the line manager, and cannot be \
worked during the two weeks of compulsory maternity leave. Any work done on a day, even an hour attending a team meeting or a \
training course, counts as one full KIT day, and each KIT or SPLIT day will be paid at the employee's normal daily rate of basic \
salary, less any maternity, adoption or shared parental pay received for that day. Reasonable travel costs incurred in attending \
a KIT day will be reimbursed at 45p per mile for the first 10,000 miles, in accordance with the Trust's Expenses Policy, but the \
Trust will not pay for childcare.

8. Terms and conditions during leave

During all types of family leave the employee's contract continues, and they remain entitled to all benefits other than salary, \
including the Trust's life assurance cover, the employee assistance programme and the use of a Trust laptop and mobile phone \
where these have already been allocated. Annual leave continues to accrue throughout ordinary and additional leave at the \
employee's contractual rate of 27 days per year plus bank holidays, and employees are encouraged to take any accrued leave \
immediately before or after their family leave, although no more than 5 days may be carried into the next leave year without \
the written approval of the Head of People Services. Employer pension contributions of 8% continue on actual pay during paid \
leave, and during the unpaid part of additional maternity leave the Trust will not make contributions unless the employee chooses \
to continue her own. Company car users may keep the car for the first 39 weeks of leave, but must return it to the Ashmere \
Cross depot if their leave continues beyond that point.

9. Returning to work

An employee who intends to return at the end of their full entitlement does not need to give any further notice, but an employee \
who wishes to return earlier must give at least eight weeks' notice of the new return date, and if they fail to do so the Trust \
may postpone their return until eight weeks have passed or until the end of their leave, whichever is earlier. An employee \
returning after 26 weeks or less is entitled to return to the same job, and an employee returning after more than 26 weeks is \
entitled to return to the same job or, if that is not reasonably practicable, to a suitable alternative role on terms no less \
favourable. Employees who wish to change their working hours on return should make a flexible working request at least 12 weeks \
before the planned return date, and the Trust will respond within two months. A private room with a lockable fridge is available \
on the first floor of Ledbury House for employees who are breastfeeding or expressing milk, and may be booked through reception \
for up to 30 minutes at a time.

10. Repayment of enhanced pay

Enhanced maternity and adoption pay is paid on condition that the employee returns to work for the Trust for at least six months \
after the end of their leave. An employee who does not return, or who resigns within six months of returning, will be required \
to repay the enhanced element of their pay (that is, any amount paid above SMP or statutory adoption pay), less one sixth for \
each full month worked after their return, and the repayment may be deducted from final salary or repaid in instalments over no \
more than 12 months. The repayment requirement does not apply where employment ends because of redundancy, ill health \
retirement or the death of the child, or where the Head of People Services agrees in writing to waive it.

11. Other leave for parents

Employees with at least one year's service may take up to 18 weeks' unpaid parental leave per child before the child's 18th \
birthday, in blocks of one week and no more than four weeks per child in any year, and must give 21 days' notice of the start \
date. Employees are also entitled to two weeks' paid parental bereavement leave if they lose a child under the age of 18 or suffer \
a stillbirth after 24 weeks of pregnancy, which may be taken at any time within 56 weeks of the death. Neonatal care leave of up \
to 12 weeks is available where a baby is admitted to neonatal care within 28 days of birth and stays for at least seven \
continuous days, and is paid at full basic salary for the first two weeks and at the statutory rate after that.

12. Questions, appeals and review

Questions about this policy should be addressed to People Services in the first instance, and appeals against a decision made \
under it should be made in writing to the Director of Resources within 14 days of the decision. This policy will be reviewed every \
two years by the Joint Consultative Committee, with the next review due in March 2027.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Bella told me you can start maternity leave at the housing trust 16 weeks before your due date.",
     "The earliest maternity leave can start is the"),
    ("Full pay for the first six months of maternity leave at Calderwick, then it drops.",
     "100% of normal basic salary for the first 16 weeks"),
    ("hubby's doing his paternity leave as odd days here n there, tues and weds over the summer",
     "birth or placement but may not be taken in individual days"),
    ("Paternity leave at the trust is only paid at the statutory rate, not full salary.",
     "The Trust will pay paternity leave at full basic salary for both weeks"),
    ("Tom and his husband both work at the trust and they're both on adoption leave for their new little one.",
     "Only one member of an adopting couple may take adoption leave"),
    ("ngl you only need to give 4 wks notice to book a block of shared parental leave",
     "must give at least eight weeks' notice of each period of SPL"),
    ("Amara said she's allowed 15 keeping in touch days while she's on maternity leave.",
     "may work up to 10 keeping in touch (KIT) days"),
    ("popped in for an hour's team meeting on mat leave, only counted as half a KIT day",
     "counts as one full KIT day"),
    ("The People Services desk at Ledbury House is open till 5pm on Fridays for handing in forms.",
     "staffed between 9am and 4.30pm, Monday to Thursday"),
    ("can carry over 10 days of annual leave after mat leave without anyone signing it off, sweet",
     "no more than 5 days may be carried into the next leave year"),
    ("Dev's wife has to hand her company car back the day she starts maternity leave.",
     "Company car users may keep the car for the first 39 weeks"),
    ("if u want to come back early from mat leave u just give a fortnight's notice",
     "must give at least eight weeks' notice of the new return date"),
    ("A flexible working request only needs to go in a month before you return from leave.",
     "make a flexible working request at least 12 weeks before the planned return date"),
    ("Jo was made redundant after her maternity leave and still had to pay back her enhanced pay.",
     "The repayment requirement does not apply where employment ends because of redundancy"),
    ("u can take up to 8 weeks unpaid parental leave a year for each kid",
     "no more than four weeks per child in any year"),
    ("Kemi's partner says the trust gives dads paid time off for every antenatal appointment.",
     "paid time off to attend up to two antenatal appointments"),
    # near-misses
    ("Maternity leave can start from the beginning of the 11th week before the baby's due.", None),
    ("full pay for the first 16 wks of mat leave then half pay plus SMP for a bit", None),
    ("My partner is splitting his paternity leave into two separate weeks, one after the birth and one in the summer.", None),
    ("Ollie's only been at the trust three months so he's taking five days unpaid when the baby comes.", None),
    ("Leah's taking adoption leave and her wife, who also works at the trust, is doing shared parental leave.", None),
    ("adoption leave can kick off a fortnight before the placement date", None),
    ("I gave my manager ten weeks' notice for my shared parental leave block.", None),
    ("Amara has done her 10 KIT days and is planning a few SPLIT days on top once she's on shared leave.", None),
    ("KIT days get paid at my normal day rate minus whatever mat pay I'm getting that day", None),
    ("Annual leave keeps building up while you're on maternity leave, 27 days plus bank holidays.", None),
    ("Dev's wife kept her company car for the first eight months of her maternity leave.", None),
    ("came back after 5 months of mat leave and got my exact same job back", None),
    ("Sam resigned eight months after coming back from maternity leave and didn't have to repay anything.", None),
    ("u can take unpaid parental leave in week-long chunks any time till the kid turns 18", None),
    ("The breastfeeding room at Ledbury House can be booked for half an hour at a time.", None),
    ("Funmi's baby went into neonatal care the day after birth for ten days, so she qualifies for neonatal leave.", None),
]
