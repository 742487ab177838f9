"""Wellbrook Pharmacy community pharmacy chain customer terms and conditions of service; written blind."""
from __future__ import annotations

POLICY = """\
WELLBROOK PHARMACY LIMITED
CUSTOMER TERMS AND CONDITIONS OF SERVICE

Version 4.2, approved by the Superintendent Pharmacist on 3 March 2025 and effective from 1 May 2025

1. About These Terms

These terms explain how Wellbrook Pharmacy Limited ("Wellbrook", "we" or "us") dispenses NHS and private \
prescriptions, supplies medicines and provides clinical services to customers at its five community pharmacies in \
Thornbridge, Elmford and Kelsey, and they apply whether you visit a branch in person, order through the Wellbrook \
app or arrange for a medicine to be delivered to your home.

Each branch is run day to day by a Responsible Pharmacist, whose name is displayed near the medicines counter, and \
overall professional responsibility for our services rests with the Superintendent Pharmacist, who is based at our \
head office at Wellbrook House, 14 Canal Wharf, Thornbridge. Our pharmacists may use their professional judgement to \
refuse to supply a medicine if they believe that supplying it would not be in your best interests or would be \
unlawful, and nothing in these terms obliges them to act against that judgement.

2. Our Branches and Opening Hours

Our Market Street branch in Thornbridge is open from 8:30am to 7pm Monday to Friday and from 9am to 5:30pm on \
Saturdays, and it is closed on Sundays. The Castle Road branch in Elmford and the Station Parade branch in Kelsey \
open from 9am to 6pm on weekdays and from 9am to 1pm on Saturdays, while the small branch inside the Elmford Health \
Centre keeps the same hours as the surgery, which are normally 8am to 6:30pm Monday to Friday, and does not open at \
weekends.

The Riverside branch on Harlow Quay, Thornbridge, is the only branch that opens on Sundays, from 10am to 4pm, and it \
also stays open until 10pm on weekdays as part of the local extended-hours arrangement agreed with the Integrated \
Care Board. On bank holidays every branch is closed except Riverside, which opens from 10am to 2pm, although on \
Christmas Day and Easter Sunday all of our pharmacies are closed and patients should contact NHS 111 for urgent \
medicines. Any temporary change to opening hours, for example for staff training, will be posted in the branch \
window and on our website at least seven days in advance, unless the change is caused by an emergency such as the \
absence of a pharmacist.

3. Prescriptions

We dispense NHS prescriptions issued by GPs, hospital clinicians, dentists, nurse prescribers and other authorised \
prescribers in England, together with private prescriptions issued by prescribers registered in the United Kingdom.

Most electronic prescriptions sent to a branch are ready for collection within four hours of arriving, provided that \
all the items are in stock, but during busy periods, and particularly on Mondays and in the week before a bank \
holiday, you should allow until the end of the following working day. Where an item is out of stock we will normally \
supply part of the prescription straight away and give you an owing slip for the balance, which will usually be \
ready within two to three working days; if a medicine cannot be obtained from any of our wholesalers, the pharmacist \
will contact your prescriber to discuss an alternative.

Dispensed prescriptions that have not been collected are kept on the shelf for 28 days, after which we will try to \
contact you by text or telephone, and if we still hear nothing within a further seven days the medicines will be \
returned to stock or destroyed and, in the case of an electronic prescription, the prescription will be returned to \
the NHS spine so that it can be reissued if needed.

If you run out of a regular medicine and cannot get a prescription in time, the pharmacist may be able to make an \
emergency supply at your request, provided that you have been prescribed the medicine before and the pharmacist is \
satisfied that there is an immediate need. An emergency supply is limited to no more than 30 days' treatment, or the \
smallest pack available if that is larger, and it cannot be made for most controlled drugs, with the exception of \
phenobarbital for the treatment of epilepsy.

4. Repeat Prescriptions

Customers who take regular medication can register for our Repeat Prescription Service, under which we request \
repeat prescriptions from your GP practice on your behalf, receive them electronically and prepare your medicines in \
time for collection or delivery. You should order each repeat, either through the Wellbrook app, by calling the \
Repeats Team on 01632 960 418 or by handing in the right-hand side of your repeat slip, at least seven days before \
your medicines are due to run out. Once your GP has approved a request, you should allow at least three working days \
between the prescription arriving with us and your medicines being ready, because repeats are assembled at our \
central dispensing hub in Kelsey rather than in the branch.

We will not order a repeat item that you have told us you no longer need, and we will only order items for which \
your GP practice has confirmed that it accepts requests from us on your behalf. If you are admitted to hospital, or \
if your medication changes, you must tell the Repeats Team as soon as possible so that we can cancel any outstanding \
requests; we are not responsible for medicines that are ordered in good faith before we are told of a change.

Patients who would like their medicines in a multi-compartment compliance aid (a "dosette box") should ask the \
pharmacist, who will assess whether such an aid is suitable. Compliance aids are provided free of charge where the \
assessment shows that you need one to manage your medicines because of a disability, but otherwise we charge £5 for \
each four-week supply, and in all cases compliance aids are prepared on a 28-day cycle and must be ordered at least \
ten days before the current supply runs out.

5. Collection and Delivery

You may collect your own medicines or send someone else to collect them for you, in which case that person should be \
able to give your name, address and date of birth. We may ask anyone collecting medicines to confirm their identity \
and relationship to the patient, and we will not hand any prescription to a child under 16 unless the pharmacist is \
satisfied that it is appropriate, for example where a 15-year-old is collecting their own contraceptive medicine.

Our Home Delivery Service, run from the central hub in Kelsey, delivers to addresses within five miles of the \
dispensing branch from Monday to Friday between 10am and 6pm, except on bank holidays. Home delivery is free of \
charge for patients aged 70 or over, for patients who are housebound and for those receiving a compliance aid; for \
everyone else we charge £4.50 per delivery, or £30 for a three-month delivery subscription covering an unlimited \
number of deliveries. We will text you the day before delivery with a two-hour time slot, and if nobody is home when \
the driver calls we will leave a card and return the medicines to the branch, as we will not leave medicines on a \
doorstep, in a porch or with a neighbour unless you have given us written permission to do so. Refrigerated items \
and controlled drugs must always be handed to the patient or another adult at the address and will never be left \
unattended.

Prescription lockers are available outside the Market Street and Riverside branches and can be used 24 hours a day. \
If you choose locker collection, you will receive a text containing a six-digit code, and your medicines will stay \
in the locker for 72 hours before being taken back into the branch. Lockers cannot be used for controlled drugs, for \
items that need refrigeration, or for any item that the pharmacist wishes to discuss with you in person.

6. Controlled Drugs

Some medicines, such as strong painkillers, certain sleeping tablets and medicines for attention deficit \
hyperactivity disorder, are controlled drugs and are subject to additional legal requirements. Prescriptions for \
Schedule 2, 3 and 4 controlled drugs are valid for 28 days from the date on the prescription, or from any later \
start date written by the prescriber, and we are not able to dispense them after that period, even if the \
prescription has only just expired.

Anyone collecting a Schedule 2 or Schedule 3 controlled drug, whether for themselves or for another person, will be \
asked to sign the back of the prescription and may be asked to show photographic identification such as a passport \
or driving licence. We will not hand Schedule 2 or Schedule 3 controlled drugs to anyone under the age of 18, \
whether or not they are related to the patient, and if we have any doubt about the identity of the person collecting \
we may refuse to release the medicine until the patient has been contacted.

Unwanted controlled drugs can be returned to any of our branches for safe destruction, but they must be handed to a \
member of the pharmacy team and not placed in the general medicines returns box, so that they can be recorded in the \
controlled drugs register and destroyed in the presence of an authorised witness.

7. Vaccinations

Our pharmacists offer NHS seasonal flu vaccinations between 1 September and 31 March each year to everyone who is \
eligible under the national programme, including people aged 65 or over, pregnant women and adults with certain \
long-term health conditions, and NHS COVID-19 vaccinations during the campaign periods announced by NHS England. \
People who are not eligible for an NHS flu vaccination can pay for a private vaccination, which costs £16.99, and \
private flu vaccinations are available only to customers aged 18 or over.

Our Travel Health Clinic, held at the Market Street and Castle Road branches, offers vaccinations and antimalarial \
medicines for travel abroad by appointment only. A travel consultation costs £15, which is refunded in full if you \
go on to buy vaccinations costing £50 or more at the same appointment, and you should book at least six to eight \
weeks before you travel, as some courses need several doses. We do not give travel vaccinations to children under \
the age of five, who should be referred to their GP practice, and children aged five to 15 must be accompanied by a \
parent or guardian at every appointment.

8. Prices, Charges and Exemptions

Where the NHS prescription charge applies, we must collect it for each item dispensed at the rate set by the \
Department of Health and Social Care, and we have no discretion to waive or reduce it. You do not have to pay the \
charge if you are entitled to an exemption, for example because you are under 16, aged 16 to 18 and in full-time \
education, aged 60 or over, pregnant or have had a baby in the past 12 months, or hold a valid medical exemption \
certificate or prescription prepayment certificate. Please show evidence of your exemption when you collect, but if \
you are unable to do so, we will not refuse to dispense or ask you to pay; instead we will mark the form to show \
that evidence was not seen, and the NHS Business Services Authority may later check your entitlement and issue a \
penalty charge if you were not entitled.

Prices for private prescriptions are made up of the cost of the medicine plus a professional fee of £12.50 per item, \
and we will always tell you the total before dispensing so that you can decide whether to proceed. Prices of \
over-the-counter medicines are shown on the shelf or at the till, and Wellbrook Rewards members receive 10% off most \
own-brand products, except infant formula, stop-smoking products and any item already on promotion.

9. Returns of Medicines

For safety reasons, we cannot accept returned medicines for resale or refund once they have left the pharmacy, even \
if the packaging is unopened, unless the medicine was supplied as a result of our own dispensing error or is subject \
to a manufacturer's recall, in which case we will replace it or refund the price paid. This applies equally to \
prescription medicines and to over-the-counter medicines, although unopened non-medicinal products such as \
toiletries, baby accessories and health devices may be returned within 30 days with a receipt for an exchange or \
refund.

You are welcome to bring unwanted or out-of-date medicines to any branch so that we can dispose of them safely, free \
of charge, and we would ask that you remove them from any outer carrier bag but leave them in their original packs. \
We cannot accept used needles, syringes or lancets over the counter; these must be returned in a sealed sharps bin, \
which we can supply free of charge on prescription and which should be brought back to the Castle Road or Station \
Parade branches, as these are the only branches with a licensed clinical waste collection. Inhalers, including empty \
ones, can be returned to any branch for recycling.

10. Complaints and Feedback

If you are unhappy with any part of our service, please speak first to the Responsible Pharmacist or the branch \
manager, who will try to resolve the matter on the spot. If you are still not satisfied, or would rather not raise \
the issue in the branch, you can contact the Customer Care Team at Wellbrook House, 14 Canal Wharf, Thornbridge, by \
email or by telephone on 01632 960 777, between 9am and 5pm on weekdays.

We will acknowledge a written complaint within three working days of receiving it and aim to send you a full \
response within 20 working days, and if the investigation is likely to take longer we will write to explain why and \
give you a revised date. Complaints should normally be made within 12 months of the event, or within 12 months of \
your becoming aware of it, although the Customer Care Team may agree to look into an older matter if there is a good \
reason for the delay and it is still possible to investigate fairly. If you remain dissatisfied after our final \
response, you can refer your complaint to NHS England for NHS services, or to the Parliamentary and Health Service \
Ombudsman.

11. Changes to These Terms

We may update these terms from time to time to reflect changes in law, NHS arrangements or our services. The latest \
version will always be available in every branch and on our website, and we will give at least 30 days' notice of \
any change that reduces the services available to you, except where the change is required at shorter notice by law \
or by the NHS.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("fyi wellbrook on market st shuts at 5 on saturdays so dont leave it late",
     "from 9am to 5:30pm on Saturdays"),
    ("Dan's sister got her inhaler from the Castle Road pharmacy on a Sunday afternoon.",
     "is the only branch that opens on Sundays"),
    ("Once the GP signs off a repeat, it's ready to pick up in a day or so.",
     "you should allow at least three working days between the prescription arriving with us"),
    ("they only keep ur made up prescription for a fortnight then it goes back so grab it quick",
     "Dispensed prescriptions that have not been collected are kept on the shelf for 28 days"),
    ("Home delivery costs £3.50 a time unless you're over 70.",
     "for everyone else we charge £4.50 per delivery"),
    ("Mo's dad was told a complaint has to go in within six months or they won't look at it.",
     "Complaints should normally be made within 12 months of the event"),
    ("A prescription for a controlled drug stays valid for six months, same as any other.",
     "are valid for 28 days from the date on the prescription"),
    ("Tom's 16-year-old picked up his dad's oxycodone from Riverside last week, no questions asked.",
     "We will not hand Schedule 2 or Schedule 3 controlled drugs to anyone under the age of 18"),
    ("private flu jab at wellbrook is only 12 quid, bargain tbh",
     "can pay for a private vaccination, which costs £16.99"),
    ("Priya's little girl, who's three, had her typhoid jab at the Market Street travel clinic.",
     "We do not give travel vaccinations to children under the age of five"),
    ("if u dont need the tablets u can take em back unopened n get ur money back, did it last month",
     "we cannot accept returned medicines for resale or refund once they have left the pharmacy"),
    ("If you forget your exemption certificate, the pharmacy makes you pay and you claim it back later.",
     "we will not refuse to dispense or ask you to pay"),
    # near-misses
    ("The Riverside pharmacy stays open till ten at night on weekdays.", None),
    ("popped into market st at half 8 on my way to work tues, they were just opening up", None),
    ("Grandad's 72 so his meds get delivered for free.", None),
    ("Prescriptions nobody picks up are held for four weeks before the pharmacy chases you.", None),
    ("ordered my repeat thru the app 10 days before i ran out, no drama", None),
    ("Sam's mum got a fortnight's emergency supply of her blood pressure tablets when the surgery was shut.", None),
    ("You can't use the prescription lockers for insulin because it has to be kept cold.", None),
    ("took my old inhalers back to station parade for recycling, they took them no bother", None),
    ("Leah's son, who's 17, picked up her antibiotics from Castle Road for her.", None),
    ("A travel consultation is fifteen pounds, but you get that back if you spend fifty or more on jabs.", None),
    ("returned my unopened electric toothbrush after a week w the receipt n got a refund", None),
    ("Hannah got a letter acknowledging her complaint two days after she wrote in.", None),
]
