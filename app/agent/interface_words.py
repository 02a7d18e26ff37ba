"""The words screens are built with, in Chinese, Japanese, Spanish, German and French.

The section library writes its interface in English ("See all", "Good morning, Maya", "Search
plants"). A screen for an app in another language has every such text, and the labels read out
to screen readers, put in that language as the last step of composing it: whole phrases from
`PHRASES`, phrases around the app's own words from `TEMPLATES` ("Search {items}" with the app's
items), and the week's initials ("M T W T F S S") where a chart or a calendar spells them out.
The app's own content is already in its language and is left as it is.
"""

from __future__ import annotations

import re
from functools import lru_cache
from html import escape, unescape

LANGS = ("zh", "ja", "es", "de", "fr")
# English | 中文 | 日本語 | Español | Deutsch | Français
_PHRASES = """
See all | 查看全部 | すべて見る | Ver todo | Alle ansehen | Tout voir
Insights | 分析 | 分析 | Análisis | Analyse | Analyses
This week | 本周 | 今週 | Esta semana | Diese Woche | Cette semaine
Recent | 最近 | 最近 | Recientes | Zuletzt | Récents
Details | 详情 | 詳細 | Detalles | Details | Détails
Open map | 打开地图 | 地図を開く | Abrir mapa | Karte öffnen | Ouvrir la carte
Calendar | 日历 | カレンダー | Calendario | Kalender | Calendrier
Overview | 概览 | 概要 | Resumen | Übersicht | Aperçu
Categories | 分类 | カテゴリー | Categorías | Kategorien | Catégories
Category | 分类 | カテゴリー | Categoría | Kategorie | Catégorie
Your progress | 我的进度 | あなたの進捗 | Tu progreso | Dein Fortschritt | Votre progression
of goal | 目标完成度 | 目標達成 | del objetivo | vom Ziel | de l'objectif
You are ahead of last week. Keep going! | 比上周进步了，继续加油！ | 先週より順調です。この調子で！ | Vas mejor que la semana pasada. ¡Sigue así! | Du liegst vor der letzten Woche. Weiter so! | Vous êtes en avance sur la semaine dernière. Continuez !
Breakdown | 分类占比 | 内訳 | Desglose | Aufschlüsselung | Répartition
Now playing | 正在播放 | 再生中 | Reproduciendo | Läuft gerade | En cours de lecture
Week | 周 | 週 | Semana | Woche | Semaine
Month | 月 | 月 | Mes | Monat | Mois
Year | 年 | 年 | Año | Jahr | Année
weekly goal | 周目标 | 週の目標 | objetivo semanal | Wochenziel | objectif de la semaine
Trend | 趋势 | 推移 | Tendencia | Verlauf | Tendance
Last 7 weeks | 近 7 周 | 過去7週間 | Últimas 7 semanas | Letzte 7 Wochen | 7 dernières semaines
Last 5 weeks | 近 5 周 | 過去5週間 | Últimas 5 semanas | Letzte 5 Wochen | 5 dernières semaines
By category | 按分类 | カテゴリー別 | Por categoría | Nach Kategorie | Par catégorie
Transactions | 收支明细 | 取引履歴 | Movimientos | Umsätze | Opérations
Send | 转账 | 送金 | Enviar | Senden | Envoyer
Request | 收款 | 請求 | Solicitar | Anfordern | Demander
Top up | 充值 | チャージ | Recargar | Aufladen | Recharger
More | 更多 | その他 | Más | Mehr | Plus
Less | 少 | 少 | Menos | Weniger | Moins
Balance | 余额 | 残高 | Saldo | Guthaben | Solde
Available | 可用 | 利用可能 | Disponible | Verfügbar | Disponible
Today | 今天 | 今日 | Hoy | Heute | Aujourd'hui
Earlier | 更早 | 以前 | Antes | Früher | Plus tôt
Yesterday | 昨天 | 昨日 | Ayer | Gestern | Hier
All | 全部 | すべて | Todo | Alle | Tout
Mentions | 提及 | メンション | Menciones | Erwähnungen | Mentions
Updates | 更新 | 更新 | Novedades | Neuigkeiten | Mises à jour
Offers | 优惠 | お得情報 | Ofertas | Angebote | Offres
Mark all read | 全部已读 | すべて既読 | Marcar como leído | Alle gelesen | Tout marquer comme lu
Unread | 未读 | 未読 | No leídos | Ungelesen | Non lus
Groups | 群组 | グループ | Grupos | Gruppen | Groupes
Archived | 已归档 | アーカイブ | Archivados | Archiviert | Archivés
Search messages | 搜索消息 | メッセージを検索 | Buscar mensajes | Nachrichten durchsuchen | Rechercher des messages
Online | 在线 | オンライン | En línea | Online | En ligne
Message | 输入消息 | メッセージ | Mensaje | Nachricht | Message
Hi! Just checking in. | 你好！来问问近况。 | こんにちは！ちょっと様子を聞きたくて。 | ¡Hola! Solo quería saber qué tal. | Hallo! Wollte mich kurz melden. | Salut ! Je prends des nouvelles.
Hey! All good here | 嗨！这边一切都好 | こちらは順調です！ | ¡Hola! Todo bien por aquí | Hey! Hier ist alles gut | Coucou ! Tout va bien ici
Today · 9:41 | 今天 · 9:41 | 今日・9:41 | Hoy · 9:41 | Heute · 9:41 | Aujourd'hui · 9:41
Edit profile | 编辑资料 | プロフィールを編集 | Editar perfil | Profil bearbeiten | Modifier le profil
Share | 分享 | 共有 | Compartir | Teilen | Partager
Achievements | 成就 | 実績 | Logros | Erfolge | Succès
Account | 账户 | アカウント | Cuenta | Konto | Compte
Personal details | 个人信息 | 個人情報 | Datos personales | Persönliche Daten | Informations personnelles
Notifications | 通知 | 通知 | Notificaciones | Mitteilungen | Notifications
On | 已开启 | オン | Activadas | An | Activées
Privacy & security | 隐私与安全 | プライバシーとセキュリティ | Privacidad y seguridad | Datenschutz & Sicherheit | Confidentialité et sécurité
Help & support | 帮助与支持 | ヘルプとサポート | Ayuda y soporte | Hilfe & Support | Aide et assistance
On fire | 状态火热 | 絶好調 | En racha | Volle Fahrt | En feu
7-day streak | 连续 7 天 | 7日連続 | Racha de 7 días | 7 Tage in Folge | 7 jours d'affilée
30-day streak | 连续 30 天 | 30日連続 | Racha de 30 días | 30 Tage in Folge | 30 jours d'affilée
day streak | 天连续打卡 | 日連続 | días seguidos | Tage in Folge | jours d'affilée
Top 10% | 前 10% | 上位10% | Top 10 % | Top 10 % | Top 10 %
This month | 本月 | 今月 | Este mes | Diesen Monat | Ce mois-ci
First 50 | 前 50 个 | 最初の50件 | Primeros 50 | Erste 50 | 50 premiers
Early bird | 早起鸟 | 早起き | Madrugador | Frühaufsteher | Lève-tôt
5 before 8 am | 早上 8 点前 5 次 | 朝8時前に5回 | 5 antes de las 8 | 5 vor 8 Uhr | 5 avant 8 h
Preferences | 偏好设置 | 環境設定 | Preferencias | Einstellungen | Préférences
Push notifications | 推送通知 | プッシュ通知 | Notificaciones push | Push-Mitteilungen | Notifications push
Dark mode | 深色模式 | ダークモード | Modo oscuro | Dunkelmodus | Mode sombre
8:00 pm | 20:00 | 20:00 | 20:00 | 20:00 | 20:00
Language | 语言 | 言語 | Idioma | Sprache | Langue
English | 简体中文 | 日本語 | Español | Deutsch | Français
Offline downloads | 离线下载 | オフライン再生 | Descargas sin conexión | Offline-Downloads | Téléchargements hors ligne
Face ID | 面容 ID | Face ID | Face ID | Face ID | Face ID
Subscription | 订阅 | サブスクリプション | Suscripción | Abo | Abonnement
Premium | 高级版 | プレミアム | Premium | Premium | Premium
Support | 支持 | サポート | Soporte | Support | Assistance
Help centre | 帮助中心 | ヘルプセンター | Centro de ayuda | Hilfe-Center | Centre d'aide
Privacy policy | 隐私政策 | プライバシーポリシー | Política de privacidad | Datenschutzerklärung | Politique de confidentialité
Rate the app | 给应用评分 | アプリを評価 | Valorar la app | App bewerten | Noter l'application
Log out | 退出登录 | ログアウト | Cerrar sesión | Abmelden | Se déconnecter
Skip | 跳过 | スキップ | Omitir | Überspringen | Passer
Get started | 开始使用 | はじめる | Empezar | Los geht's | Commencer
I already have an account | 我已有账户 | アカウントをお持ちの方 | Ya tengo una cuenta | Ich habe schon ein Konto | J'ai déjà un compte
Welcome back | 欢迎回来 | おかえりなさい | Hola de nuevo | Willkommen zurück | Bon retour
Email | 邮箱 | メールアドレス | Correo electrónico | E-Mail | E-mail
Password | 密码 | パスワード | Contraseña | Passwort | Mot de passe
Forgot password? | 忘记密码？ | パスワードをお忘れですか？ | ¿Olvidaste tu contraseña? | Passwort vergessen? | Mot de passe oublié ?
Sign in | 登录 | ログイン | Iniciar sesión | Anmelden | Se connecter
or | 或 | または | o | oder | ou
Continue with Apple | 通过 Apple 继续 | Appleで続ける | Continuar con Apple | Weiter mit Apple | Continuer avec Apple
Continue with Google | 通过 Google 继续 | Googleで続ける | Continuar con Google | Weiter mit Google | Continuer avec Google
New here? | 第一次来？ | はじめての方は | ¿Eres nuevo? | Neu hier? | Nouveau ici ?
Create an account | 创建账户 | アカウントを作成 | Crear una cuenta | Konto erstellen | Créer un compte
Create your account | 创建你的账户 | アカウントを作成 | Crea tu cuenta | Erstelle dein Konto | Créez votre compte
Create account | 创建账户 | アカウントを作成 | Crear cuenta | Konto erstellen | Créer le compte
Full name | 姓名 | 氏名 | Nombre completo | Vollständiger Name | Nom complet
At least 8 characters | 至少 8 个字符 | 8文字以上 | Al menos 8 caracteres | Mindestens 8 Zeichen | Au moins 8 caractères
I agree to the Terms of Service and Privacy Policy. | 我同意服务条款和隐私政策。 | 利用規約とプライバシーポリシーに同意します。 | Acepto las Condiciones del servicio y la Política de privacidad. | Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu. | J'accepte les Conditions d'utilisation et la Politique de confidentialité.
Send me tips and product news. | 给我发送使用技巧和产品动态。 | ヒントや新機能のお知らせを受け取る。 | Envíame consejos y novedades. | Schickt mir Tipps und Neuigkeiten. | Envoyez-moi des conseils et des nouveautés.
or sign up with | 或通过以下方式注册 | または次の方法で登録 | o regístrate con | oder registriere dich mit | ou inscrivez-vous avec
Browse suggestions | 浏览推荐 | おすすめを見る | Ver sugerencias | Vorschläge ansehen | Voir les suggestions
You're all set | 一切就绪 | 準備が整いました | Todo listo | Alles erledigt | C'est tout bon
Order placed | 下单成功 | 注文しました | Pedido realizado | Bestellung aufgegeben | Commande passée
Order confirmed | 订单已确认 | 注文確定 | Pedido confirmado | Bestellung bestätigt | Commande confirmée
Booking confirmed | 预订已确认 | 予約が確定しました | Reserva confirmada | Buchung bestätigt | Réservation confirmée
You're going! | 报名成功！ | 参加が決まりました！ | ¡Vas a ir! | Du bist dabei! | C'est noté, vous y allez !
Appointment booked | 预约成功 | 予約しました | Cita reservada | Termin gebucht | Rendez-vous pris
Viewing booked | 看房已预约 | 内見を予約しました | Visita reservada | Besichtigung gebucht | Visite réservée
Money sent | 转账成功 | 送金しました | Dinero enviado | Geld gesendet | Argent envoyé
Transfer sent | 转账已发出 | 送金しました | Transferencia enviada | Überweisung gesendet | Virement envoyé
Application sent | 申请已提交 | 応募しました | Solicitud enviada | Bewerbung gesendet | Candidature envoyée
We sent the details to your email. You can find everything in your account. | 详情已发送到你的邮箱，也可以在账户中查看。 | 詳細をメールでお送りしました。アカウントからいつでも確認できます。 | Te hemos enviado los detalles por correo. Encontrarás todo en tu cuenta. | Wir haben dir die Details per E-Mail geschickt. Alles findest du in deinem Konto. | Nous vous avons envoyé les détails par e-mail. Tout est dans votre compte.
Reference | 编号 | 参照番号 | Referencia | Referenz | Référence
Date | 日期 | 日付 | Fecha | Datum | Date
Time | 时间 | 時間 | Hora | Uhrzeit | Heure
Total paid | 实付金额 | お支払い合計 | Total pagado | Bezahlt | Total payé
Back to home | 返回首页 | ホームに戻る | Volver al inicio | Zurück zum Start | Retour à l'accueil
Tuesday, 10 June | 6月10日 星期二 | 6月10日（火） | martes, 10 de junio | Dienstag, 10. Juni | mardi 10 juin
Wednesday, 11 June | 6月11日 星期三 | 6月11日（水） | miércoles, 11 de junio | Mittwoch, 11. Juni | mercredi 11 juin
10–16 June | 6月10日–16日 | 6月10日〜16日 | 10–16 de junio | 10.–16. Juni | 10–16 juin
June 2025 | 2025年6月 | 2025年6月 | junio de 2025 | Juni 2025 | juin 2025
June | 6月 | 6月 | Junio | Juni | Juin
Mon, 9 June | 6月9日 周一 | 6月9日（月） | lun, 9 de junio | Mo., 9. Juni | lun. 9 juin
Tue, 10 June | 6月10日 周二 | 6月10日（火） | mar, 10 de junio | Di., 10. Juni | mar. 10 juin
Wed, 11 June | 6月11日 周三 | 6月11日（水） | mié, 11 de junio | Mi., 11. Juni | mer. 11 juin
Thu, 12 June | 6月12日 周四 | 6月12日（木） | jue, 12 de junio | Do., 12. Juni | jeu. 12 juin
Reached on 3 June | 6月3日达成 | 6月3日に達成 | Conseguido el 3 de junio | Erreicht am 3. Juni | Atteint le 3 juin
Mon | 周一 | 月 | Lun | Mo | Lun
Tue | 周二 | 火 | Mar | Di | Mar
Wed | 周三 | 水 | Mié | Mi | Mer
Thu | 周四 | 木 | Jue | Do | Jeu
Fri | 周五 | 金 | Vie | Fr | Ven
Sat | 周六 | 土 | Sáb | Sa | Sam
Sun | 周日 | 日 | Dom | So | Dim
Good morning | 早上好 | おはようございます | Buenos días | Guten Morgen | Bonjour
Filter | 筛选 | 絞り込み | Filtrar | Filtern | Filtrer
Filters | 筛选 | 絞り込み | Filtros | Filter | Filtres
Add | 添加 | 追加 | Añadir | Hinzufügen | Ajouter
New | 新建 | 新規 | Nuevo | Neu | Nouveau
Recent searches | 最近搜索 | 最近の検索 | Búsquedas recientes | Letzte Suchen | Recherches récentes
Clear | 清除 | クリア | Borrar | Löschen | Effacer
Browse categories | 浏览分类 | カテゴリーから探す | Explorar categorías | Kategorien durchsuchen | Parcourir les catégories
Top results | 最佳结果 | 上位の結果 | Mejores resultados | Top-Ergebnisse | Meilleurs résultats
Hiking | 徒步 | ハイキング | Senderismo | Wandern | Randonnée
Coffee | 咖啡 | コーヒー | Café | Kaffee | Café
Live music | 现场音乐 | ライブ | Música en directo | Livemusik | Concerts
Cooking | 烹饪 | 料理 | Cocina | Kochen | Cuisine
Friends | 好友 | 友達 | Amigos | Freunde | Amis
Your longest yet. Keep it going tomorrow! | 这是你的最长纪录，明天继续保持！ | 過去最長です。明日も続けましょう！ | ¡Tu mejor racha! Sigue mañana. | Deine längste bisher. Mach morgen weiter! | Votre record ! Continuez demain.
Milestones | 里程碑 | マイルストーン | Hitos | Meilensteine | Étapes
Keep collecting | 继续加油 | この調子で | Sigue así | Weiter so | Continuez
Done | 已完成 | 達成 | Hecho | Erledigt | Fait
List view | 列表 | リスト表示 | Ver lista | Listenansicht | Vue liste
Title | 标题 | タイトル | Título | Titel | Titre
Description | 描述 | 説明 | Descripción | Beschreibung | Description
Remind me | 提醒我 | リマインド | Recordarme | Erinnern | Me rappeler
Add photos or files | 添加照片或文件 | 写真やファイルを追加 | Añadir fotos o archivos | Fotos oder Dateien hinzufügen | Ajouter des photos ou des fichiers
Cancel | 取消 | キャンセル | Cancelar | Abbrechen | Annuler
Save | 保存 | 保存 | Guardar | Speichern | Enregistrer
Open | 可预订 | 空きあり | Libre | Frei | Libre
Select a date | 选择日期 | 日付を選択 | Elige una fecha | Datum wählen | Choisir une date
Available times | 可选时段 | 空いている時間 | Horas disponibles | Freie Zeiten | Créneaux disponibles
Guests | 人数 | 人数 | Personas | Personen | Personnes
Visit type | 就诊类型 | 受診区分 | Tipo de visita | Art des Besuchs | Type de visite
Notes | 备注 | メモ | Notas | Notizen | Remarques
Anything we should know? | 有什么需要告诉我们的吗？ | 伝えておきたいことはありますか？ | ¿Algo que debamos saber? | Sollen wir etwas wissen? | Quelque chose à nous signaler ?
From | 起价 | 料金 | Desde | Ab | À partir de
Promo code | 优惠码 | クーポンコード | Código promocional | Gutscheincode | Code promo
Enter a code | 输入优惠码 | コードを入力 | Introduce un código | Code eingeben | Saisir un code
Total | 合计 | 合計 | Total | Gesamt | Total
Checkout | 去结算 | レジに進む | Pagar | Zur Kasse | Paiement
Subtotal | 小计 | 小計 | Subtotal | Zwischensumme | Sous-total
Delivery | 配送费 | 配送料 | Envío | Lieferung | Livraison
Shipping | 运费 | 送料 | Envío | Versand | Livraison
Free | 免费 | 無料 | Gratis | Kostenlos | Offert
Tax | 税费 | 税 | Impuestos | Steuer | Taxes
Delivery address | 收货地址 | お届け先 | Dirección de entrega | Lieferadresse | Adresse de livraison
Home | 首页 | ホーム | Inicio | Start | Accueil
Home address | 家庭住址 | 自宅 | Casa | Zuhause | Domicile
24 Oak Street, Apt 5B, Brooklyn | 朝阳区建国路 88 号 5 单元 | 東京都渋谷区神南1-2-3 | Calle Mayor 24, 3.º B, Madrid | Lindenstraße 24, 10969 Berlin | 24 rue des Lilas, 75011 Paris
24 Oak Street | 建国路 88 号 | 神南1-2-3 | Calle Mayor 24 | Lindenstraße 24 | 24 rue des Lilas
Current location | 当前位置 | 現在地 | Ubicación actual | Aktueller Standort | Position actuelle
Change | 更改 | 変更 | Cambiar | Ändern | Modifier
Payment method | 支付方式 | お支払い方法 | Método de pago | Zahlungsart | Moyen de paiement
Add new | 添加 | 追加 | Añadir | Hinzufügen | Ajouter
Expires 08/27 | 有效期至 08/27 | 有効期限 08/27 | Caduca 08/27 | Gültig bis 08/27 | Expire fin 08/27
Fast and secure | 快捷又安全 | すばやく安全 | Rápido y seguro | Schnell und sicher | Rapide et sécurisé
Order summary | 订单摘要 | 注文内容 | Resumen del pedido | Bestellübersicht | Récapitulatif
Estimated arrival | 预计送达 | 到着予定 | Llegada estimada | Voraussichtliche Ankunft | Arrivée estimée
12 min | 12 分钟 | 12分 | 12 min | 12 Min. | 12 min
On time | 准时 | 予定通り | A tiempo | Pünktlich | À l'heure
You | 我 | あなた | Tú | Du | Vous
Courier | 骑手 | 配達員 | Repartidor | Kurier | Livreur
Preparing your food | 正在备餐 | 調理中 | Preparando tu comida | Dein Essen wird zubereitet | Préparation en cours
On the way | 配送中 | 配達中 | En camino | Unterwegs | En route
Arriving 18:40 | 预计 18:40 送达 | 18:40 到着予定 | Llega a las 18:40 | Ankunft 18:40 | Arrivée à 18:40
Delivered | 已送达 | 配達済み | Entregado | Zugestellt | Livré
Packed | 已打包 | 梱包済み | Empaquetado | Verpackt | Emballé
Out for delivery | 派送中 | 配達中 | En reparto | In Zustellung | En cours de livraison
Today by 20:00 | 今天 20:00 前 | 今日20:00まで | Hoy antes de las 20:00 | Heute bis 20:00 | Aujourd'hui avant 20:00
Ride requested | 已叫车 | 配車を依頼しました | Viaje solicitado | Fahrt angefragt | Course demandée
Driver assigned | 司机已接单 | ドライバーが決まりました | Conductor asignado | Fahrer zugewiesen | Chauffeur trouvé
Driver arriving | 司机即将到达 | まもなく到着 | El conductor llega | Fahrer kommt | Chauffeur en approche
2 min away | 还有 2 分钟 | あと2分 | A 2 min | Noch 2 Min. | À 2 min
On the trip | 行程中 | 乗車中 | En el viaje | Unterwegs | En course
Choose a ride | 选择车型 | 車種を選ぶ | Elige un viaje | Fahrt wählen | Choisir une course
About | 简介 | 概要 | Acerca de | Über | À propos
At a glance | 一览 | ひと目で | De un vistazo | Auf einen Blick | En bref
Save it for later, share it with a friend, or get going right away. It's all one tap from here. | 稍后再看、分享给朋友，或者马上开始，一键即可。 | あとで見る、友達に送る、今すぐ始める。どれもワンタップで。 | Guárdalo para después, compártelo o empieza ya. Todo a un toque. | Für später merken, teilen oder gleich loslegen – alles mit einem Tipp. | Gardez-le pour plus tard, partagez-le ou lancez-vous tout de suite. Tout se fait en un geste.
Choose an option | 选择规格 | オプションを選択 | Elige una opción | Option wählen | Choisir une option
Guide | 指南 | ガイド | Guía | Ratgeber | Guide
Standard | 标准版 | スタンダード | Estándar | Standard | Standard
Plus | 加强版 | プラス | Plus | Plus | Plus
Regular | 常规 | レギュラー | Normal | Normal | Normal
Large | 大份 | ラージ | Grande | Groß | Grand
Family | 家庭装 | ファミリー | Familiar | Familie | Famille
Free delivery on orders over $50 | 满 300 元包邮 | 5,000円以上で送料無料 | Envío gratis a partir de 50 € | Kostenloser Versand ab 50 € | Livraison offerte dès 50 €
Free 30-day returns | 30 天免费退货 | 30日間返品無料 | Devolución gratuita en 30 días | 30 Tage kostenlose Rückgabe | Retours gratuits sous 30 jours
2-year warranty | 两年保修 | 2年保証 | 2 años de garantía | 2 Jahre Garantie | Garantie 2 ans
Follow | 关注 | フォロー | Seguir | Folgen | Suivre
People want fewer steps, clearer choices and a sense of progress. They want to know what happens next, and they want to feel in control of it. | 人们想要更少的步骤、更清晰的选择，以及一直在前进的感觉。他们想知道接下来会发生什么，也想自己掌控。 | 求められているのは、少ない手順、わかりやすい選択、そして前に進んでいる実感。次に何が起きるかを知り、自分で決められることです。 | La gente quiere menos pasos, opciones más claras y sensación de avance. Quiere saber qué viene después y tenerlo bajo control. | Menschen wollen weniger Schritte, klarere Entscheidungen und das Gefühl, voranzukommen. Sie wollen wissen, was als Nächstes passiert, und es selbst in der Hand haben. | Les gens veulent moins d'étapes, des choix plus clairs et le sentiment d'avancer. Ils veulent savoir ce qui vient ensuite, et garder la main.
That is what this story is about: the small decisions that add up to something people love to use, day after day. | 这就是这个故事的主题：一个个小决定，最终汇成人们每天都爱用的东西。 | この記事のテーマはそこにあります。小さな判断の積み重ねが、毎日使いたくなるものをつくるのです。 | De eso trata esta historia: de las pequeñas decisiones que acaban en algo que la gente usa con gusto cada día. | Darum geht es hier: um die kleinen Entscheidungen, die zusammen etwas ergeben, das Menschen Tag für Tag gern nutzen. | Voilà le sujet de cette histoire : les petites décisions qui, ensemble, donnent quelque chose qu'on aime utiliser chaque jour.
This phone | 本机 | このスマホ | Este teléfono | Dieses Telefon | Ce téléphone
Sleep timer | 睡眠定时 | スリープタイマー | Temporizador | Schlaf-Timer | Minuterie
Up next | 接下来 | 次に再生 | A continuación | Als Nächstes | À suivre
Cover letter | 求职信 | 志望動機 | Carta de presentación | Anschreiben | Lettre de motivation
Tell them why you are a great fit… | 说说你为什么适合这个职位… | この仕事に合う理由を伝えましょう… | Cuéntales por qué encajas… | Erzähl, warum du gut passt… | Expliquez pourquoi vous êtes la bonne personne…
Upload your CV (PDF, up to 5 MB) | 上传简历（PDF，最大 5 MB） | 履歴書をアップロード（PDF、5 MBまで） | Sube tu CV (PDF, hasta 5 MB) | Lebenslauf hochladen (PDF, bis 5 MB) | Importer votre CV (PDF, 5 Mo max.)
Submit application | 提交申请 | 応募する | Enviar solicitud | Bewerbung absenden | Envoyer la candidature
Back | 返回 | 戻る | Atrás | Zurück | Retour
Tabs | 标签栏 | タブ | Pestañas | Tabs | Onglets
Activity | 动态 | アクティビティ | Actividad | Aktivität | Activité
Messages | 消息 | メッセージ | Mensajes | Nachrichten | Messages
Add card | 添加卡片 | カードを追加 | Añadir tarjeta | Karte hinzufügen | Ajouter une carte
Call | 通话 | 通話 | Llamar | Anrufen | Appeler
Video call | 视频通话 | ビデオ通話 | Videollamada | Videoanruf | Appel vidéo
New message | 新消息 | 新規メッセージ | Nuevo mensaje | Neue Nachricht | Nouveau message
Notification settings | 通知设置 | 通知設定 | Ajustes de notificaciones | Mitteilungseinstellungen | Réglages des notifications
Pause | 暂停 | 一時停止 | Pausa | Pause | Pause
Search | 搜索 | 検索 | Buscar | Suchen | Rechercher
typing | 正在输入 | 入力中 | escribiendo | schreibt | écrit
Bookmark | 收藏 | ブックマーク | Guardar | Merken | Enregistrer
Heart | 喜欢 | お気に入り | Me gusta | Gefällt mir | J'aime
Help | 帮助 | ヘルプ | Ayuda | Hilfe | Aide
Navigation | 导航 | ナビ | Navegación | Navigation | Navigation
Settings | 设置 | 設定 | Ajustes | Einstellungen | Réglages
Profile | 我的 | マイページ | Perfil | Profil | Profil
X | 关闭 | 閉じる | Cerrar | Schließen | Fermer
match | 匹配 | マッチ | afinidad | Match | affinité
Split with friends | 和朋友分摊 | 友達と割り勘 | Dividir con amigos | Mit Freunden teilen | Partager avec des amis
Settle up | 结清 | 精算する | Saldar cuentas | Ausgleichen | Régler
"""
# phrases around the app's own words: {items}, {item}, {app}, {user} are the app's; {n} and {m}
# are figures, {x} any text
_TEMPLATES = """
Good morning, {user} | 早上好，{user} | おはよう、{user}さん | Buenos días, {user} | Guten Morgen, {user} | Bonjour {user}
All {items} | 全部{items} | すべての{items} | Todo: {items} | Alle {Items} | Tout : {items}
Popular {items} | 热门{items} | 人気の{items} | {Items} populares | Beliebte {Items} | {Items} populaires
More {items} | 更多{items} | ほかの{items} | Más {items} | Weitere {Items} | Plus de {items}
Nearby {items} | 附近的{items} | 近くの{items} | {Items} cerca | {Items} in der Nähe | {Items} à proximité
Search {items} | 搜索{items} | {items}を検索 | Buscar {items} | {Items} suchen | Rechercher des {items}
Search {items} nearby | 搜索附近的{items} | 近くの{items}を検索 | Buscar {items} cerca | {Items} in der Nähe suchen | Rechercher des {items} à proximité
Search {items}, {x}… | 搜索{items}、{x}… | {items}、{x}を検索… | Buscar {items}, {x}… | {Items}, {x} suchen… | Rechercher des {items}, {x}…
{n} {items} | {n} 个{items} | {items} {n}件 | {n} {items} | {n} {Items} | {n} {items}
{n} {items} nearby | 附近有 {n} 个{items} | 近くの{items} {n}件 | {n} {items} cerca | {n} {Items} in der Nähe | {n} {items} à proximité
No {items} yet | 还没有{items} | {items}はまだありません | Aún no hay {items} | Noch keine {Items} | Pas encore de {items}
When you add {items}, they'll show up here. Start with one. It only takes a moment. | 添加的{items}会显示在这里。先添加一个吧，只需片刻。 | 追加した{items}はここに表示されます。まずは1件、すぐに終わります。 | Lo que añadas aparecerá aquí. Empieza ahora: solo lleva un momento. | Sobald du {Items} hinzufügst, erscheinen sie hier. Fang einfach an – es dauert nur einen Moment. | Ce que vous ajoutez apparaît ici. Commencez maintenant, cela ne prend qu'un instant.
Add your first {item} | 添加第一个{item} | 最初の{item}を追加 | Empezar a añadir | Jetzt hinzufügen | Commencer à ajouter
View {item} | 查看{item} | {item}を見る | Ver detalles | Details ansehen | Voir les détails
Create {item} | 创建{item} | {item}を作成 | Crear | Anlegen | Créer
Save {item} | 保存{item} | {item}を保存 | Guardar | Speichern | Enregistrer
Daily {item} reminder | 每日{item}提醒 | 毎日の{item}リマインダー | Recordatorio diario | Tägliche Erinnerung | Rappel quotidien
Sign in to {app}. {x}. | 登录{app}。{x}。 | {app}にログイン。{x}。 | Inicia sesión en {app}. {x}. | Bei {app} anmelden. {x}. | Connectez-vous à {app}. {x}.
Join {app} in less than a minute. | 不到一分钟即可加入{app}。 | {app}には1分かからず登録できます。 | Únete a {app} en menos de un minuto. | Tritt {app} in weniger als einer Minute bei. | Rejoignez {app} en moins d'une minute.
{x} · version {n} | {x} · 版本 {n} | {x}・バージョン {n} | {x} · versión {n} | {x} · Version {n} | {x} · version {n}
@{x} · Member since {n} | @{x} · {n} 年加入 | @{x}・{n}年から利用 | @{x} · Miembro desde {n} | @{x} · Mitglied seit {n} | @{x} · Membre depuis {n}
{n} days to go | 还差 {n} 天 | あと{n}日 | Faltan {n} días | Noch {n} Tage | Encore {n} jours
{n} of {m} | {n}/{m} | {n}/{m} | {n} de {m} | {n} von {m} | {n} sur {m}
{n}m | {n} 分钟前 | {n}分前 | hace {n} min | vor {n} Min. | il y a {n} min
{n}h | {n} 小时前 | {n}時間前 | hace {n} h | vor {n} Std. | il y a {n} h
{x} · {n}h | {x} · {n} 小时前 | {x}・{n}時間前 | {x} · hace {n} h | {x} · vor {n} Std. | {x} · il y a {n} h
{x} · 10 June | {x} · 6月10日 | {x}・6月10日 | {x} · 10 de junio | {x} · 10. Juni | {x} · 10 juin
{n} · {m} reviews | {n} · {m} 条评价 | {n}・レビュー{m}件 | {n} · {m} reseñas | {n} · {m} Bewertungen | {n} · {m} avis
{n} match | 匹配度 {n} | マッチ度 {n} | {n} de afinidad | {n} Match | {n} d'affinité
Pay {x} | 支付 {x} | {x}を支払う | Pagar {x} | {x} bezahlen | Payer {x}
Owes you {x} | 欠你 {x} | {x}を受け取る予定 | Te debe {x} | Schuldet dir {x} | Vous doit {x}
You owe {x} | 你欠 {x} | {x}を支払う予定 | Le debes {x} | Du schuldest {x} | Vous devez {x}
Confirm · Wed 11, 13:00 | 确认 · 6月11日 13:00 | 確定・11日（水）13:00 | Confirmar · mié 11, 13:00 | Bestätigen · Mi. 11., 13:00 | Confirmer · mer. 11, 13:00
{x} · {n} ★ | {x} · {n} ★ | {x}・{n} ★ | {x} · {n} ★ | {x} · {n} ★ | {x} · {n} ★
{x} is one of the most popular {items} on {app} this month, with everything you need in one place and nothing you don't. | {x}是本月{app}上最受欢迎的{items}之一，你需要的都在这里，没有多余的东西。 | {x}は今月{app}で人気の{items}のひとつ。必要なものがひとつにまとまっています。 | {x} es de lo más popular en {app} este mes: todo lo que necesitas en un solo lugar, y nada más. | {x} gehört diesen Monat zu den beliebtesten {Items} auf {app} – alles, was du brauchst, an einem Ort. | {x} fait partie des {items} les plus populaires sur {app} ce mois-ci : tout ce qu'il vous faut, au même endroit.
It started with a simple question: what would make {items} feel easier for everyone? The answers, from hundreds of conversations, were surprisingly consistent. | 一切始于一个简单的问题：怎样让{items}对每个人都更轻松？几百次交流得到的答案出奇地一致。 | 始まりはシンプルな問いでした。どうすれば{items}がもっと手軽になるのか。何百もの対話から返ってきた答えは、驚くほど一致していました。 | Todo empezó con una pregunta sencilla: ¿cómo hacerlo más fácil para todos? Las respuestas, tras cientos de conversaciones, fueron sorprendentemente parecidas. | Alles begann mit einer einfachen Frage: Wie werden {Items} für alle einfacher? Die Antworten aus Hunderten Gesprächen waren erstaunlich einheitlich. | Tout est parti d'une question simple : comment rendre cela plus facile pour chacun ? Les réponses, issues de centaines de conversations, étaient étonnamment proches.
"""
# the week's initials as charts and calendars spell them out, Monday first
WEEK = ("M", "T", "W", "T", "F", "S", "S")
WEEK_BY_LANG = {
    "zh": ("一", "二", "三", "四", "五", "六", "日"),
    "ja": ("月", "火", "水", "木", "金", "土", "日"),
    "es": ("L", "M", "X", "J", "V", "S", "D"),
    "de": ("M", "D", "M", "D", "F", "S", "S"),
    "fr": ("L", "M", "M", "J", "V", "S", "D"),
}
TEXT = re.compile(r">([^<>]+)<")
LABEL = re.compile(r'(aria-label=")([^"]*)(")')
LATIN = re.compile(r"[A-Za-z]")
FIGURE = r"\d[\d.,:%]*"
ELISION = re.compile(r"\b([dDlL])[ea] (?=[aeiouhâàéèêëîïôûœAEIOUHÂÀÉÈÊÎÔ])|\b(qu)e (?=[aeiouéèêAEIOUÉ])")


