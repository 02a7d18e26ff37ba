"""What the local agent says in the chat, in the language the user wrote in: what it is about to
design, what it did, what it changed, and what it could not do.

English is as it always was. Each other language has its own sentences, with its own punctuation
and list separators (、 in Chinese and Japanese); the names of screens and apps are the user's.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.agent.idea_grammar import article

HINT = {
    "en": (
        "Ask me to add a screen, change one (\u201cshow a chart on Home\u201d) or restyle "
        "(\u201cmake it dark\u201d, \u201cuse teal\u201d)."
    ),
    "zh": "还可以让我添加页面（\u201c加一个设置页面\u201d）或更换风格（\u201c改成深色\u201d、\u201c换成青色\u201d）。",
    "ja": "画面の追加（\u300c設定画面を追加して\u300d）や見た目の変更（\u300cダークにして\u300d\u300c青にして\u300d）もできます。",
    "es": (
        "Puedes pedirme que añada una pantalla (\u201cañade una pantalla de ajustes\u201d) o que cambie el estilo "
        "(\u201chazlo oscuro\u201d, \u201cusa azul\u201d)."
    ),
    "de": (
        "Du kannst einen Bildschirm hinzufügen lassen (\u201efüge Einstellungen hinzu\u201c) "
        "oder den Stil ändern (\u201emach es dunkel\u201c, \u201everwende Blau\u201c)."
    ),
    "fr": (
        "Vous pouvez me demander d'ajouter un écran (\u00ab ajoute un écran de réglages \u00bb) ou de changer "
        "le style (\u00ab rends-le sombre \u00bb, \u00ab utilise du bleu \u00bb)."
    ),
}
# one screen / several, as a count
SCREENS = {
    "en": ("screen", "screens"),
    "zh": ("个页面", "个页面"),
    "ja": ("画面", "画面"),
    "es": ("pantalla", "pantallas"),
    "de": ("Bildschirm", "Bildschirme"),
    "fr": ("écran", "écrans"),
}
LIST_SEPARATOR = {"zh": "、", "ja": "、"}
COLOURS = {
    "zh": {"blue": "蓝色", "red": "红色", "green": "绿色", "purple": "紫色", "orange": "橙色", "pink": "粉色"},
    "ja": {"blue": "青", "red": "赤", "green": "緑", "purple": "紫", "orange": "オレンジ", "pink": "ピンク"},
    "es": {"blue": "azul", "red": "rojo", "green": "verde", "purple": "morado", "orange": "naranja", "pink": "rosa"},
    "de": {"blue": "Blau", "red": "Rot", "green": "Grün", "purple": "Lila", "orange": "Orange", "pink": "Rosa"},
    "fr": {"blue": "bleu", "red": "rouge", "green": "vert", "purple": "violet", "orange": "orange", "pink": "rose"},
}
EXTRA_COLOURS = {
    "zh": {"teal": "青色", "yellow": "黄色", "gold": "金色", "violet": "紫罗兰色", "black": "黑色"},
    "ja": {"teal": "ティール", "yellow": "黄色", "gold": "ゴールド", "violet": "バイオレット", "black": "黒"},
    "es": {"teal": "turquesa", "yellow": "amarillo", "gold": "dorado", "violet": "violeta", "black": "negro"},
    "de": {"teal": "Türkis", "yellow": "Gelb", "gold": "Gold", "violet": "Violett", "black": "Schwarz"},
    "fr": {"teal": "turquoise", "yellow": "jaune", "gold": "or", "violet": "violet", "black": "noir"},
}
LOOKS = {
    # dark theme, light theme, "{tone} tone", "{platform} conventions"
    "zh": ("深色主题", "浅色主题", "{tone}风格", "{platform} 规范"),
    "ja": ("ダークテーマ", "ライトテーマ", "{tone}なトーン", "{platform}の作法"),
    "es": ("tema oscuro", "tema claro", "tono {tone}", "convenciones de {platform}"),
    "de": ("dunkles Design", "helles Design", "{tone} Ton", "{platform}-Konventionen"),
    "fr": ("thème sombre", "thème clair", "ton {tone}", "conventions {platform}"),
}
TONES = {
    "zh": {
        "playful": "活泼",
        "calm": "平静",
        "minimal": "简约",
        "bold": "大胆",
        "professional": "专业",
        "elegant": "优雅",
        "friendly": "友好",
    },
    "ja": {
        "playful": "ポップ",
        "calm": "穏やか",
        "minimal": "ミニマル",
        "bold": "大胆",
        "professional": "プロ向け",
        "elegant": "エレガント",
        "friendly": "親しみやすい",
    },
    "es": {
        "playful": "divertido",
        "calm": "tranquilo",
        "minimal": "minimalista",
        "bold": "atrevido",
        "professional": "profesional",
        "elegant": "elegante",
        "friendly": "cercano",
    },
    "de": {
        "playful": "verspielter",
        "calm": "ruhiger",
        "minimal": "minimalistischer",
        "bold": "kräftiger",
        "professional": "professioneller",
        "elegant": "eleganter",
        "friendly": "freundlicher",
    },
    "fr": {
        "playful": "ludique",
        "calm": "apaisé",
        "minimal": "minimaliste",
        "bold": "affirmé",
        "professional": "professionnel",
        "elegant": "élégant",
        "friendly": "chaleureux",
    },
}


def _count(n: int, lang: str) -> str:
    one, many = SCREENS.get(lang, SCREENS["en"])
    word = one if n == 1 else many
    return f"{n} {word}" if lang != "zh" else f"{n} {word}"


def _names(names: list[str], lang: str) -> str:
    return LIST_SEPARATOR.get(lang, ", ").join(names)


def designing(lang: str, n: int, app: str, kind: str, dark: bool, names: list[str]) -> str:
    """The first sentence of a new app: how many screens, for what, and which."""
    listed = _names(names, lang)
    if lang == "zh":
        about = f"（{kind}应用）" if kind else ""
        mode = "，使用深色主题" if dark else ""
        return f"正在为{app}{about}设计 {n} 个页面{mode}：{listed}。"
    if lang == "ja":
        about = f"（{kind}アプリ）" if kind else ""
        mode = "、ダークテーマで" if dark else ""
        return f"{app}{about}の画面を{n}つデザインします{mode}：{listed}。"
    if lang == "es":
        about = f", una app de {kind}" if kind else ""
        mode = " con tema oscuro" if dark else ""
        return f"Diseñando {_count(n, lang)} para {app}{about}{mode}: {listed}."
    if lang == "de":
        about = f", eine {kind}-App" if kind and " " not in kind else f", eine App für {kind}" if kind else ""
        mode = " im dunklen Design" if dark else ""
        return f"Ich gestalte {_count(n, lang)} für {app}{about}{mode}: {listed}."
    if lang == "fr":
        about = f", une application {_de(kind)}" if kind else ""
        mode = " en thème sombre" if dark else ""
        return f"Je conçois {_count(n, lang)} pour {app}{about}{mode} : {listed}."
    about = f", {article(kind)} {kind} app" if kind else ""
    mode = " in a dark theme" if dark else ""
    return f"Designing {n} screen{'s' if n != 1 else ''} for {app}{about}{mode}: {listed}."


def _de(word: str) -> str:
    """French "de" before a word, elided before a vowel: "de covoiturage", "d'échecs"."""
    return f"d'{word}" if word[:1].lower() in "aeiouyhàâéèêëîïôûœ" else f"de {word}"


def done_new(lang: str, n: int, app: str) -> str:
    if lang == "zh":
        return f"完成：已为{app}设计 {n} 个页面，共用一套主题。{HINT[lang]}"
    if lang == "ja":
        return f"完了：{app}の画面を{n}つ作成しました。テーマは共通です。{HINT[lang]}"
    if lang == "es":
        return f"Listo: {_count(n, lang)} para {app}, con un mismo tema. {HINT[lang]}"
    if lang == "de":
        return f"Fertig: {_count(n, lang)} für {app} mit einem gemeinsamen Design. {HINT[lang]}"
    if lang == "fr":
        return f"Terminé : {_count(n, lang)} pour {app}, avec un thème commun. {HINT[lang]}"
    return f"Done: {n} screen{'s' if n != 1 else ''} for {app}, sharing one theme. {HINT['en']}"


def nothing_yet(lang: str) -> str:
    first = {
        "zh": "目前没有可以修改的内容。",
        "ja": "まだ変更できるものがありません。",
        "es": "Todavía no hay nada que cambiar.",
        "de": "Noch gibt es nichts zu ändern.",
        "fr": "Il n'y a encore rien à modifier.",
    }.get(lang, "There is nothing to change yet.")
    return f"{first}{'' if lang in ('zh', 'ja') else ' '}{HINT.get(lang, HINT['en'])}"


def unsure(lang: str) -> str:
    return {
        "zh": "我不太确定要改什么。可以试试\u201c加一个设置页面\u201d\u201c改成深色\u201d或\u201c换成青色\u201d。",
        "ja": "何を変えればよいかわかりませんでした。\u300c設定画面を追加して\u300d\u300cダークにして\u300d\u300c青にして\u300dのように伝えてください。",
        "es": (
            "No tengo claro qué cambiar. Prueba con \u201cañade una pantalla de ajustes\u201d, \u201chazlo oscuro\u201d "
            "o \u201cusa azul\u201d."
        ),
        "de": (
            "Ich bin nicht sicher, was ich ändern soll. Versuch es mit \u201efüge Einstellungen hinzu\u201c, "
            "\u201emach es dunkel\u201c oder \u201everwende Blau\u201c."
        ),
        "fr": (
            "Je ne suis pas sûr de ce qu'il faut modifier. Essayez \u00ab ajoute un écran de réglages \u00bb, "
            "\u00ab rends-le sombre \u00bb ou \u00ab utilise du bleu \u00bb."
        ),
    }.get(
        lang,
        "I wasn't sure what to change. Try \u201cadd a settings screen\u201d, \u201cshow a chart on the "
        "home screen\u201d, \u201cmake it dark\u201d or \u201cuse teal\u201d.",
    )


def look_words(lang: str, dark: bool | None, said: Sequence[str], tone: str | None, platform: str | None) -> str:
    """A new look in words: "dark theme, teal", "深色主题、青色"."""
    if lang not in LOOKS:
        parts = [f"{'Android' if platform == 'android' else 'iOS'} conventions"] if platform else []
        if dark is not None:
            parts.append("dark theme" if dark else "light theme")
        parts += [w for w in said if w not in ("dark", "light")]
        if tone:
            parts.append(f"{tone} tone")
        return ", ".join(parts) or "new look"
    dark_words, light_words, tone_words, platform_words = LOOKS[lang]
    parts = []
    if platform:
        parts.append(platform_words.format(platform="Android" if platform == "android" else "iOS"))
    if dark is not None:
        parts.append(dark_words if dark else light_words)
    colours = {**COLOURS[lang], **EXTRA_COLOURS[lang]}
    parts += [_colour(w, colours) for w in said if w not in ("dark", "light")]
    if tone:
        parts.append(tone_words.format(tone=TONES[lang].get(tone, tone)))
    return _names(parts, lang) if parts else {"zh": "新外观", "ja": "新しい見た目"}.get(lang, "nuevo estilo")


def _colour(words: str, names: dict[str, str]) -> str:
    return " ".join(names.get(w, w) for w in words.split())


def edit_summary(lang: str, app: str, changes: list[str], updates: list[str], creates: list[str]) -> str:
    """What a follow-up is about to do: "Adding 设置." / "正在添加：设置。"."""
    if lang == "zh":
        parts = []
        if changes:
            parts.append(f"把{app}改为{'和'.join(changes)}")
        if updates:
            parts.append(f"更新{_names(updates, lang)}")
        if creates:
            parts.append(f"添加{_names(creates, lang)}")
        return ("正在" + "；".join(parts) + "。") if parts else "目前没有需要修改的内容。"
    if lang == "ja":
        parts = []
        if changes:
            parts.append(f"{app}を{'と'.join(changes)}に変更します")
        if updates:
            parts.append(f"{_names(updates, lang)}を更新します")
        if creates:
            parts.append(f"{_names(creates, lang)}を追加します")
        return ("。".join(parts) + "。") if parts else "変更するものはまだありません。"
    verbs = {
        "es": ("cambiando {app} a {what}", "actualizando {names}", "añadiendo {names}", " y ", "Nada que cambiar."),
        "de": (
            "stelle {app} auf {what} um",
            "aktualisiere {names}",
            "füge {names} hinzu",
            " und ",
            "Nichts zu ändern.",
        ),
        "fr": ("passage de {app} en {what}", "mise à jour de {names}", "ajout de {names}", " et ", "Rien à modifier."),
        "en": ("switching {app} to {what}", "updating {names}", "adding {names}", " and ", "Nothing to change yet."),
    }
    switch, update, add, joiner, nothing = verbs.get(lang, verbs["en"])
    parts = []
    if changes:
        parts.append(switch.format(app=app, what=joiner.join(changes)))
    if updates:
        parts.append(update.format(names=", ".join(updates)))
    if creates:
        parts.append(add.format(names=", ".join(creates)))
    if not parts:
        return nothing
    text = "; ".join(parts) + "."
    if lang == "de":
        text = "Ich " + text
    return text[:1].upper() + text[1:]


def done_edit(lang: str, theme: str, updated: int, added: int) -> str:
    """The last sentence of a follow-up: what changed."""
    if lang == "zh":
        parts = ([f"新主题（{theme}）"] if theme else []) + (
            ([f"更新了 {updated} 个页面"] if updated else []) + ([f"添加了 {added} 个页面"] if added else [])
        )
        return "完成：" + "，".join(parts) + "。"
    if lang == "ja":
        parts = ([f"新しいテーマ（{theme}）"] if theme else []) + (
            ([f"{updated}画面を更新"] if updated else []) + ([f"{added}画面を追加"] if added else [])
        )
        return "完了：" + "、".join(parts) + "。"
    words = {
        "es": ("nuevo tema ({theme})", "{n} actualizada{s}", "{n} añadida{s}", "Listo: "),
        "de": ("neues Design ({theme})", "{n} aktualisiert", "{n} hinzugefügt", "Fertig: "),
        "fr": ("nouveau thème ({theme})", "{n} mis à jour", "{n} ajouté{s}", "Terminé : "),
    }
    if lang in words:
        theme_words, updated_words, added_words, lead = words[lang]
        parts = [theme_words.format(theme=theme)] if theme else []
        for n, template in ((updated, updated_words), (added, added_words)):
            if n:
                parts.append(f"{_count(n, lang)} " + template.format(n="", s="s" if n != 1 else "").strip())
        return lead + ", ".join(parts) + "."
    parts = [f"new theme ({theme})"] if theme else []
    if updated:
        parts.append(f"{updated} screen{'s' if updated != 1 else ''} updated")
    if added:
        parts.append(f"{added} screen{'s' if added != 1 else ''} added")
    return "Done: " + ", ".join(parts) + "."


def theme_name(app: str, dark: bool, lang: str) -> str:
    """A theme's name: "Padel Light", "记账助手 深色"."""
    words = {
        "zh": ("浅色", "深色"),
        "ja": ("ライト", "ダーク"),
        "es": ("claro", "oscuro"),
        "de": ("hell", "dunkel"),
        "fr": ("clair", "sombre"),
    }.get(lang, ("Light", "Dark"))
    return f"{app} {words[1] if dark else words[0]}"
