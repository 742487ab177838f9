"""A UK boarding kennels and cattery's terms and conditions of boarding; written blind."""
from __future__ import annotations

POLICY = """\
FOXHOLME BOARDING KENNELS AND CATTERY
TERMS AND CONDITIONS OF BOARDING

Effective from 1 April 2025

1. Introduction

These terms and conditions apply to all dogs and cats boarded at Foxholme Boarding Kennels and Cattery, Longmead \
Lane, Little Ardley, Wexcombe WX7 3PN ("Foxholme", "we" or "us"), which is licensed by Wexcombe District Council to \
board up to 40 dogs and 30 cats at any one time. In these terms "Owner" means the person who signs the booking form, \
who must be at least 18 years old and must either own the animal or be authorised by its owner to board it, and \
"Stay" means the period from the day of arrival to the day of collection.

By making a booking the Owner confirms that they have read and accepted these terms, and the Owner remains \
responsible for all fees due under these terms even where a different person delivers or collects the animal.

2. Bookings and deposits

Bookings may be made by telephone, by email or in person at reception, and are confirmed only when we have received a \
completed booking form and a non-refundable deposit, except as provided in section 8. The deposit is 25% of the \
estimated total fee for Stays of up to 14 nights, and 50% for Stays of 15 nights or more and for all Stays that \
include any night between 20 December and 2 January, and in each case the deposit must be paid within 7 days of the \
provisional booking or the dates will be released.

The minimum Stay is 2 nights, except during July and August and the Christmas period described above, when the \
minimum Stay is 4 nights, and the maximum Stay is 12 weeks unless the Kennel Manager agrees in writing to a longer \
Stay.

Dogs from the same household may share a kennel if the Owner asks us to, provided that the kennel can hold them in \
comfort and that no more than 3 dogs share, and cats from the same household may share a chalet, with up to 4 cats in \
each of our family chalets. Entire males over 6 months old may board only if the Owner tells us at the time of \
booking, and we cannot accept bitches in season, whose Stay must be moved to a date after the season has ended.

3. Vaccinations and health

Every dog must have been vaccinated against canine distemper, hepatitis, parvovirus and leptospirosis, and every cat \
against feline infectious enteritis and cat flu, and the Owner must produce the vaccination certificate, signed by a \
veterinary surgeon, on arrival; a photograph of the certificate is acceptable only if it was emailed to us at least \
48 hours before arrival. A first course of vaccinations must have been completed at least 2 weeks before the start of \
the Stay, and boosters must be in date for the whole of the Stay, so that an animal whose annual booster falls due \
during the Stay must be given it before arrival.

We strongly recommend, but do not require, that dogs are vaccinated against kennel cough at least 3 weeks before \
arrival, and an Owner who chooses not to do so accepts that their dog may catch kennel cough while boarding despite \
all reasonable precautions; the kennel cough vaccine cannot be given at Foxholme.

All animals must have been treated for fleas within 4 weeks before arrival and for worms within 3 months before \
arrival, and if we find fleas on an animal we will treat it with a product of our choice and charge £12 for a dog or \
£9 for a cat. Animals must be fit and well on arrival, and we may refuse any animal that shows signs of infectious \
illness, such as coughing, diarrhoea or a discharge from the eyes or nose, in which case the deposit will be \
transferred to a later Stay.

4. Arrival and collection

Animals may be brought in and collected between 8am and 11am or between 3pm and 6pm from Monday to Saturday, and \
between 10am and 12 noon on Sundays, and we are closed for arrivals and collections on Christmas Day, Boxing Day and \
New Year's Day. Outside these times we can arrange a collection between 6pm and 8pm on weekdays only, for an extra \
charge of £20, provided that the Owner has asked for it at least 24 hours in advance.

Fees are charged for each night of the Stay, and an animal collected after 12 noon on the day of departure will be \
charged for an extra half day at half the nightly rate.

Dogs must arrive on a lead and wearing a collar with an identity tag, and cats must arrive in a secure carrier; we \
cannot accept a cat in a cardboard box. We will release an animal only to the Owner or to a person named on the \
booking form who shows photographic identification, and we will not release an animal to anyone under 16 years of \
age.

5. Feeding and belongings

Unless the Owner asks otherwise, dogs are fed twice a day, at 8am and 4pm, on a complete dry food, and cats are fed \
twice a day on a mixture of wet and dry food, with fresh water available at all times. Owners may bring their \
animal's usual food, which must be supplied in sealed or clearly labelled containers with enough for the whole Stay, \
and no reduction in fees is given for food brought from home. Raw food diets can be provided only if the Owner \
supplies the food frozen in daily portions, for which a handling fee of £1.50 per day is charged.

Owners may bring one bed or blanket and up to 2 toys for each animal, but we cannot accept responsibility for their \
loss or damage, and we do not accept rawhide chews, bones or bowls from home. Any item left behind at collection will \
be kept for 28 days and then given to a local rescue charity.

6. Medication and veterinary treatment

We will give medication prescribed by a veterinary surgeon, provided that it is supplied in its original packaging \
with the pharmacy label showing the animal's name, dose and frequency, and that the Owner has completed our \
medication form on arrival. Oral tablets and liquids are given free of charge, but a fee of £3 per day is charged for \
ear or eye drops and £5 per day for injections such as insulin, and we cannot accept any animal that needs medication \
more than 3 times in 24 hours.

If an animal becomes ill or injured during its Stay, we will take it to our appointed practice, Ardley Vale \
Veterinary Centre, unless the Owner's own vet is within 10 miles of Foxholme and the Owner has named that vet on the \
booking form. The Owner authorises us to agree to any treatment the vet recommends and must pay all veterinary fees \
in full on collecting the animal, together with a transport charge of £15 for each visit to the vet, and we will try \
to contact the Owner or their emergency contact before agreeing to any treatment that costs more than £300, except \
where the vet advises that delay would cause the animal to suffer.

In the sad event that an animal dies during its Stay, we will keep the body at the veterinary practice and will \
arrange a post-mortem examination at our own cost if the Owner asks for one within 48 hours of being told.

7. Fees and payment

The nightly fee for a dog is £24 in a standard kennel and £30 in a large kennel, and for a cat is £16 in a standard \
chalet, and where animals share a kennel or chalet a discount of 20% applies to the fee for the second and each \
further animal. A surcharge of £5 per animal per night applies to every night between 20 December and 2 January and \
to every bank holiday night.

The balance of the fee, after deducting the deposit, must be paid in full at collection by card or bank transfer, and \
cash is accepted for amounts of up to £200; we do not accept cheques or American Express. If a Stay is extended, the \
additional nights will be charged at the rate then applying, and if it is shortened by early collection no refund \
will be given for nights not used, except where the Owner has told us at least 48 hours before the new collection \
date.

Extra services are charged as follows: an additional one-to-one walk of 30 minutes costs £8, a bath and brush costs \
£25 for a small dog or £35 for a large dog, and nail clipping costs £10.

8. Cancellations

If the Owner cancels a booking the deposit is not refundable, but if the Owner gives at least 28 days' notice we will \
transfer the deposit to another Stay beginning within 6 months of the original arrival date. If a cancellation is \
made less than 7 days before arrival, or if the animal is not brought in on the booked day, the Owner must pay 50% of \
the remaining balance of the estimated fee as well as losing the deposit, except that the deposit will be refunded in \
full where we have to cancel the booking ourselves for any reason.

9. Care, exercise and visits

Each dog is walked at least twice a day in our secure paddocks, unless the Owner has asked that it be exercised only \
on the lead, and dogs from different households are never exercised together. Cats are not let out of their chalets, \
each of which has a heated sleeping area and an attached run, and no animal is taken off our premises at any time \
during its Stay except for a visit to the vet.

Owners may visit their animal only by appointment, which must be arranged at least 24 hours in advance, and visits \
are limited to 30 minutes and are not allowed on Sundays, because we find that visits can unsettle animals.

We will not accept an animal that has shown aggression towards people or other animals, and if an animal shows \
aggression during its Stay we may move it to a separate block or ask the Owner to collect it within 24 hours. Dogs \
are not sedated or given any medication to calm them except on the instructions of a vet.

10. Uncollected animals, liability and complaints

If an animal is not collected within 7 days after the end of the booked Stay and we have been unable to contact the \
Owner or the emergency contact, we may rehome the animal through a registered animal charity, and the Owner will \
remain liable for all boarding fees up to the date of rehoming, together with an administration charge of £50.

We take every reasonable care of animals in our charge, but we are not liable for any illness, injury or death of an \
animal, or for loss of or damage to property, unless it is caused by our negligence, and our liability is in any \
event limited to £1,000 per animal.

Any complaint should be made in writing to the Kennel Manager within 14 days of collection, and we will reply within \
10 working days; if the Owner is not satisfied with our reply, they may contact the licensing team at Wexcombe \
District Council.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("For a week's stay at Foxholme the deposit is only 10% of the total.",
     "The deposit is 25% of the"),
    ("Emma booked her spaniel into the kennels for just one night in August, no problem.",
     "minimum Stay is 4 nights, and the maximum Stay is 12 weeks"),
    ("foxholme will take my girl while she's in season, they just keep her away from the boys",
     "we cannot accept bitches in season"),
    ("you can just show them a pic of the vaccination card on your phone when you drop off",
     "a photograph of the certificate is acceptable only if it was emailed"),
    ("Foxholme won't board any dog that hasn't had the kennel cough vaccine.",
     "but do not require, that dogs are vaccinated against kennel cough"),
    ("My aunt says if the kennels find fleas they treat them for free.",
     "charge £12 for a dog or £9 for a cat"),
    ("foxholme do sunday pick ups in the afternoon, like 2 till 5",
     "between 10am and 12 noon on Sundays"),
    ("My 14-year-old can collect the dog from the kennels as long as he's named on the form.",
     "we will not release an animal to anyone under 16 years of"),
    ("The kennels feed the dogs at 7 in the morning and 5 in the afternoon.",
     "dogs are fed twice a day, at 8am and 4pm"),
    ("Jo gets a few quid knocked off the boarding fee because she brings her cat's own food.",
     "no reduction in fees is given for food brought from home"),
    ("the kennels charge £3 a day just to give Biscuit his tablets, bit steep ngl",
     "Oral tablets and liquids are given free of charge"),
    ("Foxholme only ring you before agreeing vet treatment that costs over £500.",
     "before agreeing to any treatment that costs more than £300"),
    ("A standard kennel for one dog is £28 a night at Foxholme.",
     "The nightly fee for a dog is £24 in a standard kennel"),
    ("Raj paid his £450 kennel bill in cash at collection, they were fine with it.",
     "cash is accepted for amounts of up to £200"),
    ("u can pop in and visit ur dog on a sunday afternoon if u book ahead",
     "are limited to 30 minutes and are not allowed on Sundays"),
    ("Kennels can rehome your dog if you don't pick it up within 3 days of the booking ending.",
     "If an animal is not collected within 7 days after the end"),
    # near-misses
    ("Our three-week stay at Foxholme needed a 50% deposit.", None),
    ("Booked the cat in for 3 nights in October, the minimum then is only 2.", None),
    ("My two labs share one kennel when they board at Foxholme.", None),
    ("emailed a photo of the vaccine card 3 days before drop-off and they accepted it", None),
    ("Our dog isn't vaccinated for kennel cough but Foxholme still took him.", None),
    ("Priya wormed her cat six weeks before it went into the cattery.", None),
    ("Sunday drop-off at the kennels has to be between 10 and noon.", None),
    ("picked the dog up at 7pm on a thursday, paid the £20 extra, had arranged it 2 days before", None),
    ("Mia's 17 and collected our cat, she's on the form and showed her driving licence.", None),
    ("The kennels will feed raw if you bring it frozen in daily bags, £1.50 a day extra.", None),
    ("Brought Bella's blanket and two of her toys for her stay.", None),
    ("Eye drops for our cat cost an extra £3 a day at the cattery.", None),
    ("A large kennel is six quid a night more than a standard one.", None),
    ("my sister's second cat sharing the chalet gets 20% off", None),
    ("Dogs get walked at least twice a day and never with other people's dogs.", None),
    ("left the lead behind at the kennels, they keep stuff for 4 weeks before it goes to charity", None),
]
