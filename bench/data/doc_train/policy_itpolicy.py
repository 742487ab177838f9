"""IT acceptable-use and device policy of a UK logistics company (laptops, passwords, software, phones, remote access); written blind."""
from __future__ import annotations

POLICY = """\
HARWICK & LOAME LOGISTICS LTD
IT ACCEPTABLE USE AND DEVICE POLICY
Version 4.2 - Effective 1 March 2025 - Owner: Head of IT

1. Purpose and Scope

1.1 This policy sets out how employees, contractors, agency workers and temporary staff of Harwick & Loame \
Logistics Ltd ("the Company") may use the computers, phones, networks, software and online services that the \
Company provides, and it applies at our head office on Wellington Street in Leeds, at the Avonmouth distribution \
depot near Bristol, at the Doncaster cross-dock, and anywhere else that Company equipment is used, including at \
home and while travelling.

1.2 This version takes effect on 1 March 2025 and replaces version 3.7, which was issued in September 2022; where \
the two versions differ, this version prevails, and any written exception granted under version 3.7 lapses on \
31 May 2025 unless the Head of IT renews it in writing before that date.

1.3 Every new starter must read this policy and confirm in the HR portal that they have done so within five \
working days of their start date, and no account will be given access to the finance, payroll or customer systems \
until that confirmation has been recorded.

1.4 Work-experience students aged 16 or 17 may use a shared guest laptop only while they are supervised by a \
named member of staff, and students under 16 are not given network accounts at all, although they may watch \
demonstrations on a colleague's screen.

2. Roles and Responsibilities

2.1 The Head of IT, currently Marguerite Oyelaran, owns this policy, approves exceptions to it and reports to the \
Operations Director on compliance every quarter.

2.2 The IT Service Desk, which is staffed from 7:30am to 6pm Monday to Friday and from 8am to 12 noon on \
Saturdays, is the first point of contact for every request, fault and security concern; outside those hours, \
urgent issues affecting depot operations should be reported to the on-call engineer on extension 4400, while \
everything else should be logged on the self-service portal and will be picked up on the next working day.

2.3 Line managers are responsible for making sure that the people who report to them have read this policy, for \
requesting and approving equipment for their teams, and for telling the Service Desk no later than an employee's \
last working day when someone is leaving, so that their accounts can be disabled at 5pm that day.

3. Company Laptops

3.1 Every salaried employee who works at a desk for at least three days a week is entitled to a standard Company \
laptop, currently a Lenovo ThinkPad T14 with a docking station and one external monitor, while depot staff on \
hourly contracts share the kiosk terminals in the depot canteens and are not issued a personal machine unless their \
manager makes a business case to the Head of IT.

3.2 New and replacement laptops are handed out at the Tech Bar on the second floor at Wellington Street on Tuesdays \
and Thursdays between 10am and 3pm, and staff at Avonmouth and Doncaster collect theirs from the IT locker at their \
depot after receiving a collection code by text.

3.3 Laptops are refreshed on a four-year cycle, and an employee whose machine is younger than four years may only \
receive an early replacement if it has failed and the Service Desk has confirmed that a repair would cost more \
than £400; batteries, however, are replaced free of charge once their capacity drops below 80% of the original, \
which the Service Desk can check remotely.

3.4 Staff may request one accessory package per year from the approved catalogue, worth up to £150, which may \
include a headset, a keyboard, a mouse or a laptop stand; anything more expensive, and any second monitor, needs \
approval from both the line manager and the Head of IT.

3.5 Laptops must be locked whenever they are left unattended, even briefly, and they will lock automatically \
after ten minutes of inactivity; this timer cannot be changed by users and requests to extend it will be declined.

3.6 Company laptops must not be left in a vehicle overnight under any circumstances, and during the day they may \
be left in a vehicle only if they are locked in the boot and out of sight, for no longer than two hours.

3.7 Family members, friends and housemates are not permitted to use a Company laptop for any purpose, including \
browsing, online banking or homework, even when the employee is present and supervising.

3.8 Users do not have local administrator rights on their laptops, except that developers in the Route Planning \
team may be granted a separate administrator account for a maximum of 90 days at a time, renewable on request, \
provided that their manager approves the request in the portal.

4. Passwords and Authentication

4.1 Passwords for Company accounts must be at least 14 characters long, and we encourage the use of a passphrase \
made up of three or four unrelated words rather than a short string of symbols, because a long phrase is both \
easier to remember and much harder to guess.

4.2 Passwords no longer have to be changed on a fixed schedule: the 60-day expiry that applied under version 3.7 \
has been withdrawn, and you will be asked to change your password only if there is reason to believe it has been \
exposed, for example after a phishing incident or a breach at another service.

4.3 After six failed sign-in attempts an account is locked for 30 minutes, after which it unlocks automatically; \
if you need access sooner, the Service Desk can unlock it once they have verified your identity by calling you back \
on the number held in the HR system.

4.4 Multi-factor authentication is mandatory for email, the VPN, the payroll system and every cloud service the \
Company uses, and the approved method is the Microsoft Authenticator app on a phone; hardware security keys are \
available on request for staff who cannot or do not wish to use a phone, and text-message codes are no longer \
accepted for any Company system.

4.5 You must never share your password with anyone, including your manager or a member of the IT team, and the \
Service Desk will never ask you for it; the only approved place to store work passwords is the Company's Keeper \
password manager, which every employee is licensed to use, and writing passwords in notebooks, on sticky notes or \
in spreadsheets is prohibited.

5. Software and Licences

5.1 Only software that appears in the Company Portal catalogue may be installed on Company devices, and the \
catalogue currently lists around 180 approved applications, which staff can install themselves without raising a \
ticket.

5.2 Any request for software that is not in the catalogue must be submitted through the portal with a business \
justification, and the IT Security team aims to complete its review within ten working days; requests for software \
that costs more than £500 per user per year also need sign-off from the Finance Director, Tomasz Wilk, before a \
licence is purchased.

5.3 The following are not allowed on Company devices under any circumstances:
- free trials of paid software, unless the IT Security team has set the trial up itself;
- browser extensions that are not on the approved list;
- peer-to-peer file-sharing tools and cryptocurrency mining software;
- games, including those bundled with the operating system.

5.4 Personal cloud accounts such as Dropbox, personal Google Drive or iCloud must not be used to store or transfer \
Company information, and the only approved places for Company files are OneDrive for Business, the SharePoint team \
sites and the Route Planning file server at Doncaster.

5.5 Generative AI tools may be used only through the Company's licensed Copilot service, and customer names, \
contract prices, payroll data and any personal information about employees must never be entered into any public \
AI tool, including the free versions of ChatGPT and Gemini.

6. Mobile Phones

6.1 A Company smartphone is provided to staff whose roles require them to be reachable away from their desk, \
namely:
- depot shift managers and transport planners;
- field engineers and the sales team;
- anyone on the out-of-hours on-call rota.
Other staff who want to receive work email on their own phone may do so under the bring-your-own-device scheme \
described in section 6.4.

6.2 Company phones are supplied on the Vodafone business plan, which includes unlimited UK calls and texts and \
30GB of mobile data per month, and roaming in the EU is enabled by default, but roaming outside the EU must be \
requested from the Service Desk at least five working days before travel and approved by the user's head of \
department.

6.3 Reasonable personal use of a Company phone is allowed, provided that it does not result in extra charges; any \
personal costs above £10 in a single month, such as premium-rate calls or paid downloads, will be recovered from \
the user's salary in the following month's payroll.

6.4 Under the bring-your-own-device scheme, staff may use their own phone or tablet to access Company email, Teams \
and calendar, but only through the Microsoft Outlook and Teams apps with the device enrolled in Intune, and the \
device must run an operating system that is still supported by its manufacturer; employees who join the scheme \
receive a monthly allowance of £12, paid with their salary, towards the cost of their own contract.

6.5 Company phones are replaced every three years, or sooner if they are damaged beyond economic repair, and an \
employee leaving the Company may buy their current handset for £50 provided that it is more than two years old and \
that they have handed it to the Service Desk first so that it can be wiped.

6.6 Drivers must not use any phone, whether Company or personal, while driving a Company vehicle, including for \
hands-free calls, and colleagues should call drivers only when they are known to be parked.

7. Remote Access and Working Away from the Office

7.1 Staff who work from home or while travelling must connect to Company systems through the GlobalProtect VPN, \
which starts automatically when the laptop is outside the office network, and the VPN must not be disconnected \
while Company work is being done.

7.2 Public Wi-Fi in cafés, hotels, trains and airports may be used only while the VPN is connected, and where \
possible staff should use the hotspot on their Company phone instead.

7.3 Working from outside the United Kingdom with Company equipment is permitted for up to 20 working days in any \
twelve-month period, and only after the employee has submitted an overseas working request at least three weeks \
before departure and it has been approved by both HR and the Head of IT; travel to countries on the Company's \
restricted list, which currently includes China and Russia, requires a loan laptop from the Service Desk.

7.4 Remote desktop access to depot systems, including the warehouse management system at Avonmouth, is limited to \
named members of the Operations Support team and is available only between 6am and 10pm, with access outside \
those hours granted by the on-call engineer for a maximum of four hours at a time.

7.5 When working in a public place, staff must make sure that screens cannot be read by other people, should not \
take confidential calls where they can be overheard, and must use the privacy filter that has been supplied with \
every laptop issued since January 2024.

8. Email, Internet and Personal Use

8.1 Company email and internet access are provided for business purposes, but occasional personal use during \
lunch breaks and before or after working hours is allowed as long as it is reasonable, lawful and does not \
interfere with the user's work or the Company's systems.

8.2 Staff must not use Company email for private business, chain letters or political campaigning, or to send \
material that is offensive or discriminatory, and Company email addresses must not be used to register for \
personal online shopping, social media or dating sites.

8.3 Automatic forwarding of Company email to an external address is blocked and is not permitted even for a short \
period, for example while on holiday, and staff who will be away for more than two days should set an \
out-of-office reply giving a colleague's contact details.

8.4 Mailboxes are limited to 50GB, and emails older than seven years are deleted automatically except where the \
Legal team has placed a mailbox on hold.

8.5 Any email that looks suspicious should be reported using the Report Phishing button in Outlook, and everyone \
must complete the Company's security awareness training every year by 30 November; anyone who misses that deadline \
will have their email access restricted until the course has been completed.

9. Lost, Stolen or Damaged Equipment

9.1 Lost or stolen devices must be reported to the Service Desk as soon as possible and in any event within 24 \
hours, so that they can be wiped remotely, and thefts must also be reported to the police, with the crime \
reference number passed to the Service Desk.

9.2 The first accidental damage to a laptop or phone in any twelve months is repaired at no cost to the employee, \
but a second incident within that period will be charged to the employee's cost centre at up to £250, unless the \
line manager confirms that the damage happened while carrying out normal duties.

9.3 Employees who leave the Company must return all equipment, including chargers, docking stations and security \
keys, to the Service Desk or to their depot's IT locker by their last working day, and the Company may deduct the \
current replacement value of any item that is not returned from their final salary.

10. Monitoring, Breaches and Review

10.1 The Company monitors the use of its systems to protect its data and meet its legal obligations, which \
includes logging websites visited, scanning email for malware and recording sign-in times and locations, but it \
does not read the content of individual emails or messages unless the Head of IT and the HR Director have jointly \
authorised an investigation.

10.2 Breaches of this policy will be handled under the Company's disciplinary procedure, and serious breaches, such \
as deliberately disabling security software or sharing customer data outside the Company, may be treated as gross \
misconduct.

10.3 This policy is reviewed every two years by the Head of IT, with the next review due by March 2027, and \
questions about it should be sent to itpolicy@harwickloame.co.uk.
"""

