"""The small grammar of app ideas in six languages: where the list of features starts, how it is
split, which words lead or trail a feature, and how the app's subject and the thing it lists are
found in "an app for booking padel courts", "una app para reservar pistas de pádel" or 记账应用."""

from __future__ import annotations

import re

from app.agent import english
from app.agent.segment import words

IGNORE_CASE = re.IGNORECASE

APP_WORDS_BY_LANG = {
    "en": re.compile(r"\b(?:app|apps|application|platform|tracker|service|website|site|tool|companion)\b", IGNORE_CASE),
    "zh": re.compile(r"(?:应用程序|应用|软件|小程序|APP|App|app|平台|工具)"),
    "ja": re.compile(r"(?:アプリケーション|アプリ|サービス|ツール|APP|App|app)"),
    "es": re.compile(r"\b(?:app|aplicación|aplicacion|plataforma|herramienta)\b", IGNORE_CASE),
    "de": re.compile(r"(?:\b|-)(?:app|anwendung|plattform|tool)\b", IGNORE_CASE),
    "fr": re.compile(r"\b(?:app|appli|application|plateforme|outil)\b", IGNORE_CASE),
}
HEAD_END = {
    "en": re.compile(
        r"\s*[,;]?\s*\b(?:with|including|includes|featuring|that has|that have|which has|where|"
        r"that lets (?:me|you|us|users|people)|so (?:that )?(?:users|people|i|we|you) can|containing|such as)\b"
        r"|\s*:\s*",
        IGNORE_CASE,
    ),
    "zh": re.compile(r"[，,：:]?\s*(?:包括|包含|带有|具有|含有|主要有|其中有|需要有|要有|有)|[：:]"),
    "ja": re.compile(r"(?:が|の)?(?:ある|あって|付きの|付き|を含む|を備えた|がついた)|[：:]"),
    "es": re.compile(
        r"\s*[,;]?\s*\b(?:con|que tenga|que tiene|incluyendo|que incluya|que permita|donde)\b|\s*:\s*", IGNORE_CASE
    ),
    "de": re.compile(r"\s*[,;]?\s*\b(?:mit|inklusive|einschließlich|womit)\b|\s*:\s*", IGNORE_CASE),
    "fr": re.compile(r"\s*[,;]?\s*\b(?:avec|incluant|comprenant|qui permet|qui a)\b|\s*:\s*", IGNORE_CASE),
}
FEATURE_SPLIT = {
    "en": re.compile(r"\s*(?:,|;|\band\b|\bplus\b|\bas well as\b|&|/|\.\s)\s*", IGNORE_CASE),
    "zh": re.compile(r"[、，,；;。和与及跟]|以及|还有|并且"),
    "ja": re.compile(r"[、，,；;。・]|と(?![ー\u30a0-\u30ff])|や|および|及び"),
    "es": re.compile(r"\s*(?:,|;|\by\b|\be\b|\badem[aá]s de\b|\.\s)\s*", IGNORE_CASE),
    "de": re.compile(r"\s*(?:,|;|\bund\b|\bsowie\b|\.\s)\s*", IGNORE_CASE),
    "fr": re.compile(r"\s*(?:,|;|\bet\b|\bainsi que\b|\.\s)\s*", IGNORE_CASE),
}
LEAD_WORDS = {
    "en": re.compile(r"^(?:(?:a|an|the|some|my|our|their|its|also|both|and|plus|with|for)\s+)+", IGNORE_CASE),
    "zh": re.compile(r"^(?:一个|一些|还有|以及|并且|还要|需要)"),
    "ja": re.compile(r"^(?:あと|また|それから)"),
    "es": re.compile(r"^(?:(?:un|una|unos|unas|el|la|los|las|mis|mi|sus|su|también|con)\s+)+", IGNORE_CASE),
    "de": re.compile(
        r"^(?:(?:ein|eine|einer|einem|einen|der|die|das|den|dem|meine|mein|meinen|meinem|auch|mit)\s+)+", IGNORE_CASE
    ),
    "fr": re.compile(r"^(?:(?:un|une|des|le|la|les|mes|mon|ma|aussi|du|avec)\s+|l['’]\s*)+", IGNORE_CASE),
}
SCREEN_SUFFIX = {
    "en": re.compile(
        r"(?:\s+(?:screens?|pages?|views?|tabs?|sections?))+$|^(?:screens?|pages?)\s+(?:for|of)\s+", IGNORE_CASE
    ),
    "zh": re.compile(r"(?:页面|界面|屏幕|画面|板块|模块|功能)$"),
    "ja": re.compile(r"(?:の)?(?:画面|ページ|機能|タブ)$"),
    "es": re.compile(
        r"^(?:(?:una?\s+)?(?:pantalla|página|sección|vista)s?\s+(?:de|para)\s+(?:la\s+|el\s+|los\s+|las\s+)?)"
        r"|\s+(?:pantalla|página)s?$",
        IGNORE_CASE,
    ),
    "de": re.compile(r"\s+(?:bildschirm|seite|ansicht)(?:e|n)?$", IGNORE_CASE),
    "fr": re.compile(
        r"^(?:(?:un|une)\s+)?(?:écran|page|vue)s?\s+(?:de|d'|des|du|pour)\s*(?:la\s+|le\s+|les\s+|l')?"
        r"|\s+(?:écran|page)s?$",
        IGNORE_CASE,
    ),
}
FEATURE_TRIM = {
    "en": re.compile(r"\s*\b(?:etc|and so on|and more)\.?$", IGNORE_CASE),
    "zh": re.compile(r"(?:等等|等)$"),
    "ja": re.compile(r"(?:など|等)$"),
    "es": re.compile(r"\s*\betc\.?$", IGNORE_CASE),
    "de": re.compile(r"\s*\b(?:usw|etc)\.?$", IGNORE_CASE),
    "fr": re.compile(r"\s*\betc\.?$", IGNORE_CASE),
}
# where a long English title is cut ("photo log of growth" is "Photo Log")
CUT_AT = {
    "en": re.compile(r"\s+(?:with|per|of|for|from|by|at|in|on|to|across|between)\s+", IGNORE_CASE),
    "es": re.compile(r"\s+(?:con|por|para|en|entre)\s+", IGNORE_CASE),
    "de": re.compile(r"\s+(?:mit|pro|für|von|im|in|zum|zur)\s+", IGNORE_CASE),
    "fr": re.compile(r"\s+(?:avec|par|pour|en|entre)\s+", IGNORE_CASE),
}
SMALL = frozenset("a an the of and or for with to in on at by per from".split())
NOT_SUBJECT = frozenset(
    """a an the my our your their its own me us i we you it this that simple new little small nice clean
    nearby online together easily quickly locally anywhere instantly
    modern beautiful basic minimal calm playful elegant bold friendly dark light local personal mobile ios
    android iphone quick easy great good best cool fun tiny build make create design want need please
    called named something anything stuff thing things idea""".split()
)
ACTIVITIES = frozenset(
    """care booking tracking planning sharing management keeping learning training logging reminders
    reminder monitoring scheduling budgeting bookkeeping finding ordering buying selling renting
    watering splitting journaling organising organizing""".split()
)
# words ending in -ing that name things, not doing something
ING_NOUNS = frozenset(
    """wedding evening morning building clothing ceiling pudding spring string thing king ring wing sibling
    darling seedling bedding stuffing icing frosting lightning nothing something anything everything earring
    sterling viking dumpling duckling herring""".split()
)
# "each other", "every day": no thing the app lists
NOT_COUNTED = frozenset(
    """other others one day days week weeks month months year years time times morning evening night hour
    minute día semana mes vez tag woche monat mal jour semaine mois fois""".split()
)
CONTAINERS = frozenset("collection library list catalog catalogue archive inventory log journal diary history".split())
EN_VERBS = frozenset(
    """book track find manage plan share learn organise organize keep log order buy sell rent water split
    record follow discover compare schedule monitor save collect store note budget swap trade borrow
    lend review rate join meet practise practice study cook brew train run walk grow care post chat connect
    hire pay send create write read watch listen play vote apply request search browse check upload exchange
    match""".split()
)
# "an app that lets dog owners find walkers nearby, ...": who uses it, then what they do
PURPOSE_OF_WHO = re.compile(
    r"\b(?:app|application|platform|tool|site|website|service|tracker|marketplace)\s+(?:that|which)\s+"
    r"(?:lets|helps|allows|enables)\s+((?:[\w'-]+\s+){1,3}?)(?:to\s+)?((?:" + "|".join(sorted(EN_VERBS)) + r")\b.+)$",
    IGNORE_CASE,
)
PLACE = {
    "en": re.compile(r"\s+\b(?:at|in|near|around|across)\s+(?:my|our|the|a|an|your)?\s*(.+)$", IGNORE_CASE),
    "es": re.compile(r"\s+\b(?:en)\s+(?:mi|mis|nuestro|nuestra|el|la|los|las|un|una)?\s*(.+)$", IGNORE_CASE),
    "de": re.compile(r"\s+\b(?:in|im|bei|beim|am)\s+(?:meinem|meiner|unserem|unserer|dem|der)?\s*(.+)$", IGNORE_CASE),
    "fr": re.compile(r"\s+\b(?:à|au|dans|chez|en)\s+(?:mon|ma|mes|notre|le|la|les|l')?\s*(.+)$", IGNORE_CASE),
}
PURPOSE = {
    "en": re.compile(
        r"\b(?:app|application|platform|tool|site|website|service|tracker)\s+(?:for|to|that helps?(?: me| you| people| users)?"
        r"(?: to)?|that lets (?:me|you|people|users)|which helps?(?: me| you| people)?(?: to)?|where (?:i|you|people) can)\s+(.+)$",
        IGNORE_CASE,
    ),
    "es": re.compile(r"\b(?:app|aplicación|aplicacion|plataforma)\s+(?:para|de|que)\s+(.+)$", IGNORE_CASE),
    "de": re.compile(r"\b(?:app|anwendung|plattform)\s+(?:für|zum|zur|um)\s+(.+)$", IGNORE_CASE),
    "fr": re.compile(r"\b(?:app|appli|application|plateforme)\s+(?:pour|de|d'|qui)\s*(.+)$", IGNORE_CASE),
}
BEFORE_APP = {
    "en": re.compile(
        r"\b(?:an?|the|my|our)\s+((?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?:app|application|platform|tracker|tool|companion|site|website)\b",
        IGNORE_CASE,
    ),
    "de": re.compile(r"\b([\w-]+?)-?app\b", IGNORE_CASE),
}
PER_ITEM = {
    "en": re.compile(r"\b(?:per|each|every|for each)\s+([a-z][\w-]*)", IGNORE_CASE),
    "es": re.compile(r"\b(?:por|cada)\s+([a-záéíóúñ][\w-]*)", IGNORE_CASE),
    "de": re.compile(r"\b(?:pro|je|jede[nrms]?)\s+([\w-]+)", IGNORE_CASE),
    "fr": re.compile(r"\b(?:par|chaque)\s+([a-zàâçéèêëîïôûùüÿœ]+)", IGNORE_CASE),
    "zh": re.compile(r"每(?:个|株|盆|位|张|本|条|项)?([\u4e00-\u9fff]{1,4})"),
    "ja": re.compile(r"([\u30a0-\u30ff\u4e00-\u9fff]{1,8})ごと"),
}
# "for my book club", "pour ma bibliothèque": whom the app serves, not what it lists
POSSESSIVE = {
    "en": re.compile(r"^(?:my|our|your|their)\s+", IGNORE_CASE),
    "es": re.compile(r"^(?:mi|mis|nuestro|nuestra|nuestros|nuestras|tu|tus)\s+", IGNORE_CASE),
    "de": re.compile(
        r"^(?:mein|meine|meinen|meinem|meiner|unser|unsere|unserem|unseren|unserer|dein|deine)\s+", IGNORE_CASE
    ),
    "fr": re.compile(r"^(?:mon|ma|mes|notre|nos|ton|ta|tes)\s+", IGNORE_CASE),
}
DETERMINER = re.compile(r"^(?:a|an|the|this|that)\s+", IGNORE_CASE)
# what the app is for, after what it is: "intercambio de idiomas | para encontrar compañeros"
AIM = {
    "en": re.compile(r"\s+(?:to|so that|so)\s+", IGNORE_CASE),
    "es": re.compile(r"\s+(?:para|para poder)\s+", IGNORE_CASE),
    "de": re.compile(r"\s+(?:um|damit)\s+", IGNORE_CASE),
    "fr": re.compile(r"\s+(?:pour|afin de|afin d')\s*", IGNORE_CASE),
}
# where a phrase's head noun ends in Spanish and French ("pistas | de pádel", "prêts | en cours")
ROMANCE_PREPOSITION = re.compile(r"\s+(?:de|del|des|du|d'|en|à|au|aux|con|para|por|sur|sin|a)\b", IGNORE_CASE)
# people a list can be of: they get people's names, not numbers
PERSON_NOUNS = {
    "en": frozenset(
        """guest member friend walker owner tenant volunteer artist client customer student teacher tutor trainer
        coach player driver rider patient doctor host neighbour neighbor partner buddy mentor attendee parent
        kid child seller buyer worker employee candidate contact teammate classmate roommate sitter babysitter
        instructor therapist runner climber reader""".split()
    ),
    "es": frozenset(
        """invitado invitada miembro socio socia amigo amiga compañero compañera cliente alumno alumna estudiante
        profesor profesora entrenador entrenadora jugador jugadora conductor paciente vecino vecina voluntario
        voluntaria inquilino artista vendedor tutor""".split()
    ),
    "de": frozenset(
        """gast gäste mitglied mitglieder freund freunde freundin kunde kunden schüler lehrer trainer spieler
        fahrer patient patienten nachbar nachbarn partner mieter künstler teilnehmer helfer""".split()
    ),
    "fr": frozenset(
        """invité invitée membre ami amie client cliente élève étudiant étudiante professeur coach joueur joueuse
        chauffeur patient voisin voisine bénévole locataire artiste partenaire""".split()
    ),
    "zh": frozenset("会员 成员 朋友 好友 客户 学生 老师 教练 球友 司机 患者 邻居 志愿者 租客 宾客 嘉宾 队友".split()),
    "ja": frozenset(
        "メンバー 友達 会員 顧客 生徒 先生 講師 トレーナー 選手 ドライバー 患者 ボランティア ゲスト 仲間".split()
    ),
}
CJK_LEAD = re.compile(r"^(?:请|帮我|给我|我想要|我想|我要|想要|设计|做|开发|创建|一个|一款|一套|个|款|的)+")
JA_LEAD = re.compile(r"^(?:[をにがはでの])+")
ROMANCE_VERB = re.compile(
    r"^([a-záéíóúñàâçèêëîïôûù]+(?:ar|er|ir|re))\b\s*(?:des|de|les|la|le|l'|los|las|el|un|una|une)?\s*", IGNORE_CASE
)


