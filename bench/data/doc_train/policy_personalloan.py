"""A UK bank's general conditions for personal loan agreements; written blind."""
from __future__ import annotations

POLICY = """\
ASHCOMBE VALE BANK PLC
PERSONAL LOAN AGREEMENT: GENERAL CONDITIONS

Effective from 1 March 2025 for all loan agreements signed on or after that date

1. About these conditions

These general conditions apply to every personal loan made by Ashcombe Vale Bank plc ("the Bank", "we", "us") to a customer \
("the Borrower", "you") and form part of your credit agreement together with your Loan Offer, which sets out the amount you are \
borrowing, the term, the interest rate and the amount of each monthly repayment. If anything in your Loan Offer differs from these \
conditions, the Loan Offer will take priority, except where these conditions give you a right that cannot be removed by law. \
Copies of these conditions are available at any of our branches, including our head office at 14 Market Row, Dunhallow, and can be \
requested by calling 0300 555 0142 between 8am and 8pm on weekdays or between 9am and 2pm on Saturdays.

In these conditions a "working day" means Monday to Friday other than a bank holiday in England, and "arrears" means any repayment \
that has fallen due and has not been paid in full.

2. Who can borrow

To apply for a personal loan you must be at least 21 years old and no older than 75 on the date of your application, must have \
lived in the United Kingdom for the previous 3 years, and must have held a current account with the Bank for at least 6 months, \
unless you are applying for £5,000 or less, in which case a current account with any UK bank or building society will be accepted. \
You must have a gross annual income of at least £12,000, which may include pension income and regular self-employed earnings \
supported by 2 years of accounts, but which may not include benefits paid in respect of children or housing costs.

Joint applications may be made by no more than 2 applicants, both of whom must meet every requirement of this section and both of \
whom will be jointly and severally responsible for repaying the whole of the debt, not just half of it. We will not lend for the \
purpose of buying shares, repaying another loan from the Bank, gambling or paying a deposit on the purchase of a property, and any \
loan needed for a business purpose must be arranged through our business banking team instead.

3. Loan amounts and terms

We lend amounts from £1,000 up to £35,000, in multiples of £100, over terms of between 12 and 84 months, provided that loans of \
more than £25,000 may only be taken over terms of 24 months or longer. Loans of £7,500 or more for the purchase of a car, van or \
motorcycle may instead be taken over a term of up to 96 months where the vehicle is less than 5 years old on the date of purchase. \
The amount and term you are offered will depend on our assessment of your circumstances, and if we offer you a lower amount than \
you asked for, that offer will remain open for you to accept for 30 days.

You may hold no more than 2 personal loans with the Bank at the same time, and the combined outstanding balance of those loans must \
not exceed £35,000, whether the loans are held in your sole name or jointly with another person. A second loan will only be \
considered once at least 6 consecutive repayments have been made on time on your first loan.

4. Interest and the cost of your loan

The interest rate shown in your Loan Offer is fixed for the whole term and will not change, even if the Bank of England base rate \
goes up or down. Interest is calculated daily on the outstanding balance and is added to your loan account each month on the same \
day that your repayment is due. Our representative rate is 6.4% APR on loans of between £7,500 and £15,000, while loans below \
£7,500 usually carry a higher rate, and the rate you are personally offered may be higher than the representative rate depending on \
your credit history. We do not charge an arrangement fee for setting up a personal loan, and we will never add the cost of any \
insurance or other product to your loan without your written agreement.

5. Receiving the money and your right to withdraw

Once you have signed the agreement and we have completed our checks, we will pay the loan into your nominated UK current account, \
normally within 2 working days, although payments of more than £25,000 may take up to 5 working days because of additional \
security checks. You have the right to withdraw from the agreement without giving any reason within 14 calendar days, starting on \
the day after the agreement is made or, if later, the day after you receive your copy of the signed agreement.

To withdraw you must tell us in writing, either by letter to our Loan Servicing Centre at PO Box 88, Kelsey Bridge, KB4 2LT, or by \
secure message through online banking. You must then repay the full amount borrowed, together with interest at the daily rate shown \
in your Loan Offer, no later than 30 days after the day you told us you were withdrawing, and no other fee or charge will be payable.

6. Monthly repayments

You must repay your loan by monthly direct debit from a UK current account held in your name, and you may choose any repayment date \
between the 1st and the 28th of the month. Your first repayment will be collected between 30 and 58 days after the loan is paid to \
you, depending on the repayment date you choose, and it may be higher than later repayments because it includes extra days of \
interest. You may change your repayment date once in any 12-month period by calling us at least 10 working days before your next \
repayment is due, provided that your account is not in arrears at the time.

If a direct debit is returned unpaid we will write to you and attempt to collect the payment once more, 5 working days after the \
original due date, and if that second attempt also fails you must pay the amount by bank transfer or by debit card over the \
telephone.

7. Overpayments and paying off your loan early

You may make an overpayment at any time by bank transfer, by debit card over the telephone or by cheque at any of our branches, but \
we cannot accept overpayments made by credit card. When you make an overpayment you may choose either to reduce your monthly \
repayments or to shorten the remaining term, and if you do not tell us which you would prefer, we will keep your repayments the \
same and shorten the term.

If you repay the whole loan early, we may charge an early settlement fee equal to 58 days' interest if the remaining term is more \
than 12 months, or 28 days' interest if it is 12 months or less. No early settlement fee will be charged where the total amount you \
repay early in any 12-month period, including any overpayments, is £8,000 or less. We will send you a settlement figure within \
7 days of your request, and that figure will remain valid for 28 days from the date it is issued.

8. Missed payments and charges

If you do not make a repayment in full on its due date, we will charge a late payment fee of £12 for each missed payment, up to a \
maximum of 3 late payment fees in any 6-month period. No late payment fee will be charged where the full amount is received within \
3 working days of the due date, and interest will continue to be charged on arrears at your normal contractual rate rather than at \
any higher rate.

If 2 consecutive repayments are missed we will send you a notice of sums in arrears, together with information about free \
independent debt advice. We will not issue a default notice unless at least 3 consecutive repayments have been missed, and any \
default notice will give you at least 14 days to pay the arrears before we take further action, which may include demanding the \
whole outstanding balance and recording the default with the credit reference agencies.

9. Financial difficulty and payment holidays

If you are worried about making your repayments, please contact our Customer Support team on 0300 555 0199 as early as possible. \
We may agree a reduced payment plan lasting up to 6 months, and we will not charge any late payment fees while you are keeping to \
a payment plan that we have agreed with you.

A payment holiday of up to 2 months may be requested once your loan has been running for at least 12 months, provided that all \
your repayments are up to date, and only one payment holiday may be taken during the whole term of the loan. Interest will continue \
to be charged during a payment holiday, so the total amount you repay will increase and your term will be extended by the length of \
the holiday.

10. Changes in your circumstances

You must tell us within 30 days if you change your name, address, telephone number or email address. A loan cannot be transferred \
to another person, and a joint borrower cannot be removed from the agreement unless the other borrower is able to take over the \
loan alone following our affordability assessment. If a sole borrower dies, we will suspend collection of repayments for 60 days \
once we are told, and we will not charge interest for that period, to give the executors time to deal with the estate.

If you move to live outside the United Kingdom while any part of the loan is outstanding, you must continue to make your repayments \
by direct debit from a UK current account, and you must give us a correspondence address in the United Kingdom to which we can send \
statements and notices. We will contact you by post, email or text message, but we will never ask you to disclose your full online \
banking password or a one-time passcode in any call, email or message.

11. Statements and information

We will send you a statement free of charge once a year, within 30 days of the anniversary of your loan being paid to you, and you \
can view your balance and transactions at any time through online banking or our mobile app. You may request a copy of your credit \
agreement free of charge at any time, but replacement statements covering any period more than 12 months ago will cost £10 for \
each statement requested.

12. Complaints

If you are unhappy with our service, you can complain in a branch, by telephone or in writing to Customer Relations, 2 Tanner's \
Yard, Kelsey Bridge, KB4 6QS. We aim to resolve most complaints within 3 working days, and if we cannot, we will send you our final \
response within 8 weeks of receiving your complaint. If you are not satisfied with our final response, you may refer your complaint \
to the Financial Ombudsman Service free of charge, but you must do so within 6 months of the date of our final response.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("You can take out an Ashcombe Vale personal loan from the age of 18.",
     "must be at least 21 years old and no older than 75"),
    ("ashcombe vale let u borrow up to 50k on a personal loan, pretty handy tbh",
     "We lend amounts from £1,000 up to £35,000, in multiples of £100"),
    ("My brother says he can spread his £30k Ashcombe loan over just 12 months.",
     "more than £25,000 may only be taken over terms of 24 months or longer"),
    ("The bank charges a £95 arrangement fee when setting up a personal loan.",
     "We do not charge an arrangement fee for setting up a personal loan"),
    ("ngl my loan rate could go up if the base rate rises, its variable",
     "is fixed for the whole term and will not change"),
    ("Dan said you only get a week after signing to change your mind on the loan.",
     "without giving any reason within 14 calendar days"),
    ("To cancel my new loan I just need to ring the branch and tell them.",
     "To withdraw you must tell us in writing"),
    ("can pick any loan payment date i want, even the 30th lol",
     "between the 1st and the 28th of the month"),
    ("Marcus reckons you can move your loan payment date as often as you like.",
     "You may change your repayment date once in any 12-month period"),
    ("Overpaying the loan by credit card is fine with Ashcombe Vale.",
     "we cannot accept overpayments made by credit card"),
    ("paying the loan off early with them costs 3 months interest as a penalty, last time i checked",
     "early settlement fee equal to 58 days' interest"),
    ("Jess got charged a £25 late fee for missing her loan payment.",
     "we will charge a late payment fee of £12 for each missed payment"),
    ("My aunt missed a single loan payment and Ashcombe sent her a default notice.",
     "We will not issue a default notice unless at least 3 consecutive repayments"),
    ("good thing is no interest builds up during a loan payment holiday",
     "Interest will continue to be charged during a payment holiday"),
    ("Priya says Ashcombe gives you 90 days to update your address on a loan.",
     "You must tell us within 30 days if you change your name"),
    ("You've got a whole year after the bank's final response to go to the ombudsman.",
     "you must do so within 6 months of the date of our final response"),
    # near-misses
    ("I'm 74, so I can still apply for an Ashcombe Vale loan.", None),
    ("borrowing 4k from ashcombe, didnt need an account with them first, my barclays one was fine", None),
    ("My brother got £30k from Ashcombe over 5 years.", None),
    ("Tom's taking his £9k van loan over 8 years since the van is only 2 years old.", None),
    ("no fee to set up the loan but old statements from years back cost a tenner each", None),
    ("Our £30k loan took 4 working days to land in the account.", None),
    ("I've got a fortnight to cancel the loan from when my signed copy arrived.", None),
    ("picked the 28th for my loan payments, right after payday", None),
    ("My first loan payment was bigger than the rest because of extra days of interest.", None),
    ("overpaid the loan by debit card over the phone, they shortened the term since i didnt say", None),
    ("Sam paid off £6,000 of his loan early and wasn't charged any settlement fee.", None),
    ("paid the loan 2 working days late but in full, no late fee", None),
    ("Nina's on a reduced loan payment plan for 4 months and hasn't been charged late fees.", None),
    ("A payment holiday on the loan is only possible after the first year, and only once.", None),
    ("If the loan direct debit bounces, they try again a working week later.", None),
    ("Leah's complaint went to the ombudsman 5 months after the bank's final response.", None),
]
