"""What a named feature is, in any of the six languages: "court availability", 统计, 予算,
"Gießerinnerungen" and "photo log" each become a kind of screen (an archetype) the composer builds.

Words are word starts in English, Spanish and French ("statistic" finds "statistics"), and
substrings in Chinese, Japanese and German, where words join without spaces ("Pflegekalender").
Earlier concepts win where a phrase holds words of two ("budget statistics" is a budget screen).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True)
class Concept:
    key: str
    archetype: str
    words: dict[str, tuple[str, ...]]
    money: bool = False  # its content is amounts of money
    section: str = ""  # a section the screen shows as well ("chart")


def _c(key: str, archetype: str, money: bool = False, section: str = "", **words: str) -> Concept:
    return Concept(key, archetype, {lang: tuple(w.split("|")) for lang, w in words.items()}, money, section)


CONCEPTS: tuple[Concept, ...] = (
    _c(
        "sign_in",
        "sign_in",
        en="sign in|log in|login",
        zh="登录",
        ja="ログイン",
        es="iniciar sesión|acceso",
        de="anmeld|login",
        fr="connexion|se connecter",
    ),
    _c(
        "sign_up",
        "sign_up",
        en="sign up|register|registration",
        zh="注册",
        ja="登録|新規",
        es="registr",
        de="registrier",
        fr="inscri",
    ),
    _c(
        "onboarding",
        "onboarding",
        en="onboarding|welcome|intro",
        zh="引导|欢迎",
        ja="ようこそ|はじめに",
        es="bienvenida|introducc",
        de="willkommen|einführung",
        fr="bienvenue|introduc",
    ),
    _c(
        "split",
        "wallet",
        money=True,
        en="split|cost|bill|payment|pay|fee|debt|owe",
        zh="分摊|费用|账单|支付|付款|分账|AA",
        ja="割り勘|費用|支払|請求|精算",
        es="dividir|divid|coste|costo|pago|cuenta|precio|deuda",
        de="teilen|kosten|zahlung|rechnung|preis|schulden",
        fr="partag|coût|paiement|facture|prix|dette",
    ),
    _c(
        "budget",
        "wallet",
        money=True,
        section="breakdown",
        en="budget|spending|expense|bookkeep|accounting|finance",
        zh="预算|支出|开销|花费|开支",
        ja="予算|支出|出費",
        es="presupuesto|gasto",
        de="budget|ausgabe",
        fr="budget|dépense",
    ),
    _c(
        "stats",
        "stats",
        section="chart",
        en="statistic|stats|analytic|report|insight|chart|graph|trend|price history|price trend",
        zh="统计|报表|分析|图表|趋势|数据",
        ja="統計|分析|レポート|グラフ|推移",
        es="estadístic|informe|análisis|gráfic|tendencia",
        de="statistik|auswertung|bericht|diagramm|analyse|trend",
        fr="statistique|rapport|analyse|graphique|tendance|bilan",
    ),
    _c(
        "booking",
        "booking",
        en="availab|booking|book |reserv|slot|appointment|schedul",
        zh="预订|预约|空闲|可用|时段|订场",
        ja="予約|空き|空き状況|時間帯",
        es="disponib|reserv|horario|cita",
        de="verfügbar|buchung|buchen|reservier|termin",
        fr="disponib|réserv|créneau|rendez-vous",
    ),
    _c(
        "calendar",
        "calendar",
        en="calendar|planner|agenda",
        zh="日历|日程|计划表",
        ja="カレンダー|予定|スケジュール",
        es="calendario|agenda",
        de="kalender|planer",
        fr="calendrier|agenda|planning",
    ),
    _c(
        "reminders",
        "notifications",
        en="reminder|notification|alert|remind",
        zh="提醒|通知",
        ja="リマインダー|通知|お知らせ",
        es="recordatorio|notificac|aviso|alerta",
        de="erinnerung|benachrichtigung|hinweis",
        fr="rappel|notification|alerte",
    ),
    _c(
        "photos",
        "gallery",
        en="photo|gallery|album|picture|image",
        zh="照片|相册|图片|相片|拍照",
        ja="写真|アルバム|フォト|ギャラリー|画像",
        es="foto|galería|álbum|imagen",
        de="foto|bild|galerie|album",
        fr="photo|galerie|album|image",
    ),
    _c(
        "log",
        "list",
        en="log|journal|diary|history|record|tracker|tracking",
        zh="记录|日志|日记|历史|账本|记账",
        ja="記録|日記|履歴|ログ|家計簿",
        es="registro|diario|historial|bitácora",
        de="tagebuch|verlauf|protokoll|logbuch",
        fr="journal|historique|carnet|suivi",
    ),
    _c(
        "home",
        "home",
        en="home|dashboard|overview|today",
        zh="首页|主页|概览|仪表盘|今日",
        ja="ホーム|トップ|概要|ダッシュボード|今日",
        es="inicio|portada|resumen|panel",
        de="startseite|start|übersicht|dashboard|home",
        fr="accueil|tableau de bord|aperçu",
    ),
    _c(
        "settings",
        "settings",
        en="setting|preference",
        zh="设置|偏好",
        ja="設定",
        es="ajuste|configuraci|preferencia",
        de="einstellung",
        fr="réglage|paramètre|préférence",
    ),
    _c(
        "profile",
        "profile",
        en="profile|account",
        zh="我的|个人|资料|账户|账号",
        ja="プロフィール|マイページ|アカウント",
        es="perfil|cuenta de usuario",
        de="profil|konto",
        fr="profil|compte",
    ),
    _c(
        "search",
        "search",
        en="search|find|discover|explore|browse",
        zh="搜索|查找|发现|浏览",
        ja="検索|探す|さがす",
        es="busca|búsqueda|explora|descubr",
        de="such|entdeck|durchsuch",
        fr="recherch|explor|découvr",
    ),
    _c(
        "map",
        "map",
        en="map|nearby|location",
        zh="地图|附近|位置",
        ja="地図|マップ|近く",
        es="mapa|cerca|ubicación",
        de="karte|umgebung|standort",
        fr="carte|proximité|localisation",
    ),
    _c(
        "chat",
        "inbox",
        en="chat|message|inbox|conversation",
        zh="聊天|消息|私信|对话",
        ja="チャット|メッセージ|トーク",
        es="chat|mensaje|conversac",
        de="chat|nachricht",
        fr="chat|message|discussion|messagerie",
    ),
    _c(
        "goals",
        "streak",
        en="goal|streak|habit|progress",
        zh="目标|进度|打卡|习惯",
        ja="目標|進捗|習慣",
        es="objetivo|meta|progreso|hábito",
        de="ziel|fortschritt|gewohnheit",
        fr="objectif|progrès|habitude",
    ),
    _c(
        "feed",
        "feed",
        en="feed|timeline|news",
        zh="动态|朋友圈",
        ja="フィード|タイムライン",
        es="novedades|muro",
        de="neuigkeiten|feed",
        fr="actualité|fil d'actualité",
    ),
    _c(
        "cart",
        "cart",
        money=True,
        en="cart|basket",
        zh="购物车",
        ja="カート",
        es="carrito|cesta",
        de="warenkorb",
        fr="panier",
    ),
    _c(
        "form",
        "form",
        en="new entry|form|entry|add entry",
        zh="添加|新建|记一笔|录入",
        ja="追加|入力|新規作成",
        es="añadir|nuevo registro|formulario",
        de="hinzufüg|neuer eintrag|formular|eintrag",
        fr="ajout|nouvelle entrée|formulaire",
    ),
    _c(
        "detail",
        "detail",
        en="detail",
        zh="详情|详细",
        ja="詳細",
        es="detalle",
        de="detail",
        fr="détail",
    ),
    _c(
        "player",
        "player",
        en="player|playback",
        zh="播放",
        ja="再生|プレーヤー",
        es="reproductor",
        de="wiedergabe|player",
        fr="lecteur",
    ),
    _c(
        "list",
        "list",
        en="list|catalog|catalogue|library|collection",
        zh="列表|清单|目录",
        ja="一覧|リスト",
        es="lista|catálogo|colección",
        de="liste|katalog|sammlung",
        fr="liste|catalogue|collection",
    ),
)
BY_KEY = {c.key: c for c in CONCEPTS}
# costs shared between people ("splitting the cost with friends"), not costs alone ("fuel costs")
SHARED = _c(
    "shared",
    "wallet",
    money=True,
    section="split",
    en="split|share the cost|sharing the cost|divid|owe",
    zh="分摊|AA|分账|平摊|均摊",
    ja="割り勘|精算|分け合",
    es="dividir|divid|repartir|compartir gastos|compartir el coste",
    de="aufteil|teilen|geteilt",
    fr="partag|divis|répartir",
)
JOINED = frozenset(("zh", "ja", "de"))  # languages whose words run together


def concept_of(phrase: str, lang: str) -> Concept | None:
    """The concept a feature's words name, or None."""
    text = phrase.lower()
    for concept in CONCEPTS:
        if matches(concept, text, lang):
            return concept
    return None


def concepts_in(text: str, lang: str) -> list[Concept]:
    """Every concept the text names, in the table's order."""
    lowered = text.lower()
    return [c for c in CONCEPTS if matches(c, lowered, lang)]


def matches(concept: Concept, text: str, lang: str) -> bool:
    words = concept.words.get(lang, ())
    if lang in JOINED:
        return any(w.lower() in text for w in words)
    return _pattern(words).search(text) is not None if words else False


@lru_cache(maxsize=256)
def _pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in words) + ")", re.IGNORECASE)
