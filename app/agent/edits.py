"""A follow-up on a project that has frames: new screens (`createScreen`), changed screens
(`updateScreen`), or a new look (`updateTheme`, then every frame restyled), planned from what the
frames say about themselves (the `framewright` meta tag `compose` writes) and the theme in use."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from app.agent.archetypes import archetype, default_name
from app.agent.composer import root_variables, screen_about
from app.agent.content import seed_of
from app.agent.domains import Domain, domain_named
from app.agent.gloss import gloss
from app.agent.idea import Idea, idea_from
from app.agent.idea_domain import idea_domain
from app.agent.interface_words import phrase, screen_title
from app.agent.language import ENGLISH_WORDS, detect_language
from app.agent.looks import Look, read_look
from app.agent.new_plan import article, plan_new, spec_for
from app.agent.reading import read_domain
from app.agent.replies import edit_summary, look_words, theme_name, unsure
from app.agent.screen_words import FEATURE_SCREEN, ScreenAsk, read_features, read_screens
from app.agent.specs import FrameState, Operation, Plan, ProjectState, ScreenSpec
from app.agent.theme import Theme, derive_theme, fill_theme, read_theme, with_script
from app.agent.words import normalise

ADD = re.compile(r"\b(?:add|also|another|include|plus|create|new|insert|append|need|want)\b")
CHANGE = re.compile(
    r"\b(?:change|update|modify|edit|redesign|rework|make|turn|replace|swap|show|put|give|improve|"
    r"convert|use|display|switch|set)\b"
)
NEW_APP = re.compile(r"\b(?:new app|another app|start over|from scratch|different app)\b")


@dataclass
class Base:
    """The project as it stands: what its frames say about themselves, and its theme."""

    domain: Domain
    app_name: str
    platform: str
    tone: str
    seed: int
    subject: str
    theme: Theme
    frames: list[tuple[FrameState, dict]]
    lang: str = "en"  # the language the app's screens are in
    idea: Idea | None = None  # the idea its screens were built from


def _base(current: ProjectState, earlier: list[str]) -> Base:
    frames = [(f, screen_about(f.html)) for f in current.frames]
    about = next((a for _, a in frames if a), {})
    history = plan_new("\n".join(earlier)) if earlier else None
    domain = domain_named(about.get("domain") or (history.domain if history else None))
    app_name = about.get("app") or (history.app_name if history else domain.names[0])
    platform = about.get("platform") or (history.platform if history else "ios")
    tone = about.get("tone") or (history.tone if history else domain.tone)
    seed = int(about.get("seed") or (history.seed if history else seed_of(app_name)))
    subject = about.get("subject") or (history.subject if history else "")
    variables = dict(current.theme_variables) or next(
        (root_variables(f.html) for f in current.frames if root_variables(f.html)), {}
    )
    if variables:
        theme = fill_theme(variables, tone, platform, name=f"{app_name} theme")
    else:
        theme = derive_theme(domain.colour, False, tone=tone, platform=platform, name=f"{app_name} Light")
    idea = idea_from(about.get("idea")) if about.get("idea") else (history.idea if history else None)
    lang = str(about.get("lang") or (history.lang if history else "en"))
    if idea is not None:
        domain = idea_domain(idea, domain)
    return Base(domain, app_name, platform, tone, seed, subject, theme, frames, lang, idea)


def plan_edit(latest: str, earlier: list[str], current: ProjectState) -> Plan | None:
    """The operations a follow-up asks for; None when it describes a different, new app."""
    base = _base(current, earlier)
    said_in = _said_in(latest, base.lang)
    glossed = gloss(latest, said_in)
    latest = glossed.english
    text = normalise(latest)
    domain, score = read_domain(latest)
    if NEW_APP.search(text) or (score >= 5 and domain.key != base.domain.key and not CHANGE.match(text)):
        return None
    look = read_look(latest)
    platform = look.platform or base.platform
    tone = look.tone or base.tone
    operations: list[Operation] = []
    changes: list[str] = []
    theme = base.theme
    new_platform = platform != base.platform
    restyle = bool(look.colours or look.dark is not None or tone != base.tone or new_platform)
    if restyle:
        theme = _new_theme(base, look, tone, platform)
        operations.append(Operation("updateTheme", change=_look_words(look, platform if new_platform else None)))
        changes.append(look_words(said_in, look.dark, look.said, look.tone, platform if new_platform else None))
    updates, creates, notes = _screen_changes(text, latest, base, said_in)
    creates = [_named(spec, glossed.names, base) for spec in creates]
    updated_ids = {u.frame_id for u in updates}
    for frame, about in base.frames:
        if frame.frame_id in updated_ids:
            continue
        if new_platform:  # status bar, app bars and tab bar follow the platform: compose again
            updates.append(_same_screen(frame, about, base))
        elif restyle:
            operations.append(Operation("updateScreen", frame_id=frame.frame_id, change="restyle", restyle_only=True))
    for spec in updates:
        operations.append(
            Operation("updateScreen", screen=spec, frame_id=spec.frame_id, change=_change_words(spec, base, platform))
        )
    for spec in creates:
        operations.append(Operation("createScreen", screen=spec, change="new screen"))
    summary = edit_summary(said_in, base.app_name, changes, [u.name for u in updates], [c.name for c in creates])
    return Plan(
        app_name=base.app_name,
        domain=base.domain.key,
        screens=tuple(updates + creates),
        theme=theme,
        operations=tuple(operations),
        platform=platform,
        tone=tone,
        seed=base.seed,
        summary=summary,
        notes=tuple(notes) if not operations else (),
        edit=True,
        subject=base.subject,
        lang=base.lang,
        answer_lang=said_in,
        idea=base.idea,
    )


def _said_in(text: str, app_lang: str) -> str:
    """The language a follow-up is written in; a short one no language claims ("usa azul") is
    read in the app's language when that language understands it."""
    said = detect_language(text)
    if said != "en" or app_lang == "en" or any(w in ENGLISH_WORDS for w in normalise(text).split()):
        return said
    return app_lang if gloss(text, app_lang).english else said


