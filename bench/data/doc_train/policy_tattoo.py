"""A tattoo studio's client terms and aftercare policy; written blind."""
from __future__ import annotations

POLICY = """\
INKWELL & ANCHOR TATTOO COLLECTIVE LTD
CLIENT TERMS AND AFTERCARE POLICY

Effective from 3 March 2025. This version replaces all earlier terms, consent notes and aftercare leaflets issued by the Studio.

1. Definitions and scope

In these terms, "the Studio" means Inkwell & Anchor Tattoo Collective Ltd, trading from 14 Chandler's Row, Marlowe Quay, \
Thistlebridge TB4 7QN, "the Artist" means the tattooist or piercer assigned to carry out a Procedure, "Procedure" means any \
tattoo, cover-up, touch-up or cosmetic piercing carried out on the premises, and "Client" means the person receiving the \
Procedure. These terms apply to every booking, whether it is made in person, by telephone or through the online booking \
page, and by paying a deposit the Client confirms that they have read and accepted them.

The Studio is registered with Thistlebridge Borough Council under the local special treatment byelaws, and every Artist \
holds an individual registration certificate, which is displayed at their workstation and which the Client may ask to see \
at any time before the Procedure begins.

2. Age and identification

The Studio will not tattoo any person under the age of 18 under any circumstances, even where a parent or guardian is \
present and consents, because tattooing a minor is a criminal offence. Cosmetic piercings of the ear lobe may be carried \
out on Clients aged 12 to 17 provided that a parent or legal guardian attends in person, produces photographic \
identification and signs the consent form, but no other piercing will be carried out on anyone under 16, and intimate \
piercings are offered only to Clients aged 18 or over.

Every Client must bring one original, in-date form of photographic identification showing their date of birth, such as \
a passport, a photocard driving licence or a PASS-accredited card; photocopies, photographs of documents stored on a phone \
and expired documents will not be accepted. Any Client who appears to be under 25 will be asked for identification, and \
the Studio reserves the right to refuse a Procedure to anyone who cannot produce it, in which case the deposit will be \
forfeited in accordance with section 5.

3. Consultations and design work

Consultations last up to 30 minutes, are free of charge and are available on Tuesdays and Thursdays between 11am and 4pm, \
either in the studio or by video call, except that consultations for cover-ups of existing work must take place in person \
so that the Artist can examine the skin. Custom designs are drawn only after the deposit has been paid, and the Artist \
will send a first draft by email no later than 48 hours before the appointment, other than for large pieces covering \
more than 20 cm by 20 cm, where the draft will be shown to the Client on the day.

The cost of drawing the design is included in the tattoo price, and the Client may ask for up to two rounds of changes \
at no extra charge, while a third or any later round of changes is charged at £25 per round. Designs remain the \
intellectual property of the Artist, and the Client may not take a design drawn by the Studio to another studio to be \
tattooed, nor may original drawings or stencils be removed from the premises.

4. Prices and payment

The Studio's minimum charge is £70 for any tattoo, which covers small pieces of up to around 5 cm that take less than 30 \
minutes, and larger work is charged at an hourly rate of £110 for resident Artists and £140 for guest Artists, or at a \
fixed day rate of £650 for sessions of six hours or more. Piercings are priced at £30 for an ear lobe and £45 for any \
other placement, in each case including a basic implant-grade titanium stud, with upgraded jewellery charged separately \
at the prices shown in the display cabinet.

Payment of the balance is due at the end of each session and may be made in cash or by debit or credit card, and the \
Studio does not accept cheques, bank transfers on the day or payment by instalments, other than for multi-session pieces \
as described in section 6. A surcharge of 2% applies to payments made with American Express cards, but no surcharge is \
added for any other card.

5. Deposits, rescheduling and cancellation

A non-refundable deposit is required to secure every tattoo appointment, set at £50 for work priced under £300 and at \
£100 for all other work, and for day sessions the deposit is £150. The deposit is deducted from the price of the last \
session of the Procedure and is not an additional charge.

The Client may move an appointment once without losing the deposit, provided that they give at least 72 hours' notice by \
telephone or by email to bookings@inkwellanchor.co.uk, and messages sent through social media will not be treated as \
notice. A second change, a change made with less than 72 hours' notice, or a failure to attend will result in the \
deposit being forfeited, and a new deposit will be needed to rebook. If a Client arrives more than 20 minutes late, the \
Artist may cancel the appointment and treat it as a failure to attend.

Where the Studio has to cancel an appointment because the Artist is ill or for any other reason within its control, the \
deposit will be carried forward to a new date or, if the Client prefers, refunded in full within 14 days. Deposits are \
not transferable to another person.

6. Multi-session work

Large pieces such as sleeves and back pieces are carried out over several sessions, which must be booked at least three \
weeks apart to allow the skin to heal, and no more than four months apart unless the Artist agrees otherwise in writing. \
The Client may pay for multi-session work session by session, and the deposit is retained until the final session. If \
the Client does not book or attend a further session within six months of the previous one, the Studio will treat the \
piece as abandoned and the deposit will be forfeited.

7. On the day of the Procedure

Clients must not drink alcohol in the 24 hours before their appointment and must not attend under the influence of drugs, \
and the Artist will refuse to work on anyone who appears intoxicated, in which case the deposit will be forfeited. \
Clients should eat a proper meal within the three hours before the session, should bring a snack and a drink for sessions \
longer than two hours, and should wear loose clothing that gives easy access to the area being worked on.

Clients may bring one companion to sit with them during the Procedure, but children under 16 are not permitted in the \
studio at any time, other than those attending for an ear lobe piercing under section 2, and no pets other than \
assistance dogs may be brought onto the premises. Clients who are pregnant or breastfeeding, or who have been prescribed \
blood-thinning medication, will not be tattooed, and Clients with diabetes, epilepsy or a heart condition must declare \
this on the health form and may be asked to provide a letter from their GP before the session.

The Artist will stop for a break of 10 minutes after every two hours of work, and no session will run for more than \
eight hours in any one day, including breaks.

8. Aftercare

The Artist will cover a new tattoo either with a breathable film dressing, which should be left in place for between 24 \
hours and 3 days, or with a cling-film wrap, which must be removed after no more than 4 hours. After removing the \
dressing, the Client should wash the tattoo gently with lukewarm water and an unperfumed soap, pat it dry with clean \
kitchen roll rather than a bath towel, and apply a thin layer of the aftercare balm supplied by the Studio two or three \
times a day for two weeks.

During the first two weeks the Client must not swim in pools, the sea or hot tubs, must not use saunas, steam rooms or \
sunbeds, and must keep the tattoo out of direct sunlight, and once the tattoo has healed a sun cream of at least SPF 50 \
should be used on it whenever it is exposed. The Client must not pick or scratch any scabs or peeling skin, and should \
avoid tight clothing over the area for the first 10 days.

Piercings should be cleaned twice a day with a sterile saline spray for a minimum of six weeks, and the initial jewellery \
must not be changed for eight weeks in the case of ear lobe piercings and twelve weeks for all other placements, unless \
the Artist changes it at a check-up.

9. Touch-ups and guarantee

The Studio offers one free touch-up session for each tattoo, which must be booked within 3 months of the final session \
and which covers only areas that have healed unevenly or lost ink, and any later touch-ups are charged at the Artist's \
normal hourly rate. The Studio will not touch up free of charge any tattoo on the hands, fingers, feet or lips, where \
fading is to be expected. The free touch-up is conditional on the Client having followed the aftercare instructions in \
section 8, and will not be offered where the Artist can see sun damage, scarring from picking or signs that the tattoo \
was swum in before it had healed.

10. Infection, complaints and refunds

If the Client notices signs of infection, such as spreading redness, heat, swelling that worsens after 48 hours, pus or a \
raised temperature, they should seek medical advice from their GP or NHS 111 straight away and inform the Studio within \
7 days so that the incident can be recorded in the infection log kept for the Council. Because a tattoo cannot be \
returned, the Studio does not give refunds for completed work, but where the Studio agrees that a fault is its \
responsibility it will correct the work free of charge or, at the manager's discretion, refund up to 50% of the price paid.

Complaints should be made in writing to the Studio Manager, Ms Delphine Okafor, within 28 days of the Procedure, and the \
Studio will acknowledge each complaint within 5 working days and give a full response within 21 days.

11. Photographs, records and personal data

The Studio may photograph finished work for its portfolio and social media, but will not publish any photograph showing \
the Client's face, or any tattoo on an intimate area, without the Client's written consent. Consent forms and health \
records are kept securely for three years after the last Procedure and are then destroyed, in accordance with the \
Studio's privacy notice, and Clients may ask for a copy of their records free of charge.

12. Opening hours and conduct

The Studio is open from 11am to 7pm Tuesday to Saturday and from 12pm to 5pm on Sundays, and is closed on Mondays and \
bank holidays. Walk-in Procedures are available only on Saturdays, subject to Artist availability, and are limited to \
designs from the flash sheets on the studio wall. Staff will not tolerate abusive or threatening behaviour, and any Client \
who behaves in such a way will be asked to leave, with any deposit forfeited and no further bookings accepted.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("My mate Dan got his first tattoo there at 17 because his mum came along and signed for him.",
     "The Studio will not tattoo any person under the age of 18"),
    ("consults at inkwell r £20 but they knock it off the final price apparently",
     "Consultations last up to 30 minutes, are free of charge"),
    ("Priya did her cover-up consultation over a video call, no need to go in.",
     "consultations for cover-ups of existing work must take place in person"),
    ("they let u have like 5 rounds of design tweaks for free ngl, really chill",
     "the Client may ask for up to two rounds of changes"),
    ("The smallest tattoo you can get there costs £50 minimum.",
     "The Studio's minimum charge is £70 for any tattoo"),
    ("Guest artists at the studio charge the same hourly rate as the residents.",
     "£110 for resident Artists and £140 for guest Artists"),
    ("my bro paid with his amex and they stuck a 5% fee on top lol",
     "A surcharge of 2% applies to payments made with American Express cards"),
    ("You can move a tattoo appointment without losing the deposit if you give 48 hours' notice.",
     "provided that they give at least 72 hours' notice by"),
    ("Marcus DM'd them on insta to reschedule and that counted as proper notice",
     "messages sent through social media will not be treated as notice"),
    ("Lena says sleeve sessions there only need to be a week apart.",
     "which must be booked at least three"),
    ("had a few pints the night before my session, artist said thats totally fine tbh",
     "Clients must not drink alcohol in the 24 hours before"),
    ("Jess always takes her pet spaniel along when she's getting tattooed, they love him there.",
     "no pets other than assistance dogs may be brought onto the premises"),
    ("My sister's tattooist told her to keep the cling film on for a full day.",
     "or with a cling-film wrap, which must be removed after no more than 4 hours"),
    ("free touch up is fine anytime in the first year after ur tattoo",
     "which must be booked within 3 months of the final session"),
    ("Jo's artist said they'd refund the full price if the linework was their fault.",
     "refund up to 50% of the price paid"),
    ("Tom popped in on a Monday afternoon to book and the studio was open as usual.",
     "and is closed on Mondays and"),
    # near-misses
    ("My niece is 14 and had her ear lobes pierced there, her mum came and signed the form.", None),
    ("consultation was free, about half an hour on a thursday afternoon", None),
    ("I asked for two tweaks to my design and they didn't charge anything extra.", None),
    ("tiny wrist tattoo cost me £70, took like 20 mins", None),
    ("Priya paid for her tattoo with her Visa card and there was no extra fee.", None),
    ("Deposit was £50 because my piece was quoted at £250.", None),
    ("moved my appt once with 4 days notice by email n kept my deposit", None),
    ("Sam's back piece sessions are booked a month apart.", None),
    ("dont drink the day before ur tattoo, they're v strict about it", None),
    ("My friend brought her guide dog into the studio and nobody minded.", None),
    ("The film dressing on my new tattoo can stay on for two days.", None),
    ("Ellie booked her free touch-up for her forearm piece six weeks after the last session.", None),
    ("leave the studs in ur lobes for 2 months before swapping them, per the piercer", None),
    ("Sunday hours at the studio are midday till 5.", None),
    ("Marcus says walk-ins are only on Saturdays and you have to pick from the flash sheets.", None),
    ("my healed tattoo needs factor 50 or higher when its in the sun", None),
]
