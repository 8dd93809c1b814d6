"""What a careful person keeps of a chat: facts about people, not moods, judgements or replies.

Driven through ``Memory.add`` in a two-person session (the listener is named, as in a chat), plus
the structural tests of ``veramem_manage.salience`` that decide it.
"""

from __future__ import annotations

import pytest

from veramem_manage.salience import (
    contentless,
    generic,
    given_to_the_mind,
    imperative,
    kept_span,
    lesson,
    opinion,
    remark,
    unresolved_object,
    worthless,
)

from .conftest import MakeMemory
from .test_standalone import said

# What Ana says to Ben, after Ben spoke first -> the memories it must write ([]: none).
CHAT: list[tuple[str, list[str]]] = [
    ("Thanks! Exciting times ahead!", []),  # an adjective and its noun, no "Ana is exciting times"
    # A gerund phrase alone is the speaker's doing; one after "... you all laughing and" is theirs.
    ("Still working on opening a dance studio.", ["Ana is still working on opening a dance studio"]),
    ("Loving the new job so far.", ["Ana is loving the new job so far"]),
    ("I can picture you all laughing and having a blast making pizzas together!", []),
    # "when ..., trying to ...": no main clause; "when ..., cooking is ..." has one.
    ("Especially when I'm on the road, trying to eat healthy.", []),
    (
        "And when I'm away from work, cooking is therapy for me.",
        ["When Ana is away from work, cooking is therapy for Ana"],
    ),
    # The feeling in the time clause is not the clause's point: what cooking does is.
    (
        "Especially when I'm tired, cooking helps me relax.",
        ["Especially when Ana is tired, cooking helps Ana relax"],
    ),
    ("I'm super thankful.", []),
    ("I totally agree, Ben.", []),
    ("Your support means a lot.", []),
    ("I'll do my best to make you proud!", []),
    ("Keep going and believe in yourself!", []),
    ("Don't forget to take some nice pictures!", []),
    ("Family is everything.", []),
    ("Music brings us together and brings joy.", []),
    ("Seeing my kids' faces so happy at the beach was the best!", []),
    ("I got it a while ago.", []),
    ("I'm excited and kinda nervous.", []),
    ("I got promoted at work!", ["Ana got promoted at work"]),
    ("I didn't go to the party.", ["Ana didn't go to the party"]),
    ("I'm thankful for my new job at the library.", ["Ana is thankful for their new job at the library"]),
    # A view of something named is kept, as the speaker's.
    (
        "Fox Hollow is a great trail to hike on weekends.",
        ["Ana thinks Fox Hollow is a great trail to hike on weekends"],
    ),
    (
        "Next month I'm having an art show with my paintings - can't wait!",
        ["Next month (June 2023) Ana is having an art show with their paintings"],
    ),
    ("I tried surfing for the first time- it was so exciting!", ["Ana tried surfing for the first time"]),
    ("Cooking has been helping me de-stress.", ["Cooking has been helping Ana de-stress"]),
    (
        "Last week, I found some old notebooks with my early writings.",
        ["Last week (1 May 2023), Ana found some old notebooks with Ana's early writings"],
    ),
    (
        "My dogs go nuts on hikes! They love exploring new scents.",
        ["Ana's dogs go nuts on hikes", "Ana's dogs love exploring new scents"],
    ),
    ("This necklace is from my grandma. She lives in Sweden.", ["Ana's grandma lives in Sweden"]),
    ("They love exploring new scents.", []),
    ("I'll send it to you later!", []),
    ("I'll share more recipes with you soon.", []),
    ("I feel so at peace.", []),
    ("Thanks for having my back!", []),
    ("I love how art lets us get our emotions out.", []),
    ("Sounds like a fun experience, even if I'm not into games.", []),
    # Praise said as an idiom names no act of the speaker's.
    ("Can't beat being outside tho, but they can still bring some peace.", []),
    ("Nothing beats a hot shower after a hike.", []),
    # An activity after "doing" is named ("I'm doing great" is not one).
    ("I'm doing kickboxing these days.", ["Ana is doing kickboxing these days"]),
    ("I'm doing great, thanks!", []),
    # The listener's name closing a clause, comma or not, is called out; after "with" it is taken.
    ("I love the thought Ben!", []),
    ("I went hiking with Ben.", ["Ana went hiking with Ben"]),
    ("I visited my aunt in Bend.", ["Ana visited their aunt in Bend"]),
    # A thing of it judged after a comma is a comment; a thing of it stated is not.
    ("I love action and sci-fi movies, the effects are so cool!", ["Ana loves action and sci-fi movies"]),
    ("I bought a new bike, the frame is carbon.", ["Ana bought a new bike, the frame is carbon"]),
    # What a judgement after a comma is for, when it names things, says more of the statement.
    (
        "I'm gonna stay in Galway, it's great for its arts and Irish music.",
        ["Ana is going to stay in Galway, it's great for its arts and Irish music"],
    ),
    ("I made some peach cobbler, it was great for me.", ["Ana made some peach cobbler"]),
    ("I got a new laptop, it's perfect for that.", ["Ana got a new laptop"]),
    ("I can't wait to see the pics!", []),
    ("Wanted to let you know that I'm running for office again.", ["Ana is running for office again"]),
    ("That skyline looks amazing - I've been wanting to visit NYC.", ["Ana wants to visit NYC"]),
    ("I'm so excited about this new journey!", []),
    ("My kids were so excited to make something with clay.", []),
    ("I'm determined to make my dance studio work.", ["Ana is determined to make their dance studio work"]),
    ("I live in Paris and I love green tea.", ["Ana lives in Paris", "Ana loves green tea"]),
    ("The lab is free.", ["The lab is free"]),
    # Issue 8: a fact about a person, not a feeling about the moment or a reply to the listener.
    ("I felt super powerful giving my talk.", []),
    ("Thinking about the possibilities pumps me up.", []),
    ("Seeing the smiles on their faces really made me feel good.", []),
    ("Dancing brings me joy.", []),
    ("I'd love to see a photo!", []),
    # A craving said with "so bad" is of the moment; a need with a purpose is kept.
    ("I wish summer would hurry up, I need sun so bad", []),
    ("I need a new laptop for work.", ["Ana needs a new laptop for work"]),
    ("I can picture waking up to nature.", []),
    ("I'm gonna keep pushing forward and believing in myself.", []),
    ("I'll take good care of my dogs first.", []),
    ("We had lots of fun bonding and creating amazing memories.", []),
    (
        "We had a great time throwing a small party for some veterans.",
        ["Ana and others had a great time throwing a small party for some veterans"],
    ),
    ("Adding that to my bucket list!", []),
    ("Giving it my all every time I'm on the court.", []),
    (
        "Growing up, I saw how crumbling infrastructure affected my neighborhood.",
        ["Growing up, Ana saw how crumbling infrastructure affected their neighborhood"],
    ),
    (
        "Painting landscapes and still life is my favorite!",
        ["Painting landscapes and still life is Ana's favorite"],
    ),
    ("Maybe I'll get another tattoo when that happens.", []),
    ("Fits their adventurous spirit.", []),
    ("Gonna be a big change.", []),
    ("I 100% agree, Ben.", []),
    ("I love seeing them eat fruit.", []),
    ("I will be taking both of them to the trails soon.", []),
    ("I think right now its enough.", []),
    ("See how happy they are when they're out.", []),
    (
        "Had that performance last night and so many people complimented my dance moves.",
        [
            "Ana had that performance last night (7 May 2023) and so many people complimented Ana's dance moves"
        ],
    ),
    (
        "There was this one time my pup got too excited and chased a squirrel.",
        ["Ana's pup got too excited and chased a squirrel"],
    ),
    (
        "My wife and I were road tripping out on the European coastline.",
        ["Ana and their wife were road tripping out on the European coastline"],
    ),
    (
        "I'd been wanting to try yoga for a while and finally took the plunge.",
        ["Ana had been wanting to try yoga for a while and took the plunge"],
    ),
    # "Gotta ..." is what the speaker must do now, a to-do; a past outing is the fact.
    ("Gotta take Toby out for a small hike at the local trail.", []),
    (
        "Took Toby out for a small hike at the local trail.",
        ["Ana took Toby out for a small hike at the local trail"],
    ),
    ("I'm gonna start a pottery class in May.", ["Ana is going to start a pottery class in May 2023"]),
    # The statement before a question is said; a time clause is no question; a habit of the past
    # ("would ... when I was a kid") is no supposition; a dropped "I've" before "been" is restored.
    (
        "FYI, I finished another pottery project - want to see a pic?",
        ["Ana finished another pottery project"],
    ),
    (
        "When I was younger, we had some money problems.",
        ["When Ana was younger, Ana and others had some money problems"],
    ),
    (
        "Max and I would take long walks in the neighborhood when I was a kid.",
        ["Ana and Max would take long walks in the neighborhood when Ana was a kid"],
    ),
    (
        "Just been helping some friends at the international tournament.",
        ["Ana has been helping some friends at the international tournament"],
    ),
    ("Been only to Rome once.", ["Ana has been only to Rome once"]),
    ("Been a busy week since we talked.", []),
    ("When we're feeling down, it's a way to stay positive.", []),
    (
        "Pottery is a huge part of my life, not just a hobby.",
        ["Pottery is a huge part of Ana's life, not just a hobby"],
    ),
    # A comment on the statement ("which looks promising", "- they enjoyed it") is left out; one that
    # says more of the speaker stays; a name after "till" and "I" are one subject.
    ("I've talked to some big names, which looks promising.", ["Ana has talked to some big names"]),
    # How a weekend felt is no happening, dated or not; where it was, or with whom, makes it one.
    ("We had a great time last weekend - they really enjoyed the carefree joy.", []),
    (
        "We had a great time at the lake last weekend.",
        ["Ana and others had a great time at the lake last weekend (6 May 2023)"],
    ),
    (
        "I have been writing more articles - it lets me combine my love for reading and sharing stories.",
        [
            "Ana has been writing more articles - it lets Ana combine their love for reading and sharing"
            " stories"
        ],
    ),
    ("Can't wait till Toby and I bond better.", []),
    # An opening "They" is judged as resolved: "my parents' rock" names the speaker's people.
    (
        "My parents moved to Spain. They've been my rock through everything.",
        ["Ana's parents moved to Spain", "Ana's parents have been Ana's rock through everything"],
    ),
    # What the speaker does not do is a fact; "I don't know" still names nothing.
    ("I don't surf.", ["Ana doesn't surf"]),
    ("I don't know.", []),
    ("Seeing their resilience really filled me with hope.", []),
    (
        "My girlfriend and I volunteered at a pet shelter on Friday.",
        ["Ana and their girlfriend volunteered at a pet shelter on Friday (5 May 2023)"],
    ),
    ("Yup, it's a yoga studio I go to often.", ["Ana goes to a yoga studio often"]),
    ("That's so nice! - I got a puppy two weeks ago.", ["Ana got a puppy two weeks ago (24 April 2023)"]),
    ("Guess what - I got a puppy two weeks ago!", ["Ana got a puppy two weeks ago (24 April 2023)"]),
    ("I'm curious to see what the trail looks like!", []),
    ("I'm curious to learn pottery.", ["Ana is curious to learn pottery"]),
    ("I also wanted to share this bookshelf with you.", []),
    ("It's a book I found with tons of them.", []),
    # What the speaker shows is said as the speaker's act ("Here's" names no subject).
    (
        "Here's a photo of my bookshelf with the books I've read.",
        ["Ana shared a photo of their bookshelf with the books Ana has read"],
    ),
    (
        "Here's a recent self-portrait I made last week.",
        ["Ana made a recent self-portrait last week (1 May 2023)"],
    ),
    ("I don't want future generations to go through that.", []),
    (
        "I've got lots of kids' books - classics, educational books, all of that.",
        ["Ana has got lots of kids' books - classics, educational books, all of that"],
    ),
]


