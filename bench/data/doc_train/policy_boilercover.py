"""A boiler and central heating cover plan's terms and conditions; written blind."""
from __future__ import annotations

POLICY = """\
HEARTHWELL HOME SERVICES LTD
BOILER AND CENTRAL HEATING COVER PLAN: TERMS AND CONDITIONS

Effective from 1 April 2025

1. About this Plan

These terms set out the cover provided by Hearthwell Home Services Ltd ("we", "us") under its Boiler and Central Heating Cover Plan (the "Plan") to customers ("you") at domestic properties in Wexmoor, Calderby, Ravensholt and the surrounding parishes. \
In these terms, "Boiler" means a single gas-fired boiler with an output of no more than 60kW that heats your home, "System" means the Boiler together with the radiators, pipework, valves, pump, programmer, thermostats and hot water cylinder connected to it, "Engineer" means a Gas Safe registered engineer employed or appointed by us, and "Breakdown" means a sudden failure of the Boiler or System that stops it working as intended, other than a failure caused by wear that we have told you about in writing.

The Plan is a service contract and not an insurance policy, and it covers one Boiler at one Property, which must be your main home and must not be used wholly or mainly for business purposes. \
Properties that are let to tenants may be covered only under the Landlord option described in section 2.

2. Levels of cover and prices

There are three levels of cover. \
Boiler Care covers the Boiler, its controls and the flue, and costs £14 a month. \
Heating Care covers the whole System, and costs £19 a month. \
Home Care covers the whole System together with internal plumbing and drains within the boundary of the Property, and costs £26 a month. \
Each level includes one annual service in accordance with section 5.

You may choose an excess of £0, £60 or £95 per claim when you take out the Plan, and choosing an excess of £60 reduces the monthly price by £3, while choosing £95 reduces it by £5. \
The Landlord option adds £4 a month to any level of cover and includes the annual Gas Safety Record that landlords must obtain for each let property.

Prices are fixed for the first 12 months, and at each renewal we will write to you at least 21 days beforehand with the new price, which will not rise by more than 15% in a single year unless you have made more than three claims in the previous 12 months.

3. Who can join

To join, your Boiler must be less than 12 years old, must have been serviced within the last 12 months, and must be in good working order on the date the Plan starts. \
Boilers that are 12 years old or older may be covered under Boiler Care only, at an extra charge of £5 a month, provided that they pass the initial inspection. \
Oil-fired boilers, LPG boilers, back boilers, heat pumps and boilers with an output above 60kW cannot be covered under any level.

The Plan starts on the date shown in your welcome letter, but you cannot make a claim for a Breakdown during the first 30 days, except where the Boiler was installed by us within the previous 12 months or you are transferring from another provider's equivalent plan without a break in cover. \
Within the first 90 days, an Engineer will carry out an initial inspection, and if the Boiler or System has a fault that existed before the Plan started, we will tell you and you may either pay for the repair or cancel the Plan and receive a full refund.

4. Making a claim

You can report a Breakdown 24 hours a day, 365 days a year, by telephone on 0808 157 0342 or through the Hearthwell app, and you must give us your plan number and a description of the fault. \
We aim to attend within 24 hours where you have no heating and no hot water between 1 October and 31 March, and within 48 hours in all other cases, although we will give priority to homes where someone aged 75 or over, someone with a disability or a child under 2 years old lives.

Engineers attend between 8am and 8pm on any day, including weekends and bank holidays, and visits outside those hours are only made where there is an uncontrollable water leak. \
If you smell gas, you must call the National Gas Emergency Service before you contact us, and you must not operate any electrical switches until the gas supply has been made safe. \
An adult aged 18 or over must be at the Property throughout the visit.

We will send you a text message with a one-hour arrival window on the morning of the visit, and if the Engineer is running more than 30 minutes late we will call you to let you know. \
The Engineer will first make the System safe, and if a repair cannot be completed on the first visit, the Engineer will tell you the expected date of the next visit and the reason for the delay before leaving the Property.

There is no limit on the number of claims you may make in a year, but the total cost of repairs we will pay for in any 12-month period is £1,500 for Boiler Care and £2,000 for Heating Care and Home Care, including parts, labour and VAT.

5. Annual service

Each year of the Plan includes one annual service, which we will offer within the 12 months of each Plan year at a date agreed with you, and services are carried out between 8am and 5pm Monday to Friday only. \
The service includes a visual inspection, a flue gas analysis, a check of the safety devices and controls, and a check of the pressure and the expansion vessel, and it normally lasts about 45 minutes. \
It does not include power flushing, bleeding of every radiator, or the cleaning of the condensate trap where the Boiler has to be removed from the wall to reach it.

If you miss a booked service appointment without giving at least 24 hours' notice, we will charge £35 to rebook it, and if you do not allow us to service the Boiler within a Plan year, we may refuse any claim caused by a lack of maintenance.

6. What is covered

Under all levels of cover, we pay for parts and labour to repair a Breakdown, including call-out charges, and the Engineer may spend up to 3 hours on a single visit before needing approval from our technical team. \
Where a part is needed that the Engineer does not carry, we will fit it within 5 working days wherever possible, and if we cannot do so while you have no heating, we will lend you up to two portable electric heaters and refund up to £10 a day towards the cost of running them.

If we decide a Boiler cannot be repaired economically, we will contribute £400 towards a replacement Boiler installed by us if it is under 7 years old, or £200 if it is between 7 and 11 years old, and we will not contribute anything towards a Boiler aged 12 years or over. \
Replacement contributions cannot be exchanged for cash or used with another installer.

Under Home Care, plumbing cover includes leaking pipes, taps and toilet cisterns, and drains cover includes blocked drains that are your responsibility, up to the point where they join a shared drain or public sewer.

7. What is not covered

The Plan does not cover: radiators or pipework under Boiler Care; damage caused by sludge or scale where a power flush was recommended in writing and not carried out within 60 days; frozen condensate pipes more than once in any Plan year; radiators or towel rails that are purely decorative; any part of the System outside the main building, such as in a detached garage or outbuilding; underfloor heating; damage to decorations, flooring or fittings that has to be lifted or removed to reach the System, although we will lift and refit carpets and up to two floorboards; or any fault caused by someone other than us working on the System.

Power flushes are not included but can be arranged at a price of £395 for up to 10 radiators and £25 for each additional radiator, with a 10% discount for Plan customers.

8. Payments

Payments are taken monthly by Direct Debit on the date you choose between the 1st and the 28th of the month, or annually in advance by debit or credit card, in which case you receive one month free, so that you pay for 11 months. \
If a monthly payment fails, we will try to take it again 7 days later, and if two consecutive payments fail we will suspend your cover and write to you, and cover will be ended if the arrears are not paid within 30 days of that letter.

Excess is paid by card at the end of the Engineer's visit, and only one excess applies to each Breakdown, even if more than one visit is needed to repair it.

9. Cancelling and changing the Plan

You may cancel within 14 days of receiving your welcome letter and receive a full refund, unless you have made a claim, in which case we will deduct the cost of the claim from your refund. \
After the first 14 days, you may cancel at any time by giving us notice by telephone, by the app or in writing, and your cover will end at the end of the month in which you tell us. \
If you have paid annually, we will refund the months remaining after the month of cancellation, less the value of any service or repair we have carried out that year, and there is no cancellation fee.

You may upgrade your level of cover at any time, but the new level will only apply to Breakdowns that happen at least 14 days after the upgrade, and you may downgrade only at renewal.

If you move home, you may transfer the Plan to your new address within our service area, provided that the Boiler there meets the requirements in section 3, and an Engineer will inspect it within 30 days of the move.

10. Complaints and contacting us

If you are not satisfied with our service, please tell the Engineer or call us, and if we cannot resolve your complaint within 3 working days, we will send you a written response within 8 weeks. \
If you are still unhappy, you may refer the complaint to the Ombudsman Services scheme within 6 months of our final response. \
Our customer team is available from 8am to 8pm Monday to Friday and from 9am to 2pm on Saturdays, and breakdown reporting is available at all times in accordance with section 4.

11. Your information

We keep records of your Plan, claims and service visits for 7 years after your Plan ends, and we record all telephone calls for training and quality purposes, keeping recordings for 12 months. \
We will not pass your details to any other company for marketing, and we will only share them with engineers we appoint, our payment provider and, where there is a gas safety risk, the gas distribution network operator.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Heating Care with Hearthwell costs £24 a month.",
     "Heating Care covers the whole System, and costs £19 a month"),
    ("went for the £95 excess, it only takes £3 off the monthly price",
     "while choosing £95 reduces it by £5"),
    ("Hearthwell only have to tell you the new price a week before renewal.",
     "we will write to you at least 21 days beforehand"),
    ("Linda's 14-year-old boiler got on Boiler Care with no extra monthly charge.",
     "may be covered under Boiler Care only, at an extra charge of £5 a month"),
    ("dad got his oil boiler covered on heating care no bother",
     "Oil-fired boilers, LPG boilers, back boilers, heat pumps"),
    ("If you've no heating or hot water in January they aim to get there within three days.",
     "We aim to attend within 24 hours where you have no heating"),
    ("engineers only come out 9 to 5 on weekdays, nothing at weekends",
     "Engineers attend between 8am and 8pm on any day, including weekends"),
    ("My 16-year-old can let the boiler engineer in and stay with him while I'm out.",
     "An adult aged 18 or over must be at the Property throughout the visit"),
    ("Boiler Care pays out up to £2,000 of repairs in a year.",
     "£1,500 for Boiler Care and £2,000 for Heating Care"),
    ("booked the annual boiler service for sat morning, suits me better",
     "services are carried out between 8am and 5pm Monday to Friday only"),
    ("Gary says they refund £20 a day for running the loan heaters while he waits for a part.",
     "refund up to £10 a day towards the cost"),
    ("Our 9-year-old boiler was beyond repair, so Hearthwell put £400 towards the new one.",
     "or £200 if it is between 7 and 11 years old"),
    ("priya used her replacement boiler contribution with her own local fitter",
     "cannot be exchanged for cash or used with another installer"),
    ("The radiator in our detached garage is covered under Heating Care.",
     "any part of the System outside the main building, such as in a detached garage"),
    ("Tom pays yearly by card and gets two months free.",
     "in which case you receive one month free"),
    ("u can drop down to a cheaper level of cover whenever u like mid year",
     "and you may downgrade only at renewal"),
    # near-misses
    ("Home Care is £26 a month, pricey but it covers the drains too.", None),
    ("went for the £60 excess and it saves me three quid a month", None),
    ("My landlord pays £4 extra a month and the gas safety certificate is included.", None),
    ("Linda's 13-year-old boiler is on Boiler Care, it costs her a fiver more each month.", None),
    ("Mum had a new Hearthwell boiler fitted four months ago so she could claim straight away.", None),
    ("reported the breakdown on the app at 2am, no problem", None),
    ("The engineer came out on a Sunday at 7pm.", None),
    ("no hot water in july and they said they'd be there within 2 days", None),
    ("Dan says his annual boiler service took about 45 minutes.", None),
    ("their 12 yr old boiler couldn't be fixed and they got nothing towards a new one", None),
    ("The engineer lifted the carpet and two floorboards to reach a pipe, then put them back.", None),
    ("Power flush quote for our 12 radiators was £445 before the 10% discount.", None),
    ("Paying yearly by card means I only pay for 11 months.", None),
    ("upgraded to heating care and the extra cover kicked in a fortnight later", None),
    ("Sophie moved across Wexmoor and took her Hearthwell plan with her.", None),
    ("only paid the excess once even tho the engineer came back twice for the same fault", None),
]
