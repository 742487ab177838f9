"""Terms and conditions of a garage for vehicle servicing, MOT and repair work; written blind."""
from __future__ import annotations

POLICY = """\
CORRANDALE MOTOR SERVICES LTD
TERMS AND CONDITIONS FOR VEHICLE SERVICING AND REPAIR

Effective from 6 January 2025

1. About these terms

These terms apply whenever you ask Corrandale Motor Services Ltd ("the Garage", "we" or "us") to inspect, service, repair or carry \
out an MOT test on a vehicle at our workshop at 14 Brennock Road, Ashwick AS4 2LN, or at our smaller site at Millgate Yard, Ottershaw \
Green, and "you" means the person who books the work, whether or not that person is the registered keeper of the vehicle. "Estimate" \
means our best assessment of the likely cost of work, which may change, whereas "Quotation" means a fixed price for a described \
piece of work that we will not exceed unless you authorise further work in accordance with section 4. Our workshops are open from \
8am to 6pm Monday to Friday and from 8am to 1pm on Saturdays, and they are closed on Sundays and bank holidays, although vehicles may \
be dropped off at any time using the secure key box at the Brennock Road site.

2. Booking and diagnosis

Bookings may be made by telephone, through our website or in person at reception, and we will confirm each booking by text message \
or email, stating the work requested and the agreed drop-off time. Where you ask us to find the cause of a fault, we will carry out \
an initial diagnostic check lasting up to one hour at a fixed charge of £65 including VAT, and this charge will be deducted from the \
final invoice if you instruct us to carry out the repair within 14 days of the check. Further diagnostic time beyond the first hour \
is charged at our standard labour rate of £84 per hour plus VAT and will only be carried out with your authorisation. Vehicles must \
be delivered to us with at least a quarter of a tank of fuel, or for electric vehicles a charge of at least 20%, together with the \
locking wheel nut key and any radio or immobiliser codes, and we may charge £12 for fuel or charging where this requirement is not \
met.

3. Estimates and quotations

Any price given by telephone before the vehicle has been inspected is an Estimate only, and the final cost of work carried out under \
an Estimate may exceed it by up to 10% without further reference to you, provided that the increase arises from parts prices or \
labour time and not from additional work. Where the likely cost would exceed the Estimate by more than 10%, we will stop work and \
contact you before continuing, and no further charge will be made until you agree. A written Quotation is valid for 30 days from its \
date and covers only the parts and labour listed in it, and all prices given in Estimates and Quotations include VAT at the current \
rate unless they are stated to be for business customers. We do not charge for preparing a written Quotation, except for work on \
classic vehicles first registered before 1985 or on vehicles needing a road test of more than 10 miles, where a charge of £30 \
applies.

4. Authorisation of additional work

If, while working on the vehicle, we find further faults that need attention, we will contact you by telephone or text message with \
a description of the fault, the price of putting it right and, where relevant, photographs, and we will not carry out any additional \
work costing more than £50 including VAT without your express authorisation. Authorisation may be given by telephone, by text reply \
or by email, and where it is given by telephone we will record the name of the person giving it, the time and the amount agreed on \
your job card. If we cannot reach you within 4 working hours of first trying, we will complete only the work already authorised and \
return the vehicle to you, unless the fault we have found makes the vehicle unsafe to drive, in which case we will keep it until you \
tell us otherwise. Only the person who booked the work or the registered keeper may authorise additional work, except that a company \
fleet manager named on our account records may authorise work on company vehicles.

5. Courtesy cars

Courtesy cars are provided free of charge, subject to availability, for work expected to take longer than 4 hours, and must be \
reserved when you book, as we hold only 6 courtesy cars at Brennock Road and none at Millgate Yard. To use a courtesy car, you must \
be aged between 25 and 75, have held a full UK driving licence for at least 3 years and have no more than 6 penalty points, and you \
must produce your licence and a proof of address dated within the last 3 months when you collect the car. You will be responsible \
for the first £500 of any damage to the courtesy car, for all fuel used and for any parking or speeding penalties incurred while it \
is in your care. Smoking, vaping and the carriage of pets other than assistance dogs are not permitted in courtesy cars, and a \
cleaning charge of £35 applies if a car is returned with pet hair, food waste or a smell of smoke. Courtesy cars must not be taken \
outside Great Britain, used for towing, driven by anyone other than the named driver or kept for more than 24 hours after we tell \
you that your own vehicle is ready, and a charge of £45 a day will apply for each day or part day after that.

6. Parts and parts warranty

Unless you ask otherwise, we fit new parts of original equipment quality, and we will only fit used or reconditioned parts where you \
agree to this in writing, in which case those parts carry a warranty of 3 months. New parts supplied and fitted by us carry a \
warranty of 12 months or 12,000 miles, whichever comes first, covering both the part and the labour needed to replace it, except that \
tyres, wiper blades, bulbs and brake pads are covered only against manufacturing defects and not against normal wear. We are happy to \
fit parts that you supply yourself, but we give no warranty for such parts and will charge for any labour needed to remove and refit \
them if they prove faulty or incorrect. Parts that we replace will be kept for 7 days after the work is finished so that you may \
inspect or take them, after which they will be disposed of or recycled, other than exchange units such as alternators, \
turbochargers and gearboxes, which must be returned to the supplier and are not available to you.

7. Workmanship warranty

All labour is guaranteed for 6 months from the date of the invoice, and if you believe that any work has not been carried out \
properly, you must bring the vehicle back to the site where the work was done so that we can inspect it before any other garage \
carries out repairs. We will not pay for work carried out by another garage unless we have agreed to it in writing beforehand, \
except where the fault arises more than 50 miles from Ashwick and it is not reasonable for you to return the vehicle to us, in which \
case we will pay the reasonable cost of putting it right up to the value of the original invoice. The warranty does not apply to a \
vehicle used for racing, rallying, hire and reward or off-road driving, or to damage caused by an accident, misuse or lack of \
maintenance.

8. Collection of vehicles and storage charges

We will tell you by text message or telephone when your vehicle is ready, and you must collect it within 3 working days of that \
message. If a vehicle is not collected within that time, we may charge storage at £15 per day for cars and light vans and £25 per \
day for motorhomes and vehicles over 3.5 tonnes, starting from the fourth working day, and vehicles left with us for more than 28 \
days may be moved to our secure overflow compound, for which a single transfer fee of £90 is charged. Vehicles will be released \
only to the person who booked the work or to someone carrying a written authority signed by that person, together with photographic \
identification. If a vehicle remains uncollected 90 days after we first notified you that it was ready, we will write to you by \
recorded delivery and may sell or dispose of it in accordance with the Torts (Interference with Goods) Act 1977, deducting all sums \
owed to us from the proceeds.

9. Payment

Payment is due in full when you collect the vehicle, and we will not release a vehicle until all charges for the work, any storage \
and any courtesy car costs have been paid. We accept debit and credit cards, contactless payments and bank transfers, but not \
cheques, and cash payments are limited to £500 on any one invoice. Account customers approved by our accounts office may pay within \
30 days of the invoice date, and interest will be charged on overdue business accounts at 8% a year above the Bank of England base \
rate in accordance with the Late Payment of Commercial Debts (Interest) Act 1998. Finance is available on repair bills between £400 \
and £3,000 over 6 or 12 months at 0% interest, subject to status and to a deposit of 10%, and applicants must be aged 18 or over and \
live in the United Kingdom.

10. Cancellation and missed appointments

You may cancel or move a booking free of charge by telling us at least 24 hours before the agreed drop-off time, and if you give \
less notice or do not bring the vehicle in at all, we may charge a missed appointment fee of £30, or £54 for MOT tests. If you cancel \
after we have started work, you must pay for the labour already carried out and for any parts ordered specially for your vehicle, \
including parts that cannot be returned to the supplier, and we will reassemble the vehicle to a roadworthy condition where this is \
possible. Where a part ordered for you has not arrived within 10 working days of the date we gave you, you may cancel that part of \
the work without charge.

11. Responsibility for the vehicle and its contents

While the vehicle is in our care, we will take reasonable steps to keep it safe and will be responsible for loss or damage caused by \
our negligence, but you must remove all valuables, including satellite navigation units, child car seats, cash and personal \
documents, before leaving it with us, and we accept no responsibility for items left in the vehicle. Our staff may drive the vehicle \
on public roads for up to 15 miles for the purpose of testing, diagnosis or moving it between our sites, and every road test will be \
recorded on the job card with the mileage at the start and finish. We are not responsible for pre-existing damage, for faults in \
parts we have not worked on, or for minor marks to paintwork or wheels that were not pointed out at handover, and any damage you \
believe we have caused must be reported before you drive away from our premises.

12. Complaints

If you are unhappy with any aspect of our service, please speak first to the Service Manager at the site concerned, and if the \
matter is not resolved, write to our General Manager at the Brennock Road address within 60 days of the invoice date. We will \
acknowledge written complaints within 2 working days and aim to give a full reply within 14 days, and if you remain dissatisfied you \
may refer the matter free of charge to the Motor Ombudsman, of whose Service and Repair Code we are an accredited member.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("The garage charges £95 for the first hour of fault diagnosis.",
     "at a fixed charge of £65 including VAT"),
    ("my dad says corrandale knock the diagnostic fee off if u go ahead with the repair within a month",
     "if you instruct us to carry out the repair within 14 days"),
    ("Ollie reckons the garage's labour rate is only £60 an hour plus VAT.",
     "our standard labour rate of £84 per hour plus VAT"),
    ("they can go up to 25% over a phone estimate without ringing u first",
     "may exceed it by up to 10% without further reference to you"),
    ("My written quote from the garage is only valid for one week.",
     "A written Quotation is valid for 30 days from its date"),
    ("Nadia said the mechanics can do extra work up to £150 without checking with you.",
     "work costing more than £50 including VAT without your express authorisation"),
    ("you only get a courtesy car if the job's gonna take more than a full day",
     "for work expected to take longer than 4 hours"),
    ("Leo's 22 and the garage let him have a courtesy car while his clutch was done.",
     "be aged between 25 and 75"),
    ("took my labrador in the courtesy car all week, they said pets are fine",
     "the carriage of pets other than assistance dogs are not permitted"),
    ("Reconditioned parts from the garage get the same 12-month warranty as new ones.",
     "in which case those parts carry a warranty of 3 months"),
    ("Corrandale guarantee their labour for a full year from the invoice date, my uncle says.",
     "All labour is guaranteed for 6 months from the date of the invoice"),
    ("u get a week to pick up ur car once they text, storage only starts after that",
     "you must collect it within 3 working days of that message"),
    ("Sana's garage charges a tenner a day to store a car that isn't collected.",
     "£15 per day for cars and light vans"),
    ("paid my whole £800 garage bill in cash, no issue",
     "cash payments are limited to £500 on any one invoice"),
    ("You have to give the garage 48 hours' notice to move a booking or they charge.",
     "at least 24 hours before the agreed drop-off time"),
    ("Ben said their mechanics are allowed to road test your car for up to 50 miles.",
     "on public roads for up to 15 miles for the purpose"),
    # near-misses
    ("The first hour of diagnosis at the garage costs £65 including VAT.", None),
    ("they took the £65 diagnostic off my bill cos i booked the repair 10 days later", None),
    ("Phone estimate was £300, final bill £325, and they didn't ring me about it.", None),
    ("Ravi's written quote was free since his car is a 2012 Golf.", None),
    ("garage swapped a £20 bulb without phoning me first, fair enough", None),
    ("My sister got a free courtesy car for a six-hour job because one was available.", None),
    ("Mum is 72 and the garage let her have a courtesy car last month.", None),
    ("Sam's guide dog rode with him in the courtesy car and that was allowed.", None),
    ("courtesy car was free but i had to pay for the petrol i used", None),
    ("New parts they fit are under warranty for a year or 12k miles, whichever comes first.", None),
    ("They wouldn't give me back my old alternator because exchange units go back to the supplier.", None),
    ("Kemi's car broke down 80 miles from Ashwick, and Corrandale paid the local garage up to her original bill.", None),
    ("didnt collect til the 4th working day after the text so got charged £15 storage", None),
    ("I paid £400 of the garage bill in cash and put the rest on my card.", None),
    ("moved my garage booking with 2 days notice, no charge", None),
    ("Mechanic took my car on a 10 mile road test and logged the mileage on the job card.", None),
]
