"""Third-person rewording: grammatical on irregular verbs, contractions, adverbs and past forms.

The expected forms are written out by hand (not produced by the morphology library under test).
"""

from __future__ import annotations

import pytest

from veramem_manage.wording import respelled, third_person, to_listener, unpadded, unshouted

from .conftest import MakeMemory

# base form -> third person singular present, including the irregular and spelling-rule cases.
PRESENT = """
go goes|do does|have has|be is|try tries|cry cries|fly flies|carry carries|study studies|worry worries
hurry hurries|marry marries|apply applies|reply replies|deny denies|enjoy enjoys|play plays|stay stays
pay pays|say says|buy buys|obey obeys|watch watches|catch catches|teach teaches|reach reaches
search searches|coach coaches|fix fixes|mix mixes|relax relaxes|wish wishes|push pushes|wash washes
finish finishes|brush brushes|miss misses|pass passes|guess guesses|kiss kisses|dress dresses
focus focuses|buzz buzzes|echo echoes|veto vetoes|love loves|like likes|hate hates|need needs
want wants|live lives|work works|run runs|swim swims|eat eats|drink drinks|sing sings|write writes
read reads|speak speaks|drive drives|ride rides|walk walks|cook cooks|bake bakes|paint paints
draw draws|dance dances|travel travels|visit visits|own owns|rent rents|use uses|prefer prefers
believe believes|think thinks|know knows|feel feels|hope hopes|plan plans|teach teaches|learn learns
practise practises|practice practices|volunteer volunteers|mentor mentors|adopt adopts|foster fosters
collect collects|grow grows|keep keeps|sleep sleeps|wake wakes|meet meets|call calls|text texts
email emails|follow follows|support supports|help helps|attend attends|join joins|lead leads
manage manages|run runs|jog jogs|hike hikes|bike bikes|ski skis|surf surfs|climb climbs|fish fishes
hunt hunts|garden gardens|knit knits|sew sews|build builds|fix fixes|repair repairs|clean cleans
shop shops|save saves|spend spends|earn earns|owe owes|lend lends|borrow borrows|go goes|commute commutes
miss misses|remember remembers|forget forgets|understand understands|speak speaks|wear wears
carry carries|bring brings|take takes|give gives|get gets|make makes|see sees|hear hears|smell smells
taste tastes|try tries|choose chooses|lose loses|win wins|find finds|seek seeks|fear fears|trust trusts
""".replace("\n", "|").split("|")
# past forms (regular and irregular) stay as said: "I went" -> "User went".
_PAST_WORDS = """went did had was were tried cried flew carried studied worried enjoyed played stayed paid said
bought watched caught taught fixed wished missed loved liked hated needed wanted lived worked ran swam
ate drank sang wrote read spoke drove rode walked cooked baked painted drew danced travelled visited
owned thought knew felt hoped planned learned met kept slept woke built lent spent lost won found
fell forgot brought took gave got made saw heard chose left quit put cut hit let set hurt"""
PAST = _PAST_WORDS.split()
FORMS = sorted({tuple(pair.split()) for pair in PRESENT if pair.strip()})


def test_the_table_has_at_least_two_hundred_forms() -> None:
    assert len(FORMS) + len(PAST) >= 200


@pytest.mark.parametrize(("base", "third"), FORMS)
def test_present_forms_take_the_third_person(base: str, third: str) -> None:
    if base == "be":
        assert third_person("I am happy", "Ana") == "Ana is happy"
        return
    assert third_person(f"I {base} on Sundays", "Ana") == f"Ana {third} on Sundays"


