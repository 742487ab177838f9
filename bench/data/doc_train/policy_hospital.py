"""Harrowfield Royal Infirmary information guide for patients and visitors (visiting, parking, meals, discharge, fees); written blind."""
from __future__ import annotations

POLICY = """\
HARROWFIELD ROYAL INFIRMARY
Information for Patients and Visitors

Harrowfield and Vale Hospitals NHS Trust
Edition 7, effective from Monday 6 January 2025. This edition replaces all earlier versions of the guide.

1. About this guide

Harrowfield Royal Infirmary (HRI) is the main acute hospital serving Harrowfield, the Vale villages and the \
surrounding rural district, with around 640 beds spread across three connected buildings: the Oak Wing, which houses \
the main entrance, outpatient clinics and the Emergency Department; the Linden Wing, which houses surgery, critical \
care and the operating theatres; and the Rowan Wing, which houses maternity, children's services and the Neonatal \
Unit. This guide is written for patients who are coming into hospital, for the relatives and friends who visit them, \
and for anyone who is collecting a patient when they go home, and it sets out our arrangements for visiting, parking, \
meals, personal belongings, discharge and the small number of services for which the hospital makes a charge.

If you need this guide in large print, in Braille, in audio format or in another language, please ask any member of \
staff or contact the Patient Advice and Liaison Service, whose details are given in section 8.

2. Visiting hours

We know that seeing family and friends plays an important part in a patient's recovery, and we want visiting to be as \
easy as possible while still protecting every patient's rest, privacy and safety. General adult wards in all three \
wings are open to visitors between 2pm and 8pm every day, including weekends and bank holidays, and we ask visitors to \
arrive and leave promptly so that the evening medicines round, which begins at 8pm, is not disturbed. No more than two \
visitors may be at a bedside at any one time, and other family members are asked to wait in the day room at the end \
of the ward or in the main foyer until one of the people at the bedside has left.

Some areas have their own arrangements:

- Maternity Ward (Rowan Wing, level 2): one birth partner may visit between 8am and 10pm, and other visitors, \
including the baby's brothers and sisters, are welcome between 3pm and 7pm.
- Neonatal Unit (Rowan Wing, level 2): parents have open access to the unit, and each baby may also have two named \
visitors, such as grandparents, who must be accompanied by a parent.
- Intensive Care Unit (Linden Wing, level 3): visiting is from 12 noon to 7pm, with a rest period between 1pm and \
3pm during which the unit is closed to visitors except in an emergency.
- Emergency Department (Oak Wing, ground floor): one adult may stay with each patient, space permitting.

Children under the age of 12 are not permitted to visit the Intensive Care Unit under any circumstances, because the \
patients being cared for there are among the most vulnerable to infection in the hospital, while young people aged 12 \
to 15 may visit only when accompanied by an adult who stays with them throughout the visit. Relatives may stay \
overnight beside a patient only on the Children's Ward (Rowan Wing, level 1) and in the two palliative care suites on \
Ward 12 (Oak Wing, level 4), where a fold-out bed, fresh linen and a locker are provided free of charge for one parent, \
carer or close relative.

Please do not visit if you have had diarrhoea or vomiting in the last 48 hours, or if you have a cough, a fever or \
other symptoms of a respiratory infection, and please use the hand gel provided at the entrance to every ward both \
when you arrive and when you leave.

3. Getting here and parking

The hospital is on Canal Road, about a mile and a half north of Harrowfield town centre. The Number 14 and Number 27 \
buses stop directly outside the Oak Wing main entrance, running every 15 minutes from Monday to Saturday and every 30 \
minutes on Sundays and bank holidays, and a free shuttle bus operated by the Trust links the main entrance with \
Harrowfield railway station every 20 minutes between 7am and 7pm on weekdays.

Visitor car parks A and B are off Canal Road and are managed by the Trust's Car Parking Office, which is on the ground \
floor of the Oak Wing next to the main reception desk and is staffed from 8am to 6pm, Monday to Friday. Payment is \
made when you leave, either at the pay stations in the car park lobbies or at the exit barrier, by debit card, credit \
card or contactless payment, and cash is no longer accepted at any of the pay machines. The visitor tariff is:

- Stays of up to 30 minutes: free
- Stays of more than 30 minutes and up to 2 hours: £3.80
- Stays of more than 2 hours and up to 4 hours: £6.50
- Stays of more than 4 hours and up to 24 hours: £12.00
- Weekly visitor permit, valid for seven consecutive days with unlimited entries: £20.00

Blue Badge holders may park free of charge in any of the 46 marked disabled bays in car parks A and B, provided the \
badge is clearly displayed on the dashboard, but the standard tariff applies to a Blue Badge holder who parks in an \
ordinary bay. Free parking permits are also issued, on request at the Car Parking Office, to the parents of babies on \
the Neonatal Unit, to close relatives of patients receiving end-of-life care, and to patients attending for \
chemotherapy, radiotherapy or renal dialysis, and each permit remains valid for as long as the treatment or stay \
continues.

Car park C, next to the Rowan Wing, will be closed for resurfacing from Monday 3 March to Friday 28 March 2025, and \
during this period patients being dropped off for maternity or children's appointments should use the temporary \
short-stay bays on Mill Lane, where parking is free but limited to 20 minutes. Vehicles parked in staff-only areas, \
in ambulance bays or across hatched markings will be issued with a parking charge notice of £70, reduced to £35 if it \
is paid within 14 days.

4. Meals, food and drink

Patients are offered three meals a day, prepared in the hospital's own kitchen by the Trust's catering team, with \
breakfast served from 7.30am, lunch between 12 noon and 1pm and an evening meal between 5pm and 6pm, and hot and cold \
drinks are brought round by the ward housekeeper at least seven times a day. The menu, which changes every two weeks, \
includes vegetarian, vegan, halal, kosher, gluten-free and soft or pureed options, and patients with an allergy or a \
specialist diet agreed with a dietitian should tell the ward housekeeper when they arrive so that their meals can be \
prepared separately.

Lunch and the evening meal are protected mealtimes on all adult wards, which means that non-urgent clinical work stops \
and visitors are asked to leave the bay for the duration of the meal unless they have arranged with the nurse in \
charge to help their relative to eat. Visitors may bring in fresh fruit, sealed snacks, biscuits and soft drinks for a \
patient, but please check with the nurse first in case the patient is on a restricted diet or is fasting before a \
procedure, and please note that hot food from takeaways or from home must not be brought on to the wards, because we \
cannot reheat it safely or store it at the correct temperature. Alcohol is not permitted anywhere on the hospital site.

The Willow Restaurant on level 1 of the Oak Wing is open to visitors and staff from 7am to 7pm on weekdays and from \
9am to 3pm at weekends, serving hot meals, salads, sandwiches and drinks, and the coffee shop in the main foyer is open \
from 7am to 9pm every day. The Friends' Shop, run by volunteers from the League of Friends of Harrowfield Royal \
Infirmary, is also in the main foyer and sells newspapers, toiletries, cards and small gifts; it is open from 8am to \
6pm Monday to Saturday and is closed on Sundays and bank holidays, and all of its profits are spent on equipment and \
comforts for patients.

5. Belongings, phones, flowers and smoking

We recommend that patients bring only what they need for their stay: nightwear, a dressing gown, well-fitting \
slippers, toiletries, any medicines they take at home in their original packaging, glasses, hearing aids and dentures \
(each with a labelled container), and a small amount of money, no more than £20. Each bed has a bedside locker, but \
the hospital cannot accept responsibility for items that are not handed in for safekeeping, and valuables such as \
jewellery, large sums of cash and bank cards should be sent home with a relative or handed to the nurse in charge, who \
will arrange for them to be recorded and locked in the General Office safe. Property found on the wards or in public \
areas is held by the Security Office on the ground floor of the Linden Wing for three months, after which unclaimed \
items are donated to charity or disposed of.

Patients may use mobile phones, tablets and laptops on the wards, provided they use headphones and keep calls short \
and quiet, particularly after 10pm, but photographs and video recordings must not be taken of other patients or of \
staff without their permission. Free wifi is available throughout the wards and public areas on the network HRI-Guest, \
with each session lasting up to four hours before you need to log in again. Bedside television and radio are \
available through the units above each bed at £4.50 a day or £25 a week, except on the Children's Ward, where they \
are free.

Fresh flowers and pot plants are not allowed on any ward, because standing water and soil can harbour bacteria that \
are dangerous to patients with weakened immune systems, so we suggest that you bring a card, a photograph or a book \
instead.

Harrowfield Royal Infirmary is a smoke-free site, and smoking and the use of e-cigarettes are not permitted anywhere \
within the hospital grounds, including in the car parks and in vehicles parked on site; patients who smoke can ask the \
ward team for nicotine replacement therapy, which is provided free of charge during their stay. The Trust does not \
tolerate verbal or physical abuse of its staff, and anyone who behaves in a threatening or aggressive way may be asked \
to leave the site and may be barred from visiting for up to six months.

6. Going home

Planning for discharge starts soon after admission, and the doctor or nurse looking after you will discuss an \
expected date of discharge with you and, if you wish, with your family, so that transport, help at home and any \
equipment can be arranged in good time. On the day you go home we aim for you to leave the ward by 11am, and patients \
who are waiting for transport, for medicines to take home or for a final letter may be moved to the Discharge Lounge \
on the ground floor of the Oak Wing, which is open from 8am to 8pm Monday to Friday and has reclining chairs, a toilet \
and refreshments. It can take up to three hours for medicines to be prepared by the hospital pharmacy, and you will \
normally be given at least a 14-day supply of any new medicine, together with a copy of your discharge letter, which \
is also sent electronically to your GP within 24 hours.

Patient transport by ambulance or hospital car is available only to patients whose medical condition means that they \
cannot travel safely by private car, taxi or public transport, and eligibility is assessed by the ward team on the day \
before discharge; the fact that no relative is available to collect you does not on its own make you eligible.

7. Fees and charges

NHS treatment at the hospital is free for people who are ordinarily resident in the United Kingdom, and you will not \
be asked to pay for your care, your meals, the medicines you receive on the ward or the medicines you take home. Single \
rooms on the wards are allocated according to clinical need and are never charged for, but a limited number of private \
rooms on Ward 15 (Linden Wing, level 5), known as the Beech Suite, can be booked as amenity beds by patients who would \
like extra privacy. The following charges apply:

- Beech Suite room: £185 per night, covering the room, a television and a daily newspaper but not any treatment
- Medical reports for insurers or solicitors: £85 per report
- Replacement parking permit: £10
- Copies of your own health records: free, provided within one month of a written request to Health Records

Patients staying in the Beech Suite for longer than seven nights receive a 10% discount on the nightly rate from the \
eighth night onwards, and the room charge is invoiced by the Trust's Income Office every Friday.

Patients who are not ordinarily resident in the UK may be charged for hospital treatment at 150% of the national NHS \
tariff unless an exemption applies, for example for treatment given in the Emergency Department or for certain \
infectious diseases, and the Overseas Visitors Team in the Oak Wing General Office will contact you if charges apply. \
Payment is normally required in full before any planned, non-urgent treatment begins.

8. Compliments, concerns and complaints

The Patient Advice and Liaison Service (PALS), which replaced the former Patient Experience Team in April 2022, is \
based in the Oak Wing main foyer and is open from 9am to 4.30pm Monday to Friday; the team can be reached on \
01632 960418 and can often resolve a concern quickly by speaking to the ward on your behalf. If you wish to make a \
formal complaint, you should do so within 12 months of the date on which the events occurred or of the date on which \
you first became aware of them, and the Complaints Team will acknowledge your complaint within three working days and \
aim to send you a full written response within 40 working days. A complaint may be made by the patient or, with the \
patient's written consent, by a relative or friend acting on their behalf, and if you remain unhappy with our \
response you may ask the Parliamentary and Health Service Ombudsman to review it.

We also welcome compliments and suggestions, and every patient is invited to complete a short Friends and Family Test \
card before leaving the ward.

Useful numbers:

- Main switchboard, 24 hours: 01632 960000
- Car Parking Office: 01632 960211
- Security Office (lost property): 01632 960305
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Visiting on the normal wards at HRI starts at 11 in the morning.",
     "open to visitors between 2pm and 8pm every day"),
    ("they let up to 4 ppl round the bed at once on the wards, handy for big families lol",
     "No more than two visitors may be at a bedside at any one time"),
    ("Priya's kids (8 and 10) are allowed into intensive care to see their grandad as long as she's with them",
     "Children under the age of 12 are not permitted to visit the Intensive Care Unit"),
    ("Four hours in the visitor car park at the Royal is a fiver.",
     "Stays of more than 2 hours and up to 4 hours: £6.50"),
    ("Mark says blue badge holders still pay the normal tariff at HRI, even in the disabled bays",
     "may park free of charge in any of the 46 marked disabled bays"),
    ("friends shop in the foyer does sundays too, 10 till 4 i think",
     "open from 8am to 6pm Monday to Saturday and is closed on Sundays"),
    ("You can take flowers in for patients on the wards, the nurses find a vase for them.",
     "Fresh flowers and pot plants are not allowed on any ward"),
    ("beech suite private rooms - quarter off per night if u stay longer than a week",
     "receive a 10% discount on the nightly rate from the eighth night"),
    ("Lost property at the infirmary is kept at main reception in the Oak Wing.",
     "held by the Security Office on the ground floor of the Linden Wing"),
    ("Dev's window for a formal complaint to the hospital is only six months from when it happened",
     "within 12 months of the date on which the events occurred"),
    ("car park C resurfacing doesnt start til 17th march so u can still park there before then",
     "will be closed for resurfacing from Monday 3 March to Friday 28 March 2025"),
    ("Sue was allowed to stay overnight by her husband's bed on Ward 7 all last week",
     "Relatives may stay overnight beside a patient only on the Children's Ward"),
    # near-misses
    ("got to Ward 9 at 2 on the dot to see mum and they let me straight in", None),
    ("The first half hour in the hospital car park is free.", None),
    ("Hannah took her 14-year-old into ICU to see his grandad and stayed with him the whole time", None),
    ("blue badge = free parking but ONLY in the disabled bays, normal bays u pay", None),
    ("Linda picks up her paper from the Friends' shop on Saturday mornings", None),
    ("Raj took his dad grapes and a bottle of squash on the ward, which was fine", None),
    ("A private room in the Beech Suite is £185 a night, treatment not included.", None),
    ("pals used to be the 'patient experience team' back in the day, same thing", None),
    ("Sam slept on a fold-out bed next to Amy on the children's ward and it didn't cost a penny", None),
    ("Car park C should be back open from April after the resurfacing.", None),
    ("dad waited abt 2 hrs in the discharge lounge for his tablets from pharmacy, normal apparently", None),
    ("The hospital wifi is free but you have to log back in every four hours.", None),
]
