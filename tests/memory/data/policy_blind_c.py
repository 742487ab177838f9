"""Lettings agency tenancy terms with planted contradictions; written independently of the service's code."""
from __future__ import annotations

POLICY = """\
BRACKENFIELD & CO. LETTINGS: TENANCY TERMS FOR TENANTS
Applies to all assured shorthold tenancies managed by Brackenfield & Co. from 1 March 2024

This document sets out the terms that apply to you as a tenant of a property managed by Brackenfield & Co. \
Lettings, and it should be read alongside your signed tenancy agreement, which takes precedence if the two \
documents ever differ. Where we refer to ourselves we mean Brackenfield & Co. acting as managing agent for \
your landlord, and where we refer to you we mean every tenant named on the agreement, each of whom is jointly \
and severally responsible for the obligations described below. If you have any questions about these terms, \
your property manager will be happy to go through them with you before you sign.

1. Rent and Payment

Rent is payable monthly in advance on the 1st day of each calendar month, and it must reach our client account \
in cleared funds by 5pm on that day, so if the due date falls on a weekend or bank holiday you should arrange \
for the payment to leave your account on the last working day before it. The only accepted method of payment \
is a standing order set up with your bank, and the account details and your unique payment reference are \
printed on page two of your tenancy agreement. We do not accept cash payments at our office on Weyland Street, \
and cheques are taken only for the first month's rent where a standing order cannot be put in place before the \
tenancy begins. If any rent remains unpaid 14 days after the due date, interest will be charged at 3% above \
the Bank of England base rate, calculated daily from the date the payment was due until the date it is \
received in full. Tenants who expect to have difficulty paying should contact their property manager as early \
as possible, because we are usually able to agree a short repayment plan where we are told about a problem \
before the rent falls due.

2. Holding Deposit and Security Deposit

Before the tenancy starts you will pay a holding deposit equal to one week's rent, which secures the property \
for up to 15 days while referencing and right-to-rent checks are completed, and which is then credited towards \
your first month's rent. The security deposit is five weeks' rent where the total annual rent is less than \
£50,000, and six weeks' rent where the annual rent is £50,000 or more. We will register your deposit with the \
Deposit Protection Service within 30 days of receiving it and send you the prescribed information and your \
certificate by email at the same time. At the end of the tenancy we will send you a proposed list of any \
deductions, with photographs and contractors' quotes, within 7 days of the check-out inspection, and the \
deposit will be returned within 10 days of both parties agreeing the amount. If you do not agree with a \
proposed deduction, you may refer the dispute free of charge to the scheme's adjudication service, and the \
disputed portion will be held by the scheme until a decision is made.

3. Length of Tenancy and Notice

Most of our tenancies begin with a fixed term of twelve months, during which neither you nor the landlord can \
end the agreement early unless the tenancy contains a break clause. Our standard break clause allows either \
party to end the tenancy by giving two months' written notice, but the notice cannot be served until the \
tenancy has run for at least four months, so the earliest possible end date is the end of month six. When the \
fixed term ends and no renewal has been signed, the tenancy continues as a monthly periodic tenancy, and from \
then on you must give at least one month's written notice, expiring on the last day of a rental period. Notice \
from you must be given by letter or by email to lettings@brackenfield-co.co.uk, and notice from one joint \
tenant ends the tenancy for everyone named on the agreement, so please discuss your plans with your housemates \
first.

4. Pets

You must not keep any animal at the property without our prior written consent, but we will not unreasonably \
refuse a request and we will reply to every written request within 28 days. Cats, rabbits, small caged animals \
and fish are normally approved, while dogs are considered case by case in houses with their own enclosed \
garden and are not permitted in flats above the ground floor. No more than two pets may be kept at any one \
property, and permission for one animal does not extend to any replacement or additional animal. An additional \
pet rent of £25 per month is charged for each dog, and where any pet with fur has been kept, the carpets and \
soft furnishings must be professionally cleaned and the property treated for fleas at the end of the tenancy, \
with receipts provided at check-out. Assistance dogs are always permitted and are not subject to pet rent.

5. Smoking and Vaping

Smoking of tobacco or any other substance is not permitted anywhere inside the property, including garages, \
outbuildings, balconies and communal hallways, stairwells and bin stores. Vaping and the use of e-cigarettes \
are also prohibited indoors, because the residue discolours paintwork and can set off the smoke alarms in \
shared buildings. You may smoke in a private garden that is let with the property, provided you stand at least \
three metres from any door or window and dispose of cigarette ends in a lidded container rather than in flower \
beds or over fences. If evidence of smoking is found inside the property, the cost of redecoration, \
deodorising and cleaning of soft furnishings will be deducted from the deposit.

6. Subletting, Lodgers and Guests

You must not sublet the whole or any part of the property, take in a lodger, or advertise any room on \
short-let or holiday platforms such as Airbnb, and doing so is a serious breach of the tenancy that may lead \
to possession proceedings. You are welcome to have friends and family to stay, and guests may stay for up to \
14 nights in total in any three-month period without asking us. A guest who stays longer than that requires \
our written consent, and any adult who stays for more than 28 consecutive nights will need to pass our \
referencing checks and be added to the tenancy by a deed of variation, which costs £50 including VAT. Guests \
must respect the same rules on smoking, noise and parking as tenants do, and you are responsible for any \
damage they cause.

7. Repairs and Maintenance

Please report repairs through the tenant portal at my.brackenfield-co.co.uk or by phoning 0161 496 0732 \
between 9am and 5:30pm on weekdays, giving as much detail and as many photographs as you can. Emergencies, \
meaning a total loss of heating or hot water between October and April, an uncontained water leak, a complete \
loss of electricity, or a door or window that cannot be secured, will be attended within 24 hours of being \
reported. Urgent repairs such as a faulty oven, a leaking toilet cistern or a broken shower will be attended \
within 3 working days, and routine repairs such as a dripping tap, a sticking door or a loose cupboard hinge \
within 28 days. Outside office hours, emergencies only should be reported to our out-of-hours line on 0161 496 \
0999, which is staffed from 5:30pm to 9am on weekdays and around the clock at weekends and on bank holidays. \
You are responsible for the minor day-to-day tasks that keep the property in good order, which include:
- replacing light bulbs, fuses and the batteries in the heating controls;
- testing the smoke and carbon monoxide alarms monthly and replacing their batteries when they run low;
- bleeding radiators and topping up the boiler pressure using the instructions left at check-in;
- clearing blockages in sinks, baths and toilets caused by your own use, such as hair, fat or wet wipes.
Where a contractor attends a fault that turns out to have been caused by misuse, or by something a tenant was \
responsible for, a call-out charge of £75 will be passed on to you.

8. Inspections and Access

We carry out a first inspection three months after the tenancy begins and then one every six months, to check \
the condition of the property and to identify any maintenance that needs to be done. We will always give you \
at least 48 hours' written notice of an inspection or a contractor's visit, except in a genuine emergency \
where immediate access is needed to prevent damage or danger. Routine visits take place between 9am and 5pm \
from Monday to Friday, and you do not need to be at home, as the inspector will use the office key if nobody \
answers. Photographs are taken of the condition of each room but we avoid photographing personal belongings \
wherever possible, and a copy of the report is sent to you within 5 working days.

9. Bins, Recycling and Parking

General waste is collected by the council every Tuesday, while recycling and garden waste are collected on \
alternate Fridays, and bins must be put out by 7am on collection day and brought back in within 24 hours. \
Bulky items such as mattresses and sofas must not be left in bin stores or on the pavement, and if we have to \
arrange their removal the cost will be recharged to you. At our apartment developments each flat has one \
allocated parking space, marked with the flat number, and a permit must be displayed on the vehicle at all \
times. Visitor bays may be used by your guests for a maximum of 4 hours in any 24-hour period, and caravans, \
boats, trailers and commercial vehicles over 3.5 tonnes must not be parked anywhere on the site.

10. Decorating and Alterations

You may hang pictures and mirrors using small picture hooks or removable adhesive strips without asking us, \
but you must not paint, wallpaper, drill into tiles or put up shelves without our written consent. Where \
permission to redecorate is given, walls must be painted in a neutral colour approved in advance, and you may \
be asked to restore the original colour at your own cost at the end of the tenancy. You must not change or add \
locks, install a satellite dish, or fit a burglar alarm or doorbell camera without consent, and you must give \
us a copy of any key you have been allowed to have cut.

11. End of Tenancy and Check-Out

At the end of the tenancy the property must be returned clean to the same standard as recorded in the check-in \
inventory, which for most of our properties means a professional clean, allowing for fair wear and tear in \
line with the length of time you have lived there. Before your check-out appointment, please make sure that \
you have:
- cleaned the oven, hob and extractor hood, and defrosted and cleaned the fridge and freezer;
- washed the inside of all windows and removed limescale from taps, tiles and shower screens;
- removed all personal belongings, food and rubbish from the property, garden, loft and any shed;
- taken final meter readings with dated photographs and sent us your forwarding address.
Anything left behind will be stored for 14 days and then disposed of, with the cost of removal deducted from \
your deposit. All keys, fobs and parking permits must be returned to our office or handed to the check-out \
clerk by 12 noon on the final day of the tenancy, and if they are returned late you will be charged rent on a \
daily basis until they are received.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("fyi rent's due on the 5th of every month, so no panic if it's not in on the 1st",
     "on the 1st day of each calendar month"),
    ("late rent doesn't start getting interest added till it's a full month overdue",
     "14 days after the due date"),
    ("heads up, Brackenfield get two months to hand the deposit back once deductions are agreed",
     "within 10 days of both parties agreeing the amount"),
    ("once we're on the rolling monthly tenancy we'll need to give 2 months notice to leave",
     "you must give at least one month's written notice"),
    ("small dogs are fine in the upstairs flats, you just have to ask the agency first",
     "are not permitted in flats above the ground floor"),
    ("no extra rent for having a dog, you just pay for the carpet clean when you move out",
     "An additional pet rent of £25 per month is charged for each dog"),
    ("vaping indoors is ok apparently, it's only proper cigs that are banned inside",
     "Vaping and the use of e-cigarettes are also prohibited indoors"),
    ("mates can crash at ours for up to 30 nights a quarter without telling the agency",
     "up to 14 nights in total in any three-month period"),
    ("heads up a burst pipe counts as an emergency but they can take up to 72 hrs to send someone",
     "will be attended within 24 hours of being reported"),
    ("smoke alarm batteries are the agency's job not ours, just log it on the portal",
     "testing the smoke and carbon monoxide alarms monthly and replacing their batteries"),
    ("general rubbish gets collected on Thursdays, bins need to be out by 7am",
     "General waste is collected by the council every Tuesday"),
    ("keys have to be back at the Brackenfield office by 5pm on our last day",
     "by 12 noon on the final day of the tenancy"),
    # near-misses
    ("set my standing order to go out on the 29th so the rent lands before the 1st", None),
    ("deposit on the Elm Road house is six weeks' rent since the rent there is over 50k a year", None),
    ("holding deposit was a week's rent and they held the flat for 12 days while refs came back", None),
    ("we're five months in so we can serve break notice now and be out by month seven", None),
    ("our old agency wanted two months' notice on rolling contracts, Brackenfield only wants one month", None),
    ("got the ok for our cat and the rabbit, that's the max of two pets", None),
    ("smoking's fine in our own back garden if we stand well away from the doors and windows", None),
    ("my sister stayed 9 nights over Easter and we didn't need to ask anyone", None),
    ("dripping tap counts as routine so they've got up to four weeks to fix it", None),
    ("inspection booked for Wednesday at 2pm, we don't have to be home for it", None),
    ("recycling goes out every other Friday, bins out by 7am on the day", None),
    ("hung the hallway mirror with adhesive strips, no need to ask the agency", None),
]
