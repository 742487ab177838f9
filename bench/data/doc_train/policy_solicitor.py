"""A high-street solicitors' client care letter and terms of business for a house purchase; written blind."""
from __future__ import annotations

POLICY = """\
PEMBERTON HALE SOLICITORS LLP
CLIENT CARE LETTER AND TERMS OF BUSINESS

Effective from 6 January 2025 for all new instructions received at our Castlebridge and Norfield offices

1. Your instructions and who will deal with them

Thank you for instructing Pemberton Hale Solicitors LLP ("the Firm", "we" or "us") to act for you in the purchase of \
your new home, and this letter, together with the terms of business that follow, sets out the basis on which we will \
act for you ("the Client" or "you"). The day-to-day conduct of your matter will be handled by Ms Ruth Okafor, an \
associate solicitor based at our Castlebridge office, under the supervision of Mr Daniel Pemberton, a partner, who has \
overall responsibility for the work and who may be contacted if Ms Okafor is unavailable for more than 2 working days.

Some routine tasks, such as obtaining official copies from HM Land Registry and preparing completion statements, may be \
carried out by our trainee solicitor, Mr Oliver Grant, or by a paralegal, but all of their work will be checked by Ms \
Okafor before anything is sent to you or to the other side. We will not accept instructions from anyone other than you, \
unless you have confirmed in writing, signed by every buyer named in the contract, that we may take instructions from \
another person.

Before you sign the contract we will send you a written report on the title, the searches and the terms of your \
mortgage offer, and we will normally need at least 10 working days from receiving the draft contract papers from the \
seller's solicitors to prepare that report. We cannot agree a date for exchange of contracts until you have returned \
the signed contract and mortgage deed to us and the deposit, which is usually 10% of the price unless the seller agrees \
to accept 5%, has reached our client account in cleared funds.

2. Our charges

For a freehold residential purchase we charge a fixed fee of £1,150 plus VAT where the price is up to £350,000 and \
£1,450 plus VAT where the price is between £350,001 and £600,000, while purchases above £600,000 are charged at 0.25% \
of the price plus VAT, subject to a minimum of £1,600. A supplement of £350 plus VAT is added where the property is \
leasehold, and a further £150 plus VAT is added for each mortgage lender we act for in addition to your main lender, \
because each lender sets its own reporting requirements.

The fixed fee covers the work described in this letter only, and any additional work, such as dealing with a defective \
title, a new build property, a shared ownership lease or a transaction that fails to proceed, will be charged on an \
hourly basis at the rates set out in the next paragraph. If we expect our charges for any additional work to exceed \
the estimate we have given you by more than 10%, we will tell you in writing before we carry out that work and we will \
not continue until you have confirmed that you wish us to do so.

Our current hourly rates are £295 plus VAT for a partner, £210 plus VAT for an associate solicitor and £140 plus VAT \
for a trainee solicitor or paralegal, and these rates are reviewed once a year on 1 April, when we will give you at \
least 28 days' written notice of any increase. Time is recorded in units of 6 minutes, so that a telephone call lasting \
8 minutes is charged as two units, and each letter or email we write is charged as one unit, except that routine \
incoming emails and letters are read without charge.

3. Disbursements and other payments

Disbursements are payments we make to third parties on your behalf, and they will appear on your completion statement \
at the amount charged to us, without any mark-up. For a typical purchase these will include local authority and water \
and drainage searches of about £285, Land Registry fees of between £20 and £910 depending on the price, and Stamp Duty \
Land Tax, if any is due, which must be received by us in cleared funds no later than 5 working days before completion.

We also charge an administration fee of £95 plus VAT for preparing and filing your Stamp Duty Land Tax return, a \
charge of £40 plus VAT for each same-day bank transfer we make on your behalf, and a fee of £12 plus VAT per person for \
the electronic identity check described in section 6. Where a disbursement is expected to exceed £250, we will ask you \
to pay it to us before we incur it.

4. Payment on account and our bills

Before we begin work we will ask you to make a payment on account of £450, which will be used to pay for your searches \
and will be shown as a credit on your completion statement. We will send you our final bill with the completion \
statement at least 3 working days before the completion date, and the balance shown as due must reach us in cleared \
funds by 12 noon on the working day before completion, because we cannot complete without it.

Where work is charged on an hourly basis or the transaction does not proceed to completion, we will send you an interim \
bill each month or whenever unbilled charges exceed £1,000, whichever happens first, and each such bill is payable \
within 30 days of the date on which it is sent to you. If any bill is not paid within that time, we may charge \
interest on the unpaid amount at 8% per year from the date of the bill until payment, and we may stop work on your \
matter, provided that we have first given you 7 days' written notice of our intention to do so.

5. Money we hold for you and interest

All money we receive on your behalf will be held in our client account at Norfield & District Building Society, in \
accordance with the Solicitors Regulation Authority Accounts Rules. We will pay you interest on money held for you if \
the amount of interest calculated exceeds £50, at a rate equal to the building society's instant access rate less 1%, \
and no interest will be paid on any money held for less than 8 weeks.

We will never notify you of a change to our bank details by email, text message or telephone, and you should not send \
money to any account other than the one shown on our printed letterhead without first telephoning Ms Okafor on the \
Castlebridge office number to confirm it. We will not be responsible for any loss you suffer if you send money to an \
account which you have not confirmed with us in that way, and we will never accept cash payments of more than £500 \
from anyone.

6. Identity and source of funds

The law requires us to verify the identity of every client before we act, and we will ask each buyer to provide one \
form of photographic identification, such as a current passport or photocard driving licence, and one proof of \
address, such as a utility bill or council tax bill dated within the last 3 months. We will also carry out an \
electronic identity check on each buyer, which leaves a soft footprint on your credit file that is not visible to \
lenders.

If any part of the purchase price is being provided by a relative or other third party as a gift, that person must \
also provide identification and a signed gift declaration, and we will need to see at least 6 months of bank statements \
showing how the money was accumulated. We may refuse to act, or stop acting, if we cannot satisfy ourselves about the \
source of any funds.

7. Communication and office hours

Our offices are open from 9am to 5:30pm Monday to Friday and are closed on Saturdays, Sundays and bank holidays, and \
between Christmas Day and New Year's Day we operate a reduced service with no completions taking place. We aim to \
return telephone calls within 1 working day and to reply to emails within 2 working days, although urgent matters on \
the day of exchange or completion will be dealt with as quickly as possible.

We will send you a progress report at least every 3 weeks until exchange of contracts, and you can track your matter \
at any time through our online portal, which is provided free of charge. We may communicate with you by unencrypted \
email unless you ask us in writing not to do so.

8. Storage of documents

After your matter is completed we will retain our file for 7 years, after which it will be destroyed securely without \
further reference to you. We will store your title deeds and any other original documents in our strongroom free of \
charge for as long as you wish, but if you ask us to retrieve them for you we may charge £30 plus VAT for each \
retrieval, unless the request is made in connection with new instructions to us.

9. Ending your instructions

You may end your instructions to us at any time by writing to us, but you will have to pay our charges for the work \
done and any disbursements incurred up to that date, and for a fixed fee matter this will be calculated at the hourly \
rates in section 2, up to a maximum of the fixed fee. If you have instructed us without meeting us in person, for \
example by telephone or online, you have the right to cancel within 14 days without giving any reason, and if you have \
asked us to start work during that period you must pay for the work done before you cancelled.

We may stop acting for you only for a good reason, such as non-payment of a bill in accordance with section 4 or where \
you fail to give us instructions we need, and we will give you reasonable notice of at least 7 days unless the law \
requires us to stop immediately.

10. Our liability and insurance

We hold professional indemnity insurance with cover of £3 million for any one claim, and our liability to you for any \
claim arising out of this matter is limited to £3 million, other than liability for fraud or for death or personal \
injury caused by our negligence, which is not limited. We are not responsible for advice on tax, other than Stamp Duty \
Land Tax on the purchase itself, and we will not advise on the value of the property, which is a matter for your \
surveyor and your lender.

11. Complaints

If you are unhappy with our service, please contact Mr Pemberton in the first instance, and if the matter is not \
resolved you should write to our Client Care Partner, Mrs Anita Hale, at the Norfield office. We will acknowledge your \
complaint within 5 working days and send you a final written response within 8 weeks, and if you remain dissatisfied \
you may refer the matter to the Legal Ombudsman within 6 months of our final response, provided that it is also no \
more than one year after the problem happened or after you became aware of it.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("Daniel Pemberton himself is doing all the day-to-day work on my house purchase.",
     "The day-to-day conduct of your matter will be handled by Ms Ruth Okafor"),
    ("the solicitors said my £400k freehold purchase is £1,150 + vat fixed fee, nice",
     "£1,450 plus VAT where the price is between £350,001 and £600,000"),
    ("Because her flat is leasehold, Pemberton Hale are adding £200 to Hannah's fee.",
     "A supplement of £350 plus VAT is added where the property is"),
    ("They'll only warn me if extra work goes over their estimate by a quarter.",
     "the estimate we have given you by more than 10%"),
    ("Marcus also uses Pemberton Hale and says a partner there bills £325 an hour plus vat.",
     "Our current hourly rates are £295 plus VAT for a partner"),
    ("my solicitors bill time in 15 min blocks so even a quick call costs a chunk",
     "Time is recorded in units of 6 minutes"),
    ("Same-day bank transfers from the solicitors cost £25 plus VAT each.",
     "a charge of £40 plus VAT for each same-day bank transfer"),
    ("they want £1,000 up front before they'll start on the searches ugh",
     "make a payment on account of £450"),
    ("Dan says Pemberton Hale charge 12% a year interest on any bill paid late.",
     "interest on the unpaid amount at 8% per year from the date"),
    ("The firm will email me if their bank details ever change.",
     "We will never notify you of a change to our bank details by email"),
    ("Priya was told Pemberton Hale need three proofs of address, like bills, from each buyer.",
     "and one proof of address, such as a utility bill or council tax bill"),
    ("rang the solicitors on sat morning and they picked up, open til 12 on saturdays",
     "are closed on Saturdays, Sundays and bank holidays"),
    ("They send a progress update on my purchase once every six weeks.",
     "a progress report at least every 3 weeks until exchange of contracts"),
    ("Leo reckons Pemberton Hale only keep client files for 3 years after the job's done.",
     "After your matter is completed we will retain our file for 7 years"),
    ("their insurance limits what they'd pay me to £1m max if they mess up",
     "is limited to £3 million, other than liability for fraud"),
    ("The firm has to send its final answer to a complaint within 4 weeks.",
     "send you a final written response within 8 weeks"),
    # near-misses
    ("Ruth Okafor handles my purchase day to day and Daniel Pemberton oversees it.", None),
    ("my freehold house is £320k so it's the £1,150 fixed fee plus vat", None),
    ("The trainee's time is charged at £140 an hour plus VAT.", None),
    ("A 12-minute phone call with my solicitor counts as two time units.", None),
    ("they don't charge for reading the routine emails i send them lol", None),
    ("Sam's £700k purchase is charged at a quarter of one percent of the price plus VAT.", None),
    ("The SDLT return filing costs me £95 plus VAT.", None),
    ("Nadia paid her solicitor's interim bill 25 days after it was sent and wasn't charged interest.", None),
    ("Tom got no interest on his client account money cos it only came to about £20.", None),
    ("office closed bank holiday monday so i'll ring them tuesday", None),
    ("They usually get back to my emails within a couple of working days.", None),
    ("My mum showed her passport and a council tax bill from last month for the ID check.", None),
    ("Deeds are kept in their strongroom for free for as long as I like.", None),
    ("instructed them online so i can cancel within a fortnight without a reason", None),
    ("Gemma was told by Pemberton Hale that the Legal Ombudsman will take it up to six months after their final reply.", None),
    ("Land Registry fee on Raj's purchase was £150, passed on at cost with no mark-up.", None),
]