@pytest.mark.parametrize(("message", "expected"), CHAT)
def test_a_chat_keeps_facts_about_people_only(
    make_memory: MakeMemory, message: str, expected: list[str]
) -> None:
    assert said(make_memory(), [("Ben", "How have you been?"), ("Ana", message)])[1] == expected


def test_a_pronoun_resolves_from_the_speakers_previous_turn(make_memory: MakeMemory) -> None:
    turns = [
        ("Ana", "My sister is a nurse."),
        ("Ben", "Oh nice!"),
        ("Ana", "She works at the Royal Hospital."),
    ]
    assert said(make_memory(), turns)[2] == ["Ana's sister works at the Royal Hospital"]


@pytest.mark.parametrize(
    ("segment", "expected"),
    [
        ("I'm so thankful", True),
        ("Family is everything", True),
        ("Your support means a lot", True),
        ("I'm thankful for the trans community", True),
        ("I'm thankful for my new job", False),
        ("Fox Hollow is a great trail", False),
        ("I love action movies, the effects are so cool", False),
        ("Writing isn't always easy but it helps", True),
        # Eagerness for a doing of the speaker's own, with what it is done to named: an aspiration.
        ("I'm thrilled to make a family for kids", False),
        ("I'm always in awe of people who climb mountains", True),
        # Two acts under way, not a judgement ("relaxing" alone is one).
        ("I'm relaxing and recharging this weekend with a long walk", False),
        ("I'm relaxing and recharging", True),
        ("The hike was amazing and inspiring this weekend", True),
    ],
)
def test_remark_is_a_judgement_or_feeling_alone(segment: str, expected: bool) -> None:
    assert remark(segment) is expected