def _named(spec: ScreenSpec, names: dict[str, str], base: Base) -> ScreenSpec:
    """A new screen under the name the user gave it in their language, or the usual name in the
    app's language."""
    name = names.get(spec.archetype)
    if not name and base.lang != "en":
        known = phrase(spec.name, base.lang)
        name = known if known != spec.name else screen_title(spec.archetype, base.lang, base.domain.items)
    if not name or name == spec.name:
        return spec
    return replace(spec, name=name, purpose=spec.purpose.replace(spec.name, name))


def _change_words(spec: ScreenSpec, base: Base, platform: str) -> str:
    before = next((a for f, a in base.frames if f.frame_id == spec.frame_id), {})
    parts = []
    if before.get("archetype") and before["archetype"] != spec.archetype:
        parts.append(f"now {article(archetype(spec.archetype).title)} {archetype(spec.archetype).title.lower()}")
    added = [f for f in spec.features if f not in (before.get("features") or [])]
    if added:
        parts.append("adds " + ", ".join(added))
    if before.get("platform") and before["platform"] != platform and not parts:
        parts.append(f"{'Android' if platform == 'android' else 'iOS'} conventions")
    return "; ".join(parts) or "refreshed layout"


def _new_theme(base: Base, look: Look, tone: str, platform: str) -> Theme:
    primary, dark = read_theme(base.theme.variables)
    colour = look.colours[0] if look.colours else (primary or base.domain.colour)
    secondary = look.colours[1] if len(look.colours) > 1 else None
    dark = look.dark if look.dark is not None else dark
    theme = derive_theme(
        colour, dark, secondary=secondary, tone=tone, platform=platform, name=theme_name(base.app_name, dark, base.lang)
    )
    return with_script(theme, base.lang)


def _look_words(look: Look, platform: str | None = None) -> str:
    parts = [f"{'Android' if platform == 'android' else 'iOS'} conventions"] if platform else []
    if look.dark is not None:
        parts.append("dark theme" if look.dark else "light theme")
    parts += [w for w in look.said if w not in ("dark", "light")]
    if look.tone:
        parts.append(f"{look.tone} tone")
    return ", ".join(parts) or "new look"


