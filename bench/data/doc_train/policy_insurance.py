"""Home contents insurance policy wording of a fictional UK insurer; written blind."""
from __future__ import annotations

POLICY = """\
SALLOWMERE INSURANCE PLC
HOME CONTENTS INSURANCE POLICY WORDING

Effective for policies starting or renewing on or after 1 March 2025

1. Introduction and definitions

This policy is a contract between you and Sallowmere Insurance plc, of 14 Chandlers Row, Kestlebridge, KB3 7LN, and it is \
based on the information you gave us when you applied, which is summarised in your statement of fact, together with the \
schedule, which shows the sum insured, the excesses and any optional cover you have chosen. \
Please read all three documents together and tell us within 14 days if any of the information in them is wrong, because an \
incorrect answer may mean that a claim is not paid in full or that your policy is cancelled.

In this policy, "you" means the policyholder named in the schedule and any member of your family who lives permanently with \
you, "your home" means the private dwelling at the address shown in the schedule, together with its garages and \
outbuildings, and "contents" means household goods, personal possessions and valuables belonging to you or for which you are \
legally responsible, other than motor vehicles, caravans, boats, animals and any part of the structure of your home. \
"Valuables" means jewellery, watches, furs, pictures, works of art, items of gold, silver or other precious metals, and \
collections of stamps, coins or medals.

2. What we cover

We will cover your contents while they are in your home against loss or damage caused by fire, smoke, lightning, explosion \
or earthquake, storm or flood, escape of water or oil from any fixed installation, theft or attempted theft, vandalism or \
malicious acts, subsidence, heave or landslip, collision by any vehicle or animal, and falling trees, aerials or satellite \
dishes. \
Theft from your home is covered only if it involves forcible and violent entry to or exit from your home, unless the theft \
is committed by someone who has been lawfully invited in, other than a lodger, tenant or paying guest.

The most we will pay for any one claim is the contents sum insured shown in the schedule, which is £50,000 unless you have \
chosen a higher amount of up to £150,000, and we will increase the sum insured by 10% during the whole of December and for \
30 days before and 30 days after the wedding of any member of your family, to allow for gifts kept in your home. \
We will replace items with new ones of the same quality, except for clothing and household linen, for which we will deduct \
an amount for wear and tear, and we will not pay more than the cost of repairing an item where it can be repaired \
economically.

3. Limits for valuables and particular items

Unless you have specified an item in the schedule, the most we will pay for any single article, pair or set of items is \
£2,000, and the most we will pay in total for all valuables in any one claim is one third of the contents sum insured. \
Any single item of valuables worth more than £2,000 must be listed in the schedule, with its value, and for any item worth \
more than £5,000 we will need a valuation or receipt no more than 3 years old before cover starts.

Within the contents sum insured, we will also pay up to £500 for money and up to £750 for loss of credit cards, debit cards \
and the fraudulent use of them, provided that you have kept to the card issuer's conditions and told the issuer within 24 \
hours of discovering the loss. \
We will pay up to £750 for plants, garden furniture and ornaments kept in the open within the boundaries of your home, but \
not for loss or damage caused by storm or flood to any of these other than to furniture and ornaments. \
We will pay up to £5,000 for business equipment used for clerical work in your home, but not for stock, samples or any goods \
held for sale.

We will pay up to £500 for the contents of any freezer spoiled by a change in temperature, or by contamination caused by the \
escape of refrigerant, but for food in a freezer that is more than 10 years old we will pay no more than £250. \
Contents kept in any detached outbuilding or garage are covered up to £2,500 in total, but theft of them is covered only if \
entry is gained by force, and we will not pay for theft of any valuables, money or cards from an outbuilding in any \
circumstances.

4. Your excess

For each claim you must pay the first part of the loss, which is called the excess, and which is £100 unless your schedule \
shows a different amount, except that the excess for claims for escape of water is £350 and for claims for subsidence is \
£1,000. \
If you choose a voluntary excess of £150 or £250, it will be added to the compulsory excess, and you will receive a discount \
on your premium of 5% or 10% respectively. \
Where one incident leads to a claim under this policy and under a buildings policy issued by us, you will pay only the \
higher of the two excesses.

5. Accidental damage (optional)

If your schedule shows that you have chosen accidental damage cover, we will also pay for sudden and unexpected damage to \
your contents in your home which is not specifically excluded, subject to an excess of £100. \
We will not pay under this section for damage caused by pets, by chewing, scratching, tearing or fouling, by dyeing or \
cleaning, or by any process of repair, and we will not pay for damage to mobile phones, laptops or tablets that are more \
than 5 years old, unless you have specified them in the schedule.

Even if you have not chosen accidental damage cover, we will pay up to £1,000 for accidental breakage of fixed glass in \
furniture, mirrors and ceramic hobs, and we will pay up to £500 for accidental damage to televisions, audio equipment and \
computers in your home.

6. Personal possessions away from home

If your schedule shows that you have chosen personal possessions cover, we will cover the items you normally wear or carry \
about with you, including valuables, money and mobile phones, against loss, theft or accidental damage anywhere in the \
United Kingdom, and anywhere else in the world for up to 60 days in total in any period of insurance. \
The most we will pay is £2,500 for any one claim, and no more than £1,000 for any single item unless it is specified in the \
schedule, and we will pay no more than £300 for money.

We will not pay for theft of any possessions from an unattended motor vehicle unless they were in a locked boot or locked \
glove compartment, all doors, windows and the roof of the vehicle were closed and locked, and there is evidence of forced \
entry, and in any case we will pay no more than £500 for any one claim of this kind. \
Pedal cycles are covered up to £600 for each cycle away from your home, provided that when left unattended they are locked \
to an immovable object with a lock approved by Sold Secure, and we will not pay for theft of tyres, lamps or accessories \
unless the cycle itself is stolen at the same time.

Contents belonging to a member of your family aged under 25 who is in full-time education and living away from your home in \
student accommodation are covered up to £3,000 against the risks in section 2, but theft is covered only if there has been \
forcible entry, and the excess for each claim is £100.

7. Unoccupancy and security

If your home is left unoccupied for more than 60 consecutive days, we will not pay for loss or damage caused by theft, \
escape of water or oil, vandalism or malicious acts occurring after the 60th day, unless we have agreed in writing to \
continue cover. \
Between 1 November and 31 March, if your home is to be unoccupied for more than 72 hours, you must either keep the heating \
on at a minimum of 12 degrees Celsius or turn off the water supply at the main stopcock and drain the system.

If your schedule shows that a security condition applies, all final exit doors must be fitted with a five-lever mortice \
deadlock or a multi-point locking system, and all accessible ground-floor windows must have key-operated locks, and these \
must be in use whenever your home is left empty or at night when everyone has gone to bed. \
If you have an intruder alarm, it must be maintained under a contract with an NSI or SSAIB approved company at least once a \
year, and it must be set whenever your home is left unattended.

8. General exclusions

We will not pay for loss or damage caused by wear and tear, gradual deterioration, moth or vermin, or by any process of \
restoration, or for any loss that occurs while your home is lent, let or sublet, other than to a single lodger who lives \
with you. \
We will not pay for loss of value or for any loss that does not arise directly from the incident that caused the claim, and \
we will not pay for any loss caused by war, terrorism, nuclear contamination or pollution, except as the law requires. \
We will not pay for any claim where the loss or damage was caused deliberately by you, and we will not pay for theft or \
damage by any person who lives in your home. \
We will not pay for loss of or damage to items used mainly for business purposes, except as set out in section 3.

9. Making a claim

You must tell us about any claim as soon as reasonably possible, and in any case within 30 days of discovering the loss, by \
calling our claims line on 0345 777 2104, which is open 24 hours a day, 365 days a year, or by using our online claims \
form. \
You must tell the police within 24 hours of discovering any theft, attempted theft, vandalism or loss of property away from \
your home, and obtain a crime reference number, and you must not admit liability for any incident or offer to settle any \
claim against you without our written agreement.

For claims of up to £1,500 we will normally settle on the basis of your description, your receipts and any photographs you \
can provide, but for larger claims we may send a loss adjuster to visit you within 5 working days. \
We may choose to settle your claim by repairing or replacing an item through one of our approved suppliers, or by a cash \
payment, but if we can replace the item through a supplier and you choose a cash payment instead, we will pay only the \
amount it would have cost us, which may be less than the retail price. \
Once we have agreed a claim, we will make the payment within 10 working days.

10. Your legal liability

We will pay up to £2,000,000 for any one claim for amounts you become legally liable to pay as an occupier of your home, or \
as a private individual, for accidental injury to any person or damage to property, together with costs agreed by us. \
We will pay up to £5,000 for your liability as a tenant for damage to your landlord's fixtures and fittings, but we will not \
pay the first £100 of any such claim.

11. Cancelling your policy

You may cancel this policy within 14 days of receiving your documents, or within 14 days of the start date if later, and we \
will refund the full premium, provided that you have not made a claim. \
After that you may cancel at any time by calling us, and we will refund the premium for the unexpired period of cover, less \
a cancellation charge of £25, unless you have made a claim during the current period of insurance, in which case no refund \
will be due. \
We may cancel this policy by giving you 14 days' notice in writing to your last known address, for example if you do not \
pay a monthly instalment or if we find evidence of fraud, and if you pay monthly we will first give you 7 days to make a \
missed payment.

12. Complaints

If you wish to complain, please contact our Customer Relations Manager at the address in section 1, and we will send you a \
final response within 8 weeks. \
If you remain dissatisfied, you may refer the complaint to the Financial Ombudsman Service within 6 months of the date of \
our final response, and doing so will not affect your right to take legal action.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Tom says the Sallowmere wedding top-up only covers a week either side of the big day.",
     "for 30 days before and 30 days after the wedding"),
    ("Sallowmere treats a pair of earrings as two separate items, each with its own £2k limit.",
     "for any single article, pair or set of items is"),
    ("valuables can make up half the total contents cover on a claim w sallowmere",
     "all valuables in any one claim is one third of the contents sum insured"),
    ("Sallowmere will pay out up to £1,000 for cash stolen from the house.",
     "we will also pay up to £500 for money and up to £750"),
    ("u get a week to tell the bank about lost cards and still be covered, no rush",
     "told the issuer within 24 hours of discovering the loss"),
    ("My neighbour says Sallowmere pays for jewellery nicked from a shed if it was broken into.",
     "theft of any valuables, money or cards from an outbuilding"),
    ("Escape of water claims just have the normal £100 excess like everything else.",
     "the excess for claims for escape of water is £350"),
    ("picking the £250 voluntary excess got me 20% off the premium tbh",
     "you will receive a discount on your premium of 5% or 10% respectively"),
    ("Jess's dog chewed the sofa and her accidental damage cover paid for it, no issues.",
     "We will not pay under this section for damage caused by pets"),
    ("Personal possessions cover works abroad for up to 90 days a year.",
     "anywhere else in the world for up to 60 days in total"),
    ("laptop nicked off the back seat of my locked car and sallowmere said thats covered",
     "unless they were in a locked boot or locked glove compartment"),
    ("Ben reckons his bike is covered in town even if he leaves it unlocked.",
     "provided that when left unattended they are locked to an immovable object"),
    ("My son's 27 and doing a full-time PhD, so his uni flat stuff is covered on our policy.",
     "a member of your family aged under 25 who is in full-time education"),
    ("theft cover stops once the house has been empty for 30 days apparently",
     "If your home is left unoccupied for more than 60 consecutive days"),
    ("In winter the heating-or-drain rule only applies if you're away longer than a week.",
     "if your home is to be unoccupied for more than 72 hours"),
    ("Aisha's Sallowmere policy gives her a week to report a burglary to the police.",
     "You must tell the police within 24 hours of discovering any theft"),
    # near-misses
    ("Our contents cover goes up by a tenth for the whole of December.", None),
    ("my watch is worth £1,800 so i didn't need to list it on the schedule", None),
    ("Sallowmere covers up to £750 if your bank cards get lost and someone misuses them.", None),
    ("Standard excess is a hundred quid unless your schedule says otherwise.", None),
    ("Kate went for the £150 voluntary excess and got 5% off.", None),
    ("Even without accidental damage cover they paid for my cracked ceramic hob.", None),
    ("took my camera to spain for 3 wks and my personal possessions cover had it covered", None),
    ("Mo's phone was stolen on holiday and they paid £900, since single items max out at £1k.", None),
    ("Leah's bike was locked to railings in town, got nicked, and they paid £550.", None),
    ("My daughter is 20 and at uni in halls, so her stuff is covered up to £3,000.", None),
    ("away for 2 nights in january so didn't bother draining the water", None),
    ("Our house was empty for seven weeks and the burglary was still covered.", None),
    ("The Sallowmere claims line picked up at 2am on Christmas Day.", None),
    ("cancelled in the first fortnight, never claimed, got every penny back", None),
    ("Sallowmere paid Gary's claim eight working days after agreeing it.", None),
    ("My lodger lives with us and the insurer said that doesn't affect our cover.", None),
]
