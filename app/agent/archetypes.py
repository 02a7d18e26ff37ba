"""The screen archetypes: what each kind of screen is called, how people ask for it, what it is
for, which tab it belongs to, and the function that builds it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.agent.content import Context
from app.agent.screens import browse, commerce, detail, people, progress, start
from app.agent.screens.page import Page

# the usual order of screens in an app, for plans the agent fills in itself
FLOW = (
    "onboarding",
    "sign_in",
    "sign_up",
    "home",
    "feed",
    "swipe",
    "map",
    "search",
    "list",
    "gallery",
    "detail",
    "product_detail",
    "article",
    "player",
    "booking",
    "cart",
    "checkout",
    "confirmation",
    "order_tracking",
    "inbox",
    "chat",
    "calendar",
    "stats",
    "streak",
    "wallet",
    "notifications",
    "form",
    "profile",
    "settings",
    "empty_state",
)


@dataclass(frozen=True)
class Archetype:
    key: str
    title: str  # the usual screen name: "Order Tracking"
    words: tuple[str, ...]  # how people ask for it: "*" ends a word start, "~" marks a word that only
    # names a screen where the prompt lists screens ("with ...") or says "screen"; plurals match on their own
    purpose: str  # what it is for; {item}, {items}, {app}, {contact} are filled from the domain
    build: Callable[[Context], Page]
    tab_icons: tuple[str, ...] = ()  # the tab it lives under, by icon; empty: no tab bar

    def purpose_for(self, domain, app_name: str) -> str:
        text = self.purpose.format(item=domain.item, items=domain.items, app=app_name, contact=domain.contact)
        return text[:1].upper() + text[1:]


A = Archetype
ALL: tuple[Archetype, ...] = (
    A(
        "onboarding",
        "Onboarding",
        (
            "onboarding",
            "walkthrough",
            "splash",
            "~welcome",
            "~intro",
            "~introduction",
            "~get started",
            "~getting started",
        ),
        "Introduce {app} and get new users started",
        start.onboarding,
    ),
    A(
        "sign_in",
        "Sign In",
        ("sign in", "signin", "sign-in", "log in", "login", "log-in", "logon"),
        "Let returning users sign in",
        start.sign_in,
    ),
    A(
        "sign_up",
        "Sign Up",
        ("sign up", "signup", "sign-up", "registration", "create account", "create an account", "~register"),
        "Create a new account",
        start.sign_up,
    ),
    A(
        "home",
        "Home",
        ("dashboard", "main screen", "home screen", "home page", "~home", "~overview", "~landing", "~today"),
        "Today at a glance: the featured {item}, quick actions and recent activity",
        browse.home,
        ("home", "sun"),
    ),
    A(
        "feed",
        "Feed",
        ("feed", "news feed", "~timeline", "~stories", "~wall"),
        "A scrolling feed of {items} from people you follow",
        browse.feed,
        ("home", "newspaper"),
    ),
    A(
        "detail",
        "Detail",
        ("detail", "details", "detail page", "info page", "~description"),
        "Everything about one {item}, with the main action",
        detail.detail,
    ),
    A(
        "list",
        "List",
        (
            "list",
            "library",
            "shopping list",
            "~collection",
            "~history",
            "~transactions",
            "~playlist",
            "~catalog",
            "~catalogue",
            "~archive",
            "~favorites",
            "~favourites",
            "~watchlist",
            "~saved",
            "~bookmarks",
            "~my trips",
            "~orders",
            "~menu",
            "~results",
        ),
        "Browse and filter all your {items}",
        browse.listing,
        ("list", "bookmark", "file", "check-square", "grid", "clock", "book", "briefcase", "plane", "ticket"),
    ),
    A(
        "search",
        "Search",
        ("search", "~explore", "~discover", "~browse", "~find", "~lookup"),
        "Search {items} and browse categories",
        browse.search,
        ("search", "compass"),
    ),
    A(
        "profile",
        "Profile",
        ("profile", "my page", "user page", "about me", "~account"),
        "The user's profile, stats and account links",
        people.profile,
        ("user",),
    ),
    A(
        "settings",
        "Settings",
        ("settings", "preferences", "~options", "~configuration", "~setup"),
        "Preferences, notifications and account settings",
        people.settings,
        ("settings", "user"),
    ),
    A(
        "checkout",
        "Checkout",
        ("checkout", "~check out", "~check-out", "~payment", "~pay"),
        "Review the order, address and payment, then pay",
        commerce.checkout,
    ),
    A(
        "cart",
        "Cart",
        ("cart", "basket", "shopping bag", "~bag"),
        "What's in the cart, with quantities and totals",
        commerce.cart,
    ),
    A(
        "player",
        "Player",
        ("player", "now playing", "media player", "audio player", "video player", "~playback", "~listening"),
        "Play the current {item} with progress and controls",
        detail.player,
    ),
    A(
        "chat",
        "Chat",
        ("chat", "chat room", "direct message", "~conversation", "~thread", "~dm"),
        "A conversation thread with {contact}",
        people.chat,
    ),
    A(
        "inbox",
        "Inbox",
        ("inbox", "mailbox", "~messages", "~conversations", "~chats"),
        "All conversations, unread first",
        people.inbox,
        ("message", "mail"),
    ),
    A(
        "calendar",
        "Calendar",
        ("calendar", "agenda", "timetable", "~schedule", "~planner"),
        "A month view with the day's schedule",
        progress.calendar,
        ("calendar",),
    ),
    A(
        "map",
        "Map",
        ("map", "map view", "~nearby", "~around me", "~locations"),
        "{items} nearby, on a map",
        progress.map_screen,
    ),
    A(
        "stats",
        "Stats",
        (
            "stats",
            "statistics",
            "analytics",
            "insights",
            "~progress",
            "~report",
            "~chart",
            "~graph",
            "~summary",
            "~spending",
            "~performance",
            "~trends",
        ),
        "Progress over time: charts and breakdowns",
        progress.stats,
        ("chart", "trending"),
    ),
    A(
        "streak",
        "Streak",
        ("streak", "~habit tracker", "~daily goal", "~consistency"),
        "The current streak, this week and milestones",
        progress.streak,
        ("chart", "home", "sun"),
    ),
    A(
        "notifications",
        "Notifications",
        ("notification*", "~alerts", "~activity", "~updates", "~reminders"),
        "Recent alerts and updates",
        people.notifications,
        ("bell", "heart"),
    ),
    A(
        "order_tracking",
        "Order Tracking",
        (
            "order tracking",
            "track order",
            "track my order",
            "track the order",
            "delivery status",
            "order status",
            "live tracking",
            "ride status",
            "trip status",
            "track delivery",
            "track the delivery",
            "~tracking",
        ),
        "Live progress of the current order",
        commerce.order_tracking,
    ),
    A(
        "booking",
        "Booking",
        (
            "booking",
            "reservation",
            "choose a ride",
            "ride options",
            "select seats",
            "appointment",
            "~reserve",
            "~book a",
            "~book an",
            "~book the",
            "~schedule a",
        ),
        "Pick a date and time, and book",
        commerce.booking,
    ),
    A(
        "product_detail",
        "Product Detail",
        ("product detail", "product details", "product page", "item page", "product view", "product screen", "pdp"),
        "One product, with options, price and the add button",
        detail.product_detail,
    ),
    A(
        "article",
        "Article",
        ("article", "story page", "reading view", "~reader", "~blog post", "~post detail"),
        "A full story to read",
        detail.article,
    ),
    A(
        "empty_state",
        "Empty State",
        ("empty state", "no results", "zero state", "~empty", "~nothing here"),
        "What the screen shows before there is anything in it",
        start.empty_state,
        ("home",),
    ),
    A(
        "gallery",
        "Gallery",
        ("gallery", "photo grid", "~grid", "~albums", "~album", "~portfolio", "~photos", "~moodboard"),
        "A grid of {items}",
        browse.gallery,
        ("home", "camera", "image", "grid"),
    ),
    A(
        "form",
        "New Item",
        (
            "form",
            "compose",
            "new post",
            "editor",
            "application form",
            "~add new",
            "~new note",
            "~new entry",
            "~upload",
            "~write",
            "~create new",
            "~new task",
            "~new event",
            "~apply",
        ),
        "Create a new {item}",
        progress.form,
    ),
    A(
        "confirmation",
        "Confirmation",
        (
            "confirmation",
            "receipt",
            "boarding pass",
            "e-ticket",
            "~ticket",
            "~success",
            "~confirmed",
            "~thank you",
            "~qr code",
        ),
        "Confirms the order or booking went through",
        start.confirmation,
    ),
    A(
        "wallet",
        "Wallet",
        ("wallet", "my cards", "~balance", "~cards", "~send money", "~transfer", "~accounts"),
        "Balance, cards and recent transactions",
        commerce.wallet,
        ("wallet", "card"),
    ),
    A(
        "swipe",
        "Discover",
        ("swipe", "card stack", "~matching", "~deck"),
        "Discover {items} one card at a time",
        browse.swipe,
        ("compass", "search", "heart"),
    ),
)
ARCHETYPES: dict[str, Archetype] = {a.key: a for a in ALL}


NAMES = {
    ("list", "banking"): "Transactions",
    ("list", "crypto"): "Transactions",
    ("list", "music"): "Library",
    ("list", "podcasts"): "Library",
    ("list", "news"): "Saved Stories",
    ("list", "tasks"): "All Tasks",
    ("list", "notes"): "Notes",
    ("list", "ride_hailing"): "Trips",
    ("list", "recipes"): "Shopping List",
    ("list", "video"): "My List",
    ("list", "weather"): "Locations",
    ("list", "food_delivery"): "Orders",
    ("list", "travel"): "My Trips",
    ("list", "ecommerce"): "Wishlist",
    ("list", "jobs"): "Saved Jobs",
    ("home", "banking"): "Dashboard",
    ("home", "crypto"): "Portfolio",
    ("home", "weather"): "Today",
    ("home", "tasks"): "Today",
    ("home", "habits"): "Today",
    ("home", "news"): "Top Stories",
    ("detail", "podcasts"): "Show",
    ("detail", "video"): "Title Details",
    ("detail", "real_estate"): "Listing",
    ("detail", "education"): "Course",
    ("detail", "recipes"): "Recipe",
    ("detail", "food_delivery"): "Restaurant",
    ("detail", "crypto"): "Asset",
    ("detail", "jobs"): "Job Details",
    ("detail", "calendar"): "Event Details",
    ("detail", "fitness"): "Workout Details",
    ("detail", "travel"): "Stay Details",
    ("detail", "photos"): "Photo",
    ("form", "jobs"): "Application",
    ("form", "notes"): "New Note",
    ("form", "calendar"): "New Event",
    ("player", "meditation"): "Session Player",
    ("player", "education"): "Lesson",
    ("player", "fitness"): "Workout Player",
    ("booking", "ride_hailing"): "Choose a Ride",
    ("booking", "health"): "Book Appointment",
    ("booking", "real_estate"): "Book a Viewing",
    ("booking", "events"): "Tickets",
    ("stats", "banking"): "Spending",
    ("stats", "fitness"): "Progress",
    ("stats", "education"): "Progress",
    ("stats", "health"): "Vitals",
    ("stats", "habits"): "Insights",
    ("order_tracking", "ride_hailing"): "Trip Status",
    ("map", "ride_hailing"): "Where To",
    ("map", "real_estate"): "Map Search",
    ("gallery", "photos"): "Gallery",
    ("wallet", "crypto"): "Wallet",
    ("list", "generic"): "Browse",
    ("detail", "generic"): "Details",
    ("confirmation", "travel"): "Booking Confirmed",
    ("confirmation", "events"): "Tickets Confirmed",
    ("search", "travel"): "Search Stays",
    ("chat", "health"): "Chat with Doctor",
}


def default_name(key: str, domain) -> str:
    """What a screen of this archetype is usually called in this kind of app."""
    if (key, domain.key) in NAMES:
        return NAMES[(key, domain.key)]
    item = domain.item[:1].upper() + domain.item[1:]
    usual = {
        "detail": f"{item} Details",
        "form": f"New {item}",
        "list": domain.items[:1].upper() + domain.items[1:],
        "product_detail": "Product Details" if domain.key == "ecommerce" else f"{item} Details",
        "inbox": "Messages",
        "player": "Now Playing",
        "empty_state": "Empty State",
    }
    return usual.get(key, archetype(key).title)


def archetype(key: str) -> Archetype:
    return ARCHETYPES.get(key, ARCHETYPES["detail"])


def active_tab(key: str, tabs: tuple[tuple[str, str], ...]) -> int:
    """Which of the app's tabs a screen of this archetype sits under (the first one by default)."""
    for name in archetype(key).tab_icons:
        for index, (_, tab_icon) in enumerate(tabs):
            if tab_icon == name:
                return index
    return 0
