"""A UK bank's savings account and cash ISA product terms; written blind."""
from __future__ import annotations

POLICY = """\
LINDEN CROSS BANK PLC
SAVINGS PRODUCT TERMS: EVERYDAY SAVER, 60 DAY NOTICE SAVER AND FLEXIBLE CASH ISA

Effective from 6 April 2026

1. About these terms

These Product Terms apply to the Everyday Saver, the 60 Day Notice Saver and the Flexible Cash ISA offered by Linden Cross Bank \
plc, whose registered office is at Cobbold House, 9 Wainfleet Street, Ashcombe Moor, AM2 6RD, and they should be read together \
with our Savings General Terms, except that where there is any conflict these Product Terms will take priority. In these terms, \
a "Business Day" means Monday to Friday except bank holidays in England, a "Nominated Account" means the UK current account in \
your name that you link to your savings account for withdrawals, and a "Tax Year" runs from 6 April in one year to 5 April in \
the next.

You can open the Everyday Saver and the 60 Day Notice Saver if you are aged 16 or over and live in the UK, and the Flexible Cash \
ISA if you are aged 18 or over and resident in the UK for tax purposes, or are a Crown employee serving overseas or the spouse or \
civil partner of one. You may hold no more than three Everyday Savers and two 60 Day Notice Savers at any one time, and those \
accounts may be held jointly by up to 2 people, but the Flexible Cash ISA can only be held in one name.

2. Opening and paying in

You can open an account through the Linden Cross app or online, and the minimum amount needed to open an account is £1 for the \
Everyday Saver and the Flexible Cash ISA and £5,000 for the 60 Day Notice Saver, which must be paid in within 14 days of opening \
or the account will be closed. The maximum balance is £500,000 in each Everyday Saver and each 60 Day Notice Saver, and any \
payment that would take the balance above this limit will be returned to the account it came from within 2 Business Days.

You can pay in by bank transfer from any UK account in your name, by standing order, or by sending a cheque made payable to you \
with a paying-in slip to our Ashcombe Moor office, but we cannot accept cash, and you cannot pay into the 60 Day Notice Saver \
after the first 30 days from opening. Money paid in by Faster Payment will start to earn interest on the day it reaches us, and \
cheques will start to earn interest on the second Business Day after we receive them.

If you change your mind you may cancel the account within 14 days of the day it was opened, or the day you receive these terms \
if that is later, and we will return your money with any interest earned, without any notice period or charge, and this applies \
to the 60 Day Notice Saver as well as to the other accounts.

3. Interest rates

The Everyday Saver pays a variable rate of 3.40% AER, which includes a fixed bonus of 0.90% AER for the first 12 months from \
the day the account is opened, and after the bonus period ends the account pays the underlying variable rate, which is 2.50% AER \
at the date of these terms. The 60 Day Notice Saver pays a variable rate of 4.15% AER on balances of £5,000 or more and 1.00% AER \
on any balance below £5,000, and the Flexible Cash ISA pays a variable tax-free rate of 3.85% AER.

Interest is calculated daily on the cleared balance and is paid on the last Business Day of each month for the Everyday Saver \
and the Flexible Cash ISA, and annually on 31 March for the 60 Day Notice Saver, unless you ask us when you open the account to \
pay it monthly, in which case the rate will be 4.08% AER. You can choose to have interest paid into the account itself or into \
your Nominated Account, except that interest on the Flexible Cash ISA must always be paid into the ISA.

4. Bonus conditions for the Everyday Saver

The bonus is paid only if you make no more than 3 withdrawals from the Everyday Saver in any 12-month bonus period, and if you \
make a 4th withdrawal the bonus will stop from the day of that withdrawal and will not be reinstated, although you will keep any \
bonus interest already paid to you. Transfers between your own Linden Cross accounts count as withdrawals for this purpose, but \
interest paid out to your Nominated Account does not.

The bonus applies only to the first Everyday Saver you open in any 12-month period, and if you close an Everyday Saver and open a \
new one within 6 months, the new account will not earn the bonus. At least 14 days before your bonus period ends, we will write \
to you to tell you the rate that will apply afterwards and the other accounts you could move your money to.

5. Withdrawals from the Everyday Saver and the Flexible Cash ISA

You can withdraw money from the Everyday Saver and the Flexible Cash ISA at any time without notice or penalty, subject to \
section 4, by asking us in the app, online or by phone, and withdrawals will only be paid to your Nominated Account. Withdrawals \
requested before 3pm on a Business Day will normally reach your Nominated Account the same day, and withdrawals requested after \
3pm or on a day that is not a Business Day will be paid on the next Business Day.

You can withdraw up to £30,000 in a single day through the app or online, and if you want to withdraw more than £30,000 you must \
call us on 0800 920 4450 between 8am and 6pm on a Business Day, when we will need to carry out additional security checks before \
sending the payment, which may take up to 2 Business Days. The minimum withdrawal is £1.

6. Giving notice on the 60 Day Notice Saver

To withdraw money from the 60 Day Notice Saver you must give us 60 calendar days' notice in the app, online or by phone, and the \
money will be paid to your Nominated Account on the first Business Day after the notice period ends. The minimum withdrawal is \
£500 unless you are closing the account, and you may have no more than 2 notices in progress at the same time. You can cancel a \
notice at any time before the notice period ends at no cost, and the money will continue to earn interest at the full rate \
throughout the notice period.

We will allow a withdrawal without notice only if the account holder has died or has been diagnosed with a terminal illness, or \
in other cases of serious financial hardship at our discretion, and in that case we will deduct an amount equal to 60 days' \
interest on the amount withdrawn, even if this means that you get back less than you paid in. If the balance falls below £5,000 \
because of a withdrawal, the lower rate of 1.00% AER set out in section 3 will apply from the day after the withdrawal.

7. Your ISA allowance and subscriptions

You can pay up to £20,000 in each Tax Year into ISAs, which is the ISA allowance set by the government, and this can be split \
between different ISA types and providers, but the amount you pay into the Flexible Cash ISA must not take your total ISA \
subscriptions for that Tax Year above £20,000, and we will return any payment that would take your subscriptions with us above \
that amount. Interest added to the ISA does not count towards your allowance.

The Flexible Cash ISA is a flexible ISA, which means that if you withdraw money that you have paid in, you can put it back in \
the same Tax Year without it counting towards your allowance a second time, provided that you replace it before 5 April of that \
Tax Year. Money withdrawn in one Tax Year and replaced in a later Tax Year will count as a new subscription, and money you \
withdrew that came from previous Tax Years can also be replaced, provided that you do so within the Tax Year in which you \
withdrew it.

8. Transferring an ISA to us

You can transfer cash ISAs, stocks and shares ISAs and Lifetime ISAs held with other providers into the Flexible Cash ISA, but you \
must not withdraw the money yourself and pay it in, because it will then lose its tax-free status and count as a new subscription. \
To transfer, you must complete our ISA transfer form in the app or online, and we will then ask your current provider to send the \
money to us, which for cash ISAs should take no more than 15 Business Days and for other ISAs no more than 30 calendar days.

If you transfer money that you paid in during the current Tax Year, you must transfer the whole of that amount, but you may \
transfer all or part of money paid in during previous Tax Years, subject to a minimum transfer of £1,000. If you transfer a \
Lifetime ISA to us before you are aged 60, your previous provider will deduct a government withdrawal charge of 25% unless you are \
using the money to buy your first home, and we do not make any charge of our own for transfers in.

9. Transferring your ISA away from us

You can transfer all or part of your Flexible Cash ISA to another ISA provider at any time without charge, by asking your new \
provider to arrange it, and we will send the money within 5 Business Days of receiving their request. If you transfer part of the \
balance, the transfer must include all of any money paid in during the current Tax Year.

10. Changes to interest rates

We may change the variable rates on these accounts for any of the reasons set out in our Savings General Terms, and if we reduce \
the rate on the Everyday Saver or the Flexible Cash ISA we will tell you personally at least 14 days before the change, and you may \
close or transfer the account during that period without loss of interest or charge. If we reduce the rate on the 60 Day Notice \
Saver, we will tell you personally at least 74 days before the change, and during that period you may withdraw your money without \
giving notice and without any deduction of interest.

We may increase a rate at any time and will tell you within 30 days after the increase takes effect, and we will not give you \
personal notice of a reduction that affects balances of less than £100, although we will publish it on our website and in the \
app.

11. Closing your account, dormancy and death

You can close the Everyday Saver or the Flexible Cash ISA at any time, and the 60 Day Notice Saver by giving 60 days' notice in \
accordance with section 6, and we will pay the balance with any interest to your Nominated Account. If there has been no customer \
activity on an account for 15 years, we may transfer the balance to the dormant assets scheme, but you will still be able to \
reclaim your money from us at any time with interest. We may close your account by giving you at least 2 months' notice, or \
immediately if you have given us false information, and if you stop being resident in the UK you may keep your Flexible Cash ISA \
but you will not be able to pay any more money into it.

If a Flexible Cash ISA holder dies, the account will continue as a continuing account of a deceased investor and will keep its \
tax-free status until the estate is settled or until 3 years and 1 day after the date of death, whichever is earlier, and the \
surviving spouse or civil partner may be entitled to an additional permitted subscription equal to the value of the ISA. We will \
need the original death certificate or a certified copy before we make any payment to the personal representatives.

12. Protection, tax and complaints

Your eligible deposits with Linden Cross Bank plc are protected by the Financial Services Compensation Scheme up to a total of \
£120,000 per person, and deposits in all of your accounts with us are added together for the purposes of that limit. Interest on \
the Everyday Saver and the 60 Day Notice Saver is paid without tax being deducted, and interest on the Flexible Cash ISA is free \
of UK income tax. If you have a complaint you can contact us by phone, in writing or in the app, and if you are not satisfied with \
our final response, or we have not sent it within 8 weeks, you may refer your complaint to the Financial Ombudsman Service free of \
charge.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("You have to be 18 before you can open a Linden Cross Everyday Saver.",
     "60 Day Notice Saver if you are aged 16 or over"),
    ("me and my husband have a joint cash isa with linden cross",
     "but the Flexible Cash ISA can only be held in one name"),
    ("paid a wad of cash straight into my linden cross saver no bother",
     "but we cannot accept cash"),
    ("Kayla kept topping up her Linden notice saver for the first three months after opening it.",
     "you cannot pay into the 60 Day Notice Saver after the first 30 days"),
    ("The Everyday Saver bonus from Linden Cross only lasts six months.",
     "for the first 12 months from the day the account is opened"),
    ("my dads linden notice account pays out interest every quarter",
     "and annually on 31 March for the 60 Day Notice Saver"),
    ("Priya made five withdrawals from her Everyday Saver this year and still kept the bonus.",
     "The bonus is paid only if you make no more than 3 withdrawals"),
    ("moving money between my own linden accounts doesnt count as a withdrawal for the bonus",
     "Transfers between your own Linden Cross accounts count as withdrawals"),
    ("Everyday Saver withdrawals asked for before 5pm on a weekday arrive the same day.",
     "requested before 3pm on a Business Day will normally reach"),
    ("Linden's notice saver needs three months' warning before you can take money out.",
     "you must give us 60 calendar days' notice in the app"),
    ("Tom's dad died and Linden only knocked 30 days' interest off when the notice saver was emptied early.",
     "we will deduct an amount equal to 60 days' interest"),
    ("tbh if u take cash out of the linden isa, putting it back the same year eats ur allowance again",
     "the same Tax Year without it counting towards your allowance"),
    ("Moving a cash ISA into Linden Cross can take up to 30 working days.",
     "which for cash ISAs should take no more than 15 Business Days"),
    ("Sam said Linden charged him £25 to move his ISA to another bank.",
     "to another ISA provider at any time without charge"),
    ("linden only gives like a month's heads up before cutting the rate on the notice saver",
     "we will tell you personally at least 74 days before the change"),
    ("My aunt was told Linden moves savings to the dormant scheme after five years untouched.",
     "activity on an account for 15 years"),
    # near-misses
    ("My 17-year-old just opened a Linden Cross Everyday Saver.", None),
    ("Jo and her partner share a joint 60 day notice saver with Linden.", None),
    ("Put £6,000 into my notice saver the week after I opened it.", None),
    ("i pay into my linden saver by standing order from my current account", None),
    ("The bonus on Linden's Everyday Saver is 0.9% for the first year.", None),
    ("my notice saver pays monthly cos i picked that when i opened it, rate's a tiny bit lower", None),
    ("Made two withdrawals from my Everyday Saver this year and kept the bonus.", None),
    ("Having interest paid out to my current account doesn't cost me the Everyday Saver bonus.", None),
    ("asked for a withdrawal from my everyday saver at 1pm on a tuesday and it landed that afternoon", None),
    ("Marcus needed £40k out of his Linden saver in one day, so he had to phone them.", None),
    ("Cancelled my notice on the Linden saver before it ran out and wasn't charged.", None),
    ("Gran's terminal diagnosis meant Linden let her take money out of the notice saver straight away.", None),
    ("u can put up to twenty grand a tax year into isas altogether", None),
    ("Interest added to my Linden ISA doesn't use up any of my allowance.", None),
    ("My brother moved his Linden ISA to another bank for free and it went across in four working days.", None),
    ("Linden told my sister about a rate rise on her ISA two weeks after it happened.", None),
]
