"""A home care agency's service agreement for privately funded clients; written blind."""
from __future__ import annotations

POLICY = """\
BRIGHTWATER HOME CARE LIMITED
SERVICE AGREEMENT: TERMS AND CONDITIONS FOR PRIVATELY FUNDED HOME CARE

Effective from 6 January 2025

1. About this agreement

This agreement is between Brightwater Home Care Limited ("the Agency"), of Unit 4, Ferris Court, Kellsbridge, \
Northmoor, and the person receiving care ("the Client"), and it applies to all care and support the Agency \
provides in the Client's own home within its service area, which covers Kellsbridge and the villages within 12 \
miles of its office. In this agreement "Care Worker" means a member of staff employed by the Agency to provide \
care, "Visit" means a scheduled period of care of the length shown in the Care Plan, and "Care Plan" means the \
written plan agreed under section 2. The Agency provides personal care, help with meals and medication, domestic \
support and companionship to adults aged 18 and over, but it does not provide nursing care, overnight waking care \
or care to Clients living outside its service area, other than Clients who were already receiving care from the \
Agency before moving out of it. Where the Client lacks capacity to agree to these terms, the agreement may be \
signed by a person holding a lasting power of attorney for health and welfare or for property and financial \
affairs, who is referred to in this agreement as the Client's Representative.

2. Assessment and Care Plan

Before any care starts, a Care Coordinator will visit the Client at home to carry out a free assessment lasting \
about 90 minutes, and the Client may have a relative or friend present. The Care Plan will be drawn up from that \
assessment and agreed with the Client within 5 working days, and care will normally begin within 10 working days \
of the assessment unless the Client asks for a later start date. The Care Plan will be reviewed at home after the \
first 6 weeks of care and afterwards at least once every 12 months, or sooner if the Client's needs change, and a \
copy of the current Care Plan will be kept in a folder in the Client's home. Any change to the Care Plan that adds \
more than 2 hours of care per week will require a new assessment, which will also be free of charge.

3. Visits and timing

Visits are available between 7am and 10pm seven days a week, with a minimum Visit length of 30 minutes, except \
that a Visit solely to prompt the Client to take medication may last 15 minutes where this is agreed in the Care \
Plan. The Agency will agree a preferred time for each Visit and will aim to arrive within 30 minutes either side of \
it, and if a Care Worker is likely to be more than 30 minutes late the office will telephone the Client or their \
Representative to let them know. The Care Worker will stay for the full length of the Visit unless the Client asks \
them to leave early, or all agreed tasks have been completed and the Client agrees to an early finish, in which \
case the time actually spent will be recorded and the Visit will still be charged in full. Visits requiring two \
Care Workers, for example where a hoist is used, will be arranged only where the assessment under section 2 shows \
that two workers are needed, and each Care Worker's time will be charged separately.

4. Care Workers

All Care Workers are employed directly by the Agency, have an enhanced Disclosure and Barring Service check, and \
complete at least 5 days of induction training and 3 supervised shifts before working alone. The Agency will try \
to provide the same small team of Care Workers for each Client, and will introduce any new regular Care Worker to \
the Client at a shared Visit before that worker visits alone, although this may not be possible when covering \
sickness or emergencies. The Client may ask not to receive care from a particular Care Worker and does not have to \
give a reason, and the Agency will accommodate such a request wherever it can. Care Workers will wear the Agency's \
uniform and carry a photo identity badge, which the Client is entitled to ask to see before letting them into the \
home.

5. Charges

The hourly rate for Visits between 7am and 8pm on Monday to Friday is £28.50, and the rate for Visits between 8pm \
and 10pm on any day, and for any Visit on a Saturday or Sunday, is £32.00. Visits of 30 minutes are charged at 60% \
of the relevant hourly rate and Visits of 45 minutes at 80% of it, and a 15-minute medication Visit is charged at a \
fixed £11.00 at any time. On Christmas Day, Boxing Day and New Year's Day all Visits are charged at double the \
weekday hourly rate, and on other bank holidays at one and a half times the weekday hourly rate. Where the Client \
asks a Care Worker to use their own car to take the Client shopping or to appointments, mileage is charged at 45p \
per mile in addition to the time spent, but no charge is made for the Care Worker's travel to and from the \
Client's home. The Agency's rates are reviewed each April, and the Client will be given at least 4 weeks' written \
notice of any increase.

6. Invoices and payment

Invoices are issued every 2 weeks in arrears and show the date, start and finish time and charge for each Visit, \
and payment is due within 14 days of the date of the invoice. Payment may be made by direct debit, bank transfer \
or debit card over the telephone, but the Agency does not accept cash, and Care Workers are not permitted to \
collect any payment on the Agency's behalf. Clients funded partly by their local council through a direct payment \
may pay the Agency from their direct payment account, and in that case the Agency will send a copy of each invoice \
to the council if asked. If an invoice remains unpaid 28 days after its due date, the Agency will write to the \
Client, and if it remains unpaid for a further 14 days the Agency may suspend the service after giving 7 days' \
notice in accordance with section 11. No deposit is required, but new Clients are asked to set up a direct debit, \
or to provide the details of a Representative who will be responsible for payment, before the first Visit.

7. Cancellations and missed Visits

The Client may cancel a Visit free of charge by telephoning the office at least 48 hours before the Visit is due to \
start, and a Visit cancelled with less notice will be charged in full unless it is cancelled because the Client has \
been admitted to hospital. The office takes calls between 8am and 6pm on weekdays, and at other times the Client \
should use the on-call number, which is staffed until 10pm every day. Where the Client is admitted to hospital, no \
charge will be made for any Visit after the admission, and the Agency will hold the Client's package of care open \
for up to 4 weeks so that it can restart on discharge. If the Agency misses a Visit, or a Care Worker arrives more \
than 1 hour late without the Client having been told, no charge will be made for that Visit. If the Client is away \
from home without notice when the Care Worker arrives, the Care Worker will wait for 15 minutes and try to contact \
the Client and their Representative before leaving, and the Visit will be charged in full.

8. Medication and health

Care Workers may prompt the Client to take medication, or give medication from the original pharmacy packaging or a \
pharmacy-filled blister pack, only where this is included in the Care Plan and recorded on a medication \
administration record kept in the Client's home. Care Workers will not give injections, other than insulin pens \
where the Care Worker has completed the Agency's additional training, and will not carry out any clinical task such \
as dressing a wound, which remains the responsibility of the district nursing team. Care Workers will not collect \
prescriptions from the pharmacy unless this is agreed in the Care Plan, in which case a charge of £6 is made for \
each collection. If the Client is found unwell or has had a fall, the Care Worker will call 999 or NHS 111 as \
appropriate, will stay with the Client until help arrives or for up to 2 hours, and will contact the Representative \
as soon as possible, and any extra time is charged at the normal hourly rate.

9. Access, keys and safety

Where the Client cannot open the door themselves, the Agency will ask for a key safe to be fitted beside the front \
door, which the Client must arrange at their own cost, and the code will be kept securely on the Agency's encrypted \
system and shared only with Care Workers who visit the Client. The Agency will not hold keys to the Client's home \
at its office. Care Workers must not smoke in the Client's home or while caring for the Client, and the Client and \
anyone else living in the home are asked not to smoke in the room where care is being provided for the length of \
the Visit. Any dog in the home must be kept in another room during Visits if the Care Worker asks, and the Agency \
may refuse to provide care in a home where an animal has threatened or injured a Care Worker. Before care starts, \
the Care Coordinator will complete a risk assessment of the home, and any hoist used by Care Workers must have been \
inspected within the last 6 months and any stair lift within the last 12 months.

10. Money, gifts and conduct

Care Workers may do the Client's shopping where this is agreed in the Care Plan, up to a value of £60 per trip, and \
must return a receipt and the exact change, both of which will be recorded on the Client's finance sheet and \
signed by the Client. Care Workers must not accept money or loans from the Client or their family, must not be \
named in the Client's will, and must not use the Client's bank cards or be told the Client's PIN, although a Care \
Worker may accept a small gift worth no more than £20, such as chocolates at Christmas, provided that it is \
reported to the office. Care Workers may not bring anyone else, including their own children, with them on a Visit. \
The Agency expects Clients and their families to treat Care Workers with courtesy, and the Agency may suspend care \
without notice if a Care Worker is subjected to abuse, harassment or violence.

11. Ending the agreement

The Client may end this agreement at any time by giving 7 days' notice to the office by telephone, email or letter, \
and no notice is required where the Client moves permanently into a care home or dies, in which case charges will \
stop on the day of the move or death. The Agency may end this agreement by giving 28 days' written notice, for \
example where it can no longer meet the Client's assessed needs safely, and may suspend or end it on 7 days' notice \
where invoices remain unpaid as set out in section 6. When the agreement ends, the Agency will return any records \
belonging to the Client within 14 days and will keep its own care records securely for 8 years.

12. Complaints

Compliments, concerns and complaints can be made to the Registered Manager by telephone on 01632 960 277, in \
writing, or through any Care Worker, who will pass them to the office on the same day. The Agency will acknowledge a \
complaint within 2 working days and aim to respond in full within 28 days, and if the Client remains unhappy they \
may refer the complaint to the Local Government and Social Care Ombudsman, free of charge. Making a complaint will \
never affect the care the Client receives.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Brightwater send a carer to sit up awake with my nan through the night.",
     "it does not provide nursing care, overnight waking care"),
    ("paid £75 for brightwaters first assessment visit, bit steep tbh",
     "carry out a free assessment lasting about 90 minutes"),
    ("The agency reviews your care plan for the first time after three months.",
     "reviewed at home after the first 6 weeks of care"),
    ("mums carers cant come before 8am, the agency doesnt start visits till then",
     "Visits are available between 7am and 10pm seven days a week"),
    ("Ahmed says his agency only rings ahead if the carer will be over an hour late.",
     "more than 30 minutes late the office will telephone"),
    ("My cousin joined Brightwater and only had two days' training before visiting clients on her own.",
     "complete at least 5 days of induction training"),
    ("Weekend home care visits cost the same £28.50 an hour as weekdays.",
     "for any Visit on a Saturday or Sunday, is £32.00"),
    ("christmas day visits from the carers are charged at time and a half",
     "all Visits are charged at double the weekday hourly rate"),
    ("Dad's agency adds the carer's travel to his house onto every bill.",
     "no charge is made for the Care Worker's travel"),
    ("I pay Brightwater in cash, handing it to my carer every Friday.",
     "Care Workers are not permitted to collect any payment"),
    ("You can cancel a home care visit free with 24 hours' notice.",
     "at least 48 hours before the Visit is due to start"),
    ("carer picks up mums prescriptions every wk and they dont charge for it",
     "a charge of £6 is made for each collection"),
    ("Kev's Brightwater carer does his B12 injections at home.",
     "Care Workers will not give injections, other than insulin pens"),
    ("the agency keeps a spare key to mums flat at their office just in case",
     "will not hold keys to the Client's home at its office"),
    ("Carers can do your shopping up to £100 a trip.",
     "up to a value of £60 per trip"),
    ("ending the home care needs a months notice from us apparently",
     "The Client may end this agreement at any time by giving 7 days' notice"),
    # near-misses
    ("Brightwater still visit my gran 15 miles away, she was already with them before she moved.", None),
    ("the assessment visit took about an hour and a half and was free", None),
    ("Our care plan review is due six weeks after care starts, then yearly.", None),
    ("mums carer comes at 7:15am for her breakfast visit", None),
    ("Ahmed's carer turned up 20 minutes late and the office hadn't rung, which is within their window.", None),
    ("Mum's 15-minute medication prompt visit costs £11.", None),
    ("boxing day visit was charged at double the normal weekday rate", None),
    ("The carer drove Dad to the dentist and we paid 45p a mile plus her time.", None),
    ("I pay my home care invoices by debit card over the phone.", None),
    ("cancelled fridays visit on tuesday morning, 3 days ahead, so no charge", None),
    ("When Nora went into hospital her agency stopped billing for visits straight away.", None),
    ("My carer does Dad's insulin pen after extra training from the agency.", None),
    ("we had a key safe put in by the front door, paid for it ourselves", None),
    ("Dad's carer accepted a box of chocolates worth about £8 at Christmas and told the office.", None),
    ("We can stop the home care with a week's notice.", None),
    ("carer did mums shopping, £45 worth, brought back the receipt and change", None),
]
