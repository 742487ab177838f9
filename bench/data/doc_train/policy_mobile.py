"""A UK mobile network's pay monthly airtime plan terms and conditions; written blind."""
from __future__ import annotations

POLICY = """\
KESTREL MOBILE LIMITED
PAY MONTHLY AIRTIME PLAN TERMS AND CONDITIONS

Effective from 1 April 2025

1. About these terms

These terms apply to every Kestrel Mobile pay monthly airtime plan taken out on or after 1 April 2025 by a customer aged 18 \
or over who lives in the United Kingdom, and together with your Plan Summary and our Price Guide they form the agreement \
between you and Kestrel Mobile Limited, whose registered office is at 14 Ferrier Quay, Dunmarsh, DM4 7QT. In these terms, \
"Plan" means the airtime plan shown on your Plan Summary, "Minimum Term" means the initial period for which you agree to keep \
the Plan, and "Monthly Charge" means the fixed amount you pay each month for your Plan's allowances, excluding any separate \
Device Plan you may have with us. If you are buying a handset on a Device Plan, that is a separate credit agreement governed \
by its own terms, except where these terms say otherwise in section 7.

You may hold up to 5 pay monthly Plans on one account, provided that the account holder is named on each Plan and passes our \
credit check, and each additional Plan beyond the first receives a 10% discount on its Monthly Charge for as long as the first \
Plan remains active.

2. Your Plan and Minimum Term

Plans are available with a Minimum Term of 1 month, 12 months or 24 months, and the Minimum Term starts on the day your SIM \
is dispatched, or on the day your number is connected if you join us in one of our stores. A 1-month Plan rolls on monthly \
with no fixed end date and may be ended at any time by giving 30 days' notice in accordance with section 10. When a 12-month \
or 24-month Minimum Term ends, your Plan continues on a monthly rolling basis at the same Monthly Charge until you change or \
cancel it, and we will write to you by text or email between 10 and 40 days before the Minimum Term ends to tell you about \
your options and the best price available to you.

You may keep your existing number when you join us by giving us a PAC code from your old provider, and we will normally \
transfer the number within 1 working day of receiving the code, provided that the code is given to us before 5pm on a \
working day. If the transfer takes longer than 2 working days because of our error, we will credit your account with £5 for \
each extra day of delay.

3. Monthly Charges and annual price changes

Your Monthly Charge is set out in your Plan Summary and is charged one month in advance, starting from the date your Plan is \
connected, with your first bill including a part-month charge calculated on a daily basis. Each year, on your April bill, \
your Monthly Charge will increase by a fixed amount in pounds and pence, which is £1.50 per month for Plans with a Monthly \
Charge of under £20 and £2.00 per month for Plans with a Monthly Charge of £20 or more, and these increases apply whether or \
not you are within your Minimum Term. The April increase will not apply if your Plan was connected on or after 1 January in \
the same year, in which case your first increase will take effect in the following April.

Apart from the annual increase described above, we will not increase the Monthly Charge during your Minimum Term except where \
the change is required by a change in VAT or another tax, and if we make any other change that is to your material detriment, \
we will give you at least 30 days' notice and you may end your Plan without paying any early termination charge within 30 \
days of that notice. We may reduce prices or add benefits at any time without giving notice.

4. Allowances

Your Plan includes the monthly data, UK minutes and UK texts shown in your Plan Summary, and all Plans include unlimited calls \
and texts to UK mobiles and to landlines beginning 01, 02 and 03. Allowances run from the first day of each bill period and \
any unused data, minutes or texts do not carry over to the next bill period, except on Plans labelled "Rollover", where up to \
10GB of unused data may be carried over for one bill period only and is always used before your new monthly allowance.

Unlimited data Plans are for personal use in a handset and are subject to our Fair Use Policy, which means that if you use \
more than 650GB in a single bill period we may contact you and, if your usage stays above that level for a second consecutive \
month, we may move you to a more suitable Plan after giving you 14 days' notice. Tethering, or sharing your data with other \
devices through a mobile hotspot, is allowed on all Plans up to 100GB per bill period, but you must not use a SIM from a Plan \
in a fixed router, a commercial resale service, or any device that automatically dials numbers or sends messages.

Calls to numbers beginning 08, 09 and 118 are not included in your allowance and are charged at our access charge of 65p per \
minute plus the service charge set by the organisation you are calling, except that calls to numbers beginning 0800 and 0808 \
are free. Calls to 999 and 112 are always free, including when your Plan is suspended.

5. Spend caps and charges outside your allowance

You can set a spend cap of between £0 and £100 per month through the Kestrel app or by calling us on 0330 155 2200, and once \
your out-of-allowance charges reach the cap we will stop any further chargeable use until the start of your next bill period, \
other than calls to the emergency services. If you are aged under 18 and using a Plan held in a parent's or guardian's name, a \
spend cap of £0 is applied automatically and can only be changed by the account holder.

If your data allowance runs out before the end of your bill period, your data will be paused and we will send you a text \
offering a data add-on, which costs £3 for 1GB or £6 for 5GB and lasts until the end of the current bill period. We will not \
charge you for data beyond your allowance unless you have bought an add-on, and we will send you alerts when you have used 80% \
and 100% of your monthly data.

6. Roaming

Plans include use of your UK allowances in the 47 destinations in our Europe Zone, including the EU countries, Iceland, Norway \
and Switzerland, for a daily charge of £2.25 for each day you use your phone there, except on Plans labelled "Explorer", where \
roaming in the Europe Zone is included at no extra cost. The daily charge is applied only on days you make a call, send a text \
or use data, and is capped at £20 per bill period, after which roaming in the Europe Zone is free for the rest of that bill \
period.

In our Worldwide Zone, which covers the United States, Canada, Australia, New Zealand and 32 other countries listed in the \
Price Guide, you can use your UK allowances for a daily charge of £6.50, and in any other country you will pay the standard \
rates set out in the Price Guide, which include £2.20 per minute for calls and £6 per MB for data. Roaming is switched on by \
default for customers who have been with us for at least 90 days, and for customers who have been with us for less than 90 \
days it can only be switched on after we have carried out an additional identity check.

Roaming in the Europe Zone and the Worldwide Zone is subject to fair use, which means that if you spend more than 60 days abroad \
in any rolling 4-month period and use your phone abroad more than in the UK during that time, we may give you 14 days' notice \
and then charge a surcharge of 30p per minute, 10p per text and £1.50 per GB. Calls and texts made from the UK to numbers abroad \
are not roaming and are charged as international calls at the rates in the Price Guide, unless you have an International \
Add-on.

7. Upgrades

You may upgrade to a new Plan or a new device at any time, but if you upgrade during your Minimum Term you must pay the \
remaining Monthly Charges for your existing Plan, less a discount of 5% for early payment, unless you are within the last 60 \
days of your Minimum Term, in which case no payment for the remaining months is required. Upgrades can be made in the Kestrel \
app, online, by phone or in any Kestrel store, and a new Minimum Term starts on the day the new Plan is connected.

You may move to a higher-priced Plan at any time during your Minimum Term without charge, and the new Monthly Charge will apply \
from the start of your next bill period, but you may move to a lower-priced Plan only once during your Minimum Term and only \
after you have completed at least 6 months of it. If you have a Device Plan, you must pay off the outstanding balance of that \
Device Plan before you can take a new device on a further Device Plan, and you may not have more than 2 Device Plans on one \
account at the same time.

8. Billing and payment

We will send you a bill each month by email or through the Kestrel app, and you must pay it by Direct Debit, which we will \
collect around 14 days after your bill date. If you ask for a paper bill we will charge £2.50 for each paper bill, except that \
paper bills are free for customers aged 75 or over and for customers who tell us they need them because of a disability. If a \
Direct Debit payment fails we will try to collect it again after 7 days and we may charge a late payment fee of £7.50, but we \
will not charge more than one late payment fee in any bill period.

If you have not paid your bill within 28 days of the bill date we may suspend your service, and during suspension you must \
continue to pay your Monthly Charge, although you will still be able to call 999 and 112. We will reconnect your service within \
24 hours of receiving payment of the full outstanding balance, and we will not charge a reconnection fee.

9. Lost or stolen SIMs and your security

If your phone or SIM is lost or stolen, you must tell us as soon as possible by calling 0330 155 2200, which is open 24 hours a \
day, 7 days a week for this purpose, and we will block the SIM so that it cannot be used. You are responsible for all charges \
incurred before you tell us, up to a maximum of £100, unless we believe you acted fraudulently or without reasonable care. We \
will send a replacement SIM free of charge by first class post, or you may collect one from any Kestrel store on the same day \
if you bring photographic identification, and your Monthly Charge will continue to be payable while your SIM is blocked.

You can ask us to bar premium rate numbers, international calls or roaming at any time at no cost. For your security we will \
never ask for your full account password by text or email, and a PAC or STAC code will only be sent by text to the number on \
the account.

10. Cancelling your Plan

You may cancel your Plan within 14 days of the day your SIM is delivered, or the day your Plan is connected in store, and you \
will pay only for the services you have used up to that point, provided that you return any device in its original condition. \
After this cooling-off period, you may end your Plan at any time by giving us 30 days' notice, or by texting PAC or STAC to \
65075 if you are moving to another provider, in which case your Plan will end on the day the number is transferred and no \
notice period applies after that date.

If you end your Plan before the end of your Minimum Term, you must pay an early termination charge equal to the Monthly Charges \
remaining until the end of the Minimum Term, reduced by 3% to reflect the benefit of early payment and less VAT where this \
applies. No early termination charge is payable if you cancel within 30 days of being told of a change to your material \
detriment under section 3, or if the account holder has died or has moved permanently into a care home, in which case we will \
need a copy of the relevant documents within 60 days.

11. Complaints and contacting us

If you are not happy with our service, you can complain by phone between 8am and 8pm Monday to Saturday, in any Kestrel store, \
or by writing to Customer Relations, Kestrel Mobile, PO Box 418, Dunmarsh, DM1 2XW, and we aim to resolve most complaints \
within 5 working days. If your complaint is not resolved within 8 weeks, or if we send you a deadlock letter before then, you \
may refer it free of charge to the Communications Ombudsman, whose decision is binding on us but not on you.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Kestrel lets you put up to eight phone plans on a single account.",
     "You may hold up to 5 pay monthly Plans on one account"),
    ("kestrel said theyd text me like 3 months before my contract ends with my options",
     "between 10 and 40 days before the Minimum Term ends"),
    ("My brother's Kestrel plan is only £15 a month but his April rise was £3.",
     "which is £1.50 per month for Plans with a Monthly Charge of under £20"),
    ("On Kestrel's Rollover plans, leftover data keeps carrying over for up to three months.",
     "may be carried over for one bill period only"),
    ("ngl kestrel told me u cant hotspot ur data to a laptop on any of their plans",
     "is allowed on all Plans up to 100GB per bill period"),
    ("Priya's 15 year old is on her Kestrel plan and it came with a £20 spend cap by default.",
     "spend cap of £0 is applied automatically and can only be changed"),
    ("kestrel charges the £2.25 euro roaming fee every day ur abroad even if the phone stays off",
     "The daily charge is applied only on days you make a call"),
    ("Marcus reckons Kestrel's Europe roaming charges only stop once you hit £40 in a bill.",
     "and is capped at £20 per bill period, after which roaming"),
    ("New Kestrel customers get roaming turned on straight away, no extra ID checks needed.",
     "it can only be switched on after we have carried out an additional identity check"),
    ("tbh i upgraded 6 wks before my kestrel contract ended and still had to pay off the last months",
     "in which case no payment for the remaining months is required"),
    ("You can drop to a cheaper Kestrel plan once you're three months into your contract.",
     "only after you have completed at least 6 months of it"),
    ("My nan is 81 and Kestrel still charges her £2.50 for every paper bill.",
     "paper bills are free for customers aged 75 or over"),
    ("Dev said Kestrel hit him with a £25 reconnection fee after he paid off his arrears.",
     "and we will not charge a reconnection fee"),
    ("phone got nicked, kestrel posted me a new sim but charged a tenner for it",
     "We will send a replacement SIM free of charge by first class post"),
    ("u get a 30 day cooling off period on kestrel sims fyi",
     "You may cancel your Plan within 14 days of the day your SIM is delivered"),
    ("My mate says you have to wait twelve weeks before taking a Kestrel complaint to the ombudsman.",
     "If your complaint is not resolved within 8 weeks"),
    # near-misses
    ("my second kestrel line gets a tenth off its monthly price cos my main plan's still going", None),
    ("Ravi's Kestrel contract finished and his plan just carried on monthly at the same price.", None),
    ("My Kestrel plan is £25 a month, so my April price rise is two quid.", None),
    ("On the Rollover plan I carried 8GB of unused data into the next month.", None),
    ("Kestrel's fair use on unlimited data kicks in around 650 gigs in a month.", None),
    ("calls to 0808 helplines dont cost me anything on kestrel", None),
    ("Jess set her Kestrel spend cap to £50 in the app.", None),
    ("ran out of data mid month so grabbed 1GB from kestrel for 3 quid", None),
    ("Sasha's on an Explorer plan, so she pays nothing extra to use her phone in France.", None),
    ("Been with Kestrel for years, so roaming was already on when I landed in Spain.", None),
    ("upgraded in the last month of my kestrel contract and didnt pay anything for the remaining month", None),
    ("Moved up to a pricier Kestrel plan halfway through my contract and wasn't charged for switching.", None),
    ("My grandad is 78, so Kestrel sends him paper bills free.", None),
    ("Tom's Kestrel direct debit bounced and he got a £7.50 late fee.", None),
    ("texted PAC to 65075 to leave kestrel and my plan ended the day the number moved", None),
    ("Leila sent back her Kestrel SIM ten days after it arrived and only paid for what she'd used.", None),
]
