// VeraMem web UI: plain JavaScript, no dependencies, served by the same app as the API.
// Every value from the server is put on the page with textContent, never parsed as HTML.
"use strict";

const SVG = "http://www.w3.org/2000/svg";
const state = { key: sessionStorage.getItem("veramem-key") || "", me: "", memories: [] };

function $(id) { return document.getElementById(id); }

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v);
  }
  for (const c of children) node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return node;
}

function svg(tag, attrs = {}, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

async function api(method, path, body) {
  const options = { method, headers: { Authorization: `Bearer ${state.key}` } };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  const response = await fetch(path, options);
  const data = await response.json().catch(() => ({ error: "bad_response", detail: response.statusText }));
  if (!response.ok) throw new Error(data.detail || data.error || String(response.status));
  return data;
}

// --- sign in ---

async function signIn(key) {
  state.key = key;
  try {
    const me = await api("GET", "/v1/me");
    sessionStorage.setItem("veramem-key", key);
    state.me = me.user_id;
    $("whoami").textContent = `signed in as ${me.user_id}${me.agent_id ? " via " + me.agent_id : ""}${me.admin ? " (admin)" : ""}`;
    $("signin-panel").hidden = true;
    $("app").hidden = false;
    $("signout").hidden = false;
    $("signin-error").textContent = "";
    await Promise.all([loadMemories(), loadLedger()]);
  } catch (err) {
    state.key = "";
    sessionStorage.removeItem("veramem-key");
    $("signin-error").textContent = `Sign-in failed: ${err.message}`;
  }
}

function signOut() {
  sessionStorage.removeItem("veramem-key");
  state.key = "";
  $("app").hidden = true;
  $("signout").hidden = true;
  $("signin-panel").hidden = false;
  $("whoami").textContent = "";
}

// --- ledger ---

async function loadLedger() {
  const badge = $("ledger");
  try {
    const report = await api("GET", "/v1/verify");
    badge.dataset.state = report.ok ? "ok" : "broken";
    badge.textContent = report.ok
      ? `ledger verified: ${report.entries} entries`
      : `ledger BROKEN at entry ${report.first_bad}`;
  } catch (err) {
    badge.dataset.state = "unknown";
    badge.textContent = `ledger: ${err.message}`;
  }
}

// --- memories ---

async function loadMemories() {
  const status = $("status-filter").value;
  const items = [];
  let cursor = null;
  do {
    const query = new URLSearchParams({ status, limit: "200" });
    if (cursor) query.set("cursor", cursor);
    const page = await api("GET", `/v1/memories?${query}`);
    items.push(...page.items);
    cursor = page.next;
  } while (cursor && items.length < 2000);
  state.memories = items;
  renderMemories(items);
  drawUtility(items);
  drawTimeline(items);
}

function badge(kind, value) {
  return el("span", { class: `badge ${kind}-${value}`, "data-value": value }, value);
}

function evidenceLinks(item) {
  const list = el("ul", { class: "evidence" });
  for (const ev of item.evidence) {
    list.append(el("li", {},
      el("a", { href: `#episode/${ev.episode_id}`, class: "quote", onclick: (e) => { e.preventDefault(); showEpisode(ev.episode_id); } },
        `“${ev.quote}”`)));
  }
  return list;
}

function renderMemories(items) {
  const body = $("memories").querySelector("tbody");
  body.replaceChildren();
  for (const item of items) {
    body.append(el("tr", { "data-id": item.id },
      el("td", {}, badge("kind", item.kind)),
      el("td", { class: "text" }, item.text),
      el("td", {}, badge("authority", item.authority)),
      el("td", {}, badge("status", item.status),
        ...(item.visibility === "private" ? [] : [" ", badge("visibility", item.visibility)])),
      el("td", {}, item.user_id === state.me ? evidenceLinks(item) : el("span", { class: "muted" }, `from ${item.user_id}`)),
      el("td", {}, el("button", { type: "button", class: "history", onclick: () => showHistory(item.id) }, "History"))));
  }
  if (!items.length) body.append(el("tr", {}, el("td", { colspan: "6", class: "muted" }, "No memories yet.")));
}

function openDetail(...children) {
  $("detail-body").replaceChildren(...children);
  $("detail").hidden = false;
}

async function showEpisode(id) {
  try {
    const ep = await api("GET", `/v1/episodes/${encodeURIComponent(id)}`);
    openDetail(el("h3", {}, `Episode ${ep.id}`),
      el("p", { class: "muted" }, `${ep.role}${ep.name ? " (" + ep.name + ")" : ""} at ${ep.event_time}`),
      el("blockquote", { class: "episode" }, ep.content));
  } catch (err) {
    openDetail(el("p", { class: "error" }, err.message));
  }
}

async function showHistory(id) {
  try {
    const { items } = await api("GET", `/v1/memories/${encodeURIComponent(id)}/history`);
    const timeline = el("ol", { class: "timeline" });
    for (const v of items) {
      timeline.append(el("li", { "data-status": v.status },
        el("time", {}, `${v.valid_from} → ${v.valid_to || "now"}`), " ",
        badge("status", v.status), " ", el("span", {}, v.text)));
    }
    openDetail(el("h3", {}, "Version timeline"), timeline);
  } catch (err) {
    openDetail(el("p", { class: "error" }, err.message));
  }
}

// --- add ---

async function addMessage(event) {
  event.preventDefault();
  const text = $("add-text").value.trim();
  if (!text) return;
  try {
    const result = await api("POST", "/v1/memories", { messages: [{ role: $("add-role").value, content: text }] });
    const n = result.added.length + result.updated.length;
    $("add-result").textContent = `stored ${result.episodes.length} episode(s); ${n} memory change(s)`
      + (result.rejected.length ? `; rejected: ${result.rejected.map((r) => r.reason).join(", ")}` : "");
    $("add-text").value = "";
    await Promise.all([loadMemories(), loadLedger()]);
  } catch (err) {
    $("add-result").textContent = `Add failed: ${err.message}`;
  }
}

// --- search ---

function explainList(explain) {
  const list = el("dl", { class: "explain" });
  const put = (k, v) => list.append(el("dt", {}, k), el("dd", {}, typeof v === "number" ? v.toFixed(3) : String(v)));
  for (const [k, v] of Object.entries(explain || {})) {
    if (v && typeof v === "object") for (const [k2, v2] of Object.entries(v)) put(`${k}.${k2}`, v2);
    else put(k, v);
  }
  return list;
}

function hitItem(hit, traceId) {
  const vote = (reward, label) => el("button", {
    type: "button", class: "feedback", "data-reward": String(reward),
    onclick: () => sendFeedback(traceId, reward),
  }, label);
  return el("li", { "data-id": hit.id },
    el("div", {}, badge("kind", hit.kind), " ", el("span", { class: "text" }, hit.text),
      " ", el("span", { class: "score" }, `score ${hit.score.toFixed(3)}`)),
    explainList(hit.explain),
    el("div", { class: "votes" }, vote(1, "Helpful"), vote(-1, "Not helpful")));
}

async function search(event) {
  event.preventDefault();
  const query = $("query").value.trim();
  if (!query) return;
  try {
    const result = await api("POST", "/v1/search", { query, k: 10 });
    $("results").replaceChildren(...result.items.map((h) => hitItem(h, result.trace_id)));
    if (!result.items.length) $("results").append(el("li", { class: "muted" }, "Nothing found."));
    $("shared-results").replaceChildren(...result.shared.map((h) => hitItem(h, result.trace_id)));
    $("shared-block").hidden = result.shared.length === 0;
    $("feedback-status").textContent = `trace ${result.trace_id}`;
  } catch (err) {
    $("feedback-status").textContent = `Search failed: ${err.message}`;
  }
}

async function sendFeedback(traceId, reward) {
  try {
    await api("POST", "/v1/feedback", { trace_id: traceId, reward });
    $("feedback-status").textContent = `feedback recorded (${reward > 0 ? "helpful" : "not helpful"})`;
    await loadMemories();
  } catch (err) {
    $("feedback-status").textContent = `Feedback failed: ${err.message}`;
  }
}

// --- charts (inline SVG, drawn here) ---

// Utility as the Beta(1, 1) posterior mean of the outcome counts: 0.5 for an unused memory.
function utility(m) { return (m.successes + 1) / (m.successes + m.failures + 2); }

function axes(chart, label) {
  chart.append(svg("line", { x1: 30, y1: 140, x2: 390, y2: 140, class: "axis" }),
    svg("line", { x1: 30, y1: 10, x2: 30, y2: 140, class: "axis" }),
    svg("text", { x: 32, y: 155, class: "label" }, label));
}

function drawUtility(items) {
  const chart = $("utility-chart");
  chart.replaceChildren();
  axes(chart, "memories, by utility (0 to 1)");
  const sorted = [...items].sort((a, b) => utility(b) - utility(a)).slice(0, 60);
  const width = sorted.length ? 360 / sorted.length : 0;
  sorted.forEach((m, i) => {
    const h = utility(m) * 130;
    const bar = svg("rect", { x: 30 + i * width + 1, y: 140 - h, width: Math.max(width - 2, 1), height: h, class: "bar" });
    bar.append(svg("title", {}, `${m.text}: utility ${utility(m).toFixed(2)} (${m.uses} uses)`));
    chart.append(bar);
  });
  chart.dataset.count = String(sorted.length);
}

function drawTimeline(items) {
  const chart = $("time-chart");
  chart.replaceChildren();
  axes(chart, "memories created, cumulative");
  const times = items.map((m) => Date.parse(m.created_at)).filter((t) => !Number.isNaN(t)).sort((a, b) => a - b);
  chart.dataset.count = String(times.length);
  if (!times.length) return;
  const t0 = times[0], span = Math.max(times[times.length - 1] - t0, 1);
  const points = times.map((t, i) => `${30 + ((t - t0) / span) * 360},${140 - ((i + 1) / times.length) * 130}`);
  chart.append(svg("polyline", { points: `30,140 ${points.join(" ")}`, class: "line" }),
    svg("text", { x: 36, y: 20, class: "label" }, `${times.length} total`));
}

// --- wiring ---

document.addEventListener("DOMContentLoaded", () => {
  $("signin").addEventListener("submit", (e) => { e.preventDefault(); signIn($("apikey").value.trim()); });
  $("signout").addEventListener("click", signOut);
  $("add").addEventListener("submit", addMessage);
  $("search").addEventListener("submit", search);
  $("status-filter").addEventListener("change", loadMemories);
  $("close-detail").addEventListener("click", () => { $("detail").hidden = true; });
  if (state.key) signIn(state.key);
});
