"""Car hire rental terms with contradiction / near-miss memories; written blind."""
from __future__ import annotations

POLICY = """KESTREL LANE CAR HIRE LTD - RENTAL TERMS AND CONDITIONS

1. About These Terms
These terms and conditions apply to every vehicle rental collected from any Kestrel Lane Car Hire Ltd branch on or after 1 March 2025, and they replace in full the previous terms dated 1 April 2023. By signing the rental agreement at the counter, or by accepting these terms when booking online, you agree to be bound by them for the whole of the rental period, including any extension that we agree to in writing.

2. Driver Eligibility
The main hirer and every additional driver must be at least 23 years old and must have held a full driving licence for a minimum of two years at the start of the rental. Drivers aged 23 or 24 are treated as young drivers and pay a young driver surcharge of £18 per day, capped at £180 per rental, unless they are booking through a corporate account that has been approved by our head office. The maximum age for any driver is 79, except that drivers aged 80 or over may hire a vehicle only if they provide a letter from their GP dated within the last three months confirming that they are fit to drive. Our Premium and Executive categories, including the large estate cars and the seven-seat people carriers, are available only to drivers aged 25 or over who have held a full licence for at least five years. Licences with more than six penalty points, or any endorsement for drink-driving, dangerous driving or driving without insurance within the last five years, will not be accepted.

3. Vehicle Categories and Prices
Our standard daily rates for rentals starting on or after 1 March 2025 are as follows: Economy £36 per day, Compact £42 per day, Family Estate £58 per day, Seven-Seat People Carrier £74 per day and Executive £95 per day. Before 1 March 2025 the Economy rate was £32 per day and the Family Estate rate was £52 per day, and any booking confirmed before that date will be honoured at the price shown on the booking confirmation. Weekly rentals of seven days or more receive a discount of 15 per cent on the daily rate, but this discount cannot be combined with any other promotional code or corporate rate. A rental day is a period of 24 hours starting from the time of collection shown on the rental agreement, and any part of a rental day is charged as a full day except where the late return grace period described in Section 9 applies. All prices include VAT at the current rate.

4. Mileage
Economy, Compact and Family Estate rentals include 150 miles per day, calculated across the whole rental period rather than day by day, so a four-day rental includes 600 miles which you may use in any pattern you like. Seven-Seat People Carrier and Executive rentals include 200 miles per day on the same basis. Every mile driven beyond the included allowance is charged at 25p per mile, and the charge will be taken from your deposit or card when the vehicle is returned. Unlimited mileage is available as an optional extra at £12 per day for Economy and Compact vehicles only, and it is not available for any other category.

5. Fuel Policy
All vehicles are supplied on a full-to-full basis, which means the vehicle will be given to you with a full tank and you must return it with a full tank. If the vehicle is returned with less than a full tank, we will charge for the missing fuel at the current pump price plus a refuelling service fee of £25. Electric vehicles are supplied with a charge of at least 80 per cent and must be returned with at least 50 per cent, failing which a recharging fee of £30 will apply. We do not offer a pre-paid fuel option, and no refund is given for extra fuel if you return the vehicle with more than it had at collection.

6. Deposits and Payment
A refundable security deposit of £250 is taken at collection for Economy and Compact vehicles, and a deposit of £500 is taken for all other categories. The deposit must be paid by a credit card in the name of the main hirer; debit cards are accepted for the rental charges but not for the deposit, except at our Leeds branch where debit cards are accepted for deposits on Economy vehicles only. The deposit is released within seven working days of the vehicle being returned, provided that there is no damage, missing fuel, excess mileage or unpaid fine. We do not accept cash, prepaid cards or cheques for any payment.

7. Insurance, Damage and Excess
Every rental includes third-party liability insurance, collision damage waiver and theft protection, subject to an excess of £1,200 for Economy and Compact vehicles and £1,800 for all other categories. You may reduce the excess to zero by purchasing our Excess Cover at £15 per day, which must be taken out at the time of collection and cannot be added part way through a rental. Excess Cover does not apply to damage to tyres, wheels, windscreens or the underside of the vehicle, to damage caused by using the wrong fuel, or to lost or broken keys, which are charged at £220 per key. Damage caused while the vehicle is being driven by a person who is not named on the rental agreement is not covered by any insurance or waiver, and you will be liable for the full cost of repair.

8. Collection, Opening Hours and Returns
Our branches are open from 8am to 6pm Monday to Friday and from 9am to 1pm on Saturdays, and all branches are closed on Sundays and on bank holidays. Vehicles may be collected only during opening hours, and you must bring your photocard driving licence, a proof of address dated within the last three months and the credit card used for the deposit. Returns outside opening hours are permitted at our York and Harrogate branches using the secure key drop, but in that case the vehicle remains your responsibility until it is checked in by our staff at 9am on the next working day. Out-of-hours returns are not available at our Leeds or Sheffield branches.

9. Late Returns
We allow a grace period of 29 minutes after the return time shown on your rental agreement, and no charge is made for a return within that period. If the vehicle is returned between 30 minutes and three hours late, a late return fee of £35 will be charged, and if it is returned more than three hours late, you will be charged for a full extra day at the standard daily rate plus the late return fee. If you know you will be late, you must telephone the branch before your return time, and if you fail to return the vehicle within 24 hours of the agreed time without contacting us, we may report it to the police as stolen.

10. Cancellations and Amendments
You may cancel a booking free of charge up to 48 hours before the collection time shown on your booking confirmation. If you cancel less than 48 hours but more than 24 hours before collection, a cancellation fee equal to one day's rental will be deducted from any refund, and if you cancel within 24 hours of collection, or fail to collect the vehicle at all, no refund will be given. Amendments to dates or vehicle category can be made free of charge once per booking, provided that they are made at least 24 hours before collection, and any further amendment will incur an administration fee of £10. Refunds are made to the original payment card within ten working days.

11. Additional Drivers
Up to three additional drivers may be added to a rental at a charge of £9 per driver per day, capped at £90 per driver per rental. The spouse or civil partner of the main hirer may be added free of charge, provided that they meet the age and licence requirements in Section 2 and attend the branch at collection with their own licence. Every additional driver must be named on the rental agreement before they drive the vehicle, and they cannot be added by telephone or email once the rental has started.

12. Travel Outside Great Britain
Vehicles may be driven anywhere in England, Scotland and Wales without prior notice. Travel to Northern Ireland, the Republic of Ireland or mainland Europe is permitted only if you tell us at the time of booking and pay a cross-border fee of £65 per rental, which includes the European breakdown cover and the documents you will need. Travel to the Isle of Man, the Channel Islands and any country outside the European Union is not permitted under any circumstances, and our Seven-Seat People Carrier and Executive vehicles may not be taken outside Great Britain at all. Vehicles must not be taken on ferries to any destination unless cross-border travel has been approved in advance.

13. Pets, Smoking and Cleanliness
Smoking and vaping are strictly prohibited in all of our vehicles, and if we find evidence of smoking, such as ash, burns or a lingering smell, a specialist cleaning fee of £150 will be charged. Pets are allowed only in our Family Estate vehicles, and only if they travel in a suitable crate or behind a fitted dog guard; a pet cleaning fee of £40 per rental is payable at collection. Assistance dogs may travel in any vehicle category free of charge. Vehicles returned excessively dirty inside, for example with sand, mud, food waste or pet hair, will incur a valeting fee of £60.

14. What Is Included and What Is Not
Every rental includes 24-hour UK breakdown assistance, road tax, a spare wheel or tyre repair kit, and a basic first aid kit. Child seats, booster cushions, satellite navigation units and roof boxes are not included and can be added at £8 per item per day, subject to availability, with a maximum charge of £64 per item per rental. Parking fines, speeding fines, congestion charges, toll charges and clean air zone charges incurred during the rental are your responsibility, and we will add an administration fee of £25 to each fine or charge that we have to process on your behalf. Winter tyres are fitted free of charge on request between 1 November and 31 March, but snow chains are not supplied.

"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("apparently kestrel lane let you hire from 21, so my cousin can be the main driver, she just turned 21 lol",
     "must be at least 23 years old and must have held a full driving licence"),
    ("fyi the basic economy car is £40 a day with them now, i checked yesterday",
     "Economy £36 per day, Compact £42 per day, Family Estate £58 per day"),
    ("tbh only 100 miles a day included on the compact, so we'll blow through that on the trip",
     "include 150 miles per day, calculated across the whole rental period"),
    ("gonna pay for the prepaid fuel thing at the desk so i can just bring it back on empty",
     "We do not offer a pre-paid fuel option"),
    ("my mate says you can vape in their cars, it's only proper cigarettes they care about",
     "Smoking and vaping are strictly prohibited in all of our vehicles"),
    ("picking the car up on sunday morning, the branch does sundays 10 till 2 so thats fine",
     "all branches are closed on Sundays and on bank holidays"),
    ("no rush on saturday, they're open til 5pm so I can grab it after lunch",
     "from 9am to 1pm on Saturdays"),
    ("you can cancel for free right up until 24 hrs before pickup so I'll wait and see on the weather",
     "You may cancel a booking free of charge up to 48 hours before"),
    ("apparently you can stick up to 5 extra drivers on one rental, so the whole gang can share the driving",
     "Up to three additional drivers may be added to a rental"),
    ("bringing my spaniel in the little compact car, he'll be in his crate so it's allowed",
     "Pets are allowed only in our Family Estate vehicles"),
    ("we're taking the hire car on the ferry to the isle of man, they said fine as long as we pay the cross border fee",
     "Travel to the Isle of Man, the Channel Islands and any country outside"),
    ("they give you a full hour's grace on the drop off before they start charging late fees",
     "We allow a grace period of 29 minutes after the return time"),
    # near-misses
    ("back in jan 2025 i paid 32 quid a day for the economy car, bargain", None),
    ("i'm 24 so got stung with the young driver fee, 18 quid a day on top", None),
    ("did about 550 miles over 4 days in the compact and there was no extra mileage charge", None),
    ("my gran's 81 and she still hired a car from them, just had to bring a letter from her gp", None),
    ("dropped the car in the key drop at the york branch on sunday night since they were closed", None),
    ("brought it back like 20 mins late and they didn't charge me a penny", None),
    ("cancelled 3 days before pickup and got all my money back no questions", None),
    ("my wife got added as a second driver for free, she just had to come along with her licence", None),
    ("took the dog in the big estate car behind the dog guard, paid the £40 pet cleaning thing at pickup", None),
    ("paid the deposit on my debit card at the leeds branch for the economy car, no problem", None),
    ("driving the hire car up to scotland next week, didnt need to tell them anything", None),
    ("they stuck winter tyres on the car for free when i hired it in december", None),
]