def _rows(block: str) -> list[tuple[str, dict[str, str]]]:
    rows = []
    for line in block.strip().splitlines():
        english, *others = [cell.strip() for cell in line.split(" | ")]
        if len(others) != len(LANGS):
            raise ValueError(f"interface words: {english!r} has {len(others)} translations")
        rows.append((english, dict(zip(LANGS, others))))
    return rows


PHRASES: dict[str, dict[str, str]] = dict(_rows(_PHRASES))
TEMPLATES: tuple[tuple[str, dict[str, str]], ...] = tuple(_rows(_TEMPLATES))


def phrase(english: str, lang: str) -> str:
    """One interface phrase in `lang` (the English itself when it has no translation)."""
    if lang == "en":
        return english
    row = PHRASES.get(english) or PHRASES.get(english[:1].upper() + english[1:])
    return row[lang] if row else english


def localise(html: str, lang: str, words: dict[str, str]) -> str:
    """`html` with its English interface words in `lang`; `words` are the app's own (items, item,
    app, user) that templates such as "Search {items}" are written around."""
    if lang not in LANGS:
        return html
    translate = _translator(lang, tuple(sorted(words.items())))
    html = TEXT.sub(lambda m: ">" + translate(m.group(1), False) + "<", html)
    html = LABEL.sub(lambda m: m.group(1) + translate(m.group(2), True) + m.group(3), html)
    return _week(html, lang)  # last: the initials it writes ("X") are not English words


