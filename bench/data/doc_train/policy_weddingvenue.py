"""A rural wedding venue's terms and conditions of hire for weddings and civil celebrations; written blind."""
from __future__ import annotations

POLICY = """\
HARROWFIELD TITHE BARN
TERMS AND CONDITIONS OF HIRE FOR WEDDINGS AND CIVIL CELEBRATIONS

Effective from 1 March 2025 for all bookings confirmed on or after that date

1. Definitions and scope

In these Terms, "the Venue" means Harrowfield Tithe Barn, its courtyard, the Orchard Lawn and the Bridal Cottage at \
Harrowfield Farm, Little Ashcombe, Westmarsh, and "we", "us" and "our" refer to Harrowfield Events Limited, while "the \
Client" means the person or persons named on the Booking Form who sign these Terms and who are jointly and severally \
responsible for all sums due. "The Event" means the wedding, civil partnership or celebration described on the Booking \
Form, "the Event Day" means the calendar date on which it takes place, and "Approved Supplier" means a supplier named \
on our current Approved Supplier List, which we update each January and send to the Client on request. These Terms \
apply to every booking confirmed on or after the date above and replace any earlier version, except where a Client has \
signed an earlier version and has not asked us in writing to move to these Terms.

2. Provisional holds and confirming a booking

We will hold a date provisionally for up to 7 days without charge, after which the hold lapses automatically unless \
the Client has returned the signed Booking Form together with the Booking Deposit. A booking is confirmed only when we \
have received both the signed Booking Form and the Booking Deposit in cleared funds, and we will send written \
confirmation within 3 working days of receipt. The Booking Deposit is £2,500 for Event Days from Friday to Sunday \
between April and October and £1,500 for all other dates, and it is non-refundable except in the circumstances set out \
in section 12. The Booking Form must be signed by a person aged 18 or over, and at least one of the couple must attend \
a viewing appointment at the Venue before the booking is confirmed unless they live more than 150 miles away, in which \
case a video viewing with the Venue Manager is accepted instead.

3. Hire fees and payment schedule

The hire fee for each season is shown in our current Price Guide, and the fee agreed on the Booking Form is fixed for \
the Event provided that the Event Day is no more than 24 months after the date of confirmation; for Event Days further \
ahead, the fee will rise by the same percentage as our published prices for the relevant year, capped at 5% per year. \
After the Booking Deposit, the Client must pay a second instalment equal to 50% of the remaining balance no later \
than 6 months before the Event Day. The final balance, including all catering, bar packages and extras confirmed at \
the Final Details Meeting, must be paid no later than 8 weeks before the Event Day, and where a booking is confirmed \
less than 8 weeks before the Event Day, the full hire fee is payable at the time of booking. We accept payment by bank \
transfer or debit card, and payments by credit card are accepted up to a total of £5,000 per booking but carry a \
surcharge of 1.5% of the amount paid. If any payment is more than 14 days overdue we will write to the Client, and if \
it remains unpaid 28 days after the due date we may treat the booking as cancelled by the Client under section 11.

4. Security bond

A refundable security bond of £750 is payable together with the final balance and will be returned by bank transfer \
within 21 days after the Event Day, less any deductions for damage, additional cleaning, or breach of the music \
conditions in section 7 or the confetti rules in section 8. Where deductions exceed the bond, we will send an \
itemised invoice, which the Client must pay within 14 days of the invoice date. Additional cleaning is charged at £45 \
per hour for each member of staff involved, with a minimum charge of 2 hours per person.

5. Guest numbers and timings

The Tithe Barn holds a maximum of 160 guests for a seated ceremony, 140 guests for a seated wedding breakfast and 220 \
guests for the evening reception, including any children and babies in arms, and these limits are set by our premises \
licence and cannot be exceeded under any circumstances. The Client must give us provisional day and evening numbers at \
the Final Details Meeting, which takes place about 10 weeks before the Event Day, and final numbers no later than 14 \
days before the Event Day, after which numbers may be increased, subject to the limits above, but not reduced for \
charging purposes. Children aged 3 to 12 are charged at half the adult catering price, and children under 3 are free \
of charge provided that they do not require a seat or a meal of their own. The Venue is available from 10am on the \
Event Day until midnight, and all guests must have left the site by 12.30am, except those staying in the Bridal \
Cottage, which sleeps 6 people and is included in the hire fee for Saturday weddings only. Access for setting up on \
the day before the Event Day is available between 4pm and 7pm at no extra charge when no other event is booked, and \
must be arranged with the Venue Manager at least 2 weeks in advance.

6. Catering, bar and suppliers

All catering must be provided by one of the three caterers on our Approved Supplier List, and the Client may not bring \
in food from any other source except a wedding cake, which may be made by any supplier or by a friend or relative, and \
sweets or favours given to guests in sealed packaging. The bar is run exclusively by the Venue and no alcohol may be \
brought onto the site by the Client or guests, other than sparkling wine for the toast, limited to one glass per \
adult guest, for which a corkage charge of £8 per bottle applies. Photographers, florists, stylists, entertainers and \
hair and make-up artists need not be Approved Suppliers, but any supplier not on the list must send us a copy of their \
public liability insurance certificate, showing cover of at least £5 million, no later than 4 weeks before the Event \
Day. All suppliers must arrive no earlier than 10am on the Event Day, must use the service yard behind the Granary \
for loading and unloading, and must remove all of their equipment by 11am on the following day unless the Venue \
Manager has agreed otherwise in writing. Each supplier may park one vehicle in the service yard, and all other \
vehicles must use the main car park, which has 90 spaces and is free of charge for the Client, guests and suppliers.

7. Music, noise and curfew

Because the Venue sits within 400 metres of residential properties, amplified music inside the Tithe Barn must end at \
11.30pm, and all music on the Orchard Lawn or in the courtyard, whether amplified or acoustic, must end at 9pm. All \
live bands and DJs must plug into our noise limiter, which is set at 95 decibels and cuts the power to the stage \
sockets for 10 seconds if that level is exceeded for more than 30 seconds. A single bagpiper may play outdoors for no \
more than 20 minutes in total during the day, and drums, fireworks and sky lanterns are not permitted anywhere on the \
site at any time. The Client is responsible for ensuring that their performers comply with this section, and any \
breach of the curfew will result in a charge of £250 for each full or part 15 minutes beyond the permitted time, which \
will be deducted from the security bond in accordance with section 4.

8. Decorations, confetti and candles

Only biodegradable confetti made from dried petals or leaves may be used, and only outdoors in the courtyard or on the \
Orchard Lawn, while paper, plastic and foil confetti, glitter, rice and bird seed are not permitted anywhere at the \
Venue. Candles are permitted only inside glass holders or lanterns at least 10 centimetres taller than the flame, and \
must not be placed on window sills, on stairs or within 1 metre of any fabric drapes. Nothing may be fixed to the oak \
beams, walls or stone floors with nails, screws, drawing pins or adhesive tape, although decorations may be hung from \
the 12 iron hooks already fitted along the main beam, each of which can take a load of up to 5 kilograms. Smoke \
machines and haze machines are forbidden because they set off the fire alarm, and any call-out charge from the fire \
service resulting from their use will be passed on to the Client in full.

9. Children, animals and guest conduct

Children under 16 must be supervised by a responsible adult at all times, and they must not enter the millpond area, \
which is fenced and closed to all guests after 6pm. Dogs belonging to the couple may attend the ceremony and drinks \
reception provided that they are kept on a lead and that a named person, other than the couple, takes them home or to \
a kennel before the wedding breakfast begins; other dogs are not permitted except assistance dogs, which are welcome \
throughout the Event. The whole Venue is a no-smoking site except the designated shelter beside the car park, and this \
rule applies equally to electronic cigarettes and vaping. We may refuse to serve alcohol to any guest who appears \
intoxicated, and we may ask any guest whose behaviour puts others at risk to leave the site.

10. Date changes

The Client may move the Event to another available date once without charge, provided that they ask us in writing at \
least 9 months before the original Event Day and that the new date falls within 18 months of the original date. Any \
further change, or any change requested later than that, carries an administration fee of £350, and where the new \
date is in a higher price band the Client must also pay the difference in hire fee. Payments already made will be \
transferred to the new date, but the Booking Deposit cannot be transferred to another person or couple.

11. Cancellation by the Client

The Client may cancel by writing to us by email or post, and cancellation takes effect on the date we receive the \
notice. Unless we are able to re-let the date, cancellation charges are calculated as a proportion of the total hire \
fee, as follows: more than 12 months before the Event Day, the Booking Deposit only; between 12 and 6 months before, \
50%; between 6 months and 8 weeks before, 75%; and less than 8 weeks before, 100%. If we re-let the date to another \
couple at the same or a higher hire fee, we will refund all sums paid except the Booking Deposit and an administration \
fee of £200. Catering and bar charges that have already been paid will be refunded in full where the Client cancels \
more than 8 weeks before the Event Day, less any costs our caterers have already incurred. We strongly recommend that \
the Client takes out wedding insurance at the time of booking.

12. Cancellation by us and liability

If we have to cancel the Event because the Venue is unavailable through fire, flood or any other event outside our \
reasonable control, we will offer the Client an alternative date within 24 months at no extra cost or, if the Client \
prefers, refund all sums paid, including the Booking Deposit, within 30 days. Our total liability to the Client in \
connection with any booking is limited to the total hire fee paid, except in the case of death or personal injury \
caused by our negligence. We are not responsible for the loss of or damage to gifts, cards or other items left at the \
Venue, and any items left behind will be kept for 30 days, after which they may be disposed of.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Harrowfield will only hold our date for three days before we have to pay something.",
     "hold a date provisionally for up to 7 days without charge"),
    ("deposit for our saturday in june was only 1.5k tbh, cheaper than i thought",
     "£2,500 for Event Days from Friday to Sunday"),
    ("My cousin says the second payment at the barn, half the remaining balance, is due three months before.",
     "a second instalment equal to 50% of the remaining balance no later"),
    ("paying the barn on credit card costs 3% extra, bit annoying",
     "surcharge of 1.5% of the amount paid"),
    ("Tom said they hang onto the security bond for two months after the wedding before paying it back.",
     "within 21 days after the Event Day, less any deductions"),
    ("We're planning 180 guests seated for the wedding breakfast in the Tithe Barn.",
     "140 guests for a seated wedding breakfast"),
    ("kids under 12 eat for free at harrowfield apparently, saves us loads",
     "Children aged 3 to 12 are charged at half the adult catering price"),
    ("Priya's sorting rooms: the Bridal Cottage sleeps ten, so the whole bridal party can stay.",
     "which sleeps 6 people and is included in the hire fee"),
    ("Aisha's uncle's restaurant is doing her wedding food, the barn said any caterer is fine.",
     "All catering must be provided by one of the three caterers"),
    ("corkage on the toast fizz is £15 a bottle lol",
     "for which a corkage charge of £8 per bottle applies"),
    ("Our photographer only needs £1 million public liability cover for the venue.",
     "showing cover of at least £5 million"),
    ("Marcus reckons the DJ in the barn can keep playing until quarter to midnight.",
     "amplified music inside the Tithe Barn must end at"),
    ("threw rice in the courtyard after the ceremony and nobody said a thing",
     "glitter, rice and bird seed are not permitted anywhere"),
    ("My sister's bringing her labrador to our wedding; the venue said guests' dogs are welcome all day.",
     "other dogs are not permitted except assistance dogs"),
    ("u can move ur date free of charge as long as u tell them 3 months before",
     "ask us in writing at least 9 months before the original Event Day"),
    ("Jen says if they can't re-let the date, cancelling ten months out only costs a quarter of the hire fee.",
     "between 12 and 6 months before, 50%"),
    # near-misses
    ("Harrowfield will hold our date for a week while we decide, without charging us anything.", None),
    ("deposit for our november wedding at the barn was £1,500", None),
    ("We paid the final balance ten weeks before the wedding, a bit earlier than needed.", None),
    ("put 3k on the credit card for the barn, small surcharge but fine", None),
    ("Tom says if they need extra cleaning it's at least £90 per cleaner.", None),
    ("Priya's having 200 people at her evening reception in the Tithe Barn.", None),
    ("our 2 yr old nephew is free as he'll just sit on his mum's lap and share her food", None),
    ("My aunt is baking our wedding cake herself and the venue is happy with that.", None),
    ("our photographer isnt on their approved list but thats ok, just has to send insurance", None),
    ("Marcus has an acoustic guitarist on the orchard lawn during drinks until about 8pm.", None),
    ("We've booked a bagpiper to play outside for fifteen minutes as guests arrive.", None),
    ("dried petal confetti on the lawn is allowed, checked with them", None),
    ("Jess's guide dog can stay with her for the whole wedding at the barn.", None),
    ("We moved our barn wedding once, asking a year ahead, and there was no fee.", None),
    ("if the barn floods and they cancel, we'd get the deposit back too", None),
    ("Ben and his family can set up the evening before, 4 to 7pm, at no charge if the barn's free.", None),
]
