"""Terms and conditions of business for clients of a two-site veterinary practice; written blind."""
from __future__ import annotations

POLICY = """\
HARROWGATE VETERINARY CENTRE
Terms and Conditions of Business for Clients
Effective from 1 April 2025

1. About these terms

These terms of business apply to every client of Harrowgate Veterinary Centre ("the Practice", "we", "us"), which \
operates a small animal hospital at 14 Castle Street, Kendlebury KB3 4TR and a branch surgery at 2 The Parade, \
Millbrook MB1 7JH, and by registering an animal with us, booking an appointment or presenting an animal for treatment \
you agree to be bound by them. Clinical responsibility for the Practice rests with our Clinical Director, Dr Fiona \
Marsh MRCVS, who is supported by a team of eleven veterinary surgeons together with registered veterinary nurses, \
patient care assistants and client care staff. The Practice is accredited under the RCVS Practice Standards Scheme, \
and all of our veterinary surgeons are registered with the Royal College of Veterinary Surgeons. We recommend that \
you read these terms carefully and keep a copy for reference; a printed copy is available at either reception desk \
on request, and the current version is always published on our website.

2. Registering your pet

Every animal must be registered with the Practice before it can be seen, except in a genuine emergency, in which case \
registration may be completed after treatment has been given. To register you will need to provide your full name, \
home address, a contact telephone number and an email address, together with details of each animal including its \
species, breed, date of birth and microchip number where one has been fitted. The person who registers an animal must \
be at least 18 years of age and is treated as the owner for the purposes of these terms, and that person is \
responsible for all fees incurred in respect of the animal whether or not they are the person who brings it to an \
appointment. Only the registered owner or an adult who has been named as an authorised person on the account may \
consent to treatment, sign a consent form or make decisions about euthanasia, and we will not accept instructions \
from anyone else, including friends, neighbours and pet sitters. You may add up to two authorised persons to your \
account by completing a form at reception or through the client area of our website. Please tell us promptly if your \
address, telephone number or email address changes, because we cannot be held responsible for vaccination or \
treatment reminders that fail to reach you.

3. Appointments

Consultations are by appointment only and may be booked by telephone on 01632 960418, in person at either reception, \
or online through our booking portal, which shows available slots up to four weeks ahead. The main hospital at \
Castle Street is open for consultations from 8.00am to 7.00pm Monday to Friday, and Saturday surgery runs from \
8.30am to 12.30pm; the Practice is closed on Saturday afternoons, Sundays and bank holidays, when our out-of-hours \
arrangements in section 6 apply. The Millbrook branch surgery offers consultations and vaccinations only, from 9.00am \
to 1.00pm and 2.00pm to 6.00pm Monday to Friday except Wednesday afternoons, it is closed at weekends, and all \
surgery, diagnostic imaging and hospitalisation is carried out at Castle Street.

A standard consultation lasts 15 minutes. If you wish to discuss more than one animal, or a complex or long-standing \
problem, please ask for a double appointment of 30 minutes when you book, because otherwise your vet may need to ask \
you to make a further appointment so that each concern can be dealt with properly. We make every effort to run to \
time, but emergencies always take priority over routine appointments, and we ask for your patience if your vet is \
delayed.

Our registered veterinary nurses run free clinics for weight checks, post-operative checks and puppy and kitten \
advice on weekday afternoons at both sites, while nail clipping is offered at the nurse clinic on Tuesday afternoons \
only, at Castle Street, for a fee of £15.00 per animal. When you come to an appointment, please bring:

- dogs on a secure lead, and cats, rabbits and other small pets in a suitable closed carrier;
- any medicines or supplements your animal is currently taking, including those bought elsewhere;
- your animal's vaccination card or record if it was vaccinated at another practice;
- a fresh urine or faecal sample, if the vet or nurse has asked you for one.

If you need to cancel or rearrange an appointment, please give us at least 24 hours' notice. Appointments that are \
missed, or cancelled with less than 24 hours' notice, may be charged a missed appointment fee of £25.00, and clients \
who miss three appointments within any twelve-month period may be asked to pay the full consultation fee at the time \
of booking any future appointment. If you arrive more than 10 minutes late we may not be able to see you and may ask \
you to rebook.

4. Fees and estimates

Our fees are calculated according to the time spent, the procedures carried out and the drugs and materials used, and \
a full price list is available at reception and on our website. A standard consultation with a veterinary surgeon \
costs £52.00, a double consultation costs £89.00, and a re-examination for the same condition within 14 days of the \
original consultation is charged at a reduced rate of £29.00, except where the re-examination is a post-operative \
check, which is free of charge. All prices include VAT at the current rate of 20% unless stated otherwise. Our fees \
are reviewed once a year, with any changes taking effect on 1 April, and we will display the new fees in both waiting \
rooms and on our website at least 28 days before they apply, although the price of medicines and consumables may \
change at other times of year when our suppliers' prices change.

We are always happy to provide a written estimate before any non-emergency treatment, and for any procedure expected \
to cost more than £300 we will give you an estimate in advance and ask you to sign it. An estimate is our best \
assessment of the likely cost and is not a fixed quotation; if it becomes apparent that the cost will exceed the \
estimate by more than 10%, we will contact you for your consent before continuing, except where any delay would \
endanger the animal's life or cause it unnecessary suffering. For planned surgery and hospitalisation we may ask for \
a deposit of up to 50% of the estimate when the animal is admitted.

5. Payment

Payment in full is due at the time of treatment, or on collection of your animal if it has been hospitalised, unless \
other arrangements have been agreed in writing with our Practice Manager beforehand. We accept cash, all major debit \
and credit cards except American Express, and Apple Pay and Google Pay at both reception desks, and card payments can \
also be taken over the telephone. Cheques are no longer accepted at either site. Bank transfer is accepted only for \
invoices over £500 and only by prior arrangement with our accounts team, who will give you our bank details by \
telephone and will never send them by email.

Where credit has been agreed, accounts must be settled within 30 days of the invoice date. An administration fee of \
£15.00 is charged for each reminder letter sent in respect of an overdue account, and accounts that remain unpaid \
after 90 days will be passed to our debt collection agency, Fairway Credit Services, with the cost of collection \
added to the balance owed. We reserve the right to decline non-emergency treatment to any client with an outstanding \
balance.

We strongly recommend that every pet is insured, but insurance is a contract between you and your insurer and you \
remain responsible for paying our fees in full. We will submit a direct claim to your insurer on your behalf only \
where the claim is for more than £250 and your insurer accepts direct claims from veterinary practices, and in such \
cases you will be asked to pay the policy excess and any amount your policy does not cover at the time of treatment. \
We charge an administration fee of £20.00 for completing each new claim form and £10.00 for each continuation claim.

6. Out-of-hours and emergencies

If your animal needs urgent attention during our opening hours, please telephone before setting off so that our team \
can prepare for your arrival. Outside our opening hours, emergency care is provided on our behalf by Northvale \
Emergency Vets at their dedicated hospital on Riverside Road, Aldcastle, approximately nine miles from Castle Street, \
and our own premises are not staffed overnight or at weekends. Calling our usual number outside opening hours will \
automatically divert you to Northvale, whose vets can see your animal's clinical history with us.

Northvale's fees are set independently and are higher than ours because of the cost of providing a round-the-clock \
service: at the time of writing an out-of-hours consultation costs £185.00 between 7.00pm and 8.00am on weekdays and \
after 12.30pm on Saturdays, and £225.00 on Sundays and bank holidays, and payment in full is required before your \
animal is discharged. Out-of-hours home visits are available only in exceptional circumstances, and in most cases you \
should expect to bring your animal to Aldcastle. During our normal opening hours, our vets can make home visits \
within 10 miles of Castle Street by arrangement, for a visit fee of £95.00 in addition to the consultation fee. \
Hospitalised animals that need continuous overnight monitoring may be transferred to Northvale at the end of the day, \
and your vet will always discuss this with you before your animal is admitted.

7. Prescriptions and medicines

Under the Veterinary Medicines Regulations, prescription-only medicines may be prescribed only for animals under our \
care, which means that one of our veterinary surgeons must have examined the animal recently enough to have adequate \
knowledge of its current condition; in most cases this means at least once every six months, although for some \
medicines and conditions the vet may require more frequent checks or blood tests. Repeat prescriptions should be \
requested online or by telephone and will be ready for collection within 48 hours of your request, excluding weekends \
and bank holidays, from whichever of our two sites you choose. We will not dispense more than three months' supply of \
any medicine at one time, and controlled drugs are limited to 28 days' supply.

You may ask for a written prescription so that you can obtain medicines from another veterinary practice or from an \
online pharmacy, and we will provide one for a fee of £18.50, or £28.00 for a prescription covering more than one \
medicine. Written prescriptions are normally valid for six months, except for controlled drugs, which must be \
dispensed within 28 days of the date of the prescription. For safety reasons, medicines cannot be returned or \
exchanged once they have left our premises, except where we have made a dispensing error.

8. Paws Plus pet health plan

Paws Plus is our preventive health plan, which replaced our former Pet Care Club in March 2023; members of the old \
scheme were transferred automatically and did not need to re-register. In return for a fixed monthly payment by \
Direct Debit, each member animal receives:

- its annual booster vaccination, with a nurse health check six months later;
- two consultations with a veterinary surgeon in each plan year;
- flea, tick and worm treatment for twelve months, supplied in batches of three months;
- a 10% discount on surgical procedures, dental treatment and prescription diets bought from the Practice.

Monthly fees are £14.50 for cats, £9.50 for rabbits, and £16.00, £18.50 or £22.00 for dogs weighing up to 10kg, \
10kg to 25kg and over 25kg respectively. Any cat, dog or rabbit registered with the Practice can join the plan from \
eight weeks of age, provided that it has been examined by one of our vets within the previous 12 months, and animals \
over ten years old must first have a senior health check, charged at the standard consultation fee. The plan has a \
minimum term of 12 months, and if you cancel before the end of that term you must pay the difference between the \
full price of the services your animal has received and the payments you have made. If two consecutive Direct Debit \
payments are missed the plan will be suspended until the arrears are paid. Plan benefits belong to the named animal \
and cannot be transferred to another pet, and plan discounts do not apply to services provided by Northvale \
Emergency Vets or to treatment being claimed on insurance.

9. Surgery, hospitalisation and collection

Animals booked for planned surgery should be admitted to Castle Street between 8.00am and 9.00am on the day of the \
operation, and unless your vet advises otherwise they should have no food after 10.00pm the night before, although \
water should be left available. You will be asked to sign a consent form at admission, and a nurse will telephone \
you after the procedure to arrange a discharge appointment, which will normally be in the afternoon. Visits to \
hospitalised patients are welcome by appointment between 2.00pm and 4.00pm each weekday. Animals that are not \
collected within 48 hours of being ready for discharge will be charged a boarding fee of £30.00 per night, and an \
animal left uncollected for 14 days may, after written notice to the owner, be rehomed through a local rescue centre.

10. Records, complaints and your data

Clinical records, including X-rays and laboratory results, remain the property of the Practice, but we will send a \
copy of your animal's history to another veterinary practice free of charge if you decide to move. If you are unhappy \
with any aspect of our service, please speak to the vet or nurse concerned in the first instance, or write to our \
Practice Manager, Mrs Helen Okafor, at the Castle Street address. We will acknowledge a written complaint within five \
working days and aim to give you a full response within 21 days. If we cannot resolve your complaint, you may refer \
it to the Veterinary Client Mediation Service, an independent service that is free for clients to use. We hold your \
personal information in accordance with our privacy notice, which is available on our website, and we will not pass \
your details to third parties for marketing purposes.

11. Changes to these terms

We may change these terms from time to time, and any change will be published on our website and displayed at both \
reception desks at least 28 days before it takes effect. The version in force on the date of treatment will apply to \
that treatment, and if anything in these terms is unclear, please ask a member of our client care team to explain it \
before you agree to any treatment.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("A standard consultation at Harrowgate costs £45.",
     "A standard consultation with a veterinary surgeon costs £52.00"),
    ("fyi sat morning surgery goes on till 2 so no need to rush over",
     "Saturday surgery runs from 8.30am to 12.30pm"),
    ("Dan booked his spaniel into the Friday morning nail clinic at Harrowgate.",
     "nail clipping is offered at the nurse clinic on Tuesday afternoons only"),
    ("Their consultation prices go up every January.",
     "with any changes taking effect on 1 April"),
    ("repeat meds take like 5 working days to be ready so order early!!",
     "will be ready for collection within 48 hours of your request"),
    ("Mum got a whole year's supply of her dog's flea tablets from them in one go.",
     "will not dispense more than three months' supply of"),
    ("Puppies have to be six months old before they can join the health plan.",
     "can join the plan from eight weeks of age"),
    ("paws plus = 20% off any ops, worth it tbh",
     "a 10% discount on surgical procedures, dental treatment"),
    ("u can still pay by cheque at reception apparently",
     "Cheques are no longer accepted at either site."),
    ("Sarah's pet sitter can sign off vet treatment for her cat even though she isn't named on Sarah's account.",
     "we will not accept instructions from anyone else, including friends, neighbours and pet sitters"),
    ("Out-of-hours emergencies are seen at the Castle Street hospital itself.",
     "emergency care is provided on our behalf by Northvale"),
    ("Tom says the clinical director at Harrowgate is Dr Owen Price.",
     "rests with our Clinical Director, Dr Fiona"),
    # near-misses
    ("paid £52 for Luna's consult last wk, same as the price list says", None),
    ("Harrowgate only does Saturday mornings.", None),
    ("Gran's cat was in the old Pet Care Club before they switched it to Paws Plus, she didn't have to sign up again.",
     None),
    ("they let me pay the £800 op bill by bank transfer bc I rang ahead to set it up", None),
    ("There's free parking behind the Castle Street surgery.", None),
    ("Milo's Vetmedin was ordered on Monday morning and ready to pick up by Tuesday afternoon.", None),
    ("Kit joined the health plan at ten weeks old.", None),
    ("plan gets u 10% off prescription food, handy for Rex's kidney diet", None),
    ("An emergency consult at Northvale at 2am on a weekday costs £185.", None),
    ("nail trims w the nurse are fifteen quid, tuesdays after lunch", None),
    ("Sam's owner picks up three months of thyroid tablets at a time from Harrowgate.", None),
    ("The Millbrook branch doesn't do operations; those happen at Castle Street.", None),
]
