"""The one stylesheet every screen carries. Colours, fonts and radii only through the theme's
CSS variables, so rewriting the `:root` block re-styles a frame; layout with flexbox and grid,
nothing wider than the 390 px frame."""

BASE_CSS = """
*,*::before,*::after{box-sizing:border-box;margin:0;padding:0}
html{background:var(--background)}
body{min-height:100vh;background:var(--background);color:var(--foreground);font-family:var(--font-sans);
  font-size:15px;line-height:1.45;-webkit-font-smoothing:antialiased;overflow-wrap:anywhere}
svg{display:block;flex-shrink:0}
h1,h2,h3{font-family:var(--font-heading);line-height:1.2;letter-spacing:-0.015em;font-weight:700}
p{min-width:0}
.screen{width:100%;min-height:100vh;display:flex;flex-direction:column;position:relative;background:var(--background)}
.status{display:flex;align-items:center;justify-content:space-between;height:50px;padding:0 24px 0 34px;
  font-size:16px;font-weight:600;flex-shrink:0;color:var(--foreground)}
.android .status{height:38px;padding:0 22px;font-size:14px;font-weight:500}
.bar{display:flex;align-items:center;gap:10px;padding:4px 16px 8px;min-height:52px;flex-shrink:0}
.bar-title{flex:1;min-width:0;text-align:center;font-size:17px;font-weight:600;white-space:nowrap;overflow:hidden;
  text-overflow:ellipsis}
.android .bar-title{text-align:left;font-size:21px;font-weight:500}
.spacer{width:40px;flex-shrink:0}
.bar-action{color:var(--primary-text);font-size:16px;font-weight:600;white-space:nowrap}
.icon-btn{width:40px;height:40px;border-radius:999px;display:flex;align-items:center;justify-content:center;
  background:var(--card);border:1px solid var(--border);color:var(--foreground);flex-shrink:0;position:relative}
.icon-btn.plain{background:transparent;border-color:transparent}
.icon-btn .dot{position:absolute;top:8px;right:9px;width:8px;height:8px;border-radius:99px;background:var(--destructive);
  border:2px solid var(--card)}
.headline{display:flex;align-items:flex-end;justify-content:space-between;gap:12px;padding:2px 20px 6px}
.headline h1{font-size:32px}
.android .headline h1{font-size:28px;font-weight:500}
.headline p{color:var(--muted-foreground);font-size:15px;margin-top:2px}
.content{flex:1;display:flex;flex-direction:column;gap:24px;padding:10px 20px 32px;min-width:0}
.with-tabs .content{padding-bottom:116px}
.with-dock .content{padding-bottom:128px}
.flush{padding-top:0}
.section{display:flex;flex-direction:column;gap:12px;min-width:0}
.section-head{display:flex;align-items:baseline;justify-content:space-between;gap:12px;min-width:0}
.section-head h2{font-size:19px;min-width:0}
.link{color:var(--primary-text);font-size:14px;font-weight:600;white-space:nowrap}
.card{background:var(--card);color:var(--card-foreground);border:1px solid var(--border);border-radius:var(--radius);
  box-shadow:var(--shadow);padding:16px;min-width:0}
.card.flat{box-shadow:none}
.tint{background:var(--accent);color:var(--accent-foreground);border-color:transparent;box-shadow:none}
.row{display:flex;align-items:center;gap:12px;min-width:0}
.row.top{align-items:flex-start}
.between{justify-content:space-between}
.center{justify-content:center;text-align:center}
.stack{display:flex;flex-direction:column;gap:3px;min-width:0}
.stack.gap{gap:10px}
.grow{flex:1;min-width:0}
.title{font-size:16px;font-weight:600}
.title.big{font-size:20px;font-weight:700}
.subtle{color:var(--muted-foreground);font-size:13px}
.body{font-size:15px;color:var(--foreground)}
.body.soft{color:var(--muted-foreground)}
.eyebrow{font-size:12px;font-weight:700;letter-spacing:0.06em;text-transform:uppercase}
.accent-text{color:var(--primary-text)}
.good{color:var(--success)}
.bad{color:var(--destructive)}
.clip{white-space:nowrap;overflow:hidden;text-overflow:ellipsis;min-width:0}
.clamp{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.num{font-variant-numeric:tabular-nums;white-space:nowrap}
.btn{display:flex;align-items:center;justify-content:center;gap:8px;height:52px;padding:0 20px;width:100%;
  border-radius:calc(var(--radius) - 2px);background:var(--primary);color:var(--primary-foreground);font-size:16px;
  font-weight:600;white-space:nowrap;flex-shrink:0}
.btn.secondary{background:var(--muted);color:var(--foreground)}
.btn.outline{background:var(--card);color:var(--foreground);border:1px solid var(--border)}
.btn.inverse{background:var(--primary-foreground);color:var(--primary);width:auto;height:42px;font-size:15px}
.btn.small{height:38px;padding:0 16px;font-size:14px;width:auto}
.btn.text{background:transparent;color:var(--primary-text);height:44px}
.btn.danger{background:var(--card);color:var(--destructive);border:1px solid var(--border)}
.buttons{display:flex;gap:12px}
.buttons>.btn{flex:1;min-width:0}
.chips{display:flex;gap:8px;overflow-x:auto;margin:0 -20px;padding:2px 20px;scrollbar-width:none}
.chips.wrap{flex-wrap:wrap;overflow:visible;margin:0;padding:0}
.chip{display:flex;align-items:center;gap:6px;height:36px;padding:0 14px;border-radius:999px;background:var(--card);
  border:1px solid var(--border);font-size:14px;font-weight:500;white-space:nowrap;flex-shrink:0;color:var(--foreground)}
.chip.on{background:var(--primary);border-color:var(--primary);color:var(--primary-foreground)}
.day-chip{flex-direction:column;justify-content:center;gap:2px;width:64px;height:72px;padding:0;
  border-radius:calc(var(--radius) - 2px)}
.picked{border-color:var(--primary);box-shadow:0 0 0 1px var(--primary)}
.badge{display:inline-flex;align-items:center;gap:4px;height:24px;padding:0 10px;border-radius:999px;font-size:12px;
  font-weight:700;background:var(--accent);color:var(--accent-foreground);white-space:nowrap;flex-shrink:0}
.badge.success{background:var(--success-soft);color:var(--success)}
.badge.warning{background:var(--warning-soft);color:var(--warning)}
.badge.danger{background:var(--destructive-soft);color:var(--destructive)}
.badge.solid{background:var(--primary);color:var(--primary-foreground)}
.count{min-width:22px;height:22px;padding:0 7px;border-radius:999px;background:var(--primary);
  color:var(--primary-foreground);font-size:12px;font-weight:700;display:flex;align-items:center;justify-content:center}
.avatar{width:44px;height:44px;border-radius:999px;display:flex;align-items:center;justify-content:center;
  background:var(--accent);color:var(--accent-foreground);font-weight:700;font-size:15px;flex-shrink:0}
.avatar.small{width:32px;height:32px;font-size:12px}
.avatar.large{width:88px;height:88px;font-size:30px;background:var(--primary);color:var(--primary-foreground)}
.avatar.ring{box-shadow:0 0 0 2px var(--background),0 0 0 4px var(--primary)}
.thumb{width:56px;height:56px;border-radius:calc(var(--radius) - 4px);display:flex;align-items:center;
  justify-content:center;flex-shrink:0;overflow:hidden;position:relative}
.thumb.small{width:44px;height:44px}
.icon-tile{width:44px;height:44px;border-radius:calc(var(--radius) - 4px);display:flex;align-items:center;
  justify-content:center;flex-shrink:0;background:var(--accent);color:var(--accent-foreground)}
.icon-tile.round{border-radius:999px}
.art{position:relative;overflow:hidden;display:flex;align-items:center;justify-content:center;color:var(--on-art);
  border-radius:var(--radius);flex-shrink:0}
.art .deco{position:absolute;inset:0;width:100%;height:100%}
.art .i{position:relative;opacity:0.92}
.art-1{background:linear-gradient(135deg,var(--chart-1),var(--chart-2))}
.art-2{background:linear-gradient(150deg,var(--chart-2),var(--chart-3))}
.art-3{background:linear-gradient(160deg,var(--primary-end),var(--chart-1))}
.art-4{background:linear-gradient(135deg,var(--chart-3),var(--chart-1))}
.art-5{background:linear-gradient(135deg,var(--accent),var(--chart-4));color:var(--accent-foreground)}
.hero{position:relative;overflow:hidden;border-radius:var(--radius);padding:20px;display:flex;flex-direction:column;
  gap:6px;background:linear-gradient(135deg,var(--primary),var(--primary-end));color:var(--primary-foreground)}
.hero .deco{position:absolute;right:-40px;top:-50px;width:210px;height:210px;color:var(--primary-foreground);opacity:0.14}
.hero>*{position:relative}
.hero .hero-title{font-size:24px;font-weight:700;line-height:1.2}
.hero .hero-title.money{font-size:34px;letter-spacing:-0.02em}
.hero .hero-body{font-size:14px}
.hero .btn{margin-top:10px;align-self:flex-start}
.list{background:var(--card);border:1px solid var(--border);border-radius:var(--radius);box-shadow:var(--shadow);min-width:0}
.item{display:flex;align-items:center;gap:12px;padding:14px 16px;min-width:0}
.item+.item{border-top:1px solid var(--border)}
.plain-list .item{padding:12px 0}
.chev{color:var(--muted-foreground)}
.grid2{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}
.grid3{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:10px}
.grid4{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:10px}
.scroller{display:flex;gap:12px;overflow-x:auto;margin:0 -20px;padding:2px 20px 6px;scrollbar-width:none}
.scroller>*{flex-shrink:0}
.stat{display:flex;flex-direction:column;gap:2px;padding:14px;min-width:0}
.stat .value{font-size:20px;font-weight:700;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.action{display:flex;flex-direction:column;align-items:center;gap:8px;font-size:13px;font-weight:500;min-width:0;
  text-align:center}
.action .icon-tile{width:56px;height:56px}
.tabbar{position:fixed;left:0;right:0;bottom:0;display:flex;justify-content:space-around;padding:8px 6px 30px;
  background:var(--card);border-top:1px solid var(--border);z-index:5}
.tab{display:flex;flex-direction:column;align-items:center;gap:3px;font-size:11px;font-weight:500;flex:1;min-width:0;
  color:var(--muted-foreground)}
.tab.on{color:var(--primary-text);font-weight:600}
.tab .pill{display:flex;align-items:center;justify-content:center;height:28px}
.android .tabbar{padding:10px 6px 18px}
.android .tab{font-size:12px;gap:4px}
.android .tab .pill{width:60px;height:32px;border-radius:999px}
.android .tab.on{color:var(--foreground);font-weight:700}
.android .tab.on .pill{background:var(--accent);color:var(--accent-foreground)}
.home-indicator{position:fixed;left:50%;bottom:8px;width:134px;height:5px;margin-left:-67px;border-radius:99px;
  background:var(--foreground);z-index:6}
.android .home-indicator{width:108px;height:4px;margin-left:-54px;bottom:6px}
.dock{position:fixed;left:0;right:0;bottom:0;display:flex;align-items:center;gap:12px;padding:12px 20px 34px;
  background:var(--card);border-top:1px solid var(--border);z-index:5}
.android .dock{padding-bottom:22px}
.dock>.btn{flex:1;min-width:0}
.fab{position:fixed;right:20px;bottom:112px;width:56px;height:56px;border-radius:16px;display:flex;align-items:center;
  justify-content:center;background:var(--primary);color:var(--primary-foreground);box-shadow:var(--shadow-lg);
  z-index:5}
.field{display:flex;flex-direction:column;gap:6px;min-width:0}
.label{font-size:14px;font-weight:600;color:var(--foreground)}
.input{display:flex;align-items:center;gap:10px;min-height:50px;padding:0 14px;border:1px solid var(--input);
  border-radius:calc(var(--radius) - 4px);background:var(--card);color:var(--muted-foreground);font-size:15px;min-width:0}
.input.filled{color:var(--foreground)}
.input.focus{border-color:var(--ring);box-shadow:0 0 0 3px var(--accent)}
.input.area{align-items:flex-start;min-height:112px;padding:14px}
.search{display:flex;align-items:center;gap:10px;height:46px;padding:0 14px;border-radius:999px;background:var(--muted);
  color:var(--muted-foreground);font-size:15px;min-width:0}
.search.boxed{border-radius:calc(var(--radius) - 4px);background:var(--card);border:1px solid var(--border)}
.toggle{width:50px;height:30px;border-radius:999px;background:var(--muted);border:1px solid var(--border);position:relative;
  flex-shrink:0}
.toggle::after{content:"";position:absolute;top:2px;left:2px;width:24px;height:24px;border-radius:999px;
  background:var(--card);box-shadow:var(--shadow-sm)}
.toggle.on{background:var(--primary);border-color:var(--primary)}
.toggle.on::after{left:22px;background:var(--switch-knob)}
.check{width:24px;height:24px;border-radius:8px;border:2px solid var(--border);display:flex;align-items:center;
  justify-content:center;flex-shrink:0;color:var(--primary-foreground)}
.check.on{background:var(--primary);border-color:var(--primary)}
.check.round{border-radius:999px}
.progress{height:8px;border-radius:999px;background:var(--muted);overflow:hidden;min-width:0}
.progress>span{display:block;height:100%;border-radius:inherit;background:var(--primary)}
.on-primary .progress{background:var(--primary-end)}
.on-primary .progress>span{background:var(--primary-foreground)}
.dots{display:flex;gap:6px;align-items:center}
.dots>span{width:8px;height:8px;border-radius:99px;background:var(--border)}
.dots>span.on{width:24px;background:var(--primary)}
.divider{height:1px;background:var(--border);flex-shrink:0}
.or{display:flex;align-items:center;gap:12px;color:var(--muted-foreground);font-size:13px}
.or::before,.or::after{content:"";flex:1;height:1px;background:var(--border)}
.segmented{display:flex;padding:4px;border-radius:calc(var(--radius) - 2px);background:var(--muted);gap:4px}
.segmented>span{flex:1;text-align:center;padding:8px 0;border-radius:calc(var(--radius) - 5px);font-size:14px;
  font-weight:600;color:var(--muted-foreground)}
.segmented>span.on{background:var(--card);color:var(--foreground);box-shadow:var(--shadow-sm)}
.bubbles{display:flex;flex-direction:column;gap:8px}
.bubble{max-width:78%;padding:10px 14px;border-radius:20px;font-size:15px;line-height:1.4}
.bubble.them{align-self:flex-start;background:var(--muted);color:var(--foreground);border-bottom-left-radius:6px}
.bubble.me{align-self:flex-end;background:var(--primary);color:var(--primary-foreground);border-bottom-right-radius:6px}
.stamp{align-self:center;font-size:12px;font-weight:600;color:var(--muted-foreground);padding:4px 0}
.week{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));gap:6px;text-align:center}
.day{display:flex;flex-direction:column;align-items:center;gap:6px;font-size:12px;font-weight:600;
  color:var(--muted-foreground)}
.day .mark{width:36px;height:36px;border-radius:999px;display:flex;align-items:center;justify-content:center;
  background:var(--muted);color:var(--foreground);font-size:14px}
.day .mark.done{background:var(--primary);color:var(--primary-foreground)}
.day .mark.today{background:var(--card);border:2px solid var(--primary);color:var(--foreground)}
.month{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));row-gap:6px;text-align:center}
.month .head{font-size:12px;font-weight:600;color:var(--muted-foreground);padding-bottom:4px}
.month .d{height:40px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;font-size:15px;
  border-radius:999px;margin:0 auto;width:40px;position:relative}
.month .d.out{color:var(--muted-foreground)}
.month .d.sel{background:var(--primary);color:var(--primary-foreground);font-weight:700}
.month .d.today{border:2px solid var(--primary)}
.month .d .ev{width:5px;height:5px;border-radius:9px;background:var(--primary);position:absolute;bottom:3px}
.month .d.sel .ev{background:var(--primary-foreground)}
.heat{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));gap:6px}
.heat>span{aspect-ratio:1;border-radius:6px;background:var(--muted)}
.heat-key{width:14px;height:14px;border-radius:4px;background:var(--muted)}
.heat>.l1,.heat-key.l1{background:var(--chart-4)}
.heat>.l2,.heat-key.l2{background:var(--primary-end)}
.heat>.l3,.heat-key.l3{background:var(--primary)}
.timeline{display:flex;flex-direction:column}
.step{display:flex;gap:14px;min-width:0}
.step .rail{display:flex;flex-direction:column;align-items:center;width:24px;flex-shrink:0}
.step .node{width:24px;height:24px;border-radius:999px;display:flex;align-items:center;justify-content:center;
  background:var(--muted);color:var(--muted-foreground);border:2px solid var(--border);flex-shrink:0}
.step.done .node{background:var(--primary);border-color:var(--primary);color:var(--primary-foreground)}
.step.now .node{background:var(--card);border-color:var(--primary);color:var(--primary-text)}
.step .line{width:2px;flex:1;min-height:22px;background:var(--border)}
.step.done .line{background:var(--primary)}
.step .what{padding-bottom:18px;min-width:0;flex:1}
.map{position:relative;overflow:hidden;border-radius:var(--radius);background:var(--muted)}
.map>svg.ground{position:absolute;inset:0;width:100%;height:100%}
.map.full{border-radius:0;margin:0 -20px}
.pin-label{position:absolute;display:flex;align-items:center;gap:6px;padding:6px 10px;border-radius:999px;
  background:var(--card);color:var(--foreground);font-size:13px;font-weight:700;box-shadow:var(--shadow);white-space:nowrap}
.pin-label.on{background:var(--primary);color:var(--primary-foreground)}
.floating{position:absolute;left:16px;right:16px;top:12px}
.sheet{background:var(--card);border-radius:24px 24px 0 0;border-top:1px solid var(--border);box-shadow:var(--shadow-lg);
  padding:10px 20px 24px;display:flex;flex-direction:column;gap:16px;margin:-28px -20px 0;position:relative}
.handle{width:40px;height:5px;border-radius:99px;background:var(--border);align-self:center}
.ring{position:relative;width:120px;height:120px;flex-shrink:0}
.ring svg{width:120px;height:120px}
.ring .ring-label{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center}
.chart-labels{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));text-align:center;font-size:12px;
  color:var(--muted-foreground);font-weight:500}
.chart-labels .on{color:var(--foreground);font-weight:700}
.bars{width:100%;height:140px}
.player-art{width:100%;aspect-ratio:1;max-height:320px;border-radius:calc(var(--radius) + 8px);box-shadow:var(--shadow-lg)}
.player-art.video{aspect-ratio:16/9}
.controls{display:flex;align-items:center;justify-content:space-between;padding:0 8px}
.play{width:72px;height:72px;border-radius:999px;display:flex;align-items:center;justify-content:center;
  background:var(--primary);color:var(--primary-foreground);box-shadow:var(--shadow-lg)}
.quote{border-left:4px solid var(--primary);padding:4px 0 4px 16px;font-size:20px;font-weight:600;
  font-family:var(--font-heading);line-height:1.35}
.prose{display:flex;flex-direction:column;gap:14px;font-size:17px;line-height:1.6}
.stars{display:flex;gap:2px;color:var(--warning)}
.stars svg{fill:currentColor}
.stepper{display:flex;align-items:center;gap:12px;border:1px solid var(--border);border-radius:999px;padding:4px;
  background:var(--card)}
.stepper .icon-btn{width:30px;height:30px;border:0;background:var(--muted)}
.dashed{border:2px dashed var(--border);border-radius:var(--radius);padding:18px;display:flex;align-items:center;
  justify-content:center;gap:10px;color:var(--muted-foreground);font-weight:600;font-size:14px}
.masonry{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));grid-auto-rows:112px;gap:4px;margin:0 -20px}
.masonry>.art{border-radius:0}
.masonry>.tall{grid-row:span 2}
.deck{position:relative;padding-bottom:16px}
.deck .behind{position:absolute;left:16px;right:16px;bottom:0;height:40px;border-radius:var(--radius);
  background:var(--card);border:1px solid var(--border)}
.deck .behind.far{left:32px;right:32px;bottom:-8px;opacity:0.6}
.deck>.card{position:relative;padding:0;overflow:hidden}
.round-btn{width:60px;height:60px;border-radius:999px;display:flex;align-items:center;justify-content:center;
  background:var(--card);border:1px solid var(--border);color:var(--foreground);box-shadow:var(--shadow)}
.round-btn.big{width:72px;height:72px;background:var(--primary);border-color:var(--primary);color:var(--primary-foreground)}
.success-mark{width:96px;height:96px;border-radius:999px;display:flex;align-items:center;justify-content:center;
  background:var(--success-soft);color:var(--success);align-self:center}
.kv{display:flex;justify-content:space-between;gap:12px;font-size:15px;min-width:0}
.kv>span:first-child{color:var(--muted-foreground)}
.kv.total{font-size:17px;font-weight:700}
.kv.total>span:first-child{color:var(--foreground)}
.bank-card{position:relative;overflow:hidden;border-radius:calc(var(--radius) + 4px);padding:20px;height:200px;
  display:flex;flex-direction:column;justify-content:space-between;
  background:linear-gradient(135deg,var(--primary),var(--primary-end));
  color:var(--primary-foreground)}
.bank-card>*{position:relative}
.bank-card .deco{position:absolute;right:-60px;bottom:-80px;width:260px;height:260px;opacity:0.16}
.illustration{display:flex;justify-content:center;padding:8px 0}
.illustration svg{width:260px;height:220px}
.center-col{display:flex;flex-direction:column;align-items:center;text-align:center;gap:10px}
.logo{width:64px;height:64px;border-radius:20px;display:flex;align-items:center;justify-content:center;
  background:linear-gradient(135deg,var(--primary),var(--primary-end));color:var(--primary-foreground)}
"""
