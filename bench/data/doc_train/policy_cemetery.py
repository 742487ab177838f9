"""Cemetery regulations and schedule of burial fees for a fictional UK town council; written blind."""
from __future__ import annotations

POLICY = """\
WRENFIELD TOWN COUNCIL
CEMETERY REGULATIONS AND SCHEDULE OF BURIAL FEES

Effective from 1 April 2025

1. Introduction and definitions

These regulations govern the use of Ashgrove Road Cemetery and Millbank Lane Cemetery, which are \
owned and managed by Wrenfield Town Council ("the Council") as burial authority, and apply to all \
visitors, funeral directors, memorial masons and holders of burial rights. In these regulations, a \
"Resident" means a person who, at the date of death, was living within the parish of Wrenfield or \
had lived there for at least 10 of the preceding 20 years, including a person who moved away from \
the parish only to enter residential care or to live with a relative.

"Exclusive Right of Burial" means the right, granted by the Council by deed, to decide who may be \
buried in a particular grave and to place a memorial on it, and "the Cemetery Officer" means the \
officer appointed by the Council to manage the cemeteries, who may be contacted at the Council \
Offices, 4 Market Row, Wrenfield, WR7 2DN.

2. Opening hours and access

The cemeteries are open to visitors every day from 8am until 7pm between 1 April and 30 September \
and from 8am until 4pm between 1 October and 31 March, except on Christmas Day, when they open from \
10am until 2pm only. Vehicles may be driven within Ashgrove Road Cemetery on the surfaced roadways \
only and must not exceed 5 miles per hour, and vehicles are not permitted within Millbank Lane \
Cemetery at any time other than hearses, the Council's maintenance vehicles and vehicles displaying \
a disabled person's Blue Badge.

Cycling is not permitted in either cemetery, although bicycles may be wheeled along the paths, and \
dogs must be kept on a short lead at all times and not allowed to foul any grave or path. Children \
under 12 must be accompanied by a responsible adult when visiting either cemetery.

3. Exclusive Rights of Burial

An Exclusive Right of Burial may be purchased only at the time of a burial, or in advance by a \
Resident aged 60 or over for the Resident's own use and that of their spouse or civil partner, and \
no person may hold pre-purchased rights in more than 2 graves. The right is granted for a period of \
75 years from the date of the deed, after which it may be renewed for a further 25 years on payment \
of the renewal fee set out in section 5.

On the death of the registered holder, the right may be transferred to a new holder by statutory \
declaration or on production of a grant of probate, and the Council charges an administration fee of \
£60 for recording each transfer. A grave may not be reopened for a further burial without the \
written consent of the registered holder of the Exclusive Right of Burial, except where the burial \
is that of the registered holder themselves.

4. Arranging a burial

Burials are carried out from Monday to Friday between 10am and 3pm, with the last burial slot \
starting no later than 2.30pm, and on Saturday mornings between 9.30am and 12 noon subject to an \
additional charge of 50% of the relevant interment fee. No burials take place on Sundays, bank \
holidays or between 24 December and 2 January inclusive, except where a burial within 24 hours of \
death is required for religious reasons, in which case the Cemetery Officer will make reasonable \
arrangements without any additional charge.

A Notice of Interment, completed and signed by the applicant and by the registered holder of the \
grave where applicable, must be received by the Cemetery Officer at least 3 working days before the \
date of a burial of a coffin and at least 2 working days before the burial of cremated remains. The \
certificate for burial issued by the Registrar of Births and Deaths, commonly called the green form, \
or a coroner's order, must be delivered to the Cemetery Officer before the burial takes place, and \
no burial will proceed without it.

All graves are excavated by the Council's own grounds staff or its appointed contractor, and no \
other person may dig or backfill a grave. Graves for a single burial will be dug to a depth allowing \
at least 900mm of soil above the coffin, and a grave for two burials, one above the other, will be \
dug to a depth of 2.1 metres.

5. Burial fees

The fee for the purchase of an Exclusive Right of Burial in a full-size lawn grave is £1,150 for a \
Resident and £2,300 for a non-Resident, and the fee for a plot for cremated remains measuring 900mm \
by 900mm is £420 for a Resident and £840 for a non-Resident. The renewal fee for an Exclusive Right \
of Burial under section 3 is £310 for a further period of 25 years.

The interment fee for a person aged 18 or over is £690 for a Resident and £1,380 for a non-Resident, \
and the interment fee for cremated remains is £195 for a Resident and £390 for a non-Resident. No \
interment fee and no fee for the purchase of the Exclusive Right of Burial is charged for the burial \
of a child under the age of 18, whether or not the child was a Resident.

Where a burial is requested for a time other than the slot booked, or where the funeral cortege \
arrives more than 30 minutes after the booked time, a late arrival charge of £95 may be made. All \
fees must be paid within 28 days of the Council's invoice, which will normally be sent to the \
funeral director, and the Council may refuse to accept further Notices of Interment from any funeral \
director whose account is more than 60 days overdue.

6. Memorials

No memorial, kerb, vase or tablet may be placed on any grave without a memorial permit issued by the \
Council, and applications must be made by the registered holder of the Exclusive Right of Burial \
through a memorial mason who is registered with the Council. The fee for a memorial permit is £165 \
for a headstone and £70 for an additional inscription on an existing memorial, and for a flat tablet \
on a cremated remains plot the fee is £85.

On lawn graves, headstones must not exceed 1.1 metres in height above ground level, 900mm in width \
or 150mm in thickness, and kerbs, chippings and fencing of any kind are not permitted. Headstones on \
traditional graves in the old section of Ashgrove Road Cemetery may be up to 1.5 metres high and may \
include kerbs no more than 300mm high.

A memorial may not be erected until at least 6 months after the most recent burial in the grave, to \
allow the ground to settle, although a temporary wooden marker no taller than 600mm may be placed at \
the head of the grave in the meantime. The Council inspects all memorials for stability at least \
once every 5 years, and any memorial found to be unsafe will be laid flat or supported with a \
temporary stake, with the registered holder being notified in writing within 14 days.

7. Flowers, decorations and planting

Fresh flowers may be placed on any grave at any time, and the Council's staff will remove flowers \
which have died or wreaths which have been on the grave for more than 21 days after a funeral. \
Artificial flowers are permitted only in a vase set into the memorial base, and glass containers, \
candles, solar lights, wind chimes, ornaments and toys must not be left on lawn graves, except that \
a single small item may be placed within the memorial base area of 600mm by 900mm.

Planting of trees or shrubs on or around any grave is not permitted, and bulbs or bedding plants may \
be planted only on traditional graves and only within the area of the grave itself. Christmas \
wreaths and seasonal decorations may be placed from 1 December and must be removed by 31 January, \
after which they will be removed by the Council without further notice.

8. Conduct

Visitors must behave with decorum appropriate to a place of burial, and no games, picnics, music or \
amplified sound are permitted within either cemetery other than as part of a funeral service. \
Photography and filming of a funeral require the consent of the family, and commercial photography \
or filming within either cemetery requires the prior written permission of the Council, for which a \
fee of £120 per day is payable.

No person may remove any flowers, memorial or other property from a grave other than the registered \
holder, the holder's authorised representative or the Council's staff. Metal detecting, the \
collection of wood or plants and the feeding of wildlife are prohibited in both cemeteries.

9. Cremated remains and the Garden of Remembrance

Cremated remains may be scattered in the Garden of Remembrance at Millbank Lane Cemetery for a fee \
of £75, which includes an entry in the Book of Remembrance, and scattering is carried out by the \
Cemetery Officer only, by appointment, on Tuesdays and Thursdays. No flowers other than fresh cut \
flowers laid on the central stone, and no plaques or memorials of any kind, may be placed in the \
Garden of Remembrance.

Up to 4 sets of cremated remains may be interred in a cremated remains plot, and up to 2 sets of \
cremated remains may be interred in a full-size grave in addition to the coffined burials it \
contains.

10. Natural burial meadow

The natural burial meadow at Millbank Lane Cemetery is available to Residents and non-Residents \
alike, and graves in the meadow are single-depth only and must not be reopened. Coffins and shrouds \
used in the meadow must be made from biodegradable materials such as untreated wood, wicker, \
cardboard or wool, and embalming is not permitted for burials in this area.

No headstones or other memorials are permitted in the natural burial meadow, but the family may \
request that a native tree be planted nearby for a fee of £240, and the Council will record the \
location of every grave on its plan of the meadow. The meadow is mown only twice each year, in July \
and in October, and paths are kept mown throughout the year.

11. Exhumation and surrender of rights

No remains may be exhumed from either cemetery without a licence from the Ministry of Justice or, \
for consecrated ground, a faculty from the diocese, and exhumations are carried out only before 9am \
on a weekday, with the area screened from public view; the Council's fee for attending an exhumation \
is £850 in addition to any costs of the contractor. An unused Exclusive Right of Burial may be \
surrendered to the Council, which will refund 80% of the price originally paid, provided that no \
burial has taken place in the grave and that the surrender is made by the registered holder in \
writing.

12. Review of fees and contact

The fees in section 5 are reviewed annually by the Council's Finance Committee and any change takes \
effect from 1 April, although the fee charged will be the one in force on the date that the Notice \
of Interment is received. Enquiries should be made to the Cemetery Officer at the Council Offices, \
which are open from 9am to 4pm Monday to Thursday and from 9am to 1pm on Fridays, or by telephone on \
01632 480 210.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ('Ashgrove Road Cemetery stays open until 7pm even in winter.', 'from 8am until 4pm between 1 October and 31 March'),
    ("My uncle drives right up to auntie's grave at Millbank Lane, and he hasn't got a Blue Badge.", 'vehicles are not permitted within Millbank Lane Cemetery at any time'),
    ('u can buy ur own grave in advance from 50 in wrenfield, might do it lol', 'or in advance by a Resident aged 60 or over'),
    ("Tina's solicitor said transferring the grave deed into her name costs nothing.", 'the Council charges an administration fee of £60 for recording each transfer'),
    ('Saturday burials cost the same as weekday ones.', 'subject to an additional charge of 50% of the relevant interment fee'),
    ('funeral director only has to give the council a days notice for a coffin burial', 'at least 3 working days before the date of a burial of a coffin'),
    ('Our undertaker said the green form can be handed in after the burial.', 'must be delivered to the Cemetery Officer before the burial takes place'),
    ('The adult burial fee for non-residents is £1,000.', 'is £690 for a Resident and £1,380 for a non-Resident'),
    ("Jake's cousin had to pay the full burial fee for her 6-year-old, which was awful.", 'is charged for the burial of a child under the age of 18'),
    ("put a little white picket fence round mum's lawn grave, looks lovely", 'kerbs, chippings and fencing of any kind are not permitted'),
    ('A headstone can go up three months after the funeral.', 'may not be erected until at least 6 months after the most recent burial'),
    ('xmas wreaths can stay on the graves till end of feb apparently', 'from 1 December and must be removed by 31 January'),
    ('we always feed the squirrels at ashgrove when we visit grandad, its allowed', 'the collection of wood or plants and the feeding of wildlife'),
    ("Amir's family scattered his dad's ashes themselves in the Garden of Remembrance.", 'scattering is carried out by the Cemetery Officer only'),
    ('Graves in the natural burial meadow can be reopened for a second burial.', 'graves in the meadow are single-depth only and must not be reopened'),
    ('Maureen says the council buys back unused graves at the full price you paid.', 'which will refund 80% of the price originally paid'),
    # near-misses
    ("In summer the cemetery's open till 7 in the evening.", None),
    ("Mum drives into Millbank Lane with her Blue Badge to visit dad's grave.", None),
    ('you can push your bike through the cemetery, just not ride it', None),
    ("Dad bought his grave plot in advance at 67, he's lived in Wrenfield all his life.", None),
    ('Grave rights can be renewed for another 25 years for £310.', None),
    ('A Saturday interment fee is half as much again as a weekday one.', None),
    ('burying ashes only needs 2 working days notice', None),
    ("Lena's son was 16 and she paid no burial fee even though they weren't residents.", None),
    ('resident burial fee for an adult is 690 quid', None),
    ('Old section graves at Ashgrove can have headstones up to one and a half metres high.', None),
    ("put a little wooden cross on gran's grave til the headstone can go up", None),
    ('Fresh flowers are fine on any grave at any time.', None),
    ("xmas wreath went on nan's grave on 5 dec, took it off early jan", None),
    ("Ahmed says the cemetery officer scattered his mum's ashes on a Tuesday for £75, Book of Remembrance included.", None),
    ("Rob's family aren't local but they still got a grave in the natural burial meadow.", None),
    ('u get 4/5 of ur money back if u hand back a grave u never used', None),
]