def _week(html: str, lang: str) -> str:
    """Seven text nodes in a row reading M T W T F S S become the language's initials."""
    nodes = list(TEXT.finditer(html))
    texts = [m.group(1) for m in nodes]
    out, last, i = [], 0, 0
    while i <= len(nodes) - len(WEEK):
        if tuple(texts[i : i + len(WEEK)]) == WEEK:
            for node, letter in zip(nodes[i : i + len(WEEK)], WEEK_BY_LANG[lang]):
                out.append(html[last : node.start(1)] + escape(letter))
                last = node.end(1)
            i += len(WEEK)
        else:
            i += 1
    return "".join(out) + html[last:]


@lru_cache(maxsize=64)
def _translator(lang: str, words: tuple[tuple[str, str], ...]):
    values = dict(words)
    for key in ("items", "item"):
        value = values.get(key, "")
        values[key.capitalize()] = value[:1].upper() + value[1:]
    patterns = []
    for english, targets in TEMPLATES:
        pattern = _pattern(english, values)
        if pattern is not None:
            literal = re.sub(r"\{\w+\}", "", english)
            patterns.append((pattern, targets[lang], LATIN.search(literal) is not None))

    def translate(raw: str, quote: bool) -> str:
        text = unescape(raw)
        core = text.strip()
        if not core:
            return raw
        latin = LATIN.search(core) is not None
        row = (PHRASES.get(core) or PHRASES.get(core[:1].upper() + core[1:])) if latin else None
        if row is not None:
            done = row[lang]
        else:
            done = ""
            for pattern, target, needs_latin in patterns:
                if needs_latin and not latin:
                    continue
                match = pattern.fullmatch(core)
                if match:
                    found = {k: _phrase_of(v, lang) for k, v in match.groupdict().items()}
                    done = target.format(**{**values, **found})
                    if lang == "fr":
                        done = ELISION.sub(lambda m: (m.group(1) or m.group(2)) + "'", done)
                    break
            if not done:
                return raw
        start = text[: len(text) - len(text.lstrip())]
        end = text[len(text.rstrip()) :]
        return escape(start + done + end, quote=quote)

    return translate


