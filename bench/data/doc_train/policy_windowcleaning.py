"""A window cleaning subscription service's customer terms and conditions; written blind."""
from __future__ import annotations

POLICY = """\
BRIGHTWATER WINDOW CARE LIMITED
WINDOW CLEANING SUBSCRIPTION: CUSTOMER TERMS AND CONDITIONS

Effective from 1 April 2025

1. About the service

These terms apply to the regular window cleaning subscription ("the Service") provided by Brightwater Window Care Limited \
("Brightwater", "we" or "us") to domestic customers ("you") in Fennick Bay, Oldmere, Hollins Cross and the surrounding villages \
within our service area, which is shown on the map on our website. We clean windows using a water-fed pole system with purified \
water, which allows us to clean windows up to a height of 12 metres from the ground without the use of ladders, and traditional \
cleaning with a squeegee and ladder is only offered for ground-floor windows and for windows the pole cannot reach.

To subscribe you must be at least 18 years old and be the owner or tenant of the property, and if you are a tenant, it is your \
responsibility to check that your tenancy agreement allows the windows to be cleaned by a contractor of your choice.

2. Plans and prices

We offer three plans: the Standard plan, under which we clean the outside of all windows and glass doors every 4 weeks; the \
Seasonal plan, under which we clean every 8 weeks; and the Premium plan, which includes an outside clean every 4 weeks and a clean \
of the frames, sills and doors on every third visit. The price of each plan depends on the size and type of your property, and for \
a typical three-bedroom semi-detached house the price per clean is £18 on the Standard plan, £24 on the Seasonal plan and £26 on \
the Premium plan, with prices for other properties shown in your Welcome Pack.

Conservatory roofs, skylights and roof lanterns are not included in any plan, but can be added to any visit for an extra £30 for a \
conservatory roof up to 4 metres wide and £45 for anything larger, provided that you book the extra at least 48 hours before the \
visit. Cleaning of the inside of windows is available only on the Premium plan, twice a year, at a charge of £40 per visit, and our \
staff will only clean inside windows when an adult aged 18 or over is present in the property. Gutter clearing and fascia cleaning \
are not part of the Service, but we can provide a separate quotation for them on request.

3. Signing up and paying

Your subscription starts on the date of your first clean, and we will give you a first clean at half the normal price if you sign \
up online, provided that you stay on the plan for at least 3 cleans. Payment is taken by Direct Debit 2 working days after each \
clean, and we will email you a receipt and, where available, a photo of the property on the day of the clean, but we do not \
collect cash on the doorstep and our cleaners will never ask you for payment in person.

If a Direct Debit payment fails, we will try to collect it again after 5 days, and if the second attempt also fails we will add an \
administration charge of £7.50 to your account and may suspend the Service until all outstanding amounts have been paid. Customers \
who prefer not to pay by Direct Debit may pay by card through our online account page within 7 days of the clean, but a surcharge \
of £2 per clean applies to this method.

4. Cleaning visits

We clean between 7.30am and 6pm, Monday to Saturday, and we do not clean on Sundays, on bank holidays or between 24 December and 2 \
January inclusive. You do not need to be at home for an outside clean, and we will send you a text message the evening before each \
visit, normally after 6pm, to tell you we are coming, but we cannot give you a specific time of arrival.

Your cleans will normally take place on the same day of the week on each round, but the exact date may move by up to 5 days either \
way to allow for weather, route changes and staff holidays, and this will not count as a missed clean under section 7.

5. Access and your responsibilities

You must make sure that our cleaners can reach all of the windows included in your plan, which means that side gates and back \
gates must be left unlocked on the day of the visit, garden furniture and plant pots must be moved away from the walls, and any \
dogs must be kept indoors while we are working. If we cannot get to the back of the property because a gate is locked or a dog is \
loose in the garden, we will clean the front only and charge you 50% of the normal price for that visit, unless you have told us \
by 8am on the day of the visit that access will not be available, in which case there will be no charge.

You should tell us about any windows that are cracked, have broken seals, or have recently been painted or sealed, and we will not \
clean any window which has been painted within the previous 7 days. We need access to an outside tap only for traditional \
cleaning, and we bring our own purified water for all pole cleaning, so we will not use your water supply unless you have agreed \
to it.

6. Frames, sills and doors

Frames, sills and doors are cleaned on every third visit on the Premium plan, and on the Standard and Seasonal plans they can be \
cleaned at any visit for an extra £12, provided that you request it through your online account by 6pm on the day before the \
visit. We do not clean wooden frames that are rotten or flaking, and we will not use any cleaning product other than purified \
water on painted or varnished wooden frames, because detergents can damage the finish.

7. Weather, missed cleans and re-cleans

We will not clean in winds above 30 miles per hour, in heavy rain, in thunder and lightning, or when the temperature is below 2 \
degrees Celsius, because of the risk to our staff and of water freezing on paths and glass. Light rain will not stop a clean, \
because purified water dries without spotting, but if we have to cancel a visit because of the weather, we will try to come back \
within 7 days, and if we cannot, the clean will be skipped and you will not be charged for it.

If you are not satisfied with a clean, you must tell us within 72 hours of the visit, with a photograph if possible, and we will \
return to re-clean the affected windows free of charge within 5 working days. We cannot accept a complaint about spotting or \
streaks that appear after that period, because marks that appear later are usually caused by rain, pollen or birds rather than by \
the quality of the clean.

8. Changes to prices and plans

We review our prices once a year, in April, and we will give you at least 30 days' notice by email of any increase, which will not \
exceed 8% in any 12-month period unless your property has been extended or altered. You may move from one plan to another at any \
time through your online account, and the change will take effect from your next clean, except that a move from the Premium plan \
to any other plan can only be made after you have received at least 6 cleans on the Premium plan.

9. Pausing, moving home and cancelling

You may pause your subscription for up to 3 months in any 12-month period, for example while you are away or having building work \
done, and no charge will be made for cleans missed during the pause. If you move home within our service area, we will transfer \
your subscription to your new address at no charge and quote a new price based on the size of your new property, and if you move \
outside our service area, your subscription will end on the date you move.

You may cancel your subscription at any time by giving us 14 days' notice through your online account or by email, and there is no \
cancellation fee, except that if you cancel before receiving 3 cleans after taking the half-price first clean offer in section 3, \
we will charge you the other half of the price of the first clean. If you signed up online or by telephone, you also have the legal \
right to cancel within 14 days of signing up without giving any reason, and if you have asked us to carry out a clean during that \
time you will have to pay for it.

We may end the Service by giving you 4 weeks' notice, or immediately if you fail to pay any amount for more than 30 days or if any \
member of your household is abusive or threatening towards our staff.

10. Damage, safety and insurance

We hold public liability insurance of £2 million, and if our staff damage your property while cleaning, we will pay for the repair \
or replacement of the damaged item, provided that you report it to us within 48 hours of the visit. We will not be responsible for \
damage to windows that are already cracked, have failed seals or are loose in their frames, or for marks caused by the breakdown of \
old window seals, and we are not liable for any failure of glass that is more than 20 years old unless the damage was caused by our \
negligence.

For safety reasons our cleaners will not use ladders higher than 6 metres, will not climb onto any roof, and will not clean windows \
above a flat roof unless safe edge protection is in place, and children under 12 must be kept away from the area in which we are \
working.

11. Complaints

If you have a complaint about the Service, other than a request for a re-clean under section 7, you can contact our customer team \
by email or telephone between 9am and 5pm, Monday to Friday, and we will acknowledge your complaint within 1 working day and give \
you a full response within 10 working days. If you are not happy with our response, you may ask for it to be reviewed by our \
operations manager at our Oldmere office, whose decision will be sent to you within 14 days.

12. Your information

We will use your name, address, telephone number and email address only to provide the Service, take payment and send you service \
messages, and we will not pass your details to any third party for marketing purposes. We will keep your records for 6 years after \
your subscription ends, as required for tax purposes, and then delete them securely, and you can ask us for a copy of the \
information we hold about you at any time free of charge.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("The Standard window cleaning plan comes round every fortnight.",
     "clean the outside of all windows and glass doors every 4 weeks"),
    ("seasonal plan for our 3 bed semi is £20 a go, cheaper than standard lol",
     "£24 on the Seasonal plan and £26 on the Premium plan"),
    ("Aisha's Premium plan covers her conservatory roof at no extra cost.",
     "Conservatory roofs, skylights and roof lanterns are not included in any plan"),
    ("window guys did the insides while we were both at work, we left them a key",
     "only clean inside windows when an adult aged 18 or over is present"),
    ("Signing up online gets you your first window clean completely free.",
     "we will give you a first clean at half the normal price"),
    ("the direct debit for the windows comes out the day before each clean",
     "Payment is taken by Direct Debit 2 working days after each clean"),
    ("Tom pays his Brightwater cleaner in cash at the door every visit.",
     "we do not collect cash on the doorstep"),
    ("My neighbour got hit with a £15 charge when her window cleaning direct debit bounced twice.",
     "administration charge of £7.50 to your account"),
    ("brightwater came round on sunday morning to do our windows, bit keen",
     "and we do not clean on Sundays, on bank holidays"),
    ("The back gate was locked so they only did the front, but still charged the full price.",
     "charge you 50% of the normal price for that visit"),
    ("Marcus says the window cleaners will still work in winds up to 40mph.",
     "We will not clean in winds above 30 miles per hour"),
    ("u get a whole week to ask for a re-clean if the windows look streaky",
     "you must tell us within 72 hours of the visit"),
    ("The window cleaning firm can put prices up by 10% every year.",
     "exceed 8% in any 12-month period unless your property has been extended"),
    ("Priya paused her window cleaning for six months while she was travelling, all allowed.",
     "You may pause your subscription for up to 3 months"),
    ("moved house within oldmere and they charged £20 to move the window sub over",
     "we will transfer your subscription to your new address at no charge"),
    ("You've got a week after the visit to report any damage the window cleaner caused.",
     "provided that you report it to us within 48 hours of the visit"),
    # near-misses
    ("Our Seasonal plan means the windows get done roughly every two months.", None),
    ("standard plan for our 3 bed semi is 18 quid a clean", None),
    ("Lucy added her 3-metre conservatory roof for £30 and booked it three days before the visit.", None),
    ("We get the insides done twice a year on Premium, and I'm always home when they come.", None),
    ("got my first window clean half price cos I signed up online", None),
    ("Dev pays by card on the website instead of Direct Debit and it costs him £2 extra each time.", None),
    ("window cleaner turned up at 8am on a saturday, fair enough", None),
    ("I wasn't home for the outside clean, but they'd texted me the night before.", None),
    ("Emma told them by 7am that the gate would be locked, so they didn't charge her.", None),
    ("clean moved from tuesday to thursday because of rain, doesn't count as missed apparently", None),
    ("The window cleaner carried on in light drizzle and the glass dried spotless.", None),
    ("reported streaks the next morning and they came back to redo them free within 3 working days", None),
    ("Brightwater put our price up 5% this April and emailed us a month beforehand.", None),
    ("Sara paused her window cleaning for ten weeks while the extension was built.", None),
    ("moving from Oldmere to Hollins Cross and they're moving the window sub across for free", None),
    ("They wouldn't do the kitchen window because we'd painted it three days earlier.", None),
]
