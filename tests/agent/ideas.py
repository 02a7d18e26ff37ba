"""App ideas and their key terms (the nouns and named features of each, listed by hand), for the
agent's coverage measure (benchmarks/agent.py) and its tests.

`known` says whether one of the agent's domains covers the idea. Terms are matched in the text of
the idea's screens, ignoring case; an English term also matches its singular or plural.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Idea:
    prompt: str
    lang: str
    terms: tuple[str, ...]
    known: bool = False


IDEAS: tuple[Idea, ...] = (
    # English, ideas outside the known domains
    Idea(
        "An app for booking padel courts at my local club, with court availability and splitting the cost with friends",
        "en",
        ("padel", "court", "club", "availability", "split", "cost", "friends", "booking"),
    ),
    Idea(
        "A succulent care app: watering reminders per plant, a care calendar and a photo log of growth",
        "en",
        ("succulent", "care", "watering", "reminders", "plant", "calendar", "photo log", "growth"),
    ),
    Idea(
        "A beekeeping app to log hive inspections, honey harvests and queen health",
        "en",
        ("beekeeping", "hive", "inspections", "honey", "harvests", "queen"),
    ),
    Idea(
        "An app for my book club with a reading schedule, discussion threads and member votes",
        "en",
        ("book club", "reading schedule", "discussion", "member", "votes"),
    ),
    Idea(
        "Car maintenance log: service history, fuel costs and reminders for the next oil change",
        "en",
        ("car", "maintenance", "service history", "fuel", "costs", "reminders", "oil change"),
    ),
    Idea(
        "A wedding planner app with a guest list, seating chart, vendor contacts and a budget",
        "en",
        ("wedding", "guest list", "seating", "vendor", "budget"),
    ),
    Idea(
        "An app that lets dog owners find walkers nearby, schedule walks and share walk reports",
        "en",
        ("dog", "walkers", "nearby", "walks", "reports"),
    ),
    Idea(
        "A home brewing app for recipes, fermentation tracking and a batch journal",
        "en",
        ("brewing", "recipes", "fermentation", "batch", "journal"),
    ),
    Idea(
        "Volunteer shift scheduling for a food bank, with open shifts, sign-ups and hours logged",
        "en",
        ("volunteer", "shift", "food bank", "sign-ups", "hours"),
    ),
    Idea(
        "A tattoo studio app with artist portfolios, appointment booking and aftercare tips",
        "en",
        ("tattoo", "studio", "artist", "portfolios", "appointment", "aftercare"),
    ),
    Idea(
        "Board game night organiser: game library, who's coming and scores",
        "en",
        ("board game", "night", "library", "scores"),
    ),
    Idea(
        "A vinyl record collection app with a wishlist and price history",
        "en",
        ("vinyl", "record", "collection", "wishlist", "price history"),
    ),
    Idea(
        "An app for a climbing gym: route grades, session log and a leaderboard",
        "en",
        ("climbing", "gym", "route", "grades", "session log", "leaderboard"),
    ),
    # English, known domains
    Idea(
        "A meditation app with onboarding, a home screen, a daily session player, a streak screen and a profile",
        "en",
        ("meditation", "onboarding", "home", "session", "streak", "profile"),
        known=True,
    ),
    Idea(
        "A food delivery app with restaurant search, a cart and order tracking",
        "en",
        ("food", "restaurant", "search", "cart", "order tracking"),
        known=True,
    ),
    Idea(
        "A banking app with accounts, transfers and spending insights",
        "en",
        ("accounts", "transfers", "spending", "insights"),
        known=True,
    ),
    Idea(
        "A fitness app with workout plans, a progress chart and a profile",
        "en",
        ("workout", "plans", "progress", "profile"),
        known=True,
    ),
    Idea(
        "A travel app with trip search, saved places and a map",
        "en",
        ("trip", "search", "saved", "map"),
        known=True,
    ),
    Idea(
        "A recipe app with a shopping list, meal plans and cooking timers",
        "en",
        ("recipe", "shopping list", "meal plans", "timers"),
        known=True,
    ),
    Idea(
        "A podcast app with a library, episode player and downloads",
        "en",
        ("podcast", "library", "episode", "downloads"),
        known=True,
    ),
    # Chinese
    Idea("一个记账应用，有首页、统计和预算页面", "zh", ("记账", "首页", "统计", "预算")),
    Idea("宠物健康应用：疫苗提醒、体重记录和兽医预约", "zh", ("宠物", "疫苗", "提醒", "体重", "兽医", "预约")),
    Idea("一个读书打卡应用，包括阅读计划、书架和读书笔记", "zh", ("读书", "阅读计划", "书架", "笔记")),
    Idea("帮我做一个社区二手交易应用，有商品列表、聊天和我的页面", "zh", ("二手", "商品", "聊天", "我的")),
    # Japanese
    Idea(
        "多肉植物の水やりリマインダー、ケアカレンダー、成長の写真記録があるアプリ",
        "ja",
        ("多肉植物", "水やり", "リマインダー", "カレンダー", "写真"),
    ),
    Idea("家計簿アプリ：ホーム、統計、予算の画面", "ja", ("家計簿", "ホーム", "統計", "予算")),
    Idea(
        "ジムの予約アプリで、空き状況とトレーナー一覧とマイページがある",
        "ja",
        ("ジム", "予約", "空き状況", "トレーナー"),
    ),
    # Spanish
    Idea(
        "Una app para reservar pistas de pádel en mi club, con disponibilidad de pistas y dividir los gastos entre amigos",
        "es",
        ("pádel", "pistas", "club", "disponibilidad", "gastos"),
    ),
    Idea(
        "Una aplicación de recetas veganas con lista de la compra y planificador semanal",
        "es",
        ("recetas", "veganas", "lista de la compra", "planificador"),
    ),
    # German
    Idea(
        "Eine Pflanzenpflege-App mit Gießerinnerungen pro Pflanze, einem Pflegekalender und einem Fototagebuch",
        "de",
        ("Pflanzenpflege", "Gießerinnerungen", "Pflanze", "Pflegekalender", "Fototagebuch"),
    ),
    Idea(
        "Eine App für meine Fahrradwerkstatt mit Terminbuchung, Reparaturstatus und Rechnungen",
        "de",
        ("Fahrradwerkstatt", "Terminbuchung", "Reparaturstatus", "Rechnungen"),
    ),
    # French
    Idea(
        "Une application de covoiturage pour aller au travail, avec trajets, réservations et paiements",
        "fr",
        ("covoiturage", "travail", "trajets", "réservations", "paiements"),
    ),
    Idea(
        "Une app pour ma bibliothèque de quartier avec le catalogue, les prêts en cours et les événements",
        "fr",
        ("bibliothèque", "quartier", "catalogue", "prêts", "événements"),
    ),
)
