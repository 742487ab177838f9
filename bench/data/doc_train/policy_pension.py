"""A UK employer's defined contribution workplace pension scheme member guide; written blind."""
from __future__ import annotations

POLICY = """\
CALDERWICK FOODS GROUP PENSION PLAN
MEMBER GUIDE

Effective from 6 April 2025 and replacing all earlier versions of this guide

1. About the Plan

The Calderwick Foods Group Pension Plan ("the Plan") is a defined contribution workplace pension scheme set up by Calderwick \
Foods Ltd ("the Company") for employees at its sites in Marlow Heath, Brackenford and Tillingham Quay, and it is run by a board of \
trustees ("the Trustees") independently of the Company. The value of your pension ("your pot") depends on the contributions paid in, \
the investment returns on those contributions and the charges deducted, as well as the choices you make when you take your \
benefits, and the Plan does not promise any particular level of income in retirement. Day-to-day administration is carried out on \
behalf of the Trustees by Westbury Pension Services ("the Administrator"), who can be contacted on 0345 600 2271 between 9am and \
5pm, Monday to Friday, or through the secure member portal, which is available 24 hours a day.

This guide is a summary only, and if there is any difference between this guide and the Plan's trust deed and rules, the trust deed \
and rules will apply.

2. Joining the Plan

If you are aged at least 22 and under State Pension age and you earn more than £10,000 a year, you will be automatically enrolled \
into the Plan from your first day of employment, and you will receive a joining letter within 6 weeks. Other employees aged between \
16 and 74 may choose to join at any time by completing a joining form on the member portal, and the Company will pay contributions \
for them on the same basis as for automatically enrolled members, provided that they earn more than £6,240 a year.

You may opt out by completing an opt-out notice on the member portal within 1 month of the later of the date you were enrolled and \
the date you received your joining letter. If you opt out within that period, any contributions you have paid will be refunded in \
full through payroll, normally in your next pay and in any case within 1 month, and you will be treated as never having joined. \
If you opt out after that period, your contributions will not be refunded and will remain invested in the Plan until you take your \
benefits. The Company is not allowed to ask or encourage you to opt out, and anyone who has opted out will be automatically \
re-enrolled every 3 years if they still meet the conditions in this section.

3. Contributions

The Company pays a standard contribution of 5% of your pensionable pay and you pay 5%, unless you choose a higher rate. If you \
choose to pay more than 5%, the Company will match your contribution percentage for percentage up to a maximum Company contribution \
of 8% of pensionable pay, so a member paying 6% will receive 6% from the Company and a member paying 10% will receive 8%. \
Pensionable pay means your basic salary or wages together with any shift allowance, but it does not include overtime, bonuses, \
commission or expenses.

Your contributions are paid through salary exchange, which means you give up an amount of pay equal to your contribution and the \
Company pays it into the Plan instead, saving you National Insurance, unless your pay would fall below the National Minimum Wage, in \
which case your contributions will be taken from your pay after tax with tax relief claimed by the Plan. You may change your \
contribution rate once a year during March, with the new rate taking effect from 1 April, or at any other time within 3 months of \
a life event such as marriage, divorce or the birth or adoption of a child.

You may also pay additional voluntary contributions ("AVCs") at any time, either as a regular monthly amount through payroll or as a \
one-off payment of at least £250 by debit card or bank transfer. The Company does not match AVCs, and AVCs do not count towards the \
8% maximum Company contribution described above.

4. Investing your pot

Unless you make a choice, your pot will be invested in the Calderwick Lifestyle Fund ("the default fund"), which gradually moves \
your savings into lower-risk investments over the 10 years before your selected retirement age. Your selected retirement age is 65 \
unless you choose a different age between 55 and 75 on the member portal. Instead of the default fund, you may choose from 14 \
self-select funds, including an ethical fund and a Shariah-compliant fund, and you may invest in up to 5 of those funds at any one \
time.

You may switch your investments online free of charge up to 6 times in each Plan year, which runs from 6 April to the following \
5 April, and each further switch in the same Plan year will cost £20. The annual management charge on the default fund is 0.35% of \
the value of your pot and is deducted from members' pots, while the self-select funds carry charges of between 0.25% and 0.90% a \
year. The Company pays all the Plan's administration costs for members who are still employed by the Company.

5. Absence from work

During any period of paid maternity, paternity, adoption or shared parental leave, the Company continues paying its contributions \
based on your normal pensionable pay, while your own contributions are based on the pay you actually receive. During any period of \
unpaid leave of up to 3 months, contributions stop but you remain an active member and your life cover continues, although life \
cover will end if the unpaid leave lasts longer than 3 months. While you are receiving company sick pay both your contributions \
and the Company's continue as normal, and once you are receiving only Statutory Sick Pay your contributions and the Company's are \
both based on the sick pay you receive. If you take a career break of more than 12 months, you will be treated as having left the \
Plan in accordance with section 6.

6. Leaving the Company

If you leave the Company within 30 days of joining the Plan, you may take a refund of your own contributions, less any tax due, \
and the Company's contributions will be returned to the Company. Otherwise your pot will remain invested in the Plan and you will \
become a deferred member, which means that you can still switch funds and use the member portal but you cannot pay any further \
contributions. Deferred members pay an administration fee of £24 a year, which is deducted from their pot in equal monthly \
amounts.

You may transfer your pot to another registered UK pension scheme at any time before you start taking benefits, and no charge is \
made for a transfer out of the Plan. The Trustees aim to complete a transfer within 10 working days of receiving all the paperwork \
they need, although checks for pension scams may take up to 3 months where there are warning signs. The Plan accepts transfers in \
from other defined contribution schemes but does not accept transfers in from defined benefit or final salary schemes.

7. Taking your benefits

You can take your benefits from age 55, rising to age 57 from 6 April 2028, unless you are retiring because of ill health and the \
Trustees have received medical evidence satisfactory to them, in which case you may take your benefits at any age. You do not need \
to stop working for the Company in order to take your benefits, but once you have taken any benefits the amount you can pay into \
any pension with tax relief will be limited to £10,000 a year.

Up to 25% of your pot can normally be taken as a tax-free lump sum, and the rest can be used to buy an annuity from any insurer you \
choose or taken as cash, with the taxable part taxed as income in the year you receive it. The Plan does not offer drawdown itself, \
so if you wish to use drawdown you will need to transfer your pot to a provider that does. The Administrator will write to you \
6 months before your selected retirement age setting out your options and the free guidance available from Pension Wise, and you \
should tell the Administrator which option you want at least 6 weeks before you wish to be paid.

8. If you die

If you die while employed by the Company and before age 75, a lump sum of 4 times your annual pensionable pay will be paid in \
addition to the value of your pot, and if you die after leaving the Company only the value of your pot will be paid. You can tell \
the Trustees who you would like to receive these benefits by completing an expression of wish form on the member portal, which you \
may update as often as you like. The Trustees will take your wishes into account but are not bound by them, and they aim to pay \
death benefits within 2 months of receiving a death certificate and all other information they need.

9. Tax allowances

Most members will receive tax relief on contributions up to the annual allowance, which is currently £60,000 a year including the \
Company's contributions, and you may be able to carry forward unused allowance from the previous 3 tax years. If your total \
contributions in a tax year exceed the annual allowance, you will have to pay a tax charge, which the Plan may pay on your behalf \
from your pot in certain circumstances. Members whose total taxable income is more than £200,000 may have a reduced annual \
allowance, and the Administrator will send a pension savings statement by 6 October following any tax year in which your \
contributions to the Plan exceed the annual allowance, so that you can complete your self-assessment tax return.

10. Statements and keeping in touch

The Administrator will send you a benefit statement every July showing the value of your pot as at 5 April that year, together \
with an illustration of the income it might provide at your selected retirement age. You can view your pot value at any time on the \
member portal, and you may request one additional paper statement each Plan year free of charge, with any further paper statements \
costing £15 each. You must tell the Administrator within 1 month if you change your address, even if you have left the Company, \
so that we can continue to send you information about your pot.

11. Complaints and disputes

If you have a complaint about the Plan, you should first contact the Administrator, who will try to resolve it informally within \
10 working days. If you remain unhappy, you may make a formal complaint in writing under the Plan's internal dispute resolution \
procedure, and the Trustees will give you a written decision within 2 months. If you are still not satisfied, you can refer your \
complaint to the Pensions Ombudsman free of charge, normally within 3 years of the event you are complaining about, and you may \
contact MoneyHelper for free help at any stage.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("At Calderwick you only get put in the pension automatically once you're 25.",
     "If you are aged at least 22 and under State Pension age"),
    ("opted out of the work pension 2 wks in and they wouldnt give back what id paid, annoying",
     "any contributions you have paid will be refunded in"),
    ("Gemma says people who opt out get put back in the pension every 5 years.",
     "re-enrolled every 3 years if they still meet the conditions"),
    ("Calderwick only puts 3% into my pension on top of my pay.",
     "The Company pays a standard contribution of 5% of your pensionable pay"),
    ("Ravi pays 10% into his pension and the company matches the full 10%.",
     "a member paying 10% will receive 8%"),
    ("overtime counts as pensionable pay so my pension goes up when i do extra shifts",
     "it does not include overtime, bonuses,"),
    ("The yearly window to change your pension contribution rate at Calderwick is January.",
     "contribution rate once a year during March"),
    ("my mate reckons the company matches any extra AVCs u pay in",
     "The Company does not match AVCs"),
    ("fund switches on the pension cost £20 every time, even the first one",
     "You may switch your investments online free of charge up to 6 times"),
    ("Tariq said the company covers the 0.35% charge on the default pension fund for everyone.",
     "is deducted from members' pots"),
    ("Sophie says Calderwick stop paying into your pension while you're on maternity leave.",
     "the Company continues paying its contributions based on your normal pensionable pay"),
    ("Moving my Calderwick pension to another scheme costs a £150 transfer fee.",
     "no charge is made for a transfer out of the Plan"),
    ("cant wait, i can start drawing my work pension at 50 if i want",
     "You can take your benefits from age 55, rising to age 57"),
    ("Only 10% of the pension pot can come out tax free.",
     "Up to 25% of your pot can normally be taken as a tax-free lump sum"),
    ("My uncle says the death in service payout at Calderwick is twice your salary.",
     "a lump sum of 4 times your annual pensionable pay"),
    ("the annual pension statement lands every january, showing the pot value",
     "send you a benefit statement every July"),
    # near-misses
    ("I'm 19 so I wasn't auto-enrolled, but I joined the Calderwick pension myself.", None),
    ("opted out after 3 wks and got all my pension contributions back in my next pay", None),
    ("I pay 7% into the pension and Calderwick matches it with 7%.", None),
    ("Ravi pays 10% into his pension but the company tops out at 8%.", None),
    ("Bonuses don't count towards pensionable pay, only basic plus shift allowance.", None),
    ("Hannah upped her pension contribution in October, a month after her baby was born.", None),
    ("switched pension funds 3 times this tax yr, didnt cost a penny", None),
    ("My pension pot is split across 4 of the self-select funds.", None),
    ("Mo retired at 52 through ill health and the trustees let him take his pension early.", None),
    ("A quarter of the pot can normally come out tax free.", None),
    ("if i die while still working there my family gets 4x my pensionable pay plus my pot", None),
    ("Dev was on unpaid leave for 2 months; contributions stopped but his life cover carried on.", None),
    ("The plan doesn't do drawdown so my dad had to move his pot elsewhere for that.", None),
    ("left calderwick last yr, pot's still invested there and they take £2 a month admin", None),
    ("My sister's pension statement shows her pot as at 5 April.", None),
    ("Kerry took her pension complaint to the Ombudsman 2 years after it happened.", None),
]
