"""A town council's allotment tenancy rules; written blind."""
from __future__ import annotations

POLICY = """\
ASHCOMBE TOWN COUNCIL
ALLOTMENT TENANCY RULES

Effective from 1 October 2024 for all tenancies at the Millbrook Lane, Kestrel Road and Fenwick \
Meadow allotment sites

1. Definitions and interpretation

In these Rules, "the Council" means Ashcombe Town Council, "the Tenant" means the person or persons \
named on the tenancy agreement, "a Plot" means a full plot of approximately 250 square metres and "a \
Half Plot" means a plot of approximately 125 square metres, unless the tenancy agreement states a \
different measured area. "The Allotments Officer" means the officer appointed by the Council to \
manage the sites, who may be contacted at the Town Hall, Market Square, Ashcombe, between 9am and \
4pm on weekdays other than bank holidays. These Rules form part of every tenancy agreement, and \
where there is any conflict between these Rules and a notice displayed on a site noticeboard, these \
Rules shall prevail.

2. Eligibility and the waiting list

A tenancy may be granted only to a person aged 18 or over who lives within the Ashcombe parish \
boundary, provided that up to 10% of the plots on any site may be let to non-residents where no \
resident on the waiting list has accepted an offer within 28 days. Applicants are placed on the \
waiting list in the order in which their completed application forms are received, and no more than \
one application may be held per household. When a plot becomes available it will be offered to the \
applicant at the top of the list, who must accept or decline within 14 days of the date of the offer \
letter, failing which the offer will be withdrawn and the applicant moved to the bottom of the list. \
An applicant who declines two offers in any period of 12 months will be removed from the list \
entirely.

No household may hold more than one full Plot or two Half Plots at any time, and a Tenant may not \
hold tenancies on more than two of the three sites. Joint tenancies are permitted between no more \
than two named adults from the same household, each of whom shall be jointly and severally liable \
for the rent and for compliance with these Rules.

3. Rent and charges

The annual rent is £68 for a full Plot and £38 for a Half Plot for the year running from 1 October \
to 30 September, and the Council will give at least 12 months' written notice of any increase. Rent \
is payable in advance by 1 November each year, and a Tenant who has not paid within 40 days of the \
due date will be treated as being in breach of these Rules under section 10. Tenants who are aged 65 \
or over, or who receive Pension Credit, Universal Credit or a council tax reduction, are entitled to \
a concession of 50% on the rent, provided that evidence of eligibility is shown to the Allotments \
Officer before the rent falls due. Rent may be paid by bank transfer, by debit card over the \
telephone or in person at the Town Hall, but the Council does not accept cash at any of the sites.

A refundable key deposit of £25 is payable for each padlock key issued and will be returned when the \
key is handed back at the end of the tenancy. A replacement key costs £15 unless the original was \
stolen and a crime reference number is provided, in which case the first replacement is issued free \
of charge. Water is included in the rent and no separate water charge is made, although the Council \
reserves the right to introduce one on 12 months' notice in accordance with this section.

4. Cultivation and use of the plot

The Tenant must keep the plot clean, reasonably free from weeds and in a good state of cultivation \
and fertility, and at least 75% of the plot must be used for growing fruit, vegetables or flowers in \
each growing season. A newly let plot must have at least 25% of its area under cultivation within 3 \
months of the start of the tenancy and at least 50% within 6 months. The remaining area may be used \
for paths, a shed, a greenhouse, compost bins, a seating area and the keeping of permitted animals \
under section 8. The plot must be used for the personal use of the Tenant and their family, and no \
produce may be sold except at the annual Ashcombe Allotments Open Day or at a charity stall approved \
in writing by the Allotments Officer.

Trees may be planted only if they are fruit trees on dwarfing rootstock that will not exceed 2.5 \
metres in height when mature, and no more than 6 fruit trees may be grown on a full Plot or 3 on a \
Half Plot. Bamboo, Japanese knotweed, leylandii and other invasive species must not be planted under \
any circumstances. Carpet, tyres and materials containing asbestos must not be brought onto any \
site, and any carpet already on a plot must be removed by 31 March 2025.

Each Tenant must keep the half of every adjoining path nearest to their plot trimmed and clear, and \
must not cut or damage any boundary hedge, which will be maintained by the Council between October \
and February only.

5. Sheds, greenhouses and structures

A Tenant may erect one shed not exceeding 2.4 metres by 1.8 metres and 2.2 metres in height, and one \
greenhouse or polytunnel not exceeding 3 metres by 2.4 metres, provided that written permission has \
first been obtained from the Allotments Officer. Permission will normally be given within 21 days of \
a written request, which must include a simple sketch showing the position of the structure on the \
plot. No structure may be placed on a concrete base, although paving slabs laid loose on the ground \
are acceptable, and no structure may be used as a dwelling or for overnight stays. Sheds must be \
painted or stained in brown, green or a natural wood colour.

Glass must not be used in greenhouses on the Fenwick Meadow site, which adjoins the primary school \
playing field, and polycarbonate must be used instead. Any structure must be removed by the Tenant \
at their own expense at the end of the tenancy unless the incoming Tenant agrees in writing to take \
it over.

6. Water

Water is supplied from troughs and standpipes at each site between 1 April and 31 October only, and \
is turned off for the rest of the year to prevent frost damage. Tenants should use watering cans \
filled from the troughs, and hosepipes may be used only to fill water butts on the Tenant's own plot \
and must never be left unattended or used to water the plot directly. Sprinklers are not permitted \
at any time. Each Tenant may keep no more than 4 water butts on a full Plot or 2 on a Half Plot, \
each with a fitted lid to prevent accidents and mosquito breeding. The Council may restrict the \
hours during which water may be drawn if a hosepipe ban is declared by Southvale Water, and any such \
restriction will be posted on the site noticeboard.

7. Bonfires

Bonfires are permitted only between 1 November and 28 February, and then only after 4pm and before \
dusk on Tuesdays and Thursdays, and only of dry, untreated plant material grown on the plot. \
Bonfires are never permitted on the Kestrel Road site, which lies within 50 metres of residential \
housing. A fire must be attended by an adult at all times, must not exceed 1 metre in diameter, and \
must be fully extinguished before the Tenant leaves the site. Plastics, rubber, painted or treated \
timber and household waste must not be burned under any circumstances. The Council may suspend \
bonfires at any site without notice if it receives complaints from neighbours, and a Tenant who \
breaches this section may be served with a notice to quit under section 10 without a prior warning.

8. Animals

Tenants may keep up to 6 hens and up to 4 rabbits on a full Plot, or up to 3 hens on a Half Plot, \
provided that prior written consent has been obtained from the Allotments Officer and the animals \
are kept in accordance with the Animal Welfare Act 2006. Cockerels are not permitted on any site. \
Bees may be kept only on the Millbrook Lane site, by a Tenant who holds a recognised beekeeping \
certificate and public liability insurance of at least £5 million, and no more than 2 hives may be \
kept on any plot. Livestock must be visited and fed at least once every day, including bank \
holidays, and the Tenant must nominate a second person who will care for the animals in the Tenant's \
absence.

Dogs may be brought onto the sites provided that they are kept on a lead no longer than 2 metres at \
all times and that any fouling is removed immediately, but dogs are not permitted on the Fenwick \
Meadow site at any time. Assistance dogs are exempt from the restrictions in this paragraph.

9. Conduct, access and security

Sites are open to Tenants between 7am and dusk, or 9pm if earlier, every day of the year, and \
Tenants must lock the gate behind them on entering and leaving. Children under 16 are welcome but \
must be accompanied and supervised by an adult at all times, and the Council accepts no liability \
for any injury to a visitor. Tenants may bring no more than 4 guests onto a site at any one time. \
Vehicles may be driven onto the main track at Millbrook Lane only, at a speed not exceeding 5 miles \
per hour, and must be left in the designated car park at every other site. Tenants must not use \
power tools such as strimmers and rotavators before 9am or after 7pm on any day, or at any time on a \
Sunday before 10am.

Sub-letting or assigning a plot is strictly forbidden, although a Tenant may ask a named co-worker \
to help cultivate the plot, provided that the co-worker's name and telephone number have been given \
to the Allotments Officer. The Council's site inspections take place monthly between March and \
October, and the results will be sent to Tenants by email within 7 days.

10. Breaches and termination

Where an inspection shows that a plot is not being cultivated in accordance with section 4, the \
Allotments Officer will send a first warning letter giving the Tenant 28 days to remedy the breach. \
If the breach has not been remedied when the plot is re-inspected, a final warning letter will be \
sent giving a further 14 days, after which the Council may serve a notice to quit. A Tenant may end \
the tenancy at any time by giving one month's written notice to the Allotments Officer, but no \
refund of rent will be made for any part of the year unless the Tenant gives up the plot for medical \
reasons supported by a letter from a GP, in which case a refund will be made for each complete \
quarter remaining.

The Council may end any tenancy by giving 12 months' notice expiring on or before 6 April or on or \
after 29 September in any year, or by giving one month's notice if the rent is in arrears for 40 \
days or more or if the Tenant has failed to observe these Rules, in accordance with the Allotments \
Acts 1908 to 1950. On the death of a Tenant, the tenancy will pass to a surviving joint Tenant or, \
where there is none, will end on the next 30 September.

11. Leaving the plot and appeals

At the end of the tenancy the Tenant must leave the plot in a clean and tidy condition, and the \
Council may recover from the Tenant the cost of clearing any rubbish or structures left behind, up \
to a maximum of £300. The key must be returned within 14 days of the end of the tenancy or the key \
deposit will be forfeited. A Tenant who disagrees with a decision made under these Rules may appeal \
in writing to the Town Clerk within 21 days of that decision, and the appeal will be considered by \
the Council's Amenities Committee at its next scheduled meeting.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("The rent for a full allotment plot in Ashcombe is £86 a year.",
     "The annual rent is £68 for a full Plot"),
    ("got offered a plot at last!! they said i've got a month to say yes or no lol",
     "who must accept or decline within 14 days of the date"),
    ("My neighbour Joan says pensioners get a third knocked off their allotment rent.",
     "are entitled to a concession of 50% on the rent"),
    ("paid my allotment rent in cash to the bloke at the kestrel rd gate, no bother",
     "but the Council does not accept cash at any of the sites"),
    ("A replacement key for the allotment gate costs a tenner.",
     "A replacement key costs £15 unless the original was stolen"),
    ("Dev reckons you only need about 60% of your plot actually growing stuff to keep it.",
     "at least 75% of the plot must be used for growing fruit"),
    ("tbh u can flog ur allotment veg at the saturday farmers market, council dont care",
     "no produce may be sold except at the annual Ashcombe Allotments Open Day"),
    ("Priya put her new allotment shed on a poured concrete base and the officer said that was fine.",
     "No structure may be placed on a concrete base"),
    ("allotment taps are on all year round ngl, was watering the garlic in january",
     "is supplied from troughs and standpipes at each site between 1 April and 31 October only"),
    ("had a little bonfire on my kestrel road plot in december, nobody said a thing",
     "Bonfires are never permitted on the Kestrel Road site"),
    ("Bonfires at the allotments are allowed on Saturday afternoons over the winter.",
     "and then only after 4pm and before dusk on Tuesdays and Thursdays"),
    ("Sam keeps ten hens on his full plot and says that's within the rules.",
     "Tenants may keep up to 6 hens and up to 4 rabbits on a full Plot"),
    ("took the dog to my fenwick meadow plot again, kept him on the lead so all good",
     "but dogs are not permitted on the Fenwick Meadow site at any time"),
    ("The allotment gates open at 6am every day.",
     "Sites are open to Tenants between 7am and dusk"),
    ("To give up an allotment you have to give the council three months' notice in writing.",
     "A Tenant may end the tenancy at any time by giving one month's written notice"),
    ("Marcus says you've got six weeks to appeal an allotment decision.",
     "may appeal in writing to the Town Clerk within 21 days of that decision"),
    # near-misses
    ("My half plot costs £38 a year and I pay it by bank transfer.", None),
    ("my mum's 70 so she only pays half the allotment rent, she showed them her bus pass", None),
    ("got offered a plot, have a fortnight to reply to the letter", None),
    ("My allotment key was stolen, but I had a crime number so the new one was free.", None),
    ("Hannah has 80% of her plot in veg and the rest is paths, a shed and a bench.", None),
    ("sold a few bags of courgettes at the allotment open day, totally allowed", None),
    ("Priya's allotment shed sits on paving slabs just laid loose on the soil.", None),
    ("The water at the allotments gets switched off from November to March.", None),
    ("ngl i fill my water butts with the hose but never leave it running", None),
    ("I burned dry bean stalks from my Millbrook Lane plot one Tuesday in November, just after 4pm before dark.", None),
    ("Tom keeps three hens on his half plot, with the officer's written OK.", None),
    ("my dog comes to the millbrook plot with me, always on a short lead", None),
    ("Assistance dogs are allowed on the Fenwick Meadow allotments.", None),
    ("Marcus only runs his rotavator on Sundays after 10 in the morning.", None),
    ("handing my plot back, gave them 6 wks notice, not expecting any rent back", None),
    ("Sarah gave up her plot on her GP's advice and got refunded for the full quarters left.", None),
]