def singular(word: str, lang: str) -> str:
    """One of a plural noun phrase's things: "courts" -> "court", "recetas veganas" -> "receta
    vegana", "pistas de pádel" -> "pista de pádel" (Spanish and French words agree up to the
    phrase's first preposition)."""
    if not word:
        return word
    if lang == "en":
        parts = word.split()
        found = english.singular_noun(parts[-1])
        return " ".join(parts[:-1] + [found or parts[-1]])
    if lang in ("es", "fr"):
        cut = ROMANCE_PREPOSITION.search(word)
        head, rest = (word[: cut.start()], word[cut.start() :]) if cut else (word, "")
        return " ".join(_one(w, lang) for w in head.split()) + rest
    if lang == "de":
        for ending, one in (("innen", "in"), ("ungen", "ung"), ("heiten", "heit"), ("keiten", "keit")):
            if word.endswith(ending):
                return word[: -len(ending)] + one
        if word.endswith("en") and len(word) > 5 and word[-3] not in "aeiouäöü":
            return word[:-1]  # "Pflanzen" -> "Pflanze", "Karten" -> "Karte"
    return word


def _one(word: str, lang: str) -> str:
    lowered = word.lower()
    if lang == "es" and lowered.endswith("es") and len(word) > 4 and lowered[-3] not in "aeiou":
        return word[:-2]
    if lang == "fr" and lowered.endswith("aux") and len(word) > 4:
        return word[:-3] + "al"
    if lowered.endswith(("s", "x")) and len(word) > 3 and not lowered.endswith(("ss", "us")):
        return word[:-1]
    return word


