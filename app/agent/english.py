"""English number, articles and -ing forms for the words of app ideas: "courts" -> "court",
"plant" -> "plants", "an hour", "a unicorn", "book" -> "booking".

Rules and short lists of exceptions, written after inflect's (whose own import, which type-checks
every function it defines, takes seconds); nouns of apps and their plurals are the words that
matter here, and those follow the rules.
"""

from __future__ import annotations

import re

IGNORE_CASE = re.IGNORECASE

# singular -> plural, where no rule gives it
IRREGULAR = {
    "child": "children",
    "person": "people",
    "man": "men",
    "woman": "women",
    "mouse": "mice",
    "louse": "lice",
    "foot": "feet",
    "tooth": "teeth",
    "goose": "geese",
    "ox": "oxen",
    "die": "dice",
    "criterion": "criteria",
    "phenomenon": "phenomena",
    "datum": "data",
    "money": "monies",
    "genus": "genera",
    "stimulus": "stimuli",
    "corpus": "corpora",
    "leaf": "leaves",
    "loaf": "loaves",
    "knife": "knives",
    "life": "lives",
    "wife": "wives",
    "shelf": "shelves",
    "self": "selves",
    "elf": "elves",
    "half": "halves",
    "calf": "calves",
    "wolf": "wolves",
    "thief": "thieves",
    "sheaf": "sheaves",
    "scarf": "scarves",
    "wharf": "wharves",
    "potato": "potatoes",
    "tomato": "tomatoes",
    "hero": "heroes",
    "echo": "echoes",
    "veto": "vetoes",
    "torpedo": "torpedoes",
    "embargo": "embargoes",
    "mosquito": "mosquitoes",
    "domino": "dominoes",
    "cargo": "cargoes",
    "volcano": "volcanoes",
    "tornado": "tornadoes",
    "quiz": "quizzes",
    "axe": "axes",
    "annex": "annexes",
    "movie": "movies",
}
SINGULAR_OF = {many: one for one, many in IRREGULAR.items()}
# the same word for one and for several
UNINFLECTED = frozenset(
    """sheep fish deer moose salmon trout tuna cod carp offspring aircraft spacecraft hovercraft
    species subspecies series news headquarters scissors pliers shears trousers pajamas pyjamas breeches
    clippers gallows proceedings corps debris chassis innings rabies diabetes mumps measles herpes mews
    nexus hertz graffiti equipment information furniture luggage baggage jewelry machinery cutlery
    livestock butter cash""".split()
)
UNINFLECTED_ENDINGS = ("fish", "deer", "sheep", "craft", "nese", "rese", "lese", "mese", "pox", "ois")
# words in -ies, -oes, -ches, -sses, -xes or -ves whose singular keeps the e ("cookies": "cookie")
KEEPS_E = frozenset(
    """aeries baggies birdies bogies bookies brownies budgies caddies calories collies commies cookies coolies
    coteries cowries dearies doggies eyries faeries genies girlies goalies goodies hippies hoagies hoodies
    kiddies lassies lingeries magpies menageries movies neckties newbies nighties oldies organdies pies
    pixies prairies quickies reveries rookies rotisseries selfies smoothies sorties stogies sweeties talkies
    ties toughies veggies walkies yuppies zombies lies die
    aloes backhoes canoes does floes foes hoes mistletoes oboes roes shoes sloes throes tiptoes toes woes
    aches avalanches backaches caches cloches creches earaches headaches heartaches niches pastiches psyches
    quiches stomachaches toothaches tranches
    crevasses impasses mousses posses
    deluxes pickaxes
    interweaves weaves olives bivalves dissolves resolves salves valves""".split()
)
# nouns in -is whose plural is -es ("analyses"), and words in -us, -ss or -is that are singular
SINGULAR_IN_S = frozenset(
    """analysis axis basis crisis diagnosis emphasis hypothesis oasis parenthesis prognosis synopsis thesis
    synthesis paralysis""".split()
)
# words in -is that are singular ("analysis", "tennis", "iris"); others are plurals ("emojis", "taxis")
SINGULAR_IN_IS = re.compile(r"(?:sis|itis|[lv]is|nnis|axis|iris|ibis|rmis|^this|^his|^is|^bis)$")
# plurals of nouns in -u ("menus"): other words in -us are singular ("campus", "status")
PLURAL_IN_US = frozenset("menus gurus emus tutus haikus tofus snafus sudokus tiramisus bayous gnus zebus".split())
SINGULAR_US_PLURALS = ("buses", "focuses", "circuses", "censuses", "abacuses")
# pronouns of several, and their one
PRONOUNS = {
    "they": "it",
    "them": "it",
    "we": "I",
    "us": "me",
    "ours": "mine",
    "yours": "yours",
    "theirs": "its",
    "themselves": "itself",
    "ourselves": "myself",
    "yourselves": "yourself",
}
ES_AFTER = re.compile(r"(?:s|x|z|ch|sh)$", IGNORE_CASE)
VOWEL_Y = re.compile(r"[aeiou]y$", IGNORE_CASE)


