"""A UK building society's current account special conditions; written blind."""
from __future__ import annotations

POLICY = """\
HARWOOD VALE BUILDING SOCIETY
VALE CURRENT ACCOUNT AND VALE PLUS CURRENT ACCOUNT: SPECIAL CONDITIONS

Effective from 3 March 2025

1. About these conditions

These Special Conditions apply to the Vale Current Account and the Vale Plus Current Account, and they should be read together \
with our General Account Conditions and our Tariff of Charges, but if there is any difference between them, these Special \
Conditions will apply. In these conditions, "we", "us" and "the Society" mean Harwood Vale Building Society of Marram House, 22 \
Eastbury Road, Caldermouth, CM3 9LP, "you" means the account holder, a "Working Day" is any day from Monday to Friday other than \
a bank holiday in England, and "Branch" means any of our 18 branches in Caldermouth, Tolbrook and the Sedge Valley.

To open an account you must be aged 18 or over, live permanently in the UK, and pay in at least £1 when you open it, and an \
account may be held in one name or jointly by no more than 2 people, in which case each joint holder will be responsible for the whole of any \
overdraft on the account, not just a share of it. Opening a current account makes you a member of the Society, which gives you \
the right to vote at our Annual General Meeting, provided that you have held the account for at least 3 months before the \
meeting is held.

2. Monthly fees and account types

There is no monthly fee for the Vale Current Account. The Vale Plus Current Account costs £8 per month, which is taken from your \
account on the first Working Day of each month, and in return it includes worldwide travel insurance for you and your partner up \
to the age of 79, breakdown cover in the UK, and fee-free use of your debit card abroad as explained in section 8. You may switch \
between the two account types by asking in a Branch or through online banking, and the change will take effect on the 1st of the \
following month, but you may only make one switch in any period of 12 months.

3. Interest on credit balances

We pay interest of 3.00% AER (2.96% gross a year) on the part of your balance up to and including £2,000, and no interest on any \
amount above £2,000, provided that you pay at least £1,000 into the account in each calendar month, not counting transfers from \
other accounts you hold with us. Interest is calculated daily on the cleared balance at the end of each day and is paid on the \
last Working Day of each month into the account itself, and if you do not meet the funding condition in a month, no interest will \
be earned for that month, but you will not lose interest earned in earlier months.

Interest is paid without deduction of tax, and it is your responsibility to tell HM Revenue & Customs about any interest over \
your Personal Savings Allowance. We may change the credit interest rate at any time, and if the change is to your disadvantage we \
will tell you personally at least 14 days before it takes effect, except that if the rate is reduced in line with a reduction in \
the Bank of England Bank Rate we will tell you within 3 Working Days after the change.

4. Arranged overdrafts

You may apply for an arranged overdraft of between £250 and £5,000 if your account has been open for at least 1 month, and we \
will decide whether to agree it after a credit check and an assessment of your income and outgoings. The first £100 of any \
arranged overdraft is interest-free, and on any amount you owe above £100 we charge interest at 35.0% EAR (variable), calculated \
daily and taken from your account on the 20th of the following month, and we will show you the amount at least 14 days before we \
take it.

We will review your arranged overdraft once a year, and we may reduce or remove it by giving you at least 60 days' notice, except \
where we reasonably believe you are in serious financial difficulty or have acted fraudulently, in which case we may do so \
immediately. You may ask us to reduce or cancel your arranged overdraft at any time, free of charge, but you must repay any amount \
by which your balance is below the reduced limit within 30 days of asking.

5. Unarranged overdrafts and refused payments

An unarranged overdraft happens when you make a payment that takes your balance below zero without an arranged overdraft, or \
beyond your arranged limit, and we charge interest on an unarranged overdraft at the same rate of 35.0% EAR as on an arranged \
overdraft, with no other fees. We will not charge you more than £20 in total in any monthly charging period for unarranged \
overdraft interest, and this is our Monthly Maximum Charge.

We do not charge any fee when we refuse a payment because there is not enough money in your account, and we will send you a text \
alert by 11am on the day of the refused payment if you have given us a mobile number, so that you can pay money in before 3pm and \
ask us to try again. We will also send you a text when your balance goes below £50 or enters an unarranged overdraft, unless you \
have told us that you do not want to receive these alerts.

6. Paying in cash and cheques

You can pay cash into your account over the counter at any Branch, or at any Post Office using your debit card, up to a limit of \
£2,000 per day at the Post Office, and cash paid in at a Branch before 4pm on a Working Day will be credited and available to use \
straight away. Cheques may be paid in at a Branch, by post to our Caldermouth office in the envelopes we provide, or by scanning \
them in our mobile app, provided that each cheque is for no more than £1,500 and the total of cheques scanned in one day does not \
exceed £3,000.

A sterling cheque drawn on a UK bank and paid in at a Branch before 4pm on a Working Day, or scanned in the app before 10pm, will \
normally be available for you to withdraw by 11:59pm on the next Working Day, except that cheques sent by post will take an extra \
2 Working Days from the day we receive them. We will not accept cheques made payable to someone other than the account holder, \
unless the cheque has been made payable to a joint holder of the account, and we will not accept cheques that are more than 6 \
months old.

Cheque books are available free of charge on request, with 25 cheques in each book, and you may stop a cheque you have written \
before it has been paid by calling us on 0345 600 7711 or visiting a Branch, for which we charge £10, or free of charge if you \
stop it through online banking.

7. Withdrawals and payments out

You can withdraw up to £500 in cash each day using your debit card at cash machines, and up to £2,500 each day over the counter \
at a Branch without notice, or more if you give us at least 2 Working Days' notice. Faster Payments made through online or mobile \
banking are limited to £10,000 each day, or £25,000 each day if you ask us to raise your limit after we have confirmed your \
identity by phone, and payments over £25,000 must be made by CHAPS at a Branch for a fee of £20 each.

Standing orders must be set up at least 1 Working Day before the first payment is due, and if a standing order or Direct Debit \
falls due on a day that is not a Working Day, it will be paid on the next Working Day.

8. Using your card and account abroad

When you use your debit card to pay for goods or services in a currency other than sterling, we charge a non-sterling transaction \
fee of 2.95% of the amount of the transaction, and when you withdraw cash in a currency other than sterling from a cash machine \
abroad we charge a cash fee of 1.5% of the amount withdrawn, with a minimum of £2 and a maximum of £5 per withdrawal. These fees \
do not apply to holders of the Vale Plus Current Account, except that the cash fee does apply to Vale Plus holders for each \
withdrawal after the 10th in any calendar month.

Transactions are converted to sterling using the Mastercard exchange rate on the day the transaction is processed by Mastercard, \
which may be a day or two after the date you made it. Some cash machine operators abroad charge their own fee, which we do not \
control, and if a cash machine offers to convert the withdrawal into sterling for you we recommend that you choose to be charged \
in the local currency. You do not need to tell us before you travel, but you must make sure we have your current mobile number so \
that we can contact you if we see unusual spending.

9. Other fees and charges

We do not charge for sending you a replacement debit card if your card is lost, stolen or damaged, unless you ask for a card to be \
sent to you by courier, for which we charge £15 if it is delivered in the UK and £45 if it is delivered abroad. Copies of \
statements are free if they relate to the last 13 months and cost £5 for each statement older than that, and a banker's draft \
costs £12 each.

If you ask us to trace a payment, recall a payment sent in error or provide a reference letter, we charge £25, except that there \
is no charge for tracing a payment if we find that the error was ours.

10. Statements, security and unauthorised payments

We will provide a statement every month in which there have been payments into or out of your account, either in online banking \
or by post if you ask, and at least once every 12 months even if there have been no payments. You must keep your card, PIN and \
security details safe and tell us straight away if you think someone else knows them, and you must tell us about any \
unauthorised or incorrect payment within 13 months of the date it was taken from your account. If a payment was unauthorised we \
will refund it by the end of the next Working Day after you tell us, but you may be liable for the first £35 of any losses if \
your card or security details have been lost or stolen, unless you did not know and could not have known about the loss before \
the payment was made.

11. Changes to these conditions

We may change these conditions, our charges or the overdraft interest rate for any of the reasons set out in our General Account \
Conditions, and we will give you at least 2 months' personal notice before any change comes into effect, during which time you \
may close or switch your account without charge.

12. Closing your account

You may close your account at any time by writing to us, by visiting a Branch or by using the Current Account Switch Service, \
which will move your balance, standing orders and Direct Debits to your new provider within 7 Working Days on the date you agree \
with them, and will redirect payments made to your old account for 3 years. Before your account is closed you must repay any \
overdraft in full, together with any interest owing, and you should destroy any unused cheques and cut through the chip on your \
debit card.

We may close your account by giving you at least 2 months' notice, or immediately if you have seriously or persistently broken \
these conditions, if you have behaved abusively towards our staff, or if we are required to do so by law. If there have been no \
payments in or out made by you for 3 years we will treat your account as dormant, and we will write to you before we do so, but \
your money will remain yours and you can claim it at any time. When your account closes your membership of the Society ends, \
unless you hold another account with us.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Harwood Vale lets three people share one joint current account.",
     "jointly by no more than 2 people"),
    ("me n my ex had a joint harwood account so i only ever owed half the overdraft",
     "each joint holder will be responsible for the whole of any"),
    ("the vale plus account is a fiver a month",
     "The Vale Plus Current Account costs £8 per month"),
    ("Harwood pays 3% on the first £5,000 sitting in your current account.",
     "on the part of your balance up to and including £2,000"),
    ("My dad missed his monthly pay-in once and Harwood clawed back all his earlier interest.",
     "but you will not lose interest earned in earlier months"),
    ("Harwood doesn't charge interest on the first £250 of an arranged overdraft.",
     "The first £100 of any arranged overdraft is interest-free"),
    ("Gemma says Harwood only has to give a month's warning before cutting your overdraft.",
     "we may reduce or remove it by giving you at least 60 days' notice"),
    ("harwood charged me £15 when a payment bounced cos i was skint",
     "We do not charge any fee when we refuse a payment"),
    ("You can scan a cheque for up to £5,000 in the Harwood app.",
     "provided that each cheque is for no more than £1,500"),
    ("Oli's landlord told him Harwood will still take cheques that are up to a year old.",
     "we will not accept cheques that are more than 6 months old"),
    ("cant get more than £300 a day out of cash machines on my harwood card",
     "You can withdraw up to £500 in cash each day"),
    ("Harwood's fee for paying by card in euros is 1.5% of what you spend.",
     "fee of 2.95% of the amount of the transaction"),
    ("my sister said u have to ring harwood before going abroad or they block ur card",
     "You do not need to tell us before you travel"),
    ("Lost my Harwood debit card and they charged a tenner for the replacement by post.",
     "We do not charge for sending you a replacement debit card"),
    ("Harwood told Mum she had six months to report a dodgy payment on her account.",
     "unauthorised or incorrect payment within 13 months of the date"),
    ("the switch service only forwards payments from your old harwood account for a year",
     "will redirect payments made to your old account for 3 years"),
    # near-misses
    ("My wife and I hold our Harwood current account jointly.", None),
    ("opened my harwood account with literally a quid", None),
    ("Ben's on the basic Vale account and pays no monthly fee at all.", None),
    ("i keep about £1,800 in my harwood account and pay my wages in, earning the 3% on it", None),
    ("Tom's only £80 into his Harwood overdraft, so he isn't paying any interest on it.", None),
    ("Harwood's unarranged overdraft interest is capped at twenty quid a month.", None),
    ("Paid a cheque in at the Harwood branch at 2pm Tuesday and could spend it Wednesday night.", None),
    ("Scanned a £900 cheque in the Harwood app with no problem.", None),
    ("stopped a cheque through harwood online banking and they didnt charge me", None),
    ("My sister's on Vale Plus, so she pays no fee on her card purchases in Portugal.", None),
    ("Took £400 out of a cash machine in one go on my Harwood card.", None),
    ("harwood charged me £15 to courier a new card to my flat in leeds", None),
    ("didnt tell harwood i was off to greece and my card worked fine the whole time", None),
    ("Priya got copies of her Harwood statements from four months ago for free.", None),
    ("Aisha hadn't used her Harwood account for two years and it still wasn't treated as dormant.", None),
    ("Harwood gave my brother two months' notice before closing his account.", None),
]
