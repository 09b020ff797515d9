/**
 * The report page's one script, as text: it reads the JSON data block, and
 * sorts, filters and pages the task table (100 rows a page, so 3,000 tasks
 * never put 3,000 rows in the document). It writes text with textContent
 * only (no innerHTML of data), sets no style attribute, and adds its event
 * listeners in code (no inline handlers), so it runs under
 * `script-src 'nonce-…'` or the page's own hash. In a VS Code webview a row's
 * link posts `{type: 'openTask', index}` instead of following the link.
 */
export const PAGE_SIZE = 100;

export const PAGE_SCRIPT = `(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('report-data').textContent);
  var vscode = typeof acquireVsCodeApi === 'function' ? acquireVsCodeApi() : null;
  var PAGE = ${PAGE_SIZE};
  var NUMERIC_FROM = 4;
  var col = function (name) { return data.columns.indexOf(name); };
  var C = { file: col('file'), task: col('task'), category: col('category'), sub: col('subcategory'), verdict: col('verdict'), reason: col('reason'), errors: col('errors') };
  var order = data.rows.map(function (_, i) { return i; });
  var shown = order.slice();
  var sortCol = C.file, sortDir = 1, page = 0;
  var $ = function (id) { return document.getElementById(id); };
  var text = $('filter-text'), cat = $('filter-category'), verdict = $('filter-verdict'), errorsOnly = $('filter-errors');
  var body = $('task-rows'), status = $('table-status');

  function cmp(a, b) {
    var x = data.rows[a][sortCol], y = data.rows[b][sortCol];
    if (x === y) return a - b;
    if (x === null || x === '') return 1;
    if (y === null || y === '') return -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sortDir;
    return (String(x) < String(y) ? -1 : 1) * sortDir;
  }

  function apply() {
    var q = text.value.trim().toLowerCase(), c = cat.value, v = verdict.value, e = errorsOnly.checked;
    shown = order.filter(function (i) {
      var r = data.rows[i];
      if (c && r[C.category] !== c) return false;
      if (v && r[C.verdict] !== v) return false;
      if (e && !(r[C.errors] > 0)) return false;
      if (!q) return true;
      return (r[C.file] + '\\u0000' + r[C.category] + '\\u0000' + r[C.sub] + '\\u0000' + r[C.reason]).toLowerCase().indexOf(q) >= 0;
    });
    shown.sort(cmp);
    page = Math.min(page, Math.max(0, Math.ceil(shown.length / PAGE) - 1));
    draw();
  }

  function cell(tr, value, cls) {
    var td = document.createElement('td');
    if (cls) td.className = cls;
    td.textContent = value === null || value === undefined ? '' : typeof value === 'number' && !Number.isInteger(value) ? value.toFixed(2) : String(value);
    tr.appendChild(td);
    return td;
  }

  function draw() {
    var frag = document.createDocumentFragment();
    var from = page * PAGE, to = Math.min(shown.length, from + PAGE);
    for (var k = from; k < to; k++) {
      var i = shown[k], r = data.rows[i], tr = document.createElement('tr');
      tr.setAttribute('data-index', String(i));
      var td = document.createElement('td'), a = document.createElement('a');
      a.textContent = r[C.file];
      a.setAttribute('data-index', String(i));
      if (data.links[i]) a.setAttribute('href', data.links[i]);
      else { a.setAttribute('role', 'link'); a.setAttribute('tabindex', '0'); }
      td.appendChild(a);
      tr.appendChild(td);
      if (data.thumbnails) {
        var th = document.createElement('td');
        if (data.thumbnails[i]) { var img = document.createElement('img'); img.src = data.thumbnails[i]; img.alt = 'scene of ' + r[C.task]; img.className = 'thumb'; th.appendChild(img); }
        tr.appendChild(th);
      }
      for (var j = 2; j < r.length; j++) {
        if (j === C.task) continue;
        var cls = j === C.verdict ? 'verdict v-' + r[j] : j === C.reason ? 'reason' : j >= NUMERIC_FROM ? 'num' : '';
        if (j === C.errors && r[j] > 0) cls += ' has-errors';
        cell(tr, j === C.verdict && r[j] === 'none' ? '' : r[j], cls);
      }
      frag.appendChild(tr);
    }
    body.textContent = '';
    body.appendChild(frag);
    status.textContent = shown.length + ' of ' + data.rows.length + ' tasks' + (shown.length > PAGE ? ', rows ' + (from + 1) + '–' + to : '');
    $('page-prev').disabled = page === 0;
    $('page-next').disabled = to >= shown.length;
    document.body.setAttribute('data-shown', String(shown.length));
  }

  document.querySelectorAll('th button[data-col]').forEach(function (b) {
    b.addEventListener('click', function () {
      var c = Number(b.getAttribute('data-col'));
      sortDir = c === sortCol ? -sortDir : 1;
      sortCol = c;
      document.querySelectorAll('th[aria-sort]').forEach(function (t) { t.removeAttribute('aria-sort'); });
      b.parentElement.setAttribute('aria-sort', sortDir > 0 ? 'ascending' : 'descending');
      apply();
    });
  });
  [text, cat, verdict, errorsOnly].forEach(function (el) { el.addEventListener('input', function () { page = 0; apply(); }); });
  $('page-prev').addEventListener('click', function () { page = Math.max(0, page - 1); draw(); });
  $('page-next').addEventListener('click', function () { page++; draw(); });
  function open(ev) {
    var a = ev.target.closest ? ev.target.closest('a[data-index]') : null;
    if (!a || !vscode) return;
    ev.preventDefault();
    vscode.postMessage({ type: 'openTask', index: Number(a.getAttribute('data-index')) });
  }
  body.addEventListener('click', open);
  body.addEventListener('keydown', function (ev) { if (ev.key === 'Enter') open(ev); });
  apply();
})();
`;
