"""Client contract of a wedding photographer; written blind."""
from __future__ import annotations

POLICY = """\
HOLLY ASHDOWN PHOTOGRAPHY
WEDDING PHOTOGRAPHY CLIENT CONTRACT: TERMS AND CONDITIONS

Effective from 1 February 2025

1. The parties and definitions

This contract is made between Holly Ashdown Photography, of 3 Quarry Cottages, Fellbridge, Wenmoor \
("the Photographer"), and the person or persons named on the booking form ("the Client"), each of \
whom must be aged 18 or over. "The Wedding" means the ceremony and reception on the date and at the \
venues stated on the booking form, "the Package" means the photography package chosen by the Client \
from the current price list, and "the Images" means the edited digital photographs supplied under \
section 9. This contract becomes binding when the Photographer has received both the signed booking \
form and the retainer described in section 2, and until both have been received the date is not \
reserved and may be offered to another couple.

2. Booking and retainer

A non-refundable retainer of £500 is payable on signing this contract to reserve the Photographer's \
time on the date of the Wedding, and it is deducted from the total price of the Package. For \
Weddings taking place on a Friday or Saturday between 1 May and 30 September, the retainer is £750 \
instead. The retainer is non-refundable because the Photographer will turn away other enquiries for \
the date, except where the Photographer cancels under section 7, in which case the retainer will be \
refunded in full. A provisional hold on a date may be placed for up to 7 days without payment while \
the Client considers this contract, but only one provisional hold may be placed for each couple.

3. Fees and payment schedule

The Package prices in the current price list are fixed for 24 months from the date of signing and \
will not be increased even if the Photographer's prices rise before the Wedding. The Full Day \
Package costs £1,950 and includes up to 10 hours of coverage, the Half Day Package costs £1,250 and \
includes up to 5 hours of coverage, and the Elopement Package costs £650 and includes up to 2 hours \
of coverage on any weekday other than a bank holiday. The balance of the Package price, after \
deduction of the retainer, must be paid in full no later than 6 weeks before the date of the \
Wedding. Where the contract is signed less than 6 weeks before the Wedding, the full price is \
payable on signing.

Payments may be made by bank transfer or by debit or credit card through the online client portal, \
and the Client may spread the balance over up to 6 monthly instalments, provided that the final \
instalment is received by the due date in the previous paragraph. The Photographer does not accept \
cash or cheques for any payment. If the balance has not been received by the due date, the \
Photographer will send a reminder, and if it remains unpaid 14 days after the reminder the \
Photographer may treat this contract as cancelled by the Client under section 6. A late payment fee \
of £40 applies to any instalment received more than 7 days after its due date.

4. Coverage on the day

Coverage begins at the time agreed in the final wedding questionnaire, which the Client must return \
no later than 4 weeks before the Wedding, and the Photographer will arrive at least 15 minutes \
before that time. Additional coverage on the day may be requested from the Photographer and is \
charged at £150 per hour or part hour, payable within 14 days of the Wedding. The Photographer is \
entitled to an unpaid break of 30 minutes for every 5 hours of coverage, and the Client must provide \
the Photographer with a hot meal and soft drinks at the same time as the guests are served, at a \
seat within sight of the main room where possible.

The Photographer will work with the Client to photograph the group shots listed in the \
questionnaire, up to a maximum of 15 groupings, and a family member or usher who knows the guests \
should be appointed to gather each group. The Photographer cannot guarantee that any particular \
moment, guest or group will be captured, and no refund will be given for any shot missed because of \
the timing of the day, the behaviour of guests or restrictions imposed by the venue or officiant.

5. Travel and accommodation

Travel within 40 miles of Fellbridge is included in the price of every Package. Journeys beyond that \
distance are charged at 45p per mile for the full return journey from Fellbridge, and where the \
venue is more than 120 miles from Fellbridge or coverage is due to finish after 11pm, the Client \
must also pay for one night of accommodation for the Photographer, at a hotel or guest house within \
10 miles of the venue and at a cost of no more than £120. Weddings outside the United Kingdom are \
quoted individually and require return flights and 2 nights of accommodation to be paid for by the \
Client.

6. Cancellation and postponement by the Client

The Client may cancel this contract at any time by writing to the Photographer by email or by post. \
If the Client cancels more than 12 months before the Wedding, only the retainer is kept, and if the \
Client cancels between 12 months and 6 months before the Wedding, 50% of the Package price is \
payable, less the retainer already paid. If the Client cancels less than 6 months before the \
Wedding, the full Package price is payable, because it is unlikely that the Photographer will be \
able to rebook the date.

The Client may postpone the Wedding once, free of charge, to a new date within 18 months of the \
original date, provided that the Photographer is available on the new date and that the Client gives \
at least 3 months' written notice. Any further postponement is charged at £150, and where the \
Photographer is not available on the new date, the postponement is treated as a cancellation under \
the previous paragraph, except that the retainer will be refunded in full.

7. Cancellation by the Photographer and illness

In the unlikely event that the Photographer cannot attend the Wedding because of illness, injury, \
bereavement or other circumstances beyond her reasonable control, she will make every effort to \
arrange a suitably experienced replacement photographer from her network of associates, who will \
shoot the Wedding under the terms of this contract. If the Client does not accept the replacement, \
or if no replacement can be found, the Photographer will refund all money paid by the Client, \
including the retainer, within 14 days, but her liability is limited to that amount and she will not \
be liable for any further loss. The Photographer will not cancel a confirmed Wedding in order to \
accept another booking.

8. Venue, guests and other photographers

The Client is responsible for obtaining any permission needed for photography at the ceremony and \
reception venues, and for telling the Photographer about any restrictions, such as a ban on flash or \
on moving around during the ceremony, at least 4 weeks before the Wedding. The Photographer must be \
the only professional photographer at the Wedding, and no other paid photographer or videographer \
may take photographs of the couple at the Wedding, unless the Photographer has agreed to it in \
writing beforehand. Guests may take photographs with their own phones and cameras, but the \
Photographer cannot be held responsible for shots that are blocked or spoilt by guests standing in \
the aisle or using flash.

9. The Images and delivery

The Photographer will take care in selecting and editing the Images, which will include colour \
correction, exposure and cropping, and a selection of the Images will be converted to black and \
white at the Photographer's discretion. The Full Day Package includes a minimum of 500 edited Images \
and the Half Day Package a minimum of 250, and RAW files and unedited Images will not be supplied \
under any circumstances. A preview of 30 Images will be sent within 7 days of the Wedding, and the \
full set will be delivered in a private online gallery within 8 weeks of the Wedding, or within 12 \
weeks for Weddings held in June, July or August.

The online gallery remains available for 12 months from the date of delivery, after which it can be \
reopened for a fee of £50, and the Photographer will keep a backup copy of the Images for 3 years \
from the date of the Wedding. Albums may be ordered from the price list, starting at £395 for a \
30-page album, and the Client may make up to 2 rounds of changes to the album design free of charge, \
with any further round of changes charged at £35. Retouching of skin, removal of objects or people \
and other advanced editing is not included in any Package and is charged at £20 per Image.

10. Copyright and use of the Images

Copyright in all the Images remains with the Photographer at all times under the Copyright, Designs \
and Patents Act 1988. The Client is granted a personal licence to print, share and display the \
Images for personal use, including on personal social media accounts, but may not sell the Images, \
enter them into competitions or allow them to be used for any commercial purpose, such as \
advertising by a venue or supplier, without written permission. The Client must not edit the Images \
or apply filters to them before sharing them on social media, and the Photographer asks to be \
credited wherever the Images are shared online.

The Photographer may use a selection of the Images on her website, blog and social media and in \
print advertising, and may submit them to wedding publications and competitions, unless the Client \
tells her in writing before the Wedding that any of these uses is not permitted. The Photographer \
will never publish Images that show children without the Client's permission.

11. Limits of liability

The Photographer carries professional indemnity insurance of £1 million and public liability \
insurance of £5 million, and uses two professional camera bodies, recording to dual memory cards, to \
reduce the risk of lost Images. If, despite these precautions, some or all of the Images are lost or \
damaged because of equipment failure or any other reason within the Photographer's control, her \
liability is limited to a refund of the price paid for the affected part of the coverage, up to the \
full Package price. The Photographer is not liable for missed shots caused by weather, lighting or \
the actions of the venue, guests or other suppliers.

12. Complaints, personal data and governing law

Any complaint about the Images must be made in writing within 30 days of delivery of the online \
gallery, and the Photographer will respond within 10 working days. Personal details are stored \
securely and kept for 6 years after the Wedding for accounting purposes, and are never shared with \
third parties other than a replacement photographer under section 7. This contract is governed by \
the law of England and Wales, and any change to it must be agreed by both parties in writing.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Holly's retainer for our Saturday wedding in July was £500.", "For Weddings taking place on a Friday or Saturday between 1 May and 30 September"),
    ("we can put a hold on the date for a month without paying anything while we decide", "may be placed for up to 7 days without payment"),
    ("Ben says their photographer's full day package covers twelve hours for £1,950.", "includes up to 10 hours of coverage, the Half Day Package costs"),
    ("The photographer's balance isn't due until the week before the wedding.", "must be paid in full no later than 6 weeks before the date of the Wedding"),
    ("gonna pay the rest of the photographer in cash on the day, she's fine with that", "The Photographer does not accept cash or cheques for any payment"),
    ("Lauren's photographer charged £100 an hour when the reception overran.", "is charged at £150 per hour or part hour"),
    ("We don't need to feed the wedding photographer, she brings her own food.", "the Client must provide the Photographer with a hot meal and soft drinks"),
    ("photographer said she'll do as many group shots as we want, like 25 groups lol", "up to a maximum of 15 groupings"),
    ("Travel's free up to 60 miles from Fellbridge on all of Holly's packages.", "Travel within 40 miles of Fellbridge is included in the price of every Package"),
    ("my cousin cancelled 8 months before the wedding and only lost the retainer", "if the Client cancels between 12 months and 6 months before the Wedding"),
    ("Kate's uncle can take pro photos alongside Holly, he's being paid a bit, no need to ask her.", "unless the Photographer has agreed to it in writing beforehand"),
    ("tbh the photographer will send us the raw files too if we ask nicely", "RAW files and unedited Images will not be supplied under any circumstances"),
    ("The photographer gets up to six months after the wedding to deliver the full gallery.", "within 8 weeks of the Wedding, or within 12 weeks for Weddings held in June"),
    ("Our online wedding gallery stays up for two years from delivery.", "The online gallery remains available for 12 months from the date of delivery"),
    ("Mia and Jake own the copyright in their wedding photos, not the photographer.", "Copyright in all the Images remains with the Photographer at all times"),
    ("you get 60 days after the gallery comes to complain about the photos", "must be made in writing within 30 days of delivery of the online gallery"),
    # near-misses
    ("Holly's retainer for our Wednesday wedding in June was £500, taken off the total.", None),
    ("we put a 5 day hold on the date while we read the contract, didn't pay anything", None),
    ("Half day package with the photographer is £1,250 for up to five hours.", None),
    ("Paying the photographer's balance in 4 monthly bits, last one two months before the wedding.", None),
    ("paid holly's balance by card on the portal, no cash needed", None),
    ("Aunt Jean wants to snap photos on her phone during the ceremony, the photographer's fine with guests doing that.", None),
    ("Our venue is 30 miles from Fellbridge so there's no travel charge from the photographer.", None),
    ("Sophie's venue is 150 miles away so they're covering one night's hotel for the photographer.", None),
    ("We moved our wedding date once, ten months' notice, and the photographer didn't charge anything.", None),
    ("Josh's photographer got ill and sent a replacement, they were happy with him.", None),
    ("Holly will send a sneak peek of 30 photos within a week of the wedding.", None),
    ("Our August wedding gallery came 10 weeks after the big day.", None),
    ("we're allowed to post our wedding pics on insta as long as we don't edit them", None),
    ("Album revisions: first two rounds of changes are free, then it's £35 a round.", None),
    ("We told Holly in writing before the wedding that she can't use our photos on her blog.", None),
    ("Dan's cancellation came 14 months before the wedding so he only lost the retainer.", None),
]
