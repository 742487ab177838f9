"""The frame reading of a pair (judge_frames.py): who, what about, yes or no, values, changes. Sentences of
this file's own, each pair seen flagged (or not) through the offline judge as detection calls it."""

from __future__ import annotations

import pytest

from mneme.memory.judge import Candidate, OfflineJudge
from mneme.memory.judge_frames import compare_frames, frames

JUDGE = OfflineJudge()


def flags(old: str, new: str) -> bool:
    return bool(JUDGE.judge_sync(new, [Candidate("m", old)]))


@pytest.mark.parametrize(("old", "new"), [
    ("Noah loves cycling to work", "Noah can't stand cycling to work"),  # a verb of dislike
    ("Priya is allergic to shellfish", "Priya has no allergies at all"),  # a denial of the class
    ("User has a rabbit", "User has no pets"),
    ("User prefers to be paid by cheque", "User wants to be paid in cash, not by cheque"),
    ("Hana is 41 years old", "Hana just turned 38"),  # ages
    ("User is 190 cm tall", "im 5'9 lol"),  # heights in other units
    ("My rent is 900 euros a month", "I pay 1,300 euros a month in rent"),
    ("User's salary is 40,000 dollars a year", "I earn 65k a year"),
    ("Tariq's commute takes 25 minutes", "Tariq's commute is about an hour and a half"),
    ("Lea's birthday is on 4 March", "Lea was born on 19 July"),
    ("User joined Siemens in 2017", "User started at Siemens in 2021"),
    ("Marco teaches history at a school in Turin", "Marco quit teaching last year"),
    ("Yuki is dating Ken", "Yuki and Ken broke up"),
    ("im living in leeds", "just moved to york!!"),
    ("User is single", "User got engaged to Dana"),
    ("Ravi is vegetarian", "Ravi eats chicken again"),
    ("I watch rugby and cricket", "the only sport I watch is tennis"),
    ("Bea only drinks water", "Bea has a glass of cider with lunch most days"),  # another of the kind
    ("Theo enjoys cycling", "Theo can't handle cycling anymore, his knees hurt"),
    ("User has no siblings", "my sister is staying with us this week"),  # a denied class, one of its people
    ("User has no debt", "still paying off my car loan"),
    ("User doesn't drink coffee", "had 3 coffees today, so wired"),  # an occasion denies a habit's "no"
    ("Nia has never been skiing", "Nia went skiing in the Alps with her cousins last winter"),
    ("User's favourite fruit is mango", "my fav fruit is definitely papaya"),
    ("User's brother is called Jonas", "my brothers name is Lukas, not Jonas"),
    ("User's bike is blue", "uhh my bike's green"),
    ("User pays 900 euros a month in rent", "the rent went up to 1,050 euros in May"),
    ("User is 52", "lol im 57 actually"),
    ("User smokes 10 cigarettes a day", "I quit smoking three years ago"),
    ("The choir meets every Tuesday at 7pm", "choir's on thursdays now, they changed it"),
    ("User drinks wine with dinner", "I don't drink at all any more"),  # a "no" to the whole of a verb
    ("User takes 50 mg of sertraline daily", "my doctor upped my sertraline to 100 mg a day"),
    ("The boiler service is due in May", "the boiler service isn't due till November"),
    ("The weekly shop is done by Marek", "Marek never does the weekly shop, I do it"),  # who does it
    ("Ines only speaks Spanish", "Ines is fluent in German too"),
    ("User has a car loan", "we paid off the car loan in March"),
    ("My daughter Zainab only plays the piano", "Zainab plays the violin as well as the piano"),  # her name
    ("My daughter Zainab only plays the piano", "my daughter plays the violin too"),
    ("The mural in User's kitchen was painted by her friend Nadia", "nadia didn't paint the mural, her cousin did"),
    ("User's bookshelves were built by her husband Ahmed", "ahmed didn't build the shelves, my dad made them"),
    ("Giulia's favourite season is autumn", "Giulia says spring is her favourite season"),  # seasons as values
    ("User prefers window seats on flights", "I always book the aisle seat"),  # "always": flights too
    ("Sarah drinks 2 litres of water a day", "Sarah drinks four 250 ml glasses of water a day"),  # 1 litre
    ("Tom runs 10 km every Sunday", "Tom runs three 5 km laps every Sunday"),
    ("Rahul studies at the University of Manchester", "Rahul graduated last summer and now works in Leeds"),
    # comparatives said the other way round (`_COMPARATIVES`)
    ("Priya prefers emails rather than phone calls", "priya would much rather get a call than an email"),
    ("User prefers cats to dogs", "honestly dogs beat cats any day for me"),
    ("User prefers red wine to white", "white over red every time"),
    ("Ben wants updates by email, not by text", "texts work way better for me than emails tbh"),
    ("User prefers paperbacks to e-books", "ngl id much rather u got me an ebook than a paperback"),
    ("User's favourite season is autumn", "Spring has always been my favourite season"),
    ("User prefers dark mode", "I like light mode"),
    # "The user" is the user; a relation named alone is the user's relation; a category denies its members
    ("The user owns a bike", "I don't own a bike anymore"),
    ("The user's uncle lives in Cork", "Uncle doesn't live in Cork, he moved to Galway"),
    ("The user is allergic to aspirin", "I'm not allergic to any medication"),
    ("User doesn't play any instruments", "I play the viola in a string quartet"),
    ("Ravi sleeps about 7 hours a night", "i get by on five hours of sleep most nights"),  # his own name aside
    ("User is vegetarian", "had a bacon burger for lunch"),
    # values in words
    ("Leo has three children", "both my kids are off school this week"),
    ("Sara runs 10 km every morning", "my morning run is just a couple of miles"),
    ("Nina's garden is 50 square metres", "our garden's tiny, maybe ten square metres"),
    ("Tom is 34 years old", "just hit the big four-oh last week"),
    ("Priya's birthday is on 14 March", "turning 30 on the 2nd of june"),
    ("Finn was born in 1990", "as a 2001 baby i dont remember it"),
    ("User earns £40,000 a year", "on like 28k a year rn"),
    # a thing of one's own, a place within one never visited, everyday words for a kind
    ("User doesn't own a bike", "my bike got a flat tyre on the way in"),
    ("User has never been to Italy", "when I was in Florence last spring the food was unreal"),
    ("User has been to South America", "never been anywhere in south america tbh"),
    ("User isn't on social media", "put the pics up on my insta"),
    ("User doesn't drink", "had a couple of pints after the match"),
    ("User doesn't speak German", "i'm pretty much fluent in german these days"),
    ("User no longer plays the violin", "been practising violin every night"),
    ("User never watches TV", "watched the whole box set on the telly"),
    ("Ada only drives a petrol car", "charging the new electric one overnight now"),
    ("User only drinks green tea", "on my third americano today"),
    ("Joe sees his parents every Friday", "thursday is my night with mum and dad now"),
    ("Mona rents a flat in Leeds", "Mona bought a house in York and moved there in May"),
    ("User rents their flat", "we bought the flat off our landlord, so it's ours now"),
    ("User has 2 siblings", "I've got four brothers and sisters"),
    ("Omar earns £30,000 a year", "Omar's salary is fifty thousand pounds a year"),
    ("User's salary is $70,000", "after the promotion I'm on $82,000"),
    ("User's flat is on the 2nd floor", "we live on the 9th floor"),
    ("Rosa is pregnant", "Rosa gave birth to twins last month"),
    ("User only pays by card", "i pay cash for everything these days"),
    ("Eli's flat is 70 square metres", "our flat is tiny, barely 35 m² all in"),
    ("User sleeps about 8 hours a night", "i'm lucky if i get five hours a night lately"),
    ("Tao is 1.90 m tall", "i'm 5'6 so the top shelf is a stretch"),
    ("User starts work at 8am", "my shift kicks off at 6 in the morning"),
    ("User doesn't drink alcohol", "had a few pints with my mates after work"),
    ("User's birthday is in May", "my birthday's coming up on the 3rd of november, any ideas?"),
    ("User doesn't speak Spanish", "chatted to the waiter in spanish for ages in seville"),
    ("Tomasz only works from home on Fridays", "i'm remote mondays and wednesdays too now"),
    ("Ren only drinks water with meals", "ren always has a cider with her dinner"),
    ("User works at Arup", "handed in my notice at Arup and start at a small studio next week"),
    ("Dara is vegetarian", "been eating salmon every friday lately"),
    ("User is learning Italian", "gave up italian ages ago, doing korean now"),
    ("Ola prefers texts to phone calls", "honestly just ring me, i never check my messages"),
    ("User prefers summer to winter", "winter's my season, summer is too sticky"),
    ("User prefers horses to ponies", "ponies are just better company"),
    ("User likes spicy curries", "i like my curry mild these days"),
    ("Ines prefers light mode", "switched my phone to the dark theme"),
    ("User lives in Porto", "finally settled into the new flat in Lisbon"),
    ("User is married to Ana", "the divorce went through last month"),
    ("Rui isn't married", "my wife and i are off to Crete next week"),
    ("User rents a flat", "we're first time homeowners as of friday"),
    ("User prefers to be called Sam", "pls just call me sammy now"),  # another name now
    ("User lives with her parents", "got my own place in Leeds, first time away from mum and dad"),
    ("User is employed by KPMG", "went freelance in the spring, loving it"),
    ("Rohan's commute is 45 minutes", "it takes me ten minutes to get to work now"),
    ("User runs 12 km every morning", "my morning run is a quick 4k these days"),
    ("User's tax deadline is 31 January", "the deadline got pushed to mid march"),
    ("Harriet starts work at 9am", "i clock in at 7 every morning"),
    ("User's anniversary is in May", "our anniversary's on the 3rd of november, any dinner ideas?"),
    # an amount without its sign, "like" before a value, a price in its own clause
    ("Ken's rent is £800 a month", "the landlord put the rent up to 950 a month"),
    ("User's phone bill is £12 a month", "paying like thirty quid a month for my phone contract"),
    ("Ada's laptop cost £1,500", "my laptop was a steal, three hundred quid refurbished"),
    # more of a kind than the class counted; the very act done; nothing at all; "without" at the end
    ("Lena has just one sibling, a brother", "my two sisters are staying with me this week"),
    ("Jon has one pet, a cat", "walked both my dogs before work"),
    ("User doesn't drive", "drove my nan to the shops this morning, roads were awful"),
    ("Ola isn't allergic to anything", "always carry antihistamines cos of my pollen allergy"),
    ("Kim drinks her coffee without milk", "two sugars and loads of milk in my coffee please"),
    # ended, called off, rehomed, a gig; a day by its name; a dislike said by "too ... for me"; "by far"
    ("Ivy is engaged to Tom", "tom and i called it off last spring"),
    ("Sam has a cat named Miso", "we rehomed miso with my aunt, she has a garden"),
    ("Ada works at a florist", "the florist gig ended, doing bar shifts now"),
    ("User's anniversary is on Valentine's Day", "our anniversary is the 3rd of august"),
    ("Mia prefers milk chocolate", "milk chocolate is way too sweet for me"),
    ("User prefers spring to autumn", "autumn is my favourite season by far"),
    ("Tia runs 10 km every morning", "my usual morning run is a couple of miles along the river"),
    # two homes that do not nest; "all three of my"; "don't finish till"
    ("Kai lives in Leeds", "been living in glasgow for two years now, love it"),
    ("User has two dogs", "all three of my dogs sleep in the kitchen"),
    ("User finishes work at 6pm", "i dont finish work till ten most nights, it's rough"),
    ("User has no sisters", "my sisters are visiting next week"),  # a plural, not "my sister's"
    # "only weekdays" as days, a count of the very thing, "little one", "started at this place", a "48k" after a raise
    ("Ana only works weekdays", "i work every sunday now too"),
    ("User doesn't drink tea", "had like 5 teas today, so tired"),
    ("Ama's baby was born in May 2024", "ama's little one was born in march 2024"),
    ("User started their current job in 2018", "I started at this place in 2022"),
    ("User earns £30,000 a year", "got a raise, 36k now"),
    # the twins of the near-misses below: a duration in two parts, counts a year and a month, a comparison, "banned"
    ("Dana's best 10k time is 1 hour 5 minutes", "Dana's best 10k time is 58 minutes"),
    ("Ivan runs 12 races a year", "Ivan runs three races a month"),
    ("Karim is taller than Omar", "Karim is shorter than Omar"),
    ("Karim is taller than Omar", "Omar is taller than Karim"),
    ("Swimming is banned in the lake", "swimming in the lake is allowed"),
    ("User is vegan", "had a chicken curry for dinner"),
    ("Priya no longer lives in Leeds", "Priya lives in Leeds"),
    ("User uses Outlook for email", "I switched my email to Gmail"),
    ("The bus ride takes 15 minutes", "the bus ride takes half an hour"),
    ("User only travels by train", "took a plane to Madrid for work"),
    # values read more ways: "fourteen hundred", a floor by its ordinal, a 24-hour time said either way ("6 in the
    # morning", "8 a.m.", "20:00"), a year as '88, dates as 5/19 and 2021-07-30, "half nine", minutes "of piano a
    # day", a deadline and "due", a contract that ends and one that expires
    ("Nia's rent is £900 a month", "I pay fourteen hundred a month in rent now"),
    ("Omar lives on the 9th floor", "I live on the second floor of my building"),
    ("User's swim class is at 6 pm", "my swim class is at 6 in the morning"),
    ("Jo was born in 1979", "I was born in '88"),
    ("User's bus leaves at 8 a.m.", "my bus leaves at 20:00 every day"),
    ("Tom's birthday is on 2 May", "Tom celebrates his birthday on 5/19"),
    ("Ada's son was born on 12 March 2021", "Ada's son was born on 2021-07-30"),
    ("Lee starts work at 8:15", "I start work at half nine"),
    ("Sam practises piano 2 hours a day", "I only get 10 minutes of piano a day"),
    ("Kai's essay deadline is 4 May", "Kai's essay is due on June 20th"),
    ("User's contract ends in March 2026", "my contract expires in September 2026"),
    # one of a class, named: another of it
    ("Rui's only pet is a rabbit", "took the dog to the vet this morning, he hates it"),
    ("User's only sibling is a sister", "my brother is flying in for christmas"),
    ("Noor's only instrument is the cello", "Noor played the drums in the school show"),
    # "a hundred", grandkids as grandchildren
    ("User weighs 75 kg", "up to a hundred kilos after the holidays, yikes"),
    ("Ama has two grandchildren", "all four of my grandkids are staying over this weekend"),
    ("Ravi was invited to the wedding", "ravi didn't get an invite to the wedding"),
    ("Ravi was not invited to the wedding", "ravi got an invite to the wedding"),
    ("Ana was born in 1979", "born in 88 and proud of it"),
    ("User is vegan", "bought some bacon for the weekend, can't wait"),  # for a time, not for someone
    ("Rosa was born in 1970", "Rosa turned 40 in 2020"),  # a birth year against an age turned in a year
    # the twins of amounts said roughly or rounded: further apart, said exactly, or money
    ("Dara weighs 83 kg", "i weigh roughly 70 kilos these days"),
    ("Dara weighs 83 kg", "i weigh 80 kilos these days"),
    ("The cinema ticket costs £9", "The cinema ticket costs £9.40"),
    ("Mina's gym membership is £30 a month", "mina paid £500 for her gym membership this year"),
    ("Omar's rent is £820 a month", "omar's rent is just under a grand, 950"),
    ("Lila's son is 7", "Lila's son just started year 3, he's eight"),
    ("Bo works 35 hours a week", "Bo works 9 hours a day, five days a week"),
    ("Ivan and Zoe got married in 2015", "Ivan and Zoe got married in 2013"),
    ("Maya's marathon best is 4 hours 5 minutes", "Maya's marathon best is 3 hours 50 minutes"),
    ("Kofi cycles 20 minutes each way to work", "Kofi spends an hour cycling to work every day"),
    # "at the moment" and "full time" say when and how much; "every Saturday" is on Saturdays; "a mother of four";
    # one licence spelt two ways; the floor one lives on; a bare number of what the other counts
    ("Paolo isn't working at the moment", "Paolo is currently working full time as a chef"),
    ("Greta never works on Saturdays", "Greta works a full shift every Saturday"),
    ("Ife has three children", "Ife is a mother of four"),
    ("Tomas doesn't have a driver's license", "Tomas got his driving licence last spring"),
    ("Sven's flat is on the 8th floor", "Sven lives on the second floor of his building"),
    ("Kai's weekly step goal is 70,000 steps", "Kai's weekly step target is 50,000"),
    # "and nothing else", "exclusively"; kinds of music and of operating systems
    ("Rhea listens to reggae and nothing else", "Rhea has been blasting techno all week"),
    ("Tariq exclusively uses macOS on his laptops", "Tariq does his coding on a Windows laptop"),
    ("Tariq only uses Linux on his work computer", "my work desktop runs windows now"),
    ("Nia enjoys big concerts", "Nia avoids crowds and dislikes concerts"),  # each liking a clause of its own
    ("Bea lives in Leeds", "Bea relocated from Leeds to Bristol for work"),  # "relocated from X to Y"
    ("Ken only uses an Android phone", "Ken switched to an iPhone in March"),  # an iPhone is no Android phone
    # irregular pasts ("swam"), members of a kind (a cashew is a nut, a cappuccino a coffee), employed at a job
    ("Ola can't swim", "swam 30 lengths before work today"),
    ("Rui isn't allergic to nuts", "Rui has a bad cashew allergy"),
    ("Lea never drinks coffee", "Lea has a cappuccino every morning"),
    ("Tom no longer works at the bank", "Tom is still employed at the bank"),
    # a weight said without "weighs", an N-bedroom place, rupees and yen
    ("Ada's cat weighs 6 kg", "my cat's a tiny thing, 2 kilos"),
    ("Ravi's flat has two bedrooms", "we've got a four-bedroom place now"),
    ("Divya's monthly salary is ₹60,000", "my salary is just ₹40,000 a month"),
    # "so" meaning "very" ("are so boring"); "tedious" a dislike
    ("Nora loves chess", "chess is so boring tbh, i always skip club night"),
    ("Sami enjoys long meetings", "Sami finds long meetings tedious"),
    ("Dev works at Lidl", "handed my notice in at lidl, starting at the post office next week"),
    ("Priya only uses Windows", "my new mac arrived today"),
    ("Joe smokes a pack a day", "three weeks without a cigarette, feeling great"),  # none for three weeks
    # "I turn 35 next month" is 34 now; "can't believe" asserts what follows
    ("Femi is 41", "cant believe i turn 35 next month"),
    ("Femi lives in Leeds", "can't believe I live in York now"),
    # bacon and ham are pork; "a one-bed flat"; "Yara's fluent in"
    ("Cora never eats pork", "had a ham sandwich for lunch"),
    ("Ravi's flat has two bedrooms", "Ravi's one-bed flat is tiny"),
    ("Yara doesn't speak French", "Yara's fluent in French, she grew up in Lyon"),
    ("Ines has never been to Japan", "just back from tokyo and osaka, amazing trip"),
    ("Omar is vegan", "i eat steak every week these days"),
    ("Sara usually cycles to work", "i take the train to work instead of cycling these days"),
    ("Jo never drinks coffee", "had a latte on the way home"),
    ("The gym opens at 6am", "my gym opens at 8 now"),
    ("Eli's flight lands at 6pm", "flight delayed, landing at 8 now"),  # a time to land; "8 now" counts nothing
    ("Ivy isn't married", "my husband made dinner tonight"),
    ("Ivy can't drive", "drove to the coast at the weekend"),
    ("Ivy can't drive", "passed my driving test this morning!!"),
])
def test_contradictions_the_alignment_misses(old: str, new: str) -> None:
    assert flags(old, new), (old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("Noah loves cycling to work", "Noah's sister can't stand cycling"),  # another person
    ("Alice doesn't eat meat", "Alice eats fish"),  # a denial of one thing, an assertion of another
    ("Ben can't swim", "Ben signed up for adult swimming lessons"),
    ("User has never eaten sushi", "i'd love to try sushi one day"),  # a wish asserts nothing
    ("Carla doesn't drink coffee", "should I drink coffee before the exam?"),  # a question neither
    ("User runs 5 km on weekdays", "User runs 12 km on Sundays"),  # another day
    ("The Berlin office opens at 8 am", "The Madrid office opens at 9 am"),  # another office
    ("My rent is 1200 euros a month", "I pay 14,400 euros a year in rent"),  # the same amount per year
    ("Mila's car has 80,000 km on it", "Mila drives about 15,000 km a year"),  # a total and a rate
    ("Tom went to Rome in 2019", "Tom went to Rome again in 2023"),  # events repeat
    ("User is 34", "turning 35 next month"),
    ("I live in Lisbon", "I moved to Lisbon in 2020"),
    ("User quit smoking", "User doesn't smoke anymore"),
    ("Dev only drinks his tea without milk", "Dev drinks green tea at his desk"),
    ("Amara has a son and a daughter", "Amara's only daughter started school"),
    ("User dislikes running", "User prefers swimming to running"),
    ("User doesn't like olives", "olives taste like the sea to me"),  # a description is no liking
    ("User only works weekdays", "I don't work on weekends, ever"),  # the "no" is about the weekend
    ("Kai only uses Vim at work", "at home Kai uses VS Code"),  # another place
    ("Jo prefers window seats on planes", "on trains Jo would rather have the aisle, not the window"),
    ("The canteen closes at 2pm", "The canteen does not close at 11am"),  # the "no" is about the time
    ("User quit smoking in 2019", "I smoked for about ten years before 2019"),
    ("User is vegetarian", "I used to eat meat until I was twenty"),
    ("User runs 5 km every morning", "my morning run is five kilometres, roughly three miles"),
    ("User is vegan", "tbh i miss cheese sometimes but still vegan"),  # a longing is no eating
    ("User only speaks English", "i only speak english, tried duolingo french for a week and quit"),
    ("User's dog is 4 years old", "User is 31"),  # the dog's age
    ("The blue car belongs to Anna", "The red car belongs to Anna"),  # which car
    ("User only takes the tram when it snows", "most days I walk to work"),  # "only" under a condition
    ("User prefers tea over coffee", "I do enjoy the odd coffee on holiday"),  # a preference is no exclusion
    ("Lena only speaks Polish at home", "Lena speaks English at work"),
    ("User wants to be addressed formally", "my colleague Tom prefers a casual tone, not formal"),  # Tom's
    ("My daughter Zainab only plays the piano", "I play the violin too"),
    ("User learned to cook from their grandmother", "it was my nan who taught me to cook, not my mum"),
    ("User prefers window seats on flights", "I book the aisle seat on trains"),
    ("Sarah drinks 2 litres of water a day", "Sarah drinks eight 250 ml glasses of water every day"),  # 2 litres
    ("Tom runs 10 km every Sunday", "Tom runs two 5 km laps every Sunday"),
    ("Rahul graduated last summer", "Rahul is studying for a masters now"),  # studies again, after
    ("Priya prefers emails rather than phone calls", "priya would much rather get an email than a call"),
    ("User prefers cats to dogs", "honestly cats beat dogs any day for me"),
    ("User's favourite season is autumn", "Autumn has always been my favourite season"),
    ("User prefers dark mode", "I like dark mode"),
    ("User is not on any medication", "User was on ibuprofen last month for a sprained ankle"),  # then, not now
    ("The user's uncle lives in Cork", "My aunt doesn't live in Cork"),
    ("User is vegetarian", "tried the new bean burger place, so good"),
    ("User is seeing Jonas", "Jonas sleeps about 9 hours a night"),  # a name the other speaks of is no own name
    ("Leo has two children", "both my kids are off school this week"),
    ("Tom is 40 years old", "just hit the big four-oh last week"),
    ("Tom runs 30 km a week", "just hit 50 km this week"),
    ("Finn was born in 2001", "as a 2001 baby i dont remember it"),
    ("Priya's birthday is on 2 June", "turning 30 on the 2nd of june"),
    ("Nina's garden is 10 square metres", "our garden's tiny, maybe ten square metres"),
    ("User doesn't own a bike", "my brother's bike got a flat tyre"),
    ("User doesn't own a bike", "my old bike was stolen years ago"),
    ("User has never been to Italy", "my cousin lives in Florence"),
    ("User has never been to Italy", "would love to visit Florence someday"),
    ("User isn't on social media", "deleted my instagram ages ago"),
    ("User only drinks green tea", "my flatmate lives on americanos"),
    ("User only wears black clothes", "my sister wears a lot of yellow"),
    ("User rents a flat", "my sister bought a house in Leeds"),
    ("Omar earns £50,000 a year", "Omar's salary is fifty thousand pounds a year"),
    ("Rosa is pregnant", "Rosa was born in 1994"),
    ("User has never been to Peru", "Peru is top of my bucket list"),
    ("User's anniversary is in May", "is our anniversary on the 3rd of may?"),
    # others' things and days, one occasion, a first date, a shade, something taken with a drink, a job going on
    ("Ali works as a nurse", "switched from nights to day shifts on the ward"),
    ("Ali works as a nurse", "switched to night shifts on the ward, still nursing tho"),
    ("Mo has never been to Chile", "chile is top of my travel list, hopefully next year"),
    ("Jo's wedding anniversary is 9 May", "booked dinner for the ninth of may, our 10th anniversary"),
    ("User never eats breakfast", "skip breakfast every day, first food is lunch"),
    ("User only drinks tea", "made a pot of chai, my coffee-obsessed housemate laughed"),
    ("User only drinks herbal tea", "herbal tea with honey as usual"),
    ("User only works from the office on Mondays", "I work from home on Tuesday, Thursday and Friday"),
    ("The user's class has 30 pupils", "Five pupils in my class are off sick"),
    ("User sleeps about 7 hours a night", "only got 4 hours last night thanks to the storm"),
    ("User is single", "went on a first date on Saturday"),
    ("User's favourite colour is green", "my favourite colour is forest green"),
    ("Maya's baby is due in June", "Maya's sister's baby is due in March"),
    ("Zoe has no pets", "Zoe walks her neighbour's dog on Sundays"),
    ("User prefers buses to taxis", "took a taxi home because the bus was cancelled"),
    ("Ren only drinks water with meals", "ren has a cider after work sometimes, never with food"),
    ("I only eat fish on Fridays", "had salmon on friday, veggie the rest of the week"),
    ("Ivo cycles to work", "ivo moved flat but it's the same route so nothing's changed for work"),
    ("User hates coffee", "i love the smell of coffee, just not the taste"),
    ("Bea has two kids", "not having any more kids, two is plenty"),
    ("User only watches horror films at Christmas", "i mostly watch comedies, saving the scary stuff for christmas"),
    ("Tao is 1.68 m tall", "i'm 5'6 on a good day"),
    ("Ken's rent is £800 a month", "my rent's still 800 a month, thank god"),
    ("User's gym membership costs £30 a month", "so that's 360 quid a yr on the gym"),
    ("Lena has three siblings", "my two sisters are staying with me this week"),  # and a brother
    ("Jon has two pets", "walked my dog before work"),
    ("User doesn't drive", "my sister drove me to the shops this morning"),
    ("User doesn't drive", "got the bus this morning, traffic was awful"),
    ("Kim drinks her coffee without milk", "two sugars in my coffee please"),
    ("A man with no hat is sitting on the ground", "A man with a backwards hat is sitting on the ground"),
    ("Mia prefers milk chocolate", "dark chocolate is way too bitter for me"),
    ("Ada works at a florist", "the florist down the road closed, so sad"),
    # an old thing, a mate's date, a plan, how the state came to be, a gift, a date, a "mini" one, "nicer than"
    ("User's bike is green", "my old bike was bright orange, got nicked twice"),
    ("User's interview is on 4 May", "interview on the 4th, prepping loads. my sisters interview is on the 9th"),
    ("User works early shifts", "moving to lates next month, can't wait"),
    ("Tom works in accounting", "was in sales for years before i moved over to accounting"),
    ("Zoe only wears grey", "bought a bright pink scarf for my mum's birthday"),
    ("User is single", "went on a date on friday, not sure there'll be a second one"),
    ("User doesn't have a garden", "the window box is my mini garden these days"),
    ("User never drives", "got the train to leeds, way easier than driving"),
    ("Rob doesn't drink alcohol", "tried a non-alcoholic gin at the party, not bad"),
    ("Kai lives in Leeds", "living in glasgow for the summer, back in september"),
    ("Kai lives in Scotland", "been living in glasgow for two years now"),
    ("Kai lives in Leeds", "lived in glasgow for two years before uni"),
    ("User has three dogs", "all three of my dogs sleep in the kitchen"),
    ("Tom only runs on weekends", "no run today, its wednesday and i was knackered anyway"),
    ("Ana only works weekdays", "my sister works every sunday"),
    ("User doesn't drink tea", "my flatmate had like 5 teas today"),
    ("Mia only drinks tea in the afternoon", "had my usual tea at 3 then switched to water for the evening"),
    ("User is based in London", "our office is based in Paris but i work from home"),
    # one value said otherwise: two parts of a duration, a quarter of an hour, counts by another period, a fraction
    ("Dana's best 10k time is 1 hour 5 minutes", "Dana ran the 10k in 65 minutes"),
    ("The bus ride takes 15 minutes", "the bus ride is a quarter of an hour"),
    ("Ivan runs 12 races a year", "Ivan runs one race a month"),
    ("The recipe calls for 0.5 cup of oil", "recipe needs 1/2 cup oil"),
    ("Mia's brother is 40", "my brother is five years older than me, I'm 35"),  # a difference, not an age
    # what ended was once so; someone else's cat; a "no" until a year; made for others; "rather X than Y"
    ("Priya no longer lives in Leeds", "Priya lived in Leeds for six years"),
    ("Tom has never owned a cat", "Tom feeds his sister's cat when she travels"),
    ("Lina never had a bike before 2018", "Lina bought a bike in 2019"),
    ("User is vegan", "made a chicken curry for my flatmates"),
    ("User hates phone calls", "rather text than call tbh"),
    # another thing switched; a comparison from its other end; two ways of saying no
    ("User uses Outlook for email", "I switched my calendar app to Notion"),
    ("Karim is taller than Omar", "Omar is shorter than Karim"),
    ("Swimming is banned in the lake", "you can't swim in the lake"),
    ("User only travels by train", "missed my connection, should have planned it better"),  # a plan is no plane
    # the same time or date said another way; another thing's time ("before we open")
    ("User goes to bed at 23:00", "I go to bed at 11 every night"),
    ("User goes to bed at 22:30", "i usually go to bed at half past ten"),
    ("Ravi's café opens at 8am", "i get in at 7 to bake before we open"),
    ("Jo was born in 1988", "I was born in '88"),
    ("Tom's birthday is on 19 May", "Tom celebrates his birthday on 5/19"),
    ("Lee starts work at 9:30", "I start work at half nine"),
    # the one of the class itself; someone else's; someone else did it
    ("Rui's only pet is a rabbit", "the rabbit chewed through a cable again"),
    ("Rui's only pet is a rabbit", "my neighbour's dog keeps barking at night"),
    ("Noor's only instrument is the cello", "Noor played the cello at the wedding while her cousin played the piano"),
    # someone gone; someone else ("he") doing it
    ("Ivo lives alone", "ivo's roommate moved out last month, so it's just him in the flat now"),
    ("User doesn't drink alcohol", "my brother never gets why i don't drink, he keeps buying me beers"),
    # a "no" on both sides, on other words
    ("Ravi was not invited to the wedding", "ravi didn't get an invite to the wedding"),
    ("Mo left the choir", "Mo is no longer a member of the choir"),
    ("User's gym is open on 12 May", "my gym is open 24/7"),  # "24/7" is no date
    ("Rosa was born in 1970", "Rosa turned 50 in 2020"),
    ("Ella doesn't eat meat.", "The veggie sausages were amazing."),  # sausages of no meat
    # an amount said roughly, or rounded; chat's money; a rate said as a year's total
    ("Dara weighs 83 kg", "i weigh roughly 80 kilos these days"),
    ("The pool is 25 m long", "the pool is 24.8 m long, they measured it"),
    ("The museum fee is 10 pounds", "the museum fee is a tenner"),
    ("The parking fee is 5 pounds", "the parking fee is a fiver"),
    ("The Okafors pay 90 a month for broadband", "broadband is about 1,080 a year for us"),
    ("Mina's gym membership is £30 a month", "mina paid £360 for her gym membership this year"),
    # the older value said again beside another thing
    ("Omar's rent is £820 a month", "omar's rent is just under a grand, 820"),
    ("Lila's son is 7", "Lila's son just started year 3, he's seven"),
    ("Bo works 35 hours a week", "Bo works 7 hours a day, five days a week"),  # the whole sentence's rate
    # two events' years; a half-marathon is no marathon; a time each way against the day's total
    ("Ivan and Zoe got married in 2015", "Ivan and Zoe met in 2011"),
    ("Maya's marathon best is 4 hours 5 minutes", "Maya's half-marathon best is 1 hour 55 minutes"),
    ("Kofi cycles 20 minutes each way to work", "Kofi spends 40 minutes cycling to work every day"),
    # as many children, another day, a floor at work, the same target
    ("Ife has three children", "Ife is a mother of three"),
    ("Greta never works on Saturdays", "Greta works a full shift every Friday"),
    ("Sven's flat is on the 8th floor", "Sven works on the second floor of his office building"),
    ("Kai's weekly step goal is 70,000 steps", "Kai's weekly step target is 70,000"),
    # an "only" under a condition, or of one computer, against another occasion or another computer
    ("Rhea only listens to reggae while she cooks", "Rhea put on some techno at the gym"),
    ("Tariq only uses Linux on his home computer", "Tariq uses a Windows laptop at the office"),
    ("Nia enjoys big concerts", "Nia hates queues and loves concerts"),  # two likings, one of them a "no"
    ("Bea lives in Bristol", "Bea relocated from Leeds to Bristol for work"),  # where she went
    ("Ken only uses an iPhone", "Ken switched to an iPhone in March"),
    ("Lea never drinks coffee", "Lea had mint tea while everyone else got cappuccinos"),  # the others' coffee
    ("Ada's cat weighs 6 kg", "my cat's a chunky thing, 6 kilos"),
    ("Ravi's flat has two bedrooms", "we've got a two-bedroom place"),
    ("Divya's monthly salary is ₹60,000", "my salary is ₹60,000 a month"),
    ("Nora loves chess", "chess is so much fun, i never skip club night"),
    ("Ivo walks to work", "it was pouring so Ivo took the bus today"),  # "so" still joins two clauses
    ("Joe doesn't smoke", "three weeks without a cigarette, feeling great"),
    ("Femi is 34", "cant believe i turn 35 next month"),
    ("Femi lives in Leeds", "can't believe I still live in Leeds"),
    ("Cora never eats pork", "turkey bacon on toast this morning"),  # bacon of no pork
    ("Ravi's flat has two bedrooms", "Ravi's two-bed flat is tiny"),
    ("Yara speaks French", "Yara's fluent in French"),
    ("Ines has never been to Japan", "dream holiday is tokyo and osaka, one day"),  # a wish
    ("Omar has been vegan since 2019", "i was eating steak every week back then, mad to think"),  # then, not now
    ("Sara usually cycles to work", "took the train today because of the storm instead of cycling"),  # one day
    ("Milo doesn't drink coffee", "my nan made me a coffee and i didnt want to be rude, just left it"),  # nan made it
    ("Jo never drinks coffee", "got my mum a latte on the way home"),  # hers
    ("Nora doesn't drink alcohol", "picked up a bottle of wine for my sister's birthday"),  # a gift
    ("Ali never watches football", "the kids watched the football all afternoon"),  # the kids did
    ("Maya is vegetarian", "made the kids fish fingers for tea"),  # for the kids
    ("The gym opens at 6am", "the pool at my gym opens at 8"),  # a part of it, its own time
    ("Ivy isn't married", "at my cousin's wedding all weekend"),  # the cousin's
    ("Ivy can't drive", "booked my driving test for march, fingers crossed"),  # learning to
    ("Eli's flight lands at 6pm", "flight's on time, landing at 6"),
])
def test_near_misses_stay_apart(old: str, new: str) -> None:
    assert not flags(old, new), (old, new)