def _phrase_of(text: str, lang: str) -> str:
    row = PHRASES.get(text)
    return row[lang] if row else text


def _pattern(english: str, values: dict[str, str]) -> re.Pattern[str] | None:
    """The regular expression an English template matches; None when it names a word the app has not."""
    out, at = [], 0
    for field in re.finditer(r"\{(\w+)\}", english):
        out.append(re.escape(english[at : field.start()]))
        name = field.group(1)
        if name in ("n", "m"):
            out.append(f"(?P<{name}>{FIGURE})")
        elif name == "x":
            out.append("(?P<x>.+?)")
        elif values.get(name):
            out.append(re.escape(values[name]))
        else:
            return None
        at = field.end()
    out.append(re.escape(english[at:]))
    return re.compile("".join(out))


# what each kind of screen is called when the agent names it: archetype | 中文 | 日本語 | Español | Deutsch | Français
_TITLES = """
onboarding | 欢迎 | ようこそ | Bienvenida | Willkommen | Bienvenue
sign_in | 登录 | ログイン | Iniciar sesión | Anmelden | Connexion
sign_up | 注册 | 新規登録 | Registro | Registrieren | Inscription
home | 首页 | ホーム | Inicio | Start | Accueil
feed | 动态 | フィード | Novedades | Neuigkeiten | Actualités
detail | 详情 | 詳細 | Detalles | Details | Détails
search | 搜索 | 検索 | Buscar | Suche | Recherche
profile | 我的 | マイページ | Perfil | Profil | Profil
settings | 设置 | 設定 | Ajustes | Einstellungen | Réglages
checkout | 结算 | お会計 | Pago | Kasse | Paiement
cart | 购物车 | カート | Carrito | Warenkorb | Panier
player | 正在播放 | 再生中 | Reproduciendo | Wiedergabe | Lecture
chat | 聊天 | チャット | Chat | Chat | Discussion
inbox | 消息 | メッセージ | Mensajes | Nachrichten | Messages
calendar | 日历 | カレンダー | Calendario | Kalender | Calendrier
map | 地图 | 地図 | Mapa | Karte | Carte
stats | 统计 | 統計 | Estadísticas | Statistik | Statistiques
streak | 连续打卡 | 連続記録 | Racha | Serie | Série
notifications | 通知 | 通知 | Notificaciones | Mitteilungen | Notifications
order_tracking | 订单跟踪 | 配達状況 | Seguimiento | Sendungsverfolgung | Suivi
booking | 预订 | 予約 | Reservar | Buchen | Réserver
product_detail | 商品详情 | 商品詳細 | Producto | Produkt | Produit
article | 文章 | 記事 | Artículo | Artikel | Article
empty_state | 暂无内容 | まだありません | Sin contenido | Noch leer | Vide
gallery | 相册 | ギャラリー | Galería | Galerie | Galerie
form | 新建 | 新規作成 | Nuevo | Neu | Nouveau
confirmation | 确认 | 確認 | Confirmación | Bestätigung | Confirmation
wallet | 钱包 | ウォレット | Cartera | Geldbörse | Portefeuille
swipe | 发现 | 見つける | Descubrir | Entdecken | Découvrir
"""
TITLES: dict[str, dict[str, str]] = dict(_rows(_TITLES))


def screen_title(key: str, lang: str, items: str = "") -> str:
    """What the agent calls a screen of this archetype in `lang`; a list is called by what it lists."""
    if key == "list" and items:
        return items[:1].upper() + items[1:]
    row = TITLES.get(key)
    return row[lang] if row and lang in row else key.replace("_", " ").title()