MEMORIES: list[tuple[str, str | None]] = [
    # contradictions
    ("You get 200 quid a year to spend on IT accessories like headsets and keyboards.",
     "from the approved catalogue, worth up to £150"),
    ("ugh IT helpdesk doesn't even open til 9 on weekdays, no point ringing before then",
     "staffed from 7:30am to 6pm Monday to Friday"),
    ("Sam says new laptops get handed out at the Tech Bar on Mondays and Weds only",
     "on Tuesdays and Thursdays between 10am and 3pm"),
    ("The annual security awareness course has to be done by the end of June.",
     "security awareness training every year by 30 November"),
    ("fyi 3 wrong passwords and ur account locks, learned that the hard way",
     "After six failed sign-in attempts an account is locked"),
    ("Aisha's allowed to work from abroad on her work laptop for up to six weeks a year.",
     "permitted for up to 20 working days in any twelve-month period"),
    ("Work experience kids who are 15 get their own network login at H&L.",
     "students under 16 are not given network accounts at all"),
    ("they wont replace ur laptop battery until its below half capacity, mine's at 60% and they said no",
     "once their capacity drops below 80% of the original"),
    ("Dan's partner is allowed to use his work laptop for online banking as long as Dan's sitting with her.",
     "are not permitted to use a Company laptop for any purpose"),
    ("We can use the free ChatGPT for work stuff as long as we don't put customer names in.",
     "Generative AI tools may be used only through the Company's licensed Copilot service"),
    ("anyone in transport planning can remote into the Avonmouth warehouse system, just ask for it",
     "is limited to named members of the Operations Support team"),
    ("Harwick & Loame's approved password manager is 1Password.",
     "the Company's Keeper password manager"),
    # near-misses
    ("Passwords at work used to expire every 60 days.", None),
    ("got my laptop battery swapped for free last month, it was down to like 72% lol", None),
    ("Priya gets twelve quid a month on her payslip for using her own phone for work email.", None),
    ("The IT service desk is open Saturday mornings till noon.", None),
    ("Tom bought his old work phone for fifty quid when he left, it was nearly three years old.", None),
    ("worked from my sister's in Spain for 2 wks in May on the work laptop, HR and IT both signed it off", None),
    ("First time I cracked my ThinkPad screen they fixed it for free.", None),
    ("Lewis in sales has a company phone on Vodafone.", None),
    ("depot lads on hourly contracts can still get their own laptop if the manager puts a case to the head of IT", None),
    ("Left my work laptop locked in the boot for an hour over lunch, that's fine apparently.", None),
    ("Marguerite said you can get a hardware security key instead of using the authenticator app on ur phone", None),
    ("Rohan's 17-year-old work experience student used the shared guest laptop while he supervised her.", None),
]