@pytest.mark.parametrize("past", PAST)
def test_past_forms_stay_as_said(past: str) -> None:
    assert third_person(f"I {past} it yesterday", "Ana") == f"Ana {past} it yesterday"


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        ("I didn't go to the party", "James didn't go to the party"),
        ("I can't swim", "James can't swim"),
        ("I wasn't there", "James wasn't there"),
        ("I don't eat meat", "James doesn't eat meat"),
        ("I haven't decided", "James hasn't decided"),
        ("I’m so tired", "James is so tired"),
        ("I’ve been busy", "James has been busy"),
        ("I completely forgot", "James completely forgot"),
        ("I really need a new laptop", "James really needs a new laptop"),
        ("I totally love hiking", "James totally loves hiking"),
        ("I fell off my bike", "James fell off their bike"),
        ("Me and my siblings don't hang out much", "James and their siblings don't hang out much"),
        ("and me and my team had a blast", "And James and their team had a blast"),
        ("We moved to Oslo", "James and others moved to Oslo"),
        ("Our dog is called Rex", "James's dog is called Rex"),
        ("My wife and I went to Rome", "James and their wife went to Rome"),
        # A name and "I" opening the clause are one plural subject: the verb stays as said.
        ("Renata and I still do date night", "James and Renata still do date night"),
        ("Renata and I have two kids", "James and Renata have two kids"),
        ("Renata and I don't eat meat", "James and Renata don't eat meat"),
        ("Renata and I love our dog", "James and Renata love their dog"),
        ("I play chess and I love it", "James plays chess and James loves it"),
        # Misspelt words: a verb the tables do not know still agrees; one before a verb is a modal.
        ("I reccomend finding a fantasy series", "James reccomends finding a fantasy series"),
        ("I absolutley love DIYs", "James absolutley loves DIYs"),
        ("I shold take him hiking", "James shold take him hiking"),
        # Once the speaker is named ("I" or "me"), "my" is "their" and "myself" "themself".
        ("Painting helps me be true to myself", "Painting helps James be true to themself"),
        ("I enjoy pushing myself", "James enjoys pushing themself"),
        ("My goal is to challenge myself", "James's goal is to challenge themself"),
        # ... unless someone named before "I" could own it: "their" would be theirs.
        (
            "Someone wrote me a letter about a hard moment in my life",
            "Someone wrote James a letter about a hard moment in James's life",
        ),
        ("The kids saw me and my dog", "The kids saw James and James's dog"),
        # A verb coordinated with "and then" agrees with the first; an infinitive's does not.
        (
            "I hunt down bottle caps and then turn them into necklaces",
            "James hunts down bottle caps and then turns them into necklaces",
        ),
        ("I want to get fit and then run a marathon", "James wants to get fit and then run a marathon"),
        # "me" then "I": the clause after the object is marked, so two names do not run together.
        (
            "My friends keep reminding me I'm not alone",
            "James's friends keep reminding James that James is not alone",
        ),
        # ... and so does one after a plain "and", unless a modal came before it.
        ("I walk my dog and feed the cats", "James walks their dog and feeds the cats"),
        ("I always get up early and go for a run", "James always gets up early and goes for a run"),
        (
            "I get lost in thought and think about my life",
            "James gets lost in thought and thinks about their life",
        ),
        (
            "I'll make a list of what I believe in and reach out to them",
            "James will make a list of what James believes in and reach out to them",
        ),
        # ... before a gerund or a name too; "and Rome" after a verb's object is a second object.
        (
            "I swim every Monday and go hiking on Saturday",
            "James swims every Monday and goes hiking on Saturday",
        ),
        ("I cook dinner and then watch TV", "James cooks dinner and then watches TV"),
        ("I visited Paris and Rome", "James visited Paris and Rome"),
        ("I like reading and writing", "James likes reading and writing"),
        # "got to" is a chance that came (past), unless it is "got to go"; "I've got to" is a must.
        ("Last Monday I got to teach a class", "Last Monday James got to teach a class"),
        ("I got to go now", "James has to go now"),
        ("I've got to finish this", "James has to finish this"),
        ("I'd been wanting to try yoga", "James had been wanting to try yoga"),
        ("I'd never felt so much love before", "James had never felt so much love before"),
        ("I'd always wanted a dog", "James had always wanted a dog"),
        ("I'd already met her", "James had already met her"),
        ("I'd need help", "James would need help"),
        # A base verb right after "and" that follows the agreed verb agrees too, whatever follows it.
        ("I practice and train every day", "James practices and trains every day"),
        ("I work hard and play hard", "James works hard and plays hard"),
        ("I hike and swim", "James hikes and swims"),
        ("I take the bus and train every day", "James takes the bus and train every day"),
        ("I love cats and dogs", "James loves cats and dogs"),
        # An ambiguous form with a past time is the past, whatever habit the clause names after it.
        (
            "The book I read last year reminds me to always pursue my dreams",
            "The book James read last year reminds James to always pursue their dreams",
        ),
        ("I read every day", "James reads every day"),
        ("I read the news regularly", "James reads the news regularly"),
        # The photo pointed at is the one the message shared: "a photo" once read alone.
        ("I snapped that pic on my trip to Oslo", "James snapped a photo on their trip to Oslo"),
        ("I took this photo last summer", "James took a photo last summer"),
        ("I love this photo of my dog", "James loves this photo of their dog"),
        ("I'd never go there", "James would never go there"),
        ("I'd love a dog", "James would love a dog"),
        ("I gotta work late", "James has to work late"),
        ("I'm gonna start a blog", "James is going to start a blog"),
        ("I wanna learn guitar", "James wants to learn guitar"),
        # A hope of one's own doing is said once, not "James hopes James can".
        (
            "I hope I can hear Tim play the violin some day",
            "James hopes to hear Tim play the violin some day",
        ),
        ("I hope I'll get the job", "James hopes to get the job"),
        ("I hope you can come", "James hopes you can come"),  # a guard
        ("I think I'm an expert hiker now", "James considers themself an expert hiker now"),
        ("I think I'm ready to adopt", "James considers themself ready to adopt"),
        ("We all made our own pots", "James and others all made their own pots"),
        ("Our dog loves our garden", "James's dog loves James's garden"),
        # Once "we" is named, a later "we"/"us" is "they"/"them", not the name twice.
        (
            "Seeing their smiles, we knew we made a real difference",
            "Seeing their smiles, James and others knew they made a real difference",
        ),
        (
            "We used websites that helped us find a place",
            "James and others used websites that helped them find a place",
        ),
        ("We talk about what we're thankful for", "James and others talk about what they're thankful for"),
        ("A car hit us and we were shaken", "A car hit James and others and they were shaken"),
        # A "do" that only stresses the verb is dropped; "do" as the verb stays.
        ("I do love pizza", "James loves pizza"),
        ("I did enjoy the trip to Rome", "James enjoyed the trip to Rome"),
        ("I do remember the classes I took as a kid", "James remembers the classes James took as a kid"),
        ("I do miss nature a lot", "James misses nature a lot"),
        ("I do work the night shift", "James works the night shift"),
        ("I do yoga every day", "James does yoga every day"),
        ("I do research on whales", "James does research on whales"),
        ("I did my homework", "James did their homework"),
        # "our" for what everyone shares, with no "we" said: people's, not the speaker's.
        (
            "It reminded me how life can throw troubles our way",
            "It reminded James how life can throw troubles people's way",
        ),
        ("I want to help our planet", "James wants to help the planet"),
        ("I love our way of life at the farm", "James loves James's way of life at the farm"),
        # "'s" before a word for a person is whose, though "daughter" reads as an adjective too.
        ("Lily, my mum's sister's daughter", "Lily, James's mum's sister's daughter"),
        ("my son's ok", "James's son is ok"),  # a guard
        # A name's "'s" before where or how someone is reads "is", before "been" or "got" "has".
        ("Tom's away for work all week", "Tom is away for work all week"),
        ("Mia's in Paris", "Mia is in Paris"),
        ("Sam's got a new job", "Sam has got a new job"),
        ("Tom's car broke down", "Tom's car broke down"),  # a guard
    ],
)
def test_contractions_adverbs_and_plurals(clause: str, expected: str) -> None:
    assert third_person(clause, "James") == expected


