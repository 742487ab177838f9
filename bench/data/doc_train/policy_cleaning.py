"""Service agreement of a domestic home cleaning company; written blind."""
from __future__ import annotations

POLICY = """\
BRIGHTWELL HOME CLEANING LTD
DOMESTIC CLEANING SERVICE AGREEMENT

Effective from 1 April 2025

1. Introduction

This agreement sets out the terms on which Brightwell Home Cleaning Ltd ("Brightwell", "we" or "us"), of 22 Orchard Parade, \
Fernleigh FN2 8RD, provides regular and one-off domestic cleaning to you, the client named on your booking confirmation, at the \
property in Fernleigh, Hatherby or the surrounding villages given in that confirmation ("the Property"). A "Regular Clean" is a visit \
made weekly, fortnightly or every four weeks on the same day and at the same time, a "One-Off Clean" is any single visit including \
end-of-tenancy and spring cleans, and "your Cleaner" means the member of our staff assigned to your Property, all of whom are \
employed directly by us, have passed an enhanced background check and are aged 18 or over. This agreement begins on the date of \
your first visit and continues until it is ended in accordance with section 11.

2. Visits and visit lengths

Regular Cleans are booked in blocks of whole hours, with a minimum visit length of 2 hours, or 3 hours for properties with four or \
more bedrooms, and One-Off Cleans have a minimum length of 4 hours. Visits start between 8am and 4pm, Monday to Saturday, and your \
Cleaner will arrive within 30 minutes either side of the agreed start time, other than on the first visit, when we allow a window of \
one hour. We do not clean on bank holidays, and a Regular Clean that falls on a bank holiday will be moved to the nearest working \
day or skipped, as you prefer. We will try to send the same Cleaner to each Regular Clean, but when your Cleaner is on holiday or \
unwell we will offer a replacement Cleaner, and we will give you at least 48 hours' notice of any such change unless it is caused by \
sudden illness. If you would like extra time on the day, your Cleaner may stay for up to one additional hour where their schedule \
allows, and this will be charged at your normal hourly rate in 30-minute units.

3. Prices and price changes

Our standard hourly rate for Regular Cleans is £24 for weekly and fortnightly visits and £26 for visits every four weeks, and \
One-Off Cleans are charged at £30 per hour, while end-of-tenancy cleans are priced by quotation after a free assessment visit. \
Saturday visits carry a supplement of £3 per hour, and there is no extra charge for travel within 8 miles of our Fernleigh office, \
beyond which a travel charge of £6 per visit applies. We review our prices once a year, and any increase will take effect from \
1 April and will be notified to you in writing at least 30 days before it applies, except that we may increase prices at other times \
where the National Living Wage rises by more than 5% in a single year, in which case we will give you 6 weeks' notice. If you do not \
accept a price increase, you may end this agreement without a notice period before the new price takes effect.

4. Keys and access

Where you will not be at home during visits, you may give us a key, which will be held by your Cleaner in a tagged pouch showing a \
reference number only and never your name or address, or kept at our office in a locked key safe when not in use. We will sign a key \
receipt for each key we hold, and a key is released only to you or to a person you have named in writing, on production of \
photographic identification. If a key we hold is lost, we will pay for new locks and keys up to £250, provided that the loss is \
reported to you within 24 hours, and we will not be liable for any loss caused by a key that you have left under a mat, in a plant \
pot or in any other unsecured place for our use. Where the Property has an alarm, you must give us the code and tell us in writing \
of any change at least 24 hours before the next visit, and if your Cleaner is unable to get in because a key, code or instructions \
were not provided, the visit will be charged in full.

5. Cleaning products and equipment

Unless you choose our Supplies Included option, you must provide the cleaning products, cloths, a working vacuum cleaner, a mop and \
bucket and any other equipment your Cleaner needs, and these must be kept in good working order. Our Supplies Included option costs \
£4 per visit and covers eco-friendly products and microfibre cloths, but not vacuum cleaners, which must always be provided by you, \
except for One-Off Cleans, for which your Cleaner will bring all products and equipment at no extra charge. Where you supply \
specialist products for marble, natural stone, hardwood or antique surfaces, your Cleaner will use only those products on those \
surfaces, and we will not use bleach on any surface unless you ask us to in writing. If your vacuum cleaner or other equipment is not \
working, your Cleaner will tell you and continue with the tasks that can be done without it, and the visit will be charged at the \
normal rate.

6. What our Cleaners will and will not do

Your Cleaner will carry out the tasks on your cleaning plan, which we agree with you before the first visit and review with you \
after the first 4 visits, and which may include dusting, vacuuming, mopping, cleaning kitchens and bathrooms, changing bed linen and \
ironing for up to 1 hour per visit. For health and safety reasons, our Cleaners will not climb higher than the second step of a \
stepladder, move furniture heavier than 20 kilograms, clean the outside of windows above the ground floor, or clean up bodily fluids, \
mould covering more than one square metre or waste left by pests. Our Cleaners will not look after children or vulnerable adults, \
give medication, or accept any gift or cash worth more than £20, and they must not be asked to work for you privately during this \
agreement or for 12 months after it ends. If you employ one of our Cleaners directly, or through another agency, within that \
12-month period, you must pay us an introduction fee of £1,200.

7. Pets and children

Please tell us about any pets when you book, and keep dogs in a separate room or the garden during visits unless your Cleaner has \
agreed otherwise in writing. Your Cleaner may feed pets and refresh their water where this is on your cleaning plan, but will not \
walk dogs, clean litter trays, empty cages or handle reptiles, and we cannot send a Cleaner to a Property with a cat or dog if all of \
our available Cleaners have a recorded allergy. Children under 16 must not be left alone at the Property with your Cleaner, and an \
adult aged 18 or over must be at home if any child under 16 is present during a visit. If any pet behaves aggressively towards your \
Cleaner, the visit may be ended straight away and charged in full.

8. Cancellations and pauses

You may cancel or rearrange a Regular Clean free of charge by giving us at least 48 hours' notice before the start time, and if you \
give less notice we will charge 50% of the visit price, or the full price if you give less than 12 hours' notice or your Cleaner \
arrives and cannot get in. One-Off Cleans may be cancelled without charge up to 7 days before the visit, after which the deposit of \
£40 paid at booking is not refundable. You may pause Regular Cleans for holidays for up to 4 weeks in any 12-month period without \
charge, provided that you give us 2 weeks' notice, and we will keep your usual day and time for you during the pause. If we cancel a \
visit and cannot offer another date within 3 working days, we will not charge for that visit, and for the next visit after a \
cancellation made by us with less than 24 hours' notice, we will give you a discount of 20%.

9. Breakages and damage

We hold public liability insurance of £5 million, and if your Cleaner accidentally breaks or damages any item, they will tell you on \
the same day, and we will pay for its repair or, where this is not possible, its replacement with an item of similar age and \
condition, up to £1,000 for any one item. You must tell us of any damage you believe was caused by your Cleaner within 48 hours of \
the visit, and send photographs if we ask for them. We are not responsible for damage resulting from wear and tear, faulty fixtures, \
items that were already damaged or from following your instructions, and we will not pay the first £50 of any claim, except where \
the item was damaged because the Cleaner ignored the cleaning plan. Items of high value, such as antiques, works of art and \
jewellery, should be put away or pointed out to your Cleaner, and we will not accept claims of more than £250 for any item that was \
not pointed out.

10. Payment

Payment for Regular Cleans is taken by direct debit on the working day after each visit, or monthly in arrears on the first working \
day of the month if you prefer, and One-Off Cleans must be paid in full, less the £40 deposit, within 3 days of the visit. We do not \
accept payment in cash, and your Cleaner is not permitted to collect money on our behalf. If a payment fails, we will try again \
after 5 days and charge an administration fee of £15, and if payment is still outstanding 14 days after the visit, we may suspend \
further visits until the account is settled. Clients who refer a friend receive a credit of £25 once the friend has completed 4 paid \
visits, and there is no limit to the number of referrals.

11. Ending the agreement

You may end this agreement at any time by giving us 2 weeks' notice in writing, by email or through the client portal, and we may \
end it by giving you 4 weeks' notice, or immediately if you fail to pay, behave abusively towards our staff or expose them to an \
unsafe working environment. When the agreement ends, we will return all keys to you by hand or by recorded delivery within 5 working \
days, and we will delete your alarm code and access instructions from our records on the same day. Any credit on your account will \
be refunded within 14 days.

12. Complaints and re-cleans

If you are not satisfied with any part of a visit, tell us within 24 hours and we will send a Cleaner back to re-clean the areas \
concerned free of charge within 2 working days, provided that the Property has not been used in the meantime in a way that would \
affect those areas. If you remain unhappy, you may make a formal complaint to our Operations Manager by email or in writing, and we \
will reply within 10 working days. We do not give refunds for visits that have been completed, other than where we have been unable \
to put a problem right with a re-clean, in which case we may refund up to 50% of the visit price.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Brightwell will do a regular clean of just one hour if that's all you need.",
     "with a minimum visit length of 2 hours, or 3 hours"),
    ("our cleaner comes sunday mornings at 10, works great for us tbh",
     "Visits start between 8am and 4pm, Monday to Saturday"),
    ("Hannah pays Brightwell £20 an hour for her weekly clean.",
     "£24 for weekly and fortnightly visits"),
    ("they only have to give u a week's notice before putting the price up",
     "notified to you in writing at least 30 days before it applies"),
    ("The cleaning company's key tag has my address written on it in case it gets lost.",
     "reference number only and never your name or address"),
    ("Mo says if the cleaners lose your key they only cover new locks up to £100.",
     "we will pay for new locks and keys up to £250"),
    ("Tina pays the £4 supplies add-on for her weekly clean, so her cleaner brings the hoover.",
     "but not vacuum cleaners, which must always be provided by you"),
    ("cleaners use bleach on all the surfaces unless u tell them not to",
     "we will not use bleach on any surface unless you ask us"),
    ("My cleaner can do up to two hours of ironing on each visit.",
     "ironing for up to 1 hour per visit"),
    ("gave my cleaner £50 cash at christmas, they're allowed to keep gifts like that",
     "accept any gift or cash worth more than £20"),
    ("Lucy leaves her 12-year-old home alone with the cleaner while she's at work.",
     "Children under 16 must not be left alone at the Property"),
    ("u can cancel a regular clean up to 24 hrs before with no charge",
     "free of charge by giving us at least 48 hours' notice"),
    ("Brightwell will pay up to £5,000 to replace anything their cleaner breaks.",
     "up to £1,000 for any one item"),
    ("Raj just leaves cash on the side for his cleaner to take after each visit.",
     "We do not accept payment in cash"),
    ("need to give them a full month's notice if u want to stop the cleaning",
     "by giving us 2 weeks' notice in writing"),
    ("Anna was told she has 3 days to ask for a free re-clean after a visit.",
     "tell us within 24 hours and we will send a Cleaner back"),
    # near-misses
    ("It's a four-bed house, so my regular cleaner has to book at least 3 hours.", None),
    ("cleaner usually turns up about 20 mins after the agreed time, which is within their window", None),
    ("Fortnightly cleans cost me £24 an hour, same rate as weekly.", None),
    ("As a weekly client my Saturday clean works out at £27 an hour.", None),
    ("Gemma lives 12 miles from their Fernleigh office so she pays a £6 travel charge each visit.", None),
    ("price rises usually start 1 April and they write to u a month or so before", None),
    ("My neighbour picked up my key from the cleaning office; I'd named her in writing and she showed her passport.", None),
    ("even with the supplies add-on regular clients have to provide their own hoover", None),
    ("For Zara's one-off spring clean the cleaner brought all her own kit at no extra cost.", None),
    ("cleaner used bleach in the loo cos i asked her to in writing", None),
    ("My cleaner changes the beds and does about 45 minutes of ironing each week.", None),
    ("Gave my cleaner a £15 box of chocs at christmas and she could accept it.", None),
    ("Priya's 17-year-old is often home alone when the cleaner comes, and that's fine with them.", None),
    ("cancelled my regular clean with about 20 hrs notice and got charged half the visit", None),
    ("Brightwell pay up to a thousand pounds per item if their cleaner breaks something.", None),
    ("Dan ended his cleaning agreement by email with a fortnight's notice.", None),
]
