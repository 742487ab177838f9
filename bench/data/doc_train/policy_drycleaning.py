"""Terms and conditions of service of a fictional UK dry cleaning and laundry business; written blind."""
from __future__ import annotations

POLICY = """\
PRESSWORTH DRY CLEANERS AND LAUNDERERS LIMITED
TERMS AND CONDITIONS OF SERVICE

Effective from 1 September 2024

1. Definitions and scope

These terms apply to all garments, household textiles and other items ("Items") accepted for cleaning, laundering, \
pressing, alteration or repair by Pressworth Dry Cleaners and Launderers Limited ("Pressworth", "we", "us") at any of our \
three branches, at Hollin Street in Kelbridge, Market Row in Tamsworth Green and the Orchard Parade Centre in Lower \
Fennick, or through our collection and delivery service. \
In these terms, the "Customer" means the person who hands in the Items or books the collection, the "Ticket" means the \
numbered receipt we issue for each order, and "Specialist Items" means wedding dresses, leather, suede, fur, sheepskin, \
curtains over 3 metres in drop, rugs and any Item with beading, sequins or hand embroidery.

By leaving Items with us, the Customer confirms that they own the Items or have the owner's permission to have them \
cleaned, and that they have removed all belongings from the pockets. \
We accept no responsibility for money, keys, pens or other objects left in Items, and any objects found will be kept at \
the branch for 30 days only, after which they will be disposed of unless they are of obvious value, in which case they \
will be handed to the police.

2. Opening hours and services

Our Hollin Street and Market Row branches are open from 7:30am to 6:30pm Monday to Friday and from 8:30am to 4pm on \
Saturday, and the Orchard Parade branch is open from 9am to 5:30pm Monday to Saturday, and all branches are closed on \
Sundays and bank holidays. \
All cleaning is carried out at our central works at Fennick Mill, and Items handed in at Orchard Parade therefore take one \
working day longer than the times given in section 4, because they are taken to the works by van only once a day.

We offer dry cleaning, wet cleaning, laundry by the kilogram, shirt laundering, ironing only, and alterations and repairs, \
but Specialist Items are accepted only at Hollin Street, where a member of staff trained in specialist cleaning must \
inspect them before they are accepted.

Our laundry by the kilogram service is for everyday washable clothing and bedding only, and each load is washed at up to \
40°C, tumble dried and folded, unless the Customer asks for Items to be hung to dry, which adds one working day to the \
turnaround. \
Duvets and pillows are not accepted for laundry by the kilogram and are instead charged individually, with a single duvet \
costing £18.00 and a king-size duvet costing £24.00, and feather duvets must be left with us for at least 4 working days \
so that they can be dried thoroughly.

3. Prices and payment

Our current prices are displayed in every branch and on our website, and the price charged will be the price displayed on \
the day the Items are handed in. \
A two-piece suit costs £16.50 to dry clean and a dress costs from £11.00, while a shirt laundered and pressed on a hanger \
costs £3.20, or £2.80 each when 5 or more shirts are handed in together, and service washes are charged at £3.50 per \
kilogram with a minimum charge of £12.00 per load. \
Specialist Items are priced individually after inspection, and a written quote will be given before any work starts, \
which the Customer must accept by signing the Ticket or by replying to our email.

Customers aged 65 or over who show proof of age receive 10% off all standard cleaning on Tuesdays and Wednesdays, and \
students with a valid student card receive 15% off shirts only, but these discounts cannot be combined with each other or \
with any other offer and do not apply to Specialist Items or alterations.

Payment is due in full when the Items are collected, except that for Specialist Items, alterations and orders over £80 we \
require a deposit of 50% when the Items are handed in. \
We accept cash, debit and credit cards and contactless payments, but we do not accept cheques, and no surcharge is added \
for any method of payment.

4. Turnaround times and express service

Standard turnaround is 3 working days for dry cleaning and 2 working days for laundry and shirts, and Specialist Items \
normally take between 10 and 15 working days, although wedding dresses may take up to 6 weeks between May and September. \
Our Same Day Express service is available for dry cleaning and shirts only, at a supplement of 40% on the standard price, \
for Items handed in at Hollin Street or Market Row before 9:30am on a weekday, which will be ready for collection after \
5pm the same day. \
Express is not available on Saturdays or for Items handed in at Orchard Parade.

Turnaround times are estimates and, although we will always show the expected date on your Ticket, we are not liable for \
any delay of less than 5 working days beyond that date.

5. Collection and delivery

Our collection and delivery service covers addresses within 6 miles of Fennick Mill, with collections on Mondays and \
Thursdays between 6pm and 9pm, and cleaned Items are returned on the next collection day after they are ready. \
The service is free for orders of £30 or more, and a charge of £4.95 for each collection and each return applies to \
smaller orders, except that Customers over 75 or holding a Blue Badge pay no delivery charge regardless of order value.

Items must be given to our driver in a Pressworth bag or a clearly labelled bag showing the Customer's name and address, \
and the driver will count the Items in the Customer's presence. \
If nobody is at home, the driver may collect bags left in a porch or similar secure place if the Customer has asked us to \
do so in writing, but will never leave cleaned Items unattended, and a second return attempt will be charged at £4.95 \
even where the order would otherwise qualify for free delivery.

6. Care labels and our right to refuse

We clean all Items in accordance with the manufacturer's care label, and where an Item has no care label or the label is \
unreadable, we will clean it only if the Customer signs a "Clean at Owner's Risk" disclaimer on the Ticket. \
We may refuse any Item that we reasonably believe cannot be cleaned safely, including Items heavily soiled with oil, paint \
or bodily fluids, Items that are wet or damp, and Items whose label says "do not dry clean" where dry cleaning is \
requested.

We will do our best to remove stains but cannot guarantee to do so, and we do not charge extra for normal stain \
treatment, although stains needing more than 20 minutes of specialist work are charged at £6 per stain, with the \
Customer's agreement given in advance.

7. Alterations and repairs

Alterations are carried out by our seamstress at Market Row, and Items for alteration may be handed in at any branch but \
must be fitted at Market Row, by appointment only, on Tuesdays, Thursdays or Saturdays. \
Trouser and skirt hems cost £9.50 and replacement zips cost from £14.00, while simple repairs such as re-sewing a button or \
a seam of less than 10 centimetres are free for Items that we are also cleaning.

8. Collecting your Items and uncollected Items

Items must be collected within 28 days of the ready date shown on the Ticket, and the Ticket must be presented on \
collection, except that a Customer who has lost their Ticket may collect by giving their name, address and the approximate \
date of the order, together with photographic identification. \
Items that have not been collected after 28 days will be charged a storage fee of £1.50 per Item per week, and we will \
write to the Customer at the postal or email address given on the Ticket.

If Items remain uncollected 90 days after the ready date on the Ticket, and we have sent at least two written reminders, we \
may sell the Items or donate them to charity and use any sale proceeds to cover the charges owed, in accordance with the \
Torts (Interference with Goods) Act 1977.

9. Damage, loss and compensation

We take reasonable care of all Items in our possession, and if an Item is lost or damaged because of our negligence we \
will pay compensation based on the Item's value at the time of the loss, calculated using the Fair Claims Guide published \
by the Textile Services Association, which takes account of the Item's age and condition. \
Our liability for any single Item will not exceed 10 times the cleaning charge for that Item or £500, whichever is the \
lower, unless the Customer has declared a higher value in writing and paid an additional insurance charge of 5% of the \
declared value when handing the Item in.

We are not liable for damage that results from a fault in the manufacture of the Item, including shrinkage or colour loss \
where the Item was cleaned in line with its care label, or from the Customer's failure to tell us about a previous stain \
treatment or alteration.

10. Making a claim

Any claim for loss or damage must be made in writing or by email within 14 days of collecting the Item, and the Item must \
be returned to the branch for inspection in the condition in which it was collected, without having been worn, washed or \
altered since. \
If we cannot agree whether we are responsible, we will send the Item to an independent testing house at our own expense, \
and we will abide by its findings, provided that the Customer agrees to do the same.

11. Loyalty scheme and business accounts

Customers who join our free Pressworth Plus scheme receive one stamp for every £10 spent on cleaning, and 10 stamps may be \
exchanged for £10 off any future order, but stamps cannot be earned on alterations, storage fees or delivery charges. \
Business customers who spend at least £150 a month may apply for a monthly account, with invoices payable within 30 days.

Pressworth gift cards can be bought in any branch for any amount between £10 and £200, may be used at all three branches, \
and are valid for 24 months from the date of purchase, but they cannot be exchanged for cash or used to pay storage fees.

12. Complaints

If you are unhappy with our service, please speak first to the branch manager, and if the matter is not resolved, write to \
our Customer Services Manager at Fennick Mill, Mill Lane, Lower Fennick FN2 6QA or email customerservices@pressworth.example, \
and we will acknowledge your complaint within 3 working days and give a full response within 21 days. \
If we are unable to resolve your complaint, you may refer it to the Textile Services Association's independent \
conciliation service, which is free for Customers, provided that you do so within 6 months of our final response.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Pressworth hang on to anything they find in your pockets for three months.",
     "any objects found will be kept at the branch for 30 days only"),
    ("my sister said the Market Row dry cleaners opens at 7 on weekdays",
     "Market Row branches are open from 7:30am to 6:30pm Monday to Friday"),
    ("Getting a two-piece suit dry cleaned at Pressworth costs £18.50.",
     "A two-piece suit costs £16.50 to dry clean"),
    ("pressworth do shirts at £2.80 each even if u only bring one in",
     "costs £3.20, or £2.80 each when 5 or more shirts are handed in"),
    ("Gran says pensioners get 10% off at Pressworth on Fridays.",
     "receive 10% off all standard cleaning on Tuesdays and Wednesdays"),
    ("they took a cheque from my nan at pressworth, no problem",
     "contactless payments, but we do not accept cheques"),
    ("Normal dry cleaning at Pressworth takes five working days.",
     "Standard turnaround is 3 working days for dry cleaning"),
    ("Kieran reckons the same-day express at Pressworth is only 25% extra.",
     "at a supplement of 40% on the standard price"),
    ("used pressworth express on a saturday morning, suit was ready by 5",
     "Express is not available on Saturdays or for Items handed in"),
    ("The Pressworth collection van comes round on Tuesdays and Fridays.",
     "with collections on Mondays and Thursdays between 6pm and 9pm"),
    ("pressworth pickup is free once ur order is over £20 tbh",
     "The service is free for orders of £30 or more"),
    ("Pressworth driver left my cleaned coats on the doorstep since I was out.",
     "but will never leave cleaned Items unattended"),
    ("Hannah got her alterations fitted at the Hollin Street branch, she just walked in.",
     "must be fitted at Market Row, by appointment only"),
    ("you get 6 weeks to pick stuff up before pressworth charges storage",
     "Items that have not been collected after 28 days will be charged"),
    ("Lucy was told she had a month after collecting to claim for her ruined coat.",
     "must be made in writing or by email within 14 days of collecting"),
    ("Pressworth will pay out up to £1,000 for any single damaged item.",
     "10 times the cleaning charge for that Item or £500"),
    # near-misses
    ("Pressworth kept my keys at the branch for a fortnight till I came back for them.", None),
    ("The Orchard Parade cleaners is open till half five on Saturdays.", None),
    ("mum's wedding dress had to go to the hollin street branch to be checked first", None),
    ("Dropped six shirts at Pressworth and paid £2.80 each.", None),
    ("My grandad is 70 and got 10% off his suit cleaning on a Wednesday.", None),
    ("student discount at pressworth is only on shirts, not suits", None),
    ("Priya's laundry came back from Pressworth in 2 working days.", None),
    ("stuff dropped at orchard parade takes an extra day cos it goes to the mill", None),
    ("My aunt is 78 so she pays nothing for Pressworth delivery, even on small orders.", None),
    ("pressworth driver counted my bags in front of me at the door", None),
    ("They wouldn't take my damp duvet at Pressworth.", None),
    ("sewing a button back on was free cos they were cleaning the jacket anyway", None),
    ("Omar lost his ticket but got his suit back by showing photo ID and giving his details.", None),
    ("Pressworth charge £1.50 a week per item once it's been left over four weeks.", None),
    ("got 2 weeks after pickup to complain about damage at pressworth", None),
    ("Ten Pressworth Plus stamps gets you a tenner off.", None),
]
