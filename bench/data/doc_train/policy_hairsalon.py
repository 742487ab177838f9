"""Booking, cancellation and treatment terms of a hair salon; written blind."""
from __future__ import annotations

POLICY = """\
LARKSPUR HAIR STUDIO
BOOKING, CANCELLATION AND TREATMENT TERMS FOR CLIENTS

Effective from 6 January 2025

1. About these terms

These terms apply to every appointment made with Larkspur Hair Studio ("the Salon"), 12 Market Row, \
Wyncombe, whether for a cut, colour, chemical treatment, styling or any other service ("Treatment"), \
and by booking an appointment you confirm that you have read and accepted them. "Client" means the \
person receiving the Treatment, and where the Client is under 16 years of age, these terms also bind \
the parent or guardian who makes the booking. The Salon is open from 9am to 6pm on Tuesdays, \
Wednesdays and Saturdays, from 9am to 8:30pm on Thursdays and Fridays, and is closed on Sundays and \
Mondays, except during the 4 weeks before Christmas, when we also open on Mondays from 10am to 4pm.

2. Making a booking

Appointments can be made through our online booking system, by telephone on 01632 960775 or in \
person at the reception desk, and each booking must be made in the name of the Client who will \
receive the Treatment. We do not take bookings by email or through direct messages on social media, \
because we cannot confirm these in real time. A confirmation email will be sent within 2 hours of \
every booking, and a reminder text message will be sent 48 hours before the appointment. Online \
bookings can be made up to 12 weeks in advance, and bookings for groups of 4 or more people, such as \
wedding or prom parties, must be made by telephone and are subject to the separate deposit \
arrangements in section 3.

New Clients and Clients who have not visited the Salon for more than 6 months will be asked to \
complete a short consultation card before their first Treatment, covering medical conditions, \
medication, allergies and any previous reactions to hair products. You must tell your stylist if \
anything on the card changes, including pregnancy and any new prescription medication, because some \
medicines can affect how colour and chemical treatments take.

3. Deposits

A deposit of 25% of the quoted price is required at the time of booking for any colour Treatment, \
any Treatment lasting more than 2 hours and any appointment with our Creative Director, and a \
deposit of £20 is required for all other Treatments booked by new Clients. Existing Clients booking \
a cut or blow-dry only do not need to pay a deposit, unless they have missed an appointment without \
notice in the previous 12 months. Group bookings of 4 or more people require a deposit of 50% of the \
total quoted price, payable at least 4 weeks before the date of the appointment, and the balance is \
payable on the day.

Deposits are paid by card only and are deducted from the final bill. A deposit will be refunded or \
carried forward in accordance with section 4, but it is not transferable to another person and may \
not be used towards retail products or gift vouchers.

4. Cancellations, changes and missed appointments

You may cancel or move an appointment free of charge by giving at least 48 hours' notice, and your \
deposit will be carried forward to your new appointment or, if you prefer, refunded to the original \
card within 7 working days. If you cancel with less than 48 hours' notice, you will lose your \
deposit, or, where no deposit was paid, we will charge a cancellation fee of £15. If you fail to \
attend an appointment without any notice, you will be charged 50% of the price of the booked \
Treatment, less any deposit already paid, and we may ask you to pay the full price in advance for \
any future booking.

Group bookings may be cancelled with a full refund of the deposit up to 28 days before the \
appointment, and with a refund of half the deposit between 28 and 14 days before, but no part of the \
deposit will be refunded after that. We appreciate that illness and emergencies happen, and the \
Salon Manager may waive a cancellation fee once in any 12-month period at their discretion, but no \
other member of staff has authority to do so.

5. Late arrival

Please arrive 5 minutes before your appointment time so that we can start on time. If you arrive \
more than 15 minutes late, we may have to shorten the Treatment while charging the full price, or \
rebook the appointment, in which case the late arrival will be treated as a cancellation with less \
than 48 hours' notice under section 4. Colour and lightening appointments cannot be shortened \
safely, so if you arrive more than 10 minutes late for one of these we will always offer to rebook.

6. Patch tests and skin sensitivity

For your safety, every Client who is having a permanent, semi-permanent or demi-permanent colour, \
lightener, lash tint or brow tint must have a skin sensitivity patch test at the Salon at least 48 \
hours before the Treatment. Patch tests are free of charge, take about 5 minutes and can be carried \
out without an appointment between 10am and 5pm on any day the Salon is open. A patch test remains \
valid for 6 months, unless you have had a reaction to any hair dye, a new tattoo, including a \
temporary black henna tattoo, or a change in medication in the meantime, in which case a new patch \
test is needed.

We will not carry out a colour Treatment on any Client who has not had a valid patch test at the \
Salon, and we cannot accept patch tests carried out at home or at another salon. If you have a \
reaction to a patch test, including itching, redness or swelling, you must tell us before your \
appointment and we will cancel the colour Treatment without any cancellation fee. We will refund any \
deposit in full where the appointment cannot go ahead because of a patch test reaction.

7. Colour, lightening and chemical treatments

All colour prices are quoted for hair of up to shoulder length, and an extra charge of £10 for each \
additional 50g of colour used applies to longer or thicker hair. Colour corrections, including the \
removal of box dye, are quoted only after a consultation of at least 30 minutes, which costs £15 and \
is deducted from the price if you go ahead within 30 days. We may need to carry out a colour \
correction over two or more sessions to protect the condition of the hair, and we will not lighten \
hair by more than 4 shades in a single session.

Keratin smoothing treatments are not suitable for Clients who are pregnant or breastfeeding, or for \
Clients under 16 years of age, and we will not carry out a perm or relaxer within 14 days of a \
colour or lightening Treatment. For best results we recommend that you do not wash your hair for 72 \
hours after a keratin treatment or for 48 hours after a perm. We use Olaplex bond-building treatment \
with all lightening services at no extra charge, and it is available as a stand-alone treatment for \
£22.

8. Children

Children's cuts are available for Clients aged under 12 at £18 for boys and £24 for girls, or £14 \
for a fringe trim and tidy, and Clients aged 12 to 15 are charged £28 for any cut. Any Client under \
16 years of age must be accompanied by a parent or guardian for the whole appointment, and we will \
not carry out any colour, lightening or chemical Treatment on a Client under 16 years of age under \
any circumstances, although temporary wash-out colours may be used on children aged 8 or over with \
written consent from a parent or guardian. Children who are not booked in for a Treatment are \
welcome to wait in the Salon provided that they are supervised by an adult at all times, but for \
safety reasons they may not sit in the styling area.

9. Prices and payment

Our prices are shown on our website and at reception and vary according to the level of the stylist, \
with a ladies' cut and finish costing £42 with a Stylist, £52 with a Senior Stylist and £68 with our \
Creative Director. A men's cut costs £26 with any stylist, and a wash and blow-dry costs £30, or £35 \
for hair longer than shoulder length. Every quoted price is an estimate, and the final price may \
differ by up to 15% depending on the length and thickness of the hair and the amount of product \
used, but your stylist will tell you before starting if the price is likely to be more than that.

Payment is due in full at the end of the Treatment by debit card, credit card, Apple Pay or cash, \
and we do not accept cheques or payment by bank transfer, except for group bookings, which may be \
paid by bank transfer. Students with a valid NUS card receive a discount of 10% on cuts only, from \
Tuesday to Thursday, and the discount cannot be used with any other offer. Gift vouchers are \
available in values from £10 to £200, are valid for 12 months from the date of issue, cannot be \
exchanged for cash and will not be replaced if lost.

10. Satisfaction and complaints

If you are not completely happy with your Treatment, please tell your stylist before you leave, or \
contact the Salon within 7 days of your appointment, and we will offer to put it right free of \
charge within 14 days of the original appointment. We cannot offer an adjustment where the hair has \
been coloured, cut or chemically treated elsewhere in the meantime, or where you have not followed \
the aftercare advice given by your stylist. Refunds are given only where an adjustment is not \
possible, and then only at the discretion of the Salon Manager, up to a maximum of 50% of the \
Treatment price.

Written complaints should be addressed to the Salon Manager, Larkspur Hair Studio, 12 Market Row, \
Wyncombe, and we will acknowledge them within 3 working days and give a full response within 21 \
days.

11. Retail products

Retail products may be returned for a full refund within 14 days of purchase if they are unopened \
and in their original packaging, and a receipt is required. Opened products can be returned only \
where they have caused an allergic reaction, in which case we will give a credit note rather than a \
cash refund. Clients receive a 15% discount on retail products bought on the same day as a Treatment \
costing £50 or more.

12. Conduct, personal data and changes

We want the Salon to be a relaxed place for everyone, and we reserve the right to refuse service to \
anyone who is abusive to staff or other Clients or who appears to be under the influence of alcohol \
or drugs. Assistance dogs are welcome, but no other animals are permitted inside the Salon. Your \
consultation card and Treatment records are kept securely for 2 years after your last visit, after \
which they are destroyed, and we will send you marketing messages only if you have opted in. We may \
change these terms at any time by publishing a new version on our website, but appointments already \
booked will be governed by the terms in force at the time of booking.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Larkspur is open till 8:30 on Tuesdays so I can go straight after work.", "from 9am to 6pm on Tuesdays, Wednesdays and Saturdays"),
    ("just DM'd the salon on insta to book my cut, they usually sort it that way", "We do not take bookings by email or through direct messages on social media"),
    ("My colour appointment deposit at Larkspur was a third of the price.", "A deposit of 25% of the quoted price is required at the time of booking"),
    ("Aisha's hen party of five paid a 25% deposit to book the salon for the morning.", "require a deposit of 50% of the total quoted price"),
    ("Larkspur don't charge anything for a late cancellation if you never paid a deposit.", "we will charge a cancellation fee of £15"),
    ("my mate's prom group cancelled 3 wks out and got all their deposit back", "with a refund of half the deposit between 28 and 14 days before"),
    ("Ellie reckons the receptionist at Larkspur can let you off a late cancellation charge.", "but no other member of staff has authority to do so"),
    ("Patch test only needs doing 24 hours before a colour at Larkspur.", "must have a skin sensitivity patch test at the Salon at least 48 hours before the Treatment"),
    ("lol my patch test from last year still counts for my highlights, good for 18 months", "A patch test remains valid for 6 months"),
    ("Did my patch test at home with the kit and Larkspur were happy to colour me.", "we cannot accept patch tests carried out at home or at another salon"),
    ("Jen's stylist took her from dark brown to platinum in one sitting, 6 shades lighter.", "we will not lighten hair by more than 4 shades in a single session"),
    ("They did a perm on my aunt a week after her highlights, no issue.", "we will not carry out a perm or relaxer within 14 days of a colour"),
    ("my 14 yr old got balayage done at Larkspur for her birthday", "we will not carry out any colour, lightening or chemical Treatment on a Client under 16"),
    ("A men's cut at the salon is thirty quid whoever does it.", "A men's cut costs £26 with any stylist"),
    ("Students get 10% off cuts there any day of the week, weekends included.", "from Tuesday to Thursday, and the discount cannot be used with any other offer"),
    ("Sam's salon gift voucher is good for two years from when it was bought.", "are valid for 12 months from the date of issue"),
    # near-misses
    ("Larkspur stays open till half eight on Fridays, so I book late cuts then.", None),
    ("I've been going to Larkspur for years and never pay a deposit for my trims.", None),
    ("cancelled my colour 3 days before and they carried my deposit over to next month", None),
    ("Nina's mum's keratin treatment went ahead fine, she's not pregnant or breastfeeding.", None),
    ("Patch test at Larkspur is free, just pop in, takes like 5 mins", None),
    ("My patch test was four months ago and nothing's changed, so I'm fine for my colour.", None),
    ("The salon gave Lucy a full refund on her deposit after her patch test reaction.", None),
    ("Olaplex is included free with bleach at Larkspur, or £22 if you want it on its own.", None),
    ("my 10 yr old got a wash-out pink for a party, i signed the consent form", None),
    ("Kids' cuts for my 9-year-old son are eighteen pounds at the salon.", None),
    ("Priya's daughter, 15, had her cut there with Priya sat with her the whole time.", None),
    ("Oliver's quote was £42 and he paid £46 cos his hair is thick.", None),
    ("Paid for our prom group of six at the salon by bank transfer, they were fine with it.", None),
    ("Student discount at the salon is 10%, only on cuts, Tues to Thurs.", None),
    ("Returned an unopened shampoo from the salon 10 days later with the receipt, got my money back.", None),
    ("Tom brought his assistance dog into the salon and nobody minded.", None),
]
