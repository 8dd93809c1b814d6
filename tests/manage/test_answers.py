"""Elliptical answers: "What's your favorite book?" - "Dune, hands down" is a memory that reads alone.

Driven through ``Memory.add``: in a chat between two named people and from a user to an assistant,
plus the structural tests of ``veramem_manage.answers.answered``.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from veramem_manage.answers import answered
from veramem_manage.claims import stem

from .conftest import MakeMemory
from .test_standalone import T0, said, told

# (question, answer) -> the memories the answer must write, in a chat (Ben asks, Ana answers).
ANSWERS: list[tuple[str, str, list[str]]] = [
    ("What's your favorite book?", "Dune, hands down.", ["Ana's favorite book is Dune"]),
    ("What's your favorite food?", "Pizza!", ["Ana's favorite food is pizza"]),
    (
        "What's your favorite movie?",
        "Probably The Matrix, I rewatch it every year.",
        ["Ana's favorite movie is probably The Matrix"],
    ),
    ("What breed is your dog?", "A golden retriever!", ["Ana's dog is a golden retriever"]),
    ("How many kids do you have?", "Three, all boys.", ["Ana has three kids, all boys"]),
    ("How many languages do you speak?", "Just one, sadly.", ["Ana speaks just one language"]),
    # A count the question asked of someone else is theirs.
    ("How many kids does Sam have?", "Two!", ["Sam has two kids"]),
    ("How many cats did Lea adopt?", "Three.", ["Lea adopted three cats"]),
    ("What instrument do you play?", "The cello, since I was 8.", ["Ana plays the cello, since Ana was 8"]),
    ("What kind of music do you listen to?", "Oh, mostly jazz.", ["Ana listens to mostly jazz"]),
    ("What car did you get?", "A used Honda Civic.", ["Ana got a used Honda Civic"]),
    ("Which team did you sign with?", "The Minnesota Wolves!", ["Ana signed with the Minnesota Wolves"]),
    (
        "How long have you been married?",
        "5 years already! Time flies.",
        ["Ana has been married for 5 years already"],
    ),
    (
        "What policies have you been focusing on lately?",
        "Recently, education reform and infrastructure development.",
        ["Ana has been focusing on education reform and infrastructure development lately"],
    ),
    # A gerund answer is what does it, not the speaker's doing ("Ana is writing ...").
    (
        "What else brings you joy?",
        "Writing and hanging with friends.",
        ["Writing and hanging with friends is what brings Ana joy"],
    ),
    ("What makes you happy?", "My dogs, honestly.", ["Ana's dogs are what make Ana happy"]),
    ("What's your favorite food?", "Recently.", []),
    # Kinds bench/answers.py's first run showed (its cases are not copied here).
    ("Got a favorite band?", "Probably Radiohead.", ["Ana's favorite band is probably Radiohead"]),
    ("What's your go-to breakfast, Ana?", "Oatmeal, always.", ["Ana's go-to breakfast is oatmeal"]),
    ("What kind of dog is Rex?", "A beagle mix.", ["Ana's dog Rex is a beagle mix"]),
    ("What are you learning?", "Korean.", ["Ana is learning Korean"]),
    (
        "Which gym are you thinking about?",
        "Probably Planet Fitness.",
        ["Ana is probably thinking about Planet Fitness"],
    ),
    ("What do you ride to work?", "An old Vespa.", ["Ana rides an old Vespa to work"]),
    ("Where did you move to after school?", "Leeds.", ["Ana moved to Leeds after school; lives in Leeds"]),
    (
        "What have you been watching lately?",
        "A docuseries about octopuses.",
        ["Ana has been watching a docuseries about octopuses lately"],
    ),
    (
        "How many pets do you have?",
        "None, I travel too much.",
        ["Ana doesn't have any pets; Ana travels too much"],
    ),
    ("What's your favorite snack?", "Great question!", []),
    ("What's your favorite color?", "Hmm, tough one.", []),
    ("What app do you use for notes?", "Procreate.", ["Ana uses Procreate for notes"]),
    ("What do you enjoy doing with your family?", "Hiking!", ["Ana enjoys hiking with their family"]),
    # Phrases that open a statement, not an answer (locomo-dev turns a first version misread).
    (
        "What's your favorite superhero?",
        "That's great! Iron Man is my top pick.",
        ["Iron Man is Ana's top pick"],
    ),
    (
        "What support are you offering them?",
        "Besides the dance classes, I'm offering one-on-one mentoring.",
        ["Besides the dance classes, Ana is offering one-on-one mentoring"],
    ),
    (
        "What do you enjoy doing with your family?",
        "My fam's small, but we hike a lot.",
        ["Ana's family is small"],
    ),
    # A statement that goes on after the phrase is no bare answer: the other rules read it whole.
    ("What instrument do you play?", "Guitar's mostly my thing.", ["Guitar's mostly Ana's thing"]),
    (
        "Where did you go for your honeymoon?",
        "Bali, it was amazing.",
        ["Ana went to Bali for their honeymoon"],
    ),
    ("Where did you grow up?", "Ohio.", ["Ana grew up in Ohio"]),
    ("Where are you going on vacation?", "Portugal!", ["Ana is going to Portugal on vacation"]),
    ("What color is your car?", "Red.", ["Ana's car is red"]),
    ("How long did you live in Rome?", "Six years.", ["Ana lived in Rome for six years"]),
    ("How long did you stay in Lisbon?", "Four days.", ["Ana stayed in Lisbon for four days"]),
    # How often: the question's doing, then the frequency ("you all" is "we", as the chat names it).
    (
        "How often do you go climbing?",
        "Every weekend, if the weather's good.",
        ["Ana goes climbing every weekend"],
    ),
    (
        "How often do you see your parents?",
        "Once a month or so.",
        ["Ana sees their parents once a month or so"],
    ),
    ("How often do you walk them?", "Twice a day.", []),  # walks whom, the chat does not say
    ("How often do you run?", "Not as often as I'd like.", []),
    # How chat asks: a lead-in before the question, "??", "Where'd you", lower case.
    ("Random q, what's your favorite book?", "Dune, hands down", ["Ana's favorite book is Dune"]),
    (
        "How many kids do you have now??",
        "three! the youngest just started school",
        ["Ana has three kids now", "Ana's youngest kid just started school"],
    ),
    ("Where'd you end up going for uni?", "Edinburgh, geology", ["Ana ended up going to Edinburgh for uni"]),
    # One of two; a kind whose answer is a name keeps its capital; where the speaker works.
    ("cat person or dog person?", "dogs 100%. cats hate me lol", ["Ana is a dog person"]),
    ("Coffee or tea?", "Tea, always.", ["Ana prefers tea to coffee"]),
    ("Coffee or tea?", "Both!", []),
    (
        "Which team are you supporting this season?",
        "Arsenal, always.",
        ["Ana is supporting Arsenal this season"],
    ),
    ("What are you doing for work these days?", "Still at the library.", ["Ana still works at the library"]),
    (
        "How long have you been at the bakery?",
        "Two years in June!",
        ["Ana has been at the bakery for two years in June 2023"],
    ),
    # A ranking of what the question asked about is the speaker's view of it; a bare reaction is none.
    (
        "How was Lisbon?",
        "honestly the best food city I've ever been to.",
        ["Ana thinks Lisbon was the best food city Ana has ever been to"],
    ),
    (
        "How's the new café?",
        "One of the best in town!",
        ["Ana thinks the new café is one of the best in town"],
    ),
    ("How was Lisbon?", "Amazing!", []),
    # A verb without its object has the object the question gave it.
    (
        "Wanna play tennis this week?",
        "I don't really play anymore, sorry",
        ["Ana doesn't play tennis anymore"],
    ),
    ("Do you still bake bread?", "I don't bake much these days.", ["Ana doesn't bake bread much these days"]),
    # An allergy is what one is, not what one has; the asker's reason after the question is theirs.
    ("Do you have any allergies?", "Shellfish.", ["Ana is allergic to shellfish"]),
    (
        "Do you have any food allergies? I'm cooking for everyone Friday",
        "Just shellfish! everything else is fine",
        ["Ana is only allergic to shellfish"],
    ),
    ("Any food intolerances?", "Lactose", ["Ana is intolerant to lactose"]),
    ("Any allergies? Just checking.", "Ouch", []),
    ("Do you have any pets? Just curious.", "Two cats!", ["Ana has two cats"]),
    # A job before a comma whose tail says "shifts"; a kind of place, then where it is; a bare date.
    (
        "What do you do for work?",
        "nurse, night shifts at St. Luke's",
        ["Ana works as a nurse, night shifts at St. Luke's"],
    ),
    ("Where did you grow up?", "small town in Ohio, near Dayton", ["Ana grew up in a small town in Ohio"]),
    ("When's your birthday?", "March 14! pi day lol", ["Ana's birthday is March 14"]),
    # Asked of someone of the speaker's, or by name: said of them.
    (
        "What's your daughter studying?",
        "marine biology at UCSD",
        ["Ana's daughter is studying marine biology at UCSD"],
    ),
    ("What does your son play?", "the drums", ["Ana's son plays the drums"]),
    # Whom a thing was got for comes before the thing.
    ("What did you get Mia for her birthday?", "a telescope", ["Ana got Mia a telescope for her birthday"]),
    # Where someone of the speaker's lives or went, asked of them; a place named by its kind.
    ("Where does your brother live now?", "Denver.", ["Ana's brother lives in Denver now"]),
    ("Where did your daughter study?", "Edinburgh", ["Ana's daughter studied in Edinburgh"]),
    ("Where's your sister now?", "Oslo!", ["Ana's sister is in Oslo now"]),
    # The one asked after ends the question: "new" is no one.
    ("where is your new job?", "Canary Wharf, about an hour each way", ["Ana's new job is in Canary Wharf"]),
    ("Where did your sister meet him?", "Paris", []),
    # A venue by its name, where a doing of the speaker's is done.
    ("where do you climb?", "The Castle, in Manor House", ["Ana climbs at The Castle"]),
    ("Where do you swim?", "London Fields Lido, most mornings", ["Ana swims at London Fields Lido"]),
    ("where do you climb?", "most weeks", []),  # a guard
    ("Where do you work?", "A bakery downtown.", ["Ana works at a bakery downtown"]),
    ("Where do you live?", "a small flat in Leeds", ["Ana lives in a small flat in Leeds"]),
    ("Where do you work?", "A lot of places, honestly.", []),
    # What is read or watched is a title, its capital kept (a sport played is not: a guard); a
    # favorite asked with "who".
    (
        "What are you reading these days?",
        "Dune, for the second time.",
        ["Ana is reading Dune these days, for the second time"],
    ),
    ("What are you watching?", "The Bear", ["Ana is watching The Bear"]),
    ("What do you play?", "Tennis mostly", ["Ana plays tennis mostly"]),
    ("Who's your favorite author?", "Toni Morrison, hands down.", ["Ana's favorite author is Toni Morrison"]),
    # A count of a kind of what was asked is a count of that kind.
    ("How many siblings do you have?", "Two brothers, both older.", ["Ana has two brothers, both older"]),
    ("How many pets do you have?", "3 cats", ["Ana has 3 cats"]),
    # A name asked for is a name, though the lexicon knows the word ("rocky"; "honey" a guard).
    (
        "What's your dog's name?",
        "Rocky, he's a boxer.",
        ["Ana's dog's name is Rocky", "Ana's dog is a boxer"],
    ),
    ("What's your cat's name?", "Honey!", ["Ana's cat's name is Honey"]),
    ("What's your son's name?", "Wow", []),
    # Asked of the speaker and someone else: the two of them.
    (
        "Where did you and Maya go for your honeymoon?",
        "Bali!",
        ["Ana and Maya went to Bali for their honeymoon"],
    ),
    ("Where did you and your sister grow up?", "Ohio", ["Ana and their sister grew up in Ohio"]),
    # What the speaker does for fun or in their free time; "to do" is no part of what is liked.
    ("What do you do for fun?", "Mostly rock climbing.", ["Ana mostly does rock climbing for fun"]),
    ("What do you do on weekends?", "pottery and hiking", ["Ana does pottery and hiking on weekends"]),
    ("What do you like to do in your free time?", "Yoga", ["Ana likes yoga in their free time"]),
    ("What do you do?", "Not much", []),
    # A list answered is the answer whole; "for sure" after it is no part of it.
    (
        "Anything else that keeps you inspired?",
        "My family, exercise, and spending time with friends, for sure.",
        ["Ana's family, exercise, and spending time with friends are what keep Ana inspired"],
    ),
    ("What do you play?", "Guitar, piano and drums", ["Ana plays guitar, piano and drums"]),
    ("What flavors did you try?", "Chocolate, raspberry, and coconut has been a blast", []),  # a guard
    # The thing a what-question asks for, pointed at with "it"; "What kind is it?" asks of no one's.
    ("What car do you drive?", "It's a 1998 Volvo.", ["Ana drives a 1998 Volvo"]),
    ("What book are you reading?", "It's called Piranesi, so good.", ["Ana is reading Piranesi"]),
    ("What kind of yoga is it?", "It's a beginner yoga class.", []),  # a guard
    # A yes, then when: the time is said with what was asked.
    (
        "Did you go to the beach with the kids?",
        "Yep, last Sunday.",
        ["Ana went to the beach with the kids last Sunday (7 May 2023)"],
    ),
    (
        "Did you finish the marathon?",
        "Yeah, this weekend was crazy.",
        ["Ana finished the marathon"],
    ),  # a guard
    # How often, said in place of the question's "a lot" or "often".
    (
        "Do you travel a lot for work?",
        "Yeah, about once a month.",
        ["Ana travels for work about once a month"],
    ),
    ("Do you often go hiking?", "Every weekend", ["Ana goes hiking every weekend"]),
    # "How long have you been there?" does not say where: no memory with "there" in it.
    ("How long have you been there?", "Almost three years now.", []),
    ("How long have you been here?", "About a week", []),
    # A yes to "still", asked with no "are you": the state or the doing goes on; how long after it.
    ("Still vegetarian?", "Yep, going on 5 years now!", ["Ana is still vegetarian, going on 5 years now"]),
    ("Still play tennis?", "Yes", ["Ana still plays tennis"]),
    # "No, with ..." to a question of doing it alone: whom the speaker does it with.
    (
        "Do you live alone?",
        "No, with my college roommate Jess.",
        ["Ana lives with their college roommate Jess"],
    ),
    ("Did you go to Japan alone?", "No, with my sister", ["Ana went to Japan with their sister"]),
    ("Did you go by yourself?", "Nope, with two friends from work", []),  # a guard
    # "Barely," answers how much time before the statement that follows it.
    (
        "Any time for hobbies?",
        "Barely, I picked up pottery on Tuesdays, it keeps me sane.",
        ["Ana picked up pottery on Tuesdays"],
    ),
    # A yes to a question that names its thing after an article; "we" is the speaker's company.
    ("Did you go to the beach?", "I did!", ["Ana went to the beach"]),
    ("Are you coming to the party?", "Yes!", ["Ana is coming to the party"]),
    ("Did you join in?", "Yes", []),  # a guard: joined what, the question does not say
    ("Do you still live in Boston?", "We do", ["Ana and others still live in Boston"]),
    # "Any X you do?" is answered by what the speaker does it to; a hedged answer before a
    # statement stands apart from it.
    (
        "Any other foods you avoid?",
        "Just dairy, I'm lactose intolerant.",
        ["Ana avoids just dairy", "Ana is lactose intolerant"],
    ),
    ("Any books you recommend?", "Dune, for sure", ["Ana recommends Dune"]),
    (  # a guard
        "What do you do for fun?",
        "Mostly rock climbing, I go to the gym twice a week.",
        ["Ana mostly does rock climbing for fun", "Ana goes to the gym twice a week"],
    ),
    # Where the speaker stayed: the lodging the answer names, after "at".
    (
        "Where did you stay?",
        "A tiny Airbnb in Alfama, right above a bakery.",
        ["Ana stayed at a tiny Airbnb in Alfama"],
    ),
    # An amount of the speaker's own asked for: the amount that opens the answer.
    ("How much is rent?", "1600 but it's split with Tom", ["Ana's rent is 1600"]),
    ("How much is your rent?", "about 2k a month", ["Ana's rent is about 2k a month"]),
    ("How much is rent?", "1600 people live here", []),  # a guard: no amount of rent
    # One of the speaker's people, named by the answer; a group is no one's by a name alone.
    ("Who's your cousin?", "Lily, my mum's sister's daughter", ["Ana's cousin is Lily"]),
    ("who's your boss?", "Priya", ["Ana's boss is Priya"]),
    ("Who's the band?", "Muse", []),  # a guard
    # A count per week, and what the speaker can do; a thing of theirs named in three words.
    ("How many days a week can you train?", "3, maybe 4 on a good week", ["Ana can train 3 days a week"]),
    ("How many days a week do you work?", "four", ["Ana works four days a week"]),
    ("How many languages can you speak?", "three", ["Ana can speak three languages"]),
    ("What's your current fitness level?", "pretty low", ["Ana's current fitness level is low"]),
    # What someone of the speaker's likes, asked by "does".
    ("what does your husband like?", "whisky mostly", ["Ana's husband likes whisky mostly"]),  # a guard
    # "What's the role?" after news of a job asks the speaker's, as "your" would.
    ("What's the role?", "senior data analyst at the NHS", ["Ana's role is senior data analyst at the NHS"]),
    ("what's the new role?", "senior data analyst", ["Ana's new role is senior data analyst"]),
    ("what's the commute?", "20 mins on the bus", ["Ana's commute is 20 minutes on the bus"]),
    ("what's the name?", "Nando's", []),  # a guard: the name of what, only the chat knows
    # When someone of the speaker's does something: the verb the question asks, in its tense; an
    # answer may say the verb again, its subject dropped.
    ("When does your daughter start?", "in October", ["Ana's daughter starts in October 2023"]),
    (
        "When does your daughter start uni?",
        "starts in October",
        ["Ana's daughter starts uni in October 2023"],
    ),
    ("When did your brother move?", "last March", ["Ana's brother moved last March (March 2023)"]),
    (
        "When does your little sister move out?",
        "next month",
        ["Ana's little sister moves out next month (June 2023)"],
    ),
    # "were": where a trip called off was going, or where one was staying.
    (
        "Where were you going?",
        "Barcelona, for Lucia's hen do",
        ["Ana was going to Barcelona, for Lucia's hen do"],
    ),
    ("Where were you guys going?", "Lisbon", ["Ana and others were going to Lisbon"]),
    ("Where were you staying?", "A tiny Airbnb in Alfama.", ["Ana was staying at a tiny Airbnb in Alfama"]),
    # A time in place of a yes says when what was asked is.
    (
        "Are you visiting soon?",
        "Hopefully in July, flights are crazy expensive though.",
        ["Ana is visiting hopefully in July 2023"],
    ),
    (
        "Did you finish the marathon?",
        "Last Sunday, it was brutal",
        ["Ana finished the marathon last Sunday (7 May 2023)"],
    ),
    # "Do you have <things>?" asks what the speaker has, as "any" does; how many, then which.
    ("Do you have pets?", "A cat named Miso.", ["Ana has a cat named Miso"]),
    (
        "Do you have roommates?",
        "Just one, my college friend Sam.",
        ["Ana has one roommate, their college friend Sam"],
    ),
    ("Do you have kids?", "Two, Mia and Leo.", ["Ana has two kids, Mia and Leo"]),
    ("Do you have time?", "A bit.", []),  # a guard
    # A yes to a question about someone of the speaker's says it of them.
    ("Is your sister still in Ohio?", "Yeah", ["Ana's sister is still in Ohio"]),
    ("Does Mia still live in London?", "Yep!", ["Mia still lives in London"]),
    ("Did your brother move to Denver?", "Yes, in March.", ["Ana's brother moved to Denver in March 2023"]),
    # ... and a time in place of that yes says when.
    (
        "Is your sister visiting soon?",
        "Hopefully in July.",
        ["Ana's sister is visiting hopefully in July 2023"],
    ),
    ("Is Monday ok?", "Yes", []),  # a guard: a day, no one
    ("Is Sam coming?", "Yes", []),  # a guard: coming where?
    ("Is your job still stressful?", "Yeah", []),  # a guard
    # "Favorite food?": the question with its "what's your" dropped; "hands down" is no verb.
    ("Favorite food?", "Okonomiyaki, hands down.", ["Ana's favorite food is Okonomiyaki"]),
    (
        "Fave spot in Kyoto?",
        "Fushimi Inari at sunrise.",
        ["Ana's favorite spot in Kyoto is Fushimi Inari at sunrise"],
    ),
    # "In a heartbeat" is a yes; how often after a yes loses the capital its sentence gave it.
    (
        "Would you go back?",
        "In a heartbeat, already planning a trip for next spring.",
        ["Ana is already planning a trip for next spring (2024)"],
    ),
    ("Do you still play tennis?", "Yep! Every Sunday.", ["Ana still plays tennis every Sunday"]),
    # Where the speaker works, asked "where are you working": the place after "at" or "for".
    (
        "Where are you working these days?",
        "At the bakery on Elm Street.",
        ["Ana is working at the bakery on Elm Street"],
    ),
    (
        "Where are you working these days?",
        "Still at the bakery on Elm Street, but only weekends now.",
        ["Ana is still working at the bakery on Elm Street"],
    ),
    ("Where do you work?", "For Google.", ["Ana works for Google"]),
    # "Until ..." answering how long someone is somewhere says until when.
    (
        "How long will you be in Rome?",
        "Until the 20th.",
        ["Ana will be in Rome until the 20th (20 May 2023)"],
    ),
    (
        "How long is your sister staying?",
        "Till Sunday.",
        ["Ana's sister is staying till Sunday (14 May 2023)"],
    ),
    # A bare phrase answering "What's your X?" says what the X is.
    ("What's your sign?", "Leo, obviously.", ["Ana's sign is Leo"]),
    # When, then for how long after a comma: both go with it.
    (
        "When do you leave?",
        "June 12th, for three weeks.",
        ["Ana leaves June 12th (12 June 2023) for three weeks"],
    ),
    ("What do you do for fun these days?", "Mostly pottery.", ["Ana mostly does pottery for fun these days"]),
    # A doing answering help offered is what the speaker needs help with.
    (
        "Exciting! Do you need help with anything?",
        "Yeah, finding a 2-bedroom near downtown.",
        ["Ana needs help finding a 2-bedroom near downtown"],
    ),
    (
        "Can I help you with anything else?",
        "Booking a flight to Oslo.",
        ["Ana needs help booking a flight to Oslo"],
    ),
    # An adverb before the asked verb passes, the verb takes the tense; a question's "ever" goes.
    ("Did your cousin ever find a job?", "Yes!", ["Ana's cousin found a job"]),
    ("Does your brother really like his new job?", "Yes", ["Ana's brother likes his new job"]),
    ("Did your mom actually move to Spain?", "Yep", ["Ana's mom moved to Spain"]),
    ("Did you finally sell the car?", "Yes", ["Ana sold the car"]),
    # A bare no to whether the speaker did something: they did not; "Did you like it?" says too little.
    ("Did you get the job?", "Nope.", ["Ana didn't get the job"]),
    (
        "Did you end up getting the promotion?",
        "No, they gave it to someone else.",
        ["Ana didn't end up getting the promotion"],
    ),
    ("Did you ever visit Peru?", "No, never.", ["Ana didn't visit Peru"]),
    ("Do you eat meat?", "Nope.", ["Ana doesn't eat meat"]),
    ("Have you ever been to Peru?", "No.", ["Ana hasn't been to Peru"]),
    ("Did you like it?", "Nope.", []),  # a guard
    ("Did you and your wife buy the house?", "No.", []),  # a guard
    # A yes to "Would you recommend X?" recommends it, a no does not.
    (
        "Would you recommend the ramen place on Elm Street?",
        "Yes!",
        ["Ana recommends the ramen place on Elm Street"],
    ),
    ("Would you recommend Piranesi?", "Absolutely, it's stunning.", ["Ana recommends Piranesi"]),
    ("Would you recommend Piranesi?", "No, it dragged.", ["Ana doesn't recommend Piranesi"]),
    ("Would you like to come?", "Yes!", []),  # a guard
    # Someone answering who did it did what the question says.
    ("Who got married?", "My college roommate Priya.", ["Ana's college roommate Priya got married"]),
    ("Who is it?", "My mom", []),
    # A doing answering a question of leisure is said with its verb.
    ("What do you do for fun?", "Mostly hiking.", ["Ana mostly hikes for fun"]),
    (
        "What do you do on weekends?",
        "Climbing at the gym downtown.",
        ["Ana climbs at the gym downtown on weekends"],
    ),
    # One word answering a choice, then a statement of the speaker's; a name keeps its capital.
    (
        "Do you prefer Mac or Windows?",
        "Mac, I already have an iPhone and iPad.",
        ["Ana prefers Mac to Windows", "Ana already has an iPhone and iPad"],
    ),
    # "Still" before a place answered: where the speaker still lives.
    ("Where are you living these days?", "Still in Porto.", ["Ana is still living in Porto"]),
    # An age alone answers how old someone of the speaker's is.
    ("How old are your kids now?", "4 and 7.", ["Ana's kids are 4 and 7 now"]),
    ("How old is your daughter?", "Almost 3", ["Ana's daughter is almost 3"]),
    ("How old is Mia?", "Six months", ["Mia is six months old"]),
    # A one-word answer, then ", and I" and a statement of the speaker's own.
    ("Any foods you dislike?", "Mushrooms, and I can't do spicy stuff.", ["Ana dislikes mushrooms"]),
    # A place of work whose name has an abbreviation in it.
    ("Where do you work?", "At St. Mary's, in the ICU.", ["Ana works at St. Mary's, in the ICU"]),
    # Asked of the speaker and someone of theirs: what the two did, from the verb on.
    ("Did you and your wife finally buy the house?", "Yes!", ["Ana and their wife bought the house"]),
    (
        "Have you and your partner moved in together?",
        "Yes!",
        ["Ana and their partner have moved in together"],
    ),
    (
        "Do you and your little brother play chess?",
        "Yeah",
        ["Ana and their little brother play chess"],
    ),  # a guard
    # "I did" to whoever did a deed: the speaker did it, where said after it too.
    ("Congrats! Who proposed?", "I did, on the beach in Cornwall", ["Ana proposed on the beach in Cornwall"]),
    ("Who organised the party?", "Me! it was so much work", ["Ana organised the party"]),
    ("Who won?", "I did lol", []),  # a guard: won what, only the chat knows
    # Not a bare phrase, or no question it answers: nothing, or what the statement says.
    ("What's your favorite food?", "Haha!", []),
    ("What's your favorite game?", "Yep! I'm playing Zelda.", ["Ana is playing Zelda"]),
    ("What's your favorite thing about the city?", "Not sure yet.", []),
    ("What do you think?", "Great idea.", []),
    ("What time do you wake up?", "6am, usually.", ["Ana usually wakes up at 6am"]),
    ("That's a cute dog!", "A golden retriever!", []),
]


@pytest.mark.parametrize(("question", "answer", "expected"), ANSWERS)
def test_a_bare_answer_is_said_whole_in_a_chat(
    make_memory: MakeMemory, question: str, answer: str, expected: list[str]
) -> None:
    got = said(make_memory(), [("Ben", f"Hi Ana! {question}"), ("Ana", answer)])
    assert got[1] == expected


def test_an_answer_to_an_assistant_names_the_user(make_memory: MakeMemory) -> None:
    got = told(
        make_memory(),
        [
            "Hi!",
            "Hello! What's your favorite book?",
            "Dune, hands down.",
            "Nice. How many kids do you have?",
            "Two.",
        ],
    )
    assert got == [[], ["User's favorite book is Dune"], ["User has two kids"]]


def test_the_quote_is_the_answer_as_said(make_memory: MakeMemory) -> None:
    m = make_memory()
    said(m, [("Ben", "What's your favorite book?"), ("Ana", "Dune, hands down.")])
    [item] = m.list(user_id="conv").items
    assert item.text == "Ana's favorite book is Dune"
    assert [e.quote for e in item.evidence] == ["Dune, hands down"]


def test_only_the_opening_phrase_of_a_turn_answers(make_memory: MakeMemory) -> None:
    # A later clause of the turn is no answer to the question: "Sushi" after a statement is a word.
    got = said(
        make_memory(),
        [("Ben", "What's your favorite food?"), ("Ana", "I had a long day at work today. Sushi.")],
    )
    assert "Ana's favorite food is sushi" not in got[1]


def test_you_all_in_a_how_often_question_is_the_company_the_speaker_named(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Ana", "Hi Ben! My kids and I started doing workouts together."),
            ("Ben", "Love that! How often do you all work out together?"),
            ("Ana", "Thanks, Ben! Three times a week; it keeps us on track."),
        ],
    )
    assert got[2] == ["Ana and their kids work out together three times a week"]


def test_a_yes_for_you_and_your_company_is_we(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Greg", "Are you and your brother still doing the band?"),
            ("Ana", "yep! we play at the Blue Lantern every second Friday, you should come"),
        ],
    )
    assert got[1] == [
        "Ana and their brother are still doing the band",
        "Ana and their brother play at the Blue Lantern every second Friday",
    ]


def test_a_no_to_still_without_are_you_ends_what_was_asked(make_memory: MakeMemory) -> None:
    m = make_memory()
    got = said(
        m,
        [
            ("Ana", "Hi Tim! I work at Deloitte."),
            ("Tim", "still at Deloitte?"),
            ("Ana", "Nope! left in March, I'm at a small climate startup now, way more fun"),
        ],
    )
    # The bare "left" leaves what the question asked of, Deloitte: that is the next version, and
    # the "not anymore" the no says is the same change, so not written twice.
    assert got[2] == ["Ana is at a small climate startup now", "Ana left Deloitte in March 2023"]
    versions = {i.text: i.status for i in m.list(user_id="conv", status=None).items}
    assert versions["Ana works at Deloitte"] == "superseded"
    assert versions["Ana left Deloitte in March 2023"] == "active"


def test_a_yes_takes_up_the_day_the_question_named(make_memory: MakeMemory) -> None:
    got = told(make_memory(), ["Hi", "Did you go to the concert on Friday?", "Yes!"])
    assert got[1] == [f"User went to the concert on Friday ({(T0 - timedelta(days=3)):%-d %B %Y})"]


@pytest.mark.parametrize(
    ("text", "asked", "expected"),
    [
        ("Dune", "Cool! What's your favorite book?", "My favorite book is Dune"),
        ("Dune", "What's your favorite book? Mine is Emma.", None),  # the question is not the last
        ("Two", "How many cats do you have?", "I have two cats"),
        ("Two of them", "How many cats do you have?", None),
        ("One", "How many cats do you have?", "I have one cat"),
        ("Loved it", "What movie did you see?", None),
        ("Paris", "Where did you move to?", "I moved to Paris"),  # the question's own preposition
        ("Paris", "Where did you move?", "I moved to Paris"),
        ("A week or so", "How long will you stay?", "I will stay for a week or so"),
        ("Too long", "How long will you stay?", None),
        ("About a week", "How long will you stay?", "I will stay for about a week"),
        ("Most Sundays", "How often do you bake?", "I bake most Sundays"),
        ("Every other week", "How often did you visit?", "I visited every other week"),
        ("A lot", "How often do you bake?", None),  # no frequency said
        ("Three times a week", "How often do you all train?", "We train three times a week"),
    ],
)
def test_answered(text: str, asked: str, expected: str | None) -> None:
    assert answered(text, asked) == expected


def test_an_irregular_past_meets_its_verb() -> None:
    assert stem("went") == stem("go")
    assert stem("grew") == stem("grow")
    assert stem("lived") == stem("lives")
