"""Subscription terms and conditions of a fictional UK meal-kit delivery service; written blind."""
from __future__ import annotations

POLICY = """\
HEARTHBOX KITCHENS LIMITED
SUBSCRIPTION TERMS AND CONDITIONS FOR MEAL-KIT DELIVERIES

Effective from 3 March 2025

1. About these terms

These terms apply to every subscription to the Hearthbox meal-kit service (the "Service") provided by Hearthbox Kitchens \
Limited, a company registered in England with its main kitchen at Unit 7, Marrowgate Trading Estate, Ashcombe AS4 9LT \
("we", "us"), and to every person who creates an account on our website or app (a "Subscriber"). \
You must be at least 18 years old to open an account, although a Subscriber may add up to 3 additional household members \
aged 16 or over, who may choose recipes but may not change payment or delivery details. \
In these terms, a "Box" means a single weekly delivery of ingredients and recipe cards, the "Cut-off" means the deadline \
described in section 4 after which a Box can no longer be changed, and a "Delivery Day" means the day of the week you \
select for your Box to arrive.

These terms should be read together with our Privacy Notice and our Allergen Statement, and if there is any conflict between \
these terms and anything said to you by our customer care team, these terms will prevail unless the change has been \
confirmed to you in writing by email.

2. Plans and prices

We offer two plan sizes, the 2-person plan and the 4-person plan, each of which may be ordered with 3, 4 or 5 recipes per \
week, and the price per serving is £4.99 on the 2-person plan with 3 recipes and falls to £3.89 on the 4-person plan with \
5 recipes, with the full price list for every combination shown on the Plans page before you pay. \
Prices include VAT at the applicable rate and cover ingredients, recipe cards and insulated packaging, but do not include \
delivery, which is charged separately in accordance with section 5.

Premium recipes, which are marked with a gold star in the weekly menu, carry a supplement of £2.50 per serving on top of \
the standard price, except for the Chef's Table recipe each week, which carries a supplement of £4.00 per serving. \
Add-ons such as desserts, breakfast packs and drinks are charged at the price shown when you add them, and they are not \
eligible for any introductory discount described in section 3.

We may change our prices from time to time, but we will give you at least 14 days' notice by email before any price \
increase takes effect, and if you do not wish to pay the new price you may cancel in accordance with section 9 before the \
increase applies, without any charge.

3. Introductory offers, referrals and vouchers

New Subscribers are entitled to a discount of 50% on their first Box and 25% on each of their second, third and fourth \
Boxes, provided that the same payment card and delivery address have not been used for a Hearthbox account in the previous \
12 months. \
Only one introductory offer may be used per household, and an introductory offer cannot be combined with a referral \
voucher or any other promotional code.

When an existing Subscriber refers a friend who goes on to pay for their first Box, the referring Subscriber will receive \
a credit of £15 to their account, up to a maximum of 10 referrals in any calendar year, and the credit will be applied \
automatically to their next Box after the friend's Box has been delivered. \
Account credit has no cash value, cannot be transferred to another account, and expires 6 months after the date on which \
it was issued.

Gift vouchers may be bought in values of £25, £50 or £100 and are valid for 12 months from the date of purchase, after \
which any unused balance will be lost.

4. Choosing recipes and the weekly Cut-off

Each week's menu is published every Wednesday at 12 noon and contains at least 24 recipes, including at least 6 vegetarian \
and 2 vegan options. \
If you do not choose your recipes before the Cut-off, we will select recipes for you based on the preferences saved in \
your account, and we will not include any ingredient you have marked as disliked.

The Cut-off for each Box is 11:59pm five days before your Delivery Day, so that a Box due on a Monday must be finalised \
by 11:59pm on the preceding Wednesday, and after the Cut-off you cannot change recipes, skip the Box, change the delivery \
address or cancel that Box. \
Changes made before the Cut-off can be made through the app or website at any time, but we cannot accept changes by \
telephone, email or live chat except where the app and website are both unavailable because of a fault on our side.

5. Delivery

We deliver from Monday to Saturday, with no deliveries on Sundays or on bank holidays, and you may choose any Delivery Day \
on which we deliver to your postcode. \
Standard delivery costs £4.99 per Box and takes place in an all-day window between 7am and 9pm, while Priority delivery \
costs £2.00 more than standard delivery and allows you to choose a 2-hour slot between 8am and 8pm. \
Delivery is free on any Box with a value of £60 or more after discounts, except for the island and Highland postcodes \
listed on our Delivery page, where a surcharge of £6 per Box always applies.

If nobody is home, our courier may leave your Box in a safe place you have named in your account or with a neighbour, but \
may not leave it in a communal hallway, an unlocked bin store or any place visible from the street. \
Our packaging is designed to keep ingredients at or below 5°C for up to 48 hours from the time of dispatch, so you must \
refrigerate the contents within 12 hours of delivery, and we will not be responsible for spoilage if you do not.

If your Box has not arrived by 9pm on your Delivery Day, you must tell us by 11am the following day, and we will either \
redeliver the Box within 2 days or give you a full refund including the delivery charge.

6. Ingredients, allergens and substitutions

Our kitchens handle all 14 major allergens, including peanuts, tree nuts, sesame, gluten and milk, and although each \
recipe card lists the allergens contained in that recipe, we cannot guarantee that any Box is free from traces of any \
allergen, and we do not recommend the Service to anyone with a severe allergy. \
Ingredients that contain allergens are labelled individually within the Box, other than loose fruit and vegetables, which \
are not labelled.

Occasionally we may need to replace an ingredient because of supply problems, in which case we will substitute an \
ingredient of equal or greater value and notify you by email at least 24 hours before delivery, but we will never use a \
substitute that introduces an allergen not already listed for that recipe. \
Fresh meat and fish are supplied with a use-by date of at least 3 days after your Delivery Day, and we recommend that \
recipes containing fish are cooked first.

7. Missing, damaged or poor-quality items

If an item is missing from your Box, is damaged, or is not of satisfactory quality, you must report it through the Help \
section of the app within 48 hours of delivery, and you should include a photograph of the item, the packaging and the \
batch label unless the item is missing entirely. \
We will give you account credit equal to the value of the affected recipe, or a refund to your original payment method if \
you ask for one, and where more than 3 recipes in a single Box are affected we will also refund the delivery charge in full.

Repeated claims may be reviewed, and we may ask for further information before issuing credit where more than 4 claims \
have been made on one account in any 8-week period, but this does not affect your statutory rights.

8. Skipping and pausing

You may skip any individual Box up to the Cut-off for that Box, and you may skip as many consecutive weeks as you like up \
to a maximum of 10 weeks, after which your subscription will be paused automatically. \
A paused subscription remains on your account for up to 12 months without charge, and you may resume it at any time by \
selecting a new first Delivery Day, but any introductory discount not used before the pause will be forfeited. \
Skipped Boxes are not charged, and no fee is payable for skipping or pausing.

9. Cancellation and your right to change your mind

You may cancel your subscription at any time through the Account Settings page of the app or website, and cancellation \
takes effect from the first Box whose Cut-off has not yet passed, which means that any Box already past its Cut-off will \
still be delivered and charged. \
Because our Boxes contain perishable food made up to your order, the 14-day cancellation period under the Consumer \
Contracts Regulations does not apply to Boxes, although it does apply to gift vouchers, which may be cancelled for a full \
refund within 14 days of purchase provided that they have not been redeemed.

We may suspend or end your subscription with 7 days' notice if your payment fails twice in a row, or immediately if you \
have been abusive towards our staff or couriers.

10. Payment

We will take payment for each Box on the day of its Cut-off, using the card or PayPal account saved to your account, and we \
do not accept cash, cheques or bank transfers. \
If a payment fails, we will try again up to 3 times over the following 48 hours, and if payment has still not been made \
by the end of that time the Box will be cancelled and a failed payment fee of £5 may be added to your next Box. \
Refunds to a card normally take 5 to 10 working days to appear on your statement.

11. Packaging and recycling

Our ice packs are filled with water and may be emptied down the sink, and our insulated liners are made of recycled paper \
and can be placed in household paper recycling. \
If you hand back packaging from at least 3 Boxes to our courier at the time of your next delivery, we will reuse what we \
can and add a credit of £1 to your account for each Box's worth of packaging collected, up to £4 per month, but this \
collection is offered only in the Ashcombe, Wellstead and Pollardine delivery zones.

12. Complaints and contact

If you are unhappy with any part of the Service, please contact our customer care team by live chat between 8am and 8pm on \
weekdays and between 9am and 5pm on Saturdays, or by emailing care@hearthbox.example, and we aim to respond to emails \
within 2 working days and to resolve complaints within 14 days. \
If you remain dissatisfied after 8 weeks, you may refer your complaint free of charge to an alternative dispute resolution \
provider, whose details we will give you on request.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("My nephew is 16 and opened his own Hearthbox account, no parent needed.",
     "You must be at least 18 years old to open an account"),
    ("flatmate says the gold star recipes on hearthbox are £3 extra a portion",
     "carry a supplement of £2.50 per serving on top of"),
    ("Hearthbox only gives u about a week's warning before prices go up ngl",
     "we will give you at least 14 days' notice by email before any price"),
    ("Priya got half price on her first four Hearthbox boxes.",
     "entitled to a discount of 50% on their first Box and 25% on each"),
    ("got £20 credit when my mate signed up to hearthbox lol",
     "the referring Subscriber will receive a credit of £15 to their account"),
    ("Hearthbox account credit never runs out, so I'm saving mine up.",
     "expires 6 months after the date on which it was issued"),
    ("new hearthbox menu drops thursday lunchtime every week",
     "Each week's menu is published every Wednesday at 12 noon"),
    ("My mum rang Hearthbox to swap her recipes and they said phone changes are fine.",
     "but we cannot accept changes by telephone, email or live chat"),
    ("Dan's Hearthbox box turned up on a Sunday morning, they do Sunday drops now.",
     "with no deliveries on Sundays or on bank holidays"),
    ("priority delivery on hearthbox is a fiver on top of normal delivery tbh",
     "Priority delivery costs £2.00 more than standard delivery"),
    ("Delivery's free on a Hearthbox once your box is worth £50.",
     "Delivery is free on any Box with a value of £60 or more"),
    ("courier left my box in the shared hallway of our flats, apparently thats allowed",
     "may not leave it in a communal hallway, an unlocked bin store"),
    ("Josh says u have a whole week to report missing bits from a box",
     "section of the app within 48 hours of delivery"),
    ("You can only skip six weeks in a row before Hearthbox pauses you.",
     "up to a maximum of 10 weeks, after which your subscription will be paused"),
    ("Hearthbox takes the money on the day the box arrives, not before.",
     "We will take payment for each Box on the day of its Cut-off"),
    ("Lauren says Hearthbox live chat is open till 10pm on weekdays.",
     "by live chat between 8am and 8pm on weekdays"),
    # near-misses
    ("My 17 year old picks the recipes on our Hearthbox account now.", None),
    ("The Chef's Table dish on Hearthbox is £4 extra per portion.", None),
    ("got 25% off my third hearthbox box lol", None),
    ("Hearthbox emailed me a fortnight before putting prices up.", None),
    ("my referral credit runs out after half a year so gotta use it", None),
    ("Aisha's Hearthbox gift voucher is good for a year from when she bought it.", None),
    ("A Hearthbox box for Monday has to be sorted by Wednesday night.", None),
    ("Lena's standard Hearthbox delivery came at 8:30pm, still within the window.", None),
    ("delivery was free on my £65 hearthbox order in ashcombe", None),
    ("Courier left my Hearthbox box with next door as I was out.", None),
    ("need to get the hearthbox stuff in the fridge within half a day of it arriving", None),
    ("Ravi reported a squashed pepper the next morning and got credit back.", None),
    ("skipped 3 weeks in a row on hearthbox, wasn't charged anything", None),
    ("My paused Hearthbox sub can sit there for a year without charging me.", None),
    ("paid for my hearthbox with paypal, no probs", None),
    ("Tom says Hearthbox chat is open on Saturdays until 5.", None),
]
