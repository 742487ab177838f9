"""Household customer charter of a fictional UK water company; written blind."""
from __future__ import annotations

POLICY = """\
FERNHOLLOW WATER LIMITED
OUR CUSTOMER CHARTER: THE SERVICE YOU CAN EXPECT FROM US

Effective from 1 April 2025 until further notice

1. About this charter

This charter sets out the standards of service that Fernhollow Water Limited ("Fernhollow", "we", "us") promises to \
household customers in its supply area, which covers the districts of Ashby Marren, Coldbeck and the Lower Tarrow Valley, \
and the payments we will make if we fail to meet them. \
Some of these standards are guaranteed standards set by regulations, and where our own standards are higher than those \
regulations require, the higher standard applies. \
In this charter "working day" means any day from Monday to Friday other than a public holiday, and "household customer" \
means the person responsible for paying the water or sewerage charges for a home.

Compensation payments under this charter are made to the account holder and are credited to your water account, unless \
you ask us to pay them by cheque or bank transfer, in which case we will do so within 10 working days of your request. \
You do not need to claim most payments, because we will make them automatically, but where section 5 says that you must \
claim, you must do so in writing within 3 months of the failure.

2. Contacting us

Our customer service centre is open from 8am to 6pm Monday to Friday and from 9am to 1pm on Saturdays, and you can report \
a leak, a loss of supply or a problem with water quality at any time on our free emergency line, 0800 316 4420, which is \
answered 24 hours a day. \
Anyone who visits your home on our behalf will carry an identity card with a photograph, and if you have joined our \
password scheme in accordance with section 9 they will also quote your chosen password before asking to come in.

3. Appointments

If we need to visit your home, or you ask us to visit, we will offer you an appointment either in the morning, between \
8am and 1pm, or in the afternoon, between 12 noon and 6pm, and if you ask for one we will offer you a two-hour time slot on \
any working day or an evening appointment between 6pm and 8pm on Tuesdays and Thursdays. \
If we need to cancel an appointment we will give you at least 24 hours' notice, and if we fail to keep an appointment, or \
cancel it with less notice than that, we will pay you £40 within 10 working days.

We will not charge you for a visit to check your supply pipe, your water pressure or the quality of your water, but if you \
ask us to carry out work on your private pipes or fittings, including the internal stop tap, we will charge £85 for the \
first hour and £35 for each additional half hour, and we will give you a written quotation before we start.

4. Interruptions to your supply

When we need to turn off your water supply to carry out planned work, we will give you at least 48 hours' notice in \
writing, telling you when the supply will be turned off and when it will be restored, and if we do not give you this \
notice we will pay you £40. \
If we do not restore the supply by the time we have told you, we will pay you £40, and a further £20 for each additional \
period of 24 hours that passes before the supply is restored.

Where your supply is interrupted without warning because of a burst main or other emergency, we will restore it within 12 \
hours of first becoming aware of the problem, except that where the cause is a burst on one of our strategic trunk mains, \
with a diameter of more than 300 millimetres, we will restore it within 48 hours. \
If we fail to do so, we will pay you £50 and a further £25 for each additional period of 24 hours, and you do not need to \
claim this payment.

If your supply is, or is likely to be, interrupted for more than 12 hours, we will provide bottled water at collection \
points within 5 miles of your home, and we will deliver at least 10 litres per person per day to the homes of customers on \
our Priority Services Register, without them having to ask. \
We will not make payments under this section where the interruption is caused by severe weather, by industrial action, or \
by damage caused by another company or person, or where the supply is turned off at your request.

5. Water pressure

We aim to supply water at a pressure of at least 15 metres head, which is enough to fill a 4.5 litre container in 30 \
seconds at your kitchen tap. \
If the pressure at the boundary of your property falls below 7 metres head for at least one hour on two occasions within \
28 days, we will pay you £25. \
You must claim this payment in writing, unless we have already identified your property as affected, and no payment is due \
where low pressure is caused by drought, by work on our network that we told you about in advance, or by a fault in your \
private supply pipe.

If you report low pressure, we will carry out a pressure test at the boundary of your property within 5 working days, and \
if we find a problem on our network we will tell you within a further 10 working days what we intend to do and when.

6. Your bill and paying for your water

We send bills once a year, in March, for charges from 1 April to 31 March, and you may pay in full by 1 May, in two \
half-yearly instalments, in 10 monthly instalments from April to January, or in 12 monthly instalments if you pay by \
Direct Debit. \
If you miss an instalment, we will send you a reminder, and if you do not pay within 14 days of that reminder the whole of \
the remaining balance for the year may become due at once.

If you write to us about your bill, or ask us to change the way you pay, we will reply within 5 working days, and if we do \
not we will pay you £40 automatically. \
If you are moving home, you must tell us at least 2 working days before you move, and you will remain responsible for \
charges until the date you tell us you are leaving, or if you do not tell us, until 28 days after we learn that you have \
moved.

If we send you a bill that is based on a meter reading that you believe to be wrong, we will check the reading within 10 \
working days of your call, free of charge, and we will not take any recovery action on the disputed amount while we check \
it.

7. Water meters

You may ask us to fit a meter free of charge at any time, and we will fit it within 90 days of your request, or tell you \
within that period why it cannot be fitted, in which case we will offer you an assessed charge based on the number of \
people living in your home. \
If you find that your metered charges are higher than your previous unmetered charges, you may ask to switch back within \
24 months of the meter being fitted, but you cannot switch back if you moved into a home that already had a meter.

We will read your meter at least once every 12 months, and you may also submit your own reading online at any time. \
If your meter is found to be inaccurate, we will replace it free of charge and adjust your bills for the previous 12 \
months, but if you ask us to test a meter that turns out to be accurate, we will charge you £60 for the test.

8. Leaks

We are responsible for leaks on the pipes up to the boundary of your property, and you are responsible for leaks on your \
supply pipe and internal pipework, although we will repair a leak on your supply pipe once free of charge if it is within \
25 metres of your property boundary and the pipe is not under a building or conservatory. \
If you have a meter and a leak on your supply pipe causes your bill to rise, we will give you a one-off leak allowance, \
provided that you have the leak repaired within 21 days of it being discovered and you send us evidence of the repair, \
such as an invoice from a WaterSafe plumber.

The leak allowance covers the water lost, up to a maximum of 6 months' charges, but we will not make an allowance for leaks \
from internal fittings such as dripping taps, overflowing cisterns or leaking toilets, or for a second leak within 2 years \
of the first. \
If a leak on a public main is reported to us, we will inspect it within 24 hours and aim to repair it within 5 working \
days, unless the repair requires a road closure, in which case we will tell the person who reported it when the work will \
be done.

9. Extra help

Our Priority Services Register is free to join, and is open to any customer who is of pensionable age, has a disability or \
serious illness, has a child under 12 months old, relies on water for medical reasons such as home dialysis, or has \
difficulty communicating with us in English. \
Customers on the Register can ask us to send bills in braille, large print or audio, to speak to a nominated carer, and to \
join our password scheme.

If you have a meter and either receive a means-tested benefit and have three or more children under 19 living with you, or \
someone in your home has a medical condition that requires significant extra water use, you can apply for our WaterCap \
scheme, which caps your bill at the average metered bill for your area, which is £412 for 2025-26. \
Our Fernhollow Assist tariff gives a discount of 45% to customers whose total household income is below £19,500 a year, \
and a discount of 25% where it is below £23,000, and you must reapply every 2 years.

10. Complaints

If you make a written complaint, we will send you a full reply within 10 working days, and if we fail to do so we will pay \
you £40, and a further £40 if we still have not replied within a further 10 working days. \
If you are not satisfied, you may ask for your complaint to be reviewed by a senior manager, who will reply within 20 \
working days, and after that, or 8 weeks after you first complained, you may refer it to the Consumer Council for Water, \
which is free and independent, and then to the Water Redress Scheme.

11. Restrictions on water use

If we have to introduce a temporary use ban, commonly known as a hosepipe ban, we will give at least 7 days' notice in \
local newspapers and on our website, and customers on the Priority Services Register and blue badge holders may continue \
to use a hosepipe to water their gardens, while everyone may still use a watering can or a bucket filled from the tap. \
Anyone who breaks a temporary use ban may be fined up to £1,000 on conviction in a magistrates' court. \
Whenever we impose a temporary use ban, we will credit every household account with £10 for each complete month that the \
ban remains in force, up to a maximum of £60 a year.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Fernhollow's customer service centre stays open until 8pm on weekdays.",
     "open from 8am to 6pm Monday to Friday"),
    ("the water emergency number costs 10p a minute so keep it short lol",
     "at any time on our free emergency line"),
    ("Fernhollow can cancel an appointment two hours before and don't owe you a penny.",
     "we will give you at least 24 hours' notice"),
    ("Nadia says Fernhollow only does evening appointments on Mondays and Wednesdays.",
     "between 6pm and 8pm on Tuesdays and Thursdays"),
    ("fernhollow charge £50 for the first hour to fix your stop tap",
     "we will charge £85 for the first hour"),
    ("My landlord says the water company only has to warn us a day ahead of planned work.",
     "we will give you at least 48 hours' notice in"),
    ("burst main? they've got 24 hrs to get ur water back on before any compo",
     "we will restore it within 12 hours of first becoming aware"),
    ("Priority register customers still have to go and collect bottled water themselves.",
     "we will deliver at least 10 litres per person per day"),
    ("Fernhollow's low pressure payment is only a tenner.",
     "on two occasions within 28 days, we will pay you £25"),
    ("Grace asked Fernhollow to move her to monthly payments and was told they have a month to reply.",
     "we will reply within 5 working days"),
    ("i pay fernhollow by card at the post office and spread it over 12 months",
     "or in 12 monthly instalments if you pay by"),
    ("Getting a free water meter fitted by Fernhollow can take up to six months.",
     "we will fit it within 90 days of your request"),
    ("Ravi paid £100 for a meter test that showed the meter was fine.",
     "we will charge you £60 for the test"),
    ("they'll fix a supply pipe leak for free once as long as it's within 50 metres",
     "within 25 metres of your property boundary"),
    ("Owen reckons you've got two months to fix a leak and still get the leak allowance.",
     "have the leak repaired within 21 days of it being discovered"),
    ("My nan has a blue badge but she still isn't allowed her hosepipe during a ban.",
     "blue badge holders may continue to use a hosepipe"),
    # near-misses
    ("rang the fernhollow emergency line at 3am about a burst, got through fine", None),
    ("Fernhollow's phone team is open on Saturday mornings until 1pm.", None),
    ("They offered me an afternoon appointment slot between 12 and 6.", None),
    ("engineer never showed so fernhollow paid me £40 a week later", None),
    ("Fernhollow didn't charge Lisa anything to come out and check her water pressure.", None),
    ("We got three days' notice before they turned the water off for planned works.", None),
    ("Burst trunk main near us took 30 hrs to fix, still inside their limit apparently", None),
    ("My mum's on the priority register and they dropped bottled water at her door during the outage.", None),
    ("The Fernhollow water bill comes once a year in March.", None),
    ("Paying by direct debit lets you spread the water bill over 12 months.", None),
    ("Fitting a water meter is free with Fernhollow.", None),
    ("Ali's meter test was free because the meter turned out to be inaccurate.", None),
    ("had 3 weeks to get the supply pipe leak sorted for the allowance", None),
    ("Fernhollow's leak allowance doesn't cover a dripping tap.", None),
    ("Pete says during a hosepipe ban you can still water your plants with a watering can.", None),
    ("my sister's household income is about £18k so she gets 45% off on the assist tariff", None),
]
