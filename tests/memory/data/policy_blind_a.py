"""Gym/leisure-centre membership terms with planted contradictions; written independently of the service's code."""
from __future__ import annotations

POLICY = """\
KESTREL LEISURE LTD - MEMBERSHIP TERMS AND HOUSE RULES

1. About these terms

Kestrel Leisure Ltd operates two sites in Ashford Vale: the Riverside Centre on Mill Lane, which has a \
25-metre main pool, a learner pool, a sports hall and a 90-station gym, and the Northgate Centre on Bexley \
Road, which has a gym, two studios, a sauna and a steam room but no swimming pool. These terms apply to all \
members from 1 March 2025 and replace the terms dated 4 September 2023, and where there is any conflict \
between these terms and a poster, leaflet or web page at either site, these terms take priority. By \
activating your access card you confirm that you have read these terms and that you will follow the house \
rules set out below and any reasonable instruction given by a member of staff.

2. Membership types and prices

The Anytime membership costs £42.50 per month and gives unlimited access to the gym, the pools and all \
fitness classes at both sites during normal opening hours. The Off-Peak membership costs £29.00 per month, \
and Off-Peak members may use either site before 4:00pm on weekdays and at any time on Saturdays and Sundays, \
although they may only book classes that start before 4:00pm on a weekday. The Swim Only membership costs \
£24.00 per month, is valid only at the Riverside Centre, and does not include gym access or fitness classes \
other than aqua aerobics. The Annual Anytime membership costs £459.00 when paid in full in advance, which is \
roughly equal to eleven months at the monthly price, and it is non-refundable except in the limited \
circumstances set out in section 4.

Concessionary rates of 25% off the standard monthly price are available to full-time students, to people \
aged 65 and over, and to holders of a valid Ashford Vale Leisure Card, but proof of eligibility must be shown \
at reception when the membership is set up and again at any time on request. A one-off joining fee of \
£20.00 is charged on all monthly memberships, except that the fee is waived for anyone who joins during the \
month of January or who takes out an Annual Anytime membership. Every membership includes the following:

- a free induction of 45 minutes with a member of the fitness team, which must be completed before your \
first use of the gym;
- a free fitness review with a member of staff every 12 weeks, on request;
- access to the Kestrel app for booking classes, viewing your payments and managing your account.

3. Payment

Monthly fees are collected by Direct Debit on the 1st of each month, and if you join after the 20th of a \
month, we will take a pro-rata payment for the rest of that month together with the following month's fee \
when you sign up. If a Direct Debit payment fails, we will try to collect it again 7 days later, and an \
administration charge of £5.00 will be added for each failed payment. Your access card will be suspended if \
two consecutive payments fail, and it will not be reactivated until all arrears and charges have been paid \
in full. We may change our prices on giving you at least 30 days' written notice, but prices will not be \
raised more than once in any period of twelve months.

4. Freezing and cancelling

Monthly members may freeze their membership for a minimum of one month and a maximum of three months in \
any membership year, at a charge of £6.00 per month while the freeze is in place. A freeze on medical \
grounds, supported by a note from a doctor or physiotherapist, is free of charge and can last for up to six \
months. A freeze request must be made at least 10 days before the date of the next Direct Debit, and no \
freeze can be backdated or applied to a month that has already been paid.

Monthly memberships have a minimum term of three months, after which you may cancel at any time by giving \
one full calendar month's notice in writing, by email or through the Kestrel app. Cancellations cannot be \
made by telephone, and a cancellation only takes effect once you have received a written confirmation from \
us. Annual memberships can only be cancelled and partly refunded if you move home more than 20 miles from \
both sites or if a doctor confirms that you cannot exercise for the rest of the term, in which case we will \
refund the unused whole months less an administration charge of £25.00.

5. Opening hours

The Riverside Centre is open from 6:00am to 10:00pm Monday to Friday and from 7:00am to 8:00pm on Saturdays \
and Sundays, with the main pool closing to swimmers 30 minutes before the building closes. The Northgate \
Centre is open from 6:30am to 9:00pm Monday to Friday, from 8:00am to 6:00pm on Saturdays, and from 8:00am \
to 4:00pm on Sundays. On bank holidays both sites open from 8:00am to 4:00pm, and both sites are closed all \
day on Christmas Day, Boxing Day and New Year's Day. The Riverside main pool is closed to members for school \
swimming lessons from 9:15am to 11:45am on Tuesdays and Thursdays during term time, although the learner \
pool remains open for public use at those times. The Riverside pools close each year for a maintenance \
week, which in 2025 will start on Monday 18 August, and Swim Only members will receive a credit of one \
week's fees to cover this period.

6. Classes and booking

Classes can be booked through the Kestrel app or at reception up to 7 days in advance, and bookings for \
each new day open at 7:00am. Anytime members may hold up to five future class bookings at a time, while \
Off-Peak members may hold up to three. If you cannot attend a class, you must cancel your place at least \
2 hours before the class starts so that it can be offered to the next person on the waiting list. A no-show \
or late cancellation is recorded against your account, and if you have three no-shows within any 30-day \
period, you will be unable to book classes for the following 7 days. Latecomers will not be admitted once a \
class has been running for more than 10 minutes, for safety reasons. Spin classes at the Northgate Centre \
are limited to 22 riders, and aqua aerobics at the Riverside Centre is limited to 30 participants.

7. Guests

Anytime members may bring up to four guests per calendar month, and each guest pays £8.00 per visit, which \
must be paid at reception before entry. Guests must be aged 16 or over, must complete a short health \
questionnaire, and must stay with the member who brought them at all times. The same guest may not visit \
more than twice in any calendar month. Off-Peak and Swim Only members are not entitled to bring guests, \
but they may buy a standard casual swim or gym session for a friend at the published pay-as-you-go price.

8. Age limits

Children under 8 must be accompanied in the water by a responsible person aged 16 or over, and one adult \
may supervise no more than two children under 8 at a time. Young people aged 8 to 15 may swim unaccompanied \
after passing a 25-metre swim test, which is run by the lifeguards at the Riverside Centre on request. The \
gym may be used by young people aged 14 and 15 only during the Junior Gym sessions, which run from 4:00pm \
to 6:00pm on Mondays, Wednesdays and Fridays at the Northgate Centre, and only after they have completed a \
junior induction. Members aged 16 and over may use the gym at either site at any time during opening hours. \
The sauna and steam room are restricted to those aged 18 and over, and users are advised to stay in for no \
longer than 15 minutes at a time.

9. Lockers, towels and belongings

Lockers at both sites take a £1 coin, which is returned when the locker is opened, and lockers are for use \
only while you are on the premises. Lockers left locked after closing time will be opened by staff and the \
contents held at reception for 14 days, after which unclaimed items will be given to charity. Towels are not \
included in any membership, but towels can be hired at reception for £2.00 each. A towel must be used on \
all gym benches and mats, and equipment must be wiped down after use with the spray and paper provided. \
Kestrel Leisure accepts no responsibility for items left in changing rooms, but valuables may be left in the \
free safe deposit boxes at the Riverside Centre reception.

10. Personal training

Personal training is provided by self-employed trainers who have been approved by Kestrel Leisure, and only \
approved trainers may deliver paid instruction on the premises. A single 60-minute session costs £38.00 and \
a block of six sessions costs £198.00, which must be used within 10 weeks of purchase. A personal training \
session that is cancelled with less than 24 hours' notice will be charged in full. Personal training is \
available to members of any type aged 16 and over, and sessions may take place in the gym, in a studio or in \
the Riverside pool.

11. Parking

The Riverside Centre car park is free for members for up to 3 hours, provided that the vehicle registration \
is entered on the tablet at reception during each visit. Vehicles staying longer than 3 hours, or not \
registered, may receive a parking charge notice of £60.00 from the car park operator, reduced to £30.00 if \
paid within 14 days. The Northgate Centre shares a pay-and-display car park with the Bexley Road shops, and \
members are not given free parking there, but there is a covered cycle shelter with space for 20 bicycles. \
The two electric vehicle charging bays at the Riverside Centre may only be used while a vehicle is actively \
charging, with a maximum stay of 2 hours.

12. Conduct

Please observe the following house rules at both sites:

- outdoor shoes must not be worn in the gym or on the poolside;
- clothing must be suitable for exercise, which means no jeans, no bare chests and no sandals in the gym;
- photography and filming are not permitted in the changing rooms, on the poolside or in the gym without \
the written permission of the duty manager;
- glass bottles are not allowed anywhere in the building, but drinks in plastic bottles may be taken into \
the gym;
- dogs are not allowed in either building, with the exception of assistance dogs.

Members who breach these rules may be suspended for up to 28 days, and serious or repeated breaches may lead \
to the termination of membership without a refund of any fees already paid.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("heads up, Anytime at Kestrel is £45 a month", "The Anytime membership costs £42.50 per month"),
    ("fyi the Bexley Road site shuts at 6 on Sundays", "from 8:00am to 4:00pm on Sundays"),
    ("you can drop out of a class up to 30 mins before and it won't count as a no-show",
     "at least 2 hours before the class starts"),
    ("guest passes at Kestrel are a tenner a go, pay at the front desk", "each guest pays £8.00 per visit"),
    ("off-peak members can bring a mate along as a guest too",
     "Off-Peak and Swim Only members are not entitled to bring guests"),
    ("my 16 year old can use the Northgate sauna as long as I'm in there with her",
     "The sauna and steam room are restricted to those aged 18 and over"),
    ("pausing a Kestrel membership for non-medical reasons costs £10 a month", "at a charge of £6.00 per month"),
    ("you can cancel your Kestrel membership just by phoning reception",
     "Cancellations cannot be made by telephone"),
    ("Riverside pool maintenance week kicks off on Mon 11 Aug 2025",
     "which in 2025 will start on Monday 18 August"),
    ("Northgate members get free parking in the Bexley Road car park", "members are not given free parking there"),
    ("PT blocks at Kestrel don't expire so I can spread my six sessions over the year",
     "which must be used within 10 weeks of purchase"),
    ("junior gym at the Bexley Road site is Tuesdays and Thursdays after school",
     "on Mondays, Wednesdays and Fridays at the Northgate Centre"),
    # near-misses
    ("my 13 year old passed her 25m test at Riverside so she can swim on her own now", None),
    ("booked three spin classes at Bexley Road for the next few days on my Anytime membership", None),
    ("got charged a £5 admin fee because my Kestrel direct debit bounced last month", None),
    ("parked at the Mill Lane centre for two hours, put my reg in the tablet, no fine", None),
    ("under the old 2023 Kestrel terms you could freeze for six months without a doctor's note", None),
    ("mum's 67 so she gets a quarter off her monthly Kestrel fee once she's shown proof of age", None),
    ("aqua aerobics is only at Riverside since the Northgate Centre has no pool", None),
    ("my medical freeze after knee surgery didn't cost anything, the physio wrote the note", None),
    ("turned up five minutes late to the 7pm class and they still let me in", None),
    ("both Kestrel centres open at 8am on Easter Monday", None),
    ("brought my brother as a guest twice this month on my Anytime, so he can't come again till next month",
     None),
    ("joined Kestrel on 25 March so my first payment covered the rest of March plus all of April", None),
]
