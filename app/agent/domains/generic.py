"""The plan for an app the agent cannot place: neutral, useful content around the user's own subject."""

from app.agent.domains.model import Domain
from app.agent.domains.model import Entry as E

GENERIC = Domain(
    key="generic",
    label="app",
    keywords=(),
    names=("Northway", "Keel", "Brightline", "Plainsight", "Willow"),
    colour="ocean",
    tone="friendly",
    item="item",
    items="items",
    action="Get started",
    tagline="Everything you need, in one place",
    hero=("Welcome back", "Here's your day", "3 updates since yesterday and 2 things waiting for you."),
    categories=("All", "Recent", "Favourites", "Shared"),
    icons=("sparkles", "grid", "clock", "star", "users"),
    entries=(
        E("Getting started guide", "Updated today", "New"),
        E("Weekly summary", "Mon, 9:00", "5 min"),
        E("Shared with you", "From Alex Kim", "2"),
        E("Saved for later", "4 items", ""),
        E("Recent activity", "Yesterday", ""),
        E("Ideas board", "12 cards", ""),
    ),
    stats=(("Active", "24"), ("Completed", "128"), ("Saved", "36")),
    chart=("Activity this week", (12, 18, 10, 22, 16, 8, 14), "actions"),
    slides=(
        ("Welcome aboard", "A simple place to keep track of what matters to you."),
        ("Everything organised", "Find anything in seconds, on any device."),
        ("Better together", "Invite others and work on things side by side."),
    ),
    tabs=(("Home", "home"), ("Search", "search"), ("Activity", "bell"), ("Profile", "user")),
    screens=("onboarding", "home", "list", "detail", "profile"),
    contact="Alex Kim",
    chat=(
        "Hi! Did you get a chance to look at this?",
        "Yes, it looks great",
        "Any changes before I share it with the team?",
        "Just one small note, sending it now",
    ),
    notices=(
        ("Welcome", "Your account is ready. Take a quick tour."),
        ("Alex Kim shared something", "Ideas board · 12 cards"),
        ("Weekly summary", "You completed 18 things this week."),
        ("Reminder", "You have 2 items waiting for review."),
    ),
)
