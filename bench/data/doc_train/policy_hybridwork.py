"""A company's hybrid and remote working policy (office days, core hours, equipment, expenses, working abroad); written blind."""
from __future__ import annotations

POLICY = """\
PENWARDEN ANALYTICS LIMITED
HYBRID AND REMOTE WORKING POLICY

Effective from 6 January 2025. Document owner: Chief People Officer. This policy applies at both UK offices: Kingsmere Wharf, \
Tarrowby (head office) and Fennick Street, Oldcastle Bridge.

1. Purpose, scope and definitions

This policy explains how employees of Penwarden Analytics Limited ("the Company") may divide their working time between a \
Company office and their home or another approved location, and applies to all permanent and fixed-term employees who have \
completed their probationary period of six months, other than those in roles designated as site-based under section 2. In this \
policy "hybrid worker" means an employee who works at a Company office for part of each week and remotely for the rest, "remote \
worker" means an employee whose contract names their home as their place of work, and "anchor day" means the day of the week on \
which a department is expected to be in the office together. Nothing in this policy changes an employee's contractual place of \
work, which remains the office named in their contract unless a remote working variation has been signed in accordance with \
section 2.

2. Eligibility and agreements

Hybrid working is available to employees whose roles can be carried out effectively away from the office, but it is not \
available to reception, facilities, print room and IT service desk staff, whose roles are site-based, except for up to 10 days \
per year agreed in advance with their manager for project or training work. Each hybrid worker must complete a hybrid working \
agreement with their line manager on the People Portal within 30 days of starting hybrid working, and the agreement must be \
reviewed at least once every 12 months or whenever the employee changes role. Requests to become a remote worker must be \
approved by the relevant Director and the Chief People Officer, will normally only be granted where the employee lives more than \
60 miles from their nearest office, and result in a formal variation to the employee's contract. Employees may also make a \
statutory flexible working request from their first day of employment, which will be dealt with under the Flexible Working \
Policy rather than this policy.

3. Office attendance

Hybrid workers are expected to attend the office for a minimum of three days per week, or 60% of their contracted days for \
part-time employees rounded down to the nearest whole day, and at least one of those days must be the anchor day set for their \
department. The anchor days are Tuesday for Finance and Legal, Wednesday for Client Services and Data Engineering, and Thursday \
for Sales and Marketing, and all-company briefings are held at Kingsmere Wharf at 10am on the first Monday of each month. \
Attendance is measured as an average over each calendar quarter rather than week by week, so an employee who attends on only \
two days in one week may make up the shortfall in a later week of the same quarter. Remote workers must attend the office for \
at least four days per quarter, including the quarterly team day, and the Company will pay reasonable travel costs and, where \
the journey is more than 100 miles each way, one night's hotel accommodation of up to £140 in Tarrowby or £110 elsewhere. New \
starters must work from the office every working day for their first four weeks, unless their manager agrees otherwise in \
writing.

4. Core hours and availability

The Company's core hours are 10am to 4pm, Monday to Friday, and every hybrid or remote worker must be available by Teams, phone \
and email during these hours, other than during a lunch break of up to one hour taken between 12 noon and 2pm. Outside core \
hours employees may arrange their working time flexibly between 7am and 8pm, provided that they work their full contracted \
hours, which for full-time employees are 37.5 hours per week, and do not work more than 10 hours on any single day. Employees \
must keep their Teams status accurate and must set an out-of-office message if they will be unavailable for more than two hours \
during core hours. Meetings involving colleagues in more than one location should not be scheduled to start before 9.30am or to \
finish after 4.30pm, and Friday afternoons after 1pm are kept free of internal meetings wherever possible.

5. Home working environment

Before starting hybrid working, every employee must complete the online display screen equipment (DSE) self-assessment and the \
home working safety checklist, and must repeat both assessments every two years or within 14 days of moving house. Employees \
must have a dedicated work area with a desk, a suitable chair and adequate lighting, must not work from a bed or sofa except for \
short periods, and must take a break of at least five minutes away from the screen every hour. The Company does not inspect \
employees' homes, but the Health and Safety team may arrange a video call to review the workspace if a problem is reported. \
Employees must not hold face-to-face meetings with clients or suppliers at their home, and must report any accident or injury \
that happens while working at home within 24 hours using the accident form on the People Portal. Employees are responsible for \
telling their home insurer and their mortgage lender or landlord, where required, that they work from home, and the Company will \
not reimburse any resulting increase in premium.

6. Equipment

The Company will provide each hybrid worker with a laptop, one 24-inch monitor, a keyboard, a mouse and a headset, and remote \
workers will in addition be provided with a second monitor, an adjustable chair and a height-adjustable desk if their DSE \
assessment shows a need for them. Employees may also buy other ergonomic items such as a footrest or a laptop stand and claim up \
to £150 in total in their first year of hybrid working, with receipts, through the expenses system. All equipment remains the \
property of the Company and must be returned to the Kingsmere Wharf IT desk, or sent back in the prepaid courier box provided by \
IT, within 10 working days of leaving the Company or of ceasing hybrid working. Faults must be reported to the IT service desk on \
extension 4400 or at itdesk@penwarden-analytics.co.uk, and employees must not attempt to repair Company equipment themselves or \
take it to a third-party repair shop. Company laptops may be used for reasonable personal browsing during breaks, but must not \
be used by family members or other members of the household for any purpose.

7. Expenses and allowances

Hybrid workers are not entitled to claim travel expenses for journeys between their home and their contractual office, which are \
treated as ordinary commuting, although travel between the two offices or to client sites is reimbursed in accordance with the \
Travel and Expenses Policy. The Company pays a home working allowance of £26 per month to remote workers and £12 per month to \
hybrid workers, through payroll and subject to tax and National Insurance, and no other claims for heating, electricity or \
broadband will be accepted. Where an employee's home is unsuitable for work, their manager may approve the use of a coworking \
space within 5 miles of their home, and the Company will reimburse up to £180 per month for a hot-desk membership, but not for \
meeting rooms, food or drink. Lunch and refreshments on days worked from home cannot be claimed in any circumstances.

8. Information security

Employees working away from the office must connect only through the Company VPN, must not use public Wi-Fi without the VPN, must \
lock their screen whenever they leave their laptop unattended, and must not print confidential documents at home. Paper \
documents marked Confidential or Restricted must not be taken out of the office at all, and any other paper records taken home \
must be kept in a locked drawer and brought back to the office for shredding within 7 days. Lost or stolen devices must be \
reported to IT within one hour of discovery, using the out-of-hours security line on 01632 960 418 if the IT service desk is \
closed. Employees must not take part in client calls from cafes, trains or other public places where they can be overheard, \
and must use a plain or blurred background on all video calls with clients.

9. Working from other locations and working abroad

Employees may work from a location in the UK other than their home, such as a relative's house or a holiday let, for up to 20 \
days per calendar year, provided that their manager agrees in advance, they can meet the requirements of sections 5 and 8, and \
they remain able to attend the office on their anchor day. Working abroad is permitted for no more than 10 working days in any \
rolling 12-month period, must be requested through the People Portal at least four weeks before travel, and must be approved by \
both the line manager and the Head of Tax and Payroll, because working abroad can create tax, social security, immigration and \
data protection obligations for the employee and the Company. Working abroad may only take place in a country of the European \
Economic Area or in Switzerland, and is not allowed in any other country, even for a single day, except where the employee is on \
an approved business trip. Employees working abroad must remain available during core hours UK time and must take their Company \
laptop, as no Company data may be accessed from personal devices. Days worked abroad immediately before or after a period of \
annual leave count towards the 10-day limit in the same way as any other day.

10. Desk booking and office facilities

Desks at both offices are shared and must be booked through the DeskFinder app no more than 14 days in advance, and bookings that \
have not been checked into by 10.30am on the day are automatically released. Each employee may book no more than one desk per \
day and may not reserve the same desk for more than three consecutive days. Lockers are available on a first-come, first-served \
basis and must be emptied by 7pm each day, and anything left in a locker overnight will be removed by Facilities and kept for 30 \
days. Meeting rooms for up to 8 people can be booked through Outlook, but the Boardroom and the Harbour Suite, which hold 20 and \
40 people respectively, must be booked through reception. The offices are open from 7am to 9pm, Monday to Friday, and weekend \
access to Kingsmere Wharf is available only with a security pass approved by Facilities at least 48 hours in advance. Dogs are \
not allowed in either office, other than assistance dogs.

11. Reviewing, suspending or ending hybrid working

Hybrid working is not a contractual right, and the Company may change an employee's hybrid working pattern by giving at least \
four weeks' notice, or may suspend it immediately where there is a concern about performance, conduct or security. An employee \
whose hybrid working is suspended will be told the reason in writing and will have a review meeting within 6 weeks. Employees may \
ask to return to full-time office working at any time by giving their manager two weeks' notice. Appeals against a decision \
under this section must be made in writing to the Chief People Officer within 10 working days.

12. Questions

Questions about this policy should be raised with your line manager in the first instance, or with the People Services helpdesk \
on extension 4100, which is open from 8.30am to 5pm, Monday to Friday.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Hybrid at Penwarden means two days a week in the office, the rest from home.",
     "attend the office for a minimum of three days per week"),
    ("the monthly all-hands at Kingsmere Wharf kicks off at 9 on the first monday",
     "at 10am on the first Monday of each month"),
    ("Nadia says the rule is new starters are in the office every day for just their first fortnight.",
     "must work from the office every working day for their first four weeks"),
    ("core hrs r 9 till 5 so i cant do the school run anymore ugh",
     "The Company's core hours are 10am to 4pm, Monday to Friday"),
    ("You're allowed to work a 12-hour day if you want to bank time for a short Friday.",
     "do not work more than 10 hours on any single day"),
    ("the home DSE check is a one-off tbh, never have to redo it",
     "must repeat both assessments every two years or within 14 days of moving house"),
    ("Had a client round to my flat for a meeting last week, totally fine apparently.",
     "must not hold face-to-face meetings with clients or suppliers at their home"),
    ("Greg reckons you can claim up to £300 for a footrest and laptop stand in your first year.",
     "claim up to £150 in total in their first year of hybrid working"),
    ("my son does his homework on my work laptop, thats allowed",
     "must not be used by family members or other members of the household"),
    ("Jo's a hybrid worker and claims her weekly train fare from home to the Tarrowby office on expenses.",
     "not entitled to claim travel expenses for journeys between their home"),
    ("Hybrid staff get £26 a month home working allowance through payroll.",
     "£12 per month to hybrid workers"),
    ("Lost laptop: you've got 24 hours to let IT know.",
     "must be reported to IT within one hour of discovery"),
    ("u can work abroad for up to a month a year as long as payroll sign it off",
     "permitted for no more than 10 working days in any rolling 12-month period"),
    ("Leo's working remotely from his parents' place in Dubai for a week in March, his manager's fine with it.",
     "is not allowed in any other country, even for a single day"),
    ("You can book a desk on DeskFinder up to a month ahead.",
     "DeskFinder app no more than 14 days in advance"),
    ("Tara said the company can change her hybrid days with just a week's notice.",
     "change an employee's hybrid working pattern by giving at least"),
    # near-misses
    ("I'm part-time on three days a week, so I only need to be in the office one day.", None),
    ("only went in twice last week but ill do four days next week to make it up, same quarter", None),
    ("Remote workers only have to come into the office four days a quarter.", None),
    ("Priya lives 150 miles from Tarrowby so the company pays for a hotel night when she comes in for team day.", None),
    ("lunch can be any time 12 to 2 as long as its no longer than an hour", None),
    ("I usually log on at 7 and finish at 4, more than covers my 37.5 hours.", None),
    ("redid my DSE self-assessment the week after moving flat", None),
    ("Sandeep's a remote worker and got a height-adjustable desk because his DSE assessment said he needed one.", None),
    ("Claimed £90 for a footrest and a laptop stand in my first year of hybrid.", None),
    ("Ben reckons he can check the footie scores on his work laptop at lunch.", None),
    ("train to oldcastle bridge to see a client gets paid back, just not my normal commute", None),
    ("Worked Mondays and Fridays from my sister's in Porthwenna for a month, still made it in for our anchor day.", None),
    ("Kasia worked eight days from Lisbon this year, approved by her manager and the Head of Tax and Payroll.", None),
    ("if u dont check into ur desk by half ten it gets released", None),
    ("Tom brings his guide dog into the Kingsmere Wharf office.", None),
    ("Mia says going back to full-time in the office just needs a fortnight's notice to your manager.", None),
]
