"""Annual pass terms and conditions for a fictional UK theme park; written blind."""
from __future__ import annotations

POLICY = """\
WYVERNWOOD ADVENTURE PARK LIMITED
ANNUAL PASS TERMS AND CONDITIONS

Effective from 1 March 2025

1. Definitions and scope

In these terms, "the Park" means Wyvernwood Adventure Park at Hollins Lane, Marlowfield, including \
the Splashcove water zone, the Tumblewood soft play barn and all car parks, and "Pass Holder" means \
the named individual whose photograph appears on an Annual Pass issued by Wyvernwood Adventure Park \
Limited ("we" or "us"). These terms apply to the Bronze, Silver and Gold Annual Passes and form part \
of the contract between us and each Pass Holder, except where a separate written agreement has been \
issued for a corporate or educational group.

An Annual Pass is valid for 12 months from the date of first activation rather than the date of \
purchase, provided that the Pass is activated within 90 days of purchase; a Pass that has not been \
activated within that period will be treated as activated on the 90th day. Passes are personal to \
the Pass Holder and may not be transferred, lent, resold or shared with any other person under any \
circumstances.

2. Pass types and prices

The Bronze Pass costs £79 for an adult and £59 for a child aged 3 to 15 and gives entry on up to 150 \
standard days each season, but excludes all Saturdays in July and August, all bank holiday weekends \
and the Fright Nights events described in section 7. The Silver Pass costs £119 for an adult and £89 \
for a child and gives entry on every day the Park is open other than the 12 Fright Nights evenings, \
while the Gold Pass costs £169 for an adult and £129 for a child and includes entry on all operating \
days, including Fright Nights, together with the additional benefits set out in section 5.

Children under 3 years of age are admitted free of charge at all times and do not need a Pass, \
provided that they are accompanied by a paying adult or a Pass Holder aged 18 or over. Senior Passes \
are available to persons aged 65 or over at the child price for the equivalent tier, subject to \
proof of age being shown at the time of purchase.

A Family Pass covering two adults and two children, or one adult and three children, is available at \
the Silver and Gold tiers at a price of £359 and £499 respectively, and each additional child may be \
added to a Family Pass for £65 at the Silver tier or £95 at the Gold tier. All members of a Family \
Pass must live at the same address, and we may ask for a utility bill or council tax statement dated \
within the last 3 months as evidence of this.

3. Payment and instalments

The full price of a Pass may be paid at the time of purchase by debit card, credit card or \
Wyvernwood gift voucher, or alternatively by 10 monthly Direct Debit instalments, in which case an \
administration fee of £6 is added to the total price and the first instalment is collected 14 days \
after the date of purchase. Instalment plans are available for Silver, Gold and Family Passes only \
and cannot be used to buy a Bronze Pass.

If any instalment is not paid on the date it falls due, we will write to the Pass Holder and attempt \
to collect the payment again after 7 days, and if the second attempt also fails the Pass will be \
suspended until all outstanding amounts, together with a late payment charge of £10, have been \
received. A Pass that remains suspended for more than 60 days will be cancelled, and the Pass Holder \
will remain liable for any instalments already due at the date of cancellation.

4. Using your Pass

Pass Holders must present their Pass, either as a printed card or in the Wyvernwood app, at the Pass \
Holder entrance on each visit. Pass Holders aged 16 and over may be asked to show a driving licence, \
passport or CitizenCard, and a Pass Holder who cannot show acceptable photographic identification \
when asked may be refused entry on that occasion.

Pass Holders are admitted from 9.30am, which is 30 minutes before the Park opens to day visitors at \
10am, on every operating day except during the school summer holidays, when early entry is available \
to Gold Pass Holders only. The Park normally closes at 5pm from March to June and in September and \
October, and at 6pm in July and August, although individual rides may close up to 45 minutes before \
the Park closes to allow queues to clear.

Pre-booking is not required on most days, but on the dates shown as "Pass Holder Booking Days" in \
the app, which will not exceed 20 days in any season, all Pass Holders must reserve an entry slot \
online no later than 11.59pm on the day before their visit. A Pass Holder who books a slot and fails \
to attend on three occasions in a single season may have booking privileges withdrawn for the \
remainder of that season.

5. Pass Holder benefits

All Pass Holders receive a 10% discount on food and drink at Park-operated outlets and a 15% \
discount on merchandise, except that discounts cannot be applied to alcohol, gift vouchers, \
photographs taken on rides or items already reduced in a sale. Gold Pass Holders receive a 20% \
discount on food, drink and merchandise instead, together with one free Fast Track ride voucher per \
visit for use on any ride other than the Dragon's Drop coaster.

Silver and Gold Pass Holders may purchase up to 4 Friend Tickets per visit at £15 each, provided \
that the Pass Holder enters the Park at the same time as the guests using those tickets, and Friend \
Tickets are not available on bank holidays or during Fright Nights. Bronze Pass Holders may purchase \
Friend Tickets at £22 each on standard days only, limited to 2 tickets per visit.

Gold Pass Holders also receive one complimentary overnight stay per Pass year at the Wyvernwood \
Lodge for a maximum of 2 adults and 2 children, which must be booked at least 21 days in advance and \
taken between Sunday and Thursday nights only, excluding school holidays.

6. Car parking

Standard car parking at the Park costs £8 per vehicle per day for day visitors, but parking is \
included free of charge for Silver and Gold Pass Holders in the main car parks A to D. Bronze Pass \
Holders may purchase an annual parking permit for £30, which must be displayed clearly on the \
dashboard, and Bronze Pass Holders without a permit will pay the standard daily charge.

Overnight parking is not permitted in any Park car park other than the designated Lodge car park, \
and vehicles left in car parks A to D after 11pm may be removed at the owner's expense. Motorhomes \
and vehicles over 2.2 metres in height must use car park E, where a charge of £12 per day applies to \
all visitors including Pass Holders.

7. Special events

Fright Nights take place on 12 evenings in October and are recommended for visitors aged 12 and \
over; children under 12 will not be admitted to the scare mazes under any circumstances, and all \
guests under 16 must be accompanied by an adult aged 18 or over. Entry to Fright Nights is included \
in the Gold Pass only, and Bronze and Silver Pass Holders may upgrade for a single Fright Nights \
evening by paying a supplement of £18 per person.

Christmas at Wyvernwood runs on selected dates from late November until 23 December and is a \
separately ticketed event which is not included in any Annual Pass, except that Gold Pass Holders \
receive priority booking 7 days before general sale and a 25% discount on up to 6 tickets.

8. Conduct and safety

Pass Holders must comply with all ride height, age and health restrictions displayed at each \
attraction, and ride operators may refuse access to any guest whose safety cannot be assured. \
Smoking and vaping are prohibited everywhere in the Park except in the two designated smoking \
shelters near the main entrance and car park C.

Picnics may be brought into the Park and eaten in the picnic meadow or at any outdoor seating area, \
but glass bottles, alcohol and disposable barbecues must not be brought onto Park premises. Dogs are \
not permitted in the Park with the exception of registered assistance dogs, which may enter all \
areas other than Splashcove and the Tumblewood soft play barn, and a free kennel facility with 10 \
pens is available near the main entrance on a first-come, first-served basis.

Drones must not be flown over or within the Park without our prior written consent, and commercial \
photography or filming requires a permit which must be applied for at least 28 days in advance.

9. Suspension and cancellation by us

We may suspend or cancel a Pass without refund if the Pass Holder allows another person to use it, \
behaves in a way that is abusive, threatening or dangerous towards staff or other guests, or \
breaches these terms in any other serious way. Before cancelling a Pass for a breach other than \
misuse of the Pass or abusive or violent behaviour, we will give the Pass Holder written notice and \
an opportunity to respond within 14 days.

A Pass Holder whose Pass has been cancelled for misconduct may not purchase a new Pass for a period \
of 2 years from the date of cancellation.

10. Refunds, cancellation by you and lost passes

You may cancel your Pass within 14 days of purchase and receive a full refund provided that the Pass \
has not been used to enter the Park; if the Pass has been used during that period, we will deduct \
the standard gate price of £42 for each adult visit and £32 for each child visit made. After the \
14-day period, Passes are non-refundable except where the Pass Holder provides medical evidence of a \
condition lasting at least 6 months that prevents them visiting the Park, in which case a refund \
will be calculated pro rata for each complete remaining month.

If the Park is closed for more than 10 consecutive operating days for reasons within our control, \
the validity of all Passes will be extended by the number of days of closure, but no extension will \
be given for closures caused by severe weather or for the planned winter closure from 4 November to \
14 February.

A lost or damaged card can be replaced at Guest Services for a fee of £5, or free of charge if the \
Pass Holder has the digital pass in the app, and a Pass Holder who changes their name must request a \
replacement card within 30 days of the change.

11. Renewals and complaints

Pass Holders who renew before the expiry date of their current Pass will receive a loyalty discount \
of 10% on the renewal price, increased to 15% for Pass Holders renewing for a third or later \
consecutive year. Renewal reminders will be sent by email 6 weeks and 2 weeks before expiry, but it \
remains the Pass Holder's responsibility to renew in time.

Complaints should be made in writing to the Guest Relations Manager at Hollins Lane, Marlowfield, \
MF4 7QT or by email to guestrelations@wyvernwoodpark.co.uk, and we will acknowledge complaints \
within 5 working days and aim to send a full response within 20 working days.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ('The adult Silver pass at Wyvernwood costs £99.', 'The Silver Pass costs £119 for an adult'),
    ('my nan says wyvernwood senior passes kick in at 60', 'Senior Passes are available to persons aged 65 or over'),
    ('Dave is paying off his Bronze pass monthly by direct debit.', 'cannot be used to buy a Bronze Pass'),
    ('the direct debit option spreads it over 12 months which is handy tbh', 'by 10 monthly Direct Debit instalments'),
    ('Pass holders can get in at 9am, a full hour before the gates open to everyone else.', 'Pass Holders are admitted from 9.30am, which is 30 minutes'),
    ('in august the park shuts at 5 so dont bother going late lol', 'and at 6pm in July and August'),
    ('Tom reckons his pass discount works on pints at the park bar too.', 'discounts cannot be applied to alcohol, gift vouchers, photographs'),
    ('used my silver friend tix for 2 mates on the bank hol monday, £15 each, bargain', 'Friend Tickets are not available on bank holidays or during Fright Nights'),
    ('Marcus used his Gold pass free lodge night on a Saturday in May.', 'taken between Sunday and Thursday nights only, excluding school holidays'),
    ('The Bronze parking permit is £20 for the whole year.', 'Bronze Pass Holders may purchase an annual parking permit for £30'),
    ('took my 10 yr old round the fright nights scare mazes, she loved it ngl', 'children under 12 will not be admitted to the scare mazes'),
    ('We brought our pet spaniel into the park on a lead and nobody minded.', 'Dogs are not permitted in the Park with the exception'),
    ("Kev's pass was cancelled for abusing staff, but he's allowed to buy a new one after 6 months.", 'may not purchase a new Pass for a period of 2 years'),
    ("You've got 30 days from buying a pass to cancel it for a full refund.", 'You may cancel your Pass within 14 days of purchase'),
    ('passes run 12 months from the day u buy them, not when u first use them', 'valid for 12 months from the date of first activation'),
    ("Sam's mum got 5% off for renewing before her pass ran out.", 'will receive a loyalty discount of 10% on the renewal price'),
    # near-misses
    ('My 2 year old gets into Wyvernwood free, no pass needed.', None),
    ('gold family pass is just under 500 quid, worth it for us', None),
    ('Priya paid £65 to add her third kid to their Silver family pass.', None),
    ('the gold pass still gets u in at half 9 even in the summer hols', None),
    ('Rides can shut about half an hour before the park closes.', None),
    ('Jo says gold pass holders get 20% off food and merch.', None),
    ('bronze friend tickets are 22 quid and u can only get 2 per visit', None),
    ('Silver pass holders can park free in car park B.', None),
    ('We parked the motorhome in car park E and paid the £12 like everyone else.', None),
    ('my 13 yr old did the fright night mazes with me, proper scary', None),
    ("Leah's assistance dog came with us everywhere except the splash zone and soft play.", None),
    ("Ben bought his pass on 1 May and didn't activate it until mid-July.", None),
    ('Cancelled my pass a week after buying it, never used it, and got all my money back.', None),
    ('renewing for my 3rd year in a row so i get 15% off, nice', None),
    ('Ali paid an £18 top-up to do one Fright Night on her Silver pass.', None),
    ('Reminder emails come six weeks before your pass expires, then again a fortnight before.', None),
]
