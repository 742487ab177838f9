"""Season ticket and delay compensation conditions of a fictional UK regional train operator; written blind."""
from __future__ import annotations

POLICY = """\
FENMOOR TRAINS
SEASON TICKET AND DELAY COMPENSATION CONDITIONS

Effective from 2 March 2025

1. Introduction

These conditions are issued by Fenmoor Regional Railway Limited, trading as Fenmoor Trains ("we", "us"), and apply to all \
season tickets sold by us and to claims for compensation for delays to journeys on trains operated by us between Calderwick, \
Ellersby, Thornmouth and Brackenhurst and on the branch lines serving them. They should be read together with the National \
Conditions of Travel, and where the two differ on a matter covered by these conditions, these conditions apply unless they \
give you fewer rights than you would otherwise have by law.

In these conditions, a "Season Ticket" means a weekly, monthly, annual or Flexi Season ticket valid between two named \
stations; the "Holder" is the person named on the Photocard or registered on the Smartcard to which it is issued; and a \
"Delay" is the difference between the time your train was due to arrive at your destination according to the timetable in \
force at the time you bought your ticket and the time it actually arrived.

2. Types of Season Ticket

We sell weekly Season Tickets valid for 7 consecutive days, monthly Season Tickets valid for one calendar month from the \
start date, and annual Season Tickets valid for 12 months, and we also sell Season Tickets for any period of between one \
month and 12 months, which are priced on a pro rata basis. The Flexi Season is valid for any 8 days of travel within a \
period of 28 days from the date of purchase, and each travel day must be activated on your Smartcard or in the Fenmoor app \
before you board the first train of that day.

An annual Season Ticket costs the same as 40 weekly Season Tickets for the same journey, and a monthly Season Ticket costs \
the same as 3.84 weekly Season Tickets. Unless the ticket is marked "Off-Peak", a Season Ticket is valid at any time of day, \
while an Off-Peak Season Ticket is not valid on trains due to depart before 09:30 or between 16:30 and 18:30 on Mondays to \
Fridays other than public holidays.

3. Buying a Season Ticket

Season Tickets may be bought at any staffed Fenmoor ticket office, through the Fenmoor app or website, or, for weekly \
tickets only, at a ticket machine, and they may be bought up to 30 days before the date on which you want them to start. \
Annual Season Tickets may be paid for in one payment or, through our Season Ticket Loan partner, in 10 equal monthly \
instalments with no interest, provided that you are at least 18 years old and pass the partner's credit check.

A Season Ticket issued on paper is valid only with a Fenmoor Photocard bearing the same number, which is free and must \
carry a recent passport-style photograph of the Holder. Season Tickets loaded onto a Smartcard are linked to the registered \
account holder and do not need a separate Photocard. Children aged 5 to 15 pay half the adult price for a Season Ticket, and \
full-time students aged 16 to 18 who hold a Fenmoor Student Card receive a discount of one third on weekly and monthly \
tickets, but not on annual tickets.

4. Using your Season Ticket

A Season Ticket may be used only by the Holder and is not transferable, and a ticket found being used by any other person \
will be withdrawn and the person travelling will be charged a penalty fare of £100 or twice the full single fare to the next \
station at which the train stops, whichever is greater. You may travel by any permitted route between the two stations named \
on the ticket and may break your journey at any intermediate station on that route, and you may also travel to stations \
beyond the named stations by buying an extension ticket for the additional part of the journey only.

You must show your Season Ticket and Photocard, or tap your Smartcard on the reader, whenever asked to do so by a member of \
our staff, and if you cannot do so you may be charged the full fare, which will be refunded less an administration fee of \
£12 if you show a ticket that was valid at the time to a ticket office within 14 days. This refund is limited to 2 occasions \
in any period of 12 months, after which no refund will be made. A Season Ticket does not entitle you to a reserved seat, and \
on weekdays you may not occupy a First Class seat unless you hold a First Class Season Ticket or buy an upgrade on board.

5. Lost, stolen and damaged tickets

If a Season Ticket valid for one month or longer is lost or stolen, we will issue a replacement for a fee of £10, provided \
that you report the loss to the ticket office where you bought it, or to our Customer Relations team for tickets bought \
online, within 7 days. We will replace a lost or stolen annual Season Ticket no more than twice during its validity, and we \
will replace any other Season Ticket no more than once, and lost weekly Season Tickets and Flexi Season tickets printed on \
paper cannot be replaced at all.

A Season Ticket that has been damaged so that it cannot be read may be exchanged free of charge at any staffed Fenmoor \
ticket office on production of the damaged ticket. Smartcards that stop working will be replaced free of charge, and the \
tickets on them transferred, within 3 working days of being returned to us, during which time you may travel on a temporary \
paper ticket that we will issue to you.

6. Refunds on Season Tickets

If you no longer need a Season Ticket valid for one month or longer, you may return it to the ticket office where you bought \
it, or to Customer Relations if you bought it online, and receive a refund for the unused part. The refund is calculated \
from the date on which you hand in or post the ticket, by deducting from the price you paid the cost of the shortest period \
Season Ticket or combination of tickets that would have covered the time you have used, and an administration fee of £10 is \
deducted from every refund.

No refund is available on a monthly Season Ticket with fewer than 7 days of validity remaining, on an annual Season Ticket \
with less than 3 weeks remaining, on a weekly Season Ticket once its first day of validity has begun, or on a Flexi Season \
once any travel day has been activated. A Season Ticket that has not yet started may be refunded in full, less the \
administration fee, at any time before its start date.

7. Delay compensation

If your train arrives at your destination 15 minutes or more later than it should have, you are entitled to compensation \
under our Delay Repay scheme, whatever the cause of the Delay, except as set out in section 9. For a Delay of 15 to 29 \
minutes we pay 25% of the single fare paid, for a Delay of 30 to 59 minutes we pay 50%, and for a Delay of 60 to 119 \
minutes we pay 100% of the single fare, while for a Delay of 120 minutes or more we pay 100% of the return fare where you \
hold a return ticket.

For Season Ticket holders, the single fare used to calculate compensation is worked out by dividing the price of the Season \
Ticket by 10 for a weekly ticket, by 40 for a monthly ticket, by 464 for an annual ticket and by 16 for a Flexi Season. \
Compensation is payable for each delayed journey, and a Season Ticket holder may claim for up to 2 delayed journeys on any \
one day.

8. How to claim

Claims must be made within 28 days of the delayed journey, and for Season Ticket holders this means 28 days from the date of \
the delayed journey, not the date on which the ticket started or expired. Claims may be made through the Fenmoor app or \
website or by completing a paper form available at staffed ticket offices, and each claim must include the date and \
scheduled departure time of the train you travelled on, the stations at each end of your journey, and a photograph or scan \
of your ticket or your Smartcard number.

We aim to decide every claim within 10 working days of receiving it and to pay compensation within 20 working days. You may \
choose to receive compensation by bank transfer, to the card used to buy the ticket, as a credit to your Fenmoor account or \
as rail travel vouchers, but not in cash, and vouchers are valid for 12 months from the date of issue. Claims for amounts of \
less than £1 will be paid only as a credit to your Fenmoor account.

9. When compensation is not payable

Compensation is not payable for a Delay caused by a planned timetable change or by engineering works that were announced \
at least 7 days before the date of travel, provided that the revised times were shown in journey planners at the time you \
bought your ticket or, for Season Ticket holders, at least 2 days before you travelled. Compensation is also not payable \
where you missed a connection because you allowed less than the minimum connection time shown in the timetable at the \
interchange station, or where you were refused travel because of your own conduct.

We will not pay compensation on a Season Ticket that was not valid for the journey made, and claims that we reasonably \
believe to be fraudulent will be refused and may be referred to the British Transport Police. Holders who submit 3 or more \
claims in any period of 12 months that are found to contain false information may have their Season Ticket withdrawn \
without a refund.

10. Disruption and alternative travel

If we cancel your train or expect it to arrive more than 60 minutes late, you may travel on the next available service of \
any train operator on the same route, or on the replacement buses we provide, at no extra cost. Where we cannot provide \
alternative transport and the last train of the evening is cancelled, we will arrange and pay for a taxi, or reimburse a \
taxi you arrange yourself up to a maximum of £75 per journey if you obtain the agreement of our staff beforehand.

Where our trains are unable to run for 3 or more consecutive days, for example during industrial action, Season Ticket \
holders may claim compensation for each day on which they could not travel, using the calculation in section 7, or may \
instead extend the validity of their ticket by the number of days lost. Holders must choose one option or the other and may \
not claim both for the same days.

11. Season Ticket renewal discount

If fewer than 88% of our trains on the route shown on your Season Ticket arrived within 5 minutes of their scheduled time \
during the 13 weeks before the date on which you renew, you are entitled to a discount of 5% on the renewal of an annual \
Season Ticket, or of 3% on a monthly Season Ticket. The discount rises to 10% on an annual renewal where fewer than 80% of \
trains met that standard, and it is given automatically when you renew at a ticket office or online within 14 days of the \
expiry of your previous ticket.

12. Complaints

If you are unhappy with a decision on a claim or with any other part of our service, please contact Customer Relations, \
Fenmoor Trains, Station House, Ellersby EL4 7RW, or use the form on our website, and we will reply in full within 20 \
working days. If you are still not satisfied, or if we have not given you a final response within 40 working days, you may \
refer your complaint to the Rail Ombudsman, which is free to use and whose decision is binding on us if you accept it.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("The Flexi Season gives you 10 travel days to use within a month.", "valid for any 8 days of travel within a period"),
    ("Kate says her off-peak season covers the 5.15pm train home on weekdays.", "due to depart before 09:30 or between 16:30 and 18:30"),
    ("cant buy my season ticket yet, u can only get it a week before it starts", "they may be bought up to 30 days before the date"),
    ("My son's student card gets him a third off his annual season ticket.", "one third on weekly and monthly tickets, but not on annual tickets"),
    ("lent my season ticket to my wife on my day off, thats allowed as long as we don't both travel", "A Season Ticket may be used only by the Holder and is not transferable"),
    ("forgot my season, paid full fare, and the ticket office refunded every penny, no fee", "which will be refunded less an administration fee of £12"),
    ("Lost your weekly season? They'll replace it for a tenner if you report it quickly.", "lost weekly Season Tickets and Flexi Season tickets printed on paper"),
    ("There's no admin fee when you hand your annual season back for a refund.", "an administration fee of £10 is deducted from every refund"),
    ("Tom handed his monthly season back with 4 days left and got a refund for them.", "No refund is available on a monthly Season Ticket with fewer than 7 days"),
    ("delay repay only kicks in once ur train is half an hour late tbh", "If your train arrives at your destination 15 minutes or more later"),
    ("Train was 40 mins late and I got a quarter of the fare back, that's the standard rate.", "for a Delay of 30 to 59 minutes we pay 50%"),
    ("My dad says you've got 3 months to put in a delay repay claim.", "Claims must be made within 28 days of the delayed journey"),
    ("they paid my delay compensation in cash at the ticket office, easy", "as rail travel vouchers, but not in cash"),
    ("If the last train's cancelled they'll pay back up to £150 for a taxi.", "a taxi you arrange yourself up to a maximum of £75 per journey"),
    ("Jo reckons the renewal discount on a monthly season is 5% when trains have been late a lot.", "Season Ticket, or of 3% on a monthly Season Ticket"),
    ("ngl didnt go to the rail ombudsman cos u have to pay a fee to use it", "refer your complaint to the Rail Ombudsman, which is free to use"),
    # near-misses
    ("The Flexi Season is any 8 days of travel spread over four weeks.", None),
    ("My off-peak season is fine on the 10am train on weekdays.", None),
    ("off peak season works on any train on saturdays, even the early ones", None),
    ("An annual season costs about the same as forty weeks of weekly tickets.", None),
    ("Season ticket loan lets u pay the annual in 10 monthly chunks, no interest", None),
    ("My 12-year-old's season ticket is half the adult price.", None),
    ("Sam's season is on his smartcard so he doesn't bother with a photocard.", None),
    ("forgot my season, paid full fare, got it back minus £12 at the ticket office a week later", None),
    ("Lost my annual season in May and they replaced it for a tenner.", None),
    ("Tom handed in his monthly season with 10 days left and got a partial refund.", None),
    ("train was 20 mins late, got a quarter of my single fare back", None),
    ("Priya's train was over 2 hours late and she got her whole return fare back.", None),
    ("claimed delay repay 3 weeks after the journey and still got paid", None),
    ("Got my delay compensation as rail vouchers, they're valid for a year.", None),
    ("Last train got cancelled, staff okayed a taxi and they paid me back £60.", None),
    ("during the 4 day strike i chose to extend my season by 4 days instead of claiming", None),
]