def plural(word: str, lang: str) -> str:
    """Several of a noun phrase's things: "plant" -> "plants", "planta" -> "plantas", "Pflanze" ->
    "Pflanzen"; a word of unknown plural stays as it is."""
    if not word:
        return word
    if lang == "en":
        parts = word.split()
        return " ".join(parts[:-1] + [english.plural_noun(parts[-1])])
    if lang in ("es", "fr"):
        cut = ROMANCE_PREPOSITION.search(word)
        head, rest = (word[: cut.start()], word[cut.start() :]) if cut else (word, "")
        return " ".join(_many(w, lang) for w in head.split()) + rest
    if lang == "de":
        if word.endswith(("e", "el", "er")):
            return word + ("n" if word.endswith("e") else "")
        if word.endswith(("ung", "heit", "keit", "schaft", "ion")):
            return word + "en"
        if word.endswith("in"):
            return word + "nen"
    return word


def _many(word: str, lang: str) -> str:
    lowered = word.lower()
    if lowered.endswith(("s", "x", "z")):
        return word
    if lang == "fr" and lowered.endswith(("eau", "eu")):
        return word + "x"
    if lang == "fr" and lowered.endswith("al"):
        return word[:-2] + "aux"
    if lang == "es" and lowered[-1:] not in "aeiouáéó":
        if re.search(r"[áéíóú][ns]$", lowered):  # "meditación" -> "meditaciones": the stress needs no accent
            return word[:-2] + UNACCENTED.get(word[-2], word[-2]) + word[-1] + "es"
        return word + "es"
    return word + "s"