def _frame_archetype(frame: FrameState, about: dict) -> str:
    if about.get("archetype"):
        return about["archetype"]
    asks = read_screens(f"{frame.label} screen")
    return asks[0].archetype if asks else "detail"


def _same_screen(
    frame: FrameState, about: dict, base: Base, features: tuple[str, ...] = (), new_archetype: str | None = None
) -> ScreenSpec:
    key = new_archetype or _frame_archetype(frame, about)
    kept = tuple(about.get("features") or ())
    merged = tuple(dict.fromkeys(kept + features))
    return ScreenSpec(
        name=frame.label,
        purpose=archetype(key).purpose_for(base.domain, base.app_name),
        archetype=key,
        features=merged,
        frame_id=frame.frame_id,
    )


def _find_frame(ask: ScreenAsk, base: Base) -> tuple[FrameState, dict] | None:
    wanted = ask.name.lower()
    for frame, about in base.frames:
        if frame.label.lower() == wanted:
            return frame, about
    for frame, about in base.frames:
        label = frame.label.lower()
        if wanted in label or (label and label in wanted):
            return frame, about
    for frame, about in base.frames:
        if _frame_archetype(frame, about) == ask.archetype:
            return frame, about
    return None


def _screen_changes(
    text: str, original: str, base: Base, said_in: str = "en"
) -> tuple[list[ScreenSpec], list[ScreenSpec], list[str]]:
    asks = read_screens(original, base.domain, default_name)
    features = read_features(original)
    feature_spans = [(hit.start, hit.end) for _, hit in features]
    adding = bool(ADD.search(text))
    changing = bool(CHANGE.search(text))
    targets: list[tuple[FrameState, dict, ScreenAsk]] = []
    fresh: list[ScreenAsk] = []
    for ask in asks:
        found = _find_frame(ask, base)
        if found and (features or (changing and not adding) or _mentions_label(text, found[0])):
            if not any(t[0].frame_id == found[0].frame_id for t in targets):
                targets.append((found[0], found[1], ask))
        else:
            fresh.append(ask)
    if targets:
        # screen words that are really the asked-for sections ("show a map on Home") are not new screens
        fresh = [a for a in fresh if not any(s <= a.start < e for s, e in feature_spans)]
    wanted = tuple(f for f, _ in features)
    updates: list[ScreenSpec] = []
    new_archetype = None
    for ask in list(fresh):
        if targets and re.search(r"\b(?:into|to)\s+(?:an?|the)?\s*" + re.escape(ask.name.lower()), text):
            new_archetype = ask.archetype  # "turn the home screen into a feed"
            fresh.remove(ask)
    for frame, about, _ in targets:
        updates.append(_same_screen(frame, about, base, wanted, new_archetype))
    if not targets and wanted and fresh:
        first = fresh[0]  # "add a profile screen with stats": the sections go on the new screen
        extra = tuple(
            f
            for f, hit in features
            if FEATURE_SCREEN.get(f) != first.archetype and not hit.start <= first.start < hit.end
        )
        fresh[0] = ScreenAsk(first.name, first.archetype, tuple(dict.fromkeys(first.features + extra)), first.start)
    if not targets and wanted and not fresh:
        home = next(((f, a) for f, a in base.frames if _frame_archetype(f, a) == "home"), None)
        if home and not adding:
            updates.append(_same_screen(home[0], home[1], base, wanted))
        else:
            key = FEATURE_SCREEN[wanted[0]]
            fresh.append(ScreenAsk(default_name(key, base.domain), key))
    taken = {f.label.lower() for f, _ in base.frames}
    creates: list[ScreenSpec] = []
    for ask in fresh:
        name = ask.name if ask.name.lower() not in taken else f"{ask.name} {len(base.frames) + len(creates) + 1}"
        creates.append(
            spec_for(ScreenAsk(name, ask.archetype, ask.features), base.domain, base.app_name, lang=base.lang)
        )
    notes = [] if updates or creates else [unsure(said_in)]
    return updates, creates, notes


def _mentions_label(text: str, frame: FrameState) -> bool:
    label = normalise(frame.label)
    return (
        bool(label)
        and re.search(r"\b(?:the|my)\s+" + re.escape(label) + r"\b", text) is not None
        and bool(CHANGE.search(text))
    )