def _cased(word: str, like: str) -> str:
    """`word` written in the case of `like`: "Courts" -> "Court", "SMS"."""
    if like.isupper() and len(like) > 1:
        return word.upper()
    if like[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


def _swap(word: str, cut: int, ending: str) -> str:
    """`word` with its last `cut` letters replaced by `ending`, in the case of its end."""
    kept = word[: len(word) - cut] if cut else word
    loud = len(word) > 1 and word.isupper()
    return kept + (ending.upper() if loud else ending)


def _uninflected(lowered: str) -> bool:
    return lowered in UNINFLECTED or lowered.endswith(UNINFLECTED_ENDINGS)


def plural_noun(word: str) -> str:
    """The plural of a singular noun: "court" -> "courts", "city" -> "cities", "box" -> "boxes"."""
    if not word:
        return word
    lowered = word.lower()
    if "-" in lowered and lowered.split("-", 1)[1].startswith(("in-", "of-")):  # "sister-in-law"
        head, tail = word.split("-", 1)
        return f"{plural_noun(head)}-{tail}"
    if _uninflected(lowered):
        return word
    for one, many in IRREGULAR.items():
        if lowered == one or (
            lowered.endswith(one) and one in ("man", "woman", "person", "child") and _compound(lowered, one)
        ):
            return _swap(word, len(one), many) if lowered != one else _cased(many, word)
    if lowered in SINGULAR_IN_S:
        return _swap(word, 2, "es")
    if lowered.endswith("y") and not VOWEL_Y.search(lowered) and len(lowered) > 1:
        return _swap(word, 1, "ies")
    if ES_AFTER.search(lowered):
        return _swap(word, 0, "es")
    return _swap(word, 0, "s")


def _compound(lowered: str, part: str) -> bool:
    """Whether a word ending in "man" or "person" is a compound of it ("fireman"), not "human"."""
    if lowered == part:
        return True
    if part == "man":
        return not lowered.endswith(("human", "german", "roman", "shaman", "talisman", "caiman", "ottoman", "woman"))
    return True


def singular_noun(word: str) -> str | None:
    """The singular of a plural noun ("courts" -> "court", "cities" -> "city", "people" ->
    "person"), or None for a word that is not plural. A noun that is the same for one and several
    ("sheep", "series") is its own singular."""
    if not word:
        return None
    lowered = word.lower()
    if "-" in lowered and lowered.split("-", 1)[1].startswith(("in-", "of-")):
        head, tail = word.split("-", 1)
        one = singular_noun(head)
        return f"{one}-{tail}" if one else None
    if _uninflected(lowered):
        return word
    if lowered in SINGULAR_OF:
        return _cased(SINGULAR_OF[lowered], word)
    if lowered in PRONOUNS:
        return _cased(PRONOUNS[lowered], word)
    for one, many in (("man", "men"), ("woman", "women"), ("person", "people"), ("child", "children")):
        if lowered.endswith(many) and _compound(lowered[: -len(many)] + one, one):
            return _swap(word, len(many), one)
    if not lowered.endswith("s") or lowered.endswith(("ss", "ous")) or len(lowered) < 2:
        return None
    if lowered.endswith("us") and lowered not in PLURAL_IN_US:
        return None  # "campus", "status", "bonus"
    if lowered.endswith("is") and SINGULAR_IN_IS.search(lowered):
        return None  # "analysis", "tennis"; but "emojis", "taxis"
    if lowered in KEEPS_E:
        return _swap(word, 1, "")
    if lowered.endswith("ies") and len(lowered) > 3:
        return _swap(word, 3, "y")
    if lowered.endswith("es") and lowered[:-2] + "is" in SINGULAR_IN_S:
        return _swap(word, 2, "is")
    if lowered.endswith("oes"):
        return _swap(word, 2, "")
    if lowered.endswith(("sses", "shes", "ches", "xes", "zzes")):
        return _swap(word, 2, "")
    if re.search(r"[^aeiou]uses$", lowered) and not lowered.endswith("cuses") or lowered.endswith(SINGULAR_US_PLURALS):
        return _swap(word, 2, "")  # "statuses", "campuses", "viruses", "buses", "focuses"
    return _swap(word, 1, "")


# "a" or "an": inflect's cases, in its order
_ARTICLE_CASES = (
    (re.compile(r"^[bcdgjkpqtuvwyz]-?th", IGNORE_CASE), "a"),
    (re.compile(r"^[aefhilmnorsx]-?th", IGNORE_CASE), "an"),
    (re.compile(r"^(?:euler|hour(?!i)|heir|honest|hono[ur]|mpeg)", IGNORE_CASE), "an"),
    (re.compile(r"^[aefhilmnorsx]$", IGNORE_CASE), "an"),
    (re.compile(r"^[bcdgjkpqtuvwyz]$", IGNORE_CASE), "a"),
    (
        re.compile(
            r"^(?!FJO|[HLMNS]Y.|RY[EO]|SQU|(?:F[LR]?|[HL]|MN?|N|RH?|S[CHKLMNPTVW]?|X(?:YL)?)[AEIOU])[FHLMNRSX][A-Z]"
        ),
        "an",
    ),
    (re.compile(r"^[aefhilmnorsx][.-]", IGNORE_CASE), "an"),
    (re.compile(r"^[a-z][.-]", IGNORE_CASE), "a"),
    (re.compile(r"^[^aeiouy]", IGNORE_CASE), "a"),
    (re.compile(r"^e[uw]", IGNORE_CASE), "a"),
    (re.compile(r"^onc?e\b", IGNORE_CASE), "a"),
    (re.compile(r"^onetime\b", IGNORE_CASE), "a"),
    (re.compile(r"^uni(?:[^nmd]|mo)", IGNORE_CASE), "a"),
    (re.compile(r"^u[bcfghjkqrst][aeiou]", IGNORE_CASE), "a"),
    (re.compile(r"^ukr", IGNORE_CASE), "a"),
    (re.compile(r"^(?:unabomber|unanimous|US)", IGNORE_CASE), "a"),
    (re.compile(r"^U[NK][AIEO]?"), "a"),
    (re.compile(r"^[aeiou]", IGNORE_CASE), "an"),
    (re.compile(r"^y(?:b[lor]|cl[ea]|fere|gg|p[ios]|rou|tt)", IGNORE_CASE), "an"),
)


def article(phrase: str) -> str:
    """ "a" or "an" for an English phrase, by how its first word sounds: "an hour", "a unicorn",
    "an MRI scan", "a user"."""
    word = phrase.strip()
    if word.lower().startswith(("a ", "an ")):
        word = word.split(None, 1)[1]
    if not word:
        return "a"
    return next((said for pattern, said in _ARTICLE_CASES if pattern.search(word)), "a")


_PARTICIPLE = (
    (re.compile(r"ie$"), "y"),
    (re.compile(r"ue$"), "u"),
    (re.compile(r"([auy])e$"), r"\g<1>"),
    (re.compile(r"ski$"), "ski"),
    (re.compile(r"[^b]i$"), ""),
    (re.compile(r"^(are|were)$"), "be"),
    (re.compile(r"^(had)$"), "hav"),
    (re.compile(r"^(hoe|be)$"), r"\g<1>"),
    (re.compile(r"([^e])e$"), r"\g<1>"),
    (re.compile(r"er$"), "er"),
    (re.compile(r"([aeiou]c)$"), r"\g<1>k"),
)
# a stressed last syllable of one short vowel between consonants doubles its consonant ("planning")
_DOUBLES = re.compile(r"^(?:[^aeiou]*[aeiou]|.*[^aeiou](?:qu|[aeiouy]))([bdgmnprst])$")
_UNSTRESSED = re.compile(r"(?:en|on|it|er|et|om|ol|el|ar|or|ap|op|ip)$")


def gerund(verb: str) -> str:
    """The -ing form of a verb: "book" -> "booking", "share" -> "sharing", "plan" -> "planning"."""
    for pattern, replacement in _PARTICIPLE:
        changed, n = pattern.subn(replacement, verb)
        if n:
            return changed + "ing"
    syllables = len(re.findall(r"[aeiouy]+", verb))
    if _DOUBLES.match(verb) and not (syllables > 1 and _UNSTRESSED.search(verb)) and not verb.endswith("w"):
        return verb + verb[-1] + "ing"
    return verb + "ing"