@pytest.mark.parametrize(
    ("segment", "expected"),
    [
        ("I totally agree", True),
        ("I'll keep going", True),
        ("I lost my job", False),
        ("I'm into hiking", False),
        # A skill taken up or a doing liked names it by its verb; a help or a feeling names nothing.
        ("I'm learning to bake", False),
        ("I taught myself to knit", False),
        ("I love to knit", False),
        ("I'd love to help", True),  # a guard
        ("I learned to let go", True),  # a guard
        # Taking up a doing named by its -ing alone ("date" has no noun reading here).
        ("I started dating again", False),
        ("I'll start thinking about it", True),  # a guard
        ("I'm ready to start", True),  # a guard
    ],
)
def test_contentless_names_nothing(segment: str, expected: bool) -> None:
    assert contentless(segment) is expected


def test_a_comparison_needs_a_noun_before_like() -> None:
    # "a company I like that ...": "like" is the speaker's verb; "Moments like these" compares.
    assert worthless("I applied to a company I like that needs my welding skills", chat=True) is None
    assert worthless("Moments like these remind me of home", chat=True) is not None


def test_structure_tests() -> None:
    assert imperative("Take care of yourself") and imperative("Don't worry about it")
    assert not imperative("Went to the park") and not imperative("Hold the reset button")
    assert generic("Pets make our lives better") and not generic("Cooking helps me relax")
    assert unresolved_object("I took them to the lake") and not unresolved_object(
        "Rebooting a router: unplug it"
    )
    # How the speaker's own doing feels to them is kept with it; praise is cut.
    assert kept_span("I love pottery - it's so calming") == (0, 32)
    assert kept_span("I love pottery - it's so awesome") == (0, 14)
    assert kept_span("My grandma passed away and it's been hard") == (0, 22)
    assert kept_span("Rock climbing was awesome - I felt so accomplished") is None
    assert kept_span("I made some peach cobbler, it was great") == (0, 25)
    assert kept_span("I was in Chicago, it was awesome") == (0, 16)


