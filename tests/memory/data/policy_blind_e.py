"""Staff handbook (annual leave, sickness absence, overtime) of a logistics company, with planted contradictions.

Written on 2026-11-27 independently of the service's code, and never read by whoever changes the judge (only
totals printed)."""
from __future__ import annotations

POLICY = """\
Calder & Vane Logistics Ltd - Staff Handbook
Part 4: Annual Leave, Sickness Absence and Overtime
Version 7.2, effective 1 April 2024 (replaces version 7.1, issued 1 January 2022)

4.1 Scope

This Part applies to all employees of Calder & Vane Logistics Ltd ("the Company") who work at the Wakefield, \
Daventry, Avonmouth and Grangemouth depots or at the head office in Leeds, including fixed-term employees \
provided that their contract is for at least 12 weeks, but it does not apply to agency workers, whose terms are \
set by their agency, or to self-employed owner-drivers engaged under a haulage services agreement. Where a \
collective agreement with the recognised trade union sets different terms for shift staff at a particular depot, \
the collective agreement prevails to the extent of any inconsistency. Under version 7.1 of this Part, the \
night-out rate for drivers was £30 and the carry-over limit for annual leave was three days; both changed on 1 \
April 2024.

4.2 Annual Leave

4.2.1 Entitlement. The leave year runs from 1 April to 31 March. Full-time employees are entitled to 25 days of \
paid annual leave in each leave year, in addition to the eight public holidays observed in England and Wales, or \
the nine public holidays observed in Scotland for employees based at Grangemouth. Part-time employees receive a \
pro-rata entitlement calculated on the number of days they are contracted to work each week, rounded up to the \
nearest half day.

4.2.2 Long service. Employees who have completed five years of continuous service by the start of a leave year \
receive one additional day of leave, and those who have completed ten years of continuous service receive a \
further day, giving a maximum of 27 days, except that employees who joined the Company through the acquisition \
of Pennine Parcels in 2019 retain their previous maximum of 28 days for as long as they remain in their current \
role.

4.2.3 Booking leave. Requests must be submitted through the StaffHub portal and approved by the employee's line \
manager, provided that the employee gives notice of at least twice the length of the leave requested, so that a \
request for five days must be made at least ten days in advance. Requests for more than ten consecutive working \
days must also be approved by the Depot Manager, and no employee may take more than fifteen consecutive working \
days of leave unless the Head of People has agreed to it in writing.

4.2.4 Peak periods. Because of the volume of seasonal traffic, warehouse and transport staff may not take annual \
leave between the last Monday of November and 24 December inclusive, except for leave that was approved before 1 \
September of that year or leave required for a wedding, a bereavement or the birth or adoption of a child. \
Office staff at head office are not subject to this restriction but must ensure that at least half of their team \
is present on each working day.

4.2.5 Carry-over. Employees may carry over up to five days of unused leave into the next leave year, provided \
that the carried-over days are taken by 30 June, after which they are lost without payment. Days above this \
limit are forfeited on 31 March unless the employee was prevented from taking them by sickness, maternity, \
paternity, adoption or shared parental leave, in which case up to 20 days may be carried over and must be taken \
within 18 months of the end of the leave year in which they accrued.

4.2.6 Leave on leaving. On termination, employees are paid for accrued but untaken leave at their normal daily \
rate; where an employee has taken more leave than they have accrued, the excess will be deducted from their \
final salary, unless the termination is by reason of redundancy or ill health.

4.2.7 Buying and selling leave. Employees with at least 12 months' service may buy up to five additional days of \
leave per leave year through salary sacrifice, applying during the window that runs from 1 March to 20 March. \
Leave may not be sold back to the Company except on termination.

4.3 Sickness Absence

4.3.1 Reporting. An employee who is unable to attend work because of sickness must telephone their line manager \
personally, not by text message, email or through a colleague, no later than one hour before the start of their \
shift, or by 7:00 a.m. for employees on day shifts starting at 8:00 a.m. or later. If the line manager cannot be \
reached, the employee must call the depot duty manager. Drivers who fall ill during a shift must stop at the \
first safe place and contact the traffic office before taking any further action.

4.3.2 Evidence. For absences of up to seven calendar days, the employee must complete a self-certification form \
on StaffHub within two working days of their return. For absences longer than seven calendar days, a fit note \
from a doctor or other authorised healthcare professional is required, and it must be submitted no later than \
the tenth calendar day of absence.

4.3.3 Company sick pay. Employees who have completed their probationary period of six months are entitled to \
company sick pay in addition to Statutory Sick Pay, as follows:

- from six months' to two years' service: four weeks at full pay and four weeks at half pay in any rolling \
12-month period;
- from two to five years' service: eight weeks at full pay and eight weeks at half pay;
- over five years' service: thirteen weeks at full pay and thirteen weeks at half pay.

Employees still in their probationary period receive Statutory Sick Pay only, provided that they meet the \
statutory eligibility conditions. Company sick pay is not paid for the first three qualifying days of any \
absence unless the employee has been admitted to hospital or the absence results from an injury at work.

4.3.4 Return to work. A return-to-work meeting is held with the line manager after every absence, however short. \
Drivers absent for more than 14 days, or following any absence involving loss of consciousness, a seizure or a \
change in medication that may affect driving, must not drive a Company vehicle until cleared by the occupational \
health provider, Meridian Health.

4.3.5 Absence triggers. A formal attendance review is triggered where an employee has four or more separate \
periods of absence, or a total of ten or more working days of absence, in any rolling 12-month period. Absences \
related to pregnancy, disability-related absences for which adjustments have been agreed, and absences caused by \
an injury at work are disregarded when applying these triggers. Attendance reviews are conducted by the Depot \
Manager, with an HR business partner present, and the employee may be accompanied by a colleague or a trade \
union representative.

4.3.6 Sickness during leave. An employee who falls ill during annual leave may treat the days of sickness as \
sick leave rather than annual leave, provided that they notify their line manager on the first day of sickness \
and provide a fit note covering the entire period, even if it is shorter than seven days.

4.4 Working Hours and Overtime

4.4.1 Normal hours. The standard working week is 40 hours for warehouse and transport staff, worked over five \
shifts of eight hours excluding an unpaid meal break of 30 minutes, and 37.5 hours for office staff, worked \
Monday to Friday between 8:00 a.m. and 6:00 p.m. Drivers' hours are additionally governed by the retained EU \
drivers' hours rules and the Working Time (Road Transport) Regulations, and nothing in this Part permits a \
driver to exceed those limits.

4.4.2 Authorisation. Overtime must be authorised in advance by the shift supervisor for warehouse staff, or by \
the transport planner for drivers, and unauthorised overtime will not be paid unless the Depot Manager confirms \
in writing within seven days that it was unavoidable. Office staff are not normally eligible for paid overtime \
and instead accrue time off in lieu on an hour-for-hour basis, which must be used within three months.

4.4.3 Rates. Authorised overtime is paid at the following rates:

- Monday to Friday: time and a quarter (1.25 times the basic hourly rate);
- Saturday: time and a half;
- Sunday and public holidays: double time, with a minimum payment of four hours for any call-in on those days.

Overtime is paid only once an employee has worked their full contracted hours in that week, and hours of annual \
leave or sickness are not counted towards that threshold, except that public holidays falling within the week \
are counted.

4.4.4 Limits. No employee may work more than 12 hours of overtime in a single week or more than 60 hours in \
total in any week, and employees under the age of 18 may not work overtime at all. Employees aged 18 or over may \
opt out of the 48-hour average weekly limit under the Working Time Regulations by signing an opt-out form, which \
they may withdraw by giving three months' written notice, except that drivers subject to the Road Transport \
regulations may not opt out.

4.4.5 Night work and allowances. Employees working between 11:00 p.m. and 6:00 a.m. receive a night premium of \
£1.85 per hour in addition to any overtime rate. Drivers on trunking routes who are required to take an \
overnight rest away from their home depot receive a night-out allowance of £35 per night, which is paid through \
payroll in the month following the claim, provided that the claim is submitted by the fifth working day of that \
month.

4.4.6 Claims. Overtime claims are submitted on StaffHub by 12 noon on Tuesday for the week ending the previous \
Saturday and are paid in the next monthly salary run, which takes place on the 25th of each month or on the last \
working day before it if the 25th falls on a weekend or public holiday.

4.5 Queries and Appeals

Questions about this Part should be raised first with the line manager and then with the HR team at head office. \
An employee who disagrees with a decision made under this Part may appeal in writing to the Head of People \
within ten working days of being told of the decision, and the appeal will be heard by a manager who was not \
involved in the original decision, normally within twenty working days.
"""

