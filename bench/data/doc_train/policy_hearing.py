"""A private hearing aid centre's trial, warranty and aftercare terms; written blind."""
from __future__ import annotations

POLICY = """\
CLEARWELL HEARING CENTRES LTD
HEARING AID TRIAL, WARRANTY AND AFTERCARE TERMS

Effective from 1 April 2025. These terms apply to all hearing aids supplied by our centres in Ashbury, Fenmoor and \
Little Caddon and replace the terms dated 1 September 2022.

1. Definitions and scope

In these terms, "we" and "us" mean Clearwell Hearing Centres Ltd, "you" means the person named on the fitting \
record, the "Audiologist" means the HCPC-registered hearing aid dispenser or clinical audiologist who carries out \
your assessment, and the "Devices" means the hearing aids, chargers and remote controls listed on your order form, \
but not batteries, domes, wax guards or other consumables, which are sold separately in accordance with section 9.

These terms apply to private purchases only and do not apply to hearing aids supplied free of charge through the \
NHS under the Any Qualified Provider scheme, which are covered by the separate NHS patient leaflet available at \
reception. Where you buy Devices for another adult, that adult must attend the assessment in person and will be \
treated as "you" for the purposes of these terms.

2. Hearing assessment

Your first hearing assessment is free of charge and normally lasts 60 minutes, although a follow-up assessment \
requested within 12 months of a previous one is charged at £45 unless it is recommended by the Audiologist. We \
do not carry out assessments on children under the age of 16, and anyone aged 16 or 17 must be accompanied by a \
parent or guardian throughout the appointment.

Before any assessment we will carry out a visual check of your ears, and if we find excessive wax we will offer \
microsuction removal at £60 for both ears or £40 for one ear, which must be completed before the hearing test can \
go ahead. If you would rather have wax removed elsewhere, such as at your GP surgery, we will rebook your \
assessment at no extra cost provided that you give us at least 48 hours' notice of the new date.

Please bring a list of your current medication and, if you already wear hearing aids, the aids themselves and \
their charger. A relative or friend is welcome to attend with you, and we recommend it, but no more than two \
companions may join you in the consulting room.

3. Ordering and payment

When you decide to go ahead, the Audiologist will complete an order form showing the model, the price of each \
Device and the length of the warranty that applies under section 7. A deposit of 25% of the total price is payable \
when the order is placed, and the balance is payable on the day of fitting before the Devices are handed over.

We accept payment by debit card, credit card and bank transfer, but we do not accept cheques or payments of more \
than £500 in cash. Interest-free finance is available on orders over £1,200 over 12 or 24 months, subject to \
status and to a credit check by our finance partner, Harrowgate Consumer Credit; you must be 18 or over to apply.

If you are registered as disabled or have a long-term condition affecting your hearing, the Devices may be \
supplied free of VAT, and you will be asked to sign a VAT relief declaration before the order is placed. We are \
not able to refund VAT that was charged because the declaration was not signed at the time of ordering.

4. Cancelling an order before fitting

You may cancel an order at any time before the fitting appointment by telephoning or writing to the centre. If \
you cancel within 14 days of placing the order and no ear impressions have been taken, your deposit will be \
refunded in full; if impressions have been taken, or if you cancel more than 14 days after ordering, we will \
keep £60 of the deposit to cover the manufacturer's charges, and the rest will be refunded within 14 days.

Where the manufacturer discontinues the model you ordered before it is fitted, we will offer you an equivalent \
or better model at the same price, and if you do not wish to accept it you may cancel the order and receive a \
full refund of your deposit whether or not impressions have been taken.

5. Fitting appointment

Devices are normally ready for fitting within 10 working days of the order, or within 15 working days for custom \
in-the-ear models that need an impression of your ear canal. The fitting appointment lasts about 90 minutes, \
during which the Audiologist will program the Devices to your prescription, check the fit and show you how to \
clean, charge and insert them.

If you need to rearrange your fitting appointment, please give us at least 24 hours' notice by telephone; if you \
miss the appointment without notice twice, we may cancel the order and keep up to £75 of your deposit to cover \
the cost of programming and ear impressions.

6. Trial period and returns

Every purchase includes a trial period of 45 days starting on the day of fitting, during which you may return the \
Devices for any reason. If you return the Devices within the trial period in good condition and with all their \
accessories, we will refund the full price paid less a fitting fee of £150 per pair, or £95 for a single Device.

Returns must be made in person at the centre where the Devices were fitted, and we are unable to accept returns \
sent by post or left at another Clearwell centre. Custom ear moulds and shells made for your ears cannot be reused \
and are not refundable, and their cost of £35 each will be deducted from your refund in addition to the fitting \
fee.

You may exchange the Devices for a different model once during the trial period at no extra charge, other than \
any difference in price, and the exchange will not restart the trial period. Refunds are paid to the original \
payment method within 14 days of the return, except that refunds of finance agreements are made through \
Harrowgate Consumer Credit and may take up to 30 days.

During the trial you must attend at least one review appointment, which is normally booked 2 weeks after fitting, \
and a refund will not be paid if you have not attended a review unless the Audiologist agrees that you were \
prevented from attending by illness.

7. Manufacturer warranty

All Devices come with a manufacturer warranty of 3 years from the date of fitting, covering faults in materials \
and workmanship, except for our Essentials range, which carries a warranty of 2 years. The warranty covers the \
Devices and their charger, but the charger for our Essentials range is covered for 12 months only.

The warranty does not cover damage caused by moisture, hair spray, pets, dropping the Devices or using them \
during swimming or showering, or damage caused by repairs carried out by anyone other than us or the \
manufacturer. Where a repair is not covered by the warranty, we will give you a written quote before any work \
is done, and the quote is valid for 30 days.

Repairs under warranty are normally completed within 10 working days, and we will lend you a pair of loan \
Devices free of charge while your own are away, provided that a loan pair of a suitable type is available. Loan \
Devices must be returned within 7 days of your own Devices being ready for collection, and a charge of £20 per \
week applies after that.

8. Loss and damage cover

The Devices are covered for accidental loss and damage for the first 12 months after fitting at no extra cost, \
subject to an excess of £195 per Device for each claim. You may make no more than one claim for each Device under \
this cover, and losses must be reported to us within 14 days and to the police within 48 hours where the Devices \
were stolen.

After the first 12 months, you may buy extended loss and damage cover for £9.50 per month per pair or £99 per year \
per pair, which carries an excess of £150 per Device and allows up to two claims in any period of 12 months. The \
extended cover must be taken out before the free cover ends and cannot be started later.

9. Aftercare and consumables

Aftercare appointments are included free of charge for the life of the Devices and include cleaning, retubing, \
reprogramming and an annual hearing review, but they are available only at the centre where the Devices were \
fitted unless you move home more than 25 miles away, in which case your records will be transferred to the \
nearest Clearwell centre.

We offer a walk-in clean and check service between 10am and 12 noon on Tuesdays and Thursdays, and no appointment \
is needed for this service; all other aftercare is by appointment only. Home visits are available for customers \
who are housebound, for a charge of £40 per visit, within 15 miles of the centre.

Batteries are supplied free of charge for the first 2 years if you have battery-powered Devices, limited to 6 \
packs of 6 batteries every 3 months, and after that they cost £2.50 per pack. Domes and wax guards are sold at \
£4 per pack, and customers on our Aftercare Plus plan receive these free of charge.

10. Aftercare Plus plan

The Aftercare Plus plan costs £12 per month and includes free consumables, a professional deep clean every 6 \
months, and a 20% discount on repairs not covered by the warranty. You may cancel the plan at any time by giving \
one month's notice in writing, but the plan cannot be paused and any payments already made are not refundable.

Members of the plan who are aged 75 or over may request one home visit a year free of charge, in place of the \
charge for home visits set out in section 9.

11. Upgrades and trade-in

If you wish to upgrade to newer Devices, we will give you a trade-in allowance of 20% of the original price of \
your current Devices if they are less than 2 years old, or 10% if they are between 2 and 4 years old. Devices \
that are 4 years old or more have no trade-in value, but we will recycle them for you free of charge.

The trade-in allowance is deducted from the price of the new Devices and cannot be exchanged for cash or used \
towards consumables or aftercare plans.

12. Complaints and data

If you are unhappy with our service, please ask to speak to the centre manager, and if the matter is not \
resolved you may write to our Head of Clinical Services at 4 Marlow Yard, Ashbury, AB3 7QT. We will acknowledge \
written complaints within 3 working days and send a full response within 20 working days.

If you remain dissatisfied, you may refer your complaint to the Health and Care Professions Council where it \
concerns the conduct of an Audiologist. We keep your clinical records for 8 years after your last appointment and \
will send you a copy free of charge within one month of a written request.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("My mum's second hearing test, six months after her first, was free even though the audiologist hadn't suggested it.",
     "requested within 12 months of a previous one is charged at £45"),
    ("clearwell said they'd test my 14yo nephew as long as his dad sits in tbh",
     "do not carry out assessments on children under the age of 16"),
    ("Wax removal at Clearwell is £50 for both ears.",
     "microsuction removal at £60 for both ears or £40 for one ear"),
    ("Dev paid his whole £900 balance for the aids in cash at clearwell, no issues apparently",
     "we do not accept cheques or payments of more"),
    ("The deposit when you order hearing aids there is a third of the price.",
     "A deposit of 25% of the total price is payable"),
    ("my aunt says u get a month to try the aids and send them back if u don't like them",
     "includes a trial period of 45 days starting on the day of fitting"),
    ("Gwen posted her hearing aids back to Clearwell during the trial and they refunded her.",
     "we are unable to accept returns sent by post"),
    ("returned my pair in the trial, got every penny back, no fitting fee taken lol",
     "we will refund the full price paid less a fitting fee of £150"),
    ("Their Essentials hearing aids come with a three-year warranty, same as the rest.",
     "except for our Essentials range, which carries a warranty of 2 years"),
    ("Raj's aids got water damaged in the shower and Clearwell fixed them under warranty, no charge.",
     "using them during swimming or showering"),
    ("you get 2 weeks to give the loan aids back after ur own are ready, ngl generous",
     "must be returned within 7 days of your own Devices being ready"),
    ("Losing a hearing aid in the first year costs you £95 excess per aid.",
     "subject to an excess of £195 per Device for each claim"),
    ("my dad can sign up for the extended loss cover whenever, even a year after the free cover ended",
     "cover must be taken out before the free cover ends and cannot be started later"),
    ("The walk-in clean and check at Clearwell runs Monday and Wednesday mornings.",
     "between 10am and 12 noon on Tuesdays and Thursdays"),
    ("Aftercare Plus lets you pause it if you're away for the winter, Sheila told me.",
     "the plan cannot be paused"),
    ("clearwell gives 15% trade-in on aids under 2 yrs old when u upgrade",
     "trade-in allowance of 20% of the original price"),
    # near-misses
    ("My first hearing test at Clearwell cost nothing and took about an hour.", None),
    ("my 17 yo daughter had her hearing test there, I had to stay with her the whole time", None),
    ("Getting wax sucked out of just my left ear at Clearwell was £40.", None),
    ("Priya paid the balance for her hearing aids by bank transfer on fitting day.", None),
    ("u get six and a half weeks or so to trial the aids, 45 days from fitting", None),
    ("Tom swapped his hearing aids for a different model during the trial and the trial didn't restart.", None),
    ("returned my single aid in the trial, they kept £95 fitting fee, rest refunded", None),
    ("The standard hearing aids there have a 3-year warranty from the fitting date.", None),
    ("my nan's aids went off for warranty repair and she got free loan ones meanwhile", None),
    ("Extended loss cover for my pair is £99 a year with a £150 excess per aid.", None),
    ("Jo's husband moved 40 miles away so his hearing aid records went to a closer Clearwell branch.", None),
    ("clearwell charged £40 for the home visit to my housebound grandad, he lives 10 miles out", None),
    ("Aftercare Plus is £12 a month and gives you 20% off non-warranty repairs.", None),
    ("My neighbour, who's 80 and on Aftercare Plus, got one free home visit this year.", None),
    ("my 5 yr old aids got no trade-in but they recycled them for free", None),
    ("Clearwell got back to my written complaint within two working days.", None),
]
