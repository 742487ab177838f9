"""Staff handbook of a UK retail chain on shifts, breaks, rotas, staff discount and uniform; written blind."""
from __future__ import annotations

POLICY = """\
HALLOWAY & BRANDE STORES LIMITED
STAFF HANDBOOK: SHIFTS, BREAKS, ROTAS, STAFF DISCOUNT AND UNIFORM

Effective from 3 March 2025 (version 4.2, replacing the handbook issued in September 2022)

1. About this handbook

This handbook applies to every colleague employed by Halloway & Brande Stores Limited ("the Company") in its 46 stores, \
its Ashcombe distribution centre and its Wrexley Road head office, including permanent, fixed-term and seasonal colleagues, \
but it does not apply to agency workers, contractors or concession staff employed by brand partners, who are covered by \
their own employer's rules. In this handbook, "Store Manager" means the manager in charge of the store on the day, \
"Duty Manager" means the most senior colleague on the shop floor at any given time, and "People Team" means the Company's \
HR function based at head office. Where this handbook and your individual contract of employment differ, your contract \
takes precedence, except where the difference relates to health and safety, in which case the stricter rule applies.

Managers must make sure that every new colleague receives a copy of this handbook before their first shift and signs the \
acknowledgement form within 5 working days of starting. Questions about anything in this handbook should first be raised \
with your Store Manager and, if they cannot be resolved within 10 days, with the People Team.

2. Working hours and shift patterns

Stores trade from 8am to 8pm Monday to Saturday and from 10am to 4pm on Sundays, except the Kelsby Retail Park store, \
which closes at 9pm on Thursdays and Fridays, and the Dunmere station concourse kiosk, which opens at 6:30am every day. \
A standard full-time contract is 37.5 hours per week worked over 5 days, and part-time contracts range from a minimum of \
8 hours to a maximum of 30 hours per week. Shifts are normally between 4 and 10 hours long, and no colleague may be \
rostered for a shift longer than 11 hours, including breaks, under any circumstances.

Opening shifts start 45 minutes before the store opens and closing shifts finish 30 minutes after the store closes, so \
that colleagues can prepare the shop floor, count tills and complete security checks. Colleagues under the age of 18 may \
not be rostered to work before 7am or after 10pm, may not work more than 8 hours in any day or 40 hours in any week, and \
must not be left as the only colleague on the shop floor at any time. At least 11 consecutive hours of rest must be given \
between the end of one shift and the start of the next, unless the colleague has agreed in writing to a shorter gap of no \
less than 9 hours during the peak period defined in section 10.

3. Rotas and shift swaps

Rotas are published on the StaffLink app every Thursday by 5pm and cover the 2 weeks beginning on the Monday 11 days \
later, so that colleagues always have at least 10 days' notice of their shifts. Once a rota is published, a manager may \
only change a colleague's shift with at least 72 hours' notice, unless the colleague agrees to a shorter notice period, \
and any shift cancelled by the Company with less than 24 hours' notice will be paid in full.

Colleagues may swap shifts with each other provided that both colleagues work in the same store, hold the same role or a \
higher one, and the swap is requested through StaffLink and approved by the Duty Manager at least 48 hours before the \
earlier of the two shifts. Swaps that would take either colleague over 48 hours in a week, or that would put a colleague \
under 18 on a late close, will be refused automatically. Colleagues may offer up to 3 shifts per month on the StaffLink \
"open shifts" board, and any shift not picked up by another colleague remains the responsibility of the colleague who \
was originally rostered.

Availability changes, for example because of study or caring commitments, must be submitted on the availability form at \
least 4 weeks before they are to take effect, and the Store Manager will respond in writing within 14 days.

4. Breaks

Every colleague working a shift of more than 6 hours is entitled to an unpaid meal break of 30 minutes, and colleagues \
working a shift of 8 hours or more are also entitled to a paid rest break of 15 minutes, in addition to the meal break. \
Colleagues working a shift of 4 to 6 hours receive one paid break of 15 minutes, and shifts of less than 4 hours carry \
no break entitlement other than reasonable time to use the toilet or take a drink of water. Colleagues aged under 18 must \
be given a break of 30 minutes for any shift lasting more than 4 and a half hours, and that break is paid.

Breaks must be taken in the staff room or off the premises and may not be taken on the shop floor, in the stockroom or \
at the tills, and the meal break may not be taken in the first hour or the last hour of a shift. Colleagues who choose \
to leave the premises during a break must sign out and back in on the break log and must not wear their name badge or \
Company lanyard outside the store. The Duty Manager is responsible for allocating break times on the daily deployment \
sheet, and breaks may not be combined, saved up or used to finish a shift early.

5. Timekeeping and absence

Colleagues must clock in using the till-point biometric reader no earlier than 10 minutes before the start of their \
rostered shift, and pay is calculated in 5-minute units from the rostered start time rather than the clock-in time, \
unless a manager has approved an early start. Anyone who expects to be late must phone the store landline, not text or \
message a colleague, as soon as possible and in any event before their shift starts.

Colleagues who are unable to attend work because of sickness must phone the Duty Manager at least 2 hours before their \
shift starts, or, for an opening shift, by 7pm on the previous evening if they already know they will not be fit. \
Self-certification is accepted for absences of up to 7 calendar days, and a fit note from a doctor must be provided for \
any absence of 8 days or longer. A return-to-work conversation will take place on the first shift after any absence, \
however short.

6. Overtime, Sundays and bank holidays

Hours worked beyond a colleague's contracted hours are paid at the standard hourly rate until the colleague reaches 37.5 \
hours in the week, after which overtime is paid at time and a quarter, and all hours worked on a bank holiday are paid at \
time and a half. Overtime must be authorised in advance by the Store Manager, and unauthorised overtime will be paid only \
if the Area Manager confirms it was genuinely necessary.

Sunday work is voluntary for colleagues who were employed before 1 January 2019 and for any colleague who gives 3 months' \
written notice that they wish to opt out, as set out in their statement of terms. Stores are closed on Christmas Day and \
Easter Sunday, and on Boxing Day they open from 9am to 5pm, with colleagues who work on Boxing Day receiving an additional \
day of paid leave to be taken before 31 March.

7. Staff discount

All colleagues who have completed their probationary period of 12 weeks receive a staff discount card giving 20% off most \
full-price goods and 10% off goods that are already reduced, and colleagues still in their probationary period receive a \
discount of 10% on full-price goods only. The discount does not apply to gift cards, lottery tickets, tobacco, postage \
stamps, mobile phone top-ups, prescription items or goods bought from concession partners, and it cannot be combined with \
any customer loyalty voucher. During the two annual Colleague Weeks, which normally take place in late November and in \
the first week of May, the discount on full-price goods increases to 30%.

Each colleague may nominate one other adult who lives at the same address to hold a second discount card, and the \
combined annual spending limit across both cards is £2,500 at discounted value, after which the cards will be suspended \
until the next 1 April. Colleagues must not use the discount to buy goods for resale, must not serve themselves, a member \
of their household or a close friend at the tills, and must keep the receipt for any discounted purchase for 28 days in \
case of a bag check. Misuse of the staff discount is treated as gross misconduct in accordance with the Company's \
disciplinary procedure and may lead to dismissal.

8. Uniform and appearance

The Company provides each colleague with a uniform pack of 3 polo shirts, 1 fleece and 1 name badge free of charge on \
joining, and colleagues contracted for more than 20 hours per week receive 5 polo shirts instead of 3. Replacement items \
are issued free of charge every 12 months or when an item is worn out, but a replacement for an item that has been lost \
or damaged through carelessness costs £8 per polo shirt and £15 per fleece, deducted from pay in one instalment. \
Colleagues must provide their own plain black trousers or knee-length skirt and plain black, closed-toe, non-slip shoes, \
and the Company will contribute £25 towards safety footwear for colleagues working in the stockroom or at the \
distribution centre.

Uniforms must be clean and in good repair, and name badges must be worn on the left side of the chest at all times while \
on the shop floor. Jewellery is limited to a wristwatch, one plain ring and stud earrings, other than items worn for \
religious reasons, which are permitted provided they do not present a safety risk, and colleagues working in the bakery \
or hot food counter must cover or tie back hair that is longer than shoulder length. Hoodies, branded sportswear and caps \
must not be worn during a shift, except that the distribution centre team may wear the Company-issued hi-vis beanie in \
the loading bay between 1 November and 31 March.

Colleagues leaving the Company must return their fleece and name badge on their last working day, and a charge of £20 \
will be deducted from their final pay if either is not returned within 7 days of leaving, although polo shirts do not \
need to be returned.

9. Personal belongings and mobile phones

Personal bags, coats and valuables must be kept in the staff lockers, which are allocated by the Duty Manager, and \
colleagues must provide their own padlock. Personal mobile phones must not be carried on the shop floor, except by the \
Duty Manager and by key holders, who may carry a phone for security purposes, and phones may be used in the staff room \
during breaks. The Company accepts no liability for loss of or damage to personal property unless it results from the \
Company's negligence, and any item left in a locker for more than 14 days after a colleague leaves will be donated to \
charity.

10. Annual leave and the peak period

The holiday year runs from 1 April to 31 March, full-time colleagues receive 28 days of paid leave including bank \
holidays, and part-time colleagues receive a pro-rata entitlement calculated in hours. Leave requests must be submitted \
on StaffLink at least 4 weeks in advance for any period of a week or more and at least 7 days in advance for single days, \
and no more than 5 days of unused leave may be carried over, which must then be taken by 30 June.

The peak period runs from the second Monday of November to 2 January inclusive, and during the peak period no annual \
leave may be taken by any colleague except with the written approval of the Area Manager, which will be given only in \
exceptional circumstances such as a wedding or a bereavement. Colleagues joining on a seasonal contract during the peak \
period are entitled to the same breaks and rest periods as permanent colleagues but are not eligible for the staff \
discount described in section 7 unless their contract lasts for 12 weeks or more, in which case the probationary rate \
applies.

11. Concerns and contacts

Any concern about rotas, breaks or pay that cannot be resolved informally should be raised in writing with the Store \
Manager within 3 months of the event, and the Store Manager will arrange a meeting within 10 working days of receiving \
it. Colleagues may be accompanied at that meeting by a colleague or a trade union representative. The People Team can be \
contacted on 01632 960 418 between 9am and 5pm Monday to Friday or by email at people@hallowaybrande.example.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Our store shuts at 6pm on Sundays, so Sunday closes finish around half six.",
     "from 8am to 8pm Monday to Saturday and from 10am to 4pm on Sundays"),
    ("my mate at halloway says they can put u on a 12 hr shift if its busy lol",
     "may be rostered for a shift longer than 11 hours"),
    ("Jake's only 16 but his manager has him starting at 6am most Saturdays, which is allowed apparently.",
     "under the age of 18 may not be rostered to work before 7am"),
    ("The new rota goes up on the staff app every Friday evening.",
     "Rotas are published on the StaffLink app every Thursday by 5pm"),
    ("Priya says a shift swap only needs the duty manager to ok it the night before.",
     "approved by the Duty Manager at least 48 hours before the earlier"),
    ("tom always takes his lunch in the first 20 mins of his shift, manager says thats fine",
     "the meal break may not be taken in the first hour or the last hour"),
    ("Even my 3-hour Sunday shifts come with a paid 15-minute break.",
     "shifts of less than 4 hours carry no break entitlement"),
    ("u can clock in up to half an hour before ur shift at work, gets u a bit extra",
     "no earlier than 10 minutes before the start of their rostered shift"),
    ("Self-cert covers up to a fortnight off sick at my job, no doctor's note needed.",
     "Self-certification is accepted for absences of up to 7 calendar days"),
    ("Dev reckons bank holiday shifts at Halloway pay double time.",
     "all hours worked on a bank holiday are paid at time and a half"),
    ("my brother got 20% off gift cards with his staff card, proper xmas hack tbh",
     "The discount does not apply to gift cards, lottery tickets, tobacco"),
    ("Marcus put his mum on a second staff discount card even though she lives in Leeds.",
     "may nominate one other adult who lives at the same address"),
    ("Losing your work fleece costs a tenner out of your wages.",
     "costs £8 per polo shirt and £15 per fleece"),
    ("ngl i wear my name badge on the right, nobody cares which side",
     "name badges must be worn on the left side of the chest"),
    ("Sophie's carrying 10 days of unused holiday over into the new leave year, which is allowed.",
     "no more than 5 days of unused leave may be carried over"),
    ("peak at work doesnt start till 1 december so booked a week off mid nov",
     "The peak period runs from the second Monday of November to 2 January"),
    # near-misses
    ("Our shop opens at 10 on Sundays and on openers I start at quarter past nine.", None),
    ("The Dunmere station kiosk opens at half six every morning, even weekends.", None),
    ("full time at my work is 37 and a half hrs over 5 days", None),
    ("My 17-year-old sister never works past 10pm, her manager is strict about it.", None),
    ("Swapped my Saturday with Dan on StaffLink, duty manager approved it three days before.", None),
    ("On my 8-hour shifts I get a half-hour unpaid lunch plus a paid 15.", None),
    ("Lily's 17 and her 30 min break on a 5 hour shift is paid, unlike mine", None),
    ("I clock in about five minutes before my shift starts.", None),
    ("needed a doctors note after being off 9 days with flu, fair enough", None),
    ("Greg's been at the company since 2017 so Sundays are optional for him.", None),
    ("still on probation so i only get 10% off and nothing off sale stuff yet", None),
    ("During Colleague Week in May the staff discount goes up to 30%.", None),
    ("Aisha's on 24 hours a week and got five polo shirts when she started.", None),
    ("When Sam left he kept his polo shirts and wasn't charged anything.", None),
    ("amrit wears his kara at work, store said religious items are fine", None),
    ("Worked Boxing Day 9 to 5 and got an extra day off to use before April.", None),
]
