import { createHash } from 'node:crypto';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2933;background:#f4f5f7;height:100vh;display:flex;flex-direction:column}
header{display:flex;gap:16px;align-items:center;padding:10px 16px;background:#14532d;color:#fff}
header h1{font-size:16px;margin:0;flex:1}
header label{display:flex;gap:6px;align-items:center}
header input[type=text]{width:110px}
main{flex:1;display:flex;min-height:0}
#list{width:300px;overflow:auto;border-right:1px solid #d9dde3;background:#fff;margin:0;padding:0;list-style:none}
#list button{display:block;width:100%;text-align:left;border:0;border-bottom:1px solid #eef0f3;background:none;padding:10px 12px;cursor:pointer}
#list button[aria-current=true]{background:#e7f5ec}
#list .name{font-weight:600}
#list .meta,#list .preview{font-size:12px;color:#616e7c;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
#pane{flex:1;display:flex;flex-direction:column;min-width:0}
#title{padding:10px 16px;border-bottom:1px solid #d9dde3;background:#fff;display:flex;gap:12px;align-items:center}
#title span{flex:1;font-weight:600}
#messages{flex:1;overflow:auto;padding:12px 16px;display:flex;flex-direction:column;gap:8px}
.msg{max-width:70%;padding:8px 10px;border-radius:8px;background:#fff;border:1px solid #e4e7eb;white-space:pre-wrap;word-break:break-word}
.msg.customer{align-self:flex-end;background:#dcf3e4}
.msg.agent{background:#e6efff}
.msg.system{background:#fff8e1}
.msg .who{font-size:11px;color:#616e7c;margin-bottom:2px}
.msg .extra{font-size:12px;color:#3e4c59;margin-top:4px}
form{display:flex;gap:8px;padding:10px 16px;border-top:1px solid #d9dde3;background:#fff}
textarea{flex:1;resize:vertical;min-height:40px;font:inherit;padding:6px}
button{font:inherit;padding:6px 12px}
#status{font-size:12px}
.empty{color:#616e7c;padding:16px}
`;

const SCRIPT = `
(function () {
  var state = { chats: [], selected: null, signature: '' };
  var list = document.getElementById('list');
  var messages = document.getElementById('messages');
  var titleText = document.getElementById('title-text');
  var completeButton = document.getElementById('complete');
  var form = document.getElementById('reply');
  var input = document.getElementById('text');
  var sendButton = document.getElementById('send');
  var agentName = document.getElementById('agent-name');
  var showCompleted = document.getElementById('show-completed');
  var status = document.getElementById('status');

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function time(iso) {
    var date = new Date(iso);
    return isNaN(date.getTime()) ? '' : date.toLocaleString();
  }
  function selectedChat() {
    for (var i = 0; i < state.chats.length; i++) if (state.chats[i].id === state.selected) return state.chats[i];
    return null;
  }
  function visibleChats() {
    return state.chats.filter(function (chat) { return showCompleted.checked || chat.status === 'open'; })
      .sort(function (a, b) { return a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0; });
  }
  function renderList() {
    var chats = visibleChats();
    var items = chats.map(function (chat) {
      var last = chat.messages[chat.messages.length - 1];
      var button = el('button');
      button.type = 'button';
      button.setAttribute('aria-current', String(chat.id === state.selected));
      button.appendChild(el('div', 'name', chat.customer_name || chat.user_id));
      button.appendChild(el('div', 'meta', chat.status + (chat.assigned_agent ? ' \\u00b7 ' + chat.assigned_agent.name : '') + ' \\u00b7 ' + chat.messages.length + ' messages'));
      button.appendChild(el('div', 'preview', last ? last.sender_type + ': ' + (last.content_type === 'audio' ? '[voice message]' : last.content) : 'No messages yet'));
      button.addEventListener('click', function () { state.selected = chat.id; render(true); });
      var item = el('li');
      item.appendChild(button);
      return item;
    });
    if (items.length === 0) items.push(el('li', 'empty', 'No open conversations.'));
    list.replaceChildren.apply(list, items);
  }
  function renderMessage(message) {
    var box = el('div', 'msg ' + message.sender_type);
    var name = message.metadata && message.metadata.sender ? message.metadata.sender.name : '';
    box.appendChild(el('div', 'who', (name || message.sender_type) + ' \\u00b7 ' + message.sender_type + ' \\u00b7 ' + time(message.created_at)));
    if (message.content_type === 'audio') {
      if (/^https?:\\/\\//i.test(message.content)) {
        var audio = document.createElement('audio');
        audio.controls = true;
        audio.preload = 'none';
        audio.src = message.content;
        box.appendChild(audio);
      }
      box.appendChild(el('div', 'extra', message.content));
    } else {
      box.appendChild(el('div', 'text', message.content));
    }
    var meta = message.metadata || {};
    if (meta.transcription && meta.transcription.transcript) box.appendChild(el('div', 'extra', 'Transcript: ' + meta.transcription.transcript));
    if (meta.ai_response) {
      var handles = [].concat(meta.ai_response.handle);
      box.appendChild(el('div', 'extra', 'Suggested: ' + handles.join(', ')));
      (meta.ai_response.items || []).forEach(function (line) {
        box.appendChild(el('div', 'extra', 'Add ' + line.quantity + ' \\u00d7 ' + line.title + ' (' + line.variant_id + ')'));
      });
    }
    return box;
  }
  function renderPane() {
    var chat = selectedChat();
    var open = !!chat && chat.status === 'open';
    input.disabled = sendButton.disabled = completeButton.disabled = !open;
    if (!chat) {
      titleText.textContent = 'Choose a conversation';
      messages.replaceChildren(el('div', 'empty', 'Messages appear here.'));
      return;
    }
    titleText.textContent = (chat.customer_name || 'Customer') + ' \\u2014 ' + chat.user_id + ' \\u2014 ' + chat.id + ' (' + chat.status + ')';
    var atBottom = messages.scrollHeight - messages.scrollTop - messages.clientHeight < 40;
    messages.replaceChildren.apply(messages, chat.messages.map(renderMessage));
    if (atBottom) messages.scrollTop = messages.scrollHeight;
  }
  function render(force) {
    var signature = JSON.stringify([state.chats, state.selected, showCompleted.checked]);
    if (!force && signature === state.signature) return;
    state.signature = signature;
    renderList();
    renderPane();
  }
  function refresh() {
    return fetch('/__local/chats', { headers: { accept: 'application/json' } })
      .then(function (response) { if (!response.ok) throw new Error('HTTP ' + response.status); return response.json(); })
      .then(function (body) {
        state.chats = body.conversations || [];
        if (!state.selected) { var first = visibleChats()[0]; if (first) state.selected = first.id; }
        status.textContent = 'Updated ' + new Date().toLocaleTimeString();
        render(false);
      })
      .catch(function (error) { status.textContent = 'Could not load conversations: ' + error.message; });
  }
  function post(path, body) {
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) {
        if (!response.ok) return response.json().then(function (error) { throw new Error(error.message || 'HTTP ' + response.status); });
        return response.json();
      });
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var chat = selectedChat();
    var content = input.value.trim();
    if (!chat || !content) return;
    sendButton.disabled = true;
    post('/__local/chats/' + encodeURIComponent(chat.id) + '/agent-message', { content: content, agentName: agentName.value.trim() || 'Priya' })
      .then(function () { input.value = ''; return refresh(); })
      .catch(function (error) { status.textContent = 'Not sent: ' + error.message; })
      .then(function () { sendButton.disabled = false; input.focus(); });
  });
  input.addEventListener('keydown', function (event) {
    if (event.key === 'Enter' && !event.shiftKey) { event.preventDefault(); form.requestSubmit(); }
  });
  completeButton.addEventListener('click', function () {
    var chat = selectedChat();
    if (!chat) return;
    post('/__local/chats/' + encodeURIComponent(chat.id) + '/complete', {})
      .then(refresh)
      .catch(function (error) { status.textContent = 'Not completed: ' + error.message; });
  });
  showCompleted.addEventListener('change', function () { render(true); });
  refresh();
  setInterval(refresh, 2000);
})();
`;

const BODY = `<header><h1>Agent console</h1>
<label>Agent name <input id="agent-name" type="text" value="Priya" maxlength="60"></label>
<label><input id="show-completed" type="checkbox"> Show completed</label>
<span id="status" role="status">Loading\u2026</span></header>
<main><ul id="list" aria-label="Conversations"></ul>
<section id="pane"><div id="title"><span id="title-text">Choose a conversation</span><button id="complete" type="button" disabled>Complete conversation</button></div>
<div id="messages" aria-live="polite"></div>
<form id="reply"><textarea id="text" placeholder="Reply as a live agent..." maxlength="4000" disabled></textarea><button id="send" type="submit" disabled>Send</button></form></section></main>`;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The agent console: a self-contained page that polls `GET /__local/chats` every 2 s and answers as a live agent. */
export const AGENT_CONSOLE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Agent console</title><style>${STYLE}</style></head>
<body>${BODY}<script>${SCRIPT}</script></body></html>`;

/** A policy that allows only this page's own inline script and style, and requests to this server. */
export const AGENT_CONSOLE_CSP = [
  "default-src 'none'",
  `script-src ${hash(SCRIPT)}`,
  `style-src ${hash(STYLE)}`,
  "connect-src 'self'",
  "media-src 'self' http: https:",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
