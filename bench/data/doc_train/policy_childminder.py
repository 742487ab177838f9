"""A registered childminder's contract and terms for parents; written blind."""
from __future__ import annotations

POLICY = """\
LITTLE ACORNS CHILDMINDING (BETHAN CORLISS, OFSTED REGISTERED EY583217)
PARENT CONTRACT AND TERMS OF BUSINESS

Effective from 1 September 2025 for all children attending 14 Hollins Road, Fernleigh

1. Parties and definitions

This contract is made between Bethan Corliss, a childminder registered with Ofsted on the Early Years Register and the \
compulsory and voluntary parts of the Childcare Register, trading as Little Acorns Childminding ("the Childminder"), and \
the parent or parents named on the Child Record Form ("the Parent"), and it covers the care of the child or children named \
on that form ("the Child"). Care takes place at the Childminder's home at 14 Hollins Road, Fernleigh, and on outings in \
accordance with section 9, and the Childminder is assisted on Tuesdays and Thursdays by her registered assistant, Karen \
Wilde, who holds a paediatric first aid certificate and an enhanced DBS check. The Childminder is registered to care for up \
to 6 children under the age of 8 at any one time, of whom no more than 3 may be under 5 and no more than 1 may be under 12 \
months, unless Ofsted has agreed an exception for siblings.

2. Hours and days of care

The Childminder operates from 7:30am to 6pm, Monday to Friday, for 48 weeks of the year, and is closed on all bank holidays \
and for the periods set out in section 6. The Parent will book a fixed pattern of sessions on the Child Record Form, and \
the Childminder will not accept bookings of fewer than 2 sessions per week, except for school-age children attending \
before or after school only. A full day session runs from 7:30am to 6pm, a morning session runs from 7:30am to 12:30pm and \
an afternoon session runs from 1pm to 6pm, and children attending a morning session may stay for lunch until 1pm for an \
extra charge as set out in section 3.

Additional sessions outside the booked pattern may be requested by giving at least 48 hours' notice and will be offered \
only where the Childminder's ratios allow, and additional sessions are charged at the normal rate. Changes to the booked \
pattern of sessions require 4 weeks' written notice from either party, and where the Parent reduces the number of booked \
sessions, the reduced fee will apply only after that notice period has ended.

3. Fees

Fees for children under 5 are £62 for a full day session and £36 for a morning or afternoon session, and fees for \
school-age children are £14 for the before-school session from 7:30am to the start of school and £22 for the after-school \
session from the end of school to 6pm, which includes collection from Fernleigh Primary School on foot. Lunch for children \
attending a morning session is charged at £4.50 per day, and all other meals and snacks provided during a booked session are \
included in the fee. Fees are reviewed once a year in September, and the Parent will be given at least 6 weeks' written \
notice of any increase.

A sibling discount of 10% applies to the fees of the second and any later child from the same family attending at the same \
time, and the discount is applied to the lower of the fees. Fees are charged for all booked sessions, including sessions \
missed because of the Child's illness or family holidays, other than in the cases set out in section 6.

4. Funded early education

The Childminder is registered with Fernleigh County Council to offer funded early education for eligible children aged 9 \
months to 4 years, and the funded hours are offered across 38 weeks of the year in accordance with the Council's term \
dates, unless the Parent chooses to stretch them over 48 weeks at a reduced number of hours per week. Funded hours are \
free of charge, but the Childminder makes an optional charge of £5 per day for meals, nappies and consumables, and a Parent \
who does not wish to pay this charge may provide their own packed lunch and nappies instead. The Parent must give the \
Childminder a valid eligibility code for the 30-hour entitlement before the end of the term before the one in which the \
funding is to start, and the code must be reconfirmed every 3 months.

Any hours used above the funded entitlement are charged at the hourly rate of £6.20, and funded hours that are not used in \
a week cannot be carried forward to another week.

5. Deposit, invoices and payment

A deposit equal to 2 weeks' fees is payable on signing this contract to secure the Child's place, and the deposit will be \
set against the final 2 weeks' fees when care ends, provided that the correct notice has been given in accordance with \
section 11. If the Parent withdraws before the agreed start date, the deposit is not refunded, unless the Childminder is \
unable to provide the place. A settling-in period of 2 sessions of up to 2 hours each is offered before the start date and \
is free of charge.

The Childminder will issue an invoice on the first working day of each month for that month's booked sessions, and \
payment must be made by bank transfer within 7 days of the invoice date. Tax-Free Childcare payments and childcare \
vouchers are accepted, but cash is accepted only for additional sessions of less than £50. A late payment charge of £10 \
per week will be added to fees that remain unpaid for more than 14 days, and if fees remain unpaid for more than 4 weeks, \
the Childminder may suspend care until the full amount has been paid.

6. Holidays and closures

The Childminder takes 4 weeks of holiday each year, of which 2 weeks are taken in August and the remainder are taken \
between Christmas Day and New Year's Day, and no fees are charged for these weeks or for bank holidays. The Parent will be \
given at least 8 weeks' notice of any holiday dates that differ from this pattern. The Parent may take up to 2 weeks of \
holiday each year at half fees, provided that at least 4 weeks' notice is given, and any further family holiday is charged \
at the full rate.

If the Childminder is unable to work because of her own illness or that of a member of her household, or because of an \
Ofsted inspection or training day, no fees are charged for the days affected, and the Childminder will tell the Parent by \
7am on the day of closure wherever possible. The Childminder does not provide or arrange back-up care during closures.

7. Illness, medicines and accidents

Children who are unwell should not attend, and children who have had vomiting or diarrhoea must stay away for 48 hours \
after the last episode, while children with a temperature of 38C or above will not be accepted until they have been free \
of fever for 24 hours without the use of medicine. If the Child becomes unwell during a session, the Parent will be asked to \
collect the Child within 1 hour, and where the Parent cannot be reached, the Childminder will contact the emergency contacts \
named on the Child Record Form.

Prescribed medicines will be given only with written consent from the Parent, in their original container and labelled \
with the Child's name, and non-prescribed medicines such as paracetamol suspension will be given only with written consent \
and for no more than 48 hours, unless a doctor advises otherwise. All accidents and any medicine given will be recorded, \
and the Parent must sign the record at collection on the same day.

8. Food, sleep and routines

The Childminder provides breakfast until 8am, a hot lunch at 12pm, an afternoon snack and a light tea at 4:30pm, and \
menus are planned on a 4-week cycle and displayed in the hallway. The Parent must tell the Childminder in writing about any \
allergies or dietary requirements, and no food containing nuts is served or allowed in the setting, including in packed \
lunches. Babies under 12 months are put to sleep on their backs in a travel cot in the downstairs playroom and are checked \
every 10 minutes, and the Parent must provide formula milk, bottles and nappies for babies.

Children over 2 are offered a rest after lunch of up to 1 hour and 30 minutes, unless the Parent asks in writing for a \
shorter nap, and screen time is limited to 20 minutes per day for children under 5, with no screen time at all for babies \
under 2. The Parent must provide a spare set of clothes, a sun hat and wellington boots, all labelled with the Child's name, \
and the Childminder accepts no responsibility for toys or other items brought from home, other than comforters needed for \
sleep.

9. Outings and transport

Children are taken on regular outings to local parks, toddler groups and Fernleigh Library, and the Parent's written \
consent to outings is given on the Child Record Form. Children are transported only in the Childminder's own car, which \
is insured for business use and fitted with a suitable car seat for each child, and children will not be taken on public \
transport unless the Parent has given separate written consent for a particular outing. No more than 4 children are taken \
out at once by the Childminder alone, and outings further than 5 miles from Hollins Road will be agreed in advance with \
the Parent.

10. Collection

The Child will be released only to the Parent or to an adult aged 16 or over who is named on the Child Record Form, and \
where someone else is to collect the Child, the Parent must telephone the Childminder in advance and give a password agreed \
on the form. If the Parent is late collecting the Child, a late collection charge of £15 is made for each period of 15 \
minutes or part of one after 6pm, and if no one has collected the Child by 7pm and no contact can be made, the Childminder \
will follow the Fernleigh Local Safeguarding Partnership procedure for uncollected children, which may involve contacting \
children's social care. The Childminder will not release the Child to any adult who appears to be under the influence of \
alcohol or drugs, and in that case she will contact the other adults named on the Child Record Form.

11. Notice, termination and complaints

Either party may end this contract by giving 4 weeks' notice in writing, and fees are payable for the full notice period \
whether or not the Child attends, except where the Childminder ends the contract because of her own retirement, in which \
case no fees are due after the Child's last day of attendance. The Childminder may end this contract immediately, without \
notice, where fees are more than 4 weeks overdue, where there is abusive or threatening behaviour towards the Childminder or \
her family, or where the Child's behaviour puts other children at risk, although in the last case she will first hold a \
meeting with the Parent wherever possible.

Any concerns or complaints should be raised with the Childminder first, either in person or in writing, and she will \
respond within 7 days, while written complaints will be recorded and kept for at least 3 years. A Parent who is not \
satisfied with the response, or who prefers not to raise the matter with the Childminder, may contact Ofsted directly on \
0300 123 1231, and a copy of this contract, signed by both parties, will be kept by each of them.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Bethan's assistant Karen helps out on Mondays and Wednesdays.",
     "assisted on Tuesdays and Thursdays by her registered assistant"),
    ("our childminder opens at 7 so i can drop Alfie off before my early shift",
     "The Childminder operates from 7:30am to 6pm"),
    ("Sophie only booked one afternoon a week with Bethan for her toddler.",
     "the Childminder will not accept bookings of fewer than 2 sessions per week"),
    ("Dropping from three days to two at the childminder, and the cheaper fee starts next week.",
     "the reduced fee will apply only after that notice period has ended"),
    ("full day at Bethan's is £55 for my 3 yr old, bargain tbh",
     "Fees for children under 5 are £62 for a full day session"),
    ("Lunch is included for Mia even though she only does mornings at the childminder.",
     "is charged at £4.50 per day"),
    ("Ellie's twins get 25% off the second child's fees at Little Acorns.",
     "A sibling discount of 10% applies to the fees of the second"),
    ("Bethan only does funded hours for three and four year olds.",
     "eligible children aged 9 months to 4 years"),
    ("The deposit at our childminder is a month's fees, paid when you sign up.",
     "A deposit equal to 2 weeks' fees is payable on signing"),
    ("paid bethan's invoice 2 wks after it came, she says thats fine",
     "within 7 days of the invoice date"),
    ("Raj paid his whole month's childminding bill in cash, about £900.",
     "cash is accepted only for additional sessions of less than £50"),
    ("We get three weeks of family holiday a year at half fees with Bethan.",
     "The Parent may take up to 2 weeks of holiday each year at half fees"),
    ("Leo's allowed back at the childminder's a day after his last bout of sickness.",
     "must stay away for 48 hours"),
    ("Bethan's fine with Tom bringing a peanut butter sandwich in his packed lunch.",
     "no food containing nuts is served or allowed in the setting"),
    ("my neighbour's 14 yr old can pick Ava up from Bethan if she's on the form",
     "an adult aged 16 or over who is named on the Child Record Form"),
    ("Late pickup at Little Acorns is £5 for every quarter of an hour after six, Hannah says.",
     "a late collection charge of £15 is made for each period of 15"),
    # near-misses
    ("our childminder Bethan can have up to six kids under 8 at a time", None),
    ("Noah goes to Bethan's for the before-school slot only, just once a week.", None),
    ("Full day at the childminder's for Freya costs £62, afternoons £36.", None),
    ("Mia does mornings and stays for lunch till 1, which is £4.50 extra.", None),
    ("I don't pay the £5 daily meals charge for funded hours, I send a packed lunch and nappies.", None),
    ("Ellie's second kid gets 10% off at Bethan's.", None),
    ("The two settling-in sessions at Little Acorns didn't cost us anything.", None),
    ("pay bethan by bank transfer within a week of the invoice, no probs", None),
    ("Raj paid £22 cash for an extra after-school session last month.", None),
    ("We aren't charged for the childminder's August fortnight off.", None),
    ("Bethan was off sick on Monday so we didn't pay for that day.", None),
    ("Leo had a fever so he stayed home until he'd been fine for a whole day without Calpol.", None),
    ("Jess's 17-year-old brother collects her from Bethan's; he's named on the form.", None),
    ("we were ten mins late picking up and got charged £15, fair enough", None),
    ("Bethan takes the kids to Fernleigh Library in her own car.", None),
    ("Bethan is retiring, so Aisha's mum won't pay for the rest of the notice period.", None),
]
