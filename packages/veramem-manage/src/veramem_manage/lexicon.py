"""Word lists and slot patterns the rules engines read, in one place: what marks a feeling, a
remark, a vague word; how people say where they live, whom they date, what they own, and how they
say it ended.

Each list is general English, not drawn from any one conversation; a rule that needs a list or a
slot pattern takes it from here, so a reader finds every one by this file's name. The logic that
applies them lives in the modules that read them (``slots.py``, ``reconcile.py``, ...).
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterable


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# A state of feeling: "I'm so thankful", "I felt super powerful". Said alone it is a mood, not a fact.
EMOTIONS = _words(
    "happy glad thankful grateful excited proud lucky blessed sad nervous thrilled stoked pumped relieved "
    "sorry amazed impressed inspired touched moved overwhelmed stressed bummed upset worried scared afraid "
    "anxious hopeful optimistic confident motivated encouraged content calm "
    "relaxed peaceful comfortable accepted loved appreciated supported valued grateful honored honoured "
    "humbled fulfilled satisfied amazing great good fine ok okay alright awesome fantastic wonderful "
    "elated ecstatic delighted overjoyed joyful cheerful jealous bored tired exhausted lonely alone "
    "down low energized energised refreshed rejuvenated accomplished powerful alive free ready psyched "
    "hyped stoked stoked pleased surprised shocked speechless emotional frustrated annoyed angry mad "
    "disappointed heartbroken devastated glad thankful sure certain gutted buzzing chuffed fuming"
)
# Taking up or giving up a doing, named by its -ing after them: "I started dating again", "I quit
# smoking".
TAKING_UP = _words(
    "start starts started starting begin begins began begun quit quits quitting stop stops stopped"
)
# A disposition towards something: said with what it is towards, it is a fact about the person
# ("I'm determined to make this studio work", "I'm keen on counseling"); a feeling is not.
DISPOSITIONS = _words(
    "determined keen eager curious interested passionate committed dedicated set resolved planning "
    "hooked obsessed addicted fascinated devoted"
)
# Praise, judgement and emphasis: "That's awesome", "Family is everything", "Support is vital".
EVALUATIONS = _words(
    "awesome amazing great best worst important beautiful lovely fun inspiring cool special wonderful "
    "incredible fantastic nice perfect gorgeous stunning powerful crucial huge calming peaceful healing "
    "awful terrible sad scary tough hard rewarding fulfilling precious magical priceless unreal wild "
    "crazy epic sweet cute adorable vibrant bright bold pretty key vital essential necessary everything "
    "difficult easy tricky challenging exciting interesting impressive inspirational motivating "
    "uplifting cathartic therapeutic relaxing soothing refreshing meaningful valuable helpful useful "
    "worth worthwhile brilliant excellent superb outstanding phenomenal remarkable unforgettable "
    "memorable enjoyable satisfying eye-opening humbling heartwarming heartbreaking touching moving "
    "emotional intense rough insane unbelievable mind-blowing breathtaking spectacular fab fabulous "
    "marvelous marvellous delightful charming good bad nuts bonkers lit dope sick rad neat swell "
    "encouraging empowering liberating freeing comforting reassuring inspiring thought-provoking brutal"
)
# What a speaker's view of someone or something named says it is, besides praise and judgement
# (``EVALUATIONS``): "The Wolves are solid", "LeBron is real chill", "Barcelona is a must-visit city".
OPINIONS = _words(
    "solid chill classic legendary iconic talented overrated underrated must must-visit must-see must-read "
    "must-try must-watch must-have "
    # What is judged by a noun: "Susanna Clarke is a genius", "Messi is the GOAT".
    "genius masterpiece legend goat gem banger icon joke disaster letdown lifesaver game-changer gamechanger"
)
# Words that say little alone: the object of "keep it up", "do my best", "have a blast".
VAGUE_NOUNS = _words(
    "thing things stuff lot lots bit time times way ways one ones something anything everything nothing "
    "someone anyone everyone somebody anybody everybody day days while moment moments blast fun best "
    "kind sort type genre style deal part piece point idea sense feeling feelings heart mind luck chance step steps journey "
    "goal goals dream dreams effort opportunity opportunities difference impact power potential life lives world experience support help words advice encouragement kindness"
)
# What a congratulation is on that names nothing one could look up later: "Congrats on your success".
PRAISED_VAGUELY = _words(
    "success successes achievement achievements accomplishment accomplishments win wins victory progress "
    "news work job-well-done results result recognition milestone everything all that this it"
)
# What an experience gives a person, said of the moment: "brings me joy", "gave us so much happiness".
FELT_NOUNS = _words(
    "joy happiness peace hope energy comfort strength relief calm courage confidence motivation "
    "inspiration purpose warmth fulfillment fulfilment satisfaction pride solace serenity"
)
# What one sees of a thing shown: "I love the color and texture", "Love the red and blue" react to
# a picture, they say nothing of the speaker's tastes.
ASPECT_NOUNS = _words(
    "color colors colour colours texture textures shape shapes detail details design designs pattern "
    "patterns vibe vibes style lighting light composition contrast shade shades hue hues tone tones "
    "sky scenery view views background angle shot shots brushstrokes strokes red blue green yellow "
    "orange purple pink black white gold silver brown grey gray"
)
# Gerunds that open a reaction to the moment: "Seeing their smiles made me feel good".
PERCEPTION_GERUNDS = _words("seeing hearing thinking knowing watching imagining reading remembering looking")
# Verbs of perceiving or trying that, wished for ("I'd love to see it"), react to what was just shared.
REACTION_VERBS = _words("see hear know check read watch learn try taste")
# Adverbs of degree and stance that carry no fact: "super", "totally", "kinda".
INTENSIFIERS = _words(
    "so really very super totally truly quite pretty absolutely definitely certainly honestly literally "
    "actually just still even also always never too kinda sorta somewhat rather extremely incredibly "
    "seriously deeply genuinely finally already"
)
# Pronouns and determiners that name no one by themselves.
PRONOUNS = _words(
    "i me my mine myself we us our ours ourselves you your yours yourself yourselves he him his himself "
    "she her hers herself it its itself they them their theirs themselves this that these those there "
    "here who whom whose which what"
)
# Verbs that only frame another thought: "I think", "I hope", "I can tell".
FRAME_VERBS = _words(
    "think thought hope hoped guess bet believe feel felt know knew tell told say said mean meant agree "
    "agreed appreciate appreciated wish wished suppose imagine reckon admit understand see saw"
)
# Verbs of knowing: after "never" or "don't" opening a turn, the speaker's, their "I" dropped ("never
# know what'll happen", "don't think so"), not an order (``rules._asked_of_assistant``).
KNOWING_VERBS = _words("know knew think thought believe guess suppose imagine reckon understand agree mean")
# Feminine and masculine kin and roles: "my sister ... she" resolves "she" to "my sister".
FEMININE = _words(
    "mother mom mum mommy mama sister daughter wife girlfriend fiancee aunt grandma grandmother niece "
    "granddaughter stepmother stepdaughter stepsister girl lady woman "
    # Grandmothers as families call them: "my lola", "my abuela", "my nonna", "my oma".
    "nana nan gran granny lola abuela nonna oma babushka bubbe yiayia"
)
MASCULINE = _words(
    "father dad daddy papa brother son husband boyfriend fiance uncle grandpa grandfather nephew grandson "
    "stepfather stepson stepbrother boy guy man "
    "grandad granddad gramps lolo abuelo nonno opa zayde papou"
)
# Verbs that open an imperative even though they are also nouns: "Keep going", "Take care".
IMPERATIVES = _words(
    "keep take make stay check try let have enjoy give go come send tell show look watch believe see skip avoid "
    "grab bring"
)
# Plural nouns that are not a group someone has: "our lives", "my days" are never what "they" means.
ABSTRACT_PLURALS = _words(
    "lives days hearts minds eyes feelings emotions thoughts memories goals dreams moments times things "
    "ways years weeks months hours minutes nights mornings weekends skills values interests worries "
    "fears struggles problems issues plans ideas hopes stories efforts wishes thanks regards relationships "
    "friendships connections bonds"
)

FUNCTION_WORDS = _words(
    "a an the and or but so to of in on at for with from by as is am are was were be been being have "
    "has had do does did can could would should will shall may might must not no nor yes m s re ve ll "
    "d t ain isn aren wasn weren don doesn didn haven hasn hadn won wouldn cannot couldn shouldn "
    "gonna wanna gotta gon na let lets let's if then than when while because though although up out "
    "off over into onto about around through just oh well yeah yep wow hey hi ok okay all any some "
    "more most much many such every each both either neither other another own same again back away "
    "here now today tonight tomorrow yesterday"
)

# What opens a question that asks after someone with no verb: "and Claire?", "what about the kids?".
ASKED_AFTER_LEAD = r"(?:and|what\s+about|how\s+about)"
# Nouns in "-ing" that follow an owner's "'s" ("my cousin's wedding"); any other "-ing" after "'s"
# is the verb of a contracted "is" ("my mom's coming too").
ING_NOUNS = _words("wedding building meeting painting drawing housewarming christening clothing recording")
# What a person is doing for a living or a season of life, which names it alone: "I'm freelancing
# now", "I'm volunteering" (not "I'm trying", "I'm working": light or said of anything).
LIFE_DOINGS = _words(
    "freelancing volunteering teaching tutoring coaching studying interning dating fostering homeschooling "
    "babysitting bartending consulting job-hunting house-hunting commuting retiring graduating relocating "
    "traveling travelling"
)
# What follows a contracted "'s" ("my family's been great", "my mom's coming too"), not an owner's.
CONTRACTED_S_NEXT = _words(
    "been got gotten gone going just always never not so really very still also a an the back home here "
    "there now in at on out over"
)
# Verbs that say little alone ("keep going", "make it"): they fill the verb's place, not the object's.
LIGHT_VERBS = _words(
    "get gets got getting go goes going went gone come came coming keep keeps kept keeping make makes "
    "made making take takes took taking give gives gave giving put bring brought try tried trying "
    "want wanted need needed let lets do doing done"
)

# A gerund after one of these names an activity: "into hiking", "about painting".
ACTIVITY_PREPOSITIONS = _words("into about in at of for with from by like love enjoy")

# The verbs that link a subject to a judgement of it: "X is great", "X means a lot", "X looks amazing".
LINKING_VERBS = _words(
    "is was are were 's been be looks look looked seems seem seemed sounds sound sounded feels feel "
    "means mean meant matters matter mattered makes made"
)

AUXILIARIES = _words(
    "do does did don doesn didn can could will would should might must may shall won wouldn couldn "
    "shouldn cannot haven hasn hadn have has had ll d ve"
)

SUBJECT_PRONOUNS = _words("i we you he she they")
# Words that point at what the moment or the talk before shows: after "for me" or "looking forward
# to" they leave what is meant unsaid ("to me that sounds like fun", "looking forward to it").
POINTING_WORDS = _words("it this that these those they them he she")

OBJECT_STARTS = _words("me us him her them it you a an the my our his their your this that some")
# Words only a noun phrase follows ("her" and "that" are left out: "saw her run", "the book that
# changed my life").
DETERMINERS = _words("a an the my your his our their its this these some")

# Verbs that an emphatic "do" stresses though they are also nouns: "I do love pizza" ("I do
# research" is the verb "do" and a noun).
STRESSED_VERBS = _words("love like hope miss care mean want need wish enjoy believe feel think")

# A request to an assistant that holds beyond the task at hand ("Always answer in French", "From
# now on, use metric units"): its markers, and the verbs that ask how to be served.
# Steps one looks forward to, said as "-ing" after "about" or "for": a plan, not a mood ("excited
# about starting school"; "thrilled about dancing each day" is how a doing feels).
STEPS_AHEAD = _words(
    "starting moving joining going getting becoming adopting launching opening visiting traveling "
    "travelling heading beginning taking finishing graduating"
)
# A time that says a clause is told of the past: "The book I read last year", "Read it yesterday".
PAST_TIME = re.compile(
    r"(?i)\b(?:yesterday|last\s+(?:night|week|weekend|month|year|summer|winter|spring|fall)|ago)\b"
)
# What the assistant offers the user; "don't" before one says what the user never wants offered.
OFFERING_VERBS = _words("suggest recommend include add serve put mention book")
STANDING_MARKERS = re.compile(
    r"(?i)\b(?:always|never|from now on|going forward|in (?:the )?future|every time|whenever|each time|"
    r"by default|anymore|any more|no more)\b"
)
# A time that comes round, which makes "don't ..." a rule, not a request of the moment: "don't
# schedule anything before 10am", "never call after 9pm", "no meetings on Fridays".
RECURRING_TIME = re.compile(
    r"(?i)\b(?:before|after|past|until)\s+(?:\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midday|midnight|lunch|work)"
    r"(?=\W|$)|\bon\s+(?:weekends|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b|\bat\s+night\b"
)
# A day said once, which makes it a request of the moment after all: "don't call before 10 tomorrow".
ONE_OFF_DAY = re.compile(r"(?i)\b(?:today|tomorrow|tonight|this\s+\w+|next\s+\w+)\b")
MANNER_VERBS = _words("answer reply respond use keep address write format avoid stop")
# A bare place or job that answers an assistant's question (``answers.place_or_work_answer``; the
# quote check reads such an answer as taking up the question's words).
# "Where are you based?", "Where do you live?", "Where are you from?", "Where do you work?".
WHERE_ASKED = re.compile(
    r"(?i)\bwhere\s+(?P<aux>are|do)\s+you\s+(?P<what>based|located|living|staying|from|live|working|work)"
    r"(?:\s+(?:now|these\s+days|right\s+now))?\s*\?\s*$"
)
# "What do you do for work?", "What's your job?": what the speaker works as.
JOB_ASKED = re.compile(
    # "so what do you do now?": the job held now
    r"(?i)\b(?:what\s+do\s+you\s+do(?:\s+for\s+(?:work|a\s+living))?(?:\s+(?:now|these\s+days|nowadays))?"
    r"|what\s+are\s+you\s+doing\s+for\s+(?:work|a\s+living)(?:\s+these\s+days|\s+now)?"
    r"|what(?:['’]s|\s+is)\s+your\s+(?:job|profession|occupation|line\s+of\s+work))\s*\?\s*$"
)
PLACE_ANSWER = re.compile(
    r"^(?:(?P<prep>(?i:in|at|near|outside|from))\s+)?(?P<place>[A-Z][\w.'’-]*(?:,?\s+[A-Z][\w.'’-]*){0,3})$"
)
# Verbs whose bare form after ", so" asks the assistant to do something about the fact before:
# "I'm cutting back on caffeine, so suggest decaf options".
REQUEST_VERBS = _words(
    "suggest recommend show find pick choose remind send include plan prioritize stick focus"
)
# Bare answers, read by the rules (``answers.yes_answer``, ``not_anymore_answer``, ``when_answer``)
# and by the quote check (``support.unsupported``: such a quote takes up the question's words).
YES = r"(?:yes|yep|yeah|yup|yea|definitely|absolutely|of course|in a heartbeat)"
BARE_YES = re.compile(rf"(?i)^\W*(?:{YES}|sure|sure do|I do|I did|we do|we did)\W*$")
# "Who proposed?" - "I did", "Me!": the speaker did what the question names (``answers.who_did_answer``).
ME = r"(?:I\s+did|me|it\s+was\s+me|that\s+was\s+me)"
BARE_ME = re.compile(rf"(?i)^\W*{ME}\W*$")
# "Not anymore", "Nope, no longer", or a plain "Nope" to a question of "still".
NO = r"(?:(?:(?:no|nope|nah)\b[,.!]?\s*)?(?:not\s+anymore|not\s+any\s+more|no\s+longer)|no|nope|nah|not\s+really)"
# "Not since I hurt my knee": the clauses part "Not since" from what ended it (``rules.clauses``).
BARE_NO = re.compile(rf"(?i)^\W*(?:{NO}|not\s+since)\W*$")
# "In September", "Last year", "Next week, hopefully": a time alone.
TIME_ANSWER = re.compile(
    r"(?i)^\W*(?:(?:oh|well|hmm|um|probably|maybe|hopefully|not until),?\s+)?(?:in|on|at|next|last|this|tomorrow|"
    r"yesterday|today|tonight|early|late|mid|around|by)\b[^.!?]{0,30}$"
)
# "aw! still chewing everything?", "still at the bank?": a closing question of "still" with no
# subject; whom it asks after, the turn before it says (``rules._with_aux``, ``support``).
STILL_UNSAID = re.compile(r"(?:^|(?<=[.!?]\s))(?=still\s+[a-z][^.!?]*\?\s*$)")
# Words of an answer that names nothing: "Not really", "Nothing much", "None yet", "Maybe later".
NOT_ANSWERS = _words(
    "not nothing none nope nah maybe later really much yet sure thanks "
    # A reaction, not a thing named: "Any allergies?" - "Ouch" ("ouch" is a noun to lemminflect).
    "ouch oof yikes wow whoa woah ugh argh damn dang darn gosh geez haha lol omg hmm aw aww yay"
)
# The words after a request's verb that open its object: "Update the app", "Book a table".
ORDERED_OBJECTS = _words("the a an my our this that these those some your")
# Verbs whose bare form opens a statement whose "I" was dropped ("Need to buy milk", "Love the beach"),
# not a request.
DROPPED_I_VERBS = STRESSED_VERBS | _words("guess wonder gotta have got hate prefer bet reckon work live")

# Words that put a person in a subject (nominative and possessive: "us" and "me" are never subjects).
PERSON_WORDS = _words("i we my our mine ours he she his her they their")
# "The youngest just started school": one of a family, by age, who the chat says (``referents``).
AGE_RANKS = _words("youngest oldest eldest")

# Month and weekday names (and their short forms): never a person's or a place's name.
# The full names as regex alternations (match them case-insensitively): one spelling for the
# patterns that ask whether a clause names a day or a month.
WEEKDAY_NAMES = "|".join(calendar.day_name)
# "May" only as written: in a case-blind pattern the verb "may" ("it may be") is no date.
MONTH_NAMES = "|".join("(?-i:May)" if m == "May" else m for m in calendar.month_name[1:])

MONTHS_AND_DAYS = _words(
    "January February March April May June July August September October November December Monday "
    "Tuesday Wednesday Thursday Friday Saturday Sunday Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov "
    "Dec"
)

# Capitalised words that are not names: pronouns, function words, greetings, titles.
NOT_NAMES = _words(
    "I I'm I've I'd I'll My The A An It It's This That These Those There Here We Our He She They You "
    "Your And But So Or If When While Also Just Yes No Oh Wow Hey Hi Hello Thanks Yesterday Today "
    "Tomorrow Last Next Mr Mrs Ms Dr User Yeah Yep Yup Yea Haha Hahaha Lol Omg Aw Aww Ooh Ah Um Hmm Woah "
    "Whoa Okay Ok Congrats Anyway Anyways Btw Nope Nah"
)

# Given names that are also words ("mark", "will", "rose"): at the head of a sentence, before its
# verb, a name ("Mark got the job", "Will is moving to Dublin"). Not the names that are also what a
# clause may be about in general ("Hope keeps me going", "Art helps me relax").
NAMES_ALSO_WORDS = _words(
    "Mark Will Bill Rose Jack Frank Pat Rob Sue Bob Ray Tom Nick Mike Max Chase Drew Dean Cliff Glen Miles "
    "Reed Wade Penny Sandy Robin Jay Kit Carol Holly Ivy Daisy Lily Iris Violet Hazel Olive Pearl Ruby Jade "
    "Amber Dawn Gene Guy Don Grace Bea Cal Gus Hank Jill Kay Lou Matt Ned Pete Sam Ted Tim Val"
)

# "Can't wait till Toby and I bond": after one of these, a name and "I" are one subject.
SUBORDINATORS = _words("till until when after before since because if while that whenever once")
# A time that can open a clause whose "I" was dropped: "Yesterday took my pups to the park", "Last
# week went hiking".
ONE_WORD_TIMES = _words("yesterday today tonight recently lately earlier")
TIME_OPENERS = ONE_WORD_TIMES | _words(
    "last this next past monday tuesday wednesday thursday friday saturday sunday"
)
# Verbs of when a thing runs, which read as plural nouns too ("starts", "ends"): the verb when a
# time follows ("my semester starts next week", "the shop opens at 9").
COURSE_VERBS = _words("starts begins ends finishes opens closes leaves lands departs arrives")
# The words a time after such a verb opens on.
WHEN_WORDS = TIME_OPENERS | _words("in on at tomorrow soon around after before until till by")

# After an -ing form, these make it a verb under way ("moving to Oslo", "planning a trip"), not an
# adjective ("so moving").
UNDER_WAY_NEXT = _words(
    "into out back away up down over off on in a an the my our their his her some to from"
)

# A clause opening on one of these depends on the statement after its comma ("Because it rained, I
# stayed home"): it is never cut off as a clause of its own.
DEPENDENT_OPENERS = _words("since because although though unless whereas if")
# A clause of time before a comma ("When I turned ten, dad signed me up"): it dates what follows.
TIME_SUBORDINATORS = _words("when after before once as while until")

# Words that do not count towards a clause's content (a clause needs one other word to be kept).
CLAUSE_STOP_WORDS = _words(
    "i me my we our us you your he she it they them the a an and or but so to of in on at for with is "
    "am are was were be been being have has had do does did this that these those there here just "
    "really very too also not no yes oh well like get got go going went can could would should will"
)

# Adverbs that may open a clause before its verb: "Really love it", "Finally got the job".
# Titles before a name, part of it: "Mr Whiskers", "Dr Okafor", "Aunt May".
NAME_TITLES = frozenset(["Mr", "Mrs", "Ms", "Miss", "Dr", "Prof", "Sir", "Lady", "Aunt", "Uncle"])
LEADING_ADVERBS = _words(
    "really just also so finally actually totally definitely still already even always never ever "
    "mostly mainly usually normally generally typically"
)

# A clause that opens on one of these, with no one in it, is a phrase cut from its clause.
PREPOSITIONS = _words("for with about to of from by at on in into onto without through like as than")

# A verb in -s first in a clause stands for a lost "it" ("Sounds fun", "Makes me think"), and so
# does a third-person "is" or "has" ("Is nowhere near the city", "Has a pool").
IT_VERBS = _words(
    "makes sounds looks seems feels reminds means helps brings gets takes keeps gives shows works "
    "happens matters goes says is was has does isn't wasn't hasn't doesn't"
)
# Past verbs that, first in a clause and before "me", stand for a lost "it": "Got me thinking".
LOST_IT_PAST = _words("got made kept")

# Chat drops the subject: "Went to the park", "Hope it works" mean "I ...". These verbs, first in a
# clause, stand for the speaker; a verb in -s ("Makes me think", "Sounds fun") stands for a lost "it".
SPEAKER_VERBS = _words(
    "gonna gotta wanna hope love think need want guess wish miss hate like feel agree remember know "
    "bet can't cant didn't don't won't haven't wasn't am been"
)

# A state only a person is in, first in a clause before a preposition: "Busy with studies", "Back
# from Lisbon", "Home from the hospital" dropped their "I'm" (no verb of its own, so no "it" was lost).
PERSON_STATES = _words("busy back ready sick pregnant due away home")  # "due in March": a birth to come

# Verbs of a plan said with when, their "I" dropped: "start on the 1st", "fly out Friday".
PLAN_VERBS = _words("start fly leave move finish graduate")

# Whom "the" names in a question as the listener's own: "How's the baby?", "How are the kids?",
# "What's the baby's name?" (``referents``, ``answers``).
HOUSEHOLD = frozenset(
    ["baby", "kids", "kid", "twins", "children", "family", "fam", "wife", "husband", "folks"]
) | frozenset(["puppy", "pup", "kitten", "dog", "dogs", "cat", "cats"])  # "How's the puppy?": theirs too

# "this weekend", "that day", "these days": a time (the dates module reads it), not a thing shown.
TIME_NOUNS = _words(
    "morning afternoon evening night tonight day days week weeks weekend weekends month months year "
    "years summer winter spring fall autumn season semester term time times point era"
)
# "My old car, I sold it in March", "That book you lent me, The Overstory, I finished it": a thing
# said first, then the speaker's clause that takes it up as "it" or "them" (``rules`` says it once,
# in its place). A determiner and its head word, the rest of the phrase (an appositive title after a
# comma), the clause up to the pronoun, and what follows it.
OBJECT_DISLOCATED = re.compile(
    r"^(?P<det>[Mm]y|[Oo]ur|[Tt]hat|[Tt]his|[Tt]hose|[Tt]hese|[Tt]he)\s+(?P<head>[\w'’-]+)"
    r"(?P<np>[^,.!?]*(?:,\s+[A-Z][^,.!?]*)?),\s+"
    r"(?P<clause>(?:I|we)\s+(?:[a-z'’]+\s+){0,2}?[a-z]+)\s+(?:it|them)\b(?![’'])(?P<rest>[^,.!?]*)\W*$"
)
# "the book you lent me", "the scarf she knitted me": what one gives another, in the past.
GIVING_VERBS = _words("gave lent loaned sent bought got made knitted baked recommended showed handed mailed")
# "My bad, I forgot it", "My god, I love it": an exclamation, no thing said first.
NOT_DISLOCATED = _words("bad god gosh goodness word lord")
# "Max and I would take long walks when I was a kid", "Back in college I would run every morning": a
# time long past, whose "would" is a habit, not a supposition.
HABIT_TIME = re.compile(
    r"(?i)\b(?:when I was (?:a kid|a child|a teen|a teenager|young|younger|little|growing up|"
    r"in (?:school|college|high school|uni)|\d{1,2})|as a (?:kid|child|teen|teenager)|back (?:then|in the day)|"
    r"back in (?:school|college|high school|uni)|growing up|in those days)\b"
)
# What "this"/"that" point at in a moment of talk, never a thing one could show: "that intensity",
# "those topics", "this feeling".
ABSTRACT_NOUNS = _words(
    "intensity energy vibe vibes topic topics subject subjects issue issues feeling emotion passion "
    "spirit attitude mindset approach perspective outlook idea concept process situation stage phase "
    "experience experiences lesson lessons message quote advice mentality determination dedication "
    "positivity negativity bond connection love support kindness friendship relationship responsibility "
    "effect effects impression influence name"
)
# What "the" needs no antecedent for (``referents.resolve_definite``): one thing for everyone ("the
# world", "the weather"), or the one of everyday life a speaker means without naming it, a place they
# go or their household's ("the beach", "the gym", "the office", "the car"). Anything else a
# definite subject names, the conversation must have named.
SHARED_NOUNS = _words(
    "world weather sun moon sky stars earth planet universe internet web news economy environment "
    "government future past present climate ocean sea outdoors beach park gym city town countryside "
    "mountains neighborhood neighbourhood office lab studio shop store school college university "
    "library hospital church doctor dentist vet bank station airport market mall pool house home "
    "apartment flat kitchen garden yard car"
)
# Works a title names: 'I'm reading "The Lean Startup"' then "the book got me thinking".
TITLED_WORKS = _words(
    "book books novel novels movie movies film films song songs album albums show shows series game games "
    "play podcast trilogy"
)
# Nouns whose owner is whoever speaks, when a clause says what they are ("The goal is to give kids a
# home", "The plan is that we move"): the speaker's goal, plan, idea.
OWNED_AIMS = _words(
    "goal goals plan plans idea aim dream hope reason point intention mission purpose vision motto"
)
# People one has one of, or one set of, where one lives or works: "the landlord is raising the rent",
# "the neighbours are moving out" are the speaker's when the chat names no one else whose they are.
OWN_ROLES = _words("landlord landlady boss flatmate roommate housemate neighbour neighbor")
# Who looks after the speaker, named with the "my" chat drops: "physio said rest for a week", "GP
# wants more bloods" (with "the" they are anyone's: "the doctor at the clinic").
OWN_CARERS = _words(
    "physio physiotherapist doctor gp dentist therapist counsellor counselor vet trainer instructor tutor mentor"
)
# A parent or grandparent called by the title the speaker calls them: "Mum's in hospital", "nan had
# a fall" (``rules._KIN_TITLE``).
KIN_TITLES = _words("mom mum dad mama papa grandma grandpa granny nana nan gran grandad granddad")
# Family and pets, named with the "my" chat drops: "wife is a nurse", "dog ate my sandwich", "kids
# are off school this week".
OWN_KIN = _words(
    "wife husband hubby partner boyfriend girlfriend fiance fiancé fiancee son daughter brother sister dog cat puppy kitten"
)
OWN_KIDS = _words("kids")
# What one books, and the words that say the booking is done: "flights booked already", "hotel sorted".
BOOKABLE = _words("flight flights ticket tickets hotel room table train visa")
BOOKING_DONE = _words("booked sorted paid confirmed reserved")
# Taken on by an employer: "poached by Revolut", "headhunted by Stripe".
TAKEN_ON_BY = r"(?:poached|headhunted|hired|employed)\s+by"
# What one has one of and chat names with its "my" dropped: "car got written off", "phone died".
OWN_THINGS = _words(
    "car phone laptop computer bike wallet flight train rent mortgage salary commute insurance passport visa "
    "licence license lease contract tenancy"
)
# What is new in a speaker's own life when they say "the new ..." of it ("The new job is going
# well"): their job, home, car; not "the new Batman movie".
NEW_IN_ONES_LIFE = _words(
    "job role position gig place apartment flat house home car boss manager school office neighborhood "
    "neighbourhood"
)
# Who "we" can be when the speaker named them before: "my kids ... we", "with some buddies ... we".
COMPANIONS = _words(
    "family fam kids children friends friend buddies buddy pals team teammates crew parents wife husband "
    "partner girlfriend boyfriend gf bf fiance fiancee sister sisters brother brothers mom dad mum son "
    "sons daughter daughters siblings cousins cousin roommate roommates colleagues coworkers co-workers "
    "band classmates group club students dogs dog pups neighbors neighbours grandkids workmates "
    "grandchildren nephew niece aunt uncle grandma grandpa volunteers mates kid child baby toddler"
)
# Counts before a noun: "my four dogs", "our two kids".
COUNTS = _words("two three four five six seven eight nine ten both")
# Groups of people a singular noun names, whom "they" stands for ("my family ... they bring me joy").
COLLECTIVE_NOUNS = _words("family fam team crew band group club squad gang orchestra choir troupe")
# Bodies of people a singular noun names, whose "their" a clause may go on with ("a tech company
# that needs my skills for their hardware team").
ORGANIZATIONS = _words(
    "company firm agency startup business organization organisation charity nonprofit school college "
    "university hospital clinic shelter store shop restaurant cafe bakery studio brand label publisher "
    "church council government department museum library gym"
)
# One person named by a common noun besides kin: the subject of a verb's -s form ("My boss wants").
ONE_PERSON = _words("partner friend boss manager roommate kid child baby toddler teen teenager")
# What eagerness onlooks rather than does: "can't wait to see it", "excited to check out the series".
ONLOOKING_VERBS = _words(
    "see seeing hear hearing check checking watch watching find finding catch catching visit visiting go "
    "going know knowing try trying experience experiencing share sharing dive diving"
)
# Verbs whose object does the next verb: "help her find", "let her know", "watched her play".
CAUSATIVES = _words(
    "help helps helped helping let lets letting make makes made making watch watched watching see saw "
    "seeing hear heard"
)
# People named by a noun that says no gender: "my cousin ... she", "my boss ... he" (either).
UNGENDERED_PEOPLE = _words(
    "cousin friend boss manager roommate neighbor neighbour coworker co-worker colleague teacher coach "
    "doctor therapist mentor tutor classmate bestie landlord dentist trainer nanny babysitter lawyer "
    "accountant supervisor professor pastor vet surgeon nurse partner"
)
# Every noun that names a person: kin, companions, and people by role ("your brother", "my boss").
PERSON_NOUNS = COMPANIONS | FEMININE | MASCULINE | UNGENDERED_PEOPLE
# Animals by kind, singular: with COMPANIONS and the kin words, who can feel ("They were so excited").
ANIMALS = _words(
    "dog cat puppy pup kitten horse pony rabbit bunny hamster parrot bird fish turtle tortoise snake "
    "lizard pet ferret budgie animal doggo pooch kitty pig gerbil mouse rat chinchilla hedgehog goat "
    "chicken duck cow donkey canary cockatiel gecko "
    # Breeds people name their dog by ("we adopted a rescue greyhound", "our beagle"); not "boxer" or
    # "pointer", which name people and things too.
    "beagle labrador greyhound spaniel poodle terrier collie husky pug dachshund corgi retriever bulldog "
    "chihuahua whippet lurcher schnauzer rottweiler doberman dalmatian cockapoo labradoodle goldendoodle "
    "cavapoo staffie westie sheepdog mastiff"
)
# What one gets, makes or has: the thing after them is what a following "It" is ("I got a new tattoo.
# It represents my dogs").
GETTING_VERBS = _words(
    "got get gets bought buy buys have has had own owns made make makes adopted adopt found received "
    "built build painted wrote write knitted baked cooked designed sewed crafted ordered rented sold "
    "won inherited share shared show showed read finished watched saw visited joined started attended "
    # What the speaker is making or bringing out: "I'm writing a new book. It's about ...".
    "launched launching building writing making designing developing creating baking knitting "
    "painting sewing crafting opened opening founded reading watching "
    # What the speaker drives or rides is theirs too: "I drive a Golf" ... "sold it last week".
    "drive drives drove ride rides"
)
# What the speaker did with a work named by its title alone ('I just watched "Little Women"'), or the
# words a clause opening on the title may follow ('Yeah, "Dune" is great'): a following "It" is it.
TITLE_VERBS = GETTING_VERBS | _words(
    "reading watching loved love enjoyed enjoy liked like recommend recommended rereading reread "
    "played tried binged rewatched"
)
# The sentence's stop just inside a closing quote that ends a memory or a title ('called "Finding
# Home."'): the sentence's, not the title's.
STOP_IN_QUOTES = re.compile(r"(?<=\w)[.,!?]+([\"”])$")
TITLE_OPENERS = _words("yeah yes well oh thanks and but so totally definitely")
# After "It", these make a dummy "it" ("It takes time", "It turns out", "It seems"), not a thing's act.
DUMMY_IT_VERBS = _words(
    "takes took turns turned seems seemed looks looked sounds sounded feels felt means meant happens "
    "happened depends depended goes went gets got is was has had makes made must may might can could "
    "will would should"
)
# A picture is what is shown, not what happened: "a pic I got last week" says nothing done.
PHOTO_NOUNS = _words("pic pics photo photos picture pictures shot shots snapshot snap selfie image images")
# Taking a picture: "took this pic", "snapped that photo" (the photo the message shared).
PHOTO_TAKING = _words("take took snap snapped shot captured got")
# What one does with a picture, and the word before it that makes it the object ("here's a pic",
# "took this photo", "think about that pic", "gone through the photos"): the act says no fact by itself.
PHOTO_ACTS = _words(
    "here take took taken taking snap snapped snapping shoot shot capture captured get got gotten have has "
    "had share shared sharing see saw seen seeing send sent post posted about through at out"
)
# Words that say no more than how many pictures, or how they look: "a bunch of", "plenty of", "awesome".
PHOTO_QUANTITIES = _words("bunch plenty lots lot couple few ton tons")
# After these, "that" points at a thing ("to that place", "was that song") rather than opening a clause.
DEMONSTRATIVE_AFTER = _words(
    "to of in on at for with from about by like through into onto over under after before during is was are were"
)
# After these, "there" is no place: "be there for me", "out there", "always there".
THERE_IDIOM_BEFORE = _words(
    "been being is are was were 's always all out over in on up from down here get got"
)
# What a "we" contracted says of its verb: "we're" → "we are" (said of whom "we" is, named).
WE_VERBS = {"'re": " are", "'ve": " have", "'ll": " will", "'d": " would"}
# An abbreviation a clause may end on, whose full stop is its own: "at 10 a.m.", "on Baker St.".
ABBREVIATION_END = re.compile(r"(?:\b[ap]\.m|\b(?:St|Dr|Mr|Mrs|Ms|Jr|Sr|Mt|Ave|etc)|\b[A-Z]\.[A-Z])$")
# "this"/"that" in a figure of speech points at nothing shown: "I will die on this hill" is a
# conviction, not a hill; "on that note", "in this economy", "that being said".
FIGURE_DEMONSTRATIVE = re.compile(
    r"(?i)\b(?:die on (?:this|that) hill|on that note|in this economy|that being said|this and that|"
    r"all that jazz|at this rate|by that logic|in this day and age)\b"
)
# "it" that points at nothing: the object of an idiom ("make it", "hit it off", "worth it", "go for it")
# or of a liking that a "when" clause explains ("I love it when ..."); never a thing left unnamed.
IDIOM_IT_BEFORE = _words(
    "worth hit hits keep keeps kept keeping nail nailed nailing wing winging fake "
    "faking rock rocking kill killing crush crushing own owning call believe mean meant get"
)
IDIOM_IT_AFTER = _words("easy slow all when together real")
# "make it" is an idiom when it ends the clause or goes on so ("I made it!", "make it happen", "make it
# to the finals"); "I'll make it for my family" cooks something unnamed.
MAKE_IT_AFTER = _words("to through happen work big official count out in")
MAKE_VERBS = _words("make makes made making")
# After "it" as a subject, these make it a dummy "it": "it takes time", "it turns out", "it's been a while".
DUMMY_IT_AFTER = _words(
    "takes took turns turned seems seemed appears happens happened depends matters doesn't didn't feels "
    "felt looks looked sounds sounded means meant"
)
# "here" that names no place: "here's", "I'm here for you", "here and there", "right here with me".
HERE_IDIOM_AFTER = _words("is are was and for to with now 's ’s")
# Reminders point away from themselves: in "a tattoo to remind me of it", "it" is not the tattoo.
REMINDING_VERBS = _words("remind reminds reminded reminding")
# Nouns after "at the"/"to a" that name no place a "here" or "there" can be: "at the moment", "to the
# fullest", "at the end of", "to a new place" (which place, only the moment shows).
NOT_PLACE_NOUNS = _words(
    "end start beginning middle moment same fullest point degree extent max level test top bottom rest "
    "core most least best place spot area location side front back way thing things time one ones"
)
# "He's called Biscuit", "She's named after her grandma": a name given, so "'s" is "is", never "has".
NAMING_PARTICIPLES = _words("called named nicknamed dubbed known")
# Verbs of going and taking: "there" after them is "to <place>", not "in <place>".
# Participles of a step taken, which no "is" goes with: "she's started at Google", "he's left
# Deloitte", "my sister's left her job" (``referents``, ``wording``).
STEPS_TAKEN = _words("started begun joined finished quit stopped left landed arrived")
# After a verb of moving, the words that say it went somewhere: "he's moved to Leeds", "'s moved back
# home" (gone there, not a state; ``referents``, ``wording``).
MOVED_TOWARDS = _words("to into back out in")
MOTION_VERBS = _words(
    "go goes going went gone come comes coming came trip trips travel travelled traveled move moved "
    "moving drive drove fly flew flying take took taking bring brought head headed back relocate relocated "
    "relocating return returned returning emigrate emigrated emigrating"
)

# Adverbs between "I" and its verb that the third-person rewording passes over.
WORDING_ADVERBS = _words(
    "no longer never also just really still always often usually sometimes recently finally actually "
    "already even only probably definitely totally absolutely"
)

# --- what of a clause is worth keeping (``salience.py``): feelings of the moment, hedges ---

# Elation of the moment: "I'm so excited to meet people", "Glad you liked it", "thrilled about my
# new class". Whatever it is about, the feeling is what the clause says; the fact, if any, is said
# elsewhere ("I signed up for a class").
ELATION = _words(
    "excited thrilled stoked pumped psyched hyped glad happy ecstatic elated overjoyed delighted amazed awe"
)
# Verbs that hedge the clause after them: "I think I'm an expert hiker now", "I assume a few will be
# rejected", "I guess some dogs need more time". What follows is an opinion or a guess, not a fact.
HEDGE_VERBS = _words(
    "think thought guess guessed assume assumed suppose reckon bet figure figured imagine imagined believe"
)
# Nouns that judge what the subject was to the speaker: "Winning was a huge confidence boost",
# "Having someone to support me is such a blessing", "It was a dream come true".
JUDGEMENT_NOUNS = _words(
    "boost blessing relief rush inspiration reminder escape highlight treat pleasure honor honour "
    "privilege dream nightmare game-changer lifesaver godsend ride rollercoaster roller-coaster"
)
# How doing a thing feels to whoever does it, as against praise of it: "I'm learning German now -
# tough but fun", "I'm taking a dog training course and it's challenging but rewarding". Said of the
# speaker's own doing, such a word is how they take to it, worth keeping with it; "great" and
# "awesome" only cheer.
APPRAISALS = _words(
    "rewarding fulfilling challenging tough hard difficult fun satisfying relaxing therapeutic cathartic "
    "calming soothing exhausting tiring draining stressful nerve-wracking eye-opening humbling "
    "empowering freeing liberating meaningful intense demanding scary"
)
# What follows a death and is the dead person's: "My lola passed away on Tuesday ... The funeral is
# Friday in Manila" is her funeral.
FUNERAL_NOUNS = _words("funeral memorial wake burial cremation viewing")
# Superlatives rank, they do not classify: "My furry friends are the best companions".
SUPERLATIVES = _words("best worst greatest coolest sweetest nicest loveliest finest tastiest prettiest")
SUPERLATIVE = "(?:" + "|".join(sorted(SUPERLATIVES)) + ")"
# Gerunds written in two words: "binge watching The Bear", "house hunting in Leeds".
GERUND_COMPOUNDS = _words(
    "binge_watching window_shopping people_watching bird_watching speed_dating power_napping "
    "deep_cleaning spring_cleaning meal_prepping stress_baking doom_scrolling house_hunting "
    "flat_hunting apartment_hunting job_hunting house_sitting dog_sitting cat_sitting baby_sitting "
    "grocery_shopping christmas_shopping gift_shopping day_drinking"
)
# Chat's tags on a statement, no part of it: "..., sorry", "... imo", "... tho", "lol".
CHAT_TAGS = _words(
    "lol lmao imo imho tho though tbh ngl sorry honestly anyway anyways btw fyi fr rn eek yikes"
)
# After "'s", words no possessive is followed by, so "'s" is "is" ("My mom's in Oslo", "a nurse").
IS_AFTER_S = _words("a an the not still in at back")
# Eagerness and cravings of the moment: "I'm looking forward to exploring more", "I'm craving
# pastries", "I'm always up for new book recommendations", "I still can't believe I won". With a date
# they still say what is planned ("looking forward to our trip next week"). "up for", "down for" and
# "down to" only after a form of "be" ("I signed up for a class" is an act; ``salience``).
EAGERNESS = (
    "can't wait",
    "cant wait",
    "can’t wait",
    "cannot wait",
    "looking forward",
    "look forward",
    "counting down",
    "craving",
    "in the mood for",
    "can't stop thinking",
    "can’t stop thinking",
    "can't believe",
    "can’t believe",
    "cannot believe",
)

# How a speaker holds up, said with nothing it is about: "I'm staying positive and pushing forward",
# "I won't quit, no matter what", "I'm determined to make it work", "I've been real busy". With what
# it is about the clause still says something ("I stayed focused on my recovery"; ``salience``).
_HOLDING_UP = (
    r"(?:(?:so|really|super|very|pretty|real|extra|always|still)\s+)*"
    r"(?:positive|upbeat|strong|focused|motivated|optimistic|hopeful|determined|resilient|grounded|calm|"
    r"busy|patient|on track|on top of (?:it|things))"
)
ATTITUDES = (
    rf"(?:stay|stays|staying|stayed|remain|remaining|be|been|being|am|is|are|'m|’m|'re|’re)\s+{_HOLDING_UP}"
    rf"(?:\s*(?:,|and|&)\s*{_HOLDING_UP})*",
    r"(?:keep|keeps|keeping|kept)\s+(?:on\s+)?(?:going|pushing|trying|moving|fighting|grinding|hustling|"
    r"at it|my head up|our heads up|the faith|making a difference)",
    r"(?:push|pushes|pushing|pushed)\s+(?:forward|on|ahead|through|myself|harder)",
    r"(?:look|looks|looking)\s+(?:ahead|forward|for a solution|on the bright side|at the bright side)",
    r"(?:won't|wont|will not|not gonna|not going to|never|don't|do not|can't|cannot|am not gonna|'m not gonna)"
    r"\s+(?:quit|give up|stop|back down|let\s+(?:anything|anyone|nothing|it|that|this)"
    r"(?:\s+or\s+anyone)?\s+(?:stop|hold|bring|get)\s+(?:me|us)(?:\s+(?:back|down))?)",
    r"let\s+nothing\s+(?:stop|hold)\s+(?:me|us)(?:\s+back)?",
    r"(?:make|makes|making)\s+it\s+work",
    # "I'm gonna make my dreams come true", "I'm livin' my dreams now": the dream, unnamed.
    r"(?:make|makes|making)\s+(?:my|our)\s+dreams?\s+(?:come\s+true|happen|a\s+reality)",
    r"(?:live|lives|living|livin['’]?|lived)\s+(?:my|our|the)\s+(?:true\s+)?(?:dreams?|best\s+life|true\s+self)",
    r"(?:turn|turns|turning)\s+(?:my|our)\s+dreams?\s+into\s+(?:a\s+)?reality",
    r"(?:find|finds|finding|found)\s+a\s+way",
    r"(?:do|does|doing|did)\s+(?:my|our)\s+best",
    r"(?:take|takes|taking)\s+(?:it|things)\s+(?:slow|easy|one\s+(?:day|step)\s+at\s+a\s+time|day\s+by\s+day)",
    r"learn\s+as\s+much\s+as\s+(?:I|we)\s+can",
    r"no\s+matter\s+what",
    # "I'm doing OK, cheers for asking": how the speaker is, said in reply.
    r"(?:doing|feeling|been)\s+(?:(?:so|really|pretty|super|very|quite)\s+)?(?:ok|okay|good|great|well|fine|alright|"
    r"all right|better)",
    r"(?:thanks|cheers|thank\s+you)\s+for\s+asking",
    r"even\s+in\s+(?:challenging|tough|hard|difficult)\s+times",
    r"(?:determined|going|gonna|trying|try|tries|tried|have|has|had|got)\s+to",
)

# What a speaker has to tell, or gained, named only by its kind: "I've got a funny story", "I have a
# few plans", "I learned a new skill". What it is, the turn after says (``salience``).
ANNOUNCED_NOUNS = _words(
    "story stories news update updates plan plans skill skills surprise idea ideas question"
)

# What a speaker aims at, said with a dummy "it": "It's been my dream to adopt" (``frames``).
AIM_NOUNS = _words("dream goal aim wish ambition mission plan hope")

# Words "even"/"finally" may stand before that lemminflect knows as no verb: "I even got to",
# "I finally 've" ("wording.unpadded" drops the padding before them too).
PADDING_BEFORE_VERB = _words("got gotten been had made went")

# Chat shorthand a memory writes out ("their fam" → "their family"): a memory is read, and searched,
# apart from the chat; the quote keeps the word as said. Only words with one meaning ("comp" may be a
# competition or a computer, "pic" is the photo rules' own word).
CHAT_SHORTHAND = {
    "fam": "family",
    "biz": "business",
    "gf": "girlfriend",
    "bf": "boyfriend",
    "tourney": "tournament",
    "tourneys": "tournaments",
    "fave": "favorite",
    "faves": "favorites",
    "b-ball": "basketball",
    "binos": "binoculars",
    "bday": "birthday",
    "convo": "conversation",
    "convos": "conversations",
    "mtg": "meeting",
    "mtgs": "meetings",
    "appt": "appointment",
    "yr": "year",
    "yrs": "years",
    "hrs": "hours",
    "mins": "minutes",
    "wks": "weeks",
}
# Days and months as chat writes them ("every saturday", "starts in august"), capitalised in the
# memory; "may" and "march" are far more often verbs.
CAPITALISED = {
    name.lower(): name
    for name in [*calendar.day_name, *calendar.month_name[1:]]
    if name not in ("May", "March")
}

# Common English misspellings, written right in the memory (the quote keeps the words as typed):
# a memory is read and searched by its words, and "reccomends" is found by no one looking for
# "recommends". Only unambiguous ones: "wether" (weather or whether) is not among them.
MISSPELLINGS = {
    # A contraction's dropped "n": "would't".
    "would't": "wouldn't",
    "could't": "couldn't",
    "should't": "shouldn't",
    "did't": "didn't",
    "does't": "doesn't",
    "absolutley": "absolutely",
    "absolutly": "absolutely",
    "acheive": "achieve",
    "acheived": "achieved",
    "accomodate": "accommodate",
    "adress": "address",
    "alot": "a lot",
    "arguement": "argument",
    "beleive": "believe",
    "begining": "beginning",
    "buisness": "business",
    "calender": "calendar",
    "cemetary": "cemetery",
    "collegue": "colleague",
    "collegues": "colleagues",
    "comming": "coming",
    "commited": "committed",
    "concious": "conscious",
    "definately": "definitely",
    "definatly": "definitely",
    "definetly": "definitely",
    "dissapointed": "disappointed",
    "embarassed": "embarrassed",
    "enviroment": "environment",
    "existance": "existence",
    "experiance": "experience",
    "familar": "familiar",
    "finaly": "finally",
    "foward": "forward",
    "freind": "friend",
    "freinds": "friends",
    "goverment": "government",
    "happend": "happened",
    "immediatly": "immediately",
    "independant": "independent",
    "knowlege": "knowledge",
    "libary": "library",
    "neccessary": "necessary",
    "necesary": "necessary",
    "noticable": "noticeable",
    "occured": "occurred",
    "occurence": "occurrence",
    "oppurtunity": "opportunity",
    "persue": "pursue",
    "posession": "possession",
    "probaly": "probably",
    "realy": "really",
    "recieve": "receive",
    "recieved": "received",
    "reccomend": "recommend",
    "reccomends": "recommends",
    "reccomended": "recommended",
    "reccommend": "recommend",
    "recomend": "recommend",
    "recomended": "recommended",
    "reccomendation": "recommendation",
    "reccomendations": "recommendations",
    "remeber": "remember",
    "resturant": "restaurant",
    "rythm": "rhythm",
    "seperate": "separate",
    "seperately": "separately",
    "sucess": "success",
    "succesful": "successful",
    "suprise": "surprise",
    "suprised": "surprised",
    "tommorow": "tomorrow",
    "tommorrow": "tomorrow",
    "tomorow": "tomorrow",
    "truely": "truly",
    "untill": "until",
    "unforgetable": "unforgettable",
    "wierd": "weird",
    "writting": "writing",
    "thier": "their",
    "becuase": "because",
    "beautifull": "beautiful",
    "beatiful": "beautiful",
    "excercise": "exercise",
    "excercising": "exercising",
    "jewelery": "jewelry",
    "pratice": "practice",
    "vaccum": "vacuum",
    "couragous": "courageous",
    "rasberry": "raspberry",
    "rasberries": "raspberries",
    "greatful": "grateful",
    "gratefull": "grateful",
    "wich": "which",
    "wierdest": "weirdest",
    "tournement": "tournament",
    "everytime": "every time",
    "eachother": "each other",
    "infront": "in front",
    "aswell": "as well",
}

# --- slots and changes (``slots.py``): what people call the things a change of state is about ---


def _phrases(text: str) -> tuple[str, ...]:
    """Phrases separated by "|", longest first, so an alternation tries "guinea pig" before "pig"."""
    return tuple(sorted((p.strip() for p in text.split("|") if p.strip()), key=len, reverse=True))


# Words after a quantity that end its noun phrase: "a few more last week" counts nothing named.
TIME_AFTER = _words(
    "last next this yesterday today tonight tomorrow soon now ago already again too recently lately"
)
# Words after "this" that make it a time, not a thing shown: "this next tourney", "this past year".
TIME_MODIFIERS = _words("next last past coming upcoming same very whole")
# Words between a verb and its object's noun: "submitting any more scripts", "making another new one".
OBJECT_DETERMINERS = _words("more anymore any some a an the another new other your my")
# Plurals lemminflect reads as their own lemma: what "them" can stand for as well as "kids".
IRREGULAR_PLURALS = _words("people men women children folks staff police cattle sheep fish")
# Who else "their" could mean once named before it ("talking to people about my garden").
# Who "their" could mean: many, or one whom English calls "they" ("someone ... their life").
OTHER_OWNERS = _words("others everyone everybody someone somebody anyone anybody") | IRREGULAR_PLURALS
# A word after which a plural-looking word is a verb ("she books", "to reads", "that helps").
SUBJECT_WORDS = _words("i we you they he she it who that which to")
# Words after which a word that could be a verb or a plural noun is the noun ("with friends").
NOUN_OPENERS = _words("the his her their some all many few several other with about for of at from by among")
# "I submitted a few more", "I started another one": a quantity whose noun was said elsewhere.
ELLIPTICAL_QUANTITIES = _phrases(
    "a few more|some more|a couple more|a couple of more|one more|two more|three more|many more|"
    "several more|another one|other ones|a new one|the other one|the same one|the first one|the last one|"
    "the old one"
)
# The prepositions before someone's home said by their name alone: "to my mum's", "at Ana's".
HOME_PREPOSITIONS = _words("to at from near round")

PET_KINDS = _phrases(
    "dog|cat|puppy|pup|kitten|horse|pony|rabbit|bunny|hamster|parrot|bird|fish|turtle|tortoise|snake|"
    "lizard|pet|guinea pig|ferret|budgie"
)
PARTNER_WORDS = _phrases(
    "boyfriend|girlfriend|partner|husband|wife|fiance|fiancee|fiancé|fiancée|spouse|bf|gf"
)
# Children, as a speaker counts or names them: "two kids", "my daughter", "twins".
CHILD_WORDS = _words(
    "kid kids child children son sons daughter daughters boy boys girl girls baby babies twins grandkid "
    "grandkids grandchildren"
)
HOME_WORDS = _phrases("place|house|home|flat|apartment|condo|studio apartment")
# "I lost my job at X", "I quit my job as a nurse": the verbs that end a job the speaker held.
JOB_ENDINGS = _phrases("lost|quit|left|resigned from|got fired from|was fired from")
# "I got laid off from Acme": the endings that name the employer straight after them.
JOB_ENDINGS_FROM = _phrases(
    "resigned from|got fired from|was fired from|got laid off from|was laid off from|got let go from|"
    "was let go from|retired from"
)
# The same ending with no job named after it: "I got laid off", "I retired last year".
JOB_ENDINGS_ALONE = _phrases(
    "got fired|was fired|got laid off|was laid off|got let go|was let go|resigned|retired|"
    "got sacked|was sacked|got the sack|got made redundant|was made redundant|"
    "lost my new job|lost our jobs|"
    # "I quit my job", "my sister quit her job": the speaker's, a relative's or a friend's own job
    + "|".join(f"{verb} {whose} job" for verb in ("lost", "quit", "left") for whose in ("my", "his", "her"))
)
# A job's title by its last word: an agent noun's ending ("engineer", "director", "dentist",
# "technician", "accountant") or a title without one; "a member at the gym", "a regular at Joe's"
# or "a volunteer with the Red Cross" are no jobs.
JOB_TITLE = (
    r"(?!(?:member|customer|user|fan|volunteer|regular|visitor|subscriber|player|supporter|owner|"
    r"newcomer|beginner|mother|father|sister|brother|daughter)\b)"
    r"[a-z-]*(?:er|or|ist|ian|ant|ent|eer)|nurse|chef|intern|clerk|cook|pilot|barista|nanny|coach|"
    r"tutor|analyst|associate|lead|head|paralegal|medic|vet|cashier|scientist"
)
# What "a/an" before a job title says is not one held now ("a terrible cook", "an aspiring writer",
# "a former nurse") or what is a pastime or a liking, not a job ("a runner", "a dog lover").
NOT_JOBS = (
    r"good|great|bad|terrible|awful|decent|better|best|big|huge|massive|avid|keen|natural|born|total|"
    r"real|proper|serious|casual|fast|slow|early|late|night|picky|fussy|messy|hopeless|amateur|aspiring|"
    r"wannabe|would-be|former|ex|retired|lover|believer|reader|gamer|dreamer|fighter|survivor|winner|"
    r"loser|listener|thinker|talker|worrier|overthinker|runner|swimmer|cyclist|climber|hiker|surfer|"
    r"skier|golfer|walker|sleeper|eater|drinker|smoker|driver|learner|starter|sucker|stickler|"
    r"perfectionist|introvert|extrovert|optimist|pessimist|realist|minimalist|collector"
)
# "I started a new job at X", "I landed a job with X": the verbs that begin one.
JOB_STARTS = _phrases("started|got|landed|took|accepted|found|began|start")
# A pet's end: "Tom passed away", "we had to put Rex down", "we said goodbye to Max".
PET_ENDINGS_AFTER = _phrases(
    "passed away|died|passed|ran away|was put down|was put to sleep|is no longer with us|"
    "crossed the rainbow bridge"
)
PET_ENDINGS_BEFORE = _phrases(
    "say goodbye to|said goodbye to|saying goodbye to|put down|put to sleep|rehome|rehomed|lost"
)
# Who does a thing, said as the thing done: "a student at UCLA" studies there ("I dropped out of UCLA").
AGENT_NOUNS = {
    "student": "study",
    "teacher": "teach",
    "worker": "work",
    "employee": "work",
    "player": "play",
    "singer": "sing",
    "dancer": "dance",
    "writer": "write",
    "volunteer": "volunteer",
    "nurse": "nurse",
    "coach": "coach",
    "tutor": "tutor",
    "designer": "design",
}
# A habit one verb names alone, which "I quit smoking" ends: "Ana smokes a pack a day" is what it takes
# back ("I quit drinking" may be of alcohol or of coffee, so not "drink").
HABIT_VERBS = _words("smoke vape gamble")
# What a person is, said in one word: "I'm vegetarian", "I'm married" (a fact, however short).
STATUSES = _words(
    "vegetarian vegan pescatarian single married divorced engaged widowed pregnant retired sober "
    "unemployed diabetic celiac coeliac dating left-handed right-handed ambidextrous colorblind color-blind "
    "colourblind colour-blind deaf "
    "blind autistic dyslexic asthmatic epileptic introverted extroverted introvert extrovert bilingual "
    "trilingual"
)
# What was done to a person, said by its participle alone after "got" or "was": "I got promoted", "I
# was laid off" (an event of the speaker's life, however short; "I got tired" is a feeling).
DONE_TO = _words(
    "promoted demoted hired fired rehired sacked furloughed laid accepted admitted rejected waitlisted "
    "dumped scammed robbed mugged burgled hacked arrested sued fined ticketed vaccinated diagnosed "
    "evicted deported transferred drafted recruited published nominated elected shortlisted "
    "baptized baptised christened adopted tenured certified licensed ordained knighted"
)
# Parts of the body whose ache or injury is a fact of the speaker's health ("my knee's been bad",
# "my back hurts"); not "heart", "head" or "gut", whose state is mostly a mood ("my heart is full").
BODY_PARTS = _words(
    "knee knees back neck shoulder shoulders ankle ankles wrist wrists hip hips elbow elbows foot feet "
    "hand hands leg legs arm arms stomach throat eye eyes ear ears tooth teeth jaw spine hamstring "
    "hamstrings calf calves toe toes finger fingers skin lungs sinuses achilles"
)
# A plan changed, said by its participle alone ("postponed to next spring", "cancelled, sadly"): done
# to a thing, never the speaker's own doing, so its subject is the thing asked after or no one.
RESCHEDULED = re.compile(
    r"(?i)^(?:(?:got|been|was|it\s+was|it['’]s\s+been)\s+)?(?:postponed|cancell?ed|delayed|rescheduled|pushed\s+back|"
    r"called\s+off|put\s+on\s+hold)\b(?!\s+(?:the|my|our|a|an|it|them|his|her|their)\b)"
)
# What one plays, named alone after an ending ("I quit soccer"): games and instruments.
PLAYED = _phrases(
    "soccer|football|basketball|baseball|volleyball|tennis|golf|hockey|rugby|cricket|badminton|"
    "chess|poker|video games|guitar|piano|violin|drums|cello|flute|saxophone|bass|ukulele"
)
# What one drinks or eats, named alone after an ending ("I gave up coffee", "quit sugar"): the
# habit it ends is drinking or eating it.
DRUNK = _phrases("coffee|tea|alcohol|booze|beer|wine|soda|caffeine|energy drinks|fizzy drinks")
EATEN = _phrases("sugar|red meat|meat|dairy|gluten|carbs|junk food|fast food|sweets|chocolate|cheese|pork")
# Who one is by nation, faith or people, capitalised as a name is: "I'm Canadian" names no one.
IDENTITIES = _words(
    "american canadian british english french german italian spanish mexican chinese japanese korean "
    "indian irish scottish welsh dutch swedish norwegian danish finnish polish russian ukrainian greek "
    "turkish brazilian argentinian australian nigerian kenyan egyptian israeli pakistani iranian "
    "vietnamese thai filipino portuguese swiss austrian belgian czech hungarian romanian african asian "
    "european hispanic latino latina jewish muslim christian catholic hindu buddhist sikh atheist "
    "agnostic mormon protestant"
)
LANGUAGES = _phrases(
    "Spanish|French|German|Italian|Portuguese|Japanese|Chinese|Mandarin|Korean|Russian|Arabic|Hindi|"
    "Dutch|Greek|Swedish|Turkish|Hebrew|Latin|sign language"
)
# What is given up for good also when said of "the" thing ("I sold the bakery"; "I lost the game" is
# no possession's end).
SELLING = _phrases("sold|had to sell|gave away|donated|traded in|got rid of|scrapped")
# "I'm single (again)": no partner; "we're dating now", "I'm seeing someone": a partner not named.
SINGLE = re.compile(
    r"(?i)\b(?P<subj>I)(?:['’]m|\s+am)\s+(?:now\s+|still\s+|currently\s+|officially\s+)?single\b"
    r"(?!\s+(?:mom|mother|dad|father|parent|person|player|room))"
)
# What says a seeing is a meeting, not a partner: "seeing Rui tonight", "seeing someone about the car",
# "seeing Rui for lunch".
_MET_WHEN = (
    r"(?:tonight|today|tomorrow|later|this|next|on|at|about|from|after|before|again|"
    r"for\s+(?:lunch|dinner|coffee|drinks|breakfast|brunch|a\s+(?:drink|coffee|meal|catch-up)))\b"
)
PARTNERED = re.compile(
    # "I've been seeing someone", "we started dating" too.
    r"(?i)\b(?P<subj>I|we)(?:['’]m|['’]re|\s+am|\s+are|(?:['’]ve|\s+have)\s+been|(?:['’]ve|\s+have)?\s+started)"
    r"\s+(?:now\s+|finally\s+|officially\s+)?"
    # Not a meeting: "I'm seeing someone tonight about the car".
    rf"(?:dating|seeing\s+someone(?!\s+{_MET_WHEN})"
    r"|in\s+a\s+relationship)\b(?!\s+(?-i:[A-Z])|\s+with\s+(?-i:[A-Z]))"
)
# "I quit last year", "gave it up", "stopped a while ago": an ending with no object of its own, which
# a question of "still" names ("Do you still play tennis?").
QUIT_ALONE = re.compile(
    r"(?i)^(?:(?:nah|no|nope|actually|honestly)\W+)?(?:I\s+)?(?P<verb>quit|stopped|gave\s+(?:it|that)\s+up|gave\s+up)"
    r"(?:\s+(?:it|that))?(?:\s+(?:tbh|honestly))?"
    r"(?P<when>\s+(?:last|this|in|on|a|about|around|over|back|two|three|a\s+few|yesterday|recently|ages)\b[^,;]*)?"
    r"(?:,\s+[^.!?]*)?$"  # "gave it up, no time with the new job": why, after it
)
# A couple's "we": "We're engaged!", "we're expecting our second", "we got married": the speaker and
# their partner, whoever else the chat named.
COUPLE_WE_ARE = (
    r"\b[Ww]e(?:['’]re| are)(?=\s+(?:now\s+|officially\s+|still\s+)?(?:married|engaged|divorced|dating|pregnant|"
    r"expecting(?=\s+(?:a\s+)?(?:baby|boy|girl|twins|triplets|(?:our|their)\s+(?:first|second|third|fourth)\b)|\W*$))\b)"
)
COUPLE_WE_DID = r"\b[Ww]e(?=\s+(?:just\s+|finally\s+|recently\s+)?(?:got\s+(?:married|engaged|divorced)|broke\s+up|split\s+up)\b)"
COUPLE_WE = re.compile(rf"{COUPLE_WE_ARE}|{COUPLE_WE_DID}")
# A step of a relationship that keeps its partner: news, not a restatement ("Mark and I got engaged").
PARTNER_STEP = re.compile(r"(?i)\b(?:engaged|married|wedding|moved in together|proposed)\b")
# Groups one belongs to, which one leaves: "I left the band" ends "plays guitar in a band".
MEMBERSHIP_NOUNS = _phrases("band|team|club|choir|group|league|crew|troupe|orchestra|squad|gym|church")
# What one may run and close for good: "We closed the bakery" ends "owns a bakery".
BUSINESSES = _phrases(
    "bakery|shop|store|cafe|café|restaurant|business|studio|salon|bar|company|startup|practice|gallery|"
    "boutique|clinic|food truck|bookstore|bookshop"
)
# A possession's end: "I sold my car", "I donated my old bike".
POSSESSION_ENDINGS = _phrases(
    "sold|gave away|lost|got rid of|donated|traded in|had to sell|had to give away|scrapped|returned"
)
# A habit's end: "I stopped playing guitar", "I gave up smoking", "I quit drinking".
HABIT_ENDINGS = _phrases(
    "stopped|quit|gave up|have given up|have stopped|'ve given up|'ve stopped|had to stop|had to quit|"
    "had to give up"
)
# A relationship's end or its next step: "Alex and I broke up", "we got married".
BREAKUPS = _phrases(
    "broke up|split up|separated|divorced|got divorced|called it off|called it quits|"
    "called off the engagement|called off our engagement|broke off the engagement|broke off our engagement"
)
# A relationship over, said of it as the clause's end ("Tom and I are over"; "we're done packing" and
# "we're over the moon" go on).
_ARE_OVER = r"(?:are\s+|['’]re\s+)(?:so\s+|officially\s+|definitely\s+)?(?:over|done|through)(?:\s+for\s+good)?\s*[.!]*$"
# Before a statement, these make it no fact about the speaker's state: a condition, a wish, a
# hedge, reported speech or a denial ("If I moved to Rome", "I never said I hate my job").
IRREALIS = _phrases(
    "if|unless|what if|suppose|supposing|imagine|would|wouldn't|could|might|might have|"
    "maybe|perhaps|wish|hope|hoping|thinking of|thinking about|considering|plan to|planning to|"
    "want to|wanna|going to|gonna|never said|didn't say|did not say|not saying|said|says|say|told|"
    "claimed|claims|heard|pretend|pretending|joked|joking|in case|whether"
)
# Slots that one ending takes back together: "I lost my job" ends the employer and the job held.
SLOT_FAMILIES: dict[str, frozenset[str]] = {
    "employer": frozenset({"employer", "job"}),
    "job": frozenset({"employer", "job"}),
    "location": frozenset({"location"}),
}
# A memory saying a job already ended ("after losing their job") is no job an ending takes back.
JOB_GONE = re.compile(
    r"(?i)\b(?:lost|los(?:e|es|ing)|quit(?:s|ting)?|left|leav(?:e|es|ing)|fired|laid off|resign\w*|retir\w*)\b"
)
# What "I left X" may end: where the speaker worked or lived.
LEFT_ATTRIBUTES = frozenset({"employer", "location"})


# --- slot patterns (``slots.py``): how people say what holds of whom, and what no longer does ---


def alt(phrases: Iterable[str]) -> str:
    """A regex alternation of ``phrases`` (longest first, spaces as any whitespace)."""
    return "(?:" + "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in phrases) + ")"


PARTNER = alt(PARTNER_WORDS)
# Where a clause ends: a name said alone after a title or a kind ("my wife Ana", "my dog Rex") is
# whom the title names only there ("my wife Ana got promoted" says what Ana did).
_CLAUSE_END = r"(?=\s*(?:$|[,.;!?]))"
_PARTNER_NAME = r"(?!(?:And|But|Or|So|The|I)\b)[A-Z][\w'-]+"
PET = alt(PET_KINDS)
HOME = alt(HOME_WORDS)
# Buying a home ends renting one: "We bought a house in the suburbs" after "I rent an apartment".
HOME_BOUGHT = re.compile(
    rf"(?i)\b(?:bought|purchased|closed\s+on)\s+(?:a|an|our|my|the)\s+(?:(?:new|first|own|dream|little)\s+)*{HOME}\b"
)
RENTING = re.compile(rf"(?i)\b(?:rent|rents|renting)\s+(?:a|an|our|my|the)\s+(?:[\w-]+\s+)?{HOME}\b")
# "I started eating fish again": a food back in a diet, and the diets it ends (``reconcile._diet_ended``).
EATS_AGAIN = re.compile(
    r"(?i)\b(?:started|start|began|begun|went\s+back\s+to|back\s+to|now)\s+(?:eating|having)\s+"
    r"(?P<food>meat|fish|chicken|beef|pork|seafood|dairy|cheese|eggs)\b"
    r"|\b(?:eat|eats|eating)\s+(?P<again>meat|fish|chicken|beef|pork|seafood|dairy|cheese|eggs)\s+(?:again|now)\b"
)
DIETS_ENDED_BY = {
    "meat": "vegetarian|vegan|pescatarian",
    "chicken": "vegetarian|vegan|pescatarian",
    "beef": "vegetarian|vegan|pescatarian",
    "pork": "vegetarian|vegan|pescatarian",
    "fish": "vegetarian|vegan",
    "seafood": "vegetarian|vegan",
    "dairy": "vegan",
    "cheese": "vegan",
    "eggs": "vegan",
}
# Before a statement, a condition, wish, hedge, reported speech or denial: no fact about the speaker.
# "may" only in lower case: "In May we moved to Berlin" names a month, not a hedge.
IRREALIS_BEFORE = re.compile(rf"\b(?:(?i:{alt(IRREALIS)})|may)\b")

USER_WORDS = r"I|we|(?:the\s+)?(?:user|customer|client|passenger|traveller|traveler|guest)"
# A capitalised word is a subject unless it is a month, a weekday or a word that names no one
# ("Saturday works for me", "It works for me"); "We" is the speaker's group.
NO_SUBJECT = "|".join(sorted(MONTHS_AND_DAYS | (NOT_NAMES - {"We", "User", "I"})))
# "my sister", "my son": one of the speaker's family, whose slots are their own ("my sister lives in
# Oslo" and later "my sister moved to Bergen" are one slot of hers, never the speaker's).
_KIN_SUBJECT = "|".join(
    sorted((FEMININE | MASCULINE | {"partner"}) - {"girl", "lady", "woman", "boy", "guy", "man"})
)
SUBJECT = rf"(?P<subj>{USER_WORDS}|(?!(?:{NO_SUBJECT})\b)[A-Z][a-z]+|[Mm]y\s+(?:{_KIN_SUBJECT})\b)"
ADVERBS = (
    r"(?:\s+(?:really|absolutely|totally|also|still|just|actually|now|currently|definitely|truly|"
    r"recently|finally|kind of|sort of|do|did|does|have|has|had|always|usually|mostly))*"
)
BE = r"(?:'m|'re|'s|\s+am|\s+are|\s+is|\s+was|\s+were)"
# A value runs to the clause's end; a dot after a lone capital ("U.S.", "J. K.") stays inside it.
REST = r"(?P<value>(?:[^,.;!?]|(?<=\b[A-Z])\.)+)"
# Where one moved to: "moved to Denver from Miami" is to Denver, where from no part of it.
_TO_PLACE = r"(?P<value>(?:(?!\s+from\b)[^,.;!?]|(?<=\b[A-Z])\.)+)"
# "..., same role", "doing the same job": what says a move is of employer, not of home.
SAME_ROLE = r"\b(?:same|similar)\s+(?:role|position|job|title|team|work)\b"

# A name cased as a firm's, a capital inside it after lower case ("PwC", "YouTube", "LinkedIn"), not
# a town's prefix ("McAllen", "DeKalb", "LaGrange").
FIRM_CASED = r"(?!(?:Mc|Mac|De|La|Le|Di|Da|Van|Von|O)[A-Z])[A-Z][a-z]+[A-Z]\w*\b"
# Words that end a value: what follows them is a date, a reason or another clause.
VALUE_STOP = re.compile(
    r"(?i)\s+(?:last|next|this|in\s+(?:19|20)\d\d|since|yesterday|today|tomorrow|ago|because|but|and|so|"
    r"in\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)|"
    r"in\s+(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b\.?|"  # "to Berlin in Feb", as chat writes it
    # "back to Leeds in the summer", "over the holidays": a season or a part of the year
    r"(?:in|over|during)\s+the\s+(?:spring|summer|fall|autumn|winter|holidays|new\s+year)\b|"
    r"with|when|after|before|now|anymore|any more|too|a lot|so much|very much|these days|nowadays|"
    r"for\s+(?:\d+|a|an|the past|the last|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|"
    r"twenty|several|many|about|over|almost|nearly|more than|years|months)|on\s+[A-Z0-9]\w*|right now|at the moment|"
    # "to Glasgow to be near my mum", "for work": a purpose after the place is no part of it.
    r"lately|again|already|though|instead|over|rather than|to\s+\w+|for\s+(?:work|school|uni|college|my|our|"
    r"his|her|their))\b.*$"
)

# "I changed my number (to ...)", "I got a new email": a contact detail of the speaker's, changed.
CHANGED = r"(?:changed|updated|switched)"
CHANGED_CONTACT = re.compile(
    rf"(?i)\b(?:{CHANGED}|got)\s+(?:my|a\s+new)\s+"
    r"(?P<what>(?:phone\s+|mobile\s+|cell\s+|e-?mail\s+)?(?:number|e-?mail(?:\s+address)?))\b"
)
STATE_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    # "I left Google last month and joined Microsoft": the new employer, which updates the old one.
    (
        "employer",
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+(?:left|quit)\s+[^,.;!?]+?,?\s+and\s+(?:then\s+)?"
            rf"(?:joined|started (?:at|working (?:at|for))|went to work for)\s+{REST}"
        ),
    ),
    # "I started a new job as a Financial Analyst", "I got a job at the bank".
    (
        "job",
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+{alt(JOB_STARTS)}\s+(?:a|an|my|the)\s+(?:new\s+|first\s+)?"
            rf"(?:job|position|role|gig)\s+as\s+(?:an?\s+)?{REST}"
        ),
    ),
    (
        "employer",
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+{alt(JOB_STARTS)}\s+(?:a|an|my|the)\s+(?:new\s+|first\s+)?"
            rf"(?:job|position|role|gig)\s+(?:at|with|for)\s+{REST}"
        ),
    ),
    # "We got a new place in Lisbon", "I bought a house in Leeds": a new home names where one lives.
    (
        "location",
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+(?:got|bought|found|rented|moved into|moved in to)\s+(?:a|an|our|my)\s+"
            rf"(?:new\s+|own\s+|little\s+|bigger\s+|smaller\s+|first\s+)*{HOME}\s+in\s+(?P<value>[A-Z][^,.;!?]*)"
        ),
    ),
    (
        "partner",
        re.compile(
            # The name is capitalised whatever the case of the rest: "My girlfriend and I" names no one.
            # "My girlfriend, Toby and I": a name between a comma and "and" is one of a list.
            # The name said alone after the title only where the clause ends (``_CLAUSE_END``).
            rf"(?i:\b(?:my|the user's)\s+{PARTNER})(?:(?:(?i:'s|\s+is)\s+(?i:named\s+|called\s+)?|\s+(?i:named\s+|called\s+))"
            rf"(?P<value>{_PARTNER_NAME})"
            rf"|\s+(?P<alone>{_PARTNER_NAME}){_CLAUSE_END}"
            r"|,\s+(?P<appos>[A-Z][\w'-]+)\b(?!\s+and\b))"
        ),
    ),
    (
        "partner",
        re.compile(
            # Not a meeting ("I'm seeing Rui tonight", "seeing Dr Patel on Friday").
            rf"\b{SUBJECT}{BE}?{ADVERBS}(?:(?:['’]ve|\s+have|\s+has)\s+been)?\s+(?:dating|married to|engaged to|"
            rf"going out with|together with|in a relationship with|seeing(?!\s+\S+\s+{_MET_WHEN}))"
            rf"\s+(?P<value>(?!(?:Dr|Mr|Mrs|Ms|Miss|Prof)\b)[A-Z][\w'-]+)"
        ),
    ),
    # Marriage is a relationship change: "I married Sam", "I got married to Sam", "I got engaged to
    # Sam", and "Sam and I got married" name the new partner.
    (
        "partner",
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+(?:got\s+|just\s+got\s+)?(?:married|engaged)\s+(?:to\s+)?"
            rf"(?P<value>(?!(?:In|On|Last|This|Next|And|But|So|The)\b)[A-Z][\w'-]+)"
        ),
    ),
    (
        "partner",
        re.compile(
            r"(?P<value>(?!(?:And|But|Or|So|The|I|We|My|Our)\b)[A-Z][\w'-]+)\s+and\s+I(?:'ve|\s+have)?"
            rf"{ADVERBS}\s+(?:got|are|were|just got|finally got|recently got|have been|'ve been)?\s*(?:married|engaged)\b"
        ),
    ),
    (
        "location",
        re.compile(
            # (a stay is no home: "I'm staying in Berlin this week", "in the spare room")
            rf"\b{SUBJECT}{BE}?(?:\s+(?:currently|now|still))?\s+(?:living|based|located|residing)\s+in\s+{REST}"
        ),
    ),
    ("location", re.compile(rf"\b{SUBJECT}{ADVERBS}\s+(?:live|lives|reside|resides)\s+in\s+{REST}")),
    (
        "location",
        re.compile(
            # "I moved from Austin to Denver": where to, whatever it was from. Not "I moved to KPMG,
            # same role": a move of job (``SAME_ROLE``, the employer below).
            # Nor "he moved to PwC": a name cased as a firm's (``FIRM_CASED``).
            rf"\b{SUBJECT}{ADVERBS}\s+(?:moved|relocated|moving|relocating)\s+(?:back\s+|over\s+)?"
            rf"(?:from\s+[^,.;!?]+?\s+)?to\s+(?![^.;!?]*{SAME_ROLE})(?!{FIRM_CASED}){_TO_PLACE}"
        ),
    ),
    (
        "employer",
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+(?:moved|switched)\s+(?:over\s+)?to\s+(?:(?=[^.;!?]*{SAME_ROLE})|(?={FIRM_CASED})){REST}"
        ),
    ),
    (
        "employer",
        re.compile(
            # "I've been working at the hospital for five years": "been" too.
            rf"\b{SUBJECT}{BE}?{ADVERBS}(?:(?:['’]ve|\s+have|\s+has)?\s+been)?\s+"
            rf"(?:work|works|working|started working|employed)\s+(?:at|for|by)\s+{REST}"
        ),
    ),
    # "I joined Microsoft" names an employer; "I joined a gym" or "a support group" does not.
    (
        "employer",
        re.compile(
            # "I started at KPMG last week" too, not a school ("I started at Leeds Uni").
            rf"\b{SUBJECT}{ADVERBS}\s+(?:joined(?=\s+[A-Z])|started\s+at(?=\s+[A-Z](?![\w&'’-]*\s+"
            r"(?:Uni|University|College|School|Academy|High|Primary|Elementary|Middle|Nursery)\b))"
            # "I got poached by Revolut", "I was headhunted by Stripe": the employer it moves to.
            rf"|got (?:a|the) job (?:at|with)|got hired at|(?:got|was|been)\s+{TAKEN_ON_BY})"
            rf"\s+{REST}"
        ),
    ),
    ("employer", re.compile(rf"(?i)\b(?:my|the user's)\s+(?:employer|company)\s+is\s+{REST}")),
    # "I accepted the Stripe offer", "accepted an offer from Stripe": the employer to come.
    (
        "employer",
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+accepted\s+(?:the\s+(?P<org>[A-Z][\w&'’-]*)\s+(?:job\s+)?offer"
            rf"|(?:the|an|a)\s+(?:job\s+)?offer\s+(?:from|at|with)\s+{REST})"
        ),
    ),
    # "I'm a software engineer at Shopify", "She's a nurse with Kaiser": a job title, then where.
    (
        "employer",
        re.compile(
            rf"\b{SUBJECT}{BE}{ADVERBS}\s+(?:an?|the)\s+(?:[\w-]+\s+){{0,3}}?(?:{JOB_TITLE})\s+(?:at|for|with)\s+"
            r"(?P<value>[A-Z](?:[^,.;!?]|(?<=\b[A-Z])\.)*)"
        ),
    ),
    ("job", re.compile(rf"\b{SUBJECT}{ADVERBS}\s+(?:work|works|working)\s+as\s+(?:an?\s+)?{REST}")),
    # "I'm a teacher", "she's a nurse now": a job title alone ends the clause; not "a terrible cook",
    # "a dog lover" or "an aspiring writer", nor "a runner" (``NOT_JOBS``).
    (
        "job",
        re.compile(
            rf"\b{SUBJECT}{BE}{ADVERBS}\s+an?\s+(?P<value>(?:(?!(?:{NOT_JOBS})\b)[a-z-]+\s+){{0,2}}?"
            rf"(?!(?:{NOT_JOBS})\b)(?:{JOB_TITLE}))(?:\s+now)?\s*(?:$|[,.;!?])"
        ),
    ),
    # "I got promoted to senior engineer at Google": the title where the speaker works, the employer's
    # next value ("User works at Google as a software engineer" is its last).
    (
        "employer",
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+(?:got|was|been|have been|'ve been)\s+promoted\s+to\s+(?:an?\s+|the\s+)?"
            r"(?P<value>[^,.;!?]+?\s+(?:at|with)\s+[A-Z](?:[^,.;!?]|(?<=\b[A-Z])\.)*)"
        ),
    ),
    # "I got promoted to store manager": the new title is the job now.
    (
        "job",
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+(?:got|was|been|have been|'ve been)\s+promoted\s+to\s+(?:an?\s+|the\s+)?{REST}"
        ),
    ),
    (
        "job",
        re.compile(rf"(?i)\b(?:my|the user's)\s+(?:job|profession|occupation)\s+is\s+(?:an?\s+)?{REST}"),
    ),
    ("name", re.compile(rf"(?i)\b(?:my|the user's)\s+name(?:'s|\s+is)\s+{REST}")),
    (
        "name",
        re.compile(
            r"(?i)\b(?:call me|I'm called|I am called|I go by|I prefer to be called)\s+(?P<value>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)"
        ),
    ),
    ("age", re.compile(rf"\b{SUBJECT}{BE}\s+(?P<value>\d{{1,3}})\s+years?\s+old\b")),
    ("age", re.compile(rf"\b{SUBJECT}{ADVERBS}\s+turned\s+(?P<value>\d{{1,3}})\b")),
    ("age", re.compile(r"(?i)\bmy age is\s+(?P<value>\d{1,3})\b")),
    # "I'm 34": a number alone after "I'm" ends the clause as an age does ("he's 8 now, birthday
    # was last week": a "now" or a comma after it too).
    ("age", re.compile(rf"\b{SUBJECT}{BE}\s+(?:now\s+)?(?P<value>\d{{1,3}})(?:\s+now)?\s*(?:$|,)")),
    (
        "phone",
        re.compile(
            # "My new number is ...", "my number is now ...": the next version.
            r"(?i)\b(?:my|the user's)\s+(?:new\s+)?(?:phone|phone number|mobile|mobile number|cell|cell number|number)"
            r"(?:'s|\s+is|\s+changed\s+to)(?:\s+now)?\s+(?P<value>\+?\d[\d\s().-]{4,}\d)"
        ),
    ),
    (
        "phone",
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+{CHANGED}\s+(?:my|the user's)\s+(?:phone\s+|mobile\s+|cell\s+)?"
            r"number\s+to\s+(?P<value>\+?\d[\d\s().-]{4,}\d)"
        ),
    ),
    (
        "email",
        re.compile(
            r"(?i)\b(?:my|the user's)\s+(?:new\s+)?(?:e-?mail|e-?mail address)(?:'s|\s+is|\s+changed\s+to)(?:\s+now)?"
            r"\s+(?P<value>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)"
        ),
    ),
    # "I drive a 2015 Honda Civic", "I'm driving a Tesla now": the car, by its make ("I drive a lot"
    # names none).
    (
        "car",
        re.compile(
            rf"\b{SUBJECT}{BE}?{ADVERBS}\s+(?:drive|drives|driving)\s+(?:a|an)\s+"
            r"(?P<value>(?:(?:new|old|used|little|\d{4})\s+)*[A-Z][\w-]*(?:\s+(?:[A-Z][\w-]*|\d+\w*))*)"
        ),
    ),
    ("birthday", re.compile(rf"(?i)\b(?:my|the user's)\s+birthday(?:'s|\s+is)\s+(?:on\s+)?{REST}")),
    ("birthday", re.compile(rf"\b{SUBJECT}\s+was\s+born\s+on\s+{REST}")),
]
# What a speaker can have none of and later get: "I don't have any pets" ... "I adopted a pup".
OWNED_KINDS = frozenset(PET_KINDS) | _words("car bike motorbike motorcycle truck boat house apartment flat")
# A kind counted as another too: a puppy is a dog (every pet kind is also a pet).
KIND_OF = {"puppy": "dog", "pup": "dog", "doggo": "dog", "kitten": "cat", "kitty": "cat", "bunny": "rabbit"}
# "I don't have any pets", "I have no car": none of a kind (``slots.find_slot``, attribute "owns:<kind>").
HAS_NONE_PATTERNS = [
    re.compile(
        rf"\b{SUBJECT}\s+(?:don't|don’t|do\s+not|doesn't|doesn’t|does\s+not)\s+(?:(?:currently|really|yet)\s+)?"
        r"(?:have|own)\s+(?:any|a|an)\s+(?P<value>[a-z]+)\b"
    ),
    re.compile(rf"\b{SUBJECT}\s+(?:have|has|own|owns)\s+no\s+(?P<value>[a-z]+)\b"),
]
# "I adopted a puppy", "we just got a new car", "Toby is my puppy", "my puppy Toby": the speaker now
# has one of a kind (``slots.acquired``), which ends a "has none" of that kind.
ACQUIRED_PATTERNS = [
    re.compile(
        r"\b(?:I|[Ww]e)\s+(?:(?:just|finally|recently|also|even)\s+)?(?:adopted|got|rescued|bought|"
        r"purchased|brought\s+home|took\s+home)\s+(?:a|an|another|my|our)\s+"
        r"(?:(?:new|little|young|baby|sweet|cute|rescue|used|second-hand)\s+)*(?P<kind>[a-z]+(?:\s+pig)?)\b"
    ),
    re.compile(r"\b[A-Z][a-z]+\s+is\s+(?:my|our)\s+(?:new\s+|little\s+)?(?P<kind>[a-z]+(?:\s+pig)?)\b"),
    re.compile(
        r"\b(?:[Mm]y|[Oo]ur)\s+(?:new\s+|little\s+)?(?P<kind>[a-z]+(?:\s+pig)?),?\s+(?:called\s+|named\s+)?[A-Z][a-z]+\b"
    ),
]
# "I have a dog called Rex", "my cat Tom", "I adopted a puppy named Luna", "I bought a Tesla".
HAS_PATTERNS = [
    re.compile(
        rf"\b{SUBJECT}{ADVERBS}\s+(?:have|has|own|owns|got|adopted|bought|rescued|have got)\s+(?:a|an|another)\s+"
        r"(?:new\s+|little\s+|young\s+|old\s+)?[a-z]+\s+(?:called|named)\s+(?P<value>[A-Z][\w'-]+)"
    ),
    re.compile(
        r"(?i:\b(?:my|the user's)\s+(?:new\s+|little\s+|old\s+)?)(?P<kind>dog|cat|puppy|kitten|horse|rabbit|"
        r"bunny|hamster|parrot|bird|fish|turtle|snake|pet|guinea pig)(?:,?\s+(?:called|named)\s+"
        r"(?P<value>[A-Z][\w'-]+)"
        # "my dog Rex ate my sock" says what Rex did: the name alone, only where the clause ends.
        rf"|,?\s+(?P<alone>[A-Z][\w'-]+){_CLAUSE_END})"
    ),
    re.compile(
        rf"\b{SUBJECT}{ADVERBS}\s+(?:have|has|own|owns|bought|got)\s+(?:a|an)\s+(?:(?:new|used|old|little|second-hand|electric)\s+)?"
        r"(?P<value>[A-Za-z][\w-]+)(?=\s*(?:[.,;!?]|$|\s+(?:last|this|yesterday|today|recently|in\s)))"
    ),
]
POSSESSION_STOP = {
    "lot",
    "bit",
    "feeling",
    "question",
    "idea",
    "good",
    "great",
    "few",
    "couple",
    "chance",
    "new",
}
FAVOURITE = re.compile(
    r"(?i)\b(?:my|the user's|(?P<owner>[A-Z][a-z]+)'s)\s+(?:all-time\s+)?favou?rite\s+(?P<what>[\w\s-]+?)\s+"
    # "My favorite band these days is Big Thief": when, no part of what the favourite is of.
    r"(?:(?:these\s+days|nowadays|currently|lately|right\s+now|at\s+the\s+moment)\s+)?"
    r"(?:is|are|was|has always been)\s+" + REST
)
POSITIVE_VERBS = (
    r"love|loves|like|likes|enjoy|enjoys|adore|adores|prefer|prefers|am into|'m into|is into|"
    r"am a (?:big |huge )?fan of|'m a (?:big |huge )?fan of|is a (?:big |huge )?fan of|can't get enough of"
)
# "Did your sister end up liking Berlin?" - "she found a job there": a name liked is a place "there"
# may be, when no place was named after a preposition.
LIKED_PLACE = re.compile(
    r"\b(?:like|likes|liked|liking|love|loves|loved|loving|enjoy|enjoys|enjoyed|enjoying)\s+"
    r"(?P<place>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2})\b"
)
# "she loves it there", "I hated it there": the "it" is the being there, so the place is what is
# liked, once "there" is said as the place the chat named.
LIKED_IT_THERE = re.compile(r"(?i)\b(?:love|like|enjoy|hate)(?:s|d|ed)?\s+it\s+there\b")
NEGATIVE_VERBS = (
    r"hate|hates|dislike|dislikes|detest|detests|despise|despises|can't stand|cannot stand|can't bear|"
    r"don't like|do not like|doesn't like|does not like|don't enjoy|doesn't enjoy|am not a fan of|"
    r"'m not a fan of|don't care for"
)
OPINION = re.compile(
    rf"\b{SUBJECT}{ADVERBS}(?:\s+|(?='))(?P<verb>{NEGATIVE_VERBS}|{POSITIVE_VERBS})\s+{REST}"
)
NEGATIVE_VERB = re.compile(rf"^(?:{NEGATIVE_VERBS})$")
WANT = re.compile(
    rf"\b{SUBJECT}{ADVERBS}\s+(?:want|wants|wanna|would like|'d like|wish|wishes|hope to|hopes to|"
    r"plan to|plans to|am planning to|'m planning to|am thinking of|'m thinking of|can't wait to)\b"
)
VAGUE_VALUES = {
    *[
        "it",
        "that",
        "this",
        "them",
        "those",
        "these",
        "you",
        "him",
        "her",
        "me",
        "us",
        "one",
        "so",
        "too",
        "much",
    ],
}

CESSATION_PATTERNS: list[re.Pattern[str]] = [
    re.compile(rf"\b{SUBJECT}(?:\s+(?:can|could))?\s+no longer\s+(?P<rest>[^.;!?]+)"),
    # "I'm no longer a nurse", "I am no longer vegetarian": what the speaker was.
    re.compile(rf"\b{SUBJECT}(?P<be>'m|’m|\s+am|\s+is)\s+no\s+longer\s+(?P<rest>[^.;!?]+)"),
    re.compile(
        rf"\b{SUBJECT}\s+(?P<neg>don't|do not|doesn't|does not|can't|cannot|can not|couldn't)\s+"
        r"(?P<rest>[^.;!?]+?)\s+(?:anymore|any more)\b"
    ),
    re.compile(rf"\b{SUBJECT}(?P<be>'m|\s+am|\s+is)\s+not\s+(?P<rest>[^.;!?]+?)\s+(?:anymore|any more)\b"),
]
# An ending that names no one ("we broke up", "I got laid off") takes back whoever the slot holds.
ANYONE = "Anyone"
NAME = r"(?P<x>[A-Z][\w'-]+)"
OWN = r"(?:my|our|his|her|their)"
# Changes people phrase as an ending, by family: each maps to the statement it takes back.
ENDING_PATTERNS: list[tuple[re.Pattern[str], str]] = [
    # "I'm no longer at Shopify", "I'm no longer with Acme": the workplace, said as working there.
    (
        re.compile(
            rf"\b{SUBJECT}(?:'m|’m|\s+am|'s|\s+is)\s+no\s+longer\s+(?:working\s+)?(?:at|with|for)\s+"
            r"(?P<x>[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*)"
        ),
        "{s} work at {x}",
    ),
    # "I retired from teaching": the work, said as what is done (a teacher teaches: AGENT_NOUNS).
    (re.compile(rf"\b{SUBJECT}{ADVERBS}\s+(?:retired|resigned)\s+from\s+(?P<g>[a-z]+ing)\b"), "{s} {g}"),
    # Job: "I lost my job at the bank", "I got laid off from Acme", "I quit my job as a nurse".
    (
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+(?:{alt(JOB_ENDINGS)}\s+{OWN}\s+(?:new\s+|old\s+)?job\s+"
            rf"(?:at|with)|{alt(JOB_ENDINGS_FROM)})\s+(?P<x>[^,.;!?]+)"
        ),
        "{s} work at {x}",
    ),
    (
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+{alt(JOB_ENDINGS)}\s+{OWN}\s+(?:new\s+|old\s+)?job\s+as\s+"
            r"(?:an?\s+)?(?P<x>[^,.;!?]+)"
        ),
        "{s} work as a {x}",
    ),
    (re.compile(rf"\b{SUBJECT}{ADVERBS}\s+{alt(JOB_ENDINGS_ALONE)}\b"), "{s} work at " + ANYONE),
    # "my boss let me go", "they laid me off": the same ending, said by what the employer did.
    (
        re.compile(
            r"\b(?:[Tt]hey|(?:[Mm]y|[Tt]he)\s+(?:boss|manager|company|employer|firm)|[A-Z][\w&'-]+)\s+(?:just\s+)?"
            r"(?:let\s+me\s+go(?=\s*(?:[,.;!?]|$|today\b|yesterday\b|last\b|this\b|on\s+[A-Z]))|"
            r"laid\s+me\s+off|fired\s+me(?!\s+up)|sacked\s+me)"
        ),
        "I work at " + ANYONE,
    ),
    # "I left Google last month" (not "... and joined Microsoft": that names the new value; nor "I
    # left Paris for the weekend" or "to visit Lyon": a trip, not a move).
    (
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+(?:left|quit)\s+(?P<x>[A-Z][\w&'-]*+(?:\s+[A-Z][\w&'-]*+)*+)"
            r"(?![^.;!?]*\band\s+(?:then\s+)?(?:joined|started|moved|went|got))"
            r"(?!\s+(?:early|late|for\s+(?:a|an|the|our|my|two|three|a\s+few|\w+)\s+(?:day|days|night|nights|"
            r"week|weeks|weekend|trip|holiday|holidays|vacation|while)|on\s+(?:a|an|our|my)\s+\w*\s*"
            r"(?:trip|holiday|vacation)|to\s+(?:visit|see|go|spend)))"
        ),
        "{s} work at {x}",
    ),
    # "Today was my last day at Google", "I stepped down as coach of the youth team".
    (re.compile(r"\b(?:was|is)\s+(?:my|our)\s+last\s+day\s+(?:at|with)\s+(?P<x>[^,.;!?]+)"), "I work at {x}"),
    (
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+(?:stepped\s+down|resigned)\s+as\s+(?:an?\s+|the\s+|{OWN}\s+)?(?P<x>[^,.;!?]+)"
        ),
        "{s} am the {x}",
    ),
    # Membership: "I left the band", "I quit my book club" (what "I left Google" is for a name).
    (
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+(?:left|quit)\s+(?:the|my|our)\s+(?P<x>(?:[a-z-]+\s+){{0,2}}"
            rf"{alt(MEMBERSHIP_NOUNS)})\b"
        ),
        "{s} am in the {x}",
    ),
    # Study: "I graduated from NYU", "I dropped out of UCLA" end studying there.
    (
        re.compile(rf"\b{SUBJECT}{ADVERBS}\s+(?:graduated\s+from|dropped\s+out\s+of)\s+(?P<x>[^,.;!?]+)"),
        "{s} study at {x}",
    ),
    # "I finally graduated last week!": done studying, wherever (not "graduated high school in 2015",
    # nor "graduated on 12 June 2019", long done).
    (
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+graduated(?=\s*(?:$|[,.!;]|\s+(?:last|this|yesterday|today)\b))"
        ),
        "{s} am a student",
    ),
    # Home: "I moved out of my parents' place" ends living with them; "... out of my flat", there.
    (
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+moved\s+out\s+of\s+{OWN}\s+(?P<x>[a-z]+)(?:['’]s|['’])\s+{HOME}\b"
        ),
        "{s} live with my {x}",
    ),
    (
        re.compile(rf"\b{SUBJECT}{ADVERBS}\s+moved\s+out\s+of\s+(?P<x>(?:the|my|our)\s+[^,.;!?]+)"),
        "{s} live in {x}",
    ),
    # Relationship: "I broke up with Sam", "Alex and I broke up", "we split up", "I got divorced".
    (
        re.compile(rf"\b{SUBJECT}\s+{alt(BREAKUPS)}\s+(?:with|from)\s+{NAME}"),
        "{s} am dating {x}",
    ),
    (re.compile(rf"\b{NAME}\s+and\s+(?:I|me)\s+{alt(BREAKUPS)}"), "I am dating {x}"),
    # "me and Leo split up": chat's order.
    (re.compile(rf"(?i:\bme)\s+and\s+{NAME}\s+{alt(BREAKUPS)}"), "I am dating {x}"),
    # "Tom and I are over", "We're done for good": said as the whole clause, no "over the moon".
    (re.compile(rf"\b{NAME}\s+and\s+I\s+{_ARE_OVER}"), "I am dating {x}"),
    (re.compile(rf"(?i)^(?:we|(?:my|our)\s+{PARTNER}\s+and\s+I)\s*{_ARE_OVER}"), "I am dating " + ANYONE),
    (re.compile(r"\b(?:I|We|we)\s+(?:divorced|got divorced)\s+(?P<x>[A-Z][\w'-]+)"), "I am dating {x}"),
    (
        re.compile(
            rf"(?i)\b(?:we|I|(?:my|our)\s+{PARTNER}\s+and\s+I)\s+{alt(BREAKUPS)}\b(?!\s+(?:with|from)\b)"
        ),
        "I am dating " + ANYONE,
    ),
    # Pet: "Tom passed away", "our dog Rex died", "we had to say goodbye to Max", "we put Rex down".
    (
        re.compile(rf"\b(?:(?i:{OWN})\s+(?:[a-z]+\s+)?)?{NAME}\s+{alt(PET_ENDINGS_AFTER)}\b"),
        "I have a pet called {x}",
    ),
    (
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}(?:\s+had\s+to)?\s+{alt(PET_ENDINGS_BEFORE)}\s+"
            rf"(?:(?i:{OWN})\s+(?:(?i:{PET})\s+)?)?{NAME}"
        ),
        "{s} have a pet called {x}",
    ),
    (
        re.compile(rf"\b{SUBJECT}{ADVERBS}(?:\s+had\s+to)?\s+put\s+{NAME}\s+(?:down|to sleep)\b"),
        "{s} have a pet called {x}",
    ),
    # "We had to give Luna away".
    (
        re.compile(rf"\b{SUBJECT}{ADVERBS}(?:\s+had\s+to)?\s+(?:give|gave|giving)\s+{NAME}\s+away\b"),
        "{s} have a pet called {x}",
    ),
    # "We gave Shelly to my nephew", "we rehomed Luna with a family": a pet passed on for good.
    (
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}(?:\s+had\s+to)?\s+(?:gave|give)\s+{NAME}\s+to\s+"
            r"(?:my|our|a|an|the|some|his|her|their)\s+[a-z]"
        ),
        "{s} have a pet called {x}",
    ),
    # "My Mini got totaled", "our car was stolen": a possession lost to an accident or a thief.
    (
        re.compile(
            rf"\b(?i:{OWN})\s+(?:old\s+|beloved\s+)?(?P<x>[A-Za-z][\w-]+)\s+(?:got|was|has\s+been)\s+"
            r"(?:totaled|totalled|stolen|wrecked|written\s+off)\b"
        ),
        "I have a {x}",
    ),
    # Possession: "I sold my car", "I donated my old bike to a shelter".
    (
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+(?:{alt(POSSESSION_ENDINGS)}\s+(?:my|our)|{alt(SELLING)}\s+the)\s+(?:old\s+|beloved\s+)?"
            r"(?P<x>[A-Za-z][\w-]+)"
        ),
        "{s} have a {x}",
    ),
    # A business's end: "We closed the bakery for good", "I shut down my studio" ("I closed the door"
    # names no business).
    (
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}(?:\s+had\s+to)?\s+(?:closed|shut|shut\s+down|closed\s+down)\s+(?:{OWN}|the)\s+"
            rf"(?:[a-z-]+\s+)?(?P<x>{alt(BUSINESSES)})\b(?!\s+(?:early|today|tonight|for\s+the\s+(?:day|night|week|holidays?)))"
        ),
        "{s} have a {x}",
    ),
    # A game or an instrument named alone: "I quit soccer", "I gave up the piano" end playing it; a
    # language, learning it; "I cancelled my gym membership", going to the gym.
    (
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+{alt(HABIT_ENDINGS)}(?:\s+on)?\s+(?:the\s+|my\s+)?(?P<x>{alt(PLAYED)})\b"
            r"(?!\s+(?:team|club|league|lessons?|class(?:es)?|practice))"
        ),
        "{s} play {x}",
    ),
    (
        re.compile(
            rf"\b{SUBJECT}{ADVERBS}\s+{alt(HABIT_ENDINGS)}(?:\s+on)?\s+(?:learning\s+)?(?P<x>{alt(LANGUAGES)})\b"
        ),
        "{s} learn {x}",
    ),
    (
        re.compile(rf"\b{SUBJECT}{ADVERBS}\s+(?:cancell?ed|quit|ended)\s+{OWN}\s+gym\s+membership\b"),
        "{s} go to the gym",
    ),
    # What one drinks or eats: "I gave up coffee" ends drinking it, "I quit sugar" eating it.
    *(
        (
            re.compile(
                rf"\b{SUBJECT}{ADVERBS}\s+(?:{alt(HABIT_ENDINGS)}|cut\s+out)\s+(?P<x>{alt(things)})\b"
            ),
            f"{{s}} {verb} {{x}}",
        )
        for verb, things in (("drink", DRUNK), ("eat", EATEN))
    ),
    # Habit: "I stopped playing guitar", "I gave up smoking".
    (
        re.compile(rf"\b{SUBJECT}{ADVERBS}\s+{alt(HABIT_ENDINGS)}\s+(?P<g>[a-z]+ing)\b(?P<x>[^,.;!?]*)"),
        "{s} {g} {x}",
    ),
]
FORGET = re.compile(r"(?i)^\s*(?:please\s+)?forget\s+(?:that\s+|about\s+)?(?P<rest>[^.;!?]+)")
NOT_ANYMORE = re.compile(r"(?i)^(?P<rest>.+?),?\s+(?:not|no)\s+(?:anymore|any more)\s*[.!]?$")


# The first words of the endings above: a clause opening with one has dropped its "I".
# An adverb before a verb whose "I" chat drops: "finally left Deloitte", "just sold the Golf".
_DROPPED_LEAD = r"(?i:(?:finally|just|recently|actually)\s+)?"
DROPPED_I = re.compile(
    # ("finally left Deloitte": an adverb may come first)
    rf"^{_DROPPED_LEAD}(?i:"
    + "|".join(
        sorted(
            {
                p.split()[0]
                for p in (
                    *JOB_ENDINGS,
                    *JOB_ENDINGS_FROM,
                    *JOB_ENDINGS_ALONE,
                    *POSSESSION_ENDINGS,
                    *HABIT_ENDINGS,
                )
                if p[0].isalpha() and p.split()[0] not in ("was", "have", "had")
            }
        )
    )
    # "left Deloitte": a name after the verb, too.
    + rf")\b(?=\s+(?:(?:my|our|up|off|laid|fired|let|rid|\w+ing|{alt(DRUNK)}|{alt(EATEN)})\b|[A-Z]))"
    # "Traded in the Civic for a Tesla": what is given up for good, said of "the" thing too.
    + rf"|^{_DROPPED_LEAD}(?i:{alt(SELLING)})(?=\s+the\b)"
)

# Verbs of thinking and saying: "that" after them opens what is thought or said ("I'm still thinking
# that counseling is the way"); "I know that song", "I saw that movie" point, so "know" and "see" are
# not here.
SAYING_VERBS = _words(
    "think believe realize realise hope guess say tell feel learn decide agree suppose bet mean wish "
    "notice discover admit"
)
# Words around "one" that make it no elliptical noun: "no one", "number one", "at one with", "this
# one" (a demonstrative's); "one of", "one another", "the one who", "one more".
# "on day one", "from week one", "season one": one numbers them.
NOT_ELLIPTICAL_BEFORE_ONE = _words(
    "no any some every number at which this day week month year page chapter level round part season "
    "episode phase stage"
)
NOT_ELLIPTICAL_AFTER_ONE = _words("of another who that which more or and by")

# Events of one's calendar, said with no "my" ("thesis defense is tomorrow", "marathon's in 3 weeks",
# "physio on Thursday"): the speaker's (``rules._OWN_SCHEDULE``), and a clause of their own after a
# comma (``rules._CLAUSE_BREAK``).
SCHEDULED = (
    r"(?:[Tt]hesis\s+defen[cs]e|[Ss]tart\s+date|[Ll]ast\s+day|[Ff]irst\s+day|[Dd]ue\s+date|"
    r"[Ff]light|[Aa]ppointment|[Ii]nterview|[Ss]urgery|[Ee]xam|[Ff]inal\s+exam|[Ff]inals|[Dd]efen[cs]e|[Ww]edding|"
    r"[Gg]raduation|[Mm]ove-in\s+day|[Mm]ove|[Rr]ecital|[Gg]ig|[Ss]hift|[Dd]eadline|[Cc]heck-?up|[Ss]can|"
    # a race, a test, a trip, a session booked
    r"(?:[Hh]alf\s+)?[Mm]arathon|[Rr]ace|[Tt]riathlon|(?:[Dd]riving|[Tt]heory)\s+test|[Vv]iva|[Oo]peration|"
    r"[Ff]irst\s+(?:date|meeting|session|class|lesson)|"
    r"[Hh]oliday|[Tt]rip|[Hh]en\s+do|[Ss]tag\s+do|[Pp]hysio|[Dd]entist|[Hh]aircut|MOT|"
    r"(?:[Ss]econd|[Tt]hird|[Ff]inal|[Nn]ext)\s+(?:round|interview)|"
    r"[Bb]aby(?=(?:\s+is|['’]s)\s+due\b))"  # "Baby's due in six weeks": the speaker's, expected
)

# What names the thing just spoken of: "I met someone - a guy called Tom", "we got a puppy!! a
# cockapoo called Biscuit" (``salience``, ``rules``).
NAMED_APPOSITIVE = r"an?\s+[\w-]+(?:\s+[\w-]+)?(?:,\s*[^,]+)?,?\s+(?:named|called)\s+(?-i:[A-Z])"

# Occasions of someone's, said as "it's my birthday tomorrow" (``rules._occasion``) or after a comma
# (``rules._CLAUSE_BREAK``).
OCCASIONS = r"(?:birthday|bday|anniversary|wedding|graduation|leaving\s+do)"
# Whom a question pairs someone with: "is Sam still with Jo?", "seeing", "married to"
# (``referents._PAIRED_WITH``; ``rules._ONLY_A_PERSON``).
PAIRED_WITH = r"(?:with|together\s+with|dating|seeing|married\s+to|engaged\s+to)"
# Feelings and verdicts that are a state of what was said too ("moved to Leeds, alone", "got a
# sofa, free"), not a reaction tagged on (``salience._REACTIONS``).
STATES_NOT_REACTIONS = _words(
    "alone free ready sure certain down low alive powerful content calm accepted loved valued supported "
    "appreciated comfortable fine ok okay alright good"
)
# After an event named, the words that open when it is: "wedding's next summer" ("'s" is "is" then,
# ``salience``), "second round next Thursday", "flight tonight" (its "is" dropped, ``rules._OWN_SCHEDULE``).
WHEN_AFTER_EVENT = _words("next this tomorrow today tonight on")
# ... and a day named alone: "physio Thursday", "first date Friday" (an event's, not "'s": "mum's
# Sunday roast").
WHEN_NAMED_AFTER_EVENT = rf"(?:{alt(WHEN_AFTER_EVENT)}|(?i:{WEEKDAY_NAMES}))"