def test_the_listener_is_named_where_the_speaker_said_you() -> None:
    assert to_listener("I'm so proud of you", "Caroline") == "I'm so proud of Caroline"
    assert to_listener("you're so brave", "Caroline") == "Caroline is so brave"
    assert to_listener("your backing means a lot", "Mel") == "Mel's backing means a lot"


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        ("let me know what you think", "let me know what Joanna thinks"),
        ("shoot me a question anytime you need", "shoot me a question anytime Joanna needs"),
        ("tell me if you want to come", "tell me if Joanna wants to come"),
        ("I love how you paint", "I love how Joanna paints"),
        ("I saw you dance", "I saw Joanna dance"),  # "you" the object: the base form stays
        ("I know what you said", "I know what Joanna said"),
        ("I know what you can do", "I know what Joanna can do"),
    ],
)
def test_a_you_after_a_subordinator_agrees_with_the_name(clause: str, expected: str) -> None:
    assert to_listener(clause, "Joanna") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ana even made cupcakes", "Ana made cupcakes"),
        ("Ana finally got their license", "Ana got their license"),
        ("Finally took the plunge", "Took the plunge"),
        ("Ana is pretty good at chess", "Ana is good at chess"),
        ("Ana even got to meet him", "Ana got to meet him"),
        ("Ana went, even if it rained", "Ana went, even if it rained"),
        ("Ana had even more fun", "Ana had even more fun"),
        ("Ana bought a pretty dress", "Ana bought a pretty dress"),
        ("Ana is pretty much done", "Ana is pretty much done"),
        ("how even minor tweaks help", "how even minor tweaks help"),
        ("Ana has been busy painting", "Ana has been painting"),
        ("Ana is so busy taking care of their pets", "Ana is taking care of their pets"),
        ("Ana is busy with work", "Ana is busy with work"),
        # An ending that adds to what was said before, or laughs, is padding too.
        ("Maria made a painting too", "Maria made a painting"),
        ("Ana got some new shoes, too", "Ana got some new shoes"),
        ("Tim will always love reading, personally", "Tim will always love reading"),
        ("Andrew is almost sold on a class haha", "Andrew is almost sold on a class"),
        ("Ana plays the piano as well", "Ana plays the piano"),
        ("Audrey has a small garden as well ya know", "Audrey has a small garden"),
        # A groan or a cheer closing it says how it felt, no more.
        ("User's flight to Tokyo got cancelled ugh", "User's flight to Tokyo got cancelled"),
        ("Ana got the job yay", "Ana got the job"),
        ("Ana too", "Ana too"),
        ("Ana has a dog, a cat and a parrot", "Ana has a dog, a cat and a parrot"),
        # Chat shorthand is written out; a longer word that starts the same is left alone.
        ("Andrew and their GF went volunteering", "Andrew and their girlfriend went volunteering"),
        ("Jon is sprucing up their biz plan", "Jon is sprucing up their business plan"),
        ("Nate won a tourney with their fam watching", "Nate won a tournament with their family watching"),
        ("Biz is booming for Jon", "Business is booming for Jon"),
        ("John went to a community mtg", "John went to a community meeting"),
        # An opening time or a subject is no padding.
        ("Lately, Tim has been reading a lot", "Lately, Tim has been reading a lot"),
        (
            "Books, movies, and games fire up Tim's creativity",
            "Books, movies, and games fire up Tim's creativity",
        ),
        ("Ana has a dentist appt tomorrow", "Ana has a dentist appointment tomorrow"),
        ("Ana has been a pharmacist for 6 yrs now", "Ana has been a pharmacist for 6 years now"),
        # Days and months as chat writes them are capitalised; "may" and "march" are verbs too.
        ("Ana boulders at the gym every saturday", "Ana boulders at the gym every Saturday"),
        ("Ana's brother starts in august", "Ana's brother starts in August"),
        ("Ana may march in the parade", "Ana may march in the parade"),  # a guard
        ("Tanya and Marcus broke up actually", "Tanya and Marcus broke up"),
        ("Jon found fame and a family", "Jon found fame and a family"),
    ],
)
def test_chat_padding_is_dropped_from_the_memory(text: str, expected: str) -> None:
    assert unpadded(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I reccomend finding a fantasy book series", "I recommend finding a fantasy book series"),
        ("Definately the best trip, I'm greatful", "Definitely the best trip, I'm grateful"),
        ("Reccomendations from my freinds", "Recommendations from my friends"),
        ("hiking with my church  friends", "hiking with my church friends"),
        # A word that only starts like one, or one of two spellings ("wether"), is left as typed.
        ("The reccomender app", "The reccomender app"),
        ("I checked wether it rained", "I checked wether it rained"),
    ],
)
def test_common_misspellings_are_written_right(text: str, expected: str) -> None:
    assert respelled(text) == expected


