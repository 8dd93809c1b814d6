"""Word lists the rules extractor reads, in one place: what marks a feeling, a remark, a vague word.

Each list is general English, not drawn from any one conversation; a rule that needs a list takes
it from here, so a reader finds every list by this file's name.
"""

from __future__ import annotations


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
    "disappointed heartbroken devastated glad thankful sure certain"
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
    "encouraging empowering liberating freeing comforting reassuring inspiring thought-provoking"
)
# Words that say little alone: the object of "keep it up", "do my best", "have a blast".
VAGUE_NOUNS = _words(
    "thing things stuff lot lots bit time times way ways one ones something anything everything nothing "
    "someone anyone everyone somebody anybody everybody day days while moment moments blast fun best "
    "kind sort deal part point idea sense feeling feelings heart mind luck chance step steps journey "
    "goal goals dream dreams effort opportunity opportunities difference impact power potential life lives world experience support help words advice encouragement kindness"
)
# What an experience gives a person, said of the moment: "brings me joy", "gave us so much happiness".
FELT_NOUNS = _words(
    "joy happiness peace hope energy comfort strength relief calm courage confidence motivation "
    "inspiration purpose warmth fulfillment fulfilment satisfaction pride solace serenity"
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
# Feminine and masculine kin and roles: "my sister ... she" resolves "she" to "my sister".
FEMININE = _words(
    "mother mom mum mommy mama sister daughter wife girlfriend fiancee aunt grandma grandmother niece "
    "granddaughter stepmother stepdaughter stepsister girl lady woman"
)
MASCULINE = _words(
    "father dad daddy papa brother son husband boyfriend fiance uncle grandpa grandfather nephew grandson "
    "stepfather stepson stepbrother boy guy man"
)
# Verbs that open an imperative even though they are also nouns: "Keep going", "Take care".
IMPERATIVES = _words(
    "keep take make stay check try let have enjoy give go come send tell show look watch believe see"
)
# Plural nouns that are not a group someone has: "our lives", "my days" are never what "they" means.
ABSTRACT_PLURALS = _words(
    "lives days hearts minds eyes feelings emotions thoughts memories goals dreams moments times things "
    "ways years weeks months hours minutes nights mornings weekends skills values interests worries "
    "fears struggles problems issues plans ideas hopes stories efforts wishes thanks regards"
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

OBJECT_STARTS = _words("me us him her them it you a an the my our his their your this that some")

# Words that put a person in a subject (nominative and possessive: "us" and "me" are never subjects).
PERSON_WORDS = _words("i we my our mine ours he she his her they their")

# Month and weekday names (and their short forms): never a person's or a place's name.
MONTHS_AND_DAYS = _words(
    "January February March April May June July August September October November December Monday "
    "Tuesday Wednesday Thursday Friday Saturday Sunday Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov "
    "Dec"
)

# Capitalised words that are not names: pronouns, function words, greetings, titles.
NOT_NAMES = _words(
    "I I'm I've I'd I'll My The A An It It's This That These Those There Here We Our He She They You "
    "Your And But So Or If When While Also Just Yes No Oh Wow Hey Hi Hello Thanks Yesterday Today "
    "Tomorrow Last Next Mr Mrs Ms Dr User"
)

# "Can't wait till Toby and I bond": after one of these, a name and "I" are one subject.
SUBORDINATORS = _words("till until when after before since because if while that whenever once")

# Words that do not count towards a clause's content (a clause needs one other word to be kept).
CLAUSE_STOP_WORDS = _words(
    "i me my we our us you your he she it they them the a an and or but so to of in on at for with is "
    "am are was were be been being have has had do does did this that these those there here just "
    "really very too also not no yes oh well like get got go going went can could would should will"
)

# Adverbs that may open a clause before its verb: "Really love it", "Finally got the job".
LEADING_ADVERBS = _words("really just also so finally actually totally definitely still already even")

# A verb in -s first in a clause stands for a lost "it" ("Sounds fun", "Makes me think").
IT_VERBS = _words(
    "makes sounds looks seems feels reminds means helps brings gets takes keeps gives shows works "
    "happens matters goes says"
)

# Chat drops the subject: "Went to the park", "Hope it works" mean "I ...". These verbs, first in a
# clause, stand for the speaker; a verb in -s ("Makes me think", "Sounds fun") stands for a lost "it".
SPEAKER_VERBS = _words(
    "gonna gotta wanna hope love think need want guess wish miss hate like feel agree remember know "
    "bet can't cant didn't don't won't haven't wasn't am been"
)

# Adverbs between "I" and its verb that the third-person rewording passes over.
WORDING_ADVERBS = _words(
    "no longer never also just really still always often usually sometimes recently finally actually "
    "already even only probably definitely totally absolutely"
)
