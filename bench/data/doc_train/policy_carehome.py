"""A care home's residents' agreement and terms of residence; written blind."""
from __future__ import annotations

POLICY = """\
HOLLYBROOK LODGE CARE HOME
RESIDENTS' AGREEMENT AND TERMS OF RESIDENCE

Effective from 1 April 2025

1. About this agreement

This agreement sets out the terms on which Hollybrook Care Group Limited ("the Provider") provides accommodation, \
personal care and, where assessed as necessary, nursing care to a resident ("the Resident") at Hollybrook Lodge, \
Mill Lane, Ashcombe, Wealdshire ("the Home"). In this agreement "Representative" means a person named by the \
Resident, or appointed under a lasting power of attorney or by the Court of Protection, to act on the Resident's \
behalf, and "Weekly Fee" means the fee set out in section 3 as varied from time to time in accordance with that \
section. The Home is registered with the Care Quality Commission to provide care for up to 46 adults aged 65 and \
over, except that up to 6 places may be offered to adults aged 55 to 64 where the Registered Manager is satisfied \
that the Home can meet their needs. This agreement is made in addition to any contract between the Provider and a \
local authority or NHS body, and where the two conflict the terms of that contract will prevail in respect of the \
part of the fees that the public body pays.

2. Accommodation

The Resident will occupy the room identified in the schedule to this agreement, which will be one of 40 single \
rooms with an en-suite shower and toilet or one of 3 companion rooms that may be shared by two residents who have \
both agreed in writing to share. The Provider may ask the Resident to move to a different room only where the \
Resident's assessed needs can no longer be met safely in the current room, where essential repairs make the room \
unusable, or where the Resident or their Representative has agreed, and save in an emergency the Provider will \
give at least 14 days' notice of any such move and will discuss it first with the Resident and their \
Representative. Rooms on the first and second floors are served by two passenger lifts, and a Resident who cannot \
use the stairs unaided will not be allocated a room on the second floor unless they have expressly chosen it. Each \
room is provided with a profiling bed, a wardrobe, a chest of drawers, a lockable drawer, a bedside cabinet, a \
nurse call system and a television point, and the Resident may bring additional furniture provided that it meets \
the fire safety standard described in section 7.

3. Fees and payment

The Weekly Fee from 1 April 2025 is £1,150 for a single room with residential care, £1,395 for a single room with \
nursing care, and £1,080 per person for a shared companion room, in each case before deduction of any NHS-funded \
Nursing Care contribution, which is paid directly to the Provider by the Integrated Care Board. Fees are payable \
four-weekly in advance by direct debit on the first Monday of each four-week period, and the Provider does not \
accept payment by credit card or cash for Weekly Fees, although cheques drawn on a UK bank are accepted where the \
Resident or their Representative is unable to set up a direct debit. On admission a deposit equal to two weeks of \
the Weekly Fee is payable, which will be held in a separate client account and returned within 30 days after the \
end of the residency, less any fees or charges then outstanding. The Provider reviews the Weekly Fee once a year \
with effect from 1 April and will give the Resident and their Representative at least 28 days' written notice of \
any increase, and except where the Resident's assessed care needs have changed the Weekly Fee will not be \
increased more than once in any period of 12 months. If any fees remain unpaid 21 days after the date on which \
they fell due, the Provider may charge interest on the unpaid amount at 3% above the Bank of England base rate, and \
will write to the Representative before taking any further step under section 10.

4. Services included and additional charges

The Weekly Fee includes the Resident's room, heating, lighting and water, all meals and drinks described in \
section 6, personal care and support in accordance with the Resident's care plan, laundry of personal clothing \
other than items marked dry clean only, weekly cleaning of the room with a daily tidy, and the activities \
programme held in the Home. The following are not included and will be charged separately: hairdressing, which is \
offered by a visiting stylist every Tuesday and Friday at £14 for a wash and set and £22 for a cut; chiropody, \
which is arranged every 6 weeks at £28 per visit unless the Resident is eligible for NHS chiropody; newspapers and \
magazines; dry cleaning; private telephone lines; and outings away from the Home other than the two free seasonal \
trips held each year. Where the Resident needs to attend a hospital outpatient appointment and no family member is \
available, a member of staff will accompany them at a charge of £18 per hour, with the first hour free of charge \
for appointments within 5 miles of the Home. Wi-Fi access is provided free throughout the building, and a landline \
telephone can be installed in the Resident's room at a connection charge of £45 plus the monthly line rental \
charged by the supplier.

5. Visiting

Visitors are welcome at any time between 9am and 8pm every day, and visits outside those hours, including \
overnight stays by a relative of a Resident receiving end of life care, may be arranged with the nurse in charge. \
Protected mealtimes apply from 12:30pm to 1:30pm and from 5pm to 6pm, during which visitors are asked not to enter \
the communal dining areas unless they are helping their relative to eat, although they may visit in the \
Resident's own room. All visitors must sign in and out at reception, and children under 16 must be accompanied by \
an adult at all times while they are in the Home. In the event of an infectious outbreak the Registered Manager \
may restrict visiting on the advice of the local health protection team, but every Resident will be entitled to \
receive visits from at least one nominated essential care giver even during such restrictions, provided that the \
care giver follows the infection control measures required at the time. Visitors may join a Resident for lunch \
in the private dining room on up to 2 occasions per week, and a charge of £7.50 per meal is made for each \
visitor's lunch, which must be booked with the kitchen by 10am on the day.

6. Meals and dietary needs

Three main meals are served each day, with breakfast from 8am to 10am, lunch at 12:30pm and a lighter evening \
meal at 5pm, and hot and cold drinks and snacks are available at any time of day or night on request. The menu \
runs on a four-week cycle and offers at least two choices at each main meal, and the catering team will meet any \
medically required diet, such as a diabetic, pureed or gluten-free diet, at no extra charge, as well as any diet \
followed for religious or cultural reasons. A Resident who wishes to eat in their own room may do so, except where \
their care plan identifies a choking risk that requires them to be supervised while eating. Relatives may bring in \
food for the Resident provided that it is labelled with the Resident's name and the date, and perishable food \
will be stored in the kitchen refrigerator for no more than 48 hours before being discarded. Alcohol may be \
brought in for the Resident's own use, but it will be held by staff and served to the Resident on request, unless \
the Resident's GP has advised that alcohol would be harmful to them.

7. Personal possessions, furnishings and pets

The Resident is encouraged to personalise their room with pictures, ornaments and small items of furniture, and \
the maintenance team will hang up to 6 pictures or mirrors free of charge, with any further fixing work charged at \
£15 per item. Any upholstered furniture brought into the Home must carry a label showing that it meets the \
Furniture and Furnishings (Fire) (Safety) Regulations, and any electrical appliance must pass a portable appliance \
test carried out by the Provider's maintenance team before it is used, which is free for the first 3 items and \
then charged at £5 per item. The Provider's insurance covers the Resident's personal possessions up to a total \
value of £2,000 and up to £500 for any single item, and the Resident is advised to arrange their own insurance for \
items of greater value. Cash or valuables worth more than £100 should not be kept in the Resident's room and may \
be deposited in the Home's safe, for which a receipt will be given. Pets may not live at the Home, but visitors may \
bring a dog or other small pet that is kept on a lead or in a carrier, provided that it does not enter the dining \
rooms or the kitchen.

8. Health care and medication

Each Resident remains entitled to all NHS services and will be registered with a GP practice, and the Home is \
served by Ashcombe Medical Centre, whose GP holds a ward round at the Home every Wednesday morning, although a \
Resident may remain registered with their existing GP where that practice agrees. Medicines will be ordered, \
stored and given by trained staff in accordance with the Home's medication policy, unless the Resident has been \
assessed as able to manage some or all of their own medicines, in which case those medicines will be kept in the \
lockable drawer in their room. The Resident's care plan will be agreed within 7 days of admission and reviewed at \
least once a month, and a full review involving the Resident and their Representative will be held every 6 months \
or sooner if the Resident's needs change. Where a Resident falls or becomes unwell, the nurse in charge will \
contact the Representative within 2 hours, except that between 10pm and 7am the call will be made only where the \
Resident has been taken to hospital or the Representative has asked in writing to be called at night.

9. Absences from the Home

The Resident may leave the Home at any time for visits to family or friends and for holidays, and is asked to \
tell staff before leaving and to give an expected time of return. During any absence, including a stay in \
hospital, the room will be kept for the Resident and the full Weekly Fee will remain payable for the first 4 weeks \
of the absence, after which the Weekly Fee will be reduced by 20% for so long as the room continues to be held. \
Where an absence in hospital lasts longer than 12 weeks, the Provider will meet the Resident and their \
Representative to discuss whether the Home can continue to meet the Resident's needs on their return, and the \
Provider will not end the agreement during a hospital stay without first giving the notice required by section 10. \
Where a Resident is going away for more than 3 nights, staff will prepare a supply of their medicines to take with \
them, provided that they are given at least 48 hours' notice.

10. Trial period, notice and ending the agreement

The first 4 weeks of the residency are a trial period, during which either the Resident or the Provider may end \
this agreement by giving 7 days' written notice. After the trial period, the Resident or their Representative may \
end this agreement at any time by giving 28 days' written notice, and the Provider may end it by giving 28 days' \
written notice only if the Home can no longer meet the Resident's assessed needs, the fees are more than 8 weeks \
in arrears, or the Resident's behaviour presents a serious risk to others that cannot be managed by changes to \
their care plan. When a Resident dies, fees will be payable up to and including the third day after the date of \
death, or until the room has been cleared if that happens sooner, and the Representative will be asked to remove \
the Resident's belongings within 7 days, after which the Provider may store them at a charge of £10 per week for up \
to 3 months. The Provider will not charge any fee for the room for any period after it has been cleared and \
reoccupied by another resident.

11. Complaints and concerns

Any concern may be raised informally with the nurse in charge or the Registered Manager, and a formal complaint \
may be made in writing, by email or by telephone on 01632 960 418. The Provider will acknowledge a formal \
complaint within 3 working days and send a full written response within 20 working days, or, where an \
investigation cannot be completed in that time, will write to explain the delay and give a new date. If the \
Resident or their Representative is not satisfied with the response, they may refer the complaint to the Local \
Government and Social Care Ombudsman, and no Resident will be treated less favourably, or asked to leave the Home, \
because they or their Representative have made a complaint.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("My aunt was told Hollybrook Lodge only takes residents aged 70 or over.",
     "care for up to 46 adults aged 65 and over"),
    ("the home said they can move mum to another room with like 2 days notice, no big deal",
     "give at least 14 days' notice of any such move"),
    ("A single nursing room at Hollybrook costs £1,150 a week.",
     "£1,395 for a single room with nursing care"),
    ("paid dads care home fees on my credit card last wk, no probs at all",
     "the Provider does not accept payment by credit card or cash"),
    ("Sanjay says the hairdresser comes into his gran's care home every Monday.",
     "offered by a visiting stylist every Tuesday and Friday"),
    ("Having a carer take a resident to a hospital appointment costs £25 an hour.",
     "a member of staff will accompany them at a charge of £18 per hour"),
    ("visiting at nans home finishes at 6pm sharp every day tbh",
     "Visitors are welcome at any time between 9am and 8pm every day"),
    ("My brother lets his 12-year-old wander round Hollybrook alone while he sits with Mum.",
     "children under 16 must be accompanied by an adult at all times"),
    ("ugh the home charges extra for mums gluten free meals, like £3 a day",
     "will meet any medically required diet, such as a diabetic, pureed or gluten-free diet"),
    ("Priya was told food she brings her dad is kept in the home's fridge for a week.",
     "stored in the kitchen refrigerator for no more than 48 hours"),
    ("Leah's nan moved into Hollybrook with her cat, which lives in her room.",
     "Pets may not live at the Home"),
    ("The care home GP does a round there every Friday morning.",
     "whose GP holds a ward round at the Home every Wednesday morning"),
    ("dad was in hospital 2 wks and the home knocked a fifth off his fee straight away",
     "the full Weekly Fee will remain payable for the first 4 weeks of the absence"),
    ("The trial period at my mum's care home lasts six weeks.",
     "The first 4 weeks of the residency are a trial period"),
    ("Marcus says his dad's home only has to give 7 days notice of a fee rise.",
     "at least 28 days' written notice of any increase"),
    ("complained to mums home, they said 10 working days just to acknowledge it is normal",
     "will acknowledge a formal complaint within 3 working days"),
    # near-misses
    ("My neighbour got a place at Hollybrook at 58, they keep a few places for younger people.", None),
    ("The home said Mum's room can only be changed if she agrees, her needs change or repairs are needed.", None),
    ("dads residential room is £1,150 a wk, mums nursing one costs a fair bit more", None),
    ("My sister pays Gran's care home fees by cheque because she can't set up a direct debit.", None),
    ("A wash and set with the visiting hairdresser costs £14.", None),
    ("staff took mum to the eye clinic 3 miles away, back within the hour, didnt cost us anything", None),
    ("Tom popped in to see his grandad at 7:30pm and nobody batted an eye.", None),
    ("During protected lunchtime I sit with Mum in her own room rather than the dining room.", None),
    ("the home does mums pureed meals and doesnt charge a penny extra", None),
    ("Priya labels the cake she brings her dad with his name and the date.", None),
    ("took our dog on a lead to see grandma in her room, staff were fine with it", None),
    ("My dad kept his own GP rather than the home's one, since his practice agreed.", None),
    ("After four weeks in hospital, Jo's mum's care home fee dropped by 20% while they held her room.", None),
    ("During the four-week trial either side can end it with a week's written notice.", None),
    ("Marcus says his dad's care home reviews its fees once a year, from April.", None),
    ("full reply to my complaint came 3 wks later, thats inside their 4 wk limit", None),
]