@pytest.mark.parametrize(
    ("segment", "expected"),
    [
        ("They always remind me to slow down", True),
        ("My family reminds me why I'm so passionate about this", True),
        ("Max brought me and my family so much joy", True),
        ("All those vibrant colors gives me that feeling of peace", True),
        ("Creativity and family keep me at peace", True),
        ("they motivate me and give me love", True),
        ("They always make me smile and give lots of love", True),
        ("Toby's definitely bringing a lot of joy", True),
        ("I'm bringing a lot of joy to kids", False),
        ("My family is the reason why I never give up", True),
        ("My family is the reason I moved to Boston", False),
        ("My sister made me a cake", False),
        # A verb of the speaker's before it: what they did.
        ("The figurines I bought yesterday remind me of family love", False),
        ("My sister inspired me to start running", False),
        ("My mom brought me a cake", False),
        ("Remind me to call her", False),
    ],
)
def test_given_to_the_mind_is_a_lesson_or_a_feeling(segment: str, expected: bool) -> None:
    assert given_to_the_mind(segment) is expected


@pytest.mark.parametrize(
    ("segment", "expected"),
    [
        ("I realized that it's important to value different perspectives", True),
        ("He really taught me and my family the importance of unconditional love", True),
        ("I learned that the hard way last year", True),
        ("It taught me that resilience is key", True),
        # What matters to them is theirs: kept.
        ("My four fur babies are more important to me than anything", False),
        ("Family is the most important thing for me", False),
        ("I learned how to code", False),
        ("I'm learning the key changes on guitar", False),
        ("Max was such an important part of our family for 10 years", False),
        ("I learned that my sister is moving to Oslo", False),
        ("Staying fit is important to keep going", False),
    ],
)
def test_a_lesson_is_what_matters_learned(segment: str, expected: bool) -> None:
    assert lesson(segment) is expected


@pytest.mark.parametrize(
    ("segment", "expected"),
    [
        ("There were moments when I questioned if I was on the right track", True),
        ("There were so many people who shared the same love of HP as me", True),
        ("Yeah, there are a couple of poses I really enjoy", True),
        ("There's a new bakery in my town", False),
    ],
)
def test_a_vague_there_names_nothing(segment: str, expected: bool) -> None:
    assert (worthless(segment, chat=True) == "names only a count or a time, nothing there") is expected


@pytest.mark.parametrize(
    ("segment", "held"),
    [
        ("Barcelona is a must-visit city", True),
        ("LeBron is real chill", True),
        ('"Dune" is a great story about ecology', True),
        ("The Wolves are solid", True),
        ("Learning German has been tough but worth it", True),
        # The speaker's or the listener's own, a reply, a fact, an act: no view of another's.
        ("My job is great", False),
        ("Your paintings are amazing", False),
        ("That sounds great", False),
        ("The opening night is tomorrow", False),
        ("LeBron won the game", False),
        ("I'm so excited", False),
    ],
)
def test_an_opinion_judges_someone_or_something_neither_speakers_nor_listeners(
    segment: str, held: bool
) -> None:
    assert opinion(segment) is held