UNACCENTED = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u"}


def is_plural(word: str, lang: str) -> bool:
    """Whether a noun phrase names several things ("courts", "pistas de pádel", "Rechnungen");
    Chinese and Japanese do not say, so their nouns count."""
    if not word:
        return False
    if lang in ("zh", "ja"):
        return True
    if lang == "en":
        return bool(english.singular_noun(word.split()[-1]))
    if lang in ("es", "fr"):
        cut = ROMANCE_PREPOSITION.search(word)
        head = (word[: cut.start()] if cut else word).split()
        return bool(head) and _one(head[0], lang) != head[0]
    last = word.split()[-1]
    return last.endswith(("en", "innen", "er")) and not last.endswith("chen") and last[:1].isupper()


def is_person(word: str, lang: str) -> bool:
    """Whether a noun (one or several of them) names people: walkers, compañeros, 会员."""
    nouns = PERSON_NOUNS.get(lang, frozenset())
    if not word:
        return False
    if lang in ("zh", "ja"):
        return any(word.endswith(n) for n in nouns)
    last = word.split()[0] if lang in ("es", "fr") else word.split()[-1]
    return last.lower() in nouns or singular(last, lang).lower() in nouns


def article(phrase: str) -> str:
    """ "a" or "an" for an English phrase ("an hour", "a unicorn")."""
    return english.article(phrase)