def test_frames_read_subject_polarity_values_and_change() -> None:
    first, second = frames("Tom sold his bike and bought a car for 3,000 euros")
    assert first.subject == second.subject == "tom"
    assert first.negative and first.change == "end"
    assert second.values["money"] == frozenset({3000.0}) and not second.negative
    (question,) = frames("should i move to Porto?")
    assert question.hypothetical
    assert compare_frames("Hana just turned 38", "Hana is 41 years old") is not None


# Turns of a conversation stored as they were said (a transcript, `infer: false`): idioms, greetings, thanks, tag
# questions and other people's "I". Each of these was flagged before the judge read them this way.
@pytest.mark.parametrize(("old", "new"), [
    ("I'll keep training hard.", "All my training paid off!"),  # worth it, not a loan cleared
    ("The ocean is really relaxing - it makes my worries feel small.", "The ocean is so calming, isn't it?"),
    ("Like in chess, winning feels great!", "It's about the friends you make, not just winning."),
    ("I want these puppies to have a safe and loving home.",
     "I've known them for 6 years, since I moved from my home town."),  # how long, not a move now
    ("I'm painting a landscape that I really like.",
     "I haven't had much time to paint, but last week I finally picked up a brush."),
    ("I was happy to share my experience and support them.",
     "I got to let them know they're not alone by sharing my experience."),  # their "no"
    ("I just made it up as I went, so I don't have a pattern.", "Thanks for sharing the pattern!"),
    ("Let me know if you need any more recipes.", "I'll ask if I need more recipes."),
    ("Long time no talk!", "So much has happened since we last talked."),
    ("Maya: I've never been skiing.", "Leo: I went skiing in the Alps last winter."),  # two people's "I"
    ("That must have been hard, not being able to play.", "I played the whole match yesterday."),  # a guess
    ("Take care and talk to you soon.", "Talk soon!"),
    ("I'm not giving up yet!", "Finally giving it a try."),
    ("I managed to cycle a bit with no pain, such a relief!", "Cycling without any pain after the surgery was huge."),
    ("I'm going to keep training and reach my goals no matter what.", "I'm chasing my goals!"),
    ("I'll keep going with my goals.", "I won't give up on my goals!"),  # a "no" to giving up
    ("Dancing without worrying what people think is freedom.", "No worries, Sam!"),
    ("My online bookshop is open!", "I opened my own online bookshop not so long ago - pretty neat, huh?"),
    ("Losing my job was tough but it pushed me to do what I love.",
     "Losing my job was a bummer, but it pushed me to start my own thing."),  # two words of one feeling
    ("These colors are so vivid.", "All these colors are amazing."),
    ("The name of that band is great.", "The name of that band sounds cool."),
    ("I'm struggling with my bakery business.", "It's hard to run a business when you don't have faith in yourself."),
])
def test_conversation_turns_stay_apart(old: str, new: str) -> None:
    assert not flags(old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("Maya: I've never been skiing.", "Maya: I went skiing in the Alps last winter."),  # one speaker
    ("Note: I live in Paris.", "Update: I live in Lyon."),  # headings name no speaker
    ("User has a car loan", "my car loan is paid off now"),
    ("User has a car loan", "I paid off my car loan last month"),
    ("I play tennis", "I gave up tennis last year"),
    ("I drink coffee", "I don't drink coffee any more"),
    ("Adam has two kids", "we have three kids now"),
    ("I'm training for the marathon", "I gave up on the marathon, my knee can't take it"),
    ("My car's colour is red", "My car's colour is blue"),
])
def test_conversation_readings_keep_their_twins(old: str, new: str) -> None:
    assert flags(old, new)


