"""Memories a person would keep, and could read alone: the hard sentences of issue 8, through Memory.add."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest

from veramem_manage.standalone import implied_subject, withheld

from .conftest import MakeMemory

T0 = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)


def said(m, turns: list[tuple[str, str]], user_id: str = "conv") -> list[list[str]]:
    """Each turn added as its speaker's message, a second apart in one session: the texts it wrote."""
    out: list[list[str]] = []
    for i, (speaker, text) in enumerate(turns):
        at = T0 + timedelta(seconds=i)
        r = m.add(
            [{"role": "user", "name": speaker, "content": text, "timestamp": at}],
            user_id=user_id,
            session_id="s1",
            now=at,
        )
        assert r.error is None
        out.append([i.text for i in r.added + r.updated])
    return out


# (speaker, message) -> the memories it must write; [] means none (the episode keeps the words).
HARD: list[tuple[str, str, list[str]]] = [
    ("Ana", "My dentist is Dr. Okafor on Baker Street.", ["Ana's dentist is Dr. Okafor on Baker Street"]),
    ("Ana", "I'm vegetarian - no meat or fish, ever.", ["Ana is vegetarian - no meat or fish, ever"]),
    ("Ana", "I'm 5 ft. 10 in. tall.", ["Ana is 5 ft. 10 in. tall"]),
    ("Ana", "They love it", []),
    ("Ana", "He looks so happy", []),
    ("Ana", "It was amazing!", []),
    ("Ana", "That sounds like so much fun", []),
    ("Ana", "If I moved to Rome, I would open a bakery.", []),
    ("Ana", "I would love to live by the sea one day", ["Ana would love to live by the sea one day"]),
    ("Ana", "I never said I hate my job.", []),
    ("Ana", "Oh great, I just love being stuck in traffic.", []),
    ("Ana", "Yeah right, I love Mondays /s", []),
    ("Ana", "So proud of myself", []),
    ("Ana", "The colors are so bold and bright", []),
    ("Ana", "Family moments make life awesome", []),
    ("Ana", "I didn't go to the party", ["Ana didn't go to the party"]),
    ("Ana", "I fell off my bike", ["Ana fell off their bike"]),
    ("Ana", "I completely forgot my keys", ["Ana completely forgot their keys"]),
    ("Ana", "I need a new laptop", ["Ana needs a new laptop"]),
    ("Ana", "I’m a teacher at Lincoln High", ["Ana is a teacher at Lincoln High"]),
    ("Ana", "Tom passed away in March.", ["Tom passed away in March 2023"]),
    # A subject that points is read as which thing the clause says it is, or withheld.
    (
        "Ana",
        "These figurines I bought yesterday remind me of family love.",
        ["The figurines Ana bought yesterday (7 May 2023) remind Ana of family love"],
    ),
    (
        "Ana",
        "This plaque I keep on my desk is a constant reminder to believe in myself.",
        ["The plaque Ana keeps on their desk is a constant reminder to believe in themself"],
    ),
    (
        "Ana",
        "This book I read last year reminds me to always pursue my dreams.",
        ["The book Ana read last year (2022) reminds Ana to always pursue their dreams"],
    ),
    ("Ana", "Those flowers look great.", []),
    # A shared memory pointed at: which classes, only the photo shows; "from when ..." says which.
    ("Ana", "I do remember those dance classes!", []),
    ("Ana", "I miss those long talks.", []),
    # A work pointed at, and no title in reach: which one, only the moment shows ("a series" says
    # nothing); what the speaker does with it is a fact whichever it is.
    ("Ana", "I love this series.", []),
    ("Ana", "Heard of that series!", []),
    ("Ana", "I did an analysis on this series for my English class.", []),
    ("Ana", "I'm reading this inspiring book.", ["Ana is reading an inspiring book"]),
    ("Ana", "I love this book that teaches bird watching.", ["Ana loves a book that teaches bird watching"]),
    (
        "Ana",
        "I still remember this story from when I was 10.",
        ["Ana still remembers a story from when Ana was 10"],
    ),
    ("Ana", "These moments remind me of how important kindness is.", []),
    ("Ana", "The conference is on 2023-06-15", ["The conference is on 2023-06-15"]),
    (
        "Ana",
        "To reset the router, hold the reset button for ten seconds.",
        ["To reset the router, hold the reset button for ten seconds"],
    ),
    # A sentence end nupunkt misses; how hard a doing has been, its doer dropped, is the speaker's.
    (
        "Ana",
        "I had an accident at the park. Taking care of my dogs with one arm has been tricky.",
        ["Ana had an accident at the park", "Ana has found taking care of their dogs with one arm tricky"],
    ),
    # A verb with no subject, a dropped "I" before "my".
    ("Ana", "Is nowhere near the city.", []),
    ("Ana", "Has a pool and a big garden.", []),
    ("Ana", "Lost my job as a banker yesterday.", ["Ana lost their job as a banker yesterday (7 May 2023)"]),
    # ", but" joins two statements: each is its own memory.
    (
        "Ana",
        "I don't surf, but reading fantasy books helps me relax.",
        ["Ana doesn't surf", "Reading fantasy books helps Ana relax"],
    ),
    # A judgement of a thing that names no one; a reaction to what was shown.
    ("Ana", "The atmosphere was electric.", []),
    ("Ana", "Basketball has been great to me.", []),
    ("Ana", "Painting's great for expressing myself.", []),
    ("Ana", "I love the beach.", ["Ana loves the beach"]),
    # "there" is the place the message named, or there is no memory.
    (
        "Ana",
        "I went to Lisbon in May. I bought a guitar there.",
        ["Ana went to Lisbon in May 2023", "Ana bought a guitar in Lisbon"],
    ),
    ("Ana", "I had a blast there last month.", []),
    # "this/that <thing>": the thing named before, or a thing shown; an abstract one only the moment gives.
    ("Ana", "I made this tasty soup on Monday.", ["Ana made a tasty soup on Monday (1 May 2023)"]),
    ("Ana", "I found these old notebooks in the attic.", ["Ana found old notebooks in the attic"]),
    (
        "Ana",
        "My favourite song is Hello by Adele. I play that song on the piano.",
        ["Ana's favourite song is Hello by Adele", "Ana plays the song on the piano"],
    ),
    ("Ana", "I'm keen to spread that intensity with other dancers.", []),
    ("Ana", "I use an app that helps me sleep.", ["Ana uses an app that helps Ana sleep"]),
    # "we" is who the message named before it; "we" as anyone is a maxim, not a memory.
    (
        "Ana",
        "My kids love the playground. We go a few times a week.",
        ["Ana's kids love the playground", "Ana and their kids go a few times a week"],
    ),
    # The company goes on in the same tense: one memory (``joined``); in another, "we" named.
    (
        "Ana",
        "I'm hiking with some buddies this weekend. We're checking out a new trail.",
        ["Ana is hiking with some buddies this weekend (13 May 2023) and is checking out a new trail"],
    ),
    (
        "Ana",
        "I'm hiking with some buddies this weekend. We hiked Snowdon together last year.",
        [
            "Ana is hiking with some buddies this weekend (13 May 2023)",
            "Ana and some buddies hiked Snowdon together last year (2022)",
        ],
    ),
    ("Ana", "Moments like that make me love sports.", []),
    ("Ana", "Not only for the physical benefits, but also for the peace of mind.", []),
    ("Ana", "Dedication and late nights got me here.", []),
    ("Ana", "At the park my dog ran away.", ["At the park Ana's dog ran away"]),
    # A gerund phrase alone is what the speaker is doing; too short to read alone is no memory.
    ("Ana", "Researching adoption agencies.", ["Ana is researching adoption agencies"]),
    ("Ana", "Spill the beans!", []),
    ("Ana", "The natural light.", []),
    # Discourse words and a closing "right now" are no part of the fact (the quote keeps them).
    ("Ana", "Now I'm really training for a marathon right now.", ["Ana is training for a marathon"]),
    # "This week" is a time, not a deictic subject; a feeling "to <do something named>" is an aim.
    (
        "Ana",
        "This week has been swamped with exams for me.",
        ["This week (8 May 2023) has been swamped with exams for Ana"],
    ),
    # An aspiration, what it is for named (eighth pass; it was taken for a mood before).
    (
        "Ana",
        "I'm thrilled to make a family for kids who need one.",
        ["Ana is thrilled to make a family for kids who need one"],
    ),
    ("Ana", "I'm so excited to check it out.", []),
    (
        "Ana",
        "I'm thankful for being able to give a voice to the trans community.",
        ["Ana is thankful for being able to give a voice to the trans community"],
    ),
    ("Ana", "I'm so thankful for everything.", []),
    # Only someone feels: "They" after "our own pots" is not the pots.
    (
        "Ana",
        "We all made our own pots. They were so excited to get their hands dirty.",
        ["Ana and others all made their own pots"],
    ),
    # "It" is the one thing the clause before said the speaker got, made or has; a dummy "it" is not.
    (
        "Ana",
        "I got a new tattoo last week. It represents my love for my dogs.",
        [
            "Ana got a new tattoo last week (1 May 2023)",
            "The new tattoo Ana got represents their love for their dogs",
        ],
    ),
    (
        "Ana",
        "I just bought a new bike. It's a Trek.",
        ["Ana just bought a new bike", "The new bike Ana bought is a Trek"],
    ),
    ("Ana", "I bought a new bike. It takes time to get used to.", ["Ana bought a new bike"]),
    ("Ana", "I went to the Lakers game. It was so loud.", ["Ana went to the Lakers game"]),
    (
        "Ana",
        "I got a new puppy. It's named Max.",
        ["Ana got a new puppy", "The new puppy Ana got is named Max"],
    ),
    ("Ana", "Even though I kept falling off, it taught me a lot.", []),
    ("Ana", "I'm starting some big new things too!", []),
    ("Ana", "I bought a big new desk for the study.", ["Ana bought a big new desk for the study"]),
    ("Ana", "I'm hoping to get it on the big screen.", []),
    (
        "Ana",
        "Here are some colorful bowls of coconut milk ice cream that I made.",
        ["Ana made some colorful bowls of coconut milk ice cream"],
    ),
    # A phrase without a verb is no memory; before a comma it opens the clause after it.
    ("Ana", "A candlelit dance in a cozy restaurant.", []),
    ("Ana", "Challenges, growth, all that jazz.", []),
    (
        "Ana",
        "Besides the dance classes, I'm offering one-on-one mentoring.",
        ["Besides the dance classes, Ana is offering one-on-one mentoring"],
    ),
    ("Ana", "My dogs always love the park.", ["Ana's dogs always love the park"]),
    (
        "Ana",
        "My dogs were running around the park as it was so awesome.",
        ["Ana's dogs were running around the park"],
    ),
    (
        "Ana",
        "I moved to Berlin because it was cheaper.",
        ["Ana moved to Berlin because it was cheaper; lives in Berlin"],
    ),
    # A memory frame is no part of what is remembered; "never forget" is no negation.
    (
        "Ana",
        "I'll never forget the day my youngest took her first steps.",
        ["Ana's youngest took her first steps"],
    ),
    ("Ana", "I remember when we moved to Oslo.", ["Ana and others moved to Oslo; lives in Oslo"]),
    # A past act of the speaker's in a relative clause is kept when the clause around it is not.
    ("Ana", "It reminds me of a trip I took last summer.", ["Ana took a trip last summer (2022)"]),
    ("Ana", "It was the inspiration I needed.", []),
    ("Ana", "It's been a busy week since we talked.", []),
    ("Ana", "I have lots of reminders of it - kind of a way to escape reality.", []),
    (
        "Ana",
        "Seeing my kids' faces at the beach was the best! We go once or twice a year.",
        ["Ana and their kids go to the beach once or twice a year"],
    ),
    (
        "Ana",
        "My GF and I volunteered at a pet shelter. We loved the cats at the shelter.",
        ["Ana and their girlfriend volunteered at a pet shelter and loved the cats at the shelter"],
    ),
    ("Ana", "My own journey of self-discovery.", []),
    ("Ana", "My fam's small, but I love my friends.", ["Ana's family is small", "Ana loves their friends"]),
    ("Ana", "We can all make a difference in people's lives.", []),
    ("Ana", "We have the power to change the world.", []),
    ("Ana", "My family is always there for me.", ["Ana's family is always there for Ana"]),
    # An object nobody can read alone: an elliptical quantity, "them" with nothing named, a
    # demonstrative nothing showed.
    ("Ana", "I just submitted a few more last week!", []),
    ("Ana", "I got a new one last week.", []),
    (
        "Ana",
        "I wrote a screenplay last year. I just started writing another one.",
        ["Ana wrote a screenplay last year (2022)", "Ana just started writing another screenplay"],
    ),
    (
        "Ana",
        "I went hiking and found some more trails in my town.",
        ["Ana went hiking and found some more trails in their town"],
    ),
    ("Ana", "I bought two more books about Rome.", ["Ana bought two more books about Rome"]),
    ("Ana", "Walking them always reminds me to enjoy the small stuff.", []),
    ("Ana", "I'm feeling a sense of connection and purpose with them.", []),
    ("Ana", "Last week I even got some new beds for them.", []),
    (
        "Ana",
        "My dogs are my world. I always worry about them in new places.",
        ["Ana always worries about their dogs in new places"],
    ),
    (
        "Ana",
        "My dogs and my cats are my world. I always worry about them in new places.",
        ["Ana's dogs and Ana's cats are Ana's world"],
    ),
    # A plural the clause's own sentence just named competes with the speaker's people for "them".
    (
        "Ana",
        "My friends are the best. I love when you give me movie recommendations, I usually like them more.",
        [],
    ),
    (
        "Ana",
        "I also met some people who also played this boardgame I love.",
        ["Ana also met some people who also played a boardgame Ana loves"],
    ),
    (
        "Ana",
        "I'm joining a new team after this next tourney.",
        ["Ana is joining a new team after this next tournament"],
    ),
    # Plain facts the filters must not take for chit-chat: a name that is also a verb, an act under way.
    ("John", "I'm planning a trip to the East Coast.", ["John is planning a trip to the East Coast"]),
    # A dropped "I" before "been doing" or a mood is the speaker, though the clause is evaluative.
    (
        "Jon",
        "Been rehearsing hard and working on business plans.",
        ["Jon has been rehearsing hard and working on business plans"],
    ),
    (
        "Joanna",
        "Was super nervous last week when I shared my book with my writers group.",
        ["Joanna was nervous last week (1 May 2023) when Joanna shared their book with their writers group"],
    ),
    ("Ana", "Was amazing.", []),
    ("Jon", "Still working on my biz.", ["Jon is still working on their business"]),
    ("Jon", "Currently training for a marathon.", ["Jon is currently training for a marathon"]),
    # A clause opening on "since/because/if ..." depends on the one after its comma: one memory, not a
    # fragment; "since we last spoke" dates nothing and is dropped.
    (
        "Ana",
        "Hey Bo, since we last spoke, I took my kids to a park yesterday.",
        ["Ana took their kids to a park yesterday (7 May 2023)"],
    ),
    ("Ana", "Because it rained, I stayed home.", ["Because it rained, Ana stayed home"]),
    # A stranded "after/since/because ..." clause: the event it names, or nothing.
    ("Ana", "Especially after I failed the driving test.", ["Ana failed the driving test"]),
    ("Ana", "Whenever I hear a jam.", []),
    ("Ana", "Since I was 17 or so.", []),
    ("Ana", "After losing my job.", []),
    (
        "Ana",
        "Ooo, I'll check out the new trail near Fox Hollow.",
        ["Ana will check out the new trail near Fox Hollow"],
    ),
    # A comma splice that only judges is no part of the memory.
    (
        "Ana",
        "Just got back from a family road trip yesterday, it was fun.",
        ["Ana got back from a family road trip yesterday (7 May 2023)"],
    ),
    # "this <vague noun>" that a phrase after it pins down reads alone with "a"; alone it does not.
    (
        "Audrey",
        "Last week I went on a hike and had this amazing experience with a hummingbird.",
        ["Last week (1 May 2023) Audrey went on a hike and had an amazing experience with a hummingbird"],
    ),
    ("Ana", "I had this amazing experience.", []),
    # A pronoun inside the clause, or a "here", that nothing before resolves: no memory.
    ("Ana", "This quote kept me positive. Even made a tattoo to remind myself about it.", []),
    ("Ana", "I've been doing my fair share of research and networking non-stop for it.", []),
    ("Ana", "My friends have played it and recommended it!", []),
    ("Ana", "I even got to let them know they're not alone by sharing my story.", []),
    ("Ana", "Making sure they stay healthy and happy is key.", []),
    ("Ana", "I started volunteering here about a year ago.", []),
    ("Ana", "I named him Buddy.", []),
    ("Ana", "Got me thinking of my old hiking pics.", []),
    ("Ana", "Really made me think about taking care of our minds.", []),
    ("Ana", "I'm going to make it for my family this weekend.", []),  # not the idiom "make it"
    ("Ana", "Taking care of something like this relaxes me.", []),
    ("Ana", "I'm gonna make this work!", []),
    ("Ana", "I respect my coach for that and for his patience.", []),
    # "and my X" with no verb of its own is a second noun, not a second clause; "the gf and I" is
    # one subject; "Besides that," and "Got some great news -" open nothing.
    (
        "Ana",
        "I'm going into policy because of my degree and my passion for making an impact.",
        ["Ana is going into policy because of their degree and their passion for making an impact"],
    ),
    ("Ana", "I cook and my kids clean up.", ["Ana's kids clean up"]),
    (
        "Ana",
        "Got some great news - the gf and I are hitting the beach next month!",
        ["Ana and their girlfriend are hitting the beach next month (June 2023)"],
    ),
    (
        "Ana",
        "Besides that, my cousin had a tough time recently.",
        ["Ana's cousin had a tough time recently"],
    ),
    # "A lot's happened since we last chatted -" opens the news; "last Tues" is a date.
    (
        "Ana",
        "A lot's happened since we last chatted - I joined a new activist group last Tues. It's great.",
        ["Ana joined a new activist group last Tues (2 May 2023)"],
    ),
    # "It's been a bit hectic" after a thing named: a degree of life, not the thing.
    (
        "Ana",
        "I made an appointment with a vet last week. It's been a bit hectic.",
        ["Ana made an appointment with a vet last week (1 May 2023)"],
    ),
    # A time, then a dropped "I": the speaker, after the time.
    (
        "Ana",
        "Yesterday took my pups to the park.",
        ["Yesterday (7 May 2023) Ana took their pups to the park"],
    ),
    ("Ana", "Last week finally went hiking with Toby.", ["Last week (1 May 2023) Ana went hiking with Toby"]),
    ("Ana", "Last week was crazy.", []),
    # Quotes and brackets: a title keeps its closing mark; a bracketed caption is no memory.
    (
        "Ana",
        'We just did a contemporary piece called "Finding Freedom".',
        ['Ana and others just did a contemporary piece called "Finding Freedom"'],
    ),
    # ... and its stop inside the quotes stays in the quote, not in the memory.
    (
        "Ana",
        'We just did a contemporary piece called "Finding Freedom."',
        ['Ana and others just did a contemporary piece called "Finding Freedom"'],
    ),
    ("Ana", "[shares a photo holding a videogame controller]", []),
    # An infinitive is no finite verb: a phrase with only one is a fragment.
    ("Ana", "Expression of myself and a way to relax.", []),
    ("Ana", "A reminder to follow my passions.", []),
    # "That's why/how" points at the turn before; what the speaker does after it stands alone.
    ("Ana", "That's why I love traveling.", ["Ana loves traveling"]),
    ("Ana", "That's how I met my wife.", ["Ana met their wife"]),
    ("Ana", "It's one of the reasons I love traveling to new places.", ["Ana loves traveling to new places"]),
    ("Ana", "That's the main reason why I volunteer at the shelter.", ["Ana volunteers at the shelter"]),
    ("Ana", "That's the reason I'll never go back.", []),
    # "'cause" is "because" as chat says it: the reason is a statement of its own.
    ("Ana", "I've been one 'cause I lost my job.", ["Ana lost their job"]),
    (
        "Ana",
        "It was tough 'cause I broke my leg last month.",
        ["Ana broke their leg last month (April 2023)"],
    ),
    # What a named thing is to the speaker is an attachment; "Family is everything to me" a maxim.
    ("Ana", "The Hobbit is very special to me.", ["The Hobbit is very special to Ana"]),
    ("Ana", "Family is everything to me.", []),
    # What a "peek at the space I designed" says was designed: the space.
    ("Ana", "Here's a peek at the space I designed.", ["Ana designed the space"]),
    # A past verb then "when": what started, the clause does not say; "every <thing>" is no one's.
    ("Ana", "Started when I was young and it's been great.", []),
    # ... also after an opening adverb: what took the speaker ages, the clause lost.
    ("Ana", "Yeah finally, took me ages.", []),
    ("Ana", "Every mark has a story.", []),
    ("Ana", "Every morning I run 5k.", ["Every morning Ana runs 5k"]),
    # An elliptical verb: what was done only the turn before says; two sets of "them" are not one.
    ("Ana", "Most of my friends did!", []),
    (
        "Ana",
        "My friends are great. I can't say if all of them will keep using them.",
        [],
    ),
    (
        "Ana",
        "I keep a painting in my room to remind me to be a leader in everything I do.",
        ["Ana keeps a painting in their room to remind Ana to be a leader in everything Ana does"],
    ),
    # A time and a place before the verb: the subject was lost behind them.
    ("Ana", "Last month at that event was one of my favorites.", []),
    # Resolved from the message, or by the clause itself; an idiom's or a dummy "it" is no referent.
    (
        "Ana",
        "I'm in for the hike, and my dogs can come too. I made these personalized tags for them.",
        ["Ana made personalized tags for their dogs"],
    ),
    (
        "Ana",
        "I just think about my love for dance. It's been my stress-buster since childhood!",
        ["Ana just thinks about their love for dance", "Dance has been Ana's stress-buster since childhood"],
    ),
    ("Ana", "I bought a new bike and rode it to work.", ["Ana bought a new bike and rode it to work"]),
    (
        "Ana",
        "I opened an online clothing store and it's been great.",
        ["Ana opened an online clothing store"],
    ),
    (
        "Ana",
        "I got a new tattoo last week. I show it to everyone I meet.",
        ["Ana got a new tattoo last week (1 May 2023)", "Ana shows the new tattoo to everyone Ana meets"],
    ),
    (
        "Ana",
        "I'll never forget the day my youngest took her first steps.",
        ["Ana's youngest took her first steps"],
    ),
]


# A fact said behind a frame or with its subject dropped is still the speaker's (issue 8, recall):
# the frame's words are not the memory; near misses that say nothing of the speaker stay withheld.
HARD += [
    (
        "Tim",
        "Hey John! Haven't talked in a few days, wanted to let you know I joined a travel club!",
        ["Tim joined a travel club"],
    ),
    (
        "Tim",
        "Hey John! Haven't talked to you in a bit but wanted to let you know I read a book about castles.",
        ["Tim read a book about castles"],
    ),
    (
        "Maria",
        "Long time no talk. I just wanted to let you know I did a charity event.",
        ["Maria did a charity event"],
    ),
    ("Ana", "Haven't talked in a while!", []),
    ("Ana", "It's been a while since I painted.", []),
    (
        "Tim",
        "Always been interested in different cultures and countries.",
        ["Tim has always been interested in different cultures and countries"],
    ),
    (
        "Ana",
        "Never been to an animal shelter before, but it must be great!",
        ["Ana has never been to an animal shelter before"],
    ),
    ("Ana", "Always makes me smile.", []),
    (
        "Audrey",
        "That reminds me that I've been wanting to do some birdwatching.",
        ["Audrey wants to do some birdwatching"],
    ),
    ("Jon", "Reminds me how much I love performing.", ["Jon loves performing"]),
    ("Ana", "That pic reminds me of when I was younger.", []),
    ("Ana", "It reminds me how important it is to be kind.", []),
    (
        "Caroline",
        "It's been a dream to adopt and provide a safe, loving home for kids who need it.",
        ["Caroline's dream has been to adopt and provide a safe, loving home for kids who need it"],
    ),
    ("Caroline", "It's been my dream to adopt kids.", ["Caroline's dream has been to adopt kids"]),
    # An aim after a dash is a statement of its own, framed as one alone is.
    (
        "Caroline",
        "Researching adoption agencies — it's been a dream to have a family.",
        ["Caroline is researching adoption agencies", "Caroline's dream has been to have a family"],
    ),
    ("Caroline", "I love pottery - it's been a great outlet.", ["Caroline loves pottery"]),
    (
        "Ana",
        "It has always been my goal to run a marathon.",
        ["Ana's goal has always been to run a marathon"],
    ),
    ("Ana", "It's been a long week.", []),
    ("Ana", "Hey Tim! It's been a dream to work with you on the Lisbon project.", []),
    ("Ana", "It's a dream come true to be here.", []),
    (
        "Tim",
        "I'm really excited to watch this new show that's coming out called \"The Wheel of Time\".",
        ['Tim is excited to watch a new show that\'s coming out called "The Wheel of Time"'],
    ),
    ("Tim", "I'm super stoked for the Harry Potter stuff.", ["Tim is stoked for the Harry Potter stuff"]),
    # A date makes it a plan too; "pumped" after "I'm" tells no past: the Friday to come.
    (
        "Ana",
        "I'm pumped for the concert on Friday.",
        ["Ana is pumped for the concert on Friday (12 May 2023)"],
    ),
    ("Tim", "Can't wait to check it out!", []),
    ("Ana", "I'm excited to try different sushi.", []),
    ("Tim", "Hey John! I'm so excited for your trip to Paris.", []),
    ("Andrew", "Can't wait till Toby and I bond better.", []),
    ("John", "Excited to see what's next.", []),
    # The reason, then the fact; the catch-up alone is a greeting.
    ("John", "That kind of determination and heart is why I love basketball.", ["John loves basketball"]),
    ("Ana", "Family is why we do it.", []),
    ("Nate", "Hey Joanna, what's been up? Haven't seen you since we last talked.", []),
    ("Nate", "Hey Joanna! Been ages since we last talked.", []),
    ("Joanna", "Quite a week since we last talked - something awesome happened to me!", []),
    # A dropped "I" before what the speaker did or has not done is no remark about no one.
    (
        "Andrew",
        "Hey Audrey! Haven't specifically gone out for bird-watching, but I do spot them when I hike.",
        ["Andrew hasn't specifically gone out for bird-watching"],
    ),
    ("Jon", "Hey Gina! Love how you never give up.", []),
    # Telling the listener is a frame too, also after a name called out; the news follows it.
    (
        "John",
        "Hey Maria, I'm so excited to tell you I started a weekend yoga class with a colleague - it's awesome!",
        ["John started a weekend yoga class with a colleague"],
    ),
    (
        "Ana",
        "Proud to say I ran my first marathon last week.",
        ["Ana ran their first marathon last week (1 May 2023)"],
    ),
    ("Ana", "I forgot to mention that I started a new job.", ["Ana started a new job"]),
    ("Ana", "Just wanted to share that I adopted a cat.", ["Ana adopted a cat"]),
    ("Ana", "Fun fact: I used to live in Tokyo.", ["Ana used to live in Tokyo"]),
    ("Ana", "I wanted to share my photos with you.", []),
    # An aside on how it is told is no part of what is told.
    ("Ana", "Turns out I'm allergic to cats.", ["Ana is allergic to cats"]),
    ("Ana", "Long story short, I quit my job.", ["Ana quit their job"]),
    ("Ana", "Turns out she had no other family.", []),
    ("Audrey", "Hey Andrew, I wanted to let you know about something going on with my dogs.", []),
    ("Audrey", "Hey Andrew! Would love to see the view from the top!", []),
]

# Plain facts, said in a chat after a greeting: none may be taken for chit-chat by the filters above
# (each once was: "moving" read as the adjective, "Harry" as an imperative, "planning" as a mood).
PLAIN: list[tuple[str, list[str]]] = [
    ("I'm planning a trip to the East Coast.", ["Alex is planning a trip to the East Coast"]),
    ("Harry Potter is my favorite book.", ["Harry Potter is Alex's favorite book"]),
    ("I adopted a dog named Max last year.", ["Alex adopted a dog named Max last year (2022)"]),
    ("My sister lives in Oslo.", ["Alex's sister lives in Oslo"]),
    ("I started a new job at Microsoft.", ["Alex started a new job at Microsoft"]),
    ("I've been learning Spanish for two years.", ["Alex has been learning Spanish for two years"]),
    ("I'm training for a marathon in October.", ["Alex is training for a marathon in October 2023"]),
    ("We moved to Berlin in May.", ["Alex and others moved to Berlin in May 2023; lives in Berlin"]),
    ("I play the guitar in a band.", ["Alex plays the guitar in a band"]),
    ("I'm allergic to peanuts.", ["Alex is allergic to peanuts"]),
    ("My son just started kindergarten.", ["Alex's son just started kindergarten"]),
    (
        "I volunteer at the animal shelter every Saturday.",
        ["Alex volunteers at the animal shelter every Saturday"],
    ),
    ("I bought a new car last week.", ["Alex bought a new car last week (1 May 2023)"]),
    ("I'm reading a book about climate change.", ["Alex is reading a book about climate change"]),
    ("I joined a pottery class.", ["Alex joined a pottery class"]),
    ("My favorite movie is Inception.", ["Alex's favorite movie is Inception"]),
    ("I work as a nurse at the city hospital.", ["Alex works as a nurse at the city hospital"]),
    ("I'm taking a painting class on Tuesdays.", ["Alex is taking a painting class on Tuesdays"]),
    ("I finished my degree in computer science.", ["Alex finished their degree in computer science"]),
    ("I'm going to Paris next month.", ["Alex is going to Paris next month (June 2023)"]),
    ("I have three cats.", ["Alex has three cats"]),
    (
        "My team won the championship last night.",
        ["Alex's team won the championship last night (7 May 2023)"],
    ),
    ("I grew up in a small town in Ohio.", ["Alex grew up in a small town in Ohio"]),
    ("I've been practicing yoga every morning.", ["Alex has been practicing yoga every morning"]),
    ("I'm writing a novel about a detective.", ["Alex is writing a novel about a detective"]),
    (
        "I ran my first half marathon on Sunday.",
        ["Alex ran their first half marathon on Sunday (7 May 2023)"],
    ),
    ("Mark Twain is my favorite author.", ["Mark Twain is Alex's favorite author"]),
    ("Pottery is my new hobby.", ["Pottery is Alex's new hobby"]),
    ("I'm saving up for a house.", ["Alex is saving up for a house"]),
    ("I got promoted to senior engineer.", ["Alex got promoted to senior engineer"]),
    (
        "I'm organizing a charity run for the local food bank.",
        ["Alex is organizing a charity run for the local food bank"],
    ),
    ("Jazz is my favorite kind of music.", ["Jazz is Alex's favorite kind of music"]),
    (
        "I visited my grandparents in Texas last weekend.",
        ["Alex visited their grandparents in Texas last weekend (6 May 2023)"],
    ),
    (
        "I've been playing basketball since I was ten.",
        ["Alex has been playing basketball since Alex was ten"],
    ),
    ("I'm building a treehouse for my kids.", ["Alex is building a treehouse for their kids"]),
    ("I'm thinking about going back to school.", ["Alex is thinking about going back to school"]),
    (
        "I baked a chocolate cake for my mom's birthday.",
        ["Alex baked a chocolate cake for their mom's birthday"],
    ),
    ("I'm hosting a dinner party on Friday.", ["Alex is hosting a dinner party on Friday (12 May 2023)"]),
    ("Coffee helps me focus in the morning.", ["Coffee helps Alex focus in the morning"]),
    ("I have a big exam next week.", ["Alex has a big exam next week (15 May 2023)"]),
    ("I'm moving to Oslo next month.", ["Alex is moving to Oslo next month (June 2023)"]),
    ("I'm moving into a new flat with my sister.", ["Alex is moving into a new flat with their sister"]),
    ("Because last week I adopted a cat.", ["Last week (1 May 2023) Alex adopted a cat"]),
]


@pytest.mark.parametrize(("message", "expected"), PLAIN)
def test_plain_facts_in_a_chat_are_kept(make_memory: MakeMemory, message: str, expected: list[str]) -> None:
    got = said(make_memory(), [("Sam", "Hey Alex, how have you been?"), ("Alex", message)])
    assert got == [[], expected]


# Only what is worth keeping (issue 8, deliver 3): moods, hedges and evaluations of the moment
# give no memory; a fact said with them still does.
HARD += [
    ("Ana", "I'm thrilled about dancing each day and seeing my students progress.", []),
    (
        "Ana",
        "I'm so excited to meet other people in the community!",
        ["Ana is so excited to meet other people in the community"],
    ),
    ("Ana", "Glad to have this outlet to share my stories.", []),
    ("Ana", "Dancing brings me so much joy.", []),
    ("Ana", "Seeing my dogs happy fills my heart with joy.", []),
    ("Ana", "I assume a few will be rejected.", []),
    ("Ana", "I guess some dogs just need more time.", []),
    ("Ana", "I think having someone to support me is such a blessing.", []),
    ("Ana", "I figured out a schedule for my training.", ["Ana figured out a schedule for their training"]),
    ("Ana", "I'm craving pastries.", []),
    ("Ana", "I'm always up for some new book recommendations.", []),
    ("Ana", "I'm looking forward to exploring more.", []),
    ("Ana", "I still can't believe I made so much money from it.", []),
    ("Ana", "I signed up for a pottery class.", ["Ana signed up for a pottery class"]),
    # Chat padding leaves the memory; the quote keeps it.
    ("Ana", "I even made dairy-free cupcakes.", ["Ana made dairy-free cupcakes"]),
    ("Ana", "I even got to meet the author.", ["Ana got to meet the author"]),
    ("Ana", "I've been busy volunteering at the shelter.", ["Ana has been volunteering at the shelter"]),
    ("Ana", "Winning was a huge confidence boost.", []),
    ("Ana", "Having my sister around is such a blessing.", []),
    ("Ana", "My dogs are the best companions for long hikes.", []),
    ("Ana", "My best friend is Tom.", ["Ana's best friend is Tom"]),
    ("Ana", "I'm getting somewhere with my applications.", []),
    ("Ana", "My veggie patch is coming along.", []),
    ("Ana", "I'm still a rookie.", []),
    ("Ana", "Being my own boss and doing something I love is awesome.", []),
    ("Ana", "Sharing my love for desserts has been fun and rewarding!", []),
    ("Ana", "I had an unexpected adventure last week.", []),
    ("Ana", "We had a quiet weekend.", []),
    ("Ana", "I had a picnic last week.", ["Ana had a picnic last week (1 May 2023)"]),
    ("Ana", "We had an amazing day at the zoo.", ["Ana and others had an amazing day at the zoo"]),
    # A comment after a comma leaves the statement it follows.
    ("Ana", "I made some peach cobbler recently, it was great!", ["Ana made some peach cobbler recently"]),
    # ... but what the judgement is for, when it names things, says more of the statement.
    (
        "Ana",
        "I'm going to stay in Galway, it's great for its music.",
        ["Ana is going to stay in Galway, it's great for its music"],
    ),
    # An elliptical "one" names nothing a later reader has; a numeral or "one of my ..." does.
    ("Ana", "I'm working on one with my group.", []),
    (
        "Ana",
        "I have three dogs. The third one can be naughty but loves a good cuddle.",
        ["Ana has three dogs"],
    ),
    ("Ana", "My favorite one to jam to is a movie theme.", []),
    ("Ana", "I have two dogs and one sleeps a lot.", ["Ana has two dogs and one sleeps a lot"]),
    ("Ana", "One of my friends is a chef.", ["One of Ana's friends is a chef"]),
    ("Ana", "I know one recipe with coconut milk.", ["Ana knows one recipe with coconut milk"]),
    ("Ana", "I'll open a bakery one day.", ["Ana will open a bakery one day"]),
    ("Ana", "I won number one in the contest.", ["Ana won number one in the contest"]),
    # "that first movie": which one, only the moment shows ("a first movie" would misread it).
    ("Ana", "I love that first movie too.", []),
    ("Ana", "I really want to do something like this right now.", []),  # not "something like a"
    ("Ana", "Oh man, I miss hiking in the mountains.", ["Ana misses hiking in the mountains"]),
    # "Since our last chat" is when the chat last met: an opener, not a time of the memory's.
    (
        "Ana",
        "Since our last chat, I've been looking into counseling.",
        ["Ana has been looking into counseling"],
    ),
    ("Ana", "A lot happened since our last chat.", []),
    ("Ana", "I've been running longer since our last chat.", ["Ana has been running longer"]),
    # A dropped "I'm" before a verb of hoping, whatever clause follows.
    ("Ana", "Hoping my screenplay gets noticed.", ["Ana is hoping their screenplay gets noticed"]),
    (
        "Ana",
        "For me, I just get deep in thought on long walks.",
        ["Ana just gets deep in thought on long walks"],
    ),
    ("Ana", "So much has changed since last time we talked - I got a puppy.", ["Ana got a puppy"]),
    # An answer's fragments: how often, a list of phrases; a request or promise of the moment.
    ("Ana", "Three times a week; it keeps us on track.", []),
    ("Ana", "Getting sponsors, coordinating with the city, and spreading the word.", []),
    ("Ana", "Gotta stay resilient and focused, that's key!", []),
    ("Ana", "Rest assured, it will be something I cherish!", []),
    ("Ana", "Mind sharing the recipe so I can give it a try?", []),
    ("Ana", "Anyways, let me look into their classes.", []),
    # "we" is the whole company named before, and a later "our" is the company's.
    (
        "Ana",
        "I went camping with my family and old friends. We saw the Perseid meteor shower.",
        [
            "Ana went camping with their family and old friends",
            "Ana and their family and old friends saw the Perseid meteor shower",
        ],
    ),
    (
        "Ana",
        "My colleagues and I went to a convention. We're all passionate about using tech in our community.",
        [
            "Ana and their colleagues went to a convention",
            "Ana and their colleagues are all passionate about using tech in their community",
        ],
    ),
    ("Ana", "Been ages since we last talked! I got a new job at Google.", ["Ana got a new job at Google"]),
    (
        "Ana",
        "Well speaking of hobbies, I started knitting last month.",
        ["Ana started knitting last month (April 2023)"],
    ),
    # A phrase before the comma leaves the pronoun the subject.
    ("Ana", "Especially for a big dog like Toby, he'll need to burn a lot of energy.", []),
    ("Ana", "Ugh, that's so frustrating.", []),
    # "there" is the place an appositive describes, not the region in it.
    (
        "Ana",
        "I went to Woodhaven, a small town in the Midwest. Checked out the library there.",
        ["Ana went to Woodhaven, a small town in the Midwest and checked out the library in Woodhaven"],
    ),
    # A comment after a dropped-"I" statement is cut, as after "I ...".
    (
        "Jon",
        "Been practicing dance routines lately, it keeps my mind focused and motivated.",
        ["Jon has been practicing dance routines lately"],
    ),
    # "We're all ..." of what everyone is, and "us all", are about everyone.
    ("Ana", "We're all individual and wonderfully imperfect.", []),
    (
        "Ana",
        "We're all going to the beach tomorrow.",
        ["Ana and others are all going to the beach tomorrow (9 May 2023)"],
    ),
    (
        "Ana",
        "I made a window to remind people that within us all is the key to happiness.",
        ["Ana made a window to remind people that within everyone is the key to happiness"],
    ),
    # "mine" of what, only the turn before says; a concessive after a dash is half a sentence.
    ("Ana", "Family is important - even though mine is small, I rely on them for strength.", []),
    ("Ana", "Mine is a small family.", []),
    # "the last time we saw each other" dates nothing; "and my marketing skills" is a second object.
    (
        "Ana",
        "By the way, last time we saw each other, I noticed a pin on my purse.",
        ["Ana noticed a pin on their purse"],
    ),
    (
        "Ana",
        "I used my contacts in the industry and my marketing skills to make connections.",
        ["Ana used their contacts in the industry and their marketing skills to make connections"],
    ),
    (
        "Ana",
        "Still getting used to my new puppy and the new house.",
        ["Ana is still getting used to their new puppy and the new house"],
    ),
    # "that genre", "a few": of what, only the turn before says; ", speaking of" closes nothing.
    ("Ana", "I'm a huge fan of that genre.", []),
    ("Ana", "I'm planning a few.", []),
    ("Ana", "I just reorganized my book shelf, speaking of.", ["Ana just reorganized their book shelf"]),
    # A past verb with "me" after it lost its "it", not its "I" ("I gave me" is never said).
    ("Ana", "Reaching the top was amazing - gave me a real sense of peace.", []),
    ("Ana", "Took my dog to the vet yesterday.", ["Ana took their dog to the vet yesterday (7 May 2023)"]),
    # ", sounds like ..." after a statement is a comment on it, cut as ", it was ..." is.
    (
        "Ana",
        "Adding NYC to my travel list, sounds like a great adventure.",
        ["Ana is adding NYC to their travel list"],
    ),
    # "tell ya" is "tell you": the frame, then the news.
    (
        "Ana",
        "Long time no talk! I wanted to tell ya I just joined a writers group.",
        ["Ana just joined a writers group"],
    ),
    # A gerund that is the subject of a verb of its own is no dropped "I'm".
    (
        "Tim",
        "Overcoming challenges builds strength.",
        ["Overcoming challenges builds strength"],
    ),
    ("Ana", "Planning trips to Rome next month.", ["Ana is planning trips to Rome next month (June 2023)"]),
    # How it goes, said alone: busy, positive, progress. With what, it is kept.
    ("Ana", "I've been keeping busy since we last talked!", []),
    ("Ana", "I'm staying positive.", []),
    ("Ana", "I'm seeing progress.", []),
    ("Ana", "I've been keeping busy with my garden.", ["Ana has been keeping busy with their garden"]),
    # A catch-up alone, a maxim about life, progress of the moment.
    ("Ana", "A lot has changed since last time.", []),
    ("Ana", "Life's all about creating memories.", []),
    ("Ana", "My pups have come a long way.", []),
    ("Ana", "I came a long way to see the show.", ["Ana came a long way to see the show"]),
    # A good time foretold is no plan; "take a look!" after a statement is no part of it.
    ("Ana", "We'll make some awesome memories!", []),
    ("Ana", "I've done an abstract painting too, take a look!", ["Ana has done an abstract painting"]),
    # A dash left by a split is no part of the memory; "ttyl" is a goodbye before the news.
    (
        "Ana",
        "I've been preparing for tournaments, so I've been real busy - but I'm loving it!",
        ["Ana has been preparing for tournaments"],
    ),
    (
        "Ana",
        "I'll ttyl, gotta check out another shelter soon.",
        ["Ana has to check out another shelter soon"],
    ),
    # Checking in is a greeting; what follows it is the news.
    ("Ana", "Hey! Just wanted to check in.", []),
    (
        "Ana",
        "I just wanted to check in and tell you I got a new job at Google.",
        ["Ana got a new job at Google"],
    ),
    # An infinitive with its verb left in the turn before.
    ("Ana", "My sister is completely welcome to.", []),
    # A bare "this"/"that" as the object, then a preposition or a time: what it is, only the moment shows.
    ("Ana", "I painted this after I visited an LGBTQ center.", []),
    ("Ana", "I got this as a treat.", []),
    ("Ana", "I'll keep that in mind next time.", []),
    ("Ana", "I bought that car in 2019.", ["Ana bought a car in 2019"]),
    ("Ana", "I love helping those in need.", ["Ana loves helping those in need"]),
    # "that" after a verb of thinking opens what is thought; it points at nothing.
    (
        "Ana",
        "I'm still thinking that counseling is the way to go.",
        ["Ana is still thinking that counseling is the way to go"],
    ),
    # (A lesson, "I learned that taking breaks is important", is a saying: ``salience.lesson``.)
    (
        "Ana",
        "I learned that my sister is moving to Oslo.",
        ["Ana learned that their sister is moving to Oslo"],
    ),
    ("Ana", "I learned that taking breaks is important.", []),
    # A past verb the lexicon does not know still has the speaker for its dropped subject.
    (
        "Ana",
        "Just skyped with my sister and had a great time.",
        ["Ana skyped with their sister and had a great time"],
    ),
]

# A definite subject in a chat ("the sign"): a thing the session named, a name, a time, one for
# everyone or of everyday life ("the weather"), the household ("the kids"), or a phrase that says
# which; else no memory. "The goal/plan is to ..." is the speaker's, unless someone else's could be.
HARD += [
    ("Ana", "Hey Bo! The sign was just a precaution.", []),
    ("Ana", "Hey Bo! The sprinkles changed the color this time.", []),
    ("Ana", "Hey Bo! The third one can be naughty but loves a good cuddle.", []),
    ("Ana", "Hey Bo! The eagle symbolizes freedom and pride.", []),
    ("Ana", "Hey Bo! The aim was to show warmth and love.", []),
    ("Ana", "Hey Bo! The goal is to give kids a loving home.", ["Ana's goal is to give kids a loving home"]),
    (
        "Ana",
        "Hey Bo! The plan is to open a bakery next year.",
        ["Ana's plan is to open a bakery next year (2024)"],
    ),
    (
        "Ana",
        "Hey Bo! My sister started a charity. The goal is to feed kids in need.",
        ["Ana's sister started a charity"],
    ),
    (
        "Ana",
        "Hey Bo! My new bike is red. The bike has a carbon frame.",
        ["Ana's new bike is red", "Ana's bike has a carbon frame"],
    ),
    (
        "Ana",
        "Hey Bo! I baked a cake for my mom's birthday. The cake had three layers. The sprinkles changed the color.",
        ["Ana baked a cake for their mom's birthday", "The cake had three layers"],
    ),
    (
        "Ana",
        "Hey Bo! The weather ruined my picnic. The decorations blew away.",
        ["The weather ruined Ana's picnic"],
    ),
    # ("the kids" in chat are the speaker's own)
    (
        "Ana",
        "Hey Bo! The kids loved the lake. The rangers showed me a beaver.",
        ["Ana's kids loved the lake"],
    ),
    (
        "Ana",
        "Hey Bo! The Wolves won the championship. The referee made three bad calls.",
        ["The Wolves won the championship"],
    ),
    (
        "Ana",
        "Hey Bo! The people at my church threw me a party. The balloons popped during the speeches.",
        ["The people at Ana's church threw Ana a party"],
    ),
    (
        "Ana",
        "Hey Bo! The toughest thing was that we had to say goodbye to Max. The flowers wilted in the heat.",
        ["The toughest thing was that Ana and others had to say goodbye to Max"],
    ),
    (
        "Ana",
        "Hey Bo! The other day I found a new gym. The trainer gave me a free pass.",
        ["The other day Ana found a new gym"],
    ),
    (
        "Ana",
        "Hey Bo! The screenplay I sent to the festival got a prize. The envelope had a gold seal.",
        ["The screenplay Ana sent to the festival got a prize"],
    ),
    (
        "Ana",
        'Hey Bo! I finished reading "The Lean Startup". The book got me thinking about my business. '
        "The author gave a talk in my town last year.",
        [
            'Ana finished reading "The Lean Startup"',
            'The book "The Lean Startup" got Ana thinking about Ana\'s business',
        ],
    ),
    # "For me, it's ..." has "it" for its subject; a cleft's past act is kept.
    ("Ana", "Hey Bo! For me, it's writing and reading.", []),
    (
        "Ana",
        "Hey Bo! For me, it was when I noticed a little girl sitting alone.",
        ["Ana noticed a little girl sitting alone"],
    ),
    # "It" is the thing the sentence before opened with as its subject, or the name it said alone.
    (
        "Ana",
        "My art is about expressing my experience. It's my way of showing my story.",
        ["Ana's art is about expressing Ana's experience", "Ana's art is Ana's way of showing Ana's story"],
    ),
    (
        "Ana",
        "Yoga's been really awesome for me. It's helped me improve my focus.",
        ["Yoga has helped Ana improve their focus"],
    ),
    (
        "Ana",
        "My cork board is full of quotes. It's filled with pictures too.",
        ["Ana's cork board is full of quotes", "Ana's cork board is filled with pictures"],
    ),
    (
        "Ana",
        "Definitely Star Wars! It's my favorite and never gets old.",
        ["Star Wars is Ana's favorite and never gets old"],
    ),
    ("Ana", "Yeah. It reminds us that we're not alone.", []),
    ("Ana", "Family is everything. It's my whole world.", []),
]


# In a chat, a saying that names no one and nothing particular ("Blogging can make a difference")
# is talk, not a memory, with or without a word of praise; a name, a number, the speaker or a
# definite subject the session can place keeps it.
HARD += [
    ("Ana", "Hey Bo! Overcoming challenges builds strength and pushes personal growth.", []),
    ("Ana", "Hey Bo! A little kindness and optimism can go a long way.", []),
    ("Ana", "Hey Bo! Blogging can make a difference.", []),
    ("Ana", "Hey Bo! Parenting's such a big responsibility.", []),
    ("Ana", "Hey Bo! Pepper and Panda are Lab mixes.", ["Pepper and Panda are Lab mixes"]),
    ("Ana", "Hey Bo! Cooking helps me relax.", ["Cooking helps Ana relax"]),
    (
        "Ana",
        "Hey Bo! I love being outdoors - going for hikes, having picnics - and playing board games.",
        ["Ana loves being outdoors - going for hikes, having picnics - and playing board games"],
    ),
]


# How the speaker holds up, about nothing named, is no memory; with what it is about, it is kept.
HARD += [
    ("Ana", "Hey Bo! I won't quit, no matter what.", []),
    ("Ana", "Hey Bo! I'm staying positive and pushing forward.", []),
    ("Ana", "Hey Bo! I'm determined to make it work.", []),
    ("Ana", "Hey Bo! I've been real busy.", []),
    ("Ana", "Hey Bo! I'm not gonna let anything or anyone stop me.", []),
    ("Ana", "Hey Bo! I'm staying determined and focused.", []),
    ("Ana", "Hey Bo! I'm doing OK, cheers for asking.", []),
    ("Ana", "Hey Bo! I'm doing great at my new job.", ["Ana is doing great at their new job"]),
    ("Ana", "Hey Bo! I stayed focused on my recovery.", ["Ana stayed focused on their recovery"]),
    ("Ana", "Hey Bo! I've been busy with work and family.", ["Ana has been busy with work and family"]),
    (
        "Ana",
        "Hey Bo! I'm determined to make my bakery work.",
        ["Ana is determined to make their bakery work"],
    ),
]


# The speaker's stance towards the listener or what is theirs is a reply, not a fact; what the
# listener gave or recommended, and what the speaker then did, is kept.
HARD += [
    ("Ana", "Hey Bo! I appreciate having you in my corner!", []),
    ("Ana", "Hey Bo! I believe in your power to make a positive difference.", []),
    ("Ana", "Hey Bo! Impressed by your commitment.", []),
    ("Ana", "Hey Bo! Knowing you've got my back really helps keep me going.", []),
    ("Ana", "Hey Bo! Love your creations!", []),
    ("Ana", "Hey Bo! I'd love to take you up on your offer.", []),
    ("Ana", "Hey Bo! Missed chatting with ya!", []),
    ("Ana", "Hey Bo! My advice: stay passionate, focused and resilient.", []),
    ("Ana", "Hey Bo! I miss my old dog a lot.", ["Ana misses their old dog a lot"]),
    # The listener and what may be, the speaker nowhere in it: advice or a prediction.
    ("Ana", "Hey Bo! Instagram and TikTok can help you reach a younger crowd.", []),
    ("Ana", "Hey Bo! With your determination and drive, your dance studio will be a huge success.", []),
    ("Ana", "Hey Bo! An online platform can show off your studio and get investors.", []),
    (
        "Ana",
        "Hey Bo! I took your recommendation and watched Dune last night.",
        ["Ana took Bo's recommendation and watched Dune last night (7 May 2023)"],
    ),
    (
        "Ana",
        "Hey Bo! I still have that stuffed dog you gave me.",
        ["Ana still has that stuffed dog Bo gave Ana"],
    ),
]


# "we" unresolved is "<speaker> and others" once; a later "we"/"us" in the same memory is "they"/"them".
HARD += [
    (
        "Ana",
        "We went to a shelter with food, and we knew we made a real difference.",
        ["Ana and others went to a shelter with food", "Ana and others knew they made a real difference"],
    ),
    (
        "Ana",
        "We used websites that helped us find a place that allowed dogs.",
        ["Ana and others used websites that helped them find a place that allowed dogs"],
    ),
]


# A pet an unnamed "we" has or took in is the speaker's own too; not a thing named after an animal.
HARD += [
    ("Ana", "Hey Bo! We've got a pup and a kitty.", ["Ana has a pup and a kitty"]),
    ("Ana", "Hey Bo! We adopted another puppy called Pixie.", ["Ana adopted another puppy called Pixie"]),
    ("Ana", "Hey Bo! We got another cat named Bailey too.", ["Ana got another cat named Bailey"]),
    ("Ana", "We have a dog park near us.", ["Ana and others have a dog park near them"]),
]


# A "we" after an opening time or word is the company named, as an opening "we" is.
HARD += [
    (
        "Ana",
        "Hey Bo! My kids love the holidays. During Thanksgiving, we usually watch a few movies.",
        [
            "Ana's kids love the holidays",
            "During Thanksgiving, Ana and their kids usually watch a few movies",
        ],
    ),
    (
        "Ana",
        "Hey Bo! My team played hard all season. After that, we celebrated at a restaurant.",
        ["Ana's team played hard all season", "After that, Ana and their team celebrated at a restaurant"],
    ),
]


# A "we" inside a clause is the company the clause named before it; "we ... with my X" is the speaker.
HARD += [
    (
        "Ana",
        "I got this picture of my sister when we went on a hiking trip.",
        ["Ana got a photo of their sister when Ana and their sister went on a hiking trip"],
    ),
    (
        "Ana",
        "My brother used to make me cute notes when we were kids.",
        ["Ana's brother used to make Ana cute notes when Ana and their brother were kids"],
    ),
    (
        "Ana",
        "We went to the lake with my best friends last week.",
        ["Ana went to the lake with their best friends last week (1 May 2023)"],
    ),
    (
        "Ana",
        "We have movie marathons with our friends every month.",
        ["Ana and others have movie marathons with their friends every month"],
    ),
]


# The one group the message calls "our" ("our family", "our team") is who "we" is; two name no one.
HARD += [
    (
        "Ana",
        "The toughest thing is that we had to say goodbye to Max. He was such an important part of our family.",
        [
            "The toughest thing is that Ana and their family had to say goodbye to Max",
            "Max was such an important part of Ana's family",
        ],
    ),
    (
        "Ana",
        "Last Sunday we had our first call-out. Our team worked together.",
        ["Last Sunday (7 May 2023) Ana and their team had their first call-out"],
    ),
    ("Ana", "We love the beach. Our family and our team go there a lot.", ["Ana and others love the beach"]),
]


# A "we" that learns, grows, needs or deserves, undated and naming no one: a saying about people.
HARD += [
    ("Ana", "Hey Bo! Yeah, we learn a lot from our own struggles.", []),
    ("Ana", "Hey Bo! We need folks in the community doing good for the ones who need it.", []),
    (
        "Ana",
        "Hey Bo! We need a good dance floor for me and my students.",
        ["Ana and others need a good dance floor for Ana and their students"],
    ),
]


# A saying of "we" ("we're not alone", "we're part of something bigger") and an undated "we should"
# no company names (also after "I agree that"): about people, no memory.
HARD += [
    ("Ana", "Yeah. It reminds me that we're not alone - we're part of something bigger.", []),
    ("Ana", "Hey Bo! We're part of something bigger.", []),
    ("Ana", "I totally agree that we should fight for more money and resources for our schools.", []),
]


# An object "us" is the one group the message calls "our"; none named, "others".
HARD += [
    (
        "Ana",
        "Max was part of our family. He taught us a lot about love and loyalty.",
        ["Max was part of Ana's family", "Max taught Ana and their family a lot about love and loyalty"],
    ),
    (
        "Ana",
        "Hey Bo! Max was part of our family and our team. He taught us a lot.",
        [
            "Max was part of Ana's family and Ana's team",
            "Max taught Ana and others a lot",
        ],
    ),
    (
        "Ana",
        "A car ran a red light and hit us, but thankfully everyone is okay.",
        ["A car ran a red light and hit Ana and others"],
    ),
]


# A company met or made ("made some friends", "met some people") or "my workmates" is who "we" is.
HARD += [
    (
        "Ana",
        "I made some friends at the convention. We already planned a gaming session together.",
        [
            "Ana made some friends at the convention",
            "Ana and some friends already planned a gaming session together",
        ],
    ),
    (
        "Ana",
        "I met some people who play chess, so I joined in. We had a lot in common and hit it off.",
        ["Ana met some people who play chess", "Ana and some people had a lot in common and hit it off"],
    ),
    (
        "Ana",
        "I got this picture of my workmates when we went on a hiking trip.",
        ["Ana got a photo of their workmates when Ana and their workmates went on a hiking trip"],
    ),
]


# Once "we" is named as a group, "and our team <verb>" is "and they <verb>", not the team again.
HARD += [
    (
        "Ana",
        "Last Sunday we had our first call-out. We responded to a situation and our team worked together.",
        [
            "Last Sunday (7 May 2023) Ana and their team had their first call-out",
            "Ana and their team responded to a situation and they worked together",
        ],
    ),
    (
        "Ana",
        "We beat the top team and our team celebrated all night.",
        ["Ana and their team beat the top team and they celebrated all night"],
    ),
]


# "our" of what everyone has, with no "I" or "we": a saying about people, no memory.
HARD += [
    ("Ana", "Hey Bo! Our kids are our future; they should have the best.", []),
    ("Ana", "Hey Bo! Our actions really do matter.", []),
    ("Ana", "Hey Bo! Our stories can be so inspiring to others.", []),
    ("Ana", "Hey Bo! Our kids love the beach.", ["Ana's kids love the beach"]),
]


# "I'd" before a past participle, an adverb between, is "had"; before a base verb, "would".
HARD += [
    (
        "Ana",
        "I'd never felt so much love before my wedding.",
        ["Ana had never felt so much love before their wedding"],
    ),
    ("Ana", "I'd need a bigger car for the trip.", ["Ana would need a bigger car for the trip"]),
    (
        "Ana",
        "I practice and train every day to stay in shape.",
        ["Ana practices and trains every day to stay in shape"],
    ),
    ("Jon", "Hi Gina! Been hectic for me lately.", []),
    (
        "Ana",
        "Hey Bo! I snapped that pic on my trip to the Smoky Mountains last year.",
        ["Ana snapped a photo on their trip to the Smoky Mountains last year (2022)"],
    ),
    # A reply after an opening word is still a reply; knowing how to do a thing is a skill.
    ("Ana", "Hey Bo! Now I understand what the hype is.", []),
    (
        "Ana",
        "Hey Bo! I know how to bake bread from scratch.",
        ["Ana knows how to bake bread from scratch"],
    ),
    # ", and so they ..." is cut before "and": the memory never ends on a conjunction.
    (
        "Ana",
        "I meet up with other dog owners once a week for tips and so they can all play together.",
        ["Ana meets up with other dog owners once a week for tips"],
    ),
]


# "we" judged, now, with no date, name, number or habit: a remark about "us" in a chat, no memory;
# what "we" did, plan on a date or do as a habit is kept.
HARD += [
    ("Ana", "Hey Bo! We make a great team.", []),
    ("Ana", "Hey Bo! We've come so far.", []),
    ("Ana", "Hey Bo! We're really making progress towards making a positive impact.", []),
    ("Ana", "Hey Bo! We'll find some awesome people for the cause.", []),
    ("Ana", "Hey Bo! We won the final by a tight score.", ["Ana and others won the final by a tight score"]),
    (
        "Ana",
        "Hey Bo! We go on adventures together very often.",
        ["Ana and others go on adventures together very often"],
    ),
]


# A reply's promise or try-out with no date, and a "hopefully" wish, are no memory; a dated one is.
HARD += [
    ("Ana", "Hey Bo! I'll make sure to spread the word about it.", []),
    ("Ana", "Hey Bo! I'll reach out if I need more suggestions.", []),
    ("Ana", "Hey Bo! I think I'll give activities a try with my pups.", []),
    ("Ana", "Hey Bo! Hopefully, David will find the help he needs.", []),
    ("Ana", "Hey Bo! Roasted Chicken is one of my favorites.", ["Roasted Chicken is one of Ana's favorites"]),
    # "that other", "that same" point at what the chat named.
    ("Ana", "Hey Bo! I've read that other popular fantasy series too.", []),
    ("Ana", "Hey Bo! I want to pass that same support to anyone who needs it.", []),
    ("Ana", "Hey Bo! I adopted a second cat that same day.", ["Ana adopted a second cat that same day"]),
    # "something" as the thing done, with nothing after it to say what.
    ("Ana", "Hey Bo! I made something to catch the eye and make people smile.", []),
    ("Ana", "Hey Bo! I did something new that had an impact on me.", []),
    (
        "Ana",
        "Hey Bo! I made something like a quilt for my mom.",
        ["Ana made something like a quilt for their mom"],
    ),
    # A kind of thing, unnamed: what it is, the turn after says.
    ("Ana", "Hey Bo! I've got a funny story.", []),
    ("Ana", "Hey Bo! I learned a new skill!", []),
    ("Ana", "Hey Bo! I have a few plans for the store.", ["Ana has a few plans for the store"]),
    (
        "Ana",
        "Hey Bo! I've got some awesome news -- I adopted another pup from a shelter.",
        ["Ana adopted another pup from a shelter"],
    ),
    (
        "Ana",
        "Hey Bo! I'll give the new gym a try on Friday.",
        ["Ana will give the new gym a try on Friday (12 May 2023)"],
    ),
]

# A purpose is no memory of its own, nor part of one; a hyphenated verb agrees at its end.
HARD += [
    # An order to the listener after a comma is its own clause, and no fact: the statement before it
    # stays a memory.
    (
        "Ana",
        "I'm always trying out new recipes, so let me know if you want suggestions!",
        ["Ana is always trying out new recipes"],
    ),
    ("Ana", "I'm all about desserts, tell me what you think", ["Ana is all about desserts"]),
    # A demonstrative before a participle or a short word lemminflect does not know is still one:
    # "a" replaces it; before a quality ("that responsibility") it points back at talk: withheld.
    # A pictograph before a capital ends a sentence; closing a clause, it is no word of the memory.
    (
        "Ana",
        "Inspiring 💪 I emailed some wholesalers today.",
        ["Ana emailed some wholesalers today (8 May 2023)"],
    ),
    ("Ana", "I adopted a puppy 🐶🐶", ["Ana adopted a puppy"]),
    # A plural before a comma takes no object across it: "The waves, the wind" has no verb.
    ("Ana", "The waves, the wind, it's super exciting and free-feeling.", []),
    # "mine" is the speaker, as "my" is: the clause is about someone.
    ("Ana", "Writing has always been a passion of mine.", ["Writing has always been a passion of Ana's"]),
    # The verb "may" is no month: eagerness about what may come stays eagerness.
    ("Ana", "I'm excited to see what the future may bring.", []),
    ("Ana", "I can't wait to see where this may lead.", []),
    ("Ana", "I'm so excited to fly to Rome in May.", ["Ana is so excited to fly to Rome in May 2023"]),
    ("Ana", "I've been reading this inspiring book.", ["Ana has been reading an inspiring book"]),
    ("Ana", "I've been using this app to practice.", ["Ana has been using an app to practice"]),
    ("Ana", "I take that responsibility seriously.", []),
    ("Ana", "I took this pic at the lake.", ["Ana took a photo at the lake"]),
    (
        "Ana",
        "I want to start a dance studio so I can teach others.",
        ["Ana wants to start a dance studio"],
    ),
    (
        "Ana",
        "I'm learning Spanish so I can talk to my grandma.",
        ["Ana is learning Spanish"],
    ),
    ("Ana", "I saved some money so I could travel.", ["Ana saved some money"]),
    # After a comma, "so I can" says what follows: a clause of its own.
    (
        "Ana",
        "I paid off my loan, so I can finally save for a house.",
        ["Ana paid off their loan", "Ana can save for a house"],
    ),
    ("Ana", "I color-code my notes every week.", ["Ana color-codes their notes every week"]),
    # "even though" opens the second clause whole: no "came even" left behind.
    ("Ana", "I went to the gym even though I was tired.", ["Ana went to the gym"]),
    # A time before "my X and I" leaves them one subject: no "A few years back Ana's friends".
    (
        "Ana",
        "So a few years back my friends and I went on a hike.",
        ["A few years back (2020) Ana and their friends went on a hike"],
    ),
    (
        "Ana",
        "Two years ago my brother and I opened a bakery.",
        ["Two years ago (2021) Ana and their brother opened a bakery"],
    ),
    ("Ana", "I double-check the locks every night.", ["Ana double-checks the locks every night"]),
]


def test_a_named_speaker_saying_their_own_name_writes_nothing_and_rejects_nothing(
    make_memory: MakeMemory,
) -> None:
    # "Hi! I'm Maya." by Maya gave "Maya's name is Maya", which the support check then rejected.
    m = make_memory()
    r = m.add(
        [{"role": "user", "name": "Maya", "content": "Hi! I'm Maya. I live in Lisbon.", "timestamp": T0}],
        user_id="conv",
        session_id="s1",
        now=T0,
    )
    assert [i.text for i in r.added] == ["Maya lives in Lisbon"]
    assert r.rejected == []


def test_we_is_the_name_said_beside_the_speaker(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Bo", "How was your summer?"),
            ("Ana", "Max and I went camping at Lake Tahoe. We hiked up Mount Tallac and swam in the lake."),
            ("Bo", "Nice."),
            ("Ana", "Max and I went camping. My kids came too. We hiked up Mount Tallac."),
        ],
    )
    assert got[1] == ["Ana and Max went camping at Lake Tahoe and hiked up Mount Tallac and swam in the lake"]
    assert got[3] == ["Ana and Max went camping", "Ana and their kids hiked up Mount Tallac"]  # named later


def test_a_name_is_of_the_one_animal_or_person_the_speaker_named(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Ana", "I just adopted this cute pup from a shelter last week."),
            ("Bo", "Wow, how cute! What's her name?"),
            ("Ana", "Her name is Shadow! She's full of energy."),
            ("Bo", "That baby in the pic is adorable! What's their name?"),
            ("Ana", "Thanks! Our one-year-old is so cute, his name is Kyle!"),
            ("Bo", "Do your dogs get along?"),
            ("Ana", "My dogs love each other. Their names are Pepper and Panda."),
            ("Bo", "Who came along?"),
            ("Ana", "My sister and my dog came along. Her name is Lily."),
        ],
    )
    assert got[2] == ["Ana's pup's name is Shadow", "Shadow is full of energy"]
    assert got[4] == ["Ana's one-year-old's name is Kyle"]
    assert "Ana's dogs' names are Pepper and Panda" in got[6]
    assert not any("Lily" in m for m in got[8])  # the sister's or the dog's: two in reach


def test_a_name_given_is_of_the_one_the_speaker_named(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Ana", "I recently adopted another pup from a shelter. He's the best."),
            ("Bo", "That's awesome! What is his name?"),
            ("Ana", "I named him Buddy because he's my buddy!"),
            ("Bo", "Cute! And the kittens?"),
            ("Ana", "I named them Salt and Pepper, and they love to nap."),
        ],
    )
    assert got[2] == ["Ana named their pup Buddy"]
    assert got[4] == []  # "them": no kittens of Ana's were named by Ana


def test_an_order_to_the_listener_is_no_memory(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Bo", "Your cakes look great!"),
            ("Ana", "Thanks Bo! I love to bake, so just shoot me a question anytime you need a recipe."),
            ("Bo", "Will do."),
            ("Ana", "Bo, text me when you land in Rome."),
        ],
    )
    # "Shoot me ...", "Text me ...": a verb before "me" orders; the reason before it is the speaker's.
    assert got[1] == ["Ana loves to bake"] and got[3] == []


def test_we_is_the_one_company_named_earlier_in_the_session(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Ana", "My team won the regional final last week."),
            ("Bo", "Congrats!"),
            ("Ana", "Thanks, it was a long season."),
            ("Bo", "Anything special you do to stay close?"),
            ("Ana", "We have team dinners and outings every month."),
            ("Bo", "Cool."),
            ("Ana", "We love talking about what we're proud of."),
        ],
    )
    assert got[4] == ["Ana and their team have team dinners and outings every month"]
    assert got[6] == ["Ana and their team love talking about what they're proud of"]


def test_we_is_others_when_the_session_named_two_companies(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Ana", "My team won the final. My kids were there too."),
            ("Bo", "Congrats!"),
            ("Ana", "Thanks, it was a long season."),
            ("Bo", "Anything special planned?"),
            ("Ana", "We went to a lake house for the weekend."),
        ],
    )
    assert got[4] == ["Ana and others went to a lake house for the weekend"]


def test_we_is_not_the_company_it_acts_on(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Ana", "I got a tattoo of my four dogs on my arm."),
            ("Bo", "Cool!"),
            ("Ana", "Thanks, it took hours."),
            ("Bo", "How do you train them?"),
            ("Ana", "We teach them tricks like sit and shake."),
            ("Bo", "Nice."),
            ("Ana", "Oh yeah it was a great day - we had tons of fun outside."),
        ],
    )
    assert got[4] == []  # "them" is the dogs, so "we" is not; and "them" alone is withheld
    assert got[6] == ["Ana and their dogs had tons of fun outside"]  # how many is not said again


def test_we_echoing_the_listeners_we_for_the_two_of_them_is_no_memory(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Bo", "It's really nice to help. We make a great team."),
            ("Ana", "Yup, we rock as a team!"),
            ("Bo", "You're gonna do great with your studio. We'll get through this!"),
            ("Ana", "We've put our hearts into our dreams."),
            ("Bo", "It's about the journey and what we learn."),
            ("Ana", "We had to dig deep to win the final."),
            ("Bo", "We went to the lake last week!"),
            ("Ana", "We go to the zoo every Sunday."),
        ],
    )
    assert got[1] == [] and got[3] == []  # a remark between the two of them
    assert got[5] == ["Ana and others had to dig deep to win the final"]  # what "we" did: an event
    assert got[7] == ["Ana and others go to the zoo every Sunday"]  # Bo's own "we", in the past


def test_we_is_not_the_company_the_listener_named_as_theirs(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Bo", "My family has been my rock."),
            ("Ana", "That's great! We had a blast at a concert last week."),
            ("Bo", "How was the trip with your family?"),
            ("Ana", "We hiked up Mount Tallac."),
        ],
    )
    assert got[1] == ["Ana and others had a blast at a concert last week (1 May 2023)"]  # Bo's family
    assert got[3] == ["Ana and their family hiked up Mount Tallac"]  # Bo asked of Ana's


def test_a_yes_to_what_was_asked_is_no_memory(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [("Bo", "Can I come over tomorrow?"), ("Ana", "I don't see why not! I bake bread on Sundays.")],
    )
    assert got[1] == ["Ana bakes bread on Sundays"]


def test_a_purpose_goes_with_what_it_is_for(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Bo", "How's work?"),
            ("Ana", "Thanks! Work's going fine, just been keeping up with emails so I can leave early."),
        ],
    )
    # What it is for says how things go, no memory; "Ana can leave early" alone would misread it.
    assert got[1] == []


def test_the_hard_table_has_the_issue_kinds() -> None:
    assert len(HARD) >= 20


@pytest.mark.parametrize(("speaker", "message", "expected"), HARD)
def test_hard_sentences_give_the_right_memory_or_none(
    make_memory: MakeMemory, speaker: str, message: str, expected: list[str]
) -> None:
    assert said(make_memory(), [(speaker, message)]) == [expected]


def test_a_definite_subject_is_named_in_the_session_or_withheld(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Bo", "Whoa, that sign looks serious. Did anything happen?"),
            ("Ana", "The sign was just a precaution."),
            ("Bo", "What's the goal of your project?"),
            ("Ana", "The goal is to empower people in my town."),
            ("Bo", "How's your dance studio?"),
            ("Ana", "The dance studio opened last week."),
            ("Bo", "Did you raise any donations for the fire station?"),
            ("Ana", "Hmm."),
            ("Bo", "Wow!"),
            ("Ana", "The donations helped buy a new fire truck."),
        ],
    )
    assert got[1] == []  # the listener's "that sign" only points at a photo
    assert got[3] == ["Ana's goal is to empower people in Ana's town"]  # asked about hers: still hers
    assert got[5] == ["Ana's dance studio opened last week (1 May 2023)"]  # "your dance studio"
    assert got[9] == ["The donations helped buy a new fire truck"]  # named three turns before


def test_without_a_chat_a_definite_subject_is_the_users_own(make_memory: MakeMemory) -> None:
    # Said to an assistant, not in a chat among named people: "the conference" is the user's.
    assert said(make_memory(), [("Ana", "The sign was just a precaution.")]) == [
        ["The sign was just a precaution"]
    ]


def test_a_vocative_is_never_the_subject_and_you_is_the_listener(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("John", "Hey James! How have you been?"),
            ("James", "John, long time no talk"),
            ("John", "I'm so proud of you for finishing the marathon"),
            ("James", "Me and my siblings don't hang out much"),
        ],
    )
    assert got[1] == []  # "John, long time no talk" is about no one
    assert got[2] == ["John is so proud of James for finishing the marathon"]
    assert got[3] == ["James and their siblings don't hang out much"]


def test_a_reaction_to_what_the_listener_showed_is_no_taste(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Ben", "Here's my latest painting."),
            ("Ana", "Love the red and blue."),
            ("Ana", "I love the color and texture."),
            ("Ana", "Have you been to Italy? I had a blast there last month."),
        ],
    )
    assert got[1:] == [[], [], ["Ana had a blast in Italy last month (April 2023)"]]


def test_it_can_be_the_thing_the_speaker_shows(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Ben", "How are you?"),
            (
                "Ana",
                "I also wanted to share this bookshelf with you. It's filled with my favorite fantasy novels.",
            ),
        ],
    )
    assert got[1] == ["The bookshelf is filled with Ana's favorite fantasy novels"]


def test_they_can_be_what_the_listener_just_asked_about(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Ben", "What do your turtles eat?"),
            ("Ana", "They eat vegetables, fruits and insects."),
            ("Ben", "How are your relationships going?"),
            ("Ana", "They bring me so much joy."),
        ],
    )
    assert got[1] == ["Ana's turtles eat vegetables, fruits and insects"]
    assert got[3] == []


def test_whom_the_question_just_named_beats_the_speakers_previous_turn(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Ana", "My boots are worn out from all the hiking."),
            ("John", "Did Tim and Sam finish the puzzle?"),
            ("Ana", "They finished it last night."),
            ("John", "Did Tim and you finish the puzzle?"),
            ("Ana", "They finished it last night."),
            ("Ana", "My brother is visiting."),
            ("John", "Did Jake like the cake?"),
            ("Ana", "He ate three slices at the party."),
            ("Ana", "My sister is visiting."),
            ("John", "Is your mom still in Paris?"),
            ("Ana", "She flew back home on Sunday."),
        ],
    )
    assert got[2] == ["Tim and Sam finished the puzzle last night (7 May 2023)"]  # not "Ana's boots"
    assert got[4] == []  # "Tim and you": not "they", and not the boots either
    assert got[7] == ["Jake ate three slices at the party"]  # not "Ana's brother"
    assert got[10] == ["Ana's mom flew back home on Sunday (7 May 2023)"]


def test_a_pronoun_object_is_the_one_thing_the_question_just_gave(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Ana", "I played at the bar last night."),
            ("Bo", "Do you still have that old guitar?"),
            ("Ana", "Yes, I still play it every day."),
            ("Ana", "My dogs love the beach."),
            ("Bo", "That's sweet! What are their names?"),
            ("Ana", "Max and Bo."),
            ("Bo", "Aww! How long have you had them?"),
            ("Ana", "I've had them for 3 years."),
            ("Bo", "Did you bring any pictures of the new beds?"),
            ("Ana", "My dogs love them."),
            ("Bo", "How long do you hold that pose?"),
            ("Ana", "I typically hold it for 30-60 seconds."),
            ("Bo", "That letter is really awesome! Does it remind you of your childhood?"),
            ("Ana", "My brother wrote it for my birthday."),
        ],
    )
    # The listener has it: hers; the yes says she still has what the question described.
    assert got[2] == ["Ana still has the old guitar", "Ana still plays their old guitar every day"]
    assert got[7] == ["Ana has had their dogs for 3 years"]  # the question's "them": her dogs
    assert got[9] == ["Ana's dogs love the new beds"]
    assert got[11] == []  # "that pose": which, only the photo shows
    assert got[13] == []  # the question's own "it" is the letter, not "your childhood"


def test_a_work_pointed_at_is_the_one_title_in_quotes_named_before(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Ana", "I read a lot."),
            ("Bo", 'Have you read "The Lean Startup"?'),
            ("Ana", "Yes, that book changed how I work."),
            ("Jon", "I'm currently reading \"The Lean Startup\" and hoping it'll give me tips for my biz."),
            ("Bo", "It sounds great! Could it spark any ideas for your dance studio?"),
            ("Jon", "Yeah, the book got me thinking about building a focused and efficient business."),
            ("Bo", "What are you watching?"),
            (
                "Tim",
                "I'm excited to watch this new show called \"The Wheel of Time\". It's based on a book series I love.",
            ),
            ("Bo", 'Have you seen "Dune" or read "Emma"?'),
            ("Ana", "Yes, that book changed how I work."),
            ("Tim", 'We watched "Harry Potter and the Philosopher\'s Stone" last night.'),
            ("Bo", "Must have been a dream!"),
            ("Tim", "Watching that movie with my family was awesome."),
        ],
    )
    # The yes answers the question too (``answers.yes_answer``).
    assert got[2] == ['Ana has read "The Lean Startup"', 'The book "The Lean Startup" changed how Ana works']
    assert got[5] == [
        'The book "The Lean Startup" got Jon thinking about building a focused and efficient business'
    ]
    assert got[7] == [
        'Tim is excited to watch a new show called "The Wheel of Time"',
        'The new show "The Wheel of Time" is based on a book series Tim loves',
    ]
    assert got[9] == []  # two titles, neither said to be a book
    assert got[12] == []  # how watching it was: no fact of the movie


def test_a_quantity_counts_what_the_previous_turn_named(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Ben", "Are you planning on submitting any more scripts soon?"),
            ("Ana", "Yep! I actually just submitted a few more last week!"),
            ("Ben", "Did you bake any cookies or cakes?"),
            ("Ana", "I baked some more yesterday."),
        ],
    )
    assert got[1] == ["Ana just submitted a few more scripts last week (1 May 2023)"]
    assert got[3] == []  # cookies or cakes: which, the words do not say


def test_a_pronoun_inside_is_who_the_previous_turn_named(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Maria", "Max looks so peaceful in that photo. It's nice to remember him like that."),
            # ("He brought us so much joy" is a feeling, no memory: ``salience.given_to_the_mind``.)
            (
                "John",
                "He taught us a lot about loyalty. We're grateful to have had him as part of our family.",
            ),
            ("Nate", "What made you name her Tilly?"),
            ("Joanna", "I used to have a dog back home, but I got allergic and we had to get rid of her."),
        ],
    )
    assert got[1] == [  # "we" and "us": the one group the message calls "our"
        "Max taught John and their family a lot about loyalty",
        "John and their family are grateful to have had Max as part of their family",
    ]
    assert not any("Tilly" in m for m in got[3])  # a dog was named in between: "her" is not Tilly


def test_a_name_with_a_capital_inside_is_whole_and_the_name_said_last_counts(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Tim", "LeBron is incredible. Have you ever had the chance to meet him?"),
            ("John", "Yeah, I've had the chance to meet him a few times."),
            ("Tim", "McDonald is my coach. I like him a lot."),
        ],
    )
    assert got[1] == ["John has had the chance to meet LeBron a few times"]  # not "Le"
    # "him" may be McDonald, said just before, or LeBron: two people in reach, so no memory says whom.
    assert got[2] == ["McDonald is Tim's coach"]


def test_the_listeners_own_things_are_not_the_speakers(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Audrey", "My dogs love the beach."),
            ("Andrew", "I bet they look adorable on the sand."),
            ("Ben", "How is the job at Fox Hollow going?"),
            ("Ana", "I started volunteering here a year ago."),
        ],
    )
    assert got[1] == []  # Audrey's dogs, never "Andrew's dogs"
    assert got[3] == ["Ana started volunteering at Fox Hollow a year ago (2022)"]


def test_an_interjection_does_not_hide_a_deictic_subject(make_memory: MakeMemory) -> None:
    got = said(make_memory(), [("Ben", "Hi Ana!"), ("Ana", "Oof, that vet trip must have been chaotic.")])
    assert got[1] == []


def test_without_a_known_listener_you_is_withheld(make_memory: MakeMemory) -> None:
    assert said(make_memory(), [("Ana", "I'm so proud of you")]) == [[]]


def test_a_name_that_is_also_a_verb_opens_no_imperative(make_memory: MakeMemory) -> None:
    # In a chat an imperative is advice to the listener; "Harry" (to harry) here is a name.
    got = said(
        make_memory(), [("Sam", "What do you like to read?"), ("Tim", "Harry Potter is my favorite book.")]
    )
    assert got == [[], ["Harry Potter is Tim's favorite book"]]


def test_a_duration_alone_answers_the_how_long_question_before_it(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Mel", "How long have you been into art?"),
            ("Caroline", "Since I was 17 or so. I find it so empowering."),
            ("Mel", "How long have you had your dog?"),
            ("Caroline", "For about three years now."),
            ("Mel", "How long have you been creating art?"),
            ("Caroline", "Since I was 17 or so."),
        ],
    )
    assert got[1] == ["Caroline has been into art since Caroline was 17 or so"]
    assert got[3] == ["Caroline has had their dog for about three years now"]
    # The question's words ("creating art") back the answer with its quote (``support``).
    assert got[5] == ["Caroline has been creating art since Caroline was 17 or so"]
    # Without the question, "Since I was 17 or so" is half a sentence: no memory.
    assert said(make_memory(), [("Caroline", "Since I was 17 or so.")]) == [[]]


def test_we_is_the_company_named_or_asked_about_or_the_two_who_talk(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Nate", "How was the camping trip with your family?"),
            ("Mel", "We roasted marshmallows and shared stories around the campfire."),
            ("Nate", "Mel, I love hiking and board games."),
            ("Mel", "Nate, we both have similar interests!"),
            ("Mel", "I'm friends with one of my fellow volunteers now. We both love helping others."),
        ],
    )
    assert got[1] == ["Mel and their family roasted marshmallows and shared stories around the campfire"]
    assert got[3] == ["Mel and Nate both have similar interests"]
    # The company the message named comes before the listener.
    assert "Mel and their fellow volunteers both love helping others" in got[4]
    # ... and the company the speaker's own turn before named.
    later = said(
        make_memory(),
        [
            ("Mel", "My girlfriend and I love to discover new places to eat."),
            ("Nate", "Oh nice, any favorites?"),
            ("Mel", "We found an awesome cafe with amazing pastries."),
        ],
        user_id="conv2",
    )
    assert later[2] == ["Mel and their girlfriend found an awesome cafe with amazing pastries"]


def test_a_greeting_names_the_listener_at_the_start_of_a_session(make_memory: MakeMemory) -> None:
    # The session's first turn: nobody else has spoken, but "Hey Nate" says whom "your" means.
    got = said(
        make_memory(),
        [("Joanna", 'Hey Nate, how\'s it going? I took your advice and watched "Dune" last night!')],
    )
    assert got == [['Joanna took Nate\'s advice and watched "Dune" last night (7 May 2023)']]
    assert said(make_memory(), [("Joanna", 'I took your advice and watched "Dune" last night!')]) == [[]]


def test_a_hypothetical_move_never_supersedes_where_the_speaker_lives(make_memory: MakeMemory) -> None:
    m = make_memory()
    said(m, [("Ana", "I live in Paris"), ("Ana", "If I moved to Rome, I would open a bakery.")])
    assert [i.text for i in m.list("conv", status="active").items] == ["Ana lives in Paris"]


@pytest.mark.parametrize(
    ("clause", "reason"),
    [
        ("If I moved to Rome", "hypothetical or conditional"),
        ("I would open a bakery", "hypothetical or conditional"),
        ("I never said I hate my job", "reported speech or denial"),
        ("yeah right, I love Mondays", "sarcasm"),
        ("you're so brave", "addressed to the listener"),
        ("They love it", "unresolved pronoun or deictic subject"),
        ("I'm lucky to have them", "unresolved pronoun or deictic object"),
        ("I submitted a few more last week", "unresolved pronoun or deictic object"),
        ("walking them always reminds me to relax", "unresolved pronoun or deictic object"),
        ("I feel a sense of purpose with them", "unresolved pronoun or deictic object"),
        ("I got some new beds for them", "unresolved pronoun or deictic object"),
        ("my kids love it when I read with them", None),
        ("I found some more trails", None),
        ("I'd like a window seat", None),
        ("I live in Paris", None),
    ],
)
def test_withheld_names_the_reason(clause: str, reason: str | None) -> None:
    assert withheld(clause) == reason


def test_the_gold_file_holds_three_hundred_hand_judged_turns() -> None:
    import json
    from pathlib import Path

    gold = json.loads((Path(__file__).parents[1] / "data" / "gold_memories.json").read_text("utf-8"))
    turns = gold["turns"]
    assert len(turns) >= 300
    assert all({"conv", "dia_id", "speaker", "context", "text", "memories"} <= set(t) for t in turns)
    assert len({(t["conv"], t["dia_id"]) for t in turns}) == len(turns)
    # The second annotation covers the same turns, in the same order, so agreement is over one set.
    second = json.loads((Path(__file__).parents[1] / "data" / "gold_memories_b.json").read_text("utf-8"))
    assert [(t["conv"], t["dia_id"]) for t in second["turns"]] == [(t["conv"], t["dia_id"]) for t in turns]
    assert all(isinstance(t["memories"], list) for t in second["turns"])


@pytest.mark.parametrize(
    ("clause", "kind"),
    [
        ("Went to the park yesterday", "speaker"),
        ("Got me thinking of my old hiking pics", "missing"),
        ("Finished my first marathon", "speaker"),
        ("Makes Melanie feel like maybe", "missing"),
        ("Sounds fun", "missing"),
        ("Glad you found it", "missing"),
        ("Dogs love the park", "explicit"),
        ("Gina built a new website", "explicit"),
        # A participle before its noun, then "is": the subject is said, no "I" was dropped.
        ("Roasted chicken is one of my favorites", "explicit"),
        ("Baked goods are my thing", "explicit"),
        ("Went home and slept", "speaker"),
        # "Been hectic for me lately": how it was for the speaker; "it has" was lost, not "I have".
        ("Been hectic for me lately", "missing"),
        ("Been really tough for us", "missing"),
        ("Been busy lately", "speaker"),
    ],
)
def test_a_dropped_subject_is_the_speaker_or_missing(clause: str, kind: str) -> None:
    assert implied_subject(clause) == kind


def test_a_dropped_i_is_written_as_the_speaker(make_memory: MakeMemory) -> None:
    assert said(make_memory(), [("Ana", "Went hiking at Fox Hollow yesterday")]) == [
        ["Ana went hiking at Fox Hollow yesterday (7 May 2023)"]
    ]


def test_a_wish_for_us_is_no_fact_but_what_we_did_is(make_memory: MakeMemory) -> None:
    # With a listener, "we" could be speaker and listener; "we can ..." as the main clause is a wish
    # or a suggestion, not something that happened.
    got = said(
        make_memory(),
        [
            ("Maria", "Hey John, how are the veterans doing?"),
            ("John", "Together, we can make a difference for our veterans."),
            ("John", "Or perhaps we can all go birdwatching sometime."),
            ("John", "Change starts small, so with hard work, we can make something great."),
            ("John", "We took the kids to the lake last Sunday."),
            ("John", "Last week I saw the impact we can make."),
        ],
    )
    assert got[1:] == [
        [],
        [],
        [],
        ["John and others took the kids to the lake last Sunday (7 May 2023)"],
        ["Last week (1 May 2023) John saw the impact John and others can make"],
    ]


def test_an_imperative_after_just_is_advice_to_the_listener(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Audrey", "Hey Andrew, sorry to hear about work being tough."),
            ("Andrew", "Thanks Audrey."),
            ("Audrey", "Just remember to take care of yourself and find ways to manage stress."),
            ("Audrey", "Just got back from a long hike at Fox Hollow."),
        ],
    )
    assert got[2:] == [[], ["Audrey got back from a long hike at Fox Hollow"]]


def test_what_speaker_and_listener_share_is_said_as_theirs(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [("Melanie", "Hey Caroline!"), ("Caroline", "Hi Melanie! I wrote a poem about our friendship.")],
    )
    assert got[1] == ["Caroline wrote a poem about their friendship with Melanie"]


def test_replies_and_bare_lists_in_a_chat_are_no_memory(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Audrey", "Hey Andrew! Let's have a pastry party sometime! What do you do with your dogs?"),
            ("Andrew", "That looks delicious! A pastry party sounds awesome, count me in!"),
            ("Andrew", "I hear ya."),
            ("Andrew", "I can feel the serenity, Audrey."),
            ("Andrew", "Hey Audrey, yeah it's a bummer that I didn't do well."),
            ("Andrew", "Good on you for helping strangers out, Audrey!"),
            ("Andrew", "Audrey, I'm so proud of you for staying strong and being true to yourself."),
            ("Andrew", "The photo you shared is so powerful, Audrey. I'll keep ya posted."),
            ("Andrew", "Crossing my fingers for you, Audrey!"),
            ("Andrew", "Here ya go, a pic of my cork board."),
            (
                "Andrew",
                "We give them lots of activities - puzzles, training, hide-and-seek - they love it all!",
            ),
            ("Andrew", "My hobbies are painting, hiking, and reading."),
        ],
    )
    assert got[1:] == [
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        [],
        ["Andrew's hobbies are painting, hiking, and reading"],
    ]


def test_we_is_the_company_the_speakers_previous_turn_named(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("John", "Hey Maria! I just started going to boot camps with my fam last month."),
            ("Maria", "Sounds awesome, John! Have you noticed any changes?"),
            ("John", "Yeah Maria! We've had lots more energy."),
        ],
    )
    assert got[2] == ["John and their family have had lots more energy"]


def test_a_pronoun_object_is_what_the_turn_before_gave_the_same_verb(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Maria", "How often do you get to see sunsets like that on your walks?"),
            ("John", "Thanks, Maria! I see them at least once a week."),
            ("Tim", "Do you ever bake cookies?"),
            ("John", "I bake them every Sunday."),
            ("Tim", "How long do you usually hold that pose?"),
            ("John", "I typically hold it for 30-60 seconds."),
            ("Tim", "Did you see the players? Did you see the coaches?"),
            ("John", "I saw them after the game."),
            ("Tim", "Did you see the sunset?"),
            ("John", "I see them every evening."),
        ],
    )
    assert got[1] == ["John sees sunsets at least once a week"]
    assert got[3] == ["John bakes cookies every Sunday"]
    assert got[5] == []  # "that pose" points at a photo: which pose, only the moment shows
    assert got[7] == []  # the players or the coaches: two things the verb took
    assert got[9] == []  # "them" is no single sunset


def test_another_one_is_the_one_thing_the_message_named(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Bo", "What's new?"),
            ("Ana", "I can't stop thinking about the screenplay, so I just started writing another one."),
            ("Bo", "Oh?"),
            ("Ana", "I lost my phone last week. I bought a new one yesterday."),
            ("Bo", "Oh?"),
            ("Ana", "I sold my old bike and my car, so I bought a new one."),
            ("Bo", "Oh?"),
            ("Ana", "I miss my sister, so I found a new one."),
        ],
    )
    assert got[1] == ["Ana just started writing another screenplay"]
    assert got[3] == [
        "Ana lost their phone last week (1 May 2023)",
        "Ana bought a new phone yesterday (7 May 2023)",
    ]
    assert got[5] == ["Ana sold their old bike and their car"]  # a bike or a car: which, the words do not say
    assert got[7] == ["Ana misses their sister"]  # a person is no thing "one" counts


def test_here_and_there_can_be_the_one_place_said_without_a_capital(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Nate", "I start to hang out with some people outside of my circle at the tournament."),
            ("Joanna", "Is it a weird relationship with them being competitors and all?"),
            (
                "Nate",
                "Kind of. Some people are more competitive, so I stick around the more chill people here.",
            ),
            ("Melanie", "What do you hope to do next time?"),
            (
                "Caroline",
                "I'm carrying on volunteering at the youth center. I've made strong connections with people there.",
            ),
            ("Bo", "I was at the gym and then at the library."),
            ("Ana", "I made some friends there."),
            ("Bo", "I'm busy at the moment."),
            ("Ana", "I made some friends here."),
        ],
    )
    assert got[2] == ["Nate sticks around the more chill people at the tournament"]
    assert got[4] == [
        "Caroline is carrying on volunteering at the youth center and has made strong connections "
        "with people at the youth center"
    ]
    assert got[6] == []  # the gym or the library: which, the words do not say
    assert got[8] == []  # "at the moment" is no place


def test_they_can_be_the_speakers_family_or_the_one_group_named(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Maria", "Wow, John, that's a great pic! Your family looks so cheerful and loving."),
            ("John", "Thanks, Maria. They really help me stay centered."),
            ("Caroline", "How was the move?"),
            ("Melanie", "My fam's been awesome - they helped out and showed lots of love and support."),
            ("Joanna", "Do you like your pets?"),
            (
                "Nate",
                "For me, it's spending time with my pets and my hobbies; they let me take a break from reality.",
            ),
            ("John", "Are Harry Potter and GoT still your favorites?"),
            ("Tim", "Yes, they are still my favorites."),
            ("Bo", "How's the season?"),
            ("Ana", "I'm mentoring the younger players on my team. I love sharing my skills with them."),
        ],
    )
    assert got[1] == ["John's family helps John stay centered"]
    assert got[3] == ["Melanie's family helped out and showed lots of love and support"]
    assert got[5] == []  # the pets or the hobbies: which, the words do not say
    # "they" are what the question named, not "Tim's favorites" (``referents.resolve_asked``).
    assert got[7] == ["Harry Potter and GoT are still Tim's favorites"]
    assert got[9] == [
        "Ana is mentoring the younger players on Ana's team"
    ]  # "them": the players, not the team


def test_it_can_be_the_gerund_the_clause_before_opened_with(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Bo", "How are you?"),
            (
                "Jon",
                "Losing my job was a bummer, but it pushed me to take the plunge and go for my biz dreams.",
            ),
            ("Bo", "Nice."),
            (
                "John",
                "Incorporating strength training changed the game for me. It gave me the upper hand over my rivals.",
            ),
            ("Bo", "Nice."),
            ("Ana", "Morning yoga is my thing. It helps me focus at work."),
            ("Bo", "Nice."),
            ("Ana", "Painting with my kids and baking with my mom are my joys. It helps me focus at work."),
        ],
    )
    assert got[1][-1] == "Losing Jon's job pushed Jon to take the plunge and go for their business dreams"
    assert got[3][-1] == "Incorporating strength training gave John the upper hand over their rivals"
    assert got[5] == ["Morning yoga is Ana's thing"]  # "Morning" is no gerund
    assert not any("helps" in m for m in got[7])  # painting or baking: two activities


def test_they_asked_about_is_the_one_group_the_speaker_named_this_session(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Nate", "I took my turtles out for a walk today."),
            ("Joanna", "Fun! Where did you go?"),
            ("Nate", "Just around the lake, it was sunny."),
            ("Joanna", "Aww, they're so cute! What do they eat?"),
            ("Nate", "They eat a combination of vegetables, fruits, and insects."),
            ("Joanna", "My dogs love the park. See how happy they are?"),
            ("Nate", "They look like they're really enjoying themselves."),
            ("Joanna", "Just the GoT series. Have you read them?"),
            ("Nate", "They are on my list for the summer."),
        ],
    )
    assert got[4] == ["Nate's turtles eat a combination of vegetables, fruits, and insects"]
    assert got[6] == []  # the asker's own dogs
    assert got[8] == []  # the books the asker named


def test_a_group_they_takes_a_singular_verb_also_after_and(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Maria", "Have you discussed it with your family yet?"),
            ("John", "Yes! They've been supportive and understand why I want to volunteer."),
        ],
    )
    assert got[1] == ["John's family has been supportive and understands why John wants to volunteer"]


def test_he_or_she_is_the_one_name_the_message_or_the_question_said(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Caroline", "What's the funniest thing your cat has done?"),
            ("Melanie", "Oliver's hilarious! He hid his bone in my slipper once."),
            ("Tim", "LeBron is incredible. Have you ever had the chance to see him play live?"),
            ("John", "I saw him play twice. He's a great leader and puts others first."),
            ("Maria", "Wow!"),
            (
                "John",
                # ("She showed me the importance of gratitude" is a lesson, no memory: ``salience.lesson``.)
                "Yesterday I met this amazing woman, Jean, who had been through a lot. She gave me a book about gratitude.",
            ),
            ("Maria", "Wow!"),
            ("John", "My mom met Tom yesterday. She liked his garden a lot."),
            ("Maria", "Wow!"),
            ("John", "I met Tom and Sam at the game. He gave me a ticket."),
        ],
    )
    assert got[1] == ["Oliver hid his bone in Melanie's slipper once"]
    assert got[3][-1] == "John thinks LeBron is a great leader and puts others first"
    assert got[5][-1] == "Jean gave John a book about gratitude"
    assert not any("Tom liked" in m for m in got[7])  # the mom, or Tom: "she" is not Tom
    assert not any("gave John a ticket" in m for m in got[9])  # Tom or Sam: which, the words do not say


# A comment joined to a kept statement ("and it was ...", "plus it's ...") is cut, also when the
# statement's opening pronoun was resolved.
HARD += [
    (
        "Ana",
        "Hey Bo! I met LeBron a few times. He's real chill and it was a wild experience.",
        ["Ana met LeBron a few times", "Ana thinks LeBron is real chill"],
    ),
    (
        "Ana",
        "Hey Bo! I'm giving my voice and making a real difference, plus it's fulfilling in so many ways.",
        ["Ana is giving their voice and making a real difference"],
    ),
    (
        "Ana",
        "Hey Bo! My sister Mia moved to Oslo. She loves the city and it was a big step.",
        ["Ana's sister Mia moved to Oslo; lives in Oslo", "Ana's sister Mia loves the city"],
    ),
]


# Recalling what the listener pointed at is a reply ("which classes", the turn before says); a
# recall that says which is kept, and a "do" that only stresses the verb is dropped.
HARD += [
    ("Ana", "Hey Bo! Yeah, I do remember those dance classes!", []),
    ("Ana", "Hey Bo! I still remember that trip.", []),
    ("Ana", "Hey Bo! Oh I remember it so well.", []),
    (
        "Ana",
        "Hey Bo! I do remember the dance classes I took as a kid.",
        ["Ana remembers the dance classes Ana took as a kid"],
    ),
    ("Ana", "Hey Bo! I do love hiking in the Alps.", ["Ana loves hiking in the Alps"]),
]


# What something takes ("needs hard work", "takes a lot of patience") is a saying, whoever says it.
HARD += [
    ("Ana", "Hey Bo! My dance studio and biz ventures need the hard work I'm putting in.", []),
    ("Ana", "Hey Bo! Dancing and running my biz need hard work.", []),
    ("Ana", "Hey Bo! Training a puppy takes a lot of patience and dedication.", []),
    ("Ana", "Hey Bo! My recovery required some time off.", ["Ana's recovery required some time off"]),
]


# A feeling promised for what the listener gave or showed ("I'll cherish that ...") is a reply; a
# memory promised that names what it is of is kept.
HARD += [
    ("Ana", "Hey Bo! I'll cherish that little guy with all my heart!", []),
    ("Ana", "Hey Bo! I will treasure these photos forever.", []),
    ("Ana", "Hey Bo! I'll always remember my trip to Oslo.", ["Ana will always remember their trip to Oslo"]),
]


# An ending that adds to what was said before ("too", "as well", "personally") or laughs is padding.
HARD += [
    ("Ana", "Hey Bo! I made a painting too!", ["Ana made a painting"]),
    ("Ana", "Hey Bo! I'll always love reading, personally.", ["Ana will always love reading"]),
    ("Ana", "Hey Bo! I'm almost sold on a pottery class haha", ["Ana is almost sold on a pottery class"]),
]


# A phrase after a dash that only judges the statement before it is cut; one that says more stays.
HARD += [
    ("Ana", "Hey Bo! I made a delicious treat - yum!", ["Ana made a delicious treat"]),
    ("Ana", "Hey Bo! I got some new hiking gear - all top-notch.", ["Ana got some new hiking gear"]),
    (
        "Ana",
        "Hey Bo! I had a setback - another rejection from a studio.",
        ["Ana had a setback - another rejection from a studio"],
    ),
]


# What may be so ("might be", "may be") is a guess or a concession, not a fact; a dated one is a plan.
HARD += [
    ("Ana", "Hey Bo! The turtles might be small, but both sure have big personalities.", []),
    ("Ana", "Hey Bo! My garden may not be big.", []),
    ("Ana", "Hey Bo! My garden is big enough for two dogs.", ["Ana's garden is big enough for two dogs"]),
]


# A kind compared with "these", "this" ... is what the chat showed ("moments like these"); a kind
# compared with a name says which.
HARD += [
    ("Ana", "Hey Bo! Moments like these remind me to appreciate the ones I love.", []),
    ("Ana", "Hey Bo! I love days like this.", []),
    ("Ana", "Hey Bo! I love movies like Inception.", ["Ana loves movies like Inception"]),
]


def test_an_answer_takes_the_thing_its_question_gave_the_ongoing_verb(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Sam", "How long have you been playing the guitar?"),
            ("Tim", "I've been playing for about four months now."),
            ("Sam", "Cool! What else is new?"),
            ("Tim", "I'm learning how to play the violin now."),
            ("Sam", "How long have you been playing the piano again?"),
            ("Tim", "I've been playing for about two months now."),
            ("Sam", "How long have you been doing that?"),
            ("Tim", "I've been doing it for years."),
        ],
    )
    assert got[1] == ["Tim has been playing the guitar for about four months now"]
    assert got[5] == []  # the violin Tim named, or the piano asked about: which, in doubt
    assert got[7] == []  # doing what, only the moment shows


def test_a_definite_subject_is_the_one_longer_phrase_said_before(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("John", "Oh, I held a benefit basketball game last week."),
            ("Tim", "Wow! How did the game go?"),
            ("John", "The game turned out to be a total success!"),
            ("Tim", "I went to a charity game and a basketball game."),
            ("John", "Nice! How was the game?"),
            ("Tim", "The game turned out to be a total success!"),
        ],
    )
    assert got[2] == ["The benefit basketball game turned out to be a total success"]
    assert got[5] == ["The game turned out to be a total success"]  # charity or basketball: as said


def test_a_pointing_subject_is_the_thing_the_chat_says_it_is(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("John", "I started a new coding course."),
            ("Tim", "Cool!"),
            ("John", "That course has taught me a lot about Python."),
            ("Tim", "How's your car?"),
            ("John", "This car was a gift from my grandpa."),
            ("Tim", "The flowers in my garden are looking great."),
            ("John", "Those flowers look great."),
        ],
    )
    assert got[2] == ["The new coding course has taught John a lot about Python"]
    assert got[4] == ["John's car was a gift from John's grandpa"]
    assert got[6] == []  # the listener's flowers, only the photo shows them


def test_they_or_it_can_be_the_subject_of_the_question_just_asked(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("John", "Are Harry Potter and GoT still your favorites?"),
            ("Tim", "Yes, they are still my favorites."),
            ("John", "Congrats on the internship! Where is the internship?"),
            ("Tim", "It's a part-time position in the fashion department of an international company."),
            ("John", "Is the new recipe book any good?"),
            ("Tim", "It has over two hundred vegan recipes."),
            ("John", "Is Tim coming to the game?"),
            ("Tim", "It starts at noon on the main court."),
        ],
    )
    assert got[1] == ["Harry Potter and GoT are still Tim's favorites"]
    assert got[3] == [
        "The internship is a part-time position in the fashion department of an international company"
    ]
    # "the new recipe book" asked of Tim is his (``referents._asked_det``).
    assert got[5] == ["Tim's new recipe book has over two hundred vegan recipes"]
    assert got[7] == []  # "it" is no person the question asked about


def test_it_can_be_the_one_thing_the_question_just_asked_about(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("John", "Did you learn anything meaningful during your trip?"),
            # ("It reminded me of the importance of letting go" is a lesson, no memory: ``salience``.)
            ("Maria", "Yeah, it changed my view on helping others."),
            ("John", "How's it going on your end?"),
            ("Maria", "It was a ton of work but satisfying."),
            ("John", "Did you learn anything from your trip?"),
            ("Maria", "I visited the old town museum. It reminded me of the importance of letting go."),
            ("John", "What did you think of the film?"),
            ("Maria", "It's made a huge difference to have people who get me."),
            ("John", "Congrats! Where is the internship?"),
            ("Maria", "Gonna be a big change. It's a part-time position at a big company."),
        ],
    )
    assert got[1] == ["Maria's trip changed Maria's view on helping others"]
    assert got[3] == []  # "on your end": no thing
    assert got[5] == ["Maria visited the old town museum"]  # the trip or the museum: which, in doubt
    assert got[7] == []  # "it" stands for what follows, "to have people ..."
    # "a big change" says what something is, no second thing "it" could be.
    assert got[9] == ["The internship is a part-time position at a big company"]


def test_we_have_got_is_the_present_and_echoes_the_listeners_we(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Bo", "Pushing boundaries is how we grow. Blessed we both have this mindset in our lives."),
            ("Ana", "Yeah, Bo! We've got the right attitude to take on the harder things in life."),
            ("Bo", "Did the charity run go well?"),
            ("Ana", "We got a great turnout at the charity run last week."),
        ],
    )
    assert got[1] == []  # "'ve got" is "have": a remark between the two of them
    assert got[3] == ["Ana and others got a great turnout at the charity run last week (1 May 2023)"]


def test_a_we_inside_a_clause_is_the_company_the_turns_before_named(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Bo", "Any recent meet-ups with your basketball team?"),
            ("Ana", "Been having some wild games lately, we played a top team and won."),
            ("Bo", "You've hiked with your dogs, it's a fun way to bond."),
            ("Ana", "I still remember every time we all go on a hiking trip with my dog."),
            ("Bo", "How is your family?"),
            ("Ana", "Great! I'm starting a community project, so maybe we can work together on it."),
        ],
    )
    # the "we" after a comma splice opens its own statement, named all the same
    assert got[1] == [
        "Ana has been having some wild games lately",
        "Ana and their basketball team played a top team and won",
    ]
    # the dogs are what "we" hikes with, not who "we" is; "we can" is a suggestion between the two
    assert got[3] == ["Ana still remembers every time Ana and others all go on a hiking trip with their dog"]
    assert got[5] == ["Ana is starting a community project, so maybe Ana and others can work together on it"]


def test_an_object_us_is_the_group_the_speakers_previous_turn_called_ours(make_memory: MakeMemory) -> None:
    got = said(
        make_memory(),
        [
            ("Bo", "Max was truly awesome."),
            ("Ana", "Yeah, Max was part of our family. He was so loyal."),
            ("Bo", "Max was truly awesome. Let's cherish the lessons he taught."),
            # ("He taught us the importance of loyalty" is a lesson, no memory: ``salience.lesson``.)
            ("Ana", "He really taught us a lot about loyalty."),
        ],
    )
    assert got[3] == ["Max taught Ana and their family a lot about loyalty"]


# A picture shown or taken is no fact unless what it is of says more: a place, a named thing, an
# event ("salience._photo_only"); the listener's picture and what a picture does to the speaker are
# reactions.
HARD += [
    ("Ana", "Hey Bo! I took this pic last summer.", []),
    ("Ana", "Hey Bo! Here's a pic of my family.", []),
    ("Ana", "Hey Bo! Here's a photo of me in this pose.", []),
    ("Ana", "Hey Bo! We got some awesome pictures too.", []),
    ("Ana", "Hey Bo! Haven't gone through the photos yet.", []),
    ("Ana", "Hey Bo! Here's a pic I snapped during one of our practices.", []),
    ("Ana", "Hey Bo! I saw your photo of you two dancing.", []),
    ("Ana", "Hey Bo! The pic takes me back.", []),
    ("Ana", "Hey Bo! Seeing this pic made me appreciate my love of reading even more.", []),
    (
        "Ana",
        "Hey Bo! I took that pic on a hike last summer near Fort Wayne.",
        ["Ana took a photo on a hike last summer (2022) near Fort Wayne"],
    ),
    (
        "Ana",
        "Hey Bo! Here's a pic of my family camping at the beach.",
        ["Ana shared a photo of their family camping at the beach"],
    ),
    (
        "Ana",
        "Hey Bo! I have a picture from a vacation in Florida.",
        ["Ana has a picture from a vacation in Florida"],
    ),
    (
        "Ana",
        "Hey Bo! My cork board is full of quotes and pictures.",
        ["Ana's cork board is full of quotes and pictures"],
    ),
]


# A quantifier opening the clause ("Every", "Each") is no name: "Every step's getting you closer to
# your dream" is encouragement about no one; "Every Sunday I go to church" names the speaker.
HARD += [
    ("Ana", "Hey Bo! Every step's getting you closer to your dream.", []),
    ("Ana", "Hey Bo! Every Sunday I go to church.", ["Every Sunday Ana goes to church"]),
]


# How the speaker holds up with only a time beside it ("this week's been busy for me") still names
# nothing; with what ("busy with my new job") it is kept.
HARD += [
    ("Ana", "Hey Bo, this week's been really busy for me.", []),
    ("Ana", "Hey Bo! My week's been busy - I started teaching yoga.", ["Ana started teaching yoga"]),
    (
        "Ana",
        "Hey Bo! I've been busy with my new job this week.",
        ["Ana has been busy with their new job this week (8 May 2023)"],
    ),
]


# "that effect" is the one the listener told of: which, only the moment shows; a named effect is kept.
HARD += [
    ("Ana", "Hey Bo! Yeah, nature has that effect on me too.", []),
    ("Ana", "Hey Bo! Nature has a calming effect on me.", ["Nature has a calming effect on Ana"]),
]


# "I should <do>" undated is what the speaker thinks to do, a resolve of the moment; dated, it is kept.
HARD += [
    ("Ana", "Hey Bo! I should go learn some of the common birds in this area.", []),
    ("Ana", "Hey Bo! I should get some more plants for my house.", []),
    (
        "Ana",
        "Hey Bo! I should hear back about the job next week.",
        ["Ana should hear back about the job next week (15 May 2023)"],
    ),
]


# "..., so let's make it happen": a call to both after a comma is a clause of its own, no fact.
HARD += [
    (
        "Ana",
        "Hey Bo! I'm really passionate about making sure veterans are supported, so let's make it happen!",
        ["Ana is passionate about making sure veterans are supported"],
    ),
    (
        "Ana",
        "Hey Bo! I found a great trail near Oslo, let's go there together.",
        ["Ana found a great trail near Oslo"],
    ),
]


# A dream talked of and never named ("I'm gonna make my dreams come true", "I'm livin' my dreams now")
# is how the speaker holds up; "I'm living my dream by having my own dance studio" names it.
HARD += [
    ("Ana", "Hey Bo! I'm gonna make my dreams come true!", []),
    ("Ana", "Hey Bo! I'm livin' my dreams now.", []),
    (
        "Ana",
        "Hey Bo! I'm living my dream by having my own dance studio.",
        ["Ana is living their dream by having their own dance studio"],
    ),
]


# A good time judged, however much ("a ton of fun", "loads of fun"), is no fact; said after something
# done ("connected over ... and had so much fun"), the statement is kept.
HARD += [
    ("Ana", "Hey Bo! My wife and I had a ton of fun.", []),
    ("Ana", "Hey Bo! I had loads of fun.", []),
    (
        "Ana",
        "Hey Bo! My teammates and I connected over our shared love for basketball and had so much fun.",
        ["Ana and their teammates connected over their shared love for basketball and had so much fun"],
    ),
]


# A kind of thing announced and not named ("picked up new skills") names nothing, also when the
# speaker's "I" is dropped; "... in pottery class" says where.
HARD += [
    ("Ana", "Hey Bo! Joined a travel club. Also picked up new skills.", ["Ana joined a travel club"]),
    (
        "Ana",
        "Hey Bo! Also picked up new skills in pottery class.",
        ["Ana picked up new skills in pottery class"],
    ),
]


# Help offered to the listener ("I'd love to lend a hand", "Would love to share it") is a reply; what
# the speaker would love to do for others, named, is kept.
HARD += [
    ("Ana", "Hey Bo, cool event! I'd love to join in and show my support!", []),
    ("Ana", "Hey Bo! I'd love to lend a hand with networking at future events.", []),
    (
        "Ana",
        "Hey Bo! I would love to support those with similar issues.",
        ["Ana would love to support those with similar issues"],
    ),
]


# A name set off by whose animal or person it is ("meet Toby, my puppy") introduces them: kept as
# "<name> is <speaker>'s <who>", not split into a bare name and a bare "my puppy"; the listener
# addressed ("Thanks Bo, my friend") and "my X" that goes on with a verb of its own are no introduction.
HARD += [
    (
        "Ana",
        "Hey Bo! So much has changed since we talked - meet Toby, my puppy.",
        ["Toby is Ana's puppy"],
    ),
    ("Ana", "And yup, I do- Oscar, my guinea pig.", ["Oscar is Ana's guinea pig"]),
    ("Ana", "Thanks! That one is Max, my childhood dog.", ["Max is Ana's childhood dog"]),
    ("Ana", "Meet my new kitten, Luna!", ["Luna is Ana's new kitten"]),
    ("Ana", "Thanks Bo, my friend!", []),
]


# What the speaker holds dear, named before "mean(s) the world to me", is kept ("dogs" is no verb
# there); the listener's support that means a lot is a reply.
HARD += [
    ("Ana", "Hey Bo! My dogs mean the world to me.", ["Ana's dogs mean the world to Ana"]),
    ("Ana", "Hey Bo! Your support means a lot to me.", []),
]


# "after we talked" dates by the chat, like "since we last spoke": the event after it is kept alone.
HARD += [
    (
        "Ana",
        "Hey Bo! I haven't had much time to read, but after we talked I finally picked up a book.",
        ["Ana picked up a book"],
    ),
    (
        "Ana",
        "Hey Bo! After we talked about it, I signed up for a pottery class.",
        ["Ana signed up for a pottery class"],
    ),
]


# A lesson drawn ("reminds me to slow down") and an impression ("People seem to like ...") are no
# facts; a thing kept "to remind me" stays. "After we talked" dates nothing; "I've been wanting to"
# is a want now, unless a duration says for how long.
HARD += [
    ("Ana", "Hey Bo! Nature's beauty always reminds me to slow down and enjoy the small stuff.", []),
    ("Ana", "Hey Bo! People seem to really like my designs.", []),
    (
        "Ana",
        "Hey Bo! I have a painting in my room to remind me to stay true.",
        ["Ana has a painting in their room to remind Ana to stay true"],
    ),
    (
        "Ana",
        "Hey Bo! Still can't seem to find any dog-friendly spots to rent.",
        ["Ana still can't seem to find any dog-friendly spots to rent"],
    ),
    ("Ana", "Hey Bo! After we talked I finally picked up a book.", ["Ana picked up a book"]),
    ("Ana", "Hey Bo! I've been wanting to visit NYC.", ["Ana wants to visit NYC"]),
    (
        "Ana",
        "Hey Bo! I've been wanting to try yoga for a while.",
        ["Ana has been wanting to try yoga for a while"],
    ),
]


# "It reminded me of when I ...": what reminded is the chat's; the speaker's past act it recalls is
# kept, not a state ("when I was a kid") nor what is not the speaker's ("how powerful compassion is").
HARD += [
    (
        "Ana",
        "Hey Bo! It reminded me of when I couldn't walk my dogs because of a knee injury.",
        ["Ana couldn't walk their dogs because of a knee injury"],
    ),
    ("Ana", "Hey Bo! It reminds me of when I was a kid.", []),
    ("Ana", "Hey Bo! It reminded me of how powerful compassion can be.", []),
]


# "That pic's from when my dance crew took home first": the photo is the chat's, the past event it is
# from is the speaker's (or their own people's); a state ("when I was a kid") is none.
HARD += [
    (
        "Ana",
        "Hey Bo! Woah, that pic's from when my dance crew took home first in a local comp last year.",
        ["Ana's dance crew took home first in a local comp last year (2022)"],
    ),
    ("Ana", "Hey Bo! That pic's from when I was a kid.", []),
]


# What a reply takes as given about the listener, the listener named ("Hey Bo"): kept about them
# (``presupposed``); nothing when it names nothing ("Congrats on your success").
HARD += [
    ("Ana", "Hey Bo! Congrats on the new job!", ["Ana said congrats to Bo on the new job"]),
    ("Ana", "Hey Bo! Congrats on your success!", []),
    ("Ana", "Hey Bo! I hope you find a quiet flat soon.", ["Bo is looking for a quiet flat"]),
]


# "Gotta ..." is what the speaker must do now (a to-do, a resolve), "I'm lucky to have ..." gratitude:
# neither is a fact. "I got to meet ..." is what happened; "I was lucky to find ..." too.
HARD += [
    ("Ana", "Thanks, Bo! Gotta take Toby out for a small hike at the local trail. Ttyl!", []),
    ("Ana", "Hey Bo! I gotta tell you about this thing with my biz.", []),
    ("Ana", "Hey Bo! I'm really lucky to have my family on this journey with me.", []),
    (
        "Ana",
        "Hey Bo! I got to meet my favorite author at the book fair.",
        ["Ana got to meet their favorite author at the book fair"],
    ),
    (
        "Ana",
        "Hey Bo! We were lucky to find a lovely greenhouse venue.",
        ["Ana and others were lucky to find a lovely greenhouse venue"],
    ),
]


# "I'm loving experimenting with flavors" says what the speaker is doing; the joy stays in the quote.
HARD += [
    (
        "Ana",
        "Hey Bo! I'm loving experimenting with flavors right now.",
        ["Ana is experimenting with flavors"],
    ),
    ("Ana", "Hey Bo! I'm really enjoying learning French.", ["Ana is learning French"]),
]


# "I think" before a saying about no one is a saying; a position on what ought to be is the speaker's.
HARD += [
    ("Ana", "Hey Bo! I think everyone's gotta ditch the hustle and bustle every now and then.", []),
    ("Ana", "Hey Bo! I believe kindness goes a long way.", []),
    (
        "Ana",
        "Hey Bo! I think schools and infrastructure should be funded properly.",
        ["Ana thinks schools and infrastructure should be funded properly"],
    ),
]


# A saying may open on an adjective before its noun ("Meaningful stories come from ..."); an
# adjective alone ("Great to hear") has lost its "it", no saying.
HARD += [
    ("Ana", "Hey Bo! I think meaningful stories come from personal experiences and feelings.", []),
    ("Ana", "Hey Bo! Good friends make life better.", []),
]


# Leaving the chat to do something ("I'm off to bake some cakes") is the moment, not a fact; a move
# with a time is kept by the dates. What "would be great" is a wish or a suggestion.
HARD += [
    ("Ana", "Cheers, Bo! I'll let you know. I'm off to bake some cakes. Talk to you soon!", []),
    ("Ana", "Well, I'm off to go swimming with the kids.", []),
    ("Ana", "Hey Bo! Edinburgh, Scotland would be great for a magical vibe.", []),
]


# A reaction opening on "Bummer", and a comparison whose "it's" was lost, have no subject.
HARD += [
    ("Ana", "You know how it feels right? Bummer not being able to take them for a stroll.", []),
    ("Ana", "Cute, right? Almost as silly as when I got to feed a horse a carrot.", []),
]


# "something", "anything" end in -ing and are no verb; a number before a word makes it a noun ("25
# minutes on"): a schedule without a verb is a fragment.
HARD += [
    (
        "Ana",
        "Hey Bo! I like breaking up my studying into smaller parts. 25 minutes on, then 5 minutes off for something fun.",
        ["Ana likes breaking up their studying into smaller parts"],
    ),
]


# What a thing does to the speaker's mind ("reminds me to", "brought us so much joy", "keep me
# going"): a lesson or a feeling, no memory; a fact before it is kept, and so is what the speaker
# did to the thing ("The figurines I bought yesterday remind me ...": the clause says what they did).
HARD += [
    ("Ana", "Hey Bo! Nature's beauty reminds me to slow down and enjoy the small stuff.", []),
    ("Ana", "Hey Bo! Tournaments really bring out strong emotions in me.", []),
    ("Ana", "Hey Bo! My teammates keep me going, even when things get tough.", []),
    (
        "Ana",
        "Hey Bo! I have two cats; they bring so much joy and love.",
        ["Ana has two cats"],
    ),
    (
        "Ana",
        "Hey Bo! I like to take a look at the sunset- it reminds me to enjoy the small things in life.",
        ["Ana likes to take a look at the sunset"],
    ),
    ("Ana", "Hey Bo! My boss gave me a raise.", ["Ana's boss gave Ana a raise"]),
]


# A lesson the speaker drew ("I realized that it's important to ...", "She showed me the importance
# of ..."): a saying, no memory; what they learn to do is kept.
HARD += [
    ("Ana", "Hey Bo! I realized that it's important to value different perspectives.", []),
    ("Ana", "Hey Bo! I learnt that my own happiness is the most important thing.", []),
    ("Ana", "Hey Bo! She showed me the importance of gratitude and connection.", []),
    ("Ana", "Hey Bo! I learned how to code last year.", ["Ana learned how to code last year (2022)"]),
]


# "They always make me smile", "they're the reason why I never give up": what the speaker's people
# do to their mood, no memory; "the reason I moved to Boston" says what they did.
HARD += [
    ("Ana", "Hey Bo! My little family always makes me smile.", []),
    ("Ana", "Hey Bo! Here's my family - they're the reason why I never give up.", []),
]


# "There were moments when ...", "There are a couple of poses I enjoy": what is there is only a count
# or a time, no memory; "There's a new bakery in my town" names it.
HARD += [
    ("Ana", "Hey Bo! There were moments when I questioned if I was on the right track.", []),
    ("Ana", "Hey Bo! Yeah, there are a couple of poses I really enjoy.", []),
]


# Having none of a kind is a fact ("I don't have any pets"), which a later pet changes
# (``test_slots``); "I have no idea" names nothing.
HARD += [
    ("Ana", "Hey Bo! I don't have any pets right now.", ["Ana doesn't have any pets"]),
    ("Ana", "Hey Bo! I don't have a car.", ["Ana doesn't have a car"]),
    ("Ana", "Hey Bo! I have no idea.", []),
]


# "..., and I won!": a two-word clause alone is too short to keep, so it stays with the clause it
# completes; a longer one is a clause of its own.
HARD += [
    (
        "Ana",
        "Hey Bo! I was in the final of a big chess tournament last Saturday, and I won!",
        ["Ana was in the final of a big chess tournament last Saturday (6 May 2023), and Ana won"],
    ),
    (
        "Ana",
        "Hey Bo! I entered the baking contest, and I won first prize.",
        ["Ana entered the baking contest", "Ana won first prize"],
    ),
]


# One animal is "he", "she" or "it" alike: "him" after "a new puppy" is the puppy; with a person
# of the speaker's also in reach ("my son"), "him" is left unresolved and the clause unkept.
HARD += [
    (
        "Ana",
        "Hey Bo! I got a new puppy. I love taking him to the park.",
        ["Ana got a new puppy", "Ana loves taking the new puppy to the park"],
    ),
    ("Ana", "Hey Bo! My cat is the best. I feed her twice a day.", ["Ana feeds their cat twice a day"]),
    ("Ana", "Hey Bo! My son loves the dog. He walks him every day.", ["Ana's son loves the dog"]),
]


# "It" after a thing the speaker read, watched, saw or found: that thing, said with who did it so
# it reads alone ("The book Ana read is ..."); a judgement of it is still no memory.
HARD += [
    (
        "Ana",
        "Hey Bo! I recently read a book that made a big impact on me. It's all about how small changes "
        "can make big differences.",
        [
            "Ana recently read a book that made a big impact on Ana",
            "The book Ana read is all about how small changes can make big differences",
        ],
    ),
    (
        "Ana",
        "Hey Bo! I watched a movie last night. It's about a guy who travels through time.",
        [
            "Ana watched a movie last night (7 May 2023)",
            "The movie Ana watched is about a guy who travels through time",
        ],
    ),
    (
        "Ana",
        "Hey Bo! I finished a fantasy series. It was a wild ride with so many twists.",
        ["Ana finished a fantasy series"],
    ),
    (
        "Ana",
        "Hey Bo! I found a concert we all loved. It's all about making memories together.",
        ["Ana found a concert Ana and others all loved"],
    ),
]


# "... and having such a great time": a good time added on is cut; what the speaker loves or did stays.
HARD += [
    (
        "Ana",
        "Hey Bo! I love being around friends and having such a great time.",
        ["Ana loves being around friends"],
    ),
    (
        "Ana",
        "Hey Bo! I spent the weekend hiking with my kids and having a blast.",
        ["Ana spent the weekend hiking with their kids"],
    ),
    ("Ana", "Hey Bo! We were dancing and having a great time.", []),
]


# "It" after "<Name> has had an interesting past" is never "the interesting past": the name's own
# past, a time, is no thing it can be; "Jon got a new car. It's a Tesla" still names the car.
HARD += [
    (
        "Ana",
        "Hey Bo! Woodhaven has had an interesting past with lots of cool people. Seeing how much it "
        "changed sparked ideas for my next script.",
        ["Woodhaven has had an interesting past with lots of cool people"],
    ),
    ("Ana", "Hey Bo! Jon got a new car. It's a Tesla.", ["Jon got a new car", "The new car is a Tesla"]),
]


# Common misspellings are written right in the memory (the quote keeps them as typed).
HARD += [
    (
        "Ana",
        "Hey Bo! I reccomend finding a fantasy book series to read through.",
        ["Ana recommends finding a fantasy book series to read through"],
    ),
]


# A noun phrase exclaimed ("such inspirational people who really get my writing", "What a view")
# states nothing; what the speaker did before it stays.
HARD += [
    (
        "Ana",
        "Hey Bo! I just joined a writers group. It's unbelievable--such inspirational people who really get "
        "my writing.",
        ["Ana just joined a writers group"],
    ),
    ("Ana", "Hey Bo! What a view we had from the top of the hill.", []),
]


# "I mentor a transgender teen. We've been working on ...": the one person the speaker works with
# is who "we" includes.
HARD += [
    (
        "Ana",
        "Hey Bo! I mentor a transgender teen just like me. We've been working on building up confidence.",
        [
            "Ana mentors a transgender teen just like Ana",
            "Ana and the transgender teen have been working on building up confidence",
        ],
    ),
    # ... and so is the group the speaker says they are in.
    (
        "Ana",
        "Hey Bo! I joined a book club. we're reading Piranesi this month",
        ["Ana joined a book club", "Ana and their book club are reading Piranesi this month (May 2023)"],
    ),
    (
        "Ana",
        "Hey Bo! I'm on a soccer team. We won the league last year.",
        ["Ana is on a soccer team", "Ana and their soccer team won the league last year (2022)"],
    ),
]


# A kind of thing and nothing that says which ("a project", "this app", "an event") is no memory;
# what says which ("a new project - a suspenseful thriller", "a pottery class") keeps it.
HARD += [
    ("Ana", "Hey Bo! I've been working on a project lately.", []),
    ("Ana", "Hey Bo! I've been using this app.", []),
    ("Ana", "Hey Bo! I recently went to an event and it was fantastic.", []),
    (
        "Ana",
        "Hey Bo! I'm working on a new project - a suspenseful thriller set in a small town.",
        ["Ana is working on a new project - a suspenseful thriller set in a small town"],
    ),
    ("Ana", "Hey Bo! I signed up for a pottery class.", ["Ana signed up for a pottery class"]),
]


# An opening stance or turn of the talk ("Thankfully,", "For example,") is no part of the clause.
HARD += [
    (
        "Ana",
        "Hey Bo! Thankfully, my family enjoyed the Grand Canyon a lot.",
        ["Ana's family enjoyed the Grand Canyon a lot"],
    ),
    (
        "Ana",
        "Hey Bo! For example, reading about castles in the UK gave me loads of ideas.",
        ["Reading about castles in the UK gave Ana loads of ideas"],
    ),
]


# "It" after a work the speaker read, watched or loved, named by its title alone, is that work, and
# what it is about is a memory; the description's "your" is any reader's, not the listener's. "It's
# all about making memories" is a saying, not what a concert was.
HARD += [
    (
        "Ana",
        'Hey Bo! I just watched "Little Women" and it was amazing! It\'s a great story about sisterhood, '
        "love, and reaching for your dreams.",
        [
            'Ana just watched "Little Women"',
            '"Little Women" is a great story about sisterhood, love, and reaching for your dreams',
        ],
    ),
    (
        "Ana",
        "Hey Bo! I'm reading \"Dune\" by Frank Herbert. It's a great story about religion and ecology.",
        [
            'Ana is reading "Dune" by Frank Herbert',
            'Ana thinks "Dune" by Frank Herbert is a great story about religion and ecology',
        ],
    ),
    (
        "Ana",
        'Hey Bo! "Brave" by Sara Bareilles means a lot to me. It\'s about being courageous.',
        [
            '"Brave" by Sara Bareilles means a lot to Ana',
            '"Brave" by Sara Bareilles is about being courageous',
        ],
    ),
    (
        "Ana",
        "Hey Bo! Last week I found a violin concert we all enjoyed. It's all about making memories together.",
        ["Last week (1 May 2023) Ana found a violin concert Ana and others all enjoyed"],
    ),
]


# Two acts under way are no judgement ("I'm relaxing and recharging this weekend"), and being lucky
# to have one's husband and kids says who they are (being lucky to have "my family" is gratitude).
HARD += [
    (
        "Ana",
        "Hey Bo! I'm relaxing and recharging this weekend with a long walk and some reading.",
        ["Ana is relaxing and recharging this weekend (13 May 2023) with a long walk and some reading"],
    ),
    (
        "Ana",
        "Hey Bo! I'm lucky to have my husband and kids.",
        ["Ana is lucky to have their husband and kids"],
    ),
    ("Ana", "Hey Bo! I'm so lucky to have my family on this journey with me.", []),
]


# "'em" is "them": with nothing named, no memory. A work's title in single quotes is a work too: its
# description's "yourself" is any reader's.
HARD += [
    ("Ana", "Hey Bo! Tough tournament. But that's okay, I'll get 'em next time!", []),
    (
        "Ana",
        "Hey Bo! Here's one - 'Embracing Identity' is all about finding comfort and love in being yourself.",
        ["'Embracing Identity' is all about finding comfort and love in being yourself"],
    ),
]


# "Two of them", "Some of them": some of whom "they" would be, named.
HARD += [
    (
        "Ana",
        "Hey Bo! My dogs are all mutts. Two of them are Jack Russell mixes and the other two are Chihuahua mixes.",
        [
            "Ana's dogs are all mutts",
            "Two of Ana's dogs are Jack Russell mixes and the other two are Chihuahua mixes",
        ],
    ),
]


# "my four dogs" is what a later "they" stands for (said as "my dogs", so a later quote need not hold
# the count), in the message and in the speaker's next turn.
HARD += [
    (
        "Ana",
        "Hey Bo! I got a tattoo of my four dogs on my arm. They keep me busy every day.",
        ["Ana got a tattoo of their four dogs on their arm", "Ana's dogs keep Ana busy every day"],
    ),
]


def test_a_chain_of_they_carries_the_speakers_topic_across_turns(make_memory: MakeMemory) -> None:
    # Each turn in between goes on about "them", so "They" is still the dogs two turns on; a turn
    # about something else ends the chain.
    turns = [
        ("Ana", "Hey Bo! My dogs are the best."),
        ("Bo", "Nice! What do you do with them?"),
        ("Ana", "When I take them out, we usually play fetch. They love chasing it!"),
        ("Bo", "Wow, they sure look excited about playing fetch!"),
        ("Ana", "They have tons of energy and love meeting new pals at playdates."),
    ]
    assert said(make_memory(), turns)[-1] == [
        "Ana's dogs have tons of energy and love meeting new pals at playdates"
    ]
    broken = [*turns[:3], ("Bo", "I went to a farm with my girlfriend last week."), turns[4]]
    assert said(make_memory(), broken)[-1] == []


# "We" is never those it acts on: "We let them explore" (them: the dogs) is no "Ana and her dogs ...".
HARD += [
    (
        "Ana",
        "Hey Bo! My dogs love the park. We let them explore at their own pace.",
        ["Ana's dogs love the park"],
    )
]


# "Here's another recipe I like": a kind of thing, not which.
HARD += [("Ana", "Hey Bo! Here's another recipe I like.", [])]


# What the speaker is, in one word, is a fact however short; a couple's "we" is the speaker and their
# partner, not "and others".
HARD += [
    ("Ana", "Hey Bo! I'm vegetarian.", ["Ana is vegetarian"]),
    ("Ana", "Hey Bo! I'm married.", ["Ana is married"]),
    ("Ana", "Hey Bo! We're engaged!", ["Ana and their partner are engaged"]),
    (
        "Ana",
        "Hey Bo! We just got married last week!",
        ["Ana and their partner just got married last week (1 May 2023)"],
    ),
]


def test_a_comment_after_a_dash_does_not_cost_the_statement_its_referent(make_memory: MakeMemory) -> None:
    # The comment's own "it" ("it's been a great bonding experience") cannot be resolved; the
    # statement before the dash can, and is kept.
    turns = [
        ("Ana", "Hey Bo! I just started agility classes with my pups at a dog park."),
        ("Bo", "Wow, impressive stuff!"),
        ("Ana", "Thanks! I take them to the park twice a week - it's been a great bonding experience."),
    ]
    assert said(make_memory(), turns)[-1] == ["Ana takes their pups to the park twice a week"]


# A sentence's first word ("The") is no name a pronoun can stand for, and a noun that modifies the
# next ("dog park") is not what "them" is; "with that name" is "a name" of nothing; an opening
# "then" is the talk's sequence, not part of the memory.
HARD += [
    ("Ana", "Hey Bo! The dog park is like paradise for them!", []),
    (
        "Ana",
        "Hey Bo! My family means the world to me and I'm so thankful to have them.",
        ["Ana's family means the world to Ana and Ana is so thankful to have them"],
    ),
    ("Ana", "Hey Bo! I used to have a dog back in Michigan with that name.", []),
    (
        "Ana",
        "Hey Bo! I loved my old dog, but then I got allergic.",
        ["Ana loved their old dog", "Ana got allergic"],
    ),
]


# A comma splice ("..., he grows so much") parts two statements when the first opens on its subject
# or is a clause of time; after a phrase ("Especially for a big dog like Toby, he'll ...") it does
# not. A subject is never its own verb's object pronoun ("Toby needs time to get along with him").
HARD += [
    (
        "Ana",
        "Hey Bo! My favorite character is Aragorn, he grows so much throughout the story.",
        ["Ana's favorite character is Aragorn", "Aragorn grows so much throughout the story"],
    ),
    (
        "Ana",
        "Hey Bo! My family is awesome. Even when times are hard, they always have my back.",
        ["Ana's family always has Ana's back"],
    ),
    ("Ana", "Hey Bo! Especially for a big dog like Toby, he'll need lots of exercise.", []),
    ("Ana", "Hey Bo! Toby needs some time to get along with him.", []),
    (
        "Ana",
        "Hey Bo! The hats don't bother my dogs, they just put them on for fun.",
        ["The hats don't bother Ana's dogs"],
    ),
]


# "Wow, love that painting!": a liking of what is shown; "a painting" would name nothing.
HARD += [
    ("Ana", "Hey Bo! Wow, love that painting! So cool you found such a helpful group.", []),
    ("Ana", "Hey Bo! I bought this dress for the wedding.", ["Ana bought a dress for the wedding"]),
]
# "my son's ok": "'s" before an adjective closing the clause is "is" ("dad's home" stays whose);
# "From a distance I mean, ..." amends the turn before and is no statement of its own.
HARD += [
    (
        "Ana",
        "Thankfully, my son's ok and that was a reminder that life is precious.",
        ["Ana's son is ok"],
    ),
    ("Ana", "My sister's happy now.", ["Ana's sister is happy now"]),
    ("Ana", "I visited my dad's home.", ["Ana visited their dad's home"]),
    ("Ana", "From a distance I mean, since I'm allergic.", []),
    # A season is dated to its year, and the quote check reads the season as backing the year.
    (
        "Ana",
        "My brother and I went camping in Utah last summer.",
        ["Ana and their brother went camping in Utah last summer (2022)"],
    ),
]


# An activity named after "doing"/"went" is content ("I'll keep going" still says nothing); a
# company's "their" is the company's, and "a company I like that needs ..." is a relative clause.
HARD += [
    (
        "Ana",
        "I'm doing kickboxing and it's giving me so much energy.",
        ["Ana is doing kickboxing and it's giving Ana so much energy"],
    ),
    ("Ana", "We went hiking in Utah.", ["Ana and others went hiking in Utah"]),
    ("Ana", "I'll keep going.", []),
    (
        "Ana",
        "I may have found a job at a tech company I like that needs my skills for their hardware team.",
        [
            "Ana may have found a job at a tech company Ana likes that needs Ana's skills for their hardware team"
        ],
    ),
    ("Ana", "I like that book.", []),
]
# A name the pronoun after it repeats ("Emma Watson, she's ...") is said once, as the subject.
HARD += [
    # A condition said by inversion, "in another life", "we'd have": no fact; a question stays one.
    ("Ana", "Should I ever move to Lisbon, I'd learn Portuguese.", []),
    ("Ana", "Had we known, we'd have stayed home.", []),
    ("Ana", "In another life I'd be a chef.", []),  # a guard
    # A denial of what follows, and praise after an ironic opening, are no facts either.
    ("Ana", "I wouldn't say I love my job.", []),
    ("Ana", "Not that I hate cats or anything.", []),
    ("Ana", "Oh great, another Monday, I just love getting up at 5am.", []),
    ("Ana", "Oh great, I finally got the job at Canva!", ["Ana got the job at Canva"]),  # a guard
    # "two weekends ago": the Saturday of the weekend before the last one.
    ("Ana", "Two weekends ago I ran a 5k.", ["Two weekends ago (29 April 2023) Ana ran a 5k"]),
]
HARD += [
    (
        "Ana",
        "Emma Watson, she's a big supporter of gender equality.",
        ["Emma Watson is a big supporter of gender equality"],
    ),
    (
        "Ana",
        "My sister Jo, she's been living in Oslo since 2019.",
        ["Ana's sister Jo has been living in Oslo since 2019"],
    ),
    ("Ana", "Max and Bo, they're my best friends.", ["Max and Bo are Ana's best friends"]),
    # "This Friday" opening a clause is a day, not a deictic subject; its tense says which Friday.
    (
        "Ana",
        "This Friday I had a job interview at Canva.",
        ["This Friday (5 May 2023) Ana had a job interview at Canva"],
    ),
    (
        "Ana",
        "This Friday I have a job interview at Canva.",
        ["This Friday (12 May 2023) Ana has a job interview at Canva"],
    ),
    # ", like I said," is an aside to the listener; the quote keeps it.
    (
        "Ana",
        "I joined a travel club, like I said, last month.",
        ["Ana joined a travel club last month (April 2023)"],
    ),
    # "In the meantime" says when only against what the talk was about: the quote keeps it.
    ("Ana", "Meanwhile, my sister moved to Oslo.", ["Ana's sister moved to Oslo"]),
    # ", you know," inside a statement is an aside, not the listener's doing: judged without it.
    ("Ana", "My sister, you know, lives in Oslo.", ["Ana's sister lives in Oslo"]),
    ("Ana", "You know, you should move to Oslo.", []),
    # "some of that charm": a share of what was said, "the"; "this tasty soup" alone is "a".
    (
        "Ana",
        "London's architecture was so captivating that I wanted to recreate some of that charm at home.",
        ["London's architecture was so captivating that Ana wanted to recreate some of the charm at home"],
    ),
    ("Ana", "I made this tasty soup.", ["Ana made a tasty soup"]),
    # A judgement of someone or something named is the speaker's view, worded as theirs; the
    # speaker's own things and the listener's are not "thought" ("My job is great" is no opinion
    # of another's), and a reply ("That sounds great") is none.
    ("Ana", "Barcelona is a must-visit city!", ["Ana thinks Barcelona is a must-visit city"]),
    ("Ana", "The Wolves are solid.", ["Ana thinks the Wolves are solid"]),
    (
        "Ana",
        "Learning German has been tough but worth it.",
        ["Ana has found learning German tough but worth it"],
    ),
    ("Ana", "German Shepherds are indeed awesome!", ["Ana thinks German Shepherds are indeed awesome"]),
    ("Ana", "My new bike is a classic.", ["Ana's new bike is a classic"]),
    (
        "Ana",
        "The official opening night is tomorrow.",
        ["The official opening night is tomorrow (9 May 2023)"],
    ),
    # A thing of the speaker's, shown, is one they have; what it is to them is no possession.
    ("Ana", "These are my lucky basketball shoes.", ["Ana has lucky basketball shoes"]),
    ("Ana", "This is my garden.", ["Ana has a garden"]),
    ("Ana", "This is my favorite spot.", []),
    (
        "Ana",
        "I have something special too - this is my prized possession, a basketball signed by my favorite player.",
        ["Ana's prized possession is a basketball signed by Ana's favorite player"],
    ),
    (
        "Ana",
        "Here's one of my trophies from a dance contest, nice reminder of the hard work.",
        ["Ana has a trophy from a dance contest"],
    ),
    ("Ana", "This is my latest painting.", []),
    ("Ana", "I'm a fan too!", []),
    # Chat's words around a statement: "tbh", "ya", "Sorry,", "Amazing," before it; "lol",
    # "imo", "tho", "sorry", "anyway" after it. The quote keeps them.
    (
        "Ana",
        "ya my brother always was the cook of the family",
        ["Ana's brother always was the cook of the family"],
    ),
    (
        "Ana",
        "sorry, I sold my car last month, I just bike everywhere now",
        [
            "Ana sold their car last month (April 2023)",
            "Ana just bikes everywhere now",
        ],
    ),
    ("Ana", "We're moving out in June anyway.", ["Ana and others are moving out in June 2023"]),
    # "'s" after "my X" before a number, an article or a place's preposition is "is".
    (
        "Ana",
        "my grandma's 91 and still swims in the sea every morning, she's unreal",
        ["Ana's grandma is 91 and still swims in the sea every morning"],
    ),
    ("Ana", "My mom's in Oslo until Friday.", ["Ana's mom is in Oslo until Friday (12 May 2023)"]),
    ("Ana", "My sister's car is red.", ["Ana's sister's car is red"]),
    # A place is cut before its purpose ("to be near my mum" is no part of Glasgow).
    (
        "Ana",
        "I moved back to Glasgow to be near my mum.",
        ["Ana moved back to Glasgow to be near their mum; lives in Glasgow"],
    ),
    # Advice after a comma is a clause of its own; sarcasm marked by its face is no fact.
    (
        "Ana",
        "I play at the Blue Lantern on Fridays, you should come",
        ["Ana plays at the Blue Lantern on Fridays"],
    ),
    ("Ana", "Oh fantastic, stuck in traffic for an hour, I just LOVE mondays 🙃", []),
    ("Ana", "skip Beanery, it's burnt every time", []),
    # A judgement whose subject was lost, a superlative phrase without its verb: no statement.
    ("Ana", "overrated imo, the middle dragged so much", []),
    ("Ana", "honestly the best food city I've ever been to.", []),
    ("Ana", "The best pizza I've had was in Naples.", ["The best pizza Ana has had was in Naples"]),
    ("Ana", "Rijksmuseum is a must tho", ["Ana thinks Rijksmuseum is a must"]),
    ("Ana", "thinking of doing a trip to Amsterdam", ["Ana is thinking of doing a trip to Amsterdam"]),
    # A past verb first is a dropped "I", though an "I" comes later in another clause.
    ("Ana", "started right after I graduated", ["Ana started right after Ana graduated"]),
    ("Ana", "That's how we'll think of him.", []),
    # A frame before the statement ("the best part is") is left to the quote.
    ("Ana", "tbh the best part is I can finally bike to work, it's like 15 min", ["Ana can bike to work"]),
    # "her" before a name-like noun is hers ("her PhD"), and a name said after whom is part of
    # whom a later "she" means; the name, said in the message, is no content added to the quote.
    (
        "Ana",
        "My roommate is doing her PhD in marine biology.",
        ["Ana's roommate is doing her PhD in marine biology"],
    ),
    (
        "Ana",
        "My sister Jo lives in Oslo. She's a nurse.",
        ["Ana's sister Jo lives in Oslo", "Ana's sister Jo is a nurse"],
    ),
    (
        "Ana",
        "My nephew Theo! he just turned 4 and he's obsessed with dinosaurs 🦖",
        ["Ana's nephew Theo just turned 4", "Ana's nephew Theo is obsessed with dinosaurs"],
    ),
    # A winter spans two years: dated as the two, and the quote check reads it back.
    (
        "Ana",
        "Last winter I went skiing in Norway.",
        ["Last winter (winter 2022-23) Ana went skiing in Norway"],
    ),
]


def told(m, turns: list[str], name: str | None = None) -> list[list[str]]:
    """A user talking to an assistant: turns alternate user, assistant, ...; the user unnamed (so
    "User") unless ``name``. The texts each user turn wrote."""
    out: list[list[str]] = []
    for i, text in enumerate(turns):
        at = T0 + timedelta(seconds=i)
        message = {"role": "user" if i % 2 == 0 else "assistant", "content": text, "timestamp": at}
        if name and i % 2 == 0:
            message["name"] = name
        r = m.add([message], user_id="u", session_id="s1", now=at)
        assert r.error is None
        if i % 2 == 0:
            out.append([i.text for i in r.added + r.updated])
    return out


# What a user tells an assistant: a fact said with a request after it, a request to remember,
# standing requests (kept as what the user asked) and requests of the moment (none), a person's -s
# verb after a name ("Emma starts"), a second statement about whom the first named ("... and he's a
# dentist", kept though the quote does not say "User"), and dates by tense (a plan's "March 3rd" is
# the next one; a birthday is every year's).
TOLD: list[tuple[str, list[str]]] = [
    (
        "Hi! I'm allergic to peanuts and shellfish, so please keep that in mind for recipes.",
        ["User is allergic to peanuts and shellfish"],
    ),
    ("I work nights, so don't call before noon.", ["User works nights"]),
    # "we" after the place the user works at is that place, with the user.
    (
        "I'm a PM at a fintech startup. We just raised our Series A.",
        ["User is a PM at a fintech startup", "User and their fintech startup just raised their Series A"],
    ),
    # A request with a subject of its own ("restaurant tips should ..."), and "btw" a tag.
    (
        "My wife is vegetarian btw, so restaurant tips should keep that in mind.",
        ["User's wife is vegetarian"],
    ),
    (
        "I'm trying to cut back on caffeine, so suggest decaf options.",
        ["User is trying to cut back on caffeine"],
    ),
    ("My kids are picky eaters, so recommend simple meals.", ["User's kids are picky eaters"]),
    ("I'm 34 and live alone with my cat Mochi.", ["User is 34 and lives alone with their cat Mochi"]),
    ("I'm getting married in September!", ["User is getting married in September 2023"]),
    (
        "I quit my job at Amazon in October to start my own company.",
        ["User quit their job at Amazon in October 2022 to start their own company"],
    ),
    (
        "We're flying to Tokyo on the 14th and staying for ten days.",
        ["User and others are flying to Tokyo on the 14th (14 May 2023) and staying for ten days"],
    ),
    ("Please remember that I hate mushrooms.", ["User hates mushrooms"]),
    ("Remember that my mom visits every Sunday.", ["User's mom visits every Sunday"]),
    ("Can you remember that I'm allergic to nuts?", ["User is allergic to nuts"]),
    ("Also, please keep in mind that my daughter is 5.", ["User's daughter is 5"]),
    ("For the record, I'm a vegetarian.", ["User is a vegetarian"]),
    ("Remember the good times we had.", []),
    ("I remember that my dad used to fish.", ["User remembers that their dad used to fish"]),
    ("Always answer in French.", ["User asked: always answer in French"]),
    ("Use metric units, please.", ["User asked: use metric units"]),
    ("From now on, reply in bullet points.", ["User asked: from now on, reply in bullet points"]),
    ("Never suggest pork recipes.", ["User asked: never suggest pork recipes"]),
    ("Tell me a joke.", []),
    ("Please help me write an email to my boss.", []),
    ("Don't call me before noon.", ["User asked: don't call User before noon"]),  # a rule, for every day
    ("Love the beach.", ["User loves the beach"]),
    ("Need to buy milk.", ["User needs to buy milk"]),
    (
        "My daughter Emma starts kindergarten in September.",
        ["User's daughter Emma starts kindergarten in September 2023"],
    ),
    (
        "My husband's name is Raj and he's a dentist.",
        ["User's husband's name is Raj", "User's husband is a dentist"],
    ),
    ("My flight to Tokyo is on March 3rd.", ["User's flight to Tokyo is on March 3rd (3 March 2024)"]),
    ("My birthday is on June 12.", ["User's birthday is on June 12"]),
    # Who the user is: a name said ("I'm Jordan"), a nation or a faith ("I'm Canadian") in one word.
    ("I'm Jordan, by the way.", ["User's name is Jordan"]),
    ("Hi, I'm Priya Shah.", ["User's name is Priya Shah"]),
    ("I'm Canadian.", ["User is Canadian"]),
    ("Update the app please.", []),
    ("Book a table for 4 at Nobu.", []),
    ("I meant tea, not coffee.", []),
    # Found by bench/assistant.py's first run: a one-word status, an answer's "No," and "For
    # context," before the fact, a reminder of the moment, what to do about a fact after ", so".
    ("Note that I'm left-handed.", ["User is left-handed"]),
    ("No, I'm vegetarian.", ["User is vegetarian"]),
    ("No one told me about the meeting.", ["No one told User about the meeting"]),
    ("For context, I'm a high school chemistry teacher.", ["User is a high school chemistry teacher"]),
    ("Remind me to call the dentist tomorrow.", []),
    (
        "My partner is gluten intolerant, so keep recipes gluten-free.",
        ["User's partner is gluten intolerant", "User asked: keep recipes gluten-free"],
    ),
    # A couple's "we": expecting a baby is the speaker and their partner; expecting guests is not.
    ("We're expecting twins in October!", ["User and their partner are expecting twins in October 2023"]),
    ("We're expecting guests tonight.", ["User and others are expecting guests tonight (8 May 2023)"]),
    # "our" after "my wife and I" is both of theirs.
    (
        "My wife Sarah and I just had our first baby in January.",
        ["User and their wife Sarah just had their first baby in January 2023"],
    ),
    # A chat opening on "<name> here" names the speaker, then says a statement of its own.
    ("Dana here, I run a bakery in Leeds.", ["User's name is Dana", "User runs a bakery in Leeds"]),
    ("Looky here!", []),  # "Looky", "Over", "Come" before "here" name no one
    # "a nurse" is a job, though "nurse" is also a verb; "won" is a verb, unless it is "won't".
    ("I'm a nurse.", ["User is a nurse"]),
    ("My name is Dana and I'm a nurse.", ["User's name is Dana", "User is a nurse"]),
    ("I won the marathon!", ["User won the marathon"]),
    ("I'm a fan too!", []),  # a guard
    # Eager for a step named ("starting school") is a plan; "thrilled about dancing" a mood.
    (
        "Our daughter Mia is so excited about starting school.",
        ["User's daughter Mia is so excited about starting school"],
    ),
    ("I'm so excited about starting my new job.", ["User is so excited about starting their new job"]),
    ("I'm thrilled about dancing each day.", []),  # a guard
    # The partner named after "dating someone": whom the speaker dates, one memory (``guards``).
    ("I'm dating someone new, his name is Leo.", ["User is dating Leo"]),
    # What never to offer ("don't suggest", "don't recommend") is a standing request; a comment after
    # its comma is no part of it. "Don't call me today" is of the moment.
    (
        "Please don't suggest anything with cilantro, it tastes like soap to me.",
        ["User asked: don't suggest anything with cilantro"],
    ),
    ("Don't recommend horror movies, I hate them.", ["User asked: don't recommend horror movies"]),
    ("Don't call me today.", []),  # a guard
    # A "don't" for a time that comes round is a rule; said with a day, it is for that day.
    (
        "don't schedule anything before 10am, I'm not a morning person",
        ["User asked: don't schedule anything before 10am", "User is not a morning person"],
    ),
    ("Please don't schedule calls on Fridays.", ["User asked: don't schedule calls on Fridays"]),
    ("Don't call me before 10 tomorrow.", []),  # a guard
    # Where one moved from, after the place, is no part of where one lives; a place before "and I"
    # is no company of "we".
    (
        "we just moved to Denver from Miami and I have no winter clothes lol",
        ["User and others just moved to Denver from Miami; lives in Denver", "User has no winter clothes"],
    ),
    # A question spliced on with a comma ("..., should I worry?") leaves the statement before it said.
    (
        "my daughter (9) keeps getting headaches after school, should I worry?",
        ["User's daughter (9) keeps getting headaches after school"],
    ),
    ("my son has had a fever for 3 days, is that normal?", ["User's son has had a fever for 3 days"]),
    ("if I move to Berlin, should I learn German?", []),  # a guard
    # A manner verb's object and then how ("keep answers short") is a request, not "keep answers"
    # read as a verb; after a fact and "so", it is one of its own.
    ("keep answers short please", ["User asked: keep answers short"]),
    ("I have ADHD so keep answers short", ["User has ADHD", "User asked: keep answers short"]),
    ("keep replies under 100 words", ["User asked: keep replies under 100 words"]),
    # A list that opens on an item (after a label too) is a list as one after an age is: each item a
    # fact, and "we" after the last one a statement of its own.
    (
        "quick context: 2 kids (4 and 7), we live in Utrecht, I work part-time as a pharmacist",
        [
            "User has 2 kids (4 and 7)",
            "User and others live in Utrecht",
            "User works part-time as a pharmacist",
        ],
    ),
    (
        "married, 2 kids, we live in Utrecht",
        ["User is married", "User has 2 kids", "User and their family live in Utrecht"],
    ),
    ("After the show, we went for dinner", ["After the show, User and others went for dinner"]),  # a guard
    # A request after ", and please" is a clause of its own.
    (
        "I prefer bullet points over long paragraphs, and please use metric units",
        ["User prefers bullet points over long paragraphs", "User asked: use metric units"],
    ),
    # A list's last item may be where the speaker lives or works, its "I" dropped; a label before
    # the list is no item.
    (
        "about me: married, 2 dogs, live in Leeds",
        ["User is married", "User has 2 dogs", "User lives in Leeds"],
    ),
    ("I'm 34, married, work as a nurse", ["User is 34", "User is married", "User works as a nurse"]),
    ("I'm tired, work is hard", []),  # a guard
    # A mood of the moment, or what the speaker needs now, listed after their age is no fact.
    ("I'm 30, tired, need coffee", ["User is 30"]),
    # After a list's last comma, a name and its verb are a statement of their own.
    (
        "3 kids, 2 dogs, 1 cat, and Ben works from home",
        ["User has 3 kids", "User has 2 dogs", "User has 1 cat", "Ben works from home"],
    ),
    # The pain of a part of the body names a thing.
    (
        "I switched to a standing desk last month and my back pain is mostly gone",
        ["User switched to a standing desk last month (April 2023)", "User's back pain is mostly gone"],
    ),
    # An aside in brackets is no verb's place: the verb after it still makes the clause.
    ("my daughter Emma (6) loves horses", ["User's daughter Emma (6) loves horses"]),
    # Someone's home after the preposition of a place is a place, not "is".
    (
        "I'm staying at my sister's in Leeds this week",
        ["User is staying at their sister's in Leeds this week (8 May 2023)"],
    ),  # a guard
    # A capital names which time ("Pacific time"), though "time" alone is vague; how to answer,
    # after the fact, is no part of it.
    ("I'm on Pacific time", ["User is on Pacific time"]),
    ("I hate long emails, keep it brief", ["User hates long emails"]),
    # Seeing someone is a fact though whom is not named; a name after it is the partner's.
    ("I'm seeing someone", ["User is seeing someone"]),
    ("I've been seeing someone, her name is Ana", ["User is dating Ana"]),
    ("I've been seeing someone. Her name is Ana", ["User is dating Ana"]),
    # A thing, a person or a part of the body one has one of, its "my" dropped, then its verb.
    ("car got written off last week", ["User's car got written off last week (1 May 2023)"]),
    ("phone died this morning", ["User's phone died this morning (8 May 2023)"]),
    ("boss is on holiday till Friday", ["User's boss is on holiday till Friday (12 May 2023)"]),
    ("back home now, knackered", []),  # a guard: "home" is no verb of the back's
    # A wish, of fingers no one's own.
    ("Fingers crossed they'll be extra behaved", []),
    ("Fingers crossed for the apartment", []),
    # What a food does to the speaker, after "and", is a statement of its own.
    (
        "I'm allergic to peanuts, and shellfish makes me itchy",
        ["User is allergic to peanuts", "Shellfish makes User itchy"],
    ),
    (
        "I'm lactose intolerant and dairy gives me a rash",
        ["User is lactose intolerant", "Dairy gives User a rash"],
    ),
    # "'s" before a way of life, or an adjective and what it is of, is "is".
    ("my partner's vegan", ["User's partner is vegan"]),
    ("my sister's due in August", ["User's sister is due in August 2023"]),
    ("my partner's vegan recipes are great", []),  # a guard
    (
        "my partner's vegan so we mostly cook plant-based",
        ["User's partner is vegan", "User and their partner mostly cook plant-based"],
    ),
    # Children "we" have are the speaker's; having children over is no having.
    ("we've got two kids, Sam (7) and Ella (4)", ["User has two kids, Sam (7) and Ella (4)"]),
    ("we have a daughter", ["User has a daughter"]),
    ("we have kids over tonight", []),  # a guard
    # How a part of the body is, and an illness had for a while, are facts; a week judged is not.
    ("my knee is playing up again", ["User's knee is playing up again"]),
    ("I've had a cold all week", ["User has had a cold all week"]),
    ("I had a rough week", []),  # a guard
    # A name's "'s" is "is"; pronouns named as words stand for no one, and are the speaker's.
    ("my name's Sam", ["User's name is Sam"]),
    ("my name's Sam, they/them pronouns please", ["User's name is Sam", "User uses they/them pronouns"]),
    ("I'm Priya btw, I use she/her", ["User's name is Priya", "User uses she/her pronouns"]),
    # After a job or an age and a comma, how the speaker lives or works, its "I" dropped, is an item.
    ("I'm a nurse, work nights mostly", ["User is a nurse", "User works nights mostly"]),
    ("I'm 34, live alone with my cat", ["User is 34", "User lives alone with their cat"]),
    (
        "I'm 28, from Porto originally, been in London 5 years",
        ["User is 28", "User is from Porto originally", "User has been in London 5 years"],
    ),
    # A verb after "but" agrees as one after "and" does; "our" with no "we" is the speaker's, "their".
    ("I'm vegetarian but eat fish sometimes", ["User is vegetarian but eats fish sometimes"]),
    ("I'm tired but happy", []),  # a guard
    (
        "I live in Leeds with my girlfriend and our dog Bruno",
        ["User lives in Leeds with their girlfriend and their dog Bruno"],
    ),
    ("I think our planet is in trouble", ["User thinks the planet is in trouble"]),  # a guard
    # A last or first day after a comma is on the speaker's calendar, a statement of its own.
    (
        "I've handed in my notice, last day is the 30th",
        ["User has handed in their notice", "User's last day is the 30th (30 May 2023)"],
    ),
    # Children "we" have, by age or as a newborn, are the speaker's; a meeting "we" have is not.
    ("we have a 4 year old and a newborn", ["User has a 4 year old and a newborn"]),
    ("we have a meeting tomorrow", ["User and others have a meeting tomorrow (9 May 2023)"]),  # a guard
    # A measure or a cost of the speaker's own, its "my" dropped ("BP" as written).
    ("BP is 140/90", ["User's BP is 140/90"]),
    ("rent goes up to 1450 from June", ["User's rent goes up to 1450 from June"]),
    (
        "accepted the Stripe offer, start in 2 weeks",
        ["User accepted the Stripe offer", "User starts in 2 weeks (22 May 2023)"],
    ),
    ("I did offer", []),  # a guard: offered what, the turn before says
    # A way of life spelt the British way is one too.
    ("I'm colourblind", ["User is colourblind"]),
    ("I'm coeliac", ["User is coeliac"]),
    # A face typed after the fact is no part of it.
    ("Tofu died last month :(", ["Tofu died last month (April 2023)"]),
    ("I passed my driving test :D", ["User passed their driving test"]),
    # What is new in the speaker's life, its "my" dropped; a name after it is its name.
    (
        "new manager starts Monday, his name is Tom",
        ["User's new manager starts Monday (15 May 2023)", "User's new manager's name is Tom"],
    ),
    ("new job is going well", ["User's new job is going well"]),
    ("New York was amazing", []),  # a guard: a place, no one's new thing
    # A person by role is whom a name after them is of.
    ("my new neighbour is lovely, her name is Priya", ["User's new neighbour's name is Priya"]),
    # A verdict alone after a comma is no part of what happened.
    ("I went to Lisbon last week, so beautiful", ["User went to Lisbon last week (1 May 2023)"]),
    ("I finished the marathon, so proud", ["User finished the marathon, so proud"]),  # a guard: a feeling
    # A past form that is its base form too ("quit", "cut", "set") after one person is a verb.
    ("my sister quit her job", ["User's sister quit her job"]),
    ("my dad cut his hair short", ["User's dad cut his hair short"]),
    ("my mum set up a business", ["User's mum set up a business"]),
    ("Tom quit his job", ["Tom quit his job"]),
    ("my kids read a lot", ["User's kids read a lot"]),  # a guard: a plural's present
    # Who looks after the speaker, their "my" dropped ("GP" as written).
    ("physio said rest for a week", ["User's physio said rest for a week"]),
    ("GP wants me to get bloods done", ["User's GP wants User to get bloods done"]),
    # "day one" numbers the day: no "one" left out.
    ("we hit 10k signups on day one", ["User and others hit 10k signups on day one"]),
    ("I got a red one", []),  # a guard: a red what, the chat knows
    # "she's called X" after one just taken in names them; a statement after the name is no part of it.
    (
        "I adopted a cat last week, she's called Pixel",
        ["User adopted a cat last week (1 May 2023)", "User's cat is called Pixel"],
    ),
    (
        "my sister had a baby boy, he's called Leo",
        ["User's sister had a baby boy", "User's sister's baby boy is called Leo"],
    ),
    (
        "I got a kitten, her name is Luna and she's so tiny",
        ["User got a kitten", "User's kitten's name is Luna", "Luna is so tiny"],
    ),
    # "its" after a thing of the speaker's that the clause opens on is that thing's.
    ("my Civic failed its MOT", ["User's Civic failed its MOT"]),
    ("I love its colour", []),  # a guard: whose colour, the chat knows
    # Family, pets and measures of the speaker's, their "my" dropped, as chat does.
    ("wife is a nurse", ["User's wife is a nurse"]),
    ("son is 7", ["User's son is 7"]),
    ("brother just got engaged", ["User's brother just got engaged"]),
    ("kids are off school this week", ["User's kids are off school this week (8 May 2023)"]),
    ("dog ate my sandwich", ["User's dog ate User's sandwich"]),
    ("kids love it", []),  # a guard: anyone's kids, said of what they like
    ("Kids are amazingly resilient in tough situations.", []),  # a guard: what children are like
    ("kids loved the zoo", ["User's kids loved the zoo"]),
    ("Baby steps!", []),  # a guard: a saying
    # A past that is its base form too, before what it acts on: the past of one of the speaker's.
    ("doctor put me on metformin", ["User's doctor put User on metformin"]),
    ("physio cut my sessions to one a week", ["User's physio cut User's sessions to one a week"]),
    ("car hit a pothole", ["User's car hit a pothole"]),
    # A plan said as a gerund phrase: "moving" moves house here, and the next step follows "then".
    ("moving house next week", ["User is moving house next week (15 May 2023)"]),
    # A request, then a statement about whom it named: a clause of its own.
    ("suggest a gift for my sister, she loves gardening", ["User's sister loves gardening"]),
    (
        "write a birthday message for my husband Mark, he's turning 40 on Sunday",
        [
            "User asked: write a birthday message for their husband Mark",
            "User's husband Mark is turning 40 on Sunday (14 May 2023)",
        ],
    ),
    # A status held since a time, "I've been" dropped; where the speaker is off to, "I'm" dropped.
    ("vegan for 3 years now", ["User has been vegan for 3 years now"]),
    ("vegetarian since 2019", ["User has been vegetarian since 2019"]),
    ("married 10 years this June", ["User has been married 10 years this June (June 2023)"]),
    ("off to Lisbon on friday for a hen do", ["User is off to Lisbon on Friday (12 May 2023) for a hen do"]),
    ("off to bed", []),  # a guard
    # What the user has not got now, "I have" dropped; what follows the comma is said apart.
    ("no oven atm, it broke, just hob and microwave", ["User has no oven atm"]),
    ("no idea atm", []),  # a guard
    # One of the speaker's family or pets, "my" dropped, an adverb before the verb.
    ("partner really wants to see Nara deer", ["User's partner wants to see Nara deer"]),
    ("wife never eats breakfast", ["User's wife never eats breakfast"]),
    ("dog always barks at the postman", ["User's dog always barks at the postman"]),
    (
        "moving in on the 3rd, then painting everything",
        ["User is moving in on the 3rd (3 June 2023), then painting everything"],
    ),
    ("Moving story, that one", []),  # a guard: a moving story
    # Homes or jobs looked at: a search under way, the speaker's.
    ("looking at places in Lewisham", ["User is looking at places in Lewisham"]),
    ("looking at the photos again", []),  # a guard: a reaction
    # What one holds, its "my" dropped: a policy, a document, an agreement.
    (
        "insurance renews in August, currently with Admiral",
        ["User's insurance renews in August 2023, currently with Admiral"],
    ),
    ("passport expires in June", ["User's passport expires in June 2023"]),
    # One of the speaker's named in a clause of its own, nothing after: their name.
    ("I'm married now, my husband Sam", ["User is married now", "User's husband is called Sam"]),
    ("my favourite Pixar", []),  # a guard: no one of the speaker's
    # "before that": an earlier time only the chat places; the past tense keeps what is known.
    ("before that I was at Skyscanner for 3 years", ["User was at Skyscanner for 3 years"]),
    # How many are in something of the speaker's, "there are" dropped.
    ("28 kids in my class this year", ["There are 28 kids in User's class this year (2023)"]),
    ("40 people on my team", ["There are 40 people on User's team"]),
    ("5 min in my car", []),  # a guard: how long, no count of anyone
    # A stretch of the speaker's own time, its "my" dropped.
    ("maternity leave starts in March", ["User's maternity leave starts in March 2024"]),
    ("notice period ends on Friday", ["User's notice period ends on Friday (12 May 2023)"]),
    # A gerund phrase's aside after a comma ("mostly ...") is no list of answers.
    ("staying 10 days, mostly Tokyo and Kyoto", ["User is staying 10 days, mostly Tokyo and Kyoto"]),
    ("current weight is 82kg", ["User's current weight is 82kg"]),
    ("goal is to lose 5kg by summer", ["User's goal is to lose 5kg by summer"]),
    ("goal is the key", []),  # a guard: no aim of the speaker's
    # A parent called by their title, lower case, before "'s".
    ("mum's coming over this weekend", ["User's mum is coming over this weekend (13 May 2023)"]),
    ("dad's a teacher", ["User's dad is a teacher"]),
    ("second round is next Thursday", ["User's second round is next Thursday (11 May 2023)"]),
    # "the new <home>" after a move, its comma splice parted, is the speaker's.
    (
        "we moved last week, the new flat is in Leith",
        ["User and others moved last week (1 May 2023)", "User's new flat is in Leith"],
    ),
    # After the speaker's age, what they work as is an item too; "for context" may lead the list.
    (
        "for context I'm 29, software engineer, based in Berlin",
        ["User is 29", "User is a software engineer", "User is based in Berlin; lives in Berlin"],
    ),
    (
        "hi! I'm 52, retired accountant, live in Leeds",
        ["User is 52", "User is a retired accountant", "User lives in Leeds"],
    ),
    # An acronym's full stop before a lower-case word ends a sentence ("U.S." has stops inside).
    ("my car failed its MOT. need new brakes", ["User's car failed its MOT", "User needs new brakes"]),
    (
        "we moved to the U.S. last year",
        ["User and others moved to the U.S. last year (2022); lives in the U.S."],
    ),  # a guard
    # What a request keeps out is the thing its "with" names; a dislike's "them" is that thing, and
    # a request's "them" is what the dislike before it named.
    (
        "stop suggesting recipes with mushrooms, I hate them",
        ["User asked: stop suggesting recipes with mushrooms", "User hates mushrooms"],
    ),
    (
        "no recipes with mushrooms please. I'm allergic to them",
        ["User asked: no recipes with mushrooms", "User is allergic to mushrooms"],
    ),
    ("please don't send me recipes with them", []),  # a guard
    # A move to a day of the month is dated ahead, as a move to a weekday is.
    (
        "I moved my dentist appt to the 16th",
        ["User moved their dentist appointment to the 16th (16 May 2023)"],
    ),
    ("it's 30 degrees now", []),  # a guard: an amount said of now, with nothing to put right
    # "note that" asks to keep what came before; a "for when ..." left after it is half a sentence.
    (
        "I'm allergic to penicillin, please note that for when I ask about meds",
        ["User is allergic to penicillin"],
    ),
    ("for when I ask about meds", []),
    ("in case I forget", []),  # a guard
    ("until I moved to Oslo I lived in Rome", ["Until User moved to Oslo User lived in Rome"]),  # a guard
    ("once a week I go running", ["Once a week User goes running"]),  # a guard
    # A season of life named by its doing alone.
    (
        "I no longer work at Acme, I'm freelancing now",
        ["User no longer works at Acme", "User is freelancing now"],
    ),
    ("I'm still volunteering", ["User is still volunteering"]),
    ("I'm trying", []),  # a guard
    # The end of a span of days with no year comes after its start.
    (
        "we're out of town Dec 20 to Jan 3",
        ["User and others are out of town Dec 20 (20 December 2023) to Jan 3 (3 January 2024)"],
    ),
    # A label before a colon ("Some context:") is no part of the statement: the comma splice after
    # it parts as it does without the label; "so low sugar please" asks, after the fact.
    (
        "Can you help me plan meals? Some context: I'm cooking for me and my husband, he's diabetic so low "
        "sugar please.",
        ["User is cooking for User and their husband", "User's husband is diabetic"],
    ),
    # The -s word after "don't" and its verb is what is acted on: no "User doesn't schedule calls".
    ("Don't send emails after 6pm.", ["User asked: don't send emails after 6pm"]),
    # An age after a comma is a statement of its own about whom "he" stands for.
    (
        "My son's name is Eli, he's 4, and he's allergic to peanuts.",
        ["User's son's name is Eli", "User's son is 4", "User's son is allergic to peanuts"],
    ),
    # "These days" is now, no deictic; "those days" points at days the clause does not name.
    ("These days I mostly cook at home.", ["These days User mostly cooks at home"]),
    ("Those days are some of my favorite memories.", []),  # a guard
    # A short question after a comma asks on from the statement before it, which still says a fact.
    ("I'm vegan, suggest a recipe?", ["User is vegan"]),
    (
        "My son is 12 and he loves Minecraft, any gift ideas?",
        ["User's son is 12", "User's son loves Minecraft"],
    ),
    ("I'm heading to Lisbon in June, any tips?", ["User is heading to Lisbon in June 2023"]),
    ("My flight is at 6am, can you remind me the night before?", ["User's flight is at 6am"]),
    ("So, any tips?", []),  # a guard
    ("If you had to pick, which would you choose?", []),  # a guard
    # "<thing> and I don't get along": a dislike of the thing, said as two who do not get on.
    ("Spicy food and I don't get along.", ["User doesn't get along with spicy food"]),
    ("Loud music and I just don't get along.", ["User doesn't get along with loud music"]),
    ("Mornings and I are not friends.", ["User is not friends with mornings"]),
    ("Numbers and I never got along.", ["User never got along with numbers"]),
    ("My sister and I don't get along.", ["User and their sister don't get along"]),  # a guard
    ("Tom and I don't get along.", ["User and Tom don't get along"]),  # a guard
    # ", been <gerund>" after a statement: the speaker's dropped "I've", a statement of its own.
    (
        "I bought a bike, been riding it to work every day.",
        ["User bought a bike", "User has been riding the bike to work every day"],
    ),
    ("my therapist suggested journaling, been doing it daily", ["User's therapist suggested journaling"]),
    # "Heads up": a label before the statement, as "fyi" is; the span's two days are dated.
    (
        "heads up, I'm out of office from the 12th to the 19th",
        ["User is out of office from the 12th (12 May 2023) to the 19th (19 May 2023)"],
    ),
    # "every Tuesday and thursday": the second day recurs as the first does, in chat's lower case too.
    (
        "my son has soccer practice every tuesday and thursday at 5",
        ["User's son has soccer practice every Tuesday and Thursday at 5"],
    ),
    # "no <things> please" alone: what not to be given, a standing request. After a fact it is a
    # clause of its own, and for now: the fact is the memory.
    ("I've got a bad back so no high-impact workouts please", ["User has got a bad back"]),
    ("I prefer short answers, no bullet points please.", ["User prefers short answers"]),  # a guard
    ("No emojis please.", ["User asked: no emojis"]),
    ("no worries please", []),  # a guard
    # A work or a place the speaker took in, called by its name, is what a later "it" is.
    (
        "I watched Dune last night. I loved it!",
        ["User watched Dune last night (7 May 2023) and loved Dune"],
    ),
    (
        "We played this game Catan - it's a great strategy game. I love it!",
        ["User and others played a game Catan", "User loves Catan"],
    ),
    # An age alone is a fact; what is listed after it is one fact per item.
    ("I'm 34.", ["User is 34"]),
    (
        "I'm 34, married, two kids (6 and 9), and we live in Leeds.",
        [
            "User is 34",
            "User is married",
            "User has two kids (6 and 9)",
            "User and their family live in Leeds",
        ],
    ),
    # A partner and children named before "we": "we" is all of them, not the last one named.
    (
        "I'm married with two kids and we live in Leeds.",
        ["User is married with two kids", "User and their family live in Leeds"],
    ),
    (
        "I have a wife and a daughter. We live in Leeds.",
        ["User has a wife and a daughter", "User and their family live in Leeds"],
    ),
    (
        "My kids love the beach. We go twice a year.",
        ["User's kids love the beach", "User and their kids go twice a year"],
    ),  # a guard
    ("Hi! I'm 41, divorced, one daughter.", ["User is 41", "User is divorced", "User has one daughter"]),
    ("I'm tired, married life is hard.", []),  # a guard: no age, no list
    ("Great to meet you! I'm 34, married, two kids.", ["User is 34", "User is married", "User has two kids"]),
    # "twin boys" are two, "a twin brother" one: "they" and "he" stand for them, "twin" kept.
    ("I have twin boys, they're 5.", ["User has twin boys", "User's twin boys are 5"]),
    (
        "I have a twin brother, he lives in Oslo.",
        ["User has a twin brother", "User's twin brother lives in Oslo"],
    ),
    ("I have two sons, they're 5 and 7.", ["User has two sons", "User's sons are 5 and 7"]),  # a guard
    # A greeting before it is no fact it follows from.
    ("Hi! No emojis please.", ["User asked: no emojis"]),
    ("Hey there, thanks! no bullet points please", ["User asked: no bullet points"]),
    # A part of the body had, after an adjective, is a fact, though "back" reads as an adverb too.
    ("I have a bad back.", ["User has a bad back"]),
    ("I have a bad knee.", ["User has a bad knee"]),
    ("I have a bad feeling.", []),  # a guard
    # "Remind me that ..." asks to keep what follows, as "remember that" does.
    ("Remind me that my passport expires in March 2025.", ["User's passport expires in March 2025"]),
    # "read" closing on "now" is the present.
    ("My Kindle broke, so I read paper books now.", ["User's Kindle broke", "User reads paper books now"]),
]


@pytest.mark.parametrize(
    ("asked", "answer", "expected"),
    [
        (
            "Any debts?",
            "Yes, about $12,000 in student loans at 5%.",
            ["User has about $12,000 in student loans at 5%"],
        ),
        ("Any pets?", "Two cats and a hamster.", ["User has two cats and a hamster"]),
        ("Any allergies?", "A few, mostly pollen.", []),
        ("Any allergies?", "Yes, shellfish.", ["User is allergic to shellfish"]),
        ("Any pets?", "Luna and Max.", ["User's pets: Luna and Max"]),
        ("Any hobbies?", "Rock climbing and chess.", ["User's hobbies: rock climbing and chess"]),
        ("Any questions?", "Not really.", []),
        (
            "Any food restrictions?",
            "Two of the kids have nut allergies.",
            ["Two of the kids have nut allergies"],
        ),
    ],
)
def test_an_answer_to_a_question_of_any_is_what_the_user_has(
    make_memory: MakeMemory, asked: str, answer: str, expected: list[str]
) -> None:
    assert told(make_memory(), ["I need help with my budget.", asked, answer])[-1] == expected


@pytest.mark.parametrize(
    ("asked", "answer", "expected"),
    [
        ("Where are you based?", "Toronto.", ["User is based in Toronto; lives in Toronto"]),
        (
            "Where are you based?",
            "Toronto, but moving to Montreal in June.",
            ["User is based in Toronto; lives in Toronto", "User is moving to Montreal in June 2023"],
        ),
        ("Where do you live?", "In Lisbon", ["User lives in Lisbon"]),
        ("Where are you from?", "Porto, Portugal", ["User is from Porto, Portugal"]),
        ("Where do you work?", "Stripe", ["User works at Stripe"]),
        ("What do you do for work?", "Nurse, at St. Mary's.", ["User works as a nurse, at St. Mary's"]),
        ("What's your job?", "Software engineer", ["User works as a software engineer"]),
        ("What's your job?", "Not much lol", []),
        ("Where do you live?", "Yes", []),
        # A noun phrase alone that answers none of these says nothing ("budgeting" is no verb).
        ("What's the product?", "A budgeting app for freelancers.", []),
    ],
)
def test_a_bare_place_or_job_answers_where_or_what_the_user_does(
    make_memory: MakeMemory, asked: str, answer: str, expected: list[str]
) -> None:
    assert told(make_memory(), ["Hi!", asked, answer])[-1] == expected


@pytest.mark.parametrize(
    ("suggested", "reply", "expected"),
    [
        (
            "You might enjoy Seveneves by Neal Stephenson.",
            "Already read it, didn't like it much.",
            ["User already read Seveneves", "User didn't like Seveneves much"],
        ),
        ("Try Hades, it's a great roguelike.", "I love it already!", ["User loves Hades already"]),
        (
            "I'd recommend The Bear, it's about a chef.",
            "I watched it last year and hated it.",
            ["User watched The Bear last year (2022) and hated The Bear"],
        ),
        # Two works suggested: which one "it" is, the reply does not say.
        ("You might enjoy Severance or The Bear.", "I loved it.", []),  # a guard
    ],
)
def test_it_in_a_reply_to_a_suggestion_is_the_work_suggested(
    make_memory: MakeMemory, suggested: str, reply: str, expected: list[str]
) -> None:
    assert told(make_memory(), ["Any ideas?", suggested, reply])[-1] == expected


def test_a_place_answered_is_where_the_user_lives_and_a_move_a_version(make_memory: MakeMemory) -> None:
    m = make_memory()
    got = told(m, ["Hi!", "Where do you live?", "Denver", "Noted.", "We just moved to Boulder last week."])
    assert got[1] == ["User lives in Denver"]
    # The move supersedes where the answer said the user lives: only Boulder is still active.
    [active] = [i for i in m.list(user_id="u").items if "Boulder" in i.text or "Denver" in i.text]
    assert "Boulder" in active.text


@pytest.mark.parametrize(("message", "expected"), TOLD)
def test_what_a_user_tells_an_assistant(make_memory: MakeMemory, message: str, expected: list[str]) -> None:
    assert told(make_memory(), [message])[-1] == expected


def test_an_ailment_answered_to_an_assistant_is_the_it_after_it(make_memory: MakeMemory) -> None:
    got = told(
        make_memory(),
        ["Hi!", "Any injuries I should know about?", "dodgy left knee, had surgery on it in 2019"],
    )
    assert got[-1] == ["User's injuries: dodgy left knee", "User had surgery on the dodgy left knee in 2019"]


def test_an_age_answered_to_an_assistant_is_the_users(make_memory: MakeMemory) -> None:
    assert told(make_memory(), ["Hi!", "How old are you?", "30"])[-1] == ["User is 30"]


def test_the_childrens_ages_after_a_household_count_are_the_users_childrens(make_memory: MakeMemory) -> None:
    got = told(make_memory(), ["Hi!", "How many people?", "4 of us, kids are 6 and 9"])
    assert got[-1] == ["User's kids are 6 and 9"]
    assert told(make_memory(), ["kids are 4 and 7"])[-1] == ["User's kids are 4 and 7"]


def test_a_bare_noun_phrase_answering_then_a_statement_are_two_memories(make_memory: MakeMemory) -> None:
    got = told(
        make_memory(), ["Hi!", "What's your experience?", "total beginner, I'm 42 and a bit overweight"]
    )
    assert got[-1] == ["User's experience is total beginner", "User is 42 and a bit overweight"]
    # a wish whose "I" was dropped after a comma is cut from the fact before it
    got = told(
        make_memory(),
        [
            "Hi!",
            "Any races in mind?",
            "my sister's doing the Great North Run in September, would love to do it with her",
        ],
    )
    assert got[-1] == ["User's sister is doing the Great North Run in September 2023"]


def test_a_pronoun_before_a_comma_owns_nothing_and_go_on_is_no_part_of_the_fact(
    make_memory: MakeMemory,
) -> None:
    got = told(
        make_memory(),
        ["recommend me a book", "How about something by Becky Chambers?", "ooh haven't tried her, go on"],
    )
    assert got[-1] == ["User hasn't tried Becky Chambers"]


def test_a_compound_noun_in_lower_case_answers_what_the_user_likes(make_memory: MakeMemory) -> None:
    got = told(
        make_memory(),
        ["recommend me a book", "Sure! What genres do you like?", "sci-fi mostly, loved Project Hail Mary"],
    )
    assert got[-1] == ["User likes sci-fi mostly", "User loved Project Hail Mary"]


def test_not_yet_and_how_much_answer_a_question_of_the_user(make_memory: MakeMemory) -> None:
    got = told(
        make_memory("a.db"), ["hi", "Have you found a place?", "not yet, looking in Kreuzberg or Neukölln"]
    )
    assert got[-1] == ["User hasn't found a place yet", "User is looking in Kreuzberg or Neukölln"]
    assert told(make_memory("b.db"), ["hi", "Do you speak German?", "yes, a little"])[-1] == [
        "User speaks German a little"
    ]
    # a guard: of what was done once, "not yet" does not say enough to word
    assert told(make_memory("c.db"), ["hi", "Did you book the flights?", "nope not yet"])[-1] == []


def test_what_she_likes_is_said_of_whom_she_is(make_memory: MakeMemory) -> None:
    got = told(
        make_memory(),
        [
            "can you suggest a gift for my wife?",
            "Of course! What does she like?",
            "gardening and true crime podcasts. oh and she's been getting into pottery",
        ],
    )
    assert got[-1] == [
        "User's wife likes gardening and true crime podcasts",
        "User's wife has been getting into pottery",
    ]


def test_a_coachs_bare_questions_are_answered_of_the_user(make_memory: MakeMemory) -> None:
    got = told(
        make_memory(),
        [
            "I need a workout plan",
            "Equipment?",
            "just dumbbells at home, 5 to 20kg",
            "Goal?",
            "lose about 10kg before my wedding in October",
            "What's your main goal?",
            "run a sub-2 half marathon",
        ],
    )
    assert got[1:] == [
        ["User's equipment is just dumbbells at home"],
        ["User's goal is to lose about 10kg before User's wedding in October 2023"],
        ["User's main goal is to run a sub-2 half marathon"],
    ]


def test_a_count_hedged_after_or_before_is_said_with_its_hedge(make_memory: MakeMemory) -> None:
    for k, answer in enumerate(("3 probably", "probably 3")):
        got = told(make_memory(f"m{k}.db"), ["Hi!", "How many days can you commit?", answer])
        assert got[-1] == ["User can probably commit 3 days"]


def test_an_answer_then_a_clause_whose_i_was_dropped_are_two_memories(make_memory: MakeMemory) -> None:
    got = told(
        make_memory(),
        [
            "Hi!",
            "What's your current fitness level?",
            "pretty low tbh, haven't run since my knee surgery last year",
        ],
    )
    assert got[-1] == [
        "User's current fitness level is low",
        "User hasn't run since their knee surgery last year (2022)",
    ]
    assert told(make_memory(), ["busy week, haven't been to the gym at all"])[-1] == [
        "User hasn't been to the gym at all"
    ]


def test_an_answer_then_one_of_the_family_whose_my_was_dropped(make_memory: MakeMemory) -> None:
    got = told(
        make_memory(), ["Hi!", "Any must-sees?", "Kyoto for sure, partner really wants to see Nara deer"]
    )
    assert got[-1] == ["User's partner wants to see Nara deer"]


def test_a_yes_and_one_more_thing_had_is_had_too(make_memory: MakeMemory) -> None:
    got = told(make_memory(), ["Hi!", "Do you have an Instant Pot?", "yes, and an air fryer"])
    assert got[-1] == ["User has an Instant Pot and an air fryer"]
    # What was gone to, done or seen takes no second object so ("went to Paris and a few days").
    got = told(make_memory(), ["Hi!", "Did you go to Paris?", "yes, and a few days in Rome"])
    assert got[-1] == ["User went to Paris"]


def test_how_it_went_then_what_comes_next_is_the_speakers(make_memory: MakeMemory) -> None:
    got = told(
        make_memory(), ["Hi!", "how did the interview go?", "really well, second round is next Thursday"]
    )
    assert got[-1] == ["User's second round is next Thursday (11 May 2023)"]


def test_a_measure_of_a_pastime_gets_its_article_back(make_memory: MakeMemory) -> None:
    got = told(make_memory(), ["Hi!", "What do you do for fun?", "climbing mostly, bit of running"])
    assert got[-1] == ["User climbs mostly for fun", "User does a bit of running for fun"]


def test_a_name_after_a_person_by_role_is_never_a_pet_s_named_before(make_memory: MakeMemory) -> None:
    got = told(
        make_memory(),
        ["I got a dog, his name is Rex", "Congrats!", "my new neighbour is lovely, her name is Priya"],
    )
    # The neighbour is the one the message names; the dog of the earlier turn keeps its name.
    assert got == [["User got a dog", "User's dog's name is Rex"], ["User's new neighbour's name is Priya"]]


def test_a_place_moved_to_is_no_one_a_pronoun_after_it_stands_for(make_memory: MakeMemory) -> None:
    got = told(
        make_memory(), ["my mum lives in York", "ok", "we're moving to York next month to be closer to her"]
    )
    assert got[-1] == ["User and others are moving to York next month (June 2023) to be closer to User's mum"]


def test_she_s_called_after_a_pet_taken_in_is_the_pet_not_a_neighbour_named_before(
    make_memory: MakeMemory,
) -> None:
    got = told(
        make_memory(),
        [
            "my neighbour's dog is called Max too lol",
            "ha",
            "we also adopted a cat last week, she's called Pixel",
        ],
    )
    assert got[-1] == [
        "User and others also adopted a cat last week (1 May 2023)",
        "User's cat is called Pixel",
    ]


def test_a_gift_search_keeps_whom_and_the_budget(make_memory: MakeMemory) -> None:
    got = told(
        make_memory(),
        [
            "I need a gift idea for my dad",
            "A golf lesson package?",
            "ooh he'd love that, he's been wanting to fix his swing. budget is like 200",
        ],
    )
    # "ooh" leads as "oh" does, so the comma splice parts; "like 200" is an amount all the same.
    assert got[-1] == ["User's dad has been wanting to fix his swing", "User's budget is like 200"]


def test_an_assistant_turn_naming_no_one_leaves_he_the_users_dad(make_memory: MakeMemory) -> None:
    got = told(
        make_memory(),
        [
            "I need a gift for my dad's 60th, he's into golf and whisky",
            "How about a personalised set of golf balls?",
            "he already has loads of those. budget is about 100 quid",
            "Got it, thanks.",
            "actually he's more into single malts, Islay ones especially",
        ],
    )
    assert got[-1] == ["User's dad is more into single malts, Islay ones especially"]


def test_a_household_and_its_children_by_age_are_the_speakers(make_memory: MakeMemory) -> None:
    got = told(
        make_memory(),
        [
            "can you help me plan meals for the week? it's me, my husband and our two boys (8 and 11)",
            "Sure! Any dietary needs?",
            "the older one is vegetarian, the younger one hates anything green",
        ],
    )
    assert got[0] == ["User's household is User, their husband and their two boys (8 and 11)"]
    assert got[1] == ["User's older boy is vegetarian, User's younger boy hates anything green"]
    got = told(make_memory(), ["I have two daughters", "How old are they?", "the eldest just started uni"])
    assert got[1] == ["User's eldest daughter just started uni"]
    assert told(make_memory(), ["it's just me and my partner"]) == [
        ["User's household is User and their partner"]
    ]
    assert told(make_memory(), ["it's me and my big mouth again"]) == [[]]  # a guard: no one named


def test_we_after_a_son_and_a_daughter_is_not_the_daughter_alone(make_memory: MakeMemory) -> None:
    got = told(
        make_memory(),
        [
            "my son Jake is 6",
            "Got it.",
            "and my daughter is called Emma not Emily",
            "Noted.",
            "we live in Bristol",
        ],
    )
    assert got[-1] == ["User and others live in Bristol"]
    # a guard: one child named, the "we" of the next turn is the speaker and that child
    got = told(make_memory(), ["my kids love the beach", "Nice!", "we go twice a year"])
    assert got[-1] == ["User and their kids go twice a year"]


def test_the_thing_the_user_called_theirs_is_theirs_to_an_assistant(make_memory: MakeMemory) -> None:
    got = told(make_memory(), ["my car is red", "Nice.", "the car is a 2017 Ford Fiesta, 60k miles"])
    assert got[-1] == ["User's car is a 2017 Ford Fiesta, 60k miles"]
    # a guard: a definite thing the chat never named stays as said
    assert told(make_memory(), ["the sign was just a precaution"]) == [["The sign was just a precaution"]]


def test_an_amount_of_what_it_does_not_say_is_no_memory(make_memory: MakeMemory) -> None:
    got = told(
        make_memory(),
        ["We put an offer on a flat!", "How much?", "450k, a bit over budget but the garden sold us"],
    )
    assert got[-1] == []


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("around 8k total, not counting flights", ["User's budget is around 8k total, not counting flights"]),
        ("around 120 a week", ["User's budget is around 120 a week"]),
        ("$500 max", ["User's budget is $500 max"]),
        ("flexible", []),  # a guard: how it is, no amount
    ],
)
def test_an_amount_answering_a_bare_budget_is_the_budget(
    make_memory: MakeMemory, answer: str, expected: list[str]
) -> None:
    # "Budget?" asks what the user's budget is, as "What's your budget?" does.
    got = told(make_memory(), ["can you help me plan a trip?", "Got it. Budget?", answer])
    assert got[-1] == expected


def test_an_amount_answering_a_budget_per_week_is_that_budget(make_memory: MakeMemory) -> None:
    got = told(make_memory(), ["can you help me plan meals?", "Sure! Budget per week?", "about £120"])
    assert got[-1] == ["User's budget per week is about £120"]


def test_a_day_alone_is_in_the_month_named_before_it(make_memory: MakeMemory) -> None:
    got = told(make_memory(), ["we fly out in June. we land in Tokyo on the 24th"])
    assert got[-1] == [
        "User and others fly out in June 2023",
        "User and others land in Tokyo on the 24th (24 June 2023)",
    ]


def test_a_no_before_what_is_avoided_lists_it(make_memory: MakeMemory) -> None:
    # "no pork" answering "Any foods you avoid?" names pork: not "User avoids no pork".
    got = told(
        make_memory(),
        ["meal plan pls", "Sure. Any foods you avoid?", "no pork (religious), and I hate mushrooms"],
    )
    assert got[-1] == ["User avoids pork (religious)", "User hates mushrooms"]


def test_a_count_answered_before_a_comma_is_no_opening_of_the_clause_after(make_memory: MakeMemory) -> None:
    # "3 meals + 1 snack, I eat dinner late": two things said, not one clause opened by a phrase.
    got = told(
        make_memory(),
        ["meal plan pls", "Got it. How many meals?", "3 meals + 1 snack, I eat dinner late, like 9pm"],
    )
    assert got[-1] == ["User eats dinner late, like 9pm"]
    got = told(make_memory(), ["Two years ago, I moved to Rome"])
    assert got[-1] == [
        "Two years ago (2021), User moved to Rome; lives in Rome"
    ]  # a guard: a time opens its clause


def test_neither_of_us_is_we_counted_and_named(make_memory: MakeMemory) -> None:
    turns = [
        "I'm cooking for me and my husband",
        "Any foods you dislike?",
        "mushrooms, and neither of us eat pork",
    ]
    assert told(make_memory(), turns)[-1] == [
        "User dislikes mushrooms",
        "User and their husband don't eat pork",
    ]
    # The -s of one of the two agrees with "neither"; "we" does not ("Neither of us eats meat").
    assert told(make_memory(), ["My wife and I love cooking. Neither of us eats meat."])[-1] == [
        "User and their wife love cooking",
        "User and their wife don't eat meat",
    ]


def test_a_couples_we_is_the_partner_whoever_else_the_session_named(make_memory: MakeMemory) -> None:
    def written(first: str) -> list[str]:
        m = make_memory()
        added: list[str] = []
        for i, text in enumerate([first, "we're expecting our second baby in October!"]):
            at = T0 + timedelta(seconds=i)
            r = m.add(
                [{"role": "user", "content": text, "timestamp": at}], user_id="u", session_id="s", now=at
            )
            added = [item.text for item in r.added]
        return added

    assert written("fyi my kid's school starts at 8:15 so mornings are hectic") == [
        "User and their partner are expecting their second baby in October 2023"
    ]
    assert written("My wife and I went to Rome.") == [
        "User and their wife are expecting their second baby in October 2023"
    ]


def test_a_request_for_a_name_is_the_name_slot_and_its_change_a_version(make_memory: MakeMemory) -> None:
    m = make_memory()
    got = told(
        m, ["Please call me Liz, not Elizabeth.", "Sure, Liz!", "Actually, call me Beth."], name="Elizabeth"
    )
    assert got == [["Elizabeth goes by Liz, not Elizabeth"], ["Elizabeth goes by Beth"]]
    [active] = [i for i in m.list(user_id="u").items if "goes by" in i.text]
    assert active.text == "Elizabeth goes by Beth"


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (
            "Event: Dentist appointment with Dr. Lee. Date: 2023-05-15 09:30. Location: 12 Main St.",
            [
                "According to tool calendar: Event: Dentist appointment with Dr. Lee. Date: 2023-05-15 09:30. "
                "Location: 12 Main St."
            ],
        ),
        (
            "Name: Jane Doe\nEmail: jane@example.com\nPlan: Pro",
            ["According to tool calendar: Name: Jane Doe; Email: jane@example.com; Plan: Pro"],
        ),
        (
            "Tokyo forecast: 18°C, light rain.",
            ["According to tool calendar: Tokyo forecast: 18°C, light rain"],
        ),
    ],
)
def test_a_record_of_fields_from_a_tool_is_one_memory(
    make_memory: MakeMemory, content: str, expected: list[str]
) -> None:
    # "Date: 2023-05-15 09:30" alone would not say what it dates: the fields stay together.
    r = make_memory().add(
        [{"role": "tool", "name": "calendar", "content": content, "timestamp": T0}], user_id="u", now=T0
    )
    assert [i.text for i in r.added] == expected
    assert all(i.evidence[0].quote in content for i in r.added)


@pytest.mark.parametrize(
    ("first", "correction", "now"),
    [
        ("I live in Seattle.", "Sorry, I meant Portland, not Seattle.", "User lives in Portland"),
        (
            "My dog is a beagle named Max.",
            "I meant a basset hound, not a beagle.",
            "User's dog is a basset hound named Max",
        ),
        ("My birthday is June 12.", "Correction: my birthday is June 14.", "User's birthday is June 14"),
        # An amount put right with its unit: the latest the user gave with that unit, said again.
        (
            "I'm training for the Berlin marathon in September, currently running 40k a week",
            "actually it's 50k a week now, I bumped it up last week",
            "User is training for the Berlin marathon in September 2023, currently running 50k a week",
        ),
        ("The trip is 12 days.", "actually make that 10 days", "The trip is 10 days"),
    ],
)
def test_a_correction_is_the_next_version_of_what_it_corrects(
    make_memory: MakeMemory, first: str, correction: str, now: str
) -> None:
    # The assistant's reply between them: the corrected words are the user's earlier turn's.
    m = make_memory()
    [[old], [new]] = told(m, [first, "Got it!", correction])
    assert new == now
    versions = {i.text: i.status for i in m.list(user_id="u", status=None).items}
    assert versions == {old: "superseded", now: "active"}


# A chat of two friends, written for these tests (not LoCoMo): an animal the speaker got or has is
# whom "she" means, unless another animal was just named; "it" after "swamped with my thesis" is the
# thesis; "Not anymore" to "Are you still ...?" ends what was asked; "otherwise I'd ..." is no fact.
FRIENDS: list[tuple[list[tuple[str, str]], list[str]]] = [
    (
        [
            ("Marco", "By the way, I adopted a cat last week. Her name is Pesto."),
            ("Priya", "Aww, I love that name! Is she settling in okay?"),
            ("Marco", "Yeah, she already rules the apartment. She sleeps on my keyboard every morning."),
        ],
        ["Marco's cat already rules the apartment", "Marco's cat sleeps on Marco's keyboard every morning"],
    ),
    (
        [("Priya", "Hey Marco! My dog is the best. She sleeps on my keyboard every morning.")],
        ["Priya's dog sleeps on Priya's keyboard every morning"],
    ),
    (
        [
            ("Priya", "Hey Marco! I got a dog last week."),
            ("Marco", "Nice!"),
            ("Priya", "The shelter let me meet their cat too. He was so friendly!"),
        ],
        [],
    ),
    (
        [("Priya", "Hey Marco! I've been swamped with my thesis. I'm finally submitting it next Friday.")],
        [
            "Priya has been swamped with their thesis",
            "Priya is submitting their thesis next Friday (12 May 2023)",
        ],
    ),
    (
        [("Priya", "Hey Marco! My roommate is allergic, otherwise I'd get one too.")],
        ["Priya's roommate is allergic"],
    ),
    # A bare time answers a question of when: said as the question asked it.
    (
        [("Sam", "Congrats, Zoe!! When do you start?"), ("Zoe", "In September. I'm moving to LA in August.")],
        ["Zoe starts in September 2023", "Zoe is moving to LA in August 2023"],
    ),
    (
        [("Sam", "Hey Zoe! When did you move to Denver?"), ("Zoe", "Last year.")],
        ["Zoe moved to Denver last year (2022); lives in Denver"],
    ),
    (
        [("Sam", "Hey Zoe! When is your flight?"), ("Zoe", "On Friday.")],
        ["Zoe's flight is on Friday (12 May 2023)"],
    ),
    ([("Sam", "Hey Zoe! When do you finish?"), ("Zoe", "At the end.")], []),
    (
        [("Sam", "Hey Zoe! When's the wedding?"), ("Zoe", "In August, in Napa.")],
        ["The wedding is in August 2023, in Napa"],
    ),
    # A bare yes to a question about the listener says it of them, when the question names what:
    # not an open one ("any hobbies?"), one about what is shown ("that computer"), or "join in?".
    (
        [
            ("Rosa", "Oh no, Kai. Do you bike to work every day?"),
            ("Kai", "Yep, it's about 8 miles each way."),
        ],
        ["Kai bikes to work every day"],
    ),
    ([("Rosa", "Hey Kai! Have you been to Japan?"), ("Kai", "Yes, twice.")], ["Kai has been to Japan twice"]),
    ([("Rosa", "Hey Kai! Do you have any hobbies?"), ("Kai", "Yes!")], []),
    ([("Rosa", "Hey Kai! Do you use that computer for gaming?"), ("Kai", "Yep!")], []),
    ([("Rosa", "Hey Kai! Did you join in?"), ("Kai", "Yes, I did.")], []),
    ([("Rosa", "Hey Kai! Do you want to grab coffee later?"), ("Kai", "Sure!")], []),
    # "He's obsessed with dinosaurs": a state ("is"); "He's finished three marathons": "has".
    (
        [
            (
                "Ana",
                "Hey Bo! My brother loves hiking. He's obsessed with mountains. He's finished three marathons too.",
            )
        ],
        [
            "Ana's brother loves hiking",
            "Ana's brother is obsessed with mountains",
            "Ana's brother has finished three marathons",
        ],
    ),
    # "we ... them" after "my dogs": the dogs are "them", so "we" is not them too.
    (
        [
            ("Bo", "Hey Andrew! Have your dogs been to the groomer?"),
            ("Andrew", "No, we haven't got the chance to take them to the groomer yet."),
        ],
        [],
    ),
    # A dropped "I'm" before a state ("Finally done with exams"); a dropped "I" before an act.
    (
        [("Raj", 'Hey Ana! Finally done with exams. Went to the park yesterday. Just finished "Dune".')],
        [
            "Raj is finally done with exams",
            "Raj went to the park yesterday (7 May 2023)",
            'Raj just finished "Dune"',
        ],
    ),
    # A person named by a noun without gender ("my cousin", "my boss") is "she" or "he", unless
    # another person was just named; "helping her find" is her, finding.
    (
        [
            (
                "Maria",
                "Hey John! My cousin had a tough time, so I'm lending a hand in helping her find a new place.",
            )
        ],
        [
            "Maria's cousin had a tough time",
            "Maria is lending a hand in helping their cousin find a new place",
        ],
    ),
    # "Yeah, she ..." after "Did she stay in Munich?": the speaker's cousin, and "there" the place asked.
    (
        [
            ("Ana", "Hey Raj! My cousin did the same program last year and loved it."),
            ("Raj", "That's reassuring! Did she stay in Munich after?"),
            ("Ana", "Yeah, she got a full-time offer and still lives there."),
        ],
        ["Ana's cousin got a full-time offer and still lives in Munich"],
    ),
    (
        [("Maria", "Hey John! My boss is great. She lets me work from home on Fridays.")],
        ["Maria's boss lets Maria work from home on Fridays"],
    ),
    (
        [("Maria", "Hey John! My coworker met a new doctor last week. She said he was nice.")],
        ["Maria's coworker met a new doctor last week (1 May 2023)"],
    ),
    # "I stopped" after "I used to teach yoga": stopped teaching yoga.
    (
        [("Mia", "Hey Leo! I used to teach yoga but I stopped when I got pregnant.")],
        ["Mia used to teach yoga", "Mia stopped teaching yoga when Mia got pregnant"],
    ),
    # A picture from a trip says the trip, where or when it was; "my last hike - so serene" says neither.
    (
        [("Eli", "Hey Nora! Check out this pic from my trip to Yosemite last month.")],
        ["Eli went on a trip to Yosemite last month (April 2023)"],
    ),
    ([("Eli", "Hey Nora! Here's a photo from my last hike - so serene!")], []),
    # "How's the new puppy?" - "He's a handful!": the animal the question named, the speaker's.
    (
        [
            ("Zoe", "Hey Sam! How's the new puppy, by the way?"),
            ("Sam", "He's a handful! He chewed through two of my shoes."),
        ],
        ["Sam's new puppy is a handful", "Sam's new puppy chewed through two of Sam's shoes"],
    ),
    # "Mostly," answers how far; a wish that someone else were otherwise is no fact.
    (
        [
            ("Priya", "Hey Marco! Are you renovating the kitchen yourselves?"),
            ("Marco", "Mostly, my dad is helping with the plumbing. I wish my brother were that handy."),
        ],
        ["Marco's dad is helping with the plumbing"],
    ),
    (
        [
            ("Priya", "Hey Marco! I play volleyball on Thursdays."),
            ("Marco", "Cool. Are you still playing volleyball on Thursdays?"),
            ("Priya", "Not anymore, I hurt my shoulder in March. I've switched to swimming."),
        ],
        [
            "Priya hurt their shoulder in March 2023",
            "Priya has switched to swimming",
            "Priya is not playing volleyball on Thursdays anymore",
        ],
    ),
    # "They" after the books just named is the books, not "my hobbies" of an earlier turn.
    (
        [
            ("Priya", "My hobbies are climbing and baking."),
            ("Marco", "Cool!"),
            ("Priya", "I also love old science fiction novels. They help me switch off after work."),
        ],
        ["Priya also loves old science fiction novels"],
    ),
    (
        [
            ("Priya", "My dogs are my best companions."),
            ("Marco", "Mine is a poodle, they're so smart!"),
            ("Priya", "Poodles are indeed awesome! They are super loyal and smart."),
        ],
        [],
    ),
    # "They eat ... They sleep ...": the sentence before was about the same "they".
    (
        [
            ("Marco", "My two cats are getting old."),
            ("Priya", "Aww, what do they eat?"),
            ("Marco", "They eat wet food and treats. They sleep most of the day."),
        ],
        ["Marco's cats eat wet food and treats", "Marco's cats sleep most of the day"],
    ),
    (
        [
            ("Marco", "I have two cats."),
            ("Priya", "Aww, what do they eat?"),
            ("Marco", "They eat wet food and treats."),
        ],
        ["Marco's cats eat wet food and treats"],
    ),
    # "their" after other people would be theirs: the speaker's name says whose.
    (
        [("Priya", "Hey Marco! I love talking to people about my garden.")],
        ["Priya loves talking to people about Priya's garden"],
    ),
    (
        [("Priya", "Hey Marco! I finally finished my garden.")],
        ["Priya finished their garden"],
    ),
    # The question's "the new book" is what the answer's "it" is: "book" can be a verb, not after
    # an adjective ("What does the sign say?" keeps "say" the verb).
    (
        [
            ("Marco", "Hey Priya! Did you like the new book by Sally Rooney?"),
            ("Priya", "It was so good, I finished it in two days."),
        ],
        ["Priya finished the new book in two days"],
    ),
    # "ok." ends a sentence before a capital; "that book you recommended" is a book, said which.
    (
        [
            ("Marco", "Hey Priya! Need any help?"),
            (
                "Priya",
                "Thanks, Marco. It was tough, but I'm doing ok. Been reading that book you recommended.",
            ),
        ],
        ["Priya has been reading a book Marco recommended"],
    ),
    # "you all" in the question: "we" is whom it addressed, not the family of the speaker's last turn.
    (
        [
            ("Priya", "Hey Marco! Last week I caught up with my family and old friends."),
            ("Marco", "That group looks like a great squad. How long did you all play together?"),
            ("Priya", "We were teammates for four years in high school."),
        ],
        ["Priya and others were teammates for four years in high school"],
    ),
    (
        [
            ("Priya", "Hey Marco! I spent the weekend with my family at the lake."),
            ("Marco", "Sounds lovely! What did you all do?"),
            ("Priya", "We played games and swam all day."),
        ],
        ["Priya and their family played games and swam all day"],
    ),
    # An infinitive goes on after "and": no finite verb, so a fragment, no memory.
    (
        [
            (
                "Priya",
                "Hey Marco! I took a road trip last week. Much-needed break and a chance to explore new places and get inspired.",
            ),
        ],
        ["Priya took a road trip last week (1 May 2023)"],
    ),
    # A comment after "and" does not hide the statement before it, whose "them" the message named.
    (
        [
            ("Marco", "Do your dogs like snow?"),
            ("Priya", "My dogs hate snow. I took them to a snowy park yesterday and they were so confused!"),
        ],
        ["Priya's dogs hate snow", "Priya took their dogs to a snowy park yesterday (7 May 2023)"],
    ),
    # What the question named, with a name inside ("that old Gibson guitar"), is what "it" is;
    # the uncle it came from never is.
    (
        [
            ("Marco", "Do you still have that old Gibson guitar from your uncle?"),
            ("Priya", "Yeah, I play it every night before bed"),
        ],
        [
            "Priya still has the old Gibson guitar from their uncle",
            "Priya plays their old Gibson guitar every night before bed",
        ],
    ),
    # "that red Vespa" is one both know; the yes says the speaker bought it, and a bare verb before
    # "it" with a habit is the speaker's own doing ("ride it to work every day now").
    (
        [
            ("Sven", "Did you end up buying that red Vespa?"),
            ("Julia", "I did! ride it to work every day now, zero regrets"),
        ],
        ["Julia ended up buying the red Vespa", "Julia rides the red Vespa to work every day now"],
    ),
    # A yes whose sentence goes on to say what was asked, with more, is said once, by that clause;
    # one that goes on to something else keeps the yes.
    (
        [
            ("Maria", "Parenting can be tough but rewarding. Do you take your kid to the park often?"),
            ("John", "Yeah, we go a few times a week. It's great for family bonding."),
        ],
        ["John and their kid go to the park a few times a week"],
    ),
    (
        [
            ("Nate", "Are you only trying dairy-free options?"),
            (
                "Joanna",
                "Yeah, since I'm lactose intolerant I'm trying out dairy-free options like almond milk.",
            ),
        ],
        ["Since Joanna is lactose intolerant Joanna is trying out dairy-free options like almond milk"],
    ),
    (
        [
            ("Maria", "Did you go to the Coldplay concert on Friday?"),
            ("John", "Yes, and I lost my voice from singing along."),
        ],
        [
            "John went to the Coldplay concert on Friday (5 May 2023)",
            "John lost their voice from singing along",
        ],
    ),
    # A shout is read in ordinary case: its day is a date, its name a name.
    (
        [
            ("Rohan", "why is your phone blowing up?"),
            ("Vikram", "GOT ENGAGED TO PRIYA ON SATURDAY!!! 💍 she said yes on the beach in Goa"),
        ],
        ["Vikram got engaged to Priya on Saturday (6 May 2023)", "Priya said yes on the beach in Goa"],
    ),
    # "love love LOVE" the delay is irony; "someone's twisting my words" is of no one named.
    (
        [
            ("Hugo", "flight delayed again??"),
            ("Camille", "yep, love love LOVE sitting at gate B12 for 6 hrs. best airline ever 👏"),
        ],
        [],
    ),
    (
        [
            ("Liam", "heard you hate your new manager lol"),
            ("Pedro", "what? no, I never said that. someone's twisting my words lol"),
        ],
        [],
    ),
    # "Mom" called by her title is the speaker's; "her favorite Thai place" names no one "she" is.
    (
        [
            ("Layla", "any plans this weekend?"),
            (
                "Fatima",
                "Mom turns 60 on Saturday! I'm taking her out for a surprise dinner at her favorite Thai place, she has no idea 🤫",
            ),
        ],
        ["Fatima's mom turns 60 on Saturday (13 May 2023)"],
    ),
    # "this thursday" in chat's lower case is a date; "can't," refuses what was asked, the reason stays.
    (
        [
            ("Jae", "want to grab dinner thursday?"),
            ("Min-jun", "can't, I'm flying to Seoul this thursday for my cousin's wedding."),
        ],
        ["Min-jun is flying to Seoul this Thursday (11 May 2023) for their cousin's wedding"],
    ),
    # "X is not for me" is a taste, what it is of named first.
    (
        [
            ("Jasmine", "camping trip in june, you in?"),
            ("Olivia", "hard pass 😂 camping is just not for me."),
        ],
        ["Camping is just not for Olivia"],
    ),
    # A figure of speech points at no hill; "I mean" is a filler before what is said.
    ([("Jonah", "pizza tonight?"), ("Marta", "ok but I will die on this hill 🍍")], []),
    (
        [
            ("Ming", "have you tried the new Kindle?"),
            ("Anjali", "I mean I'll always buy physical books, I like seeing them on my shelves."),
        ],
        ["Anjali will always buy physical books"],
    ),
    # "been 3 months now": how long, of what the clause leaves out; the fact before it stays.
    (
        [
            ("Kyle", "bbq at mine saturday, I'm doing brisket"),
            ("Brandon", "ah I don't eat meat anymore! been 3 months now. I'll bring veggie skewers tho"),
        ],
        ["Brandon doesn't eat meat anymore", "Brandon will bring veggie skewers"],
    ),
    # A title is part of the name "he" stands for.
    (
        [
            ("Theo", "what's that crackling noise from next door?"),
            ("Lena", "oh that's Mr. Petrov, my neighbor. he fixes old radios in his garage"),
        ],
        ["Mr. Petrov fixes old radios in his garage"],
    ),
    # "you and Jake" in the question is who "we" is; "can't wait" after a fact is eagerness, no "not".
    (
        [
            ("Megan", "what are you and Jake doing for the long weekend?"),
            ("Hannah", "we're driving up to Banff! got a cabin for 4 nights, can't wait 🏔️"),
        ],
        ["Hannah and Jake are driving up to Banff", "Hannah got a cabin for 4 nights"],
    ),
    # An upside-down face after a plain fact is a shrug: the fact stays.
    (
        [
            ("Dana", "how was the team lunch?"),
            ("Yuki", "salads. again. my boss Linda is vegan so she always picks the place 🙃"),
        ],
        ["Yuki's boss Linda is vegan so she always picks the place"],
    ),
    # A tag that reminds the listener ("remember??") leaves the statement; "right?" still asks.
    (
        [("Mateo", "I'm making pork buns for dinner"), ("Hana", "and I'm vegetarian, remember??")],
        ["Hana is vegetarian"],
    ),
    ([("Ana", "you coming?"), ("Bo", "I'm in Paris, right?")], []),
    # "Long story short:" opens what follows.
    (
        [
            ("Helen", "I feel like I barely know your backstory honestly"),
            (
                "Rafael",
                "Ha, fair. Long story short: I grew up in Porto, came to the U.S. for grad school and never left.",
            ),
        ],
        ["Rafael grew up in Porto, came to the U.S. for grad school and never left"],
    ),
    # "Are you a morning person or a night owl?": the one the speaker is.
    (
        [("Ollie", "are you a morning person or a night owl?"), ("Yara", "night owl 100%.")],
        ["Yara is a night owl"],
    ),
    # The family a question counted of someone else is theirs: "the youngest" is Sam's.
    (
        [("Ravi", "how many kids does Sam have now?"), ("Jess", "three! the youngest just started school")],
        ["Sam has three kids now", "Sam's youngest kid just started school"],
    ),
    # A thing the question calls by its name ("the Civic", "the Tesla") is what "it" is.
    (
        [("Kemi", "still driving the Civic?"), ("Amara", "sold it finally!")],
        ["Amara sold the Civic finally"],
    ),
    (
        [("Will", "how's the Tesla?"), ("Omar", "It's been in the shop 3 times since Feb 😤")],
        ["The Tesla has been in the shop 3 times since Feb (February 2023)"],
    ),
    # Whom the question asked after is "he"; a month after "starting" is dated.
    (
        [("Ivy", "how's your landlord?"), ("Gabriel", "he's raising my rent by $150 starting July")],
        ["Gabriel's landlord is raising Gabriel's rent by $150 starting July (July 2023)"],
    ),
    # How often, said after the yes with no verb of its own, goes with what the yes says.
    (
        [("Claire", "do you still swim?"), ("Owen", "yep, twice a week before work")],
        ["Owen still swims twice a week before work"],
    ),
    (
        [("Claire", "do you go to the gym often?"), ("Owen", "yes, every morning!")],
        ["Owen goes to the gym every morning"],
    ),
    # A name asked for, a place one ended up in, what one is allergic to: said whole.
    (
        [("Kavya", "what's your dog's name again? I wanna get him a toy"), ("Hamid", "Biscuit!")],
        ["Hamid's dog's name is Biscuit"],
    ),
    (
        [("Sam", "where did you end up for grad school?"), ("Nadia", "Toronto!")],
        ["Nadia ended up in Toronto for grad school"],
    ),
    (
        [
            ("Nour", "planning the menu for saturday, what are you allergic to again?"),
            ("Ahmed", "shellfish."),
        ],
        ["Ahmed is allergic to shellfish"],
    ),
    # The name given to what the message named before it: the referent's words are the message's.
    (
        [
            ("Nate", "I'm glad you like pets."),
            (
                "Joanna",
                "I still have that stuffed animal dog you gave me! I named her Tilly, and she's always with me while I write.",
            ),
        ],
        [
            "Joanna still has that stuffed animal dog Nate gave Joanna and named their stuffed animal dog Tilly",
            "Tilly is always with Joanna while Joanna writes",
        ],
    ),
    # A no that agrees with "are you not ... anymore?" says it ended.
    (
        [
            ("Rhea", "wait are you not at the vet clinic anymore?"),
            ("Sasha", "nope! joined a startup called Petly in March"),
        ],
        ["Sasha is not at the vet clinic anymore", "Sasha joined a startup called Petly in March 2023"],
    ),
    # A yes after a drawn-out "soo" still answers; an event of the speaker's calendar said without
    # "my" is theirs.
    (
        [
            ("Elena", "soo did you end up taking the job in Denver??"),
            ("Carmen", "Yes!! Start date is June 1."),
        ],
        ["Carmen ended up taking the job in Denver", "Carmen's start date is June 1 (1 June 2023)"],
    ),
    (
        [("Vik", "big week?"), ("Arjun", "thesis defense is tomorrow at 10 a.m. 😬 pray for me lol")],
        ["Arjun's thesis defense is tomorrow (9 May 2023) at 10 a.m."],
    ),
    # The full stop of an abbreviation a memory ends on is the abbreviation's.
    (
        [("Vik", "where do you live now?"), ("Arjun", "I live on Baker St.")],
        ["Arjun lives on Baker St."],
    ),
    # A past verb after a comma goes on with the "I" before it: a statement of its own.
    (
        [
            ("Andrew", "how was your weekend?"),
            ("Audrey", "I finally did it, adopted a cat from the shelter!"),
        ],
        ["Audrey adopted a cat from the shelter"],
    ),
    (
        [("Andrew", "what's new?"), ("Audrey", "I've been busy, started a new job at the bakery.")],
        ["Audrey started a new job at the bakery"],
    ),
    (
        [
            ("Andrew", "how are the pups?"),
            ("Audrey", "I did something fun with my pups over the weekend, took them to the beach."),
        ],
        ["Audrey took their pups to the beach"],
    ),
    # Not a participle after its noun, nor a subject of two.
    (
        [("Andrew", "any pets?"), ("Audrey", "I have a dog, adopted from a shelter.")],
        ["Audrey has a dog, adopted from a shelter"],
    ),
    (
        [("Andrew", "how was Paris?"), ("Audrey", "My wife and I went to Paris, visited the Louvre.")],
        ["Audrey and their wife went to Paris, visited the Louvre"],
    ),
    # A few words with no verb, then the speaker's dropped "I": "Great trip, saw ...".
    (
        [
            ("Joanna", "how was Paris?"),
            ("John", "Great trip, saw the Eiffel Tower and ate way too many croissants."),
        ],
        ["John saw the Eiffel Tower and ate way too many croissants"],
    ),
    (
        [("Joanna", "how did it go?"), ("Nate", "Tough tournament, didn't make it to the finals.")],
        ["Nate didn't make it to the finals"],
    ),
    # An opening time dates the clause after it; it is no remark of its own.
    (
        [("Joanna", "any news?"), ("John", "Last Friday, went to the zoo.")],
        ["Last Friday (5 May 2023), John went to the zoo"],
    ),
    # "made it to the top" is the idiom of getting there; "made it to show ..." has "it" for its object.
    (
        [("Joanna", "how was the climb?"), ("Nate", "I made it to the top of the mountain!")],
        ["Nate made it to the top of the mountain"],
    ),
    ([("Joanna", "why?"), ("Nate", "I made it to show my own journey.")], []),
    # "They tried" resolved is still elliptical: what was tried, only the question says.
    (
        [
            ("Tom", "did your company do the return-to-office thing?"),
            ("Sana", "They tried lol. I'd never go back to a 5-day office week."),
        ],
        ["Sana would never go back to a 5-day office week"],
    ),
    ([("Tom", "did you ask for a raise?"), ("Sana", "yes! my boss agreed")], ["Sana asked for a raise"]),
    ([("Jo", "how many plants do you have?"), ("Ravi", "honestly I lost track lol")], []),
    ([("Jo", "did you call the dentist?"), ("Ravi", "ugh I forgot")], []),
    # A grandmother as the family calls her ("my lola") is a "she" like "my grandma".
    (
        [
            ("Jen", "everything ok?"),
            ("Isabel", "My lola passed away on Tuesday. It was peaceful, she was 91."),
        ],
        ["Isabel's lola passed away on Tuesday (2 May 2023)", "Isabel's lola was 91"],
    ),
    # "mostly" before a gerund lemminflect lacks ("birdwatching"): the speaker's "I'm" dropped, and a
    # past verb after the comma is theirs too (asked "what do you even do on weekends", it answers
    # the question: below).
    (
        [
            ("Mia", "my weekends are so boring lately"),
            ("Raj", "mostly birdwatching at the wetlands near my place, logged like 140 species so far"),
        ],
        ["Raj is mostly birdwatching at the wetlands near Raj's place", "Raj logged like 140 species so far"],
    ),
    # "It's in <place>" after what the speaker is busy with: where that takes place.
    (
        [
            ("Sam", "how's the running going?"),
            ("Jo", "I'm training for my first half marathon. It's in Cardiff in October."),
        ],
        [
            "Jo is training for their first half marathon",
            "Jo's first half marathon is in Cardiff in October 2023",
        ],
    ),
    # "... with Tariq?" - "we ...": the speaker and the one the question named beside them.
    (
        [
            ("Chris", "how's the startup going with Tariq?"),
            ("Leo", "honestly better than expected. we just closed a $2M seed round"),
        ],
        ["Leo and Tariq just closed a $2M seed round"],
    ),
    # "going freelance": what the speaker becomes, their "I'm" dropped.
    (
        [
            ("Felipe", "how's Deloitte treating you?"),
            ("Jonas", "not for much longer lol. going freelance as a data consultant 🤞"),
        ],
        ["Jonas is going freelance as a data consultant"],
    ),
    (
        [("Felipe", "big news?"), ("Jonas", "Getting married in June!")],
        ["Jonas is getting married in June 2023"],
    ),
    # "and now he's ...": a second statement about him; "in Chicago" is a place, not who "he" is.
    (
        [
            ("Rosa", "have you met my new coworker Dev yet?"),
            ("Ken", "not yet! is he nice?"),
            ("Rosa", "He used to do stand-up in Chicago, and now he's training for an Ironman in September."),
        ],
        [
            "Rosa's new coworker Dev used to do stand-up in Chicago",
            "Rosa's new coworker Dev is training for an Ironman in September 2023",
        ],
    ),
    (
        [
            ("Ivy", "what happened with your landlord and the leak??"),
            (
                "Gabriel",
                "He finally fixed it. after 3 weeks but now he's raising my rent by $150 starting July",
            ),
        ],
        [
            "Gabriel's landlord finally fixed the leak",
            "Gabriel's landlord is raising Gabriel's rent by $150 starting July (July 2023)",
        ],
    ),
    # "we" with the one the question named: the two of them, and their verb plural.
    (
        [("Kim", "how are you and Renata?"), ("Zoe", "good! we still do date night every thursday")],
        ["Zoe and Renata still do date night every Thursday"],
    ),
    # "the '16 Finals" is an event: "He" is the one person named, not it.
    (
        [
            ("Tim", "who's your favorite player?"),
            ("John", "LeBron! Remember his block in Game 7 of the '16 Finals? He chased down Iguodala."),
        ],
        ["John's favorite player is LeBron", "LeBron chased down Iguodala"],
    ),
    # A name set off by commas after "the youngest" follows its noun without them; the count the
    # question asked of Sam is Sam's.
    (
        [("Ravi", "how many kids does Sam have now?"), ("Jess", "three! the youngest, Theo, is 4 months")],
        ["Sam has three kids now", "Sam's youngest kid Theo is 4 months"],
    ),
    # How the speaker's own doing feels to them goes with it; praise, and a loss, do not (the last
    # two rows are guards: they pass without the rule).
    (
        [("Ines", "what are you up to these days?"), ("Omar", "I'm learning Portuguese now - hard but fun.")],
        ["Omar is learning Portuguese now - hard but fun"],
    ),
    (
        [
            ("Ines", "how's the new gig?"),
            ("Omar", "I've been coaching a youth soccer team and it's been really rewarding."),
        ],
        ["Omar has been coaching a youth soccer team and it's been rewarding"],
    ),
    (
        [("Ines", "how was your weekend?"), ("Omar", "I repainted the whole kitchen - so awesome.")],
        ["Omar repainted the whole kitchen"],
    ),
    (
        [("Ines", "how are you?"), ("Omar", "Last month my uncle passed away and it's been really hard.")],
        ["Last month (April 2023) Omar's uncle passed away"],
    ),
    # "do my best <doing>" says when or how the speaker does it best, no resolve of the moment.
    (
        [("Ines", "when do you practise?"), ("Omar", "I do my best practising before breakfast.")],
        ["Omar does their best practising before breakfast"],
    ),
    # "a Subaru": a thing called by its make is what "it" after it is.
    (
        [("Ines", "how's the commute?"), ("Omar", "I bought a Subaru in March. I drive it to work now.")],
        ["Omar bought a Subaru in March 2023", "Omar drives the Subaru to work now"],
    ),
    # "The funeral" after a death the message tells is the dead person's.
    (
        [
            ("Ines", "you ok?"),
            ("Omar", "My uncle Tariq passed away on Sunday. The funeral is Thursday in Leeds."),
        ],
        [
            "Omar's uncle Tariq passed away on Sunday (7 May 2023)",
            "Omar's uncle Tariq's funeral is Thursday (11 May 2023) in Leeds",
        ],
    ),
    # A clause that drops its subject after one about the person the question asked after goes on
    # about that person, not the speaker; "your weekend" asks after no one (that row is a guard:
    # it passes without the rule).
    (
        [
            ("Ines", "how's your brother doing?"),
            ("Omar", "he's good! just moved to Denver for a nursing job"),
        ],
        ["Omar's brother just moved to Denver for a nursing job"],
    ),
    (
        [
            ("Ines", "is your sister still in Leeds?"),
            ("Omar", "yep, she works at the BBC now. got promoted last month"),
        ],
        [
            "Omar's sister is still in Leeds",
            "Omar's sister works at the BBC now",
            "Omar's sister got promoted last month (April 2023)",
        ],
    ),
    (
        [("Ines", "how old is your son now?"), ("Omar", "Nico turns 5 next week! obsessed with dinosaurs")],
        ["Nico turns 5 next week (15 May 2023)", "Nico is obsessed with dinosaurs"],
    ),
    (
        [("Ines", "how was your weekend?"), ("Omar", "my sister visited. went hiking after")],
        ["Omar's sister visited", "Omar went hiking after"],
    ),
    # A verb in -s has no dropped "I": it goes on about the one named before, asked after or not;
    # "a DJ" is no one's name, and a full month in lower case is a month. The name echoed back is
    # whom "the new roommate" asked after.
    (
        [("Ines", "any news?"), ("Omar", "my cousin Luca got into law school!! starts in september")],
        ["Omar's cousin Luca got into law school", "Omar's cousin Luca starts in September 2023"],
    ),
    (
        [
            ("Ines", "how's the new roommate?"),
            ("Omar", "Kofi? he's a DJ on weekends. also works at a bakery"),
        ],
        ["Omar's new roommate Kofi is a DJ on weekends", "Omar's new roommate Kofi works at a bakery"],
    ),
    # "good," answers "how's Priya?"; "her" after the name it opens on is hers, also after "got" or
    # "had" (no causative there: "got her license" is not "got her to ...").
    (
        [("Ines", "how's Priya?"), ("Omar", "good, she just got her pilot's license!")],
        ["Priya just got her pilot's license"],
    ),
    (
        [("Ines", "how's your sister?"), ("Omar", "she had her baby on Friday!")],
        ["Omar's sister had her baby on Friday (5 May 2023)"],
    ),
    # A parent called by title, lower case as chat writes it, after a comma: a statement of its own,
    # about the speaker's parent; a time before the comma stays with what it dates.
    (
        [("Ines", "and your parents?"), ("Omar", "my dad retired in March, mom still teaches 3rd grade")],
        ["Omar's dad retired in March 2023", "Omar's mom still teaches 3rd grade"],
    ),
    (
        [("Ines", "how did you start?"), ("Omar", "When I turned eight, dad took me to a chess club.")],
        ["When Omar turned eight, their dad took Omar to a chess club"],
    ),
    # "loves it there", carried to whom the chat is about, is the place named; a person named, then
    # "who" and a tensed verb, is a statement about them.
    (
        [
            ("Ines", "is your aunt still in Ohio?"),
            ("Omar", "nope, she moved to Lisbon last year. loves it there"),
        ],
        ["Omar's aunt moved to Lisbon last year (2022)", "Omar's aunt loves Lisbon"],
    ),
    (
        [("Ines", "who was at the wedding?"), ("Omar", "my cousin Tariq, who just got back from Chile.")],
        ["Omar's cousin Tariq just got back from Chile"],
    ),
    # "..., Jo and I": who "we" is, listed after it with "I" last.
    (
        [("Ines", "big news?"), ("Omar", "we're moving in together next month, Noor and I")],
        ["Omar and Noor are moving in together next month (June 2023)"],
    ),
    # A place named and judged after a comma is a comment, cut from the statement before it.
    (
        [("Ines", "how was the trip?"), ("Omar", "got back on Sunday, Porto was amazing")],
        ["Omar got back on Sunday (7 May 2023)"],
    ),
    # "the new X" asked of the speaker is theirs; a name says which it is instead.
    (
        [("Ines", "how's the new apartment?"), ("Omar", "it's got a huge balcony")],
        ["Omar's new apartment has got a huge balcony"],
    ),
    # A name the lexicon also knows as a word ("tom", "mike") is a person when "he" or "his" says so.
    ([("Ines", "how's Tom doing?"), ("Omar", "he just sold his car")], ["Tom just sold his car"]),
    (
        [("Ines", "how's Mike?"), ("Omar", "he's fine, he's allergic to cats though")],
        ["Mike is allergic to cats"],
    ),
    (
        [("Ines", "how's your brother Mike?"), ("Omar", "Mike's fine, he's allergic to cats though")],
        ["Omar's brother is allergic to cats"],
    ),
    # What the question asks of its subject ("how old") is no part of whom it asks after.
    (
        [("Ines", "how old is your son now?"), ("Omar", "he turned 7 in April")],
        ["Omar's son turned 7 in April 2023"],
    ),
    # A verb in -s after one person named by a noun ("kid", "coworker") is the verb.
    (
        [("Omar", "my neighbor's kid plays cello in the youth orchestra")],
        ["Omar's neighbor's kid plays cello in the youth orchestra"],
    ),
    ([("Omar", "my coworker runs marathons")], ["Omar's coworker runs marathons"]),
    # "the baby", "the kids" asked after are the listener's own.
    (
        [("Ines", "how's the baby?"), ("Omar", "she started crawling last week")],
        ["Omar's baby started crawling last week (1 May 2023)"],
    ),
    # "my parents visited" has its verb: "and we" after it opens a clause; "my kids and I" is a subject.
    (
        [("Ines", "how was the weekend?"), ("Omar", "good! my parents visited and we went to the zoo")],
        ["Omar's parents visited", "Omar and their parents went to the zoo"],
    ),
    (  # a guard: it passes without the change too
        [("Omar", "My kids and I just finished another painting like our last one")],
        ["Omar and their kids just finished another painting like their last one"],
    ),
    # Eagerness for a doing of the speaker's own, with what it is done to named, is an aspiration.
    (
        [("Omar", "I'm also excited to guide and mentor young dancers")],
        ["Omar is also excited to guide and mentor young dancers"],
    ),
    (
        [("Omar", "We always look forward to our family camping trip")],
        ["Omar and their family always look forward to their family camping trip"],
    ),
    (
        [("Omar", "I'm super excited to be involved and help out my community!")],
        ["Omar is excited to be involved and help out their community"],
    ),
    ([("Omar", "can't wait to see it! so excited to check it out")], []),  # a guard, as above
    # How often or how many times, alone, answers a yes-or-no question yes, and says more.
    (
        [("Ines", "have you been to Japan?"), ("Omar", "twice, in 2018 and last spring")],
        ["Omar has been to Japan twice, in 2018 and last spring (2022)"],
    ),
    (
        [("Ines", "do you still play tennis?"), ("Omar", "every Sunday")],
        ["Omar still plays tennis every Sunday"],
    ),
    # The turn's capital on how often is no name's.
    (
        [("Ines", "Did you try the ramen?"), ("Omar", "Every single day lol.")],
        ["Omar tried the ramen every single day"],
    ),
    ([("Ines", "have you ever been to Peru?"), ("Omar", "yes, twice")], ["Omar has been to Peru twice"]),
    # "you guys" asked where is "we"; the unnamed "we" is "<speaker> and others".
    (
        [("Ines", "where did you guys go for your anniversary?"), ("Omar", "Lisbon! we stayed for a week")],
        ["Omar and others went to Lisbon for their anniversary", "Omar and others stayed for a week"],
    ),
    # A comma and "we" part two statements; a time or condition before the comma stays with "we".
    (
        [("Ines", "how was the trip with Ana?"), ("Omar", "we had a blast, we hiked every day")],
        ["Omar and Ana hiked every day"],
    ),
    (  # a guard: it passes without the change too
        [("Omar", "When I take my dogs out, we usually play fetch with a ball")],
        ["When Omar takes their dogs out, Omar and their dogs usually play fetch with a ball"],
    ),
    (
        [("Ines", "where are you guys now?"), ("Omar", "still in the car lol, we got lost twice")],
        [],
    ),  # a guard
    # What the speaker got someone ("got my sister a new bike") is what "it" is after.
    (
        [("Omar", "I got my sister a new bike. She rides it to school every day")],
        ["Omar got their sister a new bike", "Omar's sister rides the new bike to school every day"],
    ),
    # "What does your wife do?" asks after her: "she" in the answer is her, "her own" hers.
    (
        [("Ines", "what does your wife do?"), ("Omar", "she's a vet, she runs her own clinic")],
        ["Omar's wife is a vet", "Omar's wife runs her own clinic"],
    ),
    # "her" acted on is not of the "we" that acts.
    (
        [("Omar", "my grandma turns 90 next week, we're throwing her a party")],
        [
            "Omar's grandma turns 90 next week (15 May 2023)",
            "Omar and others are throwing Omar's grandma a party",
        ],
    ),
    # "the week after next" is two weeks on; "a year ago today" that very day.
    (
        [("Omar", "I'm flying to Seoul the week after next")],
        ["Omar is flying to Seoul the week after next (22 May 2023)"],
    ),
    ([("Omar", "I quit smoking a year ago today")], ["Omar quit smoking a year ago today (8 May 2022)"]),
    # A one-word answer, then a statement after its comma: both.
    (
        [("Ines", "what's your dog's name?"), ("Omar", "Pickles, she's a beagle")],
        ["Omar's dog's name is Pickles", "Omar's dog is a beagle"],
    ),
    # "they" can be a group named by one noun ("orchestra", "band").
    (
        [("Ines", "how's your sister's orchestra?"), ("Omar", "great, they're touring Japan next month")],
        ["Omar's sister's orchestra are touring Japan next month (June 2023)"],
    ),
    # "a new one" is one of the thing "it" can be; the yes to the sale still stands.
    (
        [("Ines", "did you sell the car?"), ("Omar", "yep, getting a new one on Friday")],
        ["Omar sold the car", "Omar is getting a new car on Friday (12 May 2023)"],
    ),
    # "there" after a going is the place the answer to "where" named; "there for me" is no place.
    (
        [("Ines", "Where does your brother live now?"), ("Omar", "Denver, he moved there for work.")],
        ["Omar's brother lives in Denver now", "Omar's brother moved to Denver for work"],
    ),
    ([("Ines", "How's your mom?"), ("Omar", "She's great, always there for me.")], []),
    # "We" in a later turn is company the speaker did things with, or a partner; one of theirs who
    # did something alone in another turn is not.
    (
        [("Omar", "My uncle gave me his old guitar."), ("Ines", "Nice!"), ("Omar", "We went to the lake.")],
        ["Omar and others went to the lake"],
    ),
    (
        [("Omar", "My sister just had a baby!"), ("Ines", "Aww"), ("Omar", "We adopted a cat in March.")],
        ["Omar adopted a cat in March 2023"],
    ),
    (
        [("Omar", "My wife got promoted!"), ("Ines", "Congrats!"), ("Omar", "We celebrated at Nobu.")],
        ["Omar and their wife celebrated at Nobu"],
    ),
    (
        [("Omar", "I took my sister to the zoo."), ("Ines", "Fun!"), ("Omar", "We saw the pandas.")],
        ["Omar and their sister saw the pandas"],
    ),
    # "my favorite band" is a taste, no company; a later "we" is not the band, nor a new favorite.
    (
        [("Omar", "My favorite band is Radiohead."), ("Omar", "Rent went up, so we're moving out in July.")],
        ["Omar and others are moving out in July 2023"],
    ),
    # A question between calls the one name of the speaker's previous turn "she": the answer's too.
    (
        [
            ("Omar", "I've been dating Priya for six months."),
            ("Ines", "What's she like?"),
            ("Omar", "She's a vet at the zoo."),
        ],
        ["Priya is a vet at the zoo"],
    ),
    (
        [
            ("Omar", "I met Tom and Jake at the gym."),
            ("Ines", "What's he like?"),
            ("Omar", "He's a vet at the zoo."),
        ],
        [],
    ),
    # A hope is no fact, about the speaker or anyone else; an adverb is no one-word answer.
    (
        [
            ("Omar", "I met a guy named David at the shelter."),
            ("Ines", "Did you help him?"),
            ("Omar", "Yes. Hopefully, he'll find the help he needs."),
        ],
        [],
    ),
    # "'s" before a participle that closes its phrase is "is"; before "moved to" it is "has".
    (
        [
            ("Omar", "I got a new puppy named Max."),
            ("Ines", "Aww!"),
            ("Omar", "He's adopted and so full of energy."),
        ],
        ["Omar's puppy Max is adopted and so full of energy"],
    ),
    (
        [("Omar", "My son Leo is great. He's moved to Leeds for uni.")],
        ["Leo has moved to Leeds for uni; lives in Leeds"],
    ),
    # A gerund's dropped "I'm" is put back also when a participle names its noun ("called", "by").
    (
        [("Omar", "Big news, I quit Deloitte! Starting at a startup called Lumen next week.")],
        ["Omar quit Deloitte", "Omar is starting at a startup called Lumen next week (15 May 2023)"],
    ),
    (
        [("Omar", "Knitting a scarf designed by my aunt.")],
        ["Omar is knitting a scarf designed by their aunt"],
    ),
    # A reply that names whom "How's your X?" asked after names them in what follows.
    (
        [("Ines", "How's your brother?"), ("Omar", "Mike's good! He just started med school at UCLA.")],
        ["Omar's brother Mike just started med school at UCLA"],
    ),
    # "Not really" to "still" is a no, the statement after it its own clause.
    (
        [("Ines", "Do you still play guitar?"), ("Omar", "Not really, I sold it last year.")],
        ["Omar doesn't play guitar anymore"],
    ),
    ([("Ines", "Any questions?"), ("Omar", "Not really.")], []),
    # Asked after work, "we" is the speaker's team, not the family named before.
    (
        [
            ("Omar", "I took my daughter to her first soccer game."),
            ("Ines", "How's work?"),
            ("Omar", "Busy! We're launching a new app next month."),
        ],
        ["Omar and their team are launching a new app next month (June 2023)"],
    ),
    # A gerund answering what the speaker has been up to, its noun after "the" no verb ("bar").
    (
        [("Ines", "What have you been up to?"), ("Omar", "Honestly, mostly studying for the bar exam.")],
        ["Omar is mostly studying for the bar exam"],
    ),
    # "Not yet" is parted from the statement after it, as a no is.
    (
        [
            ("Ines", "Have you booked the flights yet?"),
            ("Omar", "Not yet, I'm waiting for a sale on Friday."),
        ],
        # ("not yet" to "have you ...?" says what is not done so far)
        ["Omar hasn't booked the flights yet", "Omar is waiting for a sale on Friday (12 May 2023)"],
    ),
    # How hard a doing was, its doer dropped, is the speaker's; a photo from a walk says they went.
    (
        [("Omar", "Definitely! Getting sponsors was difficult. We ended up with three sponsors.")],
        ["Omar found getting sponsors difficult", "Omar and others ended up with three sponsors"],
    ),
    (
        [("Ines", "Nice!"), ("Omar", "Oh, and here's a pic I got from my walk last week.")],
        ["Omar went on a walk last week (1 May 2023)"],
    ),
    # "It" after a clause about something of someone's ("my sister's wedding") is that thing.
    (
        [("Omar", "My sister's wedding is next month. It's in Tuscany!")],
        ["Omar's sister's wedding is next month (June 2023)", "Omar's sister's wedding is in Tuscany"],
    ),
    ([("Omar", "My sister's a nurse. It's in Leeds.")], ["Omar's sister is a nurse"]),
    # A thing shown, then the speaker's past act on it; a preposition left at the end goes before
    # the thing when a time follows ("the place I went to" alone says nothing).
    (
        [("Ines", "How are you?"), ("Omar", "Check out these kids I met at the shelter!")],
        ["Omar met some kids at the shelter"],
    ),
    (
        [
            ("Ines", "Nice pic!"),
            ("Omar", "One special memory for me was this pride parade I went to a few weeks ago."),
        ],
        ["Omar went to a pride parade a few weeks ago (17 April 2023)"],
    ),
    ([("Ines", "Nice!"), ("Omar", "It reminds me of the place I went to.")], []),  # a guard
    # "It's in July" dates what the speaker gets ready for; "It's been a tough week" is no thing.
    (
        [("Omar", "I'm studying for the bar exam. It's in July.")],
        ["Omar is studying for the bar exam", "The bar exam is in July 2023"],
    ),
    (
        [("Omar", "I finally finished my thesis. It's been a tough week.")],
        ["Omar finished their thesis"],
    ),  # a guard
    # A wish for luck or a "can't wait" after a comma is no part of the plan.
    (
        [("Ines", "What's new?"), ("Omar", "I'm running a marathon in October, wish me luck")],
        ["Omar is running a marathon in October 2023"],
    ),
    # A time alone, what the dropped "can't wait" leaves, is no memory.
    ([("Omar", "On Friday, can't wait")], []),
    # People counted before "and I" are the speaker's company, the whole subject.
    (
        [
            ("Ines", "Hi!"),
            ("Omar", "Some friends from church and I went camping last weekend - it was a blast!"),
        ],
        ["Omar and some friends from church went camping last weekend (6 May 2023)"],
    ),
    (
        [("Ines", "Hi!"), ("Omar", "My friends from work and I started a book club.")],
        ["Omar and their friends from work started a book club"],
    ),
    # News announced before a dash is no part of the news; what happened to something is.
    (
        [
            ("Ines", "Hi!"),
            (
                "Omar",
                "Something cool recently happened with my dogs - I organized a playdate with the neighbors' dogs.",
            ),
        ],
        ["Omar organized a playdate with the neighbors' dogs"],
    ),
    (  # a guard: what happened to something is kept as it was
        [("Ines", "Hi!"), ("Omar", "Something happened to my car, it broke down on the highway.")],
        ["Something happened to Omar's car, it broke down on the highway"],
    ),
    # Lucky to have a thing brought in with "a": a fact; lucky to have "such" friends: a feeling.
    (
        [("Ines", "Hi!"), ("Omar", "I'm lucky to have a park near me.")],
        ["Omar is lucky to have a park near Omar"],
    ),
    ([("Ines", "Hi!"), ("Omar", "I'm so grateful to have such supportive friends.")], []),  # a guard
    # "Her name" is no man's, nor of one already named; "And your puppy?" says whose it is.
    (
        [
            ("Omar", "My brother Leo got engaged on Saturday."),
            ("Ines", "Congrats to him! Who's the lucky one?"),
            ("Omar", "Her name is Priya, they met in college."),
        ],
        [],
    ),
    (
        [
            ("Omar", "My brother Leo got engaged."),
            ("Ines", "And your puppy?"),
            ("Omar", "His name is Rocky."),
        ],
        ["Omar's puppy's name is Rocky"],
    ),
    (  # a guard: the question's "her" points back at the pup, not at "your other dog"
        [
            ("Omar", "I just adopted a cute pup from a shelter."),
            ("Ines", "What's her name? Do she and your other dog get along?"),
            ("Omar", "Her name is Shadow!"),
        ],
        ["Omar's pup's name is Shadow"],
    ),
    # "Not since ..." to a question of "still": it ended, and what ended it is said.
    (
        [("Ines", "Do you still run?"), ("Omar", "Not since I hurt my knee in March.")],
        ["Omar doesn't run anymore", "Omar hurt their knee in March 2023"],
    ),
    (
        [("Ines", "Do you still play chess?"), ("Omar", "Not since college")],
        ["Omar doesn't play chess anymore"],
    ),
    # "she" the speaker went on about is still whom the listener asked after ("your sister").
    (
        [
            ("Ines", "Is your sister still in Chicago?"),
            ("Omar", "Nope, she moved to Denver last fall."),
            ("Ines", "Oh nice. What does she do there?"),
            ("Omar", "She teaches high school chemistry."),
        ],
        ["Omar's sister teaches high school chemistry"],
    ),
    # A plan with chat's "I'm" dropped is dated ahead, and a comma splice after it is its own.
    (
        [
            ("Ines", "What are you up to this weekend?"),
            ("Omar", "Taking my niece to the aquarium on Saturday, she's obsessed with sharks."),
        ],
        [
            "Omar is taking their niece to the aquarium on Saturday (13 May 2023)",
            "Omar's niece is obsessed with sharks",
        ],
    ),
    # "she" carried over turns of both speakers that name no one goes back to "my niece".
    (
        [
            ("Omar", "I'm taking my niece to the aquarium."),
            ("Ines", "Haha cute. How old is she now?"),
            ("Omar", "She just turned seven!"),
            ("Ines", "Time flies. Is she still doing ballet?"),
            ("Omar", "No, she switched to karate last year and loves it."),
        ],
        ["Omar's niece switched to karate last year (2022) and loves it"],
    ),
    # How much, said in reply before a comma splice, stands apart from the statement.
    (
        [
            ("Ines", "And your husband? Still traveling a lot?"),
            ("Omar", "Less now, he switched to a remote job in April."),
        ],
        ["Omar's husband switched to a remote job in April 2023"],
    ),
    # "He" is still the one the speaker's last turn named and called "he"; a count is no one.
    (
        [
            ("Omar", "His name is Biscuit, he's a corgi mix."),
            ("Ines", "Omg! How old?"),
            ("Omar", "Four months. He already knows sit and paw."),
        ],
        ["Biscuit already knows sit and paw"],
    ),
    # A fact, then a proposal about it after a comma: the fact is kept.
    (
        [
            ("Ines", "Want to grab sushi Friday?"),
            ("Omar", "I'd love to but I'm allergic to shellfish, can we do Thai instead?"),
        ],
        ["Omar is allergic to shellfish"],
    ),
    (
        [("Ines", "Hey!"), ("Omar", "I just got a new grill, wanna come over Saturday?")],
        ["Omar just got a new grill"],
    ),
    # "Just yesterday," dates the statement; it is no answer apart from it.
    (  # a guard
        [("Ines", "Hey!"), ("Omar", "Just yesterday, I saw a fox.")],
        ["Yesterday (7 May 2023), Omar saw a fox"],
    ),
    (
        [("Ines", "Hey!"), ("Omar", "Just the other day, I found a new gym.")],
        ["The other day, Omar found a new gym"],
    ),  # a guard
    (  # a guard: "Any others you want to share?" names no kind of thing, nor what doing
        [
            ("Ines", "Gotta try that one. Any others you want to share?"),
            ("Omar", "Hey Ines! Here's another recipe."),
        ],
        [],
    ),
    # A thing of it judged after a comma ("the food was unreal") is cut, with a dropped "I" too.
    (
        [
            ("Ines", "Did you end up going to Lisbon?"),
            ("Omar", "Yes! Spent a week there with my sister, the food was unreal."),
        ],
        ["Omar ended up going to Lisbon", "Omar spent a week in Lisbon with their sister"],
    ),
    (
        [
            ("Ines", "Did you go to Lisbon?"),
            ("Omar", "I spent a week there with my sister, the food was unreal."),
        ],
        ["Omar spent a week in Lisbon with their sister"],
    ),
    # "Like in sports, ..." compares; "like" is no dropped "I like".
    ([("Omar", "Like in sports, that's when the win feels great!")], []),
    # "loves it there": the place is what is loved; a place after a going's "to" is no one "she" is.
    (
        [("Omar", "My sister moved to Ohio last year. She loves it there.")],
        ["Omar's sister moved to Ohio last year (2022)", "Omar's sister loves Ohio"],
    ),
    (
        [("Ines", "Is your sister still in Ohio?"), ("Omar", "Yeah, she loves it there.")],
        ["Omar's sister is still in Ohio", "Omar's sister loves Ohio"],
    ),
    (
        [("Omar", "I went to Lisbon in March. I loved it there.")],
        ["Omar went to Lisbon in March 2023 and loved Lisbon"],
    ),
    # A name given to the one the question asked of, taken in: never someone of an earlier turn.
    (
        [
            ("Omar", "My dad gave me his old guitar."),
            ("Ines", "Did you end up adopting the puppy?"),
            ("Omar", "We did! His name is Ollie."),
        ],
        ["Omar and others ended up adopting the puppy", "Omar's puppy's name is Ollie"],
    ),
    (
        [
            ("Omar", "My dad gave me his old guitar."),
            ("Ines", "Did you see the puppy at the shelter?"),
            ("Omar", "Yes! His name is Ollie."),
        ],
        ["Omar saw the puppy at the shelter"],
    ),
    # A name's "'s" before a verb is "is" or "has"; before a noun it is whose.
    (
        [("Omar", "Pixie's fitting in great with the other dogs.")],
        ["Pixie is fitting in great with the other dogs"],
    ),
    ([("Omar", "Max's been learning to swim.")], ["Max has been learning to swim"]),
    ([("Omar", "Leo's moving to Boston next month.")], ["Leo is moving to Boston next month (June 2023)"]),
    ([("Omar", "Max's running shoes broke.")], ["Max's running shoes broke"]),  # a guard
    # A judgement with a dummy "it" for the doing after it: what was done, as the speaker found it.
    (
        [("Omar", "It was tough losing my job last year.")],
        ["Omar found losing their job last year (2022) tough"],
    ),
    (  # a guard
        [("Omar", "It was fun teaching my daughter to ride a bike.")],
        ["Omar found teaching their daughter to ride a bike fun"],
    ),
    ([("Omar", "It's been fun teaching my daughter to ride a bike.")], []),  # a feeling that goes on
    # "here" or "there" in what was done is the place the chat named, or no memory; "tough going" is
    # an idiom; what was done ends at a dash.
    ([("Omar", "Training here has been tough.")], []),
    ([("Omar", "It was so amazing lying there and watching the sky.")], []),  # a guard
    (  # a guard
        [("Ines", "How's the new gym in Leeds?"), ("Omar", "It was great training here.")],
        ["Omar found training at Leeds great"],
    ),
    ([("Omar", "It's been tough going since I lost my job.")], []),  # a guard
    (
        [("Omar", "It was awesome competing and showing off my skills - and the victory was great.")],
        ["Omar found competing and showing off their skills awesome"],
    ),
    ([("Omar", "It was nice talking to you.")], []),  # a guard
    ([("Omar", "It's been a tough week.")], []),  # a guard
    # An opening "her"/"his"/"their" is whose "she"/"he"/"they" there would be.
    (
        [("Omar", "My daughter started school. Her teacher is Mrs. Patel.")],
        ["Omar's daughter started school", "Omar's daughter's teacher is Mrs. Patel"],
    ),
    (
        [("Ines", "How's Mia doing?"), ("Omar", "Great! Her teacher is Mrs. Patel.")],
        ["Mia's teacher is Mrs. Patel"],
    ),
    (
        [("Omar", "My brother Leo got engaged. His fiancee is a vet.")],
        ["Omar's brother Leo got engaged", "Omar's brother Leo's fiancee is a vet"],
    ),
    # Whose love, people have: "my rocks" are none.
    (
        [
            (
                "Omar",
                "My friends and family are my rocks. Their love and help have been so important since my breakup.",
            )
        ],
        ["Omar's friends and family are Omar's rocks"],
    ),  # a guard
    ([("Ines", "Do you like Tom?"), ("Omar", "His jokes are terrible.")], []),  # a guard
    # "Me and my husband" is the subject; "our" is then both of theirs.
    (
        [("Omar", "Me and my husband just bought our first house!")],
        ["Omar and their husband just bought their first house"],
    ),
    # A singular noun's verb in -s before a name or a number is a verb, though "uses" is a noun too.
    ([("Omar", "Our team uses Postgres 15 in production.")], ["Omar's team uses Postgres 15 in production"]),
    # Moved to a time is moved on, not moved to tears; the time it moved to is ahead.
    (
        [("Omar", "My interview was moved to Thursday.")],
        ["Omar's interview was moved to Thursday (11 May 2023)"],
    ),
    ([("Omar", "I was moved to tears.")], []),  # a guard
    # Where the speaker lives is cut before the day they moved.
    (
        [("Omar", "I moved to Denver on Monday for work.")],
        ["Omar moved to Denver on Monday (1 May 2023) for work; lives in Denver"],
    ),
    # "Me, my sister and her husband": who "we" is, no one's name or kin.
    ([("Ines", "Who's we?"), ("Omar", "Me, my sister and her husband.")], []),
    # A past verb after a comma goes on with the speaker's "I" when no noun comes before it.
    (
        [("Omar", "I don't drink coffee anymore, switched to tea.")],
        ["Omar doesn't drink coffee anymore", "Omar switched to tea"],
    ),
    (
        [("Omar", "I quit my job last month, moved to Porto.")],
        ["Omar quit their job last month (April 2023)", "Omar moved to Porto; lives in Porto"],
    ),
    (
        [("Omar", "I have a dog, adopted from a shelter.")],
        ["Omar has a dog, adopted from a shelter"],
    ),  # a guard
    # A request after the fact is for now, not a memory.
    (
        [("Omar", "My son is allergic to peanuts, so no peanut butter please.")],
        ["Omar's son is allergic to peanuts"],
    ),
    # A group the question names ("the soccer team") is what "it" in the answer is.
    (
        [("Ines", "Are you still on the soccer team?"), ("Omar", "Yep, but now I lead it.")],
        ["Omar is still on the soccer team", "Now Omar leads the soccer team"],
    ),
    (
        [("Ines", "Are you still in the band?"), ("Omar", "Yeah, I love it.")],
        ["Omar is still in the band", "Omar loves the band"],
    ),
    # A past after its determiner's noun is the verb, though "quit" is an adjective too.
    ([("Omar", "My manager quit last week.")], ["Omar's manager quit last week (1 May 2023)"]),
    # "Then they ...": "then" orders the telling, and "they" is whom the chat named; a name after
    # "visited from" is a place, and "Until" no one's name.
    (
        [
            ("Omar", "My parents visited from Lyon."),
            ("Ines", "Oh nice, how long are they staying?"),
            ("Omar", "Until Thursday. Then they fly to Montreal to see my brother."),
        ],
        [
            "Omar's parents are staying until Thursday (11 May 2023)",
            "Omar's parents fly to Montreal to see Omar's brother",
        ],
    ),
    # A gerund phrase with an aside after its comma is still what the speaker is doing.
    (
        [("Omar", "Training for the Berlin marathon in September, currently at 40 miles a week.")],
        ["Omar is training for the Berlin marathon in September 2023, currently at 40 miles a week"],
    ),
    (
        [("Omar", "Trying to cut sugar, down to one coffee a day too.")],
        ["Omar is trying to cut sugar, down to one coffee a day"],
    ),
    (
        [("Ines", "So cute. When are you back home?"), ("Omar", "Flying back Sunday night.")],
        ["Omar is flying back Sunday night (14 May 2023)"],
    ),
    ([("Omar", "Pizza, hands down.")], []),
    (
        [("Omar", "My dad hands down his tools to me.")],
        ["Omar's dad hands down his tools to Omar"],
    ),  # a guard
    ([("Omar", "Seeing their smiles, so sweet.")], []),  # a guard
    # ", so no ..." rules something out for now: no part of the fact.
    (
        [("Omar", "Tore my ACL skiing in 2021, so no jumping exercises.")],
        ["Omar tore their ACL skiing in 2021"],
    ),
    # A measure of the speaker's own with its "my" dropped, then an amount.
    ([("Omar", "Budget is about 120 euros a week.")], ["Omar's budget is about 120 euros a week"]),
    ([("Omar", "Resting heart rate is around 52.")], ["Omar's resting heart rate is around 52"]),
    # "me, my husband and our twins" is a list, not a clause after the comma.
    (
        [("Omar", "I'm cooking for four: me, my husband and our twins, who are 6.")],
        ["Omar is cooking for four: Omar, their husband and their twins, who are 6"],
    ),
    # "None of us", "Both of us": "we", counted, and named as the chat names it.
    (
        [
            ("Omar", "My husband and I are hosting."),
            ("Omar", "None of us eat pork, and my husband is diabetic."),
        ],
        ["Omar and their husband don't eat pork", "Omar's husband is diabetic"],
    ),
    (
        [("Omar", "My husband and I are hosting."), ("Omar", "Both of us love hiking.")],
        ["Omar and their husband both love hiking"],
    ),
    # "it" in the question and the answer is the one thing the speaker's own turn named; with two
    # named, neither. A number in words may come with it from that turn.
    (
        [
            ("Omar", "I finally finished my first quilt!"),
            ("Ines", "What are you going to do with it?"),
            ("Omar", "Giving it to my niece for her birthday in June."),
        ],
        ["Omar is giving their first quilt to their niece for her birthday in June"],
    ),
    (
        [("Omar", "I bought a new bike and a helmet."), ("Ines", "Do you like it?"), ("Omar", "I love it.")],
        [],
    ),  # a guard
    # A subject set off by commas, then a past that is an adjective too: no list, a statement.
    ([("Omar", "Our drummer, Kai, just quit though.")], ["Omar's drummer, Kai, just quit"]),
    ([("Omar", "Kai just quit.")], ["Kai just quit"]),
    ([("Omar", "Puzzles, training, hide-and-seek.")], []),  # a guard
    # "we" is the group the speaker said they are in.
    (
        [
            ("Omar", "I play bass in a band called The Night Owls."),
            ("Omar", "We have a gig at the Blue Lantern on Friday, you should come!"),
        ],
        ["Omar and their band have a gig at the Blue Lantern on Friday (12 May 2023)"],
    ),
    # A comma splice after a clause with its "I" dropped parts two statements too.
    (
        [("Omar", "Went to my friend Zoe's housewarming, she just bought a place in Leith.")],
        [
            "Omar went to their friend Zoe's housewarming",
            "Omar's friend Zoe just bought a place in Leith; lives in Leith",
        ],
    ),
    # How good a thing the speaker did was, said as they found it; what an activity did for them.
    (
        [
            (
                "Omar",
                "Organizing a basketball camp for kids in my hometown last summer was an awesome experience!",
            )
        ],
        [
            "Omar found organizing a basketball camp for kids in Omar's hometown last summer (2022) an awesome experience"
        ],
    ),
    ([("Omar", "It was an awesome feeling of accomplishment!")], []),  # a guard: no doing
    ([("Omar", "Everything from the food to the history was amazing.")], []),  # a guard
    ([("Omar", "Hiking to the top and seeing this was awesome!")], []),  # a guard
    ([("Omar", "Running is great.")], []),  # a guard: said of anyone
    ([("Omar", "It's been stressful, but dancing has kept me going.")], ["Dancing has kept Omar going"]),
    ([("Omar", "Talking to you has kept me going.")], []),  # a guard
    # A phrase with no verb, then a comma and a verb whose subject is dropped: whose, neither says.
    (
        [("Ines", "And school?"), ("Omar", "Second year of nursing at UCLA, graduating in 2025 hopefully.")],
        [],
    ),
    (
        [("Ines", "Living on campus?"), ("Omar", "Nope, with my grandma in Pasadena, saves a ton of money.")],
        [],
    ),
    (  # a guard: the gerund is the subject of "helps"
        [("Omar", "For me, taking my dogs for a walk in the park helps me find my center.")],
        ["For Omar, taking their dogs for a walk in the park helps Omar find their center"],
    ),
    # A name of two words answering, then a statement about whom the chat is about.
    (
        [
            ("Omar", "My brother just got into med school!"),
            ("Ines", "Which one?"),
            ("Omar", "Johns Hopkins, he starts in August."),
        ],
        ["Omar's brother starts in August 2023"],
    ),
    # After ", so" the phrase before is said for itself; an activity under way, then how often.
    (
        [
            ("Ines", "How far is it from work?"),
            ("Omar", "20 minutes by bike, so I've been biking every day."),
        ],
        ["Omar has been biking every day"],
    ),
    ([("Omar", "I've been biking every day.")], ["Omar has been biking every day"]),
    # A name is of one the speaker or one of theirs took in or had, never of one only met; "A girl!"
    # says the sex of the one whose noun does not.
    (
        [("Omar", "My brother adopted a puppy. Her name is Coco.")],
        ["Omar's brother adopted a puppy", "Omar's brother's puppy's name is Coco"],
    ),
    (
        [("Omar", "We met a cute dog at the park. His name was Rufus.")],
        ["Omar and others met a cute dog at the park"],
    ),
    (
        [
            ("Omar", "My sister just had a baby!"),
            ("Ines", "Congrats! Boy or girl?"),
            ("Omar", "A girl! Her name is Lily."),
        ],
        ["Omar's sister's baby's name is Lily"],
    ),
    (  # a guard
        [("Omar", "I adopted a kitten last week. Her name is Miso.")],
        ["Omar adopted a kitten last week (1 May 2023)", "Omar's kitten's name is Miso"],
    ),
    # "it" after a doing named with a preposition, in a clause of its own, is that doing; a child
    # is someone, never what "it" is.
    (  # a guard
        [("Omar", "I've been into dancing since I was a kid and it's been my passion and escape.")],
        ["Omar has been into dancing since Omar was a kid and it's been their passion and escape"],
    ),
    ([("Omar", "Just by thinking of it gives me pain.")], []),  # a guard
    # A reply opening on "It", to a question of "it", is the one thing the speaker's own turn got or
    # was given; with two things named, which one is not said.
    (
        [
            ("Omar", "My dad gave me his old guitar last week."),
            ("Ines", "Nice! How old is it?"),
            ("Omar", "It's from the 70s."),
        ],
        ["The old guitar Omar's dad gave Omar is from the 70s"],
    ),
    (
        [("Omar", "My dad gave me his old guitar last week. It's from the 70s.")],
        [
            "Omar's dad gave Omar his old guitar last week (1 May 2023)",
            "The old guitar Omar's dad gave Omar is from the 70s",
        ],
    ),
    (
        [("Omar", "I got a new rug."), ("Ines", "Ooh where is it from?"), ("Omar", "It's from Morocco.")],
        ["The new rug Omar got is from Morocco"],
    ),
    (  # a guard
        [
            ("Omar", "I got the idea from a trip to Spain a few years ago. I made a painting too!"),
            ("Ines", "Where in Spain was it?"),
            ("Omar", "It was in Seville."),
        ],
        [],
    ),
    (
        [
            ("Omar", "I finally finished my first quilt!"),
            ("Ines", "How long did it take?"),
            ("Omar", "About three months."),
        ],
        ["Omar's first quilt took about three months"],
    ),
    # "loves it there" to a question that says "there" too: the place of the speaker's turn before;
    # with no place named, nothing.
    (
        [
            ("Omar", "My brother moved to Lisbon in March."),
            ("Ines", "Does he like it there?"),
            ("Omar", "Yeah, he loves it there."),
        ],
        ["Omar's brother loves Lisbon"],
    ),
    (
        [
            ("Omar", "My brother got a new job."),
            ("Ines", "Does he like it there?"),
            ("Omar", "Yeah, he loves it there."),
        ],
        [],
    ),
    # "she" after a yes to "Have you seen a doctor?" is the speaker's doctor.
    (
        [
            ("Omar", "I've been having migraines again."),
            ("Ines", "Oh no, have you seen a doctor?"),
            ("Omar", "Yeah, she put me on a new medication, sumatriptan."),
        ],
        ["Omar has seen a doctor", "Omar's doctor put Omar on a new medication, sumatriptan"],
    ),
    # "one" after a single person ("my partner") stands for a noun not said; the breed answers.
    (
        [
            ("Omar", "We're thinking of getting a second dog."),
            ("Ines", "What breed?"),
            ("Omar", "Probably a beagle, my partner grew up with one."),
        ],
        ["Omar and others are thinking of getting a second dog, probably a beagle"],
    ),
    # A time asked for dates what was told, as its next version; a past question's weekday is the
    # one before.
    (
        [
            ("Omar", "I ran my first marathon!"),
            ("Ines", "Whoa! When did that happen?"),
            ("Omar", "Last Sunday."),
        ],
        ["Omar ran their first marathon last Sunday (7 May 2023)"],
    ),
    (
        [("Ines", "When did you adopt the cat?"), ("Omar", "On Saturday.")],
        ["Omar adopted the cat on Saturday (6 May 2023)"],
    ),
    # A bare phrase answering "What's your X?" says what the X is.
    (
        [
            ("Ines", "Happy to help. What's your background?"),
            ("Omar", "3 years at Deloitte doing audit analytics, mostly SQL and Tableau."),
        ],
        ["Omar's background is 3 years at Deloitte doing audit analytics, mostly SQL and Tableau"],
    ),
    # "be there" by a day is a place: the one the speaker's turn named; "by the 20th" is a day.
    (
        [
            ("Omar", "My flight to Tokyo got cancelled."),
            ("Ines", "Sorry to hear! Do you want help rebooking?"),
            ("Omar", "Yes, I need to be there by the 20th for my cousin's wedding."),
        ],
        ["Omar needs to be in Tokyo by the 20th (20 May 2023) for their cousin's wedding"],
    ),
    # A move from one place to another is a doing under way, not a feeling ("so moving").
    (
        [("Omar", "I'm moving from Chicago to Austin next month for a new job at Dell.")],
        ["Omar is moving from Chicago to Austin next month (June 2023) for a new job at Dell"],
    ),
    # "there" is the place the question said was liked.
    (
        [
            ("Ines", "did your sister end up liking Berlin?"),
            (
                "Omar",
                "she loves it! she found a job at a design agency there and she's signing a lease next week",
            ),
        ],
        [
            "Omar's sister loves Berlin",
            "Omar's sister found a job at a design agency in Berlin",
            "Omar's sister is signing a lease next week (15 May 2023)",
        ],
    ),
    # "there" that no place of the chat resolves is withheld, not kept as said.
    (
        [("Ines", "how's your sister?"), ("Omar", "she's great! she found a job at a design agency there.")],
        [],  # a guard
    ),
    # Pictographs a joiner binds into one ("🐈‍⬛") close no memory.
    (
        [
            ("Ines", "So how's married life?"),
            ("Omar", "Good! me and Priya just adopted two cats, Salt and Pepper 🐈🐈‍⬛"),
        ],
        ["Omar and Priya just adopted two cats, Salt and Pepper"],
    ),
    # A bare "left" or "quit" left the place the question asked the speaker is still at.
    (
        [("Ines", "Are you still working at Acme Corp?"), ("Omar", "No, I quit last month.")],
        ["Omar is not working at Acme Corp anymore", "Omar quit Acme Corp last month (April 2023)"],
    ),
    # A yes to a question of "he" or "she" says it of whom the chat names so, and "still there" is
    # the place it named.
    (
        [("Omar", "My sister moved to Oslo."), ("Ines", "Is she still there?"), ("Omar", "Yep.")],
        ["Omar's sister is still in Oslo"],
    ),
    (
        [
            ("Omar", "My cousin Raj works in Berlin."),
            ("Ines", "Does he live there too?"),
            ("Omar", "Yeah, in Kreuzberg."),
        ],
        ["Omar's cousin Raj lives in Berlin"],
    ),
    ([("Ines", "Is your sister still there?"), ("Omar", "Yep.")], []),  # a guard: where, never said
    # "Sorry I ..." apologises for the talk; after "Sorry," a statement of its own follows.
    (
        [("Ines", "Hey stranger!"), ("Omar", "Sorry I've been MIA, my grandma was in the hospital.")],
        ["Omar's grandma was in the hospital"],
    ),
    (  # a guard
        [("Ines", "Can you give me a lift Saturday?"), ("Omar", "Sorry, I sold my car last month.")],
        ["Omar sold their car last month (April 2023)"],
    ),
    # "His <noun>" with no verb of its own, then a comma splice: no "his" read as whose subject.
    (
        [
            ("Omar", "My brother just got engaged!"),
            ("Ines", "To who?"),
            ("Omar", "His girlfriend Maya, they've been together 5 years."),
        ],
        [],
    ),
    # Whom a pronoun repeats after its comma is the one said there, not someone named before.
    (
        [("Omar", "My sister lives in Oslo now."), ("Omar", "Serena Williams, she's my idol.")],
        ["Serena Williams is Omar's idol"],
    ),
    (
        [("Ines", "Any news from Tom?"), ("Omar", "Tom, he moved to Rome.")],
        ["Tom moved to Rome; lives in Rome"],
    ),
    (
        [("Ines", "Did your cousin ever find a job?"), ("Omar", "My cousin Raj, he got hired at a bank.")],
        ["Omar's cousin Raj got hired at a bank"],
    ),
    ([("Omar", "My sister, she lives in Oslo now.")], ["Omar's sister lives in Oslo now"]),
    (  # a guard: the name answers, and "she" is the dog asked after
        [("Ines", "What's your dog's name?"), ("Omar", "Pickles, she's a beagle.")],
        ["Omar's dog's name is Pickles", "Omar's dog is a beagle"],
    ),
    # People the speaker has, counted or not, are whom a later "they", "she" or "he" stands for.
    (
        [("Omar", "I've got three brothers. They all live in Texas.")],
        ["Omar has got three brothers", "Omar's brothers all live in Texas"],
    ),
    (
        [("Omar", "I have a sister. She works at the BBC.")],
        ["Omar has a sister", "Omar's sister works at the BBC"],
    ),
    # "... and both of them": a second statement, of whom it counts.
    (
        [("Omar", "I've got two sisters and both of them work in Oslo.")],
        ["Omar has got two sisters", "Both of Omar's sisters work in Oslo"],
    ),
    # Emphasis dropped from the memory leaves the article agreeing ("a really awesome" → "an
    # awesome"); ", and I" after a list is still part of the subject.
    (
        [("Omar", "Last Tuesday, my gf, Toby, and I had a really awesome night playing board games.")],
        [
            "Last Tuesday (2 May 2023), Omar's girlfriend, Toby, and Omar had an awesome night playing board games"
        ],
    ),
    ([("Omar", "I'm vegetarian btw.")], ["Omar is vegetarian"]),
    # A short answer, then ", and" and a statement of its own; a list before ", and I" is the subject.
    (
        [
            ("Ines", "What does your dad enjoy?"),
            ("Omar", "Golf mostly, and he's been getting into woodworking since he retired."),
        ],
        ["Omar's dad enjoys golf mostly", "Omar's dad has been getting into woodworking since he retired"],
    ),
    (
        [("Omar", "Mom and dad, and I went to Rome.")],
        ["Omar's mom and dad, and Omar went to Rome"],
    ),  # a guard
    # "The new job", said by the speaker, is theirs, unless someone else's could be meant.
    (
        [
            ("Ines", "How's everything?"),
            ("Omar", "The new job is going well, though my commute is 2 hours each way."),
        ],
        ["Omar's new job is going well", "Omar's commute is 2 hours each way"],
    ),
    (  # a guard
        [("Ines", "Hi!"), ("Omar", "My brother started at Google. The new job is going well.")],
        ["Omar's brother started at Google"],
    ),
    # What the speaker cannot believe is so.
    (
        [("Ines", "What's new?"), ("Omar", "Can't believe my brother got married in Vegas.")],
        ["Omar's brother got married in Vegas"],
    ),
    (
        [("Ines", "What's new?"), ("Omar", "Can't believe Mia is starting college already.")],
        ["Mia is starting college already"],
    ),
    ([("Ines", "What's new?"), ("Omar", "I can't believe it's Friday.")], []),
    # An age answering "How old is he?" is whose the chat named.
    (
        [("Omar", "My brother Leo lives in Oslo."), ("Ines", "How old is he?"), ("Omar", "12")],
        ["Omar's brother Leo is 12"],
    ),
    # The question repeats one of the places the speaker's turn named: "there" is that one.
    (
        [
            ("Ines", "Where are you living these days?"),
            ("Omar", "Still in Porto, but we're moving to Braga in the fall."),
            ("Ines", "Oh nice, why Braga?"),
            ("Omar", "My husband got a job at the university there."),
        ],
        ["Omar's husband got a job at the university in Braga"],
    ),
    # "Baby's due", "Wedding's in three weeks": the speaker's, its "my" dropped, and when.
    (
        [
            ("Ines", "What are you up to this weekend?"),
            ("Omar", "Painting the nursery! Baby's due in six weeks."),
        ],
        [
            "Omar is painting the nursery this weekend (13 May 2023)",
            "Omar's baby is due in six weeks (19 June 2023)",
        ],
    ),
    ([("Omar", "Wedding's in three weeks!")], ["Omar's wedding is in three weeks (29 May 2023)"]),
    ([("Omar", "Sunday, I went hiking.")], ["Sunday (7 May 2023), Omar went hiking"]),  # a guard: a time
    # A question's "she" with no one named is whom the speaker's last sentence was about.
    (
        [
            ("Ines", "Do you have any pets?"),
            ("Omar", "Two cats, Luna and Miso. Miso is the troublemaker."),
            ("Ines", "Haha, what does she do?"),
            ("Omar", "She knocks everything off the counter."),
        ],
        ["Miso knocks everything off the counter"],
    ),
    # "Where was it?" - a bare place: where the event the speaker went to took place.
    (
        [
            ("Omar", "We went to a Coldplay concert last night!"),
            ("Ines", "No way! Where was it?"),
            ("Omar", "Wembley. The tickets were 150 pounds each but so worth it."),
        ],
        ["The Coldplay concert was in Wembley"],
    ),
    # A reply opening with its subject dropped, to "How's the puppy?", is about the puppy.
    (
        [("Ines", "How's the puppy?"), ("Omar", "Growing so fast! He's already 20 pounds.")],
        # the listener's puppy, as "the baby" is
        ["Omar's puppy is growing so fast", "Omar's puppy is already 20 pounds"],
    ),
    (
        [("Ines", "How's your brother doing?"), ("Omar", "Loving his new job in Denver.")],
        ["Omar's brother is loving his new job in Denver"],
    ),
    # A past verb after a comma, past an adverb, is the speaker's dropped "I" going on; a week
    # judged ("Crazy week", "Busy week") dates nothing and is a remark.
    (
        [("Ines", "How are you?"), ("Omar", "Doing great, just got back from Rome.")],
        ["Omar just got back from Rome"],
    ),
    ([("Omar", "Crazy week, moved into a new apartment.")], ["Omar moved into a new apartment"]),
    ([("Omar", "Busy week, finally finished my thesis.")], ["Omar finished their thesis"]),
    (
        [("Omar", "Last Friday, went to the zoo.")],
        ["Last Friday (5 May 2023), Omar went to the zoo"],
    ),  # a guard
    # After a bare yes, "it" is what the yes said the speaker did.
    (
        [
            ("Ines", "Did you end up going to the wedding?"),
            ("Omar", "Yes! It was in Napa, absolutely gorgeous."),
        ],
        ["Omar ended up going to the wedding", "The wedding was in Napa, absolutely gorgeous"],
    ),
    (  # "it" read from the yes ("I got the job"): the speaker's new job
        [("Ines", "Did you get the job?"), ("Omar", "Yep. It starts in June.")],
        ["Omar got the job", "Omar's new job starts in June 2023"],
    ),
    # "we" after the partner named is the speaker and the partner.
    (
        [("Omar", "I'm in a relationship with Tom, we've been together 2 years.")],
        ["Omar is in a relationship with Tom", "Omar and Tom have been together 2 years"],
    ),
    # Whom a pet went to is not who the later "we" is.
    (
        [("Omar", "We gave Shelly to my nephew since we're moving.")],
        ["Omar and others gave Shelly to Omar's nephew since they're moving"],
    ),
    # "'s" before an irregular participle with its object is "has".
    (
        [("Omar", "My sister got me into running. She's done like five marathons.")],
        ["Omar's sister got Omar into running", "Omar's sister has done like five marathons"],
    ),
    # "Finished in 52 minutes": how long a doing took; "Finished with my exams" a state.
    ([("Omar", "Finished in 52 minutes.")], ["Omar finished in 52 minutes"]),
    (
        [("Omar", "Finished with my exams today.")],
        ["Omar is finished with their exams today (8 May 2023)"],
    ),  # a guard
    # "He" past a question that points at nothing: the speaker's own turn before it says who.
    (
        [
            ("Omar", "My dad had surgery last week."),
            ("Ines", "Oh no, I'm sorry to hear that. What kind of surgery?"),
            ("Omar", "Knee replacement. He's 72 so it takes time."),
        ],
        ["Omar's dad is 72", "Omar's dad had surgery, knee replacement, last week (1 May 2023)"],
    ),
    # What the speaker is making is what "it" is about; where it is made ("at my company") is no
    # second thing.
    (
        [("Omar", "I'm writing a new book. It's about my grandfather's life in Goa.")],
        ["Omar is writing a new book", "The new book is about Omar's grandfather's life in Goa"],
    ),
    (
        [
            ("Omar", "We're launching a new app at my company next month."),
            ("Ines", "Cool! What does it do?"),
            ("Omar", "It helps people split bills with friends."),
        ],
        ["The new app helps people split bills with friends"],
    ),
    # A fond name ("the little one") for whom the question asked after ("doing" is no part of who).
    (
        [
            ("Ines", "How's your new pup doing?"),
            ("Omar", "Awesome! The little one is doing great - learning commands and house training."),
        ],
        ["Omar's new pup is doing great - learning commands and house training"],
    ),
    ([("Ines", "How was the trip?"), ("Omar", "The little one loved the beach.")], []),  # a guard
    # "a 45-minute commute" has no verb: a number and its unit describe the noun after them, so the
    # answer is a fragment, withheld (what "10 minutes" measures, the reply does not say).
    (
        [
            ("Ines", "Is it far from work?"),
            ("Omar", "10 minutes by bike, way better than my old 45-minute commute."),
        ],
        [],
    ),
    # A name asked through a pronoun ("What's his name?", "What's it called?") is the name of whom or
    # what the speaker's turn before named; of two it could be, of neither.
    (
        [
            ("Omar", "I just adopted a puppy!"),
            ("Ines", "Aww! What's his name?"),
            ("Omar", "Biscuit. He's a corgi."),
        ],
        ["Omar's puppy's name is Biscuit", "Omar's puppy is a corgi"],
    ),
    (
        [
            ("Omar", "My sister had a baby girl last week!"),
            ("Ines", "Congrats! What's her name?"),
            ("Omar", "Luna!"),
        ],
        [],  # a guard
    ),
    (
        [
            ("Omar", "I just opened a bakery downtown."),
            ("Ines", "That's awesome! What's it called?"),
            ("Omar", "Sweet Crumbs. The croissants are amazing."),
        ],
        ["The bakery downtown is called Sweet Crumbs"],
    ),
    (
        [
            ("Omar", "I've been reading a great novel."),
            ("Ines", "What's it called?"),
            ("Omar", "Piranesi, by Susanna Clarke."),
        ],
        ["The great novel is called Piranesi"],
    ),
    (
        [("Omar", "I bought a new car."), ("Ines", "Nice! What's it called?"), ("Omar", "Haha, no idea.")],
        [],
    ),  # a guard
    # "'s" before a name given ("called", "named") is "is": a state, not "has called".
    (
        [("Omar", "I just adopted a puppy!"), ("Omar", "He's called Biscuit. He's named after my grandpa.")],
        ["Omar's puppy is called Biscuit", "Biscuit is named after Omar's grandpa"],
    ),
    # A fragment question ("Which one?", "Where to?", "When?") asks after the speaker's statement
    # before it: the answer completes that statement; a reply that is no answer completes nothing.
    (
        [("Omar", "I'm learning a new language."), ("Ines", "Which one?"), ("Omar", "Japanese!")],
        ["Omar is learning a new language, Japanese"],
    ),
    (
        [("Omar", "I just adopted a puppy!"), ("Ines", "Aww! What breed?"), ("Omar", "A corgi.")],
        ["Omar just adopted a puppy, a corgi"],
    ),
    (
        [("Omar", "I'm moving next month."), ("Ines", "Where to?"), ("Omar", "Lisbon, finally!")],
        ["Omar is moving next month (June 2023) to Lisbon"],
    ),
    (
        [
            ("Omar", "I started a new job last week."),
            ("Ines", "Where at?"),
            ("Omar", "A small design agency in Leeds."),
        ],
        ["Omar started a new job last week (1 May 2023) at a small design agency in Leeds"],
    ),
    (
        [("Omar", "My brother is getting married."), ("Ines", "Oh wow! When?"), ("Omar", "In June.")],
        ["Omar's brother is getting married in June 2023"],
    ),
    (
        [("Omar", "I went to a concert last night."), ("Ines", "Which one?"), ("Omar", "Haha, guess.")],
        [],
    ),  # a guard
    ([("Omar", "How was your weekend?"), ("Ines", "Where to?"), ("Omar", "Lisbon!")], []),  # a guard
    # A base verb after "to" is an infinitive, not a second verb: the gerund phrase is the
    # speaker's doing ("Heading out to go climbing" lost its subject).
    (
        [("Omar", "Heading out to go climbing with my brother.")],
        ["Omar is heading out to go climbing with their brother"],
    ),
    ([("Omar", "Trying to get back into running.")], ["Omar is trying to get back into running"]),
    # The name said after someone whose sex the word does not tell ("my coworker Dev") stays with
    # them when a later turn's "he" stands for them, as it does after "my brother Leo".
    (
        [
            ("Omar", "My coworker Dev is great."),
            ("Ines", "Oh nice."),
            ("Omar", "He used to do stand-up in Chicago."),
        ],
        ["Omar's coworker Dev used to do stand-up in Chicago"],
    ),
    # "Me and my brother" is a subject of two: the verb after it is theirs, not a noun.
    (
        [("Omar", "Me and my brother run a small cafe in Porto.")],
        ["Omar and their brother run a small cafe in Porto"],
    ),
    ([("Omar", "Me and my big mouth, haha.")], []),  # a guard
    # A gerund joined to a count ("180k miles and still going strong") is no verb: a fragment. What
    # the yes names is what "that your car" is.
    (
        [
            ("Ines", "is that your car out front?"),
            ("Omar", "yep, 2014 Subaru Outback. 180k miles and still going strong, knock on wood"),
        ],
        ["Omar's car is a 2014 Subaru Outback"],
    ),
    (
        [("Ines", "is that your dog?"), ("Omar", "Yep, that's Max! He's 3.")],
        ["Omar's dog is Max", "Max is 3"],
    ),
    ([("Ines", "is that your bike?"), ("Omar", "Yes, an old Peugeot.")], ["Omar's bike is an old Peugeot"]),
    ([("Ines", "is that your bike?"), ("Omar", "Yes, old Peugeot.")], ["Omar's bike is an old Peugeot"]),
    ([("Omar", "Two kids and still going strong.")], []),
    # "What kind of <noun>?" asks which of the noun the statement named: the answer follows it.
    (
        [
            ("Omar", "My dad had surgery last week."),
            ("Ines", "Oh no! What kind of surgery?"),
            ("Omar", "Knee replacement. He's recovering well."),
        ],
        ["Omar's dad is recovering well", "Omar's dad had surgery, knee replacement, last week (1 May 2023)"],
    ),
    (
        [("Omar", "I got a new dog."), ("Ines", "What kind of dog?"), ("Omar", "A golden retriever!")],
        ["Omar got a new dog, a golden retriever"],
    ),
    # Inside the sentence, a common word loses the capital the answer's start gave it; a name keeps it.
    (
        [("Omar", "I got a new dog."), ("Ines", "What kind of dog?"), ("Omar", "Golden retriever!")],
        ["Omar got a new dog, golden retriever"],
    ),
    (
        [("Omar", "I started a new job."), ("Ines", "What kind of job?"), ("Omar", "Haha, a boring one.")],
        [],
    ),  # a guard
    # "That makes me want to ...": whatever "that" was, the wish is the speaker's; a reaction is no wish.
    (
        [
            ("Ines", "I take my dogs on hikes every weekend."),
            ("Omar", "Taking them on hikes must be awesome! That makes me want to hike with my dogs."),
        ],
        ["Omar wants to hike with their dogs"],
    ),
    ([("Omar", "Your photos make me want to visit Peru.")], ["Omar wants to visit Peru"]),
    ([("Omar", "It really makes me wanna start a garden.")], ["Omar wants to start a garden"]),
    ([("Omar", "Ugh, that made me want to scream so loud.")], []),  # a guard
    ([("Omar", "It makes me want to go outside.")], []),  # a guard
    ([("Omar", "That makes me want to try it.")], []),  # a guard
    ([("Omar", "That doesn't make me want to go back to Paris.")], []),  # a guard
    # A comma, then "it's" with where, when or what: a statement of its own about the thing named.
    (
        [("Omar", "I'm training for my first half marathon, it's in Cardiff in October.")],
        [
            "Omar is training for their first half marathon",
            "Omar's first half marathon is in Cardiff in October 2023",
        ],
    ),
    (
        [("Omar", "I got a new job, it's at Google.")],
        ["Omar got a new job", "Omar's new job is at Google"],
    ),
    ([("Omar", "I love this cafe, it's in the old town.")], []),  # a guard
    ([("Omar", "I finished the book, it's so good.")], ["Omar finished the book"]),  # a guard
    # "What breed is she?": the answer is said of whom "she" is, when the speaker's turn names it.
    (
        [("Omar", "I adopted a dog last month."), ("Ines", "Aww! What breed is she?"), ("Omar", "A corgi.")],
        ["Omar's dog is a corgi"],
    ),
    ([("Ines", "What breed is she?"), ("Omar", "A corgi.")], []),  # a guard
    (
        [("Omar", "Meet Luna!"), ("Ines", "What breed is Luna?"), ("Omar", "A husky.")],
        ["Luna is a husky"],
    ),  # a guard
    # A compliment with its subject dropped, then a question: one question, no preference.
    ([("Omar", "Love the necklace, any special meaning to it?")], []),  # a guard
    # "So much that ..." says how much, then the statement; it is no part of it.
    (
        [("Omar", "My dogs mean the world to me. So much that I got tattoos of them on my arm.")],
        ["Omar's dogs mean the world to Omar", "Omar got tattoos of their dogs on their arm"],
    ),
    # "it" after a clause about a thing of the speaker's is that thing.
    (
        [("Omar", "My Tesla has been in the shop 3 times. Honestly thinking about trading it in.")],
        ["Omar's Tesla has been in the shop 3 times", "Omar is thinking about trading their Tesla in"],
    ),
    ([("Omar", "My sister is great. I love her.")], ["Omar loves their sister"]),  # a guard
    # A judgement alone before a comma, in chat's lower case too, then the speaker's past doing.
    (
        [("Ines", "how was your weekend?"), ("Omar", "Busy, went to my cousin's wedding in Porto.")],
        ["Omar went to their cousin's wedding in Porto"],
    ),
    (
        [
            ("Ines", "how was your weekend?"),
            ("Omar", "pretty chill, went to my cousin's wedding in Porto on Saturday. danced till 3am lol"),
        ],
        ["Omar went to their cousin's wedding in Porto on Saturday (6 May 2023)"],
    ),
    (
        [("Ines", "how was your weekend?"), ("Omar", "Last Friday, went to the zoo.")],
        ["Last Friday (5 May 2023), Omar went to the zoo"],
    ),  # a guard
    # Chat's lower-case "i" is the speaker, in the turn and in the turns before it.
    ([("Omar", "i just adopted a puppy!")], ["Omar just adopted a puppy"]),
    (
        [("Omar", "i got a new bike last week"), ("Ines", "nice! what kind?"), ("Omar", "a gravel bike")],
        ["Omar got a new bike, a gravel bike, last week (1 May 2023)"],
    ),
    # "Which one?" after a statement that ends on a time: the answer follows the thing, then the time.
    (
        [
            ("Omar", "I started learning a new language in March."),
            ("Ines", "Which one?"),
            ("Omar", "Japanese!"),
        ],
        ["Omar started learning a new language, Japanese, in March 2023"],
    ),
    # "ugh", "phew", "yikes": interjections, no part of the statement, with a comma or without.
    ([("Omar", "ugh my landlord is raising the rent again")], ["Omar's landlord is raising the rent again"]),
    ([("Omar", "phew I passed my driving test")], ["Omar passed their driving test"]),
    # A second gerund phrase after the comma goes on with the first, the speaker's doing too.
    (
        [
            ("Ines", "what are you up to these days?"),
            ("Omar", "Mostly working on my PhD, writing up the last chapter."),
        ],
        ["Omar is mostly working on their PhD, writing up the last chapter"],
    ),
    # "I'm good, <gerund phrase>": how the speaker is, then what they are doing, a statement of its own.
    (
        [("Ines", "hows it going?"), ("Omar", "i'm good, working a lot on my thesis.")],
        ["Omar is working a lot on their thesis"],
    ),
    ([("Omar", "She's amazing, dancing like a pro.")], []),  # a guard: not the speaker's dancing
    # A gerund phrase given as the tips the turn before asked for is advice, not the speaker's doing.
    (
        [
            ("Ines", "I'd love to hear some tips."),
            ("Omar", "Grooming slowly and gently, paying attention to the ears and paws."),
        ],
        [],
    ),  # a guard (the second gerund phrase above made it the speaker's doing)
    # "I quit", "gave it up" to a question of "still": a no, said as the ending of what was asked.
    (
        [("Omar", "I play tennis."), ("Ines", "do you still play tennis?"), ("Omar", "I quit last year.")],
        ["Omar quit playing tennis last year (2022)"],
    ),
    (
        [
            ("Omar", "I'm learning piano."),
            ("Ines", "are you still learning piano?"),
            ("Omar", "gave it up tbh, no time with the new job"),
        ],
        ["Omar gave up learning piano"],
    ),
    (
        [
            ("Omar", "I play tennis."),
            ("Ines", "do you still play tennis?"),
            ("Omar", "I quit smoking last year."),
        ],
        ["Omar quit smoking last year (2022)"],
    ),  # a guard
    # Where the speaker works, answered with where the place is.
    (
        [
            ("Ines", "where are you working now?"),
            ("Omar", "At a small architecture firm in Shoreditch, been there since January."),
        ],
        [
            "Omar is working at a small architecture firm in Shoreditch, been there since January (January 2023)"
        ],
    ),
    # What someone of the speaker's got is theirs: "it" says whose.
    (
        [
            ("Omar", "My friend just opened a bakery."),
            ("Ines", "What's it called?"),
            ("Omar", "Sweet Crumbs, it's on Elm Street."),
        ],
        # (the name answered, then a statement of its own about the bakery it names)
        ["Omar's friend's bakery is called Sweet Crumbs", "Sweet Crumbs is on Elm Street"],
    ),
    (
        [("Omar", "My sister bought a new car. It's a Tesla.")],
        ["Omar's sister bought a new car", "Omar's sister's new car is a Tesla"],
    ),
    # A work called by its title in quotes is what "It" then is.
    (
        [
            ("Ines", "What kind of projects are you working on?"),
            (
                "Omar",
                "I'm working on one with my group called \"Finding Home.\" It's a script about a girl on a "
                "journey to find her true home.",
            ),
        ],
        ['"Finding Home" is a script about a girl on a journey to find her true home'],
    ),
    # A question chat left without its mark is read as one; "how many" answered with names says which.
    (
        [
            ("Ines", "how many languages do you speak, like for real"),
            ("Omar", "Arabic, French and English fluently."),
        ],
        ["Omar speaks Arabic, French and English fluently"],
    ),
    # An "even" between "you" and the verb is no verb.
    (
        [
            ("Ines", "what do you even do on weekends?"),
            ("Omar", "mostly birdwatching at the wetlands near my place"),
        ],
        ["Omar mostly does birdwatching at the wetlands near Omar's place on weekends"],
    ),
    # A name echoed back to "How's your roommate?" is whom it asked after: "she" is that roommate.
    (
        [("Ines", "How's your roommate?"), ("Omar", "Jules? She's doing her PhD in marine biology.")],
        ["Omar's roommate Jules is doing her PhD in marine biology"],
    ),
    # What an opening "It" stood for is what the next clause's "it" is.
    (
        [
            ("Ines", "how's the Tesla?"),
            ("Omar", "It's been in the shop 3 times since Feb 😤 honestly thinking about trading it in"),
        ],
        [
            "The Tesla has been in the shop 3 times since Feb (February 2023)",
            "Omar is thinking about trading the Tesla in",
        ],
    ),
    # A chat tag ends the statement; a weekday after "a" is no date to check the memory against.
    (
        [
            ("Ines", "what are you listening to these days?"),
            ("Omar", "jazz is my comfort music fr. coltrane on a rainy sunday = perfection"),
        ],
        ["Jazz is Omar's comfort music"],
    ),
    # "idk" opens the clause as "honestly" does, no word of it.
    (
        [("Ines", "what's the plan tonight?"), ("Omar", "idk, I'll probably just order pizza.")],
        ["Omar will probably just order pizza"],
    ),
    # A state only a person is in, its "I'm" dropped, is the speaker's.
    (
        [
            ("Ines", "How are you?"),
            ("Omar", "Doing good! Busy with studies but finding time to relax with books - good balance."),
        ],
        ["Omar is busy with studies but finding time to relax with books"],
    ),
    ([("Omar", "Back from Lisbon with tons of photos!")], ["Omar is back from Lisbon with tons of photos"]),
    # A guess at the listener's taste after a comma is a clause of its own; what a "with" follows is
    # what is on "it".
    (
        [
            ("Ines", "I baked all day."),
            ("Omar", "I also made a chocolate cake with berries on it, maybe you would like that!"),
        ],
        ["Omar also made a chocolate cake with berries on it"],
    ),
    ([("Omar", "I got a mug with my name on it.")], ["Omar got a mug with their name on it"]),
    # A thing said first and taken up as "it" or "them" is said once, in its place; a "you" in it is
    # the listener, whom the turn before names; what follows finds it where "it" was.
    (
        [
            ("Omar", "Did you finish that book I lent you?"),
            ("Ines", "That book you lent me, The Overstory, I finished it last week."),
        ],
        ["Ines finished the book Omar lent Ines, The Overstory, last week (1 May 2023)"],
    ),
    (
        [("Ines", "My old car, I sold it in March. It was a 2009 Civic.")],
        ["Ines sold their old car in March 2023", "Ines's old car was a 2009 Civic"],
    ),
    (
        [("Ines", "Those boots, I returned them yesterday.")],
        ["Ines returned the boots yesterday (7 May 2023)"],
    ),
    (
        [("Ines", "The Overstory, I finished it last week. It's my favorite novel now.")],
        ["Ines finished The Overstory last week (1 May 2023)", "The Overstory is Ines's favorite novel now"],
    ),
    # Not a thing said first: a time, an exclamation, a verb, a listener called out.
    ([("Ines", "This time, I nailed it.")], []),  # a guard
    ([("Ines", "My bad, I forgot it.")], []),  # a guard
    ([("Ines", "That said, I love it.")], []),  # a guard
    ([("Omar", "I ran my first 10k!"), ("Ines", "Omar, I love it!")], []),  # a guard
    # A title the clause before was about is what "it" inside the next one is.
    (
        [
            ("Omar", "You should read The Name of the Wind by Patrick Rothfuss."),
            ("Ines", '"The Name of the Wind" sounds cool. I\'ll add it to my list. Thanks!'),
        ],
        ['Ines will add "The Name of the Wind" to their list'],
    ),
    # A "would" after a clause that named a time long past is the habit it was; "I'd love to" and a
    # "would" after no such time stay a wish or a supposition.
    (
        [
            ("Omar", "Cool pic of the hoop!"),
            (
                "Ines",
                "Yeah, that pic reminds me of when I was younger. I'd practice basketball outside for hours.",
            ),
        ],
        ["Ines used to practice basketball outside for hours"],
    ),
    (
        [("Ines", "When I was in high school, I'd bike to school every day.")],
        ["Ines used to bike to school every day"],
    ),
    (
        [("Ines", "Back in college I would run 5 miles every morning.")],
        ["Back in college Ines would run 5 miles every morning"],
    ),
    ([("Ines", "I loved summer as a kid. I'd love to go back.")], ["Ines loved summer as a kid"]),  # a guard
    (
        [("Ines", "I'm swamped this month. I'd go if I could.")],
        ["Ines is swamped this month (May 2023)"],
    ),  # a guard
    # The listener names back, as a question, the thing the speaker asked about: the speaker's "It"
    # next is that title, and so is the "it" after it. A person named back is no "it".
    (
        [
            ("Omar", "did you ever watch the show I told you about?"),
            ("Ines", "Station Eleven? yes, binged it last weekend"),
            ("Omar", "And?? It's my favorite show ever, I've watched it three times"),
        ],
        ["Station Eleven is Omar's favorite show ever", "Omar has watched Station Eleven three times"],
    ),
    (
        [
            ("Omar", "how was the book I lent you?"),
            ("Ines", "The Overstory? loved it"),
            ("Omar", "It's my all time fav"),
        ],
        ["The Overstory is Omar's all time fav"],
    ),
    # The title carried to the next clause's "it" keeps its "The" (a thing written "the Tesla", as
    # in the row of "trading it in" above, does not).
    (
        [
            ("Omar", "how was the book I lent you?"),
            ("Ines", "The Overstory? loved it"),
            ("Omar", "And?? It's my all time fav, I've read it four times"),
        ],
        ["The Overstory is Omar's all time fav", "Omar has read The Overstory four times"],
    ),
    (
        [
            ("Omar", "how's your sister?"),
            ("Ines", "Priya? she's great"),
            ("Omar", "Oh nice. It's been ages."),
        ],
        [],
    ),  # a guard
    # A start that names no place, after "how long have you been at X?", started at X.
    (
        [
            ("Omar", "How long have you been at the library now?"),
            ("Ines", "ages! started right after I graduated"),
        ],
        ["Ines started at the library right after Ines graduated"],
    ),
    (
        [("Omar", "how long have you worked for Acme?"), ("Ines", "I started in 2019.")],
        ["Ines started at Acme in 2019"],
    ),
    (
        [("Omar", "Did you like the class?"), ("Ines", "I started in 2019.")],
        ["Ines started in 2019"],
    ),  # a guard
    # What follows from a statement, after "so", about something else, is a clause of its own; a
    # day in chat's lower case is dated as the capitalised one is, and the quote check reads it so.
    (
        [
            ("Omar", "have you tried the new Zelda yet?"),
            (
                "Ines",
                "not yet, it comes out friday! but breath of the wild is my favorite game ever so hopes are HIGH",
            ),
        ],
        [
            "Ines hasn't tried the new Zelda yet",
            "The new Zelda comes out Friday (12 May 2023)",
            "Breath of the wild is Ines's favorite game ever",
        ],
    ),
    (
        [("Ines", "I'm visiting my parents on saturday.")],
        ["Ines is visiting their parents on Saturday (13 May 2023)"],
    ),  # a guard
    # A skill taken up, named by its verb alone.
    ([("Ines", "Guess what, I'm learning to knit!")], ["Ines is learning to knit"]),
    # The question's object, said again for the answer's "it", as the question wrote it: a title.
    (
        [("Omar", "Have you read The Overstory?"), ("Ines", "Yes! I've read it four times.")],
        ["Ines has read The Overstory four times"],  # the yes, alone in its sentence, said again
    ),
    (
        [("Omar", "Wanna play Catan this week?"), ("Ines", "I don't really play anymore.")],
        ["Ines doesn't play Catan anymore"],
    ),
    # Ready for a doing named is a step ahead, not a feeling.
    (
        [
            ("Omar", "How are you holding up after the breakup?"),
            ("Ines", "Honestly better. I'm ready to start dating again."),
        ],
        ["Ines is ready to start dating again"],
    ),
    # A verdict tagged on after a comma is no part of the fact.
    (
        [("Omar", "hey"), ("Ines", "I go to the gym every morning, no excuses")],
        ["Ines goes to the gym every morning"],
    ),
    (
        [("Omar", "hey"), ("Ines", "I paid 300 euros for the bike, not bad")],
        ["Ines paid 300 euros for the bike"],
    ),
    ([("Omar", "hey"), ("Ines", "I moved closer to work, so worth it")], ["Ines moved closer to work"]),
    # What a thing does for the speaker, how they are taking it, or a plain noun judged, after a
    # comma: no part of the fact, and no "it" left to withhold it for.
    (
        [("Omar", "what do you do now?"), ("Ines", "I'm a barista at Ground Control now, keeps me busy")],
        ["Ines is a barista at Ground Control now"],
    ),
    (
        [("Omar", "hey"), ("Ines", "I work nights at the hospital, pays well though")],
        ["Ines works nights at the hospital"],
    ),
    (
        [("Omar", "hey"), ("Ines", "I moved to a new flat last week, still getting used to it")],
        ["Ines moved to a new flat last week (1 May 2023); lives in a new flat"],
    ),
    (
        [("Omar", "hey"), ("Ines", "gave up coffee two weeks ago, headaches are brutal")],
        ["Ines gave up coffee two weeks ago (24 April 2023)"],
    ),
    # A bare moving in, into the home the question named.
    (
        [("Omar", "how's your new flat?"), ("Ines", "moved in last weekend, still getting used to it tbh")],
        ["Ines moved into their new flat last weekend (6 May 2023)"],
    ),
    # "quit", the same in the past as in its base, as an ending with its "I" dropped.
    ([("Omar", "hey"), ("Ines", "quit smoking in March!")], ["Ines quit smoking in March 2023"]),
    # A habit its verb names alone; a verb newer than the morphology tables.
    ([("Omar", "hey"), ("Ines", "I vape way too much")], ["Ines vapes way too much"]),
    (
        [("Omar", "hey"), ("Ines", "I vlog about my garden every week")],
        ["Ines vlogs about their garden every week"],
    ),  # a guard
    # A judgement by a noun is the speaker's view.
    (
        [("Omar", "what are you reading?"), ("Ines", "Piranesi, second time. Susanna Clarke is a genius")],
        ["Ines is reading Piranesi", "Ines thinks Susanna Clarke is a genius"],
    ),
    ([("Omar", "hey"), ("Ines", "Messi is the GOAT")], ["Ines thinks Messi is the GOAT"]),
    # "we", named by the one the message pairs with the speaker.
    (
        [("Omar", "hey"), ("Ines", "we're expecting a baby in October!! me and Tom are so excited")],
        ["Ines and Tom are expecting a baby in October 2023"],
    ),
    # Disbelief after a comma, relief at the end: no part of the fact.
    (
        [("Omar", "hey"), ("Ines", "my daughter starts kindergarten in September, can't believe it")],
        ["Ines's daughter starts kindergarten in September 2023"],
    ),
    (
        [("Omar", "hey"), ("Ines", "my dad had a heart attack last week, he's stable now thank god")],
        ["Ines's dad had a heart attack last week (1 May 2023)", "Ines's dad is stable now"],
    ),
    # "born", its "I was" dropped.
    (
        [("Omar", "where are you from originally?"), ("Ines", "born in Lagos, grew up in Manchester")],
        ["Ines was born in Lagos, grew up in Manchester"],
    ),
    ([("Omar", "hey"), ("Ines", "Born and raised in Leeds!")], ["Ines was born and raised in Leeds"]),
    # A given name that is also a word, opening the sentence before its verb, names someone.
    (
        [("Omar", "hey"), ("Ines", "Mark got the job at Google!! so proud of him")],
        ["Mark got the job at Google"],
    ),
    (
        [("Omar", "hey"), ("Ines", "Will is moving to Dublin next month")],
        ["Will is moving to Dublin next month (June 2023)"],
    ),
    (
        [("Omar", "hey"), ("Ines", "Grace just started her residency at St Mary's")],
        ["Grace just started her residency at St Mary's"],
    ),
    ([("Omar", "hey"), ("Ines", "Will you be around on Friday?")], []),  # a guard
    ([("Omar", "hey"), ("Ines", "Hope keeps me going")], []),  # a guard
    # A bare start after a comma dates what the clause before says; it is no memory of its own.
    (
        [("Omar", "hey"), ("Ines", "I'm learning piano, started last year")],
        ["Ines is learning piano, started last year (2022)"],
    ),
    (
        [("Omar", "hey"), ("Ines", "I woke up early, started work at 7")],
        ["Ines woke up early", "Ines started work at 7"],
    ),  # a guard
    # A request after "so", no comma before it, is no part of the fact.
    (
        [("Omar", "hey"), ("Ines", "my husband hates cilantro so skip that.")],
        ["Ines's husband hates cilantro"],
    ),
    # "I think" after what "it" is hedges it; it is no thing the speaker thinks.
    ([("Omar", "which hotel did you book?"), ("Ines", "it's the Park Hyatt I think")], []),
    # A verdict after a comma is cut when the clause's own "it" is what the session resolves; a
    # chat tag names nothing; "so worth it" without its comma is a verdict all the same.
    (
        [("Omar", "still got the old bike?"), ("Ines", "sold it last week! got 300 euros for it, not bad.")],
        ["Ines sold the old bike last week (1 May 2023)", "Ines got 300 euros for the old bike"],
    ),
    (
        [("Omar", "hey"), ("Ines", "I started a night class in March, which is honestly killing me lol")],
        ["Ines started a night class in March 2023"],
    ),
    (
        [("Omar", "hey"), ("Ines", "my commute went from an hour to 10 min so worth it")],
        ["Ines's commute went from an hour to 10 min"],
    ),
    # "next trip", its "my" dropped, is the speaker's; whether a fact matters is the listener's.
    (
        [("Omar", "hey"), ("Ines", "next trip is Japan in October, I want to see Kyoto")],
        ["Ines's next trip is to Japan in October 2023", "Ines wants to see Kyoto"],
    ),
    (
        [("Omar", "hey"), ("Ines", "oh and I'm left-handed if that matters for the desk setup")],
        ["Ines is left-handed"],
    ),
    # A doing after "but also" is the second thing the speaker loves, not what they are doing.
    (
        [("Omar", "hey"), ("Ines", "I love hiking, but also reading on rainy days")],
        ["Ines loves hiking", "Ines also loves reading on rainy days"],
    ),
    (
        [("Omar", "hey"), ("Ines", "I love old films, but also discovering new bands and seeing them live.")],
        ["Ines loves old films", "Ines also loves discovering new bands and seeing them live"],
    ),
    # How it was taken, after a comma, is no part of the doing; "me and Ana" names the "we".
    (
        [("Omar", "hey"), ("Ines", "we went to Rome in March, me and Ana loved it")],
        ["Ines and Ana went to Rome in March 2023"],
    ),
    (
        [("Omar", "hey"), ("Ines", "I went to the coast last weekend, loved every minute of it")],
        ["Ines went to the coast last weekend (6 May 2023)"],
    ),  # a guard
    # What befell the speaker is an event, its participle alone after "got"; a noun phrase that only
    # says from when ("10% starting next month") is no statement.
    (
        [("Omar", "hey"), ("Ines", "I got promoted!! senior engineer starting Monday")],
        ["Ines got promoted"],
    ),
    ([("Omar", "hey"), ("Ines", "got a raise!! 10% starting next month")], ["Ines got a raise"]),
    ([("Omar", "hey"), ("Ines", "just got hired!")], ["Ines just got hired"]),
    ([("Omar", "hey"), ("Ines", "ugh I got so tired")], []),  # a guard: a feeling
    # ", and look ..." shows the listener something; it is no part of the doing.
    (
        [("Omar", "hey"), ("Ines", "I painted the fence, and look how it turned out")],
        ["Ines painted the fence"],
    ),
    # "you two": the pair the speaker named before; a bare count of years is for how long.
    (
        [
            ("Ines", "Tom and I are moving in together"),
            ("Omar", "how long have you two been together?"),
            ("Ines", "three years in May!"),
        ],
        ["Ines and Tom have been together for three years in May 2023"],
    ),
    # A firm named, then "their": whose.
    ([("Ines", "Acme, their office is in Leeds")], ["Acme's office is in Leeds"]),
    # A "nah" typed without its comma is the no all the same; "btw" before the question leaves whom
    # it asks after the subject.
    (
        [
            ("Omar", "fingers crossed! btw is Leo still in Berlin?"),
            ("Ines", "nah he moved back to Boston in Jan"),
        ],
        ["Leo moved back to Boston in January 2023; lives in Boston"],
    ),
    # "sooo", drawn out, is the "so" it stresses; "yo" opens a question as "hey" does.
    (
        [("Omar", "how was the weekend?"), ("Ines", "sooo good, went to Jess's wedding in Napa")],
        ["Ines went to Jess's wedding in Napa"],
    ),
    ([("Omar", "yo how's the new job going")], []),
    # A guess before a comma is the reply; the statement after it is one of its own.
    (
        [
            ("Ines", "I'm thinking of moving closer"),
            ("Omar", "to SF?"),
            ("Ines", "prob the Mission, my sister lives there"),
        ],
        ["Ines's sister lives in SF"],
    ),
    # The speaker's body, lastingly bad or in pain, is their health, not a view; a part of the
    # moment ("my eyes are tired") or a mood ("my heart is full") is neither.
    (
        [("Omar", "still running?"), ("Ines", "less, my knee's been bad since the half marathon in Feb")],
        ["Ines's knee has been bad since the half marathon in February 2023"],
    ),
    (
        [("Omar", "hey"), ("Ines", "my lower back hurts so bad lately")],
        ["Ines's lower back hurts so bad lately"],
    ),
    ([("Omar", "hey"), ("Ines", "my eyes are tired")], []),  # a guard
    ([("Omar", "hey"), ("Ines", "my heart is full")], []),  # a guard
    # A question about someone named, its "is" dropped, still asks after them; a yes typed without
    # its comma before "but" is the yes all the same.
    (
        [
            ("Omar", "that's good. Mark still at the bank?"),
            ("Ines", "yeah but he's interviewing at a fintech startup"),
        ],
        ["Mark is still at the bank", "Mark is interviewing at a fintech startup"],
    ),
    ([("Omar", "did you go to the concert?"), ("Ines", "yeah it was amazing")], ["Ines went to the concert"]),
    # "ooh which one?" asks after what the speaker just said, as "which one?" does.
    (
        [("Ines", "I'm learning a new language."), ("Omar", "ooh which one?"), ("Ines", "Japanese!")],
        ["Ines is learning a new language, Japanese"],
    ),
    # Back "part time": the person is back, how much of the time said.
    (
        [("Omar", "oh no. and work?"), ("Ines", "back part time since April, 3 days a week")],
        ["Ines is back part time since April (April 2023), 3 days a week"],
    ),
    # What holds "since Tuesday" holds from the Tuesday gone by (told on Monday 8 May).
    (
        [("Omar", "how's your mom doing?"), ("Ines", "better! she's out of the hospital since Tuesday")],
        ["Ines's mom is out of the hospital since Tuesday (2 May 2023)"],
    ),
    # A plan changed, said by its participle alone, is the thing asked after's ("the wedding", an
    # "-ing" noun, too), or no one's.
    (
        [("Omar", "and the concert?"), ("Ines", "postponed to next spring")],
        ["The concert was postponed to next spring (2024)"],
    ),
    (
        [("Omar", "and your brother's wedding?"), ("Ines", "postponed to next spring")],
        ["Ines's brother's wedding was postponed to next spring (2024)"],
    ),
    # "them": the plural the question named ("the yoga classes", a noun though "classes" is a verb's
    # form too); a chat tag before a comma goes.
    (
        [
            ("Omar", "you still doing the Spanish classes?"),
            ("Ines", "dropped them tbh, no time with the new baby"),
        ],
        ["Ines dropped the Spanish classes, no time with the new baby"],
    ),
    (
        [("Omar", "hey"), ("Ines", "I moved to Leeds lol, it's cheaper")],
        ["Ines moved to Leeds; lives in Leeds"],
    ),
    # Whose birth, after a comma, is said as a statement.
    (
        [("Omar", "wait WHAT baby??"), ("Ines", "haha our daughter Ana, born March 2nd!")],
        ["Ines's daughter Ana was born March 2nd (2 March 2023)"],
    ),
    # A yes and one more thing had: had too.
    ([("Omar", "do you have a dog?"), ("Ines", "yep, and a cat")], ["Ines has a dog and a cat"]),
    # "there" is the place the clause itself named before it, not one the chat named earlier; a
    # guess at when ("thinking next summer") says of what only the question does.
    (
        [
            ("Omar", "how was Lisbon?"),
            ("Ines", "my brother might move to Porto since his girlfriend's there"),
        ],
        ["Ines's brother might move to Porto since his girlfriend's in Porto"],
    ),
    ([("Omar", "when's the wedding"), ("Ines", "thinking next summer, maybe in Porto")], []),
    # A clause that drops its subject after one about the animal asked after goes on about it (the
    # question typed without its mark); "he" after "How's your brother?" is the brother, so the
    # move is his, not the speaker's home.
    (
        [
            ("Omar", "haha. how's the cat taking it"),
            ("Ines", "Luna is NOT impressed. hiding under the bed since Sunday"),
        ],
        ["Luna is hiding under the bed since Sunday (7 May 2023)"],
    ),
    (
        [("Omar", "how's your brother?"), ("Ines", "he's good! just moved to Denver")],
        ["Ines's brother just moved to Denver"],
    ),
    # An event at the speaker's place ("there was ... in our area") is about the speaker's "us".
    (
        [
            ("Omar", "how about you? what's been going on since we last talked?"),
            ("Ines", "last week there was a power cut in our area, and it made me realize a lot"),
        ],
        ["Last week (1 May 2023) there was a power cut in Ines's area"],
    ),
    ([("Omar", "how are things"), ("Ines", "there's so much love in our world")], []),  # a guard
    # A time called back ("It reminded me of when ...") is another memory, not more of the last one.
    (
        [
            ("Omar", "I miss nature so much"),
            (
                "Ines",
                "Hey Omar, I was thinking about what you said about nature. It reminded me of when I couldn't "
                "walk my dogs because of a knee injury.",
            ),
        ],
        [
            "Ines was thinking about what Omar said about nature",
            "Ines couldn't walk their dogs because of a knee injury",
        ],
    ),
    # The one whose wedding or place it was is not the company of a later "we"; "my family's been"
    # is the family, not something of theirs.
    (
        [
            ("Ines", "can't make it saturday, I'm at my cousin's wedding in Leeds"),
            ("Omar", "ah fun"),
            ("Ines", "we adopted a rescue greyhound called Pixel"),
        ],
        ["Ines and others adopted a rescue greyhound called Pixel"],
    ),
    (
        [
            ("Omar", "how are you"),
            ("Ines", "my family's been great. We even went on another camping trip in the forest."),
        ],
        ["Ines and their family went on another camping trip in the forest"],
    ),  # a guard
    # A sister who "had her baby" did so alone: no company of the "we" after; what the dash names
    # after the baby (or "someone") is kept with it.
    (
        [
            ("Omar", "nice"),
            ("Ines", "My sister just had her baby - a girl, 7 lbs, named Rosie"),
            ("Ines", "and we got a puppy last week - a beagle named Waffles!"),
        ],
        ["Ines got a puppy last week (1 May 2023) - a beagle named Waffles"],
    ),
    (
        [("Omar", "nice"), ("Ines", "My sister just had her baby - a girl, 7 lbs, named Rosie")],
        ["Ines's sister just had her baby - a girl, 7 lbs, named Rosie"],
    ),
    (
        [("Omar", "any news?"), ("Ines", "I met someone - a guy called Tom, he's so sweet")],
        ["Ines met someone - a guy called Tom"],
    ),
    ([("Omar", "any news?"), ("Ines", "I met someone")], []),  # a guard
    # "and your dad?", "what about Mia?" ask after someone as "how's your dad?" does: the reply that
    # drops its subject is about them, not the speaker.
    (
        [
            ("Omar", "haha. and your dad?"),
            ("Ines", "recovering from his hip surgery, he's walking with a cane for now"),
        ],
        ["Ines's dad is recovering from his hip surgery", "Ines's dad is walking with a cane for now"],
    ),
    ([("Omar", "what about Mia?"), ("Ines", "loving her new school")], ["Mia is loving her new school"]),
    # How the one asked after takes what they did ("loves it so far") is a comment cut after the
    # comma; "and Claire?" names whom "she" is as "how's Claire?" does.
    (
        [
            ("Omar", "how's Claire?"),
            ("Ines", "she just started at a new firm, corporate law, loves it so far"),
        ],
        ["Claire just started at a new firm, corporate law"],
    ),
    (
        [("Omar", "and Claire?"), ("Ines", "she just started at a new firm, corporate law, loves it so far")],
        ["Claire just started at a new firm, corporate law"],
    ),
    (
        [("Omar", "haha. and Tom?"), ("Ines", "he moved to Oslo in March")],
        ["Tom moved to Oslo in March 2023; lives in Oslo"],
    ),
    # ", you're invited" is a clause of its own about the listener; ", vet says she's fine" is what
    # someone else says; "??" closes one question.
    (
        [
            ("Omar", "ugh"),
            ("Ines", "yeah. oh and my brother's getting married in Lisbon in August, you're invited btw"),
        ],
        ["Ines's brother is getting married in Lisbon in August 2023"],
    ),
    (
        [
            ("Omar", "how's the new puppy??"),
            ("Ines", "chaos lol. she ate a sock yesterday, vet says she's fine"),
        ],
        ["Ines's new puppy ate a sock yesterday (7 May 2023)"],
    ),
    # Whose name is asked, when the speaker's last turn said "she": whom the question before it
    # asked after ("haha what's her name again" is a question without its mark).
    (
        [
            ("Omar", "how's the new puppy??"),
            ("Ines", "chaos lol. she ate a sock yesterday"),
            ("Omar", "haha what's her name again"),
            ("Ines", "Biscuit! 12 weeks, golden retriever"),
        ],
        ["Ines's new puppy's name is Biscuit"],
    ),
    (
        [
            ("Omar", "how's your brother?"),
            ("Ines", "he's good, just moved"),
            ("Omar", "what's his name again?"),
            ("Ines", "Leo"),
        ],
        ["Ines's brother's name is Leo"],
    ),
    # "Dev." ends a sentence before "It's": the trip is kept.
    (
        [
            ("Omar", "Any trips planned?"),
            ("Ines", "Yes! Going to Kyoto in November with my partner Dev. It's our 5th anniversary."),
        ],
        ["Ines is going to Kyoto in November 2023 with their partner Dev"],
    ),
    # What someone would do on a condition is no fact ("would ask if", a "whether", still is one).
    ([("Omar", "fingers crossed"), ("Ines", "my mum would kill me if I moved further lol")], []),
    (
        [("Omar", "how was school?"), ("Ines", "my dad would ask if I was okay")],
        ["Ines's dad would ask if Ines was okay"],
    ),  # a guard
    # A thing said to be "there" at a clause's end is at the place the answer named ("probably
    # Leeds"); with no place named it is left to the episode.
    (
        [("Omar", "oh nice where?"), ("Ines", "probably Leeds, my partner's job is there")],
        ["Ines's partner's job is in Leeds"],
    ),
    ([("Omar", "hi"), ("Ines", "my keys were there")], []),  # a guard
    # "due in march": a birth to come, the speaker's "I'm" dropped ("in march" is a month after
    # "in"); "due to the rain" is a cause.
    (
        [("Omar", "what??"), ("Ines", "we're pregnant!! due in march")],
        ["Ines and their partner are pregnant", "Ines is due in march (March 2024)"],
    ),
    (
        [("Omar", "how was the weekend"), ("Ines", "due to the rain, we stayed in")],
        ["Due to the rain, Ines and others stayed in"],
    ),  # a guard
    # A no and how ("nope staying put") is a reply; the statement after its comma stands alone.
    (
        [("Omar", "are you guys moving?"), ("Ines", "nope staying put, we just redid the spare room")],
        ["Ines and others just redid the spare room"],
    ),
    # Days that come round ("tuesdays and thursdays") are how often the yes is so, and date no one
    # deed: the "made" after the comma is a statement of its own, a thing made (not "made me cry").
    (
        [
            ("Omar", "nice. still doing pottery?"),
            ("Ines", "yep tuesdays and thursdays, made my first teapot last week lol"),
        ],
        [
            "Ines is still doing pottery on tuesdays and thursdays",
            "Ines made their first teapot last week (1 May 2023)",
        ],
    ),
    (
        [("Omar", "do you still run with the club?"), ("Ines", "Weekends mostly")],
        ["Ines still runs with the club on weekends mostly"],
    ),
    # a guard: one day is no habit
    ([("Omar", "still doing pottery?"), ("Ines", "yep, tuesday")], ["Ines is still doing pottery"]),
    # An age and when it is reached: the age to come ("turn"), dated.
    (
        [("Omar", "how old are your twins now?"), ("Ines", "4 next month!")],
        ["Ines's twins turn 4 next month (June 2023)"],
    ),
    ([("Omar", "how old is your son?"), ("Ines", "7 in june")], ["Ines's son turns 7 in June 2023"]),
    # A judgement, then after a comma where the subject is: the state is kept, not a view of them.
    (
        [("Omar", "what about the kids?"), ("Ines", "they're great, both in swim club now")],
        ["Ines's kids are great, both in swim club now"],
    ),
    (
        [("Omar", "how's Mia?"), ("Ines", "she's good, in her second year at uni now")],
        ["Mia is good, in her second year at uni now"],
    ),
    ([("Omar", "how was the show?"), ("Ines", "it was great, in the end")], []),  # a guard
    # A gerund phrase answering a past doing is past ("I was ..."), with the question's words and
    # date; a chat tag after it is no part of it.
    (
        [("Omar", "what did you do on saturday?"), ("Ines", "hiking in the peaks with Sam")],
        ["Ines was hiking in the peaks with Sam on Saturday (6 May 2023)"],
    ),
    (
        [("Omar", "what did you guys get up to this weekend?"), ("Ines", "mostly painting the fence lol")],
        ["Ines was mostly painting the fence this weekend (6 May 2023)"],
    ),
    (
        [("Omar", "what are you up to?"), ("Ines", "painting the fence")],
        ["Ines is painting the fence"],
    ),  # a guard
    # A gerund written in two words ("binge watching") is one doing; a title's words are no verbs.
    (
        [("Omar", "what did you do last night?"), ("Ines", "Binge watching The Bear haha")],
        ["Ines was binge watching The Bear last night (7 May 2023)"],
    ),
    (
        [("Ines", "house hunting in Leeds this week")],
        ["Ines is house hunting in Leeds this week (8 May 2023)"],
    ),
    # A kin title used as a name is the speaker's, before a possessive "'s" too ("Mom's Diner" is a
    # name); an ordinal after "'s" is no "is".
    (
        [("Ines", "Mum's 70th is on the 20th, we're doing a surprise dinner at Luigi's")],
        [
            "Ines's mum's 70th is on the 20th (20 May 2023)",
            "Ines and others are doing a surprise dinner at Luigi's",
        ],
    ),
    ([("Ines", "we ate at Mom's Diner")], ["Ines and others ate at Mom's Diner"]),  # a guard
    # The landlord, the boss, the neighbours: people in the speaker's life, unless the chat names
    # someone else whose they could be; "moving out" is what they do, not "a moving story".
    (
        [("Omar", "how's the flat?"), ("Ines", "love it, but the landlord is raising rent in june")],
        ["Ines's landlord is raising rent in June 2023"],
    ),
    (
        [("Omar", "hi"), ("Ines", "the neighbours are moving out next week")],
        ["Ines's neighbours are moving out next week (15 May 2023)"],
    ),
    (
        [("Omar", "how was Tom's party?"), ("Ines", "the neighbours called the police lol")],
        ["The neighbours called the police"],
    ),
    (
        [
            ("Ines", "my sister hates her flat."),
            ("Omar", "oh no"),
            ("Ines", "the landlord never fixes anything"),
        ],
        [],
    ),  # a guard
    # Where one still works or is, answered with "still" and a "but" after it: the "still" said once.
    (
        [("Omar", "where are you working these days?"), ("Ines", "still at Deloitte but looking around")],
        ["Ines is still working at Deloitte but looking around"],
    ),
    (
        [("Omar", "where are you living now?"), ("Ines", "still in Porto")],
        ["Ines is still living in Porto"],
    ),  # a guard
    ([("Ines", "Still in Porto but moving soon")], ["Ines is still in Porto but moving soon"]),
    ([("Omar", "hi"), ("Ines", "still in shock tbh")], []),  # a guard: a state of mind, no place
    # A number alone answers what it is.
    ([("Omar", "what's your new number?"), ("Ines", "07700 900123")], ["Ines's new number is 07700 900123"]),
    # "better," answers how someone is; the statement after it stands alone.
    (
        [("Omar", "how's your mum doing?"), ("Ines", "better, she's home from hospital since tuesday")],
        ["Ines's mum is home from hospital since Tuesday (2 May 2023)"],
    ),
    (
        [("Omar", "how's your dad?"), ("Ines", "not great tbh, he's back in hospital")],
        ["Ines's dad is back in hospital"],
    ),
    # "you still with Jamie?": chat drops the "are"; a yes says it all the same.
    ([("Omar", "you still with Jamie?"), ("Ines", "yep")], ["Ines is still with Jamie"]),
    # A day of the week alone answers when, dated the way the question points; where or at what
    # hour after a comma goes with it.
    (
        [("Omar", "when's your flight?"), ("Ines", "friday, at 6am")],
        ["Ines's flight is Friday (12 May 2023), at 6am"],
    ),
    (
        [("Omar", "when did you get back?"), ("Ines", "saturday night")],
        ["Ines got back Saturday night (6 May 2023)"],
    ),
    (
        [("Omar", "when's your wedding?"), ("Ines", "14th of september, in Lake Como!")],
        ["Ines's wedding is 14th of September (14 September 2023), in Lake Como"],
    ),
    # "the puppy" asked of the listener is theirs, as "the baby" is; "walking distance" is how far,
    # no doing of the speaker's.
    (
        [("Omar", "how's the puppy?"), ("Ines", "a nightmare lol, he chewed through my charger")],
        ["Ines's puppy chewed through Ines's charger"],
    ),
    (
        [("Omar", "hows the new place"), ("Ines", "tiny but we love it. walking distance to the river")],
        ["Ines and others love the new place"],
    ),
    # A month answering a question asked ahead is the one to come, in the support check too.
    (
        [("Omar", "When are you going to Japan?"), ("Ines", "late March")],
        ["Ines is going to Japan late March (March 2024)"],
    ),
    (
        [("Omar", "When did you go?"), ("Ines", "late March")],
        ["Ines went late March (March 2023)"],
    ),  # a guard
    # A plan asked for: a doing or a place, with when the question says unless the answer says it.
    (
        [("Omar", "any plans for the weekend?"), ("Ines", "hiking with Ben")],
        ["Ines is hiking with Ben this weekend (13 May 2023)"],
    ),
    (
        [("Omar", "any plans for the summer?"), ("Ines", "Portugal for two weeks in July")],
        ["Ines is going to Portugal for two weeks in July 2023"],
    ),
    (
        [("Omar", "what are you up to this weekend?"), ("Ines", "probably Lisbon")],
        ["Ines is probably going to Lisbon this weekend (13 May 2023)"],
    ),
    (
        [("Omar", "any plans for tonight?"), ("Ines", "just watching a movie")],
        ["Ines is just watching a movie tonight (8 May 2023)"],
    ),
    (
        [("Omar", "got any plans for Christmas?"), ("Ines", "visiting my parents in Leeds")],
        ["Ines is visiting their parents in Leeds for Christmas"],
    ),
    ([("Omar", "any plans for the weekend?"), ("Ines", "not really")], []),  # a guard
    (
        [("Omar", "where are you going on holiday?"), ("Ines", "Portugal for two weeks")],
        ["Ines is going to Portugal on holiday for two weeks"],
    ),
    # The time asked after, taken up as "it".
    ([("Omar", "how was your weekend?"), ("Ines", "spent it hiking")], ["Ines spent the weekend hiking"]),
    (
        [("Omar", "how was your birthday?"), ("Ines", "good! spent most of it at the beach with Ben")],
        ["Ines spent most of their birthday at the beach with Ben"],
    ),  # a guard
    # An event asked of in the present is to come: its month is the next one.
    ([("Omar", "When is the wedding?"), ("Ines", "in March")], ["The wedding is in March 2024"]),
    ([("Omar", "when's your birthday?"), ("Ines", "in March")], ["Ines's birthday is in March"]),  # a guard
    # "What's your X like?": how the thing is ("like" is no part of its name).
    (
        [("Omar", "what's your flat like?"), ("Ines", "small but cosy, 2 bed in Hackney")],
        ["Ines's flat is small but cosy"],
    ),
    # An amount of a thing of the listener's; shorthand in the quote backs the word written out, and
    # a comma inside a number is no break.
    (
        [("Omar", "how long is your commute?"), ("Ines", "about 40 mins by train")],
        ["Ines's commute is about 40 minutes by train"],
    ),
    (
        [("Omar", "how much is your rent?"), ("Ines", "£1,200 a month, ugh")],
        ["Ines's rent is £1,200 a month"],
    ),
    # A phrase answered, then the speaker's dropped "I" before a past verb ("had" with its object
    # is no auxiliary); a participle before "is" is the subject of its own clause.
    (
        [("Omar", "Any allergies?"), ("Ines", "peanuts, had a bad reaction as a kid")],
        ["Ines is allergic to peanuts", "Ines had a bad reaction as a kid"],
    ),
    (
        [("Omar", "why the pouch?"), ("Ines", "I have type 1 diabetes, had it since I was 12")],
        ["Ines has type 1 diabetes, had it since Ines was 12"],
    ),  # a guard
    # "still" before the thing answered goes before the question's verb.
    (
        [("Omar", "what do you drive these days?"), ("Ines", "still the old Golf, 180k miles on it lol")],
        ["Ines still drives the old Golf these days"],
    ),
    # "like" before a number is "about", no liking; the "we" of a comparison is no subject.
    ([("Omar", "how many people came to the party?"), ("Ines", "like 40, way more than we planned")], []),
    # How it went against what was expected, of nothing named, is no memory.
    ([("Ines", "Better than I expected, we had a blast")], []),
    (
        [("Ines", "The exam was harder than I expected")],
        ["The exam was harder than Ines expected"],
    ),  # a guard
    # A giving verb asked under way takes whom before the thing, as its past does.
    (
        [("Omar", "what are you getting Mia for her birthday?"), ("Ines", "probably a bike")],
        ["Ines is probably getting Mia a bike for her birthday"],
    ),
    # A bare leaving after a no is of the place the question named, by its kind too ("the bakery").
    (
        [("Omar", "you still at the bakery?"), ("Ines", "nah left in march, I'm at a cafe in town now")],
        ["Ines left the bakery in march (March 2023)", "Ines is at a cafe in town now"],
    ),
    (
        [("Omar", "are you still with your gym?"), ("Ines", "quit last month")],
        ["Ines quit their gym last month (April 2023)"],
    ),
    # "and she doesn't ...": a second statement of whom the first named, its verb negated.
    (
        [
            ("Ines", "I'm planning a trip to Japan in April with my wife"),
            ("Ines", "we're both vegetarian btw and she doesn't eat eggs"),
        ],
        ["Ines and their wife are both vegetarian", "Ines's wife doesn't eat eggs"],
    ),
    # A plan's verb with when, its "I" dropped, is the speaker's ("fly" is said of what is to come).
    (
        [("Omar", "did you get the job??"), ("Ines", "YES start on the 1st")],
        ["Ines starts on the 1st (1 June 2023)"],
    ),
    ([("Ines", "fly out on friday")], ["Ines flies out on Friday (12 May 2023)"]),
    ([("Ines", "I flew to Rome on Friday")], ["Ines flew to Rome on Friday (5 May 2023)"]),  # a guard
    # An hour answering what time: how often and what follows a comma go with it.
    (
        [("Omar", "what time do you finish work?"), ("Ines", "5:30 usually, later on thursdays")],
        ["Ines usually finishes work at 5:30, later on thursdays"],
    ),
    (
        [("Omar", "what time did you get in last night?"), ("Ines", "like 2am lol")],
        ["Ines got in last night (7 May 2023) about 2am"],
    ),
    # A name asked for with chat's "whats", of "the" baby (the listener's, as "the puppy" is).
    ([("Omar", "whats the baby's name?"), ("Ines", "Iris!")], ["Ines's baby's name is Iris"]),
    ([("Omar", "what's the band's name?"), ("Ines", "Wet Leg")], []),  # a guard
    # "what do you do now?" asks the job held now; a job with where may run to eight words.
    (
        [("Omar", "so what do you do now?"), ("Ines", "product manager at a fintech, Monzo actually")],
        ["Ines works as a product manager at a fintech, Monzo"],
    ),
    # "and you're still in Bristol?": a statement asked, its "are" after the "you".
    ([("Omar", "and you're still in Bristol?"), ("Ines", "yep, Clifton")], ["Ines is still in Bristol"]),
    # "got any pets?": chat's "have" of having, "have you" dropped.
    (
        [("Omar", "got any pets?"), ("Ines", "a rescue greyhound called Pip")],
        ["Ines has a rescue greyhound called Pip"],
    ),
    # A place of a kind gone to ("this" in a story is "a"); a vague many is no place.
    (
        [("Omar", "where did you go for your birthday?"), ("Ines", "this tiny italian place in Soho")],
        ["Ines went to a tiny italian place in Soho for their birthday"],
    ),
    (
        [("Omar", "where are you going tonight?"), ("Ines", "the pub on Elm Street")],
        ["Ines is going to the pub on Elm Street tonight (8 May 2023)"],
    ),
    ([("Omar", "where did you go?"), ("Ines", "a lot of places")], []),  # a guard
    # A state answering how someone is, one word too, is theirs, and so is the dropped-subject state
    # after it ("hows": chat drops the apostrophe).
    (
        [("Omar", "hows your sister?"), ("Ines", "pregnant!! due in october")],
        ["Ines's sister is pregnant", "Ines's sister is due in October 2023"],
    ),
    ([("Omar", "how's your dad?"), ("Ines", "exhausting lol")], []),  # a guard
    # How work has been ("busy"), before a comma and a statement, is a reply of its own; "hows work?"
    # asks of work as "how's work?" does, so "we" is the speaker's team.
    (
        [("Omar", "hows work?"), ("Ines", "busy, we launched the new app last week")],
        ["Ines and their team launched the new app last week (1 May 2023)"],
    ),
    # A doing answering what someone else does is theirs, or no one's the chat names.
    ([("Omar", "what does it do?"), ("Ines", "budgeting for students")], []),
    ([("Omar", "what's Ben doing now?"), ("Ines", "teaching in Leeds")], ["Ben is teaching in Leeds"]),
    # A comment after a time answered ("sadly") is no part of it; the question's own "for" is said
    # once; where the speaker is staying, as where they stayed.
    (
        [("Omar", "when do you go back to work?"), ("Ines", "monday, sadly")],
        ["Ines goes back to work Monday (15 May 2023)"],
    ),
    ([("Omar", "how long are you off for?"), ("Ines", "2 weeks")], ["Ines is off for 2 weeks"]),
    (
        [("Omar", "where are you staying?"), ("Ines", "an airbnb in Alfama")],
        ["Ines is staying at an airbnb in Alfama"],
    ),
    # After a doing carried to whom the question asked after, a past verb with its subject dropped
    # is theirs too ("getting on" asks after them as "doing" does); an "I" after it is the speaker's.
    (
        [
            ("Omar", "hows your brother getting on?"),
            ("Ines", "settling in well, started a new job last week"),
        ],
        ["Ines's brother is settling in well", "Ines's brother started a new job last week (1 May 2023)"],
    ),
    (
        [("Omar", "how's your mum?"), ("Ines", "doing great, I visited her last week")],
        ["Ines's mum is doing great", "Ines visited their mum last week (1 May 2023)"],
    ),  # a guard
    # Where someone of the speaker's still is: theirs, not the speaker's, the adverb with the verb.
    (
        [("Omar", "where do your parents live now?"), ("Ines", "still in Cork, dad's retired")],
        ["Ines's parents still live in Cork"],
    ),
    ([("Omar", "where's your sister now?"), ("Ines", "still in Oslo")], ["Ines's sister is still in Oslo"]),
    # What someone of the speaker's is doing, or where they still are, answered: theirs.
    (
        [("Omar", "what's your sister doing now?"), ("Ines", "teaching in Leeds")],
        ["Ines's sister is teaching in Leeds"],
    ),
    (
        [("Omar", "what's your brother up to these days?"), ("Ines", "still at Google")],
        ["Ines's brother is still at Google"],
    ),
    ([("Omar", "what's your company doing?"), ("Ines", "building apps")], []),
    # Where someone asked after still is, answered alone, is theirs (once the speaker's by mistake).
    ([("Omar", "how's your brother?"), ("Ines", "still in Denver")], ["Ines's brother is still in Denver"]),
    # A possessive in a clause that opens on a name and its verb is that one's own, not someone
    # named before.
    (
        [("Lea", "Max came over. Panda loves to relax on his rug")],
        ["Max came over", "Panda loves to relax on his rug"],
    ),
    ([("Lea", "Oliver is cute. Veggies are his fave!")], ["Veggies are Oliver's favorite"]),  # a guard
    # An ailment named to a question of any is the speaker's, and the "it" after it is that ailment
    # (the side of the body no verb: "left").
    (
        [
            ("Sam", "Any injuries I should know about?"),
            ("Lea", "a dodgy left knee, had surgery on it in 2019"),
        ],
        ["Lea has a dodgy left knee", "Lea had surgery on the dodgy left knee in 2019"],
    ),
    (
        [("Sam", "Any injuries?"), ("Lea", "bad back, had surgery on it in 2019")],
        ["Lea's injuries: bad back", "Lea had surgery on the bad back in 2019"],
    ),
    # A yes, then which one by its name or model: the thing asked, and which.
    (
        [("Sam", "did you end up getting the car?"), ("Lea", "yep, a 2019 Golf, picked it up Saturday")],
        ["Lea ended up getting the car, a 2019 Golf", "Lea picked the car up Saturday (6 May 2023)"],
    ),
    ([("Sam", "did you buy a new car?"), ("Lea", "yes, a 2019 Golf")], ["Lea bought a new car, a 2019 Golf"]),
    ([("Sam", "did you see the film?"), ("Lea", "yes, a bit long")], ["Lea saw the film"]),  # a guard
    # How it was, then "but" and what is so; "the new place" after the move is the speaker's.
    (
        [
            ("Sam", "how was the move?"),
            ("Lea", "exhausting but we're finally in, the new place is in Clapham"),
        ],
        ["Lea's new place is in Clapham"],
    ),
    # "and" before a name and its verb, after a clause with a verb of its own, parts two statements.
    (
        [("Sam", "how are the kids?"), ("Lea", "good! Mia just started nursery and Leo is walking now")],
        ["Mia just started nursery", "Leo is walking now"],
    ),
    # "he's had" is "has had".
    (
        [("Sam", "how's your dad?"), ("Lea", "he's had a rough few months")],
        ["Lea's dad has had a rough few months"],
    ),
    ([("Lea", "Max's had a rough week at the vet")], ["Max has had a rough week at the vet"]),
    # A doing planned, whose place is someone's home ("to my mum's"): the speaker's, with the time asked.
    (
        [("Sam", "what are you up to this weekend?"), ("Lea", "taking the kids to my mum's in Brighton")],
        ["Lea is taking the kids to Lea's mum's in Brighton this weekend (13 May 2023)"],
    ),
    ([("Sam", "what's new?"), ("Lea", "Exciting to see what's in store!")], []),  # a guard
    # How often, hedged, answering a question of still.
    (
        [("Sam", "do you still play football?"), ("Lea", "only on Tuesdays now")],
        ["Lea still plays football only on Tuesdays now"],
    ),
    # A place of a kind its capital names ("Thai"), gone to, and "end up going" said so.
    (
        [("Sam", "where did you go for your birthday?"), ("Lea", "the new Thai place on Mill Road")],
        ["Lea went to the new Thai place on Mill Road for their birthday"],
    ),
    (
        [
            ("Sam", "where did you end up going for your birthday?"),
            ("Lea", "that new Thai place on Mill Road, it was amazing"),
        ],
        ["Lea ended up going to a new Thai place on Mill Road for their birthday"],
    ),
    # What the thing asked after has is said of it ("it has a balcony"), and "but it has", "and
    # it's" part what is said of it; "it has to" stands for nothing.
    (
        [
            ("Sam", "what's your new place like?"),
            ("Lea", "tiny but it has a balcony and it's 10 mins from work"),
        ],
        ["Lea's new place has a balcony"],
    ),
    (
        [("Sam", "how's the new apartment?"), ("Lea", "It has a huge balcony")],
        ["Lea's new apartment has a huge balcony"],
    ),  # a guard
    ([("Sam", "how's the new apartment?"), ("Lea", "It has to be cleaned first")], []),  # a guard
    # The hour a thing of the speaker's is at, answered.
    ([("Sam", "what time's your flight?"), ("Lea", "6am, so leaving at 3 ugh")], ["Lea's flight is at 6am"]),
    # "loving it" of whom the question asked after, then their dropped-subject news: theirs, not the
    # speaker's (once "Loving Canada, just got Lea's sister's residency").
    (
        [("Sam", "how's your sister getting on in Canada?"), ("Lea", "loving it, just got her residency")],
        ["Lea's sister just got her residency"],
    ),
    (
        [("Sam", "how's the new job?"), ("Lea", "loving it, just got promoted")],
        ["Lea is loving the new job", "Lea just got promoted"],
    ),
    # The speaker's age asked and answered, now or to come; an age to come of theirs, in months too.
    ([("Sam", "how old are you now?"), ("Lea", "30!")], ["Lea is 30 now"]),
    ([("Sam", "how old are you?"), ("Lea", "30 tomorrow!")], ["Lea turns 30 tomorrow (9 May 2023)"]),
    (
        [("Sam", "how old is your daughter now?"), ("Lea", "4 months tomorrow")],
        ["Lea's daughter turns 4 months old tomorrow (9 May 2023)"],
    ),
    # "much", as "often", is what how often answers.
    (
        [("Sam", "do you see your parents much?"), ("Lea", "every couple of months")],
        ["Lea sees their parents every couple of months"],
    ),
    # A no, then a move with its "I" dropped: the move is the next home; a season is no part of it.
    (
        [
            ("Lea", "I live in Bristol"),
            ("Sam", "you still in Bristol?"),
            ("Lea", "nah moved back to Leeds in the summer"),
        ],
        ["Lea moved back to Leeds in the summer (2022); lives in Leeds"],
    ),
    # A move "there" is to the town named, not the firm ("at Google"); "moving there" is no judgement.
    (
        [
            ("Omar", "how's your sister doing btw?"),
            ("Ines", "good, she just started at Google in Dublin"),
            ("Omar", "wow congrats to her"),
            ("Ines", "thanks! she's moving there in June"),
        ],
        ["Ines's sister is moving to Dublin in June 2023"],
    ),
    # An age asked, then an aside: the age; asked of no one ("how old?"), no fragment either.
    (
        [
            ("Ines", "we got a cat, Miso"),
            ("Omar", "aww! how old is she?"),
            ("Ines", "6 months, total menace"),
        ],
        ["Ines's cat Miso is 6 months old"],
    ),
    ([("Ines", "we got a cat, Miso"), ("Omar", "aww! how old?"), ("Ines", "6 months, total menace")], []),
    # "Looking for" is a search under way, the speaker's, not a look at something.
    (
        [
            ("Omar", "congrats!! what's next?"),
            ("Ines", "looking for jobs in data science, had two interviews last week"),
        ],
        ["Ines is looking for jobs in data science", "Ines had two interviews last week (1 May 2023)"],
    ),
    # How someone is, then what they did: theirs, not the speaker's dropped "I".
    (
        [("Omar", "how's your brother anyway?"), ("Ines", "he's good, just moved to Berlin for work")],
        ["Ines's brother just moved to Berlin for work"],
    ),
    (
        [("Omar", "how's the baby?"), ("Ines", "she's great! sleeping through the night finally")],
        ["Ines's baby is sleeping through the night finally"],
    ),
    # Booked up is how the speaker is, "I'm" dropped; "hows" asks as "how's" does, "stressed" first.
    (
        [("Omar", "oh cool! going well?"), ("Ines", "yeah, booked up till August")],
        ["Ines is booked up till August (August 2023)"],
    ),
    (
        [("Omar", "hows Rui?"), ("Ines", "stressed, his company is doing layoffs")],
        ["Rui's company is doing layoffs"],
    ),
    # The speaker's own turn just before goes on in the next: its one name is whom "she" is.
    ([("Ines", "Maria got a new job"), ("Ines", "She starts Monday")], ["Maria starts Monday (15 May 2023)"]),
    # Where to, answered to a way asked about ("you're moving?"): the way, with its place.
    (
        [("Omar", "heard you're moving?"), ("Ines", "yeah! to Bristol, end of June")],
        ["Ines is moving to Bristol"],
    ),
    # Who went "with my sister" after a comma is the speaker, not the one before it.
    (
        [("Omar", "nice! did Rui come?"), ("Ines", "nah he had to work, went with my sister")],
        ["Rui had to work", "Ines went with their sister"],
    ),
    # Moving to a firm is a new job, no home.
    (
        [("Omar", "is Rui still at Deloitte?"), ("Ines", "nope, he moved to PwC in March")],
        ["Rui moved to PwC in March 2023"],
    ),
    # A face between words parts two statements.
    (
        [("Omar", "did you end up buying the flat?"), ("Ines", "no, got outbid :( still renting in Hackney")],
        ["Ines didn't end up buying the flat", "Ines is still renting in Hackney"],
    ),
    # "it" after a yes is the event the question named, with whose it was; a bare verdict after a
    # comma is no part of where it was.
    (
        [
            ("Omar", "did you end up going to Maya's wedding?"),
            ("Ines", "yes! it was in Sintra, so beautiful"),
        ],
        ["Ines ended up going to Maya's wedding", "Maya's wedding was in Sintra"],
    ),
    (
        [("Ines", "I went to my cousin's wedding last weekend. It was in Porto.")],
        [
            "Ines went to their cousin's wedding last weekend (6 May 2023)",
            "Ines's cousin's wedding was in Porto",
        ],
    ),
    (
        [("Omar", "How was the wedding?"), ("Ines", "it was in a castle")],
        ["The wedding was in a castle"],
    ),
    ([("Ines", "we got a puppy, so cute")], ["Ines got a puppy"]),
    ([("Ines", "I started pottery classes, so much fun")], ["Ines started pottery classes"]),
    # The speaker's own new job, which "it" is, is theirs; another's new car is theirs.
    (
        [("Ines", "I got a new job!"), ("Omar", "nice! where is it?"), ("Ines", "Canary Wharf")],
        ["Ines's new job is in Canary Wharf"],
    ),
    (
        [("Ines", "my sister got a new car. It's a Tesla")],
        ["Ines's sister got a new car", "Ines's sister's new car is a Tesla"],
    ),  # a guard
    # A yes, then the kind of the animal or thing asked after, lower case: which one it is.
    (
        [("Omar", "did you get the dog in the end?"), ("Ines", "yes!! a beagle, Biscuit, 10 weeks old")],
        ["Ines got the dog, a beagle, in the end"],
    ),
    ([("Omar", "did you adopt the kitten?"), ("Ines", "yep, a tabby")], ["Ines adopted the kitten, a tabby"]),
    ([("Omar", "did you get the dog?"), ("Ines", "yes, a great one")], ["Ines got the dog"]),  # a guard
    # A reply to a wish, then the statement; a carer named with the "my" chat drops.
    ([("Sam", "hope so, instructor reckons I'm ready")], ["Sam's instructor reckons Sam is ready"]),
    ([("Sam", "hope so, I've been practising every day")], ["Sam has been practising every day"]),  # a guard
    # "the first one", "a new one": the one thing of a compound name the speaker said before it.
    (
        [
            ("Sam", "finally booked my driving test, 14th June"),
            ("Sam", "I failed the first one on roundabouts"),
        ],
        ["Sam failed the first driving test on roundabouts"],
    ),
    (
        [("Sam", "my phone case broke, so I got a new one")],
        ["Sam's phone case broke", "Sam got a new phone case"],
    ),
    (
        [("Sam", "my phone broke, so I got a new one")],
        ["Sam's phone broke", "Sam got a new phone"],
    ),  # a guard
    # A dog by its breed, taken in with the "I" chat drops, is the speaker's and "she" after it; a
    # bare "name??" asks its name.
    (
        [
            ("Ali", "finally adopted a rescue greyhound!"),
            ("Bea", "omg name??"),
            ("Ali", "Pickle. she's 4 and scared of everything lol"),
        ],
        ["Ali's rescue greyhound's name is Pickle", "Ali's greyhound is 4 and scared of everything"],
    ),
    (
        [("Ali", "we had a baby boy!"), ("Bea", "name?"), ("Ali", "Leo, after his grandad")],
        ["Ali's baby boy's name is Leo"],
    ),
    ([("Ali", "we got a new car"), ("Bea", "name??"), ("Ali", "Wow")], []),  # a guard: a reaction
    # "were": where a trip called off was going.
    (
        [
            ("Zoe", "ugh my flight got cancelled"),
            ("Max", "noo, where were you going?"),
            ("Zoe", "Barcelona, for Lucia's hen do"),
        ],
        ["Zoe was going to Barcelona, for Lucia's hen do"],
    ),
    # A funeral after the death the speaker told of is that one's.
    (
        [
            ("Gus", "my grandad passed away on Sunday"),
            ("Hal", "I'm so sorry mate"),
            ("Gus", "thanks. funeral's next Friday in Leeds"),
        ],
        ["Gus's grandad's funeral is next Friday (12 May 2023) in Leeds"],
    ),
    # A thing the question names after "the", an adjective too ("marathon"), is what "it" is; a
    # verdict before "but" is how it was.
    (
        [("Wes", "how was the half marathon?"), ("Xia", "brutal but I did it! 2:05")],
        ["Xia did the half marathon"],
    ),
    (
        [("Wes", "how was the half marathon?"), ("Xia", "I finished it in 2:05")],
        ["Xia finished the half marathon in 2:05"],
    ),
    # How it went, with its degree and stance, before the statement.
    (
        [
            ("Ivy", "so I finally told my boss I'm pregnant"),
            ("Jay", "omg!! how did she take it?"),
            ("Ivy", "really well actually, she's been super supportive"),
        ],
        ["Ivy's boss has been supportive"],
    ),
    # "guess who ...": the speaker's own news, told as a riddle.
    ([("Ada", "guess who's engaged!!")], ["Ada is engaged"]),
    ([("Ada", "guess who got the job!!")], ["Ada got the job"]),
    ([("Ada", "guess who I saw today")], []),  # a guard: "who" is whom the speaker saw
    # A thing with "where" after it is no object of the verb of the clause that follows.
    (
        [
            ("Bel", "no way!! when??"),
            ("Ada", "last night, he did it at the restaurant where we had our first date"),
        ],
        [],
    ),
    # What befell a thing of the speaker's, though its noun can be a verb ("visa", "offer", "bike").
    ([("Ada", "my visa got approved!!")], ["Ada's visa got approved"]),
    ([("Ada", "our offer got accepted")], ["Ada's offer got accepted"]),
    ([("Ada", "visa got approved!!")], ["Ada's visa got approved"]),  # its "my" dropped too
    ([("Ada", "my bike got stolen")], ["Ada's bike got stolen"]),  # a guard
    # How an event of the speaker's went, though its noun can be a verb ("interview").
    ([("Ada", "my interview went well")], ["Ada's interview went well"]),
    ([("Ada", "my exam went badly")], ["Ada's exam went badly"]),  # a guard
    # "starts", "leaves" before a time: the verb, not a plural noun.
    ([("Ada", "semester starts next week")], ["Ada's semester starts next week (15 May 2023)"]),
    ([("Ada", "my train leaves at 6")], ["Ada's train leaves at 6"]),  # a guard
    ([("Ada", "new job starts Monday")], ["Ada's new job starts Monday (15 May 2023)"]),
    # "he" after "we got a puppy!" in the same message is the puppy got, not someone else's animal.
    ([("Ada", "we got a puppy! he's 10 weeks old")], ["Ada got a puppy", "Ada's puppy is 10 weeks old"]),
    ([("Ada", "we got a puppy! he loves the beach")], ["Ada got a puppy", "Ada's puppy loves the beach"]),
    (
        [("Ada", "I adopted a cat last week. She already rules the apartment")],
        ["Ada adopted a cat last week (1 May 2023)", "Ada's cat already rules the apartment"],
    ),
    (
        [("Ada", "we got a puppy! he's called Biscuit and he's 10 weeks old")],
        ["Ada got a puppy", "Ada's puppy is called Biscuit", "Biscuit is 10 weeks old"],
    ),
    ([("Ada", "we have two kids. they love football")], ["Ada has two kids", "Ada's kids love football"]),
    (
        [("Ines", "I got a cat, Miso"), ("Omar", "aww! how old is she?"), ("Ines", "6 months, total menace")],
        ["Ines's cat Miso is 6 months old"],
    ),
    ([("Ada", "I got a puppy and we met their dog. he was so friendly")], ["Ada got a puppy"]),  # a guard
    # "when does she start?" - "starts in October": the one the question asks of, its verb said again.
    (
        [
            ("Ada", "my daughter got into Cambridge!"),
            ("Bel", "amazing!! when does she start?"),
            ("Ada", "starts in October"),
        ],
        ["Ada's daughter starts in October 2023"],
    ),
    (
        [("Ada", "my son moved to Leeds"), ("Bel", "oh when did he move?"), ("Ada", "last March")],
        ["Ada's son moved last March (March 2023)"],
    ),
    # "it has a garden. and it's 10 mins from work": a second "it" goes on about what the first was.
    (
        [
            ("Bel", "how's the new place?"),
            ("Ada", "love it! it's tiny but it has a garden. and it's 10 mins from work"),
        ],
        [
            "Ada loves the new place",
            "Ada's new place is tiny",
            "Ada's new place has a garden",
            "Ada's new place is 10 minutes from work",
        ],
    ),
    (
        [("Bel", "how's the new place?"), ("Ada", "we bought a sofa. it's lovely")],
        ["Ada and others bought a sofa"],
    ),  # a guard
    # After a reaction that names nothing, "it" is the one thing the speaker's own turn got or has.
    (
        [("Ada", "I have an old car"), ("Bel", "nice"), ("Ada", "sold it last week")],
        ["Ada sold the old car last week (1 May 2023)"],
    ),
    (
        [("Ada", "I got a new bike"), ("Bel", "omg nice!!"), ("Ada", "I ride it to work every day")],
        ["Ada rides the new bike to work every day"],
    ),
    # a guard: the reaction names a thing of its own, which "it" could be
    ([("Ada", "I have an old car"), ("Bel", "nice, is that a new jacket"), ("Ada", "sold it last week")], []),
    # A booking of the speaker's done, its "my" and "are" dropped.
    (
        [("Ada", "staying in Chania, flights booked already")],
        ["Ada is staying in Chania", "Ada's flights are booked already"],
    ),
    ([("Ada", "hotel sorted, just need to pack")], ["Ada's hotel is sorted"]),
    ([("Ada", "tickets booked for Saturday!!")], ["Ada's tickets are booked for Saturday (13 May 2023)"]),
    # "expecting" with nothing after it: a baby.
    ([("Ada", "we're expecting!! due in March")], ["Ada is expecting a baby", "Ada is due in March 2024"]),
    ([("Ada", "I'm expecting!!")], ["Ada is expecting a baby"]),
    # a guard: what is expected is said
    ([("Ada", "we're expecting rain tomorrow")], ["Ada and others are expecting rain tomorrow (9 May 2023)"]),
    # Children's ages, their "my" dropped.
    ([("Ada", "kids are 4 and 7")], ["Ada's kids are 4 and 7"]),
    ([("Ada", "kids are 4, 7 and 9")], ["Ada's kids are 4, 7 and 9"]),
    # A parent's "the baby", "the kids" are their own; a name's "'s" before where they are is "is".
    (
        [
            ("Bo", "hey how are you??"),
            ("Ada", "honestly knackered, the baby's teething and Tom's away for work all week"),
        ],
        ["Ada's baby is teething", "Tom is away for work all week"],
    ),
    (
        [("Bo", "hey how are you??"), ("Ada", "the kids are off school this week")],
        ["Ada's kids are off school this week (8 May 2023)"],
    ),
    # a guard
    ([("Bo", "hey how are you??"), ("Ada", "Sam's been ill all week")], ["Sam has been ill all week"]),
    ([("Ada", "Mia's in Paris this week")], ["Mia is in Paris this week (8 May 2023)"]),
    ([("Ada", "Tom's car broke down")], ["Tom's car broke down"]),  # a guard: whose car
    ([("Ada", "let's go out sometime")], []),  # a guard: no one's "'s"
    # a guard: a baby the chat named as someone else's is theirs
    ([("Bo", "my sister had a baby!"), ("Ada", "omg congrats to her! the baby's so tiny in the pic")], []),
    ([("Ada", "our dog is limping again")], ["Ada's dog is limping again"]),
    # A name that is also a noun ("rex"), once a pronoun is resolved to it, still opens a memory.
    ([("Ada", "my dog is called Rex and he's 3")], ["Ada's dog is called Rex", "Rex is 3"]),
    # The "we" that gets an animal is not the speaker's other animal.
    (
        [("Ada", "my dog is called Rex"), ("Ada", "we adopted a kitten last week")],
        ["Ada and others adopted a kitten last week (1 May 2023)"],
    ),
    # What the speaker drives is "it" after a bare reaction; "an" before a make reads it too.
    (
        [("Ada", "I drive an old Golf"), ("Bo", "nice"), ("Ada", "sold it last week actually")],
        ["Ada sold the old Golf last week (1 May 2023)"],
    ),
    # How it was, its "it" dropped after a comma, is a comment cut from the fact; "saw" before a
    # name is the speaker's past.
    (
        [("Bo", "how was your weekend?"), ("Ada", "good! went to my cousin's wedding in Bath, was lovely")],
        ["Ada went to their cousin's wedding in Bath"],
    ),
    (
        [("Bo", "how was your weekend?"), ("Ada", "saw Dune 2 at the weekend, was amazing")],
        ["Ada saw Dune 2 at the weekend"],
    ),
    # Whom someone is marrying, named by the answer; "he's" and an adverb before a participle with
    # its object is "has".
    (
        [("Ada", "went to my cousin's wedding"), ("Bo", "aw nice, who's she marrying?"), ("Ada", "Dev")],
        ["Ada's cousin is marrying Dev"],
    ),
    (
        [("Bo", "who's your brother dating these days?"), ("Ada", "Priya")],
        ["Ada's brother is dating Priya these days"],
    ),
    (
        [("Bo", "how's Sam taking it?"), ("Ada", "over the moon, he's already painted the nursery")],
        ["Over the moon, Sam has already painted the nursery"],
    ),
    # "boy or girl?" after news of a baby asks its sex, no taste; whose baby, the chat says.
    (
        [
            ("Ada", "and I'm pregnant!! due in august"),
            ("Bo", "OMG congrats!!! boy or girl?"),
            ("Ada", "girl :)"),
        ],
        ["Ada's baby is a girl"],
    ),
    ([("Bo", "boy or girl?"), ("Ada", "boy")], []),
    # A choice under way, its "I'm" dropped.
    ([("Bo", "names?"), ("Ada", "thinking Ada or Iris")], ["Ada is thinking Ada or Iris"]),
    # A laugh before the yes is no part of it; how long, said after it, is kept with it.
    (
        [("Bo", "still with Tom?"), ("Ada", "haha yes, 5 years in April!")],
        ["Ada is still with Tom, 5 years in April 2023"],
    ),
    # An amount of the speaker's after a comma, its "my" dropped, is a clause of its own.
    (
        [
            ("Bo", "which area are you looking at now?"),
            ("Ada", "anywhere near Clapham or Balham really, budget's 550k"),
        ],
        ["Ada's budget is 550k"],
    ),
    # How it was, a reply's word before the statement.
    (
        [("Bo", "and the food?"), ("Ada", "incredible, I'm still dreaming about the ramen")],
        ["Ada is still dreaming about the ramen"],
    ),
    # News of a new thing said alone, after a comma too; a name and what befell them, "was" dropped.
    (
        [
            ("Bo", "hey stranger!"),
            ("Ada", "hiii! sorry been mia, new baby lol"),
            ("Bo", "WHAT. congrats!! name?"),
            ("Ada", "Theo, born 3 weeks ago"),
        ],
        ["Theo was born 3 weeks ago (17 April 2023)"],
    ),
    ([("Bo", "hey stranger!"), ("Ada", "hiii! sorry been mia, new baby lol")], ["Ada has a new baby"]),
    ([("Bo", "hey"), ("Ada", "new job!")], ["Ada has a new job"]),
    ([("Bo", "hey"), ("Ada", "new kids on the block")], []),  # a guard
    # "not yet" to "have you ... yet?": one "yet".
    (
        [("Bo", "have you tried the new Zelda yet?"), ("Ada", "not yet, it comes out friday!")],
        ["Ada hasn't tried the new Zelda yet", "The new Zelda comes out Friday (12 May 2023)"],
    ),
    # A yes to a question with a number takes the number up; days off are no how often.
    (
        [("Bo", "haha. you still doing the 4 day week?"), ("Ada", "yep, fridays off 🙌")],
        ["Ada is still doing the 4 day week"],
    ),
    # A bare age after birthday wishes is the age turned; plans asked of no time, the answer says when.
    (
        [("Bo", "happy birthday!!! 🎉"), ("Ada", "thank youuu! 30 eek")],
        ["Ada turned 30 on their birthday today (8 May 2023)"],
    ),
    ([("Bo", "hbd!!"), ("Ada", "40 today lol")], ["Ada turned 40 on their birthday today (8 May 2023)"]),
    ([("Bo", "happy birthday!"), ("Ada", "thanks! 3 kids and still sane")], []),  # a guard
    (
        [
            ("Bo", "any plans?"),
            ("Ada", "dinner at Dishoom with the girls tonight, then spa day with mum on Saturday"),
        ],
        [
            "Ada's plans are dinner at Dishoom with the girls tonight (8 May 2023), then spa day with mum on "
            "Saturday (13 May 2023)"
        ],
    ),
    (  # a guard
        [("Bo", "plans?"), ("Ada", "hiking with Jo on Saturday")],
        ["Ada is hiking with Jo on Saturday (13 May 2023)"],
    ),
    ([("Bo", "any plans?"), ("Ada", "nothing much lol")], []),  # a guard
    # A name's "'s" before "still at" is "is"; an age after a comma is a clause of its own.
    (
        [("Bo", "how are the kids?"), ("Ada", "Leo's still at nursery, he's 3 now")],
        ["Leo is still at nursery", "Leo is 3 now"],
    ),
    # A subjectless "still ...?" after the speaker's turn about someone named asks after them; a
    # clause of the reply with its subject dropped is theirs too, not the speaker's.
    (
        [
            ("Bo", "how's the dog?"),
            ("Ada", "Biscuit's great! 2 next month, can't believe it"),
            ("Bo", "aw! still chewing everything?"),
            ("Ada", "haha yes, ate my AirPods last week"),
        ],
        [],
    ),
    (
        [
            ("Bo", "how's the dog?"),
            ("Ada", "Max's great! 2 next month"),
            ("Bo", "aw! still chewing everything?"),
            ("Ada", "haha yes, ate my AirPods last week"),
        ],
        ["Max is still chewing everything"],
    ),
    (
        [
            ("Bo", "how's Mark?"),
            ("Ada", "Mark's good, busy with work"),
            ("Bo", "still at the bank?"),
            ("Ada", "yep"),
        ],
        ["Mark is still at the bank"],
    ),
    # a guard: with no one named before it, "still ...?" asks after the listener
    (
        [("Bo", "how's work?"), ("Ada", "busy!"), ("Bo", "still at Deloitte?"), ("Ada", "yep")],
        ["Ada is still at Deloitte"],
    ),
    # What befell a thing, then a gerund phrase after its comma: what the speaker is doing instead.
    (
        [
            ("Ada", "we're moving to York in June!"),
            ("Bo", "nice!"),
            ("Ada", "actually it fell through, staying in Leeds for now"),
        ],
        ["Ada is staying in Leeds for now"],
    ),
    # "how's X?" answered with the subject dropped, after a word on how they are or straight away: what
    # X did or where X is, never the speaker's.
    (
        [
            ("Ana", "my brother Tom is moving to Leeds"),
            ("Ben", "how's Tom?"),
            ("Ana", "good, started at Google last week"),
        ],
        ["Tom started at Google last week (1 May 2023)"],
    ),
    (
        [("Ben", "how's your sister?"), ("Ana", "good! just moved to Leeds")],
        ["Ana's sister just moved to Leeds"],
    ),
    (
        [("Ben", "how's Mark?"), ("Ana", "in hospital again, broke his hip")],
        ["Mark is in hospital again", "Mark broke his hip"],
    ),
    (
        [("Ben", "how's your mum doing?"), ("Ana", "not great, fell and broke her wrist")],
        ["Ana's mum fell and broke her wrist"],
    ),
    ([("Ben", "how are the kids?"), ("Ana", "great, loving school")], ["Ana's kids are loving school"]),
    (
        [("Ben", "how are your parents?"), ("Ana", "good, been in Spain all month")],
        ["Ana's parents have been in Spain all month"],
    ),
    ([("Ben", "how's the puppy?"), ("Ana", "ate my shoes lol")], ["Ana's puppy ate Ana's shoes"]),
    ([("Ben", "how's your dad?"), ("Ana", "good, retired in March!")], ["Ana's dad retired in March 2023"]),
    # ... but a doing to them, or the speaker's side of hearing from them, is the speaker's.
    (
        [("Ben", "how's the puppy?"), ("Ana", "good, got him from a rescue last week")],
        ["Ana got the puppy from a rescue last week (1 May 2023)"],
    ),  # a guard
    (
        [("Ben", "how's Jess?"), ("Ana", "haven't heard from her in ages")],
        ["Ana hasn't heard from Jess in ages"],
    ),  # a guard
    (
        [("Ben", "how's the new job?"), ("Ana", "good, started last week")],
        ["Ana started last week (1 May 2023)"],
    ),  # a guard
    # A doing of someone's asked after ("how did X's test go?"), or what someone does: theirs, and
    # a list after it is theirs too, not the speaker's self-description.
    (
        [("Ben", "how did your sister's driving test go?"), ("Ana", "passed first time!")],
        ["Ana's sister passed first time"],
    ),
    (
        [("Ben", "how was Tom's interview?"), ("Ana", "went well, got a second round on Monday")],
        ["Tom got a second round on Monday (1 May 2023)"],
    ),
    (
        [("Ben", "what does your dad do?"), ("Ana", "retired, used to be a pilot")],
        ["Ana's dad is retired", "Ana's dad used to be a pilot"],
    ),
    (
        [("Ben", "how was the interview?"), ("Ana", "went well I think, got a second round on Monday")],
        ["Ana got a second round on Monday (1 May 2023)"],
    ),  # a guard
    # A yes or a no to a question about someone else, then a clause with its subject dropped: theirs.
    (
        [("Ben", "does your brother still live in Leeds?"), ("Ana", "yep, bought a flat there last year")],
        ["Ana's brother bought a flat in Leeds last year (2022)"],
    ),
    (
        [("Ben", "is your sister coming to the wedding?"), ("Ana", "no, working that weekend unfortunately")],
        ["Ana's sister is working that weekend unfortunately"],
    ),
    # ... but with "my" after the verb, or an "it" the wording cannot say, whose doing is not said.
    ([("Ben", "how's your brother?"), ("Ana", "good, borrowed my car for the weekend")], []),
    ([("Ben", "did your mum like the present?"), ("Ana", "loved it, wears it every day")], []),  # a guard
    # A name asked after may be a place: the speaker's doing there when the chat says so ("it",
    # "went to Lisbon"), and no one's when the chat does not say whether it is a person or a place.
    (
        [("Ben", "how's Berlin?"), ("Ana", "loving it, found a great flat in Kreuzberg")],
        ["Ana found a great flat in Kreuzberg"],
    ),
    (
        [
            ("Ana", "we're off to Lisbon on Friday"),
            ("Ben", "how's Lisbon?"),
            ("Ana", "amazing, went surfing yesterday"),
        ],
        ["Ana went surfing yesterday (7 May 2023)"],
    ),  # a guard
    ([("Ben", "how's Tom?"), ("Ana", "good, started at Google last week")], []),
    ([("Ben", "how's Lisbon?"), ("Ana", "still settling in")], []),
    # "guess who's ...": a teaser, the news still to come; the name asked back is asked after.
    (
        [("Ana", "guess who's pregnant again"), ("Ben", "no way, Jess??"), ("Ana", "yep! due in November")],
        [],
    ),
    # "what's she studying?": the "she" the speaker's previous turn named ("my sister").
    (
        [
            ("Ana", "my sister just got into Cambridge!!"),
            ("Ben", "amazing! what's she studying?"),
            ("Ana", "medicine"),
        ],
        ["Ana's sister is studying medicine"],
    ),
    # A "how's" question typed without its question mark is asked all the same.
    ([("Ben", "hows the new flat"), ("Ana", "love it!")], ["Ana loves the new flat"]),
    (
        [("Ben", "haha. how's the cat taking it"), ("Ana", "hiding under the bed lol")],
        ["Ana's cat is hiding under the bed"],
    ),
    # "she" after a question about someone's thing ("Priya's new job") is that someone.
    (
        [
            ("Ben", "how's Priya's new job going?"),
            ("Ana", "she hates it lol, already looking for something else"),
        ],
        ["Priya hates Priya's new job"],
    ),
    # "any news from your brother?" asks after him.
    (
        [("Ben", "any news from your brother?"), ("Ana", "yeah, engaged!! wedding's next summer")],
        ["Ana's brother is engaged"],
    ),
    # "'s" before when something is ("next summer", "on Friday") is "is"; the speaker's wedding, unless
    # the question asked after someone else.
    ([("Ana", "my wedding's next summer!")], ["Ana's wedding is next summer (2023)"]),
    ([("Ana", "wedding's next summer!")], ["Ana's wedding is next summer (2023)"]),
    ([("Ben", "how's your brother?"), ("Ana", "good! wedding's next summer")], []),
    (
        [
            ("Ben", "how's Deloitte treating you?"),
            ("Ana", "not for much longer lol. handed in my notice on friday, last day is the 26th"),
        ],
        ["Ana handed in their notice on Friday (5 May 2023)", "Ana's last day is the 26th (26 May 2023)"],
    ),  # a guard: "how's Deloitte treating you?" asks after the listener
    # "how are you and Tom?": the two of them, together.
    (
        [("Ben", "how are you and Tom?"), ("Ana", "good! moved in together last month")],
        ["Ana and Tom moved in together last month (April 2023)"],
    ),
    (
        [("Ben", "how are you and Tom?"), ("Ana", "good! still loving the new flat")],
        ["Ana and Tom are still loving the new flat"],
    ),
    # A past form that is a noun too ("fell"), then a particle or "and": the verb, its "I" dropped.
    ([("Ana", "fell off my bike yesterday lol")], ["Ana fell off their bike yesterday (7 May 2023)"]),
    # "retired in March": when it happened, an event, not the state "is retired".
    ([("Ana", "retired in March!")], ["Ana retired in March 2023"]),
    # A verb lemminflect knows only as a noun ("texted"): the clause before the splice stands.
    (
        [("Ana", "Tom texted me yesterday actually, he's moving to Bristol")],
        ["Tom texted Ana yesterday (7 May 2023)", "Tom is moving to Bristol"],
    ),
    # "moved there": the place a going names, resolved, whatever date follows.
    (
        [("Ana", "I live in Manchester, moved there in the summer")],
        ["Ana lives in Manchester", "Ana moved to Manchester in the summer (2022); lives in Manchester"],
    ),
    (
        [("Ben", "where do you live these days?"), ("Ana", "Manchester, moved there in the summer")],
        ["Ana lives in Manchester", "Ana moved to Manchester in the summer (2022); lives in Manchester"],
    ),
    ([("Ana", "I went there in the summer")], []),  # a guard: no place named, nothing to resolve
    # "is Tom still at Google?": only a person is still at a firm; the question spells the name.
    (
        [("Ben", "is Tom still at Google?"), ("Ana", "yep, got promoted actually")],
        ["Tom is still at Google", "Tom got promoted"],
    ),
    # A past that is its base ("split"), then a particle and a month: the past, its subject dropped.
    ([("Ben", "is Sam still with Jo?"), ("Ana", "nope, split up in March")], ["Sam split up in March 2023"]),
    # "they", after a question pairing two: the couple, when a couple's step follows.
    (
        [("Ben", "is Sam still with Jo?"), ("Ana", "nope, they split up in March")],
        ["Sam and Jo split up in March 2023"],
    ),
    (
        [("Ben", "is Sam still seeing Jo?"), ("Ana", "yeah they're engaged now")],
        ["Sam and Jo are engaged now"],
    ),
    # a guard: "they" doing well after "with Deloitte" is no couple
    (
        [("Ben", "is Sam still with Deloitte?"), ("Ana", "yeah they're doing well")],
        ["Sam is still with Deloitte"],
    ),
    # A closing appraisal ("loving it") of what a reply about someone else said.
    ([("Ben", "how's your dad?"), ("Ana", "retired now, loving it")], ["Ana's dad is retired now"]),
    (
        [("Ben", "how's your dad?"), ("Ana", "good! retired in March, loving it")],
        ["Ana's dad retired in March 2023"],
    ),
    # The question's verb again, of "it": a yes.
    ([("Ben", "did you get the job??"), ("Ana", "I got it!!")], ["Ana got the job"]),
    (
        [("Ben", "did you get the flat?"), ("Ana", "got it! moving in June")],
        ["Ana got the flat", "Ana is moving in June 2023"],
    ),
    # "got the job! it starts Monday": the speaker's new job.
    (
        [("Ana", "got the job!! it starts Monday")],
        ["Ana got the job", "Ana's new job starts Monday (15 May 2023)"],
    ),
    # "It cost ...": a past that is its base, after "It" and after the thing it stands for.
    (
        [("Ana", "I got a new bike. It cost 500 quid")],
        ["Ana got a new bike", "The new bike Ana got cost 500 quid"],
    ),
    # "it's my birthday tomorrow": the occasion, and when it is.
    ([("Ana", "it's my birthday tomorrow")], ["Ana's birthday is tomorrow (9 May 2023)"]),
    ([("Ana", "it's my dad's 60th on Saturday")], ["Ana's dad's 60th is on Saturday (13 May 2023)"]),
    ([("Ana", "it's Jess's leaving do on Friday")], ["Jess's leaving do is on Friday (12 May 2023)"]),
    ([("Ana", "it's my birthday party")], []),  # a guard: no when
    (
        [("Ana", "seeing my parents this weekend, it's my dad's 60th on Saturday")],
        [
            "Ana is seeing their parents this weekend (13 May 2023)",
            "Ana's dad's 60th is on Saturday (13 May 2023)",
        ],
    ),
    (
        [("Ben", "what are you up to this weekend?"), ("Ana", "seeing my parents, it's my dad's 60th")],
        ["Ana is seeing their parents this weekend (13 May 2023)"],
    ),
    # One word of how the speaker takes it, closing the message: no part of the fact.
    (
        [("Ana", "my sister's moving to Canada next month, gutted")],
        ["Ana's sister is moving to Canada next month (June 2023)"],
    ),
    ([("Ana", "got the promotion, buzzing")], ["Ana got the promotion"]),
    ([("Ana", "moved to Leeds, alone")], ["Ana moved to Leeds, alone; lives in Leeds"]),  # a guard: a state
    # "just found out ...": the news, not the finding out.
    ([("Ana", "just found out I'm being made redundant")], ["Ana is being made redundant"]),
    ([("Ana", "found out I got the job")], ["Ana got the job"]),
    # "hows ... going" typed without its apostrophe or its mark: a question all the same.
    ([("Ben", "hows the new job going")], []),
    # A name's "'s" and a way of life, in two words: a fact.
    ([("Ana", "Jo's pregnant!!")], ["Jo is pregnant"]),
    # A time that is the whole clause ("starts Monday") opens none of it: the subject goes first.
    (
        [("Ben", "hey you"), ("Ana", "Sam got the job! starts Monday")],
        ["Sam got the job", "Sam starts Monday (15 May 2023)"],
    ),
    # "last day's the 30th": "'s" before a day of the month is "is", the clause one of its own.
    (
        [("Ana", "handed my notice in today, last day's the 30th")],
        ["Ana handed their notice in today (8 May 2023)", "Ana's last day is the 30th (30 May 2023)"],
    ),
    ([("Ana", "my birthday's the 30th")], ["Ana's birthday is the 30th (30 May 2023)"]),
    # "how's Sophie settling in at uni?" asks after Sophie, a person.
    (
        [("Ben", "how's Sophie settling in at uni?"), ("Ana", "good, made loads of friends already")],
        ["Sophie made loads of friends already"],
    ),
    (
        [
            ("Ben", "how's your son getting on at his new school?"),
            ("Ana", "good, made loads of friends already"),
        ],
        ["Ana's son made loads of friends already"],
    ),
    # An event of the speaker's calendar with its "is" dropped too.
    (
        [("Ben", "how did the interview go?"), ("Ana", "really well! second round next Thursday")],
        ["Ana's second round is next Thursday (11 May 2023)"],
    ),
    ([("Ana", "flight on Friday at 6am")], ["Ana's flight is on Friday (12 May 2023) at 6am"]),
    # ", been a rough month": how the time since has been, no part of the fact.
    ([("Ana", "we split up btw, been a rough month")], ["Ana and their partner split up"]),
    # "he's just started", "he's left": a step taken, so "has", whatever follows.
    (
        [("Ben", "how's Tom?"), ("Ana", "good! he's just started at Google")],
        ["Tom has just started at Google"],
    ),
    (
        [("Ana", "my brother Tom is great. he's just started at Google"), ("Ana", "he's left Deloitte")],
        ["Ana's brother Tom has left Deloitte"],
    ),
    # A name that is a verb too ("Rob"), then a verb of its own: no order.
    ([("Ana", "Rob proposed last night")], ["Rob proposed last night (7 May 2023)"]),
    # A race, a test, a trip of the speaker's calendar, its "my" dropped.
    (
        [("Ben", "how's the training going?"), ("Ana", "ran 18 miles on Sunday! marathon's in 3 weeks")],
        ["Ana ran 18 miles on Sunday (7 May 2023)", "Ana's marathon is in 3 weeks (29 May 2023)"],
    ),
    ([("Ana", "driving test is on Friday eek")], ["Ana's driving test is on Friday (12 May 2023)"]),
    ([("Ana", "flight tonight!!")], ["Ana's flight is tonight (8 May 2023)"]),
    # ... after a question about someone else, whose it is is not said: nothing.
    ([("Ben", "how's your brother?"), ("Ana", "good, marathon's in 3 weeks")], []),
    # After a comma, an event of the speaker's calendar and when: a clause of its own.
    (
        [("Ana", "my knee's been playing up again, physio on Thursday")],
        ["Ana's knee has been playing up again", "Ana's physio is on Thursday (11 May 2023)"],
    ),
    # "how's Tom doing?": asked after as only a person is (one list with "settling in", "coping").
    (
        [("Ben", "how's Tom doing?"), ("Ana", "good, started at Google last week")],
        ["Tom started at Google last week (1 May 2023)"],
    ),
    # After someone named and their way of life, a state goes on about them; a doing is not said.
    (
        [("Ben", "hey you"), ("Ana", "Jo's pregnant!! due in October")],
        ["Jo is pregnant", "Jo is due in October 2023"],
    ),
    ([("Ben", "hey you"), ("Ana", "Sam's engaged!! getting married next summer")], ["Sam is engaged"]),
    ([("Ben", "hey you"), ("Ana", "Jo's pregnant!! so happy for her")], ["Jo is pregnant"]),  # a guard
    # A doing for whom the statement before spoke of, its "I'm" dropped: a clause of its own.
    (
        [("Ana", "my mum's 70th is next month, throwing her a surprise party")],
        ["Ana's mum's 70th is next month (June 2023)", "Ana is throwing their mum a surprise party"],
    ),
    (
        [("Ana", "my dad's 60th is on Saturday, taking him out for dinner")],
        ["Ana's dad's 60th is on Saturday (13 May 2023)", "Ana is taking their dad out for dinner"],
    ),
    # ... not "her job" (hers), nor after the speaker's own doing, nor a doing of the subject's.
    (
        [("Ana", "my sister is moving to Leeds, leaving her job at the bank")],
        ["Ana's sister is moving to Leeds, leaving her job at the bank"],
    ),  # a guard
    (
        [("Ana", "I'm thinking of working with refugees, helping them find homes")],
        ["Ana is thinking of working with refugees, helping them find homes"],
    ),  # a guard
    (
        [("Ana", "my mum's in hospital, recovering from surgery")],
        ["Ana's mum is in hospital, recovering from surgery"],
    ),  # a guard
    # Whether one can make a day is said of a day ahead; "sorry" is no part of it.
    (
        [("Ana", "can't make Friday sorry, got my nephew's christening")],
        ["Ana can't make Friday (12 May 2023), got their nephew's christening"],
    ),
    ([("Ana", "I'm so sorry, I forgot your birthday")], []),  # a guard: how the speaker is
    # The time something is booked for is ahead, whatever else the message tells of in the past.
    (
        [("Ana", "had to cancel the dentist, rebooked for Thursday")],
        ["Ana had to cancel the dentist, rebooked for Thursday (11 May 2023)"],
    ),
    (
        [("Ana", "had a cold, rescheduled the dentist for Thursday")],
        ["Ana had a cold", "Ana rescheduled the dentist for Thursday (11 May 2023)"],
    ),  # a guard
    # How the speaker takes it, hedged; how they feel since; how it hurts since; how the one it
    # befell is since: of the moment, cut from the fact.
    ([("Ana", "lost my job last week, kinda in shock tbh")], ["Ana lost their job last week (1 May 2023)"]),
    (
        [("Ana", "started on antidepressants last month, feeling a bit better")],
        ["Ana started on antidepressants last month (April 2023)"],
    ),
    (
        [("Ana", "got my covid booster today, arm is killing me")],
        ["Ana got their covid booster today (8 May 2023)"],
    ),
    (
        [("Ana", "nan had a fall last night, she's ok though")],
        ["Ana's nan had a fall last night (7 May 2023)"],
    ),
    ([("Ana", "my dog ate a sock, he's fine now")], ["Ana's dog ate a sock"]),  # a guard
    # "nan", "gran", "grandad": a title the speaker calls their own by, like "mum".
    ([("Ana", "grandad turned 90 yesterday")], ["Ana's grandad turned 90 yesterday (7 May 2023)"]),
    # "Tom's having his tonsils out": a name and its "is" before a doing, so "his" is Tom's.
    (
        [("Ana", "Tom's having his tonsils out on Friday")],
        ["Tom is having his tonsils out on Friday (12 May 2023)"],
    ),
    ([("Ana", "Jess's selling her flat")], ["Jess is selling her flat"]),
    # What the speaker must do, their "I" dropped after a comma: a clause of its own.
    (
        [("Ana", "our landlord's selling the flat, need to find somewhere by July")],
        ["Ana's landlord is selling the flat", "Ana needs to find somewhere by July (July 2023)"],
    ),
    # Relief at it ("..., finally") is no part of it.
    ([("Ana", "the new flat has a garden, finally")], ["Ana's new flat has a garden"]),
    # An event of the speaker's calendar and a day named alone, after a comma: on that day, ahead.
    (
        [("Ana", "matched with a guy called Leo on hinge, first date Friday")],
        ["Ana matched with a guy called Leo on hinge", "Ana's first date is on Friday (12 May 2023)"],
    ),
    (
        [("Ana", "joined a book club at work, first meeting Thursday")],
        ["Ana joined a book club at work", "Ana's first meeting is on Thursday (11 May 2023)"],
    ),
    ([("Ana", "knee's bad, physio Thursday")], ["Ana's physio is on Thursday (11 May 2023)"]),
    # "my X's got", "my X's gone": "has".
    ([("Ana", "my sister's got a new job")], ["Ana's sister has got a new job"]),
    ([("Ana", "my daughter's gone to uni")], ["Ana's daughter has gone to uni"]),
    # "we're expecting again": a baby, once more.
    (
        [("Ana", "we're expecting again!! due in December")],
        ["Ana is expecting a baby again", "Ana is due in December 2023"],
    ),
    # What one signed up for is dated this year: ahead if its month is, else when one signed up.
    ([("Ana", "signed up for a half in October, terrified")], ["Ana signed up for a half in October 2023"]),
    ([("Ana", "I signed up for the gym in March")], ["Ana signed up for the gym in March 2023"]),  # a guard
    # A fear lived with is a fact; "terrified" alone after a comma is the mood of the moment.
    ([("Ana", "I'm scared of heights")], ["Ana is scared of heights"]),
    ([("Ana", "my son is scared of the dark")], ["Ana's son is scared of the dark"]),
    ([("Ana", "I'm terrified of spiders")], ["Ana is terrified of spiders"]),  # a guard
    ([("Ana", "I'm so scared of it")], []),  # a guard
    # A sentence that only names what the one before spoke of goes with it, after a comma.
    ([("Ana", "we got a puppy!! a cockapoo called Biscuit")], ["Ana got a puppy, a cockapoo called Biscuit"]),
    ([("Ana", "I met someone!! a guy called Tom")], ["Ana met someone, a guy called Tom"]),
    # When one starts is ahead, whatever the message tells of in the past.
    (
        [("Ana", "got a new job at Spotify, starting Monday")],
        ["Ana got a new job at Spotify, starting Monday (15 May 2023)"],
    ),
    # What the speaker expects, their "I" dropped after a comma: a clause of its own.
    (
        [("Ana", "saving up for a house deposit, should have enough by next summer")],
        ["Ana is saving up for a house deposit", "Ana should have enough by next summer (2023)"],
    ),
    ([("Ana", "my sister is visiting, should be fun")], ["Ana's sister is visiting"]),
    # "am I right" closing a view puts it to the listener: a question.
    ([("Ana", "ugh mondays am I right")], []),
    # Where the speaker starts, after a comma: a clause of its own.
    (
        [("Ana", "handed my notice in at Deloitte, starting at KPMG in June")],
        ["Ana handed their notice in at Deloitte", "Ana is starting at KPMG in June 2023"],
    ),
    # "send help", "ugh" before a comma: chat's, no part of the fact.
    (
        [("Ana", "my in-laws are staying with us for 2 weeks, send help")],
        ["Ana's in-laws are staying with Ana and others for 2 weeks"],
    ),
    (
        [("Ana", "failed my driving test again ugh, third time")],
        ["Ana failed their driving test again, third time"],
    ),
    # "she's good!" of the one asked after, then a doing with its subject dropped: hers.
    (
        [("Ben", "how's Sophie?"), ("Ana", "she's good! just started nursery")],
        ["Sophie just started nursery"],
    ),
    # The one a question asks of meeting is whom the reply's "he" is; news said "apparently" is
    # someone else's, so its dropped subject is not the speaker.
    (
        [("Ben", "did you see Jake at the party?"), ("Ana", "yeah he's moving to Australia!")],
        ["Ana saw Jake at the party", "Jake is moving to Australia"],
    ),
    (
        [
            ("Ben", "did you see Jake at the party?"),
            ("Ana", "yeah he's moving to Australia!"),
            ("Ben", "no way"),
            ("Ana", "leaving in August apparently"),
        ],
        [],
    ),
    # How the one asked after is ("not great tbh"), then where they are: a clause of its own, theirs.
    (
        [("Ben", "how's your dad doing?"), ("Ana", "not great tbh, back in hospital")],
        ["Ana's dad is back in hospital"],
    ),
    # A fear of a thing named, though its noun is a verb too ("dogs"), or of a doing alone; "scared of
    # losing it", a doing with more after it, is a worry.
    ([("Ana", "I'm afraid of dogs")], ["Ana is afraid of dogs"]),
    ([("Ana", "I'm so afraid of flying")], ["Ana is so afraid of flying"]),
    ([("Ana", "I'm scared of losing it")], []),  # a guard
    # A doing given up, "not" before the gerund whose "I'm" chat dropped; "not going to lie" is "ngl".
    (
        [("Ana", "not drinking at the moment, doing dry january")],
        ["Ana is not drinking at the moment, doing dry January"],
    ),
    ([("Ana", "not going to lie, it was rough")], []),  # a guard
    # What the speaker looks forward to, named: a plan; "looking forward to it" reacts.
    (
        [("Ana", "Looking forward to the trip next week")],
        ["Ana is looking forward to the trip next week (15 May 2023)"],
    ),
    ([("Ana", "looking forward to it")], []),  # a guard
    # A follow-up opening on "any" asks on about what the question before it named.
    (
        [
            ("Bo", "So, what about your script now? Any ideas for the next steps?"),
            ("Ana", "I've been doing research and networking non-stop for it."),
        ],
        ["Ana has been doing research and networking non-stop for their script"],
    ),
    (
        [("Bo", "How are your kids? Any news on them?"), ("Ana", "I took them to the zoo on Sunday")],
        ["Ana took their kids to the zoo on Sunday (7 May 2023)"],  # a guard
    ),
    # The speaker's own ranking, "for me" opening it: a taste; "to me that sounds like fun" reacts.
    ([("Andrew", "Well for me hiking is the best.")], ["For Andrew hiking is the best"]),
    ([("Ana", "to me that sounds like fun")], []),  # a guard
    # A place and when, said alone after a statement, is what it spoke of, as after a comma.
    (
        [("Ana", "finally booked the honeymoon!! Bali in October")],
        ["Ana booked the honeymoon, Bali in October 2023"],
    ),
    (
        [("Ana", "we're going away. Rome next week!")],
        ["Ana and others are going away, Rome next week (15 May 2023)"],
    ),
    # "moved house" is a move of home ("house" is a verb too); "Back in March" after it says when,
    # no one is back.
    ([("Ana", "I moved house. Back in March")], ["Ana moved house"]),
    # "can't beat" with "really" before it is the idiom all the same, praise of a thing, not the
    # speaker's doing.
    ([("Jon", "Really can't beat what connections can do.")], []),
    ([("Ana", "can't go wrong with pizza")], []),  # praise of a thing, said as an idiom
    # A verb of knowing after "never" or "don't" is the speaker's, their "I" dropped: no request.
    ([("Ana", "never know what'll happen")], []),
    # An event on the speaker's calendar, though its noun is a verb too ("interview"), with its "my"
    # and "is" said or dropped.
    ([("Ana", "my interview is tomorrow")], ["Ana's interview is tomorrow (9 May 2023)"]),
    ([("Ana", "interview tomorrow yikes")], ["Ana's interview is tomorrow (9 May 2023)"]),
    # How the one asked after is, "much" before it, then where they are now, "home" too.
    (
        [("Bo", "how's your mum doing?"), ("Ana", "much better, back home now")],
        ["Ana's mum is back home now"],
    ),
    # Several events on the speaker's calendar, their "my" dropped, and when they are or start.
    (
        [("Ana", "exams start next week and I'm so behind")],
        ["Ana's exams start next week (15 May 2023)", "Ana is so behind"],
    ),
    ([("Ana", "finals are next week")], ["Ana's finals are next week (15 May 2023)"]),
    # A request closed by "pls", then a statement without a comma.
    ([("Bo", "omg isn't it great"), ("Ada", "no spoilers pls I'm on ep 4")], ["Ada is on ep 4"]),
    ([("Ada", "my dogs were going")], []),  # a guard: a participle in "-ing" is no outcome
    # A short reply ("I do") before "but": what follows is the statement.
    (
        [("Lou", "I thought you liked Peckham"), ("Kim", "I do but rent went up again, £1450 now")],
        ["Kim's rent went up again, £1450 now"],
    ),
    # A compound of two nouns after "my" is the subject of the past after it.
    (
        [("Ben", "honestly it's a lot, my team lead quit last week so I'm covering for her")],
        ["Ben's team lead quit last week (1 May 2023)"],
    ),
    # A yes and how often, then a comma: the answer, then a statement of its own.
    (
        [
            ("Omar", "nice. still doing the pottery class?"),
            ("Ines", "yep every Tuesday, I made a wonky mug last week lol"),
        ],
        [
            "Ines is still doing the pottery class every Tuesday",
            "Ines made a wonky mug last week (1 May 2023)",
        ],
    ),
    (
        [
            ("Omar", "nice. still doing the pottery class?"),
            ("Ines", "yep every Tuesday, made a wonky mug last week lol"),
        ],
        [
            "Ines is still doing the pottery class every Tuesday",
            "Ines made a wonky mug last week (1 May 2023)",
        ],
    ),
    # The verb of a condition after the comma is no verb of the fragment before it.
    (
        [("Omar", "amazing!! next one?"), ("Ines", "Berlin full marathon in September, if my knee holds up")],
        [],
    ),
    # Where "he" or "they" live, asked: whom the chat named; "seeing" them at a time is a visit planned.
    (
        [
            ("Ines", "my brother got a new job"),
            ("Omar", "nice, where does he live now?"),
            ("Ines", "Bath"),
        ],
        ["Ines's brother lives in Bath now"],
    ),
    (
        [
            ("Ines", "seeing my parents this weekend"),
            ("Omar", "nice, where do they live?"),
            ("Ines", "Bath, about an hour from us"),
        ],
        ["Ines's parents live in Bath"],
    ),
    (
        [("Ines", "seeing my parents this weekend")],
        ["Ines is seeing their parents this weekend (13 May 2023)"],
    ),
    # A wh-question's last "again" asks to be reminded: no second wedding.
    ([("Omar", "who got married again?"), ("Ines", "my cousin Amara")], ["Ines's cousin Amara got married"]),
    # A thanks after how one is, before the statement, goes with the judgement.
    (
        [("Omar", "how's your mum doing?"), ("Ines", "better thanks, she's out of hospital since tuesday")],
        ["Ines's mum is out of hospital since Tuesday (2 May 2023)"],
    ),
    # An "I myself" stresses the speaker, and the verb still agrees.
    ([("Omar", "I myself prefer tea over coffee.")], ["Omar prefers tea over coffee"]),
    # "the youngest" is one of the family the chat counted; with none counted, no one.
    (
        [("Jack", "How many kids do you have now??"), ("Maria", "three! the youngest just started school")],
        ["Maria has three kids now", "Maria's youngest kid just started school"],
    ),
    ([("Jack", "How are you?"), ("Maria", "Good! The oldest just started school.")], []),
    # A couple's "we" is the speaker and the one person the question asked after.
    (
        [("Ash", "How's Jake?"), ("Molly", "we broke up a month ago. it's fine, honestly for the best")],
        ["Molly and Jake broke up a month ago (April 2023)"],
    ),
    (
        [("Ash", "How are Jake and Tom?"), ("Molly", "we broke up a month ago.")],
        ["Molly and their partner broke up a month ago (April 2023)"],
    ),
    # A gerund phrase that says back what the listener just told of themselves is theirs; one that
    # answers a question is the speaker's.
    (
        [
            ("Nate", "I thought it would be a fun idea to start making them myself."),
            ("Joanna", "Way to go, Nate! Making videos and connecting with people - that's awesome!"),
        ],
        [],
    ),
    (
        [
            ("Nate", "What are you up to these days? Still making videos?"),
            ("Joanna", "Making videos and editing a film."),
        ],
        ["Joanna is making videos and editing a film"],
    ),
    # The asker's own "I" in the question is not the speaker's.
    ([("Ines", "Did you finish the book I lent you?"), ("Paul", "Yes!")], []),
    # A progressive after "nope" is the speaker's, "my cousin's wedding" whose it is.
    (
        [
            ("Karim", "are you around this weekend?"),
            ("Jess", "nope, flying to Lisbon on Thursday for my cousin's wedding"),
        ],
        ["Jess is flying to Lisbon on Thursday (11 May 2023) for their cousin's wedding"],
    ),
    # Who "we" is, listed after it; "in Feb" is a date, not part of the place.
    (
        [
            ("Nico", "did the Berlin thing ever happen?"),
            ("Freya", "Yes!! we finally moved to Berlin in Feb, me and Lukas and the cat"),
        ],
        ["Freya and Lukas and their cat moved to Berlin in February 2023; lives in Berlin"],
    ),
    # A title before a name ("Mr Whiskers") is part of whom "he" means.
    (
        [("Marco", "How's Mr Whiskers doing?"), ("Priya", "He passed away in April 😢 he was 17")],
        ["Mr Whiskers passed away in April 2023", "Mr Whiskers was 17"],
    ),
    # The one animal or person the question asked about is "she"/"he" (a roommate too).
    (
        [
            ("Marco", "How's the new puppy?"),
            ("Priya", "Exhausting lol, I got her last month and she's still not potty trained 🐶"),
        ],
        ["Priya got the new puppy last month (April 2023)", "Priya's new puppy is still not potty trained"],
    ),
    (
        [("Marco", "How's your roommate?"), ("Priya", "She's doing her PhD in marine biology.")],
        ["Priya's roommate is doing her PhD in marine biology"],
    ),
    # A place the question names is the "it" of the answer.
    (
        [
            ("Marco", "How are your parents liking Portugal?"),
            ("Priya", "They love it! they're renting a flat in Porto"),
        ],
        ["Priya's parents love Portugal", "Priya's parents are renting a flat in Porto"],
    ),
    # A going with no place is where the question went.
    (
        [
            ("Marco", "Have you been to Baan Thai on Elm St?"),
            ("Priya", "Yeah went last summer, best pad see ew I've ever had"),
        ],
        ["Priya went to Baan Thai last summer (2022)"],
    ),
    (
        [("Marco", "Do you take your kid to the park often?"), ("Priya", "Yeah, we go a few times a week.")],
        ["Priya and their kid go to the park a few times a week"],
    ),
    # ... and a "them" the message never named still withholds it.
    (
        [
            ("Marco", "How was your weekend?"),
            ("Priya", "I took them to a snowy park yesterday and they were so confused!"),
        ],
        [],
    ),
]


@pytest.mark.parametrize(("turns", "expected"), FRIENDS)
def test_what_friends_say_in_a_chat(
    make_memory: MakeMemory, turns: list[tuple[str, str]], expected: list[str]
) -> None:
    assert said(make_memory(), turns)[-1] == expected


def test_not_anymore_to_a_question_of_still_is_the_next_version(make_memory: MakeMemory) -> None:
    m = make_memory()
    turns = [
        ("Priya", "Hey Marco! I play in a band."),
        ("Marco", "Do you still play in that band?"),
        ("Priya", "Nope, not anymore."),
    ]
    assert said(m, turns) == [["Priya plays in a band"], [], ["Priya doesn't play in that band anymore"]]
    versions = {i.text: i.status for i in m.list(user_id="conv", status=None).items}
    assert versions == {
        "Priya plays in a band": "superseded",
        "Priya doesn't play in that band anymore": "active",
    }


def test_which_one_answered_of_a_statement_with_more_after_the_thing(make_memory: MakeMemory) -> None:
    # The thing ends the statement's first part; the answer goes after it, the rest stays.
    m = make_memory()
    turns = [
        ("Bo", "nope, left in March! I'm at a startup now, doing product"),
        ("Ana", "omg which one?"),
        ("Bo", "a fintech called Plaid"),
    ]
    assert said(m, turns)[-1] == ["Bo is at a startup now, a fintech called Plaid, doing product"]
    versions = {i.text: i.status for i in m.list(user_id="conv", status=None).items}
    assert versions["Bo is at a startup now, doing product"] == "superseded"
    assert versions["Bo is at a startup now, a fintech called Plaid, doing product"] == "active"


def test_someones_state_after_a_comma_or_and_is_no_part_of_the_clause_before(make_memory: MakeMemory) -> None:
    # It wrote "Ana knackered, the baby's teething and Tom's away for work all week"; each part is a
    # clause of its own now, and none of them is kept whole with the others.
    turns = [
        ("Bo", "hey how are you??"),
        ("Ana", "honestly knackered, the baby's teething and Tom's away for work all week"),
    ]
    assert not any("knackered" in text or "teething and" in text for text in said(make_memory(), turns)[-1])
    turns = [("Ana", "the new place is great and Sam's loving the garden")]
    assert said(make_memory(), turns)[-1] == ["Sam is loving the garden"]


def test_an_answer_to_which_one_is_the_next_version_of_what_it_completes(make_memory: MakeMemory) -> None:
    m = make_memory()
    turns = [("Priya", "I'm learning a new language."), ("Marco", "Which one?"), ("Priya", "Japanese!")]
    assert said(m, turns) == [
        ["Priya is learning a new language"],
        [],
        ["Priya is learning a new language, Japanese"],
    ]
    versions = {i.text: i.status for i in m.list(user_id="conv", status=None).items}
    assert versions == {
        "Priya is learning a new language": "superseded",
        "Priya is learning a new language, Japanese": "active",
    }


def test_a_time_asked_for_dates_what_was_told_as_its_next_version(make_memory: MakeMemory) -> None:
    m = make_memory()
    turns = [
        ("Priya", "Guess what, I got promoted to senior designer!"),
        ("Marco", "Congrats!! When did that happen?"),
        ("Priya", "Last Friday."),
    ]
    dated = "Priya got promoted to senior designer last Friday (5 May 2023)"
    assert said(m, turns) == [["Priya got promoted to senior designer"], [], [dated]]
    versions = {i.text: (i.status, i.valid_from.date()) for i in m.list(user_id="conv", status=None).items}
    assert versions["Priya got promoted to senior designer"][0] == "superseded"
    assert versions[dated] == ("active", date(2023, 5, 5))


def test_a_no_to_a_question_of_still_ends_what_was_asked(make_memory: MakeMemory) -> None:
    m = make_memory()
    turns = [
        ("Lucy", "Hey Dev! I work at the bakery on Main Street."),
        ("Dev", "Are you still working at the bakery?"),
        ("Lucy", "Nope, I left in February. I'm freelancing as a pastry consultant now."),
    ]
    assert said(m, turns)[-1] == [
        "Lucy left the bakery in February 2023",  # the place asked after, by its kind
        "Lucy is freelancing as a pastry consultant now",
        "Lucy is not working at the bakery anymore",
    ]
    statuses = {i.text: i.status for i in m.list(user_id="conv", status=None).items}
    assert statuses["Lucy works at the bakery on Main Street"] == "superseded"


def test_a_month_after_someone_s_getting_is_the_next_one(make_memory: MakeMemory) -> None:
    # "my brother's getting married in June", said in December: "'s getting married" is a present
    # under way, not a past ("married"), so June is next June.
    m = make_memory()
    said_at = datetime(2026, 12, 3, 12, tzinfo=UTC)
    r = m.add(
        [{"role": "user", "name": "Omar", "content": "my brother's getting married in June"}],
        user_id="omar",
        now=said_at,
    )
    assert [i.text for i in r.added] == ["Omar's brother is getting married in June 2027"]


def test_an_amount_with_nothing_marking_it_a_correction_puts_nothing_right(make_memory: MakeMemory) -> None:
    # "it's 30 degrees" after "20 degrees" says what it is now; "actually" or "now" would mark a fix.
    m = make_memory()
    told(m, ["The pool was 20 degrees yesterday.", "Brr!", "it's 30 degrees"])
    assert [i.text for i in m.list(user_id="u", status=None).items if i.status != "active"] == []