def gerund(verb: str) -> str:
    return english.gerund(verb)


def activity_word(word: str) -> bool:
    """A word for doing something ("booking", "care"); "wedding" and "evening" are things."""
    lowered = word.lower()
    return lowered in ACTIVITIES or (lowered.endswith("ing") and lowered not in ING_NOUNS)


def name_of(phrase: str, lang: str, limit: int) -> str:
    """A screen's title from the user's phrase, short enough for a headline."""
    if lang in ("zh", "ja"):
        short = limit // 2
        if len(phrase) > short:  # "多肉植物の水やりリマインダー" is "水やりリマインダー"
            phrase = re.split(r"[のの的]", phrase)[-1] or phrase
        return phrase[: short + 2]
    name = phrase
    if len(name) > limit and lang in CUT_AT:
        cut = CUT_AT[lang].search(name, 1)
        if cut and cut.start() >= 3:
            name = name[: cut.start()]
    if len(name) > limit:
        kept: list[str] = []
        for word in name.split():
            if len(" ".join(kept + [word])) > limit:
                break
            kept.append(word)
        name = " ".join(kept) or name[:limit]
    if lang == "en":
        return title(name)
    return name[:1].upper() + name[1:]


def title(phrase: str) -> str:
    out = []
    for i, word in enumerate(phrase.split()):
        if i and word.lower() in SMALL:
            out.append(word.lower())
        elif word.isupper() and len(word) > 1:
            out.append(word)
        else:
            out.append("-".join(p[:1].upper() + p[1:] for p in word.split("-")))
    return " ".join(out)


