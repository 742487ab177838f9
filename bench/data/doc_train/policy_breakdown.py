"""Policy wording for a UK personal vehicle breakdown cover product; written blind."""
from __future__ import annotations

POLICY = """\
CASTLEBRIDGE MOTOR ASSISTANCE LIMITED
PERSONAL BREAKDOWN COVER: POLICY WORDING

Effective from 1 April 2025 for policies starting or renewing on or after that date

1. Definitions

In this policy "we", "us" and "our" mean Castlebridge Motor Assistance Limited, "you" and "your" mean the policyholder named on the \
policy schedule and, where the schedule shows personal cover, that person's spouse or partner living at the same address, and "the \
Vehicle" means any car, van or motor caravan that meets the requirements of section 3 and that you are driving or travelling in at \
the time of the breakdown. "Breakdown" means an electrical or mechanical failure, a flat battery, a flat tyre, running out of fuel, \
or a lock-out caused by the loss of or damage to the keys, which makes the Vehicle unable to be driven safely, but does not include \
a road traffic accident, fire, theft, vandalism or flood, which are not covered under any level of this policy.

"Home" means the address in the United Kingdom shown on your policy schedule, and "the Territory" means England, Scotland, Wales, \
Northern Ireland and the Isle of Man, but not the Channel Islands. The period of cover is 12 months from the start date shown on the \
schedule, and cover begins at 12.01am on that date, except that no claim may be made for any breakdown occurring within the first \
24 hours of a new policy taken out while the Vehicle has already broken down or is known by you to have a fault.

2. Levels of cover

Four levels of cover are available: Roadside, which covers breakdowns more than one quarter of a mile from Home; Roadside and Home \
Start, which adds cover at or within one quarter of a mile of Home; National Recovery, which adds the benefits in section 6; and \
Complete, which includes all three of those together with Onward Travel under section 7. Your policy schedule shows which level you \
have chosen, and you may upgrade at any time by paying the difference in premium for the rest of the period of cover, but an upgrade \
will not apply to a breakdown that has happened before, or within 24 hours after, the upgrade is made.

The annual premium for Roadside cover is £52 for vehicle cover and £68 for personal cover, and the premiums for the other levels are \
shown on your quotation. Premiums may be paid in one annual payment or by 12 monthly instalments by Direct Debit, in which case a \
charge of £6 per year is added to the total, and if any instalment is missed we will write to you and cover will be suspended after \
14 days if the payment remains outstanding.

3. Vehicles covered

Vehicle cover applies only to the vehicle whose registration is shown on the schedule, whoever is driving it, while personal cover \
applies to you in any eligible vehicle, whether you are the driver or a passenger, but not to a vehicle being used for hire or \
reward, including taxis, delivery work and driving lessons. The Vehicle must weigh no more than 3.5 tonnes gross vehicle weight, \
must be no more than 7 metres long, 2.55 metres wide and 3 metres high, must be no more than 15 years old at the start or renewal of \
the policy, and must have a valid MOT certificate where one is required by law, road tax and insurance.

A caravan or trailer that is attached to the Vehicle at the time of the breakdown will be recovered with the Vehicle at no extra \
charge, provided that it is no more than 7 metres long excluding the tow bar, but a breakdown of the caravan or trailer itself is \
not covered. Vehicles that are more than 15 years old may be covered for a supplement of £25 per year if they pass an inspection by \
one of our approved garages, which you must arrange and pay for.

4. Roadside assistance

If the Vehicle breaks down within the Territory and more than one quarter of a mile from Home, we will send a patrol or an approved \
contractor to the place of the breakdown and will pay for up to one hour of labour at the roadside to try to repair the Vehicle. We \
aim to reach you within 60 minutes of your call, and we will treat as a priority any breakdown where a driver is alone, is aged 70 \
or over, has a child under 12 in the Vehicle or is on the hard shoulder of a motorway, but we do not guarantee any particular \
arrival time.

If the Vehicle cannot be repaired at the roadside within that hour, we will tow the Vehicle, the driver and up to seven passengers \
to a single destination of your choice within 10 miles of the place of the breakdown, or to the nearest garage able to carry out \
the repair if that is further away. We will attend no more than six breakdowns in any one period of cover under this policy, and we \
will not attend a breakdown caused by the same fault as one we attended in the previous 28 days unless you can show that the fault \
has been properly repaired by a garage in the meantime.

5. Home Start

If you have Roadside and Home Start cover, or Complete cover, we will provide the same help as under section 4 when the Vehicle \
breaks down at Home or within one quarter of a mile of it. Home Start does not cover a Vehicle that has not been used for more than \
14 days or that is kept at an address other than Home, and we will not provide Home Start for the same Vehicle more than three \
times in any period of cover.

6. National Recovery

If you have National Recovery or Complete cover and the Vehicle cannot be repaired at the roadside or at a local garage on the same \
day, we will take the Vehicle, the driver and up to seven passengers to any single destination in the Territory, including Home, \
provided that the journey is arranged on the day of the breakdown or on the next working day. National Recovery does not apply to \
breakdowns at Home or within one quarter of a mile of it, and where the Vehicle needs to be taken to or from the Isle of Man the \
cost of the ferry must be paid by you.

If the Vehicle has to be stored before it can be recovered, we will pay storage charges for up to 3 days, and you must pay any \
storage charges after that. We will not recover the Vehicle more than once following the same breakdown, and if you ask us to take \
the Vehicle to a second destination the cost of the second journey will be payable by you.

7. Onward Travel

If you have Complete cover and the Vehicle cannot be repaired on the day of the breakdown, we will arrange and pay for one of the \
following, at your choice: a replacement car of up to 1,600cc for up to 3 consecutive days, overnight accommodation for the driver \
and passengers at up to £150 per night per person for one night, or public transport costs to complete the journey, up to a total \
of £500 for all occupants. The replacement car must be collected from and returned to the hire company's premises, and you must pay \
for its fuel, any insurance excess and any deposit required by the hire company.

Onward Travel is not available for breakdowns that occur within 20 miles of Home, and no cover is provided under this section for \
meals, drinks, telephone calls or any other incidental costs, whether or not they were incurred because of the breakdown.

8. Costs you must pay

The cost of any parts, fuel, oil, keys, replacement batteries and tyres supplied by our patrol or contractor must be paid by you at \
the roadside by card, and our patrol will not fit any part costing more than £100 without your agreement. If the Vehicle has been \
filled with the wrong fuel, we will drain and flush the fuel system for a fixed charge of £175 for the first such breakdown in any \
period of cover and £250 for any later such breakdown in the same period.

Where the Vehicle cannot be driven because you do not have a spare wheel, a locking wheel nut key or a working jack, we will tow the \
Vehicle to a garage, but that attendance will count as one of the six breakdowns allowed by section 4. If we attend a breakdown and \
find that the Vehicle was not eligible under section 3 or was not covered on the day of the breakdown, we may charge you £120 for \
the call-out plus £3 for each mile that we tow the Vehicle.

9. Exclusions

We will not pay for or provide help with: any breakdown outside the Territory; any breakdown caused by a fault that our patrol has \
previously told you needs repair and which has not been repaired; the cost of any work carried out at a garage after the Vehicle has \
been towed there; any breakdown on a racetrack, rally route or off-road course; or any breakdown arising from a Vehicle that has not \
been serviced in accordance with the manufacturer's schedule where the lack of servicing caused the breakdown. We will not attend \
any Vehicle that has been abandoned, or that is left unattended at the roadside when our patrol arrives, and we may charge you the \
call-out fee in section 8 if the driver is not with the Vehicle.

We will also not provide help where the driver is under the influence of alcohol or drugs, or where the Vehicle is parked on \
private land to which our patrol cannot lawfully gain access, or where the breakdown is caused by the Vehicle being overloaded or \
carrying more passengers than it was designed to hold.

10. How to call for help

You must call our 24-hour breakdown line on 0800 046 2719, or use the Castlebridge app, as soon as the breakdown happens, and you \
must not make your own arrangements with a garage or recovery firm if you want us to pay, except where the police have required the \
Vehicle to be moved from a motorway or other road, in which case we will refund reasonable costs up to £200 on production of a \
receipt. You must remain with the Vehicle, or in a safe place near to it, until our patrol arrives, and if you cancel the call-out \
after our patrol has set off the call-out will still count towards the limits in sections 4 and 5.

11. Cancellation, renewal and complaints

You may cancel this policy within 14 days of receiving your policy documents, or of the start date if later, and we will refund the \
premium in full provided that no claim has been made. If you cancel after that period, we will refund the premium for the unused \
complete months less an administration charge of £20, but no refund will be made if you have made any claim during the period of \
cover.

We will write to you at least 21 days before your renewal date, and unless you tell us otherwise your policy will renew \
automatically using the payment details we hold. Any complaint should be made first to our Customer Relations team at Castlebridge \
Motor Assistance Limited, Unit 6, Millgate Business Park, Tolworth Vale TV9 2RE, and we will aim to resolve it within 8 weeks, \
after which you may refer it to the Financial Ombudsman Service.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Leanne says her Castlebridge breakdown cover works in the Channel Islands too.",
     "and the Isle of Man, but not the Channel Islands"),
    ("Home Start covers you if you break down anywhere within a mile of your house.",
     "which adds cover at or within one quarter of a mile of Home"),
    ("roadside vehicle cover with castlebridge is £62 a yr, not bad",
     "The annual premium for Roadside cover is £52 for vehicle cover"),
    ("Paying monthly by direct debit for breakdown cover costs no more than paying annually.",
     "charge of £6 per year is added to the total"),
    ("my 3.8 tonne van is covered fine on castlebridge tbh",
     "The Vehicle must weigh no more than 3.5 tonnes gross vehicle weight"),
    ("Gary reckons Castlebridge covers cars up to 20 years old without any extra checks or charges.",
     "must be no more than 15 years old at the start or renewal"),
    ("dad says his breakdown cover includes the caravan itself breaking down, not just the car",
     "but a breakdown of the caravan or trailer itself is"),
    ("The breakdown patrol will spend up to two hours trying to fix your car at the roadside.",
     "will pay for up to one hour of labour at the roadside"),
    ("if they cant fix it they'll tow u 25 miles to wherever u want",
     "within 10 miles of the place of the breakdown"),
    ("u get unlimited callouts a year with castlebridge, can't beat it",
     "We will attend no more than six breakdowns in any one period"),
    ("They pay storage for up to a week before they recover your car.",
     "we will pay storage charges for up to 3 days"),
    ("Sophie's Complete cover gave her a hire car for five days after her breakdown.",
     "for up to 3 consecutive days"),
    ("onward travel covers ur meals while u wait for the car, nice",
     "no cover is provided under this section for meals, drinks, telephone calls"),
    ("My first misfuel drain with Castlebridge is free.",
     "for a fixed charge of £175 for the first such breakdown"),
    ("Ben left his broken-down car on the roadside, got a taxi home, and the patrol fixed it anyway.",
     "that is left unattended at the roadside when our patrol arrives"),
    ("You get 30 days to cancel breakdown cover for a full refund.",
     "You may cancel this policy within 14 days of receiving your policy documents"),
    # near-misses
    ("My Castlebridge cover works on the Isle of Man.", None),
    ("broke down on my own drive and home start sorted it, phew", None),
    ("Personal Roadside cover with Castlebridge is £68 a year.", None),
    ("Our 3 tonne camper van is under the weight limit for breakdown cover.", None),
    ("grandad's 17 yr old volvo is covered cos it passed the garage inspection, £25 extra", None),
    ("They towed our caravan along with the car at no extra cost.", None),
    ("The breakdown patrol aims to get to you within the hour.", None),
    ("Nan's 72 so Castlebridge treat her breakdowns as a priority.", None),
    ("national recovery took me and five mates all the way home after the festival", None),
    ("Marcus says the Onward Travel hotel is up to £150 each for one night.", None),
    ("no onward travel if u break down 15 miles from home", None),
    ("Jamie's second misfuel this year cost him £250 to drain.", None),
    ("Their patrol won't fit anything over £100 without checking with you first.", None),
    ("cancelled my breakdown cover within a fortnight and got all my money back, hadnt claimed", None),
    ("Castlebridge write to you three weeks before your renewal.", None),
    ("Police made us move off the motorway and Castlebridge refunded the £180 tow.", None),
]
