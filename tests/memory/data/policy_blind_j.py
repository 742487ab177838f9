"""Broadband and phone contract terms with contradiction / near-miss memories; written blind."""
from __future__ import annotations

POLICY = """Larkfield Broadband Home Broadband and Phone Customer Terms

1. About these terms
These terms apply to every home broadband and landline contract taken out with Larkfield Broadband Ltd on or after 1 March 2025, and they replace in full the previous version of our terms dated 14 September 2023. Together with your order confirmation, your price guide and our fair treatment policy, they form the whole agreement between you and us, so please read them carefully and keep a copy somewhere safe.

2. Your plan and monthly price
We offer three broadband plans, each of which includes a landline with pay-as-you-go calls, and the price you pay depends on the plan and the contract length you choose. Fibre 80 costs £27.50 a month, Fibre 500 costs £36.00 a month and Full Fibre 900 costs £45.00 a month, and these prices include VAT at the current rate. Every plan is available on a minimum term of either 24 months or 12 months, and if you choose the shorter 12 month term your monthly price will be £5.00 higher than the prices shown above for the whole of that term. You can add Anytime Calls, which covers calls to UK landline and mobile numbers beginning 01, 02, 03 and 07, for £9.00 a month, and you can remove it at any time with effect from your next bill. Your minimum term starts on the day your broadband goes live rather than the day you place your order, and once it ends your contract will continue on a rolling monthly basis at the same price until you or we end it.

3. Annual price changes
Each year your monthly price will rise by a fixed £3.00 from your first bill dated on or after 1 April, and this applies to your broadband plan but not to add-ons such as Anytime Calls or a static IP address. We will remind you of the rise at least thirty days before it takes effect, although because the amount is set out in these terms the rise does not give you a right to leave your contract without charge. Customers who joined before 1 March 2025 stay on the old rule of a rise equal to the CPI rate of inflation plus 3.9 per cent until their minimum term ends, after which the fixed £3.00 rise will apply to them as well. If we ever increase prices by more than the amount described in this section, we will give you at least one month's notice and you may leave within thirty days of that notice without paying any early termination charge.

4. Cooling-off, notice and cancelling
If you order online, by phone or in any other way away from a shop, you may cancel within fourteen days of your service going live without paying any early termination charge, although you will pay for the service you used up to that point and must return any equipment we sent you. After your cooling-off period has ended, you need to give us thirty days' notice to end your contract, and you can do so by phone, by live chat or through the account section of our app, but not by email or by post. If you leave while you are still within your minimum term, you will pay an early termination charge equal to your monthly price multiplied by the number of whole months remaining, minus a discount of 10 per cent to reflect the costs we no longer have to pay. We will not charge an early termination charge if you leave because we have failed to fix a speed problem as described in section 6, or if you move to an address where we cannot provide service as described in section 10.

5. Installation and engineer visits
Standard installation is free on 24 month contracts, but on 12 month contracts we charge a one-off set-up fee of £60.00, which is added to your first bill. Where an engineer needs to visit your home, we will offer you an appointment in either a morning slot from 8am to 1pm or an afternoon slot from 1pm to 6pm, Monday to Saturday, and we do not offer engineer appointments on Sundays or on bank holidays. If you need to rearrange, you can do so free of charge up to 48 hours before the appointment, but if nobody is home when the engineer arrives, or you cancel with less notice than that, we will charge a missed appointment fee of £45.00. If our engineer misses an appointment without giving you at least 24 hours' warning, we will credit £30.00 to your account within one billing cycle, without you needing to ask.

6. Speeds and data
Before you order, we will give you a personal estimate of the speed you should receive, including a minimum guaranteed speed for your line, which for Fibre 80 will never be set lower than 40Mbps, for Fibre 500 will never be set lower than 250Mbps, and for Full Fibre 900 will never be set lower than 600Mbps. If your download speed falls below your minimum guaranteed speed for three consecutive days, you should tell us, and we will have thirty days from your report to fix the problem. If we cannot bring your speed back above the minimum within that time, you may leave your contract without paying any early termination charge, or move to a cheaper plan, unless the slow speed was caused by your own equipment, wiring inside your home or a Wi-Fi problem. There is no monthly data allowance on any of our plans, and we do not slow down or restrict your connection however much you download, except where we are required to by law or need to protect our network from an attack.

7. Faults, delays and compensation
You can report a fault at any time of the day or night through our app or our automated fault line, and we will aim to restore your service as quickly as possible. If your broadband or landline stops working completely and is not fixed within two full working days after you reported it, we will pay you £9.50 for each calendar day after that until the service is working again. If we miss the start date we gave you for a new service, we will pay you £6.00 for each calendar day of delay, starting from the day after the date we promised. Compensation is paid automatically as a credit on your bill, so you do not need to claim it, except where the fault was caused by you, by someone in your home, or by events outside our reasonable control such as severe weather or damage to the network by a third party.

8. Your hub and other equipment
We will lend you a Larkfield Wi-Fi hub at no extra charge, and it remains our property throughout your contract. When your contract ends, you must send the hub, its power supply and any Wi-Fi boosters back to us within 30 days using the prepaid returns bag we send you, and you should keep the proof of postage the post office gives you. If we have not received the equipment within that time, we will charge you £75.00 for the hub and £25.00 for each booster, and these charges will appear on your final bill. You do not need to return the hub if you have been a customer for more than 36 months, in which case it becomes yours to keep, but boosters must always be returned.

9. Paying your bill
We send your bill on the 5th of each month, and we collect payment ten days later. Our preferred way to pay is by Direct Debit, but you can also pay by debit card or credit card through our app or over the phone, and if you choose not to pay by Direct Debit we will add a fee of £3.00 to each monthly bill to cover the extra cost of handling your payment. We do not accept payment by cheque, cash or bank transfer, except for final bills after your account has closed, which can be paid by bank transfer. If we have not received your payment within fourteen days of the due date, we will charge a late payment fee of £7.50 and may restrict your service to calls to the emergency services and to us until you pay. We will not charge a late payment fee if you have told us you are in financial difficulty and agreed a payment plan with us, as long as you keep to that plan.

10. Moving home
If you move home, you can take your Larkfield service with you as long as we can provide it at your new address, and you must give us at least 14 days' notice of your moving date. We charge a home move fee of £50.00, but we will waive it if you agree to start a new 24 month minimum term at your new address. If we cannot provide any of our plans at your new address, you may end your contract without paying an early termination charge, but you must still return your hub under section 8. If we can only provide a slower plan at your new address, you may move to that plan at its own price or leave without an early termination charge, whichever you prefer.

11. Customer support
Our UK customer support team is available by phone from 8am to 8pm Monday to Friday and from 9am to 5pm on Saturdays, and the phone lines are closed on Sundays and bank holidays. Live chat in our app and on our website is open 24 hours a day, seven days a week, although some account changes, such as a home move or a plan upgrade, can only be made by phone during the hours above. Calls to our support number from a Larkfield landline are free, and calls from a mobile are charged at your provider's standard rate for 03 numbers.

12. What is and is not included
Your monthly price includes line rental, the loan of a Wi-Fi hub, unlimited data, a Larkfield email address, security software for up to three devices, and access to our online account tools. It does not include calls to numbers beginning 084, 087, 09 and 118, international calls, calls made while abroad, a static IP address, which costs £5.00 a month, Wi-Fi boosters, which cost £4.00 a month each, or any TV or mobile service. We may change these terms to reflect changes in the law or in how we run our network, and if a change is to your material disadvantage we will give you at least one month's notice and you may leave without paying an early termination charge.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("tbh £31 a month for fibre 80 on the 2 year deal feels a bit steep",
     "Fibre 80 costs £27.50 a month"),
    ("apparently the shortest contract larkfield do is 18 months, no 12 month option",
     "Every plan is available on a minimum term of either 24 months or 12 months"),
    ("joined last summer so on the new terms my bill goes up a fiver every april",
     "your monthly price will rise by a fixed £3.00"),
    ("fyi i've got a whole month after it goes live to cancel for free if i hate it",
     "you may cancel within fourteen days of your service going live"),
    ("booked the engineer for sunday morning, sometime between 8 and 1",
     "we do not offer engineer appointments on Sundays or on bank holidays"),
    ("apparently i have to post the hub back within a week of leaving or they charge me for it",
     "any Wi-Fi boosters back to us within 30 days"),
    ("when the broadband's been dead for days they only pay like £3 a day compensation lol",
     "we will pay you £9.50 for each calendar day after that"),
    ("their phone line's open till 10pm on weekdays so i'll just ring after work",
     "by phone from 8am to 8pm Monday to Friday"),
    ("you can just send them a cheque each month if you dont want a direct debit",
     "We do not accept payment by cheque, cash or bank transfer"),
    ("there's a 500gb monthly cap on my fibre 500 so i have to watch the streaming",
     "There is no monthly data allowance on any of our plans"),
    ("if i leave early they knock 25% off whatever months are left on the contract",
     "minus a discount of 10 per cent"),
    ("only need to tell them like 3 days before i move house, no rush",
     "you must give us at least 14 days' notice of your moving date"),
    # near-misses
    ("paying £32.50 a month for fibre 80 cos i didnt want to be tied in for 2 years", None),
    ("signed up in 2024 so my april rise was still cpi plus 3.9%, not the flat £3 thing", None),
    ("engineer's coming saturday afternoon, sometime between 1 and 6", None),
    ("been with larkfield nearly 4 years so when i leave i get to keep the hub", None),
    ("cancelled 10 days after it went live, no exit fee, just paid for the days i'd used", None),
    ("messaged live chat at like 2am on a sunday and someone actually answered lol", None),
    ("i pay by credit card in the app so there's an extra £3 on every bill", None),
    ("the engineer never showed and didnt warn me so they're crediting me £30", None),
    ("moving in june, gave them 3 weeks notice and they waived the £50 move fee since im signing up for another 2 years", None),
    ("downloaded over 900gb last month and they didnt throttle me at all", None),
    ("speed's been under my 40mbps minimum for 3 days straight so i reported it, they've got 30 days to sort it", None),
    ("paid my bill about 10 days late and no late fee, phew", None),
]
