"""Explicit dates normalised to ISO, relative dates resolved against the message time."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from veramem_manage.dates import add_months, annotate, asked_ahead, find_dates, with_month_named

REF = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)  # Monday 8 May 2023


@pytest.mark.parametrize(
    ("text", "iso", "relative"),
    [
        ("yesterday", "2023-05-07", True),
        ("last night", "2023-05-07", True),
        ("today", "2023-05-08", True),
        ("tomorrow", "2023-05-09", True),
        ("the day before yesterday", "2023-05-06", True),
        ("the day after tomorrow", "2023-05-10", True),
        ("last Friday", "2023-05-05", True),
        ("last Monday", "2023-05-01", True),  # on a Monday, "last Monday" is a week ago
        ("next Friday", "2023-05-12", True),
        ("last Tues", "2023-05-02", True),  # a day written short, capitalised
        ("next Fri", "2023-05-12", True),
        ("this Wednesday", "2023-05-10", True),
        ("two weeks ago", "2023-04-24", True),
        ("3 days ago", "2023-05-05", True),
        ("a year ago", "2022", True),
        ("two months ago", "2023-03", True),
        ("in two weeks", "2023-05-22", True),
        ("last week", "2023-05-01", True),
        ("next week", "2023-05-15", True),
        ("last month", "2023-04", True),
        ("next month", "2023-06", True),
        ("this month", "2023-05", True),
        ("last year", "2022", True),
        ("last weekend", "2023-05-06", True),
        ("this weekend", "2023-05-13", True),
        ("in March", "2023-03", True),
        ("2023-06-15", "2023-06-15", False),
        ("12/25/2022", "2022-12-25", False),
        ("25/12/2022", "2022-12-25", False),
        ("8 May 2023", "2023-05-08", False),
        ("12th of June, 2019", "2019-06-12", False),
        ("May 2, 2023", "2023-05-02", False),
        ("June 3rd", "2023-06-03", False),
        ("August 2021", "2021-08", False),
        ("in 2019", "2019", False),
        # REF is Monday 8 May 2023: the Saturday before last; the Monday a week after the next one.
        ("two Saturdays ago", "2023-04-29", True),
        ("two weekends ago", "2023-04-29", True),
        ("a weekend ago", "2023-05-06", True),
        ("the Monday after next", "2023-05-22", True),
        ("a few months back", "2023-02", True),
        ("mid-June", "2023-06", True),
        ("early August", "2023-08", True),
    ],
)
def test_resolution(text: str, iso: str, relative: bool) -> None:
    [mention] = find_dates(f"The day: {text}.", REF)
    assert (mention.iso, mention.relative) == (iso, relative)


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("I went hiking this Saturday", "2023-05-06"),
        ("We had a picnic this weekend", "2023-05-06"),
        ("I visited my mom this Tuesday", "2023-05-02"),
        ("I'm going hiking this Saturday", "2023-05-13"),
        # An event's month said in the present is the one to come.
        ("The wedding is in March", "2024-03"),
        ("The wedding was in March", "2023-03"),  # a guard
        # A deadline, and what one needs or wants to do, are ahead too.
        ("I need to find somewhere by March", "2024-03"),
        ("I want to find a flat in March", "2024-03"),
        ("I had to move out in March", "2023-03"),  # a guard
        ("We will have a picnic this weekend", "2023-05-13"),
        # The tense of the clause that holds the date, not of the one before it, nor after it.
        ("Finally finished the nursery, the baby is due this Saturday", "2023-05-13"),
        ("I'm flying to Oslo soon - I met Ana this Saturday", "2023-05-06"),
        ("It was rough, I'm flying to Oslo this Friday", "2023-05-12"),
    ],
)
def test_tense_decides_which_this(text: str, iso: str) -> None:
    # REF is a Monday: told in the past, "this Saturday" is the one before; otherwise the one ahead.
    [mention] = find_dates(text, REF)
    assert mention.iso == iso


@pytest.mark.parametrize(
    ("text", "dated"),
    [
        # The days of every week: no one week's days.
        ("I work Monday to Thursday", []),
        ("I work 7-3 Monday to Thursday, Fridays off", []),
        ("my wife teaches Monday to Wednesday", []),
        ("the gym is open Monday to Friday", []),
        # One week's: the end of the span is in the week its start is in, not a year on.
        ("I'm away Monday to Thursday next week", ["2023-05-15", "2023-05-18", "2023-05-15"]),
        ("I'm in Paris Friday to Sunday", ["2023-05-12", "2023-05-14"]),  # a guard
        ("I was off Monday to Wednesday", ["2023-05-01", "2023-05-03"]),  # a guard
    ],
)
def test_a_span_of_weekdays_is_every_weeks_or_one_weeks(text: str, dated: list[str]) -> None:
    assert [m.iso for m in find_dates(text, REF)] == dated


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("We volunteered at a pet shelter on Friday", "2023-05-05"),
        ("On Monday I went to the dentist", "2023-05-01"),  # REF is a Monday: the one before
        ("I'm going hiking on Saturday", "2023-05-13"),
        ("My exam is on Monday", "2023-05-15"),
        # In chat's lower case, and alone, capitalised as a name is.
        ("handed in my notice on friday", "2023-05-05"),
        ("I fly out Wednesday", "2023-05-10"),
        ("The funeral is Friday in Manila", "2023-05-12"),
        ("We met Friday night at the bar", "2023-05-05"),
        # What holds "since" a day holds from one gone by, whatever the tense.
        ("She's out of the hospital since Tuesday", "2023-05-02"),
        ("I'm off sugar since Friday", "2023-05-05"),
    ],
)
def test_a_bare_weekday_after_on_is_dated_by_tense(text: str, iso: str) -> None:
    [mention] = find_dates(text, REF)
    assert mention.iso == iso


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # REF is 8 May 2023: a day of the month alone is this month's or the one tense points to.
        ("We're flying to Tokyo on the 14th", "2023-05-14"),
        ("My appointment is on the 2nd", "2023-06-02"),
        ("I started the new job on the 20th", "2023-04-20"),
        ("I met back up with my teammates on the 3rd", "2023-05-03"),
        # A day something must be done by, or lasts until.
        ("I need to be there by the 20th", "2023-05-20"),
        ("The report is due by the 3rd", "2023-06-03"),
        ("They're staying until the 12th", "2023-05-12"),
        # A day that "is" is to come, whatever the clause before it told.
        ("handed in my notice, last day is the 26th", "2023-05-26"),
        ("I finished painting the nursery, the baby is due in August", "2023-08"),
        ("I'm moving soon, I bought the flat in August", "2022-08"),
    ],
)
def test_a_day_of_the_month_after_on_is_dated_by_tense(text: str, iso: str) -> None:
    [mention] = find_dates(text, REF)
    assert mention.iso == iso


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # Told in a message of the past, a time booked for, one can't make or one starting is ahead.
        ("had to cancel the dentist, rebooked for Thursday", "2023-05-11"),
        ("can't make Friday sorry, got my nephew's christening", "2023-05-12"),
        ("got a new job at Spotify, starting Monday", "2023-05-15"),
        # What one signed up for is this year's: ahead if its month is, else when one signed up.
        ("signed up for a half in October", "2023-10"),
        ("signed up for the gym in March", "2023-03"),
        ("booked it in March", "2023-03"),  # when it was booked: a guard
    ],
)
def test_a_time_booked_for_or_started_is_dated_apart_from_the_past_around_it(text: str, iso: str) -> None:
    [mention] = find_dates(text, REF, past=True)
    assert mention.iso == iso


def test_getting_a_participle_tells_no_past() -> None:
    # "I'm getting married in September", said in May 2023: the one to come.
    [mention] = find_dates("I'm getting married in September", REF)
    assert mention.iso == "2023-09"
    # Its "I'm" dropped, the same plan: not last September.
    [mention] = find_dates("Getting married in September!", REF)
    assert mention.iso == "2023-09"


@pytest.mark.parametrize("verb", ["quit", "broke", "fell", "chose", "became", "forgot"])
def test_an_irregular_past_tells_the_past(verb: str) -> None:
    # "I quit my job in October", said in May 2023: last October, not the one to come.
    [mention] = find_dates(f"I {verb} it in October", REF)
    assert mention.value.isoformat() == "2022-10-01"


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        # "obsessed" is a past form, but the clause with the date is a plan.
        ("Taking my niece to the aquarium on Saturday, she's obsessed with sharks", "2023-05-13"),
        ("Visiting my parents this weekend, they just moved", "2023-05-13"),
        ("Running on Saturday was fun", "2023-05-06"),  # a guard: told in the past
    ],
)
def test_a_plan_with_its_i_am_dropped_is_dated_ahead(text: str, iso: str) -> None:
    [mention] = find_dates(text, REF)
    assert mention.iso == iso


@pytest.mark.parametrize(
    "said", ["Sam and I split up", "I hurt my knee", "I cut my hair", "The cafe shut down"]
)
def test_a_past_the_same_as_its_present_tells_the_past_by_what_follows(said: str) -> None:
    [mention] = find_dates(f"{said} in October", REF)
    assert mention.value.isoformat() == "2022-10-01"


@pytest.mark.parametrize(
    ("text", "year"),
    [
        # REF is 8 May 2023: last summer has not come round again yet; last spring is still this one.
        ("We went to Rome last summer", 2022),
        ("I moved to Lisbon last spring", 2022),
        ("I'm going to Rome this summer", 2023),
        ("Next fall I start college", 2023),
        ("Next spring we renovate", 2024),
        # "in the fall" alone: tense says which.
        ("I'm starting a new job in the fall", 2023),
        ("We moved here in the spring", 2023),
        ("I adopted her over the summer", 2022),
    ],
)
def test_a_season_is_dated_to_its_year(text: str, year: int) -> None:
    [mention] = find_dates(text, REF)
    assert (mention.value.year, mention.granularity) == (year, "year")


@pytest.mark.parametrize(
    ("text", "ref", "iso"),
    [
        # REF is 8 May 2023: last winter is the one that ended in February.
        ("Last winter was cold", REF, "2022-12/2023-02"),
        ("We're going skiing next winter", REF, "2023-12/2024-02"),
        ("This winter we'll ski", REF, "2023-12/2024-02"),
        ("This winter was the coldest yet", REF, "2022-12/2023-02"),
        # Within a winter: "last winter" is the one before it, "this winter" the one under way.
        ("Last winter was cold", datetime(2024, 1, 10, tzinfo=UTC), "2022-12/2023-02"),
        ("This winter is mild", datetime(2023, 12, 10, tzinfo=UTC), "2023-12/2024-02"),
        ("Next winter I'll ski", datetime(2024, 2, 10, tzinfo=UTC), "2024-12/2025-02"),
    ],
)
def test_a_winter_spans_two_years_and_is_dated_as_both(text: str, ref: datetime, iso: str) -> None:
    [mention] = find_dates(text, ref)
    assert (mention.iso, mention.granularity) == (iso, "winter")
    assert annotate(text, [mention]) == text.replace(mention.text, f"{mention.text} ({mention.spoken})", 1)


def test_a_winter_written_back_reads_as_the_same_winter() -> None:
    # "winter 2022-23", as the write path says it, is that winter; "winter 2022-25" is no winter.
    [mention] = find_dates("Ana went skiing in winter 2022-23", REF)
    assert (mention.iso, mention.relative) == ("2022-12/2023-02", False)
    assert find_dates("the winter 2022-25 count", REF) == []


def test_an_ordinal_that_is_no_day_is_no_date() -> None:
    assert find_dates("We live on the 3rd floor", REF) == []
    assert find_dates("I got it on the 2nd try", REF) == []


def test_a_weekday_in_a_name_or_a_possessive_is_not_dated_alone() -> None:
    assert find_dates("Black Friday deals", REF) == []
    assert find_dates("I have a Friday-night class", REF) == []
    assert find_dates("I bake cookies every Sunday", REF) == []  # a habit


@pytest.mark.parametrize(
    ("text", "iso"),
    [("he's raising my rent starting July", "2023-07"), ("I worked there until March", "2023-03")],
)
def test_a_month_after_starting_or_until_is_dated_by_tense(text: str, iso: str) -> None:
    [mention] = find_dates(text, REF)
    assert mention.iso == iso


def test_plural_weekdays_are_a_habit_not_a_date() -> None:
    assert find_dates("I swim on Mondays", REF) == []


def test_a_weekday_listed_after_every_is_a_habit_too() -> None:
    assert find_dates("I swim every Tuesday and Thursday", REF) == []
    assert find_dates("Practice is every Monday, Wednesday and Friday", REF) == []
    [mention] = find_dates("I swim every Monday and go hiking on Saturday", REF)
    assert mention.text == "on Saturday"  # a guard: a day of its own, after a verb


def test_a_weekday_after_a_or_any_is_no_week_in_particular() -> None:
    assert find_dates("coltrane on a rainy sunday = perfection", REF) == []
    assert find_dates("any Saturday works for me", REF) == []
    [mention] = find_dates("I have a meeting Friday", REF)  # a guard: a noun, that Friday's meeting
    assert mention.text == "Friday"


def test_in_a_day_in_a_past_clause_is_how_long_not_when() -> None:
    assert find_dates("Rome wasn't built in a day", REF) == []
    assert find_dates("I finished the puzzle in two days", REF) == []
    # A future in the next sentence is still a date.
    assert [d.iso for d in find_dates("I went to Rome. I will fly to Oslo in two weeks", REF)] == [
        "2023-05-22"
    ]


def test_may_the_verb_is_not_a_month() -> None:
    assert find_dates("I may go there", REF) == []


def test_a_full_month_in_lower_case_is_a_month_but_may_and_march_are_verbs() -> None:
    # Chat writes months in lower case: "starts in september", "on june 3rd".
    assert [m.iso for m in find_dates("she starts in september", REF)] == ["2023-09"]
    assert [m.iso for m in find_dates("we met on june 3rd", REF)] == ["2022-06-03"]
    assert find_dates("I may march in the parade", REF) == []


def test_invalid_dates_are_ignored() -> None:
    assert find_dates("on 2023-02-30", REF) == []


def test_longest_overlapping_match_wins() -> None:
    [m] = find_dates("on 8 May 2023", REF)
    assert m.text == "8 May 2023"


def test_annotate_appends_the_spoken_date_except_when_already_said() -> None:
    text = "I met Ann yesterday and flew on 2023-05-01"
    assert annotate(text, find_dates(text, REF)) == "I met Ann yesterday (7 May 2023) and flew on 2023-05-01"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tom passed away in March", "Tom passed away in March 2023"),
        ("I got my tattoo on 4 March", "I got my tattoo on 4 March 2023"),
        # A date every year has no one year; a plan's date is the next one; a past one the last.
        ("My birthday is on 4 March", "My birthday is on 4 March"),
        ("Our anniversary is October 5th", "Our anniversary is October 5th"),
        # What recurs named after the date is what the dated thing is for: the trip has its year.
        (
            "I'm planning a trip in October for my birthday",
            "I'm planning a trip in October 2023 for my birthday",
        ),
        ("My flight to Tokyo is on March 3rd", "My flight to Tokyo is on March 3rd (3 March 2024)"),
        ("I'm moving to Lyon in February", "I'm moving to Lyon in February 2024"),
        ("We met on December 24th", "We met on December 24th (24 December 2022)"),
        ("I went to Paris in September", "I went to Paris in September 2022"),
        ("We went there last September", "We went there last September (September 2022)"),
        ("I've been sober since March 3rd", "I've been sober since March 3rd (3 March 2023)"),
        ("I'm going to a concert in June", "I'm going to a concert in June 2023"),
        ("I've booked a table at Nobu on Friday", "I've booked a table at Nobu on Friday (12 May 2023)"),
        # Moved to a day: the new time, ahead.
        ("The meeting got moved to Thursday", "The meeting got moved to Thursday (11 May 2023)"),
        ("My surgery was pushed back to Friday", "My surgery was pushed back to Friday (12 May 2023)"),
        ("We moved to Denver on Monday", "We moved to Denver on Monday (1 May 2023)"),  # a guard
        # "have got" is a having now: what is had is ahead; "got" alone is past.
        (
            "I've got a dentist appointment on the 14th",
            "I've got a dentist appointment on the 14th (14 May 2023)",
        ),
        ("I got a new job on Friday", "I got a new job on Friday (5 May 2023)"),  # a guard
        # A time counted from a day is not that day: no date is written in.
        ("I start my new job two weeks from Monday", "I start my new job two weeks from Monday"),
        # ... but "for" before the count says how long, from that day on.
        (
            "My mum is staying for two weeks from Friday",
            "My mum is staying for two weeks from Friday (12 May 2023)",
        ),
        # A sentence may open on its date: "In March", "Last September".
        ("In March, I moved to Berlin", "In March 2023, I moved to Berlin"),
        ("Last September we went to Rome", "Last September (September 2022) we went to Rome"),
        ("I went to Nobu on Friday", "I went to Nobu on Friday (5 May 2023)"),
        ("I graduated on 12 June 2019", "I graduated on 12 June 2019"),
        ("I moved last month", "I moved last month (April 2023)"),
        ("We met last year", "We met last year (2022)"),
    ],
)
def test_annotate_completes_a_partial_date_and_brackets_a_relative_one(text: str, expected: str) -> None:
    assert annotate(text, find_dates(text, REF)) == expected


def test_relative_to_the_message_time_not_today() -> None:
    old = datetime(2020, 1, 15, tzinfo=UTC)
    assert find_dates("yesterday", old)[0].iso == "2020-01-14"


def test_add_months_clamps_the_day() -> None:
    from datetime import date

    assert add_months(date(2023, 3, 31), -1) == date(2023, 2, 28)
    assert add_months(date(2023, 12, 15), 1) == date(2024, 1, 15)


def test_a_day_word_capitalised_inside_a_sentence_is_a_title() -> None:
    # 'Did you finish Tomorrow, and Tomorrow, and Tomorrow?' names a novel, not three days.
    assert find_dates("Did you finish Tomorrow, and Tomorrow, and Tomorrow?", REF) == []
    [mention] = find_dates("Tomorrow I fly out.", REF)
    assert mention.iso == "2023-05-09"


def test_a_season_of_a_habit_is_no_date() -> None:
    # "I swim in the summer": every summer, no one summer.
    assert find_dates("I swim in the summer", REF) == []


@pytest.mark.parametrize(
    ("text", "isos"),
    [
        ("we're out of town Dec 20 to Jan 3", ["2023-12-20", "2024-01-03"]),
        ("we were away Dec 20 to Jan 3", ["2022-12-20", "2023-01-03"]),
        ("off from Dec 28 - Jan 2", ["2023-12-28", "2024-01-02"]),
        ("Dec 20 (20 December 2023) to Jan 3", ["2023-12-20", "2023-12-20", "2024-01-03"]),
        ("I was away March 28 - April 2", ["2023-03-28", "2023-04-02"]),  # a guard
        # A day of the month alone, and a way back, end a span too.
        ("I'm flying to Tokyo on the 3rd, back on the 17th", ["2023-06-03", "2023-06-17"]),
        ("off on the 5th and back on the 9th", ["2023-06-05", "2023-06-09"]),
        ("I'm away from the 28th to the 2nd", ["2023-05-28", "2023-06-02"]),  # a guard
    ],
)
def test_the_end_of_a_span_of_days_comes_after_its_start(text: str, isos: list[str]) -> None:
    assert [m.iso for m in find_dates(text, REF)] == isos


@pytest.mark.parametrize(
    ("text", "isos"),
    [
        ("we fly out in June and land on the 24th", ["2023-06", "2023-06-24"]),
        ("in March we went to Rome, got back on the 24th", ["2023-03", "2023-03-24"]),
        ("in February, on the 30th", ["2023-02", "2023-05-30"]),  # a guard: no such day, as resolved alone
        ("we land on the 24th", ["2023-05-24"]),  # a guard
    ],
)
def test_a_day_alone_is_in_the_month_named_before_it(text: str, isos: list[str]) -> None:
    assert [m.iso for m in find_dates(text, REF)] == isos


def test_a_clause_s_day_alone_takes_the_month_its_message_named_before() -> None:
    [day] = with_month_named(
        find_dates("we land in Tokyo on the 24th", REF), "late March, for 12 days. ", REF
    )
    assert day.iso == "2023-03-24"
    [day] = with_month_named(find_dates("we land in Tokyo on the 24th", REF), "on May 3 we left. ", REF)
    assert day.iso == "2023-05-24"  # the last date before names a day, not a month


@pytest.mark.parametrize(
    ("text", "isos"),
    [
        ("I moved my dentist appt to the 16th", ["2023-05-16"]),
        ("I moved it to the 3rd", ["2023-06-03"]),  # a move is to a time ahead
        ("from the 14th to the 16th", ["2023-05-14", "2023-05-16"]),
        ("I moved to the 5th arrondissement", []),  # a guard: no day, a word after the ordinal
        ("I moved to Denver on the 3rd", ["2023-05-03"]),  # a guard: a move of home, told in the past
    ],
)
def test_a_day_a_move_or_span_goes_to_is_dated_ahead(text: str, isos: list[str]) -> None:
    assert [m.iso for m in find_dates(text, REF)] == isos


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("she has been in hospital since the 3rd", "2023-05-03"),
        ("I have been sober since the 20th", "2023-04-20"),
    ],
)
def test_since_a_day_of_the_month_is_one_gone_by(text: str, iso: str) -> None:
    [mention] = find_dates(text, REF)
    assert mention.iso == iso


def test_may_and_march_after_in_are_months() -> None:
    # "due in march" is a month ahead; "we may go", "I march in the parade" are verbs still.
    [mention] = find_dates("due in march", REF)
    assert mention.iso == "2024-03"
    assert find_dates("we may go", REF) == []
    assert find_dates("I march in the parade", REF) == []


@pytest.mark.parametrize(
    ("question", "ahead"),
    [
        ("When are you going?", True),
        ("When will you know?", True),
        ("When did you go?", False),
        ("Where is it?", False),
    ],
)
def test_a_question_asked_ahead(question: str, ahead: bool) -> None:
    assert asked_ahead(question) is ahead