# Chat the rules flagged before `judge.chat_aside` and the state words' reading (`judge_frames._said_of_someone`):
# found storing our own conversations turn by turn (bench/data/conv_train, the first six writers'); pairs of our own.
@pytest.mark.parametrize(("old", "new"), [
    ("Mara: honestly, not great.", "Mara: that's great."),  # a verdict on something left unsaid
    ("Tom and I got engaged at Easter", "the biggest single order we've ever had"),  # "single": nobody's state
    ("I'll plan dinners where her safe foods sit on the side: pasta, rice, and a veggie she already likes.",
     "Noted: egg-free and pork-free."),  # "a veggie": a vegetable
    ("Pia: hi mum!", "Pia: mum you don't have to!!"),  # a "not" whose verb was said before
    ("Dev: I know, the bus is late again.", "Dev: I don't know."),
    ("Lou: swam 30 lengths this morning!", "swam 40 lengths this morning, felt great"),  # two mornings
    ("a kind old neighbour called Mrs Patel", "a grumpy old goose called Winston"),  # the names of two things
    ("a man called Derek knocked on the door", "the new vet is called Ana, she's lovely"),
    ('Priya called me "chef" all night', "we adopted a tiny kitten called Pip"),
])
def test_chat_asides_stay_apart(old: str, new: str) -> None:
    assert not flags(old, new) and not flags(new, old)


@pytest.mark.parametrize(("old", "new"), [
    ("I got married last year", "I'm single again"),
    ("I got married last year", "I’m single and loving it"),
    ("Sam had a steak last night", "Sam went veggie in March"),
    ("The food at Nonna's was terrible", "The food at Nonna's was good"),
    ("I'm happy at work", "I'm not happy at work"),
    ("I drink coffee every morning.", "I don't drink coffee."),
    ("Lou swims 40 lengths every morning", "Lou swims 30 lengths every morning"),
    ("My dog is called Max", "My dog is called Rex"),
    ("my son is called Idris", "my son's called Omar"),
    ("I eat meat every day", "I don't eat meat, and Sam doesn't, either."),  # an elliptic "not" beside a whole one
])
def test_chat_asides_keep_their_twins(old: str, new: str) -> None:
    assert flags(old, new) and flags(new, old)
