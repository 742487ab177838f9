"""Booking terms and conditions of a dog grooming salon; written blind."""
from __future__ import annotations

POLICY = """\
BRACKENWOOD DOG GROOMING STUDIO LTD
BOOKING TERMS AND CONDITIONS FOR GROOMING APPOINTMENTS

Effective from 1 March 2025

1. Definitions and scope

In these terms, "the Studio" means Brackenwood Dog Grooming Studio Ltd, trading from Unit 4, \
Tanner's Yard, Elmsworth, and "you" means the person who books the appointment, who must be at least \
18 years old and the owner or authorised keeper of the dog. "Groom" means any bath, dry, clip, \
hand-strip, nail trim or other treatment carried out by a member of the Studio's staff, and "Full \
Groom" means a bath, blow-dry, full body clip or scissor finish, nail clip, ear clean and hygiene \
trim. These terms apply to every appointment booked on or after 1 March 2025 and replace all earlier \
versions, except that any package of prepaid grooms bought before that date will be honoured on its \
original terms until it expires.

The Studio is open from 8:30am to 5:30pm Tuesday to Friday and from 8am to 2pm on Saturdays, and is \
closed on Sundays, Mondays and bank holidays. We groom a maximum of 9 dogs per day and never have \
more than 3 dogs in the grooming room at any one time, so that every dog receives individual \
attention from a named groomer.

2. Booking appointments and deposits

Appointments may be booked by telephone on 01632 960418, in person at the Studio or through our \
online booking page, but we do not accept bookings made by text message or through social media. A \
deposit of £15 per dog is required to secure any appointment for a Full Groom, and a deposit of £25 \
per dog is required for any appointment expected to last more than 3 hours, such as a hand-strip or \
a de-matting session. Deposits must be paid within 48 hours of making the booking, failing which the \
appointment slot may be released to another client without further notice. The deposit is deducted \
from the final bill on the day of the groom, provided that you attend the appointment or give notice \
of cancellation in accordance with section 4.

New clients must attend a free 15-minute consultation at least 7 days before the first Full Groom, \
unless the dog has been professionally groomed within the previous 8 weeks and you can show a \
receipt or another groomer's record card. We recommend that most breeds are groomed every 6 to 8 \
weeks, and clients who book their next appointment before leaving the Studio will be given priority \
for Saturday slots, which are otherwise allocated on a first-come, first-served basis up to 10 weeks \
in advance.

3. Prices and payment

Prices for a Full Groom start at £38 for small breeds under 10kg, £48 for medium breeds between 10kg \
and 25kg and £62 for large breeds over 25kg, and the final price depends on the size, coat condition \
and temperament of the dog on the day. A bath and blow-dry without a clip costs £28 for small breeds \
and £40 for all other breeds, and a nail trim on its own costs £8 and may be booked as a walk-in \
service between 9am and 11am on Tuesdays and Thursdays only. Where two or more dogs from the same \
household are groomed on the same day, a discount of 10% is applied to the second and any further \
dog, but this discount cannot be combined with any other offer or with a prepaid package.

Payment is due in full when you collect your dog and may be made by debit card, credit card or cash, \
although we do not accept cheques or American Express. No surcharge is added to card payments, but \
any bill of less than £5 must be paid in cash. Prepaid packages of 6 Full Grooms are sold for the \
price of 5 and must be used within 12 months of purchase, after which any unused grooms are lost and \
no refund or extension will be given, other than where the dog has died or has been rehomed, in \
which case the unused grooms will be refunded at the package rate.

4. Cancellations, late arrival and missed appointments

If you need to cancel or move an appointment, you must give us at least 48 hours' notice by \
telephone or email, and the deposit will then be transferred to your new appointment or refunded \
within 5 working days if you do not rebook. Where you give less than 48 hours' notice the deposit is \
forfeited, and where you give less than 24 hours' notice or fail to attend at all, we will charge \
50% of the full price of the booked groom in addition to keeping the deposit. Clients who miss two \
appointments in any 12-month period without notice will be asked to pay the full price of any future \
groom in advance at the time of booking.

If you arrive more than 15 minutes late, we may need to shorten the groom, offer a bath only or \
rebook the appointment, and where the appointment is rebooked the late arrival will be treated as a \
cancellation with less than 24 hours' notice. We will always try to contact you by telephone if we \
have to cancel an appointment because of staff illness or an emergency, and in that case any deposit \
paid will be refunded in full or transferred at your choice, but we will not be liable for any other \
costs you incur.

5. Vaccinations, health and fitness to groom

Every dog must be fully vaccinated against distemper, parvovirus, hepatitis and leptospirosis, and \
you must bring the vaccination card to the first appointment and again whenever the card is updated. \
We do not require vaccination against kennel cough, but we will not groom any dog that has shown \
signs of kennel cough, such as coughing or retching, within the previous 14 days. Dogs that are due \
a booster may still be groomed for up to 4 weeks after the booster date, provided that the booster \
has already been booked with your vet.

You must tell us at the time of booking about any medical condition, allergy, recent surgery, skin \
complaint, ear infection, heart condition or history of seizures, and we may ask for a letter from \
your vet confirming that the dog is fit to be groomed. Dogs that have had surgery under general \
anaesthetic within the previous 10 days, or bitches that are in season, will not be groomed, and a \
bitch in season should be rebooked for at least 3 weeks after the start of the season. We never use \
sedatives ourselves, and we will not groom any dog that has been sedated by its owner or by a vet on \
the day of the appointment.

6. Puppies, senior dogs and behaviour

Puppies may attend from 12 weeks of age, provided that they completed their primary course of \
vaccinations at least 7 days before the appointment, and a Puppy Introduction session lasting no \
more than 45 minutes costs £20 for any breed until the puppy reaches 6 months of age. After that \
age, puppies are charged at the standard rates set out in section 3. Dogs aged 10 years or over are \
treated as senior dogs, and their grooms are booked as the first appointment of the day and include \
rest breaks of at least 10 minutes every half hour at no extra charge.

You must tell us if your dog has ever bitten or tried to bite a person or another animal, and any \
dog with a history of biting must wear a basket muzzle, which you must supply, while its face and \
feet are being handled. If a dog becomes so distressed or aggressive during a groom that, in the \
groomer's judgment, it cannot safely continue, the groom will be stopped, you will be called to \
collect the dog within 1 hour and you will be charged for the work completed, subject to a minimum \
charge of £20. Entire male dogs over 12 months old must be kept on a short lead at all times while \
in the reception area.

7. Matted coats and our welfare policy

The welfare of the dog always comes before the appearance of the groom, and we will not attempt to \
brush out a heavily matted coat where doing so would cause the dog pain. Where a coat is matted, we \
will contact you before starting, and with your agreement we will shave the coat short, usually to a \
length of 3mm to 5mm, and charge a de-matting fee of £12 for each 15 minutes of additional work, up \
to a maximum of £48 per groom. If we cannot reach you within 30 minutes, you agree that we may go \
ahead with a shave-down in accordance with this section.

A shave-down can expose the skin to irritation, sunburn and, in rare cases, post-clipping alopecia, \
and we accept no responsibility for these conditions where the coat was matted on arrival. Dogs that \
have had a shave-down should be kept out of strong direct sun or wear a light coat for at least 7 \
days afterwards, and we recommend that the next groom takes place within 4 weeks to stop the coat \
from matting again.

8. Drop-off, collection and late collection

Dogs must be dropped off at the time stated on the booking and on a secure lead or in a carrier, and \
we cannot accept dogs left tied up outside the Studio or handed over by anyone under 16 years of \
age. A Full Groom usually takes between 2 and 4 hours, and we will send you a text message when your \
dog is ready, at which point you must collect your dog within 30 minutes. Dogs are kept in \
individual crates between stages of the groom and are never left unattended with another client's \
dog.

Where a dog is collected more than 30 minutes after the ready message, a late collection fee of £5 \
is charged for each further 15 minutes or part of 15 minutes. Dogs that have not been collected by \
6pm on a weekday or by 2:30pm on a Saturday will be transferred to Fernhill Boarding Kennels, Oak \
Lane, Elmsworth, and all boarding and transport charges, together with an administration fee of £30, \
must be paid by you before the dog is released. A dog may be collected by someone other than you \
only if you have named that person when booking and that person is at least 18 years old.

9. Fleas, parasites and optional extras

If we find fleas, ticks or lice on your dog, we will stop the groom, carry out a flea bath at a \
charge of £15 and then deep-clean and disinfect the grooming room, for which an additional cleaning \
charge of £20 will be made. You must treat your dog and any other pets in the household with a \
vet-approved flea product at least 48 hours before the next appointment. Optional extras, which may \
be added at the time of booking or on the day, include teeth brushing for £5, a blueberry facial for \
£6, paw balm for £4 and a medicated shampoo, which is supplied free of charge where the dog has a \
skin condition diagnosed by a vet and otherwise costs £7.

10. Injuries, liability and complaints

Our groomers hold Level 3 qualifications in dog grooming and first aid certificates that are renewed \
every 3 years, and the Studio holds public liability insurance with cover of up to £2 million. \
Despite reasonable care, minor nicks, clipper rash and razor burn can occur, particularly on matted, \
elderly or wriggly dogs, and where an injury needs treatment we will contact you immediately and, if \
we cannot reach you, take the dog to Elmsworth Veterinary Centre on Mill Street. We will pay the \
vet's fees for any injury caused by our negligence, but not for any injury or condition that existed \
before the groom or that results from the dog's own behaviour.

If you are not happy with a groom, you must tell us within 72 hours of collection and bring the dog \
back so that we can look at it, and we will then correct any fault free of charge within 7 days. We \
do not give refunds for grooms that have been completed, except where a fault cannot be corrected, \
in which case we may refund up to 50% of the price of the groom. Complaints that are not resolved in \
the Studio may be put in writing to the manager, who will respond within 14 days.

11. Photographs, personal data and changes to these terms

We may take photographs of your dog before and after the groom and use them on our website and \
social media pages, unless you tell us in writing that you do not wish us to do so. Your contact \
details and your dog's records will be kept for 3 years after your last appointment and will never \
be sold or passed to any third party, other than a vet or kennels in an emergency in accordance with \
sections 8 and 10. We may change these terms and our prices by giving at least 30 days' notice on \
our website and in the Studio, but a price increase will not apply to any appointment for which a \
deposit has already been paid.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("u can just text the groomers at Brackenwood to book, that's how i always do it", "but we do not accept bookings made by text message"),
    ("The deposit for a full groom at Brackenwood is £20 per dog.", "A deposit of £15 per dog is required to secure"),
    ("tbh saturdays are easiest, the dog groomers are open till 5 so i go after football", "from 8am to 2pm on Saturdays"),
    ("My neighbour gets 20% knocked off the second dog when she brings both her terriers in together.", "a discount of 10% is applied to the second and any further dog"),
    ("dad paid for the dog groom with a cheque last wk, they took it no problem", "although we do not accept cheques or American Express"),
    ("The six-groom prepaid bundle never expires, you can spread it over as many years as you like.", "must be used within 12 months of purchase"),
    ("Priya says if you just don't turn up at the groomer's they keep the deposit and that's it, nothing else.", "we will charge 50% of the full price of the booked groom"),
    ("The dog groomer insists on proof of a kennel cough vaccine before they'll take him.", "We do not require vaccination against kennel cough"),
    ("Marcus reckons Brackenwood will groom pups from 8 weeks old.", "Puppies may attend from 12 weeks of age"),
    ("my nan's 11yo spaniel gets rest breaks during grooms but they add a fiver for it", "include rest breaks of at least 10 minutes every half hour at no extra charge"),
    ("Jo got charged £60 in de-matting fees alone for one groom at Brackenwood.", "up to a maximum of £48 per groom"),
    ("if ur late picking up after closing they take the dog round to the vets on Mill Street", "will be transferred to Fernhill Boarding Kennels, Oak Lane, Elmsworth"),
    ("My 16-year-old is allowed to collect the dog from the groomer's after school, I put his name on the booking.", "named that person when booking and that person is at least 18 years old"),
    ("Sue said when they found fleas on her collie the groomers did the flea bath for free.", "carry out a flea bath at a charge of £15"),
    ("ngl you get a whole week after pickup to complain about a bad groom there", "you must tell us within 72 hours of collection"),
    ("The groomer keeps customer details for five years after the last visit.", "will be kept for 3 years after your last appointment"),
    # near-misses
    ("full groom for my 8kg westie starts from 38 quid at brackenwood", None),
    ("Cancelled the grooming appointment three days ahead and they just moved my deposit to next month.", None),
    ("My sister's 17-year-old dropped her dog off at the grooming studio on Saturday morning.", None),
    ("nail trim walk-in on a thurs about 10ish, only 8 quid, didn't need to book", None),
    ("Rufus's booster was due a fortnight ago but the vet appointment is booked, so his groom is still on.", None),
    ("Puppy intro session at the groomers for our 4 month old lab was twenty quid.", None),
    ("Bella's medicated shampoo was free cos the vet diagnosed her dermatitis.", None),
    ("Tom got a tenth off his second dog's groom when he took both in the same day.", None),
    ("the groomer said if the coat's matted they'll shave it to about 4mm", None),
    ("They don't add any surcharge for paying by card at the dog groomer's.", None),
    ("Our spaniel has never had a kennel cough jab but the groomers still do him fine.", None),
    ("Rita got her unused prepaid grooms refunded after her old lab passed away.", None),
    ("Dogs over ten get the first slot of the morning at Brackenwood.", None),
    ("groom usually takes about 3 hrs, they text when he's ready", None),
    ("Dev picked his poodle up 20 minutes after the ready text and wasn't charged a late fee.", None),
    ("The groomer gives a free 15 minute consultation before a new dog's first full groom.", None),
]