def purpose_list(head: str, lang: str) -> str:
    """The app's purpose when it is a list of things ("to log hive inspections, honey harvests and
    queen health"), or ""."""
    if lang in ("zh", "ja"):
        return ""
    who = PURPOSE_OF_WHO.search(head) if lang == "en" else None
    purpose = PURPOSE[lang].search(head)
    clause = who.group(2) if who else purpose.group(1) if purpose else ""
    return clause if len(FEATURE_SPLIT[lang].split(clause)) >= 3 else ""


def subject_of(head: str, lang: str, whole: str) -> tuple[str, str, str, str]:
    """(subject, items, qualifier, place) from the head of an idea."""
    if lang in ("zh", "ja"):
        return _cjk_subject(head, lang, whole)
    return _spaced_subject(head, lang, whole)


def _spaced_subject(head: str, lang: str, whole: str) -> tuple[str, str, str, str]:
    head = head.strip(" ,.;:")
    place = ""
    purpose = PURPOSE[lang].search(head)
    clause = purpose.group(1) if purpose else ""
    who = PURPOSE_OF_WHO.search(head) if lang == "en" else None
    if who:  # "that lets dog owners find walkers nearby": what they do is what the app is about
        clause = who.group(2)
        cut = FEATURE_SPLIT[lang].search(clause)
        clause = clause[: cut.start()] if cut else clause
    if clause and lang in PLACE:
        where = PLACE[lang].search(clause)
        if where:
            place = _content(where.group(1), lang)
            clause = clause[: where.start()]
    aim = ""
    if clause:
        cut = AIM[lang].search(clause)
        if cut and cut.start() > 0:  # "intercambio de idiomas | para encontrar compañeros"
            clause, aim = clause[: cut.start()], clause[cut.end() :]
    before = BEFORE_APP.get(lang)
    named = before.search(head) if before else None
    pre = _content(named.group(1), lang) if named else ""
    served = bool(clause) and POSSESSIVE[lang].match(clause.strip()) is not None
    if served and pre:  # "a fitness app for my gym": the gym is where it is used
        place = place or _content(clause, lang)
        clause = ""
    if served or (clause and DETERMINER.match(clause.strip())):  # "my book club": "book" is no verb here
        items, qualifier, verb = _object(clause, lang, verbless=True) if clause else ("", "", "")
    else:
        items, qualifier, verb = _object(clause, lang) if clause else ("", "", "")
    per = PER_ITEM[lang].search(whole)
    if per and per.group(1).lower() not in NOT_SUBJECT and per.group(1).lower() not in NOT_COUNTED:
        counted = per.group(1)  # "watering reminders per plant": the app lists plants
        if not is_plural(items, lang) or not items:
            items = plural(counted, lang)
    contained = False
    if not items and pre:
        nouns = [w for w in pre.split() if not activity_word(w)]
        while len(nouns) > 1 and nouns[-1].lower() in CONTAINERS:
            nouns, contained = nouns[:-1], True  # "a record collection app" lists records
        if nouns:
            items, qualifier = nouns[-1], " ".join(nouns[:-1])
    if contained and not is_plural(items, lang):
        items = plural(items, lang)
    subject = pre
    if not subject and items:
        if lang == "en":
            thing = " ".join(p for p in (qualifier, singular(items, lang) if verb else items) if p)
            subject = f"{thing} {gerund(verb)}" if verb else thing
        else:
            subject = f"{items} {qualifier}".strip()
    if not subject and clause:
        subject = _content(clause, lang)
    if not subject and not APP_WORDS_BY_LANG[lang].search(head):
        # no app word: "volunteer shift scheduling for a food bank" says what it is before "for"
        what = re.split(r"\b(?:for|para|für|pour)\b", head, maxsplit=1)[0]
        subject = _content(what, lang)
        rest = head[len(what) :]
        place = place or _content(re.sub(r"^\W*\w+\s+", "", rest), lang)
    if items and not is_plural(items, lang):
        items, qualifier = "", ""  # "a meal planning app" is about meals, but lists no "meal"s
    if not items and aim:
        aimed, _, _ = _object(aim, lang)
        if is_plural(aimed, lang):  # "... para encontrar compañeros" lists compañeros
            items = aimed
    subject = subject.strip()
    if lang != "de" and subject[:1].isupper() and subject.split()[0][1:].islower():
        subject = subject[:1].lower() + subject[1:]  # capitalised only where the prompt began
    return subject, items, qualifier, place


