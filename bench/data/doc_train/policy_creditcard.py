"""A credit card's key terms and conditions from a UK bank; written blind."""
from __future__ import annotations

POLICY = """\
LARCHMONT BANK PLC
LARCHMONT CLASSIC CREDIT CARD - KEY TERMS AND CONDITIONS

Effective from 1 April 2025 for all accounts opened on or after that date

1. About this agreement

This agreement is between you, the person named as the account holder, and Larchmont Bank plc, 40 Quayside Parade, Wrenhaven, WH1 \
2AB ("we", "us"), and it is a credit agreement regulated by the Consumer Credit Act 1974. In this agreement, "Account" means your \
Larchmont Classic credit card account, "Additional Cardholder" means a person to whom we issue a card on your Account at your request, \
"Statement Date" means the date each month on which we produce your statement, and "Working Day" means any day from Monday to Friday \
other than a bank holiday in England. The representative example for this card assumes a credit limit of £1,200 and a purchase rate \
of 24.9% a year (variable), giving a representative APR of 24.9% (variable).

2. Eligibility and your credit limit

To apply for the Account you must be at least 18 years old and a permanent UK resident with a UK current account, you must have a \
gross annual income of at least £7,500, and you must not have had a County Court Judgment or been declared bankrupt in the last 6 \
years. Your initial credit limit will be between £250 and £8,000 and will be confirmed in writing when the Account is opened. We will \
review your credit limit at least once every 12 months and may offer you an increase, but we will not increase it within the first 6 \
months after the Account is opened, and we will give you at least 30 days' notice before any increase takes effect, during which time \
you may decline it. You may ask us to reduce your limit, or never to offer you increases, at any time through the Larchmont app or by \
calling us, and we may reduce your limit without notice if we reasonably believe that you may be unable to repay, in which case we \
will tell you immediately afterwards.

3. Interest rates

The standard interest rate for purchases is 24.9% a year (variable) and the standard rate for cash transactions, which include cash \
withdrawals, gambling transactions, money transfers and the purchase of foreign currency or travellers' cheques, is 29.9% a year \
(variable). Balance transfers made within the first 90 days after the Account is opened are charged at 0% for 20 months from the date \
the Account is opened, and any balance transfer made after 90 days, or any promotional balance remaining when the 20 months end, will \
be charged at the standard purchase rate. If you pay your full statement balance by the payment due date every month, you will \
receive up to 56 days' interest-free credit on purchases, but if you do not, interest is charged on each purchase from the date it is \
added to the Account. Interest on cash transactions is charged from the date of the transaction until it is repaid in full, even if \
you pay your statement balance in full by the payment due date. Our variable rates track the Bank of England base rate, and if the base \
rate changes we will change the purchase rate and the cash rate by the same amount within 30 days and tell you in your next statement.

4. Fees and charges

There is no annual or monthly fee for the Larchmont Classic card. A balance transfer fee of 3% of the amount transferred, with a \
minimum of £5, is added to the Account when each transfer is made, and a cash fee of 3% of each cash transaction, with a minimum of \
£3, is charged on every cash transaction in the UK or abroad. A non-sterling transaction fee of 2.99% of the sterling value is charged \
on any purchase, cash withdrawal or refund made in a currency other than sterling, in addition to any cash fee. If you pay late, go \
over your credit limit or a payment you make is returned unpaid, we will charge a default fee of £12 for each event, except that we \
will not charge more than one late payment fee in any statement period. Replacement cards and PINs are free, and copies of statements \
are free if they are less than 12 months old, while copies of older statements cost £5 each.

5. Statements and minimum payments

We will send you a statement every month, unless there is no balance on the Account and there have been no transactions since the \
last statement, and you can choose to receive it by post or through online banking. Your payment due date will be shown on your \
statement and will be at least 25 days after the Statement Date. The minimum payment each month is the greater of £25, or the full \
balance if less than £25, and 1% of the statement balance plus that month's interest and any default fees. You may pay by Direct \
Debit, by bank transfer, by debit card through the Larchmont app or at any Larchmont branch, but payments cannot be made by credit card \
or in cash at a Post Office. Bank transfer payments normally reach the Account on the same Working Day but may take up to 1 Working \
Day, and a Direct Debit will be collected on the payment due date or, if that is not a Working Day, on the next Working Day.

6. How we use your payments

Each payment you make will be applied first to any interest and fees shown on your latest statement, and then to the balance with the \
highest interest rate, followed by balances with progressively lower rates, so that any 0% balance transfer is paid off last. Amounts \
that have not yet appeared on a statement are treated in the same order once the statement balances have been cleared.

7. Using your card

You can use your card in shops, online, by telephone and at cash machines in the UK and abroad, and contactless payments can be made \
for single transactions of up to £100 without entering your PIN, although we may ask for your PIN from time to time for security. \
Cash withdrawals are limited to £500 in any one day, and no more than 3 cash withdrawals may be made on any calendar day. You may ask us \
to issue cards to up to 3 Additional Cardholders, each of whom must be aged 16 or over, and you will be responsible for every \
transaction they make, although they will not be able to request a limit increase or close the Account. If a transaction would take \
you over your credit limit, we will normally decline it, but if we do allow it we will still charge the default fee described in \
section 4. Purchases of a single item costing more than £100 and not more than £30,000 that are paid for wholly or partly with \
the card may be protected under section 75 of the Consumer Credit Act 1974, which means that we may be jointly liable with the \
retailer if the goods are not delivered or are faulty.

8. Lost or stolen cards and unauthorised transactions

If your card is lost or stolen, or you think someone else knows your PIN or security details, you must tell us immediately through the \
app or by calling our 24-hour card line on 0800 612 4471. You will not be liable for any transaction made after you have told us, and \
your liability for unauthorised transactions made before you told us is limited to £35, unless you acted fraudulently or with gross \
negligence, in which case you may be liable for all of them. You must tell us about any transaction you did not authorise within 13 \
months of the date it was debited, and where we accept that it was unauthorised we will refund it by the end of the next Working Day.

9. Persistent debt and financial difficulty

If over any period of 18 months you have paid more in interest, fees and charges than you have repaid of the amounts you borrowed, we \
will write to you to suggest that you increase your payments, and if this continues for a further 18 months we may ask you to repay \
more quickly and may suspend your card. If you are in financial difficulty, please contact us as soon as you can, and we may agree to \
reduce or freeze interest for up to 12 months, provided that you agree a repayment plan with us.

If you miss a minimum payment we will contact you by text, email or letter within 5 Working Days, and if two consecutive minimum \
payments are missed we may stop you using the card until the arrears have been paid. If three minimum payments are missed, we may \
send you a default notice giving you at least 14 days to pay the arrears, and if you do not do so the default may be reported to \
credit reference agencies, where it will stay on your credit file for 6 years.

10. Changes to this agreement

We may change the interest rates, other than changes that follow the Bank of England base rate under section 3, and the fees and \
charges in this agreement for reasons such as changes in our costs, in the law or in market conditions, and we will give you at least \
60 days' personal notice before any change that is to your disadvantage takes effect. If you do not accept the change, you may close \
the Account by telling us before the change takes effect, and you may then repay the outstanding balance at the existing rates and \
charges. Changes that are to your advantage may take effect immediately and will be shown on your next statement.

11. Withdrawal and ending the agreement

You may withdraw from this agreement without giving a reason within 14 days starting on the day after you receive your card or your \
copy of the signed agreement, whichever is later, and if you do so you must repay any balance within 30 days of telling us, together \
with interest at the purchase rate for each day but without any fees. You may close the Account at any time by calling us or writing \
to us, but the terms of this agreement will continue to apply until the full balance has been repaid. We may close the Account by \
giving you at least 2 months' notice, or immediately if you have seriously or persistently broken this agreement, and we may close \
the Account after 24 months in which no transactions have been made, provided that we give you at least 30 days' written notice first.

12. Complaints

If you are unhappy with our service, please tell us through the app, by calling us or by writing to Customer Care, Larchmont Bank plc, \
PO Box 714, Wrenhaven, WH9 6LX. We will try to resolve complaints about payments on the Account within 15 Working Days, or within 35 \
Working Days in exceptional circumstances, and we will send a final response to any other complaint within 8 weeks. If you are not \
satisfied with our final response, you may refer your complaint to the Financial Ombudsman Service free of charge within 6 months.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("My son got a Larchmont credit card approved when he was 17.",
     "you must be at least 18 years old and a permanent UK resident"),
    ("larchmont bumped my credit limit up 3 months after i opened the card",
     "we will not increase it within the first 6"),
    ("Cash withdrawals on the Larchmont card are charged the same 24.9% as purchases.",
     "travellers' cheques, is 29.9% a year (variable)"),
    ("Zoe says the 0% balance transfer on her Larchmont card only lasts a year.",
     "are charged at 0% for 20 months from the date"),
    ("if u clear the whole statement every month there's no interest on cash withdrawals either",
     "even if you pay your statement balance in full by the payment due date"),
    ("The balance transfer fee on the Larchmont card is 5% of what you move over.",
     "A balance transfer fee of 3% of the amount transferred"),
    ("no extra fee for using the larchmont card abroad in euros, which is handy",
     "A non-sterling transaction fee of 2.99% of the sterling value"),
    ("Dev pays a £3 monthly fee just to have the Larchmont Classic card.",
     "There is no annual or monthly fee for the Larchmont Classic card."),
    ("Paying late on the Larchmont card gets you a £25 fee.",
     "we will charge a default fee of £12 for each event"),
    ("lowest min payment larchmont will take is a fiver as long as the balance is higher",
     "The minimum payment each month is the greater of £25"),
    ("My nan pays her Larchmont card bill in cash at the Post Office every month.",
     "or in cash at a Post Office"),
    ("tbh larchmont put my payments on the 0% balance transfer first, then the purchases",
     "so that any 0% balance transfer is paid off last"),
    ("The contactless limit on the Larchmont card is £45 a go.",
     "for single transactions of up to £100 without entering your PIN"),
    ("Sarah's added five extra cardholders to her Larchmont account.",
     "to issue cards to up to 3 Additional Cardholders"),
    ("my card got nicked and larchmont said i'm on the hook for the first £100 before i rang them",
     "before you told us is limited to £35"),
    ("Larchmont only have to give a month's notice before they put a fee up.",
     "60 days' personal notice before any change"),
    # near-misses
    ("My 19-year-old got approved for a Larchmont card on her part-time income of £9,000.", None),
    ("Larchmont offered me a limit increase 8 months in and I said no thanks.", None),
    ("started on a £1,200 limit with larchmont", None),
    ("Did my balance transfer in the first month so it's 0% for twenty months.", None),
    ("moved £2,000 onto the larchmont card and the transfer fee was £60", None),
    ("Took out £50 cash on my Larchmont card and the cash fee was £3.", None),
    ("I pay the full statement every month so I never pay interest on shopping.", None),
    ("Tariq says using his Larchmont card for online betting gets charged at the cash rate.", None),
    ("min payment on my £300 larchmont balance was £25", None),
    ("Pay my Larchmont card by Direct Debit on the due date.", None),
    ("Paid £40 contactless on the Larchmont card without the PIN.", None),
    ("My 16-year-old daughter has a card on my Larchmont account.", None),
    ("reported my stolen card right away so i wasn't liable for anything spent after that", None),
    ("Sent back my Larchmont card within a week and repaid it three weeks later, no fees.", None),
    ("Larchmont gave me nine weeks' notice before raising the late fee.", None),
    ("gran's statement copy from 2 yrs ago cost her a fiver from larchmont", None),
]
