"""What fits the user's locale: the people on the screens, how money is written, the language's
own name, and the fonts Chinese and Japanese text is set in.

English keeps the screens as they always were; the other five languages get names of their own
("王芳", "Lena Schmidt"), amounts as the locale writes them ("24,50 €", "¥2,450") and, for Chinese
and Japanese, the CJK faces the platforms ship (WenQuanYi Micro Hei is the one the studio renders
with on Linux) ahead of the generic family.
"""

from __future__ import annotations

from dataclasses import dataclass

# the person using the app: (what a greeting calls them, full name, the local part of their email)
USERS: dict[str, tuple[tuple[str, str, str], ...]] = {
    "zh": (
        ("王芳", "王芳", "wangfang"),
        ("李娜", "李娜", "lina"),
        ("张伟", "张伟", "zhangwei"),
        ("刘洋", "刘洋", "liuyang"),
        ("陈静", "陈静", "chenjing"),
        ("杨磊", "杨磊", "yanglei"),
    ),
    "ja": (
        ("佐藤", "佐藤 美咲", "misaki.sato"),
        ("鈴木", "鈴木 大輔", "daisuke.suzuki"),
        ("高橋", "高橋 結衣", "yui.takahashi"),
        ("田中", "田中 翔", "sho.tanaka"),
        ("伊藤", "伊藤 さくら", "sakura.ito"),
        ("渡辺", "渡辺 蓮", "ren.watanabe"),
    ),
    "es": (
        ("Lucía", "Lucía Fernández", "lucia.fernandez"),
        ("Pablo", "Pablo García", "pablo.garcia"),
        ("Marta", "Marta López", "marta.lopez"),
        ("Javier", "Javier Ruiz", "javier.ruiz"),
        ("Elena", "Elena Torres", "elena.torres"),
        ("Diego", "Diego Moreno", "diego.moreno"),
    ),
    "de": (
        ("Lena", "Lena Schmidt", "lena.schmidt"),
        ("Jonas", "Jonas Becker", "jonas.becker"),
        ("Mia", "Mia Hoffmann", "mia.hoffmann"),
        ("Felix", "Felix Wagner", "felix.wagner"),
        ("Anna", "Anna Koch", "anna.koch"),
        ("Paul", "Paul Schulz", "paul.schulz"),
    ),
    "fr": (
        ("Camille", "Camille Dubois", "camille.dubois"),
        ("Lucas", "Lucas Martin", "lucas.martin"),
        ("Chloé", "Chloé Bernard", "chloe.bernard"),
        ("Hugo", "Hugo Petit", "hugo.petit"),
        ("Léa", "Léa Moreau", "lea.moreau"),
        ("Louis", "Louis Garnier", "louis.garnier"),
    ),
}
# other people: friends, contacts, authors
PEOPLE: dict[str, tuple[str, ...]] = {
    "zh": ("李娜", "张伟", "刘洋", "陈静", "杨磊", "赵敏", "周杰", "吴倩", "孙浩", "胡月", "郭峰", "何晴"),
    "ja": (
        "鈴木 大輔",
        "高橋 結衣",
        "田中 翔",
        "伊藤 さくら",
        "渡辺 蓮",
        "山本 葵",
        "中村 陽斗",
        "小林 凛",
        "加藤 湊",
        "吉田 芽依",
        "山田 悠真",
        "松本 陽菜",
    ),
    "es": (
        "Pablo García",
        "Marta López",
        "Javier Ruiz",
        "Elena Torres",
        "Diego Moreno",
        "Carmen Díaz",
        "Sergio Navarro",
        "Laura Romero",
        "Álvaro Gil",
        "Irene Castro",
        "Raúl Ortega",
        "Nuria Vidal",
    ),
    "de": (
        "Jonas Becker",
        "Mia Hoffmann",
        "Felix Wagner",
        "Anna Koch",
        "Paul Schulz",
        "Lea Richter",
        "Ben Neumann",
        "Emma Wolf",
        "Lukas Braun",
        "Clara Zimmermann",
        "Noah Krüger",
        "Sophie Hartmann",
    ),
    "fr": (
        "Lucas Martin",
        "Chloé Bernard",
        "Hugo Petit",
        "Léa Moreau",
        "Louis Garnier",
        "Manon Roux",
        "Jules Fournier",
        "Inès Girard",
        "Arthur Lefèvre",
        "Zoé Mercier",
        "Nathan Faure",
        "Alice Blanc",
    ),
}
NATIVE_NAMES = {"en": "English", "zh": "简体中文", "ja": "日本語", "es": "Español", "de": "Deutsch", "fr": "Français"}
# amounts in yen are a hundred times the dollar figures the content is written with
SCALE = {"ja": 100}
CJK_FONTS = {
    "zh": "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei'",
    "ja": "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Yu Gothic', 'Noto Sans CJK JP', 'WenQuanYi Micro Hei'",
}
GENERIC_FAMILIES = ("sans-serif", "serif", "system-ui", "monospace")


@dataclass(frozen=True)
class Person:
    greeting: str  # "Maya", "佐藤"
    full: str  # "Maya Chen", "佐藤 美咲"
    handle: str  # "maya.chen", "misaki.sato"


def user(lang: str, index: int, english_first: str) -> Person:
    """The app's user in the locale; English keeps its first names with one family name."""
    pool = USERS.get(lang)
    if not pool:
        return Person(english_first, f"{english_first} Chen", f"{english_first.lower()}.chen")
    greeting, full, handle = pool[index % len(pool)]
    return Person(greeting, full, handle)


def people(lang: str, english: tuple[str, ...]) -> tuple[str, ...]:
    return PEOPLE.get(lang, english)


def money(amount: float, currency: str, lang: str = "en", signed: bool = False, whole: bool = False) -> str:
    """An amount as the locale writes it: "$1,284", "−¥2,450", "24,50 €", "1 284 €"; `whole`
    leaves out the cents of a round figure."""
    sign = ("+" if amount > 0 else "\u2212" if amount < 0 else "") if signed else ("\u2212" if amount < 0 else "")
    value = abs(amount) * SCALE.get(lang, 1)
    whole = ((whole or value >= 1000) and value == int(value)) or lang in SCALE
    text = f"{value:,.0f}" if whole else f"{value:,.2f}"
    if lang in ("es", "de", "fr"):
        group = "\u202f" if lang == "fr" else "."
        text = text.replace(",", "\x00").replace(".", ",").replace("\x00", group)
        return f"{sign}{text}\u00a0{currency}"
    return f"{sign}{currency}{text}"


def with_script_fonts(stack: str, lang: str) -> str:
    """A font stack with the language's CJK faces before its generic family."""
    faces = CJK_FONTS.get(lang)
    if not faces or faces.split(",")[0] in stack:
        return stack
    parts = [p.strip() for p in stack.split(",")]
    at = next((i for i, p in enumerate(parts) if p in GENERIC_FAMILIES), len(parts))
    return ", ".join([*parts[:at], faces, *parts[at:]])