def test_the_memory_is_spelt_right_and_its_quote_kept_as_typed(make_memory: MakeMemory) -> None:
    m = make_memory()
    said = [
        {
            "role": "user",
            "name": "Joanna",
            "content": "I reccomend finding a fantasy book series to read through.",
        }
    ]
    [kept] = m.add(said, user_id="u").added
    assert kept.text == "Joanna recommends finding a fantasy book series to read through"
    assert [e.quote for e in kept.evidence] == ["I reccomend finding a fantasy book series to read through"]


def test_a_contraction_typed_short_is_spelt_right_and_still_a_negation(make_memory: MakeMemory) -> None:
    # "did't" is "didn't": the memory says so, and its quote (as typed) still backs a negation.
    m = make_memory()
    said = [{"role": "user", "name": "Joanna", "content": "I did't like the new Batman movie at all."}]
    [kept] = m.add(said, user_id="u").added
    assert kept.text == "Joanna didn't like the new Batman movie at all"
    assert [e.quote for e in kept.evidence] == ["I did't like the new Batman movie at all"]


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        ("My family's small", "Ana's family is small"),
        ("My journal's pretty much my rock", "Ana's journal is pretty much Ana's rock"),
        ("My fam's been awesome", "Ana's fam has been awesome"),
        ("my sister's got a new job", "Ana's sister has got a new job"),
        ("my daughter's gone to uni", "Ana's daughter has gone to uni"),
        # A step taken, or a move somewhere: "has" ("Ana's mum's moved" alone may be how she is).
        ("my brother's left his job", "Ana's brother has left his job"),
        ("my sister's moved back home", "Ana's sister has moved back home"),
        ("My sister's so kind", "Ana's sister is so kind"),
        # A possessive stays one: "small" is a noun too, but only where the clause ends.
        ("My family's dog is cute", "Ana's family's dog is cute"),
        ("My mom's best friend is here", "Ana's mom's best friend is here"),
        # A verb under way after it is "is"; the -ing noun that is theirs stays theirs.
        ("My dad's retiring next year", "Ana's dad is retiring next year"),
        ("My dad's cooking is great", "Ana's dad's cooking is great"),
        # The clause ends at its comma; a noun in "-ing" before a preposition is theirs.
        (
            "my sister's doing the Great North Run, would love to do it with her",
            "Ana's sister is doing the Great North Run, would love to do it with her",
        ),
        ("My sister's wedding in June", "Ana's sister's wedding in June"),
        # An adjective and its noun before the verb are theirs too.
        ("My sister's new car is a Tesla", "Ana's sister's new car is a Tesla"),
        ("My sister's new to this", "Ana's sister is new to this"),  # a guard
    ],
)
def test_a_second_s_after_the_speakers_noun_is_a_verb_not_a_possessive(clause: str, expected: str) -> None:
    assert third_person(clause, "Ana") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("GOT ENGAGED TO PRIYA ON SATURDAY!!!", "got engaged to Priya on Saturday!!!"),
        ("OMG I LOVE IT SO MUCH", "OMG I love it so much"),
        # A word or two in capitals is emphasis or an acronym, not a shout.
        ("I live in the USA and NYC is great", "I live in the USA and NYC is great"),
        ("I just LOVE it", "I just LOVE it"),
        # Chat's lower-case "i" is the pronoun; "i.e." and a word holding an "i" are not.
        ("i just adopted a puppy! i'm so happy", "I just adopted a puppy! I'm so happy"),
        ("hi i've been busy, i think", "hi I've been busy, I think"),
        ("i.e. the wifi is down", "i.e. the wifi is down"),  # a guard
    ],
)
def test_a_shout_is_read_in_ordinary_case_letter_for_letter(text: str, expected: str) -> None:
    assert unshouted(text) == expected
    assert len(unshouted(text)) == len(text)  # the offsets, and so the quotes, still hold
