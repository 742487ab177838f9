"""A pest control company's residential treatment and guarantee terms; written blind."""
from __future__ import annotations

POLICY = """\
BRACKENFIELD PEST SOLUTIONS LTD
RESIDENTIAL TREATMENT AND GUARANTEE TERMS

Effective from 1 February 2025

1. Introduction and definitions

These terms apply to every pest control treatment that Brackenfield Pest Solutions Ltd ("we", "us") carries out at residential properties in Kelderbury, Oxwell, Fennington and the surrounding villages for customers who book directly with us ("you"). \
In these terms, "Treatment" means a course of visits to deal with one named pest at one property, "Technician" means a member of our staff who holds at least the RSPH Level 2 Award in Pest Management, and "Guarantee Period" means the period during which we will return free of charge in accordance with section 8. \
These terms do not apply to commercial premises, farms or premises managed by a local authority, which are covered by separate contract terms.

2. Booking and surveys

You can book a Treatment by telephone on 01632 960771 between 8am and 6pm on weekdays and between 9am and 12 noon on Saturdays, or online at any time through our website. \
We will normally offer a first visit within 2 working days for rats, mice and wasps, and within 5 working days for all other pests, except that between 1 July and 31 August the target for wasp nests is 3 working days because of demand.

For bed bugs, cockroaches and any infestation that affects more than one flat in the same building, a survey visit is required before any treatment is quoted, and the survey costs £45, which is deducted from the price of the Treatment if you book it within 14 days of the survey. \
We do not survey or treat properties where the pest is a protected species, including bats and nesting wild birds, and we will give you the contact details of the appropriate body instead.

At the end of each visit, the Technician will give you a written treatment report, either on paper or by email, which records the products used, the areas treated, the number and position of any bait boxes and the safety precautions you must follow. \
You should keep this report until the end of the Guarantee Period, because we may ask to see it before carrying out a free return visit, and if you do not receive a report within 2 working days of a visit you should contact our office.

3. Prices

The prices below include VAT at 20% and apply to one property of up to four bedrooms, and properties with five or more bedrooms are charged an extra 20%. \
Wasp nest treatment costs £70 for the first nest and £20 for each further nest treated on the same visit. \
Rat treatment costs £165 and mouse treatment costs £140, each including up to three visits within 21 days. \
Flea treatment costs £120 for a property of up to three bedrooms and £150 for a larger property, and covers one treatment visit and one follow-up visit. \
Bed bug treatment costs £295 for the first bedroom and £85 for each additional room, and includes two visits 14 days apart. \
Cockroach treatment is priced individually after the survey described in section 2.

Out-of-hours visits, meaning visits starting after 6pm on a weekday, at any time on a Saturday after 12 noon, or on a Sunday or bank holiday, carry a surcharge of £50 per visit, and we do not offer out-of-hours visits for bed bugs or cockroaches.

4. Payment

Payment for wasp, flea and mouse treatments is taken in full at the end of the first visit, by card or bank transfer. \
For rats and bed bugs, 50% is payable when you book and the remaining 50% is payable at the end of the first visit. \
We do not accept cash in any circumstances, and Technicians are not permitted to take payment other than through the card reader they carry. \
Invoices for survey fees are payable within 7 days, and if any payment is more than 14 days late we may add a late payment charge of £15 and suspend any return visits under the guarantee until it is paid.

Customers aged 70 or over, and customers who hold a current Kelderbury Council Tax Reduction award, receive a discount of 15% on rat and mouse treatments, provided that they ask for it when booking, but the discount does not apply to wasps, fleas, bed bugs or cockroaches.

5. Preparing for a Treatment

Before a flea or bed bug Treatment, you must vacuum all floors, including under furniture, and wash all bedding, curtains and clothing from the affected rooms at a temperature of at least 60 degrees. \
After a flea or bed bug Treatment, you must not wash or mop the treated floors for 14 days, so that the insecticide can continue working, although you should continue to vacuum carpets daily. \
Before a rat or mouse Treatment, you must remove pet food, bird feeders and any other accessible food from the affected areas, and you must tell us if there are children under 5 years old, pregnant people or pets living at the property.

If you have not prepared the property as set out above, the Technician may decline to carry out the treatment, in which case the visit is charged at £45 and the treatment will be rebooked at the first available slot.

6. During and after a Treatment

All occupants and pets must leave the treated rooms during a flea, bed bug or cockroach treatment and must not return until at least 3 hours after it has finished, and fish tanks must be covered and their pumps switched off for the same period. \
Babies under 12 months, and anyone with asthma or a breathing condition, must stay away from the property for 6 hours after the treatment.

For rats and mice, we use tamper-resistant bait boxes that are locked and secured to the floor or wall, and we do not place loose bait in any area that children or pets can reach. \
Bait boxes remain our property and are removed on the final visit, and you must not move, open or remove them yourself; a charge of £25 is made for each box that is missing or damaged. \
We do not use glue boards at residential properties under any circumstances.

Wasp nests are treated with an insecticidal dust applied to the entrance, and the nest is not removed, because wasps returning to a treated nest carry the dust inside; the nest will normally die within 24 hours, and you should keep doors and windows near the nest closed for 48 hours. \
We only remove a wasp nest where it is inside a living area of the home and can be reached without a ladder higher than 3 metres, and removal is charged at an extra £30.

7. Access and missed appointments

We will give you a two-hour arrival window the day before the visit, which will be 8am to 10am, 10am to 12 noon, 12 noon to 2pm or 2pm to 4pm. \
An adult aged 18 or over must be present for the whole of every visit, and we will not enter a property where only children are present, even if a parent has given permission by telephone.

If you cancel or rearrange a visit with less than 24 hours' notice, or if we cannot gain access within 15 minutes of arriving, we will charge a missed appointment fee of £40, except that no fee is charged where the visit was due to take place under the guarantee in section 8.

8. Our guarantee

Every Treatment except wasp nest treatment comes with a Guarantee Period that starts on the date of the final visit. \
The Guarantee Period is 3 months for rats and mice, 30 days for fleas, and 60 days for bed bugs and cockroaches. \
If the same pest returns at the same property during the Guarantee Period, we will return and treat again free of charge, provided that you have followed all the preparation and aftercare instructions in sections 5 and 6 and have carried out any proofing work that we recommended in writing.

For wasps, if the same nest is still active 7 days after treatment we will re-treat it free of charge, but a new nest in a different location is a new Treatment and is charged in full.

The guarantee does not cover pests brought into the property after the treatment, for example bed bugs in second-hand furniture or fleas from a pet that has not been treated with a vet-approved flea product, and the guarantee cannot be transferred to a new owner or tenant if the property changes hands. \
If we have treated the same property three times within a single Guarantee Period without success, we will refund 50% of the original price, and this refund is in place of any further free visits.

9. Proofing

Proofing work, such as sealing gaps around pipes, fitting mesh to air bricks or installing wire mesh in the eaves, is not included in any Treatment price. \
We will give you a written quotation for proofing, which is valid for 60 days, and proofing work carries a 12-month guarantee against the materials failing. \
We do not carry out work at heights above 6 metres, work on roofs, or any work that requires the removal of floorboards, kitchen units or plasterboard, and for these you will need to appoint a builder.

10. Damage and complaints

We are not responsible for staining or marking caused by insecticides on surfaces that we have told you in advance are not suitable for treatment, or for odours caused by rodents dying in inaccessible places such as wall cavities, which normally fade within 2 to 3 weeks. \
If you believe we have damaged your property, you must tell us within 10 days of the visit and allow a Technician or manager to inspect the damage before any repair is made. \
Complaints should be made to our Customer Care Manager in writing, and we will acknowledge them within 3 working days and give a full reply within 15 working days. \
We hold public liability insurance with a limit of £2 million for each claim, and we will not be liable for any loss of earnings, holiday costs or hotel costs that you incur because of a pest infestation or a treatment, except where the loss results from our negligence.

11. Cancelling a Treatment

You may cancel a Treatment before the first visit without charge, except for the survey fee where a survey has already been carried out. \
If you booked online or by telephone, you also have 14 days from booking to cancel under consumer law, but if you asked us to carry out the first visit within that period you must pay for the work already done, and no refund is given for a completed wasp nest treatment. \
Once the first visit has taken place, any unused return visits are not refundable.

12. Your information

We keep treatment records, including the products used and the locations of bait boxes, for 3 years as required by our trade association, and we keep your contact and payment details for 6 years. \
We will not share your information with your landlord, managing agent or neighbours without your consent, unless we are required by law to report a notifiable pest.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Brackenfield charge £90 to deal with a single wasp nest.",
     "Wasp nest treatment costs £70 for the first nest"),
    ("the bed bug treatment is just the one visit apparently, no follow up",
     "and includes two visits 14 days apart"),
    ("Leanne said the bed bug survey visit was free of charge.",
     "the survey costs £45, which is deducted from the price"),
    ("rang them about the bats in our loft, they're coming to clear them out thurs",
     "We do not survey or treat properties where the pest is a protected species"),
    ("Paid the pest control man in cash and he wrote me a receipt.",
     "We do not accept cash in any circumstances"),
    ("my nan's 74 so she got 15% off getting the wasps done",
     "the discount does not apply to wasps, fleas, bed bugs or cockroaches"),
    ("Bedding only needs a 40 degree wash before the bed bug treatment.",
     "at a temperature of at least 60 degrees"),
    ("after the flea spray u can go back in the room after an hour ngl",
     "must not return until at least 3 hours after it has finished"),
    ("Sam says Brackenfield put glue traps down in his kitchen for the mice.",
     "We do not use glue boards at residential properties"),
    ("if a bait box goes missing they charge you fifty quid for it",
     "a charge of £25 is made for each box"),
    ("My 16-year-old let the pest technician in and stayed with him while I was at work.",
     "An adult aged 18 or over must be present for the whole"),
    ("Their rat treatment is guaranteed for six months.",
     "The Guarantee Period is 3 months for rats and mice"),
    ("Ollie's buyer gets the rest of his rat guarantee when the house sale goes through.",
     "the guarantee cannot be transferred to a new owner or tenant"),
    ("rat price includes them blocking up all the holes too, which is good",
     "is not included in any Treatment price"),
    ("You've got a month to tell Brackenfield if they've damaged anything.",
     "you must tell us within 10 days of the visit"),
    ("Dad rang to book on Saturday at 3pm and the phone line was still open.",
     "between 9am and 12 noon on Saturdays"),
    # near-misses
    ("my brother paid £90 for two wasp nests done on the same visit", None),
    ("Rat treatment includes up to three visits over three weeks.", None),
    ("Leanne's £45 survey fee came off the bed bug price since she booked within a fortnight.", None),
    ("paid the pest guy on his card machine at the end, easy", None),
    ("Mum's 72 and got 15% off her mouse treatment after mentioning it when she booked.", None),
    ("I washed all the bedding on a 90 degree cycle before the bed bug visit.", None),
    ("we stayed out for four hours after the flea treatment just to be safe", None),
    ("The wasp nest was left where it was after treatment, they said that's normal.", None),
    ("Jo's new wasp nest round the back was charged as a brand new job.", None),
    ("they came back for free when the rats returned a month after the last visit", None),
    ("Missed a guarantee revisit and they didn't charge a missed appointment fee.", None),
    ("after three failed rat treatments in the guarantee period Kev got half his money back", None),
    ("Proofing work has a year's guarantee on the materials.", None),
    ("They wouldn't take up the floorboards, told us to get a builder in.", None),
    ("Ravi's dead rat smell in the wall went after a couple of weeks, like they said", None),
    ("Sunday wasp visit cost us an extra £50 on top.", None),
]
