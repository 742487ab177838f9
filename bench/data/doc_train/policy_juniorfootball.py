"""Junior football section code of conduct and section rules for a community football club; written blind."""
from __future__ import annotations

POLICY = """\
ASHCOMBE PARK ATHLETIC FOOTBALL CLUB
JUNIOR SECTION RULES AND CODE OF CONDUCT

Effective from 1 August 2025 for the 2025 to 2026 season

1. About the Junior Section

The junior section of Ashcombe Park Athletic Football Club ("the Section") provides football for boys and girls from the under-7 \
age group to the under-16 age group, with age groups determined by a player's age on 31 August at the start of the season in \
accordance with the rules of the Wessingham County Football Association. In these rules "player" means any registered junior \
member, "parent" includes any carer or guardian with parental responsibility, "coach" means any team manager, coach or assistant \
approved by the Section, and "the ground" means Ashcombe Park Recreation Ground, Mill Road, together with the floodlit 3G pitch at \
Hollins Lane Academy.

The Section is run by a Junior Committee of at least 7 members, which meets on the first Tuesday of every month except August and \
is responsible for these rules, for appointing coaches and for deciding any matter that they do not cover.

2. Registration

Every player must be registered with the Section before taking part in any match, and registration for the new season opens on 1 \
June and must be completed online by 31 July, together with payment of the annual membership fee described in section 3. A new \
player may attend up to 3 free taster sessions before registering, provided that a parent has completed the emergency contact and \
medical form before the first session.

Players in the under-7 and under-8 age groups play 5-a-side, the under-9 and under-10 age groups play 7-a-side, the under-11 and \
under-12 age groups play 9-a-side and older age groups play 11-a-side, and squads are limited to 10 players for 5-a-side, 12 for \
7-a-side, 14 for 9-a-side and 18 for 11-a-side. Girls may play in mixed teams up to and including the under-16 age group, and in \
the Section's girls-only teams from the under-9 age group upwards.

3. Subscriptions and fees

Each player pays an annual membership fee of £45, due on registration, and monthly subscriptions ("subs") of £22 for 10 months \
from September to June, payable by standing order on or before the 5th of each month. A second child in the same family pays 50% of \
the monthly subs and any third or further child pays no subs at all, although the annual membership fee is payable in full for \
every player.

The monthly subs cover training, pitch hire, referee fees for home league matches, match kit, insurance and County FA affiliation, \
but do not cover tournaments, which are charged separately at no more than £10 a player per tournament, or the end-of-season \
presentation, for which tickets cost £8 for adults and £4 for children.

Any family in financial difficulty may ask the Welfare Officer or the Treasurer, in confidence, for a reduction or for a payment \
holiday of up to 3 months, and no child will be excluded from training because of a family's inability to pay. Where subs are more \
than 2 months in arrears without any such arrangement, the player will not be selected for matches until the account is brought up \
to date.

4. Training

Training for the under-7 to under-10 age groups takes place on Saturday mornings from 9am to 10am on the grass pitches at Ashcombe \
Park, and training for the under-11 to under-16 age groups takes place on Tuesday and Thursday evenings from 6pm to 7:30pm on the \
3G pitch at Hollins Lane Academy. From November to February, training for all age groups moves to the 3G pitch, and Saturday \
morning sessions for the younger age groups start at 9:30am instead of 9am.

Players should arrive at least 10 minutes before training starts but must not be dropped off more than 15 minutes before the start \
time, because coaches are not responsible for players outside session times. Parents of players in the under-7 to under-11 age \
groups must stay at the venue throughout training, while players in the under-12 age group and older may be dropped off and \
collected, provided that the parent collects the player no more than 10 minutes after the session ends or has given written \
consent for the player to make their own way home.

If training is cancelled because of the weather or a pitch closure, the coach will tell parents through the team's messaging group \
no later than 2 hours before the session is due to start. Players who will be absent from training must let their coach know by \
5pm on the day.

5. Kit and equipment

Match kit, comprising shirt, shorts and socks in the Section colours of claret and sky blue, is provided by the Section and remains \
the property of the Club, and it is washed after each match by a parent on a rota organised by the team manager. Each player must \
buy a Section training top and a waterproof jacket from the Section's approved supplier, Kestle Sports, at a combined cost of £38, \
and these are the only tops other than match kit that may be worn at matches.

Shin pads must be worn at all training sessions and in all matches, with socks pulled over them, and players without shin pads will \
not be allowed to train or play. Moulded studs or astro trainers must be worn on the 3G pitch, and screw-in studs, including \
metal-tipped studs, are not allowed there under any circumstances, though they may be worn on grass pitches by players in the \
under-12 age group and older. Jewellery of any kind, including earrings and smart watches, must be removed before training and \
matches, and taping over earrings is not permitted.

Goalkeepers in the under-9 age group and older may wear gloves and a padded top provided by the Section, and any player who wears \
glasses must wear sports glasses approved by the coach.

6. Match days

Home matches are played on Sunday mornings at Ashcombe Park, with kick-off at 9:30am for the under-7 to under-10 teams and at 11am \
for the under-11 to under-16 teams, and players must report to their team manager 45 minutes before kick-off. For away matches, the \
team manager will confirm the venue, meeting time and kick-off time in the team messaging group by 6pm on the Thursday before.

Every player who attends a match must play at least 50% of the match, unless they are injured, unwell or subject to a disciplinary \
sanction, and coaches must rotate players so that every registered player starts at least one match in every 3 matches played. \
Results are not recorded and league tables are not published for the under-7 to under-11 age groups, and no coach or parent may \
keep or publish scores for those age groups.

Matches may be called off only by the home team manager or the Section Secretary, after a pitch inspection, no later than 8am on \
the morning of the match. Home teams must provide a qualified referee for matches in the under-11 age group and older, with the \
referee's fee of £30 for 11-a-side matches and £25 for 9-a-side matches paid from Section funds, while matches for younger age \
groups may be refereed by a coach or a parent who has completed the FA Playmaker course.

7. Code of conduct for parents and spectators

Parents and spectators must stand behind the spectator line, which is marked at least 2 metres from the touchline, on the opposite \
side of the pitch to the coaches and substitutes, and must not enter the pitch at any time unless invited by the referee to attend \
an injured player. Parents must not coach their child or any other player from the touchline, must not criticise or argue with \
the referee or opposing players, and should applaud good play by both teams.

Smoking, vaping and alcohol are not permitted anywhere at Ashcombe Park or Hollins Lane Academy during training or matches, and \
dogs must be kept on a short lead and away from the spectator line at Ashcombe Park, while at Hollins Lane Academy no dogs are \
allowed on site at any time.

Any parent who breaches this code will first receive a verbal warning from the team manager, then a written warning from the \
Section Secretary, and a third breach within the same season may lead to the parent being banned from attending matches and \
training for up to 6 weeks, although the player will not be penalised for a parent's conduct.

8. Code of conduct for players

Players must show respect to team-mates, opponents, coaches, referees and spectators, must not use bad language, and must accept \
the referee's decision without argument. Players must arrive on time and tell their coach if they cannot attend a match at least \
48 hours before kick-off, except in cases of illness or emergency. A player who is shown a yellow card for dissent will miss the \
next training session, and any player sent off will be suspended by the Section for their team's next match in addition to any \
sanction imposed by the County FA.

9. Safeguarding and welfare

Every coach, assistant and team manager must hold a current enhanced DBS check obtained through the FA, renewed every 3 years, \
together with an FA Safeguarding Children certificate and an in-date emergency first aid certificate, and no adult may coach a \
team unsupervised until these are in place. There must be at least 2 approved adults present at every training session and \
match, and the ratio of approved adults to players must be no less than 1 to 8 for the under-7 to under-10 age groups and 1 to 10 \
for older age groups.

The Section Welfare Officer is Mrs Joanne Pettifer, who can be contacted on 07700 900482, and any concern about the welfare of a \
child must be reported to her or, if she is unavailable, to the County FA Designated Safeguarding Officer, and must never be \
investigated by the person raising it. Where a child is at immediate risk of harm, you must call 999 before contacting anyone else.

Coaches must not be alone with a single player, must not carry players in their own vehicles unless a parent has given written \
consent for that journey, and must not contact players in the under-16 age group directly by text, phone or social media, other \
than through a group message to which parents are also added. Changing rooms may be used only when at least 2 adults of the same \
sex as the players are present, and no one may take photographs in the changing rooms under any circumstances.

Any player who suffers a suspected concussion must stop playing immediately and must not return to training or matches until at \
least 21 days after all symptoms have cleared, and only after a parent has confirmed in writing that the player is free of \
symptoms.

10. Photographs and social media

Parents may take photographs or video of their own child at matches for personal use, but images may only be posted on the \
Section's website or social media accounts where the parent of every identifiable child has given written consent on the \
registration form, and players' surnames must never be published alongside their images.

11. Complaints and leaving the Section

Complaints about a coach or another parent should be raised first with the team manager and, if not resolved within 7 days, in \
writing with the Section Secretary, who will respond within 14 days, and any appeal will be heard by the Junior Committee at its \
next monthly meeting. A player who wishes to leave the Section must give one month's notice by cancelling the standing order and \
emailing the Section Secretary, and must return any Section kit within 14 days of leaving, failing which a charge of £40 will be \
made.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("At Ashcombe Park the junior age groups go by how old your kid is on 1st January.",
     "determined by a player's age on 31 August at the start of the season"),
    ("new kids can do five free taster sessions before they have to register",
     "A new player may attend up to 3 free taster sessions before registering"),
    ("Subs for my lad's junior football team are £30 a month, September to June.",
     "of £22 for 10 months from September to June"),
    ("Priya's second child pays full monthly subs at the football club, there's no sibling discount.",
     "A second child in the same family pays 50% of"),
    ("the U13s train tues and thurs 7 till half 8 on the 3G",
     "on Tuesday and Thursday evenings from 6pm to 7:30pm"),
    ("I just drop my 8 year old at Saturday training and pick him up afterwards, that's allowed.",
     "Parents of players in the under-7 to under-11 age groups must stay at the venue"),
    ("Marcus says the coach only has to message about cancelled training half an hour before.",
     "no later than 2 hours before the session is due to start"),
    ("got the training top and rain jacket from sports direct, club said any shop is fine",
     "from the Section's approved supplier, Kestle Sports"),
    ("My daughter trained without shin pads on Tuesday and the coach let her, since it was only training.",
     "players without shin pads will not be allowed to train or play"),
    ("screw in studs r fine on the 3G as long as theyre not metal tipped",
     "metal-tipped studs, are not allowed there under any circumstances"),
    ("Players only need to turn up 15 minutes before kick-off on a Sunday.",
     "players must report to their team manager 45 minutes before kick-off"),
    ("ngl my son sat on the bench the whole match sunday even tho he was fit, coach is allowed to do that",
     "Every player who attends a match must play at least 50% of the match"),
    ("Took our dog to training at the Hollins Lane 3G on a lead, nobody minded.",
     "while at Hollins Lane Academy no dogs are allowed on site at any time"),
    ("Jo says coaches' DBS checks only need renewing every five years.",
     "obtained through the FA, renewed every 3 years"),
    ("for the under 8s one adult per 12 kids is enough at training apparently",
     "no less than 1 to 8 for the under-7 to under-10 age groups"),
    ("Tom's son went back to football a week after his concussion symptoms cleared, which the club rules allow.",
     "least 21 days after all symptoms have cleared"),
    # near-misses
    ("Our third kid at the football club pays no monthly subs, just the yearly membership fee.", None),
    ("Tournament fees at the junior football are extra, usually a tenner or less.", None),
    ("we got a 2 month break on subs when i lost my job, club was really good about it", None),
    ("In winter the under-8s train at half nine on the 3G instead of nine on the grass.", None),
    ("My 13 yr old gets dropped at training and walks home after, we signed the consent form", None),
    ("Coach cancelled training three hours before because of the rain and posted it in the group chat.", None),
    ("Sam's U14 son wears screw-in studs for matches on the grass pitch at Ashcombe Park.", None),
    ("The goalie in my son's under-10 team wears the club's padded top and gloves.", None),
    ("home kick off for the under 9s is half 9 on sundays", None),
    ("Nobody keeps the score at my 8 year old's football matches.", None),
    ("Max played exactly half of Sunday's match, which coach says is the minimum.", None),
    ("The club pays £25 for a qualified referee at our under-12 home games.", None),
    ("dogs are ok at ashcombe park if theyre on a short lead away from the parents line", None),
    ("Lena's dad got a verbal warning from the team manager after shouting at the ref.", None),
    ("The coach drove my daughter to the away game after I gave written consent for it.", None),
    ("A concussed player needs three weeks clear of symptoms before coming back.", None),
]
