"""Domestic gas and electricity customer terms of a fictional UK energy supplier; written blind."""
from __future__ import annotations

POLICY = """\
BRACKENFORD ENERGY LIMITED
CUSTOMER TERMS AND CONDITIONS FOR DOMESTIC GAS AND ELECTRICITY SUPPLY

Effective from 1 April 2025 (version 7.2)

1. About these terms

These terms apply to every domestic customer who takes a supply of gas, electricity or both from Brackenford Energy Limited \
("we", "us"), whose registered office is at Tannery Wharf, Hollin Cross, HX4 9RT, and they apply alongside the tariff \
information sheet for the tariff you have chosen. \
In these terms "you" means the person named on the account, "the premises" means the home at which we supply you, and \
"working day" means any day from Monday to Friday other than a bank holiday in England. \
If anything in the tariff information sheet conflicts with these terms, the tariff information sheet will apply, except where \
these terms give you greater protection.

To open an account you must be at least 18 years old and either own or occupy the premises, and we may ask for proof of \
identity and of your occupation of the premises before the supply is registered in your name. \
We may refuse to open an account where a previous account held by you at any address has an unpaid balance of more than £250 \
that has been outstanding for longer than 28 days, unless you agree a repayment plan in accordance with section 8.

2. Tariffs and prices

We offer a standard variable tariff, called Brackenford Flex, and a range of fixed tariffs, each of which lasts for either 12 \
or 24 months from the date your supply begins or the date you move onto it. \
The price you pay for each unit of energy and the daily standing charge are set out in your tariff information sheet and \
include VAT at the rate of 5 per cent that currently applies to domestic energy.

If you are on Brackenford Flex, we may change our prices at any time, but we will write to you at least 30 days before any \
increase takes effect, and you may leave without paying any exit fee provided that you tell us, or your new supplier applies \
to register your supply, within 20 working days of the date of our letter. \
Prices on a fixed tariff will not change during the fixed term, other than to reflect a change in the rate of VAT or in any \
other tax or levy imposed by law.

Between 42 and 49 days before your fixed tariff ends, we will write to tell you what will happen at the end of the term and \
what our cheapest available tariffs are, and if you do not choose a new tariff you will be moved onto Brackenford Flex on the \
day after your fixed term ends. \
Our Economy Night tariff is available only at premises with a meter that records two rates, and the cheaper night rate \
applies for seven hours each night, from 12.30am to 7.30am in winter and from 1.30am to 8.30am while British Summer Time is \
in force.

3. Paying your bill

You may pay by fixed monthly Direct Debit, by variable monthly Direct Debit for the amount shown on each bill, by a payment \
card at any Post Office or PayPoint outlet, or by bank transfer, and customers who pay by fixed monthly Direct Debit receive \
a discount of £75 a year, which is applied as a credit of £6.25 to each monthly statement. \
Customers who choose to pay on receipt of a quarterly paper bill, by cheque or by card, do not receive this discount, and \
cheques must be made payable to Brackenford Energy Limited and posted to our payments centre at PO Box 4417, Wendlebury \
Vale, WV2 8QS.

We will review your fixed Direct Debit amount every 6 months, and also whenever you ask us to, and we will tell you the new \
amount at least 10 working days before the first payment at that amount is taken. \
If your account is in credit by more than £100 at the time of a review, we will refund any credit above that sum \
automatically within 10 working days, and you may ask at any time for a refund of the whole of any credit balance, which we \
will pay within 14 days unless we have reasonable grounds to believe the credit is needed to cover energy you have used but \
not yet been billed for.

You may choose the date in each month on which your Direct Debit is collected, provided that it falls between the 1st and \
the 28th of the month. \
If a Direct Debit payment fails, we will try to collect it once more after 7 days, and if the second attempt also fails we \
will write to you, but we will not charge you any fee for a failed payment.

4. Meter readings

You should give us a meter reading at least once every 3 months, either online, through the Brackenford app or by calling \
our automated line on 0300 555 0192, which is open 24 hours a day, and we will use your readings to calculate your bills \
rather than estimates wherever we reasonably can. \
If you do not give us a reading and we cannot obtain one from a smart meter, we will estimate your usage based on your \
previous consumption, and you may ask us to correct any estimated bill by giving us an actual reading taken within 5 days \
of the bill date.

We are required by law to have your meter read by one of our authorised meter readers at least once every 2 years, and you \
must give our meter reader, who will always carry photographic identification, reasonable access to the meter between 8am \
and 8pm on any day other than Sunday. \
Where you have a smart meter operating in smart mode, it will send readings to us automatically every half hour, unless you \
have chosen to share readings only once a day or once a month, which you may do at any time through your online account.

We will not send you a bill for energy you used more than 12 months before the date of the bill, if you were not billed for \
it because of an error on our part, provided that you have not behaved obstructively or tampered with the meter. \
If you believe your meter is inaccurate you may ask us to test it, and the test will be free of charge if the meter is found \
to be recording outside the permitted limits, but otherwise we will charge you a fee of £65 for a gas meter and £45 for an \
electricity meter.

5. Smart meters

We will install a smart meter free of charge at any premises where it is technically possible, and the installation \
appointment will normally take between 1 and 2 hours for each fuel, during which your supply will be switched off for up to \
30 minutes. \
You are not obliged to accept a smart meter, and if you refuse one you will not be charged any more than a customer on the \
same tariff who has one, except where you are on a tariff that is available only to smart meter customers.

Our installer will give you an in-home display at no cost, and if the display stops working within 12 months of \
installation we will replace it free of charge, but any replacement after that period costs £30 including delivery.

6. Switching supplier and moving home

You may switch to another supplier at any time, and your new supplier will arrange the switch, which will normally be \
completed within 5 working days of the end of any cooling-off period. \
If you agreed your contract away from our premises, online or by telephone, you may cancel it without giving a reason \
within 14 days of the day after you agreed it, and you will not pay an exit fee for doing so.

If you are moving out of the premises, you must tell us at least 2 working days before you leave and give us a final meter \
reading taken on the day you move out, together with a forwarding address for your final bill. \
If you do not tell us, you may remain responsible for the energy used at the premises until the earlier of 28 days after we \
learn that you have moved or the date on which someone else becomes responsible for the supply. \
We will send your final bill within 6 weeks of the date on which your supply with us ends, and we will refund any credit \
balance shown on it within 10 working days of sending it.

7. Exit fees

Our fixed tariffs carry an exit fee, which is £50 for each fuel on a 12-month fixed tariff and £75 for each fuel on a \
24-month fixed tariff, and it is payable if you leave the tariff before the fixed term ends, whether by switching supplier \
or by moving onto another of our own tariffs. \
No exit fee is payable if you switch during the final 49 days of your fixed term, if you move home and take a Brackenford \
tariff to your new address, or if the account holder has died and the executor closes the account. \
Brackenford Flex does not carry any exit fee.

8. Difficulty paying and debt

If you are having difficulty paying, please contact us as soon as possible, because we will work with you to agree a \
repayment plan that takes into account your ability to pay, and we will not add interest or charges to any arrears covered \
by a plan that you are keeping to. \
We may offer you a payment holiday of up to 3 months, a referral to the Wendlebury Money Advice Trust, or a one-off grant of \
up to £300 from the Brackenford Support Fund, which is open to customers whose household income is below £21,000 a year \
after housing costs.

We will not install a prepayment meter under warrant, or switch an existing smart meter into prepayment mode, without your \
consent if anyone in the household is aged 75 or over, has a child aged under 2, or depends on electrically powered medical \
equipment. \
Before we take any step to recover a debt through the courts we will send you at least two written reminders, and at least \
28 days will pass between the first reminder and any application we make for a warrant.

9. Customers in vulnerable circumstances

We keep a Priority Services Register of customers who may need extra help, and you may join it free of charge if you are of \
pensionable age, are disabled or have a long-term medical condition, have children under 5, are recovering from an injury, \
or otherwise need extra support because of your circumstances. \
Customers on the Register may nominate a friend or relative to receive copies of bills and letters, ask for bills in large \
print, braille or audio format, and use a password scheme so that they can check the identity of anyone who calls at the \
premises.

If your supply is interrupted, we and the network operator will give priority to customers on the Register who depend on \
medical equipment, and we will provide alternative heating and cooking facilities to any such customer whose gas supply is \
disconnected for safety reasons. \
We will never disconnect the supply to a home during the winter months of October to March inclusive if anyone living there \
is of pensionable age, disabled or chronically sick.

10. Complaints and guaranteed standards

If you are unhappy with our service, you may complain by phone, email, letter or webchat, and our customer service team is \
available from 8am to 8pm Monday to Friday and from 9am to 1pm on Saturdays. \
We will acknowledge your complaint within 2 working days and aim to resolve it within 15 working days, and if it remains \
unresolved after 8 weeks, or if we send you a final response that you are not happy with, you may refer it to the Energy \
Ombudsman free of charge within 12 months of the date of our final response.

Where we fail to meet a guaranteed standard of performance, such as sending your final bill on time, we will pay you £40 \
automatically within 10 working days of the failure, and we will pay a further £40 if we do not make that payment on time.

11. Changes to these terms

We may change these terms to reflect changes in law or regulation, in our costs or in the way we supply energy, and we will \
give you at least 30 days' notice of any change that is to your disadvantage. \
Notices may be sent by email to the address you have given us unless you have asked to receive them by post, in which case \
they will be sent to the premises or to any other address in the United Kingdom that you give us.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("My nephew is 16 and Brackenford let him open his own energy account for his bedsit.",
     "To open an account you must be at least 18 years old"),
    ("the cheap night rate on Economy Night lasts ten hours a night which is handy tbh",
     "the cheaper night rate applies for seven hours each night"),
    ("Sam says Brackenford only has to give Flex customers a week's warning before prices go up.",
     "we will write to you at least 30 days before any"),
    ("Paying Brackenford by fixed monthly direct debit saves you £120 a year.",
     "Direct Debit receive a discount of £75 a year"),
    ("brackenford charge u £25 every time a direct debit bounces, learnt that the hard way lol",
     "we will not charge you any fee for a failed payment"),
    ("I've set my Brackenford direct debit to come out on the 30th of each month.",
     "provided that it falls between the 1st and the 28th of the month"),
    ("my mum says the automated meter reading line shuts at 6pm so ring early",
     "which is open 24 hours a day"),
    ("Brackenford can bill you for up to three years of gas they forgot to charge for.",
     "more than 12 months before the date of the bill"),
    ("Marcus reckons testing an electric meter costs £90 if it turns out to be fine.",
     "£45 for an electricity meter"),
    ("ngl brackenford wanted £50 per fuel just to fit the smart meter",
     "We will install a smart meter free of charge at any premises"),
    ("You only get 7 days to cancel a Brackenford deal you agreed over the phone.",
     "you may cancel it without giving a reason within 14 days"),
    ("Leaving a 2 year fix early with brackenford costs £150 per fuel, mad",
     "£75 for each fuel on a 24-month fixed tariff"),
    ("Priya was told you can only leave a fix without a fee in the last two weeks.",
     "if you switch during the final 49 days of your fixed term"),
    ("the brackenford support fund can give up to £500 as a one off grant apparently",
     "a one-off grant of up to £300 from the Brackenford Support Fund"),
    ("My gran is 80 and Brackenford can switch her smart meter to prepay without asking her.",
     "consent if anyone in the household is aged 75 or over"),
    ("Brackenford's phone team is open till 5pm on Saturdays.",
     "from 9am to 1pm on Saturdays"),
    # near-misses
    ("I'm 18 now so I opened my own Brackenford account for the flat I rent.", None),
    ("on economy night the cheap rate starts at half twelve in winter", None),
    ("Brackenford gave me five weeks' warning before the Flex price went up.", None),
    ("Fixed direct debit knocks £6.25 off each monthly Brackenford statement.", None),
    ("my DD failed last wk, they tried again a week later and didn't charge me anything", None),
    ("Jo set her Brackenford direct debit for the 28th and they were fine with it.", None),
    ("rang in my meter reading at 3am on the automated line, no probs", None),
    ("Dave's gas meter test cost him nothing because the meter turned out to be faulty.", None),
    ("The smart meter sends readings every 30 minutes unless you change it to daily.", None),
    ("Priya refused a smart meter and doesn't pay any more on Flex than her neighbour who has one.", None),
    ("my in-home display died after 8 months and brackenford swapped it for free", None),
    ("Leaving a one-year fix early costs £50 per fuel, so £100 for dual fuel.", None),
    ("Tom moved house and took his Brackenford fix with him, no exit fee.", None),
    ("switched away from flex to another supplier and paid no exit fee at all", None),
    ("My aunt on Brackenford's priority register gets her bills in large print.", None),
    ("Brackenford acknowledged my complaint the next working day.", None),
]
