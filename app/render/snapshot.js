// Reads the laid-out page: every painted element and text run with its box and computed style.
// Runs in an isolated world (the page's own scripts may be off); returns a JSON string.
(() => {
  const PROPS = [
    "display", "position", "visibility", "opacity", "overflowX", "overflowY", "zIndex",
    "flexDirection", "flexWrap", "justifyContent", "alignItems", "alignSelf", "flexGrow", "flexShrink",
    "rowGap", "columnGap", "paddingTop", "paddingRight", "paddingBottom", "paddingLeft",
    "marginTop", "marginRight", "marginBottom", "marginLeft", "width", "height",
    "backgroundColor", "backgroundImage", "backgroundSize",
    "borderTopWidth", "borderRightWidth", "borderBottomWidth", "borderLeftWidth",
    "borderTopColor", "borderRightColor", "borderBottomColor", "borderLeftColor",
    "borderTopStyle", "borderRightStyle", "borderBottomStyle", "borderLeftStyle",
    "borderTopLeftRadius", "borderTopRightRadius", "borderBottomRightRadius", "borderBottomLeftRadius",
    "boxShadow", "color", "fontFamily", "fontSize", "fontWeight", "fontStyle", "lineHeight", "letterSpacing",
    "textAlign", "textDecorationLine", "textTransform", "textOverflow", "webkitLineClamp", "whiteSpace",
    "objectFit",
  ];
  const SKIP = new Set(["script", "style", "head", "meta", "link", "title", "noscript", "template", "br"]);

  // ::before/::after that paint become real spans, so they can be measured like anything else.
  let pseudoCount = 0;
  const hosts = [];
  for (const el of document.body ? document.body.querySelectorAll("*") : []) {
    for (const which of ["::before", "::after"]) {
      const pcs = getComputedStyle(el, which);
      const content = pcs.content;
      if (!content || content === "none" || content === "normal" || pcs.display === "none") continue;
      const span = document.createElement("span");
      for (const name of pcs) {
        if (name === "content") continue;
        span.style.setProperty(name, pcs.getPropertyValue(name));
      }
      const text = content.startsWith('"') ? content.slice(1, -1).replace(/\\"/g, '"') : "";
      if (text) span.textContent = text;
      span.setAttribute("data-fw-pseudo", which);
      if (which === "::before") el.insertBefore(span, el.firstChild); else el.appendChild(span);
      el.setAttribute("data-fw-pseudo-host", "");
      pseudoCount++;
      hosts.push(el);
    }
  }
  if (pseudoCount) {
    const off = document.createElement("style");
    off.textContent = "[data-fw-pseudo-host]::before,[data-fw-pseudo-host]::after{content:none!important}";
    document.head.appendChild(off);
  }

  const sx = window.scrollX, sy = window.scrollY;
  const rectOf = (r) => [r.left + sx, r.top + sy, r.width, r.height];

  function styleOf(cs) {
    const out = {};
    for (const p of PROPS) out[p] = cs[p];
    return out;
  }

  function textNode(node) {
    const raw = node.textContent;
    if (!raw || !raw.trim()) return null;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
    if (!rects.length) return null;
    const box = range.getBoundingClientRect();
    return { text: raw.replace(/\s+/g, " "), rect: rectOf(box), lines: rects.length };
  }

  function snap(el) {
    const cs = getComputedStyle(el);
    if (cs.display === "none") return null;
    const tag = el.tagName.toLowerCase();
    if (SKIP.has(tag)) return null;
    const r = el.getBoundingClientRect();
    const node = { tag, rect: rectOf(r), style: styleOf(cs), children: [] };
    const attrs = {};
    for (const name of ["role", "data-role", "aria-label", "alt", "type", "placeholder", "name", "href", "data-fw-pseudo"]) {
      if (el.hasAttribute(name)) attrs[name] = el.getAttribute(name);
    }
    node.attrs = attrs;
    // intent the computed style has resolved away: free space pushed before it (an auto margin)
    if (el.style && (el.style.marginLeft === "auto" || el.style.marginTop === "auto")) {
      node.push = el.style.marginLeft === "auto" ? "left" : "top";
    }
    if (tag === "img") node.src = el.currentSrc || el.src || "";
    if (tag === "svg") {
      node.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(new XMLSerializer().serializeToString(el));
      return node;
    }
    if (tag === "input" || tag === "textarea" || tag === "select") {
      const value = tag === "select" ? (el.selectedOptions[0] || {}).text || "" : el.value;
      node.value = value || "";
      node.placeholder = el.getAttribute("placeholder") || "";
      if (el.type === "checkbox" || el.type === "radio") node.checked = el.checked;
      return node;
    }
    for (const child of el.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        const t = textNode(child);
        if (t) node.children.push(t);
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        const s = snap(child);
        if (s) node.children.push(s);
      }
    }
    return node;
  }

  // Custom properties are not listed by getComputedStyle: find their names in the style sheets.
  const variables = {};
  const rootStyle = getComputedStyle(document.documentElement);
  const names = new Set();
  const collect = (rules) => {
    for (const rule of rules || []) {
      if (rule.style) for (const name of rule.style) if (name.startsWith("--")) names.add(name);
      if (rule.cssRules) collect(rule.cssRules);
    }
  };
  for (const sheet of document.styleSheets) {
    try { collect(sheet.cssRules); } catch (e) { /* a sheet from elsewhere: not readable */ }
  }
  for (const el of [document.documentElement, document.body]) {
    if (el && el.style) for (const name of el.style) if (name.startsWith("--")) names.add(name);
  }
  for (const name of names) {
    const value = rootStyle.getPropertyValue(name).trim();
    if (value) variables[name] = value;
  }
  const body = document.body;
  return JSON.stringify({
    width: window.innerWidth,
    height: window.innerHeight,
    scrollWidth: document.documentElement.scrollWidth,
    scrollHeight: Math.max(document.documentElement.scrollHeight, body ? body.scrollHeight : 0),
    background: getComputedStyle(document.documentElement).backgroundColor,
    title: document.title || "",
    variables,
    root: body ? snap(body) : null,
  });
})()