def _object(clause: str, lang: str, verbless: bool = False) -> tuple[str, str, str]:
    """(items, qualifier, verb) of "booking padel courts" / "reservar pistas de pádel"; `verbless`
    when the words follow a determiner ("a climbing gym": no verb)."""
    text = _content(clause, lang, keep_verbs=True)
    parts = text.split()
    if not parts:
        return "", "", ""
    verb = ""
    if lang == "en":
        first = parts[0].lower()
        base = first[:-3] if first.endswith("ing") else first
        if not verbless and (first in EN_VERBS or base in EN_VERBS or (first.endswith("ing") and len(parts) > 1)):
            verb = base if base in EN_VERBS else first
            parts = parts[1:]
        parts = [p for p in parts if p.lower() not in NOT_SUBJECT]
        while len(parts) > 1 and parts[-1].lower() in CONTAINERS:
            parts = parts[:-1]  # "vinyl record collection" lists records
        if not parts:
            return "", "", verb
        return parts[-1], " ".join(parts[:-1]), verb
    match = ROMANCE_VERB.match(text) if lang in ("es", "fr") and not verbless else None
    if match:
        verb = match.group(1)
        text = text[match.end() :]
    if lang == "de":
        nouns = [p for p in parts if p[:1].isupper()]
        return (nouns[-1] if nouns else parts[-1]), "", ""
    first, _, rest = text.partition(" ")
    return first, rest, verb


def _content(text: str, lang: str, keep_verbs: bool = False) -> str:
    from app.agent.looks import TONE_WORDS

    kept = [w for w in re.findall(r"[\w'-]+", text) if w.lower() not in NOT_SUBJECT and w.lower() not in TONE_WORDS]
    if lang != "en":
        lead = LEAD_WORDS[lang]
        joined = " ".join(re.findall(r"[\w'-]+", text))
        return lead.sub("", joined).strip()
    return " ".join(kept)


def _cjk_subject(head: str, lang: str, whole: str) -> tuple[str, str, str, str]:
    apps = APP_WORDS_BY_LANG[lang]
    match = apps.search(head) or apps.search(whole)
    source = head if apps.search(head) else whole
    before = source[: match.start()] if match else source
    # the words right before the app word, back to the last punctuation
    clause = re.split(r"[，,。、；;：:！!？?\s]", before)[-1] if before else ""
    if lang == "zh":
        clause = CJK_LEAD.sub("", clause)
        clause = re.sub(r"的$", "", clause)
    else:
        tokens = words(clause, "ja")
        # from the last particle on: "多肉植物の水やり" keeps both nouns, "を管理する" is dropped
        kept: list[str] = []
        for token in tokens:
            if token.noun:
                kept.append(token.text)
            elif token.text in ("の",) and kept:
                kept.append(token.text)
            else:
                kept = []
        clause = "".join(kept).strip("の")
    per = PER_ITEM[lang].search(whole)
    items = per.group(1) if per else ""
    return clause, items, "", ""