MEMORIES: list[tuple[str, str | None]] = [
    (
        'fyi our leave year at c&v runs jan to dec so use it or lose it by new years eve',
        'The leave year runs from 1 April to 31 March',
    ),
    (
        'i can carry over 10 days of unused hols into next year as long as i use them by end of june',
        'carry over up to five days of unused leave',
    ),
    (
        'heads up for a week off you only need to put it on staffhub 3 days before, manager just clicks approve',
        'five days must be made at least ten days in advance',
    ),
    (
        'apparently anything over 10 days in a row only needs your line manager to sign it off, depot manager'
        ' doesnt get involved',
        'must also be approved by the Depot Manager',
    ),
    (
        'warehouse lot can book leave whenever in december lol, no blackout before xmas eve',
        'the last Monday of November and 24 December inclusive',
    ),
    (
        'if ur off sick just text your manager an hour before shift, no need to ring',
        'not by text message, email or through a colleague',
    ),
    (
        'company sick pay kicks in from day one of being off, no waiting days',
        'not paid for the first three qualifying days',
    ),
    ('saturday overtime is double time fyi, same as sundays', 'Saturday: time and a half'),
    (
        "my nephew's 17 and on the daventry warehouse, he's allowed up to 12 hrs overtime a week like the "
        'rest of us',
        'employees under the age of 18 may not work overtime at all',
    ),
    ('night out allowance for trunkers is twenty five quid a night now', 'night-out allowance of £35 per night'),
    (
        'overtime claims have to be in by friday noon for the week before or you miss the pay run',
        'by 12 noon on Tuesday',
    ),
    (
        'drivers can sign the 48 hr opt out form same as everyone else at the depot',
        'Road Transport regulations may not opt out',
    ),
    ('full timers get 5 weeks hol a year on top of bank hols', None),
    ('carry over is 5 days now, used to be 3 under the old handbook, and they have to be gone by end of june', None),
    ("sarah was on mat leave most of last year so she's allowed to roll over 15 days instead of the usual 5", None),
    ('the pennine parcels transfers still get 28 days apparently, as long as they stay in the same job', None),
    ("booked thu-fri off on staffhub a week ahead so that's plenty of notice for 2 days", None),
    ('head office people can still take leave in early december, they just need half the team in each day', None),
    (
        'was off sick tue to thu, just need to do the self cert on staffhub within 2 working days of coming '
        'back, no doctors note needed',
        None,
    ),
    ('after 6 yrs here i get 13 wks full sick pay then 13 wks half', None),
    ("weekday overtime is time and a quarter so on £12 an hour that's £15 an hour", None),
    ('night out used to be £30 under the old 2022 handbook, went up in april 2024', None),
    ('just turned 18 so i can finally do overtime at avonmouth, max 12 hrs extra a week', None),
    ('sunday call in is double time and they have to pay you at least 4 hrs even if you only do one lol', None),
]
